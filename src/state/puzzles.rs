//! Puzzles in the page (issue #41): the engine's puzzles of the game shown ([`runeboard_engine::puzzles`],
//! fetched when the Puzzles panel first opens: [`crate::teach::fetch_puzzles`]) are played on the
//! board. The engine judges each turn ([`Attempt`]); a right one is answered with the solution's
//! reply, a wrong one is taken back and ends the try, the last one solves the puzzle. The first try
//! of a puzzle rates the player and the puzzle (Glicko-2, kept in the browser:
//! [`crate::model::puzzle_progress`]); the page knows no rule of any game.

use std::rc::Rc;

use runeboard_engine::puzzles::{Attempt, Judgement, Puzzle};
use runeboard_engine::GameId;

use super::common::{Feedback, Kind};
use crate::model::puzzle_progress::{Progress, Rated};

/// What can be done with puzzles.
#[derive(Clone, Debug, PartialEq)]
pub enum PuzzleAction {
    /// Open this puzzle (of the game shown).
    Start(Rc<Puzzle>),
    /// Play the rest of the solution.
    ShowSolution,
    /// Stop solving and analyse the position on the board.
    Analyse,
    /// Stop solving (the position stays on the board, to play on or analyse).
    Leave,
}

/// How a try ended.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Ended {
    Solved,
    Failed,
}

/// The puzzle being solved.
#[derive(Clone)]
pub struct Solving {
    pub attempt: Rc<Attempt>,
    /// The player who solves it (the board is turned to that side).
    pub solver: usize,
    /// How the try ended, and what it did to the player's rating (`None`: not rated, the puzzle
    /// having been tried here before).
    pub ended: Option<(Ended, Option<Rated>)>,
}

impl PartialEq for Solving {
    fn eq(&self, other: &Self) -> bool {
        Rc::ptr_eq(&self.attempt, &other.attempt) && self.ended == other.ended
    }
}

/// What the game must do after the player's turn was judged.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Then {
    Nothing,
    /// The turn was not the solution's: take it back.
    TakeBack,
    /// Play the opponent's reply (in notation).
    Reply(String),
}

impl Solving {
    /// Start solving `puzzle`; `None` when it cannot be played (a damaged file).
    pub fn start(puzzle: &Puzzle) -> Option<Solving> {
        let attempt = Attempt::new(puzzle).ok()?;
        Some(Solving { solver: attempt.solver(), attempt: Rc::new(attempt), ended: None })
    }

    pub fn puzzle(&self) -> &Puzzle {
        self.attempt.puzzle()
    }

    /// The words that open the puzzle: whose turn it is to find.
    pub fn task(&self) -> String {
        let table = self.attempt.play().table(&[], None);
        let player = table.players.get(self.attempt.solver()).map_or("", |p| p.name);
        let turns = self.puzzle().solver_turns();
        let length = if turns == 1 { "one turn".to_string() } else { format!("{turns} turns") };
        format!("Find the best turn for {player} (the solution is {length} long).")
    }

    /// The player's turn `played` (its notation, as the game recorded it) judged; a first try's
    /// end rates the player and the puzzle in `progress`. Says what the game must do, and what to
    /// tell the player.
    pub fn judge(&mut self, played: &str, progress: &mut Progress) -> (Then, Feedback) {
        if self.ended.is_some() {
            return (Then::Nothing, Feedback::Notice(Kind::Info, "This puzzle is over: play on freely.".into()));
        }
        let attempt = Rc::make_mut(&mut self.attempt);
        let judged = attempt.try_notation(played);
        match judged {
            Ok(Judgement::Right { reply }) => {
                attempt.play_reply();
                (Then::Reply(reply), Feedback::Notice(Kind::Success, "Best turn! Keep going…".into()))
            }
            Ok(Judgement::Solved) => {
                let rated = self.rate(progress, true);
                (Then::Nothing, Feedback::Notice(Kind::Success, format!("Solved!{}", change(rated))))
            }
            Ok(Judgement::Wrong { .. }) => {
                let rated = self.rate(progress, false);
                let words = format!(
                    "Not the best turn: the try is over.{} Show the solution, or go on to the next puzzle.",
                    change(rated)
                );
                (Then::TakeBack, Feedback::Notice(Kind::Error, words))
            }
            // (A turn the puzzle cannot take: left as it was played.)
            Err(_) => (Then::Nothing, Feedback::Notice(Kind::Info, "This puzzle is over: play on freely.".into())),
        }
    }

    /// The try ended: rated unless the puzzle was tried here before.
    fn rate(&mut self, progress: &mut Progress, solved: bool) -> Option<Rated> {
        let p = self.attempt.puzzle();
        let first = progress.tried(&p.id).is_none();
        let rated = first.then(|| progress.record(p.game, &p.id, p.rating, solved));
        self.ended = Some((if solved { Ended::Solved } else { Ended::Failed }, rated));
        rated
    }

    /// The turns of the solution still to play (the solver's and the replies), from where the
    /// game stands now; the try ends, failed, if it had not ended.
    pub fn rest_of_solution(&mut self, progress: &mut Progress) -> Vec<String> {
        // (The attempt's game starts at the puzzle's position: its turns are the solution's so far.)
        let done = self.attempt.play().record().turns.len();
        let rest = self.puzzle().solution.iter().skip(done).cloned().collect();
        if self.ended.is_none() {
            self.rate(progress, false);
        }
        rest
    }
}

/// The rating's change, in words.
fn change(rated: Option<Rated>) -> String {
    match rated {
        Some(r) => {
            let (before, after) = (r.before.rating.round(), r.after.rating.round());
            let diff = after - before;
            let sign = if diff >= 0.0 { "+" } else { "−" };
            format!(" Your rating: {before} → {after} ({sign}{}).", diff.abs())
        }
        None => " (Tried before: not rated again.)".into(),
    }
}

/// The next puzzle of `set` to offer in `game`: of those not tried here yet, the one whose rating
/// is nearest the player's (the first in the file among equals); when every one was tried, the
/// nearest of those failed; `after`: the puzzle just tried, never offered twice in a row.
pub fn next(set: &[Rc<Puzzle>], progress: &Progress, game: GameId, after: Option<&str>) -> Option<Rc<Puzzle>> {
    let me = progress.game(game).rating.rating;
    let distance = |p: &Rc<Puzzle>| (progress.puzzle_rating(&p.id, p.rating).rating - me).abs();
    let nearest = |keep: &dyn Fn(&Rc<Puzzle>) -> bool| {
        set.iter()
            .filter(|p| p.game == game && Some(p.id.as_str()) != after && keep(p))
            .min_by(|a, b| distance(a).total_cmp(&distance(b)))
            .cloned()
    };
    nearest(&|p| progress.tried(&p.id).is_none())
        .or_else(|| nearest(&|p| progress.tried(&p.id).is_some_and(|t| !t.solved)))
        .or_else(|| nearest(&|_| true))
}

#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests {
    use std::rc::Rc;

    use runeboard_engine::puzzles::Puzzle;
    use runeboard_engine::GameId;
    use yew::Reducible;

    use super::*;
    use crate::state::tests::{click, start};
    use crate::state::{Action, Effect, State};

    const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

    fn puzzle(id: &str, solution: &[&str], rating: u32) -> Rc<Puzzle> {
        Rc::new(Puzzle {
            id: id.into(),
            game: GameId::Chess,
            start: START.into(),
            solution: solution.iter().map(|t| t.to_string()).collect(),
            themes: vec!["opening".into()],
            rating,
            depth: None,
        })
    }

    fn act(s: Rc<State>, a: PuzzleAction) -> Rc<State> {
        s.reduce(Action::Puzzle(a))
    }

    #[test]
    fn a_right_turn_is_answered_the_last_solves_and_rates_the_player_once() {
        let p = puzzle("chess-test-1", &["e4", "e5", "Nf3"], 1500);
        let s = act(start(GameId::Chess), PuzzleAction::Start(p.clone()));
        assert!(s.puzzle.is_some());
        assert!(matches!(&s.ui.feedback, Some(Feedback::Notice(_, t)) if t.contains("White")), "{:?}", s.ui.feedback);
        // The right first turn: the page plays the reply.
        let s = click(click(s, "e2"), "e4");
        assert_eq!(s.table.moves, ["e4", "e5"]);
        assert!(s.puzzle.as_ref().is_some_and(|p| p.ended.is_none()));
        let before = s.progress.read().game(GameId::Chess).rating.rating;
        let s = click(click(s, "g1"), "f3");
        assert_eq!(s.table.moves, ["e4", "e5", "Nf3"]);
        let ended = s.puzzle.as_ref().and_then(|p| p.ended).expect("over");
        assert_eq!(ended.0, Ended::Solved);
        let mine = s.progress.read().game(GameId::Chess);
        assert!(mine.rating.rating > before && mine.streak == 1);
        assert!(s.effects.list().contains(&Effect::SavePuzzles), "kept in the browser");
        // Tried again: judged, not rated again.
        let s = act(s, PuzzleAction::Start(p));
        assert_eq!(s.table.moves.len(), 0);
        let s = click(click(s, "d2"), "d4");
        assert_eq!(s.table.moves.len(), 0, "the wrong turn is taken back");
        assert_eq!(s.puzzle.as_ref().and_then(|p| p.ended), Some((Ended::Failed, None)));
        assert_eq!(s.progress.read().game(GameId::Chess).rating, mine.rating);
    }

    #[test]
    fn a_wrong_turn_ends_the_try_and_the_solution_is_shown_on_request() {
        let p = puzzle("chess-test-2", &["e4", "e5", "Nf3"], 1500);
        let s = act(start(GameId::Chess), PuzzleAction::Start(p));
        let s = click(click(s, "d2"), "d4");
        assert!(s.table.moves.is_empty(), "taken back");
        assert!(!s.table.can_redo, "and not to be redone");
        let (how, rated) = s.puzzle.as_ref().and_then(|p| p.ended).expect("over");
        assert_eq!(how, Ended::Failed);
        let rated = rated.expect("a first try is rated");
        assert!(rated.after.rating < rated.before.rating);
        assert_eq!(s.progress.read().game(GameId::Chess).streak, 0);
        assert!(s.progress.read().puzzle_rating("chess-test-2", 1500).rating > 1500.0, "the puzzle got harder here");
        let s = act(s, PuzzleAction::ShowSolution);
        assert_eq!(s.table.moves, ["e4", "e5", "Nf3"]);
        // Leaving keeps the position; another game's puzzle is not opened here.
        let s = act(s, PuzzleAction::Leave);
        assert!(s.puzzle.is_none() && s.table.moves.len() == 3);
        let mut other = (*puzzle("x", &["e4"], 1500)).clone();
        other.game = GameId::Keltic;
        assert!(act(s, PuzzleAction::Start(Rc::new(other))).puzzle.is_none());
    }

    #[test]
    fn the_board_is_turned_to_the_solver() {
        let mut p = (*puzzle("chess-test-3", &["e5"], 1500)).clone();
        p.start = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1".into();
        let s = start(GameId::Chess);
        assert!(!s.flipped());
        let s = act(s, PuzzleAction::Start(Rc::new(p)));
        assert!(s.flipped(), "Black solves: Black at the bottom");
        let s = s.reduce(Action::Flip);
        assert!(!s.flipped(), "Flip still turns it round");
        let s = act(s.reduce(Action::Flip), PuzzleAction::Leave);
        assert!(!s.flipped(), "the game's own orientation again");
        let s = act(s, PuzzleAction::Start(puzzle("chess-test-4", &["e4"], 1500)));
        assert!(!s.flipped(), "White solves: as before");
    }

    #[test]
    fn the_next_puzzle_is_the_nearest_untried_then_the_failed() {
        let set = vec![puzzle("a", &["e4"], 1200), puzzle("b", &["e4"], 1550), puzzle("c", &["e4"], 2100)];
        let mut progress = Progress::default();
        let id = |p: Option<Rc<Puzzle>>| p.map(|p| p.id.clone());
        assert_eq!(id(next(&set, &progress, GameId::Chess, None)), Some("b".into()));
        assert_eq!(id(next(&set, &progress, GameId::Chess, Some("b"))), Some("a".into()), "never twice in a row");
        assert_eq!(id(next(&set, &progress, GameId::Keltic, None)), None, "another game's");
        progress.record(GameId::Chess, "b", 1550, false);
        progress.record(GameId::Chess, "a", 1200, true);
        assert_eq!(id(next(&set, &progress, GameId::Chess, None)), Some("c".into()));
        progress.record(GameId::Chess, "c", 2100, true);
        assert_eq!(id(next(&set, &progress, GameId::Chess, None)), Some("b".into()), "the failed one again");
    }
}
