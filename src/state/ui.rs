//! What only the page cares about: focus, dialogs, messages, the pen, presentation, the man asked
//! about, the import waiting for a yes, the premove.

use runeboard_engine::{CellId, PieceView};

use super::{games, premove, records, Action, Asked, Dialog, Feedback, Pen};

/// What only the page cares about: orientation, focus, dialogs, messages.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Ui {
    /// The cell that takes the board's tab stop.
    pub focus: Option<CellId>,
    pub dialog: Option<Dialog>,
    pub feedback: Option<Feedback>,
    /// The men the last turn took (or turned), as they stood, for a fading effect.
    pub vanished: Vec<PieceView>,
    /// The game saved for this id is kept until this game changes: a link that could not be opened
    /// shows a new game, which must not overwrite it.
    pub keep_saved: bool,
    /// The pen tool, when on: a click or a drag on the board draws in its colour.
    pub pen: Option<Pen>,
    /// Presentation mode: the board alone, as large as the screen, with larger coordinates.
    pub presenting: bool,
    /// The man asked how it moves, and the cells it could reach (each: whether it takes there).
    pub asked: Option<Asked>,
    /// A record of another game, imported: it waits for the player to say yes to the switch.
    pub importing: Option<records::Importing>,
    /// The game opened while the page loads its chunk of games (`crate::games`).
    pub games: Option<games::Waiting>,
    /// What was asked of the parts while their chunk loads (`crate::state::parts`).
    pub parts: Vec<crate::state::parts::Asked>,
    /// A turn planned while the computer thinks ([`premove`]).
    pub premove: Option<premove::Premove>,
}

impl Ui {
    /// The page's own part of the actions: orientation, dialogs, messages, the pen, presentation.
    pub(super) fn apply(&mut self, action: &Action) {
        match action {
            Action::Dialog(dialog) => {
                self.dialog = *dialog;
                self.importing = None;
                if matches!(self.feedback, Some(Feedback::Import(_))) {
                    self.feedback = None;
                }
            }
            Action::Dismiss => self.feedback = None,
            Action::Pen(pen) => self.pen = *pen,
            Action::Present(on) => self.presenting = *on,
            _ => {}
        }
    }
}
