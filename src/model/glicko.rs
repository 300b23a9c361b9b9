//! Glicko-2 ratings (Mark Glickman, "Example of the Glicko-2 system", 2013), as lichess rates its
//! puzzles: a player and a puzzle each have a rating, a deviation (how sure the rating is) and a
//! volatility; every try is one game between them, the solver winning or losing.

use serde::{Deserialize, Serialize};

/// The scale between the Glicko and the Glicko-2 ratings.
const SCALE: f64 = 173.7178;
/// The system constant, which limits how fast the volatility changes (lichess uses 0.75).
const TAU: f64 = 0.75;
/// The volatility iteration stops when the step is this small.
const EPSILON: f64 = 0.000_001;

/// A rating on the Glicko scale (1500 is the start).
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct Rating {
    pub rating: f64,
    pub deviation: f64,
    pub volatility: f64,
}

impl Default for Rating {
    /// A new player: lichess's 1500, deviation 500, volatility 0.09.
    fn default() -> Self {
        Rating { rating: 1500.0, deviation: 500.0, volatility: 0.09 }
    }
}

impl Rating {
    /// A rating taken as fairly sure (a puzzle's, estimated by the engine).
    pub fn settled(rating: f64) -> Self {
        Rating { rating, deviation: 150.0, volatility: 0.06 }
    }

    /// The rating after one rating period with these games (`score`: 1 won, 0 lost, 0.5 drawn),
    /// by the Glicko-2 steps; the deviation stays within 45 and 500 (as lichess's do).
    pub fn after(self, games: &[(Rating, f64)]) -> Rating {
        self.after_tau(games, TAU)
    }

    /// [`Rating::after`] with the system constant `tau`.
    fn after_tau(self, games: &[(Rating, f64)], tau: f64) -> Rating {
        let mu = (self.rating - 1500.0) / SCALE;
        let phi = self.deviation / SCALE;
        if games.is_empty() {
            let phi = (phi * phi + self.volatility * self.volatility).sqrt();
            return Rating { deviation: (phi * SCALE).clamp(45.0, 500.0), ..self };
        }
        let g = |phi_j: f64| 1.0 / (1.0 + 3.0 * phi_j * phi_j / (std::f64::consts::PI * std::f64::consts::PI)).sqrt();
        let terms: Vec<(f64, f64, f64)> = games
            .iter()
            .map(|(o, s)| {
                let (mu_j, phi_j) = ((o.rating - 1500.0) / SCALE, o.deviation / SCALE);
                let gj = g(phi_j);
                let e = 1.0 / (1.0 + (-gj * (mu - mu_j)).exp());
                (gj, e, *s)
            })
            .collect();
        let v = 1.0 / terms.iter().map(|(gj, e, _)| gj * gj * e * (1.0 - e)).sum::<f64>();
        let delta = v * terms.iter().map(|(gj, e, s)| gj * (s - e)).sum::<f64>();
        let sigma = volatility(delta, phi, v, self.volatility, tau);
        let phi_star = (phi * phi + sigma * sigma).sqrt();
        let phi_new = 1.0 / (1.0 / (phi_star * phi_star) + 1.0 / v).sqrt();
        let mu_new = mu + phi_new * phi_new * terms.iter().map(|(gj, e, s)| gj * (s - e)).sum::<f64>();
        Rating { rating: mu_new * SCALE + 1500.0, deviation: (phi_new * SCALE).clamp(45.0, 500.0), volatility: sigma }
    }
}

/// Step 5 of the paper: the new volatility, by the Illinois algorithm.
fn volatility(delta: f64, phi: f64, v: f64, sigma: f64, tau: f64) -> f64 {
    let a = (sigma * sigma).ln();
    let f = |x: f64| {
        let ex = x.exp();
        let d = phi * phi + v + ex;
        ex * (delta * delta - phi * phi - v - ex) / (2.0 * d * d) - (x - a) / (tau * tau)
    };
    let mut big_a = a;
    let mut big_b = if delta * delta > phi * phi + v {
        (delta * delta - phi * phi - v).ln()
    } else {
        let mut k = 1.0;
        while f(a - k * tau) < 0.0 {
            k += 1.0;
        }
        a - k * tau
    };
    let (mut fa, mut fb) = (f(big_a), f(big_b));
    for _ in 0..100 {
        if (big_b - big_a).abs() <= EPSILON {
            break;
        }
        let c = big_a + (big_a - big_b) * fa / (fb - fa);
        let fc = f(c);
        if fc * fb <= 0.0 {
            (big_a, fa) = (big_b, fb);
        } else {
            fa /= 2.0;
        }
        (big_b, fb) = (c, fc);
    }
    (big_a / 2.0).exp()
}

#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests {
    use super::*;

    fn close(a: f64, b: f64, within: f64) -> bool {
        (a - b).abs() <= within
    }

    /// The paper's example, with its τ = 0.5: 1500/200/0.06 beats 1400/30, loses to 1550/100 and
    /// to 1700/300, and ends at 1464.06/151.52/0.05999.
    #[test]
    fn the_papers_example() {
        let p = Rating { rating: 1500.0, deviation: 200.0, volatility: 0.06 };
        let games = [
            (Rating { rating: 1400.0, deviation: 30.0, volatility: 0.06 }, 1.0),
            (Rating { rating: 1550.0, deviation: 100.0, volatility: 0.06 }, 0.0),
            (Rating { rating: 1700.0, deviation: 300.0, volatility: 0.06 }, 0.0),
        ];
        let r = p.after_tau(&games, 0.5);
        assert!(close(r.rating, 1464.06, 0.01), "{r:?}");
        assert!(close(r.deviation, 151.52, 0.01), "{r:?}");
        assert!(close(r.volatility, 0.05999, 0.00001), "{r:?}");
    }

    #[test]
    fn a_win_raises_a_loss_lowers_and_both_make_the_rating_surer() {
        let me = Rating::default();
        let puzzle = Rating::settled(1600.0);
        let won = me.after(&[(puzzle, 1.0)]);
        let lost = me.after(&[(puzzle, 0.0)]);
        assert!(won.rating > me.rating && lost.rating < me.rating, "{won:?} {lost:?}");
        assert!(won.deviation < me.deviation && lost.deviation < me.deviation);
        // Beating a harder puzzle is worth more.
        assert!(me.after(&[(Rating::settled(1900.0), 1.0)]).rating > won.rating);
        // No games: only the deviation grows.
        let idle = won.after(&[]);
        assert!(idle.rating == won.rating && idle.deviation > won.deviation);
    }
}
