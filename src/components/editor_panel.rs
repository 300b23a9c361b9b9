//! The position editor's controls, under the board while a position is set up: the palette (every
//! man of the game, army by army, and the eraser), the player to move, the reserves (games with
//! drops), what the engine says of the position, and Play from here / Clear / Start position /
//! Cancel. A click on a cell puts the chosen man there.

use std::rc::Rc;

use yew::prelude::*;

use crate::model::settings::RuneSet;
use crate::state::{EditAction, Editing, Tool};

#[derive(Properties, PartialEq, Clone)]
pub struct EditorPanelProps {
    pub editing: Editing,
    /// The game's players, first to move first.
    pub players: Rc<Vec<&'static str>>,
    pub on_action: Callback<EditAction>,
    /// The pictures chosen for Odin's Rune Chess's men.
    #[prop_or_default]
    pub rune_set: RuneSet,
}

#[component]
pub fn EditorPanel(props: &EditorPanelProps) -> Html {
    let e = &props.editing;
    let act = |a: EditAction| props.on_action.reform(move |_: MouseEvent| a);
    let mut armies: Vec<u8> = e.palette.iter().map(|f| f.army).collect();
    armies.dedup();
    let rows = armies.into_iter().map(|army| {
        let men = e.palette.iter().filter(|f| f.army == army).map(|f| {
            let tool = Tool::Put(f.kind, f.army);
            let pressed = e.tool == tool;
            html! {
                <button type="button" class={classes!("palette-man", pressed.then_some("selected"))}
                    aria-pressed={pressed.to_string()} aria-label={f.name.clone()} title={f.name.clone()}
                    data-testid="palette-man" data-piece={format!("{}{}", f.kind, f.army)}
                    onclick={act(EditAction::Tool(tool))}>
                    <img src={props.rune_set.picture(f.picture).path()} alt="" width="36" height="36" />
                </button>
            }
        });
        html! { <div class="palette-row">{ for men }</div> }
    });
    let erasing = e.tool == Tool::Erase;
    let to_move = props.players.iter().enumerate().map(|(i, name)| {
        let pressed = e.setup.to_move == i;
        html! {
            <button type="button" class={classes!("quiet", pressed.then_some("selected"))}
                aria-pressed={pressed.to_string()} data-testid="setup-to-move" data-player={i.to_string()}
                onclick={act(EditAction::ToMove(i))}>{ *name }</button>
        }
    });
    let reserves = e.reservable.iter().map(|r| {
        let (player, kind, max) = (r.player, r.kind, r.count);
        let held = e.setup.held(player, kind);
        let owner = props.players.get(player).copied().unwrap_or("");
        html! {
            <div class="setup-reserve" data-testid="setup-reserve" data-player={player.to_string()} data-kind={kind.to_string()}>
                <img src={props.rune_set.picture(r.picture).path()} alt="" width="28" height="28" />
                <span class="setup-reserve-name">{ crate::state::capitalise(&r.name) }</span>
                <button type="button" class="quiet step" aria-label={format!("One {} fewer in {owner}'s reserve", r.name)}
                    disabled={held == 0} onclick={act(EditAction::Hold(player, kind, held.saturating_sub(1)))}>{ "−" }</button>
                <output class="count" aria-label={format!("{} in {owner}'s reserve", r.name)}>{ held }</output>
                <button type="button" class="quiet step" aria-label={format!("One {} more in {owner}'s reserve", r.name)}
                    disabled={held >= max} onclick={act(EditAction::Hold(player, kind, held.saturating_add(1)))}>{ "+" }</button>
            </div>
        }
    });
    let (verdict_class, verdict) = match &e.verdict {
        Ok(_) => ("ok", "The rules accept this position.".to_string()),
        Err(why) => ("error", format!("Not playable. {}.", why.trim_end_matches('.'))),
    };
    html! {
        <section class="panel editor-panel" data-testid="editor" aria-labelledby="editor-title">
            <h2 id="editor-title" class="panel-title">{ "Set up a position" }</h2>
            <p class="panel-note">{ "Choose a man, then click cells to put it there (click it again to take it off)." }</p>
            <div class="palette" role="group" aria-label="Men to put on the board">
                { for rows }
                <button type="button" class={classes!("quiet", "eraser", erasing.then_some("selected"))}
                    aria-pressed={erasing.to_string()} data-testid="eraser" onclick={act(EditAction::Tool(Tool::Erase))}>
                    { "Take off" }
                </button>
            </div>
            <div class="setup-row" role="group" aria-label="To move">
                <span class="field-label">{ "To move:" }</span>
                { for to_move }
            </div>
            if !e.reservable.is_empty() {
                <div class="setup-reserves" role="group" aria-label="Reserves">{ for reserves }</div>
            }
            <p class={classes!("setup-verdict", verdict_class)} data-testid="setup-verdict" role="status">{ verdict }</p>
            <div class="setup-row">
                <button type="button" data-testid="setup-play" disabled={e.verdict.is_err()}
                    onclick={act(EditAction::Play)}>{ "Play from here" }</button>
                <button type="button" class="quiet" data-testid="setup-clear" onclick={act(EditAction::Clear)}>{ "Clear board" }</button>
                <button type="button" class="quiet" data-testid="setup-start" onclick={act(EditAction::Start)}>{ "Start position" }</button>
                <button type="button" class="quiet" data-testid="setup-cancel" onclick={act(EditAction::Cancel)}>{ "Cancel" }</button>
            </div>
        </section>
    }
}
