//! The board's handlers: the browser's pointer, click, focus and key events, read once for the
//! whole board (for the cell they happen in), fed to the gestures' state machines — [`drag`],
//! [`pen`], [`press`] (long-press ask), [`keys`] — and what those answer carried out: a
//! [`BoardEvent`] for the page, the lifted man moved with the pointer, a timer, the focus.

use std::cell::RefCell;
use std::rc::Rc;

use gloo::timers::callback::Timeout;
use runeboard_engine::table::Marks;
use runeboard_engine::{CellId, Geometry, Table};
use wasm_bindgen::JsCast;
use web_sys::{Element, KeyboardEvent, MouseEvent, PointerEvent};
use yew::prelude::*;

use super::cell::Shape;
use super::drag::{self, Drag, Ended, Latest, Moved};
use super::keys::{self, Key};
use super::pen::Drawing;
use super::pointer::{Mods, Pointer};
use super::press::{LongPress, ASK_MS};
use super::{cell_at, focus_cell, BoardEvent};
use crate::components::svg::num;
use crate::model::drawings::Pen;

/// The man lifted by a drag, drawn over the board and moved with the pointer.
#[derive(Clone, Debug, PartialEq)]
pub struct LiftedMan {
    pub from: CellId,
    pub href: AttrValue,
    /// Where the pointer was when it was lifted (board coordinates).
    pub at: (f64, f64),
    /// A finger holds it: drawn larger, above the finger, the cell under the finger outlined.
    pub touch: bool,
}

/// The gestures' state, kept across drawings (the handlers are made once per drawing).
#[derive(Default)]
struct Gestures {
    drag: Drag,
    press: LongPress,
    /// The long press's timer, while it runs.
    timer: Option<Timeout>,
    drawing: Drawing,
    latest: Latest,
    /// The men that could start a turn, as the table said before one was picked: another of them
    /// may be dragged instead (a click on it picks it instead), unless it is a target.
    could_start: Vec<CellId>,
}

type Shared = Rc<RefCell<Gestures>>;

/// What the board draws of the gestures and hands to its `<svg>`.
pub struct Input {
    pub board: NodeRef,
    /// The lifted man's picture, and the outline of the cell under a finger.
    pub lifted_ref: NodeRef,
    pub under_ref: NodeRef,
    pub lifted: Option<LiftedMan>,
    /// The target the last drag dropped its man on, once (for the motion).
    pub dropped: Rc<dyn Fn() -> Option<CellId>>,
    pub onpointerdown: Callback<PointerEvent>,
    pub onpointermove: Callback<PointerEvent>,
    pub onpointerup: Callback<PointerEvent>,
    pub onpointercancel: Callback<PointerEvent>,
    pub onclick: Callback<MouseEvent>,
    pub onfocusin: Callback<FocusEvent>,
    pub onmouseover: Callback<MouseEvent>,
    pub onkeydown: Callback<KeyboardEvent>,
}

/// The cell an event happened in.
fn cell_of(e: &Event) -> Option<CellId> {
    let el = e.target()?.dyn_into::<Element>().ok()?.closest("[data-index]").ok()??;
    el.get_attribute("data-index")?.parse().ok()
}

fn mods(e: &MouseEvent) -> Mods {
    Mods { shift: e.shift_key(), ctrl: e.ctrl_key(), alt: e.alt_key(), meta: e.meta_key() }
}

/// A pointer event as the gestures see it; `cell`: the cell it happened in, when needed.
fn pointer(e: &PointerEvent, cell: Option<CellId>) -> Pointer {
    Pointer {
        id: e.pointer_id(),
        button: e.button(),
        primary: e.is_primary(),
        touch: e.pointer_type() == "touch",
        mods: mods(e),
        at: (e.client_x(), e.client_y()),
        cell,
    }
}

/// What the drag's handlers need of the marks: the men that may start a drag, the man held, the
/// targets (none once the game is over or while the pen tool draws).
fn latest(marks: &Marks, could_start: &mut Vec<CellId>, over: bool, pen: bool) -> Latest {
    if !marks.movable.is_empty() || marks.selected.is_none() {
        could_start.clone_from(&marks.movable);
    }
    let holding: Vec<CellId> = marks.current.or(marks.selected).into_iter().collect();
    let targets: Vec<CellId> = if over { Vec::new() } else { marks.targets.iter().map(|t| t.0).collect() };
    let mut startable = Vec::new();
    if !over && !pen {
        startable.extend(marks.movable.iter().copied());
        startable.extend(holding.iter().copied());
        if marks.selected.is_some() && marks.chosen.is_empty() {
            startable.extend(could_start.iter().filter(|c| !targets.contains(c)));
        }
    }
    Latest { startable, holding, targets }
}

/// While the computer thinks, a man of the player's is dragged to any cell (a premove): the men
/// that may start one, the man picked, every other cell a target.
fn premove_latest(cells: usize, premovable: &[CellId], premove: &[CellId]) -> Latest {
    let picked = premove.first().filter(|_| premove.len() == 1).copied();
    let targets = (0..cells).filter_map(|i| CellId::try_from(i).ok()).filter(|c| picked != Some(*c)).collect();
    Latest { startable: premovable.to_vec(), holding: picked.into_iter().collect(), targets }
}

/// What the handlers act on.
pub struct Setup {
    pub geometry: Rc<Geometry>,
    pub flipped: bool,
    /// Its marks say which men may be dragged, and where to.
    pub table: Rc<Table>,
    /// Nothing may be played.
    pub over: bool,
    /// The pen tool, when on.
    pub pen: Option<Pen>,
    /// While the computer thinks: the men that may be premoved, and the premove's cells so far.
    pub premovable: Rc<Vec<CellId>>,
    pub premove: Rc<Vec<CellId>>,
    /// The cells' outlines as drawn.
    pub shapes: Rc<Vec<Rc<Shape>>>,
    pub on_event: Callback<BoardEvent>,
}

/// The board's handlers.
#[hook]
pub fn use_input(setup: Setup) -> Input {
    let Setup { geometry, flipped, table, over, pen, premovable, premove, shapes, on_event } = setup;
    let gestures: Shared = use_mut_ref(Gestures::default);
    let lifted = use_state(|| None::<LiftedMan>);
    let (board, lifted_ref, under_ref) = (use_node_ref(), use_node_ref(), use_node_ref());
    {
        let mut g = gestures.borrow_mut();
        let Gestures { latest: now, could_start, .. } = &mut *g;
        *now = if premovable.is_empty() || pen.is_some() {
            latest(&table.marks, could_start, over, pen.is_some())
        } else {
            premove_latest(geometry.len(), &premovable, &premove)
        };
    }

    let onpointerdown = {
        let (gestures, on_event) = (gestures.clone(), on_event.clone());
        Callback::from(move |e: PointerEvent| {
            let p = pointer(&e, cell_of(&e));
            let mut g = gestures.borrow_mut();
            let Gestures { drag, latest, .. } = &mut *g;
            drag.down(&p, latest);
            g.timer = g.press.down(&p, pen.is_some()).map(|_| {
                let (gestures, on_event) = (gestures.clone(), on_event.clone());
                Timeout::new(ASK_MS, move || {
                    let asked = gestures.borrow_mut().press.lasted();
                    if let Some(c) = asked {
                        on_event.emit(BoardEvent::Ask(c));
                    }
                })
            });
            if g.drawing.down(&p, pen) {
                // (A pen on a touch screen must not scroll the page or start a click.)
                e.prevent_default();
            }
        })
    };

    let onpointermove = {
        let (gestures, on_event, lifted, view_box) =
            (gestures.clone(), on_event.clone(), lifted.clone(), geometry.view_box);
        let (board, lifted_ref, under_ref, shapes) = (board.clone(), lifted_ref.clone(), under_ref.clone(), shapes);
        Callback::from(move |e: PointerEvent| {
            let p = pointer(&e, None);
            let moved = {
                let mut g = gestures.borrow_mut();
                let Gestures { drag, press, latest, .. } = &mut *g;
                drag.moved(&p, press.asked(), latest)
            };
            // (Not the event's current target: the page's events are delegated to its root.)
            let Some(svg) = board.cast::<Element>() else { return };
            let (x, y) = drag::to_board(&svg, view_box, p.at.0, p.at.1);
            let touch = match moved {
                Moved::Nothing => return,
                Moved::Follow { touch } => {
                    if let Some(el) = lifted_ref.cast::<Element>() {
                        let (x0, y0) = lifted.as_ref().map_or((x, y), |l| l.at);
                        let _ = el.set_attribute("transform", &format!("translate({} {})", num(x - x0), num(y - y0)));
                    }
                    touch
                }
                Moved::Lift { from, pick, touch } => {
                    {
                        let mut g = gestures.borrow_mut();
                        g.press.stop();
                        g.timer = None;
                    }
                    let _ = svg.set_pointer_capture(p.id);
                    if pick {
                        on_event.emit(BoardEvent::Click(from));
                    }
                    let selector = format!("[data-index=\"{from}\"] image.piece");
                    let href = svg.query_selector(&selector).ok().flatten().and_then(|i| i.get_attribute("href"));
                    if let Some(href) = href {
                        lifted.set(Some(LiftedMan { from, href: href.into(), at: (x, y), touch }));
                    }
                    touch
                }
            };
            // Under a finger, the cell it hides is outlined.
            if let (true, Some(el)) = (touch, under_ref.cast::<Element>()) {
                let shape = cell_at(p.at.0, p.at.1).and_then(|c| shapes.get(usize::from(c)));
                match shape {
                    Some(s) => {
                        let _ = el.set_attribute("points", &s.ring);
                        let _ = el.set_attribute("data-under", &s.name);
                        let _ = el.remove_attribute("visibility");
                    }
                    None => {
                        let _ = el.set_attribute("visibility", "hidden");
                        let _ = el.remove_attribute("data-under");
                    }
                }
            }
        })
    };

    // The end of a drag: the click it stands for, and the man back in its cell.
    let ended = {
        let (lifted, on_event) = (lifted.clone(), on_event.clone());
        move |end: Option<Ended>| {
            let Some(end) = end else { return };
            lifted.set(None);
            if let Some(c) = end.click {
                on_event.emit(BoardEvent::Click(c));
            }
        }
    };
    let onpointerup = {
        let (gestures, on_event, ended) = (gestures.clone(), on_event.clone(), ended.clone());
        Callback::from(move |e: PointerEvent| {
            let to = cell_at(e.client_x(), e.client_y());
            let (end, mark) = {
                let mut g = gestures.borrow_mut();
                g.press.stop();
                g.timer = None;
                let Gestures { drag, latest, drawing, .. } = &mut *g;
                (drag.end(e.pointer_id(), to, latest), drawing.up(to))
            };
            ended(end);
            if let Some(mark) = mark {
                on_event.emit(BoardEvent::Draw(mark));
            }
        })
    };
    let onpointercancel = {
        let gestures = gestures.clone();
        Callback::from(move |e: PointerEvent| {
            let end = {
                let mut g = gestures.borrow_mut();
                g.press.stop();
                g.timer = None;
                let Gestures { drag, latest, .. } = &mut *g;
                drag.cancel(e.pointer_id(), latest)
            };
            ended(end);
        })
    };

    let onclick = {
        let (gestures, on_event) = (gestures.clone(), on_event.clone());
        Callback::from(move |e: MouseEvent| {
            let swallowed = {
                let mut g = gestures.borrow_mut();
                g.press.swallows_click() || g.drag.swallows_click()
            };
            let Some(c) = cell_of(&e).filter(|_| !swallowed) else { return };
            if mods(&e).asks() {
                on_event.emit(BoardEvent::Ask(c));
            } else if pen.is_none() {
                on_event.emit(BoardEvent::Click(c));
            }
        })
    };
    let onfocusin = {
        let on_event = on_event.clone();
        Callback::from(move |e: FocusEvent| {
            if let Some(c) = cell_of(&e) {
                on_event.emit(BoardEvent::Focus(c));
            }
        })
    };
    let onmouseover = {
        let on_event = on_event.clone();
        Callback::from(move |e: MouseEvent| {
            if let Some(c) = cell_of(&e) {
                on_event.emit(BoardEvent::Hover(Some(c)));
            }
        })
    };
    let onkeydown = {
        let (g, gestures) = (geometry, gestures.clone());
        Callback::from(move |e: KeyboardEvent| {
            let Some(id) = cell_of(&e) else { return };
            let mods = Mods { shift: e.shift_key(), ctrl: e.ctrl_key(), alt: e.alt_key(), meta: e.meta_key() };
            let Some(key) = keys::key(&e.key(), mods) else { return };
            e.prevent_default();
            match key {
                Key::Ask => on_event.emit(BoardEvent::Ask(id)),
                Key::Click => on_event.emit(BoardEvent::Click(id)),
                Key::Draw => {
                    let mark = gestures.borrow_mut().drawing.key(id, pen);
                    if let Some(mark) = mark {
                        on_event.emit(BoardEvent::Draw(mark));
                    }
                }
                Key::Go(dir) => {
                    if let Some(next) = g.navigate(id, dir, flipped) {
                        on_event.emit(BoardEvent::Focus(next));
                        focus_cell(g.name(next));
                    }
                }
            }
        })
    };
    let dropped: Rc<dyn Fn() -> Option<CellId>> = Rc::new(move || gestures.borrow_mut().drag.take_dropped());
    Input {
        board,
        lifted_ref,
        under_ref,
        lifted: (*lifted).clone(),
        dropped,
        onpointerdown,
        onpointermove,
        onpointerup,
        onpointercancel,
        onclick,
        onfocusin,
        onmouseover,
        onkeydown,
    }
}
