//! The motion under way, as chessground's `anim.ts`: when the men shown change, those that moved
//! slide ([`motion::plan`], the pure part), drawn by animation frames that move the sliding
//! pictures (a layer over the board, [`Sliding::layer`]) with an SVG `transform`; the cells are not
//! drawn again until the motion ends. A press or a key anywhere ends it at once.

use std::cell::RefCell;
use std::rc::Rc;

use runeboard_engine::{CellId, Geometry, Table};
use web_sys::Element;
use yew::prelude::*;

use super::{frames, motion};
use crate::components::svg::{num, View};

/// A motion under way: the men sliding, drawn by animation frames.
struct Running {
    slides: Vec<motion::Slide>,
    ms: f64,
    /// The first frame's time.
    start: Option<f64>,
    /// The next frame asked for, and the one before it (kept until it has run).
    frames: [Option<frames::Frame>; 2],
}

type Motion = Rc<RefCell<Option<Running>>>;

thread_local! {
    /// Animation frames of motions that ended, kept until a later frame (see [`frame`]).
    static SPENT: RefCell<Vec<frames::Frame>> = const { RefCell::new(Vec::new()) };
}

/// The reader asked for no motion (`prefers-reduced-motion: reduce`).
fn reduced_motion() -> bool {
    gloo::utils::window().match_media("(prefers-reduced-motion: reduce)").ok().flatten().is_some_and(|m| m.matches())
}

/// Draws one frame of the motion, and asks for the next; at its end, the board is drawn again with
/// the men where they arrived.
fn frame(anim: Motion, layer: NodeRef, redraw: UseForceUpdateHandle, now: f64) {
    // The frames of a motion that ended, dropped here: never the frame running now.
    SPENT.with(|s| s.borrow_mut().clear());
    let mut slot = anim.borrow_mut();
    let Some(run) = slot.as_mut() else { return };
    let start = *run.start.get_or_insert(now);
    let t = (now - start) / run.ms.max(1.0);
    if t >= motion::length(&run.slides) as f64 {
        // The frame running now belongs to this motion: dropping it from inside itself would
        // throw ("closure invoked … after being dropped"), so it waits for the next frame.
        if let Some(ended) = slot.take() {
            SPENT.with(|s| s.borrow_mut().extend(ended.frames.into_iter().flatten()));
        }
        drop(slot);
        redraw.force_update();
        return;
    }
    if let Some(layer) = layer.cast::<Element>() {
        let children = layer.children();
        for (i, s) in run.slides.iter().enumerate() {
            let (Some(el), Some(&(x0, y0))) = (children.item(i as u32), s.points.first()) else { continue };
            let (x, y) = s.at(t);
            let _ = el.set_attribute("transform", &format!("translate({} {})", num(x - x0), num(y - y0)));
        }
    }
    let (a, l) = (anim.clone(), layer.clone());
    let next = frames::request(move |now| frame(a, l, redraw, now));
    let [newest, older] = &mut run.frames;
    *older = newest.replace(next);
}

/// Ends a motion under way at once (a click or a key never waits for one).
fn finish(anim: &Motion, redraw: &UseForceUpdateHandle) {
    if anim.borrow_mut().take().is_some() {
        redraw.force_update();
    }
}

/// What the board shows of the motion: the men sliding now, and the layer they are drawn in.
pub struct Sliding {
    pub slides: Vec<motion::Slide>,
    pub layer: NodeRef,
}

/// The motion of the board: when `table`'s men change from those shown before, those that moved
/// slide for `ms` a cell, along the turn's cells ([`motion::path`], `ply` telling a turn from a
/// jump). `dropped`: the target a drag dropped its man on (asked once per change; that man is
/// there already and does not slide).
#[hook]
pub fn use_motion(
    geometry: Rc<Geometry>,
    view: View,
    table: Rc<Table>,
    ply: usize,
    ms: u32,
    dropped: Rc<dyn Fn() -> Option<CellId>>,
) -> Sliding {
    let anim: Motion = use_mut_ref(|| None);
    let redraw = use_force_update();
    let layer = use_node_ref();
    let shown = use_mut_ref(|| (table.clone(), ply));
    {
        let mut before = shown.borrow_mut();
        if !Rc::ptr_eq(&before.0, &table) {
            if before.0.pieces != table.pieces {
                let path = motion::path((before.1, &before.0.marks.last), (ply, &table.marks.last));
                let ms = if reduced_motion() { 0 } else { ms };
                let g = &geometry;
                let centre = |c: CellId| g.cells.get(usize::from(c)).map(|cell| view.at(cell.centre));
                let mut slides = match path {
                    Some(path) if ms > 0 => motion::plan(&before.0.pieces, &table.pieces, &path, &centre),
                    _ => Vec::new(),
                };
                if let Some(d) = dropped() {
                    slides.retain(|s| s.to != d);
                }
                *anim.borrow_mut() = (!slides.is_empty()).then(|| Running {
                    slides,
                    ms: f64::from(ms),
                    start: None,
                    frames: [None, None],
                });
            }
            *before = (table, ply);
        }
    }
    {
        // The motion's first frame is asked for once the board is drawn.
        let (anim, layer, redraw) = (anim.clone(), layer.clone(), redraw.clone());
        use_effect(move || {
            let waiting = anim.borrow().as_ref().is_some_and(|r| r.frames[0].is_none());
            if waiting {
                let (a, l) = (anim.clone(), layer);
                let first = frames::request(move |now| frame(a, l, redraw, now));
                if let Some(run) = anim.borrow_mut().as_mut() {
                    run.frames[0] = Some(first);
                }
            }
        });
    }
    {
        // A press or a key anywhere ends a motion under way at once.
        let (anim, redraw) = (anim.clone(), redraw.clone());
        use_effect_with((), move |_| {
            let doc = gloo::utils::document();
            let options = gloo::events::EventListenerOptions::run_in_capture_phase();
            let listeners = ["pointerdown", "keydown"].map(|kind| {
                let (anim, redraw) = (anim.clone(), redraw.clone());
                gloo::events::EventListener::new_with_options(&doc, kind, options, move |_| finish(&anim, &redraw))
            });
            move || drop(listeners)
        });
    }
    let slides = anim.borrow().as_ref().map(|r| r.slides.clone()).unwrap_or_default();
    Sliding { slides, layer }
}

impl Sliding {
    /// The men sliding, each drawn where it starts and moved by the animation frames.
    pub fn layer(&self, size: f64) -> Html {
        let movers = self.slides.iter().filter_map(|s| {
            let &(x, y) = s.points.first()?;
            Some(html! {
                <image class="mover" href={s.href.clone()} x={num(x - size / 2.0)} y={num(y - size / 2.0)}
                    width={num(size)} height={num(size)} />
            })
        });
        html! { <g class="motion" aria-hidden="true" ref={self.layer.clone()}>{ for movers }</g> }
    }
}
