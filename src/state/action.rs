//! What the user (or the page's storage) can do: the actions the reducer takes, each feature's
//! own actions inside them; and the dialogs.

use runeboard_engine::{CellId, GameId, Step};

use super::{AnalysisAction, ClockAction, ComputerAction, EditAction, LineAction, Mark, Pen, ReviewAction, ViewTo};
use crate::model::saved::{StorageProblem, Stored};
use crate::model::settings::Settings;

/// Everything the user (or the page's storage) can do.
#[derive(Clone, Debug, PartialEq)]
pub enum Action {
    /// A click (or Enter/Space) on a board cell.
    Click(CellId),
    /// A non-cell step chosen in the picker or reserve tray.
    Choose(Step),
    /// Play the turn as it stands ("Stop here").
    StopHere,
    /// Drop the turn under construction.
    Cancel,
    /// Escape: close the open dialog, or put the pen down, or clear the drawings of the position
    /// shown, or leave the earlier position viewed, or else cancel the turn under construction
    /// (always: an optional rest is declined by its button, or Enter), or else leave presentation
    /// mode.
    Escape,
    Undo,
    Redo,
    New,
    /// Turn the board (remembered for this game).
    Flip,
    /// The settings chosen in the settings panel, applied at once and kept.
    Settings(Settings),
    LoadPosition(String),
    /// The keyboard focus moved to this cell (roving tabindex).
    Focus(CellId),
    /// The pointer is over this cell (or left the board), for previewing captures.
    Hover(Option<CellId>),
    /// Show an earlier position of the game (read-only), or the live one again.
    View(ViewTo),
    /// Open (or close) a dialog.
    Dialog(Option<Dialog>),
    /// Import a game record (its text), with what the browser's storage holds (the import may
    /// replace the game saved for another game id).
    Import {
        text: String,
        stored: Stored,
    },
    /// The answer to "switch to the imported record's game?": yes imports it, no leaves the game.
    ConfirmImport(bool),
    /// The page opened, or the address's fragment changed (a link pasted into the address bar):
    /// the fragment, and what the browser's storage holds.
    Open {
        fragment: String,
        stored: Stored,
    },
    /// Another game chosen in the picker, with what the browser's storage holds.
    Select {
        id: GameId,
        stored: Stored,
    },
    /// The game could not be saved (storage full…).
    SaveFailed(StorageProblem),
    /// Reopen a recent game (its index in [`State::recent`]).
    Reopen(usize),
    /// Another tab saved over this game's save: keep what it had (its stored text) in the recent
    /// games.
    Overwritten(String),
    /// The computer opponent: settings, and the worker's answers.
    Computer(ComputerAction),
    /// Puzzles: open one, show its solution, analyse it, leave.
    Puzzle(crate::state::PuzzleAction),
    /// Studies: open a chapter, step through it, a hint, keep, import and write studies.
    Study(crate::state::StudyAction),
    /// How does the man on this cell move (of either side, whoever is to move)? The answer is
    /// drawn on the board without changing the game.
    Ask(CellId),
    /// The move list's tree of lines: show a turn of any line, promote, delete, comment.
    Line(LineAction),
    /// Draw (or take away) a circle or an arrow on the position shown.
    Draw(Mark),
    /// Clear the drawings of the position shown.
    ClearDrawings,
    /// The pen tool: drawing with this colour by a plain drag or click (touch), or playing.
    Pen(Option<Pen>),
    /// Presentation mode on or off (full screen is the page's to ask for).
    Present(bool),
    /// The position editor.
    Edit(EditAction),
    Dismiss,
    /// The time now (ms, monotonic: the page's `performance.now()`), handed in by the clock's tick.
    Tick(u64),
    /// The game clock, resignation and a draw by agreement.
    Clock(ClockAction),
    /// Analysis of the position shown: on/off, the worker's lines, playing a line.
    Analysis(AnalysisAction),
    /// The game's review: start, cancel, the worker's reports.
    Review(ReviewAction),
    /// This game's chunk is in (`Effect::Games`): the game waited for opens, if it is this one (by
    /// the address it was opened at, if so), with what the browser's storage holds now.
    GamesIn {
        game: GameId,
        stored: Stored,
    },
    /// The game's chunk could not be loaded: the game waited for is not opened.
    GamesFailed(GameId),
    /// The chunk of parts is in (`Effect::Parts`): what was asked of it is done, in order.
    PartsIn,
    /// The chunk of parts could not be loaded (`Effect::Parts`): what was asked is not done.
    PartsFailed,
}

impl Action {
    /// Another game, position or record takes the place of the game in progress (it closes the
    /// editor and ends the lesson).
    pub fn replaces_game(&self) -> bool {
        matches!(
            self,
            Action::New
                | Action::LoadPosition(_)
                | Action::Import { .. }
                | Action::Open { .. }
                | Action::Select { .. }
                | Action::Reopen(_)
        )
    }

    /// A part of a turn made by hand: a click, a choice, "Stop here", Cancel.
    pub fn by_hand(&self) -> bool {
        matches!(self, Action::Click(_) | Action::Choose(_) | Action::StopHere | Action::Cancel)
    }
}

/// A dialog over the page (one at a time).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Dialog {
    Rules,
    Export,
    Import,
    /// The settings panel.
    Settings,
}

/// A man asked how it moves, and the cells it could reach (each: whether it takes there).
pub type Asked = (CellId, Vec<(CellId, bool)>);
