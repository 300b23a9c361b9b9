//! Problems and lessons ([`Working`]): started, hinted, shown, and a turn judged.

use runeboard_engine::Command;

use super::State;
use crate::state::{Cue, LessonAction, Working};

impl State {
    #[cfg(feature = "full")]
    pub(super) fn lessons(&mut self, action: LessonAction) {
        match action {
            LessonAction::Start(id) => {
                let Some(w) = Working::start(id, self.game()) else { return };
                let kept = self.worth_keeping();
                if self.command(Command::Load(w.lesson.position.into())).is_ok() {
                    if let Some(saved) = kept {
                        self.keep(saved);
                    }
                    self.lesson = Some(w);
                }
            }
            LessonAction::Hint => {
                if let Some(w) = &mut self.lesson {
                    w.hint();
                }
            }
            LessonAction::ShowMe => {
                let Some(w) = self.lesson else { return };
                let Some(steps) = w.answer() else { return };
                if self.command(Command::Load(w.lesson.position.into())).is_ok() {
                    self.lesson = Some(Working { showing: true, ..w });
                    // Step by step, as the computer's turns are shown; then it is explained.
                    self.show(steps);
                }
            }
            LessonAction::Leave => self.lesson = None,
        }
    }

    /// After a turn played in a lesson: its first turn is judged (a wrong one taken back).
    pub(super) fn judge_turn(&mut self) {
        let Some(w) = self.lesson else { return };
        if self.table.moves.len() != 1 {
            return;
        }
        let judged = w.judge(&**self.play, &mut self.solved);
        if judged.take_back {
            // Back to the lesson's position with nothing to redo: a refused answer never comes
            // back unjudged.
            let _ = self.command(Command::Load(w.lesson.position.into()));
            self.cue = Some(Cue::Refused);
        }
        self.ui.feedback = Some(judged.feedback);
    }
}
