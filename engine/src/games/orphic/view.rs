//! How Orphic Chess with Elks shows itself: turn steps, notation, the men on the board (the Elk's
//! picture follows its current mode), the reserve trays, the status remark and explanations of
//! refused choices.

use crate::chess::san::san;
use crate::chess::{color, color_name, kind, kind_name, piece, CMove, ELK, EMPTY, EN_PASSANT, KING, PAWN};
use crate::game::{legal_vec, Face, MarkedStep, Picture, PieceView, ReserveView, Step};
use crate::geometry::CellId;

use super::moves::{attacked, board_moves, has_legal_move, in_check, make, relocation_rank, slot_fits};
use super::text::{letter, slot_of};
use super::{
    OMove, Orphic, OrphicPos, NONE, SLOTS, SLOT_DARK_BISHOP, SLOT_KINDS, SLOT_KING, SLOT_LETTERS, SLOT_LIGHT_BISHOP,
};

const PLAYERS: [&str; 2] = ["White", "Black"];

fn player(side: u8) -> &'static str {
    PLAYERS[usize::from(side & 1)]
}

/// The steps of a turn.
pub fn steps(pos: &OrphicPos, mv: OMove) -> Vec<MarkedStep> {
    match mv {
        OMove::Board(m) => {
            let capture = pos.board[usize::from(m.to)] != EMPTY || m.flags & EN_PASSANT != 0;
            let mut v = vec![
                MarkedStep::quiet(Step::Cell(m.from.into())),
                MarkedStep::capture(Step::Cell(m.to.into()), capture),
            ];
            if m.promo != 0 {
                v.push(MarkedStep::quiet(Step::Promote(letter(m.promo))));
            }
            v
        }
        OMove::Drop { slot, to, relocate } => {
            let mut v = vec![
                MarkedStep::quiet(Step::Reserve(SLOT_LETTERS[usize::from(slot) % SLOTS])),
                MarkedStep::quiet(Step::Cell(to.into())),
            ];
            if relocate != NONE {
                v.push(MarkedStep::quiet(Step::Cell(relocate.into())));
            }
            v
        }
    }
}

/// `+` when the move gives check, `#` when it mates, else nothing.
fn check_mark(game: &Orphic, next: &OrphicPos) -> &'static str {
    if !in_check(game.grid(), next, next.side) {
        ""
    } else if has_legal_move(game.grid(), next) {
        "+"
    } else {
        "#"
    }
}

/// A turn in notation: algebraic for board moves, `N@e5` for a drop, `N@c3/c2` for a drop onto the
/// pawn on c3 that goes to c2.
pub fn notation(game: &Orphic, pos: &OrphicPos, mv: OMove, legal: &[OMove]) -> String {
    let g = game.grid();
    let mark = check_mark(game, &make(g, pos, mv));
    match mv {
        OMove::Board(m) => {
            let board_legal: Vec<CMove> = legal
                .iter()
                .filter_map(|l| match l {
                    OMove::Board(b) => Some(*b),
                    OMove::Drop { .. } => None,
                })
                .collect();
            san(g, &pos.board, m, &board_legal, letter, mark)
        }
        OMove::Drop { slot, to, relocate } => {
            let mut s = format!("{}@{}", letter(SLOT_KINDS[usize::from(slot) % SLOTS]), g.name(to.into()));
            if relocate != NONE {
                s.push('/');
                s.push_str(&g.name(relocate.into()));
            }
            s.push_str(mark);
            s
        }
    }
}

/// The men on the board; an Elk's picture and name say how it moves from where it stands.
pub fn pieces(game: &Orphic, pos: &OrphicPos) -> Vec<PieceView> {
    let g = game.grid();
    pos.board
        .iter()
        .enumerate()
        .filter(|(_, &p)| p != EMPTY)
        .map(|(c, &p)| {
            let cell = c as CellId;
            let mut face = face(kind(p), color(p));
            if kind(p) == ELK {
                // An Elk moves as a knight on light squares and as a rook on dark ones.
                let (mode, figure) = if g.is_light(cell) { ("knight", "elk-knight") } else { ("rook", "elk-rook") };
                face.name = format!("{} elk (moves as a {mode})", color_name(color(p)));
                face.picture = Picture::new(color_name(color(p)), figure);
            }
            PieceView::new(cell, face)
        })
        .collect()
}

/// How a man of kind `k` looks and is called (an Elk as in reserve, whatever it moves as).
pub fn face(k: u8, side: u8) -> Face {
    let mut face = crate::chess::face(letter(k), k, side);
    face.kind = letter(k);
    face
}

/// Picture and name of a reserve slot's man.
fn slot_view(side: u8, slot: usize) -> (Picture, String) {
    let col = color_name(side);
    match slot {
        SLOT_LIGHT_BISHOP => (Picture::new(col, "bishop-light"), format!("{col} light-squared bishop")),
        SLOT_DARK_BISHOP => (Picture::new(col, "bishop-dark"), format!("{col} dark-squared bishop")),
        _ => {
            let k = kind_name(SLOT_KINDS[slot]);
            (Picture::new(col, k), format!("{col} {k}"))
        }
    }
}

/// Both reserves, White's first, each in the order K Q E L D N, empty slots left out.
pub fn reserves(pos: &OrphicPos) -> Vec<ReserveView> {
    let mut out = Vec::new();
    for side in 0..2u8 {
        for (slot, &kind) in SLOT_LETTERS.iter().enumerate() {
            let count = pos.reserve(side, slot);
            if count > 0 {
                let (picture, name) = slot_view(side, slot);
                out.push(ReserveView { player: usize::from(side), kind, count, picture, name });
            }
        }
    }
    out
}

/// The status-line remark: check, or the capture-only rule while the king is in reserve.
pub fn remark(game: &Orphic, pos: &OrphicPos) -> Option<Note> {
    if in_check(game.grid(), pos, pos.side) {
        Some(Note::Check)
    } else if pos.king(pos.side) == NONE {
        Some(Note::NoKingYet { player: player(pos.side) })
    } else {
        None
    }
}

/// Everything Orphic Chess says: its remarks and its refusals, each with its sentence.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Note {
    Check,
    /// The player's king is still in reserve: men may only capture.
    NoKingYet {
        player: &'static str,
    },
    /// The same, for a man that can take nothing.
    NoKingYetNothingToTake {
        player: &'static str,
    },
    NoneLeftInReserve {
        player: &'static str,
        man: String,
    },
    NoDropStopsCheck,
    NotYourMan {
        owner: &'static str,
        kind: &'static str,
    },
    NoMove {
        kind: &'static str,
    },
    CannotStopCheck,
    WouldLeaveKingInCheck,
    BishopOnItsColour {
        light: bool,
    },
    NoRelocationInCheck,
    DropOnEmptyOrOwnPawn,
    KingDroppedIntoCheck,
    KingInCheckWhereverThePawnWent,
    DropDoesNotStopCheck,
    RelocationSquare {
        player: &'static str,
        side: u8,
    },
    KingWouldStandInCheck,
    KingWouldBeInCheck,
    MoveDoesNotStopCheck,
    MoveLeavesKingInCheck,
    ElkMovesAs {
        light: bool,
    },
    /// The turn waits for the square of the pawn a drop displaced.
    PlaceDisplacedPawn {
        player: &'static str,
        side: u8,
    },
}

impl std::fmt::Display for Note {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Note::Check => f.write_str("check"),
            Note::NoKingYet { player } => write!(f, "{player} has no king on the board yet: its men may only capture"),
            Note::NoKingYetNothingToTake { player } => write!(
                f,
                "{player} has no king on the board yet: its men may only capture, and this one can take nothing"
            ),
            Note::NoneLeftInReserve { player, man } => write!(f, "{player} has no {man} left in reserve"),
            Note::NoDropStopsCheck => f.write_str("no drop of that piece stops the check"),
            Note::NotYourMan { owner, kind } => write!(f, "that is {owner}'s {kind}"),
            Note::NoMove { kind } => write!(f, "that {kind} has no move"),
            Note::CannotStopCheck => f.write_str("that man cannot stop the check"),
            Note::WouldLeaveKingInCheck => f.write_str("moving that man would leave your king in check"),
            Note::BishopOnItsColour { light: true } => {
                f.write_str("the light-squared bishop may only be dropped on a light square")
            }
            Note::BishopOnItsColour { light: false } => {
                f.write_str("the dark-squared bishop may only be dropped on a dark square")
            }
            Note::NoRelocationInCheck => f.write_str(
                "no pawn relocation while in check: you may not drop onto a pawn while your king is attacked",
            ),
            Note::DropOnEmptyOrOwnPawn => {
                f.write_str("a man may be dropped only on an empty square or onto one of your own pawns")
            }
            Note::KingDroppedIntoCheck => f.write_str("the king may not be dropped where it would be in check"),
            Note::KingInCheckWhereverThePawnWent => f.write_str("the king would be in check wherever that pawn went"),
            Note::DropDoesNotStopCheck => f.write_str("that drop does not stop the check"),
            Note::RelocationSquare { player, side } => {
                let ranks = if *side == 0 { "ranks 2–4" } else { "ranks 7–5" };
                write!(f, "the displaced pawn must go to an empty square on {player}'s 2nd, 3rd or 4th rank ({ranks})")
            }
            Note::KingWouldStandInCheck => f.write_str("the king would stand in check there"),
            Note::KingWouldBeInCheck => f.write_str("the king would be in check there"),
            Note::MoveDoesNotStopCheck => f.write_str("that move does not stop the check"),
            Note::MoveLeavesKingInCheck => f.write_str("that move would leave your king in check"),
            Note::ElkMovesAs { light: true } => f.write_str("an Elk on a light square moves as a knight"),
            Note::ElkMovesAs { light: false } => f.write_str("an Elk on a dark square moves as a rook"),
            Note::PlaceDisplacedPawn { player, side } => {
                let ranks = if *side == 0 { "ranks 2–4" } else { "ranks 7–5" };
                write!(f, "put the displaced pawn on an empty square of {player}'s 2nd, 3rd or 4th rank ({ranks})")
            }
        }
    }
}

/// Why choosing `step` after `prefix` is not allowed, when the rules say something worth showing.
pub fn why_not(game: &Orphic, pos: &OrphicPos, prefix: &[Step], step: Step) -> Option<Note> {
    let g = game.grid();
    let me = pos.side;
    let who = player(me);
    let cell_of = |s: Step| match s {
        Step::Cell(c) if usize::from(c) < 64 => Some(c),
        _ => None,
    };
    let legal = legal_vec(game, pos);
    let offered = legal.iter().any(|&m| {
        let st = steps(pos, m);
        st.len() > prefix.len() && st.iter().zip(prefix).all(|(a, b)| a.step == *b) && st[prefix.len()].step == step
    });
    if offered {
        return None;
    }
    let checked = in_check(g, pos, me);
    match prefix {
        [] => match step {
            Step::Reserve(l) => {
                let slot = slot_of(l)?;
                if pos.reserve(me, slot) == 0 {
                    return Some(Note::NoneLeftInReserve { player: who, man: slot_view(me, slot).1 });
                }
                checked.then_some(Note::NoDropStopsCheck)
            }
            Step::Cell(c) => {
                let c = cell_of(Step::Cell(c))?;
                let p = pos.board[usize::from(c)];
                if p == EMPTY {
                    return None;
                }
                if color(p) != me {
                    return Some(Note::NotYourMan { owner: player(color(p)), kind: kind_name(kind(p)) });
                }
                let mut pseudo = Vec::new();
                board_moves(g, pos, &mut pseudo);
                let mine: Vec<CMove> = pseudo.into_iter().filter(|m| CellId::from(m.from) == c).collect();
                Some(if pos.king(me) == NONE {
                    Note::NoKingYetNothingToTake { player: who }
                } else if mine.is_empty() {
                    Note::NoMove { kind: kind_name(kind(p)) }
                } else if checked {
                    Note::CannotStopCheck
                } else {
                    Note::WouldLeaveKingInCheck
                })
            }
            _ => None,
        },
        [Step::Reserve(l)] => {
            let slot = slot_of(*l)?;
            let c = cell_of(step)?;
            let here = pos.board[usize::from(c)];
            if !slot_fits(g, slot, c) {
                return Some(Note::BishopOnItsColour { light: slot == SLOT_LIGHT_BISHOP });
            }
            if here == piece(me, PAWN) && checked {
                return Some(Note::NoRelocationInCheck);
            }
            if here != EMPTY && here != piece(me, PAWN) {
                return Some(Note::DropOnEmptyOrOwnPawn);
            }
            if slot == SLOT_KING {
                if here == EMPTY && attacked(g, &pos.board, c, me ^ 1) {
                    return Some(Note::KingDroppedIntoCheck);
                }
                if here != EMPTY {
                    return Some(Note::KingInCheckWhereverThePawnWent);
                }
            }
            checked.then_some(Note::DropDoesNotStopCheck)
        }
        [Step::Reserve(l), Step::Cell(pawn)] => {
            let slot = slot_of(*l)?;
            let r = cell_of(step)?;
            if !relocation_rank(me, g.rank(r)) || pos.board[usize::from(r)] != EMPTY {
                return Some(Note::RelocationSquare { player: who, side: me });
            }
            (slot == SLOT_KING && usize::from(*pawn) < 64).then_some(Note::KingWouldStandInCheck)
        }
        [Step::Cell(from)] => {
            let from = cell_of(Step::Cell(*from))?;
            let to = cell_of(step)?;
            let p = pos.board[usize::from(from)];
            if p == EMPTY || color(p) != me {
                return None;
            }
            let target = pos.board[usize::from(to)];
            if target != EMPTY && color(target) == me {
                return None;
            }
            let mut pseudo = Vec::new();
            board_moves(g, pos, &mut pseudo);
            let reaches = pseudo.iter().any(|m| CellId::from(m.from) == from && CellId::from(m.to) == to);
            if reaches {
                return Some(if kind(p) == KING {
                    Note::KingWouldBeInCheck
                } else if checked {
                    Note::MoveDoesNotStopCheck
                } else {
                    Note::MoveLeavesKingInCheck
                });
            }
            if pos.king(me) == NONE && target == EMPTY {
                return Some(Note::NoKingYet { player: who });
            }
            if kind(p) == ELK {
                return Some(Note::ElkMovesAs { light: g.is_light(from) });
            }
            None
        }
        _ => None,
    }
}
