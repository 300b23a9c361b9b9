//! The computer opponent on Tyr and Odin Tafl: it finds a king's escape that needs a berserk chain,
//! it plays every tafl game to the end without an illegal turn, and its evaluation sees what the
//! game is about (open lines, the king's danger, V-men).

mod common;

use common::tafl_text::{board, pos};
use runeboard_engine::ai::{self, Evaluate, Limits, Request, Rng, Searcher, StdClock};
use runeboard_engine::game::{legal_vec, Game};
use runeboard_engine::games::tafl;
use runeboard_engine::Session;

fn think(game: &str, position: &str, level: u8, movetime_ms: f64) -> ai::Thought {
    let req = Request {
        game: game.into(),
        position: Some(position.into()),
        level,
        movetime_ms: movetime_ms as u32,
        seed: 7,
        ..Request::default()
    };
    ai::think(&req, Box::new(StdClock::new()), &mut |_| {}).unwrap_or_else(|e| panic!("{game}: {e}"))
}

/// The king on f6 is walled in by his own men but for f7 and f8. No line of his is open and no
/// plain move reaches the edge; the only escape is a chain of two captures: f8 takes g8 (against
/// h8), then c8 takes c9 (against c10), and from c8 the c-file is open down to c1. From f8 the
/// row to the left stops at b8, and from f9 up and h8 right his own men block.
fn berserk_escape() -> String {
    board(
        11,
        &[
            ("f6", 'K'),
            ("e6", 'D'),
            ("g6", 'D'),
            ("f5", 'D'),
            ("f9", 'D'),
            ("h8", 'D'),
            ("b8", 'D'),
            ("c10", 'D'),
            ("g8", 'A'),
            ("c9", 'A'),
            ("i3", 'A'),
            ("j3", 'A'),
            ("i2", 'A'),
            ("b4", 'A'),
            ("j9", 'A'),
            ("i10", 'A'),
        ],
        'd',
    )
}

#[test]
fn the_king_escapes_in_one_berserk_turn_at_level_3() {
    let text = berserk_escape();
    let game = tafl::tyr_11();
    let p = pos(&game, &text);
    let legal = legal_vec(&game, &p);
    // The position is what the test says: the escape is the only winning turn.
    let winning: Vec<String> = legal
        .iter()
        .filter(|&&mv| game.decided(&game.make(&p, mv)).is_some())
        .map(|&mv| game.notation(&p, mv, &legal))
        .collect();
    assert_eq!(winning, ["f6-f8x(g8)-c8x(c9)-c1"]);
    let t = think("tyr-11", &text, 3, 1000.0);
    assert_eq!(t.notation, "f6-f8x(g8)-c8x(c9)-c1");
    assert!(t.score > ai::WIN_BOUND, "a won position: {}", t.score);
}

#[test]
fn the_same_escape_in_odin_with_a_v_man_turned_on_the_way() {
    // Odin: the first capture turns an attackers' V-man instead of removing it; g8 then stands as a
    // defender's V-man, and the chain goes on as in Tyr.
    let text = berserk_escape().replacen("AD3", "vD3", 1);
    let game = tafl::odin_11();
    let p = pos(&game, &text);
    assert!(text.contains("vD3"), "{text}");
    let legal = legal_vec(&game, &p);
    let winning: Vec<String> = legal
        .iter()
        .filter(|&&mv| game.decided(&game.make(&p, mv)).is_some())
        .map(|&mv| game.notation(&p, mv, &legal))
        .collect();
    assert_eq!(winning, ["f6-f8x(g8)-c8x(c9)-c1"]);
    let t = think("odin-11", &text, 3, 1000.0);
    assert_eq!(t.notation, "f6-f8x(g8)-c8x(c9)-c1");
}

#[test]
fn the_attackers_take_the_king_when_they_can() {
    // The king on f6 has an attacker on e6; the attacker on g9 closes the sandwich by coming down
    // the g-file to g6. (With the defenders to move he would escape: his lines are open.)
    let text =
        board(11, &[("f6", 'K'), ("e6", 'A'), ("g9", 'A'), ("d4", 'D'), ("h4", 'D'), ("b2", 'A'), ("j2", 'A')], 'a');
    let t = think("tyr-11", &text, 3, 1000.0);
    assert_eq!(t.notation, "g9-g6x(f6)");
}

#[test]
fn the_attackers_block_an_open_line() {
    // The king on f6 has one open line, up the f-file; every other line is shut, and attackers on
    // both edges of ranks 7 to 10 shut the rows he could reach, so that one man on the f-file
    // above him (f7 … f11) holds. Any other turn loses at once.
    let mut men = vec![("f6", 'K'), ("e6", 'D'), ("g6", 'D'), ("f5", 'D'), ("c3", 'A'), ("i3", 'A')];
    for sq in ["a7", "a8", "a9", "a10", "k7", "k8", "k9", "k10"] {
        men.push((sq, 'A'));
    }
    let text = board(11, &men, 'a');
    let t = think("tyr-11", &text, 3, 1000.0);
    let to = t.notation.split('-').nth(1).unwrap_or("");
    assert!(to.starts_with('f') && to[1..].parse::<u32>().is_ok_and(|r| r >= 7), "{}", t.notation);
}

#[test]
fn the_evaluation_prefers_the_king_with_an_open_line() {
    let game = tafl::tyr_11();
    let w: Vec<i32> = game.params().iter().map(|p| p.value).collect();
    let men = |blocker: &str| {
        board(11, &[("f6", 'K'), ("e6", 'D'), ("g6", 'D'), ("f5", 'D'), (blocker, 'A'), ("c3", 'A'), ("i3", 'A')], 'a')
    };
    // The same men; in one position the attacker shuts the f-file at f10, in the other it stands
    // off the king's lines.
    let shut = game.evaluate(&pos(&game, &men("f10")), &w);
    let open = game.evaluate(&pos(&game, &men("b10")), &w);
    assert!(open < shut, "attackers to move: an open line is bad for them ({open} vs {shut})");
    // With the defenders to move, an open line is an escape: nearly decisive.
    let d = |text: String| text.replace(" a", " d");
    let open_d = game.evaluate(&pos(&game, &d(men("b10"))), &w);
    assert!(open_d > 2_000, "{open_d}");
}

#[test]
fn the_evaluation_sees_a_sandwich_threat_on_the_king() {
    let game = tafl::tyr_11();
    let w: Vec<i32> = game.params().iter().map(|p| p.value).collect();
    // Defenders to move; an attacker beside the king on e6, g6 empty, his lines shut. With an
    // attacker on g11 the sandwich can close next move (g11-g6); with it on h11 it cannot. Either
    // shuts one of the king's routes to the top edge, so only the threat differs.
    let at = |a: &str| {
        let men = [("f6", 'K'), ("e6", 'A'), ("f7", 'D'), ("f5", 'D'), ("i6", 'D'), (a, 'A'), ("c3", 'A'), ("h2", 'D')];
        game.evaluate(&pos(&game, &board(11, &men, 'd')), &w)
    };
    assert!(at("g11") < at("h11"), "{} vs {}", at("g11"), at("h11"));
}

#[test]
fn gain_counts_what_a_chain_takes() {
    let game = tafl::tyr_11();
    let w: Vec<i32> = game.params().iter().map(|p| p.value).collect();
    let p = pos(&game, &berserk_escape());
    let legal = legal_vec(&game, &p);
    let gain_of = |n: &str| {
        let mv = legal.iter().copied().find(|&m| game.notation(&p, m, &legal) == n).unwrap_or_else(|| panic!("{n}"));
        game.gain(&p, mv, &w)
    };
    assert_eq!(gain_of("f6-f8x(g8)"), w[0]);
    assert_eq!(gain_of("f6-f8x(g8)-c8x(c9)"), 2 * w[0]);
    // The escape is decisive, far above any material.
    assert!(gain_of("f6-f8x(g8)-c8x(c9)-c1") > 1_000 + 2 * w[0]);
    assert_eq!(gain_of("e6-e8"), 0);
}

/// The computer (level 1's depth and margin, a small node budget, so the test is quick and the
/// same on every run) plays each tafl game from the start, choosing only legal turns, until the
/// game ends or 500 plies. Tafl has no draw for lack of progress (a third repetition is refused
/// instead), and level 1 picks at random among turns within a man and a half of the best, so a
/// game of two such players on a large board can wander for a long time: the cap keeps the test
/// quick, and most games must still end (by capture or escape) so that the ends are exercised.
#[test]
fn the_computer_plays_every_tafl_game_to_the_end() {
    const CAP: u32 = 500;
    let mut ended = 0;
    for game in common::tafl_games() {
        let mut session = Session::new(game);
        let mut searcher = Searcher::new(game, 16, Box::new(StdClock::new()));
        let mut rng = Rng::new(11);
        let limits = Limits { depth: 1, movetime_ms: None, nodes: Some(3_000), margin: 150 };
        let mut plies = 0;
        while session.outcome().is_none() && plies < CAP {
            let info = searcher
                .search_session(&session, limits, &mut rng, &mut |_| {})
                .unwrap_or_else(|| panic!("{}: no turn chosen", game.id()));
            assert!(session.legal().contains(&info.best), "{}: an illegal turn", game.id());
            session.play_move(info.best).unwrap_or_else(|e| panic!("{}: {e}", game.id()));
            plies += 1;
        }
        let outcome = session.outcome();
        eprintln!("{}: {outcome:?} after {plies} plies", game.id());
        ended += u32::from(outcome.is_some());
    }
    assert!(ended >= 4, "only {ended} of 6 tafl games ended within {CAP} plies");
}

/// When the budget runs out inside an iteration, a move that iteration has already found better
/// than the last finished iteration's best is played. From tyr-11's start, depth 2 prefers one
/// turn and depth 3 (16,573 nodes) another, which it reaches within the first 10,000 nodes.
#[test]
fn an_unfinished_iteration_gives_the_better_move_it_found() {
    let game = common::tafl_games().into_iter().find(|g| g.id().as_str() == "tyr-11").expect("tyr-11");
    let session = Session::new(game);
    let search = |depth: u32, nodes: Option<u64>| {
        let mut searcher = Searcher::new(game, ai::TT_BITS, Box::new(StdClock::new()));
        let limits = Limits { depth, movetime_ms: None, nodes, margin: 0 };
        searcher.search_session(&session, limits, &mut Rng::new(1), &mut |_| {}).expect("a turn")
    };
    let (two, three) = (search(2, None), search(3, None));
    assert_ne!(two.best, three.best, "the example needs depths 2 and 3 to disagree");
    assert!(three.nodes > 10_000, "depth 3 must not finish within the budget: {} nodes", three.nodes);
    let cut = search(40, Some(10_000));
    assert_eq!(cut.depth, 2, "the deepest finished iteration");
    assert_eq!(cut.best, three.best, "depth 3's better turn, found before the budget ran out");
}
