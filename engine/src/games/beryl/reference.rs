//! A slow, obviously-correct reference for spIndecision Beryl and Beryl Chess, written from the
//! rules text without the engine's tables. The board is rebuilt here in plain Cartesian geometry:
//! kite polygons from the board's triangle list, then every relation found by
//! looking at the polygons — side neighbours share an edge, a rook ring around a lattice vertex
//! X is the kites with a corner half an edge from X and none at X, bishop lines are kites whose
//! diagonals lie on one straight line, the knight follows its definition (rook step + bishop step,
//! not touching, off every line), pawns go forward when the kite's area centroid (found with the
//! shoelace formula) moves away from their corner. Men sit in a map keyed by cell name; perft
//! de-duplicates positions in a set, exactly as the definition says.

#![allow(dead_code)]

use std::collections::{BTreeMap, BTreeSet, HashSet};
use std::sync::OnceLock;

use crate::games::reference::{check_against_reference, Reference};

type P = (f64, f64);
/// A triangle's name and its corners with their letters.
type Tri = (String, Vec<(char, (i32, i32))>);

const EPS: f64 = 1e-9;

fn close(a: P, b: P) -> bool {
    (a.0 - b.0).abs() < EPS && (a.1 - b.1).abs() < EPS
}

fn dist(a: P, b: P) -> f64 {
    ((a.0 - b.0).powi(2) + (a.1 - b.1).powi(2)).sqrt()
}

/// Lattice (a, b) → Cartesian, y up.
fn cart(a: f64, b: f64) -> P {
    (a + b / 2.0, b * 3f64.sqrt() / 2.0)
}

pub struct Cell {
    pub name: String,
    /// V, midpoint, centroid, midpoint.
    pub poly: [P; 4],
    pub centroid: P,
}

pub struct RefBoard {
    pub cells: Vec<Cell>,
    /// Cell index by name.
    pub index: BTreeMap<String, usize>,
    pub side: Vec<Vec<usize>>,
    /// Rings through each cell: for each, the ring's cells and its adjacency.
    pub rings: Vec<Vec<usize>>,
    /// Per cell, the straight lines (as sets of cells in order along the line) through it.
    pub lines: Vec<Vec<Vec<usize>>>,
    pub knight: Vec<Vec<usize>>,
    pub king: Vec<Vec<usize>>,
    /// λ of each army's corner at each cell's centroid.
    pub lambda: Vec<[f64; 3]>,
    pub zone: [BTreeSet<usize>; 3],
}

pub fn board() -> &'static RefBoard {
    static B: OnceLock<RefBoard> = OnceLock::new();
    B.get_or_init(build)
}

fn build() -> RefBoard {
    // §1.2: unit triangles of the side-4 triangle (0,0), (4,0), (0,4) without its corner triangles.
    let mut tris: Vec<Tri> = Vec::new();
    for b in 0..4 {
        for a in 0..4 {
            if a + b <= 3 && ![(0, 0), (3, 0), (0, 3)].contains(&(a, b)) {
                let file = (b'a' + (2 * a + b - 1) as u8) as char;
                tris.push((format!("{file}{}", b + 1), vec![('l', (a, b)), ('r', (a + 1, b)), ('t', (a, b + 1))]));
            }
            if a + b <= 2 {
                let file = (b'a' + (2 * a + b) as u8) as char;
                tris.push((
                    format!("{file}{}", b + 1),
                    vec![('b', (a + 1, b)), ('l', (a, b + 1)), ('r', (a + 1, b + 1))],
                ));
            }
        }
    }
    assert_eq!(tris.len(), 13);
    let mut cells = Vec::new();
    for (name, corners) in &tris {
        let pts: Vec<P> = corners.iter().map(|&(_, (a, b))| cart(f64::from(a), f64::from(b))).collect();
        let c = ((pts[0].0 + pts[1].0 + pts[2].0) / 3.0, (pts[0].1 + pts[1].1 + pts[2].1) / 3.0);
        for i in 0..3 {
            let v = pts[i];
            let (x1, x2) = (pts[(i + 1) % 3], pts[(i + 2) % 3]);
            let mid = |p: P| ((v.0 + p.0) / 2.0, (v.1 + p.1) / 2.0);
            let poly = [v, mid(x1), c, mid(x2)];
            cells.push(Cell { name: format!("{name}{}", corners[i].0), poly, centroid: shoelace_centroid(&poly) });
        }
    }
    // Id order: rank, file, corner letter.
    cells.sort_by_key(|c| {
        let b = c.name.as_bytes();
        (b[1], b[0], b[2])
    });
    let n = cells.len();
    let index = cells.iter().enumerate().map(|(i, c)| (c.name.clone(), i)).collect();
    let shared =
        |i: usize, j: usize| cells[i].poly.iter().filter(|&&p| cells[j].poly.iter().any(|&q| close(p, q))).count();
    let side: Vec<Vec<usize>> = (0..n).map(|i| (0..n).filter(|&j| j != i && shared(i, j) == 2).collect()).collect();

    // Rings: around every lattice point of the board.
    let mut vertices: Vec<P> = Vec::new();
    for c in &cells {
        if !vertices.iter().any(|&v| close(v, c.poly[0])) {
            vertices.push(c.poly[0]);
        }
    }
    let mut rings = Vec::new();
    for &x in &vertices {
        let ring: Vec<usize> = (0..n)
            .filter(|&i| {
                let p = &cells[i].poly;
                !p.iter().any(|&q| close(q, x)) && p.iter().any(|&q| (dist(q, x) - 0.5).abs() < EPS)
            })
            .collect();
        if !ring.is_empty() {
            rings.push(ring);
        }
    }

    // Straight lines: the short diagonal (between the two 90° corners) and the axis (V to C).
    let segments = |i: usize| [(cells[i].poly[1], cells[i].poly[3]), (cells[i].poly[0], cells[i].poly[2])];
    let on_line = |p: P, a: P, d: P| ((p.0 - a.0) * d.1 - (p.1 - a.1) * d.0).abs() < 1e-7;
    let mut lines = vec![Vec::new(); n];
    for (i, through) in lines.iter_mut().enumerate() {
        for (kind, (a, z)) in segments(i).into_iter().enumerate() {
            let len = dist(a, z);
            let d = ((z.0 - a.0) / len, (z.1 - a.1) / len);
            let proj = |p: P| (p.0 - a.0) * d.0 + (p.1 - a.1) * d.1;
            // Cells whose segment of the same kind lies on this line, ordered along it.
            let mut on: Vec<(f64, f64, usize)> = (0..n)
                .filter_map(|j| {
                    let (p, q) = segments(j)[kind];
                    (on_line(p, a, d) && on_line(q, a, d)).then(|| {
                        let (s, t) = (proj(p), proj(q));
                        (s.min(t), s.max(t), j)
                    })
                })
                .collect();
            on.sort_by(|x, y| x.0.total_cmp(&y.0));
            // The line runs on through a kite's centroid along spokes (gap 2 × √3/6) but not
            // across a missing triangle.
            for w in on.windows(2) {
                assert!(w[1].0 - w[0].1 < 0.6, "a gap in a bishop line");
            }
            through.push(on.into_iter().map(|x| x.2).collect::<Vec<usize>>());
        }
    }

    let touching: Vec<Vec<bool>> = (0..n).map(|i| (0..n).map(|j| shared(i, j) > 0).collect()).collect();
    let mut reference = RefBoard {
        cells,
        index,
        side,
        rings,
        lines,
        knight: vec![Vec::new(); n],
        king: vec![Vec::new(); n],
        lambda: Vec::new(),
        zone: [BTreeSet::new(), BTreeSet::new(), BTreeSet::new()],
    };
    let empty = BTreeMap::new();
    let mut kings = Vec::new();
    let mut knights = Vec::new();
    for (i, touch) in touching.iter().enumerate() {
        let firsts =
            |rays: Vec<Vec<usize>>| -> BTreeSet<usize> { rays.iter().filter_map(|r| r.first().copied()).collect() };
        let rook1 = |x: usize| firsts(reference.rook_rays(x, &empty));
        let bishop1 = |x: usize| firsts(reference.bishop_rays(x, &empty));
        kings.push(rook1(i).union(&bishop1(i)).copied().collect::<Vec<usize>>());
        // One rook step then one bishop step, or the reverse.
        let mut reach: BTreeSet<usize> = rook1(i).into_iter().flat_map(bishop1).collect();
        reach.extend(bishop1(i).into_iter().flat_map(rook1));
        let on_lines: BTreeSet<usize> =
            reference.ring_cells(i).chain(reference.lines[i].iter().flatten().copied()).collect();
        knights.push(reach.into_iter().filter(|&t| t != i && !touch[t] && !on_lines.contains(&t)).collect());
    }
    reference.king = kings;
    reference.knight = knights;
    // λ: barycentric weight of each corner of the big triangle A (0,0), B (4,0), C (0,4).
    let corners = [cart(0.0, 0.0), cart(4.0, 0.0), cart(0.0, 4.0)];
    for i in 0..n {
        let p = reference.cells[i].centroid;
        let mut l = [0.0; 3];
        for k in 0..3 {
            // Distance from the side opposite corner k, over the height (4 · √3/2).
            let (u, w) = (corners[(k + 1) % 3], corners[(k + 2) % 3]);
            let cross = ((w.0 - u.0) * (p.1 - u.1) - (w.1 - u.1) * (p.0 - u.0)).abs() / dist(u, w);
            l[k] = cross / (4.0 * 3f64.sqrt() / 2.0);
        }
        reference.lambda.push(l);
    }
    for k in 0..3 {
        let mut by: Vec<(f64, usize)> = (0..n).map(|i| (reference.lambda[i][k], i)).collect();
        by.sort_by(|x, y| x.0.total_cmp(&y.0));
        assert!(by[4].0 - by[3].0 > 1e-6, "the promotion zone is the 4 farthest cells");
        reference.zone[k] = by.iter().take(4).map(|x| x.1).collect();
    }
    reference
}

fn shoelace_centroid(p: &[P; 4]) -> P {
    let (mut a, mut cx, mut cy) = (0.0, 0.0, 0.0);
    for i in 0..4 {
        let (s, t) = (p[i], p[(i + 1) % 4]);
        let cr = s.0 * t.1 - t.0 * s.1;
        a += cr;
        cx += (s.0 + t.0) * cr;
        cy += (s.1 + t.1) * cr;
    }
    (cx / (3.0 * a), cy / (3.0 * a))
}

/// A man: (army 0 White / 1 Black / 2 Red, kind letter K B R N P O).
pub type Man = (u8, char);

impl RefBoard {
    pub fn id(&self, name: &str) -> usize {
        self.index[name]
    }

    fn ring_cells(&self, i: usize) -> impl Iterator<Item = usize> + '_ {
        self.rings.iter().filter(move |r| r.contains(&i)).flatten().copied()
    }

    /// Rook rays: along each ring through `i`, start at each ring neighbour and walk on to the
    /// ring neighbour not just left, until a man, the end of the ring, or back at the start.
    pub fn rook_rays(&self, i: usize, men: &BTreeMap<usize, Man>) -> Vec<Vec<usize>> {
        let mut rays = Vec::new();
        for ring in self.rings.iter().filter(|r| r.contains(&i)) {
            let nbrs = |c: usize| -> Vec<usize> { self.side[c].iter().copied().filter(|x| ring.contains(x)).collect() };
            for first in nbrs(i) {
                let mut ray = Vec::new();
                let (mut prev, mut at) = (i, first);
                loop {
                    if at == i {
                        break;
                    }
                    ray.push(at);
                    if men.contains_key(&at) {
                        break;
                    }
                    let next: Vec<usize> = nbrs(at).into_iter().filter(|&x| x != prev).collect();
                    assert!(next.len() <= 1, "a ring is a path or a cycle");
                    let Some(&n) = next.first() else { break };
                    (prev, at) = (at, n);
                }
                rays.push(ray);
            }
        }
        rays
    }

    /// Bishop rays: along each line through `i`, both ways, up to and including the first man.
    pub fn bishop_rays(&self, i: usize, men: &BTreeMap<usize, Man>) -> Vec<Vec<usize>> {
        let mut rays = Vec::new();
        for line in &self.lines[i] {
            let at = line.iter().position(|&c| c == i).expect("a line through its cell");
            let before: Vec<usize> = line[..at].iter().rev().copied().collect();
            let after: Vec<usize> = line[at + 1..].to_vec();
            for side in [before, after] {
                let mut ray = Vec::new();
                for c in side {
                    ray.push(c);
                    if men.contains_key(&c) {
                        break;
                    }
                }
                rays.push(ray);
            }
        }
        rays
    }

    /// Where a man of `kind` and `army` on `i` may go, ignoring whose turn it is, with a flag for
    /// captures.
    pub fn targets(&self, i: usize, army: u8, kind: char, men: &BTreeMap<usize, Man>) -> BTreeSet<(usize, bool)> {
        let free = |c: usize| men.get(&c).is_none_or(|m| m.0 != army);
        let cap = |c: usize| men.contains_key(&c);
        let mut out = BTreeSet::new();
        let mut take = |cells: Vec<usize>| {
            for c in cells {
                if free(c) {
                    out.insert((c, cap(c)));
                }
            }
        };
        match kind {
            'K' => take(self.king[i].clone()),
            'N' => take(self.knight[i].clone()),
            'R' => take(self.rook_rays(i, men).into_iter().flatten().collect()),
            'B' => take(self.bishop_rays(i, men).into_iter().flatten().collect()),
            'P' => {
                let a = usize::from(army);
                let here = self.lambda[i][a];
                let fwd = |c: &usize| self.lambda[*c][a] < here - 1e-9;
                let empty = BTreeMap::new();
                for c in self.side[i].iter().filter(|c| fwd(c)) {
                    if !men.contains_key(c) {
                        out.insert((*c, false));
                    }
                }
                let diag: Vec<usize> =
                    self.bishop_rays(i, &empty).iter().filter_map(|r| r.first().copied()).filter(|c| fwd(c)).collect();
                for c in diag {
                    if men.get(&c).is_some_and(|m| m.0 != army) {
                        out.insert((c, true));
                    }
                }
            }
            _ => {}
        }
        out
    }
}

/// A position: men by cell, the side to move (player or army) and the excluded army.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct RefPos {
    pub men: BTreeMap<usize, Man>,
    pub side: u8,
    pub excluded: Option<u8>,
}

/// Parse the board field and the side (and excluded army) of the position text.
pub fn parse(text: &str) -> RefPos {
    let b = board();
    let fields: Vec<&str> = text.split_whitespace().collect();
    let mut men = BTreeMap::new();
    let mut at = 0usize;
    for (r, row) in fields[0].split('/').enumerate() {
        let cells: Vec<usize> =
            (0..b.cells.len()).filter(|&i| b.cells[i].name.as_bytes()[1] == b'1' + r as u8).collect();
        let mut k = 0;
        let chars: Vec<char> = row.chars().collect();
        let mut num = 0;
        let mut j = 0;
        while j < chars.len() {
            if let Some(d) = chars[j].to_digit(10) {
                num = num * 10 + d as usize;
                j += 1;
                continue;
            }
            k += num;
            num = 0;
            let army = match chars[j] {
                'w' => 0,
                'b' => 1,
                _ => 2,
            };
            men.insert(cells[k], (army, chars[j + 1]));
            k += 1;
            j += 2;
        }
        at += cells.len();
    }
    assert_eq!(at, 39);
    let side = match fields[1] {
        "w" | "cw" => 0,
        _ => 1,
    };
    let excluded = fields.get(2).and_then(|f| match *f {
        "w" => Some(0),
        "b" => Some(1),
        "r" => Some(2),
        _ => None,
    });
    RefPos { men, side, excluded }
}

/// Successor men after `from` → `to` with the mover becoming `becomes`.
fn moved(men: &BTreeMap<usize, Man>, from: usize, to: usize, becomes: Man) -> BTreeMap<usize, Man> {
    let mut m = men.clone();
    m.remove(&from);
    m.insert(to, becomes);
    m
}

/// Turn the remaining undecided ö of `army` into `kind`.
fn settle(men: &mut BTreeMap<usize, Man>, army: u8, kind: char) {
    for m in men.values_mut() {
        if *m == (army, 'O') {
            m.1 = kind;
        }
    }
}

// ---------------------------------------------------------------- spIndecision

fn has_king(men: &BTreeMap<usize, Man>, army: u8) -> bool {
    men.values().any(|&(a, k)| a == army && (k == 'K' || k == 'O'))
}

/// Does `player` win by capturing with army `by` a King of army `victim`? Clockwise is A → C → B.
fn wins(player: u8, by: u8, victim: u8) -> bool {
    let clockwise = [2, 0, 1];
    let counter = [1, 2, 0];
    victim == if player == 0 { clockwise[usize::from(by)] } else { counter[usize::from(by)] }
}

pub fn spindecision_successors(p: &RefPos) -> HashSet<RefPos> {
    let b = board();
    let mut out = HashSet::new();
    if (0..3).any(|a| !has_king(&p.men, a)) {
        return out;
    }
    for (&from, &(army, kind)) in &p.men {
        if Some(army) == p.excluded {
            continue;
        }
        let readings: Vec<char> = if kind == 'O' { vec!['K', 'B'] } else { vec![kind] };
        for reading in readings {
            for (to, capture) in b.targets(from, army, reading, &p.men) {
                let promotions: Vec<char> = if reading == 'P' && b.zone[usize::from(army)].contains(&to) {
                    vec!['R', 'N', 'B']
                } else {
                    vec![reading]
                };
                // What the captured man may be declared, and what its partner becomes.
                let mut outcomes: Vec<Option<char>> = vec![None];
                if capture {
                    let (victim, vk) = p.men[&to];
                    let win = wins(p.side, army, victim);
                    outcomes = match vk {
                        'K' if win => vec![None],
                        'K' => vec![],
                        'O' if win => vec![Some('K'), Some('B')],
                        'O' => vec![Some('B')],
                        _ => vec![None],
                    };
                }
                for declared in outcomes {
                    for &becomes in &promotions {
                        let mut men = p.men.clone();
                        if let Some(d) = declared {
                            let victim = men[&to].0;
                            men.remove(&to);
                            settle(&mut men, victim, if d == 'K' { 'B' } else { 'K' });
                        }
                        let mut men = moved(&men, from, to, (army, becomes));
                        if kind == 'O' {
                            settle(&mut men, army, if reading == 'K' { 'B' } else { 'K' });
                        }
                        out.insert(RefPos { men, side: 1 - p.side, excluded: Some(army) });
                    }
                }
            }
        }
    }
    out
}

pub fn spindecision_perft(p: &RefPos, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let s = spindecision_successors(p);
    if depth == 1 {
        return s.len() as u64;
    }
    s.iter().map(|q| spindecision_perft(q, depth - 1)).sum()
}

// ---------------------------------------------------------------- Beryl Chess

/// Could a man of `army` take the man on `cell` right now (an ordinary attack)? Men on `except`
/// do not count.
fn attacks(men: &BTreeMap<usize, Man>, army: u8, cell: usize, except: Option<usize>) -> bool {
    let b = board();
    men.iter()
        .filter(|(&c, &(a, _))| a == army && Some(c) != except)
        .any(|(&c, &(a, k))| b.targets(c, a, k, men).contains(&(cell, true)))
}

fn in_check(men: &BTreeMap<usize, Man>, army: u8) -> bool {
    men.iter().find(|(_, &m)| m == (army, 'K')).is_some_and(|(&k, _)| attacks(men, 1 - army, k, None))
}

pub fn beryl_successors(p: &RefPos) -> HashSet<RefPos> {
    let b = board();
    let me = p.side;
    let mut out = HashSet::new();
    for (&from, &(army, kind)) in &p.men {
        if army != me {
            continue;
        }
        for (to, capture) in b.targets(from, army, kind, &p.men) {
            if capture && p.men[&to].1 == 'P' && !attacks(&p.men, me, to, Some(from)) {
                continue;
            }
            let promotions: Vec<char> =
                if kind == 'P' && b.zone[usize::from(army)].contains(&to) { vec!['R', 'N', 'B'] } else { vec![kind] };
            for becomes in promotions {
                let men = moved(&p.men, from, to, (army, becomes));
                if !in_check(&men, me) {
                    out.insert(RefPos { men, side: 1 - me, excluded: None });
                }
            }
        }
    }
    out
}

/// Beryl Chess: a draw once only the two kings are left.
pub fn beryl_dead(p: &RefPos) -> bool {
    p.men.values().all(|&(_, k)| k == 'K')
}

/// Perft; a dead position, like a mate or a stalemate, has no successors.
pub fn beryl_perft(p: &RefPos, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    if beryl_dead(p) {
        return 0;
    }
    let s = beryl_successors(p);
    if depth == 1 {
        return s.len() as u64;
    }
    s.iter().map(|q| beryl_perft(q, depth - 1)).sum()
}

/// Position text from men given as (cell, token), e.g. `("c2l", "wR")`, then the other fields.
pub fn text(men: &[(&str, &str)], rest: &str) -> String {
    let b = board();
    let mut ranks = Vec::new();
    for r in 1..=3u8 {
        let mut s = String::new();
        let mut empty = 0;
        for c in b.cells.iter().filter(|c| c.name.as_bytes()[1] == b'0' + r) {
            match men.iter().find(|(n, _)| *n == c.name) {
                Some((_, t)) => {
                    if empty > 0 {
                        s.push_str(&empty.to_string());
                        empty = 0;
                    }
                    s.push_str(t);
                }
                None => empty += 1,
            }
        }
        if empty > 0 {
            s.push_str(&empty.to_string());
        }
        ranks.push(s);
    }
    assert!(men.iter().all(|(n, _)| b.index.contains_key(*n)), "unknown cell in {men:?}");
    format!("{} {rest}", ranks.join("/"))
}

/// spIndecision Beryl and Beryl Chess's reference, by their successor function.
pub struct Kite(pub fn(&RefPos) -> HashSet<RefPos>);

impl Reference for Kite {
    type Pos = RefPos;
    fn parse(&self, text: &str) -> RefPos {
        parse(text)
    }
    fn successors(&self, pos: &RefPos) -> HashSet<RefPos> {
        (self.0)(pos)
    }
}

/// spIndecision Beryl against its reference (the registry entry's `reference`).
pub fn check_spindecision(game: &super::spindecision::SpIndecision, seed: u64, plies: usize) {
    check_against_reference(game, &Kite(spindecision_successors), seed, plies);
}

/// Beryl Chess against its reference (the registry entry's `reference`).
pub fn check_beryl(game: &super::beryl_chess::BerylChess, seed: u64, plies: usize) {
    check_against_reference(game, &Kite(beryl_successors), seed, plies);
}
