//! One module per game; the one list of the games is [`registry!`](crate::registry) (`registry.rs`).
//!
//! Each game's module holds its rules, and under `games/<game>/` its rules text with move diagrams
//! (`rules.rs`) and its lessons (`lessons.rs`).

pub mod beryl;
pub mod chess;
pub mod keltic;
pub mod odins_rune;
pub mod orphic;
pub mod tafl;
