//! Dragging a man, with Pointer Events (mouse, touch and pen alike), as chessground's `drag.ts`
//! does it: a press on a man that may move, and once the pointer has moved a few pixels the man
//! follows it above the board while a ghost stays on its cell and its targets light up (the man is
//! picked as a click would pick it). Released on a target, it is exactly a click on the target;
//! released anywhere else, nothing is played and the man is back. The board knows no rule: which
//! men may be dragged and where they may go are the engine's table's ([`Latest`]).
//!
//! [`Drag`] is the gesture as a pure state machine (start, move, end, cancel); the handlers
//! ([`super::input`]) feed it the pointer's events and carry out what it answers.

use runeboard_engine::CellId;
use web_sys::Element;

use super::pointer::Pointer;

/// How far (CSS pixels) the pointer moves before a press becomes a drag.
pub const THRESHOLD: f64 = 3.0;

/// A press on a man that may become a drag, or the drag it became.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Held {
    pub pointer: i32,
    pub from: CellId,
    /// Where the press began (client pixels).
    pub start: (i32, i32),
    /// The pointer has moved far enough: the man follows it.
    pub lifted: bool,
    /// The drag picked the man (a click on it) when it began: put it down again if nothing is played.
    pub picked: bool,
    /// A finger holds it: drawn larger, above the finger, the cell under it outlined.
    pub touch: bool,
}

impl Held {
    /// The pointer has gone far enough from where the press began.
    fn far_enough(&self, (x, y): (i32, i32)) -> bool {
        let (dx, dy) = (f64::from(x - self.start.0), f64::from(y - self.start.1));
        dx * dx + dy * dy >= THRESHOLD * THRESHOLD
    }
}

/// What the board's handlers need of the latest table (the handlers are made once per drawing).
#[derive(Clone, Debug, Default)]
pub struct Latest {
    /// Cells a drag may start from: the men that may move, the man picked, the man moving.
    pub startable: Vec<CellId>,
    /// The man picked or moving now (a drag from it picks nothing).
    pub holding: Vec<CellId>,
    /// Cells that may be chosen next.
    pub targets: Vec<CellId>,
}

/// What a move of the pointer does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Moved {
    /// Nothing (another pointer, no press, or not far enough yet).
    Nothing,
    /// The man is lifted now: it follows the pointer from here on; `pick`: click on it first.
    Lift { from: CellId, pick: bool, touch: bool },
    /// The lifted man follows the pointer.
    Follow { touch: bool },
}

/// How a drag ended: the click it stands for (on the target it was dropped on, or on the man to
/// put it down again), and the target it was dropped on (the man is there already: it does not
/// slide).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Ended {
    pub click: Option<CellId>,
    pub dropped: Option<CellId>,
}

/// The drag gesture.
#[derive(Clone, Debug, Default)]
pub struct Drag {
    held: Option<Held>,
    /// A drag ended: the click the browser may send after it (to the cell it ended on) is not one.
    ended: bool,
    /// The target the last drag dropped its man on, until the motion has seen it.
    dropped: Option<CellId>,
}

impl Drag {
    /// A press: on a man that may be dragged (main button, no modifier key), it may become a drag.
    pub fn down(&mut self, p: &Pointer, latest: &Latest) {
        self.ended = false;
        self.dropped = None;
        self.held = match p.cell {
            Some(from) if p.button == 0 && p.primary && !p.mods.any() && latest.startable.contains(&from) => {
                Some(Held { pointer: p.id, from, start: p.at, lifted: false, picked: false, touch: p.touch })
            }
            _ => None,
        };
    }

    /// The pointer moved; `asked`: a long press has asked how the man moves (it is no drag then).
    pub fn moved(&mut self, p: &Pointer, asked: bool, latest: &Latest) -> Moved {
        let Some(held) = self.held.as_mut().filter(|h| h.pointer == p.id) else { return Moved::Nothing };
        if held.lifted {
            return Moved::Follow { touch: held.touch };
        }
        if !held.far_enough(p.at) {
            return Moved::Nothing;
        }
        if asked {
            self.held = None;
            return Moved::Nothing;
        }
        held.lifted = true;
        held.picked = !latest.holding.contains(&held.from);
        Moved::Lift { from: held.from, pick: held.picked, touch: held.touch }
    }

    /// The pointer was released over `to` (`None`: off the board, or the drag was cancelled).
    /// `None` when no man was lifted (a press that stayed a press is a click, the browser's).
    pub fn end(&mut self, pointer: i32, to: Option<CellId>, latest: &Latest) -> Option<Ended> {
        let held = self.held.take().filter(|h| h.pointer == pointer && h.lifted)?;
        self.ended = true;
        let on_target = to.filter(|t| latest.targets.contains(t));
        let click = match on_target {
            Some(to) => Some(to),
            // Back on its own cell, the man stays picked (as after a click on it).
            None if to == Some(held.from) => None,
            None if held.picked => Some(held.from),
            None => None,
        };
        self.dropped = on_target;
        Some(Ended { click, dropped: on_target })
    }

    /// The drag was cancelled (the browser took the pointer): the man is back.
    pub fn cancel(&mut self, pointer: i32, latest: &Latest) -> Option<Ended> {
        self.end(pointer, None, latest)
    }

    /// A click came: whether it is the one a drag's end sends (and so is no click).
    pub fn swallows_click(&mut self) -> bool {
        std::mem::take(&mut self.ended)
    }

    /// The target the last drag dropped its man on, once.
    pub fn take_dropped(&mut self) -> Option<CellId> {
        self.dropped.take()
    }

    /// The man lifted now, if any.
    #[cfg(test)]
    fn lifted(&self) -> Option<Held> {
        self.held.filter(|h| h.lifted)
    }
}

/// A point of the page (client pixels) in the board's own coordinates (its `viewBox`, drawn with
/// `xMidYMid meet`).
pub fn to_board(svg: &Element, view_box: (f64, f64, f64, f64), x: i32, y: i32) -> (f64, f64) {
    let r = svg.get_bounding_client_rect();
    let (vx, vy, vw, vh) = view_box;
    let s = (r.width() / vw.max(1e-9)).min(r.height() / vh.max(1e-9)).max(1e-9);
    let (ox, oy) = (r.left() + (r.width() - vw * s) / 2.0, r.top() + (r.height() - vh * s) / 2.0);
    (vx + (f64::from(x) - ox) / s, vy + (f64::from(y) - oy) / s)
}

#[cfg(test)]
mod tests {
    use super::super::pointer::Mods;
    use super::*;

    fn at(cell: Option<CellId>, x: i32) -> Pointer {
        Pointer { id: 1, primary: true, at: (x, 0), cell, ..Pointer::default() }
    }

    fn latest() -> Latest {
        Latest { startable: vec![3, 4], holding: vec![], targets: vec![7, 8] }
    }

    #[test]
    fn a_press_becomes_a_drag_past_the_threshold_and_drops_on_a_target() {
        let (mut d, l) = (Drag::default(), latest());
        d.down(&at(Some(3), 0), &l);
        assert_eq!(d.moved(&at(Some(3), 2), false, &l), Moved::Nothing, "2 px is still a press");
        assert_eq!(d.lifted(), None);
        assert_eq!(d.moved(&at(Some(3), 3), false, &l), Moved::Lift { from: 3, pick: true, touch: false });
        assert_eq!(d.moved(&at(None, 40), false, &l), Moved::Follow { touch: false });
        assert_eq!(d.end(1, Some(7), &l), Some(Ended { click: Some(7), dropped: Some(7) }));
        assert_eq!(d.lifted(), None);
        assert!(d.swallows_click(), "the browser's click after the drop is no click");
        assert!(!d.swallows_click(), "once");
        assert_eq!(d.take_dropped(), Some(7));
        assert_eq!(d.take_dropped(), None);
    }

    #[test]
    fn dropped_elsewhere_the_man_is_back_and_put_down_if_the_drag_picked_it() {
        let (mut d, l) = (Drag::default(), latest());
        d.down(&at(Some(3), 0), &l);
        d.moved(&at(None, 10), false, &l);
        assert_eq!(d.end(1, Some(9), &l), Some(Ended { click: Some(3), dropped: None }), "not a target");
        // Back on its own cell it stays picked.
        d.down(&at(Some(3), 0), &l);
        d.moved(&at(None, 10), false, &l);
        assert_eq!(d.end(1, Some(3), &l), Some(Ended::default()));
        // Already picked (a click before): the drag picks nothing, so puts nothing down.
        let l = Latest { holding: vec![3], ..latest() };
        d.down(&at(Some(3), 0), &l);
        assert_eq!(d.moved(&at(None, 10), false, &l), Moved::Lift { from: 3, pick: false, touch: false });
        assert_eq!(d.cancel(1, &l), Some(Ended::default()));
    }

    #[test]
    fn no_drag_from_a_man_that_may_not_move_with_a_key_held_or_after_a_long_press() {
        let (mut d, l) = (Drag::default(), latest());
        d.down(&at(Some(5), 0), &l);
        assert_eq!(d.moved(&at(None, 10), false, &l), Moved::Nothing, "5 may not move");
        let shift = Pointer { mods: Mods { shift: true, ..Mods::default() }, ..at(Some(3), 0) };
        d.down(&shift, &l);
        assert_eq!(d.moved(&at(None, 10), false, &l), Moved::Nothing, "Shift draws");
        let right = Pointer { button: 2, ..at(Some(3), 0) };
        d.down(&right, &l);
        assert_eq!(d.moved(&at(None, 10), false, &l), Moved::Nothing, "the right button draws");
        d.down(&at(Some(3), 0), &l);
        assert_eq!(d.moved(&at(None, 10), true, &l), Moved::Nothing, "a long press asked");
        assert_eq!(d.moved(&at(None, 20), false, &l), Moved::Nothing, "and the press is over");
        // A press that never moved ends without a drag: its click is the browser's.
        d.down(&at(Some(3), 0), &l);
        assert_eq!(d.end(1, Some(3), &l), None);
        assert!(!d.swallows_click());
    }

    #[test]
    fn another_pointer_neither_moves_nor_drops_the_man() {
        let (mut d, l) = (Drag::default(), latest());
        let finger = Pointer { touch: true, ..at(Some(4), 0) };
        d.down(&finger, &l);
        let other = Pointer { id: 2, ..at(None, 50) };
        assert_eq!(d.moved(&other, false, &l), Moved::Nothing);
        assert_eq!(
            d.moved(&Pointer { at: (0, 9), ..finger }, false, &l),
            Moved::Lift { from: 4, pick: true, touch: true }
        );
        assert_eq!(d.lifted().map(|h| (h.from, h.touch)), Some((4, true)));
        assert_eq!(d.end(2, Some(7), &l), None, "another pointer's release");
        assert_eq!(d.lifted(), None, "ends the drag all the same (as a lost pointer would)");
    }
}
