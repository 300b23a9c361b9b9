//! Orphic Chess with Elks: the spec's first-turn count, perft against the reference generator, and
//! each special rule of `docs/rules/orphic.md`.

mod common;

use runeboard_engine::error::Shared;
use runeboard_engine::game::{legal_vec, parse_notation, Clocks, Game, Outcome, Step};
use runeboard_engine::games::orphic::reference;
use runeboard_engine::games::orphic::{self, OrphicPos};
use runeboard_engine::perft::perft;
use runeboard_engine::{PositionError, Session};

fn pos(text: &str) -> OrphicPos {
    orphic::game().parse_position(text).unwrap_or_else(|e| panic!("{text}: {e}")).0
}

/// Every legal turn from `text` in notation, sorted.
fn turns(text: &str) -> Vec<String> {
    let game = orphic::game();
    let p = pos(text);
    let legal = legal_vec(&game, &p);
    let mut v: Vec<String> = legal.iter().map(|&m| game.notation(&p, m, &legal)).collect();
    v.sort();
    v
}

/// The first-turn count (872, the rules text's) and depth 2 from the start: the engine and the
/// reference agree. The counts themselves, and depth 3 (recorded from this engine: the reference is
/// too slow for 5 × 10^8 nodes), are in `src/games/orphic/orphic.perft`; deeper counts from sparser
/// positions are checked against the reference below.
#[test]
fn perft_1_and_2_agree_with_reference() {
    let game = orphic::game();
    for depth in 1..=2 {
        let n = perft(&game, &game.start(), depth);
        assert_eq!(reference::perft(&reference::parse(orphic::START), depth), n, "depth {depth}");
    }
}

#[test]
fn perft_agrees_with_reference_from_random_positions() {
    let game = orphic::game();
    let mut deep = 0;
    for seed in 0..8 {
        for (p, _) in common::random_game(&game, seed, 120).iter().skip(4).step_by(15) {
            let text = game.position_text(p, Clocks::START);
            // As deep as the slow reference can go quickly: drops make the early trees huge.
            let n2 = perft(&game, p, 2);
            let depth = if n2 > 40_000 {
                1
            } else if n2 <= 1_000 && perft(&game, p, 3) <= 15_000 {
                3
            } else {
                2
            };
            deep += usize::from(depth == 3);
            let r = reference::parse(&text);
            assert_eq!(reference::perft(&r, depth), perft(&game, p, depth), "perft({depth}) of {text}");
        }
    }
    assert!(deep >= 5, "enough positions checked at depth 3 ({deep})");
}

/// Every position of many random games has as many legal turns as the reference finds (the
/// generator reads checks, pins and a dropped king's safety off attack maps; the reference makes
/// every turn and tests it), and the positions in check among them are many.
#[test]
fn legal_turns_agree_with_reference_in_every_position_of_random_games() {
    let game = orphic::game();
    let (mut positions, mut checked) = (0, 0);
    for seed in 100..140 {
        for (p, _) in common::random_game(&game, seed, 160) {
            let text = game.position_text(&p, Clocks::START);
            assert_eq!(reference::perft(&reference::parse(&text), 1), perft(&game, &p, 1), "{text}");
            positions += 1;
            checked += usize::from(game.remark(&p).is_some_and(|r| r.to_string().contains("check")));
        }
    }
    assert!(positions > 2_000 && checked > 20, "{positions} positions, {checked} in check");
}

#[test]
fn king_may_not_be_dropped_into_check_on_the_first_turn() {
    let t = turns(orphic::START);
    let king_drops: Vec<&String> = t.iter().filter(|m| m.starts_with("K@") && !m.contains('/')).collect();
    assert_eq!(king_drops.len(), 40);
    assert!(king_drops.iter().all(|m| !m.ends_with('5')), "rank 5 is attacked by Black's pawns");
    // Onto each of the 8 pawns, then to one of 16 squares of ranks 2 and 4.
    assert_eq!(t.iter().filter(|m| m.starts_with("K@") && m.contains('/')).count(), 8 * 16);
    assert!(t.iter().all(|m| m.contains('@')), "the first turn is always a drop");
}

#[test]
fn men_may_only_capture_before_their_king_is_dropped() {
    let game = orphic::game();
    let no_king = "8/8/pppppppp/8/4N3/PPPPPPPP/8/8 w KQEELDNkqeeldnn - 0 1";
    let board_moves: Vec<String> = turns(no_king).into_iter().filter(|m| !m.contains('@')).collect();
    assert_eq!(board_moves, vec!["Nxd6", "Nxf6"]);
    assert_eq!(
        game.remark(&pos(no_king)).map(|n| n.to_string()).as_deref(),
        Some("White has no king on the board yet: its men may only capture")
    );
    let with_king = "8/8/pppppppp/8/4N3/PPPPPPPP/8/4K3 w QEELDNkqeeldnn - 0 1";
    let board_moves: Vec<String> = turns(with_king).into_iter().filter(|m| !m.contains('@')).collect();
    let expected = [
        "Kd1", "Kd2", "Ke2", "Kf1", "Kf2", "Nc5", "Nd2", "Nf2", "Ng5", "Nxd6", "Nxf6", "a4", "b4", "c4", "d4", "f4",
        "g4", "h4",
    ];
    assert_eq!(board_moves, expected);
    assert_eq!(game.remark(&pos(with_king)), None);
    // Black's men (no king yet either) may take, and only take.
    let black = "8/8/pppppppp/6N1/8/PPPPPPPP/8/4K3 b QEELDNkqeeldnn - 0 1";
    let board_moves: Vec<String> = turns(black).into_iter().filter(|m| !m.contains('@')).collect();
    assert_eq!(board_moves, vec!["fxg5", "hxg5"]);
}

#[test]
fn no_relocation_while_in_check() {
    let game = orphic::game();
    // Black's queen on e4 checks White's king on e1 down the e-file.
    let checked = "4k3/8/8/8/4q3/PPP5/8/4K3 w NN - 0 1";
    let p = pos(checked);
    assert!(game.in_check(&p, 0));
    // King steps and blocking drops; no drop onto a pawn (whose relocation could not block anyway).
    assert_eq!(turns(checked), vec!["Kd1", "Kd2", "Kf1", "Kf2", "N@e2", "N@e3"]);
    let session = Session::from_position(game, p, Default::default());
    let a3 = Step::Cell(game.grid().parse_square("a3").expect("a3"));
    assert!(!session.choices(&[Step::Reserve('N')]).options.iter().any(|o| o.step == a3));
    let why = session.why_not(&[Step::Reserve('N')], a3).expect("a reason");
    assert!(why.contains("no pawn relocation while in check"), "{why}");
    // Out of check, the same drop onto a3 with relocation is fine.
    let calm = "4k3/8/8/8/8/PPP5/8/4K3 w NN - 0 1";
    assert!(turns(calm).iter().any(|m| m == "N@a3/a2"));
}

#[test]
fn bishops_keep_to_their_colours() {
    let game = orphic::game();
    let start = game.start();
    let g = game.grid();
    let session = Session::new(game);
    for (letter, light) in [('L', true), ('D', false)] {
        let targets = session.choices(&[Step::Reserve(letter)]).options;
        // 24 empty squares of the colour and 4 pawns standing on it.
        assert_eq!(targets.len(), 28, "{letter}");
        for o in &targets {
            let Step::Cell(c) = o.step else { panic!("a cell") };
            assert_eq!(g.is_light(c), light, "{letter} on {}", g.name(c));
        }
        let wrong = Step::Cell(g.parse_square(if light { "a1" } else { "b1" }).expect("square"));
        let why = session.why_not(&[Step::Reserve(letter)], wrong).expect("a reason");
        assert!(why.contains(if light { "light square" } else { "dark square" }), "{why}");
    }
    // Both bishops are written B in notation: the square says which one.
    let legal = legal_vec(&game, &start);
    let b_drops = legal.iter().filter(|&&m| game.notation(&start, m, &legal).starts_with("B@")).count();
    assert_eq!(b_drops, 2 * (24 + 4 * 16));
    let after = game.make(&start, parse_notation(&game, &start, "B@c4").expect("light bishop to c4"));
    assert!(game.position_text(&after, Default::default()).contains(" KQEEDNNkqeeldnn "));
}

fn targets(text: &str, from: &str) -> Vec<String> {
    let game = orphic::game();
    let p = pos(text);
    let legal = legal_vec(&game, &p);
    let f = game.grid().parse_square(from).expect("square");
    let mut v: Vec<String> = legal
        .iter()
        .filter(|m| matches!(m, orphic::OMove::Board(b) if u16::from(b.from) == f))
        .map(|&m| game.notation(&p, m, &legal))
        .collect();
    v.sort();
    v
}

#[test]
fn elk_moves_as_a_rook_from_dark_and_as_a_knight_from_light_squares() {
    // d4 is dark: a rook's moves. e4 is light: a knight's.
    let dark = "k7/8/8/8/3E4/8/8/7K w - - 0 1";
    // Only from d8 (dark) does it see a8 along the rank: from d7 (light) it would be a knight.
    let expected = ["Ea4", "Eb4", "Ec4", "Ed1", "Ed2", "Ed3", "Ed5", "Ed6", "Ed7", "Ed8+", "Ee4", "Ef4", "Eg4", "Eh4"];
    assert_eq!(targets(dark, "d4"), expected);
    let light = "k7/8/8/8/4E3/8/8/7K w - - 0 1";
    assert_eq!(targets(light, "e4"), vec!["Ec3", "Ec5", "Ed2", "Ed6", "Ef2", "Ef6", "Eg3", "Eg5"]);
    let game = orphic::game();
    let views = game.pieces(&pos(dark));
    let elk = views.iter().find(|v| v.kind == 'E').expect("elk");
    assert_eq!(elk.picture, "white-elk-rook");
    let views = game.pieces(&pos(light));
    let elk = views.iter().find(|v| v.kind == 'E').expect("elk");
    assert_eq!(elk.picture, "white-elk-knight");
}

#[test]
fn elk_gives_check_as_a_knight_from_a_light_square() {
    let game = orphic::game();
    // Black's king on d8 (dark); White's Elk on e6 (light) attacks it as a knight.
    let p = pos("3k4/8/4E3/8/8/8/8/K7 b - - 0 1");
    assert!(game.in_check(&p, 1));
    assert_eq!(game.remark(&p).map(|n| n.to_string()).as_deref(), Some("check"));
    // From d8 the king could go to c8, e8, c7, d7 or e7; the Elk also leaps to c7.
    let t = turns("3k4/8/4E3/8/8/8/8/K7 b - - 0 1");
    assert_eq!(t, vec!["Kc8", "Kd7", "Ke7", "Ke8"]);
    // The same Elk on d6 (dark) is a rook: it checks along the d-file instead.
    let p = pos("3k4/8/3E4/8/8/8/8/K7 b - - 0 1");
    assert!(game.in_check(&p, 1));
    // On d5 (light) it is a knight again and d8 is out of its reach.
    let p = pos("3k4/8/8/3E4/8/8/8/K7 b - - 0 1");
    assert!(!game.in_check(&p, 1));
    // A dropped Elk checks as a knight: the notation says so.
    let t = turns("3k4/8/8/8/8/8/8/K7 w E - 0 1");
    assert!(t.contains(&"E@e6+".to_string()));
    assert!(t.contains(&"E@d2+".to_string()), "d2 is dark: a rook up the d-file");
    assert!(t.contains(&"E@d1".to_string()), "d1 is light: a knight, no check");
    assert!(t.contains(&"E@d5".to_string()), "d5 is light: no check");
    // A position text with the side not to move in check by a leaping Elk is refused.
    assert!(game.parse_position("3k4/8/4E3/8/8/8/8/K7 w - - 0 1").is_err());
}

#[test]
fn en_passant_after_a_relocation_to_the_second_rank() {
    let game = orphic::game();
    let mut s = Session::from_position(game, pos("4k3/8/8/8/4p3/2P5/8/4K3 w N - 0 1"), Clocks::START);
    for (m, text_after) in [
        ("N@c3/d2", "4k3/8/8/8/4p3/2N5/3P4/4K3 b - - 1 1"),
        ("Kd8", "3k4/8/8/8/4p3/2N5/3P4/4K3 w - - 2 2"),
        ("d4", "3k4/8/8/8/3Pp3/2N5/8/4K3 b - d3 0 2"),
        ("exd3", "3k4/8/8/8/8/2Np4/8/4K3 w - - 0 3"),
    ] {
        s.play_notation(m).unwrap_or_else(|e| panic!("{m}: {e}"));
        assert_eq!(s.position_text(), text_after, "after {m}");
    }
    assert_eq!(s.move_list(), vec!["N@c3/d2", "Kd8", "d4", "exd3"]);
}

#[test]
fn promotion_offers_five_pieces_including_the_elk() {
    let game = orphic::game();
    // b8 is dark: a new Elk there is a rook, and checks the king on e8 along the rank.
    let text = "4k3/1P6/8/8/8/8/8/K7 w - - 0 1";
    assert_eq!(targets(text, "b7"), vec!["b8=B", "b8=E+", "b8=N", "b8=Q+", "b8=R+"]);
    let p = pos(text);
    let after = game.make(&p, parse_notation(&game, &p, "b8=E").expect("promotion to an Elk"));
    assert_eq!(game.position_text(&after, Clocks::START), "1E2k3/8/8/8/8/8/8/K7 b - - 0 1");
    assert!(game.in_check(&after, 1));
    let elk = game.pieces(&after).into_iter().find(|v| v.kind == 'E').expect("elk");
    assert_eq!(elk.picture, "white-elk-rook");
    // Promoted on a8 (light), the Elk is a knight.
    let p = pos("4k3/P7/8/8/8/8/8/7K w - - 0 1");
    let after = game.make(&p, parse_notation(&game, &p, "a8=E").expect("promotion to an Elk"));
    let elk = game.pieces(&after).into_iter().find(|v| v.kind == 'E').expect("elk");
    assert_eq!(elk.picture, "white-elk-knight");
    // A promoted rook moves as a rook.
    assert_eq!(targets("k7/8/8/8/8/8/8/1R5K w - - 0 1", "b1").len(), 7 + 6);
}

#[test]
fn a_drop_can_block_a_mate() {
    let game = orphic::game();
    // Back-rank check from a8; Black holds a knight: any drop between blocks.
    let text = "Q6k/6pp/8/8/8/8/8/4K3 b n - 0 1";
    let p = pos(text);
    assert!(game.in_check(&p, 1));
    assert_eq!(turns(text), vec!["N@b8", "N@c8", "N@d8", "N@e8", "N@f8", "N@g8"]);
    assert_eq!(game.outcome(&p, &legal_vec(&game, &p)), None);
    // With an empty reserve it is mate.
    let mated = pos("Q6k/6pp/8/8/8/8/8/4K3 b - - 0 1");
    let legal = legal_vec(&game, &mated);
    assert!(legal.is_empty());
    assert_eq!(
        game.outcome(&mated, &legal),
        Some(Outcome::Win { winner: 0, reason: runeboard_engine::Reason::Checkmate })
    );
    // White's Qa8 from a7 is written as mate only when Black cannot drop.
    let before = pos("7k/Q5pp/8/8/8/8/8/4K3 w - - 0 1");
    let legal = legal_vec(&game, &before);
    let qa8 = parse_notation(&game, &before, "Qa8").expect("Qa8");
    assert_eq!(game.notation(&before, qa8, &legal), "Qa8#");
    let before = pos("7k/Q5pp/8/8/8/8/8/4K3 w n - 0 1");
    let legal = legal_vec(&game, &before);
    let qa8 = parse_notation(&game, &before, "Qa8").expect("Qa8");
    assert_eq!(game.notation(&before, qa8, &legal), "Qa8+");
}

#[test]
fn mate_that_only_a_forbidden_relocation_could_block() {
    let game = orphic::game();
    // The queen on f6 checks h8 through g7 (dark); the knights guard g8 and h7. Black's only reserve
    // man is the light-squared bishop: it cannot stand on g7, and dropping it onto the a6 pawn to
    // relocate that pawn to g7 would block — but no relocation while in check. Mate.
    let text = "5N1k/4N3/p4Q2/8/8/8/8/K7 b l - 0 1";
    let p = pos(text);
    let legal = legal_vec(&game, &p);
    assert!(legal.is_empty());
    assert_eq!(game.outcome(&p, &legal), Some(Outcome::Win { winner: 0, reason: runeboard_engine::Reason::Checkmate }));
    // Out of check the same relocation is legal.
    let calm = "5N1k/4N3/p7/8/8/8/8/K4Q2 b l - 0 1";
    assert!(turns(calm).contains(&"B@a6/g7".to_string()));
    // With the dark-squared bishop the drop on g7 is the only turn.
    assert_eq!(turns("5N1k/4N3/p4Q2/8/8/8/8/K7 b d - 0 1"), vec!["B@g7"]);
}

#[test]
fn stalemate_and_dead_positions() {
    let game = orphic::game();
    let stale = pos("k7/2Q5/1K6/8/8/8/8/8 b - - 0 1");
    let legal = legal_vec(&game, &stale);
    assert_eq!(game.outcome(&stale, &legal), Some(Outcome::Draw { reason: runeboard_engine::Reason::Stalemate }));
    // A stalemate is no stalemate while a drop is possible.
    let not_stale = pos("k7/2Q5/1K6/8/8/8/8/8 b n - 0 1");
    assert!(!legal_vec(&game, &not_stale).is_empty());
    for dead in ["k7/8/8/8/8/8/8/7K w - - 0 1", "k7/8/8/8/8/8/8/6BK w - - 0 1", "k7/8/8/8/8/8/8/6NK b - - 0 1"] {
        let p = pos(dead);
        let legal = legal_vec(&game, &p);
        assert!(matches!(game.outcome(&p, &legal), Some(Outcome::Draw { .. })), "{dead}");
    }
    for alive in ["k7/8/8/8/8/8/8/6EK w - - 0 1", "k7/8/8/8/8/8/8/6BK w n - 0 1", "k7/8/8/8/8/8/8/5NNK w - - 0 1"] {
        let p = pos(alive);
        assert_eq!(game.outcome(&p, &legal_vec(&game, &p)), None, "{alive}");
    }
}

#[test]
fn drops_do_not_reset_the_fifty_move_counter() {
    let game = orphic::game();
    let p = pos("4k3/8/8/8/8/2P5/8/4K3 w N - 0 1");
    for (m, resets) in [("N@e4", false), ("N@c3/c2", false), ("c4", true), ("Kd2", false)] {
        let mv = parse_notation(&game, &p, m).unwrap_or_else(|| panic!("{m}"));
        assert_eq!(game.resets_clock(&p, mv), resets, "{m}");
    }
}

#[test]
fn identical_reserve_men_make_one_turn_per_square() {
    let game = orphic::game();
    let start = game.start();
    let legal = legal_vec(&game, &start);
    let elk_on_e4: Vec<_> = legal.iter().filter(|&&m| game.notation(&start, m, &legal) == "E@e4").collect();
    assert_eq!(elk_on_e4.len(), 1);
    // Perft counts moves for positions (`distinct_moves`): every turn must give its own position.
    let successors: std::collections::HashSet<OrphicPos> = legal.iter().map(|&m| game.make(&start, m)).collect();
    assert_eq!(successors.len(), legal.len(), "two turns give the same position");
    let p = pos("4k3/8/8/8/8/2P5/8/4K3 w NNEE - 0 1");
    let legal = legal_vec(&game, &p);
    let successors: std::collections::HashSet<OrphicPos> = legal.iter().map(|&m| game.make(&p, m)).collect();
    assert_eq!(successors.len(), legal.len(), "two turns give the same position");
}

#[test]
fn reserve_trays_list_both_bishops() {
    let game = orphic::game();
    let trays = game.reserves(&game.start());
    let pictures: Vec<(char, u8, String)> =
        trays.iter().filter(|r| r.player == 0).map(|r| (r.kind, r.count, r.picture.to_string())).collect();
    let white: Vec<(char, u8, &str)> = pictures.iter().map(|(k, n, p)| (*k, *n, p.as_str())).collect();
    assert_eq!(
        white,
        vec![
            ('K', 1, "white-king"),
            ('Q', 1, "white-queen"),
            ('E', 2, "white-elk"),
            ('L', 1, "white-bishop-light"),
            ('D', 1, "white-bishop-dark"),
            ('N', 2, "white-knight"),
        ]
    );
    assert_eq!(trays.iter().filter(|r| r.player == 1).count(), 6);
}

#[test]
fn position_text_round_trips_and_errors_are_typed() {
    let game = orphic::game();
    let start = game.start();
    assert_eq!(game.position_text(&start, Clocks::START), orphic::START);
    let (_, clocks) = game.parse_position("8/8/pppppppp/8/8/PPPPPPPP/8/8 w NEDKLQNEeeknqldn -").expect("no counters");
    assert_eq!(clocks, Clocks::START);
    assert_eq!(game.parse_position(""), Err(PositionError::Empty));
    assert!(matches!(game.parse_position("8/8/8/8/8/8/8/8 w KQ"), Err(PositionError::FieldCount { .. })));
    assert_eq!(game.parse_position("k7/8/8/8/8/8/8/7K w X -"), Err(PositionError::UnknownPiece('X')));
    // Illegal positions: the typed reason, and its sentence.
    let illegal = |text: &str| -> (Option<PositionError<orphic::Illegal>>, String) {
        let err = game.parse_position(text).err();
        let message = err.as_ref().map(ToString::to_string).unwrap_or_default();
        (err, message)
    };
    let (err, message) = illegal("k7/8/8/8/8/8/8/7K w B -");
    assert_eq!(err, Some(orphic::Illegal::ReserveBishop.into()));
    assert!(message.contains("L (light-squared)"), "{message}");
    let (err, message) = illegal("k7/8/8/8/8/8/8/7K w NNN -");
    assert_eq!(err, Some(orphic::Illegal::ReserveFull { army: "White", max: 2, letter: 'N' }.into()));
    assert_eq!(message, "White's reserve cannot hold more than 2 'N'");
    let (err, message) = illegal("8/8/8/8/8/8/8/7K w - -");
    assert_eq!(err, Some(orphic::Illegal::KingCount { army: "black", found: 0 }.into()));
    assert!(message.contains("black"), "{message}");
    let (err, _) = illegal("k7/8/8/8/8/8/8/7K w K -");
    assert_eq!(err, Some(orphic::Illegal::KingCount { army: "white", found: 2 }.into()));
    let (err, message) = illegal("k7/8/8/8/8/8/8/P6K w - -");
    assert_eq!(err, Some(orphic::Illegal::PawnOnFirstRank { army: "white", cell: "a1".into() }.into()));
    assert_eq!(message, "a white pawn cannot stand on a1: no pawn goes back to its own first rank");
    let (err, message) = illegal("kP6/8/8/8/8/8/8/7K b - -");
    assert_eq!(err, Some(Shared::PawnOnLastRank { army: "white", cell: "b8".into() }.into()));
    assert_eq!(message, "a white pawn cannot stand on b8: it would have promoted");
    assert!(matches!(game.parse_position("k7/8/8/8/8/8/8/7K x - -"), Err(PositionError::SideToMove(_))));
    assert!(matches!(game.parse_position("k7/8/8/8/8/8/8/7K w - z9"), Err(PositionError::BadSquare(_))));
    assert_eq!(illegal("k7/8/8/8/8/8/8/7K w - e3").0, Some(Shared::EnPassant("e3".into()).into()));
    assert!(matches!(game.parse_position("k7/8/8/8/8/8/8/7K w - - x 1"), Err(PositionError::BadNumber { .. })));
    assert!(matches!(game.parse_position("k7/8/8/8/8/8/8/7Z w - -"), Err(PositionError::UnknownPiece('Z'))));
}

#[test]
fn a_drop_onto_a_pawn_is_one_turn_of_three_steps() {
    let game = orphic::game();
    let g = game.grid();
    let cell = |n: &str| Step::Cell(g.parse_square(n).expect("square"));
    let mut s = Session::new(game);
    let after_n = s.choices(&[Step::Reserve('N')]);
    assert!(!after_n.complete);
    assert_eq!(after_n.options.len(), 48 + 8, "48 empty squares and 8 pawns");
    let after_pawn = s.choices(&[Step::Reserve('N'), cell("c3")]);
    assert!(!after_pawn.complete, "the pawn must be relocated");
    assert_eq!(after_pawn.options.len(), 16);
    let why = s.why_not(&[Step::Reserve('N'), cell("c3")], cell("c5")).expect("a reason");
    assert!(why.contains("2nd, 3rd or 4th rank"), "{why}");
    assert!(s.choices(&[Step::Reserve('N'), cell("e5")]).complete);
    s.play(&[Step::Reserve('N'), cell("c3"), cell("c2")]).expect("legal");
    assert_eq!(s.move_list(), vec!["N@c3/c2"]);
    assert_eq!(s.last_turn_cells().len(), 2);
    assert_eq!(s.position_text(), "8/8/pppppppp/8/8/PPNPPPPP/2P5/8 b KQEELDNkqeeldnn - 1 1");
    assert_eq!(s.remark().as_deref(), Some("Black has no king on the board yet: its men may only capture"));
}

#[test]
fn why_not_explains_capture_only_and_the_elk_mode() {
    let game = orphic::game();
    let g = game.grid();
    let cell = |n: &str| Step::Cell(g.parse_square(n).expect("square"));
    let s = Session::from_position(
        game,
        pos("8/8/pppppppp/8/4N3/PPPPPPPP/8/8 w KQEELDNkqeeldnn - 0 1"),
        Default::default(),
    );
    let why = s.why_not(&[cell("e4")], cell("c5")).expect("a reason");
    assert_eq!(why, "White has no king on the board yet: its men may only capture");
    let why = s.why_not(&[], cell("a3")).expect("a reason");
    assert!(why.contains("only capture"), "{why}");
    assert_eq!(s.why_not(&[cell("e4")], cell("d6")), None, "a legal capture needs no excuse");
    let s = Session::from_position(game, pos("k7/8/8/8/4E3/8/8/7K w - - 0 1"), Default::default());
    let why = s.why_not(&[cell("e4")], cell("e6")).expect("a reason");
    assert_eq!(why, "an Elk on a light square moves as a knight");
    let s = Session::from_position(game, pos("k7/8/8/8/3E4/8/8/7K w - - 0 1"), Default::default());
    let why = s.why_not(&[cell("d4")], cell("e6")).expect("a reason");
    assert_eq!(why, "an Elk on a dark square moves as a rook");
}

/// A position in which the game is over has no successors: a dead position (K+N vs K, both
/// reserves empty) stops perft at every depth, engine and reference alike, though its men could
/// still move.
#[test]
fn perft_stops_at_dead_positions() {
    let game = orphic::game();
    let text = "k7/8/8/8/8/8/8/6NK w - - 0 1";
    let dead = pos(text);
    assert_eq!(legal_vec(&game, &dead).len(), 5);
    for depth in 1..=3 {
        assert_eq!(perft(&game, &dead, depth), 0, "perft({depth})");
        assert_eq!(reference::perft(&reference::parse(text), depth), 0, "reference perft({depth})");
    }
    // One ply before: Kxg2 makes it K+N vs K (counted at depth 1, nothing after); Kh2 goes on.
    let text = "k7/8/8/8/8/8/6b1/6NK w - - 0 1";
    let before = pos(text);
    assert_eq!(turns(text), vec!["Kh2", "Kxg2"]);
    let kh2 = parse_notation(&game, &before, "Kh2").expect("legal");
    assert_eq!(perft(&game, &before, 2), perft(&game, &game.make(&before, kh2), 1));
    for depth in 1..=3 {
        assert_eq!(perft(&game, &before, depth), reference::perft(&reference::parse(text), depth), "perft({depth})");
    }
    // A man in reserve keeps the game alive.
    assert!(perft(&game, &pos("k7/8/8/8/8/8/8/6NK w N - 0 1"), 1) > 0);
}
