//! A turn under construction drawn as it stands (issue 11): the moving man where it has landed, its
//! origin empty, the men it takes fading (`Table::taking`), and a man still to be placed (a
//! displaced pawn, a carried king) drawn only once its square is chosen.

mod common;

use common::steps;
use runeboard_engine::{new_session, Command, GameId, Play};

fn game(id: GameId, position: &str) -> Box<dyn Play> {
    let mut play = new_session(id);
    play.apply(Command::Load(position.into())).unwrap_or_else(|e| panic!("{position}: {e}"));
    play
}

/// What stands on each named cell with the turn `turn` under construction ("" for empty), and the
/// cells of the men it takes.
fn drawn(play: &dyn Play, turn: &[&str], cells: &[&str]) -> (Vec<String>, Vec<String>) {
    let t = play.table(&steps(play.record().game, turn), None);
    let g = play.record().game.geometry();
    let on = |name: &str| {
        let c = g.cell_by_name(name).unwrap_or_else(|| panic!("no cell {name}"));
        t.pieces.iter().find(|p| p.cell == c).map(|p| p.name.clone()).unwrap_or_default()
    };
    let taking = t.taking.iter().map(|p| g.name(p.cell).to_string()).collect();
    (cells.iter().map(|c| on(c)).collect(), taking)
}

#[test]
fn the_forest_ox_stands_where_it_landed_while_the_removal_is_offered() {
    let play = game(GameId::OdinsRune, "4kk4/10/10/3rPb4/4p5/10/3F6/10/10/4KK4 w 0 1");
    let (men, taking) = drawn(&*play, &["d4"], &["d4", "e6"]);
    assert!(men[0].contains("Forest Ox") && men[1].contains("pawn"), "a pick moves nothing: {men:?}");
    assert!(taking.is_empty());
    let (men, taking) = drawn(&*play, &["d4", "e6"], &["d4", "e6", "e7"]);
    assert_eq!(men[0], "", "the origin is empty");
    assert!(men[1].contains("Forest Ox"), "the Ox on its landing square: {men:?}");
    assert!(men[2].contains("pawn"), "the men it may remove still stand: {men:?}");
    assert_eq!(taking, vec!["e6"], "the pawn it took fades");
}

#[test]
fn a_berserk_man_stands_on_its_latest_square() {
    let play = game(GameId::Odin11, "11/11/11/5K5/11/3A7/3D7/A6A3/7D3/1AD8/11 a 0 1");
    let (men, taking) = drawn(&*play, &["a4", "d4", "d2"], &["a4", "d4", "d2"]);
    assert_eq!((men[0].as_str(), men[1].as_str()), ("", ""), "{men:?}");
    assert!(men[2].contains("ttacker"), "the attacker on d2: {men:?}");
    assert_eq!(taking.len(), 2, "two men taken so far: {taking:?}");
}

#[test]
fn the_valkyries_carried_king_appears_where_it_is_dropped() {
    let play = game(GameId::OdinsRune, "k9/10/10/10/10/10/6b3/10/10/5V3K w 0 1");
    let (men, _) = drawn(&*play, &["f1", "j1"], &["f1", "g1", "h1", "j1"]);
    assert_eq!(&men[..3], &["", "", ""], "the start and the path are empty while the drop waits: {men:?}");
    assert!(men[3].contains("Valkyrie"), "{men:?}");
    let (men, _) = drawn(&*play, &["f1", "j1", "h1"], &["f1", "h1", "j1"]);
    assert_eq!(men[0], "");
    assert!(men[1].contains("king") && men[2].contains("Valkyrie"), "{men:?}");
}

#[test]
fn a_man_dropped_on_a_pawn_stands_there_and_the_pawn_waits_for_its_square() {
    // Orphic's pawns start on the third rank; a knight dropped on c3 displaces its pawn.
    let play = new_session(GameId::Orphic);
    let (men, _) = drawn(&*play, &["@N", "c3"], &["c3", "c2", "c4", "a3"]);
    assert!(men[0].contains("knight"), "the knight on the pawn's square: {men:?}");
    assert_eq!(&men[1..3], &["", ""], "no pawn drawn on any of its possible squares yet: {men:?}");
    assert!(men[3].contains("pawn"), "other pawns stay: {men:?}");
    let (men, _) = drawn(&*play, &["@N", "c3", "c4"], &["c3", "c4"]);
    assert!(men[0].contains("knight") && men[1].contains("pawn"), "{men:?}");
}
