//! The game review: "Review" asks the analysis's worker to judge every turn of the main line (a
//! progress bar and Cancel while it works); then the chance to win over the game as a graph (a
//! click, or the arrow keys on it, shows that turn), each player's accuracy and counts, and the
//! judgement of the turn shown with the better turn and its line.

use std::rc::Rc;

use wasm_bindgen::JsCast;
use web_sys::Element;
use yew::prelude::*;

use crate::components::view_bar::numbered;
use crate::state::review::{mark_name, symbol, Reviewed};
use crate::state::{capitalise, Action, LineAction, ReviewAction, State};

#[derive(Properties, PartialEq)]
pub struct ReviewPanelProps {
    /// A review is being made.
    pub running: bool,
    /// A review holds for the main line.
    pub reviewed: bool,
    /// The main line has turns to review.
    pub can_review: bool,
    pub on_action: Callback<ReviewAction>,
    /// The review, its progress or why it failed ([`ReviewBody`]: the chunk of parts').
    #[prop_or_default]
    pub children: Html,
}

/// The panel's head (its title, Review or Cancel) and what there is of a review.
#[component]
pub fn ReviewPanel(props: &ReviewPanelProps) -> Html {
    let head = if props.running {
        let onclick = props.on_action.reform(|_: MouseEvent| ReviewAction::Cancel);
        html! { <button type="button" data-testid="review-cancel" {onclick}>{ "Cancel" }</button> }
    } else {
        html! {
            <button type="button" data-testid="review-start" disabled={!props.can_review}
                title="The computer judges every turn of the main line"
                onclick={props.on_action.reform(|_: MouseEvent| ReviewAction::Start)}>
                { if props.reviewed { "Review again" } else { "Review" } }
            </button>
        }
    };
    html! {
        <section class="panel review-panel" aria-labelledby="review-title" data-testid="review">
            <div class="panel-head">
                <h2 class="panel-title" id="review-title">{ "Game review" }</h2>
                { head }
            </div>
            { props.children.clone() }
        </section>
    }
}

#[derive(Properties, PartialEq, Clone)]
pub struct ReviewBodyProps {
    /// A review is being made: positions analysed, of how many.
    pub running: Option<(u32, u32)>,
    /// The review that holds for the main line.
    pub review: Option<Rc<Reviewed>>,
    /// Why the last review could not be made.
    pub failed: Option<AttrValue>,
    /// How many turns of the main line lead to the position shown (`None`: another line's).
    pub shown: Option<usize>,
    /// The game's first turn and its players' names (to number and name the turns).
    pub first: (u32, usize),
    pub players: Rc<Vec<&'static str>>,
    pub on_line: Callback<LineAction>,
}

impl ReviewBodyProps {
    /// As the page's state has them.
    pub fn of(state: &State, send: Callback<Action>) -> Self {
        let live = &state.table;
        let shown = state.shown_path();
        ReviewBodyProps {
            running: state.review_job().and(state.review.running.as_ref()).map(|r| (r.done, r.of)),
            review: state.review_shown().cloned(),
            failed: state.review.failed.clone().map(AttrValue::from),
            shown: shown.as_ref().filter(|p| p.iter().all(|&i| i == 0)).map(Vec::len),
            first: live.first_turn,
            players: Rc::new(live.players.iter().map(|p| p.name).collect()),
            on_line: send.reform(Action::Line),
        }
    }
}

/// The review's progress, why it failed, or the review: its graph, each player's accuracy and the
/// judgement of the turn shown.
#[component]
pub fn ReviewBody(props: &ReviewBodyProps) -> Html {
    html! {
        <>
            if let Some((done, of)) = props.running {
                <div class="review-progress">
                    <progress data-testid="review-progress" max={of.to_string()} value={done.to_string()}
                        aria-label="Review progress" />
                    <span aria-hidden="true">{ format!("{done}/{of}") }</span>
                </div>
            }
            if let Some(why) = &props.failed {
                <p class="panel-note" role="status">{ format!("The review could not be made: {why}.") }</p>
            }
            if let Some(r) = &props.review {
                { graph(r, props) }
                { summary(r, &props.players) }
                { verdict(r, props) }
            }
        </>
    }
}

/// The per mille as a percentage, rounded.
fn percent(c: u16) -> u32 {
    (u32::from(c) + 5) / 10
}

/// Width and height of the graph's drawing (stretched to the panel).
const W: usize = 1000;
const H: u32 = 100;

/// The first player's chance over the game: the area under the line is theirs. A click, or the
/// arrows, Home and End on it, show that turn of the main line.
fn graph(r: &Reviewed, props: &ReviewBodyProps) -> Html {
    let chances = r.chances();
    let n = chances.len().saturating_sub(1).max(1);
    let x = |k: usize| (k * W / n).to_string();
    let y = |c: u16| (H - u32::from(c.min(1000)) / 10).to_string();
    let mut line = String::new();
    for (k, &c) in chances.iter().enumerate() {
        line.push_str(&x(k));
        line.push(',');
        line.push_str(&y(c));
        line.push(' ');
    }
    let area = format!("0,{H} {line}{},{H}", x(chances.len().saturating_sub(1)));
    let dots = r.review.turns.iter().enumerate().filter(|(_, t)| !symbol(t.mark).is_empty()).map(|(i, t)| {
        let (cx, cy) = (x(i + 1), y(chances[i + 1]));
        html! { <line class={classes!("graph-mark", t.mark.as_str())} x1={cx.clone()} x2={cx} y1={cy.clone()} y2={cy} /> }
    });
    let last = chances.len().saturating_sub(1);
    let shown = props.shown.filter(|&k| k <= last);
    let cursor = shown.map(|k| html! { <line class="graph-cursor" x1={x(k)} x2={x(k)} y1="0" y2={H.to_string()} /> });
    let go = {
        let on_line = props.on_line.clone();
        move |k: usize| on_line.emit(LineAction::Show(vec![0; k.min(last)]))
    };
    let onclick = {
        let go = go.clone();
        Callback::from(move |e: MouseEvent| {
            // (The graph itself: the target may be a line drawn in it.)
            let el = e.target().and_then(|t| t.dyn_into::<Element>().ok());
            let Some(el) = el.and_then(|t| t.closest(".review-graph").ok().flatten()) else { return };
            let rect = el.get_bounding_client_rect();
            let share = (f64::from(e.client_x()) - rect.left()) / rect.width().max(1.0);
            go((share.clamp(0.0, 1.0) * n as f64).round() as usize);
        })
    };
    let onkeydown = Callback::from(move |e: KeyboardEvent| {
        let at = shown.unwrap_or(last);
        let to = match e.key().as_str() {
            "ArrowLeft" | "ArrowDown" => at.saturating_sub(1),
            "ArrowRight" | "ArrowUp" => at + 1,
            "Home" => 0,
            "End" => last,
            _ => return,
        };
        e.prevent_default();
        go(to);
    });
    let first = props.players.first().copied().unwrap_or_default();
    let text = match shown {
        Some(k) => format!(
            "{}: {first} {}%",
            if k == 0 {
                "Start".to_string()
            } else {
                numbered(k - 1, props.first, props.players.len(), &r.turns[k - 1])
            },
            percent(chances[k])
        ),
        None => "Another line is shown".to_string(),
    };
    html! {
        <div class="review-graph" data-testid="review-graph" role="slider" tabindex="0"
            aria-label={format!("{first}'s chance to win over the game: choose a turn")}
            aria-valuemin="0" aria-valuemax={last.to_string()} aria-valuenow={shown.unwrap_or(last).to_string()}
            aria-valuetext={text} {onclick} {onkeydown}>
            <svg viewBox={format!("0 0 {W} {H}")} preserveAspectRatio="none" aria-hidden="true">
                <polygon class="graph-area" points={area} />
                <line class="graph-mid" x1="0" x2={W.to_string()} y1="50" y2="50" />
                <polyline class="graph-line" points={line} />
                { for cursor }
                { for dots }
            </svg>
        </div>
    }
}

/// Each player's accuracy and their inaccuracies, mistakes and blunders.
fn summary(r: &Reviewed, players: &[&'static str]) -> Html {
    let rows = r.review.players.iter().enumerate().map(|(i, s)| {
        html! {
            <tr>
                <th scope="row">{ players.get(i).copied().unwrap_or_default() }</th>
                <td>{ format!("{}%", s.accuracy) }</td>
                <td>{ s.inaccuracies }</td>
                <td>{ s.mistakes }</td>
                <td>{ s.blunders }</td>
            </tr>
        }
    });
    let col = |sym: &'static str, words: &'static str| {
        html! { <th scope="col"><span aria-hidden="true">{ sym }</span><span class="visually-hidden">{ words }</span></th> }
    };
    html! {
        <table class="review-summary" data-testid="review-summary">
            <thead>
                <tr>
                    <th scope="col">{ "Player" }</th>
                    <th scope="col">{ "Accuracy" }</th>
                    { col("?!", "Inaccuracies") }
                    { col("?", "Mistakes") }
                    { col("??", "Blunders") }
                </tr>
            </thead>
            <tbody>{ for rows }</tbody>
        </table>
    }
}

/// The judgement of the turn shown (on the main line): its mark, its mover's chance before and
/// after, and for a marked turn the better turn and its line.
fn verdict(r: &Reviewed, props: &ReviewBodyProps) -> Html {
    let Some(ply) = props.shown.and_then(|k| k.checked_sub(1)) else {
        return html! { <p class="empty-note">{ "Choose a turn of the main line to see how it was judged." }</p> };
    };
    let Some(j) = r.turn(ply) else { return html! {} };
    let count = props.players.len();
    let mover = props.players.get(usize::from(j.player)).copied().unwrap_or_default();
    let played = numbered(ply, props.first, count, &j.played) + symbol(j.mark);
    let better = j.best.as_ref().map(|b| {
        let mut line = numbered(ply, props.first, count, &b.notation);
        for t in b.line.iter().skip(1).take(7) {
            line.push(' ');
            line.push_str(t);
        }
        html! {
            <p data-testid="review-better">
                { "Better: " }<strong>{ b.notation.clone() }</strong>
                { format!(" ({}%) — ", percent(b.chance)) }<span class="review-line">{ line }</span>
            </p>
        }
    });
    html! {
        <div class={classes!("review-turn", j.mark.as_str())} data-testid="review-turn">
            <p>
                <strong class="review-played">{ played }</strong>
                { format!(" {}. {mover}'s chance: {}% → {}%", capitalise(mark_name(j.mark)), percent(j.chance_before), percent(j.chance_after)) }
            </p>
            { for better }
        </div>
    }
}
