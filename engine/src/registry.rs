//! [`registry!`](crate::registry): the one list of the games. Only tokens: the entries' paths are
//! relative to `crate::games` and resolved where the list is expanded (`catalog.rs`, `perft.rs`), so
//! this module uses nothing and every layer may read the list.

/// The registry: every game Runeboard offers, one entry each, in the order the picker shows them.
/// [`GameId`](crate::GameId) (its variants, `ALL`, ids, names), [`GameId::info`](crate::GameId::info)
/// (rules text, move diagrams, lessons, perft bench depth), [`with_game!`](crate::with_game) and
/// `perft::BENCH` are all generated from this list, so adding a game is its module here, one
/// entry, and its pictures.
///
/// An entry: `Variant = "id", "Name" { game: <constructor>, rules: <Rules>, lessons: <[Lesson]>,
/// bench: <perft depth> }`, paths relative to `crate::games`; `bench` (the depth `runeboard bench`
/// uses, about a second or two of work) may be left out. The id is the text form used in records,
/// links and saved games: never change one.
///
/// `registry!([callback] args…)` calls `callback! { [args…] entries… }`.
#[doc(hidden)]
#[macro_export]
macro_rules! registry {
    ([$($callback:tt)*] $($args:tt)*) => {
        $($callback)*! {
            [$($args)*]
            Keltic = "keltic", "Keltic Chess" {
                game: keltic::game, rules: keltic::rules::RULES, lessons: keltic::lessons::LESSONS, bench: 5
            }
            OdinsRune = "odins-rune", "Odin's Rune Chess" {
                game: odins_rune::game, rules: odins_rune::rules::RULES, lessons: odins_rune::lessons::LESSONS, bench: 4
            }
            Orphic = "orphic", "Orphic Chess with Elks" {
                game: orphic::game, rules: orphic::rules::RULES, lessons: orphic::lessons::LESSONS, bench: 3
            }
            Spindecision = "spindecision", "spIndecision Beryl" {
                game: beryl::spindecision::game, rules: beryl::rules::SPINDECISION,
                lessons: beryl::lessons::SPINDECISION, bench: 5
            }
            Beryl = "beryl", "Beryl Chess" {
                game: beryl::beryl_chess::game, rules: beryl::rules::BERYL, lessons: beryl::lessons::BERYL, bench: 6
            }
            Tyr11 = "tyr-11", "Tyr Tafl 11×11" {
                game: tafl::tyr_11, rules: tafl::rules::TYR_11, lessons: tafl::lessons::TYR_11, bench: 3
            }
            Tyr15 = "tyr-15", "Tyr Tafl 15×15" {
                game: tafl::tyr_15, rules: tafl::rules::TYR_15, lessons: tafl::lessons::TYR_15
            }
            Tyr17 = "tyr-17", "Tyr Tafl 17×17" {
                game: tafl::tyr_17, rules: tafl::rules::TYR_17, lessons: tafl::lessons::TYR_17
            }
            Odin11 = "odin-11", "Odin Tafl 11×11" {
                game: tafl::odin_11, rules: tafl::rules::ODIN_11, lessons: tafl::lessons::ODIN_11, bench: 3
            }
            Odin15 = "odin-15", "Odin Tafl 15×15" {
                game: tafl::odin_15, rules: tafl::rules::ODIN_15, lessons: tafl::lessons::ODIN_15
            }
            Odin17 = "odin-17", "Odin Tafl 17×17" {
                game: tafl::odin_17, rules: tafl::rules::ODIN_17, lessons: tafl::lessons::ODIN_17
            }
            Chess = "chess", "Orthodox Chess" {
                game: chess::game, rules: chess::rules::RULES, lessons: chess::lessons::LESSONS, bench: 5
            }
        }
    };
}
