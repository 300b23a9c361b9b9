//! The teacher's board: arrows and circles drawn over the board in a few colours, kept with the
//! position they were drawn on (they come back when that position is shown again, by undo or in the
//! move list) and carried in links (`&draw=g.e2.e4,r.d5`: a pen letter, then one cell for a circle
//! or two for an arrow). They mean nothing to the rules: the engine never sees them.

use std::fmt;

use runeboard_engine::record::fragment;
use runeboard_engine::{CellId, GameId, Geometry};
use thiserror::Error;

/// A pen's colour.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Pen {
    #[default]
    Green,
    Red,
    Blue,
    Yellow,
}

impl Pen {
    pub const ALL: [Pen; 4] = [Pen::Green, Pen::Red, Pen::Blue, Pen::Yellow];

    /// Its letter in links.
    pub fn letter(self) -> char {
        match self {
            Pen::Green => 'g',
            Pen::Red => 'r',
            Pen::Blue => 'b',
            Pen::Yellow => 'y',
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Pen::Green => "green",
            Pen::Red => "red",
            Pen::Blue => "blue",
            Pen::Yellow => "yellow",
        }
    }

    fn from_letter(text: &str) -> Option<Pen> {
        Pen::ALL.into_iter().find(|p| text.len() == 1 && text.starts_with(p.letter()))
    }
}

/// What is drawn: a circle round a cell, or an arrow from one cell to another.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shape {
    Circle(CellId),
    Arrow(CellId, CellId),
}

impl Shape {
    /// A circle when the drawing ends where it began, else an arrow.
    pub fn between(from: CellId, to: CellId) -> Shape {
        if from == to {
            Shape::Circle(from)
        } else {
            Shape::Arrow(from, to)
        }
    }
}

/// One shape in one colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Mark {
    pub shape: Shape,
    pub pen: Pen,
}

impl Mark {
    /// In words, for screen readers: "green arrow e2 to e4", "red circle d5".
    pub fn describe(&self, g: &Geometry) -> String {
        match self.shape {
            Shape::Circle(c) => format!("{} circle {}", self.pen.name(), g.name(c)),
            Shape::Arrow(a, b) => format!("{} arrow {} to {}", self.pen.name(), g.name(a), g.name(b)),
        }
    }
}

/// Why the drawings of a link could not be read.
#[derive(Debug, Error, PartialEq, Eq)]
pub enum DrawingError {
    #[error("'{0}' is not a drawing (a pen letter g, r, b or y, then one or two cells, e.g. g.e2.e4)")]
    Shape(String),
    #[error("{game} has no cell '{cell}'")]
    Cell { game: &'static str, cell: String },
}

/// Every position's drawings, by game and position text.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Drawings {
    by_position: Vec<((GameId, String), Vec<Mark>)>,
}

impl Drawings {
    /// The marks drawn on this position.
    pub fn on(&self, game: GameId, position: &str) -> &[Mark] {
        self.by_position.iter().find(|(k, _)| k.0 == game && k.1 == position).map_or(&[], |(_, m)| m)
    }

    /// Draws a mark; the same shape drawn again in the same colour takes it away, and in another
    /// colour recolours it.
    pub fn toggle(&mut self, game: GameId, position: &str, mark: Mark) {
        let marks = self.entry(game, position);
        match marks.iter().position(|m| m.shape == mark.shape) {
            Some(i) if marks[i].pen == mark.pen => {
                marks.remove(i);
            }
            Some(i) => marks[i] = mark,
            None => marks.push(mark),
        }
        self.by_position.retain(|(_, m)| !m.is_empty());
    }

    /// Sets the marks of a position (those of a link).
    pub fn set(&mut self, game: GameId, position: &str, marks: Vec<Mark>) {
        *self.entry(game, position) = marks;
        self.by_position.retain(|(_, m)| !m.is_empty());
    }

    /// Takes in another set of drawings (a link's), whose positions' marks replace these.
    pub fn absorb(&mut self, other: Drawings) {
        for ((game, position), marks) in other.by_position {
            self.set(game, &position, marks);
        }
    }

    /// Clears a position's drawings; whether there were any.
    pub fn clear(&mut self, game: GameId, position: &str) -> bool {
        let before = self.by_position.len();
        self.by_position.retain(|(k, _)| !(k.0 == game && k.1 == position));
        self.by_position.len() != before
    }

    fn entry(&mut self, game: GameId, position: &str) -> &mut Vec<Mark> {
        let i = match self.by_position.iter().position(|(k, _)| k.0 == game && k.1 == position) {
            Some(i) => i,
            None => {
                self.by_position.push(((game, position.to_string()), Vec::new()));
                self.by_position.len() - 1
            }
        };
        &mut self.by_position[i].1
    }
}

/// Appends the link field of these marks (`draw=g.e2.e4,r.d5`) to a fragment, when there are any.
pub fn push_fragment(out: &mut String, marks: &[Mark], g: &Geometry) {
    if marks.is_empty() {
        return;
    }
    let parts: Vec<String> = marks
        .iter()
        .map(|m| match m.shape {
            Shape::Circle(c) => format!("{}.{}", m.pen.letter(), g.name(c)),
            Shape::Arrow(a, b) => format!("{}.{}.{}", m.pen.letter(), g.name(a), g.name(b)),
        })
        .collect();
    fragment::push(out, "draw", &parts.join(","));
}

/// Takes the `draw` field out of a link's fragment: the rest, and the field's text if any.
pub fn split_fragment(text: &str) -> (String, Option<String>) {
    let mut draw = None;
    let rest = fragment::join(fragment::fields(text).filter(|&(key, value)| match (key, value) {
        ("draw", Some(v)) => {
            draw = Some(v.to_string());
            false
        }
        _ => true,
    }));
    (rest, draw)
}

/// Reads a link's `draw` field on this board.
pub fn read(text: &str, game: GameId, g: &Geometry) -> Result<Vec<Mark>, DrawingError> {
    let mut marks = Vec::new();
    for part in text.split(',').filter(|p| !p.is_empty()) {
        let bad = || DrawingError::Shape(part.chars().take(40).collect());
        let mut fields = part.split('.');
        let pen = fields.next().and_then(Pen::from_letter).ok_or_else(bad)?;
        let cells = fields
            .map(|name| g.cell_by_name(name).ok_or_else(|| DrawingError::Cell { game: game.name(), cell: name.into() }))
            .collect::<Result<Vec<_>, _>>()?;
        let shape = match cells[..] {
            [c] => Shape::Circle(c),
            [a, b] if a != b => Shape::Arrow(a, b),
            _ => return Err(bad()),
        };
        if !marks.iter().any(|m: &Mark| m.shape == shape) {
            marks.push(Mark { shape, pen });
        }
    }
    Ok(marks)
}

impl fmt::Display for Pen {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cell(name: &str) -> CellId {
        GameId::Keltic.geometry().cell_by_name(name).expect("a cell")
    }

    #[test]
    fn drawn_again_is_taken_away_and_another_colour_recolours() {
        let mut d = Drawings::default();
        let arrow = Mark { shape: Shape::between(cell("e2"), cell("e4")), pen: Pen::Green };
        d.toggle(GameId::Keltic, "p", arrow);
        assert_eq!(d.on(GameId::Keltic, "p"), [arrow]);
        assert!(d.on(GameId::Keltic, "q").is_empty() && d.on(GameId::Chess, "p").is_empty());
        let red = Mark { pen: Pen::Red, ..arrow };
        d.toggle(GameId::Keltic, "p", red);
        assert_eq!(d.on(GameId::Keltic, "p"), [red]);
        d.toggle(GameId::Keltic, "p", red);
        assert!(d.on(GameId::Keltic, "p").is_empty());
        assert_eq!(d, Drawings::default(), "nothing kept for an empty position");
        d.toggle(GameId::Keltic, "p", arrow);
        assert!(d.clear(GameId::Keltic, "p") && !d.clear(GameId::Keltic, "p"));
    }

    #[test]
    fn links_carry_them_and_bad_ones_are_refused_with_a_reason() {
        let g = GameId::Keltic.geometry();
        let marks = vec![
            Mark { shape: Shape::Arrow(cell("e2"), cell("e4")), pen: Pen::Green },
            Mark { shape: Shape::Circle(cell("d5")), pen: Pen::Red },
        ];
        let mut link = "game=keltic&turns=e4".to_string();
        push_fragment(&mut link, &marks, g);
        assert_eq!(link, "game=keltic&turns=e4&draw=g.e2.e4,r.d5");
        let (rest, text) = split_fragment(&format!("{link}&computer=black"));
        assert_eq!(rest, "game=keltic&turns=e4&computer=black");
        assert_eq!(read(&text.expect("a draw field"), GameId::Keltic, g), Ok(marks));
        let mut none = String::new();
        push_fragment(&mut none, &[], g);
        assert_eq!(none, "");
        assert!(matches!(read("q.e2", GameId::Keltic, g), Err(DrawingError::Shape(_))));
        assert!(matches!(read("g.e2.e2", GameId::Keltic, g), Err(DrawingError::Shape(_))));
        assert!(matches!(read("g", GameId::Keltic, g), Err(DrawingError::Shape(_))));
        assert!(matches!(read("g.e2.e3.e4", GameId::Keltic, g), Err(DrawingError::Shape(_))));
        let err = read("g.z99", GameId::Keltic, g).expect_err("no such cell");
        assert_eq!(err.to_string(), "Keltic Chess has no cell 'z99'");
    }
}
