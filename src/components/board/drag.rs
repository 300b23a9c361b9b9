//! Dragging a man, with Pointer Events (mouse, touch and pen alike), as chessground does it: a
//! press on a man that may move, and once the pointer has moved a few pixels the man follows it
//! above the board while a ghost stays on its cell and its targets light up (the man is picked as
//! a click would pick it). Released on a target, it is exactly a click on the target; released
//! anywhere else, nothing is played and the man is back. The board knows no rule: which men may
//! be dragged and where they may go are the engine's table's.

use runeboard_engine::CellId;
use web_sys::Element;

/// How far (CSS pixels) the pointer moves before a press becomes a drag.
pub const THRESHOLD: f64 = 3.0;

/// A press on a man that may become a drag.
#[derive(Clone, Debug)]
pub struct Drag {
    pub pointer: i32,
    pub from: CellId,
    /// Where the press began (client pixels).
    pub start: (i32, i32),
    /// The pointer has moved far enough: the man follows it.
    pub started: bool,
    /// The drag picked the man (a click on it) when it began: put it down again if nothing is played.
    pub picked: bool,
}

impl Drag {
    /// The pointer has gone far enough from where the press began.
    pub fn far_enough(&self, x: i32, y: i32) -> bool {
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

/// A point of the page (client pixels) in the board's own coordinates (its `viewBox`, drawn with
/// `xMidYMid meet`).
pub fn to_board(svg: &Element, view_box: (f64, f64, f64, f64), x: i32, y: i32) -> (f64, f64) {
    let r = svg.get_bounding_client_rect();
    let (vx, vy, vw, vh) = view_box;
    let s = (r.width() / vw.max(1e-9)).min(r.height() / vh.max(1e-9)).max(1e-9);
    let (ox, oy) = (r.left() + (r.width() - vw * s) / 2.0, r.top() + (r.height() - vh * s) / 2.0);
    (vx + (f64::from(x) - ox) / s, vy + (f64::from(y) - oy) / s)
}
