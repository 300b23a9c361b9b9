//! Asking a man how it moves by a long press on a touch screen: a finger held still on a cell for
//! [`ASK_MS`] asks ([`super::BoardEvent::Ask`]); the click its release makes is then no click, and
//! the press does not become a drag. [`LongPress`] is the gesture as a pure state machine; the
//! handlers ([`super::input`]) keep its timer.

use runeboard_engine::CellId;

use super::pointer::Pointer;

/// How long a finger is held on a man to ask how it moves.
pub const ASK_MS: u32 = 500;

/// The long-press gesture.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct LongPress {
    /// The cell pressed, while its timer runs.
    waiting: Option<CellId>,
    /// The press lasted: it asked.
    asked: bool,
}

impl LongPress {
    /// A press: the cell to time a long press on (a finger's, main button, the pen tool off).
    pub fn down(&mut self, p: &Pointer, pen: bool) -> Option<CellId> {
        self.asked = false;
        self.waiting = p.cell.filter(|_| p.touch && p.button == 0 && !pen);
        self.waiting
    }

    /// The timer ran out: the cell asked about (none if the press ended first).
    pub fn lasted(&mut self) -> Option<CellId> {
        let cell = self.waiting.take()?;
        self.asked = true;
        Some(cell)
    }

    /// The press ended, or became a drag: no question.
    pub fn stop(&mut self) {
        self.waiting = None;
    }

    /// The press asked how the man moves (it does not become a drag).
    pub fn asked(&self) -> bool {
        self.asked
    }

    /// A click came: whether it is the release of a press that asked (and so is no click).
    pub fn swallows_click(&mut self) -> bool {
        std::mem::take(&mut self.asked)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn finger(cell: CellId) -> Pointer {
        Pointer { touch: true, primary: true, cell: Some(cell), ..Pointer::default() }
    }

    #[test]
    fn a_finger_held_asks_once_and_its_click_is_none() {
        let mut p = LongPress::default();
        assert_eq!(p.down(&finger(5), false), Some(5));
        assert!(!p.asked());
        assert_eq!(p.lasted(), Some(5));
        assert!(p.asked());
        assert_eq!(p.lasted(), None, "once");
        assert!(p.swallows_click());
        assert!(!p.swallows_click(), "the next click is a click");
    }

    #[test]
    fn a_short_press_a_mouse_or_the_pen_asks_nothing() {
        let mut p = LongPress::default();
        p.down(&finger(5), false);
        p.stop();
        assert_eq!(p.lasted(), None, "released before the time");
        assert!(!p.swallows_click());
        assert_eq!(p.down(&Pointer { touch: false, ..finger(5) }, false), None, "a mouse");
        assert_eq!(p.down(&finger(5), true), None, "the pen tool draws");
        assert_eq!(p.down(&Pointer { cell: None, ..finger(5) }, false), None, "off the cells");
        assert_eq!(p.lasted(), None);
    }
}
