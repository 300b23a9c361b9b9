//! The game-records side of the state: where the game comes from when the page opens (a link in
//! the address, else the autosave), switching games (each game id keeps its own game), viewing
//! earlier positions read-only, and importing a record. No rules here: earlier positions are the
//! game cloned and undone, records are replayed by the engine.

use std::rc::Rc;

use runeboard_engine::record::Record;
use runeboard_engine::{new_session, Play, GAMES};

use super::{capitalise, State};
use crate::storage;

/// A new game of this id, or of the first game offered if there is no such game.
fn fresh(id: &str) -> Box<dyn Play> {
    GAMES
        .iter()
        .filter(|g| g.id == id)
        .chain(GAMES.iter())
        .find_map(|g| new_session(g.id).ok())
        .expect("the engine offers at least one game")
}

/// An earlier position of the game, shown read-only.
#[derive(Clone)]
pub struct Viewing {
    /// How many turns of the game stand played in the position shown (0: the start).
    pub ply: usize,
    /// The game as it stood then (the game cloned and undone), with the later turns to redo.
    pub play: Rc<Box<dyn Play>>,
}

/// Where to move the view in the move list.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ViewTo {
    /// The position after this many turns (the live position when it is all of them).
    Ply(usize),
    Back,
    Forward,
    Start,
    Live,
}

/// The game-record dialog that is open.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RecordDialog {
    Export,
    Import,
}

impl State {
    /// The game the page opens with: the game in the address's link (`#game=keltic&turns=e4+e5`,
    /// replayed through the rules) — with its undone turns and unfinished turn when it is the game
    /// saved here, as after a reload — or else the saved game of the id in the address (`#chess`),
    /// of the game played last, or of the first game offered. A link that cannot be opened gives a
    /// notice and a new game of the game it names — never a blank page — and the game saved for
    /// that id is left alone until the player starts changing the new one.
    pub fn initial() -> Self {
        Self::open(&crate::app::fragment())
    }

    /// The game of an address fragment (see [`State::initial`]).
    pub(super) fn open(fragment: &str) -> Self {
        if fragment.contains('=') {
            match Record::from_fragment(fragment).and_then(|(r, ply)| Ok((r.replay()?, ply))) {
                Ok((play, ply)) => {
                    let mut state = Self::with_play(play);
                    let id = state.play.id();
                    if let Some(r) =
                        storage::peek(id).filter(|s| s.continues(&**state.play)).and_then(|s| s.restore(id).ok())
                    {
                        state.play = Rc::new(r.play);
                        state.prefix = r.prefix;
                    }
                    if let Some(p) = ply {
                        state.view(ViewTo::Ply(p));
                    }
                    return state;
                }
                Err(e) => {
                    let named = fragment.split('&').find_map(|p| p.strip_prefix("game=")).unwrap_or_default();
                    let mut state = Self::with_play(fresh(named));
                    state.notice =
                        Some(format!("The game in this link could not be opened: {e}. A new game is shown."));
                    state.save_held = true;
                    return state;
                }
            }
        }
        let known = |id: &str| GAMES.iter().any(|g| g.id == id);
        let id = Some(fragment.to_string())
            .filter(|f| known(f))
            .or_else(|| storage::last_game().filter(|l| known(l)))
            .unwrap_or_else(|| GAMES.first().map(|g| g.id).unwrap_or_default().to_string());
        Self::resume(&id)
    }

    /// The saved game of this id, or a new one (with a notice when the saved one is discarded).
    pub(super) fn resume(id: &str) -> Self {
        match storage::load(id) {
            Ok(Some(r)) => {
                let mut state = Self::with_play(r.play);
                state.prefix = r.prefix;
                state
            }
            Ok(None) => Self::with_play(fresh(id)),
            Err(why) => {
                let mut state = Self::with_play(fresh(id));
                state.notice = Some(format!(
                    "Your saved {} game could not be restored ({why}), so it was discarded and a new game \
                     started.",
                    state.play.name()
                ));
                state
            }
        }
    }

    /// The game shown on the board: an earlier position when viewing one, else the live game.
    pub fn shown(&self) -> &dyn Play {
        match &self.viewing {
            Some(v) => &**v.play,
            None => &**self.play,
        }
    }

    /// Another game takes the place of this one (another id perhaps): the board's orientation
    /// stays, everything else follows the new game.
    pub(super) fn replace(&mut self, next: State) {
        let (flipped, revision) = (self.flipped, self.revision);
        *self = next;
        (self.flipped, self.revision) = (flipped, revision + 1);
    }

    /// Show an earlier position read-only, or the live one again. The turn under construction is
    /// dropped on the way in.
    pub(super) fn view(&mut self, to: ViewTo) {
        let len = self.play.move_list().len();
        let current = self.viewing.as_ref().map_or(len, |v| v.ply);
        let target = match to {
            ViewTo::Ply(p) => p,
            ViewTo::Back => current.saturating_sub(1),
            ViewTo::Forward => current + 1,
            ViewTo::Start => 0,
            ViewTo::Live => len,
        };
        if target >= len {
            self.viewing = None;
            return;
        }
        if target == current {
            return;
        }
        // Step from the position shown when viewing already (cheap), else from the live game.
        let (mut play, from) = match &self.viewing {
            Some(v) => ((*v.play).clone(), v.ply),
            None => ((*self.play).clone(), len),
        };
        let ok = if target < from { (target..from).all(|_| play.undo()) } else { (from..target).all(|_| play.redo()) };
        if ok {
            self.prefix.clear();
            self.viewing = Some(Viewing { ply: target, play: Rc::new(play) });
        }
    }

    /// Import a record: replayed through the rules, it becomes the game in progress (of its own
    /// game id); if any part is wrong, the game stays as it is and the error names the first bad
    /// turn and why.
    pub(super) fn import(&mut self, text: &str) {
        match Record::parse(text).and_then(|r| r.replay()) {
            Ok(play) => self.replace(Self::with_play(play)),
            Err(e) => self.record_error = Some(format!("{}.", capitalise(&e.to_string()).trim_end_matches('.'))),
        }
    }
}

#[cfg(all(test, target_arch = "wasm32"))]
mod tests {
    use super::*;
    use crate::state::Action;
    use wasm_bindgen_test::wasm_bindgen_test;
    use yew::Reducible;

    fn keltic3() -> Rc<State> {
        let mut play = new_session("keltic").expect("keltic");
        for t in ["e4", "dxe4", "Nc4"] {
            play.play_notation(t).expect("legal");
        }
        Rc::new(State::with_play(play))
    }

    fn at(s: &State, name: &str) -> Option<String> {
        let c = s.geometry.cell_by_name(name).expect("cell");
        s.shown().pieces().into_iter().find(|p| p.cell == c).map(|p| p.name)
    }

    #[wasm_bindgen_test]
    fn viewing_steps_through_the_game_read_only() {
        let s = keltic3().reduce(Action::View(ViewTo::Back));
        assert_eq!(s.viewing.as_ref().map(|v| v.ply), Some(2));
        assert_eq!(at(&s, "c4"), None);
        assert_eq!(at(&s, "d2").as_deref(), Some("white knight"));
        assert_eq!(s.play.move_list().len(), 3, "the game itself is untouched");
        let d2 = s.geometry.cell_by_name("d2").expect("cell");
        let s = s.reduce(Action::Click(d2));
        assert!(s.prefix.is_empty(), "nothing is picked on an earlier position");
        let s = s.reduce(Action::View(ViewTo::Start));
        assert_eq!(s.shown().move_list().len(), 0);
        let s = s.reduce(Action::View(ViewTo::Back));
        assert_eq!(s.viewing.as_ref().map(|v| v.ply), Some(0));
        let s = s.reduce(Action::View(ViewTo::Forward)).reduce(Action::View(ViewTo::Forward));
        assert_eq!(s.shown().move_list(), vec!["e4", "dxe4"]);
        let s = s.reduce(Action::View(ViewTo::Forward));
        assert!(s.viewing.is_none(), "the last turn is the live position");
        let s = s.reduce(Action::View(ViewTo::Ply(1))).reduce(Action::Escape);
        assert!(s.viewing.is_none());
        let s = s.reduce(Action::View(ViewTo::Ply(1))).reduce(Action::Undo);
        assert!(s.viewing.is_none());
        assert_eq!(s.play.move_list(), vec!["e4", "dxe4"]);
    }

    #[wasm_bindgen_test]
    fn a_bad_import_leaves_the_game_and_a_good_one_replaces_it() {
        let s = keltic3().reduce(Action::Records(Some(RecordDialog::Import)));
        let s = s.reduce(Action::Import("Game: chess\n1. e4 e5 2. Nf5".into()));
        assert_eq!(s.record_error.as_deref().map(|e| e.starts_with("Turn 3 (White): 'Nf5'")), Some(true));
        assert_eq!(s.record_dialog, Some(RecordDialog::Import));
        assert_eq!(s.play.id(), "keltic");
        assert_eq!(s.play.move_list().len(), 3);
        let s = s.reduce(Action::Import("Game: chess\n1. e4 e5".into()));
        assert_eq!(s.record_error, None);
        assert_eq!(s.record_dialog, None);
        assert_eq!(s.play.id(), "chess");
        assert_eq!(s.geometry.len(), 64);
        assert_eq!(s.play.move_list(), vec!["e4", "e5"]);
    }

    #[wasm_bindgen_test]
    fn a_link_opens_at_its_move_and_a_bad_one_holds_the_save() {
        let s = State::open("game=keltic&turns=e4+dxe4+Nc4&ply=1");
        assert_eq!(s.play.move_list().len(), 3);
        assert_eq!(s.viewing.as_ref().map(|v| v.ply), Some(1));
        let s = State::open("game=keltic&turns=e4+%ZZ");
        assert!(s.notice.as_deref().is_some_and(|n| n.contains("could not be opened")));
        assert!(s.save_held);
        assert_eq!((s.play.id(), s.play.move_list().len()), ("keltic", 0));
    }
}
