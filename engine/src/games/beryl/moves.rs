//! How the men move on the kite board (geometry.md §3), over the tables of [`Board`]: the rook
//! slides round its two rings, the bishop along its kite's two diagonals, king and knight step or
//! leap to their table's cells, the pawn steps forward as a rook and takes forward as a bishop.
//! Also attack detection (for Beryl Chess's check and its pawn rule).

use crate::chess::{kind, piece, BISHOP, EMPTY, KING, KNIGHT, PAWN, ROOK};

use super::army;
use super::board::{Board, Line, CELLS};

/// Call `f(to, captures)` for every cell a man of `kind` and army `me` on `from` may move to,
/// each cell once; a capture is any man of another army.
#[inline]
pub fn targets(b: &Board, board: &[u8; CELLS], from: usize, kind: u8, me: u8, f: &mut impl FnMut(u8, bool)) {
    let leap = |cells: &[u8], f: &mut dyn FnMut(u8, bool)| {
        for &to in cells {
            let p = board[usize::from(to)];
            if p == EMPTY {
                f(to, false);
            } else if army(p) != me {
                f(to, true);
            }
        }
    };
    match kind {
        KING => leap(b.king(from), f),
        KNIGHT => leap(b.knight(from), f),
        BISHOP => b.bishop_rays(from).iter().for_each(|ray| slide(board, ray, me, &mut |to, c| f(to, c))),
        ROOK => {
            // The two rays round one ring may reach the same cells: report each once.
            let mut seen = 0u64;
            for ray in b.rook_rays(from) {
                slide(board, ray, me, &mut |to, c| {
                    if seen >> to & 1 == 0 {
                        seen |= 1 << to;
                        f(to, c);
                    }
                });
            }
        }
        PAWN => {
            let a = usize::from(me);
            for &to in b.pawn_steps(a, from) {
                if board[usize::from(to)] == EMPTY {
                    f(to, false);
                }
            }
            for &to in b.pawn_takes(a, from) {
                let p = board[usize::from(to)];
                if p != EMPTY && army(p) != me {
                    f(to, true);
                }
            }
        }
        _ => {}
    }
}

#[inline]
fn slide(board: &[u8; CELLS], ray: &Line, me: u8, f: &mut impl FnMut(u8, bool)) {
    for &to in ray.as_slice() {
        let p = board[usize::from(to)];
        if p == EMPTY {
            f(to, false);
        } else {
            if army(p) != me {
                f(to, true);
            }
            break;
        }
    }
}

/// The first occupied cell of each ray, when it holds `target`.
#[inline]
fn first_holding(board: &[u8; CELLS], rays: &[Line; 4], target: u8, mask: &mut u64) {
    for ray in rays {
        if let Some(&c) = ray.as_slice().iter().find(|&&c| board[usize::from(c)] != EMPTY) {
            if board[usize::from(c)] == target {
                *mask |= 1 << c;
            }
        }
    }
}

/// The cells of the men of army `by` that attack `cell` (could capture a man of another army
/// there), as a bit mask. Every move relation is symmetric (checked in the tests), so the men are
/// found by looking outwards from `cell`.
pub fn attackers(b: &Board, board: &[u8; CELLS], cell: usize, by: u8) -> u64 {
    let mut mask = 0u64;
    first_holding(board, b.rook_rays(cell), piece(by, ROOK), &mut mask);
    first_holding(board, b.bishop_rays(cell), piece(by, BISHOP), &mut mask);
    for (cells, k) in [(b.king(cell), KING), (b.knight(cell), KNIGHT), (b.pawn_takers(usize::from(by), cell), PAWN)] {
        for &c in cells {
            if board[usize::from(c)] == piece(by, k) {
                mask |= 1 << c;
            }
        }
    }
    mask
}

/// Does a man of army `by` attack `cell`? ([`attackers`] without the mask: it stops at the first.)
pub fn attacked(b: &Board, board: &[u8; CELLS], cell: usize, by: u8) -> bool {
    let holds = |cells: &[u8], k: u8| cells.iter().any(|&c| board[usize::from(c)] == piece(by, k));
    let first_holds = |rays: &[Line; 4], k: u8| {
        rays.iter().any(|ray| {
            ray.as_slice()
                .iter()
                .find(|&&c| board[usize::from(c)] != EMPTY)
                .is_some_and(|&c| board[usize::from(c)] == piece(by, k))
        })
    };
    holds(b.knight(cell), KNIGHT)
        || holds(b.king(cell), KING)
        || holds(b.pawn_takers(usize::from(by), cell), PAWN)
        || first_holds(b.rook_rays(cell), ROOK)
        || first_holds(b.bishop_rays(cell), BISHOP)
}

/// Cells holding men of `army` and `kind`.
pub fn find_all(board: &[u8; CELLS], army_: u8, kind_: u8) -> impl Iterator<Item = usize> + '_ {
    board.iter().enumerate().filter(move |(_, &p)| p != EMPTY && army(p) == army_ && kind(p) == kind_).map(|(c, _)| c)
}
