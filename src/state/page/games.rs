//! The games of the chunk of games (`crate::state::games::Waiting`): which action waits for it.

use runeboard_engine::GameId;

use super::State;
use crate::state::games::Waiting;
use crate::state::Action;

impl State {
    /// The game this action opens, when it is one of the chunk of games and the chunk is not in
    /// yet (`crate::games::waits`): the chunk is loaded first.
    pub(in crate::state) fn waiting(action: &Action) -> Option<Waiting> {
        Self::waiting_with(action, crate::games::waits)
    }

    /// [`State::waiting`], for a page whose games `waits` says are not in yet.
    pub(in crate::state) fn waiting_with(action: &Action, waits: impl Fn(GameId) -> bool) -> Option<Waiting> {
        match action {
            Action::Select { id, .. } if waits(*id) => Some(Waiting::Select(*id)),
            Action::Open { fragment, stored } => {
                let id = Self::opens_game(fragment, stored);
                waits(id).then(|| Waiting::Open(id, fragment.clone()))
            }
            _ => None,
        }
    }
}
