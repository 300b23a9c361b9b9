//! Move generation. Every turn is listed once: a king's moves "as" its advisers are generated from
//! the union of what they can do (a rook and a Valkyrie slide alike, a pawn's diagonal step is a
//! bishop's first step, …), so a square reachable in several ways is one turn.

use crate::chess::{bit, color, forward, kind, BISHOP, EMPTY, KING, OX, PAWN, ROOK, VALKYRIE};
use crate::geometry::{CellId, SquareGrid, DIAGONAL, ORTHOGONAL};

use super::{RuneMove, RunePos, NONE};

/// Kinds a Valkyrie may carry, and kinds a king moving as a Valkyrie may carry.
const VALKYRIE_CARRIES: u16 = bit(KING) | bit(ROOK) | bit(BISHOP) | bit(OX) | bit(PAWN);
const KING_CARRIES: u16 = bit(ROOK) | bit(BISHOP) | bit(OX) | bit(PAWN);

/// A pawn's cells per cell (and colour), built from the grid at start-up; [`NONE`] off the board.
#[derive(Debug)]
pub(super) struct PawnCells {
    /// The first cell of each diagonal ray, in [`DIAGONAL`] order.
    diagonal: Vec<[u8; 4]>,
    /// Per colour: one and two cells straight ahead.
    ahead: [Vec<[u8; 2]>; 2],
    /// Per colour: the cells diagonally ahead, file −1 then +1.
    forward_diagonal: [Vec<[u8; 2]>; 2],
}

impl PawnCells {
    pub(super) fn new(grid: &SquareGrid) -> Self {
        let byte = |c: Option<CellId>| c.and_then(|c| u8::try_from(c).ok()).unwrap_or(NONE);
        let cells = 0..grid.len() as CellId;
        let per_colour = |f: &dyn Fn(CellId, i8) -> [u8; 2]| {
            [0u8, 1].map(|me| cells.clone().map(|c| f(c, forward(me))).collect::<Vec<_>>())
        };
        PawnCells {
            diagonal: cells.clone().map(|c| DIAGONAL.map(|d| byte(grid.ray(c, d).first().copied()))).collect(),
            ahead: per_colour(&|c, fwd| [byte(grid.offset(c, 0, fwd)), byte(grid.offset(c, 0, 2 * fwd))]),
            forward_diagonal: per_colour(&|c, fwd| [byte(grid.offset(c, -1, fwd)), byte(grid.offset(c, 1, fwd))]),
        }
    }
}

struct Gen<'a> {
    grid: &'a SquareGrid,
    pawns: &'a PawnCells,
    board: &'a [u8],
    me: u8,
    out: &'a mut Vec<RuneMove>,
}

/// Every turn of the side to move (the caller checks that the game is not over).
pub(super) fn generate(grid: &SquareGrid, pawns: &PawnCells, pos: &RunePos, out: &mut Vec<RuneMove>) {
    let mut g = Gen { grid, pawns, board: &pos.board, me: pos.side, out };
    for (from, &p) in pos.board.iter().enumerate() {
        if p == EMPTY || color(p) != pos.side {
            continue;
        }
        let from = from as CellId;
        match kind(p) {
            ROOK => ORTHOGONAL.iter().for_each(|&d| g.slide(from, d, 0)),
            BISHOP => DIAGONAL.iter().for_each(|&d| g.slide(from, d, 0)),
            VALKYRIE => (0..8).for_each(|d| g.slide(from, d, VALKYRIE_CARRIES)),
            OX => g.ox(from),
            PAWN => g.pawn(from, true, false),
            KING => g.king(from),
            _ => {}
        }
    }
}

impl Gen<'_> {
    #[inline]
    fn push(&mut self, from: CellId, to: CellId, extra: u8) {
        self.out.push(RuneMove::new(from as u8, to as u8, extra));
    }

    #[inline]
    fn friend(&self, c: CellId) -> bool {
        let p = self.board[usize::from(c)];
        p != EMPTY && color(p) == self.me
    }

    /// Slide along `dir`: empty squares, an enemy to take, or a friend of a kind in `carry` to
    /// pick up and set down on any square passed (the start included).
    fn slide(&mut self, from: CellId, dir: usize, carry: u16) {
        let ray = self.grid.ray(from, dir);
        for (i, &to) in ray.iter().enumerate() {
            let p = self.board[usize::from(to)];
            if p == EMPTY {
                self.push(from, to, NONE);
                continue;
            }
            if color(p) != self.me {
                self.push(from, to, NONE);
            } else if carry & bit(kind(p)) != 0 {
                self.push(from, to, from as u8);
                for &via in &ray[..i] {
                    self.push(from, to, via as u8);
                }
            }
            break;
        }
    }

    /// A knight leap, then optionally the removal of one enemy man next to the landing square.
    fn ox(&mut self, from: CellId) {
        for &to in self.grid.knight(from) {
            if self.friend(to) {
                continue;
            }
            self.push(from, to, NONE);
            for dir in 0..8 {
                if let Some(&n) = self.grid.ray(to, dir).first() {
                    let q = self.board[usize::from(n)];
                    if q != EMPTY && color(q) != self.me {
                        self.push(from, to, n as u8);
                    }
                }
            }
        }
    }

    /// The pawn's diagonal steps (unless `diagonals` is false) and its two-square forward move,
    /// which is left out when `orthogonal` sliding already reaches the same square.
    fn pawn(&mut self, from: CellId, diagonals: bool, orthogonal: bool) {
        let (t, f, me) = (self.pawns, usize::from(from), usize::from(self.me));
        if diagonals {
            for &to in &t.diagonal[f] {
                if to != NONE && !self.friend(to.into()) {
                    self.push(from, to.into(), NONE);
                }
            }
        }
        let [ahead, two] = t.ahead[me][f];
        if ahead == NONE || two == NONE || self.friend(two.into()) {
            return;
        }
        let open_diagonal = t.forward_diagonal[me][f].iter().any(|&c| c != NONE && self.board[usize::from(c)] == EMPTY);
        let slid = orthogonal && self.board[usize::from(ahead)] == EMPTY;
        if open_diagonal && !slid {
            self.push(from, two.into(), NONE);
        }
    }

    /// A king moves as any friendly non-king man beside it.
    fn king(&mut self, from: CellId) {
        let mut advisers = 0u16;
        for dir in 0..8 {
            if let Some(&n) = self.grid.ray(from, dir).first() {
                let p = self.board[usize::from(n)];
                if p != EMPTY && color(p) == self.me && kind(p) != KING {
                    advisers |= bit(kind(p));
                }
            }
        }
        if advisers == 0 {
            return;
        }
        let valkyrie = advisers & bit(VALKYRIE) != 0;
        let carry = if valkyrie { KING_CARRIES } else { 0 };
        let orthogonal = valkyrie || advisers & bit(ROOK) != 0;
        let diagonal = valkyrie || advisers & bit(BISHOP) != 0;
        if orthogonal {
            ORTHOGONAL.iter().for_each(|&d| self.slide(from, d, carry));
        }
        if diagonal {
            DIAGONAL.iter().for_each(|&d| self.slide(from, d, carry));
        }
        if advisers & bit(OX) != 0 {
            self.ox(from);
        }
        if advisers & bit(PAWN) != 0 {
            self.pawn(from, !diagonal, orthogonal);
        }
    }
}
