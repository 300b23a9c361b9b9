//! Analysis: the N best turns of a position (multi-PV), each with its principal variation and
//! score, reported after every finished depth; the distance to a forced result ("wins in 3
//! turns"); and a score shown as a chance to win, from each game's own scale (a logistic fitted to
//! self-play results, docs/ai.md).
//!
//! Multi-PV is a driver over [`Searcher::search`]: at each depth the best turn is searched among all
//! root turns, the second best among the others, and so on (each search the best of the turns not
//! yet taken), so the lines are distinct and each score is exact for its turn. The searches share
//! the searcher's table, so each deepening starts warm.

use crate::game::Game;
use crate::id::GameId;
use crate::session::Session;

use super::protocol::{Line, Thought};
use super::rng::Rng;
use super::search::{Limits, Searcher, MAX_PLY, WIN, WIN_BOUND};
use super::Evaluate;

/// What an analysis may spend.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Effort {
    /// How many best turns to find (at least 1).
    pub lines: usize,
    /// The deepest iteration (`None`: as deep as the search goes).
    pub depth: Option<u32>,
    /// Wall-clock time for the whole analysis (`None`: until the depth is reached, or stopped).
    pub movetime_ms: Option<f64>,
    /// Nodes for the whole analysis.
    pub nodes: Option<u64>,
}

impl Effort {
    /// One line, searched with `nodes` nodes (reviews, calibration).
    pub const fn nodes(nodes: u64) -> Self {
        Effort { lines: 1, depth: None, movetime_ms: None, nodes: Some(nodes) }
    }
}

/// One of the best turns: the turn, its score for the player to move, and its expected line.
#[derive(Clone, Debug, PartialEq)]
pub struct Variation<M> {
    pub mv: M,
    pub score: i32,
    /// The line, `mv` first.
    pub pv: Vec<M>,
}

/// The best turns after a finished depth, best first.
#[derive(Clone, Debug, PartialEq)]
pub struct Analysis<M> {
    pub lines: Vec<Variation<M>>,
    pub depth: u32,
    pub nodes: u64,
    pub elapsed_ms: f64,
}

/// Analyse `session`'s position: its `effort.lines` best turns (fewer if it has fewer), reported to
/// `progress` after every finished depth. `None` only when there is no legal turn.
pub fn analyse<G: Evaluate>(
    searcher: &mut Searcher<G>,
    session: &Session<G>,
    effort: Effort,
    progress: &mut dyn FnMut(&Analysis<G::Move>),
) -> Option<Analysis<G::Move>> {
    let legal = session.legal();
    if legal.is_empty() {
        return None;
    }
    let wanted = effort.lines.clamp(1, legal.len());
    let max_depth = effort.depth.unwrap_or(MAX_PLY as u32).max(1);
    let mut rng = Rng::new(1);
    let (mut nodes, mut spent) = (0u64, 0.0f64);
    let mut last: Option<Analysis<G::Move>> = None;
    'deepen: for depth in 1..=max_depth {
        let mut found: Vec<Variation<G::Move>> = Vec::with_capacity(wanted);
        let mut rest: Vec<G::Move> = legal.to_vec();
        while found.len() < wanted {
            let time_left = effort.movetime_ms.map(|t| t - spent);
            let nodes_left = effort.nodes.map(|n| n.saturating_sub(nodes));
            let out = time_left.is_some_and(|t| t <= 0.0) || nodes_left == Some(0);
            if out && last.is_some() {
                break 'deepen;
            }
            let limits = Limits { depth, movetime_ms: time_left.map(|t| t.max(0.0)), nodes: nodes_left, margin: 0 };
            let Some(info) =
                searcher.search(session.position(), &rest, session.earlier_positions(), limits, &mut rng, &mut |_| {})
            else {
                break;
            };
            nodes += info.nodes;
            spent += info.elapsed_ms;
            // A forced result ends the search's deepening early: that depth is as good as finished.
            let finished = info.depth >= depth || info.score.abs() > WIN_BOUND;
            if !finished && last.is_some() {
                break 'deepen;
            }
            rest.retain(|&m| m != info.best);
            found.push(Variation { mv: info.best, score: info.score, pv: info.pv });
            if !finished {
                // Stopped in the first depth: what there is, is the analysis.
                break;
            }
        }
        if found.is_empty() {
            break;
        }
        // Each search found the best of the turns left, so the scores fall; a search's instability
        // may still put a later one above, so sort (stably: the earlier search wins a tie).
        found.sort_by_key(|v| std::cmp::Reverse(v.score));
        let complete = found.len() == wanted;
        let analysis = Analysis { lines: found, depth, nodes, elapsed_ms: spent };
        if complete {
            progress(&analysis);
        }
        let decided = analysis.lines.iter().all(|v| v.score.abs() > WIN_BOUND);
        last = Some(analysis);
        if !complete || decided {
            break;
        }
        let out_of_time = effort.movetime_ms.is_some_and(|t| spent >= t);
        if out_of_time || effort.nodes.is_some_and(|n| nodes >= n) {
            break;
        }
    }
    if let Some(a) = &mut last {
        a.nodes = nodes;
        a.elapsed_ms = spent;
    }
    last
}

/// The distance of a forced result in the mover's own turns: `Some(n > 0)` when the score is a win
/// in n turns, `Some(-n)` a loss in n (the opponent's) turns, `None` for any other score.
pub fn wins_in(score: i32) -> Option<i32> {
    if score.abs() <= WIN_BOUND {
        return None;
    }
    // A result `ply` plies from the position scores ±(WIN - ply).
    let ply = WIN - score.abs();
    let turns = (ply + 1) / 2;
    Some(if score > 0 { turns.max(1) } else { -turns.max(1) })
}

/// Each game's scale (its registry entry's `chance`, [`crate::catalog::GameInfo::chance_scale`]):
/// a score of `scale` is the logistic's one unit (a chance of 1/(1+e⁻¹) ≈ 73%), fitted to
/// self-play games (docs/ai.md, "Chance to win"; `runeboard calibrate`).
pub fn chance_scale(id: GameId) -> f64 {
    id.info().chance_scale
}

/// The score (in the game's points, for the mover) whose chance to win is `per_mille`: the
/// inverse of [`chance`]'s logistic, a forced result's 0 and 1000 taken as 1 and 999.
pub fn score_of_chance(id: GameId, per_mille: u16) -> f64 {
    let p = f64::from(per_mille.clamp(1, 999)) / 1000.0;
    chance_scale(id) * (p / (1.0 - p)).ln()
}

/// The mover's chance to win, per mille, for a score for the mover (a draw counts as half a win):
/// 1000 for a forced win, 0 for a forced loss, else the game's logistic. Monotone in `score`.
pub fn chance(id: GameId, score: i32) -> u16 {
    if score > WIN_BOUND {
        return 1000;
    }
    if score < -WIN_BOUND {
        return 0;
    }
    let p = logistic(f64::from(score) / chance_scale(id));
    // Forced results alone are certain: an evaluation stays within 0.1% of them.
    (p * 1000.0).round().clamp(1.0, 999.0) as u16
}

/// 1 / (1 + e^-x).
pub fn logistic(x: f64) -> f64 {
    1.0 / (1.0 + (-x).exp())
}

/// A line as the page shows it: the turn, its steps, the line in notation, score, wins-in, chance.
pub fn describe_line<G: Game>(session: &Session<G>, v: &Variation<G::Move>) -> Line {
    let game = session.game();
    let pos = session.position();
    Line {
        notation: game.notation(pos, v.mv, session.legal()),
        steps: game.steps(pos, v.mv).iter().map(|s| s.step).collect(),
        line: notation_of_line(game, pos, &v.pv),
        score: v.score,
        wins_in: wins_in(v.score),
        chance: chance(game.id(), v.score),
    }
}

/// The moves of `pv` from `pos` in notation, as far as they are legal.
pub fn notation_of_line<G: Game>(game: &G, pos: &G::Pos, pv: &[G::Move]) -> Vec<String> {
    let mut line = Vec::new();
    let mut p = pos.clone();
    for &mv in pv {
        let legal = crate::game::legal_vec(game, &p);
        if !legal.contains(&mv) {
            break;
        }
        line.push(game.notation(&p, mv, &legal));
        p = game.make(&p, mv);
    }
    line
}

/// An analysis as a [`Thought`]: its best line as the thought, every line in `lines`.
pub fn thought_of<G: Game>(session: &Session<G>, a: &Analysis<G::Move>) -> Thought {
    let lines: Vec<Line> = a.lines.iter().map(|v| describe_line(session, v)).collect();
    let best = &lines[0];
    Thought {
        notation: best.notation.clone(),
        steps: best.steps.clone(),
        score: best.score,
        depth: a.depth,
        nodes: a.nodes,
        line: best.line.clone(),
        lines,
    }
}
