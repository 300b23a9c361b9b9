//! Variations (`tree`): the game's lines, which the game keeps (its one history), moved through
//! from the move list.

use runeboard_engine::{Command, Step};

use super::State;
use crate::state::{Action, Feedback, LineAction, ViewTo};

impl State {
    /// The path of the turn shown (empty: the start), if the tree holds it.
    pub fn shown_path(&self) -> Option<Vec<usize>> {
        self.tree().path_of(&self.shown().moves)
    }

    /// Where the move list stops showing the live line ([`runeboard_engine::session::Lines::hidden_from`]).
    pub fn hidden_from(&self) -> Option<Vec<usize>> {
        self.lines().hidden_from()
    }

    /// Make the earlier position shown the live game (its later turns still to redo), so that the
    /// next turn played starts a variation there. Nothing happens when none is shown.
    pub(crate) fn branch_for(&mut self, action: &Action) {
        let Some(v) = &self.viewing else { return };
        if self.computer.to_move(&v.table) || self.timing.over() {
            return;
        }
        let offered = |step: Step| v.play.choices(&[]).options.iter().any(|o| o.step == step);
        let starts = match action {
            Action::Click(cell) => offered(Step::Cell(*cell)),
            Action::Choose(step) => offered(*step),
            _ => false,
        };
        if starts {
            self.branch_here();
        }
    }

    /// The earlier position shown becomes the live one: the game goes back to it in its lines,
    /// the rest of its line ahead (to redo, or to leave by a variation).
    pub(crate) fn branch_here(&mut self) {
        let Some(path) = self.viewing.as_ref().and_then(|_| self.shown_path()) else { return };
        if self.command(Command::GoTo(path)).is_ok() {
            self.refresh();
        }
    }

    /// Play these turns (in notation) from the position shown, as a variation if it is an earlier
    /// one (the analysis' lines come this way); a turn the rules refuse stops the line there.
    pub(crate) fn play_line(&mut self, turns: Vec<String>) {
        // A line whose first turn is refused leaves the game as it was, the position shown too.
        let before = (self.play.clone(), self.viewing.clone());
        self.branch_here();
        self.turn.clear();
        for (i, t) in turns.iter().enumerate() {
            if let Err(e) = self.command(Command::Notation(t.clone())) {
                if i == 0 {
                    (self.play, self.viewing) = before;
                }
                self.ui.feedback = Some(Feedback::Refused(format!("The turn '{t}' was refused: {e}.")));
                break;
            }
        }
        self.refresh();
    }

    /// Another line of the tree becomes the live one: replayed to its end, the turn at `path`
    /// shown.
    pub(super) fn follow(&mut self, path: &[usize]) {
        let end = self.tree().line_through(path);
        match self.command(Command::GoTo(end)) {
            Ok(()) => {
                self.refresh();
                self.view(ViewTo::Ply(path.len()));
            }
            Err(e) => self.ui.feedback = Some(Feedback::Refused(format!("That line could not be shown: {e}."))),
        }
    }

    pub(crate) fn line_act(&mut self, action: LineAction) {
        match action {
            LineAction::Show(path) => self.show_node(&path),
            LineAction::Promote(path) => {
                let _ = self.command(Command::Promote(path));
            }
            LineAction::Delete(path) => {
                let live = self.lines().line().starts_with(&path);
                let shown = self.shown().moves.clone();
                if self.command(Command::Delete(path)).is_err() {
                    return;
                }
                // The live line lost turns: follow what is left of the line shown.
                if live {
                    let kept =
                        (0..=shown.len()).rev().find_map(|n| self.tree().path_of(&shown[..n])).unwrap_or_default();
                    self.follow(&kept);
                }
            }
            LineAction::Comment(path, text) => {
                let _ = self.command(Command::Comment(path, text));
            }
            LineAction::Step(by) => {
                let Some(path) = self.shown_path() else { return };
                let target = match by {
                    -1 => path[..path.len().saturating_sub(1)].to_vec(),
                    1 => match self.tree().index(&path) {
                        Some(i) if !self.tree().get(i).children.is_empty() => {
                            // Along the live line where it goes on, else the main line.
                            let live = self.lines().line();
                            let next = live.get(path.len()).copied().filter(|_| live.starts_with(&path)).unwrap_or(0);
                            [path.as_slice(), &[next]].concat()
                        }
                        _ => return,
                    },
                    _ => {
                        let Some((&last, before)) = path.split_last() else { return };
                        let siblings = self.tree().index(before).map_or(0, |i| self.tree().get(i).children.len());
                        let to = if by < 0 { last.checked_sub(1) } else { Some(last + 1).filter(|&n| n < siblings) };
                        let Some(to) = to else { return };
                        [before, &[to]].concat()
                    }
                };
                self.show_node(&target);
            }
        }
    }

    /// Show the turn at `path`: on the live line, as an earlier position (or the live one);
    /// elsewhere, its line becomes the live one.
    pub(super) fn show_node(&mut self, path: &[usize]) {
        let Some(turns) = self.tree().turns(path) else { return };
        if self.table.moves.starts_with(&turns) {
            self.view(ViewTo::Ply(turns.len()));
        } else {
            self.follow(path);
        }
    }
}
