//! Position text, setup diagrams and notation (formats in the module docs of [`super`]).

use thiserror::Error;

use crate::error::{quote, PositionError};
use crate::game::Clocks;
use crate::geometry::{CellId, SquareGrid};
use crate::text::{parse_number, split_row, write_row, Fault, RowItem};

use super::{
    kind, piece, side, Tafl, TaflMove, TaflPos, ATTACKERS, CELLS, COMMANDER, DEFENDERS, EMPTY, KING, MAN, MAX_MEN, VMAN,
};

/// Why a tafl position cannot stand, each with its sentence.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum Illegal {
    #[error("there can be only one king, not {found}")]
    KingCount { found: usize },
    #[error("at most {MAX_MEN} men fit on the board, not {found}")]
    TooManyMen { found: usize },
    /// A setup diagram's ranks are out of order (program data, see [`super::setups`]).
    #[error("diagram rank {found} where {expected} was expected")]
    DiagramRank { found: u8, expected: u8 },
    #[error("the side to move must be 'a' (attackers) or 'd' (defenders), not '{}'", quote(.0))]
    SideToMove(String),
}

/// The letter of a man in position text.
pub fn text_letter(p: u8) -> char {
    match (side(p), kind(p)) {
        (_, KING) => 'K',
        (ATTACKERS, MAN) => 'A',
        (ATTACKERS, COMMANDER) => 'c',
        (ATTACKERS, _) => 'v',
        (_, MAN) => 'D',
        (_, COMMANDER) => 'C',
        _ => 'V',
    }
}

/// The upper-case kind letter of a man, for [`crate::PieceView::kind`].
pub fn letter(p: u8) -> char {
    text_letter(p).to_ascii_uppercase()
}

/// The man a letter stands for in this game.
fn man(ch: char, odin: bool) -> Result<u8, PositionError<Illegal>> {
    let p = match ch {
        'K' => piece(DEFENDERS, KING),
        'D' => piece(DEFENDERS, MAN),
        'A' => piece(ATTACKERS, MAN),
        'C' if odin => piece(DEFENDERS, COMMANDER),
        'V' if odin => piece(DEFENDERS, VMAN),
        'c' if odin => piece(ATTACKERS, COMMANDER),
        'v' if odin => piece(ATTACKERS, VMAN),
        other => return Err(PositionError::UnknownPiece(other)),
    };
    Ok(p)
}

/// The one way to a position from men and a side to move, shared by position text, setup
/// diagrams and [`crate::Game::set_up`]: at most one king, at most [`MAX_MEN`] men.
pub fn checked(board: [u8; CELLS], side: u8) -> Result<TaflPos, PositionError<Illegal>> {
    let kings = board.iter().filter(|&&p| kind(p) == KING).count();
    if kings > 1 {
        return Err(Illegal::KingCount { found: kings }.into());
    }
    let men = board.iter().filter(|&&p| p != EMPTY).count();
    if men > MAX_MEN {
        return Err(Illegal::TooManyMen { found: men }.into());
    }
    Ok(TaflPos::new(board, side))
}

/// Read a setup diagram (see [`super::setups`]); attackers to move.
pub fn parse_diagram(grid: &SquareGrid, odin: bool, text: &str) -> Result<TaflPos, PositionError<Illegal>> {
    let n = grid.files;
    let mut board = [EMPTY; CELLS];
    let mut expected = n;
    for line in text.lines().map(str::trim).filter(|l| !l.is_empty()) {
        let mut tokens = line.split_whitespace();
        let Some(first) = tokens.next() else { continue };
        let Ok(rank) = first.parse::<u8>() else { continue }; // the file letters
        if rank != expected || rank == 0 {
            return Err(Illegal::DiagramRank { found: rank, expected }.into());
        }
        let cells: Vec<&str> = tokens.collect();
        if cells.len() != usize::from(n) {
            return Err(PositionError::RankLength { rank: rank.to_string(), expected: n.into(), found: cells.len() });
        }
        for (f, token) in cells.iter().enumerate() {
            let mut chars = token.chars();
            let (Some(ch), None) = (chars.next(), chars.next()) else {
                return Err(PositionError::BadSquare((*token).to_string()));
            };
            if ch != '.' {
                let cell = grid.at(f as i16, i16::from(rank) - 1).ok_or(PositionError::BadSquare(token.to_string()))?;
                board[usize::from(cell)] = man(ch, odin)?;
            }
        }
        expected -= 1;
    }
    if expected != 0 {
        return Err(PositionError::RankCount { expected: n.into(), found: usize::from(n - expected) });
    }
    checked(board, ATTACKERS)
}

pub fn parse_position(game: &Tafl, text: &str) -> Result<(TaflPos, Clocks), PositionError<Illegal>> {
    let fields: Vec<&str> = text.split_whitespace().collect();
    if fields.is_empty() {
        return Err(PositionError::Empty);
    }
    if fields.len() != 2 && fields.len() != 4 {
        return Err(PositionError::FieldCount {
            expected: "2 or 4 (board, side 'a' or 'd', then optionally the quiet-ply counter and move number)".into(),
            found: fields.len(),
        });
    }
    let grid = game.grid();
    let n = grid.files;
    let rows: Vec<&str> = fields[0].split('/').collect();
    if rows.len() != usize::from(n) {
        return Err(PositionError::RankCount { expected: n.into(), found: rows.len() });
    }
    let mut board = [EMPTY; CELLS];
    for (i, row) in rows.iter().enumerate() {
        let rank = n - 1 - i as u8;
        let mut file = 0usize;
        for item in split_row(row, |_| 1).map_err(Fault::into)? {
            match item {
                RowItem::Empty(run) => file = file.saturating_add(run),
                RowItem::Man(text) => {
                    let p = man(text.chars().next().unwrap_or(' '), game.variant().odin)?;
                    if let Some(cell) = grid.at(file.min(99) as i16, i16::from(rank)) {
                        board[usize::from(cell)] = p;
                    }
                    file += 1;
                }
            }
        }
        if file != usize::from(n) {
            return Err(PositionError::RankLength { rank: (rank + 1).to_string(), expected: n.into(), found: file });
        }
    }
    let side = match fields[1] {
        "a" => ATTACKERS,
        "d" => DEFENDERS,
        other => return Err(Illegal::SideToMove(other.to_string()).into()),
    };
    let pos = checked(board, side)?;
    let clocks = match fields[2..] {
        [q, f] => Clocks {
            quiet_plies: parse_number("quiet-ply counter", q).map_err(Fault::into)?,
            fullmove: parse_number("move number", f).map_err(Fault::into)?.max(1),
        },
        _ => Clocks::START,
    };
    Ok((pos, clocks))
}

pub fn position_text(game: &Tafl, pos: &TaflPos, clocks: Clocks) -> String {
    let grid = game.grid();
    let n = grid.files;
    let mut out = String::new();
    for rank in (0..n).rev() {
        let men = (0..n).map(|file| {
            let p = grid.at(file.into(), rank.into()).map_or(EMPTY, |c| pos.board[usize::from(c)]);
            (p != EMPTY).then(|| text_letter(p).to_string())
        });
        write_row(&mut out, men);
        if rank > 0 {
            out.push('/');
        }
    }
    let side = if pos.side == ATTACKERS { 'a' } else { 'd' };
    format!("{out} {side} {} {}", clocks.quiet_plies, clocks.fullmove)
}

/// `f2-f5`, `f2-f5x(f6,e5)`, `f2-f5x(f6)-h5x(h6)`.
pub fn notation(game: &Tafl, pos: &TaflPos, mv: TaflMove) -> String {
    let grid = game.grid();
    let name = |c: CellId| if usize::from(c) < grid.len() { grid.name(c) } else { "?".into() };
    let mut out = name(mv.from());
    let mut board = pos.board;
    game.walk(&mut board, mv, |seg| {
        out.push('-');
        out.push_str(&name(seg.to));
        if !seg.taken.is_empty() {
            let list: Vec<String> = seg.taken.iter().map(|&c| name(c)).collect();
            out.push_str(&format!("x({})", list.join(",")));
        }
    });
    out
}
