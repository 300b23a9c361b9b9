//! Tyr Tafl and Odin Tafl, on 11×11, 15×15 and 17×17: six games, two texts.

use crate::game::Picture;

use super::{PieceRule, Rules, Section};

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

const fn tyr() -> Rules {
    Rules { credit: CREDIT, intro: TYR_INTRO_ALL, pieces: TYR_PIECES, sections: SECTIONS }
}

const fn odin() -> Rules {
    Rules { credit: CREDIT, intro: ODIN_INTRO_ALL, pieces: ODIN_PIECES, sections: SECTIONS }
}

pub const TYR_11: Rules = tyr();
pub const TYR_15: Rules = tyr();
pub const TYR_17: Rules = tyr();
pub const ODIN_11: Rules = odin();
pub const ODIN_15: Rules = odin();
pub const ODIN_17: Rules = odin();
