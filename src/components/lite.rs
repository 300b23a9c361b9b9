//! The first module's entry points of the parts it draws nothing of (`crate::full`): each looks
//! as the full module's does before it is opened, and asks for the full module instead.

use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct PanelProps {
    pub on_open: Callback<()>,
}

/// The Puzzles panel, closed (as `puzzles_panel::PuzzlesPanel` is before it is first opened): its
/// title opens it in the full module.
#[component]
pub fn Puzzles(props: &PanelProps) -> Html {
    let onclick = props.on_open.reform(|e: MouseEvent| e.prevent_default());
    html! {
        <details class="panel puzzles" data-testid="puzzles">
            <summary class="panel-title" {onclick}>{ "Puzzles" }</summary>
        </details>
    }
}

/// The Studies panel, closed (as `studies_panel::StudiesPanel` is before it is first opened): its
/// title opens it in the full module.
#[component]
pub fn Studies(props: &PanelProps) -> Html {
    let onclick = props.on_open.reform(|e: MouseEvent| e.prevent_default());
    html! {
        <details class="panel studies" data-testid="studies">
            <summary class="panel-title" {onclick}>{ "Studies" }</summary>
        </details>
    }
}

#[derive(Properties, PartialEq)]
pub struct AnalysisProps {
    pub on_toggle: Callback<()>,
}

/// The analysis panel, off (as `analysis_panel::AnalysisPanel` is): Analyse turns it on in the
/// full module.
#[component]
pub fn Analysis(props: &AnalysisProps) -> Html {
    html! {
        <section class="panel analysis-panel off" aria-labelledby="analysis-title" data-testid="analysis">
            <div class="panel-head">
                <h2 class="panel-title" id="analysis-title">{ "Analysis" }</h2>
                <span class="analysis-depth" data-testid="analysis-depth" aria-live="off"></span>
                <button type="button" data-testid="analysis-toggle" aria-pressed="false"
                    title="The computer's best lines for the position shown, and who is better (key A)"
                    onclick={props.on_toggle.reform(|_: MouseEvent| ())}>
                    { "Analyse" }
                </button>
            </div>
        </section>
    }
}

#[derive(Properties, PartialEq)]
pub struct ReviewProps {
    pub can_review: bool,
    pub on_start: Callback<()>,
}

/// The game review panel, with no review (as `review_panel::ReviewPanel` is; a game saved with its
/// review opens in the full module): Review starts one in the full module.
#[component]
pub fn Review(props: &ReviewProps) -> Html {
    html! {
        <section class="panel review-panel" aria-labelledby="review-title" data-testid="review">
            <div class="panel-head">
                <h2 class="panel-title" id="review-title">{ "Game review" }</h2>
                <button type="button" data-testid="review-start" disabled={!props.can_review}
                    title="The computer judges every turn of the main line" onclick={props.on_start.reform(|_: MouseEvent| ())}>
                    { "Review" }
                </button>
            </div>
        </section>
    }
}

/// `text` as HTML text or an attribute's value.
fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            c => out.push(c),
        }
    }
    out
}

#[derive(Properties, PartialEq)]
pub struct RecentProps {
    /// Each game as listed ("12 turns, last Nf3").
    pub games: Vec<String>,
    pub on_open: Callback<usize>,
}

/// "Recent games" (as `recent_games::RecentGames` is; it works here, the list as plain HTML: its
/// Reopen buttons are heard on the panel).
#[component]
pub fn Recent(props: &RecentProps) -> Html {
    if props.games.is_empty() {
        return html! {};
    }
    let mut list = format!(
        r#"<summary class="panel-title">Recent games ({})</summary><p class="panel-note">Games you replaced here. Reopening one keeps the game in progress here too.</p><ol class="recent-list">"#,
        props.games.len()
    );
    for (i, text) in props.games.iter().enumerate() {
        let text = escape(text);
        list.push_str(&format!(
            r#"<li class="recent-item" data-testid="recent-game"><span class="recent-text">{text}</span><button type="button" class="quiet" data-testid="recent-open" data-index="{i}" aria-label="Reopen the game: {text}">Reopen</button></li>"#
        ));
    }
    list.push_str("</ol>");
    let onclick = {
        let on_open = props.on_open.clone();
        move |e: MouseEvent| {
            let target: Option<web_sys::Element> = e.target_dyn_into();
            let button = target.and_then(|t| t.closest("button").ok().flatten());
            if let Some(i) = button.and_then(|b| b.get_attribute("data-index")).and_then(|i| i.parse().ok()) {
                on_open.emit(i);
            }
        }
    };
    html! {
        <details class="panel recent-games" data-testid="recent-games" {onclick}>
            { Html::from_html_unchecked(list.into()) }
        </details>
    }
}
