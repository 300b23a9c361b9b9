//! The men in the players' reserves (games with drops). Picking one (a click, or the start of a
//! drag onto the board) is the first step of a drop; the turn goes on with a click on a cell, or
//! the drop of the dragged man on one. A drag is made of Pointer Events, so a finger or a pen drags
//! as a mouse does; released anywhere but on a target, it drops nothing. Shown only in games that
//! have reserves.

use std::rc::Rc;

use gloo::events::EventListener;
use runeboard_engine::{CellId, Step, Table};
use wasm_bindgen::JsCast;
use web_sys::{Element, PointerEvent};
use yew::prelude::*;

use crate::components::board::cell_at;

#[derive(Properties, PartialEq)]
pub struct ReserveTrayProps {
    /// The table whose reserves are shown.
    pub table: Rc<Table>,
    pub on_choose: Callback<Step>,
    /// A man dragged from the tray was released: on this board cell (one of the targets), or
    /// elsewhere (`None`: nothing is dropped).
    #[prop_or_default]
    pub on_drop: Callback<Option<CellId>>,
    /// The reserve man a hint suggests dropping, if any (highlighted).
    #[prop_or_default]
    pub hint: Option<Step>,
    /// While the computer thinks: the reserve men that may be premoved (dropped, once it has
    /// played, on any cell chosen now), each with its owner, and the one picked for a premove.
    #[prop_or_default]
    pub premovable: Rc<Vec<(usize, Step)>>,
    #[prop_or_default]
    pub premove: Option<Step>,
}

/// A press on a reserve man that may become a drag.
struct Press {
    pointer: i32,
    step: Step,
    start: (i32, i32),
    started: bool,
}

#[component]
pub fn ReserveTray(props: &ReserveTrayProps) -> Html {
    let press = use_mut_ref(|| None::<Press>);
    let after_drag = use_mut_ref(|| false);
    // The man being dragged: its picture and where the pointer is (client pixels).
    let lifted = use_state(|| None::<(AttrValue, i32, i32)>);
    let lifted_ref = use_node_ref();
    let targets = use_mut_ref(Vec::<CellId>::new);
    // The document's listeners that follow a press until it ends.
    let listeners = use_mut_ref(Vec::<EventListener>::new);
    // (A premove's man may be dropped on any cell.)
    let any_cell = !props.premovable.is_empty();
    *targets.borrow_mut() = props.table.marks.targets.iter().map(|t| t.0).collect();

    let entries = &props.table.reserves;
    if entries.is_empty() {
        return html! {};
    }
    let mut owners: Vec<usize> = Vec::new();
    for e in entries {
        if !owners.contains(&e.player) {
            owners.push(e.player);
        }
    }
    let groups = owners.into_iter().map(|owner| {
        let player = props.table.player(owner);
        let men = entries.iter().filter(|e| e.player == owner).map(|e| {
            let step = e.step;
            let premovable = props.premovable.contains(&(e.player, step));
            // (While the computer thinks, only the men that may be premoved are picked.)
            let playable = if any_cell { premovable } else { e.playable };
            let onclick = {
                let (on_choose, after_drag) = (props.on_choose.clone(), after_drag.clone());
                Callback::from(move |_: MouseEvent| {
                    if !std::mem::take(&mut *after_drag.borrow_mut()) {
                        on_choose.emit(step);
                    }
                })
            };
            let onpointerdown = {
                let (press, after_drag, listeners) = (press.clone(), after_drag.clone(), listeners.clone());
                let (lifted, lifted_ref, targets) = (lifted.clone(), lifted_ref.clone(), targets.clone());
                let (on_choose, on_drop, href) = (props.on_choose.clone(), props.on_drop.clone(), e.picture.path());
                Callback::from(move |e: PointerEvent| {
                    *after_drag.borrow_mut() = false;
                    listeners.borrow_mut().clear();
                    *press.borrow_mut() = (e.button() == 0 && e.is_primary()).then(|| Press {
                        pointer: e.pointer_id(),
                        step,
                        start: (e.client_x(), e.client_y()),
                        started: false,
                    });
                    if press.borrow().is_none() {
                        return;
                    }
                    // The rest of the press is followed on the document, wherever the pointer goes.
                    let doc = gloo::utils::document();
                    let on_move = {
                        let (press, lifted, lifted_ref, on_choose) =
                            (press.clone(), lifted.clone(), lifted_ref.clone(), on_choose.clone());
                        let href = AttrValue::from(href.clone());
                        move |e: &Event| {
                            let Some(e) = e.dyn_ref::<PointerEvent>() else { return };
                            let mut slot = press.borrow_mut();
                            let Some(p) = slot.as_mut().filter(|p| p.pointer == e.pointer_id()) else { return };
                            let (x, y) = (e.client_x(), e.client_y());
                            if p.started {
                                if let Some(el) = lifted_ref.cast::<Element>() {
                                    let _ = el.set_attribute("style", &place(x, y));
                                }
                                return;
                            }
                            let (dx, dy) = (f64::from(x - p.start.0), f64::from(y - p.start.1));
                            if dx * dx + dy * dy < 9.0 {
                                return;
                            }
                            p.started = true;
                            on_choose.emit(p.step);
                            lifted.set(Some((href.clone(), x, y)));
                        }
                    };
                    let end = {
                        let (press, lifted, after_drag, targets, on_drop, listeners) = (
                            press.clone(),
                            lifted.clone(),
                            after_drag.clone(),
                            targets.clone(),
                            on_drop.clone(),
                            listeners.clone(),
                        );
                        move |e: &Event| {
                            let Some(e) = e.dyn_ref::<PointerEvent>() else { return };
                            let Some(p) = press.borrow_mut().take_if(|p| p.pointer == e.pointer_id()) else { return };
                            // (Dropped after this event, not while it is handled.)
                            let done = std::mem::take(&mut *listeners.borrow_mut());
                            gloo::timers::callback::Timeout::new(0, move || drop(done)).forget();
                            if !p.started {
                                return;
                            }
                            *after_drag.borrow_mut() = true;
                            lifted.set(None);
                            let to = if e.type_() == "pointerup" { cell_at(e.client_x(), e.client_y()) } else { None };
                            on_drop.emit(to.filter(|c| any_cell || targets.borrow().contains(c)));
                        }
                    };
                    let end2 = end.clone();
                    *listeners.borrow_mut() = vec![
                        EventListener::new(&doc, "pointermove", on_move),
                        EventListener::new(&doc, "pointerup", end),
                        EventListener::new(&doc, "pointercancel", end2),
                    ];
                })
            };
            html! {
                <button type="button"
                    class={classes!(
                        "reserve-man",
                        e.selected.then_some("selected"),
                        (e.playable && props.hint == Some(step)).then_some("hint"),
                        (premovable && props.premove == Some(step)).then_some("premove"),
                    )}
                    data-testid="reserve-option" data-piece={step_text(step)}
                    disabled={!playable} aria-pressed={(e.selected || premovable && props.premove == Some(step)).to_string()}
                    data-drag={playable.to_string()}
                    aria-label={format!("{} in reserve: {}", e.name, e.count)}
                    {onclick} {onpointerdown}>
                    <img src={e.picture.path()} alt="" width="40" height="40" draggable="false" />
                    <span class="count" aria-hidden="true">{ e.count }</span>
                </button>
            }
        });
        html! {
            <div class="reserve-group" role="group" aria-label={format!("{player}'s reserve")}>
                <span class="reserve-owner">{ player }</span>
                { for men }
            </div>
        }
    });
    // (One node whether a man is dragged or not: Yew matches children from the end.)
    let dragged = lifted
        .as_ref()
        .map(|(href, x, y)| {
            html! { <img class="reserve-dragged" ref={lifted_ref.clone()} src={href.clone()} alt="" style={place(*x, *y)} /> }
        })
        .unwrap_or_default();
    html! {
        <div class="reserve-tray" data-testid="reserve">{ for groups }{ dragged }</div>
    }
}

/// The style that puts the dragged man under the pointer.
fn place(x: i32, y: i32) -> String {
    format!("left:{x}px;top:{y}px")
}

fn step_text(step: Step) -> String {
    match step {
        Step::Reserve(k) => k.to_string(),
        other => format!("{other:?}"),
    }
}
