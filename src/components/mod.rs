//! One component per file.

pub mod analysis_panel;
pub mod announcer;
pub mod board;
pub mod clocks;
pub mod controls;
pub mod draw_bar;
pub mod drawn;
pub mod editor_panel;
pub mod eval_bar;
pub mod focus;
pub mod lessons_panel;
pub mod move_diagram;
pub mod move_list;
pub mod notice;
pub mod opponent_panel;
pub mod picker;
pub mod position_box;
pub mod recent_games;
pub mod record_panel;
pub mod reserve_tray;
pub mod rules_panel;
pub mod settings_panel;
pub mod share;
pub mod status;
pub mod svg;
pub mod view_bar;
