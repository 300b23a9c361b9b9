//! Custodian capture: the man that has just moved takes every enemy man it sandwiches against a man
//! of its own side, in its row and its column. Kings, commanders and V-men can be either side of a
//! sandwich; the edge never helps; the square the mover left is empty by then.

use crate::geometry::CellId;

use super::{kind, side, Tafl, CELLS, EMPTY, VMAN};

/// The men one segment takes: at most four cells (three in practice: the mover came from one side).
#[derive(Clone, Copy, Debug, Default)]
pub struct Taken {
    cells: [CellId; 4],
    len: u8,
}

impl Taken {
    pub fn as_slice(&self) -> &[CellId] {
        &self.cells[..usize::from(self.len)]
    }

    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    fn push(&mut self, cell: CellId) {
        if let Some(slot) = self.cells.get_mut(usize::from(self.len)) {
            *slot = cell;
            self.len += 1;
        }
    }
}

impl Tafl {
    /// The men taken when a man of side `me` moves from `from` to `to` on `board` (which may still
    /// show the mover on `from`: that square counts as empty).
    #[inline]
    pub(super) fn sandwiched(&self, board: &[u8; CELLS], from: CellId, to: CellId, me: u8) -> Taken {
        // Cells are `rank * size + file`: the neighbours are found by arithmetic, not by rays (this
        // runs for every square every man could move to, at every node of the search).
        let n = self.size();
        let (from, t) = (usize::from(from), usize::from(to));
        let (f, r) = (t % n, t / n);
        let mut taken = Taken::default();
        let mut check = |victim: usize, anvil: usize| {
            let v = board[victim];
            let a = board[anvil];
            if v != EMPTY && side(v) != me && a != EMPTY && side(a) == me && anvil != from {
                taken.push(victim as CellId);
            }
        };
        // In the rays' order: up, right, down, left.
        if r + 2 < n {
            check(t + n, t + 2 * n);
        }
        if f + 2 < n {
            check(t + 1, t + 2);
        }
        if r >= 2 {
            check(t - n, t - 2 * n);
        }
        if f >= 2 {
            check(t - 1, t - 2);
        }
        taken
    }

    /// Carry out the captures: men are removed, V-men change side.
    #[inline]
    pub(super) fn take(board: &mut [u8; CELLS], taken: &Taken) {
        for &c in taken.as_slice() {
            let p = &mut board[usize::from(c)];
            *p = if kind(*p) == VMAN { *p ^ (1 << 3) } else { EMPTY };
        }
    }
}
