//! Presentation mode's full screen: asked of the browser, and left with it.

use gloo::events::EventListener;
use wasm_bindgen::JsCast;
use web_sys::Element;
use yew::prelude::*;

use crate::state::{Action, State};

/// Presentation mode asks the browser for full screen (a refusal is fine: the board still fills
/// the window), and leaving full screen (the browser's own Escape) leaves presentation mode.
#[hook]
pub fn use_full_screen(presenting: bool, dispatch: yew::UseReducerDispatcher<State>) {
    use_effect_with(presenting, move |&on| {
        let doc = gloo::utils::document();
        if on && doc.fullscreen_element().is_none() {
            if let Some(root) = doc.document_element() {
                ask_full_screen(&root);
            }
        } else if !on && doc.fullscreen_element().is_some() {
            doc.exit_fullscreen();
        }
        let listener = EventListener::new(&doc, "fullscreenchange", move |_| {
            if gloo::utils::document().fullscreen_element().is_none() {
                dispatch.dispatch(Action::Present(false));
            }
        });
        move || drop(listener)
    });
}

/// `element.requestFullscreen()`, its refusal (a promise rejected) caught so nothing is logged.
fn ask_full_screen(element: &Element) {
    let Ok(f) = js_sys::Reflect::get(element, &"requestFullscreen".into()) else { return };
    let Some(f) = f.dyn_ref::<js_sys::Function>() else { return };
    if let Ok(p) = f.call0(element).and_then(|p| p.dyn_into::<js_sys::Promise>()) {
        // (A few bytes kept for good, once each time presentation mode starts.)
        let ignore = wasm_bindgen::closure::Closure::<dyn FnMut(wasm_bindgen::JsValue)>::new(|_| {});
        let _ = p.catch(&ignore);
        ignore.forget();
    }
}
