//! Focus for what opens: a panel or a dialog puts the keyboard on its first control.

use web_sys::HtmlElement;
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
