//! The questions about a man asked of a game (`crate::ask`), worked out on a session of a copy of
//! the position: here, below the catalog, so that a session answers them for its own game
//! (`Play::moves_of`, `Play::premove_onto`).

use super::{Play, Session};
use crate::error::PositionError;
use crate::game::{Game, Step};
use crate::geometry::CellId;

/// The cells the man on `from` may go to in the current turn, each with whether it captures there;
/// declarations and promotions on the way are looked through.
pub fn reach(play: &dyn Play, from: CellId) -> Vec<(CellId, bool)> {
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

/// What asking a man gives: whose turn it was imagined to be, and where the man could go.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Reach {
    /// The player whose turn it was taken to be (the side to move when it is that side's man).
    pub player: &'static str,
    pub targets: Vec<(CellId, bool)>,
}

pub(crate) fn onto_in<G: Game>(game: G, position: &str, player: usize, from: CellId) -> Vec<CellId> {
    let Ok((pos, clocks)) = game.parse_position(position) else { return Vec::new() };
    let pos = if game.to_move(&pos) == player { Some(pos) } else { game.with_mover(&pos, player) };
    let Some(pos) = pos else { return Vec::new() };
    let session = Session::from_position(game, pos, clocks);
    let aliases = session.choices(&[Step::Cell(from)]).aliases;
    aliases.into_iter().filter_map(|(alias, _)| if let Step::Cell(c) = alias { Some(c) } else { None }).collect()
}

pub(crate) fn moves_in<G: Game>(game: G, position: &str, cell: CellId) -> Result<Option<Reach>, PositionError> {
    let (pos, clocks) = game.parse_position(position).map_err(PositionError::erase)?;
    let Some(army) = game.pieces(&pos).iter().find(|p| p.cell == cell).map(|p| p.army) else { return Ok(None) };
    let players = game.players();
    let now = game.to_move(&pos);
    // The side to move first, then its owner, then any player (an army no player owns).
    let mut order = vec![now];
    order.extend((0..players.len()).filter(|&p| p != now && game.army_of(p) == army));
    let rest: Vec<usize> = (0..players.len()).filter(|p| !order.contains(p)).collect();
    order.extend(rest);
    let mut first = None;
    for p in order {
        let owner = game.army_of(p) == army || (0..players.len()).all(|q| game.army_of(q) != army);
        let Some(q) = (if p == now { Some(pos.clone()) } else { game.with_mover(&pos, p) }) else { continue };
        let session = Session::from_position(game.clone(), q, clocks);
        let targets = reach(&session, cell);
        let found = Reach { player: players.get(p).copied().unwrap_or(""), targets };
        if !found.targets.is_empty() && (owner || p == now) {
            return Ok(Some(found));
        }
        if owner {
            first.get_or_insert(found);
        }
    }
    Ok(Some(first.unwrap_or(Reach { player: "", targets: Vec::new() })))
}
