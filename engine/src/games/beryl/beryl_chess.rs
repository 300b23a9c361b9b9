//! Beryl Chess: the two-army game on the kite board. White (army A, bottom-left) against Black
//! (army B, bottom-right, White's mirror image); ordinary check and checkmate, stalemate a draw, no
//! castling, no double step, pawns promote to R, N or B. Beryl's pawn rule: a pawn may be captured
//! only if some other enemy man also attacks it at that moment (an ordinary attack: pins are
//! ignored and the king counts).
//!
//! Position text: the board ([`super::text`], armies `w` and `b` only), the side to move (`w` or
//! `b`), then optionally the quiet-ply counter and the move number. The start is
//! `wRwRwNwBwPwP3bPbBbPbRbNbR/wKwPwP9bPbKbP/9 w 0 1`.

use crate::chess::{kind, piece, BISHOP, EMPTY, KING, KNIGHT, PAWN, ROOK};
use crate::error::{PositionError, Shared};
use crate::game::{Clocks, Game, MarkedStep, Outcome, PieceView, Repetition, Step};
use crate::geometry::Geometry;
use crate::text::Fault;

use super::board::{board, Board, CELLS};
use super::moves::{attacked, attackers, cells, find_all, first_on, targets, targets_with, Attackers, Men};
use super::text::{notation, parse_board, parse_number, write_board, Illegal};
use super::{army, letter, piece_views, KiteMove, KitePos, ARMY_NAMES, NO_ARMY, SCHRODINGER};

pub const START: &str = "wRwRwNwBwPwP3bPbBbPbRbNbR/wKwPwP9bPbKbP/9 w 0 1";

/// The game.
#[derive(Clone, Copy, Debug, Default)]
pub struct BerylChess;

pub fn game() -> BerylChess {
    BerylChess
}

/// `None` when the king of army `me` on `k` is attacked by `foe`; else the men pinned to him: each
/// the first man on one of his rook (bishop) rays, with an enemy rook (bishop) next on that ray.
/// (The attack test of [`Attackers::hit`], its rays scanned once for both; a ray without an enemy
/// slider on it can neither check nor pin.)
fn pins(b: &Board, men: &Men, foe: &Attackers, k: usize, me: u8) -> Option<u64> {
    if foe.on_leap(b, k) {
        return None;
    }
    let mine = men.army[usize::from(me)];
    let mut pinned = 0u64;
    for (rays, sliders) in [(b.rook_rays(k), foe.rook), (b.bishop_rays(k), foe.bishop)] {
        for ray in rays {
            if ray.mask() & sliders == 0 {
                continue;
            }
            let Some(first) = first_on(ray, men.occ()) else { continue };
            if sliders >> first & 1 == 1 {
                return None;
            }
            if mine >> first & 1 == 1 {
                let beyond = ray.as_slice().iter().copied().skip_while(|&c| c != first).skip(1);
                if beyond.into_iter().find(|&c| men.occ() >> c & 1 == 1).is_some_and(|c| sliders >> c & 1 == 1) {
                    pinned |= 1 << first;
                }
            }
        }
    }
    Some(pinned)
}

impl BerylChess {
    fn b(&self) -> &'static Board {
        board()
    }

    /// Is the king of `side` attacked?
    pub fn in_check(&self, pos: &KitePos, side: u8) -> bool {
        find_all(&pos.board, side, KING).any(|k| attacked(self.b(), &pos.board, k, side ^ 1))
    }

    /// Every move of the side to move, ignoring whether it leaves its king attacked (but with the
    /// pawn rule applied).
    pub fn pseudo_moves(&self, pos: &KitePos, out: &mut Vec<KiteMove>) {
        let b = self.b();
        let me = pos.side;
        for from in 0..CELLS {
            let p = pos.board[from];
            if p == EMPTY || army(p) != me {
                continue;
            }
            let k = kind(p);
            targets(b, &pos.board, from, k, me, &mut |to, capture| {
                let t = usize::from(to);
                if capture && kind(pos.board[t]) == PAWN && attackers(b, &pos.board, t, me) & !(1u64 << from) == 0 {
                    return; // Beryl's rule: no other man of ours attacks this pawn.
                }
                if k == PAWN && b.promotes(usize::from(me), t) {
                    for promo in [ROOK, KNIGHT, BISHOP] {
                        out.push(KiteMove { promo, ..KiteMove::new(from as u8, to) });
                    }
                } else {
                    out.push(KiteMove::new(from as u8, to));
                }
            });
        }
    }

    fn has_legal_move(&self, pos: &KitePos) -> bool {
        let mut v = Vec::with_capacity(48);
        self.pseudo_moves(pos, &mut v);
        v.into_iter().any(|m| !self.in_check(&self.make(pos, m), pos.side))
    }

    /// The one way to a position from its men, side and excluded army, shared by position text and [`crate::Game::set_up`].
    fn checked(&self, board: [u8; CELLS], side: u8, excluded: u8) -> Result<KitePos, PositionError<Illegal>> {
        let pos = KitePos::new(board, side, excluded);
        self.validate(&pos)?;
        Ok(pos)
    }

    fn validate(&self, pos: &KitePos) -> Result<(), PositionError<Illegal>> {
        let b = self.b();
        for side in 0..2u8 {
            let kings = find_all(&pos.board, side, KING).count();
            if kings != 1 {
                return Err(Shared::KingCount { army: ARMY_NAMES[usize::from(side)], found: kings }.into());
            }
        }
        for (c, &p) in pos.board.iter().enumerate() {
            if p == EMPTY {
                continue;
            }
            if kind(p) == SCHRODINGER {
                return Err(Illegal::Undecided.into());
            }
            if kind(p) == PAWN && b.promotes(usize::from(army(p)), c) {
                let (army, cell) = (ARMY_NAMES[usize::from(army(p))], b.name(c).to_string());
                return Err(Shared::PawnOnLastRank { army, cell }.into());
            }
        }
        if self.in_check(pos, pos.side ^ 1) {
            return Err(Shared::OpponentInCheck { army: ARMY_NAMES[usize::from(pos.side ^ 1)] }.into());
        }
        Ok(())
    }
}

/// Everything Beryl Chess says, each with its sentence.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Note {
    Check,
    /// A pawn attacked by one man only may not be taken (Beryl's rule).
    LonePawnCapture,
    LeavesKingInCheck,
}

impl std::fmt::Display for Note {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Note::Check => "check",
            Note::LonePawnCapture => {
                "A pawn may be taken only when another of your men also attacks it (Beryl's rule)."
            }
            Note::LeavesKingInCheck => "That would leave your king in check.",
        })
    }
}

impl Game for BerylChess {
    fn with_mover(&self, pos: &KitePos, player: usize) -> Option<KitePos> {
        let side = u8::try_from(player).ok().filter(|&s| s < 2)?;
        Some(KitePos { side, ..*pos })
    }

    type Pos = KitePos;
    type Move = KiteMove;
    type Illegal = Illegal;
    type Note = Note;

    fn id(&self) -> crate::GameId {
        crate::GameId::Beryl
    }
    fn face(&self, letter: char, army: u8) -> Option<crate::game::Face> {
        super::kind_of(letter).filter(|_| army < 2).map(|k| super::face(k, army))
    }
    fn kinds(&self) -> &'static [char] {
        &super::KINDS[..5]
    }
    fn players(&self) -> &'static [&'static str] {
        &["White", "Black"]
    }
    fn geometry(&self) -> &Geometry {
        &self.b().geometry
    }
    fn start(&self) -> KitePos {
        self.parse_position(START).map(|(p, _)| p).unwrap_or(KitePos::new([EMPTY; CELLS], 0, NO_ARMY))
    }
    fn to_move(&self, pos: &KitePos) -> usize {
        usize::from(pos.side)
    }

    fn legal_moves(&self, pos: &KitePos, out: &mut Vec<KiteMove>) {
        let b = self.b();
        let me = pos.side;
        let men = *pos.men();
        let mine = men.army[usize::from(me & 3)];
        let kings = mine & men.kind(KING);
        if kings.count_ones() != 1 {
            // Not a position of the game (no king, or two): every move made and tested.
            let start = out.len();
            self.pseudo_moves(pos, out);
            let mut keep = start;
            for i in start..out.len() {
                let m = out[i];
                if !self.in_check(&self.make(pos, m), me) {
                    out[keep] = m;
                    keep += 1;
                }
            }
            out.truncate(keep);
            return;
        }
        let king = kings.trailing_zeros() as usize;
        let ours = Attackers::of(&men, me);
        let foe = Attackers::of(&men, me ^ 1);
        // Out of check, a man other than the king that is not pinned cannot expose him. The other
        // moves are tested on the board's cells after the move, the king's cell known: only where
        // men stand matters, and which enemy men (the mover's kind does not).
        let free = pins(b, &men, &foe, king, me).map_or(0, |pinned| !(pinned | 1 << king));
        for from in cells(mine) {
            let k = kind(pos.board[usize::from(from)]);
            let from_bit = 1u64 << from;
            targets_with(b, &men, usize::from(from), k, me, &mut |to, capture| {
                let t = 1u64 << to;
                if capture && men.kind(PAWN) & t != 0 && ours.on(b, men.occ(), usize::from(to)) & !from_bit == 0 {
                    return; // Beryl's rule: no other man of ours attacks this pawn.
                }
                if free & from_bit == 0 {
                    let occ = men.occ() & !from_bit | t;
                    let target = if usize::from(from) == king { usize::from(to) } else { king };
                    if foe.without(to).hit(b, occ, target) {
                        return;
                    }
                }
                if k == PAWN && b.promotes(usize::from(me), usize::from(to)) {
                    for promo in [ROOK, KNIGHT, BISHOP] {
                        out.push(KiteMove { promo, ..KiteMove::new(from, to) });
                    }
                } else {
                    out.push(KiteMove::new(from, to));
                }
            });
        }
    }

    fn make(&self, pos: &KitePos, mv: KiteMove) -> KitePos {
        let mut n = *pos;
        let p = n.board[usize::from(mv.from)];
        n.put(usize::from(mv.from), EMPTY);
        n.put(usize::from(mv.to), if mv.promo != 0 { piece(army(p), mv.promo) } else { p });
        n.side ^= 1;
        n
    }

    fn distinct_moves(&self) -> bool {
        true
    }

    fn outcome(&self, pos: &KitePos, legal: &[KiteMove]) -> Option<Outcome> {
        if legal.is_empty() {
            return Some(if self.in_check(pos, pos.side) {
                Outcome::Win { winner: usize::from(pos.side ^ 1), reason: crate::game::Reason::Checkmate }
            } else {
                Outcome::Draw { reason: crate::game::Reason::Stalemate }
            });
        }
        let bare = pos.board.iter().all(|&p| p == EMPTY || kind(p) == KING);
        bare.then_some(Outcome::Draw { reason: crate::game::Reason::BareKings })
    }

    fn resets_clock(&self, pos: &KitePos, mv: KiteMove) -> bool {
        kind(pos.board[usize::from(mv.from)]) == PAWN || pos.board[usize::from(mv.to)] != EMPTY
    }
    fn draw_plies(&self) -> u32 {
        100
    }
    fn repetition(&self) -> Repetition {
        Repetition::DrawOnThird
    }
    fn remark(&self, pos: &KitePos) -> Option<Note> {
        self.in_check(pos, pos.side).then_some(Note::Check)
    }
    fn threat(&self, pos: &KitePos) -> bool {
        self.in_check(pos, pos.side)
    }
    fn checked(&self, pos: &KitePos) -> Vec<crate::geometry::CellId> {
        let side = pos.side;
        find_all(&pos.board, side, KING)
            .filter(|&k| attacked(self.b(), &pos.board, k, side ^ 1))
            .filter_map(|k| crate::geometry::CellId::try_from(k).ok())
            .collect()
    }

    fn steps(&self, pos: &KitePos, mv: KiteMove) -> Vec<MarkedStep> {
        let capture = pos.board[usize::from(mv.to)] != EMPTY;
        let mut v =
            vec![MarkedStep::quiet(Step::Cell(mv.from.into())), MarkedStep::capture(Step::Cell(mv.to.into()), capture)];
        if mv.promo != 0 {
            v.push(MarkedStep::quiet(Step::Promote(letter(mv.promo))));
        }
        v
    }

    fn why_not(&self, pos: &KitePos, prefix: &[Step], step: Step) -> Option<Note> {
        let ([Step::Cell(from)], Step::Cell(to)) = (prefix, step) else { return None };
        let (from, to) = (usize::from(*from), usize::from(to));
        let p = *pos.board.get(from)?;
        let q = *pos.board.get(to)?;
        if p == EMPTY || army(p) != pos.side {
            return None;
        }
        let mut reaches = false;
        targets(self.b(), &pos.board, from, kind(p), pos.side, &mut |t, _| reaches |= usize::from(t) == to);
        if !reaches {
            return None;
        }
        if q != EMPTY && kind(q) == PAWN && attackers(self.b(), &pos.board, to, pos.side) & !(1u64 << from) == 0 {
            return Some(Note::LonePawnCapture);
        }
        let mut n = *pos;
        n.put(from, EMPTY);
        n.put(to, p);
        self.in_check(&n, pos.side).then_some(Note::LeavesKingInCheck)
    }

    fn notation(&self, pos: &KitePos, mv: KiteMove, _legal: &[KiteMove]) -> String {
        let mut s = notation(self.b(), &pos.board, mv);
        let next = self.make(pos, mv);
        if self.in_check(&next, next.side) {
            s.push(if self.has_legal_move(&next) { '+' } else { '#' });
        }
        s
    }

    fn pieces(&self, pos: &KitePos) -> Vec<PieceView> {
        piece_views(&pos.board, NO_ARMY)
    }

    fn parse_position(&self, text: &str) -> Result<(KitePos, Clocks), PositionError<Illegal>> {
        let fields: Vec<&str> = text.split_whitespace().collect();
        if fields.is_empty() {
            return Err(PositionError::Empty);
        }
        if fields.len() != 2 && fields.len() != 4 {
            return Err(PositionError::FieldCount {
                expected: "2 or 4 (board, side w/b, then optionally the quiet-ply counter and move number)".into(),
                found: fields.len(),
            });
        }
        let board_ = parse_board(self.b(), fields[0], 2)?;
        let side = match fields[1] {
            "w" => 0,
            "b" => 1,
            s => return Err(PositionError::SideToMove(s.to_string())),
        };
        let clocks = match &fields[2..] {
            [q, f] => Clocks {
                quiet_plies: parse_number("quiet-ply counter", q).map_err(Fault::into)?,
                fullmove: parse_number("move number", f).map_err(Fault::into)?.max(1),
            },
            _ => Clocks::START,
        };
        Ok((self.checked(board_, side, NO_ARMY)?, clocks))
    }

    fn position_text(&self, pos: &KitePos, clocks: Clocks) -> String {
        let side = if pos.side == 0 { 'w' } else { 'b' };
        format!("{} {side} {} {}", write_board(self.b(), &pos.board), clocks.quiet_plies, clocks.fullmove)
    }

    fn set_up(&self, setup: &crate::setup::Setup) -> Result<(KitePos, Clocks), PositionError<Illegal>> {
        let board = super::set_up_board(setup, 2)?;
        Ok((self.checked(board, u8::from(setup.to_move != 0), NO_ARMY)?, Clocks::START))
    }
}
