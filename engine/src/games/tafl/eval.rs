//! The evaluation of Tyr and Odin Tafl for the search (weights: docs/ai.md).

use crate::ai::{Evaluate, Param};
use crate::game::Game;

use super::{kind, side, Tafl, TaflMove, TaflPos, COMMANDER, DEFENDERS, EMPTY, KING, MAN, VMAN};

static PARAMS: [Param; 5] = [
    Param { name: "attacker", value: 100 },
    Param { name: "defender", value: 150 },
    Param { name: "commander", value: 250 },
    Param { name: "vman", value: 120 },
    Param { name: "king-edge", value: 20 },
];

fn value(p: u8, w: &[i32]) -> i32 {
    match kind(p) {
        MAN if side(p) == DEFENDERS => w[1],
        MAN => w[0],
        COMMANDER => w[2],
        VMAN => w[3],
        _ => 0,
    }
}

/// Material (and the king's nearness to the edge) for the defenders.
fn for_defenders(t: &Tafl, pos: &TaflPos, w: &[i32]) -> i32 {
    let grid = t.grid();
    let n = i32::from(grid.files);
    let mut s = 0;
    for (c, &p) in pos.board.iter().enumerate().take(grid.coords.len()) {
        if p == EMPTY {
            continue;
        }
        if kind(p) == KING {
            let (f, r) = grid.coords[c];
            let (f, r) = (i32::from(f), i32::from(r));
            let to_edge = f.min(r).min(n - 1 - f).min(n - 1 - r);
            s += w[4] * (n / 2 - to_edge);
            continue;
        }
        let v = value(p, w);
        s += if side(p) == DEFENDERS { v } else { -v };
    }
    s
}

impl Evaluate for Tafl {
    fn params(&self) -> &'static [Param] {
        &PARAMS
    }
    fn evaluate(&self, pos: &TaflPos, w: &[i32]) -> i32 {
        let s = for_defenders(self, pos, w);
        if pos.side == DEFENDERS {
            s
        } else {
            -s
        }
    }
    fn gain(&self, pos: &TaflPos, mv: TaflMove, w: &[i32]) -> i32 {
        let after = self.make(pos, mv);
        let me = pos.side;
        let theirs = |q: &TaflPos| -> i32 {
            q.board.iter().filter(|&&p| p != EMPTY && side(p) != me && kind(p) != KING).map(|&p| value(p, w)).sum()
        };
        (theirs(pos) - theirs(&after)).max(0)
    }
}
