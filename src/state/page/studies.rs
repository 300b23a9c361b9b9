//! Studies ([`Studying`]): a chapter opened on the board (its start loaded, its lines adopted in
//! read mode, its drawings put on their positions, the board turned to its side), stepped through,
//! each turn of a quiz judged by the engine and the author's reply played; studies kept in this
//! browser written and changed.

use std::rc::Rc;

use runeboard_engine::study::{clean_words, Chapter, Mode, Notes, Study};
use runeboard_engine::{Command, Play};

use crate::games::new_session;

use super::State;
use crate::state::studies::{drawing, edit, mark, Answer, Place, Practice, Source, StudyAction, Studying, Then};
use crate::state::{Action, ComputerAction, Cue, Kind, Opponent, ViewTo};

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
            StudyAction::ShowMe => self.show_answer(),
            StudyAction::Keep(study) => {
                let title = study.title.clone();
                self.shelf.read_mut().add((*study).clone());
                self.notice(
                    Kind::Success,
                    &format!("A copy of \"{title}\" is kept in your studies: write in it there."),
                );
            }
            StudyAction::Leave => self.study = None,
            StudyAction::Import(text) => self.import_study(&text),
            StudyAction::New(title) => {
                let title = runeboard_engine::study::clean_line(&title);
                let title = if title.is_empty() { "A study".to_string() } else { title };
                self.shelf.read_mut().studies.push(Rc::new(Study { title, chapters: Vec::new() }));
            }
            StudyAction::AddChapter { study, name, mode } => self.add_chapter(study, &name, mode),
            StudyAction::Edit { study, chapter, edit: change } => self.edit_chapter(study, chapter, change),
            StudyAction::Write { study, chapter } => self.write_chapter(study, chapter, None, None),
            StudyAction::Words(place, text) => self.revise(|c| match place {
                Place::Intro => c.intro = clean_words(&text),
                Place::Closing => c.closing = clean_words(&text),
            }),
            StudyAction::Hints(text) => {
                let Some(path) = self.shown_path().filter(|p| !p.is_empty()) else { return };
                self.revise(|c| {
                    let notes = Notes { hints: text.lines().map(str::to_string).collect(), ..c.notes_at(&path) };
                    c.set_notes(&path, notes);
                });
            }
            StudyAction::Mark(answer) => self.mark_answer(answer),
            StudyAction::Revise(back) => self.undo_writing(back),
            StudyAction::Remove(index) => {
                let shelf = self.shelf.read_mut();
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
        self.put_chapter(studying, &c);
    }

    /// The chapter `c` on the board: its start loaded (the game being played kept), its lines,
    /// drawings, and in practice the computer.
    fn put_chapter(&mut self, studying: Studying, c: &Chapter) {
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
        // (Nobody else plays: the page plays a quiz's replies; the computer a practice's.)
        self.computer.opponent.sides.clear();
        self.puzzle = None;
        self.draw_chapter(c);
        if c.mode != Mode::Quiz || studying.writing.is_some() {
            // The chapter's lines are the game's: the move list shows them, stepping follows them.
            self.adopt(Some(c.tree.clone()));
        }
        self.refresh();
        let mut studying = studying;
        if let (Mode::Practice { level, goal }, None) = (c.mode, &studying.writing) {
            let (student, players) = (self.table.to_move, self.table.players.len());
            let practice = Practice { goal, student, players, ended: None };
            studying.said = Some((Kind::Info, practice.task(level)));
            studying.practice = Some(practice);
            let sides = (0..players).filter(|&p| p != student).collect();
            self.computer_act(ComputerAction::Set(Opponent { sides, level }));
        }
        self.study = Some(studying);
    }

    /// The chapter's drawings, each on its position (the page shows a position's drawings); the
    /// positions of its lines that have none are cleared.
    fn draw_chapter(&mut self, c: &Chapter) {
        for (path, position) in positions(c) {
            let drawings = c.notes_at(&path).drawings.iter().map(mark).collect();
            self.drawings.set(c.game, &position, drawings);
        }
    }

    /// After each action, a chapter studied follows what changed: one being written takes the
    /// board's lines and drawings (and is kept), a practice judges the game against its goal.
    pub(super) fn follow_study(&mut self, before: &State) {
        let Some(s) = self.study.as_ref() else { return };
        if s.writing.is_some() {
            if !Rc::ptr_eq(self.tree(), before.tree()) || self.drawings != before.drawings {
                self.write_back();
            }
            return;
        }
        if s.practice.is_some_and(|p| p.ended.is_none()) && !Rc::ptr_eq(&self.play, &before.play) {
            let (outcome, plies) = (self.table.outcome, self.play.record().turns.len());
            let Some(s) = self.study.as_mut() else { return };
            let Some(p) = s.practice.as_mut() else { return };
            if let Some(said) = p.judge(outcome.as_ref(), plies) {
                s.said = Some(said);
                if outcome.is_none() {
                    // (Held out: the computer stops, the board stays as it is.)
                    let level = self.computer.opponent.level;
                    self.computer_act(ComputerAction::Set(Opponent { sides: Vec::new(), level }));
                }
            }
        }
    }

    /// Open chapter `chapter` of the saved study `index` to write it (with its undo, when it is
    /// opened again after one), at the turn `at` when its lines hold it.
    fn write_chapter(
        &mut self,
        index: usize,
        chapter: usize,
        writing: Option<crate::state::studies::Writing>,
        at: Option<Vec<usize>>,
    ) {
        let Some(study) = self.shelf.read().studies.get(index).cloned() else { return };
        let Some(c) = study.chapters.get(chapter).cloned() else { return };
        if c.game != self.game() {
            self.notice(Kind::Info, &format!("This chapter is of {}: choose that game to write it.", c.game.name()));
            return;
        }
        let Some(studying) = Studying::write(study.clone(), index, chapter, writing) else {
            self.notice(Kind::Error, "This chapter cannot be opened: its lines do not replay.");
            return;
        };
        self.put_chapter(studying, &c);
        // The turn shown again, or the last of its turns the chapter still has (a turn taken back).
        if let Some(mut at) = at {
            while !at.is_empty() && self.tree().index(&at).is_none() {
                at.pop();
            }
            if !at.is_empty() && self.command(Command::GoTo(at)).is_ok() {
                self.refresh();
            }
        }
    }

    /// The chapter written, as the board has it now: its start, its lines with their words and
    /// glyphs, each position's drawings (its hints kept where their turn still is).
    fn chapter_from_board(&self, base: &Chapter) -> Option<Chapter> {
        let mut c = base.clone();
        c.start = self.play.record().start;
        c.tree = (**self.tree()).clone();
        let old = std::mem::take(&mut c.notes);
        for (path, position) in positions(&c) {
            let drawings = self.drawings.on(c.game, &position).iter().map(drawing).collect();
            let hints = c.tree.turns(&path).and_then(|l| old.get(&l)).map(|n| n.hints.clone()).unwrap_or_default();
            c.set_notes(&path, Notes { drawings, hints });
        }
        // Written and read back: words and drawings typed in a comment are parted, and the chapter
        // is checked as a file is.
        let one = Study { title: String::new(), chapters: vec![c] };
        Study::parse(&one.write()).ok()?.chapters.pop()
    }

    /// The chapter being written takes what the board has, if that changed it.
    fn write_back(&mut self) {
        let Some(s) = self.study.as_ref() else { return };
        let Some(c) = self.chapter_from_board(s.chapter()) else { return };
        self.revise(move |old| *old = c);
    }

    /// Change the chapter being written (and keep the study), the study as it was kept for Undo.
    fn revise(&mut self, change: impl FnOnce(&mut Chapter)) {
        let Some(s) = self.study.as_mut() else { return };
        let Some(w) = s.writing.as_mut() else { return };
        let Some(before) = self.shelf.read().studies.get(w.index).cloned() else { return };
        let mut after = (*before).clone();
        let Some(c) = after.chapters.get_mut(s.chapter) else { return };
        change(c);
        if after == *before {
            return;
        }
        let after = Rc::new(after);
        w.undo.push((before, s.chapter));
        w.redo.clear();
        s.study = after.clone();
        self.shelf.read_mut().studies[w.index] = after;
    }

    /// Undo (`back`) or redo a change to the study being written: the chapter opened again as it
    /// was, at the turn shown.
    fn undo_writing(&mut self, back: bool) {
        let Some(s) = self.study.clone() else { return };
        let Some(mut w) = s.writing.clone() else { return };
        let Some(now) = self.shelf.read().studies.get(w.index).cloned() else { return };
        let (from, to) = if back { (&mut w.undo, &mut w.redo) } else { (&mut w.redo, &mut w.undo) };
        let Some((then, chapter)) = from.pop() else { return };
        to.push((now, s.chapter));
        let chapter = chapter.min(then.chapters.len().saturating_sub(1));
        self.shelf.read_mut().studies[w.index] = then;
        let at = self.shown_path();
        self.write_chapter(w.index, chapter, Some(w), at);
    }

    /// A turn of a quiz being written marked: the answer (the main line through it), another
    /// right one (`!`), or a foreseen wrong one (`?`).
    fn mark_answer(&mut self, answer: Answer) {
        let Some(path) = self.shown_path().filter(|p| !p.is_empty()) else { return };
        let done = match answer {
            Answer::Main => {
                let turns = self.tree().turns(&path);
                self.command(Command::Promote(path)).is_ok()
                    && turns
                        .and_then(|t| self.tree().path_of(&t))
                        .is_some_and(|p| self.command(Command::Glyphs(p, Vec::new())).is_ok())
            }
            Answer::Right => self.command(Command::Glyphs(path, vec![1])).is_ok(),
            Answer::Wrong => self.command(Command::Glyphs(path, vec![2])).is_ok(),
        };
        if done {
            self.refresh();
        }
    }

    /// Writing a quiz, the turn shown is the student's (a turn to mark as an answer).
    pub fn writing_students_turn(&self) -> bool {
        let Some(s) = self.study.as_ref().filter(|s| s.writing.is_some() && s.chapter().mode == Mode::Quiz) else {
            return false;
        };
        let Some(path) = self.shown_path().filter(|p| !p.is_empty()) else { return false };
        let c = s.chapter();
        let Some(mut play) = start_of(c) else { return false };
        let student = play.table(&[], None).to_move;
        let parent = self.tree().turns(&path[..path.len() - 1]).unwrap_or_default();
        parent.into_iter().all(|t| play.apply(Command::Notation(t)).is_ok()) && play.table(&[], None).to_move == student
    }

    fn edit_chapter(&mut self, index: usize, chapter: usize, change: crate::state::studies::ChapterEdit) {
        use crate::state::studies::ChapterEdit;
        let Some(before) = self.shelf.read().studies.get(index).cloned() else { return };
        let mut after = (*before).clone();
        if !edit(&mut after, chapter, change.clone()) {
            return;
        }
        let after = Rc::new(after);
        self.shelf.read_mut().studies[index] = after.clone();
        let Some(s) = self.study.as_mut().filter(|s| s.source == Source::Saved(index)) else { return };
        match (&mut s.writing, &change) {
            // Written: the change can be taken back; the chapter written followed where it went.
            (Some(w), _) if !(change == ChapterEdit::Delete && chapter == s.chapter) => {
                w.undo.push((before, s.chapter));
                w.redo.clear();
                s.chapter = match change {
                    ChapterEdit::Move(up) if chapter == s.chapter => {
                        if up {
                            chapter - 1
                        } else {
                            chapter + 1
                        }
                    }
                    ChapterEdit::Move(up) if up && chapter == s.chapter + 1 => s.chapter + 1,
                    ChapterEdit::Move(false) if chapter + 1 == s.chapter => s.chapter - 1,
                    ChapterEdit::Delete if chapter < s.chapter => s.chapter - 1,
                    _ => s.chapter,
                };
                s.study = after;
            }
            // (The chapter studied may have moved: stop studying it.)
            _ => self.study = None,
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

    /// Show me: the author's turn at the student's turn played for them, and judged as theirs
    /// (the reply follows); the chapter is then not counted solved.
    fn show_answer(&mut self) {
        let Some(s) = self.study.as_mut() else { return };
        let Some(quiz) = s.quiz.clone().filter(|_| !s.solved) else { return };
        let Ok(answer) = quiz.answer(&self.play.record().turns) else { return };
        s.shown = true;
        self.turn.clear();
        if self.command(Command::Notation(answer.clone())).is_ok() {
            self.ui.vanished = self.play.table(&[], None).taken;
            self.refresh();
            self.cue = Some(Cue::after(&self.table));
            self.judge_study();
            if let Some((_, said)) = self.study.as_mut().and_then(|s| s.said.as_mut()) {
                *said = format!("The answer: {answer}. {said}");
            }
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
                // (Said where every refusal is, in the status line by the board, as an alert.)
                if let Some((_, words)) = &s.said {
                    self.ui.feedback = Some(crate::state::Feedback::Refused(words.clone()));
                }
            }
            Then::Reply(reply) => {
                if self.command(Command::Notation(reply)).is_ok() {
                    self.ui.vanished = self.play.table(&[], None).taken;
                    self.cue = Some(Cue::after(&self.play.table(&[], None)));
                }
            }
        }
        self.refresh();
        // A built-in lesson solved by the student is kept as solved (its tick in the list).
        if let (true, false, Source::Builtin(game)) = (s.solved, s.shown, s.source) {
            if let Some(id) = crate::state::studies::lesson_id(game, s.chapter) {
                if !self.solved.iter().any(|x| x == id) {
                    self.solved.push(id.to_string());
                }
            }
        }
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
        let index = self.shelf.read_mut().add(study);
        let study = self.shelf.read().studies[index].clone();
        if study.chapters.first().is_some_and(|c| c.game == self.game()) {
            self.open_chapter(study.clone(), Source::Saved(index), 0);
        }
        self.notice(Kind::Success, &format!("The study \"{}\" is kept in this browser's Studies.", study.title));
    }

    /// The board as it stands (its start, its lines with their words, the side shown nearest) as
    /// a new chapter of the saved study `index`.
    fn add_chapter(&mut self, index: usize, name: &str, mode: Mode) {
        let Some(study) = self.shelf.read().studies.get(index).cloned() else { return };
        let mut base = Chapter::new(name, self.game());
        base.orientation = usize::from(self.flipped());
        base.mode = mode;
        let mut with = (*study).clone();
        let Some(chapter) = self.chapter_from_board(&base) else {
            self.notice(Kind::Error, "This board cannot be a chapter: its lines do not read back.");
            return;
        };
        with.chapters.push(chapter);
        match Study::parse(&with.write()) {
            Ok(read) => {
                self.shelf.read_mut().studies[index] = Rc::new(read);
                let n = self.shelf.read().studies[index].chapters.len();
                self.notice(Kind::Success, &format!("Chapter {n} added to \"{}\".", with.title));
            }
            Err(e) => self.notice(Kind::Error, &format!("This board cannot be a chapter: {e}.")),
        }
    }
}

/// A chapter's first position, replayed from its start.
fn start_of(c: &Chapter) -> Option<Box<dyn Play>> {
    let mut play = new_session(c.game);
    if let Some(start) = &c.start {
        play.apply(Command::Load(start.clone())).ok()?;
    }
    Some(play)
}

/// Every position of a chapter's lines (the start first), by its path, as the game's position
/// text (the key of the page's drawings).
fn positions(c: &Chapter) -> Vec<(Vec<usize>, String)> {
    let Some(start) = start_of(c) else { return Vec::new() };
    let mut out = Vec::new();
    let mut todo = vec![(Vec::new(), runeboard_engine::tree::Tree::START, start)];
    while let Some((path, node, play)) = todo.pop() {
        out.push((path.clone(), play.table(&[], None).position));
        for (i, &child) in c.tree.get(node).children.iter().enumerate() {
            let mut next = play.clone_box();
            if next.apply(Command::Notation(c.tree.get(child).turn.clone())).is_ok() {
                todo.push(([path.as_slice(), &[i]].concat(), child, next));
            }
        }
    }
    out
}
