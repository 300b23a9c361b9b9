//! The rules of the game in progress, with a legend of the pieces: beside the board on a wide
//! screen (in place of the side column), a sheet over the lower part of the screen on a phone.
//! Not modal and never dimming: the board stays playable while the rules are read. The game's
//! rules text is fetched when the panel first shows it ([`crate::teach`]).

use runeboard_engine::GameId;
use web_sys::HtmlElement;
use yew::prelude::*;

use runeboard_engine::rules::{Rules, Section};

use crate::components::focus::use_autofocus;
use crate::components::move_diagram::MoveDiagram;
use crate::model::settings::RuneSet;

#[derive(Properties, PartialEq, Clone)]
pub struct RulesPanelProps {
    pub game: GameId,
    pub on_close: Callback<()>,
    /// The pictures chosen for Odin's Rune Chess's men.
    #[prop_or_default]
    pub rune_set: RuneSet,
}

/// How to move in Runeboard: the same for every game.
pub const HOW_TO_PLAY: Section = Section {
    heading: "Playing here",
    paragraphs: &[
        "Click or tap one of your men, then one of the marked cells: a dot is a move to an empty \
         cell, a ring is a capture. Click the man again, or press Escape, to put it back down. \
         When a pawn promotes, a window asks which piece it becomes. \
         In games with reserves, click a man in the tray or drag it onto the board.",
        "Keyboard: Tab brings you to the board, the arrow keys move between cells, Enter or Space \
         picks a man and moves it, Escape cancels. Ctrl+Z undoes a move and Ctrl+Y redoes it.",
        "Flip board (or the F key) turns the board round so Black plays up the screen. The Position \
         box shows the position as text; paste one there to set up a position.",
        "Against the computer, you may plan your next move while it thinks (a premove): pick one of \
         your men and a cell, drawn in dark blue; it is played the moment the computer has played, \
         if it is legal then. A click elsewhere, a right click or Escape cancels it.",
        "Click a move in the list, or press the left and right arrows (Home and End for the start \
         and the latest move), to look at the position after it; Back to live returns to the game. \
         Each game is saved in this browser as you play, one per game. Copy link gives a link to \
         the game at the move shown; Export and Import keep a game as a text file. A move played \
         while an earlier position is shown starts a variation; the move list keeps every line.",
        "Drawing: a right-button drag from cell to cell draws an arrow, a right click a circle \
         (hold Shift for red, Alt for blue, both for yellow). On a touch screen, turn the Pen on \
         and tap or drag. From the keyboard, press D on one cell and then on another. A click, \
         Escape or Clear drawings wipes them; they stay with the position and go with its link. \
         Present shows the board alone, full screen, for a class.",
    ],
};

fn section(s: &Section) -> Html {
    html! {
        <section class="rules-section">
            <h3>{ s.heading }</h3>
            { for s.paragraphs.iter().map(|p| html! { <p>{ *p }</p> }) }
        </section>
    }
}

/// A game's rules: its credit, what it is, its pieces with their move diagrams, its sections.
fn rules_body(rules: &'static Rules, rune_set: RuneSet) -> Html {
    html! {
            <>
                <p class="credit">{ rules.credit }</p>
                { for rules.intro.iter().map(|p| html! { <p>{ *p }</p> }) }
                <h3>{ "The pieces" }</h3>
                <ul class="legend">
                    { for rules.pieces.iter().map(|p| html! {
                        <li>
                            <img src={rune_set.picture(p.picture).path()} alt="" width="48" height="48" />
                            <div>
                                <strong>{ p.name }</strong>
                                <p>{ p.moves }</p>
                                { for rules.diagrams.iter().filter(|d| d.piece == p.name).map(|d| html! { <MoveDiagram diagram={d} {rune_set} /> }) }
                            </div>
                        </li>
                    }) }
                </ul>
                { for rules.sections.iter().map(section) }
            </>
    }
}

#[component]
pub fn RulesPanel(props: &RulesPanelProps) -> Html {
    let close_ref = use_autofocus();
    let on_close = props.on_close.reform(|_: MouseEvent| {
        // Give the focus back to the button that opened the panel.
        if let Ok(Some(el)) = gloo::utils::document().query_selector("[data-testid=\"rules\"]") {
            if let Ok(el) = wasm_bindgen::JsCast::dyn_into::<HtmlElement>(el) {
                let _ = el.focus();
            }
        }
    });

    // The rules of which game, once fetched (or not).
    let fetched = use_state(|| crate::model::teaching::loaded(props.game).map(|r| (props.game, Some(r))));
    {
        let fetched = fetched.clone();
        use_effect_with(props.game, move |&game| {
            if crate::model::teaching::loaded(game).is_none() {
                yew::platform::spawn_local(async move {
                    let rules = crate::teach::fetch(game).await;
                    fetched.set(Some((game, rules)));
                });
            }
        });
    }
    let rules: Option<Option<&'static Rules>> = match *fetched {
        Some((game, r)) if game == props.game => Some(r),
        _ => crate::model::teaching::loaded(props.game).map(Some),
    };
    let body = match rules {
        None => html! { <p class="rules-loading" data-testid="rules-loading">{ "Loading the rules…" }</p> },
        Some(None) => html! {
            <p class="rules-failed" data-testid="rules-failed">
                { "The rules could not be loaded: check the connection, then open them again." }
            </p>
        },
        Some(Some(rules)) => rules_body(rules, props.rune_set),
    };

    html! {
        <section class="rules-panel" aria-labelledby="rules-title" data-testid="rules-panel">
                <div class="sheet-head">
                    <h2 id="rules-title">{ format!("Rules of {}", props.game.name()) }</h2>
                    <button type="button" class="quiet close" ref={close_ref}
                        data-testid="rules-close" aria-label="Close the rules" onclick={on_close}>
                        { "✕" }
                    </button>
                </div>
                // Focusable, so the keyboard can scroll the rules.
                <div class="sheet-body" tabindex="0">
                    { body }
                    { section(&HOW_TO_PLAY) }
                </div>
        </section>
    }
}
