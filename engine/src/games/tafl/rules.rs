//! Tyr Tafl and Odin Tafl, on 11×11, 15×15 and 17×17: six games, two texts.

use crate::game::Picture;

use crate::id::GameId;
use crate::rule_data::{MoveDiagram, PieceRule, Rules, Section};

const CREDIT: &str = "Tafl variants by Luk Martens (“MasterLuke”), from the rules page of \
                      aagenielsen.dk.";

const TYR_INTRO: &str = "A game of the tafl family, the old Norse board games of a king and his guard \
     against a host twice their number. The king and his defenders (light) stand in the middle of a \
     battlefield, surrounded by the attackers (dark). There is no throne and no special square: the \
     king escapes to any square of the edge. The same game is offered on 11×11, 15×15 and 17×17 \
     squares.";

const ODIN_INTRO: &str = "Odin Tafl is Tyr Tafl with two extra kinds of men on each side: four \
     commanders, who can jump over enemies, and four V-men, who change sides when they are \
     captured. The king and his defenders (light) stand in the middle of a battlefield, surrounded \
     by twice as many attackers (dark); the king escapes to any square of the edge. The same game is \
     offered on 11×11, 15×15 and 17×17 squares.";

const RECONSTRUCTED: &str = "The starting positions are a reconstruction. The source only says that \
     the men start scattered around the board — a small, loyal group around the king, ringed by \
     attackers — and its diagrams are lost. The setups here follow that description: the defenders \
     in a checkered block around the king, the attackers in eight small groups, none on the edge or \
     next to a defender, the whole symmetric. Only play will tell how well they balance.";

const KING: PieceRule = PieceRule {
    picture: Picture::new("tafl", "king"),
    name: "King",
    moves: "Moves like a chess rook. He is armed: he helps to capture like any defender. He wins \
            the moment he stands on any edge square, and is captured like any man, by two attackers \
            on opposite sides of him — the attackers then win.",
};

const DEFENDER: PieceRule = PieceRule {
    picture: Picture::new("tafl", "defender"),
    name: "Defender",
    moves: "Moves like a chess rook: any number of empty squares along a row or a column.",
};

const ATTACKER: PieceRule = PieceRule {
    picture: Picture::new("tafl", "attacker"),
    name: "Attacker",
    moves: "Moves like a chess rook, as every man does. The attackers move first.",
};

const COMMANDER: PieceRule = PieceRule {
    picture: Picture::new("tafl", "defender-commander"),
    name: "Commander (marked with an arrow)",
    moves: "Moves like any man, and may also jump over one adjacent enemy man or V-man — never a \
            king, a commander or a friend — onto the empty square right behind it. The jump takes \
            nothing by itself, not even the man jumped over, but where the commander lands it \
            captures as usual; such a capture starts or continues a berserk run, whose further \
            moves may be jumps too. Both sides have four; the attackers' are dark.",
};

const VMAN: PieceRule = PieceRule {
    picture: Picture::new("tafl", "defender-vman"),
    name: "V-man (marked with a V)",
    moves: "Moves and captures like any man. When it is captured it is not removed but changes \
            sides at once — its colour always shows whose it is — and it can change sides again \
            and again. A change of side counts as a capture for the berserk rule, and the V-man \
            helps its new side straight away. Both sides have four.",
};

const MOVING: Section = Section {
    heading: "Moving and capturing",
    paragraphs: &[
        "The attackers move first, then the sides take turns. Every man, the king included, moves \
         like a chess rook over empty squares.",
        "A man is captured when the man that has just moved closes a sandwich on it: the moved man \
         and another man of its side stand on the two opposite squares next to it, in a row or a \
         column, never diagonally. One move can capture two or three men at once. Only the moving \
         man captures, so you may safely move in between two enemies. The king, commanders and \
         V-men can be either side of a sandwich; the edge of the board never helps. The men a move \
         would capture are marked in red before you make it.",
    ],
};

const BERSERK: Section = Section {
    heading: "Berserk",
    paragraphs: &[
        "After a move that captured, the same man may move again, as long as each further move \
         captures again — in any direction, even straight back. The king may also end his run with \
         a move onto the edge, capturing or not, and wins.",
        "Here: after a capture the man stays picked and the squares where it can go on are \
         marked. Click one to go on, or press End turn (or Enter or Escape, or click the man again) \
         to stop there; Cancel takes the whole run back. The whole run is one turn: one entry in \
         the move list, one Undo.",
    ],
};

const WINNING: Section = Section {
    heading: "Winning",
    paragraphs: &[
        "The defenders win as soon as the king stands on an edge square; the attackers win by \
         capturing the king. A side with no legal turn loses.",
        "Perpetual repetition is forbidden: a turn that would bring back a position (the same men \
         on the same squares, the same side to move) for the third time is not allowed, and the \
         status line says so if you try it.",
    ],
};

const NOTATION: Section = Section {
    heading: "How moves are written",
    paragraphs: &[
        "A move is written from-to, as f2-f5. The men it captured (or turned) follow after an x in \
         parentheses: f2-f5x(f6,e5). A berserk run lists its moves in order: f2-f5x(f6)-h5x(h6). \
         A commander's jump is written like a move, as e5-e7.",
        "In the Position box: K king, D defender, A attacker, C and c the defenders' and the \
         attackers' commanders, V and v their V-men, a number for a run of empty squares, ranks \
         from the top; then a or d for the side to move.",
    ],
};

const CHOICES: Section = Section {
    heading: "Where the source is silent",
    paragraphs: &["The source says only that perpetual repetitions are forbidden: here the third repetition \
         is refused. A side with no legal turn loses, as is usual in tafl. In Odin, a V-man's \
         change of side counts as a capture for berserk, and the numbers of commanders and V-men \
         (four each) are our choice."],
};

const TYR_INTRO_ALL: &[&str] = &[TYR_INTRO, RECONSTRUCTED];
const ODIN_INTRO_ALL: &[&str] = &[ODIN_INTRO, RECONSTRUCTED];
const TYR_PIECES: &[PieceRule] = &[KING, DEFENDER, ATTACKER];
const ODIN_PIECES: &[PieceRule] = &[KING, DEFENDER, ATTACKER, COMMANDER, VMAN];
const SECTIONS: &[Section] = &[MOVING, BERSERK, WINNING, NOTATION, CHOICES];

const fn tyr(diagrams: &'static [MoveDiagram]) -> Rules {
    Rules { credit: CREDIT, intro: TYR_INTRO_ALL, pieces: TYR_PIECES, sections: SECTIONS, diagrams }
}

const fn odin(diagrams: &'static [MoveDiagram]) -> Rules {
    Rules { credit: CREDIT, intro: ODIN_INTRO_ALL, pieces: ODIN_PIECES, sections: SECTIONS, diagrams }
}

pub const TYR_11: Rules = tyr(TYR_11_DIAGRAMS);
pub const TYR_15: Rules = tyr(TYR_15_DIAGRAMS);
pub const TYR_17: Rules = tyr(TYR_17_DIAGRAMS);
pub const ODIN_11: Rules = odin(ODIN_11_DIAGRAMS);
pub const ODIN_15: Rules = odin(ODIN_15_DIAGRAMS);
pub const ODIN_17: Rules = odin(ODIN_17_DIAGRAMS);

/// Move diagrams: a position of the game (the piece, the men it needs to show something, and the
/// kings the rules require) and the cell of the man shown; the engine draws the moves.
#[rustfmt::skip]
pub const TYR_11_DIAGRAMS: &[MoveDiagram] = &[
    MoveDiagram { game: GameId::Tyr11, piece: "King", position: "11/11/2A8/11/11/5K5/11/11/11/11/11 d 0 1", from: "f6", caption: "The king on f6: any distance along its rank and file; it escapes on reaching any edge." },
    MoveDiagram { game: GameId::Tyr11, piece: "Defender", position: "11/11/2A8/11/11/5D5/11/11/11/9K1/11 d 0 1", from: "f6", caption: "A defender on f6: any distance along its rank and file." },
    MoveDiagram { game: GameId::Tyr11, piece: "Attacker", position: "11/11/11/11/1A9/5D5/5A5/11/11/9K1/11 a 0 1", from: "b7", caption: "An attacker on b7: moving to f7 it traps the defender on f6 against the attacker on f5 and takes it (marked)." },
];

/// Move diagrams: a position of the game (the piece, the men it needs to show something, and the
/// kings the rules require) and the cell of the man shown; the engine draws the moves.
#[rustfmt::skip]
pub const TYR_15_DIAGRAMS: &[MoveDiagram] = &[
    MoveDiagram { game: GameId::Tyr15, piece: "King", position: "15/15/15/15/4A10/15/15/7K7/15/15/15/15/15/15/15 d 0 1", from: "h8", caption: "The king on h8: any distance along its rank and file; it escapes on reaching any edge." },
    MoveDiagram { game: GameId::Tyr15, piece: "Defender", position: "15/15/15/15/4A10/15/15/7D7/15/15/15/11K3/15/15/15 d 0 1", from: "h8", caption: "A defender on h8: any distance along its rank and file." },
    MoveDiagram { game: GameId::Tyr15, piece: "Attacker", position: "15/15/15/15/15/15/3A11/7D7/7A7/15/15/11K3/15/15/15 a 0 1", from: "d9", caption: "An attacker on d9: moving to h9 it traps the defender on h8 against the attacker on h7 and takes it (marked)." },
];

/// Move diagrams: a position of the game (the piece, the men it needs to show something, and the
/// kings the rules require) and the cell of the man shown; the engine draws the moves.
#[rustfmt::skip]
pub const TYR_17_DIAGRAMS: &[MoveDiagram] = &[
    MoveDiagram { game: GameId::Tyr17, piece: "King", position: "17/17/17/17/17/5A11/17/17/8K8/17/17/17/17/17/17/17/17 d 0 1", from: "i9", caption: "The king on i9: any distance along its rank and file; it escapes on reaching any edge." },
    MoveDiagram { game: GameId::Tyr17, piece: "Defender", position: "17/17/17/17/17/5A11/17/17/8D8/17/17/17/12K4/17/17/17/17 d 0 1", from: "i9", caption: "A defender on i9: any distance along its rank and file." },
    MoveDiagram { game: GameId::Tyr17, piece: "Attacker", position: "17/17/17/17/17/17/17/4A12/8D8/8A8/17/17/12K4/17/17/17/17 a 0 1", from: "e10", caption: "An attacker on e10: moving to i10 it traps the defender on i9 against the attacker on i8 and takes it (marked)." },
];

/// Move diagrams: a position of the game (the piece, the men it needs to show something, and the
/// kings the rules require) and the cell of the man shown; the engine draws the moves.
#[rustfmt::skip]
pub const ODIN_11_DIAGRAMS: &[MoveDiagram] = &[
    MoveDiagram { game: GameId::Odin11, piece: "King", position: "11/11/2A8/11/11/5K5/11/11/11/11/11 d 0 1", from: "f6", caption: "The king on f6: any distance along its rank and file; it escapes on reaching any edge." },
    MoveDiagram { game: GameId::Odin11, piece: "Defender", position: "11/11/2A8/11/11/5D5/11/11/11/9K1/11 d 0 1", from: "f6", caption: "A defender on f6: any distance along its rank and file." },
    MoveDiagram { game: GameId::Odin11, piece: "Attacker", position: "11/11/11/11/1A9/5D5/5A5/11/11/9K1/11 a 0 1", from: "b7", caption: "An attacker on b7: moving to f7 it traps the defender on f6 against the attacker on f5 and takes it (marked)." },
    MoveDiagram { game: GameId::Odin11, piece: "Commander (marked with an arrow)", position: "11/11/11/11/5A5/5C5/11/11/5A5/9K1/11 d 0 1", from: "f6", caption: "A commander on f6 moves as a defender and may also jump over the man on f7 to the empty square beyond." },
    MoveDiagram { game: GameId::Odin11, piece: "V-man (marked with a V)", position: "11/11/11/11/7A3/5V5/7A3/11/11/9K1/11 d 0 1", from: "f6", caption: "A V-man on f6: it moves as a defender; when taken it is not removed but changes sides." },
];

/// Move diagrams: a position of the game (the piece, the men it needs to show something, and the
/// kings the rules require) and the cell of the man shown; the engine draws the moves.
#[rustfmt::skip]
pub const ODIN_15_DIAGRAMS: &[MoveDiagram] = &[
    MoveDiagram { game: GameId::Odin15, piece: "King", position: "15/15/15/15/4A10/15/15/7K7/15/15/15/15/15/15/15 d 0 1", from: "h8", caption: "The king on h8: any distance along its rank and file; it escapes on reaching any edge." },
    MoveDiagram { game: GameId::Odin15, piece: "Defender", position: "15/15/15/15/4A10/15/15/7D7/15/15/15/11K3/15/15/15 d 0 1", from: "h8", caption: "A defender on h8: any distance along its rank and file." },
    MoveDiagram { game: GameId::Odin15, piece: "Attacker", position: "15/15/15/15/15/15/3A11/7D7/7A7/15/15/11K3/15/15/15 a 0 1", from: "d9", caption: "An attacker on d9: moving to h9 it traps the defender on h8 against the attacker on h7 and takes it (marked)." },
    MoveDiagram { game: GameId::Odin15, piece: "Commander (marked with an arrow)", position: "15/15/15/15/15/15/7A7/7C7/15/15/7A7/11K3/15/15/15 d 0 1", from: "h8", caption: "A commander on h8 moves as a defender and may also jump over the man on h9 to the empty square beyond." },
    MoveDiagram { game: GameId::Odin15, piece: "V-man (marked with a V)", position: "15/15/15/15/15/15/9A5/7V7/9A5/15/15/11K3/15/15/15 d 0 1", from: "h8", caption: "A V-man on h8: it moves as a defender; when taken it is not removed but changes sides." },
];

/// Move diagrams: a position of the game (the piece, the men it needs to show something, and the
/// kings the rules require) and the cell of the man shown; the engine draws the moves.
#[rustfmt::skip]
pub const ODIN_17_DIAGRAMS: &[MoveDiagram] = &[
    MoveDiagram { game: GameId::Odin17, piece: "King", position: "17/17/17/17/17/5A11/17/17/8K8/17/17/17/17/17/17/17/17 d 0 1", from: "i9", caption: "The king on i9: any distance along its rank and file; it escapes on reaching any edge." },
    MoveDiagram { game: GameId::Odin17, piece: "Defender", position: "17/17/17/17/17/5A11/17/17/8D8/17/17/17/12K4/17/17/17/17 d 0 1", from: "i9", caption: "A defender on i9: any distance along its rank and file." },
    MoveDiagram { game: GameId::Odin17, piece: "Attacker", position: "17/17/17/17/17/17/17/4A12/8D8/8A8/17/17/12K4/17/17/17/17 a 0 1", from: "e10", caption: "An attacker on e10: moving to i10 it traps the defender on i9 against the attacker on i8 and takes it (marked)." },
    MoveDiagram { game: GameId::Odin17, piece: "Commander (marked with an arrow)", position: "17/17/17/17/17/17/17/8A8/8C8/17/17/8A8/12K4/17/17/17/17 d 0 1", from: "i9", caption: "A commander on i9 moves as a defender and may also jump over the man on i10 to the empty square beyond." },
    MoveDiagram { game: GameId::Odin17, piece: "V-man (marked with a V)", position: "17/17/17/17/17/17/17/10A6/8V8/10A6/17/17/12K4/17/17/17/17 d 0 1", from: "i9", caption: "A V-man on i9: it moves as a defender; when taken it is not removed but changes sides." },
];
