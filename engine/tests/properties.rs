//! Property tests over random legal playouts, for every game of the registry ([`GameId::ALL`]):
//! nothing panics; the step model offers exactly the legal turns and accepts each; undo restores
//! exactly; notation and position text round-trip; moves said to be distinct give distinct
//! positions; and the engine's legal turns give exactly the successors of the game's slow
//! reference generator (`games::reference::Reference`, each game's own in its module).

mod common;

use std::collections::HashSet;

use proptest::prelude::*;
use proptest::test_runner::{Config, TestRunner};
use runeboard_engine::game::{parse_notation, Game, Step};
use runeboard_engine::{with_game, GameId, Play, Session};

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

/// The engine against the game's reference generator (its registry entry's `reference`), from
/// `seed`; a game without one is only listed.
fn check_game_against_reference(id: GameId, seed: u64, plies: usize) {
    if !id.check_against_reference(seed, plies) {
        eprintln!("{id}: no reference generator");
    }
}

/// Run `property` on random seeds for every game of the registry, each game its own cases and
/// plies (its [`TestPlan`](runeboard_engine::registry::TestPlan)) and thread; a failing case is shrunk and reported with its game and seed.
fn every_game(property: fn(GameId, u64, usize)) {
    common::on_every_game(|_, id| {
        let plan = id.test_plan();
        let (cases, plies) = (plan.playouts, plan.plies);
        let config = Config { cases, source_file: Some(file!()), ..Config::default() };
        TestRunner::new(config).run(&any::<u64>(), |seed| {
            property(id, seed, plies);
            Ok(())
        })
    });
}

#[test]
fn playouts() {
    every_game(|id, seed, plies| with_game!(id, g => check_playout(g, seed, plies)));
}

#[test]
fn legal_turns_match_reference() {
    every_game(check_game_against_reference);
}
