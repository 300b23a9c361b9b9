//! Parts of the page kept out of its first download. Built with the feature `split`
//! (`scripts/build-page`), their code is moved by the `wasm-split` CLI out of the page's wasm into
//! one chunk, `parts`, fetched the first time one of them is shown: one wasm, split, the chunk
//! sharing the main module's memory, table and functions (no second copy of anything). Their style
//! comes with it: `assets/parts.css`, which the chunk's loader (`scripts/build-page`) fetches
//! alongside and waits for, so no part is drawn unstyled (a part's rules go there, the page's in
//! `assets/style.css`).
//!
//! The chunk's one split point (`#[wasm_split(parts)]`, crate `wasm_split_helpers`) returns the
//! table of its drawing functions ([`Views`]); calling it loads the chunk first. [`Lazy`] draws a
//! part: a placeholder until the chunk is in, then the part (at once, once loaded: the table is
//! kept). Without the feature `split` (tests, `cargo run`) a part is drawn at once, as any
//! component. A new part: a field of [`Views`], its drawing in [`views`], a function here that
//! draws it (the one split point costs the main module about 1 KB; each part only its field), and
//! its style in `assets/parts.css`.

use std::any::Any;
use std::rc::Rc;

use yew::prelude::*;

use crate::components::analysis_panel::{AnalysisLines, AnalysisLinesProps};
use crate::components::editor_panel::{EditorPanel, EditorPanelProps};
use crate::components::eval_bar::EvalBar;
use crate::components::puzzles_panel::{PuzzlesBody, PuzzlesBodyProps};
use crate::components::record_dialogs::{ExportDialog, ExportProps, ImportDialog, ImportProps, StateRef};
use crate::components::review_panel::{ReviewBody, ReviewBodyProps};
use crate::components::rules_panel::{RulesPanel, RulesPanelProps};
use crate::components::settings_panel::{SettingsPanel, SettingsPanelProps};
use crate::components::studies_panel::{StudiesBody, StudiesBodyProps, StudyWords};
use crate::components::study_print::StudyPrint;
use crate::state::analysis::Analysed;
use crate::state::{Action, AnalysisAction};

/// What draws a part, once its chunk is loaded, given its props (its own type, behind `dyn Any`:
/// [`Lazy`] is one component for every part, and its code is the main module's once).
pub type View = fn(&dyn Any) -> Html;

/// The chunk's drawing functions, one per part.
#[derive(Clone, Copy)]
pub struct Views {
    settings: View,
    rules: View,
    export: View,
    import: View,
    editor: View,
    analysis: View,
    eval_bar: View,
    review: View,
    puzzles: View,
    studies: View,
    study_words: View,
    study_print: View,
    /// The reducers of the parts ([`crate::state::chunk`]).
    #[cfg_attr(not(feature = "split"), allow(dead_code))]
    reducers: crate::state::chunk::Reducers,
}

/// A part's drawing function from its own props' type.
macro_rules! view {
    ($props:ty, $draw:expr) => {
        |props: &dyn Any| {
            let draw: fn(&$props) -> Html = $draw;
            props.downcast_ref::<$props>().map_or_else(Html::default, draw)
        }
    };
}

/// A part drawn from the page's state, its props worked out by the chunk's code: the state,
/// whether the board is turned, how many times a panel's title was clicked (the Puzzles and
/// Studies panels), and what chooses another game (a study's chapter of another game).
#[derive(Clone, PartialEq)]
pub struct Page {
    pub state: StateRef,
    pub flipped: bool,
    pub asked: u32,
    pub on_select: Callback<runeboard_engine::GameId>,
    /// What the page shows of the analysis (worked out by the chunk: `State::analysed`).
    pub analysed: Rc<Analysed>,
    /// Turns can be played from the position shown (a line of the analysis).
    pub playable: bool,
}

/// The page's actions, from the page's state.
fn send(state: &StateRef) -> Callback<Action> {
    state.0.dispatcher().to_callback()
}

/// The table (reached only from the split point when built with `split`: its code is the chunk's).
fn views() -> Views {
    Views {
        settings: view!(SettingsPanelProps, |p| html! { <SettingsPanel ..p.clone() /> }),
        rules: view!(RulesPanelProps, |p| html! { <RulesPanel ..p.clone() /> }),
        export: view!(ExportProps, |p| html! { <ExportDialog ..p.clone() /> }),
        import: view!(ImportProps, |p| html! { <ImportDialog ..p.clone() /> }),
        editor: view!(EditorPanelProps, |p| html! { <EditorPanel ..p.clone() /> }),
        analysis: view!(Page, |p| {
            let (s, a) = (&p.state.0, &p.analysed);
            let live = &s.table;
            let props = AnalysisLinesProps {
                found: a.found.as_ref().map(|(_, lines)| lines.clone()),
                failed: a.failed.clone(),
                ply: s.viewing.as_ref().map_or(live.moves.len(), |v| v.ply),
                first: live.first_turn,
                players: live.players.len(),
                playable: p.playable,
                on_play: send(&p.state).reform(|turns| Action::Analysis(AnalysisAction::Play(turns))),
            };
            html! { <AnalysisLines ..props /> }
        }),
        eval_bar: view!(Page, |p| {
            let a = &p.analysed;
            let bottom = usize::from(p.flipped);
            html! { <EvalBar chance={a.chance} text={a.text.clone()} label={a.label.clone()} {bottom} /> }
        }),
        review: view!(Page, |p| html! { <ReviewBody ..ReviewBodyProps::of(&p.state.0, send(&p.state)) /> }),
        puzzles: view!(Page, |p| {
            let props = PuzzlesBodyProps::of(&p.state.0, send(&p.state).reform(Action::Puzzle), p.asked);
            html! { <PuzzlesBody ..props /> }
        }),
        studies: view!(Page, |p| {
            let props = StudiesBodyProps::of(&p.state.0, &send(&p.state), p.on_select.clone(), p.asked);
            html! { <StudiesBody ..props /> }
        }),
        study_words: view!(Page, |p| {
            let s = &p.state.0;
            let words = s.study_words().map(AttrValue::from);
            s.study.clone().map_or_else(Html::default, |studying| html! { <StudyWords {studying} {words} /> })
        }),
        study_print: view!(Page, |p| {
            let (s, flipped) = (&p.state.0, p.flipped);
            let rune_set = s.settings.rune_set;
            let print = |st: &crate::state::Studying| html! { <StudyPrint study={st.study.clone()} chapter={st.chapter} {flipped} {rune_set} /> };
            s.study.as_ref().map_or_else(Html::default, print)
        }),
        reducers: crate::state::chunk::Reducers::of_the_chunk(),
    }
}

/// The chunk that could not be loaded (the network; its loader logged why). Not kept: the next
/// attempt fetches it again.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Failed;

#[cfg(feature = "split")]
impl From<wasm_split_helpers::SplitLoaderError> for Failed {
    fn from(_: wasm_split_helpers::SplitLoaderError) -> Self {
        Failed
    }
}

/// The split point: calling it loads the chunk `parts`.
#[cfg(feature = "split")]
#[wasm_split_helpers::wasm_split(parts, fallible)]
fn parts() -> Result<Views, Failed> {
    Ok(views())
}

#[cfg(feature = "split")]
static LOADED: std::sync::OnceLock<Views> = std::sync::OnceLock::new();

/// The table, if the chunk is in (always, without `split`).
fn loaded() -> Option<Views> {
    #[cfg(feature = "split")]
    return LOADED.get().copied();
    #[cfg(not(feature = "split"))]
    return Some(views());
}

/// Loads the chunk (once it succeeds) and gives the table.
#[cfg(feature = "split")]
async fn load() -> Result<Views, Failed> {
    if let Some(views) = loaded() {
        return Ok(views);
    }
    let views = parts().await?;
    // Every game's chunk too (the games' code is mostly in chunks the parts share with them, which the
    // studies' replay of any game's chapter needs): a part may open a chapter of any game at once.
    crate::games::load().await.map_err(|_| Failed)?;
    crate::state::chunk::loaded(views.reducers);
    Ok(*LOADED.get_or_init(|| views))
}

/// Loads the chunk of parts (once it succeeds; at once without the split): for the reducer's
/// actions asked for before it was in (`Effect::Parts`).
pub async fn load_parts() -> Result<(), Failed> {
    #[cfg(feature = "split")]
    load().await?;
    Ok(())
}

/// Loads the chunk of parts ahead of a click once the service worker has it in its cache
/// (assets/pwa.js says so: `data-chunks="cached"` on the document, or the event
/// `runeboard-chunks-cached`), so that a part opens at once: nothing comes over the network for it
/// (without a service worker, nothing is loaded before it is needed). Used once, by the App.
#[hook]
pub fn use_warm() {
    use_effect_with((), |_| {
        #[cfg(feature = "split")]
        let listener = {
            let warm = || {
                yew::platform::spawn_local(async {
                    let _ = load().await;
                })
            };
            let cached = gloo::utils::document().document_element().is_some_and(|e| e.has_attribute("data-chunks"));
            if cached {
                warm();
                None
            } else {
                Some(gloo::events::EventListener::once(&gloo::utils::window(), "runeboard-chunks-cached", move |_| {
                    warm()
                }))
            }
        };
        move || {
            #[cfg(feature = "split")]
            drop(listener);
        }
    });
}

/// A part: which of the table's functions draws it.
pub struct Part {
    pick: fn(&Views) -> View,
}

impl Part {
    /// The drawing function if the chunk is already in.
    fn loaded(&self) -> Option<View> {
        loaded().map(|v| (self.pick)(&v))
    }

    /// Loads the chunk (once it succeeds) and gives the drawing function.
    #[cfg(feature = "split")]
    async fn load(&self) -> Result<View, Failed> {
        Ok((self.pick)(&load().await?))
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

/// A part: `$name(props)` draws it (through [`Lazy`]) with the table's `$field`.
macro_rules! part {
    ($(#[$doc:meta])* $name:ident, $field:ident, $props:ty) => {
        $(#[$doc])*
        pub fn $name(props: $props) -> Html {
            static PART: Part = Part { pick: |v| v.$field };
            html! { <Lazy part={&PART} props={Rc::new(props) as Rc<dyn Any>} /> }
        }
    };
}

part!(
    /// The settings panel ([`SettingsPanel`]).
    settings,
    settings,
    SettingsPanelProps
);
part!(
    /// The rules panel ([`RulesPanel`]).
    rules,
    rules,
    RulesPanelProps
);
part!(
    /// The Export dialog ([`ExportDialog`]).
    export,
    export,
    ExportProps
);
part!(
    /// The Import dialog ([`ImportDialog`]).
    import,
    import,
    ImportProps
);
part!(
    /// The position editor ([`EditorPanel`]).
    editor,
    editor,
    EditorPanelProps
);
part!(
    /// The analysis panel's lines ([`AnalysisLines`]).
    analysis_lines,
    analysis,
    Page
);
part!(
    /// The game review's progress and review ([`ReviewBody`]).
    review_body,
    review,
    Page
);
part!(
    /// What the Puzzles panel holds ([`PuzzlesBody`]).
    puzzles_body,
    puzzles,
    Page
);
part!(
    /// What the Studies panel holds ([`StudiesBody`]).
    studies_body,
    studies,
    Page
);
part!(
    /// The chapter's words beside the board ([`StudyWords`]).
    study_words,
    study_words,
    Page
);
part!(
    /// The chapter as a sheet of diagrams, printed alone ([`StudyPrint`]).
    study_print,
    study_print,
    Page
);
part!(
    /// The evaluation bar beside the board while analysis is on ([`EvalBar`]).
    eval_bar,
    eval_bar,
    Page
);
