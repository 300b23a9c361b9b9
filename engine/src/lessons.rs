//! Problems and lessons: a position, a task, a goal the engine checks, hints, and the answer with
//! its explanation. The lessons themselves are each game's (`games/<game>/lessons.rs`, reached
//! through the registry: [`GameId::lessons`]); here is how they are found and how a turn is judged.
//! Their types live below the games, in [`crate::lesson_data`], and are re-exported here.

use crate::game::Game;
use crate::id::GameId;
pub use crate::lesson_data::{Goal, Lesson};
use crate::session::Play;

/// How the turn played from a lesson's position did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    Solved,
    /// Not the answer, and why.
    Wrong(String),
}

/// Every lesson, game by game in the registry's order, each game's in the order they are offered.
pub fn all() -> impl Iterator<Item = &'static Lesson> {
    GameId::ALL.into_iter().flat_map(|id| id.lessons())
}

/// The lessons of a game (as [`GameId::lessons`]).
pub fn lessons_for(game: GameId) -> impl Iterator<Item = &'static Lesson> {
    game.lessons().iter()
}

/// The lesson with this id.
pub fn lesson(id: &str) -> Option<&'static Lesson> {
    all().find(|l| l.id == id)
}

fn bare(notation: &str) -> &str {
    notation.trim().trim_end_matches(['+', '#', '!', '?'])
}

/// The steps of the lesson's solution, in order, for showing it step by step (`None` if the
/// solution is not a legal turn of the position, which the tests rule out).
pub fn solution_steps(lesson: &Lesson) -> Option<Vec<crate::game::Step>> {
    crate::with_game!(lesson.game, g => {
        let (pos, _) = g.parse_position(lesson.position).ok()?;
        let mv = crate::game::parse_notation(&g, &pos, lesson.solution)?;
        Some(g.steps(&pos, mv).into_iter().map(|s| s.step).collect())
    })
}

/// How the first turn of `play` (a game started from the lesson's position) meets the goal.
pub fn judge(lesson: &Lesson, play: &dyn Play) -> Verdict {
    let record = play.record();
    let Some(turn) = record.turns.first() else { return Verdict::Wrong("no turn has been played".into()) };
    let table = play.table(&[], None);
    let mover = table.first_turn.1;
    match lesson.goal {
        Goal::Answer(answers) => {
            if answers.iter().any(|a| bare(a) == bare(turn)) {
                Verdict::Solved
            } else {
                Verdict::Wrong(format!("{turn} is legal, but not the answer"))
            }
        }
        Goal::Win => match table.outcome.as_ref().and_then(|o| o.winner()) {
            Some(w) if w == mover => Verdict::Solved,
            _ => Verdict::Wrong(format!("{turn} does not win at once")),
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::legal_vec;
    use crate::table::Command;
    use crate::with_game;

    /// Every legal turn from the lesson's position, in notation.
    fn turns(l: &Lesson) -> Vec<String> {
        with_game!(l.game, g => {
            let (pos, _) = g.parse_position(l.position).expect("parses");
            let legal = legal_vec(&g, &pos);
            legal.iter().map(|&m| g.notation(&pos, m, &legal)).collect()
        })
    }

    fn from(lesson: &Lesson) -> Box<dyn Play> {
        let mut play = crate::new_session(lesson.game);
        if let Err(e) = play.apply(Command::Load(lesson.position.into())) {
            panic!("{}: the position is refused: {e}", lesson.id);
        }
        play
    }

    #[test]
    fn every_lesson_is_solved_by_its_solution_and_not_by_every_turn() {
        let mut ids: Vec<&str> = all().map(|l| l.id).collect();
        ids.sort_unstable();
        ids.dedup();
        assert_eq!(ids.len(), all().count(), "ids are unique");
        for id in GameId::ALL {
            for l in id.lessons() {
                assert_eq!(l.game, id, "{id}'s lessons hold {}, a lesson of another game", l.id);
            }
        }
        for l in all() {
            let start = from(l);
            assert!(start.table(&[], None).outcome.is_none(), "{}: already over", l.id);
            let mut play = start.clone();
            play.apply(Command::Notation(l.solution.into())).unwrap_or_else(|e| panic!("{}: {e}", l.id));
            assert_eq!(judge(l, &*play), Verdict::Solved, "{}", l.id);
            let steps = solution_steps(l).unwrap_or_else(|| panic!("{}: no steps", l.id));
            let mut stepped = start.clone();
            stepped.apply(Command::Play(steps)).unwrap_or_else(|e| panic!("{}: {e}", l.id));
            assert_eq!(stepped.record().turns, play.record().turns, "{}: the steps are the solution", l.id);
            if let Goal::Answer(answers) = l.goal {
                assert!(answers.iter().any(|a| bare(a) == bare(l.solution)), "{}", l.id);
            }
            // Some legal turn does not solve it: the goal is not met by anything.
            let wrong = turns(l).iter().any(|t| {
                let mut p = start.clone();
                p.apply(Command::Notation(t.clone())).is_ok() && judge(l, &*p) != Verdict::Solved
            });
            assert!(wrong, "{}: every turn solves it", l.id);
        }
    }

    #[test]
    fn the_lessons_show_what_they_say() {
        let after = |id: &str| {
            let l = lesson(id).expect("a lesson");
            let mut p = from(l);
            p.apply(Command::Notation(l.solution.into())).expect("legal");
            let t = p.table(&[], None);
            let f6 = l.game.geometry().cell_by_name("f6").expect("f6");
            t.pieces.iter().find(|m| m.cell == f6).map(|m| (m.name.clone(), m.army))
        };
        assert_eq!(after("tyr-sandwich"), None, "the defender on f6 is taken");
        let turned = after("odin-vman").expect("the V-man stays");
        let defender_army = crate::new_session(GameId::Odin11).table(&[], None).players[1].army;
        assert_eq!(turned.1, defender_army, "the V-man changed sides: {turned:?}");
        // Every game has lessons of its own: at least two, and one on each larger tafl board.
        for id in GameId::ALL {
            let least =
                if matches!(id, GameId::Tyr15 | GameId::Tyr17 | GameId::Odin15 | GameId::Odin17) { 1 } else { 2 };
            assert!(lessons_for(id).count() >= least, "{id}: fewer than {least} lessons");
        }
    }

    #[test]
    fn the_tafl_figures_and_chess_lessons_show_what_they_say() {
        // The table after the lesson's answer: who stands where, and the outcome.
        let after = |id: &str| {
            let l = lesson(id).expect("a lesson");
            let mut p = from(l);
            p.apply(Command::Notation(l.solution.into())).expect("legal");
            let before = from(l).table(&[], None).pieces.len();
            (l.game, p.table(&[], None), before)
        };
        let on = |game: GameId, t: &crate::Table, name: &str| {
            let c = game.geometry().cell_by_name(name).expect("a cell");
            t.pieces.iter().find(|m| m.cell == c).map(|m| (m.kind, m.army))
        };
        let (g, t, before) = after("tyr-multiple");
        assert_eq!(t.pieces.len(), before - 3, "three men with one move");
        assert!(["g7", "i7", "h8"].iter().all(|c| on(g, &t, c).is_none()));
        assert_eq!(on(g, &t, "h7").map(|m| m.0), Some('A'));

        let (g, t, before) = after("tyr-reverse");
        assert_eq!(t.pieces.len(), before - 2);
        assert_eq!(on(g, &t, "c5").map(|m| m.0), Some('A'), "the man came back to c5");
        assert!(on(g, &t, "e5").is_none() && on(g, &t, "b5").is_none());

        let (g, t, _) = after("tyr-hit-and-run");
        assert_eq!(on(g, &t, "g1").map(|m| m.0), Some('K'), "the king is on the edge");
        assert!(on(g, &t, "g6").is_none(), "after taking g6 on the way");
        assert_eq!(t.outcome.as_ref().and_then(|o| o.winner()), Some(1), "the defenders won");

        let (g, t, before) = after("odin-jump-chain");
        assert_eq!(t.pieces.len(), before - 2);
        assert_eq!(on(g, &t, "h7").map(|m| m.0), Some('C'));
        assert_eq!(on(g, &t, "e6").map(|m| m.0), Some('A'), "the man jumped over stays");

        let (g, t, before) = after("odin-turn-and-go-on");
        assert_eq!(t.pieces.len(), before - 1, "the V-man stays, g5 goes");
        let defenders = t.players[1].army;
        assert_eq!(on(g, &t, "f10"), Some(('V', defenders)), "the V-man turned");
        assert!(on(g, &t, "g5").is_none());

        let (g, t, _) = after("chess-en-passant");
        assert_eq!(on(g, &t, "d6"), Some(('P', 0)));
        assert!(on(g, &t, "d5").is_none() && on(g, &t, "e5").is_none(), "the pawn passed by is taken");
        let d5 = g.geometry().cell_by_name("d5").expect("d5");
        assert_eq!(
            t.taken.iter().map(|p| (p.cell, p.kind, p.army)).collect::<Vec<_>>(),
            vec![(d5, 'P', 1)],
            "and fades there"
        );
        // Before it is played, pointing at d6 marks the pawn on d5 as the one taken.
        let l = lesson("chess-en-passant").expect("a lesson");
        let e5 = g.geometry().cell_by_name("e5").expect("e5");
        let d6 = g.geometry().cell_by_name("d6").expect("d6");
        let picked = from(l).table(&[crate::Step::Cell(e5)], Some(d6));
        assert_eq!(picked.marks.doomed, vec![d5]);

        let (g, t, _) = after("chess-promotion");
        assert_eq!(on(g, &t, "a8"), Some(('Q', 0)));
        assert_eq!(t.outcome.as_ref().and_then(|o| o.winner()), Some(0));
    }

    #[test]
    fn the_seeds_six_odins_rune_problems_are_there() {
        assert_eq!(lessons_for(GameId::OdinsRune).count(), 6);
        assert!(lesson("odins-rune-3").is_some_and(|l| matches!(l.goal, Goal::Answer(a) if a.len() == 4)));
        assert_eq!(lesson("nope"), None);
        assert_eq!(
            lesson("odins-rune-1").map(|l| l.position.split(' ').next()),
            Some(Some("10/10/10/10/10/Rpk7/2f7/10/1PKK6/10"))
        );
    }
}
