//! How to show a piece named only by its letter (a promotion or reserve choice): its picture and
//! name. Presentation only — which letters are on offer is always the engine's answer.

use runeboard_engine::PieceView;

/// A piece as a button shows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Face {
    pub letter: char,
    /// Picture stem under `pieces/`, when one is known.
    pub image: Option<String>,
    /// Name for people, e.g. "Queen".
    pub name: String,
}

/// Names of the usual chess letters, used when no man of that kind stands on the board.
const KNOWN: &[(char, &str)] =
    &[('K', "king"), ('Q', "queen"), ('R', "rook"), ('B', "bishop"), ('N', "knight"), ('P', "pawn"), ('E', "elk")];

/// The face of piece `letter` for the army of `mover` (the man making the turn).
pub fn face(letter: char, mover: Option<&PieceView>, pieces: &[PieceView]) -> Face {
    let army = mover.map(|m| m.army);
    let prefix = mover.and_then(|m| m.image.split_once('-')).map(|(p, _)| p);
    let exact = pieces.iter().find(|p| p.kind == letter && Some(p.army) == army);
    if let Some(p) = exact {
        return Face { letter, image: Some(p.image.clone()), name: kind_name(&p.name) };
    }
    let kind = pieces
        .iter()
        .find(|p| p.kind == letter)
        .and_then(|p| p.image.split_once('-').map(|(_, k)| k.to_string()))
        .or_else(|| KNOWN.iter().find(|(l, _)| *l == letter).map(|(_, k)| (*k).to_string()));
    match kind {
        Some(kind) => Face {
            letter,
            image: prefix.map(|p| format!("{p}-{kind}")),
            name: crate::state::capitalise(&kind.replace('-', " ")),
        },
        None => Face { letter, image: None, name: letter.to_string() },
    }
}

/// "white knight" → "Knight".
fn kind_name(name: &str) -> String {
    let kind = name.split_once(' ').map_or(name, |(_, k)| k);
    crate::state::capitalise(kind)
}
