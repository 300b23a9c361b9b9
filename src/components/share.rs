//! "Copy link": a link to the game at the move shown, for another device or another person. The
//! link is the page's own address with the game in its fragment, so it works wherever the page is
//! hosted (a sub-path included) and needs no server. Where the clipboard cannot be used, the link
//! is shown, selected, to copy by hand.

use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsValue;
use web_sys::HtmlInputElement;
use yew::prelude::*;

/// The page's address (whatever its path) with this fragment.
pub fn link(fragment: &str) -> String {
    let href = gloo::utils::window().location().href().unwrap_or_default();
    let base = href.split('#').next().unwrap_or_default();
    format!("{base}#{fragment}")
}

/// Put text on the clipboard; `done` hears whether it worked.
pub fn copy_text(text: &str, done: Callback<bool>) {
    let navigator = gloo::utils::window().navigator();
    // `navigator.clipboard` is missing outside secure contexts: calling it would throw.
    let available = js_sys::Reflect::get(&navigator, &JsValue::from_str("clipboard")).is_ok_and(|c| !c.is_undefined());
    if !available {
        done.emit(false);
        return;
    }
    let promise = navigator.clipboard().write_text(text);
    let ok = {
        let done = done.clone();
        Closure::once(move |_: JsValue| done.emit(true))
    };
    let failed = Closure::once(move |_: JsValue| done.emit(false));
    let _ = promise.then2(&ok, &failed);
    // Each is called at most once, by the browser; they are small.
    ok.forget();
    failed.forget();
}

#[derive(Properties, PartialEq)]
pub struct ShareProps {
    /// The game as a link fragment (without `#`).
    pub fragment: AttrValue,
}

/// How the last copy went.
#[derive(Clone, Copy, PartialEq)]
enum Copied {
    Not,
    Yes,
    Failed,
}

#[component]
pub fn Share(props: &ShareProps) -> Html {
    let copied = use_state(|| Copied::Not);
    let field = use_node_ref();
    let url = link(&props.fragment);
    {
        // A new position: the old feedback no longer applies.
        let copied = copied.clone();
        use_effect_with(props.fragment.clone(), move |_| copied.set(Copied::Not));
    }
    {
        let field = field.clone();
        use_effect_with(*copied, move |c| {
            if *c == Copied::Failed {
                if let Some(input) = field.cast::<HtmlInputElement>() {
                    let _ = input.focus();
                    input.select();
                }
            }
        });
    }
    let onclick = {
        let (copied, url) = (copied.clone(), url.clone());
        move |_: MouseEvent| {
            let copied = copied.clone();
            copy_text(&url, Callback::from(move |ok| copied.set(if ok { Copied::Yes } else { Copied::Failed })));
        }
    };
    let select_all = |e: FocusEvent| e.target_unchecked_into::<HtmlInputElement>().select();
    html! {
        <>
            <button type="button" data-testid="copy-link" data-link={url.clone()} {onclick}
                title="Copy a link to this game at the move shown">
                { "Copy link" }
            </button>
            <span class="share-note" role="status" aria-live="polite" data-testid="copy-link-status">
                { match *copied {
                    Copied::Yes => "Link copied.",
                    Copied::Failed => "Copy this link:",
                    Copied::Not => "",
                } }
            </span>
            if *copied == Copied::Failed {
                <input ref={field} class="mono share-url" type="text" readonly={true} value={url}
                    aria-label="Link to this game" onfocus={select_all} />
            }
        </>
    }
}
