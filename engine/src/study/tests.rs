//! The study's tests: the format and its link, the quiz, the practice goals, the built-in lessons.

use crate::game::legal_vec;
use crate::{new_session, with_game, Command, Game, GameId, Play};

use super::*;

/// Every legal turn of `play`'s position, in notation.
fn legal_turns(play: &dyn Play) -> Vec<String> {
    let t = play.table(&[], None);
    with_game!(t.game, g => {
        let (pos, _) = g.parse_position(&t.position).expect("its own text");
        let legal = legal_vec(&g, &pos);
        legal.iter().map(|&m| g.notation(&pos, m, &legal)).collect()
    })
}

fn play_from(game: GameId, start: &str, turns: &[&str]) -> Box<dyn Play> {
    let mut p = new_session(game);
    p.apply(Command::Load(start.into())).expect("a start");
    for t in turns {
        p.apply(Command::Notation(t.to_string())).unwrap_or_else(|e| panic!("{t}: {e}"));
    }
    p
}

/// The example of `docs/studies.md` (its block fenced as `study`).
fn example() -> String {
    let doc = include_str!("../../../docs/studies.md");
    let start = doc.find("```study\n").expect("an example") + "```study\n".len();
    let end = start + doc[start..].find("```").expect("its end");
    doc[start..end].to_string()
}

mod format;
mod lessons;
mod practice;
mod quiz;
mod round_trip;
