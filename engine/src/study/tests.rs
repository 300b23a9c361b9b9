//! The study's tests: the format and its link, the quiz, the practice goals, the built-in lessons.

use crate::{new_session, Command, GameId, Play};

use super::*;

/// The example of `docs/studies.md` (its block fenced as `study`).
fn example() -> String {
    let doc = include_str!("../../../docs/studies.md");
    let start = doc.find("```study\n").expect("an example") + "```study\n".len();
    let end = start + doc[start..].find("```").expect("its end");
    doc[start..end].to_string()
}

mod format;
mod practice;
mod round_trip;
