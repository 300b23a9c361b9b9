//! Problems and lessons in the page: one is opened on its position, the first turn played is judged
//! by the engine (a wrong one is taken back, with why), hints one at a time, "Show me" plays the
//! answer, and what was solved is kept (as ids) in the browser.

use runeboard_engine::lessons::{judge, solution_steps, Lesson, Verdict};
use runeboard_engine::{GameId, Play, Step};

use super::common::{Feedback, Kind};

/// The lesson being worked on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Working {
    pub lesson: &'static Lesson,
    /// How many hints have been shown.
    pub hints: usize,
    /// The answer is being shown step by step.
    pub showing: bool,
}

/// What can be done with lessons.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LessonAction {
    /// Open the lesson with this id.
    Start(&'static str),
    Hint,
    ShowMe,
    Leave,
}

/// A turn played in a lesson, judged.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Judged {
    /// What to tell the player.
    pub feedback: Feedback,
    /// The turn was wrong: take it back.
    pub take_back: bool,
}

impl Working {
    /// The lesson with this id, when it is of `game` (and its lessons have been fetched:
    /// [`crate::model::teaching`]).
    pub fn start(id: &str, game: GameId) -> Option<Working> {
        crate::model::teaching::lesson(id).filter(|l| l.game == game).map(|lesson| Working {
            lesson,
            hints: 0,
            showing: false,
        })
    }

    /// One more hint.
    pub fn hint(&mut self) {
        self.hints = (self.hints + 1).min(self.lesson.hints.len());
    }

    /// The answer's steps, to show (from the lesson's position).
    pub fn answer(&self) -> Option<Vec<Step>> {
        solution_steps(self.lesson)
    }

    /// The answer has been shown: why it works.
    pub fn shown(&mut self) -> Option<Feedback> {
        if !self.showing {
            return None;
        }
        self.showing = false;
        Some(Feedback::Notice(Kind::Info, format!("{}: {}", self.lesson.title, self.lesson.explanation)))
    }

    /// The first turn played in the lesson (the game `play`), judged; a solved lesson's id joins
    /// `solved`.
    pub fn judge(&self, play: &dyn Play, solved: &mut Vec<String>) -> Judged {
        match judge(self.lesson, play) {
            Verdict::Solved => {
                if !solved.iter().any(|s| s == self.lesson.id) {
                    solved.push(self.lesson.id.to_string());
                }
                Judged {
                    feedback: Feedback::Notice(Kind::Success, format!("Solved! {}", self.lesson.explanation)),
                    take_back: false,
                }
            }
            Verdict::Wrong(why) => Judged {
                // The reason may start with the turn in notation, whose case is its own: the
                // sentence starts before it.
                feedback: Feedback::Refused(format!(
                    "Not this one: {}. Try again, or ask for a hint.",
                    why.trim_end_matches('.')
                )),
                take_back: true,
            },
        }
    }
}

/// The solved lessons' ids as stored (a JSON list), read leniently: anything else is nothing.
pub fn read_solved(text: Option<&str>) -> Vec<String> {
    text.and_then(crate::model::json::Json::parse).and_then(|v| v.strings()).unwrap_or_default()
}

#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests {
    use std::rc::Rc;

    use runeboard_engine::GameId;
    use yew::Reducible;

    use super::super::tests::{click, start};
    use super::*;
    use crate::state::Action;

    #[test]
    fn a_problem_is_solved_by_clicks_and_a_wrong_answer_is_taken_back() {
        let s = start(GameId::OdinsRune).reduce(Action::Lesson(LessonAction::Start("odins-rune-6")));
        assert_eq!(s.lesson.map(|w| w.lesson.id), Some("odins-rune-6"));
        assert_eq!(s.table.position, "10/10/10/10/10/4k5/10/10/10/3RK5 w 0 1");
        // A wrong turn: the rook moves. Taken back, with why.
        let wrong = click(click(s.clone(), "d1"), "d2");
        assert!(wrong.table.moves.is_empty());
        assert!(matches!(&wrong.ui.feedback, Some(Feedback::Refused(m)) if m.contains("not the answer")));
        // The answer: the king takes e5 as the rook beside it would.
        let solved = click(click(wrong, "e1"), "e5");
        assert_eq!(solved.table.moves.len(), 1);
        assert!(matches!(&solved.ui.feedback, Some(Feedback::Notice(Kind::Success, m)) if m.starts_with("Solved!")));
        assert_eq!(solved.solved, ["odins-rune-6"]);
        assert!(solved.effects.list().contains(&crate::state::Effect::SaveSolved), "storage follows");
        // Hints come one at a time, no more than there are.
        let h = (0..5).fold(Rc::clone(&solved), |s, _| s.reduce(Action::Lesson(LessonAction::Hint)));
        assert_eq!(h.lesson.map(|w| w.hints), Some(1));
        // Another game's lesson is not opened here; Leave ends it.
        let other = solved.clone().reduce(Action::Lesson(LessonAction::Start("nope")));
        assert_eq!(other.lesson, solved.lesson);
        assert!(solved.reduce(Action::Lesson(LessonAction::Leave)).lesson.is_none());
    }

    #[test]
    fn a_refused_answer_is_not_brought_back_by_redo() {
        let s = start(GameId::OdinsRune).reduce(Action::Lesson(LessonAction::Start("odins-rune-6")));
        let wrong = click(click(s, "d1"), "d2");
        assert!(wrong.table.moves.is_empty());
        assert!(!wrong.table.can_redo, "nothing to redo");
        let redone = wrong.clone().reduce(Action::Redo);
        assert!(redone.table.moves.is_empty(), "the refused answer stays refused");
        assert_eq!(redone.table.position, "10/10/10/10/10/4k5/10/10/10/3RK5 w 0 1");
        // The refusal's sentence starts with a word, not with the turn (whose case is its own).
        let Some(Feedback::Refused(m)) = &wrong.ui.feedback else { panic!("a refusal") };
        assert!(m.starts_with("Not this one: "), "{m}");
        // The right answer is still judged after it.
        let solved = click(click(redone, "e1"), "e5");
        assert!(matches!(&solved.ui.feedback, Some(Feedback::Notice(Kind::Success, _))));
    }

    #[test]
    fn show_me_plays_the_answer_and_explains_it() {
        let s = start(GameId::OdinsRune).reduce(Action::Lesson(LessonAction::Start("odins-rune-2")));
        let mut s = s.reduce(Action::Lesson(LessonAction::ShowMe));
        // Shown step by step: the Ox's pick, its landing, the removal, then the turn is played.
        let mut seen = Vec::new();
        while s.computer.showing.is_some() {
            seen.push(s.turn.len());
            s = s.reduce(Action::Computer(crate::state::ComputerAction::ShowNext));
        }
        assert_eq!(seen, [1, 2, 3]);
        assert_eq!(s.table.moves.len(), 1);
        assert!(s.table.outcome.is_some());
        assert!(
            matches!(&s.ui.feedback, Some(Feedback::Notice(Kind::Info, m)) if m.contains("removes the king on c2"))
        );
        assert!(s.solved.is_empty(), "shown is not solved");
    }

    #[test]
    fn progress_reads_back_leniently() {
        assert_eq!(read_solved(Some(r#"["odins-rune-1"]"#)), ["odins-rune-1"]);
        assert!(read_solved(Some("{bad")).is_empty() && read_solved(None).is_empty());
    }
}
