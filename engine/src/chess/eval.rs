//! The evaluation shared by the chess-like games on square boards: material with the game's own
//! values, men nearer the centre, pawns nearer promotion. Each game supplies its weights (its
//! [`Param`] table); the search calls the evaluation through the game's [`Evaluate`] impl (the
//! orthodox family's adds up [`material_and_place`]'s terms in its own walk over the men).
//!
//! [`Evaluate`]: crate::eval::Evaluate

use crate::eval::Param;
use crate::geometry::SquareGrid;

use super::{color, forward, kind, EMPTY, KING, PAWN};

/// Index into a weight table by piece kind (`KING` … `OX`): the material value of that kind. A
/// game's table starts with one entry per kind 0..=9 (0 and unused kinds: 0), then [`CENTRE`] and
/// [`PAWN_RANK`].
pub const KINDS: usize = 10;
/// Bonus per step nearer the centre, for every man but kings and pawns (hundredths of a pawn).
pub const CENTRE: usize = KINDS;
/// Bonus per rank a pawn has advanced.
pub const PAWN_RANK: usize = KINDS + 1;

/// Score of a board for `side`: (its material and placement) − (the other side's).
pub fn material_and_place(grid: &SquareGrid, board: &[u8], side: u8, w: &[i32]) -> i32 {
    let (cf, cr) = (i32::from(grid.files) - 1, i32::from(grid.ranks) - 1);
    let mut score = 0;
    for (c, &p) in board.iter().enumerate() {
        if p == EMPTY {
            continue;
        }
        let k = kind(p);
        let mut v = w.get(usize::from(k)).copied().unwrap_or(0);
        let (f, r) = grid.coords.get(c).map_or((0, 0), |&(f, r)| (i32::from(f), i32::from(r)));
        if k == PAWN {
            let advanced = if forward(color(p)) > 0 { r } else { cr - r };
            v += w[PAWN_RANK] * advanced;
        } else if k != KING {
            // Twice the distance from the centre, in whole steps (files and ranks added).
            let off = (2 * f - cf).abs() + (2 * r - cr).abs();
            v += w[CENTRE] * (cf + cr - off) / 2;
        }
        score += if color(p) == side { v } else { -v };
    }
    score
}

/// The value of the man on `cell` of `board` (0 when empty).
#[inline]
pub fn value_at(board: &[u8], cell: usize, w: &[i32]) -> i32 {
    match board.get(cell) {
        Some(&p) if p != EMPTY => w.get(usize::from(kind(p))).copied().unwrap_or(0),
        _ => 0,
    }
}

/// Mobility of queens, rooks, bishops and knights: per cell a man attacks that its own side does
/// not hold (four weights, in that order).
pub const MOBILITY: usize = KINDS + 2;
/// Per cell next to (or of) a king that an enemy queen, rook, bishop or knight attacks, scaled by
/// how much of the attacker's army is left (a penalty: king safety).
pub const KING_ATTACK: usize = KINDS + 6;
/// Per own pawn on the three cells in front of the king (and the three beyond), while the enemy
/// has its pieces: the king's shelter.
pub const SHELTER: usize = KINDS + 7;
/// Per step nearer the centre for a king, as the pieces come off (the endgame king).
pub const KING_CENTRE: usize = KINDS + 8;
/// A passed pawn (no enemy pawn ahead on its file or the files beside): per rank advanced.
pub const PASSED: usize = KINDS + 9;
/// A pawn with another of its side behind it on its file.
pub const DOUBLED: usize = KINDS + 10;
/// A pawn with no pawn of its side on the files beside.
pub const ISOLATED: usize = KINDS + 11;
/// Two bishops.
pub const BISHOP_PAIR: usize = KINDS + 12;
/// A rook on a file without a pawn of its side; as much again when the file has no pawn at all.
pub const ROOK_FILE: usize = KINDS + 13;
/// How many weights an orthodox-family table has.
pub const ORTHODOX_PARAMS: usize = KINDS + 14;

/// Piece-square tables: per kind (king, queen, rook, bishop, knight, pawn) and cell, a value
/// for the opening and one for the endgame, blended by the game's phase (all pieces on: the
/// opening's; none: the endgame's), in hundredths of a pawn. Written as White's: a Black man reads
/// the cell with its rank mirrored. Added to the material and place of each man.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Pst {
    pub opening: [[i16; 64]; 6],
    pub endgame: [[i16; 64]; 6],
}

/// How many entries a [`Pst`] has: the opening's then the endgame's, each kind's 64 cells in turn
/// (the order of [`Evaluate::table_features`]'s indices).
///
/// [`Evaluate::table_features`]: crate::eval::Evaluate::table_features
pub const PST_ENTRIES: usize = 2 * 6 * 64;

impl Pst {
    /// The entry at `index` (in [`PST_ENTRIES`]'s order).
    pub fn entry(&self, index: usize) -> i16 {
        let (layer, rest) = (index / 384, index % 384);
        let t = if layer == 0 { &self.opening } else { &self.endgame };
        t[rest / 64][rest % 64]
    }
}

/// Non-pawn material counted for the game's phase: queen 4, rook 2, bishop and knight 1; 24 or
/// more is the opening, 0 the bare endgame.
const PHASE: [i32; KINDS] = [0, 0, 4, 2, 1, 1, 0, 0, 0, 0];
const FULL_PHASE: i32 = 24;

/// The positional weights beyond material, centre and pawn advance (see [`MOBILITY`] …
/// [`ROOK_FILE`]), in that order.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Positional {
    pub mobility: [i32; 4],
    pub king_attack: i32,
    pub shelter: i32,
    pub king_centre: i32,
    pub passed: i32,
    pub doubled: i32,
    pub isolated: i32,
    pub bishop_pair: i32,
    pub rook_file: i32,
}

/// A weight table for kinds K Q R B N P (and the centre and pawn terms, then the positional
/// ones); other kinds are worth 0.
pub const fn orthodox_params(values: [i32; 6], centre: i32, pawn_rank: i32, p: Positional) -> [Param; ORTHODOX_PARAMS] {
    [
        Param { name: "none", value: 0 },
        Param { name: "king", value: values[0] },
        Param { name: "queen", value: values[1] },
        Param { name: "rook", value: values[2] },
        Param { name: "bishop", value: values[3] },
        Param { name: "knight", value: values[4] },
        Param { name: "pawn", value: values[5] },
        Param { name: "elk", value: 0 },
        Param { name: "valkyrie", value: 0 },
        Param { name: "ox", value: 0 },
        Param { name: "centre", value: centre },
        Param { name: "pawn-rank", value: pawn_rank },
        Param { name: "queen-mobility", value: p.mobility[0] },
        Param { name: "rook-mobility", value: p.mobility[1] },
        Param { name: "bishop-mobility", value: p.mobility[2] },
        Param { name: "knight-mobility", value: p.mobility[3] },
        Param { name: "king-attack", value: p.king_attack },
        Param { name: "shelter", value: p.shelter },
        Param { name: "king-centre", value: p.king_centre },
        Param { name: "passed", value: p.passed },
        Param { name: "doubled", value: p.doubled },
        Param { name: "isolated", value: p.isolated },
        Param { name: "bishop-pair", value: p.bishop_pair },
        Param { name: "rook-file", value: p.rook_file },
    ]
}

mod orthodox_impl {
    use crate::chess::orthodox::{BoardPos, Orthodox};
    use crate::chess::tables::{each, NONE};
    use crate::chess::{color, forward, kind, CMove, BISHOP, EN_PASSANT, KING, KNIGHT, PAWN, QUEEN, ROOK};
    use crate::eval::{Evaluate, NullMove, Param, SearchFeatures};
    use crate::game::{Game, Outcome};
    use crate::geometry::{DIAGONAL, ORTHOGONAL};

    use super::{
        value_at, BISHOP_PAIR, CENTRE, DOUBLED, FULL_PHASE, ISOLATED, KING_ATTACK, KING_CENTRE, MOBILITY, PASSED,
        PAWN_RANK, PHASE, PST_ENTRIES, ROOK_FILE, SHELTER,
    };

    impl<const N: usize> Evaluate for Orthodox<N> {
        fn params(&self) -> &'static [Param] {
            self.rules().params
        }
        fn evaluate(&self, pos: &BoardPos<N>, w: &[i32]) -> i32 {
            // One pass over the men (the occupied cells: a Keltic position's last 21 are always
            // empty) gathers what the three parts need.
            let men = Men::of(self, pos, w);
            let white = men.placed + positional(self, pos, w, &men);
            let white = drawish(self, pos, w, white, &men);
            if pos.side == 0 {
                white
            } else {
                -white
            }
        }
        fn gain(&self, pos: &BoardPos<N>, mv: CMove, w: &[i32]) -> i32 {
            let mut g = value_at(&pos.board, usize::from(mv.to), w);
            if mv.flags & EN_PASSANT != 0 {
                g += w[usize::from(PAWN)];
            }
            if mv.promo != 0 {
                g += w.get(usize::from(mv.promo)).copied().unwrap_or(0) - w[usize::from(PAWN)];
            }
            g
        }
        fn exchange(&self, pos: &BoardPos<N>, mv: CMove, w: &[i32]) -> Option<i32> {
            self.see(pos, mv, w)
        }
        /// The piece-square table's entries ([`super::Pst`], whether the game has one yet or
        /// not): each man's opening entry with the phase's share, its endgame entry with the
        /// rest, + for the player to move's men and − for the other's.
        fn table_features(&self, pos: &BoardPos<N>, out: &mut Vec<(u32, f64)>) -> usize {
            let e = self.rules().eval_sets();
            let mut phase = 0;
            each(pos.occ[0] | pos.occ[1], |c| phase += PHASE[usize::from(kind(pos.board[usize::from(c)]))]);
            let opening = f64::from(phase.min(FULL_PHASE)) / f64::from(FULL_PHASE);
            each(pos.occ[0] | pos.occ[1], |c| {
                let p = pos.board[usize::from(c)];
                let Some((slot, cell)) = pst_cell(&e.mirror, kind(p), usize::from(color(p)), c) else { return };
                let sign = if color(p) == pos.side { 1.0 } else { -1.0 };
                let at = (slot * 64 + cell) as u32;
                out.push((at, sign * opening));
                out.push((at + 384, sign * (1.0 - opening)));
            });
            PST_ENTRIES
        }
        /// The captures, en-passant captures and promotions (every move whose gain can be above
        /// 0), in the order of the legal moves. When there are none, all the legal moves: the
        /// outcome needs to know whether there is any (the quiescence search follows none of them).
        fn noisy_moves(&self, pos: &BoardPos<N>, out: &mut Vec<CMove>) -> Option<Option<Outcome>> {
            self.generate_noisy(pos, out);
            if out.is_empty() {
                self.generate(pos, out);
            }
            Some(self.outcome(pos, out))
        }
        /// Late-move pruning and aspiration windows, in a game whose rules ask for them
        /// (`Rules::pruning`: chess).
        fn search_features(&self) -> SearchFeatures {
            if self.rules().pruning {
                SearchFeatures::ALL
            } else {
                SearchFeatures::NONE
            }
        }
        /// Null moves, in a game whose rules ask for them (`Rules::pruning`: chess): none for a
        /// side with only its king and pawns (zugzwang is common there), verified for a side with
        /// one piece besides them.
        fn null_move(&self, pos: &BoardPos<N>) -> NullMove {
            if !self.rules().pruning {
                return NullMove::No;
            }
            let mut pieces = 0;
            each(pos.occ[usize::from(pos.side)], |c| {
                let k = kind(pos.board[usize::from(c)]);
                if k != PAWN && k != KING {
                    pieces += 1;
                }
            });
            match pieces {
                0 => NullMove::No,
                1 => NullMove::Verify,
                _ => NullMove::Yes,
            }
        }
    }

    /// The cells a queen, rook, bishop or knight of `game` on `c` attacks, with `occupied` cells.
    #[inline]
    fn attacks<const N: usize>(game: &Orthodox<N>, k: u8, c: u8, occupied: u64) -> u64 {
        let r = game.rules();
        let t = &r.tables;
        let slide = |dirs: &[usize]| dirs.iter().fold(0, |a, &d| a | t.slide(c, d, occupied));
        match k {
            KNIGHT => t.knight[usize::from(c)],
            BISHOP if r.bishop_leaps => slide(&DIAGONAL) | t.knight[usize::from(c)],
            BISHOP => slide(&DIAGONAL),
            ROOK => slide(&ORTHOGONAL),
            _ => slide(&DIAGONAL) | slide(&ORTHOGONAL),
        }
    }

    /// What one pass over a position's men finds, for the three parts of the evaluation: the
    /// material and placement sum ([`material_and_place`]'s, for White), the phase, the pawns as
    /// sets (the pawn terms are read from them with the board's file and rank sets), and per side
    /// what [`drawish`] asks of it.
    pub(super) struct Men {
        /// [`material_and_place`] of the board for White.
        pub(super) placed: i32,
        phase: [i32; 2],
        bishops: [i32; 2],
        /// Per side, its pawns' cells.
        pawns: [u64; 2],
        /// Per side: the weights of its bishops and other pieces (not the king, not pawns).
        material: [i32; 2],
        /// Per side: its pieces that are not bishops (nor king, nor pawns), and its pawns.
        pieces: [u32; 2],
        pawn_count: [u32; 2],
        /// Per side: the files of its pawns (bit `file`, at most 31).
        pawn_files: [u32; 2],
        /// Per side: whether it has a bishop on a dark (0) and on a light (1) cell.
        bishop_light: [[bool; 2]; 2],
    }

    /// Which of a [`super::Pst`]'s entries a man of kind `k` and colour `s` on `c` reads: its
    /// kind's slot (king 0 … pawn 5) and the cell as White's (a Black man's rank mirrored);
    /// `None` for a kind the table does not have.
    #[inline]
    fn pst_cell(mirror: &[u8], k: u8, s: usize, c: u8) -> Option<(usize, usize)> {
        let slot = usize::from(k).checked_sub(1).filter(|&i| i < 6)?;
        Some((slot, usize::from(if s == 0 { c } else { mirror[usize::from(c)] }) & 63))
    }

    /// The piece-square table's part of a man of kind `k` and colour `s` on `c` (White's view),
    /// the opening's and the endgame's.
    #[inline]
    fn pst_of(pst: &super::Pst, mirror: &[u8], k: u8, s: usize, c: u8) -> (i32, i32) {
        let Some((slot, cell)) = pst_cell(mirror, k, s, c) else { return (0, 0) };
        let (o, e) = (i32::from(pst.opening[slot][cell]), i32::from(pst.endgame[slot][cell]));
        if s == 0 {
            (o, e)
        } else {
            (-o, -e)
        }
    }

    impl Men {
        pub(super) fn of<const N: usize>(game: &Orthodox<N>, pos: &BoardPos<N>, w: &[i32]) -> Men {
            let r = game.rules();
            let (grid, t, e) = (&r.grid, &r.tables, r.eval_sets());
            let cr = i32::from(grid.ranks) - 1;
            let mut m = Men {
                placed: 0,
                phase: [0; 2],
                bishops: [0; 2],
                pawns: [0; 2],
                material: [0; 2],
                pieces: [0; 2],
                pawn_count: [0; 2],
                pawn_files: [0; 2],
                bishop_light: [[false; 2]; 2],
            };
            // The piece-square table's sums for White, the opening's and the endgame's.
            let mut table = [0i32; 2];
            each(pos.occ[0] | pos.occ[1], |c| {
                let p = pos.board[usize::from(c)];
                let (s, k) = (usize::from(color(p)), kind(p));
                // As material_and_place, man by man.
                let mut v = w.get(usize::from(k)).copied().unwrap_or(0);
                if k == PAWN {
                    let r = i32::from(t.rank[usize::from(c)]);
                    let advanced = if forward(color(p)) > 0 { r } else { cr - r };
                    v += w[PAWN_RANK] * advanced;
                } else if k != KING {
                    v += w[CENTRE] * i32::from(e.centre[usize::from(c)]) / 2;
                }
                m.placed += if color(p) == 0 { v } else { -v };
                if let Some(pst) = r.pst {
                    let (opening, endgame) = pst_of(pst, &e.mirror, k, s, c);
                    table[0] += opening;
                    table[1] += endgame;
                }
                m.phase[s] += PHASE[usize::from(k)];
                match k {
                    KING => {}
                    PAWN => {
                        m.pawns[s] |= 1 << c;
                        m.pawn_count[s] += 1;
                        m.pawn_files[s] |= 1 << grid.file(u16::from(c)).min(31);
                    }
                    BISHOP => {
                        m.bishops[s] += 1;
                        m.material[s] += w[usize::from(k)];
                        m.bishop_light[s][usize::from(grid.is_light(u16::from(c)))] = true;
                    }
                    _ => {
                        m.material[s] += w[usize::from(k)];
                        m.pieces[s] += 1;
                    }
                }
            });
            if r.pst.is_some() {
                let opening = (m.phase[0] + m.phase[1]).min(FULL_PHASE);
                m.placed += (table[0] * opening + table[1] * (FULL_PHASE - opening)) / FULL_PHASE;
            }
            m
        }
    }

    /// Mobility, king safety, pawn structure, the bishop pair and rooks on open files, for White
    /// (White's terms minus Black's), with `men` the position's [`Men`].
    pub(super) fn positional<const N: usize>(game: &Orthodox<N>, pos: &BoardPos<N>, w: &[i32], men: &Men) -> i32 {
        // Every term is its weight times a count: with all of them 0 (a table without positional
        // terms) the sum is 0, and the attack sets are not worth working out.
        if w.get(MOBILITY..).is_none_or(|p| p.iter().all(|&x| x == 0)) {
            return 0;
        }
        let r = game.rules();
        let (grid, t, e) = (&r.grid, &r.tables, r.eval_sets());
        let occupied = pos.occ[0] | pos.occ[1];
        let pawns = men.pawns;
        let phase = men.phase.map(|p| p.min(FULL_PHASE));
        let zone = |s: usize| {
            let k = pos.kings[s];
            if k == NONE {
                0
            } else {
                t.king[usize::from(k)] | (1u64 << k)
            }
        };
        let zones = [zone(0), zone(1)];
        let last_rank = grid.ranks - 1;
        let (cf, cr) = (i32::from(grid.files) - 1, i32::from(grid.ranks) - 1);
        let mut score = [0i32; 2];
        for s in 0..2 {
            let v = &mut score[s];
            let king = pos.kings[s];
            let king_set = if king == NONE { 0 } else { 1u64 << king };
            // The pieces (the kinds not a king or pawn).
            each(pos.occ[s] & !pawns[s] & !king_set, |c| {
                let k = kind(pos.board[usize::from(c)]);
                if matches!(k, QUEEN | ROOK | BISHOP | KNIGHT) {
                    let a = attacks(game, k, c, occupied);
                    let slot = usize::from(k - QUEEN);
                    *v += w[MOBILITY + slot] * (a & !pos.occ[s]).count_ones() as i32;
                    // No cell of the king's zone attacked: the term is 0.
                    let near = a & zones[s ^ 1];
                    if near != 0 {
                        *v += w[KING_ATTACK] * near.count_ones() as i32 * phase[s] / FULL_PHASE;
                    }
                    if k == ROOK {
                        let file = e.file[usize::from(grid.file(u16::from(c)))];
                        if pawns[s] & file == 0 {
                            *v += w[ROOK_FILE] * if pawns[s ^ 1] & file == 0 { 2 } else { 1 };
                        }
                    }
                }
            });
            // Pawns: another of its side behind it on its file (White's lower, Black's higher);
            // none of its side on the files beside; passed: no enemy pawn ahead of it on its file
            // or the files beside.
            let (back, ahead) = if s == 0 { (&e.below, &e.above) } else { (&e.above, &e.below) };
            each(pawns[s], |c| {
                let (f, rank) = grid.coords[usize::from(c)];
                let (fi, ri) = (usize::from(f), usize::from(rank));
                let (file, beside) = (e.file[fi], e.files_beside[fi]);
                if pawns[s] & file & back[ri] != 0 {
                    *v -= w[DOUBLED];
                }
                if pawns[s] & beside == 0 {
                    *v -= w[ISOLATED];
                }
                if pawns[s ^ 1] & (file | beside) & ahead[ri] == 0 {
                    let advanced = if s == 0 { rank } else { last_rank - rank };
                    *v += w[PASSED] * i32::from(advanced);
                }
            });
            if king != NONE && kind(pos.board[usize::from(king)]) == KING {
                let (f, rank) = grid.coords[usize::from(king)];
                let shelter = (e.shelter[s][usize::from(king)] & pawns[s]).count_ones() as i32;
                *v += w[SHELTER] * shelter * phase[s ^ 1] / FULL_PHASE;
                let off = (2 * i32::from(f) - cf).abs() + (2 * i32::from(rank) - cr).abs();
                *v += w[KING_CENTRE] * (cf + cr - off) / 2 * (FULL_PHASE - phase[s ^ 1]) / FULL_PHASE;
            }
        }
        for (s, &b) in men.bishops.iter().enumerate() {
            if b >= 2 {
                score[s] += w[BISHOP_PAIR];
            }
        }
        score[0] - score[1]
    }

    /// `white` (White's score) made small where the side ahead cannot win: it has no pawn and
    /// less than a rook more in pieces, or it has only bishops of the wrong colour and pawns on a
    /// rook's file, whose promotion cell the lone enemy king holds.
    fn drawish<const N: usize>(game: &Orthodox<N>, pos: &BoardPos<N>, w: &[i32], white: i32, men: &Men) -> i32 {
        let r = game.rules();
        let grid = &r.grid;
        let strong = usize::from(white < 0);
        let weak = strong ^ 1;
        let material = men.material;
        // The men besides the king and bishops: the strong side's pieces, the weak side's pieces
        // and pawns; the strong side's pawns by file; the cells of the strong side's bishops.
        let mut others = men.pieces;
        others[weak] += men.pawn_count[weak];
        let strong_files = men.pawn_files[strong];
        let bishop_light = men.bishop_light[strong];
        if strong_files == 0 {
            return if material[strong] - material[weak] <= w[usize::from(BISHOP)] { white / 8 } else { white };
        }
        let lone_king = material[weak] == 0 && others[weak] == 0;
        if r.bishop_leaps || strong_files.count_ones() != 1 || others[strong] != 0 || !lone_king {
            return white;
        }
        let f = strong_files.trailing_zeros() as u8;
        if f != 0 && f != grid.files - 1 {
            return white;
        }
        let Some(corner) = grid.at(i16::from(f), i16::from(r.promotion_rank[strong])) else { return white };
        let corner_light = grid.is_light(corner);
        let right_bishop = bishop_light[usize::from(corner_light)];
        let k = pos.kings[weak];
        let holds = k != NONE && (u16::from(k) == corner || r.tables.king[usize::from(corner)] & (1u64 << k) != 0);
        if !right_bishop && holds {
            white / 32
        } else {
            white
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::eval::Evaluate;
    use crate::game::Game;
    use crate::games::chess;

    /// The positional terms of `fen` for White with every weight 0 but `term` (24, so that the terms scaled by the phase stay whole).
    fn only(term: usize, fen: &str) -> i32 {
        let g = chess::game();
        let mut w = vec![0; ORTHODOX_PARAMS];
        w[term] = 24;
        let (pos, _) = g.parse_position(fen).expect("a position");
        orthodox_impl::positional(&g, &pos, &w, &orthodox_impl::Men::of(&g, &pos, &w))
    }

    fn default(fen: &str) -> i32 {
        let g = chess::game();
        let w: Vec<i32> = g.params().iter().map(|p| p.value).collect();
        let (pos, _) = g.parse_position(fen).expect("a position");
        g.evaluate(&pos, &w)
    }

    #[test]
    fn each_positional_term_counts_what_it_names() {
        // A knight in the centre reaches 8 cells, in the corner 2.
        assert_eq!(only(MOBILITY + 3, "4k3/8/8/8/3N4/8/8/4K3 w - - 0 1"), 8 * 24);
        assert_eq!(only(MOBILITY + 3, "4k3/8/8/8/8/8/8/N3K3 w - - 0 1"), 2 * 24);
        // A queen next to the king attacks the cells around it: a bonus for the attacker.
        assert!(only(KING_ATTACK, "3k4/8/2Q5/8/8/8/8/4K3 w - - 0 1") > 0);
        assert_eq!(only(KING_ATTACK, "3k4/8/8/8/8/8/8/Q3K3 w - - 0 1"), 0, "a queen on a1 sees none of d8's cells");
        // Three pawns before the castled king, with the enemy's pieces on the board.
        assert!(
            only(SHELTER, "r2qk3/8/8/8/8/8/5PPP/6K1 w - - 0 1")
                > only(SHELTER, "r2qk3/8/8/8/8/5PPP/8/6K1 w - - 0 1") - 1
        );
        assert!(
            only(SHELTER, "r2qk3/8/8/8/8/8/5PPP/6K1 w - - 0 1") > only(SHELTER, "r2qk3/8/8/8/5PPP/8/8/6K1 w - - 0 1")
        );
        // A passed pawn on e5 (rank index 4), none when a black pawn on d7 guards its way.
        assert_eq!(only(PASSED, "4k3/8/8/4P3/8/8/8/4K3 w - - 0 1"), 4 * 24);
        assert_eq!(only(PASSED, "4k3/3p4/8/4P3/8/8/8/4K3 w - - 0 1"), 0);
        // Doubled and isolated pawns are penalties.
        assert_eq!(only(DOUBLED, "4k3/8/8/8/4P3/4P3/8/4K3 w - - 0 1"), -24);
        assert_eq!(only(ISOLATED, "4k3/8/8/8/8/8/P7/4K3 w - - 0 1"), -24);
        assert_eq!(only(ISOLATED, "4k3/8/8/8/8/8/PP6/4K3 w - - 0 1"), 0);
        assert_eq!(only(BISHOP_PAIR, "4k3/8/8/8/8/8/8/2B1KB2 w - - 0 1"), 24);
        // A rook on an open file counts twice, behind its own pawn not at all.
        assert_eq!(only(ROOK_FILE, "4k3/8/8/8/8/8/8/R3K3 w - - 0 1"), 2 * 24);
        assert_eq!(only(ROOK_FILE, "4k3/8/8/8/8/8/P7/R3K3 w - - 0 1"), 0);
        // The king walks to the centre once the pieces are off.
        assert!(only(KING_CENTRE, "7k/8/8/8/3K4/8/8/8 w - - 0 1") > only(KING_CENTRE, "7k/8/8/8/8/8/8/K7 w - - 0 1"));
        // Black's terms count against White; the evaluation is for the player to move.
        assert_eq!(only(PASSED, "4k3/8/8/8/4p3/8/8/4K3 w - - 0 1"), -4 * 24);
        assert_eq!(default("4k3/8/8/4P3/8/8/8/4K3 w - - 0 1"), -default("4k3/8/8/4P3/8/8/8/4K3 b - - 0 1"));
    }

    /// The quiescence search's short list: on every position of random games of chess and Keltic
    /// Chess (captures, en passant and promotions among them), the noisy moves are the legal moves
    /// that take or promote, in the same order, or all the legal moves when there is none; and
    /// the outcome is the one the full list gives.
    #[test]
    fn the_noisy_moves_are_the_legal_moves_that_take_or_promote_in_their_order() {
        fn check<const N: usize>(g: &crate::chess::orthodox::Orthodox<N>, seed: u64) -> usize {
            let mut rng = crate::rng::Rng::new(seed);
            let (mut all, mut noisy) = (Vec::new(), Vec::new());
            let mut seen = 0;
            for _ in 0..40 {
                let mut pos = g.start();
                for _ in 0..300 {
                    all.clear();
                    noisy.clear();
                    g.legal_moves(&pos, &mut all);
                    let over = g.noisy_moves(&pos, &mut noisy).expect("the orthodox family lists them");
                    assert_eq!(over, g.outcome(&pos, &all));
                    let takes: Vec<_> = all
                        .iter()
                        .copied()
                        .filter(|m| {
                            m.promo != 0
                                || m.flags & crate::chess::EN_PASSANT != 0
                                || pos.board()[usize::from(m.to)] != 0
                        })
                        .collect();
                    if takes.is_empty() {
                        assert_eq!(noisy, all);
                    } else {
                        assert_eq!(noisy, takes);
                        seen += takes.len();
                    }
                    if over.is_some() {
                        break;
                    }
                    pos = g.make(&pos, all[rng.below(all.len())]);
                }
            }
            seen
        }
        assert!(check(&chess::game(), 7) > 1000);
        assert!(check(&crate::games::keltic::game(), 8) > 1000);
    }

    /// A rook's pawn with the bishop of the wrong colour, the lone king in the corner: a draw, not
    /// five pawns up; with the right bishop, a win still.
    #[test]
    fn the_wrong_bishop_is_a_draw() {
        let wrong = default("1k6/8/8/8/8/8/P7/K1B5 w - - 0 1");
        let right = default("1k6/8/8/8/8/8/P7/KB6 w - - 0 1");
        assert!(wrong.abs() < 50, "wrong bishop: {wrong}");
        assert!(right > 300, "right bishop: {right}");
        let far = default("8/8/8/8/8/5k2/P7/K1B5 w - - 0 1");
        assert!(far > 300, "the king far from the corner: {far}");
    }

    /// No pawns and at most a bishop more: not a win to play for.
    #[test]
    fn a_minor_piece_up_without_pawns_is_drawish() {
        let rook_v_bishop = default("4k3/8/8/3b4/8/8/8/R3K3 w - - 0 1");
        assert!(rook_v_bishop.abs() < 60, "rook against bishop: {rook_v_bishop}");
        let queen_v_rook = default("4k3/8/8/3r4/8/8/8/Q3K3 w - - 0 1");
        assert!(queen_v_rook > 300, "queen against rook: {queen_v_rook}");
    }
}
