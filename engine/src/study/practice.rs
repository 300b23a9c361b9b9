//! A practice chapter's goal, and how a game played from the chapter's start stands against it.

use std::fmt;

use crate::game::Outcome;

/// What the student must achieve playing a practice chapter against the computer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Goal {
    /// Win the game.
    Win,
    /// Draw it at least (a win achieves it too).
    Draw,
    /// Not lose for this many turns of the student's, each answered by the computer (the game
    /// ending before then in a draw or a win achieves it too).
    Hold(u32),
}

/// How a game stands against its goal.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Progress {
    Achieved,
    Failed,
    Going,
}

impl Goal {
    /// Read `win`, `draw` or `hold N` (N ≥ 1; any case, spaces around).
    pub fn parse(text: &str) -> Option<Goal> {
        let words: Vec<String> = text.split_whitespace().map(str::to_ascii_lowercase).collect();
        match words.iter().map(String::as_str).collect::<Vec<_>>()[..] {
            ["win"] => Some(Goal::Win),
            ["draw"] => Some(Goal::Draw),
            ["hold", n] => n.parse().ok().filter(|&n| n >= 1).map(Goal::Hold),
            _ => None,
        }
    }

    /// How a game stands: `student` is the student's player (the side to move at the chapter's
    /// start), `players` how many the game has, `outcome` the game's (by its rules; an ending
    /// outside them, a resignation, is the page's to turn into one), `plies` the turns played
    /// since the chapter's start by anyone.
    pub fn progress(self, student: usize, players: usize, outcome: Option<&Outcome>, plies: usize) -> Progress {
        let lost = outcome.is_some_and(|o| o.winner().is_some_and(|w| w != student));
        let won = outcome.is_some_and(|o| o.winner() == Some(student));
        match (self, outcome) {
            (_, Some(_)) if lost => Progress::Failed,
            (Goal::Win, Some(_)) if !won => Progress::Failed,
            (_, Some(_)) => Progress::Achieved,
            (Goal::Hold(n), None) if plies >= n as usize * players.max(1) => Progress::Achieved,
            (_, None) => Progress::Going,
        }
    }
}

impl fmt::Display for Goal {
    /// Its words in the `Goal:` header: `win`, `draw`, `hold 5`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Goal::Win => f.write_str("win"),
            Goal::Draw => f.write_str("draw"),
            Goal::Hold(n) => write!(f, "hold {n}"),
        }
    }
}
