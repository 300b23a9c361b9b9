//! One component per file.

pub mod board;
pub mod controls;
pub mod move_list;
pub mod picker;
pub mod position_box;
pub mod reserve_tray;
pub mod rules_panel;
pub mod status;
