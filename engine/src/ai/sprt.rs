//! The arithmetic of a sequential probability ratio test (SPRT) between two players, as Stockfish's
//! fishtest and cutechess-cli run it: `runeboard match … --sprt ELO0 ELO1` plays on until the
//! log-likelihood ratio (LLR) of "A is ELO1 stronger than B" (H1) against "A is ELO0 stronger" (H0)
//! crosses one of its bounds.
//!
//! - Elo is the logistic model's: a player `e` Elo stronger scores `1 / (1 + 10^(−e/400))`.
//! - The games are trinomial (win, draw, loss, scored 1, ½, 0). The LLR is the generalized SPRT's
//!   normal approximation (M. Van den Bergh, used by fishtest): with `N` games, mean score `x̄`,
//!   per-game variance `σ²` and the two hypotheses' scores `s0`, `s1`,
//!   `LLR ≈ N·(s1 − s0)·(2x̄ − s0 − s1) / (2σ²)`. It is within a few per cent of the exact trinomial
//!   maximum-likelihood ratio for the small Elo differences a test is run for (see the tests).
//! - A count that is zero is taken as 0.001 (fishtest's regularization), so that a run of wins alone
//!   still has a variance and the test can stop.
//! - No verdict before the games hold at least one win, one draw and one loss (cutechess-cli's
//!   rule): with a count still zero the variance is all but nil and the approximation overstates
//!   the evidence (two draws alone would "accept H0" at once).
//! - The bounds for error rates α (accepting H1 when H0 holds) and β (accepting H0 when H1 holds)
//!   are `ln(β / (1 − α))` below and `ln((1 − β) / α)` above: ±2.944 for α = β = 0.05.
//!
//! Pure arithmetic: no games, no clock.

/// The standard normal quantile of 0.975: a 95% interval is the mean ± this many standard errors.
pub const Z_975: f64 = 1.959_963_984_540_054;

/// The expected score (0 to 1) of a player `elo` Elo stronger than its opponent.
pub fn score_of_elo(elo: f64) -> f64 {
    1.0 / (1.0 + 10f64.powf(-elo / 400.0))
}

/// The Elo difference that gives the expected score `score` (infinite at 0 and 1).
pub fn elo_of_score(score: f64) -> f64 {
    -400.0 * (1.0 / score - 1.0).log10()
}

/// Games won, drawn and lost, from player A's side.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Wdl {
    pub wins: u32,
    pub draws: u32,
    pub losses: u32,
}

impl Wdl {
    pub fn games(&self) -> u32 {
        self.wins + self.draws + self.losses
    }

    /// Count one game by A's points (1, ½ or 0).
    pub fn add(&mut self, a_points: f64) {
        if a_points > 0.75 {
            self.wins += 1;
        } else if a_points < 0.25 {
            self.losses += 1;
        } else {
            self.draws += 1;
        }
    }

    /// The counts as numbers, a zero replaced by 0.001 (fishtest's regularization).
    fn regularized(&self) -> [f64; 3] {
        [self.wins, self.draws, self.losses].map(|c| if c == 0 { 1e-3 } else { f64::from(c) })
    }

    /// The number of games (regularized), the mean score per game and its per-game variance.
    fn moments(&self) -> (f64, f64, f64) {
        let [w, d, l] = self.regularized();
        let n = w + d + l;
        let mean = (w + 0.5 * d) / n;
        let var = (w * (1.0 - mean).powi(2) + d * (0.5 - mean).powi(2) + l * mean.powi(2)) / n;
        (n, mean, var)
    }

    /// The log-likelihood ratio of H1 (A is `elo1` stronger) against H0 (`elo0` stronger).
    pub fn llr(&self, elo0: f64, elo1: f64) -> f64 {
        if self.games() == 0 {
            return 0.0;
        }
        let (n, mean, var) = self.moments();
        let (s0, s1) = (score_of_elo(elo0), score_of_elo(elo1));
        n * (s1 - s0) * (2.0 * mean - s0 - s1) / (2.0 * var)
    }

    /// A's Elo over B estimated from these games (unregularized; infinite after wins alone), and the
    /// half-width of its 95% interval (cutechess-cli's: the score's interval mean ± 1.96 standard
    /// errors, taken to Elo, half its width).
    pub fn elo(&self) -> Option<(f64, f64)> {
        let n = f64::from(self.games());
        if self.games() == 0 {
            return None;
        }
        let (w, d, l) = (f64::from(self.wins), f64::from(self.draws), f64::from(self.losses));
        let mean = (w + 0.5 * d) / n;
        let var = (w * (1.0 - mean).powi(2) + d * (0.5 - mean).powi(2) + l * mean.powi(2)) / n;
        let se = (var / n).sqrt();
        let margin = (elo_of_score(mean + Z_975 * se) - elo_of_score(mean - Z_975 * se)) / 2.0;
        Some((elo_of_score(mean), margin))
    }
}

/// What the test says so far.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// The LLR reached its upper bound: A is `elo1` stronger rather than `elo0`.
    H1,
    /// The LLR reached its lower bound.
    H0,
    /// Neither bound reached yet.
    Continue,
}

/// A test's hypotheses and error rates.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Sprt {
    pub elo0: f64,
    pub elo1: f64,
    pub alpha: f64,
    pub beta: f64,
}

impl Sprt {
    /// H0: A is `elo0` stronger; H1: `elo1` stronger; α = β = 0.05.
    pub fn new(elo0: f64, elo1: f64) -> Sprt {
        Sprt { elo0, elo1, alpha: 0.05, beta: 0.05 }
    }

    /// The LLR at which H0 is accepted, and the one at which H1 is.
    pub fn bounds(&self) -> (f64, f64) {
        ((self.beta / (1.0 - self.alpha)).ln(), ((1.0 - self.beta) / self.alpha).ln())
    }

    pub fn llr(&self, games: &Wdl) -> f64 {
        games.llr(self.elo0, self.elo1)
    }

    pub fn verdict(&self, games: &Wdl) -> Verdict {
        if games.wins == 0 || games.draws == 0 || games.losses == 0 {
            return Verdict::Continue;
        }
        let (lower, upper) = self.bounds();
        let llr = self.llr(games);
        if llr >= upper {
            Verdict::H1
        } else if llr <= lower {
            Verdict::H0
        } else {
            Verdict::Continue
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn wdl(wins: u32, draws: u32, losses: u32) -> Wdl {
        Wdl { wins, draws, losses }
    }

    fn close(a: f64, b: f64, tol: f64) -> bool {
        (a - b).abs() <= tol
    }

    // The expected figures below were computed independently in Python 3 (math module), from the
    // formulas as fishtest's stat_util.py and cutechess-cli's sprt.cpp/elo.cpp write them:
    //   L(e) = 1/(1+10**(-e/400));  E(s) = -400*log10(1/s-1)
    //   mu = (W + D/2)/N;  var = (W(1-mu)² + D(½-mu)² + L·mu²)/N
    //   LLR = (s1-s0)(2mu-s0-s1)·N/(2 var)
    // and, as a check of the approximation, the exact trinomial GSPRT (the maximum-likelihood
    // win/draw/loss probabilities with mean score s0, resp. s1, found by bisection on the Lagrange
    // multiplier; LLR = Σ count·ln(p1/p0)) in the comments.

    #[test]
    fn bounds_at_five_per_cent_are_plus_minus_2_944() {
        let (lo, hi) = Sprt::new(0.0, 5.0).bounds();
        assert!(close(lo, -2.944_438_979_166_44, 1e-12), "{lo}");
        assert!(close(hi, 2.944_438_979_166_44, 1e-12), "{hi}");
    }

    #[test]
    fn elo_and_score_convert_both_ways() {
        assert!(close(score_of_elo(0.0), 0.5, 1e-15));
        assert!(close(score_of_elo(100.0), 0.640_064_999_802_885_1, 1e-12));
        assert!(close(score_of_elo(-100.0), 0.359_935_000_197_114_9, 1e-12));
        assert!(close(score_of_elo(5.0), 0.507_195_081_709_051_4, 1e-12));
        assert!(close(elo_of_score(0.75), 190.848_501_887_865, 1e-9));
        assert!(close(elo_of_score(0.64), 99.950_989_286_639_95, 1e-9));
        for e in [-400.0, -35.0, 0.0, 12.5, 250.0] {
            assert!(close(elo_of_score(score_of_elo(e)), e, 1e-9), "{e}");
        }
    }

    #[test]
    fn known_likelihood_ratios() {
        // (W, D, L, elo0, elo1) → LLR (approximation; exact trinomial MLE in the comment).
        let cases = [
            ((120, 60, 70), (0.0, 5.0), 0.963_366_070_146_074_3), // exact 0.9133
            ((70, 60, 120), (0.0, 5.0), -1.035_267_737_923_748_7), // exact −0.9803
            ((30, 40, 30), (0.0, 5.0), -0.017_256_400_266_641_84), // exact —
            ((1000, 1200, 800), (0.0, 10.0), 7.577_676_364_435_018), // exact 7.5298
            ((800, 1200, 900), (0.0, 10.0), -6.970_702_051_454_348), // exact −6.9531
            ((40, 20, 40), (0.0, 50.0), -1.276_744_287_431_026),  // exact −1.2891
            ((100, 100, 100), (-5.0, 5.0), 0.0),
            // Wins alone: draws and losses count as 0.001 each.
            ((10, 0, 0), (0.0, 5.0), 285.811_882_362_439_86),
        ];
        for ((w, d, l), (e0, e1), want) in cases {
            let got = wdl(w, d, l).llr(e0, e1);
            assert!(close(got, want, 1e-9), "{w}/{d}/{l} [{e0}, {e1}]: {got}, want {want}");
        }
        assert_eq!(wdl(0, 0, 0).llr(0.0, 5.0), 0.0);
    }

    #[test]
    fn the_test_accepts_h1_or_h0_or_goes_on() {
        let t = Sprt::new(0.0, 10.0);
        assert_eq!(t.verdict(&wdl(1000, 1200, 800)), Verdict::H1);
        assert_eq!(t.verdict(&wdl(800, 1200, 900)), Verdict::H0);
        assert_eq!(t.verdict(&wdl(900, 1200, 900)), Verdict::Continue);
        let t = Sprt::new(0.0, 5.0);
        assert_eq!(t.verdict(&wdl(120, 60, 70)), Verdict::Continue);
        assert_eq!(t.verdict(&wdl(0, 0, 0)), Verdict::Continue);
        // A count still zero: no verdict, however far the LLR (285.8 for 10/0/0, −20.5 for 0/2/0
        // with [0, 50]).
        assert_eq!(t.verdict(&wdl(10, 0, 0)), Verdict::Continue);
        assert_eq!(t.verdict(&wdl(0, 0, 10)), Verdict::Continue);
        assert!(Sprt::new(0.0, 50.0).llr(&wdl(0, 2, 0)) < -2.95);
        assert_eq!(Sprt::new(0.0, 50.0).verdict(&wdl(0, 2, 0)), Verdict::Continue);
    }

    #[test]
    fn elo_estimate_and_its_95_per_cent_margin() {
        // (W, D, L) → (Elo, ±) as cutechess-cli prints them.
        let cases = [
            ((60, 20, 20), 147.190_714_117_837_76, 66.013_381_220_385_28),
            ((120, 60, 70), 70.436_503_622_272_47, 38.239_057_598_134_366),
            ((30, 40, 30), 0.0, 53.157_979_780_053_25),
        ];
        for ((w, d, l), elo, margin) in cases {
            let (e, m) = wdl(w, d, l).elo().expect("games");
            assert!(close(e, elo, 1e-9) && close(m, margin, 1e-9), "{w}/{d}/{l}: {e} ± {m}");
        }
        assert_eq!(wdl(0, 0, 0).elo(), None);
    }

    #[test]
    fn points_count_as_win_draw_or_loss() {
        let mut g = Wdl::default();
        for p in [1.0, 0.5, 0.0, 1.0] {
            g.add(p);
        }
        assert_eq!(g, wdl(2, 1, 1));
        assert_eq!(g.games(), 4);
    }
}
