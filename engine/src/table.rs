//! The table: everything the page draws of a game in progress and its turn under construction, as
//! plain data ([`Table`]), and the commands that change the game ([`Command`]). The page draws a
//! table and sends commands; it knows no rules, no piece names and no pictures of its own.

use serde::Serialize;
use thiserror::Error;

use crate::error::{PositionError, TurnError};
use crate::game::{Face, Outcome, PieceView, Step};
use crate::geometry::CellId;
use crate::id::GameId;
use crate::tree::Tree;

/// Something to do to a game in progress.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Command {
    /// Play the complete turn made of exactly these steps.
    Play(Vec<Step>),
    /// Take the last turn back (it can be redone until another turn is played).
    Undo,
    /// Play the last turn taken back again.
    Redo,
    /// Start again from the game's start position.
    Restart,
    /// Start a new game from this position text; on error the game is untouched.
    Load(String),
    /// Play a turn written in the game's notation.
    Notation(String),
    /// Go to the turn at this path of the game's lines ([`crate::session::Lines`]; the empty path:
    /// the start), taking back and playing the turns between.
    GoTo(Vec<usize>),
    /// Make the line through the turn at this path the main line.
    Promote(Vec<usize>),
    /// Take the turn at this path and the turns after it from the lines (the game goes back to the
    /// turn before, when it stands on it).
    Delete(Vec<usize>),
    /// Set the comment of the turn at this path (nothing but spaces clears it).
    Comment(Vec<usize>, String),
    /// Set the glyphs (PGN's NAGs: 1 `!`, 2 `?`…) of the turn at this path, in place of its own.
    Glyphs(Vec<usize>, Vec<u8>),
    /// Take this tree as the game's lines (kept from a save, read from a record); the game's own
    /// line is added to it where it is missing.
    Adopt(Tree),
}

/// Why a command was refused; the game is then untouched.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum CommandError {
    #[error(transparent)]
    Turn(#[from] TurnError),
    #[error(transparent)]
    Position(#[from] PositionError),
    #[error("there is no turn to take back")]
    NothingToUndo,
    #[error("there is no turn to play again")]
    NothingToRedo,
    #[error("there is no such turn in the game's lines")]
    NoSuchTurn,
}

/// A player as the table shows them.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Player {
    /// "White", "Attacker"…
    pub name: &'static str,
    /// The colour of the player's men (for the status line's swatch).
    pub army: u8,
}

/// The highlights on the board.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Marks {
    /// The man picked first in the turn under construction.
    pub selected: Option<CellId>,
    /// Cells chosen after it in the same turn.
    pub chosen: Vec<CellId>,
    /// The cell the moving man stands on now, in a turn of several steps (a berserk chain).
    pub current: Option<CellId>,
    /// Men that may start a turn (none while a turn is under construction).
    pub movable: Vec<CellId>,
    /// Cells that may be chosen next, and whether choosing each captures.
    pub targets: Vec<(CellId, bool)>,
    /// Men the turn would take: the turn as it stands when complete, and with the hovered target.
    pub doomed: Vec<CellId>,
    /// Cells the last turn touched.
    pub last: Vec<CellId>,
    /// The kings in check (the side to move's royal men attacked, in the games with check): drawn
    /// marked; none once the game is over.
    pub check: Vec<CellId>,
}

/// A man in a player's reserve.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Reserve {
    /// Index of the owner in [`Table::players`].
    pub player: usize,
    /// The step that picks it ([`Step::Reserve`]).
    pub step: Step,
    pub count: u8,
    pub picture: crate::game::Picture,
    /// Name for people ("white knight").
    pub name: String,
    /// The player to move may drop it now.
    pub playable: bool,
    /// It is picked as the first step of the turn under construction.
    pub selected: bool,
}

/// A choice that is not a cell (a promotion, a declaration), with the face to draw it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Choice {
    pub step: Step,
    pub face: Face,
}

/// What kind of choice waits in the picker.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum Picker {
    Promote,
    Declare,
}

impl Picker {
    /// The picker's title: the words for the waiting step.
    pub fn title(self) -> &'static str {
        match self {
            Picker::Promote => "Promote to",
            Picker::Declare => "Declare the piece",
        }
    }
}

/// The turn may end here although more could be chosen.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Stop {
    /// The stop button's words: the game's name for declining the rest ("No removal", "End turn")
    /// or "Stop here".
    pub label: String,
    /// The game names declining: Escape declines (plays the turn as it stands) instead of
    /// cancelling it.
    pub named: bool,
}

/// Everything the page draws of a game in progress, for one turn under construction. Plain data.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Table {
    pub game: GameId,
    pub players: Vec<Player>,
    /// Index into [`Table::players`] of the player to move.
    pub to_move: usize,
    /// The men as they stand with the turn under construction played as far as it makes a whole
    /// turn (the moving man where it landed); see [`crate::session::Session::as_it_stands`].
    pub pieces: Vec<PieceView>,
    /// The men the turn under construction takes (or turns) so far, as they stood: drawn fading.
    pub taking: Vec<PieceView>,
    /// What the turn under construction waits for, in words ("Remove a man next to e6, or No
    /// removal"); `None` when no turn is under construction.
    pub prompt: Option<String>,
    /// Every player's men in hand (games with drops).
    pub reserves: Vec<Reserve>,
    pub marks: Marks,
    /// The choices after the turn as it stands that are not cells nor reserve men (promotion,
    /// declaration), each with its face.
    pub choices: Vec<Choice>,
    pub picker: Option<Picker>,
    /// The steps so far make a complete turn.
    pub complete: bool,
    /// Set when the turn may end here although more could be chosen.
    pub stop: Option<Stop>,
    /// A remark on the position ("Check"), capitalised; none once the game is over.
    pub remark: Option<String>,
    /// A king is under threat in the position (check, a king attacked, the tafl king's open line
    /// to the edge); false once the game is over.
    pub threat: bool,
    pub outcome: Option<Outcome>,
    /// "White to move", "Checkmate — White wins", "Draw — stalemate".
    pub headline: String,
    /// Every turn played, in notation.
    pub moves: Vec<String>,
    /// Full-move number of the first turn and the index of the player who made it ("1.", "1…").
    pub first_turn: (u32, usize),
    pub can_undo: bool,
    pub can_redo: bool,
    /// The position in the game's position text.
    pub position: String,
    /// The men the last turn took (or turned), as they stood before it.
    pub taken: Vec<PieceView>,
}

impl Table {
    /// The name of a player, "?" if there is none of that index.
    pub fn player(&self, index: usize) -> &'static str {
        self.players.get(index).map_or("?", |p| p.name)
    }
}

/// "Checkmate — White wins", "Draw — stalemate": the words of the status line
/// ([`crate::clock::Ending::describe`]).
pub fn describe(outcome: &Outcome, players: &[&str]) -> String {
    crate::clock::Ending::rules(outcome).describe(players)
}

/// The text with its first letter in upper case.
pub fn capitalise(text: &str) -> String {
    crate::chess::capitalised(text)
}
