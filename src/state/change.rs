//! What a command did to the game in progress. The game slice says it; each slice that follows the
//! game (the clock, the lines) reacts to it in its own file ([`crate::state::Timing::follow`],
//! [`crate::state::tree::Lines::follow`]).

use runeboard_engine::Command;

/// What a command did to the game in progress.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Change {
    /// A new game: restarted, or a position loaded.
    New,
    /// A turn played (its steps, or in notation); `redone`: the turn the live line had next, still
    /// to redo, which was redone rather than played anew (the rest of the line kept).
    Played { redone: bool },
    /// The last turn taken back.
    Undone,
    /// The last turn taken back played again.
    Redone,
}

impl Change {
    /// What `command` does when it is carried out (a turn played: not redone, until the game
    /// slice finds it was).
    pub fn of(command: &Command) -> Change {
        match command {
            Command::Restart | Command::Load(_) => Change::New,
            Command::Play(_) | Command::Notation(_) => Change::Played { redone: false },
            Command::Undo => Change::Undone,
            Command::Redo => Change::Redone,
        }
    }
}
