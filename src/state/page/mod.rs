//! The page's state, the hub: it holds each feature's slice and dispatches each action to it
//! ([`State::apply`]); the rules that hold across features are stated here, once. What the state
//! does for each feature is in a file of its own beside this one (the game, the clock, the
//! computer, the lines…), each over its slice (`state::<feature>`).

use std::rc::Rc;

use runeboard_engine::record::Record;
use runeboard_engine::session::Lines;
use runeboard_engine::tree::Tree;
use runeboard_engine::{CellId, Command, GameId, Geometry, Play, Step, Table};
use yew::Reducible;

use crate::state::games::Waiting;

use super::computer::Computer;
use super::review::Reviewing;
use super::{
    capitalise, common, premove, Action, Analysis, Cue, Drawings, Editing, Effects, Feedback, Kind, Mark, Timing, Ui,
    Viewing,
};
use crate::model::kept::Kept;
use crate::model::link::Link;
use crate::model::saved::Saved;
use crate::model::settings::Settings;

mod analysis;
pub mod chunk;
mod clock;
mod computer;
mod editor;
mod effects;
mod game;
mod games;
mod kept;
mod lines;
mod open;
mod puzzles;
mod records;
mod review;
mod studies;

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
    pub computer: Computer,
    /// Games of this id replaced by New game, Load position, an import or a link, newest first.
    pub recent: Vec<Saved>,
    /// The games of the other ids played since the page opened, as they were left: switching back
    /// finds them even where the browser keeps nothing.
    pub parked: Vec<Saved>,
    /// Arrows and circles drawn on positions (a teacher's board).
    pub drawings: Drawings,
    /// The ids of the lessons solved in this browser.
    pub solved: Vec<String>,
    /// The puzzle being solved.
    pub puzzle: Option<crate::state::Solving>,
    /// The player's puzzle ratings and the puzzles tried, in this browser (read by the Puzzles
    /// panel's code, in the chunk of parts).
    pub progress: Kept<crate::model::puzzle_progress::Progress>,
    /// The chapter of a study being studied.
    pub study: Option<crate::state::Studying>,
    /// The studies kept in this browser (read by the Studies panel's code, in the chunk of parts).
    pub shelf: Kept<crate::model::studies::Shelf>,
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
    pub review: Reviewing,
    /// What the page must do outside itself, asked for by the last actions.
    pub effects: Effects,
    /// The sound the action being reduced calls for (a turn played, a refusal).
    cue: Option<Cue>,
}

impl State {
    pub(crate) fn with_play(play: Box<dyn Play>) -> Self {
        let table = Rc::new(play.table(&[], None));
        State {
            geometry: Rc::new(crate::games::geometry(table.game).clone()),
            play: Rc::new(play),
            turn: Vec::new(),
            hover: None,
            table,
            viewing: None,
            computer: Computer::default(),
            recent: Vec::new(),
            parked: Vec::new(),
            drawings: Drawings::default(),
            solved: Vec::new(),
            puzzle: None,
            progress: Kept::default(),
            study: None,
            shelf: Kept::default(),
            editing: None,
            settings: Settings::default(),
            ui: Ui::default(),
            timing: Timing::default(),
            analysis: Analysis::default(),
            review: Reviewing::default(),
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
        let on_main = self.tree().path_of(&record.turns).is_some_and(|p| p.iter().all(|&i| i == 0));
        let (record, line) = if on_main {
            (record, None)
        } else {
            (Record { turns: self.tree().main_line(), ..record.clone() }, Some(record.turns))
        };
        Link {
            record,
            line,
            ply: self.viewing.as_ref().map(|v| v.ply),
            opponent: self.computer.opponent.clone(),
            drawings: self.marks().to_vec(),
            clock: self.timing.to_saved(),
            tree: (!self.tree().is_line()).then(|| (**self.tree()).clone()),
        }
    }

    /// The game's lines (variations and comments) and where the live game stands in them: kept
    /// by the game itself, its one history.
    pub fn lines(&self) -> &Lines {
        self.play.lines()
    }

    /// The tree of the game's lines.
    pub fn tree(&self) -> &Rc<Tree> {
        self.play.lines().tree()
    }

    /// The game's link (the address's fragment, and the Share button's link).
    pub fn link(&self) -> String {
        self.to_link().to_fragment()
    }

    /// Is the board shown turned (for this game)?
    pub fn flipped(&self) -> bool {
        // A puzzle is seen from its solver's side, as on lichess (Flip still turns it round).
        // (And a study's chapter from the side its author chose.)
        let solver_above = self.puzzle.as_ref().is_some_and(|p| p.solver == 1)
            || self.study.as_ref().is_some_and(|s| s.chapter().orientation == 1);
        self.settings.flipped(self.game()) != solver_above
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

    /// Adds words of this kind to the notice (or starts one).
    pub(crate) fn notice(&mut self, kind: Kind, text: &str) {
        common::notice(&mut self.ui.feedback, kind, text);
    }

    /// The reducer: the rules that hold across features first ([`State::editor_takes`],
    /// [`State::pen_draws`], [`State::forget_asked`], [`State::no_turn_by_hand`]), then the action
    /// dispatched to the part it is for.
    fn apply(&mut self, action: Action) {
        // A game of the chunk of games, before the chunk is in: loaded first
        // (`Effect::Games`), then opened (`Action::GamesIn`). Another game opened meanwhile: not.
        if let Some(waiting) = State::waiting(&action) {
            self.ui.games = Some(waiting);
            return;
        }
        if matches!(action, Action::Select { .. } | Action::Open { .. }) {
            self.ui.games = None;
        }
        // An action of a part of the chunk of parts before the chunk is in: asked for, carried out
        // once it is in (`Effect::Parts`, `Action::PartsIn`), in order.
        if self.asks_the_chunk(&action) {
            self.ui.parts.extend(crate::state::parts::Asked::of(&action));
            return;
        }
        if self.editor_takes(&action) {
            return;
        }
        if self.pen_draws(&action) {
            return;
        }
        self.forget_asked(&action);
        if action.replaces_game() {
            // Another game, position or record ends the study or the puzzle.
            self.puzzle = None;
            self.study = None;
        }
        if let Some(forward) = self.study_steps(&action) {
            self.by_chunk(|r, s| (r.study)(s, crate::state::StudyAction::Step(forward)));
            return;
        }
        if matches!(action, Action::Click(_)) && self.study.is_none() {
            // A click clears the drawings of the position shown (and still does what it does);
            // a study's drawings are its chapter's.
            let (game, position) = (self.game(), self.shown().position.clone());
            self.drawings.clear(game, &position);
        }
        let by_hand = action.by_hand();
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
        if by_hand && self.no_turn_by_hand() {
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
            Action::Puzzle(action) => self.by_chunk(|r, s| (r.puzzle)(s, action)),
            Action::Study(action) => self.by_chunk(|r, s| (r.study)(s, action)),
            Action::Edit(action) => self.by_chunk(|r, s| (r.edit)(s, action)),
            Action::Tick(_) | Action::Clock(_) => self.clock_act(action),
            Action::Analysis(action) => self.by_chunk(|r, s| (r.analysis)(s, action)),
            Action::Review(action) => self.by_chunk(|r, s| (r.review)(s, action)),
            Action::GamesIn { game, stored } => {
                if let Some(waiting) = self.ui.games.clone().filter(|w| w.game() == game) {
                    self.apply(match waiting {
                        Waiting::Select(id) => Action::Select { id, stored },
                        Waiting::Open(_, fragment) => Action::Open { fragment, stored },
                    });
                }
            }
            Action::GamesFailed(id) => {
                if self.ui.games.as_ref().is_some_and(|w| w.game() == id) {
                    self.ui.games = None;
                    self.ui.feedback = Some(Feedback::Notice(
                        Kind::Warning,
                        format!("The rules of {} could not be loaded: check the connection and try again.", id.name()),
                    ));
                }
            }
            Action::PartsIn => {
                for asked in std::mem::take(&mut self.ui.parts) {
                    self.apply(asked.action());
                }
            }
            Action::PartsFailed => {
                self.ui.parts.clear();
                self.ui.feedback = Some(Feedback::Notice(
                    Kind::Warning,
                    "This part of the page could not be loaded: check the connection and try again.".into(),
                ));
            }
        }
    }
}

/// The rules that hold across features, each stated once, here.
impl State {
    /// No turn is played by hand while an earlier position is only looked at (a turn begun on it
    /// first makes it live: [`State::branch_for`]), while the computer is to move (its turn is the
    /// computer's), or once the game is over on the clock (a flag, a resignation, a draw agreed).
    pub fn no_turn_by_hand(&self) -> bool {
        self.viewing.is_some() || self.computer_to_move() || self.timing.over()
    }

    /// With the pen on, the board is drawn on, not played on: a click does nothing else.
    fn pen_draws(&self, action: &Action) -> bool {
        matches!(action, Action::Click(_)) && self.ui.pen.is_some()
    }

    /// Any action but a focus, a hover or another question forgets the man asked about, and what
    /// was said of it.
    fn forget_asked(&mut self, action: &Action) {
        if !matches!(action, Action::Focus(_) | Action::Hover(_) | Action::Ask(_))
            && self.ui.asked.take().is_some()
            && matches!(self.ui.feedback, Some(Feedback::Asked(_)))
        {
            self.ui.feedback = None;
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
        // The pointer matters only over a target of the turn under construction (its captures are
        // previewed there): passing over other cells does not recompute the table.
        let targeted = |h: Option<CellId>| h.is_some_and(|h| self.table.marks.targets.iter().any(|t| t.0 == h));
        let hover_matters = next.hover != self.hover && (targeted(next.hover) || targeted(self.hover));
        if next.turn != self.turn || hover_matters || !Rc::ptr_eq(&next.play, &self.play) {
            next.refresh();
        }
        if next.study.is_some() || self.study.is_some() {
            next.by_chunk(|r, s| (r.follow_study)(s, &self));
        }
        next.effects = self.effects.and(next.effects_since(&self));
        Rc::new(next)
    }
}
