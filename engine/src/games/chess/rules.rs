//! Orthodox chess: the rules as the Rules panel tells them, and the move diagrams.

use crate::game::Picture;
use crate::id::GameId;
use crate::rule_data::{MoveDiagram, PieceRule, Rules, Section};

pub const RULES: Rules = Rules {
    credit: "The international game, here as the yardstick for Runeboard's rules engine.",
    intro: &["Ordinary chess on an 8×8 board, White first, won by checkmate."],
    pieces: &[
        PieceRule {
            picture: Picture::new("white", "king"),
            name: "King",
            moves: "One step in any direction. Once a game it may castle with a rook (see below).",
        },
        PieceRule {
            picture: Picture::new("white", "queen"),
            name: "Queen",
            moves: "Any distance along a rank, file or diagonal.",
        },
        PieceRule { picture: Picture::new("white", "rook"), name: "Rook", moves: "Any distance along a rank or file." },
        PieceRule { picture: Picture::new("white", "bishop"), name: "Bishop", moves: "Any distance diagonally." },
        PieceRule {
            picture: Picture::new("white", "knight"),
            name: "Knight",
            moves: "Jumps two cells one way and one to the side, over anything in between.",
        },
        PieceRule {
            picture: Picture::new("white", "pawn"),
            name: "Pawn",
            moves: "One step forward, or two from its starting rank; captures one step diagonally \
                    forward, also en passant. On the last rank it becomes a queen, rook, bishop or \
                    knight.",
        },
    ],
    sections: &[
        Section {
            heading: "Castling",
            paragraphs: &[
                "The king moves two cells towards a rook, and that rook jumps to the cell the king \
                 crossed: O-O on the king's side (king to g1, rook to f1), O-O-O on the queen's (king \
                 to c1, rook to d1); Black likewise on the eighth rank. To castle, move the king \
                 two cells.",
                "Only if neither the king nor that rook has moved yet, every cell between them is \
                 empty, and the king is not in check and does not cross or land on a cell an enemy \
                 man attacks.",
            ],
        },
        Section {
            heading: "End of the game",
            paragraphs: &[
                "Checkmate wins; you may not leave your own king in check.",
                "Draws: stalemate, the third repetition of a position, fifty moves by each side \
                 without a capture or a pawn move, and positions in which neither side has enough \
                 material left to mate.",
            ],
        },
    ],
    diagrams: DIAGRAMS,
};

/// Move diagrams: a position of the game (the piece, the men it needs to show something, and the
/// kings the rules require) and the cell of the man shown; the engine draws the moves.
#[rustfmt::skip]
pub const DIAGRAMS: &[MoveDiagram] = &[
    MoveDiagram { game: GameId::Chess, piece: "King", position: "7k/7p/8/8/4K3/8/P7/8 w - - 0 1", from: "e4", caption: "A king on e4: one step in any direction." },
    MoveDiagram { game: GameId::Chess, piece: "Queen", position: "k7/7p/8/8/3Q4/8/P7/7K w - - 0 1", from: "d4", caption: "A queen on d4: along ranks, files and diagonals." },
    MoveDiagram { game: GameId::Chess, piece: "Rook", position: "k7/7p/8/8/3R4/8/P7/7K w - - 0 1", from: "d4", caption: "A rook on d4: along its rank and file." },
    MoveDiagram { game: GameId::Chess, piece: "Bishop", position: "k7/7p/8/8/3B4/8/P7/7K w - - 0 1", from: "d4", caption: "A bishop on d4: along its diagonals." },
    MoveDiagram { game: GameId::Chess, piece: "Knight", position: "k7/7p/8/8/3N4/8/P7/7K w - - 0 1", from: "d4", caption: "A knight on d4: eight jumps." },
    MoveDiagram { game: GameId::Chess, piece: "Pawn", position: "k7/7p/8/8/8/3n4/P3P3/7K w - - 0 1", from: "e2", caption: "A pawn on e2: one or two steps forward, and it takes the knight on d3 diagonally." },
];
