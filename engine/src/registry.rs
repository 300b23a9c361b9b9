//! [`registry!`](crate::registry): the one list of the games, and [`TestPlan`], what a game tells
//! the engine's tests about itself. Only tokens and one plain struct: the entries' paths are
//! relative to their game's module and resolved where the list is expanded (`games/mod.rs`,
//! `id.rs`, `catalog.rs`), so this module uses nothing and every layer may read it.

/// The registry: every game Runeboard offers, one entry each, in the order the picker shows them,
/// grouped by the module under `engine/src/games/` that holds them. The `pub mod` lines of
/// `games/mod.rs`, [`GameId`](crate::GameId) (its variants, `ALL`, ids, names),
/// [`GameId::info`](crate::GameId::info) (rules text, move diagrams, lessons, perft bench depth),
/// [`GameId::test_plan`](crate::GameId::test_plan), [`with_game!`](crate::with_game) and
/// `perft::BENCH` are all generated from this list, so adding a game is its module, one entry here,
/// and its pictures.
///
/// A group: `mod <module> { entries… }`, the module being `engine/src/games/<module>.rs` (or
/// `<module>/mod.rs`). An entry: `Variant = "id", "Name" { game: <constructor>, rules: <Rules>,
/// lessons: <[Lesson]>, chance: <scale>, tests: <TestPlan>, reference: <check>, bench: <perft depth> }`, paths
/// relative to the module. `tests` is the game's [`TestPlan`]; `reference` (may be left out) is
/// its slow reference generator's check, a `fn(&Game, seed: u64, plies: usize)` compiled only with
/// the cargo feature `reference` (the engine's own tests turn it on); `bench` (the depth
/// `runeboard bench` uses, about a second or two of work) may be left out. The game's perft figures
/// are the data file `engine/src/games/<module>/<id>.perft` (`tests/perft.rs` fails without it).
/// The id is the text form used in records, links and saved games: never change one.
///
/// `registry!([callback] args…)` calls `callback! { [args…] groups… }`.
#[doc(hidden)]
#[macro_export]
macro_rules! registry {
    ([$($callback:tt)*] $($args:tt)*) => {
        $($callback)*! {
            [$($args)*]
            mod keltic {
                Keltic = "keltic", "Keltic Chess" {
                    game: game, rules: rules::RULES, lessons: lessons::LESSONS, chance: 128.0,
                    tests: TESTS, reference: reference::check, bench: 5
                }
            }
            mod odins_rune {
                OdinsRune = "odins-rune", "Odin's Rune Chess" {
                    game: game, rules: rules::RULES, lessons: lessons::LESSONS, chance: 701.0,
                    tests: TESTS, reference: reference::check, bench: 4
                }
            }
            mod orphic {
                Orphic = "orphic", "Orphic Chess with Elks" {
                    game: game, rules: rules::RULES, lessons: lessons::LESSONS, chance: 380.0,
                    tests: TESTS, reference: reference::check, bench: 3
                }
            }
            mod beryl {
                Spindecision = "spindecision", "spIndecision Beryl" {
                    game: spindecision::game, rules: rules::SPINDECISION, lessons: lessons::SPINDECISION, chance: 621.0,
                    tests: TESTS, reference: reference::check_spindecision, bench: 5
                }
                Beryl = "beryl", "Beryl Chess" {
                    game: beryl_chess::game, rules: rules::BERYL, lessons: lessons::BERYL, chance: 118.0,
                    tests: TESTS, reference: reference::check_beryl, bench: 6
                }
            }
            mod tafl {
                Tyr11 = "tyr-11", "Tyr Tafl 11×11" {
                    game: tyr_11, rules: rules::TYR_11, lessons: lessons::TYR_11, chance: 4081.0,
                    tests: TESTS_11, reference: reference::check, bench: 3
                }
                Tyr15 = "tyr-15", "Tyr Tafl 15×15" {
                    game: tyr_15, rules: rules::TYR_15, lessons: lessons::TYR_15, chance: 1604.0,
                    tests: TESTS_15_17, reference: reference::check
                }
                Tyr17 = "tyr-17", "Tyr Tafl 17×17" {
                    game: tyr_17, rules: rules::TYR_17, lessons: lessons::TYR_17, chance: 1985.0,
                    tests: TESTS_15_17, reference: reference::check
                }
                Odin11 = "odin-11", "Odin Tafl 11×11" {
                    game: odin_11, rules: rules::ODIN_11, lessons: lessons::ODIN_11, chance: 5682.0,
                    tests: TESTS_11, reference: reference::check, bench: 3
                }
                Odin15 = "odin-15", "Odin Tafl 15×15" {
                    game: odin_15, rules: rules::ODIN_15, lessons: lessons::ODIN_15, chance: 4259.0,
                    tests: TESTS_15_17, reference: reference::check
                }
                Odin17 = "odin-17", "Odin Tafl 17×17" {
                    game: odin_17, rules: rules::ODIN_17, lessons: lessons::ODIN_17, chance: 4135.0,
                    tests: TESTS_15_17, reference: reference::check
                }
            }
            mod chess {
                Chess = "chess", "Orthodox Chess" {
                    game: game, rules: rules::RULES, lessons: lessons::LESSONS, chance: 244.0,
                    tests: TESTS, reference: reference::check, bench: 5
                }
            }
        }
    };
}

/// What a game tells the engine's tests about itself (its registry entry's `tests`), so that they
/// go over [`GameId::ALL`](crate::GameId::ALL) with no per-game code. Whether it is a tafl game the
/// tests see from its type; its perft figures are a data file beside its module (see
/// [`registry!`](crate::registry)).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TestPlan {
    /// How many random playouts each property test gets (`tests/properties.rs`)…
    pub playouts: u32,
    /// …and at most how many plies each.
    pub plies: usize,
    /// Whether every game ends by its own rules (no-progress and repetition draws), so that the
    /// computer at level 1 against itself ends within 1,000 plies (`tests/ai.rs`).
    pub ends_by_its_rules: bool,
}
