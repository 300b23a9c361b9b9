//! The triangular lattice under the kite board: lattice points, the 13 board
//! triangles with their names, the kites (T, V) and the board's symmetries. Exact integer
//! arithmetic throughout.

/// A lattice point (a, b).
pub type Pt = (i32, i32);

pub(super) fn add(p: Pt, q: Pt) -> Pt {
    (p.0 + q.0, p.1 + q.1)
}
pub(super) fn sub(p: Pt, q: Pt) -> Pt {
    (p.0 - q.0, p.1 - q.1)
}
pub(super) fn dbl(p: Pt) -> Pt {
    (2 * p.0, 2 * p.1)
}

/// One of the 13 board triangles.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Triangle {
    /// File letter and rank digit, e.g. `c2`.
    pub name: String,
    /// Up-pointing (`U(a,b)`, corners l r t) or down-pointing (`D(a,b)`, corners b l r).
    pub up: bool,
    /// Corners, in alphabetical order of their letters.
    pub corners: [Pt; 3],
    pub letters: [char; 3],
}

/// One kite cell (T, V).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Kite {
    pub name: String,
    /// Index into [`Board::triangles`].
    pub tri: usize,
    pub v: Pt,
    pub x1: Pt,
    pub x2: Pt,
    /// Direction from the triangle's centroid to V, in degrees (30, 90, …, 330).
    pub orientation: u16,
    /// Colour class 0 (30°/210°), 1 (90°/270°) or 2 (150°/330°).
    pub class: u8,
}

impl Kite {
    /// 36 × the kite's area centroid: 22·V + 7·X1 + 7·X2.
    pub fn centroid36(&self) -> Pt {
        (22 * self.v.0 + 7 * self.x1.0 + 7 * self.x2.0, 22 * self.v.1 + 7 * self.x1.1 + 7 * self.x2.1)
    }
}

/// The 13 board triangles, in (rank, file) order.
pub(super) fn triangles() -> Vec<Triangle> {
    let mut tris = Vec::new();
    for b in 0..4 {
        for a in 0..4 {
            // U(a,b) with corners l, r, t; the three corner triangles are cut off.
            if a + b <= 3 && ![(0, 0), (3, 0), (0, 3)].contains(&(a, b)) {
                tris.push((b + 1, 2 * a + b - 1, true, [(a, b), (a + 1, b), (a, b + 1)], ['l', 'r', 't']));
            }
            // D(a,b) with corners b, l, r.
            if a + b <= 2 {
                tris.push((b + 1, 2 * a + b, false, [(a + 1, b), (a, b + 1), (a + 1, b + 1)], ['b', 'l', 'r']));
            }
        }
    }
    crate::sort::sort_by(&mut tris, |a, b| (a.0, a.1).cmp(&(b.0, b.1)));
    tris.into_iter()
        .map(|(rank, file, up, corners, letters)| Triangle {
            name: format!("{}{}", char::from(b'a' + u8::try_from(file).unwrap_or(0)), rank),
            up,
            corners,
            letters,
        })
        .collect()
}

/// Orientation (degrees) and colour class of the direction 2V − X1 − X2 (3 × centroid→V).
pub(super) fn orientation(d: Pt) -> (u16, u8) {
    match d {
        (1, 1) => (30, 0),
        (-1, -1) => (210, 0),
        (-1, 2) => (90, 1),
        (1, -2) => (270, 1),
        (-2, 1) => (150, 2),
        (2, -1) => (330, 2),
        _ => (0, 3),
    }
}

/// Rotation by 120° (A → B → C): (a, b) ↦ (4 − a − b, a).
pub fn rot120(p: Pt) -> Pt {
    (4 - p.0 - p.1, p.0)
}

/// Mirror in the vertical axis (A ↔ B): (a, b) ↦ (4 − a − b, b).
pub fn mirror(p: Pt) -> Pt {
    (4 - p.0 - p.1, p.1)
}
