//! spIndecision Beryl and Beryl Chess (Alexandre Muñiz, 1998) on the 39-kite board:
//! `docs/rules/spindecision-beryl.md`. The board and the piece moves are
//! a reconstruction (the original diagrams are lost); [`board`] builds them from lattice arithmetic.
//!
//! Both games share the board, the men and their moves ([`moves`]), the position text and the
//! notation ([`text`]); [`spindecision`] (three armies, two players who own none) and
//! [`beryl_chess`] (two armies, check and mate) are the two [`crate::Game`]s.
//!
//! # Men
//! A piece byte is `kind | army << 4` (see [`crate::chess::piece`]), army 0 White (corner A,
//! bottom-left), 1 Black (B, bottom-right), 2 Red (C, top). Kinds: King `K`, Bishop `B`, Rook `R`,
//! Knight `N`, Pawn `P`, and the undecided Schrödinger King ö, written `O`. An army's two ö are
//! decided together: once one is declared (on a move or a capture) both stand on the board as the
//! King and the Bishop they turned out to be, so which ö is the King lives on the board itself.

pub mod beryl_chess;
pub mod board;
mod board_tables;
mod drawing;
mod eval;
mod lattice;
pub mod lessons;
pub mod moves;
#[cfg(feature = "reference")]
pub mod reference;
pub mod rules;
pub mod spindecision;
pub mod text;

pub use board::{board, Board, CELLS};
pub use text::Illegal;

use crate::chess::{color, kind, BISHOP, KING, KNIGHT, PAWN, ROOK};

/// The undecided Schrödinger King (ö).
pub const SCHRODINGER: u8 = 14;

/// No army excluded (the first turn of spIndecision; always in Beryl Chess).
pub const NO_ARMY: u8 = 3;

/// Army names, by index.
pub const ARMY_NAMES: [&str; 3] = ["White", "Black", "Red"];
/// Army letters in position text.
pub const ARMY_LETTERS: [char; 3] = ['w', 'b', 'r'];

/// A position of either game: the board, the side to move (the player in spIndecision, the army in
/// Beryl Chess) and the army the next turn may not use ([`NO_ARMY`] for none).
///
/// It also keeps where the men stand as bit sets ([`moves::Men`]), for the move generators: so
/// the fields are private and the board is changed only through [`KitePos::put`]. Equality and
/// hashing read the board, the side and the excluded army, which say everything.
#[derive(Clone, Copy, Debug)]
pub struct KitePos {
    board: [u8; CELLS],
    side: u8,
    excluded: u8,
    men: moves::Men,
}

impl KitePos {
    pub fn new(board: [u8; CELLS], side: u8, excluded: u8) -> Self {
        KitePos { board, side, excluded, men: moves::Men::of(&board) }
    }

    /// The men: piece bytes indexed by cell.
    #[inline]
    pub fn board(&self) -> &[u8; CELLS] {
        &self.board
    }

    /// The side to move: the player in spIndecision, the army in Beryl Chess.
    #[inline]
    pub fn side(&self) -> u8 {
        self.side
    }

    /// The army the next turn may not use ([`NO_ARMY`] for none).
    #[inline]
    pub fn excluded(&self) -> u8 {
        self.excluded
    }

    /// Where the men stand, as bit sets.
    #[inline]
    pub fn men(&self) -> &moves::Men {
        &self.men
    }

    /// Puts `p` on cell `c` (`EMPTY` to clear it).
    #[inline]
    pub fn put(&mut self, c: usize, p: u8) {
        self.men.remove(c, self.board[c]);
        self.men.add(c, p);
        self.board[c] = p;
    }
}

impl PartialEq for KitePos {
    fn eq(&self, other: &Self) -> bool {
        self.board == other.board && self.side == other.side && self.excluded == other.excluded
    }
}

impl Eq for KitePos {}

impl std::hash::Hash for KitePos {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.board.hash(state);
        self.side.hash(state);
        self.excluded.hash(state);
    }
}

/// A turn: a man moves `from` → `to`; `declare` is what a moving ö is declared (KING or BISHOP, 0
/// otherwise), `taken` what a captured ö is declared (0 unless an ö is taken), `promo` the piece a
/// pawn becomes (0 for none).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct KiteMove {
    pub from: u8,
    pub to: u8,
    pub promo: u8,
    pub declare: u8,
    pub taken: u8,
}

impl KiteMove {
    pub const fn new(from: u8, to: u8) -> Self {
        KiteMove { from, to, promo: 0, declare: 0, taken: 0 }
    }
}

/// Army of a piece byte.
#[inline]
pub const fn army(p: u8) -> u8 {
    color(p)
}

/// The army that starts directly clockwise from `a` (A → C → B → A).
#[inline]
pub const fn clockwise(a: u8) -> u8 {
    (a + 2) % 3
}

/// The army that starts directly counter-clockwise from `a` (A → B → C → A).
#[inline]
pub const fn counter_clockwise(a: u8) -> u8 {
    (a + 1) % 3
}

const LETTERS: [(u8, char); 6] =
    [(KING, 'K'), (BISHOP, 'B'), (ROOK, 'R'), (KNIGHT, 'N'), (PAWN, 'P'), (SCHRODINGER, 'O')];

/// Upper-case letter of a kind (`O` for the ö).
pub fn letter(k: u8) -> char {
    LETTERS.iter().find(|(kk, _)| *kk == k).map_or('?', |(_, l)| *l)
}

/// The board of a set-up position ([`crate::Game::set_up`]) with `armies` armies.
pub fn set_up_board(setup: &crate::setup::Setup, armies: u8) -> Result<[u8; CELLS], crate::PositionError<Illegal>> {
    let code = |k: char, a: u8| kind_of(k).filter(|_| a < armies).map(|k| crate::chess::piece(a, k));
    let mut board = [crate::chess::EMPTY; CELLS];
    board.copy_from_slice(&crate::setup::board_of(setup, CELLS, crate::chess::EMPTY, code)?);
    Ok(board)
}

/// Kind of an upper-case letter.
pub fn kind_of(l: char) -> Option<u8> {
    LETTERS.iter().find(|(_, ll)| *ll == l).map(|(k, _)| *k)
}

/// English name of a kind, as in picture names.
pub fn kind_name(k: u8) -> &'static str {
    match k {
        KING => "king",
        BISHOP => "bishop",
        ROOK => "rook",
        KNIGHT => "knight",
        PAWN => "pawn",
        SCHRODINGER => "schrodinger",
        _ => "piece",
    }
}

/// Picture sets of the armies, by index.
const ARMY_SETS: [&str; 3] = ["white", "black", "red"];

/// The kind letters of both games.
pub const KINDS: [char; 6] = ['K', 'B', 'R', 'N', 'P', 'O'];

/// How a man of kind `k` and army `a` looks and is called.
pub fn face(k: u8, a: u8) -> crate::game::Face {
    let colour = ARMY_SETS.get(usize::from(a)).copied().unwrap_or("white");
    let (name, kind_title) = if k == SCHRODINGER {
        (format!("{colour} Schrödinger King (King or Bishop, undecided)"), "Schrödinger King".to_string())
    } else {
        (format!("{colour} {}", kind_name(k)), crate::chess::capitalised(kind_name(k)))
    };
    crate::game::Face {
        kind: letter(k),
        army: a,
        name,
        kind_name: kind_title,
        picture: crate::game::Picture::new(colour, kind_name(k)),
    }
}

/// The men of a position as the interface draws them; `dimmed_army` is drawn faded.
pub fn piece_views(board: &[u8; CELLS], dimmed_army: u8) -> Vec<crate::game::PieceView> {
    board
        .iter()
        .enumerate()
        .filter(|(_, &p)| p != crate::chess::EMPTY)
        .map(|(c, &p)| crate::game::PieceView {
            dimmed: army(p) == dimmed_army,
            ..crate::game::PieceView::new(c as crate::geometry::CellId, face(kind(p), army(p)))
        })
        .collect()
}

/// What the engine's tests need to know of spIndecision Beryl and of Beryl Chess alike
/// (`registry::TestPlan`).
pub const TESTS: crate::registry::TestPlan =
    crate::registry::TestPlan { playouts: 16, plies: 200, ends_by_its_rules: true };
