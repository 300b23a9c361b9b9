//! The analysis panel: the engine's best lines for the position shown, each with its chance to win
//! to a tenth (or "#3": a win in three turns) and the engine's score beside it ("+0.12", as lichess
//! writes one), its turns in notation, and the depth reached. A click on a
//! turn of a line plays the line up to that turn.

use yew::prelude::*;

use crate::components::view_bar::numbered;
use crate::state::analysis::LineView;

/// The turns of a line shown (the line goes on in the worker's report).
const SHOWN: usize = 6;

#[derive(Properties, PartialEq)]
pub struct AnalysisPanelProps {
    /// Analysis is on.
    pub on: bool,
    /// The depth reached (0: none yet).
    pub depth: u32,
    /// Turn it on or off.
    pub on_toggle: Callback<()>,
    /// The lines, while it is on ([`AnalysisLines`]: the chunk of parts').
    #[prop_or_default]
    pub children: Html,
}

/// The panel's head (its title, the depth, Analyse or Stop) and, while it is on, its lines.
#[component]
pub fn AnalysisPanel(props: &AnalysisPanelProps) -> Html {
    let depth = props.depth;
    html! {
        <section class={classes!("panel", "analysis-panel", (!props.on).then_some("off"))} aria-labelledby="analysis-title" data-testid="analysis">
            <div class="panel-head">
                <h2 class="panel-title" id="analysis-title">{ "Analysis" }</h2>
                <span class="analysis-depth" data-testid="analysis-depth" aria-live="off">
                    { if depth > 0 { format!("depth {depth}") } else { String::new() } }
                </span>
                <button type="button" data-testid="analysis-toggle" aria-pressed={props.on.to_string()}
                    title="The computer's best lines for the position shown, and who is better (key A)"
                    onclick={props.on_toggle.reform(|_: MouseEvent| ())}>
                    { if props.on { "Stop" } else { "Analyse" } }
                </button>
            </div>
            if props.on {
                { props.children.clone() }
            }
        </section>
    }
}

#[derive(Properties, PartialEq, Clone)]
pub struct AnalysisLinesProps {
    /// The lines found so far (`None`: still looking).
    pub found: Option<Vec<LineView>>,
    /// Why the analysis failed, if it did.
    pub failed: Option<AttrValue>,
    /// Turns played in the position shown, the game's first turn and its number of players (to
    /// number the turns as the move list does).
    pub ply: usize,
    pub first: (u32, usize),
    pub players: usize,
    /// Turns can be played from the position shown.
    pub playable: bool,
    /// Play these turns from the position shown.
    pub on_play: Callback<Vec<String>>,
}

/// The panel's lines, while analysis is on: why it failed, "Thinking…", or the lines found.
#[component]
pub fn AnalysisLines(props: &AnalysisLinesProps) -> Html {
    if let Some(why) = &props.failed {
        return html! { <p class="panel-note" role="status">{ format!("The analysis could not run: {why}.") }</p> };
    }
    let Some(lines) = &props.found else {
        return html! { <p class="empty-note">{ "Thinking…" }</p> };
    };
    let lines = lines.iter().enumerate().map(|(n, line)| {
        let turns = line.turns.iter().take(SHOWN).enumerate().map(|(k, t)| {
            let played: Vec<String> = line.turns[..=k].to_vec();
            let onclick = props.on_play.reform(move |_: MouseEvent| played.clone());
            let text = numbered(props.ply + k, props.first, props.players, t);
            html! {
                <button type="button" class="line-turn quiet" disabled={!props.playable} {onclick}
                    title={if props.playable { "Play the line up to here (from an earlier position: as a variation)" } else { "Nothing can be played here now" }}>
                    { text }
                </button>
            }
        });
        html! {
            <li class="analysis-line" data-testid="analysis-line" data-score={line.score.to_string()}>
                <span class="line-score" data-testid="line-score">{ line.short() }</span>
                <span class="line-eval" data-testid="line-eval" title="The engine's score, in pawns">{ line.eval().unwrap_or_default() }</span>
                <span class="line-turns" aria-label={format!("Line {}", n + 1)}>{ for turns }</span>
            </li>
        }
    });
    html! { <ol class="analysis-lines">{ for lines }</ol> }
}
