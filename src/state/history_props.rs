//! A property test of the game's history (issue #38): random sequences of play, undo, redo,
//! stepping, showing any turn of the tree, promoting, deleting and reloading, each followed by the
//! same checks — the board shown, the move list (the tree and the turn it marks) and the record
//! (its text, the link and the save) agree.

use std::rc::Rc;

use proptest::prelude::*;
use runeboard_engine::tree::Tree;
use runeboard_engine::{new_session, Command, GameId};
use yew::Reducible;

use super::tests::start;
use crate::model::saved::Stored;
use crate::state::{Action, AnalysisAction, LineAction, State, ViewTo};

/// Turns of orthodox chess, some of which are legal where they are tried (the rest are refused,
/// which must leave the game as it was).
const POOL: &[&str] = &[
    "e4", "e5", "d4", "d5", "Nf3", "Nc6", "Nf6", "Nc3", "c4", "c5", "Bc4", "Bb4", "a3", "a6", "exd5", "exd4", "Qh5",
    "Nxe5", "Ke2", "Nz9",
];

#[derive(Clone, Debug)]
enum Op {
    Play(usize),
    Undo,
    Redo,
    /// Show the position after this many turns of the live line (modulo its length + 1).
    View(usize),
    /// Step in the move list: -2, -1, 1, 2.
    Step(i8),
    /// Show, promote or delete the turn at this place of the tree's turns (modulo their count).
    Show(usize),
    Promote(usize),
    Delete(usize),
    Reload,
}

fn op() -> impl Strategy<Value = Op> {
    prop_oneof![
        6 => (0..POOL.len()).prop_map(Op::Play),
        2 => Just(Op::Undo),
        2 => Just(Op::Redo),
        2 => (0..40usize).prop_map(Op::View),
        2 => prop_oneof![Just(-2i8), Just(-1), Just(1), Just(2)].prop_map(Op::Step),
        2 => (0..200usize).prop_map(Op::Show),
        1 => (0..200usize).prop_map(Op::Promote),
        1 => (0..200usize).prop_map(Op::Delete),
        1 => Just(Op::Reload),
    ]
}

/// Every turn of the tree, by its path, in depth-first order.
fn paths(tree: &Tree) -> Vec<Vec<usize>> {
    let mut out = Vec::new();
    let mut todo = vec![(Tree::START, Vec::new())];
    while let Some((at, path)) = todo.pop() {
        for (i, &child) in tree.get(at).children.iter().enumerate().rev() {
            let mut p = path.clone();
            p.push(i);
            todo.push((child, p.clone()));
            out.push(p);
        }
    }
    out.sort();
    out
}

/// The position after these turns from the start, replayed by a game of its own.
fn replayed(turns: &[String]) -> String {
    let mut game = new_session(GameId::Chess);
    for t in turns {
        game.apply(Command::Notation(t.clone())).expect("a turn the page shows replays");
    }
    game.table(&[], None).position
}

/// The game as the page saves it, opened again as a reload opens it.
fn reloaded(s: &State) -> Rc<State> {
    let stored = Stored { games: vec![(GameId::Chess, s.saved().to_json())], ..Stored::default() };
    Rc::new(State::open("chess", &stored))
}

fn apply(s: Rc<State>, op: &Op) -> Rc<State> {
    let nth = |n: usize| {
        let all = paths(s.tree());
        (!all.is_empty()).then(|| all[n % all.len()].clone())
    };
    match op {
        Op::Play(i) => s.reduce(Action::Analysis(AnalysisAction::Play(vec![POOL[*i].to_string()]))),
        Op::Undo => s.reduce(Action::Undo),
        Op::Redo => s.reduce(Action::Redo),
        Op::View(n) => {
            let ply = n % (s.table.moves.len() + 1);
            s.reduce(Action::View(ViewTo::Ply(ply)))
        }
        Op::Step(d) => s.reduce(Action::Line(LineAction::Step(*d))),
        Op::Show(n) => match nth(*n) {
            Some(p) => s.reduce(Action::Line(LineAction::Show(p))),
            None => s,
        },
        Op::Promote(n) => match nth(*n) {
            Some(p) => s.reduce(Action::Line(LineAction::Promote(p))),
            None => s,
        },
        Op::Delete(n) => match nth(*n) {
            Some(p) => s.reduce(Action::Line(LineAction::Delete(p))),
            None => s,
        },
        Op::Reload => reloaded(&s),
    }
}

/// The checks after every step: what the board shows, what the move list marks and what the
/// record, the link and the save say are one and the same game.
fn agree(s: &State, ops: &[Op]) -> Result<(), TestCaseError> {
    let shown = s.shown();
    // The board shown is the position its turns reach.
    prop_assert_eq!(&shown.position, &replayed(&shown.moves), "the board shown after {:?}", ops);
    // The live line is a line of the tree, and the move list marks the turn shown on it.
    let live = s.tree().path_of(&s.table.moves);
    prop_assert!(live.is_some(), "the live line {:?} is in the tree {:?} after {:?}", s.table.moves, s.tree(), ops);
    prop_assert_eq!(s.shown_path().map(|p| p.len()), Some(shown.moves.len()), "the turn marked after {:?}", ops);
    if let Some(v) = &s.viewing {
        prop_assert!(v.ply < s.table.moves.len(), "an earlier position is shown: {} of {:?}", v.ply, s.table.moves);
        prop_assert_eq!(&shown.moves[..], &s.table.moves[..v.ply], "the turns shown begin the live line");
    }
    // The record: its text imports back to the tree the move list shows (undone turns of a plain
    // line are left out of both).
    let mut listed = (**s.tree()).clone();
    if let Some(hidden) = s.hidden_from() {
        listed.delete(&hidden);
    }
    let text = s.record_text("2026.11.28");
    let imported = start(GameId::Chess).reduce(Action::Import { text: text.clone(), stored: Stored::default() });
    prop_assert_eq!(&imported.ui.feedback, &None, "{} after {:?}", text, ops);
    prop_assert_eq!(&**imported.tree(), &listed, "the record's tree after {:?}: {}", ops, text);
    // The link opens on the position shown.
    let opened = State::open(&s.link(), &Stored::default());
    prop_assert_eq!(&opened.shown().moves, &shown.moves, "the link {} after {:?}", s.link(), ops);
    prop_assert_eq!(&opened.shown().position, &shown.position);
    // A reload keeps the tree, the live game and the turn shown.
    let back = reloaded(s);
    prop_assert_eq!(back.tree(), s.tree(), "the tree reloaded after {:?}", ops);
    prop_assert_eq!(&back.table.moves, &s.table.moves, "the live line reloaded after {:?}", ops);
    prop_assert_eq!(back.table.can_redo, s.table.can_redo, "what there is to redo, reloaded after {:?}", ops);
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, failure_persistence: None, ..ProptestConfig::default() })]

    #[test]
    fn the_board_the_move_list_and_the_record_agree(ops in proptest::collection::vec(op(), 1..40)) {
        let mut s = start(GameId::Chess);
        for (i, op) in ops.iter().enumerate() {
            s = apply(s, op);
            agree(&s, &ops[..=i])?;
        }
    }
}
