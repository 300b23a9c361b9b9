//! Helpers shared by the integration tests.

#![allow(dead_code)]

pub mod beryl_reference;
pub mod odins_reference;
pub mod orphic_reference;
pub mod reference;
pub mod tafl_reference;
pub mod tafl_text;

use runeboard_engine::game::{legal_vec, Game, Step};
use runeboard_engine::{new_session, Command, GameId, Play};

/// A small deterministic random generator (xorshift64*), so playouts are reproducible from a seed.
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Self {
        Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1)
    }
    pub fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
    pub fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

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

/// A random game of at most `plies` turns through the page's interface, each turn chosen step by
/// step among the choices offered (stopping early where a turn may stop); `visit` sees the game
/// and the turn under construction before each step.
pub fn random_play(id: GameId, seed: u64, plies: usize, visit: &mut dyn FnMut(&dyn Play, &[Step])) -> Box<dyn Play> {
    let mut rng = Rng::new(seed);
    let mut play = new_session(id);
    for _ in 0..plies {
        let mut turn = Vec::new();
        loop {
            visit(&*play, &turn);
            let ch = play.choices(&turn);
            if ch.options.is_empty() || (ch.complete && rng.below(3) == 0) {
                break;
            }
            turn.push(ch.options[rng.below(ch.options.len())].step);
        }
        if turn.is_empty() || play.apply(Command::Play(turn)).is_err() {
            break;
        }
    }
    play
}
