//! Studies (issue #40): a teacher's lesson of chapters, each a position, a tree of turns with words,
//! drawings and hints, and a mode (read it, find the author's turns, or play it out against the
//! computer). The format is the game record's, one record per chapter (`docs/studies.md`).
//!
//! - [`Study`], [`Chapter`] and their text form ([`Study::parse`], [`Study::write`]) and link form
//!   ([`Study::to_fragment`], [`Study::from_fragment`], [`Study::link`]); every line of every
//!   chapter is replayed through the rules when read.
//! - [`Quiz`]: a chapter's tree as a quiz: judges each turn the student commits ([`Quiz::judge`]),
//!   gives hints ([`Quiz::hints`]).
//! - [`Goal`]: a practice chapter's goal, and [`Goal::progress`], how a game stands against it.
//! - [`builtin`]: the built-in lessons as studies (one per game, a chapter per lesson).
//!
//! No rules here beyond asking the sessions: a turn is legal if [`crate::Play`] plays it.

mod fragment;
mod lessons;
mod notes;
mod practice;
mod quiz;
mod read;
mod write;

#[cfg(test)]
mod tests;

use std::collections::BTreeMap;

use crate::geometry::CellId;
use crate::id::GameId;
use crate::tree::Tree;

pub use fragment::LINK_LIMIT;
pub use lessons::{builtin, lesson_chapter};
pub use notes::{clean_hint, clean_line, clean_words};
pub use practice::{Goal, Progress};
pub use quiz::{Hint, Judgement, Quiz, QuizError};
pub use read::{Problem, StudyError};

/// A study: a title and its chapters, in order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Study {
    /// One line ([`clean_line`]); may be empty.
    pub title: String,
    pub chapters: Vec<Chapter>,
}

/// One chapter: a game from a start, a tree of turns with words, drawings and hints, and a mode.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Chapter {
    /// One line ([`clean_line`]); may be empty.
    pub name: String,
    pub game: GameId,
    /// The game's position text of the first position, when not the game's standard start.
    pub start: Option<String>,
    /// The player (an index into the table's players) whose side of the board is shown nearest.
    pub orientation: usize,
    pub mode: Mode,
    /// The words shown before the first turn (the chapter's question, for a quiz).
    pub intro: Option<String>,
    /// The turns: the main line (the author's answers and the replies, in a quiz) and variations
    /// (in a quiz, at the student's turn: foreseen wrong answers, or with `!` more right ones).
    /// Each node's comment holds its **words only** ([`clean_words`]); its drawings and hints are
    /// in [`Chapter::notes`].
    pub tree: Tree,
    /// The drawings and hints of a position, by the line of turns that leads to it from the start
    /// (the empty line: the start). Lines the tree does not hold are not written; no empty
    /// [`Notes`] are kept (use [`Chapter::set_notes`]).
    pub notes: BTreeMap<Vec<String>, Notes>,
    /// A quiz's closing words, shown when it is solved (one line, [`clean_words`]).
    pub closing: Option<String>,
}

/// What a chapter asks of the student.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    /// Step through the lines; words and drawings appear with their turn.
    Read,
    /// Find the author's turns ([`Quiz`]); the page plays the replies.
    Quiz,
    /// Play the position out against the computer at `level` (1 Beginner to 5 Strongest, as
    /// `ai::levels`), judged by `goal`.
    Practice { level: u8, goal: Goal },
}

impl Mode {
    /// Its word in the `Mode:` header.
    pub fn word(self) -> &'static str {
        match self {
            Mode::Read => "read",
            Mode::Quiz => "quiz",
            Mode::Practice { .. } => "practice",
        }
    }
}

/// A pen's colour, with lichess's letters (`G`, `R`, `B`, `Y`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Colour {
    Green,
    Red,
    Blue,
    Yellow,
}

impl Colour {
    pub const ALL: [Colour; 4] = [Colour::Green, Colour::Red, Colour::Blue, Colour::Yellow];

    /// Its letter in a `[%cal]`/`[%csl]` command.
    pub fn letter(self) -> char {
        match self {
            Colour::Green => 'G',
            Colour::Red => 'R',
            Colour::Blue => 'B',
            Colour::Yellow => 'Y',
        }
    }

    /// The colour of this letter (either case).
    pub fn from_letter(c: char) -> Option<Colour> {
        Colour::ALL.into_iter().find(|k| k.letter() == c.to_ascii_uppercase())
    }
}

/// An arrow or a circle drawn on a position.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Drawing {
    /// From one cell to another (never the same).
    Arrow {
        from: CellId,
        to: CellId,
        colour: Colour,
    },
    Circle {
        cell: CellId,
        colour: Colour,
    },
}

/// A position's drawings and, on the author's answer of a quiz, the hints offered before it is
/// found (each one line, [`clean_hint`]).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Notes {
    pub drawings: Vec<Drawing>,
    pub hints: Vec<String>,
}

impl Notes {
    pub fn is_empty(&self) -> bool {
        self.drawings.is_empty() && self.hints.is_empty()
    }
}

impl Chapter {
    /// A read-mode chapter of `game` from its standard start, with nothing in it, shown from the
    /// first player's side.
    pub fn new(name: &str, game: GameId) -> Chapter {
        Chapter {
            name: clean_line(name),
            game,
            start: None,
            orientation: 0,
            mode: Mode::Read,
            intro: None,
            tree: Tree::default(),
            notes: BTreeMap::new(),
            closing: None,
        }
    }

    /// The turns leading to `path` (the empty path: the start), if the tree holds it.
    fn line(&self, path: &[usize]) -> Option<Vec<String>> {
        self.tree.turns(path)
    }

    /// The words at `path`: the intro at the start, else the turn's comment.
    pub fn words(&self, path: &[usize]) -> Option<&str> {
        if path.is_empty() {
            return self.intro.as_deref();
        }
        self.tree.node(path).and_then(|n| n.comment.as_deref())
    }

    /// Set (or clear, with nothing but spaces) the words at `path`, cleaned ([`clean_words`]);
    /// false if the tree has no such node.
    pub fn set_words(&mut self, path: &[usize], text: &str) -> bool {
        if path.is_empty() {
            self.intro = clean_words(text);
            return true;
        }
        match self.tree.comment_mut(path) {
            Some(c) => {
                *c = clean_words(text);
                true
            }
            None => false,
        }
    }

    /// The drawings and hints at `path` (none when there are none).
    pub fn notes_at(&self, path: &[usize]) -> Notes {
        self.line(path).and_then(|l| self.notes.get(&l).cloned()).unwrap_or_default()
    }

    /// Set the drawings and hints at `path` (hints cleaned, empty ones left out; empty notes
    /// removed); false if the tree has no such node.
    pub fn set_notes(&mut self, path: &[usize], notes: Notes) -> bool {
        let Some(line) = self.line(path) else { return false };
        let notes = Notes { hints: notes.hints.iter().filter_map(|h| clean_hint(h)).collect(), ..notes };
        if notes.is_empty() {
            self.notes.remove(&line);
        } else {
            self.notes.insert(line, notes);
        }
        true
    }

    /// Forget the notes of lines the tree no longer holds (after a deletion).
    pub fn prune(&mut self) {
        let tree = &self.tree;
        self.notes.retain(|line, _| line.is_empty() || tree.path_of(line).is_some());
    }
}

/// The players' names of a game ("White", "Attacker"…), in the table's order.
pub fn players(game: GameId) -> Vec<&'static str> {
    crate::new_session(game).table(&[], None).players.iter().map(|p| p.name).collect()
}

/// A node of a tree as a walk from the start meets it: its index, its path and the line of turns
/// that leads to it.
struct Visit {
    index: usize,
    path: Vec<usize>,
    line: Vec<String>,
}

/// Every node of the tree but the start, each after its parent.
fn walk(tree: &Tree) -> Vec<Visit> {
    let mut out = Vec::new();
    let mut stack = vec![Visit { index: Tree::START, path: Vec::new(), line: Vec::new() }];
    while let Some(v) = stack.pop() {
        for (i, &child) in tree.get(v.index).children.iter().enumerate() {
            let mut path = v.path.clone();
            path.push(i);
            let mut line = v.line.clone();
            line.push(tree.get(child).turn.clone());
            stack.push(Visit { index: child, path, line });
        }
        if v.index != Tree::START {
            out.push(v);
        }
    }
    out
}
