//! Odin's Rune Chess: perft and every position's successors against the slow reference generator
//! in `games/odins_rune/reference.rs`, and property checks over random playouts.

mod common;

use std::collections::HashSet;

use runeboard_engine::game::{legal_vec, Game};
use runeboard_engine::games::odins_rune::reference;
use runeboard_engine::games::odins_rune::{self, RuneMove, RunePos};
use runeboard_engine::perft::perft;
use runeboard_engine::Clocks;

fn to_reference(pos: &RunePos) -> reference::RefPos {
    let g = odins_rune::game();
    reference::parse(&g.position_text(pos, Clocks::START))
}

#[test]
fn perft_from_the_start_agrees_with_the_reference() {
    let g = odins_rune::game();
    let start = g.start();
    let r = reference::parse(odins_rune::START);
    for depth in 1..=3 {
        assert_eq!(reference::perft(&r, depth), perft(&g, &start, depth), "depth {depth}");
    }
    // The counts themselves are in `src/games/odins_rune/odins-rune.perft`.
}

#[test]
#[ignore = "slow: about a minute for the reference generator"]
fn perft_depth_4_agrees_with_the_reference() {
    let g = odins_rune::game();
    let r = reference::parse(odins_rune::START);
    assert_eq!(reference::perft(&r, 4), perft(&g, &g.start(), 4));
}

/// On every position of random games: the engine's legal turns produce exactly the reference's
/// successor positions, no turn is listed twice, and perft(2) agrees.
#[test]
fn successors_agree_with_the_reference_along_random_games() {
    let g = odins_rune::game();
    let mut positions = 0;
    let mut removals = 0;
    let mut carries = 0;
    let mut king_turns = 0;
    for seed in 0..25 {
        for (i, (pos, _)) in common::random_game(&g, seed, 200).iter().enumerate() {
            let legal = legal_vec(&g, pos);
            let unique: HashSet<RuneMove> = legal.iter().copied().collect();
            assert_eq!(unique.len(), legal.len(), "a turn listed twice");
            for &m in &legal {
                // The key and the men's and kings' bit sets kept up to date move by move are those
                // computed afresh from the board (the derived equality compares them all).
                let q = g.make(pos, m);
                assert_eq!(q, RunePos::new(*q.board(), q.side()));
            }
            let ours: HashSet<reference::RefPos> = legal.iter().map(|&m| to_reference(&g.make(pos, m))).collect();
            let r = to_reference(pos);
            assert_eq!(ours, reference::successors(&r), "successors of {}", g.position_text(pos, Clocks::START));
            if i % 10 == 0 {
                assert_eq!(reference::perft(&r, 2), perft(&g, pos, 2));
            }
            positions += 1;
            removals += legal.iter().filter(|&&m| pos.removes(m)).count();
            carries += legal.iter().filter(|&&m| pos.is_carry(m)).count();
            king_turns += legal
                .iter()
                .filter(|&&m| {
                    runeboard_engine::chess::kind(pos.board()[usize::from(m.from)]) == runeboard_engine::chess::KING
                })
                .count();
        }
    }
    // The games exercise the special turns.
    assert!(
        positions > 2000 && removals > 1000 && carries > 1000 && king_turns > 1000,
        "{positions} {removals} {carries} {king_turns}"
    );
}

/// A position in which the game is over has no successors: once a side has lost both kings perft
/// stops, at every depth, engine and reference alike.
#[test]
fn perft_stops_when_both_kings_are_taken() {
    let g = odins_rune::game();
    let text = "10/10/10/10/10/10/10/1k8/k9/K1F6K w";
    let both = g.parse_position(text).expect("valid").0;
    let mv = runeboard_engine::game::parse_notation(&g, &both, "Fc1xb3/xa2").expect("take and remove both kings");
    let over = g.make(&both, mv);
    assert!(g.outcome(&over, &legal_vec(&g, &over)).is_some());
    for depth in 1..=3 {
        assert_eq!(perft(&g, &over, depth), 0, "perft({depth})");
        assert_eq!(reference::perft(&to_reference(&over), depth), 0, "reference perft({depth})");
    }
    for depth in 1..=2 {
        assert_eq!(perft(&g, &both, depth), reference::perft(&to_reference(&both), depth), "perft({depth}) of {text}");
    }
}
