//! The computer opponent's side of the state: who the computer plays and at what level, what the
//! page wants the worker to think about now ([`State::job`]), and the computer's turn shown step by
//! step. Pure: the worker is driven by the page's computer hook, which posts the job this module asks
//! for and hands its answers back as actions; an answer for any other job than the one wanted now
//! (the game changed meanwhile) is dropped here.

use runeboard_engine::ai::Thought;
use runeboard_engine::{Command, GameId, Step};

use super::{Feedback, State};
pub use crate::model::opponent::{levels, Opponent};

/// Time the computer is given for a turn at every level (level 5 uses all of it; the others stop
/// at their depth, usually much sooner).
pub const MOVETIME_MS: u32 = 2000;
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
}

/// One request to the worker: what to think about, for which position of which game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Job {
    pub kind: JobKind,
    pub game: GameId,
    /// The state's revision it was asked at: a job of an earlier revision is stale.
    pub revision: u64,
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
    /// A hint was asked for at this revision.
    pub hint_asked: Option<u64>,
    /// The hint found for this revision.
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

impl State {
    fn players(&self) -> usize {
        self.table.players.len()
    }

    /// The computer plays the side to move in the live game (which is not over).
    pub fn computer_to_move(&self) -> bool {
        self.table.outcome.is_none() && self.computer.opponent.sides.contains(&self.table.to_move)
    }

    /// The computer plays every side.
    pub fn demonstration(&self) -> bool {
        self.computer.opponent.plays_all(self.players())
    }

    /// The computer is thinking about its turn (the page shows it).
    pub fn thinking(&self) -> bool {
        self.job().is_some_and(|j| j.kind == JobKind::Move)
    }

    /// What the worker should be thinking about now, if anything.
    pub fn job(&self) -> Option<Job> {
        let c = &self.computer;
        // (Nothing is thought about while a position is set up in the editor.)
        if c.showing.is_some() || self.editing.is_some() || !self.turn.is_empty() && !self.computer_to_move() {
            return None;
        }
        let (kind, level, movetime_ms) = if self.computer_to_move() {
            if c.paused && !c.step_once {
                return None;
            }
            (JobKind::Move, c.opponent.level, MOVETIME_MS)
        } else if c.hint_asked == Some(self.ui.revision) && c.hint.is_none() && self.table.outcome.is_none() {
            (JobKind::Hint, HINT_LEVEL, HINT_MS)
        } else {
            return None;
        };
        let record = self.play.record();
        let job = Job {
            kind,
            game: record.game,
            revision: self.ui.revision,
            start: record.start,
            turns: record.turns,
            level,
            movetime_ms,
        };
        (c.failed.as_ref() != Some(&job)).then_some(job)
    }

    /// The game changed: what the computer had found is for another position.
    pub(super) fn computer_changed(&mut self) {
        let c = &mut self.computer;
        (c.hint, c.hint_asked, c.best, c.move_now, c.showing) = (None, None, None, false, None);
    }

    pub(super) fn computer(&mut self, action: ComputerAction) {
        match action {
            ComputerAction::Set(opponent) => {
                let players = self.players();
                self.computer.opponent = opponent.fitted(players);
                self.computer.best = None;
                self.computer.failed = None;
                if !self.demonstration() {
                    self.computer.paused = false;
                }
                if self.computer_to_move() {
                    self.turn.clear();
                }
            }
            ComputerAction::Pause(paused) => self.computer.paused = paused && self.demonstration(),
            ComputerAction::Step => self.computer.step_once = self.computer.paused,
            ComputerAction::Hint => {
                if !self.computer_to_move() && self.table.outcome.is_none() {
                    self.computer.hint_asked = Some(self.ui.revision);
                    self.turn.clear();
                }
            }
            ComputerAction::MoveNow => match self.computer.best.take() {
                Some(best) if self.thinking() => self.show(best.steps),
                _ => self.computer.move_now = self.thinking(),
            },
            ComputerAction::Thought { job, thought, done } => {
                if self.job().as_ref() != Some(&job) {
                    return;
                }
                match job.kind {
                    JobKind::Move if done || self.computer.move_now => self.show(thought.steps),
                    JobKind::Move => self.computer.best = Some(thought),
                    JobKind::Hint if done => self.computer.hint = Some(thought),
                    JobKind::Hint => {}
                }
            }
            ComputerAction::Failed { job, message } => {
                if self.job().as_ref() == Some(&job) {
                    self.computer.failed = Some(job);
                    self.notice(&format!("The computer could not play: {message}."));
                }
            }
            ComputerAction::ShowNext => self.show_next(),
        }
    }

    /// Start showing the computer's turn: its first step now, the others one by one.
    pub(super) fn show(&mut self, steps: Vec<Step>) {
        self.computer.best = None;
        self.computer.move_now = false;
        self.computer.step_once = false;
        self.computer.showing = Some((steps, 0));
        self.show_next();
    }

    fn show_next(&mut self) {
        let Some((steps, shown)) = &mut self.computer.showing else { return };
        if *shown < steps.len() {
            *shown += 1;
            self.turn = steps[..*shown].to_vec();
            return;
        }
        let steps = std::mem::take(steps);
        self.computer.showing = None;
        self.turn.clear();
        if let Err(e) = self.command(Command::Play(steps)) {
            self.ui.feedback = Some(Feedback::Refused(format!("The computer's turn was refused: {e}.")));
        } else {
            self.ui.vanished = self.play.table(&[], None).taken;
            self.shown_lesson();
        }
    }

    /// Undo in a game against the computer: back to the last position where a person was to move,
    /// taking back the computer's reply with the person's turn. In a demonstration, one turn, and
    /// the demonstration pauses.
    pub(super) fn undo(&mut self) {
        if self.demonstration() {
            self.computer.paused = true;
            let _ = self.command(Command::Undo);
            return;
        }
        if self.command(Command::Undo).is_err() {
            return;
        }
        loop {
            self.refresh();
            if !(self.computer_to_move() && self.table.can_undo) || self.command(Command::Undo).is_err() {
                break;
            }
        }
    }

    /// Redo, the other way: the person's turn with the computer's reply.
    pub(super) fn redo(&mut self) {
        if self.command(Command::Redo).is_err() || self.demonstration() {
            return;
        }
        loop {
            self.refresh();
            if !(self.computer_to_move() && self.table.can_redo) || self.command(Command::Redo).is_err() {
                break;
            }
        }
    }
}

#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests {
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
        Thought { notation: cells.join("-"), steps, score: 0, depth, nodes: 1, line: Vec::new() }
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
    fn answer(s: Rc<State>, cells: &[&str]) -> Rc<State> {
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

    /// Show every step of the computer's turn until it is played.
    fn show_all(mut s: Rc<State>) -> Rc<State> {
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
        assert_eq!(s.computer.opponent.to_fragment(&players), "&computer=black&level=2");
        let link = format!("{}{}", s.play.record().to_fragment(None), s.computer.opponent.to_fragment(&players));
        let opened = State::open(&link, &Stored::default());
        assert_eq!(opened.computer.opponent, Opponent { sides: vec![1], level: 2 });
        assert_eq!(opened.table.moves, vec!["e4"]);
        assert!(opened.thinking(), "the computer takes up its turn");

        let bad = State::open("game=keltic&turns=e4&computer=red&level=9", &Stored::default());
        assert_eq!(bad.table.moves, vec!["e4"], "the game opens");
        assert_eq!(bad.computer.opponent.sides, Vec::<usize>::new());
        assert!(matches!(&bad.ui.feedback, Some(crate::state::Feedback::Notice(n)) if n.contains("'red'")));

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
            matches!(&s.ui.feedback, Some(crate::state::Feedback::Notice(n)) if n.contains("could not be started"))
        );
    }
}
