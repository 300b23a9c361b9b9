//! The chance-to-win scale of a game, fitted to self-play (`runeboard calibrate`, docs/ai.md):
//! games of the search against itself at a fixed node count from random openings; every position's
//! search score for the player to move, labelled with what that player finally scored (1, ½ or 0);
//! then the one-parameter logistic `1 / (1 + e^(-score/scale))` fitted by maximum likelihood.

use crate::game::Outcome;
use crate::session::Session;

use super::matches::balanced;
use super::rng::Rng;
use super::search::{Limits, Searcher, WIN_BOUND};
use super::{analysis, Clock, Evaluate, TT_BITS};

/// One labelled position: the search's score for the player to move, and the points that player
/// got from the game (1, 0.5 or 0).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Sample {
    pub score: i32,
    pub points: f64,
}

/// How the self-play games are played.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SelfPlay {
    pub games: u32,
    /// Nodes per turn.
    pub nodes: u64,
    /// Random plies at the start of each game (not sampled).
    pub opening_plies: u32,
    /// A game not over after this many plies is a draw.
    pub max_plies: u32,
    pub seed: u64,
}

/// Play `cfg.games` self-play games of `game`; `on_game(n, plies, result)` hears of each.
pub fn self_play<G: Evaluate>(
    game: G,
    cfg: &SelfPlay,
    clock: &dyn Fn() -> Box<dyn Clock>,
    on_game: &mut dyn FnMut(u32, u32, &str),
) -> Vec<Sample> {
    let mut rng = Rng::new(cfg.seed);
    let mut samples = Vec::new();
    let balance = game.balanced_opening_depth();
    let mut judge = Searcher::new(game.clone(), TT_BITS, clock());
    for g in 0..cfg.games {
        let mut session = Session::new(game.clone());
        for _ in 0..100 {
            session = Session::new(game.clone());
            for _ in 0..cfg.opening_plies {
                let legal = session.legal();
                if legal.is_empty() {
                    break;
                }
                let mv = legal[rng.below(legal.len())];
                if session.play_move(mv).is_err() {
                    break;
                }
            }
            if balance == 0 || balanced(&mut judge, &session, balance) {
                break;
            }
        }
        let mut searcher = Searcher::new(game.clone(), TT_BITS, clock());
        let limits = Limits { depth: 64, movetime_ms: None, nodes: Some(cfg.nodes), margin: 0 };
        let mut seen: Vec<(usize, i32)> = Vec::new();
        let mut plies = 0;
        let outcome = loop {
            if let Some(o) = session.outcome() {
                break Some(o);
            }
            if plies >= cfg.max_plies {
                break None;
            }
            let mover = game.to_move(session.position());
            let Some(info) = searcher.search_session(&session, limits, &mut rng, &mut |_| {}) else {
                break None;
            };
            if info.score.abs() <= WIN_BOUND {
                seen.push((mover, info.score));
            }
            if session.play_move(info.best).is_err() {
                break None;
            }
            plies += 1;
        };
        let points = |player: usize| match outcome {
            Some(Outcome::Win { winner, .. }) => f64::from(u8::from(winner == player)),
            _ => 0.5,
        };
        samples.extend(seen.iter().map(|&(p, score)| Sample { score, points: points(p) }));
        let result = match outcome {
            Some(Outcome::Win { winner, .. }) => format!("{} wins", game.players()[winner]),
            Some(Outcome::Draw { .. }) => "draw".to_string(),
            None => "draw (ply cap)".to_string(),
        };
        on_game(g + 1, plies, &result);
    }
    samples
}

/// The mean log-loss of `samples` under the logistic of `scale`.
pub fn log_loss(samples: &[Sample], scale: f64) -> f64 {
    let eps = 1e-9;
    let total: f64 = samples
        .iter()
        .map(|s| {
            let p = analysis::logistic(f64::from(s.score) / scale).clamp(eps, 1.0 - eps);
            -(s.points * p.ln() + (1.0 - s.points) * (1.0 - p).ln())
        })
        .sum();
    total / samples.len().max(1) as f64
}

/// The scale of largest likelihood, searched (golden section on its logarithm) from 10 to 100 000.
pub fn fit(samples: &[Sample]) -> f64 {
    let f = |x: f64| log_loss(samples, x.exp());
    let (mut a, mut b) = (10f64.ln(), 100_000f64.ln());
    let g = (5f64.sqrt() - 1.0) / 2.0;
    let (mut c, mut d) = (b - g * (b - a), a + g * (b - a));
    let (mut fc, mut fd) = (f(c), f(d));
    for _ in 0..80 {
        if fc < fd {
            (b, d, fd) = (d, c, fc);
            c = b - g * (b - a);
            fc = f(c);
        } else {
            (a, c, fc) = (c, d, fd);
            d = a + g * (b - a);
            fd = f(d);
        }
    }
    ((a + b) / 2.0).exp()
}

/// Predicted against observed, in ten bands of the predicted chance: (band's mean prediction,
/// mean points, positions).
pub fn bands(samples: &[Sample], scale: f64) -> Vec<(f64, f64, usize)> {
    let mut sums = [(0.0, 0.0, 0usize); 10];
    for s in samples {
        let p = analysis::logistic(f64::from(s.score) / scale);
        let b = ((p * 10.0) as usize).min(9);
        sums[b].0 += p;
        sums[b].1 += s.points;
        sums[b].2 += 1;
    }
    sums.iter().filter(|b| b.2 > 0).map(|&(p, y, n)| (p / n as f64, y / n as f64, n)).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Samples drawn from a logistic of scale 300 fit back near 300.
    #[test]
    fn the_fit_recovers_a_known_scale() {
        let mut rng = Rng::new(5);
        let samples: Vec<Sample> = (0..20_000)
            .map(|_| {
                let score = (rng.below(2001) as i32) - 1000;
                let p = analysis::logistic(f64::from(score) / 300.0);
                let u = rng.below(1_000_000) as f64 / 1_000_000.0;
                Sample { score, points: f64::from(u8::from(u < p)) }
            })
            .collect();
        let scale = fit(&samples);
        assert!((270.0..330.0).contains(&scale), "{scale}");
        assert!(log_loss(&samples, scale) < log_loss(&samples, 150.0));
        assert!(log_loss(&samples, scale) < log_loss(&samples, 600.0));
    }
}
