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

use std::rc::Rc;

use runeboard_engine::{CellId, Geometry, NavDir, PieceView, Table};
use wasm_bindgen::JsCast;
use web_sys::{Element, KeyboardEvent, MouseEvent, PointerEvent, SvgElement};
use yew::prelude::*;

use crate::components::drawn;
use crate::components::svg::{num, shade_class, view_box, View};
use crate::model::drawings::{Mark, Pen, Shape as Drawn};

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
    /// Coordinates in the corner of the cells next to them, not outside the board (a setting).
    #[prop_or_default]
    pub coords_inside: bool,
}

/// A cell's outline, worked out once per board and orientation.
#[derive(Debug, PartialEq)]
struct Shape {
    name: AttrValue,
    shade: AttrValue,
    points: AttrValue,
    ring: AttrValue,
    corners: AttrValue,
    centre: (f64, f64),
}

/// Shared data compared by identity: a cell redraws only when its own props change.
#[derive(Clone, Debug)]
struct Shared<T>(Rc<T>);

impl<T> PartialEq for Shared<T> {
    fn eq(&self, other: &Self) -> bool {
        Rc::ptr_eq(&self.0, &other.0)
    }
}

/// What a cell shows beyond its outline.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
struct Look {
    selected: bool,
    chosen: bool,
    /// A target, and whether choosing it captures.
    target: Option<bool>,
    last: bool,
    doomed: bool,
    /// The man drawn here is taken by the turn under construction (drawn fading).
    taking: bool,
    movable: bool,
    /// A cell of the suggested turn (a hint).
    hint: bool,
    focused: bool,
    /// The man asked how it moves.
    asked: bool,
    /// A cell the man asked about could reach, and whether it takes there.
    reach: Option<bool>,
}

#[derive(Properties, PartialEq)]
struct CellProps {
    index: usize,
    shape: Shared<Shape>,
    /// The man on it: picture path, name, dimmed.
    man: Option<(AttrValue, AttrValue, bool)>,
    look: Look,
    size: u64,
}

fn shapes(g: &Geometry, view: View) -> Vec<Rc<Shape>> {
    g.cells
        .iter()
        .map(|cell| {
            Rc::new(Shape {
                name: cell.name.clone().into(),
                shade: format!("square {}", shade_class(cell.shade)).into(),
                points: view.points(&cell.polygon, cell.centre, 1.0).into(),
                ring: view.points(&cell.polygon, cell.centre, 0.9).into(),
                corners: view.corners(&cell.polygon, 0.26).into(),
                centre: view.at(cell.centre),
            })
        })
        .collect()
}

#[component]
fn BoardCell(props: &CellProps) -> Html {
    let s = &props.shape.0;
    let l = props.look;
    let size = f64::from_bits(props.size);
    let (cx, cy) = s.centre;
    let class = classes!(
        "cell",
        l.selected.then_some("selected"),
        l.chosen.then_some("chosen"),
        l.target.is_some().then_some("target"),
        (l.target == Some(true)).then_some("capture"),
        l.last.then_some("last"),
        l.doomed.then_some("doomed"),
        l.taking.then_some("taking"),
        props.man.as_ref().is_some_and(|m| m.2).then_some("dimmed"),
        l.movable.then_some("movable"),
        l.hint.then_some("hint"),
        l.asked.then_some("asked"),
        l.reach.is_some().then_some("reach"),
    );
    let label = match &props.man {
        Some((_, name, _)) if l.taking => format!("{}, {name}, taken", s.name),
        Some((_, name, _)) => format!("{}, {name}", s.name),
        None => format!("{}, empty", s.name),
    };
    // The cell's state for screen readers, beside its label ("e4, white pawn").
    let description = [
        l.selected.then_some("selected"),
        match l.target {
            Some(true) => Some("capture here"),
            Some(false) => Some("move here"),
            None => None,
        },
        l.last.then_some("last move"),
        l.hint.then_some("suggested"),
    ]
    .into_iter()
    .flatten()
    .collect::<Vec<_>>()
    .join(", ");
    let description = (!description.is_empty()).then_some(description);
    let marker = match l.target {
        // A move onto a friendly man (a Valkyrie picking it up): corner marks the man leaves
        // visible.
        Some(false) if props.man.is_some() => html! { <path class="corners" d={s.corners.clone()} /> },
        Some(false) => html! { <circle class="dot" cx={num(cx)} cy={num(cy)} r={num(size * 0.17)} /> },
        Some(true) => html! {
            <circle class="ring" cx={num(cx)} cy={num(cy)} r={num(size * 0.47)} stroke-width={num(size * 0.08)} />
        },
        None => match l.reach {
            Some(false) => html! { <circle class="reach-dot" cx={num(cx)} cy={num(cy)} r={num(size * 0.15)} /> },
            Some(true) => html! {
                <circle class="reach-ring" cx={num(cx)} cy={num(cy)} r={num(size * 0.45)} stroke-width={num(size * 0.07)} />
            },
            None => html! {},
        },
    };
    let image = props.man.as_ref().map(|(href, _, _)| {
        html! {
            <image class="piece" href={href.clone()} x={num(cx - size / 2.0)} y={num(cy - size / 2.0)}
                width={num(size)} height={num(size)} />
        }
    });
    html! {
        <g {class} data-cell={s.name.clone()} data-index={props.index.to_string()} role="button"
            tabindex={if l.focused { "0" } else { "-1" }} aria-label={label} aria-description={description}>
            <title>{ s.name.clone() }</title>
            <polygon class={s.shade.clone()} points={s.points.clone()} stroke-width={num(size * 0.014)} />
            <polygon class="tint" points={s.points.clone()} />
            { for image }
            { marker }
            <polygon class="focus-ring" points={s.ring.clone()} stroke-width={num(size * 0.07)} />
        </g>
    }
}

/// The cell an event happened in.
fn cell_of(e: &Event) -> Option<CellId> {
    let el = e.target()?.dyn_into::<Element>().ok()?.closest("[data-index]").ok()??;
    el.get_attribute("data-index")?.parse().ok()
}

/// The cell under a point of the page, if any.
fn cell_at(x: i32, y: i32) -> Option<CellId> {
    let el = gloo::utils::document().element_from_point(x as f32, y as f32)?;
    el.closest("[data-testid=\"board\"] [data-index]").ok()??.get_attribute("data-index")?.parse().ok()
}

/// The colour of a right-button drawing, from the keys held: Shift or Ctrl red, Alt or Meta blue,
/// both yellow, none green (as on lichess).
fn pen_of(e: &MouseEvent) -> Pen {
    match (e.shift_key() || e.ctrl_key(), e.alt_key() || e.meta_key()) {
        (false, false) => Pen::Green,
        (true, false) => Pen::Red,
        (false, true) => Pen::Blue,
        (true, true) => Pen::Yellow,
    }
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

#[component]
pub fn Board(props: &BoardProps) -> Html {
    let g = &props.geometry;
    let view = View::new(g, props.flipped);
    let shapes = {
        let g = g.clone();
        use_memo((Rc::as_ptr(&g) as usize, props.flipped), move |_| shapes(&g, view))
    };
    let size = g.piece_size;
    let marks = &props.table.marks;

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
        };
        let man = men.get(i).copied().flatten().map(|p| (p.picture.path().into(), p.name.clone().into(), p.dimmed));
        html! {
            <BoardCell key={i} index={i} shape={Shared(shape.clone())} {man} {look} size={size.to_bits()} />
        }
    });

    // Men just taken: their old pictures fade and swell away on top of the board.
    let ghosts = props.vanished.iter().filter_map(|p| {
        let (cx, cy) = view.at(g.cells.get(usize::from(p.cell))?.centre);
        Some(html! {
            <g key={format!("{}-{}", props.revision, p.cell)} class="ghost">
                <circle class="flash" cx={num(cx)} cy={num(cy)} r={num(size * 0.5)} />
                <image href={p.picture.path()} x={num(cx - size / 2.0)} y={num(cy - size / 2.0)}
                    width={num(size)} height={num(size)} />
            </g>
        })
    });

    let (big_labels, inside) = (props.big_labels, props.coords_inside);
    let labels = g.labels.iter().map(|l| {
        let (x, y) = if inside { view.label_inside(g, l.at) } else { view.label_at(l.at) };
        let scale = match (big_labels, inside) {
            (true, false) => 0.42,
            (true, true) => 0.32,
            (false, true) => 0.25,
            (false, false) => 0.3,
        };
        html! {
            <text class="coord" x={num(x)} y={num(y)} font-size={num(size * scale)}
                text-anchor="middle" dominant-baseline="central">{ &l.text }</text>
        }
    });
    // Coordinates inside the board are drawn over the cells.
    let labels = html! { <g class="coords" aria-hidden="true">{ for labels }</g> };
    let (labels_under, labels_over) = if inside { (html! {}, labels) } else { (labels, html! {}) };

    // Drawing: where a drag began and in which colour; where the D key was pressed first.
    let drag = use_mut_ref(|| None::<(CellId, Pen)>);
    let key_start = use_mut_ref(|| None::<CellId>);
    // Asking a man how it moves by a long press (touch): the click that ends it is not a click.
    let press = use_mut_ref(|| None::<gloo::timers::callback::Timeout>);
    let pressed_long = use_mut_ref(|| false);
    let onpointerdown = {
        let (drag, pen) = (drag.clone(), props.pen);
        let (press, pressed_long, on_event) = (press.clone(), pressed_long.clone(), props.on_event.clone());
        Callback::from(move |e: PointerEvent| {
            *pressed_long.borrow_mut() = false;
            if e.pointer_type() == "touch" && e.button() == 0 && pen.is_none() {
                if let Some(c) = cell_of(&e) {
                    let (on_event, pressed_long) = (on_event.clone(), pressed_long.clone());
                    *press.borrow_mut() = Some(gloo::timers::callback::Timeout::new(500, move || {
                        *pressed_long.borrow_mut() = true;
                        on_event.emit(BoardEvent::Ask(c));
                    }));
                }
            }
            let chosen = match e.button() {
                2 => Some(pen_of(&e)),
                0 => pen,
                _ => None,
            };
            if let (Some(p), Some(c)) = (chosen, cell_of(&e)) {
                *drag.borrow_mut() = Some((c, p));
                if e.button() == 0 {
                    // (A pen on a touch screen must not scroll the page or start a click.)
                    e.prevent_default();
                }
            }
        })
    };
    let onpointerup = {
        let (drag, on_event, press) = (drag.clone(), props.on_event.clone(), press.clone());
        Callback::from(move |e: PointerEvent| {
            press.borrow_mut().take();
            let Some((from, pen)) = drag.borrow_mut().take() else { return };
            if let Some(to) = cell_at(e.client_x(), e.client_y()) {
                on_event.emit(BoardEvent::Draw(Mark { shape: Drawn::between(from, to), pen }));
            }
        })
    };
    let oncontextmenu = Callback::from(|e: MouseEvent| e.prevent_default());
    let onpointercancel = {
        let press = press.clone();
        Callback::from(move |_: PointerEvent| {
            press.borrow_mut().take();
        })
    };

    // One handler of each kind for the whole board, for the cell the event happened in.
    let act = |make: fn(CellId) -> BoardEvent| {
        let on_event = props.on_event.clone();
        move |e: Event| {
            if let Some(c) = cell_of(&e) {
                on_event.emit(make(c));
            }
        }
    };
    let onclick = {
        let (f, pen, on_event) = (act(BoardEvent::Click), props.pen, props.on_event.clone());
        Callback::from(move |e: MouseEvent| {
            if std::mem::take(&mut *pressed_long.borrow_mut()) {
                return;
            }
            if e.alt_key() || e.ctrl_key() || e.meta_key() {
                if let Some(c) = cell_of(&e) {
                    on_event.emit(BoardEvent::Ask(c));
                }
            } else if pen.is_none() {
                f(e.into())
            }
        })
    };
    let onfocusin = {
        let f = act(BoardEvent::Focus);
        Callback::from(move |e: FocusEvent| f(e.into()))
    };
    let onmouseover = {
        let f = act(|c| BoardEvent::Hover(Some(c)));
        Callback::from(move |e: MouseEvent| f(e.into()))
    };
    // A man dragged from a reserve tray is dropped here: the same as a click on the cell.
    let ondragover = Callback::from(|e: DragEvent| e.prevent_default());
    let ondrop = {
        let f = act(BoardEvent::Click);
        Callback::from(move |e: DragEvent| {
            e.prevent_default();
            f(e.into())
        })
    };
    let onkeydown = {
        let (g, flipped, on_event) = (g.clone(), props.flipped, props.on_event.clone());
        let (key_start, pen) = (key_start.clone(), props.pen);
        Callback::from(move |e: KeyboardEvent| {
            let Some(id) = cell_of(&e) else { return };
            let dir = match e.key().as_str() {
                "m" | "M" if !e.ctrl_key() && !e.meta_key() && !e.alt_key() => {
                    e.prevent_default();
                    on_event.emit(BoardEvent::Ask(id));
                    return;
                }
                "d" | "D" if !e.ctrl_key() && !e.meta_key() && !e.alt_key() => {
                    e.prevent_default();
                    let from = key_start.borrow_mut().take();
                    match from {
                        None => *key_start.borrow_mut() = Some(id),
                        Some(from) => {
                            let pen = pen.unwrap_or_default();
                            on_event.emit(BoardEvent::Draw(Mark { shape: Drawn::between(from, id), pen }));
                        }
                    }
                    return;
                }
                "ArrowUp" => NavDir::Up,
                "ArrowDown" => NavDir::Down,
                "ArrowLeft" => NavDir::Left,
                "ArrowRight" => NavDir::Right,
                "Enter" | " " => {
                    e.prevent_default();
                    on_event.emit(BoardEvent::Click(id));
                    return;
                }
                _ => return,
            };
            e.prevent_default();
            if let Some(next) = g.navigate(id, dir, flipped) {
                on_event.emit(BoardEvent::Focus(next));
                focus_cell(g.name(next));
            }
        })
    };

    let drawn_words: Vec<String> = props.marks.iter().map(|m| m.describe(g)).collect();
    let description = (!drawn_words.is_empty()).then(|| format!("Drawn: {}", drawn_words.join(", ")));

    html! {
        <svg class={classes!("board", props.over.then_some("over"), props.pen.map(|_| "drawing"))} data-testid="board"
            viewBox={view_box(g.view_box)} role="group" aria-label={props.label.clone()}
            data-flipped={if props.flipped { "true" } else { "false" }}
            preserveAspectRatio="xMidYMid meet"
            aria-description={description}
            {onclick} {onfocusin} {onmouseover} {onkeydown} {ondragover} {ondrop}
            {onpointerdown} {onpointerup} {oncontextmenu} {onpointercancel}
            onmouseleave={props.on_event.reform(|_: MouseEvent| BoardEvent::Hover(None))}>
            { labels_under }
            <g class="cells">{ for cells }</g>
            { labels_over }
            <g class="vanished" aria-hidden="true">{ for ghosts }</g>
            { drawn::layer(&props.marks, g, view) }
        </svg>
    }
}
