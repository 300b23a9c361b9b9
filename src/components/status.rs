//! The status line: whose turn it is, a remark such as check, the result, and the turn buttons
//! ("Stop here", "Cancel"), and the computer thinking ("Move now") or its hint. Its height never changes, so the board does not jump.

use std::rc::Rc;

use runeboard_engine::Table;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct StatusProps {
    pub table: Rc<Table>,
    /// A message about a refused click or turn.
    pub message: Option<String>,
    /// The message is information (where a man asked about could go), not a refusal.
    #[prop_or_default]
    pub info: bool,
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
    let over = t.outcome.is_some();
    let army = t.players.get(t.to_move).map_or(0, |p| p.army);
    let swatch = (!over).then(|| {
        html! { <span class={classes!("swatch", format!("army-{army}"))} aria-hidden="true" /> }
    });
    html! {
        <div class={classes!("status", over.then_some("over"))}>
            <p class="status-text" data-testid="status">
                { for swatch }
                // While a turn is built, what it waits for ("White: remove a man next to e6, or
                // No removal") stands in place of "White to move".
                if let Some(prompt) = &t.prompt {
                    <span class="turn prompt" data-testid="prompt">
                        { format!("{}: ", t.player(t.to_move)) }{ prompt }
                    </span>
                } else {
                    <span class="turn">{ &t.headline }</span>
                }
                // A remark ("Check") while no prompt stands in the status line's room.
                if let (Some(remark), None) = (&t.remark, &t.prompt) {
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
                if let Some(message) = &props.message {
                    <span class={classes!("message", props.info.then_some("info"))}>{ message }</span>
                }
            </p>
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
                    <button type="button" class="primary" data-testid="play-again"
                        onclick={props.on_new.reform(|_: MouseEvent| ())}>{ "Play again" }</button>
                }
                if let Some(stop) = &t.stop {
                    <button type="button" class="primary" data-testid="stop-here"
                        onclick={props.on_stop.reform(|_: MouseEvent| ())}>{ &stop.label }</button>
                }
            </div>
        </div>
    }
}
