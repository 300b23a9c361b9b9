//! Game records: text and URL round-trips over random games, and each import error.

mod common;

use proptest::prelude::*;
use runeboard_engine::record::{LinkProblem, Obstacle, Record, RecordError, Unplayable};
use runeboard_engine::{new_session, Command, GameId, Play};

fn random_play(id: GameId, seed: u64, plies: usize) -> Box<dyn Play> {
    common::random_play(id, seed, plies, &mut |_, _| {})
}

fn same_game(a: &dyn Play, b: &dyn Play) {
    let (a, b) = (a.table(&[], None), b.table(&[], None));
    assert_eq!(a.game, b.game);
    assert_eq!(a.moves, b.moves);
    assert_eq!(a.position, b.position);
    assert_eq!(a.outcome, b.outcome);
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(12))]

    #[test]
    fn text_and_link_round_trip(seed in any::<u64>(), which in 0..GameId::ALL.len(), plies in 0usize..120) {
        let play = random_play(GameId::ALL[which], seed, plies);
        let record = Record::of(&*play);
        let table = play.table(&[], None);
        let players: Vec<&str> = table.players.iter().map(|p| p.name).collect();
        let text = record.to_text(table.outcome.as_ref(), &players);
        let parsed = Record::parse(&text).expect("own text reads back");
        prop_assert_eq!(&parsed, &record);
        same_game(&*play, &*parsed.replay().expect("replays"));

        let (from_link, ply) = Record::from_fragment(&format!("#{}", record.to_fragment(Some(3)))).expect("own link reads back");
        prop_assert_eq!(&from_link, &record);
        prop_assert_eq!(ply, Some(3));
        same_game(&*play, &*from_link.replay().expect("replays"));
    }
}

#[test]
fn custom_start_is_kept() {
    let mut play = new_session(GameId::Keltic);
    play.apply(Command::Load("k2/5/3K5/9/4Q4/5/3 w 0 1".into())).expect("valid");
    play.apply(Command::Notation("Qe6".into())).expect("legal");
    let record = Record::of(&*play);
    assert_eq!(record.start.as_deref(), Some("k2/5/3K5/9/4Q4/5/3 w 0 1"));
    let table = play.table(&[], None);
    let text = record.to_text(table.outcome.as_ref(), &["White", "Black"]);
    assert!(text.contains("Result: Checkmate — White wins\n"), "the status line's words: {text}");
    assert_eq!(table.headline, "Checkmate — White wins");
    let back = Record::parse(&text).and_then(|r| r.replay()).expect("replays");
    same_game(&*play, &*back);
    assert!(Record::of(&*new_session(GameId::Keltic)).start.is_none());
}

#[test]
fn numbers_results_and_loose_spacing_are_read() {
    let r = Record::parse("game: chess\n\n1.e4 e5 2. Nf3\n  Nc6 3...Bb4 1-0 *").expect("reads");
    assert_eq!(r.turns, vec!["e4", "e5", "Nf3", "Nc6", "Bb4"]);
}

/// Why a turn of a record was refused, if it was.
fn unplayable(err: &RecordError) -> Option<&Unplayable> {
    match err {
        RecordError::BadTurn { reason, .. } => Some(reason),
        _ => None,
    }
}

#[test]
fn import_errors() {
    assert_eq!(Record::parse("1. e4 e5"), Err(RecordError::MissingGame));
    assert_eq!(Record::parse("Game: go\n1. e4"), Err(RecordError::UnknownGame("go".into())));
    assert!(matches!(Record::parse("Game: chess\nWhite: Ann Smith\n"), Err(RecordError::BadHeader { line: 2, .. })));
    let bad_start = Record::parse("Game: keltic\nStart: bkb/9 w\n1. e4").and_then(|r| r.replay());
    assert!(matches!(bad_start, Err(RecordError::BadStart(_))));

    // Turn 3 (White's second) names a knight move that is not possible.
    let err = Record::parse("Game: chess\n1. e4 e5 2. Nf5 Nc6").and_then(|r| r.replay()).err().expect("bad turn");
    match &err {
        RecordError::BadTurn { number, move_number, player, text, reason } => {
            assert_eq!((*number, *move_number, *player, text.as_str()), (3, 2, "White", "Nf5"));
            let nobody = Unplayable::NobodyCanGo { text: "Nf5".into(), player: "White", to: "f5".into() };
            assert_eq!(**reason, nobody);
            assert_eq!(reason.to_string(), "'Nf5': none of White's men can go to f5");
        }
        other => panic!("unexpected {other:?}"),
    }
    // The error names the move as the record writes it: "2. Nf5".
    assert!(err.to_string().starts_with("move 2, White: 'Nf5': "), "{err}");

    // A named man that cannot reach the target: the reason lists where it can go.
    let err = Record::parse("Game: keltic\n1. d2-d4").and_then(|r| r.replay()).err().expect("bad turn");
    assert!(err.to_string().contains("the white knight on d2 cannot go to d4 (it can go to c4, e4)"), "{err}");
    let knight = Unplayable::CannotGo {
        text: "d2-d4".into(),
        man: "white knight".into(),
        from: "d2".into(),
        to: "d4".into(),
        obstacle: None,
        targets: vec!["c4".into(), "e4".into()],
    };
    assert_eq!(unplayable(&err), Some(&knight));
    let err = Record::parse("Game: keltic\n1. e5-e4").and_then(|r| r.replay()).err().expect("bad turn");
    assert!(err.to_string().contains("cannot move for White now"), "{err}");
    let err = Record::parse("Game: keltic\n1. e4-e5").and_then(|r| r.replay()).err().expect("bad turn");
    assert!(err.to_string().contains("there is no man on e4"), "{err}");

    // A man that moves along a line and stops short of another man: the blocker is named; a man
    // sent onto one of its own side's men: that man is named; a leaper gets no such guess (above).
    let err = Record::parse("Game: chess\n1. e4 e5 2. Qh5 Nc6 3. Qh5-h8").and_then(|r| r.replay()).err().expect("bad");
    assert!(err.to_string().contains("cannot go to h8 — e.g. the way is blocked at h7 (it can go to"), "{err}");
    let err = Record::parse("Game: chess\n1. e4 e5 2. Qd1-d2").and_then(|r| r.replay()).err().expect("bad");
    assert!(err.to_string().contains("the white queen on d1 cannot go to d2 — d2 holds a white pawn"), "{err}");
    let own = Obstacle::Own { cell: "d2".into(), man: "white pawn".into() };
    assert!(matches!(unplayable(&err), Some(Unplayable::CannotGo { obstacle: Some(o), .. }) if *o == own), "{err:?}");
    let err = Record::parse("Game: chess\n1. Bc1-f4").and_then(|r| r.replay()).err().expect("bad");
    assert!(err.to_string().ends_with("the white bishop on c1 cannot move for White now"), "{err}");

    // Turns after the end.
    let err = Record::parse("Game: keltic\nStart: k2/5/3K5/9/4Q4/5/3 w 0 1\n1. Qe6# Kc6")
        .and_then(|r| r.replay())
        .err()
        .expect("after the end");
    assert!(
        matches!(&err, RecordError::BadTurn { number: 2, .. })
            && unplayable(&err) == Some(&Unplayable::AfterTheEnd { text: "Kc6".into() }),
        "{err:?}"
    );
    assert!(err.to_string().contains("after the end of the game"));
}

#[test]
fn damaged_links() {
    for (link, expect, problem) in [
        ("game=keltic&turns=e4+%G1", "bad escape", LinkProblem::BadEscape("%G1".into())),
        ("game=keltic&moves=e4", "unknown field", LinkProblem::UnknownField("moves".into())),
        ("game=keltic&turns", "has no '='", LinkProblem::NoEquals("turns".into())),
        ("game=keltic&ply=x", "not a number", LinkProblem::BadPly("x".into())),
        ("game=keltic&turns=%FF", "not valid text", LinkProblem::NotText),
    ] {
        let err = Record::from_fragment(link).expect_err(link);
        assert!(err.to_string().contains(expect), "{link}: {err}");
        assert_eq!(err, RecordError::BadLink(problem), "{link}");
    }
    assert_eq!(Record::from_fragment("turns=e4").err(), Some(RecordError::MissingGame));
    assert_eq!(Record::from_fragment("#game=nim").err(), Some(RecordError::UnknownGame("nim".into())));
    // A well-formed link with an illegal turn is caught on replay, like a file.
    let (r, _) = Record::from_fragment("#game=keltic&turns=e4+e4").expect("well formed");
    assert!(matches!(r.replay(), Err(RecordError::BadTurn { number: 2, .. })));
}

#[test]
fn a_refusal_never_shows_an_empty_list() {
    let r = Record { game: runeboard_engine::GameId::Spindecision, start: None, turns: vec!["O(Q)b1l-c1r".into()] };
    let err = r.replay().err().expect("not a legal turn").to_string();
    assert!(!err.contains("go to )"), "{err}");
    // The ö can go to c1r (declared a King): what is wrong is the rest of the text.
    assert!(err.ends_with("is not a legal turn for Clockwise here"), "{err}");
    assert!(err.starts_with("move 1, Clockwise: "), "{err}");
}
