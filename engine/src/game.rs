//! The rules interface every game implements, and the step model of a turn.
//!
//! A turn is a short sequence of [`Step`]s: pick a man, pick a target, then perhaps a promotion
//! piece, a man to remove, a square to drop a carried man on, a declaration. A game lists its
//! complete legal turns as compact moves and turns each into its steps; [`crate::Session`] answers
//! "what can be chosen next, given the steps so far?" from those lists, the same way for every game.

use std::fmt::Debug;
use std::hash::Hash;

use serde::{Deserialize, Serialize};

use crate::error::PositionError;
use crate::geometry::{CellId, Geometry};
use crate::id::GameId;

/// One choice within a turn. (Ordered only so that turns can be sorted by their steps.)
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Step {
    /// A cell: the man to move, its target, a man to remove, a drop-off square…
    Cell(CellId),
    /// The piece a pawn promotes to (its letter in the game's position text, upper case).
    Promote(char),
    /// A piece taken from the mover's reserve (upper-case letter).
    Reserve(char),
    /// A declaration of what an undecided piece is (upper-case letter).
    Declare(char),
}

/// A step together with what it does, for drawing it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct MarkedStep {
    pub step: Step,
    /// Choosing this step takes (or removes) an enemy man standing on that cell.
    pub capture: bool,
}

impl MarkedStep {
    pub fn quiet(step: Step) -> Self {
        MarkedStep { step, capture: false }
    }
    pub fn capture(step: Step, capture: bool) -> Self {
        MarkedStep { step, capture }
    }
}

/// How a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum Outcome {
    /// `winner` is an index into [`Game::players`].
    Win {
        winner: usize,
        reason: Reason,
    },
    Draw {
        reason: Reason,
    },
}

impl Outcome {
    pub fn reason(&self) -> Reason {
        match self {
            Outcome::Win { reason, .. } | Outcome::Draw { reason } => *reason,
        }
    }

    /// The winner, an index into [`Game::players`]; `None` for a draw.
    pub fn winner(&self) -> Option<usize> {
        match self {
            Outcome::Win { winner, .. } => Some(*winner),
            Outcome::Draw { .. } => None,
        }
    }
}

/// Why a game ended. Its [`Display`](std::fmt::Display) is the sentence people read ("checkmate").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum Reason {
    Checkmate,
    Stalemate,
    /// Neither side can mate any more (the game's own list of such positions).
    NoMatePossible,
    /// Only the two kings are left.
    BareKings,
    /// Both kings of one side are taken (Odin's Rune Chess).
    BothKingsTaken,
    /// The player to move has no legal move and loses (Odin's Rune Chess).
    NoLegalMove,
    /// The king is captured (tafl).
    KingCaptured,
    /// The king reached an edge or corner (tafl).
    KingEscaped,
    /// The named side has no legal turn and loses (tafl: "defender", "attacker").
    NoLegalTurnFor(&'static str),
    /// An army took another army's King (spIndecision: armies named "White", "Red"…).
    KingTaken {
        by: &'static str,
        victim: &'static str,
    },
    /// Nobody can move: a draw (spIndecision).
    NoLegalTurn,
    ThreefoldRepetition,
    /// This many moves of each side without progress.
    MoveRule(u32),
}

impl std::fmt::Display for Reason {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Reason::Checkmate => f.write_str("checkmate"),
            Reason::Stalemate => f.write_str("stalemate"),
            Reason::NoMatePossible => f.write_str("dead position: neither side can mate"),
            Reason::BareKings => f.write_str("dead position: only the two kings are left"),
            Reason::BothKingsTaken => f.write_str("both kings taken"),
            Reason::NoLegalMove => f.write_str("no legal move"),
            Reason::KingCaptured => f.write_str("the king's capture"),
            Reason::KingEscaped => f.write_str("the king's escape"),
            Reason::NoLegalTurnFor(side) => write!(f, "no legal turn for the {side}"),
            Reason::KingTaken { by, victim } => write!(f, "{by} took the {victim} King"),
            Reason::NoLegalTurn => f.write_str("no legal turn"),
            Reason::ThreefoldRepetition => f.write_str("threefold repetition"),
            Reason::MoveRule(n) => write!(f, "{n}-move rule"),
        }
    }
}

/// Move counters kept beside a position (not part of it: perft and repetition ignore them).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct Clocks {
    /// Plies since the last capture (or pawn move, in games that count those).
    pub quiet_plies: u32,
    /// Full-move number, starting at 1 and growing after the second player's turn.
    pub fullmove: u32,
}

impl Clocks {
    pub const START: Clocks = Clocks { quiet_plies: 0, fullmove: 1 };
}

/// What a repeated position means in a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Repetition {
    /// The third occurrence of a position is an automatic draw.
    DrawOnThird,
    /// A turn that would produce a position for the third time is illegal.
    ForbidThird,
}

/// A picture of a man: the file `assets/pieces/{set}-{figure}.svg` (e.g. `white` + `knight`,
/// `tafl` + `king`). Games name pictures only through this type; a test checks that every face
/// of every game has its file, and every file a face.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
pub struct Picture {
    /// The colour set (`white`, `black`, `red`, `tafl`).
    pub set: &'static str,
    /// The figure (`knight`, `elk-rook`, `ansuz-king`, `attacker-commander`).
    pub figure: &'static str,
}

impl Picture {
    pub const fn new(set: &'static str, figure: &'static str) -> Self {
        Picture { set, figure }
    }

    /// Its address under the page's root: its view in a sheet of pictures that the page's build
    /// writes from `assets/pieces/` (scripts/trunk-post-build.py, by the same rule), a request or
    /// two for a game's men. A set in a sub-folder is in that folder's sheet (`pictograms/white` +
    /// `uruz-ox`: `pieces/pictograms.svg#white-uruz-ox`), `tafl` in its own
    /// (`pieces/tafl.svg#tafl-king`), a chess-like figure of [`FIGURE_SHEETS`] in its sheet
    /// (`pieces/runes.svg#white-uruz-ox`), the other chess-like ones together
    /// (`pieces/men.svg#white-knight`, white, black and red, which games mix).
    pub fn path(&self) -> String {
        let (sheet, set) = match self.set.split_once('/') {
            Some(folder_and_set) => folder_and_set,
            None if self.set == "tafl" => ("tafl", self.set),
            None => {
                let own = FIGURE_SHEETS.iter().find(|(_, figures)| figures.contains(&self.figure));
                (own.map_or("men", |(sheet, _)| sheet), self.set)
            }
        };
        format!("pieces/{sheet}.svg#{set}-{}", self.figure)
    }
}

/// The chess-like figures that only one game shows, in a sheet of their own, so that the other
/// games' sheet (`men`) holds only what they show (a sheet's every picture is laid out for each
/// man drawn from it: fewer bytes and less work for the first board). Odin's Rune's men and
/// Orphic's Elks and coloured bishops (Orphic's other men come from `men`). The page's build reads
/// this table (scripts/trunk-post-build.py).
pub const FIGURE_SHEETS: [(&str, &[&str]); 2] =
    [("runes", &RUNE_FIGURES), ("elks", &["elk", "elk-rook", "elk-knight", "bishop-dark", "bishop-light"])];

/// Odin's Rune Chess's figures, by their pictures' names: a sheet of their own
/// ([`FIGURE_SHEETS`]), and the page draws them a second time as plain pictograms.
pub const RUNE_FIGURES: [&str; 6] =
    ["ansuz-king", "perthro-valkyrie", "raidho-rook", "beorc-bishop", "uruz-ox", "othel-pawn"];

impl std::fmt::Display for Picture {
    /// The file's stem (`white-knight`).
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}-{}", self.set, self.figure)
    }
}

impl PartialEq<&str> for Picture {
    fn eq(&self, other: &&str) -> bool {
        other.strip_prefix(self.set).and_then(|r| r.strip_prefix('-')) == Some(self.figure)
    }
}

/// How a kind of man looks and is called: what a board cell, a reserve tray or a picker button
/// shows. Supplied by the game ([`Game::face`]).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Face {
    /// Letter of the piece kind in position text, upper case (as in [`Step::Promote`]…).
    pub kind: char,
    /// Army index (0 White, 1 Black, 2 Red…), which picks the colour.
    pub army: u8,
    /// Name for people and screen readers, e.g. `white knight`.
    pub name: String,
    /// Name of the man's kind alone, capitalised, for a picker button: `Knight`.
    pub kind_name: String,
    pub picture: Picture,
}

/// A man as the interface draws it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct PieceView {
    pub cell: CellId,
    /// Army index (0 White, 1 Black, 2 Red…), which picks the colour.
    pub army: u8,
    /// Letter of the piece kind in position text, upper case.
    pub kind: char,
    /// The picture in `assets/pieces/`.
    pub picture: Picture,
    /// Name for people and screen readers, e.g. `white knight`.
    pub name: String,
    /// Drawn faded: present but not playable now (e.g. an army excluded this turn).
    pub dimmed: bool,
}

impl PieceView {
    /// The man of this face standing on `cell`.
    pub fn new(cell: CellId, face: Face) -> Self {
        PieceView { cell, army: face.army, kind: face.kind, picture: face.picture, name: face.name, dimmed: false }
    }
}

/// Men waiting in a player's reserve, as the interface draws them.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ReserveView {
    /// Index into [`Game::players`] of the owner.
    pub player: usize,
    /// Letter of the piece kind (upper case), as used in [`Step::Reserve`].
    pub kind: char,
    pub count: u8,
    pub picture: Picture,
    /// Name for people and screen readers.
    pub name: String,
}

/// The rules of one game. Positions are plain values, cheap to copy; moves are small `Copy` values.
pub trait Game: Clone + Debug + 'static {
    type Pos: Clone + Eq + Hash + Debug;
    type Move: Copy + Eq + Hash + Debug;
    /// What the game says in words — its remarks ("check"), its refusals ("that would leave your
    /// king in check"), its name for declining the rest of a turn ("No removal") — as one enum per
    /// game whose `Display` holds all its sentences.
    type Note: std::fmt::Display + Debug + Clone + PartialEq;
    /// Why a position cannot stand in this game, with its sentences: the game's own enum (which
    /// may wrap the reasons chess-like games share, [`crate::error::Shared`], or be that). Erased to
    /// its sentence only where a position crosses the page's interface ([`PositionError::erase`]).
    type Illegal: std::fmt::Display + Debug + Clone + PartialEq + Eq;

    /// Which game this is.
    fn id(&self) -> GameId;
    /// Human name of the game.
    fn name(&self) -> &'static str {
        self.id().name()
    }
    /// The players, first to move first (`["White", "Black"]`).
    fn players(&self) -> &'static [&'static str];
    fn geometry(&self) -> &Geometry;
    fn start(&self) -> Self::Pos;
    /// Index into [`Game::players`] of the player to move.
    fn to_move(&self, pos: &Self::Pos) -> usize;
    /// The colour ([`PieceView::army`]) of a player's men, for the status line's swatch. By default
    /// the player's index (White 0, Black 1…); tafl's attackers move first but are dark.
    fn army_of(&self, player: usize) -> u8 {
        u8::try_from(player).unwrap_or(u8::MAX)
    }

    /// Append every complete legal turn to `out` (which is not cleared).
    fn legal_moves(&self, pos: &Self::Pos, out: &mut Vec<Self::Move>);
    /// The position after a legal move.
    fn make(&self, pos: &Self::Pos, mv: Self::Move) -> Self::Pos;
    /// Whether two different legal moves from one position always give different positions. When
    /// true, perft counts moves at the last ply instead of de-duplicating positions.
    fn distinct_moves(&self) -> bool;
    /// Whether the position after `mv`, a legal move from `pos`, differs from the position after
    /// every other legal move from `pos`: perft then counts it without de-duplicating (at the last
    /// ply without making it). By default [`Game::distinct_moves`]; a game whose moves can coincide
    /// may still know that some cannot (a plain move beside captures).
    fn distinct_successor(&self, _pos: &Self::Pos, _mv: Self::Move) -> bool {
        self.distinct_moves()
    }

    /// The end of the game that the position alone decides (mate, stalemate, dead position, a king
    /// taken…), given the position's legal moves.
    fn outcome(&self, pos: &Self::Pos, legal: &[Self::Move]) -> Option<Outcome>;
    /// Could `player` still win this game by any series of legal turns? Asked when the other
    /// player's time runs out: where the game's own dead-position rules say `player` cannot win
    /// any more, a flag fall is a draw, not a loss. By default yes (the games without such rules).
    fn can_win(&self, _pos: &Self::Pos, _player: usize) -> bool {
        true
    }
    /// Does this move reset the no-progress counter?
    fn resets_clock(&self, pos: &Self::Pos, mv: Self::Move) -> bool;
    /// Plies without progress after which the game is drawn.
    fn draw_plies(&self) -> u32;
    fn repetition(&self) -> Repetition;
    /// A short remark on the position for the status line ("check"), if any.
    fn remark(&self, pos: &Self::Pos) -> Option<Self::Note>;
    /// Is a king under threat in this position: in check (the chess-like games), attacked (Odin's
    /// Rune), or with an open line to the edge (tafl)? The page sounds it. By default no.
    fn threat(&self, _pos: &Self::Pos) -> bool {
        false
    }
    /// The cells of the kings in check in this position (the side to move's royal men attacked),
    /// for the board to mark. Empty by default, and in the games whose [`Game::threat`] is not a
    /// check (tafl's open line to the edge).
    fn checked(&self, _pos: &Self::Pos) -> Vec<CellId> {
        Vec::new()
    }

    /// The steps a player takes to make this move, in order.
    fn steps(&self, pos: &Self::Pos, mv: Self::Move) -> Vec<MarkedStep>;
    /// Another way of choosing this move's steps, as players expect it: `(i, step)`, where `step`
    /// chosen in place of the move's `i`-th step stands for it (a king put on its own rook
    /// castles). The turn played and recorded is the move itself; the step tree
    /// ([`crate::Session::choices`]) is unchanged and names the alias apart
    /// ([`crate::session::Choices::aliases`]). None by default.
    fn alias(&self, _pos: &Self::Pos, _mv: Self::Move) -> Option<(usize, Step)> {
        None
    }
    /// The move in the game's notation; `legal` is every legal move from `pos` (for disambiguation).
    fn notation(&self, pos: &Self::Pos, mv: Self::Move, legal: &[Self::Move]) -> String;
    /// The men on the board.
    fn pieces(&self, pos: &Self::Pos) -> Vec<PieceView>;
    /// How a man of this kind (position-text letter, upper case) and army looks and is called, for
    /// a choice that names a kind (promotion, declaration, reserve); `None` for a letter the game
    /// does not have. The game's one table of names and pictures.
    fn face(&self, kind: char, army: u8) -> Option<Face>;
    /// Every kind letter of the game (upper case), for listing its faces.
    fn kinds(&self) -> &'static [char];
    /// The army a [`Step::Promote`] or [`Step::Declare`] option after `prefix` is drawn in. By
    /// default the army of the man on the last cell chosen for a declaration (a man moving or the
    /// man taken declares), else of the man picked first.
    fn option_army(&self, pos: &Self::Pos, prefix: &[Step], step: Step) -> Option<u8> {
        let pieces = self.pieces(pos);
        let on = |c: &CellId| pieces.iter().find(|p| p.cell == *c).map(|p| p.army);
        let first = match prefix.first() {
            Some(Step::Cell(c)) => on(c),
            _ => None,
        };
        match step {
            Step::Declare(_) => prefix
                .iter()
                .rev()
                .find_map(|s| match s {
                    Step::Cell(c) => on(c),
                    _ => None,
                })
                .or(first),
            _ => first,
        }
    }
    /// The position as it would be with `player` to move (for asking how any man moves, of either
    /// side, without changing the game); `None` when the game cannot say. It need not be a
    /// position the game could reach.
    fn with_mover(&self, _pos: &Self::Pos, _player: usize) -> Option<Self::Pos> {
        None
    }
    /// The men in the players' reserves (games with drops).
    fn reserves(&self, _pos: &Self::Pos) -> Vec<ReserveView> {
        Vec::new()
    }
    /// The cells whose men this move takes (or turns, or removes): shown before the move is made.
    /// By default, the cells of the move's steps marked as captures.
    fn captures(&self, pos: &Self::Pos, mv: Self::Move) -> Vec<CellId> {
        self.steps(pos, mv)
            .iter()
            .filter(|s| s.capture)
            .filter_map(|s| match s.step {
                Step::Cell(c) => Some(c),
                _ => None,
            })
            .collect()
    }

    /// Why choosing `step` after the steps `prefix` of the current turn is not possible, when the
    /// rules have a reason worth showing ("no pawn relocation while in check"); `None` when the step
    /// is possible or there is nothing to say. The interface shows it when it refuses a click.
    fn why_not(&self, _pos: &Self::Pos, _prefix: &[Step], _step: Step) -> Option<Self::Note> {
        None
    }

    /// The name of declining the optional rest of a turn after `prefix` (a complete turn that could
    /// go on), e.g. "No removal"; the interface shows it on its stop button and lets Escape decline
    /// too. `None`: the generic "Stop here", and Escape cancels the turn.
    fn stop_label(&self, _pos: &Self::Pos, _prefix: &[Step]) -> Option<Self::Note> {
        None
    }

    /// The words for the step the turn waits for after `prefix` (a removal, a drop-off square, a
    /// relocation, a declaration, the next berserk capture), when the game has better words than
    /// the interface's generic ones ("Remove a man next to e6, or No removal").
    fn waiting(&self, _pos: &Self::Pos, _prefix: &[Step]) -> Option<Self::Note> {
        None
    }

    /// Read the game's position text.
    fn parse_position(&self, text: &str) -> Result<(Self::Pos, Clocks), PositionError<Self::Illegal>>;
    /// Write the game's position text.
    fn position_text(&self, pos: &Self::Pos, clocks: Clocks) -> String;
    /// The position a position editor set up (men, the player to move, reserves; counters from
    /// the start), checked as the game's position text is: refused with the same reasons.
    fn set_up(&self, setup: &crate::setup::Setup) -> Result<(Self::Pos, Clocks), PositionError<Self::Illegal>>;
}

/// All legal moves as a fresh vector.
pub fn legal_vec<G: Game>(game: &G, pos: &G::Pos) -> Vec<G::Move> {
    let mut v = Vec::new();
    game.legal_moves(pos, &mut v);
    v
}

/// Read a move in the game's notation: the legal move whose notation matches, ignoring check marks
/// (`+`, `#`, `!`, `?`) and surrounding space.
pub fn parse_notation<G: Game>(game: &G, pos: &G::Pos, text: &str) -> Option<G::Move> {
    let want = strip_marks(text);
    if want.is_empty() {
        return None;
    }
    let legal = legal_vec(game, pos);
    legal.iter().copied().find(|&m| strip_marks(&game.notation(pos, m, &legal)) == want)
}

fn strip_marks(s: &str) -> String {
    s.trim().trim_end_matches(['+', '#', '!', '?']).to_string()
}
