//! The games, by id: the only list of them. Every place that needs a game for an id matches on
//! [`GameId`] without a catch-all (see [`crate::with_game!`]), so a new variant that lacks its game,
//! rules text or pictures does not compile (or fails the test that checks every id).

use std::fmt;
use std::str::FromStr;
use std::sync::OnceLock;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

use crate::error::UnknownGame;

/// A game Runeboard offers. Its text form (`keltic`, `odins-rune`, `tyr-11`…) is the id of
/// `docs/rules/README.md`, used in records, links and saved games.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum GameId {
    Keltic,
    OdinsRune,
    Orphic,
    Spindecision,
    Beryl,
    Tyr11,
    Tyr15,
    Tyr17,
    Odin11,
    Odin15,
    Odin17,
    Chess,
}

impl GameId {
    /// Every game, in the order the picker shows them.
    pub const ALL: [GameId; 12] = [
        GameId::Keltic,
        GameId::OdinsRune,
        GameId::Orphic,
        GameId::Spindecision,
        GameId::Beryl,
        GameId::Tyr11,
        GameId::Tyr15,
        GameId::Tyr17,
        GameId::Odin11,
        GameId::Odin15,
        GameId::Odin17,
        GameId::Chess,
    ];

    /// The id as text (`odins-rune`).
    pub const fn as_str(self) -> &'static str {
        match self {
            GameId::Keltic => "keltic",
            GameId::OdinsRune => "odins-rune",
            GameId::Orphic => "orphic",
            GameId::Spindecision => "spindecision",
            GameId::Beryl => "beryl",
            GameId::Tyr11 => "tyr-11",
            GameId::Tyr15 => "tyr-15",
            GameId::Tyr17 => "tyr-17",
            GameId::Odin11 => "odin-11",
            GameId::Odin15 => "odin-15",
            GameId::Odin17 => "odin-17",
            GameId::Chess => "chess",
        }
    }

    /// The game's name for people.
    pub const fn name(self) -> &'static str {
        match self {
            GameId::Keltic => "Keltic Chess",
            GameId::OdinsRune => "Odin's Rune Chess",
            GameId::Orphic => "Orphic Chess with Elks",
            GameId::Spindecision => "spIndecision Beryl",
            GameId::Beryl => "Beryl Chess",
            GameId::Tyr11 => "Tyr Tafl 11×11",
            GameId::Tyr15 => "Tyr Tafl 15×15",
            GameId::Tyr17 => "Tyr Tafl 17×17",
            GameId::Odin11 => "Odin Tafl 11×11",
            GameId::Odin15 => "Odin Tafl 15×15",
            GameId::Odin17 => "Odin Tafl 17×17",
            GameId::Chess => "Orthodox Chess",
        }
    }
}

impl GameId {
    /// The game's board, built once per id (from the game's coordinates) and shared.
    pub fn geometry(self) -> &'static crate::Geometry {
        static BOARDS: [OnceLock<crate::Geometry>; GameId::ALL.len()] = [const { OnceLock::new() }; GameId::ALL.len()];
        let index = GameId::ALL.iter().position(|&g| g == self).unwrap_or_default();
        BOARDS[index].get_or_init(|| crate::with_game!(self, g => crate::Game::geometry(&g).clone()))
    }
}

impl fmt::Display for GameId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad(self.as_str())
    }
}

impl FromStr for GameId {
    type Err = UnknownGame;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        GameId::ALL.into_iter().find(|g| g.as_str() == s).ok_or_else(|| UnknownGame(s.to_string()))
    }
}

impl Serialize for GameId {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.as_str())
    }
}

impl<'de> Deserialize<'de> for GameId {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let text = String::deserialize(d)?;
        text.parse().map_err(serde::de::Error::custom)
    }
}

/// Runs `$body` with `$g` bound to the [`crate::Game`] value of the game `$id` (a [`GameId`]):
/// the one place that turns an id into a concrete game type. The match has no catch-all, so a new
/// [`GameId`] variant does not compile until it is registered here.
///
/// ```
/// use runeboard_engine::{with_game, Game, GameId};
/// let moves = with_game!(GameId::Keltic, g => runeboard_engine::game::legal_vec(&g, &g.start()).len());
/// assert!(moves > 0);
/// ```
///
/// For an id given as text (a command-line argument), `with_game!(text, run, unknown)` calls the
/// macro `run!(game)`, or evaluates `unknown` when the text names no game.
#[macro_export]
macro_rules! with_game {
    ($id:expr, $g:ident => $body:expr) => {
        match $id {
            $crate::GameId::Keltic => {
                let $g = $crate::games::keltic::game();
                $body
            }
            $crate::GameId::OdinsRune => {
                let $g = $crate::games::odins_rune::game();
                $body
            }
            $crate::GameId::Orphic => {
                let $g = $crate::games::orphic::game();
                $body
            }
            $crate::GameId::Spindecision => {
                let $g = $crate::games::beryl::spindecision::game();
                $body
            }
            $crate::GameId::Beryl => {
                let $g = $crate::games::beryl::beryl_chess::game();
                $body
            }
            $crate::GameId::Tyr11 => {
                let $g = $crate::games::tafl::tyr_11();
                $body
            }
            $crate::GameId::Tyr15 => {
                let $g = $crate::games::tafl::tyr_15();
                $body
            }
            $crate::GameId::Tyr17 => {
                let $g = $crate::games::tafl::tyr_17();
                $body
            }
            $crate::GameId::Odin11 => {
                let $g = $crate::games::tafl::odin_11();
                $body
            }
            $crate::GameId::Odin15 => {
                let $g = $crate::games::tafl::odin_15();
                $body
            }
            $crate::GameId::Odin17 => {
                let $g = $crate::games::tafl::odin_17();
                $body
            }
            $crate::GameId::Chess => {
                let $g = $crate::games::chess::game();
                $body
            }
        }
    };
    ($text:expr, $run:ident, $unknown:expr) => {
        match $text.parse::<$crate::GameId>() {
            Ok(id) => $crate::with_game!(id, g => $run!(g)),
            Err(_) => $unknown,
        }
    };
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_read_back_and_games_know_their_id() {
        for id in GameId::ALL {
            assert_eq!(id.as_str().parse::<GameId>(), Ok(id));
            assert_eq!(with_game!(id, g => crate::Game::id(&g)), id);
            assert_eq!(with_game!(id, g => crate::Game::geometry(&g).len()), id.geometry().len());
            assert!(std::ptr::eq(id.geometry(), id.geometry()), "built once");
        }
        assert_eq!("go".parse::<GameId>(), Err(UnknownGame("go".into())));
        let mut sorted = GameId::ALL.to_vec();
        sorted.sort();
        sorted.dedup();
        assert_eq!(sorted.len(), GameId::ALL.len(), "each game once");
    }
}
