//! Studies in the page (issue #40): a teacher's lesson of chapters ([`runeboard_engine::study`]),
//! the game's built-in lessons as one (`study::lesson_chapter`) and those kept in this browser
//! ([`crate::model::studies`]). A chapter opened is the game's: its start loaded, its tree adopted
//! (read mode: the move list shows its lines and words); in a quiz the engine judges each turn the
//! student commits ([`Quiz`]), and the page plays the author's replies. The page knows no rule.

use std::rc::Rc;

use runeboard_engine::study::{Chapter, Drawing, Goal, Hint, Judgement, Mode, Progress, Quiz, Study};
use runeboard_engine::{GameId, Geometry, Step};

use super::common::Kind;
use super::drawings::{Mark, Pen, Shape};

/// Where a study opened comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Source {
    /// The game's built-in lessons.
    Builtin(GameId),
    /// The studies kept in this browser, at this index.
    Saved(usize),
}

/// What can be done with studies.
#[derive(Clone, Debug, PartialEq)]
pub enum StudyAction {
    /// Open this chapter of this study (its game being the one shown).
    Open { study: Rc<Study>, source: Source, chapter: usize },
    /// Read mode (and Present): one turn forward (`true`) or back along the chapter's line; at
    /// the end of the line forward opens the next chapter.
    Step(bool),
    /// The next hint of a quiz.
    Hint,
    /// A quiz: play the author's turn for the student (the chapter is then not counted solved).
    ShowMe,
    /// Keep a copy of this study (the built-in one) in this browser, to change it and hand it on.
    Keep(Rc<Study>),
    /// Stop studying (the position stays on the board).
    Leave,
    /// A study file's text (or a link's fragment, `study=…`) read and kept in this browser; its
    /// first chapter opened when it is of the game shown.
    Import(String),
    /// Authoring: a new study of this title, kept in this browser.
    New(String),
    /// Authoring: add the board as it stands as a chapter of the saved study at this index.
    AddChapter { study: usize, name: String, mode: Mode },
    /// Authoring: change a chapter of a saved study.
    Edit { study: usize, chapter: usize, edit: ChapterEdit },
    /// Forget a saved study.
    Remove(usize),
    /// Authoring: open this chapter of the saved study at this index to write it on the board:
    /// its lines are the game's, every turn played, comment, glyph and drawing written into it as
    /// it is made (and kept in this browser).
    Write { study: usize, chapter: usize },
    /// Writing: the chapter's intro (its question) or closing words.
    Words(Place, String),
    /// Writing: the hints offered before the turn shown is found (one a line).
    Hints(String),
    /// Writing a quiz: what the turn shown is.
    Mark(Answer),
    /// Writing: take back the last change to the study (`true`), or make it again.
    Revise(bool),
}

/// Words of a chapter that belong to no turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Place {
    /// Before the first turn: the chapter's question in a quiz.
    Intro,
    /// Said when a quiz is solved.
    Closing,
}

/// What a turn of a quiz chapter is, at the student's turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Answer {
    /// The author's answer: the main line goes through it.
    Main,
    /// Another right answer (`!`).
    Right,
    /// A foreseen wrong answer (`?`): its words answer it.
    Wrong,
}

/// A saved study's chapter being written on the board.
#[derive(Clone, Debug, PartialEq)]
pub struct Writing {
    /// Its index among the studies kept.
    pub index: usize,
    /// The study as it was before each change, the last last (Undo), and as it was after each
    /// change taken back (Redo), each with the place of the chapter written then (a chapter moved
    /// or deleted changes it).
    pub undo: Vec<(Rc<Study>, usize)>,
    pub redo: Vec<(Rc<Study>, usize)>,
}

/// A practice chapter being played against the computer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Practice {
    pub goal: Goal,
    /// The student's player (the side to move at the chapter's start) and how many play.
    pub student: usize,
    pub players: usize,
    /// Achieved or failed (then nothing more is judged).
    pub ended: Option<Progress>,
}

impl Practice {
    /// The goal in words, for the student.
    pub fn task(&self, level: u8) -> String {
        let goal = match self.goal {
            Goal::Win => "win the game".to_string(),
            Goal::Draw => "draw at least".to_string(),
            Goal::Hold(n) => format!("hold out for {} without losing", turns(n)),
        };
        format!("Play it out against the computer (level {level}): {goal}.")
    }

    /// How the game stands against the goal (`plies` played since the chapter's start): what to
    /// say, once it is reached or lost.
    pub fn judge(&mut self, outcome: Option<&runeboard_engine::Outcome>, plies: usize) -> Option<(Kind, String)> {
        if self.ended.is_some() {
            return None;
        }
        let progress = self.goal.progress(self.student, self.players, outcome, plies);
        let said = match progress {
            Progress::Going => return None,
            Progress::Achieved => match self.goal {
                Goal::Hold(n) if outcome.is_none() => {
                    (Kind::Success, format!("Goal reached: you held out for {}.", turns(n)))
                }
                Goal::Draw if outcome.is_some_and(|o| o.winner().is_none()) => {
                    (Kind::Success, "Goal reached: a draw.".into())
                }
                _ => (Kind::Success, "Goal reached: you won.".into()),
            },
            Progress::Failed => (Kind::Warning, "Goal not reached this time: try again.".into()),
        };
        self.ended = Some(progress);
        Some(said)
    }
}

/// A change to a chapter of a saved study.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ChapterEdit {
    Rename(String),
    /// One place up (`true`) or down.
    Move(bool),
    Delete,
    Mode(Mode),
}

/// The chapter being studied.
#[derive(Clone)]
pub struct Studying {
    pub study: Rc<Study>,
    pub source: Source,
    pub chapter: usize,
    /// The chapter as a quiz (quiz mode only).
    pub quiz: Option<Rc<Quiz>>,
    /// How many hints were asked for at the student's turn.
    pub hints: usize,
    /// The quiz is solved.
    pub solved: bool,
    /// An answer was shown (Show me): the quiz is not counted solved by the student.
    pub shown: bool,
    /// What the study said last (the author's words for a turn, a hint, the closing words).
    pub said: Option<(Kind, String)>,
    /// The chapter is being written (a saved study's).
    pub writing: Option<Writing>,
    /// The chapter is a practice one, played against the computer.
    pub practice: Option<Practice>,
}

impl PartialEq for Studying {
    fn eq(&self, other: &Self) -> bool {
        Rc::ptr_eq(&self.study, &other.study)
            && self.source == other.source
            && self.chapter == other.chapter
            && self.hints == other.hints
            && self.solved == other.solved
            && self.shown == other.shown
            && self.said == other.said
            && self.writing == other.writing
            && self.practice == other.practice
    }
}

/// What the game must do after the student's turn was judged.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Then {
    Nothing,
    /// The turn is not the author's: take it back.
    TakeBack,
    /// Play the opponent's reply (in the author's notation).
    Reply(String),
}

impl Studying {
    /// Open chapter `chapter` of `study`; `None` when there is no such chapter or its tree does not
    /// replay (a quiz).
    pub fn open(study: Rc<Study>, source: Source, chapter: usize) -> Option<Studying> {
        let c = study.chapters.get(chapter)?;
        let quiz = match c.mode {
            Mode::Quiz => Some(Rc::new(Quiz::new(c).ok()?)),
            _ => None,
        };
        Some(Studying {
            study,
            source,
            chapter,
            quiz,
            hints: 0,
            solved: false,
            shown: false,
            said: None,
            writing: None,
            practice: None,
        })
    }

    /// The chapter of a saved study opened to write (its tree replays; a quiz is not judged
    /// while it is written).
    pub fn write(study: Rc<Study>, index: usize, chapter: usize, writing: Option<Writing>) -> Option<Studying> {
        let c = study.chapters.get(chapter)?;
        if c.mode == Mode::Quiz {
            Quiz::new(c).ok()?;
        }
        let writing = writing.unwrap_or(Writing { index, undo: Vec::new(), redo: Vec::new() });
        let mut s = Studying::open(study, Source::Saved(index), chapter)?;
        (s.quiz, s.writing) = (None, Some(writing));
        Some(s)
    }

    pub fn chapter(&self) -> &Chapter {
        &self.study.chapters[self.chapter]
    }

    /// "Chapter 2 of 5: A sandwich" ("Chapter 2 of 5" when it has no name).
    pub fn heading(&self) -> String {
        let name = &self.chapter().name;
        let of = format!("Chapter {} of {}", self.chapter + 1, self.study.chapters.len());
        if name.is_empty() {
            of
        } else {
            format!("{of}: {name}")
        }
    }

    /// The student's turn `turn` (as the game recorded it), after `played` from the chapter's
    /// start, judged: what the game must do; what to say is kept in [`Studying::said`].
    pub fn judge(&mut self, played: &[String], turn: &str) -> Then {
        let Some(quiz) = self.quiz.clone() else { return Then::Nothing };
        if self.solved {
            return Then::Nothing;
        }
        let (then, said) = match quiz.judge(played, turn) {
            Ok(Judgement::Right { reply }) => {
                self.hints = 0;
                let words = self.words_after(played, turn).unwrap_or_else(|| "Right! Keep going…".into());
                (reply.map_or(Then::Nothing, Then::Reply), (Kind::Success, words))
            }
            Ok(Judgement::Done { reply, closing }) => {
                self.solved = true;
                self.hints = 0;
                let words = closing.map_or_else(|| "Solved!".to_string(), |c| format!("Solved! {c}"));
                (reply.map_or(Then::Nothing, Then::Reply), (Kind::Success, words))
            }
            Ok(Judgement::Foreseen { words }) => {
                let words = words.unwrap_or_else(|| "Not this one.".into());
                (Then::TakeBack, (Kind::Error, format!("{words} Try again.")))
            }
            Ok(Judgement::Wrong) => (Then::TakeBack, (Kind::Error, "Not this one, try again.".into())),
            // (A turn off the author's lines: left as played.)
            Err(_) => (Then::Nothing, (Kind::Info, "This turn is not on the chapter's lines.".into())),
        };
        self.said = Some(said);
        then
    }

    /// The author's words on the student's right turn (said once it is found).
    fn words_after(&self, played: &[String], turn: &str) -> Option<String> {
        let quiz = self.quiz.as_ref()?;
        let mut line = played.to_vec();
        line.push(turn.to_string());
        let path = quiz.path(&line).ok()?;
        self.chapter().words(&path).map(str::to_string)
    }

    /// The next hint at the student's turn, after `played`; `g` names its cells.
    pub fn hint(&mut self, played: &[String], g: &Geometry) {
        let Some(quiz) = self.quiz.clone() else { return };
        if self.solved {
            return;
        }
        let hints = quiz.hints(played).unwrap_or_default();
        let said = match hints.get(self.hints.min(hints.len().saturating_sub(1))) {
            Some(Hint::Words(w)) => w.clone(),
            Some(Hint::First(Step::Cell(c))) => format!("Begin with the man on {}.", g.name(*c)),
            Some(Hint::First(_)) | None => "No more hints here.".into(),
        };
        self.hints += 1;
        self.said = Some((Kind::Info, format!("Hint: {said}")));
    }
}

/// "1 turn", "5 turns".
fn turns(n: u32) -> String {
    if n == 1 {
        "1 turn".into()
    } else {
        format!("{n} turns")
    }
}

/// The built-in lessons of `game` as one study, a quiz chapter per lesson (as `study::builtin`
/// makes it, from the lessons the page fetched).
pub fn builtin(game: GameId, lessons: &[runeboard_engine::lessons::Lesson]) -> Study {
    Study {
        title: format!("{} lessons", game.name()),
        chapters: lessons.iter().map(runeboard_engine::study::lesson_chapter).collect(),
    }
}

/// The id of the built-in lesson that is chapter `chapter` of `game`'s built-in study (its
/// lessons in their order), once its lessons are fetched (natively, the engine's).
pub fn lesson_id(game: GameId, chapter: usize) -> Option<&'static str> {
    let id = crate::model::teaching::lessons_loaded(game).and_then(|l| l.get(chapter)).map(|l| l.id);
    #[cfg(not(target_arch = "wasm32"))]
    let id = id.or_else(|| runeboard_engine::lessons::lessons_for(game).nth(chapter).map(|l| l.id));
    id
}

/// The solved lessons' ids as stored (a JSON list), read leniently: anything else is nothing.
pub fn read_solved(text: Option<&str>) -> Vec<String> {
    text.and_then(crate::model::json::Json::parse).and_then(|v| v.strings()).unwrap_or_default()
}

/// A study's drawing as the board's mark.
pub fn mark(d: &Drawing) -> Mark {
    use runeboard_engine::study::Colour;
    let pen = |c: Colour| match c {
        Colour::Green => Pen::Green,
        Colour::Red => Pen::Red,
        Colour::Blue => Pen::Blue,
        Colour::Yellow => Pen::Yellow,
    };
    match *d {
        Drawing::Arrow { from, to, colour } => Mark { shape: Shape::between(from, to), pen: pen(colour) },
        Drawing::Circle { cell, colour } => Mark { shape: Shape::Circle(cell), pen: pen(colour) },
    }
}

/// A chapter edited (a saved study's): false when there is no such chapter.
pub fn edit(study: &mut Study, chapter: usize, edit: ChapterEdit) -> bool {
    let n = study.chapters.len();
    if chapter >= n {
        return false;
    }
    match edit {
        ChapterEdit::Rename(name) => study.chapters[chapter].name = runeboard_engine::study::clean_line(&name),
        ChapterEdit::Move(true) if chapter > 0 => study.chapters.swap(chapter, chapter - 1),
        ChapterEdit::Move(false) if chapter + 1 < n => study.chapters.swap(chapter, chapter + 1),
        ChapterEdit::Move(_) => return false,
        ChapterEdit::Delete => {
            study.chapters.remove(chapter);
        }
        ChapterEdit::Mode(mode) => study.chapters[chapter].mode = mode,
    }
    true
}

/// A study's drawing of a board's mark.
pub fn drawing(m: &Mark) -> Drawing {
    use runeboard_engine::study::Colour;
    let colour = match m.pen {
        Pen::Green => Colour::Green,
        Pen::Red => Colour::Red,
        Pen::Blue => Colour::Blue,
        Pen::Yellow => Colour::Yellow,
    };
    match m.shape {
        Shape::Arrow(from, to) => Drawing::Arrow { from, to, colour },
        Shape::Circle(cell) => Drawing::Circle { cell, colour },
    }
}

#[cfg(all(test, not(target_arch = "wasm32")))]
#[path = "studies_tests.rs"]
mod tests;
