//! The moves played so far, one numbered row per full move ("1. e4 e5"), scrolled to the end.
//! Each move is a button that shows the position after it (read-only); the buttons above the list
//! step through the game (←/→/Home/End do the same from the keyboard, see the app).

use std::rc::Rc;

use wasm_bindgen::JsCast;
use web_sys::{Element, HtmlElement};
use yew::prelude::*;

use crate::components::view_bar::nav_icon;
use crate::state::ViewTo;

#[derive(Properties, PartialEq)]
pub struct MoveListProps {
    pub moves: Rc<Vec<String>>,
    /// Full-move number of the first move and the index of the player who made it.
    pub first: (u32, usize),
    /// Number of players (moves per row).
    pub players: usize,
    /// Turns played in the earlier position shown, if one is.
    pub viewing: Option<usize>,
    pub on_view: Callback<ViewTo>,
}

/// A turn longer than this (in characters) gets a line of its own in the move list.
const LONG_TURN: usize = 11;

#[component]
pub fn MoveList(props: &MoveListProps) -> Html {
    let scroller = use_node_ref();
    {
        let scroller = scroller.clone();
        use_effect_with((props.moves.len(), props.viewing), move |(_, viewing)| {
            let Some(el) = scroller.cast::<Element>() else { return };
            let shown = viewing.and_then(|p| p.checked_sub(1)).and_then(|i| {
                el.query_selector(&format!("[data-index=\"{i}\"]")).ok().flatten()?.dyn_into::<HtmlElement>().ok()
            });
            match shown {
                // Keep the move shown in sight, scrolling as little as needed.
                Some(m) => {
                    let (top, bottom) = (m.offset_top(), m.offset_top() + m.offset_height());
                    if top < el.scroll_top() {
                        el.set_scroll_top(top);
                    } else if bottom > el.scroll_top() + el.client_height() {
                        el.set_scroll_top(bottom - el.client_height());
                    }
                }
                None if viewing.is_none() => el.set_scroll_top(el.scroll_height()),
                None => el.set_scroll_top(0),
            }
        });
    }

    let per_row = props.players.max(1);
    let (first_number, first_player) = props.first;
    let lead = first_player.min(per_row - 1);
    let total = lead + props.moves.len();
    let count = props.moves.len();
    let rows = (0..total.div_ceil(per_row)).map(|row| {
        let number = u64::from(first_number) + row as u64;
        // A row with a long turn (a berserk chain, an Ox's removal) gives each turn a whole line,
        // rather than a narrow column where it would wrap several times.
        let long = (0..per_row)
            .filter_map(|col| (row * per_row + col).checked_sub(lead).and_then(|i| props.moves.get(i)))
            .any(|m| m.chars().count() > LONG_TURN);
        let slots = (0..per_row).map(|col| {
            let slot = row * per_row + col;
            match slot.checked_sub(lead).and_then(|i| props.moves.get(i).map(|m| (i, m))) {
                Some((i, m)) => {
                    let shown = props.viewing.unwrap_or(count) == i + 1;
                    let class = classes!(
                        "move",
                        shown.then_some(if props.viewing.is_some() { "viewed" } else { "latest" }),
                        props.viewing.is_some_and(|p| i + 1 > p).then_some("ahead"),
                    );
                    let onclick = props.on_view.reform(move |_: MouseEvent| ViewTo::Ply(i + 1));
                    html! {
                        <button type="button" {class} data-testid="move" data-index={i.to_string()}
                            aria-current={shown.then_some("step")} {onclick}>{ m }</button>
                    }
                }
                None if slot < lead => {
                    html! { <span class="move skipped" aria-hidden="true">{ "…" }</span> }
                }
                None => html! {},
            }
        });
        html! {
            <li class={classes!("move-row", long.then_some("long"))}>
                <span class="move-number">{ format!("{number}.") }</span>
                { for slots }
            </li>
        }
    });

    let ply = props.viewing.unwrap_or(count);
    let go = |to: ViewTo| props.on_view.reform(move |_: MouseEvent| to);
    html! {
        <section class="panel moves-panel" aria-labelledby="moves-title">
            <div class="panel-head">
                <h2 id="moves-title" class="panel-title">{ "Moves" }</h2>
                <div class="move-nav" role="group" aria-label="Step through the game">
                    <button type="button" class="quiet" data-testid="nav-start" title="Start position (Home)"
                        aria-label="Start position" disabled={ply == 0} onclick={go(ViewTo::Start)}>
                        { nav_icon(ViewTo::Start) }
                    </button>
                    <button type="button" class="quiet" data-testid="nav-back" title="Previous turn (←)"
                        aria-label="Previous turn" disabled={ply == 0} onclick={go(ViewTo::Back)}>
                        { nav_icon(ViewTo::Back) }
                    </button>
                    <button type="button" class="quiet" data-testid="nav-forward" title="Next turn (→)"
                        aria-label="Next turn" disabled={ply >= count} onclick={go(ViewTo::Forward)}>
                        { nav_icon(ViewTo::Forward) }
                    </button>
                    <button type="button" class="quiet" data-testid="nav-live" title="Live position (End)"
                        aria-label="Live position" disabled={ply >= count} onclick={go(ViewTo::Live)}>
                        { nav_icon(ViewTo::Live) }
                    </button>
                </div>
            </div>
            <div class="move-scroll" ref={scroller}>
                if props.moves.is_empty() {
                    <p class="empty-note">{ "No moves yet." }</p>
                }
                <ol class="move-list" data-testid="move-list" style={format!("--players: {per_row}")}>{ for rows }</ol>
            </div>
        </section>
    }
}
