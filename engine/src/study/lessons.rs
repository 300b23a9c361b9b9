//! The built-in lessons as studies: one study per game, a quiz chapter per lesson, in the order the
//! Lessons panel offers them (a teacher hands on a game's set as one study, and the page lists one
//! study per game rather than sixty). A lesson's task is the chapter's intro, its hints the hints on
//! the answer, its solution the answer, its explanation the closing words.
//!
//! A lesson's goal becomes the tree's right answers: `Goal::Answer`'s turns are the solution and,
//! as variations marked `!`, the others; `Goal::Win` ("win with this turn") is the solution and, as
//! variations marked `!`, every other turn that wins at once from the position, found when the
//! chapter is made. The quiz then accepts exactly the turns `lessons::judge` accepts.

use crate::game::{legal_vec, Game};
use crate::id::GameId;
use crate::lessons::{lessons_for, Goal as LessonGoal, Lesson};
use crate::new_session;
use crate::session::Play;
use crate::table::Command;
use crate::tree::Tree;

use super::notes::clean_words;
use super::{Chapter, Mode, Notes, Study};

/// The built-in lessons of `game` as one study ("Keltic Chess lessons"), a chapter per lesson.
pub fn builtin(game: GameId) -> Study {
    Study { title: format!("{} lessons", game.name()), chapters: lessons_for(game).map(lesson_chapter).collect() }
}

fn bare(notation: &str) -> &str {
    notation.trim().trim_end_matches(['+', '#', '!', '?'])
}

/// A lesson as a quiz chapter (named by its title).
pub fn lesson_chapter(lesson: &Lesson) -> Chapter {
    let mut chapter = Chapter::new(lesson.title, lesson.game);
    chapter.start = Some(lesson.position.to_string());
    chapter.mode = Mode::Quiz;
    chapter.intro = clean_words(lesson.task);
    chapter.closing = clean_words(lesson.explanation);
    let mut play = new_session(lesson.game);
    if play.apply(Command::Load(lesson.position.to_string())).is_err() {
        // The lessons' tests rule this out; the chapter then has no tree (and would not replay).
        return chapter;
    }
    chapter.orientation = play.table(&[], None).to_move;
    let solution = lesson.solution.to_string();
    let others: Vec<String> = match lesson.goal {
        LessonGoal::Answer(answers) => {
            answers.iter().filter(|a| bare(a) != bare(&solution)).map(|a| a.to_string()).collect()
        }
        LessonGoal::Win => winning_turns(lesson, &*play).into_iter().filter(|t| bare(t) != bare(&solution)).collect(),
    };
    chapter.tree = Tree::from_line(std::slice::from_ref(&solution));
    for other in others {
        let path = chapter.tree.add(&[other]);
        if let Some(nags) = chapter.tree.nags_mut(&path) {
            nags.push(1);
        }
    }
    let notes = Notes { drawings: Vec::new(), hints: lesson.hints.iter().map(|h| h.to_string()).collect() };
    chapter.set_notes(&[0], notes);
    chapter
}

/// Every turn that wins at once from the lesson's position (`play`), in the game's notation.
fn winning_turns(lesson: &Lesson, play: &dyn Play) -> Vec<String> {
    let mover = play.table(&[], None).to_move;
    let turns: Vec<String> = crate::with_game!(lesson.game, g => {
        match g.parse_position(lesson.position) {
            Ok((pos, _)) => {
                let legal = legal_vec(&g, &pos);
                legal.iter().map(|&m| g.notation(&pos, m, &legal)).collect()
            }
            Err(_) => Vec::new(),
        }
    });
    turns
        .into_iter()
        .filter(|t| {
            let mut p = play.clone_box();
            p.apply(Command::Notation(t.clone())).is_ok()
                && p.table(&[], None).outcome.and_then(|o| o.winner()) == Some(mover)
        })
        .collect()
}
