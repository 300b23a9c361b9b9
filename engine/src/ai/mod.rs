//! The computer opponent: a search generic over [`Game`] ([`search`]), an evaluation per game (the
//! [`Evaluate`] impl in each game's module), five levels, a plain Monte-Carlo player to measure
//! against ([`mcts`]) and matches between players ([`matches`]).
//!
//! The page runs [`think`] in a Web Worker; the command line runs it in `runeboard ai`. Neither
//! knows a rule: they pass a game id, a start position and the turns played, in notation.

pub mod analysis;
pub mod calibrate;
pub mod levels;
pub mod matches;
pub mod mcts;
pub mod protocol;
pub mod review;
pub mod search;
pub mod sprt;
pub mod texel;
pub mod timing;
pub mod tt;
#[cfg(feature = "chess")]
pub mod uci;

use crate::error::{PositionError, TurnError, UnknownGame};
use crate::game::Game;
use crate::session::Session;

pub use crate::eval::{Evaluate, Param};
pub use crate::rng;
pub use levels::{Level, DEFAULT_LEVEL, LEVELS};
pub use protocol::{Line, Mark, Reply, Request, Review, Thought};
pub use rng::Rng;
pub use search::{Limits, SearchInfo, Searcher, WIN, WIN_BOUND};

/// Milliseconds from some fixed start: the search's only view of time, so that the same search
/// runs natively ([`StdClock`]) and in a browser worker (which supplies `performance.now()`).
pub trait Clock {
    fn now_ms(&self) -> f64;
}

/// The clock of the standard library (not for `wasm32-unknown-unknown`, which has none).
#[derive(Clone, Copy, Debug)]
pub struct StdClock(std::time::Instant);

impl StdClock {
    pub fn new() -> Self {
        StdClock(std::time::Instant::now())
    }
}

impl Default for StdClock {
    fn default() -> Self {
        Self::new()
    }
}

impl Clock for StdClock {
    fn now_ms(&self) -> f64 {
        self.0.elapsed().as_secs_f64() * 1000.0
    }
}

/// Size of the transposition table the page and the command line use: 2^17 entries.
pub const TT_BITS: u32 = 17;

/// Why the computer could not think about a game.
#[derive(Debug, thiserror::Error)]
pub enum AiError {
    #[error(transparent)]
    UnknownGame(#[from] UnknownGame),
    #[error("bad position: {0}")]
    Position(#[from] PositionError),
    #[error("turn {number} ({text}): {error}")]
    Turn { number: usize, text: String, error: TurnError },
    #[error("the game is over: there is no turn to choose")]
    GameOver,
    #[error("there is no level {0}: the levels are 1 to 5")]
    BadLevel(u8),
}

/// The session a request describes.
pub fn replay<G: Game>(game: G, position: Option<&str>, turns: &[String]) -> Result<Session<G>, AiError> {
    let mut session = match position {
        Some(text) => {
            let (pos, clocks) = game.parse_position(text).map_err(PositionError::erase)?;
            Session::from_position(game, pos, clocks)
        }
        None => Session::new(game),
    };
    for (i, t) in turns.iter().enumerate() {
        session.play_notation(t).map_err(|error| AiError::Turn { number: i + 1, text: t.clone(), error })?;
    }
    Ok(session)
}

/// Choose a turn for the player to move in `session` at `level`.
pub fn choose<G: Evaluate>(
    searcher: &mut Searcher<G>,
    session: &Session<G>,
    level: Level,
    movetime_ms: f64,
    seed: u64,
    progress: &mut dyn FnMut(&SearchInfo<G::Move>),
) -> Option<SearchInfo<G::Move>> {
    let limits = Limits { depth: level.depth, movetime_ms: Some(movetime_ms), nodes: None, margin: level.margin };
    let mut rng = Rng::new(seed);
    searcher.search_session(session, limits, &mut rng, progress)
}

/// The thought as the page and the command line show it.
pub fn describe<G: Game>(session: &Session<G>, info: &SearchInfo<G::Move>) -> Thought {
    let game = session.game();
    let pos = session.position();
    let mut line = Vec::new();
    let mut p = pos.clone();
    for &mv in &info.pv {
        let legal = crate::game::legal_vec(game, &p);
        if !legal.contains(&mv) {
            break;
        }
        line.push(game.notation(&p, mv, &legal));
        p = game.make(&p, mv);
    }
    Thought {
        notation: game.notation(pos, info.best, session.legal()),
        steps: game.steps(pos, info.best).iter().map(|s| s.step).collect(),
        score: info.score,
        depth: info.depth,
        nodes: info.nodes,
        line,
        lines: Vec::new(),
    }
}

fn think_in<G: Evaluate>(
    game: G,
    req: &Request,
    clock: Box<dyn Clock>,
    progress: &mut dyn FnMut(&Thought),
) -> Result<Thought, AiError> {
    let level = Level::get(req.level).ok_or(AiError::BadLevel(req.level))?;
    let session = replay(game.clone(), req.position.as_deref(), &req.turns)?;
    if session.legal().is_empty() {
        return Err(AiError::GameOver);
    }
    let mut searcher = Searcher::new(game, TT_BITS, clock);
    if req.lines > 0 {
        let a = analysis::analyse(&mut searcher, &session, effort_of(req), &mut |a| {
            progress(&analysis::thought_of(&session, a));
        })
        .ok_or(AiError::GameOver)?;
        return Ok(analysis::thought_of(&session, &a));
    }
    let limits = Limits {
        depth: level.depth,
        movetime_ms: Some(f64::from(req.movetime_ms)),
        nodes: req.nodes,
        margin: level.margin,
    };
    let mut rng = Rng::new(req.seed);
    let info = searcher
        .search_session(&session, limits, &mut rng, &mut |i| {
            progress(&describe(&session, i));
        })
        .ok_or(AiError::GameOver)?;
    Ok(describe(&session, &info))
}

/// What an analysis or a review request may spend: `movetime_ms` (0: no limit), `nodes`, `depth`.
fn effort_of(req: &Request) -> analysis::Effort {
    analysis::Effort {
        lines: usize::from(req.lines.max(1)),
        depth: req.depth,
        movetime_ms: (req.movetime_ms > 0).then(|| f64::from(req.movetime_ms)),
        nodes: req.nodes,
    }
}

/// The computer's turn for a request, by game id. `progress` is told the best turn so far after
/// every finished iteration (a worker posts it, so that "Move now" can play it at once).
/// A request with `lines` ≥ 1 is an analysis instead: its thought carries the best `lines` turns,
/// and `progress` is told them after every finished depth ([`analysis`]).
pub fn think(req: &Request, clock: Box<dyn Clock>, progress: &mut dyn FnMut(&Thought)) -> Result<Thought, AiError> {
    macro_rules! go {
        ($g:expr) => {
            think_in($g, req, clock, progress)
        };
    }
    crate::with_game!(req.game, go, Err(UnknownGame(req.game.to_string()).into()))
}

fn review_in<G: Evaluate>(
    game: G,
    req: &Request,
    clock: Box<dyn Clock>,
    progress: &mut dyn FnMut(u32, u32),
) -> Result<Review, AiError> {
    Level::get(req.level).ok_or(AiError::BadLevel(req.level))?;
    let session = replay(game.clone(), req.position.as_deref(), &req.turns)?;
    let mut searcher = Searcher::new(game, TT_BITS, clock);
    Ok(review::review(&mut searcher, &session, effort_of(req), progress))
}

/// The review of a request's game ([`review`]): every turn of `turns` from `position` judged, each
/// position analysed with `movetime_ms` (0: no limit of time) and `nodes`; `progress(done, of)`
/// after each position.
pub fn review_game(
    req: &Request,
    clock: Box<dyn Clock>,
    progress: &mut dyn FnMut(u32, u32),
) -> Result<Review, AiError> {
    macro_rules! go {
        ($g:expr) => {
            review_in($g, req, clock, progress)
        };
    }
    crate::with_game!(req.game, go, Err(UnknownGame(req.game.to_string()).into()))
}
