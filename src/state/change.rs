//! What a command did to the game in progress. The game slice says it; each slice that follows the
//! game reacts to it in its own file (the clock: [`crate::state::Timing::follow`]). The game's
//! lines are the game's own (the engine's `session::Lines`): nothing keeps them in step.

use runeboard_engine::Command;

/// What a command did to the game in progress.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Change {
    /// A new game: restarted, or a position loaded.
    New,
    /// A turn played (its steps, or in notation; the turn ahead on the line, played again, too).
    Played,
    /// The last turn taken back.
    Undone,
    /// The last turn taken back played again.
    Redone,
    /// The game went elsewhere in its lines (another turn shown, a line deleted under it): the clock
    /// is not told.
    Moved,
    /// The lines changed, not the position (a line promoted, a comment, lines kept from a save).
    Lines,
}

impl Change {
    /// What `command` does when it is carried out.
    pub fn of(command: &Command) -> Change {
        match command {
            Command::Restart | Command::Load(_) => Change::New,
            Command::Play(_) | Command::Notation(_) => Change::Played,
            Command::Undo => Change::Undone,
            Command::Redo => Change::Redone,
            Command::GoTo(_) | Command::Delete(_) => Change::Moved,
            Command::Promote(_) | Command::Comment(..) | Command::Glyphs(..) | Command::Adopt(_) => Change::Lines,
        }
    }
}
