//! Property tests over random legal playouts, for every game: nothing panics; the step model
//! offers exactly the legal turns and accepts each; undo restores exactly; notation and position
//! text round-trip; moves said to be distinct give distinct positions.

mod common;

use std::collections::HashSet;

use proptest::prelude::*;
use runeboard_engine::game::{legal_vec, parse_notation, Game, Step};
use runeboard_engine::games::{chess, keltic};
use runeboard_engine::{Play, Session};

/// Every complete turn reachable through `choices`, by walking the step tree.
fn turns_by_steps(play: &dyn Play) -> HashSet<Vec<Step>> {
    let mut found = HashSet::new();
    let mut stack = vec![Vec::new()];
    while let Some(prefix) = stack.pop() {
        let ch = play.choices(&prefix);
        if ch.complete {
            found.insert(prefix.clone());
        }
        assert!(ch.complete || !ch.options.is_empty(), "a dead end after {prefix:?}");
        for o in ch.options {
            let mut next = prefix.clone();
            next.push(o.step);
            stack.push(next);
        }
    }
    found
}

fn check_playout<G: Game>(game: G, seed: u64, plies: usize) {
    let mut rng = common::Rng::new(seed);
    let mut session = Session::new(game.clone());
    let mut positions = vec![session.position().clone()];
    for _ in 0..plies {
        let pos = session.position().clone();
        let legal = session.legal().to_vec();
        if legal.is_empty() {
            break;
        }
        // The step model offers exactly the legal turns.
        let by_moves: HashSet<Vec<Step>> =
            legal.iter().map(|&m| game.steps(&pos, m).iter().map(|s| s.step).collect()).collect();
        assert_eq!(turns_by_steps(&session), by_moves, "step tree vs legal turns");
        // Notation round-trips; distinct moves give distinct positions.
        let mut successors = HashSet::new();
        for &m in &legal {
            let text = game.notation(&pos, m, &legal);
            assert_eq!(parse_notation(&game, &pos, &text), Some(m), "notation {text}");
            successors.insert(game.make(&pos, m));
        }
        if game.distinct_moves() {
            assert_eq!(successors.len(), legal.len());
        }
        // Position text round-trips, counters included.
        let text = game.position_text(&pos, session.clocks());
        assert_eq!(game.parse_position(&text).ok(), Some((pos.clone(), session.clocks())), "{text}");
        // Play a random turn through the step interface.
        let mv = legal[rng.below(legal.len())];
        let steps: Vec<Step> = game.steps(&pos, mv).iter().map(|s| s.step).collect();
        session.play(&steps).expect("a listed turn is accepted");
        assert_eq!(session.position(), &game.make(&pos, mv));
        positions.push(session.position().clone());
    }
    let played = session.move_list().len();
    // Undo restores every earlier position exactly; redo replays them.
    for i in (0..played).rev() {
        assert!(session.undo());
        assert_eq!(session.position(), &positions[i]);
    }
    assert!(!session.undo());
    for p in positions.iter().skip(1) {
        assert!(session.redo());
        assert_eq!(session.position(), p);
    }
    assert_eq!(session.move_list().len(), played);
}

/// No legal turn is rejected, nothing else is accepted: the engine's legal list against the
/// reference generator on every position of a playout.
fn check_against_reference<G: Game>(game: G, variant: &common::reference::Variant, seed: u64) {
    for (pos, _) in common::random_game(&game, seed, 150) {
        let text = game.position_text(&pos, Default::default());
        let r = common::reference::parse(variant, &text);
        let theirs: HashSet<String> =
            common::reference::successors(variant, &r).iter().map(|q| format!("{q:?}")).collect();
        let ours: HashSet<String> = legal_vec(&game, &pos)
            .iter()
            .map(|&m| {
                let t = game.position_text(&game.make(&pos, m), Default::default());
                format!("{:?}", common::reference::parse(variant, &t))
            })
            .collect();
        assert_eq!(ours, theirs, "successors of {text}");
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(16))]

    #[test]
    fn keltic_playouts(seed in any::<u64>()) {
        check_playout(keltic::game(), seed, 160);
    }

    #[test]
    fn chess_playouts(seed in any::<u64>()) {
        check_playout(chess::game(), seed, 160);
    }

    #[test]
    fn odins_rune_playouts(seed in any::<u64>()) {
        check_playout(runeboard_engine::games::odins_rune::game(), seed, 160);
    }

    #[test]
    fn keltic_legal_turns_match_reference(seed in any::<u64>()) {
        check_against_reference(keltic::game(), &common::reference::KELTIC, seed);
    }

    #[test]
    fn chess_legal_turns_match_reference(seed in any::<u64>()) {
        check_against_reference(chess::game(), &common::reference::CHESS, seed);
    }
}

proptest! {
    // Tafl has 100-500 turns a position and each one's notation is checked against all of them:
    // fewer and shorter playouts, on each of the six setups.
    #![proptest_config(ProptestConfig::with_cases(3))]

    #[test]
    fn tafl_playouts(seed in any::<u64>()) {
        for game in runeboard_engine::games::tafl::all() {
            check_playout(game, seed, if game.size() == 11 { 100 } else { 50 });
        }
    }
}

/// spIndecision Beryl and Beryl Chess: the engine's successors against the kite-board reference
/// generator (`common::beryl_reference`) on every position of a playout.
fn check_beryl_against_reference<G: Game>(
    game: G,
    successors: fn(&common::beryl_reference::RefPos) -> HashSet<common::beryl_reference::RefPos>,
    seed: u64,
) {
    use common::beryl_reference::parse;
    for (pos, _) in common::random_game(&game, seed, 200) {
        let text = game.position_text(&pos, Default::default());
        let theirs = successors(&parse(&text));
        let ours: HashSet<_> = legal_vec(&game, &pos)
            .iter()
            .map(|&m| parse(&game.position_text(&game.make(&pos, m), Default::default())))
            .collect();
        assert_eq!(ours, theirs, "successors of {text}");
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(16))]

    #[test]
    fn spindecision_playouts(seed in any::<u64>()) {
        check_playout(runeboard_engine::games::beryl::spindecision::game(), seed, 200);
    }

    #[test]
    fn beryl_playouts(seed in any::<u64>()) {
        check_playout(runeboard_engine::games::beryl::beryl_chess::game(), seed, 200);
    }

    #[test]
    fn spindecision_legal_turns_match_reference(seed in any::<u64>()) {
        use runeboard_engine::games::beryl::spindecision;
        check_beryl_against_reference(spindecision::game(), common::beryl_reference::spindecision_successors, seed);
    }

    #[test]
    fn beryl_legal_turns_match_reference(seed in any::<u64>()) {
        use runeboard_engine::games::beryl::beryl_chess;
        check_beryl_against_reference(beryl_chess::game(), common::beryl_reference::beryl_successors, seed);
    }
}

/// Orphic Chess with Elks: the engine's successors against `common::orphic_reference` on every
/// position of a playout.
fn check_orphic_against_reference(seed: u64) {
    use common::orphic_reference::{parse, successors};
    let game = runeboard_engine::games::orphic::game();
    for (pos, _) in common::random_game(&game, seed, 120) {
        let text = game.position_text(&pos, Default::default());
        let theirs = successors(&parse(&text));
        let ours: HashSet<_> = legal_vec(&game, &pos)
            .iter()
            .map(|&m| parse(&game.position_text(&game.make(&pos, m), Default::default())))
            .collect();
        assert_eq!(ours, theirs, "successors of {text}");
    }
}

proptest! {
    // Up to 872 turns a position while the reserves last, each one's notation checked against all
    // of them: fewer playouts.
    #![proptest_config(ProptestConfig::with_cases(10))]

    #[test]
    fn orphic_playouts(seed in any::<u64>()) {
        check_playout(runeboard_engine::games::orphic::game(), seed, 120);
    }

    #[test]
    fn orphic_legal_turns_match_reference(seed in any::<u64>()) {
        check_orphic_against_reference(seed);
    }
}
