//! The studies slice's tests, through the reducer: a quiz's turns judged (a foreseen wrong turn
//! refused with the author's words, any other refused, the right one answered by the author's
//! reply, the last one solving it), a read chapter stepped through with its words and drawings,
//! Present's keys, the built-in lessons as a quiz, import, writing, and the visitor's game kept.

use std::rc::Rc;

use runeboard_engine::study::{Mode, Progress, Study};
use runeboard_engine::GameId;
use yew::Reducible;

use super::*;
use crate::state::tests::{cell, click, start};
use crate::state::{Action, Effect, State, ViewTo};

/// The example of `docs/studies.md`, its first two chapters.
const STUDY: &str = "Study: The Valkyrie and the sandwich
Chapter: Carry the king
Game: odins-rune
Start: k9/10/10/10/10/10/6b3/10/10/5V3K w 0 1
Mode: quiz
Orientation: White
Closing: The Valkyrie carried the king beside it, and the bishop's line opened for it.

{White's last king, on j1, is attacked by the bishop on g4. Save it, and win. [%cal Rg4-j1] [%csl Rj1]}
1. Vf1-j1>i1 {Carried: the king stands beside the Valkyrie now. [%csl Gi1] [%hint The Valkyrie may pick up a friend on its line and set it down on a square it passed over.] [%hint Go to the king's square.]}
(1. Vf1-h3 ? {No — the bishop takes the Valkyrie on h3, and a king with no friend beside it cannot move.})
(1. Vf1-j1>h1 ! {Also good: the king is safe on h1.})
1... Bg4-f3 {[%cal Bf3-j1]}
2. Vj1xa10# {The bishop's line opened: the Valkyrie takes Black's king. [%cal Gj1-a10]}

Study: The Valkyrie and the sandwich
Chapter: A sandwich
Game: tyr-11
Start: 11/11/11/11/1A9/5D5/5A5/11/11/9K1/11 a 0 1
Mode: read
Orientation: Attacker

{A man is taken between two enemies. [%csl Rf6]}
1. b7-f7x(f6) {The defender on f6 is between f7 and f5. [%cal Gb7-f7] [%csl Gf5,Rf6]}
(1. b7-g7 {Too far: nothing is taken.})
1... j2-j3
";

fn study() -> Rc<Study> {
    Rc::new(Study::parse(STUDY).expect("the docs' example reads"))
}

fn act(s: Rc<State>, a: StudyAction) -> Rc<State> {
    s.reduce(Action::Study(a))
}

fn open(s: Rc<State>, chapter: usize) -> Rc<State> {
    act(s, StudyAction::Open { study: study(), source: Source::Saved(0), chapter })
}

fn said(s: &State) -> String {
    s.study.as_ref().and_then(|s| s.said.clone()).map(|(_, t)| t).unwrap_or_default()
}

fn clicks(s: Rc<State>, cells: &[&str]) -> Rc<State> {
    cells.iter().fold(s, |s, c| click(s, c))
}

#[test]
fn a_quiz_refuses_a_foreseen_turn_with_the_authors_words_and_answers_the_right_one() {
    let s = open(start(GameId::OdinsRune), 0);
    assert!(s.study.as_ref().is_some_and(|s| s.quiz.is_some()));
    assert!(s.table.moves.is_empty());
    assert!(s.tree().is_line() && s.tree().main_line().is_empty(), "a quiz's answers are not in the move list");
    assert_eq!(
        s.study_words().as_deref(),
        Some("White's last king, on j1, is attacked by the bishop on g4. Save it, and win.")
    );
    assert_eq!(s.marks().len(), 2, "the start's arrow and circle");
    // The foreseen wrong turn: taken back, with the author's words.
    let s = clicks(s, &["f1", "h3"]);
    assert!(s.table.moves.is_empty() && !s.table.can_redo, "taken back, nothing to redo");
    assert!(said(&s).starts_with("No — the bishop takes the Valkyrie"), "{}", said(&s));
    // Any other turn: not this one.
    let s = clicks(s, &["f1", "f2"]);
    assert!(s.table.moves.is_empty());
    assert_eq!(said(&s), "Not this one, try again.");
    // A hint, then the next.
    let s = act(s, StudyAction::Hint);
    assert!(said(&s).starts_with("Hint: The Valkyrie may pick up"), "{}", said(&s));
    let s = act(s, StudyAction::Hint);
    assert_eq!(said(&s), "Hint: Go to the king's square.");
    // The right turn, of several steps (the carry): the author's reply is played.
    let s = clicks(s, &["f1", "j1", "i1"]);
    assert_eq!(s.table.moves.len(), 2, "{:?}", s.table.moves);
    assert!(said(&s).starts_with("Carried"), "{}", said(&s));
    let s = clicks(s, &["j1", "a10"]);
    assert_eq!(s.table.moves.len(), 3);
    assert!(s.study.as_ref().is_some_and(|s| s.solved));
    assert!(said(&s).contains("the bishop's line opened for it"), "the closing words: {}", said(&s));
}

#[test]
fn a_read_chapter_is_the_games_lines_stepped_with_its_words_and_drawings() {
    let s = open(start(GameId::Tyr11), 1);
    assert!(s.table.moves.is_empty());
    assert_eq!(s.tree().main_line().len(), 2, "the chapter's lines are the game's");
    assert!(s.tree().has_variations());
    assert_eq!(s.study_words().as_deref(), Some("A man is taken between two enemies."));
    assert_eq!(s.marks().len(), 1);
    let s = act(s, StudyAction::Step(true));
    assert_eq!(s.table.moves.len(), 1);
    assert_eq!(s.study_words().as_deref(), Some("The defender on f6 is between f7 and f5."));
    assert_eq!(s.marks().len(), 3, "the arrow and the two circles of that turn");
    let s = act(s, StudyAction::Step(true));
    assert_eq!(s.table.moves.len(), 2);
    assert_eq!(s.study_words(), None);
    let s = act(s, StudyAction::Step(false));
    let s = act(s, StudyAction::Step(false));
    assert!(s.table.moves.is_empty());
    assert_eq!(s.tree().main_line().len(), 2, "stepping back keeps the lines");
    // Before the start: the previous chapter, of another game, is not opened here.
    let s = act(s, StudyAction::Step(false));
    assert_eq!(s.study.as_ref().map(|s| s.chapter), Some(1));
}

#[test]
fn in_present_the_arrow_keys_step_through_the_chapter() {
    let s = open(start(GameId::Tyr11), 1).reduce(Action::Present(true));
    let s = s.reduce(Action::View(ViewTo::Forward));
    assert_eq!(s.table.moves.len(), 1);
    assert!(s.viewing.is_none());
    let s = s.reduce(Action::View(ViewTo::Forward)).reduce(Action::View(ViewTo::Back));
    assert_eq!(s.table.moves.len(), 1);
    // Without Present the keys look back through the game, as before.
    let s = s.reduce(Action::Present(false)).reduce(Action::View(ViewTo::Back));
    assert_eq!(s.viewing.as_ref().map(|v| v.ply), Some(0));
}

#[test]
fn the_board_is_turned_to_the_chapters_side() {
    let mut s = (*study()).clone();
    s.chapters[1].orientation = 1;
    let st = act(start(GameId::Tyr11), StudyAction::Open { study: Rc::new(s), source: Source::Saved(0), chapter: 1 });
    assert!(st.flipped());
    assert!(!act(st, StudyAction::Leave).flipped());
}

#[test]
fn the_built_in_lessons_are_a_quiz_and_a_wrong_turn_is_refused() {
    let lessons = GameId::OdinsRune.lessons();
    let builtin = builtin(GameId::OdinsRune, lessons);
    assert_eq!(builtin, runeboard_engine::study::builtin(GameId::OdinsRune));
    let third = lessons.iter().position(|l| l.title == "Problem 3").expect("problem 3");
    let s = act(
        start(GameId::OdinsRune),
        StudyAction::Open { study: Rc::new(builtin), source: Source::Builtin(GameId::OdinsRune), chapter: third },
    );
    let s = clicks(s, &["f1", "f2"]);
    assert!(s.table.moves.is_empty());
    assert_eq!(said(&s), "Not this one, try again.");
    let s = clicks(s, &["f1", "j1", "h1"]);
    assert_eq!(s.table.moves.len(), 1);
    assert!(s.study.as_ref().is_some_and(|s| s.solved));
}

#[test]
fn a_study_imported_is_kept_and_opened_and_the_visitors_game_is_kept() {
    let s = start(GameId::OdinsRune).reduce(Action::LoadPosition("k9/10/10/10/10/10/10/10/10/5V3K w 0 1".into()));
    assert!(s.play.record().start.is_some());
    let bad = act(s.clone(), StudyAction::Import("Study: x\nGame: nothing\n\n1. e4".into()));
    assert!(bad.shelf.read().studies.is_empty());
    assert!(format!("{:?}", bad.ui.feedback).contains("could not be read"));
    let s = act(s, StudyAction::Import(STUDY.into()));
    assert_eq!(s.shelf.read().studies.len(), 1);
    assert!(s.effects.list().contains(&Effect::SaveStudies));
    assert_eq!(s.study.as_ref().map(|s| s.source), Some(Source::Saved(0)), "its first chapter, of this game, opened");
    assert_eq!(s.recent.len(), 1, "the game left is kept in Recent games");
    // The same study again (its link): kept once.
    let link = s.shelf.read().studies[0].link().expect("short enough");
    let s = act(s, StudyAction::Import(link));
    assert_eq!(s.shelf.read().studies.len(), 1);
}

#[test]
fn a_study_is_written_from_the_board_and_its_chapters_changed() {
    let s = act(start(GameId::Chess), StudyAction::New("  My lesson ".into()));
    assert_eq!(s.shelf.read().studies[0].title, "My lesson");
    let s = clicks(s, &["e2", "e4", "e7", "e5"]);
    let s = s.reduce(Action::Line(crate::state::LineAction::Comment(vec![0], "The centre. [%csl Ge4]".into())));
    let s = act(s, StudyAction::AddChapter { study: 0, name: "Open".into(), mode: Mode::Read });
    let s = act(s, StudyAction::AddChapter { study: 0, name: "Two".into(), mode: Mode::Quiz });
    let c = &s.shelf.read().studies[0].chapters;
    assert_eq!(c.len(), 2);
    assert_eq!(c[0].tree.main_line(), ["e4", "e5"]);
    assert_eq!(c[0].words(&[0]), Some("The centre."));
    assert_eq!(c[0].notes_at(&[0]).drawings.len(), 1, "the comment's drawing is the chapter's");
    assert_eq!(c[1].mode, Mode::Quiz);
    let edit = |s: Rc<State>, chapter, e| act(s, StudyAction::Edit { study: 0, chapter, edit: e });
    let s = edit(s, 1, ChapterEdit::Rename("Second".into()));
    let s = edit(s, 1, ChapterEdit::Move(true));
    assert_eq!(s.shelf.read().studies[0].chapters[0].name, "Second");
    let s = edit(s, 0, ChapterEdit::Mode(Mode::Read));
    let s = edit(s, 0, ChapterEdit::Delete);
    assert_eq!(s.shelf.read().studies[0].chapters.len(), 1);
    assert_eq!(s.shelf.read().studies[0].chapters[0].name, "Open");
    // Saved as written: the text reads back the same.
    let text = s.shelf.read().to_text();
    assert_eq!(crate::model::studies::Shelf::from_text(&text), *s.shelf.read());
    let s = act(s, StudyAction::Remove(0));
    assert!(s.shelf.read().studies.is_empty());
    let _ = cell(&s, "e4");
}

#[test]
fn a_chapter_written_on_the_board_takes_its_turns_words_and_drawings_and_undo_takes_them_back() {
    use crate::state::drawings::{Mark, Pen, Shape};
    let s = act(start(GameId::Chess), StudyAction::New("Openings".into()));
    let s = act(s, StudyAction::AddChapter { study: 0, name: "King's pawn".into(), mode: Mode::Read });
    let s = act(s, StudyAction::Write { study: 0, chapter: 0 });
    assert!(s.study.as_ref().is_some_and(|s| s.writing.is_some()));
    let chapter = |s: &State| s.shelf.read().studies[0].chapters[0].clone();
    // A turn played is the chapter's; its words and a drawing too.
    let s = clicks(s, &["e2", "e4"]);
    assert_eq!(chapter(&s).tree.main_line(), ["e4"]);
    let s = s.reduce(Action::Line(crate::state::LineAction::Comment(vec![0], "The centre.".into())));
    assert_eq!(chapter(&s).words(&[0]), Some("The centre."));
    let arrow = Mark { shape: Shape::Arrow(cell(&s, "d2"), cell(&s, "d4")), pen: Pen::Blue };
    let s = s.reduce(Action::Draw(arrow));
    assert_eq!(chapter(&s).notes_at(&[0]).drawings.len(), 1, "the drawing is the turn's");
    // A click while writing does not wipe the author's drawing.
    let s = click(s, "e7");
    assert_eq!(chapter(&s).notes_at(&[0]).drawings.len(), 1);
    let s = click(s, "e7");
    let s = act(s, StudyAction::Words(Place::Intro, "How does a game begin?".into()));
    assert_eq!(chapter(&s).intro.as_deref(), Some("How does a game begin?"));
    // Undo, change by change; Redo again.
    let s = act(s, StudyAction::Revise(true));
    assert_eq!(chapter(&s).intro, None);
    assert_eq!(chapter(&s).notes_at(&[0]).drawings.len(), 1);
    let s = act(s, StudyAction::Revise(true));
    assert!(chapter(&s).notes_at(&[0]).drawings.is_empty(), "the drawing taken back");
    assert!(s.marks().is_empty(), "and gone from the board");
    assert_eq!(s.table.moves, ["e4"], "the turn shown stays");
    let s = act(s, StudyAction::Revise(false));
    assert_eq!(chapter(&s).notes_at(&[0]).drawings.len(), 1);
    let s = act(s, StudyAction::Revise(true));
    let s = act(s, StudyAction::Revise(true));
    assert_eq!(chapter(&s).words(&[0]), None);
    // Kept as written: the shelf (saved) has it.
    assert!(s.effects.list().contains(&Effect::SaveStudies));
    assert_eq!(crate::model::studies::Shelf::from_text(&s.shelf.read().to_text()), *s.shelf.read());
}

#[test]
fn undo_after_the_chapter_written_was_moved_reopens_that_chapter() {
    let s = act(start(GameId::Chess), StudyAction::New("Two".into()));
    let s = act(s, StudyAction::AddChapter { study: 0, name: "First".into(), mode: Mode::Read });
    let s = act(s, StudyAction::AddChapter { study: 0, name: "Second".into(), mode: Mode::Read });
    let s = act(s, StudyAction::Write { study: 0, chapter: 1 });
    let written = |s: &State| s.study.as_ref().map(|s| s.chapter().name.clone());
    let s = clicks(s, &["e2", "e4"]);
    // "Second" moved up, to the first place, while it is written; then a turn more.
    let s = act(s, StudyAction::Edit { study: 0, chapter: 1, edit: ChapterEdit::Move(true) });
    assert_eq!(written(&s).as_deref(), Some("Second"));
    let s = clicks(s, &["e7", "e5"]);
    assert_eq!(s.shelf.read().studies[0].chapters[0].tree.main_line(), ["e4", "e5"]);
    // Undo: the turn taken back, "Second" still written; Undo: the move taken back, "Second"
    // written at its old place; Redo: moved again, still "Second".
    let s = act(s, StudyAction::Revise(true));
    assert_eq!(written(&s).as_deref(), Some("Second"));
    assert_eq!(s.table.moves, ["e4"]);
    let s = act(s, StudyAction::Revise(true));
    assert_eq!(s.shelf.read().studies[0].chapters[1].name, "Second");
    assert_eq!(written(&s).as_deref(), Some("Second"));
    assert_eq!(s.table.moves, ["e4"]);
    let s = act(s, StudyAction::Revise(false));
    assert_eq!(s.shelf.read().studies[0].chapters[0].name, "Second");
    assert_eq!(written(&s).as_deref(), Some("Second"));
    // A turn played now goes into "Second", not into "First".
    let s = clicks(s, &["d7", "d5"]);
    assert_eq!(s.shelf.read().studies[0].chapters[0].tree.main_line(), ["e4", "d5"]);
    assert!(s.shelf.read().studies[0].chapters[1].tree.main_line().is_empty());
}

#[test]
fn writing_a_quiz_marks_its_answers_and_the_quiz_judges_by_them() {
    let s = act(start(GameId::Chess), StudyAction::New("Quiz".into()));
    let s = act(s, StudyAction::AddChapter { study: 0, name: "First".into(), mode: Mode::Quiz });
    let s = act(s, StudyAction::Write { study: 0, chapter: 0 });
    // d4 played first, then e4 beside it: e4 made the answer, d4 a foreseen wrong one.
    let s = clicks(s, &["d2", "d4"]);
    assert!(s.writing_students_turn());
    let s = s.reduce(Action::View(ViewTo::Start));
    let s = clicks(s, &["e2", "e4"]);
    assert_eq!(s.shown_path(), Some(vec![1]));
    let s = act(s, StudyAction::Mark(Answer::Main));
    assert_eq!(s.shelf.read().studies[0].chapters[0].tree.main_line(), ["e4"]);
    let s = act(s, StudyAction::Hints("The king's pawn.\nTwo squares.".into()));
    let s = s.reduce(Action::Line(crate::state::LineAction::Show(vec![1])));
    assert_eq!(s.table.moves, ["d4"]);
    let s = act(s, StudyAction::Mark(Answer::Wrong));
    let s = s.reduce(Action::Line(crate::state::LineAction::Comment(vec![1], "Not the queen's pawn.".into())));
    let s = clicks(s, &["d7", "d5"]);
    assert!(!s.writing_students_turn(), "Black's reply is not the student's");
    let c = s.shelf.read().studies[0].chapters[0].clone();
    assert_eq!(c.tree.node(&[1]).map(|n| n.nags.clone()), Some(vec![2]));
    assert_eq!(c.notes_at(&[0]).hints, ["The king's pawn.", "Two squares."]);
    // Studied: the foreseen wrong turn gets its words, the answer solves it.
    let s = act(s, StudyAction::Leave);
    let study = s.shelf.read().studies[0].clone();
    let s = act(s, StudyAction::Open { study, source: Source::Saved(0), chapter: 0 });
    let s = act(s, StudyAction::Hint);
    assert_eq!(said(&s), "Hint: The king's pawn.");
    let s = clicks(s, &["d2", "d4"]);
    assert!(said(&s).starts_with("Not the queen's pawn."), "{}", said(&s));
    let s = clicks(s, &["e2", "e4"]);
    assert!(s.study.as_ref().is_some_and(|s| s.solved), "{}", said(&s));
}

#[test]
fn a_practice_chapter_is_played_against_the_computer_and_judged_by_its_goal() {
    use runeboard_engine::study::Goal;
    let mut c = runeboard_engine::study::Chapter::new("Mate", GameId::Chess);
    c.start = Some("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1".into());
    c.mode = Mode::Practice { level: 2, goal: Goal::Win };
    let study = Rc::new(Study { title: "Practice".into(), chapters: vec![c] });
    let s = act(start(GameId::Chess), StudyAction::Open { study, source: Source::Saved(0), chapter: 0 });
    assert_eq!(s.computer.opponent.sides, [1], "the computer plays Black");
    assert_eq!(s.computer.opponent.level, 2);
    assert!(said(&s).contains("level 2") && said(&s).contains("win"), "{}", said(&s));
    let s = clicks(s, &["a1", "a8"]);
    assert!(s.table.outcome.is_some());
    assert_eq!(said(&s), "Goal reached: you won.");
    assert_eq!(s.study.as_ref().and_then(|s| s.practice).and_then(|p| p.ended), Some(Progress::Achieved));
}

/// The built-in lessons of Odin's Rune, opened at the chapter of this lesson.
fn lesson(id: &str) -> Rc<State> {
    let lessons = GameId::OdinsRune.lessons();
    let chapter = lessons.iter().position(|l| l.id == id).expect("the lesson");
    let study = Rc::new(builtin(GameId::OdinsRune, lessons));
    act(start(GameId::OdinsRune), StudyAction::Open { study, source: Source::Builtin(GameId::OdinsRune), chapter })
}

#[test]
fn a_built_in_lesson_solved_is_kept_as_solved_and_a_refused_answer_never_comes_back() {
    let s = lesson("odins-rune-6");
    assert_eq!(s.table.position, "10/10/10/10/10/4k5/10/10/10/3RK5 w 0 1");
    let wrong = clicks(s, &["d1", "d2"]);
    assert!(wrong.table.moves.is_empty() && !wrong.table.can_redo, "refused, nothing to redo");
    let redone = wrong.reduce(Action::Redo);
    assert!(redone.table.moves.is_empty(), "the refused answer stays refused");
    let solved = clicks(redone, &["e1", "e5"]);
    assert!(said(&solved).starts_with("Solved!"), "{}", said(&solved));
    assert_eq!(solved.solved, ["odins-rune-6"]);
    assert!(solved.effects.list().contains(&Effect::SaveSolved), "storage follows");
    assert_eq!(read_solved(Some(r#"["odins-rune-1"]"#)), ["odins-rune-1"]);
    assert!(read_solved(Some("{bad")).is_empty() && read_solved(None).is_empty());
}

#[test]
fn show_me_plays_the_answer_with_its_words_and_is_not_counted_solved() {
    let s = act(lesson("odins-rune-2"), StudyAction::ShowMe);
    assert_eq!(s.table.moves.len(), 1);
    assert!(s.table.outcome.is_some());
    assert!(said(&s).starts_with("The answer: ") && said(&s).contains("removes the king on c2"), "{}", said(&s));
    assert!(s.solved.is_empty(), "shown is not solved");
}

#[test]
fn a_copy_of_the_built_in_study_is_kept_to_be_written() {
    let study = Rc::new(builtin(GameId::OdinsRune, GameId::OdinsRune.lessons()));
    let s = act(start(GameId::OdinsRune), StudyAction::Keep(study.clone()));
    assert_eq!(s.shelf.read().studies.len(), 1);
    assert_eq!(*s.shelf.read().studies[0], *study);
    let s = act(s, StudyAction::Write { study: 0, chapter: 1 });
    assert!(s.study.as_ref().is_some_and(|s| s.writing.is_some()));
    assert_eq!(s.tree().main_line().len(), 1, "the lesson's answer is the written chapter's line");
}
