//! The arrows and circles drawn on the board (a teacher's board), drawn over the men in SVG. They
//! take no pointer events: the cells under them stay clickable.

use runeboard_engine::{CellId, Geometry};
use yew::prelude::*;

use crate::components::svg::{num, View};
use crate::state::{Mark, Shape};

/// The drawings layer of the board.
pub fn layer(marks: &[Mark], g: &Geometry, view: View) -> Html {
    let size = g.piece_size;
    let at = |c: CellId| g.cells.get(usize::from(c)).map(|cell| view.at(cell.centre));
    let shapes = marks.iter().filter_map(|m| {
        let class = classes!("drawn", format!("pen-{}", m.pen.name()));
        match m.shape {
            Shape::Circle(c) => {
                let (x, y) = at(c)?;
                Some(html! {
                    <circle {class} cx={num(x)} cy={num(y)} r={num(size * 0.46)} stroke-width={num(size * 0.07)} />
                })
            }
            Shape::Arrow(a, b) => {
                let ((x0, y0), (x1, y1)) = (at(a)?, at(b)?);
                Some(html! { <path {class} d={arrow((x0, y0), (x1, y1), size)} /> })
            }
        }
    });
    html! { <g class="drawings" aria-hidden="true">{ for shapes }</g> }
}

/// The best turn found by the analysis: an arrow for each step from cell to cell (a circle for a
/// turn of one cell: a man put on the board), drawn under the teacher's drawings.
pub fn best(cells: &[CellId], g: &Geometry, view: View) -> Html {
    let size = g.piece_size;
    let at = |c: CellId| g.cells.get(usize::from(c)).map(|cell| view.at(cell.centre));
    let shapes: Vec<Html> = match cells {
        [] => Vec::new(),
        [c] => at(*c)
            .map(|(x, y)| html! { <circle class="best-move" cx={num(x)} cy={num(y)} r={num(size * 0.46)} stroke-width={num(size * 0.07)} /> })
            .into_iter()
            .collect(),
        _ => cells
            .windows(2)
            .filter_map(|w| Some(html! { <path class="best-move" d={arrow(at(w[0])?, at(w[1])?, size)} /> }))
            .collect(),
    };
    html! { <g class="analysis-arrows" data-testid="analysis-arrow" aria-hidden="true">{ for shapes }</g> }
}

/// An arrow's outline from one cell's centre to another's: a shaft and a head, as one filled path.
fn arrow((x0, y0): (f64, f64), (x1, y1): (f64, f64), size: f64) -> String {
    let (dx, dy) = (x1 - x0, y1 - y0);
    let len = (dx * dx + dy * dy).sqrt().max(1e-9);
    let (ux, uy) = (dx / len, dy / len);
    let (nx, ny) = (-uy, ux);
    let (shaft, head, head_len) = (size * 0.07, size * 0.2, (size * 0.36).min(len * 0.6));
    let start = size * 0.12;
    let p = |along: f64, across: f64| {
        format!("{},{}", num(x0 + ux * along + nx * across), num(y0 + uy * along + ny * across))
    };
    let neck = len - head_len;
    let pts = [
        p(start, shaft),
        p(neck, shaft),
        p(neck, head),
        p(len, 0.0),
        p(neck, -head),
        p(neck, -shaft),
        p(start, -shaft),
    ];
    format!("M{}Z", pts.join("L"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_arrow_ends_at_the_target_centre() {
        let d = arrow((0.0, 0.0), (10.0, 0.0), 1.0);
        assert!(d.starts_with("M0.12,0.07L9.64,0.07L9.64,0.2L10,0L9.64,-0.2"), "{d}");
        assert!(d.ends_with('Z'));
    }
}
