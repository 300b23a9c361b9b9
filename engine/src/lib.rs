//! Runeboard's rules engine: board geometry as data, the step-by-step turn model, shared chess
//! machinery and one module per game. No web dependencies; the app drives it through [`Play`].
//!
//! # Position text
//! Each game documents its own position text in its module (see [`games`]). Chess uses FEN without
//! castling rights (`-`), since none of the games castles.

pub mod chess;
pub mod error;
pub mod game;
pub mod games;
pub mod geometry;
pub mod perft;
pub mod session;

pub use error::{PositionError, TurnError, UnknownGame};
pub use game::{Clocks, Game, MarkedStep, Outcome, PieceView, Step};
pub use geometry::{CellId, CellInfo, Geometry, NavDir};
pub use session::{Choices, Play, Session};

/// A game the app offers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GameEntry {
    pub id: &'static str,
    pub name: &'static str,
}

/// The games, in the order the picker shows them.
pub const GAMES: &[GameEntry] = &[
    GameEntry { id: "keltic", name: "Keltic Chess" },
    GameEntry { id: "chess", name: "Orthodox Chess (calibration)" },
];

/// A new game of the given id, at its start position.
pub fn new_session(id: &str) -> Result<Box<dyn Play>, UnknownGame> {
    match id {
        "keltic" => Ok(Box::new(Session::new(games::keltic::game()))),
        "chess" => Ok(Box::new(Session::new(games::chess::game()))),
        other => Err(UnknownGame(other.to_string())),
    }
}
