//! Tyr and Odin Tafl: the setups, perft against the reference generator, and each rule of
//! `docs/rules/tafl.md` — captures, commanders, V-men, berserk chains, the ends of the game — through
//! the engine and through the step-by-step `Play` interface.

mod common;

use std::collections::{BTreeSet, HashSet};

use common::tafl_text::{board, pos};
use common::{sorted, step, steps, tafl_games};
use runeboard_engine::game::{legal_vec, parse_notation, Game, Outcome, Step};
use runeboard_engine::games::tafl::reference;
use runeboard_engine::games::tafl::{self, Tafl, TaflPos};
use runeboard_engine::perft::perft;
use runeboard_engine::{PositionError, Session, TurnError};

/// The notations of every legal turn from `p`, sorted.
fn all_moves(game: &Tafl, p: &TaflPos) -> Vec<String> {
    let legal = legal_vec(game, p);
    let mut v: Vec<String> = legal.iter().map(|&m| game.notation(p, m, &legal)).collect();
    v.sort();
    v
}

/// The notations of every legal turn of the man on `from`, sorted.
fn moves_from(game: &Tafl, p: &TaflPos, from: &str) -> Vec<String> {
    all_moves(game, p).into_iter().filter(|m| m.split('-').next() == Some(from)).collect()
}

/// The notations of the capturing turns of the man on `from`, sorted.
fn captures_from(game: &Tafl, p: &TaflPos, from: &str) -> Vec<String> {
    moves_from(game, p, from).into_iter().filter(|m| m.contains('x')).collect()
}

fn after(game: &Tafl, p: &TaflPos, notation: &str) -> TaflPos {
    let mv = parse_notation(game, p, notation).unwrap_or_else(|| panic!("{notation} is not legal here"));
    game.make(p, mv)
}

fn at(game: &Tafl, p: &TaflPos, sq: &str) -> char {
    let cell = game.grid().parse_square(sq).expect("square");
    game.pieces(p).iter().find(|v| v.cell == cell).map_or('.', |v| {
        let letter = v.kind;
        if v.army == 1 && letter != 'A' {
            letter.to_ascii_lowercase()
        } else {
            letter
        }
    })
}

fn outcome(game: &Tafl, p: &TaflPos) -> Option<Outcome> {
    game.outcome(p, &legal_vec(game, p))
}

// ---------------------------------------------------------------------------------------------
// Setups and counts

#[test]
fn six_games_on_their_boards() {
    let ids: Vec<&str> = tafl::all().iter().map(|g| g.id().as_str()).collect();
    assert_eq!(ids, ["tyr-11", "tyr-15", "tyr-17", "odin-11", "odin-15", "odin-17"]);
    // The tests below go over the registry's tafl games: the same six.
    let registry: Vec<&str> = tafl_games().iter().map(|g| g.id().as_str()).collect();
    assert_eq!(registry, ids);
    // Each has its rules file's diagram (`LISTS`).
    assert_eq!(common::sorted(LISTS.map(|(id, _)| id)), common::sorted(ids.iter().copied()));
    for g in tafl_games() {
        let n = g.size();
        assert_eq!(g.geometry().len(), n * n);
        assert_eq!(g.players(), ["Attacker", "Defender"]);
        assert_eq!(g.to_move(&g.start()), 0, "attackers move first");
    }
}

#[test]
fn attackers_first_move_counts() {
    for (g, want) in tafl_games().iter().zip([112, 240, 312, 112, 240, 312]) {
        let start = g.start();
        let legal = legal_vec(g, &start);
        assert_eq!(legal.len(), want, "{}", g.id());
        assert_eq!(perft(g, &start, 1), want as u64, "{}", g.id());
        assert!(legal.iter().all(|&m| g.captures(&start, m).is_empty()), "no first move captures");
    }
}

#[test]
fn no_first_move_of_the_defenders_captures_either() {
    for g in tafl_games() {
        let p = g.start().with_side(1);
        let legal = legal_vec(&g, &p);
        assert!(!legal.is_empty());
        assert!(legal.iter().all(|&m| g.captures(&p, m).is_empty()), "{}", g.id());
    }
}

/// The lists under each diagram of the rules file, by letter.
const LISTS: [(&str, &[(char, &str)]); 6] = [
    (
        "tyr-11",
        &[
            ('K', "f6"),
            ('D', "d8 f8 h8 e7 g7 d6 h6 e5 g5 d4 f4 h4"),
            ('A', "c10 f10 i10 b9 c9 e9 g9 i9 j9 c7 i7 b6 j6 c5 i5 b3 c3 e3 g3 i3 j3 c2 f2 i2"),
        ],
    ),
    (
        "odin-11",
        &[
            ('K', "f6"),
            ('C', "f8 d6 h6 f4"),
            ('V', "d8 h8 d4 h4"),
            ('D', "e7 g7 e5 g5"),
            ('c', "f10 b6 j6 f2"),
            ('v', "c9 i9 c3 i3"),
            ('A', "c10 i10 b9 e9 g9 j9 c7 i7 c5 i5 b3 e3 g3 j3 c2 i2"),
        ],
    ),
    (
        "tyr-15",
        &[
            ('K', "h8"),
            ('D', "g11 i11 f10 h10 j10 e9 g9 i9 k9 f8 j8 e7 g7 i7 k7 f6 h6 j6 g5 i5"),
            (
                'A',
                "g14 h14 i14 d13 e13 h13 k13 l13 c12 d12 h12 l12 m12 c11 m11 b9 n9 b8 c8 d8 l8 m8 n8 b7 n7 c5 m5 \
                 c4 d4 h4 l4 m4 d3 e3 h3 k3 l3 g2 h2 i2",
            ),
        ],
    ),
    (
        "odin-15",
        &[
            ('K', "h8"),
            ('C', "h10 f8 j8 h6"),
            ('V', "f10 j10 f6 j6"),
            ('D', "g11 i11 e9 g9 i9 k9 e7 g7 i7 k7 g5 i5"),
            ('c', "h12 d8 l8 h4"),
            ('v', "d12 l12 d4 l4"),
            (
                'A',
                "g14 h14 i14 d13 e13 h13 k13 l13 c12 m12 c11 m11 b9 n9 b8 c8 m8 n8 b7 n7 c5 m5 c4 m4 d3 e3 h3 \
                 k3 l3 g2 h2 i2",
            ),
        ],
    ),
    (
        "tyr-17",
        &[
            ('K', "i9"),
            ('D', "i13 h12 j12 g11 i11 k11 f10 h10 j10 l10 e9 g9 k9 m9 f8 h8 j8 l8 g7 i7 k7 h6 j6 i5"),
            (
                'A',
                "i16 f15 h15 i15 j15 l15 d14 e14 f14 l14 m14 n14 d13 e13 m13 n13 c12 d12 n12 o12 c10 o10 b9 c9 \
                 o9 p9 c8 o8 c6 d6 n6 o6 d5 e5 m5 n5 d4 e4 f4 l4 m4 n4 f3 h3 i3 j3 l3 i2",
            ),
        ],
    ),
    (
        "odin-17",
        &[
            ('K', "i9"),
            ('C', "i13 e9 m9 i5"),
            ('V', "g11 k11 g7 k7"),
            ('D', "h12 j12 i11 f10 h10 j10 l10 g9 k9 f8 h8 j8 l8 i7 h6 j6"),
            ('c', "i15 c9 o9 i3"),
            ('v', "e13 m13 e5 m5"),
            (
                'A',
                "i16 f15 h15 j15 l15 d14 e14 f14 l14 m14 n14 d13 n13 c12 d12 n12 o12 c10 o10 b9 p9 c8 o8 c6 d6 \
                 n6 o6 d5 n5 d4 e4 f4 l4 m4 n4 f3 h3 j3 l3 i2",
            ),
        ],
    ),
];

#[test]
fn setups_are_the_rules_files_diagrams() {
    for (id, lists) in LISTS {
        let g = tafl_games().into_iter().find(|g| g.id().as_str() == id).expect("game");
        let start = g.start();
        let mut want: Vec<(String, char)> = lists
            .iter()
            .flat_map(|(letter, squares)| squares.split_whitespace().map(move |s| (s.to_string(), *letter)))
            .collect();
        want.sort();
        let mut have: Vec<(String, char)> =
            g.pieces(&start).iter().map(|v| (g.grid().name(v.cell), at(&g, &start, &g.grid().name(v.cell)))).collect();
        have.sort();
        assert_eq!(have, want, "{id}");
    }
}

#[test]
fn setups_are_symmetric_and_attackers_are_twice_the_defenders() {
    for g in tafl_games() {
        let start = g.start();
        let n = g.size() as u8;
        let men = g.pieces(&start);
        let letter_at = |f: u8, r: u8| {
            let c = g.grid().at(f.into(), r.into()).expect("cell");
            men.iter().find(|v| v.cell == c).map(|v| (v.army, v.kind))
        };
        for f in 0..n {
            for r in 0..n {
                let here = letter_at(f, r);
                assert_eq!(here, letter_at(n - 1 - r, f), "{} rotation at {f},{r}", g.id());
                assert_eq!(here, letter_at(n - 1 - f, r), "{} mirror at {f},{r}", g.id());
            }
        }
        let attackers = men.iter().filter(|v| v.army == 1).count();
        let defenders = men.len() - attackers;
        assert_eq!(attackers, 2 * (defenders - 1), "{}: twice the king's men", g.id());
        let edge = men.iter().filter(|v| g.on_edge(v.cell)).count();
        assert_eq!(edge, 0, "nobody starts on the edge");
    }
}

// ---------------------------------------------------------------------------------------------
// Perft against the reference generator

#[test]
fn perft_agrees_with_reference_from_the_starts() {
    for g in tafl_games() {
        let text = g.position_text(&g.start(), Default::default());
        let r = reference::parse(&text);
        let odin = g.variant().odin;
        let depth = if g.size() == 11 { 3 } else { 2 };
        for d in 1..=depth {
            assert_eq!(perft(&g, &g.start(), d), reference::perft(&r, odin, d), "{} depth {d}", g.id());
        }
    }
}

// The counts themselves, recorded from this engine, are in `src/games/tafl/<game-id>.perft`
// (`perft.rs`).

/// The engine's successors of `p`, as reference positions.
fn engine_successors(g: &Tafl, p: &TaflPos) -> BTreeSet<reference::RefPos> {
    legal_vec(g, p).iter().map(|&m| reference::parse(&g.position_text(&g.make(p, m), Default::default()))).collect()
}

#[test]
fn successors_agree_with_reference_along_random_games() {
    for g in tafl_games() {
        for seed in 0..6 {
            for (p, _) in common::random_game(&g, seed, 300).iter().step_by(4) {
                let text = g.position_text(p, Default::default());
                let r = reference::parse(&text);
                assert_eq!(engine_successors(&g, p), reference::successors(&r, g.variant().odin), "{text}");
            }
        }
    }
}

#[test]
fn perft_2_agrees_with_reference_along_random_games() {
    for g in [tafl::tyr_11(), tafl::odin_11()] {
        for seed in 100..106 {
            for (p, _) in common::random_game(&g, seed, 200).iter().step_by(25) {
                let text = g.position_text(p, Default::default());
                let r = reference::parse(&text);
                assert_eq!(perft(&g, p, 2), reference::perft(&r, g.variant().odin, 2), "{text}");
            }
        }
    }
}

/// A crowded random position, where captures and long chains are everywhere.
fn crowded(g: &Tafl, seed: u64) -> TaflPos {
    let mut rng = common::Rng::new(seed);
    let n = g.size();
    let letters: &[char] = if g.variant().odin { &['A', 'D', 'c', 'C', 'v', 'V'] } else { &['A', 'D'] };
    let density = if n == 11 { 3 } else { 4 }; // one square in 3 or 4
    let mut men = Vec::new();
    let names: Vec<String> = (0..n * n).map(|c| g.grid().name(c as u16)).collect();
    let king = loop {
        let c = rng.below(n * n);
        if !g.on_edge(c as u16) {
            break c;
        }
    };
    for (c, name) in names.iter().enumerate() {
        if c == king {
            men.push((name.as_str(), 'K'));
        } else if rng.below(density) == 0 && men.len() < 90 {
            men.push((name.as_str(), letters[rng.below(letters.len())]));
        }
    }
    let side = if rng.below(2) == 0 { 'a' } else { 'd' };
    pos(g, &board(n, &men, side))
}

#[test]
fn crowded_positions_agree_with_reference_and_turns_are_well_formed() {
    let mut longest = 0;
    for g in tafl_games() {
        for seed in 0..40 {
            let p = crowded(&g, seed);
            let text = g.position_text(&p, Default::default());
            let r = reference::parse(&text);
            assert_eq!(engine_successors(&g, &p), reference::successors(&r, g.variant().odin), "{text}");
            let legal = legal_vec(&g, &p);
            // Chains multiply the turns, but stay few even here (a few thousand at most).
            assert!(legal.len() < 10_000, "{} turns in {text}", legal.len());
            let mut step_lists = HashSet::new();
            let mut notations = HashSet::new();
            for &m in &legal {
                let st: Vec<Step> = g.steps(&p, m).iter().map(|s| s.step).collect();
                longest = longest.max(st.len());
                assert!(step_lists.insert(st), "two turns with one step list in {text}");
                let written = g.notation(&p, m, &legal);
                assert!(notations.insert(written.clone()));
                assert_eq!(parse_notation(&g, &p, &written), Some(m), "{written}");
                // The cells said to be taken are exactly those whose enemy men vanished or turned.
                let q = g.make(&p, m);
                let mut said: Vec<u16> = g.captures(&p, m);
                said.sort();
                let changed: Vec<u16> = (0..(g.size() * g.size()) as u16)
                    .filter(|&c| {
                        let (a, b) = (p.board()[usize::from(c)], q.board()[usize::from(c)]);
                        a != 0 && a != b && (a >> 3) != p.side() && c != m.from()
                    })
                    .collect();
                assert_eq!(said, changed, "{written} in {text}");
            }
        }
    }
    assert!(longest >= 4, "some chains of three segments or more were tried (longest {longest})");
}

// ---------------------------------------------------------------------------------------------
// Captures

#[test]
fn custodian_capture_of_one_two_and_three_men() {
    let g = tafl::tyr_11();
    // The attacker from f2 lands on f6 between three defenders, each backed by an attacker.
    let p = pos(
        &g,
        &board(
            11,
            &[("f2", 'A'), ("f7", 'D'), ("f8", 'A'), ("e6", 'D'), ("d6", 'A'), ("g6", 'D'), ("h6", 'A'), ("b10", 'K')],
            'a',
        ),
    );
    assert!(moves_from(&g, &p, "f2").contains(&"f2-f6x(f7,g6,e6)".to_string()));
    let q = after(&g, &p, "f2-f6x(f7,g6,e6)");
    for sq in ["f7", "g6", "e6"] {
        assert_eq!(at(&g, &q, sq), '.', "{sq} taken");
    }
    // Only one backed: one man.
    let p = pos(&g, &board(11, &[("f2", 'A'), ("f7", 'D'), ("f8", 'A'), ("e6", 'D'), ("g6", 'D'), ("b10", 'K')], 'a'));
    assert!(moves_from(&g, &p, "f2").contains(&"f2-f6x(f7)".to_string()));
    // Two.
    let p = pos(&g, &board(11, &[("f2", 'A'), ("f7", 'D'), ("f8", 'A'), ("e6", 'D'), ("d6", 'A'), ("b10", 'K')], 'a'));
    assert!(moves_from(&g, &p, "f2").contains(&"f2-f6x(f7,e6)".to_string()));
}

#[test]
fn moving_between_two_enemies_is_safe() {
    let g = tafl::tyr_11();
    let p = pos(&g, &board(11, &[("d6", 'A'), ("f6", 'A'), ("e2", 'D'), ("b10", 'K'), ("j2", 'A')], 'd'));
    let q = after(&g, &p, "e2-e6");
    assert_eq!(at(&g, &q, "e6"), 'D');
    // And the attackers' next moves that do not close a sandwich leave it standing.
    let r = after(&g, &q, "j2-j3");
    assert_eq!(at(&g, &r, "e6"), 'D');
    // Diagonal neighbours never capture.
    let p = pos(&g, &board(11, &[("d7", 'A'), ("f5", 'A'), ("e2", 'D'), ("b10", 'K')], 'd'));
    assert_eq!(at(&g, &after(&g, &p, "e2-e6"), "e6"), 'D');
}

#[test]
fn the_edge_is_never_hostile() {
    let g = tafl::tyr_11();
    let p = pos(&g, &board(11, &[("a6", 'D'), ("b2", 'A'), ("f6", 'K')], 'a'));
    assert_eq!(captures_from(&g, &p, "b2"), Vec::<String>::new());
    assert_eq!(at(&g, &after(&g, &p, "b2-b6"), "a6"), 'D');
}

#[test]
fn the_king_is_armed_as_hammer_and_as_anvil() {
    let g = tafl::tyr_11();
    // Hammer: the king lands on f5, an attacker on f6 between him and the defender on f7.
    let p = pos(&g, &board(11, &[("f2", 'K'), ("f6", 'A'), ("f7", 'D'), ("j9", 'A')], 'd'));
    assert!(moves_from(&g, &p, "f2").contains(&"f2-f5x(f6)".to_string()));
    // Anvil: a defender closes the sandwich against the king.
    let p = pos(&g, &board(11, &[("f7", 'K'), ("f6", 'A'), ("c5", 'D'), ("j9", 'A')], 'd'));
    assert!(moves_from(&g, &p, "c5").contains(&"c5-f5x(f6)".to_string()));
}

#[test]
fn the_king_is_captured_by_two_attackers_and_the_attackers_win() {
    let g = tafl::tyr_11();
    // After taking the king the chain ends, though f5-f3 would take e3 (against d3).
    let p = pos(&g, &board(11, &[("f6", 'K'), ("f7", 'A'), ("a5", 'A'), ("e3", 'D'), ("d3", 'A')], 'a'));
    assert_eq!(captures_from(&g, &p, "a5"), vec!["a5-f5x(f6)"]);
    let q = after(&g, &p, "a5-f5x(f6)");
    assert_eq!(outcome(&g, &q), Some(Outcome::Win { winner: 0, reason: runeboard_engine::Reason::KingCaptured }));
    assert!(legal_vec(&g, &q).is_empty());
    // With a plain defender on f6 the chain goes on.
    let p = pos(&g, &board(11, &[("f6", 'D'), ("f7", 'A'), ("a5", 'A'), ("e3", 'D'), ("d3", 'A'), ("i9", 'K')], 'a'));
    assert!(captures_from(&g, &p, "a5").contains(&"a5-f5x(f6)-f3x(e3)".to_string()));
    // The edge is no anvil for him either. (He is never taken against it: standing on the edge, he
    // has already won.) The king coming to b6 next to an attacker on the edge square a6 takes
    // nothing, where a defender on the far side would have taken it.
    let p = pos(&g, &board(11, &[("b2", 'K'), ("a6", 'A'), ("j9", 'A'), ("c3", 'A')], 'd'));
    assert_eq!(outcome(&g, &p), None);
    assert_eq!(captures_from(&g, &p, "b2"), Vec::<String>::new());
    let q = after(&g, &p, "b2-b6");
    assert_eq!(at(&g, &q, "a6"), 'A', "the edge took the attacker on a6");
    assert_eq!(outcome(&g, &q), None);
    let p = pos(&g, &board(11, &[("b2", 'K'), ("b6", 'A'), ("b7", 'D'), ("j9", 'A'), ("c3", 'A')], 'd'));
    assert!(captures_from(&g, &p, "b2").contains(&"b2-b5x(b6)".to_string()), "the king does take against a man");
}

#[test]
fn the_king_on_any_edge_square_wins() {
    let g = tafl::tyr_11();
    let p = pos(&g, &board(11, &[("f6", 'K'), ("j9", 'A'), ("c3", 'A')], 'd'));
    for escape in ["f6-f11", "f6-f1", "f6-a6", "f6-k6"] {
        let q = after(&g, &p, escape);
        assert_eq!(outcome(&g, &q), Some(Outcome::Win { winner: 1, reason: runeboard_engine::Reason::KingEscaped }));
        assert!(legal_vec(&g, &q).is_empty());
    }
    // Not a corner-only game: b1 is as good as a1.
    let p = pos(&g, &board(11, &[("b4", 'K'), ("j9", 'A')], 'd'));
    assert!(outcome(&g, &after(&g, &p, "b4-b1")).is_some());
}

/// A position in which the game is over has no successors: after the king's capture or escape
/// perft stops, at every depth, in all six games, engine and reference alike.
#[test]
fn perft_stops_when_the_king_is_taken_or_escapes() {
    for g in tafl_games() {
        let odin = g.variant().odin;
        let taken = pos(&g, &board(g.size(), &[("f6", 'K'), ("f7", 'A'), ("a5", 'A'), ("e3", 'D'), ("d3", 'A')], 'a'));
        let escaped = pos(&g, &board(g.size(), &[("f6", 'K'), ("j9", 'A'), ("c3", 'A')], 'd'));
        for (p, turn) in [(taken, "a5-f5x(f6)"), (escaped, "f6-a6")] {
            let over = after(&g, &p, turn);
            assert!(outcome(&g, &over).is_some(), "{} {turn}", g.id());
            let r = reference::parse(&g.position_text(&over, Default::default()));
            for depth in 1..=3 {
                assert_eq!(perft(&g, &over, depth), 0, "{} after {turn}: perft({depth})", g.id());
                assert_eq!(reference::perft(&r, odin, depth), 0, "{} after {turn}: reference", g.id());
            }
            let r = reference::parse(&g.position_text(&p, Default::default()));
            assert_eq!(perft(&g, &p, 2), reference::perft(&r, odin, 2), "{} before {turn}", g.id());
        }
    }
}

#[test]
fn a_side_without_a_legal_turn_loses() {
    let g = tafl::tyr_11();
    let p = pos(&g, &board(11, &[("f6", 'K'), ("e6", 'A'), ("g6", 'A'), ("f5", 'A'), ("f7", 'A')], 'd'));
    assert!(legal_vec(&g, &p).is_empty());
    assert_eq!(
        outcome(&g, &p),
        Some(Outcome::Win { winner: 0, reason: runeboard_engine::Reason::NoLegalTurnFor("defender") })
    );
    let p = pos(&g, &board(11, &[("f6", 'K'), ("c3", 'D')], 'a'));
    assert_eq!(
        outcome(&g, &p),
        Some(Outcome::Win { winner: 1, reason: runeboard_engine::Reason::NoLegalTurnFor("attacker") })
    );
}

// ---------------------------------------------------------------------------------------------
// Odin: commanders and V-men

#[test]
fn commander_jumps_over_an_adjacent_enemy_man_or_v_man() {
    let g = tafl::odin_11();
    let p = pos(&g, &board(11, &[("e5", 'C'), ("e6", 'A'), ("d5", 'v'), ("f5", 'D'), ("e4", 'A'), ("i9", 'K')], 'd'));
    let moves = moves_from(&g, &p, "e5");
    // Over the attacker to e7 and over the V-man to c5; not over the friendly f5; e4 has e3 behind it.
    assert!(moves.contains(&"e5-e7".to_string()), "{moves:?}");
    assert!(moves.contains(&"e5-c5".to_string()), "{moves:?}");
    assert!(moves.contains(&"e5-e3".to_string()), "{moves:?}");
    assert!(!moves.contains(&"e5-g5".to_string()), "{moves:?}");
    // Only onto an empty square.
    let p = pos(&g, &board(11, &[("e5", 'C'), ("e6", 'A'), ("e7", 'A'), ("i9", 'K')], 'd'));
    assert!(!moves_from(&g, &p, "e5").contains(&"e5-e7".to_string()));
    // The jumped man stays; a jump is one square beyond, never further.
    let p = pos(&g, &board(11, &[("e5", 'C'), ("e6", 'A'), ("i9", 'K')], 'd'));
    let q = after(&g, &p, "e5-e7");
    assert_eq!(at(&g, &q, "e6"), 'A');
    assert!(!moves_from(&g, &p, "e5").contains(&"e5-e8".to_string()));
    // Tyr has no commanders.
    assert!(matches!(
        tafl::tyr_11().parse_position("11/11/11/11/11/4C6/11/11/11/11/11 d"),
        Err(PositionError::UnknownPiece('C'))
    ));
}

#[test]
fn commander_jump_captures_on_landing_only() {
    let g = tafl::odin_11();
    // Landing on e7 sandwiches e8 against e9; the jumped e6 is not taken (e5 is empty by then).
    let p = pos(&g, &board(11, &[("e5", 'C'), ("e6", 'A'), ("e8", 'A'), ("e9", 'D'), ("i9", 'K'), ("b2", 'A')], 'd'));
    assert!(moves_from(&g, &p, "e5").contains(&"e5-e7x(e8)".to_string()));
    let q = after(&g, &p, "e5-e7x(e8)");
    assert_eq!(at(&g, &q, "e6"), 'A');
    assert_eq!(at(&g, &q, "e8"), '.');
    // An attacking commander jumps and captures the same way.
    let p = pos(&g, &board(11, &[("e5", 'c'), ("e6", 'D'), ("e8", 'D'), ("e9", 'A'), ("i9", 'K')], 'a'));
    assert!(moves_from(&g, &p, "e5").contains(&"e5-e7x(e8)".to_string()));
}

#[test]
fn no_jump_over_a_king_or_a_commander() {
    let g = tafl::odin_11();
    let p = pos(&g, &board(11, &[("e5", 'c'), ("e6", 'K'), ("d5", 'C'), ("f5", 'D'), ("j2", 'A')], 'a'));
    let moves = moves_from(&g, &p, "e5");
    assert!(!moves.contains(&"e5-e7".to_string()), "not over the king: {moves:?}");
    assert!(!moves.contains(&"e5-c5".to_string()), "not over a commander: {moves:?}");
    assert!(moves.contains(&"e5-g5".to_string()), "over a plain defender: {moves:?}");
    // And a plain man never jumps.
    let p = pos(&g, &board(11, &[("e5", 'A'), ("f5", 'D'), ("i9", 'K')], 'a'));
    assert!(!moves_from(&g, &p, "e5").contains(&"e5-g5".to_string()));
}

#[test]
fn a_captured_v_man_changes_side() {
    let g = tafl::odin_11();
    let p = pos(&g, &board(11, &[("e6", 'V'), ("e7", 'A'), ("a5", 'A'), ("i9", 'K')], 'a'));
    let q = after(&g, &p, "a5-e5x(e6)");
    assert_eq!(at(&g, &q, "e6"), 'v', "now the attackers'");
    let view = g.pieces(&q).into_iter().find(|v| g.grid().name(v.cell) == "e6").expect("still there");
    assert_eq!((view.army, view.picture.to_string().as_str()), (1, "tafl-attacker-vman"));
    // It is a full attacker now: no anvil for the defenders (g2-g6 does not take f6)…
    let p = pos(&g, &board(11, &[("e6", 'v'), ("f6", 'A'), ("g2", 'D'), ("i9", 'K')], 'd'));
    assert!(captures_from(&g, &p, "g2").is_empty());
    // …and it can be turned back.
    let p = pos(&g, &board(11, &[("e6", 'v'), ("e7", 'D'), ("a5", 'D'), ("i9", 'K')], 'd'));
    assert_eq!(at(&g, &after(&g, &p, "a5-e5x(e6)"), "e6"), 'V');
    // An attacking V-man closes sandwiches like any attacker.
    let p = pos(&g, &board(11, &[("f6", 'D'), ("f7", 'v'), ("a5", 'A'), ("i9", 'K')], 'a'));
    assert_eq!(captures_from(&g, &p, "a5"), vec!["a5-f5x(f6)"]);
}

#[test]
fn a_flip_counts_for_berserk_and_the_turned_man_helps_at_once() {
    let g = tafl::odin_11();
    // a5-e5 turns e6; e5-g5 takes g4 (against g3); g5-g6 takes f6 against the turned e6.
    let p = pos(
        &g,
        &board(11, &[("a5", 'A'), ("e6", 'V'), ("e7", 'A'), ("g4", 'D'), ("g3", 'A'), ("f6", 'D'), ("i9", 'K')], 'a'),
    );
    let caps = captures_from(&g, &p, "a5");
    assert!(caps.contains(&"a5-e5x(e6)".to_string()), "{caps:?}");
    assert!(caps.contains(&"a5-e5x(e6)-g5x(g4)".to_string()), "{caps:?}");
    assert!(caps.contains(&"a5-e5x(e6)-g5x(g4)-g6x(f6)".to_string()), "{caps:?}");
    let q = after(&g, &p, "a5-e5x(e6)-g5x(g4)-g6x(f6)");
    assert_eq!((at(&g, &q, "e6"), at(&g, &q, "g4"), at(&g, &q, "f6"), at(&g, &q, "g6")), ('v', '.', '.', 'A'));
    // In Tyr the same squares with a plain defender on e6: it is removed, and g6 takes nothing.
    let t = tafl::tyr_11();
    let p = pos(
        &t,
        &board(11, &[("a5", 'A'), ("e6", 'D'), ("e7", 'A'), ("g4", 'D'), ("g3", 'A'), ("f6", 'D'), ("i9", 'K')], 'a'),
    );
    let caps = captures_from(&t, &p, "a5");
    assert!(caps.contains(&"a5-e5x(e6)-g5x(g4)".to_string()), "{caps:?}");
    assert!(!caps.iter().any(|c| c.contains("g6")), "{caps:?}");
}

// ---------------------------------------------------------------------------------------------
// Berserk

#[test]
fn berserk_chain_changing_direction_and_reversing() {
    let g = tafl::tyr_11();
    // b5-e5 takes e6 (against e7); then down e5-e3 takes d3 (against c3); then back up e3-e4? No:
    // e4 takes nothing. Reversing: e3-e1? Let the chain reverse along the row instead:
    // e5-h5 takes h6, then h5-c5 (back the other way) takes c4.
    let p = pos(
        &g,
        &board(
            11,
            &[
                ("b5", 'A'),
                ("e6", 'D'),
                ("e7", 'A'),
                ("d3", 'D'),
                ("c3", 'A'),
                ("h6", 'D'),
                ("h7", 'A'),
                ("c4", 'D'),
                ("c3", 'A'),
                ("j10", 'K'),
            ],
            'a',
        ),
    );
    let caps = captures_from(&g, &p, "b5");
    // Direction change: right, then down.
    assert!(caps.contains(&"b5-e5x(e6)-e3x(d3)".to_string()), "{caps:?}");
    // Reversal: right, right again, then back left.
    assert!(caps.contains(&"b5-e5x(e6)-h5x(h6)-c5x(c4)".to_string()), "{caps:?}");
    // Every prefix that ends after a capture is a turn of its own; a non-capturing continuation is not.
    assert!(caps.contains(&"b5-e5x(e6)".to_string()));
    assert!(caps.contains(&"b5-e5x(e6)-h5x(h6)".to_string()));
    assert!(!moves_from(&g, &p, "b5").iter().any(|m| m.starts_with("b5-e5x(e6)-f5")), "f5 takes nothing");
    // One turn, one position: the whole chain is made at once.
    let q = after(&g, &p, "b5-e5x(e6)-h5x(h6)-c5x(c4)");
    assert_eq!(q.side(), 1);
    assert_eq!(
        (at(&g, &q, "c5"), at(&g, &q, "b5"), at(&g, &q, "e6"), at(&g, &q, "h6"), at(&g, &q, "c4")),
        ('A', '.', '.', '.', '.')
    );
}

#[test]
fn kings_berserk_may_end_with_a_step_onto_the_edge() {
    let g = tafl::tyr_11();
    // The king takes c6 from e5 by landing on c5, then may run to c1 or a5 (edge) — but not to c3.
    let p = pos(
        &g,
        &board(11, &[("e5", 'K'), ("c6", 'A'), ("c7", 'D'), ("e4", 'A'), ("e6", 'A'), ("g5", 'A'), ("j10", 'A')], 'd'),
    );
    let moves = moves_from(&g, &p, "e5");
    assert!(moves.contains(&"e5-c5x(c6)".to_string()), "{moves:?}");
    assert!(moves.contains(&"e5-c5x(c6)-c1".to_string()), "{moves:?}");
    assert!(moves.contains(&"e5-c5x(c6)-a5".to_string()), "{moves:?}");
    assert!(!moves.iter().any(|m| m == "e5-c5x(c6)-c3"), "{moves:?}");
    let q = after(&g, &p, "e5-c5x(c6)-c1");
    assert_eq!(outcome(&g, &q), Some(Outcome::Win { winner: 1, reason: runeboard_engine::Reason::KingEscaped }));
    // Another man does not get the edge step.
    let p = pos(&g, &board(11, &[("e5", 'D'), ("c6", 'A'), ("c7", 'D'), ("i9", 'K'), ("j10", 'A')], 'd'));
    let moves = moves_from(&g, &p, "e5");
    assert!(moves.contains(&"e5-c5x(c6)".to_string()));
    assert!(!moves.iter().any(|m| m.starts_with("e5-c5x(c6)-")), "{moves:?}");
}

#[test]
fn berserk_through_the_step_interface() {
    let mut play = Session::new(tafl::tyr_11());
    let text = board(
        11,
        &[("b5", 'A'), ("e6", 'D'), ("e7", 'A'), ("h6", 'D'), ("h7", 'A'), ("d3", 'D'), ("c3", 'A'), ("j10", 'K')],
        'a',
    );
    play.load_position(&text).expect("valid");
    let b5e5 = steps(play.id(), &["b5", "e5"]);
    // Hovering e5: the man it would take is shown.
    let e6 = play.geometry().cell_by_name("e6").expect("e6");
    assert_eq!(play.preview(&b5e5), vec![e6]);
    let ch = play.choices(&b5e5);
    assert!(ch.complete, "may stop after a capture");
    let mut next: Vec<Step> = ch.options.iter().map(|o| o.step).collect();
    next.sort_by_key(|s| format!("{s:?}"));
    let mut want = steps(play.id(), &["h5", "e3"]);
    want.sort_by_key(|s| format!("{s:?}"));
    assert_eq!(next, want, "only the capturing continuations");
    assert!(ch.options.iter().all(|o| o.capture));
    // The whole chain's captures are previewed.
    let chain = steps(play.id(), &["b5", "e5", "h5"]);
    let mut shown = play.preview(&chain);
    shown.sort();
    let mut taken = vec![e6, play.geometry().cell_by_name("h6").expect("h6")];
    taken.sort();
    assert_eq!(shown, taken);
    assert_eq!(play.stop_label(&b5e5).as_deref(), Some("End turn"));
    play.play(&chain).expect("legal");
    assert_eq!(play.move_list(), vec!["b5-e5x(e6)-h5x(h6)"]);
    assert_eq!(play.last_turn_cells().len(), 3);
    // One undo takes back the whole chain.
    assert!(play.undo());
    assert_eq!(play.position_text(), pos_text(&text));
    assert!(play.move_list().is_empty());
    // Stopping after the first capture is a turn too.
    play.play(&b5e5).expect("legal");
    assert_eq!(play.move_list(), vec!["b5-e5x(e6)"]);
    assert_eq!(play.play_notation("j10-j9"), Ok(()));
}

fn pos_text(text: &str) -> String {
    let g = tafl::tyr_11();
    g.position_text(&pos(&g, text), runeboard_engine::Clocks::START)
}

// ---------------------------------------------------------------------------------------------
// Repetition, text, notation

#[test]
fn a_third_repetition_is_refused() {
    let mut s = Session::new(tafl::tyr_11());
    s.load_position(&board(11, &[("f6", 'K'), ("b2", 'D'), ("j10", 'A')], 'a')).expect("valid");
    for m in ["j10-j9", "b2-b3", "j9-j10", "b3-b2", "j10-j9", "b2-b3", "j9-j10"] {
        s.play_notation(m).unwrap_or_else(|e| panic!("{m}: {e}"));
    }
    // b3-b2 would bring back the start position a third time.
    assert_eq!(s.play_notation("b3-b2"), Err(TurnError::BadNotation("b3-b2".into())));
    let g = tafl::tyr_11();
    let refused = parse_notation(&g, s.position(), "b3-b2").expect("legal on the board alone");
    assert!(!s.legal().contains(&refused));
    assert!(s.choices(&steps(s.id(), &["b3"])).options.iter().all(|o| o.step != step(s.id(), "b2")));
    // The refused click is explained; other impossible clicks are not.
    let why = s.why_not(&steps(s.id(), &["b3"]), step(s.id(), "b2"));
    assert_eq!(why.as_deref(), Some("that would repeat a position for the third time"));
    assert_eq!(s.why_not(&steps(s.id(), &["b3"]), step(s.id(), "c4")), None);
    assert_eq!(s.why_not(&steps(s.id(), &["b3"]), step(s.id(), "b1")), None);
    assert_eq!(s.outcome(), None, "other turns remain");
    s.play_notation("b3-b1").expect("another move is fine");
}

#[test]
fn refused_repetition_with_no_other_turn_loses() {
    // The defenders' only man shuttles: once its only turn would repeat a third time, they lose.
    let mut s = Session::new(tafl::tyr_11());
    let men = [("f6", 'K'), ("e6", 'A'), ("g6", 'A'), ("f5", 'A'), ("e7", 'A'), ("g7", 'A'), ("f8", 'A'), ("j10", 'A')];
    s.load_position(&board(11, &men, 'a')).expect("valid");
    for m in ["j10-j9", "f6-f7", "j9-j10", "f7-f6", "j10-j9", "f6-f7", "j9-j10"] {
        s.play_notation(m).unwrap_or_else(|e| panic!("{m}: {e}"));
    }
    assert!(s.legal().is_empty());
    assert_eq!(
        s.outcome(),
        Some(Outcome::Win { winner: 0, reason: runeboard_engine::Reason::NoLegalTurnFor("defender") })
    );
}

#[test]
fn position_text_round_trips_and_errors_are_typed() {
    for g in tafl_games() {
        let start = g.start();
        let text = g.position_text(&start, runeboard_engine::Clocks::START);
        assert_eq!(g.parse_position(&text), Ok((start, runeboard_engine::Clocks::START)));
    }
    let g = tafl::odin_11();
    assert!(matches!(g.parse_position(""), Err(PositionError::Empty)));
    assert!(matches!(g.parse_position("11/11 a"), Err(PositionError::RankCount { .. })));
    assert!(matches!(g.parse_position("12/11/11/11/11/11/11/11/11/11/11 a"), Err(PositionError::RankLength { .. })));
    assert_eq!(
        g.parse_position("11/11/11/11/11/5K5/11/11/11/11/11 x"),
        Err(tafl::Illegal::SideToMove("x".into()).into())
    );
    assert!(matches!(g.parse_position("11/11/11/11/11/5Q5/11/11/11/11/11 a"), Err(PositionError::UnknownPiece('Q'))));
    assert_eq!(
        g.parse_position("11/11/11/11/11/4KK5/11/11/11/11/11 a"),
        Err(tafl::Illegal::KingCount { found: 2 }.into())
    );
    assert!(matches!(
        g.parse_position("11/11/11/11/11/5K5/11/11/11/11/11 a x 1"),
        Err(PositionError::BadNumber { .. })
    ));
    assert!(matches!(g.parse_position("11/11/11/11/11/5K5/11/11/11/11/11 a 1"), Err(PositionError::FieldCount { .. })));
    assert!(g.parse_position("99999999999999999999/11/11/11/11/5K5/11/11/11/11/11 a").is_err());
    // Too many men for a turn to hold.
    let full = ["AAAAAAAAAAA"; 9].join("/");
    let err = g.parse_position(&format!("{full}/5K5/11 a")).expect_err("too many men");
    assert_eq!(err, tafl::Illegal::TooManyMen { found: 100 }.into());
    assert_eq!(err.to_string(), "at most 96 men fit on the board, not 100");
    // A board without a king is over: the attackers have won.
    let (p, _) = g.parse_position("11/11/11/11/11/5A5/11/11/11/11/11 d").expect("valid");
    assert_eq!(outcome(&g, &p), Some(Outcome::Win { winner: 0, reason: runeboard_engine::Reason::KingCaptured }));
}

#[test]
fn notation_round_trips_through_parse_notation() {
    let g = tafl::odin_15();
    for (p, _) in common::random_game(&g, 7, 120) {
        let legal = legal_vec(&g, &p);
        for &m in &legal {
            let text = g.notation(&p, m, &legal);
            assert_eq!(parse_notation(&g, &p, &text), Some(m), "{text}");
        }
    }
    let p = g.start();
    assert!(parse_notation(&g, &p, "h2-h1").is_some());
    assert!(parse_notation(&g, &p, "h2-h1x(h0)").is_none());
    assert!(parse_notation(&g, &p, "zz").is_none());
}

#[test]
fn the_moves_of_one_man_from_the_start() {
    let g = tafl::tyr_11();
    // The attacker on f2: down to f1, sideways along rank 2 (d2, e2, g2, h2), up to f3-f4 (f5? no,
    // f4 holds a defender).
    assert_eq!(moves_from(&g, &g.start(), "f2"), sorted(["f2-f1", "f2-d2", "f2-e2", "f2-g2", "f2-h2", "f2-f3"]));
    assert_eq!(all_moves(&g, &g.start()).len(), 112);
}

#[test]
fn selecting_a_man_on_the_largest_board_is_quick() {
    // What the interface does: the session lists the turns (repetition filter included) once per
    // position, then every click asks for choices. Measured natively here (release build).
    for g in [tafl::tyr_17(), tafl::odin_17()] {
        let started = std::time::Instant::now();
        let play = Session::new(g);
        let refresh = started.elapsed();
        let started = std::time::Instant::now();
        let men = play.choices(&[]);
        let first = started.elapsed();
        let started = std::time::Instant::now();
        let mut targets = 0;
        for o in &men.options {
            targets += play.choices(&[o.step]).options.len();
        }
        let each = started.elapsed() / men.options.len() as u32;
        println!("{}: turns listed in {refresh:?}, men in {first:?}, one man's targets in {each:?}", g.id());
        assert_eq!(targets, 312);
        assert!(refresh.as_millis() < 100 && first.as_millis() < 20 && each.as_millis() < 20, "too slow");
    }
}

/// The Zobrist key and the sets of each side's men a position keeps are the ones computed from its
/// board, after every turn of many
/// random games of all six games (berserk chains, V-men turned and men taken included), and
/// after reading the position's text back; the keys of the positions met differ.
#[test]
fn the_kept_zobrist_key_follows_every_turn() {
    let (mut positions, mut takes) = (0, 0);
    let mut keys = HashSet::new();
    let mut boards = HashSet::new();
    for g in tafl_games() {
        for seed in 0..6 {
            for (p, mv) in common::random_game(&g, seed, 300) {
                let fresh = TaflPos::new(*p.board(), p.side());
                assert_eq!(p.key(), fresh.key(), "{}", g.position_text(&p, Default::default()));
                for s in 0..2 {
                    assert_eq!(p.men(s), fresh.men(s), "{}", g.position_text(&p, Default::default()));
                }
                let text = g.position_text(&p, Default::default());
                let (read, _) = g.parse_position(&text).unwrap_or_else(|e| panic!("{text}: {e}"));
                assert_eq!(read.key(), p.key(), "{text}");
                positions += 1;
                takes += usize::from(mv.is_some_and(|m| !g.captures(&p, m).is_empty()));
                keys.insert((g.id(), p.key(), p.side()));
                boards.insert((g.id(), p.board().to_vec(), p.side()));
            }
        }
    }
    assert!(positions > 3_000 && takes > 100, "{positions} positions, {takes} turns that take");
    assert_eq!(keys.len(), boards.len(), "two boards met share a key");
}
