//! How a game ended, whatever ended it: its rules' own outcome (checkmate, stalemate, repetition,
//! the move rule, a king's escape…) or what happens outside the rules (a flag fall, a resignation,
//! a draw agreed). One value the page shows as it is: the status line, the screen reader and the
//! record's `Result` and `Termination` all take their words from it.

use crate::game::{Outcome, Reason};

use super::End;

/// Why a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cause {
    /// By the game's own rules.
    Rules(Reason),
    /// On time, by resignation or by agreement.
    Outside(End),
}

/// How a game ended: who won (an index into the game's players; `None` for a draw) and why.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Ending {
    pub winner: Option<usize>,
    pub reason: Cause,
}

impl Ending {
    /// The game's end by its rules.
    pub fn rules(outcome: &Outcome) -> Ending {
        Ending { winner: outcome.winner(), reason: Cause::Rules(outcome.reason()) }
    }

    /// The game's end outside its rules.
    pub fn outside(end: End) -> Ending {
        Ending { winner: end.winner(), reason: Cause::Outside(end) }
    }

    /// How a game ended, from its rules' outcome and its end outside them (nothing is played after
    /// either, so at most one is reached by play; a record that claims both is read by its board).
    pub fn of(outcome: Option<&Outcome>, end: Option<End>) -> Option<Ending> {
        outcome.map(Ending::rules).or(end.map(Ending::outside))
    }

    /// The sentence of the status line and of the record's `Result`: "Checkmate — Black wins",
    /// "Draw — stalemate", "Black resigned — White wins", "White lost on time — Black wins", "Draw
    /// by agreement", "Draw — White's time ran out, but Black cannot win".
    pub fn describe(&self, players: &[&str]) -> String {
        let cause = match self.reason {
            Cause::Rules(reason) => match self.winner {
                Some(_) => crate::chess::capitalised(&reason.to_string()),
                None => return format!("Draw — {reason}"),
            },
            Cause::Outside(end) => end.describe(players),
        };
        match self.winner {
            Some(w) => format!("{cause} — {} wins", players.get(w).copied().unwrap_or("?")),
            None => cause,
        }
    }

    /// The record's `Termination`: why the game ended. For an end outside the rules, the text
    /// [`End::parse`] reads back (`resigned 1`, `time 0`, `agreed`); for the rules' own, their
    /// words (`checkmate`, `threefold repetition`), which a record's reader recomputes.
    pub fn termination(&self) -> String {
        match self.reason {
            Cause::Rules(reason) => reason.to_string(),
            Cause::Outside(end) => end.to_text(),
        }
    }
}
