//! The six problems of the Odin's Rune seed, with the seed's answers. The seed's diagrams are
//! lost: each position holds the men the problem and its answer name (as in
//! `engine/tests/odins_rune.rs`). Where those men alone leave the losing side stuck (two kings side
//! by side with no other friend cannot move, and a side with no legal turn loses), any turn would
//! win the rebuilt position, so the goal is the seed's own answer.

use crate::id::GameId;
use crate::lesson_data::{Goal, Lesson};

pub const LESSONS: &[Lesson] = &[
    Lesson {
        id: "odins-rune-1",
        game: GameId::OdinsRune,
        title: "Problem 1",
        task: "White to move. What is best? (Black has only the king on c5.)",
        position: "10/10/10/10/10/Rpk7/2f7/10/1PKK6/10 w 0 1",
        goal: Goal::Answer(&["Kc2xc4"]),
        hints: &[
            "A king moves as any friend beside it: which friends stand beside your kings?",
            "The pawn on b2 is beside the king on c2.",
        ],
        solution: "Kc2xc4",
        explanation: "White King on c2 takes c4 (the king moved like the pawn next to it and captured the \
                      Forest Ox). Now if Black plays pawn b5 x c4, capturing the king, the rook on a5 takes \
                      the king on c5 and wins the game. If Black moves his king instead (it can now move like \
                      a pawn), White takes the pawn on b5 with the rook; the black king can no longer move \
                      and is finished in two moves.",
    },
    Lesson {
        id: "odins-rune-2",
        game: GameId::OdinsRune,
        title: "Problem 2",
        task: "The same position with Black to move: what should he do?",
        position: "10/10/10/10/10/Rpk7/2f7/10/1PKK6/10 b 0 1",
        goal: Goal::Win,
        hints: &["The Forest Ox may remove a second man after its leap — a king too."],
        solution: "Fc4xd2/xc2",
        explanation: "Forest Ox on c4 takes the king on d2 and removes the king on c2 (the optional second \
                      capture). End of game.",
    },
    Lesson {
        id: "odins-rune-3",
        game: GameId::OdinsRune,
        title: "Problem 3",
        task: "White has one king left, on j1, attacked by the bishop on g4. Can White prevent the \
               immediate capture of his king? How?",
        position: "k9/10/10/10/10/10/6b3/10/10/5V3K w 0 1",
        goal: Goal::Answer(&["Vf1-j1>f1", "Vf1-j1>g1", "Vf1-j1>h1", "Vf1-j1>i1"]),
        hints: &[
            "The Valkyrie may pick up a friendly man along a clear line and set it down on a square it passed over.",
        ],
        solution: "Vf1-j1>h1",
        explanation: "Yes. White moves the Valkyrie to j1, then sets the king down on f1, g1, h1 or i1 (one of \
                      the Valkyrie's points of travel or its starting point). (The seed stops there. Played \
                      on, the bishop takes the Valkyrie, and a king with no friend beside it cannot move: \
                      White, with no legal turn, then loses.)",
    },
    Lesson {
        id: "odins-rune-4",
        game: GameId::OdinsRune,
        title: "Problem 4",
        task: "White to move. What is the best move?",
        position: "10/10/10/10/10/k9/1k8/3K6/4F5/10 w 0 1",
        goal: Goal::Answer(&["Kd3xb4/xa5"]),
        hints: &["Your king stands beside a Forest Ox."],
        solution: "Kd3xb4/xa5",
        explanation: "The king on d3 takes the king on b4 (moving like the Forest Ox), then, as part of the \
                      same move, removes the king on a5. Black has lost both kings. Game over.",
    },
    Lesson {
        id: "odins-rune-5",
        game: GameId::OdinsRune,
        title: "Problem 5",
        task: "Black to move. What is the best move?",
        position: "10/10/7k2/10/10/3f6/10/2K7/3K6/10 b 0 1",
        goal: Goal::Answer(&["Fd5xc3/xd2"]),
        hints: &["After its leap the Forest Ox may remove one more man next to where it landed."],
        solution: "Fd5xc3/xd2",
        explanation: "Forest Ox on d5 takes the king on c3, then, as part of the same move, removes the king \
                      on d2. Game over.",
    },
    Lesson {
        id: "odins-rune-6",
        game: GameId::OdinsRune,
        title: "Problem 6",
        task: "White to move. What is the best move?",
        position: "10/10/10/10/10/4k5/10/10/10/3RK5 w 0 1",
        goal: Goal::Answer(&["Ke1xe5"]),
        hints: &["A king moves as a friend beside it would."],
        solution: "Ke1xe5",
        explanation: "King e1 takes the king on e5. This is possible because the white king had a friendly \
                      rook next to it. End of game.",
    },
];
