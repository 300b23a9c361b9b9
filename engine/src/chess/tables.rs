//! Bit-set movement tables of a square board (orthodox chess and Keltic Chess in a `u64`, Odin's
//! Rune Chess's 100 cells in a `u128`), built from the [`SquareGrid`]'s own rays and leaps at
//! start-up: nothing is typed in. A set of cells is an integer whose bit `i` is cell `i`.
//!
//! Sliding moves use ray masks and a first-blocker scan: the cells along a ray up to the first
//! occupied one are the ray's mask minus the mask of the same ray from that blocker. The grid
//! numbers its cells rank by rank, file by file, so along a direction that goes up a rank (or right
//! along a rank) cell numbers grow, and the first blocker is the lowest set bit; else the highest.

use std::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, BitXor, BitXorAssign, Not};

use crate::geometry::{CellId, SquareGrid, DIRECTIONS};

use super::{forward, EMPTY};

/// No cell (in the byte-sized cell tables).
pub const NONE: u8 = u8::MAX;

/// The one-cell set of `cell`.
#[inline]
pub const fn bit(cell: u8) -> u64 {
    1 << cell
}

/// Whether cell numbers grow along each of the [`DIRECTIONS`] (up a rank, or right along one): the
/// grid numbers its cells rank by rank, file by file, whatever its size and holes. A constant, so
/// that [`Tables::first`] along a direction known when compiling costs no look-up or branch.
pub const ASCENDING: [bool; 8] = {
    let mut a = [false; 8];
    let mut d = 0;
    while d < 8 {
        let (df, dr) = DIRECTIONS[d];
        a[d] = dr > 0 || (dr == 0 && df > 0);
        d += 1;
    }
    a
};

/// A set of cells in one machine integer: `u64` for boards of up to 64 cells, `u128` for up to 128.
pub trait CellSet:
    Copy
    + Eq
    + std::fmt::Debug
    + BitAnd<Output = Self>
    + BitOr<Output = Self>
    + BitXor<Output = Self>
    + Not<Output = Self>
    + BitAndAssign
    + BitOrAssign
    + BitXorAssign
{
    const EMPTY: Self;
    /// How many cells a set can hold.
    const WIDTH: usize;
    /// The one-cell set of `cell`.
    fn of(cell: u8) -> Self;
    /// The lowest cell of a non-empty set.
    fn lowest(self) -> u8;
    /// The highest cell of a non-empty set.
    fn highest(self) -> u8;
    /// The set without its lowest cell.
    fn without_lowest(self) -> Self;
}

macro_rules! cell_set {
    ($t:ty) => {
        impl CellSet for $t {
            const EMPTY: Self = 0;
            const WIDTH: usize = <$t>::BITS as usize;
            #[inline]
            fn of(cell: u8) -> Self {
                1 << cell
            }
            #[inline]
            fn lowest(self) -> u8 {
                self.trailing_zeros() as u8
            }
            #[inline]
            fn highest(self) -> u8 {
                (<$t>::BITS - 1 - self.leading_zeros()) as u8
            }
            #[inline]
            fn without_lowest(self) -> Self {
                self & self.wrapping_sub(1)
            }
        }
    };
}
cell_set!(u64);
cell_set!(u128);

/// Call `f` with each cell of `set`, lowest first.
#[inline]
pub fn each<S: CellSet>(mut set: S, mut f: impl FnMut(u8)) {
    while set != S::EMPTY {
        f(set.lowest());
        set = set.without_lowest();
    }
}

/// The movement tables and Zobrist keys of one board, its sets of cells of type `S`.
#[derive(Debug)]
pub struct Tables<S: CellSet = u64> {
    /// Per cell, the cells along each of the 8 [`DIRECTIONS`] (without the cell itself).
    pub ray: Vec<[S; 8]>,
    /// Per cell, the knight's leaps as a set.
    pub knight: Vec<S>,
    /// Per cell, the king's steps in direction order ([`NONE`] off the board).
    pub king_steps: Vec<[u8; 8]>,
    /// Per cell, the king's steps as a set.
    pub king: Vec<S>,
    /// Per colour and cell, the cell a pawn of that colour steps to ([`NONE`] off the board).
    pub ahead: [Vec<u8>; 2],
    /// Per colour and cell, the cells a pawn captures on: file −1 then +1 ([`NONE`] off the board).
    pub capture_cells: [Vec<[u8; 2]>; 2],
    /// Per colour and cell, [`Tables::capture_cells`] as a set.
    pub capture: [Vec<S>; 2],
    /// Per cell, its neighbours on the same rank: file −1 then +1 ([`NONE`] off the board).
    pub beside: Vec<[u8; 2]>,
    /// Per cell, its rank (0-based).
    pub rank: Vec<u8>,
    /// Zobrist keys per cell and piece byte (0 for an empty cell).
    pub zobrist: Vec<[u64; 32]>,
    /// Zobrist key of Black to move.
    pub zobrist_black: u64,
    /// Zobrist key of an en-passant target per cell.
    pub zobrist_ep: Vec<u64>,
    /// Zobrist key of each set of castling rights (a 4-bit mask); 0 for none, so that the keys of
    /// games without castling are unchanged.
    pub zobrist_castle: [u64; 16],
}

/// SplitMix64: the Zobrist keys' source, seeded with a constant so that keys are the same on
/// every run.
struct SplitMix(u64);

impl SplitMix {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }
}

/// The evaluation's sets of one board (`chess::eval`), apart from the movement [`Tables`]: built
/// the first time a position of the board is evaluated (`Rules::eval_sets`), so that the page,
/// which moves men but never evaluates, neither builds nor carries them.
#[derive(Debug)]
pub struct EvalSets {
    /// Per file, its cells; per file, the cells of the files beside it; per rank, the cells of
    /// the ranks above it and of those below it.
    pub file: Vec<u64>,
    pub files_beside: Vec<u64>,
    pub above: Vec<u64>,
    pub below: Vec<u64>,
    /// Per colour and cell, where a king of that colour there finds its shelter (the cells of its
    /// file and the files beside, one and two ranks ahead).
    pub shelter: [Vec<u64>; 2],
    /// Per cell, its steps from the board's edge towards the centre (files and ranks added:
    /// `files + ranks − 2` at the centre, 0 in a corner).
    pub centre: Vec<u8>,
    /// Per cell, the cell with its rank mirrored (where a Black man reads a [`super::eval::Pst`],
    /// which is written as White's).
    pub mirror: Vec<u8>,
}

impl EvalSets {
    /// The sets of `grid`, which must have at most 64 cells.
    pub fn new(grid: &SquareGrid) -> Self {
        assert!(grid.len() <= 64, "the board has more cells than a set holds");
        let cells = 0..grid.len() as CellId;
        let where_ = |keep: &dyn Fn(CellId) -> bool| set_of(cells.clone().filter(|&c| keep(c)));
        let file: Vec<u64> = (0..grid.files).map(|f| where_(&|c| grid.file(c) == f)).collect();
        let files_beside = (0..usize::from(grid.files))
            .map(|f| {
                let left = f.checked_sub(1).map_or(0, |g| file[g]);
                left | file.get(f + 1).copied().unwrap_or(0)
            })
            .collect();
        let shelter = |color: u8| {
            cells
                .clone()
                .map(|c| {
                    let (f, r) = (i16::from(grid.file(c)), i16::from(grid.rank(c)));
                    let ahead = i16::from(forward(color));
                    set_of((-1..=1).flat_map(|df| (1..=2).filter_map(move |dr| grid.at(f + df, r + dr * ahead))))
                })
                .collect()
        };
        let (cf, cr) = (i32::from(grid.files) - 1, i32::from(grid.ranks) - 1);
        let centre = cells
            .clone()
            .map(|c| {
                let (f, r) = (i32::from(grid.file(c)), i32::from(grid.rank(c)));
                let off = (2 * f - cf).abs() + (2 * r - cr).abs();
                u8::try_from(cf + cr - off).unwrap_or(0)
            })
            .collect();
        EvalSets {
            above: (0..grid.ranks).map(|r| where_(&|c| grid.rank(c) > r)).collect(),
            below: (0..grid.ranks).map(|r| where_(&|c| grid.rank(c) < r)).collect(),
            file,
            files_beside,
            shelter: [shelter(0), shelter(1)],
            centre,
            mirror: cells
                .clone()
                .map(|c| byte(grid.at(i16::from(grid.file(c)), i16::from(grid.ranks - 1 - grid.rank(c)))))
                .collect(),
        }
    }
}

fn set_of<S: CellSet>(cells: impl IntoIterator<Item = CellId>) -> S {
    cells.into_iter().filter_map(|c| u8::try_from(c).ok()).fold(S::EMPTY, |s, c| s | S::of(c))
}

fn byte(cell: Option<CellId>) -> u8 {
    cell.and_then(|c| u8::try_from(c).ok()).unwrap_or(NONE)
}

impl<S: CellSet> Tables<S> {
    /// The tables of `grid`, which must have at most [`CellSet::WIDTH`] cells.
    ///
    /// Built once with 128-cell sets ([`Tables::build`], one copy of the walks in a build), then
    /// the sets copied into `S`'s.
    pub fn new(grid: &SquareGrid) -> Self {
        assert!(grid.len() <= S::WIDTH, "the board has more cells than a set holds");
        let t = Tables::<u128>::build(grid);
        let set = |s: u128| (0..128u8).filter(|&c| s >> c & 1 == 1).fold(S::EMPTY, |set, c| set | S::of(c));
        let sets = |v: Vec<u128>| -> Vec<S> { v.into_iter().map(set).collect() };
        let [white, black] = t.capture;
        Tables {
            ray: t.ray.into_iter().map(|r| r.map(set)).collect(),
            knight: sets(t.knight),
            king_steps: t.king_steps,
            king: sets(t.king),
            ahead: t.ahead,
            capture_cells: t.capture_cells,
            capture: [sets(white), sets(black)],
            beside: t.beside,
            rank: t.rank,
            zobrist: t.zobrist,
            zobrist_black: t.zobrist_black,
            zobrist_ep: t.zobrist_ep,
            zobrist_castle: t.zobrist_castle,
        }
    }
}

impl Tables<u128> {
    /// The tables of `grid` (at most 128 cells) with 128-cell sets.
    fn build(grid: &SquareGrid) -> Self {
        assert!(grid.len() <= 128, "the board has more cells than a set holds");
        let cells = 0..grid.len() as CellId;
        let mut rng = SplitMix(0x5275_6e65_626f_6172);
        let side = |color: u8| {
            (
                cells.clone().map(|c| byte(grid.offset(c, 0, forward(color)))).collect(),
                cells
                    .clone()
                    .map(|c| [byte(grid.offset(c, -1, forward(color))), byte(grid.offset(c, 1, forward(color)))])
                    .collect::<Vec<_>>(),
            )
        };
        let (white_ahead, white_captures) = side(0);
        let (black_ahead, black_captures) = side(1);
        let in_set = |cs: &[u8]| set_of(cs.iter().filter(|&&c| c != NONE).map(|&c| CellId::from(c)));
        let capture_set = |v: &Vec<[u8; 2]>| v.iter().map(|cs| in_set(cs)).collect();
        let king_steps: Vec<[u8; 8]> =
            cells.clone().map(|c| std::array::from_fn(|d| byte(grid.ray(c, d).first().copied()))).collect();
        Tables {
            ray: cells.clone().map(|c| std::array::from_fn(|d| set_of(grid.ray(c, d).iter().copied()))).collect(),
            knight: cells.clone().map(|c| set_of(grid.knight(c).iter().copied())).collect(),
            king: king_steps.iter().map(|s| in_set(s)).collect(),
            king_steps,
            ahead: [white_ahead, black_ahead],
            capture: [capture_set(&white_captures), capture_set(&black_captures)],
            capture_cells: [white_captures, black_captures],
            beside: cells.clone().map(|c| [byte(grid.offset(c, -1, 0)), byte(grid.offset(c, 1, 0))]).collect(),
            rank: cells.clone().map(|c| grid.rank(c)).collect(),
            zobrist: cells
                .clone()
                .map(|_| std::array::from_fn(|p| if p == usize::from(EMPTY) { 0 } else { rng.next() }))
                .collect(),
            zobrist_black: rng.next(),
            zobrist_ep: cells.map(|_| rng.next()).collect(),
            zobrist_castle: std::array::from_fn(|i| if i == 0 { 0 } else { rng.next() }),
        }
    }
}

impl<S: CellSet> Tables<S> {
    /// The cells a slider on `from` reaches along `dir` with `occupied` cells: up to and including
    /// the first occupied one.
    #[inline]
    pub fn slide(&self, from: u8, dir: usize, occupied: S) -> S {
        let ray = self.ray[usize::from(from)][dir];
        let blockers = ray & occupied;
        if blockers == S::EMPTY {
            return ray;
        }
        let first = self.first(dir, blockers);
        ray ^ self.ray[usize::from(first)][dir]
    }

    /// The nearest cell of `set` along `dir` (`set` non-empty, on one ray in that direction).
    #[inline]
    pub fn first(&self, dir: usize, set: S) -> u8 {
        if ASCENDING[dir] {
            set.lowest()
        } else {
            set.highest()
        }
    }
}
