//! Iterative-deepening principal-variation search over any [`Evaluate`] game: a transposition
//! table keyed by the position's hash, quiescence on moves that take something, move ordering (the
//! table's move, then what a move takes, then killers and history), late-move reductions for quiet
//! moves, and limits on depth, time and nodes that are honoured: when time is up it returns the
//! best move of the deepest finished iteration.
//!
//! A move is a whole turn (an Ox's leap and removal, a berserk chain, a drop with its relocation),
//! so multi-step turns need nothing special here. Repetition: in games where a third repetition
//! draws, a position that repeats one on the path or in the game so far scores as a draw; in games
//! that forbid it (tafl), a move that would make a position stand a third time is not searched.

use crate::game::{Outcome, Repetition};

use super::rng::Rng;
use super::timing::{self, Budget, TimeUse};
use super::tt::{Bound, Table};
use super::{Clock, Evaluate};
use crate::eval::{NullMove, SearchFeatures};
use crate::hash::key_of;
use crate::session::Session;

/// A score beyond any evaluation: a won game at the root.
pub const WIN: i32 = 1_000_000;
/// Scores above this (or below its negation) are wins (losses) found by the search.
pub const WIN_BOUND: i32 = WIN - 1_000;
const INF: i32 = WIN + 1;
/// The deepest ply the search ever reaches (iterations × quiescence).
pub const MAX_PLY: usize = 96;
/// How deep quiescence follows captures below the horizon.
const QS_DEPTH: usize = 8;
/// Reverse futility and futility pruning: at most this many plies from the horizon, with a margin
/// of this much (100 ≈ the game's smallest man) per ply.
const FUTILITY_DEPTH: u32 = 3;
const FUTILITY_MARGIN: i32 = 120;
/// Aspiration windows: from this depth, an iteration first searches a window of ±[`ASPIRATION`]
/// around the last one's score; a side that fails is widened twice as much, and opened fully
/// from [`ASPIRATION_MAX`].
const ASPIRATION_DEPTH: u32 = 4;
const ASPIRATION: i32 = 35;
const ASPIRATION_MAX: i32 = 600;
/// Late-move pruning ([`SearchFeatures::late_move_pruning`]): at most this many plies from the horizon,
/// a quiet move is not searched once [`late_move_limit`] moves have been.
pub const LMP_DEPTH: u32 = 3;

/// How many moves a node [`LMP_DEPTH`] plies or less from the horizon searches before late-move
/// pruning skips its quiet moves: 3 + depth².
pub const fn late_move_limit(depth: u32) -> usize {
    3 + (depth * depth) as usize
}

/// Null-move pruning ([`Evaluate::null_move`]): from this depth, and searched this much shallower
/// ([`null_reduction`]).
pub const NULL_MOVE_DEPTH: u32 = 3;

/// The null move's reduction at `depth`: 3 + depth/4 plies besides the move's own.
pub const fn null_reduction(depth: u32) -> u32 {
    3 + depth / 4
}

/// What a search may spend.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Limits {
    /// The deepest iteration, in plies (whole turns).
    pub depth: u32,
    /// Wall-clock time, in milliseconds of the given [`Clock`].
    pub movetime_ms: Option<f64>,
    /// Nodes (positions visited, quiescence included).
    pub nodes: Option<u64>,
    /// Above 0, the move played is a weighted random one of the root moves scoring within `margin`
    /// of the best (the weaker levels); a forced win is always taken.
    pub margin: i32,
}

impl Limits {
    /// Search to `depth` plies, with no limit on time or nodes, and play the best move.
    pub const fn depth(depth: u32) -> Self {
        Limits { depth, movetime_ms: None, nodes: None, margin: 0 }
    }
}

/// Root moves with their scores.
type Scored<M> = Vec<(M, i32)>;

/// The result of a search (or of one finished iteration, for progress reports).
#[derive(Clone, Debug, PartialEq)]
pub struct SearchInfo<M> {
    pub best: M,
    /// Score of `best` for the player to move (100 ≈ a pawn; beyond [`WIN_BOUND`] a forced win).
    pub score: i32,
    /// The deepest finished iteration.
    pub depth: u32,
    pub nodes: u64,
    pub elapsed_ms: f64,
    /// The expected line, `best` first.
    pub pv: Vec<M>,
}

/// One search context: its tables survive between searches of one game (the page keeps one per
/// worker), which makes the next move's search start warm.
pub struct Searcher<G: Evaluate> {
    game: G,
    weights: Vec<i32>,
    tt: Table<G::Move>,
    killers: Vec<[Option<G::Move>; 2]>,
    history: Vec<i32>,
    /// Keys of the positions from the root to the current node (the root first).
    path: Vec<u64>,
    /// Keys of the positions that stood in the game before the root.
    earlier: Vec<u64>,
    moves: Vec<Vec<G::Move>>,
    order: Vec<Vec<i32>>,
    nodes: u64,
    /// The iteration's depth: check extensions stop at twice it.
    root_depth: u32,
    /// Late-move reductions by depth and moves searched ([`reductions`]), worked out once.
    reductions: Vec<u8>,
    /// The refinements the game asks for ([`Evaluate::search_features`]; a test may change them).
    features: SearchFeatures,
    /// Null moves on (a test may turn them off).
    null_moves: bool,
    /// Iterations searched, those searched again for failing outside their aspiration window
    /// counted again (for tests).
    passes: u64,
    /// Set just before a null move's reply is searched, so that two null moves never follow.
    after_null: bool,
    /// Above 0 while a null move's cut is verified: no null moves below.
    verifying: u32,
    stopped: bool,
    deadline: f64,
    max_nodes: u64,
    started: f64,
    /// Under a managed clock: the turn's budget, checked between iterations.
    budget: Option<Budget>,
    clock: Box<dyn Clock>,
}

const HISTORY_SIZE: usize = 1 << 12;

impl<G: Evaluate> Searcher<G> {
    /// A searcher with a transposition table of `2^tt_bits` entries and the game's default weights,
    /// timing itself by `clock`.
    pub fn new(game: G, tt_bits: u32, clock: Box<dyn Clock>) -> Self {
        let weights = game.params().iter().map(|p| p.value).collect();
        Self::with_weights(game, tt_bits, clock, weights)
    }

    /// A searcher evaluating with other weights (one per [`Evaluate::params`], same order), for
    /// tuning by self-play.
    pub fn with_weights(game: G, tt_bits: u32, clock: Box<dyn Clock>, weights: Vec<i32>) -> Self {
        let features = game.search_features();
        Searcher {
            game,
            weights,
            tt: Table::new(tt_bits),
            killers: vec![[None; 2]; MAX_PLY + 1],
            history: vec![0; HISTORY_SIZE],
            path: Vec::with_capacity(MAX_PLY + 1),
            earlier: Vec::new(),
            moves: (0..=MAX_PLY).map(|_| Vec::new()).collect(),
            order: (0..=MAX_PLY).map(|_| Vec::new()).collect(),
            nodes: 0,
            root_depth: 1,
            reductions: reductions(),
            features,
            null_moves: true,
            passes: 0,
            after_null: false,
            verifying: 0,
            stopped: false,
            deadline: f64::INFINITY,
            max_nodes: u64::MAX,
            started: 0.0,
            budget: None,
            clock,
        }
    }

    pub fn game(&self) -> &G {
        &self.game
    }

    /// [`Searcher::search`] where a game stands: its position, its legal turns and the positions
    /// before it.
    pub fn search_session(
        &mut self,
        session: &Session<G>,
        limits: Limits,
        rng: &mut Rng,
        progress: &mut dyn FnMut(&SearchInfo<G::Move>),
    ) -> Option<SearchInfo<G::Move>> {
        self.search(session.position(), session.legal(), session.earlier_positions(), limits, rng, progress)
    }

    /// [`Searcher::search_session`] under a game clock: the player to move has `left_ms` left and
    /// gains `inc_ms` a turn; `limits` give the depth and margin (its time is replaced, a node
    /// budget still stops). By [`TimeUse::FixedShare`] the search spends
    /// [`timing::budget`]'s soft budget as its time; by [`TimeUse::Managed`] a single legal reply is
    /// played at once (no search: depth 0), and otherwise the search stops between iterations once
    /// past the soft budget scaled by [`timing::instability`], and at the hard cap in any case.
    #[allow(clippy::too_many_arguments)]
    pub fn search_clocked(
        &mut self,
        session: &Session<G>,
        limits: Limits,
        left_ms: f64,
        inc_ms: f64,
        time_use: TimeUse,
        rng: &mut Rng,
        progress: &mut dyn FnMut(&SearchInfo<G::Move>),
    ) -> Option<SearchInfo<G::Move>> {
        let b = timing::budget(left_ms, inc_ms);
        if time_use == TimeUse::Managed {
            if let [only] = session.legal() {
                self.started = self.clock.now_ms();
                self.nodes = 0;
                return Some(self.info(session.position(), *only, 0, 0));
            }
        }
        let movetime = if time_use == TimeUse::Managed { b.hard_ms } else { b.soft_ms };
        let limits = Limits { movetime_ms: Some(movetime), ..limits };
        self.budget = (time_use == TimeUse::Managed).then_some(b);
        let info = self.search_session(session, limits, rng, progress);
        self.budget = None;
        info
    }

    /// Search `root`, whose legal turns (after the game's history rules) are `root_moves`; `earlier`
    /// holds the positions that stood before it in this game, oldest first. `progress` is told of
    /// every finished iteration. `None` only when there is no root move.
    pub fn search<'p>(
        &mut self,
        root: &G::Pos,
        root_moves: &[G::Move],
        earlier: impl IntoIterator<Item = &'p G::Pos>,
        limits: Limits,
        rng: &mut Rng,
        progress: &mut dyn FnMut(&SearchInfo<G::Move>),
    ) -> Option<SearchInfo<G::Move>>
    where
        G::Pos: 'p,
    {
        let first = *root_moves.first()?;
        self.started = self.clock.now_ms();
        self.deadline = limits.movetime_ms.map_or(f64::INFINITY, |t| self.started + t);
        self.max_nodes = limits.nodes.unwrap_or(u64::MAX);
        self.nodes = 0;
        self.stopped = false;
        self.tt.next_search();
        for k in &mut self.killers {
            *k = [None; 2];
        }
        for h in &mut self.history {
            *h /= 8;
        }
        self.earlier = earlier.into_iter().map(key_of).collect();
        self.path.clear();
        self.path.push(key_of(root));

        // Root moves with the scores of the last finished iteration (best first).
        // Before the first iteration, the moves that take the most come first (a stable sort, so
        // equal moves keep the game's order): among equally winning turns the biggest haul is
        // played, and the first iteration cuts off sooner.
        let mut scored: Scored<G::Move> =
            root_moves.iter().map(|&m| (m, self.game.gain(root, m, &self.weights))).collect();
        sort_scored(&mut scored);
        let max_depth = limits.depth.clamp(1, (MAX_PLY - QS_DEPTH - 1) as u32);
        let mut done: Option<(u32, Scored<G::Move>)> = None;
        let margin = limits.margin;
        // Iterations in a row whose best move was the one before's (for a managed clock).
        let mut stable = 0;

        // The aspiration window's half-widths below and above the last iteration's score.
        let mut delta = (ASPIRATION, ASPIRATION);
        let mut depth = 1;
        while depth <= max_depth {
            self.root_depth = depth;
            self.passes += 1;
            let exact_all = margin > 0;
            // The window: the whole one, or from `ASPIRATION_DEPTH` on (playing the best move, and
            // the last score no forced result) one around the last iteration's score.
            let (lo, hi) = match &done {
                Some((_, last))
                    if self.features.aspiration_windows
                        && depth >= ASPIRATION_DEPTH
                        && !exact_all
                        && last[0].1.abs() < WIN_BOUND =>
                {
                    (
                        if delta.0 < ASPIRATION_MAX { last[0].1 - delta.0 } else { -INF },
                        if delta.1 < ASPIRATION_MAX { last[0].1 + delta.1 } else { INF },
                    )
                }
                _ => (-INF, INF),
            };
            let mut alpha = lo;
            let mut fail_high = None;
            let mut results: Scored<G::Move> = Vec::with_capacity(scored.len());
            for (i, &(mv, _)) in scored.iter().enumerate() {
                let child = self.game.make(root, mv);
                let key = key_of(&child);
                self.path.push(key);
                let score = if exact_all {
                    -self.negamax(&child, depth - 1, -INF, INF, 1)
                } else if i == 0 {
                    -self.negamax(&child, depth - 1, -hi, -alpha, 1)
                } else {
                    let s = -self.negamax(&child, depth - 1, -alpha - 1, -alpha, 1);
                    if s > alpha && !self.stopped {
                        -self.negamax(&child, depth - 1, -hi, -alpha, 1)
                    } else {
                        s
                    }
                };
                self.path.pop();
                if self.stopped {
                    break;
                }
                results.push((mv, score));
                alpha = alpha.max(score);
                if score >= hi {
                    fail_high = Some(i);
                    break;
                }
            }
            if self.stopped {
                match &mut done {
                    // An unfinished first iteration still gives the best of the moves it searched.
                    None if !results.is_empty() => {
                        sort_scored(&mut results);
                        done = Some((depth, results));
                    }
                    // In an unfinished later one, a move searched after the last iteration's best
                    // and found better than it at this depth (its score above the best's, so
                    // searched again with the whole window, and finished) is the better move.
                    Some((_, last)) if margin <= 0 => prefer_improvement(last, &results),
                    _ => {}
                }
                break;
            }
            // Outside the window: the same depth again with that side widened (a move that failed
            // high first). Within it: the next depth starts from the narrowest window.
            if let Some(i) = fail_high {
                scored[..=i].rotate_right(1);
                delta.1 *= 2;
                continue;
            }
            if alpha <= lo && lo > -INF {
                delta.0 *= 2;
                continue;
            }
            delta = (ASPIRATION, ASPIRATION);
            // Moves not searched to the full window (PVS) keep an upper bound: sorting by it is
            // still right for the best move, and good enough for the order of the next iteration.
            sort_scored(&mut results);
            let best = results[0];
            self.tt.store(self.path[0], Some(best.0), best.1, depth, Bound::Exact);
            let info = self.info(root, best.0, best.1, depth);
            progress(&info);
            match &done {
                Some((_, last)) if last[0].0 == best.0 => stable += 1,
                _ => stable = 0,
            }
            scored.clone_from(&results);
            done = Some((depth, results));
            if best.1.abs() > WIN_BOUND || self.out_of_time() {
                break;
            }
            if let Some(b) = self.budget {
                if !timing::keep_searching(b, self.clock.now_ms() - self.started, stable) {
                    break;
                }
            }
            depth += 1;
        }

        let (depth, results) = done.unwrap_or((0, vec![(first, 0)]));
        let (best, score) = choose(&results, margin, rng);
        Some(self.info(root, best, score, depth))
    }

    fn info(&self, root: &G::Pos, best: G::Move, score: i32, depth: u32) -> SearchInfo<G::Move> {
        SearchInfo {
            best,
            score,
            depth,
            nodes: self.nodes,
            elapsed_ms: self.clock.now_ms() - self.started,
            pv: self.principal_variation(root, best, depth),
        }
    }

    /// The line the table expects after `best`, each move checked to be legal.
    fn principal_variation(&self, root: &G::Pos, best: G::Move, depth: u32) -> Vec<G::Move> {
        let mut pv = vec![best];
        let mut pos = self.game.make(root, best);
        let mut legal = Vec::new();
        while pv.len() < depth as usize {
            let Some(mv) = self.tt.probe(key_of(&pos)).and_then(|e| e.best) else { break };
            legal.clear();
            self.game.legal_moves(&pos, &mut legal);
            if !legal.contains(&mv) {
                break;
            }
            pv.push(mv);
            pos = self.game.make(&pos, mv);
        }
        pv
    }

    fn out_of_time(&self) -> bool {
        self.nodes >= self.max_nodes || self.clock.now_ms() >= self.deadline
    }

    /// Counts a node; every 1024 nodes looks at the clock.
    #[inline]
    fn tick(&mut self) {
        self.nodes += 1;
        if self.nodes >= self.max_nodes || (self.nodes & 1023 == 0 && self.clock.now_ms() >= self.deadline) {
            self.stopped = true;
        }
    }

    /// Is the position a repetition the search should score as a draw?
    fn repeats(&self, key: u64) -> bool {
        let path = &self.path[..self.path.len().saturating_sub(1)];
        path.contains(&key) || self.earlier.contains(&key)
    }

    /// How often a position has stood in the game and on the path so far.
    fn occurrences(&self, key: u64) -> usize {
        self.path.iter().chain(&self.earlier).filter(|&&k| k == key).count()
    }

    fn terminal_score(&self, pos: &G::Pos, outcome: &Outcome, ply: usize) -> i32 {
        match outcome {
            Outcome::Draw { .. } => 0,
            Outcome::Win { winner, .. } => {
                if *winner == self.game.to_move(pos) {
                    WIN - ply as i32
                } else {
                    -(WIN - ply as i32)
                }
            }
        }
    }

    fn negamax(&mut self, pos: &G::Pos, depth: u32, mut alpha: i32, beta: i32, ply: usize) -> i32 {
        self.tick();
        if self.stopped {
            return 0;
        }
        let key = *self.path.last().unwrap_or(&0);
        let repetition = self.game.repetition();
        if repetition == Repetition::DrawOnThird && self.repeats(key) {
            return 0;
        }

        // The table before the moves are listed: a cut costs no move generation. A position the
        // table holds was stored by a node that found it not over (an ended game is never stored),
        // so this cuts where it cut after the listing, with the same score. The horizon's nodes go
        // to the quiescence search as before, never cut by the table.
        let leaf = depth == 0 || ply >= MAX_PLY - QS_DEPTH;
        let mut tt_move = None;
        if let Some(e) = if leaf { None } else { self.tt.probe(key) } {
            tt_move = e.best;
            if u32::from(e.depth) >= depth {
                let s = from_tt(e.score, ply);
                let cut = match e.bound {
                    Bound::Exact => true,
                    Bound::Lower => s >= beta,
                    Bound::Upper => s <= alpha,
                };
                if cut {
                    return s;
                }
            }
        }

        let mut moves = std::mem::take(&mut self.moves[ply]);
        moves.clear();
        // At the horizon the quiescence search follows only moves with a gain: the game's
        // shorter list of them does (with the outcome the full list would give).
        let over = match if leaf { self.game.noisy_moves(pos, &mut moves) } else { None } {
            Some(over) => over,
            None => {
                moves.clear();
                self.game.legal_moves(pos, &mut moves);
                self.game.outcome(pos, &moves)
            }
        };
        if let Some(outcome) = over {
            self.moves[ply] = moves;
            return self.terminal_score(pos, &outcome, ply);
        }
        if leaf {
            self.moves[ply] = moves;
            return self.quiesce(pos, alpha, beta, ply, 0);
        }

        // Reverse futility pruning: outside the principal variation, near the horizon, not in check
        // (or the game's threat), a static score so far above beta that no reply is likely to
        // bring it down is taken as a fail high. Futility pruning, its mirror: a static score so
        // far below alpha that a quiet move is unlikely to raise it skips the quiet moves.
        let mut futile = false;
        // Late-move pruning, where the game asks for it: the same nodes, and past the first
        // `late_move_limit(depth)` moves its quiet moves that threaten nothing are not searched.
        let near = depth <= FUTILITY_DEPTH.max(LMP_DEPTH) && beta - alpha == 1 && alpha.abs() < WIN_BOUND;
        let quiet_node = near && !self.game.search_threat(pos);
        let late_limit = if self.features.late_move_pruning && depth <= LMP_DEPTH && quiet_node {
            late_move_limit(depth)
        } else {
            usize::MAX
        };
        if depth <= FUTILITY_DEPTH && quiet_node {
            let stand = self.game.evaluate(pos, &self.weights);
            let margin = FUTILITY_MARGIN * depth as i32;
            if stand - margin >= beta {
                self.moves[ply] = moves;
                return stand - margin;
            }
            futile = stand + margin <= alpha;
        }

        // Null-move pruning: outside the principal variation, not under the game's threat, and
        // where the game allows it, the player to move passes; if a shallower search still fails
        // high, so would a real move (verified where the game says zugzwang may be).
        let after_null = std::mem::take(&mut self.after_null);
        if self.null_moves
            && !after_null
            && self.verifying == 0
            && depth >= NULL_MOVE_DEPTH
            && beta - alpha == 1
            && beta.abs() < WIN_BOUND
        {
            let kind = self.game.null_move(pos);
            if kind != NullMove::No && !self.game.search_threat(pos) && self.game.evaluate(pos, &self.weights) >= beta {
                let other = 1 - self.game.to_move(pos).min(1);
                if let Some(passed) = self.game.with_mover(pos, other) {
                    let d = depth.saturating_sub(1 + null_reduction(depth));
                    self.path.push(key_of(&passed));
                    self.after_null = true;
                    let mut s = -self.negamax(&passed, d, -beta, -beta + 1, ply + 1);
                    self.after_null = false;
                    self.path.pop();
                    if s >= beta && kind == NullMove::Verify && !self.stopped {
                        self.moves[ply] = moves;
                        self.verifying += 1;
                        s = self.negamax(pos, d.max(1), beta - 1, beta, ply);
                        self.verifying -= 1;
                        moves = std::mem::take(&mut self.moves[ply]);
                    }
                    if self.stopped {
                        self.moves[ply] = moves;
                        return 0;
                    }
                    if s >= beta {
                        self.moves[ply] = moves;
                        return if s >= WIN_BOUND { beta } else { s };
                    }
                }
            }
        }

        let mut order = std::mem::take(&mut self.order[ply]);
        self.score_moves(pos, &moves, &mut order, tt_move, ply);

        let alpha0 = alpha;
        let mut best = -INF;
        let mut best_move = None;
        let mut searched = 0usize;
        let mut picker = Picker::default();
        for i in 0..moves.len() {
            let mv = picker.pick(&mut moves, &mut order, i);
            let quiet = order[i] < KILLER_ORDER;
            if futile && quiet && searched > 0 {
                continue;
            }
            let child = self.game.make(pos, mv);
            let ckey = key_of(&child);
            if repetition == Repetition::ForbidThird && self.occurrences(ckey) >= 2 {
                continue;
            }
            // Check extension: a move that leaves the other player in check (or under the game's
            // threat: an attacked king, a tafl king with an open line) is searched a ply deeper,
            // in the games that ask for it (`Evaluate::extends_threats`).
            let checks =
                (ply as u32) < 2 * self.root_depth && self.game.extends_threats() && self.game.search_threat(&child);
            if quiet && searched >= late_limit && !checks && !self.game.search_threat(&child) {
                continue;
            }
            let next = depth - 1 + u32::from(checks);
            self.path.push(ckey);
            let score = if searched == 0 {
                -self.negamax(&child, next, -beta, -alpha, ply + 1)
            } else {
                // Late quiet moves are searched shallower first: by ln(depth)·ln(moves searched)/2,
                // at least a ply.
                let reduce = if depth >= 3 && searched >= 4 && quiet && !checks {
                    let moves = searched.min(LMR_MOVES - 1);
                    u32::from(self.reductions[depth as usize * LMR_MOVES + moves])
                } else {
                    0
                };
                let mut s = -self.negamax(&child, next - reduce, -alpha - 1, -alpha, ply + 1);
                if s > alpha && reduce > 0 && !self.stopped {
                    s = -self.negamax(&child, next, -alpha - 1, -alpha, ply + 1);
                }
                if s > alpha && s < beta && !self.stopped {
                    s = -self.negamax(&child, next, -beta, -alpha, ply + 1);
                }
                s
            };
            self.path.pop();
            searched += 1;
            if self.stopped {
                break;
            }
            if score > best {
                best = score;
                best_move = Some(mv);
            }
            if score > alpha {
                alpha = score;
            }
            if alpha >= beta {
                if quiet {
                    let k = &mut self.killers[ply];
                    if k[0] != Some(mv) {
                        k[1] = k[0];
                        k[0] = Some(mv);
                    }
                    let h = &mut self.history[(self.game.history_key(mv) as usize) & (HISTORY_SIZE - 1)];
                    *h = (*h + (depth * depth) as i32).min(1 << 20);
                }
                break;
            }
        }
        let no_moves = searched == 0;
        self.moves[ply] = moves;
        self.order[ply] = order;
        if self.stopped {
            return 0;
        }
        if no_moves {
            // Every move was refused as a third repetition: the player cannot move.
            return match self.game.outcome(pos, &[]) {
                Some(o) => self.terminal_score(pos, &o, ply),
                None => 0,
            };
        }
        let bound = if best >= beta {
            Bound::Lower
        } else if best > alpha0 {
            Bound::Exact
        } else {
            Bound::Upper
        };
        self.tt.store(key, best_move, to_tt(best, ply), depth, bound);
        best
    }

    fn quiesce(&mut self, pos: &G::Pos, mut alpha: i32, beta: i32, ply: usize, qdepth: usize) -> i32 {
        if qdepth > 0 {
            self.tick();
            if self.stopped {
                return 0;
            }
        }
        let mut moves = std::mem::take(&mut self.moves[ply]);
        if qdepth > 0 {
            moves.clear();
            let over = self.game.noisy_moves(pos, &mut moves).unwrap_or_else(|| {
                moves.clear();
                self.game.legal_moves(pos, &mut moves);
                self.game.outcome(pos, &moves)
            });
            if let Some(outcome) = over {
                self.moves[ply] = moves;
                return self.terminal_score(pos, &outcome, ply);
            }
        }
        let stand = self.game.evaluate(pos, &self.weights);
        if stand >= beta || qdepth >= QS_DEPTH || ply >= MAX_PLY - 1 {
            self.moves[ply] = moves;
            return stand;
        }
        alpha = alpha.max(stand);
        let mut order = std::mem::take(&mut self.order[ply]);
        order.clear();
        let mut n = 0;
        for i in 0..moves.len() {
            let g = self.game.gain(pos, moves[i], &self.weights);
            // A capture that loses material by static exchange is left out.
            if g > 0 && self.game.follows_in_quiescence(g, qdepth) && !self.loses_exchange(pos, moves[i]) {
                moves.swap(n, i);
                order.push(g);
                n += 1;
            }
        }
        let mut best = stand;
        for i in 0..n {
            let mv = pick(&mut moves[..n], &mut order, i);
            let child = self.game.make(pos, mv);
            self.path.push(key_of(&child));
            let score = -self.quiesce(&child, -beta, -alpha, ply + 1, qdepth + 1);
            self.path.pop();
            if self.stopped {
                break;
            }
            if score > best {
                best = score;
            }
            if score > alpha {
                alpha = score;
                if alpha >= beta {
                    break;
                }
            }
        }
        self.moves[ply] = moves;
        self.order[ply] = order;
        best
    }

    /// Whether the game's static exchange says the capture `mv` loses material.
    #[inline]
    fn loses_exchange(&self, pos: &G::Pos, mv: G::Move) -> bool {
        self.game.exchange(pos, mv, &self.weights).is_some_and(|s| s < 0)
    }

    fn score_moves(&self, pos: &G::Pos, moves: &[G::Move], order: &mut Vec<i32>, tt: Option<G::Move>, ply: usize) {
        order.clear();
        let killers = self.killers[ply];
        for &mv in moves {
            let s = if Some(mv) == tt {
                TT_ORDER
            } else {
                let gain = self.game.gain(pos, mv, &self.weights);
                if gain > 0 {
                    match self.game.exchange(pos, mv, &self.weights) {
                        // A capture that loses material comes after the quiet moves (the
                        // least lost first), and is searched as one.
                        Some(s) if s < 0 => s.max(-KILLER_ORDER),
                        _ => CAPTURE_ORDER + gain.min(CAPTURE_ORDER - 1),
                    }
                } else if killers[0] == Some(mv) {
                    KILLER_ORDER + 1
                } else if killers[1] == Some(mv) {
                    KILLER_ORDER
                } else {
                    self.history[(self.game.history_key(mv) as usize) & (HISTORY_SIZE - 1)].min(KILLER_ORDER - 1)
                }
            };
            order.push(s);
        }
    }
}

/// Moves searched counted by the reduction table: a later move is reduced as the last counted.
const LMR_MOVES: usize = 256;

/// The late-move reduction of the `searched`-th move at `depth` (3 and more), at
/// `[depth * LMR_MOVES + searched]`: ⌊ln(depth)·ln(searched)/2 + 0.25⌋, at least 1 and leaving at
/// least a ply. Worked out once per searcher, not per node.
fn reductions() -> Vec<u8> {
    let mut table = vec![0u8; (MAX_PLY + 1) * LMR_MOVES];
    for depth in 3..=MAX_PLY {
        for searched in 1..LMR_MOVES {
            let r = (f64::from(depth as u32).ln() * (searched as f64).ln() / 2.0 + 0.25) as u32;
            table[depth * LMR_MOVES + searched] = r.clamp(1, depth as u32 - 2) as u8;
        }
    }
    table
}

const TT_ORDER: i32 = 1 << 30;
const CAPTURE_ORDER: i32 = 1 << 25;
const KILLER_ORDER: i32 = 1 << 24;

/// Moves the best-ordered of `moves[i..]` to `i` (selection sort, one step) and returns it.
/// A selection sort's steps with a memory: the best score still to pick and how many moves have
/// it, so a run of equal scores (most quiet moves score alike) costs one scan, not one a move. It
/// picks what [`pick`] picks, in the same order.
#[derive(Default)]
struct Picker {
    best: i32,
    left: usize,
}

impl Picker {
    /// The move to try `i`-th (`moves[..i]` already tried): the first of those left with the best
    /// score, swapped into place `i`.
    #[inline]
    fn pick<M: Copy>(&mut self, moves: &mut [M], order: &mut [i32], i: usize) -> M {
        if self.left == 0 {
            self.best = order[i..].iter().copied().max().unwrap_or(0);
            self.left = order[i..].iter().filter(|&&o| o == self.best).count();
        }
        let j = order[i..].iter().position(|&o| o == self.best).map_or(i, |k| i + k);
        moves.swap(i, j);
        order.swap(i, j);
        self.left -= 1;
        moves[i]
    }
}

#[inline]
fn pick<M: Copy>(moves: &mut [M], order: &mut [i32], i: usize) -> M {
    let mut best = i;
    for j in i + 1..moves.len() {
        if order[j] > order[best] {
            best = j;
        }
    }
    moves.swap(i, best);
    order.swap(i, best);
    moves[i]
}

/// `last` (the last finished iteration's moves, best first) after an unfinished iteration whose
/// finished moves are `partial`, searched in `last`'s order: the best of them goes first when it
/// scores above the first (the move `last` put first), with its new score.
fn prefer_improvement<M: Copy + PartialEq>(last: &mut [(M, i32)], partial: &[(M, i32)]) {
    let Some((&(_, first), rest)) = partial.split_first() else { return };
    let mut better: Option<(M, i32)> = None;
    for &(m, s) in rest {
        if s > better.map_or(first, |(_, b)| b) {
            better = Some((m, s));
        }
    }
    let Some((mv, score)) = better else { return };
    if let Some(i) = last.iter().position(|&(m, _)| m == mv) {
        last[..=i].rotate_right(1);
        last[0] = (mv, score);
    }
}

fn sort_scored<M: Copy>(v: &mut [(M, i32)]) {
    v.sort_by_key(|&(_, s)| std::cmp::Reverse(s));
}

/// The move to play from the root's scored moves (best first): the best, or with a margin a
/// random one of those within `margin` of it, nearer ones likelier. A forced win is always taken.
fn choose<M: Copy>(scored: &[(M, i32)], margin: i32, rng: &mut Rng) -> (M, i32) {
    let best = scored[0];
    if margin <= 0 || best.1 > WIN_BOUND {
        return best;
    }
    let near: Vec<(M, i32)> = scored.iter().copied().filter(|&(_, s)| s >= best.1 - margin).collect();
    let weight = |s: i32| i64::from(margin - (best.1 - s) + 1);
    let total: i64 = near.iter().map(|&(_, s)| weight(s)).sum();
    let mut r = (rng.next_u64() % total.max(1) as u64) as i64;
    for &(m, s) in &near {
        r -= weight(s);
        if r < 0 {
            return (m, s);
        }
    }
    best
}

fn to_tt(score: i32, ply: usize) -> i32 {
    if score > WIN_BOUND {
        score + ply as i32
    } else if score < -WIN_BOUND {
        score - ply as i32
    } else {
        score
    }
}

fn from_tt(score: i32, ply: usize) -> i32 {
    if score > WIN_BOUND {
        score - ply as i32
    } else if score < -WIN_BOUND {
        score + ply as i32
    } else {
        score
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_picker_picks_what_a_selection_sort_picks() {
        let mut rng = Rng::new(5);
        for case in 0..500 {
            let n = 1 + (rng.next_u64() % 40) as usize;
            let spread = 1 + (case % 7) as u64;
            let order: Vec<i32> = (0..n).map(|_| (rng.next_u64() % spread) as i32 - 2).collect();
            let moves: Vec<usize> = (0..n).collect();
            let (mut m1, mut o1) = (moves.clone(), order.clone());
            let (mut m2, mut o2) = (moves, order);
            let mut picker = Picker::default();
            for i in 0..n {
                assert_eq!(picker.pick(&mut m2, &mut o2, i), pick(&mut m1, &mut o1, i), "case {case}, pick {i}");
            }
            assert_eq!((m1, o1), (m2, o2), "case {case}");
        }
    }

    /// Nodes and best move of a depth-`depth` search of chess after `turns`, late-move pruning on
    /// or off.
    fn chess_search(turns: &[&str], depth: u32, late_move_pruning: bool) -> (u64, i32) {
        chess_search_with(turns, depth, late_move_pruning, true)
    }

    /// [`chess_search`] with null moves on or off too.
    fn chess_search_with(turns: &[&str], depth: u32, late_move_pruning: bool, null_moves: bool) -> (u64, i32) {
        let game = crate::games::chess::game();
        let mut session = Session::new(game);
        for t in turns {
            let mv = crate::game::parse_notation(&game, session.position(), t).expect("a turn");
            session.play_move(mv).expect("legal");
        }
        let mut searcher = Searcher::new(game, 16, Box::new(crate::ai::StdClock::new()));
        searcher.features.late_move_pruning = late_move_pruning;
        searcher.null_moves = null_moves;
        let info =
            searcher.search_session(&session, Limits::depth(depth), &mut Rng::new(1), &mut |_| {}).expect("a move");
        assert!(session.legal().contains(&info.best));
        (info.nodes, info.score)
    }

    /// Each finished iteration's (depth, best move, score) of a depth-`depth` search of chess from
    /// `fen`, aspiration windows on or off, and how many iterations were searched (those searched
    /// again counted again).
    fn iterations(fen: &str, depth: u32, aspiration: bool) -> (Vec<(u32, String, i32)>, u64) {
        let game = crate::games::chess::game();
        let (pos, _) = crate::game::Game::parse_position(&game, fen).expect("a position");
        let mut legal = Vec::new();
        crate::game::Game::legal_moves(&game, &pos, &mut legal);
        let mut searcher = Searcher::new(game, 16, Box::new(crate::ai::StdClock::new()));
        searcher.features.aspiration_windows = aspiration;
        let mut seen = Vec::new();
        searcher
            .search(&pos, &legal, [], Limits::depth(depth), &mut Rng::new(1), &mut |i| {
                seen.push((i.depth, format!("{:?}", i.best), i.score));
            })
            .expect("a move");
        (seen, searcher.passes)
    }

    #[test]
    fn an_iteration_outside_its_aspiration_window_is_searched_again() {
        // Chess asks for the windows (its SPRT passed); Keltic and the games that have not
        // measured them do not.
        assert!(crate::games::chess::game().search_features().aspiration_windows);
        assert!(!crate::games::keltic::game().search_features().aspiration_windows);
        assert!(!crate::games::orphic::game().search_features().aspiration_windows);
        // Win at Chess 1: the score leaps up between iterations, out of the narrow window, to a
        // mate found at depth 8. Each such iteration is searched again, wider, and the search
        // reports what a search with the whole window reports, iteration by iteration.
        let wac1 = "2rr3k/pp3pp1/1nnqbN1p/3pN3/2pP4/2P3Q1/PPB4P/R4RK1 w - - 0 1";
        let (with, passes) = iterations(wac1, 8, true);
        let (without, plain) = iterations(wac1, 8, false);
        assert_eq!(plain, 8);
        assert!(passes > 8, "{passes} passes for 8 iterations: none searched again");
        assert_eq!(with, without);
        assert!(with.last().is_some_and(|last| last.2 > WIN_BOUND), "the mate is found: {with:?}");
        // An endgame of self-play, Black to move (a rook, a minor piece and four pawns each):
        // the score falls below the window at depth 4 (from −81 to −123); the iteration is
        // searched again and the search ends on the move the whole window finds (without the
        // second search, on another).
        let endgame = "5k2/5nr1/1p6/p3p2p/P6P/1P3RP1/3KB3/8 b - - 5 50";
        let (with, passes) = iterations(endgame, 9, true);
        let (without, _) = iterations(endgame, 9, false);
        assert!(passes > 9, "{passes} passes for 9 iterations: none searched again");
        assert_eq!(with.last().map(|l| &l.1), without.last().map(|l| &l.1));
        let fell = with.windows(2).any(|w| w[1].0 >= ASPIRATION_DEPTH && w[1].2 < w[0].2 - ASPIRATION);
        assert!(fell, "no score fell out of its window: {with:?}");
    }

    #[test]
    fn late_move_pruning_skips_quiet_moves_near_the_horizon() {
        // Chess asks for it (its SPRT passed); Keltic (whose SPRT has not) and the games that
        // have not measured it do not.
        assert!(crate::games::chess::game().search_features().late_move_pruning);
        assert!(!crate::games::keltic::game().search_features().late_move_pruning);
        assert!(!crate::games::orphic::game().search_features().late_move_pruning);
        assert_eq!((late_move_limit(1), late_move_limit(2), late_move_limit(3)), (4, 7, 12));
        // The same search with it finds its move in clearly fewer nodes (about 35 moves a
        // position, most of them quiet, at the nodes next to the horizon).
        let opening = ["e4", "e5", "Nf3", "Nc6", "Bc4", "Bc5"];
        let (with, _) = chess_search(&opening, 6, true);
        let (without, _) = chess_search(&opening, 6, false);
        assert!(with * 10 < without * 9, "{with} nodes with late-move pruning, {without} without");
    }

    #[test]
    fn null_moves_cut_where_a_pass_still_fails_high() {
        // The same search with null moves finds its move in clearly fewer nodes, once it is deep
        // enough (at depth 7 after 1 e4 e5 2 Nf3 Nc6 3 Bc4 Bc5 the two differ by 1%).
        let sicilian = ["e4", "c5", "Nf3", "d6", "d4", "cxd4", "Nxd4", "Nf6", "Nc3", "a6"];
        let (with, _) = chess_search_with(&sicilian, 9, true, true);
        let (without, _) = chess_search_with(&sicilian, 9, true, false);
        assert!(with * 10 < without * 9, "{with} nodes with null moves, {without} without");
    }

    #[test]
    fn no_null_move_for_king_and_pawns_and_a_verified_one_for_a_single_piece() {
        let game = crate::games::chess::game();
        let at = |fen: &str| crate::game::Game::parse_position(&game, fen).expect("a position").0;
        let kp = at("8/8/4k3/4p3/4P3/4K3/8/8 w - - 0 1");
        assert_eq!(game.null_move(&kp), NullMove::No);
        let one = at("8/8/4k3/4p3/4P3/4K3/8/6N1 w - - 0 1");
        assert_eq!(game.null_move(&one), NullMove::Verify);
        let two = at("8/8/4k3/4p3/4P3/4K3/8/5BN1 w - - 0 1");
        assert_eq!(game.null_move(&two), NullMove::Yes);
        // The side to move counts, not the other.
        let black = at("8/8/4k3/4p3/4P3/4K3/8/5BN1 b - - 0 1");
        assert_eq!(game.null_move(&black), NullMove::No);
        // Games that have not measured null moves, or whose SPRT has not passed, make none.
        let keltic = crate::games::keltic::game();
        assert_eq!(keltic.null_move(&crate::game::Game::start(&keltic)), NullMove::No);
        assert_eq!(
            crate::games::orphic::game().null_move(&crate::game::Game::start(&crate::games::orphic::game())),
            NullMove::No
        );
    }

    #[test]
    fn an_unfinished_iteration_puts_a_better_move_first() {
        // The last iteration: a (30), b (20), c (10), d (0). This one finished a (now 5), b (3:
        // below a, a bound) and c (12, above a: searched again with the whole window): c first.
        let mut last = [('a', 30), ('b', 20), ('c', 10), ('d', 0)];
        prefer_improvement(&mut last, &[('a', 5), ('b', 3), ('c', 12)]);
        assert_eq!(last, [('c', 12), ('a', 30), ('b', 20), ('d', 0)]);
        // Nothing found above the first: unchanged.
        let mut last = [('a', 30), ('b', 20)];
        prefer_improvement(&mut last, &[('a', 5), ('b', 5)]);
        assert_eq!(last, [('a', 30), ('b', 20)]);
        // Of two above the first, the best (c's 7 is a bound below b's 9).
        let mut last = [('a', 30), ('b', 20), ('c', 10)];
        prefer_improvement(&mut last, &[('a', 5), ('b', 9), ('c', 7)]);
        assert_eq!(last, [('b', 9), ('a', 30), ('c', 10)]);
    }
}
