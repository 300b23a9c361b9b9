//! The first module's entry points of the parts it draws nothing of (`crate::full`): each looks
//! as the full module's does before it is opened, and asks for the full module instead.

use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct LessonsProps {
    pub on_open: Callback<()>,
}

/// The problems and lessons panel, closed (as `lessons_panel::LessonsPanel` is before it is first
/// opened): its title opens it in the full module.
#[component]
pub fn Lessons(props: &LessonsProps) -> Html {
    let onclick = props.on_open.reform(|e: MouseEvent| e.prevent_default());
    html! {
        <details class="panel lessons" data-testid="lessons">
            <summary class="panel-title" {onclick}>{ "Problems and lessons" }</summary>
        </details>
    }
}

#[derive(Properties, PartialEq)]
pub struct AnalysisProps {
    pub on_toggle: Callback<()>,
}

/// The analysis panel, off (as `analysis_panel::AnalysisPanel` is): Analyse turns it on in the
/// full module.
#[component]
pub fn Analysis(props: &AnalysisProps) -> Html {
    html! {
        <section class="panel analysis-panel off" aria-labelledby="analysis-title" data-testid="analysis">
            <div class="panel-head">
                <h2 class="panel-title" id="analysis-title">{ "Analysis" }</h2>
                <span class="analysis-depth" data-testid="analysis-depth" aria-live="off"></span>
                <button type="button" data-testid="analysis-toggle" aria-pressed="false"
                    title="The computer's best lines for the position shown, and who is better (key A)"
                    onclick={props.on_toggle.reform(|_: MouseEvent| ())}>
                    { "Analyse" }
                </button>
            </div>
        </section>
    }
}

#[derive(Properties, PartialEq)]
pub struct ReviewProps {
    pub can_review: bool,
    pub on_start: Callback<()>,
}

/// The game review panel, with no review (as `review_panel::ReviewPanel` is; a game saved with its
/// review opens in the full module): Review starts one in the full module.
#[component]
pub fn Review(props: &ReviewProps) -> Html {
    html! {
        <section class="panel review-panel" aria-labelledby="review-title" data-testid="review">
            <div class="panel-head">
                <h2 class="panel-title" id="review-title">{ "Game review" }</h2>
                <button type="button" data-testid="review-start" disabled={!props.can_review}
                    title="The computer judges every turn of the main line" onclick={props.on_start.reform(|_: MouseEvent| ())}>
                    { "Review" }
                </button>
            </div>
        </section>
    }
}
