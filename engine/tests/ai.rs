//! The computer opponent, on every game: it plays whole games with legal turns only, honours its
//! limits, takes a forced win, does not throw material away at the weakest level, and the command
//! line reports bad input with exit status 2. Each game family's own strength and tactics are
//! tested in `ai_*.rs`.

mod common;
use common::{runeboard, ticks};

use runeboard_engine::ai::matches::{play_match, MatchConfig, Player};
use runeboard_engine::ai::{self, mcts, Evaluate, Level, Limits, Request, Rng, Searcher, StdClock, WIN_BOUND};
use runeboard_engine::game::{legal_vec, parse_notation, Game, Outcome};
use runeboard_engine::games::{chess, keltic, odins_rune, orphic, tafl};
use runeboard_engine::{with_game, GameId, Session};

/// Level-1 play against level 1 (depth 1, a random choice within its margin), each search cut at
/// 2,000 nodes so the test stays quick on the 17×17 boards, from the start until the game ends or
/// `cap` plies: every turn the computer chooses must be one of the session's legal turns.
fn self_play<G: Evaluate>(game: G, seed: u64, cap: u32) -> (Option<Outcome>, u32) {
    let mut session = Session::new(game.clone());
    let mut searcher = Searcher::new(game, 12, ticks());
    let level = Level::get(1).expect("level 1");
    let limits = Limits { depth: level.depth, movetime_ms: None, nodes: Some(2_000), margin: level.margin };
    let mut rng = Rng::new(seed);
    let mut plies = 0;
    while session.outcome().is_none() && plies < cap {
        let info =
            searcher.search_session(&session, limits, &mut rng, &mut |_| {}).expect("a turn while the game goes on");
        assert!(session.legal().contains(&info.best), "{}: {:?} is not legal", session.id(), info.best);
        session.play_move(info.best).expect("legal");
        plies += 1;
    }
    (session.outcome(), plies)
}

#[test]
fn the_computer_plays_every_game_with_legal_turns_only() {
    for id in GameId::ALL {
        let (outcome, plies) = with_game!(id, g => self_play(g, 7, 150));
        eprintln!("{id}: {plies} plies, {outcome:?}");
        assert!(plies > 0, "{id}");
    }
}

/// Every game that ends by its own rules (no-progress and repetition draws: its registry entry's
/// `TestPlan::ends_by_its_rules`) ends within 1,000 plies of level 1 against itself. Tafl has no
/// such rule: its games are tested to a cap in `ai_tafl.rs`.
#[test]
fn games_against_the_computer_end() {
    for id in GameId::ALL.into_iter().filter(|&id| id.test_plan().ends_by_its_rules) {
        let (outcome, plies) = with_game!(id, g => self_play(g, 3, 1000));
        assert!(outcome.is_some(), "{id}: not over after {plies} plies");
    }
}

#[test]
fn a_node_limit_is_honoured() {
    let game = keltic::game();
    let session = Session::new(game);
    let mut searcher = Searcher::new(game, 14, Box::new(StdClock::new()));
    let limits = Limits { depth: 64, movetime_ms: None, nodes: Some(5_000), margin: 0 };
    let info = searcher.search_session(&session, limits, &mut Rng::new(1), &mut |_| {}).expect("a move");
    assert!(info.nodes <= 5_000, "{} nodes", info.nodes);
    assert!(session.legal().contains(&info.best));
}

#[test]
fn a_time_limit_returns_the_best_move_found_so_far() {
    // The tick clock runs out after 300 readings, long before depth 64.
    let game = chess::game();
    let session = Session::new(game);
    let mut searcher = Searcher::new(game, 14, ticks());
    let limits = Limits { depth: 64, movetime_ms: Some(300.0), nodes: None, margin: 0 };
    let mut iterations = Vec::new();
    let info = searcher
        .search_session(&session, limits, &mut Rng::new(1), &mut |i| iterations.push((i.depth, i.best)))
        .expect("a move");
    assert!(info.depth < 64 && info.depth >= 2, "depth {}", info.depth);
    // The move played is the best of the deepest finished iteration.
    assert_eq!(iterations.last().copied(), Some((info.depth, info.best)));
}

fn best_at(game_id: &str, position: &str, level: u8) -> ai::Thought {
    let req = Request {
        game: game_id.into(),
        position: Some(position.into()),
        level,
        movetime_ms: 1000,
        seed: 1,
        ..Request::default()
    };
    ai::think(&req, Box::new(StdClock::new()), &mut |_| {}).expect("a thought")
}

#[test]
fn it_finds_a_mate_in_two() {
    // A back-rank mate in two: 1. Rd8+ Rxd8 2. Rxd8#.
    let t = best_at("chess", "2r3k1/5ppp/8/8/8/8/3R1PPP/3R2K1 w - - 0 1", 3);
    assert_eq!(t.notation, "Rd8+");
    assert!(t.score > WIN_BOUND, "score {}", t.score);
}

#[test]
fn it_takes_a_mate_in_one_at_every_level() {
    for level in 1..=5 {
        let t = best_at("chess", "6k1/5ppp/8/8/8/8/8/K2R4 w - - 0 1", level);
        assert_eq!(t.notation, "Rd8#", "level {level}");
    }
}

#[test]
fn the_weakest_level_does_not_leave_a_queen_hanging() {
    // Black's queen on d5 is attacked by the knight on c3; at level 1 over many seeds the computer
    // (Black) must never leave it there or put it where it can be taken for nothing.
    let text = "4k3/8/8/3q4/8/2N5/8/4K3 b - - 0 1";
    let game = chess::game();
    let (pos, _) = game.parse_position(text).expect("position");
    for seed in 0..40 {
        let req = Request {
            game: "chess".into(),
            position: Some(text.into()),
            level: 1,
            movetime_ms: 500,
            seed,
            ..Request::default()
        };
        let t = ai::think(&req, Box::new(StdClock::new()), &mut |_| {}).expect("a thought");
        let mv = parse_notation(&game, &pos, &t.notation).expect("legal");
        let after = game.make(&pos, mv);
        // After Black's turn, White has no capture that wins the queen for nothing.
        let white = legal_vec(&game, &after);
        let wins_queen = white.iter().any(|&m| game.gain(&after, m, &queen_weights(&game)) >= 900);
        assert!(!wins_queen, "seed {seed}: {} leaves the queen en prise", t.notation);
    }
}

fn queen_weights(game: &chess::Chess) -> Vec<i32> {
    game.params().iter().map(|p| p.value).collect()
}

#[test]
fn weaker_levels_vary_their_choice_stronger_ones_do_not() {
    let choices = |level: u8| {
        let mut seen = std::collections::HashSet::new();
        for seed in 0..12 {
            let req = Request { game: "keltic".into(), level, movetime_ms: 300, seed, ..Request::default() };
            seen.insert(ai::think(&req, ticks(), &mut |_| {}).expect("a thought").notation);
        }
        seen.len()
    };
    assert!(choices(1) > 1, "level 1 always plays the same opening turn");
    assert_eq!(choices(4), 1, "level 4 is deterministic");
}

#[test]
fn think_plays_the_given_turns_first() {
    let turns = vec!["e4".to_string(), "d4".to_string()];
    let req = Request {
        game: "keltic".into(),
        turns: turns.clone(),
        level: 2,
        movetime_ms: 200,
        seed: 1,
        ..Request::default()
    };
    let t = ai::think(&req, ticks(), &mut |_| {}).expect("a thought");
    let mut s = Session::new(keltic::game());
    for m in &turns {
        s.play_notation(m).expect("legal");
    }
    s.play_notation(&t.notation).expect("the computer's turn is legal after the given turns");
    // Its steps are the steps a player would click for that turn.
    let mut s2 = Session::new(keltic::game());
    for m in &turns {
        s2.play_notation(m).expect("legal");
    }
    s2.play(&t.steps).expect("the steps make the turn");
    assert_eq!(s.position(), s2.position());
}

#[test]
fn think_reports_bad_input() {
    let turns = vec!["e4".to_string(), "Zz9".to_string()];
    let bad = |req: Request| ai::think(&req, ticks(), &mut |_| {}).expect_err("an error").to_string();
    let base = Request { game: "keltic".into(), level: 3, movetime_ms: 10, seed: 1, ..Request::default() };
    assert!(bad(Request { game: "nope".into(), ..base.clone() }).contains("nope"));
    assert!(bad(Request { position: Some("xyz".into()), ..base.clone() }).starts_with("bad position"));
    assert_eq!(bad(Request { turns: turns.clone(), ..base.clone() }), "turn 2 (Zz9): 'Zz9' is not a legal move here");
    assert!(bad(Request { level: 9, ..base.clone() }).contains("no level 9"));
    assert!(bad(Request { game: "chess".into(), position: Some("7k/5QQ1/8/8/8/8/8/K7 b - - 0 1".into()), ..base })
        .contains("over"));
}

#[test]
fn tafl_repetition_refusals_bind_the_computer() {
    // The computer chooses only among the session's turns, which exclude a third repetition.
    let game = tafl::tyr_11();
    let mut session = Session::new(game);
    let mut searcher = Searcher::new(game, 12, ticks());
    for ply in 0..60 {
        let Some(info) = ai::choose(&mut searcher, &session, Level::get(2).expect("level"), 20.0, ply, &mut |_| {})
        else {
            break;
        };
        assert!(session.legal().contains(&info.best));
        session.play_move(info.best).expect("legal");
    }
}

#[test]
fn monte_carlo_chooses_legal_turns() {
    let g = odins_rune::game();
    let pos = g.start();
    let legal = legal_vec(&g, &pos);
    let mv = mcts::choose(&g, &pos, &legal, 50.0, 300, &StdClock::new(), &mut Rng::new(2)).expect("a move");
    assert!(legal.contains(&mv));
    let o = orphic::game();
    let pos = o.start();
    let legal = legal_vec(&o, &pos);
    let mv = mcts::choose(&o, &pos, &legal, 50.0, 300, &StdClock::new(), &mut Rng::new(2)).expect("a move");
    assert!(legal.contains(&mv));
}

#[test]
fn a_match_alternates_colours_and_counts_every_game() {
    let cfg =
        MatchConfig { games: 4, movetime_ms: 5.0, max_plies: 60, opening_plies: 2, balance_depth: Some(0), seed: 3 };
    let mut firsts = Vec::new();
    let score = play_match(keltic::game(), Player::Level(2), Player::Level(1), &cfg, &ticks, &mut |_, g, _| {
        firsts.push(g.a_first)
    });
    assert_eq!(firsts, [true, false, true, false]);
    assert_eq!(score.games, 4);
    assert!((score.a + score.b - 4.0).abs() < 1e-9);
}

#[test]
fn the_ai_command_prints_the_turn_last_and_refuses_bad_input_with_status_2() {
    let (code, out, _) =
        runeboard(&["ai", "chess", "--position", "6k1/5ppp/8/8/8/8/8/K2R4 w - - 0 1", "--movetime", "500"]);
    assert_eq!(code, 0);
    assert_eq!(out.lines().last(), Some("Rd8#"));
    let (code, out, _) = runeboard(&["ai", "keltic", "--movetime", "100", "--level", "1", "e4", "d4"]);
    assert_eq!(code, 0);
    assert!(out.lines().last().is_some_and(|l| !l.is_empty()));
    for bad in [
        vec!["ai", "nope"],
        vec!["ai", "keltic", "--position", "garbage"],
        vec!["ai", "keltic", "e4", "Zz9"],
        vec!["ai", "keltic", "--level", "7"],
        vec!["ai", "keltic", "--movetime", "soon"],
        vec!["ai"],
        vec!["match", "keltic", "--a", "9", "--b", "1"],
    ] {
        let (code, out, err) = runeboard(&bad);
        assert_eq!(code, 2, "{bad:?}");
        assert!(out.is_empty(), "{bad:?} printed {out}");
        assert!(!err.trim().is_empty(), "{bad:?} said nothing");
    }
}

#[test]
fn the_match_command_prints_the_score() {
    let (code, out, _) = runeboard(&[
        "match",
        "keltic",
        "--a",
        "2",
        "--b",
        "1",
        "--games",
        "2",
        "--movetime",
        "10",
        "--max-plies",
        "40",
    ]);
    assert_eq!(code, 0);
    let last = out.lines().last().unwrap_or_default();
    assert!(last.starts_with("keltic: A (level 2) ") && last.contains("in 2 games"), "{last}");
}

#[test]
fn the_match_command_runs_a_sequential_test_and_plays_another_binary() {
    let me = env!("CARGO_BIN_EXE_runeboard");
    let b = format!("{me}@1");
    let (code, out, err) = runeboard(&[
        "match",
        "keltic",
        "--a",
        "2",
        "--b",
        &b,
        "--sprt",
        "0",
        "50",
        "--games",
        "2",
        "--movetime",
        "10",
        "--max-plies",
        "30",
    ]);
    assert_eq!(code, 0, "{err}");
    assert!(!err.contains("forfeit"), "the other binary failed: {err}");
    let lines: Vec<&str> = out.lines().collect();
    let [games, elo, verdict] = lines.as_slice() else { panic!("three lines, not {out}") };
    assert!(games.starts_with("keltic: A (level 2) - B (") && games.contains("level 1): 2 games, A won "), "{games}");
    assert!(elo.starts_with("Elo of A over B: "), "{elo}");
    assert!(verdict.starts_with("SPRT elo0 0 elo1 50 (alpha = beta = 0.05): LLR "), "{verdict}");
    assert!(verdict.contains("bounds -2.944 2.944: "), "{verdict}");
    assert!(["H1 accepted", "H0 accepted", "inconclusive"].iter().any(|v| verdict.ends_with(v)), "{verdict}");
    for bad in [
        vec!["match", "keltic", "--a", "2", "--b", "1", "--sprt", "5", "0"],
        vec!["match", "keltic", "--a", "2", "--b", "1", "--sprt", "0"],
        vec!["match", "keltic", "--a", "2", "--b", "1", "--sprt", "zero", "five"],
        vec!["match", "keltic", "--a", "2", "--b", "/no/such/runeboard", "--sprt", "0", "5"],
        vec!["match", "keltic", "--a", "2", "--b", &b, "--sprt", "0", "5", "--games", "many"],
        vec!["match", "keltic", "--a", "2", "--b", "./x@9", "--sprt", "0", "5"],
    ] {
        let (code, out, err) = runeboard(&bad);
        assert_eq!(code, 2, "{bad:?}");
        assert!(out.is_empty(), "{bad:?} printed {out}");
        assert!(!err.trim().is_empty(), "{bad:?} said nothing");
    }
}
