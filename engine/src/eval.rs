//! What a game tells the computer opponent about its positions: the evaluation trait each game
//! implements beside its rules, with its tunable weights. A leaf below the games: the games use it,
//! and only the search (module `ai`, above the games) calls it.

use crate::game::{Game, Outcome};

/// One tunable weight of an evaluation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Param {
    pub name: &'static str,
    /// The default, found by self-play (see `docs/ai.md`).
    pub value: i32,
}

/// Whether the search may pass for the player to move ([`Evaluate::null_move`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NullMove {
    /// No null move: zugzwang is likely, or the game has not measured it.
    No,
    /// A null move whose cut is confirmed by a search without null moves.
    Verify,
    /// A null move.
    Yes,
}

/// Refinements of the search that a game turns on one by one, each once an SPRT in that game
/// has passed ([`Evaluate::search_features`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SearchFeatures {
    /// Late-move pruning: outside the principal variation, not under the game's threat, at most 3
    /// plies from the horizon, a quiet move that leaves the other player under no threat is not
    /// searched once 3 + depth² moves have been.
    pub late_move_pruning: bool,
    /// Aspiration windows: from depth 4 an iteration first searches a window around the last
    /// iteration's score, and searches again, wider, when its score falls outside.
    pub aspiration_windows: bool,
}

impl SearchFeatures {
    /// The search as every game had it before these refinements.
    pub const NONE: SearchFeatures = SearchFeatures { late_move_pruning: false, aspiration_windows: false };
    /// Every refinement.
    pub const ALL: SearchFeatures = SearchFeatures { late_move_pruning: true, aspiration_windows: true };
}

/// A game's evaluation, for the search. Scores are from the point of view of the player to move,
/// in hundredths of the game's smallest man (100 ≈ a pawn, a tafl soldier).
pub trait Evaluate: Game {
    /// The evaluation's weights with their defaults; [`Evaluate::evaluate`] is given one value per
    /// param, in this order.
    fn params(&self) -> &'static [Param];
    /// How good `pos` is for the player to move, statically.
    fn evaluate(&self, pos: &Self::Pos, w: &[i32]) -> i32;
    /// What the move takes (or turns, or removes), valued; 0 for a move that takes nothing.
    /// Quiescence follows the moves with a gain, and move ordering tries the biggest gains first.
    fn gain(&self, pos: &Self::Pos, mv: Self::Move, w: &[i32]) -> i32;
    /// What the capture `mv` wins by static exchange: the man it takes, less what the other side
    /// then wins back on its landing cell, the least valuable attacker taking first, each side
    /// stopping when going on would lose; a game may give a lower bound instead when it is not
    /// negative (the search asks only whether a capture loses, and orders the losing ones by it).
    /// `None` where the game does not say (the default, every
    /// move then counts as its [`Evaluate::gain`]). The search orders the captures that lose
    /// material after the quiet moves and leaves them out of the quiescence search.
    fn exchange(&self, _pos: &Self::Pos, _mv: Self::Move, _w: &[i32]) -> Option<i32> {
        None
    }
    /// Matches (the search's `ai::matches`) draw a random opening again while a search to this
    /// depth finds a forced win in it for either side; 0 (the default) takes any opening. For games
    /// whose random openings are mostly decided already.
    fn balanced_opening_depth(&self) -> u32 {
        0
    }
    /// The number the search's history table (of quiet moves that cut off) files `mv` under:
    /// its hash, [`crate::hash::key_of`]. A game may give the same number faster (tafl reads its
    /// plain moves' from a table).
    #[inline]
    fn history_key(&self, mv: Self::Move) -> u64 {
        crate::hash::key_of(&mv)
    }
    /// Does the search look a ply deeper after a move that leaves the other player under the
    /// game's threat ([`Game::threat`])? Yes by default; a game whose threat is so common that the
    /// extension costs more than it finds says no.
    fn extends_threats(&self) -> bool {
        true
    }
    /// The search's refinements this game asks for: none by default; a game turns one on once
    /// its SPRT has passed for it (see `docs/ai.md`).
    fn search_features(&self) -> SearchFeatures {
        SearchFeatures::NONE
    }
    /// May the search try a null move here (let the player to move pass, through
    /// [`Game::with_mover`], and cut the node when a shallower search still fails high)?
    /// [`NullMove::No`] (the default) in a game that has not measured it by SPRT, and where
    /// zugzwang is likely; [`NullMove::Verify`] where it may be: a null move's cut is then
    /// confirmed by a search of the node itself, as shallow and without null moves.
    fn null_move(&self, _pos: &Self::Pos) -> NullMove {
        NullMove::No
    }
    /// Is the player to move under a threat, for the search? Its futility pruning is off there, and
    /// a move that leaves the other player under one is searched a ply deeper (where
    /// [`Evaluate::extends_threats`]). [`Game::threat`] by default; a game whose [`Game::threat`]
    /// says nothing (no check) may give its own.
    fn search_threat(&self, pos: &Self::Pos) -> bool {
        self.threat(pos)
    }
    /// For the quiescence search, which follows only the moves with a [`Evaluate::gain`]: `out`
    /// (empty) gets the legal turns, every one with a gain among them and in the order
    /// [`Game::legal_moves`] gives them, and the answer is the position's [`Game::outcome`], as the
    /// full list would give it. `None` (the default) where the game cannot say that without all its
    /// turns: the search then lists them all. A game gives a shorter list to be searched faster.
    fn noisy_moves(&self, _pos: &Self::Pos, _out: &mut Vec<Self::Move>) -> Option<Option<Outcome>> {
        None
    }
    /// Does the quiescence search follow a move of this [`Evaluate::gain`] (above 0) at `qdepth`
    /// plies below the horizon? Yes by default; a game whose small gains are threats rather than
    /// captures may follow them near the horizon only.
    fn follows_in_quiescence(&self, _gain: i32, _qdepth: usize) -> bool {
        true
    }
    /// For fitting a table of values by cell (Texel's method, `ai::texel::fit_table`): `out`
    /// (empty) gets the table's entries that `pos` reads, each with its coefficient for the player
    /// to move (the evaluation adds the entry's value times it); the answer is the table's size.
    /// 0 (the default) in a game whose evaluation has no such table.
    fn table_features(&self, _pos: &Self::Pos, _out: &mut Vec<(u32, f64)>) -> usize {
        0
    }
}
