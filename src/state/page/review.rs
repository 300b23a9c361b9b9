//! The game's review (`review`): what the analysis's worker should review, and its answers.

use std::rc::Rc;

use super::State;
use crate::state::{analysis, review, Job, JobKind, ReviewAction};

impl State {
    /// The main line as the move list shows it (without the undone turns it leaves out).
    pub(super) fn review_line(&self) -> Vec<String> {
        let mut main = self.tree().main_line();
        if let Some(hidden) = self.hidden_from().filter(|h| h.iter().all(|&i| i == 0)) {
            main.truncate(hidden.len() - 1);
        }
        main
    }

    /// The review being made, if any, while the line it judges still begins the main line (a new
    /// game, a position loaded or another turn played in its place stops it).
    pub fn review_job(&self) -> Option<Job> {
        let r = self.review.running.as_ref()?;
        let ours = r.job.start == self.play.record().start && self.tree().main_line().starts_with(&r.job.turns);
        ours.then(|| r.job.clone())
    }

    /// What the analysis's worker should do now: the review being made, else the analysis.
    pub fn analyser_job(&self) -> Option<Job> {
        self.review_job().or_else(|| self.analysis_job())
    }

    /// The review that holds for the main line (of it, or of its first turns; turns undone are
    /// still the main line's).
    pub fn review_shown(&self) -> Option<&Rc<review::Reviewed>> {
        self.review.of_line(&self.play.record().start, &self.tree().main_line())
    }

    /// The review to keep with the saved game: the one shown.
    pub fn review_to_saved(&self) -> Option<String> {
        self.review_shown().map(|r| review::to_text(r))
    }

    /// A review kept with a saved game (one that cannot be read is dropped).
    pub(super) fn review_restore(&mut self, text: Option<&str>) {
        self.review.done = text.and_then(review::from_text).map(Rc::new);
    }

    pub(super) fn review_act(&mut self, action: ReviewAction) {
        if action != ReviewAction::Start {
            return self.review.apply(action);
        }
        let record = self.play.record();
        let turns = self.review_line();
        if turns.is_empty() {
            return;
        }
        let job = Job {
            kind: JobKind::Review,
            game: record.game,
            serial: 0,
            start: record.start,
            turns,
            level: analysis::LEVEL,
            movetime_ms: 0,
        };
        self.review.start(job);
    }
}
