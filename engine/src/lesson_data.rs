//! The types of a problem or lesson: a position, a task, a goal the engine checks, hints, and the
//! answer with its explanation. Plain data, below the games, which write theirs in
//! `games/<game>/lessons.rs`; [`crate::lessons`] reads them through the registry and judges turns.

use crate::id::GameId;

/// What the first turn played from a lesson's position must do.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Goal {
    /// Win the game with this turn.
    Win,
    /// Play one of these turns (the seed's answer, in the game's notation; check marks aside).
    Answer(&'static [&'static str]),
}

/// One problem or lesson.
#[derive(Debug, PartialEq, Eq)]
pub struct Lesson {
    /// Its id in links and in the progress kept by the browser.
    pub id: &'static str,
    pub game: GameId,
    pub title: &'static str,
    /// What to do, in words.
    pub task: &'static str,
    /// The position, in the game's position text.
    pub position: &'static str,
    pub goal: Goal,
    pub hints: &'static [&'static str],
    /// A turn that meets the goal, in the game's notation.
    pub solution: &'static str,
    /// Why it works (the seed's words where it has them).
    pub explanation: &'static str,
}
