//! Keltic Chess's lessons, written from its rules.

use crate::id::GameId;
use crate::lesson_data::{Goal, Lesson};

pub const LESSONS: &[Lesson] = &[
    Lesson {
        id: "keltic-sideways",
        game: GameId::Keltic,
        title: "The blocked pawn",
        task: "Your pawn on e3 is blocked by the pawn on e4. Move it without taking anything.",
        position: "2k/5/8p/4pn3/P3P4/5/K2 w 0 1",
        goal: Goal::Answer(&["d3", "f3"]),
        hints: &["A pawn that cannot step forward may step one cell sideways onto an empty cell."],
        solution: "f3",
        explanation: "In Keltic Chess a pawn whose cell ahead is taken (or off the board) may step one cell \
                      left or right instead — even when it could capture.",
    },
    Lesson {
        id: "keltic-bishop-jump",
        game: GameId::Keltic,
        title: "The jumping bishop",
        task: "Take the rook on f6. No diagonal reaches it.",
        position: "2k/3r1/8p/4B4/P8/5/K2 w 0 1",
        goal: Goal::Answer(&["Bxf6"]),
        hints: &["A Keltic bishop may also jump as a knight does."],
        solution: "Bxf6",
        explanation: "The bishop jumps from e4 to f6 as a knight would, and takes the rook: the jump also \
                      lets a bishop reach cells of the other colour.",
    },
];
