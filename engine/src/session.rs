//! A game in progress: position, history, undo/redo, draw rules, and the step-by-step turn
//! interface. The page talks to it through the object-safe [`Play`] trait: it reads a
//! [`Table`] and sends [`Command`]s.

use std::collections::HashMap;
use std::hash::BuildHasherDefault;

use crate::error::{PositionError, TurnError};
use crate::game::{legal_vec, Clocks, Face, Game, MarkedStep, Outcome, PieceView, Repetition, ReserveView, Step};
use crate::geometry::{CellId, Geometry};
use crate::hash::FxHasher;
use crate::id::GameId;
use crate::record::Record;
use crate::table::{Command, CommandError, Table};

mod asked;
mod lines;
mod turns;

pub(crate) use asked::{moves_in, onto_in};
pub use asked::{reach, Reach};
pub use lines::Lines;
use turns::{Core, Rules};

/// Why a choice is refused: a rule every game shares, or one of the game's own ([`Game::Note`]).
#[derive(Clone, Debug, PartialEq)]
pub enum Refusal<N> {
    /// The turn would produce a position for the third time ([`Repetition::ForbidThird`]).
    ThirdRepetition,
    Rule(N),
}

impl<N: std::fmt::Display> std::fmt::Display for Refusal<N> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Refusal::ThirdRepetition => f.write_str(turns::THIRD_REPETITION),
            Refusal::Rule(note) => note.fmt(f),
        }
    }
}

/// What can be chosen next in a turn.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Choices {
    /// The possible next steps (no duplicates), each marked when it captures.
    pub options: Vec<MarkedStep>,
    /// The steps so far already make a complete turn: the player may stop here. When `options` is
    /// empty too, there is nothing left to choose and the turn should be played.
    pub complete: bool,
    /// Steps that stand for one of `options`, as players expect them ([`Game::alias`]: the king
    /// put on its own rook castles): `(alias, step)`, choosing `alias` is choosing `step`. An alias
    /// is never one of `options`, and stands for one step only.
    pub aliases: Vec<(Step, Step)>,
}

impl Choices {
    /// The option `step` stands for: itself, or the option it is an alias of.
    pub fn resolve(&self, step: Step) -> Step {
        self.aliases.iter().find(|a| a.0 == step).map_or(step, |a| a.1)
    }
}

/// One turn played, as kept in the history (what else is kept of it, its notation, cells and men
/// taken, is in the game-independent part, [`turns::Entry`]).
#[derive(Clone, Debug)]
struct Played<G: Game> {
    before: G::Pos,
    mv: G::Move,
}

/// A game in progress. What needs the game's types is here; the rest (the turns' steps, the record
/// of the turns played, the table the page reads) is game-independent code in `session/turns.rs`,
/// compiled once for every game.
#[derive(Clone, Debug)]
pub struct Session<G: Game> {
    game: G,
    start: G::Pos,
    pos: G::Pos,
    history: Vec<Played<G>>,
    /// How many times each position stands in `history` (as a position before a turn): the
    /// repetition rules count occurrences by lookup, not by a scan of the history for every turn.
    earlier: HashMap<G::Pos, usize, BuildHasherDefault<FxHasher>>,
    /// How many positions stand in `history` twice or more: while none does (and the current one
    /// not at all), no turn can make a third occurrence.
    twice: usize,
    /// The game's lines: every turn played, as a tree, and where the game stands in it (what Redo
    /// plays is the turn ahead there). `history` holds the positions along its current path.
    lines: Lines,
    /// Legal turns here, after history-dependent rules (repetition) are applied; their steps are
    /// `core.steps`, in the same order.
    legal: Vec<G::Move>,
    core: Core,
}

impl<G: Game> Session<G> {
    pub fn new(game: G) -> Self {
        let start = game.start();
        Self::from_position(game, start, Clocks::START)
    }

    pub fn from_position(game: G, pos: G::Pos, clocks: Clocks) -> Self {
        let mut s = Session {
            game,
            start: pos.clone(),
            pos,
            history: Vec::new(),
            earlier: HashMap::default(),
            twice: 0,
            lines: Lines::default(),
            legal: Vec::new(),
            core: Core::new(clocks),
        };
        s.refresh();
        s
    }

    pub fn game(&self) -> &G {
        &self.game
    }

    pub fn position(&self) -> &G::Pos {
        &self.pos
    }

    pub fn clocks(&self) -> Clocks {
        self.core.clocks
    }

    /// The legal turns now (empty once the game is over).
    pub fn legal(&self) -> &[G::Move] {
        if self.core.outcome.is_some() {
            &[]
        } else {
            &self.legal
        }
    }

    /// How often `pos` has stood on the board in this game so far (the start counts).
    fn occurrences(&self, pos: &G::Pos) -> usize {
        self.earlier.get(pos).copied().unwrap_or(0) + usize::from(&self.pos == pos)
    }

    fn refresh(&mut self) {
        let mut legal = legal_vec(&self.game, &self.pos);
        let mut refused = Vec::new();
        let may_repeat = self.twice > 0 || self.earlier.contains_key(&self.pos);
        if self.game.repetition() == Repetition::ForbidThird && may_repeat {
            legal.retain(|&m| {
                let next = self.game.make(&self.pos, m);
                let allowed = self.occurrences(&next) < 2;
                if !allowed {
                    refused.push(self.game.steps(&self.pos, m).iter().map(|s| s.step).collect());
                }
                allowed
            });
        }
        let steps = legal.iter().map(|&m| self.game.steps(&self.pos, m)).collect();
        let aliases = legal
            .iter()
            .enumerate()
            .filter_map(|(i, &m)| self.game.alias(&self.pos, m).map(|(k, a)| (i, k, a)))
            .collect();
        let outcome = self.game.outcome(&self.pos, &legal);
        let threefold =
            outcome.is_none() && self.game.repetition() == Repetition::DrawOnThird && self.occurrences(&self.pos) >= 3;
        self.core.index(steps, aliases, refused, outcome, threefold, self.game.draw_plies());
        self.legal = legal;
    }

    /// Play a legal move (one of [`Session::legal`]).
    pub fn play_move(&mut self, mv: G::Move) -> Result<(), TurnError> {
        if self.core.outcome.is_some() {
            return Err(TurnError::GameOver);
        }
        let i = self.legal.iter().position(|&m| m == mv).ok_or(TurnError::NotLegal)?;
        self.apply_index(i);
        Ok(())
    }

    fn apply_index(&mut self, i: usize) {
        let mv = self.legal[i];
        let notation = self.game.notation(&self.pos, mv, &self.legal);
        let captured = self.game.captures(&self.pos, mv);
        let pieces = self.game.pieces(&self.pos);
        let next = self.game.make(&self.pos, mv);
        let resets = self.game.resets_clock(&self.pos, mv);
        let last_player = self.game.to_move(&self.pos) + 1 == self.game.players().len();
        self.lines.played(&notation);
        self.core.log_turn(i, notation, &captured, pieces, resets, last_player);
        let before = std::mem::replace(&mut self.pos, next);
        let n = self.earlier.entry(before.clone()).or_insert(0);
        *n += 1;
        if *n == 2 {
            self.twice += 1;
        }
        self.history.push(Played { before, mv });
        self.refresh();
    }

    /// Play a move written in the game's notation.
    pub fn play_notation(&mut self, text: &str) -> Result<(), TurnError> {
        if self.core.outcome.is_some() {
            return Err(TurnError::GameOver);
        }
        let mv = crate::game::parse_notation(&self.game, &self.pos, text)
            .filter(|m| self.legal.contains(m))
            .ok_or_else(|| TurnError::BadNotation(text.trim().to_string()))?;
        self.play_move(mv)
    }

    pub fn undo(&mut self) -> bool {
        let Some(last) = self.history.pop() else { return false };
        if let Some(n) = self.earlier.get_mut(&last.before) {
            if *n == 2 {
                self.twice -= 1;
            }
            *n -= 1;
            if *n == 0 {
                self.earlier.remove(&last.before);
            }
        }
        self.pos = last.before.clone();
        self.core.unlog_turn();
        self.lines.undone();
        self.refresh();
        true
    }

    /// Play the turn ahead on the line followed again (see [`Lines`]).
    pub fn redo(&mut self) -> bool {
        let Some(turn) = self.lines.next_turn().map(str::to_string) else { return false };
        self.play_notation(&turn).is_ok()
    }

    /// The game's lines and where it stands in them.
    pub fn lines(&self) -> &Lines {
        &self.lines
    }

    /// Go to the turn at `path` of the lines (taking back and playing the turns between); on
    /// error the game is untouched.
    pub fn go_to(&mut self, path: &[usize]) -> Result<(), CommandError> {
        let turns = self.lines.tree().turns(path).ok_or(CommandError::NoSuchTurn)?;
        let mut next = self.clone();
        let was = self.lines.line();
        let played = next.core.move_list();
        let common = played.iter().zip(&turns).take_while(|(a, b)| a == b).count();
        while next.history.len() > common {
            next.undo();
        }
        for t in &turns[common..] {
            next.play_notation(t)?;
        }
        next.lines.went_to(path, was);
        *self = next;
        Ok(())
    }

    /// Take the turn at `path` and those after it from the lines; when the game stands on it, it
    /// goes back to the turn before.
    pub fn delete_line(&mut self, path: &[usize]) -> Result<(), CommandError> {
        if path.is_empty() || self.lines.tree().index(path).is_none() {
            return Err(CommandError::NoSuchTurn);
        }
        if self.lines.path().starts_with(path) {
            while self.history.len() >= path.len() {
                self.undo();
            }
        }
        self.lines.delete(path);
        self.refresh();
        Ok(())
    }

    /// The positions that stood before the current one in this game, oldest first (for the
    /// search's repetition rules).
    pub fn earlier_positions(&self) -> impl Iterator<Item = &G::Pos> + '_ {
        self.history.iter().map(|p| &p.before)
    }

    pub fn moves(&self) -> impl Iterator<Item = G::Move> + '_ {
        self.history.iter().map(|p| p.mv)
    }

    pub fn id(&self) -> GameId {
        self.game.id()
    }
    pub fn players(&self) -> &'static [&'static str] {
        self.game.players()
    }
    pub fn geometry(&self) -> &Geometry {
        self.game.geometry()
    }
    pub fn pieces(&self) -> Vec<PieceView> {
        self.game.pieces(&self.pos)
    }
    /// The men in the players' reserves (empty in games without drops).
    pub fn reserves(&self) -> Vec<ReserveView> {
        self.game.reserves(&self.pos)
    }
    /// Index into [`Session::players`] of the player to move.
    pub fn to_move(&self) -> usize {
        self.game.to_move(&self.pos)
    }
    pub fn outcome(&self) -> Option<Outcome> {
        self.core.outcome
    }
    /// Could `player` still win by some series of legal turns? ([`Game::can_win`]: the dead-position
    /// rules of chess and Keltic.) Asked when the other player's time runs out.
    pub fn can_win(&self, player: usize) -> bool {
        self.game.can_win(&self.pos, player)
    }
    /// A remark for the status line ("check"), if any.
    pub fn remark(&self) -> Option<String> {
        self.game.remark(&self.pos).map(|n| n.to_string())
    }

    /// Is a king under threat (check, a king attacked, the tafl king's open line)? Never once the
    /// game is over. See [`Game::threat`].
    pub fn threat(&self) -> bool {
        self.core.outcome.is_none() && self.game.threat(&self.pos)
    }

    /// Why `step` cannot follow `prefix` in the current turn, if the game has a reason to show.
    pub fn why_not(&self, prefix: &[Step], step: Step) -> Option<String> {
        turns::why_not(self, prefix, step)
    }

    /// Why `step` cannot follow `prefix`, typed: see [`Session::why_not`].
    pub fn refusal(&self, prefix: &[Step], step: Step) -> Option<Refusal<G::Note>> {
        if self.core.outcome.is_some() {
            return None;
        }
        if self.core.third_repetition(prefix, step) {
            return Some(Refusal::ThirdRepetition);
        }
        self.game.why_not(&self.pos, prefix, step).map(Refusal::Rule)
    }

    /// The name of declining the optional rest of the turn after `prefix` ("No removal"), if the game
    /// names it; see [`Game::stop_label`].
    pub fn stop_label(&self, prefix: &[Step]) -> Option<String> {
        turns::stop_label(self, prefix)
    }

    /// The words for what the turn under construction waits for: the game's own
    /// ([`Game::waiting`]), else generic ones from the choices offered. `None` before the first
    /// step, and once nothing more can be chosen.
    pub fn prompt(&self, turn: &[Step], ch: &Choices, stop: Option<&str>) -> Option<String> {
        turns::prompt(self, turn, ch, stop)
    }

    /// What can be chosen after `prefix`, the steps of the current turn chosen so far.
    pub fn choices(&self, prefix: &[Step]) -> Choices {
        self.core.choices(prefix)
    }

    /// The cells whose men the complete turn `steps` would take (or turn, or remove), for showing
    /// them before the turn is made; empty when `steps` is not a complete turn.
    pub fn preview(&self, steps: &[Step]) -> Vec<CellId> {
        turns::preview(self, steps)
    }

    /// Play the complete turn made of exactly these steps.
    pub fn play(&mut self, steps: &[Step]) -> Result<(), TurnError> {
        if self.core.outcome.is_some() {
            return Err(TurnError::GameOver);
        }
        match self.core.exact(steps) {
            Some(i) => {
                self.apply_index(i);
                Ok(())
            }
            None if !self.core.choices(steps).options.is_empty() => Err(TurnError::Incomplete),
            None => Err(TurnError::NotLegal),
        }
    }

    pub fn can_undo(&self) -> bool {
        !self.history.is_empty()
    }
    pub fn can_redo(&self) -> bool {
        self.lines.next_turn().is_some()
    }
    /// Start again from the game's start position.
    pub fn restart(&mut self) {
        let game = self.game.clone();
        *self = Session::new(game);
    }

    /// Every turn played so far, in notation.
    pub fn move_list(&self) -> Vec<String> {
        self.core.move_list()
    }
    /// Full-move number of the first turn in the list and the index of the player who made it, for
    /// numbering the list ("1.", "1...").
    pub fn first_turn(&self) -> (u32, usize) {
        (self.core.start_clocks.fullmove, self.game.to_move(&self.start))
    }
    /// The men as they stand with the turn under construction, and the men it takes (or turns) so
    /// far, as they stood (drawn fading).
    /// - A pick alone moves nothing.
    /// - Steps that make a whole turn by themselves (the Forest Ox landed, a berserk man at its
    ///   latest square): the position that turn leaves.
    /// - Steps that need more (a drop onto a pawn waiting for the pawn's square, a Valkyrie's
    ///   carried man waiting for its drop): what every way of finishing the turn agrees on; where
    ///   they differ (the pawn's new square), the cell as it is now, so a man still to be placed is
    ///   drawn where it goes as soon as that is chosen.
    /// - A man is drawn dimmed (it may not move) as in the position before the turn: the position
    ///   the turn leaves dims what the *next* turn may not move (spIndecision's mover's army).
    pub fn as_it_stands(&self, turn: &[Step]) -> (Vec<PieceView>, Vec<PieceView>) {
        turns::as_it_stands(self, turn)
    }

    /// The cells the last turn touched, for highlighting it.
    pub fn last_turn_cells(&self) -> Vec<CellId> {
        self.core.last_turn_cells()
    }

    pub fn position_text(&self) -> String {
        self.game.position_text(&self.pos, self.core.clocks)
    }
    /// The position text of the game's first position, when it is not the game's standard start.
    pub fn custom_start(&self) -> Option<String> {
        (self.start != self.game.start() || self.core.start_clocks != Clocks::START)
            .then(|| self.game.position_text(&self.start, self.core.start_clocks))
    }
    /// Start a new game from position text; on error the current game is untouched.
    pub fn load_position(&mut self, text: &str) -> Result<(), PositionError<G::Illegal>> {
        let (pos, clocks) = self.game.parse_position(text)?;
        *self = Session::from_position(self.game.clone(), pos, clocks);
        Ok(())
    }

    /// The table for the turn under construction `turn`, with the pointer (or keyboard focus) on
    /// `hover`: see [`Table`]. Laid out by game-independent code (`session/turns.rs`) that asks
    /// the game through [`Rules`].
    pub fn table(&self, turn: &[Step], hover: Option<CellId>) -> Table {
        turns::table(self, turn, hover)
    }

    /// Carry out a command; on error the game is untouched.
    pub fn command(&mut self, command: Command) -> Result<(), CommandError> {
        match command {
            Command::Play(steps) => self.play(&steps)?,
            Command::Undo => {
                if !self.undo() {
                    return Err(CommandError::NothingToUndo);
                }
            }
            Command::Redo => {
                if !self.redo() {
                    return Err(CommandError::NothingToRedo);
                }
            }
            Command::Restart => self.restart(),
            Command::Load(text) => self.load_position(text.trim()).map_err(PositionError::erase)?,
            Command::Notation(text) => self.play_notation(&text)?,
            Command::GoTo(path) => self.go_to(&path)?,
            Command::Promote(path) => {
                if !self.lines.promote(&path) {
                    return Err(CommandError::NoSuchTurn);
                }
            }
            Command::Delete(path) => self.delete_line(&path)?,
            Command::Comment(path, text) => {
                if !self.lines.comment(&path, &text) {
                    return Err(CommandError::NoSuchTurn);
                }
            }
            Command::Glyphs(path, nags) => {
                if !self.lines.glyphs(&path, nags) {
                    return Err(CommandError::NoSuchTurn);
                }
            }
            Command::Adopt(tree) => self.lines.adopt(tree),
        }
        Ok(())
    }
}

/// The session's game, asked by the game-independent code ([`turns`]): each method one call of
/// the game's rules.
impl<G: Game> Rules for Session<G> {
    fn core(&self) -> &Core {
        &self.core
    }
    fn id(&self) -> GameId {
        self.game.id()
    }
    fn players(&self) -> &'static [&'static str] {
        self.game.players()
    }
    fn army_of(&self, player: usize) -> u8 {
        self.game.army_of(player)
    }
    fn to_move(&self) -> usize {
        self.game.to_move(&self.pos)
    }
    fn cells(&self) -> usize {
        self.game.geometry().len()
    }
    fn option_army(&self, prefix: &[Step], step: Step) -> Option<u8> {
        self.game.option_army(&self.pos, prefix, step)
    }
    fn face(&self, kind: char, army: u8) -> Option<Face> {
        self.game.face(kind, army)
    }
    fn game_stop_label(&self, prefix: &[Step]) -> Option<String> {
        self.game.stop_label(&self.pos, prefix).map(|n| n.to_string())
    }
    fn game_waiting(&self, prefix: &[Step]) -> Option<String> {
        self.game.waiting(&self.pos, prefix).map(|n| n.to_string())
    }
    fn game_why_not(&self, prefix: &[Step], step: Step) -> Option<String> {
        self.game.why_not(&self.pos, prefix, step).map(|n| n.to_string())
    }
    fn game_remark(&self) -> Option<String> {
        self.game.remark(&self.pos).map(|n| n.to_string())
    }
    fn game_threat(&self) -> bool {
        self.game.threat(&self.pos)
    }
    fn game_checked(&self) -> Vec<CellId> {
        self.game.checked(&self.pos)
    }
    fn pieces(&self) -> Vec<PieceView> {
        self.game.pieces(&self.pos)
    }
    fn reserves(&self) -> Vec<ReserveView> {
        self.game.reserves(&self.pos)
    }
    fn captures(&self, i: usize) -> Vec<CellId> {
        self.legal.get(i).map(|&mv| self.game.captures(&self.pos, mv)).unwrap_or_default()
    }
    fn pieces_after(&self, i: usize) -> Vec<PieceView> {
        self.legal.get(i).map(|&mv| self.game.pieces(&self.game.make(&self.pos, mv))).unwrap_or_default()
    }
    fn position_text(&self) -> String {
        Session::position_text(self)
    }
    fn custom_start(&self) -> Option<String> {
        Session::custom_start(self)
    }
    fn first_turn(&self) -> (u32, usize) {
        Session::first_turn(self)
    }
    fn can_redo(&self) -> bool {
        Session::can_redo(self)
    }
}

/// A game in progress as the page sees it, whatever the game: object-safe, so the page holds a
/// `Box<dyn Play>` and knows no rules. It reads a [`Table`] (which names the game: its board is
/// [`GameId::geometry`]), asks what can be chosen next and why not, sends [`Command`]s, and keeps
/// the game as a [`Record`].
pub trait Play: PlayClone {
    /// Everything to draw, for the turn under construction `turn` (the steps chosen so far) and
    /// the cell under the pointer or the keyboard focus (`hover`), whose captures are previewed.
    fn table(&self, turn: &[Step], hover: Option<CellId>) -> Table;
    /// What can be chosen after `prefix`, the steps of the current turn chosen so far.
    fn choices(&self, prefix: &[Step]) -> Choices;
    /// Why `step` cannot follow `prefix` in the current turn, if the game has a reason to show.
    fn why_not(&self, prefix: &[Step], step: Step) -> Option<String>;
    /// Carry out a command; on error the game is untouched.
    fn apply(&mut self, command: Command) -> Result<(), CommandError>;
    /// The game as a record: its id, its start and the turns played.
    fn record(&self) -> Record;
    /// The game's lines (every turn played, as a tree) and where the game stands in them.
    fn lines(&self) -> &Lines;
    /// Could `player` still win by some series of legal turns? When the other player's time runs
    /// out and this says no (a dead position), the game is drawn.
    fn can_win(&self, player: usize) -> bool;
    /// The game's board ([`GameId::geometry`], reached through the game in progress: a caller
    /// that makes its sessions itself reaches no other game's code).
    fn geometry(&self) -> &Geometry;
    /// [`crate::ask::moves_of`] for this game (whatever its position now).
    fn moves_of(&self, position: &str, cell: CellId) -> Result<Option<Reach>, crate::error::PositionError>;
    /// [`crate::ask::premove_onto`] for this game (whatever its position now).
    fn premove_onto(&self, position: &str, player: usize, from: CellId) -> Vec<CellId>;
}

/// Copies a `Box<dyn Play>`; implemented for every [`Play`] that is `Clone`, never by hand.
pub trait PlayClone {
    fn clone_box(&self) -> Box<dyn Play>;
}

impl<T: Play + Clone + 'static> PlayClone for T {
    fn clone_box(&self) -> Box<dyn Play> {
        Box::new(self.clone())
    }
}

impl Clone for Box<dyn Play> {
    fn clone(&self) -> Self {
        (**self).clone_box()
    }
}

impl<G: Game> Play for Session<G> {
    fn table(&self, turn: &[Step], hover: Option<CellId>) -> Table {
        Session::table(self, turn, hover)
    }
    fn choices(&self, prefix: &[Step]) -> Choices {
        self.core.choices(prefix)
    }
    fn why_not(&self, prefix: &[Step], step: Step) -> Option<String> {
        Session::why_not(self, prefix, step)
    }
    fn apply(&mut self, command: Command) -> Result<(), CommandError> {
        self.command(command)
    }
    fn can_win(&self, player: usize) -> bool {
        Session::can_win(self, player)
    }
    fn record(&self) -> Record {
        turns::record(self)
    }
    fn lines(&self) -> &Lines {
        &self.lines
    }
    fn geometry(&self) -> &Geometry {
        self.game.geometry()
    }
    fn moves_of(&self, position: &str, cell: CellId) -> Result<Option<Reach>, crate::error::PositionError> {
        moves_in(self.game.clone(), position, cell)
    }
    fn premove_onto(&self, position: &str, player: usize, from: CellId) -> Vec<CellId> {
        onto_in(self.game.clone(), position, player, from)
    }
}
