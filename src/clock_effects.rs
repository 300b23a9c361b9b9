//! The clock's tick (issue #27): an effect, carried out here and nowhere else. While a clock is
//! shown, the page hands the reducer the time every 100 ms as `Action::Tick(performance.now())`:
//! a monotonic time, so a tab in the background (whose timers sleep) loses nothing: the next tick
//! counts the whole time. The time is also handed in just before every press, key and pointer
//! release reaches the page (a turn is charged to the ms, not to the last tick), and when the page
//! is hidden or closes the clock is saved as it stands (a reload reopens it with the exact times).
//! The screen is kept awake while a timed game runs (Screen Wake Lock, where the browser has it).

use gloo::events::{EventListener, EventListenerOptions, EventListenerPhase};
use gloo::timers::callback::Interval;
use wasm_bindgen::JsValue;
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
        if *running {
            wake_lock();
        }
    });
}

/// Ask for a screen wake lock, where the browser has one (`navigator.wakeLock.request('screen')`).
fn wake_lock() {
    let Some(window) = web_sys::window() else { return };
    let navigator = window.navigator();
    let Ok(lock) = js_sys::Reflect::get(&navigator, &JsValue::from_str("wakeLock")) else { return };
    if lock.is_undefined() || lock.is_null() {
        return;
    }
    let Ok(request) = js_sys::Reflect::get(&lock, &JsValue::from_str("request")) else { return };
    if let Ok(f) = request.dyn_into::<js_sys::Function>() {
        // A refusal (a hidden page…) is a rejected promise, harmless.
        let _ = f.call1(&lock, &JsValue::from_str("screen"));
    }
}

use wasm_bindgen::JsCast;
