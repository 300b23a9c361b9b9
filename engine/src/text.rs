//! Pieces shared by every game's position text: ranks written run-length style (a number for a
//! run of empty cells, a short text for each man) and the counter fields.
//!
//! The readers here return a [`Fault`], not a game's `PositionError<I>`: one copy of each in a
//! build, whatever the games' reasons (`map_err(Fault::into)` makes it the game's error).

use crate::error::PositionError;

/// One item of a rank: a run of empty cells, or the text of one man.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RowItem<'a> {
    Empty(usize),
    Man(&'a str),
}

/// What a shared reader of position text found wrong: the [`PositionError`] of the same name,
/// whatever the game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Fault {
    RankCount { expected: usize, found: usize },
    RankLength { rank: String, expected: usize, found: usize },
    UnknownPiece(char),
    SideToMove(String),
    BadNumber { field: &'static str, value: String },
    ZeroRun,
    PartialMan(String),
}

impl Fault {
    /// The game's error of the same name (`reader(…).map_err(Fault::into)?`).
    pub fn into<I>(self) -> PositionError<I> {
        match self {
            Fault::RankCount { expected, found } => PositionError::RankCount { expected, found },
            Fault::RankLength { rank, expected, found } => PositionError::RankLength { rank, expected, found },
            Fault::UnknownPiece(c) => PositionError::UnknownPiece(c),
            Fault::SideToMove(s) => PositionError::SideToMove(s),
            Fault::BadNumber { field, value } => PositionError::BadNumber { field, value },
            Fault::ZeroRun => PositionError::ZeroRun,
            Fault::PartialMan(s) => PositionError::PartialMan(s),
        }
    }
}

/// Split a rank into its items. Digits make a run of empty cells (`10` is ten); any other
/// character starts a man, which takes `man_len(that character)` characters (1 in most games,
/// 2 where an army letter comes first).
pub fn split_row(row: &str, man_len: fn(char) -> usize) -> Result<Vec<RowItem<'_>>, Fault> {
    let mut items = Vec::new();
    let mut rest = row;
    while let Some(first) = rest.chars().next() {
        if first.is_ascii_digit() {
            let digits = rest.len() - rest.trim_start_matches(|c: char| c.is_ascii_digit()).len();
            let run: usize = rest[..digits].parse().unwrap_or(usize::MAX);
            if run == 0 {
                return Err(Fault::ZeroRun);
            }
            items.push(RowItem::Empty(run));
            rest = &rest[digits..];
        } else {
            let len: usize = rest.chars().take(man_len(first).max(1)).map(char::len_utf8).sum();
            if rest[..len].chars().count() < man_len(first) {
                return Err(Fault::PartialMan(rest[..len].to_string()));
            }
            items.push(RowItem::Man(&rest[..len]));
            rest = &rest[len..];
        }
    }
    Ok(items)
}

/// Append one rank to `out`: each cell's man as text, or `None` for an empty cell; runs of empty
/// cells become numbers.
pub fn write_row<S: AsRef<str>>(out: &mut String, cells: impl IntoIterator<Item = Option<S>>) {
    let mut empty = 0usize;
    for cell in cells {
        match cell {
            None => empty += 1,
            Some(man) => {
                if empty > 0 {
                    out.push_str(&empty.to_string());
                    empty = 0;
                }
                out.push_str(man.as_ref());
            }
        }
    }
    if empty > 0 {
        out.push_str(&empty.to_string());
    }
}

/// Read a counter field.
pub fn parse_number(field: &'static str, value: &str) -> Result<u32, Fault> {
    value.parse().map_err(|_| Fault::BadNumber { field, value: value.to_string() })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rows_split_and_write_back() {
        let items = split_row("2Kp10wR", |c| if c == 'w' { 2 } else { 1 }).expect("valid");
        assert_eq!(
            items,
            vec![RowItem::Empty(2), RowItem::Man("K"), RowItem::Man("p"), RowItem::Empty(10), RowItem::Man("wR")]
        );
        assert!(split_row("0K", |_| 1).is_err());
        assert!(split_row("Kw", |c| if c == 'w' { 2 } else { 1 }).is_err());
        let mut out = String::new();
        write_row(&mut out, [None, None, Some("K"), Some("p"), None, Some("wR"), None]);
        assert_eq!(out, "2Kp1wR1");
    }
}
