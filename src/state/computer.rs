//! The computer opponent's side of the state: who the computer plays and at what level, what the
//! page wants the worker to think about now ([`State::job`]), and the computer's turn shown step by
//! step. Pure: the worker is driven by the page's computer hook, which posts the job this module asks
//! for and hands its answers back as actions; an answer for any other job than the one wanted now
//! (the game changed meanwhile) is dropped here.

pub use crate::model::opponent::{levels, Opponent};
use runeboard_engine::ai::Thought;
use runeboard_engine::clock::Clock;
use runeboard_engine::{GameId, Play, Step, Table};

/// Time the computer is given for a turn at every level (level 5 uses all of it; the others stop
/// at their depth, usually much sooner).
pub const MOVETIME_MS: u32 = 2000;
/// The time the computer thinks about a turn: [`MOVETIME_MS`], or less when its clock has less to
/// give ([`Clock::think_ms`]: a share of its time left, never all of it). Its level still caps its
/// strength.
pub fn movetime_ms(clock: Option<&Clock>) -> u32 {
    clock.map_or(MOVETIME_MS, |c| u32::try_from(c.think_ms()).unwrap_or(u32::MAX).min(MOVETIME_MS))
}

/// The level and time a hint is searched at.
pub const HINT_LEVEL: u8 = 4;
pub const HINT_MS: u32 = 1500;

/// What the worker is asked to find.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum JobKind {
    /// The computer's turn.
    Move,
    /// A suggested turn for the player to move.
    Hint,
    /// Analysis of the position shown ([`super::analysis`]), in a worker of its own.
    Analysis,
    /// A review of the game's main line ([`super::review`]), in the analysis's worker.
    Review,
}

/// One request to the worker: what to think about, for which position of which game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Job {
    pub kind: JobKind,
    pub game: GameId,
    /// The computer part's serial number when it was asked ([`Computer::serial`]): a job of an
    /// earlier one is stale.
    pub serial: u64,
    /// The game's start position text, when not the standard start.
    pub start: Option<String>,
    /// The turns played, in notation.
    pub turns: Vec<String>,
    pub level: u8,
    pub movetime_ms: u32,
}

/// The computer's part of the page's state.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Computer {
    pub opponent: Opponent,
    /// A demonstration (the computer plays every side) is paused.
    pub paused: bool,
    /// While paused: play one turn ("Step").
    pub step_once: bool,
    /// Grows with every change of the game, so jobs and answers for another position tell apart.
    pub serial: u64,
    /// A hint was asked for at this serial number.
    pub hint_asked: Option<u64>,
    /// The hint found for this position.
    pub hint: Option<Thought>,
    /// The best turn found so far for the job in progress, and its depth.
    pub best: Option<Thought>,
    /// "Move now" was pressed before any turn was found: play the first one found.
    pub move_now: bool,
    /// The computer's turn being shown step by step: its steps, and how many are shown.
    pub showing: Option<(Vec<Step>, usize)>,
    /// The job that failed (the computer could not be started, or refused the position).
    pub failed: Option<Job>,
}

/// Everything the page can tell the computer part.
#[derive(Clone, Debug, PartialEq)]
pub enum ComputerAction {
    /// Choose who the computer plays and its level.
    Set(Opponent),
    /// Pause or resume a demonstration.
    Pause(bool),
    /// While paused: let the computer play one turn.
    Step,
    /// Suggest a turn for the player to move.
    Hint,
    /// Play the best turn found so far.
    MoveNow,
    /// The worker's answer for a job: the best turn so far, or its final choice.
    Thought { job: Job, thought: Thought, done: bool },
    /// The worker could not answer this job.
    Failed { job: Job, message: String },
    /// Show the next step of the computer's turn (a timer sends it), or play the turn once all
    /// of it is shown.
    ShowNext,
}

/// What the computer part sees of the live game.
pub struct Live<'a> {
    pub play: &'a dyn Play,
    pub table: &'a Table,
    /// The turn under construction.
    pub turn: &'a [Step],
    /// A position is being set up in the editor.
    pub editing: bool,
    /// The game's clock, when it has one: the computer thinks for the time its clock allows.
    pub clock: Option<&'a Clock>,
}

/// What the computer part asks of the page after an action.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Wanted {
    Nothing,
    /// Drop the turn under construction.
    ClearTurn,
    /// Show the next step of the computer's turn ([`Computer::next`]).
    ShowNext,
    /// Add these words to the notice.
    Notice(String),
}

/// The next thing shown of the computer's turn.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Shown {
    /// The turn under construction is now these steps.
    Part(Vec<Step>),
    /// All of it was shown: play it.
    Whole(Vec<Step>),
}

impl Computer {
    /// The computer plays the side to move in the live game (which is not over).
    pub fn to_move(&self, table: &Table) -> bool {
        table.outcome.is_none() && self.opponent.sides.contains(&table.to_move)
    }

    /// The computer plays every side (of `players`).
    pub fn demonstration(&self, players: usize) -> bool {
        self.opponent.plays_all(players)
    }

    /// What the worker should be thinking about now, if anything.
    pub fn job(&self, live: &Live) -> Option<Job> {
        // (Nothing is thought about while a position is set up in the editor.)
        let to_move = self.to_move(live.table);
        if self.showing.is_some() || live.editing || !live.turn.is_empty() && !to_move {
            return None;
        }
        let (kind, level, movetime_ms) = if to_move {
            if self.paused && !self.step_once {
                return None;
            }
            (JobKind::Move, self.opponent.level, movetime_ms(live.clock))
        } else if self.hint_asked == Some(self.serial) && self.hint.is_none() && live.table.outcome.is_none() {
            (JobKind::Hint, HINT_LEVEL, HINT_MS)
        } else {
            return None;
        };
        let record = live.play.record();
        let job = Job {
            kind,
            game: record.game,
            serial: self.serial,
            start: record.start,
            turns: record.turns,
            level,
            movetime_ms,
        };
        (self.failed.as_ref() != Some(&job)).then_some(job)
    }

    fn thinking(&self, live: &Live) -> bool {
        self.job(live).is_some_and(|j| j.kind == JobKind::Move)
    }

    /// The game changed: what the computer had found is for another position.
    pub fn changed(&mut self) {
        self.serial += 1;
        (self.hint, self.hint_asked, self.best, self.move_now, self.showing) = (None, None, None, false, None);
    }

    /// The computer part's actions, on the live game as `live` shows it.
    pub fn apply(&mut self, action: ComputerAction, live: &Live) -> Wanted {
        let players = live.table.players.len();
        match action {
            ComputerAction::Set(opponent) => {
                self.opponent = opponent.fitted(players);
                self.best = None;
                self.failed = None;
                if !self.demonstration(players) {
                    self.paused = false;
                }
                if self.to_move(live.table) {
                    return Wanted::ClearTurn;
                }
            }
            ComputerAction::Pause(paused) => self.paused = paused && self.demonstration(players),
            ComputerAction::Step => self.step_once = self.paused,
            ComputerAction::Hint => {
                if !self.to_move(live.table) && live.table.outcome.is_none() {
                    self.hint_asked = Some(self.serial);
                    return Wanted::ClearTurn;
                }
            }
            ComputerAction::MoveNow => match self.best.take() {
                Some(best) if self.thinking(live) => return self.show(best.steps),
                _ => self.move_now = self.thinking(live),
            },
            ComputerAction::Thought { job, thought, done } => {
                if self.job(live).as_ref() != Some(&job) {
                    return Wanted::Nothing;
                }
                match job.kind {
                    // Against the clock the turn is played at once: its clock would run while it
                    // is shown step by step.
                    JobKind::Move if done || self.move_now => {
                        let wanted = self.show(thought.steps);
                        if let (Some((steps, shown)), Some(_)) = (&mut self.showing, live.clock) {
                            *shown = steps.len();
                        }
                        return wanted;
                    }
                    JobKind::Move => self.best = Some(thought),
                    JobKind::Hint if done => self.hint = Some(thought),
                    JobKind::Hint | JobKind::Analysis | JobKind::Review => {}
                }
            }
            ComputerAction::Failed { job, message } => {
                if self.job(live).as_ref() == Some(&job) {
                    self.failed = Some(job);
                    return Wanted::Notice(format!("The computer could not play: {message}."));
                }
            }
            ComputerAction::ShowNext => return Wanted::ShowNext,
        }
        Wanted::Nothing
    }

    /// Start showing a turn (the computer's, or a lesson's answer): its first step now
    /// ([`Wanted::ShowNext`]), the others one by one.
    pub fn show(&mut self, steps: Vec<Step>) -> Wanted {
        self.best = None;
        self.move_now = false;
        self.step_once = false;
        self.showing = Some((steps, 0));
        Wanted::ShowNext
    }

    /// One more step of the turn being shown, or the whole turn once all of it is shown.
    pub fn next(&mut self) -> Option<Shown> {
        let (steps, shown) = self.showing.as_mut()?;
        if *shown < steps.len() {
            *shown += 1;
            return Some(Shown::Part(steps[..*shown].to_vec()));
        }
        let steps = std::mem::take(steps);
        self.showing = None;
        Some(Shown::Whole(steps))
    }
}

#[cfg(all(test, not(target_arch = "wasm32")))]
pub(super) mod tests {
    use crate::state::State;
    use std::rc::Rc;

    use runeboard_engine::ai::Thought;
    use runeboard_engine::{GameId, Step};
    use yew::Reducible;

    use super::*;
    use crate::model::saved::{Saved, Stored};
    use crate::state::tests::{cell, click, start};
    use crate::state::Action;

    fn set(s: Rc<State>, sides: &[usize], level: u8) -> Rc<State> {
        s.reduce(Action::Computer(ComputerAction::Set(Opponent { sides: sides.to_vec(), level })))
    }

    fn act(s: Rc<State>, a: ComputerAction) -> Rc<State> {
        s.reduce(Action::Computer(a))
    }

    /// A thought playing these cells.
    fn thought(s: &State, cells: &[&str], depth: u32) -> Thought {
        let steps = cells.iter().map(|c| Step::Cell(cell(s, c))).collect();
        Thought { notation: cells.join("-"), steps, score: 0, depth, nodes: 1, line: Vec::new(), lines: Vec::new() }
    }

    /// A legal turn for the player to move: the first choice at every step.
    fn some_turn(s: &State) -> Vec<String> {
        let mut steps = Vec::new();
        loop {
            let ch = s.play.choices(&steps);
            match ch.options.first() {
                Some(o) if !(ch.complete && steps.len() > 1) => steps.push(o.step),
                _ => break,
            }
        }
        steps
            .iter()
            .map(|st| match st {
                Step::Cell(c) => s.geometry.name(*c).to_string(),
                other => panic!("not a cell: {other:?}"),
            })
            .collect()
    }

    /// Answer the job wanted now with `cells`, finished.
    pub(in crate::state) fn answer(s: Rc<State>, cells: &[&str]) -> Rc<State> {
        let owned: Vec<String>;
        let cells = if cells.is_empty() {
            owned = some_turn(&s);
            owned.iter().map(String::as_str).collect()
        } else {
            cells.to_vec()
        };
        let cells = cells.as_slice();
        let job = s.job().expect("a job is wanted");
        let t = thought(&s, cells, 3);
        act(s, ComputerAction::Thought { job, thought: t, done: true })
    }

    /// Answer the job wanted now with these steps, finished.
    pub(in crate::state) fn answer_steps(s: Rc<State>, steps: Vec<Step>) -> Rc<State> {
        let job = s.job().expect("a job is wanted");
        let t = Thought {
            notation: String::new(),
            steps,
            score: 0,
            depth: 3,
            nodes: 1,
            line: Vec::new(),
            lines: Vec::new(),
        };
        act(s, ComputerAction::Thought { job, thought: t, done: true })
    }

    /// Show every step of the computer's turn until it is played.
    pub(in crate::state) fn show_all(mut s: Rc<State>) -> Rc<State> {
        for _ in 0..10 {
            if s.computer.showing.is_none() {
                break;
            }
            s = act(s, ComputerAction::ShowNext);
        }
        s
    }

    #[test]
    fn the_computer_is_asked_on_its_turn_only_and_its_turn_is_shown_step_by_step() {
        let s = set(start(GameId::Keltic), &[1], 1);
        assert_eq!(s.job(), None, "White, a person, is to move");
        let s = click(click(s, "e3"), "e4");
        let job = s.job().expect("Black's turn is the computer's");
        assert_eq!((job.kind, job.level, job.turns.clone()), (JobKind::Move, 1, vec!["e4".to_string()]));
        assert!(s.thinking());
        // The player cannot move the computer's men meanwhile.
        let reply = some_turn(&s);
        let s = click(s, &reply[0]);
        assert!(s.turn.is_empty());
        // The answer shows the man picked, then its move, then plays it.
        let cells: Vec<&str> = reply.iter().map(String::as_str).collect();
        let s = answer(s, &cells);
        assert_eq!(s.turn, vec![Step::Cell(cell(&s, cells[0]))]);
        assert_eq!(s.job(), None, "nothing to think about while the turn is shown");
        let s = act(s, ComputerAction::ShowNext);
        assert_eq!(s.turn.len(), 2);
        let (from, to) = (cell(&s, cells[0]), cell(&s, cells[1]));
        assert!(s.table.pieces.iter().any(|p| p.cell == to), "the man is drawn where it goes");
        assert!(!s.table.pieces.iter().any(|p| p.cell == from), "and not where it was");
        assert_eq!(s.table.marks.selected, Some(from), "which stays marked");
        let s = act(s, ComputerAction::ShowNext);
        assert_eq!(s.table.moves.len(), 2);
        assert!(s.turn.is_empty() && s.computer.showing.is_none());
        assert_eq!(s.job(), None, "White's turn again");
    }

    #[test]
    fn an_answer_for_another_position_is_dropped() {
        let s = click(click(set(start(GameId::Keltic), &[1], 3), "e3"), "e4");
        let old = s.job().expect("job");
        let s = s.reduce(Action::Undo);
        assert_eq!(s.table.moves.len(), 0);
        assert_eq!(s.job(), None, "Undo cancels the computer's turn");
        let t = thought(&s, &["e3", "e4"], 2);
        let s = act(s, ComputerAction::Thought { job: old, thought: t, done: true });
        assert!(s.computer.showing.is_none() && s.table.moves.is_empty());
    }

    #[test]
    fn move_now_plays_the_best_turn_found_so_far_or_the_first_one_found() {
        let s = click(click(set(start(GameId::Keltic), &[1], 5), "e3"), "e4");
        let job = s.job().expect("job");
        let reply = some_turn(&s);
        let t = thought(&s, &reply.iter().map(String::as_str).collect::<Vec<_>>(), 4);
        let s = act(s, ComputerAction::Thought { job: job.clone(), thought: t, done: false });
        assert_eq!(s.computer.best.as_ref().map(|b| b.depth), Some(4));
        assert!(s.computer.showing.is_none(), "progress alone does not play");
        let s = show_all(act(s, ComputerAction::MoveNow));
        assert_eq!(s.table.moves.len(), 2);

        // Before anything is found: the first turn found is played at once.
        let s = some_turn(&s).iter().fold(s, |s, c| click(s, c));
        let job = s.job().expect("job");
        let s = act(s, ComputerAction::MoveNow);
        assert!(s.computer.move_now && s.thinking());
        let reply = some_turn(&s);
        let t = thought(&s, &reply.iter().map(String::as_str).collect::<Vec<_>>(), 1);
        let s = show_all(act(s, ComputerAction::Thought { job, thought: t, done: false }));
        assert_eq!(s.table.moves.len(), 4);
    }

    #[test]
    fn undo_takes_back_the_players_turn_with_the_computers_reply() {
        let s = click(click(set(start(GameId::Keltic), &[1], 3), "e3"), "e4");
        let s = show_all(answer(s, &[]));
        let s = some_turn(&s).iter().fold(s, |s, c| click(s, c));
        let s = show_all(answer(s, &[]));
        assert_eq!(s.table.moves.len(), 4);
        let two = s.table.moves[..2].to_vec();
        let s = s.reduce(Action::Undo);
        assert_eq!(s.table.moves, two, "both turns taken back");
        let s = s.reduce(Action::Redo);
        assert_eq!(s.table.moves.len(), 4, "and redone together");
        // While the computer thinks, Undo takes back the player's turn.
        let s = some_turn(&s).iter().fold(s, |s, c| click(s, c));
        assert!(s.thinking());
        let s = s.reduce(Action::Undo);
        assert_eq!(s.table.moves.len(), 4);
        assert!(!s.thinking());
    }

    #[test]
    fn a_demonstration_pauses_and_steps() {
        let s = set(start(GameId::Keltic), &[0, 1], 1);
        assert!(s.demonstration() && s.thinking());
        let s = act(s, ComputerAction::Pause(true));
        assert_eq!(s.job(), None);
        let s = act(s, ComputerAction::Step);
        assert!(s.thinking(), "Step asks for one turn");
        let s = show_all(answer(s, &["e3", "e4"]));
        assert_eq!(s.table.moves.len(), 1);
        assert_eq!(s.job(), None, "and only one");
        let s = act(s, ComputerAction::Pause(false));
        assert!(s.thinking());
        // Undo in a demonstration takes back one turn and pauses.
        let s = s.reduce(Action::Undo);
        assert!(s.computer.paused && s.table.moves.is_empty());
        // Back to two players: nothing is paused nor asked.
        let s = set(s, &[], 1);
        assert!(!s.computer.paused && s.job().is_none());
    }

    #[test]
    fn a_hint_is_asked_for_the_player_to_move_and_dropped_when_the_game_changes() {
        let s = act(start(GameId::Keltic), ComputerAction::Hint);
        let job = s.job().expect("hint job");
        assert_eq!((job.kind, job.level), (JobKind::Hint, HINT_LEVEL));
        let s = answer(s, &["e3", "e4"]);
        assert_eq!(s.computer.hint.as_ref().map(|h| h.steps.len()), Some(2));
        assert_eq!(s.job(), None);
        let s = click(click(s, "e3"), "e4");
        assert!(s.computer.hint.is_none());
    }

    #[test]
    fn the_ox_lands_then_the_removed_man_goes() {
        // Seed problem 2: the Forest Ox on c4 takes the king on d2 and removes the one on c2.
        let s = start(GameId::OdinsRune).reduce(Action::LoadPosition("10/10/10/10/10/Rpk7/2f7/10/1PKK6/10 b".into()));
        let s = set(s, &[1], 3);
        assert!(s.thinking());
        let s = answer(s, &["c4", "d2", "c2"]);
        let at = |s: &State, name: &str| s.table.pieces.iter().find(|p| p.cell == cell(s, name)).map(|p| p.kind);
        assert_eq!(at(&s, "c4"), Some('F'), "picked, not moved yet");
        let s = act(s, ComputerAction::ShowNext);
        assert_eq!((at(&s, "c4"), at(&s, "d2"), at(&s, "c2")), (None, Some('F'), Some('K')), "the Ox has landed");
        assert_eq!(s.table.taking.iter().map(|p| p.cell).collect::<Vec<_>>(), vec![cell(&s, "d2")]);
        let s = act(s, ComputerAction::ShowNext);
        assert_eq!(at(&s, "c2"), None, "the removed king goes");
        let s = act(s, ComputerAction::ShowNext);
        assert_eq!(s.table.moves, vec!["Fc4xd2/xc2#"]);
        assert!(s.table.outcome.is_some());
    }

    #[test]
    fn the_opponent_goes_into_the_link_and_the_save_and_comes_back() {
        let s = click(click(set(start(GameId::Keltic), &[1], 2), "e3"), "e4");
        let players = ["White", "Black"];
        let mut link = s.play.record().to_fragment(None);
        s.computer.opponent.push_fragment(&mut link, &players);
        assert!(link.ends_with("&computer=black&level=2"), "{link}");
        let opened = State::open(&link, &Stored::default());
        assert_eq!(opened.computer.opponent, Opponent { sides: vec![1], level: 2 });
        assert_eq!(opened.table.moves, vec!["e4"]);
        assert!(opened.thinking(), "the computer takes up its turn");

        let bad = State::open("game=keltic&turns=e4&computer=red&level=9", &Stored::default());
        assert_eq!(bad.table.moves, vec!["e4"], "the game opens");
        assert_eq!(bad.computer.opponent.sides, Vec::<usize>::new());
        assert!(
            matches!(&bad.ui.feedback, Some(crate::state::Feedback::Notice(crate::state::Kind::Warning, n)) if n.contains("'red'"))
        );

        let json = Saved::of(&**s.play, &[]).with_opponent(&s.computer.opponent).to_json();
        let stored = Stored { games: vec![(GameId::Keltic, json)], ..Stored::default() };
        let back = State::resume(GameId::Keltic, &stored);
        assert_eq!(back.computer.opponent, Opponent { sides: vec![1], level: 2 });
        // Another game without a save keeps the computer as it was chosen.
        let other = s.reduce(Action::Select { id: GameId::Chess, stored: Stored::default() });
        assert_eq!(other.computer.opponent, Opponent { sides: vec![1], level: 2 });
        // A save made before there was a computer opponent still reads.
        let old = r#"{"version":1,"game":"keltic","start":null,"turns":["e4"],"played":1,"prefix":[]}"#;
        assert!(Saved::load(old, GameId::Keltic).is_ok_and(|r| r.opponent.is_none()));
    }

    #[test]
    fn a_failed_job_says_why_and_is_not_asked_again() {
        let s = click(click(set(start(GameId::Keltic), &[1], 3), "e3"), "e4");
        let job = s.job().expect("job");
        let s = act(s, ComputerAction::Failed { job, message: "it could not be started".into() });
        assert!(s.job().is_none());
        assert!(
            matches!(&s.ui.feedback, Some(crate::state::Feedback::Notice(crate::state::Kind::Error, n)) if n.contains("could not be started"))
        );
    }
}
