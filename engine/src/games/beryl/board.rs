//! The 39-kite board of Beryl Chess and spIndecision Beryl, built from lattice arithmetic exactly as
//! `docs/rules/spindecision-beryl.md` describes it: 13 unit triangles of a triangular
//! lattice, each cut into three kites by the segments from its centroid to its edge midpoints.
//!
//! Everything here — names, polygons, centres, colour classes, the rook rings, bishop lines, king
//! and knight targets, pawn steps and promotion zones — is computed from the lattice rules
//! ([`Board::from_lattice`]; the tests compare the results with the spec's tables). The page's
//! [`board`] computes the names, polygons and classes at start up and reads the movement tables
//! (rings, lines, king, knight and pawn targets, promotion zones) from `board_tables.rs`, which
//! `from_lattice` wrote and a test checks against it: the walks along the lattice are 6 KB of code,
//! their results 2 KB of data.
//!
//! A cell is a pair (T, V): a board triangle T and one of its corners V; X1, X2 are T's other two
//! corners in alphabetical order of their corner letters. Lattice point (a, b) lies at
//! x = a + b/2, y = (√3/2)·b (y up); drawings flip y.

use std::sync::OnceLock;

use crate::geometry::Geometry;

pub use super::drawing::SCALE;
use super::lattice::{add, dbl, orientation, sub, triangles};
pub use super::lattice::{mirror, rot120, Kite, Pt, Triangle};

/// Number of cells.
pub const CELLS: usize = 39;
/// The three armies (corners): A (White, bottom-left), B (Black, bottom-right), C (Red, top).
pub const ARMIES: usize = 3;

/// A rook ring: the outer kites of the board triangles around a lattice vertex.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Ring {
    pub vertex: Pt,
    pub closed: bool,
    /// Cells in ring order (from one end when open).
    pub cells: Vec<u8>,
}

/// A short list of cells, nearest first for rays.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Line {
    cells: [u8; 12],
    len: u8,
    /// The same cells as a bit set (bit `c` for cell `c`).
    mask: u64,
}

impl Line {
    fn push(&mut self, c: u8) {
        if usize::from(self.len) < self.cells.len() {
            self.cells[usize::from(self.len)] = c;
            self.len += 1;
            self.mask |= 1 << c;
        }
    }
    /// The cells as a bit set.
    #[inline]
    pub fn mask(&self) -> u64 {
        self.mask
    }
    #[inline]
    pub fn as_slice(&self) -> &[u8] {
        &self.cells[..usize::from(self.len)]
    }
    fn from_sorted(mut v: Vec<u8>) -> Self {
        crate::sort::sort(&mut v);
        v.dedup();
        let mut l = Line::default();
        v.into_iter().for_each(|c| l.push(c));
        l
    }
}

/// A reader of stored lines: each its length, then its cells.
struct Lines(&'static [u8]);

impl Lines {
    fn next(&mut self) -> Line {
        let (&n, rest) = self.0.split_first().unwrap_or((&0, &[]));
        let (cells, rest) = rest.split_at(usize::from(n).min(rest.len()));
        self.0 = rest;
        let mut l = Line::default();
        cells.iter().for_each(|&c| l.push(c));
        l
    }
}

/// The board: its cells and every movement table, plus its drawing.
#[derive(Clone, Debug)]
pub struct Board {
    pub triangles: Vec<Triangle>,
    /// The cells, in id order (rank, file, corner letter).
    pub kites: Vec<Kite>,
    /// The 12 rook rings, by vertex.
    pub rings: Vec<Ring>,
    /// Per cell: rook rays along ring(X1) (sibling step first, then hex step first), then along
    /// ring(X2) likewise. Nearest first.
    rook: [[Line; 4]; CELLS],
    /// Per cell: bishop rays — short diagonal through M(V,X1), through M(V,X2), long diagonal via V,
    /// via C. Nearest first.
    bishop: [[Line; 4]; CELLS],
    king: [Line; CELLS],
    knight: [Line; CELLS],
    pawn_step: [[Line; CELLS]; ARMIES],
    pawn_take: [[Line; CELLS]; ARMIES],
    /// Cells from which a pawn of the army takes this cell.
    pawn_takers: [[Line; CELLS]; ARMIES],
    /// Promotion zone of each army, as a bit mask of cells.
    promotion: [u64; ARMIES],
    pub geometry: Geometry,
}

/// The board, built once.
pub fn board() -> &'static Board {
    static BOARD: OnceLock<Board> = OnceLock::new();
    BOARD.get_or_init(Board::build)
}

impl Board {
    /// The board, its movement tables read from [`super::board_tables`] (a test checks them
    /// against [`Board::from_lattice`]).
    fn build() -> Board {
        let mut b = Board::cells();
        b.load_tables();
        b.geometry = b.build_geometry();
        b
    }

    /// The board with every table computed from the lattice rules, as the module's comment says
    /// (what [`board`] reads from its stored tables).
    pub fn from_lattice() -> Board {
        let mut b = Board::cells();
        b.build_tables();
        b.geometry = b.build_geometry();
        b
    }

    /// The triangles and kites, the tables empty.
    fn cells() -> Board {
        let triangles = triangles();
        let mut kites = Vec::new();
        for (ti, t) in triangles.iter().enumerate() {
            for i in 0..3 {
                let v = t.corners[i];
                let others: Vec<Pt> = (0..3).filter(|&j| j != i).map(|j| t.corners[j]).collect();
                let (x1, x2) = (others[0], others[1]);
                let (orientation, class) = orientation(sub(dbl(v), add(x1, x2)));
                kites.push(Kite {
                    name: format!("{}{}", t.name, t.letters[i]),
                    tri: ti,
                    v,
                    x1,
                    x2,
                    orientation,
                    class,
                });
            }
        }
        Board {
            triangles,
            kites,
            rings: Vec::new(),
            rook: [[Line::default(); 4]; CELLS],
            bishop: [[Line::default(); 4]; CELLS],
            king: [Line::default(); CELLS],
            knight: [Line::default(); CELLS],
            pawn_step: [[Line::default(); CELLS]; ARMIES],
            pawn_take: [[Line::default(); CELLS]; ARMIES],
            pawn_takers: [[Line::default(); CELLS]; ARMIES],
            promotion: [0; ARMIES],
            geometry: Geometry {
                cells: Vec::new(),
                labels: Vec::new(),
                view_box: (0.0, 0.0, 0.0, 0.0),
                piece_size: 1.0,
            },
        }
    }

    /// The tables from [`super::board_tables`], each line there its length then its cells.
    fn load_tables(&mut self) {
        use super::board_tables::{LINES, PROMOTION, RINGS};
        let mut lines = Lines(LINES);
        for cell in 0..CELLS {
            self.rook[cell] = [(); 4].map(|_| lines.next());
            self.bishop[cell] = [(); 4].map(|_| lines.next());
            self.king[cell] = lines.next();
            self.knight[cell] = lines.next();
        }
        for army in 0..ARMIES {
            for cell in 0..CELLS {
                self.pawn_step[army][cell] = lines.next();
                self.pawn_take[army][cell] = lines.next();
                self.pawn_takers[army][cell] = lines.next();
            }
        }
        self.promotion = PROMOTION;
        let mut rings = Lines(RINGS);
        while let [a, b, closed, ..] = *rings.0 {
            rings.0 = &rings.0[3..];
            let cells = rings.next().as_slice().to_vec();
            self.rings.push(Ring { vertex: (i32::from(a), i32::from(b)), closed: closed == 1, cells });
        }
    }

    /// The board triangle with these three corners.
    pub fn triangle_at(&self, pts: [Pt; 3]) -> Option<usize> {
        let mut want = pts;
        crate::sort::sort(&mut want);
        self.triangles.iter().position(|t| {
            let mut c = t.corners;
            crate::sort::sort(&mut c);
            c == want
        })
    }

    /// The cell (T, V) where T is the board triangle with corners `pts`.
    pub fn cell_at(&self, pts: [Pt; 3], v: Pt) -> Option<u8> {
        let t = self.triangle_at(pts)?;
        self.cell_of(t, v)
    }

    fn cell_of(&self, tri: usize, v: Pt) -> Option<u8> {
        self.kites.iter().position(|k| k.tri == tri && k.v == v).and_then(|i| u8::try_from(i).ok())
    }

    fn corners(&self, tri: usize) -> [Pt; 3] {
        self.triangles[tri].corners
    }

    /// The corner of `tri` that is neither `p` nor `q`.
    fn third(&self, tri: usize, p: Pt, q: Pt) -> Pt {
        self.corners(tri).into_iter().find(|&c| c != p && c != q).unwrap_or(p)
    }

    /// One step along ring(x) from the kite (tri, w): across a spoke to the sibling, or across the
    /// half-edge to the hex-neighbour.
    fn ring_step(&self, tri: usize, w: Pt, x: Pt, sibling: bool) -> Option<(usize, Pt)> {
        let w2 = self.third(tri, x, w);
        if sibling {
            Some((tri, w2))
        } else {
            Some((self.triangle_at([x, w, sub(add(x, w), w2)])?, w))
        }
    }

    /// The cells of a rook ray from `cell` along ring(x), starting with a sibling or a hex step and
    /// alternating; it stops at the end of an open ring or before coming back to its start.
    fn ring_ray(&self, cell: usize, x: Pt, sibling_first: bool) -> Line {
        let k = &self.kites[cell];
        let (mut tri, mut w) = (k.tri, k.v);
        let mut sibling = sibling_first;
        let mut line = Line::default();
        while let Some((t2, w2)) = self.ring_step(tri, w, x, sibling) {
            let Some(c) = self.cell_of(t2, w2) else { break };
            if usize::from(c) == cell {
                break;
            }
            line.push(c);
            (tri, w, sibling) = (t2, w2, !sibling);
        }
        line
    }

    /// Short diagonal: leave the kite (tri, v) through the midpoint of V and the corner `out`.
    fn short_diagonal(&self, cell: usize, first_out: Pt) -> Line {
        let k = &self.kites[cell];
        let (mut tri, mut v, mut out) = (k.tri, k.v, first_out);
        let mut line = Line::default();
        loop {
            let entered = self.third(tri, v, out);
            let Some(t2) = self.triangle_at([v, out, sub(add(v, out), entered)]) else { break };
            let Some(c) = self.cell_of(t2, out) else { break };
            line.push(c);
            // Entered at the midpoint of (out, v): leave through the kite's other midpoint corner.
            let next_out = self.third(t2, out, v);
            (tri, v, out) = (t2, out, next_out);
        }
        line
    }

    /// Long diagonal (the kite's axis): through V to the point-symmetric kite, or through C to the
    /// kite of the next triangle at the far corner; the two kinds of step alternate.
    fn long_diagonal(&self, cell: usize, via_v_first: bool) -> Line {
        let k = &self.kites[cell];
        let (mut tri, mut v) = (k.tri, k.v);
        let mut via_v = via_v_first;
        let mut line = Line::default();
        loop {
            let c = self.corners(tri);
            let others: Vec<Pt> = c.into_iter().filter(|&p| p != v).collect();
            let (x1, x2) = (others[0], others[1]);
            let next = if via_v {
                self.triangle_at([v, sub(dbl(v), x1), sub(dbl(v), x2)]).map(|t| (t, v))
            } else {
                let w = sub(add(x1, x2), v);
                self.triangle_at([x1, x2, w]).map(|t| (t, w))
            };
            let Some((t2, v2)) = next else { break };
            let Some(cell2) = self.cell_of(t2, v2) else { break };
            line.push(cell2);
            (tri, v, via_v) = (t2, v2, !via_v);
        }
        line
    }

    /// The knight's closed form (the same targets as its definition).
    fn knight_targets(&self, cell: usize) -> Vec<u8> {
        let k = &self.kites[cell];
        let v = k.v;
        let mut out = Vec::new();
        for (p, q) in [(sub(k.x1, v), sub(k.x2, v)), (sub(k.x2, v), sub(k.x1, v))] {
            let vp = sub(v, p);
            let vq = add(v, q);
            let candidates = [
                ([v, vp, sub(v, q)], vp),
                ([v, vp, add(vp, q)], add(vp, q)),
                ([vq, sub(vq, p), sub(add(vq, q), p)], vq),
                ([vq, sub(add(vq, q), p), add(vq, q)], vq),
            ];
            out.extend(candidates.iter().filter_map(|&(pts, at)| self.cell_at(pts, at)));
        }
        out
    }

    /// λ of corner `army` (A, B, C) at a kite, times 36 (smaller = farther from the corner).
    pub fn lambda36(&self, army: usize, cell: usize) -> i32 {
        let s = self.kites[cell].centroid36();
        match army {
            0 => 4 * 36 - s.0 - s.1,
            1 => s.0,
            _ => s.1,
        }
    }

    fn build_tables(&mut self) {
        for cell in 0..CELLS {
            let k = self.kites[cell].clone();
            self.rook[cell] = [
                self.ring_ray(cell, k.x1, true),
                self.ring_ray(cell, k.x1, false),
                self.ring_ray(cell, k.x2, true),
                self.ring_ray(cell, k.x2, false),
            ];
            self.bishop[cell] = [
                self.short_diagonal(cell, k.x1),
                self.short_diagonal(cell, k.x2),
                self.long_diagonal(cell, true),
                self.long_diagonal(cell, false),
            ];
            let firsts = self.rook[cell].iter().chain(&self.bishop[cell]).filter_map(|l| l.as_slice().first().copied());
            self.king[cell] = Line::from_sorted(firsts.collect());
            self.knight[cell] = Line::from_sorted(self.knight_targets(cell));
        }
        for army in 0..ARMIES {
            let mut by_lambda: Vec<(i32, usize)> = (0..CELLS).map(|c| (self.lambda36(army, c), c)).collect();
            crate::sort::sort(&mut by_lambda);
            self.promotion[army] = by_lambda.iter().take(4).fold(0, |m, &(_, c)| m | 1u64 << c);
            for cell in 0..CELLS {
                let here = self.lambda36(army, cell);
                let forward = |rays: &[Line; 4]| -> Vec<u8> {
                    let firsts = rays.iter().filter_map(|l| l.as_slice().first().copied());
                    firsts.filter(|&c| self.lambda36(army, usize::from(c)) < here).collect()
                };
                let (steps, takes) = (forward(&self.rook[cell]), forward(&self.bishop[cell]));
                self.pawn_step[army][cell] = Line::from_sorted(steps);
                self.pawn_take[army][cell] = Line::from_sorted(takes);
            }
            for cell in 0..CELLS {
                let takers =
                    (0..CELLS).filter(|&c| self.pawn_take[army][c].as_slice().contains(&(cell as u8))).map(|c| c as u8);
                self.pawn_takers[army][cell] = Line::from_sorted(takers.collect());
            }
        }
        self.rings = self.build_rings();
    }

    fn build_rings(&self) -> Vec<Ring> {
        let mut vertices: Vec<Pt> = self.triangles.iter().flat_map(|t| t.corners).collect();
        crate::sort::sort(&mut vertices);
        vertices.dedup();
        let mut rings = Vec::new();
        for x in vertices {
            let members: Vec<usize> =
                (0..CELLS).filter(|&c| self.kites[c].v != x && self.corners(self.kites[c].tri).contains(&x)).collect();
            let Some(&first) = members.first() else { continue };
            // Walk from an end of an open ring (a member with a step off the board), else anywhere.
            let ray_on = |c: usize, sib: bool| self.ring_ray(c, x, sib);
            let start = members
                .iter()
                .copied()
                .find(|&c| ray_on(c, true).as_slice().is_empty() || ray_on(c, false).as_slice().is_empty())
                .unwrap_or(first);
            let forward = !ray_on(start, true).as_slice().is_empty();
            let mut cells = vec![start as u8];
            cells.extend_from_slice(ray_on(start, forward).as_slice());
            let closed = cells.len() == members.len() && !ray_on(start, !forward).as_slice().is_empty();
            rings.push(Ring { vertex: x, closed, cells });
        }
        rings
    }

    pub fn name(&self, cell: usize) -> &str {
        self.kites.get(cell).map_or("", |k| k.name.as_str())
    }

    /// The cell with this name.
    pub fn parse_cell(&self, name: &str) -> Option<u8> {
        self.kites.iter().position(|k| k.name == name).and_then(|i| u8::try_from(i).ok())
    }

    /// The four rook rays of a cell, nearest first (an empty-board ray may revisit a cell of the
    /// other ray on the same ring).
    #[inline]
    pub fn rook_rays(&self, cell: usize) -> &[Line; 4] {
        &self.rook[cell]
    }
    /// The four bishop rays: short diagonal (two directions), long diagonal via V, via C.
    #[inline]
    pub fn bishop_rays(&self, cell: usize) -> &[Line; 4] {
        &self.bishop[cell]
    }
    /// The cells a king steps to (sorted by id).
    #[inline]
    pub fn king(&self, cell: usize) -> &[u8] {
        self.king[cell].as_slice()
    }
    /// The cells a knight leaps to (sorted by id).
    #[inline]
    pub fn knight(&self, cell: usize) -> &[u8] {
        self.knight[cell].as_slice()
    }
    /// A pawn of `army`'s forward rook steps (moves) from `cell`.
    #[inline]
    pub fn pawn_steps(&self, army: usize, cell: usize) -> &[u8] {
        self.pawn_step[army][cell].as_slice()
    }
    /// A pawn of `army`'s forward bishop steps (captures) from `cell`.
    #[inline]
    pub fn pawn_takes(&self, army: usize, cell: usize) -> &[u8] {
        self.pawn_take[army][cell].as_slice()
    }
    /// The cells from which a pawn of `army` takes `cell`.
    #[inline]
    pub fn pawn_takers(&self, army: usize, cell: usize) -> &[u8] {
        self.pawn_takers[army][cell].as_slice()
    }
    /// [`Board::king`] as a bit set.
    #[inline]
    pub fn king_set(&self, cell: usize) -> u64 {
        self.king[cell].mask
    }
    /// [`Board::knight`] as a bit set.
    #[inline]
    pub fn knight_set(&self, cell: usize) -> u64 {
        self.knight[cell].mask
    }
    /// [`Board::pawn_steps`] as a bit set.
    #[inline]
    pub fn pawn_step_set(&self, army: usize, cell: usize) -> u64 {
        self.pawn_step[army][cell].mask
    }
    /// [`Board::pawn_takes`] as a bit set.
    #[inline]
    pub fn pawn_take_set(&self, army: usize, cell: usize) -> u64 {
        self.pawn_take[army][cell].mask
    }
    /// [`Board::pawn_takers`] as a bit set.
    #[inline]
    pub fn pawn_taker_set(&self, army: usize, cell: usize) -> u64 {
        self.pawn_takers[army][cell].mask
    }
    /// `army`'s promotion zone as a bit set.
    #[inline]
    pub fn promotion_set(&self, army: usize) -> u64 {
        self.promotion[army]
    }
    /// Is `cell` in `army`'s promotion zone?
    #[inline]
    pub fn promotes(&self, army: usize, cell: usize) -> bool {
        self.promotion[army] >> cell & 1 == 1
    }

    /// The cell a board symmetry carries `cell` to; `map` acts on lattice points.
    pub fn image(&self, cell: usize, map: impl Fn(Pt) -> Pt) -> Option<u8> {
        let k = &self.kites[cell];
        self.cell_at([map(k.v), map(k.x1), map(k.x2)], map(k.v))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The text of `board_tables.rs` for the tables of `b`.
    fn tables_text(b: &Board) -> String {
        let line = |l: &Line| {
            let cells: Vec<String> = l.as_slice().iter().map(u8::to_string).collect();
            format!("{}, {}", cells.len(), cells.iter().map(|c| format!("{c}, ")).collect::<String>())
        };
        let mut t = String::from(
            "//! The kite board's movement tables, as [`super::board::Board::from_lattice`] computes them\n\
             //! (the test `stored_tables_are_the_lattice_s` in `board.rs` checks them and, run with\n\
             //! `RUNEBOARD_WRITE_TABLES=1`, writes this file).\n\n\
             /// Each line as its length, then its cells: per cell its four rook rays, its four bishop\n\
             /// rays, its king's and its knight's cells; then per army and cell, its pawn's steps,\n\
             /// takes and takers.\n\
             #[rustfmt::skip]\n\
             pub(super) const LINES: &[u8] = &[\n",
        );
        for c in 0..CELLS {
            let lines: Vec<String> =
                b.rook[c].iter().chain(&b.bishop[c]).chain([&b.king[c], &b.knight[c]]).map(line).collect();
            t += &format!("    /* {} */ {}\n", b.name(c), lines.concat().trim_end());
        }
        for army in 0..ARMIES {
            for c in 0..CELLS {
                let lines = [&b.pawn_step[army][c], &b.pawn_take[army][c], &b.pawn_takers[army][c]].map(line);
                t += &format!("    /* {army} {} */ {}\n", b.name(c), lines.concat().trim_end());
            }
        }
        t += "];\n\n/// Each rook ring: its vertex (a, b), 1 if closed, its length and its cells.\n\
              #[rustfmt::skip]\n\
              pub(super) const RINGS: &[u8] = &[\n";
        for r in &b.rings {
            let mut l = Line::default();
            r.cells.iter().for_each(|&c| l.push(c));
            assert_eq!(l.as_slice(), r.cells.as_slice(), "a ring fits a line");
            t += &format!("    {}, {}, {}, {}\n", r.vertex.0, r.vertex.1, u8::from(r.closed), line(&l).trim_end());
        }
        t += &format!(
            "];\n\n/// Each army's promotion zone.\npub(super) const PROMOTION: [u64; 3] = {:?};\n",
            b.promotion
        );
        t
    }

    #[test]
    fn stored_tables_are_the_lattice_s() {
        let (stored, computed) = (board(), Board::from_lattice());
        let text = tables_text(&computed);
        if std::env::var_os("RUNEBOARD_WRITE_TABLES").is_some() {
            std::fs::write(concat!(env!("CARGO_MANIFEST_DIR"), "/src/games/beryl/board_tables.rs"), &text)
                .expect("write board_tables.rs");
        }
        assert_eq!(text, include_str!("board_tables.rs"), "rerun with RUNEBOARD_WRITE_TABLES=1");
        assert_eq!(stored.rook, computed.rook);
        assert_eq!(stored.bishop, computed.bishop);
        assert_eq!(stored.king, computed.king);
        assert_eq!(stored.knight, computed.knight);
        assert_eq!(stored.pawn_step, computed.pawn_step);
        assert_eq!(stored.pawn_take, computed.pawn_take);
        assert_eq!(stored.pawn_takers, computed.pawn_takers);
        assert_eq!(stored.promotion, computed.promotion);
        assert_eq!(stored.rings, computed.rings);
        assert_eq!(stored.kites, computed.kites);
        assert_eq!(stored.geometry, computed.geometry);
    }
}
