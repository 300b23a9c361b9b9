//! Orthodox chess, with castling: the calibration game. Its published perft numbers check the
//! shared machinery (check detection, pins, en passant, promotion, castling) that the variants use.
//!
//! Position text: FEN, e.g. the start `rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1`.

pub mod lessons;
mod pst;
#[cfg(feature = "reference")]
pub mod reference;
pub mod rules;

use std::sync::OnceLock;

use crate::chess::eval::{orthodox_params, Positional, Pst, ORTHODOX_PARAMS};
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
    RULES.get_or_init(|| rules_with(Some(&pst::PST)))
}

/// Chess's rules, with the evaluation's piece-square tables `pst`.
fn rules_with(pst: Option<&'static Pst>) -> Rules {
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
        pst,
        pruning: true,
    }
}

/// The game.
pub fn game() -> Chess {
    Orthodox::new(rules())
}

/// What the engine's tests need to know of the game (`registry::TestPlan`).
pub const TESTS: crate::registry::TestPlan =
    crate::registry::TestPlan { playouts: 16, plies: 160, ends_by_its_rules: true };

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chess::eval::PST_ENTRIES;
    use crate::eval::Evaluate;
    use crate::game::Game;
    use crate::rng::Rng;

    /// Chess with the piece-square table `pst` (a game for this test only).
    fn with_table(pst: Option<Pst>) -> Chess {
        let pst: Option<&'static Pst> = pst.map(|p| &*Box::leak(Box::new(p)));
        Orthodox::new(Box::leak(Box::new(rules_with(pst))))
    }

    /// With a table of random entries, the evaluation of positions of random games is the
    /// evaluation without it plus each entry the position reads times its coefficient
    /// (`table_features`: the phase's share of the opening's entries, the rest of the endgame's, +
    /// for the player to move's men, − for the other's), to within the blend's rounding.
    #[test]
    fn the_table_adds_each_entry_it_reads_by_the_phase_and_the_side() {
        let mut rng = Rng::new(5);
        let mut random = || std::array::from_fn(|_| std::array::from_fn(|_| (rng.below(201) as i16) - 100));
        let pst = Pst { opening: random(), endgame: random() };
        let entries: Vec<f64> = (0..PST_ENTRIES).map(|i| f64::from(pst.entry(i))).collect();
        let (plain, table) = (with_table(None), with_table(Some(pst)));
        let w: Vec<i32> = plain.params().iter().map(|p| p.value).collect();
        let mut rng = Rng::new(6);
        let (mut moves, mut features, mut checked) = (Vec::new(), Vec::new(), 0);
        for _ in 0..30 {
            let mut pos = plain.start();
            for _ in 0..60 {
                moves.clear();
                plain.legal_moves(&pos, &mut moves);
                if moves.is_empty() {
                    break;
                }
                // Both sides with pawns and a piece: no draw scaling divides the score.
                let men = |s: u8, pawns: bool| {
                    pos.board()
                        .iter()
                        .filter(|&&p| {
                            p != 0 && color(p) == s && kind(p) != KING && (kind(p) == crate::chess::PAWN) == pawns
                        })
                        .count()
                };
                if (0..2).all(|s| men(s, true) >= 2 && men(s, false) >= 1) {
                    features.clear();
                    assert_eq!(table.table_features(&pos, &mut features), PST_ENTRIES);
                    let added: f64 = features.iter().map(|&(i, x)| entries[i as usize] * x).sum();
                    let diff = f64::from(table.evaluate(&pos, &w) - plain.evaluate(&pos, &w));
                    assert!(
                        (diff - added).abs() <= 1.0,
                        "{}: {diff} against {added}",
                        plain.position_text(&pos, Default::default())
                    );
                    checked += 1;
                }
                pos = plain.make(&pos, moves[rng.below(moves.len())]);
            }
        }
        assert!(checked > 500, "{checked} positions checked");
        // A Black man reads the cell with its rank mirrored: the same position with the colours
        // and ranks swapped scores the same for the player to move.
        let (a, _) = table
            .parse_position("r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4")
            .expect("a position");
        let (b, _) = table
            .parse_position("rnbqk2r/pppp1ppp/5n2/2b1p3/4P3/2N2N2/PPPP1PPP/R1BQKB1R b KQkq - 4 4")
            .expect("a position");
        assert_eq!(table.evaluate(&a, &w), table.evaluate(&b, &w));
        assert_ne!(table.evaluate(&a, &w), plain.evaluate(&a, &w), "the table counts");
    }
}
