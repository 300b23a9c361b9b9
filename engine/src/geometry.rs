//! Board geometry as data: named cells with polygons for drawing, built from coordinates.
//!
//! A [`Geometry`] knows nothing about pieces or rules. It carries what every board shares — cell
//! names, polygons and centres in drawing units (x right, y down), a shade per cell — and
//! keyboard navigation computed from the centres, so the same code serves square boards with holes,
//! tafl boards and the 39-kite board. Movement tables (rays, leaps) are built from coordinates by
//! the boards that need them, e.g. [`SquareGrid`].

/// Index of a cell in a [`Geometry`].
pub type CellId = u16;

/// One cell of a board.
#[derive(Clone, Debug, PartialEq)]
pub struct CellInfo {
    /// Its name in notation and position text, e.g. `e4` or `c2l`.
    pub name: String,
    /// Outline in drawing units, x to the right and y downwards.
    pub polygon: Vec<(f64, f64)>,
    /// Where a piece standing on it is drawn.
    pub centre: (f64, f64),
    /// How the cell is coloured.
    pub shade: Shade,
}

/// How a cell is coloured. The engine names the colour only; the page maps each shade to a class
/// of its style sheet (and its test checks that every game's shades are styled there).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Shade {
    /// The dark cells of a chequered board; the first of the kite board's three colours.
    Dark,
    /// The light cells of a chequered board; the kite board's second colour.
    Light,
    /// The kite board's third colour.
    Third,
    /// Tafl boards are one wood without special squares, in two close tones (a faint checker that
    /// helps to follow rows and files across the large boards): the paler one…
    Wood,
    /// …and the deeper one.
    WoodDeep,
}

impl Shade {
    pub const ALL: [Shade; 5] = [Shade::Dark, Shade::Light, Shade::Third, Shade::Wood, Shade::WoodDeep];
    /// The kite board's three colours, by the lattice's colour class (0, 1, 2).
    pub const KITE: [Shade; 3] = [Shade::Dark, Shade::Light, Shade::Third];

    /// Dark or light, as on a chequered board whose a1 is dark.
    pub fn chequer(file: u8, rank: u8) -> Shade {
        if (file + rank) % 2 == 1 {
            Shade::Light
        } else {
            Shade::Dark
        }
    }
}

/// A label drawn outside the board (file letters, rank numbers).
#[derive(Clone, Debug, PartialEq)]
pub struct EdgeLabel {
    pub text: String,
    pub at: (f64, f64),
}

/// A board: its cells and what is drawn around them.
#[derive(Clone, Debug, PartialEq)]
pub struct Geometry {
    pub cells: Vec<CellInfo>,
    pub labels: Vec<EdgeLabel>,
    /// Bounding box of cells and labels: (min x, min y, width, height).
    pub view_box: (f64, f64, f64, f64),
    /// Size of a piece drawn on a cell, in drawing units.
    pub piece_size: f64,
}

/// A screen direction for keyboard navigation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NavDir {
    Up,
    Down,
    Left,
    Right,
}

impl Geometry {
    /// The cell with this name.
    pub fn cell_by_name(&self, name: &str) -> Option<CellId> {
        self.cells.iter().position(|c| c.name == name).and_then(|i| CellId::try_from(i).ok())
    }

    /// The name of a cell (empty for an unknown id).
    pub fn name(&self, cell: CellId) -> &str {
        self.cells.get(usize::from(cell)).map_or("", |c| c.name.as_str())
    }

    pub fn len(&self) -> usize {
        self.cells.len()
    }

    pub fn is_empty(&self) -> bool {
        self.cells.is_empty()
    }

    /// The cell to go to from `from` when an arrow key is pressed, as seen on screen (`flipped` turns
    /// the board by 180°). It is the nearest cell whose centre lies within 60° of the direction,
    /// nearness weighting sideways offset 1.2 times, so it follows rows and files on square boards and
    /// the cells' real layout elsewhere (on the kite board every cell stays reachable).
    pub fn navigate(&self, from: CellId, dir: NavDir, flipped: bool) -> Option<CellId> {
        let here = self.cells.get(usize::from(from))?.centre;
        let (mut dx, mut dy) = match dir {
            NavDir::Up => (0.0, -1.0),
            NavDir::Down => (0.0, 1.0),
            NavDir::Left => (-1.0, 0.0),
            NavDir::Right => (1.0, 0.0),
        };
        if flipped {
            dx = -dx;
            dy = -dy;
        }
        let mut best: Option<(f64, usize)> = None;
        for (i, c) in self.cells.iter().enumerate() {
            let (vx, vy) = (c.centre.0 - here.0, c.centre.1 - here.1);
            let along = vx * dx + vy * dy;
            let across = (vx * dy - vy * dx).abs();
            if along <= 1e-9 || across > along * 1.732_05 {
                continue;
            }
            let score = along + 1.2 * across;
            if best.is_none_or(|(s, _)| score < s - 1e-9) {
                best = Some((score, i));
            }
        }
        best.and_then(|(_, i)| CellId::try_from(i).ok())
    }
}

/// File letters used on square boards (up to 17 files: a..q).
pub const FILE_LETTERS: &[u8] = b"abcdefghijklmnopq";

/// A rectangular grid of unit squares, some of which may be missing (holes). Cells are numbered
/// rank by rank from rank 1, file a upwards, skipping holes. It builds its own [`Geometry`] and the
/// neighbour, ray and leap tables every square-board game uses, all from coordinates.
#[derive(Clone, Debug)]
pub struct SquareGrid {
    pub files: u8,
    pub ranks: u8,
    /// (file, rank) of each cell, 0-based.
    pub coords: Vec<(u8, u8)>,
    /// Cell at (file, rank), `files * rank + file`; `None` for holes.
    index: Vec<Option<CellId>>,
    /// Flattened rays: `rays[ray_at[cell * 8 + dir]..]`, lengths in `ray_len`.
    rays: Vec<CellId>,
    ray_at: Vec<u32>,
    ray_len: Vec<u8>,
    knight: Vec<CellId>,
    knight_at: Vec<u32>,
    pub geometry: Geometry,
}

/// The 8 directions of a square grid as (file, rank) steps: 4 orthogonal, then 4 diagonal.
pub const DIRECTIONS: [(i8, i8); 8] = [(0, 1), (1, 0), (0, -1), (-1, 0), (1, 1), (1, -1), (-1, -1), (-1, 1)];
/// Indices into [`DIRECTIONS`].
pub const ORTHOGONAL: [usize; 4] = [0, 1, 2, 3];
pub const DIAGONAL: [usize; 4] = [4, 5, 6, 7];
/// The eight knight leaps.
pub const KNIGHT_LEAPS: [(i8, i8); 8] = [(1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2)];

impl SquareGrid {
    /// A full `files` × `ranks` board.
    pub fn rectangle(files: u8, ranks: u8) -> Self {
        Self::with_holes(files, ranks, |_, _| true)
    }

    /// A board on which only the squares for which `exists(file, rank)` holds are cells.
    pub fn with_holes(files: u8, ranks: u8, exists: impl Fn(u8, u8) -> bool) -> Self {
        let mut coords = Vec::new();
        let mut index = vec![None; usize::from(files) * usize::from(ranks)];
        for r in 0..ranks {
            for f in 0..files {
                if exists(f, r) {
                    let id = CellId::try_from(coords.len()).unwrap_or(CellId::MAX);
                    index[usize::from(r) * usize::from(files) + usize::from(f)] = Some(id);
                    coords.push((f, r));
                }
            }
        }
        let mut grid = SquareGrid {
            files,
            ranks,
            coords,
            index,
            rays: Vec::new(),
            ray_at: Vec::new(),
            ray_len: Vec::new(),
            knight: Vec::new(),
            knight_at: Vec::new(),
            geometry: Geometry {
                cells: Vec::new(),
                labels: Vec::new(),
                view_box: (0.0, 0.0, 0.0, 0.0),
                piece_size: 0.9,
            },
        };
        grid.build_tables();
        grid.geometry = grid.build_geometry();
        grid
    }

    fn build_tables(&mut self) {
        for cell in 0..self.coords.len() {
            let (f, r) = self.coords[cell];
            for &(df, dr) in &DIRECTIONS {
                self.ray_at.push(u32::try_from(self.rays.len()).unwrap_or(u32::MAX));
                let mut len = 0u8;
                let (mut cf, mut cr) = (i16::from(f), i16::from(r));
                loop {
                    cf += i16::from(df);
                    cr += i16::from(dr);
                    match self.at(cf, cr) {
                        Some(c) => {
                            self.rays.push(c);
                            len += 1;
                        }
                        None => break,
                    }
                }
                self.ray_len.push(len);
            }
            self.knight_at.push(u32::try_from(self.knight.len()).unwrap_or(u32::MAX));
            for &(df, dr) in &KNIGHT_LEAPS {
                if let Some(c) = self.at(i16::from(f) + i16::from(df), i16::from(r) + i16::from(dr)) {
                    self.knight.push(c);
                }
            }
        }
        self.knight_at.push(u32::try_from(self.knight.len()).unwrap_or(u32::MAX));
    }

    fn build_geometry(&self) -> Geometry {
        let top = f64::from(self.ranks);
        let cells = self
            .coords
            .iter()
            .map(|&(f, r)| {
                let (x, y) = (f64::from(f), top - 1.0 - f64::from(r));
                CellInfo {
                    name: square_name(f, r),
                    polygon: vec![(x, y), (x + 1.0, y), (x + 1.0, y + 1.0), (x, y + 1.0)],
                    centre: (x + 0.5, y + 0.5),
                    shade: Shade::chequer(f, r),
                }
            })
            .collect();
        let mut labels = Vec::new();
        for f in 0..self.files {
            labels.push(EdgeLabel {
                text: char::from(FILE_LETTERS[usize::from(f)]).to_string(),
                at: (f64::from(f) + 0.5, top + 0.3),
            });
        }
        for r in 0..self.ranks {
            labels.push(EdgeLabel { text: (r + 1).to_string(), at: (-0.3, top - 0.5 - f64::from(r)) });
        }
        Geometry { cells, labels, view_box: (-0.6, -0.1, f64::from(self.files) + 0.7, top + 0.65), piece_size: 0.9 }
    }

    /// The cell at signed coordinates, if it exists.
    #[inline]
    pub fn at(&self, file: i16, rank: i16) -> Option<CellId> {
        if file < 0 || rank < 0 || file >= i16::from(self.files) || rank >= i16::from(self.ranks) {
            return None;
        }
        let i = usize::try_from(rank * i16::from(self.files) + file).ok()?;
        self.index.get(i).copied().flatten()
    }

    /// The cell one step from `cell` by (df, dr).
    #[inline]
    pub fn offset(&self, cell: CellId, df: i8, dr: i8) -> Option<CellId> {
        let (f, r) = self.coords[usize::from(cell)];
        self.at(i16::from(f) + i16::from(df), i16::from(r) + i16::from(dr))
    }

    /// The cells along direction `dir` (an index into [`DIRECTIONS`]) from `cell`, nearest first,
    /// up to the edge of the existing cells.
    #[inline]
    pub fn ray(&self, cell: CellId, dir: usize) -> &[CellId] {
        let k = usize::from(cell) * 8 + dir;
        let start = self.ray_at[k] as usize;
        &self.rays[start..start + usize::from(self.ray_len[k])]
    }

    /// The cells a knight on `cell` leaps to.
    #[inline]
    pub fn knight(&self, cell: CellId) -> &[CellId] {
        let c = usize::from(cell);
        &self.knight[self.knight_at[c] as usize..self.knight_at[c + 1] as usize]
    }

    pub fn len(&self) -> usize {
        self.coords.len()
    }

    pub fn is_empty(&self) -> bool {
        self.coords.is_empty()
    }

    /// 0-based file of a cell.
    #[inline]
    pub fn file(&self, cell: CellId) -> u8 {
        self.coords[usize::from(cell)].0
    }

    /// 0-based rank of a cell.
    #[inline]
    pub fn rank(&self, cell: CellId) -> u8 {
        self.coords[usize::from(cell)].1
    }

    /// Light square? (a1 is dark, as on a chessboard.)
    #[inline]
    pub fn is_light(&self, cell: CellId) -> bool {
        let (f, r) = self.coords[usize::from(cell)];
        (f + r) % 2 == 1
    }

    pub fn name(&self, cell: CellId) -> String {
        let (f, r) = self.coords[usize::from(cell)];
        square_name(f, r)
    }

    /// Parse a square name such as `e4` or `k11` into a cell of this grid.
    pub fn parse_square(&self, s: &str) -> Option<CellId> {
        let mut chars = s.chars();
        let file = chars.next()?;
        let f = FILE_LETTERS.iter().position(|&b| char::from(b) == file)?;
        let digits = chars.as_str();
        if digits.is_empty() || digits.starts_with('0') || !digits.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        let r: i16 = digits.parse().ok()?;
        self.at(i16::try_from(f).ok()?, r - 1)
    }
}

fn square_name(f: u8, r: u8) -> String {
    format!("{}{}", char::from(FILE_LETTERS[usize::from(f)]), r + 1)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rectangle_rays_and_knights() {
        let g = SquareGrid::rectangle(8, 8);
        assert_eq!(g.len(), 64);
        let a1 = g.parse_square("a1").expect("a1");
        assert_eq!(g.ray(a1, 0).len(), 7);
        assert_eq!(g.ray(a1, 4).len(), 7);
        assert_eq!(g.ray(a1, 2).len(), 0);
        assert_eq!(g.knight(a1).len(), 2);
        let d4 = g.parse_square("d4").expect("d4");
        assert_eq!(g.knight(d4).len(), 8);
        assert!(!g.is_light(a1));
        assert_eq!(g.geometry.cells[usize::from(a1)].shade, Shade::Dark);
        assert_eq!(g.parse_square("i1"), None);
        assert_eq!(g.parse_square("a0"), None);
        assert_eq!(g.parse_square("a01"), None);
    }

    #[test]
    fn holes_stop_rays() {
        // A plus shape: the corners of a 3x3 are missing.
        let g = SquareGrid::with_holes(3, 3, |f, r| f == 1 || r == 1);
        assert_eq!(g.len(), 5);
        let b1 = g.parse_square("b1").expect("b1");
        assert_eq!(g.ray(b1, 0).len(), 2);
        assert_eq!(g.ray(b1, 4).len(), 1); // to c2, then c3 is missing
        assert_eq!(g.parse_square("a1"), None);
    }

    #[test]
    fn navigation_follows_screen() {
        let g = SquareGrid::rectangle(8, 8);
        let e4 = g.parse_square("e4").expect("e4");
        let nav = |d| g.geometry.navigate(e4, d, false).map(|c| g.name(c));
        assert_eq!(nav(NavDir::Up).as_deref(), Some("e5"));
        assert_eq!(nav(NavDir::Down).as_deref(), Some("e3"));
        assert_eq!(nav(NavDir::Left).as_deref(), Some("d4"));
        assert_eq!(nav(NavDir::Right).as_deref(), Some("f4"));
        let up_flipped = g.geometry.navigate(e4, NavDir::Up, true).map(|c| g.name(c));
        assert_eq!(up_flipped.as_deref(), Some("e3"));
        let h8 = g.parse_square("h8").expect("h8");
        assert_eq!(g.geometry.navigate(h8, NavDir::Right, false), None);
    }
}
