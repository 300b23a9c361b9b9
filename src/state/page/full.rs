//! The page's two modules (`full::Then`): what only the full module has.

use runeboard_engine::GameId;

use super::State;
use crate::state::{full, Action, AnalysisAction, Dialog, ReviewAction};

impl State {
    /// The part of the full module this action opens, when the first module does not have it
    /// (`None` for every action the first module does itself). Only the first module asks.
    #[cfg_attr(feature = "full", allow(dead_code))]
    pub fn wanted(action: &Action) -> Option<full::Then> {
        Self::wanted_with(action, GameId::built)
    }

    /// [`State::wanted`], for an engine that has the games `built` says it has: a game it lacks,
    /// chosen in the picker or named by the address, is opened by the full module (which has them
    /// all) instead.
    pub(in crate::state) fn wanted_with(action: &Action, built: impl Fn(GameId) -> bool) -> Option<full::Then> {
        use full::Then;
        match action {
            Action::Select { id, .. } if !built(*id) => Some(Then::Select(*id)),
            Action::Open { fragment, stored } if !built(Self::opens_game(fragment, stored)) => Some(Then::Show),
            Action::Analysis(AnalysisAction::Toggle) => Some(Then::Analyse),
            Action::Review(ReviewAction::Start) => Some(Then::Review),
            Action::OpenFull(then) => Some(*then),
            Action::Study(_) => Some(Then::Studies),
            _ => None,
        }
    }

    /// The game this action opens, when it is one of the first module's chunk of games and the
    /// chunk is not in yet (`crate::games::waits`): the chunk is loaded first.
    pub(in crate::state) fn waiting(action: &Action) -> Option<full::Waiting> {
        Self::waiting_with(action, crate::games::waits)
    }

    /// [`State::waiting`], for a page whose games `waits` says are not in yet.
    pub(in crate::state) fn waiting_with(action: &Action, waits: impl Fn(GameId) -> bool) -> Option<full::Waiting> {
        match action {
            Action::Select { id, .. } if waits(*id) => Some(full::Waiting::Select(*id)),
            Action::Open { fragment, stored } => {
                let id = Self::opens_game(fragment, stored);
                waits(id).then_some(full::Waiting::Open(id))
            }
            _ => None,
        }
    }

    /// While the full module is on its way (`loading`), what the first module does itself but must
    /// now leave to it, as the page is about to be its: the settings opened (a chunk of the first
    /// module, src/lazy.rs, drawn in a page about to go).
    #[cfg_attr(feature = "full", allow(dead_code))]
    pub(in crate::state) fn wanted_loading(action: &Action) -> Option<full::Then> {
        match action {
            Action::Dialog(Some(Dialog::Settings)) => Some(full::Then::Settings),
            _ => None,
        }
    }

    /// The action that does `then` in the full module (`None`: nothing, or a part whose use is its
    /// own, replayed as a click: the Puzzles and Studies panels' titles).
    pub fn then_action(then: full::Then) -> Option<Action> {
        use full::Then;
        match then {
            Then::Settings => Some(Action::Dialog(Some(Dialog::Settings))),
            Then::Analyse => Some(Action::Analysis(AnalysisAction::Toggle)),
            Then::Review => Some(Action::Review(ReviewAction::Start)),
            Then::Puzzles | Then::Studies | Then::Show => None,
            // (Its action reads the browser's storage: the full module's effects make it.)
            Then::Select(_) => None,
        }
    }

    /// Whether the game shown needs the full module at once (the first module draws no review: a
    /// game saved with its review is shown by the full module). Only the first module asks.
    #[cfg_attr(feature = "full", allow(dead_code))]
    pub(in crate::state) fn needed(&self) -> Option<full::Then> {
        self.review.done.is_some().then_some(full::Then::Show)
    }
}
