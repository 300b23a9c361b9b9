//! spIndecision Beryl and Beryl Chess, on the 39-kite board: two texts and their move diagrams.

use crate::game::Picture;
use crate::id::GameId;

use crate::rule_data::{MoveDiagram, PieceRule, Rules, Section};

const CREDIT: &str = "Invented by Alexandre Muñiz in 1998, for the Chess Variant Pages' contest for \
                      variants on boards of 39 cells.";

const RECONSTRUCTED: &str = "The board and the way the pieces move are reconstructed from the \
     surviving text: the original diagrams — the board, the bishop lines, the knight's targets, \
     the pawn arrows and the setup — are lost. What the text says is kept exactly; the rest is our \
     most natural reading of it, and the diagrams below are drawn from that reconstruction.";

const BOARD: &str = "The board is a hexagon of 13 triangles, each cut into three kites from its \
     centre to the middles of its sides: 39 cells. A cell is named by its triangle — a column letter \
     a–e and a row 1–3 from the bottom — and the corner of the triangle its point goes into: l, r or \
     t in a triangle pointing up, b, l or r in one pointing down. So c2l is the left kite of the \
     centre triangle. Point at a cell to see its name. The kites come in three colours, and kites \
     that share a side always differ.";

const ROOK: PieceRule = PieceRule {
    picture: Picture::new("white", "rook"),
    name: "Rook",
    moves: "Slides round the two rings its kite lies on. A ring is the band of kites around a corner \
            of the triangles: a closed hexagon of 12 kites around each of the three inner corners, \
            a shorter open path at the edge. Each ring crosses the kite through a pair of opposite \
            sides, like a rank and a file through a square. The rook goes either way round, stops \
            at the first man (taking an enemy) and may never go all the way round to its own cell; \
            it often reaches a cell in two ways. Its first steps are the four kites sharing a side \
            with its own.",
};

const BISHOP: PieceRule = PieceRule {
    picture: Picture::new("white", "bishop"),
    name: "Bishop",
    moves: "Slides along the kite's two diagonals, drawn out as straight lines: the short one \
            through the two right-angled corners, and the long one through the kite's point and \
            its blunt corner (where it runs between two kites, they do not block it). Four \
            directions; a bishop never leaves its colour.",
};

const KING: PieceRule = PieceRule {
    picture: Picture::new("white", "king"),
    name: "King",
    moves: "One step in any direction a rook or bishop could go: to the four kites sharing a side, \
            the two across the right-angled corners, the kite point to point with it and the one \
            beyond its blunt corner — eight from the middle of the board.",
};

const KNIGHT: PieceRule = PieceRule {
    picture: Picture::new("white", "knight"),
    name: "Knight",
    moves: "Leaps over anything to the cells one rook step plus one bishop step away (in either \
            order) that neither touch its own cell nor lie on any of its rook or bishop lines — as \
            a chess knight's targets are found. Eight from the centre, fewer near the edge; every \
            leap changes colour.",
};

const SPIN_PAWN: PieceRule = PieceRule {
    picture: Picture::new("white", "pawn"),
    name: "Pawn",
    moves: "Steps one kite forward across a side of its kite (a rook step) onto an empty cell, and \
            takes one kite forward along a diagonal (a bishop step). Forward means away from its \
            own corner: the centre of the new kite is farther from that corner; a step exactly \
            sideways is not forward. White's pawns head up and to the right, Black's up and to the \
            left, Red's straight down. No double step. On the four kites of the far edge (White \
            e2r e2t d3r d3t, Black a2l a2t b3l b3t, Red b1l b1r d1l d1r) a pawn becomes a rook, \
            knight or bishop.",
};

const SCHRODINGER: PieceRule = PieceRule {
    picture: Picture::new("white", "schrodinger"),
    name: "Schrödinger King (ö)",
    moves: "Each army's King and Bishop start as two identical ö. To move one, first declare \
            whether it is the King or the Bishop, then move it as that piece (here: pick it, choose \
            King or Bishop in the window that opens, then the target); the other ö becomes the \
            other piece at once. When you take an ö you say what it was. Saying King wins the game, \
            so it is only allowed when the capture is in your winning direction (you may still say \
            Bishop there, and the app asks); after any other capture it was the Bishop, and the \
            other ö of that army becomes its King.",
};

pub const SPINDECISION: Rules = Rules {
    credit: CREDIT,
    intro: &[
        "Three armies and two players, neither of whom owns an army. White starts in the \
         bottom-left corner, Black in the bottom-right and Red at the top; each has two \
         Schrödinger Kings (ö), two rooks, a knight and four pawns.",
        "The players are Clockwise, who moves first, and Counter-clockwise. On each turn the \
         player moves one man of any army except the army the other player used on the turn \
         before; that army is greyed out. The very first turn may use any army. A man may take a \
         man of either other army, never one of its own.",
        RECONSTRUCTED,
    ],
    pieces: &[SCHRODINGER, KING, BISHOP, ROOK, KNIGHT, SPIN_PAWN],
    sections: &[
        Section {
            heading: "Winning",
            paragraphs: &[
                "Clockwise wins by capturing a King of the army that starts directly clockwise \
                 from the army of the capturing man — White takes a Red King, Red a Black King, \
                 Black a White King. Counter-clockwise wins by the opposite captures — White takes \
                 a Black King, Black a Red King, Red a White King.",
                "Capturing a King in the wrong direction, one that would not win, is not allowed, \
                 and the app does not offer it. There is no check: Kings may stand attacked, and \
                 any move is allowed apart from that rule. The status line always says which army \
                 is excluded and which captures would win for the player to move.",
                "A player with no legal turn draws. So do the third repetition of a position (the \
                 same men, the same player to move and the same excluded army) and 100 turns in a \
                 row without a capture or a pawn move.",
            ],
        },
        Section {
            heading: "Board and setup",
            paragraphs: &[
                BOARD,
                "Each army fills the three triangles of its corner. For White: the two ö on b1l \
                 and a2l, the kites beside the cut corner; rooks on a1b and a1l; the knight on a1r \
                 between them; pawns on b1r, b1t, a2r and a2t. Black and Red stand the same way, \
                 turned a third and two thirds of the way round the board. The four triangles in \
                 the middle start empty.",
            ],
        },
        Section {
            heading: "How moves are written",
            paragraphs: &["The piece letter, the cell it leaves, - or x for a capture, the cell it goes to \
                 and =R, =N or =B for a promotion: Rb1l-c1r, Pc1lxd1r=N. An undecided ö is O with \
                 its declaration in brackets: O(K)b1l-c1r. A captured ö is followed by what it \
                 was: Rd2rxc3r(B). # marks a winning capture."],
        },
        Section { heading: "A reconstruction", paragraphs: &[RECONSTRUCTION] },
    ],
    diagrams: SPINDECISION_DIAGRAMS,
};

const RECONSTRUCTION: &str = "The surviving text fixes: 13 triangles, each divided into three; \
     rooks that run along two hexagonal paths without jumping and never round a full circle; \
     bishops on lines; knights with eight targets; a king that steps in any rook or bishop \
     direction; pawns that move like a rook and take like a bishop, away from their corner, and \
     promote on the four cells farthest from it; no queens, no castling, no double step. That the \
     triangles are cut into kites, the exact lines, the knight's definition and both setups are \
     reconstructed.";

const BERYL_PAWN: PieceRule = PieceRule {
    picture: Picture::new("white", "pawn"),
    name: "Pawn",
    moves: "Steps one kite forward across a side of its kite (a rook step) onto an empty cell, and \
            takes one kite forward along a diagonal (a bishop step); forward is away from its own \
            corner — up and to the right for White, up and to the left for Black. No double step, \
            no en passant. On the four kites of the far edge (White e2r e2t d3r d3t, Black a2l a2t \
            b3l b3t) it becomes a rook, knight or bishop. Beryl's rule: a pawn may be taken only if \
            another enemy man also attacks it at that moment (pins do not matter, and the king \
            counts) — a lone attacker cannot snap up a pawn.",
};

pub const BERYL: Rules = Rules {
    credit: CREDIT,
    intro: &[
        "Chess for two on a board of 39 kites: White in the bottom-left corner, Black — White's \
         mirror image — in the bottom-right, the top corner empty. Each side has a king, a bishop, \
         two rooks, a knight and four pawns; there is no queen.",
        "White moves first. As in chess, checkmate wins, you may never leave your own king in \
         check, and stalemate is a draw; there is no castling.",
        RECONSTRUCTED,
    ],
    pieces: &[KING, BISHOP, ROOK, KNIGHT, BERYL_PAWN],
    sections: &[
        Section {
            heading: "Board and setup",
            paragraphs: &[
                BOARD,
                "White: king a2l, bishop b1l, rooks a1b and a1l, knight a1r, pawns b1r, b1t, a2r \
                 and a2t. Black the mirror image: king e2r, bishop d1r, rooks e1b and e1r, knight \
                 e1l, pawns d1l, d1t, e2l and e2t. Each bishop starts aiming at an enemy pawn \
                 along its long diagonal; Beryl's pawn rule stops it from taking on the first move.",
            ],
        },
        Section {
            heading: "End of the game",
            paragraphs: &["Checkmate wins. Stalemate, the third repetition of a position, 100 turns in a row \
                 without a capture or a pawn move, and a board with only the two kings are draws."],
        },
        Section {
            heading: "How moves are written",
            paragraphs: &["The piece letter, the cell it leaves, - or x for a capture, the cell it goes to \
                 and =R, =N or =B for a promotion, then + for check or # for mate: Rb1l-c1r, \
                 Bb1lxe2l, Pc1lxd1r=N."],
        },
        Section { heading: "A reconstruction", paragraphs: &[RECONSTRUCTION] },
    ],
    diagrams: BERYL_DIAGRAMS,
};

/// Move diagrams: one man on c2l, the centre of the board (a pawn with enemy men to take), the
/// Kings on cells none of them reaches (White a2l, Black e2l, Red d3l).
pub const SPINDECISION_DIAGRAMS: &[MoveDiagram] = &[
    MoveDiagram {
        game: GameId::Spindecision,
        piece: "Schrödinger King (ö)",
        position: "3wO11/6wO5bK2/6rK2 cw -",
        from: "c2l",
        caption: "An ö on c2l reaches the King's steps and the Bishop's lines together: you declare \
                  which it is before moving.",
    },
    MoveDiagram {
        game: GameId::Spindecision,
        piece: "King",
        position: "15/6wK5bK2/6rK2 cw -",
        from: "c2l",
        caption: "A king on c2l: eight steps.",
    },
    MoveDiagram {
        game: GameId::Spindecision,
        piece: "Bishop",
        position: "15/wK5wB5bK2/6rK2 cw -",
        from: "c2l",
        caption: BISHOP_CAPTION,
    },
    MoveDiagram {
        game: GameId::Spindecision,
        piece: "Rook",
        position: "15/wK5wR5bK2/6rK2 cw -",
        from: "c2l",
        caption: ROOK_CAPTION,
    },
    MoveDiagram {
        game: GameId::Spindecision,
        piece: "Knight",
        position: "15/wK5wN5bK2/6rK2 cw -",
        from: "c2l",
        caption: "A knight on c2l: eight leaps.",
    },
    MoveDiagram {
        game: GameId::Spindecision,
        piece: "Pawn",
        position: "8rN6/wK4bPwP4bPbK2/6rK2 cw -",
        from: "c2l",
        caption: "A White pawn on c2l steps to c2r or c2t and takes on c1r, b2r or d2r.",
    },
];

/// Beryl Chess's move diagrams, as spIndecision's.
pub const BERYL_DIAGRAMS: &[MoveDiagram] = &[
    MoveDiagram {
        game: GameId::Beryl,
        piece: "King",
        position: "10bN1bK2/6wK8/9 w",
        from: "c2l",
        caption: "A king on c2l: eight steps.",
    },
    MoveDiagram {
        game: GameId::Beryl,
        piece: "Bishop",
        position: "15/wK5wB5bK2/9 w",
        from: "c2l",
        caption: BISHOP_CAPTION,
    },
    MoveDiagram {
        game: GameId::Beryl,
        piece: "Rook",
        position: "15/wK5wR5bK2/9 w",
        from: "c2l",
        caption: ROOK_CAPTION,
    },
    MoveDiagram {
        game: GameId::Beryl,
        piece: "Knight",
        position: "15/wK5wN5bK2/9 w",
        from: "c2l",
        caption: "A knight on c2l: eight leaps.",
    },
    MoveDiagram {
        game: GameId::Beryl,
        piece: "Pawn",
        position: "8bN6/wK4bNwP4bNbK2/9 w",
        from: "c2l",
        caption: "A White pawn on c2l steps to c2r or c2t and takes on c1r, b2r or d2r (knights here: \
                  an enemy pawn there could only be taken with a second attacker).",
    },
];

const BISHOP_CAPTION: &str = "A bishop on c2l: along the short diagonal to c1r and d1l, or b2r and \
     b3l; along the long one to a1r, or across the middle of c2 and d2 to d2r.";

const ROOK_CAPTION: &str = "A rook on c2l: round the two rings around the other two corners of its \
     triangle (the right and top corners of c2) — 21 cells. The two rings cross again at d2r.";
