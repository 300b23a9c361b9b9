//! On a phone or a narrow window, the turns of the line played in a strip right under the board, as
//! lichess's mobile board shows them: one row across ("1. e4 e5 2. Nf3"), scrolled so the turn
//! shown stays in sight, with ◀ ▶ beside it. Each turn shows the position after it. (The whole move
//! list, with its variations, comments and tools, stays in the side column, further down; the
//! style sheet hides the strip where that list is beside the board.) It takes the move list's
//! properties: the live line is the path `live`.

use web_sys::Element;
use yew::prelude::*;

use crate::components::move_list::{keep_shown_in_sight, MoveListProps};
use crate::components::view_bar::{nav_button, turn_label, turn_number};
use crate::state::{LineAction, ViewTo};

#[component]
pub fn MoveStrip(props: &MoveListProps) -> Html {
    let scroller = use_node_ref();
    {
        let scroller = scroller.clone();
        let deps = (props.tree.clone(), props.shown.clone(), props.live.len(), props.viewing);
        use_effect_with(deps, move |(_, _, _, viewing)| {
            if let Some(el) = scroller.cast::<Element>() {
                keep_shown_in_sight(&el, *viewing, true);
            }
        });
    }
    // The live line (the turn shown is on it: a turn of another line makes that line the live one).
    let line = if props.live.starts_with(&props.shown) { &props.live } else { &props.shown };
    let turns = (1..=line.len()).filter_map(|n| {
        let path = &line[..n];
        let node = props.tree.node(path)?;
        let seat = turn_number(n - 1, props.first, props.players).1;
        let number = (seat == 0 || n == 1).then(|| turn_label(n - 1, props.first, props.players));
        let shown = props.shown == path;
        let class = classes!("move", shown.then_some(if props.viewing { "viewed" } else { "latest" }));
        let to = path.to_vec();
        let onclick = props.on_line.reform(move |_: MouseEvent| LineAction::Show(to.clone()));
        Some(html! {
            <>
                if let Some(number) = number {
                    <span class="move-number">{ number }</span>
                }
                <button type="button" {class} data-testid="strip-move" aria-current={shown.then_some("step")} {onclick}>
                    { &node.turn }
                </button>
            </>
        })
    });
    let at_start = props.shown.is_empty();
    html! {
        <div class="move-strip" data-testid="move-strip" role="group" aria-label="Turns played">
            { nav_button(ViewTo::Back, "strip-back", at_start, &props.on_view) }
            <div class="strip-scroll move-list" ref={scroller}>
                if line.is_empty() {
                    <span class="empty-note">{ "No moves yet." }</span>
                }
                { for turns }
            </div>
            { nav_button(ViewTo::Forward, "strip-forward", !props.viewing, &props.on_view) }
        </div>
    }
}
