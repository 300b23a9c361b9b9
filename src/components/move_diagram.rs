//! A small picture of one man's moves for the Rules panel, drawn from the engine: the game's board,
//! the man, the cells it may go to (dots) and the men it may take (rings). Which cells those are is
//! the engine's answer for the diagram's position, never drawn by hand.

use runeboard_engine::{new_session, CellId, Command, Play, Step};
use yew::prelude::*;

use crate::components::svg::{num, view_box, View};
use runeboard_engine::rules::MoveDiagram as Diagram;

#[derive(Properties, PartialEq)]
pub struct MoveDiagramProps {
    pub diagram: &'static Diagram,
}

/// The cells the man on `from` may go to, each with whether it captures there; declarations and
/// promotions on the way are looked through.
fn targets(play: &dyn Play, from: CellId) -> Vec<(CellId, bool)> {
    let mut out: Vec<(CellId, bool)> = Vec::new();
    let mut stack = vec![vec![Step::Cell(from)]];
    while let Some(prefix) = stack.pop() {
        for o in play.choices(&prefix).options {
            match o.step {
                Step::Cell(c) => match out.iter_mut().find(|t| t.0 == c) {
                    Some(t) => t.1 |= o.capture,
                    None => out.push((c, o.capture)),
                },
                other if prefix.len() < 4 => {
                    let mut next = prefix.clone();
                    next.push(other);
                    stack.push(next);
                }
                _ => {}
            }
        }
    }
    out
}

#[component]
pub fn MoveDiagram(props: &MoveDiagramProps) -> Html {
    let d = props.diagram;
    let mut play = new_session(d.game);
    if play.apply(Command::Load(d.position.into())).is_err() {
        return html! {};
    }
    let g = d.game.geometry();
    let Some(from) = g.cell_by_name(d.from) else { return html! {} };
    let targets = targets(&*play, from);
    let size = g.piece_size;
    let table = play.table(&[], None);
    let shown: Vec<_> =
        table.pieces.iter().filter(|p| p.cell == from || targets.iter().any(|t| t.0 == p.cell && t.1)).collect();
    // The cells only, without the edge labels' margin.
    let view = View::new(g, false);
    let (x0, y0, x1, y1) = view.bounds;
    let pad = size * 0.1;
    let (x, y, w, h) = (x0 - pad, y0 - pad, x1 - x0 + 2.0 * pad, y1 - y0 + 2.0 * pad);
    let cells = g.cells.iter().enumerate().map(|(i, cell)| {
        let id = CellId::try_from(i).unwrap_or(CellId::MAX);
        let target = targets.iter().find(|t| t.0 == id).map(|t| t.1);
        let (cx, cy) = cell.centre;
        let piece = shown.iter().find(|p| p.cell == id).map(|p| {
            html! {
                <image class="piece" href={p.picture.path()} x={num(cx - size / 2.0)}
                    y={num(cy - size / 2.0)} width={num(size)} height={num(size)} />
            }
        });
        let marker = match target {
            Some(false) => html! { <circle class="dot" cx={num(cx)} cy={num(cy)} r={num(size * 0.17)} /> },
            Some(true) => html! {
                <circle class="ring" cx={num(cx)} cy={num(cy)} r={num(size * 0.47)} stroke-width={num(size * 0.08)} />
            },
            None => html! {},
        };
        let class = classes!(
            "cell",
            (id == from).then_some("selected"),
            target.is_some().then_some("target"),
            (target == Some(true)).then_some("capture")
        );
        html! {
            <g {class} data-cell={cell.name.clone()}>
                <polygon class={format!("square {}", cell.shade.class())} points={view.points(&cell.polygon, cell.centre, 1.0)}
                    stroke-width={num(size * 0.014)} />
                <polygon class="tint" points={view.points(&cell.polygon, cell.centre, 1.0)} />
                { for piece }
                { marker }
            </g>
        }
    });
    html! {
        <figure class="move-diagram" data-testid="move-diagram" data-piece={d.piece}>
            <svg class="board over" viewBox={view_box((x, y, w, h))}
                role="img" aria-label={d.caption}>
                { for cells }
            </svg>
            <figcaption>{ d.caption }</figcaption>
        </figure>
    }
}
