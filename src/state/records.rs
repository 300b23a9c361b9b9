//! The game-records side of the state: where the game comes from when the page opens (a link in
//! the address, else the saved game), switching games (each game id keeps its own game), viewing
//! earlier positions read-only, and importing a record. Pure: what storage holds comes in as
//! [`Stored`]. No rules here: earlier positions are the game cloned and undone, records are
//! replayed by the engine.

use std::rc::Rc;

use runeboard_engine::{Command, GameId, Play, Table};

use crate::model::saved::Stored;

/// A record of another game than the one in progress, imported: nothing changes until the player
/// says yes to the switch.
#[derive(Clone, Debug, PartialEq)]
pub struct Importing {
    /// The record's text.
    pub text: String,
    /// The game it is a record of.
    pub game: GameId,
    /// What the browser's storage held when it was imported.
    pub stored: Stored,
}

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

impl Viewing {
    /// Where the view goes by `to`, from `viewing` (or the live game `live`, of `len` turns):
    /// `None` when it stays as it is, `Some(None)` for the live game again.
    pub fn to(viewing: Option<&Viewing>, live: &Rc<Box<dyn Play>>, len: usize, to: ViewTo) -> Option<Option<Viewing>> {
        let current = viewing.map_or(len, |v| v.ply);
        let target = match to {
            ViewTo::Ply(p) => p,
            ViewTo::Back => current.saturating_sub(1),
            ViewTo::Forward => current + 1,
            ViewTo::Start => 0,
            ViewTo::Live => len,
        };
        if target >= len {
            return Some(None);
        }
        if target == current {
            return None;
        }
        // Step from the position shown when viewing already (cheap), else from the live game.
        let (mut play, from) = match viewing {
            Some(v) => ((*v.play).clone(), v.ply),
            None => ((**live).clone(), len),
        };
        let ok = if target < from {
            (target..from).all(|_| play.apply(Command::Undo).is_ok())
        } else {
            (from..target).all(|_| play.apply(Command::Redo).is_ok())
        };
        ok.then(|| {
            let table = Rc::new(read_only(play.table(&[], None)));
            Some(Viewing { ply: target, play: Rc::new(play), table })
        })
    }
}

/// A table to look at only: the last turn stays marked, nothing can be picked.
fn read_only(mut table: Table) -> Table {
    let (last, check) = (std::mem::take(&mut table.marks.last), std::mem::take(&mut table.marks.check));
    table.marks = runeboard_engine::table::Marks { last, check, ..Default::default() };
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
    use crate::model::opponent::Opponent;
    use crate::model::saved::{Saved, Stored};
    use crate::state::{Action, Dialog, Feedback, State};
    use proptest::prelude::*;
    use runeboard_engine::{new_session, GameId};
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
    fn playing_on_from_an_earlier_position_starts_a_variation() {
        // (Before variations, "Continue from here" asked first; now a turn played there is a
        // variation, and the game's line stays in the tree.)
        let s = keltic3().reduce(Action::View(ViewTo::Ply(1)));
        let played = click(click(s, "d5"), "d4");
        assert!(played.viewing.is_none());
        assert_eq!(played.table.moves, ["e4", "d4"]);
        assert!(!played.table.can_redo);
        assert_eq!(played.tree().main_line(), ["e4", "dxe4", "Nc4"]);
        assert!(played.recent.is_empty());
    }

    #[test]
    fn viewing_steps_through_the_game_read_only() {
        let s = keltic3().reduce(Action::View(ViewTo::Back));
        assert_eq!(s.viewing.as_ref().map(|v| v.ply), Some(2));
        assert_eq!(at(&s, "c4"), None);
        assert_eq!(at(&s, "d2").as_deref(), Some("white knight"));
        assert_eq!(s.table.moves.len(), 3, "the game itself is untouched");
        assert!(s.shown().marks.movable.is_empty(), "nothing to pick in an earlier position");
        // (A man of the side to move picked there now starts a variation: see `state::tree`; a
        // man of the other side picks nothing, and the view stays.)
        let s = click(s, "d6");
        assert!(s.turn.is_empty(), "nothing is picked on an earlier position");
        assert_eq!(s.viewing.as_ref().map(|v| v.ply), Some(2));
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
        assert!(error.starts_with("Orthodox Chess: move 2, White: 'Nf5'"), "{error}");
        assert_eq!(s.ui.dialog, Some(Dialog::Import));
        assert_eq!(s.game(), GameId::Keltic);
        assert_eq!(s.table.moves.len(), 3);
        let s = s.reduce(Action::Import { text: "Game: chess\n1. e4 e5".into(), stored: Stored::default() });
        // Another game's record: asked first, and nothing changes until yes.
        assert_eq!(s.ui.importing.as_ref().map(|i| i.game), Some(GameId::Chess));
        assert_eq!((s.game(), s.table.moves.len()), (GameId::Keltic, 3));
        let s = s.reduce(Action::ConfirmImport(true));
        assert!(s.ui.importing.is_none());
        assert_eq!(s.ui.feedback, None);
        assert_eq!(s.ui.dialog, None);
        assert_eq!(s.game(), GameId::Chess);
        assert_eq!(s.geometry.len(), 64);
        assert_eq!(s.table.moves, vec!["e4", "e5"]);
    }

    #[test]
    fn another_games_record_is_imported_only_on_yes() {
        let s = keltic3().reduce(Action::Dialog(Some(Dialog::Import)));
        let record = "Game: chess\n1. e4 e5";
        let asked = s.reduce(Action::Import { text: record.into(), stored: Stored::default() });
        assert_eq!(asked.ui.importing.as_ref().map(|i| i.game), Some(GameId::Chess));
        assert_eq!((asked.game(), asked.table.moves.len()), (GameId::Keltic, 3), "not switched yet");
        assert_eq!(asked.ui.dialog, Some(Dialog::Import), "the import dialog stays, with the text");
        // No: the game stays, and nothing waits.
        let no = asked.clone().reduce(Action::ConfirmImport(false));
        assert!(no.ui.importing.is_none());
        assert_eq!((no.game(), no.table.moves.len()), (GameId::Keltic, 3));
        // Closing the dialog (Escape) is no too.
        let closed = asked.clone().reduce(Action::Escape);
        assert!(closed.ui.importing.is_none() && closed.ui.dialog.is_none());
        assert_eq!(closed.game(), GameId::Keltic);
        // Yes: switched, the game left kept in Recent games.
        let yes = asked.reduce(Action::ConfirmImport(true));
        assert_eq!((yes.game(), yes.table.moves.clone()), (GameId::Chess, vec!["e4".to_string(), "e5".to_string()]));
        assert_eq!(yes.ui.dialog, None);
        // A record of the game in progress is not asked about.
        let same = keltic3().reduce(Action::Import { text: "Game: keltic\n1. e4".into(), stored: Stored::default() });
        assert!(same.ui.importing.is_none());
        assert_eq!(same.table.moves, vec!["e4"]);
    }

    #[test]
    fn a_link_opens_at_its_move_and_a_bad_one_holds_the_save() {
        let s = State::open("game=keltic&turns=e4+dxe4+Nc4&ply=1", &Stored::default());
        assert_eq!(s.table.moves.len(), 3);
        assert_eq!(s.viewing.as_ref().map(|v| v.ply), Some(1));
        let s = State::open("game=keltic&turns=e4+%ZZ", &Stored::default());
        assert!(
            matches!(&s.ui.feedback, Some(Feedback::Notice(crate::state::Kind::Error, n)) if n.contains("could not be opened"))
        );
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
            Some(Feedback::Notice(_, n)) => n.clone(),
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
            Some(Feedback::Notice(_, n)) => n.clone(),
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
        assert!(s.ui.keep_saved, "nothing of the link was played: the saved game and the address stay");
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
        use crate::state::{Cue, Effect};
        let s = Rc::new(State::first("", &Stored::default()));
        assert_eq!(s.effects.take(), [Effect::Save, Effect::SaveRecent, Effect::SetAddress]);
        assert!(s.effects.take().is_empty(), "carried out once");
        let s = s.reduce(Action::Flip);
        assert_eq!(s.effects.take(), [Effect::SaveSettings], "the board turned round: only the settings to keep");
        let s = click(s, "e3");
        assert_eq!(s.effects.take(), [Effect::Save], "a man picked is saved, the link is unchanged");
        let s = click(s, "e4");
        assert_eq!(s.effects.list(), [Effect::Save, Effect::SetAddress, Effect::Sound(Cue::Move)]);
        // Not carried out before the next action (a man picked: Save only): the next batch holds both.
        let s = click(s, "d5");
        assert_eq!(s.effects.take(), [Effect::Save, Effect::SetAddress, Effect::Sound(Cue::Move)]);
        let s = s.reduce(Action::New);
        assert_eq!(s.effects.take(), [Effect::Save, Effect::SetAddress, Effect::SaveRecent]);
        // A link that cannot be opened leaves the saved game and the address alone.
        let s = Rc::new(State::first("game=keltic&turns=%ZZ", &Stored::default()));
        assert_eq!(s.effects.take(), [Effect::SaveRecent]);
        let s = click(click(s, "e3"), "e4");
        assert_eq!(
            s.effects.take(),
            [Effect::Save, Effect::SetAddress, Effect::Sound(Cue::Move)],
            "until the game changes"
        );
    }

    fn opens(fragment: &str, st: &Stored) {
        let s = State::open(fragment, st);
        assert_eq!(s.table.game, s.play.record().game);
        if let Some(Feedback::Notice(_, n)) = &s.ui.feedback {
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
