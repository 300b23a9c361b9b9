//! The board: one SVG drawn from the engine's [`Geometry`] alone, for every game. Each cell is a
//! focusable group (roving tabindex); arrow keys follow [`Geometry::navigate`].

use std::rc::Rc;

use runeboard_engine::{CellId, Geometry, NavDir, PieceView};
use wasm_bindgen::JsCast;
use web_sys::{KeyboardEvent, SvgElement};
use yew::prelude::*;

/// What to highlight on the board.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Marks {
    /// The man picked first in the turn under construction.
    pub selected: Option<CellId>,
    /// Cells chosen after it in the same turn.
    pub chosen: Vec<CellId>,
    /// Cells that may be chosen next, and whether choosing each captures.
    pub targets: Vec<(CellId, bool)>,
    /// Men that may start a turn.
    pub movable: Vec<CellId>,
    /// Cells the last turn touched.
    pub last: Vec<CellId>,
    /// Men the turn under construction would take.
    pub doomed: Vec<CellId>,
    /// Men the last turn took (or turned), as they stood: drawn fading away, once.
    pub vanished: Vec<PieceView>,
    /// Number of the position shown, so that each turn's fading starts afresh.
    pub turn: u64,
}

#[derive(Properties, PartialEq)]
pub struct BoardProps {
    pub geometry: Rc<Geometry>,
    pub pieces: Rc<Vec<PieceView>>,
    pub marks: Rc<Marks>,
    pub flipped: bool,
    /// The cell holding the board's tab stop.
    pub focus: CellId,
    /// The game is over: cells stop looking clickable.
    pub over: bool,
    pub label: AttrValue,
    pub on_click: Callback<CellId>,
    pub on_focus: Callback<CellId>,
    /// The pointer entered a cell, or left the board (`None`).
    pub on_hover: Callback<Option<CellId>>,
}

/// Turns the drawing by 180° about the middle of the cells when the board is flipped. Points are
/// moved, not the drawing, so pictures and labels stay upright and the view box stays as it is.
#[derive(Clone, Copy)]
struct View {
    flipped: bool,
    /// Bounding box of the cells: (min x, min y, max x, max y).
    bounds: (f64, f64, f64, f64),
    centre: (f64, f64),
}

impl View {
    fn new(geometry: &Geometry, flipped: bool) -> Self {
        let points = geometry.cells.iter().flat_map(|c| c.polygon.iter());
        let (mut x0, mut y0, mut x1, mut y1) = (f64::MAX, f64::MAX, f64::MIN, f64::MIN);
        for &(x, y) in points {
            x0 = x0.min(x);
            y0 = y0.min(y);
            x1 = x1.max(x);
            y1 = y1.max(y);
        }
        if x0 > x1 {
            (x0, y0, x1, y1) = (0.0, 0.0, 0.0, 0.0);
        }
        let centre = ((x0 + x1) / 2.0, (y0 + y1) / 2.0);
        View { flipped, bounds: (x0, y0, x1, y1), centre }
    }

    fn at(self, (x, y): (f64, f64)) -> (f64, f64) {
        if self.flipped {
            (2.0 * self.centre.0 - x, 2.0 * self.centre.1 - y)
        } else {
            (x, y)
        }
    }

    /// Where a label goes. One beside the cells stays on its side, at the mirrored place along
    /// it (rank numbers stay on the left, file letters below, as on a turned chessboard); any
    /// other label turns with the board.
    fn label_at(self, (x, y): (f64, f64)) -> (f64, f64) {
        if !self.flipped {
            return (x, y);
        }
        let (x0, y0, x1, y1) = self.bounds;
        let beside = x < x0 || x > x1;
        let over_or_under = y < y0 || y > y1;
        let (rx, ry) = self.at((x, y));
        match (beside, over_or_under) {
            (true, false) => (x, ry),
            (false, true) => (rx, y),
            _ => (rx, ry),
        }
    }

    /// SVG `points` of a polygon, shrunk towards `centre` by `scale`.
    fn points(self, polygon: &[(f64, f64)], centre: (f64, f64), scale: f64) -> String {
        polygon
            .iter()
            .map(|&(x, y)| {
                let p = (centre.0 + (x - centre.0) * scale, centre.1 + (y - centre.1) * scale);
                let (x, y) = self.at(p);
                format!("{},{}", num(x), num(y))
            })
            .collect::<Vec<_>>()
            .join(" ")
    }

    /// SVG path of small triangles in the corners of a polygon, each reaching `fraction` of the way
    /// along the two sides that meet there.
    fn corners(self, polygon: &[(f64, f64)], fraction: f64) -> String {
        let n = polygon.len();
        let mut d = String::new();
        for (i, &v) in polygon.iter().enumerate() {
            let (prev, next) = (polygon[(i + n - 1) % n], polygon[(i + 1) % n]);
            let towards = |p: (f64, f64)| self.at((v.0 + (p.0 - v.0) * fraction, v.1 + (p.1 - v.1) * fraction));
            let ((x0, y0), (x1, y1), (x2, y2)) = (self.at(v), towards(prev), towards(next));
            d.push_str(&format!("M{} {}L{} {}L{} {}Z", num(x0), num(y0), num(x1), num(y1), num(x2), num(y2)));
        }
        d
    }
}

/// A number for an SVG attribute, short.
fn num(v: f64) -> String {
    let r = (v * 1000.0).round() / 1000.0;
    if r == 0.0 {
        "0".into()
    } else {
        r.to_string()
    }
}

fn view_box((x, y, w, h): (f64, f64, f64, f64)) -> String {
    format!("{} {} {} {}", num(x), num(y), num(w), num(h))
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
    let size = g.piece_size;
    let marks = &props.marks;

    let mut on_cell: Vec<Option<&PieceView>> = vec![None; g.len()];
    for p in props.pieces.iter() {
        if let Some(slot) = on_cell.get_mut(usize::from(p.cell)) {
            *slot = Some(p);
        }
    }

    let cells = g.cells.iter().enumerate().filter_map(|(i, cell)| {
        let id = CellId::try_from(i).ok()?;
        let piece = on_cell.get(i).copied().flatten();
        let target = marks.targets.iter().find(|t| t.0 == id).map(|t| t.1);
        let class = classes!(
            "cell",
            (marks.selected == Some(id)).then_some("selected"),
            marks.chosen.contains(&id).then_some("chosen"),
            target.is_some().then_some("target"),
            (target == Some(true)).then_some("capture"),
            marks.last.contains(&id).then_some("last"),
            marks.doomed.contains(&id).then_some("doomed"),
            piece.is_some_and(|p| p.dimmed).then_some("dimmed"),
            (!props.over && marks.movable.contains(&id)).then_some("movable"),
        );
        let label = match piece {
            Some(p) => format!("{}, {}", cell.name, p.name),
            None => format!("{}, empty", cell.name),
        };
        // The cell's state for screen readers, beside its label ("e4, white pawn").
        let description = [
            (marks.selected == Some(id)).then_some("selected"),
            match target {
                Some(true) => Some("capture here"),
                Some(false) => Some("move here"),
                None => None,
            },
            marks.last.contains(&id).then_some("last move"),
        ]
        .into_iter()
        .flatten()
        .collect::<Vec<_>>()
        .join(", ");
        let description = (!description.is_empty()).then_some(description);
        let (cx, cy) = view.at(cell.centre);
        let onclick = props.on_click.reform(move |_: MouseEvent| id);
        // A man dragged from a reserve tray is dropped here: the same as a click on the cell.
        let ondragover = Callback::from(|e: DragEvent| e.prevent_default());
        let ondrop = props.on_click.reform(move |e: DragEvent| {
            e.prevent_default();
            id
        });
        let onfocus = props.on_focus.reform(move |_: FocusEvent| id);
        let onmouseenter = props.on_hover.reform(move |_: MouseEvent| Some(id));
        let onkeydown = {
            let (g, flipped) = (props.geometry.clone(), props.flipped);
            let (on_click, on_focus) = (props.on_click.clone(), props.on_focus.clone());
            Callback::from(move |e: KeyboardEvent| {
                let dir = match e.key().as_str() {
                    "ArrowUp" => NavDir::Up,
                    "ArrowDown" => NavDir::Down,
                    "ArrowLeft" => NavDir::Left,
                    "ArrowRight" => NavDir::Right,
                    "Enter" | " " => {
                        e.prevent_default();
                        on_click.emit(id);
                        return;
                    }
                    _ => return,
                };
                e.prevent_default();
                if let Some(next) = g.navigate(id, dir, flipped) {
                    on_focus.emit(next);
                    focus_cell(g.name(next));
                }
            })
        };
        let marker = match target {
            // A move onto a friendly man (a Valkyrie picking it up): corner marks the man leaves
            // visible.
            Some(false) if piece.is_some() => {
                html! { <path class="corners" d={view.corners(&cell.polygon, 0.26)} /> }
            }
            Some(false) => {
                html! { <circle class="dot" cx={num(cx)} cy={num(cy)} r={num(size * 0.17)} /> }
            }
            Some(true) => html! {
                <circle class="ring" cx={num(cx)} cy={num(cy)} r={num(size * 0.47)}
                    stroke-width={num(size * 0.08)} />
            },
            None => html! {},
        };
        let image = piece.map(|p| {
            html! {
                <image class="piece" href={format!("pieces/{}.svg", p.image)}
                    x={num(cx - size / 2.0)} y={num(cy - size / 2.0)}
                    width={num(size)} height={num(size)} />
            }
        });
        Some(html! {
            <g key={i} {class} data-cell={cell.name.clone()} role="button"
                tabindex={if id == props.focus { "0" } else { "-1" }}
                aria-label={label}
                aria-description={description}
                {onclick} {onfocus} {onkeydown} {onmouseenter} {ondragover} {ondrop}>
                <title>{ cell.name.clone() }</title>
                <polygon class={format!("square shade-{}", cell.shade)}
                    points={view.points(&cell.polygon, cell.centre, 1.0)}
                    stroke-width={num(size * 0.014)} />
                <polygon class="tint" points={view.points(&cell.polygon, cell.centre, 1.0)} />
                { for image }
                { marker }
                <polygon class="focus-ring" points={view.points(&cell.polygon, cell.centre, 0.9)}
                    stroke-width={num(size * 0.07)} />
            </g>
        })
    });

    // Men just taken: their old pictures fade and swell away on top of the board.
    let ghosts = marks.vanished.iter().filter_map(|p| {
        let (cx, cy) = view.at(g.cells.get(usize::from(p.cell))?.centre);
        Some(html! {
            <g key={format!("{}-{}", marks.turn, p.cell)} class="ghost">
                <circle class="flash" cx={num(cx)} cy={num(cy)} r={num(size * 0.5)} />
                <image href={format!("pieces/{}.svg", p.image)}
                    x={num(cx - size / 2.0)} y={num(cy - size / 2.0)}
                    width={num(size)} height={num(size)} />
            </g>
        })
    });

    let labels = g.labels.iter().map(|l| {
        let (x, y) = view.label_at(l.at);
        html! {
            <text class="coord" x={num(x)} y={num(y)} font-size={num(size * 0.3)}
                text-anchor="middle" dominant-baseline="central">{ &l.text }</text>
        }
    });

    html! {
        <svg class={classes!("board", props.over.then_some("over"))} data-testid="board"
            viewBox={view_box(g.view_box)} role="group" aria-label={props.label.clone()}
            data-flipped={if props.flipped { "true" } else { "false" }}
            preserveAspectRatio="xMidYMid meet" onmouseleave={props.on_hover.reform(|_: MouseEvent| None)}>
            <g class="coords" aria-hidden="true">{ for labels }</g>
            <g class="cells">{ for cells }</g>
            <g class="vanished" aria-hidden="true">{ for ghosts }</g>
        </svg>
    }
}
