//! "Continue from here", asked while an earlier position is shown: play on from it as a new line
//! (the whole game is kept in Recent games) or in place of the later turns.

use yew::prelude::*;

use crate::components::focus::use_autofocus;

#[derive(Properties, PartialEq)]
pub struct ContinueDialogProps {
    /// Turns played in the position shown.
    pub ply: usize,
    /// Turns played in the game.
    pub total: usize,
    /// `true`: a new line, the whole game kept; `false`: the later turns replaced.
    pub on_continue: Callback<bool>,
    pub on_cancel: Callback<()>,
}

#[component]
pub fn ContinueDialog(props: &ContinueDialogProps) -> Html {
    let first = use_autofocus();
    let later = props.total.saturating_sub(props.ply);
    let turns = if later == 1 { "turn".to_string() } else { format!("{later} turns") };
    html! {
        <div class="overlay">
            <div class="dialog continue-dialog" role="dialog" aria-modal="true" aria-labelledby="continue-title"
                aria-describedby="continue-text" data-testid="continue-dialog">
                <h2 id="continue-title">{ "Continue from here" }</h2>
                <p id="continue-text">
                    { format!("The game goes on from turn {} of {}. What becomes of the later {turns}?", props.ply, props.total) }
                </p>
                <div class="dialog-actions">
                    <button type="button" class="primary" ref={first} data-testid="continue-variation"
                        onclick={props.on_continue.reform(|_: MouseEvent| true)}>
                        { "Keep them: the whole game goes to Recent games" }
                    </button>
                    <button type="button" data-testid="continue-replace"
                        onclick={props.on_continue.reform(|_: MouseEvent| false)}>
                        { "Replace them (Redo brings them back until you play)" }
                    </button>
                    <button type="button" class="quiet" data-testid="continue-cancel"
                        onclick={props.on_cancel.reform(|_: MouseEvent| ())}>{ "Cancel" }</button>
                </div>
            </div>
        </div>
    }
}
