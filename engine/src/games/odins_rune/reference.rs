//! A slow, obviously-correct generator for Odin's Rune Chess, written from the rules text alone:
//! men in a map keyed by (file, rank), every move found by walking coordinates, a king's moves
//! found by literally moving it as each adjacent friendly man in turn, and successors collected in
//! a set of positions (so a square a king reaches "as" several men counts once). Perft
//! de-duplicates positions exactly as `docs/rules/README.md` defines it.

#![allow(dead_code)]

use std::collections::{BTreeMap, HashSet};

use crate::games::reference::{check_against_reference, Reference};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Kind {
    King,
    Valkyrie,
    Rook,
    Bishop,
    Ox,
    Pawn,
}

type Sq = (i32, i32);

#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct RefPos {
    /// (file, rank), both 0..10 → (white?, kind)
    pub men: BTreeMap<Sq, (bool, Kind)>,
    pub white_to_move: bool,
}

const KNIGHT: [Sq; 8] = [(1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2)];
const ORTHO: [Sq; 4] = [(0, 1), (1, 0), (0, -1), (-1, 0)];
const DIAG: [Sq; 4] = [(1, 1), (1, -1), (-1, -1), (-1, 1)];
const AROUND: [Sq; 8] = [(0, 1), (1, 1), (1, 0), (1, -1), (0, -1), (-1, -1), (-1, 0), (-1, 1)];

fn on_board(s: Sq) -> bool {
    (0..10).contains(&s.0) && (0..10).contains(&s.1)
}

fn add(a: Sq, b: Sq) -> Sq {
    (a.0 + b.0, a.1 + b.1)
}

/// Read the board and side fields of the position text (ranks 10 down to 1).
pub fn parse(text: &str) -> RefPos {
    let fields: Vec<&str> = text.split_whitespace().collect();
    let mut men = BTreeMap::new();
    for (i, row) in fields[0].split('/').enumerate() {
        let rank = 9 - i as i32;
        let mut file = 0;
        let mut run = 0;
        for ch in row.chars() {
            if let Some(d) = ch.to_digit(10) {
                run = run * 10 + d as i32;
                continue;
            }
            file += run;
            run = 0;
            let kind = match ch.to_ascii_uppercase() {
                'K' => Kind::King,
                'V' => Kind::Valkyrie,
                'R' => Kind::Rook,
                'B' => Kind::Bishop,
                'F' => Kind::Ox,
                _ => Kind::Pawn,
            };
            men.insert((file, rank), (ch.is_ascii_uppercase(), kind));
            file += 1;
        }
    }
    RefPos { men, white_to_move: fields[1] == "w" }
}

fn kings(p: &RefPos, white: bool) -> usize {
    p.men.values().filter(|&&(w, k)| w == white && k == Kind::King).count()
}

/// The man on `from` moves to `to` (taking whatever stands there); the turn passes.
fn moved(p: &RefPos, from: Sq, to: Sq) -> RefPos {
    let mut n = p.clone();
    if let Some(man) = n.men.remove(&from) {
        n.men.insert(to, man);
    }
    n.white_to_move = !p.white_to_move;
    n
}

/// Every position the man on `sq` reaches by moving as a man of kind `as_kind`; `king` says the
/// mover is really a king (which as a Valkyrie carries neither Valkyries nor kings).
fn moves_as(p: &RefPos, sq: Sq, as_kind: Kind, king: bool, out: &mut HashSet<RefPos>) {
    let me = p.white_to_move;
    let friend = |s: Sq| p.men.get(&s).is_some_and(|&(w, _)| w == me);
    let lines = |dirs: &[Sq], carry: bool, out: &mut HashSet<RefPos>| {
        for &d in dirs {
            let mut passed = vec![sq];
            let mut t = add(sq, d);
            while on_board(t) {
                match p.men.get(&t) {
                    None => {
                        out.insert(moved(p, sq, t));
                        passed.push(t);
                    }
                    Some(&(w, _)) if w != me => {
                        out.insert(moved(p, sq, t));
                        break;
                    }
                    Some(&(_, k)) => {
                        let may = carry && k != Kind::Valkyrie && !(king && k == Kind::King);
                        if may {
                            for &drop in &passed {
                                let mut n = moved(p, sq, t);
                                n.men.insert(drop, (me, k));
                                out.insert(n);
                            }
                        }
                        break;
                    }
                }
                t = add(t, d);
            }
        }
    };
    match as_kind {
        Kind::Rook => lines(&ORTHO, false, out),
        Kind::Bishop => lines(&DIAG, false, out),
        Kind::Valkyrie => {
            lines(&ORTHO, true, out);
            lines(&DIAG, true, out);
        }
        Kind::Ox => {
            for d in KNIGHT {
                let t = add(sq, d);
                if !on_board(t) || friend(t) {
                    continue;
                }
                let n = moved(p, sq, t);
                for a in AROUND {
                    let nb = add(t, a);
                    if n.men.get(&nb).is_some_and(|&(w, _)| w != me) {
                        let mut m = n.clone();
                        m.men.remove(&nb);
                        out.insert(m);
                    }
                }
                out.insert(n);
            }
        }
        Kind::Pawn => {
            let dir = if me { 1 } else { -1 };
            for d in DIAG {
                let t = add(sq, d);
                if on_board(t) && !friend(t) {
                    out.insert(moved(p, sq, t));
                }
            }
            let two = (sq.0, sq.1 + 2 * dir);
            let free_diagonal = [-1, 1].iter().any(|&df| {
                let s = (sq.0 + df, sq.1 + dir);
                on_board(s) && !p.men.contains_key(&s)
            });
            if on_board(two) && !friend(two) && free_diagonal {
                out.insert(moved(p, sq, two));
            }
        }
        Kind::King => {}
    }
}

/// The distinct positions one turn can produce; none once a side has lost both kings.
pub fn successors(p: &RefPos) -> HashSet<RefPos> {
    let mut out = HashSet::new();
    if kings(p, true) == 0 || kings(p, false) == 0 {
        return out;
    }
    let me = p.white_to_move;
    for (&sq, &(w, kind)) in &p.men {
        if w != me {
            continue;
        }
        if kind != Kind::King {
            moves_as(p, sq, kind, false, &mut out);
            continue;
        }
        for a in AROUND {
            match p.men.get(&add(sq, a)) {
                Some(&(w2, k)) if w2 == me && k != Kind::King => moves_as(p, sq, k, true, &mut out),
                _ => {}
            }
        }
    }
    out
}

pub fn perft(p: &RefPos, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let s = successors(p);
    if depth == 1 {
        return s.len() as u64;
    }
    s.iter().map(|q| perft(q, depth - 1)).sum()
}

/// Odin's Rune Chess's reference.
pub struct Ref;

impl Reference for Ref {
    type Pos = RefPos;
    fn parse(&self, text: &str) -> RefPos {
        parse(text)
    }
    fn successors(&self, pos: &RefPos) -> HashSet<RefPos> {
        successors(pos)
    }
}

/// Odin's Rune Chess against its reference (the registry entry's `reference`).
pub fn check(game: &super::OdinsRune, seed: u64, plies: usize) {
    check_against_reference(game, &Ref, seed, plies);
}
