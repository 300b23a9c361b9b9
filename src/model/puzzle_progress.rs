//! What the browser keeps of the player's puzzles (issue #41): a Glicko-2 rating per game, the
//! streak of puzzles solved in a row (and the best), and each puzzle tried with its rating as
//! adjusted here (a puzzle failed by many gets harder, as on lichess, but only in this browser).
//!
//! Kept as a few lines of text, one a game and one a puzzle tried, so that a damaged or hostile
//! text loses at most its own line:
//!
//! ```text
//! game odins-rune 1532.5 212.0 0.0899 3 5
//! puzzle odins-rune-0123456789ab 1710.2 148.0 0.06 solved
//! ```

use std::collections::BTreeMap;

use runeboard_engine::GameId;

use super::glicko::Rating;

/// A player's puzzles in one game.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct GameProgress {
    pub rating: Rating,
    /// Solved in a row, the last try included.
    pub streak: u32,
    pub best: u32,
}

/// A puzzle tried here.
#[derive(Clone, Debug, PartialEq)]
pub struct Tried {
    /// Its rating after the tries made here.
    pub rating: Rating,
    /// The last try solved it.
    pub solved: bool,
}

/// What a try changed: the player's rating before and after.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Rated {
    pub before: Rating,
    pub after: Rating,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct Progress {
    games: BTreeMap<GameId, GameProgress>,
    puzzles: BTreeMap<String, Tried>,
}

impl Progress {
    /// The player's puzzles in `game` (a new player's when none was tried).
    pub fn game(&self, game: GameId) -> GameProgress {
        self.games.get(&game).cloned().unwrap_or_default()
    }

    /// The puzzle with this id, if it was tried here.
    pub fn tried(&self, id: &str) -> Option<&Tried> {
        self.puzzles.get(id)
    }

    /// A puzzle's rating as it stands here: adjusted by the tries made, or else `rated` (the
    /// engine's estimate).
    pub fn puzzle_rating(&self, id: &str, rated: u32) -> Rating {
        self.puzzles.get(id).map_or_else(|| Rating::settled(f64::from(rated)), |t| t.rating)
    }

    /// A try of the puzzle `id` of `game` (`rated`: its rating in the set) ended, solved or not:
    /// the player and the puzzle are rated as the two sides of one game.
    pub fn record(&mut self, game: GameId, id: &str, rated: u32, solved: bool) -> Rated {
        let mine = self.game(game);
        let puzzle = self.puzzle_rating(id, rated);
        let score = if solved { 1.0 } else { 0.0 };
        let after = mine.rating.after(&[(puzzle, score)]);
        let streak = if solved { mine.streak + 1 } else { 0 };
        let best = mine.best.max(streak);
        self.games.insert(game, GameProgress { rating: after, streak, best });
        let puzzle = puzzle.after(&[(mine.rating, 1.0 - score)]);
        self.puzzles.insert(id.to_string(), Tried { rating: puzzle, solved });
        Rated { before: mine.rating, after }
    }

    /// As kept in the browser.
    pub fn to_text(&self) -> String {
        let mut out = String::new();
        for (game, g) in &self.games {
            let r = g.rating;
            out.push_str(&format!(
                "game {} {:.2} {:.2} {:.6} {} {}\n",
                game.as_str(),
                r.rating,
                r.deviation,
                r.volatility,
                g.streak,
                g.best
            ));
        }
        for (id, t) in &self.puzzles {
            let r = t.rating;
            let solved = if t.solved { "solved" } else { "failed" };
            out.push_str(&format!("puzzle {id} {:.2} {:.2} {:.6} {solved}\n", r.rating, r.deviation, r.volatility));
        }
        out
    }

    /// What the browser kept; a line that cannot be read is left out.
    pub fn from_text(text: &str) -> Progress {
        let mut p = Progress::default();
        for line in text.lines() {
            let words: Vec<&str> = line.split_whitespace().collect();
            match words.as_slice() {
                ["game", game, r, d, v, streak, best] => {
                    let (Ok(game), Some(rating), Ok(streak), Ok(best)) =
                        (game.parse::<GameId>(), rating(r, d, v), streak.parse(), best.parse())
                    else {
                        continue;
                    };
                    p.games.insert(game, GameProgress { rating, streak, best });
                }
                ["puzzle", id, r, d, v, solved @ ("solved" | "failed")] if id.len() <= 80 => {
                    let Some(rating) = rating(r, d, v) else { continue };
                    p.puzzles.insert(id.to_string(), Tried { rating, solved: *solved == "solved" });
                }
                _ => {}
            }
        }
        p
    }
}

/// A rating read back: finite, within what Glicko-2 can reach.
fn rating(r: &str, d: &str, v: &str) -> Option<Rating> {
    let (rating, deviation, volatility) = (r.parse::<f64>().ok()?, d.parse::<f64>().ok()?, v.parse::<f64>().ok()?);
    let sane =
        (0.0..=5000.0).contains(&rating) && (1.0..=500.0).contains(&deviation) && (0.0..=1.0).contains(&volatility);
    sane.then_some(Rating { rating, deviation, volatility })
}

impl crate::model::kept::FromText for Progress {
    fn from_text(text: &str) -> Self {
        Progress::from_text(text)
    }
}

#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn a_solved_puzzle_raises_the_rating_and_the_streak_a_failed_one_ends_it() {
        let mut p = Progress::default();
        let g = GameId::OdinsRune;
        assert_eq!(p.game(g).rating, Rating::default());
        let won = p.record(g, "a", 1500, true);
        assert!(won.after.rating > won.before.rating);
        p.record(g, "b", 1500, true);
        assert_eq!((p.game(g).streak, p.game(g).best), (2, 2));
        // The puzzle solved got easier here.
        assert!(p.puzzle_rating("a", 1500).rating < 1500.0);
        let lost = p.record(g, "c", 1500, false);
        assert!(lost.after.rating < lost.before.rating);
        assert_eq!((p.game(g).streak, p.game(g).best), (0, 2));
        assert!(p.puzzle_rating("c", 1500).rating > 1500.0, "a puzzle failed gets harder");
        assert!(!p.tried("c").expect("tried").solved);
        // Another game's rating is its own.
        assert_eq!(p.game(GameId::Tyr11).rating, Rating::default());
    }

    #[test]
    fn what_is_kept_reads_back_and_a_bad_line_is_left_out() {
        let mut p = Progress::default();
        p.record(GameId::Chess, "chess-1", 1800, true);
        p.record(GameId::Tyr11, "tyr-11-2", 1200, false);
        let text = p.to_text();
        let back = Progress::from_text(&text);
        assert_eq!(back.game(GameId::Chess).streak, 1);
        assert!((back.game(GameId::Chess).rating.rating - p.game(GameId::Chess).rating.rating).abs() < 0.01);
        assert_eq!(back.tried("tyr-11-2").map(|t| t.solved), Some(false));
        let damaged =
            format!("{text}game chess NaN 1 1 1 1\ngame nowhere 1500 300 0.06 1 1\npuzzle x 1500 900 0.06 solved\n");
        assert_eq!(Progress::from_text(&damaged).to_text(), text);
    }

    proptest! {
        #[test]
        fn any_text_reads_without_a_crash(text in ".{0,300}") {
            // Read once, what is written reads back as it was written.
            let p = Progress::from_text(&Progress::from_text(&text).to_text());
            prop_assert_eq!(Progress::from_text(&p.to_text()), p);
        }
    }
}
