//! A notice across the top of the page about how it opened: a link that could not be opened, a
//! saved game that had to be discarded. Dismissed with its button; gone once the game changes.

use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct NoticeProps {
    pub text: AttrValue,
    pub on_dismiss: Callback<()>,
}

#[component]
pub fn Notice(props: &NoticeProps) -> Html {
    html! {
        <div class="notice" role="alert" data-testid="notice">
            <span aria-hidden="true" class="notice-mark">{ "!" }</span>
            <p>{ &props.text }</p>
            <button type="button" class="quiet close" data-testid="notice-dismiss" aria-label="Dismiss the notice"
                onclick={props.on_dismiss.reform(|_: MouseEvent| ())}>{ "✕" }</button>
        </div>
    }
}
