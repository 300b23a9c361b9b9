//! The clock (`clock`): its actions and tick, and how the game ended.

use super::State;
use crate::state::{clock, Action};

impl State {
    /// The clock's actions and its tick, carried out by the clock ([`crate::state::Timing::act`]); what it asks
    /// of the game and the sound are done here.
    pub(super) fn clock_act(&mut self, action: Action) {
        let game = clock::Playing {
            play: &**self.play,
            table: &self.table,
            computer: !self.computer.opponent.sides.is_empty(),
        };
        let said = match action {
            Action::Tick(now) => self.timing.on_tick(now, &game),
            Action::Clock(action) => self.timing.act(action, &game),
            _ => return,
        };
        if said.drop_turn {
            self.turn.clear();
        }
        if let Some(cue) = said.cue {
            self.cue = Some(cue);
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
