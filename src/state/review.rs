//! Game review: every turn of the game's main line judged by the engine (in the analysis's worker,
//! at [`NODES`] a position), each marked best / good / inaccuracy / mistake / blunder, the better
//! turn and its line for the marked ones, a summary per player and the chance to win over the game.
//! Pure: the state says what it wants reviewed ([`Reviewing::running`]); the computer hook posts
//! it to the analysis's worker and stops it (terminating the worker) on Cancel; the worker's
//! reports come back as [`ReviewAction`]s. The review is kept with the saved game as text
//! ([`to_text`], [`from_text`]: the worker's own JSON, read by the page's small reader) together
//! with the line it judged: it is shown only while that line begins the main line.

use std::rc::Rc;

use runeboard_engine::ai::protocol::{names, Judged, Line, Mark, Review, Summary};
use runeboard_engine::Step;

use super::computer::Job;
use crate::model::json::{quote_into, strings, Json};
use crate::model::saved::read_step;

/// The effort spent on each position of a review, in nodes.
pub const NODES: u64 = 100_000;

/// The review part of the page's state.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Reviewing {
    /// The review being made: its job, and how many of its positions are analysed.
    pub running: Option<Running>,
    /// The last review made (or kept with the saved game), with the line it judged.
    pub done: Option<Rc<Reviewed>>,
    /// The last review could not be made: why.
    pub failed: Option<String>,
}

/// A review in the worker.
#[derive(Clone, Debug, PartialEq)]
pub struct Running {
    pub job: Job,
    pub done: u32,
    pub of: u32,
}

/// A finished review and the line it judged.
#[derive(Clone, Debug, PartialEq)]
pub struct Reviewed {
    pub start: Option<String>,
    pub turns: Vec<String>,
    pub review: Review,
}

/// What the page can tell the review.
#[derive(Clone, Debug, PartialEq)]
pub enum ReviewAction {
    /// Review the main line.
    Start,
    /// Stop the review being made.
    Cancel,
    /// The worker's progress: `done` of `of` positions analysed.
    Progress { job: Job, done: u32, of: u32 },
    /// The worker's review.
    Done { job: Job, review: Review },
    /// The worker could not review.
    Failed { job: Job, message: String },
}

impl Reviewing {
    /// Start reviewing `job` (its turns from its start); a review of another line stops.
    pub fn start(&mut self, job: Job) {
        let of = job.turns.len() as u32 + 1;
        self.running = Some(Running { job, done: 0, of });
        self.failed = None;
    }

    /// The worker's answers (those for another job than the one running are dropped) and Cancel.
    pub fn apply(&mut self, action: ReviewAction) {
        let ours = |job: &Job| self.running.as_ref().is_some_and(|r| r.job == *job);
        match action {
            ReviewAction::Start => {}
            ReviewAction::Cancel => self.running = None,
            ReviewAction::Progress { job, done, of } => {
                if let Some(r) = self.running.as_mut().filter(|r| r.job == job) {
                    (r.done, r.of) = (done, of);
                }
            }
            ReviewAction::Done { job, review } => {
                if ours(&job) {
                    self.running = None;
                    self.done = Some(Rc::new(Reviewed { start: job.start, turns: job.turns, review }));
                }
            }
            ReviewAction::Failed { job, message } => {
                if ours(&job) {
                    self.running = None;
                    self.failed = Some(message);
                }
            }
        }
    }

    /// The review that holds for this main line: one of it, or of its first turns (made before
    /// the game went on).
    pub fn of_line(&self, start: &Option<String>, main: &[String]) -> Option<&Rc<Reviewed>> {
        self.done.as_ref().filter(|r| r.start == *start && !r.turns.is_empty() && main.starts_with(&r.turns))
    }
}

impl Reviewed {
    /// The judgement of the turn at `ply` of the main line (from 0).
    pub fn turn(&self, ply: usize) -> Option<&Judged> {
        self.review.turns.get(ply)
    }

    /// The first player's chance to win (per mille) in each position of the line judged, the start
    /// first.
    pub fn chances(&self) -> Vec<u16> {
        let of_first = |player: u8, c: u16| if player == 0 { c } else { 1000 - c.min(1000) };
        let mut out: Vec<u16> =
            self.review.turns.first().map(|t| of_first(t.player, t.chance_before)).into_iter().collect();
        out.extend(self.review.turns.iter().map(|t| of_first(t.player, t.chance_after)));
        out
    }
}

/// A mark's symbol in the move list (lichess's: `?!`, `?`, `??`; none for best and good turns).
pub fn symbol(mark: Mark) -> &'static str {
    ["", "", "?!", "?", "??"][mark as usize]
}

/// A mark in words.
pub fn mark_name(mark: Mark) -> &'static str {
    ["best turn", "good turn", "inaccuracy", "mistake", "blunder"][mark as usize]
}

/// The review kept with a saved game: `{"start","turns","review"}`, the review as the worker writes
/// it.
pub fn to_text(r: &Reviewed) -> String {
    let mut out = String::from("{\"start\":");
    match &r.start {
        Some(s) => quote_into(&mut out, s),
        None => out.push_str("null"),
    }
    out.push_str(",\"turns\":");
    out.push_str(&strings(&r.turns));
    out.push_str(",\"review\":{\"turns\":[");
    for (i, t) in r.review.turns.iter().enumerate() {
        if i > 0 {
            out.push(',');
        }
        let n = |out: &mut String, name: &str, v: i64| {
            out.push_str(",\"");
            out.push_str(name);
            out.push_str("\":");
            out.push_str(&v.to_string());
        };
        out.push_str("{\"ply\":");
        out.push_str(&t.ply.to_string());
        out.push_str(",\"played\":");
        quote_into(&mut out, &t.played);
        out.push_str(",\"mark\":\"");
        out.push_str(t.mark.as_str());
        out.push('"');
        n(&mut out, names::CHANCE_BEFORE, t.chance_before.into());
        n(&mut out, names::CHANCE_AFTER, t.chance_after.into());
        out.push_str(",\"best\":");
        match &t.best {
            Some(l) => write_line(&mut out, l),
            None => out.push_str("null"),
        }
        n(&mut out, names::PLAYER, t.player.into());
        out.push('}');
    }
    out.push_str("],\"players\":[");
    for (i, s) in r.review.players.iter().enumerate() {
        if i > 0 {
            out.push(',');
        }
        let fields = [s.inaccuracies, s.mistakes, s.blunders, s.accuracy.into(), s.turns];
        let keys = [names::INACCURACIES, names::MISTAKES, names::BLUNDERS, names::ACCURACY, names::TURNS];
        for (k, (key, v)) in keys.iter().zip(fields).enumerate() {
            out.push_str(if k == 0 { "{\"" } else { ",\"" });
            out.push_str(key);
            out.push_str("\":");
            out.push_str(&v.to_string());
        }
        out.push('}');
    }
    out.push_str("]}}");
    out
}

fn write_line(out: &mut String, l: &Line) {
    out.push_str("{\"notation\":");
    quote_into(out, &l.notation);
    out.push_str(",\"steps\":[");
    for (i, step) in l.steps.iter().enumerate() {
        if i > 0 {
            out.push(',');
        }
        let (kind, c) = match *step {
            Step::Cell(c) => {
                out.push_str("{\"Cell\":");
                out.push_str(&c.to_string());
                out.push('}');
                continue;
            }
            Step::Promote(c) => ("Promote", c),
            Step::Reserve(c) => ("Reserve", c),
            Step::Declare(c) => ("Declare", c),
        };
        out.push_str("{\"");
        out.push_str(kind);
        out.push_str("\":");
        quote_into(out, c.encode_utf8(&mut [0; 4]));
        out.push('}');
    }
    out.push_str("],\"line\":");
    out.push_str(&strings(&l.line));
    out.push_str(",\"score\":");
    out.push_str(&l.score.to_string());
    out.push_str(",\"wins_in\":");
    out.push_str(&l.wins_in.map_or_else(|| "null".to_string(), |n| n.to_string()));
    out.push_str(",\"chance\":");
    out.push_str(&l.chance.to_string());
    out.push('}');
}

/// A review kept with a saved game ([`to_text`]); `None` when it cannot be read.
pub fn from_text(text: &str) -> Option<Reviewed> {
    let v = Json::parse(text)?;
    let start = match v.get("start")? {
        Json::Null => None,
        s => Some(s.as_str()?.to_string()),
    };
    let turns = v.get(names::TURNS)?.strings()?;
    let review = read_review(v.get(names::REVIEW)?)?;
    (review.turns.len() == turns.len()).then_some(Reviewed { start, turns, review })
}

/// A review as the worker writes it (serde's derived format of [`Review`]).
pub fn read_review(v: &Json) -> Option<Review> {
    let number = |v: &Json, name: &str| v.get(name)?.as_u64();
    let turns = v.get(names::TURNS)?.array_of(|t| {
        let mark = t.get(names::MARK)?.as_str()?;
        let mark = names::MARKS.iter().position(|m| *m == mark)?;
        Some(Judged {
            ply: u32::try_from(number(t, names::PLY)?).ok()?,
            played: t.get(names::PLAYED)?.as_str()?.to_string(),
            mark: [Mark::Best, Mark::Good, Mark::Inaccuracy, Mark::Mistake, Mark::Blunder][mark],
            chance_before: u16::try_from(number(t, names::CHANCE_BEFORE)?).ok()?,
            chance_after: u16::try_from(number(t, names::CHANCE_AFTER)?).ok()?,
            best: match t.get(names::BEST)? {
                Json::Null => None,
                l => Some(read_line(l)?),
            },
            player: u8::try_from(number(t, names::PLAYER)?).ok()?,
        })
    })?;
    let players = v.get(names::PLAYERS)?.array_of(|s| {
        let count = |name| u32::try_from(number(s, name)?).ok();
        Some(Summary {
            inaccuracies: count(names::INACCURACIES)?,
            mistakes: count(names::MISTAKES)?,
            blunders: count(names::BLUNDERS)?,
            accuracy: u8::try_from(number(s, names::ACCURACY)?).ok()?,
            turns: count(names::TURNS)?,
        })
    })?;
    Some(Review { turns, players })
}

/// One line of an analysis ([`Line`]), as the worker writes it.
pub fn read_line(v: &Json) -> Option<Line> {
    Some(Line {
        notation: v.get(names::NOTATION)?.as_str()?.to_string(),
        steps: v.get(names::STEPS)?.array_of(read_step)?,
        line: v.get(names::LINE)?.strings()?,
        score: i32::try_from(v.get(names::SCORE)?.as_i64()?).ok()?,
        wins_in: match v.get(names::WINS_IN) {
            None | Some(Json::Null) => None,
            Some(n) => Some(i32::try_from(n.as_i64()?).ok()?),
        },
        chance: u16::try_from(v.get(names::CHANCE)?.as_u64()?).ok()?,
    })
}

#[cfg(all(test, not(target_arch = "wasm32")))]
pub(super) mod tests {
    use runeboard_engine::GameId;
    use yew::Reducible;

    use super::*;
    use crate::state::computer::JobKind;
    use crate::state::tests::{click, start};
    use crate::state::{Action, LineAction, State};

    fn act(s: Rc<State>, a: ReviewAction) -> Rc<State> {
        s.reduce(Action::Review(a))
    }

    fn line(notation: &str) -> Line {
        Line {
            notation: notation.into(),
            steps: vec![Step::Cell(3), Step::Promote('Q'), Step::Reserve('é'), Step::Declare('"')],
            line: vec![notation.into(), "e6".into()],
            score: -30,
            wins_in: None,
            chance: 480,
        }
    }

    /// A review of `turns` with the second turn a blunder (White's chance 520 → 90).
    pub(in crate::state) fn review(turns: &[&str]) -> Review {
        let judged = |ply: usize, mark, before, after| Judged {
            ply: ply as u32,
            played: turns[ply].to_string(),
            mark,
            chance_before: before,
            chance_after: after,
            best: matches!(mark, Mark::Blunder).then(|| line("Nf3")),
            player: (ply % 2) as u8,
        };
        let marks = [Mark::Best, Mark::Blunder, Mark::Good, Mark::Inaccuracy];
        let chances = [(500, 500), (520, 90), (910, 900), (100, 0)];
        let summary = Summary { inaccuracies: 0, mistakes: 0, blunders: 1, accuracy: 51, turns: 2 };
        Review {
            turns: (0..turns.len()).map(|i| judged(i, marks[i % 4], chances[i % 4].0, chances[i % 4].1)).collect(),
            players: vec![summary.clone(), Summary { blunders: 0, accuracy: 99, ..summary }],
        }
    }

    fn played(s: Rc<State>, turns: &[(&str, &str)]) -> Rc<State> {
        turns.iter().fold(s, |s, (from, to)| click(click(s, from), to))
    }

    #[test]
    fn a_review_runs_in_the_analysis_worker_and_is_shown_for_its_line() {
        let s = start(GameId::Keltic);
        assert!(act(s.clone(), ReviewAction::Start).review_job().is_none(), "nothing to review yet");
        let s = played(s, &[("e3", "e4"), ("a5", "a4")]);
        let main = s.tree().main_line();
        assert_eq!(main.len(), 2);
        let s = act(s, ReviewAction::Start);
        let job = s.review_job().expect("a review job");
        assert_eq!((job.kind, &job.turns), (JobKind::Review, &main));
        assert_eq!(s.analyser_job(), Some(job.clone()), "the analysis's worker reviews");
        assert_eq!(s.job(), None, "the computer opponent is not asked anything");
        let s = act(s, ReviewAction::Progress { job: job.clone(), done: 2, of: 3 });
        assert_eq!(s.review.running.as_ref().map(|r| (r.done, r.of)), Some((2, 3)));
        let before = s.play.record();
        let turns: Vec<&str> = main.iter().map(String::as_str).collect();
        let s = act(s, ReviewAction::Done { job: job.clone(), review: review(&turns) });
        assert_eq!(s.play.record(), before, "the game is not changed");
        assert!(s.review_job().is_none() && s.analyser_job().is_none(), "the worker is free (analysis is off)");
        let shown = s.review_shown().expect("the review is shown");
        assert_eq!(shown.turn(1).map(|t| t.mark), Some(Mark::Blunder));
        assert_eq!(shown.chances(), vec![500, 500, 910]);
        assert!(s.effects.list().contains(&crate::state::Effect::Save), "kept with the game");
        // A late report of the same job changes nothing.
        let again = act(s.clone(), ReviewAction::Progress { job, done: 1, of: 3 });
        assert!(again.review.running.is_none());

        // The game goes on: the review still holds for its first turns.
        let s = played(s, &[("d3", "d4")]);
        assert!(s.review_shown().is_some());
        // A variation leaves the main line alone; promoting it changes the main line: stale.
        let s = s.reduce(Action::Line(LineAction::Show(vec![0])));
        let s = played(s, &[("b5", "b4")]);
        assert!(s.tree().has_variations() && s.review_shown().is_some());
        let path = s.shown_path().expect("shown");
        let s = s.reduce(Action::Line(LineAction::Promote(path)));
        assert!(s.review_shown().is_none(), "a review of another main line is not shown");
        assert!(s.review_to_saved().is_none(), "nor saved");
    }

    #[test]
    fn cancel_stops_the_review_and_a_failure_says_why() {
        let s = played(start(GameId::Keltic), &[("e3", "e4")]);
        let s = act(s, ReviewAction::Start);
        let job = s.review_job().expect("job");
        let s = act(s, ReviewAction::Cancel);
        assert!(s.review_job().is_none() && s.analyser_job().is_none(), "the worker is stopped");
        let s = act(s, ReviewAction::Done { job: job.clone(), review: review(&["e4"]) });
        assert!(s.review_shown().is_none(), "a cancelled review's answer is dropped");

        // With analysis on, the analysis has the worker again after the review.
        let s = s.reduce(Action::Analysis(crate::state::AnalysisAction::Toggle));
        let s = act(s, ReviewAction::Start);
        assert_eq!(s.analyser_job().map(|j| j.kind), Some(JobKind::Review));
        let other = Job { turns: vec!["d4".into()], ..job };
        let s = act(s, ReviewAction::Failed { job: other, message: "old".into() });
        assert!(s.review.failed.is_none(), "another job's failure is dropped");
        let job = s.review_job().expect("job");
        let s = act(s, ReviewAction::Failed { job, message: "no memory".into() });
        assert_eq!(s.review.failed.as_deref(), Some("no memory"));
        assert_eq!(s.analyser_job().map(|j| j.kind), Some(JobKind::Analysis));

        // A review of a line that no longer begins the main line stops: another turn in its place,
        // or a new game.
        let s = act(s, ReviewAction::Start);
        assert!(s.review_job().is_some());
        let replaced = click(click(s.clone().reduce(Action::Undo), "d3"), "d4");
        assert_eq!(replaced.tree().main_line(), ["d4"]);
        assert_eq!(replaced.analyser_job().map(|j| j.kind), Some(JobKind::Analysis));
        assert!(s.reduce(Action::New).review_job().is_none());
    }

    #[test]
    fn the_saved_review_reads_back_and_damage_is_refused() {
        let turns = ["d4", "a4", "Qc4", "dxc4", "bxa4"];
        let r = Reviewed {
            start: Some("quote \" and \\ ünï".into()),
            turns: turns.iter().map(|t| t.to_string()).collect(),
            review: review(&turns),
        };
        let text = to_text(&r);
        assert_eq!(from_text(&text), Some(r.clone()));
        // The review member is what serde writes for the worker's message.
        let serde_text = serde_json::to_string(&r.review).expect("serialises");
        assert!(text.contains(&serde_text), "{text}\n{serde_text}");
        assert_eq!(read_review(&Json::parse(&serde_text).expect("json")), Some(r.review.clone()));
        for bad in [
            text.replace("\"blunder\"", "\"awful\""),
            text.replace("\"turns\":[\"d4\",", "\"turns\":["),
            text.replace("\"accuracy\":51", "\"accuracy\":256"),
            text[..text.len() - 1].to_string(),
        ] {
            assert_eq!(from_text(&bad), None, "{bad}");
        }
    }

    #[test]
    fn a_review_comes_back_with_the_saved_game() {
        use crate::model::saved::Stored;
        let s = played(start(GameId::Keltic), &[("e3", "e4"), ("a5", "a4")]);
        let s = act(s, ReviewAction::Start);
        let job = s.review_job().expect("job");
        let s = act(s, ReviewAction::Done { job, review: review(&["e4", "a4"]) });
        let text = crate::model::saved::Saved::of(&**s.play, &[])
            .with_tree(s.tree(), 2)
            .with_review(s.review_to_saved())
            .to_json();
        let stored = Stored { games: vec![(GameId::Keltic, text.clone())], ..Stored::default() };
        let back = State::resume(GameId::Keltic, &stored);
        assert_eq!(back.review_shown().map(|r| r.turns.clone()), s.review_shown().map(|r| r.turns.clone()));
        // An old save (without a review) still opens; a damaged review is dropped, not the game.
        let old = text.split(",\"review\"").next().expect("text").to_string() + "}";
        for t in [old, text.replace("\"mark\\\":\\\"blunder", "\"mark\\\":\\\"awful")] {
            let stored = Stored { games: vec![(GameId::Keltic, t.clone())], ..Stored::default() };
            let back = State::resume(GameId::Keltic, &stored);
            assert_eq!(back.table.moves.len(), 2, "{t}");
            assert!(back.review_shown().is_none(), "{t}");
        }
    }
}
