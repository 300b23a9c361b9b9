//! What was asked of a part before its chunk was in (`crate::lazy`: the page's wasm split, the
//! parts' code fetched the first time one is opened). A part's reducer is its chunk's, which the
//! page reaches once the chunk is in (`state::chunk`; always, in a build without the split). An
//! action for a part whose chunk is not in yet is [`Asked`] for: the chunk is loaded
//! (`Effect::Parts`), then the action carried out (`Action::PartsIn`; or, if the chunk cannot be
//! fetched, `Action::PartsFailed`).

use super::{Action, EditAction};

/// An action of a part, made before its chunk was in: carried out once it is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Asked {
    Edit(EditAction),
}

impl Asked {
    pub fn action(self) -> Action {
        match self {
            Asked::Edit(a) => Action::Edit(a),
        }
    }
}
