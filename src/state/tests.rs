//! The game slice's tests: picking, playing, refusals, asking, dialogs and settings, through the
//! reducer; and the helpers the other slices' tests share.

use std::rc::Rc;

use runeboard_engine::{new_session, CellId, GameId, Step};
use yew::Reducible;

use super::*;
use crate::model::saved::Stored;

pub(super) fn start(id: GameId) -> Rc<State> {
    Rc::new(State::with_play(new_session(id)))
}

fn keltic() -> Rc<State> {
    start(GameId::Keltic)
}

pub(super) fn cell(s: &State, name: &str) -> CellId {
    s.geometry.cell_by_name(name).expect("a cell of the board")
}

pub(super) fn click(s: Rc<State>, name: &str) -> Rc<State> {
    let c = cell(&s, name);
    s.reduce(Action::Click(c))
}

#[test]
fn a_declared_schrodinger_king_leaves_its_armys_other_men_undimmed() {
    // Nothing is excluded on the first turn; the White ö on b1l is declared a King.
    let s = click(start(GameId::Spindecision), "b1l");
    let declare = s.table.choices.iter().find(|c| c.face.kind == 'K').expect("King offered").step;
    let s = s.reduce(Action::Choose(declare));
    assert_eq!(s.turn.len(), 2);
    let dimmed: Vec<&str> = s.table.pieces.iter().filter(|p| p.dimmed).map(|p| s.geometry.name(p.cell)).collect();
    assert!(dimmed.is_empty(), "men of the army to move are not excluded: {dimmed:?}");
    // Once played, White is excluded for the next turn, and its men are dimmed.
    let s = click(s, "c1r");
    assert!(s.table.pieces.iter().filter(|p| p.army == 0).all(|p| p.dimmed));
}

#[test]
fn a_pick_then_a_target_plays_the_turn() {
    let s = click(keltic(), "e3");
    assert_eq!(s.selected(), Some(cell(&s, "e3")));
    assert_eq!(s.table.marks.targets, vec![(cell(&s, "e4"), false)]);
    let s = click(s, "e4");
    assert!(s.turn.is_empty());
    assert_eq!(s.table.moves, vec!["e4".to_string()]);
    assert_eq!(s.computer.serial, 1);
    assert_eq!(s.table.marks.last, vec![cell(&s, "e3"), cell(&s, "e4")]);
}

#[test]
fn any_man_can_be_asked_how_it_moves_without_changing_the_game() {
    let s = keltic();
    let before = s.table.clone();
    let d6 = cell(&s, "d6");
    let s = s.reduce(Action::Ask(d6));
    let (asked, reach) = s.ui.asked.clone().expect("asked");
    assert_eq!(asked, cell(&s, "d6"));
    let mut names: Vec<&str> = reach.iter().map(|t| s.geometry.name(t.0)).collect();
    names.sort_unstable();
    assert!(!names.is_empty());
    let said = format!("{:?}", s.ui.feedback);
    assert!(said.contains("black knight on d6 could go to") && said.contains("on Black's turn"), "{said}");
    assert_eq!(s.table, before, "the game is untouched");
    // The next click forgets it (and plays as usual).
    let s = click(s, "e3");
    assert!(s.ui.asked.is_none() && s.ui.feedback.is_none());
    assert_eq!(s.selected(), Some(cell(&s, "e3")));
    // An empty cell: nothing to ask.
    let e4 = cell(&s, "e4");
    let s = s.reduce(Action::Ask(e4));
    assert!(s.ui.asked.is_none());
}

#[test]
fn clicks_off_target_reselect_or_cancel() {
    let s = click(keltic(), "e3");
    let s = click(s, "d2");
    assert_eq!(s.selected(), Some(cell(&s, "d2")));
    let s = click(s, "d2");
    assert_eq!(s.selected(), None, "a second click puts the man down");
    let s = click(click(s, "d2"), "e6");
    assert!(s.turn.is_empty(), "an empty or enemy cell that is no target cancels");
    let s = click(s, "e3").reduce(Action::Escape);
    assert!(s.turn.is_empty());
    assert!(s.table.moves.is_empty());
}

#[test]
fn promotion_waits_for_the_piece() {
    let s = keltic().reduce(Action::LoadPosition("3/2P2/k8/9/9/5/1K1 w 0 1".into()));
    assert_eq!(s.ui.feedback, None);
    let s = click(click(s, "e6"), "e7");
    assert_eq!(s.turn.len(), 2);
    let ch = s.play.choices(&s.turn);
    assert!(ch.options.iter().all(|o| matches!(o.step, Step::Promote(_))));
    assert_eq!(ch.options.len(), 4);
    assert_eq!(s.table.picker, Some(runeboard_engine::table::Picker::Promote));
    let names: Vec<&str> = s.table.choices.iter().map(|c| c.face.kind_name.as_str()).collect();
    assert!(names.contains(&"Queen") && names.contains(&"Knight"), "{names:?}");
    let s = s.reduce(Action::Choose(Step::Promote('R')));
    assert!(s.turn.is_empty());
    assert_eq!(s.table.moves.len(), 1);
    let rook = s.table.pieces.iter().find(|p| p.cell == cell(&s, "e7"));
    assert_eq!(rook.map(|p| p.kind), Some('R'));
}

#[test]
fn a_bad_position_leaves_the_game_alone() {
    let s = click(click(keltic(), "e3"), "e4");
    let before = s.table.position.clone();
    let s = s.reduce(Action::LoadPosition("not a position".into()));
    assert!(matches!(s.ui.feedback, Some(Feedback::Position(_))));
    assert_eq!(s.table.position, before);
    assert_eq!(s.table.moves.len(), 1);
}

#[test]
fn nothing_moves_once_the_game_is_over() {
    let s = keltic().reduce(Action::LoadPosition("1k1/5/3P5/6Q2/9/5/1K1 w 0 1".into()));
    let s = click(click(s, "g4"), "e6");
    assert!(s.table.outcome.is_some());
    let s = click(s, "e7");
    assert!(s.turn.is_empty());
    let s = click(s, "e6");
    assert!(s.turn.is_empty());
    let s = s.reduce(Action::Undo);
    assert!(s.table.outcome.is_none());
    let s = s.reduce(Action::Redo);
    assert_eq!(s.table.moves.len(), 1);
}

#[test]
fn escape_cancels_and_a_stray_click_keeps_a_half_made_turn() {
    let ox = "k9/k9/10/4p5/5p1p2/5P4/4F5/10/10/K8K w 0 1";
    let s = start(GameId::OdinsRune).reduce(Action::LoadPosition(ox.into()));
    let s = click(click(s, "e4"), "g5");
    assert_eq!(s.turn.len(), 2, "the leap waits for a removal or its refusal");
    assert_eq!(s.table.stop.as_ref().map(|s| s.label.as_str()), Some("No removal"));
    assert_eq!(s.table.prompt.as_deref(), Some("Remove a man next to g5, or No removal"));
    // A click on one of the player's own men is no choice: the turn stays, and says so.
    let s = click(s, "a1");
    assert_eq!(s.turn.len(), 2);
    assert!(
        matches!(&s.ui.feedback, Some(Feedback::Refused(m)) if m.contains("Escape or Cancel drops the turn")),
        "{:?}",
        s.ui.feedback
    );
    // Escape cancels the turn; it is never played by Escape.
    let s = s.reduce(Action::Escape);
    assert!(s.turn.is_empty());
    assert!(s.table.moves.is_empty());
    // The stop button (or Enter) plays it.
    let s = click(click(s, "e4"), "g5").reduce(Action::StopHere);
    assert_eq!(s.table.moves, vec!["Fe4-g5".to_string()]);
}

#[test]
fn a_capture_leaves_the_taken_man_fading_and_hover_previews_it() {
    let s = click(click(click(keltic(), "e3"), "e4"), "d5");
    let e4 = cell(&s, "e4");
    assert!(s.table.marks.targets.contains(&(e4, true)));
    assert!(s.table.marks.doomed.is_empty());
    let s = s.reduce(Action::Hover(Some(e4)));
    assert_eq!(s.table.marks.doomed, vec![e4]);
    let s = s.reduce(Action::Click(e4));
    assert_eq!(s.table.moves, vec!["e4", "dxe4"]);
    assert_eq!(s.ui.vanished.iter().map(|p| p.name.as_str()).collect::<Vec<_>>(), vec!["white pawn"]);
    let s = s.reduce(Action::Undo);
    assert!(s.ui.vanished.is_empty());
}

#[test]
fn one_dialog_at_a_time_and_escape_closes_it() {
    let s = keltic().reduce(Action::Dialog(Some(Dialog::Rules)));
    assert_eq!(s.ui.dialog, Some(Dialog::Rules));
    let s = s.reduce(Action::Dialog(Some(Dialog::Export)));
    assert_eq!(s.ui.dialog, Some(Dialog::Export));
    let s = s.reduce(Action::Escape);
    assert_eq!(s.ui.dialog, None);
}

#[test]
fn the_flip_is_remembered_per_game_and_settings_are_kept() {
    use crate::model::settings::{Motion, Settings};
    let s = keltic().reduce(Action::Flip);
    assert!(s.flipped());
    assert!(s.effects.take().contains(&Effect::SaveSettings));
    // Another game has its own orientation; coming back finds Keltic's.
    let s = s.reduce(Action::Select { id: GameId::Chess, stored: Stored::default() });
    assert!(!s.flipped(), "chess was never turned");
    let s = s.reduce(Action::Select { id: GameId::Keltic, stored: Stored::default() });
    assert!(s.flipped(), "Keltic's board is still turned");
    // A reload reads them back from storage.
    let mut settings = s.settings.clone();
    settings.motion = Motion::Slow;
    s.effects.take();
    let s = s.reduce(Action::Settings(settings.clone()));
    assert_eq!(s.effects.take(), [Effect::SaveSettings]);
    let stored = Stored { settings: Some(s.settings.to_json()), ..Stored::default() };
    let reloaded = State::first("game=keltic", &stored);
    assert_eq!(reloaded.settings, settings);
    assert!(reloaded.flipped());
    assert_eq!(State::first("game=keltic", &Stored::default()).settings, Settings::default());
}

#[test]
fn actions_asked_of_the_chunk_of_parts_wait_for_it_then_are_done_in_order() {
    // (Natively the chunk's reducers are always in; in the page, an action of a part made before
    // its chunk is in is kept in `ui.parts`, the chunk loaded by `Effect::Parts`.)
    let mut waiting = (*start(GameId::Chess)).clone();
    waiting.ui.parts = vec![parts::Asked::Analyse, parts::Asked::Edit(EditAction::Open)];
    let before = start(GameId::Chess);
    assert!(waiting.effects_since(&before).contains(&Effect::Parts));
    let waiting = Rc::new(waiting);
    // The chunk is in: analysis on, then the editor opens.
    let opened = waiting.clone().reduce(Action::PartsIn);
    assert!(opened.analysis.on);
    assert!(opened.editing.is_some());
    assert!(opened.ui.parts.is_empty());
    // It could not be fetched: said, and nothing is done.
    let failed = waiting.reduce(Action::PartsFailed);
    assert!(failed.editing.is_none() && !failed.analysis.on);
    assert!(failed.ui.parts.is_empty());
    assert!(format!("{:?}", failed.ui.feedback).contains("could not be loaded"));
    // What can be asked for reads back as the same action; the parts' other actions cannot.
    for action in [
        Action::Edit(EditAction::Open),
        Action::Analysis(AnalysisAction::Toggle),
        Action::Review(crate::state::ReviewAction::Start),
        Action::Study(crate::state::StudyAction::Import("study=x".into())),
    ] {
        assert_eq!(parts::Asked::of(&action).map(parts::Asked::action), Some(action));
    }
    assert_eq!(parts::Asked::of(&Action::Review(crate::state::ReviewAction::Cancel)), None);
    assert_eq!(parts::Asked::of(&Action::Undo), None);
}
