//! The game clock's part of the state (issue #27): the clock of the game in progress (the engine's
//! [`Clock`], driven by the time the page hands in with [`crate::state::Action::Tick`]: the reducer
//! never reads time), how a game ended outside its rules (on time, resigned, a draw agreed), a draw
//! offered, and the time control chosen for the next New game.
//! (Where the players sit, "Face to face" or "Auto-flip", is a setting: [`crate::model::settings::Seats`].)

use runeboard_engine::clock::{Clock, End, TimeControl};

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
mod tests {
    use std::rc::Rc;

    use runeboard_engine::clock::{End, TimeControl};
    use runeboard_engine::GameId;
    use yew::Reducible;

    use super::ClockAction;
    use crate::model::saved::Saved;
    use crate::state::tests::{click, start};
    use crate::state::{Action, Effect, State};

    fn timed(id: GameId, control: &str) -> Rc<State> {
        let ctl = TimeControl::parse(control).expect("reads");
        start(id).reduce(Action::Clock(ClockAction::Choose(ctl)))
    }

    fn ms(s: &State, seat: usize) -> u64 {
        s.timing.clock.as_ref().expect("a clock").shown(seat, s.timing.now).ms
    }

    /// Keltic: White e3-e4 and Black e5-e4… as clicks, at the time `now`.
    fn turn(s: Rc<State>, now: u64, from: &str, to: &str) -> Rc<State> {
        let s = s.reduce(Action::Tick(now));
        click(click(s, from), to)
    }

    #[test]
    fn the_clock_starts_with_the_first_turn_and_charges_each_turn() {
        let s = timed(GameId::Keltic, "60+2");
        let s = s.reduce(Action::Tick(5_000));
        assert!(!s.timing.running(), "nobody's time runs before the first turn");
        assert_eq!(ms(&s, 0), 60_000);
        let s = turn(s, 9_000, "e3", "e4");
        assert_eq!(s.table.moves.len(), 1);
        assert!(s.timing.running());
        assert_eq!(ms(&s, 0), 62_000, "the first turn is free, and gets its increment");
        let s = s.reduce(Action::Tick(19_000));
        assert_eq!(ms(&s, 1), 50_000, "Black's clock runs from White's turn");
        let s = turn(s, 21_000, "d5", "d4");
        assert_eq!(s.table.moves.len(), 2, "{:?}", s.table.moves);
        assert_eq!(ms(&s, 1), 50_000, "60 − 12 + 2");
    }

    #[test]
    fn a_flag_fall_ends_the_game_and_drops_the_turn_under_way() {
        let s = timed(GameId::Keltic, "10");
        let s = turn(s, 0, "e3", "e4");
        let s = s.reduce(Action::Tick(3_000));
        let s = click(s, "d5");
        assert!(!s.turn.is_empty(), "Black picked a man");
        let s = s.reduce(Action::Tick(10_000));
        assert_eq!(s.timing.end, Some(End::Time { loser: 1 }));
        assert_eq!(s.ended().as_deref(), Some("Black lost on time — White wins"));
        assert!(s.turn.is_empty(), "the turn under way is not played");
        let s = click(click(s, "d5"), "d4");
        assert_eq!(s.table.moves.len(), 1, "nothing is played after the flag");
        assert!(s.job().is_none());
        assert!(s.effects.list().contains(&Effect::Save));
    }

    #[test]
    fn a_flag_fall_is_a_draw_when_the_other_cannot_win() {
        let s = start(GameId::Chess).reduce(Action::LoadPosition("4k3/8/8/8/8/8/3PP3/4K3 w - - 0 1".into()));
        let s = s.reduce(Action::Clock(ClockAction::Choose(TimeControl::parse("5").expect("reads"))));
        let s = turn(s, 0, "d2", "d3");
        let s = s.reduce(Action::Tick(5_000));
        assert_eq!(s.timing.end, Some(End::Time { loser: 1 }), "Black's flag: White can still win");
        assert_eq!(s.ended().as_deref(), Some("Black lost on time — White wins"));
        let s = start(GameId::Chess).reduce(Action::LoadPosition("4k3/8/8/8/8/8/3PP3/4K3 w - - 0 1".into()));
        let s = s.reduce(Action::Clock(ClockAction::Choose(TimeControl::parse("5").expect("reads"))));
        let s = turn(s, 0, "d2", "d3");
        let s = turn(s, 1_000, "e8", "d8");
        let s = s.reduce(Action::Tick(6_000));
        assert_eq!(s.timing.end, Some(End::TimeDeadPosition { flagged: 0 }), "White's flag: a lone king cannot win");
        assert_eq!(s.ended().as_deref(), Some("Draw — White's time ran out, but Black cannot win"));
    }

    #[test]
    fn undo_restores_the_clocks_of_that_turn() {
        let s = timed(GameId::Keltic, "60");
        let s = turn(s, 0, "e3", "e4");
        let s = turn(s, 20_000, "d5", "d4");
        let before = (ms(&s, 0), ms(&s, 1));
        let s = turn(s, 45_000, "c3", "c4");
        assert_eq!(ms(&s, 0), 35_000);
        let s = s.reduce(Action::Undo);
        assert_eq!((ms(&s, 0), ms(&s, 1)), before);
        assert!(s.timing.running(), "the clock goes on");
        let s = s.reduce(Action::Tick(50_000));
        assert_eq!(ms(&s, 0), 55_000, "White's time runs again from the undo");
    }

    #[test]
    fn a_save_reopens_paused_with_the_exact_times() {
        let s = timed(GameId::Keltic, "1200b3x30");
        let s = turn(s, 0, "e3", "e4");
        let s = s.reduce(Action::Tick(12_345));
        let json = Saved::of(&**s.play, &s.turn).with_clock(s.timing.to_saved()).to_json();
        let back = Saved::load(&json, GameId::Keltic).expect("restores");
        let mut r = State::with_play(back.play);
        r.timing.restore(back.clock.as_deref());
        r.timing.now = 99_999_999;
        assert!(!r.timing.running(), "paused");
        for seat in 0..2 {
            assert_eq!(ms(&r, seat), s.timing.clock.as_ref().expect("clock").shown(seat, 12_345).ms);
        }
        let r = Rc::new(r).reduce(Action::Clock(ClockAction::Resume));
        let r = r.reduce(Action::Tick(100_000_000 + 1));
        assert_eq!(ms(&r, 1), 1_200_000 - 12_345 - 1 - 1, "{}", ms(&r, 1));
    }

    #[test]
    fn the_computer_thinks_for_the_time_its_clock_allows() {
        use crate::state::computer::{ComputerAction, Opponent, MOVETIME_MS};
        use crate::state::tests::cell;
        use runeboard_engine::ai::Thought;
        let vs = |s: Rc<State>| s.reduce(Action::Computer(ComputerAction::Set(Opponent { sides: vec![1], level: 5 })));
        let untimed = turn(vs(start(GameId::Keltic)), 0, "e3", "e4");
        assert_eq!(untimed.job().expect("the computer's turn").movetime_ms, MOVETIME_MS);
        let long = turn(vs(timed(GameId::Keltic, "600")), 0, "e3", "e4");
        assert_eq!(long.job().expect("its turn").movetime_ms, MOVETIME_MS, "the level caps the time");
        let s = turn(vs(timed(GameId::Keltic, "3")), 0, "e3", "e4");
        let job = s.job().expect("the computer's turn");
        assert_eq!(job.movetime_ms, 100, "a thirtieth of its 3 s");
        let s = s.reduce(Action::Tick(2_000));
        assert_eq!(s.job(), Some(job.clone()), "the same job while its clock runs");
        let steps = ["d5", "d4"].iter().map(|c| runeboard_engine::Step::Cell(cell(&s, c))).collect();
        let thought =
            Thought { notation: "d4".into(), steps, score: 0, depth: 1, nodes: 1, line: Vec::new(), lines: Vec::new() };
        let s = s.reduce(Action::Computer(ComputerAction::Thought { job, thought, done: true }));
        assert_eq!(s.table.moves.len(), 2, "played at once, not shown step by step while its clock runs");
        assert_eq!(ms(&s, 1), 1_000);
        // Byo-yomi: a share of the main time and most of a period.
        let s = turn(vs(timed(GameId::Keltic, "1b2x2")), 0, "e3", "e4");
        assert_eq!(s.job().expect("its turn").movetime_ms, 33 + 1_500);
    }

    #[test]
    fn a_link_and_the_recent_games_carry_the_clock_and_reopen_paused_with_the_exact_times() {
        use crate::model::saved::Stored;
        let s = timed(GameId::Keltic, "300+3");
        let s = turn(s, 0, "e3", "e4");
        let s = turn(s, 7_321, "d5", "d4");
        let s = s.reduce(Action::Tick(9_877));
        let times = |s: &State| (ms(s, 0), ms(s, 1));
        assert_eq!(times(&s), (303_000 - 2_556, 300_000 - 7_321 + 3_000));
        let link = s.link();
        assert!(link.contains("&clock=300+3;"), "{link}");
        // The link opens elsewhere (nothing saved there): paused, the same times to the ms.
        let opened = State::open(&link, &Stored::default());
        assert_eq!(opened.table.moves.len(), 2);
        assert!(!opened.timing.running());
        assert_eq!(times(&opened), times(&s));
        // Undo gives back the time of the turn taken back.
        let undone = Rc::new(opened).reduce(Action::Undo);
        assert_eq!(ms(&undone, 1), 300_000);
        // A link without a clock (as before) opens untimed; a clock of another number of turns is
        // left out.
        assert!(State::open("game=keltic&turns=e4+d4", &Stored::default()).timing.clock.is_none());
        let short = link.replace("turns=e4+d4", "turns=e4");
        assert!(State::open(&short, &Stored::default()).timing.clock.is_none());
        // New game keeps it among the recent games, with its clock; reopening it: paused, exact.
        let fresh = s.clone().reduce(Action::New);
        assert!(crate::state::recent::describe(&fresh.recent[0]).ends_with(", 5 min + 3 s increment, 5:01 / 4:56"));
        let back = fresh.reduce(Action::Reopen(0));
        assert_eq!(back.table.moves.len(), 2);
        assert!(!back.timing.running());
        assert_eq!(times(&back), times(&s));
    }

    #[test]
    fn the_clock_is_saved_to_the_ms_when_the_page_is_hidden() {
        let s = timed(GameId::Keltic, "60");
        let s = turn(s, 0, "e3", "e4").reduce(Action::Tick(10_000));
        s.effects.take();
        let s = s.reduce(Action::Tick(10_050));
        assert!(!s.effects.take().contains(&Effect::Save), "not saved every tick");
        let s = s.reduce(Action::Clock(ClockAction::Keep(10_077)));
        assert!(s.effects.take().contains(&Effect::Save), "saved when hidden");
        let json = Saved::of(&**s.play, &s.turn).with_clock(s.timing.to_saved()).to_json();
        let back = Saved::load(&json, GameId::Keltic).expect("restores");
        let mut r = State::with_play(back.play);
        r.timing.restore(back.clock.as_deref());
        assert_eq!(ms(&r, 1), 60_000 - 10_077);
    }

    #[test]
    fn pause_resign_and_a_draw_agreed() {
        let s = timed(GameId::Keltic, "60");
        let s = turn(s, 0, "e3", "e4");
        let s = s.reduce(Action::Tick(10_000)).reduce(Action::Clock(ClockAction::Pause));
        let s = s.reduce(Action::Tick(500_000));
        assert_eq!(ms(&s, 1), 50_000, "paused");
        let s = s.reduce(Action::Clock(ClockAction::Resume)).reduce(Action::Tick(505_000));
        assert_eq!(ms(&s, 1), 45_000);
        let offered = s.clone().reduce(Action::Clock(ClockAction::OfferDraw(1)));
        let declined = offered.clone().reduce(Action::Clock(ClockAction::DeclineDraw));
        assert_eq!(declined.timing.end, None);
        let agreed = offered.reduce(Action::Clock(ClockAction::AcceptDraw));
        assert_eq!(agreed.ended().as_deref(), Some("Draw by agreement"));
        let resigned = s.reduce(Action::Clock(ClockAction::Resign(0)));
        assert_eq!(resigned.ended().as_deref(), Some("White resigned — Black wins"));
        assert!(!resigned.timing.running());
    }
}

#[cfg(all(test, not(target_arch = "wasm32")))]
mod import_tests {
    use runeboard_engine::clock::End;
    use runeboard_engine::GameId;
    use yew::Reducible;

    use crate::model::saved::Stored;
    use crate::state::tests::start;
    use crate::state::Action;

    #[test]
    fn a_timed_record_imports_with_its_clocks() {
        let text = "Game: keltic\nTimeControl: 600+5\nTermination: resigned 1\n\n1. e4 {[%clk 0:10:03]} dxe4 {[%clk 0:09:01.6]}\n";
        let s = start(GameId::Keltic).reduce(Action::Import { text: text.into(), stored: Stored::default() });
        assert_eq!(s.table.moves, ["e4", "dxe4"]);
        let clock = s.timing.clock.as_ref().expect("the record's clock");
        assert_eq!(clock.shown(0, 0).ms, 603_000);
        assert_eq!(clock.shown(1, 0).ms, 541_600);
        assert!(!clock.running());
        assert_eq!(s.timing.end, Some(End::Resigned { loser: 1 }));
        // A record without a time control has no clock.
        let s = s.reduce(Action::Import { text: "Game: keltic\n\n1. e4\n".into(), stored: Stored::default() });
        assert!(s.timing.clock.is_none() && s.timing.end.is_none());
    }
}

#[cfg(all(test, not(target_arch = "wasm32")))]
mod start_tests {
    use std::rc::Rc;

    use runeboard_engine::ai::Thought;
    use runeboard_engine::clock::TimeControl;
    use runeboard_engine::{GameId, Step};
    use yew::Reducible;

    use super::ClockAction;
    use crate::model::saved::{Saved, Stored};
    use crate::state::computer::{ComputerAction, Opponent};
    use crate::state::tests::{cell, click, start};
    use crate::state::{Action, Effect, State};

    fn ms(s: &State, seat: usize) -> u64 {
        s.timing.clock.as_ref().expect("a clock").shown(seat, s.timing.now).ms
    }

    fn vs(s: Rc<State>, side: usize) -> Rc<State> {
        s.reduce(Action::Computer(ComputerAction::Set(Opponent { sides: vec![side], level: 5 })))
    }

    fn timed(s: Rc<State>, control: &str) -> Rc<State> {
        s.reduce(Action::Clock(ClockAction::Choose(TimeControl::parse(control).expect("reads"))))
    }

    /// The computer's answer to its job, these cells' steps.
    fn answer(s: Rc<State>, cells: [&str; 2]) -> Rc<State> {
        let job = s.job().expect("the computer's turn");
        let steps = cells.iter().map(|c| Step::Cell(cell(&s, c))).collect();
        let thought = Thought {
            notation: String::new(),
            steps,
            score: 0,
            depth: 1,
            nodes: 1,
            line: Vec::new(),
            lines: Vec::new(),
        };
        s.reduce(Action::Computer(ComputerAction::Thought { job, thought, done: true }))
    }

    #[test]
    fn against_the_computer_the_clock_starts_at_once_and_its_thinking_is_charged() {
        // The computer plays White, and moves first: its clock runs from the moment the game
        // starts (here, from the moment it is given its seat), at the first time handed in.
        let s = timed(start(GameId::Keltic), "60").reduce(Action::Tick(1_000));
        assert!(!s.timing.running() && !s.timing.started, "two people: the clock waits for the first turn");
        let s = vs(s, 0);
        assert!(s.timing.starts && !s.timing.running(), "it starts at the next time handed in");
        let s = s.reduce(Action::Tick(2_000));
        assert!(s.timing.running());
        let job = s.job().expect("the computer thinks");
        assert_eq!(job.movetime_ms, 2_000, "a thirtieth of its minute");
        let s = s.reduce(Action::Tick(3_500));
        assert_eq!(ms(&s, 0), 58_500, "its clock runs before its first turn");
        assert_eq!(s.job(), Some(job), "the same job while its clock runs");
        let s = answer(s, ["e3", "e4"]);
        assert_eq!(s.table.moves.len(), 1);
        assert_eq!(ms(&s, 0), 58_500, "its thinking was charged to it");
        let s = s.reduce(Action::Tick(4_500));
        assert_eq!(ms(&s, 1), 59_000, "the person's clock runs");
        // New game: the person (White) moves first, and their clock runs at once.
        let s = vs(s, 1).reduce(Action::New);
        assert!(s.timing.starts);
        let s = s.reduce(Action::Tick(10_000)).reduce(Action::Tick(13_000));
        assert!(s.timing.running());
        assert_eq!(ms(&s, 0), 57_000);
        // A clock chosen for a game against the computer, before its first turn: at once too.
        let s = timed(s, "30").reduce(Action::Tick(14_000)).reduce(Action::Tick(15_000));
        assert_eq!(ms(&s, 0), 29_000);
        // The computer's seat given up before the first turn: people wait for the first turn.
        let s = s.reduce(Action::Computer(ComputerAction::Set(Opponent { sides: vec![], level: 5 })));
        let s = s.reduce(Action::Tick(20_000));
        assert!(!s.timing.running() && !s.timing.started);
        assert_eq!(ms(&s, 0), 30_000);
        // …and two people's New game too.
        let s = s.reduce(Action::New).reduce(Action::Tick(21_000)).reduce(Action::Tick(25_000));
        assert!(!s.timing.running());
        assert_eq!(ms(&s, 0), 30_000);
    }

    #[test]
    fn low_time_and_a_flag_fall_are_heard_with_the_sound_settings() {
        use crate::state::sound::Cue;
        let heard =
            |s: &State| s.effects.take().iter().find_map(|e| if let Effect::Sound(c) = e { Some(*c) } else { None });
        let s = timed(start(GameId::Keltic), "12");
        let s = click(click(s.reduce(Action::Tick(0)), "e3"), "e4");
        assert_eq!(heard(&s), Some(Cue::Move));
        let s = s.reduce(Action::Tick(2_000));
        assert_eq!(heard(&s), None);
        let s = s.reduce(Action::Tick(2_100));
        assert_eq!(heard(&s), Some(Cue::LowTime), "below 10 s");
        let s = s.reduce(Action::Tick(2_200));
        assert_eq!(heard(&s), None, "once");
        let s = s.reduce(Action::Tick(12_000));
        assert_eq!(heard(&s), Some(Cue::End), "the flag falls");
        // Sound off: silent.
        let s = timed(start(GameId::Keltic), "12");
        let mut quiet = s.settings.clone();
        quiet.sound = false;
        let s = click(click(s.reduce(Action::Settings(quiet)).reduce(Action::Tick(0)), "e3"), "e4");
        let s = s.reduce(Action::Tick(2_100));
        assert!(s.timing.warned[1], "the warning is shown");
        assert_eq!(heard(&s), None, "not heard");
    }

    #[test]
    fn a_game_against_the_computer_started_and_reloaded_reopens_paused_and_the_computer_waits() {
        let s = vs(timed(start(GameId::Keltic), "60"), 0).reduce(Action::Tick(1_000));
        let s = s.reduce(Action::Tick(6_000));
        assert_eq!(ms(&s, 0), 55_000);
        let json =
            Saved::of(&**s.play, &s.turn).with_opponent(&s.computer.opponent).with_clock(s.timing.to_saved()).to_json();
        assert!(json.contains("|started"), "{json}");
        let stored = Stored { games: vec![(GameId::Keltic, json)], ..Stored::default() };
        let r = Rc::new(State::resume(GameId::Keltic, &stored)).reduce(Action::Tick(50_000));
        let r = r.reduce(Action::Tick(60_000));
        assert!(r.timing.paused() && !r.timing.running(), "reopened paused");
        assert_eq!(ms(&r, 0), 55_000);
        assert_eq!(r.job(), None, "the computer waits for its clock");
        assert_eq!(r.timing.chosen, TimeControl::parse("60").expect("reads"), "New game: the same clock");
        let r = r.reduce(Action::Clock(ClockAction::Resume));
        assert!(r.job().is_some(), "and thinks again when it goes on");
        let r = r.reduce(Action::Tick(61_000));
        assert_eq!(ms(&r, 0), 54_000);
        // Paused by the players, the computer waits too; a hint for the person is still given.
        let p = r.reduce(Action::Clock(ClockAction::Pause));
        assert_eq!(p.job(), None);
        let h = vs(p, 1).reduce(Action::Computer(ComputerAction::Hint));
        assert!(h.timing.paused());
        assert_eq!(h.job().map(|j| j.kind), Some(crate::state::JobKind::Hint));
        // A two-people game saved before its first turn reopens waiting for it.
        let h = timed(start(GameId::Keltic), "60").reduce(Action::Tick(1_000));
        assert_eq!(h.timing.to_saved().as_deref(), Some("60;0;60000,60000,0,0;;0;-"));
        let mut back = State::with_play(h.play.clone_box());
        back.timing.restore(h.timing.to_saved().as_deref());
        assert!(!back.timing.started && !back.timing.paused());
    }

    #[test]
    fn an_untimed_game_resigned_or_drawn_is_kept_over_a_reload_a_link_and_the_record() {
        let s = click(click(start(GameId::Keltic), "e3"), "e4");
        assert_eq!(s.timing.to_saved(), None, "an untimed game going on saves no clock, as before");
        let resigned = s.clone().reduce(Action::Clock(ClockAction::Resign(1)));
        assert!(resigned.effects.list().contains(&Effect::Save));
        assert!(resigned.effects.list().contains(&Effect::SetAddress), "the address carries the end");
        assert_eq!(resigned.timing.to_saved().as_deref(), Some("-|resigned 1"));
        let json = Saved::of(&**resigned.play, &resigned.turn).with_clock(resigned.timing.to_saved()).to_json();
        let stored = Stored { games: vec![(GameId::Keltic, json.clone())], ..Stored::default() };
        let back = State::resume(GameId::Keltic, &stored);
        assert_eq!(back.table.moves, ["e4"]);
        assert!(back.timing.clock.is_none());
        assert_eq!(back.ended().as_deref(), Some("Black resigned — White wins"));
        let back = click(click(Rc::new(back), "d5"), "d4");
        assert_eq!(back.table.moves.len(), 1, "nothing is played after it");
        // The same through the link alone (nothing stored).
        let link = resigned.link();
        assert!(link.ends_with("&clock=-~resigned_1"), "{link}");
        let opened = State::open(&link, &Stored::default());
        assert_eq!(opened.ended().as_deref(), Some("Black resigned — White wins"));
        // An old save (no clock field) opens still going on.
        let old = Saved::of(&**resigned.play, &resigned.turn).to_json();
        assert!(!old.contains("clock"));
        let old = State::resume(GameId::Keltic, &Stored { games: vec![(GameId::Keltic, old)], ..Stored::default() });
        assert_eq!(old.timing.end, None);
        assert_eq!(old.table.moves, ["e4"]);
        // A draw agreed, the same; and the record says how it ended and imports back so.
        let drawn = s.reduce(Action::Clock(ClockAction::OfferDraw(0))).reduce(Action::Clock(ClockAction::AcceptDraw));
        let mut back = State::with_play(drawn.play.clone_box());
        back.timing.restore(drawn.timing.to_saved().as_deref());
        assert_eq!(back.ended().as_deref(), Some("Draw by agreement"));
        let text = drawn.record_text("2026.11.28");
        assert!(text.contains("[Result \"1/2-1/2\"]\n") && text.contains("[Termination \"Normal\"]\n"), "{text}");
        assert!(!text.contains("TimeControl"), "{text}");
        let imported = start(GameId::Keltic).reduce(Action::Import { text, stored: Stored::default() });
        assert_eq!(imported.table.moves, ["e4"]);
        assert!(imported.timing.clock.is_none());
        assert_eq!(imported.ended().as_deref(), Some("Draw by agreement"));
    }

    #[test]
    fn every_ending_is_said_the_same_in_the_status_and_the_record() {
        // By the rules: a stalemate (Qf7), with no clock.
        let s = start(GameId::Chess).reduce(Action::LoadPosition("7k/4Q3/6K1/8/8/8/8/8 w - - 0 1".into()));
        let s = click(click(s, "e7"), "f7");
        assert_eq!(s.ended().as_deref(), Some("Draw — stalemate"));
        assert_eq!(s.ended(), Some(s.table.headline.clone()));
        let text = s.record_text("2026.11.28");
        assert!(text.contains("[Result \"1/2-1/2\"]") && text.contains("[Termination \"Normal\"]"), "{text}");
        // Outside the rules: a resignation, the winner named; the record says the same.
        let s = click(click(start(GameId::Keltic), "e3"), "e4").reduce(Action::Clock(ClockAction::Resign(1)));
        assert_eq!(s.ended().as_deref(), Some("Black resigned — White wins"));
        let text = s.record_text("2026.11.28");
        assert!(text.contains("[Result \"1-0\"]") && text.contains("[Termination \"Normal\"]"), "{text}");
        let back = start(GameId::Keltic).reduce(Action::Import { text, stored: Default::default() });
        assert_eq!(back.ended().as_deref(), Some("Black resigned — White wins"), "read back, it says the same");
        // A game going on has none.
        assert_eq!(start(GameId::Keltic).ended(), None);
    }

    #[test]
    fn an_unreadable_custom_control_is_said_and_the_choice_kept() {
        let s = start(GameId::Keltic);
        let s = s.reduce(Action::Clock(ClockAction::Choose(TimeControl::parse("600+5").expect("reads"))));
        let bad = TimeControl::parse("10 min").expect_err("not a control");
        let s = s.reduce(Action::Clock(ClockAction::Unreadable(bad)));
        assert_eq!(s.timing.chosen.map(|c| c.to_text()).as_deref(), Some("600+5"));
        let said = s.timing.unreadable.clone().expect("said");
        assert!(said.contains("'10 min' is not a time control"), "{said}");
        let s = s.reduce(Action::Clock(ClockAction::Choose(None)));
        assert_eq!((s.timing.chosen, s.timing.unreadable.clone()), (None, None));
    }
}
