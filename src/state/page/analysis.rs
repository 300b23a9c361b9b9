//! The analysis (`analysis`): what its worker should think about, and its answers.

use super::State;
use crate::state::{analysis, Job, JobKind};

impl State {
    /// What the analysis worker should be thinking about now: the position shown, while analysis
    /// is on (and no position is being set up).
    pub fn analysis_job(&self) -> Option<Job> {
        if !self.analysis.on || self.editing.is_some() {
            return None;
        }
        let record = self.viewing.as_ref().map_or_else(|| self.play.record(), |v| v.play.record());
        Some(Job {
            kind: JobKind::Analysis,
            game: record.game,
            serial: 0,
            start: record.start,
            turns: record.turns,
            level: analysis::LEVEL,
            movetime_ms: 0,
        })
    }

    /// The lines found for the position shown, and the depth reached.
    pub fn analysis_lines(&self) -> Option<(u32, Vec<analysis::LineView>)> {
        let (job, t) = self.analysis.found.as_ref()?;
        (Some(job) == self.analysis_job().as_ref()).then(|| (t.depth, analysis::lines(t)))
    }

    /// Why the analysis of the position shown failed, if it did.
    pub fn analysis_failed(&self) -> Option<&str> {
        let (job, why) = self.analysis.failed.as_ref()?;
        (Some(job) == self.analysis_job().as_ref()).then_some(why.as_str())
    }
}
