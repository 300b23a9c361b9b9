//! Odin's Rune Chess (Gary K. Gifford, 2005): `docs/rules/odins-rune.md`. A 10 × 10 board,
//! two kings a side, no check rule: a player wins by taking both enemy kings.
//!
//! The men, with their letters in position text: **K** king (Ansuz), **V** Valkyrie (Perthro),
//! **R** rook (Raidho), **B** bishop (Beorc), **F** Forest Ox (Uruz), **P** pawn (Othel).
//! - Rook and bishop as in chess.
//! - The Valkyrie moves and takes as a queen, and may instead land on a friendly man (not a
//!   Valkyrie) on a clear queen line and set it down on a square it travelled through, its starting
//!   square included.
//! - The Forest Ox leaps as a knight (moving or taking) and may then remove one enemy man from a
//!   square next to where it landed.
//! - The pawn steps one square diagonally in any of the 4 directions, or two squares straight
//!   forward when one of its forward diagonals exists and is empty; no promotion.
//! - A king has no move of its own: it moves as any friendly non-king man next to it would from
//!   the king's square (as a Valkyrie it carries neither Valkyries nor kings).
//!
//! # Turns as steps
//! [the man, its target, then (optionally) one more square]. The target is capture-marked when it
//! holds an enemy. The third step is the enemy man a Forest Ox (or a king moving as one) removes —
//! capture-marked; the leap without a removal is a turn of its own, so the player may stop after
//! the leap — or the square a carried friend is set down on (the target is then the friend's
//! square, and the turn is not complete without the drop-off). A king that reaches a square "as"
//! several adjacent men makes one and the same turn: [`Game::legal_moves`] lists it once.
//!
//! # Notation
//! Long algebraic with the mover's letter, so every turn names its man and both squares:
//! - `Fb1-c3` a move, `Fd5xc3` a capture (`x` before the square of the man taken);
//! - `Fd5xc3/xd2` a Forest Ox's removal after its leap (`/x` and the removed man's square);
//! - `Vg1-j1>f1` a Valkyrie carrying the friend from j1 and setting it down on f1;
//! - a king moving as another man is written `K…` with the same forms: `Kc2xc4`, `Kd3xb4/xa5`;
//! - `#` follows a turn that takes the opponent's last king.
//!
//! # Position text
//! The board (ranks 10 to 1, FEN-style letters, runs of empty squares as numbers up to `10`), the
//! side to move (`w`/`b`), then optionally the plies since the last capture and the move number.
//! The start is `rfbvkkvbfr/pppppppppp/10/10/10/10/10/10/PPPPPPPPPP/RFBVKKVBFR w 0 1`.

mod eval;
pub mod lessons;
mod moves;
#[cfg(feature = "reference")]
pub mod reference;
pub mod rules;
mod text;

/// A set of cells: bit `c` is cell `c`.
pub(crate) type Set = u128;

use std::hash::{Hash, Hasher};
use std::sync::OnceLock;

use crate::chess::tables::{CellSet, Tables};
use crate::chess::{color, kind, piece, BLACK, EMPTY, KING, WHITE};
use crate::error::PositionError;
use crate::game::{Clocks, Face, Game, MarkedStep, Outcome, PieceView, Reason, Repetition, Step};
use crate::geometry::{CellId, Geometry, SquareGrid};

pub use text::{kind_of, letter, rune_name, Illegal};

pub const START: &str = "rfbvkkvbfr/pppppppppp/10/10/10/10/10/10/PPPPPPPPPP/RFBVKKVBFR w 0 1";

/// Number of squares.
pub const CELLS: usize = 100;

/// No third step.
pub const NONE: u8 = u8::MAX;

/// A position: the board (piece bytes from [`crate::chess::piece`]) and the side to move, with a
/// Zobrist key of both and the bit sets of each side's men and of the kings kept up to date, so
/// that hashing a position (perft de-duplicates every successor; a search's transposition table)
/// is cheap and the generator walks the men rather than the board. Build one with [`RunePos::new`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RunePos {
    key: u64,
    /// Each side's men.
    men: [Set; 2],
    /// Both sides' kings.
    kings: Set,
    board: [u8; CELLS],
    side: u8,
}

impl Hash for RunePos {
    fn hash<H: Hasher>(&self, state: &mut H) {
        state.write_u64(self.key);
    }
}

/// The movement tables and Zobrist keys of the board.
fn tables() -> &'static Tables<Set> {
    game().tables
}

/// A turn: the man on `from` goes to `to`; `extra` is [`NONE`], the enemy man an Ox removes (when
/// `to` does not hold a friend), or the drop-off square of the friend carried from `to`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct RuneMove {
    pub from: u8,
    pub to: u8,
    pub extra: u8,
}

impl RuneMove {
    pub const fn new(from: u8, to: u8, extra: u8) -> Self {
        RuneMove { from, to, extra }
    }
}

impl RunePos {
    /// The position with this board and side to move (0 White, 1 Black).
    pub fn new(board: [u8; CELLS], side: u8) -> Self {
        let t = tables();
        let key = if side == WHITE { 0 } else { t.zobrist_black };
        let mut pos = RunePos { key, men: [0; 2], kings: 0, board: [EMPTY; CELLS], side };
        for (c, &p) in board.iter().enumerate() {
            pos.set(t, c, p);
        }
        pos
    }

    /// The men: piece bytes indexed by cell.
    pub fn board(&self) -> &[u8; CELLS] {
        &self.board
    }

    /// The side to move: 0 White, 1 Black.
    pub fn side(&self) -> u8 {
        self.side
    }

    /// The Zobrist key of the board and side to move.
    pub fn key(&self) -> u64 {
        self.key
    }

    /// Put `p` (or [`EMPTY`]) on `cell`, keeping the key and the sets.
    #[inline]
    fn set(&mut self, t: &Tables<Set>, cell: usize, p: u8) {
        debug_assert!(cell < CELLS, "no cell {cell}");
        let (Some(&old), Some(zobrist)) = (self.board.get(cell), t.zobrist.get(cell)) else { return };
        let one = Set::of(cell as u8);
        if old != EMPTY {
            self.key ^= zobrist[usize::from(old & 31)];
            self.men[usize::from(color(old) & 1)] &= !one;
            self.kings &= !one;
        }
        if p != EMPTY {
            self.key ^= zobrist[usize::from(p & 31)];
            self.men[usize::from(color(p) & 1)] |= one;
            if kind(p) == KING {
                self.kings |= one;
            }
        }
        self.board[cell] = p;
    }

    /// Does `side` have a king on the board?
    #[inline]
    pub fn has_king(&self, side: u8) -> bool {
        self.kings & self.men[usize::from(side & 1)] != 0
    }

    /// Kings of `side` on the board.
    pub fn kings(&self, side: u8) -> usize {
        (self.kings & self.men[usize::from(side & 1)]).count_ones() as usize
    }

    /// Does `mv` carry a friend (rather than take or remove)?
    pub fn is_carry(&self, mv: RuneMove) -> bool {
        let p = self.board[usize::from(mv.to)];
        p != EMPTY && color(p) == self.side
    }

    /// Does `mv` take a man on its target square?
    pub fn takes_on_target(&self, mv: RuneMove) -> bool {
        let p = self.board[usize::from(mv.to)];
        p != EMPTY && color(p) != self.side
    }

    /// Does `mv` remove a man beside its target (a Forest Ox's removal)?
    pub fn removes(&self, mv: RuneMove) -> bool {
        mv.extra != NONE && !self.is_carry(mv)
    }
}

/// The game.
#[derive(Clone, Copy, Debug)]
pub struct OdinsRune {
    grid: &'static SquareGrid,
    tables: &'static Tables<Set>,
}

/// The game.
pub fn game() -> OdinsRune {
    static BOARD: OnceLock<(SquareGrid, Tables<Set>)> = OnceLock::new();
    let (grid, tables) = BOARD.get_or_init(|| {
        let grid = SquareGrid::rectangle(10, 10);
        let tables = Tables::new(&grid);
        (grid, tables)
    });
    OdinsRune { grid, tables }
}

impl OdinsRune {
    pub fn grid(&self) -> &'static SquareGrid {
        self.grid
    }

    /// The position after `mv`, which need not be legal (only its squares must exist).
    pub fn apply(&self, pos: &RunePos, mv: RuneMove) -> RunePos {
        let mut n = *pos;
        let (from, to) = (usize::from(mv.from), usize::from(mv.to));
        let mover = n.board[from];
        let target = n.board[to];
        n.set(self.tables, from, EMPTY);
        n.set(self.tables, to, mover);
        if usize::from(mv.extra) < CELLS {
            n.set(self.tables, usize::from(mv.extra), if pos.is_carry(mv) { target } else { EMPTY });
        }
        n.side ^= 1;
        n.key ^= self.tables.zobrist_black;
        n
    }

    /// The cells of `side`'s kings that the other side could take (or remove) in one turn.
    pub fn kings_attacked(&self, pos: &RunePos, side: u8) -> Vec<CellId> {
        let them = RunePos::new(pos.board, side ^ 1);
        let mut moves = Vec::new();
        moves::generate(self.tables, &them, &mut moves);
        let king = piece(side, KING);
        let mut cells: Vec<CellId> = Vec::new();
        for m in moves {
            let mut hit = |c: u8| {
                if them.board[usize::from(c)] == king && !cells.contains(&CellId::from(c)) {
                    cells.push(CellId::from(c));
                }
            };
            hit(m.to);
            if them.removes(m) {
                hit(m.extra);
            }
        }
        cells
    }
}

/// Everything Odin's Rune Chess says, each with its sentence.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Note {
    /// The kings of the player to move that stand attacked (their cells' names).
    KingsAttacked(Vec<String>),
    /// Declining the removal after a Forest Ox's leap.
    NoRemoval,
    /// The turn waits for the man to remove beside the Ox's landing square.
    Remove { next_to: String },
    /// The turn waits for the square where the Valkyrie drops the man it carries.
    DropCarried { man: String },
}

impl std::fmt::Display for Note {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Note::KingsAttacked(cells) if cells.len() == 1 => write!(f, "king on {} attacked", cells.join("")),
            Note::KingsAttacked(cells) => write!(f, "kings on {} attacked", cells.join(" and ")),
            Note::NoRemoval => f.write_str("No removal"),
            Note::Remove { next_to } => write!(f, "remove a man next to {next_to}, or No removal"),
            Note::DropCarried { man } => {
                write!(f, "drop the carried {man} on a square the Valkyrie passed, or on its start")
            }
        }
    }
}

impl Game for OdinsRune {
    fn with_mover(&self, pos: &RunePos, player: usize) -> Option<RunePos> {
        let side = u8::try_from(player).ok().filter(|&s| s < 2)?;
        let mut n = *pos;
        if n.side != side {
            n.side = side;
            n.key ^= self.tables.zobrist_black;
        }
        Some(n)
    }

    type Pos = RunePos;
    type Move = RuneMove;
    type Note = Note;
    type Illegal = Illegal;

    fn id(&self) -> crate::GameId {
        crate::GameId::OdinsRune
    }
    fn players(&self) -> &'static [&'static str] {
        &["White", "Black"]
    }
    fn geometry(&self) -> &Geometry {
        &self.grid.geometry
    }
    fn start(&self) -> RunePos {
        // The start text is ours and tested; fall back to an empty board rather than panic.
        self.parse_position(START).map(|(p, _)| p).unwrap_or_else(|_| RunePos::new([EMPTY; CELLS], WHITE))
    }
    fn to_move(&self, pos: &RunePos) -> usize {
        usize::from(pos.side)
    }

    fn legal_moves(&self, pos: &RunePos, out: &mut Vec<RuneMove>) {
        if pos.has_king(WHITE) && pos.has_king(BLACK) {
            moves::generate(self.tables, pos, out);
        }
    }

    fn make(&self, pos: &RunePos, mv: RuneMove) -> RunePos {
        self.apply(pos, mv)
    }

    fn distinct_moves(&self) -> bool {
        // Two turns that give one position move the same man: only a turn of the man on a cell
        // leaves it empty or holding the man that man carried (no man lands on a friend it may not
        // carry, and no Valkyrie is carried; a carried man is set down on an empty cell or its
        // carrier's; a removed man is an enemy). One man's turns differ in where it lands, the
        // enemy removed or where the carried man is set down, and the generator lists each turn
        // once (a king that borrows two moves reaching one cell too; tests check it).
        true
    }

    fn outcome(&self, pos: &RunePos, legal: &[RuneMove]) -> Option<Outcome> {
        for side in [WHITE, BLACK] {
            if !pos.has_king(side) {
                return Some(Outcome::Win { winner: usize::from(side ^ 1), reason: Reason::BothKingsTaken });
            }
        }
        legal.is_empty().then(|| Outcome::Win { winner: usize::from(pos.side ^ 1), reason: Reason::NoLegalMove })
    }

    fn resets_clock(&self, pos: &RunePos, mv: RuneMove) -> bool {
        pos.takes_on_target(mv) || pos.removes(mv)
    }
    fn draw_plies(&self) -> u32 {
        100
    }
    fn repetition(&self) -> Repetition {
        Repetition::DrawOnThird
    }
    fn remark(&self, pos: &RunePos) -> Option<Note> {
        if !pos.has_king(WHITE) || !pos.has_king(BLACK) {
            return None;
        }
        let names: Vec<String> = self.kings_attacked(pos, pos.side).iter().map(|&c| self.grid.name(c)).collect();
        (!names.is_empty()).then_some(Note::KingsAttacked(names))
    }
    /// A king of the player to move that the other could take or remove next turn (as
    /// [`OdinsRune::kings_attacked`] finds, without generating the other's turns).
    fn threat(&self, pos: &RunePos) -> bool {
        if !pos.has_king(WHITE) || !pos.has_king(BLACK) {
            return false;
        }
        let side = pos.side & 1;
        let mut attacked = false;
        crate::chess::tables::each(pos.men[usize::from(side)] & pos.kings, |k| {
            attacked = attacked || eval::attacked(self.tables, pos, k, side ^ 1);
        });
        attacked
    }
    fn checked(&self, pos: &RunePos) -> Vec<CellId> {
        self.kings_attacked(pos, pos.side)
    }

    fn steps(&self, pos: &RunePos, mv: RuneMove) -> Vec<MarkedStep> {
        let mut v = vec![
            MarkedStep::quiet(Step::Cell(mv.from.into())),
            MarkedStep::capture(Step::Cell(mv.to.into()), pos.takes_on_target(mv)),
        ];
        if mv.extra != NONE {
            v.push(MarkedStep::capture(Step::Cell(mv.extra.into()), pos.removes(mv)));
        }
        v
    }

    fn notation(&self, pos: &RunePos, mv: RuneMove, _legal: &[RuneMove]) -> String {
        text::notation(self, pos, mv)
    }

    /// After a Forest Ox's leap (or a king's leap as one) the turn may end: declining the removal.
    fn stop_label(&self, pos: &RunePos, prefix: &[Step]) -> Option<Note> {
        match prefix {
            [Step::Cell(_), Step::Cell(to)]
                if !pos.board.get(usize::from(*to)).is_some_and(|&p| p != EMPTY && color(p) == pos.side) =>
            {
                Some(Note::NoRemoval)
            }
            _ => None,
        }
    }

    fn waiting(&self, pos: &RunePos, prefix: &[Step]) -> Option<Note> {
        let [Step::Cell(_), Step::Cell(to)] = prefix else { return None };
        let man = *pos.board.get(usize::from(*to))?;
        if man != EMPTY && color(man) == pos.side {
            let face = text::face(kind(man), color(man));
            // "King (Ansuz)" → "king": the rune's name is on the picture already.
            let name = face.kind_name.split(" (").next().unwrap_or_default().to_ascii_lowercase();
            Some(Note::DropCarried { man: name })
        } else {
            Some(Note::Remove { next_to: self.grid.geometry.name(*to).to_string() })
        }
    }

    fn pieces(&self, pos: &RunePos) -> Vec<PieceView> {
        pos.board
            .iter()
            .enumerate()
            .filter(|(_, &p)| p != EMPTY)
            .map(|(c, &p)| PieceView::new(c as CellId, text::face(kind(p), color(p))))
            .collect()
    }

    fn face(&self, letter: char, army: u8) -> Option<Face> {
        text::kind_of(letter).filter(|_| army < 2).map(|k| text::face(k, army))
    }

    fn kinds(&self) -> &'static [char] {
        &['K', 'V', 'R', 'B', 'F', 'P']
    }

    fn parse_position(&self, text: &str) -> Result<(RunePos, Clocks), PositionError<Illegal>> {
        text::parse_position(self.grid, text)
    }

    fn position_text(&self, pos: &RunePos, clocks: Clocks) -> String {
        text::position_text(self.grid, pos, clocks)
    }

    fn set_up(&self, setup: &crate::setup::Setup) -> Result<(RunePos, Clocks), PositionError<Illegal>> {
        let code = |k: char, army: u8| text::kind_of(k).filter(|_| army < 2).map(|k| piece(army, k));
        let board: [u8; CELLS] = crate::setup::board_of(setup, CELLS, EMPTY, code)?
            .try_into()
            .map_err(|cells: Vec<u8>| PositionError::BoardSize { expected: CELLS, found: cells.len() })?;
        Ok((text::checked(board, u8::from(setup.to_move != 0))?, Clocks::START))
    }
}

/// What the engine's tests need to know of the game (`registry::TestPlan`).
pub const TESTS: crate::registry::TestPlan =
    crate::registry::TestPlan { playouts: 16, plies: 160, ends_by_its_rules: true };
