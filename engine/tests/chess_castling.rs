//! Castling in orthodox chess (issue #28): the rights in the position text (FEN's `KQkq`) and in
//! the key, every condition of the rule against the slow reference generator, the rights lost, the
//! notation (`O-O`, `O-O-O`), the king's two-cell step as the turn the board sends, undo and redo,
//! and the record. The published perft figures of the positions with castling are in
//! `engine/src/games/chess/chess.perft` (`perft.rs`).

mod common;

use runeboard_engine::game::{legal_vec, parse_notation, Game};
use runeboard_engine::games::chess::reference::{self, CHESS};
use runeboard_engine::games::{chess, keltic};
use runeboard_engine::perft::perft;
use runeboard_engine::session::Session;
use runeboard_engine::{CellId, Step};

const KIWIPETE: &str = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";

fn text_after(start: &str, turns: &[&str]) -> String {
    let game = chess::game();
    let (pos, clocks) = game.parse_position(start).expect("valid");
    let mut s = Session::from_position(game, pos, clocks);
    for t in turns {
        s.play_notation(t).unwrap_or_else(|e| panic!("{t}: {e}"));
    }
    s.position_text()
}

fn castles(fen: &str) -> Vec<String> {
    let game = chess::game();
    let (pos, _) = game.parse_position(fen).unwrap_or_else(|e| panic!("{fen}: {e}"));
    let legal = legal_vec(&game, &pos);
    let mut v: Vec<String> =
        legal.iter().map(|&m| game.notation(&pos, m, &legal)).filter(|n| n.starts_with("O-O")).collect();
    v.sort();
    v
}

#[test]
fn the_reference_generator_agrees_where_castling_is_possible() {
    let game = chess::game();
    for fen in [
        KIWIPETE,
        "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
        "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
        // Rooks that attack the cells the kings cross, and a rook to be taken on its corner.
        "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1",
        "r3k2r/8/8/8/2q5/8/8/R3K2R w KQkq - 0 1",
        "r3k2r/8/8/8/8/8/6n1/R3K2R w KQkq - 0 1",
        "1r2k2r/8/8/8/8/8/8/R3K2R w KQk - 0 1",
    ] {
        let (pos, _) = game.parse_position(fen).unwrap_or_else(|e| panic!("{fen}: {e}"));
        let r = reference::parse(&CHESS, fen);
        // The published positions are crowded and the reference slow: two plies there, three in
        // the others.
        let deepest = if fen.contains("/8/8/8/") { 3 } else { 2 };
        for depth in 1..=deepest {
            assert_eq!(reference::perft(&CHESS, &r, depth), perft(&game, &pos, depth), "perft({depth}) of {fen}");
        }
    }
}

#[test]
fn the_reference_generator_agrees_in_random_games_from_the_start() {
    // Random games from the start castle now and then; every seventh position, perft(2), rights
    // carried by the position text into the reference.
    let game = chess::game();
    let mut with_rights = 0;
    for seed in 100..130 {
        for (pos, _) in common::random_game(&game, seed, 60).iter().step_by(7) {
            let text = game.position_text(pos, Default::default());
            with_rights += usize::from(pos.castling() != 0);
            let r = reference::parse(&CHESS, &text);
            assert_eq!(reference::perft(&CHESS, &r, 2), perft(&game, pos, 2), "perft(2) of {text}");
        }
    }
    assert!(with_rights > 50, "only {with_rights} positions kept a right");
}

#[test]
fn every_condition_of_castling() {
    // Both wings free.
    assert_eq!(castles("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"), ["O-O", "O-O-O"]);
    // Rights gone: none.
    assert!(castles("r3k2r/8/8/8/8/8/8/R3K2R w - - 0 1").is_empty());
    assert_eq!(castles("r3k2r/8/8/8/8/8/8/R3K2R w Q - 0 1"), ["O-O-O"]);
    // A man between king and rook (b1 too on the queen's side).
    assert_eq!(castles("r3k2r/8/8/8/8/8/8/RN2K1NR w KQkq - 0 1"), Vec::<String>::new());
    assert_eq!(castles("r3k2r/8/8/8/8/8/8/R3KB1R w KQkq - 0 1"), ["O-O-O"]);
    // In check: neither.
    assert!(castles("r3k2r/8/8/8/8/8/4q3/R3K2R w KQkq - 0 1").is_empty());
    // The king crosses an attacked cell (f1 by the rook on f8; d1 by the rook on d8).
    assert_eq!(castles("4kr2/8/8/8/8/8/8/R3K2R w KQ - 0 1"), ["O-O-O"]);
    assert_eq!(castles("3rk3/8/8/8/8/8/8/R3K2R w KQ - 0 1"), ["O-O"]);
    // The king lands on an attacked cell (g1, c1).
    assert_eq!(castles("4k1r1/8/8/8/8/8/8/R3K2R w KQ - 0 1"), ["O-O-O"]);
    assert_eq!(castles("2r1k3/8/8/8/8/8/8/R3K2R w KQ - 0 1"), ["O-O"]);
    // b1 attacked, the rook itself attacked: castling is still allowed.
    assert_eq!(castles("1r2k2r/8/8/8/8/8/8/R3K2R w KQ - 0 1"), ["O-O", "O-O-O"]);
    assert_eq!(castles("4k2r/8/8/8/8/8/8/R3K2R w KQ - 0 1"), ["O-O", "O-O-O"]);
    // Black too.
    assert_eq!(castles("r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1"), ["O-O", "O-O-O"]);
    assert_eq!(castles("r3k2r/8/8/8/8/8/8/R3K1R1 b Qkq - 0 1"), ["O-O-O"]);
}

#[test]
fn rights_are_lost_by_king_and_rook_moves_and_by_a_rook_taken_on_its_cell() {
    let fen = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
    assert_eq!(text_after(fen, &["Rh2"]), "r3k2r/8/8/8/8/8/7R/R3K3 b Qkq - 1 1");
    assert_eq!(text_after(fen, &["Rh2", "Rh7", "Rh1", "Rh8"]), "r3k2r/8/8/8/8/8/8/R3K2R w Qq - 4 3");
    assert_eq!(text_after(fen, &["Kf1", "Kd8", "Ke1"]), "r2k3r/8/8/8/8/8/8/R3K2R b - - 3 2");
    assert_eq!(text_after(fen, &["Rxa8+"]), "R3k2r/8/8/8/8/8/8/4K2R b Kk - 0 1");
    assert_eq!(text_after(fen, &["O-O", "O-O-O"]), "2kr3r/8/8/8/8/8/8/R4RK1 w - - 2 2");
    // A rook that moves away from a cell that was not its corner keeps nothing it did not have.
    assert_eq!(text_after("4k3/8/8/8/8/8/8/R3K2R w K - 0 1", &["Ra2"]), "4k3/8/8/8/8/8/R7/4K2R b K - 1 1");
}

#[test]
fn castling_notation_steps_undo_redo_and_record() {
    let game = chess::game();
    let mut s = Session::new(game);
    assert_eq!(s.position_text(), "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    for t in ["e4", "e5", "Nf3", "Nc6", "Bc4", "Bc5"] {
        s.play_notation(t).expect(t);
    }
    let grid = chess::game();
    let sq = |n: &str| grid.grid().parse_square(n).expect("a square");
    // The board sends the king's two-cell step: a click on the king, then on g1.
    let castle = legal_vec(s.game(), s.position())
        .into_iter()
        .find(|&m| CellId::from(m.from) == sq("e1") && CellId::from(m.to) == sq("g1"))
        .expect("castling is legal");
    let steps: Vec<Step> = s.game().steps(s.position(), castle).iter().map(|m| m.step).collect();
    assert_eq!(steps, [Step::Cell(sq("e1")), Step::Cell(sq("g1"))]);
    s.play(&steps).expect("the king's step castles");
    assert_eq!(s.position_text(), "r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQ1RK1 b kq - 5 4");
    assert_eq!(s.move_list().last().map(String::as_str), Some("O-O"));
    assert!(s.undo());
    assert_eq!(s.position_text(), "r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4");
    assert!(s.redo());
    assert_eq!(s.position_text(), "r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQ1RK1 b kq - 5 4");
    // The record replays through the notation, O-O included.
    let mut again = Session::new(chess::game());
    for t in s.move_list() {
        again.play_notation(&t).expect("the record replays");
    }
    assert_eq!(again.position_text(), s.position_text());
    // Long castling, with a check mark when it checks.
    let (pos, _) = game_pos("3k4/8/8/8/8/8/8/R3K3 w Q - 0 1");
    let mv = parse_notation(&chess::game(), &pos, "O-O-O").expect("O-O-O is read");
    let legal = legal_vec(&chess::game(), &pos);
    assert_eq!(chess::game().notation(&pos, mv, &legal), "O-O-O+");
}

fn game_pos(fen: &str) -> (<runeboard_engine::games::chess::Chess as Game>::Pos, runeboard_engine::Clocks) {
    chess::game().parse_position(fen).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

#[test]
fn position_text_of_the_rights() {
    let game = chess::game();
    // The field is read in any order and written in FEN's.
    let (pos, clocks) = game_pos("r3k2r/8/8/8/8/8/8/R3K2R w qkQK - 0 1");
    assert_eq!(game.position_text(&pos, clocks), "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    // Old texts (`-`: no rights) still read, and keep no rights.
    let (pos, clocks) = game_pos("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1");
    assert_eq!(pos.castling(), 0);
    assert_eq!(game.position_text(&pos, clocks), "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1");
    // A text that stops after the side to move: every right whose king and rook are in place.
    let (pos, clocks) = game_pos("r3k3/8/8/8/8/8/8/4K2R b");
    assert_eq!(game.position_text(&pos, clocks), "r3k3/8/8/8/8/8/8/4K2R b Kq - 0 1");
    // Rights that the men do not allow, letters repeated or unknown: refused, naming castling.
    for bad in [
        "r3k2r/8/8/8/8/8/8/R3K2R w KK - 0 1",
        "r3k2r/8/8/8/8/8/8/R3K2R w KQkqx - 0 1",
        "r3k2r/8/8/8/8/8/8/R3K1R1 w K - 0 1",
        "r3k2r/8/8/8/8/8/8/R2K3R w Q - 0 1",
        "1r2k2r/8/8/8/8/8/8/R3K2R w q - 0 1",
    ] {
        let err = game.parse_position(bad).expect_err(bad);
        assert!(err.to_string().contains("castling"), "{bad}: {err}");
    }
    // The rights are part of the key: the same men with other rights are another position.
    let (a, _) = game_pos("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    let (b, _) = game_pos("r3k2r/8/8/8/8/8/8/R3K2R w KQk - 0 1");
    assert_ne!(a.key(), b.key());
    assert_ne!(a, b);
    // The key a move keeps up to date is the key of the position read from its text.
    for (pos, _) in common::random_game(&game, 7, 80) {
        let again = game.parse_position(&game.position_text(&pos, Default::default())).expect("its own text").0;
        assert_eq!(pos.key(), again.key(), "{}", game.position_text(&pos, Default::default()));
        assert_eq!(pos, again);
    }
}

#[test]
fn keltic_has_no_castling() {
    let game = keltic::game();
    let start = game.start();
    assert_eq!(start.castling(), 0);
    let legal = legal_vec(&game, &start);
    assert!(legal.iter().all(|&m| !game.notation(&start, m, &legal).starts_with("O-O")));
}

/// The session after `turns` from `fen`, and a square's cell by name.
fn session_after(fen: &str, turns: &[&str]) -> Session<chess::Chess> {
    let (pos, clocks) = game_pos(fen);
    let mut s = Session::from_position(chess::game(), pos, clocks);
    for t in turns {
        s.play_notation(t).unwrap_or_else(|e| panic!("{t}: {e}"));
    }
    s
}

fn sq(name: &str) -> Step {
    Step::Cell(chess::game().grid().parse_square(name).expect("a square"))
}

#[test]
fn the_king_put_on_its_own_rook_castles() {
    // Lichess's habit: the king onto its rook. The step tree keeps the king's two-cell step; the
    // rook's cell is an alias of it, offered as a target, and the turn played is O-O.
    let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    let mut s = session_after(start, &["e4", "e5", "Nf3", "Nc6", "Bc4", "Bc5"]);
    let ch = s.choices(&[sq("e1")]);
    assert_eq!(ch.aliases, vec![(sq("h1"), sq("g1"))]);
    assert!(!ch.options.iter().any(|o| o.step == sq("h1")), "the rook's cell is not a step of the tree");
    assert_eq!(ch.resolve(sq("h1")), sq("g1"));
    assert_eq!(ch.resolve(sq("f1")), sq("f1"), "a step that is no alias stands for itself");
    let marks = s.table(&[sq("e1")], None).marks;
    let h1 = chess::game().grid().parse_square("h1").expect("h1");
    assert!(marks.targets.contains(&(h1, false)), "the rook is a target, not a capture: {:?}", marks.targets);
    // Nothing else has an alias: the first step, and the other men.
    assert!(s.choices(&[]).aliases.is_empty());
    assert!(s.choices(&[sq("h1")]).aliases.is_empty() && s.choices(&[sq("f3")]).aliases.is_empty());
    s.play(&[sq("e1"), ch.resolve(sq("h1"))]).expect("castles");
    assert_eq!(s.move_list().last().map(String::as_str), Some("O-O"));
    assert_eq!(s.position_text(), "r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQ1RK1 b kq - 5 4");

    // Both wings, for either side; none where castling is not legal now.
    let s = session_after(KIWIPETE, &[]);
    let mut both = s.choices(&[sq("e1")]).aliases;
    both.sort_by_key(|a| format!("{a:?}"));
    let mut want = vec![(sq("a1"), sq("c1")), (sq("h1"), sq("g1"))];
    want.sort_by_key(|a| format!("{a:?}"));
    assert_eq!(both, want);
    let s = session_after("r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1", &[]);
    assert_eq!(s.choices(&[sq("e8")]).aliases.len(), 2);
    let s = session_after("r3k2r/8/8/8/2q5/8/8/R3K2R w KQkq - 0 1", &[]);
    assert!(s.choices(&[sq("e1")]).aliases.is_empty(), "no castling across an attacked cell, no alias");
    let s = session_after("r3k2r/8/8/8/8/8/8/R3K2R w Kkq - 0 1", &[]);
    assert_eq!(s.choices(&[sq("e1")]).aliases, vec![(sq("h1"), sq("g1"))], "the right lost, the alias goes");
    // The recorded turn is the ordinary castling: undo and redo replay it.
    let mut s = session_after(start, &["e4", "e5", "Nf3", "Nc6", "Bc4", "Bc5"]);
    s.play(&[sq("e1"), sq("g1")]).expect("castles");
    let by_king = s.position_text();
    assert!(s.undo() && s.redo());
    assert_eq!(s.position_text(), by_king);
}

#[test]
fn only_castling_has_an_alias() {
    // Random games of every game: an alias only where its game has castling, and only for it.
    let mut found = 0;
    for id in runeboard_engine::GameId::ALL.iter().copied().filter(|id| id.built()) {
        let seeds = if id == runeboard_engine::GameId::Chess { 40 } else { 3 };
        for seed in 0..seeds {
            common::random_play(id, seed, 80, &mut |play, turn| {
                if !turn.is_empty() {
                    return;
                }
                for o in play.choices(&[]).options {
                    let ch = play.choices(&[o.step]);
                    if !ch.aliases.is_empty() {
                        assert_eq!(id, runeboard_engine::GameId::Chess, "{id:?} has an alias: {:?}", ch.aliases);
                        found += ch.aliases.len();
                    }
                }
            });
        }
    }
    assert!(found > 0, "no random chess game could castle");
}
