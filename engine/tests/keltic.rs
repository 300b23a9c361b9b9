//! Keltic Chess: perft against the reference generator, and each rule of `docs/rules/keltic.md`.

mod common;

use runeboard_engine::error::Shared;
use runeboard_engine::game::{legal_vec, parse_notation, Game, Outcome};
use runeboard_engine::games::chess::reference::{self, KELTIC};
use runeboard_engine::games::keltic;
use runeboard_engine::geometry::Shade;
use runeboard_engine::perft::perft;
use runeboard_engine::{PositionError, Session};

fn moves_of(text: &str, from: &str) -> Vec<String> {
    let game = keltic::game();
    let (pos, _) = game.parse_position(text).expect("valid position");
    let legal = legal_vec(&game, &pos);
    let from = game.grid().parse_square(from).expect("square");
    let mut v: Vec<String> =
        legal.iter().filter(|m| u16::from(m.from) == from).map(|&m| game.notation(&pos, m, &legal)).collect();
    v.sort();
    v
}

#[test]
fn perft_agrees_with_reference_from_start() {
    let game = keltic::game();
    let start = reference::parse(&KELTIC, keltic::START);
    for depth in 1..=4 {
        assert_eq!(reference::perft(&KELTIC, &start, depth), perft(&game, &game.start(), depth), "depth {depth}");
    }
    // The counts themselves (the author's check figures, and deeper ones recorded for regression)
    // are in `src/games/keltic/keltic.perft`.
}

#[test]
fn perft_depth_5_agrees_with_reference() {
    let game = keltic::game();
    let start = reference::parse(&KELTIC, keltic::START);
    let ours = perft(&game, &game.start(), 5);
    assert_eq!(reference::perft(&KELTIC, &start, 5), ours, "the engine against the reference at depth 5");
}

#[test]
fn perft_agrees_with_reference_from_random_positions() {
    let game = keltic::game();
    for seed in 0..60 {
        for (pos, _) in common::random_game(&game, seed, 160).iter().step_by(5) {
            let text = game.position_text(pos, Default::default());
            let r = reference::parse(&KELTIC, &text);
            assert_eq!(reference::perft(&KELTIC, &r, 2), perft(&game, pos, 2), "perft(2) of {text}");
        }
    }
}

#[test]
fn board_is_the_43_cell_cross() {
    let game = keltic::game();
    let g = game.geometry();
    assert_eq!(g.len(), 43);
    let light = g.cells.iter().filter(|c| c.shade == Shade::Light).count();
    assert_eq!((light, 43 - light), (23, 20));
    let e4 = g.cell_by_name("e4").expect("e4");
    assert_eq!(g.cells[usize::from(e4)].shade, Shade::Light, "the centre is light");
    for missing in ["a1", "c1", "g1", "b2", "h2", "a6", "b7", "g7", "i7"] {
        assert_eq!(g.cell_by_name(missing), None, "{missing}");
    }
}

#[test]
fn pawn_steps_forward_only_one_cell() {
    let start = keltic::START;
    assert_eq!(moves_of(start, "e3"), vec!["e4"]);
    assert_eq!(moves_of("1k1/5/9/4P4/9/5/1K1 w 0 1", "e4"), vec!["e5"]);
}

#[test]
fn blocked_pawn_steps_sideways() {
    // Blocked by a man of either side.
    assert_eq!(moves_of("1k1/5/4p4/4P4/9/5/1K1 w 0 1", "e4"), vec!["d4", "f4"]);
    assert_eq!(moves_of("1k1/5/4N4/4P4/9/5/1K1 w 0 1", "e4"), vec!["d4", "f4"]);
    // Even when a capture is available.
    assert_eq!(moves_of("1k1/5/3pp4/4P4/9/5/1K1 w 0 1", "e4"), vec!["d4", "exd5", "f4"]);
    // Blocked by the edge of the board: a5 has no a6.
    assert_eq!(moves_of("1k1/5/P8/9/9/5/1K1 w 0 1", "a5"), vec!["b5"]);
    // Sideways only to empty cells.
    assert_eq!(moves_of("1k1/5/NPp6/9/9/5/1K1 w 0 1", "b5"), vec![] as Vec<String>);
    // Black moves down the board.
    assert_eq!(moves_of("1k1/5/9/4p4/4P4/5/1K1 b 0 1", "e4"), vec!["d4", "f4"]);
}

#[test]
fn pawn_captures_diagonally_forward_only() {
    assert_eq!(moves_of("1k1/5/9/3pP4/3p5/5/1K1 w 0 1", "e4"), vec!["e5"]);
    assert_eq!(moves_of("1k1/5/5p3/4P4/9/5/1K1 w 0 1", "e4"), vec!["e5", "exf5"]);
}

#[test]
fn sideways_moves_that_meet_are_written_with_their_origin() {
    // Pawns on c4 and e4 can both step to d4; so can the blocked d3 pawn... (ahead d4 is empty here).
    let text = "1k1/5/2p1p4/2P1P4/9/5/1K1 w 0 1";
    assert_eq!(moves_of(text, "c4"), vec!["b4", "c4-d4"]);
    assert_eq!(moves_of(text, "e4"), vec!["e4-d4", "f4"]);
}

#[test]
fn promotion_on_the_three_far_cells_to_q_r_b_n() {
    assert_eq!(moves_of("3/2P2/k8/9/9/5/1K1 w 0 1", "e6"), vec!["e7=B", "e7=N", "e7=Q", "e7=R"]);
    // c6 has nothing ahead: it steps sideways, without promoting.
    assert_eq!(moves_of("3/P4/k8/9/9/5/1K1 w 0 1", "c6"), vec!["d6"]);
    let err = keltic::game().parse_position("P2/5/k8/9/9/5/1K1 w 0 1").expect_err("pawn on its last rank");
    assert!(matches!(err, PositionError::Illegal(Shared::PawnOnLastRank { army: "white", .. })), "{err:?}");
    assert!(err.to_string().starts_with("a white pawn cannot stand on "), "{err}");
}

#[test]
fn bishop_slides_or_leaps_as_a_knight() {
    let moves: Vec<String> =
        moves_of("1k1/5/9/4B4/9/5/1K1 w 0 1", "e4").into_iter().map(|m| m.trim_end_matches('+').to_string()).collect();
    let mut expected = vec![
        // As a knight: all eight leaps land on the board here.
        "Bd6", "Bf6", "Bc5", "Bg5", "Bc3", "Bg3", "Bd2", "Bf2",
        // As a bishop: the diagonals stop where the cross ends (b7, h7, b1 and h1 are missing),
        // and the white king on e1 does not block any of them.
        "Bd5", "Bc6", "Bf5", "Bg6", "Bd3", "Bc2", "Bf3", "Bg2",
    ];
    expected.sort();
    assert_eq!(moves, expected);
    // From the start the bishops are hemmed in.
    assert!(moves_of(keltic::START, "d1").is_empty());
    // A bishop leaping as a knight gives check.
    let game = keltic::game();
    let (pos, _) = game.parse_position("1k1/5/9/9/4B4/5/1K1 w 0 1").expect("valid");
    let mv = parse_notation(&game, &pos, "Bd5+").expect("Bd5 is legal and checks");
    assert!(game.remark(&game.make(&pos, mv)).is_some());
}

#[test]
fn knights_leap_to_existing_cells_only() {
    assert_eq!(moves_of(keltic::START, "d2"), vec!["Nc4", "Nde4"]);
}

#[test]
fn checkmate_and_stalemate() {
    let game = keltic::game();
    let (mate, _) = game.parse_position("k2/2Q2/3K5/9/9/5/3 b 0 1").expect("valid");
    let legal = legal_vec(&game, &mate);
    assert!(legal.is_empty());
    assert_eq!(
        game.outcome(&mate, &legal),
        Some(Outcome::Win { winner: 0, reason: runeboard_engine::Reason::Checkmate })
    );

    let (before, _) = game.parse_position("k2/5/3K5/9/4Q4/5/3 w 0 1").expect("valid");
    let qe6 = parse_notation(&game, &before, "Qe6").expect("legal");
    assert_eq!(game.notation(&before, qe6, &legal_vec(&game, &before)), "Qe6#");

    let (stale, _) = game.parse_position("k2/5/2Q1K4/9/9/5/3 b 0 1").expect("valid");
    let legal = legal_vec(&game, &stale);
    assert_eq!(game.outcome(&stale, &legal), Some(Outcome::Draw { reason: runeboard_engine::Reason::Stalemate }));
}

#[test]
fn moving_into_check_is_illegal() {
    // The black king on d7 may not step to d6, attacked by the pawn on e5? No: pawns take forward,
    // so White's e5 pawn attacks d6 and f6.
    assert_eq!(moves_of("k2/5/4P4/9/9/5/1K1 b 0 1", "d7"), vec!["Kc6", "Ke6", "Ke7"]);
}

#[test]
fn dead_positions() {
    let game = keltic::game();
    let dead = |t: &str| {
        let (p, _) = game.parse_position(t).expect("valid");
        game.outcome(&p, &legal_vec(&game, &p))
    };
    assert!(matches!(dead("k2/5/9/9/9/5/1K1 w 0 1"), Some(Outcome::Draw { .. })));
    assert!(matches!(dead("k2/5/9/4N4/9/5/1K1 w 0 1"), Some(Outcome::Draw { .. })));
    // K+B v K and K+2N v K can mate on this board: play on.
    assert_eq!(dead("k2/5/9/4B4/9/5/1K1 w 0 1"), None);
    assert_eq!(dead("k2/5/9/3NN4/9/5/1K1 w 0 1"), None);
    assert_eq!(dead("k2/5/9/4P4/9/5/1K1 w 0 1"), None);
}

#[test]
fn threefold_repetition_draws() {
    let mut s = Session::new(keltic::game());
    for _ in 0..2 {
        for m in ["Ng4", "Nc4", "Nf2", "Nd6"] {
            s.play_notation(m).expect("legal");
        }
    }
    assert_eq!(s.outcome(), Some(Outcome::Draw { reason: runeboard_engine::Reason::ThreefoldRepetition }));
    assert!(s.legal().is_empty());
    assert!(s.undo());
    assert_eq!(s.outcome(), None);
}

#[test]
fn fifty_move_rule_draws() {
    let mut s = Session::new(keltic::game());
    s.load_position("k2/5/9/4R4/9/5/1K1 w 99 80").expect("valid");
    assert_eq!(s.outcome(), None);
    s.play_notation("Ra4").expect("legal");
    assert_eq!(s.outcome(), Some(Outcome::Draw { reason: runeboard_engine::Reason::MoveRule(50) }));
}

/// A position in which the game is over has no successors: K vs K and K+N vs K (the only dead
/// positions `docs/rules/keltic.md` declares) stop perft, at every depth, engine and reference alike; a
/// lone bishop can mate on this board, so K+B vs K goes on.
#[test]
fn perft_stops_at_dead_positions() {
    let game = keltic::game();
    for text in ["1k1/5/9/9/9/5/1K1 w 0 1", "1k1/5/9/4N4/9/5/1K1 b 0 1"] {
        let (pos, _) = game.parse_position(text).expect("valid position");
        let legal = legal_vec(&game, &pos);
        assert!(!legal.is_empty() && game.outcome(&pos, &legal).is_some(), "{text}");
        for depth in 1..=3 {
            assert_eq!(perft(&game, &pos, depth), 0, "perft({depth}) of {text}");
            assert_eq!(reference::perft(&KELTIC, &reference::parse(&KELTIC, text), depth), 0, "reference, {text}");
        }
    }
    let text = "1k1/5/9/4B4/9/5/1K1 w 0 1";
    let (pos, _) = game.parse_position(text).expect("valid position");
    assert!(perft(&game, &pos, 1) > 0);
    for depth in 1..=3 {
        let r = reference::parse(&KELTIC, text);
        assert_eq!(perft(&game, &pos, depth), reference::perft(&KELTIC, &r, depth), "perft({depth}) of {text}");
    }
}
