//! Puzzles mined by the engine from its own games (issue #41): a position where the player to move
//! has exactly one winning turn, the whole forced line after it, theme tags and a rating.
//!
//! - [`Puzzle`] and its text format ([`parse`], [`write`]; `docs/puzzles.md`): the page loads a file
//!   of them (`assets/puzzles/<game>.txt`) with no knowledge of any game.
//! - [`Attempt`]: a puzzle being solved. It holds the game ([`Attempt::play`], a [`Play`] the page
//!   draws), judges each turn the player makes ([`Attempt::try_steps`]: right, wrong or solved) and
//!   plays the replies ([`Attempt::play_reply`]).
//! - [`mine`]: the miner (`runeboard puzzles`), which plays the engine against itself and keeps
//!   the positions a deeper verification search confirms.

pub mod mine;
pub mod themes;

use thiserror::Error;

use crate::error::quote;
use crate::game::Step;
use crate::id::GameId;
use crate::new_session;
use crate::session::Play;
use crate::table::{Command, CommandError};

/// One puzzle: a start position, the solution (the solver's turns and the opponent's replies, in
/// the game's notation, the solver's first and last), theme tags and a rating.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Puzzle {
    /// Unique within its game's file: `<game>-<12 hex digits>` for mined puzzles (the position's
    /// hash, so an id stays the same when the set is mined again or grows).
    pub id: String,
    pub game: GameId,
    /// The game's own position text (as records' `Start:` and `Command::Load` read it).
    pub start: String,
    /// The turns in notation, as a record writes them: the solver's, the reply, the solver's…
    /// An odd number: the solution ends with a turn of the solver.
    pub solution: Vec<String>,
    /// Theme tags (lower-case words: `mate`, `king`, `escape`, `big-capture`…; `docs/puzzles.md`).
    pub themes: Vec<String>,
    /// A difficulty estimate on a chess-like rating scale (about 600 to 3000).
    pub rating: u32,
    /// The search depth (plies) at which the engine first found the winning turn, when known.
    pub depth: Option<u32>,
}

/// Why a puzzle file could not be read, or a puzzle not played.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum PuzzleError {
    #[error("line {line}: '{}' is not understood (expected 'Puzzle:', 'Game:', 'Start:', 'Solution:', 'Themes:', 'Rating:', 'Depth:', a '#' comment or a blank line)", quote(text))]
    BadLine { line: usize, text: String },
    #[error("line {line}: '{field}:' comes before any 'Puzzle:' line")]
    OutsidePuzzle { line: usize, field: &'static str },
    #[error("the puzzle of line {line} has no '{field}:'")]
    MissingField { line: usize, field: &'static str },
    #[error("line {line}: a second '{field}:' in one puzzle")]
    RepeatedField { line: usize, field: &'static str },
    #[error("line {line}: '{}' is not a puzzle id (letters, digits, '-', '_' and '.')", quote(text))]
    BadId { line: usize, text: String },
    #[error("line {line}: there is no game called '{}'", quote(text))]
    UnknownGame { line: usize, text: String },
    #[error("line {line}: '{}' is not a whole number", quote(text))]
    BadNumber { line: usize, text: String },
    #[error("line {line}: '{}' is not a theme (lower-case letters, digits and '-')", quote(text))]
    BadTheme { line: usize, text: String },
    #[error("line {line}: the solution must have an odd number of turns (it ends with the solver's), not {turns}")]
    BadSolutionLength { line: usize, turns: usize },
    #[error("line {line}: the id '{}' is used twice", quote(id))]
    DuplicateId { line: usize, id: String },
    #[error("puzzle {}: the start position is not valid: {error}", quote(id))]
    BadStart { id: String, error: CommandError },
    #[error("puzzle {}: turn {number} of the solution ('{}') cannot be played: {error}", quote(id), quote(text))]
    BadTurn { id: String, number: usize, text: String, error: CommandError },
    #[error("puzzle {}: the game is already over at its start", quote(id))]
    OverAtStart { id: String },
}

const FIELDS: [&str; 7] = ["Puzzle", "Game", "Start", "Solution", "Themes", "Rating", "Depth"];

/// A puzzle read so far: its fields, each with the line it was on.
#[derive(Default)]
struct Draft {
    line: usize,
    id: Option<String>,
    game: Option<GameId>,
    start: Option<String>,
    solution: Option<Vec<String>>,
    themes: Option<Vec<String>>,
    rating: Option<u32>,
    depth: Option<u32>,
}

impl Draft {
    fn finish(self) -> Result<Puzzle, PuzzleError> {
        let line = self.line;
        let missing = |field| PuzzleError::MissingField { line, field };
        Ok(Puzzle {
            id: self.id.ok_or(missing("Puzzle"))?,
            game: self.game.ok_or(missing("Game"))?,
            start: self.start.ok_or(missing("Start"))?,
            solution: self.solution.ok_or(missing("Solution"))?,
            themes: self.themes.unwrap_or_default(),
            rating: self.rating.ok_or(missing("Rating"))?,
            depth: self.depth,
        })
    }
}

fn valid_id(id: &str) -> bool {
    !id.is_empty() && id.chars().all(|c| c.is_ascii_alphanumeric() || matches!(c, '-' | '_' | '.'))
}

fn valid_theme(t: &str) -> bool {
    !t.is_empty() && t.chars().all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
}

/// Read a puzzle file (`docs/puzzles.md`): puzzles in the order written. Only the text is checked
/// here (fields, numbers, ids unique, the game known); whether a start and its solution can be
/// played is [`Puzzle::replay`]'s and [`Attempt::new`]'s.
pub fn parse(text: &str) -> Result<Vec<Puzzle>, PuzzleError> {
    let mut out: Vec<Puzzle> = Vec::new();
    let mut ids: std::collections::HashSet<String> = std::collections::HashSet::new();
    let mut draft: Option<Draft> = None;
    let mut push = |draft: Draft, out: &mut Vec<Puzzle>| -> Result<(), PuzzleError> {
        let line = draft.line;
        let p = draft.finish()?;
        if !ids.insert(p.id.clone()) {
            return Err(PuzzleError::DuplicateId { line, id: p.id });
        }
        out.push(p);
        Ok(())
    };
    for (i, raw) in text.lines().enumerate() {
        let line = i + 1;
        let trimmed = raw.trim();
        if trimmed.is_empty() || trimmed.starts_with('#') {
            continue;
        }
        let Some((key, value)) = trimmed.split_once(':') else {
            return Err(PuzzleError::BadLine { line, text: trimmed.to_string() });
        };
        let Some(&field) = FIELDS.iter().find(|f| **f == key.trim()) else {
            return Err(PuzzleError::BadLine { line, text: trimmed.to_string() });
        };
        let value = value.trim();
        if field == "Puzzle" {
            if let Some(d) = draft.take() {
                push(d, &mut out)?;
            }
            if !valid_id(value) {
                return Err(PuzzleError::BadId { line, text: value.to_string() });
            }
            draft = Some(Draft { line, id: Some(value.to_string()), ..Draft::default() });
            continue;
        }
        let Some(d) = draft.as_mut() else { return Err(PuzzleError::OutsidePuzzle { line, field }) };
        let repeated = match field {
            "Game" => d.game.is_some(),
            "Start" => d.start.is_some(),
            "Solution" => d.solution.is_some(),
            "Themes" => d.themes.is_some(),
            "Rating" => d.rating.is_some(),
            _ => d.depth.is_some(),
        };
        if repeated {
            return Err(PuzzleError::RepeatedField { line, field });
        }
        let number = |v: &str| v.parse::<u32>().map_err(|_| PuzzleError::BadNumber { line, text: v.to_string() });
        match field {
            "Game" => {
                d.game = Some(value.parse().map_err(|_| PuzzleError::UnknownGame { line, text: value.to_string() })?)
            }
            "Start" => {
                if value.is_empty() {
                    return Err(PuzzleError::MissingField { line, field: "Start" });
                }
                d.start = Some(value.to_string());
            }
            "Solution" => {
                let turns: Vec<String> = value.split_whitespace().map(str::to_string).collect();
                if turns.len() % 2 == 0 {
                    return Err(PuzzleError::BadSolutionLength { line, turns: turns.len() });
                }
                d.solution = Some(turns);
            }
            "Themes" => {
                let themes: Vec<String> = value.split_whitespace().map(str::to_string).collect();
                if let Some(bad) = themes.iter().find(|t| !valid_theme(t)) {
                    return Err(PuzzleError::BadTheme { line, text: bad.clone() });
                }
                d.themes = Some(themes);
            }
            "Rating" => d.rating = Some(number(value)?),
            _ => d.depth = Some(number(value)?),
        }
    }
    if let Some(d) = draft.take() {
        push(d, &mut out)?;
    }
    Ok(out)
}

impl Puzzle {
    /// The puzzle as text (a block of the file format, ending with a blank line).
    pub fn to_text(&self) -> String {
        let mut out = format!(
            "Puzzle: {}\nGame: {}\nStart: {}\nSolution: {}\n",
            self.id,
            self.game,
            self.start,
            self.solution.join(" ")
        );
        if !self.themes.is_empty() {
            out.push_str(&format!("Themes: {}\n", self.themes.join(" ")));
        }
        out.push_str(&format!("Rating: {}\n", self.rating));
        if let Some(d) = self.depth {
            out.push_str(&format!("Depth: {d}\n"));
        }
        out.push('\n');
        out
    }

    /// How many turns the solver makes.
    pub fn solver_turns(&self) -> usize {
        self.solution.len().div_ceil(2)
    }

    /// The game at the puzzle's start (nothing played).
    pub fn start_play(&self) -> Result<Box<dyn Play>, PuzzleError> {
        let mut play = new_session(self.game);
        play.apply(Command::Load(self.start.clone()))
            .map_err(|error| PuzzleError::BadStart { id: self.id.clone(), error })?;
        if play.table(&[], None).outcome.is_some() {
            return Err(PuzzleError::OverAtStart { id: self.id.clone() });
        }
        Ok(play)
    }

    /// The game after the whole solution, played through the rules; the first turn that cannot be
    /// played is the error.
    pub fn replay(&self) -> Result<Box<dyn Play>, PuzzleError> {
        let mut play = self.start_play()?;
        for (i, turn) in self.solution.iter().enumerate() {
            play.apply(Command::Notation(turn.clone())).map_err(|error| PuzzleError::BadTurn {
                id: self.id.clone(),
                number: i + 1,
                text: turn.clone(),
                error,
            })?;
        }
        Ok(play)
    }
}

/// A file of puzzles: a comment line naming the game and how they were mined (`header`, each of
/// its lines written after `# `), then every puzzle.
pub fn write(header: &str, puzzles: &[Puzzle]) -> String {
    let mut out = String::new();
    for line in header.lines() {
        if line.is_empty() {
            out.push_str("#\n");
        } else {
            out.push_str(&format!("# {line}\n"));
        }
    }
    if !header.is_empty() {
        out.push('\n');
    }
    for p in puzzles {
        out.push_str(&p.to_text());
    }
    out
}

/// A turn's notation without the marks a record may add (`+`, `#`, `!`, `?`).
fn bare(notation: &str) -> &str {
    notation.trim().trim_end_matches(['+', '#', '!', '?'])
}

/// How a turn tried in a puzzle did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Judgement {
    /// The solution's turn, and the puzzle goes on: `reply` (in notation) is the opponent's turn
    /// to play next ([`Attempt::play_reply`]).
    Right { reply: String },
    /// The last turn of the solution (or, as the last turn, another that wins the game at once):
    /// the puzzle is solved.
    Solved,
    /// Not the solution's turn: the try is over. `expected` is the turn the solution has.
    Wrong { expected: String },
}

/// Why a turn could not be tried at all (the attempt is unchanged).
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum TryError {
    #[error("the puzzle is over: no turn is expected now")]
    Over,
    #[error("the reply is to be played first")]
    ReplyPending,
    #[error(transparent)]
    Turn(#[from] CommandError),
}

/// Where an attempt stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stage {
    /// The solver is to play the solution's turn of this index.
    Solving(usize),
    /// The solver's turn was right; the reply (this index) is to be played.
    Reply(usize),
    Solved,
    Failed,
}

/// A puzzle being solved: the game as it stands and how far along the solution the player is.
#[derive(Clone)]
pub struct Attempt {
    puzzle: Puzzle,
    play: Box<dyn Play>,
    stage: Stage,
}

impl Attempt {
    /// Start solving `puzzle`: its start position is loaded (its whole solution is checked to
    /// replay first, so a damaged puzzle is refused here and not halfway).
    pub fn new(puzzle: &Puzzle) -> Result<Attempt, PuzzleError> {
        puzzle.replay()?;
        Ok(Attempt { puzzle: puzzle.clone(), play: puzzle.start_play()?, stage: Stage::Solving(0) })
    }

    pub fn puzzle(&self) -> &Puzzle {
        &self.puzzle
    }

    /// The game as it stands (the page draws its table and asks it for choices).
    pub fn play(&self) -> &dyn Play {
        &*self.play
    }

    pub fn stage(&self) -> Stage {
        self.stage
    }

    /// The index (into the table's players) of the player who solves the puzzle.
    pub fn solver(&self) -> usize {
        self.play.table(&[], None).first_turn.1
    }

    /// The solution's next turn of the solver (for a hint or "show the solution"), in notation.
    pub fn expected(&self) -> Option<&str> {
        match self.stage {
            Stage::Solving(i) => self.puzzle.solution.get(i).map(String::as_str),
            _ => None,
        }
    }

    /// Try the complete turn made of `steps` (as [`Command::Play`] takes them). A right turn is
    /// played; a wrong one is not (the try is over, the board stays as it was).
    pub fn try_steps(&mut self, steps: &[Step]) -> Result<Judgement, TryError> {
        self.try_command(Command::Play(steps.to_vec()))
    }

    /// [`Attempt::try_steps`] with the turn written in notation.
    pub fn try_notation(&mut self, text: &str) -> Result<Judgement, TryError> {
        self.try_command(Command::Notation(text.to_string()))
    }

    fn try_command(&mut self, command: Command) -> Result<Judgement, TryError> {
        let i = match self.stage {
            Stage::Solving(i) => i,
            Stage::Reply(_) => return Err(TryError::ReplyPending),
            Stage::Solved | Stage::Failed => return Err(TryError::Over),
        };
        let expected = self.puzzle.solution[i].clone();
        let mut after = self.play.clone();
        after.apply(command)?;
        let played = after.record().turns.last().cloned().unwrap_or_default();
        let last = i + 1 == self.puzzle.solution.len();
        let solver = self.solver();
        let wins_now = after.table(&[], None).outcome.and_then(|o| o.winner()) == Some(solver);
        if bare(&played) == bare(&expected) || (last && wins_now) {
            self.play = after;
            if last {
                self.stage = Stage::Solved;
                return Ok(Judgement::Solved);
            }
            self.stage = Stage::Reply(i + 1);
            return Ok(Judgement::Right { reply: self.puzzle.solution[i + 1].clone() });
        }
        self.stage = Stage::Failed;
        Ok(Judgement::Wrong { expected })
    }

    /// Play the opponent's reply after a right turn; its notation, or `None` when no reply is due.
    pub fn play_reply(&mut self) -> Option<String> {
        let Stage::Reply(i) = self.stage else { return None };
        let reply = self.puzzle.solution[i].clone();
        // The whole solution replayed when the attempt began, so the reply is legal here.
        self.play.apply(Command::Notation(reply.clone())).ok()?;
        self.stage = Stage::Solving(i + 1);
        Some(reply)
    }
}

#[cfg(test)]
mod tests;
