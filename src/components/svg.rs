//! Drawing a [`Geometry`] in SVG, shared by the board and the move diagrams: short numbers,
//! polygons, and the board turned by 180° when flipped.

use runeboard_engine::{Geometry, Shade};

/// The style sheet's class for a cell's shade (`assets/style.css`, its `.board .shade-…` rules).
pub fn shade_class(shade: Shade) -> &'static str {
    match shade {
        Shade::Dark => "shade-0",
        Shade::Light => "shade-1",
        Shade::Third => "shade-2",
        Shade::Wood => "shade-4",
        Shade::WoodDeep => "shade-5",
    }
}

/// A number for an SVG attribute, short: to three decimals, as `f64`'s shortest text of the rounded
/// value writes it, but through integers (the float formatting code is large in the page's wasm).
pub fn num(v: f64) -> String {
    fixed(v, 3, true)
}

/// `v` with `decimals` decimals (at most 9), rounded; `trim`: without trailing zeros (and point).
pub fn fixed(v: f64, decimals: u32, trim: bool) -> String {
    let scale = 10_i64.pow(decimals.min(9));
    let m = (v * scale as f64).round() as i64;
    if m == 0 {
        return "0".into();
    }
    let (whole, frac) = (m.unsigned_abs() / scale as u64, m.unsigned_abs() % scale as u64);
    let sign = if m < 0 { "-" } else { "" };
    let mut digits = format!("{frac:0width$}", width = decimals as usize);
    if trim {
        while digits.ends_with('0') {
            digits.pop();
        }
    }
    if digits.is_empty() {
        format!("{sign}{whole}")
    } else {
        format!("{sign}{whole}.{digits}")
    }
}

/// Turns the drawing by 180° about the middle of the cells when the board is flipped. Points are
/// moved, not the drawing, so pictures and labels stay upright and the view box stays as it is.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct View {
    flipped: bool,
    /// Bounding box of the cells: (min x, min y, max x, max y).
    pub bounds: (f64, f64, f64, f64),
    centre: (f64, f64),
}

impl View {
    pub fn new(geometry: &Geometry, flipped: bool) -> Self {
        let points = geometry.cells.iter().flat_map(|c| c.polygon.iter());
        let (mut x0, mut y0, mut x1, mut y1) = (f64::MAX, f64::MAX, f64::MIN, f64::MIN);
        for &(x, y) in points {
            x0 = x0.min(x);
            y0 = y0.min(y);
            x1 = x1.max(x);
            y1 = y1.max(y);
        }
        if x0 > x1 {
            (x0, y0, x1, y1) = (0.0, 0.0, 0.0, 0.0);
        }
        let centre = ((x0 + x1) / 2.0, (y0 + y1) / 2.0);
        View { flipped, bounds: (x0, y0, x1, y1), centre }
    }

    pub fn at(self, (x, y): (f64, f64)) -> (f64, f64) {
        if self.flipped {
            (2.0 * self.centre.0 - x, 2.0 * self.centre.1 - y)
        } else {
            (x, y)
        }
    }

    /// Where a label goes. One beside the cells stays on its side, at the mirrored place along
    /// it (rank numbers stay on the left, file letters below, as on a turned chessboard); any
    /// other label turns with the board.
    pub fn label_at(self, (x, y): (f64, f64)) -> (f64, f64) {
        if !self.flipped {
            return (x, y);
        }
        let (x0, y0, x1, y1) = self.bounds;
        let beside = x < x0 || x > x1;
        let over_or_under = y < y0 || y > y1;
        let (rx, ry) = self.at((x, y));
        match (beside, over_or_under) {
            (true, false) => (x, ry),
            (false, true) => (rx, y),
            _ => (rx, ry),
        }
    }

    /// Where a label goes inside the board, and its `text-anchor`: in a corner of the cell nearest
    /// to where it stands outside, on the label's side (file letters in the bottom left corner, rank
    /// numbers in the top left one, on a board seen the usual way), whatever the board's shape. The
    /// text runs from the corner towards the cell's middle, so a label of two figures ("10") stays
    /// inside its cell; `font` is its size, in drawing units (a lone figure stands where it would
    /// centred).
    pub fn label_inside(self, geometry: &Geometry, at: (f64, f64), font: f64) -> (f64, f64, &'static str) {
        let (lx, ly) = self.label_at(at);
        let dist = |c: &runeboard_engine::CellInfo| {
            let (x, y) = self.at(c.centre);
            (x - lx).powi(2) + (y - ly).powi(2)
        };
        let Some(cell) = geometry.cells.iter().min_by(|a, b| dist(a).total_cmp(&dist(b))) else {
            return (lx, ly, "middle");
        };
        let (cx, cy) = self.at(cell.centre);
        // How far the cell's corners are from its centre (the nearest one).
        let (ox, oy) = cell.centre;
        let reach = cell.polygon.iter().map(|&(x, y)| (x - ox).hypot(y - oy)).fold(f64::MAX, f64::min);
        let len = (lx - cx).hypot(ly - cy).max(1e-9);
        // Towards the label, and as far again a quarter turn on (clockwise on the screen): a corner.
        let (dx, dy) = ((lx - cx) / len, (ly - cy) / len);
        let r = reach * 0.75 / std::f64::consts::SQRT_2;
        let (x, y) = (cx + (dx - dy) * r, cy + (dy + dx) * r);
        // Half a figure's width: where a lone figure centred on the corner begins (or ends).
        let half = 0.28 * font;
        match x - cx {
            d if d < -0.1 * reach => (x - half, y, "start"),
            d if d > 0.1 * reach => (x + half, y, "end"),
            _ => (x, y, "middle"),
        }
    }

    /// SVG `points` of a polygon, shrunk towards `centre` by `scale`.
    pub fn points(self, polygon: &[(f64, f64)], centre: (f64, f64), scale: f64) -> String {
        polygon
            .iter()
            .map(|&(x, y)| {
                let p = (centre.0 + (x - centre.0) * scale, centre.1 + (y - centre.1) * scale);
                let (x, y) = self.at(p);
                format!("{},{}", num(x), num(y))
            })
            .collect::<Vec<_>>()
            .join(" ")
    }

    /// SVG path of small triangles in the corners of a polygon, each reaching `fraction` of the way
    /// along the two sides that meet there.
    pub fn corners(self, polygon: &[(f64, f64)], fraction: f64) -> String {
        let n = polygon.len();
        let mut d = String::new();
        for (i, &v) in polygon.iter().enumerate() {
            let (prev, next) = (polygon[(i + n - 1) % n], polygon[(i + 1) % n]);
            let towards = |p: (f64, f64)| self.at((v.0 + (p.0 - v.0) * fraction, v.1 + (p.1 - v.1) * fraction));
            let ((x0, y0), (x1, y1), (x2, y2)) = (self.at(v), towards(prev), towards(next));
            d.push_str(&format!("M{} {}L{} {}L{} {}Z", num(x0), num(y0), num(x1), num(y1), num(x2), num(y2)));
        }
        d
    }
}

/// An SVG `viewBox` value.
pub fn view_box((x, y, w, h): (f64, f64, f64, f64)) -> String {
    format!("{} {} {} {}", num(x), num(y), num(w), num(h))
}

#[cfg(test)]
mod tests {
    use super::*;
    use runeboard_engine::GameId;
    use std::collections::BTreeSet;

    /// The page's style sheet, which colours each [`Shade`] by its class.
    const STYLE: &str = include_str!("../../assets/style.css");

    /// The shade classes the style sheet colours (its `.board .shade-…` rules).
    fn styled_shades() -> BTreeSet<&'static str> {
        STYLE
            .lines()
            .filter_map(|line| line.trim().strip_prefix(".board ."))
            .filter_map(|rest| rest.split([' ', '{', ',', ':']).next())
            .filter(|class| class.starts_with("shade-"))
            .collect()
    }

    #[test]
    fn every_shade_has_its_class_and_every_class_a_game() {
        let styled = styled_shades();
        let mut used = BTreeSet::new();
        for id in GameId::ALL {
            for cell in &id.geometry().cells {
                let class = shade_class(cell.shade);
                assert!(
                    styled.contains(class),
                    "{id}: {} is {:?}, but assets/style.css has no rule `.board .{class}`",
                    cell.name,
                    cell.shade
                );
                used.insert(class);
            }
        }
        let unused: Vec<_> = styled.difference(&used).collect();
        assert!(unused.is_empty(), "shade classes in assets/style.css that no game uses: {unused:?}");
        // Each shade its own class.
        let classes: BTreeSet<_> = Shade::ALL.iter().map(|&s| shade_class(s)).collect();
        assert_eq!(classes.len(), Shade::ALL.len());
    }

    #[test]
    fn numbers_are_short() {
        assert_eq!(num(0.0001), "0");
        assert_eq!(num(1.23456), "1.235");
        assert_eq!(num(-2.0), "-2");
        assert_eq!(fixed(1.5, 4, false), "1.5000");
        assert_eq!(fixed(-0.00004, 4, false), "0");
        assert_eq!(fixed(-0.25, 4, false), "-0.2500");
    }

    /// The integer formatting writes what `f64`'s own text of the rounded value was.
    #[test]
    fn numbers_are_written_as_f64_wrote_them() {
        let old = |v: f64| {
            let r = (v * 1000.0).round() / 1000.0;
            if r == 0.0 {
                "0".to_string()
            } else {
                r.to_string()
            }
        };
        let mut x: u64 = 0x9e37_79b9_7f4a_7c15;
        for i in 0..200_000 {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            let v = (x % 4_000_000) as f64 / 997.0 - 2000.0 + f64::from(i % 7) * 0.0005;
            assert_eq!(num(v), old(v), "{v}");
        }
        for v in [0.0, -0.0, 0.0005, -0.0005, 0.0015, 1e-9, 123.4565, -0.1, 0.1 + 0.2, 1e6 + 0.001] {
            assert_eq!(num(v), old(v), "{v}");
        }
        for v in [1.0, 0.5625, 1.3333333, 0.99999, 0.75] {
            assert_eq!(fixed(v, 4, false), format!("{v:.4}"), "{v}");
        }
    }
}
