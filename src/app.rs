//! The App component: holds the state, derives what each part of the page shows, and wires the
//! parts' callbacks to the reducer.

use std::rc::Rc;

use gloo::events::{EventListener, EventListenerOptions};
use runeboard_engine::record::Record;
use runeboard_engine::Step;
use wasm_bindgen::JsCast;
use web_sys::{Element, KeyboardEvent};
use yew::prelude::*;

use crate::components::board::{focus_cell, Board, Marks};
use crate::components::controls::Controls;
use crate::components::move_list::MoveList;
use crate::components::notice::Notice;
use crate::components::picker::Picker;
use crate::components::position_box::PositionBox;
use crate::components::record_panel::RecordPanel;
use crate::components::reserve_tray::ReserveTray;
use crate::components::rules_panel::RulesPanel;
use crate::components::status::Status;
use crate::components::view_bar::{numbered, ViewBar};
use crate::state::{Action, State, ViewTo};
use crate::storage;
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
            let keys = {
                let dispatch = dispatch.clone();
                EventListener::new_with_options(&doc, "keydown", options, move |e| {
                    if let Some(e) = e.dyn_ref::<KeyboardEvent>() {
                        shortcut(e, &dispatch);
                    }
                })
            };
            // A game link pasted into the address bar of the open page changes only the fragment.
            let links = EventListener::new(&gloo::utils::window(), "hashchange", move |_| {
                dispatch.dispatch(Action::OpenLink(fragment()));
            });
            move || drop((keys, links))
        });
    }

    let play = &state.play;
    let viewing = state.viewing.as_ref().map(|v| v.ply);
    let link = Record::of(&***play).to_fragment(viewing);
    // The address and the autosave follow the game, except while a link that could not be opened
    // shows a new game: then both are left alone until the player changes it.
    let held = state.save_held;
    use_effect_with((link.clone(), held), |(f, held)| {
        if !held {
            set_fragment(f);
        }
    });
    {
        // Autosave: every change of the game or of the turn under construction.
        let (play, prefix) = (play.clone(), state.prefix.clone());
        use_effect_with((play.id(), state.revision, state.prefix.clone(), held), move |_| {
            if !held {
                storage::save(&**play, &prefix);
            }
        });
    }
    // The position on the board: the live one, or an earlier one looked at (read-only).
    let shown = state.shown();
    let geometry = state.geometry.clone();
    let ch = state.choices();
    let pieces = Rc::new(shown.pieces());
    let over = play.outcome().is_some();
    let marks = match viewing {
        Some(_) => Marks { last: shown.last_turn_cells(), ..Marks::default() },
        None => view::board_marks(&state, &ch),
    };

    let focus = state
        .focus
        .filter(|&c| usize::from(c) < geometry.len())
        .or(marks.selected)
        .or_else(|| marks.movable.first().copied())
        .unwrap_or(0);

    let mover = marks.selected.and_then(|c| pieces.iter().find(|p| p.cell == c));
    // A declaration is about the man on the last cell chosen (the man moving, or the man taken),
    // so its faces take that man's colours.
    let declared = state.prefix.iter().rev().find_map(|s| match s {
        Step::Cell(c) => pieces.iter().find(|p| p.cell == *c),
        _ => None,
    });
    let about = if ch.options.iter().any(|o| matches!(o.step, Step::Declare(_))) { declared.or(mover) } else { mover };
    let promote = view::faces(&ch, about, &pieces, |s| match s {
        Step::Promote(l) | Step::Declare(l) => Some(l),
        _ => None,
    });
    let mut reserves = view::reserve_entries(shown, &ch, &state.prefix);
    if viewing.is_some() {
        reserves.iter_mut().for_each(|r| (r.playable, r.selected) = (false, false));
    }
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

    let board_label = match viewing {
        Some(p) => format!("{} board, position after turn {p} (read-only)", play.name()),
        None => format!("{} board", play.name()),
    };
    let moves = Rc::new(play.move_list());
    let view_label = viewing
        .and_then(|p| p.checked_sub(1))
        .and_then(|i| moves.get(i).map(|m| numbered(i, play.first_turn(), play.players().len(), m)));
    let on_view = {
        let d = dispatch.clone();
        Callback::from(move |to| d.dispatch(Action::View(to)))
    };
    let record_text = Record::of(&***play).to_text(play.outcome().as_ref(), play.players());
    let aspect = format!("--aspect: {:.4}", geometry.view_box.2 / geometry.view_box.3.max(1e-6));

    html! {
        <div class="app">
            if let Some(text) = &state.notice {
                <Notice text={text.clone()} on_dismiss={cb(|| Action::DismissNotice)} />
            }
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
                    <div class={classes!("board-column", (!reserves.is_empty()).then_some("with-reserves"))}>
                    if let Some(ply) = viewing {
                        <ViewBar ply={ply} total={moves.len()} label={view_label} on_view={on_view.clone()} />
                    } else {
                        <Status
                            view={status}
                            on_stop={cb(|| Action::StopHere)}
                            on_cancel={cb(|| Action::Cancel)}
                            on_new={cb(|| Action::New)}
                        />
                    }
                    <div class={classes!("board-frame", viewing.is_some().then_some("viewing"))}>
                        <Board
                            key={play.id()}
                            geometry={geometry.clone()}
                            pieces={pieces.clone()}
                            marks={Rc::new(marks)}
                            flipped={state.flipped}
                            focus={focus}
                            over={over || viewing.is_some()}
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
                        moves={moves.clone()}
                        first={play.first_turn()}
                        players={play.players().len()}
                        viewing={viewing}
                        on_view={on_view}
                    />
                    <RecordPanel
                        game={play.id()}
                        text={record_text}
                        fragment={link}
                        dialog={state.record_dialog}
                        error={state.record_error.clone()}
                        on_dialog={dispatch.to_callback().reform(Action::Records)}
                        on_import={dispatch.to_callback().reform(Action::Import)}
                    />
                    <PositionBox
                        text={shown.position_text()}
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

/// Keyboard shortcuts for the whole page: Escape, Enter (end a turn that may stop), Ctrl+Z (undo),
/// Ctrl+Y / Ctrl+Shift+Z (redo), and
/// ←/→/Home/End to step through the game (except on the board, whose arrows move between cells,
/// and in dialogs).
fn shortcut(e: &KeyboardEvent, dispatch: &yew::UseReducerDispatcher<State>) {
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
        && target.as_ref().is_none_or(|el| el.closest("[data-testid=\"board\"], .dialog").ok().flatten().is_none());
    let on_button = target.as_ref().is_some_and(|el| el.closest("button, a, summary").ok().flatten().is_some());
    let action = match key.as_str() {
        "ArrowLeft" if stepping => Action::View(ViewTo::Back),
        "ArrowRight" if stepping => Action::View(ViewTo::Forward),
        "Home" if stepping => Action::View(ViewTo::Start),
        "End" if stepping => Action::View(ViewTo::Live),
        "Escape" => Action::Escape,
        // Enter ends a turn that may stop here (after a berserk capture), unless a button, a link
        // or the board (where Enter picks the focused cell) has the key.
        "Enter" if stepping && !on_button => Action::StopHere,
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
