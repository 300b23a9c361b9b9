//! The page's state and its reducer: pure, with no browser in it (storage and the address are read
//! by the persistence hook and handed in through actions), so the turn logic is tested natively.
//! The engine decides everything about the rules: the game slice keeps the turn under construction,
//! asks [`runeboard_engine::Play::choices`] what may follow it, and keeps the
//! [`runeboard_engine::Table`] the page draws.
//!
//! The page's [`State`] and its reducer are the hub, [`page`]: it holds each feature's slice and
//! dispatches each [`Action`] to it; the cross-feature rules are stated there once. Each feature —
//! clock, computer, analysis, review, studies, drawings, editor, sound, records, tree — is a slice
//! of its own below it, with its state, its actions and its part of the reducer.

pub use crate::model::opponent::Opponent;

mod action;
pub mod analysis;
mod change;
pub mod clock;
mod common;
pub mod computer;
pub mod drawings;
pub mod editor;
mod effects;
pub mod games;
#[cfg(all(test, not(target_arch = "wasm32")))]
mod history_props;
mod page;
pub mod parts;
pub mod pgn;
pub mod premove;
pub mod puzzles;
pub mod recent;
mod records;
pub mod review;
pub mod sound;
pub mod studies;
#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests;
pub mod tree;
mod ui;
pub use action::{Action, Asked, Dialog};
pub use analysis::{Analysis, AnalysisAction};
pub use clock::{ClockAction, Timing};
pub use common::{capitalise, Feedback, Kind};
pub use computer::{ComputerAction, Job, JobKind};
pub use drawings::{Drawings, Mark, Pen, Shape};
pub use editor::{EditAction, Editing, Tool};
pub use effects::{Effect, Effects};
pub use page::{chunk, State};
pub use puzzles::{PuzzleAction, Solving};
pub use records::{ViewTo, Viewing};
pub use review::ReviewAction;
pub use sound::Cue;
pub use studies::{StudyAction, Studying};
pub use tree::LineAction;
pub use ui::Ui;
