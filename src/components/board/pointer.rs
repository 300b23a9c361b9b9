//! A pointer or key event as the board's gestures see it: plain data, so that each gesture is a
//! pure state machine tested natively ([`super::drag`], [`super::pen`], [`super::press`],
//! [`super::keys`]); the handlers ([`super::input`]) read the browser's events into it.

use runeboard_engine::CellId;

/// The modifier keys held.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Mods {
    pub shift: bool,
    pub ctrl: bool,
    pub alt: bool,
    pub meta: bool,
}

impl Mods {
    /// Any of them.
    pub fn any(self) -> bool {
        self.shift || self.ctrl || self.alt || self.meta
    }

    /// Ctrl, Alt or Cmd: a click asks how the man moves instead of playing.
    pub fn asks(self) -> bool {
        self.ctrl || self.alt || self.meta
    }
}

/// A pointer event: which pointer, which button, where, and the cell it happened in.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Pointer {
    pub id: i32,
    /// 0 the main button (or a finger), 2 the right one.
    pub button: i16,
    pub primary: bool,
    /// A finger (`pointerType` touch).
    pub touch: bool,
    pub mods: Mods,
    /// Client pixels.
    pub at: (i32, i32),
    pub cell: Option<CellId>,
}
