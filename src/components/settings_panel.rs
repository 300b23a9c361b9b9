//! The settings panel, opened from the header's gear: one control per setting, each change applied
//! at once (sent as the whole new [`Settings`]) and kept by the state's effect. Also the two hooks
//! that apply what is not the board's: the colour scheme (an attribute on the document element,
//! which the style sheet reads) and the Odin's Rune men's pictures.

use std::rc::Rc;

use runeboard_engine::{PieceView, Table};
use wasm_bindgen::JsCast;
use web_sys::{HtmlElement, HtmlInputElement};
use yew::prelude::*;

use crate::components::focus::{dialog_close, use_autofocus};
use crate::model::settings::{Coordinates, Motion, RuneSet, Scheme, Seats, Settings};

#[derive(Properties, PartialEq, Clone)]
pub struct SettingsPanelProps {
    pub settings: Settings,
    /// The game shown, whose board's orientation the panel turns.
    pub game: AttrValue,
    pub flipped: bool,
    /// Every change: the settings as they now are.
    pub on_change: Callback<Settings>,
    pub on_flip: Callback<()>,
    pub on_close: Callback<()>,
}

/// The header's gear button, which opens the panel and gets the focus back when it closes.
pub const OPENER: &str = "settings-open";

fn focus_opener() {
    let el = gloo::utils::document().query_selector(&format!("[data-testid=\"{OPENER}\"]")).ok().flatten();
    if let Some(el) = el.and_then(|e| e.dyn_into::<HtmlElement>().ok()) {
        let _ = el.focus();
    }
}

/// A group of radio buttons, one per value.
fn radios<T: Copy + PartialEq + 'static>(
    name: &'static str,
    legend: &'static str,
    values: &[T],
    current: T,
    label: fn(T) -> &'static str,
    key: fn(T) -> &'static str,
    on_pick: Callback<T>,
) -> Html {
    let options = values.iter().map(|&v| {
        html! {
            <label class="setting-option">
                <input type="radio" {name} value={key(v)} checked={v == current}
                    data-testid={format!("setting-{name}-{}", key(v))}
                    onchange={on_pick.reform(move |_: Event| v)} />
                { label(v) }
            </label>
        }
    });
    html! {
        <fieldset class="setting-group">
            <legend>{ legend }</legend>
            <div class="setting-options">{ for options }</div>
        </fieldset>
    }
}

#[component]
pub fn SettingsPanel(props: &SettingsPanelProps) -> Html {
    let first = use_autofocus();
    let s = &props.settings;
    // A change of one setting: the others as they are.
    let change = |edit: fn(&mut Settings, bool)| {
        let (settings, on_change) = (s.clone(), props.on_change.clone());
        Callback::from(move |e: Event| {
            let mut next = settings.clone();
            edit(&mut next, e.target_unchecked_into::<HtmlInputElement>().checked());
            on_change.emit(next);
        })
    };
    let with = |settings: &Settings| {
        let (settings, on_change) = (settings.clone(), props.on_change.clone());
        move |edit: &dyn Fn(&mut Settings)| {
            let mut next = settings.clone();
            edit(&mut next);
            on_change.emit(next);
        }
    };
    let motion = {
        let set = with(s);
        Callback::from(move |m: Motion| set(&|n| n.motion = m))
    };
    let coordinates = {
        let set = with(s);
        Callback::from(move |c: Coordinates| set(&|n| n.coordinates = c))
    };
    let scheme = {
        let set = with(s);
        Callback::from(move |c: Scheme| set(&|n| n.scheme = c))
    };
    let rune_set = {
        let set = with(s);
        Callback::from(move |r: RuneSet| set(&|n| n.rune_set = r))
    };
    let seats = {
        let set = with(s);
        Callback::from(move |v: Seats| set(&|n| n.seats = v))
    };
    let volume = {
        let set = with(s);
        Callback::from(move |e: InputEvent| {
            let v = e.target_unchecked_into::<HtmlInputElement>().value_as_number();
            if v.is_finite() {
                let v = v.clamp(0.0, 100.0) as u8;
                set(&|n| n.volume = v);
            }
        })
    };
    let (close, onkeydown) = dialog_close(&props.on_close, focus_opener);
    let stop = |e: MouseEvent| e.stop_propagation();
    let on_flip = props.on_flip.reform(|_: Event| ());

    html! {
        <div class="overlay" onclick={close.reform(|_: MouseEvent| ())}>
            <div class="dialog settings-dialog" role="dialog" aria-modal="true" aria-labelledby="settings-title"
                data-testid="settings-dialog" onclick={stop} {onkeydown}>
                <h2 id="settings-title">{ "Settings" }</h2>
                <div class="settings-body">
                    <fieldset class="setting-group">
                        <legend>{ "Board" }</legend>
                        <label class="setting-check">
                            <input type="checkbox" ref={first} checked={props.flipped} data-testid="setting-flip"
                                onchange={on_flip} />
                            { format!("Turn the board round ({})", props.game) }
                        </label>
                        <label class="setting-check">
                            <input type="checkbox" checked={s.legal_dots} data-testid="setting-dots"
                                onchange={change(|n, on| n.legal_dots = on)} />
                            { "Show dots where a man may go" }
                        </label>
                    </fieldset>
                    { radios("seats", "Two players at one table", Seats::ALL, s.seats, Seats::label, Seats::name, seats) }
                    { radios("coordinates", "Coordinates", Coordinates::ALL, s.coordinates, Coordinates::label,
                        Coordinates::name,
                        coordinates) }
                    { radios("motion", "Animation speed", Motion::ALL, s.motion, Motion::label,
                        Motion::name,
                        motion) }
                    <fieldset class="setting-group">
                        <legend>{ "Sound" }</legend>
                        <label class="setting-check">
                            <input type="checkbox" checked={s.sound} data-testid="setting-sound"
                                onchange={change(|n, on| n.sound = on)} />
                            { "Sounds on" }
                        </label>
                        <label class="setting-range">
                            <span>{ "Volume" }</span>
                            <input type="range" min="0" max="100" step="5" value={s.volume.to_string()}
                                aria-valuetext={format!("{}%", s.volume)} disabled={!s.sound}
                                data-testid="setting-volume" oninput={volume} />
                            <output aria-hidden="true">{ format!("{}%", s.volume) }</output>
                        </label>
                    </fieldset>
                    { radios("scheme", "Colours", Scheme::ALL, s.scheme, Scheme::label,
                        Scheme::name,
                        scheme) }
                    { radios("rune-set", "Odin's Rune men", RuneSet::ALL, s.rune_set, RuneSet::label,
                        RuneSet::name,
                        rune_set) }
                </div>
                <p class="settings-note">{ "Changes apply at once and are kept in this browser." }</p>
                <div class="dialog-actions">
                    <button type="button" class="primary" data-testid="settings-close"
                        onclick={close.reform(|_: MouseEvent| ())}>{ "Done" }</button>
                </div>
            </div>
        </div>
    }
}

/// The colour scheme chosen, on the document element (`data-scheme="light"` or `"dark"`; none
/// follows the system), where the style sheet reads it.
#[hook]
pub fn use_scheme(scheme: Scheme) {
    use_effect_with(scheme, |&scheme| {
        if let Some(root) = gloo::utils::document().document_element() {
            let _ = match scheme {
                Scheme::System => root.remove_attribute("data-scheme"),
                Scheme::Light => root.set_attribute("data-scheme", "light"),
                Scheme::Dark => root.set_attribute("data-scheme", "dark"),
            };
        }
    });
}

/// A table compared by identity (the one the state holds), kept alive with its memo.
#[derive(Clone)]
struct Same(Rc<Table>);

impl PartialEq for Same {
    fn eq(&self, other: &Self) -> bool {
        Rc::ptr_eq(&self.0, &other.0)
    }
}

/// The table with the men's pictures of the piece set chosen: the same table when nothing
/// changes, and the same new one while the state's table is the same.
#[hook]
pub fn use_pictured(table: &Rc<Table>, set: RuneSet) -> Rc<Table> {
    let memo = use_memo((Same(table.clone()), set), |(t, set)| set.table(&t.0).map(Rc::new));
    (*memo).clone().unwrap_or_else(|| table.clone())
}

/// Men with the pictures of the piece set chosen.
pub fn pictured(men: &[PieceView], set: RuneSet) -> Vec<PieceView> {
    men.iter().map(|m| PieceView { picture: set.picture(m.picture), ..m.clone() }).collect()
}
