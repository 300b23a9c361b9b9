//! Whether an element is in view or about to come into view, in its scrolling box: for what is
//! costly to draw and may never be seen (the Rules panel's move diagrams, most of its drawing).
//! Once near, it stays so: what was drawn is kept.

use wasm_bindgen::{closure::Closure, JsCast};
use web_sys::{Element, IntersectionObserver, IntersectionObserverEntry, IntersectionObserverInit};
use yew::prelude::*;

/// How far below or above its box's view an element counts as near, so that it is drawn before
/// it is scrolled into sight.
const AHEAD: &str = "300px 0px";

/// True once the element of `node` is within [`AHEAD`] of the view of its nearest ancestor
/// matching `within` (the viewport without one). Without an `IntersectionObserver`, true at once.
#[hook]
pub fn use_near_view(node: NodeRef, within: &'static str) -> bool {
    let near = use_state_eq(|| false);
    {
        let near = near.clone();
        use_effect_with(node, move |node| {
            let watching = node.cast::<Element>().and_then(|el| {
                let root = el.closest(within).ok().flatten();
                let seen = near.clone();
                let on_change = Closure::<dyn Fn(js_sys::Array)>::new(move |entries: js_sys::Array| {
                    if entries.iter().any(|e| e.unchecked_into::<IntersectionObserverEntry>().is_intersecting()) {
                        seen.set(true);
                    }
                });
                let init = IntersectionObserverInit::new();
                init.set_root(root.as_ref());
                init.set_root_margin(AHEAD);
                let observer =
                    IntersectionObserver::new_with_options(on_change.as_ref().unchecked_ref(), &init).ok()?;
                observer.observe(&el);
                Some((observer, on_change))
            });
            if watching.is_none() {
                near.set(true);
            }
            move || {
                if let Some((observer, _on_change)) = watching {
                    observer.disconnect();
                }
            }
        });
    }
    *near
}
