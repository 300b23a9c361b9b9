//! The page's state and its reducer: pure, with no browser in it (storage and the address are read
//! by the persistence hook and handed in through actions), so the turn logic is tested natively.
//! The engine decides everything about the rules: this module keeps the turn under construction,
//! asks [`Play::choices`] what may follow it, and keeps the [`Table`] the page draws.

use std::rc::Rc;

use runeboard_engine::{CellId, Command, GameId, Geometry, PieceView, Play, Step, Table};
use yew::Reducible;

use crate::model::link::Link;
use crate::model::saved::{StorageProblem, Stored};

pub mod computer;
pub mod drawings;
pub mod editor;
pub mod lessons;
pub mod recent;
mod records;
pub use computer::{ComputerAction, Job, JobKind, Opponent};
pub use drawings::{Drawings, Mark, Pen, Shape};
pub use editor::{EditAction, Editing, Tool};
pub use lessons::{LessonAction, Working};
pub use records::{ViewTo, Viewing};

/// Everything the user (or the page's storage) can do.
#[derive(Clone, Debug, PartialEq)]
pub enum Action {
    /// A click (or Enter/Space) on a board cell.
    Click(CellId),
    /// A non-cell step chosen in the picker or reserve tray.
    Choose(Step),
    /// Play the turn as it stands ("Stop here").
    StopHere,
    /// Drop the turn under construction.
    Cancel,
    /// Escape: close the open dialog, or put the pen down, or clear the drawings of the position
    /// shown, or leave the earlier position viewed, or else cancel the turn under construction
    /// (always: an optional rest is declined by its button, or Enter), or else leave presentation
    /// mode.
    Escape,
    Undo,
    Redo,
    New,
    Flip,
    LoadPosition(String),
    /// The keyboard focus moved to this cell (roving tabindex).
    Focus(CellId),
    /// The pointer is over this cell (or left the board), for previewing captures.
    Hover(Option<CellId>),
    /// Show an earlier position of the game (read-only), or the live one again.
    View(ViewTo),
    /// Open (or close) a dialog.
    Dialog(Option<Dialog>),
    /// Import a game record (its text), with what the browser's storage holds (the import may
    /// replace the game saved for another game id).
    Import {
        text: String,
        stored: Stored,
    },
    /// The page opened, or the address's fragment changed (a link pasted into the address bar):
    /// the fragment, and what the browser's storage holds.
    Open {
        fragment: String,
        stored: Stored,
    },
    /// Another game chosen in the picker, with what the browser's storage holds.
    Select {
        id: GameId,
        stored: Stored,
    },
    /// The game could not be saved (storage full…).
    SaveFailed(StorageProblem),
    /// Reopen a recent game (its index in [`State::recent`]).
    Reopen(usize),
    /// Another tab saved over this game's save: keep what it had (its stored text) in the recent
    /// games.
    Overwritten(String),
    /// The computer opponent: settings, and the worker's answers.
    Computer(ComputerAction),
    /// Problems and lessons: open one, a hint, show the answer, leave.
    Lesson(LessonAction),
    /// How does the man on this cell move (of either side, whoever is to move)? The answer is
    /// drawn on the board without changing the game.
    Ask(CellId),
    /// Play on from the earlier position shown: as a new line, the whole game kept in Recent
    /// games (`true`), or in place of the later turns (`false`).
    ContinueHere(bool),
    /// Draw (or take away) a circle or an arrow on the position shown.
    Draw(Mark),
    /// Clear the drawings of the position shown.
    ClearDrawings,
    /// The pen tool: drawing with this colour by a plain drag or click (touch), or playing.
    Pen(Option<Pen>),
    /// Presentation mode on or off (full screen is the page's to ask for).
    Present(bool),
    /// The position editor.
    Edit(EditAction),
    Dismiss,
}

/// A dialog over the page (one at a time).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Dialog {
    Rules,
    /// "Continue from here" asked, while an earlier position is shown.
    Continue,
    Export,
    Import,
}

/// Something to tell the player, where it belongs.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Feedback {
    /// A click or a turn the rules refused, and why (in the status line).
    Refused(String),
    /// Where a man asked about could go (in the status line).
    Asked(String),
    /// Why a position could not be loaded (in the position box).
    Position(String),
    /// Why an import failed (in the import dialog).
    Import(String),
    /// How the page opened, or what storage did (a notice across the top).
    Notice(String),
}

/// A man asked how it moves, and the cells it could reach (each: whether it takes there).
pub type Asked = (CellId, Vec<(CellId, bool)>);

/// Something the page must do outside itself after an action: keep a thing in the browser. The
/// reducer says which (by comparing the state before and after the action, in one place:
/// [`State::effects_since`]); the persistence hook carries them out.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Effect {
    /// Save the game in progress (and remember it as the game played last).
    Save,
    /// Save the list of recent games of the game in progress.
    SaveRecent,
    /// Save the ids of the lessons solved.
    SaveSolved,
    /// Put the game's link in the address.
    SetAddress,
}

/// The effects asked for and not yet carried out. Each change that asks for some makes a new batch,
/// which the page tells apart by identity; a batch not carried out yet (two actions before the page
/// drew) is taken into the next one, so nothing asked for is lost.
#[derive(Clone, Debug, Default)]
pub struct Effects(Rc<Batch>);

#[derive(Debug, Default)]
struct Batch {
    effects: Vec<Effect>,
    carried: std::cell::Cell<bool>,
}

impl PartialEq for Effects {
    fn eq(&self, other: &Self) -> bool {
        Rc::ptr_eq(&self.0, &other.0)
    }
}

impl Effects {
    fn new(effects: Vec<Effect>) -> Effects {
        Effects(Rc::new(Batch { effects, carried: std::cell::Cell::new(false) }))
    }

    /// The effects of this batch (carried out or not).
    #[cfg(all(test, not(target_arch = "wasm32")))]
    pub fn list(&self) -> &[Effect] {
        &self.0.effects
    }

    /// The effects to carry out now (none when this batch was carried out already): the batch is
    /// carried out from here on.
    pub fn take(&self) -> &[Effect] {
        if self.0.carried.replace(true) {
            &[]
        } else {
            &self.0.effects
        }
    }

    /// This batch, with more effects (and those of a batch not carried out yet).
    fn and(&self, more: Vec<Effect>) -> Effects {
        if more.is_empty() {
            return self.clone();
        }
        let mut all = if self.0.carried.get() { Vec::new() } else { self.0.effects.clone() };
        for e in more {
            if !all.contains(&e) {
                all.push(e);
            }
        }
        Effects::new(all)
    }
}

/// What only the page cares about: orientation, focus, dialogs, messages.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Ui {
    pub flipped: bool,
    /// The cell that takes the board's tab stop.
    pub focus: Option<CellId>,
    pub dialog: Option<Dialog>,
    pub feedback: Option<Feedback>,
    /// Grows with every change of the game, so effects and components tell positions apart.
    pub revision: u64,
    /// The men the last turn took (or turned), as they stood, for a fading effect.
    pub vanished: Vec<PieceView>,
    /// The game saved for this id is kept until this game changes: a link that could not be opened
    /// shows a new game, which must not overwrite it.
    pub keep_saved: bool,
    /// The pen tool, when on: a click or a drag on the board draws in its colour.
    pub pen: Option<Pen>,
    /// Presentation mode: the board alone, as large as the screen, with larger coordinates.
    pub presenting: bool,
    /// The man asked how it moves, and the cells it could reach (each: whether it takes there).
    pub asked: Option<Asked>,
}

#[derive(Clone)]
pub struct State {
    /// The game in progress; shared until an action changes it (copy on write).
    pub play: Rc<Box<dyn Play>>,
    /// The board of the game in progress, kept apart so components can compare it cheaply.
    pub geometry: Rc<Geometry>,
    /// The steps of the turn under construction.
    pub turn: Vec<Step>,
    /// The cell under the pointer or the keyboard focus, whose capture is previewed.
    pub hover: Option<CellId>,
    /// What the page draws of the live game and the turn under construction.
    pub table: Rc<Table>,
    /// The earlier position shown read-only, if any.
    pub viewing: Option<Viewing>,
    /// The computer opponent.
    pub computer: computer::Computer,
    /// Games of this id replaced by New game, Load position, an import or a link, newest first.
    pub recent: Vec<crate::model::saved::Saved>,
    /// The games of the other ids played since the page opened, as they were left: switching back
    /// finds them even where the browser keeps nothing.
    pub parked: Vec<crate::model::saved::Saved>,
    /// Arrows and circles drawn on positions (a teacher's board).
    pub drawings: Drawings,
    /// The problem or lesson being worked on.
    pub lesson: Option<Working>,
    /// The ids of the lessons solved in this browser.
    pub solved: Vec<String>,
    /// The position being set up in the editor, when it is open.
    pub editing: Option<Editing>,
    pub ui: Ui,
    /// What the page must do outside itself, asked for by the last actions.
    pub effects: Effects,
}

impl State {
    pub(crate) fn with_play(play: Box<dyn Play>) -> Self {
        let table = Rc::new(play.table(&[], None));
        State {
            geometry: Rc::new(table.game.geometry().clone()),
            play: Rc::new(play),
            turn: Vec::new(),
            hover: None,
            table,
            viewing: None,
            computer: computer::Computer::default(),
            recent: Vec::new(),
            parked: Vec::new(),
            drawings: Drawings::default(),
            lesson: None,
            solved: Vec::new(),
            editing: None,
            ui: Ui::default(),
            effects: Effects::default(),
        }
    }

    /// The game in progress's id (its table says it).
    pub fn game(&self) -> GameId {
        self.table.game
    }

    /// The arrows and circles drawn on the position shown.
    pub fn marks(&self) -> &[Mark] {
        self.drawings.on(self.game(), &self.shown().position)
    }

    /// The game as its link carries it: the record, the position viewed, the computer opponent and
    /// the drawings on the position shown.
    pub fn to_link(&self) -> Link {
        Link {
            record: self.play.record(),
            ply: self.viewing.as_ref().map(|v| v.ply),
            opponent: self.computer.opponent.clone(),
            drawings: self.marks().to_vec(),
        }
    }

    /// The game's link (the address's fragment, and the Share button's link).
    pub fn link(&self) -> String {
        self.to_link().to_fragment()
    }

    /// The table the board shows: the earlier position viewed, or the live game.
    pub fn shown(&self) -> &Rc<Table> {
        self.viewing.as_ref().map_or(&self.table, |v| &v.table)
    }

    /// The man picked as the first step of the turn under construction.
    #[cfg(all(test, not(target_arch = "wasm32")))]
    pub fn selected(&self) -> Option<CellId> {
        self.table.marks.selected
    }

    fn refresh(&mut self) {
        self.table = Rc::new(self.play.table(&self.turn, self.hover));
    }

    fn offered(&self, prefix: &[Step], step: Step) -> bool {
        self.play.choices(prefix).options.iter().any(|o| o.step == step)
    }

    /// The game changed: drop the turn under construction, the view of an earlier position and
    /// any stale message.
    fn changed(&mut self) {
        self.ui.asked = None;
        self.turn.clear();
        self.viewing = None;
        self.ui.feedback = None;
        self.ui.keep_saved = false;
        self.ui.vanished.clear();
        self.ui.revision += 1;
        self.computer_changed();
    }

    /// Clears a refusal shown for an earlier click.
    fn clear_refusal(&mut self) {
        if matches!(self.ui.feedback, Some(Feedback::Refused(_))) {
            self.ui.feedback = None;
        }
    }

    /// Where the man on `cell` of the position shown could go if it were its side's turn: drawn on
    /// the board and said in the status line; the game is untouched.
    fn ask(&mut self, cell: CellId) {
        let shown = self.shown().clone();
        let Some(man) = shown.pieces.iter().find(|p| p.cell == cell) else { return };
        let Ok(Some(reach)) = runeboard_engine::ask::moves_of(self.game(), &shown.position, cell) else { return };
        let g = &self.geometry;
        let mut cells: Vec<&str> = reach.targets.iter().map(|t| g.name(t.0)).collect();
        cells.sort_unstable();
        let whose = if reach.player.is_empty() { String::new() } else { format!(" on {}'s turn", reach.player) };
        let said = if cells.is_empty() {
            format!("The {} on {} could not move{whose}.", man.name, g.name(cell))
        } else {
            format!("The {} on {} could go to {}{whose}.", man.name, g.name(cell), cells.join(", "))
        };
        self.ui.feedback = Some(Feedback::Asked(capitalise(&said)));
        self.ui.asked = Some((cell, reach.targets));
    }

    /// Adds words to the notice (or starts one).
    pub(crate) fn notice(&mut self, text: &str) {
        self.ui.feedback = Some(Feedback::Notice(match self.ui.feedback.take() {
            Some(Feedback::Notice(n)) => format!("{n} {text}"),
            _ => text.to_string(),
        }));
    }

    /// A step that is not a cell (picker, reserve): taken when offered next, or as the first step
    /// of a new turn.
    fn offer(&mut self, step: Step) {
        if self.offered(&self.turn, step) {
            self.push(step);
        } else if self.offered(&[], step) {
            self.turn = vec![step];
            self.after_push();
        }
    }

    fn click(&mut self, cell: CellId) {
        let step = Step::Cell(cell);
        self.clear_refusal();
        if self.offered(&self.turn, step) {
            self.push(step);
        } else if self.turn == [step] {
            // A second click on the picked man puts it down again.
            self.turn.clear();
        } else if self.turn.len() > 1 && self.turn.last() == Some(&step) && self.play.choices(&self.turn).complete {
            // A second click on the cell just chosen, where the turn may stop (a berserk man's
            // square): the turn ends there, as with "Stop here". Enter on that cell does the same.
            self.commit();
        } else if self.turn.len() > 1 {
            // A half-made turn (the Ox has landed, a chain has begun) is never thrown away by a
            // stray click: say why the click does nothing, and how to drop the turn.
            // (The status line says what the turn waits for.)
            let why = self.play.why_not(&self.turn, step).map(|w| capitalise(&w));
            self.ui.feedback = Some(Feedback::Refused(format!(
                "{}. Escape or Cancel drops the turn.",
                why.as_deref().unwrap_or("That square is not one of the choices").trim_end_matches('.')
            )));
        } else if self.offered(&[], step) {
            self.turn = vec![step];
            self.after_push();
        } else if let Some(why) = self.play.why_not(&self.turn, step).or_else(|| self.play.why_not(&[], step)) {
            // A choice the rules refuse for a reason worth telling ("that would repeat a
            // position…"): say why and keep the turn as it stands.
            self.ui.feedback = Some(Feedback::Refused(capitalise(&why)));
        } else {
            self.turn.clear();
        }
    }

    fn push(&mut self, step: Step) {
        self.turn.push(step);
        self.after_push();
    }

    /// After a step: play the turn when nothing is left to choose.
    fn after_push(&mut self) {
        let ch = self.play.choices(&self.turn);
        if ch.options.is_empty() {
            if ch.complete {
                self.commit();
            } else {
                self.turn.clear();
            }
        }
    }

    fn commit(&mut self) {
        let steps = std::mem::take(&mut self.turn);
        match self.command(Command::Play(steps)) {
            Ok(()) => {
                self.ui.vanished = self.play.table(&[], None).taken;
                self.refresh();
                self.judge_turn();
            }
            Err(e) => self.ui.feedback = Some(Feedback::Refused(format!("That turn was refused: {e}."))),
        }
    }

    /// Carry out a command on the game; when it changes the game, the page follows.
    fn command(&mut self, command: Command) -> Result<(), runeboard_engine::CommandError> {
        let mut play = (*self.play).clone();
        play.apply(command)?;
        self.play = Rc::new(play);
        self.changed();
        Ok(())
    }

    fn apply(&mut self, action: Action) {
        if self.editing.is_some() {
            // While a position is set up, a click puts a man on the board and Escape leaves the
            // editor; anything that changes the game closes it, and playing waits.
            match action {
                Action::Click(cell) => return self.edit_click(cell),
                Action::Escape if self.ui.dialog.is_none() => return self.edit(EditAction::Cancel),
                Action::New
                | Action::LoadPosition(_)
                | Action::Import { .. }
                | Action::Open { .. }
                | Action::Select { .. }
                | Action::Reopen(_) => self.editing = None,
                Action::Choose(_) | Action::StopHere | Action::Cancel | Action::Ask(_) | Action::Draw(_) => return,
                Action::Pen(_) | Action::Undo | Action::Redo | Action::View(_) | Action::ContinueHere(_) => return,
                Action::Lesson(_) => return,
                Action::Computer(ComputerAction::Step | ComputerAction::Hint | ComputerAction::MoveNow) => return,
                _ => {}
            }
        }
        // An earlier position is only looked at, and the computer's turn is the computer's:
        // nothing is played by hand on either.
        if matches!(action, Action::Click(_)) && self.ui.pen.is_some() {
            // With the pen on, the board is drawn on, not played on.
            return;
        }
        // Any other action forgets the man asked about, and what was said of it.
        if !matches!(action, Action::Focus(_) | Action::Hover(_) | Action::Ask(_))
            && self.ui.asked.take().is_some()
            && matches!(self.ui.feedback, Some(Feedback::Asked(_)))
        {
            self.ui.feedback = None;
        }
        // Another game, position or record ends the lesson.
        if matches!(
            action,
            Action::New
                | Action::LoadPosition(_)
                | Action::Import { .. }
                | Action::Open { .. }
                | Action::Select { .. }
                | Action::Reopen(_)
        ) {
            self.lesson = None;
        }
        if let Action::Click(_) = action {
            // A click clears the drawings of the position shown (and still does what it does).
            let (game, position) = (self.game(), self.shown().position.clone());
            self.drawings.clear(game, &position);
        }
        let by_hand = matches!(action, Action::Click(_) | Action::Choose(_) | Action::StopHere | Action::Cancel);
        if by_hand && (self.viewing.is_some() || self.computer_to_move()) {
            return;
        }
        match action {
            Action::Click(cell) => self.click(cell),
            Action::Choose(step) => self.offer(step),
            Action::StopHere => {
                if self.play.choices(&self.turn).complete {
                    self.commit();
                }
            }
            Action::Cancel => self.turn.clear(),
            Action::Escape => {
                let (game, position) = (self.game(), self.shown().position.clone());
                if self.ui.dialog.is_some() {
                    self.ui.dialog = None;
                } else if self.ui.pen.is_some() {
                    self.ui.pen = None;
                } else if self.drawings.clear(game, &position) {
                    // The drawings went.
                } else if self.viewing.is_some() {
                    self.viewing = None;
                } else if self.turn.is_empty() && self.ui.presenting {
                    self.ui.presenting = false;
                } else if !self.computer_to_move() {
                    // (The computer's turn, perhaps being shown, is not the player's to cancel.)
                    self.turn.clear();
                }
            }
            Action::Undo => self.undo(),
            Action::Redo => self.redo(),
            Action::New => {
                let kept = self.keep_current();
                if self.command(Command::Restart).is_ok() && kept {
                    self.notice("The game you left is kept in Recent games.");
                }
            }
            Action::Flip | Action::Dialog(_) | Action::Dismiss | Action::Pen(_) | Action::Present(_) => {
                self.ui.apply(&action);
            }
            Action::LoadPosition(text) => {
                let before = self.clone();
                if let Err(e) = self.command(Command::Load(text)) {
                    self.ui.feedback = Some(Feedback::Position(capitalise(&e.to_string())));
                } else if let Some(saved) = before.worth_keeping_pub() {
                    self.keep(saved);
                    self.notice("The game you left is kept in Recent games.");
                }
            }
            Action::Focus(cell) => (self.ui.focus, self.hover) = (Some(cell), Some(cell)),
            Action::Hover(cell) => self.hover = cell,
            Action::View(to) => self.view(to),
            Action::Import { text, stored } => self.import(&text, &stored),
            Action::Open { fragment, stored } => {
                let kept = self.worth_keeping_pub();
                self.replace(Self::open(&fragment, &stored));
                if let Some(saved) = kept.filter(|k| k.game == self.game() && !k.continues(&**self.play)) {
                    self.keep(saved);
                }
            }
            Action::Reopen(index) => self.reopen(index),
            Action::Overwritten(text) => {
                if let Ok(saved) = crate::model::saved::Saved::from_json(&text) {
                    self.keep(saved);
                    self.notice("Another tab saved over this game: what it held is kept in Recent games.");
                }
            }
            Action::Select { id, stored } => self.select(id, &stored),
            Action::SaveFailed(why) => {
                if self.ui.feedback.is_none() {
                    self.notice(&format!(
                        "This game could not be saved in this browser ({why}): it goes on here, but is lost when \
                         the page closes."
                    ));
                }
            }
            Action::Computer(action) => self.computer(action),
            Action::Draw(mark) => {
                let (game, position) = (self.game(), self.shown().position.clone());
                self.drawings.toggle(game, &position, mark);
            }
            Action::ClearDrawings => {
                let (game, position) = (self.game(), self.shown().position.clone());
                self.drawings.clear(game, &position);
            }
            Action::ContinueHere(variation) => self.continue_here(variation),
            Action::Ask(cell) => self.ask(cell),
            Action::Lesson(action) => self.lessons(action),
            Action::Edit(action) => self.edit(action),
        }
    }
}

impl Reducible for State {
    type Action = Action;

    fn reduce(self: Rc<Self>, action: Action) -> Rc<Self> {
        let unchanged = match &action {
            Action::Focus(cell) => self.ui.focus == Some(*cell) && self.hover == Some(*cell),
            Action::Hover(cell) => self.hover == *cell,
            Action::SaveFailed(_) => self.ui.feedback.is_some(),
            _ => false,
        };
        if unchanged {
            return self;
        }
        let mut next = (*self).clone();
        next.apply(action);
        // The pointer matters only over a target of the turn under construction (its captures are
        // previewed there): passing over other cells does not recompute the table.
        let targeted = |h: Option<CellId>| h.is_some_and(|h| self.table.marks.targets.iter().any(|t| t.0 == h));
        let hover_matters = next.hover != self.hover && (targeted(next.hover) || targeted(self.hover));
        if next.turn != self.turn || hover_matters || !Rc::ptr_eq(&next.play, &self.play) {
            next.refresh();
        }
        next.effects = self.effects.and(next.effects_since(&self));
        Rc::new(next)
    }
}

impl Ui {
    /// The page's own part of the actions: orientation, dialogs, messages, the pen, presentation.
    fn apply(&mut self, action: &Action) {
        match action {
            Action::Flip => self.flipped = !self.flipped,
            Action::Dialog(dialog) => {
                self.dialog = *dialog;
                if matches!(self.feedback, Some(Feedback::Import(_))) {
                    self.feedback = None;
                }
            }
            Action::Dismiss => self.feedback = None,
            Action::Pen(pen) => self.pen = *pen,
            Action::Present(on) => self.presenting = *on,
            _ => {}
        }
    }
}

impl State {
    /// What the page must keep of this state, which was `before` the action: whatever of the game,
    /// its link, the recent games or the lessons solved changed. While a link that could not be
    /// opened shows a new game, the saved game and the address are left alone.
    fn effects_since(&self, before: &State) -> Vec<Effect> {
        let mut effects = Vec::new();
        let game = self.game() != before.game();
        let played =
            game || !Rc::ptr_eq(&self.play, &before.play) || self.computer.opponent != before.computer.opponent;
        if !self.ui.keep_saved {
            if played || self.turn != before.turn || before.ui.keep_saved {
                effects.push(Effect::Save);
            }
            let ply = |s: &State| s.viewing.as_ref().map(|v| v.ply);
            if played || ply(self) != ply(before) || self.marks() != before.marks() || before.ui.keep_saved {
                effects.push(Effect::SetAddress);
            }
        }
        if game || self.recent != before.recent {
            effects.push(Effect::SaveRecent);
        }
        if self.solved != before.solved {
            effects.push(Effect::SaveSolved);
        }
        effects
    }

    /// The state the page opens with, asking for what the page keeps of it (its link in the
    /// address, the game and the recent games in storage).
    pub fn first(fragment: &str, stored: &Stored) -> State {
        let mut state = State::open(fragment, stored);
        state.effects = Effects::new(if state.ui.keep_saved {
            vec![Effect::SaveRecent]
        } else {
            vec![Effect::Save, Effect::SaveRecent, Effect::SetAddress]
        });
        state
    }
}

/// The text with its first letter in upper case.
pub fn capitalise(text: &str) -> String {
    runeboard_engine::table::capitalise(text)
}

#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests {
    use super::*;
    use runeboard_engine::new_session;

    pub(super) fn start(id: GameId) -> Rc<State> {
        Rc::new(State::with_play(new_session(id)))
    }

    fn keltic() -> Rc<State> {
        start(GameId::Keltic)
    }

    pub(super) fn cell(s: &State, name: &str) -> CellId {
        s.geometry.cell_by_name(name).expect("a cell of the board")
    }

    pub(super) fn click(s: Rc<State>, name: &str) -> Rc<State> {
        let c = cell(&s, name);
        s.reduce(Action::Click(c))
    }

    #[test]
    fn a_pick_then_a_target_plays_the_turn() {
        let s = click(keltic(), "e3");
        assert_eq!(s.selected(), Some(cell(&s, "e3")));
        assert_eq!(s.table.marks.targets, vec![(cell(&s, "e4"), false)]);
        let s = click(s, "e4");
        assert!(s.turn.is_empty());
        assert_eq!(s.table.moves, vec!["e4".to_string()]);
        assert_eq!(s.ui.revision, 1);
        assert_eq!(s.table.marks.last, vec![cell(&s, "e3"), cell(&s, "e4")]);
    }

    #[test]
    fn any_man_can_be_asked_how_it_moves_without_changing_the_game() {
        let s = keltic();
        let before = s.table.clone();
        let d6 = cell(&s, "d6");
        let s = s.reduce(Action::Ask(d6));
        let (asked, reach) = s.ui.asked.clone().expect("asked");
        assert_eq!(asked, cell(&s, "d6"));
        let mut names: Vec<&str> = reach.iter().map(|t| s.geometry.name(t.0)).collect();
        names.sort_unstable();
        assert!(!names.is_empty());
        let said = format!("{:?}", s.ui.feedback);
        assert!(said.contains("black knight on d6 could go to") && said.contains("on Black's turn"), "{said}");
        assert_eq!(s.table, before, "the game is untouched");
        // The next click forgets it (and plays as usual).
        let s = click(s, "e3");
        assert!(s.ui.asked.is_none() && s.ui.feedback.is_none());
        assert_eq!(s.selected(), Some(cell(&s, "e3")));
        // An empty cell: nothing to ask.
        let e4 = cell(&s, "e4");
        let s = s.reduce(Action::Ask(e4));
        assert!(s.ui.asked.is_none());
    }

    #[test]
    fn clicks_off_target_reselect_or_cancel() {
        let s = click(keltic(), "e3");
        let s = click(s, "d2");
        assert_eq!(s.selected(), Some(cell(&s, "d2")));
        let s = click(s, "d2");
        assert_eq!(s.selected(), None, "a second click puts the man down");
        let s = click(click(s, "d2"), "e6");
        assert!(s.turn.is_empty(), "an empty or enemy cell that is no target cancels");
        let s = click(s, "e3").reduce(Action::Escape);
        assert!(s.turn.is_empty());
        assert!(s.table.moves.is_empty());
    }

    #[test]
    fn promotion_waits_for_the_piece() {
        let s = keltic().reduce(Action::LoadPosition("3/2P2/k8/9/9/5/1K1 w 0 1".into()));
        assert_eq!(s.ui.feedback, None);
        let s = click(click(s, "e6"), "e7");
        assert_eq!(s.turn.len(), 2);
        let ch = s.play.choices(&s.turn);
        assert!(ch.options.iter().all(|o| matches!(o.step, Step::Promote(_))));
        assert_eq!(ch.options.len(), 4);
        assert_eq!(s.table.picker, Some(runeboard_engine::table::Picker::Promote));
        let names: Vec<&str> = s.table.choices.iter().map(|c| c.face.kind_name.as_str()).collect();
        assert!(names.contains(&"Queen") && names.contains(&"Knight"), "{names:?}");
        let s = s.reduce(Action::Choose(Step::Promote('R')));
        assert!(s.turn.is_empty());
        assert_eq!(s.table.moves.len(), 1);
        let rook = s.table.pieces.iter().find(|p| p.cell == cell(&s, "e7"));
        assert_eq!(rook.map(|p| p.kind), Some('R'));
    }

    #[test]
    fn a_bad_position_leaves_the_game_alone() {
        let s = click(click(keltic(), "e3"), "e4");
        let before = s.table.position.clone();
        let s = s.reduce(Action::LoadPosition("not a position".into()));
        assert!(matches!(s.ui.feedback, Some(Feedback::Position(_))));
        assert_eq!(s.table.position, before);
        assert_eq!(s.table.moves.len(), 1);
    }

    #[test]
    fn nothing_moves_once_the_game_is_over() {
        let s = keltic().reduce(Action::LoadPosition("1k1/5/3P5/6Q2/9/5/1K1 w 0 1".into()));
        let s = click(click(s, "g4"), "e6");
        assert!(s.table.outcome.is_some());
        let s = click(s, "e7");
        assert!(s.turn.is_empty());
        let s = click(s, "e6");
        assert!(s.turn.is_empty());
        let s = s.reduce(Action::Undo);
        assert!(s.table.outcome.is_none());
        let s = s.reduce(Action::Redo);
        assert_eq!(s.table.moves.len(), 1);
    }

    #[test]
    fn escape_cancels_and_a_stray_click_keeps_a_half_made_turn() {
        let ox = "k9/k9/10/4p5/5p1p2/5P4/4F5/10/10/K8K w 0 1";
        let s = start(GameId::OdinsRune).reduce(Action::LoadPosition(ox.into()));
        let s = click(click(s, "e4"), "g5");
        assert_eq!(s.turn.len(), 2, "the leap waits for a removal or its refusal");
        assert_eq!(s.table.stop.as_ref().map(|s| s.label.as_str()), Some("No removal"));
        assert_eq!(s.table.prompt.as_deref(), Some("Remove a man next to g5, or No removal"));
        // A click on one of the player's own men is no choice: the turn stays, and says so.
        let s = click(s, "a1");
        assert_eq!(s.turn.len(), 2);
        assert!(
            matches!(&s.ui.feedback, Some(Feedback::Refused(m)) if m.contains("Escape or Cancel drops the turn")),
            "{:?}",
            s.ui.feedback
        );
        // Escape cancels the turn; it is never played by Escape.
        let s = s.reduce(Action::Escape);
        assert!(s.turn.is_empty());
        assert!(s.table.moves.is_empty());
        // The stop button (or Enter) plays it.
        let s = click(click(s, "e4"), "g5").reduce(Action::StopHere);
        assert_eq!(s.table.moves, vec!["Fe4-g5".to_string()]);
    }

    #[test]
    fn a_capture_leaves_the_taken_man_fading_and_hover_previews_it() {
        let s = click(click(click(keltic(), "e3"), "e4"), "d5");
        let e4 = cell(&s, "e4");
        assert!(s.table.marks.targets.contains(&(e4, true)));
        assert!(s.table.marks.doomed.is_empty());
        let s = s.reduce(Action::Hover(Some(e4)));
        assert_eq!(s.table.marks.doomed, vec![e4]);
        let s = s.reduce(Action::Click(e4));
        assert_eq!(s.table.moves, vec!["e4", "dxe4"]);
        assert_eq!(s.ui.vanished.iter().map(|p| p.name.as_str()).collect::<Vec<_>>(), vec!["white pawn"]);
        let s = s.reduce(Action::Undo);
        assert!(s.ui.vanished.is_empty());
    }

    #[test]
    fn one_dialog_at_a_time_and_escape_closes_it() {
        let s = keltic().reduce(Action::Dialog(Some(Dialog::Rules)));
        assert_eq!(s.ui.dialog, Some(Dialog::Rules));
        let s = s.reduce(Action::Dialog(Some(Dialog::Export)));
        assert_eq!(s.ui.dialog, Some(Dialog::Export));
        let s = s.reduce(Action::Escape);
        assert_eq!(s.ui.dialog, None);
    }
}
