//! The page's two modules, their effects (the pure part is [`crate::state::full`]).
//!
//! The first module (`runeboard-app`, built without the feature `full`) has the board and what a
//! game needs. When the player opens a part it does not have, its reducer asks for
//! [`Effect::Full`](crate::state::Effect::Full) and [`load`] runs `full.js`, which runs the full
//! module's script (`runeboard-full.js`, wasm-bindgen's no-modules output: nothing mounts by
//! itself) and instantiates its wasm; meanwhile the first module's page stays as it is, the button
//! busy. Once instantiated, the full module's `main` calls [`stop_first`]: the first module's app
//! is destroyed (its listeners, timers and workers with it: they are all dropped by its hooks'
//! clean-ups), then the full app mounts and opens the game from storage and the address, as a
//! reload would (every change of the game was saved as it was made), and does what was asked
//! ([`use_then`], handed over in session storage). The service worker precaches both modules.

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use yew::prelude::*;

use crate::state::full::{Kept, Then};
use crate::state::{Action, ComputerAction, State};

/// Where the first module hands the full one what to do.
const THEN_KEY: &str = "runeboard.then";
/// And what of the moment it keeps ([`Kept`]).
const KEPT_KEY: &str = "runeboard.kept";
/// And the `data-testid` of the element that had the keyboard focus (the button pressed).
const FOCUS_KEY: &str = "runeboard.focus";
/// The first module's stop, on `window`, for the full module to call.
const STOP: &str = "runeboardStopFirst";
/// The event `full.js` sends when the full module could not be loaded.
const FAILED: &str = "runeboard-full-failed";
/// The event that tells `boot.js` the first module's chunk of games could not be loaded at boot.
const GAMES_FAILED: &str = "runeboard-games-failed";

fn window() -> web_sys::Window {
    gloo::utils::window()
}

fn root() -> Option<web_sys::Element> {
    gloo::utils::document().document_element()
}

/// The full module: stops the first module, if this page runs one. (The first: nothing.)
pub fn stop_first() {
    if cfg!(feature = "full") {
        let w = window();
        if let Ok(stop) = js_sys::Reflect::get(&w, &STOP.into()) {
            let _ = js_sys::Reflect::delete_property(&w, &STOP.into());
            if let Some(stop) = stop.dyn_ref::<js_sys::Function>() {
                let _ = stop.call0(&JsValue::NULL);
                SWAPPED.with(|s| s.set(true));
            }
        }
    }
}

/// Whether this app took the page from the first module (its board was on the screen already: the
/// whole page is drawn at once).
pub fn swapped() -> bool {
    SWAPPED.with(std::cell::Cell::get)
}

/// The app is mounted: `destroy` unmounts it. The first module leaves it for the full one.
pub fn mounted(destroy: Box<dyn FnOnce()>) {
    let module = if cfg!(feature = "full") { "full" } else { "first" };
    if let Some(root) = root() {
        let _ = root.set_attribute("data-module", module);
        let _ = root.remove_attribute("data-full");
        let games = root.has_attribute("data-games");
        let _ = root.remove_attribute("data-games");
        // (Mounted after its chunk of games: the boot screen goes.)
        if games {
            let _ = window().dispatch_event(&web_sys::Event::new("runeboard-games-started").unwrap_throw());
        }
    }
    if cfg!(feature = "full") {
        return;
    }
    let stop = Closure::once_into_js(move || {
        // What the page last drew is in storage and the address before the full module reads them
        // (a part asked for meanwhile is handed over too: the load under way only notes it).
        if let Some(hand_over) = HAND_OVER.with(|h| h.borrow_mut().take()) {
            hand_over();
        }
        LOADING.with(|l| l.borrow_mut().take());
        destroy();
    });
    let _ = js_sys::Reflect::set(&window(), &STOP.into(), &stop);
}

thread_local! {
    /// This app took the page from the first module.
    static SWAPPED: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
    /// The first module: carries out the effects of its last render not carried out yet.
    static HAND_OVER: std::cell::RefCell<Option<Box<dyn FnOnce()>>> = const { std::cell::RefCell::new(None) };
    /// While the full module loads: the listener of its failure.
    static LOADING: std::cell::RefCell<Option<gloo::events::EventListener>> = const { std::cell::RefCell::new(None) };
}

/// The first module, at each render: what to do before the full module takes the page, so that
/// it finds the game as this render drew it (`crate::persistence`: Yew may carry out a render's
/// effects a task after the render, and the full module may start in between).
#[cfg_attr(feature = "full", allow(dead_code))]
pub fn before_stop(hand_over: Box<dyn FnOnce()>) {
    HAND_OVER.with(|h| *h.borrow_mut() = Some(hand_over));
}

/// The first module: load the full module, which then does `then`. The button pressed shows it is
/// busy until the full module takes the page; a failure is the reducer's (`Action::FullFailed`).
pub fn load(then: Then, state: &State, dispatch: Callback<Action>) {
    if let Ok(Some(s)) = window().session_storage() {
        let kept = Kept { presenting: state.ui.presenting, pen: state.ui.pen, paused: state.computer.paused };
        let _ = s.set_item(THEN_KEY, &then.name());
        let _ = s.set_item(KEPT_KEY, &kept.to_text());
    }
    let doc = gloo::utils::document();
    let active = doc.active_element();
    if let Some(button) = active.as_ref().filter(|e| e.closest("button, summary, select").ok().flatten().is_some()) {
        let _ = button.set_attribute("aria-busy", "true");
    }
    // (A field or a menu too: the game picker's.)
    if let Some(active) = active.filter(|e| e.closest("button, summary, input, select").ok().flatten().is_some()) {
        if let (Some(id), Ok(Some(s))) = (active.get_attribute("data-testid"), window().session_storage()) {
            let _ = s.set_item(FOCUS_KEY, &id);
        }
    }
    if LOADING.with(|l| l.borrow().is_some()) {
        return;
    }
    if let Some(root) = root() {
        let _ = root.set_attribute("data-full", "loading");
    }
    let failed = gloo::events::EventListener::once(&window(), FAILED, move |_| {
        LOADING.with(|l| l.borrow_mut().take());
        if let Some(root) = root() {
            let _ = root.remove_attribute("data-full");
        }
        if let Ok(busy) = gloo::utils::document().query_selector_all("[aria-busy]") {
            for i in 0..busy.length() {
                if let Some(e) = busy.item(i).and_then(|n| n.dyn_into::<web_sys::Element>().ok()) {
                    let _ = e.remove_attribute("aria-busy");
                }
            }
        }
        dispatch.emit(Action::FullFailed);
    });
    LOADING.with(|l| *l.borrow_mut() = Some(failed));
    run_full_js();
}

/// Runs `full.js`, which loads the full module (its failure, full.js itself not loaded too, is the
/// event [`FAILED`]); whether its script was added to the page.
fn run_full_js() -> bool {
    let doc = gloo::utils::document();
    let Ok(script) = doc.create_element("script") else { return false };
    let _ = script.set_attribute("src", "full.js");
    let on_error = Closure::once_into_js(|| {
        let _ = window().dispatch_event(&web_sys::Event::new(FAILED).unwrap_throw());
    });
    let _ = script.add_event_listener_with_callback("error", on_error.unchecked_ref());
    doc.head().is_some_and(|head| head.append_child(&script).is_ok())
}

/// The first module, before it mounts: when the game the page opens (by its address, else the game
/// played last) is one this build lacks (`GameId::built`), it loads the full module at once instead
/// and says so (`true`): nothing of that game is built here, and the boot screen stays until the full
/// module takes the page (`assets/boot.js`, which also tells a failure to load it).
pub fn hand_over_at_boot(fragment: &str, stored: &crate::model::saved::Stored) -> bool {
    if cfg!(feature = "full") {
        return false;
    }
    let game = State::opens_game(fragment, stored);
    if game.built() {
        return false;
    }
    if let Some(root) = root() {
        let _ = root.set_attribute("data-full", "loading");
    }
    run_full_js()
}

/// The first module, before it mounts, for a game of its chunk of games (`crate::games`): the
/// boot screen stays while the chunk loads (`assets/boot.js`).
pub fn boot_waits_for_games() {
    if let Some(root) = root() {
        let _ = root.set_attribute("data-games", "loading");
    }
}

/// The chunk of games could not be loaded before the page mounted: the boot screen says so, with
/// Retry (`assets/boot.js`).
pub fn boot_failed_for_games() {
    if let Some(root) = root() {
        let _ = root.remove_attribute("data-games");
    }
    let _ = window().dispatch_event(&web_sys::Event::new(GAMES_FAILED).unwrap_throw());
}

/// The full module, once mounted: does what the first module was asked for, if it handed over
/// something (and forgets it).
#[hook]
pub fn use_then(state: &UseReducerHandle<State>, read_stored: fn() -> crate::model::saved::Stored) {
    let dispatch = state.dispatcher();
    use_effect_with((), move |_| {
        if !cfg!(feature = "full") {
            return;
        }
        let storage = window().session_storage().ok().flatten();
        let get = |key| storage.as_ref().and_then(|s| s.get_item(key).ok().flatten());
        let (then, kept, focus) = (get(THEN_KEY), get(KEPT_KEY), get(FOCUS_KEY));
        if let Some(s) = &storage {
            let _ = (s.remove_item(THEN_KEY), s.remove_item(KEPT_KEY), s.remove_item(FOCUS_KEY));
        }
        let kept = kept.filter(|_| then.is_some()).map(|k| Kept::from_text(&k));
        if let Some(kept) = kept {
            if kept.paused {
                dispatch.dispatch(Action::Computer(ComputerAction::Pause(true)));
            }
            if kept.pen.is_some() {
                dispatch.dispatch(Action::Pen(kept.pen));
            }
            if kept.presenting {
                dispatch.dispatch(Action::Present(true));
            }
        }
        match then.as_deref().and_then(Then::from_name) {
            Some(Then::Select(id)) => {
                dispatch.dispatch(Action::Select { id, stored: read_stored() });
            }
            Some(then) if clicked(then).is_some() => replay(clicked(then).unwrap_or_default(), 20),
            Some(then) => {
                if let Some(action) = State::then_action(then) {
                    dispatch.dispatch(action);
                }
            }
            None => {}
        }
        // The keyboard's focus back on the button pressed, unless what it opened took it.
        if let Some(id) = focus.filter(|_| then.is_some()) {
            focus_again(id, 20);
        }
    });
}

/// Focuses the element of this `data-testid` once it is drawn (the side column is drawn a task
/// after the board: a few tries), if nothing else has the focus.
fn focus_again(id: String, tries: u32) {
    let doc = gloo::utils::document();
    let element = doc.query_selector(&format!("[data-testid=\"{id}\"]")).ok().flatten();
    match element.and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok()) {
        Some(e) => {
            let free = doc.active_element().is_none_or(|a| doc.body().is_some_and(|b| a == *b.as_ref()));
            if free {
                let _ = e.focus();
            }
        }
        None if tries > 0 => {
            gloo::timers::callback::Timeout::new(20, move || focus_again(id, tries - 1)).forget();
        }
        None => {}
    }
}

/// The element a part used by a click is replayed on (the full module's own part, drawn as the
/// first module's stand-in was).
fn clicked(then: Then) -> Option<&'static str> {
    match then {
        Then::Puzzles => Some("[data-testid=\"puzzles\"] > summary"),
        Then::Studies => Some("[data-testid=\"studies\"] > summary"),
        _ => None,
    }
}

/// Does what the player did in the first module's stand-in again, in the full module's part, once
/// the side column is drawn (at once after a swap; else a task after the board: a few tries): a
/// click on the same element.
fn replay(selector: &'static str, tries: u32) {
    let found = gloo::utils::document().query_selector(selector).ok().flatten();
    match found.and_then(|s| s.dyn_into::<web_sys::HtmlElement>().ok()) {
        Some(target) => target.click(),
        None if tries > 0 => {
            gloo::timers::callback::Timeout::new(20, move || replay(selector, tries - 1)).forget();
        }
        None => {}
    }
}
