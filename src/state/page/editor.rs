//! The position editor (`editor`): opened on the position shown, and what it takes while open.
//! Its reducers ([`State::edit`], [`State::edit_click`]) are the chunk of parts' (`parts`): the
//! page reaches them once the chunk is in; what the editor takes is decided here.

use runeboard_engine::CellId;

use super::chunk;
use super::State;
use crate::state::editor::Edited;
use crate::state::{Action, ComputerAction, EditAction, Editing};

impl State {
    /// The editor's actions (reached through [`chunk`]), carried out by
    /// [`Editing::apply`]; opening it is the page's.
    pub fn edit(&mut self, action: EditAction) {
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

    /// A click on `cell` while the editor is open (reached through [`chunk`]).
    pub fn edit_click(&mut self, cell: CellId) {
        let (game, cells) = (self.game(), self.geometry.len());
        if let Some(e) = &mut self.editing {
            e.click_cell(cell, cells, game);
        }
    }

    /// A click on a cell while the editor is open (the editor is open: its chunk is in).
    fn editor_click(&mut self, cell: CellId) {
        if let Some(r) = chunk::reducers() {
            (r.edit_click)(self, cell);
        }
    }

    /// While a position is set up, a click puts a man on the board and Escape leaves the editor;
    /// anything that replaces the game closes it, and playing waits. Whether the editor took the
    /// action (nothing else is done with it).
    pub(super) fn editor_takes(&mut self, action: &Action) -> bool {
        if self.editing.is_none() {
            return false;
        }
        match action {
            Action::Click(cell) => {
                self.editor_click(*cell);
                true
            }
            Action::Escape if self.ui.dialog.is_none() => {
                self.by_chunk(|r, s| (r.edit)(s, EditAction::Cancel));
                true
            }
            _ if action.replaces_game() => {
                self.editing = None;
                false
            }
            Action::Choose(_) | Action::StopHere | Action::Cancel | Action::Ask(_) | Action::Draw(_) => true,
            Action::Pen(_) | Action::Undo | Action::Redo | Action::View(_) => true,
            Action::Line(_) => true,
            Action::Puzzle(_) => true,
            Action::Computer(ComputerAction::Step | ComputerAction::Hint | ComputerAction::MoveNow) => true,
            _ => false,
        }
    }
}
