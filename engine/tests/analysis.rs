//! Analysis and game review (issue #26): multi-PV lines are distinct and ordered by score, a mate
//! in two reports its distance, the score-to-chance mapping is monotone for every game, a planted
//! queen blunder in Keltic Chess is marked a blunder with the better turn, and the command line's
//! `analyse` and `review` run on every game and refuse bad input with exit status 2.

mod common;
use common::{runeboard, ticks};

use runeboard_engine::ai::analysis::{chance, chance_scale, wins_in};
use runeboard_engine::ai::{self, Mark, Request, Thought, WIN, WIN_BOUND};
use runeboard_engine::GameId;

/// An analysis of `lines` lines to `depth`, with every progress report.
fn analyse(game: &str, position: Option<&str>, turns: &[&str], lines: u8, depth: u32) -> (Thought, Vec<Thought>) {
    let req = Request {
        game: game.into(),
        position: position.map(str::to_string),
        turns: turns.iter().map(|t| t.to_string()).collect(),
        level: 5,
        movetime_ms: 0,
        lines,
        depth: Some(depth),
        ..Request::default()
    };
    let mut reports = Vec::new();
    let t = ai::think(&req, ticks(), &mut |t| reports.push(t.clone()))
        .unwrap_or_else(|e| panic!("{game} {position:?} {turns:?}: {e}"));
    (t, reports)
}

/// The lines of a thought are distinct turns, ordered by score (best first), each line starting
/// with its turn, and the thought itself is the best line.
fn check_lines(what: &str, t: &Thought, wanted: usize) {
    assert_eq!(t.lines.len(), wanted, "{what}: {t:?}");
    let mut turns: Vec<&str> = t.lines.iter().map(|l| l.notation.as_str()).collect();
    for w in t.lines.windows(2) {
        assert!(w[0].score >= w[1].score, "{what}: lines out of order: {:?}", t.lines);
    }
    for l in &t.lines {
        assert_eq!(l.line.first(), Some(&l.notation), "{what}: {l:?}");
        assert!(!l.steps.is_empty(), "{what}: {l:?}");
        assert_eq!(l.chance, chance(what.parse().expect("a game id"), l.score), "{what}: {l:?}");
    }
    turns.sort_unstable();
    turns.dedup();
    assert_eq!(turns.len(), wanted, "{what}: the lines repeat a turn: {:?}", t.lines);
    assert_eq!(t.notation, t.lines[0].notation, "{what}");
    assert_eq!(t.score, t.lines[0].score, "{what}");
}

#[test]
fn multi_pv_lines_are_distinct_and_ordered_by_score_after_every_depth() {
    for (game, turns) in [
        ("keltic", &["d4", "a4"][..]),
        ("chess", &["e4"][..]),
        ("odins-rune", &[][..]),
        ("orphic", &[][..]),
        ("tyr-11", &[][..]),
        ("spindecision", &[][..]),
    ] {
        let (t, reports) = analyse(game, None, turns, 3, 3);
        check_lines(game, &t, 3);
        assert_eq!(reports.iter().map(|r| r.depth).collect::<Vec<_>>(), vec![1, 2, 3], "{game}: a report per depth");
        for r in &reports {
            check_lines(game, r, 3);
        }
        assert_eq!(t.depth, 3, "{game}");
    }
    // A capture that wins a queen outscores every other turn by far: the lines are the search's
    // ranking, not the order of the legal turns.
    let (t, _) = analyse("chess", Some("4k3/8/8/3q4/8/2N5/8/4K3 w - - 0 1"), &[], 4, 3);
    check_lines("chess", &t, 4);
    assert_eq!(t.lines[0].notation, "Nxd5");
    assert!(t.lines[0].score > t.lines[1].score + 500, "{:?}", t.lines);
    // Fewer legal turns than lines asked: as many lines as turns.
    let (t, _) = analyse("chess", Some("7k/8/8/8/8/8/6q1/7K w - - 0 1"), &[], 3, 2);
    check_lines("chess", &t, 1);
}

#[test]
fn a_mate_in_two_reports_its_distance() {
    // A back-rank mate in two: 1. Rd8+ Rxd8 2. Rxd8#.
    let position = "2r3k1/5ppp/8/8/8/8/3R1PPP/3R2K1 w - - 0 1";
    let (t, _) = analyse("chess", Some(position), &[], 3, 5);
    check_lines("chess", &t, 3);
    let best = &t.lines[0];
    assert_eq!(best.notation, "Rd8+");
    assert_eq!(best.line[..2], ["Rd8+", "Rxd8"]);
    assert_eq!(best.wins_in, Some(2), "{best:?}");
    assert_eq!(best.chance, 1000);
    for l in &t.lines[1..] {
        assert_eq!(l.wins_in, None, "only Rd8+ mates: {l:?}");
        assert!(l.chance < 1000, "{l:?}");
    }
    // The other side, after 1. Rd8+: it loses in one of White's turns, whatever it plays.
    let (t, _) = analyse("chess", Some(position), &["Rd8+"], 1, 5);
    assert_eq!(t.lines[0].wins_in, Some(-1), "{:?}", t.lines);
    assert_eq!(t.lines[0].chance, 0);
    // A mate in one is one turn.
    let (t, _) = analyse("chess", Some("6k1/5ppp/8/8/8/8/8/K2R4 w - - 0 1"), &[], 2, 3);
    assert_eq!((t.lines[0].notation.as_str(), t.lines[0].wins_in), ("Rd8#", Some(1)));
}

#[test]
fn wins_in_counts_the_movers_turns() {
    assert_eq!(wins_in(WIN - 1), Some(1));
    assert_eq!(wins_in(WIN - 3), Some(2));
    assert_eq!(wins_in(WIN - 5), Some(3));
    assert_eq!(wins_in(-(WIN - 2)), Some(-1));
    assert_eq!(wins_in(-(WIN - 4)), Some(-2));
    assert_eq!(wins_in(WIN_BOUND), None);
    assert_eq!(wins_in(0), None);
}

#[test]
fn the_chance_to_win_is_monotone_in_the_score_for_every_game() {
    for id in GameId::ALL {
        assert!(chance_scale(id).is_finite() && chance_scale(id) > 0.0, "{id}");
        assert_eq!(chance(id, 0), 500, "{id}: an even score is an even chance");
        let mut last = 0;
        // Every score from a forced loss to a forced win, in order (every one near the middle).
        let scores = (-WIN..=-WIN_BOUND - 1)
            .step_by(97)
            .chain((-WIN_BOUND..-20_000).step_by(101))
            .chain(-20_000..=20_000)
            .chain((20_001..=WIN_BOUND).step_by(101))
            .chain(WIN_BOUND + 1..=WIN);
        for s in scores {
            let c = chance(id, s);
            assert!(c >= last, "{id}: chance({s}) = {c} is below an earlier score's {last}");
            assert!(c <= 1000, "{id}");
            last = c;
        }
        assert_eq!(chance(id, WIN - 1), 1000, "{id}: a forced win");
        assert_eq!(chance(id, -(WIN - 1)), 0, "{id}: a forced loss");
        assert!(chance(id, 200) > 500 && chance(id, -200) < 500, "{id}");
        assert_eq!(chance(id, 300) + chance(id, -300), 1000, "{id}: symmetric");
        assert!(chance(id, WIN_BOUND) < 1000 && chance(id, -WIN_BOUND) > 0, "{id}: only a forced result is certain");
    }
}

/// A Keltic game in which White's queen goes where a pawn takes it: 1. d4 a4 2. Qc4?? dxc4.
#[test]
fn a_keltic_queen_blunder_is_marked_with_the_better_turn() {
    let turns = ["d4", "a4", "Qc4", "dxc4", "bxa4"];
    let req = Request {
        game: "keltic".into(),
        turns: turns.iter().map(|t| t.to_string()).collect(),
        level: 5,
        movetime_ms: 0,
        nodes: Some(20_000),
        review: true,
        ..Request::default()
    };
    let mut reports = Vec::new();
    let review = ai::review_game(&req, ticks(), &mut |done, of| reports.push((done, of))).expect("a review");
    assert_eq!(reports, (1..=6).map(|d| (d, 6)).collect::<Vec<_>>(), "a report per position");
    assert_eq!(review.turns.len(), turns.len());
    for (i, t) in review.turns.iter().enumerate() {
        assert_eq!(t.ply, i as u32);
        assert_eq!(t.played, turns[i]);
        assert_eq!(usize::from(t.player), i % 2, "White moves first");
    }
    let blunder = &review.turns[2];
    assert_eq!(blunder.mark, Mark::Blunder, "{blunder:?}");
    assert!(blunder.chance_before >= blunder.chance_after + 300, "{blunder:?}");
    let better = blunder.best.as_ref().expect("the better turn");
    assert_ne!(better.notation, "Qc4");
    assert_eq!(better.line.first(), Some(&better.notation));
    assert!(better.chance >= blunder.chance_after + 300, "{better:?}");
    // Taking the queen (with either pawn) is not marked.
    assert!(matches!(review.turns[3].mark, Mark::Best | Mark::Good), "{:?}", review.turns[3]);
    assert!(review.turns[3].best.is_none());
    assert_eq!(review.players.len(), 2);
    assert_eq!(review.players[0].blunders, 1, "{:?}", review.players);
    assert_eq!(review.players[1].blunders, 0, "{:?}", review.players);
    assert!(review.players[0].accuracy < review.players[1].accuracy, "{:?}", review.players);
    assert_eq!((review.players[0].turns, review.players[1].turns), (3, 2));
}

#[test]
fn the_command_line_analyses_every_game() {
    for id in GameId::ALL {
        let (code, out, err) = runeboard(&["analyse", id.as_str(), "--depth", "2", "--lines", "2"]);
        assert_eq!(code, 0, "{id}: {err}");
        let lines: Vec<&str> = out.lines().filter(|l| l.starts_with("1. ") || l.starts_with("2. ")).collect();
        assert_eq!(lines.len(), 2, "{id}: {out}");
        assert!(lines.iter().all(|l| l.contains("chance")), "{id}: {out}");
        assert!(err.contains("depth  2"), "{id}: a report per depth: {err}");
    }
    let (code, out, err) = runeboard(&["analyse", "chess", "--position", "6k1/5ppp/8/8/8/8/8/K2R4 w - - 0 1"]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("1.  wins in 1") && out.contains("Rd8#"), "{out}");
    let (code, out, err) = runeboard(&["review", "keltic", "--nodes", "5000", "d4", "a4", "Qc4", "dxc4"]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("Qc4") && out.contains("blunder") && out.contains("better"), "{out}");
    assert!(out.contains("White: 2 turns") && out.contains("accuracy"), "{out}");
}

#[test]
fn the_command_line_refuses_bad_input_with_status_2() {
    for (args, says) in [
        (&["analyse", "nope"][..], "unknown game 'nope'"),
        (&["analyse", "keltic", "--position", "xyz"], "bad position"),
        (&["analyse", "keltic", "d4", "Zz9"], "turn 2 (Zz9)"),
        (&["analyse", "keltic", "--lines", "0"], "--lines must be from 1"),
        (&["analyse", "keltic", "--lines", "many"], "--lines must be a number"),
        (&["analyse", "keltic", "--lines", "300"], "--lines must be a number"),
        (&["analyse", "keltic", "--depth", "0"], "--depth must be from 1"),
        (&["analyse", "keltic", "--movetime", "-5"], "--movetime must be a number"),
        (&["analyse", "keltic", "--movetime", "0"], "--movetime must be from 1"),
        (&["analyse", "keltic", "--movetime", "10", "--depth", "2"], "one or the other"),
        (&["analyse", "keltic", "--speed", "2"], "unknown option --speed"),
        (&["analyse", "chess", "--position", "7k/5QQ1/8/8/8/8/8/K7 b - - 0 1"], "the game is over"),
        (&["analyse"], "usage"),
        (&["review", "keltic"], "give the game's turns"),
        (&["review", "nope", "e4"], "unknown game 'nope'"),
        (&["review", "keltic", "d4", "d4"], "turn 2 (d4)"),
        (&["review", "keltic", "--nodes", "0", "d4"], "--nodes must be from 1"),
        (&["review", "keltic", "--nodes", "x", "d4"], "--nodes must be a number"),
        (&["review", "keltic", "--nodes", "5", "--movetime", "5", "d4"], "one or the other"),
    ] {
        let (code, out, err) = runeboard(args);
        assert_eq!(code, 2, "{args:?}: {out} {err}");
        assert!(err.contains(says), "{args:?}: {err}");
    }
}

/// `score_of_chance` is `chance`'s inverse (what the PGN's `[%eval]` is written from).
#[test]
fn a_chance_reads_back_as_its_score() {
    for id in runeboard_engine::GameId::ALL {
        for c in [10u16, 250, 500, 731, 990] {
            let score = runeboard_engine::ai::analysis::score_of_chance(id, c);
            let back = runeboard_engine::ai::analysis::chance(id, score.round() as i32);
            assert!(back.abs_diff(c) <= 1, "{id}: {c}‰ → {score} → {back}‰");
        }
    }
}
