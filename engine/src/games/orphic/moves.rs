//! Move generation for Orphic Chess with Elks: attacks (with the Elk's colour-dependent move),
//! board moves (capture-only while the mover's king is still in reserve), drops from the reserve
//! (onto empty squares, or onto a friendly pawn that is relocated), legality, and making a move.

use crate::chess::{
    apply_move, color, forward, kind, leap, piece, slide, CMove, BISHOP, DOUBLE_STEP, ELK, EMPTY, EN_PASSANT, KING,
    KNIGHT, PAWN, QUEEN, ROOK, WHITE,
};
use crate::geometry::{CellId, SquareGrid, DIAGONAL, DIRECTIONS, ORTHOGONAL};

use super::{OMove, OrphicPos, NONE, SLOT_DARK_BISHOP, SLOT_KINDS, SLOT_KING, SLOT_LIGHT_BISHOP};

/// Kinds a pawn may promote to, in the order they are offered.
pub const PROMOTION: [u8; 5] = [QUEEN, ROOK, BISHOP, KNIGHT, ELK];

/// 0-based rank from which `side`'s pawns may double-step (its 2nd rank).
pub const fn double_step_rank(side: u8) -> u8 {
    if side == WHITE {
        1
    } else {
        6
    }
}

/// 0-based rank on which `side`'s pawns promote.
pub const fn promotion_rank(side: u8) -> u8 {
    if side == WHITE {
        7
    } else {
        0
    }
}

/// Is the 0-based `rank` one of `side`'s 2nd, 3rd or 4th ranks (where a displaced pawn may go)?
pub const fn relocation_rank(side: u8, rank: u8) -> bool {
    if side == WHITE {
        rank >= 1 && rank <= 3
    } else {
        rank >= 4 && rank <= 6
    }
}

/// May the reserve piece in `slot` stand on `cell`? Only the bishops care: each keeps to its colour.
#[inline]
pub fn slot_fits(grid: &SquareGrid, slot: usize, cell: CellId) -> bool {
    match slot {
        SLOT_LIGHT_BISHOP => grid.is_light(cell),
        SLOT_DARK_BISHOP => !grid.is_light(cell),
        _ => true,
    }
}

/// Is `sq` attacked by a man of colour `by`? An Elk attacks as a rook from a dark square and as a
/// knight from a light one.
pub fn attacked(grid: &SquareGrid, board: &[u8; 64], sq: CellId, by: u8) -> bool {
    // The knight squares of `sq` are all of the other colour: an Elk there leaps only if they are
    // light, that is if `sq` is dark.
    let elk_leaps = !grid.is_light(sq);
    for &c in grid.knight(sq) {
        let p = board[usize::from(c)];
        if p != EMPTY && color(p) == by && (kind(p) == KNIGHT || (elk_leaps && kind(p) == ELK)) {
            return true;
        }
    }
    for (dir, &(_, dr)) in DIRECTIONS.iter().enumerate() {
        for (i, &c) in grid.ray(sq, dir).iter().enumerate() {
            let p = board[usize::from(c)];
            if p == EMPTY {
                continue;
            }
            if color(p) == by {
                let hit = match kind(p) {
                    QUEEN => true,
                    ROOK => dir < 4,
                    ELK => dir < 4 && !grid.is_light(c),
                    BISHOP => dir >= 4,
                    KING => i == 0,
                    PAWN => i == 0 && dir >= 4 && dr == -forward(by),
                    _ => false,
                };
                if hit {
                    return true;
                }
            }
            break;
        }
    }
    false
}

/// Is `side`'s king on the board and attacked?
pub fn in_check(grid: &SquareGrid, pos: &OrphicPos, side: u8) -> bool {
    let k = pos.king(side);
    k != NONE && attacked(grid, &pos.board, CellId::from(k), side ^ 1)
}

/// Every board move of the side to move, ignoring whether it leaves its king attacked. While that
/// side's king is still in reserve, only captures.
pub fn board_moves(grid: &SquareGrid, pos: &OrphicPos, out: &mut Vec<CMove>) {
    let me = pos.side;
    let b = &pos.board;
    let captures_only = pos.king(me) == NONE;
    for (from, &p) in b.iter().enumerate() {
        if p == EMPTY || color(p) != me {
            continue;
        }
        let f = from as CellId;
        let from8 = from as u8;
        let mut add = |to: CellId, capture: bool| {
            if capture || !captures_only {
                out.push(CMove::new(from8, to as u8));
            }
        };
        match kind(p) {
            KING => {
                for dir in 0..8 {
                    if let Some(&to) = grid.ray(f, dir).first() {
                        leap(b, &[to], me, &mut add);
                    }
                }
            }
            QUEEN => (0..8).for_each(|d| slide(grid, b, f, d, me, &mut add)),
            ROOK => ORTHOGONAL.iter().for_each(|&d| slide(grid, b, f, d, me, &mut add)),
            BISHOP => DIAGONAL.iter().for_each(|&d| slide(grid, b, f, d, me, &mut add)),
            KNIGHT => leap(b, grid.knight(f), me, &mut add),
            ELK if grid.is_light(f) => leap(b, grid.knight(f), me, &mut add),
            ELK => ORTHOGONAL.iter().for_each(|&d| slide(grid, b, f, d, me, &mut add)),
            PAWN => pawn_moves(grid, pos, f, captures_only, out),
            _ => {}
        }
    }
}

fn pawn_moves(grid: &SquareGrid, pos: &OrphicPos, from: CellId, captures_only: bool, out: &mut Vec<CMove>) {
    let me = pos.side;
    let b = &pos.board;
    let fwd = forward(me);
    let mut push = |to: CellId, flags: u8| {
        if grid.rank(to) == promotion_rank(me) {
            for k in PROMOTION {
                out.push(CMove { from: from as u8, to: to as u8, promo: k, flags });
            }
        } else {
            out.push(CMove { from: from as u8, to: to as u8, promo: 0, flags });
        }
    };
    if !captures_only {
        if let Some(ahead) = grid.offset(from, 0, fwd) {
            if b[usize::from(ahead)] == EMPTY {
                push(ahead, 0);
                if grid.rank(from) == double_step_rank(me) {
                    if let Some(two) = grid.offset(ahead, 0, fwd) {
                        if b[usize::from(two)] == EMPTY {
                            push(two, DOUBLE_STEP);
                        }
                    }
                }
            }
        }
    }
    for df in [-1, 1] {
        if let Some(t) = grid.offset(from, df, fwd) {
            let q = b[usize::from(t)];
            if q != EMPTY && color(q) != me {
                push(t, 0);
            } else if q == EMPTY && pos.ep == t as u8 {
                push(t, EN_PASSANT);
            }
        }
    }
}

/// The position after a board move.
pub fn make_board(grid: &SquareGrid, pos: &OrphicPos, mv: CMove) -> OrphicPos {
    let mut n = *pos;
    let me = pos.side;
    if kind(n.board[usize::from(mv.from)]) == KING {
        n.kings[usize::from(me)] = mv.to;
    }
    n.ep = apply_move(grid, &mut n.board, me, mv);
    n.side ^= 1;
    n
}

/// The position after a drop of the reserve piece in `slot` on `to`, the pawn there (if any) going
/// to `relocate`.
pub fn make_drop(pos: &OrphicPos, slot: u8, to: u8, relocate: u8) -> OrphicPos {
    let mut n = *pos;
    let me = pos.side;
    let s = usize::from(slot);
    n.reserve[usize::from(me)][s] -= 1;
    n.board[usize::from(to)] = piece(me, SLOT_KINDS[s]);
    if relocate != NONE {
        n.board[usize::from(relocate)] = piece(me, PAWN);
    }
    if s == SLOT_KING {
        n.kings[usize::from(me)] = to;
    }
    n.ep = NONE;
    n.side ^= 1;
    n
}

/// The position after any legal move.
pub fn make(grid: &SquareGrid, pos: &OrphicPos, mv: OMove) -> OrphicPos {
    match mv {
        OMove::Board(m) => make_board(grid, pos, m),
        OMove::Drop { slot, to, relocate } => make_drop(pos, slot, to, relocate),
    }
}

/// Every legal turn of the side to move, appended to `out`.
pub fn legal_moves(grid: &SquareGrid, pos: &OrphicPos, out: &mut Vec<OMove>) {
    let me = pos.side;
    let king = pos.king(me);
    let mut board = Vec::with_capacity(64);
    board_moves(grid, pos, &mut board);
    for m in board {
        // Without a king on the board nothing can be exposed.
        if king == NONE || !in_check(grid, &make_board(grid, pos, m), me) {
            out.push(OMove::Board(m));
        }
    }
    let checked = in_check(grid, pos, me);
    let reserve = pos.reserve[usize::from(me)];
    if reserve.iter().all(|&n| n == 0) {
        return;
    }
    // The empty squares, the mover's pawns and the squares a displaced pawn may go to.
    let own_pawn = piece(me, PAWN);
    let (mut empty, mut pawns, mut homes) = ([0u8; 64], [0u8; 64], [0u8; 64]);
    let (mut ne, mut np, mut nh) = (0, 0, 0);
    for (c, &p) in pos.board.iter().enumerate() {
        let c8 = c as u8;
        if p == EMPTY {
            empty[ne] = c8;
            ne += 1;
            if relocation_rank(me, grid.rank(CellId::from(c8))) {
                homes[nh] = c8;
                nh += 1;
            }
        } else if p == own_pawn && !checked {
            pawns[np] = c8;
            np += 1;
        }
    }
    let slots = reserve.iter().filter(|&&n| n > 0).count();
    out.reserve(slots * (ne + np * nh));
    for (slot, &count) in reserve.iter().enumerate() {
        if count == 0 {
            continue;
        }
        let s8 = slot as u8;
        for &to in &empty[..ne] {
            let cell = CellId::from(to);
            if !slot_fits(grid, slot, cell) {
                continue;
            }
            let ok = if slot == SLOT_KING {
                !attacked(grid, &pos.board, cell, me ^ 1)
            } else {
                // A drop adds a man: it can only block, never expose.
                !checked || !in_check(grid, &make_drop(pos, s8, to, NONE), me)
            };
            if ok {
                out.push(OMove::Drop { slot: s8, to, relocate: NONE });
            }
        }
        // Not in check (else there are no pawns listed): the pawn's square stays filled and the
        // relocated pawn only blocks, so only a dropped king can end up attacked — and then only
        // if its square is attacked now and the pawn does not block.
        for &to in &pawns[..np] {
            if !slot_fits(grid, slot, CellId::from(to)) {
                continue;
            }
            let safe = slot != SLOT_KING || !attacked(grid, &pos.board, CellId::from(to), me ^ 1);
            for &r in &homes[..nh] {
                let mv = OMove::Drop { slot: s8, to, relocate: r };
                if safe || !in_check(grid, &make(grid, pos, mv), me) {
                    out.push(mv);
                }
            }
        }
    }
}

/// Does the side to move have any legal turn? (Cheaper than listing them when the answer is yes.)
pub fn has_legal_move(grid: &SquareGrid, pos: &OrphicPos) -> bool {
    let me = pos.side;
    let mut board = Vec::with_capacity(64);
    board_moves(grid, pos, &mut board);
    let king = pos.king(me);
    if board.iter().any(|&m| king == NONE || !in_check(grid, &make_board(grid, pos, m), me)) {
        return true;
    }
    let mut all = Vec::new();
    legal_moves(grid, pos, &mut all);
    !all.is_empty()
}
