//! The orthodox family: chess-like games on a square board (holes allowed) whose men are K, Q, R,
//! B, N and P, differing only in data — the board, the setup, whether bishops also leap as
//! knights, the pawn's options, castling and the dead positions. Orthodox chess (with castling)
//! and Keltic Chess (without) are both an [`Orthodox`] with their own [`Rules`].
//!
//! Position text: the board (see [`super::text`]), the side to move (`w`/`b`), then — only in games
//! with en passant — the castling rights (FEN's `KQkq`, any of them, or `-`; always `-` in a game
//! without castling) and the en-passant square or `-`, then the quiet-ply counter and the
//! full-move number. The counters may be left off. In a game with castling, the text may also stop
//! after the side to move: the rights are then those whose king and rook stand on their squares.

use crate::error::{PositionError, Shared};
use crate::game::{Clocks, Face, Game, MarkedStep, Outcome, PieceView, Reason, Repetition, Step};
use crate::geometry::{CellId, Geometry, SquareGrid};
use crate::id::GameId;
use crate::text::Fault;

use super::san::san;
use super::tables::{self, Tables};
use super::text::{parse_board, parse_ep, parse_number, parse_side, side_letter, write_board};
use super::{
    color, color_name, kind, piece, CMove, BISHOP, BLACK, CASTLE, EMPTY, EN_PASSANT, KING, KNIGHT, PAWN, QUEEN, ROOK,
    WHITE,
};

pub use super::NO_EP;

/// A position: the board, the side to move and the en-passant target (only when a pawn could
/// take there). Beside them, what follows from them and moves keep up to date: the occupied cells
/// of each side, the kings' cells and the Zobrist key, which is all that [`Hash`] hashes.
///
/// The fields are private to the chess machinery: a position is built by [`Orthodox::position`]
/// (which computes the sets and the key) and changed only by moves and
/// [`crate::Game::with_mover`], which keep them; others read it through its accessors.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BoardPos<const N: usize> {
    pub(super) board: [u8; N],
    pub(super) side: u8,
    pub(super) ep: u8,
    /// The cells each side occupies (bit `i`: cell `i`).
    pub(super) occ: [u64; 2],
    /// Each side's king cell, or [`tables::NONE`].
    pub(super) kings: [u8; 2],
    /// Castling rights: bit `2·side + wing` ([`Castling`]); 0 in a game without castling.
    pub(super) castle: u8,
    /// Zobrist key of board, side, en-passant target and castling rights.
    pub(super) key: u64,
}

impl<const N: usize> std::hash::Hash for BoardPos<N> {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        state.write_u64(self.key);
    }
}

impl<const N: usize> BoardPos<N> {
    /// The position's Zobrist key (incremental: moves update it).
    pub fn key(&self) -> u64 {
        self.key
    }

    /// The men: piece bytes indexed by cell.
    #[inline]
    pub fn board(&self) -> &[u8; N] {
        &self.board
    }

    /// The side to move: 0 White, 1 Black.
    #[inline]
    pub fn side(&self) -> u8 {
        self.side
    }

    /// The en-passant target, or [`NO_EP`].
    #[inline]
    pub fn ep(&self) -> u8 {
        self.ep
    }

    /// The castling rights: bit `2·side + wing`, wing 0 the king's side, 1 the queen's.
    #[inline]
    pub fn castling(&self) -> u8 {
        self.castle
    }
}

/// Castling: where the kings and rooks start and where castling takes them. Wing 0 is the king's
/// side (`O-O`, FEN `K`/`k`), wing 1 the queen's (`O-O-O`, `Q`/`q`); the right of `side` on `wing` is
/// bit `2·side + wing` of [`BoardPos::castling`].
#[derive(Debug)]
pub struct Castling {
    /// Each side's king's cell.
    pub king: [u8; 2],
    /// Per side and wing: the rook's cell, the king's landing cell, the rook's landing cell.
    pub rook: [[u8; 2]; 2],
    pub king_to: [[u8; 2]; 2],
    pub rook_to: [[u8; 2]; 2],
    /// Per side and wing: the cells between king and rook, which must be empty, and the cells the
    /// king crosses or lands on, which no enemy may attack.
    pub between: [[u64; 2]; 2],
    pub path: [[u64; 2]; 2],
    /// Per cell, the rights kept when a move starts or ends there (a king or rook leaving its cell,
    /// or a rook taken on it, loses them).
    pub keep: Vec<u8>,
}

/// FEN's letters of the four rights, in bit order.
const RIGHT_LETTERS: [char; 4] = ['K', 'Q', 'k', 'q'];

impl Castling {
    /// The usual castling on an 8 × 8 `grid`: kings on e1 and e8, rooks on the a- and h-files.
    pub fn orthodox(grid: &SquareGrid) -> Castling {
        let at = |f: i16, r: i16| grid.at(f, r).map_or(tables::NONE, |c| c as u8);
        let set = |r: i16, files: &[i16]| files.iter().fold(0u64, |s, &f| s | 1u64 << at(f, r));
        let ranks = [0i16, 7];
        let mut keep = vec![0b1111u8; grid.len()];
        for (side, &r) in ranks.iter().enumerate() {
            keep[usize::from(at(4, r))] &= !(0b11 << (2 * side));
            keep[usize::from(at(7, r))] &= !(1 << (2 * side));
            keep[usize::from(at(0, r))] &= !(2 << (2 * side));
        }
        Castling {
            king: ranks.map(|r| at(4, r)),
            rook: ranks.map(|r| [at(7, r), at(0, r)]),
            king_to: ranks.map(|r| [at(6, r), at(2, r)]),
            rook_to: ranks.map(|r| [at(5, r), at(3, r)]),
            between: ranks.map(|r| [set(r, &[5, 6]), set(r, &[1, 2, 3])]),
            path: ranks.map(|r| [set(r, &[5, 6]), set(r, &[3, 2])]),
            keep,
        }
    }

    /// The rights whose king and rook stand on their cells in `board`.
    pub fn possible(&self, board: &[u8]) -> u8 {
        let mut rights = 0;
        for side in [WHITE, BLACK] {
            let s = usize::from(side);
            for wing in 0..2 {
                if board[usize::from(self.king[s])] == piece(side, KING)
                    && board[usize::from(self.rook[s][wing])] == piece(side, ROOK)
                {
                    rights |= 1 << (2 * s + wing);
                }
            }
        }
        rights
    }
}

/// What makes one orthodox-family game differ from another.
#[derive(Debug)]
pub struct Rules {
    pub id: GameId,
    pub grid: SquareGrid,
    /// Start position in the game's position text.
    pub start: &'static str,
    /// Bishops may also leap as knights (Keltic).
    pub bishop_leaps: bool,
    /// Pawns may double-step from this rank (0-based; White's, Black's).
    pub double_step_rank: Option<[u8; 2]>,
    pub en_passant: bool,
    /// A pawn whose cell ahead is occupied or missing may step sideways to an empty cell (Keltic).
    pub pawn_sideways: bool,
    /// Pieces a pawn may promote to.
    pub promotion: &'static [u8],
    /// The rank (0-based) on which White's and Black's pawns promote.
    pub promotion_rank: [u8; 2],
    /// Is the material a dead draw? Returns the reason.
    pub dead_position: fn(&SquareGrid, &[u8]) -> Option<Reason>,
    /// The evaluation's weights (see [`super::eval`]).
    pub params: &'static [crate::eval::Param],
    /// The evaluation's piece-square tables, in a game that has them ([`super::eval::Pst`]).
    pub pst: Option<&'static super::eval::Pst>,
    /// The search's null moves and its other refinements ([`crate::eval::Evaluate::null_move`],
    /// [`crate::eval::Evaluate::search_features`]): on in a game whose SPRTs have passed
    /// (`docs/ai.md`).
    pub pruning: bool,
    /// Bit-set tables and Zobrist keys, built from `grid` ([`Tables::new`]).
    pub tables: Tables,
    /// Castling, in a game that has it.
    pub castling: Option<Castling>,
    /// The evaluation's sets of `grid`, built on the first evaluation ([`Rules::eval_sets`]).
    pub eval_sets: std::sync::OnceLock<tables::EvalSets>,
}

/// A position text's fields read: the men by cell, the side to move, the en-passant target, the
/// castling rights and the counters.
type Fields = (Vec<u8>, u8, u8, u8, Clocks);

/// The position text's reading and writing, the same for every board size (one copy in a build).
impl Rules {
    /// The evaluation's sets of the board, built the first time they are asked for (only the
    /// computer's search evaluates).
    pub fn eval_sets(&self) -> &tables::EvalSets {
        self.eval_sets.get_or_init(|| tables::EvalSets::new(&self.grid))
    }

    fn parse_fields(&self, text: &str) -> Result<Fields, PositionError<Shared>> {
        let fields: Vec<&str> = text.split_whitespace().collect();
        if fields.is_empty() {
            return Err(PositionError::Empty);
        }
        let (lo, hi) = if self.en_passant { (4, 6) } else { (2, 4) };
        // With castling, the text may stop after the side to move (rights from the men's cells).
        let short = self.castling.is_some() && fields.len() == 2;
        if fields.len() != lo && fields.len() != hi && !short {
            let expected = if self.en_passant {
                "4 or 6 (board, side, castling '-', en passant, then optionally the two counters)"
            } else {
                "2 or 4 (board, side, then optionally the quiet-ply counter and move number)"
            };
            return Err(PositionError::FieldCount { expected: expected.into(), found: fields.len() });
        }
        let board = parse_board(&self.grid, fields[0], kind_of).map_err(Fault::into)?;
        let side = parse_side(fields[1]).map_err(Fault::into)?;
        let mut ep = NO_EP;
        let mut castle = self.castling.as_ref().map_or(0, |c| c.possible(&board));
        let mut rest = &fields[2..];
        if self.en_passant && !short {
            castle = self.parse_castling(&board, rest[0])?;
            let them = usize::from(side ^ 1);
            let rank = self.double_step_rank.map(|d| d[them]);
            ep = parse_ep(&self.grid, &board, side, rank, rest[1])?;
            rest = &rest[2..];
        }
        let clocks = match rest {
            [q, f] => Clocks {
                quiet_plies: parse_number("quiet-ply counter", q).map_err(Fault::into)?,
                fullmove: parse_number("move number", f).map_err(Fault::into)?.max(1),
            },
            _ => Clocks::START,
        };
        Ok((board, side, ep, castle, clocks))
    }

    /// Read the castling field: `-`, or some of `KQkq` (each once), each only with its king and rook
    /// on their cells; in a game without castling, only `-`.
    fn parse_castling(&self, board: &[u8], field: &str) -> Result<u8, PositionError<Shared>> {
        let bad = || PositionError::from(Shared::Castling(field.to_string()));
        if field == "-" {
            return Ok(0);
        }
        let c = self.castling.as_ref().ok_or_else(bad)?;
        let mut rights = 0u8;
        for ch in field.chars() {
            let i = RIGHT_LETTERS.iter().position(|&l| l == ch).ok_or_else(bad)?;
            if rights & (1 << i) != 0 {
                return Err(bad());
            }
            rights |= 1 << i;
        }
        if rights & !c.possible(board) != 0 {
            return Err(bad());
        }
        Ok(rights)
    }

    /// One king a side, no pawn on its last rank.
    fn validate_men(&self, board: &[u8]) -> Result<(), PositionError<Shared>> {
        let g = &self.grid;
        for side in [0u8, 1] {
            let kings = board.iter().filter(|&&p| p == piece(side, KING)).count();
            if kings != 1 {
                return Err(Shared::KingCount { army: color_name(side), found: kings }.into());
            }
        }
        for (c, &p) in board.iter().enumerate() {
            if kind(p) == PAWN && g.rank(c as CellId) == self.promotion_rank[usize::from(color(p))] {
                return Err(Shared::PawnOnLastRank { army: color_name(color(p)), cell: g.name(c as CellId) }.into());
            }
        }
        Ok(())
    }

    /// The position text of these men, side to move, en-passant target and castling rights.
    fn position_text(&self, board: &[u8], side: u8, ep: u8, castle: u8, clocks: Clocks) -> String {
        let board = write_board(&self.grid, board, letter);
        let side = side_letter(side);
        if self.en_passant {
            let ep = if ep == NO_EP { "-".to_string() } else { self.grid.name(ep.into()) };
            let rights: String =
                RIGHT_LETTERS.iter().enumerate().filter(|(i, _)| castle & (1 << i) != 0).map(|(_, &l)| l).collect();
            let rights = if rights.is_empty() { "-".to_string() } else { rights };
            format!("{board} {side} {rights} {ep} {} {}", clocks.quiet_plies, clocks.fullmove)
        } else {
            format!("{board} {side} {} {}", clocks.quiet_plies, clocks.fullmove)
        }
    }
}

/// The grid's cells as a position's `N`, the rest empty.
fn padded<const N: usize>(cells: Vec<u8>) -> Result<[u8; N], PositionError<Shared>> {
    let mut board = [EMPTY; N];
    board
        .get_mut(..cells.len())
        .ok_or(PositionError::BoardSize { expected: N, found: cells.len() })?
        .copy_from_slice(&cells);
    Ok(board)
}

/// The men of a board as the page shows them.
fn pieces(board: &[u8]) -> Vec<PieceView> {
    board
        .iter()
        .enumerate()
        .filter(|(_, &p)| p != EMPTY)
        .map(|(c, &p)| PieceView::new(c as CellId, crate::chess::face(letter(kind(p)), kind(p), color(p))))
        .collect()
}

/// An orthodox-family game whose positions hold `N` cells: at least the grid's, the cells past
/// the grid's always empty. Chess and Keltic Chess (43 cells) both hold 64, so that a build has
/// one copy of the family's move generation, position text and session (docs/page-speed.md,
/// step 12).
#[derive(Clone, Copy, Debug)]
pub struct Orthodox<const N: usize> {
    rules: &'static Rules,
}

const LETTERS: [(u8, char); 6] = [(KING, 'K'), (QUEEN, 'Q'), (ROOK, 'R'), (BISHOP, 'B'), (KNIGHT, 'N'), (PAWN, 'P')];

/// Upper-case letter of a kind.
pub fn letter(k: u8) -> char {
    LETTERS.iter().find(|(kk, _)| *kk == k).map_or('?', |(_, l)| *l)
}

/// Kind of an upper-case letter.
pub fn kind_of(l: char) -> Option<u8> {
    LETTERS.iter().find(|(_, ll)| *ll == l).map(|(k, _)| *k)
}

impl<const N: usize> Orthodox<N> {
    /// A game with these rules; `rules.grid` must have at most `N` cells.
    pub const fn new(rules: &'static Rules) -> Self {
        const { assert!(N <= 64, "the orthodox family's bit sets hold at most 64 cells") };
        Orthodox { rules }
    }

    pub fn rules(&self) -> &'static Rules {
        self.rules
    }

    pub fn grid(&self) -> &'static SquareGrid {
        &self.rules.grid
    }

    /// A position of this board without castling rights, its sets and key computed.
    pub fn position(&self, board: [u8; N], side: u8, ep: u8) -> BoardPos<N> {
        self.position_with_rights(board, side, ep, 0)
    }

    /// A position of this board with castling rights `castle` (see [`BoardPos::castling`]; only
    /// those [`Castling::possible`] allows are kept), its sets and key computed.
    pub fn position_with_rights(&self, board: [u8; N], side: u8, ep: u8, castle: u8) -> BoardPos<N> {
        let t = &self.rules.tables;
        let castle = self.rules.castling.as_ref().map_or(0, |c| castle & c.possible(&board));
        let mut pos = BoardPos { board, side, ep, occ: [0; 2], kings: [tables::NONE; 2], castle, key: 0 };
        for (c, &p) in board.iter().enumerate() {
            if p != EMPTY {
                pos.occ[usize::from(color(p) & 1)] |= 1 << c;
                pos.key ^= t.zobrist[c][usize::from(p & 31)];
                if kind(p) == KING {
                    pos.kings[usize::from(color(p) & 1)] = c as u8;
                }
            }
        }
        if side != 0 {
            pos.key ^= t.zobrist_black;
        }
        if ep != NO_EP {
            pos.key ^= t.zobrist_ep[usize::from(ep)];
        }
        pos.key ^= t.zobrist_castle[usize::from(castle & 15)];
        pos
    }

    /// Is the king of `side` attacked? (A side without a king is never in check.)
    pub fn in_check(&self, pos: &BoardPos<N>, side: u8) -> bool {
        let k = pos.kings[usize::from(side)];
        k != tables::NONE && self.attacked_with(pos, k, side ^ 1, pos.occ[0] | pos.occ[1])
    }

    /// Does the side to move have any legal move?
    pub fn has_legal_move(&self, pos: &BoardPos<N>) -> bool {
        let mut v = Vec::with_capacity(64);
        self.generate(pos, &mut v);
        !v.is_empty()
    }

    fn check_mark(&self, next: &BoardPos<N>) -> &'static str {
        if !self.in_check(next, next.side) {
            ""
        } else if self.has_legal_move(next) {
            "+"
        } else {
            "#"
        }
    }

    /// The one way to a position from its men, side to move and en-passant target, shared by
    /// position text and [`Game::set_up`]: one king a side, no pawn on its last rank, the side
    /// that just moved not in check.
    fn checked(&self, board: [u8; N], side: u8, ep: u8, castle: u8) -> Result<BoardPos<N>, PositionError<Shared>> {
        let pos = self.position_with_rights(board, side, ep, castle);
        self.validate(&pos)?;
        Ok(pos)
    }

    fn validate(&self, pos: &BoardPos<N>) -> Result<(), PositionError<Shared>> {
        self.rules.validate_men(&pos.board)?;
        if self.in_check(pos, pos.side ^ 1) {
            return Err(Shared::OpponentInCheck { army: color_name(pos.side ^ 1) }.into());
        }
        Ok(())
    }
}

impl<const N: usize> Game for Orthodox<N> {
    fn with_mover(&self, pos: &BoardPos<N>, player: usize) -> Option<BoardPos<N>> {
        let side = u8::try_from(player).ok().filter(|&s| s < 2)?;
        // A new position, so that the key follows the side and the en-passant target.
        Some(if side == pos.side { *pos } else { self.position_with_rights(pos.board, side, NO_EP, pos.castle) })
    }

    type Pos = BoardPos<N>;
    type Move = CMove;
    type Note = super::Note;
    type Illegal = Shared;

    fn id(&self) -> GameId {
        self.rules.id
    }
    fn players(&self) -> &'static [&'static str] {
        &["White", "Black"]
    }
    fn geometry(&self) -> &Geometry {
        &self.rules.grid.geometry
    }
    fn start(&self) -> BoardPos<N> {
        // The start text is ours and tested; fall back to an empty board rather than panic.
        self.parse_position(self.rules.start).map(|(p, _)| p).unwrap_or_else(|_| self.position([EMPTY; N], 0, NO_EP))
    }
    fn to_move(&self, pos: &BoardPos<N>) -> usize {
        usize::from(pos.side)
    }

    fn legal_moves(&self, pos: &BoardPos<N>, out: &mut Vec<CMove>) {
        self.generate(pos, out);
    }

    fn make(&self, pos: &BoardPos<N>, mv: CMove) -> BoardPos<N> {
        self.make_move(pos, mv)
    }

    fn distinct_moves(&self) -> bool {
        true
    }

    fn outcome(&self, pos: &BoardPos<N>, legal: &[CMove]) -> Option<Outcome> {
        if legal.is_empty() {
            return Some(if self.in_check(pos, pos.side) {
                Outcome::Win { winner: usize::from(pos.side ^ 1), reason: Reason::Checkmate }
            } else {
                Outcome::Draw { reason: Reason::Stalemate }
            });
        }
        (self.rules.dead_position)(&self.rules.grid, &pos.board).map(|reason| Outcome::Draw { reason })
    }

    /// A side left with its king alone can never mate; nor can either side in a dead position.
    fn can_win(&self, pos: &BoardPos<N>, player: usize) -> bool {
        let alone = !pos.board.iter().any(|&p| p != EMPTY && usize::from(color(p) & 1) == player && kind(p) != KING);
        !alone && (self.rules.dead_position)(&self.rules.grid, &pos.board).is_none()
    }

    fn resets_clock(&self, pos: &BoardPos<N>, mv: CMove) -> bool {
        kind(pos.board[usize::from(mv.from)]) == PAWN
            || pos.board[usize::from(mv.to)] != EMPTY
            || mv.flags & EN_PASSANT != 0
    }
    fn draw_plies(&self) -> u32 {
        100
    }
    fn repetition(&self) -> Repetition {
        Repetition::DrawOnThird
    }
    fn remark(&self, pos: &BoardPos<N>) -> Option<super::Note> {
        self.in_check(pos, pos.side).then_some(super::Note::Check)
    }
    fn threat(&self, pos: &BoardPos<N>) -> bool {
        self.in_check(pos, pos.side)
    }
    fn checked(&self, pos: &BoardPos<N>) -> Vec<CellId> {
        let king = pos.kings[usize::from(pos.side)];
        if self.in_check(pos, pos.side) {
            vec![CellId::from(king)]
        } else {
            Vec::new()
        }
    }

    fn captures(&self, pos: &BoardPos<N>, mv: CMove) -> Vec<CellId> {
        super::taken_cell(&self.rules.grid, &pos.board, mv).into_iter().collect()
    }

    fn steps(&self, pos: &BoardPos<N>, mv: CMove) -> Vec<MarkedStep> {
        let capture = pos.board[usize::from(mv.to)] != EMPTY || mv.flags & EN_PASSANT != 0;
        let mut v =
            vec![MarkedStep::quiet(Step::Cell(mv.from.into())), MarkedStep::capture(Step::Cell(mv.to.into()), capture)];
        if mv.promo != 0 {
            v.push(MarkedStep::quiet(Step::Promote(letter(mv.promo))));
        }
        v
    }

    /// Castling may also be chosen as the king put on its own rook (as lichess players do): the
    /// rook's cell stands for the king's landing cell.
    fn alias(&self, pos: &BoardPos<N>, mv: CMove) -> Option<(usize, Step)> {
        let c = self.rules.castling.as_ref().filter(|_| mv.flags & CASTLE != 0)?;
        let side = usize::from(pos.side & 1);
        let wing = c.king_to[side].iter().position(|&to| to == mv.to)?;
        Some((1, Step::Cell(c.rook[side][wing].into())))
    }

    fn notation(&self, pos: &BoardPos<N>, mv: CMove, legal: &[CMove]) -> String {
        let mark = self.check_mark(&self.make_move(pos, mv));
        if mv.flags & CASTLE != 0 {
            let g = &self.rules.grid;
            let long = g.file(mv.to.into()) < g.file(mv.from.into());
            return format!("{}{mark}", if long { "O-O-O" } else { "O-O" });
        }
        san(&self.rules.grid, &pos.board, mv, legal, letter, mark)
    }

    fn pieces(&self, pos: &BoardPos<N>) -> Vec<PieceView> {
        pieces(&pos.board)
    }

    fn face(&self, letter: char, army: u8) -> Option<Face> {
        kind_of(letter).filter(|_| army < 2).map(|k| crate::chess::face(letter, k, army))
    }

    fn kinds(&self) -> &'static [char] {
        &['K', 'Q', 'R', 'B', 'N', 'P']
    }

    fn parse_position(&self, text: &str) -> Result<(BoardPos<N>, Clocks), PositionError<Shared>> {
        let (board, side, ep, castle, clocks) = self.rules.parse_fields(text)?;
        Ok((self.checked(padded(board)?, side, ep, castle)?, clocks))
    }

    fn position_text(&self, pos: &BoardPos<N>, clocks: Clocks) -> String {
        self.rules.position_text(&pos.board, pos.side, pos.ep, pos.castle, clocks)
    }

    fn set_up(&self, setup: &crate::setup::Setup) -> Result<(BoardPos<N>, Clocks), PositionError<Shared>> {
        let code = |k: char, army: u8| kind_of(k).filter(|_| army < 2).map(|k| piece(army, k));
        let board = padded(crate::setup::board_of(setup, self.rules.grid.len(), EMPTY, code)?)?;
        // A set-up position has every castling right whose king and rook stand on their cells (the
        // editor has no field for them), so that the start set up again is the start.
        Ok((self.checked(board, u8::from(setup.to_move != 0), NO_EP, 0b1111)?, Clocks::START))
    }
}
