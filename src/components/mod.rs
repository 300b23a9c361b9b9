//! One component per file. The parts first needed later are drawn through `crate::lazy` (their code
//! a chunk of the page's wasm): a panel always on the page keeps its head here and hands its body
//! to the App, which draws it through `lazy`.

pub mod analysis_panel;
pub mod announcer;
pub mod board;
pub mod clock_box;
pub mod clocks;
pub mod controls;
pub mod draw_bar;
pub mod drawn;
pub mod editor_panel;
pub mod eval_bar;
pub mod focus;
pub mod lesson_panel;
pub mod move_diagram;
pub mod move_list;
pub mod move_strip;
pub mod near_view;
pub mod notice;
pub mod opponent_panel;
pub mod picker;
pub mod position_box;
pub mod puzzles_panel;
pub mod recent_games;
pub mod record_dialogs;
pub mod record_panel;
pub mod reserve_tray;
pub mod review_panel;
pub mod rules_panel;
pub mod seat_buttons;
pub mod settings_panel;
pub mod share;
pub mod status;
pub mod studies_panel;
pub mod study_print;
pub mod study_tools;
pub mod study_writer;
pub mod svg;
pub mod view_bar;
