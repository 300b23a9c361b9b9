//! The evaluation of Odin's Rune Chess for the search (weights and how they were found:
//! `docs/ai/odins-rune-orphic.md`).
//!
//! Written from the rules: a player wins by taking both enemy kings, there is no check, and a king
//! moves only as a friendly man beside it would. So, for each side:
//! - material, with values fitted to the game (the Valkyrie a queen that can also carry a friend,
//!   the Forest Ox a knight that also removes a man beside where it lands);
//! - per king, its value, and a bonus when a friend stands beside it (without one it cannot move)
//!   and per kind of friend beside it (each gives it more moves);
//! - a side down to its last king pays for it: losing that one loses the game;
//! - a king of the side to move that the enemy could take or remove next turn costs a share of its
//!   value (the side to move may still save it: the search sees the rest); an enemy king the side to
//!   move attacks is worth a bonus (quiescence tries the capture too, so the bonus is small);
//! - men nearer the centre, pawns further up (pawns never promote: only for space).

use crate::chess::eval::KINDS;
use crate::chess::tables::{each, CellSet, Tables};
use crate::chess::{bit, color, forward, kind, BISHOP, EMPTY, KING, OX, PAWN, ROOK, VALKYRIE};
use crate::eval::{Evaluate, Param};

use super::{OdinsRune, RuneMove, RunePos, Set, CELLS, NONE};

const CENTRE: usize = KINDS;
const PAWN_RANK: usize = KINDS + 1;
const LONE_KING: usize = KINDS + 2;
const ADVISED: usize = KINDS + 3;
const ADVISER_KIND: usize = KINDS + 4;
const KING_ATTACKED: usize = KINDS + 5;
const KING_THREAT: usize = KINDS + 6;

static PARAMS: [Param; KINDS + 7] = [
    Param { name: "none", value: 0 },
    Param { name: "king", value: 500 },
    Param { name: "queen", value: 0 },
    Param { name: "rook", value: 517 },
    Param { name: "bishop", value: 254 },
    Param { name: "knight", value: 0 },
    Param { name: "pawn", value: 100 },
    Param { name: "elk", value: 0 },
    Param { name: "valkyrie", value: 1000 },
    Param { name: "ox", value: 550 },
    Param { name: "centre", value: 5 },
    Param { name: "pawn-rank", value: 2 },
    Param { name: "lone-king", value: 100 },
    Param { name: "king-advised", value: 60 },
    Param { name: "king-adviser-kind", value: 15 },
    Param { name: "king-attacked", value: 250 },
    Param { name: "king-threat", value: 161 },
];

/// What a move that takes the opponent's last king is worth (beyond any material).
const LAST_KING: i32 = 100_000;

/// Steps nearer the centre of the 10 × 10 board, per cell (0 in a corner, 8 in the middle four).
const CENTRALITY: [i32; CELLS] = {
    let mut t = [0; CELLS];
    let mut c = 0;
    while c < CELLS {
        let (f, r) = ((c % 10) as i32, (c / 10) as i32);
        let off = (2 * f - 9).abs() + (2 * r - 9).abs();
        t[c] = (18 - off) / 2;
        c += 1;
    }
    t
};

impl Evaluate for OdinsRune {
    fn params(&self) -> &'static [Param] {
        &PARAMS
    }

    fn evaluate(&self, pos: &RunePos, w: &[i32]) -> i32 {
        let t = self.tables;
        let me = pos.side();
        // Material and placement per side, and where the kings stand.
        let mut side_score = [0i32; 2];
        for (s, score) in side_score.iter_mut().enumerate() {
            let side = s as u8;
            each(pos.men[s] & !pos.kings, |c| {
                let k = kind(pos.board[usize::from(c)]);
                let c = usize::from(c);
                *score += if k == PAWN {
                    let r = (c / 10) as i32;
                    w[usize::from(PAWN)] + w[PAWN_RANK] * if forward(side) > 0 { r } else { 9 - r }
                } else {
                    w[usize::from(k)] + w[CENTRE] * CENTRALITY[c]
                };
            });
            let kings = pos.men[s] & pos.kings;
            each(kings, |k| {
                let advisers = advisers(t, pos, k, side);
                *score += w[usize::from(KING)];
                if advisers != 0 {
                    *score += w[ADVISED] + w[ADVISER_KIND] * advisers.count_ones() as i32;
                }
                if attacked(t, pos, k, side ^ 1) {
                    *score -= if side == me { w[KING_ATTACKED] } else { w[KING_THREAT] };
                }
            });
            if kings != 0 && kings.without_lowest() == 0 {
                *score -= w[LONE_KING];
            }
        }
        let me = usize::from(me & 1);
        side_score[me] - side_score[me ^ 1]
    }

    /// No: a king that could be taken next turn is the game's threat, and after an Ox's leap or a
    /// slider's move beside the kings it is so common that extending it multiplies the nodes of a
    /// search (depth 3 of the start took 166,382 nodes with it, 3,420 without).
    fn extends_threats(&self) -> bool {
        false
    }

    /// The men the move takes on its target and removes beside it (an Ox's, or a king's moving as
    /// one: both can be kings); a king is worth its value and the lone-king penalty it inflicts,
    /// and taking the last king(s) wins outright. A Valkyrie's carry takes nothing.
    fn gain(&self, pos: &RunePos, mv: RuneMove, w: &[i32]) -> i32 {
        let board = pos.board();
        let me = pos.side();
        let mut g = 0;
        let mut kings = 0;
        let mut take = |c: u8| {
            if let Some(&p) = board.get(usize::from(c)) {
                if p != EMPTY && color(p) != me {
                    if kind(p) == KING {
                        kings += 1;
                        g += w[usize::from(KING)] + w[LONE_KING];
                    } else {
                        g += w[usize::from(kind(p))];
                    }
                }
            }
        };
        take(mv.to);
        if mv.extra != NONE {
            take(mv.extra);
        }
        if kings > 0 && kings >= pos.kings(me ^ 1) {
            g += LAST_KING;
        }
        g
    }
}

/// The kinds of `side`'s non-king men beside `cell` (a king there moves as any of them).
#[inline]
fn advisers(t: &Tables<Set>, pos: &RunePos, cell: u8, side: u8) -> u16 {
    let mut kinds = 0;
    each(t.king[usize::from(cell)] & pos.men[usize::from(side)] & !pos.kings, |n| {
        kinds |= bit(kind(pos.board[usize::from(n)]))
    });
    kinds
}

/// What a man of `side` on `cell` moves as: its own kind, or a king's advisers.
#[inline]
fn moves_as(t: &Tables<Set>, pos: &RunePos, cell: u8, side: u8) -> u16 {
    let p = pos.board[usize::from(cell)];
    if kind(p) == KING {
        advisers(t, pos, cell, side)
    } else {
        bit(kind(p))
    }
}

/// Could `by` take or remove the man on `sq` next turn? Sliders and pawns (a king moving as one
/// beside it included), a pawn's two-square capture, and Oxen (kings beside one included) leaping
/// onto `sq` or onto a square beside it that their own side does not hold.
pub(super) fn attacked(t: &Tables<Set>, pos: &RunePos, sq: u8, by: u8) -> bool {
    let s = usize::from(sq);
    let them = pos.men[usize::from(by)];
    let occupied = them | pos.men[usize::from(by ^ 1)];
    for dir in 0..8 {
        let blockers = t.ray[s][dir] & occupied;
        if blockers == 0 {
            continue;
        }
        let c = t.first(dir, blockers);
        if them & Set::of(c) != 0 {
            let diagonal = dir >= 4;
            let kinds = moves_as(t, pos, c, by);
            let line = bit(VALKYRIE) | if diagonal { bit(BISHOP) } else { bit(ROOK) };
            let beside = t.king[s] & Set::of(c) != 0;
            if kinds & line != 0 || (beside && diagonal && kinds & bit(PAWN) != 0) {
                return true;
            }
        }
    }
    // A pawn's two-square move (or a king's moving as one), from two cells behind `sq` (ahead
    // for the other colour), when one of its forward diagonals is open.
    let behind = &t.ahead[usize::from(by ^ 1)];
    if let Some(&from) = behind.get(usize::from(behind[s])) {
        if from != NONE
            && them & Set::of(from) != 0
            && moves_as(t, pos, from, by) & bit(PAWN) != 0
            && t.capture[usize::from(by)][usize::from(from)] & !occupied != 0
        {
            return true;
        }
    }
    let lands = |to: u8| {
        let mut leapers = t.knight[usize::from(to)] & them;
        while leapers != 0 {
            let o = leapers.lowest();
            leapers = leapers.without_lowest();
            if moves_as(t, pos, o, by) & bit(OX) != 0 {
                return true;
            }
        }
        false
    };
    if lands(sq) {
        return true;
    }
    let mut beside = t.king[s] & !them;
    while beside != 0 {
        if lands(beside.lowest()) {
            return true;
        }
        beside = beside.without_lowest();
    }
    false
}

#[cfg(test)]
mod tests {
    use super::attacked;
    use crate::chess::tables::each;
    use crate::game::{legal_vec, Game};
    use crate::games::odins_rune::{game, RunePos};
    use crate::rng::Rng;

    /// The cells of men `by` could take or remove next turn, by its generated turns.
    fn taken_by(pos: &RunePos, by: u8) -> Vec<u8> {
        let g = game();
        let them = g.with_mover(pos, usize::from(by)).expect("a side");
        let mut cells = Vec::new();
        for m in legal_vec(&g, &them) {
            if them.takes_on_target(m) {
                cells.push(m.to);
            }
            if them.removes(m) {
                cells.push(m.extra);
            }
        }
        cells
    }

    fn agrees(pos: &RunePos, what: &str) {
        let g = game();
        assert_eq!(g.threat(pos), !g.kings_attacked(pos, pos.side()).is_empty(), "{what}: the threat");
        for by in [0, 1] {
            let taken = taken_by(pos, by);
            each(pos.men[usize::from(by ^ 1)], |sq| {
                assert_eq!(attacked(game().tables, pos, sq, by), taken.contains(&sq), "{what}: cell {sq}, by {by}");
            });
        }
    }

    #[test]
    fn the_attack_test_agrees_with_the_generated_turns() {
        let g = game();
        for seed in 0..40 {
            let mut rng = Rng::new(seed);
            let mut pos = g.start();
            for _ in 0..150 {
                let legal = legal_vec(&g, &pos);
                if legal.is_empty() {
                    break; // a side has lost its kings: no one moves any more
                }
                agrees(&pos, &g.position_text(&pos, crate::game::Clocks::START));
                pos = g.make(&pos, legal[rng.below(legal.len())]);
            }
        }
        // A king beside its pawn moves as the pawn: two squares ahead onto the enemy king on e5.
        let (pos, _) = g.parse_position("k9/10/10/10/10/4k5/10/3PK5/10/9K w 0 1").expect("a position");
        assert!(attacked(g.tables, &pos, 44, 0), "the black king on e5");
        agrees(&pos, "king as a pawn");
    }
}
