//! Every built-in lesson as a study's quiz chapter judges every legal turn as `lessons::judge` does.

use super::*;
use crate::lessons::{self, lessons_for, Verdict};

#[test]
fn study_every_builtin_lesson_converts_and_judges_as_before() {
    let mut lessons_seen = 0;
    for game in GameId::ALL {
        let study = builtin(game);
        let lessons: Vec<_> = lessons_for(game).collect();
        assert_eq!(study.chapters.len(), lessons.len(), "{game}");
        // The study reads back from its text and its link.
        let text = study.write();
        assert_eq!(Study::parse(&text).as_ref(), Ok(&study), "{text}");
        assert_eq!(Study::from_fragment(&study.to_fragment()).as_ref(), Ok(&study));
        for (chapter, lesson) in study.chapters.iter().zip(lessons) {
            lessons_seen += 1;
            let id = lesson.id;
            assert_eq!((chapter.name.as_str(), chapter.mode), (lesson.title, Mode::Quiz), "{id}");
            assert_eq!(chapter.intro.as_deref(), Some(lesson.task), "{id}");
            assert_eq!(chapter.closing.as_deref(), Some(lesson.explanation), "{id}");
            assert_eq!(chapter.tree.main_line(), [lesson.solution], "{id}");
            let quiz = Quiz::new(chapter).unwrap_or_else(|e| panic!("{id}: {e}"));
            let hints: Vec<Hint> = lesson.hints.iter().map(|h| Hint::Words(h.to_string())).collect();
            assert_eq!(quiz.hints(&[]).map(|h| h[..h.len() - 1].to_vec()), Ok(hints), "{id}");
            let start = play_from(lesson.game, lesson.position, &[]);
            assert_eq!(quiz.student(), start.table(&[], None).to_move);
            let done = Judgement::Done { reply: None, closing: Some(lesson.explanation.to_string()) };
            let (mut right, mut wrong) = (0, 0);
            for turn in legal_turns(&*start) {
                let mut after = start.clone();
                after.apply(Command::Notation(turn.clone())).unwrap_or_else(|e| panic!("{id} {turn}: {e}"));
                let played = after.record().turns[0].clone();
                let judged = quiz.judge(&[], &played).unwrap_or_else(|e| panic!("{id}: {e}"));
                match lessons::judge(lesson, &*after) {
                    Verdict::Solved => {
                        right += 1;
                        assert_eq!(judged, done, "{id}: {played} solves the lesson");
                    }
                    Verdict::Wrong(_) => {
                        wrong += 1;
                        assert_eq!(judged, Judgement::Wrong, "{id}: {played} does not solve the lesson");
                    }
                }
            }
            assert!(right >= 1 && wrong >= 1, "{id}: {right} right, {wrong} wrong");
        }
    }
    assert_eq!(lessons_seen, lessons::all().count());
}
