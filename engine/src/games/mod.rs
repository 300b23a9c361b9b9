//! One module per game.

pub mod beryl;
pub mod chess;
pub mod keltic;
pub mod odins_rune;
pub mod orphic;
pub mod tafl;
