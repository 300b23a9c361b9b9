//! A slow, obviously-correct successor generator for Tyr and Odin Tafl, written from the rules text
//! (`docs/rules/tafl.md`) without the engine's tables: men in a map keyed by (file,
//! rank), moves found by walking coordinates, berserk chains by plain recursion on copies of the
//! map. Perft de-duplicates positions in a set, exactly as the definition says.

#![allow(dead_code)]

use std::collections::{BTreeMap, BTreeSet};

use crate::games::reference::{check_against_reference, Reference};

/// What stands on a square.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Man {
    pub defender: bool,
    /// 'K' king, 'M' plain man, 'C' commander, 'V' V-man.
    pub kind: char,
}

#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct RefPos {
    pub size: i32,
    pub men: BTreeMap<(i32, i32), Man>,
    pub defenders_to_move: bool,
}

const ORTHOGONAL: [(i32, i32); 4] = [(0, 1), (1, 0), (0, -1), (-1, 0)];

/// Read the engine's position text: ranks from the top, letters K D C V A c v, digits for runs.
pub fn parse(text: &str) -> RefPos {
    let fields: Vec<&str> = text.split_whitespace().collect();
    let rows: Vec<&str> = fields[0].split('/').collect();
    let size = rows.len() as i32;
    let mut men = BTreeMap::new();
    for (i, row) in rows.iter().enumerate() {
        let rank = size - 1 - i as i32;
        let mut file = 0;
        let mut digits = String::new();
        for ch in row.chars().chain(std::iter::once(' ')) {
            if ch.is_ascii_digit() {
                digits.push(ch);
                continue;
            }
            if !digits.is_empty() {
                file += digits.parse::<i32>().expect("a number");
                digits.clear();
            }
            let man = match ch {
                ' ' => continue,
                'K' => Man { defender: true, kind: 'K' },
                'D' => Man { defender: true, kind: 'M' },
                'C' => Man { defender: true, kind: 'C' },
                'V' => Man { defender: true, kind: 'V' },
                'A' => Man { defender: false, kind: 'M' },
                'c' => Man { defender: false, kind: 'C' },
                'v' => Man { defender: false, kind: 'V' },
                other => panic!("unknown letter {other}"),
            };
            men.insert((file, rank), man);
            file += 1;
        }
        assert_eq!(file, size, "rank {rank} of {text}");
    }
    RefPos { size, men, defenders_to_move: fields[1] == "d" }
}

impl RefPos {
    fn on_board(&self, (f, r): (i32, i32)) -> bool {
        f >= 0 && r >= 0 && f < self.size && r < self.size
    }

    fn on_edge(&self, (f, r): (i32, i32)) -> bool {
        f == 0 || r == 0 || f == self.size - 1 || r == self.size - 1
    }

    fn king(&self) -> Option<(i32, i32)> {
        self.men.iter().find(|(_, m)| m.kind == 'K').map(|(&sq, _)| sq)
    }

    /// The king is gone or stands on the edge.
    pub fn game_over(&self) -> bool {
        self.king().is_none_or(|k| self.on_edge(k))
    }
}

/// Move the man on `from` to `to` and make its captures. Returns the new map, how many men it
/// took or turned, and whether one of them was the king.
fn move_and_capture(pos: &RefPos, from: (i32, i32), to: (i32, i32)) -> (RefPos, usize, bool) {
    let mut next = pos.clone();
    let mover = next.men.remove(&from).expect("a man on from");
    next.men.insert(to, mover);
    let mut victims = Vec::new();
    for (df, dr) in ORTHOGONAL {
        let victim = (to.0 + df, to.1 + dr);
        let anvil = (to.0 + 2 * df, to.1 + 2 * dr);
        let (Some(v), Some(a)) = (next.men.get(&victim), next.men.get(&anvil)) else { continue };
        if v.defender != mover.defender && a.defender == mover.defender {
            victims.push(victim);
        }
    }
    let mut king = false;
    for v in &victims {
        let man = next.men[v];
        if man.kind == 'V' {
            next.men.insert(*v, Man { defender: !man.defender, kind: 'V' });
        } else {
            king |= man.kind == 'K';
            next.men.remove(v);
        }
    }
    (next, victims.len(), king)
}

/// Where the man on `at` can go in one segment: rook moves over empty squares, and for a commander
/// in Odin a jump over an adjacent enemy man or V-man onto an empty square.
fn destinations(pos: &RefPos, at: (i32, i32), odin: bool) -> Vec<(i32, i32)> {
    let me = pos.men[&at];
    let mut out = Vec::new();
    for (df, dr) in ORTHOGONAL {
        let mut sq = (at.0 + df, at.1 + dr);
        while pos.on_board(sq) && !pos.men.contains_key(&sq) {
            out.push(sq);
            sq = (sq.0 + df, sq.1 + dr);
        }
        if odin && me.kind == 'C' {
            let over = (at.0 + df, at.1 + dr);
            let land = (at.0 + 2 * df, at.1 + 2 * dr);
            if let Some(o) = pos.men.get(&over) {
                if o.defender != me.defender
                    && (o.kind == 'M' || o.kind == 'V')
                    && pos.on_board(land)
                    && !pos.men.contains_key(&land)
                {
                    out.push(land);
                }
            }
        }
    }
    out
}

/// Every position a berserk chain can reach from `pos` with the man on `at` having just captured.
fn chain(pos: &RefPos, at: (i32, i32), odin: bool, found: &mut BTreeSet<RefPos>) {
    let king = pos.men[&at].kind == 'K';
    for to in destinations(pos, at, odin) {
        let (next, taken, king_taken) = move_and_capture(pos, at, to);
        let escape = king && next.on_edge(to);
        if taken > 0 || escape {
            found.insert(next.clone());
            if taken > 0 && !escape && !king_taken {
                chain(&next, to, odin, found);
            }
        }
    }
}

/// The distinct positions one complete legal turn can produce (side to move switched).
pub fn successors(pos: &RefPos, odin: bool) -> BTreeSet<RefPos> {
    let mut found = BTreeSet::new();
    if pos.game_over() {
        return found;
    }
    let mine: Vec<(i32, i32)> =
        pos.men.iter().filter(|(_, m)| m.defender == pos.defenders_to_move).map(|(&sq, _)| sq).collect();
    for from in mine {
        for to in destinations(pos, from, odin) {
            let (next, taken, king_taken) = move_and_capture(pos, from, to);
            let escape = pos.men[&from].kind == 'K' && next.on_edge(to);
            found.insert(next.clone());
            if taken > 0 && !escape && !king_taken {
                chain(&next, to, odin, &mut found);
            }
        }
    }
    found
        .into_iter()
        .map(|mut p| {
            p.defenders_to_move = !p.defenders_to_move;
            p
        })
        .collect()
}

pub fn perft(pos: &RefPos, odin: bool, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let next = successors(pos, odin);
    if depth == 1 {
        return next.len() as u64;
    }
    next.iter().map(|q| perft(q, odin, depth - 1)).sum()
}

/// Tyr Tafl (`odin: false`) and Odin Tafl (`odin: true`), every board size.
pub struct Ref {
    pub odin: bool,
}

impl Reference for Ref {
    type Pos = RefPos;
    fn parse(&self, text: &str) -> RefPos {
        parse(text)
    }
    fn successors(&self, pos: &RefPos) -> std::collections::HashSet<RefPos> {
        successors(pos, self.odin).into_iter().collect()
    }
}

/// A tafl game against its reference (the registry entry's `reference`).
pub fn check(game: &super::Tafl, seed: u64, plies: usize) {
    check_against_reference(game, &Ref { odin: game.rules.variant.odin }, seed, plies);
}
