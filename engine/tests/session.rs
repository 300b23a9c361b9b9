//! The step-by-step turn interface and typed errors, as the app uses them through `Play`.

use runeboard_engine::{new_session, Play, PositionError, Step, TurnError, UnknownGame};

fn cell(play: &dyn Play, name: &str) -> Step {
    Step::Cell(play.geometry().cell_by_name(name).expect("cell exists"))
}

#[test]
fn choices_walk_a_turn_step_by_step() {
    let mut play = new_session("keltic").expect("keltic exists");
    let first = play.choices(&[]);
    assert!(!first.complete);
    // Nine pawns and two knights can move.
    assert_eq!(first.options.len(), 11);
    assert!(first.options.iter().all(|o| !o.capture));
    let e3 = cell(&*play, "e3");
    let after = play.choices(&[e3]);
    assert_eq!(after.options.len(), 1);
    assert_eq!(after.options[0].step, cell(&*play, "e4"));
    assert!(play.choices(&[e3, cell(&*play, "e4")]).complete);
    assert_eq!(play.play(&[e3]), Err(TurnError::Incomplete("a")));
    assert_eq!(play.play(&[e3, cell(&*play, "e5")]), Err(TurnError::NotLegal));
    play.play(&[e3, cell(&*play, "e4")]).expect("legal");
    assert_eq!(play.move_list(), vec!["e4"]);
    assert_eq!(play.to_move(), 1);
    assert_eq!(
        play.last_turn_cells(),
        vec![play.geometry().cell_by_name("e3").unwrap_or(0), play.geometry().cell_by_name("e4").unwrap_or(0)]
    );
}

#[test]
fn promotion_is_a_further_step_and_captures_are_marked() {
    let mut play = new_session("keltic").expect("keltic exists");
    play.load_position("2b/2P2/k8/9/9/5/1K1 w 0 1").map(|_| ()).unwrap_or_else(|e| panic!("{e}"));
    let e6 = cell(&*play, "e6");
    let targets = play.choices(&[e6]);
    let f7 = targets.options.iter().find(|o| o.step == cell(&*play, "f7")).expect("capture on f7");
    assert!(f7.capture);
    let promote = play.choices(&[e6, cell(&*play, "f7")]);
    assert!(!promote.complete);
    let mut pieces: Vec<Step> = promote.options.iter().map(|o| o.step).collect();
    pieces.sort_by_key(|s| format!("{s:?}"));
    assert_eq!(pieces, vec![Step::Promote('B'), Step::Promote('N'), Step::Promote('Q'), Step::Promote('R')]);
    let f7_cell = play.geometry().cell_by_name("f7").expect("f7");
    assert_eq!(play.preview(&[e6, cell(&*play, "f7"), Step::Promote('N')]), vec![f7_cell]);
    assert!(play.preview(&[e6, cell(&*play, "f7")]).is_empty(), "not a complete turn yet");
    assert!(play.preview(&[e6, cell(&*play, "e7"), Step::Promote('Q')]).is_empty(), "takes nothing");
    play.play(&[e6, cell(&*play, "f7"), Step::Promote('N')]).expect("legal");
    assert_eq!(play.move_list(), vec!["exf7=N"]);
}

#[test]
fn undo_redo_and_restart() {
    let mut play = new_session("chess").expect("chess exists");
    for m in ["e4", "e5", "Nf3"] {
        play.play_notation(m).expect("legal");
    }
    assert!(play.undo() && play.undo());
    assert_eq!(play.move_list(), vec!["e4"]);
    assert!(play.can_redo());
    assert!(play.redo());
    assert_eq!(play.move_list(), vec!["e4", "e5"]);
    // A new move drops the redo line.
    play.play_notation("d4").expect("legal");
    assert!(!play.can_redo());
    play.restart();
    assert!(play.move_list().is_empty() && !play.can_undo());
}

#[test]
fn checkmate_ends_the_game() {
    let mut play = new_session("keltic").expect("keltic exists");
    play.load_position("k2/5/3K5/9/4Q4/5/3 w 0 1").expect("valid");
    play.play_notation("Qe6").expect("legal");
    assert_eq!(play.move_list(), vec!["Qe6#"]);
    let outcome = play.outcome().expect("game over");
    assert_eq!(outcome, runeboard_engine::Outcome::Win { winner: 0, reason: "checkmate".into() });
    assert!(play.choices(&[]).options.is_empty());
    assert_eq!(play.play_notation("Kc6"), Err(TurnError::GameOver));
}

#[test]
fn bad_position_text_is_a_typed_error_and_the_game_is_untouched() {
    let mut play = new_session("keltic").expect("keltic exists");
    play.play_notation("e4").expect("legal");
    let before = play.position_text();
    type Expect = fn(&PositionError) -> bool;
    let cases: [(&str, Expect); 9] = [
        ("", |e| matches!(e, PositionError::Empty)),
        ("bkb/rnqnr/ppppppppp/9/PPPPPPPPP/RNQNR/BKB", |e| matches!(e, PositionError::FieldCount { .. })),
        ("bkb/rnqnr/ppppppppp/9/PPPPPPPPP/RNQNR w", |e| {
            matches!(e, PositionError::RankCount { expected: 7, found: 6 })
        }),
        ("bkb/rnqnr/pppppppp/9/PPPPPPPPP/RNQNR/BKB w", |e| matches!(e, PositionError::RankLength { .. })),
        ("bkb/rnqnr/ppppppppx/9/PPPPPPPPP/RNQNR/BKB w", |e| matches!(e, PositionError::UnknownPiece('x'))),
        ("bkb/rnqnr/ppppppppp/9/PPPPPPPPP/RNQNR/BKB x", |e| matches!(e, PositionError::SideToMove(_))),
        ("bkb/rnqnr/ppppppppp/9/PPPPPPPPP/RNQNR/BKB w z 1", |e| matches!(e, PositionError::BadNumber { .. })),
        ("bqb/rnqnr/ppppppppp/9/PPPPPPPPP/RNQNR/BKB w", |e| matches!(e, PositionError::Illegal(_))),
        ("k2/1Q3/9/9/9/5/1K1 w", |e| matches!(e, PositionError::Illegal(_))),
    ];
    for (text, is_expected) in cases {
        let err = play.load_position(text).expect_err(text);
        assert!(is_expected(&err), "{text}: {err:?}");
        assert!(!err.to_string().is_empty());
        assert_eq!(play.position_text(), before, "untouched after {text}");
        assert_eq!(play.move_list(), vec!["e4"]);
    }
}

#[test]
fn chess_position_text_errors() {
    let mut play = new_session("chess").expect("chess exists");
    let castling =
        play.load_position("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1").expect_err("no castling");
    assert!(castling.to_string().contains("castl"));
    let ep = play.load_position("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - e6 0 1").expect_err("bad ep");
    assert!(matches!(ep, PositionError::Illegal(_)));
    let sq = play.load_position("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - j9 0 1").expect_err("bad square");
    assert!(matches!(sq, PositionError::BadSquare(_)));
    play.load_position("rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w - f6 0 3").expect("valid ep");
    assert_eq!(play.position_text(), "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w - f6 0 3");
    play.play_notation("exf6").expect("en passant");
    assert_eq!(play.position_text(), "rnbqkbnr/ppp1p1pp/5P2/3p4/8/8/PPPP1PPP/RNBQKBNR b - - 0 3");
}

#[test]
fn unknown_game_is_an_error() {
    assert_eq!(new_session("go").err(), Some(UnknownGame("go".into())));
    for entry in runeboard_engine::GAMES {
        assert_eq!(new_session(entry.id).map(|p| p.id()).ok(), Some(entry.id));
    }
}
