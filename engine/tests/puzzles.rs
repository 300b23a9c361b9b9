//! Puzzles (issue #41): the miner on a fixed seed, the judge on hand-made positions (two winning
//! turns, a multi-step answer), the themes, and every shipped puzzle replayed through the rules.

use std::collections::HashSet;

use runeboard_engine::ai::search::Searcher;
use runeboard_engine::ai::{Evaluate, StdClock, TT_BITS};
use runeboard_engine::game::{legal_vec, parse_notation};
use runeboard_engine::puzzles::mine::{self, judge, top_two, unique, Criteria, MineConfig, Rejection};
use runeboard_engine::puzzles::themes::themes_of;
use runeboard_engine::puzzles::{self, Attempt, Judgement, Puzzle};
use runeboard_engine::{with_game, Game, GameId, Session, Step};

fn clock() -> Box<dyn runeboard_engine::ai::Clock> {
    Box::new(StdClock::new())
}

/// `judge` on the position `text` of `game`, with a fresh verifier of `nodes` nodes.
fn judged<G: Evaluate>(game: G, text: &str, nodes: u64) -> Result<Vec<String>, Rejection> {
    let (pos, clocks) = game.parse_position(text).expect("a position");
    let session = Session::from_position(game.clone(), pos, clocks);
    let mut verifier = Searcher::new(game.clone(), TT_BITS, clock());
    let found = judge(&mut verifier, &session, None, Some(0), nodes, &Criteria::default())?;
    let mut p = session.position().clone();
    let mut out = Vec::new();
    for mv in found.line {
        let legal = legal_vec(&game, &p);
        out.push(game.notation(&p, mv, &legal));
        p = game.make(&p, mv);
    }
    Ok(out)
}

#[test]
fn the_miner_on_a_fixed_seed_finds_puzzles_that_replay_and_verify() {
    let mut cfg = MineConfig::new(3, 2, 2000);
    cfg.verify_nodes = 16_000;
    let mut known = mine::Known::default();
    let (found, stats) = with_game!(GameId::Keltic, g => mine::mine(g, &cfg, &mut known, &clock, &mut |_, _| {}));
    assert!(!found.is_empty(), "no puzzle from seed 2: {stats:?}");
    assert_eq!(stats.found as usize, found.len());
    assert!(stats.candidates as usize >= found.len());
    // The same seed mines the same puzzles.
    let (again, _) =
        with_game!(GameId::Keltic, g => mine::mine(g, &cfg, &mut mine::Known::default(), &clock, &mut |_, _| {}));
    assert_eq!(again, found, "deterministic");
    let criteria = Criteria::default();
    for p in &found {
        assert_eq!(p.game, GameId::Keltic);
        assert!(p.solution.len() % 2 == 1, "{p:?}");
        p.replay().unwrap_or_else(|e| panic!("{}: {e}", p.id));
        assert!(p.rating >= 400 && p.depth.is_some(), "{p:?}");
        // The text form reads back.
        assert_eq!(puzzles::parse(&p.to_text()).as_deref(), Ok(std::slice::from_ref(p)));
        // Its verification, searched again: one winning turn, the second a margin behind.
        let g = runeboard_engine::games::keltic::game();
        let (pos, clocks) = g.parse_position(&p.start).expect("its start");
        let session = Session::from_position(g, pos, clocks);
        let mut verifier = Searcher::new(g, TT_BITS, clock());
        let (best, second) = top_two(&mut verifier, &session, cfg.verify_nodes).expect("turns");
        assert_eq!(Some(best.mv), parse_notation(&g, session.position(), &p.solution[0]), "{}", p.id);
        assert_eq!(unique(GameId::Keltic, &best, second.as_ref(), &criteria), Ok(()), "{}", p.id);
        let second = second.expect("a second turn");
        let (b, s) = (runeboard_engine::ai::analysis::chance(GameId::Keltic, best.score), second.score);
        assert!(b >= criteria.win, "{}: {b}", p.id);
        assert!(b - runeboard_engine::ai::analysis::chance(GameId::Keltic, s) >= criteria.margin, "{}", p.id);
    }
}

#[test]
fn a_position_with_two_winning_turns_is_rejected() {
    // Rd8# and Re8# both mate.
    let two = "6k1/5ppp/8/8/8/8/r4PPP/3RR1K1 w - - 0 1";
    assert_eq!(
        judged(runeboard_engine::games::chess::game(), two, 20_000),
        Err(Rejection::NoMargin { best: 1000, second: 1000 })
    );
    // One rook against one: Rd8# is the only mate, every other turn keeps the balance, and the
    // position is a puzzle.
    let one = "6k1/5ppp/8/8/8/8/r4PPP/3R2K1 w - - 0 1";
    assert_eq!(judged(runeboard_engine::games::chess::game(), one, 20_000), Ok(vec!["Rd8#".to_string()]));
}

#[test]
fn a_position_decided_before_the_mistake_is_rejected() {
    let g = runeboard_engine::games::chess::game();
    let (pos, clocks) = g.parse_position("6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1").expect("a position");
    let session = Session::from_position(g, pos, clocks);
    let mut verifier = Searcher::new(g, TT_BITS, clock());
    let r = judge(&mut verifier, &session, None, Some(900), 20_000, &Criteria::default());
    assert!(matches!(r, Err(Rejection::AlreadyDecided { .. })), "{r:?}");
}

/// Odin's Rune: the Forest Ox on e7 leaps to d9 and removes Black's last king on c10; any other
/// turn lets the rook on a1 take White's last king on g1.
const OX: &str = "2k7/10/10/4F5/10/10/10/10/10/r5K3 w 0 1";

#[test]
fn a_multi_step_turn_is_one_answer() {
    let line = judged(runeboard_engine::games::odins_rune::game(), OX, 20_000).expect("a puzzle");
    assert_eq!(line, vec!["Fe7-d9/xc10#".to_string()]);
    let p = Puzzle {
        id: "ox".into(),
        game: GameId::OdinsRune,
        start: OX.into(),
        solution: line,
        themes: vec![],
        rating: 800,
        depth: None,
    };
    let g = GameId::OdinsRune.geometry();
    let cell = |n: &str| Step::Cell(g.cell_by_name(n).expect("a square"));
    // The leap and the removal, the three steps of one turn: solved.
    let mut a = Attempt::new(&p).expect("playable");
    assert_eq!(a.try_steps(&[cell("e7"), cell("d9"), cell("c10")]), Ok(Judgement::Solved));
    // The leap alone is a turn too, but not the answer.
    let mut a = Attempt::new(&p).expect("playable");
    assert_eq!(a.try_steps(&[cell("e7"), cell("d9")]), Ok(Judgement::Wrong { expected: "Fe7-d9/xc10#".into() }));
}

/// The themes of the line `turns` from `start` (the outcome after it read by the rules). (Every
/// game's position is `Copy` today, but the trait asks only `Clone`.)
#[allow(clippy::clone_on_copy)]
fn themes(id: GameId, start: &str, turns: &[&str]) -> Vec<&'static str> {
    with_game!(id, g => {
        let (pos, _) = g.parse_position(start).expect("a position");
        let mut p = pos.clone();
        let mut line = Vec::new();
        for t in turns {
            let mv = parse_notation(&g, &p, t).unwrap_or_else(|| panic!("{t} is not legal"));
            line.push(mv);
            p = g.make(&p, mv);
        }
        let end = g.outcome(&p, &legal_vec(&g, &p));
        themes_of(&g, &pos, &line, end)
    })
}

#[test]
fn themes_are_tagged_as_the_positions_show() {
    use GameId::*;
    assert_eq!(themes(Chess, "6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1", &["Rd8#"]), ["mate"]);
    assert_eq!(themes(Chess, "1r4k1/P7/8/8/8/8/6K1/8 w - - 0 1", &["axb8=Q+"]), ["big-capture", "promotion"]);
    assert_eq!(themes(Chess, "4k3/8/8/8/8/8/4q3/4K3 w - - 0 1", &["Kxe2"]), ["defence", "big-capture"]);
    assert_eq!(themes(OdinsRune, OX, &["Fe7-d9/xc10"]), ["king", "defence", "removal"]);
    assert_eq!(themes(OdinsRune, "k9/10/10/10/10/10/6b3/10/10/5V3K w 0 1", &["Vf1-j1>h1"]), ["defence", "carry"]);
    assert_eq!(
        themes(Orphic, "4k3/8/pppppppp/8/8/PPPPPPPP/8/4K3 w QEELDNNqeeldnn - 0 1", &["N@d3/d2"]),
        ["drop", "relocation"]
    );
    assert_eq!(themes(Spindecision, "3wO11/6wO5bK2/6rK2 cw -", &["O(B)c2l-a1r"]), ["declaration"]);
    assert_eq!(
        themes(Tyr11, "11/11/2A8/4A6/6D4/6A4/2A1K2A3/11/4A6/11/11 d 0 1", &["e5-g5x(g6)-g1"]),
        ["escape", "berserk"]
    );
    assert_eq!(
        themes(Tyr11, "11/9K1/11/11/4A6/4D6/1A9/7A3/7D3/2AD7/11 a 0 1", &["b5-e5x(e6)-e2x(d2)-h2x(h3)"]),
        ["berserk"]
    );
    // The rook given up, then the rook taken with mate: a line of two turns of the solver.
    assert_eq!(
        themes(Chess, "r5k1/5ppp/8/8/8/8/3R1PPP/3R2K1 w - - 0 1", &["Rd8+", "Rxd8", "Rxd8#"]),
        ["mate", "big-capture"]
    );
}

#[test]
fn mirror_images_and_counters_make_no_new_puzzle() {
    // Tafl: the board turned a quarter or mirrored is the same puzzle; the counters do not count.
    let a = "11/11/2A8/4A6/6D4/6A4/2A1K2A3/11/4A6/11/11 d 0 1";
    let mirrored = "11/11/8A2/6A4/4D6/4A6/3A2K1A2/11/6A4/11/11 d 3 9";
    assert_eq!(mine::canonical(GameId::Tyr11, a), mine::canonical(GameId::Tyr11, mirrored));
    assert_ne!(mine::canonical(GameId::Tyr11, a), mine::canonical(GameId::Tyr11, &a.replace(" d ", " a ")));
    // Chess: left and right exchanged without castling rights; not with them.
    let c = "6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1";
    let m = "1k6/ppp5/8/8/8/8/PPP5/1K2R3 w - - 0 1";
    assert_eq!(mine::canonical(GameId::Chess, c), mine::canonical(GameId::Chess, m));
    let castling = |t: &str| t.replace(" - - ", " K - ");
    // Near duplicates: the same solution from positions a man apart.
    let p = |start: &str| Puzzle {
        id: start.into(),
        game: GameId::Tyr11,
        start: start.into(),
        solution: vec!["e5-g5x(g6)-g1".into()],
        themes: vec![],
        rating: 1000,
        depth: None,
    };
    let mut known = mine::Known::default();
    assert!(known.add(&p(a)));
    assert!(!known.add(&p(mirrored)), "a mirror image");
    assert!(!known.add(&p("11/11/2A8/4A6/6D4/6A4/2A1K2A3/11/11/4A6/11 d 0 1")), "one man a rank away");
    assert!(known.add(&p("11/11/11/11/11/6A4/4K2A3/11/11/11/11 d 0 1")), "five men away");
    let mut other = p(a);
    other.solution = vec!["e5-g5x(g6)".into()];
    assert!(known.add(&other), "another solution");
    assert_ne!(mine::canonical(GameId::Chess, &castling(c)), mine::canonical(GameId::Chess, &castling(m)));
}

/// Every shipped puzzle file: named by its game, readable, ids unique, every solution replayed
/// through the rules, and as many puzzles as the README says.
#[test]
fn every_shipped_puzzle_replays() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../assets/puzzles");
    let readme = std::fs::read_to_string(std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../README.md"))
        .expect("README.md");
    let mut ids = HashSet::new();
    let mut files = 0;
    for id in GameId::ALL {
        let path = dir.join(format!("{id}.txt"));
        let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        let list = puzzles::parse(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        files += 1;
        for p in &list {
            assert_eq!(p.game, id, "{}: {} is of another game", path.display(), p.id);
            assert!(ids.insert(p.id.clone()), "{} twice", p.id);
            let mut a = Attempt::new(p).unwrap_or_else(|e| panic!("{e}"));
            // Solved by playing its solution, replies and all.
            for (i, turn) in p.solution.iter().enumerate().step_by(2) {
                let j = a.try_notation(turn).unwrap_or_else(|e| panic!("{}: {e}", p.id));
                if i + 1 == p.solution.len() {
                    assert_eq!(j, Judgement::Solved, "{}", p.id);
                } else {
                    assert_eq!(j, Judgement::Right { reply: p.solution[i + 1].clone() }, "{}", p.id);
                    a.play_reply();
                }
            }
        }
        let row = format!("| {id} | {} |", list.len());
        assert!(readme.contains(&row), "README.md has no row '{row}'");
    }
    assert_eq!(files, GameId::ALL.len());
}
