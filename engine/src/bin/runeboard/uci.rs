//! `runeboard uci`: orthodox chess over the Universal Chess Interface, so that outside programs
//! (python-chess, a GUI, `scripts/yardstick`) can play the computer move by move.
//!
//! Commands read (one a line on standard input): `uci`, `isready`, `ucinewgame`,
//! `position startpos|fen FEN [moves M…]`, `go [movetime MS] [nodes N]`, `setoption name Level
//! value 1-5` and `quit`; `stop`, `ponderhit` and `debug` are accepted and do nothing (`go` answers
//! before the next command is read). Each `go` is the page's worker's request for the computer's
//! turn (`ai::uci`, `ai::think`): the game's turns from its first position, at level 5
//! unless set otherwise, a fresh search (and table) for every move as in the page, and an `info`
//! line after every finished iteration. A `go` without `movetime` or `nodes` gets the page's 2 s.

use std::io::{BufRead, Write};

use runeboard_engine::ai::uci::{info, level_option, Go, Position, DEFAULT_LEVEL};
use runeboard_engine::ai::{self, Level, StdClock};

use super::Usage;

pub fn run(args: &[String]) -> Result<(), Usage> {
    if !args.is_empty() {
        return Err(Usage("usage: runeboard uci (then UCI commands on standard input)".into()));
    }
    let stdout = std::io::stdout();
    let mut out = stdout.lock();
    let mut say = |text: &str| {
        // A closed standard output ends the session as `quit` would.
        writeln!(out, "{text}").and_then(|()| out.flush()).is_ok()
    };
    let mut level = Level::get(DEFAULT_LEVEL).ok_or_else(|| Usage("no level 5".into()))?;
    // `None` after a `position` that could not be read: `go` then has no move to give.
    let mut position = Some(Position::default());
    let mut seed = 0u64;
    for line in std::io::stdin().lock().lines() {
        let Ok(line) = line else { break };
        let line = line.trim();
        let (word, rest) = line.split_once(char::is_whitespace).unwrap_or((line, ""));
        let ok = match word {
            "uci" => {
                say(&format!("id name Runeboard {}", env!("CARGO_PKG_VERSION")))
                    && say("id author the Runeboard authors")
                    && say(&format!("option name Level type spin default {DEFAULT_LEVEL} min 1 max 5"))
                    && say("uciok")
            }
            "isready" => say("readyok"),
            "ucinewgame" => {
                position = Some(Position::default());
                true
            }
            "position" => match Position::parse(rest) {
                Ok(p) => {
                    position = Some(p);
                    true
                }
                Err(e) => {
                    position = None;
                    say(&format!("info string error: {e}"))
                }
            },
            "setoption" => match option(rest) {
                Some((name, value)) if name == "level" => match level_option(value) {
                    Ok(l) => {
                        level = l;
                        true
                    }
                    Err(e) => say(&format!("info string error: {e}")),
                },
                _ => say(&format!("info string unknown option: {rest}")),
            },
            "go" => {
                seed += 1;
                let answer = go(position.as_ref(), level, rest, seed, &mut |t| {
                    if let Some(p) = position.as_ref() {
                        say(&info(p, t));
                    }
                });
                match answer {
                    Ok(best) => say(&format!("bestmove {best}")),
                    Err(e) => say(&format!("info string error: {e}")) && say("bestmove 0000"),
                }
            }
            "quit" => break,
            "stop" | "ponderhit" | "debug" | "" => true,
            _ => say(&format!("info string unknown command: {word}")),
        };
        if !ok {
            break;
        }
    }
    Ok(())
}

/// The name (in lower case) and value of `setoption name NAME value VALUE`.
fn option(args: &str) -> Option<(String, &str)> {
    let rest = args.trim().strip_prefix("name")?;
    let (name, value) = rest.split_once(" value ")?;
    Some((name.trim().to_ascii_lowercase(), value.trim()))
}

/// The move for `go ARGS`, in UCI: the computer's turn as the page's worker finds it.
fn go(
    position: Option<&Position>,
    level: Level,
    args: &str,
    seed: u64,
    progress: &mut dyn FnMut(&ai::Thought),
) -> Result<String, String> {
    let position = position.ok_or("no position: the last 'position' was not understood")?;
    let go = Go::parse(args).map_err(|e| e.to_string())?;
    let request = ai::Request { seed, ..position.request(level, go) };
    let thought = ai::think(&request, Box::new(StdClock::new()), &mut |t| progress(t)).map_err(|e| e.to_string())?;
    position.uci_of(&thought.notation).ok_or_else(|| format!("the search's move {} is not legal", thought.notation))
}
