//! Turns: rook moves, commanders' jumps and berserk chains.
//!
//! A turn is a chain of segments by one man. The first segment is any rook move (or, for an Odin
//! commander, a jump over an adjacent enemy man or V-man onto the empty square behind it). After a
//! segment that captured, the man may go on with another segment that captures again, or — the king
//! only — that ends on the edge. Each chain and each of its prefixes that ends after a capture is a
//! legal turn. A chain stops when the game is decided (the king taken or on the edge).
//!
//! Chains are finite and short: every further segment takes (or turns) at least one enemy man, so a
//! chain has at most one segment per enemy man plus one; positions hold at most [`MAX_MEN`] men.

use std::fmt;

use crate::geometry::CellId;

use super::capture::Taken;
use super::{kind, side, Cells, Tafl, TaflPos, CELLS, COMMANDER, EMPTY, KING, MAN, MAX_MEN, THE_KING, VMAN};

/// Segments a turn can hold.
pub const MAX_SEGMENTS: usize = MAX_MEN;

/// A turn: the man's square and its segments, each a direction (0 up, 1 right, 2 down, 3 left, as
/// in the grid's rays) and a distance. A jump is a segment of distance 2 over an occupied square.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct TaflMove {
    from: CellId,
    len: u8,
    segs: [u8; MAX_SEGMENTS],
}

impl TaflMove {
    fn new(from: CellId) -> Self {
        TaflMove { from, len: 0, segs: [0; MAX_SEGMENTS] }
    }

    /// The square of the man that moves.
    pub fn from(&self) -> CellId {
        self.from
    }

    /// Number of segments (1 for a plain move).
    pub fn segments(&self) -> usize {
        usize::from(self.len)
    }

    /// Append a segment; false when the turn is full (cannot happen with at most [`MAX_MEN`] men).
    fn push(&mut self, dir: usize, dist: usize) -> bool {
        let Some(slot) = self.segs.get_mut(usize::from(self.len)) else { return false };
        *slot = ((dir as u8) << 5) | dist as u8;
        self.len += 1;
        true
    }

    fn pop(&mut self) {
        self.len -= 1;
        self.segs[usize::from(self.len)] = 0;
    }

    /// The segments as (direction, distance).
    fn each(&self) -> impl Iterator<Item = (usize, usize)> + '_ {
        self.segs[..usize::from(self.len)].iter().map(|&s| (usize::from(s >> 5), usize::from(s & 31)))
    }
}

impl fmt::Debug for TaflMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "TaflMove({}", self.from)?;
        for (dir, dist) in self.each() {
            write!(f, " {}{}", ['^', '>', 'v', '<'][dir], dist)?;
        }
        f.write_str(")")
    }
}

/// One segment of a turn, as [`Tafl::walk`] reports it.
pub struct Segment<'a> {
    pub to: CellId,
    /// The cells whose men it took or turned.
    pub taken: &'a [CellId],
}

impl Tafl {
    /// Every legal turn (none once the game is decided).
    pub(super) fn generate(&self, pos: &TaflPos, out: &mut Vec<TaflMove>) {
        if self.decided(pos).is_some() {
            return;
        }
        let may_take = self.may_take(pos);
        for c in pos.men(pos.side).cells() {
            let mut mv = TaflMove::new(c as CellId);
            self.extend(&pos.board, c as CellId, pos.board[c], &mut mv, Some(&may_take), out);
        }
    }

    /// Every empty square where a man of the side to move, arriving, would sandwich an enemy man:
    /// an enemy man next to it and a man of its own side beyond. A superset of the squares where a
    /// first segment takes (the square the mover leaves counts here); elsewhere the capture test
    /// is skipped.
    fn may_take(&self, pos: &TaflPos) -> Cells {
        let (own, foe) = (pos.men(pos.side), pos.men(pos.side ^ 1));
        let n = self.size() as u32;
        let [right_room, left_room] = self.rules.room;
        let up = foe.shifted_down(n).and(own.shifted_down(2 * n));
        let down = foe.shifted_up(n).and(own.shifted_up(2 * n));
        let right = foe.shifted_down(1).and(own.shifted_down(2)).and(right_room);
        let left = foe.shifted_up(1).and(own.shifted_up(2)).and(left_room);
        up.or(down).or(right).or(left)
    }

    /// The segments man `p` standing on `at` can add to `mv`, and the chains that follow them;
    /// `may_take` (first segments only) the squares outside which a segment takes nothing.
    fn extend(
        &self,
        board: &[u8; CELLS],
        at: CellId,
        p: u8,
        mv: &mut TaflMove,
        may_take: Option<&Cells>,
        out: &mut Vec<TaflMove>,
    ) {
        let grid = self.grid();
        let jumps = self.variant().odin && kind(p) == COMMANDER;
        for dir in 0..4 {
            let ray = grid.ray(at, dir);
            for (i, &to) in ray.iter().enumerate() {
                if board[usize::from(to)] != EMPTY {
                    break;
                }
                self.segment(board, at, to, dir, i + 1, p, mv, may_take, out);
            }
            if jumps {
                if let (Some(&over), Some(&to)) = (ray.first(), ray.get(1)) {
                    let o = board[usize::from(over)];
                    let jumpable = o != EMPTY && side(o) != side(p) && matches!(kind(o), MAN | VMAN);
                    if jumpable && board[usize::from(to)] == EMPTY {
                        self.segment(board, at, to, dir, 2, p, mv, may_take, out);
                    }
                }
            }
        }
    }

    #[allow(clippy::too_many_arguments)]
    fn segment(
        &self,
        board: &[u8; CELLS],
        at: CellId,
        to: CellId,
        dir: usize,
        dist: usize,
        p: u8,
        mv: &mut TaflMove,
        may_take: Option<&Cells>,
        out: &mut Vec<TaflMove>,
    ) {
        let taken = match may_take {
            Some(squares) if !squares.contains(usize::from(to)) => Taken::default(),
            _ => self.sandwiched(board, at, to, side(p)),
        };
        let escape = kind(p) == KING && self.on_edge(to);
        if !(mv.len == 0 || !taken.is_empty() || escape) || !mv.push(dir, dist) {
            return;
        }
        out.push(*mv);
        let king_taken = taken.as_slice().iter().any(|&c| board[usize::from(c)] == THE_KING);
        if !taken.is_empty() && !escape && !king_taken {
            let mut next = *board;
            next[usize::from(at)] = EMPTY;
            next[usize::from(to)] = p;
            Self::take(&mut next, &taken);
            self.extend(&next, to, p, mv, None, out);
        }
        mv.pop();
    }

    /// Is `mv` a single segment that takes (or turns) nothing?
    #[inline]
    pub(super) fn is_plain(&self, pos: &TaflPos, mv: TaflMove) -> bool {
        if mv.len != 1 {
            return false;
        }
        let (dir, dist) = (usize::from(mv.segs[0] >> 5), usize::from(mv.segs[0] & 31));
        let Some(&p) = pos.board.get(usize::from(mv.from)) else { return false };
        match self.grid().ray(mv.from, dir).get(dist.wrapping_sub(1)) {
            Some(&to) => self.sandwiched(&pos.board, mv.from, to, side(p)).is_empty(),
            None => false,
        }
    }

    /// Tell `each` the piece byte of every man `mv` takes or turns (as it stood before), without
    /// building the position after the turn; returns the mover's piece and the square it ends on.
    /// A plain move reads the board as it is; only a chain works on a copy. For the evaluation's
    /// `gain`, which runs on every move of every node.
    #[inline]
    pub(super) fn victims(&self, pos: &TaflPos, mv: TaflMove, mut each: impl FnMut(u8)) -> Option<(u8, CellId)> {
        let grid = self.grid();
        let from = mv.from;
        let &p = pos.board.get(usize::from(from))?;
        if p == EMPTY || usize::from(from) >= grid.len() {
            return None;
        }
        if mv.len == 1 {
            let (dir, dist) = (usize::from(mv.segs[0] >> 5), usize::from(mv.segs[0] & 31));
            let &to = grid.ray(from, dir).get(dist.wrapping_sub(1))?;
            for &c in self.sandwiched(&pos.board, from, to, side(p)).as_slice() {
                each(pos.board[usize::from(c)]);
            }
            return Some((p, to));
        }
        let mut board = pos.board;
        let mut at = from;
        for (dir, dist) in mv.each() {
            let &to = grid.ray(at, dir).get(dist.wrapping_sub(1))?;
            let taken: Taken = self.sandwiched(&board, at, to, side(p));
            for &c in taken.as_slice() {
                each(board[usize::from(c)]);
            }
            board[usize::from(at)] = EMPTY;
            board[usize::from(to)] = p;
            Self::take(&mut board, &taken);
            at = to;
        }
        Some((p, at))
    }

    /// Play `mv` on `board`, telling `visit` about each segment after its captures are made.
    pub(super) fn walk(&self, board: &mut [u8; CELLS], mv: TaflMove, mut visit: impl FnMut(Segment<'_>)) {
        let grid = self.grid();
        let mut at = mv.from;
        let Some(&p) = board.get(usize::from(at)) else { return };
        if usize::from(at) >= grid.len() {
            return;
        }
        for (dir, dist) in mv.each() {
            let Some(&to) = grid.ray(at, dir).get(dist.wrapping_sub(1)) else { return };
            let taken: Taken = self.sandwiched(board, at, to, side(p));
            board[usize::from(at)] = EMPTY;
            board[usize::from(to)] = p;
            Self::take(board, &taken);
            visit(Segment { to, taken: taken.as_slice() });
            at = to;
        }
    }
}
