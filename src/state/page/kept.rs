//! Recent games: the game left kept among them, and one reopened.

use runeboard_engine::Step;

use super::State;
use crate::model::saved::Saved;
use crate::state::{recent, Kind};

impl State {
    /// The game in progress as the page saves it: the game and the turn under construction (not
    /// the computer's turn being shown), the opponent, the clock, the tree of lines, the review.
    pub fn saved(&self) -> Saved {
        let turn: &[Step] = if self.computer.showing.is_some() { &[] } else { &self.turn };
        Saved::of(&**self.play, turn)
            .with_opponent(&self.computer.opponent)
            .with_clock(self.timing.to_saved())
            .with_tree(self.tree(), self.table.players.len())
            .with_review(self.review_to_saved())
    }

    /// The game in progress as a save, when there is something to keep.
    pub(in crate::state) fn worth_keeping(&self) -> Option<Saved> {
        let players = self.table.players.len();
        recent::worth_keeping(&**self.play, &self.computer.opponent, self.timing.to_saved())
            .map(|s| s.with_tree(self.tree(), players).with_review(self.review_to_saved()))
    }

    /// Keep `saved` at the head of the recent games (once).
    pub(in crate::state) fn keep(&mut self, saved: Saved) {
        let game = self.game();
        recent::keep(&mut self.recent, game, saved);
    }

    /// The game in progress is about to be replaced: keep it, and say where it went.
    pub(super) fn keep_current(&mut self) -> bool {
        match self.worth_keeping() {
            Some(saved) => {
                self.keep(saved);
                true
            }
            None => false,
        }
    }

    /// Reopen the recent game at `index`; the game in progress takes its place in the list.
    pub(super) fn reopen(&mut self, index: usize) {
        let Some(saved) = self.recent.get(index).cloned() else { return };
        match saved.restore(saved.game) {
            Ok(restored) => {
                self.recent.remove(index);
                let current = self.worth_keeping();
                let (recent, opponent) = (std::mem::take(&mut self.recent), restored.opponent.clone());
                let mut next = State::with_play(restored.play);
                next.adopt(restored.tree);
                next.timing.restore(restored.clock.as_deref());
                next.review_restore(restored.review.as_deref());
                next.recent = recent;
                if let Some(o) = opponent {
                    next.computer.opponent = o.fitted(next.table.players.len());
                } else {
                    next.computer.opponent = self.computer.opponent.clone();
                }
                self.replace(next);
                if let Some(c) = current {
                    self.keep(c);
                }
            }
            Err(why) => {
                self.recent.remove(index);
                self.notice(
                    Kind::Error,
                    &format!("That game could not be reopened ({why}), so it was removed from the list."),
                );
            }
        }
    }
}
