//! spIndecision Beryl: three armies, two players who own none of them.
//!
//! Player 0, "Clockwise", wins by capturing a King of the army directly clockwise (A → C → B → A)
//! from the capturing piece's army; player 1, "Counter-clockwise", a King of the army directly
//! counter-clockwise. A turn moves a man of any army but the one the other player used last turn.
//! Capturing a King in the wrong direction is illegal. Each army's King and Bishop start as a pair
//! of undecided ö: moving one declares it (steps: the ö, `Declare('K' | 'B')`, the target), and the
//! other becomes the other piece; capturing one declares what it was (a step `Declare` after the
//! target when both answers are legal, i.e. in the winning direction; a wrong-direction capture
//! must say Bishop and needs no step). No check: moves are pseudo-legal. No legal turn is a draw.
//!
//! Position text: the board ([`super::text`]), the player to move (`cw` or `ccw`), the excluded
//! army (`w`, `b`, `r`, or `-` on the first turn), then optionally the quiet-ply counter and the
//! move number. A position in which an army has lost its King is a finished game, won by the
//! player not to move (whose capturing army is the excluded one).

use crate::chess::{kind, piece, BISHOP, EMPTY, KING, KNIGHT, PAWN, ROOK};
use crate::error::{PositionError, Shared};
use crate::game::{Clocks, Game, MarkedStep, Outcome, PieceView, Repetition, Step};
use crate::geometry::{CellId as CellIdOf, Geometry};
use crate::text::Fault;

use super::board::{board, Board, CELLS};
use super::moves::{cells, find_all, slide_set, targets, Men};
use super::text::{notation, parse_board, parse_number, write_board, Illegal};
use super::{
    army, clockwise, counter_clockwise, letter, piece_views, KiteMove, KitePos, ARMY_LETTERS, ARMY_NAMES, NO_ARMY,
    SCHRODINGER,
};

pub const START: &str = "wRwRwNwOwPwP3bPbObPbRbNbR/wOwPwP9bPbObP/rPrPrOrNrRrRrPrPrO cw - 0 1";

const PLAYERS: [&str; 2] = ["Clockwise", "Counter-clockwise"];
const PLAYER_LETTERS: [&str; 2] = ["cw", "ccw"];

/// The game.
#[derive(Clone, Copy, Debug, Default)]
pub struct SpIndecision;

pub fn game() -> SpIndecision {
    SpIndecision
}

/// Does the player `side` win by capturing, with a man of army `by`, a King of army `victim`?
#[inline]
pub const fn wins(side: u8, by: u8, victim: u8) -> bool {
    if side == 0 {
        victim == clockwise(by)
    } else {
        victim == counter_clockwise(by)
    }
}

/// The army that has lost its King (none of K or ö left), if any.
pub fn kingless(board_: &[u8; CELLS]) -> Option<u8> {
    // One pass: bit `a` set when army `a` has a King or an ö.
    let mut crowned = 0u8;
    for &p in board_ {
        crowned |= u8::from(matches!(kind(p), KING | SCHRODINGER)) << (army(p) & 7);
    }
    (0..3u8).find(|&a| crowned >> a & 1 == 0)
}

/// Replace the remaining undecided ö of army `a` (other than on `skip`) by a man of `kind_`.
fn decide(pos: &mut KitePos, a: u8, skip: usize, kind_: u8) {
    for c in cells(pos.men().of_kind(a, SCHRODINGER) & !(1u64 << skip)) {
        pos.put(usize::from(c), piece(a, kind_));
    }
}

/// The slot of [`SpIndecision::army_moves`]'s `keep` for the kind a man moves as.
#[inline]
pub(super) const fn keep_slot(k: u8) -> usize {
    match k {
        KING => 0,
        ROOK => 1,
        BISHOP => 2,
        KNIGHT => 3,
        _ => 4,
    }
}

impl SpIndecision {
    fn b(&self) -> &'static Board {
        board()
    }

    /// Every turn of army `a`'s men to a cell of `keep` (by the kind the man moves as: K, R, B,
    /// N, P for the slots 0 to 4; all cells for every turn); `crowns` holds every King and ö. Kind
    /// by kind: each man's targets are one set, and a target that is neither a King nor an ö, nor
    /// a pawn's promotion, is one plain turn.
    #[inline(always)]
    pub(super) fn army_moves(
        &self,
        pos: &KitePos,
        men: &Men,
        crowns: u64,
        a: u8,
        keep: &[u64; 5],
        out: &mut Vec<KiteMove>,
    ) {
        let b = self.b();
        let (own, occ) = (men.army[usize::from(a)], men.occ());
        let of = |k: u8| own & men.kind(k);
        let mut turns = |from: u8, set: u64, k: u8, declare: u8, special: u64| {
            let set = set & keep[keep_slot(k)];
            let mut plain = set & !special;
            while plain != 0 {
                let to = plain.trailing_zeros() as u8;
                plain &= plain - 1;
                out.push(KiteMove { from, to, promo: 0, declare, taken: 0 });
            }
            let mut rest = set & special;
            while rest != 0 {
                let to = rest.trailing_zeros() as u8;
                rest &= rest - 1;
                self.special_turns(pos, a, k, from, to, declare, out);
            }
        };
        for from in cells(of(KNIGHT)) {
            turns(from, b.knight_set(usize::from(from)) & !own, KNIGHT, 0, crowns);
        }
        for from in cells(of(ROOK)) {
            turns(from, slide_set(occ, b.rook_rays(usize::from(from))) & !own, ROOK, 0, crowns);
        }
        for from in cells(of(BISHOP)) {
            turns(from, slide_set(occ, b.bishop_rays(usize::from(from))) & !own, BISHOP, 0, crowns);
        }
        for from in cells(of(KING)) {
            turns(from, b.king_set(usize::from(from)) & !own, KING, 0, crowns);
        }
        let (promotion, other) = (b.promotion_set(usize::from(a)), occ & !own);
        for from in cells(of(PAWN)) {
            let c = usize::from(from);
            let set = b.pawn_step_set(usize::from(a), c) & !occ | b.pawn_take_set(usize::from(a), c) & other;
            turns(from, set, PAWN, 0, crowns | promotion);
        }
        for from in cells(of(SCHRODINGER)) {
            let c = usize::from(from);
            turns(from, b.king_set(c) & !own, KING, KING, crowns);
            turns(from, slide_set(occ, b.bishop_rays(c)) & !own, BISHOP, BISHOP, crowns);
        }
    }

    /// The turns of a man of army `me` moving as `k` from `from` to `to`, a cell holding a King or
    /// an ö, or a pawn's promotion: one per reading of a taken ö and per promotion, none for a
    /// King taken in the wrong direction.
    #[allow(clippy::too_many_arguments)]
    #[cold]
    fn special_turns(&self, pos: &KitePos, me: u8, k: u8, from: u8, to: u8, declare: u8, out: &mut Vec<KiteMove>) {
        let q = pos.board[usize::from(to)];
        let takens: &[u8] = match kind(q) {
            _ if q == EMPTY => &[0],
            KING if wins(pos.side, me, army(q)) => &[0],
            KING => &[],
            SCHRODINGER if wins(pos.side, me, army(q)) => &[KING, BISHOP],
            SCHRODINGER => &[BISHOP],
            _ => &[0],
        };
        let promos: &[u8] = if k == PAWN && self.b().promotes(usize::from(me), usize::from(to)) {
            &[ROOK, KNIGHT, BISHOP]
        } else {
            &[0]
        };
        for &taken in takens {
            for &promo in promos {
                out.push(KiteMove { from, to, promo, declare, taken });
            }
        }
    }

    /// Does this move capture a King (declared or decided) and so win?
    fn wins_game(&self, pos: &KitePos, mv: KiteMove) -> bool {
        let q = pos.board[usize::from(mv.to)];
        q != EMPTY && (kind(q) == KING || mv.taken == KING)
    }

    /// The one way to a position from its men, side and excluded army, shared by position text and [`crate::Game::set_up`].
    fn checked(&self, board: [u8; CELLS], side: u8, excluded: u8) -> Result<KitePos, PositionError<Illegal>> {
        let pos = KitePos::new(board, side, excluded);
        self.validate(&pos)?;
        Ok(pos)
    }

    fn validate(&self, pos: &KitePos) -> Result<(), PositionError<Illegal>> {
        let b = self.b();
        let mut lost = None;
        for a in 0..3u8 {
            let kings = find_all(&pos.board, a, KING).count();
            let undecided = find_all(&pos.board, a, SCHRODINGER).count();
            let name = ARMY_NAMES[usize::from(a)];
            match (kings, undecided) {
                (1, 0) | (0, 2) => {}
                (0, 0) if lost.is_none() => lost = Some(a),
                (0, 0) => return Err(Illegal::TwoKingsLost.into()),
                _ => return Err(Illegal::KingsOrUndecided { army: name, kings, undecided }.into()),
            }
        }
        for (c, &p) in pos.board.iter().enumerate() {
            if p != EMPTY && kind(p) == PAWN && b.promotes(usize::from(army(p)), c) {
                let (army, cell) = (ARMY_NAMES[usize::from(army(p))], b.name(c).to_string());
                return Err(Shared::PawnOnLastRank { army, cell }.into());
            }
        }
        if let Some(victim) = lost {
            let winner = pos.side ^ 1;
            if pos.excluded == NO_ARMY || !wins(winner, pos.excluded, victim) {
                let (army, player) = (ARMY_NAMES[usize::from(victim)], PLAYERS[usize::from(winner)]);
                return Err(Illegal::KingLost { army, player }.into());
            }
        }
        Ok(())
    }
}

/// Everything spIndecision Beryl says, each with its sentence.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Note {
    /// The standing explanation: the army excluded (none on the first turn), and which army each
    /// other army must take a King of for the player to move to win.
    Standing {
        excluded: Option<&'static str>,
        player: &'static str,
        clockwise: bool,
        takes: Vec<(&'static str, &'static str)>,
    },
    /// A man of the army excluded this turn was clicked.
    Excluded { army: &'static str, mover: &'static str },
    /// Taking this King would not win for the player to move.
    WrongDirection { victim: &'static str, by: &'static str, player: &'static str },
    /// The turn waits for the declaration of the ö being moved.
    DeclareMoving { army: &'static str, at: String },
    /// The turn waits for the declaration of the ö taken (in the winning direction).
    DeclareCaptured { army: &'static str, at: String },
}

impl std::fmt::Display for Note {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Note::Standing { excluded, player, clockwise, takes } => {
                match excluded {
                    Some(name) => write!(f, "{name} is excluded. ")?,
                    None => f.write_str("No army is excluded (first turn). ")?,
                }
                let way = if *clockwise { "clockwise" } else { "counter-clockwise" };
                let pairs: Vec<String> = takes.iter().map(|(a, v)| format!("{a} takes {v}")).collect();
                write!(
                    f,
                    "{player} wins by taking a King of the army {way} from the capturing piece's army ({}).",
                    pairs.join(", ")
                )
            }
            Note::Excluded { army, mover } => {
                write!(f, "{army} is excluded this turn: {mover} just moved a {army} man. Move a man of another army.")
            }
            Note::DeclareMoving { army, at } => {
                write!(f, "declare the moving {army} ö on {at}: King or Bishop (its partner becomes the other)")
            }
            Note::DeclareCaptured { army, at } => {
                write!(f, "declare the captured {army} ö on {at}: King — wins now — or Bishop")
            }
            Note::WrongDirection { victim, by, player } => write!(
                f,
                "Taking the {victim} King with {by} would not win for {player}: a King may only be taken in your \
                 winning direction."
            ),
        }
    }
}

impl Game for SpIndecision {
    /// Either player may move any army but the one excluded: with none excluded.
    fn with_mover(&self, pos: &KitePos, player: usize) -> Option<KitePos> {
        let side = u8::try_from(player).ok().filter(|&s| s < 2)?;
        Some(KitePos { side, excluded: super::NO_ARMY, ..*pos })
    }

    type Pos = KitePos;
    type Move = KiteMove;
    type Illegal = Illegal;
    type Note = Note;

    fn id(&self) -> crate::GameId {
        crate::GameId::Spindecision
    }
    fn face(&self, letter: char, army: u8) -> Option<crate::game::Face> {
        super::kind_of(letter).filter(|_| army < 3).map(|k| super::face(k, army))
    }
    fn kinds(&self) -> &'static [char] {
        &super::KINDS
    }
    fn players(&self) -> &'static [&'static str] {
        &PLAYERS
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
    /// The players own no army: no single colour (the interface shows all three).
    fn army_of(&self, _player: usize) -> u8 {
        u8::MAX
    }

    fn legal_moves(&self, pos: &KitePos, out: &mut Vec<KiteMove>) {
        let men = pos.men();
        let crowned = men.kind(KING) | men.kind(SCHRODINGER);
        if men.army[..3].iter().any(|&a| a & crowned == 0) {
            return; // An army has lost its King: the game is over.
        }
        for a in (0..3).filter(|&a| a != pos.excluded) {
            self.army_moves(pos, men, crowned, a, &[u64::MAX; 5], out);
        }
    }

    fn make(&self, pos: &KitePos, mv: KiteMove) -> KitePos {
        let mut n = *pos;
        let (from, to) = (usize::from(mv.from), usize::from(mv.to));
        let p = n.board[from];
        let me = army(p);
        let q = n.board[to];
        n.put(from, EMPTY);
        if q != EMPTY && kind(q) == SCHRODINGER {
            decide(&mut n, army(q), to, if mv.taken == KING { BISHOP } else { KING });
        }
        let placed = if kind(p) == SCHRODINGER {
            decide(&mut n, me, to, if mv.declare == KING { BISHOP } else { KING });
            piece(me, mv.declare)
        } else if mv.promo != 0 {
            piece(me, mv.promo)
        } else {
            p
        };
        n.put(to, placed);
        n.side ^= 1;
        n.excluded = me;
        n
    }

    fn distinct_moves(&self) -> bool {
        true
    }

    fn outcome(&self, pos: &KitePos, legal: &[KiteMove]) -> Option<Outcome> {
        // `legal_moves` lists no turn once an army has lost its King: while there are turns, the
        // game goes on (and the board need not be read again).
        if !legal.is_empty() {
            return None;
        }
        if let Some(victim) = kingless(&pos.board) {
            let by = ARMY_NAMES.get(usize::from(pos.excluded)).copied().unwrap_or("a man");
            let victim = ARMY_NAMES.get(usize::from(victim)).copied().unwrap_or("?");
            return Some(Outcome::Win {
                winner: usize::from(pos.side ^ 1),
                reason: crate::game::Reason::KingTaken { by, victim },
            });
        }
        legal.is_empty().then_some(Outcome::Draw { reason: crate::game::Reason::NoLegalTurn })
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
        if kingless(&pos.board).is_some() {
            return None;
        }
        let takes = (0..3u8)
            .filter(|&a| a != pos.excluded)
            .map(|a| {
                let victim = if pos.side == 0 { clockwise(a) } else { counter_clockwise(a) };
                (ARMY_NAMES[usize::from(a)], ARMY_NAMES[usize::from(victim)])
            })
            .collect();
        Some(Note::Standing {
            excluded: ARMY_NAMES.get(usize::from(pos.excluded)).copied(),
            player: PLAYERS[usize::from(pos.side)],
            clockwise: pos.side == 0,
            takes,
        })
    }

    fn steps(&self, pos: &KitePos, mv: KiteMove) -> Vec<MarkedStep> {
        let p = pos.board[usize::from(mv.from)];
        let q = pos.board[usize::from(mv.to)];
        let mut v = vec![MarkedStep::quiet(Step::Cell(mv.from.into()))];
        if kind(p) == SCHRODINGER {
            v.push(MarkedStep::quiet(Step::Declare(letter(mv.declare))));
        }
        v.push(MarkedStep::capture(Step::Cell(mv.to.into()), q != EMPTY));
        // A captured ö is declared by a step only when both answers are legal.
        if q != EMPTY && kind(q) == SCHRODINGER && wins(pos.side, army(p), army(q)) {
            v.push(MarkedStep::quiet(Step::Declare(letter(mv.taken))));
        }
        if mv.promo != 0 {
            v.push(MarkedStep::quiet(Step::Promote(letter(mv.promo))));
        }
        v
    }

    fn waiting(&self, pos: &KitePos, prefix: &[Step]) -> Option<Note> {
        let at = |c: CellIdOf| pos.board.get(usize::from(c)).copied().unwrap_or(EMPTY);
        let name = |c: CellIdOf| self.geometry().name(c).to_string();
        match prefix {
            [Step::Cell(from)] if kind(at(*from)) == SCHRODINGER => {
                Some(Note::DeclareMoving { army: army_name(army(at(*from))), at: name(*from) })
            }
            [Step::Cell(from), Step::Cell(to)] | [Step::Cell(from), Step::Declare(_), Step::Cell(to)]
                if at(*to) != EMPTY
                    && kind(at(*to)) == SCHRODINGER
                    && wins(pos.side, army(at(*from)), army(at(*to))) =>
            {
                Some(Note::DeclareCaptured { army: army_name(army(at(*to))), at: name(*to) })
            }
            _ => None,
        }
    }

    fn why_not(&self, pos: &KitePos, prefix: &[Step], step: Step) -> Option<Note> {
        let Step::Cell(c) = step else { return None };
        let at = |c: u16| pos.board.get(usize::from(c)).copied().unwrap_or(EMPTY);
        match prefix {
            [] if at(c) != EMPTY && army(at(c)) == pos.excluded => Some(Note::Excluded {
                army: ARMY_NAMES[usize::from(pos.excluded)],
                mover: PLAYERS[usize::from(pos.side ^ 1)],
            }),
            [Step::Cell(from)] | [Step::Cell(from), Step::Declare(_)] => {
                let (p, q) = (at(*from), at(c));
                if p == EMPTY || q == EMPTY || kind(q) != KING || army(q) == army(p) || wins(pos.side, army(p), army(q))
                {
                    return None;
                }
                let k = match prefix {
                    [_, Step::Declare(d)] => super::kind_of(*d).unwrap_or(KING),
                    _ => kind(p),
                };
                let mut reaches = false;
                targets(self.b(), &pos.board, usize::from(*from), k, army(p), &mut |to, _| {
                    reaches |= u16::from(to) == c
                });
                reaches.then(|| Note::WrongDirection {
                    victim: ARMY_NAMES[usize::from(army(q))],
                    by: ARMY_NAMES[usize::from(army(p))],
                    player: PLAYERS[usize::from(pos.side)],
                })
            }
            _ => None,
        }
    }

    fn notation(&self, pos: &KitePos, mv: KiteMove, _legal: &[KiteMove]) -> String {
        let mut s = notation(self.b(), &pos.board, mv);
        if self.wins_game(pos, mv) {
            s.push('#');
        }
        s
    }

    fn pieces(&self, pos: &KitePos) -> Vec<PieceView> {
        piece_views(&pos.board, pos.excluded)
    }

    fn parse_position(&self, text: &str) -> Result<(KitePos, Clocks), PositionError<Illegal>> {
        let fields: Vec<&str> = text.split_whitespace().collect();
        if fields.is_empty() {
            return Err(PositionError::Empty);
        }
        if fields.len() != 3 && fields.len() != 5 {
            return Err(PositionError::FieldCount {
                expected: "3 or 5 (board, player cw/ccw, excluded army w/b/r/-, then optionally the quiet-ply \
                           counter and move number)"
                    .into(),
                found: fields.len(),
            });
        }
        let board_ = parse_board(self.b(), fields[0], 3)?;
        let side = PLAYER_LETTERS
            .iter()
            .position(|&l| l == fields[1])
            .ok_or_else(|| PositionError::from(Illegal::Player(fields[1].to_string())))?;
        let excluded = match fields[2] {
            "-" => NO_ARMY,
            s => ARMY_LETTERS
                .iter()
                .position(|&l| s.len() == 1 && s.starts_with(l))
                .map(|a| a as u8)
                .ok_or_else(|| PositionError::from(Illegal::Excluded(s.to_string())))?,
        };
        let clocks = match &fields[3..] {
            [q, f] => Clocks {
                quiet_plies: parse_number("quiet-ply counter", q).map_err(Fault::into)?,
                fullmove: parse_number("move number", f).map_err(Fault::into)?.max(1),
            },
            _ => Clocks::START,
        };
        Ok((self.checked(board_, side as u8, excluded)?, clocks))
    }

    fn set_up(&self, setup: &crate::setup::Setup) -> Result<(KitePos, Clocks), PositionError<Illegal>> {
        let board = super::set_up_board(setup, 3)?;
        Ok((self.checked(board, u8::from(setup.to_move == 1), NO_ARMY)?, Clocks::START))
    }

    fn position_text(&self, pos: &KitePos, clocks: Clocks) -> String {
        let excluded = ARMY_LETTERS.get(usize::from(pos.excluded)).map_or("-".to_string(), |l| l.to_string());
        format!(
            "{} {} {excluded} {} {}",
            write_board(self.b(), &pos.board),
            PLAYER_LETTERS[usize::from(pos.side & 1)],
            clocks.quiet_plies,
            clocks.fullmove
        )
    }
}

/// An army's name ("" for no army).
fn army_name(a: u8) -> &'static str {
    ARMY_NAMES.get(usize::from(a)).copied().unwrap_or("")
}
