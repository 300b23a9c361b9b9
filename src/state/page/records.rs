//! Records: one imported, and the game written as PGN.

use runeboard_engine::clock::TimeControl;
use runeboard_engine::record::Record;

use super::State;
use crate::model::saved::Stored;
use crate::state::{capitalise, pgn, records, tree, Feedback};

impl State {
    /// Import a record: replayed through the rules, it becomes the game in progress (of its own
    /// game id); if any part is wrong, the game stays as it is and the error names the first bad
    /// turn and why.
    /// A record of another game is imported only once the player says yes (`confirmed`).
    pub(super) fn import(&mut self, text: &str, stored: &Stored, confirmed: bool) {
        match tree::read_record(text, self.game()) {
            Ok((play, _)) if !confirmed && play.record().game != self.game() => {
                let (text, stored) = (text.to_string(), stored.clone());
                self.ui.importing = Some(records::Importing { text, game: play.record().game, stored });
            }
            Ok((play, tree)) => {
                let keep = self.computer.opponent.clone();
                let kept = self.worth_keeping();
                let recent = std::mem::take(&mut self.recent);
                let mut next = Self::with_play(play);
                next.adopt(Some(tree));
                // A timed record brings its clock back (paused), each turn's time from its comment.
                if let Ok((_, notes, _)) = Record::parse_with_default(text, self.game()) {
                    let control = notes.time_control.as_deref().and_then(|c| TimeControl::parse(c).ok().flatten());
                    if let Some(control) = control {
                        let first = next.table.first_turn.1;
                        let clock = runeboard_engine::clock::from_comments(control, first, &notes.comments);
                        next.timing.started = clock.turns() > 0;
                        next.timing.clock = Some(clock);
                    }
                    if next.table.outcome.is_none() {
                        let (termination, result) = (notes.termination.as_deref(), notes.result.as_deref());
                        next.timing.end =
                            runeboard_engine::record::pgn::end_of(termination, result, next.table.to_move);
                    }
                }
                if next.game() == self.game() {
                    next.recent = recent;
                } else {
                    // The game saved for the imported game's id is replaced: keep it.
                    next.take_recent(stored);
                }
                self.replace(next);
                self.computer.opponent = keep.fitted(self.table.players.len());
                if let Some(saved) = kept {
                    self.keep(saved);
                }
            }
            Err(e) => {
                // A turn refused is said of the game the record is of (the open one, when it names none).
                let why = match Record::parse_with_default(text, self.game()) {
                    Ok((r, ..)) => format!("{}: {}.", r.game.name(), e.to_string().trim_end_matches('.')),
                    Err(_) => format!("{}.", capitalise(&e.to_string()).trim_end_matches('.')),
                };
                self.ui.feedback = Some(Feedback::Import(why));
            }
        }
    }

    /// The game's record as PGN (see `pgn`), dated `date` (`YYYY.MM.DD`).
    pub fn record_text(&self, date: &str) -> String {
        let live = &self.table;
        let side = |i: usize| match self.computer.opponent.sides.contains(&i) {
            true => crate::model::opponent::levels()
                .find(|(n, _)| *n == self.computer.opponent.level)
                .map_or_else(|| "Runeboard".to_string(), |(_, name)| format!("Runeboard ({name})")),
            false => "?".to_string(),
        };
        // The tree as the move list shows it (undone turns of a plain line left out).
        let mut listed = (**self.tree()).clone();
        if let Some(hidden) = self.hidden_from() {
            listed.delete(&hidden);
        }
        pgn::Game {
            record: self.play.record(),
            tree: &listed,
            clock: self.timing.clock.as_ref(),
            end: self.timing.end,
            outcome: live.outcome.as_ref(),
            review: self.review_shown().map(|r| &**r),
            sides: [side(0), side(1)],
            players: live.players.len(),
            date,
        }
        .text()
    }
}
