//! Runeboard's rules engine: board geometry as data, the step-by-step turn model, shared chess
//! machinery and one module per game. No web dependencies; the page drives it through [`Play`]:
//! it reads a [`Table`] and sends [`Command`]s. [`registry!`] (`registry.rs`) is the one list of
//! games; [`GameId`] and [`with_game!`] are generated from it.
//!
//! # Position text
//! Each game documents its own position text in its module (see [`games`]). Chess uses FEN, with
//! castling rights (`KQkq`); the other games that carry the field always write `-`.

pub mod ai;
pub mod ask;
pub mod bits;
pub mod catalog;
pub mod chess;
pub mod clock;
pub mod editor;
pub mod error;
pub mod eval;
pub mod game;
pub mod games;
pub mod geometry;
pub mod hash;
pub mod lesson_data;
pub mod lessons;
pub mod perft;
pub mod puzzles;
pub mod record;
pub mod registry;
pub mod replay;
pub mod rng;
pub mod rule_data;
pub mod rules;
pub mod session;
pub mod setup;
pub mod soak;
pub mod sort;
pub mod study;
pub mod table;
pub mod text;
pub mod tree;

mod id;

pub use catalog::new_session;
pub use error::{PositionError, TurnError, UnknownGame};
pub use game::{Clocks, Face, Game, MarkedStep, Outcome, Picture, PieceView, Reason, ReserveView, Step};
pub use geometry::{CellId, CellInfo, Geometry, NavDir, Shade};
pub use id::GameId;
pub use session::{Choices, Play, Session};
pub use table::{Command, CommandError, Table};
