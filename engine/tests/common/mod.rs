//! Helpers shared by the integration tests.

#![allow(dead_code)]

pub mod beryl_reference;
pub mod odins_reference;
pub mod orphic_reference;
pub mod reference;
pub mod tafl_reference;
pub mod tafl_text;

use std::collections::HashSet;

use runeboard_engine::game::{legal_vec, Game, Step};
use runeboard_engine::{new_session, CellId, Command, GameId, Play};

/// The cell named `name` on the board of game `id`.
pub fn cell(id: GameId, name: &str) -> CellId {
    id.geometry().cell_by_name(name).unwrap_or_else(|| panic!("{id} has no cell {name}"))
}

/// One step of a turn of game `id`: the cell `name`, or `@X` for a man of kind X from the reserve.
pub fn step(id: GameId, name: &str) -> Step {
    match name.strip_prefix('@') {
        Some(kind) => Step::Reserve(kind.chars().next().unwrap_or_else(|| panic!("no kind after @"))),
        None => Step::Cell(cell(id, name)),
    }
}

/// The steps of a turn of game `id`, each as [`step`] reads it.
pub fn steps(id: GameId, names: &[&str]) -> Vec<Step> {
    names.iter().map(|n| step(id, n)).collect()
}

/// The items in order, each once: an expected list of notations or cells, to compare with what the
/// engine lists in its own order.
pub fn sorted<T: Ord>(items: impl IntoIterator<Item = T>) -> Vec<T> {
    let mut v: Vec<T> = items.into_iter().collect();
    v.sort();
    v.dedup();
    v
}

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

/// A slow reference move generator for one game, written from the rules text without the engine's
/// tables: its own reading of the position text, and the distinct positions one turn can reach.
pub trait Reference {
    type Pos: Eq + std::hash::Hash + std::fmt::Debug;
    fn parse(&self, text: &str) -> Self::Pos;
    fn successors(&self, pos: &Self::Pos) -> HashSet<Self::Pos>;
}

/// Orthodox Chess and Keltic Chess (`reference.rs`), by variant.
pub struct Orthodox(pub &'static reference::Variant);

impl Reference for Orthodox {
    type Pos = reference::RefPos;
    fn parse(&self, text: &str) -> Self::Pos {
        reference::parse(self.0, text)
    }
    fn successors(&self, pos: &Self::Pos) -> HashSet<Self::Pos> {
        reference::successors(self.0, pos)
    }
}

/// spIndecision Beryl and Beryl Chess (`beryl_reference.rs`), by their successor function.
pub struct Kite(pub fn(&beryl_reference::RefPos) -> HashSet<beryl_reference::RefPos>);

impl Reference for Kite {
    type Pos = beryl_reference::RefPos;
    fn parse(&self, text: &str) -> Self::Pos {
        beryl_reference::parse(text)
    }
    fn successors(&self, pos: &Self::Pos) -> HashSet<Self::Pos> {
        (self.0)(pos)
    }
}

/// Odin's Rune Chess (`odins_reference.rs`).
pub struct OdinsRune;

impl Reference for OdinsRune {
    type Pos = odins_reference::RefPos;
    fn parse(&self, text: &str) -> Self::Pos {
        odins_reference::parse(text)
    }
    fn successors(&self, pos: &Self::Pos) -> HashSet<Self::Pos> {
        odins_reference::successors(pos)
    }
}

/// Orphic Chess with Elks (`orphic_reference.rs`).
pub struct Orphic;

impl Reference for Orphic {
    type Pos = orphic_reference::OrphicRef;
    fn parse(&self, text: &str) -> Self::Pos {
        orphic_reference::parse(text)
    }
    fn successors(&self, pos: &Self::Pos) -> HashSet<Self::Pos> {
        orphic_reference::successors(pos)
    }
}

/// Tyr Tafl (`odin: false`) and Odin Tafl (`odin: true`), every board size (`tafl_reference.rs`).
pub struct Tafl {
    pub odin: bool,
}

impl Reference for Tafl {
    type Pos = tafl_reference::RefPos;
    fn parse(&self, text: &str) -> Self::Pos {
        tafl_reference::parse(text)
    }
    fn successors(&self, pos: &Self::Pos) -> HashSet<Self::Pos> {
        tafl_reference::successors(pos, self.odin).into_iter().collect()
    }
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

/// The tafl games of the registry, in its order: no catch-all, so a new game must say whether it is
/// one (and the tests written for every tafl game then cover it).
pub fn tafl_games() -> Vec<runeboard_engine::games::tafl::Tafl> {
    use runeboard_engine::games::tafl;
    GameId::ALL
        .into_iter()
        .filter_map(|id| match id {
            GameId::Tyr11 => Some(tafl::tyr_11()),
            GameId::Tyr15 => Some(tafl::tyr_15()),
            GameId::Tyr17 => Some(tafl::tyr_17()),
            GameId::Odin11 => Some(tafl::odin_11()),
            GameId::Odin15 => Some(tafl::odin_15()),
            GameId::Odin17 => Some(tafl::odin_17()),
            GameId::Keltic
            | GameId::OdinsRune
            | GameId::Orphic
            | GameId::Spindecision
            | GameId::Beryl
            | GameId::Chess => None,
        })
        .collect()
}
