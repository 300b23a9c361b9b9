//! "Play against the computer": which side the computer plays (none, one, or all of them for a
//! demonstration a teacher can pause and step), its level, and a hint for the player to move.

use std::rc::Rc;

use web_sys::HtmlSelectElement;
use yew::prelude::*;

use crate::state::computer::levels;
use crate::state::Opponent;

#[derive(Properties, PartialEq)]
pub struct OpponentPanelProps {
    /// The game's players' names.
    pub players: Rc<Vec<&'static str>>,
    pub opponent: Opponent,
    /// The computer plays every side.
    pub demonstration: bool,
    pub paused: bool,
    /// A hint can be asked for now (a person is to move).
    pub can_hint: bool,
    /// A hint is being looked for.
    pub hinting: bool,
    pub on_set: Callback<Opponent>,
    pub on_pause: Callback<bool>,
    pub on_step: Callback<()>,
    pub on_hint: Callback<()>,
    /// Why the hint shown is good: the mover's chance and the line expected.
    #[prop_or_default]
    pub hint_reasons: Option<AttrValue>,
}

#[component]
pub fn OpponentPanel(props: &OpponentPanelProps) -> Html {
    let players = props.players.clone();
    let all: Vec<usize> = (0..players.len()).collect();
    let sides_value = |sides: &[usize]| match sides {
        [] => "none".to_string(),
        s if s == all.as_slice() => "all".to_string(),
        s => s.iter().map(usize::to_string).collect::<Vec<_>>().join(","),
    };
    let current = sides_value(&props.opponent.sides);
    let on_sides = {
        let (on_set, opponent, all) = (props.on_set.clone(), props.opponent.clone(), all.clone());
        Callback::from(move |e: Event| {
            let value = e.target_unchecked_into::<HtmlSelectElement>().value();
            let sides = match value.as_str() {
                "none" => Vec::new(),
                "all" => all.clone(),
                v => v.split(',').filter_map(|s| s.parse().ok()).collect(),
            };
            on_set.emit(Opponent { sides, ..opponent.clone() });
        })
    };
    let on_level = {
        let (on_set, opponent) = (props.on_set.clone(), props.opponent.clone());
        Callback::from(move |e: Event| {
            let value = e.target_unchecked_into::<HtmlSelectElement>().value();
            if let Ok(level) = value.parse() {
                on_set.emit(Opponent { level, ..opponent.clone() });
            }
        })
    };
    let mut choices = vec![("none".to_string(), "Nobody".to_string())];
    choices.extend(players.iter().enumerate().map(|(i, p)| (i.to_string(), (*p).to_string())));
    if players.len() > 1 {
        choices.push(("all".to_string(), "Every side (demo)".to_string()));
    }
    let side_options = choices.into_iter().map(|(value, text)| {
        let selected = value == current;
        html! { <option {selected} {value}>{ text }</option> }
    });
    let level_options = levels().map(|(n, name)| {
        html! {
            <option value={n.to_string()} selected={n == props.opponent.level}>{ format!("{n} {name}") }</option>
        }
    });
    let paused = props.paused;

    html! {
        <section class="panel opponent" aria-labelledby="opponent-title" data-testid="opponent">
            <h2 class="panel-title" id="opponent-title">{ "Play against the computer" }</h2>
            <div class="opponent-fields">
                <label>
                    <span>{ "Computer plays" }</span>
                    <select data-testid="computer-sides" onchange={on_sides}>{ for side_options }</select>
                </label>
                <label>
                    <span>{ "Level" }</span>
                    <select data-testid="computer-level" onchange={on_level}>{ for level_options }</select>
                </label>
            </div>
            <div class="opponent-actions">
                <button type="button" data-testid="hint" disabled={!props.can_hint || props.hinting}
                    title="Show a good turn for the player to move"
                    onclick={props.on_hint.reform(|_: MouseEvent| ())}>
                    { if props.hinting { "Looking…" } else { "Hint" } }
                </button>
                if props.demonstration {
                    <button type="button" data-testid="pause" aria-pressed={paused.to_string()}
                        onclick={props.on_pause.reform(move |_: MouseEvent| !paused)}>
                        { if paused { "Resume" } else { "Pause" } }
                    </button>
                    <button type="button" data-testid="step" disabled={!paused}
                        title="Play one turn" onclick={props.on_step.reform(|_: MouseEvent| ())}>
                        { "Step" }
                    </button>
                }
            </div>
            if let Some(why) = &props.hint_reasons {
                <p class="hint-line" data-testid="hint-reasons">{ why.clone() }</p>
            }
        </section>
    }
}
