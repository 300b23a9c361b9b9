//! The men in the players' reserves (games with drops). Picking one (a click, or the start of a
//! drag onto the board) is the first step of a drop; the turn goes on with a click on a cell, or
//! the drop of the dragged man on one. Shown only in games that have reserves.

use std::rc::Rc;

use runeboard_engine::{Step, Table};
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct ReserveTrayProps {
    /// The table whose reserves are shown.
    pub table: Rc<Table>,
    pub on_choose: Callback<Step>,
    /// The reserve man a hint suggests dropping, if any (highlighted).
    #[prop_or_default]
    pub hint: Option<Step>,
}

#[component]
pub fn ReserveTray(props: &ReserveTrayProps) -> Html {
    let entries = &props.table.reserves;
    if entries.is_empty() {
        return html! {};
    }
    let mut owners: Vec<usize> = Vec::new();
    for e in entries {
        if !owners.contains(&e.player) {
            owners.push(e.player);
        }
    }
    let groups = owners.into_iter().map(|owner| {
        let player = props.table.player(owner);
        let men = entries.iter().filter(|e| e.player == owner).map(|e| {
            let step = e.step;
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
                <button type="button"
                    class={classes!(
                        "reserve-man",
                        e.selected.then_some("selected"),
                        (e.playable && props.hint == Some(step)).then_some("hint"),
                    )}
                    data-testid="reserve-option" data-piece={step_text(step)}
                    disabled={!e.playable} aria-pressed={e.selected.to_string()} draggable={e.playable.to_string()}
                    aria-label={format!("{} in reserve: {}", e.name, e.count)} {onclick} {ondragstart}>
                    <img src={e.picture.path()} alt="" width="40" height="40" />
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
