//! A chapter as a quiz (lichess's "gamebook"): the student plays the side to move at the chapter's
//! start and must find the author's turns; the opponent's replies come from the tree.
//!
//! At the student's turn, the tree's first child is the author's answer; another child marked `!`
//! or `!!` (NAG 1 or 3) is a right answer too (the quiz then follows its line); any other child is
//! a foreseen wrong answer, its comment the author's words for it (written with `?`, NAG 2, by
//! convention). At the opponent's turn the first child is the reply played (other children are for
//! reading only). Turns are compared as the rules write them (the author's notation is replayed),
//! check and glyph marks aside, so a turn of several steps (a Valkyrie's carry, an Ox's removal) is
//! one answer, whatever way the author wrote it.

use thiserror::Error;

use crate::error::quote;
use crate::game::Step;
use crate::new_session;
use crate::record::Record;
use crate::table::Command;
use crate::tree::Tree;

use super::read::{Problem, StudyError};
use super::Chapter;

/// How a turn the student committed did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Judgement {
    /// A right turn, and the quiz goes on: `reply` is the opponent's turn to play next (in the
    /// author's notation, for `Command::Notation`), then the student is to play again.
    Right { reply: Option<String> },
    /// A right turn, and the last the student has to find: solved. `reply` is a last turn of the
    /// opponent's the author wrote after it (to play, if any); `closing` the chapter's closing words.
    Done { reply: Option<String>, closing: Option<String> },
    /// A wrong turn the author foresaw, with the author's words for it (`None`: none written).
    Foreseen { words: Option<String> },
    /// Any other turn: not this one, try again.
    Wrong,
}

/// A hint for the student's turn, the author's first, then the rules'.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Hint {
    /// A hint the author wrote on the answer (`[%hint …]`).
    Words(String),
    /// The answer's first step (the man to move, for most turns).
    First(Step),
}

/// Why the quiz cannot judge a turn now.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum QuizError {
    #[error("turn {ply} ('{}') is not on the author's lines", quote(turn))]
    OffLine { ply: usize, turn: String },
    #[error("it is the opponent's turn: its reply is to be played first")]
    NotStudentsTurn,
    #[error("the quiz is over: no turn is expected now")]
    Over,
}

/// A chapter's tree as a quiz. It keeps no progress: each question names the turns played so far
/// from the chapter's start (as the game records them).
#[derive(Clone, Debug)]
pub struct Quiz {
    chapter: Chapter,
    /// By node index: the turn as the rules write it (marks aside), the player to move after it,
    /// and its first step.
    canon: Vec<String>,
    to_move: Vec<usize>,
    first: Vec<Option<Step>>,
    student: usize,
}

/// A turn's notation without the marks a record may add (`+`, `#`, `!`, `?`), as `lessons` compares.
fn bare(notation: &str) -> &str {
    notation.trim().trim_end_matches(['+', '#', '!', '?'])
}

impl Quiz {
    /// The quiz of a chapter (of any mode); every line of its tree is replayed (a chapter read by
    /// [`super::Study::parse`] always replays: an error names no chapter nor line here).
    pub fn new(chapter: &Chapter) -> Result<Quiz, StudyError> {
        let err = |problem| StudyError { chapter: 0, name: chapter.name.clone(), line: 0, problem };
        let mut play = new_session(chapter.game);
        if let Some(s) = &chapter.start {
            play.apply(Command::Load(s.clone())).map_err(|e| err(Problem::BadStart(e)))?;
        }
        let student = play.table(&[], None).to_move;
        let tree = &chapter.tree;
        let (mut canon, mut to_move, mut first) = (vec![String::new()], vec![student], vec![None]);
        let mut stack = vec![(Tree::START, play, Vec::<String>::new())];
        while let Some((at, play, turns)) = stack.pop() {
            for &child in &tree.get(at).children {
                let turn = &tree.get(child).turn;
                let mut line = turns.clone();
                line.push(turn.clone());
                let position = play.table(&[], None).position;
                let mut next = play.clone();
                if next.apply(Command::Notation(turn.clone())).is_err() {
                    let record = Record { game: chapter.game, start: chapter.start.clone(), turns: line };
                    let e = record.replay().err().unwrap_or(crate::record::RecordError::MissingGame);
                    return Err(err(Problem::BadTurn(e)));
                }
                let written = next.record().turns.last().cloned().unwrap_or_default();
                if canon.len() <= child {
                    canon.resize(child + 1, String::new());
                    to_move.resize(child + 1, 0);
                    first.resize(child + 1, None);
                }
                canon[child] = bare(&written).to_string();
                to_move[child] = next.table(&[], None).to_move;
                first[child] = first_step(chapter.game, &position, turn);
                stack.push((child, next, line));
            }
        }
        Ok(Quiz { chapter: chapter.clone(), canon, to_move, first, student })
    }

    pub fn chapter(&self) -> &Chapter {
        &self.chapter
    }

    /// The student's player (an index into the table's players): the side to move at the start.
    pub fn student(&self) -> usize {
        self.student
    }

    /// The node after `played`, and its path.
    fn locate(&self, played: &[String]) -> Result<(usize, Vec<usize>), QuizError> {
        let tree = &self.chapter.tree;
        let (mut at, mut path) = (Tree::START, Vec::with_capacity(played.len()));
        for (ply, turn) in played.iter().enumerate() {
            let found = tree.get(at).children.iter().position(|&c| self.canon[c] == bare(turn));
            let Some(i) = found else { return Err(QuizError::OffLine { ply: ply + 1, turn: turn.clone() }) };
            at = tree.get(at).children[i];
            path.push(i);
        }
        Ok((at, path))
    }

    /// The path in the tree of the position after `played` (its words and drawings are the
    /// chapter's there: [`Chapter::words`], [`Chapter::notes_at`]).
    pub fn path(&self, played: &[String]) -> Result<Vec<usize>, QuizError> {
        self.locate(played).map(|(_, path)| path)
    }

    /// The node after `played`, where the student is to find a turn.
    fn question(&self, played: &[String]) -> Result<usize, QuizError> {
        let (at, _) = self.locate(played)?;
        if self.chapter.tree.get(at).children.is_empty() {
            return Err(QuizError::Over);
        }
        if self.to_move[at] != self.student {
            return Err(QuizError::NotStudentsTurn);
        }
        Ok(at)
    }

    /// The author's answer after `played` (for "show the answer"), in the author's notation.
    pub fn answer(&self, played: &[String]) -> Result<String, QuizError> {
        let at = self.question(played)?;
        let tree = &self.chapter.tree;
        Ok(tree.get(tree.get(at).children[0]).turn.clone())
    }

    /// Judge the turn the student committed after `played` (each turn as the game records it;
    /// `turn` too, so a turn of several steps is one answer).
    pub fn judge(&self, played: &[String], turn: &str) -> Result<Judgement, QuizError> {
        let at = self.question(played)?;
        let tree = &self.chapter.tree;
        let kids = &tree.get(at).children;
        let Some(i) = kids.iter().position(|&c| self.canon[c] == bare(turn)) else { return Ok(Judgement::Wrong) };
        let node = tree.get(kids[i]);
        if i > 0 && !node.nags.iter().any(|n| matches!(n, 1 | 3)) {
            return Ok(Judgement::Foreseen { words: node.comment.clone() });
        }
        let mut after = kids[i];
        let mut reply = None;
        if let Some(&next) = node.children.first().filter(|_| self.to_move[kids[i]] != self.student) {
            reply = Some(tree.get(next).turn.clone());
            after = next;
        }
        if tree.get(after).children.is_empty() || self.to_move[after] != self.student {
            return Ok(Judgement::Done { reply, closing: self.chapter.closing.clone() });
        }
        Ok(Judgement::Right { reply })
    }

    /// The hints for the student's turn after `played`, to give one at a time: the author's (on
    /// the answer), then the answer's first step.
    pub fn hints(&self, played: &[String]) -> Result<Vec<Hint>, QuizError> {
        let at = self.question(played)?;
        let answer = self.chapter.tree.get(at).children[0];
        let mut line: Vec<String> =
            self.path(played).ok().and_then(|p| self.chapter.tree.turns(&p)).unwrap_or_default();
        line.push(self.chapter.tree.get(answer).turn.clone());
        let mut out: Vec<Hint> = self
            .chapter
            .notes
            .get(&line)
            .map(|n| n.hints.iter().cloned().map(Hint::Words).collect())
            .unwrap_or_default();
        out.extend(self.first[answer].map(Hint::First));
        Ok(out)
    }
}

/// The first step of `turn` in the position `position` (the game's text).
fn first_step(game: crate::GameId, position: &str, turn: &str) -> Option<Step> {
    crate::with_game!(game, g => {
        let (pos, _) = crate::Game::parse_position(&g, position).ok()?;
        let mv = crate::game::parse_notation(&g, &pos, turn)?;
        crate::Game::steps(&g, &pos, mv).first().map(|s| s.step)
    })
}
