//! The two modules of the page: the first module (the board and what a game needs, built without
//! the cargo feature `full`) and the full module (the whole page), which the first one loads, in
//! place, when the player first opens a part that only the full module has. This is the pure part:
//! which actions open such a part ([`wanted`]), and what the full module does once it runs
//! ([`Then`]). Loading it and handing `Then` over are effects (`crate::full`).

use super::{Action, AnalysisAction, Dialog, EditAction, ReviewAction};

/// What the player opened that the first module does not have: the full module does it once it
/// runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Then {
    /// The rules panel.
    Rules,
    /// The settings dialog.
    Settings,
    /// The position editor.
    Editor,
    /// The problems and lessons panel (opened as by a click on its title).
    Lessons,
    /// Analysis turned on.
    Analyse,
    /// The game's review started.
    Review,
}

impl Then {
    const ALL: [Then; 6] = [Then::Rules, Then::Settings, Then::Editor, Then::Lessons, Then::Analyse, Then::Review];

    /// Its name, as it is handed to the full module (session storage).
    pub fn name(self) -> &'static str {
        match self {
            Then::Rules => "rules",
            Then::Settings => "settings",
            Then::Editor => "editor",
            Then::Lessons => "lessons",
            Then::Analyse => "analyse",
            Then::Review => "review",
        }
    }

    pub fn from_name(name: &str) -> Option<Then> {
        Then::ALL.into_iter().find(|t| t.name() == name)
    }

    /// The action that does it in the full module (`None`: the lessons panel, whose opening is
    /// its own, by a click on its title).
    pub fn action(self) -> Option<Action> {
        match self {
            Then::Rules => Some(Action::Dialog(Some(Dialog::Rules))),
            Then::Settings => Some(Action::Dialog(Some(Dialog::Settings))),
            Then::Editor => Some(Action::Edit(EditAction::Open)),
            Then::Lessons => None,
            Then::Analyse => Some(Action::Analysis(AnalysisAction::Toggle)),
            Then::Review => Some(Action::Review(ReviewAction::Start)),
        }
    }
}

/// The part of the full module this action opens, when the first module does not have it (`None`
/// for every action the first module does itself). Only the first module asks.
#[cfg_attr(feature = "full", allow(dead_code))]
pub fn wanted(action: &Action) -> Option<Then> {
    match action {
        Action::Dialog(Some(Dialog::Rules)) => Some(Then::Rules),
        Action::Dialog(Some(Dialog::Settings)) => Some(Then::Settings),
        Action::Edit(_) => Some(Then::Editor),
        Action::Analysis(AnalysisAction::Toggle) => Some(Then::Analyse),
        Action::Review(ReviewAction::Start) => Some(Then::Review),
        Action::OpenFull(then) => Some(*then),
        _ => None,
    }
}

#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests {
    use super::*;

    #[test]
    fn names_read_back() {
        for t in Then::ALL {
            assert_eq!(Then::from_name(t.name()), Some(t));
        }
        assert_eq!(Then::from_name("nothing"), None);
    }

    #[test]
    fn each_entry_point_wants_its_part() {
        for t in Then::ALL {
            if let Some(action) = t.action() {
                assert_eq!(wanted(&action), Some(t), "{action:?}");
            }
        }
        assert_eq!(wanted(&Action::OpenFull(Then::Lessons)), Some(Then::Lessons));
        assert_eq!(wanted(&Action::Undo), None);
        assert_eq!(wanted(&Action::Dialog(Some(Dialog::Export))), None);
        assert_eq!(wanted(&Action::Dialog(None)), None);
    }
}
