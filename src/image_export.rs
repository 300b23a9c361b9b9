//! "Save as image": the board as it is shown, with its arrows and circles, as SVG and PNG files.
//! The work is `assets/image-export.js`'s (the copy of the board's SVG with its computed styles,
//! the men's pictures put inside it, the PNG drawn in a canvas), loaded the first time it is asked
//! for, so that the page's first load does not carry it.

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

/// The function the script defines on `window`.
const ENTRY: &str = "runeboardSaveBoard";

/// Save the board shown as `runeboard-GAME.svg` and `runeboard-GAME.png`.
pub fn save_board(game: &str) {
    if call(game) {
        return;
    }
    let doc = gloo::utils::document();
    let Ok(script) = doc.create_element("script") else { return };
    let game = game.to_string();
    let loaded = Closure::once_into_js(move || {
        call(&game);
    });
    let _ = script.set_attribute("src", "image-export.js");
    let _ = script.add_event_listener_with_callback("load", loaded.unchecked_ref());
    if let Some(head) = doc.head() {
        let _ = head.append_child(&script);
    }
}

/// Calls the script's function, if it has loaded.
fn call(game: &str) -> bool {
    let window = gloo::utils::window();
    js_sys::Reflect::get(&window, &ENTRY.into())
        .ok()
        .and_then(|f| f.dyn_into::<js_sys::Function>().ok())
        .is_some_and(|f| f.call1(&window, &game.into()).is_ok())
}
