//! A chapter as a diagram sheet for printing (issue #40): each position of its main line drawn
//! with its words (a read chapter), or, for a quiz, each position where the student is to find a
//! turn, with its question and without the answer. Hidden on the screen; the print stylesheet
//! prints it alone while a study is open. The positions are the engine's (the chapter's turns
//! played from its start), drawn as the rules panel's diagrams are.

use std::rc::Rc;

use runeboard_engine::study::{Chapter, Study};
use runeboard_engine::{CellId, Command, Play};

use crate::games::{geometry, new_session};
use yew::prelude::*;

use crate::components::svg::{num, shade_class, view_box, View};
use crate::model::settings::RuneSet;

#[derive(Properties, PartialEq, Clone)]
pub struct StudyPrintProps {
    pub study: Rc<Study>,
    /// The chapter printed (its index).
    pub chapter: usize,
    /// The board as shown: turned or not.
    pub flipped: bool,
    #[prop_or_default]
    pub rune_set: RuneSet,
}

/// One step of the sheet: a position and its words.
struct Sheet {
    play: Box<dyn Play>,
    caption: String,
}

/// The steps of the sheet: the main line's positions with their words (a quiz: only the
/// positions where the student is to move, with the question at the start).
fn sheets(c: &Chapter) -> Vec<Sheet> {
    let mut play = new_session(c.game);
    if let Some(start) = &c.start {
        if play.apply(Command::Load(start.clone())).is_err() {
            return Vec::new();
        }
    }
    let quiz = c.mode == runeboard_engine::study::Mode::Quiz;
    let at_start = play.table(&[], None);
    let (student, first, players) = (at_start.to_move, at_start.first_turn, at_start.players.len());
    let mut out = vec![Sheet { play: play.clone(), caption: c.intro.clone().unwrap_or_default() }];
    let mut path = Vec::new();
    for (n, turn) in c.tree.main_line().into_iter().enumerate() {
        if play.apply(Command::Notation(turn.clone())).is_err() {
            break;
        }
        path.push(0);
        let table = play.table(&[], None);
        if quiz {
            if table.to_move == student && table.outcome.is_none() {
                out.push(Sheet { play: play.clone(), caption: format!("Question {}: your turn.", out.len() + 1) });
            }
        } else {
            let words = c.words(&path).map(|w| format!(" {w}")).unwrap_or_default();
            // Numbered as the move list numbers it: "1. e4", "1… e5".
            let turn = crate::components::view_bar::numbered(n, first, players, &turn);
            out.push(Sheet { play: play.clone(), caption: format!("{turn}{words}") });
        }
    }
    out
}

fn diagram(play: &dyn Play, caption: &str, flipped: bool, rune_set: RuneSet) -> Html {
    let table = play.table(&[], None);
    let g = geometry(table.game);
    let size = g.piece_size;
    let view = View::new(g, flipped);
    let (x0, y0, x1, y1) = view.bounds;
    let pad = size * 0.1;
    let (x, y, w, h) = (x0 - pad, y0 - pad, x1 - x0 + 2.0 * pad, y1 - y0 + 2.0 * pad);
    let cells = g.cells.iter().enumerate().map(|(i, cell)| {
        let id = CellId::try_from(i).unwrap_or(CellId::MAX);
        let (cx, cy) = view.at(cell.centre);
        let piece = table.pieces.iter().find(|p| p.cell == id).map(|p| {
            html! {
                <image class="piece" href={rune_set.picture(p.picture).path()} x={num(cx - size / 2.0)}
                    y={num(cy - size / 2.0)} width={num(size)} height={num(size)} />
            }
        });
        html! {
            <g class="cell">
                <polygon class={format!("square {}", shade_class(cell.shade))} points={view.points(&cell.polygon, cell.centre, 1.0)}
                    stroke-width={num(size * 0.014)} />
                { for piece }
            </g>
        }
    });
    html! {
        <figure class="study-diagram" data-testid="study-diagram">
            <svg class="board over" viewBox={view_box((x, y, w, h))} role="img" aria-label={caption.to_string()}>
                { for cells }
            </svg>
            <figcaption>{ caption.to_string() }</figcaption>
        </figure>
    }
}

#[component]
pub fn StudyPrint(props: &StudyPrintProps) -> Html {
    let Some(c) = props.study.chapters.get(props.chapter) else { return html! {} };
    let sheets = sheets(c);
    html! {
        <section class="study-print" data-testid="study-print" aria-hidden="true">
            <h1>{ props.study.title.clone() }</h1>
            <h2>{ c.name.clone() }</h2>
            { for sheets.iter().map(|s| diagram(&*s.play, &s.caption, props.flipped, props.rune_set)) }
        </section>
    }
}
