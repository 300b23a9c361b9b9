//! The quiz: exactly the author's turn accepted, a foreseen wrong turn answered with its words,
//! any other legal turn wrong, a turn of several steps one answer, the replies from the tree, the
//! closing words at the end.

use super::*;
use crate::Step;

fn carry() -> Quiz {
    let study = Study::parse(&example()).expect("the example reads");
    Quiz::new(&study.chapters[0]).expect("replays")
}

fn s(turns: &[&str]) -> Vec<String> {
    turns.iter().map(|t| t.to_string()).collect()
}

const START: &str = "k9/10/10/10/10/10/6b3/10/10/5V3K w 0 1";

#[test]
fn study_quiz_accepts_exactly_the_authors_turns() {
    let q = carry();
    assert_eq!(q.student(), 0);
    let closing = q.chapter().closing.clone();
    assert!(closing.is_some());
    assert_eq!(q.judge(&[], "Vf1-j1>i1"), Ok(Judgement::Right { reply: Some("Bg4-f3".into()) }));
    let words = q.chapter().words(&[1]).map(str::to_string);
    assert!(words.is_some());
    assert_eq!(q.judge(&[], "Vf1-h3"), Ok(Judgement::Foreseen { words }));
    // The other right answer (marked `!`) ends its line at once.
    assert_eq!(q.judge(&[], "Vf1-j1>h1"), Ok(Judgement::Done { reply: None, closing: closing.clone() }));
    // Every other legal turn is wrong.
    let start = play_from(GameId::OdinsRune, START, &[]);
    let legal = legal_turns(&*start);
    assert!(legal.len() > 20);
    for t in &legal {
        let want = match t.as_str() {
            "Vf1-j1>i1" | "Vf1-h3" | "Vf1-j1>h1" => continue,
            _ => Judgement::Wrong,
        };
        assert_eq!(q.judge(&[], t), Ok(want), "{t}");
    }
    // The reply played, the student's last turn (check marks aside) ends it with the closing words.
    let line = s(&["Vf1-j1>i1", "Bg4-f3"]);
    assert_eq!(q.judge(&line, "Vj1xa10#"), Ok(Judgement::Done { reply: None, closing: closing.clone() }));
    assert_eq!(q.judge(&line, "Vj1xa10"), Ok(Judgement::Done { reply: None, closing }));
    assert_eq!(q.judge(&line, "Vj1-j10"), Ok(Judgement::Wrong));
    // Questions asked at the wrong time.
    assert_eq!(q.judge(&s(&["Vf1-j1>i1"]), "Bg4-f3"), Err(QuizError::NotStudentsTurn));
    assert_eq!(q.judge(&s(&["Vf1-a1"]), "Bg4-f3"), Err(QuizError::OffLine { ply: 1, turn: "Vf1-a1".into() }));
    assert_eq!(q.judge(&s(&["Vf1-j1>i1", "Bg4-f3", "Vj1xa10#"]), "Ka10-a9"), Err(QuizError::Over));
    assert_eq!(q.path(&line), Ok(vec![0, 0]));
    assert_eq!(q.answer(&line).as_deref(), Ok("Vj1xa10#"));
}

#[test]
fn study_quiz_counts_a_turn_of_several_steps_as_one_answer() {
    let q = carry();
    let cell = |n: &str| Step::Cell(GameId::OdinsRune.geometry().cell_by_name(n).expect("a cell"));
    // The carry made step by step on the board, as the page commits it: the Valkyrie, where it
    // goes, where it sets the king down.
    let played = |steps: Vec<Step>| {
        let mut p = play_from(GameId::OdinsRune, START, &[]);
        p.apply(Command::Play(steps)).expect("a legal turn");
        p.record().turns.last().cloned().expect("a turn")
    };
    let carried = played(vec![cell("f1"), cell("j1"), cell("i1")]);
    assert_eq!(q.judge(&[], &carried), Ok(Judgement::Right { reply: Some("Bg4-f3".into()) }));
    // The same first steps set down elsewhere: another turn, judged as a whole.
    let elsewhere = played(vec![cell("f1"), cell("j1"), cell("g1")]);
    assert_eq!(q.judge(&[], &elsewhere), Ok(Judgement::Wrong));
    // The hints: the author's, then the answer's first step.
    let hints = q.hints(&[]).expect("the student's turn");
    assert_eq!(hints.len(), 3);
    assert!(matches!(&hints[0], Hint::Words(w) if w.starts_with("The Valkyrie may pick up")));
    assert_eq!(hints[2], Hint::First(cell("f1")));
    assert_eq!(q.hints(&s(&["Vf1-j1>i1", "Bg4-f3"])), Ok(vec![Hint::First(cell("j1"))]));

    // An Ox's removal: the leap with its second capture is the answer; the leap alone is not.
    let text = "Study: Ox\nChapter: The removal\nGame: odins-rune\nStart: 10/10/10/10/10/Rpk7/2f7/10/1PKK6/10 b 0 1\n\
                Mode: quiz\nClosing: End of game.\n\n{Black to move: win at once.}\n\
                1... Fc4xd2/xc2 (1... Fc4xd2 ? {Close: one more man may go with the same leap.})\n";
    let study = Study::parse(text).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(study.chapters[0].orientation, 1, "the side to move by default");
    let q = Quiz::new(&study.chapters[0]).expect("replays");
    assert_eq!(q.student(), 1);
    let end = Judgement::Done { reply: None, closing: Some("End of game.".into()) };
    assert_eq!(q.judge(&[], "Fc4xd2/xc2"), Ok(end));
    assert_eq!(
        q.judge(&[], "Fc4xd2"),
        Ok(Judgement::Foreseen { words: Some("Close: one more man may go with the same leap.".into()) })
    );
    let start = play_from(GameId::OdinsRune, "10/10/10/10/10/Rpk7/2f7/10/1PKK6/10 b 0 1", &[]);
    let other = legal_turns(&*start).into_iter().find(|t| !t.starts_with("Fc4xd2")).expect("another turn");
    assert_eq!(q.judge(&[], &other), Ok(Judgement::Wrong));
}

#[test]
fn study_quiz_follows_another_right_answer_and_plays_a_last_reply() {
    // A right answer marked `!` with a line of its own; a reply after the last answer.
    let text = "Chapter: lines\nGame: chess\nMode: quiz\n\n1. e4 (1. d4 ! d5 2. c4) 1... e5 (1... c5) \
                2. Nf3 (2. f4 ? {Too early.}) 2... Nc6\n";
    let study = Study::parse(text).unwrap_or_else(|e| panic!("{e}"));
    let q = Quiz::new(&study.chapters[0]).expect("replays");
    assert_eq!(q.judge(&[], "d4"), Ok(Judgement::Right { reply: Some("d5".into()) }));
    assert_eq!(q.judge(&s(&["d4", "d5"]), "c4"), Ok(Judgement::Done { reply: None, closing: None }));
    assert_eq!(q.judge(&s(&["d4", "d5"]), "Nf3"), Ok(Judgement::Wrong));
    assert_eq!(q.judge(&[], "e4"), Ok(Judgement::Right { reply: Some("e5".into()) }));
    assert_eq!(q.judge(&s(&["e4", "e5"]), "Nf3"), Ok(Judgement::Done { reply: Some("Nc6".into()), closing: None }));
    assert_eq!(q.judge(&s(&["e4", "e5"]), "f4"), Ok(Judgement::Foreseen { words: Some("Too early.".into()) }));
    // A reply the author wrote as a variation is read only: the main line's is played.
    assert_eq!(q.judge(&s(&["e4", "c5"]), "Nf3"), Err(QuizError::Over));
}
