//! Move generation over bit sets of the 100 cells ([`Tables`] in a `u128`, built from the grid).
//! Every turn is listed once: a king's moves "as" its advisers are generated from the union of
//! what they can do (a rook and a Valkyrie slide alike, a pawn's diagonal step is a bishop's first
//! step, …), so a square reachable in several ways is one turn.

use crate::chess::tables::{each, CellSet, Tables};
use crate::chess::{bit, forward, kind, BISHOP, KING, OX, PAWN, ROOK, VALKYRIE};
use crate::geometry::{CellId, SquareGrid, DIAGONAL, ORTHOGONAL};

use super::{RuneMove, RunePos, NONE};

/// A set of cells.
pub(super) type Set = u128;

/// Kinds a Valkyrie may carry, and kinds a king moving as a Valkyrie may carry.
const VALKYRIE_CARRIES: u16 = bit(KING) | bit(ROOK) | bit(BISHOP) | bit(OX) | bit(PAWN);
const KING_CARRIES: u16 = bit(ROOK) | bit(BISHOP) | bit(OX) | bit(PAWN);

/// A pawn's cells per cell (and colour), built from the grid at start-up; [`NONE`] off the board.
#[derive(Debug)]
pub(super) struct PawnCells {
    /// The diagonal neighbours of each cell.
    diagonal: Vec<Set>,
    /// Per colour: one and two cells straight ahead.
    ahead: [Vec<[u8; 2]>; 2],
    /// Per colour: the cells diagonally ahead.
    forward_diagonal: [Vec<Set>; 2],
}

impl PawnCells {
    pub(super) fn new(grid: &SquareGrid) -> Self {
        let byte = |c: Option<CellId>| c.and_then(|c| u8::try_from(c).ok()).unwrap_or(NONE);
        let set = |cs: &mut dyn Iterator<Item = Option<CellId>>| {
            cs.flatten().filter_map(|c| u8::try_from(c).ok()).fold(0, |s, c| s | Set::of(c))
        };
        let cells = 0..grid.len() as CellId;
        let fwd = |me: u8| forward(me);
        PawnCells {
            diagonal: cells
                .clone()
                .map(|c| set(&mut DIAGONAL.iter().map(|&d| grid.ray(c, d).first().copied())))
                .collect(),
            ahead: [0u8, 1].map(|me| {
                cells
                    .clone()
                    .map(|c| [byte(grid.offset(c, 0, fwd(me))), byte(grid.offset(c, 0, 2 * fwd(me)))])
                    .collect()
            }),
            forward_diagonal: [0u8, 1].map(|me| {
                cells.clone().map(|c| set(&mut [-1, 1].iter().map(|&df| grid.offset(c, df, fwd(me))))).collect()
            }),
        }
    }
}

struct Gen<'a> {
    t: &'a Tables<Set>,
    pawns: &'a PawnCells,
    board: &'a [u8],
    me: u8,
    own: Set,
    enemy: Set,
    occupied: Set,
    out: &'a mut Vec<RuneMove>,
}

/// Every turn of the side to move (the caller checks that the game is not over).
pub(super) fn generate(t: &Tables<Set>, pawns: &PawnCells, pos: &RunePos, out: &mut Vec<RuneMove>) {
    let me = pos.side;
    let (own, enemy) = (pos.men[usize::from(me)], pos.men[usize::from(me ^ 1)]);
    let mut g = Gen { t, pawns, board: &pos.board, me, own, enemy, occupied: own | enemy, out };
    let mut men = own;
    while men != 0 {
        let from = men.lowest();
        men = men.without_lowest();
        match kind(pos.board[usize::from(from)]) {
            ROOK => g.slides(from, &ORTHOGONAL, 0),
            BISHOP => g.slides(from, &DIAGONAL, 0),
            VALKYRIE => g.slides(from, &[0, 1, 2, 3, 4, 5, 6, 7], VALKYRIE_CARRIES),
            OX => g.ox(from),
            PAWN => g.pawn(from, true, false),
            KING => g.king(from),
            _ => {}
        }
    }
}

impl Gen<'_> {
    #[inline]
    fn push(&mut self, from: u8, to: u8, extra: u8) {
        self.out.push(RuneMove::new(from, to, extra));
    }

    /// A move from `from` to each cell of `targets`.
    #[inline]
    fn push_all(&mut self, from: u8, mut targets: Set) {
        while targets != 0 {
            self.push(from, targets.lowest(), NONE);
            targets = targets.without_lowest();
        }
    }

    /// Slide along each of `dirs`: empty squares, an enemy to take, or a friend of a kind in
    /// `carry` to pick up and set down on any square passed (the start included).
    #[inline]
    fn slides(&mut self, from: u8, dirs: &[usize], carry: u16) {
        let mut reach = 0;
        for &dir in dirs {
            let cells = self.t.slide(from, dir, self.occupied);
            reach |= cells;
            let end = cells & self.own;
            if carry != 0 && end != 0 {
                let friend = end.lowest();
                if carry & bit(kind(self.board[usize::from(friend)])) != 0 {
                    self.push(from, friend, from);
                    each(cells ^ end, |via| self.push(from, friend, via));
                }
            }
        }
        self.push_all(from, reach & !self.own);
    }

    /// A knight leap, then optionally the removal of one enemy man next to the landing square.
    fn ox(&mut self, from: u8) {
        let mut lands = self.t.knight[usize::from(from)] & !self.own;
        while lands != 0 {
            let to = lands.lowest();
            lands = lands.without_lowest();
            self.push(from, to, NONE);
            each(self.t.king[usize::from(to)] & self.enemy, |n| self.push(from, to, n));
        }
    }

    /// The pawn's diagonal steps (unless `diagonals` is false) and its two-square forward move,
    /// which is left out when `orthogonal` sliding already reaches the same square.
    fn pawn(&mut self, from: u8, diagonals: bool, orthogonal: bool) {
        let (f, me) = (usize::from(from), usize::from(self.me));
        if diagonals {
            self.push_all(from, self.pawns.diagonal[f] & !self.own);
        }
        let [ahead, two] = self.pawns.ahead[me][f];
        if ahead == NONE || two == NONE || self.own & Set::of(two) != 0 {
            return;
        }
        let open_diagonal = self.pawns.forward_diagonal[me][f] & !self.occupied != 0;
        let slid = orthogonal && self.occupied & Set::of(ahead) == 0;
        if open_diagonal && !slid {
            self.push(from, two, NONE);
        }
    }

    /// A king moves as any friendly non-king man beside it.
    fn king(&mut self, from: u8) {
        let mut advisers = 0u16;
        each(self.t.king[usize::from(from)] & self.own, |n| advisers |= bit(kind(self.board[usize::from(n)])));
        advisers &= !bit(KING);
        if advisers == 0 {
            return;
        }
        let valkyrie = advisers & bit(VALKYRIE) != 0;
        let carry = if valkyrie { KING_CARRIES } else { 0 };
        let orthogonal = valkyrie || advisers & bit(ROOK) != 0;
        let diagonal = valkyrie || advisers & bit(BISHOP) != 0;
        match (orthogonal, diagonal) {
            (true, true) => self.slides(from, &[0, 1, 2, 3, 4, 5, 6, 7], carry),
            (true, false) => self.slides(from, &ORTHOGONAL, carry),
            (false, true) => self.slides(from, &DIAGONAL, carry),
            (false, false) => {}
        }
        if advisers & bit(OX) != 0 {
            self.ox(from);
        }
        if advisers & bit(PAWN) != 0 {
            self.pawn(from, !diagonal, orthogonal);
        }
    }
}
