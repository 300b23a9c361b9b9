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

fn quote_char(c: &char) -> String {
    quote(&c.to_string())
}

/// Position text that cannot be read, or describes a position the game does not allow.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum PositionError {
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
    #[error("{}", sentence(.0))]
    Illegal(String),
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
