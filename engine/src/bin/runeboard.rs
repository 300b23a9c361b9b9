//! Command-line tool:
//! - `runeboard perft GAME DEPTH [POSITION]` prints perft's count on its last line;
//! - `runeboard games` prints every game id, one a line, in the registry's order;
//! - `runeboard bench` reports perft speed and search speed (nodes/s, depth reached in 1 s) per game;
//! - `runeboard ai GAME [--position TEXT] [--movetime MS] [--level N] [--seed N] [--nodes N] [TURN ...]`
//!   plays the turns, then prints the computer's chosen turn alone on the last line (`--nodes`: a
//!   budget of N nodes instead of the time; `--clock-left MS --inc MS [--fixed-share | --managed]`:
//!   under a game clock with MS left and that increment, instead of `--movetime`, a fixed share of
//!   it or the time managed, `ai::timing`; the fixed share by default);
//! - `runeboard analyse GAME [--position TEXT] [--lines N] [--movetime MS | --depth D] [TURN ...]`
//!   plays the turns, then analyses the position: after every depth a line on standard error, then
//!   the N best turns (3 by default), one a line: rank, score, wins-in, chance to win, the line;
//! - `runeboard review GAME [--position TEXT] [--movetime MS | --nodes N] TURN ...` judges every turn
//!   (best, good, inaccuracy, mistake, blunder), with the better turn for each marked one, then a
//!   summary per player;
//! - `runeboard calibrate GAME [--games N] [--nodes N] [--opening PLIES] [--max-plies N] [--seed N]`
//!   plays the search against itself at N nodes a turn and fits the game's chance-to-win scale to
//!   the positions' scores and the games' results (docs/ai.md);
//! - `runeboard match GAME --a PLAYER --b PLAYER --games N [--movetime MS] [--seed N]` plays a match
//!   with colours alternating and prints the score (a PLAYER is a level 1–5 or `mcts`); `--opening N`
//!   random plies start each pair (2), `--balanced D` draws them again while a search to depth D
//!   finds a forced win for either side (0: never; the default is the game's own, 7 in spIndecision);
//!   a PLAYER may also be the path of another `runeboard` binary (`PATH` or `PATH@LEVEL`, level 5 by
//!   default), asked for each turn through its `ai` command; `--nodes N` gives both players N
//!   nodes a move instead of the time, so the games do not depend on the machine's load;
//!   `--position TEXT` starts every game (and its opening) from that position, passed on to an
//!   outside binary as its `--position` (an older chess build that knows no castling plays from
//!   the start without castling rights, `… w - - 0 1`); `--clock BASE_MS+INC_MS` gives each player
//!   a clock instead of a time per move (a player out of time loses; an outside binary is told its
//!   time with `--clock-left MS --inc MS`, and `PATH@LEVEL+fixed-share` or `PATH@LEVEL+managed`
//!   adds `--fixed-share` or `--managed`);
//! - `runeboard match GAME --a NEW --b OLD --sprt ELO0 ELO1 [--games MAX] …` plays pairs of games
//!   until a sequential probability ratio test (α = β = 0.05) accepts H1 (NEW is ELO1 stronger) or
//!   H0 (ELO0), or MAX games (1000) are played; prints the verdict, W/D/L and an Elo estimate;
//! - `runeboard tune GAME --param NAME --values V,V,… [--depth D] [--games N] [--movetime MS]` plays
//!   the evaluation with each value of one weight against the default weights;
//! - `runeboard texel GAME [--games N] [--nodes N] …` prints self-play positions labelled with their
//!   results, and `runeboard tune GAME --texel FILE` fits the evaluation's weights to them (Texel's
//!   method, `ai::texel`);
//! - `runeboard puzzles GAME --games N --out FILE [--seed S] [--nodes K] [--verify-nodes V]
//!   [--max-plies N] [--until COUNT]` mines puzzles from N self-play games (`puzzles::mine`, docs/puzzles.md): the
//!   players and the finder search K nodes a turn (20 000), each candidate is verified with V
//!   (8 × K), and mining stops early once COUNT new puzzles are found; FILE's puzzles, when it exists, are kept and the new ones added after them;
//!   `runeboard puzzles GAME --verify FILE [--nodes K]` searches each puzzle of FILE again with K
//!   nodes and counts how many that search agrees with;
//! - `runeboard uci` speaks UCI on standard input and output for orthodox chess: each `go` is the
//!   page's request for the computer's turn, at level 5 unless `setoption name Level` says otherwise
//!   (`runeboard/uci.rs`; the outside yardstick `scripts/yardstick` plays it against Stockfish);
//! - `runeboard soak GAME PLIES [SEED]` plays random legal games checking the engine's invariants
//!   on every position (docs/reliability.md); a violation exits with status 1.
//!
//! A bad game id, position, turn or argument: a message on standard error and exit status 2.

#[path = "runeboard/texel.rs"]
mod texel;
#[cfg(feature = "chess")]
#[path = "runeboard/uci.rs"]
mod uci;

use std::process::ExitCode;
use std::time::Instant;

use runeboard_engine::ai::matches::{play_match, play_match_clocked, GameReport, MatchConfig, Player, Score};
use runeboard_engine::ai::sprt::{Sprt, Verdict, Wdl};
use runeboard_engine::ai::timing::{TimeControl, TimeUse, DEFAULT_TIME_USE};
use runeboard_engine::ai::{self, Clock, Evaluate, Level, Limits, Request, Rng, Searcher, StdClock, TT_BITS};
use runeboard_engine::perft::{perft_by_id, BENCH};
use runeboard_engine::{with_game, Game, GameId, Session};

const USAGE: &str = "usage: runeboard perft GAME DEPTH [POSITION]
       runeboard games
       runeboard bench
       runeboard ai GAME [--position TEXT] [--movetime MS] [--level N] [--seed N] [--nodes N] [TURN ...]
                    [--clock-left MS --inc MS [--fixed-share | --managed]]
       runeboard analyse GAME [--position TEXT] [--lines N] [--movetime MS | --depth D] [TURN ...]
       runeboard review GAME [--position TEXT] [--movetime MS | --nodes N] TURN ...
       runeboard calibrate GAME [--games N] [--nodes N] [--opening PLIES] [--max-plies N] [--seed N]
       runeboard match GAME --a PLAYER --b PLAYER --games N [--movetime MS] [--nodes N] [--seed N]
                       [--max-plies N] [--opening PLIES] [--balanced DEPTH] [--sprt ELO0 ELO1]
                       [--position TEXT] [--clock BASE_MS+INC_MS]
       runeboard tune GAME --param NAME --values V,V,... [--depth D] [--games N] [--movetime MS] [--seed N]
       runeboard texel GAME [--games N] [--nodes N] [--opening PLIES] [--max-plies N] [--seed N]
       runeboard tune GAME --texel FILE [--check FILE] [--free NAME,NAME,...] [--rounds N]
       runeboard tune GAME --texel FILE --table OUT [--check FILE] [--ridge R] [--steps N] [--centred RUN]
       runeboard puzzles GAME --games N --out FILE [--seed S] [--nodes K] [--verify-nodes V] [--max-plies N]
                         [--until COUNT]
       runeboard puzzles GAME --verify FILE [--nodes K]
       runeboard uci
       runeboard soak GAME PLIES [SEED]
PLAYER is a level 1-5, mcts, or the path of a runeboard binary (PATH, PATH@LEVEL or
PATH@LEVEL+fixed-share or PATH@LEVEL+managed: how it spends its time under --clock).
With --sprt, --games is the most games to play (1000 by default).
With --nodes, every search stops after N nodes and the time is no limit.";

/// A usage error: the message, shown with exit status 2.
struct Usage(String);

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let result = match args.first().map(String::as_str) {
        Some("perft") => perft(&args[1..]),
        Some("games") if args.len() == 1 => {
            GameId::ALL.iter().for_each(|id| println!("{id}"));
            Ok(())
        }
        Some("bench") if args.len() == 1 => bench(),
        Some("ai") => think(&args[1..]),
        Some("analyse" | "analyze") => analyse(&args[1..]),
        Some("review") => review(&args[1..]),
        Some("calibrate") => calibrate(&args[1..]),
        Some("match") => run_match(&args[1..]),
        Some("tune") if args.iter().any(|a| a == "--texel") => texel::tune(&args[1..]),
        Some("tune") => tune(&args[1..]),
        Some("texel") => texel::collect(&args[1..]),
        Some("puzzles") => puzzles(&args[1..]),
        #[cfg(feature = "chess")]
        Some("uci") => uci::run(&args[1..]),
        Some("soak") if (3..=4).contains(&args.len()) => return soak(&args[1], &args[2], args.get(3)),
        _ => Err(Usage(USAGE.to_string())),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(Usage(msg)) => {
            eprintln!("{msg}");
            ExitCode::from(2)
        }
    }
}

/// Options `--name value` and the other (positional) arguments, in order.
struct Args {
    options: Vec<(String, String)>,
    rest: Vec<String>,
}

impl Args {
    fn parse(args: &[String], known: &[&str]) -> Result<Args, Usage> {
        let mut options = Vec::new();
        let mut rest = Vec::new();
        let mut it = args.iter();
        while let Some(a) = it.next() {
            if let Some(name) = a.strip_prefix("--") {
                if !known.contains(&name) {
                    return Err(Usage(format!("unknown option --{name}\n{USAGE}")));
                }
                // The options without a value.
                if name == "fixed-share" || name == "managed" {
                    options.push((name.to_string(), String::new()));
                    continue;
                }
                let value = it.next().ok_or_else(|| Usage(format!("--{name} needs a value")))?;
                let value = if name == "sprt" {
                    let second = it.next().ok_or_else(|| Usage("--sprt needs two values: ELO0 ELO1".into()))?;
                    format!("{value} {second}")
                } else {
                    value.clone()
                };
                options.push((name.to_string(), value));
            } else {
                rest.push(a.clone());
            }
        }
        Ok(Args { options, rest })
    }

    fn get(&self, name: &str) -> Option<&str> {
        self.options.iter().rev().find(|(n, _)| n == name).map(|(_, v)| v.as_str())
    }

    fn number<T: std::str::FromStr>(&self, name: &str, default: T) -> Result<T, Usage> {
        match self.get(name) {
            None => Ok(default),
            Some(v) => v.parse().map_err(|_| Usage(format!("--{name} must be a number, not '{v}'"))),
        }
    }
}

fn check_game(id: &str) -> Result<GameId, Usage> {
    id.parse().map_err(|_| {
        let ids: Vec<&str> = GameId::ALL.iter().map(|g| g.as_str()).collect();
        Usage(format!("unknown game '{id}': the games are {}", ids.join(", ")))
    })
}

fn perft(args: &[String]) -> Result<(), Usage> {
    if !(2..=3).contains(&args.len()) {
        return Err(Usage(USAGE.to_string()));
    }
    let depth: u32 = args[1].parse().map_err(|_| Usage(format!("DEPTH must be a whole number, not '{}'", args[1])))?;
    let started = Instant::now();
    let id = check_game(&args[0])?;
    let n = perft_by_id(id, depth, args.get(2).map(String::as_str)).map_err(|e| Usage(e.to_string()))?;
    eprintln!("{} perft({depth}) in {:.3} s", args[0], started.elapsed().as_secs_f64());
    println!("{n}");
    Ok(())
}

fn bench() -> Result<(), Usage> {
    println!("perft:");
    for &(id, depth) in BENCH {
        let started = Instant::now();
        let n = perft_by_id(id, depth, None).map_err(|e| Usage(format!("{id}: {e}")))?;
        let secs = started.elapsed().as_secs_f64();
        println!("  {id:<13} perft({depth}) = {n:>12}  {secs:>7.3} s  {:>12.0} nodes/s", n as f64 / secs.max(1e-9));
    }
    println!("search (level 5, 1 s from the start position):");
    for id in GameId::ALL {
        let (nodes, depth, secs) = with_game!(id, g => search_bench(g));
        println!(
            "  {:<13} depth {depth:>2}  {nodes:>10} nodes  {secs:>6.3} s  {:>10.0} nodes/s",
            id.as_str(),
            nodes as f64 / secs.max(1e-9)
        );
    }
    Ok(())
}

fn search_bench<G: Evaluate>(game: G) -> (u64, u32, f64) {
    let session = Session::new(game.clone());
    let mut searcher = Searcher::new(game, TT_BITS, Box::new(StdClock::new()));
    let limits = Limits { depth: 64, movetime_ms: Some(1000.0), nodes: None, margin: 0 };
    let started = Instant::now();
    let info = searcher.search_session(&session, limits, &mut Rng::new(1), &mut |_| {});
    let secs = started.elapsed().as_secs_f64();
    info.map_or((0, 0, secs), |i| (i.nodes, i.depth, secs))
}

fn think(args: &[String]) -> Result<(), Usage> {
    let a = Args::parse(
        args,
        &["position", "movetime", "level", "seed", "nodes", "clock-left", "inc", "fixed-share", "managed"],
    )?;
    let (game, turns) = a.rest.split_first().ok_or_else(|| Usage(USAGE.to_string()))?;
    let id = check_game(game)?;
    let level: u8 = a.number("level", ai::DEFAULT_LEVEL)?;
    let lv = Level::get(level).ok_or_else(|| Usage(format!("there is no level {level}: the levels are 1 to 5")))?;
    if a.get("clock-left").is_some() {
        let left: f64 = a.number("clock-left", 0.0)?;
        let inc: f64 = a.number("inc", 0.0)?;
        if !(left.is_finite() && inc.is_finite() && left > 0.0 && inc >= 0.0) {
            return Err(Usage("--clock-left must be above 0 and --inc at least 0".into()));
        }
        let time_use = match (a.get("fixed-share"), a.get("managed")) {
            (Some(_), Some(_)) => return Err(Usage("--fixed-share or --managed, not both".into())),
            (Some(_), None) => TimeUse::FixedShare,
            (None, Some(_)) => TimeUse::Managed,
            (None, None) => DEFAULT_TIME_USE,
        };
        let seed: u64 = a.number("seed", 1)?;
        let position = a.get("position");
        let stop = Stop::Clock { left, inc, time_use };
        return with_game!(id, g => think_until(g, position, turns, lv, seed, stop));
    }
    if a.get("inc").is_some() || a.get("fixed-share").is_some() || a.get("managed").is_some() {
        return Err(Usage("--inc, --fixed-share and --managed go with --clock-left MS".into()));
    }
    if a.get("nodes").is_some() {
        let nodes: u64 = a.number("nodes", 0)?;
        let seed: u64 = a.number("seed", 1)?;
        let position = a.get("position");
        return with_game!(id, g => think_until(g, position, turns, lv, seed, Stop::Nodes(nodes)));
    }
    let req = Request {
        id: 0,
        game: game.clone(),
        position: a.get("position").map(str::to_string),
        turns: turns.to_vec(),
        level,
        movetime_ms: a.number("movetime", 2000)?,
        seed: a.number("seed", 1)?,
        ..Request::default()
    };
    let thought = ai::think(&req, Box::new(StdClock::new()), &mut |t| {
        eprintln!("depth {:>2}  score {:>7}  nodes {:>9}  {}", t.depth, t.score, t.nodes, t.line.join(" "));
    })
    .map_err(|e| Usage(e.to_string()))?;
    println!("{}", thought.notation);
    Ok(())
}

/// A whole number within `range`, or a usage error naming the option.
fn bounded<T>(a: &Args, name: &str, default: T, range: std::ops::RangeInclusive<T>) -> Result<T, Usage>
where
    T: std::str::FromStr + PartialOrd + std::fmt::Display + Copy,
{
    let v = a.number(name, default)?;
    if !range.contains(&v) {
        return Err(Usage(format!("--{name} must be from {} to {}, not {v}", range.start(), range.end())));
    }
    Ok(v)
}

/// A score as people read it: a forced result as "wins in N" / "loses in N", else pawns.
fn score_text(line: &ai::Line) -> String {
    match line.wins_in {
        Some(n) if n > 0 => format!("wins in {n}"),
        Some(n) => format!("loses in {}", -n),
        None => format!("{:+.2}", f64::from(line.score) / 100.0),
    }
}

fn analyse(args: &[String]) -> Result<(), Usage> {
    let a = Args::parse(args, &["position", "lines", "movetime", "depth"])?;
    let (game, turns) = a.rest.split_first().ok_or_else(|| Usage(USAGE.to_string()))?;
    check_game(game)?;
    if a.get("movetime").is_some() && a.get("depth").is_some() {
        return Err(Usage("--movetime and --depth: give one or the other".into()));
    }
    let lines: u8 = bounded(&a, "lines", 3, 1..=32)?;
    let depth = a.get("depth").map(|_| bounded(&a, "depth", 1, 1..=64)).transpose()?;
    let movetime: u32 = if depth.is_some() { 0 } else { bounded(&a, "movetime", 2000, 1..=86_400_000)? };
    let req = Request {
        game: game.clone(),
        position: a.get("position").map(str::to_string),
        turns: turns.to_vec(),
        level: ai::DEFAULT_LEVEL,
        movetime_ms: movetime,
        lines,
        depth,
        ..Request::default()
    };
    let thought = ai::think(&req, Box::new(StdClock::new()), &mut |t| {
        let best = t.lines.first().map(score_text).unwrap_or_default();
        eprintln!("depth {:>2}  nodes {:>9}  {best:>10}  {}", t.depth, t.nodes, t.line.join(" "));
    })
    .map_err(|e| Usage(e.to_string()))?;
    println!("depth {} nodes {}", thought.depth, thought.nodes);
    for (i, l) in thought.lines.iter().enumerate() {
        println!(
            "{}. {:>10}  score {:>8}  chance {:>5.1}%  {}",
            i + 1,
            score_text(l),
            l.score,
            f64::from(l.chance) / 10.0,
            l.line.join(" ")
        );
    }
    Ok(())
}

fn review(args: &[String]) -> Result<(), Usage> {
    let a = Args::parse(args, &["position", "movetime", "nodes"])?;
    let (game, turns) = a.rest.split_first().ok_or_else(|| Usage(USAGE.to_string()))?;
    let id = check_game(game)?;
    if turns.is_empty() {
        return Err(Usage("review: give the game's turns\n".to_string() + USAGE));
    }
    if a.get("movetime").is_some() && a.get("nodes").is_some() {
        return Err(Usage("--movetime and --nodes: give one or the other".into()));
    }
    let nodes = a.get("nodes").map(|_| bounded(&a, "nodes", 1, 1..=u64::MAX)).transpose()?;
    let movetime: u32 = if nodes.is_some() { 0 } else { bounded(&a, "movetime", 500, 1..=86_400_000)? };
    let req = Request {
        game: game.clone(),
        position: a.get("position").map(str::to_string),
        turns: turns.to_vec(),
        level: ai::DEFAULT_LEVEL,
        movetime_ms: movetime,
        nodes,
        review: true,
        ..Request::default()
    };
    let review = ai::review_game(&req, Box::new(StdClock::new()), &mut |done, of| {
        eprintln!("analysed {done} of {of}");
    })
    .map_err(|e| Usage(e.to_string()))?;
    let players = with_game!(id, g => runeboard_engine::Game::players(&g));
    for t in &review.turns {
        let better =
            t.best.as_ref().map(|b| format!("  better {} ({})", b.notation, b.line.join(" "))).unwrap_or_default();
        println!(
            "{:>3}. {:<8} {:<10} {:<10} {:>5.1}% -> {:>5.1}%{better}",
            t.ply + 1,
            players.get(usize::from(t.player)).copied().unwrap_or("?"),
            t.played,
            t.mark.as_str(),
            f64::from(t.chance_before) / 10.0,
            f64::from(t.chance_after) / 10.0,
        );
    }
    for (i, s) in review.players.iter().enumerate() {
        println!(
            "{}: {} turns, {} inaccuracies, {} mistakes, {} blunders, accuracy {}",
            players.get(i).copied().unwrap_or("?"),
            s.turns,
            s.inaccuracies,
            s.mistakes,
            s.blunders,
            s.accuracy
        );
    }
    Ok(())
}

fn calibrate(args: &[String]) -> Result<(), Usage> {
    use runeboard_engine::ai::calibrate::{bands, fit, log_loss, self_play, SelfPlay};
    let a = Args::parse(args, &["games", "nodes", "opening", "max-plies", "seed"])?;
    let [game] = a.rest.as_slice() else { return Err(Usage(USAGE.to_string())) };
    let id = check_game(game)?;
    let cfg = SelfPlay {
        games: bounded(&a, "games", 20, 1..=100_000)?,
        nodes: bounded(&a, "nodes", 3000, 1..=u64::MAX)?,
        opening_plies: a.number("opening", 4)?,
        max_plies: bounded(&a, "max-plies", 300, 1..=100_000)?,
        seed: a.number("seed", 1)?,
    };
    let started = Instant::now();
    let samples = with_game!(id, g => self_play(g, &cfg, &std_clock, &mut |n, plies, result| {
        eprintln!("game {n:>4}: {result} after {plies} plies");
    }));
    if samples.is_empty() {
        return Err(Usage(format!("{game}: the games gave no positions to fit")));
    }
    let scale = fit(&samples);
    let now = ai::analysis::chance_scale(id);
    println!(
        "{game}: {} games at {} nodes a turn ({} random opening plies, cap {} plies), {} positions, {:.0} s",
        cfg.games,
        cfg.nodes,
        cfg.opening_plies,
        cfg.max_plies,
        samples.len(),
        started.elapsed().as_secs_f64()
    );
    println!(
        "{game}: scale {scale:.0}: log-loss {:.4} (the engine's {now:.0}: {:.4}; a coin: {:.4})",
        log_loss(&samples, scale),
        log_loss(&samples, now),
        std::f64::consts::LN_2
    );
    for (p, y, n) in bands(&samples, scale) {
        println!("  predicted {:>5.1}%  scored {:>5.1}%  {n:>6} positions", 100.0 * p, 100.0 * y);
    }
    Ok(())
}

fn puzzles(args: &[String]) -> Result<(), Usage> {
    use runeboard_engine::puzzles::{self, mine};
    let a = Args::parse(args, &["games", "out", "seed", "nodes", "verify-nodes", "max-plies", "verify", "until"])?;
    let [game] = a.rest.as_slice() else { return Err(Usage(USAGE.to_string())) };
    let id = check_game(game)?;
    let started = Instant::now();
    if let Some(file) = a.get("verify") {
        let text = std::fs::read_to_string(file).map_err(|e| Usage(format!("{file}: {e}")))?;
        let list = puzzles::parse(&text).map_err(|e| Usage(format!("{file}: {e}")))?;
        let list: Vec<_> = list.into_iter().filter(|p| p.game == id).collect();
        let nodes = bounded(&a, "nodes", 1_000_000, 1..=u64::MAX)?;
        let criteria = mine::Criteria::default();
        let seen = mine::verify_by_id(id, &list, nodes, &criteria, &std_clock, &mut |p, agreement| {
            if !agreement.unique {
                eprintln!("{}: best turn the same: {}, still the only winning one: no", p.id, agreement.same_best);
            }
        });
        let same = seen.iter().filter(|a| a.same_best).count();
        let unique = seen.iter().filter(|a| a.unique).count();
        println!(
            "{game}: {} puzzles searched again at {nodes} nodes in {:.0} s: the same best turn in {same}, \
             still the only winning turn by the margin in {unique}",
            list.len(),
            started.elapsed().as_secs_f64()
        );
        return Ok(());
    }
    let out = a.get("out").ok_or_else(|| Usage("puzzles: --out FILE is needed (or --verify FILE)".into()))?;
    let nodes = bounded(&a, "nodes", 5_000, 100..=u64::MAX)?;
    let mut cfg = mine::MineConfig::new(bounded(&a, "games", 10, 1..=1_000_000)?, a.number("seed", 1)?, nodes);
    cfg.verify_nodes = bounded(&a, "verify-nodes", nodes.saturating_mul(8), 100..=u64::MAX)?;
    cfg.max_plies = bounded(&a, "max-plies", cfg.max_plies, 1..=100_000)?;
    cfg.until = a.get("until").map(|_| bounded(&a, "until", 1, 1..=1_000_000)).transpose()?;
    let existing = match std::fs::read_to_string(out) {
        Ok(text) => Some(text),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => None,
        Err(e) => return Err(Usage(format!("{out}: {e}"))),
    };
    let header = format!(
        "Runeboard puzzles: {} ({id}), mined by the engine from its own games (docs/puzzles.md).\n\
         More: runeboard puzzles {id} --games N --out THIS_FILE --seed S [--nodes K] (a new seed adds new ones).",
        id.name()
    );
    // The file is written again after every game that found a puzzle, so a run stopped early keeps
    // what it found.
    let mut so_far = match &existing {
        Some(text) => puzzles::parse(text).map_err(|e| Usage(format!("{out}: {e}")))?,
        None => Vec::new(),
    };
    let mut write_error = None;
    let mined = mine::mine_more(id, &cfg, existing.as_deref(), &std_clock, &mut |stats, found| {
        eprintln!(
            "game {:>4}: {:>4} puzzles after {:>6} plies, {:>5} candidates, {:.0} s{}",
            stats.games,
            stats.found,
            stats.plies,
            stats.candidates,
            started.elapsed().as_secs_f64(),
            found.iter().map(|p| format!("\n  {} {}", p.id, p.solution.join(" "))).collect::<String>()
        );
        if !found.is_empty() {
            so_far.extend(found.iter().cloned());
            if let Err(e) = std::fs::write(out, puzzles::write(&header, &so_far)) {
                write_error = Some(e);
            }
        }
    })
    .map_err(|e| Usage(format!("{out}: {e}")))?;
    if let Some(e) = write_error {
        return Err(Usage(format!("{out}: {e}")));
    }
    std::fs::write(out, puzzles::write(&header, &mined.puzzles)).map_err(|e| Usage(format!("{out}: {e}")))?;
    let secs = started.elapsed().as_secs_f64();
    let rejected: Vec<String> = mined.stats.rejected.iter().map(|(n, k)| format!("{n} {k}")).collect();
    println!(
        "{game}: {} new puzzles ({} in {out}) from {} games, {} plies, {} candidates ({}), seed {}, {} / {} nodes, \
         {secs:.0} s, {:.1} s a puzzle",
        mined.new,
        mined.puzzles.len(),
        mined.stats.games,
        mined.stats.plies,
        mined.stats.candidates,
        rejected.join(", "),
        cfg.seed,
        cfg.nodes,
        cfg.verify_nodes,
        secs / mined.new.max(1) as f64
    );
    Ok(())
}

/// What stops `runeboard ai`'s search besides its level's depth.
enum Stop {
    /// `--nodes N`: a budget of N nodes, not the time, so that the same turns, seed and budget
    /// always give the same turn.
    Nodes(u64),
    /// `--clock-left MS --inc MS [--fixed-share | --managed]`: a game clock
    /// ([`Searcher::search_clocked`]).
    Clock { left: f64, inc: f64, time_use: TimeUse },
}

/// `runeboard ai` with a node budget or under a game clock: the search's iterations on standard
/// error, its turn on the last line.
fn think_until<G: Evaluate>(
    game: G,
    position: Option<&str>,
    turns: &[String],
    level: Level,
    seed: u64,
    stop: Stop,
) -> Result<(), Usage> {
    let session = ai::replay(game.clone(), position, turns).map_err(|e| Usage(e.to_string()))?;
    let mut searcher = Searcher::new(game, TT_BITS, Box::new(StdClock::new()));
    let limits = Limits { depth: level.depth, movetime_ms: None, nodes: None, margin: level.margin };
    let (rng, progress) = (&mut Rng::new(seed), &mut |i: &ai::SearchInfo<G::Move>| {
        let t = ai::describe(&session, i);
        eprintln!("depth {:>2}  score {:>7}  nodes {:>9}  {}", t.depth, t.score, t.nodes, t.line.join(" "));
    });
    let info = match stop {
        Stop::Nodes(n) => searcher.search_session(&session, Limits { nodes: Some(n.max(1)), ..limits }, rng, progress),
        Stop::Clock { left, inc, time_use } => {
            searcher.search_clocked(&session, limits, left, inc, time_use, rng, progress)
        }
    }
    .ok_or_else(|| Usage(ai::AiError::GameOver.to_string()))?;
    println!("{}", ai::describe(&session, &info).notation);
    Ok(())
}

fn player(text: &str) -> Result<Player, Usage> {
    if text == "mcts" {
        return Ok(Player::Mcts);
    }
    if text.contains('/') {
        let (text, time_use) = match [TimeUse::FixedShare, TimeUse::Managed]
            .into_iter()
            .find_map(|t| Some((text.strip_suffix(&format!("+{}", t.name()))?, Some(t))))
        {
            Some(found) => found,
            None => (text, None),
        };
        let (path, level) = match text.rsplit_once('@') {
            Some((path, level)) => (path, level.parse::<u8>().ok().and_then(Level::get)),
            None => (text, Level::get(5)),
        };
        let level = level.ok_or_else(|| Usage(format!("'{text}': the level after @ is 1 to 5")))?;
        if !std::path::Path::new(path).is_file() {
            return Err(Usage(format!("there is no runeboard binary at '{path}'")));
        }
        return Ok(Player::Engine { path: path.to_string(), level: level.number, time_use });
    }
    match text.parse::<u8>().ok().and_then(Level::get) {
        Some(l) => Ok(Player::Level(l.number)),
        None => Err(Usage(format!("a player is a level 1-5, mcts or the path of a runeboard binary, not '{text}'"))),
    }
}

fn config(a: &Args, games: u32) -> Result<MatchConfig, Usage> {
    Ok(MatchConfig {
        games: a.number("games", games)?,
        movetime_ms: a.number("movetime", 200.0)?,
        max_plies: a.number("max-plies", 300)?,
        opening_plies: a.number("opening", 2)?,
        balance_depth: a.get("balanced").map(|_| a.number("balanced", 0)).transpose()?,
        seed: a.number("seed", 1)?,
    })
}

fn std_clock() -> Box<dyn Clock> {
    Box::new(StdClock::new())
}

fn report(n: u32, g: &GameReport, s: &Score) {
    let tries = if g.opening_tries > 1 { format!(" (opening drawn {} times)", g.opening_tries) } else { String::new() };
    eprintln!(
        "game {n:>3}: A {} first, {} after {} plies; A {:.1} - B {:.1}{tries}",
        if g.a_first { "moves" } else { "does not move" },
        g.result,
        g.plies,
        s.a,
        s.b
    );
}

fn run_match(args: &[String]) -> Result<(), Usage> {
    let a = Args::parse(
        args,
        &[
            "a",
            "b",
            "games",
            "movetime",
            "nodes",
            "seed",
            "max-plies",
            "opening",
            "balanced",
            "sprt",
            "position",
            "clock",
        ],
    )?;
    let [game] = a.rest.as_slice() else { return Err(Usage(USAGE.to_string())) };
    let id = check_game(game)?;
    let pa = player(a.get("a").ok_or_else(|| Usage("--a PLAYER is needed".into()))?)?;
    let pb = player(a.get("b").ok_or_else(|| Usage("--b PLAYER is needed".into()))?)?;
    let nodes: Option<u64> = a.get("nodes").map(|_| a.number("nodes", 1)).transpose()?;
    let position = a.get("position");
    let tc = match a.get("clock") {
        Some(text) => Some(
            TimeControl::parse(text)
                .ok_or_else(|| Usage(format!("--clock is BASE_MS+INC_MS (2000+50), not '{text}'")))?,
        ),
        None => None,
    };
    if let Some(bounds) = a.get("sprt") {
        let test = sprt_of(bounds)?;
        let cfg = config(&a, 1000)?;
        return with_game!(id, g => run_sprt(first_session(g, position)?, game, pa, pb, &cfg, nodes, tc, test));
    }
    let cfg = config(&a, 10)?;
    let (name_a, name_b) = (pa.to_string(), pb.to_string());
    let score = with_game!(id, g => play_match_clocked(first_session(g, position)?, pa, pb, &cfg, nodes, tc, &std_clock, &mut |n, r, s| {
        report(n, r, s);
        true
    }));
    println!(
        "{game}: A ({name_a}) {:.1} - B ({name_b}) {:.1} in {} games: A scores {:.1}%",
        score.a,
        score.b,
        score.games,
        100.0 * score.a_share()
    );
    Ok(())
}

/// The test of `--sprt ELO0 ELO1`.
fn sprt_of(bounds: &str) -> Result<Sprt, Usage> {
    let elo: Vec<f64> = bounds
        .split(' ')
        .map(|v| v.parse::<f64>().ok().filter(|e| e.is_finite()))
        .collect::<Option<_>>()
        .ok_or_else(|| Usage(format!("--sprt ELO0 ELO1 must be two numbers, not '{bounds}'")))?;
    match elo.as_slice() {
        &[e0, e1] if e0 < e1 => Ok(Sprt::new(e0, e1)),
        _ => Err(Usage(format!("--sprt ELO0 ELO1: ELO0 must be below ELO1, not '{bounds}'"))),
    }
}

/// The session a match's games start from: the position of `--position TEXT`, or the game's start.
fn first_session<G: Game>(g: G, position: Option<&str>) -> Result<Session<G>, Usage> {
    ai::replay(g, position, &[]).map_err(|e| Usage(e.to_string()))
}

#[allow(clippy::too_many_arguments)]
fn run_sprt<G: runeboard_engine::ai::Evaluate>(
    first: Session<G>,
    game: &str,
    pa: Player,
    pb: Player,
    cfg: &MatchConfig,
    nodes: Option<u64>,
    tc: Option<TimeControl>,
    test: Sprt,
) -> Result<(), Usage> {
    let (name_a, name_b) = (pa.to_string(), pb.to_string());
    let (lower, upper) = test.bounds();
    let mut wdl = Wdl::default();
    let score = play_match_clocked(first, pa, pb, cfg, nodes, tc, &std_clock, &mut |n, r, s| {
        report(n, r, s);
        wdl.add(r.a_points);
        eprintln!(
            "         W {} D {} L {}  LLR {:.3} ({lower:.3}, {upper:.3})",
            wdl.wins,
            wdl.draws,
            wdl.losses,
            test.llr(&wdl)
        );
        test.verdict(&wdl) == Verdict::Continue
    });
    let verdict = match test.verdict(&wdl) {
        Verdict::H1 => "H1 accepted",
        Verdict::H0 => "H0 accepted",
        Verdict::Continue => "inconclusive",
    };
    let elo = match wdl.elo() {
        Some((e, m)) if e.is_finite() && m.is_finite() => format!("{e:+.1} ± {m:.1}"),
        Some((e, _)) if e.is_finite() => format!("{e:+.1} (its interval reaches a score of 0 or 1)"),
        Some((e, _)) => format!("{e:+} (no interval from these games)"),
        None => "none (no games)".into(),
    };
    println!(
        "{game}: A ({name_a}) - B ({name_b}): {} games, A won {}, drew {}, lost {} ({:.1} - {:.1})",
        score.games, wdl.wins, wdl.draws, wdl.losses, score.a, score.b
    );
    println!("Elo of A over B: {elo} (95%)");
    println!(
        "SPRT elo0 {} elo1 {} (alpha = beta = 0.05): LLR {:.3}, bounds {lower:.3} {upper:.3}: {verdict}",
        test.elo0,
        test.elo1,
        test.llr(&wdl)
    );
    Ok(())
}

fn tune(args: &[String]) -> Result<(), Usage> {
    let a = Args::parse(
        args,
        &["param", "values", "depth", "games", "movetime", "seed", "max-plies", "opening", "balanced"],
    )?;
    let [game] = a.rest.as_slice() else { return Err(Usage(USAGE.to_string())) };
    let id = check_game(game)?;
    let param = a.get("param").ok_or_else(|| Usage("--param NAME is needed".into()))?;
    let values: Vec<i32> = a
        .get("values")
        .ok_or_else(|| Usage("--values V,V,... is needed".into()))?
        .split(',')
        .map(|v| v.trim().parse().map_err(|_| Usage(format!("--values: '{v}' is not a whole number"))))
        .collect::<Result<_, _>>()?;
    let depth: u32 = a.number("depth", 2)?;
    let cfg = config(&a, 20)?;
    with_game!(id, g => tune_in(g, param, &values, depth, &cfg))
}

fn tune_in<G: Evaluate>(game: G, param: &str, values: &[i32], depth: u32, cfg: &MatchConfig) -> Result<(), Usage> {
    let params = game.params();
    let names: Vec<&str> = params.iter().map(|p| p.name).collect();
    let index = params
        .iter()
        .position(|p| p.name == param)
        .ok_or_else(|| Usage(format!("{} has no weight '{param}': its weights are {}", game.id(), names.join(", "))))?;
    let default: Vec<i32> = params.iter().map(|p| p.value).collect();
    for &v in values {
        let mut w = default.clone();
        w[index] = v;
        let a = Player::Weights { depth, weights: w };
        let b = Player::Weights { depth, weights: default.clone() };
        let s = play_match(game.clone(), a, b, cfg, &std_clock, &mut |_, _, _| {});
        println!(
            "{} {param}={v} (default {}): {:.1} - {:.1} in {} games, {:.1}%",
            game.id(),
            default[index],
            s.a,
            s.b,
            s.games,
            100.0 * s.a_share()
        );
    }
    Ok(())
}

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
