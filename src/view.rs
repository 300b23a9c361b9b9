//! What each part of the page shows, derived from the state and the engine's answers. No rules:
//! everything here is read from [`Play`] and [`Choices`].

use runeboard_engine::{Choices, Outcome, PieceView, Play, Step};

use crate::components::board::Marks;
use crate::components::reserve_tray::ReserveEntry;
use crate::components::status::StatusView;
use crate::faces::{face, Face};
use crate::state::{capitalise, State};

/// The highlights on the board.
pub fn board_marks(state: &State, ch: &Choices) -> Marks {
    let play = &state.play;
    let mut marks = Marks { selected: state.selected(), ..Marks::default() };
    for step in state.prefix.iter().skip(1) {
        if let Step::Cell(c) = step {
            marks.chosen.push(*c);
        }
    }
    for o in &ch.options {
        if let Step::Cell(c) = o.step {
            if state.prefix.is_empty() {
                marks.movable.push(c);
            } else {
                marks.targets.push((c, o.capture));
            }
        }
    }
    marks.last = play.last_turn_cells();
    marks.vanished = state.vanished.clone();
    marks.turn = state.revision;
    // The men the turn would take: the turn as it stands, if complete, or with the target under
    // the pointer (or keyboard focus) added.
    if ch.complete && !state.prefix.is_empty() {
        marks.doomed = play.preview(&state.prefix);
    }
    if let Some(h) = state.hover.filter(|h| marks.targets.iter().any(|t| t.0 == *h)) {
        let mut steps = state.prefix.clone();
        steps.push(Step::Cell(h));
        for c in play.preview(&steps) {
            if !marks.doomed.contains(&c) {
                marks.doomed.push(c);
            }
        }
    }
    marks
}

/// The options among `ch` that `pick` accepts, with the faces to draw them; `mover` is the man
/// making the turn, whose army the faces take.
pub fn faces(
    ch: &Choices,
    mover: Option<&PieceView>,
    pieces: &[PieceView],
    pick: fn(Step) -> Option<char>,
) -> Vec<(Step, Face)> {
    ch.options.iter().filter_map(|o| pick(o.step).map(|l| (o.step, face(l, mover, pieces)))).collect()
}

/// The reserves to show: every player's men in hand, each marked when it may be dropped now.
pub fn reserve_entries(play: &dyn Play, ch: &Choices, prefix: &[Step]) -> Vec<ReserveEntry> {
    let start = play.choices(&[]);
    let offered = |kind: char| {
        let step = Step::Reserve(kind);
        ch.options.iter().chain(&start.options).any(|o| o.step == step)
    };
    let picked = match prefix.first() {
        Some(Step::Reserve(k)) => Some(*k),
        _ => None,
    };
    let players = play.players();
    play.reserves()
        .into_iter()
        .map(|r| ReserveEntry {
            player: players.get(r.player).copied().unwrap_or("?").to_string(),
            kind: r.kind,
            count: r.count,
            playable: r.player == play.to_move() && offered(r.kind),
            selected: r.player == play.to_move() && picked == Some(r.kind),
            image: r.image,
            name: r.name,
        })
        .collect()
}

/// What the status line says.
pub fn status_view(state: &State, can_stop: bool) -> StatusView {
    let play = &state.play;
    let players = play.players();
    let player = |i: usize| players.get(i).copied().unwrap_or("?").to_string();
    let (text, over) = match play.outcome() {
        Some(Outcome::Win { winner, reason }) => (format!("{} — {} wins", capitalise(&reason), player(winner)), true),
        Some(Outcome::Draw { reason }) => (format!("Draw — {reason}"), true),
        None => (format!("{} to move", player(play.to_move())), false),
    };
    StatusView {
        text,
        over,
        army: usize::from(play.army_of(play.to_move())),
        remark: if over { None } else { play.remark().map(|r| capitalise(&r)) },
        message: state.message.clone(),
        can_stop,
        stop_label: play.stop_label(&state.prefix).unwrap_or_else(|| "Stop here".into()),
        can_cancel: !state.prefix.is_empty() && !over,
    }
}
