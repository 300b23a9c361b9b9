//! Premoves, as on lichess: while the computer thinks, the player picks one of its men and a cell
//! for it, drawn apart on the board. The page knows no rule: any man the engine counts as the
//! player's ([`ask::premovable`]) and any cell are taken. Once the computer's turn is played, the
//! engine says whether the man and its cell start a legal turn (a cell that stands for another, the
//! king put on its rook, resolved by it): the turn is then played at once, or left for the player
//! to finish when it needs more steps; otherwise the premove is dropped without a word. A click
//! elsewhere, a right click or Escape cancels it.

use runeboard_engine::{ask, CellId, Play, Step, Table};

/// A turn planned while the computer thinks: the man, then (once chosen) the cell it goes to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Premove {
    pub from: CellId,
    pub to: Option<CellId>,
}

impl Premove {
    /// The cells drawn as the premove.
    pub fn cells(&self) -> Vec<CellId> {
        [Some(self.from), self.to].into_iter().flatten().collect()
    }
}

/// The men the players not played by the computer (`computer`: its players) may premove, in the
/// position `table` shows; nothing unless `open` (the computer is to move and the board is played
/// on).
pub fn premovable(table: &Table, computer: &[usize], open: bool) -> Vec<CellId> {
    if !open {
        return Vec::new();
    }
    (0..table.players.len()).filter(|p| !computer.contains(p)).flat_map(|p| ask::premovable(table, p)).collect()
}

/// A click on `cell` while the computer is to move, with the premove so far and the men that may
/// be premoved (`mine`). A man is picked, then any cell is its target; a click on the man picked
/// puts it down, on another of the player's men picks that one; once made, a click cancels the
/// premove (on one of the player's men, it picks that man for another).
pub fn click(now: Option<Premove>, cell: CellId, mine: &[CellId]) -> Option<Premove> {
    let pick = mine.contains(&cell).then_some(Premove { from: cell, to: None });
    match now {
        Some(Premove { from, to: None }) if cell == from => None,
        Some(Premove { from, to: None }) if pick.is_none() => Some(Premove { from, to: Some(cell) }),
        _ => pick,
    }
}

/// The steps the premove stands for in the game `play` as it is now (the computer's turn played):
/// the man and its target as the engine offers them, the target resolved if it stands for another
/// ([`runeboard_engine::Choices::resolve`]). `None` when they do not start a legal turn.
pub fn steps(p: Premove, play: &dyn Play) -> Option<Vec<Step>> {
    let (from, to) = (Step::Cell(p.from), Step::Cell(p.to?));
    if !play.choices(&[]).options.iter().any(|o| o.step == from) {
        return None;
    }
    let ch = play.choices(&[from]);
    let to = ch.resolve(to);
    ch.options.iter().any(|o| o.step == to).then(|| vec![from, to])
}

#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests {
    use std::rc::Rc;

    use runeboard_engine::{new_session, Command, GameId};
    use yew::Reducible;

    use super::*;
    use crate::model::drawings::{Mark, Pen, Shape};
    use crate::model::opponent::Opponent;
    use crate::state::computer::tests::{answer, show_all};
    use crate::state::computer::ComputerAction;
    use crate::state::tests::{cell, click as tap, start};
    use crate::state::{Action, State};

    fn at(id: GameId, name: &str) -> CellId {
        id.geometry().cell_by_name(name).expect("a cell")
    }

    #[test]
    fn a_man_then_any_cell_and_a_click_cancels() {
        let (a, b, c) = (3, 4, 40);
        let mine = [a, b];
        let picked = click(None, a, &mine);
        assert_eq!(picked, Some(Premove { from: a, to: None }));
        assert_eq!(click(None, c, &mine), None, "not the player's man");
        assert_eq!(click(picked, a, &mine), None, "the man put down");
        assert_eq!(click(picked, b, &mine), Some(Premove { from: b, to: None }), "another man picked");
        let made = click(picked, c, &mine);
        assert_eq!(made, Some(Premove { from: a, to: Some(c) }));
        assert_eq!(made.map(|p| p.cells()), Some(vec![a, c]));
        assert_eq!(click(made, 50, &mine), None, "a click elsewhere cancels it");
        assert_eq!(click(made, b, &mine), Some(Premove { from: b, to: None }));
    }

    #[test]
    fn the_engine_says_whether_a_premove_starts_a_legal_turn() {
        let id = GameId::Chess;
        let mut play = new_session(id);
        for t in ["e4", "e5", "Nf3", "Nc6", "Bc4"] {
            play.apply(Command::Notation(t.into())).expect(t);
        }
        let pre = |from: &str, to: &str| Premove { from: at(id, from), to: Some(at(id, to)) };
        // Black to move: …Bc5 is a legal turn.
        assert_eq!(steps(pre("f8", "c5"), &*play), Some(vec![Step::Cell(at(id, "f8")), Step::Cell(at(id, "c5"))]));
        assert_eq!(steps(pre("f8", "f5"), &*play), None, "not a legal turn: dropped");
        assert_eq!(steps(Premove { from: at(id, "f8"), to: None }, &*play), None, "no target: nothing");
        assert_eq!(steps(pre("d2", "d3"), &*play), None, "not the side to move");
        // The king put on its own rook castles.
        for t in ["Bc5", "c3"] {
            play.apply(Command::Notation(t.into())).expect(t);
        }
        play.apply(Command::Notation("Nf6".into())).expect("Nf6");
        let steps = steps(pre("e1", "h1"), &*play).expect("castles");
        assert_eq!(steps, vec![Step::Cell(at(id, "e1")), Step::Cell(at(id, "g1"))]);
        play.apply(Command::Play(steps)).expect("legal");
        assert_eq!(play.record().turns.last().map(String::as_str), Some("O-O"));
    }

    fn against_computer(id: GameId) -> Rc<State> {
        start(id).reduce(Action::Computer(ComputerAction::Set(Opponent { sides: vec![1], level: 1 })))
    }

    #[test]
    fn a_premove_is_played_the_moment_the_computers_turn_is() {
        let s = tap(against_computer(GameId::Chess), "e2");
        let s = tap(s, "e4");
        assert!(s.computer_to_move());
        // Black thinks: White premoves d2-d4, drawn on its two cells.
        let s = tap(s, "d2");
        let s = tap(s, "d4");
        assert_eq!(s.ui.premove.map(|p| p.cells()), Some(vec![cell(&s, "d2"), cell(&s, "d4")]));
        assert!(s.turn.is_empty(), "the computer's turn is untouched");
        let s = answer(s, &["e7", "e5"]);
        let s = show_all(s);
        assert_eq!(s.table.moves, ["e4", "e5", "d4"]);
        assert!(s.ui.premove.is_none());
    }

    #[test]
    fn an_illegal_premove_is_dropped_without_a_word_and_escape_cancels_one() {
        let s = tap(against_computer(GameId::Chess), "e2");
        let s = tap(s, "e4");
        // e4-e5 is blocked by the reply …e5.
        let s = tap(tap(s, "e4"), "e5");
        assert!(s.ui.premove.is_some());
        let s = show_all(answer(s, &["e7", "e5"]));
        assert_eq!(s.table.moves, ["e4", "e5"]);
        assert!(s.ui.premove.is_none() && s.ui.feedback.is_none() && s.turn.is_empty());
        // Escape cancels a premove; so does a right-click drawing.
        let s = tap(tap(s, "g1"), "f3");
        let s = tap(tap(s, "b1"), "c3");
        assert!(s.ui.premove.is_some());
        let s = s.reduce(Action::Escape);
        assert!(s.ui.premove.is_none());
        let s = tap(tap(s, "b1"), "c3");
        let c3 = cell(&s, "c3");
        let s = s.reduce(Action::Draw(Mark { shape: Shape::between(c3, c3), pen: Pen::Green }));
        assert!(s.ui.premove.is_none(), "a right click cancels it");
        let s = show_all(answer(s, &[]));
        assert_eq!(s.table.moves.len(), 4, "nothing premoved was played");
    }
}
