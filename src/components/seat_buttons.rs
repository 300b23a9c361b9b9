//! A player's Resign and draw-offer buttons, drawn by the Clock panel for an untimed game
//! (`clock_box`) and beside each clock (`clocks`).

use yew::prelude::*;

use crate::state::{ClockAction, Timing};

/// A player's Resign and draw-offer buttons (a draw offered by the other: Accept or Decline), drawn by
/// the Clock panel for an untimed game and beside each clock (`clocks::Clocks`).
pub fn seat_buttons(t: &Timing, seat: usize, who: &AttrValue, on_action: &Callback<ClockAction>) -> Html {
    let act = |a: ClockAction| on_action.reform(move |_: MouseEvent| a.clone());
    html! {
        <span class="clock-buttons">
            <button type="button" aria-label={format!("Resign ({who})")} onclick={act(ClockAction::Resign(seat))}>{ "Resign" }</button>
            if t.offer.is_some_and(|o| o != seat) {
                <button type="button" onclick={act(ClockAction::AcceptDraw)}>{ "Accept draw" }</button>
                <button type="button" onclick={act(ClockAction::DeclineDraw)}>{ "Decline" }</button>
            } else if t.offer.is_none() {
                <button type="button" aria-label={format!("Offer a draw ({who})")} onclick={act(ClockAction::OfferDraw(seat))}>{ "Offer a draw" }</button>
            }
        </span>
    }
}
