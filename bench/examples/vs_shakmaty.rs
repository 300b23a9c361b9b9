//! Orthodox-chess perft, Runeboard against shakmaty, in one process on the same positions (the
//! published positions of `docs/rules/chess.md`, castling rights included: the start, the pins
//! position, Kiwipete and positions 4 and 5 of the chessprogramming wiki's list). Both count moves
//! at the last ply, and a count that differs is an error. Each round times Runeboard then shakmaty
//! on every position; the figures are the medians over the rounds, and the ratio is taken round by
//! round (so that a machine whose speed drifts still compares like with like).
//!
//! `cargo run --release -p runeboard-bench --example vs_shakmaty [-- ROUNDS [DEPTH …]]` (a depth per
//! position, in the order of the table).

use std::time::Instant;

use runeboard_engine::game::Game;
use runeboard_engine::games::chess;
use shakmaty::fen::Fen;
use shakmaty::{CastlingMode, Chess};

const POSITIONS: [(&str, &str, u32); 5] = [
    ("start", chess::START, 6),
    ("pins", "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", 6),
    ("kiwi", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", 5),
    ("pos4", "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1", 5),
    ("pos5", "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8", 4),
];

fn timed(f: impl FnOnce() -> u64) -> (u64, f64) {
    let t = Instant::now();
    let n = f();
    (n, t.elapsed().as_secs_f64().max(1e-9))
}

fn median(v: &mut [f64]) -> f64 {
    v.sort_by(f64::total_cmp);
    v[v.len() / 2]
}

fn main() -> Result<(), String> {
    let args: Vec<u32> = std::env::args()
        .skip(1)
        .map(|a| a.parse().map_err(|_| format!("not a number: {a}")))
        .collect::<Result<_, _>>()?;
    let rounds = args.first().copied().unwrap_or(3).max(1);
    let game = chess::game();
    println!("perft nodes/s, median of {rounds} rounds (runeboard, then shakmaty, in each round)");
    println!("{:<6} {:>5} {:>12} {:>14} {:>14} {:>8}", "pos", "depth", "nodes", "runeboard", "shakmaty", "ratio");
    for (i, &(name, fen, default_depth)) in POSITIONS.iter().enumerate() {
        let depth = args.get(1 + i).copied().unwrap_or(default_depth);
        let ours = game.parse_position(fen).map_err(|e| format!("{name}: {e}"))?.0;
        let theirs: Chess = Fen::from_ascii(fen.as_bytes())
            .map_err(|e| format!("{name}: {e}"))?
            .into_position(CastlingMode::Standard)
            .map_err(|e| format!("{name}: {e}"))?;
        let (mut a, mut b, mut r) = (Vec::new(), Vec::new(), Vec::new());
        let mut nodes = 0;
        for _ in 0..rounds {
            let (n1, t1) = timed(|| runeboard_engine::perft::perft(&game, &ours, depth));
            let (n2, t2) = timed(|| shakmaty::perft(&theirs, depth));
            if n1 != n2 {
                return Err(format!("{name} perft({depth}): runeboard {n1}, shakmaty {n2}"));
            }
            nodes = n1;
            a.push(n1 as f64 / t1);
            b.push(n2 as f64 / t2);
            r.push(t2 / t1);
        }
        let (a, b, r) = (median(&mut a), median(&mut b), median(&mut r));
        println!("{name:<6} {depth:>5} {nodes:>12} {:>12.1} M {:>12.1} M {r:>8.3}", a / 1e6, b / 1e6);
    }
    println!("ratio: runeboard's speed / shakmaty's (1 = as fast)");
    Ok(())
}
