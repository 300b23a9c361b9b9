//! Play under a game clock (`runeboard match --clock BASE+INC`, `runeboard ai --clock-left MS --inc
//! MS [--fixed-share | --managed]`, `ai::timing`): the search's time use with injected clocks (no real time is
//! measured: a clock here advances by a fixed step each time it is read), a loss on time in a
//! match, and what an outside binary is told.

mod common;
use common::{runeboard, ticks};

use std::cell::Cell;

use runeboard_engine::ai::matches::{play_match_clocked, GameReport, MatchConfig, Player};
use runeboard_engine::ai::timing::{TimeControl, TimeUse};
use runeboard_engine::ai::{self, Clock, Limits, Rng, Searcher, TT_BITS};
use runeboard_engine::games::chess;

/// A clock that advances `step` ms each time it is read.
struct Steps(Cell<f64>, f64);

impl Clock for Steps {
    fn now_ms(&self) -> f64 {
        let t = self.0.get() + self.1;
        self.0.set(t);
        t
    }
}

fn steps(step: f64) -> Box<dyn Clock> {
    Box::new(Steps(Cell::new(0.0), step))
}

/// White's king on h1 in check from a queen on g2: taking it is the only reply.
const FORCED: &str = "7k/8/8/8/8/8/6q1/7K w - - 0 1";

#[test]
fn a_forced_reply_is_played_at_once_when_the_time_is_managed() {
    let session = ai::replay(chess::game(), Some(FORCED), &[]).expect("a position");
    assert_eq!(session.legal().len(), 1);
    let limits = Limits::depth(5);
    let mut s = Searcher::new(chess::game(), TT_BITS, ticks());
    let managed = s
        .search_clocked(&session, limits, 60_000.0, 0.0, TimeUse::Managed, &mut Rng::new(1), &mut |_| {})
        .expect("a result");
    assert_eq!((managed.best, managed.depth, managed.nodes), (session.legal()[0], 0, 0));
    // A fixed share searches it anyway.
    let mut s = Searcher::new(chess::game(), TT_BITS, ticks());
    let fixed = s
        .search_clocked(&session, limits, 60_000.0, 0.0, TimeUse::FixedShare, &mut Rng::new(1), &mut |_| {})
        .expect("a result");
    assert_eq!(fixed.best, session.legal()[0]);
    assert!(fixed.depth >= 1 && fixed.nodes > 0, "{fixed:?}");
}

#[test]
fn a_managed_search_stops_between_iterations_once_past_its_budget() {
    // 30 s left, no increment: a soft budget of 1 s, a cap of 3 s. The clock moves 1 s a read:
    // the search starts at 1 s, the first iteration's report reads 2 s, the check of the cap 3 s
    // and that of the budget 4 s: 3 s into the turn, past 1.6 × the budget: it stops at depth 1.
    // Without the budget it would start depth 2 and be stopped by the cap, after its report.
    let session = ai::replay(chess::game(), None, &[]).expect("the start");
    let mut depths = Vec::new();
    let mut s = Searcher::new(chess::game(), TT_BITS, steps(1000.0));
    let managed = s
        .search_clocked(&session, Limits::depth(8), 30_000.0, 0.0, TimeUse::Managed, &mut Rng::new(1), &mut |i| {
            depths.push(i.depth)
        })
        .expect("a result");
    assert_eq!((managed.depth, depths), (1, vec![1]));
    // With a minute's budget (cap 3 min) it goes on to the depth asked for.
    let mut s = Searcher::new(chess::game(), TT_BITS, steps(1000.0));
    let long = s
        .search_clocked(&session, Limits::depth(3), 1_800_000.0, 0.0, TimeUse::Managed, &mut Rng::new(1), &mut |_| {})
        .expect("a result");
    assert_eq!(long.depth, 3);
}

fn clocked_games(tc: TimeControl) -> Vec<GameReport> {
    let cfg =
        MatchConfig { games: 2, movetime_ms: 1.0, max_plies: 12, opening_plies: 2, balance_depth: Some(0), seed: 3 };
    let mut reports = Vec::new();
    let first = ai::replay(chess::game(), None, &[]).expect("the start");
    play_match_clocked(first, Player::Level(2), Player::Level(1), &cfg, None, Some(tc), &ticks, &mut |_, r, _| {
        reports.push(r.clone());
        true
    });
    reports
}

#[test]
fn a_player_whose_time_runs_out_loses_on_time() {
    // The match's clock advances 1 ms a read, so a turn costs 1 ms. With 3 ms and no increment,
    // the first to move is charged its third turn at ply 5 (after four plies) and loses on time.
    let games = clocked_games(TimeControl { base_ms: 3.0, inc_ms: 0.0 });
    assert_eq!(games.len(), 2);
    for g in &games {
        let (first, loser_points) = if g.a_first { ("level 2", 0.0) } else { ("level 1", 1.0) };
        assert_eq!(g.result, format!("{first} loses on time"), "{g:?}");
        assert_eq!((g.plies, g.a_points), (4, loser_points), "{g:?}");
    }
    // An increment of 1 ms pays for every turn: no one loses on time.
    for g in clocked_games(TimeControl { base_ms: 3.0, inc_ms: 1.0 }) {
        assert!(!g.result.contains("on time"), "{g:?}");
    }
}

#[test]
fn an_outside_binary_is_told_its_clock_and_how_to_spend_it() {
    for time_use in ["fixed-share", "managed"] {
        // A stand-in binary that writes down its arguments and asks the real one.
        let dir = std::env::temp_dir().join(format!("runeboard-clock-{}-{time_use}", std::process::id()));
        std::fs::create_dir_all(&dir).expect("a result");
        let log = dir.join("args");
        let script = dir.join("engine.sh");
        std::fs::write(
            &script,
            format!(
                "#!/bin/sh\necho \"$@\" >> '{}'\nexec '{}' \"$@\"\n",
                log.display(),
                env!("CARGO_BIN_EXE_runeboard")
            ),
        )
        .expect("a result");
        let chmod = std::process::Command::new("chmod").arg("+x").arg(&script).status().expect("a result");
        assert!(chmod.success());
        let player = format!("{}@1+{time_use}", script.display());
        let (code, out, err) = runeboard(&[
            "match",
            "chess",
            "--a",
            &player,
            "--b",
            "1",
            "--clock",
            "60000+25",
            "--games",
            "1",
            "--max-plies",
            "4",
        ]);
        let calls = std::fs::read_to_string(&log).unwrap_or_default();
        std::fs::remove_dir_all(&dir).ok();
        assert_eq!(code, 0, "{out}{err}");
        assert!(out.contains(&format!("level 1 {time_use}")), "{out}");
        let calls: Vec<&str> = calls.lines().collect();
        assert_eq!(calls.len(), 2, "{calls:?}");
        for c in &calls {
            assert!(c.starts_with("ai chess --level 1 --clock-left "), "{c}");
            assert!(c.contains(&format!(" --inc 25 --{time_use} --seed ")), "{c}");
            assert!(!c.contains("--movetime"), "{c}");
        }
        // The first call has the whole minute.
        assert!(calls[0].contains("--clock-left 60000 "), "{}", calls[0]);
    }
}

#[test]
fn the_ai_command_plays_under_a_clock() {
    for extra in [&[][..], &["--fixed-share"][..], &["--managed"][..]] {
        let mut args = vec!["ai", "chess", "--position", FORCED, "--clock-left", "5000", "--inc", "10"];
        args.extend_from_slice(extra);
        let (code, out, err) = runeboard(&args);
        assert_eq!(code, 0, "{err}");
        assert_eq!(out.lines().last(), Some("Kxg2"), "{out}{err}");
        // The single reply: the managed time plays it with no search (no iteration reported);
        // the fixed share searches its time as a movetime would.
        let managed = extra == ["--managed"];
        assert_eq!(err.contains("depth  1"), !managed, "{extra:?}: {err}");
    }
    let (code, _, err) = runeboard(&["ai", "chess", "--inc", "10"]);
    assert_eq!(code, 2, "{err}");
    let (code, _, err) = runeboard(&["ai", "chess", "--clock-left", "0"]);
    assert_eq!(code, 2, "{err}");
    let (code, _, err) = runeboard(&["ai", "chess", "--clock-left", "900", "--managed", "--fixed-share"]);
    assert_eq!(code, 2, "{err}");
}
