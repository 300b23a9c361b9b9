//! Orthodox chess, with castling: the calibration game. Its published perft numbers check the
//! shared machinery (check detection, pins, en passant, promotion, castling) that the variants use.
//!
//! Position text: FEN, e.g. the start `rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1`.

pub mod lessons;
#[cfg(feature = "reference")]
pub mod reference;
pub mod rules;

use std::sync::OnceLock;

use crate::chess::eval::{orthodox_params, Positional, ORTHODOX_PARAMS};
use crate::chess::orthodox::{Castling, Orthodox, Rules};
use crate::chess::tables::Tables;
use crate::chess::{color, kind, BISHOP, KING, KNIGHT, QUEEN, ROOK};
use crate::eval::Param;
use crate::geometry::SquareGrid;

pub type Chess = Orthodox<64>;

pub const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

/// Only kings, or one knight or bishop besides them, or bishops all on one colour.
fn dead_position(grid: &SquareGrid, board: &[u8]) -> Option<crate::game::Reason> {
    let mut minors = 0;
    let mut bishop_colours = [false; 2];
    for (c, &p) in board.iter().enumerate() {
        match kind(p) {
            0 | KING => {}
            KNIGHT => minors += 1,
            BISHOP => bishop_colours[usize::from(grid.is_light(c as u16))] = true,
            _ => return None,
        }
        let _ = color(p);
    }
    let bishops = board.iter().filter(|&&p| kind(p) == BISHOP).count();
    let dead = (minors == 0 && bishops == 0)
        || (minors + bishops == 1)
        || (minors == 0 && !(bishop_colours[0] && bishop_colours[1]));
    dead.then_some(crate::game::Reason::NoMatePossible)
}

/// The evaluation's weights: the usual values (pawn 100, knight 300, bishop 320, rook 500, queen
/// 900), then the centre and pawn-advance bonuses (docs/ai.md).
static PARAMS: [Param; ORTHODOX_PARAMS] = orthodox_params(
    [0, 900, 500, 320, 300, 100],
    5,
    6,
    Positional {
        mobility: [2, 3, 4, 4],
        king_attack: 8,
        shelter: 8,
        king_centre: 6,
        passed: 8,
        doubled: 12,
        isolated: 10,
        bishop_pair: 30,
        rook_file: 10,
    },
);

fn rules() -> &'static Rules {
    static RULES: OnceLock<Rules> = OnceLock::new();
    RULES.get_or_init(|| {
        let grid = SquareGrid::rectangle(8, 8);
        Rules {
            id: crate::GameId::Chess,
            tables: Tables::new(&grid),
            eval_sets: OnceLock::new(),
            castling: Some(Castling::orthodox(&grid)),
            grid,
            start: START,
            bishop_leaps: false,
            double_step_rank: Some([1, 6]),
            en_passant: true,
            pawn_sideways: false,
            promotion: &[QUEEN, ROOK, BISHOP, KNIGHT],
            promotion_rank: [7, 0],
            dead_position,
            params: &PARAMS,
            pruning: true,
        }
    })
}

/// The game.
pub fn game() -> Chess {
    Orthodox::new(rules())
}

/// What the engine's tests need to know of the game (`registry::TestPlan`).
pub const TESTS: crate::registry::TestPlan =
    crate::registry::TestPlan { playouts: 16, plies: 160, ends_by_its_rules: true };
