//! Matches between players (levels of the search, other weights, the Monte-Carlo player), with
//! colours alternating, for measuring strength from the command line (`runeboard match`).
//!
//! Each pair of games starts from the same random opening (a few random plies, from the match's
//! seed), once with each player moving first, so neither player profits from the opening. A game
//! that reaches the ply cap is scored as a draw.
//!
//! In a game whose openings are often already decided (spIndecision: the start is a first-player
//! win in 7 plies, and most 2-ply openings leave a short forced win), a pair of games measures the
//! opening, not the players: whoever gets the winning side wins both. A *balanced* opening is
//! drawn again until a fixed-depth search from it finds a forced win for neither side, so that
//! the pair is decided by what the players see during the game.

use crate::game::{Game, Outcome};
use crate::session::Session;

use super::levels::Level;
use super::rng::Rng;
use super::search::{Limits, Searcher, WIN_BOUND};
use super::timing::{GameClock, TimeControl, TimeUse, DEFAULT_TIME_USE};
use super::{mcts, Clock, Evaluate, TT_BITS};

/// Who plays.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Player {
    /// The search at a level.
    Level(u8),
    /// The search to a fixed depth without randomness, evaluating with these weights (tuning).
    Weights { depth: u32, weights: Vec<i32> },
    /// Plain UCT with random playouts.
    Mcts,
    /// Another `runeboard` binary (an older build, say) at a level: for every turn it is run as
    /// `PATH ai GAME --level N --movetime MS --seed S TURN…` with every turn since the start, and the
    /// last line it prints is its turn (the `ai` command's protocol). A failure forfeits the game.
    /// Under a game clock it is passed `--clock-left MS --inc MS` instead of the time, and
    /// `--fixed-share` or `--managed` when `time_use` says (`PATH@LEVEL+fixed-share`,
    /// `PATH@LEVEL+managed`; otherwise the binary's own default).
    Engine { path: String, level: u8, time_use: Option<TimeUse> },
}

impl std::fmt::Display for Player {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Player::Level(n) => write!(f, "level {n}"),
            Player::Weights { depth, weights } => write!(f, "depth {depth} {weights:?}"),
            Player::Mcts => write!(f, "mcts"),
            Player::Engine { path, level, time_use: None } => write!(f, "{path} level {level}"),
            Player::Engine { path, level, time_use: Some(t) } => write!(f, "{path} level {level} {}", t.name()),
        }
    }
}

/// How a match is played.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct MatchConfig {
    pub games: u32,
    pub movetime_ms: f64,
    /// A game not over after this many plies is a draw.
    pub max_plies: u32,
    /// Random plies at the start of each pair of games.
    pub opening_plies: u32,
    /// Draw the opening again while a search to this depth finds a forced win in it for either
    /// side (0: take any opening); `None`: the game's own default,
    /// [`Evaluate::balanced_opening_depth`].
    pub balance_depth: Option<u32>,
    pub seed: u64,
}

/// One finished game.
#[derive(Clone, Debug, PartialEq)]
pub struct GameReport {
    /// Did player A move first?
    pub a_first: bool,
    /// A's points: 1, ½ or 0.
    pub a_points: f64,
    pub plies: u32,
    pub result: String,
    /// How many random openings were drawn for this pair (1 unless openings are balanced).
    pub opening_tries: u32,
}

/// The match so far.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Score {
    pub a: f64,
    pub b: f64,
    pub games: u32,
}

impl Score {
    /// A's share of the points, 0 to 1.
    pub fn a_share(&self) -> f64 {
        if self.games == 0 {
            0.0
        } else {
            self.a / f64::from(self.games)
        }
    }
}

struct Agent<G: Evaluate> {
    player: Player,
    searcher: Searcher<G>,
    /// A node budget per move instead of the time (see [`play_match_budget`]).
    nodes: Option<u64>,
    /// The games' starting position as text, when it is not the game's own start: an outside
    /// binary is passed it as `--position` (see [`play_match_from`]).
    start: Option<String>,
}

impl<G: Evaluate> Agent<G> {
    fn new(game: &G, player: Player, clock: &dyn Fn() -> Box<dyn Clock>) -> Agent<G> {
        let searcher = match &player {
            Player::Weights { weights, .. } => Searcher::with_weights(game.clone(), TT_BITS, clock(), weights.clone()),
            _ => Searcher::new(game.clone(), TT_BITS, clock()),
        };
        Agent { player, searcher, nodes: None, start: None }
    }

    /// The limits of a search to `depth` with `margin`: the node budget when there is one (and
    /// then no time limit), else the match's time.
    fn limits(&self, depth: u32, margin: i32, cfg: &MatchConfig) -> Limits {
        match self.nodes {
            Some(n) => Limits { depth, movetime_ms: None, nodes: Some(n), margin },
            None => Limits { depth, movetime_ms: Some(cfg.movetime_ms), nodes: None, margin },
        }
    }

    /// The agent's turn; `Err` with a message when an outside engine fails. Under a game clock,
    /// `time` is the agent's time left and the increment (ms).
    fn choose(
        &mut self,
        session: &Session<G>,
        cfg: &MatchConfig,
        time: Option<(f64, f64)>,
        rng: &mut Rng,
        clock: &dyn Clock,
    ) -> Result<Option<G::Move>, String> {
        let seed = rng.next_u64();
        if let Player::Engine { path, level, time_use } = &self.player {
            let time = match time {
                Some((left, inc)) => Time::Clock { left, inc, time_use: *time_use },
                None => Time::Move(cfg.movetime_ms),
            };
            return ask_engine(path, *level, session, self.start.as_deref(), time, self.nodes, seed).map(Some);
        }
        if let (Some((left, inc)), Player::Level(n)) = (time, &self.player) {
            let Some(level) = Level::get(*n) else { return Ok(None) };
            let limits = Limits { depth: level.depth, movetime_ms: None, nodes: self.nodes, margin: level.margin };
            let mut r = Rng::new(seed);
            let info = self.searcher.search_clocked(session, limits, left, inc, DEFAULT_TIME_USE, &mut r, &mut |_| {});
            return Ok(info.map(|i| i.best));
        }
        // A search to these limits (a level on a node budget, or fixed weights to a depth).
        let search = |searcher: &mut Searcher<G>, limits: Limits| {
            let mut r = Rng::new(seed);
            let earlier = session.earlier_positions();
            searcher.search(session.position(), session.legal(), earlier, limits, &mut r, &mut |_| {}).map(|i| i.best)
        };
        Ok(match &self.player {
            Player::Level(n) => {
                let Some(level) = Level::get(*n) else { return Ok(None) };
                if self.nodes.is_none() {
                    super::choose(&mut self.searcher, session, level, cfg.movetime_ms, seed, &mut |_| {})
                        .map(|i| i.best)
                } else {
                    let limits = self.limits(level.depth, level.margin, cfg);
                    search(&mut self.searcher, limits)
                }
            }
            Player::Weights { depth, .. } => {
                let limits = self.limits(*depth, 0, cfg);
                search(&mut self.searcher, limits)
            }
            Player::Mcts => {
                let mut r = Rng::new(seed);
                mcts::choose(
                    session.game(),
                    session.position(),
                    session.legal(),
                    cfg.movetime_ms,
                    u64::MAX,
                    clock,
                    &mut r,
                )
            }
            Player::Engine { .. } => None,
        })
    }
}

/// The time an outside binary is given for a turn.
#[derive(Clone, Copy, Debug)]
enum Time {
    /// `--movetime MS`.
    Move(f64),
    /// `--clock-left MS --inc MS` (and `--fixed-share` or `--managed`).
    Clock { left: f64, inc: f64, time_use: Option<TimeUse> },
}

/// The turn another `runeboard` binary at `path` chooses in `session` (see [`Player::Engine`]); with
/// a node budget it is also given `--nodes N` (a build that knows it then ignores the time), and
/// with a starting position other than the game's start, `--position TEXT`.
fn ask_engine<G: Game>(
    path: &str,
    level: u8,
    session: &Session<G>,
    start: Option<&str>,
    time: Time,
    nodes: Option<u64>,
    seed: u64,
) -> Result<G::Move, String> {
    let mut cmd = std::process::Command::new(path);
    cmd.arg("ai").arg(session.id().as_str()).args(["--level", &level.to_string()]);
    match time {
        Time::Move(ms) => {
            cmd.args(["--movetime", &format!("{}", ms.round())]);
        }
        Time::Clock { left, inc, time_use } => {
            // Whole milliseconds, rounded down: never more than the player has.
            cmd.args(["--clock-left", &format!("{}", left.floor()), "--inc", &format!("{}", inc.floor())]);
            if let Some(t) = time_use {
                cmd.arg(format!("--{}", t.name()));
            }
        }
    }
    cmd.arg("--seed").arg(seed.to_string());
    if let Some(n) = nodes {
        cmd.args(["--nodes", &n.to_string()]);
    }
    if let Some(text) = start {
        cmd.args(["--position", text]);
    }
    let out = cmd.args(session.move_list()).output().map_err(|e| format!("{path} could not be run: {e}"))?;
    let stdout = String::from_utf8_lossy(&out.stdout);
    let text = stdout.lines().last().unwrap_or_default().trim();
    if !out.status.success() || text.is_empty() {
        let err = String::from_utf8_lossy(&out.stderr);
        return Err(format!("{path} gave no turn ({}): {}", out.status, err.trim()));
    }
    let mut after = session.clone();
    after.play_notation(text).map_err(|e| format!("{path} chose '{text}', not a turn here: {e}"))?;
    after.moves().last().ok_or_else(|| format!("{path} chose '{text}', which played nothing"))
}

/// Play one game from `session`'s position; `agents[0]` moves first. Returns the winner's index
/// into `agents` (None for a draw), the plies played and the result in words. Under a time control
/// each turn is charged to its player's clock by `clock`'s time around the whole turn (for an
/// outside binary, the whole call); a player whose time runs out loses on time.
fn play_game<G: Evaluate>(
    mut session: Session<G>,
    agents: &mut [&mut Agent<G>; 2],
    cfg: &MatchConfig,
    tc: Option<TimeControl>,
    rng: &mut Rng,
    clock: &dyn Clock,
) -> (Option<usize>, u32, String) {
    let mut clocks = tc.map(GameClock::new);
    let first_player = session.game().to_move(session.position());
    let mut plies = 0;
    loop {
        if let Some(o) = session.outcome() {
            return match o {
                Outcome::Win { winner, reason } => {
                    let seat = usize::from(winner != first_player);
                    (Some(seat), plies, format!("{} wins ({reason})", session.game().players()[winner]))
                }
                Outcome::Draw { reason } => (None, plies, format!("draw ({reason})")),
            };
        }
        if plies >= cfg.max_plies {
            return (None, plies, format!("draw (not over after {plies} plies)"));
        }
        let mover = session.game().to_move(session.position());
        let seat = usize::from(mover != first_player);
        let time = clocks.map(|c| (c.left(seat), c.inc_ms()));
        let before = clock.now_ms();
        let chosen = agents[seat].choose(&session, cfg, time, rng, clock);
        if let Some(c) = &mut clocks {
            if !c.charge(seat, clock.now_ms() - before) {
                return (Some(1 - seat), plies, format!("{} loses on time", agents[seat].player));
            }
        }
        let mv = match chosen {
            Ok(Some(mv)) => mv,
            Ok(None) => return (None, plies, "draw (no move chosen)".into()),
            Err(e) => return (Some(1 - seat), plies, format!("forfeit: {e}")),
        };
        if session.play_move(mv).is_err() {
            // Cannot happen: every player chooses among the session's legal turns.
            return (Some(1 - seat), plies, format!("{} chose an illegal turn", agents[seat].player));
        }
        plies += 1;
    }
}

/// A random opening of `plies` plies from `start` (fewer if the game ends first).
pub fn opening<G: Game>(mut session: Session<G>, plies: u32, rng: &mut Rng) -> Session<G> {
    for _ in 0..plies {
        let legal = session.legal();
        if legal.is_empty() {
            break;
        }
        let mv = legal[rng.below(legal.len())];
        if session.play_move(mv).is_err() {
            break;
        }
    }
    session
}

/// At most this many random openings are drawn for a pair; the last one is played if none is
/// balanced.
const MAX_OPENING_TRIES: u32 = 1000;

/// Is the game in `session` still open, with no forced win for either side that a search to
/// `depth` (by `judge`, with the game's default weights) finds?
pub fn balanced<G: Evaluate>(judge: &mut Searcher<G>, session: &Session<G>, depth: u32) -> bool {
    if session.outcome().is_some() || session.legal().is_empty() {
        return false;
    }
    let limits = Limits { depth, movetime_ms: None, nodes: Some(20_000_000), margin: 0 };
    let info = judge.search_session(session, limits, &mut Rng::new(0), &mut |_| {});
    info.is_some_and(|i| i.score.abs() <= WIN_BOUND)
}

/// Play a match of `game` between A and B; `on_game` hears of every game as it ends.
pub fn play_match<G: Evaluate>(
    game: G,
    a: Player,
    b: Player,
    cfg: &MatchConfig,
    clock: &dyn Fn() -> Box<dyn Clock>,
    on_game: &mut dyn FnMut(u32, &GameReport, &Score),
) -> Score {
    play_match_while(game, a, b, cfg, clock, &mut |n, g, s| {
        on_game(n, g, s);
        true
    })
}

/// [`play_match`], stopping early when `on_game` returns false after the second game of a pair
/// (a sequential test stops only on whole pairs, so that each opening is played from both sides).
pub fn play_match_while<G: Evaluate>(
    game: G,
    a: Player,
    b: Player,
    cfg: &MatchConfig,
    clock: &dyn Fn() -> Box<dyn Clock>,
    on_game: &mut dyn FnMut(u32, &GameReport, &Score) -> bool,
) -> Score {
    play_match_budget(game, a, b, cfg, None, clock, on_game)
}

/// [`play_match_while`] with a node budget per move for both players (`runeboard match --nodes`):
/// with `Some(n)` every search stops after `n` nodes and the time is no limit (an outside binary is
/// passed `--nodes n`), so the games do not depend on the machine's load: the same seed and budget
/// play the same games. The Monte-Carlo player still plays by time.
pub fn play_match_budget<G: Evaluate>(
    game: G,
    a: Player,
    b: Player,
    cfg: &MatchConfig,
    nodes: Option<u64>,
    clock: &dyn Fn() -> Box<dyn Clock>,
    on_game: &mut dyn FnMut(u32, &GameReport, &Score) -> bool,
) -> Score {
    play_match_from(Session::new(game), a, b, cfg, nodes, clock, on_game)
}

/// [`play_match_budget`] with every game starting from `first`'s position (its openings are drawn
/// from there), not the game's own start: `runeboard match --position TEXT`. An outside binary
/// is passed that position as `--position TEXT` with the turns since it.
pub fn play_match_from<G: Evaluate>(
    first: Session<G>,
    a: Player,
    b: Player,
    cfg: &MatchConfig,
    nodes: Option<u64>,
    clock: &dyn Fn() -> Box<dyn Clock>,
    on_game: &mut dyn FnMut(u32, &GameReport, &Score) -> bool,
) -> Score {
    play_match_clocked(first, a, b, cfg, nodes, None, clock, on_game)
}

/// [`play_match_from`] under a game clock (`runeboard match --clock BASE+INC`): with `Some(tc)`
/// each player has its own clock, charged with the time each of its turns took by `clock` (the
/// whole call, for an outside binary), and a player whose time runs out loses on time. The
/// search plays by [`DEFAULT_TIME_USE`]; an outside binary is told its time left and the
/// increment (`--clock-left MS --inc MS`) instead of `--movetime` (see [`Player::Engine`]).
#[allow(clippy::too_many_arguments)]
pub fn play_match_clocked<G: Evaluate>(
    first: Session<G>,
    a: Player,
    b: Player,
    cfg: &MatchConfig,
    nodes: Option<u64>,
    tc: Option<TimeControl>,
    clock: &dyn Fn() -> Box<dyn Clock>,
    on_game: &mut dyn FnMut(u32, &GameReport, &Score) -> bool,
) -> Score {
    let game = first.game().clone();
    let start = (*first.position() != game.start()).then(|| game.position_text(first.position(), first.clocks()));
    let mut score = Score::default();
    let mut agent_a = Agent::new(&game, a, clock);
    let mut agent_b = Agent::new(&game, b, clock);
    (agent_a.nodes, agent_a.start) = (nodes, start.clone());
    (agent_b.nodes, agent_b.start) = (nodes, start);
    let mut rng = Rng::new(cfg.seed);
    let wall = clock();
    let mut start = first.clone();
    let balance = cfg.balance_depth.unwrap_or_else(|| game.balanced_opening_depth());
    let mut judge = Searcher::new(game.clone(), TT_BITS, clock());
    let mut opening_tries = 0;
    for g in 0..cfg.games {
        let a_first = g % 2 == 0;
        if a_first {
            opening_tries = 0;
            loop {
                opening_tries += 1;
                start = opening(first.clone(), cfg.opening_plies, &mut rng);
                if balance == 0 || opening_tries >= MAX_OPENING_TRIES || balanced(&mut judge, &start, balance) {
                    break;
                }
            }
        }
        let mut agents = if a_first { [&mut agent_a, &mut agent_b] } else { [&mut agent_b, &mut agent_a] };
        let (winner, plies, result) = play_game(start.clone(), &mut agents, cfg, tc, &mut rng, wall.as_ref());
        let a_points = match winner {
            None => 0.5,
            Some(seat) => f64::from(u8::from((seat == 0) == a_first)),
        };
        score.a += a_points;
        score.b += 1.0 - a_points;
        score.games += 1;
        let go_on = on_game(g + 1, &GameReport { a_first, a_points, plies, result, opening_tries }, &score);
        if !go_on && !a_first {
            break;
        }
    }
    score
}
