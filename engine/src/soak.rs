//! Soak testing: long random legal playouts that check, on every position, the invariants the
//! property tests check (`engine/tests/properties.rs`), at a scale those cannot reach.
//!
//! On every position of the run:
//! - the step tree ([`Session::choices`] walked from the empty prefix) offers exactly the legal turns,
//!   each turn by its own steps, with no dead end, and each of its aliases stands for an option;
//! - the game is over exactly when there is no legal turn left;
//! - the position text round-trips, counters included;
//! - the notation round-trips: every legal turn has its own notation (what [`parse_notation`]
//!   needs to read each one back), and the turn played is read back from its notation (one ply in
//!   [`READ_BACK_EVERY`]);
//! - in games that say their turns give distinct positions ([`Game::distinct_moves`], which perft
//!   relies on), they do;
//! - the turn played through its steps gives the position [`Game::make`] gives, and is what the
//!   history records;
//! - undo restores the position, counters, legal turns, outcome and history exactly, and redo
//!   replays the turn.
//!
//! A playout restarts from the start position when the game ends (by any rule, repetition and
//! move counters included) or after [`MAX_PLIES_PER_GAME`] plies. The random choices come from
//! [`SplitMix64`], so a run is reproduced by its game, seed and length.

use std::collections::HashSet;
use std::time::Instant;

use crate::game::{parse_notation, Game, Step};
use crate::session::Session;

/// A playout that has not ended after this many plies restarts (keeps the history, and the
/// repetition checks that scan it, short in games with no move counter, such as tafl).
pub const MAX_PLIES_PER_GAME: usize = 1000;

/// The turn played is read back from its notation by [`parse_notation`] on one ply in this many
/// (every turn's notation is checked to be unique on every ply, which is what reading back needs).
pub const READ_BACK_EVERY: u64 = 4;

/// A small seedable generator (SplitMix64): reproducible runs without a dependency.
#[derive(Clone, Debug)]
pub struct SplitMix64(u64);

impl SplitMix64 {
    pub fn new(seed: u64) -> Self {
        SplitMix64(seed)
    }

    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number in `0..n` (`n` > 0; 0 when `n` is 0).
    pub fn below(&mut self, n: usize) -> usize {
        if n == 0 {
            return 0;
        }
        // Multiply-shift: unbiased enough for choosing among at most a few thousand turns.
        ((u128::from(self.next_u64()) * n as u128) >> 64) as usize
    }
}

/// What a finished soak run did.
#[derive(Clone, Debug, PartialEq)]
pub struct SoakReport {
    pub game: &'static str,
    pub seed: u64,
    /// Turns played.
    pub plies: u64,
    /// Playouts begun (a restart at each game end).
    pub games: u64,
    /// Playouts that ended by the rules (the rest were cut at [`MAX_PLIES_PER_GAME`] or by the end
    /// of the run).
    pub ended: u64,
    pub seconds: f64,
}

impl SoakReport {
    pub fn plies_per_second(&self) -> f64 {
        self.plies as f64 / self.seconds.max(1e-9)
    }
}

/// An invariant that did not hold: where, and what.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("soak {game} seed {seed}: ply {ply} (ply {game_ply} of playout {playout}), position '{position}': {what}")]
pub struct Violation {
    pub game: &'static str,
    pub seed: u64,
    /// Index of the turn about to be played, counted over the whole run from 0.
    pub ply: u64,
    /// Which playout (from 0) and the ply within it.
    pub playout: u64,
    pub game_ply: usize,
    /// Position text of the position where it failed.
    pub position: String,
    pub what: String,
}

/// Why a soak run by game id did not pass.
#[derive(Debug, thiserror::Error)]
pub enum SoakError {
    #[error(transparent)]
    UnknownGame(#[from] crate::error::UnknownGame),
    #[error(transparent)]
    Violation(#[from] Violation),
}

/// Soak a game named by id for `plies` turns from `seed`.
pub fn soak_by_id(id: &str, plies: u64, seed: u64) -> Result<SoakReport, SoakError> {
    macro_rules! go {
        ($g:expr) => {
            soak($g, plies, seed).map_err(SoakError::from)
        };
    }
    crate::with_game!(id, go, Err(crate::error::UnknownGame(id.to_string()).into()))
}

/// Soak `game` for `plies` turns from `seed`.
pub fn soak<G: Game>(game: G, plies: u64, seed: u64) -> Result<SoakReport, Violation> {
    let started = Instant::now();
    let mut rng = SplitMix64::new(seed);
    let mut session = Session::new(game.clone());
    let mut report = SoakReport { game: game.id().as_str(), seed, plies: 0, games: 1, ended: 0, seconds: 0.0 };
    let mut game_ply = 0usize;
    let mut scratch = Scratch::default();
    while report.plies < plies {
        let fail = |what: String, session: &Session<G>| Violation {
            game: game.id().as_str(),
            seed,
            ply: report.plies,
            playout: report.games - 1,
            game_ply,
            position: session.position_text(),
            what,
        };
        check_position(&game, &session, &mut scratch).map_err(|what| fail(what, &session))?;
        let over = session.outcome().is_some();
        if over || game_ply >= MAX_PLIES_PER_GAME {
            report.ended += u64::from(over);
            report.games += 1;
            session = Session::new(game.clone());
            game_ply = 0;
            continue;
        }
        let i = rng.below(session.legal().len());
        play_checked(&game, &mut session, i, report.plies).map_err(|what| fail(what, &session))?;
        report.plies += 1;
        game_ply += 1;
    }
    report.seconds = started.elapsed().as_secs_f64();
    Ok(report)
}

/// Buffers reused from position to position.
#[derive(Default)]
struct Scratch {
    stack: Vec<Vec<Step>>,
}

/// The invariants of one position (see the module's documentation).
fn check_position<G: Game>(game: &G, session: &Session<G>, scratch: &mut Scratch) -> Result<(), String> {
    let pos = session.position();
    let legal = session.legal();
    let outcome = session.outcome();
    if legal.is_empty() != outcome.is_some() {
        return Err(format!("no legal turn but the game goes on, or the reverse (outcome {outcome:?})"));
    }

    // Position text round-trips.
    let text = game.position_text(pos, session.clocks());
    match game.parse_position(&text) {
        Ok((p, c)) if &p == pos && c == session.clocks() => {}
        Ok(_) => return Err(format!("the position text '{text}' reads back as another position")),
        Err(e) => return Err(format!("the position text '{text}' does not read back: {e}")),
    }

    // The step model offers exactly the legal turns, each by its own steps.
    let by_moves: HashSet<Vec<Step>> =
        legal.iter().map(|&m| game.steps(pos, m).iter().map(|s| s.step).collect()).collect();
    if by_moves.len() != legal.len() {
        return Err(format!("{} legal turns but {} distinct step lists", legal.len(), by_moves.len()));
    }
    let mut by_steps = HashSet::with_capacity(by_moves.len());
    scratch.stack.clear();
    scratch.stack.push(Vec::new());
    while let Some(prefix) = scratch.stack.pop() {
        let ch = session.choices(&prefix);
        if !ch.complete && ch.options.is_empty() && !(prefix.is_empty() && legal.is_empty()) {
            return Err(format!("the step tree has a dead end after {prefix:?}"));
        }
        // An alias (the king put on its own rook) stands for an option, and is not one.
        let offered = |s: Step| ch.options.iter().any(|o| o.step == s);
        if let Some(a) = ch.aliases.iter().find(|&&(a, step)| offered(a) || !offered(step)) {
            return Err(format!("the alias {a:?} after {prefix:?} does not stand for one option"));
        }
        for o in &ch.options {
            let mut next = Vec::with_capacity(prefix.len() + 1);
            next.extend_from_slice(&prefix);
            next.push(o.step);
            scratch.stack.push(next);
        }
        if ch.complete {
            by_steps.insert(prefix);
        }
    }
    if by_steps != by_moves {
        let extra: Vec<_> = by_steps.difference(&by_moves).take(3).collect();
        let missing: Vec<_> = by_moves.difference(&by_steps).take(3).collect();
        return Err(format!("the step tree offers {extra:?}… that are not legal and misses {missing:?}…"));
    }

    // Every legal turn has its own notation, so each reads back as itself.
    let mut seen = HashSet::with_capacity(legal.len());
    for &m in legal {
        let n = game.notation(pos, m, legal);
        let key = n.trim().trim_end_matches(['+', '#', '!', '?']).to_string();
        if key.is_empty() {
            return Err(format!("the turn {m:?} has an empty notation"));
        }
        if !seen.insert(key) {
            return Err(format!("two legal turns are both written '{n}'"));
        }
    }

    // Turns said to give distinct positions do.
    if game.distinct_moves() {
        let successors: HashSet<G::Pos> = legal.iter().map(|&m| game.make(pos, m)).collect();
        if successors.len() != legal.len() {
            return Err(format!("{} legal turns give only {} positions", legal.len(), successors.len()));
        }
    }
    Ok(())
}

/// Play legal turn `i` through its steps, checking the result, undo and redo.
fn play_checked<G: Game>(game: &G, session: &mut Session<G>, i: usize, ply: u64) -> Result<(), String> {
    let before = session.position().clone();
    let clocks = session.clocks();
    let legal = session.legal().to_vec();
    let outcome = session.outcome();
    let list_len = session.moves().count();
    let mv = legal[i];
    let notation = game.notation(&before, mv, &legal);
    // (Every turn's notation is known to be its own by now; reading one back costs all of them
    // again, so the real reader is asked on one ply in READ_BACK_EVERY.)
    if ply % READ_BACK_EVERY == 0 && parse_notation(game, &before, &notation) != Some(mv) {
        return Err(format!("the notation '{notation}' does not read back as its turn"));
    }
    let steps: Vec<Step> = game.steps(&before, mv).iter().map(|s| s.step).collect();
    session.play(&steps).map_err(|e| format!("the legal turn '{notation}' ({steps:?}) is refused: {e}"))?;
    let after = game.make(&before, mv);
    if session.position() != &after {
        return Err(format!("playing '{notation}' by its steps does not give the position make() gives"));
    }
    if session.moves().count() != list_len + 1 || session.moves().last() != Some(mv) {
        return Err(format!("the history does not end with '{notation}'"));
    }
    let after_clocks = session.clocks();
    // Undo restores exactly; redo replays.
    if !session.undo() {
        return Err(format!("'{notation}' cannot be undone"));
    }
    if session.position() != &before
        || session.clocks() != clocks
        || session.legal() != legal.as_slice()
        || session.outcome() != outcome
        || session.moves().count() != list_len
    {
        return Err(format!("undoing '{notation}' does not restore the position, counters, turns and outcome"));
    }
    if !session.redo() || session.position() != &after || session.clocks() != after_clocks {
        return Err(format!("redoing '{notation}' does not replay it"));
    }
    Ok(())
}
