//! The games' rules, as the page reaches them: every new game ([`new_session`]) and every board
//! ([`geometry`]) is made here, never by the engine's `new_session` or `GameId::geometry` directly.
//!
//! Built with the feature `split` (scripts/build-page), the page's own code has the games of the
//! registry's modules [`FIRST`] (by the engine's `new_session_among`, which reaches no other
//! game's code); each other module of the engine's registry (`runeboard_engine::registry!`, one
//! split point per `mod`, generated from it) is a chunk of the page's wasm (crate
//! `wasm_split_helpers`, as the parts of `crate::lazy`), fetched the first time one of its games
//! is opened: [`load_for`], before the
//! page mounts (`main`; the loader in index.html has already asked for the chunk of the link's
//! game alongside the page's module) or for the reducer by the effect `Effect::Games`. Until then
//! [`ready`] says no, and the reducer asks for the chunk instead of opening the game
//! ([`crate::state::Action::Select`], [`crate::state::Action::Open`]). Without `split` (tests,
//! `cargo run`) every game is at hand.

use runeboard_engine::editor::Editor;
use runeboard_engine::{GameId, Geometry, Play};

/// The registry's modules whose games the page's own code has (built with `split`): Keltic's (the
/// first game) and orthodox chess's. As chunks, a link to either would fetch and start 18–19 small
/// pieces of code shared with the other games, and its board came later (docs/page-speed.md). Their
/// split points, generated with the others', are never loaded; scripts/build-page reads this line
/// (none of their files is preloaded).
#[cfg(feature = "split")]
const FIRST: u64 = runeboard_engine::catalog::modules(&["keltic", "chess"]);

/// What makes the games of a module's chunk, once it is loaded.
#[cfg(feature = "split")]
#[derive(Clone, Copy)]
struct Made {
    session: fn(GameId) -> Option<Box<dyn Play>>,
    geometry: fn(GameId) -> Option<&'static Geometry>,
    editor: fn(GameId) -> Option<Box<dyn Editor>>,
}

/// A chunk of games could not be fetched (the network; its loader logged why). Not kept: the next
/// attempt fetches it again.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Failed;

#[cfg(feature = "split")]
impl From<wasm_split_helpers::SplitLoaderError> for Failed {
    fn from(_: wasm_split_helpers::SplitLoaderError) -> Self {
        Failed
    }
}

/// From the registry: its modules' names in its order, one split point per module (its code,
/// reached only from there, is the chunk named after the module), and [`load_module`].
macro_rules! chunks {
    ([] $(mod $module:ident { $($entries:tt)* })*) => {
        /// The registry's modules, in its order (the places of [`LOADED`]).
        #[cfg(feature = "split")]
        const MODULES: &[&str] = &[$(stringify!($module)),*];

        $(
            #[cfg(feature = "split")]
            #[wasm_split_helpers::wasm_split($module, fallible)]
            fn $module() -> Result<Made, Failed> {
                const SET: u64 = runeboard_engine::catalog::modules(&[stringify!($module)]);
                Ok(Made {
                    session: runeboard_engine::catalog::new_session_among::<SET>,
                    geometry: runeboard_engine::catalog::geometry_among::<SET>,
                    editor: runeboard_engine::editor::editor_among::<SET>,
                })
            }
        )*

        /// Fetches and starts the chunk of the registry's module at `place` in [`MODULES`].
        #[cfg(feature = "split")]
        async fn load_module(place: usize) -> Result<Made, Failed> {
            let mut i = 0;
            $(
                if i == place {
                    return $module().await;
                }
                i += 1;
            )*
            unreachable!("{place}: the registry has {i} modules")
        }
    };
}
runeboard_engine::registry!([chunks]);

/// Each module's chunk, once loaded.
#[cfg(feature = "split")]
static LOADED: [std::sync::OnceLock<Made>; MODULES.len()] = [const { std::sync::OnceLock::new() }; MODULES.len()];

/// The place in [`MODULES`] of the game's module.
#[cfg(feature = "split")]
fn place(id: GameId) -> usize {
    MODULES.iter().position(|m| *m == id.module()).expect("every game's module is the registry's")
}

#[cfg(feature = "split")]
async fn load_place(place: usize) -> Result<(), Failed> {
    if LOADED[place].get().is_none() {
        let made = load_module(place).await?;
        let _ = LOADED[place].set(made);
    }
    Ok(())
}

/// Loads every game's chunk, all at once (once each succeeds): the parts may open a chapter of any
/// game.
#[cfg(feature = "split")]
pub async fn load() -> Result<(), Failed> {
    use std::future::Future;
    use std::task::Poll;
    let chunks = (0..MODULES.len()).filter(|&place| !runeboard_engine::catalog::among(FIRST, MODULES[place]));
    let mut loads: Vec<_> = chunks.map(|place| Some(Box::pin(load_place(place)))).collect();
    std::future::poll_fn(|cx| {
        let mut pending = false;
        for load in &mut loads {
            match load.as_mut().map(|l| l.as_mut().poll(cx)) {
                Some(Poll::Ready(Err(e))) => return Poll::Ready(Err(e)),
                Some(Poll::Ready(Ok(()))) => *load = None,
                Some(Poll::Pending) => pending = true,
                None => {}
            }
        }
        if pending {
            Poll::Pending
        } else {
            Poll::Ready(Ok(()))
        }
    })
    .await
}

/// Loads the chunk of this game's module (once it succeeds; a no-op when it is in, for a game of
/// the page's own code, or without the split).
pub async fn load_for(id: GameId) -> Result<(), Failed> {
    #[cfg(feature = "split")]
    if !ready(id) {
        load_place(place(id)).await?;
    }
    #[cfg(not(feature = "split"))]
    let _ = id;
    Ok(())
}

#[cfg(feature = "split")]
fn made(id: GameId) -> Option<&'static Made> {
    LOADED[place(id)].get()
}

/// Whether the page can make this game now: one of the page's own, or its module's chunk is in
/// (every game, without the split).
pub fn ready(id: GameId) -> bool {
    #[cfg(feature = "split")]
    return runeboard_engine::catalog::among(FIRST, id.module()) || made(id).is_some();
    #[cfg(not(feature = "split"))]
    return {
        let _ = id;
        true
    };
}

/// Whether this game's chunk is not in yet: opening it loads the chunk first.
pub fn waits(id: GameId) -> bool {
    !ready(id)
}

/// A new game of `id`, at its start position. Only for a game [`ready`] (else a panic, as the
/// engine's for a game it lacks).
pub fn new_session(id: GameId) -> Box<dyn Play> {
    #[cfg(not(feature = "split"))]
    return runeboard_engine::new_session(id);
    #[cfg(feature = "split")]
    return runeboard_engine::catalog::new_session_among::<FIRST>(id)
        .or_else(|| made(id).and_then(|made| (made.session)(id)))
        .unwrap_or_else(|| not_ready(id));
}

/// The game's board, built once and shared. Only for a game [`ready`].
pub fn geometry(id: GameId) -> &'static Geometry {
    #[cfg(not(feature = "split"))]
    return id.geometry();
    #[cfg(feature = "split")]
    return runeboard_engine::catalog::geometry_among::<FIRST>(id)
        .or_else(|| made(id).and_then(|made| (made.geometry)(id)))
        .unwrap_or_else(|| not_ready(id));
}

/// The position editor's questions about a game. Only for a game [`ready`].
pub fn editor(id: GameId) -> Box<dyn Editor> {
    #[cfg(not(feature = "split"))]
    return runeboard_engine::editor::for_game(id);
    #[cfg(feature = "split")]
    return runeboard_engine::editor::editor_among::<FIRST>(id)
        .or_else(|| made(id).and_then(|made| (made.editor)(id)))
        .unwrap_or_else(|| not_ready(id));
}

#[cfg(feature = "split")]
#[cold]
fn not_ready(id: GameId) -> ! {
    panic!("{} is not in the page yet (crate::games::load_for)", id.name())
}
