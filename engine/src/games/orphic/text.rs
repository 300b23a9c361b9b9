//! Position text for Orphic Chess with Elks (the format is described in the module docs): the FEN
//! board with `E` for the Elk, the side to move, both reserves (`L`/`D` naming the light- and
//! dark-squared bishops), the en-passant square and the counters.

use crate::chess::text::{parse_board, parse_ep, parse_number, parse_side, side_letter, write_board};
use crate::chess::{color, color_name, kind, piece, BISHOP, ELK, KING, KNIGHT, PAWN, QUEEN, ROOK, WHITE};
use crate::text::Fault;
use thiserror::Error;

use crate::error::{quote_char, PositionError, Shared};
use crate::game::Clocks;
use crate::geometry::CellId;

use super::moves::{double_step_rank, in_check};
use super::{Orphic, OrphicPos, NONE, SLOTS, SLOT_KING, SLOT_LETTERS, SLOT_MAX};

const LETTERS: [(u8, char); 7] =
    [(KING, 'K'), (QUEEN, 'Q'), (ROOK, 'R'), (BISHOP, 'B'), (KNIGHT, 'N'), (PAWN, 'P'), (ELK, 'E')];

/// Upper-case letter of a kind on the board.
pub fn letter(k: u8) -> char {
    LETTERS.iter().find(|(kk, _)| *kk == k).map_or('?', |(_, l)| *l)
}

/// Kind of an upper-case board letter.
pub fn kind_of(l: char) -> Option<u8> {
    LETTERS.iter().find(|(_, ll)| *ll == l).map(|(k, _)| *k)
}

/// Why an Orphic Chess position cannot stand, each with its sentence (with the rules it shares
/// with other chess games: [`Shared`]).
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum Illegal {
    #[error("write a bishop in the reserve as L (light-squared) or D (dark-squared), not B")]
    ReserveBishop,
    #[error("{army}'s reserve cannot hold more than {max} '{}'", quote_char(letter))]
    ReserveFull { army: &'static str, max: u8, letter: char },
    #[error("{army} must have exactly one king, on the board or in reserve, not {found}")]
    KingCount { army: &'static str, found: usize },
    #[error("a {army} pawn cannot stand on {cell}: no pawn goes back to its own first rank")]
    PawnOnFirstRank { army: &'static str, cell: String },
    #[error(transparent)]
    Shared(#[from] Shared),
}

/// A shared reason is an Orphic Chess position error as it stands.
impl From<Shared> for PositionError<Illegal> {
    fn from(why: Shared) -> Self {
        PositionError::Illegal(why.into())
    }
}

/// The reserve slot of an upper-case reserve letter.
pub fn slot_of(l: char) -> Option<usize> {
    SLOT_LETTERS.iter().position(|&s| s == l)
}

/// Read the reserve field.
fn parse_reserve(field: &str) -> Result<[[u8; SLOTS]; 2], PositionError<Illegal>> {
    let mut reserve = [[0u8; SLOTS]; 2];
    if field == "-" {
        return Ok(reserve);
    }
    for ch in field.chars() {
        let up = ch.to_ascii_uppercase();
        let Some(slot) = slot_of(up) else {
            return Err(if up == 'B' { Illegal::ReserveBishop.into() } else { PositionError::UnknownPiece(ch) });
        };
        let side = usize::from(ch.is_ascii_lowercase());
        reserve[side][slot] = reserve[side][slot].saturating_add(1);
    }
    Ok(reserve)
}

fn write_reserve(pos: &OrphicPos) -> String {
    let mut out = String::new();
    for side in 0..2u8 {
        for (slot, &l) in SLOT_LETTERS.iter().enumerate() {
            for _ in 0..pos.reserve(side, slot) {
                out.push(if side == 0 { l } else { l.to_ascii_lowercase() });
            }
        }
    }
    if out.is_empty() {
        out.push('-');
    }
    out
}

/// The one way to a position from its men, side to move and reserves, shared by position text and
/// [`crate::Game::set_up`]: the reserves hold at most their slots' men, each side has one king (on
/// the board or in reserve), no pawn stands on a first or last rank, the side that just moved is
/// not in check. The en-passant target is none.
fn checked(
    game: &Orphic,
    board: [u8; 64],
    side: u8,
    reserve: [[u8; SLOTS]; 2],
) -> Result<OrphicPos, PositionError<Illegal>> {
    for (s, held) in reserve.iter().enumerate() {
        for (slot, &count) in held.iter().enumerate() {
            if count > SLOT_MAX[slot] {
                let (army, l) = if s == 0 {
                    ("White", SLOT_LETTERS[slot])
                } else {
                    ("Black", SLOT_LETTERS[slot].to_ascii_lowercase())
                };
                return Err(Illegal::ReserveFull { army, max: SLOT_MAX[slot], letter: l }.into());
            }
        }
    }
    let mut kings = [NONE; 2];
    for (c, &p) in board.iter().enumerate() {
        if kind(p) == KING {
            kings[usize::from(color(p) & 1)] = c as u8;
        }
    }
    let pos = OrphicPos { board, side, ep: NONE, reserve, kings };
    let g = game.grid();
    for side in [0u8, 1] {
        let on_board = pos.board.iter().filter(|&&p| p == piece(side, KING)).count();
        let total = on_board + usize::from(pos.reserve(side, SLOT_KING));
        if total != 1 {
            return Err(Illegal::KingCount { army: color_name(side), found: total }.into());
        }
    }
    for (c, &p) in pos.board.iter().enumerate() {
        let rank = g.rank(c as CellId);
        if kind(p) == PAWN && (rank == 0 || rank == 7) {
            let (army, cell) = (color_name(color(p)), g.name(c as CellId));
            // White's pawns promote on rank 8 (index 7), Black's on rank 1.
            return Err(if (rank == 7) == (color(p) == WHITE) {
                Shared::PawnOnLastRank { army, cell }.into()
            } else {
                Illegal::PawnOnFirstRank { army, cell }.into()
            });
        }
    }
    if in_check(g, &pos, pos.side ^ 1) {
        return Err(Shared::OpponentInCheck { army: color_name(pos.side ^ 1) }.into());
    }
    Ok(pos)
}

/// Read position text.
pub fn parse(game: &Orphic, text: &str) -> Result<(OrphicPos, Clocks), PositionError<Illegal>> {
    let fields: Vec<&str> = text.split_whitespace().collect();
    if fields.is_empty() {
        return Err(PositionError::Empty);
    }
    if fields.len() != 4 && fields.len() != 6 {
        return Err(PositionError::FieldCount {
            expected: "4 or 6 (board, side, reserves, en passant, then optionally the two counters)".into(),
            found: fields.len(),
        });
    }
    let board: [u8; 64] = parse_board(game.grid(), fields[0], kind_of)
        .map_err(Fault::into)?
        .try_into()
        .map_err(|cells: Vec<u8>| PositionError::BoardSize { expected: 64, found: cells.len() })?;
    let mut pos = checked(game, board, parse_side(fields[1]).map_err(Fault::into)?, parse_reserve(fields[2])?)?;
    pos.ep = parse_ep(game.grid(), &pos.board, pos.side, Some(double_step_rank(pos.side ^ 1)), fields[3])?;
    let clocks = match &fields[4..] {
        [q, f] => Clocks {
            quiet_plies: parse_number("quiet-ply counter", q).map_err(Fault::into)?,
            fullmove: parse_number("move number", f).map_err(Fault::into)?.max(1),
        },
        _ => Clocks::START,
    };
    Ok((pos, clocks))
}

/// Write position text.
pub fn write(game: &Orphic, pos: &OrphicPos, clocks: Clocks) -> String {
    let g = game.grid();
    let board = write_board(g, &pos.board, letter);
    let ep = if pos.ep == NONE { "-".to_string() } else { g.name(pos.ep.into()) };
    format!("{board} {} {} {ep} {} {}", side_letter(pos.side), write_reserve(pos), clocks.quiet_plies, clocks.fullmove)
}

/// The position a position editor set up ([`crate::Game::set_up`]), through the checks of
/// position text ([`checked`]).
pub fn set_up(game: &Orphic, setup: &crate::setup::Setup) -> Result<(OrphicPos, Clocks), PositionError<Illegal>> {
    let code = |k: char, army: u8| kind_of(k).filter(|_| army < 2).map(|k| piece(army, k));
    let board: [u8; 64] = crate::setup::board_of(setup, 64, crate::chess::EMPTY, code)?
        .try_into()
        .map_err(|cells: Vec<u8>| PositionError::BoardSize { expected: 64, found: cells.len() })?;
    let mut reserve = [[0u8; SLOTS]; 2];
    for (player, held) in reserve.iter_mut().enumerate() {
        for (slot, &l) in SLOT_LETTERS.iter().enumerate() {
            held[slot] = setup.held(player, l);
        }
    }
    Ok((checked(game, board, u8::from(setup.to_move != 0), reserve)?, Clocks::START))
}
