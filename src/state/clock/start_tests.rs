//! The clock against the computer: started at once, its thinking charged, its sounds, reloads and
//! endings.

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
    let thought =
        Thought { notation: String::new(), steps, score: 0, depth: 1, nodes: 1, line: Vec::new(), lines: Vec::new() };
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
