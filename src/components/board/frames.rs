//! An animation frame asked for (`requestAnimationFrame`), cancelled when dropped before it ran,
//! its id kept exactly as the browser gave it. `gloo::render` keeps the id as an `i32`: an id
//! beyond that range (Playwright's fake clock numbers its timers from 10¹²) was cut short, the
//! cancel missed the frame, and the frame of a motion replaced by another was called after its
//! closure was dropped ("closure invoked … after being dropped").

use std::cell::RefCell;
use std::rc::Rc;

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

type Callback = Rc<RefCell<Option<Box<dyn FnOnce(f64)>>>>;

/// A frame asked for: its callback runs once, at the frame, unless this is dropped first.
pub struct Frame {
    /// The id `requestAnimationFrame` returned, as it returned it (a number, whatever its size).
    id: JsValue,
    /// The callback, until it runs.
    callback: Callback,
    _closure: Closure<dyn Fn(JsValue)>,
}

/// Ask for `f` to run at the next animation frame, with the frame's time.
pub fn request(f: impl FnOnce(f64) + 'static) -> Frame {
    let callback: Callback = Rc::new(RefCell::new(Some(Box::new(f))));
    let once = callback.clone();
    let closure = Closure::<dyn Fn(JsValue)>::new(move |now: JsValue| {
        let f = once.borrow_mut().take();
        if let Some(f) = f {
            f(now.as_f64().unwrap_or(0.0));
        }
    });
    let id = window_call("requestAnimationFrame", closure.as_ref()).unwrap_or(JsValue::UNDEFINED);
    Frame { id, callback, _closure: closure }
}

impl Drop for Frame {
    fn drop(&mut self) {
        if self.callback.borrow_mut().take().is_some() {
            let _ = window_call("cancelAnimationFrame", &self.id);
        }
    }
}

/// `window[name](arg)`.
fn window_call(name: &str, arg: &JsValue) -> Option<JsValue> {
    let window = gloo::utils::window();
    let f: js_sys::Function = js_sys::Reflect::get(&window, &JsValue::from_str(name)).ok()?.dyn_into().ok()?;
    f.call1(&window, arg).ok()
}
