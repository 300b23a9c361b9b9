//! A dialog for a choice that is not a cell: the piece a pawn promotes to, a declaration. Focus
//! starts on the first option; arrow keys move between options, Enter picks, Escape cancels.

use runeboard_engine::table::Choice;
use runeboard_engine::Step;
use wasm_bindgen::JsCast;
use web_sys::{Element, HtmlElement, KeyboardEvent};
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct PickerProps {
    pub title: AttrValue,
    /// The choices, each with the face the game gives it.
    pub options: Vec<Choice>,
    /// The turn may also end without choosing.
    pub can_stop: bool,
    pub on_choose: Callback<Step>,
    pub on_stop: Callback<()>,
    pub on_cancel: Callback<()>,
}

/// Focus the option `delta` places from the focused one, wrapping around.
fn move_focus(list: &Element, delta: i32) {
    let Ok(buttons) = list.query_selector_all("button") else {
        return;
    };
    let n = buttons.length();
    if n == 0 {
        return;
    }
    let active = gloo::utils::document().active_element();
    let current =
        (0..n).find(|&i| buttons.get(i).map(|b| b.dyn_into::<Element>().ok()) == Some(active.clone())).unwrap_or(0);
    let next = (i64::from(current) + i64::from(delta)).rem_euclid(i64::from(n));
    let button = buttons.get(u32::try_from(next).unwrap_or(0));
    if let Some(b) = button.and_then(|b| b.dyn_into::<HtmlElement>().ok()) {
        let _ = b.focus();
    }
}

#[component]
pub fn Picker(props: &PickerProps) -> Html {
    let list = use_node_ref();
    {
        let list = list.clone();
        use_effect_with((), move |_| {
            if let Some(list) = list.cast::<Element>() {
                move_focus(&list, 0);
            }
        });
    }
    let onkeydown = {
        let list = list.clone();
        move |e: KeyboardEvent| {
            let delta = match e.key().as_str() {
                "ArrowLeft" | "ArrowUp" => -1,
                "ArrowRight" | "ArrowDown" => 1,
                _ => return,
            };
            e.prevent_default();
            if let Some(list) = list.cast::<Element>() {
                move_focus(&list, delta);
            }
        }
    };
    let options = props.options.iter().map(|choice| {
        let (step, face) = (choice.step, &choice.face);
        let onclick = props.on_choose.reform(move |_: MouseEvent| step);
        html! {
            <button type="button" class="pick" data-testid="picker-option"
                data-piece={face.kind.to_string()} aria-label={face.kind_name.clone()} {onclick}>
                <img src={face.picture.path()} alt="" width="64" height="64" />
                <span class="pick-name">{ &face.kind_name }</span>
            </button>
        }
    });
    html! {
        <div class="overlay">
            <div class="dialog picker" role="dialog" aria-modal="true" aria-labelledby="picker-title"
                data-testid="picker">
                <h2 id="picker-title">{ &props.title }</h2>
                <div class="pick-list" ref={list} {onkeydown}>{ for options }</div>
                <div class="dialog-actions">
                    if props.can_stop {
                        <button type="button" data-testid="picker-stop"
                            onclick={props.on_stop.reform(|_: MouseEvent| ())}>{ "Stop here" }</button>
                    }
                    <button type="button" class="quiet" data-testid="picker-cancel"
                        onclick={props.on_cancel.reform(|_: MouseEvent| ())}>{ "Cancel" }</button>
                </div>
            </div>
        </div>
    }
}
