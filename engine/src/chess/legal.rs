//! Legal moves of the orthodox family by check and pin masks over bit sets ([`super::tables`]):
//! no move is made and tested, except the rare en-passant capture. Moves come out in the order of
//! the plain generator (cells in order; per man its directions in order, nearest cell first).

use super::orthodox::{BoardPos, Orthodox};
use super::tables::{bit, CellSet, Tables, NONE};
use super::{
    color, kind, piece, CMove, BISHOP, CASTLE, DOUBLE_STEP, EMPTY, EN_PASSANT, KING, KNIGHT, PAWN, QUEEN, ROOK,
};
use crate::chess::NO_EP;

/// Kind-mask bit (as [`super::bit`], one byte wide).
const fn kb(kind: u8) -> u16 {
    1 << kind
}
const ORTHOGONAL_SLIDERS: u16 = kb(ROOK) | kb(QUEEN);
const DIAGONAL_SLIDERS: u16 = kb(BISHOP) | kb(QUEEN);

/// The kinds that slide along direction `dir` (0–3 orthogonal, 4–7 diagonal).
#[inline]
const fn sliders(dir: usize) -> u16 {
    if dir < 4 {
        ORTHOGONAL_SLIDERS
    } else {
        DIAGONAL_SLIDERS
    }
}

/// Iterate a set's cells nearest first along `dir`.
#[inline]
fn each_along(t: &Tables, dir: usize, mut set: u64, mut f: impl FnMut(u8)) {
    while set != 0 {
        let c = t.first(dir, set);
        set ^= bit(c);
        f(c);
    }
}

impl<const N: usize> Orthodox<N> {
    fn knight_kinds(&self) -> u16 {
        kb(KNIGHT) | if self.rules().bishop_leaps { kb(BISHOP) } else { 0 }
    }

    #[inline]
    fn kind_at(pos: &BoardPos<N>, c: u8) -> u16 {
        kb(kind(pos.board[usize::from(c)]))
    }

    /// Is `sq` attacked by a man of colour `by`, with `occupied` the occupied cells?
    pub(crate) fn attacked_with(&self, pos: &BoardPos<N>, sq: u8, by: u8, occupied: u64) -> bool {
        let t = &self.rules().tables;
        let s = usize::from(sq);
        let them = pos.occ[usize::from(by)];
        let mut leapers = t.knight[s] & them;
        while leapers != 0 {
            let c = leapers.lowest();
            leapers ^= bit(c);
            if Self::kind_at(pos, c) & self.knight_kinds() != 0 {
                return true;
            }
        }
        let pawn = piece(by, PAWN);
        if t.capture_cells[usize::from(by ^ 1)][s].iter().any(|&c| c != NONE && pos.board[usize::from(c)] == pawn) {
            return true;
        }
        let king = pos.kings[usize::from(by)];
        if king != NONE && t.king[s] & bit(king) != 0 {
            return true;
        }
        for dir in 0..8 {
            let blockers = t.ray[s][dir] & occupied;
            if blockers != 0 {
                let c = t.first(dir, blockers);
                if them & bit(c) != 0 && Self::kind_at(pos, c) & sliders(dir) != 0 {
                    return true;
                }
            }
        }
        false
    }

    /// Append the side to move's legal moves.
    pub(crate) fn generate(&self, pos: &BoardPos<N>, out: &mut Vec<CMove>) {
        self.generate_moves::<false>(pos, out);
    }

    /// Append the side to move's legal moves that take a man, take en passant or promote, in the
    /// order [`Orthodox::generate`] gives them (the same walk, the other moves left out): the
    /// moves the quiescence search follows.
    pub(crate) fn generate_noisy(&self, pos: &BoardPos<N>, out: &mut Vec<CMove>) {
        self.generate_moves::<true>(pos, out);
    }

    /// The legal moves, or with `NOISY` only those that take or promote.
    #[inline]
    fn generate_moves<const NOISY: bool>(&self, pos: &BoardPos<N>, out: &mut Vec<CMove>) {
        let t = &self.rules().tables;
        let me = pos.side;
        let them = me ^ 1;
        let own = pos.occ[usize::from(me)];
        let enemy = pos.occ[usize::from(them)];
        let all = own | enemy;
        let ksq = pos.kings[usize::from(me)];
        // Checks and pins. Without a king nothing is checked or pinned.
        let mut target = !own;
        let mut checkers = 0u32;
        let mut pinned = 0u64;
        let mut pin_rays = [0u64; 8];
        if ksq != NONE {
            let k = usize::from(ksq);
            let mut check_mask = 0u64;
            let mut leapers = t.knight[k] & enemy;
            while leapers != 0 {
                let c = leapers.lowest();
                leapers ^= bit(c);
                if Self::kind_at(pos, c) & self.knight_kinds() != 0 {
                    checkers += 1;
                    check_mask |= bit(c);
                }
            }
            let pawn = piece(them, PAWN);
            for &c in &t.capture_cells[usize::from(me)][k] {
                if c != NONE && pos.board[usize::from(c)] == pawn {
                    checkers += 1;
                    check_mask |= bit(c);
                }
            }
            for (dir, pin_ray) in pin_rays.iter_mut().enumerate() {
                let ray = t.ray[k][dir];
                let blockers = ray & all;
                if blockers == 0 {
                    continue;
                }
                let b1 = t.first(dir, blockers);
                if enemy & bit(b1) != 0 {
                    if Self::kind_at(pos, b1) & sliders(dir) != 0 {
                        checkers += 1;
                        check_mask |= ray ^ t.ray[usize::from(b1)][dir];
                    }
                    continue;
                }
                let beyond = t.ray[usize::from(b1)][dir] & all;
                if beyond != 0 {
                    let b2 = t.first(dir, beyond);
                    if enemy & bit(b2) != 0 && Self::kind_at(pos, b2) & sliders(dir) != 0 {
                        pinned |= bit(b1);
                        *pin_ray = ray ^ t.ray[usize::from(b2)][dir];
                    }
                }
            }
            if checkers > 0 {
                target &= check_mask;
            }
        }
        let pin_mask = |c: u8| -> u64 {
            if pinned & bit(c) == 0 {
                return !0;
            }
            pin_rays.iter().copied().find(|r| r & bit(c) != 0).unwrap_or(0)
        };
        let mut men = own;
        while men != 0 {
            let from = men.lowest();
            men ^= bit(from);
            let f = usize::from(from);
            let p = pos.board[f];
            let k = kind(p);
            if k == KING {
                let without_king = all ^ bit(from);
                for &to in &t.king_steps[f] {
                    let wanted = if NOISY { enemy } else { !own };
                    if to != NONE && wanted & bit(to) != 0 && !self.attacked_with(pos, to, them, without_king) {
                        out.push(CMove::new(from, to));
                    }
                }
                if !NOISY && checkers == 0 && pos.castle != 0 {
                    self.castlings(pos, from, without_king, out);
                }
                continue;
            }
            if checkers > 1 {
                continue;
            }
            let allowed = target & pin_mask(from);
            // The pieces' moves onto these cells: with `NOISY`, only onto enemy men (a pawn's
            // promoting steps go onto empty cells, so it is given all its cells).
            let onto = if NOISY { allowed & enemy } else { allowed };
            if onto == 0 && k != PAWN {
                continue;
            }
            let mut add = |to: u8| out.push(CMove::new(from, to));
            match k {
                QUEEN | ROOK | BISHOP => {
                    let dirs = match k {
                        QUEEN => 0..8,
                        ROOK => 0..4,
                        _ => 4..8,
                    };
                    for dir in dirs {
                        each_along(t, dir, t.slide(from, dir, all) & onto, &mut add);
                    }
                    if k == BISHOP && self.rules().bishop_leaps {
                        self.leaps(from, onto, &mut add);
                    }
                }
                KNIGHT => self.leaps(from, onto, &mut add),
                PAWN => self.pawn_moves::<NOISY>(pos, from, allowed, out),
                _ => {}
            }
        }
    }

    /// The castlings of the side to move, not in check, with its king on `from`: the right kept,
    /// the rook on its cell, the cells between them empty, and no cell the king crosses or lands
    /// on attacked (`without_king`: the occupied cells but the king's).
    fn castlings(&self, pos: &BoardPos<N>, from: u8, without_king: u64, out: &mut Vec<CMove>) {
        let Some(c) = &self.rules().castling else { return };
        let me = pos.side;
        let s = usize::from(me);
        if c.king[s] != from {
            return;
        }
        let all = pos.occ[0] | pos.occ[1];
        for wing in 0..2 {
            if pos.castle & (1 << (2 * s + wing)) == 0
                || all & c.between[s][wing] != 0
                || pos.board[usize::from(c.rook[s][wing])] != piece(me, ROOK)
            {
                continue;
            }
            let mut path = c.path[s][wing];
            let mut safe = true;
            while path != 0 && safe {
                let sq = path.lowest();
                path ^= bit(sq);
                safe = !self.attacked_with(pos, sq, me ^ 1, without_king);
            }
            if safe {
                out.push(CMove { from, to: c.king_to[s][wing], promo: 0, flags: CASTLE });
            }
        }
    }

    /// A knight's leaps from `from` onto `allowed` cells, in the grid's leap order.
    #[inline]
    fn leaps(&self, from: u8, allowed: u64, add: &mut impl FnMut(u8)) {
        let grid = &self.rules().grid;
        if self.rules().tables.knight[usize::from(from)] & allowed == 0 {
            return;
        }
        for &to in grid.knight(from.into()) {
            let to = to as u8;
            if allowed & bit(to) != 0 {
                add(to);
            }
        }
    }

    /// A pawn's moves onto `allowed` cells (en passant tested apart); with `NOISY`, only its
    /// captures and promotions.
    fn pawn_moves<const NOISY: bool>(&self, pos: &BoardPos<N>, from: u8, allowed: u64, out: &mut Vec<CMove>) {
        let r = self.rules();
        let t = &r.tables;
        let me = pos.side;
        let f = usize::from(from);
        let b = &pos.board;
        let promo_rank = r.promotion_rank[usize::from(me)];
        let promotes = |to: u8| t.rank[usize::from(to)] == promo_rank;
        let mut push = |to: u8, flags: u8| {
            if promotes(to) {
                for &k in r.promotion {
                    out.push(CMove { from, to, promo: k, flags });
                }
            } else {
                out.push(CMove { from, to, promo: 0, flags });
            }
        };
        let ahead = t.ahead[usize::from(me)][f];
        if ahead != NONE && b[usize::from(ahead)] == EMPTY {
            if allowed & bit(ahead) != 0 && (!NOISY || promotes(ahead)) {
                push(ahead, 0);
            }
            if r.double_step_rank.is_some_and(|d| d[usize::from(me)] == t.rank[f]) {
                let two = t.ahead[usize::from(me)][usize::from(ahead)];
                if two != NONE && b[usize::from(two)] == EMPTY && allowed & bit(two) != 0 && (!NOISY || promotes(two)) {
                    push(two, DOUBLE_STEP);
                }
            }
        } else if r.pawn_sideways {
            for &s in &t.beside[f] {
                if s != NONE && b[usize::from(s)] == EMPTY && allowed & bit(s) != 0 && (!NOISY || promotes(s)) {
                    push(s, 0);
                }
            }
        }
        for &c in &t.capture_cells[usize::from(me)][f] {
            if c == NONE {
                continue;
            }
            let q = b[usize::from(c)];
            if q != EMPTY && color(q) != me {
                if allowed & bit(c) != 0 {
                    push(c, 0);
                }
            } else if q == EMPTY && r.en_passant && pos.ep == c {
                // Rare, and a capture that empties two cells of one rank: made and tested.
                let mv = CMove { from, to: c, promo: 0, flags: EN_PASSANT };
                let next = self.make_move(pos, mv);
                if !self.in_check(&next, me) {
                    push(c, EN_PASSANT);
                }
            }
        }
    }

    /// The position after a move of the side to move, with its sets and key kept up to date.
    pub(crate) fn make_move(&self, pos: &BoardPos<N>, mv: CMove) -> BoardPos<N> {
        let r = self.rules();
        let t = &r.tables;
        let me = pos.side;
        let them = me ^ 1;
        let mut n = *pos;
        let (from, to) = (usize::from(mv.from), usize::from(mv.to));
        let p = n.board[from];
        let taken = n.board[to];
        let placed = if mv.promo != 0 { piece(me, mv.promo) } else { p };
        n.board[from] = EMPTY;
        n.board[to] = placed;
        n.key ^=
            t.zobrist[from][usize::from(p)] ^ t.zobrist[to][usize::from(taken)] ^ t.zobrist[to][usize::from(placed)];
        n.occ[usize::from(me)] ^= bit(mv.from) | bit(mv.to);
        if taken != EMPTY {
            n.occ[usize::from(them)] ^= bit(mv.to);
            if kind(taken) == KING {
                n.kings[usize::from(them)] = NONE;
            }
        }
        if kind(p) == KING {
            n.kings[usize::from(me)] = mv.to;
        }
        if mv.flags & EN_PASSANT != 0 {
            // The pawn taken stands on the target's file, on the mover's rank.
            let gone = t.beside[from]
                .iter()
                .copied()
                .find(|&c| c != NONE && t.ahead[usize::from(me)][usize::from(c)] == mv.to);
            if let Some(c) = gone {
                let g = usize::from(c);
                n.key ^= t.zobrist[g][usize::from(n.board[g])];
                n.board[g] = EMPTY;
                n.occ[usize::from(them)] &= !bit(c);
            }
        }
        if pos.ep != NO_EP {
            n.key ^= t.zobrist_ep[usize::from(pos.ep)];
        }
        n.ep = NO_EP;
        if mv.flags & DOUBLE_STEP != 0 {
            let enemy_pawn = piece(them, PAWN);
            if t.beside[to].iter().any(|&c| c != NONE && n.board[usize::from(c)] == enemy_pawn) {
                n.ep = t.ahead[usize::from(me)][from];
                if n.ep != NO_EP {
                    n.key ^= t.zobrist_ep[usize::from(n.ep)];
                }
            }
        }
        if let Some(c) = &r.castling {
            if mv.flags & CASTLE != 0 {
                let s = usize::from(me);
                let wing = usize::from(mv.to != c.king_to[s][0]);
                let (rf, rt) = (c.rook[s][wing], c.rook_to[s][wing]);
                let rook = n.board[usize::from(rf)];
                n.board[usize::from(rf)] = EMPTY;
                n.board[usize::from(rt)] = rook;
                n.key ^= t.zobrist[usize::from(rf)][usize::from(rook)] ^ t.zobrist[usize::from(rt)][usize::from(rook)];
                n.occ[s] ^= bit(rf) | bit(rt);
            }
            let kept = n.castle & c.keep[from] & c.keep[to];
            if kept != n.castle {
                n.key ^= t.zobrist_castle[usize::from(n.castle)] ^ t.zobrist_castle[usize::from(kept)];
                n.castle = kept;
            }
        }
        n.side = them;
        n.key ^= t.zobrist_black;
        n
    }
}
