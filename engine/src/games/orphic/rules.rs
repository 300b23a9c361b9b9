//! Orphic Chess with Elks.

use crate::game::Picture;
use crate::id::GameId;
use crate::rule_data::{MoveDiagram, PieceRule, Rules, Section};

pub const RULES: Rules = Rules {
    credit: "Invented by Mats Winther in 2006.",
    intro: &[
        "Chess on the ordinary 8×8 board, White first, won by checkmate — but almost the whole \
         army starts off the board. Only the pawns begin on it, White's on the 3rd rank and \
         Black's on the 6th. Each player's king, queen, two Elks, two bishops (one for the light \
         squares, one for the dark) and two knights wait in a reserve beside the board, and come \
         in by being dropped.",
        "The Elk takes the rooks' place. Its move depends on the colour of the square it stands \
         on, so it changes with every step it takes onto the other colour.",
    ],
    pieces: &[
        PieceRule {
            picture: Picture::new("white", "elk-rook"),
            name: "Elk on a dark square",
            moves: "Moves and captures as a rook: any distance along a rank or file. Its picture \
                    carries a small tower while it stands on a dark square.",
        },
        PieceRule {
            picture: Picture::new("white", "elk-knight"),
            name: "Elk on a light square",
            moves: "Moves and captures as a knight: two squares one way and one to the side, over \
                    anything in between. Its picture carries a small horse's head while it stands \
                    on a light square. It gives check in the same way.",
        },
        PieceRule {
            picture: Picture::new("white", "king"),
            name: "King",
            moves: "One step in any direction. No castling. It may be dropped at any time, on any \
                    square where it would not stand in check.",
        },
        PieceRule {
            picture: Picture::new("white", "queen"),
            name: "Queen",
            moves: "Any distance along a rank, file or diagonal.",
        },
        PieceRule {
            picture: Picture::new("white", "bishop"),
            name: "Bishops",
            moves: "Any distance diagonally. The light-squared bishop may only be dropped on a \
                    light square and the dark-squared one on a dark square; in the reserve they \
                    are told apart by the small square beside them.",
        },
        PieceRule {
            picture: Picture::new("white", "knight"),
            name: "Knight",
            moves: "Jumps two squares one way and one to the side, over anything in between.",
        },
        PieceRule {
            picture: Picture::new("white", "rook"),
            name: "Rook",
            moves: "Not part of the army: a rook only comes into play by promotion. Any distance \
                    along a rank or file.",
        },
        PieceRule {
            picture: Picture::new("white", "pawn"),
            name: "Pawn",
            moves: "As in chess: one step forward, two from its 2nd rank (a pawn moved back there \
                    may use it again), captures diagonally forward, en passant included. On the \
                    last rank it becomes a queen, rook, bishop, knight or Elk.",
        },
    ],
    sections: &[
        Section {
            heading: "A turn: a move or a drop",
            paragraphs: &[
                "On your turn either move a man on the board, or drop a man from your reserve: \
                 pick it in the reserve tray and click an empty square.",
                "You may also drop a man onto one of your own pawns. That pawn must at once be \
                 moved to an empty square of your 2nd, 3rd or 4th rank (ranks 2–4 for White, 7–5 \
                 for Black): after you click the pawn, the squares it may go to are marked. The \
                 drop and the pawn's new square are one turn. This is not allowed while your king \
                 is in check.",
                "Until your king is on the board, your men on the board may only capture; drops \
                 are always allowed. The status line reminds you while this applies.",
            ],
        },
        Section {
            heading: "End of the game",
            paragraphs: &[
                "Checkmate wins. No turn may leave your own king in check; a drop between the \
                 king and a checking piece is a good defence, so a position is only mate when no \
                 move and no drop helps.",
                "Draws: stalemate, the third repetition of a position, fifty moves by each side \
                 without a capture or a pawn move on the board (drops, and the pawns they move, \
                 do not count), and king against king, or against king and one bishop or knight, \
                 once both reserves are empty.",
            ],
        },
        Section {
            heading: "How turns are written",
            paragraphs: &[
                "Moves on the board as in chess, with E for the Elk: Ee4, Exd5, e8=E. A drop is \
                 the man's letter, @ and the square: N@e5, B@c4 (the square tells which bishop). \
                 A drop onto a pawn adds the pawn's new square after a slash: N@c3/c2 puts a \
                 knight on c3 and the pawn from c3 on c2.",
                "In the position text the reserve is the third field, White's men in capitals and \
                 Black's in small letters, the bishops written L (light-squared) and D \
                 (dark-squared): the start is 8/8/pppppppp/8/8/PPPPPPPP/8/8 w KQEELDNNkqeeldnn - 0 1.",
            ],
        },
    ],
    diagrams: DIAGRAMS,
};

/// Move diagrams: a position of the game (the piece, the men it needs to show something, and the
/// kings the rules require) and the cell of the man shown; the engine draws the moves.
#[rustfmt::skip]
pub const DIAGRAMS: &[MoveDiagram] = &[
    MoveDiagram { game: GameId::Orphic, piece: "Elk on a dark square", position: "k7/8/7p/8/3E4/P7/8/7K w - - 0 1", from: "d4", caption: "An Elk on d4, a dark square, moves as a rook." },
    MoveDiagram { game: GameId::Orphic, piece: "Elk on a light square", position: "k7/8/7p/8/4E3/P7/8/7K w - - 0 1", from: "e4", caption: "An Elk on e4, a light square, moves as a knight." },
    MoveDiagram { game: GameId::Orphic, piece: "King", position: "7k/8/7p/8/4K3/P7/8/8 w - - 0 1", from: "e4", caption: "A king on e4: one step in any direction." },
    MoveDiagram { game: GameId::Orphic, piece: "Queen", position: "k7/8/7p/8/3Q4/P7/8/7K w - - 0 1", from: "d4", caption: "A queen on d4: along ranks, files and diagonals." },
    MoveDiagram { game: GameId::Orphic, piece: "Bishops", position: "k7/8/7p/8/3B4/P7/8/7K w - - 0 1", from: "d4", caption: "The dark-squared bishop on d4: along its diagonals." },
    MoveDiagram { game: GameId::Orphic, piece: "Knight", position: "k7/8/7p/8/3N4/P7/8/7K w - - 0 1", from: "d4", caption: "A knight on d4: eight jumps." },
    MoveDiagram { game: GameId::Orphic, piece: "Rook", position: "k7/8/7p/8/3R4/P7/8/7K w - - 0 1", from: "d4", caption: "A rook (only ever from a promotion) on d4: along its rank and file." },
    MoveDiagram { game: GameId::Orphic, piece: "Pawn", position: "k7/8/7p/8/8/P2n4/4P3/7K w - - 0 1", from: "e2", caption: "A pawn on e2: one or two steps forward, and it takes the knight on d3." },
];
