//! Orthodox-chess perft, Runeboard against shakmaty, in one process on the same positions (the
//! published positions of `docs/rules/README.md`, without castling rights: none of Runeboard's
//! games castles). Both count moves at the last ply. Each round times Runeboard then shakmaty on
//! every position; the figures are the medians over the rounds, and the ratio is taken round by
//! round (so that a machine whose speed drifts still compares like with like).
//!
//! `cargo run --release -p runeboard-bench --example vs_shakmaty [-- ROUNDS [DEPTH_START DEPTH_PIN]]`

use std::time::Instant;

use runeboard_engine::game::Game;
use runeboard_engine::games::chess;
use shakmaty::fen::Fen;
use shakmaty::{CastlingMode, Chess};

const POSITIONS: [(&str, &str, u32); 2] =
    [("start", chess::START, 6), ("pins", "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", 6)];

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
