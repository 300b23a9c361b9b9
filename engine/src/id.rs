//! The games, by id: [`GameId`], its ids and names, generated from the one list of games,
//! [`registry!`](crate::registry) (`registry.rs`). Nothing here reaches a game, so the games and
//! the Game trait may name their id; what an id leads to (its game, rules text, lessons:
//! [`GameInfo`](crate::catalog::GameInfo), [`crate::with_game!`]) is in `catalog.rs`, above the games.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

use crate::error::UnknownGame;

/// Declares [`GameId`] and everything that comes with each of its variants from the
/// [`registry!`](crate::registry)'s entries.
macro_rules! declare_games {
    ([] $(mod $module:ident { $(
        $variant:ident = $id:literal, $name:literal { $($fields:tt)* }
    )* })*) => {
        /// A game Runeboard offers, as the [`registry!`](crate::registry) lists them. Its text form
        /// (`keltic`, `odins-rune`, `tyr-11`…) is the id used in records, links and saved games.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub enum GameId {
            $($(
                #[doc = $name]
                $variant,
            )*)*
        }

        impl GameId {
            /// Every game, in the order the picker shows them (the registry's order, which is also
            /// the variants' order: `ALL[id as usize] == id`, by construction, both being written
            /// from the one list in one expansion, the variants unnumbered).
            pub const ALL: [GameId; [$($($id),*),*].len()] = [$($(GameId::$variant),*),*];

            /// The id as text (`odins-rune`).
            pub const fn as_str(self) -> &'static str {
                match self {
                    $($(GameId::$variant => $id,)*)*
                }
            }

            /// The game's name for people.
            pub const fn name(self) -> &'static str {
                match self {
                    $($(GameId::$variant => $name,)*)*
                }
            }
        }
    };
}

crate::registry!([declare_games]);

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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::with_game;

    #[test]
    fn ids_read_back_and_games_know_their_id() {
        for id in GameId::ALL {
            // (The engine's tests build every game: a module of the registry that
            // `catalog::module_built` does not know would be in no build.)
            assert!(id.built(), "{id} is built with the default features");
            assert_eq!(id.as_str().parse::<GameId>(), Ok(id));
            assert_eq!(id.to_string(), id.as_str());
            assert_eq!(with_game!(id, g => crate::Game::id(&g)), id);
            assert_eq!(with_game!(id, g => crate::Game::geometry(&g).len()), id.geometry().len());
            assert!(std::ptr::eq(id.geometry(), id.geometry()), "built once");
            assert_eq!(id.info().id, id, "{id}'s info is its own");
        }
        assert_eq!("go".parse::<GameId>(), Err(UnknownGame("go".into())));
        let mut sorted = GameId::ALL.to_vec();
        sorted.sort();
        sorted.dedup();
        assert_eq!(sorted.len(), GameId::ALL.len(), "each game once");
        for texts in [GameId::ALL.map(GameId::as_str), GameId::ALL.map(GameId::name)] {
            let mut unique = texts.to_vec();
            unique.sort_unstable();
            unique.dedup();
            assert_eq!(unique.len(), texts.len(), "each id and each name once: {texts:?}");
        }
    }
}
