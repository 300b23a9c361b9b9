//! Parts of the page kept out of its first download. Built with the feature `split`
//! (`scripts/build-page`), each part's code is moved by the `wasm-split` CLI out of the page's wasm
//! into a chunk of its own, fetched the first time the part is shown: one wasm, split, the chunks
//! sharing the main module's memory, table and functions (no second copy of anything).
//!
//! A part is a split point (`#[wasm_split(<chunk>)]`, crate `wasm_split_helpers`) returning the
//! part's drawing function: calling it loads its chunk first. [`Lazy`] draws a part: a placeholder
//! until its chunk is in, then the part (at once, once loaded: [`Part`] keeps the function).
//! Without the feature `split` (tests, the full module) a part is drawn at once, as any component.

use std::any::Any;
use std::rc::Rc;

use yew::prelude::*;

use crate::components::settings_panel::{SettingsPanel, SettingsPanelProps};

/// What draws a part, once its chunk is loaded, given its props (its own type, behind `dyn Any`:
/// [`Lazy`] is one component for every part, and its code is the main module's once).
pub type View = fn(&dyn Any) -> Html;

/// Its chunk loading, then the drawing function (`Err`: the chunk could not be loaded).
#[cfg(feature = "split")]
type Loading = std::pin::Pin<Box<dyn std::future::Future<Output = Result<View, Failed>>>>;

/// A chunk that could not be loaded (the network; its loader logged why). Not kept: the next
/// attempt fetches it again.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Failed;

#[cfg(feature = "split")]
impl From<wasm_split_helpers::SplitLoaderError> for Failed {
    fn from(_: wasm_split_helpers::SplitLoaderError) -> Self {
        Failed
    }
}

/// A part in a chunk: how to load its drawing function, and the function once loaded.
pub struct Part {
    #[cfg(feature = "split")]
    load: fn() -> Loading,
    #[cfg(feature = "split")]
    view: std::sync::OnceLock<View>,
    #[cfg(not(feature = "split"))]
    view: View,
}

impl Part {
    /// The drawing function if its chunk is already in.
    fn loaded(&self) -> Option<View> {
        #[cfg(feature = "split")]
        return self.view.get().copied();
        #[cfg(not(feature = "split"))]
        return Some(self.view);
    }

    /// Loads its chunk (once it succeeds) and gives the drawing function.
    #[cfg(feature = "split")]
    async fn load(&'static self) -> Result<View, Failed> {
        if let Some(view) = self.loaded() {
            return Ok(view);
        }
        let view = (self.load)().await?;
        Ok(*self.view.get_or_init(|| view))
    }
}

#[derive(Properties)]
pub struct LazyProps {
    pub part: &'static Part,
    pub props: Rc<dyn Any>,
}

/// The same part with the same props (the same `Rc`: new props are drawn again; the part's own
/// component then compares them).
impl PartialEq for LazyProps {
    fn eq(&self, other: &Self) -> bool {
        std::ptr::eq(self.part, other.part) && Rc::ptr_eq(&self.props, &other.props)
    }
}

/// Draws `part` with `props`: the first time, once its chunk is loaded (meanwhile an empty
/// placeholder; if it cannot be loaded, a notice with Retry).
#[component]
pub fn Lazy(props: &LazyProps) -> Html {
    let part = props.part;
    let view = use_state(|| part.loaded().ok_or(None::<Failed>));
    #[cfg(feature = "split")]
    let attempt = use_state(|| 0_u32);
    #[cfg(feature = "split")]
    {
        let view = view.clone();
        use_effect_with(*attempt, move |_| {
            if view.is_err() {
                view.set(Err(None));
                yew::platform::spawn_local(async move { view.set(part.load().await.map_err(Some)) });
            }
        });
    }
    #[cfg(feature = "split")]
    let retry = Callback::from(move |_: MouseEvent| attempt.set(*attempt + 1));
    #[cfg(not(feature = "split"))]
    let retry = Callback::noop();
    match *view {
        Ok(draw) => draw(&*props.props),
        Err(None) => html! { <div class="lazy-part" aria-busy="true" data-testid="lazy-part"></div> },
        Err(Some(Failed)) => html! {
            <div class="lazy-failed" role="alert" data-testid="lazy-failed">
                <p>{ "This part of the page could not be loaded: check the connection." }</p>
                <button type="button" onclick={retry} data-testid="lazy-retry">{ "Retry" }</button>
            </div>
        },
    }
}

/// A part: `$name(props)` draws it (through [`Lazy`]) with `$view`, whose code is in the chunk
/// `$chunk`, as is the props' downcast.
macro_rules! part {
    ($(#[$doc:meta])* $name:ident, $chunk:ident, $props:ty, $view:expr) => {
        $(#[$doc])*
        pub fn $name(props: $props) -> Html {
            const VIEW: View = |props: &dyn Any| {
                let draw: fn(&$props) -> Html = $view;
                props.downcast_ref::<$props>().map_or_else(Html::default, draw)
            };
            static PART: Part = {
                #[cfg(feature = "split")]
                #[wasm_split_helpers::wasm_split($chunk, fallible)]
                fn view() -> Result<View, Failed> {
                    Ok(VIEW)
                }
                Part {
                    #[cfg(feature = "split")]
                    load: || Box::pin(view()),
                    #[cfg(feature = "split")]
                    view: std::sync::OnceLock::new(),
                    #[cfg(not(feature = "split"))]
                    view: VIEW,
                }
            };
            html! { <Lazy part={&PART} props={Rc::new(props) as Rc<dyn Any>} /> }
        }
    };
}

part!(
    /// The settings panel ([`SettingsPanel`]).
    settings,
    settings,
    SettingsPanelProps,
    |props| html! { <SettingsPanel ..props.clone() /> }
);
