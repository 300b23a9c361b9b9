//! The types of a game's rules text (the page's Rules panel): its pieces with their pictures, its
//! sections and its move diagrams. Plain data, below the games, which write theirs in
//! `games/<game>/rules.rs`; [`crate::rules`] reads them through the registry.

use crate::game::Picture;
use crate::id::GameId;

/// How one kind of piece moves, with its picture.
pub struct PieceRule {
    /// Its picture (usually White's man).
    pub picture: Picture,
    pub name: &'static str,
    pub moves: &'static str,
}

/// A headed block of text.
pub struct Section {
    pub heading: &'static str,
    pub paragraphs: &'static [&'static str],
}

/// The rules of one game.
pub struct Rules {
    /// Who made the game, and when.
    pub credit: &'static str,
    /// What the game is, in a few sentences.
    pub intro: &'static [&'static str],
    pub pieces: &'static [PieceRule],
    pub sections: &'static [Section],
    /// The pieces' move diagrams (each of this game, of one of its [`PieceRule::name`]s).
    pub diagrams: &'static [MoveDiagram],
}

/// A small board showing where one man may go: drawn by the engine from a position of the game
/// (the men it could take are drawn too, other men are left out).
#[derive(Debug, PartialEq)]
pub struct MoveDiagram {
    /// The game whose board and rules draw it.
    pub game: GameId,
    /// The [`PieceRule::name`] it illustrates.
    pub piece: &'static str,
    /// A position in the game's position text.
    pub position: &'static str,
    /// The cell of the man shown.
    pub from: &'static str,
    pub caption: &'static str,
}
