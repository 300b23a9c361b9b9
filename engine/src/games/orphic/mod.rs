//! Orphic Chess with Elks (M. Winther, 2006): `docs/rules/orphic.md`.
//!
//! Orthodox chess on 8 × 8 without castling, but only the pawns start on the board (White's on the
//! 3rd rank, Black's on the 6th): king, queen, two Elks, a light- and a dark-squared bishop and two
//! knights wait in each player's reserve. A turn is a board move or a drop from the reserve onto an
//! empty square or onto a friendly pawn, which is then relocated to an empty square of the mover's
//! 2nd–4th rank (not while in check). Until a player's king is on the board, that player's men may
//! only capture. The Elk moves (and attacks) as a rook from a dark square and as a knight from a
//! light one. Pawns promote to Q, R, B, N or Elk.
//!
//! # Position text
//! Six space-separated fields (the last two may be left off):
//! `board side reserve en-passant quiet-plies move-number`, e.g. the start
//! `8/8/pppppppp/8/8/PPPPPPPP/8/8 w KQEELDNNkqeeldnn - 0 1`.
//! - *board*: FEN ranks 8 to 1; letters `K Q R B N P` and `E` for the Elk (upper case White, lower
//!   case Black). A bishop on the board is simply `B`: its square tells its colour.
//! - *side*: `w` or `b`.
//! - *reserve*: the men in both reserves, White's in upper case, Black's in lower case, or `-` when
//!   both are empty. `K` king, `Q` queen, `E` Elk, `N` knight, and the two bishops by the colour of
//!   their squares: `L` the light-squared bishop, `D` the dark-squared one. Written in the order
//!   `K Q E E L D N N`, read in any order; at most one king, queen and bishop of each colour and
//!   two Elks and knights per player.
//! - *en passant*: the square a pawn that just double-stepped passed over, when an enemy pawn
//!   stands beside it, else `-`.
//!
//! # Turns, steps and notation
//! - A board move: `[Cell(from), Cell(to)]`, plus `Promote(Q|R|B|N|E)` on the last rank; written
//!   in algebraic notation with `E` for the Elk (`Ee4`, `exd6`, `e8=E`).
//! - A drop on an empty square: `[Reserve(letter), Cell(to)]`, the letter as in the reserve field
//!   (`L`/`D` for the bishops); written `N@e5`, `B@c4` (a bishop's square names which bishop).
//! - A drop onto a friendly pawn: `[Reserve(letter), Cell(pawn), Cell(new square)]`; written
//!   `N@c3/c2`: the knight lands on c3 and the pawn from c3 goes to c2.
//!
//! A check is marked `+`, a mate `#`.

mod eval;
pub mod lessons;
mod moves;
#[cfg(feature = "reference")]
pub mod reference;
pub mod rules;
mod text;
mod view;

pub use text::Illegal;
pub use view::Note;

pub use moves::{attacked, double_step_rank, in_check, relocation_rank, PROMOTION};

use std::sync::OnceLock;

use crate::chess::{kind, CMove, BISHOP, ELK, EMPTY, EN_PASSANT, KING, KNIGHT, PAWN, QUEEN};
use crate::error::PositionError;
use crate::game::{Clocks, Game, MarkedStep, Outcome, PieceView, Repetition, ReserveView, Step};
use crate::geometry::{Geometry, SquareGrid};

/// Not a square: no en-passant square, no king on the board, no relocation.
pub const NONE: u8 = u8::MAX;

/// Number of reserve slots per player.
pub const SLOTS: usize = 6;
pub const SLOT_KING: usize = 0;
pub const SLOT_QUEEN: usize = 1;
pub const SLOT_ELK: usize = 2;
pub const SLOT_LIGHT_BISHOP: usize = 3;
pub const SLOT_DARK_BISHOP: usize = 4;
pub const SLOT_KNIGHT: usize = 5;
/// The piece kind each reserve slot drops.
pub const SLOT_KINDS: [u8; SLOTS] = [KING, QUEEN, ELK, BISHOP, BISHOP, KNIGHT];
/// Each slot's letter in the reserve field and in [`Step::Reserve`].
pub const SLOT_LETTERS: [char; SLOTS] = ['K', 'Q', 'E', 'L', 'D', 'N'];
/// How many men a slot holds at the start (and at most).
pub const SLOT_MAX: [u8; SLOTS] = [1, 1, 2, 1, 1, 2];

/// The start position.
pub const START: &str = "8/8/pppppppp/8/8/PPPPPPPP/8/8 w KQEELDNNkqeeldnn - 0 1";

/// A position: board, side to move, en-passant square, both reserves.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct OrphicPos {
    board: [u8; 64],
    side: u8,
    ep: u8,
    /// Counts per player (White, Black) and slot.
    reserve: [[u8; SLOTS]; 2],
    /// Each player's king square, or [`NONE`] while it is in reserve (derived from the board).
    kings: [u8; 2],
}

impl OrphicPos {
    /// The men on the board, a1 = 0, b1 = 1, …, h8 = 63 (see [`crate::chess::piece`]).
    pub fn board(&self) -> &[u8; 64] {
        &self.board
    }
    /// The side to move: 0 White, 1 Black.
    pub fn side(&self) -> u8 {
        self.side
    }
    /// The en-passant target square, or [`NONE`].
    pub fn ep(&self) -> u8 {
        self.ep
    }
    /// How many men `side` holds in reserve slot `slot` (`SLOT_*`).
    pub fn reserve(&self, side: u8, slot: usize) -> u8 {
        self.reserve[usize::from(side & 1)].get(slot).copied().unwrap_or(0)
    }
    /// `side`'s king square, or [`NONE`] while the king is in reserve.
    pub fn king(&self, side: u8) -> u8 {
        self.kings[usize::from(side & 1)]
    }
}

/// A turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum OMove {
    /// A man on the board moves.
    Board(CMove),
    /// The man in reserve slot `slot` is dropped on `to`; if a friendly pawn stood there, it goes to
    /// `relocate` (else `relocate` is [`NONE`]).
    Drop { slot: u8, to: u8, relocate: u8 },
}

/// The game.
#[derive(Clone, Copy, Debug)]
pub struct Orphic {
    grid: &'static SquareGrid,
}

/// The game value.
pub fn game() -> Orphic {
    static GRID: OnceLock<SquareGrid> = OnceLock::new();
    Orphic { grid: GRID.get_or_init(|| SquareGrid::rectangle(8, 8)) }
}

impl Orphic {
    pub fn grid(&self) -> &'static SquareGrid {
        self.grid
    }

    /// Is `side`'s king on the board and attacked?
    pub fn in_check(&self, pos: &OrphicPos, side: u8) -> bool {
        moves::in_check(self.grid, pos, side)
    }

    /// Both reserves empty and at most one knight or bishop besides the kings: nobody can mate.
    fn dead_position(pos: &OrphicPos) -> bool {
        if pos.reserve.iter().flatten().any(|&n| n != 0) {
            return false;
        }
        let mut others = pos.board.iter().filter(|&&p| p != EMPTY && kind(p) != KING);
        match (others.next(), others.next()) {
            (None, _) => true,
            (Some(&p), None) => matches!(kind(p), BISHOP | KNIGHT),
            _ => false,
        }
    }
}

impl Game for Orphic {
    fn with_mover(&self, pos: &OrphicPos, player: usize) -> Option<OrphicPos> {
        let side = u8::try_from(player).ok().filter(|&s| s < 2)?;
        Some(if side == pos.side { *pos } else { OrphicPos { side, ep: NONE, ..*pos } })
    }

    type Pos = OrphicPos;
    type Move = OMove;
    type Note = view::Note;
    type Illegal = Illegal;

    fn id(&self) -> crate::GameId {
        crate::GameId::Orphic
    }
    fn players(&self) -> &'static [&'static str] {
        &["White", "Black"]
    }
    fn geometry(&self) -> &Geometry {
        &self.grid.geometry
    }
    fn start(&self) -> OrphicPos {
        // The start text is ours and tested; fall back to an empty board rather than panic.
        self.parse_position(START).map(|(p, _)| p).unwrap_or(OrphicPos {
            board: [EMPTY; 64],
            side: 0,
            ep: NONE,
            reserve: [SLOT_MAX; 2],
            kings: [NONE; 2],
        })
    }
    fn to_move(&self, pos: &OrphicPos) -> usize {
        usize::from(pos.side)
    }

    fn legal_moves(&self, pos: &OrphicPos, out: &mut Vec<OMove>) {
        moves::legal_moves(self.grid, pos, out);
    }
    fn make(&self, pos: &OrphicPos, mv: OMove) -> OrphicPos {
        moves::make(self.grid, pos, mv)
    }
    /// Different turns always give different positions: a drop empties a reserve slot that a board
    /// move leaves alone; two Elks (or knights) in reserve are one slot, so dropping "an Elk" on a
    /// square is one turn; a drop onto a pawn leaves its square without a pawn, and the relocation
    /// square tells the rest.
    fn distinct_moves(&self) -> bool {
        true
    }

    /// A side with its king alone (nothing in reserve) can never mate; nor either side in a dead
    /// position.
    fn can_win(&self, pos: &OrphicPos, player: usize) -> bool {
        let mine = |&&p: &&u8| p != EMPTY && usize::from(crate::chess::color(p) & 1) == player && kind(p) != KING;
        let alone =
            !pos.board.iter().any(|p| mine(&p)) && pos.reserve.get(player).is_none_or(|r| r.iter().all(|&n| n == 0));
        !alone && !Self::dead_position(pos)
    }

    fn outcome(&self, pos: &OrphicPos, legal: &[OMove]) -> Option<Outcome> {
        if legal.is_empty() {
            return Some(if self.in_check(pos, pos.side) {
                Outcome::Win { winner: usize::from(pos.side ^ 1), reason: crate::game::Reason::Checkmate }
            } else {
                Outcome::Draw { reason: crate::game::Reason::Stalemate }
            });
        }
        Self::dead_position(pos).then_some(Outcome::Draw { reason: crate::game::Reason::NoMatePossible })
    }

    /// A capture or a pawn's move on the board. Drops (a relocated pawn included) do not count.
    fn resets_clock(&self, pos: &OrphicPos, mv: OMove) -> bool {
        match mv {
            OMove::Board(m) => {
                kind(pos.board[usize::from(m.from)]) == PAWN
                    || pos.board[usize::from(m.to)] != EMPTY
                    || m.flags & EN_PASSANT != 0
            }
            OMove::Drop { .. } => false,
        }
    }
    fn draw_plies(&self) -> u32 {
        100
    }
    fn repetition(&self) -> Repetition {
        Repetition::DrawOnThird
    }
    fn remark(&self, pos: &OrphicPos) -> Option<view::Note> {
        view::remark(self, pos)
    }
    fn threat(&self, pos: &OrphicPos) -> bool {
        self.in_check(pos, pos.side)
    }
    fn checked(&self, pos: &OrphicPos) -> Vec<crate::geometry::CellId> {
        if self.in_check(pos, pos.side) {
            vec![crate::geometry::CellId::from(pos.king(pos.side))]
        } else {
            Vec::new()
        }
    }

    /// A board move takes the man on its landing square, or the pawn passed by (en passant); a drop
    /// takes nothing.
    fn captures(&self, pos: &OrphicPos, mv: OMove) -> Vec<crate::geometry::CellId> {
        match mv {
            OMove::Board(m) => crate::chess::taken_cell(self.grid, pos.board(), m).into_iter().collect(),
            OMove::Drop { .. } => Vec::new(),
        }
    }

    fn steps(&self, pos: &OrphicPos, mv: OMove) -> Vec<MarkedStep> {
        view::steps(pos, mv)
    }
    fn notation(&self, pos: &OrphicPos, mv: OMove, legal: &[OMove]) -> String {
        view::notation(self, pos, mv, legal)
    }
    fn pieces(&self, pos: &OrphicPos) -> Vec<PieceView> {
        view::pieces(self, pos)
    }
    fn face(&self, letter: char, army: u8) -> Option<crate::game::Face> {
        text::kind_of(letter).filter(|_| army < 2).map(|k| view::face(k, army))
    }
    fn kinds(&self) -> &'static [char] {
        &['K', 'Q', 'R', 'B', 'N', 'P', 'E']
    }
    fn reserves(&self, pos: &OrphicPos) -> Vec<ReserveView> {
        view::reserves(pos)
    }
    fn waiting(&self, pos: &OrphicPos, prefix: &[Step]) -> Option<view::Note> {
        // A drop onto one of the player's own pawns waits for the pawn's new square.
        match prefix {
            [Step::Reserve(_), Step::Cell(_)] => Some(view::Note::PlaceDisplacedPawn {
                player: self.players()[usize::from(pos.side & 1)],
                side: pos.side,
            }),
            _ => None,
        }
    }

    fn why_not(&self, pos: &OrphicPos, prefix: &[Step], step: Step) -> Option<view::Note> {
        view::why_not(self, pos, prefix, step)
    }

    fn parse_position(&self, text: &str) -> Result<(OrphicPos, Clocks), PositionError<Illegal>> {
        text::parse(self, text)
    }
    fn position_text(&self, pos: &OrphicPos, clocks: Clocks) -> String {
        text::write(self, pos, clocks)
    }
    fn set_up(&self, setup: &crate::setup::Setup) -> Result<(OrphicPos, Clocks), PositionError<Illegal>> {
        text::set_up(self, setup)
    }
}

/// What the engine's tests need to know of the game (`registry::TestPlan`): up to 872 turns a
/// position while the reserves last, so fewer playouts.
pub const TESTS: crate::registry::TestPlan =
    crate::registry::TestPlan { playouts: 10, plies: 120, ends_by_its_rules: true };

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn slots_are_consistent() {
        assert_eq!(SLOT_KINDS[SLOT_KNIGHT], KNIGHT);
        assert_eq!(SLOT_KINDS[SLOT_QUEEN], QUEEN);
        assert_eq!(SLOT_LETTERS[SLOT_ELK], 'E');
        assert_eq!(SLOT_MAX.iter().map(|&n| u32::from(n)).sum::<u32>(), 8);
    }
}
