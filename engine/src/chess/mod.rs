//! Shared chess machinery: piece encoding, sliders and leapers over a [`SquareGrid`]'s tables,
//! attack (check) detection, position text for square boards and algebraic notation. Used by
//! Keltic Chess and orthodox chess through [`orthodox`], and by the other chess-like games.

pub mod eval;
mod legal;
pub mod orthodox;
pub mod san;
mod see;
pub mod tables;
pub mod text;

use crate::geometry::{CellId, SquareGrid};

/// Piece kinds (low 4 bits of a piece byte).
pub const KING: u8 = 1;
pub const QUEEN: u8 = 2;
pub const ROOK: u8 = 3;
pub const BISHOP: u8 = 4;
pub const KNIGHT: u8 = 5;
pub const PAWN: u8 = 6;
pub const ELK: u8 = 7;
pub const VALKYRIE: u8 = 8;
pub const OX: u8 = 9;

pub const WHITE: u8 = 0;
pub const BLACK: u8 = 1;

/// An empty cell.
pub const EMPTY: u8 = 0;

/// The piece byte for a man of `color` (0 white, 1 black) and `kind`; never 0.
#[inline]
pub const fn piece(color: u8, kind: u8) -> u8 {
    kind | (color << 4)
}

#[inline]
pub const fn kind(p: u8) -> u8 {
    p & 15
}

#[inline]
pub const fn color(p: u8) -> u8 {
    p >> 4
}

/// Bit for a kind in a kind mask.
#[inline]
pub const fn bit(kind: u8) -> u16 {
    1 << kind
}

/// Rank direction of a colour's pawns: +1 for White, -1 for Black.
#[inline]
pub const fn forward(color: u8) -> i8 {
    if color == WHITE {
        1
    } else {
        -1
    }
}

/// A move on a square board: from, to, promotion kind (0 for none) and flags.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct CMove {
    pub from: u8,
    pub to: u8,
    pub promo: u8,
    pub flags: u8,
}

/// [`CMove::flags`]: an en-passant capture.
pub const EN_PASSANT: u8 = 1;
/// [`CMove::flags`]: a pawn's double step.
pub const DOUBLE_STEP: u8 = 2;
/// [`CMove::flags`]: castling, written as the king's move (its two-cell step); the rook follows.
pub const CASTLE: u8 = 4;

impl CMove {
    pub const fn new(from: u8, to: u8) -> Self {
        CMove { from, to, promo: 0, flags: 0 }
    }
}

/// No en-passant target.
pub const NO_EP: u8 = u8::MAX;

/// The cell of the man a board move takes: its landing cell, or for an en-passant capture the
/// cell of the pawn passed by (beside the landing cell, on the rank the capturing pawn left).
pub fn taken_cell(grid: &SquareGrid, board: &[u8], mv: CMove) -> Option<CellId> {
    if mv.flags & EN_PASSANT != 0 {
        grid.at(i16::from(grid.file(mv.to.into())), i16::from(grid.rank(mv.from.into())))
    } else {
        (board[usize::from(mv.to)] != EMPTY).then_some(CellId::from(mv.to))
    }
}

/// Play a board move of the side `me` on `board`: the man moves (promoting if the move says so), a
/// pawn taken en passant leaves the board. Returns the new en-passant target: the square a double
/// step passed over, kept only when an enemy pawn stands beside the pawn that made it; else
/// [`NO_EP`].
pub fn apply_move(grid: &SquareGrid, board: &mut [u8], me: u8, mv: CMove) -> u8 {
    let (from, to) = (usize::from(mv.from), usize::from(mv.to));
    let p = board[from];
    board[from] = EMPTY;
    board[to] = if mv.promo != 0 { piece(me, mv.promo) } else { p };
    if mv.flags & EN_PASSANT != 0 {
        if let Some(c) = grid.at(i16::from(grid.file(mv.to.into())), i16::from(grid.rank(mv.from.into()))) {
            board[usize::from(c)] = EMPTY;
        }
    }
    if mv.flags & DOUBLE_STEP == 0 {
        return NO_EP;
    }
    let enemy_pawn = piece(me ^ 1, PAWN);
    let beside =
        [-1, 1].iter().any(|&df| grid.offset(mv.to.into(), df, 0).is_some_and(|c| board[usize::from(c)] == enemy_pawn));
    if beside {
        grid.offset(mv.from.into(), 0, forward(me)).map_or(NO_EP, |c| c as u8)
    } else {
        NO_EP
    }
}

/// Call `f(to, captures)` for every cell a slider of colour `me` on `from` reaches along `dir`.
#[inline]
pub fn slide(grid: &SquareGrid, board: &[u8], from: CellId, dir: usize, me: u8, f: &mut impl FnMut(CellId, bool)) {
    for &to in grid.ray(from, dir) {
        let p = board[usize::from(to)];
        if p == EMPTY {
            f(to, false);
        } else {
            if color(p) != me {
                f(to, true);
            }
            break;
        }
    }
}

/// Call `f(to, captures)` for every cell of `targets` not held by a man of colour `me`.
#[inline]
pub fn leap(board: &[u8], targets: &[CellId], me: u8, f: &mut impl FnMut(CellId, bool)) {
    for &to in targets {
        let p = board[usize::from(to)];
        if p == EMPTY {
            f(to, false);
        } else if color(p) != me {
            f(to, true);
        }
    }
}

/// English names of the kinds, for pictures and screen readers.
pub fn kind_name(kind: u8) -> &'static str {
    match kind {
        KING => "king",
        QUEEN => "queen",
        ROOK => "rook",
        BISHOP => "bishop",
        KNIGHT => "knight",
        PAWN => "pawn",
        ELK => "elk",
        VALKYRIE => "valkyrie",
        OX => "forest-ox",
        _ => "piece",
    }
}

/// What the orthodox family (Keltic Chess, chess) says: its one remark.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Note {
    Check,
}

impl std::fmt::Display for Note {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Note::Check => f.write_str("check"),
        }
    }
}

/// The face of a chess man (`white knight`, picture `white-knight`); `letter` is its kind's letter.
pub fn face(letter: char, kind: u8, army: u8) -> crate::game::Face {
    let (colour, name) = (color_name(army), kind_name(kind));
    crate::game::Face {
        kind: letter,
        army,
        name: format!("{colour} {}", name.replace('-', " ")),
        kind_name: capitalised(&name.replace('-', " ")),
        picture: crate::game::Picture::new(colour, name),
    }
}

/// The text with its first letter in upper case. The texts the engine capitalises begin with its
/// own words or names (ASCII); letters of Latin-1 are put in upper case too, and any other first
/// character is left as it is: `char::to_uppercase` would bring Unicode's case tables (about
/// 12 KB) into the page's wasm for letters no sentence begins with.
pub fn capitalised(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => {
            let mut out = String::with_capacity(text.len() + 1);
            match first {
                'ß' => out.push_str("SS"),
                'µ' => out.push('\u{39c}'),
                'ÿ' => out.push('\u{178}'),
                'à'..='þ' if first != '÷' => out.push(char::from_u32(u32::from(first) - 0x20).unwrap_or(first)),
                _ => out.push(first.to_ascii_uppercase()),
            }
            out.push_str(chars.as_str());
            out
        }
        None => String::new(),
    }
}

/// Name of a colour.
pub fn color_name(c: u8) -> &'static str {
    if c == WHITE {
        "white"
    } else {
        "black"
    }
}

#[cfg(test)]
mod tests {
    use super::capitalised;

    /// Without Unicode's case tables, the first letter is put in upper case as `to_uppercase` does
    /// for every character of ASCII and Latin-1 (the rest are left as they are).
    #[test]
    fn capitalised_as_to_uppercase_for_latin_1() {
        for c in (0..=0xFFu32).filter_map(char::from_u32) {
            let text = format!("{c}x é");
            let want: String = c.to_uppercase().chain("x é".chars()).collect();
            assert_eq!(capitalised(&text), want, "{c:?}");
        }
        assert_eq!(capitalised(""), "");
        assert_eq!(capitalised("ž"), "ž");
        assert_eq!(capitalised("white knight"), "White knight");
    }
}
