//! A plain Monte-Carlo tree search player (UCT with uniformly random playouts), the default agent
//! of general game-playing systems: the yardstick the levels are measured against. It knows no
//! evaluation, only the rules: a playout runs to the game's end or, after [`PLAYOUT_PLIES`], counts
//! as a draw.

use crate::game::{Game, Outcome};

use super::rng::Rng;
use super::Clock;

/// A playout that has not ended after this many plies is scored as a draw.
pub const PLAYOUT_PLIES: usize = 200;
const EXPLORATION: f64 = 1.4;

struct Node<G: Game> {
    pos: G::Pos,
    mv: Option<G::Move>,
    parent: usize,
    children: Vec<usize>,
    untried: Vec<G::Move>,
    visits: f64,
    /// Sum of rewards for the player who made `mv`.
    wins: f64,
    /// The result when the position ends the game: reward for the player who made `mv`.
    terminal: Option<f64>,
}

fn reward_for(outcome: &Outcome, player: usize) -> f64 {
    match outcome {
        Outcome::Draw { .. } => 0.5,
        Outcome::Win { winner, .. } => f64::from(u8::from(*winner == player)),
    }
}

/// Choose among `root_moves` from `root` by UCT for `movetime_ms` (or at most `max_iterations`).
pub fn choose<G: Game>(
    game: &G,
    root: &G::Pos,
    root_moves: &[G::Move],
    movetime_ms: f64,
    max_iterations: u64,
    clock: &dyn Clock,
    rng: &mut Rng,
) -> Option<G::Move> {
    let first = *root_moves.first()?;
    let deadline = clock.now_ms() + movetime_ms;
    let mut nodes: Vec<Node<G>> = vec![Node {
        pos: root.clone(),
        mv: None,
        parent: 0,
        children: Vec::new(),
        untried: root_moves.to_vec(),
        visits: 0.0,
        wins: 0.0,
        terminal: None,
    }];
    let mut buf = Vec::new();
    let mut iterations = 0u64;
    while iterations < max_iterations && (iterations & 63 != 0 || clock.now_ms() < deadline) {
        iterations += 1;
        // Selection.
        let mut n = 0;
        while nodes[n].untried.is_empty() && !nodes[n].children.is_empty() && nodes[n].terminal.is_none() {
            let ln = nodes[n].visits.max(1.0).ln();
            let mut best = nodes[n].children[0];
            let mut best_u = f64::MIN;
            for &c in &nodes[n].children {
                let ch = &nodes[c];
                let u = if ch.visits == 0.0 {
                    f64::MAX
                } else {
                    ch.wins / ch.visits + EXPLORATION * (ln / ch.visits).sqrt()
                };
                if u > best_u {
                    best_u = u;
                    best = c;
                }
            }
            n = best;
        }
        // Expansion.
        if nodes[n].terminal.is_none() && !nodes[n].untried.is_empty() {
            let i = rng.below(nodes[n].untried.len());
            let mv = nodes[n].untried.swap_remove(i);
            let mover = game.to_move(&nodes[n].pos);
            let pos = game.make(&nodes[n].pos, mv);
            buf.clear();
            game.legal_moves(&pos, &mut buf);
            let terminal = game.outcome(&pos, &buf).map(|o| reward_for(&o, mover));
            let child = Node {
                pos,
                mv: Some(mv),
                parent: n,
                children: Vec::new(),
                untried: if terminal.is_some() { Vec::new() } else { buf.clone() },
                visits: 0.0,
                wins: 0.0,
                terminal,
            };
            nodes.push(child);
            let c = nodes.len() - 1;
            nodes[n].children.push(c);
            n = c;
        }
        // Playout: the reward for the player who moved into `n`.
        let mover = if n == 0 { usize::MAX } else { game.to_move(&nodes[nodes[n].parent].pos) };
        let reward = match nodes[n].terminal {
            Some(r) => r,
            None => playout(game, &nodes[n].pos, mover, &mut buf, rng),
        };
        // Back-propagation: the reward flips side at every level (two players).
        let mut r = reward;
        loop {
            nodes[n].visits += 1.0;
            nodes[n].wins += r;
            if n == 0 {
                break;
            }
            let parent = nodes[n].parent;
            let same =
                game.to_move(&nodes[parent].pos) == game.to_move(&nodes[nodes[parent].parent].pos) && parent != 0;
            if !same {
                r = 1.0 - r;
            }
            n = parent;
        }
    }
    let best = nodes[0]
        .children
        .iter()
        .max_by(|&&a, &&b| nodes[a].visits.total_cmp(&nodes[b].visits))
        .and_then(|&c| nodes[c].mv);
    Some(best.unwrap_or(first))
}

fn playout<G: Game>(game: &G, start: &G::Pos, mover: usize, buf: &mut Vec<G::Move>, rng: &mut Rng) -> f64 {
    let mut pos = start.clone();
    for _ in 0..PLAYOUT_PLIES {
        buf.clear();
        game.legal_moves(&pos, buf);
        if let Some(o) = game.outcome(&pos, buf) {
            return reward_for(&o, mover);
        }
        if buf.is_empty() {
            return 0.5;
        }
        pos = game.make(&pos, buf[rng.below(buf.len())]);
    }
    0.5
}
