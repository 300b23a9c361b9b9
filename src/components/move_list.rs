//! The moves played so far, one numbered row per full move ("1. e4 e5"), scrolled to the end.

use std::rc::Rc;

use web_sys::Element;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct MoveListProps {
    pub moves: Rc<Vec<String>>,
    /// Full-move number of the first move and the index of the player who made it.
    pub first: (u32, usize),
    /// Number of players (moves per row).
    pub players: usize,
}

#[component]
pub fn MoveList(props: &MoveListProps) -> Html {
    let scroller = use_node_ref();
    {
        let scroller = scroller.clone();
        use_effect_with(props.moves.len(), move |_| {
            if let Some(el) = scroller.cast::<Element>() {
                el.set_scroll_top(el.scroll_height());
            }
        });
    }

    let per_row = props.players.max(1);
    let (first_number, first_player) = props.first;
    let lead = first_player.min(per_row - 1);
    let total = lead + props.moves.len();
    let count = props.moves.len();
    let rows = (0..total.div_ceil(per_row)).map(|row| {
        let number = u64::from(first_number) + row as u64;
        let slots = (0..per_row).map(|col| {
            let slot = row * per_row + col;
            match slot.checked_sub(lead).and_then(|i| props.moves.get(i).map(|m| (i, m))) {
                Some((i, m)) => html! {
                    <span class={classes!("move", (i + 1 == count).then_some("latest"))}
                        data-testid="move">{ m }</span>
                },
                None if slot < lead => {
                    html! { <span class="move skipped" aria-hidden="true">{ "…" }</span> }
                }
                None => html! {},
            }
        });
        html! {
            <li class="move-row">
                <span class="move-number">{ format!("{number}.") }</span>
                { for slots }
            </li>
        }
    });

    html! {
        <section class="panel moves-panel" aria-labelledby="moves-title">
            <h2 id="moves-title" class="panel-title">{ "Moves" }</h2>
            <div class="move-scroll" ref={scroller}>
                if props.moves.is_empty() {
                    <p class="empty-note">{ "No moves yet." }</p>
                }
                <ol class="move-list" data-testid="move-list" style={format!("--players: {per_row}")}>{ for rows }</ol>
            </div>
        </section>
    }
}
