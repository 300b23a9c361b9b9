//! The board: one SVG drawn from the engine's [`Geometry`] and [`Table`] alone, for every game.
//! Each cell is a focusable group (roving tabindex) and a memoised component: its outline is
//! worked out once per board and orientation, and it is drawn again only when what it shows
//! changes. Clicks, keys, focus, hovering and drops are handled once, on the board, for the cell
//! they happen in; arrow keys follow [`Geometry::navigate`].
//!
//! A teacher draws on it: a right-button drag draws an arrow (a right click, a circle; Shift or
//! Ctrl for red, Alt for blue, both for yellow), and so does a plain drag or click while the pen
//! tool is on (touch); the D key on one cell, then on another (or the same), does it from the
//! keyboard. The drawings are the state's; the board only reports them.
//!
//! Any man, of either side, can be asked how it moves: Alt-, Ctrl- or Cmd-click, a long press on a
//! touch screen, or M on the focused cell. The cells it could reach are drawn in blue.
//!
//! A man that may move can be dragged ([`drag`]), and a turn played slides its men ([`motion`],
//! [`anim`]); a king in check glows red on its cell (the engine's [`runeboard_engine::table::Marks::check`]).
//!
//! Each gesture is a state machine of its own file — [`drag`], [`pen`] (drawing), [`press`]
//! (long-press ask), [`keys`] — fed by the handlers of [`input`]; this function only draws.

mod anim;
mod cell;
mod drag;
mod frames;
mod input;
mod keys;
pub mod motion;
mod pen;
mod pointer;
mod press;

use std::rc::Rc;

use runeboard_engine::{CellId, Geometry, PieceView, Table};
use wasm_bindgen::JsCast;
use web_sys::{MouseEvent, SvgElement};
use yew::prelude::*;

use crate::components::drawn;
use crate::components::svg::{num, view_box, View};
use crate::model::drawings::{Mark, Pen};
use cell::{BoardCell, Look, Shared};
use input::LiftedMan;

/// What happens on the board, as the board sees it; the page turns it into its actions (in one
/// place: the app).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BoardEvent {
    /// A click (or Enter/Space, or a man dropped from a reserve tray) on a cell.
    Click(CellId),
    /// The keyboard focus moved to this cell.
    Focus(CellId),
    /// The pointer is over this cell, or left the board.
    Hover(Option<CellId>),
    /// How does the man on this cell move?
    Ask(CellId),
    /// An arrow or a circle drawn (the same again takes it away).
    Draw(Mark),
}

#[derive(Properties, PartialEq)]
pub struct BoardProps {
    pub geometry: Rc<Geometry>,
    /// What to draw: the men and the highlights.
    pub table: Rc<Table>,
    /// Men the last turn took (or turned), as they stood: drawn fading away, once.
    pub vanished: Rc<Vec<PieceView>>,
    /// Number of the position shown, so that each turn's fading starts afresh.
    pub revision: u64,
    pub flipped: bool,
    /// The cell holding the board's tab stop.
    pub focus: CellId,
    /// The game is over (or an earlier position is shown): cells stop looking clickable.
    pub over: bool,
    pub label: AttrValue,
    /// Clicks (and drops) on cells, focus, hovering, questions and drawings.
    pub on_event: Callback<BoardEvent>,
    /// The cells of a suggested turn (a hint), highlighted.
    #[prop_or_default]
    pub hint: Rc<Vec<CellId>>,
    /// The arrows and circles drawn on the position shown.
    #[prop_or_default]
    pub marks: Rc<Vec<Mark>>,
    /// The pen tool, when on: a plain click or drag draws instead of playing.
    #[prop_or_default]
    pub pen: Option<Pen>,
    /// A man asked how it moves, and the cells it could reach (whether it takes there).
    #[prop_or_default]
    pub asked: Rc<Option<crate::state::Asked>>,
    /// Larger coordinates, for a projector.
    #[prop_or_default]
    pub big_labels: bool,
    /// How many turns stand played in the position shown: one more or one less than before, and
    /// the change is that turn, which slides; any other jump does not.
    #[prop_or_default]
    pub ply: usize,
    /// How long a man takes to slide from one cell to the next (0: no motion).
    #[prop_or(200)]
    pub motion_ms: u32,
    /// Coordinates in the corner of the cells next to them, not outside the board (a setting).
    #[prop_or_default]
    pub coords_inside: bool,
    /// The cells of the analysis's best turn, in order (drawn as arrows).
    #[prop_or_default]
    pub best: Rc<Vec<CellId>>,
    /// While the computer thinks: the men that may be premoved (picked and dragged to any cell).
    #[prop_or_default]
    pub premovable: Rc<Vec<CellId>>,
    /// The premove's cells (its man, then its target), drawn apart.
    #[prop_or_default]
    pub premove: Rc<Vec<CellId>>,
}

/// The cell under a point of the page, if any.
pub fn cell_at(x: i32, y: i32) -> Option<CellId> {
    let el = gloo::utils::document().element_from_point(x as f32, y as f32)?;
    el.closest("[data-testid=\"board\"] [data-index]").ok()??.get_attribute("data-index")?.parse().ok()
}

/// Move the keyboard focus to the board (the cell that holds its tab stop).
pub fn focus_board() {
    let el = gloo::utils::document().query_selector("[data-testid=\"board\"] [tabindex=\"0\"]").ok().flatten();
    if let Some(el) = el.and_then(|e| e.dyn_into::<SvgElement>().ok()) {
        let _ = el.focus();
    }
}

/// Move the keyboard focus to the board cell with this name.
pub fn focus_cell(name: &str) {
    let selector = format!("[data-testid=\"board\"] [data-cell=\"{}\"]", name.replace('"', ""));
    let el = gloo::utils::document().query_selector(&selector).ok().flatten();
    if let Some(el) = el.and_then(|e| e.dyn_into::<SvgElement>().ok()) {
        let _ = el.focus();
    }
}

/// How much larger than a cell a man lifted by a finger is drawn (as lichess does on a phone), its
/// foot at the finger so that the finger hides none of it.
const FINGER_SCALE: f64 = 2.0;

/// The man being dragged, over everything (moved with the pointer), and under a finger the
/// outline of the cell the finger hides (moved by the handlers, [`input`]).
fn lifted_layer(man: &LiftedMan, size: f64, image: &NodeRef, under: &NodeRef) -> Html {
    let (x, y) = man.at;
    let (side, top) = if man.touch { (size * FINGER_SCALE, y - size * FINGER_SCALE) } else { (size, y - size / 2.0) };
    html! {
        <>
            if man.touch {
                <polygon class="under-ring" ref={under.clone()} visibility="hidden" stroke-width={num(size * 0.08)}
                    aria-hidden="true" />
            }
            <image class={classes!("dragged", man.touch.then_some("by-finger"))} ref={image.clone()} href={man.href.clone()}
                x={num(x - side / 2.0)} y={num(top)} width={num(side)} height={num(side)} aria-hidden="true" />
        </>
    }
}

#[component]
pub fn Board(props: &BoardProps) -> Html {
    let g = &props.geometry;
    let view = View::new(g, props.flipped);
    let shapes = {
        let g = g.clone();
        use_memo((Rc::as_ptr(&g) as usize, props.flipped), move |_| cell::shapes(&g, view))
    };
    let size = g.piece_size;
    let marks = &props.table.marks;
    let input = input::use_input(input::Setup {
        geometry: g.clone(),
        flipped: props.flipped,
        table: props.table.clone(),
        over: props.over,
        pen: props.pen,
        premovable: props.premovable.clone(),
        premove: props.premove.clone(),
        shapes: shapes.clone(),
        on_event: props.on_event.clone(),
    });
    let sliding =
        anim::use_motion(g.clone(), view, props.table.clone(), props.ply, props.motion_ms, input.dropped.clone());
    let lifted = input.lifted.as_ref().map(|l| l.from);

    let mut men: Vec<Option<&PieceView>> = vec![None; g.len()];
    for p in &props.table.pieces {
        if let Some(slot) = men.get_mut(usize::from(p.cell)) {
            *slot = Some(p);
        }
    }
    // Men the turn under construction has taken, where nothing else stands now: drawn fading.
    let mut taking = vec![false; g.len()];
    for p in &props.table.taking {
        let i = usize::from(p.cell);
        if let (Some(slot @ None), Some(t)) = (men.get_mut(i), taking.get_mut(i)) {
            *slot = Some(p);
            *t = true;
        }
    }
    // Where a man of the turn landed on a man it took, the taken man fades beneath it; elsewhere
    // (a man turned where it stands, a man taken from afar) it fades over the board.
    let beneath =
        |p: &PieceView| marks.last.contains(&p.cell) && men.get(usize::from(p.cell)).is_some_and(|m| m.is_some());
    let ghosts = props.vanished.iter().filter(|p| !beneath(p)).filter_map(|p| {
        let (cx, cy) = view.at(g.cells.get(usize::from(p.cell))?.centre);
        Some(html! {
            <g key={format!("{}-{}", props.revision, p.cell)} class="ghost">
                <circle class="flash" cx={num(cx)} cy={num(cy)} r={num(size * 0.5)} />
                <image href={p.picture.path()} x={num(cx - size / 2.0)} y={num(cy - size / 2.0)}
                    width={num(size)} height={num(size)} />
            </g>
        })
    });
    let ghosts = html! { <g class="vanished" aria-hidden="true">{ for ghosts }</g> };
    let cells = shapes.iter().enumerate().map(|(i, shape)| {
        let id = CellId::try_from(i).unwrap_or(CellId::MAX);
        let look = Look {
            selected: marks.selected == Some(id),
            chosen: marks.chosen.contains(&id),
            target: marks.targets.iter().find(|t| t.0 == id).map(|t| t.1),
            last: marks.last.contains(&id),
            doomed: marks.doomed.contains(&id),
            taking: taking.get(i).copied().unwrap_or(false),
            movable: !props.over && marks.movable.contains(&id),
            hint: props.hint.contains(&id),
            focused: id == props.focus,
            asked: props.asked.as_ref().as_ref().is_some_and(|a| a.0 == id),
            reach: props.asked.as_ref().as_ref().and_then(|a| a.1.iter().find(|t| t.0 == id).map(|t| t.1)),
            lifted: lifted == Some(id),
            arriving: sliding.slides.iter().any(|s| s.to == id),
            check: marks.check.contains(&id),
            premove: props.premove.contains(&id),
        };
        let man = men.get(i).copied().flatten().map(|p| (p.picture.path().into(), p.name.clone().into(), p.dimmed));
        // A man taken where the man that took it now stands fades beneath it.
        let vanished = props
            .vanished
            .iter()
            .find(|p| p.cell == id && beneath(p))
            .map(|p| (AttrValue::from(p.picture.path()), props.revision));
        html! {
            <BoardCell key={i} index={i} shape={Shared(shape.clone())} {man} {look} size={size.to_bits()} {vanished} />
        }
    });

    let (big_labels, inside) = (props.big_labels, props.coords_inside);
    let labels = g.labels.iter().map(|l| {
        let scale = match (big_labels, inside) {
            (true, false) => 0.42,
            (true, true) => 0.32,
            (false, true) => 0.25,
            (false, false) => 0.3,
        };
        let (x, y, anchor) = if inside {
            view.label_inside(g, l.at, size * scale)
        } else {
            let (x, y) = view.label_at(l.at);
            (x, y, "middle")
        };
        html! {
            <text class="coord" x={num(x)} y={num(y)} font-size={num(size * scale)}
                text-anchor={anchor} dominant-baseline="central">{ &l.text }</text>
        }
    });
    // Coordinates inside the board are drawn over the cells.
    let labels = html! { <g class="coords" aria-hidden="true">{ for labels }</g> };
    let (labels_under, labels_over) = if inside { (html! {}, labels) } else { (labels, html! {}) };

    let drawn_words: Vec<String> = props.marks.iter().map(|m| m.describe(g)).collect();
    let description = (!drawn_words.is_empty()).then(|| format!("Drawn: {}", drawn_words.join(", ")));
    // While a man could be dragged, a finger on the board neither scrolls the page nor reloads it.
    let can_drag = (!props.over || !props.premovable.is_empty()) && props.pen.is_none();
    // (One node whether a man is lifted or not: Yew matches an element's children from the end, so
    // a child that comes and goes at the end would shift every other child onto another, and the
    // whole board would be built again when a drag starts and ends.)
    let lifted_man =
        input.lifted.as_ref().map(|m| lifted_layer(m, size, &input.lifted_ref, &input.under_ref)).unwrap_or_default();
    let input::Input {
        board,
        onclick,
        onfocusin,
        onmouseover,
        onkeydown,
        onpointerdown,
        onpointermove,
        onpointerup,
        onpointercancel,
        ..
    } = input;
    let oncontextmenu = Callback::from(|e: MouseEvent| e.prevent_default());

    html! {
        <svg class={classes!("board", props.over.then_some("over"), props.pen.map(|_| "drawing"),
                can_drag.then_some("can-drag"), lifted.map(|_| "dragging"))}
            data-testid="board" ref={board}
            viewBox={view_box(g.view_box)} role="group" aria-label={props.label.clone()}
            data-flipped={if props.flipped { "true" } else { "false" }}
            preserveAspectRatio="xMidYMid meet"
            aria-description={description}
            {onclick} {onfocusin} {onmouseover} {onkeydown}
            {onpointerdown} {onpointermove} {onpointerup} {oncontextmenu} {onpointercancel}
            onmouseleave={props.on_event.reform(|_: MouseEvent| BoardEvent::Hover(None))}>
            if !marks.check.is_empty() { { cell::check_glow() } }
            { labels_under }
            <g class="cells">{ for cells }</g>
            { labels_over }
            { ghosts }
            { sliding.layer(size) }
            if !props.best.is_empty() { { drawn::best(&props.best, g, view) } }
            { drawn::layer(&props.marks, g, view) }
            { lifted_man }
        </svg>
    }
}
