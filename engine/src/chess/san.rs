//! Standard algebraic notation for square boards: `Nf3`, `exd5`, `e8=Q`, `R1a3`, with `+`/`#`.
//! A pawn's quiet move that another pawn could also make to the same cell (Keltic's sideways step)
//! is written with its origin: `c4-d4`.

use crate::geometry::SquareGrid;

use super::{kind, CMove, EMPTY, EN_PASSANT, PAWN};

/// Write `mv` (legal in the position with `board`), given every legal move `legal` and the
/// check mark `suffix` (`""`, `"+"` or `"#"`).
pub fn san(
    grid: &SquareGrid,
    board: &[u8],
    mv: CMove,
    legal: &[CMove],
    letter_of: fn(u8) -> char,
    suffix: &str,
) -> String {
    let moving = kind(board[usize::from(mv.from)]);
    let capture = board[usize::from(mv.to)] != EMPTY || mv.flags & EN_PASSANT != 0;
    let rivals: Vec<CMove> = legal
        .iter()
        .copied()
        .filter(|m| {
            m.to == mv.to
                && m.from != mv.from
                && m.promo == mv.promo
                && kind(board[usize::from(m.from)]) == moving
                && (board[usize::from(m.to)] != EMPTY || m.flags & EN_PASSANT != 0) == capture
        })
        .collect();
    let from = grid.name(mv.from.into());
    let (ff, fr) = (from[..1].to_string(), from[1..].to_string());
    let mut out = String::new();
    if moving == PAWN {
        if capture {
            let same_file = rivals.iter().any(|m| grid.file(m.from.into()) == grid.file(mv.from.into()));
            out.push_str(if same_file { &from } else { &ff });
            out.push('x');
        } else if !rivals.is_empty() {
            out.push_str(&from);
            out.push('-');
        }
    } else {
        out.push(letter_of(moving));
        if !rivals.is_empty() {
            let file_unique = rivals.iter().all(|m| grid.file(m.from.into()) != grid.file(mv.from.into()));
            let rank_unique = rivals.iter().all(|m| grid.rank(m.from.into()) != grid.rank(mv.from.into()));
            if file_unique {
                out.push_str(&ff);
            } else if rank_unique {
                out.push_str(&fr);
            } else {
                out.push_str(&from);
            }
        }
        if capture {
            out.push('x');
        }
    }
    out.push_str(&grid.name(mv.to.into()));
    if mv.promo != 0 {
        out.push('=');
        out.push(letter_of(mv.promo));
    }
    out.push_str(suffix);
    out
}
