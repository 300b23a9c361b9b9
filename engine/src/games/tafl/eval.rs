//! The evaluation of Tyr and Odin Tafl for the search (weights and how they were found:
//! `docs/ai/tafl.md`).
//!
//! The game is a race between the king, who wins on *any* edge square, and the attackers, who
//! win by sandwiching him like any man. So beside material (by kind; a V-man is worth twice its
//! value to take, since it changes side) the evaluation looks at the king: his open lines to the
//! edge (one is a threat the attackers must answer, two are a fork, and with the defenders to move
//! one is an escape), the squares from which he would have an open line next turn, his room,
//! his nearness to the edge, the attackers beside him, and whether an attacker can close a
//! sandwich on him next move. Everything is one pass over the board plus a few rays from the
//! king: no allocation.

use crate::eval::{Evaluate, Param};
use crate::geometry::CellId;

use super::{
    kind, piece, side, Tafl, TaflMove, TaflPos, ATTACKERS, COMMANDER, DEFENDERS, EMPTY, KING, MAN, THE_KING, VMAN,
};

static PARAMS: [Param; 10] = [
    Param { name: "attacker", value: 100 },
    Param { name: "defender", value: 120 },
    Param { name: "commander", value: 250 },
    Param { name: "vman", value: 120 },
    Param { name: "king-edge", value: 10 },
    Param { name: "open-line", value: 150 },
    Param { name: "escape-route", value: 60 },
    Param { name: "king-room", value: 4 },
    Param { name: "king-beside", value: 30 },
    Param { name: "king-threat", value: 50 },
];

const ATTACKER: usize = 0;
const DEFENDER: usize = 1;
const COMMANDERS: usize = 2;
const VMEN: usize = 3;
const KING_EDGE: usize = 4;
const OPEN_LINE: usize = 5;
const ESCAPE_ROUTE: usize = 6;
const KING_ROOM: usize = 7;
const KING_BESIDE: usize = 8;
const KING_THREAT: usize = 9;

/// Taking the king or reaching the edge ends the game: worth more than any material.
const DECISIVE: i32 = 5_000;
/// The defenders to move with an open line: they escape now.
const ESCAPE_NOW: i32 = 4_000;
/// The attackers to move against two open lines: one move blocks one line only.
const FORK: i32 = 2_500;
/// Escape routes counted at most (so that a roaming king is not worth a whole army).
const MAX_ROUTES: i32 = 6;

/// The value of a man (not the king) for its side.
#[inline]
fn value(p: u8, w: &[i32]) -> i32 {
    match kind(p) {
        MAN if side(p) == DEFENDERS => w[DEFENDER],
        MAN => w[ATTACKER],
        COMMANDER => w[COMMANDERS],
        VMAN => w[VMEN],
        _ => 0,
    }
}

/// What taking (or turning) `p` is worth to the taker.
#[inline]
fn taken_value(p: u8, w: &[i32]) -> i32 {
    match kind(p) {
        KING => DECISIVE,
        // A V-man is not lost but changes side: the swing is twice its value.
        VMAN => 2 * w[VMEN],
        _ => value(p, w),
    }
}

#[inline]
fn is_attacker(p: u8) -> bool {
    p != EMPTY && side(p) == ATTACKERS
}

impl Tafl {
    /// Is the line from `cell` in direction `dir` empty up to the edge (and not empty itself)?
    #[inline]
    fn open(&self, board: &[u8], cell: CellId, dir: usize) -> bool {
        let ray = self.grid().ray(cell, dir);
        !ray.is_empty() && ray.iter().all(|&c| board[usize::from(c)] == EMPTY)
    }

    /// Does the king stand off the edge with an open line to it (he escapes next turn unless it is
    /// closed)?
    pub(super) fn king_open_line(&self, pos: &TaflPos) -> bool {
        self.king(pos).is_some_and(|k| !self.on_edge(k) && (0..4).any(|d| self.open(&pos.board, k, d)))
    }

    /// Can an attacker move onto the empty `cell` in one rook move, coming from any direction but
    /// `not_from` (where the king stands)?
    #[inline]
    fn attacker_reaches(&self, board: &[u8], cell: CellId, not_from: usize) -> bool {
        (0..4).filter(|&d| d != not_from).any(|d| {
            let first = self.grid().ray(cell, d).iter().map(|&c| board[usize::from(c)]).find(|&p| p != EMPTY);
            first.is_some_and(is_attacker)
        })
    }

    /// The king's terms, for the defenders.
    fn king_terms(&self, pos: &TaflPos, k: CellId, w: &[i32]) -> i32 {
        let b = &pos.board;
        let grid = self.grid();
        let n = grid.files as i32;
        let (f, r) = grid.coords[usize::from(k)];
        let to_edge = i32::from(f).min(i32::from(r)).min(n - 1 - i32::from(f)).min(n - 1 - i32::from(r));
        let mut s = w[KING_EDGE] * (n / 2 - to_edge);

        let mut open = 0;
        let mut room = 0;
        let mut routes = 0;
        let mut beside = 0;
        let mut threat = false;
        for dir in 0..4 {
            let ray = grid.ray(k, dir);
            let mut blocked = false;
            for &c in ray {
                if b[usize::from(c)] != EMPTY {
                    blocked = true;
                    break;
                }
                room += 1;
                // From here, would a line to the edge be open across the way he came?
                if !self.on_edge(c) {
                    let (a, z) = ((dir + 1) % 4, (dir + 3) % 4);
                    routes += i32::from(self.open(b, c, a)) + i32::from(self.open(b, c, z));
                }
            }
            if !blocked && !ray.is_empty() {
                open += 1;
            }
            // A sandwich on this axis: an attacker on one side, the other side empty and in reach.
            if let (Some(&near), Some(&far)) = (ray.first(), grid.ray(k, (dir + 2) % 4).first()) {
                let p = b[usize::from(near)];
                if is_attacker(p) {
                    beside += 1;
                    // From `far`, the king lies in direction `dir`.
                    if b[usize::from(far)] == EMPTY && self.attacker_reaches(b, far, dir) {
                        threat = true;
                    }
                }
            }
        }
        s += w[KING_ROOM] * room + w[ESCAPE_ROUTE] * routes.min(MAX_ROUTES) - w[KING_BESIDE] * beside;
        if pos.side == DEFENDERS {
            if open > 0 {
                s += ESCAPE_NOW;
            } else if threat {
                s -= w[KING_THREAT];
            }
        } else if open >= 2 {
            s += FORK;
        } else if open == 1 {
            s += w[OPEN_LINE];
        }
        s
    }

    /// The whole evaluation, for the defenders.
    fn for_defenders(&self, pos: &TaflPos, w: &[i32]) -> i32 {
        // Over the men's sets rather than every cell (the sum does not depend on the order).
        let mut s = 0;
        let mut king = None;
        for c in pos.men(DEFENDERS).cells() {
            let p = pos.board[c];
            if p == THE_KING {
                king = CellId::try_from(c).ok();
            } else {
                s += value(p, w);
            }
        }
        for c in pos.men(ATTACKERS).cells() {
            s -= value(pos.board[c], w);
        }
        match king {
            Some(k) => s + self.king_terms(pos, k, w),
            None => s - DECISIVE,
        }
    }
}

impl Evaluate for Tafl {
    fn params(&self) -> &'static [Param] {
        &PARAMS
    }

    fn evaluate(&self, pos: &TaflPos, w: &[i32]) -> i32 {
        let s = self.for_defenders(pos, w);
        if pos.side == DEFENDERS {
            s
        } else {
            -s
        }
    }

    fn history_key(&self, mv: TaflMove) -> u64 {
        mv.history_key()
    }

    /// The men the turn takes (a V-man counts twice: it changes side), and the king's capture or
    /// escape as decisive; the generator counted them in the move, by kind.
    fn gain(&self, pos: &TaflPos, mv: TaflMove, w: &[i32]) -> i32 {
        let Some(&p) = pos.board.get(usize::from(mv.from())) else { return 0 };
        if p == EMPTY {
            return 0;
        }
        let (men, commanders, vmen, king_taken, escapes) = mv.haul();
        let foe = side(p) ^ 1;
        let mut g = men * taken_value(piece(foe, MAN), w)
            + commanders * taken_value(piece(foe, COMMANDER), w)
            + vmen * taken_value(piece(foe, VMAN), w);
        if king_taken {
            g += taken_value(THE_KING, w);
        }
        if escapes {
            g += DECISIVE;
        }
        g
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Game;

    /// The gain counted at generation is what playing the turn's segments again finds (the old
    /// `gain`), and the history key read from the table is the hash, on every turn of a few
    /// playouts of every game.
    #[test]
    fn the_counted_gain_is_the_played_gain_and_the_history_key_the_hash() {
        let w: Vec<i32> = PARAMS.iter().map(|p| p.value).collect();
        let mut checked = 0;
        let mut taking = 0;
        for game in super::super::all() {
            let mut rng = crate::rng::Rng::new(7);
            for _ in 0..4 {
                let mut pos = game.start();
                let mut moves = Vec::new();
                for _ in 0..120 {
                    moves.clear();
                    game.legal_moves(&pos, &mut moves);
                    if moves.is_empty() {
                        break;
                    }
                    let mut takes = Vec::new();
                    for &mv in &moves {
                        let (mut g, mut victims) = (0, 0);
                        let end = game.victims(&pos, mv, |p| {
                            g += taken_value(p, &w);
                            victims += 1;
                        });
                        if let Some((p, to)) = end {
                            if kind(p) == KING && game.on_edge(to) {
                                g += DECISIVE;
                            }
                        }
                        assert_eq!(game.gain(&pos, mv, &w), g, "{game:?} {mv:?}");
                        assert_eq!(game.history_key(mv), crate::hash::key_of(&mv), "{game:?} {mv:?}");
                        assert_eq!(
                            game.is_plain(&pos, mv),
                            mv.segments() == 1 && victims == 0 && end.is_some(),
                            "{mv:?}"
                        );
                        checked += 1;
                        if g > 0 {
                            taking += 1;
                            takes.push(mv);
                        }
                    }
                    // Captures are played more often than not, so that chains and V-men turn up.
                    let pick = rng.next_u64() as usize;
                    let mv = if !takes.is_empty() && pick % 3 != 0 {
                        takes[pick % takes.len()]
                    } else {
                        moves[pick % moves.len()]
                    };
                    pos = game.make(&pos, mv);
                }
            }
        }
        assert!(checked > 10_000 && taking > 500, "{checked} turns, {taking} taking");
    }
}
