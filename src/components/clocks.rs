//! The game clocks beside the board (issue #27): one per player, each a `role="timer"`, the running
//! one marked, tenths below 10 s; Pause/Resume, Resign and a draw offer (in an untimed game, in the
//! panel of the next game's time control: `clock_box::ClockBox`, with the presets below). Screen readers
//! hear a clock only at low time and when a flag falls (its live region speaks then), not every
//! tenth of a second.

use runeboard_engine::clock::format_ms;
use yew::prelude::*;

use crate::components::seat_buttons::seat_buttons;
use crate::state::clock::LOW_TIME_MS;
use crate::state::{ClockAction, Timing};

/// The presets offered at New game: (label, time control text).
pub const PRESETS: &[(&str, &str)] = &[
    ("No clock", "-"),
    ("Chess-like: 10 min + 5 s", "600+5"),
    ("Tafl: 20 min + 3 × 30 s byo-yomi", "1200b3x30"),
    ("spIndecision: 5 min + 3 s", "300+3"),
    ("Blitz: 5 min", "300"),
    ("Delay: 15 min, 5 s delay", "900d5"),
    ("Per move: 30 s", "30m"),
];

#[derive(Properties, PartialEq)]
pub struct ClocksProps {
    pub timing: Timing,
    pub players: Vec<AttrValue>,
    /// The player to move (index into `players`).
    pub to_move: usize,
    /// The game is over, however it ended.
    pub over: bool,
    pub on_action: Callback<ClockAction>,
    /// "Face to face": draw only this seat's part (its clock, the status line and its buttons,
    /// Undo among them), with or without a clock.
    #[prop_or_default]
    pub seat: Option<usize>,
    /// That part is the far player's, across the board: turned 180° to them.
    #[prop_or_default]
    pub far: bool,
    /// The status line of a seat's part (the game's headline, or how it ended).
    #[prop_or_default]
    pub line: AttrValue,
    #[prop_or_default]
    pub can_undo: bool,
    #[prop_or_default]
    pub on_undo: Callback<()>,
}

#[component]
pub fn Clocks(props: &ClocksProps) -> Html {
    let t = &props.timing;
    let act = |a: ClockAction| props.on_action.reform(move |_: MouseEvent| a.clone());
    let ended = t.end.is_some() || props.over;
    let name = |seat: usize| props.players.get(seat).cloned().unwrap_or_default();
    // A player's Resign and draw buttons, while the game goes on.
    let buttons = |seat: usize| (!ended).then(|| seat_buttons(t, seat, &name(seat), &props.on_action));
    let clock = |seat: usize, with_buttons: bool| {
        let c = t.clock.as_ref()?;
        let shown = c.shown(seat, t.now);
        let running = c.running() && c.seat() == seat;
        let low = shown.ms < LOW_TIME_MS;
        let flagged = c.flag().is_some_and(|f| f.seat == seat);
        let name = name(seat);
        let periods = shown.byoyomi.then(|| format!(" ({} × byo-yomi)", shown.periods));
        Some(html! {
            <div class={classes!("clock", running.then_some("running"), low.then_some("low"), flagged.then_some("flagged"))}
                data-testid={format!("clock-{seat}")}>
                <span class="clock-name">{ name.clone() }</span>
                <span role="timer" class="clock-time" aria-label={format!("{name}'s clock")}>
                    { format_ms(shown.ms) }{ periods.unwrap_or_default() }
                </span>
                if with_buttons { { for buttons(seat) } }
            </div>
        })
    };
    let pause = (!ended).then(|| {
        if t.running() {
            html! { <button type="button" onclick={act(ClockAction::Pause)}>{ "Pause" }</button> }
        } else if t.paused() {
            html! { <button type="button" onclick={act(ClockAction::Resume)}>{ "Resume" }</button> }
        } else {
            html! {}
        }
    });
    // What screen readers hear: only low time and a flag fall.
    let said = t.clock.as_ref().and_then(|c| {
        if let Some(f) = c.flag() {
            return Some(format!("{}'s time is out", props.players.get(f.seat).map_or("", |p| p.as_str())));
        }
        (0..2)
            .find(|&s| t.warned[s])
            .map(|s| format!("{} has less than 10 seconds", props.players.get(s).map_or("", |p| p.as_str())))
    });
    let live = html! { <p class="visually-hidden" aria-live="polite" data-testid="clock-said">{ said.unwrap_or_default() }</p> };
    if let Some(seat) = props.seat {
        // One player's side of the table: their clock, the status line, their buttons.
        let to_move = t.clock.as_ref().map_or(props.to_move & 1, |c| c.seat()) == seat && !ended;
        return html! {
            <section class={classes!("seat", props.far.then_some("far"), to_move.then_some("to-move"))}
                aria-label={format!("{}'s side", name(seat))} data-testid={format!("seat-{seat}")}>
                { for clock(seat, false) }
                <p class="seat-line">{ props.line.clone() }</p>
                <span class="seat-buttons">
                    <button type="button" disabled={!props.can_undo} aria-label={format!("Undo ({})", name(seat))}
                        onclick={props.on_undo.reform(|_: MouseEvent| ())}>{ "Undo" }</button>
                    { for buttons(seat) }
                    { for pause }
                </span>
                if !props.far { { live } }
            </section>
        };
    }
    if t.clock.is_none() {
        return live;
    }
    html! {
        <section class="clocks" aria-label="Clocks">
            <div class="clock-pair">{ for (0..2).filter_map(|seat| clock(seat, true)) }</div>
            { for pause }
            { live }
        </section>
    }
}
