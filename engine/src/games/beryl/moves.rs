//! How the men move on the kite board, over the tables of [`Board`]: the rook
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

/// Where the men of a position stand, as bit sets of cells (bit `c` for cell `c`): every cell,
/// each army's (index 3, no army, is empty) and each kind's (of all armies). A [`KitePos`] keeps
/// them up to date as men move ([`KitePos::put`]), so the move generators never gather them.
///
/// [`KitePos`]: super::KitePos
/// [`KitePos::put`]: super::KitePos::put
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Men {
    pub army: [u64; 4],
    /// By [`slot`] of the kind.
    kinds: [u64; 6],
}

/// Where a kind's set is kept in [`Men`]: K, R, B, N, P and ö on slots 0 to 5 (any other kind,
/// which no kite game has, shares slot 0).
#[inline]
const fn slot(k: u8) -> usize {
    const SLOTS: [u8; 16] = [0, 0, 0, 1, 2, 3, 4, 0, 0, 0, 0, 0, 0, 0, 5, 0];
    SLOTS[(k & 15) as usize] as usize
}

impl Men {
    pub fn of(board: &[u8; CELLS]) -> Men {
        let mut m = Men { army: [0; 4], kinds: [0; 6] };
        for (c, &p) in board.iter().enumerate() {
            m.add(c, p);
        }
        m
    }

    /// Every man's cell.
    #[inline]
    pub fn occ(&self) -> u64 {
        self.army[0] | self.army[1] | self.army[2]
    }

    /// Puts the man `p` (if not [`EMPTY`]) on cell `c`.
    #[inline]
    pub fn add(&mut self, c: usize, p: u8) {
        if p != EMPTY {
            let bit = 1u64 << c;
            self.army[usize::from(army(p) & 3)] |= bit;
            self.kinds[slot(kind(p))] |= bit;
        }
    }

    /// Takes the man `p` (if not [`EMPTY`]) off cell `c`.
    #[inline]
    pub fn remove(&mut self, c: usize, p: u8) {
        if p != EMPTY {
            let keep = !(1u64 << c);
            self.army[usize::from(army(p) & 3)] &= keep;
            self.kinds[slot(kind(p))] &= keep;
        }
    }

    /// The men of kind `k`, of every army.
    #[inline]
    pub fn kind(&self, k: u8) -> u64 {
        self.kinds[slot(k)]
    }

    /// The men of army `a` and kind `k`.
    #[inline]
    pub fn of_kind(&self, a: u8, k: u8) -> u64 {
        self.army[usize::from(a & 3)] & self.kind(k)
    }
}

/// The cells of a set, lowest first.
#[inline]
pub fn cells(mut set: u64) -> impl Iterator<Item = u8> {
    std::iter::from_fn(move || {
        if set == 0 {
            return None;
        }
        let c = set.trailing_zeros() as u8;
        set &= set - 1;
        Some(c)
    })
}

/// [`targets`] over the bit sets of [`Men`]: the same cells, in the same order.
#[inline]
pub fn targets_with(b: &Board, men: &Men, from: usize, kind: u8, me: u8, f: &mut impl FnMut(u8, bool)) {
    let own = men.army[usize::from(me & 3)];
    let other = men.occ() & !own;
    let mut leap = |set: u64| {
        for to in cells(set & !own) {
            f(to, other >> to & 1 == 1);
        }
    };
    match kind {
        KING => leap(b.king_set(from)),
        KNIGHT => leap(b.knight_set(from)),
        BISHOP => b.bishop_rays(from).iter().for_each(|ray| slide_bits(men.occ(), other, ray, &mut *f)),
        ROOK => {
            // The two rays round one ring may reach the same cells: report each once.
            let mut seen = 0u64;
            for ray in b.rook_rays(from) {
                slide_bits(men.occ(), other, ray, &mut |to, c| {
                    if seen >> to & 1 == 0 {
                        seen |= 1 << to;
                        f(to, c);
                    }
                });
            }
        }
        PAWN => {
            let a = usize::from(me);
            for to in cells(b.pawn_step_set(a, from) & !men.occ()) {
                f(to, false);
            }
            for to in cells(b.pawn_take_set(a, from) & other) {
                f(to, true);
            }
        }
        _ => {}
    }
}

/// The cells of `rays` up to and including each ray's first man (of either side).
#[inline(always)]
pub fn slide_set(occ: u64, rays: &[Line; 4]) -> u64 {
    let mut set = 0;
    for ray in rays {
        if ray.mask() & occ == 0 {
            set |= ray.mask();
            continue;
        }
        for &to in ray.as_slice() {
            set |= 1 << to;
            if occ >> to & 1 == 1 {
                break;
            }
        }
    }
    set
}

#[inline]
fn slide_bits(occ: u64, other: u64, ray: &Line, f: &mut impl FnMut(u8, bool)) {
    for &to in ray.as_slice() {
        if occ >> to & 1 == 0 {
            f(to, false);
        } else {
            if other >> to & 1 == 1 {
                f(to, true);
            }
            break;
        }
    }
}

/// The first cell of a ray that is in `occ`.
#[inline]
pub fn first_on(ray: &Line, occ: u64) -> Option<u8> {
    if ray.mask() & occ == 0 {
        return None;
    }
    ray.as_slice().iter().copied().find(|&c| occ >> c & 1 == 1)
}

/// The men of one army that attack, as bit sets by kind (Beryl Chess: no ö).
#[derive(Clone, Copy, Debug)]
pub struct Attackers {
    pub army: u8,
    pub king: u64,
    pub knight: u64,
    pub pawn: u64,
    pub rook: u64,
    pub bishop: u64,
}

impl Attackers {
    pub fn of(men: &Men, a: u8) -> Attackers {
        Attackers {
            army: a,
            king: men.of_kind(a, KING),
            knight: men.of_kind(a, KNIGHT),
            pawn: men.of_kind(a, PAWN),
            rook: men.of_kind(a, ROOK),
            bishop: men.of_kind(a, BISHOP),
        }
    }

    /// The same men but for the one on `cell` (taken).
    #[inline]
    pub fn without(&self, cell: u8) -> Attackers {
        let keep = !(1u64 << cell);
        Attackers {
            army: self.army,
            king: self.king & keep,
            knight: self.knight & keep,
            pawn: self.pawn & keep,
            rook: self.rook & keep,
            bishop: self.bishop & keep,
        }
    }

    /// The cells of these men that attack `cell`, the board's men standing on `occ`
    /// ([`attackers`] over bit sets).
    pub fn on(&self, b: &Board, occ: u64, cell: usize) -> u64 {
        let mut mask = b.knight_set(cell) & self.knight
            | b.king_set(cell) & self.king
            | b.pawn_taker_set(usize::from(self.army), cell) & self.pawn;
        for (rays, sliders) in [(b.rook_rays(cell), self.rook), (b.bishop_rays(cell), self.bishop)] {
            for ray in rays {
                if ray.mask() & sliders != 0 {
                    if let Some(c) = first_on(ray, occ) {
                        mask |= sliders & 1 << c;
                    }
                }
            }
        }
        mask
    }

    /// Does one of these men's knights, king or pawns attack `cell`?
    #[inline]
    pub fn on_leap(&self, b: &Board, cell: usize) -> bool {
        b.knight_set(cell) & self.knight != 0
            || b.king_set(cell) & self.king != 0
            || b.pawn_taker_set(usize::from(self.army), cell) & self.pawn != 0
    }

    /// Does one of these men attack `cell`, the board's men standing on `occ`? ([`attacked`]
    /// over bit sets.)
    pub fn hit(&self, b: &Board, occ: u64, cell: usize) -> bool {
        if self.on_leap(b, cell) {
            return true;
        }
        let slides = |rays: &[Line; 4], sliders: u64| {
            sliders != 0
                && rays
                    .iter()
                    .any(|ray| ray.mask() & sliders != 0 && first_on(ray, occ).is_some_and(|c| sliders >> c & 1 == 1))
        };
        slides(b.rook_rays(cell), self.rook) || slides(b.bishop_rays(cell), self.bishop)
    }
}
