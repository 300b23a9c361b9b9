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
use std::hash::{Hash, Hasher};
use std::sync::OnceLock;

use crate::geometry::CellId;

use super::capture::Taken;
use super::{kind, side, Cells, Tafl, TaflPos, CELLS, COMMANDER, EMPTY, KING, MAN, MAX_MEN, MAX_SIZE, THE_KING, VMAN};

/// Segments a turn can hold.
pub const MAX_SEGMENTS: usize = MAX_MEN;

/// Segments a [`TaflMove`] holds itself; a longer chain keeps the rest in [`tails`].
const HEAD: usize = 8;

/// A turn: the man's square and its segments, each a direction (0 up, 1 right, 2 down, 3 left, as
/// in the grid's rays) and a distance. A jump is a segment of distance 2 over an occupied square.
///
/// It is small (24 bytes), since the search copies turns into its buffers, killers and table: the
/// first [`HEAD`] segments are kept as bytes in one word, and the rest of a longer chain (rare) as
/// the number of its interned tail ([`tails`]). It also carries what the turn takes, counted by
/// kind when it was generated, so that the evaluation's `gain` and `is_plain` need not find the
/// sandwiches again. Equality and hashing look at the square and the segments only, and hash
/// exactly as the former layout `{ from: u16, len: u8, segs: [u8; MAX_SEGMENTS] }` did, so the
/// search's history table (indexed by that hash) sees the same numbers.
#[derive(Clone, Copy)]
pub struct TaflMove {
    /// Segment bytes `0..HEAD`, byte `i` (little-endian) segment `i`, 0 past the last.
    head: u64,
    /// 0, or 1 + the index of the segments from `HEAD` on in [`tails`].
    tail: u32,
    from: CellId,
    /// The square the man ends on.
    to: CellId,
    len: u8,
    /// What the turn takes or turns: enemy men, commanders and V-men.
    men: u8,
    commanders: u8,
    vmen: u8,
    /// [`KING_TAKEN`] and [`KING_ESCAPES`].
    end: u8,
}

/// The turn takes the king.
const KING_TAKEN: u8 = 1;
/// The king ends the turn on the edge.
const KING_ESCAPES: u8 = 2;

impl PartialEq for TaflMove {
    #[inline]
    fn eq(&self, other: &Self) -> bool {
        // Tails are interned: one number per sequence of segments.
        self.from == other.from && self.len == other.len && self.head == other.head && self.tail == other.tail
    }
}

impl Eq for TaflMove {}

impl Hash for TaflMove {
    fn hash<H: Hasher>(&self, state: &mut H) {
        // What `#[derive(Hash)]` wrote for `{ from: CellId, len: u8, segs: [u8; MAX_SEGMENTS] }`.
        self.from.hash(state);
        self.len.hash(state);
        self.segs().hash(state);
    }
}

impl TaflMove {
    /// The square of the man that moves.
    pub fn from(&self) -> CellId {
        self.from
    }

    /// Number of segments (1 for a plain move).
    pub fn segments(&self) -> usize {
        usize::from(self.len)
    }

    /// A one-segment turn from `from` to `to` that takes nothing.
    #[inline]
    fn plain(from: CellId, to: CellId, dir: usize, dist: usize) -> TaflMove {
        let head = u64::from(((dir as u8) << 5) | dist as u8);
        TaflMove { head, tail: 0, from, to, len: 1, men: 0, commanders: 0, vmen: 0, end: 0 }
    }

    /// Its hash ([`crate::hash::key_of`]), for the search's history table: a one-segment turn's
    /// is read from a table made once (of every square, direction and distance), since hashing
    /// the former layout's 96 segment bytes takes fifteen multiplications.
    #[inline]
    pub(super) fn history_key(&self) -> u64 {
        const DISTANCES: usize = MAX_SIZE - 1;
        static KEYS: OnceLock<Vec<u64>> = OnceLock::new();
        let (dir, dist) = TaflMove::seg(self.head as u8);
        if self.len != 1 || !(1..=DISTANCES).contains(&dist) || usize::from(self.from) >= CELLS {
            return crate::hash::key_of(self);
        }
        let keys = KEYS.get_or_init(|| {
            let mut keys = Vec::with_capacity(CELLS * 4 * DISTANCES);
            for from in 0..CELLS {
                for dir in 0..4 {
                    for dist in 1..=DISTANCES {
                        keys.push(crate::hash::key_of(&TaflMove::plain(from as CellId, 0, dir, dist)));
                    }
                }
            }
            keys
        });
        keys[(usize::from(self.from) * 4 + dir) * DISTANCES + dist - 1]
    }

    /// Does the turn take or turn no man?
    #[inline]
    pub(super) fn takes_nothing(&self) -> bool {
        self.men == 0 && self.commanders == 0 && self.vmen == 0 && self.end & KING_TAKEN == 0
    }

    /// What it takes: (enemy men, commanders, V-men turned, the king taken, the king escapes).
    #[inline]
    pub(super) fn haul(&self) -> (i32, i32, i32, bool, bool) {
        (
            i32::from(self.men),
            i32::from(self.commanders),
            i32::from(self.vmen),
            self.end & KING_TAKEN != 0,
            self.end & KING_ESCAPES != 0,
        )
    }

    /// The segment bytes (direction << 5 | distance), 0 past the last.
    fn segs(&self) -> [u8; MAX_SEGMENTS] {
        let mut segs = [0; MAX_SEGMENTS];
        segs[..HEAD].copy_from_slice(&self.head.to_le_bytes());
        if self.tail != 0 {
            tails::read(self.tail, &mut segs[HEAD..usize::from(self.len)]);
        }
        segs
    }

    /// Calls `f` with the segment bytes of the turn.
    #[inline]
    fn with_segs<R>(&self, f: impl FnOnce(&[u8]) -> R) -> R {
        let len = usize::from(self.len);
        if len <= HEAD {
            f(&self.head.to_le_bytes()[..len])
        } else {
            f(&self.segs()[..len])
        }
    }

    /// A segment byte as (direction, distance).
    #[inline]
    fn seg(s: u8) -> (usize, usize) {
        (usize::from(s >> 5), usize::from(s & 31))
    }
}

impl fmt::Debug for TaflMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "TaflMove({}", self.from)?;
        self.with_segs(|segs| {
            segs.iter()
                .map(|&s| TaflMove::seg(s))
                .try_for_each(|(dir, dist)| write!(f, " {}{}", ['^', '>', 'v', '<'][dir], dist))
        })?;
        f.write_str(")")
    }
}

/// The segments of chains longer than [`HEAD`] past their head, each sequence stored once (so a
/// move's number says its segments, and equal moves have equal numbers). Chains that long take
/// eight men or more in one turn: positions rarely allow one, and a process meets few of them.
mod tails {
    use std::collections::HashMap;
    use std::sync::{Mutex, OnceLock};

    #[derive(Default)]
    struct Tails {
        list: Vec<Vec<u8>>,
        index: HashMap<Vec<u8>, u32>,
    }

    fn tails() -> std::sync::MutexGuard<'static, Tails> {
        static TAILS: OnceLock<Mutex<Tails>> = OnceLock::new();
        TAILS.get_or_init(Mutex::default).lock().unwrap_or_else(|e| e.into_inner())
    }

    /// The number (from 1) of this sequence of segments.
    pub(super) fn intern(segs: &[u8]) -> u32 {
        let mut t = tails();
        if let Some(&n) = t.index.get(segs) {
            return n;
        }
        t.list.push(segs.to_vec());
        let n = t.list.len() as u32;
        t.index.insert(segs.to_vec(), n);
        n
    }

    /// Copies the sequence numbered `n` into `out` (of its length).
    pub(super) fn read(n: u32, out: &mut [u8]) {
        let t = tails();
        if let Some(segs) = t.list.get(n as usize - 1) {
            let k = out.len().min(segs.len());
            out[..k].copy_from_slice(&segs[..k]);
        }
    }
}

/// A turn being built by the generator: its segments in full, and what it has taken so far.
struct Chain {
    from: CellId,
    len: u8,
    /// Segments `0..HEAD` as [`TaflMove::head`] keeps them (kept word-wise, not read from `segs`).
    head: u64,
    segs: [u8; MAX_SEGMENTS],
    men: u8,
    commanders: u8,
    vmen: u8,
    end: u8,
}

impl Chain {
    fn new(from: CellId) -> Self {
        Chain { from, len: 0, head: 0, segs: [0; MAX_SEGMENTS], men: 0, commanders: 0, vmen: 0, end: 0 }
    }

    /// Append a segment; false when the turn is full (cannot happen with at most [`MAX_MEN`] men).
    #[inline]
    fn push(&mut self, dir: usize, dist: usize) -> bool {
        let Some(slot) = self.segs.get_mut(usize::from(self.len)) else { return false };
        let s = ((dir as u8) << 5) | dist as u8;
        *slot = s;
        if usize::from(self.len) < HEAD {
            self.head |= u64::from(s) << (8 * self.len);
        }
        self.len += 1;
        true
    }

    #[inline]
    fn pop(&mut self) {
        self.len -= 1;
        self.segs[usize::from(self.len)] = 0;
        if usize::from(self.len) < HEAD {
            self.head &= !(0xff << (8 * self.len));
        }
    }

    /// Counts the men (piece bytes) a segment takes.
    #[inline]
    fn count(&mut self, victim: u8) {
        match kind(victim) {
            COMMANDER => self.commanders += 1,
            VMAN => self.vmen += 1,
            KING => self.end |= KING_TAKEN,
            _ => self.men += 1,
        }
    }

    /// The turn as it stands, ending on `to`.
    #[inline]
    fn turn(&self, to: CellId) -> TaflMove {
        let len = usize::from(self.len);
        TaflMove {
            head: self.head,
            tail: if len > HEAD { tails::intern(&self.segs[HEAD..len]) } else { 0 },
            from: self.from,
            to,
            len: self.len,
            men: self.men,
            commanders: self.commanders,
            vmen: self.vmen,
            end: self.end,
        }
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
            let mut chain = Chain::new(c as CellId);
            self.extend(&pos.board, c as CellId, pos.board[c], &mut chain, Some(&may_take), out);
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

    /// The segments man `p` standing on `at` can add to `chain`, and the chains that follow them;
    /// `may_take` (first segments only) the squares outside which a segment takes nothing.
    #[inline]
    fn extend(
        &self,
        board: &[u8; CELLS],
        at: CellId,
        p: u8,
        chain: &mut Chain,
        may_take: Option<&Cells>,
        out: &mut Vec<TaflMove>,
    ) {
        let grid = self.grid();
        let jumps = self.variant().odin && kind(p) == COMMANDER;
        let king = kind(p) == KING;
        for dir in 0..4 {
            let ray = grid.ray(at, dir);
            for (i, &to) in ray.iter().enumerate() {
                if board[usize::from(to)] != EMPTY {
                    break;
                }
                match may_take {
                    // A first segment that cannot take and is no escape: a plain move (what
                    // `segment` would push), made here without the chain.
                    Some(squares) if !(squares.contains(usize::from(to)) || king && self.on_edge(to)) => {
                        out.push(TaflMove::plain(at, to, dir, i + 1));
                    }
                    _ => self.segment(board, at, to, dir, i + 1, p, chain, may_take, out),
                }
            }
            if jumps {
                if let (Some(&over), Some(&to)) = (ray.first(), ray.get(1)) {
                    let o = board[usize::from(over)];
                    let jumpable = o != EMPTY && side(o) != side(p) && matches!(kind(o), MAN | VMAN);
                    if jumpable && board[usize::from(to)] == EMPTY {
                        self.segment(board, at, to, dir, 2, p, chain, may_take, out);
                    }
                }
            }
        }
    }

    /// A segment to `to` that may take (or a first segment that may not), and the chains that
    /// follow it.
    #[allow(clippy::too_many_arguments)]
    #[inline(never)]
    fn segment(
        &self,
        board: &[u8; CELLS],
        at: CellId,
        to: CellId,
        dir: usize,
        dist: usize,
        p: u8,
        chain: &mut Chain,
        may_take: Option<&Cells>,
        out: &mut Vec<TaflMove>,
    ) {
        let taken = match may_take {
            Some(squares) if !squares.contains(usize::from(to)) => Taken::default(),
            _ => self.sandwiched(board, at, to, side(p)),
        };
        let escape = kind(p) == KING && self.on_edge(to);
        if !(chain.len == 0 || !taken.is_empty() || escape) || !chain.push(dir, dist) {
            return;
        }
        if taken.is_empty() && !escape {
            // A plain move: a first segment that takes nothing.
            out.push(chain.turn(to));
            chain.pop();
            return;
        }
        let (men, commanders, vmen, end) = (chain.men, chain.commanders, chain.vmen, chain.end);
        for &c in taken.as_slice() {
            chain.count(board[usize::from(c)]);
        }
        if escape {
            chain.end |= KING_ESCAPES;
        }
        out.push(chain.turn(to));
        let king_taken = taken.as_slice().iter().any(|&c| board[usize::from(c)] == THE_KING);
        if !taken.is_empty() && !escape && !king_taken {
            let mut next = *board;
            next[usize::from(at)] = EMPTY;
            next[usize::from(to)] = p;
            Self::take(&mut next, &taken);
            self.extend(&next, to, p, chain, None, out);
        }
        (chain.men, chain.commanders, chain.vmen, chain.end) = (men, commanders, vmen, end);
        chain.pop();
    }

    /// Is `mv` a single segment that takes (or turns) nothing?
    #[inline]
    pub(super) fn is_plain(&self, _pos: &TaflPos, mv: TaflMove) -> bool {
        mv.len == 1 && mv.takes_nothing()
    }

    /// The position after `mv`, for `Game::make`: a plain move changes two cells; a turn that
    /// takes is played by [`Tafl::walk`] on a copy of the board.
    #[inline]
    pub(super) fn play(&self, pos: &TaflPos, mv: TaflMove) -> TaflPos {
        let mut next = *pos;
        let (from, to) = (usize::from(mv.from), usize::from(mv.to));
        if mv.len == 1 && mv.takes_nothing() && from < CELLS && to < CELLS {
            let p = pos.board[from];
            next.board[from] = EMPTY;
            next.board[to] = p;
            next.touched(from, p);
            next.touched(to, EMPTY);
            next.side ^= 1;
            return next;
        }
        // The cells the turn changes: where the man started, each square it stops on, each man
        // taken or turned. Their codes leave the key, and their new men's come in.
        let mut changed = Cells::EMPTY;
        changed.insert(from);
        self.walk(&mut next.board, mv, |seg| {
            changed.insert(usize::from(seg.to));
            seg.taken.iter().for_each(|&c| changed.insert(usize::from(c)));
        });
        for c in changed.cells() {
            next.touched(c, pos.board[c]);
        }
        next.side ^= 1;
        next
    }

    /// Tell `each` the piece byte of every man `mv` takes or turns (as it stood before), by
    /// playing its segments again; returns the mover's piece and the square it ends on. What the
    /// generator counted in the move is checked against it in the tests.
    #[cfg(test)]
    pub(super) fn victims(&self, pos: &TaflPos, mv: TaflMove, mut each: impl FnMut(u8)) -> Option<(u8, CellId)> {
        let grid = self.grid();
        let from = mv.from;
        let &p = pos.board.get(usize::from(from))?;
        if p == EMPTY || usize::from(from) >= grid.len() {
            return None;
        }
        let mut board = pos.board;
        let mut at = from;
        mv.with_segs(|segs| {
            for &s in segs {
                let (dir, dist) = TaflMove::seg(s);
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
        })
    }

    /// Play `mv` on `board`, telling `visit` about each segment after its captures are made.
    pub(super) fn walk(&self, board: &mut [u8; CELLS], mv: TaflMove, mut visit: impl FnMut(Segment<'_>)) {
        let grid = self.grid();
        let mut at = mv.from;
        let Some(&p) = board.get(usize::from(at)) else { return };
        if usize::from(at) >= grid.len() {
            return;
        }
        mv.with_segs(|segs| {
            for &s in segs {
                let (dir, dist) = TaflMove::seg(s);
                let Some(&to) = grid.ray(at, dir).get(dist.wrapping_sub(1)) else { return };
                let taken: Taken = self.sandwiched(board, at, to, side(p));
                board[usize::from(at)] = EMPTY;
                board[usize::from(to)] = p;
                Self::take(board, &taken);
                visit(Segment { to, taken: taken.as_slice() });
                at = to;
            }
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::hash::key_of;

    /// The layout turns had before they were made small: its derived hash is the one the search's
    /// history table was indexed by.
    #[derive(Hash)]
    struct Former {
        from: CellId,
        len: u8,
        segs: [u8; MAX_SEGMENTS],
    }

    fn chain(from: CellId, segs: &[(usize, usize)]) -> TaflMove {
        let mut c = Chain::new(from);
        for &(dir, dist) in segs {
            assert!(c.push(dir, dist));
        }
        c.turn(0)
    }

    #[test]
    fn turns_hash_as_the_former_layout_and_long_chains_keep_their_segments() {
        let segs: Vec<(usize, usize)> = (0..13).map(|i| (i % 4, 1 + i % 7)).collect();
        for len in [1, 2, 7, 8, 9, 12, 13] {
            let mv = chain(37, &segs[..len]);
            let mut former = Former { from: 37, len: len as u8, segs: [0; MAX_SEGMENTS] };
            for (i, &(dir, dist)) in segs[..len].iter().enumerate() {
                former.segs[i] = (dir as u8) << 5 | dist as u8;
            }
            assert_eq!(mv.segs(), former.segs, "{len} segments");
            assert_eq!(key_of(&mv), key_of(&former), "{len} segments");
            // The same chain built again is the same turn; one that differs past the head is not.
            assert_eq!(chain(37, &segs[..len]), mv);
            let mut other = segs[..len].to_vec();
            other[len - 1].1 += 1;
            assert_ne!(chain(37, &other), mv);
            assert_ne!(chain(38, &segs[..len]), mv);
        }
        assert!(std::mem::size_of::<TaflMove>() <= 24);
    }
}
