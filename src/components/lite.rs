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
