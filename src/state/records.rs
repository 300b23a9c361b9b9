//! The game-records side of the state: where the game comes from when the page opens (a link in
//! the address, else the saved game), switching games (each game id keeps its own game), viewing
//! earlier positions read-only, and importing a record. Pure: what storage holds comes in as
//! [`Stored`]. No rules here: earlier positions are the game cloned and undone, records are
//! replayed by the engine.

use std::rc::Rc;

use runeboard_engine::record::{Record, RecordError};
use runeboard_engine::{new_session, Command, GameId, Play, Table};

use super::{capitalise, Feedback, State};
use crate::model::link::{Address, ReadLink, Replayed};
use crate::model::opponent::Opponent;
use crate::model::saved::{Saved, Stored};

/// An earlier position of the game, shown read-only.
#[derive(Clone)]
pub struct Viewing {
    /// How many turns of the game stand played in the position shown (0: the start).
    pub ply: usize,
    /// The game as it stood then (the game cloned and undone), with the later turns to redo.
    pub play: Rc<Box<dyn Play>>,
    /// What the board shows of it.
    pub table: Rc<Table>,
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

impl State {
    /// The game of an address fragment and what storage holds: the game in the link
    /// (`#game=keltic&turns=e4+e5`, replayed through the rules) — with its undone turns and
    /// unfinished turn when it is the game saved here, as after a reload — or else the saved game
    /// of the id in the address (`#chess`), of the game played last, or of the first game offered.
    /// A link that cannot be opened gives a notice and a new game of the game it names — never a
    /// blank page — and the game saved for that id is kept until the player changes the new one.
    pub fn open(fragment: &str, stored: &Stored) -> Self {
        let mut state = match Address::read(fragment) {
            Address::Link(link) => Self::open_link(link, stored),
            address => {
                let named = match &address {
                    Address::Game(id) => Some(*id),
                    _ => None,
                };
                let last = stored.last.as_deref().map(str::parse::<GameId>);
                let id = named.or_else(|| last.clone().and_then(Result::ok)).unwrap_or(GameId::ALL[0]);
                let mut state = Self::resume(id, stored);
                if let Address::Unknown(text) = &address {
                    let text: String = text.chars().take(40).collect();
                    state.notice(&format!(
                        "The address '#{text}' names no game nor game link, so {} is shown.",
                        id.name()
                    ));
                }
                if let (None, Some(Err(e))) = (named, last) {
                    state.notice(&format!(
                        "The game played last in this browser could not be found ({e}), so {} is shown.",
                        id.name()
                    ));
                }
                state
            }
        };
        state.take_recent(stored);
        state.solved = super::lessons::read_solved(stored.solved.as_deref());
        if let Some(why) = &stored.unavailable {
            state.notice(&format!(
                "This browser does not let Runeboard keep games ({why}): the game goes on here but is not \
                 saved when the page closes."
            ));
        }
        state
    }

    /// The recent games of this game's id from storage; and the game saved for this id, when this
    /// state does not continue it (a link of another game, or a link that could not be opened,
    /// replaces it), kept among them so that it is not lost when this game is saved over it.
    fn take_recent(&mut self, stored: &Stored) {
        let id = self.game();
        self.recent = super::recent::read_recent(stored, id);
        let replaced = stored.game(id).and_then(|t| Saved::from_json(t).ok()).filter(|s| !s.continues(&**self.play));
        if let Some(saved) = replaced.filter(|s| !s.turns.is_empty() || s.start.is_some()) {
            self.keep(saved);
        }
    }

    fn open_link(link: Result<ReadLink, (Option<GameId>, RecordError)>, stored: &Stored) -> Self {
        let read = link.and_then(|read| match read.link.replay() {
            Ok(replayed) => Ok((read, replayed)),
            Err(e) => Err((Some(read.link.record.game), e)),
        });
        match read {
            Ok((read, Replayed { play, refused })) => {
                let id = play.record().game;
                let mut state = Self::with_play(play);
                let saved = stored
                    .game(id)
                    .and_then(|text| Saved::from_json(text).ok())
                    .filter(|s| s.continues(&**state.play))
                    .and_then(|s| s.restore(id).ok());
                if let Some(r) = saved {
                    state = Self::with_play(r.play);
                    state.turn = r.turn;
                    state.refresh();
                }
                let valid = state.table.moves.len();
                // The position shown is the link's when it stands before the turn refused.
                let reached = refused.is_none() || read.link.ply.is_some_and(|p| p < valid);
                if let Some(e) = &refused {
                    state.notice(&format!(
                        "The game in this link could not be opened in full: its turn {} was refused ({e}), so the \
                         {valid} turns before it are shown.",
                        valid + 1
                    ));
                }
                if let Some(p) = read.link.ply.filter(|_| reached) {
                    state.view(ViewTo::Ply(p));
                }
                state.computer.opponent = read.link.opponent.fitted(state.table.players.len());
                if let Some(e) = read.opponent_error {
                    state.notice(&format!("{}; people play each other.", capitalise(&e.to_string())));
                }
                if let Some(e) = read.drawings_error {
                    state.notice(&format!("The drawings in this link were left out: {e}."));
                } else if reached {
                    let (game, position) = (state.game(), state.shown().position.clone());
                    state.drawings.set(game, &position, read.link.drawings);
                }
                state
            }
            Err((named, e)) => {
                let id = named.unwrap_or(GameId::ALL[0]);
                let mut state = Self::with_play(new_session(id));
                state.notice(&format!("The game in this link could not be opened: {e}. A new game is shown."));
                state.ui.keep_saved = true;
                state
            }
        }
    }

    /// The saved game of this id, or a new one (with a notice when the saved one is discarded).
    pub fn resume(id: GameId, stored: &Stored) -> Self {
        Self::resume_with(id, stored).0
    }

    /// The saved game of this id, or a new one, and the opponent kept with the saved game.
    pub(super) fn resume_with(id: GameId, stored: &Stored) -> (Self, Option<Opponent>) {
        let Some(text) = stored.game(id) else { return (Self::with_play(new_session(id)), None) };
        match Saved::load(text, id) {
            Ok(r) => {
                let mut state = Self::with_play(r.play);
                state.turn = r.turn;
                let opponent = r.opponent.map(|o| o.fitted(state.table.players.len()));
                if let Some(o) = &opponent {
                    state.computer.opponent = o.clone();
                }
                state.refresh();
                (state, opponent)
            }
            Err(why) => {
                let mut state = Self::with_play(new_session(id));
                state.notice(&format!(
                    "Your saved {} game could not be restored ({why}), so it was discarded and a new game \
                     started.",
                    id.name()
                ));
                (state, None)
            }
        }
    }

    /// Another game chosen: its saved game with the opponent kept with it, or else the opponent
    /// of the game left.
    pub(super) fn select(&mut self, id: GameId, stored: &Stored) {
        // The game left waits in memory; the one chosen comes from storage or, where the browser
        // keeps nothing (or kept nothing for it), from memory.
        let mut parked = std::mem::take(&mut self.parked);
        let leaving = Saved::of(&**self.play, &self.turn).with_opponent(&self.computer.opponent);
        parked.retain(|p| p.game != leaving.game);
        let back = parked.iter().position(|p| p.game == id).map(|i| parked.remove(i));
        parked.push(leaving);
        let memory;
        let stored = match back.filter(|_| stored.game(id).is_none()) {
            Some(p) => {
                memory = Stored { games: vec![(id, p.to_json())], ..stored.clone() };
                &memory
            }
            None => stored,
        };
        let (mut next, opponent) = Self::resume_with(id, stored);
        next.parked = parked;
        next.take_recent(stored);
        let keep = self.computer.opponent.clone();
        self.replace(next);
        if opponent.is_none() {
            self.computer.opponent = keep.fitted(self.table.players.len());
        }
    }

    /// Another game takes the place of this one (another id perhaps): the board's orientation
    /// stays, everything else follows the new game.
    pub(super) fn replace(&mut self, mut next: State) {
        let (flipped, revision) = (self.ui.flipped, self.ui.revision);
        if next.parked.is_empty() {
            next.parked = std::mem::take(&mut self.parked);
        }
        // What belongs to the page rather than to a game goes on: drawings (kept by position),
        // the lessons solved, presentation mode.
        let mut drawings = std::mem::take(&mut self.drawings);
        drawings.absorb(std::mem::take(&mut next.drawings));
        next.drawings = drawings;
        for id in std::mem::take(&mut self.solved) {
            if !next.solved.contains(&id) {
                next.solved.push(id);
            }
        }
        next.ui.presenting = self.ui.presenting;
        *self = next;
        (self.ui.flipped, self.ui.revision) = (flipped, revision + 1);
    }

    /// Play on from the earlier position shown. Its later turns stay to be redone until a turn
    /// is played; as a new line (`variation`), the whole game is also kept in Recent games.
    pub(super) fn continue_here(&mut self, variation: bool) {
        self.ui.dialog = None;
        let Some(v) = self.viewing.take() else { return };
        let kept = variation && self.keep_current();
        self.play = Rc::new((*v.play).clone());
        self.changed();
        if kept {
            self.notice("The whole game is kept in Recent games.");
        }
    }

    /// Show an earlier position read-only, or the live one again. The turn under construction is
    /// dropped on the way in.
    pub(super) fn view(&mut self, to: ViewTo) {
        let len = self.table.moves.len();
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
        let ok = if target < from {
            (target..from).all(|_| play.apply(Command::Undo).is_ok())
        } else {
            (from..target).all(|_| play.apply(Command::Redo).is_ok())
        };
        if ok {
            self.turn.clear();
            let table = Rc::new(read_only(play.table(&[], None)));
            self.viewing = Some(Viewing { ply: target, play: Rc::new(play), table });
        }
    }

    /// Import a record: replayed through the rules, it becomes the game in progress (of its own
    /// game id); if any part is wrong, the game stays as it is and the error names the first bad
    /// turn and why.
    pub(super) fn import(&mut self, text: &str, stored: &Stored) {
        match Record::parse(text).and_then(|r| r.replay()) {
            Ok(play) => {
                let keep = self.computer.opponent.clone();
                let kept = self.worth_keeping_pub();
                let recent = std::mem::take(&mut self.recent);
                let mut next = Self::with_play(play);
                if next.game() == self.game() {
                    next.recent = recent;
                } else {
                    // The game saved for the imported game's id is replaced: keep it.
                    next.take_recent(stored);
                }
                self.replace(next);
                self.computer.opponent = keep.fitted(self.table.players.len());
                if let Some(saved) = kept {
                    self.keep(saved);
                }
            }
            Err(e) => {
                let why = format!("{}.", capitalise(&e.to_string()).trim_end_matches('.'));
                self.ui.feedback = Some(Feedback::Import(why));
            }
        }
    }
}

/// A table to look at only: the last turn stays marked, nothing can be picked.
fn read_only(mut table: Table) -> Table {
    table.marks = runeboard_engine::table::Marks { last: std::mem::take(&mut table.marks.last), ..Default::default() };
    table.choices.clear();
    table.picker = None;
    table.stop = None;
    for r in &mut table.reserves {
        (r.playable, r.selected) = (false, false);
    }
    table
}

#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests {
    use super::super::tests::{cell, click};
    use super::*;
    use crate::state::{Action, Dialog};
    use proptest::prelude::*;
    use yew::Reducible;

    fn keltic3() -> Rc<State> {
        let mut play = new_session(GameId::Keltic);
        for t in ["e4", "dxe4", "Nc4"] {
            play.apply(Command::Notation(t.into())).expect("legal");
        }
        Rc::new(State::with_play(play))
    }

    fn at(s: &State, name: &str) -> Option<String> {
        let c = cell(s, name);
        s.shown().pieces.iter().find(|p| p.cell == c).map(|p| p.name.clone())
    }

    fn stored(pairs: &[(GameId, String)]) -> Stored {
        Stored { games: pairs.to_vec(), ..Stored::default() }
    }

    #[test]
    fn continue_from_an_earlier_position_as_a_new_line_or_in_place_of_the_rest() {
        let s = keltic3().reduce(Action::View(ViewTo::Ply(1)));
        let s = s.reduce(Action::Dialog(Some(Dialog::Continue)));
        assert_eq!(s.ui.dialog, Some(Dialog::Continue));
        // In place of the rest: the game is the position shown, the later turns still to redo.
        let replaced = s.clone().reduce(Action::ContinueHere(false));
        assert!(replaced.viewing.is_none() && replaced.ui.dialog.is_none());
        assert_eq!(replaced.table.moves, ["e4"]);
        assert!(replaced.table.can_redo && replaced.recent.is_empty());
        // Playing there drops them.
        let played = click(click(replaced, "d5"), "d4");
        assert_eq!(played.table.moves, ["e4", "d4"]);
        assert!(!played.table.can_redo);
        // As a new line: the whole game is kept in Recent games first.
        let line = s.reduce(Action::ContinueHere(true));
        assert_eq!(line.table.moves, ["e4"]);
        assert_eq!(line.recent.len(), 1);
        assert_eq!(line.recent[0].turns, ["e4", "dxe4", "Nc4"]);
        assert!(format!("{:?}", line.ui.feedback).contains("kept in Recent games"));
        // Not viewing: nothing to continue from.
        let live = keltic3();
        assert_eq!(live.clone().reduce(Action::ContinueHere(true)).table, live.table);
    }

    #[test]
    fn viewing_steps_through_the_game_read_only() {
        let s = keltic3().reduce(Action::View(ViewTo::Back));
        assert_eq!(s.viewing.as_ref().map(|v| v.ply), Some(2));
        assert_eq!(at(&s, "c4"), None);
        assert_eq!(at(&s, "d2").as_deref(), Some("white knight"));
        assert_eq!(s.table.moves.len(), 3, "the game itself is untouched");
        assert!(s.shown().marks.movable.is_empty(), "nothing to pick in an earlier position");
        let s = click(s, "d2");
        assert!(s.turn.is_empty(), "nothing is picked on an earlier position");
        let s = s.reduce(Action::View(ViewTo::Start));
        assert_eq!(s.shown().moves.len(), 0);
        let s = s.reduce(Action::View(ViewTo::Back));
        assert_eq!(s.viewing.as_ref().map(|v| v.ply), Some(0));
        let s = s.reduce(Action::View(ViewTo::Forward)).reduce(Action::View(ViewTo::Forward));
        assert_eq!(s.shown().moves, vec!["e4", "dxe4"]);
        let s = s.reduce(Action::View(ViewTo::Forward));
        assert!(s.viewing.is_none(), "the last turn is the live position");
        let s = s.reduce(Action::View(ViewTo::Ply(1))).reduce(Action::Escape);
        assert!(s.viewing.is_none());
        let s = s.reduce(Action::View(ViewTo::Ply(1))).reduce(Action::Undo);
        assert!(s.viewing.is_none());
        assert_eq!(s.table.moves, vec!["e4", "dxe4"]);
    }

    #[test]
    fn a_bad_import_leaves_the_game_and_a_good_one_replaces_it() {
        let s = keltic3().reduce(Action::Dialog(Some(Dialog::Import)));
        let s = s.reduce(Action::Import { text: "Game: chess\n1. e4 e5 2. Nf5".into(), stored: Stored::default() });
        let Some(Feedback::Import(error)) = &s.ui.feedback else { panic!("an import error") };
        assert!(error.starts_with("Move 2, White: 'Nf5'"), "{error}");
        assert_eq!(s.ui.dialog, Some(Dialog::Import));
        assert_eq!(s.game(), GameId::Keltic);
        assert_eq!(s.table.moves.len(), 3);
        let s = s.reduce(Action::Import { text: "Game: chess\n1. e4 e5".into(), stored: Stored::default() });
        assert_eq!(s.ui.feedback, None);
        assert_eq!(s.ui.dialog, None);
        assert_eq!(s.game(), GameId::Chess);
        assert_eq!(s.geometry.len(), 64);
        assert_eq!(s.table.moves, vec!["e4", "e5"]);
    }

    #[test]
    fn a_link_opens_at_its_move_and_a_bad_one_holds_the_save() {
        let s = State::open("game=keltic&turns=e4+dxe4+Nc4&ply=1", &Stored::default());
        assert_eq!(s.table.moves.len(), 3);
        assert_eq!(s.viewing.as_ref().map(|v| v.ply), Some(1));
        let s = State::open("game=keltic&turns=e4+%ZZ", &Stored::default());
        assert!(matches!(&s.ui.feedback, Some(Feedback::Notice(n)) if n.contains("could not be opened")));
        assert!(s.ui.keep_saved);
        assert_eq!((s.game(), s.table.moves.len()), (GameId::Keltic, 0));
    }

    #[test]
    fn the_saved_game_comes_back_and_a_link_to_it_keeps_its_undone_turns() {
        let mut play = new_session(GameId::Keltic);
        for t in ["e4", "dxe4", "Nc4"] {
            play.apply(Command::Notation(t.into())).expect("legal");
        }
        play.apply(Command::Undo).expect("undo");
        let d3 = GameId::Keltic.geometry().cell_by_name("d3").expect("cell");
        let json = Saved::of(&*play, &[runeboard_engine::Step::Cell(d3)]).to_json();
        let st = Stored { last: Some("keltic".into()), ..stored(&[(GameId::Keltic, json)]) };
        let s = State::open("", &st);
        assert_eq!(s.table.moves, vec!["e4", "dxe4"]);
        assert!(s.table.can_redo);
        assert_eq!(s.selected(), Some(d3));
        let s = State::open("game=keltic&turns=e4+dxe4", &st);
        assert!(s.table.can_redo, "the link is the saved game: its undone turn is kept");
        let s = State::open("chess", &st);
        assert_eq!(s.game(), GameId::Chess);
    }

    #[test]
    fn damaged_storage_of_every_kind_opens_a_game_and_says_so() {
        let notice = |s: &State| match &s.ui.feedback {
            Some(Feedback::Notice(n)) => n.clone(),
            other => panic!("no notice: {other:?}"),
        };
        let s = State::open("", &stored(&[(GameId::Keltic, "{\"version\":1,".into())]));
        assert!(notice(&s).contains("Your saved Keltic Chess game could not be restored (it is damaged)"));
        let st = Stored { last: Some("nosuchgame".into()), ..Stored::default() };
        let s = State::open("", &st);
        assert!(notice(&s).contains("'nosuchgame'"), "{}", notice(&s));
        assert_eq!(s.game(), GameId::ALL[0]);
        let st = Stored { unavailable: Some(crate::model::saved::StorageProblem::TurnedOff), ..Stored::default() };
        let s = State::open("", &st);
        assert!(notice(&s).contains("does not let Runeboard keep games"));
        assert!(s.table.moves.is_empty());
        // Saving failed: said once, until the game changes.
        let s = Rc::new(State::open("", &Stored::default()))
            .reduce(Action::SaveFailed(crate::model::saved::StorageProblem::Full));
        assert!(notice(&s).contains("could not be saved in this browser (its storage is full)"), "{}", notice(&s));
        let s = click(click(s, "e3"), "e4");
        assert_eq!(s.ui.feedback, None);
    }

    fn notice(s: &State) -> String {
        match &s.ui.feedback {
            Some(Feedback::Notice(n)) => n.clone(),
            other => panic!("no notice: {other:?}"),
        }
    }

    #[test]
    fn a_link_with_a_damaged_later_turn_opens_the_turns_before_it_and_says_which() {
        let s = State::open("game=keltic&turns=e4+dxe4+Nz9+Nc4&ply=1", &Stored::default());
        assert_eq!(s.table.moves, ["e4", "dxe4"]);
        assert_eq!(s.viewing.as_ref().map(|v| v.ply), Some(1), "the position shown stands before the turn refused");
        let n = notice(&s);
        assert!(n.contains("could not be opened in full: its turn 3 was refused") && n.contains("'Nz9'"), "{n}");
        assert!(n.contains("the 2 turns before it are shown"), "{n}");
        assert!(!s.ui.keep_saved, "the game opened is the player's to go on with");
        // The first turn refused: the start, and said so; drawings of a later position are left out.
        let s = State::open("game=keltic&turns=e9&draw=g.d5", &Stored::default());
        assert!(s.table.moves.is_empty() && s.marks().is_empty());
        assert!(notice(&s).contains("'e9'") && notice(&s).contains("the 0 turns before it"), "{}", notice(&s));
        // A whole link says nothing.
        let s = State::open("game=keltic&turns=e4+dxe4", &Stored::default());
        assert_eq!((s.table.moves.len(), s.ui.feedback.clone()), (2, None));
    }

    #[test]
    fn an_unknown_address_says_so_and_opens_the_game_played_last() {
        let st = Stored { last: Some("chess".into()), ..Stored::default() };
        let s = State::open("garbage", &st);
        assert_eq!(s.game(), GameId::Chess);
        let n = notice(&s);
        assert!(n.contains("'#garbage' names no game") && n.contains("Chess is shown"), "{n}");
        // A game's id, or nothing, is no surprise.
        assert_eq!(State::open("keltic", &st).ui.feedback, None);
        assert_eq!(State::open("", &st).ui.feedback, None);
    }

    #[test]
    fn the_share_link_is_the_address_with_the_computer_and_drawings() {
        let s = keltic3()
            .reduce(Action::Computer(crate::state::ComputerAction::Set(Opponent { sides: vec![0], level: 2 })))
            .reduce(Action::View(ViewTo::Ply(2)));
        let link = s.link();
        assert_eq!(link, "game=keltic&turns=e4+dxe4+Nc4&ply=2&computer=white&level=2");
        let opened = State::open(&link, &Stored::default());
        assert_eq!(opened.computer.opponent, s.computer.opponent);
        assert_eq!(opened.link(), link);
    }

    #[test]
    fn the_reducer_asks_for_storage_and_the_address_when_they_change() {
        use crate::state::Effect;
        let s = Rc::new(State::first("", &Stored::default()));
        assert_eq!(s.effects.take(), [Effect::Save, Effect::SaveRecent, Effect::SetAddress]);
        assert!(s.effects.take().is_empty(), "carried out once");
        let s = s.reduce(Action::Flip);
        assert!(s.effects.take().is_empty(), "the board turned round: nothing to keep");
        let s = click(s, "e3");
        assert_eq!(s.effects.take(), [Effect::Save], "a man picked is saved, the link is unchanged");
        let s = click(s, "e4");
        assert_eq!(s.effects.list(), [Effect::Save, Effect::SetAddress]);
        // Not carried out before the next action (a man picked: Save only): the next batch holds both.
        let s = click(s, "d5");
        assert_eq!(s.effects.take(), [Effect::Save, Effect::SetAddress]);
        let s = s.reduce(Action::New);
        assert_eq!(s.effects.take(), [Effect::Save, Effect::SetAddress, Effect::SaveRecent]);
        // A link that cannot be opened leaves the saved game and the address alone.
        let s = Rc::new(State::first("game=keltic&turns=%ZZ", &Stored::default()));
        assert_eq!(s.effects.take(), [Effect::SaveRecent]);
        let s = click(click(s, "e3"), "e4");
        assert_eq!(s.effects.take(), [Effect::Save, Effect::SetAddress], "until the game changes");
    }

    fn opens(fragment: &str, st: &Stored) {
        let s = State::open(fragment, st);
        assert_eq!(s.table.game, s.play.record().game);
        if let Some(Feedback::Notice(n)) = &s.ui.feedback {
            assert!(!n.is_empty());
        }
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(10_000))]

        #[test]
        fn any_fragment_opens_a_game(fragment in any::<String>()) {
            opens(&fragment, &Stored::default());
        }

        #[test]
        fn mutated_links_open_a_game_or_say_why(
            at in 0usize..80,
            insert in "[&=+%#a-zA-Z0-9\\-]{0,5}",
            drop_len in 0usize..5,
        ) {
            let link = "game=odins-rune&turns=Pe2-e3+Pe9-e8+Bc1-e3&ply=2";
            let at = at.min(link.len());
            let end = (at + drop_len).min(link.len());
            let mutated = format!("{}{}{}", &link[..at], insert, &link[end..]);
            opens(&mutated, &Stored::default());
        }

        #[test]
        fn any_stored_text_opens_a_game(last in any::<String>(), text in any::<String>()) {
            let st = Stored { last: Some(last), ..stored(&[(GameId::Keltic, text)]) };
            opens("", &st);
            opens("keltic", &st);
        }
    }
}
