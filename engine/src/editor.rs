//! The page's position editor, game by game: which men a game has, a position text as a
//! [`Setup`], and a setup back to position text through the game's own checks. Above the games: it
//! reaches each through [`with_game!`], or through an [`Editor`] of one game ([`for_game`], or
//! [`editor_among`]: a page that makes its editors itself reaches no other game's code);
//! the setup itself is plain data ([`crate::setup`]).

use crate::error::PositionError;
use crate::game::{Face, Game, PieceView, ReserveView};
use crate::id::GameId;
use crate::setup::{Held, Man, Setup};
use crate::table::{Marks, Player, Table};
use crate::with_game;

/// Every man a game has, of every army: the editor's palette, army by army.
pub fn palette(game: GameId) -> Vec<Face> {
    with_game!(game, g => palette_in(&g))
}

/// The men each player may hold in reserve, and at most how many (`count`): what the start
/// holds (empty for games without reserves).
pub fn reserve_kinds(game: GameId) -> Vec<ReserveView> {
    with_game!(game, g => g.reserves(&g.start()))
}

/// The position of this position text, as a setup.
pub fn setup_of(game: GameId, position: &str) -> Result<Setup, PositionError> {
    with_game!(game, g => setup_in(&g, position))
}

/// The position text of a setup, or the reason the game refuses it.
pub fn position_of(game: GameId, setup: &Setup) -> Result<String, PositionError> {
    with_game!(game, g => position_in(&g, setup))
}

/// What the board draws of a setup (the page's position editor): its men and the player to move;
/// no turn under construction, no marks, no turns played. Every field is set here from the setup,
/// so none keeps a value from the game the editor was opened on.
pub fn table(game: GameId, setup: &Setup) -> Table {
    with_game!(game, g => table_in(&g, setup))
}

/// The editor's questions, asked of one game ([`GameEditor`]).
pub trait Editor {
    /// [`palette`].
    fn palette(&self) -> Vec<Face>;
    /// [`reserve_kinds`].
    fn reserve_kinds(&self) -> Vec<ReserveView>;
    /// [`setup_of`].
    fn setup_of(&self, position: &str) -> Result<Setup, PositionError>;
    /// [`position_of`].
    fn position_of(&self, setup: &Setup) -> Result<String, PositionError>;
    /// [`table`].
    fn setup_table(&self, setup: &Setup) -> Table;
}

/// The [`Editor`] of the game `G`.
pub struct GameEditor<G: Game>(pub G);

impl<G: Game> Editor for GameEditor<G> {
    fn palette(&self) -> Vec<Face> {
        palette_in(&self.0)
    }
    fn reserve_kinds(&self) -> Vec<ReserveView> {
        self.0.reserves(&self.0.start())
    }
    fn setup_of(&self, position: &str) -> Result<Setup, PositionError> {
        setup_in(&self.0, position)
    }
    fn position_of(&self, setup: &Setup) -> Result<String, PositionError> {
        position_in(&self.0, setup)
    }
    fn setup_table(&self, setup: &Setup) -> Table {
        table_in(&self.0, setup)
    }
}

/// The editor of the game `game` (every game of the build: see [`editor_among`] for some).
pub fn for_game(game: GameId) -> Box<dyn Editor> {
    with_game!(game, g => Box::new(GameEditor(g)) as Box<dyn Editor>)
}

/// [`for_game`] for a game of the modules `AMONG` only (`catalog::modules`; `None` for another
/// game), reaching no other game's code (as `catalog::new_session_among`).
pub fn editor_among<const AMONG: u64>(id: GameId) -> Option<Box<dyn Editor>> {
    crate::registry!([crate::__with_game_among] (id) (AMONG) g (Some(Box::new(GameEditor(g)) as Box<dyn Editor>)) (None))
}

fn palette_in<G: Game>(g: &G) -> Vec<Face> {
    // Armies are numbered from 0; no game has more than four.
    (0..4u8).flat_map(|army| g.kinds().iter().filter_map(move |&k| g.face(k, army))).collect()
}

fn setup_in<G: Game>(g: &G, position: &str) -> Result<Setup, PositionError> {
    let (pos, _) = g.parse_position(position).map_err(PositionError::erase)?;
    Ok(Setup {
        men: g.pieces(&pos).into_iter().map(|p| Man { cell: p.cell, kind: p.kind, army: p.army }).collect(),
        to_move: g.to_move(&pos),
        reserves: g
            .reserves(&pos)
            .into_iter()
            .map(|r| Held { player: r.player, kind: r.kind, count: r.count })
            .collect(),
    })
}

fn position_in<G: Game>(g: &G, setup: &Setup) -> Result<String, PositionError> {
    let (pos, clocks) = g.set_up(setup).map_err(PositionError::erase)?;
    Ok(g.position_text(&pos, clocks))
}

fn table_in<G: Game>(g: &G, setup: &Setup) -> Table {
    // Only the players and the men's faces ask the game; the rest is one copy for every game.
    let players: Vec<Player> =
        g.players().iter().enumerate().map(|(i, &name)| Player { name, army: g.army_of(i) }).collect();
    let pieces: Vec<PieceView> =
        setup.men.iter().filter_map(|m| g.face(m.kind, m.army).map(|f| PieceView::new(m.cell, f))).collect();
    table_of(g.id(), players, pieces, setup, position_in(g, setup).unwrap_or_default())
}

/// [`table_in`]'s part that does not ask the game: one copy for every game.
fn table_of(game: GameId, players: Vec<Player>, pieces: Vec<PieceView>, setup: &Setup, position: String) -> Table {
    let to_move = setup.to_move.min(players.len().saturating_sub(1));
    let headline = format!("{} to move", players.get(to_move).map_or("?", |p| p.name));
    Table {
        game,
        players,
        to_move,
        pieces,
        taking: Vec::new(),
        prompt: None,
        reserves: Vec::new(),
        marks: Marks::default(),
        choices: Vec::new(),
        picker: None,
        complete: false,
        stop: None,
        remark: None,
        threat: false,
        outcome: None,
        headline,
        moves: Vec::new(),
        first_turn: (1, to_move),
        can_undo: false,
        can_redo: false,
        position,
        taken: Vec::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_games_editor_answers_as_its_id_does() {
        const FIRST: u64 = crate::catalog::modules(&["keltic", "chess"]);
        for id in GameId::ALL.into_iter().filter(|g| g.built()) {
            let play = for_game(id);
            // (One of some modules' games only: the others are none.)
            let among = editor_among::<FIRST>(id);
            assert_eq!(among.is_some(), matches!(id, GameId::Keltic | GameId::Chess), "{id}");
            if let Some(among) = among {
                assert_eq!(among.palette(), palette(id), "{id}");
            }
            assert_eq!(play.palette(), palette(id), "{id}");
            assert_eq!(play.reserve_kinds(), reserve_kinds(id), "{id}");
            let start = crate::new_session(id).table(&[], None).position;
            let setup = play.setup_of(&start).expect("the start reads back");
            assert_eq!(Ok(setup.clone()), setup_of(id, &start), "{id}");
            assert_eq!(play.position_of(&setup), position_of(id, &setup), "{id}");
            assert_eq!(play.position_of(&setup).as_deref(), Ok(start.as_str()), "{id}");
            assert_eq!(play.setup_table(&setup), table(id, &setup), "{id}");
            // A setup the game refuses is refused alike.
            let empty = Setup { men: Vec::new(), ..setup };
            assert_eq!(play.position_of(&empty), position_of(id, &empty), "{id}");
        }
    }
}
