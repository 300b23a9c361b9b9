//! The page's position editor, game by game: which men a game has, a position text as a
//! [`Setup`], and a setup back to position text through the game's own checks. Above the games: it
//! reaches each through [`with_game!`]; the setup itself is plain data ([`crate::setup`]).

use crate::error::PositionError;
use crate::game::{Face, Game, PieceView, ReserveView};
use crate::id::GameId;
use crate::setup::{Held, Man, Setup};
use crate::table::{Marks, Player, Table};
use crate::with_game;

/// Every man a game has, of every army: the editor's palette, army by army.
pub fn palette(game: GameId) -> Vec<Face> {
    with_game!(game, g => {
        // Armies are numbered from 0; no game has more than four.
        (0..4u8)
            .flat_map(|army| g.kinds().iter().filter_map(move |&k| g.face(k, army)))
            .collect()
    })
}

/// The men each player may hold in reserve, and at most how many (`count`): what the start
/// holds (empty for games without reserves).
pub fn reserve_kinds(game: GameId) -> Vec<ReserveView> {
    with_game!(game, g => g.reserves(&g.start()))
}

/// The position of this position text, as a setup.
pub fn setup_of(game: GameId, position: &str) -> Result<Setup, PositionError> {
    with_game!(game, g => {
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
    })
}

/// The position text of a setup, or the reason the game refuses it.
pub fn position_of(game: GameId, setup: &Setup) -> Result<String, PositionError> {
    with_game!(game, g => {
        let (pos, clocks) = g.set_up(setup).map_err(PositionError::erase)?;
        Ok(g.position_text(&pos, clocks))
    })
}

/// What the board draws of a setup (the page's position editor): its men and the player to move;
/// no turn under construction, no marks, no turns played. Every field is set here from the setup,
/// so none keeps a value from the game the editor was opened on.
pub fn table(game: GameId, setup: &Setup) -> Table {
    // Only the players and the men's faces ask the game; the rest is one copy for every game.
    let (players, pieces): (Vec<Player>, Vec<PieceView>) = with_game!(game, g => (
        g.players().iter().enumerate().map(|(i, &name)| Player { name, army: g.army_of(i) }).collect(),
        setup.men.iter().filter_map(|m| g.face(m.kind, m.army).map(|f| PieceView::new(m.cell, f))).collect(),
    ));
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
        position: position_of(game, setup).unwrap_or_default(),
        taken: Vec::new(),
    }
}
