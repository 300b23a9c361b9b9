//! Tyr Tafl and Odin Tafl (Luk Martens): `docs/rules/tafl.md`. One [`Tafl`] game type,
//! parametrised by static data ([`Variant`]: board size, Tyr or Odin, the setup diagram), so that the
//! six games `tyr-11` … `odin-17` differ only in data.
//!
//! Rules in short: every man moves like a rook; custodian capture by the moving man only (king armed,
//! commanders and V-men too; the edge is never hostile; up to three men at once); berserk — after a
//! capture the same man may go on, each further move capturing again, the king may end the chain by
//! stepping onto the edge; the king wins on any edge square and is captured like a man. Odin adds
//! commanders (which may also jump over an adjacent enemy man or V-man) and V-men (which change side
//! instead of being removed). A third repetition of a position is illegal; no legal turn loses.
//!
//! A turn is a chain of segments: steps `[from, to1, to2, …]`, each `toN` marked as a capture when
//! that segment captures. Every prefix of a chain that ends after a capture is a legal turn of its
//! own, so the interface offers the continuations together with "stop here".
//!
//! # Position text
//! Ranks from the top down separated by `/`, each rank left to right with a letter per man and a
//! number for a run of empty squares; then the side to move (`a` attackers, `d` defenders), then
//! optionally the quiet-ply counter and the move number. Letters, as in the rules' diagrams:
//! `K` king, `D` defender, `C` defender commander, `V` defender V-man, `A` attacker, `c` attacker
//! commander, `v` attacker V-man (the last four only in Odin). At most [`MAX_MEN`] men.
//!
//! # Notation
//! A segment is written `from-to`; when it captures, the cells it takes (or turns) follow in
//! parentheses after an `x`, and a chain's segments follow each other: `f2-f5`, `f2-f5x(f6,e5)`,
//! `f2-f5x(f6)-h5x(h6)`. A commander's jump is written like any move (`e4-e6`).

mod capture;
mod eval;
pub mod lessons;
mod moves;
#[cfg(feature = "reference")]
pub mod reference;
pub mod rules;
pub mod setups;
mod text;

use std::fmt;
use std::sync::OnceLock;

use crate::error::PositionError;
use crate::game::{Clocks, Game, MarkedStep, Outcome, PieceView, Repetition, Step};
use crate::geometry::{CellId, Geometry, Shade, SquareGrid};

pub use moves::TaflMove;
pub use text::Illegal;

/// The largest board side.
pub const MAX_SIZE: usize = 17;
/// Cells of the position array, shared by every size (unused cells stay empty).
pub const CELLS: usize = MAX_SIZE * MAX_SIZE;
/// Most men a position may hold. No setup has more than 73, and men are never added; the bound keeps
/// a berserk chain (one segment per man taken, plus the king's last step) inside a [`TaflMove`].
pub const MAX_MEN: usize = 96;

/// Piece kinds (low 3 bits of a piece byte).
pub const MAN: u8 = 1;
pub const COMMANDER: u8 = 2;
pub const VMAN: u8 = 3;
pub const KING: u8 = 4;

/// Sides: the index into [`Game::players`].
pub const ATTACKERS: u8 = 0;
pub const DEFENDERS: u8 = 1;

/// An empty cell.
pub const EMPTY: u8 = 0;

/// The piece byte for a man of `side` and `kind`; never 0.
#[inline]
pub const fn piece(side: u8, kind: u8) -> u8 {
    kind | (side << 3)
}

#[inline]
pub const fn kind(p: u8) -> u8 {
    p & 7
}

/// Side of a piece byte (meaningless for [`EMPTY`]).
#[inline]
pub const fn side(p: u8) -> u8 {
    p >> 3
}

/// The defenders' king.
pub const THE_KING: u8 = piece(DEFENDERS, KING);

/// A position: the board (cell `rank * size + file`) and the side to move.
///
/// It also keeps the board's Zobrist key ([`TaflPos::key`]): `make` updates it for the cells a turn
/// changes, and its `Hash` is that key, so the search's transposition table and repetition checks
/// and perft's de-duplication never hash the 289 cells. Each side's men are kept as a set of cells
/// too ([`TaflPos::men`]), for the move generator. The fields are private: a position is built by
/// [`TaflPos::new`] (which computes the key and the sets) and changed by `make` and
/// [`TaflPos::with_side`], so the key and the sets always follow the board.
#[derive(Clone, Copy)]
pub struct TaflPos {
    board: [u8; CELLS],
    side: u8,
    key: u64,
    men: [Cells; 2],
}
/// Words of a set of cells of the largest board.
pub const WORDS: usize = CELLS.div_ceil(64);

/// A set of cells of any tafl board.
pub type Cells = crate::bits::Bits<WORDS>;

impl TaflPos {
    /// An empty board, attackers to move.
    pub const EMPTY: TaflPos = TaflPos { board: [EMPTY; CELLS], side: ATTACKERS, key: 0, men: [Cells::EMPTY; 2] };

    /// The position with these men (piece bytes by cell) and side to move ([`ATTACKERS`] or
    /// [`DEFENDERS`]), its key and sets computed. It is not checked against the rules: a game's
    /// positions come from [`Game::parse_position`] and [`Game::set_up`], which check them.
    pub fn new(board: [u8; CELLS], side: u8) -> TaflPos {
        let mut pos = TaflPos { side: side & 1, ..TaflPos::EMPTY };
        for (c, &p) in board.iter().enumerate() {
            pos.board[c] = p;
            pos.touched(c, EMPTY);
        }
        pos
    }

    /// The men: piece bytes indexed by cell ([`EMPTY`] for none).
    #[inline]
    pub fn board(&self) -> &[u8; CELLS] {
        &self.board
    }

    /// The side to move: [`ATTACKERS`] or [`DEFENDERS`].
    #[inline]
    pub fn side(&self) -> u8 {
        self.side
    }

    /// The same men with `side` to move.
    pub fn with_side(self, side: u8) -> TaflPos {
        TaflPos { side: side & 1, ..self }
    }

    /// The cells of side `s`'s men.
    #[inline]
    pub fn men(&self, s: u8) -> Cells {
        self.men[usize::from(s & 1)]
    }

    /// Brings the key and the men's sets up to date for cell `c`, which held `old`.
    #[inline]
    fn touched(&mut self, c: usize, old: u8) {
        let new = self.board[c];
        self.key ^= zobrist(c, old) ^ zobrist(c, new);
        self.men[0].remove(c);
        self.men[1].remove(c);
        if new != EMPTY {
            self.men[usize::from(side(new) & 1)].insert(c);
        }
    }

    /// The board's Zobrist key: the XOR of [`zobrist`] over its cells (0 for an empty board).
    #[inline]
    pub fn key(&self) -> u64 {
        self.key
    }
}

/// The Zobrist code of man `p` on cell `c` (0 for an empty cell): a fixed mix of the two, so no
/// table is stored.
#[inline]
pub fn zobrist(c: usize, p: u8) -> u64 {
    if p == EMPTY {
        return 0;
    }
    // SplitMix64's finaliser.
    let mut z = ((c as u64) << 8 | u64::from(p)).wrapping_add(0x9e37_79b9_7f4a_7c15);
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

impl PartialEq for TaflPos {
    fn eq(&self, other: &Self) -> bool {
        self.side == other.side && self.key == other.key && self.board == other.board
    }
}

impl Eq for TaflPos {}

impl std::hash::Hash for TaflPos {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        // The side to move changes the key by a constant.
        state.write_u64(self.key ^ (u64::from(self.side) * 0x6a09_e667_f3bc_c909));
    }
}

impl fmt::Debug for TaflPos {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let men: Vec<(usize, u8)> = self.board.iter().copied().enumerate().filter(|&(_, p)| p != EMPTY).collect();
        f.debug_struct("TaflPos").field("side", &self.side).field("men", &men).finish()
    }
}

/// What makes one of the six games differ from another.
#[derive(Debug)]
pub struct Variant {
    pub id: crate::GameId,
    pub size: u8,
    /// Odin: commanders and V-men may appear.
    pub odin: bool,
    /// The setup, as a diagram in the rules' format (see [`setups`]).
    pub setup: &'static str,
}

/// A variant with its board built.
#[derive(Debug)]
pub struct Rules {
    pub variant: &'static Variant,
    pub grid: SquareGrid,
    /// Edge squares, by cell.
    edge: [bool; CELLS],
    /// Cells two files or more from the right edge, and from the left edge (where a man has room
    /// for a sandwich to its right, or to its left).
    room: [Cells; 2],
    /// The start: the variant's setup diagram as [`Tafl::checked_start`] reads it.
    start: TaflPos,
}

impl Rules {
    fn new(variant: &'static Variant) -> Rules {
        let n = variant.size;
        let mut grid = SquareGrid::rectangle(n, n);
        // A plain tafl board without special squares: two close tones of one wood.
        for (cell, &(f, r)) in grid.geometry.cells.iter_mut().zip(&grid.coords) {
            cell.shade = if Shade::chequer(f, r) == Shade::Dark { Shade::Wood } else { Shade::WoodDeep };
        }
        let mut edge = [false; CELLS];
        for (c, &(f, r)) in grid.coords.iter().enumerate() {
            edge[c] = f == 0 || r == 0 || f == n - 1 || r == n - 1;
        }
        let mut room = [Cells::EMPTY; 2];
        for (c, &(f, _)) in grid.coords.iter().enumerate() {
            if f + 2 < n {
                room[0].insert(c);
            }
            if f >= 2 {
                room[1].insert(c);
            }
        }
        // The setups are program data: `checked_start` says if one is broken (a test reads it for
        // every game), and the game then starts from an empty board rather than panic.
        let start = text::parse_diagram(&grid, variant.odin, variant.setup).unwrap_or(TaflPos::EMPTY);
        Rules { variant, grid, edge, room, start }
    }
}

/// Tyr or Odin Tafl on one board size.
#[derive(Clone, Copy)]
pub struct Tafl {
    rules: &'static Rules,
}

impl fmt::Debug for Tafl {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.rules.variant.id.as_str())
    }
}

macro_rules! variant {
    ($fn_name:ident, $konst:ident, $id:ident, $size:literal, $odin:literal, $setup:expr) => {
        pub static $konst: Variant = Variant { id: crate::GameId::$id, size: $size, odin: $odin, setup: $setup };
        #[doc = concat!("The game [`crate::GameId::", stringify!($id), "`].")]
        pub fn $fn_name() -> Tafl {
            static RULES: OnceLock<Rules> = OnceLock::new();
            Tafl { rules: RULES.get_or_init(|| Rules::new(&$konst)) }
        }
    };
}

variant!(tyr_11, TYR_11, Tyr11, 11, false, setups::TYR_11);
variant!(tyr_15, TYR_15, Tyr15, 15, false, setups::TYR_15);
variant!(tyr_17, TYR_17, Tyr17, 17, false, setups::TYR_17);
variant!(odin_11, ODIN_11, Odin11, 11, true, setups::ODIN_11);
variant!(odin_15, ODIN_15, Odin15, 15, true, setups::ODIN_15);
variant!(odin_17, ODIN_17, Odin17, 17, true, setups::ODIN_17);

/// The six games, Tyr then Odin, small to large.
pub fn all() -> [Tafl; 6] {
    [tyr_11(), tyr_15(), tyr_17(), odin_11(), odin_15(), odin_17()]
}

const PLAYERS: &[&str] = &["Attacker", "Defender"];

impl Tafl {
    /// The man of this kind letter and army ([`crate::game::Face`]'s), if the variant has one.
    fn man(&self, letter: char, army_index: u8) -> Option<u8> {
        let side = if army_index == army(ATTACKERS) { ATTACKERS } else { DEFENDERS };
        let kind = match letter {
            'K' if side == DEFENDERS => KING,
            'A' if side == ATTACKERS => MAN,
            'D' if side == DEFENDERS => MAN,
            'C' if self.rules.variant.odin => COMMANDER,
            'V' if self.rules.variant.odin => VMAN,
            _ => return None,
        };
        (army_index < 2).then(|| piece(side, kind))
    }

    /// The start position as read from the setup diagram, or why the diagram is refused.
    pub fn checked_start(&self) -> Result<TaflPos, PositionError<Illegal>> {
        text::parse_diagram(&self.rules.grid, self.rules.variant.odin, self.rules.variant.setup)
    }

    pub fn variant(&self) -> &'static Variant {
        self.rules.variant
    }

    pub fn grid(&self) -> &'static SquareGrid {
        &self.rules.grid
    }

    /// Board side.
    pub fn size(&self) -> usize {
        usize::from(self.rules.variant.size)
    }

    /// Is the cell on the edge of the board?
    #[inline]
    pub fn on_edge(&self, cell: CellId) -> bool {
        self.rules.edge.get(usize::from(cell)).copied().unwrap_or(false)
    }

    /// Where the king stands, if he is on the board.
    pub fn king(&self, pos: &TaflPos) -> Option<CellId> {
        pos.men(DEFENDERS).cells().find(|&c| pos.board[c] == THE_KING).and_then(|c| CellId::try_from(c).ok())
    }

    /// The end the board decides by itself: the king captured or escaped.
    pub fn decided(&self, pos: &TaflPos) -> Option<Outcome> {
        match self.king(pos) {
            None => Some(Outcome::Win { winner: ATTACKERS.into(), reason: crate::game::Reason::KingCaptured }),
            Some(k) if self.on_edge(k) => {
                Some(Outcome::Win { winner: DEFENDERS.into(), reason: crate::game::Reason::KingEscaped })
            }
            Some(_) => None,
        }
    }
}

/// The colour of a side's men: army 0 is drawn light, 1 dark; the attackers are dark.
fn army(side: u8) -> u8 {
    if side == ATTACKERS {
        1
    } else {
        0
    }
}

/// Picture and name of a man.
fn looks(p: u8) -> crate::game::Face {
    let (figure, name, kind_name) = match (side(p), kind(p)) {
        (_, KING) => ("king", "king", "King"),
        (ATTACKERS, MAN) => ("attacker", "attacker", "Attacker"),
        (ATTACKERS, COMMANDER) => ("attacker-commander", "attacker commander", "Commander"),
        (ATTACKERS, _) => ("attacker-vman", "attackers' V-man", "V-man"),
        (_, MAN) => ("defender", "defender", "Defender"),
        (_, COMMANDER) => ("defender-commander", "defender commander", "Commander"),
        _ => ("defender-vman", "defenders' V-man", "V-man"),
    };
    crate::game::Face {
        kind: text::letter(p),
        army: army(side(p)),
        name: name.into(),
        kind_name: kind_name.into(),
        picture: crate::game::Picture::new("tafl", figure),
    }
}

/// What tafl says: the name of ending a berserk chain.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Note {
    EndTurn,
    /// A berserk man has taken: it may take again from its square.
    CaptureAgain {
        from: String,
    },
}

impl fmt::Display for Note {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Note::EndTurn => f.write_str("End turn"),
            Note::CaptureAgain { from } => write!(f, "capture again with the man on {from}, or End turn"),
        }
    }
}

impl Game for Tafl {
    fn with_mover(&self, pos: &TaflPos, player: usize) -> Option<TaflPos> {
        let side = u8::try_from(player).ok().filter(|&s| s < 2)?;
        Some(pos.with_side(side))
    }

    type Pos = TaflPos;
    type Move = TaflMove;
    type Note = Note;
    type Illegal = Illegal;

    fn id(&self) -> crate::GameId {
        self.rules.variant.id
    }
    fn players(&self) -> &'static [&'static str] {
        PLAYERS
    }
    fn geometry(&self) -> &Geometry {
        &self.rules.grid.geometry
    }
    fn start(&self) -> TaflPos {
        self.rules.start
    }
    fn to_move(&self, pos: &TaflPos) -> usize {
        usize::from(pos.side)
    }
    fn army_of(&self, player: usize) -> u8 {
        army(player as u8)
    }

    fn legal_moves(&self, pos: &TaflPos, out: &mut Vec<TaflMove>) {
        self.generate(pos, out);
    }

    fn make(&self, pos: &TaflPos, mv: TaflMove) -> TaflPos {
        self.play(pos, mv)
    }

    fn distinct_moves(&self) -> bool {
        // Captures taken in a different order, or a chain and a plain move, can give one position.
        false
    }

    fn distinct_successor(&self, pos: &TaflPos, mv: TaflMove) -> bool {
        // A plain move moves one man and takes nothing: no other plain move gives its position,
        // and a turn that takes (or turns) a man leaves a different set of men.
        self.is_plain(pos, mv)
    }

    fn outcome(&self, pos: &TaflPos, legal: &[TaflMove]) -> Option<Outcome> {
        self.decided(pos).or_else(|| {
            legal.is_empty().then(|| Outcome::Win {
                winner: usize::from(pos.side ^ 1),
                reason: crate::game::Reason::NoLegalTurnFor(if pos.side == ATTACKERS {
                    "attacker"
                } else {
                    "defender"
                }),
            })
        })
    }

    fn resets_clock(&self, pos: &TaflPos, mv: TaflMove) -> bool {
        let mut board = pos.board;
        let mut any = false;
        self.walk(&mut board, mv, |seg| any |= !seg.taken.is_empty());
        any
    }

    fn draw_plies(&self) -> u32 {
        // No rule draws a game for lack of progress; repetitions are refused instead.
        u32::MAX
    }

    fn repetition(&self) -> Repetition {
        Repetition::ForbidThird
    }

    fn remark(&self, _pos: &TaflPos) -> Option<Note> {
        None
    }
    fn threat(&self, pos: &TaflPos) -> bool {
        self.king_open_line(pos)
    }

    fn stop_label(&self, _pos: &TaflPos, prefix: &[Step]) -> Option<Note> {
        // After a capture the berserk man may go on; declining ends the turn.
        (prefix.len() >= 2).then_some(Note::EndTurn)
    }

    fn waiting(&self, _pos: &TaflPos, prefix: &[Step]) -> Option<Note> {
        match prefix {
            [_, .., Step::Cell(at)] if prefix.len() >= 2 => {
                Some(Note::CaptureAgain { from: self.geometry().name(*at).to_string() })
            }
            _ => None,
        }
    }

    fn steps(&self, pos: &TaflPos, mv: TaflMove) -> Vec<MarkedStep> {
        let mut out = vec![MarkedStep::quiet(Step::Cell(mv.from()))];
        let mut board = pos.board;
        self.walk(&mut board, mv, |seg| out.push(MarkedStep::capture(Step::Cell(seg.to), !seg.taken.is_empty())));
        out
    }

    fn notation(&self, pos: &TaflPos, mv: TaflMove, _legal: &[TaflMove]) -> String {
        text::notation(self, pos, mv)
    }

    fn pieces(&self, pos: &TaflPos) -> Vec<PieceView> {
        self.rules
            .grid
            .coords
            .iter()
            .enumerate()
            .filter_map(|(c, _)| {
                let p = pos.board[c];
                (p != EMPTY).then(|| PieceView::new(c as CellId, looks(p)))
            })
            .collect()
    }

    fn face(&self, letter: char, army_index: u8) -> Option<crate::game::Face> {
        self.man(letter, army_index).map(looks)
    }

    fn kinds(&self) -> &'static [char] {
        if self.rules.variant.odin {
            &['K', 'A', 'D', 'C', 'V']
        } else {
            &['K', 'A', 'D']
        }
    }

    fn captures(&self, pos: &TaflPos, mv: TaflMove) -> Vec<CellId> {
        let mut board = pos.board;
        let mut out = Vec::new();
        self.walk(&mut board, mv, |seg| out.extend_from_slice(seg.taken));
        out
    }

    fn parse_position(&self, text: &str) -> Result<(TaflPos, Clocks), PositionError<Illegal>> {
        text::parse_position(self, text)
    }

    fn position_text(&self, pos: &TaflPos, clocks: Clocks) -> String {
        text::position_text(self, pos, clocks)
    }

    fn set_up(&self, setup: &crate::setup::Setup) -> Result<(TaflPos, Clocks), PositionError<Illegal>> {
        let men = crate::setup::board_of(setup, self.rules.grid.len(), EMPTY, |k, a| self.man(k, a))?;
        let mut board = [EMPTY; CELLS];
        board[..men.len()].copy_from_slice(&men);
        let side = if setup.to_move == 0 { ATTACKERS } else { DEFENDERS };
        Ok((text::checked(board, side)?, Clocks::START))
    }
}

/// What the engine's tests need to know of the 11×11 games (`registry::TestPlan`): 100-500 turns
/// a position, each one's notation checked against all of them, so fewer and shorter playouts; no
/// rule ends a tafl game that goes on (its games are tested to a cap in `tests/ai_tafl.rs`).
pub const TESTS_11: crate::registry::TestPlan =
    crate::registry::TestPlan { playouts: 3, plies: 100, ends_by_its_rules: false };

/// As [`TESTS_11`], for the 15×15 and 17×17 games: shorter playouts still.
pub const TESTS_15_17: crate::registry::TestPlan =
    crate::registry::TestPlan { playouts: 3, plies: 50, ends_by_its_rules: false };
