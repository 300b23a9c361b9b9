//! The tafl games' lessons. The tafl seed's figures are lost: the positions of its worked examples
//! are rebuilt from its words.

use crate::id::GameId;
use crate::lesson_data::{Goal, Lesson};

pub const TYR_11: &[Lesson] = &[
    Lesson {
        id: "tyr-sandwich",
        game: GameId::Tyr11,
        title: "A sandwich",
        task: "Attackers to move: take the defender on f6.",
        position: "11/11/11/11/1A9/5D5/5A5/11/11/9K1/11 a 0 1",
        goal: Goal::Answer(&["b7-f7x(f6)"]),
        hints: &["A man is taken when an enemy lands on the far side of it from another enemy man."],
        solution: "b7-f7x(f6)",
        explanation: "The attacker from b7 lands on f7: the defender on f6 is between it and the attacker \
                      on f5, and is taken.",
    },
    Lesson {
        id: "tyr-berserk",
        game: GameId::Tyr11,
        title: "A berserk chain",
        task: "Attackers to move: take three men in one turn.",
        position: "11/9K1/11/11/4A6/4D6/1A9/7A3/7D3/2AD7/11 a 0 1",
        goal: Goal::Answer(&["b5-e5x(e6)-e2x(d2)-h2x(h3)"]),
        hints: &["After a capture the same man may move again if it captures again — and change direction."],
        solution: "b5-e5x(e6)-e2x(d2)-h2x(h3)",
        explanation: "The attacker takes e6 by landing on e5, goes on to e2 taking d2, then to h2 taking \
                      h3: a berserk chain, each move a capture, by one man.",
    },
    Lesson {
        id: "tyr-hit-and-run",
        game: GameId::Tyr11,
        title: "The king's hit-and-run",
        task: "Defenders to move: win this turn. The king cannot reach an edge in one move.",
        position: "11/11/2A8/4A6/6D4/6A4/2A1K2A3/11/4A6/11/11 d 0 1",
        goal: Goal::Win,
        hints: &[
            "The king is armed: he captures like any man.",
            "After a capture the same piece may move again; the king may end with a move to the edge.",
        ],
        solution: "e5-g5x(g6)-g1",
        explanation: "The king goes to g5, taking the attacker on g6 between himself and the defender on g7, \
                      then runs on to g1. \"The king can also make a berserk 'hit-and-run' and win the game in \
                      one turn, if he reaches the edge of the game board in the last part of his maneuver.\"",
    },
];

pub const TYR_15: &[Lesson] = &[Lesson {
    id: "tyr-multiple",
    game: GameId::Tyr15,
    title: "Three men with one move",
    task: "Attackers to move: take three defenders with one move.",
    position: "15/15/15/2A12/11K3/15/7A7/7D7/5AD1DA5/15/15/15/7A7/15/15 a 0 1",
    goal: Goal::Answer(&["h3-h7x(h8,i7,g7)"]),
    hints: &["One landing square can close three sandwiches at once: look for the square between three defenders."],
    solution: "h3-h7x(h8,i7,g7)",
    explanation: "The attacker from h3 lands on h7: the defenders on g7, i7 and h8 are each between it and \
                      another attacker (f7, j7, h9). \"Multiple captures (2 or 3) are possible.\"",
}];

pub const TYR_17: &[Lesson] = &[Lesson {
    id: "tyr-reverse",
    game: GameId::Tyr17,
    title: "A berserk chain turning back",
    task: "Attackers to move: with the man on b5, take the defender on e6 first, then turn back and \
               take the one on c6, in one turn.",
    position: "17/17/17/13A3/17/12K4/17/17/17/17/2A1A12/2D1D12/1A15/17/17/17/17 a 0 1",
    goal: Goal::Answer(&["b5-e5x(e6)-c5x(c6)"]),
    hints: &[
        "Land on e5 first: e6 is caught between you and e7.",
        "A berserk man may reverse: go back the way you came.",
    ],
    solution: "b5-e5x(e6)-c5x(c6)",
    explanation: "b5 to e5 takes e6; the same man then comes back to c5 and takes c6 against c7. \
                      \"Capturing multiple pieces sequentially in one turn, making a reverse movement.\" \
                      (Taking c6 first and going on to e5 takes the same men, but does not turn back.)",
}];

pub const ODIN_11: &[Lesson] = &[
    Lesson {
        id: "odin-commander-jump",
        game: GameId::Odin11,
        title: "The commander's jump",
        task: "Defenders to move: jump with the commander and take a man.",
        position: "11/11/4D3K2/4A6/11/4A6/4C6/11/11/1A9/11 d 0 1",
        goal: Goal::Answer(&["e5-e7x(e8)"]),
        hints: &["A commander may jump over one man to the empty square beyond it."],
        solution: "e5-e7x(e8)",
        explanation: "The commander on e5 jumps over the attacker on e6 to e7, and the attacker on e8 is \
                      taken between it and the defender on e9.",
    },
    Lesson {
        id: "odin-vman",
        game: GameId::Odin11,
        title: "A V-man changes sides",
        task: "Defenders to move: capture the attackers' V-man on f6.",
        position: "11/11/11/11/1D9/5v5/5D5/11/11/9K1/11 d 0 1",
        goal: Goal::Answer(&["b7-f7x(f6)"]),
        hints: &["Trap it between two of your men."],
        solution: "b7-f7x(f6)",
        explanation: "A V-man that is taken is not removed: it changes sides. The V-man on f6 is now a \
                      defender.",
    },
];

pub const ODIN_15: &[Lesson] = &[Lesson {
    id: "odin-jump-chain",
    game: GameId::Odin15,
    title: "A jump that starts a chain",
    task: "Defenders to move: take two attackers in one turn with the commander.",
    position: "15/15/15/2A8D3/10DKD2/11D3/4D2D7/4A2A7/15/4A10/4C10/15/15/15/15 d 0 1",
    goal: Goal::Answer(&["e5-e7x(e8)-h7x(h8)"]),
    hints: &[
        "The commander may jump over the attacker on e6.",
        "A capture made by a jump starts a berserk chain like any other.",
    ],
    solution: "e5-e7x(e8)-h7x(h8)",
    explanation: "The commander jumps from e5 over e6 to e7, taking e8 against the defender on e9; the \
                      capture lets it move again, to h7, taking h8 against h9. The man jumped over stays.",
}];

pub const ODIN_17: &[Lesson] = &[Lesson {
    id: "odin-turn-and-go-on",
    game: GameId::Odin17,
    title: "A turned V-man counts as a capture",
    task: "Defenders to move: turn the attackers' V-man on f10, then take the attacker on g5, in one turn.",
    position: "17/17/17/13A3/12D4/11DKD3/5D6D4/5v11/1D15/17/17/17/6AD9/17/17/17/17 d 0 1",
    goal: Goal::Answer(&["b9-f9x(f10)-f5x(g5)"]),
    hints: &[
        "Close a sandwich on the V-man: it changes sides instead of leaving the board.",
        "Turning a V-man counts as a capture, so the same man may move again and capture.",
    ],
    solution: "b9-f9x(f10)-f5x(g5)",
    explanation: "The defender from b9 lands on f9: the V-man on f10 is between it and f11 and turns. That \
                      counts as a capture for the berserk rule (the rules file's choice), so it goes on to f5 \
                      and takes g5 against h5.",
}];
