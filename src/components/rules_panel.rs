//! The rules of the game in progress, with a legend of the pieces: beside the board on a wide
//! screen (in place of the side column), a sheet over the lower part of the screen on a phone.
//! Not modal and never dimming: the board stays playable while the rules are read.

use runeboard_engine::GameId;
use web_sys::HtmlElement;
use yew::prelude::*;

use crate::components::move_diagram::MoveDiagram;
use crate::rules_text::{diagrams_for, rules_for, Section, HOW_TO_PLAY};

#[derive(Properties, PartialEq)]
pub struct RulesPanelProps {
    pub game: GameId,
    pub on_close: Callback<()>,
}

fn section(s: &Section) -> Html {
    html! {
        <section class="rules-section">
            <h3>{ s.heading }</h3>
            { for s.paragraphs.iter().map(|p| html! { <p>{ *p }</p> }) }
        </section>
    }
}

#[component]
pub fn RulesPanel(props: &RulesPanelProps) -> Html {
    let close_ref = use_node_ref();
    {
        let close_ref = close_ref.clone();
        use_effect_with((), move |_| {
            if let Some(b) = close_ref.cast::<HtmlElement>() {
                let _ = b.focus();
            }
        });
    }
    let on_close = props.on_close.reform(|_: MouseEvent| {
        // Give the focus back to the button that opened the panel.
        if let Ok(Some(el)) = gloo::utils::document().query_selector("[data-testid=\"rules\"]") {
            if let Ok(el) = wasm_bindgen::JsCast::dyn_into::<HtmlElement>(el) {
                let _ = el.focus();
            }
        }
    });

    let rules = rules_for(props.game);
    let body = html! {
            <>
                <p class="credit">{ rules.credit }</p>
                { for rules.intro.iter().map(|p| html! { <p>{ *p }</p> }) }
                <h3>{ "The pieces" }</h3>
                <ul class="legend">
                    { for rules.pieces.iter().map(|p| html! {
                        <li>
                            <img src={p.picture.path()} alt="" width="48" height="48" />
                            <div>
                                <strong>{ p.name }</strong>
                                <p>{ p.moves }</p>
                                { for diagrams_for(props.game, p.name).map(|d| html! { <MoveDiagram diagram={d} /> }) }
                            </div>
                        </li>
                    }) }
                </ul>
                { for rules.sections.iter().map(section) }
            </>
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
