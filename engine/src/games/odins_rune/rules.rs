//! Odin's Rune Chess.

use crate::game::Picture;
use crate::id::GameId;
use crate::rule_data::{MoveDiagram, PieceRule, Rules, Section};

pub const RULES: Rules = Rules {
    credit: "Invented by Gary K. Gifford in 2005, for the Chess Variant Pages' ten-year contest.",
    intro: &[
        "A chess game of Norse runes on a 10×10 board (files a–j, ranks 1–10). Each piece carries a \
         rune drawn at random from a rune deck, and moves the way its rune suggests. Each player \
         has two kings, and there is no check: you win by capturing both enemy kings.",
        "White starts. On rank 1, from a to j: rook, Forest Ox, bishop, Valkyrie, king, king, \
         Valkyrie, bishop, Forest Ox, rook, with ten pawns on rank 2. Black mirrors this on ranks \
         10 and 9.",
    ],
    pieces: &[
        PieceRule {
            picture: Picture::new("white", "ansuz-king"),
            name: "King — Ansuz",
            moves: "Has no move of its own. It may move only while a friendly man other than a king \
                    stands on one of the eight squares around it, and then moves and captures \
                    exactly as any one of those neighbours would from the king's square — a \
                    Valkyrie's carry and a Forest Ox's removal included (though a king never \
                    carries a Valkyrie or the other king). Two kings side by side with no other \
                    friend near are both stuck, but a friendly Valkyrie can always carry a king \
                    away. Where a square can be reached as several neighbours, it is one move.",
        },
        PieceRule {
            picture: Picture::new("white", "perthro-valkyrie"),
            name: "Valkyrie — Perthro",
            moves: "Moves and captures like a chess queen. It may also pick up a friendly man \
                    (but not another Valkyrie) that it could reach along a clear line: it lands \
                    on that man's square and sets the man down on any square it passed over, or \
                    on its own starting square. Click the Valkyrie, then the friend (friends it \
                    can carry are marked along with its captures), then the square to set the \
                    friend down on.",
        },
        PieceRule {
            picture: Picture::new("white", "raidho-rook"),
            name: "Rook — Raidho",
            moves: "As in chess: any distance along a rank or file. No castling.",
        },
        PieceRule {
            picture: Picture::new("white", "beorc-bishop"),
            name: "Bishop — Beorc",
            moves: "As in chess: any distance diagonally.",
        },
        PieceRule {
            picture: Picture::new("white", "uruz-ox"),
            name: "Forest Ox — Uruz",
            moves: "Jumps like a chess knight, to an empty square or capturing. After the jump it \
                    may also remove one enemy man — a king too — from any of the eight squares \
                    around the square where it landed, without moving again: it can take two men, \
                    even both kings, in one turn. After the jump the men it could remove are \
                    marked; click one, or press No removal (or Escape) to end the turn there.",
        },
        PieceRule {
            picture: Picture::new("white", "othel-pawn"),
            name: "Pawn — Othel",
            moves: "Moves along the lines of its rune, an X on legs: one square diagonally in any \
                    of the four directions, forward or back, to an empty square or capturing. It \
                    may also go two squares straight forward, jumping over whatever stands in \
                    between, to an empty square or capturing — but only when at least one of its \
                    two forward diagonal squares is empty. Pawns never promote, and there is no \
                    en passant.",
        },
    ],
    sections: &[
        Section {
            heading: "Winning and drawing",
            paragraphs: &[
                "There is no check. A king may be left under attack, or move into attack, and \
                 kings are captured like any other man. The status line warns you when one of \
                 your kings could be taken.",
                "Capture both enemy kings to win — over several turns, or in one, by a Forest Ox \
                 (or a king next to one) that captures a king and removes the other. A player \
                 who has no legal move on their turn loses.",
                "The game is drawn when the same position comes up for the third time with the \
                 same player to move, or after 100 turns in a row (50 by each player) without \
                 any capture or removal.",
            ],
        },
        Section {
            heading: "How moves are written",
            paragraphs: &["The letter of the man (K king, V Valkyrie, R rook, B bishop, F Forest Ox, P \
                 pawn), its square, a dash or x for a capture, and the square it goes to: \
                 Fb1-c3, Pb2xc3. A removal follows after /x: Fd5xc3/xd2. A carry names the \
                 square the friend is set down on after >: Vg1-j1>f1. A king moving as a \
                 neighbour is written with K, and # marks a move that takes the last enemy king."],
        },
    ],
    diagrams: DIAGRAMS,
};

/// Move diagrams: a position of the game (the piece, the men it needs to show something, and the
/// kings the rules require) and the cell of the man shown; the engine draws the moves.
#[rustfmt::skip]
pub const DIAGRAMS: &[MoveDiagram] = &[
    MoveDiagram { game: GameId::OdinsRune, piece: "King — Ansuz", position: "9k/10/10/10/10/3RK5/10/10/10/10 w 0 1", from: "e5", caption: "A king on e5 beside its rook on d5 moves as that rook would from e5; beside no friend it could not move." },
    MoveDiagram { game: GameId::OdinsRune, piece: "Valkyrie — Perthro", position: "9k/10/4P5/10/10/4V2p2/10/10/10/K9 w 0 1", from: "e5", caption: "A Valkyrie on e5 moves and takes like a queen; it may pick up the pawn on e8 and set it down on a square it passed over (small squares), or back on e5." },
    MoveDiagram { game: GameId::OdinsRune, piece: "Rook — Raidho", position: "9k/10/10/10/10/4R5/10/10/10/K9 w 0 1", from: "e5", caption: "A rook on e5: along its rank and file." },
    MoveDiagram { game: GameId::OdinsRune, piece: "Bishop — Beorc", position: "9k/10/10/10/10/4B5/10/10/10/K9 w 0 1", from: "e5", caption: "A bishop on e5: along its diagonals." },
    MoveDiagram { game: GameId::OdinsRune, piece: "Forest Ox — Uruz", position: "9k/10/6p3/5p4/10/4F5/10/10/10/K9 w 0 1", from: "e5", caption: "A Forest Ox on e5 jumps as a knight; landing on f7 it takes the pawn there and may then remove a man beside f7, such as the pawn on g8 (small squares: the men it could remove after a jump)." },
    MoveDiagram { game: GameId::OdinsRune, piece: "Pawn — Othel", position: "9k/10/10/10/3pb5/4P5/10/10/10/K9 w 0 1", from: "e5", caption: "A pawn on e5: one square diagonally forward or back, and two straight forward over the bishop on e6 because one forward diagonal (f6) is empty; it takes the pawn on d6." },
];
