//! Parts of the page kept out of its first download. Built with the feature `split`
//! (`scripts/build-page`), each part's code is moved by the `wasm-split` CLI out of the page's wasm
//! into a chunk of its own, fetched the first time the part is shown: one wasm, split, the chunks
//! sharing the main module's memory, table and functions (no second copy of anything).
//!
//! A part is a split point (`#[wasm_split(<chunk>)]`, crate `wasm_split_helpers`) returning the
//! part's drawing function: calling it loads its chunk first. [`Lazy`] draws a part: a placeholder
//! until its chunk is in, then the part (at once, once loaded: [`Part`] keeps the function).
//! Without the feature `split` (tests, the full module) a part is drawn at once, as any component.

use yew::prelude::*;

use crate::components::settings_panel::{SettingsPanel, SettingsPanelProps};

/// What draws a part, once its chunk is loaded.
pub type View<P> = fn(P) -> Html;

/// Its chunk loading, then the drawing function (`Err`: the chunk could not be loaded).
#[cfg(feature = "split")]
type Loading<P> = std::pin::Pin<Box<dyn std::future::Future<Output = Result<View<P>, Failed>>>>;

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
pub struct Part<P: 'static> {
    #[cfg(feature = "split")]
    load: fn() -> Loading<P>,
    #[cfg(feature = "split")]
    view: std::sync::OnceLock<View<P>>,
    #[cfg(not(feature = "split"))]
    view: View<P>,
}

impl<P: 'static> Part<P> {
    /// The drawing function if its chunk is already in.
    fn loaded(&self) -> Option<View<P>> {
        #[cfg(feature = "split")]
        return self.view.get().copied();
        #[cfg(not(feature = "split"))]
        return Some(self.view);
    }

    /// Loads its chunk (once it succeeds) and gives the drawing function.
    #[cfg(feature = "split")]
    async fn load(&'static self) -> Result<View<P>, Failed> {
        if let Some(view) = self.loaded() {
            return Ok(view);
        }
        let view = (self.load)().await?;
        Ok(*self.view.get_or_init(|| view))
    }
}

/// The same part: the same static.
impl<P> PartialEq for Part<P> {
    fn eq(&self, other: &Self) -> bool {
        std::ptr::eq(self, other)
    }
}

#[derive(Properties, PartialEq)]
pub struct LazyProps<P: PartialEq + 'static> {
    pub part: &'static Part<P>,
    pub props: P,
}

/// Draws `part` with `props`: the first time, once its chunk is loaded (meanwhile an empty
/// placeholder; if it cannot be loaded, a notice with Retry).
#[component]
pub fn Lazy<P: PartialEq + Clone + 'static>(props: &LazyProps<P>) -> Html {
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
        Ok(draw) => draw(props.props.clone()),
        Err(None) => html! { <div class="lazy-part" aria-busy="true" data-testid="lazy-part"></div> },
        Err(Some(Failed)) => html! {
            <div class="lazy-failed" role="alert" data-testid="lazy-failed">
                <p>{ "This part of the page could not be loaded: check the connection." }</p>
                <button type="button" onclick={retry} data-testid="lazy-retry">{ "Retry" }</button>
            </div>
        },
    }
}

/// A part: `$name`, a [`Part`] drawn by `$view`, whose code is in the chunk `$chunk`.
macro_rules! part {
    ($(#[$doc:meta])* $name:ident, $chunk:ident, $props:ty, $view:expr) => {
        $(#[$doc])*
        pub static $name: Part<$props> = {
            #[cfg(feature = "split")]
            #[wasm_split_helpers::wasm_split($chunk, fallible)]
            fn $chunk() -> Result<View<$props>, Failed> {
                Ok($view)
            }
            Part {
                #[cfg(feature = "split")]
                load: || Box::pin($chunk()),
                #[cfg(feature = "split")]
                view: std::sync::OnceLock::new(),
                #[cfg(not(feature = "split"))]
                view: $view,
            }
        };
    };
}

part!(
    /// The settings panel ([`SettingsPanel`]).
    SETTINGS,
    settings,
    SettingsPanelProps,
    |props| html! { <SettingsPanel ..props /> }
);
