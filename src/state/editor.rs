//! The position editor: men put on and taken off the board from a palette, the player to move,
//! the reserves; the engine checks the position as it stands ([`runeboard_engine::setup`]) and
//! says why it refuses one. "Play from here" loads it as a new game (the game left is kept in
//! Recent games); nothing of the game changes before that.

use std::rc::Rc;

use runeboard_engine::editor::Editor;
use runeboard_engine::setup::Setup;
use runeboard_engine::table::Table;
use runeboard_engine::{CellId, Face, GameId, ReserveView};

use super::common::capitalise;

/// What a click on a cell does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tool {
    /// Put a man of this kind and army there (a click on the same man takes it off).
    Put(char, u8),
    /// Take off the man there.
    Erase,
}

/// The position being set up.
#[derive(Clone, Debug, PartialEq)]
pub struct Editing {
    pub setup: Setup,
    pub tool: Tool,
    /// Every man of the game, army by army.
    pub palette: Rc<Vec<Face>>,
    /// The men each player may hold in reserve, and at most how many (Orphic Chess).
    pub reservable: Rc<Vec<ReserveView>>,
    /// What the board draws: the men set up, no turn, no marks.
    pub table: Rc<Table>,
    /// The position's text, or why the game refuses it.
    pub verdict: Result<String, String>,
}

/// What can be done in the editor.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EditAction {
    /// Start from the position shown.
    Open,
    Tool(Tool),
    ToMove(usize),
    /// Set how many men of a kind a player holds in reserve.
    Hold(usize, char, u8),
    /// Take every man off the board (and out of the reserves).
    Clear,
    /// Start again from the game's start position.
    Start,
    /// Load the position set up as a new game.
    Play,
    /// Leave the editor; the game is as it was.
    Cancel,
}

impl Editing {
    fn new(game: &dyn Editor, setup: Setup) -> Self {
        let palette = Rc::new(game.palette());
        let tool = palette.first().map_or(Tool::Erase, |f| Tool::Put(f.kind, f.army));
        Editing {
            table: Rc::new(game.setup_table(&setup)),
            verdict: game.position_of(&setup).map_err(|e| capitalise(&e.to_string())),
            setup,
            tool,
            palette,
            reservable: Rc::new(game.reserve_kinds()),
        }
    }

    /// The setup changed: the board's table and the engine's verdict follow it.
    fn changed(&mut self, game: GameId) {
        // (Asked of the game's editor, made by the page: `crate::games`.)
        let game = crate::games::editor(game);
        self.table = Rc::new(game.setup_table(&self.setup));
        self.verdict = game.position_of(&self.setup).map_err(|e| capitalise(&e.to_string()));
    }

    /// A click on `cell` with the tool in hand.
    fn click(&mut self, cell: CellId) {
        match self.tool {
            Tool::Put(kind, army) if self.setup.at(cell).is_some_and(|m| m.kind == kind && m.army == army) => {
                self.setup.put(cell, None)
            }
            Tool::Put(kind, army) => self.setup.put(cell, Some((kind, army))),
            Tool::Erase => self.setup.put(cell, None),
        }
    }
}

/// What the editor asks of the page after an action.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Edited {
    /// Go on setting up.
    Editing,
    /// Load this position as a new game (the editor closes).
    Play(String),
    /// Close the editor; the game is as it was.
    Close,
}

impl Editing {
    /// The editor opened on `position` of `game`.
    pub fn open(game: GameId, position: &str) -> Editing {
        let game = crate::games::editor(game);
        Editing::new(&*game, game.setup_of(position).unwrap_or_default())
    }

    /// The editor's own part of its actions ([`EditAction::Open`] is the page's): `base` is the
    /// live game's table, `players` how many play.
    pub fn apply(&mut self, action: EditAction, game: GameId, base: &Table) -> Edited {
        match action {
            EditAction::Open => {}
            EditAction::Tool(tool) => self.tool = tool,
            EditAction::ToMove(player) if player < base.players.len() => self.setup.to_move = player,
            EditAction::ToMove(_) => {}
            EditAction::Hold(player, kind, count) => {
                let max = self.reservable.iter().find(|h| h.player == player && h.kind == kind).map_or(0, |h| h.count);
                self.setup.hold(player, kind, count.min(max));
            }
            EditAction::Clear => {
                self.setup.men.clear();
                self.setup.reserves.clear();
            }
            EditAction::Start => {
                let start = crate::games::new_session(game).table(&[], None).position;
                self.setup = crate::games::editor(game).setup_of(&start).unwrap_or_default();
            }
            EditAction::Play => {
                return match self.verdict.clone() {
                    Ok(text) => Edited::Play(text),
                    Err(_) => Edited::Editing,
                }
            }
            EditAction::Cancel => return Edited::Close,
        }
        self.changed(game);
        Edited::Editing
    }

    /// A click on a cell of a board of `cells` cells while the editor is open.
    pub fn click_cell(&mut self, cell: CellId, cells: usize, game: GameId) {
        if usize::from(cell) < cells {
            self.click(cell);
            self.changed(game);
        }
    }
}

#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests {
    use super::super::tests::{cell, start};
    use super::*;
    use crate::state::Feedback;
    use crate::state::{Action, State};

    fn edit(s: Rc<State>, action: EditAction) -> Rc<State> {
        use yew::Reducible;
        s.reduce(Action::Edit(action))
    }

    #[test]
    fn a_position_is_built_from_the_palette_and_played() {
        use yew::Reducible;
        let s = edit(start(GameId::Chess), EditAction::Open);
        let e = s.editing.as_ref().expect("editing");
        assert_eq!(e.verdict.as_deref().ok(), Some(s.table.position.as_str()), "starts from the position shown");
        assert_eq!(e.table.pieces.len(), 32);
        let s = edit(s, EditAction::Clear);
        let e = s.editing.as_ref().expect("editing");
        assert!(e.table.pieces.is_empty());
        assert!(e.verdict.as_ref().is_err_and(|why| why.contains("exactly one king")), "{:?}", e.verdict);
        // Two kings and a rook; a second click with the same man takes it off again.
        let put = |s: Rc<State>, kind: char, army: u8, at: &str| {
            let c = cell(&s, at);
            edit(s, EditAction::Tool(Tool::Put(kind, army))).reduce(Action::Click(c))
        };
        let s = put(put(put(s, 'K', 0, "e1"), 'K', 1, "e8"), 'R', 0, "a1");
        let s = put(s, 'Q', 1, "d8");
        let d8 = cell(&s, "d8");
        let s = s.reduce(Action::Click(d8));
        let e = s.editing.as_ref().expect("editing");
        assert_eq!(e.table.pieces.len(), 3);
        assert_eq!(e.verdict.as_deref(), Ok("4k3/8/8/8/8/8/8/R3K3 w Q - 0 1"));
        assert!(s.table.moves.is_empty() && s.table.pieces.len() == 32, "the game is untouched while editing");
        let s = edit(s, EditAction::ToMove(1));
        let s = edit(s, EditAction::Play);
        assert!(s.editing.is_none());
        assert_eq!(s.table.position, "4k3/8/8/8/8/8/8/R3K3 b Q - 0 1");
        assert!(s.recent.is_empty(), "an untouched start is not worth keeping");
    }

    #[test]
    fn a_refused_position_says_why_and_cannot_be_played() {
        use yew::Reducible;
        let s = edit(start(GameId::Keltic), EditAction::Open);
        let before = s.table.clone();
        let c = cell(&s, "e4");
        let s = edit(s, EditAction::Tool(Tool::Put('K', 0))).reduce(Action::Click(c));
        let why = s.editing.as_ref().and_then(|e| e.verdict.clone().err()).expect("refused");
        assert!(why.starts_with("White must have exactly one king"), "{why}");
        let s = edit(s, EditAction::Play);
        assert!(s.editing.is_some(), "still editing");
        assert_eq!(s.table, before);
        // The eraser takes it off; Escape leaves the editor with the game as it was.
        let s = edit(s, EditAction::Tool(Tool::Erase)).reduce(Action::Click(c));
        assert!(s.editing.as_ref().is_some_and(|e| e.verdict.is_ok()));
        let s = s.reduce(Action::Escape);
        assert!(s.editing.is_none());
        assert_eq!(s.table, before);
        assert!(!matches!(s.ui.feedback, Some(Feedback::Position(_))));
    }

    #[test]
    fn orphic_reserves_and_the_player_to_move() {
        let s = edit(start(GameId::Orphic), EditAction::Open);
        let e = s.editing.as_ref().expect("editing");
        assert!(e.reservable.iter().any(|h| h.kind == 'K'));
        let s = edit(s, EditAction::Hold(0, 'Q', 0));
        let s = edit(s, EditAction::Hold(1, 'N', 9));
        let e = s.editing.as_ref().expect("editing");
        assert_eq!(e.setup.held(0, 'Q'), 0);
        let max = e.reservable.iter().find(|h| h.player == 1 && h.kind == 'N').map(|h| h.count);
        assert_eq!(Some(e.setup.held(1, 'N')), max, "never more than the start holds");
        let s = edit(s, EditAction::ToMove(1));
        let s = edit(s, EditAction::Play);
        assert!(s.editing.is_none());
        let text = s.table.position.clone();
        assert!(text.contains(" b ") && !text.contains('Q'), "{text}");
    }

    #[test]
    fn the_computer_waits_while_a_position_is_set_up() {
        use crate::state::{ComputerAction, Opponent};
        use yew::Reducible;
        let s =
            start(GameId::Keltic).reduce(Action::Computer(ComputerAction::Set(Opponent { sides: vec![0], level: 1 })));
        assert!(s.job().is_some(), "the computer plays White");
        let s = edit(s, EditAction::Open);
        assert!(s.job().is_none());
        let s = edit(s, EditAction::Cancel);
        assert!(s.job().is_some());
    }
}
