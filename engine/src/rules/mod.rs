//! The rules as the page's Rules panel tells them, one text per game, with the pieces' pictures and
//! move diagrams. Plain data, in our own words: [`rules_for`] matches every [`GameId`] without a
//! catch-all, so a new game does not compile until its rules text is written. (How to use the page
//! itself is the page's own text.)

use crate::game::Picture;
use crate::id::GameId;

/// How one kind of piece moves, with its picture.
pub struct PieceRule {
    /// Its picture (usually White's man).
    pub picture: Picture,
    pub name: &'static str,
    pub moves: &'static str,
}

/// A headed block of text.
pub struct Section {
    pub heading: &'static str,
    pub paragraphs: &'static [&'static str],
}

/// The rules of one game.
pub struct Rules {
    /// Who made the game, and when.
    pub credit: &'static str,
    /// What the game is, in a few sentences.
    pub intro: &'static [&'static str],
    pub pieces: &'static [PieceRule],
    pub sections: &'static [Section],
}

/// The rules of a game.
pub fn rules_for(id: GameId) -> &'static Rules {
    match id {
        GameId::Keltic => &KELTIC,
        GameId::Chess => &CHESS,
        GameId::OdinsRune => &odins_rune::ODINS_RUNE,
        GameId::Orphic => &orphic::ORPHIC,
        GameId::Tyr11 => &tafl::TYR_11,
        GameId::Tyr15 => &tafl::TYR_15,
        GameId::Tyr17 => &tafl::TYR_17,
        GameId::Odin11 => &tafl::ODIN_11,
        GameId::Odin15 => &tafl::ODIN_15,
        GameId::Odin17 => &tafl::ODIN_17,
        GameId::Spindecision => &beryl::SPINDECISION,
        GameId::Beryl => &beryl::BERYL,
    }
}

/// A small board showing where one man may go: drawn by the engine from a position of the game
/// (the men it could take are drawn too, other men are left out).
#[derive(Debug, PartialEq)]
pub struct MoveDiagram {
    /// The game whose board and rules draw it.
    pub game: GameId,
    /// The [`PieceRule::name`] it illustrates.
    pub piece: &'static str,
    /// A position in the game's position text.
    pub position: &'static str,
    /// The cell of the man shown.
    pub from: &'static str,
    pub caption: &'static str,
}

/// Every game's move diagrams.
const DIAGRAMS: &[&[MoveDiagram]] = &[beryl::DIAGRAMS, diagrams::DIAGRAMS];

/// The move diagrams of a piece of a game.
pub fn diagrams_for(game: GameId, piece: &str) -> impl Iterator<Item = &'static MoveDiagram> + '_ {
    DIAGRAMS.iter().flat_map(|d| d.iter()).filter(move |d| d.game == game && d.piece == piece)
}

mod beryl;
mod diagrams;
mod odins_rune;
mod orphic;
mod tafl;

const KELTIC: Rules = Rules {
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
};

const CHESS: Rules = Rules {
    credit: "The international game, here as the yardstick for Runeboard's rules engine.",
    intro: &["Ordinary chess on an 8×8 board, White first, won by checkmate — with one difference: \
         there is no castling in this app, because none of Runeboard's games castles."],
    pieces: &[
        PieceRule {
            picture: Picture::new("white", "king"),
            name: "King",
            moves: "One step in any direction. No castling here.",
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
    sections: &[Section {
        heading: "End of the game",
        paragraphs: &[
            "Checkmate wins; you may not leave your own king in check.",
            "Draws: stalemate, the third repetition of a position, fifty moves by each side \
             without a capture or a pawn move, and positions in which neither side has enough \
             material left to mate.",
        ],
    }],
};

#[cfg(test)]
mod tests {
    use super::*;
    use std::path::Path;

    #[test]
    fn every_game_has_its_rules_and_their_pictures_exist() {
        let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../assets");
        for id in GameId::ALL {
            let rules = rules_for(id);
            assert!(!rules.intro.is_empty() && !rules.pieces.is_empty(), "{id}");
            for p in rules.pieces {
                assert!(dir.join(p.picture.path()).is_file(), "{id}: {}", p.picture.path());
            }
        }
        for d in DIAGRAMS.iter().flat_map(|d| d.iter()) {
            assert!(rules_for(d.game).pieces.iter().any(|p| p.name == d.piece), "{}", d.caption);
        }
    }

    /// Every piece of every game has a move diagram, whose position the game accepts, with a man
    /// of the side to move on its cell that has somewhere to go (as many places as its caption
    /// says, where it says).
    #[test]
    fn every_piece_of_every_game_has_a_working_move_diagram() {
        use crate::table::Command;
        use crate::Step;
        for id in GameId::ALL {
            for piece in rules_for(id).pieces {
                assert!(diagrams_for(id, piece.name).next().is_some(), "{id}: no diagram of the {}", piece.name);
            }
        }
        for d in DIAGRAMS.iter().flat_map(|d| d.iter()) {
            let mut play = crate::new_session(d.game);
            if let Err(e) = play.apply(Command::Load(d.position.into())) {
                panic!("{} {}: {} refused: {e}", d.game, d.piece, d.position);
            }
            let from =
                d.game.geometry().cell_by_name(d.from).unwrap_or_else(|| panic!("{}: no cell {}", d.game, d.from));
            let table = play.table(&[], None);
            assert!(table.pieces.iter().any(|p| p.cell == from), "{} {}: no man on {}", d.game, d.piece, d.from);
            let options = play.choices(&[Step::Cell(from)]).options;
            assert!(!options.is_empty(), "{} {}: the man on {} cannot move", d.game, d.piece, d.from);
            // A caption that counts the moves counts what the diagram shows.
            if ["eight steps", "eight leaps", "eight jumps"].iter().any(|w| d.caption.contains(w)) {
                assert_eq!(options.len(), 8, "{} {}: {}", d.game, d.piece, d.caption);
            }
        }
    }
}
