//! Command-line tool: `runeboard perft GAME DEPTH [POSITION]` prints perft's count on its last line;
//! `runeboard bench` reports perft speed per game in nodes per second; `runeboard soak GAME PLIES
//! [SEED]` plays random legal games checking the engine's invariants on every position.

use std::process::ExitCode;
use std::time::Instant;

use runeboard_engine::perft::{perft_by_id, BENCH};

const USAGE: &str =
    "usage: runeboard perft GAME DEPTH [POSITION]\n       runeboard bench\n       runeboard soak GAME PLIES [SEED]";

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match args.first().map(String::as_str) {
        Some("perft") if args.len() == 3 || args.len() == 4 => {
            let Ok(depth) = args[2].parse::<u32>() else {
                eprintln!("DEPTH must be a whole number, not '{}'", args[2]);
                return ExitCode::from(2);
            };
            let started = Instant::now();
            match perft_by_id(&args[1], depth, args.get(3).map(String::as_str)) {
                Ok(n) => {
                    eprintln!("{} perft({depth}) in {:.3} s", args[1], started.elapsed().as_secs_f64());
                    println!("{n}");
                    ExitCode::SUCCESS
                }
                Err(e) => {
                    eprintln!("{e}");
                    ExitCode::from(2)
                }
            }
        }
        Some("bench") if args.len() == 1 => {
            for &(id, depth) in BENCH {
                let started = Instant::now();
                match perft_by_id(id, depth, None) {
                    Ok(n) => {
                        let secs = started.elapsed().as_secs_f64();
                        println!(
                            "{id:<10} perft({depth}) = {n:>12}  {secs:>7.3} s  {:>12.0} nodes/s",
                            n as f64 / secs.max(1e-9)
                        );
                    }
                    Err(e) => {
                        eprintln!("{id}: {e}");
                        return ExitCode::FAILURE;
                    }
                }
            }
            ExitCode::SUCCESS
        }
        Some("soak") if args.len() == 3 || args.len() == 4 => soak(&args[1], &args[2], args.get(3)),
        _ => {
            eprintln!("{USAGE}");
            ExitCode::from(2)
        }
    }
}

/// `runeboard soak GAME PLIES [SEED]`: one line with plies/s on success; the game, seed, ply,
/// position and broken invariant on stderr and exit status 1 on a violation.
fn soak(game: &str, plies: &str, seed: Option<&String>) -> ExitCode {
    let (Ok(plies), Ok(seed)) = (plies.parse::<u64>(), seed.map_or(Ok(1), |s| s.parse::<u64>())) else {
        eprintln!("PLIES and SEED must be whole numbers");
        return ExitCode::from(2);
    };
    match runeboard_engine::soak::soak_by_id(game, plies, seed) {
        Ok(r) => {
            println!(
                "soak {:<12} seed {seed}: {} plies in {} playouts ({} ended by the rules), {:.1} s, {:.0} plies/s: ok",
                r.game,
                r.plies,
                r.games,
                r.ended,
                r.seconds,
                r.plies_per_second()
            );
            ExitCode::SUCCESS
        }
        Err(runeboard_engine::soak::SoakError::UnknownGame(e)) => {
            eprintln!("{e}");
            ExitCode::from(2)
        }
        Err(runeboard_engine::soak::SoakError::Violation(v)) => {
            eprintln!("FAILED {v}");
            ExitCode::FAILURE
        }
    }
}
