//! Analysis: the engine's best lines for the position shown (the live one or an earlier one), found
//! by a worker of their own (the page's computer hook starts a second one, so the computer opponent
//! is never kept waiting), without changing the game. Pure: the state says what it wants analysed
//! ([`State::analysis_job`]); the hook posts it, restarts it when the position shown changes and
//! stops it (terminating its worker) when analysis is turned off; the worker's reports come back as
//! [`AnalysisAction::Thought`], and one for another position than the one shown is dropped.

use runeboard_engine::ai::Thought;
use runeboard_engine::Step;

use super::computer::Job;

/// How many lines the analysis shows.
pub const LINES: u8 = 3;
/// The level the analysis searches at (the strongest), for as long as it is on.
pub const LEVEL: u8 = 5;

/// The analysis part of the page's state.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Analysis {
    pub on: bool,
    /// The latest report, and the job it answers (shown only while that job is the one wanted).
    pub found: Option<(Job, Thought)>,
    /// The worker failed for this job: why.
    pub failed: Option<(Job, String)>,
}

/// What the page can tell the analysis.
#[derive(Clone, Debug, PartialEq)]
pub enum AnalysisAction {
    /// Turn it on if off, off if on (its key).
    Toggle,
    /// The worker's report for a job (after each depth).
    Thought { job: Job, thought: Thought },
    /// The worker could not analyse this job.
    Failed { job: Job, message: String },
    /// Play these turns (a line's first ones) from the position shown: from an earlier position, a
    /// variation ([`super::tree`]).
    Play(Vec<String>),
}

impl Analysis {
    /// The analysis's reducer: `wanted` is the job it should be thinking about now (the position
    /// shown), whose answers alone are kept. A line to play is handed back, for the game to play.
    pub fn apply(&mut self, action: AnalysisAction, wanted: Option<&Job>) -> Option<Vec<String>> {
        match action {
            AnalysisAction::Toggle => self.on = !self.on,
            AnalysisAction::Thought { job, thought } => {
                if Some(&job) == wanted {
                    self.found = Some((job, thought));
                }
            }
            AnalysisAction::Failed { job, message } => {
                if Some(&job) == wanted {
                    self.failed = Some((job, message));
                }
            }
            AnalysisAction::Play(turns) => return Some(turns),
        }
        None
    }
}

/// One line as the page shows it: its turns in notation (the first one's steps, for the arrow),
/// its score for the player to move, the turns to a win (> 0) or a loss (< 0), and the mover's
/// chance to win, per mille.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LineView {
    pub turns: Vec<String>,
    pub steps: Vec<Step>,
    pub score: i32,
    pub wins_in: Option<i32>,
    pub chance: u16,
}

impl LineView {
    /// The chance in words: "#3" (wins in 3 turns), "#-2" (loses in 2), else "63.4%" (to a tenth,
    /// as the engine gives it: lines close in value still read apart).
    pub fn short(&self) -> String {
        match self.wins_in {
            Some(n) => format!("#{n}"),
            None => format!("{}.{}%", self.chance / 10, self.chance % 10),
        }
    }

    /// The engine's score as lichess writes it, in pawns for the player to move ("+0.35", "-1.20",
    /// "0.00"); `None` for a result counted in turns (`short` says it).
    pub fn eval(&self) -> Option<String> {
        if self.wins_in.is_some() {
            return None;
        }
        let sign = match self.score.signum() {
            1 => "+",
            -1 => "-",
            _ => "",
        };
        let n = self.score.unsigned_abs();
        Some(format!("{sign}{}.{:02}", n / 100, n % 100))
    }
}

/// The lines of a report, best first.
pub fn lines(t: &Thought) -> Vec<LineView> {
    t.lines
        .iter()
        .map(|l| LineView {
            turns: if l.line.is_empty() { vec![l.notation.clone()] } else { l.line.clone() },
            steps: l.steps.clone(),
            score: l.score,
            wins_in: l.wins_in,
            chance: l.chance,
        })
        .collect()
}

/// A hint's reasons in words: the mover's chance (or the turns to a win) and the line expected.
pub fn reasons(t: &Thought, mover: &str) -> String {
    let Some(l) = lines(t).into_iter().next() else { return String::new() };
    let outlook = match l.wins_in {
        Some(n) if n > 0 => format!("{mover} wins in {n}"),
        Some(n) => format!("{mover} loses in {}", -n),
        None => format!("{mover} wins {}% of the time", (u32::from(l.chance) + 5) / 10),
    };
    format!("{outlook}; the line expected: {}", l.turns.join(" "))
}

/// What the page shows of the analysis: the lines for the position shown, the bar (from the view
/// of the side at the bottom of the board) and the arrow of the best turn.
#[derive(Default, PartialEq)]
pub struct Analysed {
    pub on: bool,
    pub found: Option<(u32, Vec<LineView>)>,
    pub failed: Option<yew::AttrValue>,
    /// The bottom side's chance, per mille.
    pub chance: Option<u16>,
    pub text: yew::AttrValue,
    pub label: yew::AttrValue,
    pub best: Vec<runeboard_engine::CellId>,
}

#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests {
    use runeboard_engine::ai::protocol::Line;
    use runeboard_engine::GameId;
    use yew::Reducible;

    use super::*;
    use crate::state::computer::JobKind;
    use crate::state::tests::{click, start};
    use crate::state::State;
    use crate::state::{Action, ViewTo};

    fn act(s: std::rc::Rc<State>, a: AnalysisAction) -> std::rc::Rc<State> {
        s.reduce(Action::Analysis(a))
    }

    fn thought(line: &[&str], chance: u16) -> Thought {
        let line: Vec<String> = line.iter().map(|s| s.to_string()).collect();
        let best =
            Line { notation: line[0].clone(), steps: Vec::new(), line: line.clone(), score: 0, wins_in: None, chance };
        Thought { notation: line[0].clone(), steps: Vec::new(), score: 0, depth: 7, nodes: 1, line, lines: vec![best] }
    }

    #[test]
    fn analysis_follows_the_position_shown_and_leaves_the_game_alone() {
        let s = start(GameId::Keltic);
        assert_eq!(s.analysis_job(), None, "off at first");
        let s = act(s, AnalysisAction::Toggle);
        let job = s.analysis_job().expect("the start is analysed");
        assert_eq!((job.kind, job.turns.len(), job.movetime_ms), (JobKind::Analysis, 0, 0));
        assert_eq!(s.job(), None, "the computer opponent is not asked anything");
        let s = act(s, AnalysisAction::Thought { job: job.clone(), thought: thought(&["e4", "e5"], 612) });
        let (depth, lines) = s.analysis_lines().expect("lines");
        assert_eq!((depth, lines[0].turns.clone()), (7, vec!["e4".to_string(), "e5".to_string()]));
        assert_eq!(lines[0].short(), "61.2%");
        assert_eq!(
            reasons(&s.analysis.found.as_ref().expect("found").1, "White"),
            "White wins 61% of the time; the line expected: e4 e5"
        );

        // A turn played: the new position is analysed; the old report is not shown.
        let s = click(click(s, "e3"), "e4");
        let job2 = s.analysis_job().expect("job");
        assert_eq!(job2.turns, vec!["e4".to_string()]);
        assert!(s.analysis_lines().is_none());
        // A late report for the old position is dropped.
        let s = act(s, AnalysisAction::Thought { job, thought: thought(&["d4"], 0) });
        assert!(s.analysis_lines().is_none());

        // An earlier position shown: that one is analysed; the game keeps its turn.
        let s = s.reduce(Action::View(ViewTo::Ply(0)));
        assert_eq!(s.analysis_job().map(|j| j.turns.len()), Some(0));
        assert_eq!(s.table.moves.len(), 1);
        // A line played on an earlier position is a variation: the main line stays.
        let s = act(s, AnalysisAction::Play(vec!["d4".into()]));
        assert_eq!(s.table.moves, vec!["d4"]);
        assert!(s.tree().has_variations());
        assert_eq!(s.tree().main_line(), ["e4"]);

        let s = act(s, AnalysisAction::Toggle);
        assert_eq!(s.analysis_job(), None);
    }

    #[test]
    fn close_lines_read_apart() {
        let line = |score, wins_in, chance| LineView { turns: Vec::new(), steps: Vec::new(), score, wins_in, chance };
        let (a, b) = (line(12, None, 504), line(5, None, 502));
        assert_eq!((a.short(), a.eval().as_deref()), ("50.4%".to_string(), Some("+0.12")));
        assert_eq!((b.short(), b.eval().as_deref()), ("50.2%".to_string(), Some("+0.05")));
        assert_eq!(line(-120, None, 350).eval().as_deref(), Some("-1.20"));
        assert_eq!(line(0, None, 500).eval().as_deref(), Some("0.00"));
        assert_eq!(line(999_990, Some(3), 1000).short(), "#3");
        assert_eq!(line(999_990, Some(3), 1000).eval(), None);
    }

    #[test]
    fn a_line_is_played_from_the_live_position() {
        let s = act(start(GameId::Chess), AnalysisAction::Toggle);
        let s = act(s, AnalysisAction::Play(vec!["e4".into(), "e5".into(), "Zz9".into(), "Nf3".into()]));
        assert_eq!(s.table.moves, vec!["e4", "e5"], "up to the first turn that cannot be played");
        assert_eq!(s.analysis_job().map(|j| j.turns.len()), Some(2));
    }
}
