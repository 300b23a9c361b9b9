//! Keltic Chess: the rules as the Rules panel tells them, and the move diagrams.

use crate::game::Picture;
use crate::id::GameId;
use crate::rule_data::{MoveDiagram, PieceRule, Rules, Section};

pub const RULES: Rules = Rules {
    credit: "Invented by David T. Jagger in 2003.",
    intro: &[
        "Chess on a board shaped like a Celtic cross: take a grid of nine files (a–i) and seven \
         ranks, and cut the corners away. The three middle ranks run the full width, ranks 2 and 6 \
         have the five cells c to g, and the end ranks only d, e and f — 43 cells in all, with the \
         light cell e4 at the centre.",
        "Each side has the usual chess army plus a ninth pawn. White starts and the game is won \
         by checkmate. Only the pawns and bishops move differently from ordinary chess; whatever \
         is not mentioned below is as in ordinary chess.",
    ],
    pieces: &[
        PieceRule {
            picture: Picture::new("white", "king"),
            name: "King",
            moves: "One step in any of the eight directions. There is no castling.",
        },
        PieceRule {
            picture: Picture::new("white", "queen"),
            name: "Queen",
            moves: "Any distance in a straight line along a rank, file or diagonal. Like every \
                    slider it stops where the board ends: it cannot glide across a cut-away \
                    corner.",
        },
        PieceRule {
            picture: Picture::new("white", "rook"),
            name: "Rook",
            moves: "Any distance along a rank or file, up to the edge of the board.",
        },
        PieceRule {
            picture: Picture::new("white", "bishop"),
            name: "Bishop",
            moves: "Either slides diagonally as a normal bishop, or jumps as a knight does. Only \
                    the knight jump may leap over other men. The jump lets bishops reach cells of \
                    both colours.",
        },
        PieceRule {
            picture: Picture::new("white", "knight"),
            name: "Knight",
            moves: "The usual L-shaped jump (two cells one way, one cell to the side), over men \
                    and over missing corners alike; only the cell it lands on has to exist.",
        },
        PieceRule {
            picture: Picture::new("white", "pawn"),
            name: "Pawn",
            moves: "Steps one cell straight ahead, never two, and captures one cell diagonally \
                    forward. When the cell ahead is taken by any man or is off the board, the pawn \
                    may instead step one cell left or right onto an empty cell — even if it could \
                    capture. No en passant. A pawn reaching the far end (d7–f7 for White, d1–f1 \
                    for Black) becomes a queen, rook, bishop or knight of the player's choice.",
        },
    ],
    sections: &[
        Section {
            heading: "Start position",
            paragraphs: &[
                "White: bishops on d1 and f1 with the king between them on e1; rooks c2 and g2, \
                 knights d2 and f2, queen e2; pawns on every cell of rank 3 (a3–i3).",
                "Black mirrors it: bishops d7 and f7, king e7; rooks c6 and g6, knights d6 and \
                 f6, queen e6; pawns a5–i5. Only the fourth rank lies between the two armies.",
            ],
        },
        Section {
            heading: "End of the game",
            paragraphs: &[
                "Checkmate wins. You may never make a move that leaves your own king in check.",
                "The game is drawn by stalemate, when the same position comes up for the third \
                 time with the same player to move, or after fifty moves by each side with no \
                 capture and no pawn move. King against king, and king and knight against king, \
                 are drawn at once; other small endings are played on, because on this board a \
                 lone bishop, two knights or even two pawns can still force mate.",
            ],
        },
    ],
    diagrams: DIAGRAMS,
};

/// Move diagrams: a position of the game (the piece, the men it needs to show something, and the
/// kings the rules require) and the cell of the man shown; the engine draws the moves.
#[rustfmt::skip]
pub const DIAGRAMS: &[MoveDiagram] = &[
    MoveDiagram { game: GameId::Keltic, piece: "King", position: "2k/5/8p/4K4/P8/5/3 w 0 1", from: "e4", caption: "A king on e4: one step in any direction." },
    MoveDiagram { game: GameId::Keltic, piece: "Queen", position: "2k/5/8p/4Q4/P8/5/K2 w 0 1", from: "e4", caption: "A queen on e4 slides along ranks, files and diagonals, stopping at the edge of the cross." },
    MoveDiagram { game: GameId::Keltic, piece: "Rook", position: "2k/5/8p/4R4/P8/5/K2 w 0 1", from: "e4", caption: "A rook on e4: along its rank and file." },
    MoveDiagram { game: GameId::Keltic, piece: "Bishop", position: "2k/5/8p/4B4/P8/5/K2 w 0 1", from: "e4", caption: "A bishop on e4 slides diagonally or jumps as a knight, reaching cells of both colours." },
    MoveDiagram { game: GameId::Keltic, piece: "Knight", position: "2k/5/8p/4N4/P8/5/K2 w 0 1", from: "e4", caption: "A knight on e4: eight jumps, over the cut-away corners too." },
    MoveDiagram { game: GameId::Keltic, piece: "Pawn", position: "2k/5/8p/4pn3/P3P4/5/K2 w 0 1", from: "e3", caption: "A pawn on e3 blocked by the pawn on e4 steps sideways to d3 or f3 instead, and takes the knight on f4 diagonally." },
];
