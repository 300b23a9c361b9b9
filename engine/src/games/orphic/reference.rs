//! A slow, obviously-correct move generator for Orphic Chess with Elks, written from the rules text
//! (`docs/rules/orphic.md`) without the engine's tables or code: men in a map
//! keyed by (file, rank), the reserve as a map of letters to counts, moves found by walking
//! coordinates, legality by asking whether any enemy man could take the king afterwards. Perft
//! de-duplicates positions in a set, exactly as the definition says.

#![allow(dead_code)]

use std::collections::{BTreeMap, HashSet};

use crate::games::reference::{check_against_reference, Reference};

/// A position. Men are letters: `K Q R B N P E` (always upper case here, colour in the bool).
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct OrphicRef {
    /// (file, rank) → (white?, letter)
    pub men: BTreeMap<(i32, i32), (bool, char)>,
    pub white_to_move: bool,
    pub ep: Option<(i32, i32)>,
    /// (white?, reserve letter K Q E L D N) → count, zero counts left out.
    pub reserve: BTreeMap<(bool, char), u32>,
}

const KNIGHT: [(i32, i32); 8] = [(1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2)];
const ROOK: [(i32, i32); 4] = [(0, 1), (1, 0), (0, -1), (-1, 0)];
const BISHOP: [(i32, i32); 4] = [(1, 1), (1, -1), (-1, -1), (-1, 1)];
const KING: [(i32, i32); 8] = [(0, 1), (1, 0), (0, -1), (-1, 0), (1, 1), (1, -1), (-1, -1), (-1, 1)];

/// Where a man goes, what it becomes, the square of a man it takes en passant, and the en-passant
/// square it leaves behind.
type Target = ((i32, i32), char, Option<(i32, i32)>, Option<(i32, i32)>);

fn on_board(c: (i32, i32)) -> bool {
    (0..8).contains(&c.0) && (0..8).contains(&c.1)
}

/// a1 is dark; a square is light when file + rank is odd.
fn light(c: (i32, i32)) -> bool {
    (c.0 + c.1) % 2 == 1
}

/// Parse the engine's position text (fields: board, side, reserve, en passant).
pub fn parse(text: &str) -> OrphicRef {
    let fields: Vec<&str> = text.split_whitespace().collect();
    let mut men = BTreeMap::new();
    for (i, row) in fields[0].split('/').enumerate() {
        let r = 7 - i as i32;
        let mut f = 0;
        for ch in row.chars() {
            if let Some(d) = ch.to_digit(10) {
                f += d as i32;
            } else {
                men.insert((f, r), (ch.is_ascii_uppercase(), ch.to_ascii_uppercase()));
                f += 1;
            }
        }
    }
    let mut reserve = BTreeMap::new();
    if fields[2] != "-" {
        for ch in fields[2].chars() {
            *reserve.entry((ch.is_ascii_uppercase(), ch.to_ascii_uppercase())).or_insert(0) += 1;
        }
    }
    let ep = (fields[3] != "-").then(|| {
        let b = fields[3].as_bytes();
        (i32::from(b[0] - b'a'), i32::from(b[1] - b'1'))
    });
    OrphicRef { men, white_to_move: fields[1] == "w", ep, reserve }
}

fn king_of(p: &OrphicRef, white: bool) -> Option<(i32, i32)> {
    p.men.iter().find(|(_, &(w, l))| w == white && l == 'K').map(|(&c, _)| c)
}

/// Every position a board move of the side to move could give, ignoring its own king's safety.
fn board_successors(p: &OrphicRef) -> Vec<OrphicRef> {
    let me = p.white_to_move;
    let only_captures = king_of(p, me).is_none();
    let mut out = Vec::new();
    let at = |c: (i32, i32)| p.men.get(&c).copied();
    for (&from, &(white, letter)) in &p.men {
        if white != me {
            continue;
        }
        let mut moves: Vec<Target> = Vec::new();
        let rides = |dirs: &[(i32, i32)], far: bool, moves: &mut Vec<_>| {
            for &(df, dr) in dirs {
                let mut t = (from.0 + df, from.1 + dr);
                while on_board(t) {
                    match at(t) {
                        None => moves.push((t, letter, None, None)),
                        Some((w, _)) => {
                            if w != me {
                                moves.push((t, letter, None, None));
                            }
                            break;
                        }
                    }
                    if !far {
                        break;
                    }
                    t = (t.0 + df, t.1 + dr);
                }
            }
        };
        match letter {
            'K' => rides(&KING, false, &mut moves),
            'Q' => {
                rides(&ROOK, true, &mut moves);
                rides(&BISHOP, true, &mut moves);
            }
            'R' => rides(&ROOK, true, &mut moves),
            'B' => rides(&BISHOP, true, &mut moves),
            'N' => rides(&KNIGHT, false, &mut moves),
            'E' => {
                if light(from) {
                    rides(&KNIGHT, false, &mut moves)
                } else {
                    rides(&ROOK, true, &mut moves)
                }
            }
            _ => {
                let dir = if me { 1 } else { -1 };
                let one = (from.0, from.1 + dir);
                if on_board(one) && at(one).is_none() {
                    moves.push((one, 'P', None, None));
                    let second_rank = if me { 1 } else { 6 };
                    let two = (from.0, from.1 + 2 * dir);
                    if from.1 == second_rank && at(two).is_none() {
                        moves.push((two, 'P', None, Some(one)));
                    }
                }
                for df in [-1, 1] {
                    let t = (from.0 + df, from.1 + dir);
                    if !on_board(t) {
                        continue;
                    }
                    match at(t) {
                        Some((w, _)) if w != me => moves.push((t, 'P', None, None)),
                        None if p.ep == Some(t) => moves.push((t, 'P', Some((t.0, from.1)), None)),
                        _ => {}
                    }
                }
            }
        }
        for (to, becomes, taken, ep) in moves {
            let captures = at(to).is_some() || taken.is_some();
            if only_captures && !captures {
                continue;
            }
            let last = if me { 7 } else { 0 };
            let kinds: Vec<char> =
                if becomes == 'P' && to.1 == last { vec!['Q', 'R', 'B', 'N', 'E'] } else { vec![becomes] };
            for k in kinds {
                let mut n = p.clone();
                n.men.remove(&from);
                if let Some(t) = taken {
                    n.men.remove(&t);
                }
                n.men.insert(to, (me, k));
                n.white_to_move = !me;
                n.ep = ep;
                out.push(n);
            }
        }
    }
    out
}

/// Could the side to move take the other side's king right now?
fn could_take_king(p: &OrphicRef) -> bool {
    let Some(king) = king_of(p, !p.white_to_move) else { return false };
    let mut q = p.clone();
    q.ep = None;
    // (The capture-only rule cannot hide this: taking the king is a capture.)
    board_successors(&q).iter().any(|n| n.men.get(&king).is_some_and(|&(w, _)| w == p.white_to_move))
}

/// Is the side to move in check?
pub fn in_check(p: &OrphicRef) -> bool {
    let mut q = p.clone();
    q.white_to_move = !p.white_to_move;
    could_take_king(&q)
}

/// Every position a drop of the side to move could give, ignoring its own king's safety.
fn drop_successors(p: &OrphicRef) -> Vec<OrphicRef> {
    let me = p.white_to_move;
    let checked = in_check(p);
    let mut out = Vec::new();
    let letters: Vec<char> = p.reserve.keys().filter(|(w, _)| *w == me).map(|&(_, l)| l).collect();
    for l in letters {
        let piece = if l == 'L' || l == 'D' { 'B' } else { l };
        let mut after = p.clone();
        let count = after.reserve.get_mut(&(me, l)).map_or(0, |c| {
            *c -= 1;
            *c
        });
        if count == 0 {
            after.reserve.remove(&(me, l));
        }
        after.white_to_move = !me;
        after.ep = None;
        for f in 0..8 {
            for r in 0..8 {
                let sq = (f, r);
                if (l == 'L' && !light(sq)) || (l == 'D' && light(sq)) {
                    continue;
                }
                match p.men.get(&sq) {
                    None => {
                        let mut n = after.clone();
                        n.men.insert(sq, (me, piece));
                        out.push(n);
                    }
                    Some(&(w, 'P')) if w == me && !checked => {
                        let ranks = if me { 1..=3 } else { 4..=6 };
                        for rr in ranks {
                            for ff in 0..8 {
                                let new_sq = (ff, rr);
                                if new_sq == sq || p.men.contains_key(&new_sq) {
                                    continue;
                                }
                                let mut n = after.clone();
                                n.men.insert(sq, (me, piece));
                                n.men.insert(new_sq, (me, 'P'));
                                out.push(n);
                            }
                        }
                    }
                    _ => {}
                }
            }
        }
    }
    out
}

/// The distinct legal successors, the en-passant square kept only when an enemy pawn stands beside
/// the pawn that double-stepped (as the engine's position text does).
pub fn successors(p: &OrphicRef) -> HashSet<OrphicRef> {
    board_successors(p)
        .into_iter()
        .chain(drop_successors(p))
        .filter(|n| !could_take_king(n))
        .map(|mut n| {
            if let Some((ef, er)) = n.ep {
                let dir = if n.white_to_move { -1 } else { 1 };
                let usable =
                    [ef - 1, ef + 1].iter().any(|&cf| n.men.get(&(cf, er + dir)) == Some(&(n.white_to_move, 'P')));
                if !usable {
                    n.ep = None;
                }
            }
            n
        })
        .collect()
}

/// `docs/rules/orphic.md`: K vs K, K+B vs K and K+N vs K with both reserves empty are drawn.
pub fn dead(p: &OrphicRef) -> bool {
    let others: Vec<char> = p.men.values().filter(|&&(_, l)| l != 'K').map(|&(_, l)| l).collect();
    p.reserve.values().all(|&n| n == 0) && matches!(others.as_slice(), [] | ['B'] | ['N'])
}

/// Perft; a dead position, like a mate or a stalemate, has no successors.
pub fn perft(p: &OrphicRef, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    if dead(p) {
        return 0;
    }
    let s = successors(p);
    if depth == 1 {
        return s.len() as u64;
    }
    s.iter().map(|q| perft(q, depth - 1)).sum()
}

/// Orphic Chess with Elks's reference.
pub struct Ref;

impl Reference for Ref {
    type Pos = OrphicRef;
    fn parse(&self, text: &str) -> OrphicRef {
        parse(text)
    }
    fn successors(&self, pos: &OrphicRef) -> HashSet<OrphicRef> {
        successors(pos)
    }
}

/// Orphic Chess with Elks against its reference (the registry entry's `reference`).
pub fn check(game: &super::Orphic, seed: u64, plies: usize) {
    check_against_reference(game, &Ref, seed, plies);
}
