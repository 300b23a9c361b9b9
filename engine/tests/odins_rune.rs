//! Odin's Rune Chess: each rule of `docs/rules/odins-rune.md`, the seed text's worked pawn example and
//! its five problems rebuilt from the answers, and the step-by-step turns through `Play`.

mod common;

use std::collections::HashSet;

use common::{cell, sorted, step};

use runeboard_engine::chess::{piece, BLACK, KING, WHITE};
use runeboard_engine::game::{legal_vec, parse_notation, Game, Outcome, Step};
use runeboard_engine::games::odins_rune::{self, OdinsRune, RuneMove, RunePos};
use runeboard_engine::{Clocks, GameId, PositionError, Session};

const RUNE: GameId = GameId::OdinsRune;

fn game() -> OdinsRune {
    odins_rune::game()
}

fn pos(text: &str) -> RunePos {
    game().parse_position(text).unwrap_or_else(|e| panic!("{text}: {e}")).0
}

/// The notations of every legal turn of the man on `from`, sorted.
fn moves_from(text: &str, from: &str) -> Vec<String> {
    let g = game();
    let p = pos(text);
    let legal = legal_vec(&g, &p);
    let mut v: Vec<String> =
        legal.iter().filter(|m| u16::from(m.from) == cell(RUNE, from)).map(|&m| g.notation(&p, m, &legal)).collect();
    v.sort();
    v
}

/// Play a turn given in notation; returns the position after it.
fn after(p: &RunePos, notation: &str) -> RunePos {
    let g = game();
    let mv = parse_notation(&g, p, notation).unwrap_or_else(|| panic!("{notation} is not legal here"));
    g.make(p, mv)
}

fn outcome(p: &RunePos) -> Option<Outcome> {
    let g = game();
    g.outcome(p, &legal_vec(&g, p))
}

fn white_wins() -> Option<Outcome> {
    Some(Outcome::Win { winner: 0, reason: runeboard_engine::Reason::BothKingsTaken })
}

fn black_wins() -> Option<Outcome> {
    Some(Outcome::Win { winner: 1, reason: runeboard_engine::Reason::BothKingsTaken })
}

#[test]
fn start_position() {
    let g = game();
    let p = g.start();
    assert_eq!(g.position_text(&p, Clocks::START), odins_rune::START);
    assert_eq!(g.geometry().len(), 100);
    assert_eq!(p.kings(WHITE), 2);
    assert_eq!(p.kings(BLACK), 2);
    let pieces = g.pieces(&p);
    assert_eq!(pieces.len(), 40);
    let e1 = pieces.iter().find(|v| v.cell == cell(RUNE, "e1")).expect("king on e1");
    assert_eq!((e1.kind, e1.picture.to_string().as_str(), e1.army), ('K', "white-ansuz-king", 0));
    let b10 = pieces.iter().find(|v| v.cell == cell(RUNE, "b10")).expect("ox on b10");
    assert_eq!(
        (b10.kind, b10.picture.to_string().as_str(), b10.name.as_str()),
        ('F', "black-uruz-ox", "black Forest Ox (Uruz)")
    );
    // Pawns: diagonal steps forward and the double step; the Oxen leap; the Valkyries and kings
    // swap with the friends beside them; rooks and bishops are hemmed in.
    assert_eq!(moves_from(odins_rune::START, "b2"), sorted(["Pb2-a3", "Pb2-c3", "Pb2-b4"]));
    assert_eq!(moves_from(odins_rune::START, "a2"), sorted(["Pa2-b3", "Pa2-a4"]));
    assert_eq!(moves_from(odins_rune::START, "b1"), sorted(["Fb1-a3", "Fb1-c3"]));
    assert_eq!(
        moves_from(odins_rune::START, "d1"),
        sorted(["Vd1-c1>d1", "Vd1-e1>d1", "Vd1-c2>d1", "Vd1-d2>d1", "Vd1-e2>d1"])
    );
    assert_eq!(moves_from(odins_rune::START, "e1"), sorted(["Ke1-d2>e1", "Ke1-e2>e1", "Ke1-f2>e1"]));
    assert!(moves_from(odins_rune::START, "a1").is_empty());
    assert!(moves_from(odins_rune::START, "c1").is_empty());
}

/// The seed text's pawn figure, rebuilt with the men its lists need: White men on c3 and e3 and
/// Black men on g4 and h5 (kings far away, immobile, so the game is on).
const PAWN_FIGURE: &str = "KK6kk/10/10/10/10/7p2/6p3/2P1P2P2/1P1P4p1/10";

#[test]
fn the_texts_pawn_example() {
    let white = format!("{PAWN_FIGURE} w");
    assert_eq!(moves_from(&white, "b2"), sorted(["Pb2-a1", "Pb2-c1", "Pb2-a3", "Pb2-b4"]));
    assert_eq!(moves_from(&white, "d2"), sorted(["Pd2-c1", "Pd2-e1"]));
    assert_eq!(moves_from(&white, "h3"), sorted(["Ph3-g2", "Ph3-i4", "Ph3xi2", "Ph3xg4", "Ph3xh5"]));
    let black = format!("{PAWN_FIGURE} b");
    assert_eq!(moves_from(&black, "i2"), sorted(["Pi2-j1", "Pi2-h1", "Pi2-j3", "Pi2xh3"]));
}

#[test]
fn pawn_double_step_needs_a_free_forward_diagonal_and_passes_over_the_square_ahead() {
    // d4's forward diagonals c5 (white) and e5 (black) are both taken: no double step.
    assert_eq!(moves_from("k9/k9/10/10/10/2P1p5/3P6/10/10/K8K w", "d4"), sorted(["Pd4-c3", "Pd4-e3", "Pd4xe5"]));
    // One free diagonal is enough; the man straight ahead is jumped; the double step takes.
    assert_eq!(
        moves_from("k9/k9/10/10/3r6/2PP6/3P6/10/10/K8K w", "d4"),
        sorted(["Pd4-c3", "Pd4-e3", "Pd4-e5", "Pd4xd6"])
    );
    // Not onto a friend; and a pawn on its far rank still moves backward, with no promotion.
    assert_eq!(
        moves_from("k9/k9/10/10/3R6/10/3P6/10/10/K8K w", "d4"),
        sorted(["Pd4-c3", "Pd4-e3", "Pd4-c5", "Pd4-e5"])
    );
    assert_eq!(moves_from("k2P6/k9/10/10/10/10/10/10/10/K8K w", "d10"), sorted(["Pd10-c9", "Pd10-e9"]));
    // Black moves down the board.
    assert_eq!(
        moves_from("k9/k9/10/10/10/3p6/10/10/10/K8K b", "d5"),
        sorted(["Pd5-c4", "Pd5-e4", "Pd5-c6", "Pd5-e6", "Pd5-d3"])
    );
}

#[test]
fn rook_and_bishop_are_orthodox() {
    assert_eq!(moves_from("k9/k9/10/10/10/10/10/p9/Rp8/K8K w", "a2"), sorted(["Ra2xa3", "Ra2xb2"]));
    assert_eq!(moves_from("k9/k9/10/10/10/10/10/1p8/B9/K8K w", "a2"), sorted(["Ba2xb3", "Ba2-b1"]));
}

#[test]
fn ox_leaps_then_may_remove_one_adjacent_enemy() {
    // Ox e4; black pawns f6 (a leap target) and e7, h6 (beside some landing squares); the white
    // pawn on f5, beside g5, is never removed.
    let text = "k9/k9/10/4p5/5p1p2/5P4/4F5/10/10/K8K w";
    let moves = moves_from(text, "e4");
    for m in ["Fe4-d6", "Fe4-d6/xe7", "Fe4xf6", "Fe4xf6/xe7", "Fe4-g5", "Fe4-g5/xf6", "Fe4-g5/xh6", "Fe4-g3"] {
        assert!(moves.contains(&m.to_string()), "{m} in {moves:?}");
    }
    // Removing f6 after taking on f6 is impossible; the white pawn f5 is never removed.
    assert!(!moves.iter().any(|m| m.ends_with("/xf5") || m == "Fe4xf6/xf6"));
    assert_eq!(moves.len(), 8 + 4, "8 leaps, 4 with a removal: {moves:?}");
    // The removal takes the man away; the Ox stays where it landed.
    let p = after(&pos(text), "Fe4-g5/xh6");
    assert_eq!(game().position_text(&p, Clocks::START), "k9/k9/10/4p5/5p4/5PF3/10/10/10/K8K b 0 1");
    // It may remove a king, and take two kings in one turn.
    let two = pos("k9/10/10/10/10/10/10/2k7/10/K1F6K w");
    assert_eq!(after(&two, "Fc1-b3/xc3").kings(BLACK), 1);
    assert_eq!(moves_from("k9/10/10/10/10/10/10/2k7/10/K1F6K w", "c1").iter().filter(|m| m.ends_with('#')).count(), 0);
    let both = pos("10/10/10/10/10/10/10/1k8/k9/K1F6K w");
    let legal = legal_vec(&game(), &both);
    let mv = parse_notation(&game(), &both, "Fc1xb3/xa2").expect("take and remove both kings");
    assert_eq!(game().notation(&both, mv, &legal), "Fc1xb3/xa2#");
    assert_eq!(outcome(&game().make(&both, mv)), white_wins());
}

#[test]
fn valkyrie_moves_as_a_queen_and_carries_friends() {
    // Valkyrie a3 and king d3 as in the text's figure: the king may be set down on a3, b3 or c3.
    let text = "k9/k9/10/10/10/10/10/V2K6/10/10 w";
    let moves = moves_from(text, "a3");
    for m in ["Va3-d3>a3", "Va3-d3>b3", "Va3-d3>c3"] {
        assert!(moves.contains(&m.to_string()), "{m}");
    }
    assert!(!moves.iter().any(|m| m.starts_with("Va3-e3")), "no jumping over the king");
    let p = after(&pos(text), "Va3-d3>b3");
    assert_eq!(game().position_text(&p, Clocks::START), "k9/k9/10/10/10/10/10/1K1V6/10/10 b 0 1");
    // A Valkyrie cannot carry another Valkyrie; it takes enemies; it carries pawns and pieces.
    let many = "k8K/k9/10/10/10/3p6/10/1V1V1P4/10/5B4 w";
    let moves = moves_from(many, "d3");
    assert!(!moves.iter().any(|m| m.starts_with("Vd3-b3")));
    assert!(moves.contains(&"Vd3xd5".to_string()));
    assert!(moves.contains(&"Vd3-f3>e3".to_string()) && moves.contains(&"Vd3-f3>d3".to_string()));
    assert!(moves.contains(&"Vd3-e2".to_string()) && moves.contains(&"Vd3-f1>e2".to_string()));
    // The text's figure: Valkyries a3 and f1, kings d3 (beside an Ox, a bishop and a pawn) and i3
    // (stranded); Black's kings e6 and g7 beside their Forest Ox on f7.
    let fig = "10/10/10/5fk3/4k5/10/2F1B5/V2K4K1/3P6/5V4 w";
    let a3 = moves_from(fig, "a3");
    assert!(["Va3-d3>a3", "Va3-d3>b3", "Va3-d3>c3"].iter().all(|m| a3.contains(&m.to_string())), "{a3:?}");
    let f1 = moves_from(fig, "f1");
    assert!(["Vf1-d3>f1", "Vf1-d3>e2", "Vf1xf7"].iter().all(|m| f1.contains(&m.to_string())), "{f1:?}");
    let d3 = moves_from(fig, "d3");
    assert!(["Kd3-b2", "Kd3-b1", "Kd3-c2", "Kd3-e2"].iter().all(|m| d3.contains(&m.to_string())), "{d3:?}");
    assert!(moves_from(fig, "i3").is_empty(), "the king on i3 is stranded");
    let black = fig.replace(" w", " b");
    assert!(moves_from(&black, "e6").contains(&"Ke6-d4".to_string()), "Black's kings move as the Ox");
    // Taking the Ox leaves both Black kings immobile: with no legal turn, Black loses.
    let q = after(&pos(fig), "Vf1xf7");
    assert_eq!(outcome(&q), Some(Outcome::Win { winner: 0, reason: runeboard_engine::Reason::NoLegalMove }));
}

#[test]
fn kings_move_only_as_adjacent_friends() {
    // Isolated: no move. Two kings side by side: still none.
    assert!(moves_from("k9/k9/10/10/10/10/10/10/10/K8K w", "a1").is_empty());
    assert!(moves_from("k9/k9/10/10/10/10/10/10/10/KK8 w", "a1").is_empty());
    // Beside a rook: slides as a rook; with a pawn too: also the pawn's moves.
    let rook = moves_from("9k/9k/10/10/10/10/10/10/1R8/K8K w", "a1");
    assert_eq!(rook.len(), 9 + 8, "a2..a10 and b1..i1: {rook:?}");
    assert!(rook.contains(&"Ka1-a10".to_string()) && rook.contains(&"Ka1-i1".to_string()));
    // Beside an Ox: the leap and the removal.
    let ox = moves_from("k9/10/10/10/10/10/k9/10/F9/K8K w", "a1");
    assert_eq!(ox, sorted(["Ka1-b3", "Ka1-b3/xa4", "Ka1-c2"]));
    // Beside a Valkyrie: queen moves and carries, but never of a Valkyrie or the other king.
    let v = moves_from("k9/k9/10/10/10/10/10/K1B7/1V8/K1P7 w", "a3");
    assert!(v.contains(&"Ka3-c3>a3".to_string()) && v.contains(&"Ka3-c3>b3".to_string()), "{v:?}");
    assert!(!v.iter().any(|m| m.starts_with("Ka3-b2") || m.starts_with("Ka3-a1")), "{v:?}");
    // The Valkyrie itself may carry a king.
    let vk = moves_from("k9/k9/10/10/10/10/10/K1B7/1V8/K1P7 w", "b2");
    assert!(vk.contains(&"Vb2-a3>b2".to_string()) && vk.contains(&"Vb2-a1>b2".to_string()));
    // As a pawn, in its owner's direction: two forward when a forward diagonal is free.
    assert_eq!(moves_from("k9/k9/10/10/10/10/10/10/P9/K8K w", "a1"), sorted(["Ka1-a3", "Ka1-b2"]));
    assert_eq!(moves_from("9k/1p8/k9/10/10/10/10/10/10/K8K b", "a8"), sorted(["Ka8-a6", "Ka8-b7"]));
}

#[test]
fn a_square_reached_as_several_advisers_is_one_turn() {
    // King d4 beside a rook (c4), a bishop (e5), a Valkyrie (c3) and a pawn (e3).
    let text = "k9/k9/10/10/10/4B5/2RK6/2VP6/10/9K w";
    let g = game();
    let p = pos(text);
    let legal = legal_vec(&g, &p);
    let king: Vec<RuneMove> = legal.iter().copied().filter(|m| u16::from(m.from) == cell(RUNE, "d4")).collect();
    let distinct: HashSet<RuneMove> = king.iter().copied().collect();
    assert_eq!(distinct.len(), king.len(), "each king turn listed once");
    let notations: HashSet<String> = king.iter().map(|&m| g.notation(&p, m, &legal)).collect();
    assert_eq!(notations.len(), king.len());
    // d6 as rook or Valkyrie (or pawn double step): one turn.
    assert_eq!(king.iter().filter(|m| u16::from(m.to) == cell(RUNE, "d6") && m.extra == odins_rune::NONE).count(), 1);
}

#[test]
fn no_check_rule_and_winning_by_taking_both_kings() {
    // A king may be left attacked, and a king is taken like any man.
    let text = "k9/k9/10/10/10/10/10/r9/1R8/K8K w";
    let p = pos(text);
    assert_eq!(game().remark(&p).map(|n| n.to_string()), Some("king on a1 attacked".into()));
    let moves = moves_from(text, "b2");
    assert!(moves.contains(&"Rb2-b5".to_string()), "the rook may leave the king attacked");
    let q = after(&p, "Rb2-b5");
    let q = after(&q, "Ra3xa1");
    assert_eq!(q.kings(WHITE), 1);
    assert_eq!(outcome(&q), None, "one king left: play on");
    // No legal turn: the side to move loses.
    let stuck = pos("k9/k9/10/10/10/10/10/10/10/K8K w");
    assert_eq!(legal_vec(&game(), &stuck), vec![]);
    assert_eq!(outcome(&stuck), Some(Outcome::Win { winner: 1, reason: runeboard_engine::Reason::NoLegalMove }));
    // A finished game has no turns.
    let over = pos("10/10/10/10/10/10/10/10/10/K8R b");
    assert!(legal_vec(&game(), &over).is_empty());
    assert_eq!(outcome(&over), white_wins());
}

#[test]
fn problems_1_and_2_diagram_1() {
    // White kings c2 and d2 with a pawn on b2; rook a5. Black: one king c5, pawn b5, Ox c4.
    let diagram = "10/10/10/10/10/Rpk7/2f7/10/1PKK6/10";
    let g = game();
    // 1. White: King c2 x c4, moving as the pawn beside it and taking the Ox.
    let p = pos(&format!("{diagram} w"));
    assert!(moves_from(&format!("{diagram} w"), "c2").contains(&"Kc2xc4".to_string()));
    let p = after(&p, "Kc2xc4");
    // If Black takes that king with the pawn, the rook takes Black's only king.
    let taken = after(&p, "Pb5xc4");
    assert_eq!(taken.kings(WHITE), 1);
    let won = after(&taken, "Ra5xc5#");
    assert_eq!(outcome(&won), white_wins());
    // If instead Black's king moves (as the pawn beside it), the rook takes the pawn and the king is
    // left immobile: Black, with no legal turn, loses.
    assert!(!moves_from(&g.position_text(&p, Default::default()), "c5").is_empty());
    let moved = after(&p, "Kc5-b6");
    let no_pawn = after(&moved, "Ra5xb5");
    assert!(moves_from(&g.position_text(&no_pawn, Default::default()), "b6").is_empty());
    assert_eq!(outcome(&no_pawn), Some(Outcome::Win { winner: 0, reason: runeboard_engine::Reason::NoLegalMove }));
    // 2. Black: Ox c4 takes the king on d2 and removes the king on c2. End of game.
    let p = pos(&format!("{diagram} b"));
    let end = after(&p, "Fc4xd2/xc2#");
    assert_eq!(end.kings(WHITE), 0);
    assert_eq!(outcome(&end), black_wins());
}

#[test]
fn problem_3_diagram_2_valkyrie_carries_the_last_king_away() {
    // White's last king on j1, attacked by the bishop on g4; White's Valkyrie on f1.
    let text = "k9/10/10/10/10/10/6b3/10/10/5V3K w";
    let g = game();
    let p = pos(text);
    assert_eq!(g.remark(&p).map(|n| n.to_string()), Some("king on j1 attacked".into()));
    let carries: Vec<String> = moves_from(text, "f1").into_iter().filter(|m| m.starts_with("Vf1-j1")).collect();
    assert_eq!(carries, sorted(["Vf1-j1>f1", "Vf1-j1>g1", "Vf1-j1>h1", "Vf1-j1>i1"]));
    for m in carries {
        let q = after(&p, &m);
        assert!(
            legal_vec(&g, &q).iter().all(|&b| g.make(&q, b).kings(WHITE) == 1),
            "after {m} Black cannot take the king"
        );
    }
    // The step model offers exactly those drop-off squares once the king is chosen.
    let mut s = Session::from_position(g, p, Clocks::START);
    let ch = s.choices(&[step(RUNE, "f1"), step(RUNE, "j1")]);
    assert!(!ch.complete);
    let offered: HashSet<Step> = ch.options.iter().map(|o| o.step).collect();
    let stated: HashSet<Step> = ["f1", "g1", "h1", "i1"].iter().map(|n| step(RUNE, n)).collect();
    assert_eq!(offered, stated);
    assert!(ch.options.iter().all(|o| !o.capture));
    s.play(&[step(RUNE, "f1"), step(RUNE, "j1"), step(RUNE, "h1")]).expect("legal");
    assert_eq!(s.move_list(), vec!["Vf1-j1>h1"]);
}

#[test]
fn problem_4_diagram_3_king_as_forest_ox_takes_both_kings() {
    // White king d3 beside an Ox on e2; Black kings b4 and a5.
    let p = pos("10/10/10/10/10/k9/1k8/3K6/4F5/10 w");
    let end = after(&p, "Kd3xb4/xa5#");
    assert_eq!(end.kings(BLACK), 0);
    assert_eq!(outcome(&end), white_wins());
}

#[test]
fn problem_5_diagram_4_ox_takes_a_king_and_removes_the_other() {
    let p = pos("10/10/7k2/10/10/3f6/10/2K7/3K6/10 b");
    let end = after(&p, "Fd5xc3/xd2#");
    assert_eq!(end.kings(WHITE), 0);
    assert_eq!(outcome(&end), black_wins());
}

#[test]
fn problem_6_diagram_5_king_takes_as_the_rook_beside_it() {
    let p = pos("10/10/10/10/10/4k5/10/10/10/3RK5 w");
    let end = after(&p, "Ke1xe5#");
    assert_eq!(outcome(&end), white_wins());
}

#[test]
fn steps_of_an_ox_turn_offer_removals_and_stopping() {
    let text = "k9/k9/10/4p5/5p1p2/5P4/4F5/10/10/K8K w 0 1";
    let mut s = Session::new(game());
    s.load_position(text).expect("valid");
    let e4 = step(RUNE, "e4");
    let g5 = step(RUNE, "g5");
    let ch = s.choices(&[e4, g5]);
    assert!(ch.complete, "the leap alone is a turn");
    let removals: HashSet<(Step, bool)> = ch.options.iter().map(|o| (o.step, o.capture)).collect();
    let want: HashSet<(Step, bool)> = ["f6", "h6"].iter().map(|n| (step(RUNE, n), true)).collect();
    assert_eq!(removals, want);
    assert_eq!(s.preview(&[e4, g5, step(RUNE, "h6")]), vec![cell(RUNE, "h6")]);
    // The stop button is named after what it declines; nothing else is named.
    assert_eq!(s.stop_label(&[e4, g5]).as_deref(), Some("No removal"));
    assert_eq!(s.stop_label(&[e4]), None);
    let mut declined = s.clone();
    declined.play(&[e4, g5]).expect("declining is legal");
    assert_eq!(declined.move_list(), vec!["Fe4-g5"]);
    s.play(&[e4, g5, step(RUNE, "h6")]).expect("removal is legal");
    assert_eq!(s.move_list(), vec!["Fe4-g5/xh6"]);
    assert_eq!(s.last_turn_cells().len(), 3);
}

#[test]
fn captures_reset_the_clock_and_100_quiet_plies_draw() {
    let g = game();
    let p = pos("k9/k9/10/10/10/10/10/p9/1R8/K8K w");
    let take = parse_notation(&g, &p, "Rb2-b3").expect("legal");
    assert!(!g.resets_clock(&p, take));
    let ox = pos("k9/10/10/10/10/10/k9/10/F9/K8K w");
    assert!(g.resets_clock(&ox, parse_notation(&g, &ox, "Ka1-b3/xa4").expect("legal")));
    assert!(!g.resets_clock(&ox, parse_notation(&g, &ox, "Ka1-b3").expect("legal")));
    let mut s = Session::new(g);
    s.load_position("k9/k9/10/10/10/9r/10/10/1R8/K8K w 99 80").expect("valid");
    assert_eq!(s.outcome(), None);
    s.play_notation("Rb2-b5").expect("legal");
    assert!(matches!(s.outcome(), Some(Outcome::Draw { .. })));
}

#[test]
fn threefold_repetition_draws() {
    let mut s = Session::new(game());
    for _ in 0..2 {
        for m in ["Fb1-c3", "Fb10-c8", "Fc3-b1", "Fc8-b10"] {
            s.play_notation(m).expect("legal");
        }
    }
    assert_eq!(s.outcome(), Some(Outcome::Draw { reason: runeboard_engine::Reason::ThreefoldRepetition }));
}

#[test]
fn position_text_errors() {
    let g = game();
    let bad = |t: &str| g.parse_position(t).expect_err(t);
    assert!(matches!(bad(""), PositionError::Empty));
    assert!(matches!(bad("10/10/10/10/10/10/10/10/10/KK8"), PositionError::FieldCount { .. }));
    assert!(matches!(bad("k9/10/10/10/10/10/10/10/KQ8 w"), PositionError::RankCount { .. }));
    assert!(matches!(bad("k9/10/10/10/10/10/10/10/10/KQ8 w"), PositionError::UnknownPiece('Q')));
    assert!(matches!(bad("k9/10/10/10/10/10/10/10/10/K10 w"), PositionError::RankLength { .. }));
    let three = bad("k9/10/10/10/10/10/10/10/10/KKK7 w");
    assert_eq!(three, odins_rune::Illegal::TooManyKings { army: "white", found: 3 }.into());
    assert_eq!(three.to_string(), "white has 3 kings: at most two");
    let none = bad("10/10/10/10/10/10/10/10/10/KK8 w");
    assert_eq!(none, odins_rune::Illegal::NoKingLeft { army: "black", mover: "white" }.into());
    assert_eq!(none.to_string(), "black has no king left, so the game ended before white could be to move");
    assert!(matches!(bad("k9/10/10/10/10/10/10/10/10/KK8 x"), PositionError::SideToMove(_)));
    assert!(matches!(bad("k9/10/10/10/10/10/10/10/10/KK8 w z 1"), PositionError::BadNumber { .. }));
    // Black to move without kings: the game is over and the text still reads.
    let (p, _) = g.parse_position("10/10/10/10/10/10/10/10/10/KK8 b 3 9").expect("finished game");
    assert_eq!(p.board().iter().filter(|&&x| x == piece(WHITE, KING)).count(), 2);
    assert_eq!(g.position_text(&p, Clocks { quiet_plies: 3, fullmove: 9 }), "10/10/10/10/10/10/10/10/10/KK8 b 3 9");
}

#[test]
fn the_game_is_registered() {
    let play = runeboard_engine::new_session(runeboard_engine::GameId::OdinsRune);
    assert_eq!(play.record().game.name(), "Odin's Rune Chess");
    assert_eq!(play.table(&[], None).position, odins_rune::START);
    assert!(runeboard_engine::GameId::ALL.iter().any(|g| g.as_str() == "odins-rune"));
    assert_eq!(runeboard_engine::perft::perft_by_id("odins-rune".parse().expect("an id"), 2, None).ok(), Some(2304));
    // A Valkyrie's carry is not complete before the drop-off, so it has no stop button.
    let d1 = step(RUNE, "d1");
    let d2 = step(RUNE, "d2");
    let ch = play.choices(&[d1, d2]);
    assert!(!ch.complete);
    assert_eq!(ch.options.iter().map(|o| o.step).collect::<Vec<_>>(), vec![d1]);
    assert_eq!(play.table(&[d1, d2], None).stop, None);
}
