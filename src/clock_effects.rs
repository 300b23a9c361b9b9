//! The clock's tick (issue #27): an effect, carried out here and nowhere else. While a clock is
//! shown, the page hands the reducer the time every 100 ms as `Action::Tick(performance.now())`:
//! a monotonic time, so a tab in the background (whose timers sleep) loses nothing: the next tick
//! counts the whole time. The time is also handed in just before every press, key and pointer
//! release reaches the page (a turn is charged to the ms, not to the last tick), and when the page
//! is hidden or closes the clock is saved as it stands (a reload reopens it with the exact times).
//! The screen is kept awake while a timed game's clock runs (Screen Wake Lock, where the browser has
//! it), asked for again when the page is shown again, and let go when the clock stops.

use std::cell::RefCell;
use std::rc::Rc;

use gloo::events::{EventListener, EventListenerOptions, EventListenerPhase};
use gloo::timers::callback::Interval;
use wasm_bindgen::{JsCast, JsValue};
use yew::prelude::*;

use crate::state::{Action, ClockAction, State};

/// The time now (ms) from `performance.now()`.
pub fn now_ms() -> u64 {
    web_sys::window().and_then(|w| w.performance()).map_or(0.0, |p| p.now()).max(0.0) as u64
}

/// Ticks while the game has a clock; asks for the screen to stay awake while it runs.
#[hook]
pub fn use_clock_tick(state: &UseReducerHandle<State>) {
    let timed = state.timing.clock.is_some();
    let running = state.timing.running();
    {
        let dispatch = state.dispatcher();
        use_effect_with(timed, move |timed| {
            let interval = timed.then(|| {
                dispatch.dispatch(Action::Tick(now_ms()));
                let d = dispatch.clone();
                let interval = Interval::new(100, move || d.dispatch(Action::Tick(now_ms())));
                // Before the page's own handlers (the capture phase at the window), and before a
                // click (whose checkbox would be drawn again between its toggle and its change).
                let capture = EventListenerOptions { phase: EventListenerPhase::Capture, passive: true };
                let window = gloo::utils::window();
                let mut listeners: Vec<EventListener> = ["pointerdown", "pointerup", "keydown"]
                    .into_iter()
                    .map(|kind| {
                        let d = dispatch.clone();
                        EventListener::new_with_options(&window, kind, capture, move |_| {
                            d.dispatch(Action::Tick(now_ms()))
                        })
                    })
                    .collect();
                let keep = |target: &web_sys::EventTarget, kind: &'static str| {
                    let d = dispatch.clone();
                    EventListener::new(target, kind, move |_| {
                        let hidden = kind == "pagehide" || gloo::utils::document().hidden();
                        if hidden {
                            d.dispatch(Action::Clock(ClockAction::Keep(now_ms())));
                        }
                    })
                };
                listeners.push(keep(&window, "pagehide"));
                listeners.push(keep(&gloo::utils::document(), "visibilitychange"));
                (interval, listeners)
            });
            move || drop(interval)
        });
    }
    {
        // Against the computer the clock starts at once: at the time now.
        let dispatch = state.dispatcher();
        use_effect_with(state.timing.starts, move |starts| {
            if *starts {
                dispatch.dispatch(Action::Tick(now_ms()));
            }
        });
    }
    use_effect_with(running, |running| {
        let awake = running.then(Awake::new);
        move || drop(awake)
    });
}

/// The screen kept awake while this is kept (Screen Wake Lock, where the browser has it): asked
/// for again when the page is shown again (the browser lets it go while the page is hidden), and
/// let go when this is dropped (the clock paused, the game over), even if it came after.
struct Awake {
    /// Dropped already; the lock held.
    lock: Rc<RefCell<(bool, Option<JsValue>)>>,
    _shown: EventListener,
}

impl Awake {
    fn new() -> Awake {
        let lock = Rc::new(RefCell::new((false, None)));
        request(&lock);
        let again = lock.clone();
        let shown = EventListener::new(&gloo::utils::document(), "visibilitychange", move |_| {
            if !gloo::utils::document().hidden() {
                request(&again);
            }
        });
        Awake { lock, _shown: shown }
    }
}

impl Drop for Awake {
    fn drop(&mut self) {
        let mut lock = self.lock.borrow_mut();
        lock.0 = true;
        if let Some(sentinel) = lock.1.take() {
            release(&sentinel);
        }
    }
}

/// `sentinel.release()`.
fn release(sentinel: &JsValue) {
    if let Ok(f) = js_sys::Reflect::get(sentinel, &JsValue::from_str("release")) {
        if let Ok(f) = f.dyn_into::<js_sys::Function>() {
            let _ = f.call0(sentinel);
        }
    }
}

/// Ask for a screen wake lock, where the browser has one (`navigator.wakeLock.request('screen')`),
/// into `lock` (let go at once when `lock` was dropped meanwhile). A refusal (a hidden page…) is
/// harmless.
fn request(lock: &Rc<RefCell<(bool, Option<JsValue>)>>) {
    let Some(window) = web_sys::window() else { return };
    let navigator = window.navigator();
    let Ok(wake) = js_sys::Reflect::get(&navigator, &JsValue::from_str("wakeLock")) else { return };
    if wake.is_undefined() || wake.is_null() {
        return;
    }
    let Ok(request) = js_sys::Reflect::get(&wake, &JsValue::from_str("request")) else { return };
    let Ok(f) = request.dyn_into::<js_sys::Function>() else { return };
    let Ok(promise) = f.call1(&wake, &JsValue::from_str("screen")) else { return };
    let Ok(promise) = promise.dyn_into::<js_sys::Promise>() else { return };
    let lock = lock.clone();
    // (Both kept for good: one of them is called, once, whenever the browser answers.)
    let got = wasm_bindgen::closure::Closure::once(move |sentinel: JsValue| {
        let mut lock = lock.borrow_mut();
        if lock.0 {
            release(&sentinel);
        } else if let Some(old) = lock.1.replace(sentinel) {
            release(&old);
        }
    });
    let refused = wasm_bindgen::closure::Closure::once(|_: JsValue| {});
    let _ = promise.then2(&got, &refused);
    got.forget();
    refused.forget();
}
