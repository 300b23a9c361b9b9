//! Game records as data: a plain-text format to save, load and share games, and its URL-fragment
//! form. Replaying a record through the rules (and reporting the first bad turn) is above the
//! sessions, in `replay`.
//!
//! ```text
//! Game: keltic
//! Start: k2/5/3K5/9/4Q4/5/3 w 0 1
//! Result: White wins by checkmate
//!
//! 1. Qe6#
//! ```
//! `Game` is required; `Start` only when the game did not begin from the standard position;
//! `Result` is informational (import recomputes it). A timed game adds `TimeControl:` (see
//! `clock`), a game ended on time, by resignation or by agreement `Termination:`, and each turn
//! may be followed by a comment in braces, `{[%clk 0:09:58]}` (the time its player had left):
//! [`Record::parse_annotated`] reads them, [`Record::parse`] skips them. Turns follow in the game's notation, separated
//! by spaces or new lines; move numbers (`12.`, `12...`) and result marks (`1-0`, `0-1`, `1/2-1/2`,
//! `*`) are skipped.
//!
//! The same headers may be written as PGN's tag pairs (`[Variant "Keltic Chess"]`, `[FEN "…"]`,
//! `[TimeControl "300+3"]`, the Seven Tag Roster…): see [`pgn`], which writes records so. Without
//! `Game` or `Variant`, [`Record::parse_with_default`] takes the game the reader names (the page's
//! open game); turns may carry PGN's glyphs (`$1`, `e4!?`), kept in the tree.
//!
//! The URL fragment form is `game=keltic&start=…&turns=e4+e5+Nf3&ply=2`, percent-encoded, with
//! `start` and `ply` optional (`ply` is the move the viewer should show).

use thiserror::Error;

use crate::error::{quote, sentence};
use crate::game::Outcome;
use crate::id::GameId;
use crate::table::CommandError;
use crate::tree::{BadVariation, Reader, Tree, VariationProblem};

pub mod fragment;
pub mod pgn;

/// A game as a record: which game, where it started, the turns in notation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Record {
    pub game: GameId,
    /// Position text of the first position, when not the standard start.
    pub start: Option<String>,
    pub turns: Vec<String>,
}

/// What a record's text says beside its turns (see [`Record::parse_annotated`]).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Annotations {
    /// The `TimeControl` header, as written.
    pub time_control: Option<String>,
    /// The `Termination` header, as written.
    pub termination: Option<String>,
    /// Each turn's comment (without its braces), in the order of the turns.
    pub comments: Vec<Option<String>>,
    /// The `Result` tag's value (`1-0`, …), as written (a `Result:` line of words is not kept).
    pub result: Option<String>,
    /// The other tag pairs read (`Event`, `White`, …), in order.
    pub tags: Vec<(String, String)>,
}

/// Why a record could not be read or replayed.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum RecordError {
    #[error("the record does not say which game it is (a tag such as [Variant \"Keltic Chess\"] is needed)")]
    MissingGame,
    #[error("there is no game called '{}'", quote(.0))]
    UnknownGame(String),
    #[error("the start position is not valid: {0}")]
    BadStart(CommandError),
    #[error("line {line}: '{}' is not understood (expected a tag pair such as [Event \"…\"], 'Game:', 'Start:', 'Result:', 'TimeControl:', 'Termination:' or turns)", quote(text))]
    BadHeader { line: usize, text: String },
    /// `number` counts turns from 1; `move_number` is the move as the record numbers it ("2." for
    /// White's and Black's second turns).
    #[error("move {move_number}, {player}: {}", sentence(&reason.to_string()))]
    BadTurn { number: usize, move_number: u32, player: &'static str, text: String, reason: Box<Unplayable> },
    #[error("the link is damaged: {0}")]
    BadLink(LinkProblem),
    #[error("line {line}: {problem}")]
    BadVariation { line: usize, problem: VariationProblem },
}

impl From<BadVariation> for RecordError {
    fn from(b: BadVariation) -> Self {
        RecordError::BadVariation { line: b.line, problem: b.problem }
    }
}

/// Why a turn of a record cannot be played, read off the board (see `replay::explain_refusal`). `text` is
/// the turn as written; men are named as the game names them ("white knight"), cells by their names.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Unplayable {
    /// The game was already over.
    AfterTheEnd { text: String },
    /// The first cell named (the man moving) is empty.
    NoMan { text: String, cell: String },
    /// The man on the first cell named has no legal move for the player to move.
    CannotMove { text: String, man: String, cell: String, player: &'static str, obstacle: Option<Obstacle> },
    /// The man cannot go to the second cell named; `targets` are where it can go.
    CannotGo { text: String, man: String, from: String, to: String, obstacle: Option<Obstacle>, targets: Vec<String> },
    /// No man of the player to move can go to the one cell named.
    NobodyCanGo { text: String, player: &'static str, to: String },
    /// Not a legal turn, though these men (name, cell) can go to the one cell named.
    NotLegalTo { text: String, player: &'static str, to: String, men: Vec<(String, String)> },
    /// Not a legal turn, and no cell named to say more.
    NotLegal { text: String, player: &'static str },
}

/// A likely obstacle between a man and the cell it was sent to (see `replay::explain_refusal`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Obstacle {
    /// One of its own side's men stands on the target.
    Own { cell: String, man: String },
    /// The first man on the straight line to the target, which the man moves along.
    Blocked { cell: String },
}

impl std::fmt::Display for Unplayable {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let obstacle = |o: &Option<Obstacle>| match o {
            Some(Obstacle::Own { cell, man }) => format!(" — {cell} holds a {man}"),
            Some(Obstacle::Blocked { cell }) => format!(" — e.g. the way is blocked at {cell}"),
            None => String::new(),
        };
        match self {
            Unplayable::AfterTheEnd { text } => write!(f, "'{}' comes after the end of the game", quote(text)),
            Unplayable::NoMan { text, cell } => write!(f, "'{}': there is no man on {cell}", quote(text)),
            Unplayable::CannotMove { text, man, cell, player, obstacle: o } => {
                write!(f, "'{}': the {man} on {cell} cannot move for {player} now{}", quote(text), obstacle(o))
            }
            Unplayable::CannotGo { text, man, from, to, obstacle: o, targets } if targets.is_empty() => write!(
                f,
                "'{}': the {man} on {from} cannot go to {to}{} (it has no move now)",
                quote(text),
                obstacle(o)
            ),
            Unplayable::CannotGo { text, man, from, to, obstacle: o, targets } => write!(
                f,
                "'{}': the {man} on {from} cannot go to {to}{} (it can go to {})",
                quote(text),
                obstacle(o),
                targets.join(", ")
            ),
            Unplayable::NobodyCanGo { text, player, to } => {
                write!(f, "'{}': none of {player}'s men can go to {to}", quote(text))
            }
            Unplayable::NotLegalTo { text, player, to, men } => {
                let men: Vec<String> = men.iter().map(|(man, cell)| format!("the {man} on {cell}")).collect();
                write!(f, "'{}' is not a legal turn for {player} here (to {to}: {})", quote(text), men.join(", "))
            }
            Unplayable::NotLegal { text, player } => {
                write!(f, "'{}' is not a legal turn for {player} here", quote(text))
            }
        }
    }
}

/// What is wrong with a damaged link.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum LinkProblem {
    #[error("'{}' has no '='", quote(.0))]
    NoEquals(String),
    #[error("unknown field '{}'", quote(.0))]
    UnknownField(String),
    #[error("ply '{}' is not a number", quote(.0))]
    BadPly(String),
    #[error("bad escape in '{}'", quote(.0))]
    BadEscape(String),
    #[error("not valid text")]
    NotText,
}

impl Record {
    /// The record as text, with numbered moves and the result if the game is over.
    pub fn to_text(&self, outcome: Option<&Outcome>, players: &[&str]) -> String {
        let mut out = format!("Game: {}\n", self.game);
        if let Some(s) = &self.start {
            out.push_str(&format!("Start: {s}\n"));
        }
        if let Some(o) = outcome {
            out.push_str(&format!("Result: {}\n", crate::table::describe(o, players)));
        }
        out.push('\n');
        let per_line = players.len().max(1);
        for (i, chunk) in self.turns.chunks(per_line).enumerate() {
            out.push_str(&format!("{}. {}\n", i + 1, chunk.join(" ")));
        }
        out
    }

    /// The headers' lines (`Game`, `Start`, the caller's, `Result`) and the blank line after them.
    fn headers_text(&self, result: Option<&str>, headers: &[(&str, String)]) -> String {
        let mut out = format!("Game: {}\n", self.game);
        if let Some(s) = &self.start {
            out.push_str(&format!("Start: {s}\n"));
        }
        for (key, value) in headers {
            out.push_str(&format!("{key}: {value}\n"));
        }
        if let Some(r) = result {
            out.push_str(&format!("Result: {r}\n"));
        }
        out.push('\n');
        out
    }

    /// The record as text with a result line of the caller's words (a game ended on time…),
    /// more headers after `Game` and `Start` (`TimeControl`, `Termination`), and a comment after
    /// each turn that has one (`comments[i]` for turn `i`, written in braces).
    pub fn to_text_annotated(
        &self,
        result: Option<&str>,
        headers: &[(&str, String)],
        comments: &[Option<String>],
        players: &[&str],
    ) -> String {
        let mut out = self.headers_text(result, headers);
        let per_line = players.len().max(1);
        for (i, chunk) in self.turns.chunks(per_line).enumerate() {
            let turns: Vec<String> = chunk
                .iter()
                .enumerate()
                .map(|(j, t)| match comments.get(i * per_line + j) {
                    Some(Some(c)) => format!("{t} {{{c}}}"),
                    _ => t.clone(),
                })
                .collect();
            out.push_str(&format!("{}. {}\n", i + 1, turns.join(" ")));
        }
        out
    }

    /// Read a record's text (without replaying it: see `Record::replay`, in `replay`).
    pub fn parse(text: &str) -> Result<Record, RecordError> {
        Self::parse_annotated(text).map(|(record, _)| record)
    }

    /// Read a record's text with what it says beside the turns: its `TimeControl` and
    /// `Termination` headers and each turn's comment (of the main line).
    pub fn parse_annotated(text: &str) -> Result<(Record, Annotations), RecordError> {
        Self::parse_tree(text).map(|(record, notes, _)| (record, notes))
    }

    /// Read a record's text with its variations and comments: the record of its main line, what
    /// it says beside the turns, and the whole tree.
    pub fn parse_tree(text: &str) -> Result<(Record, Annotations, Tree), RecordError> {
        Self::parse_with(text, None)
    }

    /// [`Record::parse_tree`], the game being `default` when the record names none (no `Game`
    /// nor `Variant`): a bare move list is a record of the game open.
    pub fn parse_with_default(text: &str, default: GameId) -> Result<(Record, Annotations, Tree), RecordError> {
        Self::parse_with(text, Some(default))
    }

    fn parse_with(text: &str, default: Option<GameId>) -> Result<(Record, Annotations, Tree), RecordError> {
        let (mut game, mut variant) = (None, None);
        let mut start = None;
        let mut notes = Annotations::default();
        let mut reader = Reader::default();
        let mut lines = 0;
        for (i, raw) in text.lines().enumerate() {
            lines = i + 1;
            let line = raw.trim();
            if line.is_empty() {
                continue;
            }
            if !reader.in_comment() && !reader.in_variation() {
                if line.starts_with('[') {
                    let (key, value) = pgn::read_tag(line)
                        .ok_or_else(|| RecordError::BadHeader { line: i + 1, text: line.to_string() })?;
                    match key.to_ascii_lowercase().as_str() {
                        "game" => game = Some(value),
                        "variant" => variant = Some(value),
                        "fen" => start = Some(value).filter(|s| !s.is_empty()),
                        "setup" => {}
                        "result" => notes.result = Some(value),
                        "timecontrol" => notes.time_control = Some(value),
                        "termination" => notes.termination = Some(value),
                        _ => notes.tags.push((key, value)),
                    }
                    continue;
                }
                if let Some((key, value)) = header(line) {
                    match key.to_ascii_lowercase().as_str() {
                        "game" => game = Some(value.to_string()),
                        "start" => start = Some(value.to_string()).filter(|s| !s.is_empty()),
                        "result" => {}
                        "timecontrol" => notes.time_control = Some(value.to_string()),
                        "termination" => notes.termination = Some(value.to_string()),
                        _ => return Err(RecordError::BadHeader { line: i + 1, text: line.to_string() }),
                    }
                    continue;
                }
            }
            reader.line(line, i + 1)?;
        }
        let tree = reader.finish(lines)?;
        let game = match (game, variant) {
            (Some(game), _) => game.parse().map_err(|_| RecordError::UnknownGame(game))?,
            (None, Some(v)) => pgn::variant_game(&v).ok_or(RecordError::UnknownGame(v))?,
            (None, None) => default.ok_or(RecordError::MissingGame)?,
        };
        let main = tree.main_nodes();
        let turns = main.iter().map(|n| n.turn.clone()).collect();
        notes.comments = main.iter().map(|n| n.comment.clone()).collect();
        Ok((Record { game, start, turns }, notes, tree))
    }

    /// The record's text with a whole tree for its turns (variations in parentheses, comments in
    /// braces; `self.turns` is not written), a result line of the caller's words and more headers.
    pub fn to_text_tree(
        &self,
        tree: &Tree,
        result: Option<&str>,
        headers: &[(&str, String)],
        players: usize,
    ) -> String {
        let mut out = self.headers_text(result, headers);
        out.push_str(&tree.to_movetext(players));
        out
    }

    /// The URL-fragment form (without `#`); `ply` is the move to show, if not the last.
    pub fn to_fragment(&self, ply: Option<usize>) -> String {
        let mut out = String::new();
        fragment::push(&mut out, "game", &encode(self.game.as_str()));
        if let Some(s) = &self.start {
            fragment::push(&mut out, "start", &encode(s));
        }
        if !self.turns.is_empty() {
            let turns: Vec<String> = self.turns.iter().map(|t| encode(t)).collect();
            fragment::push(&mut out, "turns", &turns.join("+"));
        }
        if let Some(p) = ply {
            fragment::push(&mut out, "ply", &p.to_string());
        }
        out
    }

    /// The URL-fragment form with the line shown, when it is not the record's own (`line=`: its
    /// turns from the start, as `turns`; `ply` then counts turns of that line).
    pub fn to_fragment_line(&self, ply: Option<usize>, line: Option<&[String]>) -> String {
        let mut out = self.to_fragment(None);
        if let Some(line) = line {
            let turns: Vec<String> = line.iter().map(|t| encode(t)).collect();
            fragment::push(&mut out, "line", &turns.join("+"));
        }
        if let Some(p) = ply {
            fragment::push(&mut out, "ply", &p.to_string());
        }
        out
    }

    /// Read the URL-fragment form (a leading `#` is allowed); returns the record and the move to
    /// show, if the link names one.
    pub fn from_fragment(fragment: &str) -> Result<(Record, Option<usize>), RecordError> {
        Self::from_fragment_line(fragment).map(|(record, ply, _)| (record, ply))
    }

    /// Read the URL-fragment form with the line shown, if the link names one (see
    /// [`Record::to_fragment_line`]).
    #[allow(clippy::type_complexity)]
    pub fn from_fragment_line(fragment: &str) -> Result<(Record, Option<usize>, Option<Vec<String>>), RecordError> {
        let (mut game, mut start, mut turns, mut ply, mut line) = (None, None, Vec::new(), None, None);
        for (key, value) in fragment::fields(fragment) {
            let value = value.ok_or_else(|| RecordError::BadLink(LinkProblem::NoEquals(key.to_string())))?;
            match key {
                "game" => game = Some(decode(value)?),
                "start" => start = Some(decode(value)?),
                "turns" => {
                    turns = value.split('+').filter(|t| !t.is_empty()).map(decode).collect::<Result<_, _>>()?;
                }
                "line" => {
                    line = Some(value.split('+').filter(|t| !t.is_empty()).map(decode).collect::<Result<_, _>>()?);
                }
                "ply" => {
                    ply = Some(value.parse().map_err(|_| RecordError::BadLink(LinkProblem::BadPly(value.to_string())))?)
                }
                other => return Err(RecordError::BadLink(LinkProblem::UnknownField(other.to_string()))),
            }
        }
        let game: String = game.ok_or(RecordError::MissingGame)?;
        let game = game.parse().map_err(|_| RecordError::UnknownGame(game))?;
        Ok((Record { game, start, turns }, ply, line))
    }
}

pub use crate::table::describe;

fn header(line: &str) -> Option<(&str, &str)> {
    let (key, value) = line.split_once(':')?;
    let key = key.trim();
    (!key.is_empty() && key.chars().all(|c| c.is_ascii_alphabetic())).then(|| (key, value.trim()))
}

const UNRESERVED: &[u8] = b"-_.~!$'()*,;:@/";

/// Percent-encode for a URL fragment value.
pub fn encode(s: &str) -> String {
    let mut out = String::new();
    for b in s.bytes() {
        if b.is_ascii_alphanumeric() || UNRESERVED.contains(&b) {
            out.push(char::from(b));
        } else {
            out.push_str(&format!("%{b:02X}"));
        }
    }
    out
}

/// Decode a percent-encoded fragment value.
pub fn decode(s: &str) -> Result<String, RecordError> {
    let bytes = s.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'%' {
            let bad = || RecordError::BadLink(LinkProblem::BadEscape(s.to_string()));
            let hex = s.get(i + 1..i + 3).ok_or_else(bad)?;
            let b = u8::from_str_radix(hex, 16).map_err(|_| bad())?;
            out.push(b);
            i += 3;
        } else {
            out.push(bytes[i]);
            i += 1;
        }
    }
    String::from_utf8(out).map_err(|_| RecordError::BadLink(LinkProblem::NotText))
}
