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
    if leapers_onto(grid, board, sq, by) > 0 {
        return true;
    }
    for (dir, &(_, dr)) in DIRECTIONS.iter().enumerate() {
        for (i, &c) in grid.ray(sq, dir).iter().enumerate() {
            let p = board[usize::from(c)];
            if p == EMPTY {
                continue;
            }
            if color(p) == by && (slides(grid, p, c, dir) || steps(p, i, dir, dr)) {
                return true;
            }
            break;
        }
    }
    false
}

/// How many knights (and Elks on light squares) of colour `by` leap onto `sq`. The knight
/// squares of `sq` are all of the other colour: an Elk there leaps only if they are light, that
/// is if `sq` is dark.
fn leapers_onto(grid: &SquareGrid, board: &[u8; 64], sq: CellId, by: u8) -> usize {
    let elk_leaps = !grid.is_light(sq);
    let leaps = |&&c: &&CellId| {
        let p = board[usize::from(c)];
        p != EMPTY && color(p) == by && (kind(p) == KNIGHT || (elk_leaps && kind(p) == ELK))
    };
    grid.knight(sq).iter().filter(leaps).count()
}

/// Does the man `p` standing on `c` attack along the line it meets a square on, coming from that
/// square in direction `dir`, as a slider (a queen; a rook or an Elk on a dark square along a rank
/// or file; a bishop along a diagonal)?
fn slides(grid: &SquareGrid, p: u8, c: CellId, dir: usize) -> bool {
    match kind(p) {
        QUEEN => true,
        ROOK => dir < 4,
        ELK => dir < 4 && !grid.is_light(c),
        BISHOP => dir >= 4,
        _ => false,
    }
}

/// Does the man `p`, met `i + 1` steps from a square in direction `dir` (of rank step `dr`),
/// attack that square by a single step (a king beside it, a pawn diagonally behind it)?
fn steps(p: u8, i: usize, dir: usize, dr: i8) -> bool {
    match kind(p) {
        KING => i == 0,
        PAWN => i == 0 && dir >= 4 && dr == -forward(color(p)),
        _ => false,
    }
}

/// Every square a man of colour `by` attacks, one bit per square: what [`attacked`] says of each
/// square, found in one pass over `by`'s men.
pub fn attack_map(grid: &SquareGrid, board: &[u8; 64], by: u8) -> u64 {
    let slide = |from: CellId, dirs: &[usize]| {
        let mut cells = 0u64;
        for &d in dirs {
            for &c in grid.ray(from, d) {
                cells |= 1 << c;
                if board[usize::from(c)] != EMPTY {
                    break;
                }
            }
        }
        cells
    };
    let mut map = 0u64;
    for (c, &p) in board.iter().enumerate() {
        if p == EMPTY || color(p) != by {
            continue;
        }
        let f = c as CellId;
        match kind(p) {
            QUEEN => map |= slide(f, &[0, 1, 2, 3, 4, 5, 6, 7]),
            ROOK => map |= slide(f, &ORTHOGONAL),
            BISHOP => map |= slide(f, &DIAGONAL),
            ELK if !grid.is_light(f) => map |= slide(f, &ORTHOGONAL),
            KNIGHT | ELK => grid.knight(f).iter().for_each(|&t| map |= 1 << t),
            KING => (0..8).filter_map(|d| grid.ray(f, d).first()).for_each(|&t| map |= 1 << t),
            PAWN => [-1, 1].into_iter().filter_map(|df| grid.offset(f, df, forward(by))).for_each(|t| map |= 1 << t),
            _ => {}
        }
    }
    map
}

/// The men of colour `me` pinned to their king on `king`: each stands alone between it and an
/// enemy man that would attack the king along that line (a queen; a rook or an Elk on a dark
/// square along a rank or file; a bishop along a diagonal).
fn pinned(grid: &SquareGrid, board: &[u8; 64], king: CellId, me: u8) -> u64 {
    let mut pins = 0u64;
    for dir in 0..8 {
        let mut own = None;
        for &c in grid.ray(king, dir) {
            let p = board[usize::from(c)];
            if p == EMPTY {
                continue;
            }
            if color(p) == me {
                if own.is_some() {
                    break;
                }
                own = Some(c);
                continue;
            }
            if let (true, Some(o)) = (slides(grid, p, c, dir), own) {
                pins |= 1 << o;
            }
            break;
        }
    }
    pins
}

/// The squares where a man set down would stop every attack on `me`'s king standing on `king`:
/// those between it and the attacker when that is a lone queen, rook, bishop or Elk on a dark
/// square (none when a knight, an Elk on a light square, a pawn or a king attacks, or two men do).
fn check_blocks(grid: &SquareGrid, board: &[u8; 64], king: CellId, me: u8) -> u64 {
    let them = me ^ 1;
    let mut checkers = leapers_onto(grid, board, king, them);
    let mut between = 0u64;
    for (dir, &(_, dr)) in DIRECTIONS.iter().enumerate() {
        let mut path = 0u64;
        for (i, &c) in grid.ray(king, dir).iter().enumerate() {
            let p = board[usize::from(c)];
            if p == EMPTY {
                path |= 1 << c;
                continue;
            }
            if color(p) == them {
                if slides(grid, p, c, dir) {
                    checkers += 1;
                    between = path;
                } else if steps(p, i, dir, dr) {
                    checkers += 1;
                }
            }
            break;
        }
    }
    if checkers == 1 {
        between
    } else {
        0
    }
}

/// Sets of squares of the board, built once from its grid.
struct Masks {
    light: u64,
    /// Per side, its 2nd, 3rd and 4th ranks (where a displaced pawn may go).
    relocation: [u64; 2],
}

/// The board's light squares and relocation ranks (the one Orphic grid's, built the first time).
fn masks(grid: &SquareGrid) -> &'static Masks {
    static MASKS: std::sync::OnceLock<Masks> = std::sync::OnceLock::new();
    MASKS.get_or_init(|| {
        let mut m = Masks { light: 0, relocation: [0; 2] };
        for c in 0..grid.len().min(64) {
            let cell = c as CellId;
            m.light |= u64::from(grid.is_light(cell)) << c;
            for side in 0..2u8 {
                m.relocation[usize::from(side)] |= u64::from(relocation_rank(side, grid.rank(cell))) << c;
            }
        }
        m
    })
}

/// Writes the squares of `set` into `out`, lowest first; returns how many.
fn squares(mut set: u64, out: &mut [u8; 64]) -> usize {
    let mut n = 0;
    while set != 0 {
        out[n] = set.trailing_zeros() as u8;
        n += 1;
        set &= set - 1;
    }
    n
}

/// Is `side`'s king on the board and attacked?
pub fn in_check(grid: &SquareGrid, pos: &OrphicPos, side: u8) -> bool {
    let k = pos.king(side);
    k != NONE && attacked(grid, &pos.board, CellId::from(k), side ^ 1)
}

/// Every board move of the side to move, ignoring whether it leaves its king attacked. While that
/// side's king is still in reserve, only captures.
pub fn board_moves(grid: &SquareGrid, pos: &OrphicPos, out: &mut Vec<CMove>) {
    each_board_move(grid, pos, &mut |m| out.push(m));
}

/// Every board move of the side to move, as [`board_moves`], handed to `out` one by one.
fn each_board_move(grid: &SquareGrid, pos: &OrphicPos, out: &mut impl FnMut(CMove)) {
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
                out(CMove::new(from8, to as u8));
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

fn pawn_moves(grid: &SquareGrid, pos: &OrphicPos, from: CellId, captures_only: bool, out: &mut impl FnMut(CMove)) {
    let me = pos.side;
    let b = &pos.board;
    let fwd = forward(me);
    let mut push = |to: CellId, flags: u8| {
        if grid.rank(to) == promotion_rank(me) {
            for k in PROMOTION {
                out(CMove { from: from as u8, to: to as u8, promo: k, flags });
            }
        } else {
            out(CMove { from: from as u8, to: to as u8, promo: 0, flags });
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
    let (enemy, checked) = legal_board_moves(grid, pos, out);
    legal_drops(grid, pos, enemy, checked, out);
}

/// The legal board moves, drops left out, in the order [`legal_moves`] lists them first. Returns
/// the squares the enemy attacks (the mover's king lifted off the board) and whether the mover is
/// in check, which the drops then need.
pub fn legal_board_moves(grid: &SquareGrid, pos: &OrphicPos, out: &mut Vec<OMove>) -> (u64, bool) {
    let me = pos.side;
    let king = pos.king(me);
    // Where the enemy attacks, the mover's king taken off the board (a king stepping back along
    // a line it blocks stays attacked): it may not step or be dropped there.
    let mut without_king = pos.board;
    if king != NONE {
        without_king[usize::from(king)] = EMPTY;
    }
    let enemy = attack_map(grid, &without_king, me ^ 1);
    let checked = king != NONE && enemy & (1 << king) != 0;
    // Only a pinned man, an en-passant capture or a move out of check can expose the king: those
    // are made and tested; the king's own steps are read off the map; every other board move is
    // legal as it stands.
    let pins = if king == NONE || checked { 0 } else { pinned(grid, &pos.board, CellId::from(king), me) };
    each_board_move(grid, pos, &mut |m| {
        let legal = if king == NONE {
            true
        } else if m.from == king {
            enemy & (1 << m.to) == 0
        } else if checked || pins & (1 << m.from) != 0 || m.flags & EN_PASSANT != 0 {
            !in_check(grid, &make_board(grid, pos, m), me)
        } else {
            true
        };
        if legal {
            out.push(OMove::Board(m));
        }
    });
    (enemy, checked)
}

/// The legal drops (a relocated pawn's among them), after [`legal_board_moves`] gave `enemy` and
/// `checked`.
fn legal_drops(grid: &SquareGrid, pos: &OrphicPos, enemy: u64, checked: bool, out: &mut Vec<OMove>) {
    let me = pos.side;
    let king = pos.king(me);
    let reserve = pos.reserve[usize::from(me)];
    if reserve.iter().all(|&n| n == 0) {
        return;
    }
    // The empty squares (all, light, dark, not attacked), the mover's pawns (a drop may land on
    // one, not while in check) and the squares a displaced pawn may go to, as bit sets, then as
    // lists of squares.
    let masks = masks(grid);
    let own_pawn = piece(me, PAWN);
    let (mut empty, mut own_pawns) = (0u64, 0u64);
    for (c, &p) in pos.board.iter().enumerate() {
        empty |= u64::from(p == EMPTY) << c;
        own_pawns |= u64::from(p == own_pawn) << c;
    }
    if checked {
        own_pawns = 0;
    }
    let mut lists = [[0u8; 64]; 4];
    let mut lens = [0usize; 4];
    const ALL: usize = 0;
    const LIGHT: usize = 1;
    const DARK: usize = 2;
    const SAFE: usize = 3;
    for (l, set) in [empty, empty & masks.light, empty & !masks.light, empty & !enemy].into_iter().enumerate() {
        lens[l] = squares(set, &mut lists[l]);
    }
    let (mut pawns, mut homes) = ([0u8; 64], [0u8; 64]);
    let np = squares(own_pawns, &mut pawns);
    let nh = squares(empty & masks.relocation[usize::from(me)], &mut homes);
    let blocks = if checked { check_blocks(grid, &pos.board, CellId::from(king), me) } else { 0 };
    let slots = reserve.iter().filter(|&&n| n > 0).count();
    out.reserve(slots * (lens[ALL] + np * nh));
    for (slot, &count) in reserve.iter().enumerate() {
        if count == 0 {
            continue;
        }
        let s8 = slot as u8;
        let list = match slot {
            SLOT_KING => SAFE,
            SLOT_LIGHT_BISHOP => LIGHT,
            SLOT_DARK_BISHOP => DARK,
            _ => ALL,
        };
        let targets = &lists[list][..lens[list]];
        let drop = |to: u8| OMove::Drop { slot: s8, to, relocate: NONE };
        if checked && slot != SLOT_KING {
            // A drop adds a man: it can only block, never expose; it answers a check by standing
            // between the king and a lone checking slider.
            out.extend(targets.iter().filter(|&&to| blocks & (1 << to) != 0).map(|&to| drop(to)));
        } else {
            out.extend(targets.iter().map(|&to| drop(to)));
        }
        // Not in check (else there are no pawns listed): the pawn's square stays filled and the
        // relocated pawn only blocks, so only a dropped king can end up attacked — and then only
        // if its square is attacked now and the pawn does not block.
        for &to in &pawns[..np] {
            if !slot_fits(grid, slot, CellId::from(to)) {
                continue;
            }
            if slot != SLOT_KING || enemy & (1 << to) == 0 {
                out.extend(homes[..nh].iter().map(|&r| OMove::Drop { slot: s8, to, relocate: r }));
            } else {
                // The king dropped on an attacked pawn's square: the relocated pawn must block the
                // one slider attacking it there.
                let shields = check_blocks(grid, &pos.board, CellId::from(to), me);
                let drops = homes[..nh].iter().filter(|&&r| shields & (1 << r) != 0);
                out.extend(drops.map(|&r| OMove::Drop { slot: s8, to, relocate: r }));
            }
        }
    }
}

/// Does the side to move have any legal turn? (Cheaper than listing them when the answer is yes.)
pub fn has_legal_move(grid: &SquareGrid, pos: &OrphicPos) -> bool {
    let me = pos.side;
    let king = pos.king(me);
    let mut any = false;
    each_board_move(grid, pos, &mut |m| {
        any = any || king == NONE || !in_check(grid, &make_board(grid, pos, m), me);
    });
    if any {
        return true;
    }
    let mut all = Vec::new();
    legal_moves(grid, pos, &mut all);
    !all.is_empty()
}
