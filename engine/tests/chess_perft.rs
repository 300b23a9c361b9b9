//! Orthodox chess: the engine's perft against the slow reference generator, from the start and
//! from random positions. The published perft numbers are in `src/games/chess/chess.perft` (`perft.rs`).

mod common;

use runeboard_engine::game::Game;
use runeboard_engine::games::chess;
use runeboard_engine::games::chess::reference::{self, CHESS};
use runeboard_engine::perft::perft;

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

/// `docs/rules/README.md`: a position in which the game is over has no successors. A dead
/// position (FIDE: no series of legal moves can mate) ends the game, so perft stops there at every
/// depth, and the reference generator, which knows dead positions by its own rule, agrees.
#[test]
fn perft_stops_at_dead_positions() {
    use runeboard_engine::game::legal_vec;
    let game = chess::game();
    // Kings alone; a lone knight; bishops all on dark squares (c1, d6).
    for fen in ["8/8/8/4k3/8/8/8/4K3 w - - 0 1", "8/8/8/4k3/8/8/8/4KN2 w - - 0 1", "8/8/3b4/4k3/8/8/8/2B1K3 b - - 0 1"]
    {
        let pos = game.parse_position(fen).expect("valid").0;
        let legal = legal_vec(&game, &pos);
        assert!(!legal.is_empty(), "{fen}: the men could still move");
        assert!(game.outcome(&pos, &legal).is_some(), "{fen}: the game is over");
        for depth in 1..=3 {
            assert_eq!(perft(&game, &pos, depth), 0, "perft({depth}) of {fen}");
            assert_eq!(reference::perft(&CHESS, &reference::parse(&CHESS, fen), depth), 0, "reference, {fen}");
        }
    }
    // Bishops on both colours can still mate: the game goes on.
    let alive = "8/8/2b5/4k3/8/8/8/2B1K3 b - - 0 1";
    let pos = game.parse_position(alive).expect("valid").0;
    assert!(perft(&game, &pos, 1) > 0);
    // One ply before a dead position: Kxd2 leaves the kings alone (counted at depth 1, nothing
    // after it); Kf1 is the only other move.
    let fen = "8/8/8/4k3/8/8/3r4/4K3 w - - 0 1";
    let pos = game.parse_position(fen).expect("valid").0;
    let r = reference::parse(&CHESS, fen);
    assert_eq!(perft(&game, &pos, 1), 2);
    let kf1 = runeboard_engine::game::parse_notation(&game, &pos, "Kf1").expect("Kf1 is legal");
    assert_eq!(perft(&game, &pos, 2), perft(&game, &game.make(&pos, kf1), 1));
    for depth in 1..=3 {
        assert_eq!(perft(&game, &pos, depth), reference::perft(&CHESS, &r, depth), "perft({depth}) of {fen}");
    }
}
