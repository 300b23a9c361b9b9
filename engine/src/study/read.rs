//! Reading a study's text (`docs/studies.md`): chapters split at their header blocks, each
//! chapter's movetext read into a tree (every turn's line kept, for errors), its comments split
//! into words, drawings and hints, and every line of its tree replayed through the rules.

use std::collections::BTreeMap;

use thiserror::Error;

use crate::error::quote;
use crate::id::GameId;
use crate::new_session;
use crate::record::{Record, RecordError};
use crate::table::{Command, CommandError};
use crate::tree::{Reader, Tree, VariationProblem};

use super::notes::{clean_line, clean_words, split};
use super::{players, walk, Chapter, Goal, Mode, Study};

/// Why a study's text cannot be read: where (the chapter, counted from 1, with its name as far as
/// it was read; the line of the text) and what.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("{}line {line}: {problem}", place(*chapter, name))]
pub struct StudyError {
    /// The chapter, from 1; 0 for a line before any chapter.
    pub chapter: usize,
    pub name: String,
    pub line: usize,
    pub problem: Problem,
}

fn place(chapter: usize, name: &str) -> String {
    match (chapter, name) {
        (0, _) => String::new(),
        (n, "") => format!("chapter {n}, "),
        (n, name) => format!("chapter {n} ('{}'), ", quote(name)),
    }
}

/// What is wrong in a study's text.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum Problem {
    #[error("the text holds no chapter (a chapter begins with headers such as 'Chapter:' and 'Game:')")]
    NoChapters,
    #[error("'{}' is not understood (expected 'Study:', 'Chapter:', 'Game:', 'Start:', 'Mode:', 'Orientation:', 'Level:', 'Goal:', 'Closing:' or turns)", quote(.0))]
    BadHeader(String),
    #[error("the chapter does not say which game it is ('Game:')")]
    MissingGame,
    #[error("there is no game called '{}'", quote(.0))]
    UnknownGame(String),
    #[error("'{}' is not a mode (read, quiz or practice)", quote(.0))]
    UnknownMode(String),
    #[error("'{}' is not a player of this game ({})", quote(.0), .1.join(", "))]
    UnknownSide(String, Vec<&'static str>),
    #[error("'{}' is not a level (1 to 5)", quote(.0))]
    BadLevel(String),
    #[error("'{}' is not a goal (win, draw, or hold and a number of turns)", quote(.0))]
    BadGoal(String),
    #[error("'{0}:' is for a practice chapter only (Mode: practice)")]
    NotPractice(&'static str),
    #[error("this chapter is of the study '{}': a text holds one study", quote(.0))]
    OtherStudy(String),
    #[error("{0}")]
    BadVariation(VariationProblem),
    #[error("{0}")]
    BadDrawing(String),
    #[error("the start position is not valid: {0}")]
    BadStart(CommandError),
    #[error("the link is damaged: {0}")]
    BadLink(String),
    /// A turn of a line cannot be played: the record's error (the move, the player and why).
    #[error("{0}")]
    BadTurn(RecordError),
}

/// A header's value with its line.
type At = (String, usize);

/// A chapter read so far.
struct Draft {
    number: usize,
    line: usize,
    keys: Vec<String>,
    name: String,
    game: Option<At>,
    start: Option<At>,
    mode: Option<(Mode, usize)>,
    orientation: Option<At>,
    level: Option<At>,
    goal: Option<At>,
    closing: Option<String>,
    /// Any movetext read (a header after it begins the next chapter).
    movetext: bool,
    /// The comment before the first turn: being read (its text, the depth of braces), or read.
    intro: Option<(String, usize)>,
    intro_text: Option<(String, usize)>,
    intro_done: bool,
    reader: Reader,
    /// The line of each node of the tree (by index; the start: the chapter's first line).
    line_of: Vec<usize>,
    last: usize,
}

impl Draft {
    fn new(number: usize, line: usize) -> Draft {
        Draft {
            number,
            line,
            keys: Vec::new(),
            name: String::new(),
            game: None,
            start: None,
            mode: None,
            orientation: None,
            level: None,
            goal: None,
            closing: None,
            movetext: false,
            intro: None,
            intro_text: None,
            intro_done: false,
            reader: Reader::default(),
            line_of: vec![line],
            last: line,
        }
    }

    fn error(&self, line: usize, problem: Problem) -> StudyError {
        StudyError { chapter: self.number, name: self.name.clone(), line, problem }
    }

    /// Is a line here free to be a header (not inside a comment or a variation)?
    fn free(&self) -> bool {
        self.intro.is_none() && !self.reader.in_comment() && !self.reader.in_variation()
    }

    fn header(&mut self, key: &str, value: &str, line: usize, title: &mut Option<String>) -> Result<(), StudyError> {
        let at = || Some((value.to_string(), line));
        match key {
            "study" => match title {
                Some(t) if *t != clean_line(value) => return Err(self.error(line, Problem::OtherStudy(value.into()))),
                _ => *title = Some(clean_line(value)),
            },
            "chapter" => self.name = clean_line(value),
            "game" => self.game = at(),
            "start" => self.start = at().filter(|(s, _)| !s.is_empty()),
            "mode" => {
                let mode = match value.to_ascii_lowercase().as_str() {
                    "read" => Mode::Read,
                    "quiz" => Mode::Quiz,
                    "practice" => Mode::Practice { level: crate::ai::DEFAULT_LEVEL, goal: Goal::Win },
                    _ => return Err(self.error(line, Problem::UnknownMode(value.into()))),
                };
                self.mode = Some((mode, line));
            }
            "orientation" => self.orientation = at(),
            "level" => self.level = at(),
            "goal" => self.goal = at(),
            "closing" => self.closing = clean_words(value),
            _ => return Err(self.error(line, Problem::BadHeader(format!("{key}: {value}")))),
        }
        self.keys.push(key.to_string());
        Ok(())
    }

    /// A line of movetext (trimmed, not empty).
    fn movetext(&mut self, line: &str, n: usize) -> Result<(), StudyError> {
        self.movetext = true;
        self.last = n;
        let mut rest = line;
        if !self.intro_done {
            if self.intro.is_none() {
                match rest.strip_prefix('{') {
                    Some(after) => {
                        self.intro = Some((String::new(), 0));
                        rest = after;
                    }
                    None => self.intro_done = true,
                }
            }
            if let Some((text, depth)) = &mut self.intro {
                let Some(i) = crate::tree::comment_end(rest, depth) else {
                    text.push_str(rest);
                    text.push(' ');
                    return Ok(());
                };
                text.push_str(&rest[..i]);
                self.intro_text = Some((text.trim().to_string(), n));
                (self.intro, self.intro_done) = (None, true);
                rest = rest[i + 1..].trim_start();
            }
        }
        self.reader.line(rest, n).map_err(|b| self.error(b.line, Problem::BadVariation(b.problem)))?;
        self.line_of.resize(self.reader.turns_read() + 1, n);
        Ok(())
    }

    fn finish(self) -> Result<Chapter, StudyError> {
        let Some((game_text, game_line)) = &self.game else { return Err(self.error(self.line, Problem::MissingGame)) };
        let game: GameId =
            game_text.parse().map_err(|_| self.error(*game_line, Problem::UnknownGame(game_text.clone())))?;
        let mode = match self.mode {
            Some((Mode::Practice { .. }, _)) => {
                let level = match &self.level {
                    None => crate::ai::DEFAULT_LEVEL,
                    Some((text, line)) => text
                        .parse()
                        .ok()
                        .filter(|l| (1..=5).contains(l))
                        .ok_or_else(|| self.error(*line, Problem::BadLevel(text.clone())))?,
                };
                let goal = match &self.goal {
                    None => Goal::Win,
                    Some((text, line)) => {
                        Goal::parse(text).ok_or_else(|| self.error(*line, Problem::BadGoal(text.clone())))?
                    }
                };
                Mode::Practice { level, goal }
            }
            other => {
                for (field, name) in [(&self.level, "Level"), (&self.goal, "Goal")] {
                    if let Some((_, line)) = field {
                        return Err(self.error(*line, Problem::NotPractice(name)));
                    }
                }
                other.map_or(Mode::Read, |(m, _)| m)
            }
        };
        let tree = self.reader.finish(self.last);
        let mut chapter = Chapter {
            name: self.name.clone(),
            game,
            start: self.start.as_ref().map(|(s, _)| s.clone()),
            orientation: 0,
            mode,
            intro: None,
            tree: Tree::default(),
            notes: BTreeMap::new(),
            closing: self.closing.clone(),
        };
        let err =
            |line: usize, problem: Problem| StudyError { chapter: self.number, name: self.name.clone(), line, problem };
        chapter.tree = tree.map_err(|b| err(b.line, Problem::BadVariation(b.problem)))?;
        // Every line replays; the side to move at the start is the default orientation.
        let mut play = new_session(game);
        if let Some((s, line)) = &self.start {
            play.apply(Command::Load(s.clone())).map_err(|e| err(*line, Problem::BadStart(e)))?;
        }
        let first = play.table(&[], None).to_move;
        let mut stack = vec![(crate::tree::Tree::START, play, Vec::<String>::new())];
        while let Some((at, play, turns)) = stack.pop() {
            for &child in &chapter.tree.get(at).children {
                let turn = chapter.tree.get(child).turn.clone();
                let mut next = play.clone();
                let mut line = turns.clone();
                line.push(turn.clone());
                if next.apply(Command::Notation(turn)).is_err() {
                    let record = Record { game, start: chapter.start.clone(), turns: line };
                    let e = record.replay().err().unwrap_or(RecordError::MissingGame);
                    return Err(err(self.line_of.get(child).copied().unwrap_or(self.last), Problem::BadTurn(e)));
                }
                stack.push((child, next, line));
            }
        }
        chapter.orientation = match &self.orientation {
            None => first,
            Some((text, line)) => {
                let names = players(game);
                names
                    .iter()
                    .position(|p| p.eq_ignore_ascii_case(text.trim()))
                    .ok_or_else(|| err(*line, Problem::UnknownSide(text.clone(), names.clone())))?
            }
        };
        // Each comment split into its words and notes.
        let g = game.geometry();
        if let Some((text, line)) = &self.intro_text {
            let (words, notes) = split(text, g).map_err(|e| err(*line, Problem::BadDrawing(e)))?;
            chapter.intro = words;
            if !notes.is_empty() {
                chapter.notes.insert(Vec::new(), notes);
            }
        }
        for v in walk(&chapter.tree) {
            let Some(comment) = chapter.tree.get(v.index).comment.clone() else { continue };
            let line = self.line_of.get(v.index).copied().unwrap_or(self.last);
            let (words, notes) = split(&comment, g).map_err(|e| err(line, Problem::BadDrawing(e)))?;
            if let Some(c) = chapter.tree.comment_mut(&v.path) {
                *c = words;
            }
            if !notes.is_empty() {
                chapter.notes.insert(v.line, notes);
            }
        }
        Ok(chapter)
    }
}

/// The headers' keys (in lower case).
const KEYS: [&str; 9] = ["study", "chapter", "game", "start", "mode", "orientation", "level", "goal", "closing"];

/// A header line, `Key: value` (the key of letters only), as the record reads one.
fn header(line: &str) -> Option<(String, &str)> {
    let (key, value) = line.split_once(':')?;
    let key = key.trim();
    (!key.is_empty() && key.chars().all(|c| c.is_ascii_alphabetic())).then(|| (key.to_ascii_lowercase(), value.trim()))
}

impl Study {
    /// Read a study's text (`docs/studies.md`). Every line of every chapter's tree is replayed
    /// through the rules: a turn that cannot be played is an error naming its chapter and line.
    pub fn parse(text: &str) -> Result<Study, StudyError> {
        let mut title = None;
        let mut chapters = Vec::new();
        let mut draft: Option<Draft> = None;
        for (i, raw) in text.lines().enumerate() {
            let (n, line) = (i + 1, raw.trim());
            if draft.as_ref().is_none_or(Draft::free) {
                if let Some((key, value)) = header(line) {
                    if !KEYS.contains(&key.as_str()) {
                        let problem = Problem::BadHeader(line.chars().take(60).collect());
                        let (chapter, name) = draft.as_ref().map_or((0, String::new()), |d| (d.number, d.name.clone()));
                        return Err(StudyError { chapter, name, line: n, problem });
                    }
                    if draft.as_ref().is_none_or(|d| d.movetext || d.keys.contains(&key)) {
                        if let Some(d) = draft.take() {
                            chapters.push(d.finish()?);
                        }
                        draft = Some(Draft::new(chapters.len() + 1, n));
                    }
                    if let Some(d) = draft.as_mut() {
                        d.header(&key, value, n, &mut title)?;
                    }
                    continue;
                }
            }
            if line.is_empty() {
                continue;
            }
            match draft.as_mut() {
                Some(d) => d.movetext(line, n)?,
                None => {
                    let problem = Problem::BadHeader(line.chars().take(60).collect());
                    return Err(StudyError { chapter: 0, name: String::new(), line: n, problem });
                }
            }
        }
        match draft {
            Some(d) => chapters.push(d.finish()?),
            None => {
                let line = text.lines().count().max(1);
                return Err(StudyError { chapter: 0, name: String::new(), line, problem: Problem::NoChapters });
            }
        }
        Ok(Study { title: title.unwrap_or_default(), chapters })
    }
}
