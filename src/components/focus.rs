//! Focus for what opens: a panel or a dialog puts the keyboard on its first control.

use web_sys::{HtmlElement, KeyboardEvent};
use yew::prelude::*;

/// A node ref whose element takes the keyboard focus when the component first shows.
#[hook]
pub fn use_autofocus() -> NodeRef {
    let node = use_node_ref();
    {
        let node = node.clone();
        use_effect_with((), move |_| {
            if let Some(el) = node.cast::<HtmlElement>() {
                let _ = el.focus();
            }
        });
    }
    node
}

/// A dialog's way out: closing it (then giving the keyboard back to what opened it, `refocus`),
/// and its Escape key, which closes it without reaching the page's own shortcuts.
pub fn dialog_close(on_close: &Callback<()>, refocus: impl Fn() + 'static) -> (Callback<()>, Callback<KeyboardEvent>) {
    let on_close = on_close.clone();
    let close = Callback::from(move |()| {
        on_close.emit(());
        refocus();
    });
    let escape = {
        let close = close.clone();
        Callback::from(move |e: KeyboardEvent| {
            if e.key() == "Escape" {
                e.stop_propagation();
                close.emit(());
            }
        })
    };
    (close, escape)
}
