//! What was asked of a part before its chunk was in (`crate::lazy`: the page's wasm split, the
//! parts' code fetched the first time one is opened). A part's reducer is its chunk's, which the
//! page reaches once the chunk is in (`state::chunk`; always, in a build without the split). An
//! action for a part whose chunk is not in yet is [`Asked`] for: the chunk is loaded
//! (`Effect::Parts`), then the actions carried out in order (`Action::PartsIn`; or, if the chunk
//! cannot be fetched, none: `Action::PartsFailed`).
//!
//! Only what the page's own code offers can be asked for (the editor's Set up, Analyse, Review, a
//! study's link): every other action of a part comes from the part itself, drawn by the chunk.

use std::rc::Rc;

use super::{Action, AnalysisAction, EditAction, ReviewAction, StudyAction};

/// An action of a part, made before its chunk was in: carried out once it is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Asked {
    Edit(EditAction),
    /// Analysis turned on or off.
    Analyse,
    /// The game's review started.
    Review,
    /// A study's link opened (`StudyAction::Import`).
    StudyLink(Rc<str>),
}

impl Asked {
    /// The action, when it is one that can be asked for.
    pub fn of(action: &Action) -> Option<Asked> {
        match action {
            Action::Edit(a) => Some(Asked::Edit(*a)),
            Action::Analysis(AnalysisAction::Toggle) => Some(Asked::Analyse),
            Action::Review(ReviewAction::Start) => Some(Asked::Review),
            Action::Study(StudyAction::Import(link)) => Some(Asked::StudyLink(link.as_str().into())),
            _ => None,
        }
    }

    pub fn action(self) -> Action {
        match self {
            Asked::Edit(a) => Action::Edit(a),
            Asked::Analyse => Action::Analysis(AnalysisAction::Toggle),
            Asked::Review => Action::Review(ReviewAction::Start),
            Asked::StudyLink(link) => Action::Study(StudyAction::Import(link.to_string())),
        }
    }
}
