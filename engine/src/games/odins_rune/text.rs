//! Letters, names, position text and notation (see the module documentation for the formats).

use crate::chess::text::{parse_board, parse_number, parse_side, side_letter, write_board};
use crate::chess::{color_name, kind, BISHOP, KING, OX, PAWN, ROOK, VALKYRIE};
use crate::text::Fault;
use thiserror::Error;

use crate::error::PositionError;
use crate::game::Clocks;
use crate::geometry::SquareGrid;

use super::{OdinsRune, RuneMove, RunePos, CELLS};

/// Why an Odin's Rune Chess position cannot stand, each with its sentence.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum Illegal {
    #[error("{army} has {found} kings: at most two")]
    TooManyKings { army: &'static str, found: usize },
    /// The side that just moved has no king: the game ended with the previous turn.
    #[error("{army} has no king left, so the game ended before {mover} could be to move")]
    NoKingLeft { army: &'static str, mover: &'static str },
}

const LETTERS: [(u8, char); 6] = [(KING, 'K'), (VALKYRIE, 'V'), (ROOK, 'R'), (BISHOP, 'B'), (OX, 'F'), (PAWN, 'P')];

/// Upper-case letter of a kind.
pub fn letter(k: u8) -> char {
    LETTERS.iter().find(|(kk, _)| *kk == k).map_or('?', |(_, l)| *l)
}

/// Kind of an upper-case letter.
pub fn kind_of(l: char) -> Option<u8> {
    LETTERS.iter().find(|(_, ll)| *ll == l).map(|(k, _)| *k)
}

/// The rune of a kind (lower case, for picture names) and the man's name for people.
pub fn rune_name(k: u8) -> (&'static str, &'static str) {
    match k {
        KING => ("ansuz", "king (Ansuz)"),
        VALKYRIE => ("perthro", "Valkyrie (Perthro)"),
        ROOK => ("raidho", "rook (Raidho)"),
        BISHOP => ("beorc", "bishop (Beorc)"),
        OX => ("uruz", "Forest Ox (Uruz)"),
        _ => ("othel", "pawn (Othel)"),
    }
}

/// How a man of kind `k` and colour `side` looks and is called: picture `white-uruz-ox`, name
/// `white Forest Ox (Uruz)`.
pub(super) fn face(k: u8, side: u8) -> crate::game::Face {
    let (rune, name) = rune_name(k);
    let figure = match k {
        KING => "ansuz-king",
        VALKYRIE => "perthro-valkyrie",
        ROOK => "raidho-rook",
        BISHOP => "beorc-bishop",
        OX => "uruz-ox",
        _ => "othel-pawn",
    };
    debug_assert!(figure.starts_with(rune));
    let colour = crate::chess::color_name(side);
    crate::game::Face {
        kind: letter(k),
        army: side,
        name: format!("{colour} {name}"),
        kind_name: crate::chess::capitalised(name),
        picture: crate::game::Picture::new(colour, figure),
    }
}

pub(super) fn parse_position(grid: &SquareGrid, text: &str) -> Result<(RunePos, Clocks), PositionError<Illegal>> {
    let fields: Vec<&str> = text.split_whitespace().collect();
    if fields.is_empty() {
        return Err(PositionError::Empty);
    }
    if fields.len() != 2 && fields.len() != 4 {
        return Err(PositionError::FieldCount {
            expected: "2 or 4 (board, side, then optionally the plies since a capture and the move number)".into(),
            found: fields.len(),
        });
    }
    let board: [u8; CELLS] = parse_board(grid, fields[0], kind_of)
        .map_err(Fault::into)?
        .try_into()
        .map_err(|cells: Vec<u8>| PositionError::BoardSize { expected: CELLS, found: cells.len() })?;
    let side = parse_side(fields[1]).map_err(Fault::into)?;
    let clocks = match fields[2..] {
        [q, f] => Clocks {
            quiet_plies: parse_number("capture-free ply counter", q).map_err(Fault::into)?,
            fullmove: parse_number("move number", f).map_err(Fault::into)?.max(1),
        },
        _ => Clocks::START,
    };
    Ok((checked(board, side)?, clocks))
}

/// The one way to a position from its men and side to move, shared by position text and
/// [`crate::Game::set_up`]: at most two kings a side, and the side that just moved has one.
pub(super) fn checked(board: [u8; CELLS], side: u8) -> Result<RunePos, PositionError<Illegal>> {
    let pos = RunePos::new(board, side);
    for side in [0, 1] {
        let kings = pos.kings(side);
        if kings > 2 {
            return Err(Illegal::TooManyKings { army: color_name(side), found: kings }.into());
        }
    }
    if pos.kings(pos.side ^ 1) == 0 {
        return Err(Illegal::NoKingLeft { army: color_name(pos.side ^ 1), mover: color_name(pos.side) }.into());
    }
    Ok(pos)
}

pub(super) fn position_text(grid: &SquareGrid, pos: &RunePos, clocks: Clocks) -> String {
    let board = write_board(grid, &pos.board, letter);
    format!("{board} {} {} {}", side_letter(pos.side), clocks.quiet_plies, clocks.fullmove)
}

pub(super) fn notation(game: &OdinsRune, pos: &RunePos, mv: RuneMove) -> String {
    let grid = game.grid();
    let name = |c: u8| grid.name(c.into());
    let mover = pos.board[usize::from(mv.from)];
    let mut out = String::new();
    out.push(letter(kind(mover)));
    out.push_str(&name(mv.from));
    out.push(if pos.takes_on_target(mv) { 'x' } else { '-' });
    out.push_str(&name(mv.to));
    if pos.is_carry(mv) {
        out.push('>');
        out.push_str(&name(mv.extra));
    } else if pos.removes(mv) {
        out.push_str("/x");
        out.push_str(&name(mv.extra));
    }
    let them = pos.side ^ 1;
    if pos.kings(them) > 0 && game.apply(pos, mv).kings(them) == 0 {
        out.push('#');
    }
    out
}
