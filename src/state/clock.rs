//! The game clock's part of the state (issue #27): the clock of the game in progress (the engine's
//! [`Clock`], driven by the time the page hands in with [`crate::state::Action::Tick`]: the reducer
//! never reads time), how a game ended outside its rules (on time, resigned, a draw agreed), a draw
//! offered, and the time control chosen for the next New game.
//! (Where the players sit, "Face to face" or "Auto-flip", is a setting: [`crate::model::settings::Seats`].)

use runeboard_engine::clock::{Clock, End, TimeControl};
use runeboard_engine::{Play, Table};

use super::change::Change;
use super::sound::Cue as Sound;

/// A signal the clock asks for: the reducer takes it at each tick and makes it the sound of the
/// action (low time, a flag fall as the game's end), heard with the sound settings.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cue {
    /// A player's time went below [`LOW_TIME_MS`].
    LowTime(usize),
    /// A flag fell.
    Flag,
}

/// Below this (ms), a clock shows its low-time warning and screen readers hear it once.
pub const LOW_TIME_MS: u64 = 10_000;

/// What the players can do with the clock and the game's end.
#[derive(Clone, Debug, PartialEq)]
pub enum ClockAction {
    /// The time control of the next New game (`None`: no clock); before the first turn, of this
    /// game too.
    Choose(Option<TimeControl>),
    /// A custom time control typed that cannot be read: said beside the field, the choice kept.
    Unreadable(runeboard_engine::clock::BadControl),
    Pause,
    Resume,
    /// This player (index into the players) resigns.
    Resign(usize),
    /// This player offers a draw.
    OfferDraw(usize),
    /// The draw offered is accepted (by the other player).
    AcceptDraw,
    DeclineDraw,
    /// The page is hidden or closes (the time now): the clock is saved as it stands, to the ms.
    Keep(u64),
}

/// What the clock's reducer reads of the game in progress.
pub struct Playing<'a> {
    pub play: &'a dyn Play,
    /// The live game's table.
    pub table: &'a Table,
    /// The computer has a seat.
    pub computer: bool,
}

/// What the clock asks of the page after its action or tick.
#[derive(Debug, Default, PartialEq)]
pub struct Said {
    /// The game ended: the turn of several steps under way is not played.
    pub drop_turn: bool,
    /// The sound of the action.
    pub cue: Option<Sound>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct Timing {
    /// The clock of the game in progress; `None` for an untimed game.
    pub clock: Option<Clock>,
    /// How the game ended outside its rules, if it did.
    pub end: Option<End>,
    /// The latest time the page handed in (ms, from `performance.now()`).
    pub now: u64,
    /// The time control of the next New game.
    pub chosen: Option<TimeControl>,
    /// Why the custom time control last typed could not be read (until one is chosen).
    pub unreadable: Option<String>,
    /// A draw offered by this player, waiting for the other's answer.
    pub offer: Option<usize>,
    /// The players whose low-time warning was given (not again until their time grows).
    pub warned: [bool; 2],
    /// The cue the last tick asked for, until the reducer takes it.
    pub cue: Option<Cue>,
    /// How many times the page asked for the clock to be saved as it stands ([`ClockAction::Keep`]).
    pub kept: u32,
    /// The clock has started: it runs, or it ran and stands paused (a reload reopens it so).
    /// Before, it waits for the first turn; against the computer it starts at once.
    pub started: bool,
    /// The clock starts at the next time handed in: against the computer it starts at once, and
    /// the reducer has no time of its own (the page hands it in as soon as it sees this).
    pub starts: bool,
}

impl Timing {
    /// A new game began; its first turn is `first`'s. The clock waits for the first turn, or,
    /// when the `computer` has a seat, starts at once.
    pub fn restart(&mut self, first: usize, computer: bool) {
        self.untimed();
        self.clock = self.chosen.map(|c| Clock::new(c, first));
        self.seated(computer);
    }

    /// The computer was given a seat (`computer`), or none, in a game whose clock has counted no
    /// turn: against the computer the clock of the side to move starts at once (at the next time
    /// handed in, [`Timing::starts`]); when people play each other it waits for the first turn.
    pub fn seated(&mut self, computer: bool) {
        let Some(c) = self.clock.as_mut().filter(|c| c.turns() == 0 && self.end.is_none()) else { return };
        if computer && !self.started {
            (self.started, self.starts) = (true, true);
        } else if !computer && self.started {
            *c = Clock::new(c.control(), c.seat());
            (self.started, self.starts) = (false, false);
        }
    }

    /// The game was replaced by one without a clock (a link, an import without a time control…).
    pub fn untimed(&mut self) {
        self.clock = None;
        (self.end, self.offer, self.warned, self.cue) = (None, None, [false; 2], None);
        (self.started, self.starts) = (false, false);
    }

    /// The clock has started and stands paused (by the players, or reopened so): the computer
    /// waits for it too.
    pub fn paused(&self) -> bool {
        self.started && !self.starts && self.clock.is_some() && !self.running() && self.end.is_none()
    }

    /// The game is over by time, resignation or agreement.
    pub fn over(&self) -> bool {
        self.end.is_some()
    }

    /// Whether the clock is running.
    pub fn running(&self) -> bool {
        self.clock.as_ref().is_some_and(Clock::running)
    }

    /// The time handed in; returns the flag when it falls now.
    pub fn tick(&mut self, now: u64) -> Option<runeboard_engine::clock::Flag> {
        self.now = now;
        let clock = self.clock.as_mut()?;
        if self.end.is_some() {
            return None;
        }
        if std::mem::take(&mut self.starts) {
            clock.resume(now);
        }
        let flag = clock.tick(now);
        for seat in 0..2 {
            let low = clock.shown(seat, now).ms < LOW_TIME_MS;
            if low && !self.warned[seat] {
                self.warned[seat] = true;
                self.cue = Some(Cue::LowTime(seat));
            } else if !low {
                self.warned[seat] = false;
            }
        }
        if flag.is_some() {
            self.cue = Some(Cue::Flag);
        }
        flag
    }

    /// A turn was played: the mover's time is charged and the other's clock starts (the first
    /// turn starts the clock; a turn played while paused sets it going again).
    pub fn played(&mut self) {
        let now = self.now;
        if let Some(c) = &mut self.clock {
            let _ = c.played(now);
            c.resume(now);
            (self.started, self.starts) = (true, false);
        }
        self.offer = None;
    }

    /// A turn was undone: the clocks as they were when it began; the clock goes on if it ran.
    pub fn undone(&mut self) {
        let now = self.now;
        if let Some(c) = &mut self.clock {
            let was = c.running();
            c.undo();
            if was {
                c.resume(now);
            }
        }
        (self.end, self.offer) = (None, None);
    }

    /// A turn undone was played again, with its time.
    pub fn redone(&mut self) {
        let now = self.now;
        if let Some(c) = &mut self.clock {
            let was = c.running();
            c.redo();
            if was {
                c.resume(now);
            }
        }
    }

    /// The clock's reaction to a change of the game (`play`, after it; `computer`: the computer has
    /// a seat): a new game restarts it, a turn played, undone or redone is charged or given back.
    pub fn follow(&mut self, change: Change, play: &dyn Play, computer: bool) {
        match change {
            Change::New => self.restart(play.table(&[], None).to_move, computer),
            Change::Played => self.played(),
            Change::Undone => self.undone(),
            Change::Redone => self.redone(),
            Change::Moved | Change::Lines => {}
        }
    }

    /// The time now, handed in by the clock's tick: a flag that falls ends the game (unless its
    /// rules ended it) and the turn of several steps under way is not played; low time and a flag
    /// fall are heard (with the sound settings).
    pub fn on_tick(&mut self, now: u64, game: &Playing) -> Said {
        let mut said = Said::default();
        if let Some(flag) = self.tick(now).filter(|_| game.table.outcome.is_none()) {
            let other_can_win = game.play.can_win(1 - (flag.seat & 1));
            self.end = Some(End::flag(flag, other_can_win));
            said.drop_turn = true;
        }
        said.cue = match self.cue.take() {
            Some(Cue::LowTime(_)) => Some(Sound::LowTime),
            Some(Cue::Flag) => Some(Sound::End),
            None => None,
        };
        self.pause_if_over();
        said
    }

    /// The clock's actions: a time control chosen, pause and resume, resignation, a draw offered,
    /// accepted or declined, the clock kept as it stands.
    pub fn act(&mut self, action: ClockAction, game: &Playing) -> Said {
        let mut said = Said::default();
        let going_on = game.table.outcome.is_none() && self.end.is_none();
        match action {
            ClockAction::Choose(control) => {
                (self.chosen, self.unreadable) = (control, None);
                if game.table.moves.is_empty() && self.end.is_none() {
                    self.restart(game.table.to_move, game.computer);
                }
            }
            ClockAction::Unreadable(e) => self.unreadable = Some(e.to_string()),
            ClockAction::Pause => {
                let now = self.now;
                if let Some(c) = &mut self.clock {
                    c.pause(now);
                }
                self.starts = false;
            }
            ClockAction::Resume => {
                let now = self.now;
                if let (Some(c), None) = (&mut self.clock, self.end) {
                    c.resume(now);
                }
            }
            ClockAction::Resign(player) if going_on => {
                self.end = Some(End::Resigned { loser: player & 1 });
                said.drop_turn = true;
            }
            ClockAction::OfferDraw(player) if going_on => self.offer = Some(player & 1),
            ClockAction::AcceptDraw if self.offer.is_some() && self.end.is_none() => {
                (self.end, self.offer) = (Some(End::Agreed), None);
                said.drop_turn = true;
            }
            ClockAction::DeclineDraw => self.offer = None,
            ClockAction::Keep(now) => {
                said = self.on_tick(now, game);
                self.kept += 1;
            }
            _ => {}
        }
        self.pause_if_over();
        said
    }

    /// A game over stops the clock.
    fn pause_if_over(&mut self) {
        if let (Some(c), Some(_)) = (&mut self.clock, self.end) {
            c.pause(self.now);
        }
    }

    /// The clock as saved with the game: the clock's text (`-` for an untimed game), then `|started`
    /// when it started before the first turn (against the computer), and `|` and the end when there
    /// is one (resigned, agreed, on time: an untimed game is saved only for it). `None` for an
    /// untimed game going on.
    pub fn to_saved(&self) -> Option<String> {
        let mut text = match &self.clock {
            Some(clock) => clock.to_text(self.now),
            None if self.end.is_some() => "-".to_string(),
            None => return None,
        };
        if self.started && self.clock.as_ref().is_some_and(|c| c.turns() == 0) {
            text.push_str("|started");
        }
        if let Some(end) = &self.end {
            text.push('|');
            text.push_str(&end.to_text());
        }
        Some(text)
    }

    /// A link's clock ([`Timing::to_saved`]'s text) for a game of `turns` turns: kept when it
    /// counted as many (a link written by hand may not have).
    pub fn restore_link(&mut self, saved: Option<&str>, turns: usize) {
        self.restore(saved);
        if self.clock.as_ref().is_some_and(|c| c.turns() != turns) {
            self.untimed();
        }
    }

    /// Read [`Timing::to_saved`] back (and what older versions saved, which has no `started`):
    /// the clock paused, with its exact times, and how the game ended; with no clock chosen for
    /// the next New game yet, this one's control.
    pub fn restore(&mut self, saved: Option<&str>) {
        self.untimed();
        let Some(text) = saved else { return };
        let mut parts = text.split('|');
        let clock = parts.next().unwrap_or_default();
        self.clock = Clock::from_text(clock);
        if self.clock.is_none() && clock != "-" {
            return;
        }
        self.started = self.clock.as_ref().is_some_and(|c| c.turns() > 0);
        // A page opened on a timed game offers its time control for the next New game (a game
        // opened within the page keeps the page's choice: see `State::replace`).
        self.chosen = self.chosen.or(self.clock.as_ref().map(Clock::control));
        for part in parts {
            match part {
                "started" => self.started = self.clock.is_some(),
                end => self.end = End::parse(end).or(self.end),
            }
        }
    }
}

#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests;

#[cfg(all(test, not(target_arch = "wasm32")))]
mod import_tests;

#[cfg(all(test, not(target_arch = "wasm32")))]
mod start_tests;
