//! Beryl Chess: perft against the reference generator, the setup, check and mate, and Beryl's
//! pawn rule (`docs/rules/spindecision-beryl.md`).

mod common;

use std::collections::BTreeSet;

use runeboard_engine::error::Shared;
use runeboard_engine::game::{legal_vec, parse_notation, Game, Outcome};
use runeboard_engine::games::beryl::beryl_chess::{self, START};
use runeboard_engine::games::beryl::board::mirror;
use runeboard_engine::games::beryl::reference::{self, text};
use runeboard_engine::games::beryl::{self, board, KitePos};
use runeboard_engine::perft::perft;
use runeboard_engine::{PositionError, Session};

fn pos(t: &str) -> KitePos {
    beryl_chess::game().parse_position(t).unwrap_or_else(|e| panic!("{t}: {e}")).0
}

fn all_moves(p: &KitePos) -> Vec<String> {
    let g = beryl_chess::game();
    let legal = legal_vec(&g, p);
    let mut v: Vec<String> = legal.iter().map(|&m| g.notation(p, m, &legal)).collect();
    v.sort();
    v
}

fn moves_from(p: &KitePos, from: &str) -> Vec<String> {
    all_moves(p).into_iter().filter(|m| m[1..].starts_with(from)).collect()
}

#[test]
fn start_position_is_the_spec_setup() {
    let g = beryl_chess::game();
    let start = g.start();
    let men: BTreeSet<String> =
        g.pieces(&start).iter().map(|p| format!("{}{}{}", p.army, p.kind, board().name(usize::from(p.cell)))).collect();
    let spec =
        [(0, "Ka2l Bb1l Ra1b Ra1l Na1r Pb1r Pb1t Pa2r Pa2t"), (1, "Ke2r Bd1r Re1b Re1r Ne1l Pd1l Pd1t Pe2l Pe2t")];
    let want: BTreeSet<String> =
        spec.iter().flat_map(|(a, list)| list.split_whitespace().map(move |m| format!("{a}{m}"))).collect();
    assert_eq!(men, want);
    // Black is White's mirror image; corner C is empty.
    for c in 0..39 {
        let m = usize::from(board().image(c, mirror).expect("image"));
        let (p, q) = (start.board()[c], start.board()[m]);
        assert_eq!(p == 0, q == 0);
        if p != 0 {
            assert_eq!(p ^ 0x10, q, "{} mirrors {}", board().name(c), board().name(m));
        }
    }
    assert_eq!(g.players(), &["White", "Black"]);
    assert!(g.pieces(&start).iter().all(|p| !p.dimmed));
}

#[test]
fn perft_agrees_with_reference_from_start() {
    let g = beryl_chess::game();
    let start = reference::parse(START);
    for depth in 1..=4 {
        assert_eq!(reference::beryl_perft(&start, depth), perft(&g, &g.start(), depth), "depth {depth}");
    }
    // The counts themselves, and deeper ones recorded for regression, are in `src/games/beryl/beryl.perft`.
}

#[test]
fn perft_agrees_with_reference_from_random_positions() {
    let g = beryl_chess::game();
    for seed in 0..40 {
        for (p, _) in common::random_game(&g, seed, 200).iter().step_by(6) {
            let t = g.position_text(p, Default::default());
            assert_eq!(reference::beryl_perft(&reference::parse(&t), 2), perft(&g, p, 2), "perft(2) of {t}");
        }
    }
}

#[test]
fn the_first_turn_bishop_capture_is_forbidden_by_the_pawn_rule() {
    let start = beryl_chess::game().start();
    // White's bishop on b1l attacks the Black pawn on e2l, but nothing else does.
    assert_eq!(moves_from(&start, "b1l"), vec!["Bb1l-c1r"]);
    assert_eq!(all_moves(&start).len(), 10);
    let s = Session::new(beryl_chess::game());
    let cell = |n: &str| runeboard_engine::Step::Cell(u16::from(board().parse_cell(n).expect("cell")));
    assert_eq!(
        s.why_not(&[cell("b1l")], cell("e2l")).as_deref(),
        Some("A pawn may be taken only when another of your men also attacks it (Beryl's rule).")
    );
    assert_eq!(s.why_not(&[cell("b1l")], cell("c1r")), None);
}

#[test]
fn a_pawn_may_be_taken_when_another_man_also_attacks_it() {
    let base = [("a1b", "wK"), ("e2r", "bK"), ("b1l", "wB"), ("e2l", "bP")];
    let with = |extra: &[(&'static str, &'static str)], side: &str| {
        let mut men: Vec<(&str, &str)> = base.to_vec();
        men.extend_from_slice(extra);
        pos(&text(&men, side))
    };
    // Alone: no capture.
    assert!(!moves_from(&with(&[], "w"), "b1l").contains(&"Bb1lxe2l".to_string()));
    // A knight on c2t also attacks e2l: now the bishop (and the knight) may take.
    let p = with(&[("c2t", "wN")], "w");
    assert!(moves_from(&p, "b1l").contains(&"Bb1lxe2l".to_string()));
    assert!(moves_from(&p, "c2t").contains(&"Nc2txe2l".to_string()));
    // The King counts as the other attacker (d2b is one king step from e2l).
    let p = pos(&text(&[("d2b", "wK"), ("c3l", "bK"), ("b1l", "wB"), ("e2l", "bP")], "w"));
    assert!(moves_from(&p, "b1l").contains(&"Bb1lxe2l".to_string()));
    assert!(moves_from(&p, "d2b").contains(&"Kd2bxe2l".to_string()));
    // Other men than pawns are taken without help.
    let p = pos(&text(&[("a1b", "wK"), ("e2r", "bK"), ("b1l", "wB"), ("e2l", "bN")], "w"));
    assert!(moves_from(&p, "b1l").contains(&"Bb1lxe2l".to_string()));
}

#[test]
fn a_pinned_helper_still_counts() {
    // The White knight on b2r attacks the Black pawn on d2b, but it is pinned: the Black rook on
    // b3r would see the White King on a2l round ring (0,2) (b3r b2r b2b a2r a2l). The bishop on
    // c2t may still take the pawn, since pins are ignored for Beryl's rule.
    let t = "9bK5/wK4wN2wBbP5/1bR7 w";
    let p = pos(t);
    assert!(moves_from(&p, "b2r").is_empty(), "the knight is pinned");
    assert!(moves_from(&p, "c2t").contains(&"Bc2txd2b".to_string()));
    // Without the knight the pawn is safe.
    let alone = pos("9bK5/wK7wBbP5/1bR7 w");
    assert!(!moves_from(&alone, "c2t").iter().any(|m| m.contains('x')));
    assert_eq!(reference::beryl_perft(&reference::parse(t), 2), perft(&beryl_chess::game(), &p, 2));
}

#[test]
fn check_mate_and_stalemate() {
    let g = beryl_chess::game();
    // Black King on a1l, White Rook b1t (ring (1,0): b1t a1r a1l) and White King a2t.
    let mate = pos("1bK3wR9/2wK12/9 b");
    let legal = legal_vec(&g, &mate);
    assert!(legal.is_empty());
    assert_eq!(g.outcome(&mate, &legal), Some(Outcome::Win { winner: 0, reason: runeboard_engine::Reason::Checkmate }));
    assert_eq!(g.remark(&mate).map(|n| n.to_string()).as_deref(), Some("check"));
    assert!(reference::beryl_successors(&reference::parse("1bK3wR9/2wK12/9 b")).is_empty());
    // The mating move is written with '#'.
    let before = pos("1bK5wR7/2wK12/9 w");
    let m = parse_notation(&g, &before, "Rc1l-b1t#").unwrap_or_else(|| panic!("{:?}", all_moves(&before)));
    assert_eq!(g.make(&before, m), mate);
    assert!(all_moves(&before).contains(&"Rc1l-b1t#".to_string()));
    // Stalemate: Black King a1r, not in check, no move.
    let stale = pos("2bK4wK7/4wR10/9 b");
    let legal = legal_vec(&g, &stale);
    assert!(legal.is_empty());
    assert_eq!(g.outcome(&stale, &legal), Some(Outcome::Draw { reason: runeboard_engine::Reason::Stalemate }));
    assert_eq!(g.remark(&stale), None);
    // A move into check is not legal; a check is marked '+'.
    let p = pos(&text(&[("a1b", "wK"), ("b2l", "wR"), ("e2r", "bK")], "w"));
    let checks: Vec<String> = all_moves(&p).into_iter().filter(|m| m.ends_with('+')).collect();
    assert!(checks.contains(&"Rb2l-d2r+".to_string()), "{checks:?}");
    let checked = pos(&text(&[("a1b", "wK"), ("d2r", "wR"), ("e2r", "bK")], "b"));
    assert_eq!(g.remark(&checked).map(|n| n.to_string()).as_deref(), Some("check"));
    // The Black King may not stay on the rook's ring (2,1) nor step along it.
    let escapes = all_moves(&checked);
    assert!(!escapes.is_empty() && !escapes.iter().any(|m| m.ends_with("e2t") || m.ends_with("e1r")), "{escapes:?}");
    let s = Session::from_position(g, checked, Default::default());
    let cell = |n: &str| runeboard_engine::Step::Cell(u16::from(board().parse_cell(n).expect("cell")));
    assert_eq!(s.why_not(&[cell("e2r")], cell("e2t")).as_deref(), Some("That would leave your king in check."));
    // Bare kings: a dead draw.
    let bare = pos(&text(&[("a1b", "wK"), ("e2r", "bK")], "w"));
    assert_eq!(
        g.outcome(&bare, &legal_vec(&g, &bare)),
        Some(Outcome::Draw { reason: runeboard_engine::Reason::BareKings })
    );
}

#[test]
fn pawns_promote_to_rook_knight_or_bishop() {
    let p = pos(&text(&[("a1b", "wK"), ("e2l", "wP"), ("a2l", "bK")], "w"));
    assert_eq!(
        moves_from(&p, "e2l"),
        vec!["Pe2l-e2r=B", "Pe2l-e2r=N", "Pe2l-e2r=R", "Pe2l-e2t=B", "Pe2l-e2t=N", "Pe2l-e2t=R"]
    );
    // Black's pawns run the other way and promote on a2l a2t b3l b3t.
    let p = pos(&text(&[("e1b", "bK"), ("a2r", "bP"), ("e2r", "wK")], "b"));
    assert_eq!(
        moves_from(&p, "a2r"),
        vec!["Pa2r-a2l=B", "Pa2r-a2l=N", "Pa2r-a2l=R", "Pa2r-a2t=B", "Pa2r-a2t=N", "Pa2r-a2t=R"]
    );
}

#[test]
fn position_text_errors_are_typed() {
    let g = beryl_chess::game();
    assert_eq!(g.parse_position(""), Err(PositionError::Empty));
    assert!(matches!(g.parse_position(&START.replace(" w ", " x ")), Err(PositionError::SideToMove(_))));
    assert!(matches!(g.parse_position("wK14/14bK/9 w 0"), Err(PositionError::FieldCount { .. })));
    let red = START.replace("/9 w", "/rK8 w");
    assert_eq!(g.parse_position(&red), Err(beryl::Illegal::NoSuchArmy('r').into()), "no Red army in Beryl Chess");
    let undecided = START.replace("wB", "wO");
    assert_eq!(g.parse_position(&undecided), Err(beryl::Illegal::Undecided.into()));
    let two_kings = START.replace("wB", "wK");
    assert_eq!(g.parse_position(&two_kings), Err(Shared::KingCount { army: "White", found: 2 }.into()));
    // The side not to move may not be in check.
    let t = text(&[("a1b", "wK"), ("c2l", "wR"), ("c2r", "bK")], "w");
    let err = g.parse_position(&t).expect_err("Black in check, White to move");
    assert_eq!(err, Shared::OpponentInCheck { army: "Black" }.into());
    assert_eq!(err.to_string(), "the side not to move (Black) is in check");
}

#[test]
fn a_game_played_through_the_step_interface() {
    let mut s = Session::new(beryl_chess::game());
    let cell = |n: &str| runeboard_engine::Step::Cell(u16::from(board().parse_cell(n).expect("cell")));
    // White's pawn b1t to c1l, Black's e2l to d2b, White's bishop out to c1r, Black's knight out.
    for (from, to) in [("b1t", "c1l"), ("e2l", "d2b"), ("b1l", "c1r"), ("e1l", "d2r")] {
        s.play(&[cell(from), cell(to)]).unwrap_or_else(|e| panic!("{from}-{to}: {e}"));
    }
    assert_eq!(s.move_list(), vec!["Pb1t-c1l", "Pe2l-d2b", "Bb1l-c1r", "Ne1l-d2r"]);
    // The bishop on c1r covers e2l: the Black King may not step there. Asked with Black to move
    // (before the knight's move), where his other steps are offered.
    assert!(s.undo());
    assert_eq!(s.to_move(), 1, "Black to move");
    let king = s.choices(&[cell("e2r")]);
    assert!(!king.options.is_empty(), "the Black King can move");
    assert!(king.options.iter().all(|o| o.step != cell("e2l")), "{:?}", king.options);
    assert_eq!(s.why_not(&[cell("e2r")], cell("e2l")).as_deref(), Some("That would leave your king in check."));
    assert!(s.redo());
    // Undo restores the start.
    for _ in 0..4 {
        assert!(s.undo());
    }
    assert_eq!(s.position(), &beryl_chess::game().start());
}

/// A position in which the game is over has no successors: bare kings (a dead draw) stop perft at
/// every depth, engine and reference alike, though both kings could still move.
#[test]
fn perft_stops_at_dead_positions() {
    let g = beryl_chess::game();
    let t = text(&[("a1b", "wK"), ("e2r", "bK")], "w");
    let bare = pos(&t);
    assert!(!legal_vec(&g, &bare).is_empty());
    for depth in 1..=3 {
        assert_eq!(perft(&g, &bare, depth), 0, "perft({depth})");
        assert_eq!(reference::beryl_perft(&reference::parse(&t), depth), 0, "reference perft({depth})");
    }
    // A rook more and the game goes on.
    let t = text(&[("a1b", "wK"), ("c1l", "wR"), ("e2r", "bK")], "b");
    for depth in 1..=3 {
        let n = perft(&g, &pos(&t), depth);
        assert!(n > 0);
        assert_eq!(n, reference::beryl_perft(&reference::parse(&t), depth), "perft({depth}) of {t}");
    }
}
