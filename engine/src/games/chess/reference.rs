//! A slow, obviously-correct move generator for the orthodox family, written from the rules text
//! without the engine's tables: men in a map keyed by (file, rank), moves found by walking
//! coordinates, legality by asking whether any enemy man could take the king afterwards. Perft
//! de-duplicates positions in a set, exactly as the definition says.

#![allow(dead_code)]

use std::collections::{BTreeMap, HashSet};

use crate::games::reference::{check_against_reference, Reference};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Kind {
    K,
    Q,
    R,
    B,
    N,
    P,
}

#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct RefPos {
    /// (file, rank) → (white?, kind)
    pub men: BTreeMap<(i32, i32), (bool, Kind)>,
    pub white_to_move: bool,
    /// En-passant target (file, rank) when the last move was a double step.
    pub ep: Option<(i32, i32)>,
    /// Castling rights, FEN's K, Q, k, q (White king's side, White queen's side, Black's).
    pub castle: [bool; 4],
}

#[derive(Clone, Copy, Debug)]
pub struct Variant {
    pub exists: fn(i32, i32) -> bool,
    pub bishop_leaps: bool,
    pub double_step_from: Option<(i32, i32)>,
    pub sideways: bool,
    pub last_rank: (i32, i32),
    /// The material alone ends the game in a draw (a dead position): perft stops there.
    pub dead: fn(&RefPos) -> bool,
    /// FIDE castling, kings from e1/e8 with the rooks of the a- and h-files (8 × 8 only).
    pub castling: bool,
}

fn chess_exists(f: i32, r: i32) -> bool {
    (0..8).contains(&f) && (0..8).contains(&r)
}

fn keltic_exists(f: i32, r: i32) -> bool {
    match r {
        0 | 6 => (3..=5).contains(&f),
        1 | 5 => (2..=6).contains(&f),
        2..=4 => (0..9).contains(&f),
        _ => false,
    }
}

/// The men other than kings.
fn others(p: &RefPos) -> Vec<((i32, i32), Kind)> {
    p.men.iter().filter(|(_, &(_, k))| k != Kind::K).map(|(&c, &(_, k))| (c, k)).collect()
}

/// FIDE's dead positions by material: kings alone, a single knight or bishop besides them, or
/// bishops only, all on squares of one colour.
fn chess_dead(p: &RefPos) -> bool {
    let others = others(p);
    if others.iter().any(|&(_, k)| !matches!(k, Kind::B | Kind::N)) {
        return false;
    }
    let colours: HashSet<i32> = others.iter().map(|&((f, r), _)| (f + r) % 2).collect();
    others.len() <= 1 || (others.iter().all(|&(_, k)| k == Kind::B) && colours.len() == 1)
}

/// `docs/rules/keltic.md`: only K vs K and K+N vs K are drawn automatically.
fn keltic_dead(p: &RefPos) -> bool {
    match others(p).as_slice() {
        [] => true,
        [(_, k)] => *k == Kind::N,
        _ => false,
    }
}

pub const CHESS: Variant = Variant {
    exists: chess_exists,
    bishop_leaps: false,
    double_step_from: Some((1, 6)),
    sideways: false,
    last_rank: (7, 0),
    dead: chess_dead,
    castling: true,
};
pub const KELTIC: Variant = Variant {
    exists: keltic_exists,
    bishop_leaps: true,
    double_step_from: None,
    sideways: true,
    last_rank: (6, 0),
    dead: keltic_dead,
    castling: false,
};

/// A pawn's target, the cell of a man it takes en passant, and the en-passant square it leaves.
type PawnStep = ((i32, i32), Option<(i32, i32)>, Option<(i32, i32)>);

const KNIGHT: [(i32, i32); 8] = [(1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2)];
const ROOK: [(i32, i32); 4] = [(0, 1), (1, 0), (0, -1), (-1, 0)];
const BISHOP: [(i32, i32); 4] = [(1, 1), (1, -1), (-1, -1), (-1, 1)];

/// Parse the board part of a FEN-like text, ranks listing only existing cells.
pub fn parse(v: &Variant, text: &str) -> RefPos {
    let fields: Vec<&str> = text.split_whitespace().collect();
    let rows: Vec<&str> = fields[0].split('/').collect();
    let mut men = BTreeMap::new();
    let top = rows.len() as i32 - 1;
    for (i, row) in rows.iter().enumerate() {
        let r = top - i as i32;
        let files: Vec<i32> = (0..20).filter(|&f| (v.exists)(f, r)).collect();
        let mut at = 0usize;
        let mut num = 0usize;
        for ch in row.chars().chain(std::iter::once(' ')) {
            if let Some(d) = ch.to_digit(10) {
                num = num * 10 + d as usize;
                continue;
            }
            at += num;
            num = 0;
            if ch == ' ' {
                break;
            }
            let kind = match ch.to_ascii_uppercase() {
                'K' => Kind::K,
                'Q' => Kind::Q,
                'R' => Kind::R,
                'B' => Kind::B,
                'N' => Kind::N,
                _ => Kind::P,
            };
            men.insert((files[at], r), (ch.is_ascii_uppercase(), kind));
            at += 1;
        }
    }
    let ep = fields.get(3).filter(|_| v.double_step_from.is_some()).and_then(|s| {
        let b = s.as_bytes();
        (b.len() == 2 && *s != "-").then(|| (i32::from(b[0] - b'a'), i32::from(b[1] - b'1')))
    });
    let rights = fields.get(2).filter(|_| v.castling).copied().unwrap_or("-");
    let castle = ['K', 'Q', 'k', 'q'].map(|l| rights.contains(l));
    RefPos { men, white_to_move: fields[1] == "w", ep, castle }
}

/// The castling rights a move from `from` to `to` leaves: a king leaving its cell loses both, a
/// rook leaving its corner or taken on it loses that one.
fn rights_after(castle: [bool; 4], from: (i32, i32), to: (i32, i32)) -> [bool; 4] {
    // (cell, right lost): e1 K Q, h1 K, a1 Q, e8 k q, h8 k, a8 q.
    let lost = [((4, 0), 0), ((4, 0), 1), ((7, 0), 0), ((0, 0), 1), ((4, 7), 2), ((4, 7), 3), ((7, 7), 2), ((0, 7), 3)];
    let mut c = castle;
    for (cell, right) in lost {
        if cell == from || cell == to {
            c[right] = false;
        }
    }
    c
}

/// Is the king of the side to move attacked where it stands, or would it be on `cell`?
fn king_attacked_on(v: &Variant, p: &RefPos, cell: (i32, i32)) -> bool {
    let me = p.white_to_move;
    let mut q = p.clone();
    let Some(&king) = p.men.iter().find(|(_, &(w, k))| w == me && k == Kind::K).map(|(c, _)| c) else {
        return false;
    };
    q.men.remove(&king);
    q.men.insert(cell, (me, Kind::K));
    q.white_to_move = !me;
    can_take_king(v, &q)
}

/// A castling: the right, the rook's file, the files between king and rook, the king's files from
/// e to its landing, the rook's landing file.
type Wing = (usize, i32, &'static [i32], [i32; 3], i32);

/// The castlings of the side to move (FIDE: king and rook unmoved — the right kept —, the cells
/// between them empty, the king not in check and crossing or landing on no attacked cell).
fn castlings(v: &Variant, p: &RefPos) -> Vec<RefPos> {
    let mut out = Vec::new();
    if !v.castling {
        return out;
    }
    let me = p.white_to_move;
    let r = if me { 0 } else { 7 };
    let first = if me { 0 } else { 2 };
    let wings: [Wing; 2] = [(first, 7, &[5, 6], [4, 5, 6], 5), (first + 1, 0, &[1, 2, 3], [4, 3, 2], 3)];
    for (right, rook_file, between, king_cells, rook_to) in wings {
        let ok = p.castle[right]
            && p.men.get(&(4, r)) == Some(&(me, Kind::K))
            && p.men.get(&(rook_file, r)) == Some(&(me, Kind::R))
            && between.iter().all(|&f| !p.men.contains_key(&(f, r)))
            && king_cells.iter().all(|&f| !king_attacked_on(v, p, (f, r)));
        if ok {
            let mut n = p.clone();
            n.men.remove(&(4, r));
            n.men.remove(&(rook_file, r));
            n.men.insert((king_cells[2], r), (me, Kind::K));
            n.men.insert((rook_to, r), (me, Kind::R));
            n.castle[first] = false;
            n.castle[first + 1] = false;
            n.white_to_move = !me;
            n.ep = None;
            out.push(n);
        }
    }
    out
}

/// Every (from, to, promotion) a man of the side to move could make, ignoring checks.
fn pseudo(v: &Variant, p: &RefPos) -> Vec<RefPos> {
    let me = p.white_to_move;
    let mut out = Vec::new();
    let exists = |f: i32, r: i32| (v.exists)(f, r);
    let at = |f: i32, r: i32| p.men.get(&(f, r)).copied();
    let mut go =
        |from: (i32, i32), to: (i32, i32), becomes: Kind, ep_take: Option<(i32, i32)>, new_ep: Option<(i32, i32)>| {
            let mut n = p.clone();
            n.men.remove(&from);
            if let Some(c) = ep_take {
                n.men.remove(&c);
            }
            n.men.insert(to, (me, becomes));
            n.white_to_move = !me;
            n.ep = new_ep;
            n.castle = rights_after(p.castle, from, to);
            out.push(n);
        };
    for (&(f, r), &(white, kind)) in &p.men {
        if white != me {
            continue;
        }
        let free_or_enemy = |t: (i32, i32)| exists(t.0, t.1) && at(t.0, t.1).is_none_or(|(w, _)| w != me);
        let mut targets: Vec<(i32, i32)> = Vec::new();
        let slide = |dirs: &[(i32, i32)], targets: &mut Vec<(i32, i32)>| {
            for &(df, dr) in dirs {
                let (mut cf, mut cr) = (f + df, r + dr);
                while exists(cf, cr) {
                    match at(cf, cr) {
                        None => targets.push((cf, cr)),
                        Some((w, _)) => {
                            if w != me {
                                targets.push((cf, cr));
                            }
                            break;
                        }
                    }
                    cf += df;
                    cr += dr;
                }
            }
        };
        match kind {
            Kind::K => {
                for df in -1..=1 {
                    for dr in -1..=1 {
                        if (df, dr) != (0, 0) && free_or_enemy((f + df, r + dr)) {
                            targets.push((f + df, r + dr));
                        }
                    }
                }
            }
            Kind::Q => {
                slide(&ROOK, &mut targets);
                slide(&BISHOP, &mut targets);
            }
            Kind::R => slide(&ROOK, &mut targets),
            Kind::B => {
                slide(&BISHOP, &mut targets);
                if v.bishop_leaps {
                    targets.extend(KNIGHT.iter().map(|&(df, dr)| (f + df, r + dr)).filter(|&t| free_or_enemy(t)));
                }
            }
            Kind::N => targets.extend(KNIGHT.iter().map(|&(df, dr)| (f + df, r + dr)).filter(|&t| free_or_enemy(t))),
            Kind::P => {
                let dir = if me { 1 } else { -1 };
                let last = if me { v.last_rank.0 } else { v.last_rank.1 };
                let mut pawn_to: Vec<PawnStep> = Vec::new();
                let ahead = (f, r + dir);
                let ahead_free = exists(ahead.0, ahead.1) && at(ahead.0, ahead.1).is_none();
                if ahead_free {
                    pawn_to.push((ahead, None, None));
                    let start = if me { v.double_step_from.map(|d| d.0) } else { v.double_step_from.map(|d| d.1) };
                    let two = (f, r + 2 * dir);
                    if start == Some(r) && exists(two.0, two.1) && at(two.0, two.1).is_none() {
                        pawn_to.push((two, None, Some(ahead)));
                    }
                } else if v.sideways {
                    for side in [(f - 1, r), (f + 1, r)] {
                        if exists(side.0, side.1) && at(side.0, side.1).is_none() {
                            pawn_to.push((side, None, None));
                        }
                    }
                }
                for df in [-1, 1] {
                    let t = (f + df, r + dir);
                    if !exists(t.0, t.1) {
                        continue;
                    }
                    match at(t.0, t.1) {
                        Some((w, _)) if w != me => pawn_to.push((t, None, None)),
                        None if p.ep == Some(t) => pawn_to.push((t, Some((t.0, r)), None)),
                        _ => {}
                    }
                }
                for (t, take, new_ep) in pawn_to {
                    if t.1 == last {
                        for k in [Kind::Q, Kind::R, Kind::B, Kind::N] {
                            go((f, r), t, k, take, None);
                        }
                    } else {
                        go((f, r), t, Kind::P, take, new_ep);
                    }
                }
                continue;
            }
        }
        for t in targets {
            go((f, r), t, kind, None, None);
        }
    }
    out
}

/// Could the side to move take the opponent's king right now?
fn can_take_king(v: &Variant, p: &RefPos) -> bool {
    let mover = p.white_to_move;
    let king = p.men.iter().find(|(_, &(w, k))| w != mover && k == Kind::K).map(|(&c, _)| c);
    let Some(king) = king else { return false };
    let mut q = p.clone();
    q.ep = None; // en passant never takes a king
    pseudo(v, &q).iter().any(|n| n.men.get(&king).is_some_and(|&(w, _)| w == mover))
}

/// Legal successors, with the en-passant square kept only when a pawn could use it (as the
/// engine normalises it).
pub fn successors(v: &Variant, p: &RefPos) -> HashSet<RefPos> {
    pseudo(v, p)
        .into_iter()
        .filter(|n| !can_take_king(v, n))
        .chain(castlings(v, p))
        .map(|mut n| {
            if let Some((ef, er)) = n.ep {
                let dir = if n.white_to_move { -1 } else { 1 };
                let capturer = (n.white_to_move, Kind::P);
                let usable = [ef - 1, ef + 1].iter().any(|&cf| n.men.get(&(cf, er + dir)) == Some(&capturer));
                if !usable {
                    n.ep = None;
                }
            }
            n
        })
        .collect()
}

/// Perft; a dead position, like a mate or a stalemate, has no successors.
pub fn perft(v: &Variant, p: &RefPos, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    if (v.dead)(p) {
        return 0;
    }
    let s = successors(v, p);
    if depth == 1 {
        return s.len() as u64;
    }
    s.iter().map(|q| perft(v, q, depth - 1)).sum()
}

/// The orthodox family's reference (Orthodox Chess, Keltic Chess), by variant.
pub struct Orthodox(pub &'static Variant);

impl Reference for Orthodox {
    type Pos = RefPos;
    fn parse(&self, text: &str) -> RefPos {
        parse(self.0, text)
    }
    fn successors(&self, pos: &RefPos) -> HashSet<RefPos> {
        successors(self.0, pos)
    }
}

/// Orthodox Chess against its reference (the registry entry's `reference`).
pub fn check(game: &super::Chess, seed: u64, plies: usize) {
    check_against_reference(game, &Orthodox(&CHESS), seed, plies);
}
