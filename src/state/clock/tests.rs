//! The clock's tests: charged turns, flags, undo, saves, links, pause, resignation and a draw.

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
