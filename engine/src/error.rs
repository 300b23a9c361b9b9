//! Typed errors for everything a user can feed the engine.

use thiserror::Error;

/// How much of a piece of user text an error message quotes.
const QUOTE_CHARS: usize = 40;
/// How long a sentence an error message carries at most.
const SENTENCE_CHARS: usize = 240;

/// Some user text as an error message quotes it: at most 40 characters (then `…`), control
/// characters escaped, so that a 10 MB paste or binary bytes still make a readable message.
pub fn quote(text: &str) -> String {
    clip(text, QUOTE_CHARS)
}

/// A sentence that may carry user text, clipped to a readable length the same way.
pub fn sentence(text: &str) -> String {
    clip(text, SENTENCE_CHARS)
}

fn clip(text: &str, max: usize) -> String {
    let mut out = String::new();
    for (i, c) in text.chars().enumerate() {
        if i == max {
            out.push('…');
            break;
        }
        if c.is_control() {
            out.extend(c.escape_debug());
        } else {
            out.push(c);
        }
    }
    out
}

/// A character of user text as an error message quotes it.
pub fn quote_char(c: &char) -> String {
    quote(&c.to_string())
}

/// Position text that cannot be read, or describes a position the game does not allow. `I` is
/// why a game does not allow it: the game's own reason (`Game::Illegal`) inside the
/// engine, erased to its sentence (`String`, the default) where a position crosses the page's
/// interface (`Play`, `Table`). See [`PositionError::erase`].
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum PositionError<I = String> {
    #[error("the position text is empty")]
    Empty,
    #[error("expected {expected} fields separated by spaces, found {found}")]
    FieldCount { expected: String, found: usize },
    #[error("expected {expected} ranks separated by '/', found {found}")]
    RankCount { expected: usize, found: usize },
    #[error("rank {} describes {found} cells but has {expected}", quote(rank))]
    RankLength { rank: String, expected: usize, found: usize },
    #[error("'{}' is not a piece letter in this game", quote_char(.0))]
    UnknownPiece(char),
    #[error("the side to move must be 'w' or 'b', not '{}'", quote(.0))]
    SideToMove(String),
    #[error("'{}' is not a square on this board", quote(.0))]
    BadSquare(String),
    #[error("the {field} must be a whole number, not '{}'", quote(value))]
    BadNumber { field: &'static str, value: String },
    #[error("a run of empty cells must be at least 1")]
    ZeroRun,
    #[error("'{}' is not a whole man", quote(.0))]
    PartialMan(String),
    /// The board text's cells do not fill the game's board (a mistake in the program, not in the
    /// text: the text's ranks were already checked).
    #[error("the board has {found} cells where {expected} were expected")]
    BoardSize { expected: usize, found: usize },
    /// A position the text describes that the game does not allow: the game's reason.
    #[error("{0}")]
    Illegal(I),
}

impl<I> From<I> for PositionError<I> {
    fn from(why: I) -> Self {
        PositionError::Illegal(why)
    }
}

impl<I> PositionError<I> {
    /// The same error with the game's reason changed by `f` (the rest carries no game's type).
    pub fn map<J>(self, f: impl FnOnce(I) -> J) -> PositionError<J> {
        use PositionError as E;
        match self {
            E::Empty => E::Empty,
            E::FieldCount { expected, found } => E::FieldCount { expected, found },
            E::RankCount { expected, found } => E::RankCount { expected, found },
            E::RankLength { rank, expected, found } => E::RankLength { rank, expected, found },
            E::UnknownPiece(c) => E::UnknownPiece(c),
            E::SideToMove(s) => E::SideToMove(s),
            E::BadSquare(s) => E::BadSquare(s),
            E::BadNumber { field, value } => E::BadNumber { field, value },
            E::ZeroRun => E::ZeroRun,
            E::PartialMan(s) => E::PartialMan(s),
            E::BoardSize { expected, found } => E::BoardSize { expected, found },
            E::Illegal(why) => E::Illegal(f(why)),
        }
    }

    /// The error as the page's interface carries it, whatever the game: its reason erased to its
    /// sentence (the same text: `erase(e).to_string() == e.to_string()`).
    pub fn erase(self) -> PositionError
    where
        I: std::fmt::Display,
    {
        self.map(|why| why.to_string())
    }
}

/// Why a position cannot stand, for the rules several chess-like games share. A game whose own
/// reasons are only these has `Shared` as its `Game::Illegal`; a game with reasons of
/// its own wraps it in its own `Illegal` type.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum Shared {
    #[error("{army} must have exactly one king, not {found}")]
    KingCount { army: &'static str, found: usize },
    #[error("a {} pawn cannot stand on {cell}: it would have promoted", army.to_ascii_lowercase())]
    PawnOnLastRank { army: &'static str, cell: String },
    #[error("the side not to move ({army}) is in check")]
    OpponentInCheck { army: &'static str },
    #[error("{} cannot be an en-passant square here", quote(.0))]
    EnPassant(String),
    #[error(
        "castling rights '{}' do not fit: '-', or some of KQkq, each once and only with its king and rook on their first cells (in a game without castling, always '-')",
        quote(.0)
    )]
    Castling(String),
}

/// A turn the player asked for that is not a legal complete turn.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum TurnError {
    #[error("the game is over")]
    GameOver,
    #[error("that is not a legal turn here")]
    NotLegal,
    #[error("the turn is not finished: another choice is needed")]
    Incomplete,
    #[error("'{}' is not a legal move here", quote(.0))]
    BadNotation(String),
}

/// An unknown game id.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("there is no game called '{}'", quote(.0))]
pub struct UnknownGame(pub String);
