//! A notice across the top of the page: how it opened (a link that could not be opened, a saved
//! game that had to be discarded), what became of the game left, how a lesson went. Each is of its
//! kind (information, success, warning, error), with its own look, and only an error interrupts a
//! screen reader (`role=alert`; the others are `role=status`). Dismissed with its button; gone
//! once the game changes.

use yew::prelude::*;

use crate::state::Kind;

#[derive(Properties, PartialEq)]
pub struct NoticeProps {
    pub kind: Kind,
    pub text: AttrValue,
    pub on_dismiss: Callback<()>,
}

#[component]
pub fn Notice(props: &NoticeProps) -> Html {
    let kind = props.kind;
    html! {
        <div class={classes!("notice", format!("kind-{}", kind.name()))} role={kind.role()}
            data-testid="notice" data-kind={kind.name()}>
            <span aria-hidden="true" class="notice-mark">{ kind.mark() }</span>
            <p><span class="visually-hidden">{ kind.word() }</span>{ &props.text }</p>
            <button type="button" class="quiet close" data-testid="notice-dismiss" aria-label="Dismiss the notice"
                onclick={props.on_dismiss.reform(|_: MouseEvent| ())}>{ "✕" }</button>
        </div>
    }
}
