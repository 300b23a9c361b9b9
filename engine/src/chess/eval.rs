//! The evaluation shared by the chess-like games on square boards: material with the game's own
//! values, men nearer the centre, pawns nearer promotion. Each game supplies its weights (its
//! [`Param`] table); the search calls [`material_and_place`] through the game's [`Evaluate`] impl.
//!
//! [`Evaluate`]: crate::eval::Evaluate

use crate::eval::Param;
use crate::geometry::SquareGrid;

use super::{color, forward, kind, EMPTY, KING, PAWN};

/// Index into a weight table by piece kind (`KING` … `OX`): the material value of that kind. A
/// game's table starts with one entry per kind 0..=9 (0 and unused kinds: 0), then [`CENTRE`] and
/// [`PAWN_RANK`].
pub const KINDS: usize = 10;
/// Bonus per step nearer the centre, for every man but kings and pawns (hundredths of a pawn).
pub const CENTRE: usize = KINDS;
/// Bonus per rank a pawn has advanced.
pub const PAWN_RANK: usize = KINDS + 1;

/// Score of a board for `side`: (its material and placement) − (the other side's).
pub fn material_and_place(grid: &SquareGrid, board: &[u8], side: u8, w: &[i32]) -> i32 {
    let (cf, cr) = (i32::from(grid.files) - 1, i32::from(grid.ranks) - 1);
    let mut score = 0;
    for (c, &p) in board.iter().enumerate() {
        if p == EMPTY {
            continue;
        }
        let k = kind(p);
        let mut v = w.get(usize::from(k)).copied().unwrap_or(0);
        let (f, r) = grid.coords.get(c).map_or((0, 0), |&(f, r)| (i32::from(f), i32::from(r)));
        if k == PAWN {
            let advanced = if forward(color(p)) > 0 { r } else { cr - r };
            v += w[PAWN_RANK] * advanced;
        } else if k != KING {
            // Twice the distance from the centre, in whole steps (files and ranks added).
            let off = (2 * f - cf).abs() + (2 * r - cr).abs();
            v += w[CENTRE] * (cf + cr - off) / 2;
        }
        score += if color(p) == side { v } else { -v };
    }
    score
}

/// The value of the man on `cell` of `board` (0 when empty).
#[inline]
pub fn value_at(board: &[u8], cell: usize, w: &[i32]) -> i32 {
    match board.get(cell) {
        Some(&p) if p != EMPTY => w.get(usize::from(kind(p))).copied().unwrap_or(0),
        _ => 0,
    }
}

/// A weight table for kinds K Q R B N P (and the centre and pawn terms); other kinds are worth 0.
pub const fn orthodox_params(values: [i32; 6], centre: i32, pawn_rank: i32) -> [Param; KINDS + 2] {
    [
        Param { name: "none", value: 0 },
        Param { name: "king", value: values[0] },
        Param { name: "queen", value: values[1] },
        Param { name: "rook", value: values[2] },
        Param { name: "bishop", value: values[3] },
        Param { name: "knight", value: values[4] },
        Param { name: "pawn", value: values[5] },
        Param { name: "elk", value: 0 },
        Param { name: "valkyrie", value: 0 },
        Param { name: "ox", value: 0 },
        Param { name: "centre", value: centre },
        Param { name: "pawn-rank", value: pawn_rank },
    ]
}

mod orthodox_impl {
    use crate::chess::orthodox::{BoardPos, Orthodox};
    use crate::chess::{CMove, EN_PASSANT, PAWN};
    use crate::eval::{Evaluate, Param};

    use super::{material_and_place, value_at};

    impl<const N: usize> Evaluate for Orthodox<N> {
        fn params(&self) -> &'static [Param] {
            self.rules().params
        }
        fn evaluate(&self, pos: &BoardPos<N>, w: &[i32]) -> i32 {
            material_and_place(&self.rules().grid, &pos.board, pos.side, w)
        }
        fn gain(&self, pos: &BoardPos<N>, mv: CMove, w: &[i32]) -> i32 {
            let mut g = value_at(&pos.board, usize::from(mv.to), w);
            if mv.flags & EN_PASSANT != 0 {
                g += w[usize::from(PAWN)];
            }
            if mv.promo != 0 {
                g += w.get(usize::from(mv.promo)).copied().unwrap_or(0) - w[usize::from(PAWN)];
            }
            g
        }
    }
}
