//! Orphic Chess's lessons, written from its rules.

use crate::id::GameId;
use crate::lesson_data::{Goal, Lesson};

pub const LESSONS: &[Lesson] = &[
    Lesson {
        id: "orphic-relocate",
        game: GameId::Orphic,
        title: "Drop onto your own pawn",
        task: "Drop a knight onto your own pawn on d3, and set the pawn down again on d2.",
        position: "4k3/8/pppppppp/8/8/PPPPPPPP/8/4K3 w QEELDNNqeeldnn - 0 1",
        goal: Goal::Answer(&["N@d3/d2"]),
        hints: &["Choose the knight in the reserve tray, then d3; the board then offers where the pawn may go."],
        solution: "N@d3/d2",
        explanation: "A man dropped onto one of your own pawns takes its square, and the pawn is set down \
                      elsewhere (here on d2, behind the knight).",
    },
    Lesson {
        id: "orphic-elk",
        game: GameId::Orphic,
        title: "The Elk on a light square",
        task: "Take the knight on f6 with the Elk.",
        position: "4k3/8/5n2/8/4E3/8/8/4K3 w - - 0 1",
        goal: Goal::Answer(&["Exf6"]),
        hints: &["On a light square the Elk moves as a knight; on a dark one, as a rook. Is e4 light or dark?"],
        solution: "Exf6",
        explanation: "e4 is a light square, so the Elk there moves as a knight: e4 to f6. On f6, a dark \
                      square, it will move as a rook.",
    },
];
