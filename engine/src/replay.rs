//! Replaying a game record through the rules: the session it describes, or the first bad turn and
//! why, read off the board. Above both the record data ([`crate::record`]) and the sessions.

use crate::error::TurnError;
use crate::game::{PieceView, Step};
use crate::geometry::{CellId, Geometry};
use crate::id::GameId;
use crate::new_session;
use crate::record::{Obstacle, Record, RecordError, Unplayable};
use crate::session::Play;
use crate::table::{Command, CommandError, Table};

impl Record {
    /// The record of a game in progress.
    pub fn of(play: &dyn Play) -> Record {
        play.record()
    }

    /// Replay the record through the rules: the resulting game, or the first bad turn and why.
    pub fn replay(&self) -> Result<Box<dyn Play>, RecordError> {
        self.replay_with(new_session)
    }

    /// [`Record::replay`], its game made by `new_session` (a page that makes its sessions itself,
    /// to reach no other game's code: [`crate::catalog::new_session_among`]).
    pub fn replay_with(&self, new_session: impl FnOnce(GameId) -> Box<dyn Play>) -> Result<Box<dyn Play>, RecordError> {
        let mut play = new_session(self.game);
        if let Some(s) = &self.start {
            play.apply(Command::Load(s.clone())).map_err(RecordError::BadStart)?;
        }
        for (i, turn) in self.turns.iter().enumerate() {
            if let Err(e) = play.apply(Command::Notation(turn.clone())) {
                let table = play.table(&[], None);
                let player = table.player(table.to_move);
                let reason = match e {
                    CommandError::Turn(TurnError::GameOver) => Unplayable::AfterTheEnd { text: turn.clone() },
                    _ => explain_refusal(&*play, turn),
                };
                let (first, players) = (table.first_turn, table.players.len().max(1));
                let move_number = first.0 + u32::try_from((first.1 + i) / players).unwrap_or(u32::MAX);
                return Err(RecordError::BadTurn {
                    number: i + 1,
                    move_number,
                    player,
                    text: turn.clone(),
                    reason: Box::new(reason),
                });
            }
        }
        Ok(play)
    }
}

/// Why `text` is not a legal turn in the game's current position, found by asking the
/// rules what each man named in the text could do (no rules of its own). With two cells named,
/// the first is read as the man moving and the second as its target; with one, as the target.
pub fn explain_refusal(play: &dyn Play, text: &str) -> Unplayable {
    // No legal turn is written in hundreds of characters: look at the start of a long text only.
    let mut end = text.len().min(200);
    while !text.is_char_boundary(end) {
        end -= 1;
    }
    let table = play.table(&[], None);
    let g = play.geometry();
    let named = cells_named(g, &text[..end]);
    let text = text.to_string();
    let player = table.player(table.to_move);
    let name = |c: CellId| g.name(c).to_string();
    let pieces = &table.pieces;
    let man_on = |c: CellId| pieces.iter().find(|p| p.cell == c);
    // The cells a man can go to: the next cell step after it, past any declaration first (an
    // spIndecision ö says what it is before it moves).
    let targets_of = |from: CellId| -> Vec<CellId> {
        let mut cells = Vec::new();
        let first = [Step::Cell(from)];
        for o in play.choices(&first).options {
            match o.step {
                Step::Cell(c) => cells.push(c),
                step => {
                    let then = play.choices(&[Step::Cell(from), step]);
                    cells.extend(then.options.iter().filter_map(|o| match o.step {
                        Step::Cell(c) => Some(c),
                        _ => None,
                    }));
                }
            }
        }
        crate::sort::sort(&mut cells);
        cells.dedup();
        cells
    };
    let movers: Vec<CellId> = play
        .choices(&[])
        .options
        .iter()
        .filter_map(|o| if let Step::Cell(c) = o.step { Some(c) } else { None })
        .collect();
    match named.as_slice() {
        [from, to, ..] => match man_on(*from) {
            None => Unplayable::NoMan { text, cell: name(*from) },
            Some(man) if !movers.contains(from) => Unplayable::CannotMove {
                text,
                man: man.name.clone(),
                cell: name(*from),
                player,
                obstacle: obstacle(&table, g, man, &[], *to),
            },
            Some(man) if !targets_of(*from).contains(to) => {
                let targets = targets_of(*from);
                let mut can: Vec<String> = targets.iter().map(|&c| name(c)).collect();
                crate::sort::sort(&mut can);
                Unplayable::CannotGo {
                    text,
                    man: man.name.clone(),
                    from: name(*from),
                    to: name(*to),
                    obstacle: obstacle(&table, g, man, &targets, *to),
                    targets: can,
                }
            }
            Some(_) => Unplayable::NotLegal { text, player },
        },
        [to] => {
            let men: Vec<(String, String)> = movers
                .iter()
                .filter(|&&m| targets_of(m).contains(to))
                .filter_map(|&m| man_on(m).map(|p| (p.name.clone(), name(m))))
                .collect();
            if men.is_empty() {
                Unplayable::NobodyCanGo { text, player, to: name(*to) }
            } else {
                Unplayable::NotLegalTo { text, player, to: name(*to), men }
            }
        }
        [] => Unplayable::NotLegal { text, player },
    }
}

/// A likely obstacle between a man and the cell it was sent to, read off the board and the man's
/// own targets (no rules of its own): one of its own side's men on the target (" — d5 holds a white
/// pawn"), or the first man on the straight line between the two cells when the man does move along
/// that line, as far as the cell before it (" — e.g. the way is blocked at d3"). `None` when there
/// is none; a leaper whose path is not a line gets no such guess.
fn obstacle(table: &Table, g: &Geometry, man: &PieceView, targets: &[CellId], to: CellId) -> Option<Obstacle> {
    let pieces = &table.pieces;
    if let Some(own) = pieces.iter().find(|p| p.cell == to && p.army == man.army) {
        return Some(Obstacle::Own { cell: g.name(to).to_string(), man: own.name.clone() });
    }
    let from = man.cell;
    let (a, b) = (g.cells.get(usize::from(from))?, g.cells.get(usize::from(to))?);
    let (dx, dy) = (b.centre.0 - a.centre.0, b.centre.1 - a.centre.1);
    let len = (dx * dx + dy * dy).sqrt();
    if len <= 0.0 {
        return None;
    }
    // Where a cell lies along the segment (0 at `from`, 1 at `to`), if on it strictly between.
    let along = |c: CellId| -> Option<f64> {
        let p = g.cells.get(usize::from(c))?.centre;
        let (px, py) = (p.0 - a.centre.0, p.1 - a.centre.1);
        let t = (px * dx + py * dy) / (len * len);
        let off = (px * dy - py * dx).abs() / len;
        (t > 1e-6 && t < 1.0 - 1e-6 && off < 1e-3 * len).then_some(t)
    };
    let blocker = pieces.iter().filter_map(|p| along(p.cell).map(|t| (t, p.cell))).min_by(|x, y| x.0.total_cmp(&y.0));
    match blocker {
        Some((t, c)) if targets.iter().any(|&m| along(m).is_some_and(|u| u < t)) => {
            Some(Obstacle::Blocked { cell: g.name(c).to_string() })
        }
        _ => None,
    }
}

/// Cells whose names appear in `text`, in order, matching the longest name at each place.
fn cells_named(g: &Geometry, text: &str) -> Vec<CellId> {
    let bytes = text.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        let best = g
            .cells
            .iter()
            .enumerate()
            .filter(|(_, c)| !c.name.is_empty() && text.get(i..).is_some_and(|rest| rest.starts_with(c.name.as_str())))
            // A name must not run on into more digits (e1 inside e10).
            .filter(|(_, c)| {
                let end = i + c.name.len();
                !(end < bytes.len() && bytes[end].is_ascii_digit() && c.name.ends_with(|ch: char| ch.is_ascii_digit()))
            })
            .max_by_key(|(_, c)| c.name.len());
        match best.and_then(|(id, c)| CellId::try_from(id).ok().map(|id| (id, c.name.len()))) {
            Some((id, len)) => {
                out.push(id);
                i += len;
            }
            None => i += 1,
        }
    }
    out
}
