//! Perft as defined in `docs/rules/README.md`: the number of distinct positions reachable by
//! complete legal turns, summed over distinct successors. A position in which the game is over
//! (what [`Game::outcome`] decides from the position alone: mate, stalemate, a dead position, a
//! king taken or escaped, no legal turn) has no successors, also at the last ply.

use std::collections::HashSet;
use std::hash::BuildHasherDefault;

use crate::game::Game;
use crate::hash::FxHasher;
use crate::id::GameId;

/// The successors of one position, de-duplicated (games whose moves may coincide).
type Successors<P> = HashSet<P, BuildHasherDefault<FxHasher>>;

/// What one ply of a perft run reuses from node to node, so that no node allocates.
struct Ply<G: Game> {
    moves: Vec<G::Move>,
    successors: Successors<G::Pos>,
}

/// perft(pos, depth).
pub fn perft<G: Game>(game: &G, pos: &G::Pos, depth: u32) -> u64 {
    let mut plies: Vec<Ply<G>> =
        (0..depth).map(|_| Ply { moves: Vec::with_capacity(64), successors: Successors::default() }).collect();
    perft_with(game, pos, depth, &mut plies)
}

/// perft(pos, depth) with one [`Ply`] per remaining ply in `plies`.
fn perft_with<G: Game>(game: &G, pos: &G::Pos, depth: u32, plies: &mut [Ply<G>]) -> u64 {
    let Some((ply, deeper)) = plies.split_first_mut() else { return 1 };
    if depth == 0 {
        return 1;
    }
    ply.moves.clear();
    game.legal_moves(pos, &mut ply.moves);
    if game.outcome(pos, &ply.moves).is_some() {
        return 0;
    }
    if game.distinct_moves() {
        if depth == 1 {
            return ply.moves.len() as u64;
        }
        ply.moves.iter().map(|&m| perft_with(game, &game.make(pos, m), depth - 1, deeper)).sum()
    } else {
        // Moves whose successor no other move gives are counted directly; the others de-duplicated.
        let Ply { moves, successors } = ply;
        successors.clear();
        let mut direct = 0;
        for &m in moves.iter() {
            if !game.distinct_successor(pos, m) {
                successors.insert(game.make(pos, m));
            } else if depth == 1 {
                direct += 1;
            } else {
                direct += perft_with(game, &game.make(pos, m), depth - 1, deeper);
            }
        }
        if depth == 1 {
            return direct + successors.len() as u64;
        }
        direct + successors.iter().map(|q| perft_with(game, q, depth - 1, deeper)).sum::<u64>()
    }
}

/// perft(pos, depth) split by first move, as (move, count) pairs — for finding where two
/// generators disagree.
/// Empty when the game is over at `pos` (and `depth` is at least 1), as perft counts nothing there.
pub fn divide<G: Game>(game: &G, pos: &G::Pos, depth: u32) -> Vec<(G::Move, u64)> {
    let mut moves = Vec::new();
    game.legal_moves(pos, &mut moves);
    if depth > 0 && game.outcome(pos, &moves).is_some() {
        return Vec::new();
    }
    moves.iter().map(|&m| (m, perft(game, &game.make(pos, m), depth.saturating_sub(1)))).collect()
}

/// Why a perft run by game id could not start.
#[derive(Debug, thiserror::Error)]
pub enum PerftError {
    #[error(transparent)]
    UnknownGame(#[from] crate::error::UnknownGame),
    #[error("bad position: {0}")]
    Position(#[from] crate::error::PositionError),
}

fn run<G: Game>(game: G, depth: u32, position: Option<&str>) -> Result<u64, PerftError> {
    let pos = match position {
        Some(text) => game.parse_position(text).map_err(crate::error::PositionError::erase)?.0,
        None => game.start(),
    };
    Ok(perft(&game, &pos, depth))
}

/// perft for a game, from its start or from position text.
pub fn perft_by_id(id: GameId, depth: u32, position: Option<&str>) -> Result<u64, PerftError> {
    crate::with_game!(id, g => run(g, depth, position))
}

/// How many games `runeboard bench` runs: those with a bench depth in the registry.
const BENCHED: usize = {
    let mut n = 0;
    let mut i = 0;
    while i < GameId::ALL.len() {
        if GameId::ALL[i].info().bench_depth.is_some() {
            n += 1;
        }
        i += 1;
    }
    n
};

/// The games `runeboard bench` runs, each with its depth (about a second or two of work), in the
/// registry's order: every game with a `bench` depth in the [`registry!`](crate::registry).
pub const BENCH: &[(GameId, u32)] = &{
    let mut out = [(GameId::ALL[0], 0); BENCHED];
    let (mut i, mut n) = (0, 0);
    while i < GameId::ALL.len() {
        if let Some(depth) = GameId::ALL[i].info().bench_depth {
            out[n] = (GameId::ALL[i], depth);
            n += 1;
        }
        i += 1;
    }
    out
};

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_bench_list_is_the_registrys() {
        let from_registry: Vec<(GameId, u32)> =
            GameId::ALL.into_iter().filter_map(|id| id.info().bench_depth.map(|d| (id, d))).collect();
        assert_eq!(BENCH, from_registry.as_slice());
        assert!(BENCH.contains(&(GameId::Chess, 5)) && BENCH.contains(&(GameId::Beryl, 6)));
    }
}
