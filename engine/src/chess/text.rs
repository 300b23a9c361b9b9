//! Position text for square boards, FEN-style: ranks from the top down separated by `/`; each rank
//! lists only the cells that exist on it, left to right, a letter for a man (upper case White,
//! lower case Black) and a number for a run of empty cells (`10` on a 10-file board).

use crate::error::{PositionError, Shared};
use crate::geometry::SquareGrid;
use crate::text::{split_row, write_row, Fault, RowItem};

use super::{color, forward, kind, piece, BLACK, EMPTY, NO_EP, PAWN, WHITE};

/// Read the board field. `kind_of` maps an upper-case letter to a piece kind.
pub fn parse_board(grid: &SquareGrid, field: &str, kind_of: fn(char) -> Option<u8>) -> Result<Vec<u8>, Fault> {
    let rows: Vec<&str> = field.split('/').collect();
    if rows.len() != usize::from(grid.ranks) {
        return Err(Fault::RankCount { expected: usize::from(grid.ranks), found: rows.len() });
    }
    let mut board = vec![EMPTY; grid.len()];
    for (i, row) in rows.iter().enumerate() {
        let rank = grid.ranks - 1 - u8::try_from(i).unwrap_or(0);
        let cells: Vec<usize> = (0..grid.len()).filter(|&c| grid.coords[c].1 == rank).collect();
        let mut at = 0usize;
        for item in split_row(row, |_| 1)? {
            match item {
                RowItem::Empty(run) => at = at.saturating_add(run),
                RowItem::Man(text) => {
                    let ch = text.chars().next().unwrap_or(' ');
                    let k = kind_of(ch.to_ascii_uppercase()).ok_or(Fault::UnknownPiece(ch))?;
                    let c = if ch.is_ascii_uppercase() { WHITE } else { BLACK };
                    if let Some(&cell) = cells.get(at) {
                        board[cell] = piece(c, k);
                    }
                    at += 1;
                }
            }
        }
        if at != cells.len() {
            return Err(Fault::RankLength { rank: (rank + 1).to_string(), expected: cells.len(), found: at });
        }
    }
    Ok(board)
}

/// Write the board field. `letter_of` maps a piece kind to its upper-case letter.
pub fn write_board(grid: &SquareGrid, board: &[u8], letter_of: fn(u8) -> char) -> String {
    let mut out = String::new();
    for rank in (0..grid.ranks).rev() {
        let men = (0..grid.len()).filter(|&c| grid.coords[c].1 == rank).map(|c| {
            let p = board[c];
            (p != EMPTY).then(|| {
                let l = letter_of(kind(p));
                (if color(p) == WHITE { l } else { l.to_ascii_lowercase() }).to_string()
            })
        });
        write_row(&mut out, men);
        if rank > 0 {
            out.push('/');
        }
    }
    out
}

/// Read the side-to-move field (`w` or `b`).
pub fn parse_side(field: &str) -> Result<u8, Fault> {
    match field {
        "w" => Ok(WHITE),
        "b" => Ok(BLACK),
        other => Err(Fault::SideToMove(other.to_string())),
    }
}

pub fn side_letter(side: u8) -> &'static str {
    if side == WHITE {
        "w"
    } else {
        "b"
    }
}

pub use crate::text::parse_number;

/// Read the en-passant field (`-` or a square) for a position with `board` and `side` to move.
/// `double_step_rank` is the rank (0-based) from which the opponent's pawns double-step. The
/// square must be one a double step just passed over; it is kept only when a pawn of `side` could
/// take there (as [`super::apply_move`] keeps it), else [`NO_EP`].
pub fn parse_ep<I: From<Shared>>(
    grid: &SquareGrid,
    board: &[u8],
    side: u8,
    double_step_rank: Option<u8>,
    field: &str,
) -> Result<u8, PositionError<I>> {
    if field == "-" {
        return Ok(NO_EP);
    }
    let bad = || PositionError::BadSquare(field.to_string());
    let c = grid.parse_square(field).ok_or_else(bad)?;
    // The pawn that just double-stepped stands one rank beyond the target, from its side.
    let pawn_at = grid.offset(c, 0, -forward(side)).ok_or_else(bad)?;
    let start = grid.offset(c, 0, forward(side)).ok_or_else(bad)?;
    let ok = board[usize::from(c)] == EMPTY
        && board[usize::from(start)] == EMPTY
        && board[usize::from(pawn_at)] == piece(side ^ 1, PAWN)
        && double_step_rank == Some(grid.rank(start));
    if !ok {
        return Err(PositionError::Illegal(Shared::EnPassant(field.to_string()).into()));
    }
    let capturer = piece(side, PAWN);
    let beside =
        [-1, 1].iter().any(|&df| grid.offset(pawn_at, df, 0).is_some_and(|s| board[usize::from(s)] == capturer));
    Ok(if beside { c as u8 } else { NO_EP })
}
