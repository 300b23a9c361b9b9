//! One module per game.

pub mod chess;
pub mod keltic;
