//! The evaluation of Orphic Chess with Elks for the search (weights: docs/ai.md).

use crate::ai::{Evaluate, Param};
use crate::chess::eval::{material_and_place, value_at, KINDS};
use crate::chess::{EN_PASSANT, PAWN};

use super::{OMove, Orphic, OrphicPos, SLOTS, SLOT_KINDS};

static PARAMS: [Param; KINDS + 3] = [
    Param { name: "none", value: 0 },
    Param { name: "king", value: 0 },
    Param { name: "queen", value: 900 },
    Param { name: "rook", value: 0 },
    Param { name: "bishop", value: 320 },
    Param { name: "knight", value: 300 },
    Param { name: "pawn", value: 100 },
    Param { name: "elk", value: 400 },
    Param { name: "valkyrie", value: 0 },
    Param { name: "ox", value: 0 },
    Param { name: "centre", value: 5 },
    Param { name: "pawn-rank", value: 6 },
    Param { name: "reserve-percent", value: 100 },
];
const RESERVE: usize = KINDS + 2;

impl Evaluate for Orphic {
    fn params(&self) -> &'static [Param] {
        &PARAMS
    }
    fn evaluate(&self, pos: &OrphicPos, w: &[i32]) -> i32 {
        let me = pos.side();
        let mut s = material_and_place(self.grid(), pos.board(), me, w);
        for slot in 0..SLOTS {
            let v = w[usize::from(SLOT_KINDS[slot])] * w[RESERVE] / 100;
            s += v * (i32::from(pos.reserve(me, slot)) - i32::from(pos.reserve(me ^ 1, slot)));
        }
        s
    }
    fn gain(&self, pos: &OrphicPos, mv: OMove, w: &[i32]) -> i32 {
        match mv {
            OMove::Board(m) => {
                let mut g = value_at(pos.board(), usize::from(m.to), w);
                if m.flags & EN_PASSANT != 0 {
                    g += w[usize::from(PAWN)];
                }
                if m.promo != 0 {
                    g += w.get(usize::from(m.promo)).copied().unwrap_or(0) - w[usize::from(PAWN)];
                }
                g
            }
            OMove::Drop { .. } => 0,
        }
    }
}
