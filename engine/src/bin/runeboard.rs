//! Command-line tool: `runeboard perft GAME DEPTH [POSITION]` prints perft's count on its last line;
//! `runeboard bench` reports perft speed per game in nodes per second.

use std::process::ExitCode;
use std::time::Instant;

use runeboard_engine::perft::{perft_by_id, BENCH};
use runeboard_engine::GameId;

const USAGE: &str = "usage: runeboard perft GAME DEPTH [POSITION]\n       runeboard bench";

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match args.first().map(String::as_str) {
        Some("perft") if args.len() == 3 || args.len() == 4 => {
            let Ok(depth) = args[2].parse::<u32>() else {
                eprintln!("DEPTH must be a whole number, not '{}'", args[2]);
                return ExitCode::from(2);
            };
            let id = match args[1].parse::<GameId>() {
                Ok(id) => id,
                Err(e) => {
                    eprintln!("{e}");
                    return ExitCode::from(2);
                }
            };
            let started = Instant::now();
            match perft_by_id(id, depth, args.get(3).map(String::as_str)) {
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
                            "{:<10} perft({depth}) = {n:>12}  {secs:>7.3} s  {:>12.0} nodes/s",
                            id.as_str(),
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
        _ => {
            eprintln!("{USAGE}");
            ExitCode::from(2)
        }
    }
}
