//! The App component: holds the state, derives what each part of the page shows, and wires the
//! parts' callbacks to the reducer.

use std::rc::Rc;

use gloo::events::{EventListener, EventListenerOptions};
use runeboard_engine::record::Record;
use runeboard_engine::Step;
use wasm_bindgen::JsCast;
use web_sys::{Element, KeyboardEvent};
use yew::prelude::*;

use crate::components::board::{focus_cell, Board};
use crate::components::controls::Controls;
use crate::components::move_list::MoveList;
use crate::components::picker::Picker;
use crate::components::position_box::PositionBox;
use crate::components::reserve_tray::ReserveTray;
use crate::components::rules_panel::RulesPanel;
use crate::components::status::Status;
use crate::state::{Action, State};
use crate::view;

#[component]
pub fn App() -> Html {
    let state = use_reducer(State::initial);
    let dispatch = state.dispatcher();

    {
        let dispatch = dispatch.clone();
        use_effect_with((), move |_| {
            let doc = gloo::utils::document();
            let options = EventListenerOptions::enable_prevent_default();
            let listener = EventListener::new_with_options(&doc, "keydown", options, move |e| {
                if let Some(e) = e.dyn_ref::<KeyboardEvent>() {
                    shortcut(e, &dispatch);
                }
            });
            move || drop(listener)
        });
    }

    let play = &state.play;
    use_effect_with(Record::of(&***play).to_fragment(None), |f| set_fragment(f));
    let geometry = state.geometry.clone();
    let ch = state.choices();
    let pieces = Rc::new(play.pieces());
    let over = play.outcome().is_some();
    let marks = view::board_marks(&state, &ch);

    let focus = state
        .focus
        .filter(|&c| usize::from(c) < geometry.len())
        .or(marks.selected)
        .or_else(|| marks.movable.first().copied())
        .unwrap_or(0);

    let mover = marks.selected.and_then(|c| pieces.iter().find(|p| p.cell == c));
    let promote = view::faces(&ch, mover, &pieces, |s| match s {
        Step::Promote(l) | Step::Declare(l) => Some(l),
        _ => None,
    });
    let reserves = view::reserve_entries(&***play, &ch, &state.prefix);
    let picker_title =
        if ch.options.iter().any(|o| matches!(o.step, Step::Declare(_))) { "Declare the piece" } else { "Promote to" };
    let can_stop = ch.complete && !ch.options.is_empty() && !over;

    let status = view::status_view(&state, can_stop);
    let cb = |make: fn() -> Action| {
        let d = dispatch.clone();
        Callback::from(move |_: ()| d.dispatch(make()))
    };
    let on_click = {
        let d = dispatch.clone();
        Callback::from(move |c| d.dispatch(Action::Click(c)))
    };
    let on_focus = {
        let d = dispatch.clone();
        Callback::from(move |c| d.dispatch(Action::Focus(c)))
    };
    let on_hover = {
        let d = dispatch.clone();
        Callback::from(move |c| d.dispatch(Action::Hover(c)))
    };
    let on_choose = {
        let d = dispatch.clone();
        let last_cell = state.prefix.iter().rev().find_map(|s| match s {
            Step::Cell(c) => Some(*c),
            _ => None,
        });
        let name = last_cell.map(|c| geometry.name(c).to_string());
        Callback::from(move |step| {
            d.dispatch(Action::Choose(step));
            if let Some(name) = &name {
                focus_cell(name);
            }
        })
    };
    let on_select = {
        let d = dispatch.clone();
        Callback::from(move |id| d.dispatch(Action::SelectGame(id)))
    };
    let on_load = {
        let d = dispatch.clone();
        Callback::from(move |text| d.dispatch(Action::LoadPosition(text)))
    };
    let on_rules = {
        let d = dispatch.clone();
        Callback::from(move |open| d.dispatch(Action::ShowRules(open)))
    };

    let board_label = format!("{} board", play.name());
    let aspect = format!("--aspect: {:.4}", geometry.view_box.2 / geometry.view_box.3.max(1e-6));

    html! {
        <div class="app">
            <Controls
                game={play.id()}
                can_undo={play.can_undo()}
                can_redo={play.can_redo()}
                rules_open={state.rules_open}
                on_select={on_select}
                on_new={cb(|| Action::New)}
                on_undo={cb(|| Action::Undo)}
                on_redo={cb(|| Action::Redo)}
                on_flip={cb(|| Action::Flip)}
                on_rules={on_rules.clone()}
            />
            <main class="layout">
                <section class="play-area" style={aspect}>
                    <div class="board-column">
                    <Status
                        view={status}
                        on_stop={cb(|| Action::StopHere)}
                        on_cancel={cb(|| Action::Cancel)}
                        on_new={cb(|| Action::New)}
                    />
                    <div class="board-frame">
                        <Board
                            key={play.id()}
                            geometry={geometry.clone()}
                            pieces={pieces.clone()}
                            marks={Rc::new(marks)}
                            flipped={state.flipped}
                            focus={focus}
                            over={over}
                            label={board_label}
                            on_click={on_click}
                            on_focus={on_focus}
                            on_hover={on_hover}
                        />
                    </div>
                    <ReserveTray entries={reserves} on_choose={on_choose.clone()} />
                    </div>
                </section>
                <aside class="side">
                    <MoveList
                        moves={Rc::new(play.move_list())}
                        first={play.first_turn()}
                        players={play.players().len()}
                    />
                    <PositionBox
                        text={play.position_text()}
                        error={state.position_error.clone()}
                        on_load={on_load}
                    />
                </aside>
            </main>
            if !promote.is_empty() {
                <Picker
                    title={picker_title}
                    options={promote}
                    can_stop={can_stop}
                    on_choose={on_choose}
                    on_stop={cb(|| Action::StopHere)}
                    on_cancel={cb(|| Action::Cancel)}
                />
            }
            if state.rules_open {
                <RulesPanel game={play.id()} name={play.name()} on_close={on_rules.reform(|()| false)} />
            }
        </div>
    }
}

/// Keyboard shortcuts for the whole page: Escape, Ctrl+Z (undo), Ctrl+Y / Ctrl+Shift+Z (redo).
fn shortcut(e: &KeyboardEvent, dispatch: &yew::UseReducerDispatcher<State>) {
    let in_field = e
        .target()
        .and_then(|t| t.dyn_into::<Element>().ok())
        .is_some_and(|el| matches!(el.tag_name().to_ascii_lowercase().as_str(), "input" | "textarea" | "select"));
    if in_field {
        return;
    }
    let key = e.key();
    let ctrl = e.ctrl_key() || e.meta_key();
    let action = match key.as_str() {
        "Escape" => Action::Escape,
        "z" | "Z" if ctrl && e.shift_key() => Action::Redo,
        "z" | "Z" if ctrl => Action::Undo,
        "y" | "Y" if ctrl => Action::Redo,
        _ => return,
    };
    e.prevent_default();
    dispatch.dispatch(action);
}

/// The address's fragment, without `#`.
pub fn fragment() -> String {
    let hash = gloo::utils::window().location().hash().unwrap_or_default();
    hash.trim_start_matches('#').to_string()
}

/// Keep the game in the address (`#game=keltic&turns=e4+e5`), so a reload or a shared link opens
/// it again. Replaces the history entry instead of adding one.
fn set_fragment(fragment: &str) {
    if let Ok(history) = gloo::utils::window().history() {
        let url = format!("#{fragment}");
        let _ = history.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&url));
    }
}
