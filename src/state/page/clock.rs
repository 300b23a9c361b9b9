//! The clock: its actions and tick carried out on the page, and how the game ended.

use super::State;
use crate::state::{clock, Action, ClockAction, Cue};

impl State {
    /// The clock's actions and its tick.
    pub(super) fn clock_act(&mut self, action: Action) {
        let computer = !self.computer.opponent.sides.is_empty();
        let t = &mut self.timing;
        match action {
            Action::Tick(now) => {
                if let Some(flag) = t.tick(now).filter(|_| self.table.outcome.is_none()) {
                    let other_can_win = self.play.can_win(1 - (flag.seat & 1));
                    self.timing.end = Some(runeboard_engine::clock::End::flag(flag, other_can_win));
                    // A turn of several steps under way is not played.
                    self.turn.clear();
                }
                // Low time and a flag fall are heard (with the sound settings).
                self.cue = match self.timing.cue.take() {
                    Some(clock::Cue::LowTime(_)) => Some(Cue::LowTime),
                    Some(clock::Cue::Flag) => Some(Cue::End),
                    None => self.cue,
                };
            }
            Action::Clock(ClockAction::Choose(control)) => {
                (t.chosen, t.unreadable) = (control, None);
                if self.table.moves.is_empty() && t.end.is_none() {
                    self.timing.restart(self.table.to_move, computer);
                }
            }
            Action::Clock(ClockAction::Unreadable(e)) => t.unreadable = Some(e.to_string()),
            Action::Clock(ClockAction::Pause) => {
                let now = t.now;
                if let Some(c) = &mut t.clock {
                    c.pause(now);
                }
                t.starts = false;
            }
            Action::Clock(ClockAction::Resume) => {
                let now = t.now;
                if let (Some(c), None) = (&mut t.clock, t.end) {
                    c.resume(now);
                }
            }
            Action::Clock(ClockAction::Resign(player)) if self.table.outcome.is_none() && t.end.is_none() => {
                t.end = Some(runeboard_engine::clock::End::Resigned { loser: player & 1 });
                self.turn.clear();
            }
            Action::Clock(ClockAction::OfferDraw(player)) if self.table.outcome.is_none() && t.end.is_none() => {
                t.offer = Some(player & 1);
            }
            Action::Clock(ClockAction::AcceptDraw) if t.offer.is_some() && t.end.is_none() => {
                (t.end, t.offer) = (Some(runeboard_engine::clock::End::Agreed), None);
                self.turn.clear();
            }
            Action::Clock(ClockAction::DeclineDraw) => t.offer = None,
            Action::Clock(ClockAction::Keep(now)) => {
                self.clock_act(Action::Tick(now));
                self.timing.kept += 1;
            }
            _ => {}
        }
        if let (Some(c), Some(_)) = (&mut self.timing.clock, self.timing.end) {
            c.pause(self.timing.now);
        }
    }

    /// How the game ended, whatever ended it: its rules, a flag, a resignation, a draw agreed.
    pub fn ending(&self) -> Option<runeboard_engine::clock::Ending> {
        runeboard_engine::clock::Ending::of(self.table.outcome.as_ref(), self.timing.end)
    }

    /// The words of the game's end ("Black resigned — White wins"), if it is over.
    pub fn ended(&self) -> Option<String> {
        let players: Vec<&str> = self.table.players.iter().map(|p| p.name).collect();
        self.ending().map(|e| e.describe(&players))
    }
}
