//! Keltic Chess against the orthodox family's reference generator (`games/chess/reference.rs`),
//! its variant [`KELTIC`].

use crate::games::chess::reference::Orthodox;
pub use crate::games::chess::reference::KELTIC;
use crate::games::reference::check_against_reference;

/// Keltic Chess against its reference (the registry entry's `reference`).
pub fn check(game: &super::Keltic, seed: u64, plies: usize) {
    check_against_reference(game, &Orthodox(&KELTIC), seed, plies);
}
