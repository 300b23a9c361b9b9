//! The puzzle format and the attempt (the miner's tests are `tests/puzzles.rs`).

use super::*;

fn sample() -> Puzzle {
    Puzzle {
        id: "chess-mate-1".into(),
        game: GameId::Chess,
        start: "6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1".into(),
        solution: vec!["Rd8#".into()],
        themes: vec!["mate".into()],
        rating: 800,
        depth: Some(1),
    }
}

#[test]
fn a_puzzle_reads_back_as_written() {
    let p = sample();
    let text = write("chess puzzles\n\nmined by hand", std::slice::from_ref(&p));
    assert!(text.starts_with("# chess puzzles\n#\n# mined by hand\n\nPuzzle: chess-mate-1\n"), "{text}");
    assert_eq!(parse(&text), Ok(vec![p.clone()]));
    let bare = Puzzle { themes: vec![], depth: None, ..p };
    assert_eq!(parse(&bare.to_text()), Ok(vec![bare.clone()]));
    assert!(!bare.to_text().contains("Themes") && !bare.to_text().contains("Depth"));
}

#[test]
fn bad_files_are_refused_with_their_line() {
    let good = sample().to_text();
    let with = |from: &str, to: &str| good.replace(from, to);
    let cases: Vec<(String, PuzzleError)> = vec![
        (format!("Game: chess\n{good}"), PuzzleError::OutsidePuzzle { line: 1, field: "Game" }),
        (with("Rating: 800", "Rating: high"), PuzzleError::BadNumber { line: 6, text: "high".into() }),
        (with("Game: chess", "Game: go"), PuzzleError::UnknownGame { line: 2, text: "go".into() }),
        (with("Solution: Rd8#", "Solution: Rd8 Kh8"), PuzzleError::BadSolutionLength { line: 4, turns: 2 }),
        (with("Rating: 800\n", ""), PuzzleError::MissingField { line: 1, field: "Rating" }),
        (with("Themes: mate", "Themes: Mate"), PuzzleError::BadTheme { line: 5, text: "Mate".into() }),
        (with("Themes: mate", "Game: chess"), PuzzleError::RepeatedField { line: 5, field: "Game" }),
        (with("Themes: mate", "Hint: the rook"), PuzzleError::BadLine { line: 5, text: "Hint: the rook".into() }),
        (with("chess-mate-1", "chess mate"), PuzzleError::BadId { line: 1, text: "chess mate".into() }),
        (format!("{good}{good}"), PuzzleError::DuplicateId { line: 9, id: "chess-mate-1".into() }),
    ];
    for (text, want) in cases {
        assert_eq!(parse(&text), Err(want.clone()), "{text}");
        assert!(!want.to_string().is_empty());
    }
    assert_eq!(parse("# nothing but a comment\n\n"), Ok(vec![]));
}

mod round_trip {
    use super::*;
    use proptest::prelude::*;

    fn word() -> impl Strategy<Value = String> {
        "[a-z0-9][a-z0-9-]{0,8}"
    }

    proptest! {
        /// Any puzzle written reads back as itself, alone or among others.
        #[test]
        fn written_puzzles_read_back(
            ids in proptest::collection::btree_set("[A-Za-z0-9_.-]{1,16}", 1..4),
            game in 0..GameId::ALL.len(),
            start in "[A-Za-z0-9/ -]{0,30}[A-Za-z0-9/-]",
            turns in proptest::collection::vec("[A-Za-z0-9@=>/()#+x-]{1,12}", 0..4),
            themes in proptest::collection::vec(word(), 0..4),
            rating in 0u32..4000,
            depth in proptest::option::of(0u32..40),
        ) {
            let mut solution = turns;
            if solution.len() % 2 == 0 {
                solution.push("e4".into());
            }
            let puzzles: Vec<Puzzle> = ids.into_iter().map(|id| Puzzle {
                id,
                game: GameId::ALL[game],
                start: start.trim().to_string(),
                solution: solution.clone(),
                themes: themes.clone(),
                rating,
                depth,
            }).collect();
            let text = write("a header", &puzzles);
            prop_assert_eq!(parse(&text), Ok(puzzles));
        }
    }
}

#[test]
fn an_attempt_judges_turns_and_plays_the_replies() {
    // Chess: the back rank, with a rook to give up first.
    let p = Puzzle {
        id: "chess-line".into(),
        game: GameId::Chess,
        start: "r5k1/5ppp/8/8/8/8/3R1PPP/3R2K1 w - - 0 1".into(),
        solution: vec!["Rd8+".into(), "Rxd8".into(), "Rxd8#".into()],
        themes: vec![],
        rating: 1000,
        depth: None,
    };
    let mut a = Attempt::new(&p).expect("a playable puzzle");
    assert_eq!(a.solver(), 0);
    assert_eq!(a.expected(), Some("Rd8+"));
    assert_eq!(a.try_notation("Rd8"), Ok(Judgement::Right { reply: "Rxd8".into() }), "marks are not compared");
    assert_eq!(a.try_notation("Rd7"), Err(TryError::ReplyPending));
    assert_eq!(a.play_reply(), Some("Rxd8".into()));
    assert_eq!(a.play_reply(), None);
    assert_eq!(a.stage(), Stage::Solving(2));
    // The steps of the turn, as the page sends them.
    let g = GameId::Chess.geometry();
    let cell = |n: &str| Step::Cell(g.cell_by_name(n).expect("a square"));
    assert_eq!(
        a.try_steps(&[cell("d1"), cell("e3")]),
        Err(TryError::Turn(CommandError::Turn(crate::TurnError::NotLegal))),
        "refused, nothing changes"
    );
    assert_eq!(a.stage(), Stage::Solving(2));
    assert_eq!(a.try_steps(&[cell("g1"), cell("f1")]), Ok(Judgement::Wrong { expected: "Rxd8#".into() }));
    assert_eq!(a.stage(), Stage::Failed);
    assert_eq!(a.try_notation("Rxd8"), Err(TryError::Over));
    assert_eq!(a.play().record().turns, vec!["Rd8+".to_string(), "Rxd8".into()], "the wrong turn is not played");

    // Solved by the solution's last turn.
    let mut a = Attempt::new(&p).expect("playable");
    a.try_notation("Rd8+").expect("a turn");
    a.play_reply();
    assert_eq!(a.try_notation("Rxd8#"), Ok(Judgement::Solved));
    assert_eq!(a.play().table(&[], None).outcome.and_then(|o| o.winner()), Some(0));
    assert_eq!(a.try_notation("Kf1"), Err(TryError::Over));
}

#[test]
fn another_turn_that_wins_at_once_solves_the_last_step() {
    // Two mates in one (Rd8# and Re8#), the solution names one: the other solves it too, as the
    // last turn; a turn that does not win is wrong.
    let p = Puzzle {
        id: "two-mates".into(),
        game: GameId::Chess,
        start: "6k1/5ppp/8/8/8/8/5PPP/3RR1K1 w - - 0 1".into(),
        solution: vec!["Rd8#".into()],
        themes: vec![],
        rating: 600,
        depth: None,
    };
    let mut a = Attempt::new(&p).expect("playable");
    assert_eq!(a.try_notation("Re8#"), Ok(Judgement::Solved));
    let mut a = Attempt::new(&p).expect("playable");
    assert_eq!(a.try_notation("Rd7"), Ok(Judgement::Wrong { expected: "Rd8#".into() }));
}

#[test]
fn a_damaged_puzzle_is_refused_when_the_attempt_begins() {
    let p = sample();
    let bad_start = Puzzle { start: "8/8 w".into(), ..p.clone() };
    assert!(matches!(Attempt::new(&bad_start).err(), Some(PuzzleError::BadStart { .. })));
    let bad_turn = Puzzle { solution: vec!["Rd8#".into(), "Kh8".into(), "Rd1".into()], ..p.clone() };
    assert!(matches!(Attempt::new(&bad_turn).err(), Some(PuzzleError::BadTurn { number: 2, .. })));
    let over = Puzzle { start: "3R2k1/5ppp/8/8/8/8/5PPP/6K1 b - - 0 1".into(), ..p };
    assert!(matches!(Attempt::new(&over).err(), Some(PuzzleError::OverAtStart { .. })));
}
