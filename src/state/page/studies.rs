//! Studies ([`Studying`]): a chapter opened on the board (its start loaded, its lines adopted in
//! read mode, its drawings put on their positions, the board turned to its side), stepped through,
//! each turn of a quiz judged by the engine and the author's reply played; studies kept in this
//! browser written and changed.

use std::rc::Rc;

use runeboard_engine::study::{Chapter, Mode, Study};
use runeboard_engine::Command;

use super::State;
use crate::state::studies::{edit, mark, Source, StudyAction, Studying, Then};
use crate::state::{Action, Cue, Kind, ViewTo};

impl State {
    pub(super) fn studies(&mut self, action: StudyAction) {
        match action {
            StudyAction::Open { study, source, chapter } => self.open_chapter(study, source, chapter),
            StudyAction::Step(forward) => self.study_step(forward),
            StudyAction::Hint => {
                let played = self.play.record().turns;
                let g = self.geometry.clone();
                if let Some(s) = self.study.as_mut() {
                    s.hint(&played, &g);
                }
            }
            StudyAction::Leave => self.study = None,
            StudyAction::Import(text) => self.import_study(&text),
            StudyAction::New(title) => {
                let title = runeboard_engine::study::clean_line(&title);
                let title = if title.is_empty() { "A study".to_string() } else { title };
                Rc::make_mut(&mut self.shelf).studies.push(Rc::new(Study { title, chapters: Vec::new() }));
            }
            StudyAction::AddChapter { study, name, mode } => self.add_chapter(study, &name, mode),
            StudyAction::Edit { study, chapter, edit: change } => {
                let shelf = Rc::make_mut(&mut self.shelf);
                let Some(s) = shelf.studies.get_mut(study) else { return };
                if edit(Rc::make_mut(s), chapter, change)
                    && self.study.as_ref().is_some_and(|s| s.source == Source::Saved(study))
                {
                    // (The chapter studied may have moved: stop studying it.)
                    self.study = None;
                }
            }
            StudyAction::Remove(index) => {
                let shelf = Rc::make_mut(&mut self.shelf);
                if index < shelf.studies.len() {
                    shelf.studies.remove(index);
                    if self.study.as_ref().is_some_and(|s| matches!(s.source, Source::Saved(i) if i >= index)) {
                        self.study = None;
                    }
                }
            }
        }
    }

    /// The chapter's words at the position shown: its intro at its start (in a quiz, always: its
    /// question), else the turn's words (the game's lines are the chapter's).
    pub fn study_words(&self) -> Option<String> {
        let s = self.study.as_ref()?;
        let c = s.chapter();
        let path = self.shown_path().unwrap_or_else(|| self.lines().path());
        if s.quiz.is_some() || path.is_empty() {
            return c.intro.clone();
        }
        self.tree().node(&path)?.comment.clone()
    }

    /// In Present, with a study open, the keys that step through a game (→ ←, a clicker's Page Down
    /// and Page Up) step through the chapter instead.
    pub(super) fn study_steps(&self, action: &Action) -> Option<bool> {
        if !self.ui.presenting || self.study.is_none() {
            return None;
        }
        match action {
            Action::View(ViewTo::Forward) => Some(true),
            Action::View(ViewTo::Back) => Some(false),
            _ => None,
        }
    }

    fn open_chapter(&mut self, study: Rc<Study>, source: Source, chapter: usize) {
        let Some(studying) = Studying::open(study, source, chapter) else {
            self.notice(Kind::Error, "This chapter cannot be opened: its lines do not replay.");
            return;
        };
        let c = studying.chapter().clone();
        if c.game != self.game() {
            self.notice(Kind::Info, &format!("This chapter is of {}: choose that game to open it.", c.game.name()));
            return;
        }
        let kept = self.worth_keeping();
        let loaded = match &c.start {
            Some(start) => self.command(Command::Load(start.clone())),
            None => self.command(Command::Restart),
        };
        if loaded.is_err() {
            self.notice(Kind::Error, "This chapter cannot be opened: its start is not a position of its game.");
            return;
        }
        if let Some(saved) = kept {
            self.keep(saved);
        }
        // (Nobody else plays: the page plays a quiz's replies.)
        self.computer.opponent.sides.clear();
        self.lesson = None;
        self.puzzle = None;
        self.draw_chapter(&c);
        if c.mode != Mode::Quiz {
            // The chapter's lines are the game's: the move list shows them, stepping follows them.
            self.adopt(Some(c.tree.clone()));
        }
        self.refresh();
        self.study = Some(studying);
    }

    /// The chapter's drawings, each on its position (the page shows a position's drawings).
    fn draw_chapter(&mut self, c: &Chapter) {
        for (line, notes) in &c.notes {
            if notes.drawings.is_empty() {
                continue;
            }
            let mut play = (*self.play).clone();
            if line.iter().all(|t| play.apply(Command::Notation(t.clone())).is_ok()) {
                let position = play.table(&[], None).position;
                self.drawings.set(c.game, &position, notes.drawings.iter().map(mark).collect());
            }
        }
    }

    /// One turn forward or back along the chapter's line; past its end, the next chapter (and
    /// before its start, the previous one).
    fn study_step(&mut self, forward: bool) {
        let Some(s) = self.study.clone() else { return };
        self.viewing = None;
        let (path, line) = (self.lines().path(), self.lines().line());
        let target = if forward {
            // Along the line followed, else the first of the turns there.
            let first = || {
                let node = self.tree().index(&path)?;
                (!self.tree().get(node).children.is_empty()).then(|| [path.as_slice(), &[0]].concat())
            };
            if line.len() > path.len() && line.starts_with(&path) {
                Some(line[..=path.len()].to_vec())
            } else {
                first()
            }
        } else {
            (!path.is_empty()).then(|| path[..path.len() - 1].to_vec())
        };
        if let Some(target) = target.filter(|_| s.quiz.is_none()) {
            if self.command(Command::GoTo(target)).is_ok() {
                self.refresh();
                self.cue = Some(Cue::after(&self.table));
            }
            return;
        }
        let next = if forward { s.chapter + 1 } else { s.chapter.wrapping_sub(1) };
        if next < s.study.chapters.len() && s.study.chapters[next].game == self.game() {
            self.open_chapter(s.study.clone(), s.source, next);
        }
    }

    /// After a turn played in a quiz: judged by the engine; the author's reply played, or the
    /// turn taken back.
    pub(super) fn judge_study(&mut self) {
        let Some(mut s) = self.study.take() else { return };
        let turns = self.play.record().turns;
        let Some((turn, played)) = turns.split_last().filter(|_| s.quiz.is_some()) else {
            self.study = Some(s);
            return;
        };
        match s.judge(played, turn) {
            Then::Nothing => {}
            Then::TakeBack => {
                // Back to where the quiz stands, with nothing to redo (a wrong turn never comes back).
                let start = s.chapter().start.clone();
                let back = match start {
                    Some(start) => self.command(Command::Load(start)),
                    None => self.command(Command::Restart),
                };
                if back.is_ok() {
                    for t in played {
                        let _ = self.command(Command::Notation(t.clone()));
                    }
                }
                self.cue = Some(Cue::Refused);
            }
            Then::Reply(reply) => {
                if self.command(Command::Notation(reply)).is_ok() {
                    self.ui.vanished = self.play.table(&[], None).taken;
                    self.cue = Some(Cue::after(&self.play.table(&[], None)));
                }
            }
        }
        self.refresh();
        self.study = Some(s);
    }

    /// A study file's text or a link's fragment read, kept in this browser, its first chapter
    /// opened when it is of the game shown.
    fn import_study(&mut self, text: &str) {
        let trimmed = text.trim();
        let read = if trimmed.starts_with("study=") || trimmed.starts_with("#study=") {
            Study::from_fragment(trimmed)
        } else {
            Study::parse(text)
        };
        let study = match read {
            Ok(study) => study,
            Err(e) => {
                self.notice(Kind::Error, &format!("This study could not be read: {e}."));
                return;
            }
        };
        let index = Rc::make_mut(&mut self.shelf).add(study);
        let study = self.shelf.studies[index].clone();
        if study.chapters.first().is_some_and(|c| c.game == self.game()) {
            self.open_chapter(study.clone(), Source::Saved(index), 0);
        }
        self.notice(Kind::Success, &format!("The study \"{}\" is kept in this browser's Studies.", study.title));
    }

    /// The board as it stands (its start, its lines with their words, the side shown nearest) as
    /// a new chapter of the saved study `index`.
    fn add_chapter(&mut self, index: usize, name: &str, mode: Mode) {
        let Some(study) = self.shelf.studies.get(index).cloned() else { return };
        let mut chapter = Chapter::new(name, self.game());
        chapter.start = self.play.record().start;
        chapter.tree = (**self.tree()).clone();
        chapter.orientation = usize::from(self.flipped());
        chapter.mode = mode;
        let mut with = (*study).clone();
        with.chapters.push(chapter);
        // Written and read back: words and drawings in the comments are parted, and the chapter
        // is checked as a file is.
        match Study::parse(&with.write()) {
            Ok(read) => {
                Rc::make_mut(&mut self.shelf).studies[index] = Rc::new(read);
                let n = self.shelf.studies[index].chapters.len();
                self.notice(Kind::Success, &format!("Chapter {n} added to \"{}\".", with.title));
            }
            Err(e) => self.notice(Kind::Error, &format!("This board cannot be a chapter: {e}.")),
        }
    }
}
