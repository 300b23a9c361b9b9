//! The practice goals: read and written, and judged against a game as it stands.

use super::*;
use crate::game::{Outcome, Reason};

#[test]
fn study_goals_are_judged() {
    for (text, goal) in [("win", Goal::Win), ("Draw", Goal::Draw), (" hold  7 ", Goal::Hold(7))] {
        assert_eq!(Goal::parse(text), Some(goal));
        assert_eq!(Goal::parse(&goal.to_string()), Some(goal));
    }
    for bad in ["", "hold", "hold 0", "hold x", "lose", "win 3"] {
        assert_eq!(Goal::parse(bad), None, "{bad}");
    }
    let win = |w| Outcome::Win { winner: w, reason: Reason::Checkmate };
    let draw = Outcome::Draw { reason: Reason::Stalemate };
    let (me, them) = (1, 0);
    use Progress::*;
    let cases = [
        (Goal::Win, None, 40, Going),
        (Goal::Win, Some(win(me)), 9, Achieved),
        (Goal::Win, Some(draw), 9, Failed),
        (Goal::Win, Some(win(them)), 9, Failed),
        (Goal::Draw, Some(draw), 9, Achieved),
        (Goal::Draw, Some(win(me)), 9, Achieved),
        (Goal::Draw, Some(win(them)), 9, Failed),
        (Goal::Draw, None, 90, Going),
        (Goal::Hold(5), None, 9, Going),
        (Goal::Hold(5), None, 10, Achieved),
        (Goal::Hold(5), Some(win(them)), 7, Failed),
        (Goal::Hold(5), Some(draw), 3, Achieved),
    ];
    for (goal, outcome, plies, want) in cases {
        assert_eq!(goal.progress(me, 2, outcome.as_ref(), plies), want, "{goal} {outcome:?} {plies}");
    }
}
