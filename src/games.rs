//! The games' rules, as the page reaches them: every new game ([`new_session`]) and every board
//! ([`geometry`]) is made here, never by the engine's `new_session` or `GameId::geometry` directly.
//!
//! Built with the feature `split` (scripts/build-page), the page's own code has the games of
//! [`FIRST`] only (the engine's `new_session_among`, which reaches no other game's code); the
//! other games are a chunk of its wasm (crate `wasm_split_helpers`, as the parts of `crate::lazy`),
//! fetched the first time one of them is opened: [`load`], carried out for the reducer by the
//! effect `Effect::Games`, or before the page mounts (`main`). Until then [`ready`] says no, and
//! the reducer asks for the chunk instead of opening the game ([`crate::state::Action::Select`],
//! [`crate::state::Action::Open`]). Without `split` (tests, `cargo run`) every game is at hand.

use runeboard_engine::editor::Editor;
use runeboard_engine::{GameId, Geometry, Play};

/// The registry's modules whose games the page's own code has (built with `split`: the others are
/// the chunk's).
#[cfg(feature = "split")]
const FIRST: u64 = runeboard_engine::catalog::modules(&["keltic", "chess", "tafl"]);

/// The other games, in the chunk.
#[cfg(feature = "split")]
const REST: u64 = !FIRST;

/// What makes the games of the chunk, once it is loaded.
#[cfg(feature = "split")]
#[derive(Clone, Copy)]
struct Rest {
    session: fn(GameId) -> Option<Box<dyn Play>>,
    geometry: fn(GameId) -> Option<&'static Geometry>,
    editor: fn(GameId) -> Option<Box<dyn Editor>>,
}

#[cfg(feature = "split")]
static REST_LOADED: std::sync::OnceLock<Rest> = std::sync::OnceLock::new();

/// The chunk of the other games could not be fetched (the network; its loader logged why). Not
/// kept: the next attempt fetches it again.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Failed;

#[cfg(feature = "split")]
impl From<wasm_split_helpers::SplitLoaderError> for Failed {
    fn from(_: wasm_split_helpers::SplitLoaderError) -> Self {
        Failed
    }
}

/// The split point: its code (the other games' rules, reached only from here) is the chunk `games`.
#[cfg(feature = "split")]
#[wasm_split_helpers::wasm_split(games, fallible)]
fn rest() -> Result<Rest, Failed> {
    Ok(Rest {
        session: runeboard_engine::catalog::new_session_among::<REST>,
        geometry: runeboard_engine::catalog::geometry_among::<REST>,
        editor: runeboard_engine::editor::editor_among::<REST>,
    })
}

/// Loads the chunk of the games the page's own code lacks (once it succeeds; a no-op when it is in,
/// or without the split).
pub async fn load() -> Result<(), Failed> {
    #[cfg(feature = "split")]
    if REST_LOADED.get().is_none() {
        let rest = rest().await?;
        let _ = REST_LOADED.set(rest);
    }
    Ok(())
}

/// Whether the page can make this game now: one of the page's own, or the chunk of the others is
/// in (every game, without the split).
pub fn ready(id: GameId) -> bool {
    #[cfg(feature = "split")]
    return runeboard_engine::catalog::among(FIRST, id.module()) || REST_LOADED.get().is_some();
    #[cfg(not(feature = "split"))]
    return {
        let _ = id;
        true
    };
}

/// Whether this game is the chunk's and the chunk is not in yet: opening it loads the chunk first.
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
        .or_else(|| REST_LOADED.get().and_then(|rest| (rest.session)(id)))
        .unwrap_or_else(|| not_ready(id));
}

/// The game's board, built once and shared. Only for a game [`ready`].
pub fn geometry(id: GameId) -> &'static Geometry {
    #[cfg(not(feature = "split"))]
    return id.geometry();
    #[cfg(feature = "split")]
    return runeboard_engine::catalog::geometry_among::<FIRST>(id)
        .or_else(|| REST_LOADED.get().and_then(|rest| (rest.geometry)(id)))
        .unwrap_or_else(|| not_ready(id));
}

/// The position editor's questions about a game. Only for a game [`ready`].
pub fn editor(id: GameId) -> Box<dyn Editor> {
    #[cfg(not(feature = "split"))]
    return runeboard_engine::editor::for_game(id);
    #[cfg(feature = "split")]
    return runeboard_engine::editor::editor_among::<FIRST>(id)
        .or_else(|| REST_LOADED.get().and_then(|rest| (rest.editor)(id)))
        .unwrap_or_else(|| not_ready(id));
}

#[cfg(feature = "split")]
#[cold]
fn not_ready(id: GameId) -> ! {
    panic!("{} is not in the page yet (crate::games::load)", id.name())
}
