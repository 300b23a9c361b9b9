//! The analysis (`analysis`): what its worker should think about, and its answers.

use super::State;
use runeboard_engine::Step;
use yew::AttrValue;

use crate::state::analysis::Analysed;
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

    /// What the page shows of the analysis, for the position shown (`to_move`), the side at the
    /// bottom of the board and the number of players (the chunk of parts' code: analysis is on).
    pub fn analysed(&self, to_move: usize, bottom: usize, players: usize) -> Analysed {
        let state = self;
        if state.analysis_job().is_none() {
            return Analysed::default();
        }
        let found = state.analysis_lines();
        let top = found.as_ref().and_then(|(_, lines)| lines.first());
        // The mover's chance, turned round when the mover is at the top (two players).
        let theirs = players == 2 && to_move != bottom;
        let chance = top.map(|l| if theirs { 1000 - l.chance.min(1000) } else { l.chance });
        let text = match top {
            Some(l) => match l.wins_in {
                Some(n) => format!("#{}", if theirs { -n } else { n }),
                None => format!("{}", (u32::from(chance.unwrap_or(500)) + 5) / 10),
            },
            None => String::new(),
        };
        let label = match (top, chance) {
            (Some(_), Some(c)) => format!(
                "Evaluation: the side at the bottom wins {}% of the time{}",
                (u32::from(c) + 5) / 10,
                if text.starts_with('#') { format!(" ({text})") } else { String::new() }
            ),
            _ => "Evaluation: thinking".to_string(),
        };
        let best = top
            .map(|l| l.steps.iter().filter_map(|s| if let Step::Cell(c) = s { Some(*c) } else { None }).collect())
            .unwrap_or_default();
        Analysed {
            on: true,
            failed: state.analysis_failed().map(|f| AttrValue::from(f.to_string())),
            found,
            chance,
            text: text.into(),
            label: label.into(),
            best,
        }
    }
}
