//! The text format: the documented example read as it says, written back, and bad texts refused
//! with their chapter and line.

use super::*;

fn cell(game: GameId, name: &str) -> crate::CellId {
    game.geometry().cell_by_name(name).expect("a cell")
}

fn line_of(text: &str, needle: &str) -> usize {
    text.lines().position(|l| l.contains(needle)).expect("in the text") + 1
}

#[test]
fn the_documented_example_reads_as_it_says() {
    let study = Study::parse(&example()).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(study.title, "The Valkyrie and the sandwich");
    assert_eq!(study.chapters.len(), 3);
    let [quiz, read, practice] = &study.chapters[..] else { unreachable!() };
    assert_eq!(
        (quiz.name.as_str(), quiz.game, quiz.mode, quiz.orientation),
        ("Carry the king", GameId::OdinsRune, Mode::Quiz, 0)
    );
    assert_eq!(quiz.start.as_deref(), Some("k9/10/10/10/10/10/6b3/10/10/5V3K w 0 1"));
    assert_eq!(
        quiz.intro.as_deref(),
        Some("White's last king, on j1, is attacked by the bishop on g4. Save it, and win.")
    );
    let rune = |n: &str| cell(GameId::OdinsRune, n);
    assert_eq!(
        quiz.notes_at(&[]).drawings,
        vec![
            Drawing::Arrow { from: rune("g4"), to: rune("j1"), colour: Colour::Red },
            Drawing::Circle { cell: rune("j1"), colour: Colour::Red }
        ]
    );
    // Words apart from the drawings and hints.
    assert_eq!(quiz.words(&[0]), Some("Carried: the king stands beside the Valkyrie now."));
    let answer = quiz.notes_at(&[0]);
    assert_eq!(answer.drawings, vec![Drawing::Circle { cell: rune("i1"), colour: Colour::Green }]);
    assert_eq!(answer.hints.len(), 2);
    assert_eq!(answer.hints[1], "Go to the king's square.");
    assert_eq!(quiz.tree.main_line(), ["Vf1-j1>i1", "Bg4-f3", "Vj1xa10#"]);
    assert_eq!(quiz.tree.node(&[1]).map(|n| (n.turn.as_str(), n.nags.clone())), Some(("Vf1-h3", vec![2])));
    assert_eq!(quiz.tree.node(&[2]).map(|n| (n.turn.as_str(), n.nags.clone())), Some(("Vf1-j1>h1", vec![1])));
    assert!(quiz.words(&[1]).is_some_and(|w| w.starts_with("No — the bishop")));
    assert_eq!(quiz.words(&[0, 0]), None, "a comment of drawings only has no words");
    assert!(quiz.closing.as_deref().is_some_and(|c| c.ends_with("opened for it.")));

    assert_eq!((read.game, read.mode, read.orientation), (GameId::Tyr11, Mode::Read, 0));
    let tyr = |n: &str| cell(GameId::Tyr11, n);
    assert_eq!(
        read.notes_at(&[0]).drawings,
        vec![
            Drawing::Arrow { from: tyr("b7"), to: tyr("f7"), colour: Colour::Green },
            Drawing::Circle { cell: tyr("f5"), colour: Colour::Green },
            Drawing::Circle { cell: tyr("f6"), colour: Colour::Red }
        ]
    );
    assert_eq!(practice.mode, Mode::Practice { level: 3, goal: Goal::Win });
    assert_eq!(practice.tree, crate::tree::Tree::default());
    assert!(practice.intro.is_some());

    // Written and read back; written again the same.
    let text = study.write();
    assert_eq!(Study::parse(&text), Ok(study.clone()), "{text}");
    assert_eq!(Study::parse(&text).map(|s| s.write()), Ok(text.clone()));
    // And as a link.
    let link = study.link().expect("small enough");
    assert!(link.starts_with("study=The+Valkyrie+and+the+sandwich&chapter=Carry+the+king&game=odins-rune&"), "{link}");
    assert_eq!(Study::from_fragment(&format!("#{link}")), Ok(study));
}

#[test]
fn defaults_and_other_spellings_are_read() {
    // No Study, Mode nor Orientation: an empty title, read mode, the side to move shown; lichess's
    // arrows without a separator on a chess board; keys in any case; a practice with defaults.
    let text = "chapter: one\ngame: chess\nstart: 4k3/8/8/8/8/8/4P3/4K3 b - - 0 1\n\n{[%cal Ge2e4,Rd7-d5]}\n1... Kd7\n\n\
                Chapter: two\nGame: chess\nMode: practice\n\nChapter: three\nGame: chess\nMode: Practice\nGoal: hold 12\nLevel: 5\n";
    let s = Study::parse(text).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(s.title, "");
    assert_eq!((s.chapters[0].mode, s.chapters[0].orientation), (Mode::Read, 1));
    let c = |n: &str| cell(GameId::Chess, n);
    assert_eq!(
        s.chapters[0].notes_at(&[]).drawings,
        vec![
            Drawing::Arrow { from: c("e2"), to: c("e4"), colour: Colour::Green },
            Drawing::Arrow { from: c("d7"), to: c("d5"), colour: Colour::Red }
        ]
    );
    assert_eq!(s.chapters[1].mode, Mode::Practice { level: 3, goal: Goal::Win });
    assert_eq!(s.chapters[2].mode, Mode::Practice { level: 5, goal: Goal::Hold(12) });
    assert_eq!(Study::parse(&s.write()), Ok(s));
}

#[test]
fn words_are_cleaned_to_what_reads_back() {
    assert_eq!(clean_words("  a }b{ \n c [%cal Ge2-e4] "), Some("a b{   c [ %cal Ge2-e4]}".into()));
    assert_eq!(clean_words("[%%[%x"), Some("[ %%[ %x".into()));
    assert_eq!(clean_words(" \n "), None);
    // An unmatched `}` dropped between `[` and `%` leaves no command behind.
    assert_eq!(clean_words("[}%"), Some("[ %".into()));
    assert_eq!(clean_hint("see [this]"), Some("see (this)".into()));
    assert_eq!(clean_line(" two\nlines "), "two lines");
    // Every game's cell names are letters and digits: a `-` between an arrow's cells is never
    // part of a name.
    for id in GameId::ALL {
        for c in &id.geometry().cells {
            assert!(!c.name.is_empty() && c.name.chars().all(|ch| ch.is_ascii_alphanumeric()), "{id}: {}", c.name);
        }
    }
}

fn refused(text: &str) -> StudyError {
    match Study::parse(text) {
        Ok(_) => panic!("read:\n{text}"),
        Err(e) => e,
    }
}

#[test]
fn an_illegal_turn_is_refused_with_its_chapter_and_line() {
    let good = example();
    // In chapter 2's main line.
    let text = good.replace("1... j2-j3", "1... j2-k5");
    let e = refused(&text);
    assert_eq!((e.chapter, e.name.as_str(), e.line), (2, "A sandwich", line_of(&text, "j2-k5")), "{e}");
    assert!(matches!(&e.problem, Problem::BadTurn(crate::record::RecordError::BadTurn { number: 2, .. })), "{e:?}");
    let said = e.to_string();
    assert!(said.starts_with(&format!("chapter 2 ('A sandwich'), line {}: move 1, Defender:", e.line)), "{said}");
    // In a variation of chapter 1, and a turn of several steps wrongly carried.
    let text = good.replace("(1. Vf1-h3 ?", "(1. Vf1-h9 ?");
    let e = refused(&text);
    assert_eq!((e.chapter, e.line), (1, line_of(&text, "Vf1-h9")), "{e}");
    let text = good.replace("1. Vf1-j1>i1", "1. Vf1-j1>a1");
    assert_eq!(refused(&text).line, line_of(&text, "Vf1-j1>a1"));
    // After the end of the game.
    let text = good.replace("2. Vj1xa10#", "2. Vj1xa10# Ka10-a9");
    assert!(matches!(refused(&text).problem, Problem::BadTurn(_)));
}

#[test]
fn bad_headers_and_drawings_are_refused_with_their_chapter_and_line() {
    let good = example();
    let cases: Vec<(String, &str, usize, Problem)> = vec![
        (good.replace("Mode: read", "Mode: gamebook"), "Mode: gamebook", 2, Problem::UnknownMode("gamebook".into())),
        (good.replace("Mode: read", "Mode: read\nLevel: 2"), "Level: 2", 2, Problem::NotPractice("Level")),
        (good.replace("Level: 3", "Level: 6"), "Level: 6", 3, Problem::BadLevel("6".into())),
        (good.replace("Goal: win", "Goal: hold"), "Goal: hold", 3, Problem::BadGoal("hold".into())),
        (good.replace("Orientation: Attacker", "Orientation: Red"), "Orientation: Red", 2, {
            Problem::UnknownSide("Red".into(), vec!["Attacker", "Defender"])
        }),
        (good.replace("Game: tyr-11", "Game: go"), "Game: go", 2, Problem::UnknownGame("go".into())),
        (good.replace("Mode: read", "Author: me"), "Author: me", 2, Problem::BadHeader("Author: me".into())),
        (
            good.replacen("Study: The Valkyrie and the sandwich\nChapter: A", "Study: Another\nChapter: A", 1),
            "Study: Another",
            2,
            Problem::OtherStudy("Another".into()),
        ),
        (
            good.replace("[%cal Gb7-f7]", "[%cal Gb7-z99]"),
            "Gb7-z99",
            2,
            Problem::BadDrawing("'Gb7-z99' is not a drawing here".into()),
        ),
        (good.replace("[%csl Rf6]", "[%csl Qf6]"), "Qf6", 2, Problem::BadDrawing("'Qf6' is not a drawing here".into())),
        (
            good.replace("(1. b7-g7", "(b7-g7))"),
            "b7-g7",
            2,
            Problem::BadVariation(crate::tree::VariationProblem::NothingToClose),
        ),
    ];
    for (text, needle, chapter, problem) in cases {
        let e = refused(&text);
        assert_eq!((e.chapter, e.line, &e.problem), (chapter, line_of(&text, needle), &problem), "{e}\n{text}");
        assert!(!e.to_string().is_empty());
    }
    let e = refused(&good.replace("Game: chess\n", ""));
    assert_eq!((e.chapter, e.name.as_str(), e.problem), (3, "Queen the pawn", Problem::MissingGame));
    let e = refused(&good.replace("Start: 11/11/11/11/1A9", "Start: 11/11/11/11/1Z9"));
    assert!(matches!(e.problem, Problem::BadStart(_)) && e.chapter == 2, "{e}");
    assert_eq!(refused("").problem, Problem::NoChapters);
    let e = refused("1. e4 e5\n");
    assert_eq!((e.chapter, e.line), (0, 1));
}

proptest::proptest! {
    /// Cleaning is idempotent: words as a study keeps them are kept as they are, so they read back
    /// unchanged.
    #[test]
    fn cleaned_words_are_clean(text in "[ a-z{}()\\[\\]%\n]{0,24}") {
        for clean in [clean_words, clean_hint] {
            let once = clean(&text);
            proptest::prop_assert_eq!(once.as_deref().and_then(clean), once.clone(), "{:?}", text);
        }
    }
}
