//! Move generation over bit sets of the 100 cells ([`Tables`] in a `u128`, built from the grid).
//! Every turn is listed once: a king's moves "as" its advisers are generated from the union of
//! what they can do (a rook and a Valkyrie slide alike, a pawn's diagonal step is a bishop's first
//! step, …), so a square reachable in several ways is one turn.

use crate::chess::tables::{each, CellSet, Tables};
use crate::chess::{bit, kind, BISHOP, KING, OX, PAWN, ROOK, VALKYRIE};
use crate::geometry::{DIAGONAL, ORTHOGONAL};

use super::{RuneMove, RunePos, Set, NONE};

/// Kinds a Valkyrie may carry, and kinds a king moving as a Valkyrie may carry.
const VALKYRIE_CARRIES: u16 = bit(KING) | bit(ROOK) | bit(BISHOP) | bit(OX) | bit(PAWN);
const KING_CARRIES: u16 = bit(ROOK) | bit(BISHOP) | bit(OX) | bit(PAWN);

struct Gen<'a> {
    t: &'a Tables<Set>,
    board: &'a [u8],
    me: u8,
    own: Set,
    enemy: Set,
    occupied: Set,
    out: &'a mut Vec<RuneMove>,
}

/// Every turn of the side to move (the caller checks that the game is not over).
pub(super) fn generate(t: &Tables<Set>, pos: &RunePos, out: &mut Vec<RuneMove>) {
    let me = pos.side & 1;
    let (own, enemy) = (pos.men[usize::from(me)], pos.men[usize::from(me ^ 1)]);
    let mut g = Gen { t, board: &pos.board, me, own, enemy, occupied: own | enemy, out };
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
    fn push_all(&mut self, from: u8, targets: Set) {
        each(targets, |to| self.push(from, to, NONE));
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
        each(self.t.knight[usize::from(from)] & !self.own, |to| {
            self.push(from, to, NONE);
            each(self.t.king[usize::from(to)] & self.enemy, |n| self.push(from, to, n));
        });
    }

    /// The pawn's diagonal steps (unless `diagonals` is false) and its two-square forward move,
    /// which is left out when `orthogonal` sliding already reaches the same square.
    fn pawn(&mut self, from: u8, diagonals: bool, orthogonal: bool) {
        let (t, f, me) = (self.t, usize::from(from), usize::from(self.me));
        if diagonals {
            // The diagonal neighbours: the cells a pawn of either colour would capture on.
            self.push_all(from, (t.capture[0][f] | t.capture[1][f]) & !self.own);
        }
        let ahead = t.ahead[me][f];
        let Some(&two) = t.ahead[me].get(usize::from(ahead)) else { return };
        if two == NONE || self.own & Set::of(two) != 0 {
            return;
        }
        let open_diagonal = t.capture[me][f] & !self.occupied != 0;
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
