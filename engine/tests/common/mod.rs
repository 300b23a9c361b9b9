//! Helpers shared by the integration tests.

#![allow(dead_code)]

pub mod tafl_text;

// The games' reference generators live in their modules (`games::<game>::reference`, cargo
// feature `reference`, which the engine's tests turn on).

use runeboard_engine::ai::Clock;
use runeboard_engine::game::{Game, Step};
use runeboard_engine::{new_session, with_game, CellId, Command, GameId, Play};

/// The cell named `name` on the board of game `id`.
pub fn cell(id: GameId, name: &str) -> CellId {
    id.geometry().cell_by_name(name).unwrap_or_else(|| panic!("{id} has no cell {name}"))
}

/// One step of a turn of game `id`: the cell `name`, or `@X` for a man of kind X from the reserve.
pub fn step(id: GameId, name: &str) -> Step {
    match name.strip_prefix('@') {
        Some(kind) => Step::Reserve(kind.chars().next().unwrap_or_else(|| panic!("no kind after @"))),
        None => Step::Cell(cell(id, name)),
    }
}

/// The steps of a turn of game `id`, each as [`step`] reads it.
pub fn steps(id: GameId, names: &[&str]) -> Vec<Step> {
    names.iter().map(|n| step(id, n)).collect()
}

/// The items in order, each once: an expected list of notations or cells, to compare with what the
/// engine lists in its own order.
pub fn sorted<T: Ord>(items: impl IntoIterator<Item = T>) -> Vec<T> {
    let mut v: Vec<T> = items.into_iter().collect();
    v.sort();
    v.dedup();
    v
}

/// A small deterministic random generator (xorshift64*), so playouts are reproducible from a seed.
pub type Rng = runeboard_engine::games::reference::Rng;

/// The positions of a random legal game of at most `plies` plies from the start (start included).
pub fn random_game<G: Game>(game: &G, seed: u64, plies: usize) -> Vec<(G::Pos, Option<G::Move>)> {
    runeboard_engine::games::reference::random_game(game, seed, plies)
}

/// A random game of at most `plies` turns through the page's interface, each turn chosen step by
/// step among the choices offered (stopping early where a turn may stop); `visit` sees the game
/// and the turn under construction before each step.
pub fn random_play(id: GameId, seed: u64, plies: usize, visit: &mut dyn FnMut(&dyn Play, &[Step])) -> Box<dyn Play> {
    let mut rng = Rng::new(seed);
    let mut play = new_session(id);
    for _ in 0..plies {
        let mut turn = Vec::new();
        loop {
            visit(&*play, &turn);
            let ch = play.choices(&turn);
            if ch.options.is_empty() || (ch.complete && rng.below(3) == 0) {
                break;
            }
            turn.push(ch.options[rng.below(ch.options.len())].step);
        }
        if turn.is_empty() || play.apply(Command::Play(turn)).is_err() {
            break;
        }
    }
    play
}

/// The tafl games of the registry, in its order: those whose game is a [`tafl::Tafl`] (the tests
/// written for every tafl game then cover a new one).
///
/// [`tafl::Tafl`]: runeboard_engine::games::tafl::Tafl
pub fn tafl_games() -> Vec<runeboard_engine::games::tafl::Tafl> {
    use runeboard_engine::games::tafl::Tafl;
    GameId::ALL
        .into_iter()
        .filter_map(|id| with_game!(id, g => (Box::new(g) as Box<dyn std::any::Any>).downcast::<Tafl>().ok()))
        .map(|g| *g)
        .collect()
}

/// Runs `run` for every game of the registry (its index in `GameId::ALL` and its id), each on a
/// thread of its own named after the game (so a panic names it), side by side; fails with every
/// game's failure.
pub fn on_every_game<E: std::fmt::Display + Send>(run: impl Fn(usize, GameId) -> Result<(), E> + Sync) {
    let failures: Vec<String> = std::thread::scope(|s| {
        let run = &run;
        let runs: Vec<_> = GameId::ALL
            .iter()
            .enumerate()
            .map(|(g, &id)| {
                let thread = std::thread::Builder::new().name(id.to_string());
                (id, thread.spawn_scoped(s, move || run(g, id)).expect("a thread"))
            })
            .collect();
        runs.into_iter()
            .filter_map(|(id, run)| match run.join() {
                Ok(Ok(())) => None,
                Ok(Err(e)) => Some(format!("{id}: {e}")),
                Err(_) => Some(format!("{id}: panicked outside a case")),
            })
            .collect()
    });
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// A clock that advances one millisecond each time it is read: searches limited by time end
/// after a fixed amount of work, whatever the machine's speed, so the tests are deterministic.
pub struct Ticks(std::cell::Cell<f64>);

impl Clock for Ticks {
    fn now_ms(&self) -> f64 {
        let t = self.0.get() + 1.0;
        self.0.set(t);
        t
    }
}

/// A fresh [`Ticks`] clock.
pub fn ticks() -> Box<dyn Clock> {
    Box::new(Ticks(std::cell::Cell::new(0.0)))
}

/// Runs the command line `runeboard ARGS`: its exit status, standard output and standard error.
pub fn runeboard(args: &[&str]) -> (i32, String, String) {
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_runeboard")).args(args).output().expect("runs");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}
