//! The Puzzles panel (issue #41): the engine's puzzles of the game shown, fetched when the panel
//! first opens ([`crate::teach::fetch_puzzles`]); the player's rating and streak in this game; a
//! theme to pick puzzles from; the puzzle being solved with its task, and once its try is over,
//! Show the solution, Next puzzle and View in analysis. The judging is the engine's
//! ([`crate::state::puzzles`]).

use std::rc::Rc;

use runeboard_engine::GameId;
use yew::prelude::*;

use crate::model::kept::Kept;
use crate::model::puzzle_progress::Progress;
use crate::model::teaching::Puzzles;
use crate::state::puzzles::{next, Ended, PuzzleAction, Solving};
use crate::state::State;

#[derive(Properties, PartialEq, Clone)]
pub struct PuzzlesBodyProps {
    pub game: GameId,
    pub solving: Option<Solving>,
    pub progress: Kept<Progress>,
    /// How many times the panel was opened (or closed).
    pub asked: u32,
    pub on_action: Callback<PuzzleAction>,
    /// Leave the puzzle and analyse its position.
    pub on_analyse: Callback<()>,
}

impl PuzzlesBodyProps {
    /// As the page's state has them.
    pub fn of(state: &State, on_action: Callback<PuzzleAction>, asked: u32) -> Self {
        PuzzlesBodyProps {
            game: state.game(),
            solving: state.puzzle.clone(),
            progress: state.progress.clone(),
            asked,
            on_analyse: on_action.reform(|()| PuzzleAction::Analyse),
            on_action,
        }
    }
}

/// The player's rating and streak in the game; once the game's puzzles are fetched, a theme to
/// pick them from, Start (or Next puzzle), and the puzzle being solved.
#[component]
pub fn PuzzlesBody(props: &PuzzlesBodyProps) -> Html {
    // The game's puzzles, once fetched (or not): asked for when the panel is first opened, then
    // for each game shown while it is open, and at each opening while they are not in (a retry).
    let fetched = use_state(|| None::<(GameId, Option<Puzzles>)>);
    let set: Option<Option<Puzzles>> = match &*fetched {
        Some((game, p)) if *game == props.game => Some(p.clone()),
        _ => crate::model::teaching::puzzles_loaded(props.game).map(Some),
    };
    let asked = props.asked;
    let theme = use_state(|| None::<String>);
    {
        let fetched = fetched.clone();
        use_effect_with((props.game, asked), move |&(game, asked)| {
            if asked > 0 && crate::model::teaching::puzzles_loaded(game).is_none() {
                yew::platform::spawn_local(async move {
                    let set = crate::teach::fetch_puzzles(game).await;
                    fetched.set(Some((game, set)));
                });
            }
        });
    }
    let progress = props.progress.read();
    let mine = progress.game(props.game);
    let rating = html! {
        <p class="puzzle-rating" data-testid="puzzle-rating">
            { format!("Your puzzle rating: {}", mine.rating.rating.round()) }
            <span class="puzzle-deviation">{ format!(" ± {}", (2.0 * mine.rating.deviation).round()) }</span>
            { format!(" · streak {} (best {})", mine.streak, mine.best) }
        </p>
    };
    let body = match set {
        None if asked > 0 => {
            html! { <p class="lessons-loading" data-testid="puzzles-loading">{ "Loading the puzzles…" }</p> }
        }
        None => html! {},
        Some(None) => html! {
            <p class="lessons-failed" data-testid="puzzles-failed">
                { "The puzzles could not be loaded: check the connection, then open them again." }
            </p>
        },
        Some(Some(set)) => {
            let mut themes: Vec<&str> = set.iter().flat_map(|p| p.themes.iter().map(String::as_str)).collect();
            themes.sort_unstable();
            themes.dedup();
            let picked: Vec<Rc<runeboard_engine::puzzles::Puzzle>> = set
                .iter()
                .filter(|p| theme.as_deref().is_none_or(|t| p.themes.iter().any(|x| x == t)))
                .cloned()
                .collect();
            let after = props.solving.as_ref().map(|s| s.puzzle().id.clone());
            let upcoming = next(&picked, &progress, props.game, after.as_deref());
            let on_next = {
                let on_action = props.on_action.clone();
                Callback::from(move |_: MouseEvent| {
                    if let Some(p) = upcoming.clone() {
                        on_action.emit(PuzzleAction::Start(p));
                    }
                })
            };
            let on_theme = {
                let theme = theme.clone();
                Callback::from(move |e: Event| {
                    let value = e.target_unchecked_into::<web_sys::HtmlSelectElement>().value();
                    theme.set((!value.is_empty()).then_some(value));
                })
            };
            let options = themes.iter().map(|t| {
                html! { <option value={t.to_string()} selected={theme.as_deref() == Some(*t)}>{ *t }</option> }
            });
            let ended = props.solving.as_ref().and_then(|s| s.ended);
            let solving = props.solving.as_ref().map(|s| {
                let p = s.puzzle();
                let act = |a: PuzzleAction| props.on_action.reform(move |_: MouseEvent| a.clone());
                let verdict = match ended {
                    Some((Ended::Solved, _)) => html! { <p class="puzzle-verdict solved" data-testid="puzzle-verdict">{ "Solved ✓" }</p> },
                    Some((Ended::Failed, _)) => html! { <p class="puzzle-verdict failed" data-testid="puzzle-verdict">{ "Not the best turn ✗" }</p> },
                    None => html! {},
                };
                html! {
                    <div class="puzzle-work" data-testid="puzzle-work" data-puzzle={p.id.clone()}>
                        <p class="puzzle-task" data-testid="puzzle-task">{ s.task() }</p>
                        <p class="puzzle-meta">
                            { format!("Puzzle rating {}", progress.puzzle_rating(&p.id, p.rating).rating.round()) }
                            if !p.themes.is_empty() { { format!(" · {}", p.themes.join(", ")) } }
                        </p>
                        { verdict }
                        <div class="lesson-actions">
                            if !matches!(ended, Some((Ended::Solved, _))) {
                                <button type="button" data-testid="puzzle-solution" onclick={act(PuzzleAction::ShowSolution)}>{ "Show the solution" }</button>
                            }
                            <button type="button" data-testid="puzzle-analyse" onclick={props.on_analyse.reform(|_: MouseEvent| ())}>{ "View in analysis" }</button>
                            <button type="button" class="quiet" data-testid="puzzle-leave" onclick={act(PuzzleAction::Leave)}>{ "Leave" }</button>
                        </div>
                    </div>
                }
            });
            html! {
                <>
                    { for solving }
                    <div class="puzzle-pick">
                        <label>{ "Theme " }
                            <select data-testid="puzzle-theme" onchange={on_theme}>
                                <option value="" selected={theme.is_none()}>{ "Any" }</option>
                                { for options }
                            </select>
                        </label>
                        <button type="button" class="primary" data-testid="puzzle-next" disabled={picked.is_empty()} onclick={on_next}>
                            { if props.solving.is_some() { "Next puzzle" } else { "Start" } }
                        </button>
                    </div>
                    <p class="puzzle-count">{ format!("{} puzzles of this game, mined by the engine.", set.len()) }</p>
                </>
            }
        }
    };
    html! {
        <>
            { rating }
            { body }
        </>
    }
}
