//! "Recent games": the games New game, Load position, an import or a link replaced (and a save
//! another tab wrote over), newest first, each reopened with one click. Nothing is lost.

use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct RecentGamesProps {
    /// Each game as listed ("12 turns, last Nf3").
    pub games: Vec<String>,
    pub on_open: Callback<usize>,
}

#[component]
pub fn RecentGames(props: &RecentGamesProps) -> Html {
    if props.games.is_empty() {
        return html! {};
    }
    let items = props.games.iter().enumerate().map(|(i, text)| {
        let open = props.on_open.reform(move |_: MouseEvent| i);
        html! {
            <li class="recent-item" data-testid="recent-game">
                <span class="recent-text">{ text }</span>
                <button type="button" class="quiet" data-testid="recent-open" onclick={open}
                    aria-label={format!("Reopen the game: {text}")}>{ "Reopen" }</button>
            </li>
        }
    });
    html! {
        <details class="panel recent-games" data-testid="recent-games">
            <summary class="panel-title">{ format!("Recent games ({})", props.games.len()) }</summary>
            <p class="panel-note">{ "Games you replaced here. Reopening one keeps the game in progress here too." }</p>
            <ol class="recent-list">{ for items }</ol>
        </details>
    }
}
