//! Motion: a played turn slides its men from cell to cell, as chessground (lichess's board) does
//! it: the men of the position before and after are compared, each man that arrived on a cell is
//! matched to one of the same picture that left another, and it slides there. The way it goes is
//! the engine's: the cells the turn touched, in the order of its steps ([`Marks::last`]), so a
//! berserk chain goes stop by stop and a Valkyrie's carried man drops after the Valkyrie's slide.
//! The page knows no rule: a man the engine's path does not name slides straight, at once.
//!
//! Frames are drawn by `requestAnimationFrame` moving the sliding pictures (a layer over the
//! board) with an SVG `transform`; the cells are not drawn again until the motion ends. A click
//! or a key during a motion ends it at once.
//!
//! [`Marks::last`]: runeboard_engine::Marks

use runeboard_engine::{CellId, PieceView};

/// One man sliding: its picture and the points it passes (board coordinates), one segment each.
#[derive(Clone, Debug, PartialEq)]
pub struct Slide {
    pub href: String,
    /// The cell it arrives on (drawn empty until the motion ends).
    pub to: CellId,
    pub points: Vec<(f64, f64)>,
    /// The segment (of the whole motion) at which it starts.
    pub start: usize,
}

impl Slide {
    fn segments(&self) -> usize {
        self.points.len().saturating_sub(1)
    }

    /// Where it stands after `t` segments of the whole motion (fractions between), eased.
    pub fn at(&self, t: f64) -> (f64, f64) {
        let local = (t - self.start as f64).clamp(0.0, self.segments() as f64);
        let i = (local.floor() as usize).min(self.segments().saturating_sub(1));
        let f = ease(local - i as f64);
        match (self.points.get(i), self.points.get(i + 1)) {
            (Some(&(x0, y0)), Some(&(x1, y1))) => (x0 + (x1 - x0) * f, y0 + (y1 - y0) * f),
            (Some(&p), None) => p,
            _ => (0.0, 0.0),
        }
    }
}

/// Ease in and out (cubic), as chessground's.
fn ease(t: f64) -> f64 {
    if t < 0.5 {
        4.0 * t * t * t
    } else {
        (t - 1.0) * (2.0 * t - 2.0) * (2.0 * t - 2.0) + 1.0
    }
}

/// The number of segments the whole motion takes.
pub fn length(slides: &[Slide]) -> usize {
    slides.iter().map(|s| s.start + s.segments()).max().unwrap_or(0)
}

/// More men arriving than this is not a turn but a jump (a position loaded): nothing slides.
const MOST: usize = 4;

/// The slides from the men `before` to the men `after`, along `path` (the cells of the turn in
/// the order of its steps; empty when unknown), with `centre` giving each cell's centre.
pub fn plan(
    before: &[PieceView],
    after: &[PieceView],
    path: &[CellId],
    centre: &dyn Fn(CellId) -> Option<(f64, f64)>,
) -> Vec<Slide> {
    let on = |men: &[PieceView], c: CellId| men.iter().find(|p| p.cell == c).map(|p| p.picture);
    let mut left: Vec<&PieceView> = before.iter().filter(|p| on(after, p.cell) != Some(p.picture)).collect();
    let arrived: Vec<&PieceView> = after.iter().filter(|p| on(before, p.cell) != Some(p.picture)).collect();
    if arrived.len() > MOST || arrived.is_empty() {
        return Vec::new();
    }
    let index = |c: CellId| path.iter().position(|&x| x == c);
    let dist = |a: CellId, b: CellId| match (centre(a), centre(b)) {
        (Some((x0, y0)), Some((x1, y1))) => (x1 - x0).powi(2) + (y1 - y0).powi(2),
        _ => f64::MAX,
    };
    // (origin's place in the path, the slide)
    let mut slides: Vec<(Option<usize>, Slide)> = Vec::new();
    for man in arrived {
        // A man of the same picture that left a cell: one the path leads from first, else the nearest.
        let best = left
            .iter()
            .enumerate()
            .filter(|(_, p)| p.picture == man.picture)
            .min_by(|(_, a), (_, b)| {
                let key = |p: &PieceView| {
                    let on_path = matches!((index(p.cell), index(man.cell)), (Some(i), Some(j)) if i < j);
                    (!on_path, dist(p.cell, man.cell))
                };
                let (ka, kb) = (key(a), key(b));
                ka.0.cmp(&kb.0).then(ka.1.total_cmp(&kb.1))
            })
            .map(|(i, _)| i);
        let Some(i) = best else { continue };
        let from = left.remove(i).cell;
        let mut cells = vec![from];
        if let (Some(i), Some(j)) = (index(from), index(man.cell)) {
            if i < j {
                cells.extend_from_slice(&path[i + 1..j]);
            }
        }
        cells.push(man.cell);
        let points: Option<Vec<_>> = cells.iter().map(|&c| centre(c)).collect();
        let Some(points) = points else { continue };
        slides.push((index(from), Slide { href: man.picture.path(), to: man.cell, points, start: 0 }));
    }
    // Men the path names go one after another, in its order; the others at once.
    runeboard_engine::sort::sort_by(&mut slides, |(a, _), (b, _)| a.map_or(0, |i| i + 1).cmp(&b.map_or(0, |i| i + 1)));
    let mut next = 0;
    for (i, slide) in &mut slides {
        if i.is_some() {
            slide.start = next;
            next += slide.segments();
        }
    }
    slides.into_iter().map(|(_, s)| s).collect()
}

/// The way the change from the position shown before (`before`: turns played, and the cells its
/// last turn touched) to the one shown now goes: the last turn's cells in order when it was played
/// (one turn more), backwards when taken back (one turn less), nothing to follow when the same
/// number of turns stand (a turn played instead of another: its men slide straight); `None` when
/// it is no turn but a jump (nothing slides).
pub fn path(before: (usize, &[CellId]), now: (usize, &[CellId])) -> Option<Vec<CellId>> {
    match (before.0, now.0) {
        (a, b) if b == a + 1 => Some(now.1.to_vec()),
        (a, b) if a == b + 1 => Some(before.1.iter().rev().copied().collect()),
        (a, b) if a == b => Some(Vec::new()),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use runeboard_engine::Picture;

    fn man(cell: CellId, figure: &'static str) -> PieceView {
        PieceView {
            cell,
            army: 0,
            kind: 'X',
            picture: Picture::new("white", figure),
            name: figure.into(),
            dimmed: false,
        }
    }

    fn centre(c: CellId) -> Option<(f64, f64)> {
        Some((f64::from(c), 0.0))
    }

    #[test]
    fn a_man_slides_along_the_path_stop_by_stop() {
        let before = [man(0, "rook"), man(9, "pawn")];
        let after = [man(5, "rook"), man(9, "pawn")];
        let s = plan(&before, &after, &[0, 2, 3, 5], &centre);
        assert_eq!(s.len(), 1);
        assert_eq!(s[0].points, vec![(0.0, 0.0), (2.0, 0.0), (3.0, 0.0), (5.0, 0.0)]);
        assert_eq!(length(&s), 3);
        assert_eq!(s[0].at(0.0), (0.0, 0.0));
        assert_eq!(s[0].at(1.0), (2.0, 0.0));
        assert_eq!(s[0].at(3.0), (5.0, 0.0));
        let (x, _) = s[0].at(0.5);
        assert!(x > 0.0 && x < 2.0);
    }

    #[test]
    fn a_carried_man_drops_after_the_carrier() {
        // The Valkyrie 0 → 4 picks up the man on 4, which drops on 7.
        let before = [man(0, "valkyrie"), man(4, "pawn")];
        let after = [man(4, "valkyrie"), man(7, "pawn")];
        let s = plan(&before, &after, &[0, 4, 7], &centre);
        assert_eq!(s.len(), 2);
        assert_eq!((s[0].href.as_str(), s[0].start), ("pieces/men.svg#white-valkyrie", 0));
        assert_eq!((s[1].href.as_str(), s[1].start, s[1].to), ("pieces/men.svg#white-pawn", 1, 7));
        // Taken back: the path reversed, the pawn goes first.
        let back = plan(&after, &before, &[7, 4, 0], &centre);
        assert_eq!(back[0].href, "pieces/men.svg#white-pawn");
        assert_eq!(back[1].start, 1);
    }

    #[test]
    fn a_taken_man_does_not_slide_and_a_jump_does_not_move() {
        let before = [man(0, "pawn"), man(1, "knight")];
        let after = [man(1, "pawn")];
        let s = plan(&before, &after, &[0, 1], &centre);
        assert_eq!(s.len(), 1);
        assert_eq!(s[0].to, 1);
        let many: Vec<_> = (0..8).map(|c| man(c, "pawn")).collect();
        let moved: Vec<_> = (10..18).map(|c| man(c, "pawn")).collect();
        assert!(plan(&many, &moved, &[], &centre).is_empty());
        assert!(plan(&many, &many, &[], &centre).is_empty());
    }

    #[test]
    fn a_turn_played_goes_its_way_taken_back_the_other_and_a_jump_does_not_slide() {
        assert_eq!(path((4, &[1, 2]), (5, &[6, 7, 8])), Some(vec![6, 7, 8]));
        assert_eq!(path((5, &[6, 7, 8]), (4, &[1, 2])), Some(vec![8, 7, 6]));
        assert_eq!(path((5, &[6, 7]), (5, &[6, 9])), Some(vec![]));
        assert_eq!(path((2, &[]), (7, &[1])), None);
        assert_eq!(path((7, &[1]), (0, &[])), None);
    }
}
