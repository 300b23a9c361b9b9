//! Bit-set movement tables of a square board of at most 64 cells (orthodox chess, Keltic Chess),
//! built from the [`SquareGrid`]'s own rays and leaps at start-up: nothing is typed in. A set of
//! cells is a `u64` whose bit `i` is cell `i`.
//!
//! Sliding moves use ray masks and a first-blocker scan: the cells along a ray up to the first
//! occupied one are the ray's mask minus the mask of the same ray from that blocker. The grid
//! numbers its cells rank by rank, file by file, so along a direction that goes up a rank (or right
//! along a rank) cell numbers grow, and the first blocker is the lowest set bit; else the highest.

use crate::geometry::{CellId, SquareGrid, DIRECTIONS};

use super::{forward, EMPTY};

/// No cell (in the byte-sized cell tables).
pub const NONE: u8 = u8::MAX;

/// The one-cell set of `cell`.
#[inline]
pub const fn bit(cell: u8) -> u64 {
    1 << cell
}

/// The lowest cell of a non-empty set.
#[inline]
pub fn lowest(set: u64) -> u8 {
    set.trailing_zeros() as u8
}

/// The highest cell of a non-empty set.
#[inline]
pub fn highest(set: u64) -> u8 {
    (63 - set.leading_zeros()) as u8
}

/// The movement tables and Zobrist keys of one board.
#[derive(Debug)]
pub struct Tables {
    /// Per cell, the cells along each of the 8 [`DIRECTIONS`] (without the cell itself).
    pub ray: Vec<[u64; 8]>,
    /// Whether cell numbers grow along each direction (its first blocker is the lowest bit).
    pub ascending: [bool; 8],
    /// Per cell, the knight's leaps as a set.
    pub knight: Vec<u64>,
    /// Per cell, the king's steps in direction order ([`NONE`] off the board).
    pub king_steps: Vec<[u8; 8]>,
    /// Per cell, the king's steps as a set.
    pub king: Vec<u64>,
    /// Per colour and cell, the cell a pawn of that colour steps to ([`NONE`] off the board).
    pub ahead: [Vec<u8>; 2],
    /// Per colour and cell, the cells a pawn captures on: file −1 then +1 ([`NONE`] off the board).
    pub capture_cells: [Vec<[u8; 2]>; 2],
    /// Per colour and cell, [`Tables::capture_cells`] as a set.
    pub capture: [Vec<u64>; 2],
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

fn set_of(cells: &[CellId]) -> u64 {
    cells.iter().fold(0, |s, &c| s | (1u64 << c))
}

fn byte(cell: Option<CellId>) -> u8 {
    cell.and_then(|c| u8::try_from(c).ok()).unwrap_or(NONE)
}

impl Tables {
    /// The tables of `grid`, which must have at most 64 cells.
    pub fn new(grid: &SquareGrid) -> Self {
        assert!(grid.len() <= 64, "bit-set tables hold at most 64 cells");
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
        let capture_set = |v: &Vec<[u8; 2]>| {
            v.iter().map(|cs| cs.iter().filter(|&&c| c != NONE).fold(0, |s, &c| s | bit(c))).collect()
        };
        let king_steps: Vec<[u8; 8]> =
            cells.clone().map(|c| std::array::from_fn(|d| byte(grid.ray(c, d).first().copied()))).collect();
        Tables {
            ray: cells.clone().map(|c| std::array::from_fn(|d| set_of(grid.ray(c, d)))).collect(),
            ascending: std::array::from_fn(|d| {
                let (df, dr) = DIRECTIONS[d];
                dr > 0 || (dr == 0 && df > 0)
            }),
            knight: cells.clone().map(|c| set_of(grid.knight(c))).collect(),
            king: king_steps.iter().map(|s| s.iter().filter(|&&c| c != NONE).fold(0, |a, &c| a | bit(c))).collect(),
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
        }
    }

    /// The cells a slider on `from` reaches along `dir` with `occupied` cells: up to and including
    /// the first occupied one.
    #[inline]
    pub fn slide(&self, from: u8, dir: usize, occupied: u64) -> u64 {
        let ray = self.ray[usize::from(from)][dir];
        let blockers = ray & occupied;
        if blockers == 0 {
            return ray;
        }
        let first = self.first(dir, blockers);
        ray ^ self.ray[usize::from(first)][dir]
    }

    /// The nearest cell of `set` along `dir` (`set` non-empty, on one ray in that direction).
    #[inline]
    pub fn first(&self, dir: usize, set: u64) -> u8 {
        if self.ascending[dir] {
            lowest(set)
        } else {
            highest(set)
        }
    }
}
