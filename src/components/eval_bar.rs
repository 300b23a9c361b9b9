//! The evaluation bar beside the board while analysis is on: the chance to win of the side at the
//! bottom of the board (its colour rising from the bottom), with "#3" when a win is counted in
//! turns.

use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct EvalBarProps {
    /// The bottom side's chance to win, per mille (`None`: nothing found yet).
    pub chance: Option<u16>,
    /// What the bar says: "63" or "#3".
    pub text: AttrValue,
    /// The same in words, for screen readers.
    pub label: AttrValue,
    /// The index of the side at the bottom (its colour fills the bar).
    pub bottom: usize,
}

#[component]
pub fn EvalBar(props: &EvalBarProps) -> Html {
    // The share in tenths of a per cent, written through integers (no float formatting in the
    // page's wasm): "63.3".
    let share = props.chance.map_or(500, |c| c.min(1000));
    let lead = if props.chance.is_none_or(|c| c >= 500) { "lead-bottom" } else { "lead-top" };
    let class = classes!("eval-bar", format!("eval-bottom-{}", props.bottom.min(1)), lead);
    html! {
        <div {class} data-testid="eval-bar" role="img" aria-label={props.label.clone()}
            data-chance={props.chance.map(|c| c.to_string())}>
            <div class="eval-fill" style={format!("height: {}.{}%", share / 10, share % 10)} />
            <span class="eval-text" aria-hidden="true">{ props.text.clone() }</span>
        </div>
    }
}
