//! The games, by id. [`GameId`], its ids and names, [`GameInfo`] and [`crate::with_game!`] are all
//! generated from the one list of games, [`registry!`](crate::registry) (in `games/mod.rs`): a game
//! that lacks its module, rules text or lessons does not compile, and one that lacks its pictures
//! fails the test that checks every game's rules.

use std::fmt;
use std::str::FromStr;
use std::sync::OnceLock;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

use crate::error::UnknownGame;
use crate::lessons::Lesson;
use crate::rules::Rules;

/// Declares [`GameId`] and everything that comes with each of its variants from the
/// [`registry!`](crate::registry)'s entries.
macro_rules! declare_games {
    ([] $(
        $variant:ident = $id:literal, $name:literal {
            game: $($game:ident)::+, rules: $($rules:ident)::+, lessons: $($lessons:ident)::+
            $(, bench: $bench:literal)? $(,)?
        }
    )*) => {
        /// A game Runeboard offers, as the [`registry!`](crate::registry) lists them. Its text form
        /// (`keltic`, `odins-rune`, `tyr-11`…) is the id used in records, links and saved games.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub enum GameId {
            $(
                #[doc = $name]
                $variant,
            )*
        }

        impl GameId {
            /// Every game, in the order the picker shows them (the registry's order, which is also
            /// the variants' order: `ALL[id as usize] == id`).
            pub const ALL: [GameId; [$($id),*].len()] = [$(GameId::$variant),*];

            /// The id as text (`odins-rune`).
            pub const fn as_str(self) -> &'static str {
                match self {
                    $(GameId::$variant => $id,)*
                }
            }

            /// The game's name for people.
            pub const fn name(self) -> &'static str {
                match self {
                    $(GameId::$variant => $name,)*
                }
            }

            /// What the registry knows of the game besides its rules: rules text, move diagrams,
            /// lessons, perft bench depth.
            pub const fn info(self) -> &'static GameInfo {
                match self {
                    $(GameId::$variant => &GameInfo {
                        id: GameId::$variant,
                        rules: &crate::games::$($rules)::+,
                        lessons: crate::games::$($lessons)::+,
                        bench_depth: some!($($bench)?),
                    },)*
                }
            }
        }
    };
}

/// `Some(x)` for `x`, `None` for nothing.
macro_rules! some {
    () => {
        None
    };
    ($x:expr) => {
        Some($x)
    };
}

crate::registry!([declare_games]);

/// A game's content, from the [`registry!`](crate::registry): [`GameId::info`].
pub struct GameInfo {
    pub id: GameId,
    /// The rules as the Rules panel tells them, with the move diagrams.
    pub rules: &'static Rules,
    /// The game's problems and lessons, in the order they are offered.
    pub lessons: &'static [Lesson],
    /// The perft depth `runeboard bench` uses (about a second or two of work), if it benches the game.
    pub bench_depth: Option<u32>,
}

impl GameInfo {
    /// Every man the game has, of every army: the position editor's palette.
    pub fn palette(&self) -> Vec<crate::Face> {
        crate::setup::palette(self.id)
    }
}

impl GameId {
    /// The game's board, built once per id (from the game's coordinates) and shared.
    pub fn geometry(self) -> &'static crate::Geometry {
        static BOARDS: [OnceLock<crate::Geometry>; GameId::ALL.len()] = [const { OnceLock::new() }; GameId::ALL.len()];
        // `ALL` is in the variants' order, so a variant's number is its place (a test checks it).
        BOARDS[self as usize].get_or_init(|| crate::with_game!(self, g => crate::Game::geometry(&g).clone()))
    }

    /// The game's rules text, with its move diagrams.
    pub const fn rules(self) -> &'static Rules {
        self.info().rules
    }

    /// The game's lessons, in the order they are offered.
    pub const fn lessons(self) -> &'static [Lesson] {
        self.info().lessons
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
/// the one place that turns an id into a concrete game type. Its match is generated from the
/// [`registry!`](crate::registry), the entry's `game` constructor for each [`GameId`].
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
        $crate::registry!([$crate::__with_game] ($id) $g ($body))
    };
    ($text:expr, $run:ident, $unknown:expr) => {
        match $text.parse::<$crate::GameId>() {
            Ok(id) => $crate::with_game!(id, g => $run!(g)),
            Err(_) => $unknown,
        }
    };
}

/// [`with_game!`]'s match, one arm per entry of the [`registry!`](crate::registry).
#[doc(hidden)]
#[macro_export]
macro_rules! __with_game {
    ([($id:expr) $g:ident ($body:expr)] $(
        $variant:ident = $text:literal, $name:literal { game: $($game:ident)::+, $($rest:tt)* }
    )*) => {
        match $id {
            $(
                $crate::GameId::$variant => {
                    let $g = $crate::games::$($game)::+();
                    $body
                }
            )*
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

    /// `ALL` holds every variant, once, at the place of its number (what [`GameId::geometry`]
    /// relies on). `ALL`'s length is the number of the registry's entries, of which each is one
    /// variant, so it cannot be shorter; a variant missing from it would leave another in its place,
    /// out of its order.
    #[test]
    fn all_holds_every_variant_at_its_place() {
        for (place, &id) in GameId::ALL.iter().enumerate() {
            assert_eq!(id as usize, place, "{id} is at place {place} of ALL");
        }
        // The variants are numbered 0, 1, … in their order, so the last one's number counts them.
        let last = GameId::ALL.iter().max().copied();
        assert_eq!(last.map(|g| g as usize + 1), Some(GameId::ALL.len()), "ALL has as many games as GameId");
    }
}
