//! The "Position" box: the position as text, and a field to load one. A position the engine
//! refuses leaves the game untouched and shows why. Teachers set up a situation by editing the
//! position on the board ("Edit") and loading it.

use web_sys::{HtmlInputElement, SubmitEvent};
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct PositionBoxProps {
    /// The current position as text.
    pub text: AttrValue,
    /// Why the last load failed.
    pub error: Option<String>,
    pub on_load: Callback<String>,
}

#[component]
pub fn PositionBox(props: &PositionBoxProps) -> Html {
    let draft = use_state(String::new);
    let oninput = {
        let draft = draft.clone();
        move |e: InputEvent| draft.set(e.target_unchecked_into::<HtmlInputElement>().value())
    };
    let onsubmit = {
        let (draft, on_load) = (draft.clone(), props.on_load.clone());
        move |e: SubmitEvent| {
            e.prevent_default();
            on_load.emit((*draft).clone());
        }
    };
    let select_all = |e: FocusEvent| e.target_unchecked_into::<HtmlInputElement>().select();
    let on_edit = {
        let (draft, text) = (draft.clone(), props.text.clone());
        move |_: MouseEvent| {
            draft.set(text.to_string());
            if let Ok(Some(el)) = gloo::utils::document().query_selector("#position-input") {
                if let Ok(input) = wasm_bindgen::JsCast::dyn_into::<HtmlInputElement>(el) {
                    let _ = input.focus();
                }
            }
        }
    };
    html! {
        <details class="panel position-box" open={true} data-testid="position-box">
            <summary class="panel-title">{ "Position" }</summary>
            <label class="field-label" for="position-current">{ "Position on the board" }</label>
            <div class="load-row">
                <input id="position-current" class="mono" type="text" readonly={true}
                    value={props.text.clone()} data-testid="position-text" spellcheck="false"
                    onfocus={select_all} />
                <button type="button" class="quiet" data-testid="position-edit" onclick={on_edit}
                    title="Copy this position into the field below, to change it and load it">{ "Edit" }</button>
            </div>
            <form class="load-form" {onsubmit}>
                <label class="field-label" for="position-input">{ "Load a position" }</label>
                <div class="load-row">
                    <input id="position-input" class="mono" type="text" value={(*draft).clone()}
                        data-testid="position-input" placeholder="Paste position text"
                        autocomplete="off" spellcheck="false"
                        aria-invalid={props.error.is_some().to_string()}
                        aria-describedby="position-error" {oninput} />
                    <button type="submit" data-testid="position-load">{ "Load" }</button>
                </div>
            </form>
            if let Some(error) = &props.error {
                <p id="position-error" class="error" role="alert" data-testid="position-error">
                    { format!("Not loaded. {}.", error.trim_end_matches('.')) }
                </p>
            }
            <p class="panel-note">
                { "Loading starts a new game from it: the moves so far are dropped (export them first \
                   to keep them)." }
            </p>
        </details>
    }
}
