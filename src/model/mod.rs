//! The page's model: what is kept of a game outside the page's memory — saved games, the computer
//! opponent chosen, the drawings, the settings, and the link that carries a game in the address. Pure data and
//! its text forms, depending on the engine only (no Yew, no browser), so every hostile input is
//! tested natively. The page's state (`state`) and its I/O with the browser (`persistence`) use
//! it; it uses neither.

pub mod drawings;
pub mod glicko;
pub mod json;
pub mod kept;
pub mod link;
pub mod opponent;
pub mod puzzle_progress;
pub mod saved;
pub mod settings;
pub mod studies;
pub mod teaching;
