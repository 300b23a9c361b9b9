//! The engine against a game's slow reference generator (cargo feature `reference`, for the
//! engine's own tests; not in the page's build). A game's reference generator, in
//! `games/<game>/reference.rs`, is written from its rules text without the engine's tables: its own
//! reading of the position text, and the distinct positions one turn can reach. Its registry entry
//! names its check (`reference: reference::check`), run by
//! [`GameId::check_against_reference`](crate::GameId::check_against_reference).

use std::collections::HashSet;

use crate::game::{legal_vec, Game};

/// A slow reference move generator for one game.
pub trait Reference {
    type Pos: Eq + std::hash::Hash + std::fmt::Debug;
    fn parse(&self, text: &str) -> Self::Pos;
    fn successors(&self, pos: &Self::Pos) -> HashSet<Self::Pos>;
}

pub use crate::rng::Rng;

/// The positions of a random legal game of at most `plies` plies from the start (start included).
pub fn random_game<G: Game>(game: &G, seed: u64, plies: usize) -> Vec<(G::Pos, Option<G::Move>)> {
    let mut rng = Rng::new(seed);
    let mut pos = game.start();
    let mut out = Vec::new();
    for _ in 0..plies {
        let legal = legal_vec(game, &pos);
        if legal.is_empty() {
            break;
        }
        let mv = legal[rng.below(legal.len())];
        out.push((pos.clone(), Some(mv)));
        pos = game.make(&pos, mv);
    }
    out.push((pos, None));
    out
}

/// No legal turn is rejected, nothing else is accepted: on every position of a random game of at
/// most `plies` plies from `seed`, the positions the engine's legal turns give are exactly the
/// reference's successors (both read through the reference's parser of the position text).
pub fn check_against_reference<G: Game, R: Reference>(game: &G, reference: &R, seed: u64, plies: usize) {
    for (pos, _) in random_game(game, seed, plies) {
        let text = game.position_text(&pos, Default::default());
        let theirs = reference.successors(&reference.parse(&text));
        let ours: HashSet<R::Pos> = legal_vec(game, &pos)
            .iter()
            .map(|&m| reference.parse(&game.position_text(&game.make(&pos, m), Default::default())))
            .collect();
        assert_eq!(ours, theirs, "{}: successors of {text}", game.id());
    }
}
