//! The evaluations of spIndecision Beryl and Beryl Chess for the search (weights and how they were
//! found: `docs/ai/spindecision.md`).
//!
//! spIndecision: the players own no army, so material is nobody's; what matters is which King (or
//! undecided ö, which a capture in the right direction may declare King) each player's armies
//! bear on. Every ordered pair of armies (attacker `a`, victim `v`) belongs to exactly one player:
//! the one for whom `a` taking a King of `v` wins. The score sums, over the pairs, the attacks on
//! the victim's King/ö cells, the attacker's men on an open-board line to them and the men near
//! them, with the pair's player's sign; then the turn order: the player to move wins at once with
//! a threat by any army but the excluded one, and must fear a threat of the excluded army (which
//! he cannot parry by moving that army, i.e. excluding it for the next turn) and threats of two
//! armies (he can exclude only one).
//!
//! Beryl Chess: material fitted to the board (the bishop keeps to a third of the cells and has at
//! most 6 moves), the men's open-board reach from their cells, pawn advance, and the enemy men
//! near the king.

use std::sync::OnceLock;

use crate::chess::{kind, piece, BISHOP, EMPTY, KING, KNIGHT, PAWN, ROOK};
use crate::eval::{Evaluate, Param};

use super::beryl_chess::BerylChess;
use super::board::{board, Board, Line, CELLS};
use super::moves::{first_on, slide_set, targets};
use super::spindecision::{wins, SpIndecision};
use super::{army, clockwise, counter_clockwise, KiteMove, KitePos, SCHRODINGER};

/// Open-board tables: what each kind of man reaches from each cell, and king-step distances.
struct Tables {
    /// Cells attacked from a cell on an empty board, by slot (see [`slot`]).
    reach: [[u64; CELLS]; SLOTS],
    /// King steps between two cells.
    dist: [[u8; CELLS]; CELLS],
    /// Pawn advance of each army on each cell, in steps of a third of a triangle (0 at the start).
    advance: [[i32; CELLS]; 3],
    /// The cells from which a man of a slot reaches a cell on an empty board: bit `c` of
    /// `reached_from[s][r]` is bit `r` of `reach[s][c]`.
    reached_from: [[u64; CELLS]; SLOTS],
    /// The cells one king step from a cell, and two.
    near: [[u64; CELLS]; 2],
}

const SLOTS: usize = 8;

/// Slot of a man for [`Tables::reach`]: R B N K ö, then the pawns of armies 0, 1, 2.
#[inline]
fn slot(p: u8) -> usize {
    match kind(p) {
        ROOK => 0,
        BISHOP => 1,
        KNIGHT => 2,
        KING => 3,
        SCHRODINGER => 4,
        _ => 5 + usize::from(army(p)).min(2),
    }
}

fn tables() -> &'static Tables {
    static TABLES: OnceLock<Box<Tables>> = OnceLock::new();
    TABLES.get_or_init(|| Box::new(Tables::build(board())))
}

impl Tables {
    fn build(b: &Board) -> Tables {
        let empty = [EMPTY; CELLS];
        let mut reach = [[0u64; CELLS]; SLOTS];
        for (s, k) in [(0, ROOK), (1, BISHOP), (2, KNIGHT), (3, KING)] {
            for (from, r) in reach[s].iter_mut().enumerate() {
                targets(b, &empty, from, k, 0, &mut |to, _| *r |= 1 << to);
            }
        }
        let (bishop, king) = (reach[1], reach[3]);
        for (r, (b_, k_)) in reach[4].iter_mut().zip(bishop.iter().zip(&king)) {
            *r = b_ | k_;
        }
        for a in 0..3 {
            for (from, r) in reach[5 + a].iter_mut().enumerate() {
                *r = b.pawn_takes(a, from).iter().fold(0, |m, &c| m | 1 << c);
            }
        }
        let mut dist = [[u8::MAX; CELLS]; CELLS];
        for (from, row) in dist.iter_mut().enumerate() {
            row[from] = 0;
            let mut frontier = 1u64 << from;
            let mut d = 0;
            while frontier != 0 {
                d += 1;
                let mut next = 0u64;
                for c in (0..CELLS).filter(|&c| frontier >> c & 1 == 1) {
                    for &n in b.king(c) {
                        if row[usize::from(n)] == u8::MAX {
                            row[usize::from(n)] = d;
                            next |= 1 << n;
                        }
                    }
                }
                frontier = next;
            }
        }
        let mut advance = [[0; CELLS]; 3];
        for (a, row) in advance.iter_mut().enumerate() {
            let most = (0..CELLS).map(|c| b.lambda36(a, c)).max().unwrap_or(0);
            for (c, v) in row.iter_mut().enumerate() {
                *v = (most - b.lambda36(a, c)) / 12;
            }
        }
        let mut reached_from = [[0u64; CELLS]; SLOTS];
        for (from_slot, to_slot) in reach.iter().zip(reached_from.iter_mut()) {
            for (c, &r) in from_slot.iter().enumerate() {
                for to in (0..CELLS).filter(|&to| r >> to & 1 == 1) {
                    to_slot[to] |= 1 << c;
                }
            }
        }
        let mut near = [[0u64; CELLS]; 2];
        for (c, row) in dist.iter().enumerate() {
            for (cell, &d) in row.iter().enumerate() {
                if d == 1 || d == 2 {
                    near[usize::from(d) - 1][cell] |= 1 << c;
                }
            }
        }
        Tables { reach, dist, advance, reached_from, near }
    }
}

/// The men attacking `cell` (able to take a man of another army there), as a bit mask; an ö
/// counts both as a king and as a bishop.
#[cfg(test)]
fn attackers_of(b: &Board, board_: &[u8; CELLS], cell: usize) -> u64 {
    let mut mask = 0u64;
    let first = |ray: &[u8]| ray.iter().copied().find(|&c| board_[usize::from(c)] != EMPTY);
    for ray in b.rook_rays(cell) {
        if let Some(c) = first(ray.as_slice()) {
            if kind(board_[usize::from(c)]) == ROOK {
                mask |= 1 << c;
            }
        }
    }
    for ray in b.bishop_rays(cell) {
        if let Some(c) = first(ray.as_slice()) {
            if matches!(kind(board_[usize::from(c)]), BISHOP | SCHRODINGER) {
                mask |= 1 << c;
            }
        }
    }
    for &c in b.king(cell) {
        if matches!(kind(board_[usize::from(c)]), KING | SCHRODINGER) {
            mask |= 1 << c;
        }
    }
    for &c in b.knight(cell) {
        if kind(board_[usize::from(c)]) == KNIGHT {
            mask |= 1 << c;
        }
    }
    for a in 0..3u8 {
        for &c in b.pawn_takers(usize::from(a), cell) {
            if board_[usize::from(c)] == piece(a, PAWN) {
                mask |= 1 << c;
            }
        }
    }
    mask
}

/// Values used to order captures (and to pick the captures quiescence follows).
fn capture_value(p: u8) -> i32 {
    match kind(p) {
        ROOK => 500,
        BISHOP | KNIGHT => 300,
        SCHRODINGER => 400,
        KING => 1000,
        _ => 100,
    }
}

// ---------------------------------------------------------------------------------------------
// spIndecision

static SP_PARAMS: [Param; 6] = [
    Param { name: "attack", value: 120 },
    Param { name: "line", value: 12 },
    Param { name: "near", value: 10 },
    Param { name: "win_now", value: 3000 },
    Param { name: "excluded_threat", value: 400 },
    Param { name: "double_threat", value: 600 },
];

/// Up to two King/ö cells of each army.
#[cfg(test)]
fn royal_cells(board_: &[u8; CELLS]) -> ([[usize; 2]; 3], [usize; 3]) {
    let mut cells = [[0usize; 2]; 3];
    let mut n = [0usize; 3];
    for (c, &p) in board_.iter().enumerate() {
        if p != EMPTY && matches!(kind(p), KING | SCHRODINGER) {
            let a = usize::from(army(p)).min(2);
            if n[a] < 2 {
                cells[a][n[a]] = c;
                n[a] += 1;
            }
        }
    }
    (cells, n)
}

/// Quiet turns that attack a King/ö in the mover's winning direction count as gains, so that
/// quiescence follows them (like checks in chess).
const THREATS_IN_QUIESCENCE: bool = true;

/// Does the quiet turn `mv` (to an empty cell) leave the moved man attacking a King/ö it may win
/// by taking?
#[inline]
fn threatens(pos: &KitePos, mv: KiteMove) -> bool {
    let (from, to) = (usize::from(mv.from), usize::from(mv.to));
    let p = pos.board[from];
    let a = army(p);
    let k = match (kind(p), mv.declare, mv.promo) {
        (_, _, promo) if promo != 0 => promo,
        (SCHRODINGER, d, _) => d,
        (k, _, _) => k,
    };
    let men = pos.men();
    // The one army whose King the mover's army wins by taking.
    let victim = if wins(pos.side, a, clockwise(a)) { clockwise(a) } else { counter_clockwise(a) };
    let royal = (men.kind(KING) | men.kind(SCHRODINGER)) & men.army[usize::from(victim)];
    if royal == 0 {
        return false;
    }
    // On an empty board the man would reach none of them: no line to open.
    if tables().reach[slot(piece(a, k))][to] & royal == 0 {
        return false;
    }
    let b = board();
    let reach = match k {
        KING => b.king_set(to),
        KNIGHT => b.knight_set(to),
        PAWN => b.pawn_take_set(usize::from(a), to),
        ROOK | BISHOP => {
            let occ = men.occ() & !(1u64 << from) | 1u64 << to;
            slide_set(occ, if k == ROOK { b.rook_rays(to) } else { b.bishop_rays(to) })
        }
        _ => 0,
    };
    reach & royal != 0
}

/// Does a man of army `a` attack `cell` (hold a man of another army there it could take)?
#[inline]
fn army_attacks(pos: &KitePos, a: u8, cell: usize) -> bool {
    let (b, men) = (board(), pos.men());
    let own = men.army[usize::from(a)];
    let crowns = men.kind(KING) | men.kind(SCHRODINGER);
    if b.king_set(cell) & crowns & own != 0
        || b.knight_set(cell) & men.kind(KNIGHT) & own != 0
        || b.pawn_taker_set(usize::from(a), cell) & men.kind(PAWN) & own != 0
    {
        return true;
    }
    let occ = men.occ();
    let slides = |rays: &[Line; 4], sliders: u64| {
        sliders != 0
            && rays
                .iter()
                .any(|ray| ray.mask() & sliders != 0 && first_on(ray, occ).is_some_and(|c| sliders >> c & 1 == 1))
    };
    slides(b.rook_rays(cell), men.kind(ROOK) & own)
        || slides(b.bishop_rays(cell), (men.kind(BISHOP) | men.kind(SCHRODINGER)) & own)
}

/// Does the player not to move attack a King/ö he wins by taking, with any army?
fn threatened(pos: &KitePos) -> bool {
    let men = pos.men();
    let crowns = men.kind(KING) | men.kind(SCHRODINGER);
    let other = pos.side ^ 1;
    (0..3u8).any(|a| {
        let v = if wins(other, a, clockwise(a)) { clockwise(a) } else { counter_clockwise(a) };
        let mut royal = crowns & men.army[usize::from(v)];
        while royal != 0 {
            let cell = royal.trailing_zeros() as usize;
            royal &= royal - 1;
            if army_attacks(pos, a, cell) {
                return true;
            }
        }
        false
    })
}

impl Evaluate for SpIndecision {
    fn params(&self) -> &'static [Param] {
        &SP_PARAMS
    }

    fn evaluate(&self, pos: &KitePos, w: &[i32]) -> i32 {
        let (b, t) = (board(), tables());
        let me = pos.side;
        let men = pos.men();
        let occ = men.occ();
        let crowns = men.kind(KING) | men.kind(SCHRODINGER);
        let sign = |a: usize, v: usize| if wins(me, a as u8, v as u8) { 1 } else { -1 };
        // Each army's men by reach slot (see [`slot`]): R B N K ö P.
        let by_slot = |a: usize| {
            let a8 = a as u8;
            [ROOK, BISHOP, KNIGHT, KING, SCHRODINGER, PAWN].map(|k| men.of_kind(a8, k))
        };
        let slots = [by_slot(0), by_slot(1), by_slot(2)];
        let (rooks, sliders_b, leap_k) =
            (men.kind(ROOK), men.kind(BISHOP) | men.kind(SCHRODINGER), men.kind(KING) | men.kind(SCHRODINGER));
        let knights = men.kind(KNIGHT);
        let mut score = 0;
        // Attacker armies with a King/ö in reach now: for the player to move, for the other.
        let (mut mine, mut theirs) = ([false; 3], [false; 3]);
        for v in 0..3 {
            let own = men.army[v];
            // Up to two King/ö cells of the army, lowest first.
            let mut royal = crowns & own;
            for _ in 0..2 {
                if royal == 0 {
                    break;
                }
                let cell = royal.trailing_zeros() as usize;
                royal &= royal - 1;
                // Men attacking the cell now (an ö as King and as Bishop).
                let mut m = b.king_set(cell) & leap_k | b.knight_set(cell) & knights;
                for (a, sl) in slots.iter().enumerate() {
                    m |= b.pawn_taker_set(a, cell) & sl[5];
                }
                for ray in b.rook_rays(cell) {
                    if ray.mask() & rooks != 0 {
                        if let Some(c) = first_on(ray, occ) {
                            m |= rooks & 1 << c;
                        }
                    }
                }
                for ray in b.bishop_rays(cell) {
                    if ray.mask() & sliders_b != 0 {
                        if let Some(c) = first_on(ray, occ) {
                            m |= sliders_b & 1 << c;
                        }
                    }
                }
                let (near1, near2) = (t.near[0][cell], t.near[1][cell]);
                for a in (0..3).filter(|&a| a != v) {
                    let s = sign(a, v);
                    let attacks = (m & men.army[a]).count_ones() as i32;
                    if attacks > 0 {
                        score += s * attacks * w[0];
                        if s > 0 {
                            mine[a] = true;
                        } else {
                            theirs[a] = true;
                        }
                    }
                    // Men bearing on it from afar: on an open-board line, or a step or two away.
                    let sl = &slots[a];
                    let mut lines = 0;
                    for (k, &set) in sl.iter().enumerate() {
                        let from = if k == 5 { t.reached_from[5 + a][cell] } else { t.reached_from[k][cell] };
                        lines += (set & from).count_ones() as i32;
                    }
                    let army_a = men.army[a];
                    score += s
                        * (w[1] * lines
                            + w[2] * (army_a & near1).count_ones() as i32
                            + w[2] / 2 * (army_a & near2).count_ones() as i32);
                }
            }
        }
        let x = usize::from(pos.excluded);
        if (0..3).any(|a| mine[a] && a != x) {
            score += w[3];
        }
        if x < 3 && theirs[x] {
            score -= w[4];
        }
        if theirs.iter().filter(|&&th| th).count() >= 2 {
            score -= w[5];
        }
        score
    }

    fn gain(&self, pos: &KitePos, mv: KiteMove, _w: &[i32]) -> i32 {
        match pos.board.get(usize::from(mv.to)) {
            Some(&q) if q != EMPTY && (kind(q) == KING || mv.taken == KING) => 20_000,
            Some(&q) if q != EMPTY => capture_value(q),
            Some(_) if THREATS_IN_QUIESCENCE && threatens(pos, mv) => 1,
            _ => 0,
        }
    }

    /// The turns with a gain are the captures and the threats (quiet turns after which the man
    /// attacks a King/ö its army wins by taking, which on an empty board it must reach): the
    /// turns to a man of another army or to a cell from which the man (as what it moves as, or is
    /// promoted to) reaches such a King/ö on an empty board, in [`Game::legal_moves`]'s order.
    /// Once an army has lost its King, or with none of them (the full list may be empty), the
    /// search lists every turn.
    fn noisy_moves(&self, pos: &KitePos, out: &mut Vec<KiteMove>) -> Option<Option<crate::game::Outcome>> {
        let (b, t) = (board(), tables());
        let men = pos.men();
        let crowns = men.kind(KING) | men.kind(SCHRODINGER);
        if men.army[..3].iter().any(|&a| a & crowns == 0) {
            return None;
        }
        let occ = men.occ();
        for a in (0..3u8).filter(|&a| a != pos.excluded) {
            let victim = if wins(pos.side, a, clockwise(a)) { clockwise(a) } else { counter_clockwise(a) };
            // Cells from which each kind reaches a King/ö of the victim on an empty board.
            let mut from = [0u64; 5];
            for v in super::moves::cells(crowns & men.army[usize::from(victim)]) {
                let v = usize::from(v);
                from[0] |= t.reached_from[3][v];
                from[1] |= t.reached_from[0][v];
                from[2] |= t.reached_from[1][v];
                from[3] |= t.reached_from[2][v];
                from[4] |= t.reached_from[5 + usize::from(a)][v];
            }
            let other = occ & !men.army[usize::from(a)];
            let promoted = b.promotion_set(usize::from(a)) & (from[1] | from[2] | from[3]);
            let keep = [other | from[0], other | from[1], other | from[2], other | from[3], other | from[4] | promoted];
            self.army_moves(pos, men, crowns, a, &keep, out);
        }
        if out.is_empty() {
            return None;
        }
        Some(None)
    }

    /// The start is a first-player win in 7 plies and most 2-ply openings leave a short forced
    /// win: a match's openings are drawn again until a depth-7 search (the length of the win from
    /// the start) finds a forced win for neither side (`docs/ai/spindecision.md`).
    fn balanced_opening_depth(&self) -> u32 {
        7
    }

    /// The player who just moved attacks a King/ö he wins by taking (spIndecision has no check:
    /// [`crate::Game::threat`] is false).
    fn search_threat(&self, pos: &KitePos) -> bool {
        threatened(pos)
    }

    /// Not extended: about 3 positions in 5 are under a threat, and extending them all cost the
    /// search two plies (`docs/ai.md`, fifth round).
    fn extends_threats(&self) -> bool {
        false
    }

    /// A threat (gain 1) is followed in the first [`THREAT_PLIES`] plies of the quiescence
    /// search only; captures in all of them.
    fn follows_in_quiescence(&self, gain: i32, qdepth: usize) -> bool {
        gain > 1 || qdepth < THREAT_PLIES
    }
}

/// Plies below the horizon in which the quiescence search follows threats.
const THREAT_PLIES: usize = 2;

/// The evaluation as first written, cell by cell: [`SpIndecision::evaluate`] must give the same.
#[cfg(test)]
fn evaluate_reference(pos: &KitePos, w: &[i32]) -> i32 {
    let (b, t) = (board(), tables());
    let me = pos.side;
    let (royal, n) = royal_cells(&pos.board);
    let sign = |a: usize, v: usize| if wins(me, a as u8, v as u8) { 1 } else { -1 };
    let mut score = 0;
    // Attacker armies with a King/ö in reach now: for the player to move, for the other.
    let (mut mine, mut theirs) = ([false; 3], [false; 3]);
    for v in 0..3 {
        for &cell in &royal[v][..n[v]] {
            let mut m = attackers_of(b, &pos.board, cell);
            while m != 0 {
                let c = m.trailing_zeros() as usize;
                m &= m - 1;
                let a = usize::from(army(pos.board[c])).min(2);
                if a == v {
                    continue;
                }
                let s = sign(a, v);
                score += s * w[0];
                if s > 0 {
                    mine[a] = true;
                } else {
                    theirs[a] = true;
                }
            }
        }
    }
    // Men bearing on the Kings/ö from afar: on an open-board line, or a step or two away.
    for (c, &p) in pos.board.iter().enumerate() {
        if p == EMPTY {
            continue;
        }
        let a = usize::from(army(p)).min(2);
        let reach = t.reach[slot(p)][c];
        for v in (0..3).filter(|&v| v != a) {
            let mut s = 0;
            for &cell in &royal[v][..n[v]] {
                s += w[1] * (reach >> cell & 1) as i32;
                s += match t.dist[c][cell] {
                    1 => w[2],
                    2 => w[2] / 2,
                    _ => 0,
                };
            }
            score += sign(a, v) * s;
        }
    }
    let x = usize::from(pos.excluded);
    if (0..3).any(|a| mine[a] && a != x) {
        score += w[3];
    }
    if x < 3 && theirs[x] {
        score -= w[4];
    }
    if theirs.iter().filter(|&&th| th).count() >= 2 {
        score -= w[5];
    }
    score
}

/// [`threatens`] as first written, over a copy of the board.
#[cfg(test)]
fn threatens_reference(pos: &KitePos, mv: KiteMove) -> bool {
    let (from, to) = (usize::from(mv.from), usize::from(mv.to));
    let p = pos.board[from];
    let a = army(p);
    let k = match (kind(p), mv.declare, mv.promo) {
        (_, _, promo) if promo != 0 => promo,
        (SCHRODINGER, d, _) => d,
        (k, _, _) => k,
    };
    let mut after = pos.board;
    after[from] = EMPTY;
    after[to] = piece(a, k);
    let mut hit = false;
    targets(board(), &after, to, k, a, &mut |c, capture| {
        let q = after[usize::from(c)];
        hit |= capture && matches!(kind(q), KING | SCHRODINGER) && wins(pos.side, a, army(q));
    });
    hit
}

// ---------------------------------------------------------------------------------------------
// Beryl Chess

static BERYL_PARAMS: [Param; 8] = [
    Param { name: "rook", value: 352 },
    Param { name: "bishop", value: 109 },
    Param { name: "knight", value: 267 },
    Param { name: "pawn", value: 145 },
    Param { name: "reach", value: 18 },
    Param { name: "advance", value: 22 },
    Param { name: "king_zone", value: 14 },
    Param { name: "tempo", value: 4 },
];

fn beryl_value(p: u8, w: &[i32]) -> i32 {
    match kind(p) {
        ROOK => w[0],
        BISHOP => w[1],
        KNIGHT => w[2],
        PAWN => w[3],
        _ => 0,
    }
}

impl Evaluate for BerylChess {
    fn params(&self) -> &'static [Param] {
        &BERYL_PARAMS
    }

    fn evaluate(&self, pos: &KitePos, w: &[i32]) -> i32 {
        let t = tables();
        let mut kings = [0usize; 2];
        for (c, &p) in pos.board.iter().enumerate() {
            if p != EMPTY && kind(p) == KING {
                kings[usize::from(army(p) & 1)] = c;
            }
        }
        let mut score = w[7];
        for (c, &p) in pos.board.iter().enumerate() {
            if p == EMPTY {
                continue;
            }
            let a = usize::from(army(p) & 1);
            let mut v = beryl_value(p, w);
            match kind(p) {
                KING => {}
                PAWN => v += w[5] * t.advance[a][c],
                _ => v += w[4] * t.reach[slot(p)][c].count_ones() as i32,
            }
            if kind(p) != KING && kind(p) != PAWN && t.dist[c][kings[a ^ 1]] <= 2 {
                v += w[6];
            }
            score += if army(p) == pos.side { v } else { -v };
        }
        score
    }

    fn gain(&self, pos: &KitePos, mv: KiteMove, w: &[i32]) -> i32 {
        let taken = match pos.board.get(usize::from(mv.to)) {
            Some(&q) if q != EMPTY => beryl_value(q, w).max(1),
            _ => 0,
        };
        taken + if mv.promo != 0 { beryl_value(piece(0, mv.promo), w) } else { 0 }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Game;

    /// Every position of a few random playouts of spIndecision (to the end or 120 plies).
    fn playout_positions() -> Vec<KitePos> {
        let g = SpIndecision;
        let mut seen = Vec::new();
        let mut x = 0x9e37_79b9_7f4a_7c15u64;
        for _ in 0..40 {
            let mut pos = g.start();
            let mut moves = Vec::new();
            for _ in 0..120 {
                moves.clear();
                g.legal_moves(&pos, &mut moves);
                if moves.is_empty() {
                    break;
                }
                seen.push(pos);
                x ^= x << 13;
                x ^= x >> 7;
                x ^= x << 17;
                pos = g.make(&pos, moves[(x % moves.len() as u64) as usize]);
            }
        }
        seen
    }

    #[test]
    fn the_evaluation_and_the_threat_test_are_the_cell_by_cell_ones() {
        let g = SpIndecision;
        let defaults: Vec<i32> = SP_PARAMS.iter().map(|p| p.value).collect();
        let odd = [131, 17, 13, 2999, 401, 599];
        let (mut threats, mut quiet) = (0, 0);
        let mut moves = Vec::new();
        for pos in playout_positions() {
            for w in [&defaults[..], &odd[..]] {
                assert_eq!(g.evaluate(&pos, w), evaluate_reference(&pos, w), "{pos:?}");
            }
            moves.clear();
            g.legal_moves(&pos, &mut moves);
            for &mv in moves.iter().filter(|mv| pos.board[usize::from(mv.to)] == EMPTY) {
                let t = threatens(&pos, mv);
                assert_eq!(t, threatens_reference(&pos, mv), "{mv:?} in {pos:?}");
                quiet += 1;
                threats += usize::from(t);
            }
        }
        // The playouts reach threats, and quiet turns that are none.
        assert!(threats > 100 && quiet > 10 * threats, "{threats} threats in {quiet} quiet turns");
    }

    /// The quiescence search's list is the full list's turns with a gain (and maybe others), in
    /// its order, with its outcome.
    #[test]
    fn the_noisy_turns_hold_every_turn_with_a_gain_in_order() {
        let g = SpIndecision;
        let w: Vec<i32> = SP_PARAMS.iter().map(|p| p.value).collect();
        let (mut all, mut noisy, mut gains, mut lists) = (Vec::new(), Vec::new(), 0, 0);
        for pos in playout_positions() {
            all.clear();
            g.legal_moves(&pos, &mut all);
            noisy.clear();
            let Some(over) = g.noisy_moves(&pos, &mut noisy) else { continue };
            lists += 1;
            assert_eq!(over, g.outcome(&pos, &all), "{pos:?}");
            // A subsequence of the full list...
            let mut rest = all.iter();
            for mv in &noisy {
                assert!(rest.any(|m| m == mv), "{mv:?} out of order or not legal in {pos:?}");
            }
            // ...holding every turn with a gain.
            for &mv in all.iter().filter(|&&mv| g.gain(&pos, mv, &w) > 0) {
                assert!(noisy.contains(&mv), "{mv:?} left out in {pos:?}");
                gains += 1;
            }
            assert!(noisy.len() < all.len(), "{pos:?}");
        }
        assert!(lists > 1000 && gains > 1000, "{lists} lists, {gains} turns with a gain");
    }

    #[test]
    fn the_search_threat_is_a_winning_capture_for_the_player_not_to_move() {
        let g = SpIndecision;
        let w: Vec<i32> = SP_PARAMS.iter().map(|p| p.value).collect();
        let (mut threatened_, mut all) = (0, 0);
        let mut moves = Vec::new();
        for pos in playout_positions() {
            // The other player to move, with no army excluded: can he take a King now?
            let Some(flipped) = g.with_mover(&pos, usize::from(pos.side ^ 1)) else { panic!("{pos:?}") };
            moves.clear();
            g.legal_moves(&flipped, &mut moves);
            let wins_now = moves.iter().any(|&mv| g.gain(&flipped, mv, &w) == 20_000);
            assert_eq!(g.search_threat(&pos), wins_now, "{pos:?}");
            all += 1;
            threatened_ += usize::from(wins_now);
        }
        // Both answers are met (threats are common: about 3 positions in 5 of random playouts).
        assert!(threatened_ > 50 && all > threatened_ + 50, "{threatened_} threatened of {all}");
    }
}
