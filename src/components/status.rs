//! The status line: whose turn it is, a remark such as check, the turn buttons ("Stop here",
//! "Cancel"), and the computer thinking ("Move now") or its hint; once the game is over, however it
//! ended (its rules, a flag, a resignation, a draw agreed), the result and why in the engine's words,
//! with "Play again" and "Review", and no one to move. Its height never changes, so the board does
//! not jump, and an ending never covers the board: a line too long for it is cut, and "More" (or a
//! click on it) opens it in full over the board, which stays where it is.

use std::rc::Rc;

use runeboard_engine::Table;
use wasm_bindgen::JsCast;
use yew::prelude::*;

use crate::state::Kind;

#[derive(Properties, PartialEq)]
pub struct StatusProps {
    pub table: Rc<Table>,
    /// How the game ended, in words ("Black resigned — White wins"), once it is over.
    #[prop_or_default]
    pub ended: Option<AttrValue>,
    /// The game has turns to review.
    #[prop_or_default]
    pub can_review: bool,
    #[prop_or_default]
    pub on_review: Callback<()>,
    /// A message about a refused click or turn (or where a man asked about could go), of its kind.
    pub message: Option<(Kind, String)>,
    /// The computer is playing its turn (shown step by step): its buttons are not the player's.
    #[prop_or_default]
    pub computer_turn: bool,
    /// A turn is under construction.
    pub can_cancel: bool,
    /// The computer is thinking about its turn: what to say of it ("Thinking…"), and how far it
    /// got ("depth 4, best so far Nf3"; shown where there is room).
    #[prop_or_default]
    pub thinking: Option<(AttrValue, AttrValue)>,
    /// The turn the computer suggests, in notation.
    #[prop_or_default]
    pub hint: Option<AttrValue>,
    #[prop_or_default]
    pub on_move_now: Callback<()>,
    pub on_stop: Callback<()>,
    pub on_cancel: Callback<()>,
    pub on_new: Callback<()>,
}

#[component]
pub fn Status(props: &StatusProps) -> Html {
    let t = &props.table;
    let over = props.ended.is_some();
    let army = t.players.get(t.to_move).map_or(0, |p| p.army);
    let swatch = (!over).then(|| {
        html! { <span class={classes!("swatch", format!("army-{army}"))} aria-hidden="true" /> }
    });
    // Whether the line is cut (measured after each render), and opened in full.
    let text = use_node_ref();
    let cut = use_state_eq(|| false);
    let open = use_state_eq(|| false);
    {
        let (text, cut, open) = (text.clone(), cut.clone(), open.clone());
        use_effect(move || {
            if !*open {
                cut.set(text.cast::<web_sys::Element>().is_some_and(|p| is_cut(&p)));
            }
        });
    }
    {
        // Another line closes it.
        let open = open.clone();
        let said = (t.headline.clone(), props.ended.clone(), t.remark.clone(), t.prompt.clone(), props.message.clone());
        use_effect_with(said, move |_| open.set(false));
    }
    let can_open = *cut || *open;
    let toggle = {
        let open = open.clone();
        Callback::from(move |_: MouseEvent| open.set(!*open))
    };
    html! {
        <div class={classes!("status", over.then_some("over"))}>
            <p ref={text} id="status-text" class={classes!("status-text", open.then_some("open"), can_open.then_some("can-open"))}
                data-testid="status" onclick={can_open.then(|| toggle.clone())}>
                { for swatch }
                // While a turn is built, what it waits for ("White: remove a man next to e6, or
                // No removal") stands in place of "White to move".
                if let Some(ended) = &props.ended {
                    <span class="turn ending" data-testid="ending">{ ended.clone() }</span>
                } else if let Some(prompt) = &t.prompt {
                    <span class="turn prompt" data-testid="prompt">
                        { format!("{}: ", t.player(t.to_move)) }{ prompt }
                    </span>
                } else {
                    <span class="turn">{ &t.headline }</span>
                }
                // A remark ("Check") while no prompt stands in the status line's room.
                if let (Some(remark), None, false) = (&t.remark, &t.prompt, over) {
                    // A long remark (a game's standing explanation) reads as a note, not a badge.
                    <span class={classes!("remark", (remark.chars().count() > 40).then_some("note"))}
                        data-testid="remark">{ remark }</span>
                }
                if let Some((thinking, detail)) = &props.thinking {
                    <span class="thinking" data-testid="thinking" title={detail.clone()}>
                        <span class="spinner" aria-hidden="true"></span>{ thinking }
                        if !detail.is_empty() {
                            <span class="wide-only thinking-detail">{ detail }</span>
                        }
                    </span>
                }
                if let Some(hint) = &props.hint {
                    <span class="hint-text" data-testid="hint-text">{ "Hint: " }<strong>{ hint }</strong></span>
                }
                if let Some((kind, message)) = &props.message {
                    <span class={classes!("message", format!("kind-{}", kind.name()), (*kind == Kind::Info).then_some("info"))}
                        role={kind.role()} data-kind={kind.name()}>{ message }</span>
                }
            </p>
            if can_open {
                <button type="button" class="quiet status-more" data-testid="status-more" aria-controls="status-text"
                    aria-expanded={open.to_string()} onclick={toggle}>{ if *open { "Less" } else { "More" } }</button>
            }
            <div class="turn-actions">
                if props.thinking.is_some() {
                    <button type="button" class="primary" data-testid="move-now"
                        title="Play the best turn found so far"
                        onclick={props.on_move_now.reform(|_: MouseEvent| ())}>{ "Move now" }</button>
                }
                if props.can_cancel {
                    <button type="button" class="quiet" data-testid="cancel-turn"
                        onclick={props.on_cancel.reform(|_: MouseEvent| ())}>{ "Cancel" }</button>
                }
                if over {
                    // A new game of the same game, with the same opponent, clock (the one "Clock for
                    // New game" shows) and board orientation: New game's settings.
                    <button type="button" class="primary" data-testid="play-again"
                        title="A new game with the same settings"
                        onclick={props.on_new.reform(|_: MouseEvent| ())}>{ "Play again" }</button>
                    if props.can_review {
                        <button type="button" data-testid="review-game" title="The computer judges every turn"
                            onclick={props.on_review.reform(|_: MouseEvent| show_review())}>{ "Review" }</button>
                    }
                }
                if let Some(stop) = t.stop.as_ref().filter(|_| !props.computer_turn) {
                    <button type="button" class="primary" data-testid="stop-here"
                        onclick={props.on_stop.reform(|_: MouseEvent| ())}>{ &stop.label }</button>
                }
            </div>
        </div>
    }
}

/// Whether the status line (or a part of it) is cut: taller than its room, or a part wider than
/// its own.
fn is_cut(p: &web_sys::Element) -> bool {
    let over =
        |e: &web_sys::Element| e.scroll_width() > e.client_width() + 1 || e.scroll_height() > e.client_height() + 1;
    if over(p) {
        return true;
    }
    let Ok(parts) = p.query_selector_all(":scope > span") else { return false };
    (0..parts.length())
        .filter_map(|i| parts.item(i))
        .filter_map(|n| n.dyn_into::<web_sys::Element>().ok())
        .any(|e| over(&e))
}

/// Bring the game review's panel into view when it is below the window (on a phone, under the
/// board), its bottom at the window's bottom; after it is drawn.
fn show_review() {
    gloo::timers::callback::Timeout::new(0, || {
        let panel = gloo::utils::document().query_selector("[data-testid=review]").ok().flatten();
        let below = |p: &web_sys::Element| {
            let height = gloo::utils::window().inner_height().ok().and_then(|h| h.as_f64()).unwrap_or(0.0);
            p.get_bounding_client_rect().bottom() > height
        };
        if let Some(p) = panel.filter(below) {
            p.scroll_into_view_with_bool(false);
        }
    })
    .forget();
}
