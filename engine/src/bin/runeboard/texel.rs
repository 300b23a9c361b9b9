//! `runeboard texel` (self-play positions labelled with their results) and `runeboard tune GAME
//! --texel FILE` (the weights fitted to them by Texel's method): see `ai::texel` and docs/ai.md.

use std::io::{BufRead, Write};

use runeboard_engine::ai::texel::{self, SelfPlay};
use runeboard_engine::ai::Evaluate;
use runeboard_engine::with_game;

use super::{check_game, Args, Usage};

/// `runeboard texel GAME [--games N] [--nodes N] [--opening PLIES] [--max-plies N] [--seed N]`:
/// one line a kept position on standard output (`result<TAB>position text`).
pub fn collect(args: &[String]) -> Result<(), Usage> {
    let a = Args::parse(args, &["games", "nodes", "opening", "max-plies", "seed"])?;
    let [game] = a.rest.as_slice() else {
        return Err(Usage(
            "usage: runeboard texel GAME [--games N] [--nodes N] [--opening PLIES] [--max-plies N] [--seed N]".into(),
        ));
    };
    let id = check_game(game)?;
    let plan = SelfPlay {
        games: a.number("games", 100)?,
        nodes: a.number("nodes", 5000)?,
        opening_plies: a.number("opening", 8)?,
        max_plies: a.number("max-plies", 300)?,
        seed: a.number("seed", 1)?,
    };
    let stdout = std::io::stdout();
    let mut out = stdout.lock();
    let n = with_game!(id, g => texel::collect(&g, plan, &mut |text, result| {
        let _ = writeln!(out, "{}", texel::line(text, result));
    }));
    eprintln!("{id}: {n} positions from {} games at {} nodes a turn", plan.games, plan.nodes);
    Ok(())
}

/// `runeboard tune GAME --texel FILE [--check FILE] [--free NAME,NAME,…] [--rounds N]`: fit the
/// weights named (all but the king's and the unused ones by default) and print the fitted table;
/// with `--check`, also the error over that file's positions (held out of the fit) with the old
/// and the fitted weights.
pub fn tune(args: &[String]) -> Result<(), Usage> {
    let a = Args::parse(args, &["texel", "check", "free", "rounds", "table", "ridge", "steps", "centred"])?;
    let [game] = a.rest.as_slice() else {
        return Err(Usage(
            "usage: runeboard tune GAME --texel FILE [--check FILE] [--free NAME,…] [--rounds N] | --table OUT …"
                .into(),
        ));
    };
    let id = check_game(game)?;
    let file = a.get("texel").ok_or_else(|| Usage("--texel FILE is needed".into()))?;
    let lines = read_lines(file)?;
    let check = a.get("check").map(read_lines).transpose()?;
    let rounds: u32 = a.number("rounds", 20)?;
    let free = a.get("free").map(|f| f.split(',').map(str::trim).map(String::from).collect::<Vec<_>>());
    if let Some(out) = a.get("table") {
        let ridge: f64 =
            a.get("ridge").map_or(Ok(0.0), |r| r.parse().map_err(|_| Usage(format!("--ridge {r}: not a number"))))?;
        let steps: u32 = a.number("steps", 400)?;
        let centred_runs: usize = a.number("centred", 0)?;
        let how = |k| texel::TableFit { k, ridge, steps, centred_runs };
        return with_game!(id, g => table_in(g, &lines, check.as_deref(), out, &how));
    }
    with_game!(id, g => tune_in(g, &lines, check.as_deref(), free.as_deref(), rounds))
}

fn read_lines(file: &str) -> Result<Vec<String>, Usage> {
    let reader = std::fs::File::open(file).map_err(|e| Usage(format!("{file}: {e}")))?;
    Ok(std::io::BufReader::new(reader).lines().map_while(Result::ok).collect())
}

fn read_data<G: Evaluate>(game: &G, lines: &[String]) -> Result<Vec<(G::Pos, f64)>, Usage> {
    let mut data = Vec::with_capacity(lines.len());
    for (n, l) in lines.iter().enumerate() {
        let (result, text) =
            texel::parse_line(l).ok_or_else(|| Usage(format!("line {}: not `result<TAB>position`", n + 1)))?;
        let (pos, _) = game.parse_position(&text).map_err(|e| Usage(format!("line {}: {e}", n + 1)))?;
        data.push((pos, result));
    }
    Ok(data)
}

fn tune_in<G: Evaluate>(
    game: G,
    lines: &[String],
    check: Option<&[String]>,
    free: Option<&[String]>,
    rounds: u32,
) -> Result<(), Usage> {
    let data = read_data(&game, lines)?;
    let check = check.map(|c| read_data(&game, c)).transpose()?;
    let params = game.params();
    let start: Vec<i32> = params.iter().map(|p| p.value).collect();
    let free: Vec<usize> = match free {
        Some(names) => names
            .iter()
            .map(|n| {
                params
                    .iter()
                    .position(|p| p.name == n)
                    .ok_or_else(|| Usage(format!("{} has no weight '{n}'", game.id())))
            })
            .collect::<Result<_, _>>()?,
        None => (0..params.len()).filter(|&i| params[i].value != 0 && params[i].name != "king").collect(),
    };
    eprintln!("{}: {} positions, fitting {} weights", game.id(), data.len(), free.len());
    let fit = texel::fit(&game, &data, &start, &free, rounds, &mut |pass, e| eprintln!("pass {pass}: error {e:.6}"));
    println!(
        "{}: k = {:.4}, error {:.6} → {:.6} over {} positions",
        game.id(),
        fit.k,
        fit.before,
        fit.after,
        data.len()
    );
    if let Some(check) = &check {
        let (before, after) = texel::held_out(&game, check, &start, &fit);
        println!("held out: error {before:.6} → {after:.6} over {} positions", check.len());
    }
    for (p, (&old, &new)) in params.iter().zip(start.iter().zip(&fit.weights)) {
        let mark = if old == new { "" } else { "  (changed)" };
        println!("{:>16} {old:>6} → {new:>6}{mark}", p.name);
    }
    Ok(())
}

/// `runeboard tune GAME --texel FILE --table OUT [--check FILE] [--ridge R] [--steps N]
/// [--centred RUN]`: the game's piece-square table fitted by [`texel::fit_table`] as changes to
/// the table it has (none: the table itself), written to OUT as the table's Rust text, each entry
/// rounded; the errors before and after (and over `--check`'s positions) on standard output.
/// `--centred 64` holds each kind's cells to a mean of 0 ([`texel::TableFit::centred_runs`]).
fn table_in<G: Evaluate>(
    game: G,
    lines: &[String],
    check: Option<&[String]>,
    out: &str,
    how: &dyn Fn(f64) -> texel::TableFit,
) -> Result<(), Usage> {
    let data = read_data(&game, lines)?;
    let w: Vec<i32> = game.params().iter().map(|p| p.value).collect();
    let k = texel::fit_scale(&game, &data, &w);
    let no_table = || Usage(format!("{} has no table to fit", game.id()));
    let (size, samples) = texel::table_samples(&game, &data, &w).ok_or_else(no_table)?;
    eprintln!("{}: {} positions, {size} entries, k = {k:.4}", game.id(), samples.len());
    let delta = texel::fit_table(&samples, size, how(k));
    let rounded: Vec<f64> = delta.iter().map(|d| d.round()).collect();
    let zero = vec![0.0; size];
    println!(
        "{}: k = {k:.4}, error {:.6} → {:.6} (rounded {:.6}) over {} positions",
        game.id(),
        texel::table_error(&samples, &zero, k),
        texel::table_error(&samples, &delta, k),
        texel::table_error(&samples, &rounded, k),
        samples.len()
    );
    if let Some(check) = check {
        let check = read_data(&game, check)?;
        let (_, held) = texel::table_samples(&game, &check, &w).ok_or_else(no_table)?;
        println!(
            "held out: error {:.6} → {:.6} (rounded) over {} positions",
            texel::table_error(&held, &zero, k),
            texel::table_error(&held, &rounded, k),
            held.len()
        );
    }
    // As games/chess/pst.rs has it: per kind a comment, then its cells eight a line, rank 1 first.
    let layer = |l: usize| {
        let kinds = ["king", "queen", "rook", "bishop", "knight", "pawn"];
        let mut text = String::new();
        for (kind, name) in kinds.iter().enumerate() {
            text += &format!("        // {name}\n        [\n");
            for rank in rounded[l * 384 + kind * 64..][..64].chunks(8) {
                let cells: Vec<String> = rank.iter().map(|&v| format!("{:4}", v as i64)).collect();
                text += &format!("            {},\n", cells.join(", "));
            }
            text += "        ],\n";
        }
        text
    };
    let text = format!("Pst {{\n    opening: [\n{}    ],\n    endgame: [\n{}    ],\n}}\n", layer(0), layer(1));
    std::fs::write(out, text).map_err(|e| Usage(format!("{out}: {e}")))?;
    Ok(())
}
