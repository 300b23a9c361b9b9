//! The evaluation of Odin's Rune Chess for the search (weights: docs/ai.md).

use crate::ai::{Evaluate, Param};
use crate::chess::eval::{material_and_place, value_at, CENTRE, KINDS, PAWN_RANK};

use super::{OdinsRune, RuneMove, RunePos, NONE};

static PARAMS: [Param; KINDS + 2] = [
    Param { name: "none", value: 0 },
    Param { name: "king", value: 400 },
    Param { name: "queen", value: 0 },
    Param { name: "rook", value: 500 },
    Param { name: "bishop", value: 300 },
    Param { name: "knight", value: 0 },
    Param { name: "pawn", value: 100 },
    Param { name: "elk", value: 0 },
    Param { name: "valkyrie", value: 900 },
    Param { name: "ox", value: 350 },
    Param { name: "centre", value: 5 },
    Param { name: "pawn-rank", value: 4 },
];

const _: () = assert!(CENTRE == KINDS && PAWN_RANK == KINDS + 1);

impl Evaluate for OdinsRune {
    fn params(&self) -> &'static [Param] {
        &PARAMS
    }
    fn evaluate(&self, pos: &RunePos, w: &[i32]) -> i32 {
        material_and_place(self.grid(), pos.board(), pos.side(), w)
    }
    fn gain(&self, pos: &RunePos, mv: RuneMove, w: &[i32]) -> i32 {
        let board = pos.board();
        let me = pos.side();
        let enemy = |c: u8| board.get(usize::from(c)).is_some_and(|&p| p != 0 && crate::chess::color(p) != me);
        let mut g = if enemy(mv.to) { value_at(board, usize::from(mv.to), w) } else { 0 };
        if mv.extra != NONE && enemy(mv.extra) {
            g += value_at(board, usize::from(mv.extra), w);
        }
        g
    }
}
