//! The game slice: the turn under construction, the live game and the position viewed, and the commands that change the game.

use std::rc::Rc;

use runeboard_engine::{CellId, Command, Step};

use super::State;
use crate::state::change::Change;
use crate::state::{capitalise, Cue, Feedback, ViewTo, Viewing};

impl State {
    pub(super) fn refresh(&mut self) {
        self.table = Rc::new(self.play.table(&self.turn, self.hover));
    }

    pub(super) fn offered(&self, prefix: &[Step], step: Step) -> bool {
        self.play.choices(prefix).options.iter().any(|o| o.step == step)
    }

    /// The game changed: drop the turn under construction, the view of an earlier position and
    /// any stale message.
    pub(super) fn changed(&mut self) {
        self.ui.asked = None;
        self.turn.clear();
        self.viewing = None;
        self.ui.feedback = None;
        self.ui.keep_saved = false;
        self.ui.vanished.clear();
        self.computer.changed();
    }

    /// Clears a refusal shown for an earlier click.
    pub(super) fn clear_refusal(&mut self) {
        if matches!(self.ui.feedback, Some(Feedback::Refused(_))) {
            self.ui.feedback = None;
        }
    }

    /// Where the man on `cell` of the position shown could go if it were its side's turn: drawn on
    /// the board and said in the status line; the game is untouched.
    pub(super) fn ask(&mut self, cell: CellId) {
        let shown = self.shown().clone();
        let Some(man) = shown.pieces.iter().find(|p| p.cell == cell) else { return };
        let Ok(Some(reach)) = self.play.moves_of(&shown.position, cell) else { return };
        let g = &self.geometry;
        let mut cells: Vec<&str> = reach.targets.iter().map(|t| g.name(t.0)).collect();
        runeboard_engine::sort::sort(&mut cells);
        let whose = if reach.player.is_empty() { String::new() } else { format!(" on {}'s turn", reach.player) };
        let said = if cells.is_empty() {
            format!("The {} on {} could not move{whose}.", man.name, g.name(cell))
        } else {
            format!("The {} on {} could go to {}{whose}.", man.name, g.name(cell), cells.join(", "))
        };
        self.ui.feedback = Some(Feedback::Asked(capitalise(&said)));
        self.ui.asked = Some((cell, reach.targets));
    }

    /// A step that is not a cell (picker, reserve): taken when offered next, or as the first step
    /// of a new turn.
    pub(super) fn offer(&mut self, step: Step) {
        if self.offered(&self.turn, step) {
            self.push(step);
        } else if self.offered(&[], step) {
            self.turn = vec![step];
            self.after_push();
        }
    }

    pub(super) fn click(&mut self, cell: CellId) {
        // (A cell may stand for another: the engine's alias, the king put on its own rook.)
        let step = self.play.choices(&self.turn).resolve(Step::Cell(cell));
        self.clear_refusal();
        if self.offered(&self.turn, step) {
            self.push(step);
        } else if self.turn == [step] {
            // A second click on the picked man puts it down again.
            self.turn.clear();
        } else if self.turn.len() > 1 && self.turn.last() == Some(&step) && self.play.choices(&self.turn).complete {
            // A second click on the cell just chosen, where the turn may stop (a berserk man's
            // square): the turn ends there, as with "Stop here". Enter on that cell does the same.
            self.commit();
        } else if self.turn.len() > 1 {
            // A half-made turn (the Ox has landed, a chain has begun) is never thrown away by a
            // stray click: say why the click does nothing, and how to drop the turn.
            // (The status line says what the turn waits for.)
            let why = self.play.why_not(&self.turn, step).map(|w| capitalise(&w));
            self.ui.feedback = Some(Feedback::Refused(format!(
                "{}. Escape or Cancel drops the turn.",
                why.as_deref().unwrap_or("That square is not one of the choices").trim_end_matches('.')
            )));
        } else if self.offered(&[], step) {
            self.turn = vec![step];
            self.after_push();
        } else if let Some(why) = self.play.why_not(&self.turn, step).or_else(|| self.play.why_not(&[], step)) {
            // A choice the rules refuse for a reason worth telling ("that would repeat a
            // position…"): say why and keep the turn as it stands.
            self.ui.feedback = Some(Feedback::Refused(capitalise(&why)));
        } else {
            self.turn.clear();
        }
    }

    pub(super) fn push(&mut self, step: Step) {
        self.turn.push(step);
        self.after_push();
    }

    /// After a step: play the turn when nothing is left to choose.
    pub(super) fn after_push(&mut self) {
        let ch = self.play.choices(&self.turn);
        if ch.options.is_empty() {
            if ch.complete {
                self.commit();
            } else {
                self.turn.clear();
            }
        }
    }

    pub(super) fn commit(&mut self) {
        let steps = std::mem::take(&mut self.turn);
        match self.command(Command::Play(steps)) {
            Ok(()) => {
                self.ui.vanished = self.play.table(&[], None).taken;
                self.refresh();
                self.cue = Some(Cue::after(&self.table));
                if self.puzzle.is_some() || self.study.is_some() {
                    self.by_chunk(|r, s| (r.judge)(s));
                }
            }
            Err(e) => self.ui.feedback = Some(Feedback::Refused(format!("That turn was refused: {e}."))),
        }
    }

    /// Carry out a command on the game (its lines, its one history, included: the game keeps
    /// them); when it changes the game, the page follows: each slice that follows the game reacts
    /// to what changed ([`Change`]).
    pub(super) fn command(&mut self, command: Command) -> Result<(), runeboard_engine::CommandError> {
        let mut play = (*self.play).clone();
        let change = Change::of(&command);
        play.apply(command)?;
        self.timing.follow(change, &*play, !self.computer.opponent.sides.is_empty());
        self.play = Rc::new(play);
        if change != Change::Lines {
            self.changed();
        }
        Ok(())
    }

    /// The lines kept from a save, a link or a record become the game's.
    pub(super) fn adopt(&mut self, tree: Option<runeboard_engine::tree::Tree>) {
        if let Some(tree) = tree {
            // (Adopting a tree cannot fail: the game's own line is added to it.)
            let _ = self.command(Command::Adopt(tree));
        }
    }

    /// Show an earlier position read-only, or the live one again. The turn under construction is
    /// dropped on the way in.
    pub(super) fn view(&mut self, to: ViewTo) {
        match Viewing::to(self.viewing.as_ref(), &self.play, self.table.moves.len(), to) {
            None => {}
            Some(None) => self.viewing = None,
            Some(viewing) => {
                self.turn.clear();
                self.viewing = viewing;
            }
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
