//! The position editor, opened on the position shown.

use super::State;
use crate::state::editor::Edited;
use crate::state::{Action, EditAction, Editing};

impl State {
    #[cfg(feature = "full")]
    /// The editor's actions, carried out by [`Editing::apply`]; opening it is the page's.
    pub(super) fn edit(&mut self, action: EditAction) {
        let game = self.game();
        if let EditAction::Open = action {
            self.editing = Some(Editing::open(game, &self.shown().position));
            self.turn.clear();
            (self.ui.pen, self.ui.asked, self.ui.feedback) = (None, None, None);
            return;
        }
        let base = self.table.clone();
        let Some(e) = &mut self.editing else { return };
        match e.apply(action, game, &base) {
            Edited::Editing => {}
            Edited::Play(text) => {
                self.editing = None;
                self.apply(Action::LoadPosition(text));
            }
            Edited::Close => self.editing = None,
        }
    }
}
