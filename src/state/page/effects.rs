//! What the page must do outside itself after an action, found by comparing the state before and after it.

use std::rc::Rc;

use super::State;
use crate::state::Effect;

impl State {
    /// What the page must keep of this state, which was `before` the action: whatever of the game,
    /// its link, the recent games or the lessons solved changed. While a link that could not be
    /// opened shows a new game, the saved game and the address are left alone.
    pub(in crate::state) fn effects_since(&self, before: &State) -> Vec<Effect> {
        let mut effects = Vec::new();
        let game = self.game() != before.game();
        let played = game
            || !Rc::ptr_eq(&self.play, &before.play)
            || self.computer.opponent != before.computer.opponent
            || !Rc::ptr_eq(self.tree(), before.tree())
            || self.review.done != before.review.done;
        if !self.ui.keep_saved {
            let clock = |s: &State| {
                let t = &s.timing;
                (
                    t.clock.as_ref().map(|c| (c.running(), c.turns(), c.control())),
                    t.end,
                    t.running().then_some(t.now / 1000),
                    t.kept,
                )
            };
            if played || self.turn != before.turn || before.ui.keep_saved || clock(self) != clock(before) {
                effects.push(Effect::Save);
            }
            let ply = |s: &State| s.viewing.as_ref().map(|v| v.ply);
            let ended = self.timing.end != before.timing.end;
            if played || ended || ply(self) != ply(before) || self.marks() != before.marks() || before.ui.keep_saved {
                effects.push(Effect::SetAddress);
            }
        }
        if game || self.recent != before.recent {
            effects.push(Effect::SaveRecent);
        }
        if self.solved != before.solved {
            effects.push(Effect::SaveSolved);
        }
        if !self.progress.same(&before.progress) {
            effects.push(Effect::SavePuzzles);
        }
        if !self.shelf.same(&before.shelf) {
            effects.push(Effect::SaveStudies);
        }
        if self.settings != before.settings {
            effects.push(Effect::SaveSettings);
        }
        if let Some(cue) = self.cue.filter(|_| self.settings.sound) {
            effects.push(Effect::Sound(cue));
        }
        if let Some(waiting) = self.ui.games.as_ref().filter(|_| self.ui.games != before.ui.games) {
            effects.push(Effect::Games(waiting.game()));
        }
        if self.ui.parts.len() > before.ui.parts.len() {
            effects.push(Effect::Parts);
        }
        effects
    }
}
