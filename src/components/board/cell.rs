//! One cell of the board: its outline (worked out once per board and orientation) and a memoised
//! component that draws it again only when what it shows changes: its shade, the man on it, its
//! highlights (picked, targets, last turn, a king in check, a hint…) and its words for screen
//! readers.

use std::rc::Rc;

use runeboard_engine::Geometry;
use yew::prelude::*;

use crate::components::svg::{num, shade_class, View};

/// A cell's outline, worked out once per board and orientation.
#[derive(Debug, PartialEq)]
pub struct Shape {
    pub name: AttrValue,
    shade: AttrValue,
    points: AttrValue,
    /// The outline shrunk a little (where the focus ring is drawn).
    pub ring: AttrValue,
    corners: AttrValue,
    centre: (f64, f64),
}

/// Shared data compared by identity: a cell redraws only when its own props change.
#[derive(Clone, Debug)]
pub struct Shared<T>(pub Rc<T>);

impl<T> PartialEq for Shared<T> {
    fn eq(&self, other: &Self) -> bool {
        Rc::ptr_eq(&self.0, &other.0)
    }
}

/// What a cell shows beyond its outline.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Look {
    pub selected: bool,
    pub chosen: bool,
    /// A target, and whether choosing it captures.
    pub target: Option<bool>,
    pub last: bool,
    pub doomed: bool,
    /// The man drawn here is taken by the turn under construction (drawn fading).
    pub taking: bool,
    pub movable: bool,
    /// A cell of the suggested turn (a hint).
    pub hint: bool,
    pub focused: bool,
    /// The man asked how it moves.
    pub asked: bool,
    /// A cell the man asked about could reach, and whether it takes there.
    pub reach: Option<bool>,
    /// The man here is being dragged: a ghost of it stays.
    pub lifted: bool,
    /// A man is sliding here: drawn empty until it arrives.
    pub arriving: bool,
    /// The king here is in check (the engine's [`runeboard_engine::table::Marks::check`]): a red glow.
    pub check: bool,
    /// A cell of the premove.
    pub premove: bool,
}

#[derive(Properties, PartialEq)]
pub struct CellProps {
    pub index: usize,
    pub shape: Shared<Shape>,
    /// The man on it: picture path, name, dimmed.
    pub man: Option<(AttrValue, AttrValue, bool)>,
    pub look: Look,
    pub size: u64,
    /// A man the last turn took here, as it stood (its picture), drawn fading beneath the man
    /// that stands here now; keyed by the position's number so each turn's fading starts afresh.
    #[prop_or_default]
    pub vanished: Option<(AttrValue, u64)>,
}

/// The board's radial gradient ([`check_glow`]) that fills a king's cell in check.
const CHECK_FILL: &str = "url(#check-glow)";

/// The gradient of a king's cell in check, as lichess's: red at the centre fading out towards the
/// edge (its colours are the style sheet's, in each scheme).
pub fn check_glow() -> Html {
    html! {
        <defs>
            // (Out to the cell's corners, as CSS's `radial-gradient(ellipse at center, …)`.)
            <radialGradient id="check-glow" r="0.71">
                <stop class="check-0" offset="0" />
                <stop class="check-1" offset="0.25" />
                <stop class="check-2" offset="0.89" />
                <stop class="check-3" offset="1" />
            </radialGradient>
        </defs>
    }
}

/// Every cell's outline, for a board seen the way `view` turns it.
pub fn shapes(g: &Geometry, view: View) -> Vec<Rc<Shape>> {
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
pub fn BoardCell(props: &CellProps) -> Html {
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
        l.check.then_some("check"),
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
        l.check.then_some("in check"),
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
            if l.check {
                <polygon class="check-glow" points={s.points.clone()} fill={CHECK_FILL} />
            }
            { for vanished }
            { for image }
            { marker }
            <polygon class="focus-ring" points={s.ring.clone()} stroke-width={num(size * 0.07)} />
        </g>
    }
}
