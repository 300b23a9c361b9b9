//! A small picture of one man's moves for the Rules panel, drawn from the engine: the game's board,
//! the men of the diagram's position, the man (highlighted), the cells it may go to (dots), the men
//! it may take there (rings), the men a move takes elsewhere (a tafl sandwich, a leap's victim:
//! marked as taken), and the cells of a turn's next step (a Forest Ox's removal, a Valkyrie's
//! drop-off, a berserk capture: small squares). Which cells those are is the engine's answer for
//! the diagram's position, never drawn by hand.

use std::collections::BTreeSet;

use runeboard_engine::{CellId, Command, Play, Step};

use crate::games::{geometry, new_session};
use yew::prelude::*;

use crate::components::near_view::use_near_view;
use crate::components::svg::{num, shade_class, view_box, View};
use crate::model::settings::RuneSet;
use runeboard_engine::rules::MoveDiagram as Diagram;

#[derive(Properties, PartialEq)]
pub struct MoveDiagramProps {
    pub diagram: &'static Diagram,
    /// The pictures chosen for Odin's Rune Chess's men.
    #[prop_or_default]
    pub rune_set: RuneSet,
}

/// What the turns through each target lead to: the men they take (wherever they stand) and the
/// cells their next step may choose (a removal, a drop-off, a further capture).
fn beyond(play: &dyn Play, from: CellId, targets: &[(CellId, bool)]) -> (BTreeSet<CellId>, BTreeSet<CellId>) {
    let (mut taken, mut then) = (BTreeSet::new(), BTreeSet::new());
    for &(t, _) in targets {
        // The men the move to `t` takes, as the board previews them with the pointer on `t`.
        taken.extend(play.table(&[Step::Cell(from)], Some(t)).marks.doomed);
        let prefix = [Step::Cell(from), Step::Cell(t)];
        then.extend(play.choices(&prefix).options.iter().filter_map(|o| match o.step {
            Step::Cell(c) if c != t => Some(c),
            _ => None,
        }));
    }
    (taken, then)
}

/// The diagram's figure around what it draws (nothing yet: an empty board of the same size).
fn figure(d: &Diagram, node: NodeRef, view_box: String, drawn: Html) -> Html {
    html! {
        <figure class="move-diagram" data-testid="move-diagram" data-piece={d.piece} ref={node}>
            <svg class="board over" viewBox={view_box} role="img" aria-label={d.caption}>
                { drawn }
            </svg>
            <figcaption>{ d.caption }</figcaption>
        </figure>
    }
}

/// Drawn once it may be seen ([`use_near_view`]): a game's diagrams are most of what its rules
/// cost to show, and a phone's sheet shows one or two of them at a time.
#[component]
pub fn MoveDiagram(props: &MoveDiagramProps) -> Html {
    let d = props.diagram;
    let node = use_node_ref();
    let near = use_near_view(node.clone(), ".sheet-body");
    let g = geometry(d.game);
    let size = g.piece_size;
    // The cells only, without the edge labels' margin.
    let view = View::new(g, false);
    let (x0, y0, x1, y1) = view.bounds;
    let pad = size * 0.1;
    let view_box = view_box((x0 - pad, y0 - pad, x1 - x0 + 2.0 * pad, y1 - y0 + 2.0 * pad));
    if !near {
        return figure(d, node, view_box, html! {});
    }
    let mut play = new_session(d.game);
    if play.apply(Command::Load(d.position.into())).is_err() {
        return html! {};
    }
    let Some(from) = g.cell_by_name(d.from) else { return html! {} };
    let targets = runeboard_engine::ask::reach(&*play, from);
    let (taken, then) = beyond(&*play, from, &targets);
    let table = play.table(&[], None);
    let shown = &table.pieces;
    let cells = g.cells.iter().enumerate().map(|(i, cell)| {
        let id = CellId::try_from(i).unwrap_or(CellId::MAX);
        let target = targets.iter().find(|t| t.0 == id).map(|t| t.1);
        let (cx, cy) = cell.centre;
        let piece = shown.iter().find(|p| p.cell == id).map(|p| {
            html! {
                <image class="piece" href={props.rune_set.picture(p.picture).path()} x={num(cx - size / 2.0)}
                    y={num(cy - size / 2.0)} width={num(size)} height={num(size)} />
            }
        });
        let marker = match target {
            Some(false) if then.contains(&id) => html! {
                <><circle class="dot" cx={num(cx)} cy={num(cy)} r={num(size * 0.17)} />
                <rect class="then" x={num(cx - size * 0.3)} y={num(cy - size * 0.3)} width={num(size * 0.6)}
                    height={num(size * 0.6)} stroke-width={num(size * 0.06)} /></>
            },
            Some(false) => html! { <circle class="dot" cx={num(cx)} cy={num(cy)} r={num(size * 0.17)} /> },
            Some(true) => html! {
                <circle class="ring" cx={num(cx)} cy={num(cy)} r={num(size * 0.47)} stroke-width={num(size * 0.08)} />
            },
            None if then.contains(&id) => html! {
                <rect class="then" x={num(cx - size * 0.3)} y={num(cy - size * 0.3)} width={num(size * 0.6)}
                    height={num(size * 0.6)} stroke-width={num(size * 0.06)} />
            },
            None => html! {},
        };
        let class = classes!(
            "cell",
            (id == from).then_some("selected"),
            target.is_some().then_some("target"),
            (target == Some(true)).then_some("capture"),
            (taken.contains(&id) && target != Some(true)).then_some("taken"),
            then.contains(&id).then_some("then-cell")
        );
        html! {
            <g {class} data-cell={cell.name.clone()}>
                <polygon class={format!("square {}", shade_class(cell.shade))} points={view.points(&cell.polygon, cell.centre, 1.0)}
                    stroke-width={num(size * 0.014)} />
                <polygon class="tint" points={view.points(&cell.polygon, cell.centre, 1.0)} />
                { for piece }
                { marker }
            </g>
        }
    });
    figure(d, node, view_box, html! { <>{ for cells }</> })
}
