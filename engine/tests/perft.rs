//! Perft figures of every game, from the data files beside the games' modules,
//! `engine/src/games/<module>/<game-id>.perft` (one per game of [`GameId::ALL`], in the folder of
//! the module its registry entry is grouped under; a game without one fails): published figures, the rules texts' counts, and
//! counts recorded from this engine for regression. Whether the counts agree with each game's
//! reference generator is tested beside the game's rules (`keltic.rs`, `tafl.rs`…).
//!
//! A file holds positions, each `id NAME`, then `position TEXT` (`start` for the game's start),
//! then its counts, `perft DEPTH NODES`; `#` starts a comment.

use std::path::{Path, PathBuf};

use runeboard_engine::perft::perft_by_id;
use runeboard_engine::GameId;

/// One position of a data file and its counts.
#[derive(Debug, PartialEq)]
struct Case {
    name: String,
    /// Position text; `None` for the game's start.
    position: Option<String>,
    /// (depth, nodes).
    counts: Vec<(u32, u64)>,
}

/// The games' modules, `engine/src/games`.
fn games_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("src/games")
}

/// Game `id`'s perft data file.
fn file_of(id: GameId) -> PathBuf {
    games_dir().join(id.module()).join(format!("{id}.perft"))
}

/// Every `.perft` file under `dir`.
fn perft_files(dir: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    for entry in std::fs::read_dir(dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display())) {
        let path = entry.expect("an entry").path();
        if path.is_dir() {
            out.extend(perft_files(&path));
        } else if path.extension().is_some_and(|e| e == "perft") {
            out.push(path);
        }
    }
    out
}

/// The positions of a data file; a malformed line is an error naming it.
fn parse(text: &str) -> Result<Vec<Case>, String> {
    let mut cases: Vec<Case> = Vec::new();
    for (n, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let bad = || format!("line {}: '{line}'", n + 1);
        let (key, rest) = line.split_once(' ').ok_or_else(bad)?;
        let rest = rest.trim();
        match key {
            "id" => cases.push(Case { name: rest.to_string(), position: None, counts: Vec::new() }),
            "position" => {
                let case = cases.last_mut().filter(|c| c.position.is_none() && c.counts.is_empty()).ok_or_else(bad)?;
                case.position = (rest != "start").then(|| rest.to_string());
            }
            "perft" => {
                let case = cases.last_mut().ok_or_else(bad)?;
                let (depth, nodes) = rest.split_once(' ').ok_or_else(bad)?;
                let depth: u32 = depth.parse().map_err(|_| bad())?;
                let nodes: u64 = nodes.trim().parse().map_err(|_| bad())?;
                case.counts.push((depth, nodes));
            }
            _ => return Err(bad()),
        }
    }
    match cases.iter().find(|c| c.counts.is_empty()) {
        Some(c) => Err(format!("the position '{}' has no counts", c.name)),
        None if cases.is_empty() => Err("no positions".into()),
        None => Ok(cases),
    }
}

/// Every count of game `id`'s data file, checked; the first wrong one is the error.
fn check_game(id: GameId) -> Result<usize, String> {
    let path = file_of(id);
    let text = std::fs::read_to_string(&path).map_err(|e| format!("no perft data {}: {e}", path.display()))?;
    let cases = parse(&text).map_err(|e| format!("{}: {e}", path.display()))?;
    let mut checked = 0;
    for case in &cases {
        for &(depth, nodes) in &case.counts {
            let got = perft_by_id(id, depth, case.position.as_deref()).map_err(|e| format!("{}: {e}", case.name))?;
            if got != nodes {
                return Err(format!("{}: perft({depth}) is {got}, the data file says {nodes}", case.name));
            }
            checked += 1;
        }
    }
    Ok(checked)
}

/// Each game's counts (games side by side, each on its own thread, as they were separate tests).
#[test]
fn perft_figures_of_every_game() {
    let results: Vec<(GameId, Result<usize, String>)> = std::thread::scope(|s| {
        let runs: Vec<_> = GameId::ALL.iter().map(|&id| (id, s.spawn(move || check_game(id)))).collect();
        runs.into_iter().map(|(id, run)| (id, run.join().unwrap_or_else(|_| Err("panicked".into())))).collect()
    });
    let failed: Vec<String> =
        results.iter().filter_map(|(id, r)| r.as_ref().err().map(|e| format!("{id}: {e}"))).collect();
    assert!(failed.is_empty(), "{}", failed.join("\n"));
    for (id, r) in &results {
        eprintln!("{id}: {} counts", r.as_ref().unwrap_or(&0));
    }
    // Every data file is a game's, in its module's folder.
    let files: Vec<PathBuf> = GameId::ALL.iter().map(|&id| file_of(id)).collect();
    for path in perft_files(&games_dir()) {
        assert!(files.contains(&path), "{} is no game's perft data file", path.display());
    }
}

#[test]
fn data_files_are_read_strictly() {
    let good = "# c\nid start\nposition start\nperft 1 20\n\nid other\nposition 8/8 w - - 0 1\nperft 2 3\n";
    assert_eq!(
        parse(good),
        Ok(vec![
            Case { name: "start".into(), position: None, counts: vec![(1, 20)] },
            Case { name: "other".into(), position: Some("8/8 w - - 0 1".into()), counts: vec![(2, 3)] },
        ])
    );
    for bad in ["perft 1 20", "id a\nperft x 20", "id a\nperft 1", "id a\nposition start", "id a", "", "oops 1"] {
        assert!(parse(bad).is_err(), "{bad:?} is refused");
    }
}
