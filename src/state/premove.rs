//! Premoves, as on lichess: while the computer thinks, the player picks one of its men (or a man of
//! its reserve, a predrop) and a cell for it, drawn apart on the board. The page knows no rule: any
//! man the engine counts as the player's ([`ask::premovable`], [`ask::premovable_reserve`]) and any
//! cell are taken; a man of the player's own is the target rather than a new pick only where the
//! engine says the picked man may be put on it ([`ask::premove_onto`]: the king on its rook). Once
//! the computer's turn is played, the engine says whether the man and its cell start a legal turn
//! (a cell that stands for another resolved by it): the turn is then played at once, or left for
//! the player to finish when it needs more steps; otherwise the premove is dropped without a word.
//! A click elsewhere, a right click or Escape cancels it.

use runeboard_engine::{ask, CellId, Play, Step, Table};

/// A turn planned while the computer thinks: the man (a cell, or a reserve man), then (once
/// chosen) the cell it goes to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Premove {
    pub from: Step,
    pub to: Option<CellId>,
}

impl Premove {
    /// The board's cells drawn as the premove.
    pub fn cells(&self) -> Vec<CellId> {
        let from = if let Step::Cell(c) = self.from { Some(c) } else { None };
        [from, self.to].into_iter().flatten().collect()
    }

    /// The reserve man picked, if the premove is a drop.
    pub fn reserve(&self) -> Option<Step> {
        matches!(self.from, Step::Reserve(_)).then_some(self.from)
    }
}

/// What may be premoved now: the men on the board and in reserve that the players not played by
/// the computer may plan a turn with.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Mine {
    pub men: Vec<CellId>,
    /// Each with the player whose reserve holds it.
    pub reserve: Vec<(usize, Step)>,
}

impl Mine {
    /// The steps that pick the reserve men.
    pub fn reserve_steps(&self) -> Vec<Step> {
        self.reserve.iter().map(|r| r.1).collect()
    }
}

impl Mine {
    pub fn is_empty(&self) -> bool {
        self.men.is_empty() && self.reserve.is_empty()
    }
}

/// The men (`computer`: its players) the others may premove, in the position `table` shows;
/// nothing unless `open` (the computer is to move and the board is played on).
pub fn premovable(table: &Table, computer: &[usize], open: bool) -> Mine {
    if !open {
        return Mine::default();
    }
    let people = || (0..table.players.len()).filter(|p| !computer.contains(p));
    Mine {
        men: people().flat_map(|p| ask::premovable(table, p)).collect(),
        reserve: people().flat_map(|p| ask::premovable_reserve(table, p).into_iter().map(move |s| (p, s))).collect(),
    }
}

/// The cells of the player's own men that the man on `from` is put on rather than picking them
/// (`computer`: the computer's players; [`ask::premove_onto`], asked of the game in progress).
pub fn onto(play: &dyn Play, table: &Table, computer: &[usize], from: CellId) -> Vec<CellId> {
    let owner =
        (0..table.players.len()).filter(|p| !computer.contains(p)).find(|&p| ask::premovable(table, p).contains(&from));
    owner.map(|p| play.premove_onto(&table.position, p, from)).unwrap_or_default()
}

/// A click on `cell` while the computer is to move, with the premove so far, the men on the board
/// that may be premoved (`mine`) and the cells of its own men the man picked may be put on
/// (`onto`). A man is picked, then any cell is its target; a click on the man picked puts it down,
/// on another of the player's men picks that one (unless it is one of `onto`); once made, a click
/// cancels the premove (on one of the player's men, it picks that man for another). A reserve man
/// picked goes to any cell clicked.
pub fn click(now: Option<Premove>, cell: CellId, mine: &[CellId], onto: &[CellId]) -> Option<Premove> {
    let pick = mine.contains(&cell).then_some(Premove { from: Step::Cell(cell), to: None });
    match now {
        Some(Premove { from, to: None }) if from == Step::Cell(cell) => None,
        Some(Premove { from: from @ Step::Reserve(_), to: None }) => Some(Premove { from, to: Some(cell) }),
        Some(Premove { from, to: None }) if pick.is_none() || onto.contains(&cell) => {
            Some(Premove { from, to: Some(cell) })
        }
        _ => pick,
    }
}

/// A reserve man chosen while the computer is to move (`mine`: the reserve men that may be
/// premoved): picked, or put down when it was the one picked; any other choice changes nothing.
pub fn choose(now: Option<Premove>, step: Step, mine: &[Step]) -> Option<Premove> {
    if !mine.contains(&step) {
        return now;
    }
    match now {
        Some(Premove { from, to: None }) if from == step => None,
        _ => Some(Premove { from: step, to: None }),
    }
}

/// The steps the premove stands for in the game `play` as it is now (the computer's turn played):
/// the man and its target as the engine offers them, the target resolved if it stands for another
/// ([`runeboard_engine::Choices::resolve`]). `None` when they do not start a legal turn.
pub fn steps(p: Premove, play: &dyn Play) -> Option<Vec<Step>> {
    let (from, to) = (p.from, Step::Cell(p.to?));
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
    use crate::state::computer::tests::{answer, answer_steps, show_all};
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
        let picked = click(None, a, &mine, &[]);
        assert_eq!(picked, Some(Premove { from: Step::Cell(a), to: None }));
        assert_eq!(click(None, c, &mine, &[]), None, "not the player's man");
        assert_eq!(click(picked, a, &mine, &[]), None, "the man put down");
        assert_eq!(click(picked, b, &mine, &[]), Some(Premove { from: Step::Cell(b), to: None }), "another man picked");
        let made = click(picked, c, &mine, &[]);
        assert_eq!(made, Some(Premove { from: Step::Cell(a), to: Some(c) }));
        assert_eq!(made.map(|p| p.cells()), Some(vec![a, c]));
        assert_eq!(click(made, 50, &mine, &[]), None, "a click elsewhere cancels it");
        assert_eq!(click(made, b, &mine, &[]), Some(Premove { from: Step::Cell(b), to: None }));
        // A man the picked one may be put on (the king on its rook) is its target, not a new pick.
        assert_eq!(click(picked, b, &mine, &[b]), Some(Premove { from: Step::Cell(a), to: Some(b) }));
        // A reserve man: picked, put down, and dropped on any cell, the player's own men's too.
        let (n, q) = (Step::Reserve('N'), Step::Reserve('Q'));
        let drop = choose(None, n, &[n]);
        assert_eq!(drop, Some(Premove { from: n, to: None }));
        assert_eq!(choose(None, q, &[n]), None, "not the player's reserve");
        assert_eq!(choose(drop, n, &[n]), None, "put down");
        assert_eq!(choose(made, n, &[n]), drop, "a reserve man instead");
        assert_eq!(click(drop, a, &mine, &[]), Some(Premove { from: n, to: Some(a) }));
        assert_eq!(click(drop, a, &mine, &[]).map(|p| (p.cells(), p.reserve())), Some((vec![a], Some(n))));
    }

    #[test]
    fn the_engine_says_whether_a_premove_starts_a_legal_turn() {
        let id = GameId::Chess;
        let mut play = new_session(id);
        for t in ["e4", "e5", "Nf3", "Nc6", "Bc4"] {
            play.apply(Command::Notation(t.into())).expect(t);
        }
        let pre = |from: &str, to: &str| Premove { from: Step::Cell(at(id, from)), to: Some(at(id, to)) };
        // Black to move: …Bc5 is a legal turn.
        assert_eq!(steps(pre("f8", "c5"), &*play), Some(vec![Step::Cell(at(id, "f8")), Step::Cell(at(id, "c5"))]));
        assert_eq!(steps(pre("f8", "f5"), &*play), None, "not a legal turn: dropped");
        assert_eq!(steps(Premove { from: Step::Cell(at(id, "f8")), to: None }, &*play), None, "no target: nothing");
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

    #[test]
    fn a_reserve_man_is_premoved_and_dropped_the_moment_the_computer_has_played() {
        let s = against_computer(GameId::Orphic);
        // White's first turn: the king dropped where the engine offers.
        let s = s.reduce(Action::Choose(Step::Reserve('K')));
        let target = s.table.marks.targets.first().expect("the king may be dropped").0;
        let s = s.reduce(Action::Click(target));
        assert_eq!(s.table.moves.len(), 1);
        assert!(s.computer_to_move());
        // Black thinks: White picks its queen in reserve (not Black's), then a cell for it.
        let mine = s.premovable();
        assert!(mine.reserve.iter().all(|r| r.0 == 0) && mine.reserve.contains(&(0, Step::Reserve('Q'))));
        let s = s.reduce(Action::Choose(Step::Reserve('Q')));
        assert_eq!(s.ui.premove, Some(Premove { from: Step::Reserve('Q'), to: None }));
        assert!(s.turn.is_empty(), "the computer's turn is untouched");
        // Black's reply: its king dropped; where White's queen may go then.
        let k = Step::Reserve('K');
        let reply = vec![k, s.play.choices(&[k]).options.first().expect("a cell").step];
        let mut after = (*s.play).clone();
        after.apply(Command::Play(reply.clone())).expect("legal");
        let q = Step::Reserve('Q');
        let Some(Step::Cell(to)) = after.choices(&[q]).options.first().map(|o| o.step) else { panic!("a drop") };
        let s = s.reduce(Action::Click(to));
        assert_eq!(s.ui.premove.map(|p| (p.cells(), p.reserve())), Some((vec![to], Some(q))));
        let s = show_all(answer_steps(s, reply));
        assert_eq!(s.table.moves.len(), 3, "{:?}", s.table.moves);
        assert!(s.table.moves[2].starts_with('Q'), "{:?}", s.table.moves);
        assert!(s.ui.premove.is_none());
    }

    #[test]
    fn a_king_premoved_onto_its_own_rook_castles() {
        let id = GameId::Chess;
        let mut s = against_computer(id);
        for (from, to) in [("e2", "e4"), ("g1", "f3"), ("f1", "c4")] {
            s = tap(tap(s, from), to);
            s = show_all(answer(s, &[]));
        }
        assert_eq!(s.table.moves.len(), 6, "{:?}", s.table.moves);
        let s = tap(tap(s, "d2"), "d3");
        assert!(s.computer_to_move());
        // While Black thinks: the king, then its rook, is a premove onto the rook, not a new pick.
        let s = tap(tap(s, "e1"), "h1");
        assert_eq!(s.ui.premove.map(|p| p.cells()), Some(vec![cell(&s, "e1"), cell(&s, "h1")]));
        let s = show_all(answer(s, &[]));
        assert_eq!(s.table.moves.last().map(String::as_str), Some("O-O"), "{:?}", s.table.moves);
    }
}
