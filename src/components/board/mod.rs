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
//! A man that may move can be dragged ([`drag`]), and a turn played slides its men ([`motion`]).

mod drag;
mod frames;
pub mod motion;

use std::cell::RefCell;
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
    /// The man here is being dragged: a ghost of it stays.
    lifted: bool,
    /// A man is sliding here: drawn empty until it arrives.
    arriving: bool,
    /// A cell of the premove.
    premove: bool,
}

#[derive(Properties, PartialEq)]
struct CellProps {
    index: usize,
    shape: Shared<Shape>,
    /// The man on it: picture path, name, dimmed.
    man: Option<(AttrValue, AttrValue, bool)>,
    look: Look,
    size: u64,
    /// A man the last turn took here, as it stood (its picture), drawn fading beneath the man
    /// that stands here now; keyed by the position's number so each turn's fading starts afresh.
    #[prop_or_default]
    vanished: Option<(AttrValue, u64)>,
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
        l.lifted.then_some("lifted"),
        l.arriving.then_some("arriving"),
        l.premove.then_some("premove"),
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
        l.premove.then_some("premove"),
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
    // Men just taken fade and swell away where they stood, beneath the man that took them.
    let vanished = props.vanished.as_ref().map(|(href, revision)| {
        html! {
            <g key={revision.to_string()} class="vanished" aria-hidden="true">
                <g class="ghost">
                    <circle class="flash" cx={num(cx)} cy={num(cy)} r={num(size * 0.5)} />
                    <image href={href.clone()} x={num(cx - size / 2.0)} y={num(cy - size / 2.0)}
                        width={num(size)} height={num(size)} />
                </g>
            </g>
        }
    });
    html! {
        <g {class} data-cell={s.name.clone()} data-index={props.index.to_string()} role="button"
            tabindex={if l.focused { "0" } else { "-1" }} aria-label={label} aria-description={description}>
            <title>{ s.name.clone() }</title>
            <polygon class={s.shade.clone()} points={s.points.clone()} stroke-width={num(size * 0.014)} />
            <polygon class="tint" points={s.points.clone()} />
            { for vanished }
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
pub fn cell_at(x: i32, y: i32) -> Option<CellId> {
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

    // Motion: when the men shown change, those that moved slide (see `motion`).
    let anim: Motion = use_mut_ref(|| None);
    let redraw = use_force_update();
    let layer = use_node_ref();
    let shown = use_mut_ref(|| (props.table.clone(), props.ply));
    // A man dropped by a drag is where it goes already: it does not slide there.
    let dropped = use_mut_ref(|| None::<CellId>);
    {
        let mut before = shown.borrow_mut();
        if !Rc::ptr_eq(&before.0, &props.table) {
            if before.0.pieces != props.table.pieces {
                let path: Option<Vec<CellId>> = match (before.1, props.ply) {
                    (a, b) if b == a + 1 => Some(props.table.marks.last.clone()),
                    (a, b) if a == b + 1 => Some(before.0.marks.last.iter().rev().copied().collect()),
                    (a, b) if a == b => Some(Vec::new()),
                    _ => None,
                };
                let ms = if reduced_motion() { 0 } else { props.motion_ms };
                let centre = |c: CellId| g.cells.get(usize::from(c)).map(|cell| view.at(cell.centre));
                let mut slides = match path {
                    Some(path) if ms > 0 => motion::plan(&before.0.pieces, &props.table.pieces, &path, &centre),
                    _ => Vec::new(),
                };
                if let Some(d) = dropped.borrow_mut().take() {
                    slides.retain(|s| s.to != d);
                }
                *anim.borrow_mut() = (!slides.is_empty()).then(|| Running {
                    slides,
                    ms: f64::from(ms),
                    start: None,
                    frames: [None, None],
                });
            }
            *before = (props.table.clone(), props.ply);
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
    let sliding: Vec<motion::Slide> = anim.borrow().as_ref().map(|r| r.slides.clone()).unwrap_or_default();

    // Dragging: the press that may become a drag, and the man being dragged (drawn over the board).
    let press_drag = use_mut_ref(|| None::<drag::Drag>);
    let dragging = use_state(|| None::<(CellId, AttrValue, (f64, f64))>);
    let lifted_ref = use_node_ref();
    let board_ref = use_node_ref();
    // A drag ends with no click after it (the browser may send one to the cell it ends on).
    let after_drag = use_mut_ref(|| false);
    let latest = use_mut_ref(drag::Latest::default);
    // The men that could start a turn, as the table said before one was picked: another of them
    // may be dragged instead (a click on it picks it instead), unless it is a target.
    let could_start = use_mut_ref(Vec::<CellId>::new);
    {
        if !marks.movable.is_empty() || marks.selected.is_none() {
            *could_start.borrow_mut() = marks.movable.clone();
        }
        let holding: Vec<CellId> = marks.current.or(marks.selected).into_iter().collect();
        let targets: Vec<CellId> = if props.over { Vec::new() } else { marks.targets.iter().map(|t| t.0).collect() };
        let mut startable = Vec::new();
        if !props.over && props.pen.is_none() {
            startable.extend(marks.movable.iter().copied());
            startable.extend(holding.iter().copied());
            if marks.selected.is_some() && marks.chosen.is_empty() {
                startable.extend(could_start.borrow().iter().filter(|c| !targets.contains(c)));
            }
        }
        *latest.borrow_mut() = drag::Latest { startable, holding, targets };
        if !props.premovable.is_empty() && props.pen.is_none() {
            // While the computer thinks, a man of the player's is dragged to any cell (a premove).
            let picked = props.premove.first().filter(|_| props.premove.len() == 1);
            let all = (0..g.len()).filter_map(|i| CellId::try_from(i).ok()).filter(|c| picked != Some(c)).collect();
            *latest.borrow_mut() = drag::Latest {
                startable: props.premovable.to_vec(),
                holding: picked.copied().into_iter().collect(),
                targets: all,
            };
        }
    }
    let lifted = dragging.as_ref().map(|d| d.0);

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
            arriving: sliding.iter().any(|s| s.to == id),
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

    // The men sliding, each drawn where it starts and moved by the animation frames.
    let movers = sliding.iter().filter_map(|s| {
        let &(x, y) = s.points.first()?;
        Some(html! {
            <image class="mover" href={s.href.clone()} x={num(x - size / 2.0)} y={num(y - size / 2.0)}
                width={num(size)} height={num(size)} />
        })
    });
    let movers = html! { <g class="motion" aria-hidden="true" ref={layer.clone()}>{ for movers }</g> };

    // The man being dragged, over everything, moved with the pointer.
    let lifted_man = dragging.as_ref().map(|(_, href, (x, y))| {
        html! {
            <image class="dragged" ref={lifted_ref.clone()} href={href.clone()} x={num(x - size / 2.0)} y={num(y - size / 2.0)}
                width={num(size)} height={num(size)} aria-hidden="true" />
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

    // Drawing: where a drag began and in which colour; where the D key was pressed first.
    let drag = use_mut_ref(|| None::<(CellId, Pen)>);
    let key_start = use_mut_ref(|| None::<CellId>);
    // Asking a man how it moves by a long press (touch): the click that ends it is not a click.
    let press = use_mut_ref(|| None::<gloo::timers::callback::Timeout>);
    let pressed_long = use_mut_ref(|| false);
    let onpointerdown = {
        let (drag, pen) = (drag.clone(), props.pen);
        let (press, pressed_long, on_event) = (press.clone(), pressed_long.clone(), props.on_event.clone());
        let (press_drag, latest, after_drag, dropped) =
            (press_drag.clone(), latest.clone(), after_drag.clone(), dropped.clone());
        Callback::from(move |e: PointerEvent| {
            *pressed_long.borrow_mut() = false;
            *after_drag.borrow_mut() = false;
            dropped.borrow_mut().take();
            if e.pointer_type() == "touch" && e.button() == 0 && pen.is_none() {
                if let Some(c) = cell_of(&e) {
                    let (on_event, pressed_long) = (on_event.clone(), pressed_long.clone());
                    *press.borrow_mut() = Some(gloo::timers::callback::Timeout::new(500, move || {
                        *pressed_long.borrow_mut() = true;
                        on_event.emit(BoardEvent::Ask(c));
                    }));
                }
            }
            let plain = !(e.alt_key() || e.ctrl_key() || e.meta_key() || e.shift_key());
            *press_drag.borrow_mut() = match cell_of(&e) {
                Some(from)
                    if e.button() == 0 && e.is_primary() && plain && latest.borrow().startable.contains(&from) =>
                {
                    Some(drag::Drag {
                        pointer: e.pointer_id(),
                        from,
                        start: (e.client_x(), e.client_y()),
                        started: false,
                        picked: false,
                    })
                }
                _ => None,
            };
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
    let onpointermove = {
        let (press_drag, latest, press, pressed_long) =
            (press_drag.clone(), latest.clone(), press.clone(), pressed_long.clone());
        let (dragging, lifted_ref, on_event, view_box) =
            (dragging.clone(), lifted_ref.clone(), props.on_event.clone(), g.view_box);
        let board_ref = board_ref.clone();
        Callback::from(move |e: PointerEvent| {
            let mut slot = press_drag.borrow_mut();
            let Some(d) = slot.as_mut().filter(|d| d.pointer == e.pointer_id()) else { return };
            // (Not the event's current target: the page's events are delegated to its root.)
            let Some(svg) = board_ref.cast::<Element>() else { return };
            let (x, y) = drag::to_board(&svg, view_box, e.client_x(), e.client_y());
            if d.started {
                if let Some(el) = lifted_ref.cast::<Element>() {
                    let (x0, y0) = dragging.as_ref().map_or((x, y), |l| l.2);
                    let _ = el.set_attribute("transform", &format!("translate({} {})", num(x - x0), num(y - y0)));
                }
                return;
            }
            if !d.far_enough(e.client_x(), e.client_y()) {
                return;
            }
            if *pressed_long.borrow() {
                // A long press asked how the man moves: it does not become a drag.
                *slot = None;
                return;
            }
            press.borrow_mut().take();
            d.started = true;
            let _ = svg.set_pointer_capture(e.pointer_id());
            if !latest.borrow().holding.contains(&d.from) {
                d.picked = true;
                on_event.emit(BoardEvent::Click(d.from));
            }
            let selector = format!("[data-index=\"{}\"] image.piece", d.from);
            let href = svg.query_selector(&selector).ok().flatten().and_then(|i| i.get_attribute("href"));
            if let Some(href) = href {
                dragging.set(Some((d.from, href.into(), (x, y))));
            }
        })
    };
    // The end of a drag: on a target, a click there; anywhere else, the man is back.
    let end_drag = {
        let (press_drag, latest, after_drag, dropped) =
            (press_drag.clone(), latest.clone(), after_drag.clone(), dropped.clone());
        let (dragging, on_event) = (dragging.clone(), props.on_event.clone());
        move |e: &PointerEvent, cancelled: bool| {
            let Some(d) = press_drag.borrow_mut().take().filter(|d| d.pointer == e.pointer_id()) else { return };
            if !d.started {
                return;
            }
            *after_drag.borrow_mut() = true;
            dragging.set(None);
            let to = if cancelled { None } else { cell_at(e.client_x(), e.client_y()) };
            let on_target = to.filter(|t| latest.borrow().targets.contains(t));
            match on_target {
                Some(to) => {
                    *dropped.borrow_mut() = Some(to);
                    on_event.emit(BoardEvent::Click(to));
                }
                // Back on its own cell, the man stays picked (as after a click on it).
                None if to == Some(d.from) => {}
                None if d.picked => on_event.emit(BoardEvent::Click(d.from)),
                None => {}
            }
        }
    };
    let onpointerup = {
        let (drag, on_event, press, end_drag) = (drag.clone(), props.on_event.clone(), press.clone(), end_drag.clone());
        Callback::from(move |e: PointerEvent| {
            press.borrow_mut().take();
            end_drag(&e, false);
            let Some((from, pen)) = drag.borrow_mut().take() else { return };
            if let Some(to) = cell_at(e.client_x(), e.client_y()) {
                on_event.emit(BoardEvent::Draw(Mark { shape: Drawn::between(from, to), pen }));
            }
        })
    };
    let oncontextmenu = Callback::from(|e: MouseEvent| e.prevent_default());
    let onpointercancel = {
        let press = press.clone();
        Callback::from(move |e: PointerEvent| {
            press.borrow_mut().take();
            end_drag(&e, true);
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
            if std::mem::take(&mut *pressed_long.borrow_mut()) || std::mem::take(&mut *after_drag.borrow_mut()) {
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
    // While a man could be dragged, a finger on the board neither scrolls the page nor reloads it.
    let can_drag = (!props.over || !props.premovable.is_empty()) && props.pen.is_none();

    html! {
        <svg class={classes!("board", props.over.then_some("over"), props.pen.map(|_| "drawing"),
                can_drag.then_some("can-drag"), lifted.map(|_| "dragging"))}
            data-testid="board" ref={board_ref}
            viewBox={view_box(g.view_box)} role="group" aria-label={props.label.clone()}
            data-flipped={if props.flipped { "true" } else { "false" }}
            preserveAspectRatio="xMidYMid meet"
            aria-description={description}
            {onclick} {onfocusin} {onmouseover} {onkeydown}
            {onpointerdown} {onpointermove} {onpointerup} {oncontextmenu} {onpointercancel}
            onmouseleave={props.on_event.reform(|_: MouseEvent| BoardEvent::Hover(None))}>
            { labels_under }
            <g class="cells">{ for cells }</g>
            { labels_over }
            { ghosts }
            { movers }
            if !props.best.is_empty() { { drawn::best(&props.best, g, view) } }
            { drawn::layer(&props.marks, g, view) }
            { for lifted_man }
        </svg>
    }
}
