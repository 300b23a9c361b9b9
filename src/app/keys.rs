//! The page's keyboard shortcuts.

use wasm_bindgen::JsCast;
use web_sys::{Element, KeyboardEvent};

use crate::state::{Action, AnalysisAction, State, ViewTo};

/// Keyboard shortcuts for the whole page: Escape, Enter (end a turn that may stop), Ctrl+Z (undo),
/// Ctrl+Y / Ctrl+Shift+Z (redo), F (flip the board, as on lichess), and
/// ←/→/Home/End to step through the game (except on the board, whose arrows move between cells,
/// and in dialogs).
pub fn shortcut(e: &KeyboardEvent, dispatch: &yew::UseReducerDispatcher<State>) {
    let target = e.target().and_then(|t| t.dyn_into::<Element>().ok());
    let in_field = target
        .as_ref()
        .is_some_and(|el| matches!(el.tag_name().to_ascii_lowercase().as_str(), "input" | "textarea" | "select"));
    if in_field {
        return;
    }
    let key = e.key();
    let ctrl = e.ctrl_key() || e.meta_key();
    let plain = !(ctrl || e.alt_key() || e.shift_key());
    let stepping = plain
        && target.as_ref().is_none_or(|el| {
            el.closest("[data-testid=\"board\"], .dialog, .rules-panel, [role=slider]").ok().flatten().is_none()
        });
    let on_button = target.as_ref().is_some_and(|el| el.closest("button, a, summary").ok().flatten().is_some());
    let action = match key.as_str() {
        "ArrowLeft" if stepping => Action::View(ViewTo::Back),
        "ArrowRight" if stepping => Action::View(ViewTo::Forward),
        // (A presentation clicker's keys: in Present with a study open they step through it.)
        "PageUp" if stepping && presenting() => Action::View(ViewTo::Back),
        "PageDown" if stepping && presenting() => Action::View(ViewTo::Forward),
        "Home" if stepping => Action::View(ViewTo::Start),
        "End" if stepping => Action::View(ViewTo::Live),
        "ArrowUp" if stepping => Action::Line(crate::state::LineAction::Step(-2)),
        "ArrowDown" if stepping => Action::Line(crate::state::LineAction::Step(2)),
        "Escape" => Action::Escape,
        // Enter ends a turn that may stop here (after a berserk capture), unless a button, a link
        // or the board (where Enter picks the focused cell) has the key.
        "Enter" if stepping && !on_button => Action::StopHere,
        "z" | "Z" if ctrl && e.shift_key() => Action::Redo,
        "z" | "Z" if ctrl => Action::Undo,
        "y" | "Y" if ctrl => Action::Redo,
        "a" | "A" if plain => Action::Analysis(AnalysisAction::Toggle),
        "f" | "F" if plain => Action::Flip,
        _ => return,
    };
    e.prevent_default();
    dispatch.dispatch(action);
}

/// Presentation mode is on (the page's own class): a clicker's Page Up and Page Down step then,
/// and scroll the page otherwise.
fn presenting() -> bool {
    gloo::utils::document().query_selector(".app.presenting").ok().flatten().is_some()
}
