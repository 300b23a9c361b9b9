//! What a [`GameId`] leads to, above the games: its [`crate::Game`] ([`crate::with_game!`], the one
//! place that turns an id into a concrete game type), its board, rules text, lessons and perft
//! bench depth ([`GameInfo`]), and a new game of it ([`new_session`]). All generated from the
//! [`registry!`](crate::registry): a game that lacks its module, rules text or lessons does not
//! compile, and one that lacks its pictures fails the test that checks every game's rules.

use std::sync::OnceLock;

use crate::geometry::Geometry;
use crate::id::GameId;
use crate::lesson_data::Lesson;
use crate::registry::TestPlan;
use crate::rule_data::Rules;
use crate::session::{Play, Session};

/// Declares [`GameId::info`], [`GameId::test_plan`], [`GameId::module`] and, with the feature
/// `reference`, [`GameId::check_against_reference`] from the [`registry!`](crate::registry)'s entries.
macro_rules! declare_info {
    ([] $(mod $module:ident { $(
        $variant:ident = $id:literal, $name:literal {
            game: $($game:ident)::+, rules: $($rules:ident)::+, lessons: $($lessons:ident)::+,
            chance: $chance:literal, tests: $($tests:ident)::+ $(, reference: $($reference:ident)::+)? $(, bench: $bench:literal)? $(,)?
        }
    )* })*) => {
        impl GameId {
            /// What the registry knows of the game besides its rules: rules text, move diagrams,
            /// lessons, the win chance's scale, perft bench depth.
            pub const fn info(self) -> &'static GameInfo {
                match self {
                    $($(GameId::$variant => &GameInfo {
                        id: GameId::$variant,
                        rules: &crate::games::$module::$($rules)::+,
                        lessons: crate::games::$module::$($lessons)::+,
                        chance_scale: $chance,
                        bench_depth: some!($($bench)?),
                    },)*)*
                }
            }

            /// Whether this build of the engine has the game: the cargo feature named as its
            /// module in the registry (every game with the default features). Nothing may ask a
            /// game this build lacks for its rules ([`crate::with_game!`] panics).
            pub const fn built(self) -> bool {
                match self {
                    $($(GameId::$variant => module_built(stringify!($module)),)*)*
                }
            }

            /// What the game tells the engine's tests about itself (its registry entry's `tests`).
            #[doc(hidden)]
            pub const fn test_plan(self) -> &'static TestPlan {
                match self {
                    $($(GameId::$variant => &crate::games::$module::$($tests)::+,)*)*
                }
            }

            /// The name of the module under `engine/src/games/` that holds the game (its group in
            /// the registry): its perft figures are `engine/src/games/<module>/<id>.perft`.
            #[doc(hidden)]
            pub const fn module(self) -> &'static str {
                match self {
                    $($(GameId::$variant => stringify!($module),)*)*
                }
            }

            /// Checks the engine's legal turns against the game's slow reference generator on a
            /// random game of at most `plies` plies from `seed` (panicking on a difference); false
            /// if the game has no reference generator (its registry entry no `reference`).
            #[cfg(feature = "reference")]
            #[doc(hidden)]
            pub fn check_against_reference(self, seed: u64, plies: usize) -> bool {
                match self {
                    $($(GameId::$variant => reference!(
                        $(crate::games::$module::$($reference)::+)?,
                        crate::games::$module::$($game)::+, seed, plies
                    ),)*)*
                }
            }
        }
    };
}

/// A game's reference check, run: `true` after it, `false` for a game without one.
#[cfg(feature = "reference")]
macro_rules! reference {
    (, $game:path, $seed:ident, $plies:ident) => {
        false
    };
    ($check:path, $game:path, $seed:ident, $plies:ident) => {{
        $check(&$game(), $seed, $plies);
        true
    }};
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

crate::registry!([declare_info]);

/// The same text (a `const fn`'s `==`).
const fn is(a: &str, b: &str) -> bool {
    let (a, b) = (a.as_bytes(), b.as_bytes());
    if a.len() != b.len() {
        return false;
    }
    let mut i = 0;
    while i < a.len() {
        if a[i] != b[i] {
            return false;
        }
        i += 1;
    }
    true
}

/// Whether this build has the games of the registry's module `module`: its cargo feature of the
/// same name (`engine/Cargo.toml`; a module missing here is never built, which the tests see).
#[doc(hidden)]
pub const fn module_built(module: &str) -> bool {
    (is(module, "keltic") && cfg!(feature = "keltic"))
        || (is(module, "odins_rune") && cfg!(feature = "odins_rune"))
        || (is(module, "orphic") && cfg!(feature = "orphic"))
        || (is(module, "beryl") && cfg!(feature = "beryl"))
        || (is(module, "tafl") && cfg!(feature = "tafl"))
        || (is(module, "chess") && cfg!(feature = "chess"))
}

/// [`crate::with_game!`] for a game this build lacks ([`GameId::built`]): a caller's mistake.
#[doc(hidden)]
#[cold]
pub fn not_built(id: GameId) -> ! {
    panic!("this build of the engine has no {} (its cargo feature is off)", id.name())
}

/// A game's content, from the [`registry!`](crate::registry): [`GameId::info`].
pub struct GameInfo {
    pub id: GameId,
    /// The rules as the Rules panel tells them, with the move diagrams.
    pub rules: &'static Rules,
    /// The game's problems and lessons, in the order they are offered.
    pub lessons: &'static [Lesson],
    /// The scale of its win chance: a score of this many points is the logistic's one unit (a
    /// chance of 1/(1+e⁻¹) ≈ 73%), fitted to self-play games (docs/ai.md, "Chance to win";
    /// `runeboard calibrate`). Read by `ai::analysis::chance`.
    pub chance_scale: f64,
    /// The perft depth `runeboard bench` uses (about a second or two of work), if it benches the game.
    pub bench_depth: Option<u32>,
}

impl GameId {
    /// The game's board, built once per id (from the game's coordinates) and shared.
    pub fn geometry(self) -> &'static Geometry {
        self.board(|| crate::with_game!(self, g => crate::game::Game::geometry(&g).clone()))
    }

    /// The game's board, built once per id by `build` (its game's board) and shared.
    fn board(self, build: impl FnOnce() -> Geometry) -> &'static Geometry {
        static BOARDS: [OnceLock<Geometry>; GameId::ALL.len()] = [const { OnceLock::new() }; GameId::ALL.len()];
        // `ALL` is in the variants' order, so a variant's number is its place (both are written from
        // the registry in one expansion: `id.rs`).
        BOARDS[self as usize].get_or_init(build)
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

/// A new game of the given id, at its start position.
pub fn new_session(id: GameId) -> Box<dyn Play> {
    crate::with_game!(id, g => Box::new(Session::new(g)) as Box<dyn Play>)
}

/// The registry's modules (`mod <module> { … }`), in its order: a module's place is its bit in a
/// set of [`modules`].
macro_rules! declare_modules {
    ([] $(mod $module:ident { $($entries:tt)* })*) => {
        const MODULES: &[&str] = &[$(stringify!($module)),*];
    };
}
crate::registry!([declare_modules]);

/// A set of the registry's modules (the `mod` names of [`registry!`](crate::registry), as
/// [`GameId::module`] says them), for [`new_session_among`] and [`geometry_among`]. A name that is
/// no module does not compile (in a `const`).
pub const fn modules(names: &[&str]) -> u64 {
    let mut set = 0;
    let mut n = 0;
    while n < names.len() {
        let mut i = 0;
        while i < MODULES.len() && !is(MODULES[i], names[n]) {
            i += 1;
        }
        assert!(i < MODULES.len(), "no such module in the registry");
        set |= 1 << i;
        n += 1;
    }
    set
}

/// Whether the set of modules `among` ([`modules`]) has the module `module`.
#[doc(hidden)]
pub const fn among(among: u64, module: &str) -> bool {
    among & modules(&[module]) != 0
}

/// [`new_session`] for a game of the modules `AMONG` ([`modules`]) only: `None` for another game
/// (or one this build lacks). Unlike [`new_session`], it reaches no other game's code (the choice is
/// made as it compiles), so a build that never calls [`new_session`] may keep the other games'
/// code apart: the page's first module makes its own games with this, and the others from a chunk
/// of its wasm loaded when one is first opened (the page's `src/games.rs`).
pub fn new_session_among<const AMONG: u64>(id: GameId) -> Option<Box<dyn Play>> {
    crate::registry!([crate::__with_game_among] (id) (AMONG) g (Some(Box::new(Session::new(g)) as Box<dyn Play>)) (None))
}

/// [`GameId::geometry`] for a game of the modules `AMONG` only (`None` for another game), reaching
/// no other game's code ([`new_session_among`]).
pub fn geometry_among<const AMONG: u64>(id: GameId) -> Option<&'static Geometry> {
    (among(AMONG, id.module()) && id.built()).then(|| {
        id.board(|| {
            crate::registry!([crate::__with_game_among] (id) (AMONG) g (crate::game::Game::geometry(&g).clone()) (not_built(id)))
        })
    })
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
    ([($id:expr) $g:ident ($body:expr)] $(mod $module:ident { $(
        $variant:ident = $text:literal, $name:literal { game: $($game:ident)::+, $($rest:tt)* }
    )* })*) => {
        match $id {
            $($(
                $crate::GameId::$variant => {
                    if const { $crate::catalog::module_built(stringify!($module)) } {
                        let $g = $crate::games::$module::$($game)::+();
                        $body
                    } else {
                        $crate::catalog::not_built($crate::GameId::$variant)
                    }
                }
            )*)*
        }
    };
}

/// [`new_session_among`]'s match: one arm per entry of the [`registry!`](crate::registry), the
/// game's code reached only in the arms of the modules `$among` (decided as it compiles).
#[doc(hidden)]
#[macro_export]
macro_rules! __with_game_among {
    ([($id:expr) ($among:ident) $g:ident ($body:expr) ($other:expr)] $(mod $module:ident { $(
        $variant:ident = $text:literal, $name:literal { game: $($game:ident)::+, $($rest:tt)* }
    )* })*) => {
        match $id {
            $($(
                $crate::GameId::$variant => {
                    if const {
                        $crate::catalog::module_built(stringify!($module))
                            && $crate::catalog::among($among, stringify!($module))
                    } {
                        let $g = $crate::games::$module::$($game)::+();
                        $body
                    } else {
                        $other
                    }
                }
            )*)*
        }
    };
}

#[cfg(test)]
mod tests {
    use super::*;

    const TAFL_CHESS: u64 = modules(&["tafl", "chess"]);

    #[test]
    fn among_some_modules_only_their_games_are_made() {
        for id in GameId::ALL {
            let among = matches!(id.module(), "tafl" | "chess");
            let session = new_session_among::<TAFL_CHESS>(id);
            assert_eq!(session.is_some(), among, "{id}");
            if let Some(play) = session {
                assert_eq!(play.table(&[], None).game, id);
            }
            let geometry = geometry_among::<TAFL_CHESS>(id);
            assert_eq!(geometry.is_some(), among, "{id}");
            if let Some(g) = geometry {
                assert!(std::ptr::eq(g, id.geometry()), "{id}: the one board");
            }
        }
        assert_eq!(modules(&[]), 0);
        assert_eq!(modules(&["keltic", "keltic"]), modules(&["keltic"]));
        assert_eq!(MODULES.len(), 6);
    }
}
