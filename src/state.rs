//! The page's state and its reducer: pure, with no browser in it (storage and the address are read
//! by the persistence hook and handed in through actions), so the turn logic is tested natively.
//! The engine decides everything about the rules: this module keeps the turn under construction,
//! asks [`Play::choices`] what may follow it, and keeps the [`Table`] the page draws.

use std::rc::Rc;

use runeboard_engine::clock::TimeControl;
use runeboard_engine::record::{Record, RecordError};
use runeboard_engine::{new_session, CellId, Command, GameId, Geometry, PieceView, Play, Step, Table};
use yew::Reducible;

use crate::model::link::{Address, Link, ReadLink, Replayed};
pub use crate::model::opponent::Opponent;
use crate::model::saved::{Saved, StorageProblem, Stored};
use crate::model::settings::Settings;

pub mod analysis;
pub mod clock;
mod common;
pub mod computer;
pub mod drawings;
pub mod editor;
pub mod full;
#[cfg(all(test, not(target_arch = "wasm32")))]
mod history_props;
pub mod lessons;
pub mod pgn;
pub mod premove;
pub mod recent;
mod records;
pub mod review;
pub mod sound;
pub mod tree;
pub use analysis::{Analysis, AnalysisAction};
pub use clock::{ClockAction, Timing};
pub use common::{capitalise, Feedback, Kind};
pub use computer::{ComputerAction, Job, JobKind};
use computer::{Live, Shown, Wanted};
pub use drawings::{Drawings, Mark, Pen, Shape};
use editor::Edited;
pub use editor::{EditAction, Editing, Tool};
pub use lessons::{LessonAction, Working};
pub use records::{ViewTo, Viewing};
pub use review::ReviewAction;
pub use sound::Cue;
pub use tree::LineAction;

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
    /// Turn the board (remembered for this game).
    Flip,
    /// The settings chosen in the settings panel, applied at once and kept.
    Settings(Settings),
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
    /// The answer to "switch to the imported record's game?": yes imports it, no leaves the game.
    ConfirmImport(bool),
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
    /// The move list's tree of lines: show a turn of any line, promote, delete, comment.
    Line(LineAction),
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
    /// The time now (ms, monotonic: the page's `performance.now()`), handed in by the clock's tick.
    Tick(u64),
    /// The game clock, resignation and a draw by agreement.
    Clock(ClockAction),
    /// Analysis of the position shown: on/off, the worker's lines, playing a line.
    Analysis(AnalysisAction),
    /// The game's review: start, cancel, the worker's reports.
    Review(ReviewAction),
    /// Open a part of the page that only the full module has (from the first module's entry point
    /// of a part it does not draw at all: the lessons' title).
    #[cfg_attr(feature = "full", allow(dead_code))]
    OpenFull(full::Then),
    /// The full module could not be loaded (offline before it was ever loaded).
    FullFailed,
}

/// A dialog over the page (one at a time).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Dialog {
    Rules,
    Export,
    Import,
    /// The settings panel.
    Settings,
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
    /// Keep the settings.
    SaveSettings,
    /// Play this sound (the settings have sound on).
    Sound(Cue),
    /// Load the full module, which then does this (the first module only).
    Full(full::Then),
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
    /// The cell that takes the board's tab stop.
    pub focus: Option<CellId>,
    pub dialog: Option<Dialog>,
    pub feedback: Option<Feedback>,
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
    /// A record of another game, imported: it waits for the player to say yes to the switch.
    pub importing: Option<records::Importing>,
    /// The part of the full module the player opened, while the first module loads it.
    pub full: Option<full::Then>,
    /// A turn planned while the computer thinks ([`premove`]).
    pub premove: Option<premove::Premove>,
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
    /// The game's lines (variations and comments), the live game being one of them.
    pub lines: tree::Lines,
    /// The computer opponent.
    pub computer: computer::Computer,
    /// Games of this id replaced by New game, Load position, an import or a link, newest first.
    pub recent: Vec<Saved>,
    /// The games of the other ids played since the page opened, as they were left: switching back
    /// finds them even where the browser keeps nothing.
    pub parked: Vec<Saved>,
    /// Arrows and circles drawn on positions (a teacher's board).
    pub drawings: Drawings,
    /// The problem or lesson being worked on.
    pub lesson: Option<Working>,
    /// The ids of the lessons solved in this browser.
    pub solved: Vec<String>,
    /// The position being set up in the editor, when it is open.
    pub editing: Option<Editing>,
    /// The player's settings (the board's orientation per game among them): the page's, kept
    /// whatever game is shown.
    pub settings: Settings,
    pub ui: Ui,
    /// The game clock and a game's end outside its rules.
    pub timing: Timing,
    /// Analysis of the position shown.
    pub analysis: Analysis,
    /// The game's review.
    pub review: review::Reviewing,
    /// What the page must do outside itself, asked for by the last actions.
    pub effects: Effects,
    /// The sound the action being reduced calls for (a turn played, a refusal).
    cue: Option<Cue>,
}

impl State {
    pub(crate) fn with_play(play: Box<dyn Play>) -> Self {
        let table = Rc::new(play.table(&[], None));
        let lines = tree::Lines::of(&*play);
        State {
            lines,
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
            settings: Settings::default(),
            ui: Ui::default(),
            timing: Timing::default(),
            analysis: Analysis::default(),
            review: review::Reviewing::default(),
            effects: Effects::default(),
            cue: None,
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
        // On a variation, the main line and the line shown.
        let record = self.play.record();
        let on_main = self.lines.tree.path_of(&record.turns).is_some_and(|p| p.iter().all(|&i| i == 0));
        let (record, line) = if on_main {
            (record, None)
        } else {
            (Record { turns: self.lines.tree.main_line(), ..record.clone() }, Some(record.turns))
        };
        Link {
            record,
            line,
            ply: self.viewing.as_ref().map(|v| v.ply),
            opponent: self.computer.opponent.clone(),
            drawings: self.marks().to_vec(),
            clock: self.timing.to_saved(),
            tree: (!self.lines.tree.is_line()).then(|| (*self.lines.tree).clone()),
        }
    }

    /// The game's link (the address's fragment, and the Share button's link).
    pub fn link(&self) -> String {
        self.to_link().to_fragment()
    }

    /// Is the board shown turned (for this game)?
    pub fn flipped(&self) -> bool {
        self.settings.flipped(self.game())
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
        self.computer.changed();
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
        runeboard_engine::sort::sort(&mut cells);
        let whose = if reach.player.is_empty() { String::new() } else { format!(" on {}'s turn", reach.player) };
        let said = if cells.is_empty() {
            format!("The {} on {} could not move{whose}.", man.name, g.name(cell))
        } else {
            format!("The {} on {} could go to {}{whose}.", man.name, g.name(cell), cells.join(", "))
        };
        self.ui.feedback = Some(Feedback::Asked(capitalise(&said)));
        self.ui.asked = Some((cell, reach.targets));
    }

    /// Adds words of this kind to the notice (or starts one).
    pub(crate) fn notice(&mut self, kind: Kind, text: &str) {
        common::notice(&mut self.ui.feedback, kind, text);
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
        // (A cell may stand for another: the engine's alias, the king put on its own rook.)
        let step = self.play.choices(&self.turn).resolve(Step::Cell(cell));
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
                self.cue = Some(Cue::after(&self.table));
                self.judge_turn();
            }
            Err(e) => self.ui.feedback = Some(Feedback::Refused(format!("That turn was refused: {e}."))),
        }
    }

    /// Carry out a command on the game; when it changes the game, the page follows.
    fn command(&mut self, command: Command) -> Result<(), runeboard_engine::CommandError> {
        let mut play = (*self.play).clone();
        let kind = std::mem::discriminant(&command);
        let new_game = matches!(command, Command::Restart | Command::Load(_));
        let turn = matches!(command, Command::Play(_) | Command::Notation(_));
        let replaced = if turn { self.hidden_from() } else { None };
        play.apply(command)?;
        // The turn the line had next goes along it (the rest of the line kept).
        let redone = turn && self.redo_is(&mut play);
        if new_game {
            self.timing.restart(play.table(&[], None).to_move, !self.computer.opponent.sides.is_empty());
        } else if turn {
            self.timing.played();
        } else if kind == std::mem::discriminant(&Command::Undo) {
            self.timing.undone();
        } else if kind == std::mem::discriminant(&Command::Redo) {
            self.timing.redone();
        }
        self.play = Rc::new(play);
        self.changed();
        if new_game {
            self.lines = tree::Lines::of(&**self.play);
        } else if turn {
            let undone = self.lines.undone;
            self.tree_played(replaced.filter(|_| !redone));
            if redone {
                self.lines.undone = undone.saturating_sub(1);
            }
        } else if kind == std::mem::discriminant(&Command::Undo) {
            self.lines.undone += 1;
        } else if kind == std::mem::discriminant(&Command::Redo) {
            self.lines.undone = self.lines.undone.saturating_sub(1);
        }
        Ok(())
    }

    /// The clock's actions and its tick.
    fn clock_act(&mut self, action: Action) {
        let computer = !self.computer.opponent.sides.is_empty();
        let t = &mut self.timing;
        match action {
            Action::Tick(now) => {
                if let Some(flag) = t.tick(now).filter(|_| self.table.outcome.is_none()) {
                    let other_can_win = self.play.can_win(1 - (flag.seat & 1));
                    self.timing.end = Some(runeboard_engine::clock::End::flag(flag, other_can_win));
                    // A turn of several steps under way is not played.
                    self.turn.clear();
                }
                // Low time and a flag fall are heard (with the sound settings).
                self.cue = match self.timing.cue.take() {
                    Some(clock::Cue::LowTime(_)) => Some(Cue::LowTime),
                    Some(clock::Cue::Flag) => Some(Cue::End),
                    None => self.cue,
                };
            }
            Action::Clock(ClockAction::Choose(control)) => {
                (t.chosen, t.unreadable) = (control, None);
                if self.table.moves.is_empty() && t.end.is_none() {
                    self.timing.restart(self.table.to_move, computer);
                }
            }
            Action::Clock(ClockAction::Unreadable(e)) => t.unreadable = Some(e.to_string()),
            Action::Clock(ClockAction::Pause) => {
                let now = t.now;
                if let Some(c) = &mut t.clock {
                    c.pause(now);
                }
                t.starts = false;
            }
            Action::Clock(ClockAction::Resume) => {
                let now = t.now;
                if let (Some(c), None) = (&mut t.clock, t.end) {
                    c.resume(now);
                }
            }
            Action::Clock(ClockAction::Resign(player)) if self.table.outcome.is_none() && t.end.is_none() => {
                t.end = Some(runeboard_engine::clock::End::Resigned { loser: player & 1 });
                self.turn.clear();
            }
            Action::Clock(ClockAction::OfferDraw(player)) if self.table.outcome.is_none() && t.end.is_none() => {
                t.offer = Some(player & 1);
            }
            Action::Clock(ClockAction::AcceptDraw) if t.offer.is_some() && t.end.is_none() => {
                (t.end, t.offer) = (Some(runeboard_engine::clock::End::Agreed), None);
                self.turn.clear();
            }
            Action::Clock(ClockAction::DeclineDraw) => t.offer = None,
            Action::Clock(ClockAction::Keep(now)) => {
                self.clock_act(Action::Tick(now));
                self.timing.kept += 1;
            }
            _ => {}
        }
        if let (Some(c), Some(_)) = (&mut self.timing.clock, self.timing.end) {
            c.pause(self.timing.now);
        }
    }

    /// How the game ended, whatever ended it: its rules, a flag, a resignation, a draw agreed.
    pub fn ending(&self) -> Option<runeboard_engine::clock::Ending> {
        runeboard_engine::clock::Ending::of(self.table.outcome.as_ref(), self.timing.end)
    }

    /// The words of the game's end ("Black resigned — White wins"), if it is over.
    pub fn ended(&self) -> Option<String> {
        let players: Vec<&str> = self.table.players.iter().map(|p| p.name).collect();
        self.ending().map(|e| e.describe(&players))
    }

    #[cfg(feature = "full")]
    /// The editor's actions, carried out by [`Editing::apply`]; opening it is the page's.
    fn edit(&mut self, action: EditAction) {
        let game = self.game();
        if let EditAction::Open = action {
            self.editing = Some(Editing::open(game, &self.shown().position));
            self.turn.clear();
            (self.ui.pen, self.ui.asked, self.ui.feedback) = (None, None, None);
            return;
        }
        let base = self.table.clone();
        let Some(e) = &mut self.editing else { return };
        match e.apply(action, game, &base) {
            Edited::Editing => {}
            Edited::Play(text) => {
                self.editing = None;
                self.apply(Action::LoadPosition(text));
            }
            Edited::Close => self.editing = None,
        }
    }

    fn apply(&mut self, action: Action) {
        // The first module: a part it does not have is opened by the full module, loaded for it.
        #[cfg(not(feature = "full"))]
        if let Some(then) = State::wanted(&action) {
            self.ui.full = Some(then);
            return;
        }
        #[cfg(feature = "full")]
        if self.editing.is_some() {
            // While a position is set up, a click puts a man on the board and Escape leaves the
            // editor; anything that changes the game closes it, and playing waits.
            match action {
                Action::Click(cell) => {
                    let (game, cells) = (self.game(), self.geometry.len());
                    if let Some(e) = &mut self.editing {
                        e.click_cell(cell, cells, game);
                    }
                    return;
                }
                Action::Escape if self.ui.dialog.is_none() => return self.edit(EditAction::Cancel),
                Action::New
                | Action::LoadPosition(_)
                | Action::Import { .. }
                | Action::Open { .. }
                | Action::Select { .. }
                | Action::Reopen(_) => self.editing = None,
                Action::Choose(_) | Action::StopHere | Action::Cancel | Action::Ask(_) | Action::Draw(_) => return,
                Action::Pen(_) | Action::Undo | Action::Redo | Action::View(_) => return,
                Action::Line(_) => return,
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
        if by_hand && self.viewing.is_some() {
            // A turn begun on an earlier position plays on from it: a variation.
            self.branch_for(&action);
        }
        let mine = self.premovable();
        if !mine.is_empty() {
            match action {
                Action::Click(cell) => {
                    let picked = self.ui.premove.and_then(|p| if let Step::Cell(c) = p.from { Some(c) } else { None });
                    let onto = picked.map(|from| self.premove_onto(from)).unwrap_or_default();
                    self.ui.premove = premove::click(self.ui.premove, cell, &mine.men, &onto);
                }
                Action::Choose(step) => self.ui.premove = premove::choose(self.ui.premove, step, &mine.reserve_steps()),
                _ => {}
            }
        }
        if by_hand && (self.viewing.is_some() || self.computer_to_move() || self.timing.over()) {
            return;
        }
        match action {
            Action::Click(cell) => {
                self.click(cell);
                if matches!(self.ui.feedback, Some(Feedback::Refused(_))) {
                    self.cue = Some(Cue::Refused);
                }
            }
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
                    (self.ui.dialog, self.ui.importing) = (None, None);
                } else if self.ui.premove.take().is_some() {
                    // The premove went.
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
                    self.notice(Kind::Info, "The game you left is kept in Recent games.");
                }
            }
            Action::Flip => {
                let game = self.game();
                self.settings.flip(game);
            }
            Action::Settings(settings) => self.settings = settings,
            Action::Dialog(_) | Action::Dismiss | Action::Pen(_) | Action::Present(_) => {
                self.ui.apply(&action);
            }
            Action::LoadPosition(text) => {
                let before = self.clone();
                if let Err(e) = self.command(Command::Load(text)) {
                    self.ui.feedback = Some(Feedback::Position(capitalise(&e.to_string())));
                } else if let Some(saved) = before.worth_keeping() {
                    self.keep(saved);
                    self.notice(Kind::Info, "The game you left is kept in Recent games.");
                }
            }
            Action::Focus(cell) => (self.ui.focus, self.hover) = (Some(cell), Some(cell)),
            Action::Hover(cell) => self.hover = cell,
            Action::View(to) => self.view(to),
            Action::Import { text, stored } => self.import(&text, &stored, false),
            Action::ConfirmImport(yes) => {
                if let Some(i) = self.ui.importing.take().filter(|_| yes) {
                    self.import(&i.text, &i.stored, true);
                }
            }
            Action::Open { fragment, stored } => {
                let kept = self.worth_keeping();
                self.replace(Self::open(&fragment, &stored));
                if let Some(saved) = kept.filter(|k| k.game == self.game() && !k.continues(&**self.play)) {
                    self.keep(saved);
                }
            }
            Action::Reopen(index) => self.reopen(index),
            Action::Overwritten(text) => {
                if let Ok(saved) = Saved::from_json(&text) {
                    self.keep(saved);
                    self.notice(
                        Kind::Warning,
                        "Another tab saved over this game: what it held is kept in Recent games.",
                    );
                }
            }
            Action::Select { id, stored } => self.select(id, &stored),
            Action::SaveFailed(why) => {
                if self.ui.feedback.is_none() {
                    self.notice(
                        Kind::Warning,
                        &format!(
                            "This game could not be saved in this browser ({why}): it goes on here, but is lost when \
                         the page closes."
                        ),
                    );
                }
            }
            Action::Computer(action) => self.computer_act(action),
            Action::Draw(mark) => {
                self.ui.premove = None;
                let (game, position) = (self.game(), self.shown().position.clone());
                self.drawings.toggle(game, &position, mark);
            }
            Action::ClearDrawings => {
                let (game, position) = (self.game(), self.shown().position.clone());
                self.drawings.clear(game, &position);
            }
            Action::Line(action) => self.line_act(action),
            Action::Ask(cell) => self.ask(cell),
            #[cfg(feature = "full")]
            Action::Lesson(action) => self.lessons(action),
            #[cfg(feature = "full")]
            Action::Edit(action) => self.edit(action),
            Action::Tick(_) | Action::Clock(_) => self.clock_act(action),
            #[cfg(feature = "full")]
            Action::Analysis(action) => self.analyse(action),
            #[cfg(feature = "full")]
            Action::Review(action) => self.review_act(action),
            // (The first module has none of these parts: `State::wanted` or nothing.)
            #[cfg(not(feature = "full"))]
            Action::Lesson(_) | Action::Edit(_) | Action::Analysis(_) | Action::Review(_) => {}
            Action::OpenFull(_) => {}
            Action::FullFailed => {
                self.ui.full = None;
                self.ui.feedback = Some(Feedback::Notice(
                    Kind::Warning,
                    "That part of Runeboard could not be loaded: check the connection and try again.".to_string(),
                ));
            }
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
        next.cue = None;
        next.apply(action);
        if !next.computer_to_move() {
            next.ui.premove = None;
        }
        // The first module: a game it cannot show (a review) is shown by the full module.
        #[cfg(not(feature = "full"))]
        if next.ui.full.is_none() {
            next.ui.full = next.needed();
        }
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
            Action::Dialog(dialog) => {
                self.dialog = *dialog;
                self.importing = None;
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
        let played = game
            || !Rc::ptr_eq(&self.play, &before.play)
            || self.computer.opponent != before.computer.opponent
            || !Rc::ptr_eq(&self.lines.tree, &before.lines.tree)
            || self.review.done != before.review.done;
        if !self.ui.keep_saved {
            let clock = |s: &State| {
                let t = &s.timing;
                (
                    t.clock.as_ref().map(|c| (c.running(), c.turns(), c.control())),
                    t.end,
                    t.running().then_some(t.now / 1000),
                    t.kept,
                )
            };
            if played || self.turn != before.turn || before.ui.keep_saved || clock(self) != clock(before) {
                effects.push(Effect::Save);
            }
            let ply = |s: &State| s.viewing.as_ref().map(|v| v.ply);
            let ended = self.timing.end != before.timing.end;
            if played || ended || ply(self) != ply(before) || self.marks() != before.marks() || before.ui.keep_saved {
                effects.push(Effect::SetAddress);
            }
        }
        if game || self.recent != before.recent {
            effects.push(Effect::SaveRecent);
        }
        if self.solved != before.solved {
            effects.push(Effect::SaveSolved);
        }
        if self.settings != before.settings {
            effects.push(Effect::SaveSettings);
        }
        if let Some(cue) = self.cue.filter(|_| self.settings.sound) {
            effects.push(Effect::Sound(cue));
        }
        if let Some(then) = self.ui.full.filter(|_| self.ui.full != before.ui.full) {
            effects.push(Effect::Full(then));
        }
        effects
    }

    /// The state the page opens with, asking for what the page keeps of it (its link in the
    /// address, the game and the recent games in storage).
    pub fn first(fragment: &str, stored: &Stored) -> State {
        let mut state = State::open(fragment, stored);
        state.settings = stored.settings.as_deref().map(Settings::from_json).unwrap_or_default();
        state.effects = Effects::new(if state.ui.keep_saved {
            vec![Effect::SaveRecent]
        } else {
            vec![Effect::Save, Effect::SaveRecent, Effect::SetAddress]
        });
        #[cfg(not(feature = "full"))]
        if let Some(then) = state.needed() {
            state.ui.full = Some(then);
            state.effects = state.effects.and(vec![Effect::Full(then)]);
        }
        state
    }
}

/// The page's two modules (`full::Then`): what only the full module has.
impl State {
    /// The part of the full module this action opens, when the first module does not have it
    /// (`None` for every action the first module does itself). Only the first module asks.
    #[cfg_attr(feature = "full", allow(dead_code))]
    pub fn wanted(action: &Action) -> Option<full::Then> {
        Self::wanted_with(action, GameId::built)
    }

    /// [`State::wanted`], for an engine that has the games `built` says it has: a game it lacks,
    /// chosen in the picker or named by the address, is opened by the full module (which has them
    /// all) instead.
    fn wanted_with(action: &Action, built: impl Fn(GameId) -> bool) -> Option<full::Then> {
        use full::Then;
        match action {
            Action::Select { id, .. } if !built(*id) => Some(Then::Select(*id)),
            Action::Open { fragment, stored } if !built(Self::opens_game(fragment, stored)) => Some(Then::Show),
            Action::Dialog(Some(Dialog::Rules)) => Some(Then::Rules),
            Action::Dialog(Some(Dialog::Settings)) => Some(Then::Settings),
            Action::Dialog(Some(Dialog::Export)) => Some(Then::Export),
            Action::Dialog(Some(Dialog::Import)) => Some(Then::Import),
            Action::Edit(_) => Some(Then::Editor),
            Action::Analysis(AnalysisAction::Toggle) => Some(Then::Analyse),
            Action::Review(ReviewAction::Start) => Some(Then::Review),
            Action::OpenFull(then) => Some(*then),
            Action::Computer(ComputerAction::Hint) => Some(Then::Hint),
            _ => None,
        }
    }

    /// The action that does `then` in the full module (`None`: nothing, or a part whose use is its
    /// own, replayed as a click: the lessons panel's title, Copy link, the position box).
    pub fn then_action(then: full::Then) -> Option<Action> {
        use full::Then;
        match then {
            Then::Rules => Some(Action::Dialog(Some(Dialog::Rules))),
            Then::Settings => Some(Action::Dialog(Some(Dialog::Settings))),
            Then::Export => Some(Action::Dialog(Some(Dialog::Export))),
            Then::Import => Some(Action::Dialog(Some(Dialog::Import))),
            Then::Editor => Some(Action::Edit(EditAction::Open)),
            Then::Analyse => Some(Action::Analysis(AnalysisAction::Toggle)),
            Then::Review => Some(Action::Review(ReviewAction::Start)),
            Then::Hint => Some(Action::Computer(ComputerAction::Hint)),
            Then::Lessons
            | Then::Show
            | Then::CopyLink
            | Then::PositionEdit
            | Then::PositionLoad
            | Then::Opponent
            | Then::Clock => None,
            // (Its action reads the browser's storage: the full module's effects make it.)
            Then::Select(_) => None,
        }
    }

    /// Whether the game shown needs the full module at once (the first module draws no review, no
    /// clock and runs no computer: a game saved with its review, with a clock or against the
    /// computer, and the seats face to face, are shown by the full module). Only the first module
    /// asks.
    #[cfg_attr(feature = "full", allow(dead_code))]
    fn needed(&self) -> Option<full::Then> {
        let face_to_face = self.settings.seats == crate::model::settings::Seats::FaceToFace;
        let computer = !self.computer.opponent.sides.is_empty();
        (self.review.done.is_some() || self.timing.clock.is_some() || face_to_face || computer)
            .then_some(full::Then::Show)
    }
}

/// Recent games: the game left kept among them, and one reopened.
impl State {
    /// The game in progress as the page saves it: the game and the turn under construction (not
    /// the computer's turn being shown), the opponent, the clock, the tree of lines, the review.
    pub fn saved(&self) -> Saved {
        let turn: &[Step] = if self.computer.showing.is_some() { &[] } else { &self.turn };
        Saved::of(&**self.play, turn)
            .with_opponent(&self.computer.opponent)
            .with_clock(self.timing.to_saved())
            .with_tree(&self.lines.tree, self.table.players.len())
            .with_review(self.review_to_saved())
    }

    /// The game in progress as a save, when there is something to keep.
    fn worth_keeping(&self) -> Option<Saved> {
        let players = self.table.players.len();
        recent::worth_keeping(&**self.play, &self.computer.opponent, self.timing.to_saved())
            .map(|s| s.with_tree(&self.lines.tree, players).with_review(self.review_to_saved()))
    }

    /// Keep `saved` at the head of the recent games (once).
    fn keep(&mut self, saved: Saved) {
        let game = self.game();
        recent::keep(&mut self.recent, game, saved);
    }

    /// The game in progress is about to be replaced: keep it, and say where it went.
    fn keep_current(&mut self) -> bool {
        match self.worth_keeping() {
            Some(saved) => {
                self.keep(saved);
                true
            }
            None => false,
        }
    }

    /// Reopen the recent game at `index`; the game in progress takes its place in the list.
    fn reopen(&mut self, index: usize) {
        let Some(saved) = self.recent.get(index).cloned() else { return };
        match saved.restore(saved.game) {
            Ok(restored) => {
                self.recent.remove(index);
                let current = self.worth_keeping();
                let (recent, opponent) = (std::mem::take(&mut self.recent), restored.opponent.clone());
                let mut next = State::with_play(restored.play);
                next.lines = next.lines.clone().with_tree(restored.tree, &**next.play);
                next.timing.restore(restored.clock.as_deref());
                next.review_restore(restored.review.as_deref());
                next.recent = recent;
                if let Some(o) = opponent {
                    next.computer.opponent = o.fitted(next.table.players.len());
                } else {
                    next.computer.opponent = self.computer.opponent.clone();
                }
                self.replace(next);
                if let Some(c) = current {
                    self.keep(c);
                }
            }
            Err(why) => {
                self.recent.remove(index);
                self.notice(
                    Kind::Error,
                    &format!("That game could not be reopened ({why}), so it was removed from the list."),
                );
            }
        }
    }
}

/// The computer opponent and the lessons, each carried out by its own part
/// ([`Computer::apply`], [`Working`]); what touches the game is done here.
impl State {
    fn live(&self) -> Live<'_> {
        let clock = self.timing.clock.as_ref();
        Live { play: &**self.play, table: &self.table, turn: &self.turn, editing: self.editing.is_some(), clock }
    }

    /// The computer plays the side to move in the live game (which is not over).
    pub fn computer_to_move(&self) -> bool {
        self.computer.to_move(&self.table)
    }

    /// The men the player may premove now: none unless the computer is thinking over the live
    /// game, the board played on ([`premove::premovable`]).
    pub fn premovable(&self) -> premove::Mine {
        let open = self.computer_to_move()
            && !self.demonstration()
            && self.viewing.is_none()
            && self.editing.is_none()
            && self.ui.pen.is_none()
            && !self.timing.over();
        premove::premovable(&self.table, &self.computer.opponent.sides, open)
    }

    /// The cells of the player's own men the man on `from` is premoved onto rather than picking
    /// them ([`premove::onto`]).
    fn premove_onto(&self, from: CellId) -> Vec<CellId> {
        premove::onto(self.game(), &self.table, &self.computer.opponent.sides, from)
    }

    /// The computer's turn was played: the premove, if it starts a legal turn now, is played at
    /// once (or left to finish when it needs more); else it is dropped without a word.
    /// (`after`: the game's table now.)
    fn premove_lands(&mut self, planned: Option<premove::Premove>, after: &Table) {
        let mine = planned.filter(|_| !self.computer.to_move(after));
        if let Some(steps) = mine.and_then(|p| premove::steps(p, &**self.play)) {
            self.turn = steps;
            self.after_push();
        }
    }

    /// The computer plays every side.
    pub fn demonstration(&self) -> bool {
        self.computer.demonstration(self.table.players.len())
    }

    /// The computer is thinking about its turn (the page shows it).
    pub fn thinking(&self) -> bool {
        self.job().is_some_and(|j| j.kind == JobKind::Move)
    }

    /// What the worker should be thinking about now, if anything.
    pub fn job(&self) -> Option<Job> {
        // (The computer's turn waits while its clock stands paused.)
        let waits = |j: &Job| self.timing.over() || self.timing.paused() && j.kind == JobKind::Move;
        self.computer.job(&self.live()).filter(|j| !waits(j))
    }

    fn computer_act(&mut self, action: ComputerAction) {
        let set = matches!(action, ComputerAction::Set(_));
        let clock = self.timing.clock.as_ref();
        let live =
            Live { play: &**self.play, table: &self.table, turn: &self.turn, editing: self.editing.is_some(), clock };
        match self.computer.apply(action, &live) {
            Wanted::Nothing => {}
            Wanted::ClearTurn => self.turn.clear(),
            Wanted::ShowNext => self.show_next(),
            Wanted::Notice(text) => self.notice(Kind::Error, &text),
        }
        // Against the computer the clock starts at once (unless turns undone wait to be redone).
        if set && self.lines.undone == 0 {
            self.timing.seated(!self.computer.opponent.sides.is_empty());
        }
    }

    /// Show a turn step by step (the computer's, or a lesson's answer), then play it.
    fn show(&mut self, steps: Vec<Step>) {
        self.computer.show(steps);
        self.show_next();
    }

    fn show_next(&mut self) {
        match self.computer.next() {
            None => {}
            Some(Shown::Part(turn)) => self.turn = turn,
            Some(Shown::Whole(steps)) => {
                self.turn.clear();
                let planned = self.ui.premove.take();
                if let Err(e) = self.command(Command::Play(steps)) {
                    self.ui.feedback = Some(Feedback::Refused(format!("The computer's turn was refused: {e}.")));
                } else {
                    let after = self.play.table(&[], None);
                    self.cue = Some(Cue::after(&after));
                    self.ui.vanished = after.taken.clone();
                    if let Some(feedback) = self.lesson.as_mut().and_then(Working::shown) {
                        self.ui.feedback = Some(feedback);
                    }
                    self.premove_lands(planned, &after);
                }
            }
        }
    }

    /// Undo in a game against the computer: back to the last position where a person was to move,
    /// taking back the computer's reply with the person's turn. In a demonstration, one turn, and
    /// the demonstration pauses.
    fn undo(&mut self) {
        if self.demonstration() {
            self.computer.paused = true;
            let _ = self.command(Command::Undo);
            return;
        }
        if self.command(Command::Undo).is_err() {
            return;
        }
        loop {
            self.refresh();
            if !(self.computer_to_move() && self.table.can_undo) || self.command(Command::Undo).is_err() {
                break;
            }
        }
    }

    /// Redo, the other way: the person's turn with the computer's reply.
    fn redo(&mut self) {
        if self.command(Command::Redo).is_err() || self.demonstration() {
            return;
        }
        loop {
            self.refresh();
            if !(self.computer_to_move() && self.table.can_redo) || self.command(Command::Redo).is_err() {
                break;
            }
        }
    }

    #[cfg(feature = "full")]
    fn lessons(&mut self, action: LessonAction) {
        match action {
            LessonAction::Start(id) => {
                let Some(w) = Working::start(id, self.game()) else { return };
                let kept = self.worth_keeping();
                if self.command(Command::Load(w.lesson.position.into())).is_ok() {
                    if let Some(saved) = kept {
                        self.keep(saved);
                    }
                    self.lesson = Some(w);
                }
            }
            LessonAction::Hint => {
                if let Some(w) = &mut self.lesson {
                    w.hint();
                }
            }
            LessonAction::ShowMe => {
                let Some(w) = self.lesson else { return };
                let Some(steps) = w.answer() else { return };
                if self.command(Command::Load(w.lesson.position.into())).is_ok() {
                    self.lesson = Some(Working { showing: true, ..w });
                    // Step by step, as the computer's turns are shown; then it is explained.
                    self.show(steps);
                }
            }
            LessonAction::Leave => self.lesson = None,
        }
    }

    /// After a turn played in a lesson: its first turn is judged (a wrong one taken back).
    fn judge_turn(&mut self) {
        let Some(w) = self.lesson else { return };
        if self.table.moves.len() != 1 {
            return;
        }
        let judged = w.judge(&**self.play, &mut self.solved);
        if judged.take_back {
            // Back to the lesson's position with nothing to redo: a refused answer never comes
            // back unjudged.
            let _ = self.command(Command::Load(w.lesson.position.into()));
            self.cue = Some(Cue::Refused);
        }
        self.ui.feedback = Some(judged.feedback);
    }
}

/// Where the game comes from: a link, storage, another game chosen, an import; and earlier
/// positions viewed.
impl State {
    /// The game of an address fragment and what storage holds: the game in the link
    /// (`#game=keltic&turns=e4+e5`, replayed through the rules) — with its undone turns and
    /// unfinished turn when it is the game saved here, as after a reload — or else the saved game
    /// of the id in the address (`#chess`), of the game played last, or of the first game offered.
    /// A link that cannot be opened gives a notice and a new game of the game it names — never a
    /// blank page — and the game saved for that id is kept until the player changes the new one.
    /// The game [`State::open`] shows for this fragment and storage, found without opening it
    /// (the first module hands a game it lacks to the full module before anything is built).
    pub fn opens_game(fragment: &str, stored: &Stored) -> GameId {
        let last = || stored.last.as_deref().and_then(|l| l.parse().ok());
        Address::game(fragment).or_else(last).unwrap_or(GameId::ALL[0])
    }

    pub fn open(fragment: &str, stored: &Stored) -> Self {
        let mut state = match Address::read(fragment) {
            Address::Link(link) => Self::open_link(link, stored),
            address => {
                let named = match &address {
                    Address::Game(id) => Some(*id),
                    _ => None,
                };
                let last = stored.last.as_deref().map(str::parse::<GameId>);
                let id = named.or_else(|| last.clone().and_then(Result::ok)).unwrap_or(GameId::ALL[0]);
                let mut state = Self::resume(id, stored);
                if let Address::Unknown(text) = &address {
                    let text: String = text.chars().take(40).collect();
                    state.notice(
                        Kind::Warning,
                        &format!("The address '#{text}' names no game nor game link, so {} is shown.", id.name()),
                    );
                }
                if let (None, Some(Err(e))) = (named, last) {
                    state.notice(
                        Kind::Warning,
                        &format!(
                            "The game played last in this browser could not be found ({e}), so {} is shown.",
                            id.name()
                        ),
                    );
                }
                state
            }
        };
        state.take_recent(stored);
        state.solved = lessons::read_solved(stored.solved.as_deref());
        if let Some(why) = &stored.unavailable {
            state.notice(
                Kind::Warning,
                &format!(
                    "This browser does not let Runeboard keep games ({why}): the game goes on here but is not \
                 saved when the page closes."
                ),
            );
        }
        state
    }

    /// The recent games of this game's id from storage; and the game saved for this id, when this
    /// state does not continue it (a link of another game, or a link that could not be opened,
    /// replaces it), kept among them so that it is not lost when this game is saved over it.
    fn take_recent(&mut self, stored: &Stored) {
        let id = self.game();
        self.recent = recent::read_recent(stored, id);
        let replaced = stored.game(id).and_then(|t| Saved::from_json(t).ok()).filter(|s| !s.continues(&**self.play));
        if let Some(saved) = replaced.filter(|s| !s.turns.is_empty() || s.start.is_some()) {
            self.keep(saved);
        }
    }

    fn open_link(link: Result<ReadLink, (Option<GameId>, RecordError)>, stored: &Stored) -> Self {
        let read = link.and_then(|read| match read.link.replay() {
            Ok(replayed) => Ok((read, replayed)),
            Err(e) => Err((Some(read.link.record.game), e)),
        });
        match read {
            Ok((read, Replayed { play, refused })) => {
                let id = play.record().game;
                // A link on a variation: its main line, and the line shown, which is played.
                let main = play.record();
                let mut line_error = None;
                let play = match read.link.line.as_ref().filter(|_| refused.is_none()) {
                    Some(line) => match (Record { turns: line.clone(), ..main.clone() }).replay() {
                        Ok(on_line) => on_line,
                        Err(e) => {
                            line_error = Some(e);
                            play
                        }
                    },
                    None => play,
                };
                let mut state = Self::with_play(play);
                let main_tree = read.link.line.is_some().then(|| runeboard_engine::tree::Tree::from_line(&main.turns));
                // The link's lines, with their comments, when every one of them replays.
                let (main_tree, tree_error) = match read.link.tree.clone().filter(|_| refused.is_none()) {
                    Some(t) => match tree::check_lines(&main, &t) {
                        Ok(()) => (Some(t), read.tree_error.clone()),
                        Err(e) => (main_tree, Some(e)),
                    },
                    None => (main_tree, read.tree_error.clone()),
                };
                let saved = stored
                    .game(id)
                    .and_then(|text| Saved::from_json(text).ok())
                    .filter(|s| s.continues(&**state.play))
                    .and_then(|s| s.restore(id).ok());
                let mut kept_tree = main_tree;
                if let Some(r) = saved {
                    state = Self::with_play(r.play);
                    state.turn = r.turn;
                    state.timing.restore(r.clock.as_deref());
                    state.review_restore(r.review.as_deref());
                    state.refresh();
                    kept_tree = r.tree.or(kept_tree);
                } else if refused.is_none() {
                    state.timing.restore_link(read.link.clock.as_deref(), state.play.record().turns.len());
                }
                state.lines = state.lines.clone().with_tree(kept_tree, &**state.play);
                if let Some(e) = tree_error {
                    state.notice(
                        Kind::Warning,
                        &format!(
                            "The variations and comments in this link could not be opened ({e}), so they are left out."
                        ),
                    );
                }
                if let Some(e) = line_error {
                    state.notice(
                        Kind::Warning,
                        &format!("The line shown in this link could not be opened ({e}), so its main line is shown."),
                    );
                }
                let valid = state.table.moves.len();
                // The position shown is the link's when it stands before the turn refused.
                let reached = refused.is_none() || read.link.ply.is_some_and(|p| p < valid);
                if let Some(e) = &refused {
                    // Nothing of it could be played: as a link that cannot be read, it leaves the
                    // saved game and the address alone (a reload says so again).
                    state.ui.keep_saved = valid == 0;
                    state.notice(
                        Kind::Warning,
                        &format!(
                            "The game in this link could not be opened in full: its turn {} was refused ({e}), so the \
                         {valid} turns before it are shown.",
                            valid + 1
                        ),
                    );
                }
                if let Some(p) = read.link.ply.filter(|_| reached) {
                    state.view(ViewTo::Ply(p));
                }
                state.computer.opponent = read.link.opponent.fitted(state.table.players.len());
                if let Some(e) = read.opponent_error {
                    state.notice(Kind::Warning, &format!("{}; people play each other.", capitalise(&e.to_string())));
                }
                if let Some(e) = read.drawings_error {
                    state.notice(Kind::Warning, &format!("The drawings in this link were left out: {e}."));
                } else if reached {
                    let (game, position) = (state.game(), state.shown().position.clone());
                    state.drawings.set(game, &position, read.link.drawings);
                }
                state
            }
            Err((named, e)) => {
                let id = named.unwrap_or(GameId::ALL[0]);
                let mut state = Self::with_play(new_session(id));
                state.notice(
                    Kind::Error,
                    &format!("The game in this link could not be opened: {e}. A new game is shown."),
                );
                state.ui.keep_saved = true;
                state
            }
        }
    }

    /// The saved game of this id, or a new one (with a notice when the saved one is discarded).
    pub fn resume(id: GameId, stored: &Stored) -> Self {
        Self::resume_with(id, stored).0
    }

    /// The saved game of this id, or a new one, and the opponent kept with the saved game.
    fn resume_with(id: GameId, stored: &Stored) -> (Self, Option<Opponent>) {
        let Some(text) = stored.game(id) else { return (Self::with_play(new_session(id)), None) };
        match Saved::load(text, id) {
            Ok(r) => {
                let mut state = Self::with_play(r.play);
                state.lines = state.lines.clone().with_tree(r.tree, &**state.play);
                state.turn = r.turn;
                state.timing.restore(r.clock.as_deref());
                state.review_restore(r.review.as_deref());
                let opponent = r.opponent.map(|o| o.fitted(state.table.players.len()));
                if let Some(o) = &opponent {
                    state.computer.opponent = o.clone();
                }
                state.refresh();
                (state, opponent)
            }
            Err(why) => {
                let mut state = Self::with_play(new_session(id));
                state.notice(
                    Kind::Error,
                    &format!(
                        "Your saved {} game could not be restored ({why}), so it was discarded and a new game \
                     started.",
                        id.name()
                    ),
                );
                (state, None)
            }
        }
    }

    /// Another game chosen: its saved game with the opponent kept with it, or else the opponent
    /// of the game left.
    fn select(&mut self, id: GameId, stored: &Stored) {
        // The game left waits in memory; the one chosen comes from storage or, where the browser
        // keeps nothing (or kept nothing for it), from memory.
        let mut parked = std::mem::take(&mut self.parked);
        let leaving = Saved::of(&**self.play, &self.turn)
            .with_opponent(&self.computer.opponent)
            .with_tree(&self.lines.tree, self.table.players.len())
            .with_review(self.review_to_saved());
        parked.retain(|p| p.game != leaving.game);
        let back = parked.iter().position(|p| p.game == id).map(|i| parked.remove(i));
        parked.push(leaving);
        let memory;
        let stored = match back.filter(|_| stored.game(id).is_none()) {
            Some(p) => {
                memory = Stored { games: vec![(id, p.to_json())], ..stored.clone() };
                &memory
            }
            None => stored,
        };
        let (mut next, opponent) = Self::resume_with(id, stored);
        next.parked = parked;
        next.take_recent(stored);
        let keep = self.computer.opponent.clone();
        self.replace(next);
        if opponent.is_none() {
            self.computer.opponent = keep.fitted(self.table.players.len());
        }
    }

    /// Another game takes the place of this one (another id perhaps): the settings stay (each
    /// game's orientation among them), everything else follows the new game.
    fn replace(&mut self, mut next: State) {
        let (settings, serial) = (std::mem::take(&mut self.settings), self.computer.serial);
        // The clock choices are the page's; the game's clock comes with the game (if any).
        next.timing = Timing {
            clock: next.timing.clock.take(),
            end: next.timing.end.take(),
            started: next.timing.started,
            now: self.timing.now,
            chosen: self.timing.chosen,
            ..Timing::default()
        };
        if next.parked.is_empty() {
            next.parked = std::mem::take(&mut self.parked);
        }
        // What belongs to the page rather than to a game goes on: drawings (kept by position),
        // the lessons solved, presentation mode.
        let mut drawings = std::mem::take(&mut self.drawings);
        drawings.absorb(std::mem::take(&mut next.drawings));
        next.drawings = drawings;
        for id in std::mem::take(&mut self.solved) {
            if !next.solved.contains(&id) {
                next.solved.push(id);
            }
        }
        next.ui.presenting = self.ui.presenting;
        *self = next;
        (self.settings, self.computer.serial) = (settings, serial + 1);
    }

    /// Show an earlier position read-only, or the live one again. The turn under construction is
    /// dropped on the way in.
    fn view(&mut self, to: ViewTo) {
        match Viewing::to(self.viewing.as_ref(), &self.play, self.table.moves.len(), to) {
            None => {}
            Some(None) => self.viewing = None,
            Some(viewing) => {
                self.turn.clear();
                self.viewing = viewing;
            }
        }
    }

    /// Import a record: replayed through the rules, it becomes the game in progress (of its own
    /// game id); if any part is wrong, the game stays as it is and the error names the first bad
    /// turn and why.
    /// A record of another game is imported only once the player says yes (`confirmed`).
    fn import(&mut self, text: &str, stored: &Stored, confirmed: bool) {
        match tree::read_record(text, self.game()) {
            Ok((play, _)) if !confirmed && play.record().game != self.game() => {
                let (text, stored) = (text.to_string(), stored.clone());
                self.ui.importing = Some(records::Importing { text, game: play.record().game, stored });
            }
            Ok((play, tree)) => {
                let keep = self.computer.opponent.clone();
                let kept = self.worth_keeping();
                let recent = std::mem::take(&mut self.recent);
                let mut next = Self::with_play(play);
                next.lines = next.lines.clone().with_tree(Some(tree), &**next.play);
                // A timed record brings its clock back (paused), each turn's time from its comment.
                if let Ok((_, notes, _)) = Record::parse_with_default(text, self.game()) {
                    let control = notes.time_control.as_deref().and_then(|c| TimeControl::parse(c).ok().flatten());
                    if let Some(control) = control {
                        let first = next.table.first_turn.1;
                        let clock = runeboard_engine::clock::from_comments(control, first, &notes.comments);
                        next.timing.started = clock.turns() > 0;
                        next.timing.clock = Some(clock);
                    }
                    if next.table.outcome.is_none() {
                        let (termination, result) = (notes.termination.as_deref(), notes.result.as_deref());
                        next.timing.end =
                            runeboard_engine::record::pgn::end_of(termination, result, next.table.to_move);
                    }
                }
                if next.game() == self.game() {
                    next.recent = recent;
                } else {
                    // The game saved for the imported game's id is replaced: keep it.
                    next.take_recent(stored);
                }
                self.replace(next);
                self.computer.opponent = keep.fitted(self.table.players.len());
                if let Some(saved) = kept {
                    self.keep(saved);
                }
            }
            Err(e) => {
                // A turn refused is said of the game the record is of (the open one, when it names none).
                let why = match Record::parse_with_default(text, self.game()) {
                    Ok((r, ..)) => format!("{}: {}.", r.game.name(), e.to_string().trim_end_matches('.')),
                    Err(_) => format!("{}.", capitalise(&e.to_string()).trim_end_matches('.')),
                };
                self.ui.feedback = Some(Feedback::Import(why));
            }
        }
    }
}

/// The analysis (`analysis`): what its worker should think about, and its answers.
impl State {
    /// What the analysis worker should be thinking about now: the position shown, while analysis
    /// is on (and no position is being set up).
    pub fn analysis_job(&self) -> Option<Job> {
        if !self.analysis.on || self.editing.is_some() {
            return None;
        }
        let record = self.viewing.as_ref().map_or_else(|| self.play.record(), |v| v.play.record());
        Some(Job {
            kind: JobKind::Analysis,
            game: record.game,
            serial: 0,
            start: record.start,
            turns: record.turns,
            level: analysis::LEVEL,
            movetime_ms: 0,
        })
    }

    /// The lines found for the position shown, and the depth reached.
    pub fn analysis_lines(&self) -> Option<(u32, Vec<analysis::LineView>)> {
        let (job, t) = self.analysis.found.as_ref()?;
        (Some(job) == self.analysis_job().as_ref()).then(|| (t.depth, analysis::lines(t)))
    }

    /// Why the analysis of the position shown failed, if it did.
    pub fn analysis_failed(&self) -> Option<&str> {
        let (job, why) = self.analysis.failed.as_ref()?;
        (Some(job) == self.analysis_job().as_ref()).then_some(why.as_str())
    }

    #[cfg(feature = "full")]
    pub(super) fn analyse(&mut self, action: AnalysisAction) {
        match action {
            AnalysisAction::Toggle => self.analysis.on = !self.analysis.on,
            AnalysisAction::Thought { job, thought } => {
                if Some(&job) == self.analysis_job().as_ref() {
                    self.analysis.found = Some((job, thought));
                }
            }
            AnalysisAction::Failed { job, message } => {
                if Some(&job) == self.analysis_job().as_ref() {
                    self.analysis.failed = Some((job, message));
                }
            }
            AnalysisAction::Play(turns) => self.play_line(turns),
        }
    }
}

/// The game's review (`review`): what the analysis's worker should review, and its answers.
impl State {
    /// The main line as the move list shows it (without the undone turns it leaves out).
    fn review_line(&self) -> Vec<String> {
        let mut main = self.lines.tree.main_line();
        if let Some(hidden) = self.hidden_from().filter(|h| h.iter().all(|&i| i == 0)) {
            main.truncate(hidden.len() - 1);
        }
        main
    }

    /// The review being made, if any, while the line it judges still begins the main line (a new
    /// game, a position loaded or another turn played in its place stops it).
    pub fn review_job(&self) -> Option<Job> {
        let r = self.review.running.as_ref()?;
        let ours = r.job.start == self.play.record().start && self.lines.tree.main_line().starts_with(&r.job.turns);
        ours.then(|| r.job.clone())
    }

    /// What the analysis's worker should do now: the review being made, else the analysis.
    pub fn analyser_job(&self) -> Option<Job> {
        self.review_job().or_else(|| self.analysis_job())
    }

    /// The review that holds for the main line (of it, or of its first turns; turns undone are
    /// still the main line's).
    pub fn review_shown(&self) -> Option<&Rc<review::Reviewed>> {
        self.review.of_line(&self.play.record().start, &self.lines.tree.main_line())
    }

    /// The review to keep with the saved game: the one shown.
    pub fn review_to_saved(&self) -> Option<String> {
        self.review_shown().map(|r| review::to_text(r))
    }

    /// A review kept with a saved game (one that cannot be read is dropped).
    fn review_restore(&mut self, text: Option<&str>) {
        self.review.done = text.and_then(review::from_text).map(Rc::new);
    }

    #[cfg(feature = "full")]
    fn review_act(&mut self, action: ReviewAction) {
        if action != ReviewAction::Start {
            return self.review.apply(action);
        }
        let record = self.play.record();
        let turns = self.review_line();
        if turns.is_empty() {
            return;
        }
        let job = Job {
            kind: JobKind::Review,
            game: record.game,
            serial: 0,
            start: record.start,
            turns,
            level: analysis::LEVEL,
            movetime_ms: 0,
        };
        self.review.start(job);
    }
}

/// Variations (`tree`): the game as a tree of lines beside the live game.
impl State {
    /// The path of the turn shown (empty: the start), if the tree holds it.
    pub fn shown_path(&self) -> Option<Vec<usize>> {
        self.lines.tree.path_of(&self.shown().moves)
    }

    /// Where the move list stops showing the live line: the first turn undone, when the turns undone
    /// are a plain line (no comment, no variation), which the list leaves out as it always did.
    pub fn hidden_from(&self) -> Option<Vec<usize>> {
        let full = tree::full_line(&**self.play);
        let played = self.play.record().turns.len();
        if self.lines.undone == 0 || full.len() != played + self.lines.undone {
            return None;
        }
        let tree = &self.lines.tree;
        let path = tree.path_of(&full)?;
        let plain = (played..full.len()).all(|n| {
            tree.index(&path[..n]).is_some_and(|p| tree.get(p).children.len() == 1)
                && tree.index(&path[..=n]).is_some_and(|i| tree.get(i).comment.is_none())
        }) && tree.index(&path).is_some_and(|i| tree.get(i).children.is_empty());
        plain.then(|| path[..=played].to_vec())
    }

    /// Make the earlier position shown the live game (its later turns still to redo), so that the
    /// next turn played starts a variation there. Nothing happens when none is shown.
    pub(crate) fn branch_for(&mut self, action: &Action) {
        let Some(v) = &self.viewing else { return };
        if self.computer.to_move(&v.table) || self.timing.over() {
            return;
        }
        let offered = |step: Step| v.play.choices(&[]).options.iter().any(|o| o.step == step);
        let starts = match action {
            Action::Click(cell) => offered(Step::Cell(*cell)),
            Action::Choose(step) => offered(*step),
            _ => false,
        };
        if starts {
            self.branch_here();
        }
    }

    /// The turn just played on `play` (a copy of the live game) is the one the live line had next,
    /// still to redo: `play` is then the live game with it redone (the rest of the line kept).
    pub(crate) fn redo_is(&self, play: &mut Box<dyn Play>) -> bool {
        let mut redone = (*self.play).clone();
        if redone.apply(Command::Redo).is_err() || redone.record().turns.last() != play.record().turns.last() {
            return false;
        }
        *play = redone;
        true
    }

    pub(crate) fn branch_here(&mut self) {
        let Some(v) = self.viewing.take() else { return };
        self.play = v.play.clone();
        self.lines.undone = 0;
        self.changed();
        self.refresh();
    }

    /// Play these turns (in notation) from the position shown, as a variation if it is an earlier
    /// one (the analysis' lines come this way); a turn the rules refuse stops the line there.
    pub(crate) fn play_line(&mut self, turns: Vec<String>) {
        // A line whose first turn is refused leaves the game as it was, the position shown too.
        let before = (self.play.clone(), self.viewing.clone(), self.lines.undone);
        self.branch_here();
        self.turn.clear();
        for (i, t) in turns.iter().enumerate() {
            if let Err(e) = self.command(Command::Notation(t.clone())) {
                if i == 0 {
                    (self.play, self.viewing, self.lines.undone) = before;
                }
                self.ui.feedback = Some(Feedback::Refused(format!("The turn '{t}' was refused: {e}.")));
                break;
            }
        }
        self.refresh();
    }

    /// Keep the tree in step with a turn just played: its line added (the turns it replaced, when
    /// they were undone turns of a plain line, go).
    pub(crate) fn tree_played(&mut self, replaced: Option<Vec<usize>>) {
        let tree = Rc::make_mut(&mut self.lines.tree);
        if let Some(path) = replaced {
            tree.delete(&path);
        }
        tree.add(&self.play.record().turns);
        self.lines.undone = 0;
    }

    /// Another line of the tree becomes the live one: replayed to its end, the turn at `path`
    /// shown.
    fn follow(&mut self, path: &[usize]) {
        let Some(line) = self.lines.tree.turns(&self.lines.tree.line_through(path)) else { return };
        let record = Record { turns: line, ..self.play.record() };
        match record.replay() {
            Ok(play) => {
                self.play = Rc::new(play);
                self.lines.undone = 0;
                self.changed();
                self.refresh();
                self.view(ViewTo::Ply(path.len()));
            }
            Err(e) => self.ui.feedback = Some(Feedback::Refused(format!("That line could not be shown: {e}."))),
        }
    }

    pub(crate) fn line_act(&mut self, action: LineAction) {
        match action {
            LineAction::Show(path) => self.show_node(&path),
            LineAction::Promote(path) => {
                Rc::make_mut(&mut self.lines.tree).promote(&path);
            }
            LineAction::Delete(path) => {
                if path.is_empty() || !Rc::make_mut(&mut self.lines.tree).delete(&path) {
                    return;
                }
                // The live line lost turns: follow what is left of the line shown.
                if self.lines.tree.path_of(&tree::full_line(&**self.play)).is_none() {
                    let shown = self.shown().moves.clone();
                    let kept =
                        (0..=shown.len()).rev().find_map(|n| self.lines.tree.path_of(&shown[..n])).unwrap_or_default();
                    self.follow(&kept);
                }
            }
            LineAction::Comment(path, text) => {
                Rc::make_mut(&mut self.lines.tree).set_comment(&path, &text);
            }
            LineAction::Step(by) => {
                let Some(path) = self.shown_path() else { return };
                let target = match by {
                    -1 => path[..path.len().saturating_sub(1)].to_vec(),
                    1 => match self.lines.tree.index(&path) {
                        Some(i) if !self.lines.tree.get(i).children.is_empty() => {
                            // Along the live line where it goes on, else the main line.
                            let live = self.lines.tree.path_of(&tree::full_line(&**self.play)).unwrap_or_default();
                            let next = live.get(path.len()).copied().filter(|_| live.starts_with(&path)).unwrap_or(0);
                            [path.as_slice(), &[next]].concat()
                        }
                        _ => return,
                    },
                    _ => {
                        let Some((&last, before)) = path.split_last() else { return };
                        let siblings =
                            self.lines.tree.index(before).map_or(0, |i| self.lines.tree.get(i).children.len());
                        let to = if by < 0 { last.checked_sub(1) } else { Some(last + 1).filter(|&n| n < siblings) };
                        let Some(to) = to else { return };
                        [before, &[to]].concat()
                    }
                };
                self.show_node(&target);
            }
        }
    }

    /// Show the turn at `path`: on the live line, as an earlier position (or the live one);
    /// elsewhere, its line becomes the live one.
    fn show_node(&mut self, path: &[usize]) {
        let Some(turns) = self.lines.tree.turns(path) else { return };
        if self.table.moves.starts_with(&turns) {
            self.view(ViewTo::Ply(turns.len()));
        } else {
            self.follow(path);
        }
    }

    /// The game's record as PGN (see `pgn`), dated `date` (`YYYY.MM.DD`).
    pub fn record_text(&self, date: &str) -> String {
        let live = &self.table;
        let side = |i: usize| match self.computer.opponent.sides.contains(&i) {
            true => crate::model::opponent::levels()
                .find(|(n, _)| *n == self.computer.opponent.level)
                .map_or_else(|| "Runeboard".to_string(), |(_, name)| format!("Runeboard ({name})")),
            false => "?".to_string(),
        };
        // The tree as the move list shows it (undone turns of a plain line left out).
        let mut listed = (*self.lines.tree).clone();
        if let Some(hidden) = self.hidden_from() {
            listed.delete(&hidden);
        }
        pgn::Game {
            record: self.play.record(),
            tree: &listed,
            clock: self.timing.clock.as_ref(),
            end: self.timing.end,
            outcome: live.outcome.as_ref(),
            review: self.review_shown().map(|r| &**r),
            sides: [side(0), side(1)],
            players: live.players.len(),
            date,
        }
        .text()
    }
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
    fn a_declared_schrodinger_king_leaves_its_armys_other_men_undimmed() {
        // Nothing is excluded on the first turn; the White ö on b1l is declared a King.
        let s = click(start(GameId::Spindecision), "b1l");
        let declare = s.table.choices.iter().find(|c| c.face.kind == 'K').expect("King offered").step;
        let s = s.reduce(Action::Choose(declare));
        assert_eq!(s.turn.len(), 2);
        let dimmed: Vec<&str> = s.table.pieces.iter().filter(|p| p.dimmed).map(|p| s.geometry.name(p.cell)).collect();
        assert!(dimmed.is_empty(), "men of the army to move are not excluded: {dimmed:?}");
        // Once played, White is excluded for the next turn, and its men are dimmed.
        let s = click(s, "c1r");
        assert!(s.table.pieces.iter().filter(|p| p.army == 0).all(|p| p.dimmed));
    }

    #[test]
    fn a_pick_then_a_target_plays_the_turn() {
        let s = click(keltic(), "e3");
        assert_eq!(s.selected(), Some(cell(&s, "e3")));
        assert_eq!(s.table.marks.targets, vec![(cell(&s, "e4"), false)]);
        let s = click(s, "e4");
        assert!(s.turn.is_empty());
        assert_eq!(s.table.moves, vec!["e4".to_string()]);
        assert_eq!(s.computer.serial, 1);
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

    #[test]
    fn the_flip_is_remembered_per_game_and_settings_are_kept() {
        use crate::model::settings::{Motion, Settings};
        let s = keltic().reduce(Action::Flip);
        assert!(s.flipped());
        assert!(s.effects.take().contains(&Effect::SaveSettings));
        // Another game has its own orientation; coming back finds Keltic's.
        let s = s.reduce(Action::Select { id: GameId::Chess, stored: Stored::default() });
        assert!(!s.flipped(), "chess was never turned");
        let s = s.reduce(Action::Select { id: GameId::Keltic, stored: Stored::default() });
        assert!(s.flipped(), "Keltic's board is still turned");
        // A reload reads them back from storage.
        let mut settings = s.settings.clone();
        settings.motion = Motion::Slow;
        s.effects.take();
        let s = s.reduce(Action::Settings(settings.clone()));
        assert_eq!(s.effects.take(), [Effect::SaveSettings]);
        let stored = Stored { settings: Some(s.settings.to_json()), ..Stored::default() };
        let reloaded = State::first("game=keltic", &stored);
        assert_eq!(reloaded.settings, settings);
        assert!(reloaded.flipped());
        assert_eq!(State::first("game=keltic", &Stored::default()).settings, Settings::default());
    }
}
