//! What the page must do outside itself after an action (keep a thing in the browser, play a sound),
//! in batches the page carries out once each.

use std::rc::Rc;

use runeboard_engine::GameId;

use super::Cue;

/// Something the page must do outside itself after an action: keep a thing in the browser. The
/// reducer says which (by comparing the state before and after the action, in one place:
/// [`State::effects_since`]); the persistence hook carries them out.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Effect {
    /// Save the game in progress (and remember it as the game played last).
    Save,
    /// Save the list of recent games of the game in progress.
    SaveRecent,
    /// Save the ids of the lessons solved.
    SaveSolved,
    /// Save the player's puzzle ratings and the puzzles tried.
    SavePuzzles,
    /// Save the studies kept in this browser.
    SaveStudies,
    /// Put the game's link in the address.
    SetAddress,
    /// Keep the settings.
    SaveSettings,
    /// Play this sound (the settings have sound on).
    Sound(Cue),
    /// Load this game's chunk (`crate::games`), then open the game waited for
    /// (`Action::GamesIn`).
    Games(GameId),
    /// Load the chunk of parts (`crate::lazy`), then carry out the actions asked for, kept in
    /// `ui.parts` (`Action::PartsIn`, or `Action::PartsFailed`).
    Parts,
}

/// The effects asked for and not yet carried out. Each change that asks for some makes a new batch,
/// which the page tells apart by identity; a batch not carried out yet (two actions before the page
/// drew) is taken into the next one, so nothing asked for is lost.
#[derive(Clone, Debug, Default)]
pub struct Effects(Rc<Batch>);

#[derive(Debug, Default)]
struct Batch {
    effects: Vec<Effect>,
    carried: std::cell::Cell<bool>,
}

impl PartialEq for Effects {
    fn eq(&self, other: &Self) -> bool {
        Rc::ptr_eq(&self.0, &other.0)
    }
}

impl Effects {
    pub(super) fn new(effects: Vec<Effect>) -> Effects {
        Effects(Rc::new(Batch { effects, carried: std::cell::Cell::new(false) }))
    }

    /// The effects of this batch (carried out or not).
    #[cfg(all(test, not(target_arch = "wasm32")))]
    pub fn list(&self) -> &[Effect] {
        &self.0.effects
    }

    /// The effects to carry out now (none when this batch was carried out already): the batch is
    /// carried out from here on.
    pub fn take(&self) -> &[Effect] {
        if self.0.carried.replace(true) {
            &[]
        } else {
            &self.0.effects
        }
    }

    /// This batch, with more effects (and those of a batch not carried out yet).
    pub(super) fn and(&self, more: Vec<Effect>) -> Effects {
        if more.is_empty() {
            return self.clone();
        }
        let mut all = if self.0.carried.get() { Vec::new() } else { self.0.effects.clone() };
        for e in more {
            if !all.contains(&e) {
                all.push(e);
            }
        }
        Effects::new(all)
    }
}
