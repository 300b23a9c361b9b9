//! Game clocks as data: time controls (sudden death, Fischer increment, Bronstein delay, byo-yomi,
//! fixed time per move; different times per player), a two-player clock driven by a monotonic time
//! in milliseconds that the caller hands in (the page gives `performance.now()`: the clock never
//! reads time itself), flag fall, undo, the clock's text for saving, and the typed ways a game ends
//! outside the rules (on time, resignation, a draw agreed) with their sentences, and [`Ending`], how a
//! game ended whatever ended it.
//!
//! The clock belongs to the two players (seats 0 and 1, the first to move first), not to armies:
//! in spIndecision its two players share the three armies and have one clock each. Seats alternate
//! turn by turn.
//!
//! A time control's text (the record's `TimeControl:` header) is the main time in seconds, another
//! for the second player after a `:` when they differ, then the kind:
//! `-` none; `600` sudden death; `600+5` Fischer increment of 5 s; `600d5` Bronstein delay of 5 s;
//! `1200b3x30` byo-yomi with 3 periods of 30 s; `30m` 30 s per move (`45:30m` for two players'
//! different times per move).

use std::fmt;

mod ending;
mod seconds;

pub use ending::{Cause, Ending};

/// How the time is counted after the main time.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// The main time is all there is.
    SuddenDeath,
    /// Fischer: this many ms are added after each turn.
    Increment(u64),
    /// Bronstein: the first this many ms of each turn are not counted.
    Delay(u64),
    /// Byo-yomi: after the main time, `periods` periods of `period` ms each. A turn finished within
    /// a period keeps it; a period that runs out is used up and the next begins.
    ByoYomi { periods: u32, period: u64 },
    /// Every turn has the player's main time, afresh.
    PerMove,
}

/// A time control: each player's main time (ms; per turn for [`Kind::PerMove`]) and its kind.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TimeControl {
    pub main: [u64; 2],
    pub kind: Kind,
}

/// Why a time control's text cannot be read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("'{0}' is not a time control (e.g. 600, 600+5, 600d5, 1200b3x30, 30m)")]
pub struct BadControl(pub String);

impl TimeControl {
    /// The same main time for both players.
    pub fn even(main_ms: u64, kind: Kind) -> Self {
        TimeControl { main: [main_ms; 2], kind }
    }

    /// The main time (ms) at which a player's flag falls in one turn, given what is left.
    fn allowance(&self, seat: usize, left: u64, periods: u32) -> u64 {
        match self.kind {
            Kind::SuddenDeath | Kind::Increment(_) => left,
            Kind::Delay(d) => left + d,
            Kind::ByoYomi { period, .. } => left + u64::from(periods) * period,
            Kind::PerMove => self.main[seat],
        }
    }

    /// Parse the text of [`TimeControl::to_text`]; `Ok(None)` for `-` (no clock).
    pub fn parse(text: &str) -> Result<Option<TimeControl>, BadControl> {
        let t = text.trim();
        if t == "-" || t.is_empty() {
            return Ok(None);
        }
        let bad = || BadControl(t.to_string());
        let secs = |s: &str| seconds::ms_of(s).ok_or_else(bad);
        let split = t.find(|c: char| !(c.is_ascii_digit() || c == '.' || c == ':')).unwrap_or(t.len());
        let (mains, rest) = t.split_at(split);
        let main = match mains.split_once(':') {
            Some((a, b)) => [secs(a)?, secs(b)?],
            None => [secs(mains)?; 2],
        };
        let kind = if rest.is_empty() {
            Kind::SuddenDeath
        } else if let Some(inc) = rest.strip_prefix('+') {
            Kind::Increment(secs(inc)?)
        } else if let Some(d) = rest.strip_prefix('d') {
            Kind::Delay(secs(d)?)
        } else if let Some(b) = rest.strip_prefix('b') {
            let (n, s) = b.split_once('x').ok_or_else(bad)?;
            Kind::ByoYomi { periods: n.parse().map_err(|_| bad())?, period: secs(s)? }
        } else if rest == "m" {
            Kind::PerMove
        } else {
            return Err(bad());
        };
        if kind == Kind::PerMove && main.contains(&0) {
            return Err(bad());
        }
        Ok(Some(TimeControl { main, kind }))
    }

    /// The control's text (see the module's documentation).
    pub fn to_text(&self) -> String {
        let s = |ms: u64| {
            if ms % 1000 == 0 {
                format!("{}", ms / 1000)
            } else {
                seconds(ms)
            }
        };
        let mut out = if self.main[0] == self.main[1] {
            s(self.main[0])
        } else {
            format!("{}:{}", s(self.main[0]), s(self.main[1]))
        };
        match self.kind {
            Kind::SuddenDeath => {}
            Kind::Increment(i) => out.push_str(&format!("+{}", s(i))),
            Kind::Delay(d) => out.push_str(&format!("d{}", s(d))),
            Kind::ByoYomi { periods, period } => out.push_str(&format!("b{periods}x{}", s(period))),
            Kind::PerMove => out.push('m'),
        }
        out
    }
}

impl fmt::Display for TimeControl {
    /// For people: "10 min + 5 s", "20 min + 3 × 30 s byo-yomi", "30 s per move".
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let d = |ms: u64| {
            if ms >= 60_000 && ms % 60_000 == 0 {
                format!("{} min", ms / 60_000)
            } else if ms % 1000 == 0 {
                format!("{} s", ms / 1000)
            } else {
                format!("{} s", seconds(ms))
            }
        };
        let main = if self.main[0] == self.main[1] {
            d(self.main[0])
        } else {
            format!("{} / {}", d(self.main[0]), d(self.main[1]))
        };
        match self.kind {
            Kind::SuddenDeath => write!(f, "{main}"),
            Kind::Increment(i) => write!(f, "{main} + {} increment", d(i)),
            Kind::Delay(x) => write!(f, "{main}, {} delay", d(x)),
            Kind::ByoYomi { periods, period } => write!(f, "{main} + {periods} × {} byo-yomi", d(period)),
            Kind::PerMove => write!(f, "{main} per move"),
        }
    }
}

/// Time (ms) a player who thinks against the clock (the computer) always keeps back: the worker's
/// answer travelling back, the turn shown and played, a timer firing late.
pub const THINK_MARGIN_MS: u64 = 500;
/// The least time (ms) asked for a turn, even when less is left: a turn must be found at all.
pub const THINK_MIN_MS: u64 = 20;
/// The share of the main time left spent on one turn (one part in this many).
pub const THINK_SHARE: u64 = 30;

impl TimeControl {
    /// How long (ms) `seat` may think about this turn when it has `left` ms of main time and
    /// `periods` byo-yomi periods, and has already used `used` ms of the turn: a share of the main
    /// time left plus what the control gives back each turn (most of the increment, the delay, most
    /// of a byo-yomi period, most of the time per move), never more than the turn may last before
    /// the flag falls (without using up a byo-yomi period) less [`THINK_MARGIN_MS`], and at least
    /// [`THINK_MIN_MS`].
    pub fn think_ms(&self, seat: usize, left: u64, periods: u32, used: u64) -> u64 {
        let seat = seat & 1;
        let share = left / THINK_SHARE;
        let (wanted, limit) = match self.kind {
            Kind::SuddenDeath => (share, left),
            Kind::Increment(i) => (share + i * 3 / 4, left),
            Kind::Delay(d) => (share + d, left + d),
            // A turn finished within the main time and one period uses up no period.
            Kind::ByoYomi { period, .. } if periods > 0 => (share + period * 3 / 4, left + period),
            Kind::ByoYomi { .. } => (share, left),
            Kind::PerMove => (self.main[seat] * 3 / 4, self.main[seat]),
        };
        let limit = limit.saturating_sub(used).saturating_sub(THINK_MARGIN_MS);
        wanted.min(limit).max(THINK_MIN_MS)
    }
}

/// What `seat`'s clock shows when it stands at `snap` and has used `t` ms of this turn.
fn shown_of(control: TimeControl, seat: usize, snap: Snap, t: u64) -> Shown {
    let (left, periods) = (snap.left[seat], snap.periods[seat]);
    match control.kind {
        Kind::SuddenDeath | Kind::Increment(_) => Shown { ms: left.saturating_sub(t), periods, byoyomi: false },
        Kind::Delay(d) => Shown { ms: left.saturating_sub(t.saturating_sub(d)), periods, byoyomi: false },
        Kind::ByoYomi { period, .. } if t >= left && periods > 0 => {
            let over = t - left;
            let spent = u32::try_from(over / period.max(1)).unwrap_or(u32::MAX);
            if spent >= periods {
                return Shown { ms: 0, periods: 0, byoyomi: true };
            }
            Shown { ms: period - over % period.max(1), periods: periods - spent, byoyomi: true }
        }
        Kind::ByoYomi { .. } => Shown { ms: left.saturating_sub(t), periods, byoyomi: false },
        Kind::PerMove => Shown { ms: control.main[seat].saturating_sub(t), periods, byoyomi: false },
    }
}

/// What a clock shows for one player.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Shown {
    /// Time left (ms): of the main time, or of the period in byo-yomi.
    pub ms: u64,
    /// Byo-yomi periods left.
    pub periods: u32,
    /// In byo-yomi (the main time is spent): `ms` counts down the current period.
    pub byoyomi: bool,
}

/// Both players' time at one moment: what is left of the main time (ms) and of the periods.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Snap {
    pub left: [u64; 2],
    pub periods: [u32; 2],
}

/// The player whose flag fell: their time ran out in the turn they were playing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Flag {
    pub seat: usize,
}

/// A two-player game clock. It runs only between [`Clock::resume`] and [`Clock::pause`]; every
/// method that needs the time takes `now`, a monotonic time in ms.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Clock {
    control: TimeControl,
    /// The seat that moves first.
    first: usize,
    /// Both players' time at the start, then after each turn played.
    snaps: Vec<Snap>,
    /// Turns undone (their snaps), for redo.
    undone: Vec<Snap>,
    /// Time the player to move has used in this turn before `since` (ms).
    used: u64,
    /// Running since this moment, or paused.
    since: Option<u64>,
    /// Whose flag fell; the clock then stands still.
    flag: Option<Flag>,
}

impl Clock {
    /// A new clock, paused, for a game whose first turn is `first`'s (0 or 1).
    pub fn new(control: TimeControl, first: usize) -> Clock {
        let periods = match control.kind {
            Kind::ByoYomi { periods, .. } => periods,
            _ => 0,
        };
        Clock {
            control,
            first: first & 1,
            snaps: vec![Snap { left: control.main, periods: [periods; 2] }],
            undone: Vec::new(),
            used: 0,
            since: None,
            flag: None,
        }
    }

    pub fn control(&self) -> TimeControl {
        self.control
    }

    /// How many turns the clock has counted.
    pub fn turns(&self) -> usize {
        self.snaps.len() - 1
    }

    /// The seat whose clock runs (the player to move).
    pub fn seat(&self) -> usize {
        (self.first + self.turns()) & 1
    }

    pub fn running(&self) -> bool {
        self.since.is_some()
    }

    pub fn flag(&self) -> Option<Flag> {
        self.flag
    }

    fn now_snap(&self) -> Snap {
        self.snaps[self.snaps.len() - 1]
    }

    /// The time used in this turn so far (ms).
    pub fn used(&self, now: u64) -> u64 {
        self.used + self.since.map_or(0, |s| now.saturating_sub(s))
    }

    /// The time this turn may last before the flag falls (ms).
    fn allowance(&self) -> u64 {
        let seat = self.seat();
        let snap = self.now_snap();
        self.control.allowance(seat, snap.left[seat], snap.periods[seat])
    }

    /// Start (or go on) counting the player to move's time. Nothing after a flag fall.
    pub fn resume(&mut self, now: u64) {
        if self.since.is_none() && self.flag.is_none() {
            self.since = Some(now);
        }
    }

    /// Stop counting, keeping the time used in this turn.
    pub fn pause(&mut self, now: u64) {
        if self.since.is_some() {
            self.used = self.used(now);
            self.since = None;
        }
    }

    /// Look at the time: the flag of the player to move falls when their time is out (the clock
    /// stops at that moment).
    pub fn tick(&mut self, now: u64) -> Option<Flag> {
        if self.flag.is_none() && self.since.is_some() && self.used(now) >= self.allowance() {
            self.used = self.allowance();
            self.since = None;
            self.flag = Some(Flag { seat: self.seat() });
        }
        self.flag
    }

    /// The player to move finished a turn at `now`: their time is charged (increment added,
    /// delay and byo-yomi applied) and the other player's clock starts if this one ran. A turn
    /// finished after the flag fell is refused with the flag.
    pub fn played(&mut self, now: u64) -> Result<(), Flag> {
        if let Some(flag) = self.tick(now) {
            return Err(flag);
        }
        let seat = self.seat();
        let t = self.used(now);
        let mut snap = self.now_snap();
        let (left, periods) = (snap.left[seat], snap.periods[seat]);
        (snap.left[seat], snap.periods[seat]) = match self.control.kind {
            Kind::SuddenDeath => (left - t, periods),
            Kind::Increment(i) => (left - t + i, periods),
            Kind::Delay(d) => (left - t.saturating_sub(d), periods),
            Kind::ByoYomi { period, .. } if t >= left => {
                let spent = u32::try_from((t - left) / period.max(1)).unwrap_or(u32::MAX);
                (0, periods.saturating_sub(spent))
            }
            Kind::ByoYomi { .. } => (left - t, periods),
            Kind::PerMove => (self.control.main[seat] - t, periods),
        };
        self.snaps.push(snap);
        self.undone.clear();
        self.used = 0;
        if self.since.is_some() {
            self.since = Some(now);
        }
        Ok(())
    }

    /// How long (ms) the player to move may think about this turn ([`TimeControl::think_ms`]),
    /// from their time when the turn began and the time used before the clock last stopped: it
    /// stays the same while the clock runs.
    pub fn think_ms(&self) -> u64 {
        let seat = self.seat();
        let snap = self.now_snap();
        self.control.think_ms(seat, snap.left[seat], snap.periods[seat], self.used)
    }

    /// Take back the last turn: both clocks as they were when it began (its time is given back),
    /// the flag put up again. The clock is paused.
    pub fn undo(&mut self) -> bool {
        if self.snaps.len() < 2 {
            return false;
        }
        if let Some(s) = self.snaps.pop() {
            self.undone.push(s);
        }
        (self.used, self.since, self.flag) = (0, None, None);
        true
    }

    /// Play again a turn undone, with the time it had. The clock is paused.
    pub fn redo(&mut self) -> bool {
        let Some(s) = self.undone.pop() else { return false };
        self.snaps.push(s);
        (self.used, self.since, self.flag) = (0, None, None);
        true
    }

    /// Forget the turns undone (another turn was played instead).
    pub fn forget_undone(&mut self) {
        self.undone.clear();
    }

    /// What the clock shows for `seat` at `now`.
    pub fn shown(&self, seat: usize, now: u64) -> Shown {
        let seat = seat & 1;
        let t = if seat == self.seat() { self.used(now) } else { 0 };
        shown_of(self.control, seat, self.now_snap(), t)
    }

    /// Both players' time after each turn counted, the first turn's first.
    pub fn after_turns(&self) -> &[Snap] {
        &self.snaps[1..]
    }

    /// A clock that has counted these turns (each turn's snap, e.g. read back from a record's
    /// comments), paused at the start of the next turn.
    pub fn with_turns(control: TimeControl, first: usize, turns: &[Snap]) -> Clock {
        let mut clock = Clock::new(control, first);
        clock.snaps.extend_from_slice(turns);
        clock
    }

    /// The clock as text, to be saved with the game: its control, the first seat, each snap,
    /// the turns undone, the time used in this turn and the flag. The clock read back is paused.
    pub fn to_text(&self, now: u64) -> String {
        let snap = |s: &Snap| format!("{},{},{},{}", s.left[0], s.left[1], s.periods[0], s.periods[1]);
        let list = |v: &[Snap]| v.iter().map(snap).collect::<Vec<_>>().join(" ");
        format!(
            "{};{};{};{};{};{}",
            self.control.to_text(),
            self.first,
            list(&self.snaps),
            list(&self.undone),
            self.used(now),
            self.flag.map_or("-".to_string(), |f| f.seat.to_string())
        )
    }

    /// Read [`Clock::to_text`] back (paused); `None` when it is damaged.
    pub fn from_text(text: &str) -> Option<Clock> {
        let f: Vec<&str> = text.split(';').collect();
        let [control, first, snaps, undone, used, flag] = f.as_slice() else { return None };
        let control = TimeControl::parse(control).ok()??;
        let list = |s: &str| -> Option<Vec<Snap>> {
            s.split_whitespace()
                .map(|one| {
                    let n: Vec<u64> = one.split(',').map(|x| x.parse().ok()).collect::<Option<_>>()?;
                    let [a, b, c, d] = n.as_slice() else { return None };
                    Some(Snap { left: [*a, *b], periods: [u32::try_from(*c).ok()?, u32::try_from(*d).ok()?] })
                })
                .collect()
        };
        let snaps = list(snaps)?;
        if snaps.is_empty() {
            return None;
        }
        let flag = match *flag {
            "-" => None,
            s => Some(Flag { seat: s.parse::<usize>().ok().filter(|&s| s < 2)? }),
        };
        Some(Clock {
            control,
            first: first.parse::<usize>().ok().filter(|&s| s < 2)?,
            snaps,
            undone: list(undone)?,
            used: used.parse().ok()?,
            since: None,
            flag,
        })
    }
}

/// A game ended outside its rules' own outcomes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum End {
    /// The player (index into the game's players) ran out of time; the other wins.
    Time { loser: usize },
    /// The player ran out of time, but the other could no longer win: a draw.
    TimeDeadPosition { flagged: usize },
    /// The player resigned; the other wins.
    Resigned { loser: usize },
    /// Both players agreed to a draw.
    Agreed,
}

impl End {
    /// A flag fall: a loss on time, or a draw when the other player `can_win` no more.
    pub fn flag(flag: Flag, other_can_win: bool) -> End {
        if other_can_win {
            End::Time { loser: flag.seat }
        } else {
            End::TimeDeadPosition { flagged: flag.seat }
        }
    }

    /// The winner (index into the players); `None` for a draw.
    pub fn winner(&self) -> Option<usize> {
        match self {
            End::Time { loser } | End::Resigned { loser } => Some(1 - (loser & 1)),
            End::TimeDeadPosition { .. } | End::Agreed => None,
        }
    }

    /// The sentence: "White lost on time", "Draw — White's time ran out, but Black cannot win",
    /// "Black resigned", "Draw by agreement".
    pub fn describe(&self, players: &[&str]) -> String {
        let name = |i: usize| players.get(i).copied().unwrap_or("?");
        match *self {
            End::Time { loser } => format!("{} lost on time", name(loser)),
            End::TimeDeadPosition { flagged } => {
                format!("Draw — {}'s time ran out, but {} cannot win", name(flagged), name(1 - (flagged & 1)))
            }
            End::Resigned { loser } => format!("{} resigned", name(loser)),
            End::Agreed => "Draw by agreement".to_string(),
        }
    }

    /// The record's `Termination:` text: `time 0`, `time-dead 1`, `resigned 0`, `agreed`.
    pub fn to_text(&self) -> String {
        match self {
            End::Time { loser } => format!("time {loser}"),
            End::TimeDeadPosition { flagged } => format!("time-dead {flagged}"),
            End::Resigned { loser } => format!("resigned {loser}"),
            End::Agreed => "agreed".to_string(),
        }
    }

    /// Read [`End::to_text`] back.
    pub fn parse(text: &str) -> Option<End> {
        let mut it = text.split_whitespace();
        let word = it.next()?;
        let seat = || it.clone().next().and_then(|s| s.parse::<usize>().ok()).filter(|&s| s < 2);
        Some(match word {
            "time" => End::Time { loser: seat()? },
            "time-dead" => End::TimeDeadPosition { flagged: seat()? },
            "resigned" => End::Resigned { loser: seat()? },
            "agreed" => End::Agreed,
            _ => return None,
        })
    }
}

/// A time in ms as a clock shows it: `1:02:03`, `9:58`, and below 10 s with tenths, `0:09.4`.
/// Rounded up, so a clock shows 0 only when the time is out.
/// `ms` in seconds as `f64` writes `ms / 1000` ("1.5", "0.001"), through integers: the float
/// formatting code is large in the page's wasm (docs/page-speed.md).
fn seconds(ms: u64) -> String {
    let frac = format!("{:03}", ms % 1000);
    match frac.trim_end_matches('0') {
        "" => format!("{}", ms / 1000),
        frac => format!("{}.{frac}", ms / 1000),
    }
}

pub fn format_ms(ms: u64) -> String {
    if ms < 10_000 {
        let tenths = ms.div_ceil(100);
        return format!("0:{:02}.{}", tenths / 10, tenths % 10);
    }
    let s = ms.div_ceil(1000);
    if s >= 3600 {
        format!("{}:{:02}:{:02}", s / 3600, s / 60 % 60, s % 60)
    } else {
        format!("{}:{:02}", s / 60, s % 60)
    }
}

/// A turn's clock comment for a record, in the manner of PGN: `[%clk 0:09:58]`, tenths when the
/// time is not whole seconds (`[%clk 0:00:07.3]`, rounded down), and in byo-yomi (the main time
/// spent) the periods left: `[%clk 0:00:30] [%periods 2]`.
pub fn clk_comment(shown: Shown) -> String {
    let (s, tenths) = (shown.ms / 1000, shown.ms % 1000 / 100);
    let mut out = format!("[%clk {}:{:02}:{:02}", s / 3600, s / 60 % 60, s % 60);
    if tenths > 0 {
        out.push_str(&format!(".{tenths}"));
    }
    out.push(']');
    if shown.byoyomi {
        out.push_str(&format!(" [%periods {}]", shown.periods));
    }
    out
}

/// Read a turn's clock comment back: the time (ms) and, in byo-yomi, the periods left.
pub fn parse_clk(comment: &str) -> Option<(u64, Option<u32>)> {
    let rest = &comment[comment.find("[%clk ")? + 6..];
    let time = rest[..rest.find(']')?].trim();
    let (whole, frac) = time.split_once('.').unwrap_or((time, ""));
    let mut secs = 0u64;
    for part in whole.split(':') {
        secs = secs.checked_mul(60)?.checked_add(part.parse().ok()?)?;
    }
    let ms = if frac.is_empty() {
        0
    } else {
        let f: String = frac.chars().chain("00".chars()).take(3).collect();
        f.parse::<u64>().ok()?
    };
    let periods = match comment.find("[%periods ") {
        Some(at) => {
            let rest = &comment[at + 10..];
            Some(rest[..rest.find(']')?].trim().parse().ok()?)
        }
        None => None,
    };
    Some((secs.checked_mul(1000)?.checked_add(ms)?, periods))
}

/// The clock after a record's turns, from their comments: each turn's comment is what the clock
/// of the player who made it showed after it ([`turn_comment`]). A turn without a comment leaves
/// that player's time as it was. Seats alternate from `first`. The clock is paused.
pub fn from_comments(control: TimeControl, first: usize, comments: &[Option<String>]) -> Clock {
    let mut clock = Clock::new(control, first);
    let mut snap = clock.now_snap();
    for (i, c) in comments.iter().enumerate() {
        let seat = (first + i) & 1;
        if let Some((ms, periods)) = c.as_deref().and_then(parse_clk) {
            match periods {
                Some(p) => (snap.left[seat], snap.periods[seat]) = (0, p),
                None => snap.left[seat] = ms,
            }
        }
        clock.snaps.push(snap);
    }
    clock
}

/// Turn `i`'s comment for the record: what the clock of the player who made it showed after it.
pub fn turn_comment(clock: &Clock, i: usize) -> Option<String> {
    let snap = *clock.after_turns().get(i)?;
    let seat = (clock.first + i) & 1;
    let shown = match clock.control.kind {
        // Per move, the time that was left when the turn was made.
        Kind::PerMove => Shown { ms: snap.left[seat], periods: 0, byoyomi: false },
        _ => shown_of(clock.control, seat, snap, 0),
    };
    Some(clk_comment(shown))
}
