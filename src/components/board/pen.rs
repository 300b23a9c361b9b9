//! Drawing on the board, as chessground's `draw.ts`: a right-button drag draws an arrow from the
//! cell pressed to the cell released (a right click, a circle; Shift or Ctrl for red, Alt or Cmd
//! for blue, both for yellow, none green, as on lichess), and so does a plain drag or click while
//! the pen tool is on (touch); the D key on one cell, then on another (or the same), does it from
//! the keyboard. [`Drawing`] is the gesture as a pure state machine; the drawings themselves are
//! the page state's, the board only reports them ([`super::BoardEvent::Draw`]).

use runeboard_engine::CellId;

use super::pointer::{Mods, Pointer};
use crate::model::drawings::{Mark, Pen, Shape};

/// The colour of a right-button drawing, from the keys held.
pub fn pen_of(mods: Mods) -> Pen {
    match (mods.shift || mods.ctrl, mods.alt || mods.meta) {
        (false, false) => Pen::Green,
        (true, false) => Pen::Red,
        (false, true) => Pen::Blue,
        (true, true) => Pen::Yellow,
    }
}

/// The drawing gesture.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Drawing {
    /// Where a pointer's drawing began, and in which colour.
    from: Option<(CellId, Pen)>,
    /// The cell the D key was pressed on first.
    key_from: Option<CellId>,
}

impl Drawing {
    /// A press; `tool`: the pen tool's colour, when on. True when the press draws with the main
    /// button (a finger on a touch screen must then neither scroll the page nor start a click).
    pub fn down(&mut self, p: &Pointer, tool: Option<Pen>) -> bool {
        let pen = match p.button {
            2 => Some(pen_of(p.mods)),
            0 => tool,
            _ => None,
        };
        self.from = p.cell.zip(pen);
        self.from.is_some() && p.button == 0
    }

    /// The pointer was released over `to`: the arrow (or circle) drawn, if a drawing began.
    pub fn up(&mut self, to: Option<CellId>) -> Option<Mark> {
        let (from, pen) = self.from.take()?;
        Some(Mark { shape: Shape::between(from, to?), pen })
    }

    /// The D key on `cell`: the first press notes it, the second draws from it (in the pen tool's
    /// colour, green without one).
    pub fn key(&mut self, cell: CellId, tool: Option<Pen>) -> Option<Mark> {
        match self.key_from.take() {
            None => {
                self.key_from = Some(cell);
                None
            }
            Some(from) => Some(Mark { shape: Shape::between(from, cell), pen: tool.unwrap_or_default() }),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn press(button: i16, cell: CellId, mods: Mods) -> Pointer {
        Pointer { button, cell: Some(cell), mods, primary: true, ..Pointer::default() }
    }

    #[test]
    fn a_right_drag_draws_an_arrow_a_right_click_a_circle_in_the_keys_colour() {
        let mut d = Drawing::default();
        assert!(!d.down(&press(2, 1, Mods::default()), None), "the right button needs no default prevented");
        assert_eq!(d.up(Some(9)), Some(Mark { shape: Shape::Arrow(1, 9), pen: Pen::Green }));
        assert_eq!(d.up(Some(9)), None, "once");
        let shift_alt = Mods { shift: true, alt: true, ..Mods::default() };
        d.down(&press(2, 4, shift_alt), None);
        assert_eq!(d.up(Some(4)), Some(Mark { shape: Shape::Circle(4), pen: Pen::Yellow }));
        d.down(&press(2, 4, Mods { ctrl: true, ..Mods::default() }), None);
        assert_eq!(d.up(None), None, "released off the board: nothing");
        assert_eq!(pen_of(Mods { meta: true, ..Mods::default() }), Pen::Blue);
        assert_eq!(pen_of(Mods { shift: true, ..Mods::default() }), Pen::Red);
    }

    #[test]
    fn the_main_button_draws_only_with_the_pen_tool_on() {
        let mut d = Drawing::default();
        assert!(!d.down(&press(0, 1, Mods::default()), None));
        assert_eq!(d.up(Some(2)), None, "a plain drag plays");
        assert!(d.down(&press(0, 1, Mods::default()), Some(Pen::Red)));
        assert_eq!(d.up(Some(2)), Some(Mark { shape: Shape::Arrow(1, 2), pen: Pen::Red }));
        assert!(!d.down(&press(1, 1, Mods::default()), Some(Pen::Red)), "the middle button draws nothing");
        assert_eq!(d.up(Some(2)), None);
    }

    #[test]
    fn the_d_key_twice_draws_from_the_first_cell() {
        let mut d = Drawing::default();
        assert_eq!(d.key(3, None), None);
        assert_eq!(d.key(5, None), Some(Mark { shape: Shape::Arrow(3, 5), pen: Pen::Green }));
        assert_eq!(d.key(5, Some(Pen::Blue)), None, "a new drawing begins");
        assert_eq!(d.key(5, Some(Pen::Blue)), Some(Mark { shape: Shape::Circle(5), pen: Pen::Blue }));
    }
}
