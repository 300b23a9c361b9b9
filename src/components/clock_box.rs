//! The "Clock" panel of the side column (issue #27): the time control of the next New game (a
//! preset or a custom text, with the reason when it cannot be read), and in an untimed game each
//! player's Resign and draw offer. Drawn by both modules (the clocks themselves are the full
//! module's: `clocks::Clocks`).

use runeboard_engine::clock::TimeControl;
use web_sys::{HtmlInputElement, HtmlSelectElement};
use yew::prelude::*;

use crate::components::clocks::PRESETS;
use crate::components::seat_buttons::seat_buttons;
use crate::state::{ClockAction, Timing};

#[derive(Properties, PartialEq)]
pub struct ClockBoxProps {
    pub timing: Timing,
    pub players: Vec<AttrValue>,
    /// The game is over, however it ended.
    pub over: bool,
    pub on_action: Callback<ClockAction>,
}

/// The "Clock" panel of the side column, in both modules: the next New game's time control, and in
/// an untimed game each player's Resign and draw offer (a game with a clock has them beside its
/// clocks, `clocks::Clocks`).
#[component]
pub fn ClockBox(props: &ClockBoxProps) -> Html {
    let t = &props.timing;
    let chosen = t.chosen.map_or("-".to_string(), |c| c.to_text());
    let custom = !PRESETS.iter().any(|(_, v)| *v == chosen);
    let on_choose = props.on_action.reform(|e: Event| {
        let v = e.target_unchecked_into::<HtmlSelectElement>().value();
        ClockAction::Choose(TimeControl::parse(&v).ok().flatten())
    });
    let on_custom = props.on_action.reform(|e: Event| {
        let v = e.target_unchecked_into::<HtmlInputElement>().value();
        TimeControl::parse(&v).map_or_else(ClockAction::Unreadable, ClockAction::Choose)
    });
    // The custom field is written only when the choice changes (no clock: empty; its text `-` is
    // the record's), never by a render: a bound value would wipe out what is being typed. Text that
    // cannot be read stays, to be corrected.
    let custom_field = use_node_ref();
    {
        let field = custom_field.clone();
        let text = t.chosen.map(|c| c.to_text()).unwrap_or_default();
        use_effect_with(text, move |text| {
            if let Some(input) = field.cast::<HtmlInputElement>() {
                input.set_value(text);
            }
        });
    }
    // The menu shows the choice after every render: an option's `selected` attribute no longer
    // moves the menu once the player has used it (the option is "dirty"), so a choice made by
    // typing (`180+2`, then `300`) would otherwise leave the menu on an option removed or on "No
    // clock" while the next game gets another clock.
    let select = use_node_ref();
    {
        let (select, chosen) = (select.clone(), chosen.clone());
        use_effect(move || {
            if let Some(menu) = select.cast::<HtmlSelectElement>() {
                if menu.value() != chosen {
                    menu.set_value(&chosen);
                }
            }
        });
    }
    let name = |seat: usize| props.players.get(seat).cloned().unwrap_or_default();
    let ended = t.end.is_some() || props.over;
    let buttons = |seat: usize| seat_buttons(t, seat, &name(seat), &props.on_action);
    html! {
        <details class="panel clock-box" open={true} data-testid="clock-box">
            <summary class="panel-title">{ "Clock" }</summary>
            <label class="clock-control">{ "Clock for New game: " }
                <select ref={select} onchange={on_choose} data-testid="time-control">
                    { for PRESETS.iter().map(|(label, v)| html! { <option value={*v} selected={*v == chosen}>{ *label }</option> }) }
                    if custom { <option value={chosen.clone()} selected=true>{ chosen.clone() }</option> }
                </select>
            </label>
            <label class="clock-control">{ "Custom (e.g. 600+5, 600d5, 1200b3x30, 30m, 300:60): " }
                <input type="text" size="10" ref={custom_field}
                    placeholder="600+5" onchange={on_custom} data-testid="time-control-custom"
                    aria-invalid={t.unreadable.is_some().then_some("true")}
                    aria-describedby={t.unreadable.is_some().then_some("time-control-error")} />
            </label>
            if let Some(why) = &t.unreadable {
                <p class="error" id="time-control-error" role="alert" data-testid="time-control-error">{ why.clone() }</p>
            }
            // An untimed game has no clocks to hold these buttons: each player's are here.
            if t.clock.is_none() && !ended {
                <div class="clock-control" role="group" aria-label="This game" data-testid="untimed-end">
                    { for (0..2).map(|seat| html! { <span class="clock-control">{ name(seat) }{ ":" }{ buttons(seat) }</span> }) }
                </div>
            }
        </details>
    }
}
