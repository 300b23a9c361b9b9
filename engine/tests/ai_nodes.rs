//! A node budget per move (`runeboard match --nodes N`, `runeboard ai --nodes N`): the searches stop
//! after N nodes and the time is no limit, so a match does not depend on the machine's load: the
//! same seed and budget play the same games.

mod common;
use common::ticks;

use std::process::Command;

use runeboard_engine::ai::matches::{play_match_budget, GameReport, MatchConfig, Player};
use runeboard_engine::games::chess;

fn games(movetime_ms: f64, nodes: Option<u64>) -> Vec<GameReport> {
    let cfg = MatchConfig { games: 2, movetime_ms, max_plies: 300, opening_plies: 2, balance_depth: Some(0), seed: 3 };
    let mut reports = Vec::new();
    play_match_budget(chess::game(), Player::Level(4), Player::Level(3), &cfg, nodes, &ticks, &mut |_, r, _| {
        reports.push(r.clone());
        true
    });
    reports
}

#[test]
fn with_a_node_budget_the_time_is_no_limit() {
    // The ticking clock stops a 2 ms search after 2,048 nodes; a 100 s one ends at the level's
    // depth (5 and 3 plies). With a budget of 4,000 nodes the two play the same games.
    let short = games(2.0, Some(4_000));
    assert_eq!(short.len(), 2);
    assert_eq!(short, games(100_000.0, Some(4_000)));
    // Without a budget the time does count (the check above can fail).
    assert_ne!(games(2.0, None), games(100_000.0, None));
}

#[test]
fn the_command_line_plays_the_same_match_twice_with_the_same_seed_and_nodes() {
    let run = || {
        let out = Command::new(env!("CARGO_BIN_EXE_runeboard"))
            .args(["match", "chess", "--a", "5", "--b", "4", "--games", "2", "--nodes", "3000"])
            .args(["--max-plies", "30", "--seed", "5", "--movetime", "1"])
            .output()
            .expect("runeboard runs");
        assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
        (String::from_utf8_lossy(&out.stdout).to_string(), String::from_utf8_lossy(&out.stderr).to_string())
    };
    let first = run();
    assert!(first.0.contains("in 2 games"), "{first:?}");
    assert_eq!(first, run());

    let out = Command::new(env!("CARGO_BIN_EXE_runeboard"))
        .args(["ai", "chess", "--nodes", "3000", "--movetime", "1", "e4", "e5"])
        .output()
        .expect("runeboard runs");
    assert!(out.status.success());
    let turn = String::from_utf8_lossy(&out.stdout).trim().to_string();
    assert!(!turn.is_empty() && turn.len() <= 7, "{turn}");
}

#[test]
fn a_match_from_a_position_gives_it_to_an_outside_binary() {
    // Every game starts from the position; the outside binary (this build, as a path) is passed
    // it as its --position, with the turns since. Were it not, the turns would be read from the
    // game's own start, where `Ra8+` and the like are no turns: it would forfeit.
    let bin = env!("CARGO_BIN_EXE_runeboard");
    let out = Command::new(bin)
        .args(["match", "chess", "--a", &format!("{bin}@3"), "--b", "3", "--games", "2", "--nodes", "2000"])
        .args(["--max-plies", "12", "--seed", "5", "--opening", "0"])
        .args(["--position", "4k3/8/8/8/8/8/8/R3K3 w - - 0 1"])
        .output()
        .expect("runeboard runs");
    let (stdout, stderr) = (String::from_utf8_lossy(&out.stdout), String::from_utf8_lossy(&out.stderr));
    assert!(out.status.success(), "{stderr}");
    assert!(stdout.contains("in 2 games"), "{stdout}");
    assert_eq!(stderr.matches("game ").count(), 2, "{stderr}");
    assert!(!stderr.contains("forfeit"), "{stderr}");

    let bad = Command::new(bin)
        .args(["match", "chess", "--a", "3", "--b", "3", "--games", "2", "--position", "not a position"])
        .output()
        .expect("runeboard runs");
    assert_eq!(bad.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&bad.stderr).contains("position"), "{}", String::from_utf8_lossy(&bad.stderr));
}
