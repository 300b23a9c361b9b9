//! Orthodox chess's lessons.

use crate::id::GameId;
use crate::lesson_data::{Goal, Lesson};

pub const LESSONS: &[Lesson] = &[
    Lesson {
        id: "chess-en-passant",
        game: GameId::Chess,
        title: "En passant",
        task: "White to move: Black's pawn has just moved from d7 to d5. Take it.",
        position: "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1",
        goal: Goal::Answer(&["exd6"]),
        hints: &["A pawn that jumps two squares past an enemy pawn can be taken as if it had moved one."],
        solution: "exd6",
        explanation: "The pawn on e5 takes en passant: it goes to d6, the square the black pawn passed, and the \
                      pawn on d5 leaves the board. Only on the very next turn.",
    },
    Lesson {
        id: "chess-promotion",
        game: GameId::Chess,
        title: "Promotion",
        task: "White to move: win at once.",
        position: "7k/P5pp/8/8/8/8/8/4K3 w - - 0 1",
        goal: Goal::Win,
        hints: &[
            "A pawn that reaches the last rank becomes a queen, rook, bishop or knight.",
            "Black's king is shut in by its own pawns.",
        ],
        solution: "a8=Q#",
        explanation: "a8=Q (or a8=R) checks along the eighth rank, and the king on h8 has no square: its own \
                      pawns hold g7 and h7. Checkmate.",
    },
];
