//! The app's state and its reducer. The engine decides everything about the rules: this module only
//! keeps the turn under construction (`prefix`) and asks [`Play::choices`] what may follow it.

use std::rc::Rc;

use runeboard_engine::{CellId, Choices, Geometry, PieceView, Play, Step, GAMES};
use yew::Reducible;

mod records;
pub use records::{RecordDialog, ViewTo, Viewing};

/// Everything the user can do.
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
    /// Escape: close the open dialog, or decline the optional rest of a turn the game names (see
    /// `Play::stop_label`), or else cancel the turn under construction.
    Escape,
    Undo,
    Redo,
    New,
    SelectGame(String),
    Flip,
    LoadPosition(String),
    ShowRules(bool),
    /// The keyboard focus moved to this cell (roving tabindex).
    Focus(CellId),
    /// The pointer is over this cell (or left the board), for previewing captures.
    Hover(Option<CellId>),
    /// Show an earlier position of the game (read-only), or the live one again.
    View(ViewTo),
    /// Open (or close) a game-record dialog.
    Records(Option<RecordDialog>),
    /// Import a game record (its text).
    Import(String),
    /// The address's fragment changed to this (a game link pasted into the address bar).
    OpenLink(String),
    DismissNotice,
}

#[derive(Clone)]
pub struct State {
    /// The game in progress; shared until an action changes it (copy on write).
    pub play: Rc<Box<dyn Play>>,
    /// The board of the game in progress, kept apart so components can compare it cheaply.
    pub geometry: Rc<Geometry>,
    /// The steps of the turn under construction.
    pub prefix: Vec<Step>,
    pub flipped: bool,
    pub rules_open: bool,
    /// Why the last position could not be loaded.
    pub position_error: Option<String>,
    /// A message about the last turn the engine refused (should not happen in normal play).
    pub message: Option<String>,
    /// The cell that takes the board's tab stop.
    pub focus: Option<CellId>,
    /// The cell under the pointer or the keyboard focus, whose capture is previewed.
    pub hover: Option<CellId>,
    /// Grows with every change of the game, so components can tell positions apart cheaply.
    pub revision: u64,
    /// The earlier position shown read-only, if any.
    pub viewing: Option<Viewing>,
    /// The game-record dialog that is open.
    pub record_dialog: Option<RecordDialog>,
    /// Why the last import failed.
    pub record_error: Option<String>,
    /// Something the player should know about how the page opened (a saved game discarded…).
    pub notice: Option<String>,
    /// Autosave waits until this game changes (a link that could not be opened shows a new game:
    /// the game saved for its id is kept meanwhile).
    pub save_held: bool,
    /// The men the last turn took (or turned), as they stood before it, for a fading effect.
    pub vanished: Vec<PieceView>,
}

impl State {
    fn with_play(play: Box<dyn Play>) -> Self {
        State {
            geometry: Rc::new(play.geometry().clone()),
            play: Rc::new(play),
            prefix: Vec::new(),
            flipped: false,
            rules_open: false,
            position_error: None,
            message: None,
            focus: None,
            hover: None,
            revision: 0,
            viewing: None,
            record_dialog: None,
            record_error: None,
            notice: None,
            save_held: false,
            vanished: Vec::new(),
        }
    }

    /// What may be chosen next in the turn under construction.
    pub fn choices(&self) -> Choices {
        self.play.choices(&self.prefix)
    }

    /// The man picked as the first step of the turn under construction.
    pub fn selected(&self) -> Option<CellId> {
        match self.prefix.first() {
            Some(Step::Cell(c)) => Some(*c),
            _ => None,
        }
    }

    fn play_mut(&mut self) -> &mut Box<dyn Play> {
        Rc::make_mut(&mut self.play)
    }

    /// The game changed: drop the turn under construction, the view of an earlier position and
    /// any stale message.
    fn changed(&mut self) {
        self.prefix.clear();
        self.message = None;
        self.viewing = None;
        self.notice = None;
        self.save_held = false;
        self.vanished.clear();
        self.revision += 1;
    }

    /// A step that is not a cell (picker, reserve): taken when offered next, or as the first step
    /// of a new turn.
    fn offer(&mut self, step: Step) {
        if self.choices().options.iter().any(|o| o.step == step) {
            self.push(step);
        } else if self.play.choices(&[]).options.iter().any(|o| o.step == step) {
            self.prefix = vec![step];
            self.after_push();
        }
    }

    fn click(&mut self, cell: CellId) {
        let step = Step::Cell(cell);
        let offered = |prefix: &[Step]| self.play.choices(prefix).options.iter().any(|o| o.step == step);
        self.message = None;
        if offered(&self.prefix) {
            self.push(step);
        } else if self.prefix == [step] {
            // A second click on the picked man puts it down again.
            self.prefix.clear();
        } else if self.prefix.len() > 1 && self.prefix.last() == Some(&step) && self.choices().complete {
            // A second click on the cell just chosen, where the turn may stop (a berserk man's
            // square): the turn ends there, as with "Stop here". Enter on that cell does the same.
            self.commit();
        } else if offered(&[]) {
            self.prefix = vec![step];
            self.after_push();
        } else if let Some(why) = self.play.why_not(&self.prefix, step).or_else(|| self.play.why_not(&[], step)) {
            // A choice the rules refuse for a reason worth telling ("that would repeat a
            // position…"): say why and keep the turn as it stands.
            self.message = Some(capitalise(&why));
        } else {
            self.prefix.clear();
        }
    }

    fn push(&mut self, step: Step) {
        self.prefix.push(step);
        self.after_push();
    }

    /// After a step: play the turn when nothing is left to choose.
    fn after_push(&mut self) {
        let ch = self.choices();
        if ch.options.is_empty() {
            if ch.complete {
                self.commit();
            } else {
                self.prefix.clear();
            }
        }
    }

    fn commit(&mut self) {
        let steps = std::mem::take(&mut self.prefix);
        let taken = self.play.preview(&steps);
        let before = self.play.pieces();
        match self.play_mut().play(&steps) {
            Ok(()) => {
                self.changed();
                self.vanished = before.into_iter().filter(|p| taken.contains(&p.cell)).collect();
            }
            Err(e) => self.message = Some(format!("That turn was refused: {e}.")),
        }
    }

    fn apply(&mut self, action: Action) {
        // An earlier position is only looked at: nothing is played on it.
        if self.viewing.is_some() && matches!(action, Action::Click(_) | Action::Choose(_) | Action::StopHere) {
            return;
        }
        match action {
            Action::Click(cell) => self.click(cell),
            Action::Choose(step) => self.offer(step),
            Action::StopHere => {
                if self.choices().complete {
                    self.commit();
                }
            }
            Action::Cancel => self.prefix.clear(),
            Action::Escape => {
                if self.rules_open {
                    self.rules_open = false;
                } else if self.record_dialog.is_some() {
                    self.record_dialog = None;
                } else if self.viewing.is_some() {
                    self.viewing = None;
                } else if self.choices().complete && self.play.stop_label(&self.prefix).is_some() {
                    // The game names declining the optional rest ("No removal"): Escape declines.
                    self.commit();
                } else {
                    self.prefix.clear();
                }
            }
            Action::Undo => {
                if self.play_mut().undo() {
                    self.changed();
                }
            }
            Action::Redo => {
                if self.play_mut().redo() {
                    self.changed();
                }
            }
            Action::New => {
                self.play_mut().restart();
                self.position_error = None;
                self.changed();
            }
            Action::SelectGame(id) => {
                if GAMES.iter().any(|g| g.id == id) {
                    self.replace(Self::resume(&id));
                }
            }
            Action::Flip => self.flipped = !self.flipped,
            Action::LoadPosition(text) => {
                let mut play = (*self.play).clone();
                match play.load_position(text.trim()) {
                    Ok(()) => {
                        self.play = Rc::new(play);
                        self.position_error = None;
                        self.changed();
                    }
                    Err(e) => self.position_error = Some(capitalise(&e.to_string())),
                }
            }
            Action::ShowRules(open) => self.rules_open = open,
            Action::Focus(cell) => (self.focus, self.hover) = (Some(cell), Some(cell)),
            Action::Hover(cell) => self.hover = cell,
            Action::View(to) => self.view(to),
            Action::Records(dialog) => (self.record_dialog, self.record_error) = (dialog, None),
            Action::Import(text) => self.import(&text),
            Action::OpenLink(fragment) => self.replace(Self::open(&fragment)),
            Action::DismissNotice => self.notice = None,
        }
    }
}

impl Reducible for State {
    type Action = Action;

    fn reduce(self: Rc<Self>, action: Action) -> Rc<Self> {
        let unchanged = match action {
            Action::Focus(cell) => self.focus == Some(cell) && self.hover == Some(cell),
            Action::Hover(cell) => self.hover == cell,
            _ => false,
        };
        if unchanged {
            return self;
        }
        let mut next = (*self).clone();
        next.apply(action);
        Rc::new(next)
    }
}

/// The text with its first letter in upper case.
pub fn capitalise(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

#[cfg(all(test, target_arch = "wasm32"))]
mod tests {
    use super::*;
    use runeboard_engine::new_session;
    use wasm_bindgen_test::{wasm_bindgen_test, wasm_bindgen_test_configure};

    wasm_bindgen_test_configure!(run_in_browser);

    fn keltic() -> Rc<State> {
        let play = new_session("keltic").expect("keltic is offered");
        Rc::new(State::with_play(play))
    }

    fn cell(s: &State, name: &str) -> CellId {
        s.geometry.cell_by_name(name).expect("a cell of the board")
    }

    fn click(s: Rc<State>, name: &str) -> Rc<State> {
        let c = cell(&s, name);
        s.reduce(Action::Click(c))
    }

    #[wasm_bindgen_test]
    fn a_pick_then_a_target_plays_the_turn() {
        let s = click(keltic(), "e3");
        assert_eq!(s.selected(), Some(cell(&s, "e3")));
        let s = click(s, "e4");
        assert!(s.prefix.is_empty());
        assert_eq!(s.play.move_list(), vec!["e4".to_string()]);
        assert_eq!(s.revision, 1);
    }

    #[wasm_bindgen_test]
    fn clicks_off_target_reselect_or_cancel() {
        let s = click(keltic(), "e3");
        let s = click(s, "d2");
        assert_eq!(s.selected(), Some(cell(&s, "d2")));
        let s = click(s, "d2");
        assert_eq!(s.selected(), None, "a second click puts the man down");
        let s = click(click(s, "d2"), "e6");
        assert!(s.prefix.is_empty(), "an empty or enemy cell that is no target cancels");
        let s = click(s, "e3").reduce(Action::Escape);
        assert!(s.prefix.is_empty());
        assert!(s.play.move_list().is_empty());
    }

    #[wasm_bindgen_test]
    fn promotion_waits_for_the_piece() {
        let s = keltic().reduce(Action::LoadPosition("3/2P2/k8/9/9/5/1K1 w 0 1".into()));
        assert_eq!(s.position_error, None);
        let s = click(click(s, "e6"), "e7");
        assert_eq!(s.prefix.len(), 2);
        let ch = s.choices();
        assert!(ch.options.iter().all(|o| matches!(o.step, Step::Promote(_))));
        assert_eq!(ch.options.len(), 4);
        let s = s.reduce(Action::Choose(Step::Promote('R')));
        assert!(s.prefix.is_empty());
        assert_eq!(s.play.move_list().len(), 1);
        let rook = s.play.pieces().into_iter().find(|p| p.cell == cell(&s, "e7"));
        assert_eq!(rook.map(|p| p.kind), Some('R'));
    }

    #[wasm_bindgen_test]
    fn a_bad_position_leaves_the_game_alone() {
        let s = click(click(keltic(), "e3"), "e4");
        let before = s.play.position_text();
        let s = s.reduce(Action::LoadPosition("not a position".into()));
        assert!(s.position_error.is_some());
        assert_eq!(s.play.position_text(), before);
        assert_eq!(s.play.move_list().len(), 1);
    }

    #[wasm_bindgen_test]
    fn nothing_moves_once_the_game_is_over() {
        let s = keltic().reduce(Action::LoadPosition("1k1/5/3P5/6Q2/9/5/1K1 w 0 1".into()));
        let s = click(click(s, "g4"), "e6");
        assert!(s.play.outcome().is_some());
        let s = click(s, "e7");
        assert!(s.prefix.is_empty());
        let s = click(s, "e6");
        assert!(s.prefix.is_empty());
        let s = s.reduce(Action::Undo);
        assert!(s.play.outcome().is_none());
        let s = s.reduce(Action::Redo);
        assert_eq!(s.play.move_list().len(), 1);
    }

    #[wasm_bindgen_test]
    fn escape_declines_an_optional_step_the_game_names() {
        let play = new_session("odins-rune").expect("odins-rune is offered");
        let ox = "k9/k9/10/4p5/5p1p2/5P4/4F5/10/10/K8K w 0 1";
        let s = Rc::new(State::with_play(play)).reduce(Action::LoadPosition(ox.into()));
        let s = click(click(s, "e4"), "g5");
        assert_eq!(s.prefix.len(), 2, "the leap waits for a removal or its refusal");
        let s = s.reduce(Action::Escape);
        assert!(s.prefix.is_empty());
        assert_eq!(s.play.move_list(), vec!["Fe4-g5".to_string()]);
        // Where the game names nothing, Escape still cancels.
        let s = click(s, "e7").reduce(Action::Escape);
        assert!(s.prefix.is_empty());
        assert_eq!(s.play.move_list().len(), 1);
    }
}
