//! Texel's method: fit an evaluation's weights to game results. Positions from self-play games
//! are labelled with the game's result for the player to move (1 a win, ½ a draw, 0 a loss); the
//! weights are then chosen to minimise the mean squared difference between those results and the
//! evaluation turned into an expected score, `1 / (1 + 10^(−k·eval/400))`, with `k` fitted first
//! for the untouched weights (`runeboard texel` and `runeboard tune --texel`, docs/ai.md).
//! A label may also be any expected score between 0 and 1: chess positions labelled with
//! Stockfish's evaluation turned into one (`scripts/sf-label`) are fitted the same way.
//!
//! Only quiet positions are kept: the search's chosen turn takes nothing and no king is under
//! threat, so that the static evaluation (not a capture about to happen) is what is fitted.

use crate::game::Outcome;
use crate::session::Session;

use super::rng::Rng;
use super::search::{Limits, Searcher, WIN_BOUND};
use super::{Clock, Evaluate, TT_BITS};

/// How the self-play games of [`collect`] are played: as calibration's (nodes per turn, the same
/// on any machine; random opening plies so that the games differ).
pub use super::calibrate::SelfPlay;

/// A clock that never moves: the self-play games are limited by nodes only.
struct Still;
impl Clock for Still {
    fn now_ms(&self) -> f64 {
        0.0
    }
}

/// Play `plan.games` self-play games of `game` and hand each kept position to `out`, as its
/// position text and the result for the player to move. Returns how many positions were kept.
pub fn collect<G: Evaluate>(game: &G, plan: SelfPlay, out: &mut dyn FnMut(&str, f64)) -> u64 {
    let mut rng = Rng::new(plan.seed);
    let mut searcher = Searcher::new(game.clone(), TT_BITS, Box::new(Still));
    let weights: Vec<i32> = game.params().iter().map(|p| p.value).collect();
    let mut kept = 0;
    for _ in 0..plan.games {
        let mut session = Session::new(game.clone());
        let mut opening = 0;
        while opening < plan.opening_plies && session.outcome().is_none() {
            let legal = session.legal().to_vec();
            let Some(&mv) = legal.get((rng.next_u64() % legal.len().max(1) as u64) as usize) else { break };
            if session.play_move(mv).is_err() {
                break;
            }
            opening += 1;
        }
        // (position text, player to move) of the quiet positions, labelled when the game ends.
        let mut seen: Vec<(String, usize)> = Vec::new();
        let mut plies = opening;
        let winner = loop {
            if let Some(o) = session.outcome() {
                break match o {
                    Outcome::Win { winner, .. } => Some(winner),
                    _ => None,
                };
            }
            if plies >= plan.max_plies {
                break None;
            }
            let limits = Limits { depth: 64, movetime_ms: None, nodes: Some(plan.nodes), margin: 0 };
            let mut r = Rng::new(rng.next_u64());
            let pos = session.position().clone();
            let Some(info) =
                searcher.search(&pos, session.legal(), session.earlier_positions(), limits, &mut r, &mut |_| {})
            else {
                break None;
            };
            if info.score.abs() < WIN_BOUND && game.gain(&pos, info.best, &weights) == 0 && !game.threat(&pos) {
                seen.push((game.position_text(&pos, session.clocks()), game.to_move(&pos)));
            }
            if session.play_move(info.best).is_err() {
                break None;
            }
            plies += 1;
        };
        for (text, mover) in &seen {
            let result = match winner {
                Some(w) if w == *mover => 1.0,
                Some(_) => 0.0,
                None => 0.5,
            };
            out(text, result);
            kept += 1;
        }
    }
    kept
}

/// One line of a data file: the result, a tab, the position text with its line breaks written
/// as `\n` (tafl boards are drawn on several lines).
pub fn line(text: &str, result: f64) -> String {
    format!("{result}\t{}", text.replace('\n', "\\n"))
}

/// A data file's line read back: the result and the position text.
pub fn parse_line(line: &str) -> Option<(f64, String)> {
    let (result, text) = line.split_once('\t')?;
    let result: f64 = result.trim().parse().ok()?;
    (0.0..=1.0).contains(&result).then(|| (result, text.replace("\\n", "\n")))
}

/// The expected score of an evaluation `eval` (for the player to move) with scale `k`.
pub fn expected(eval: f64, k: f64) -> f64 {
    1.0 / (1.0 + 10f64.powf(-k * eval / 400.0))
}

/// Mean squared error of the weights `w` with scale `k` over the labelled positions.
pub fn error<G: Evaluate>(game: &G, data: &[(G::Pos, f64)], w: &[i32], k: f64) -> f64 {
    if data.is_empty() {
        return 0.0;
    }
    let sum: f64 = data
        .iter()
        .map(|(pos, result)| {
            let e = expected(f64::from(game.evaluate(pos, w)), k);
            (result - e) * (result - e)
        })
        .sum();
    sum / data.len() as f64
}

/// The scale `k` that fits the weights `w` best (a golden-section search over 0.05 … 4).
pub fn fit_scale<G: Evaluate>(game: &G, data: &[(G::Pos, f64)], w: &[i32]) -> f64 {
    let (mut lo, mut hi) = (0.05f64, 4.0f64);
    let g = (5f64.sqrt() - 1.0) / 2.0;
    for _ in 0..40 {
        let a = hi - g * (hi - lo);
        let b = lo + g * (hi - lo);
        if error(game, data, w, a) < error(game, data, w, b) {
            hi = b;
        } else {
            lo = a;
        }
    }
    (lo + hi) / 2.0
}

/// The result of a fit.
#[derive(Clone, Debug, PartialEq)]
pub struct Fit {
    pub weights: Vec<i32>,
    pub k: f64,
    pub before: f64,
    pub after: f64,
}

/// Texel's local search: for each weight in `free` in turn, try it a step up and a step down and
/// keep what lowers the error; steps 16, 8, 4, 2 and 1, each until no weight moves (at most
/// `rounds` passes a step). `k` stays what it was for the starting weights. `progress` hears each
/// pass's error.
pub fn fit<G: Evaluate>(
    game: &G,
    data: &[(G::Pos, f64)],
    start: &[i32],
    free: &[usize],
    rounds: u32,
    progress: &mut dyn FnMut(u32, f64),
) -> Fit {
    let k = fit_scale(game, data, start);
    let mut w = start.to_vec();
    let before = error(game, data, &w, k);
    let mut best = before;
    for step in [16, 8, 4, 2, 1] {
        for round in 0..rounds {
            let mut moved = false;
            for &i in free {
                for delta in [step, -step] {
                    let old = w[i];
                    w[i] = old + delta;
                    let e = error(game, data, &w, k);
                    if e < best {
                        best = e;
                        moved = true;
                        break;
                    }
                    w[i] = old;
                }
            }
            progress(step as u32 * 100 + round, best);
            if !moved {
                break;
            }
        }
    }
    Fit { weights: w, k, before, after: best }
}

/// The error over held-out positions (positions the fit did not see) with the starting weights
/// and with the fitted ones, both at the fit's `k`. A fit that lowers the training error but not
/// this one has learnt its positions rather than the game.
pub fn held_out<G: Evaluate>(game: &G, check: &[(G::Pos, f64)], start: &[i32], fit: &Fit) -> (f64, f64) {
    (error(game, check, start, fit.k), error(game, check, &fit.weights, fit.k))
}

/// A position for [`fit_table`]: the evaluation as it is (for the player to move), the table's
/// entries it reads with their coefficients ([`Evaluate::table_features`]), and its label.
#[derive(Clone, Debug, PartialEq)]
pub struct TableSample {
    pub eval: f64,
    pub features: Vec<(u32, f64)>,
    pub label: f64,
}

/// `data` read for [`fit_table`] with the weights `w`; `None` where the game has no table.
pub fn table_samples<G: Evaluate>(game: &G, data: &[(G::Pos, f64)], w: &[i32]) -> Option<(usize, Vec<TableSample>)> {
    let mut size = 0;
    let samples = data
        .iter()
        .map(|(pos, label)| {
            let mut features = Vec::new();
            size = game.table_features(pos, &mut features);
            TableSample { eval: f64::from(game.evaluate(pos, w)), features, label: *label }
        })
        .collect();
    (size > 0).then_some((size, samples))
}

/// The mean squared error of the evaluation plus the table's `delta` (entry by entry) with scale
/// `k` over `samples`.
pub fn table_error(samples: &[TableSample], delta: &[f64], k: f64) -> f64 {
    if samples.is_empty() {
        return 0.0;
    }
    let sum: f64 = samples
        .iter()
        .map(|s| {
            let e = expected(s.eval + s.features.iter().map(|&(i, x)| delta[i as usize] * x).sum::<f64>(), k);
            (s.label - e) * (s.label - e)
        })
        .sum();
    sum / samples.len() as f64
}

/// How [`fit_table`] fits.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct TableFit {
    /// The scale of [`expected`], held.
    pub k: f64,
    /// The weight of the mean of the changes' squares, added to the error (so that an entry few
    /// positions read stays near 0).
    pub ridge: f64,
    /// Gradient steps.
    pub steps: u32,
    /// When above 0: each run of this many entries (one kind's cells, 64 in chess) is held to a
    /// mean of 0 over the men the positions hold, so that the table moves men between cells
    /// but leaves what a man is worth to the material weights (the values the search's margins
    /// were set with).
    pub centred_runs: usize,
}

/// A table's entries fitted by gradient descent (Adam, the whole data each step), as changes to
/// add to the table the evaluation has now: the mean squared error of the evaluation plus the
/// changes, plus the ridge. Many entries (768 for a chess table) are fitted together, which
/// Texel's local search ([`fit`]) would do one step at a time.
pub fn fit_table(samples: &[TableSample], size: usize, how: TableFit) -> Vec<f64> {
    let TableFit { k, ridge, steps, centred_runs } = how;
    // How often each entry is read (its coefficients' sizes added up), for the centred runs.
    let mut used = vec![0.0f64; size];
    for s in samples {
        for &(i, c) in &s.features {
            used[i as usize] += c.abs();
        }
    }
    let mut delta = vec![0.0f64; size];
    let (mut m, mut v) = (vec![0.0f64; size], vec![0.0f64; size]);
    let (rate, b1, b2) = (1.0f64, 0.9f64, 0.999f64);
    let n = samples.len().max(1) as f64;
    let slope = k * std::f64::consts::LN_10 / 400.0;
    let mut grad = vec![0.0f64; size];
    for t in 1..=steps {
        grad.iter_mut().zip(&delta).for_each(|(g, d)| *g = 2.0 * ridge * d / size as f64);
        for s in samples {
            let x = s.eval + s.features.iter().map(|&(i, c)| delta[i as usize] * c).sum::<f64>();
            let e = expected(x, k);
            let d = 2.0 * (e - s.label) * e * (1.0 - e) * slope / n;
            for &(i, c) in &s.features {
                grad[i as usize] += d * c;
            }
        }
        let (c1, c2) = (1.0 - b1.powi(t as i32), 1.0 - b2.powi(t as i32));
        for i in 0..size {
            m[i] = b1 * m[i] + (1.0 - b1) * grad[i];
            v[i] = b2 * v[i] + (1.0 - b2) * grad[i] * grad[i];
            delta[i] -= rate * (m[i] / c1) / ((v[i] / c2).sqrt() + 1e-12);
        }
        if centred_runs > 0 {
            for (run, use_) in delta.chunks_mut(centred_runs).zip(used.chunks(centred_runs)) {
                let total: f64 = use_.iter().sum();
                if total > 0.0 {
                    let mean = run.iter().zip(use_).map(|(d, u)| d * u).sum::<f64>() / total;
                    run.iter_mut().zip(use_).filter(|(_, &u)| u > 0.0).for_each(|(d, _)| *d -= mean);
                }
            }
        }
    }
    delta
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Game;
    use crate::games::chess;

    /// Each entry fitted towards what its positions' labels ask: entry 0, read with +1 by a
    /// position the evaluation calls level and labelled 0.75, rises to the 191 that label means
    /// at k = 1; entry 1, read with −1 by a position at +100 labelled ½, to 100; entry 2, which
    /// no position reads, stays 0. The error falls to about 0.
    #[test]
    fn a_table_is_fitted_entry_by_entry() {
        let sample = |eval: f64, features: Vec<(u32, f64)>, label: f64| TableSample { eval, features, label };
        let samples = [sample(0.0, vec![(0, 1.0)], 0.75), sample(100.0, vec![(1, -1.0)], 0.5)];
        let how = TableFit { k: 1.0, ridge: 0.0, steps: 1000, centred_runs: 0 };
        let delta = fit_table(&samples, 3, how);
        let want = 400.0 * 3f64.log10();
        assert!((delta[0] - want).abs() < 2.0, "entry 0: {} against {want}", delta[0]);
        assert!((delta[1] - 100.0).abs() < 2.0, "entry 1: {}", delta[1]);
        assert_eq!(delta[2], 0.0, "entry 2 is read by no position");
        assert!(table_error(&samples, &[0.0; 3], 1.0) > 0.01);
        assert!(table_error(&samples, &delta, 1.0) < 1e-5);
        // A ridge holds the entries nearer 0.
        let held = fit_table(&samples, 3, TableFit { ridge: 0.1, ..how });
        assert!(held[0] > 0.0 && held[0] < delta[0] - 5.0, "with a ridge: {}", held[0]);
    }

    /// Centred runs: entries 0 and 1 (one run), read by three positions and one, are held to a
    /// mean of 0 over those reads; what the labels ask of their difference is still fitted.
    /// Entry 2 (the next run), read by no position, stays 0.
    #[test]
    fn a_centred_run_keeps_a_mean_of_zero_over_the_men() {
        let sample = |features: Vec<(u32, f64)>, label: f64| TableSample { eval: 0.0, features, label };
        let on = |i: u32| vec![(i, 1.0)];
        let samples = [sample(on(0), 0.75), sample(on(0), 0.75), sample(on(0), 0.75), sample(on(1), 0.25)];
        let how = TableFit { k: 1.0, ridge: 0.0, steps: 1000, centred_runs: 2 };
        let free = fit_table(&samples, 3, TableFit { centred_runs: 0, ..how });
        assert!(free[0] > 150.0 && free[1] < -150.0, "unheld: {free:?}");
        let held = fit_table(&samples, 3, how);
        assert!((3.0 * held[0] + held[1]).abs() < 1e-6, "the mean over the reads is 0: {held:?}");
        assert!(held[0] > 20.0 && held[1] < -60.0, "the difference is fitted: {held:?}");
        assert_eq!(held[2], 0.0);
    }

    #[test]
    fn a_data_line_reads_back() {
        let text = "a\nb c";
        assert_eq!(parse_line(&line(text, 0.5)), Some((0.5, text.to_string())));
        assert_eq!(parse_line("2\tx"), None, "a result above 1 is refused");
        assert_eq!(parse_line("-0.1\tx"), None, "a result below 0 is refused");
        assert_eq!(parse_line("x"), None);
    }

    /// A fractional label (an outside engine's evaluation as an expected score) reads back as
    /// itself, and the fit moves a weight towards such labels as towards results.
    #[test]
    fn fractional_labels_are_fitted() {
        assert_eq!(parse_line("0.731059\tx"), Some((0.731059, "x".to_string())));
        // A queen up is worth an expected score of 0.99 for its side (about 800 of Stockfish's
        // centipawns): from a start of 50, the fitted queen rises.
        queen_fitted_up(&[
            ("4k3/8/8/8/8/8/8/3QK3 w - - 0 1", 0.99),
            ("4k3/8/8/8/8/8/8/3QK3 b - - 0 1", 0.01),
            ("3qk3/8/8/8/8/8/8/4K3 b - - 0 1", 0.99),
            ("4k3/8/8/8/8/8/8/4K3 w - - 0 1", 0.5),
        ]);
    }

    /// Chess's queen fitted alone from a start of 50 to these positions and labels: the error
    /// falls and the queen rises.
    fn queen_fitted_up(texts: &[(&str, f64)]) {
        let g = chess::game();
        let data: Vec<_> = texts.iter().map(|(t, r)| (g.parse_position(t).expect("a position").0, *r)).collect();
        let mut start: Vec<i32> = g.params().iter().map(|p| p.value).collect();
        let queen = g.params().iter().position(|p| p.name == "queen").expect("a queen weight");
        start[queen] = 50;
        let fit = fit(&g, &data, &start, &[queen], 8, &mut |_, _| {});
        assert!(fit.after < fit.before, "the error fell: {} → {}", fit.before, fit.after);
        assert!(fit.weights[queen] > 50, "the queen is worth more than 50: {}", fit.weights[queen]);
    }

    #[test]
    fn the_expected_score_is_a_logistic() {
        assert!((expected(0.0, 1.0) - 0.5).abs() < 1e-12);
        assert!((expected(400.0, 1.0) - 10.0 / 11.0).abs() < 1e-12);
        assert!(expected(100.0, 1.0) > expected(50.0, 1.0));
    }

    /// Positions where White is a queen up all won by White, and a queen down all lost: the fit
    /// raises the queen's value from a low start (the error falls), and never raises the error.
    #[test]
    fn the_fit_moves_a_weight_towards_the_results() {
        queen_fitted_up(&[
            ("4k3/8/8/8/8/8/8/3QK3 w - - 0 1", 1.0),
            ("4k3/8/8/8/8/8/8/3QK3 b - - 0 1", 0.0),
            ("3qk3/8/8/8/8/8/8/4K3 w - - 0 1", 0.0),
            ("3qk3/8/8/8/8/8/8/4K3 b - - 0 1", 1.0),
            ("4k3/8/8/8/8/8/8/4K3 w - - 0 1", 0.5),
        ]);
    }

    /// The held-out error is measured on the held-out positions: the queen fitted up on positions
    /// where a queen wins lowers the error on more such positions and raises it on positions
    /// where a queen up is only a draw.
    #[test]
    fn the_held_out_error_is_the_check_positions_error() {
        let g = chess::game();
        let read = |texts: &[(&str, f64)]| -> Vec<_> {
            texts.iter().map(|(t, r)| (g.parse_position(t).expect("a position").0, *r)).collect()
        };
        let train = read(&[
            ("4k3/8/8/8/8/8/8/3QK3 w - - 0 1", 1.0),
            ("3qk3/8/8/8/8/8/8/4K3 b - - 0 1", 1.0),
            ("4k3/8/8/8/8/8/8/4K3 w - - 0 1", 0.5),
        ]);
        let agrees = read(&[("4k3/8/8/8/8/8/8/Q3K3 w - - 0 1", 1.0), ("q3k3/8/8/8/8/8/8/4K3 w - - 0 1", 0.0)]);
        let disagrees = read(&[("4k3/8/8/8/8/8/8/Q3K3 w - - 0 1", 0.5), ("q3k3/8/8/8/8/8/8/4K3 w - - 0 1", 0.5)]);
        let mut start: Vec<i32> = g.params().iter().map(|p| p.value).collect();
        let queen = g.params().iter().position(|p| p.name == "queen").expect("a queen weight");
        start[queen] = 50;
        let fit = fit(&g, &train, &start, &[queen], 8, &mut |_, _| {});
        let (before, after) = held_out(&g, &agrees, &start, &fit);
        assert!(after < before, "held out, a queen wins: {before} → {after}");
        let (before, after) = held_out(&g, &disagrees, &start, &fit);
        assert!(after > before, "held out, a queen draws: {before} → {after}");
    }

    /// Self-play yields labelled positions, each a position text the game reads back, with a
    /// result the player to move got.
    #[test]
    fn self_play_yields_positions_that_read_back() {
        let g = chess::game();
        let plan = SelfPlay { games: 2, nodes: 300, opening_plies: 4, max_plies: 60, seed: 3 };
        let mut rows = Vec::new();
        let n = collect(&g, plan, &mut |t, r| rows.push(line(t, r)));
        assert!(n > 10, "only {n} positions");
        assert_eq!(rows.len() as u64, n);
        for row in &rows {
            let (r, text) = parse_line(row).expect("a data line");
            assert!([0.0, 0.5, 1.0].contains(&r));
            assert!(g.parse_position(&text).is_ok(), "{text}");
        }
    }
}
