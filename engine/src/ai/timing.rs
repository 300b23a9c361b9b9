//! Time under a game clock, as pure arithmetic (no clock is read here): a match's clocks
//! ([`TimeControl`], [`GameClock`]: each player's own time, charged with what each of its turns
//! took, and its increment added after a turn made in time) and how much of its time a search
//! spends on a turn ([`budget`], [`keep_searching`]).
//!
//! A search under a clock ([`crate::ai::Searcher::search_clocked`]) gets a soft budget and a hard
//! cap from the time left and the increment. Playing by [`TimeUse::FixedShare`] it spends the soft
//! budget as a fixed time for the move (never more than the cap); by [`TimeUse::Managed`] it plays
//! a single legal reply at once, and otherwise stops between iterations once past the soft budget
//! scaled by how unsettled the best move is ([`instability`]), the hard cap stopping it anyway.

use crate::clock::THINK_SHARE;

/// A match's time control: every player starts with `base_ms` and gains `inc_ms` after each turn
/// made in time (Fischer). Its text is `BASE_MS+INC_MS` (`2000+50`), or `BASE_MS` alone.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct TimeControl {
    pub base_ms: f64,
    pub inc_ms: f64,
}

impl TimeControl {
    /// `2000+50`, `2000` (no increment); `None` for anything else, or a base of 0.
    pub fn parse(text: &str) -> Option<TimeControl> {
        let (base, inc) = text.split_once('+').unwrap_or((text, "0"));
        let base_ms: u64 = base.trim().parse().ok()?;
        let inc_ms: u64 = inc.trim().parse().ok()?;
        (base_ms > 0).then_some(TimeControl { base_ms: base_ms as f64, inc_ms: inc_ms as f64 })
    }
}

impl std::fmt::Display for TimeControl {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}+{}", self.base_ms, self.inc_ms)
    }
}

/// The two players' clocks of one game (seat 0 moves first).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct GameClock {
    left: [f64; 2],
    inc_ms: f64,
}

impl GameClock {
    pub fn new(tc: TimeControl) -> GameClock {
        GameClock { left: [tc.base_ms; 2], inc_ms: tc.inc_ms }
    }

    /// The time `seat` has left, in ms.
    pub fn left(&self, seat: usize) -> f64 {
        self.left[seat]
    }

    pub fn inc_ms(&self) -> f64 {
        self.inc_ms
    }

    /// Charges `seat` the `spent_ms` its turn took. If that was all its time or more, its flag
    /// falls: `false`, and it has 0 left. Otherwise the increment is added: `true`.
    pub fn charge(&mut self, seat: usize, spent_ms: f64) -> bool {
        let left = self.left[seat] - spent_ms.max(0.0);
        if left <= 0.0 {
            self.left[seat] = 0.0;
            return false;
        }
        self.left[seat] = left + self.inc_ms;
        true
    }
}

/// How a search under a clock spends its time.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TimeUse {
    /// The soft budget as the move's time, whatever the position (the yardstick).
    FixedShare,
    /// More when the best move is unsettled, less when it is settled, nothing for a forced reply.
    Managed,
}

impl TimeUse {
    /// The name of its `runeboard ai` flag (`--fixed-share`, `--managed`) and of a match player's
    /// suffix (`PATH@5+fixed-share`).
    pub fn name(self) -> &'static str {
        match self {
            TimeUse::FixedShare => "fixed-share",
            TimeUse::Managed => "managed",
        }
    }
}

/// How a search under a clock spends its time unless told: the fixed share, until the managed
/// time passes its sequential test (docs/ai/search-round-6.md).
pub const DEFAULT_TIME_USE: TimeUse = TimeUse::FixedShare;

/// What a turn may spend, in ms.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Budget {
    /// Aimed at: left/30 + 3/4 of the increment (never above the cap), the share the page's
    /// computer thinks for ([`crate::clock::TimeControl::think_ms`], [`THINK_SHARE`]).
    pub soft_ms: f64,
    /// Never passed: 3 × the soft budget, and at most a quarter of the time left.
    pub hard_ms: f64,
}

/// The budget of a turn with `left_ms` on the clock and an increment of `inc_ms`.
pub fn budget(left_ms: f64, inc_ms: f64) -> Budget {
    let left = left_ms.max(0.0);
    let soft = left / THINK_SHARE as f64 + inc_ms.max(0.0) * 0.75;
    let hard = (3.0 * soft).min(left / 4.0);
    Budget { soft_ms: soft.min(hard), hard_ms: hard }
}

/// How much of the soft budget to spend when the best move has stayed the same for the last
/// `stable` finished iterations (0: it changed in the last one, or there was none before): 1.6 of
/// it just after a change, 0.2 less for each iteration it has stayed, down to 0.5.
pub fn instability(stable: u32) -> f64 {
    (1.6 - 0.2 * f64::from(stable.min(6))).max(0.5)
}

/// After a finished iteration, `elapsed_ms` into the turn, with the best move unchanged for
/// `stable` iterations: does a managed search start another iteration?
pub fn keep_searching(b: Budget, elapsed_ms: f64, stable: u32) -> bool {
    elapsed_ms < b.soft_ms * instability(stable) && elapsed_ms < b.hard_ms
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_time_control_reads_base_and_increment() {
        assert_eq!(TimeControl::parse("2000+50"), Some(TimeControl { base_ms: 2000.0, inc_ms: 50.0 }));
        assert_eq!(TimeControl::parse("900"), Some(TimeControl { base_ms: 900.0, inc_ms: 0.0 }));
        for bad in ["", "+50", "0+50", "2000+", "2s+1", "-5+1", "20+5+1"] {
            assert_eq!(TimeControl::parse(bad), None, "{bad}");
        }
    }

    #[test]
    fn a_clock_charges_the_turn_and_adds_the_increment_until_its_flag_falls() {
        let mut c = GameClock::new(TimeControl { base_ms: 1000.0, inc_ms: 50.0 });
        assert!(c.charge(0, 300.0));
        assert_eq!((c.left(0), c.left(1)), (750.0, 1000.0));
        assert!(c.charge(1, 999.0));
        assert_eq!(c.left(1), 51.0);
        assert!(c.charge(0, 749.0));
        assert_eq!(c.left(0), 51.0);
        // Spending all that is left is a loss on time: no increment saves it.
        assert!(!c.charge(1, 51.0));
        assert_eq!(c.left(1), 0.0);
        assert!(!c.charge(0, 51.5));
        assert_eq!(c.left(0), 0.0);
    }

    #[test]
    fn the_budget_is_a_thirtieth_and_most_of_the_increment_capped_by_a_quarter() {
        // 2000 + 50: soft 2000/30 + 37.5, hard three times that (under 500).
        let b = budget(2000.0, 50.0);
        assert!((b.soft_ms - (2000.0 / 30.0 + 37.5)).abs() < 1e-9, "{b:?}");
        assert!((b.hard_ms - 3.0 * b.soft_ms).abs() < 1e-9, "{b:?}");
        // Little left: a quarter of it caps both.
        let b = budget(100.0, 50.0);
        assert_eq!(b, Budget { soft_ms: 25.0, hard_ms: 25.0 });
        // No increment.
        let b = budget(3000.0, 0.0);
        assert_eq!(b, Budget { soft_ms: 100.0, hard_ms: 300.0 });
        assert_eq!(budget(-5.0, 0.0), Budget { soft_ms: 0.0, hard_ms: 0.0 });
    }

    #[test]
    fn an_unsettled_best_move_gets_more_time_a_settled_one_less() {
        let b = Budget { soft_ms: 100.0, hard_ms: 300.0 };
        assert_eq!(instability(0), 1.6);
        assert!(instability(1) > 1.0 && instability(4) < 1.0);
        assert_eq!(instability(6), 0.5);
        assert_eq!(instability(40), 0.5);
        // At 120 ms: just changed, go on (until 160); settled for 3 (100), stop.
        assert!(keep_searching(b, 120.0, 0));
        assert!(!keep_searching(b, 160.0, 0));
        assert!(!keep_searching(b, 120.0, 3));
        // Settled for six: half the budget is enough.
        assert!(keep_searching(b, 49.0, 6));
        assert!(!keep_searching(b, 50.0, 6));
        // The cap stops it however unsettled.
        let tight = Budget { soft_ms: 100.0, hard_ms: 110.0 };
        assert!(!keep_searching(tight, 110.0, 0));
    }
}
