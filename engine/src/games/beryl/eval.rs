//! The evaluations of spIndecision Beryl and Beryl Chess for the search (weights: docs/ai.md).

use crate::ai::{Evaluate, Param};
use crate::chess::{kind, BISHOP, KING, KNIGHT, PAWN, ROOK};

use super::beryl_chess::BerylChess;
use super::spindecision::SpIndecision;
use super::{army, KiteMove, KitePos, SCHRODINGER};

static PARAMS: [Param; 5] = [
    Param { name: "rook", value: 500 },
    Param { name: "bishop", value: 300 },
    Param { name: "knight", value: 300 },
    Param { name: "pawn", value: 100 },
    Param { name: "undecided", value: 400 },
];

fn value(p: u8, w: &[i32]) -> i32 {
    match kind(p) {
        ROOK => w[0],
        BISHOP => w[1],
        KNIGHT => w[2],
        PAWN => w[3],
        SCHRODINGER => w[4],
        KING => 0,
        _ => 0,
    }
}

fn taken(pos: &KitePos, mv: KiteMove, w: &[i32]) -> i32 {
    match pos.board.get(usize::from(mv.to)) {
        Some(&p) if p != 0 => value(p, w).max(1),
        _ => 0,
    }
}

impl Evaluate for BerylChess {
    fn params(&self) -> &'static [Param] {
        &PARAMS
    }
    fn evaluate(&self, pos: &KitePos, w: &[i32]) -> i32 {
        pos.board
            .iter()
            .filter(|&&p| p != 0)
            .map(|&p| if army(p) == pos.side { value(p, w) } else { -value(p, w) })
            .sum()
    }
    fn gain(&self, pos: &KitePos, mv: KiteMove, w: &[i32]) -> i32 {
        taken(pos, mv, w)
    }
}

impl Evaluate for SpIndecision {
    fn params(&self) -> &'static [Param] {
        &PARAMS
    }
    fn evaluate(&self, _pos: &KitePos, _w: &[i32]) -> i32 {
        0
    }
    fn gain(&self, pos: &KitePos, mv: KiteMove, w: &[i32]) -> i32 {
        taken(pos, mv, w)
    }
}
