//! The kite board's drawing: each kite's polygon [V, M(V,X1), C, M(V,X2)] and area centroid in
//! drawing units (x right, y down), its colour class as the [`Shade`], and the file and rank labels.

use crate::geometry::{CellInfo, EdgeLabel, Geometry, Shade};

use super::board::Board;
use super::lattice::{add, Pt};

/// Drawing units per lattice edge.
pub const SCALE: f64 = 3.0;

impl Board {
    pub(super) fn build_geometry(&self) -> Geometry {
        let top = 3.0 * 3f64.sqrt() / 2.0;
        let xy = |a: f64, b: f64| ((a + b / 2.0) * SCALE, (top - b * 3f64.sqrt() / 2.0) * SCALE);
        let pt = |p: Pt| xy(f64::from(p.0), f64::from(p.1));
        let mid = |p: Pt, q: Pt| xy(f64::from(p.0 + q.0) / 2.0, f64::from(p.1 + q.1) / 2.0);
        let cells = self
            .kites
            .iter()
            .map(|k| {
                let c3 = add(add(k.v, k.x1), k.x2);
                let s = k.centroid36();
                CellInfo {
                    name: k.name.clone(),
                    polygon: vec![
                        pt(k.v),
                        mid(k.v, k.x1),
                        xy(f64::from(c3.0) / 3.0, f64::from(c3.1) / 3.0),
                        mid(k.v, k.x2),
                    ],
                    centre: xy(f64::from(s.0) / 36.0, f64::from(s.1) / 36.0),
                    // Class 3 (no kite has it) would be drawn dark.
                    shade: Shade::KITE.get(usize::from(k.class)).copied().unwrap_or(Shade::Dark),
                }
            })
            .collect();
        let mut labels = Vec::new();
        // Files a–e are the vertical columns of triangle centroids, x = 1, 1.5, …, 3.
        for f in 0..5u8 {
            let (x, _) = xy(1.0 + f64::from(f) / 2.0, 0.0);
            labels.push(EdgeLabel { text: char::from(b'a' + f).to_string(), at: (x, (top + 0.2) * SCALE) });
        }
        // Ranks 1–3 at the left of their rows (the left edge is at x = 0.75, 0.75, 1.25 mid-row).
        for (r, left) in [(1, 0.75), (2, 0.75), (3, 1.25)] {
            let y = (top - (f64::from(r) - 0.5) * 3f64.sqrt() / 2.0) * SCALE;
            labels.push(EdgeLabel { text: r.to_string(), at: ((left - 0.2) * SCALE, y) });
        }
        Geometry {
            cells,
            labels,
            view_box: (0.42 * SCALE, -0.1 * SCALE, 3.18 * SCALE, (top + 0.42) * SCALE),
            piece_size: 0.42 * SCALE,
        }
    }
}
