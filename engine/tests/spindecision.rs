//! spIndecision Beryl: perft against the reference generator, and each rule of
//! `docs/rules/spindecision-beryl.md`.

mod common;

use std::collections::BTreeSet;

use common::step;
use runeboard_engine::error::Shared;
use runeboard_engine::game::{legal_vec, parse_notation, Game, Outcome, Step};
use runeboard_engine::games::beryl::board::CELLS;
use runeboard_engine::games::beryl::reference::{self, text};
use runeboard_engine::games::beryl::spindecision::{self, START};
use runeboard_engine::games::beryl::{self, board, KitePos};
use runeboard_engine::perft::perft;
use runeboard_engine::{GameId, PositionError, Session};

const SPIN: GameId = GameId::Spindecision;

fn pos(t: &str) -> KitePos {
    spindecision::game().parse_position(t).unwrap_or_else(|e| panic!("{t}: {e}")).0
}

/// Every legal turn from `p`, in notation, sorted.
fn all_moves(p: &KitePos) -> Vec<String> {
    let g = spindecision::game();
    let legal = legal_vec(&g, p);
    let mut v: Vec<String> = legal.iter().map(|&m| g.notation(p, m, &legal)).collect();
    v.sort();
    v
}

fn moves_from(p: &KitePos, from: &str) -> Vec<String> {
    all_moves(p).into_iter().filter(|m| m.contains(from) && m.find(from) <= Some(4)).collect()
}

fn play(p: &KitePos, notation: &str) -> KitePos {
    let g = spindecision::game();
    let m =
        parse_notation(&g, p, notation).unwrap_or_else(|| panic!("{notation} is legal in {p:?}: {:?}", all_moves(p)));
    g.make(p, m)
}

#[test]
fn start_position_is_the_spec_setup() {
    let g = spindecision::game();
    let start = g.start();
    let men: BTreeSet<String> =
        g.pieces(&start).iter().map(|p| format!("{}{}{}", p.army, p.kind, board().name(usize::from(p.cell)))).collect();
    // The setup of `docs/rules/spindecision-beryl.md`, army by army.
    let spec = [
        (0, "Ob1l Oa2l Ra1b Ra1l Na1r Pb1r Pb1t Pa2r Pa2t"),
        (1, "Oe2r Od1r Re1r Re1b Ne1l Pe2t Pe2l Pd1t Pd1l"),
        (2, "Ob3t Od3t Rc3l Rc3r Nc3b Pb3l Pb3r Pd3l Pd3r"),
    ];
    let want: BTreeSet<String> =
        spec.iter().flat_map(|(a, list)| list.split_whitespace().map(move |m| format!("{a}{m}"))).collect();
    assert_eq!(men, want);
    assert_eq!(g.position_text(&start, Default::default()), START.replace(" 0 1", " 0 0"));
    assert_eq!(g.players(), &["Clockwise", "Counter-clockwise"]);
    assert_eq!(g.to_move(&start), 0);
    // Army B is army A turned by 120°, army C by 240°.
    let b = board();
    for p in g.pieces(&start).iter().filter(|p| p.army == 0) {
        let r1 = b.image(usize::from(p.cell), runeboard_engine::games::beryl::board::rot120).expect("image");
        let r2 = b.image(usize::from(r1), runeboard_engine::games::beryl::board::rot120).expect("image");
        assert_eq!(start.board()[usize::from(r1)], start.board()[usize::from(p.cell)] | 0x10);
        assert_eq!(start.board()[usize::from(r2)], start.board()[usize::from(p.cell)] | 0x20);
    }
}

#[test]
fn reference_board_agrees_with_the_engine_tables() {
    // Two independent constructions of the board: the engine's lattice arithmetic and the
    // reference's polygons. Empty-board targets must agree everywhere.
    let r = reference::board();
    let b = board();
    let empty = Default::default();
    for c in 0..CELLS {
        assert_eq!(r.cells[c].name, b.name(c));
        let theirs = |k: char| -> Vec<usize> { r.targets(c, 0, k, &empty).into_iter().map(|x| x.0).collect() };
        let ours = |k: u8| -> Vec<usize> {
            let mut v = Vec::new();
            runeboard_engine::games::beryl::moves::targets(b, &[0; CELLS], c, k, 0, &mut |t, _| v.push(usize::from(t)));
            v.sort_unstable();
            v
        };
        use runeboard_engine::chess::{BISHOP, KING, KNIGHT, PAWN, ROOK};
        for (k, l) in [(KING, 'K'), (BISHOP, 'B'), (ROOK, 'R'), (KNIGHT, 'N'), (PAWN, 'P')] {
            assert_eq!(ours(k), theirs(l), "{l} on {}", b.name(c));
        }
        for a in 0..3 {
            assert_eq!(b.promotes(a, c), r.zone[a].contains(&c));
            let steps: Vec<usize> = b.pawn_steps(a, c).iter().map(|&x| usize::from(x)).collect();
            let want: Vec<usize> =
                r.side[c].iter().copied().filter(|&x| r.lambda[x][a] < r.lambda[c][a] - 1e-9).collect();
            assert_eq!(steps, want, "army {a} pawn on {}", b.name(c));
        }
    }
}

#[test]
fn perft_agrees_with_reference_from_start() {
    let g = spindecision::game();
    let start = reference::parse(START);
    for depth in 1..=3 {
        assert_eq!(reference::spindecision_perft(&start, depth), perft(&g, &g.start(), depth), "depth {depth}");
    }
    // The counts themselves, and deeper ones recorded for regression, are in
    // `src/games/beryl/spindecision.perft`.
}

#[test]
fn perft_depth_4_agrees_with_reference() {
    let g = spindecision::game();
    let ours = perft(&g, &g.start(), 4);
    assert_eq!(reference::spindecision_perft(&reference::parse(START), 4), ours, "the engine against the reference");
}

#[test]
fn perft_agrees_with_reference_from_random_positions() {
    let g = spindecision::game();
    for seed in 0..40 {
        for (p, _) in common::random_game(&g, seed, 200).iter().step_by(7) {
            let t = g.position_text(p, Default::default());
            let r = reference::parse(&t);
            assert_eq!(reference::spindecision_perft(&r, 2), perft(&g, p, 2), "perft(2) of {t}");
        }
    }
}

/// The bit sets a position keeps of where the men stand (the move generators read them) are the
/// board's own after every turn of many random games of both kite games: declarations, captured
/// ö and promotions included.
#[test]
fn the_kept_bit_sets_follow_every_turn() {
    fn check<G: Game<Pos = KitePos>>(g: &G, seeds: std::ops::Range<u64>) -> usize {
        let mut n = 0;
        for seed in seeds {
            for (p, _) in common::random_game(g, seed, 200) {
                assert_eq!(*p.men(), beryl::moves::Men::of(p.board()), "{}", g.position_text(&p, Default::default()));
                n += 1;
            }
        }
        n
    }
    let n = check(&spindecision::game(), 0..40) + check(&beryl::beryl_chess::game(), 0..40);
    assert!(n > 4_000, "{n} positions");
}

#[test]
fn first_turn_any_army_then_the_used_army_is_excluded() {
    let g = spindecision::game();
    let start = g.start();
    let armies: BTreeSet<u8> = legal_vec(&g, &start).iter().map(|m| start.board()[usize::from(m.from)] >> 4).collect();
    assert_eq!(armies, BTreeSet::from([0, 1, 2]));
    // Clockwise moves a Red pawn: Counter-clockwise may then move White or Black, not Red.
    let after = play(&start, "Pb3r-b2r");
    assert_eq!(after.excluded(), 2);
    assert_eq!(g.to_move(&after), 1);
    let armies: BTreeSet<u8> = legal_vec(&g, &after).iter().map(|m| after.board()[usize::from(m.from)] >> 4).collect();
    assert_eq!(armies, BTreeSet::from([0, 1]));
    // Then White is excluded for Clockwise (if Counter-clockwise used White), and Red is back.
    let again = play(&after, "Pb1t-c1l");
    let armies: BTreeSet<u8> = legal_vec(&g, &again).iter().map(|m| again.board()[usize::from(m.from)] >> 4).collect();
    assert_eq!(armies, BTreeSet::from([1, 2]));
    // Clicking a man of the excluded army is refused, with the reason.
    let mut s = Session::new(g);
    s.play_notation("Pb3r-b2r").expect("legal");
    assert!(s.choices(&[]).options.iter().all(|o| o.step != step(SPIN, "c3b")));
    assert_eq!(
        s.why_not(&[], step(SPIN, "c3b")).as_deref(),
        Some("Red is excluded this turn: Clockwise just moved a Red man. Move a man of another army.")
    );
    assert_eq!(s.why_not(&[], step(SPIN, "a1r")), None);
    // Pieces of the excluded army are drawn dimmed.
    assert!(g.pieces(&again).iter().all(|p| p.dimmed == (p.army == 0)));
    assert!(g.pieces(&start).iter().all(|p| !p.dimmed));
}

#[test]
fn moving_an_undecided_o_declares_it_and_settles_its_partner() {
    let g = spindecision::game();
    let start = g.start();
    // White's ö on b1l: as King to c1r, as Bishop to c1r or taking the Black pawn on e2l.
    assert_eq!(moves_from(&start, "b1l"), vec!["O(B)b1l-c1r", "O(B)b1lxe2l", "O(K)b1l-c1r"]);
    let king = play(&start, "O(K)b1l-c1r");
    assert_eq!(g.pieces(&king).iter().find(|p| board().name(usize::from(p.cell)) == "c1r").map(|p| p.kind), Some('K'));
    assert_eq!(g.pieces(&king).iter().find(|p| board().name(usize::from(p.cell)) == "a2l").map(|p| p.kind), Some('B'));
    let bishop = play(&start, "O(B)b1l-c1r");
    assert_eq!(
        g.pieces(&bishop).iter().find(|p| board().name(usize::from(p.cell)) == "a2l").map(|p| p.kind),
        Some('K')
    );
    assert_ne!(king, bishop, "the two readings are different positions");
    // Steps: the ö, the declaration, the target.
    let mut s = Session::new(g);
    let declare = s.choices(&[step(SPIN, "b1l")]);
    let opts: Vec<Step> = declare.options.iter().map(|o| o.step).collect();
    assert_eq!(opts, vec![Step::Declare('K'), Step::Declare('B')]);
    assert!(!declare.complete);
    let as_king: Vec<Step> =
        s.choices(&[step(SPIN, "b1l"), Step::Declare('K')]).options.iter().map(|o| o.step).collect();
    assert_eq!(as_king, vec![step(SPIN, "c1r")]);
    let as_bishop = s.choices(&[step(SPIN, "b1l"), Step::Declare('B')]);
    assert_eq!(as_bishop.options.len(), 2);
    assert!(as_bishop.options.iter().any(|o| o.step == step(SPIN, "e2l") && o.capture));
    s.play(&[step(SPIN, "b1l"), Step::Declare('B'), step(SPIN, "e2l")]).expect("legal");
    assert_eq!(s.move_list(), vec!["O(B)b1lxe2l"]);
    // Once decided, they move as what they are, with no declaration; Black's pair is still
    // undecided. Counter-clockwise moves Black, Clockwise Red: Red is excluded, so both White and
    // Black may move.
    let after = play(&play(&king, "Pe2t-d2r"), "Pb3r-b2r");
    assert_eq!(after.excluded(), 2, "Red is excluded");
    let (k, bishop) = (moves_from(&after, "c1r"), moves_from(&after, "a2l"));
    assert!(!k.is_empty() && k.iter().all(|m| m.starts_with("Kc1r")), "{k:?}");
    assert!(!bishop.is_empty() && bishop.iter().all(|m| m.starts_with("Ba2l")), "{bishop:?}");
    let black = moves_from(&after, "e2r");
    assert!(
        !black.is_empty() && black.iter().all(|m| m.starts_with("O(")),
        "Black's pair is still undecided: {black:?}"
    );
    assert!(black.iter().any(|m| m.starts_with("O(K)")) && black.iter().any(|m| m.starts_with("O(B)")), "{black:?}");
}

#[test]
fn capturing_an_undecided_o_declares_what_it_was() {
    let g = spindecision::game();
    // A White rook on d2r reaches both Red ö (c3r, b3t) round ring (1,2) and both Black ö (e1r,
    // e1b) round ring (2,1). Clockwise wins by White taking Red (clockwise of White); taking
    // Black's is the wrong direction: Bishop only.
    let t = text(&[("a1b", "wK"), ("d2r", "wR"), ("e1b", "bO"), ("e1r", "bO"), ("c3r", "rO"), ("b3t", "rO")], "cw b");
    let p = pos(&t);
    let rook = moves_from(&p, "d2r");
    for m in ["Rd2rxc3r(K)#", "Rd2rxc3r(B)", "Rd2rxb3t(K)#", "Rd2rxb3t(B)", "Rd2rxe1r(B)", "Rd2rxe1b(B)"] {
        assert!(rook.contains(&m.to_string()), "{m} in {rook:?}");
    }
    assert!(!rook.iter().any(|m| m.contains("xe1r(K)") || m.contains("xe1b(K)")), "{rook:?}");
    let win = play(&p, "Rd2rxc3r(K)");
    let after = legal_vec(&g, &win);
    assert!(after.is_empty());
    assert_eq!(
        g.outcome(&win, &after),
        Some(Outcome::Win { winner: 0, reason: runeboard_engine::Reason::KingTaken { by: "White", victim: "Red" } })
    );
    // Declared Bishop: the other Red ö becomes the King, the game goes on.
    let on = play(&p, "Rd2rxc3r(B)");
    assert_eq!(g.pieces(&on).iter().find(|m| board().name(usize::from(m.cell)) == "b3t").map(|m| m.kind), Some('K'));
    assert_eq!(g.outcome(&on, &legal_vec(&g, &on)), None);
    // The step model: the target, then the declaration (both answers legal).
    let mut s = Session::from_position(g, p, Default::default());
    let ch = s.choices(&[step(SPIN, "d2r"), step(SPIN, "c3r")]);
    assert!(!ch.complete);
    let opts: Vec<Step> = ch.options.iter().map(|o| o.step).collect();
    assert_eq!(opts, vec![Step::Declare('K'), Step::Declare('B')]);
    s.play(&[step(SPIN, "d2r"), step(SPIN, "c3r"), Step::Declare('K')]).expect("legal");
    assert!(matches!(s.outcome(), Some(Outcome::Win { winner: 0, .. })));
    // Counter-clockwise, White taking Red is the wrong direction: Bishop only, and no step for it.
    let p = pos(&t.replace(" cw b", " ccw b"));
    let rook = moves_from(&p, "d2r");
    assert!(rook.contains(&"Rd2rxc3r(B)".to_string()));
    assert!(rook.contains(&"Rd2rxe1r(K)#".to_string()), "White takes Black's King counter-clockwise");
    assert!(!rook.iter().any(|m| m.contains("xc3r(K)") || m.contains("xb3t(K)")), "{rook:?}");
    let s = Session::from_position(g, p, Default::default());
    assert!(s.choices(&[step(SPIN, "d2r"), step(SPIN, "c3r")]).complete);
    assert!(s.choices(&[step(SPIN, "d2r"), step(SPIN, "c3r")]).options.is_empty());
}

#[test]
fn wrong_direction_king_captures_are_not_offered() {
    // A White rook on d2r reaches the decided Black King on e1r and the Red King on c3r.
    let t = text(&[("a1b", "wK"), ("d2r", "wR"), ("e1r", "bK"), ("a2l", "bB"), ("c3r", "rK"), ("a1l", "rB")], "cw b");
    let p = pos(&t);
    let rook = moves_from(&p, "d2r");
    // Clockwise: White takes a Red King (and wins), never a Black King.
    assert!(rook.contains(&"Rd2rxc3r#".to_string()), "{rook:?}");
    assert!(!rook.iter().any(|m| m.contains("xe1r")), "{rook:?}");
    // Counter-clockwise the other way round.
    let p = pos(&t.replace(" cw b", " ccw r"));
    let rook = moves_from(&p, "d2r");
    assert!(rook.contains(&"Rd2rxe1r#".to_string()), "{rook:?}");
    assert!(!rook.iter().any(|m| m.contains("xc3r")), "{rook:?}");
    // Clicking the wrong-direction King says why it is refused.
    let s = Session::from_position(spindecision::game(), pos(&t), Default::default());
    assert!(s.choices(&[step(SPIN, "d2r")]).options.iter().all(|o| o.step != step(SPIN, "e1r")));
    assert_eq!(
        s.why_not(&[step(SPIN, "d2r")], step(SPIN, "e1r")).as_deref(),
        Some(
            "Taking the Black King with White would not win for Clockwise: a King may only be taken in your \
             winning direction."
        )
    );
    assert_eq!(s.why_not(&[step(SPIN, "d2r")], step(SPIN, "c3r")), None);
    // Other men of the wrong-direction army may still be taken.
    let p =
        pos(&text(&[("a1b", "wK"), ("d2r", "wR"), ("e1r", "bK"), ("e2t", "bB"), ("c3r", "rK"), ("a1l", "rB")], "cw b"));
    assert!(moves_from(&p, "d2r").contains(&"Rd2rxe2t".to_string()));
}

#[test]
fn every_player_wins_with_every_army_pair() {
    let g = spindecision::game();
    let names = ["White", "Black", "Red"];
    let letters = ["w", "b", "r"];
    for player in 0..2u8 {
        for by in 0..3u8 {
            // Clockwise: A → C → B → A; counter-clockwise the reverse.
            let victim = if player == 0 { [2, 0, 1][usize::from(by)] } else { [1, 2, 0][usize::from(by)] };
            let third = 3 - by - victim;
            // A knight of `by` on c2l attacks a1b (victim's King) and a1l (the third army's King).
            let men = [
                ("c2l", format!("{}N", letters[usize::from(by)])),
                ("a1b", format!("{}K", letters[usize::from(victim)])),
                ("a1l", format!("{}K", letters[usize::from(third)])),
                ("d3t", format!("{}K", letters[usize::from(by)])),
            ];
            let men: Vec<(&str, &str)> = men.iter().map(|(c, t)| (*c, t.as_str())).collect();
            let side = if player == 0 { "cw" } else { "ccw" };
            let excluded = letters[usize::from(third)];
            let p = pos(&text(&men, &format!("{side} {excluded}")));
            let knight = moves_from(&p, "c2l");
            assert!(knight.contains(&"Nc2lxa1b#".to_string()), "player {player} army {by}: {knight:?}");
            assert!(!knight.iter().any(|m| m.contains("xa1l")), "player {player} army {by}: {knight:?}");
            let won = play(&p, "Nc2lxa1b");
            let reason = format!("{} took the {} King", names[usize::from(by)], names[usize::from(victim)]);
            let outcome = g.outcome(&won, &legal_vec(&g, &won));
            assert_eq!(
                outcome.map(|o| (o.winner(), o.reason().to_string())),
                Some((Some(usize::from(player)), reason))
            );
            // The finished position's text reads back.
            let t = g.position_text(&won, Default::default());
            assert_eq!(g.parse_position(&t).map(|x| x.0), Ok(won));
        }
    }
}

#[test]
fn no_legal_turn_is_a_draw() {
    let g = spindecision::game();
    // Red is excluded; every White and Black man is blocked (found by a search, checked by hand and
    // by the reference: no White or Black man has a free cell or a legal capture).
    let men = [
        ("a1b", "bP"),
        ("a1l", "bP"),
        ("a1r", "rP"),
        ("b1l", "bR"),
        ("b1r", "bK"),
        ("b1t", "bP"),
        ("c1b", "bP"),
        ("c1l", "bP"),
        ("c1r", "wP"),
        ("d1l", "rB"),
        ("d1r", "rR"),
        ("d1t", "wP"),
        ("e1l", "wP"),
        ("e1r", "wP"),
        ("a2l", "rB"),
        ("b2l", "rP"),
        ("b2r", "rP"),
        ("c2l", "rR"),
        ("c2r", "rB"),
        ("d2b", "wP"),
        ("d2l", "rR"),
        ("d2r", "wP"),
        ("e2l", "wK"),
        ("e2r", "wR"),
        ("e2t", "wR"),
        ("b3l", "rR"),
        ("b3r", "rP"),
        ("b3t", "rP"),
        ("c3b", "rR"),
        ("c3l", "rK"),
        ("d3r", "rN"),
    ];
    let t = text(&men, "cw r");
    let p = pos(&t);
    let legal = legal_vec(&g, &p);
    assert!(legal.is_empty());
    assert!(reference::spindecision_successors(&reference::parse(&t)).is_empty());
    assert_eq!(g.outcome(&p, &legal), Some(Outcome::Draw { reason: runeboard_engine::Reason::NoLegalTurn }));
    // With Black excluded instead, Red could move: not a draw.
    let p = pos(&text(&men, "cw b"));
    assert!(!legal_vec(&g, &p).is_empty());
}

#[test]
fn pawns_promote_on_their_far_cells() {
    // White pawn on e2l steps to e2r/e2t (White's zone): R, N or B.
    let t = text(&[("e2l", "wP"), ("a1b", "wK"), ("c3l", "rK"), ("d1l", "bK")], "cw -");
    let p = pos(&t);
    assert_eq!(
        moves_from(&p, "e2l"),
        vec!["Pe2l-e2r=B", "Pe2l-e2r=N", "Pe2l-e2r=R", "Pe2l-e2t=B", "Pe2l-e2t=N", "Pe2l-e2t=R"]
    );
    // A Red pawn moves down the board and promotes on b1l b1r d1l d1r.
    let t = text(&[("c1l", "rP"), ("a2t", "wK"), ("c3l", "rK"), ("e2t", "bK")], "cw -");
    let steps = moves_from(&pos(&t), "c1l");
    assert_eq!(steps, vec!["Pc1l-b1t", "Pc1l-c1b"]);
    let t = text(&[("b1t", "rP"), ("a2t", "wK"), ("c3l", "rK"), ("e2t", "bK")], "cw -");
    assert_eq!(
        moves_from(&pos(&t), "b1t"),
        vec!["Pb1t-b1l=B", "Pb1t-b1l=N", "Pb1t-b1l=R", "Pb1t-b1r=B", "Pb1t-b1r=N", "Pb1t-b1r=R"]
    );
    // A pawn on its promotion cells would have promoted.
    let t = text(&[("e2r", "wP"), ("a1b", "wK"), ("c3l", "rK"), ("d1l", "bK")], "cw -");
    let err = spindecision::game().parse_position(&t).expect_err("a pawn on e2r");
    assert_eq!(err, Shared::PawnOnLastRank { army: "White", cell: "e2r".into() }.into());
    assert_eq!(err.to_string(), "a white pawn cannot stand on e2r: it would have promoted");
}

#[test]
fn status_line_says_who_is_excluded_and_what_wins() {
    let g = spindecision::game();
    let start = g.start();
    assert_eq!(
        g.remark(&start).map(|n| n.to_string()).as_deref(),
        Some(
            "No army is excluded (first turn). Clockwise wins by taking a King of the army clockwise from the \
             capturing piece's army (White takes Red, Black takes White, Red takes Black)."
        )
    );
    let after = play(&start, "Pb3r-b2r");
    assert_eq!(
        g.remark(&after).map(|n| n.to_string()).as_deref(),
        Some(
            "Red is excluded. Counter-clockwise wins by taking a King of the army counter-clockwise from the \
             capturing piece's army (White takes Black, Black takes Red)."
        )
    );
    // A finished game needs no remark.
    let won = pos(&text(&[("a1b", "wK"), ("c3l", "rK")], "cw w"));
    assert_eq!(g.remark(&won), None);
}

#[test]
fn position_text_errors_are_typed() {
    let g = spindecision::game();
    assert_eq!(g.parse_position(""), Err(PositionError::Empty));
    assert!(matches!(g.parse_position("9 cw"), Err(PositionError::FieldCount { .. })));
    assert!(matches!(g.parse_position("15/15 cw -"), Err(PositionError::RankCount { expected: 3, found: 2 })));
    assert!(matches!(g.parse_position("14/15/9 cw -"), Err(PositionError::RankLength { .. })));
    assert!(matches!(g.parse_position("xK14/15/9 cw -"), Err(PositionError::UnknownPiece('x'))));
    assert!(matches!(g.parse_position("wQ14/15/9 cw -"), Err(PositionError::UnknownPiece('Q'))));
    let bad_side = START.replace(" cw ", " w ");
    assert_eq!(g.parse_position(&bad_side), Err(beryl::Illegal::Player("w".into()).into()));
    let bad_ex = START.replace(" - ", " x ");
    assert_eq!(g.parse_position(&bad_ex), Err(beryl::Illegal::Excluded("x".into()).into()));
    assert!(matches!(g.parse_position(&START.replace(" 0 1", " z 1")), Err(PositionError::BadNumber { .. })));
    // One ö alone, or two Kings: not a position of this game.
    let one = START.replacen("wO", "wB", 1);
    let err = g.parse_position(&one).expect_err("one ö");
    assert_eq!(err, beryl::Illegal::KingsOrUndecided { army: "White", kings: 0, undecided: 1 }.into());
    assert_eq!(err.to_string(), "White must have one King or two undecided ö (O), not 0 King(s) and 1 ö");
    // An army without its King: only as a finished game won by the player not to move.
    let lost = text(&[("a1b", "wK"), ("c3l", "rK")], "cw w");
    assert!(g.parse_position(&lost).is_ok(), "Counter-clockwise (not to move) took Black's King with White");
    let wrong = text(&[("a1b", "wK"), ("c3l", "rK")], "ccw w");
    let err = g.parse_position(&wrong).expect_err("not won by the player not to move");
    assert_eq!(err, beryl::Illegal::KingLost { army: "Black", player: "Clockwise" }.into());
    assert_eq!(
        err.to_string(),
        "Black has lost its King, but Clockwise did not just win by taking it with the excluded army"
    );
    // Counters read back.
    let (_, clocks) = g.parse_position(&START.replace(" 0 1", " 7 12")).expect("valid");
    assert_eq!((clocks.quiet_plies, clocks.fullmove), (7, 12));
}

#[test]
fn notation_round_trips_with_declarations() {
    let g = spindecision::game();
    for seed in 0..30 {
        for (p, _) in common::random_game(&g, seed, 120) {
            let legal = legal_vec(&g, &p);
            for &m in &legal {
                let n = g.notation(&p, m, &legal);
                assert_eq!(parse_notation(&g, &p, &n), Some(m), "{n}");
            }
        }
    }
}

/// A position in which the game is over has no successors: once a King is taken perft stops, at
/// every depth, engine and reference alike.
#[test]
fn perft_stops_when_a_king_is_taken() {
    let g = spindecision::game();
    let t = text(&[("a1b", "wK"), ("d2r", "wR"), ("e1b", "bO"), ("e1r", "bO"), ("c3r", "rO"), ("b3t", "rO")], "cw b");
    let p = pos(&t);
    let won = play(&p, "Rd2rxc3r(K)");
    assert!(g.outcome(&won, &legal_vec(&g, &won)).is_some());
    let won_text = g.position_text(&won, Default::default());
    for depth in 1..=3 {
        assert_eq!(perft(&g, &won, depth), 0, "perft({depth})");
        assert_eq!(reference::spindecision_perft(&reference::parse(&won_text), depth), 0, "reference perft({depth})");
        assert_eq!(perft(&g, &p, depth), reference::spindecision_perft(&reference::parse(&t), depth), "from {t}");
    }
}
