//! In place of the status line while an earlier position is shown: which position it is, steps
//! back and forward, and the way back to the live position. The board is read-only meanwhile.

use yew::prelude::*;

use crate::state::ViewTo;

#[derive(Properties, PartialEq)]
pub struct ViewBarProps {
    /// Turns played in the position shown.
    pub ply: usize,
    /// Turns played in the live game.
    pub total: usize,
    /// The last turn played in the position shown, numbered ("12… Nf3"); `None` at the start.
    pub label: Option<String>,
    pub on_view: Callback<ViewTo>,
}

/// A turn with its number as the move list shows it: "12. e4" for the first player's turn,
/// "12… e5" for the others'. `index` counts turns from 0; `first` is the full-move number of the
/// first turn and the index of the player who made it.
pub fn numbered(index: usize, first: (u32, usize), players: usize, text: &str) -> String {
    format!("{} {text}", turn_label(index, first, players))
}

/// The number of the turn `index` (from 0): "12." for the first player's turn, "12…" for the others'.
pub fn turn_label(index: usize, first: (u32, usize), players: usize) -> String {
    let (number, seat) = turn_number(index, first, players);
    format!("{number}{}", if seat == 0 { "." } else { "…" })
}

/// The full-move number of the turn `index` (from 0) and the seat of the player who makes it.
pub fn turn_number(index: usize, first: (u32, usize), players: usize) -> (u64, usize) {
    let per_row = players.max(1);
    let slot = first.1.min(per_row - 1) + index;
    (u64::from(first.0) + (slot / per_row) as u64, slot % per_row)
}

/// The icon of a step through the game: ⏮ ◀ ▶ ⏭ drawn as SVG (fonts lack some of them).
pub fn nav_icon(to: ViewTo) -> Html {
    let d = match to {
        ViewTo::Start => "M3 3h2v10H3zM13 3v10L6 8z",
        ViewTo::Back | ViewTo::Ply(_) => "M11.5 3v10L4.5 8z",
        ViewTo::Forward => "M4.5 3v10l7-5z",
        ViewTo::Live => "M11 3h2v10h-2zM3 3v10l7-5z",
    };
    html! {
        <svg class="nav-icon" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true"><path {d} /></svg>
    }
}

/// A button that steps through the game (`to`), with its icon, its words for screen readers and
/// its key in its tooltip; `testid` names it for the tests.
pub fn nav_button(to: ViewTo, testid: &'static str, disabled: bool, on_view: &Callback<ViewTo>) -> Html {
    let (label, key) = match to {
        ViewTo::Start => ("Start position", "Home"),
        ViewTo::Back | ViewTo::Ply(_) => ("Previous turn", "←"),
        ViewTo::Forward => ("Next turn", "→"),
        ViewTo::Live => ("Live position", "End"),
    };
    html! {
        <button type="button" class="quiet" data-testid={testid} title={format!("{label} ({key})")}
            aria-label={label} {disabled} onclick={on_view.reform(move |_: MouseEvent| to)}>
            { nav_icon(to) }
        </button>
    }
}

#[component]
pub fn ViewBar(props: &ViewBarProps) -> Html {
    let go = |to: ViewTo| props.on_view.reform(move |_: MouseEvent| to);
    // "Position after" gives way on narrow screens, so the bar keeps the status line's height.
    let what = match &props.label {
        Some(l) => html! { <><span class="view-words">{ "Position after " }</span>{ l }</> },
        None => html! { <>{ "Start" }<span class="view-words">{ " position" }</span></> },
    };
    html! {
        <div class="status viewing" data-testid="view-bar">
            <p class="status-text" role="status" aria-live="polite">
                <span class="view-badge">{ "Viewing" }</span>
                <span class="turn" data-testid="view-label">{ what }</span>
                <span class="view-count">{ format!("turn {} of {}", props.ply, props.total) }</span>
            </p>
            <div class="turn-actions">
                { nav_button(ViewTo::Back, "view-back", props.ply == 0, &props.on_view) }
                { nav_button(ViewTo::Forward, "view-forward", false, &props.on_view) }
                <button type="button" class="primary" data-testid="back-to-live"
                    title="Back to the live position (End)" onclick={go(ViewTo::Live)}>
                    <span class="view-words">{ "Back to live" }<span class="wide-only">{ " position" }</span></span>
                    <span class="view-short">{ "Live" }</span>
                </button>
            </div>
        </div>
    }
}
