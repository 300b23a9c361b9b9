//! The status line: whose turn it is, a remark such as check, the result, and the turn buttons
//! ("Stop here", "Cancel"). Its height never changes, so the board does not jump.

use yew::prelude::*;

#[derive(Clone, Debug, PartialEq)]
pub struct StatusView {
    /// "White to move", "Checkmate — White wins"…
    pub text: String,
    /// The game has ended.
    pub over: bool,
    /// Army of the player to move, for the colour swatch.
    pub army: usize,
    /// The engine's remark ("Check").
    pub remark: Option<String>,
    /// A message about a refused turn.
    pub message: Option<String>,
    /// The turn under construction is complete but more could be chosen.
    pub can_stop: bool,
    /// What the stop button says: the game's name for declining the rest ("No removal") or
    /// "Stop here".
    pub stop_label: String,
    /// A turn is under construction.
    pub can_cancel: bool,
}

#[derive(Properties, PartialEq)]
pub struct StatusProps {
    pub view: StatusView,
    pub on_stop: Callback<()>,
    pub on_cancel: Callback<()>,
    pub on_new: Callback<()>,
}

#[component]
pub fn Status(props: &StatusProps) -> Html {
    let v = &props.view;
    let swatch = (!v.over).then(|| {
        html! { <span class={classes!("swatch", format!("army-{}", v.army))} aria-hidden="true" /> }
    });
    html! {
        <div class={classes!("status", v.over.then_some("over"))}>
            <p class="status-text" data-testid="status" role="status" aria-live="polite">
                { for swatch }
                <span class="turn">{ &v.text }</span>
                if let Some(remark) = &v.remark {
                    // A long remark (a game's standing explanation) reads as a note, not a badge.
                    <span class={classes!("remark", (remark.chars().count() > 40).then_some("note"))}
                        data-testid="remark">{ remark }</span>
                }
                if let Some(message) = &v.message {
                    <span class="message">{ message }</span>
                }
            </p>
            <div class="turn-actions">
                if v.can_cancel {
                    <button type="button" class="quiet" data-testid="cancel-turn"
                        onclick={props.on_cancel.reform(|_: MouseEvent| ())}>{ "Cancel" }</button>
                }
                if v.over {
                    <button type="button" class="primary" data-testid="play-again"
                        onclick={props.on_new.reform(|_: MouseEvent| ())}>{ "Play again" }</button>
                }
                if v.can_stop {
                    <button type="button" class="primary" data-testid="stop-here"
                        onclick={props.on_stop.reform(|_: MouseEvent| ())}>{ &v.stop_label }</button>
                }
            </div>
        </div>
    }
}
