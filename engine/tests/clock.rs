//! Game clocks (issue #27): every time control's arithmetic, flag fall and its dead-position
//! exception, undo restoring the clocks of a turn, the clock's saved text and its record comments.

use runeboard_engine::clock::{
    clk_comment, format_ms, from_comments, parse_clk, turn_comment, Cause, Clock, End, Ending, Flag, Kind, Shown,
    TimeControl,
};
use runeboard_engine::{new_session, Command, GameId, Outcome, Play, Reason};

const S: u64 = 1000;

fn ms(clock: &Clock, seat: usize, now: u64) -> u64 {
    clock.shown(seat, now).ms
}

#[test]
fn sudden_death_counts_down_and_flags() {
    let mut c = Clock::new(TimeControl::even(60 * S, Kind::SuddenDeath), 0);
    assert_eq!(ms(&c, 0, 0), 60 * S);
    c.resume(1_000);
    assert_eq!(ms(&c, 0, 11_000), 50 * S, "ten seconds used");
    assert_eq!(ms(&c, 1, 11_000), 60 * S, "the other clock stands");
    c.played(11_000).expect("in time");
    assert_eq!(c.seat(), 1);
    assert_eq!(ms(&c, 0, 40_000), 50 * S, "White's clock stopped");
    assert_eq!(ms(&c, 1, 41_000), 30 * S, "Black's runs from the moment White played");
    assert_eq!(c.tick(70_999), None);
    assert_eq!(c.tick(71_000), Some(Flag { seat: 1 }), "Black's 60 s are out");
    assert_eq!(ms(&c, 1, 99_000), 0, "the clock stopped at the flag");
    assert_eq!(c.played(72_000), Err(Flag { seat: 1 }), "a turn after the flag is not counted");
    assert_eq!(c.turns(), 1);
}

#[test]
fn increment_is_added_after_each_turn() {
    let mut c = Clock::new(TimeControl::even(60 * S, Kind::Increment(5 * S)), 0);
    c.resume(0);
    c.played(8 * S).expect("in time");
    assert_eq!(ms(&c, 0, 8 * S), 57 * S, "60 − 8 + 5");
    c.played(9 * S).expect("in time");
    assert_eq!(ms(&c, 1, 9 * S), 64 * S, "60 − 1 + 5");
    // The increment comes only after a turn: it does not save a flag.
    c.tick(9 * S + 57 * S);
    assert_eq!(c.flag(), Some(Flag { seat: 0 }));
}

#[test]
fn delay_counts_only_after_its_seconds() {
    let mut c = Clock::new(TimeControl::even(60 * S, Kind::Delay(5 * S)), 0);
    c.resume(0);
    assert_eq!(ms(&c, 0, 4 * S), 60 * S, "within the delay nothing is counted");
    assert_eq!(ms(&c, 0, 7 * S), 58 * S);
    c.played(3 * S).expect("in time");
    assert_eq!(ms(&c, 0, 3 * S), 60 * S, "a quick turn costs nothing, and gains nothing");
    c.played(3 * S + 20 * S).expect("in time");
    assert_eq!(ms(&c, 1, 23 * S), 45 * S, "20 s used − 5 s delay");
    // White's flag falls after its 60 s plus the delay.
    assert_eq!(c.tick(23 * S + 64_999), None);
    assert_eq!(c.tick(23 * S + 65 * S), Some(Flag { seat: 0 }));
}

#[test]
fn byo_yomi_uses_its_periods_then_flags() {
    let ctl = TimeControl::even(10 * S, Kind::ByoYomi { periods: 3, period: 30 * S });
    let mut c = Clock::new(ctl, 0);
    c.resume(0);
    assert_eq!(c.shown(0, 4 * S), Shown { ms: 6 * S, periods: 3, byoyomi: false });
    assert_eq!(c.shown(0, 15 * S), Shown { ms: 25 * S, periods: 3, byoyomi: true }, "main time spent");
    assert_eq!(c.shown(0, 45 * S), Shown { ms: 25 * S, periods: 2, byoyomi: true }, "one period used");
    c.played(45 * S).expect("in time");
    assert_eq!(
        c.shown(0, 45 * S),
        Shown { ms: 30 * S, periods: 2, byoyomi: true },
        "the next turn starts a full period"
    );
    c.played(46 * S).expect("in time");
    // White's turn: 29 s is within the period, which is kept.
    c.played(46 * S + 29 * S).expect("in time");
    assert_eq!(c.shown(0, 75 * S), Shown { ms: 30 * S, periods: 2, byoyomi: true });
    c.played(76 * S).expect("in time");
    // White now has 2 periods of 30 s: the flag falls at 60 s.
    assert_eq!(c.tick(76 * S + 59_999), None);
    assert_eq!(c.shown(0, 76 * S + 31 * S), Shown { ms: 29 * S, periods: 1, byoyomi: true });
    assert_eq!(c.tick(76 * S + 60 * S), Some(Flag { seat: 0 }));
}

#[test]
fn time_per_move_is_afresh_each_turn() {
    let ctl = TimeControl { main: [30 * S, 20 * S], kind: Kind::PerMove };
    let mut c = Clock::new(ctl, 0);
    c.resume(0);
    c.played(29 * S).expect("in time");
    assert_eq!(ms(&c, 0, 29 * S), 30 * S, "White's next turn has 30 s again");
    assert_eq!(ms(&c, 1, 39 * S), 10 * S, "Black's own 20 s (a handicap)");
    c.played(48 * S).expect("in time");
    c.played(48 * S + 29 * S).expect("in time");
    assert_eq!(c.tick(77 * S + 19_999), None);
    assert_eq!(c.tick(77 * S + 20 * S), Some(Flag { seat: 1 }));
}

#[test]
fn handicap_and_second_player_first() {
    let ctl = TimeControl { main: [300 * S, 60 * S], kind: Kind::SuddenDeath };
    assert_eq!(TimeControl::parse("300:60").expect("reads"), Some(ctl));
    let mut c = Clock::new(ctl, 1);
    assert_eq!(c.seat(), 1, "this game's first turn is seat 1's");
    c.resume(0);
    assert_eq!(c.tick(60 * S), Some(Flag { seat: 1 }), "seat 1's 60 s");
    assert_eq!(ms(&c, 0, 60 * S), 300 * S);
}

#[test]
fn pause_keeps_the_time_used() {
    let mut c = Clock::new(TimeControl::even(60 * S, Kind::SuddenDeath), 0);
    c.resume(100);
    c.pause(10_100);
    assert!(!c.running());
    assert_eq!(ms(&c, 0, 500_000), 50 * S, "paused: nothing more counted");
    assert_eq!(c.tick(500_000), None);
    c.resume(600_000);
    assert_eq!(ms(&c, 0, 605_000), 45 * S);
    c.played(605_000).expect("in time");
    assert_eq!(ms(&c, 0, 605_000), 45 * S);
}

#[test]
fn undo_gives_back_the_clocks_of_that_turn() {
    let mut c = Clock::new(TimeControl::even(60 * S, Kind::Increment(2 * S)), 0);
    c.resume(0);
    c.played(10 * S).expect("in time"); // White 52
    c.played(30 * S).expect("in time"); // Black 42
    let before_third = (ms(&c, 0, 30 * S), ms(&c, 1, 30 * S));
    c.played(35 * S).expect("in time"); // White 49
    assert_eq!(ms(&c, 0, 35 * S), 49 * S);
    assert!(c.undo());
    assert_eq!((ms(&c, 0, 99 * S), ms(&c, 1, 99 * S)), before_third, "as they were when that turn began");
    assert_eq!(c.seat(), 0);
    assert!(!c.running(), "undo pauses");
    assert!(c.undo());
    assert_eq!((ms(&c, 0, 0), ms(&c, 1, 0)), (52 * S, 60 * S));
    assert!(c.redo());
    assert_eq!(ms(&c, 1, 0), 42 * S, "redo brings the turn's time back");
    assert!(c.undo() && c.undo());
    assert!(!c.undo(), "nothing before the start");
    // Undo after a flag fall puts the flag up again.
    let mut c = Clock::new(TimeControl::even(10 * S, Kind::SuddenDeath), 0);
    c.resume(0);
    c.played(S).expect("in time");
    c.tick(20 * S);
    assert_eq!(c.flag(), Some(Flag { seat: 1 }));
    assert!(c.undo());
    assert_eq!(c.flag(), None);
    assert_eq!(ms(&c, 0, 0), 10 * S);
}

#[test]
fn saved_text_round_trip() {
    for text in ["600", "600+5", "600d5", "1200b3x30", "30m", "300:60+2", "45:30m", "0.5+0.25"] {
        let ctl = TimeControl::parse(text).expect("reads").expect("a clock");
        assert_eq!(ctl.to_text(), text);
        let mut c = Clock::new(ctl, 1);
        c.resume(1_000);
        c.played(1_170).expect("in time");
        c.played(1_290).expect("in time");
        c.played(1_300).expect("in time");
        assert!(c.undo());
        c.resume(1_300);
        let now = 1_421;
        let saved = c.to_text(now);
        let back = Clock::from_text(&saved).expect("reads back");
        assert!(!back.running(), "a clock read back is paused");
        for seat in 0..2 {
            assert_eq!(back.shown(seat, 9_999_999), c.shown(seat, now), "{text}: seat {seat}'s exact time");
        }
        assert_eq!(back.turns(), c.turns());
        let mut redone = back.clone();
        assert!(redone.redo(), "the turn undone is kept");
        assert_eq!(back.to_text(0), saved);
    }
    assert_eq!(TimeControl::parse("-").expect("reads"), None);
    for bad in ["abc", "600x", "600+", "b3x30", "0m", "600b3"] {
        assert!(TimeControl::parse(bad).is_err(), "{bad}");
    }
    for damaged in ["", "600;0", "600;0;;;0;-", "600;0;1,2;;0;-", "600;3;1,2,0,0;;0;-"] {
        assert_eq!(Clock::from_text(damaged), None, "{damaged}");
    }
}

#[test]
fn clock_comments_round_trip() {
    assert_eq!(clk_comment(Shown { ms: 598 * S, periods: 0, byoyomi: false }), "[%clk 0:09:58]");
    assert_eq!(clk_comment(Shown { ms: 7_350, periods: 0, byoyomi: false }), "[%clk 0:00:07.3]");
    assert_eq!(clk_comment(Shown { ms: 30 * S, periods: 2, byoyomi: true }), "[%clk 0:00:30] [%periods 2]");
    assert_eq!(parse_clk("[%clk 1:02:03]"), Some((3723 * S, None)));
    assert_eq!(parse_clk("{[%clk 0:00:07.3]}"), Some((7_300, None)));
    assert_eq!(parse_clk("[%clk 0:00:30] [%periods 2]"), Some((30 * S, Some(2))));
    assert_eq!(parse_clk("[%clk x]"), None);
    for text in ["600+5", "20b2x10", "300:200d3"] {
        let ctl = TimeControl::parse(text).expect("reads").expect("a clock");
        let mut c = Clock::new(ctl, 0);
        c.resume(0);
        let mut now = 0;
        for used in [3_000, 14_000, 25_000, 1_000, 12_000] {
            now += used;
            c.played(now).expect("in time");
        }
        let comments: Vec<Option<String>> = (0..c.turns()).map(|i| turn_comment(&c, i)).collect();
        let back = from_comments(ctl, 0, &comments);
        for seat in 0..2 {
            assert_eq!(back.shown(seat, 0), c.shown(seat, now), "{text} seat {seat}");
        }
    }
}

#[test]
fn format_shows_tenths_below_ten_seconds() {
    assert_eq!(format_ms(600 * S), "10:00");
    assert_eq!(format_ms(59_001), "1:00");
    assert_eq!(format_ms(10_000), "0:10");
    assert_eq!(format_ms(9_999), "0:10.0");
    assert_eq!(format_ms(9_400), "0:09.4");
    assert_eq!(format_ms(1), "0:00.1");
    assert_eq!(format_ms(0), "0:00.0");
    assert_eq!(format_ms(3_723 * S), "1:02:03");
}

fn loaded(id: GameId, position: &str) -> Box<dyn Play> {
    let mut play = new_session(id);
    play.apply(Command::Load(position.into())).expect("position loads");
    play
}

#[test]
fn flag_fall_is_a_draw_when_the_other_cannot_win() {
    // Chess: Black has a lone king; White's flag falls: Black cannot win, a draw.
    let chess = loaded(GameId::Chess, "4k3/8/8/8/8/8/3PP3/4K3 w - - 0 1");
    assert!(chess.can_win(0));
    assert!(!chess.can_win(1), "a lone king cannot mate");
    let flag = Flag { seat: 0 };
    assert_eq!(End::flag(flag, chess.can_win(1)), End::TimeDeadPosition { flagged: 0 });
    assert_eq!(End::flag(Flag { seat: 1 }, chess.can_win(0)), End::Time { loser: 1 });
    // Keltic: a knight alone besides the kings is drawn by its rules: neither can win.
    let keltic = loaded(GameId::Keltic, "k2/5/3N5/9/9/5/1K1 w 0 1");
    assert!(!keltic.can_win(0) && !keltic.can_win(1));
    // … but a Keltic bishop can force mate.
    let keltic = loaded(GameId::Keltic, "k2/5/3B5/9/9/5/1K1 w 0 1");
    assert!(keltic.can_win(0) && !keltic.can_win(1));
    // Games without such rules: anyone may still win.
    let tafl = new_session(GameId::ALL[GameId::ALL.len() - 1]);
    assert!(tafl.can_win(0) && tafl.can_win(1));
    // The start of every game: both can win.
    for id in GameId::ALL {
        let play = new_session(id);
        assert!(play.can_win(0) && play.can_win(1), "{id}");
    }
}

#[test]
fn ends_are_typed_and_read_back() {
    let players = ["White", "Black"];
    for (end, words, winner) in [
        (End::Time { loser: 0 }, "White lost on time", Some(1)),
        (End::TimeDeadPosition { flagged: 1 }, "Draw — Black's time ran out, but White cannot win", None),
        (End::Resigned { loser: 1 }, "Black resigned", Some(0)),
        (End::Agreed, "Draw by agreement", None),
    ] {
        assert_eq!(end.describe(&players), words);
        assert_eq!(end.winner(), winner);
        assert_eq!(End::parse(&end.to_text()), Some(end));
    }
    assert_eq!(End::parse("time 7"), None);
    assert_eq!(End::parse("nonsense"), None);
}

#[test]
fn a_timed_record_round_trip() {
    use runeboard_engine::record::Record;
    let mut play = new_session(GameId::Chess);
    let ctl = TimeControl::parse("600+5").expect("reads").expect("a clock");
    let mut clock = Clock::new(ctl, 0);
    clock.resume(0);
    let mut now = 0;
    for (turn, used) in [("e4", 2_000), ("e5", 3_400), ("Nf3", 61_000), ("Nc6", 500)] {
        now += used;
        play.apply(Command::Notation(turn.into())).expect("legal");
        clock.played(now).expect("in time");
    }
    let end = End::Resigned { loser: 0 };
    let record = play.record();
    let comments: Vec<Option<String>> = (0..clock.turns()).map(|i| turn_comment(&clock, i)).collect();
    let players = ["White", "Black"];
    let text = record.to_text_annotated(
        Some(&end.describe(&players)),
        &[("TimeControl", ctl.to_text()), ("Termination", end.to_text())],
        &comments,
        &players,
    );
    assert!(text.contains("TimeControl: 600+5\n"), "{text}");
    assert!(text.contains("Result: White resigned\n"), "{text}");
    assert!(text.contains("1. e4 {[%clk 0:10:03]} e5 {[%clk 0:10:01.6]}\n"), "{text}");
    assert!(text.contains("2. Nf3 {[%clk 0:09:07]} Nc6 {[%clk 0:10:06.1]}\n"), "{text}");
    let (back, notes) = Record::parse_annotated(&text).expect("reads back");
    assert_eq!(back, record);
    assert_eq!(Record::parse(&text).expect("reads back"), record, "the plain reading skips the comments");
    assert_eq!(notes.comments, comments);
    let ctl_back =
        TimeControl::parse(notes.time_control.as_deref().expect("a time control")).expect("reads").expect("a clock");
    assert_eq!(ctl_back, ctl);
    assert_eq!(notes.termination.as_deref().and_then(End::parse), Some(end));
    let clock_back = from_comments(ctl_back, 0, &notes.comments);
    for seat in 0..2 {
        assert_eq!(clock_back.shown(seat, 0).ms / 100, clock.shown(seat, now).ms / 100, "seat {seat}, to a tenth");
    }
    // A comment spread over lines, and one before any turn, are read without harm.
    let (r, n) = Record::parse_annotated("Game: chess\n{a note}\n1. e4 {[%clk\n0:00:05]} e5\n").expect("reads");
    assert_eq!(r.turns, ["e4", "e5"]);
    assert_eq!(n.comments, [Some("[%clk 0:00:05]".to_string()), None]);
}

/// A control's text and its words write fractions of a second as `f64` wrote `ms / 1000` (the
/// engine now writes them through integers: the page's wasm has no float formatting for them).
#[test]
fn fractions_of_a_second_are_written_as_f64_wrote_them() {
    let mut x: u64 = 0x2545_f491_4f6c_dd1d;
    let mut values: Vec<u64> = vec![1, 10, 100, 999, 1001, 1500, 2250, 59_999, 60_001, 999_999_999];
    for _ in 0..5000 {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        values.push(x % 100_000_000 + 1);
    }
    for ms in values {
        let old = format!("{}", ms as f64 / 1000.0);
        let tc = TimeControl::parse(&format!("{old}+{old}")).expect("parses").expect("a clock");
        assert_eq!(tc.to_text(), format!("{old}+{old}"), "{ms} ms");
        if ms % 1000 != 0 {
            assert!(tc.to_string().contains(&format!("{old} s")), "{ms} ms: {tc}");
        }
    }
}

/// The computer's thinking time: a share of what is left plus what each turn gives back, never so
/// much that its flag falls (nor, in byo-yomi, that a period is used up).
#[test]
fn thinking_time_is_a_share_and_never_all_of_it() {
    use runeboard_engine::clock::{THINK_MARGIN_MS as M, THINK_MIN_MS};
    let tc = |text: &str| TimeControl::parse(text).expect("reads").expect("a clock");
    // Sudden death: a thirtieth of the time left.
    assert_eq!(tc("300").think_ms(0, 300 * S, 0, 0), 10 * S);
    assert_eq!(tc("300").think_ms(1, 3 * S, 0, 0), 100);
    // Nearly out: what is left less the margin, and at least the least time.
    assert_eq!(tc("300").think_ms(0, M + 100, 0, 0), ((M + 100) / 30).max(THINK_MIN_MS));
    assert_eq!(tc("300").think_ms(0, M / 2, 0, 0), THINK_MIN_MS);
    // Time already used in this turn (before a pause) counts.
    assert_eq!(tc("300").think_ms(0, 3 * S, 0, 2_400), 100);
    assert_eq!(tc("300").think_ms(0, 3 * S, 0, 2_450), 3 * S - 2_450 - M);
    // Increment: three quarters of it on top.
    assert_eq!(tc("60+4").think_ms(0, 60 * S, 0, 0), 2 * S + 3 * S);
    assert_eq!(tc("60+4").think_ms(0, 2 * S, 0, 0), 2 * S - M, "the increment comes only after the turn");
    // Delay: the delay's seconds are free.
    assert_eq!(tc("60d5").think_ms(0, 60 * S, 0, 0), 2 * S + 5 * S);
    assert_eq!(tc("60d5").think_ms(0, S, 0, 0), S / 30 + 5 * S);
    assert_eq!(tc("60d5").think_ms(0, 0, 0, 0), 5 * S - M);
    // Byo-yomi: most of a period, which a turn within the main time and one period keeps.
    assert_eq!(tc("600b3x10").think_ms(0, 600 * S, 3, 0), 20 * S + 7_500);
    assert_eq!(tc("600b3x10").think_ms(0, 0, 2, 0), 7_500, "in byo-yomi");
    assert_eq!(tc("600b3x2").think_ms(0, 0, 1, 0), 1_500.min(2 * S - M));
    assert_eq!(tc("600b1x1").think_ms(0, 0, 1, 0), S - M);
    assert_eq!(tc("600b3x10").think_ms(0, 0, 0, 0), THINK_MIN_MS, "no period left: nothing left");
    // Per move: most of the turn's time, each player's own.
    assert_eq!(tc("8:4m").think_ms(0, 8 * S, 0, 0), 6 * S);
    assert_eq!(tc("8:4m").think_ms(1, 4 * S, 0, 0), 3 * S);
    assert_eq!(tc("1m").think_ms(0, S, 0, 0), S - M);
    // The clock's own: from the time when its turn began.
    let mut c = Clock::new(tc("60+2"), 0);
    c.resume(0);
    c.played(30 * S).expect("in time");
    assert_eq!(c.think_ms(), 2 * S + 1_500, "Black's full minute");
    c.played(31 * S).expect("in time");
    assert_eq!(c.think_ms(), (32 * S) / 30 + 1_500, "White's 32 s");
    assert_eq!(c.think_ms(), tc("60+2").think_ms(0, ms(&c, 0, 31 * S), 0, 0));
    // Spending each turn the time asked for, even late by anything short of the margin, never
    // lets the flag fall while more than the margin and the least time is left.
    for text in ["5", "5+1", "5d1", "5b2x2", "2m", "3:1+1"] {
        let mut c = Clock::new(tc(text), 0);
        let mut now = 0;
        c.resume(now);
        for turn in 0..200 {
            let seat = c.seat();
            if c.control().kind == Kind::SuddenDeath && ms(&c, seat, now) < THINK_MIN_MS + M {
                break;
            }
            now += c.think_ms() + M - 1;
            assert!(c.played(now).is_ok(), "{text}: the flag fell at turn {turn}");
        }
    }
}

/// A time control's seconds as the engine first read them: `parse::<f64>`, kept in
/// `0 <= v < 1e9`, rounded to ms. The engine now reads them without the float parser (its code and
/// tables were large in the page's wasm): every text here must read the same, or be refused alike.
#[test]
fn seconds_are_read_as_f64_read_them() {
    fn old(s: &str) -> Option<u64> {
        let v: f64 = s.trim().parse().ok()?;
        (0.0..1e9).contains(&v).then(|| (v * 1000.0).round() as u64)
    }
    fn new(s: &str) -> Option<u64> {
        match TimeControl::parse(&format!("1+{s}")) {
            Ok(Some(TimeControl { kind: Kind::Increment(ms), .. })) => Some(ms),
            _ => None,
        }
    }
    let mut texts: Vec<String> = [
        "0",
        "-0",
        "+0",
        "-0.0",
        "0e999999999999999999",
        "-1e-400",
        "-1e-323",
        "-2.4703282292062327e-324",
        "-2.4703282292062328e-324",
        "-2.47032822920623272e-324",
        "-3e-324",
        "-0.0001",
        "1e-400",
        "5",
        "+5",
        "5.",
        ".5",
        ".",
        "",
        " ",
        "-",
        "+",
        "e5",
        "1e",
        "1e+",
        "1e-",
        "1E3",
        "1e+3",
        "2.5e-3",
        "1.5E-3",
        "0.0005",
        "0.00049999999999999999",
        "0.0004999",
        "0.0015",
        "0.0025",
        "1.0025",
        "4.0025",
        "4.0005",
        "999999999.9994",
        "999999999.9995",
        "999999999.99999999999",
        "999999999",
        "1000000000",
        "1e9",
        "0.999999999e9",
        "1e8",
        "12345678901234567890123",
        "0.12345678901234567890123",
        "1.00000000000000000001",
        "00000000000000000000005",
        "5.00000000000000000000000000000000000000001",
        "0.0000000000000000000000000000001e30",
        "1e-5",
        "1e-6",
        "9.99999e-6",
        "inf",
        "infinity",
        "-inf",
        "nan",
        "NaN",
        "1_000",
        "1.2.3",
        "0x10",
        "1 5",
        " 7 ",
        "\t3\n",
        "1e1000",
        "1e-1000",
        "3e22",
        "3e23",
        "123456789012345678e-10",
        "9007199254740993e-7",
        "9007199254740992e-7",
        "9007199254740993e-16",
        "18446744073709551615e-12",
        "18446744073709551616e-12",
        "٣",
    ]
    .iter()
    .map(|s| s.to_string())
    .collect();
    // Random texts of the grammar's pieces, many near a half ms.
    let mut x: u64 = 0x9e37_79b9_7f4a_7c15;
    let mut next = |n: u64| {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        x % n
    };
    for _ in 0..200_000 {
        let mut s = String::new();
        match next(6) {
            0 => s.push('-'),
            1 => s.push('+'),
            _ => {}
        }
        let digits = |s: &mut String, n: u64, next: &mut dyn FnMut(u64) -> u64| {
            for _ in 0..n {
                let d = if next(3) == 0 { [0, 9, 5][next(3) as usize] } else { next(10) };
                s.push(char::from(b'0' + d as u8));
            }
        };
        let whole = next(12);
        digits(&mut s, whole, &mut next);
        if next(3) > 0 {
            s.push('.');
            let frac = next(26);
            digits(&mut s, frac, &mut next);
            if next(2) == 0 {
                s.push('5');
            }
        }
        if next(5) == 0 {
            s.push(['e', 'E'][next(2) as usize]);
            match next(3) {
                0 => s.push('-'),
                1 => s.push('+'),
                _ => {}
            }
            let n = next(40) as i64 - 5;
            s.push_str(&n.unsigned_abs().to_string());
        }
        texts.push(s);
    }
    // Values near a half ms, written out.
    for _ in 0..100_000 {
        let ms = next(1_000_000_000_000);
        let tail = ["5", "49999999999999", "50000000000001", "4999999999999999999999", "5000000000000000000001"];
        texts.push(format!("{}.{:03}{}", ms / 1000, ms % 1000, tail[next(5) as usize]));
    }
    for t in &texts {
        assert_eq!(new(t), old(t), "'{t}'");
    }
}

/// Every way a game ends is one [`Ending`]: the status line's sentence names the result and why,
/// the winner is the rules' or the end's, and the record's `Termination` says why (read back for an
/// end outside the rules).
#[test]
fn every_ending_is_one_value_with_one_sentence() {
    let players = ["White", "Black"];
    let mate = Outcome::Win { winner: 1, reason: Reason::Checkmate };
    let stalemate = Outcome::Draw { reason: Reason::Stalemate };
    let repetition = Outcome::Draw { reason: Reason::ThreefoldRepetition };
    for (ending, words, winner, termination) in [
        (Ending::rules(&mate), "Checkmate — Black wins", Some(1), "checkmate"),
        (Ending::rules(&stalemate), "Draw — stalemate", None, "stalemate"),
        (Ending::rules(&repetition), "Draw — threefold repetition", None, "threefold repetition"),
        (Ending::outside(End::Resigned { loser: 1 }), "Black resigned — White wins", Some(0), "resigned 1"),
        (Ending::outside(End::Time { loser: 0 }), "White lost on time — Black wins", Some(1), "time 0"),
        (Ending::outside(End::Agreed), "Draw by agreement", None, "agreed"),
        (
            Ending::outside(End::TimeDeadPosition { flagged: 0 }),
            "Draw — White's time ran out, but Black cannot win",
            None,
            "time-dead 0",
        ),
    ] {
        assert_eq!(ending.describe(&players), words);
        assert_eq!(ending.winner, winner, "{words}");
        assert_eq!(ending.termination(), termination);
        if let Cause::Outside(end) = ending.reason {
            assert_eq!(End::parse(&ending.termination()), Some(end));
        }
    }
    // The table's headline for an ending by the rules is the same sentence.
    let mut chess = new_session(GameId::Chess);
    chess.apply(Command::Load("7k/4Q3/6K1/8/8/8/8/8 w - - 0 1".into())).expect("a position");
    chess.apply(Command::Notation("Qf7".into())).expect("legal");
    let table = chess.table(&[], None);
    let ending = Ending::of(table.outcome.as_ref(), None).expect("stalemate");
    assert_eq!(ending.reason, Cause::Rules(Reason::Stalemate));
    assert_eq!(table.headline, ending.describe(&players));
    // Either alone ends the game; none, it goes on.
    assert_eq!(Ending::of(None, Some(End::Agreed)), Some(Ending::outside(End::Agreed)));
    assert_eq!(Ending::of(None, None), None);
}
