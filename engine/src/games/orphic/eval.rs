//! The evaluation of Orphic Chess with Elks for the search (weights and how they were found:
//! `docs/ai/odins-rune-orphic.md`).
//!
//! Written from the rules: only the pawns start on the board, every other man is dropped from the
//! reserve, and the king can be mated only once it is on the board. So, for each side:
//! - material on the board (the Elk, a rook on dark squares and a knight on light ones, about a
//!   knight and a pawn), men nearer the centre, pawns nearer promotion;
//! - material still in reserve, at a share of its value (a man in hand can go anywhere, but does
//!   nothing until dropped);
//! - the king: while it is in reserve it cannot be mated, but the side's men may only capture; on
//!   the board it wants friends beside it, and each empty square beside it that it does not defend
//!   is a hole where an enemy man could be dropped, the worse the more men the enemy holds.

use crate::chess::eval::{material_and_place, value_at, KINDS};
use crate::chess::{color, EMPTY, EN_PASSANT, PAWN};
use crate::eval::{Evaluate, Param};
use crate::game::{Game, Outcome};
use crate::geometry::CellId;

use super::{attacked, OMove, Orphic, OrphicPos, NONE, SLOTS, SLOT_KINDS};

const RESERVE: usize = KINDS + 2;
const KING_IN_RESERVE: usize = KINDS + 3;
const SHELTER: usize = KINDS + 4;
const HOLE: usize = KINDS + 5;
const HOLE_PER_DROP: usize = KINDS + 6;

static PARAMS: [Param; KINDS + 7] = [
    Param { name: "none", value: 0 },
    Param { name: "king", value: 0 },
    Param { name: "queen", value: 900 },
    Param { name: "rook", value: 500 },
    Param { name: "bishop", value: 320 },
    Param { name: "knight", value: 300 },
    Param { name: "pawn", value: 100 },
    Param { name: "elk", value: 330 },
    Param { name: "valkyrie", value: 0 },
    Param { name: "ox", value: 0 },
    Param { name: "centre", value: 5 },
    Param { name: "pawn-rank", value: 6 },
    Param { name: "reserve-percent", value: 110 },
    Param { name: "king-in-reserve", value: 50 },
    Param { name: "king-shelter", value: 0 },
    Param { name: "king-hole", value: 10 },
    Param { name: "king-hole-per-drop", value: 5 },
];

impl Evaluate for Orphic {
    fn params(&self) -> &'static [Param] {
        &PARAMS
    }

    fn evaluate(&self, pos: &OrphicPos, w: &[i32]) -> i32 {
        let me = pos.side();
        let mut s = material_and_place(self.grid(), pos.board(), me, w);
        let mut men = [0i32; 2];
        for side in 0..2u8 {
            let mut held = 0;
            for slot in 0..SLOTS {
                let n = i32::from(pos.reserve(side, slot));
                men[usize::from(side)] += n;
                held += n * w[usize::from(SLOT_KINDS[slot])];
            }
            let v = held * w[RESERVE] / 100;
            s += if side == me { v } else { -v };
        }
        for side in 0..2u8 {
            let v = self.king_safety(pos, side, men[usize::from(side ^ 1)], w);
            s += if side == me { v } else { -v };
        }
        s
    }

    fn gain(&self, pos: &OrphicPos, mv: OMove, w: &[i32]) -> i32 {
        match mv {
            OMove::Board(m) => {
                let mut g = value_at(pos.board(), usize::from(m.to), w);
                if m.flags & EN_PASSANT != 0 {
                    g += w[usize::from(PAWN)];
                }
                if m.promo != 0 {
                    g += w.get(usize::from(m.promo)).copied().unwrap_or(0) - w[usize::from(PAWN)];
                }
                g
            }
            OMove::Drop { .. } => 0,
        }
    }
    /// A drop takes nothing: out of check, the board moves are all the quiescence search needs, and
    /// the outcome is the full list's (a stalemate only without drops, a dead position either way).
    /// In check (a drop may block it) and with no board move but men in reserve, the whole list.
    fn noisy_moves(&self, pos: &OrphicPos, out: &mut Vec<OMove>) -> Option<Option<Outcome>> {
        let (_, checked) = super::moves::legal_board_moves(self.grid, pos, out);
        let reserve = pos.reserve[usize::from(pos.side)];
        if checked || (out.is_empty() && reserve.iter().any(|&n| n > 0)) {
            return None;
        }
        Some(self.outcome(pos, out))
    }
}

impl Orphic {
    /// `side`'s king term: the in-reserve score, or friends beside the king on the board and the
    /// holes around it, weighed by how many men (`drops`) the enemy holds in reserve.
    fn king_safety(&self, pos: &OrphicPos, side: u8, drops: i32, w: &[i32]) -> i32 {
        let k = pos.king(side);
        if k == NONE {
            return w[KING_IN_RESERVE];
        }
        let grid = self.grid();
        let board = pos.board();
        // The king defends every square beside it: count only the other defenders.
        let mut without_king = *board;
        without_king[usize::from(k)] = EMPTY;
        let (mut friends, mut holes) = (0, 0);
        for dir in 0..8 {
            let Some(&n) = grid.ray(CellId::from(k), dir).first() else { continue };
            let p = board[usize::from(n)];
            if p == EMPTY {
                if !attacked(grid, &without_king, n, side) {
                    holes += 1;
                }
            } else if color(p) == side {
                friends += 1;
            }
        }
        friends * w[SHELTER] - holes * (w[HOLE] + drops * w[HOLE_PER_DROP])
    }
}
