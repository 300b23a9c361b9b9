//! Runeboard's rules engine: board geometry as data, the step-by-step turn model, shared chess
//! machinery and one module per game. No web dependencies; the app drives it through [`Play`].
//!
//! # Position text
//! Each game documents its own position text in its module (see [`games`]). Chess uses FEN without
//! castling rights (`-`), since none of the games castles.

pub mod ai;
pub mod chess;
pub mod error;
pub mod game;
pub mod games;
pub mod geometry;
pub mod perft;
pub mod record;
pub mod session;
pub mod soak;
pub mod text;

pub use error::{PositionError, TurnError, UnknownGame};
pub use game::{Clocks, Game, MarkedStep, Outcome, PieceView, ReserveView, Step};
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
    GameEntry { id: "odins-rune", name: "Odin's Rune Chess" },
    GameEntry { id: "orphic", name: "Orphic Chess with Elks" },
    GameEntry { id: "spindecision", name: "spIndecision Beryl" },
    GameEntry { id: "beryl", name: "Beryl Chess" },
    GameEntry { id: "tyr-11", name: "Tyr Tafl 11×11" },
    GameEntry { id: "tyr-15", name: "Tyr Tafl 15×15" },
    GameEntry { id: "tyr-17", name: "Tyr Tafl 17×17" },
    GameEntry { id: "odin-11", name: "Odin Tafl 11×11" },
    GameEntry { id: "odin-15", name: "Odin Tafl 15×15" },
    GameEntry { id: "odin-17", name: "Odin Tafl 17×17" },
    GameEntry { id: "chess", name: "Orthodox Chess (calibration)" },
];

/// Calls `$run!(game)` with the [`Game`] value of the game named by `$id`, or evaluates `$unknown`.
/// Every place that needs the concrete game type for an id (sessions, perft) goes through here, so
/// a new game is registered by one line in this macro and one entry in [`GAMES`].
#[macro_export]
macro_rules! with_game {
    ($id:expr, $run:ident, $unknown:expr) => {
        match $id {
            "keltic" => $run!($crate::games::keltic::game()),
            "chess" => $run!($crate::games::chess::game()),
            "odins-rune" => $run!($crate::games::odins_rune::game()),
            "orphic" => $run!($crate::games::orphic::game()),
            "spindecision" => $run!($crate::games::beryl::spindecision::game()),
            "beryl" => $run!($crate::games::beryl::beryl_chess::game()),
            "tyr-11" => $run!($crate::games::tafl::tyr_11()),
            "tyr-15" => $run!($crate::games::tafl::tyr_15()),
            "tyr-17" => $run!($crate::games::tafl::tyr_17()),
            "odin-11" => $run!($crate::games::tafl::odin_11()),
            "odin-15" => $run!($crate::games::tafl::odin_15()),
            "odin-17" => $run!($crate::games::tafl::odin_17()),
            _ => $unknown,
        }
    };
}

/// A new game of the given id, at its start position.
pub fn new_session(id: &str) -> Result<Box<dyn Play>, UnknownGame> {
    macro_rules! boxed {
        ($g:expr) => {
            Ok(Box::new(Session::new($g)) as Box<dyn Play>)
        };
    }
    with_game!(id, boxed, Err(UnknownGame(id.to_string())))
}
