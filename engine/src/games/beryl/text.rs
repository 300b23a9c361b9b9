//! Position text and move notation for the kite board.
//!
//! # Board text
//! The 39 cells in id order (rank 1: `a1b a1l a1r b1l … e1r`, rank 2: `a2l … e2t`, rank 3:
//! `b3l … d3t`), the three ranks separated by `/`. A man is its army letter (`w` White, `b` Black,
//! `r` Red) followed by its kind letter (`K B R N P`, `O` for an undecided ö); a number is a run
//! of empty cells. spIndecision's start is
//! `wRwRwNwOwPwP3bPbObPbRbNbR/wOwPwP9bPbObP/rPrPrOrNrRrRrPrPrO`.
//!
//! # Notation
//! Long algebraic with full cell names: piece letter, from, `-` (or `x` for a capture), to, then
//! `=R`/`=N`/`=B` for a promotion: `Rb1l-c1r`, `Bb1lxe2l`, `Pc1lxd1r=N`. Declarations of ö:
//! a moving ö is written `O` followed by what it is declared, in brackets (`O(K)b1l-b1r`,
//! `O(B)b1lxe2l`); a captured ö is followed by what it is declared (`Rc3lxd3t(B)`, even when the
//! answer is forced). In spIndecision `#` marks a winning capture; in Beryl Chess `+` and `#` mark
//! check and mate.

use thiserror::Error;

use crate::chess::{kind, piece, EMPTY};
use crate::error::{quote, quote_char, PositionError, Shared};
use crate::text::{split_row, write_row, Fault, RowItem};

use super::board::{Board, CELLS};
use super::{army, kind_of, letter, KiteMove, ARMY_LETTERS, SCHRODINGER};

/// Why a position of spIndecision Beryl or Beryl Chess cannot stand, each with its sentence
/// (with the rules they share with other chess games: [`Shared`]).
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum Illegal {
    #[error("this game has no army '{}'", quote_char(.0))]
    NoSuchArmy(char),
    #[error("Beryl Chess has no undecided ö (O)")]
    Undecided,
    #[error("only one army can have lost its King")]
    TwoKingsLost,
    #[error("{army} must have one King or two undecided ö (O), not {kings} King(s) and {undecided} ö")]
    KingsOrUndecided { army: &'static str, kings: usize, undecided: usize },
    #[error("{army} has lost its King, but {player} did not just win by taking it with the excluded army")]
    KingLost { army: &'static str, player: &'static str },
    #[error("the player to move must be 'cw' or 'ccw', not '{}'", quote(.0))]
    Player(String),
    #[error("the excluded army must be 'w', 'b', 'r' or '-', not '{}'", quote(.0))]
    Excluded(String),
    #[error(transparent)]
    Shared(#[from] Shared),
}

/// A shared reason is a kite-board position error as it stands.
impl From<Shared> for PositionError<Illegal> {
    fn from(why: Shared) -> Self {
        PositionError::Illegal(why.into())
    }
}

/// The cells of rank `r` (1–3), in id order.
fn rank_cells(b: &Board, r: usize) -> impl Iterator<Item = usize> + '_ {
    (0..CELLS).filter(move |&c| rank_of(b, c) == r)
}

fn rank_of(b: &Board, c: usize) -> usize {
    b.kites[c].name.as_bytes().get(1).map_or(0, |d| usize::from(d.saturating_sub(b'0')))
}

/// Read the board field; `armies` is how many armies the game has (2 or 3).
pub fn parse_board(b: &Board, field: &str, armies: u8) -> Result<[u8; CELLS], PositionError<Illegal>> {
    let rows: Vec<&str> = field.split('/').collect();
    if rows.len() != 3 {
        return Err(PositionError::RankCount { expected: 3, found: rows.len() });
    }
    let mut board = [EMPTY; CELLS];
    for (i, row) in rows.iter().enumerate() {
        let cells: Vec<usize> = rank_cells(b, i + 1).collect();
        let mut at = 0usize;
        for item in split_row(row, |_| 2).map_err(Fault::into)? {
            let text = match item {
                RowItem::Empty(run) => {
                    at = at.saturating_add(run);
                    continue;
                }
                RowItem::Man(text) => text,
            };
            // A man is its army's letter, then its kind's.
            let mut chars = text.chars();
            let (ch, k) = (chars.next().unwrap_or(' '), chars.next().unwrap_or(' '));
            let a = ARMY_LETTERS.iter().position(|&l| l == ch).ok_or(PositionError::UnknownPiece(ch))?;
            if a >= usize::from(armies) {
                return Err(Illegal::NoSuchArmy(ch).into());
            }
            let k = kind_of(k).ok_or(PositionError::UnknownPiece(k))?;
            if let Some(&cell) = cells.get(at) {
                board[cell] = piece(a as u8, k);
            }
            at += 1;
        }
        if at != cells.len() {
            return Err(PositionError::RankLength { rank: (i + 1).to_string(), expected: cells.len(), found: at });
        }
    }
    Ok(board)
}

/// Write the board field.
pub fn write_board(b: &Board, board: &[u8; CELLS]) -> String {
    let mut out = String::new();
    for r in 1..=3 {
        if r > 1 {
            out.push('/');
        }
        let men = rank_cells(b, r).map(|c| {
            let p = board[c];
            (p != EMPTY).then(|| {
                let army_letter = ARMY_LETTERS.get(usize::from(army(p))).copied().unwrap_or('?');
                format!("{army_letter}{}", letter(kind(p)))
            })
        });
        write_row(&mut out, men);
    }
    out
}

pub use crate::text::parse_number;

/// The move in notation, without a check or win mark.
pub fn notation(b: &Board, board: &[u8; CELLS], mv: KiteMove) -> String {
    let (from, to) = (usize::from(mv.from), usize::from(mv.to));
    let moving = kind(board[from]);
    let taken = board[to];
    let mut s = String::new();
    if moving == SCHRODINGER {
        s.push('O');
        s.push('(');
        s.push(letter(mv.declare));
        s.push(')');
    } else {
        s.push(letter(moving));
    }
    s.push_str(b.name(from));
    s.push(if taken == EMPTY { '-' } else { 'x' });
    s.push_str(b.name(to));
    if taken != EMPTY && kind(taken) == SCHRODINGER {
        s.push('(');
        s.push(letter(mv.taken));
        s.push(')');
    }
    if mv.promo != 0 {
        s.push('=');
        s.push(letter(mv.promo));
    }
    s
}
