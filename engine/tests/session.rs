//! The step-by-step turn interface and typed errors, as the app uses them through `Play`: a table
//! to draw and commands.

mod common;

use common::step;
use runeboard_engine::error::Shared;
use runeboard_engine::{new_session, Command, CommandError, GameId, Play, PositionError, Step, TurnError, UnknownGame};

fn moves(play: &dyn Play) -> Vec<String> {
    play.table(&[], None).moves
}

fn notation(play: &mut dyn Play, text: &str) -> Result<(), CommandError> {
    play.apply(Command::Notation(text.into()))
}

fn load(play: &mut dyn Play, text: &str) -> Result<(), PositionError> {
    match play.apply(Command::Load(text.into())) {
        Ok(()) => Ok(()),
        Err(CommandError::Position(e)) => Err(e),
        Err(e) => panic!("not a position error: {e}"),
    }
}

fn preview(play: &dyn Play, steps: &[Step]) -> Vec<runeboard_engine::CellId> {
    // The men a complete turn takes: drawn fading where they stood (`taking`, the turn drawn as it
    // stands), or marked doomed where they still stand.
    let table = play.table(steps, None);
    if table.complete {
        let mut cells: Vec<_> = table.taking.iter().map(|p| p.cell).collect();
        cells.extend(table.marks.doomed);
        cells
    } else {
        Vec::new()
    }
}

#[test]
fn choices_walk_a_turn_step_by_step() {
    let mut play = new_session(GameId::Keltic);
    let first = play.choices(&[]);
    assert!(!first.complete);
    // Nine pawns and two knights can move.
    assert_eq!(first.options.len(), 11);
    assert!(first.options.iter().all(|o| !o.capture));
    let e3 = step(GameId::Keltic, "e3");
    let after = play.choices(&[e3]);
    assert_eq!(after.options.len(), 1);
    assert_eq!(after.options[0].step, step(GameId::Keltic, "e4"));
    assert!(play.choices(&[e3, step(GameId::Keltic, "e4")]).complete);
    assert_eq!(play.apply(Command::Play(vec![e3])), Err(CommandError::Turn(TurnError::Incomplete)));
    assert_eq!(
        play.apply(Command::Play(vec![e3, step(GameId::Keltic, "e5")])),
        Err(CommandError::Turn(TurnError::NotLegal))
    );
    play.apply(Command::Play(vec![e3, step(GameId::Keltic, "e4")])).expect("legal");
    assert_eq!(moves(&*play), vec!["e4"]);
    assert_eq!(play.table(&[], None).to_move, 1);
    assert_eq!(
        play.table(&[], None).marks.last,
        vec![
            play.record().game.geometry().cell_by_name("e3").unwrap_or(0),
            play.record().game.geometry().cell_by_name("e4").unwrap_or(0)
        ]
    );
}

#[test]
fn promotion_is_a_further_step_and_captures_are_marked() {
    let mut play = new_session(GameId::Keltic);
    load(&mut *play, "2b/2P2/k8/9/9/5/1K1 w 0 1").unwrap_or_else(|e| panic!("{e}"));
    let e6 = step(GameId::Keltic, "e6");
    let targets = play.choices(&[e6]);
    let f7 = targets.options.iter().find(|o| o.step == step(GameId::Keltic, "f7")).expect("capture on f7");
    assert!(f7.capture);
    let promote = play.choices(&[e6, step(GameId::Keltic, "f7")]);
    assert!(!promote.complete);
    let mut pieces: Vec<Step> = promote.options.iter().map(|o| o.step).collect();
    pieces.sort_by_key(|s| format!("{s:?}"));
    assert_eq!(pieces, vec![Step::Promote('B'), Step::Promote('N'), Step::Promote('Q'), Step::Promote('R')]);
    let f7_cell = play.record().game.geometry().cell_by_name("f7").expect("f7");
    assert_eq!(preview(&*play, &[e6, step(GameId::Keltic, "f7"), Step::Promote('N')]), vec![f7_cell]);
    assert!(preview(&*play, &[e6, step(GameId::Keltic, "f7")]).is_empty(), "not a complete turn yet");
    assert!(preview(&*play, &[e6, step(GameId::Keltic, "e7"), Step::Promote('Q')]).is_empty(), "takes nothing");
    play.apply(Command::Play(vec![e6, step(GameId::Keltic, "f7"), Step::Promote('N')])).expect("legal");
    assert_eq!(moves(&*play), vec!["exf7=N"]);
}

#[test]
fn undo_redo_and_restart() {
    let mut play = new_session(GameId::Chess);
    for m in ["e4", "e5", "Nf3"] {
        notation(&mut *play, m).expect("legal");
    }
    assert!(play.apply(Command::Undo).is_ok() && play.apply(Command::Undo).is_ok());
    assert_eq!(moves(&*play), vec!["e4"]);
    assert!(play.table(&[], None).can_redo);
    assert!(play.apply(Command::Redo).is_ok());
    assert_eq!(moves(&*play), vec!["e4", "e5"]);
    // A new move drops the redo line.
    notation(&mut *play, "d4").expect("legal");
    assert!(!play.table(&[], None).can_redo);
    assert_eq!(play.apply(Command::Redo), Err(CommandError::NothingToRedo));
    play.apply(Command::Restart).expect("restarts");
    assert!(moves(&*play).is_empty() && !play.table(&[], None).can_undo);
    assert_eq!(play.apply(Command::Undo), Err(CommandError::NothingToUndo));
}

#[test]
fn checkmate_ends_the_game() {
    let mut play = new_session(GameId::Keltic);
    load(&mut *play, "k2/5/3K5/9/4Q4/5/3 w 0 1").expect("valid");
    notation(&mut *play, "Qe6").expect("legal");
    assert_eq!(moves(&*play), vec!["Qe6#"]);
    let outcome = play.table(&[], None).outcome.expect("game over");
    assert_eq!(outcome, runeboard_engine::Outcome::Win { winner: 0, reason: runeboard_engine::Reason::Checkmate });
    assert_eq!(play.table(&[], None).headline, "Checkmate — White wins");
    assert!(play.choices(&[]).options.is_empty());
    assert_eq!(notation(&mut *play, "Kc6"), Err(CommandError::Turn(TurnError::GameOver)));
}

#[test]
fn bad_position_text_is_a_typed_error_and_the_game_is_untouched() {
    let mut play = new_session(GameId::Keltic);
    notation(&mut *play, "e4").expect("legal");
    let before = play.table(&[], None).position;
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
        ("bqb/rnqnr/ppppppppp/9/PPPPPPPPP/RNQNR/BKB w", |e| {
            *e == PositionError::Illegal(Shared::KingCount { army: "black", found: 0 }).erase()
        }),
        ("k2/1Q3/9/9/9/5/1K1 w", |e| *e == PositionError::Illegal(Shared::OpponentInCheck { army: "black" }).erase()),
    ];
    for (text, is_expected) in cases {
        let err = load(&mut *play, text).expect_err(text);
        assert!(is_expected(&err), "{text}: {err:?}");
        assert!(!err.to_string().is_empty());
        assert_eq!(play.table(&[], None).position, before, "untouched after {text}");
        assert_eq!(moves(&*play), vec!["e4"]);
    }
}

#[test]
fn chess_position_text_errors() {
    let mut play = new_session(GameId::Chess);
    let castling =
        load(&mut *play, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkqK - 0 1").expect_err("bad castling");
    assert!(castling.to_string().contains("castl"));
    let ep = load(&mut *play, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - e6 0 1").expect_err("bad ep");
    assert_eq!(ep, PositionError::Illegal(Shared::EnPassant("e6".into())).erase());
    assert_eq!(ep.to_string(), "e6 cannot be an en-passant square here");
    let sq = load(&mut *play, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - j9 0 1").expect_err("bad square");
    assert!(matches!(sq, PositionError::BadSquare(_)));
    load(&mut *play, "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w - f6 0 3").expect("valid ep");
    assert_eq!(play.table(&[], None).position, "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w - f6 0 3");
    notation(&mut *play, "exf6").expect("en passant");
    assert_eq!(play.table(&[], None).position, "rnbqkbnr/ppp1p1pp/5P2/3p4/8/8/PPPP1PPP/RNBQKBNR b - - 0 3");
}

#[test]
fn unknown_game_is_an_error() {
    assert_eq!("go".parse::<GameId>().err(), Some(UnknownGame("go".into())));
    for id in GameId::ALL {
        assert_eq!(new_session(id).record().game, id);
        assert_eq!(id.as_str().parse::<GameId>(), Ok(id));
    }
}
