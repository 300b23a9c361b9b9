//! Typed errors for everything a user can feed the engine.

use thiserror::Error;

/// Position text that cannot be read, or describes a position the game does not allow.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum PositionError {
    #[error("the position text is empty")]
    Empty,
    #[error("expected {expected} fields separated by spaces, found {found}")]
    FieldCount { expected: String, found: usize },
    #[error("expected {expected} ranks separated by '/', found {found}")]
    RankCount { expected: usize, found: usize },
    #[error("rank {rank} describes {found} cells but has {expected}")]
    RankLength { rank: String, expected: usize, found: usize },
    #[error("'{0}' is not a piece letter in this game")]
    UnknownPiece(char),
    #[error("the side to move must be 'w' or 'b', not '{0}'")]
    SideToMove(String),
    #[error("'{0}' is not a square on this board")]
    BadSquare(String),
    #[error("the {field} must be a whole number, not '{value}'")]
    BadNumber { field: &'static str, value: String },
    #[error("{0}")]
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
    #[error("'{0}' is not a legal move here")]
    BadNotation(String),
}

/// An unknown game id.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("there is no game called '{0}'")]
pub struct UnknownGame(pub String);
