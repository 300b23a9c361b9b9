//! The page's worker plays the search the command line plays (issue 42): the requests of
//! `tests/data/same-search.json` (the repository's root), each a whole-turn search or an analysis at
//! a fixed node count, with the thought each one gives, compared here natively field by field and in
//! Chromium by `tests/e2e/same-search.spec.ts`, which posts the same requests to the built worker.
//! A change to a search or an evaluation changes the file: `RUNEBOARD_BLESS=1 cargo test -p
//! runeboard-engine --release --test same_search` writes it again (then look at the diff).

use runeboard_engine::ai::protocol::{Request, Thought};
use runeboard_engine::ai::{think, StdClock};
use serde::{Deserialize, Serialize};

const FILE: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../tests/data/same-search.json");

#[derive(Serialize, Deserialize)]
struct Case {
    request: Request,
    thought: Thought,
}

/// A request at level 5 with `nodes` and time enough never to be the limit.
fn request(id: u32, game: &str, position: Option<&str>, turns: &[&str], nodes: u64, lines: u8) -> Request {
    Request {
        id,
        game: game.to_string(),
        position: position.map(str::to_string),
        turns: turns.iter().map(|t| t.to_string()).collect(),
        level: 5,
        movetime_ms: 600_000,
        seed: 3,
        lines,
        nodes: Some(nodes),
        ..Request::default()
    }
}

/// Every family, from its start or a few turns in; chess from the Ruy Lopez too, and an analysis.
fn requests() -> Vec<Request> {
    vec![
        request(1, "chess", None, &[], 150_000, 0),
        request(2, "chess", None, &["e4", "e5", "Nf3", "Nc6", "Bb5", "a6"], 150_000, 0),
        request(3, "keltic", None, &["e4", "d4"], 150_000, 0),
        request(4, "odins-rune", None, &[], 100_000, 0),
        request(5, "orphic", None, &[], 40_000, 0),
        request(6, "spindecision", None, &[], 100_000, 0),
        request(7, "beryl", None, &[], 100_000, 0),
        request(8, "tyr-11", None, &[], 15_000, 0),
        request(9, "odin-11", None, &[], 15_000, 0),
        request(10, "chess", None, &["d4", "d5", "c4", "e6", "Nc3", "Nf6"], 100_000, 3),
    ]
}

fn thought(req: &Request) -> Thought {
    think(req, Box::new(StdClock::new()), &mut |_| {}).unwrap_or_else(|e| panic!("request {}: {e}", req.id))
}

#[test]
fn the_file_holds_what_this_build_thinks() {
    if std::env::var_os("RUNEBOARD_BLESS").is_some() {
        let cases: Vec<Case> = requests().into_iter().map(|r| Case { thought: thought(&r), request: r }).collect();
        let text = serde_json::to_string_pretty(&cases).expect("cases serialise") + "\n";
        std::fs::write(FILE, text).expect("the file is written");
    }
    let text = std::fs::read_to_string(FILE).expect("tests/data/same-search.json is there");
    let cases: Vec<Case> = serde_json::from_str(&text).expect("the file reads");
    // The file asks what this test asks (a request added here and not blessed fails).
    assert_eq!(cases.iter().map(|c| c.request.clone()).collect::<Vec<_>>(), requests());
    for case in &cases {
        let now = thought(&case.request);
        assert_eq!(
            now, case.thought,
            "request {} ({}): this build thinks otherwise than the file (a search change? bless it: see the top)",
            case.request.id, case.request.game
        );
    }
}
