//! The miner (`runeboard puzzles`): the engine plays itself (mixed levels, random openings), a
//! finder search looks at every position, and a position where the player to move gained a
//! clear win from the opponent's last turn is judged by a deeper verification search ([`judge`]):
//! exactly one winning turn, every other clearly worse, and the whole line after it while the
//! solver's turn stays the only one. Chances to win are the game's own ([`chance`]), so one set
//! of thresholds ([`Criteria`]) serves every game. Node budgets, not time: the same seed mines
//! the same puzzles on any machine.

use std::collections::HashSet;

use crate::ai::analysis::{analyse, chance, wins_in, Effort, Variation};
use crate::ai::matches::{balanced, opening};
use crate::ai::search::{Limits, Searcher, WIN_BOUND};
use crate::ai::{Clock, Evaluate, Level, Rng, TT_BITS};
use crate::game::Outcome;
use crate::hash::key_of;
use crate::id::GameId;
use crate::session::Session;

use super::themes::themes_of;
use super::Puzzle;

/// What makes a puzzle, in chances to win per mille ([`chance`], the game's own scale).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Criteria {
    /// The best turn's chance is at least this: it wins clearly (1000: a forced win).
    pub win: u16,
    /// The second-best turn's chance is at least this much below the best's.
    pub margin: u16,
    /// Before the opponent's mistake the solver's chance was at most this: not decided yet.
    pub undecided: u16,
    /// The solution has at most this many turns of the solver.
    pub max_solver_turns: usize,
}

impl Default for Criteria {
    fn default() -> Self {
        Criteria { win: 750, margin: 200, undecided: 650, max_solver_turns: 5 }
    }
}

/// How mining goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MineConfig {
    /// Self-play games to play.
    pub games: u32,
    pub seed: u64,
    /// Nodes per turn of the players' searches and of the finder's look at each position.
    pub nodes: u64,
    /// Nodes of the verification search of each candidate (and of each step of its line).
    pub verify_nodes: u64,
    /// A game is stopped after this many plies.
    pub max_plies: u32,
    /// Mining stops after the game that brings the new puzzles to this many (`None`: all games).
    pub until: Option<usize>,
    pub criteria: Criteria,
}

impl MineConfig {
    /// `games` games from `seed`, at `nodes` nodes a look and 8 × `nodes` a verification.
    pub fn new(games: u32, seed: u64, nodes: u64) -> Self {
        MineConfig {
            games,
            seed,
            nodes,
            verify_nodes: nodes * 8,
            max_plies: 200,
            until: None,
            criteria: Criteria::default(),
        }
    }
}

/// Why a position is not a puzzle.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Rejection {
    /// The game is over there.
    GameOver,
    /// The player to move has one legal turn only: nothing to find.
    OnlyOneTurn,
    /// The solver's chance before the opponent's last turn was already this high.
    AlreadyDecided { before: u16 },
    /// The best turn the verification finds does not win clearly (its chance).
    NotWinning { chance: u16 },
    /// The verification's best turn is not the turn the finder found.
    Disagrees,
    /// A second turn is within the margin of the best: (best, second) chances.
    NoMargin { best: u16, second: u16 },
    /// The line ends with nothing gained: no material up, no game won.
    NoGain,
    /// The position (or its mirror image) is a puzzle already.
    Duplicate,
}

impl Rejection {
    /// A short name, for the miner's counts.
    pub fn name(&self) -> &'static str {
        match self {
            Rejection::GameOver => "game over",
            Rejection::OnlyOneTurn => "one turn",
            Rejection::AlreadyDecided { .. } => "decided before",
            Rejection::NotWinning { .. } => "not winning",
            Rejection::Disagrees => "verification disagrees",
            Rejection::NoMargin { .. } => "no margin",
            Rejection::NoGain => "no gain",
            Rejection::Duplicate => "duplicate",
        }
    }
}

/// A position judged a puzzle: the solution line (the solver's turns and the replies), the
/// verification's scores of the best and second-best first turns, and the depth needed.
#[derive(Clone, Debug, PartialEq)]
pub struct Found<M> {
    pub line: Vec<M>,
    pub best: i32,
    pub second: i32,
    /// How the game stands after the line.
    pub end: Option<Outcome>,
}

/// The best turn and the second best (`None` when there is one legal turn only).
pub type TopTwo<M> = (Variation<M>, Option<Variation<M>>);

/// The best two turns of `session` (the second `None` when there is one legal turn), by a
/// multi-PV analysis of `nodes` nodes.
pub fn top_two<G: Evaluate>(searcher: &mut Searcher<G>, session: &Session<G>, nodes: u64) -> Option<TopTwo<G::Move>> {
    let effort = Effort { lines: 2, depth: None, movetime_ms: None, nodes: Some(nodes) };
    let a = analyse(searcher, session, effort, &mut |_| {})?;
    let mut lines = a.lines.into_iter();
    let best = lines.next()?;
    Some((best, lines.next()))
}

/// Whether `best` wins clearly and `second` is clearly worse (the rule for every solver's turn).
pub fn unique<M>(
    id: GameId,
    best: &Variation<M>,
    second: Option<&Variation<M>>,
    criteria: &Criteria,
) -> Result<(), Rejection> {
    let b = chance(id, best.score);
    if b < criteria.win {
        return Err(Rejection::NotWinning { chance: b });
    }
    if let Some(s) = second {
        let s = chance(id, s.score);
        if b.saturating_sub(s) < criteria.margin {
            return Err(Rejection::NoMargin { best: b, second: s });
        }
    }
    Ok(())
}

fn search_best<G: Evaluate>(searcher: &mut Searcher<G>, session: &Session<G>, nodes: u64) -> Option<G::Move> {
    let limits = Limits { depth: 64, movetime_ms: None, nodes: Some(nodes), margin: 0 };
    searcher.search_session(session, limits, &mut Rng::new(0), &mut |_| {}).map(|i| i.best)
}

/// Judge `session`'s position as a puzzle by a verification search of `nodes` nodes (per step of
/// the line). `found`: the turn the finder chose (the verification must agree); `before`: the
/// solver's score before the opponent's last turn, if known (it must not be decided already).
/// The line goes on, reply and solver's turn, while the solver's turn stays the only winning one
/// (at the last, a turn that wins the game at once is enough), up to `criteria.max_solver_turns`;
/// a line not won by force must end with material gained.
pub fn judge<G: Evaluate>(
    verifier: &mut Searcher<G>,
    session: &Session<G>,
    found: Option<G::Move>,
    before: Option<i32>,
    nodes: u64,
    criteria: &Criteria,
) -> Result<Found<G::Move>, Rejection> {
    let game = session.game().clone();
    let id = game.id();
    if session.outcome().is_some() || session.legal().is_empty() {
        return Err(Rejection::GameOver);
    }
    if session.legal().len() < 2 {
        return Err(Rejection::OnlyOneTurn);
    }
    if let Some(b) = before {
        let c = chance(id, b);
        if c > criteria.undecided {
            return Err(Rejection::AlreadyDecided { before: c });
        }
    }
    let (best, second) = top_two(verifier, session, nodes).ok_or(Rejection::GameOver)?;
    unique(id, &best, second.as_ref(), criteria)?;
    if found.is_some_and(|f| f != best.mv) {
        return Err(Rejection::Disagrees);
    }
    let weights: Vec<i32> = game.params().iter().map(|p| p.value).collect();
    let forced = best.score > WIN_BOUND;
    let mut net = game.gain(session.position(), best.mv, &weights);
    let mut line = vec![best.mv];
    let mut s = session.clone();
    s.play_move(best.mv).map_err(|_| Rejection::GameOver)?;
    while s.outcome().is_none() && line.len().div_ceil(2) < criteria.max_solver_turns {
        let Some(reply) = search_best(verifier, &s, nodes) else { break };
        let mut next = s.clone();
        if next.play_move(reply).is_err() || next.outcome().is_some() {
            break;
        }
        let Some((b, sec)) = top_two(verifier, &next, nodes) else { break };
        let wins_at_once = wins_in(b.score) == Some(1);
        let only = unique(id, &b, sec.as_ref(), criteria).is_ok();
        if !only && !wins_at_once {
            break;
        }
        let gain = game.gain(next.position(), b.mv, &weights);
        // A line not won by force ends once material is up and the next turn would be quiet.
        if !forced && b.score <= WIN_BOUND && net > 0 && gain == 0 {
            break;
        }
        net += gain - game.gain(s.position(), reply, &weights);
        line.push(reply);
        line.push(b.mv);
        if next.play_move(b.mv).is_err() {
            return Err(Rejection::GameOver);
        }
        s = next;
        if !only {
            break;
        }
    }
    let end = s.outcome();
    let solver = game.to_move(session.position());
    let won = end.and_then(|o| o.winner()) == Some(solver);
    if !won && !forced && net <= 0 {
        return Err(Rejection::NoGain);
    }
    Ok(Found { line, best: best.score, second: second.map_or(-crate::ai::WIN, |v| v.score), end })
}

/// The depth (plies) at which a fresh search of `nodes` nodes from `session` first settles on
/// `mv` with a winning score (per `criteria.win`), and keeps it: the puzzle's difficulty.
pub fn depth_needed<G: Evaluate>(
    game: &G,
    session: &Session<G>,
    mv: G::Move,
    nodes: u64,
    criteria: &Criteria,
    clock: Box<dyn Clock>,
) -> u32 {
    let mut searcher = Searcher::new(game.clone(), TT_BITS - 3, clock);
    let id = game.id();
    let mut last_bad = 0;
    let mut deepest = 0;
    let limits = Limits { depth: 32, movetime_ms: None, nodes: Some(nodes), margin: 0 };
    searcher.search_session(session, limits, &mut Rng::new(0), &mut |info| {
        deepest = info.depth;
        if info.best != mv || chance(id, info.score) < criteria.win {
            last_bad = info.depth;
        }
    });
    if last_bad >= deepest {
        deepest + 1
    } else {
        last_bad + 1
    }
}

/// A rating from the depth needed and the solver's turns: 600 + 150 a ply of depth + 100 a turn
/// after the first, within 400..=3000.
pub fn rating(depth: u32, solver_turns: usize) -> u32 {
    let turns = u32::try_from(solver_turns.saturating_sub(1)).unwrap_or(u32::MAX);
    (600 + 150 * depth.min(20) + 100 * turns.min(10)).clamp(400, 3000)
}

/// The position text without its counters (the trailing whole-number fields) and, for the games
/// whose rules a mirror image keeps, the least of the board's images: two puzzles with one key
/// are one. Tafl: the board's eight symmetries; Odin's Rune, and chess without castling rights or
/// en-passant square: left and right exchanged.
pub fn canonical(id: GameId, text: &str) -> String {
    let mut fields: Vec<&str> = text.split_whitespace().collect();
    for _ in 0..2 {
        if fields.len() > 2 && fields.last().is_some_and(|f| f.chars().all(|c| c.is_ascii_digit())) {
            fields.pop();
        }
    }
    let Some((&board, rest)) = fields.split_first() else { return String::new() };
    let rest = rest.join(" ");
    let mirrors = match id {
        _ if id.module() == "tafl" => 8,
        GameId::OdinsRune => 2,
        GameId::Chess if rest.split_whitespace().skip(1).all(|f| f == "-") => 2,
        _ => 1,
    };
    let Some(grid) = expand(board) else { return format!("{board} {rest}") };
    let mut best: Option<String> = None;
    for k in 0..mirrors {
        let image = transform(&grid, k);
        let text: String = image.iter().map(|r| r.iter().collect::<String>()).collect::<Vec<_>>().join("/");
        if best.as_ref().is_none_or(|b| text < *b) {
            best = Some(text);
        }
    }
    format!("{} {rest}", best.unwrap_or_default())
}

/// A board field's ranks as rows of letters, `.` for an empty square (runs of digits expanded).
fn expand(board: &str) -> Option<Vec<Vec<char>>> {
    let mut rows = Vec::new();
    for rank in board.split('/') {
        let mut row = Vec::new();
        let mut run = 0usize;
        for c in rank.chars() {
            if let Some(d) = c.to_digit(10) {
                run = run * 10 + d as usize;
            } else {
                row.extend(std::iter::repeat_n('.', run));
                run = 0;
                row.push(c);
            }
        }
        row.extend(std::iter::repeat_n('.', run));
        rows.push(row);
    }
    let width = rows.first()?.len();
    rows.iter().all(|r| r.len() == width).then_some(rows)
}

/// Symmetry `k` (0..8) of a grid: bit 0 mirrors left–right, bit 1 top–bottom, bit 2 transposes
/// (square grids only; otherwise the grid itself).
fn transform(grid: &[Vec<char>], k: usize) -> Vec<Vec<char>> {
    let h = grid.len();
    let w = grid.first().map_or(0, Vec::len);
    if k >= 4 && h != w {
        return grid.to_vec();
    }
    let mut out = grid.to_vec();
    if k & 1 != 0 {
        out.iter_mut().for_each(|r| r.reverse());
    }
    if k & 2 != 0 {
        out.reverse();
    }
    if k & 4 != 0 {
        out = (0..w).map(|c| (0..h).map(|r| out[r][c]).collect()).collect();
    }
    out
}

/// The puzzle of a judged position.
pub fn puzzle_of<G: Evaluate>(session: &Session<G>, found: &Found<G::Move>, depth: u32) -> Puzzle {
    let game = session.game();
    let id = game.id();
    let start = session.position_text();
    let mut solution = Vec::with_capacity(found.line.len());
    let mut pos = session.position().clone();
    for &mv in &found.line {
        let legal = crate::game::legal_vec(game, &pos);
        solution.push(game.notation(&pos, mv, &legal));
        pos = game.make(&pos, mv);
    }
    let themes = themes_of(game, session.position(), &found.line, found.end).into_iter().map(str::to_string).collect();
    let key = key_of(&canonical(id, &start));
    Puzzle {
        id: format!("{id}-{:012x}", key & 0xffff_ffff_ffff),
        game: id,
        start,
        solution,
        themes,
        rating: rating(depth, found.line.len().div_ceil(2)),
        depth: Some(depth),
    }
}

/// What mining has done so far.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Stats {
    pub games: u32,
    pub plies: u64,
    /// Positions judged by the verification.
    pub candidates: u32,
    pub found: u32,
    /// Rejections by [`Rejection::name`].
    pub rejected: Vec<(&'static str, u32)>,
}

impl Stats {
    fn reject(&mut self, r: Rejection) {
        match self.rejected.iter_mut().find(|(n, _)| *n == r.name()) {
            Some((_, k)) => *k += 1,
            None => self.rejected.push((r.name(), 1)),
        }
    }
}

/// The levels of a self-play game's players: one weak (its mistakes make the puzzles), one of
/// any strength (a strong one punishes them).
const WEAK: [u8; 5] = [1, 1, 2, 2, 3];
const ANY: [u8; 6] = [2, 3, 4, 5, 5, 5];
/// How many turns of a weak player's are looked at as its possible mistakes.
const ALTERNATIVES: usize = 4;
/// Random openings drawn at most, for one not decided already.
const OPENING_TRIES: u32 = 20;
/// A game whose finder's chance has stayed beyond [`DECIDED`] (or below 1000 − it) for this many
/// plies is stopped: no puzzle comes from a decided game.
const DECIDED_PLIES: u32 = 2;
const DECIDED: u16 = 920;

/// The puzzles there are already, as mining sees them: the [`canonical`] keys of every position
/// judged (a puzzle or not), and each puzzle's solution with its key.
#[derive(Clone, Debug, Default)]
pub struct Known {
    keys: HashSet<String>,
    lines: std::collections::HashMap<Vec<String>, Vec<String>>,
}

/// Two puzzles whose solutions are the same turns and whose positions differ in at most this many
/// squares (of their [`canonical`] text) are one: the same blow with a man elsewhere that plays no
/// part (a weak player's other possible mistakes lead to such neighbours).
pub const NEAR: usize = 4;

impl Known {
    /// Whether `key` (a [`canonical`] key) has been judged.
    pub fn contains(&self, key: &str) -> bool {
        self.keys.contains(key)
    }

    /// Whether a puzzle with this key and solution is a near duplicate of one known ([`NEAR`]).
    pub fn near(&self, key: &str, solution: &[String]) -> bool {
        self.lines.get(solution).is_some_and(|keys| {
            keys.iter()
                .any(|k| k.len() == key.len() && k.chars().zip(key.chars()).filter(|(a, b)| a != b).count() <= NEAR)
        })
    }

    /// Add `p`, unless it is a near duplicate of one known: whether it was added.
    pub fn add(&mut self, p: &Puzzle) -> bool {
        let key = canonical(p.game, &p.start);
        if self.near(&key, &p.solution) {
            self.keys.insert(key);
            return false;
        }
        self.keys.insert(key.clone());
        self.lines.entry(p.solution.clone()).or_default().push(key);
        true
    }
}

/// Mine `cfg.games` self-play games of `game`. `known` holds the [`canonical`] keys of the
/// puzzles there are already (a file being added to); each new puzzle's key is added. `on_game`
/// hears of every game as it ends, with the puzzles found in it.
pub fn mine<G: Evaluate>(
    game: G,
    cfg: &MineConfig,
    known: &mut Known,
    clock: &dyn Fn() -> Box<dyn Clock>,
    on_game: &mut dyn FnMut(&Stats, &[Puzzle]),
) -> (Vec<Puzzle>, Stats) {
    let id = game.id();
    let mut rng = Rng::new(cfg.seed ^ key_of(id.as_str()));
    let mut out = Vec::new();
    let criteria = cfg.criteria;
    let mut finder = Searcher::new(game.clone(), TT_BITS, clock());
    let verifier = Searcher::new(game.clone(), TT_BITS, clock());
    let mut judges = Judges { game: game.clone(), verifier, known, stats: Stats::default(), cfg: *cfg, clock };
    let mut players = [Searcher::new(game.clone(), TT_BITS, clock()), Searcher::new(game.clone(), TT_BITS, clock())];
    let balance = game.balanced_opening_depth();
    for _ in 0..cfg.games {
        // One weak player and one of any strength, in either seat.
        let weak = WEAK[rng.below(WEAK.len())];
        let other = ANY[rng.below(ANY.len())];
        let levels = if rng.below(2) == 0 { [weak, other] } else { [other, weak] };
        let opening_plies = 1 + rng.below(5) as u32;
        let mut tries = 0;
        let mut session = loop {
            tries += 1;
            let session = opening(Session::new(game.clone()), opening_plies, &mut rng);
            let open = balance == 0 || balanced(&mut finder, &session, balance);
            // Not decided by the random plies already (the finder's look): there is a mistake to
            // come.
            let limits = Limits { depth: 64, movetime_ms: None, nodes: Some(cfg.nodes), margin: 0 };
            let even = finder
                .search_session(&session, limits, &mut Rng::new(0), &mut |_| {})
                .is_some_and(|i| (1000 - criteria.undecided..=criteria.undecided).contains(&chance(id, i.score)));
            if (open && even) || tries >= OPENING_TRIES {
                break session;
            }
        };
        let first = game.to_move(session.position());
        let mut before: Option<i32> = None;
        let mut decided = 0;
        let mut plies = 0;
        let mut found_here = Vec::new();
        let look_limits = Limits { depth: 64, movetime_ms: None, nodes: Some(cfg.nodes), margin: 0 };
        while session.outcome().is_none() && plies < cfg.max_plies {
            let mover = game.to_move(session.position());
            let Some(look) = finder.search_session(&session, look_limits, &mut rng, &mut |_| {}) else { break };
            let c = chance(id, look.score);
            if let Some(b) = before {
                judges.consider(&session, look.best, look.score, b, &mut found_here);
            }
            decided = if !(1000 - DECIDED..=DECIDED).contains(&c) { decided + 1 } else { 0 };
            if decided >= DECIDED_PLIES {
                break;
            }
            let seat = usize::from(mover != first);
            let level = Level::get(levels[seat]).unwrap_or(crate::ai::LEVELS[0]);
            // The score before this turn, for the player who moves next.
            let next_before = if game.players().len() == 2 { -look.score } else { 0 };
            let mv = if level.margin == 0 && level.depth >= 64 {
                look.best
            } else if level.margin == 0 {
                let limits = Limits { depth: level.depth, movetime_ms: None, nodes: Some(cfg.nodes), margin: 0 };
                match players[seat].search_session(&session, limits, &mut rng, &mut |_| {}) {
                    Some(i) => i.best,
                    None => break,
                }
            } else {
                // A weak level: the turns it might play (within its margin of its best, by its own
                // shallow search), one of them played, nearer ones likelier; the others are its
                // mistakes that could have been, each looked at as the opponent's position.
                let effort =
                    Effort { lines: ALTERNATIVES, depth: Some(level.depth), movetime_ms: None, nodes: Some(cfg.nodes) };
                let Some(a) = analyse(&mut players[seat], &session, effort, &mut |_| {}) else { break };
                let top = a.lines[0].score;
                let near: Vec<(G::Move, i32)> =
                    a.lines.iter().filter(|v| v.score >= top - level.margin).map(|v| (v.mv, v.score)).collect();
                let weight = |s: i32| u64::try_from(level.margin - (top - s) + 1).unwrap_or(1);
                let total: u64 = near.iter().map(|&(_, s)| weight(s)).sum();
                let mut r = rng.next_u64() % total.max(1);
                let mut mv = near[0].0;
                for &(m, s) in &near {
                    if r < weight(s) {
                        mv = m;
                        break;
                    }
                    r -= weight(s);
                }
                for &(alt, _) in near.iter().filter(|&&(m, _)| m != mv) {
                    let mut child = session.clone();
                    if child.play_move(alt).is_err() || child.outcome().is_some() {
                        continue;
                    }
                    if let Some(l) = finder.search_session(&child, look_limits, &mut rng, &mut |_| {}) {
                        judges.consider(&child, l.best, l.score, next_before, &mut found_here);
                    }
                }
                mv
            };
            before = Some(next_before);
            if session.play_move(mv).is_err() {
                break;
            }
            plies += 1;
        }
        judges.stats.games += 1;
        judges.stats.plies += u64::from(plies);
        on_game(&judges.stats, &found_here);
        out.extend(found_here);
        if cfg.until.is_some_and(|n| out.len() >= n) {
            break;
        }
    }
    (out, judges.stats)
}

/// The verification's side of mining: judges the candidates, drops duplicates, counts.
struct Judges<'a, G: Evaluate> {
    game: G,
    verifier: Searcher<G>,
    known: &'a mut Known,
    stats: Stats,
    cfg: MineConfig,
    clock: &'a dyn Fn() -> Box<dyn Clock>,
}

impl<G: Evaluate> Judges<'_, G> {
    /// Judge `session`'s position if the finder's look (its best turn and score) says the player
    /// to move wins clearly and `before` (that player's score before the opponent's last turn) was
    /// not decided; a puzzle found goes to `out`.
    fn consider(&mut self, session: &Session<G>, best: G::Move, score: i32, before: i32, out: &mut Vec<Puzzle>) {
        let id = self.game.id();
        let criteria = self.cfg.criteria;
        if chance(id, score) < criteria.win || chance(id, before) > criteria.undecided || session.legal().len() < 2 {
            return;
        }
        let key = canonical(id, &session.position_text());
        if self.known.contains(&key) {
            self.stats.reject(Rejection::Duplicate);
            return;
        }
        self.stats.candidates += 1;
        match judge(&mut self.verifier, session, Some(best), Some(before), self.cfg.verify_nodes, &criteria) {
            Ok(f) => {
                let depth =
                    depth_needed(&self.game, session, f.line[0], self.cfg.verify_nodes, &criteria, (self.clock)());
                let p = puzzle_of(session, &f, depth);
                if self.known.add(&p) {
                    out.push(p);
                    self.stats.found += 1;
                } else {
                    self.stats.reject(Rejection::Duplicate);
                }
            }
            Err(r) => {
                // A position judged once is not judged again.
                self.known.keys.insert(key);
                self.stats.reject(r);
            }
        }
    }
}
/// What a stronger search says of a puzzle ([`verify`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Agreement {
    /// Its best turn is the solution's first.
    pub same_best: bool,
    /// … and it still wins clearly with every other turn a margin behind.
    pub unique: bool,
}

/// Search each puzzle's start again with `nodes` nodes (two lines): does the search still agree?
/// Puzzles whose start cannot be read count as disagreeing.
pub fn verify<G: Evaluate>(
    game: G,
    puzzles: &[Puzzle],
    nodes: u64,
    criteria: &Criteria,
    clock: &dyn Fn() -> Box<dyn Clock>,
    on_puzzle: &mut dyn FnMut(&Puzzle, Agreement),
) -> Vec<Agreement> {
    let id = game.id();
    let mut out = Vec::with_capacity(puzzles.len());
    for p in puzzles {
        // A fresh table for each: the verdict does not depend on the puzzles before.
        let mut searcher = Searcher::new(game.clone(), TT_BITS, clock());
        let agreement = match game.parse_position(&p.start) {
            Ok((pos, clocks)) => {
                let session = Session::from_position(game.clone(), pos, clocks);
                let first = p.solution.first().and_then(|t| crate::game::parse_notation(&game, session.position(), t));
                match (first, top_two(&mut searcher, &session, nodes)) {
                    (Some(mv), Some((best, second))) => Agreement {
                        same_best: best.mv == mv,
                        unique: best.mv == mv && unique(id, &best, second.as_ref(), criteria).is_ok(),
                    },
                    _ => Agreement { same_best: false, unique: false },
                }
            }
            Err(_) => Agreement { same_best: false, unique: false },
        };
        on_puzzle(p, agreement);
        out.push(agreement);
    }
    out
}

/// How a mining run went, for the file it adds to.
#[derive(Clone, Debug, PartialEq)]
pub struct Mined {
    /// The puzzles there were (the file read, less near duplicates) and the new ones after them.
    pub puzzles: Vec<Puzzle>,
    /// How many are new.
    pub new: usize,
    pub stats: Stats,
}

/// Mine `cfg.games` games of `id`, adding to the puzzles of `existing` (a file's text, if there
/// is one: its puzzles are kept, and a position already among them is not taken again).
/// `on_game` hears of every game as it ends, with the puzzles it gave.
pub fn mine_more(
    id: GameId,
    cfg: &MineConfig,
    existing: Option<&str>,
    clock: &dyn Fn() -> Box<dyn Clock>,
    on_game: &mut dyn FnMut(&Stats, &[Puzzle]),
) -> Result<Mined, super::PuzzleError> {
    let mut puzzles = match existing {
        Some(text) => super::parse(text)?,
        None => Vec::new(),
    };
    // The file's own near duplicates go too (files mined before the rule).
    let mut known = Known::default();
    puzzles.retain(|p| known.add(p));
    let (new, stats) = crate::with_game!(id, g => mine(g, cfg, &mut known, clock, on_game));
    let added = new.len();
    let ids: HashSet<String> = puzzles.iter().map(|p| p.id.clone()).collect();
    puzzles.extend(new.into_iter().filter(|p| !ids.contains(&p.id)));
    Ok(Mined { puzzles, new: added, stats })
}

/// [`verify`] by game id.
pub fn verify_by_id(
    id: GameId,
    puzzles: &[Puzzle],
    nodes: u64,
    criteria: &Criteria,
    clock: &dyn Fn() -> Box<dyn Clock>,
    on_puzzle: &mut dyn FnMut(&Puzzle, Agreement),
) -> Vec<Agreement> {
    crate::with_game!(id, g => verify(g, puzzles, nodes, criteria, clock, on_puzzle))
}
