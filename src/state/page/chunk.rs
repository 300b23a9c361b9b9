//! The reducers of the chunk of parts (`crate::lazy`): the page reaches a part's reducer through
//! [`reducers`], once the chunk is in (always, in a build without the split); before that, an
//! action of a part is asked for ([`crate::state::parts::Asked`]) and carried out once it is in.
//! Their code is the chunk's: the position editor, the puzzles, the studies, the game's review.

use runeboard_engine::CellId;

use super::State;
use crate::state::analysis::Analysed;
use crate::state::{Action, AnalysisAction, EditAction, PuzzleAction, ReviewAction, StudyAction};

/// The chunk's reducers.
#[derive(Clone, Copy)]
pub struct Reducers {
    /// The position editor's actions (`State::edit`).
    pub edit: fn(&mut State, EditAction),
    /// A click on a cell while the editor is open (`State::edit_click`).
    pub edit_click: fn(&mut State, CellId),
    /// The Puzzles panel's actions (`State::puzzles`).
    pub puzzle: fn(&mut State, PuzzleAction),
    /// The Studies panel's actions (`State::studies`).
    pub study: fn(&mut State, StudyAction),
    /// The game review's actions (`State::review_act`).
    pub review: fn(&mut State, ReviewAction),
    /// The analysis's actions (`State::analyse`).
    pub analysis: fn(&mut State, AnalysisAction),
    /// What the page shows of the analysis (`State::analysed`).
    pub analysed: fn(&State, usize, usize, usize) -> Analysed,
    /// A turn was played: the puzzle or the quiz being solved judges it (`State::judge_turn`).
    pub judge: fn(&mut State),
    /// After each action, the chapter studied follows what changed (`State::follow_study`).
    pub follow_study: fn(&mut State, &State),
    /// The text the browser keeps of the puzzles tried (`Effect::SavePuzzles`).
    pub puzzles_text: fn(&State) -> String,
    /// The text the browser keeps of the studies (`Effect::SaveStudies`).
    pub studies_text: fn(&State) -> String,
}

impl Reducers {
    /// The reducers themselves: called only from the chunk's split point in a split build (their
    /// code is the chunk's).
    pub fn of_the_chunk() -> Reducers {
        Reducers {
            edit: State::edit,
            edit_click: State::edit_click,
            puzzle: State::puzzles,
            study: State::studies,
            review: State::review_act,
            analysis: State::analyse,
            analysed: State::analysed,
            judge: State::judge_turn,
            follow_study: State::follow_study,
            puzzles_text: |s| s.progress.read().to_text(),
            studies_text: |s| s.shelf.read().to_text(),
        }
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

impl State {
    /// Whether this action is a part's of the chunk while the chunk is not in: it waits for it
    /// ([`crate::state::parts::Asked`]; an action of a part that is not on the page, coming from
    /// nowhere, is dropped). A puzzle, a study, the editor, analysis or a review under way means
    /// the chunk is in: only its reducers start them.
    pub(super) fn asks_the_chunk(&self, action: &Action) -> bool {
        matches!(
            action,
            Action::Edit(_) | Action::Puzzle(_) | Action::Study(_) | Action::Review(_) | Action::Analysis(_)
        ) && reducers().is_none()
    }

    /// Carries out a part's action by its chunk's reducer (in: [`State::asks_the_chunk`] made sure).
    pub(super) fn by_chunk(&mut self, act: impl FnOnce(Reducers, &mut State)) {
        if let Some(r) = reducers() {
            act(r, self);
        }
    }

    /// Analysis on or off, the worker's lines, a line played.
    fn analyse(&mut self, action: AnalysisAction) {
        let wanted = self.analysis_job();
        if let Some(turns) = self.analysis.apply(action, wanted.as_ref()) {
            self.play_line(turns);
        }
    }

    /// A turn was played: the puzzle being solved, or the quiz studied, judges it.
    fn judge_turn(&mut self) {
        self.judge_puzzle();
        self.judge_study();
    }
}
