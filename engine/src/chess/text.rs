//! Position text for square boards, FEN-style: ranks from the top down separated by `/`; each rank
//! lists only the cells that exist on it, left to right, a letter for a man (upper case White,
//! lower case Black) and a number for a run of empty cells (`10` on a 10-file board).

use crate::error::PositionError;
use crate::geometry::SquareGrid;

use super::{color, kind, piece, BLACK, EMPTY, WHITE};

/// Read the board field. `kind_of` maps an upper-case letter to a piece kind.
pub fn parse_board(
    grid: &SquareGrid,
    field: &str,
    kind_of: impl Fn(char) -> Option<u8>,
) -> Result<Vec<u8>, PositionError> {
    let rows: Vec<&str> = field.split('/').collect();
    if rows.len() != usize::from(grid.ranks) {
        return Err(PositionError::RankCount { expected: usize::from(grid.ranks), found: rows.len() });
    }
    let mut board = vec![EMPTY; grid.len()];
    for (i, row) in rows.iter().enumerate() {
        let rank = grid.ranks - 1 - u8::try_from(i).unwrap_or(0);
        let cells: Vec<usize> = (0..grid.len()).filter(|&c| grid.coords[c].1 == rank).collect();
        let mut at = 0usize;
        let mut chars = row.chars().peekable();
        while let Some(ch) = chars.next() {
            if let Some(d) = ch.to_digit(10) {
                let mut run = d as usize;
                while let Some(n) = chars.peek().and_then(|c| c.to_digit(10)) {
                    run = run * 10 + n as usize;
                    chars.next();
                }
                if run == 0 {
                    return Err(PositionError::UnknownPiece('0'));
                }
                at += run;
            } else {
                let k = kind_of(ch.to_ascii_uppercase()).ok_or(PositionError::UnknownPiece(ch))?;
                let c = if ch.is_ascii_uppercase() { WHITE } else { BLACK };
                if let Some(&cell) = cells.get(at) {
                    board[cell] = piece(c, k);
                }
                at += 1;
            }
        }
        if at != cells.len() {
            return Err(PositionError::RankLength { rank: (rank + 1).to_string(), expected: cells.len(), found: at });
        }
    }
    Ok(board)
}

/// Write the board field. `letter_of` maps a piece kind to its upper-case letter.
pub fn write_board(grid: &SquareGrid, board: &[u8], letter_of: impl Fn(u8) -> char) -> String {
    let mut out = String::new();
    for rank in (0..grid.ranks).rev() {
        let mut empty = 0;
        for c in (0..grid.len()).filter(|&c| grid.coords[c].1 == rank) {
            let p = board[c];
            if p == EMPTY {
                empty += 1;
                continue;
            }
            if empty > 0 {
                out.push_str(&empty.to_string());
                empty = 0;
            }
            let l = letter_of(kind(p));
            out.push(if color(p) == WHITE { l } else { l.to_ascii_lowercase() });
        }
        if empty > 0 {
            out.push_str(&empty.to_string());
        }
        if rank > 0 {
            out.push('/');
        }
    }
    out
}

/// Read the side-to-move field (`w` or `b`).
pub fn parse_side(field: &str) -> Result<u8, PositionError> {
    match field {
        "w" => Ok(WHITE),
        "b" => Ok(BLACK),
        other => Err(PositionError::SideToMove(other.to_string())),
    }
}

pub fn side_letter(side: u8) -> &'static str {
    if side == WHITE {
        "w"
    } else {
        "b"
    }
}

/// Read a counter field.
pub fn parse_number(field: &'static str, value: &str) -> Result<u32, PositionError> {
    value.parse().map_err(|_| PositionError::BadNumber { field, value: value.to_string() })
}
