//! Static exchange evaluation for the orthodox family: what a capture wins once every man that
//! attacks its landing cell has taken there in turn, the least valuable first, each side free to
//! stop when going on would lose. Pins and checks are not looked at (as in every engine's SEE): it
//! orders captures and prunes the losing ones in the search, it does not decide a move's legality.

use super::orthodox::{BoardPos, Orthodox};
use super::tables::{bit, CellSet, NONE};
use super::{kind, piece, CMove, BISHOP, EMPTY, EN_PASSANT, KING, KNIGHT, PAWN, QUEEN, ROOK};

/// A king's value in the exchange: more than anything it could take, so that a king "taking" into
/// a defended cell always loses.
const KING_VALUE: i32 = 100_000;

/// Longest exchange followed (32 men on a board: more can never take on one cell).
const MAX_SWAPS: usize = 32;

impl<const N: usize> Orthodox<N> {
    /// The value of a man of kind `k` in the exchange, by the evaluation's weights `w`.
    fn exchange_value(k: u8, w: &[i32]) -> i32 {
        if k == KING {
            KING_VALUE
        } else {
            w.get(usize::from(k)).copied().unwrap_or(0)
        }
    }

    /// The least valuable man of colour `by` attacking `sq` when `occupied` are the occupied cells
    /// (men taken off the set no longer attack, and the sliders behind them do): its cell and kind.
    fn least_attacker(&self, pos: &BoardPos<N>, sq: u8, by: u8, occupied: u64, w: &[i32]) -> Option<(u8, u8)> {
        let rules = self.rules();
        let t = &rules.tables;
        let s = usize::from(sq);
        let theirs = pos.occ[usize::from(by)] & occupied;
        let mut best: Option<(u8, u8, i32)> = None;
        let mut offer = |c: u8, k: u8| {
            let v = Self::exchange_value(k, w);
            if best.is_none_or(|(_, _, b)| v < b) {
                best = Some((c, k, v));
            }
        };
        let pawn = piece(by, PAWN);
        for &c in &t.capture_cells[usize::from(by ^ 1)][s] {
            if c != NONE && theirs & bit(c) != 0 && pos.board[usize::from(c)] == pawn {
                offer(c, PAWN);
            }
        }
        let mut leapers = t.knight[s] & theirs;
        while leapers != 0 {
            let c = leapers.lowest();
            leapers ^= bit(c);
            let k = kind(pos.board[usize::from(c)]);
            if k == KNIGHT || (k == BISHOP && rules.bishop_leaps) {
                offer(c, k);
            }
        }
        for dir in 0..8 {
            let blockers = t.ray[s][dir] & occupied;
            if blockers != 0 {
                let c = t.first(dir, blockers);
                if theirs & bit(c) != 0 {
                    let k = kind(pos.board[usize::from(c)]);
                    let slides = if dir < 4 { k == ROOK || k == QUEEN } else { k == BISHOP || k == QUEEN };
                    if slides {
                        offer(c, k);
                    }
                }
            }
        }
        let king = pos.kings[usize::from(by)];
        if king != NONE && theirs & bit(king) != 0 && t.king[s] & bit(king) != 0 {
            offer(king, KING);
        }
        best.map(|(c, k, _)| (c, k))
    }

    /// What the capture `mv` wins by static exchange, with the weights `w` (the man it takes, less
    /// what the other side then wins back on the cell, and so on); for a man taken by one worth no
    /// more, only a bound that is not negative (the man taken less the taker). `None` for a move that takes
    /// nothing, and for en passant and promotions (left to the search: rare, and their gain is
    /// more than the man on the cell).
    pub(crate) fn see(&self, pos: &BoardPos<N>, mv: CMove, w: &[i32]) -> Option<i32> {
        let victim = pos.board[usize::from(mv.to)];
        if victim == EMPTY || mv.flags & EN_PASSANT != 0 || mv.promo != 0 {
            return None;
        }
        let taken = Self::exchange_value(kind(victim), w);
        // The man now standing on the cell, who the next capture takes.
        let mut on_cell = Self::exchange_value(kind(pos.board[usize::from(mv.from)]), w);
        if taken >= on_cell {
            // Taking a man worth as much or more cannot lose: at worst the taker is taken back.
            // The search needs no more than that (a bound, not the exchange's whole value).
            return Some(taken - on_cell);
        }
        let mut gains = [0i32; MAX_SWAPS];
        gains[0] = taken;
        let mut occupied = (pos.occ[0] | pos.occ[1]) & !bit(mv.from);
        let mut by = pos.side ^ 1;
        let mut d = 0;
        while d + 1 < MAX_SWAPS {
            let Some((c, k)) = self.least_attacker(pos, mv.to, by, occupied, w) else {
                break;
            };
            d += 1;
            gains[d] = on_cell - gains[d - 1];
            // Neither side goes on with an exchange that loses whatever it does next.
            if gains[d].max(-gains[d - 1]) < 0 {
                break;
            }
            on_cell = Self::exchange_value(k, w);
            occupied &= !bit(c);
            by ^= 1;
        }
        while d > 0 {
            gains[d - 1] = -((-gains[d - 1]).max(gains[d]));
            d -= 1;
        }
        Some(gains[0])
    }
}

#[cfg(test)]
mod tests {
    use crate::eval::Evaluate;
    use crate::game::Game;
    use crate::games::chess;

    /// The static exchange of the move written `from`–`to` in the chess position `fen`.
    fn see(fen: &str, from: &str, to: &str) -> Option<i32> {
        let game = chess::game();
        let (pos, _) = game.parse_position(fen).expect("a legal position");
        let mut moves = Vec::new();
        game.legal_moves(&pos, &mut moves);
        let cell = |name: &str| usize::from(game.geometry().cell_by_name(name).expect("a cell"));
        let mv = moves
            .into_iter()
            .find(|m| usize::from(m.from) == cell(from) && usize::from(m.to) == cell(to))
            .expect("the move is legal");
        let w: Vec<i32> = game.params().iter().map(|p| p.value).collect();
        game.exchange(&pos, mv, &w)
    }

    #[test]
    fn a_free_man_is_won_whole() {
        // The rook on e5 takes an undefended pawn.
        assert_eq!(see("4k3/8/8/4p3/8/8/8/4RK2 w - - 0 1", "e1", "e5"), Some(100));
    }

    #[test]
    fn a_defended_pawn_costs_the_queen() {
        // Queen takes a pawn a pawn defends: +100 − 900.
        assert_eq!(see("4k3/8/3p4/4p3/8/8/8/4QK2 w - - 0 1", "e1", "e5"), Some(-800));
    }

    #[test]
    fn the_side_that_would_lose_stops() {
        // Pawn takes a knight defended by a pawn: +300, then the pawn is taken back (−100): 200.
        assert_eq!(see("4k3/8/3p4/4n3/3P4/8/8/4K3 w - - 0 1", "d4", "e5"), Some(200));
        // A rook takes a knight defended by a pawn: 300 − 500.
        assert_eq!(see("4k3/8/3p4/4n3/8/8/8/4RK2 w - - 0 1", "e1", "e5"), Some(-200));
    }

    #[test]
    fn sliders_behind_count_when_the_front_man_has_taken() {
        // Rooks doubled on the e-file against a pawn defended by one rook: R×p, r×R, R×r: +100.
        assert_eq!(see("4r1k1/8/8/4p3/8/8/4R3/4R1K1 w - - 0 1", "e2", "e5"), Some(100));
        // Without the second rook the first one is lost for the pawn.
        assert_eq!(see("4r1k1/8/8/4p3/8/8/4R3/6K1 w - - 0 1", "e2", "e5"), Some(-400));
    }

    #[test]
    fn a_king_takes_back_only_a_man_left_undefended() {
        // Q×p, the king takes the queen: +100 − 900.
        assert_eq!(see("8/8/4k3/4p3/8/8/8/4QK2 w - - 0 1", "e1", "e5"), Some(-800));
        // R×p with a second rook behind: the king may not take back (it would be taken): +100.
        assert_eq!(see("8/8/4k3/4p3/8/8/4R3/4RK2 w - - 0 1", "e2", "e5"), Some(100));
    }

    #[test]
    fn quiet_moves_have_no_exchange() {
        assert_eq!(see("k7/8/8/8/8/8/8/4RK2 w - - 0 1", "e1", "e5"), None);
    }
}
