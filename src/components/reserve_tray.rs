//! The men in the players' reserves (games with drops). Picking one (a click, or the start of a
//! drag onto the board) is the first step of a drop; the turn goes on with a click on a cell, or
//! the drop of the dragged man on one. Shown only in games that have reserves.

use runeboard_engine::Step;
use yew::prelude::*;

/// One kind of man in one player's reserve.
#[derive(Clone, Debug, PartialEq)]
pub struct ReserveEntry {
    pub player: String,
    pub kind: char,
    pub count: u8,
    /// The player to move may drop it now.
    pub playable: bool,
    /// It is picked as the first step of the turn under construction.
    pub selected: bool,
    pub image: String,
    pub name: String,
}

#[derive(Properties, PartialEq)]
pub struct ReserveTrayProps {
    pub entries: Vec<ReserveEntry>,
    pub on_choose: Callback<Step>,
}

#[component]
pub fn ReserveTray(props: &ReserveTrayProps) -> Html {
    if props.entries.is_empty() {
        return html! {};
    }
    let mut players: Vec<&str> = Vec::new();
    for e in &props.entries {
        if !players.contains(&e.player.as_str()) {
            players.push(&e.player);
        }
    }
    let groups = players.into_iter().map(|player| {
        let men = props.entries.iter().filter(|e| e.player == player).map(|e| {
            let step = Step::Reserve(e.kind);
            let onclick = props.on_choose.reform(move |_: MouseEvent| step);
            let ondragstart = props.on_choose.reform(move |e: DragEvent| {
                if let Some(dt) = e.data_transfer() {
                    dt.set_effect_allowed("move");
                    // Some browsers start a drag only when it carries data.
                    let _ = dt.set_data("text/plain", &step_text(step));
                }
                step
            });
            html! {
                <button type="button" class={classes!("reserve-man", e.selected.then_some("selected"))}
                    data-testid="reserve-option" data-piece={e.kind.to_string()}
                    disabled={!e.playable} aria-pressed={e.selected.to_string()} draggable={e.playable.to_string()}
                    aria-label={format!("{} in reserve: {}", e.name, e.count)} {onclick} {ondragstart}>
                    <img src={format!("pieces/{}.svg", e.image)} alt="" width="40" height="40" />
                    <span class="count" aria-hidden="true">{ e.count }</span>
                </button>
            }
        });
        html! {
            <div class="reserve-group" role="group" aria-label={format!("{player}'s reserve")}>
                <span class="reserve-owner">{ player }</span>
                { for men }
            </div>
        }
    });
    html! {
        <div class="reserve-tray" data-testid="reserve">{ for groups }</div>
    }
}

fn step_text(step: Step) -> String {
    match step {
        Step::Reserve(k) => k.to_string(),
        other => format!("{other:?}"),
    }
}
