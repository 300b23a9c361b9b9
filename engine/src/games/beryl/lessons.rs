//! spIndecision Beryl's and Beryl Chess's lessons.

use crate::id::GameId;
use crate::lesson_data::{Goal, Lesson};

pub const SPINDECISION: &[Lesson] = &[
    Lesson {
        id: "spindecision-declare",
        game: GameId::Spindecision,
        title: "The Schrödinger King",
        task: "Move the ö on c2l as a bishop, to a1r.",
        position: "3wO11/6wO5bK2/6rK2 cw -",
        goal: Goal::Answer(&["O(B)c2l-a1r"]),
        hints: &["An ö is a King or a Bishop, and says which as it moves: pick it, choose Bishop, then the cell."],
        solution: "O(B)c2l-a1r",
        explanation: "The ö declared itself a Bishop and slid along the kite's long diagonal to a1r. A King \
                      could not have gone there in one step.",
    },
    Lesson {
        id: "spindecision-pawn",
        game: GameId::Spindecision,
        title: "A pawn takes",
        task: "Take the Red knight with the White pawn on c2l.",
        position: "8rN6/wK4bPwP4bPbK2/6rK2 cw -",
        goal: Goal::Answer(&["Pc2lxc1r"]),
        hints: &["The pawn steps to c2r or c2t, and takes on c1r, b2r or d2r."],
        solution: "Pc2lxc1r",
        explanation: "The pawn takes on c1r, one of its three capturing cells. Either player may move any \
                      army except the one the other player used last.",
    },
];

pub const BERYL: &[Lesson] = &[
    Lesson {
        id: "beryl-pawn",
        game: GameId::Beryl,
        title: "A pawn takes",
        task: "Take the knight on b2r with your pawn.",
        position: "8bN6/wK4bNwP4bNbK2/9 w",
        goal: Goal::Answer(&["Pc2lxb2r"]),
        hints: &["The pawn on c2l steps to c2r or c2t, and takes on c1r, b2r or d2r."],
        solution: "Pc2lxb2r",
        explanation: "The pawn takes on b2r, one of its three capturing cells.",
    },
    Lesson {
        id: "beryl-rook-check",
        game: GameId::Beryl,
        title: "Round the ring",
        task: "Give check with the rook.",
        position: "15/wK5wR5bK2/9 w",
        goal: Goal::Answer(&["Rc2l-d2l", "Rc2l-e2t", "Rc2l-e2r", "Rc2l-e1b", "Rc2l-d2b", "Rc2l-d3t"]),
        hints: &["The rook slides round the two rings its kite lies on, either way."],
        solution: "Rc2l-e2r",
        explanation: "A rook travels round the rings of kites around the corners of its triangle: several of \
                      its cells look along a ring at the black king.",
    },
];
