//! The reducers of the chunk of parts (`crate::lazy`): the page reaches a part's reducer through
//! [`reducers`], once the chunk is in (always, in a build without the split); before that, an
//! action of the part is asked for ([`crate::state::parts::Asked`]).

use runeboard_engine::CellId;

use super::State;
use crate::state::EditAction;

/// The chunk's reducers.
#[derive(Clone, Copy)]
pub struct Reducers {
    /// The position editor's actions (`State::edit`).
    pub edit: fn(&mut State, EditAction),
    /// A click on a cell while the editor is open (`State::edit_click`).
    pub edit_click: fn(&mut State, CellId),
}

impl Reducers {
    /// The reducers themselves: called only from the chunk's split point in a split build (their
    /// code is the chunk's).
    pub fn of_the_chunk() -> Reducers {
        Reducers { edit: State::edit, edit_click: State::edit_click }
    }
}

#[cfg(feature = "split")]
static LOADED: std::sync::OnceLock<Reducers> = std::sync::OnceLock::new();

/// The chunk's reducers are in (`crate::lazy`, once the chunk is loaded).
#[cfg(feature = "split")]
pub fn loaded(reducers: Reducers) {
    let _ = LOADED.set(reducers);
}

/// The chunk's reducers, if the chunk is in.
pub fn reducers() -> Option<Reducers> {
    #[cfg(feature = "split")]
    return LOADED.get().copied();
    #[cfg(not(feature = "split"))]
    return Some(Reducers::of_the_chunk());
}
