//! The games' rules, as the page reaches them: every new game ([`new_session`]) and every board
//! ([`geometry`]) is made here, never by the engine's `new_session` or `GameId::geometry` directly.
//!
//! The full module has every game. The first module's own code has the games of [`FIRST`] only
//! (the engine's `new_session_among`, which reaches no other game's code). Built with the feature
//! `split` (scripts/build-page), it has the other games too, in a chunk of its wasm (crate
//! `wasm_split_helpers`, as the parts of `crate::lazy`), fetched the first time one of them is
//! opened: [`load`], carried out for the reducer by the effect `Effect::Games`, or before the page
//! mounts (`main`). Until then [`ready`] says no, and the reducer asks for the chunk instead of
//! opening the game ([`crate::state::Action::Select`], [`crate::state::Action::Open`]). Without
//! `split` the first module has no other game at all (the engine's features): the full module
//! shows them (`crate::full`).

use runeboard_engine::editor::Editor;
use runeboard_engine::{GameId, Geometry, Play};

/// The registry's modules whose games the first module's own code has (Cargo.toml: the engine's
/// features of the first module without `split`).
#[cfg(not(feature = "full"))]
const FIRST: u64 = runeboard_engine::catalog::modules(&["keltic", "chess", "tafl"]);

/// The other games, in the chunk.
#[cfg(all(feature = "split", not(feature = "full")))]
const REST: u64 = !FIRST;

/// What makes the games of the chunk, once it is loaded.
#[cfg(all(feature = "split", not(feature = "full")))]
#[derive(Clone, Copy)]
struct Rest {
    session: fn(GameId) -> Option<Box<dyn Play>>,
    geometry: fn(GameId) -> Option<&'static Geometry>,
    editor: fn(GameId) -> Option<Box<dyn Editor>>,
}

#[cfg(all(feature = "split", not(feature = "full")))]
static REST_LOADED: std::sync::OnceLock<Rest> = std::sync::OnceLock::new();

/// The chunk of the other games could not be fetched (the network; its loader logged why). Not
/// kept: the next attempt fetches it again.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Failed;

#[cfg(all(feature = "split", not(feature = "full")))]
impl From<wasm_split_helpers::SplitLoaderError> for Failed {
    fn from(_: wasm_split_helpers::SplitLoaderError) -> Self {
        Failed
    }
}

/// The split point: its code (the other games' rules, reached only from here) is the chunk `games`.
#[cfg(all(feature = "split", not(feature = "full")))]
#[wasm_split_helpers::wasm_split(games, fallible)]
fn rest() -> Result<Rest, Failed> {
    Ok(Rest {
        session: runeboard_engine::catalog::new_session_among::<REST>,
        geometry: runeboard_engine::catalog::geometry_among::<REST>,
        editor: runeboard_engine::editor::editor_among::<REST>,
    })
}

/// Loads the chunk of the games the first module's own code lacks (once it succeeds; a no-op when
/// it is in, or in the full module).
pub async fn load() -> Result<(), Failed> {
    #[cfg(all(feature = "split", not(feature = "full")))]
    if REST_LOADED.get().is_none() {
        let rest = rest().await?;
        let _ = REST_LOADED.set(rest);
    }
    Ok(())
}

/// Whether the page can make this game now: one of the first module's own, or the chunk of the
/// others is in (every game the build has, in the full module).
pub fn ready(id: GameId) -> bool {
    #[cfg(feature = "full")]
    return id.built();
    #[cfg(not(feature = "full"))]
    {
        let own = runeboard_engine::catalog::among(FIRST, id.module()) && id.built();
        #[cfg(feature = "split")]
        return own || (id.built() && REST_LOADED.get().is_some());
        #[cfg(not(feature = "split"))]
        return own;
    }
}

/// Whether this game is the chunk's and the chunk is not in yet: opening it loads the chunk first.
/// (A game this build lacks altogether is the full module's: `GameId::built`.)
pub fn waits(id: GameId) -> bool {
    id.built() && !ready(id)
}

/// A new game of `id`, at its start position. Only for a game [`ready`] (else a panic, as the
/// engine's for a game it lacks).
pub fn new_session(id: GameId) -> Box<dyn Play> {
    #[cfg(feature = "full")]
    return runeboard_engine::new_session(id);
    #[cfg(not(feature = "full"))]
    {
        let made = runeboard_engine::catalog::new_session_among::<FIRST>(id);
        #[cfg(feature = "split")]
        let made = made.or_else(|| REST_LOADED.get().and_then(|rest| (rest.session)(id)));
        made.unwrap_or_else(|| not_ready(id))
    }
}

/// The game's board, built once and shared. Only for a game [`ready`].
pub fn geometry(id: GameId) -> &'static Geometry {
    #[cfg(feature = "full")]
    return id.geometry();
    #[cfg(not(feature = "full"))]
    {
        let board = runeboard_engine::catalog::geometry_among::<FIRST>(id);
        #[cfg(feature = "split")]
        let board = board.or_else(|| REST_LOADED.get().and_then(|rest| (rest.geometry)(id)));
        board.unwrap_or_else(|| not_ready(id))
    }
}

/// The position editor's questions about a game. Only for a game [`ready`].
pub fn editor(id: GameId) -> Box<dyn Editor> {
    #[cfg(feature = "full")]
    return runeboard_engine::editor::for_game(id);
    #[cfg(not(feature = "full"))]
    {
        let made = runeboard_engine::editor::editor_among::<FIRST>(id);
        #[cfg(feature = "split")]
        let made = made.or_else(|| REST_LOADED.get().and_then(|rest| (rest.editor)(id)));
        made.unwrap_or_else(|| not_ready(id))
    }
}

#[cfg(not(feature = "full"))]
#[cold]
fn not_ready(id: GameId) -> ! {
    panic!("{} is not in the page yet (crate::games::load)", id.name())
}
