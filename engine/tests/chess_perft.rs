//! Orthodox chess: the published perft numbers (`shared/rules/README.md`), and the engine against
//! the slow reference generator from random positions.

mod common;

use common::reference::{self, CHESS};
use runeboard_engine::game::Game;
use runeboard_engine::games::chess;
use runeboard_engine::perft::perft;

fn check(fen: &str, expected: &[u64]) {
    let game = chess::game();
    let (pos, _) = game.parse_position(fen).expect("valid FEN");
    for (i, &n) in expected.iter().enumerate() {
        let depth = i as u32 + 1;
        assert_eq!(perft(&game, &pos, depth), n, "perft({depth}) of {fen}");
    }
}

#[test]
fn start_position_published_numbers() {
    check(chess::START, &[20, 400, 8902, 197281, 4865609, 119060324]);
}

#[test]
fn pins_en_passant_discovered_checks_published_numbers() {
    check("8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", &[14, 191, 2812, 43238, 674624, 11030083]);
}

#[test]
fn reference_generator_agrees_from_the_start() {
    let game = chess::game();
    let start = reference::parse(&CHESS, chess::START);
    for depth in 1..=3 {
        assert_eq!(reference::perft(&CHESS, &start, depth), perft(&game, &game.start(), depth), "depth {depth}");
    }
}

#[test]
fn reference_generator_agrees_from_random_positions() {
    let game = chess::game();
    for seed in 0..40 {
        for (pos, _) in common::random_game(&game, seed, 120).iter().step_by(7) {
            let text = game.position_text(pos, Default::default());
            let r = reference::parse(&CHESS, &text);
            assert_eq!(reference::perft(&CHESS, &r, 2), perft(&game, pos, 2), "perft(2) of {text}");
        }
    }
}

#[test]
fn promotion_and_en_passant_positions_agree_with_reference() {
    let game = chess::game();
    for fen in [
        "n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1",
        "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w - f6 0 3",
        "8/8/8/2k5/3Pp3/8/8/4K3 b - d3 0 1",
    ] {
        let (pos, _) = game.parse_position(fen).expect("valid FEN");
        let r = reference::parse(&CHESS, fen);
        for depth in 1..=3 {
            assert_eq!(reference::perft(&CHESS, &r, depth), perft(&game, &pos, depth), "perft({depth}) of {fen}");
        }
    }
}
