//! The computer opponent as the player chose it: who the computer plays, and at what level. Kept
//! with the saved game and carried in links (`&computer=black&level=2`).

use runeboard_engine::ai::{Level, DEFAULT_LEVEL, LEVELS};
use runeboard_engine::record::fragment;
use thiserror::Error;

/// Who the computer plays, and how well.
/// Kept in a saved game as serde's derived code writes it (written by hand: `super::saved`).
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(test, derive(serde::Serialize, serde::Deserialize))]
pub struct Opponent {
    /// The players the computer plays, by index into the game's players (none: people play
    /// each other; all: a demonstration game).
    pub sides: Vec<usize>,
    /// 1 (Beginner) to 5 (Strongest).
    pub level: u8,
}

impl Default for Opponent {
    fn default() -> Self {
        Opponent { sides: Vec::new(), level: DEFAULT_LEVEL }
    }
}

impl Opponent {
    /// This opponent, made valid for a game of `players` players: sides that game has, a level
    /// that exists.
    pub fn fitted(mut self, players: usize) -> Self {
        self.sides.retain(|&s| s < players);
        runeboard_engine::sort::sort(&mut self.sides);
        self.sides.dedup();
        if Level::get(self.level).is_none() {
            self.level = DEFAULT_LEVEL;
        }
        self
    }

    /// The computer plays every side: a demonstration.
    pub fn plays_all(&self, players: usize) -> bool {
        players > 0 && (0..players).all(|p| self.sides.contains(&p))
    }

    /// Appends the link's words for this opponent (`computer=black&level=2`) to a fragment;
    /// nothing when people play.
    pub fn push_fragment(&self, out: &mut String, players: &[&str]) {
        if self.sides.is_empty() {
            return;
        }
        let sides: Vec<String> =
            self.sides.iter().filter_map(|&s| players.get(s)).map(|p| p.to_ascii_lowercase()).collect();
        fragment::push(out, "computer", &sides.join(","));
        fragment::push(out, "level", &self.level.to_string());
    }
}

/// Reads the `computer` and `level` fields of a link, against the game's players' names.
pub fn read(computer: &str, level: Option<&str>, players: &[&str]) -> Result<Opponent, OpponentError> {
    let mut sides = Vec::new();
    for name in computer.split(',').filter(|n| !n.is_empty()) {
        let side = players
            .iter()
            .position(|p| p.eq_ignore_ascii_case(name))
            .ok_or_else(|| OpponentError::NoSuchSide(name.chars().take(30).collect()))?;
        sides.push(side);
    }
    let level = match level {
        None => DEFAULT_LEVEL,
        Some(l) => l
            .parse()
            .ok()
            .filter(|n| Level::get(*n).is_some())
            .ok_or_else(|| OpponentError::NoSuchLevel(l.chars().take(10).collect()))?,
    };
    Ok(Opponent { sides, level }.fitted(players.len()))
}

/// Why a link's computer opponent could not be read.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum OpponentError {
    #[error("the computer cannot play '{0}': that is no side of this game")]
    NoSuchSide(String),
    #[error("there is no level '{0}' (the levels are 1 to 5)")]
    NoSuchLevel(String),
}

/// The levels' numbers and names, for the level picker.
pub fn levels() -> impl Iterator<Item = (u8, &'static str)> {
    LEVELS.iter().map(|l| (l.number, l.name))
}
