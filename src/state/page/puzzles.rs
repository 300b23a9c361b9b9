//! Puzzles ([`Solving`]): one opened on its position, each turn of the player's judged by the
//! engine, the reply played, the solution shown on request.

use runeboard_engine::Command;

use super::State;
use crate::state::puzzles::Then;
use crate::state::{Action, AnalysisAction, Cue, Feedback, Kind, PuzzleAction, Solving};

impl State {
    pub(super) fn puzzles(&mut self, action: PuzzleAction) {
        match action {
            PuzzleAction::Start(puzzle) => {
                if puzzle.game != self.game() {
                    return;
                }
                let Some(solving) = Solving::start(&puzzle) else {
                    self.notice(Kind::Error, "This puzzle cannot be played: its file is damaged.");
                    return;
                };
                let kept = self.worth_keeping();
                if self.command(Command::Load(puzzle.start.clone())).is_ok() {
                    if let Some(saved) = kept {
                        self.keep(saved);
                    }
                    // (Nobody else plays: the page plays the puzzle's replies.)
                    self.computer.opponent.sides.clear();
                    self.study = None;
                    self.ui.feedback = Some(Feedback::Notice(Kind::Info, solving.task()));
                    self.puzzle = Some(solving);
                }
            }
            PuzzleAction::ShowSolution => {
                let Some(mut solving) = self.puzzle.take() else { return };
                let rest = solving.rest_of_solution(self.progress.read_mut());
                for turn in rest {
                    if self.command(Command::Notation(turn)).is_err() {
                        break;
                    }
                }
                self.refresh();
                self.cue = Some(Cue::after(&self.table));
                self.ui.feedback = Some(Feedback::Notice(
                    Kind::Info,
                    "The solution is on the board: step back through it in the move list.".into(),
                ));
                self.puzzle = Some(solving);
            }
            PuzzleAction::Analyse => {
                self.puzzle = None;
                if !self.analysis.on {
                    self.apply(Action::Analysis(AnalysisAction::Toggle));
                }
            }
            PuzzleAction::Leave => self.puzzle = None,
        }
    }

    /// After a turn played in a puzzle: judged by the engine; the reply played, or the turn taken
    /// back.
    pub(super) fn judge_puzzle(&mut self) {
        let Some(mut solving) = self.puzzle.take() else { return };
        let Some(played) = self.play.record().turns.last().cloned() else {
            self.puzzle = Some(solving);
            return;
        };
        let (then, feedback) = solving.judge(&played, self.progress.read_mut());
        let took_back = then == Then::TakeBack;
        match then {
            Then::Nothing => {}
            Then::TakeBack => {
                // Back to where the puzzle stands, with nothing to redo (a wrong turn never comes
                // back): its start and the turns of the solution played so far.
                let turns = solving.attempt.play().record().turns;
                if self.command(Command::Load(solving.puzzle().start.clone())).is_ok() {
                    for turn in turns {
                        let _ = self.command(Command::Notation(turn));
                    }
                }
                self.cue = Some(Cue::Refused);
            }
            Then::Reply(reply) => {
                if self.command(Command::Notation(reply)).is_ok() {
                    self.ui.vanished = self.play.table(&[], None).taken;
                }
            }
        }
        self.refresh();
        if !took_back {
            self.cue = Some(Cue::after(&self.table));
        }
        self.ui.feedback = Some(feedback);
        self.puzzle = Some(solving);
    }
}
