//! Keltic Chess (D. T. Jagger, 2003): `docs/rules/keltic.md`. Orthodox chess on a 43-cell
//! cross, with bishops that may also leap as knights and pawns that step one cell only — sideways
//! when the cell ahead is occupied or missing. No double step, no en passant, no castling.
//!
//! Position text: ranks 7 to 1 separated by `/`, each listing only its existing cells (3, 5, 9, 9,
//! 9, 5, 3 of them), then the side to move, the quiet-ply counter and the move number. The start is
//! `bkb/rnqnr/ppppppppp/9/PPPPPPPPP/RNQNR/BKB w 0 1`.

pub mod lessons;
#[cfg(feature = "reference")]
pub mod reference;
pub mod rules;

use std::sync::OnceLock;

use crate::chess::eval::{orthodox_params, Positional, ORTHODOX_PARAMS};
use crate::chess::orthodox::{Orthodox, Rules};
use crate::chess::tables::Tables;
use crate::chess::{kind, BISHOP, KING, KNIGHT, QUEEN, ROOK};
use crate::eval::Param;
use crate::geometry::SquareGrid;

/// Its positions hold 64 cells (the 43 of the cross, then 21 always empty), as chess's do: one
/// copy of the family's code for both (docs/page-speed.md, step 12).
pub type Keltic = Orthodox<64>;

pub const START: &str = "bkb/rnqnr/ppppppppp/9/PPPPPPPPP/RNQNR/BKB w 0 1";

/// Does (file, rank), 0-based on the 9 × 7 grid, belong to the cross?
pub fn on_board(file: u8, rank: u8) -> bool {
    match rank {
        0 | 6 => (3..=5).contains(&file),
        1 | 5 => (2..=6).contains(&file),
        _ => file < 9,
    }
}

/// The rules declare only K v K and K+N v K drawn automatically (the author notes that on this board
/// a lone bishop, two knights and more can force mate).
fn dead_position(_: &SquareGrid, board: &[u8]) -> Option<crate::game::Reason> {
    let mut others = board.iter().filter(|&&p| p != 0 && kind(p) != KING);
    let dead = match (others.next(), others.next()) {
        (None, _) => true,
        (Some(&p), None) => kind(p) == KNIGHT,
        _ => false,
    };
    dead.then_some(crate::game::Reason::NoMatePossible)
}

/// The evaluation's weights: the author's values Q9 B7 R5 N4 P2 in hundredths of a pawn, then the
/// centre and pawn-advance bonuses and the positional terms, fitted by Texel's method with the
/// material fixed (docs/ai/texel-orthodox-families.md, "Keltic": kept by two SPRTs, at 4,000 nodes
/// and at 25 ms a move).
static PARAMS: [Param; ORTHODOX_PARAMS] = orthodox_params(
    [0, 450, 250, 350, 200, 100],
    28,
    -2,
    Positional {
        mobility: [4, 1, 5, -16],
        king_attack: 16,
        shelter: 37,
        king_centre: 30,
        passed: 1,
        doubled: 29,
        isolated: -1,
        bishop_pair: 68,
        rook_file: -7,
    },
);

fn rules() -> &'static Rules {
    static RULES: OnceLock<Rules> = OnceLock::new();
    RULES.get_or_init(|| {
        let grid = SquareGrid::with_holes(9, 7, on_board);
        Rules {
            id: crate::GameId::Keltic,
            tables: Tables::new(&grid),
            eval_sets: OnceLock::new(),
            castling: None,
            grid,
            start: START,
            bishop_leaps: true,
            double_step_rank: None,
            en_passant: false,
            pawn_sideways: true,
            promotion: &[QUEEN, ROOK, BISHOP, KNIGHT],
            promotion_rank: [6, 0],
            dead_position,
            params: &PARAMS,
            pst: None,
            pruning: false,
        }
    })
}

/// The game.
pub fn game() -> Keltic {
    Orthodox::new(rules())
}

/// What the engine's tests need to know of the game (`registry::TestPlan`).
pub const TESTS: crate::registry::TestPlan =
    crate::registry::TestPlan { playouts: 16, plies: 160, ends_by_its_rules: true };
