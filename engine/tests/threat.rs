//! What the page sounds after a turn, as the engine tells it through `Play::table`: a king under
//! threat (`Table::threat`: check in the chess-like games, a king attacked in Odin's Rune, the tafl
//! king's open line to the edge), the men the last turn took (`Table::taken`) and the game's end.

mod common;

use common::tafl_text::board;
use runeboard_engine::{new_session, Command, GameId, Play, Table};

fn play(id: GameId, start: Option<&str>, turns: &[&str]) -> Box<dyn Play> {
    let mut p = new_session(id);
    if let Some(text) = start {
        p.apply(Command::Load(text.into())).unwrap_or_else(|e| panic!("{text}: {e}"));
    }
    for t in turns {
        p.apply(Command::Notation((*t).into())).unwrap_or_else(|e| panic!("{t}: {e}"));
    }
    p
}

fn table(p: &dyn Play) -> Table {
    p.table(&[], None)
}

#[test]
fn chess_check_is_a_threat_and_a_capture_is_taken() {
    let t = table(&*play(GameId::Chess, None, &["e4", "f5"]));
    assert!(!t.threat, "no check yet");
    let t = table(&*play(GameId::Chess, None, &["e4", "f5", "Qh5+"]));
    assert!(t.threat, "Qh5+ gives check");
    assert!(t.taken.is_empty() && t.outcome.is_none());
    let t = table(&*play(GameId::Chess, None, &["e4", "d5", "exd5"]));
    assert!(!t.threat);
    assert_eq!(t.taken.len(), 1, "exd5 took a pawn");
    // Mate: the game is over, which is no threat any more.
    let t = table(&*play(GameId::Chess, None, &["f3", "e5", "g4", "Qh4#"]));
    assert!(t.outcome.is_some() && !t.threat);
}

#[test]
fn keltic_check_is_a_threat() {
    assert!(!table(&*play(GameId::Keltic, None, &["e4"])).threat);
    // A bishop leaping as a knight gives check.
    let text = "1k1/5/9/9/4B4/5/1K1 w 0 1";
    assert!(!table(&*play(GameId::Keltic, Some(text), &[])).threat);
    assert!(table(&*play(GameId::Keltic, Some(text), &["Bd5+"])).threat);
}

#[test]
fn tafl_king_with_an_open_line_to_the_edge_is_a_threat() {
    // The king on f6 is shut in on all four lines; the attacker on f9 steps aside and opens the
    // file to f11.
    let men = [("f6", 'K'), ("f9", 'A'), ("f3", 'A'), ("c6", 'A'), ("i6", 'A'), ("b2", 'D')];
    for id in [GameId::Tyr11, GameId::Odin11] {
        let text = board(11, &men, 'a');
        let t = table(&*play(id, Some(&text), &[]));
        assert!(!t.threat, "{id}: every line closed");
        let t = table(&*play(id, Some(&text), &["f9-e9"]));
        assert!(t.threat, "{id}: the f-file is open to the edge");
        // The defenders close it themselves: no threat.
        let t = table(&*play(id, Some(&text), &["f9-e9", "b2-b10", "e9-e8", "b10-f10"]));
        assert!(!t.threat, "{id}: a defender stands on the open file");
    }
    // The king escapes: the game is over, no threat.
    let text = board(11, &[("f6", 'K'), ("b2", 'D'), ("j10", 'A')], 'd');
    let t = table(&*play(GameId::Tyr11, Some(&text), &["f6-f11"]));
    assert!(t.outcome.is_some() && !t.threat);
}

#[test]
fn odins_rune_king_attacked_is_a_threat() {
    assert!(!table(&*play(GameId::OdinsRune, None, &[])).threat);
    // The black rook on a3 attacks the white king on a1.
    let t = table(&*play(GameId::OdinsRune, Some("k9/k9/10/10/10/10/10/r9/1R8/K8K w"), &[]));
    assert!(t.threat, "the king on a1 is attacked");
    // White's rook blocks on a2: no king attacked.
    let t = table(&*play(GameId::OdinsRune, Some("k9/k9/10/10/10/10/10/r9/1R8/K8K w"), &["Rb2-a2"]));
    assert!(!t.threat, "{:?}", t.remark);
}

/// The names of the cells the table marks as a king in check (`Marks::check`).
fn checked(id: GameId, t: &Table) -> Vec<&'static str> {
    t.marks.check.iter().map(|&c| id.geometry().name(c)).collect()
}

#[test]
fn the_king_in_check_is_marked_on_its_cell() {
    let id = GameId::Chess;
    assert!(checked(id, &table(&*play(id, None, &["e4", "f5"]))).is_empty(), "no check yet");
    let p = play(id, None, &["e4", "f5", "Qh5+"]);
    assert_eq!(checked(id, &table(&*p)), ["e8"], "Qh5+ checks the king on e8");
    // While a turn is built (the king picked), the mark stays.
    let e8 = id.geometry().cell_by_name("e8").expect("e8");
    let g6 = p.table(&[runeboard_engine::Step::Cell(e8)], None);
    assert_eq!(checked(id, &g6), ["e8"]);
    // Answered: no mark; mate: the game is over, no mark either.
    assert!(checked(id, &table(&*play(id, None, &["e4", "f5", "Qh5+", "g6"]))).is_empty());
    assert!(checked(id, &table(&*play(id, None, &["f3", "e5", "g4", "Qh4#"]))).is_empty());

    let id = GameId::Keltic;
    let text = "1k1/5/9/9/4B4/5/1K1 w 0 1";
    assert!(checked(id, &table(&*play(id, Some(text), &[]))).is_empty());
    let t = table(&*play(id, Some(text), &["Bd5+"]));
    assert!(t.threat);
    assert_eq!(t.marks.check.len(), 1, "{:?}", checked(id, &t));
    let king = t.pieces.iter().find(|p| p.cell == t.marks.check[0]).expect("a man on the marked cell");
    assert_eq!((king.kind, king.army), ('K', 1), "the marked man is Black's king: {king:?}");

    let id = GameId::OdinsRune;
    assert!(checked(id, &table(&*play(id, None, &[]))).is_empty());
    let text = "k9/k9/10/10/10/10/10/r9/1R8/K8K w";
    assert_eq!(checked(id, &table(&*play(id, Some(text), &[]))), ["a1"], "the king on a1 is attacked, not j1");
    assert!(checked(id, &table(&*play(id, Some(text), &["Rb2-a2"]))).is_empty());
}

#[test]
fn the_tafl_kings_open_line_is_a_threat_but_no_check() {
    let text = board(11, &[("f6", 'K'), ("f9", 'A'), ("f3", 'A'), ("c6", 'A'), ("i6", 'A'), ("b2", 'D')], 'a');
    let t = table(&*play(GameId::Tyr11, Some(&text), &["f9-e9"]));
    assert!(t.threat && t.marks.check.is_empty());
}
