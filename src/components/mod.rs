//! One component per file. The parts only the full module has are left out of the first
//! (`crate::full`); `lite` holds the first module's entry points of those it draws nothing of.

pub mod analysis_panel;
pub mod announcer;
pub mod board;
pub mod clocks;
pub mod controls;
pub mod draw_bar;
pub mod drawn;
#[cfg(feature = "full")]
pub mod editor_panel;
pub mod eval_bar;
pub mod focus;
#[cfg(feature = "full")]
pub mod lessons_panel;
#[cfg(not(feature = "full"))]
pub mod lite;
#[cfg(feature = "full")]
pub mod move_diagram;
pub mod move_list;
pub mod notice;
pub mod opponent_panel;
pub mod picker;
pub mod position_box;
pub mod recent_games;
pub mod record_panel;
pub mod reserve_tray;
pub mod review_panel;
#[cfg(feature = "full")]
pub mod rules_panel;
pub mod settings_panel;
pub mod share;
pub mod status;
pub mod svg;
pub mod view_bar;
