//! The computer opponent, carried out by its own part ([`Computer::apply`]); what touches the game is done here.

use runeboard_engine::{CellId, Command, Table};

use super::State;
use crate::state::computer::{Live, Shown, Wanted};
use crate::state::{premove, ComputerAction, Cue, Feedback, Job, JobKind, Kind};

impl State {
    pub(super) fn live(&self) -> Live<'_> {
        let clock = self.timing.clock.as_ref();
        Live { play: &**self.play, table: &self.table, turn: &self.turn, editing: self.editing.is_some(), clock }
    }

    /// The computer plays the side to move in the live game (which is not over).
    pub fn computer_to_move(&self) -> bool {
        self.computer.to_move(&self.table)
    }

    /// The men the player may premove now: none unless the computer is thinking over the live
    /// game, the board played on ([`premove::premovable`]).
    pub fn premovable(&self) -> premove::Mine {
        let open = self.computer_to_move()
            && !self.demonstration()
            && self.viewing.is_none()
            && self.editing.is_none()
            && self.ui.pen.is_none()
            && !self.timing.over();
        premove::premovable(&self.table, &self.computer.opponent.sides, open)
    }

    /// The cells of the player's own men the man on `from` is premoved onto rather than picking
    /// them ([`premove::onto`]).
    pub(super) fn premove_onto(&self, from: CellId) -> Vec<CellId> {
        premove::onto(&**self.play, &self.table, &self.computer.opponent.sides, from)
    }

    /// The computer's turn was played: the premove, if it starts a legal turn now, is played at
    /// once (or left to finish when it needs more); else it is dropped without a word.
    /// (`after`: the game's table now.)
    fn premove_lands(&mut self, planned: Option<premove::Premove>, after: &Table) {
        let mine = planned.filter(|_| !self.computer.to_move(after));
        if let Some(steps) = mine.and_then(|p| premove::steps(p, &**self.play)) {
            self.turn = steps;
            self.after_push();
        }
    }

    /// The computer plays every side.
    pub fn demonstration(&self) -> bool {
        self.computer.demonstration(self.table.players.len())
    }

    /// The computer is thinking about its turn (the page shows it).
    pub fn thinking(&self) -> bool {
        self.job().is_some_and(|j| j.kind == JobKind::Move)
    }

    /// What the worker should be thinking about now, if anything.
    pub fn job(&self) -> Option<Job> {
        // (The computer's turn waits while its clock stands paused.)
        let waits = |j: &Job| self.timing.over() || self.timing.paused() && j.kind == JobKind::Move;
        self.computer.job(&self.live()).filter(|j| !waits(j))
    }

    pub(super) fn computer_act(&mut self, action: ComputerAction) {
        let set = matches!(action, ComputerAction::Set(_));
        let clock = self.timing.clock.as_ref();
        let live =
            Live { play: &**self.play, table: &self.table, turn: &self.turn, editing: self.editing.is_some(), clock };
        match self.computer.apply(action, &live) {
            Wanted::Nothing => {}
            Wanted::ClearTurn => self.turn.clear(),
            Wanted::ShowNext => self.show_next(),
            Wanted::Notice(text) => self.notice(Kind::Error, &text),
        }
        // Against the computer the clock starts at once (unless turns undone wait to be redone).
        if set && self.lines().ahead() == 0 {
            self.timing.seated(!self.computer.opponent.sides.is_empty());
        }
    }

    pub(super) fn show_next(&mut self) {
        match self.computer.next() {
            None => {}
            Some(Shown::Part(turn)) => self.turn = turn,
            Some(Shown::Whole(steps)) => {
                self.turn.clear();
                let planned = self.ui.premove.take();
                if let Err(e) = self.command(Command::Play(steps)) {
                    self.ui.feedback = Some(Feedback::Refused(format!("The computer's turn was refused: {e}.")));
                } else {
                    let after = self.play.table(&[], None);
                    self.cue = Some(Cue::after(&after));
                    self.ui.vanished = after.taken.clone();
                    self.premove_lands(planned, &after);
                }
            }
        }
    }
}
