//! A game in progress: position, history, undo/redo, draw rules, and the step-by-step turn
//! interface. The page talks to it through the object-safe [`Play`] trait: it reads a
//! [`Table`] and sends [`Command`]s.

use std::cmp::Ordering;
use std::collections::HashMap;
use std::hash::BuildHasherDefault;

use crate::error::{PositionError, TurnError};
use crate::game::{legal_vec, Clocks, Game, MarkedStep, Outcome, PieceView, Reason, Repetition, ReserveView, Step};
use crate::geometry::{CellId, Geometry};
use crate::hash::FxHasher;
use crate::id::GameId;
use crate::record::Record;
use crate::table::{capitalise, Choice, Command, CommandError, Marks, Picker, Player, Reserve, Stop, Table};

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
            Refusal::ThirdRepetition => f.write_str("that would repeat a position for the third time"),
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
}

/// One turn played, as kept in the history.
#[derive(Clone, Debug)]
struct Played<G: Game> {
    before: G::Pos,
    clocks_before: Clocks,
    mv: G::Move,
    notation: String,
    cells: Vec<CellId>,
    /// The men the turn took (or turned), as they stood before it.
    taken: Vec<PieceView>,
}

/// A game in progress.
#[derive(Clone, Debug)]
pub struct Session<G: Game> {
    game: G,
    start: G::Pos,
    start_clocks: Clocks,
    pos: G::Pos,
    clocks: Clocks,
    history: Vec<Played<G>>,
    /// How many times each position stands in `history` (as a position before a turn): the
    /// repetition rules count occurrences by lookup, not by a scan of the history for every turn.
    earlier: HashMap<G::Pos, usize, BuildHasherDefault<FxHasher>>,
    /// How many positions stand in `history` twice or more: while none does (and the current one
    /// not at all), no turn can make a third occurrence.
    twice: usize,
    redo: Vec<Played<G>>,
    /// Legal turns here, after history-dependent rules (repetition) are applied.
    legal: Vec<G::Move>,
    /// The steps of each legal turn, in the same order.
    steps: Vec<Vec<MarkedStep>>,
    /// Indices into `steps` sorted by the turns' steps, so that the turns that begin with a given
    /// prefix are one range of it, found by binary search ([`Play::choices`]).
    sorted: Vec<usize>,
    /// The steps of the turns refused only because they would repeat a position a third time
    /// ([`Repetition::ForbidThird`]), so that [`Play::why_not`] can say so.
    refused: Vec<Vec<Step>>,
    outcome: Option<Outcome>,
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
            start_clocks: clocks,
            pos,
            clocks,
            history: Vec::new(),
            earlier: HashMap::default(),
            twice: 0,
            redo: Vec::new(),
            legal: Vec::new(),
            steps: Vec::new(),
            sorted: Vec::new(),
            refused: Vec::new(),
            outcome: None,
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
        self.clocks
    }

    /// The legal turns now (empty once the game is over).
    pub fn legal(&self) -> &[G::Move] {
        if self.outcome.is_some() {
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
        self.refused = refused;
        self.steps = legal.iter().map(|&m| self.game.steps(&self.pos, m)).collect();
        let mut sorted: Vec<usize> = (0..self.steps.len()).collect();
        sorted
            .sort_unstable_by(|&a, &b| self.steps[a].iter().map(|s| s.step).cmp(self.steps[b].iter().map(|s| s.step)));
        self.sorted = sorted;
        self.outcome = self.game.outcome(&self.pos, &legal).or_else(|| {
            if self.game.repetition() == Repetition::DrawOnThird && self.occurrences(&self.pos) >= 3 {
                Some(Outcome::Draw { reason: Reason::ThreefoldRepetition })
            } else if self.clocks.quiet_plies >= self.game.draw_plies() {
                Some(Outcome::Draw { reason: Reason::MoveRule(self.game.draw_plies() / 2) })
            } else {
                None
            }
        });
        self.legal = legal;
    }

    /// Play a legal move (one of [`Session::legal`]).
    pub fn play_move(&mut self, mv: G::Move) -> Result<(), TurnError> {
        if self.outcome.is_some() {
            return Err(TurnError::GameOver);
        }
        let i = self.legal.iter().position(|&m| m == mv).ok_or(TurnError::NotLegal)?;
        self.apply_index(i);
        self.redo.clear();
        Ok(())
    }

    fn apply_index(&mut self, i: usize) {
        let mv = self.legal[i];
        let notation = self.game.notation(&self.pos, mv, &self.legal);
        let cells = self.steps[i]
            .iter()
            .filter_map(|s| match s.step {
                Step::Cell(c) => Some(c),
                _ => None,
            })
            .collect();
        let captured = self.game.captures(&self.pos, mv);
        let taken = self.game.pieces(&self.pos).into_iter().filter(|p| captured.contains(&p.cell)).collect();
        let next = self.game.make(&self.pos, mv);
        let mut clocks = self.clocks;
        clocks.quiet_plies = if self.game.resets_clock(&self.pos, mv) { 0 } else { clocks.quiet_plies + 1 };
        if self.game.to_move(&self.pos) + 1 == self.game.players().len() {
            clocks.fullmove += 1;
        }
        let before = std::mem::replace(&mut self.pos, next);
        let n = self.earlier.entry(before.clone()).or_insert(0);
        *n += 1;
        if *n == 2 {
            self.twice += 1;
        }
        self.history.push(Played { before, clocks_before: self.clocks, mv, notation, cells, taken });
        self.clocks = clocks;
        self.refresh();
    }

    /// Play a move written in the game's notation.
    pub fn play_notation(&mut self, text: &str) -> Result<(), TurnError> {
        if self.outcome.is_some() {
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
        self.clocks = last.clocks_before;
        self.redo.push(last);
        self.refresh();
        true
    }

    pub fn redo(&mut self) -> bool {
        let Some(next) = self.redo.pop() else { return false };
        let Some(i) = self.legal.iter().position(|&m| m == next.mv) else {
            self.redo.clear();
            return false;
        };
        self.apply_index(i);
        true
    }

    /// The positions that stood before the current one in this game, oldest first (for the
    /// search's repetition rules).
    pub fn earlier_positions(&self) -> impl Iterator<Item = &G::Pos> + '_ {
        self.history.iter().map(|p| &p.before)
    }

    pub fn moves(&self) -> impl Iterator<Item = G::Move> + '_ {
        self.history.iter().map(|p| p.mv)
    }

    /// Indices of the legal turns whose steps begin with `prefix`, in the order of the legal list.
    fn turns_starting_with(&self, prefix: &[Step]) -> Vec<usize> {
        // A turn's first steps (as many as the prefix has) against the prefix: the turns that
        // begin with it compare equal, and form one range of `sorted`.
        let cmp = |&i: &usize| {
            let turn = self.steps.get(i).map_or(&[][..], Vec::as_slice);
            turn.iter().map(|s| s.step).take(prefix.len()).cmp(prefix.iter().copied())
        };
        let lo = self.sorted.partition_point(|i| cmp(i) == Ordering::Less);
        let hi = self.sorted.partition_point(|i| cmp(i) != Ordering::Greater);
        let mut found = self.sorted.get(lo..hi).unwrap_or(&[]).to_vec();
        found.sort_unstable();
        found
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
        self.outcome
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
        self.outcome.is_none() && self.game.threat(&self.pos)
    }

    /// Why `step` cannot follow `prefix` in the current turn, if the game has a reason to show.
    pub fn why_not(&self, prefix: &[Step], step: Step) -> Option<String> {
        self.refusal(prefix, step).map(|r| r.to_string())
    }

    /// Why `step` cannot follow `prefix`, typed: see [`Session::why_not`].
    pub fn refusal(&self, prefix: &[Step], step: Step) -> Option<Refusal<G::Note>> {
        if self.outcome.is_some() {
            return None;
        }
        let path: Vec<Step> = prefix.iter().copied().chain([step]).collect();
        if self.refused.iter().any(|t| t.starts_with(&path))
            && !self.choices(prefix).options.iter().any(|o| o.step == step)
        {
            return Some(Refusal::ThirdRepetition);
        }
        self.game.why_not(&self.pos, prefix, step).map(Refusal::Rule)
    }

    /// The name of declining the optional rest of the turn after `prefix` ("No removal"), if the game
    /// names it; see [`Game::stop_label`].
    pub fn stop_label(&self, prefix: &[Step]) -> Option<String> {
        if self.outcome.is_some() {
            return None;
        }
        self.game.stop_label(&self.pos, prefix).map(|n| n.to_string())
    }

    /// The words for what the turn under construction waits for: the game's own
    /// ([`Game::waiting`]), else generic ones from the choices offered. `None` before the first
    /// step, and once nothing more can be chosen.
    pub fn prompt(&self, turn: &[Step], ch: &Choices, stop: Option<&str>) -> Option<String> {
        if self.outcome.is_some() || turn.is_empty() || ch.options.is_empty() {
            return None;
        }
        if let Some(words) = self.game.waiting(&self.pos, turn) {
            return Some(crate::table::capitalise(&words.to_string()));
        }
        generic_prompt(turn, ch, stop)
    }

    /// What can be chosen after `prefix`, the steps of the current turn chosen so far.
    pub fn choices(&self, prefix: &[Step]) -> Choices {
        let mut out = Choices::default();
        if self.outcome.is_some() {
            return out;
        }
        for i in self.turns_starting_with(prefix) {
            let Some(turn) = self.steps.get(i) else { continue };
            match turn.get(prefix.len()) {
                None => out.complete = true,
                Some(next) => match out.options.iter_mut().find(|o| o.step == next.step) {
                    Some(o) => o.capture |= next.capture,
                    None => out.options.push(*next),
                },
            }
        }
        out
    }

    /// The cells whose men the complete turn `steps` would take (or turn, or remove), for showing
    /// them before the turn is made; empty when `steps` is not a complete turn.
    pub fn preview(&self, steps: &[Step]) -> Vec<CellId> {
        let mut cells = Vec::new();
        if self.outcome.is_some() {
            return cells;
        }
        for (turn, &mv) in self.steps.iter().zip(&self.legal) {
            if same(turn, steps) {
                for c in self.game.captures(&self.pos, mv) {
                    if !cells.contains(&c) {
                        cells.push(c);
                    }
                }
            }
        }
        cells
    }

    /// Play the complete turn made of exactly these steps.
    pub fn play(&mut self, steps: &[Step]) -> Result<(), TurnError> {
        if self.outcome.is_some() {
            return Err(TurnError::GameOver);
        }
        match exact(&self.steps, steps) {
            Some(i) => {
                self.apply_index(i);
                self.redo.clear();
                Ok(())
            }
            None if !self.choices(steps).options.is_empty() => Err(TurnError::Incomplete),
            None => Err(TurnError::NotLegal),
        }
    }

    pub fn can_undo(&self) -> bool {
        !self.history.is_empty()
    }
    pub fn can_redo(&self) -> bool {
        !self.redo.is_empty()
    }
    /// Start again from the game's start position.
    pub fn restart(&mut self) {
        let game = self.game.clone();
        *self = Session::new(game);
    }

    /// Every turn played so far, in notation.
    pub fn move_list(&self) -> Vec<String> {
        self.history.iter().map(|p| p.notation.clone()).collect()
    }
    /// Full-move number of the first turn in the list and the index of the player who made it, for
    /// numbering the list ("1.", "1...").
    pub fn first_turn(&self) -> (u32, usize) {
        (self.start_clocks.fullmove, self.game.to_move(&self.start))
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
        let before = self.pieces();
        if self.outcome.is_some() || turn.len() < 2 {
            return (before, Vec::new());
        }
        let dimmed: Vec<(CellId, u8)> = before.iter().filter(|p| p.dimmed).map(|p| (p.cell, p.army)).collect();
        let (mut men, taking) = self.after(before, turn);
        for p in &mut men {
            p.dimmed = dimmed.contains(&(p.cell, p.army));
        }
        (men, taking)
    }

    /// The men as the turn under construction leaves them (see [`Session::as_it_stands`]), dimmed
    /// as in that position.
    fn after(&self, before: Vec<PieceView>, turn: &[Step]) -> (Vec<PieceView>, Vec<PieceView>) {
        if let Some(&mv) = exact(&self.steps, turn).and_then(|i| self.legal.get(i)) {
            let taken = self.game.captures(&self.pos, mv);
            let taking = before.iter().filter(|p| taken.contains(&p.cell)).cloned().collect();
            return (self.game.pieces(&self.game.make(&self.pos, mv)), taking);
        }
        let n = self.game.geometry().len();
        // Each way of finishing the turn: the men it leaves and the cells it takes.
        let completions = self
            .steps
            .iter()
            .zip(&self.legal)
            .filter(|(steps, _)| steps.len() > turn.len() && steps.iter().zip(turn).all(|(a, b)| a.step == *b))
            .map(|(_, &mv)| (self.game.pieces(&self.game.make(&self.pos, mv)), self.game.captures(&self.pos, mv)))
            .collect();
        agree(before, n, completions)
    }

    /// The cells the last turn touched, for highlighting it.
    pub fn last_turn_cells(&self) -> Vec<CellId> {
        self.history.last().map(|p| p.cells.clone()).unwrap_or_default()
    }

    pub fn position_text(&self) -> String {
        self.game.position_text(&self.pos, self.clocks)
    }
    /// The position text of the game's first position, when it is not the game's standard start.
    pub fn custom_start(&self) -> Option<String> {
        (self.start != self.game.start() || self.start_clocks != Clocks::START)
            .then(|| self.game.position_text(&self.start, self.start_clocks))
    }
    /// Start a new game from position text; on error the current game is untouched.
    pub fn load_position(&mut self, text: &str) -> Result<(), PositionError<G::Illegal>> {
        let (pos, clocks) = self.game.parse_position(text)?;
        *self = Session::from_position(self.game.clone(), pos, clocks);
        Ok(())
    }

    /// The table for the turn under construction `turn`, with the pointer (or keyboard focus) on
    /// `hover`: see [`Table`].
    pub fn table(&self, turn: &[Step], hover: Option<CellId>) -> Table {
        // Only what asks the game is here; the rest is laid out once for every game by `lay_out`.
        let over = self.outcome.is_some();
        let ch = self.choices(turn);
        let to_move = self.to_move();
        let players: Vec<Player> =
            self.players().iter().enumerate().map(|(i, &name)| Player { name, army: self.game.army_of(i) }).collect();
        let choices: Vec<Choice> = ch
            .options
            .iter()
            .filter_map(|o| match o.step {
                Step::Promote(l) | Step::Declare(l) => {
                    let army = self.game.option_army(&self.pos, turn, o.step).unwrap_or(self.game.army_of(to_move));
                    Some(Choice { step: o.step, face: self.game.face(l, army)? })
                }
                _ => None,
            })
            .collect();
        let named = self.stop_label(turn);
        let stop = (ch.complete && !ch.options.is_empty() && !over)
            .then(|| Stop { label: named.clone().unwrap_or_else(|| "Stop here".into()), named: named.is_some() });
        let prompt = self.prompt(turn, &ch, stop.as_ref().map(|s| s.label.as_str()));
        let (pieces, taking) = self.as_it_stands(turn);
        let table = Table {
            game: self.id(),
            to_move,
            pieces,
            taking,
            prompt,
            reserves: Vec::new(),
            marks: Marks { last: self.last_turn_cells(), ..Marks::default() },
            choices,
            picker: None,
            complete: ch.complete,
            stop,
            remark: if over { None } else { self.remark().map(|r| capitalise(&r)) },
            threat: self.threat(),
            outcome: self.outcome,
            headline: String::new(),
            moves: self.move_list(),
            first_turn: self.first_turn(),
            can_undo: self.can_undo(),
            can_redo: self.can_redo(),
            position: self.position_text(),
            taken: self.history.last().map(|p| p.taken.clone()).unwrap_or_default(),
            players,
        };
        lay_out(table, turn, hover, &ch, &self.choices(&[]), self.reserves(), &|steps| self.preview(steps))
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
        }
        Ok(())
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
    /// Could `player` still win by some series of legal turns? When the other player's time runs
    /// out and this says no (a dead position), the game is drawn.
    fn can_win(&self, player: usize) -> bool;
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
        Session::choices(self, prefix)
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
        Record { game: self.id(), start: self.custom_start(), turns: self.move_list() }
    }
}

/// The part of [`Session::as_it_stands`] that asks the game nothing (not generic: one copy for
/// every game): the men `before` on a board of `n` cells, with the turn's `completions` (the men
/// each leaves, the cells each takes), as every completion agrees to leave them, and the men they
/// all take.
fn agree(
    before: Vec<PieceView>,
    n: usize,
    completions: Vec<(Vec<PieceView>, Vec<CellId>)>,
) -> (Vec<PieceView>, Vec<PieceView>) {
    let mut now: Vec<Option<PieceView>> = vec![None; n];
    for p in &before {
        if let Some(slot) = now.get_mut(usize::from(p.cell)) {
            *slot = Some(p.clone());
        }
    }
    // For each cell: the man every completion leaves there (`Some(None)`: empty) or `None`
    // where they differ; and whether any completion leaves the cell as it is now.
    let mut agreed: Vec<Option<Option<PieceView>>> = Vec::new();
    let mut as_now = vec![false; n];
    let mut taken_by_all: Option<Vec<CellId>> = None;
    for (left, taken) in completions {
        let mut after: Vec<Option<PieceView>> = vec![None; n];
        for p in left {
            if let Some(slot) = after.get_mut(usize::from(p.cell)) {
                *slot = Some(p);
            }
        }
        for ((seen, a), b) in as_now.iter_mut().zip(&after).zip(&now) {
            *seen |= a == b;
        }
        if agreed.is_empty() {
            agreed = after.into_iter().map(Some).collect();
        } else {
            for (a, b) in agreed.iter_mut().zip(after) {
                if a.as_ref().is_some_and(|a| *a != b) {
                    *a = None;
                }
            }
        }
        taken_by_all = Some(match taken_by_all {
            None => taken,
            Some(all) => all.into_iter().filter(|c| taken.contains(c)).collect(),
        });
    }
    if agreed.is_empty() {
        return (before, Vec::new());
    }
    // Where the completions differ: the cell as it is now if some completion leaves it so
    // (a square the displaced pawn may or may not take), else empty (the carrying Valkyrie's
    // start, where only the carried man may land).
    let pieces = agreed
        .into_iter()
        .zip(now)
        .zip(as_now)
        .filter_map(|((a, b), seen)| a.unwrap_or(if seen { b } else { None }))
        .collect();
    let taken = taken_by_all.unwrap_or_default();
    let taking = before.into_iter().filter(|p| taken.contains(&p.cell)).collect();
    (pieces, taking)
}

/// The generic words of [`Session::prompt`] where the game has none of its own (not generic: one
/// copy for every game).
fn generic_prompt(turn: &[Step], ch: &Choices, stop: Option<&str>) -> Option<String> {
    // A man picked (or taken from the reserve) needs no words: its squares light up. Words
    // come for what waits after that.
    let cells = ch.options.iter().filter(|o| matches!(o.step, Step::Cell(_))).count();
    let what = match turn.len() {
        1 if cells > 0 => return None,
        _ if cells == 0 => "Choose the piece".to_string(),
        _ => "Choose the next square".to_string(),
    };
    Some(match stop {
        Some(label) => format!("{what}, or {label}"),
        None => what,
    })
}

/// The part of [`Session::table`] that asks the game nothing (not generic: one copy for every
/// game): the marks on the board, the reserves, the picker and the headline, for the turn `turn`
/// under construction with the pointer on `hover`, given its choices `ch`, the choices `start` at
/// the turn's start, the game's `reserves` and its `preview` of the men a turn would take.
fn lay_out(
    mut table: Table,
    turn: &[Step],
    hover: Option<CellId>,
    ch: &Choices,
    start: &Choices,
    reserves: Vec<ReserveView>,
    preview: &dyn Fn(&[Step]) -> Vec<CellId>,
) -> Table {
    let to_move = table.to_move;
    let cells: Vec<CellId> = turn
        .iter()
        .filter_map(|s| match s {
            Step::Cell(c) => Some(*c),
            _ => None,
        })
        .collect();
    let mut marks = Marks {
        selected: match turn.first() {
            Some(Step::Cell(c)) => Some(*c),
            _ => None,
        },
        chosen: turn.iter().skip(1).filter_map(|s| if let Step::Cell(c) = s { Some(*c) } else { None }).collect(),
        current: if cells.len() > 1 { cells.last().copied() } else { None },
        last: std::mem::take(&mut table.marks.last),
        ..Marks::default()
    };
    for o in &ch.options {
        if let Step::Cell(c) = o.step {
            if turn.is_empty() {
                marks.movable.push(c);
            } else {
                marks.targets.push((c, o.capture));
            }
        }
    }
    if ch.complete && !turn.is_empty() {
        marks.doomed = preview(turn);
    }
    if let Some(h) = hover.filter(|h| marks.targets.iter().any(|t| t.0 == *h)) {
        let steps: Vec<Step> = turn.iter().copied().chain([Step::Cell(h)]).collect();
        for c in preview(&steps) {
            if !marks.doomed.contains(&c) {
                marks.doomed.push(c);
            }
        }
    }
    table.reserves = reserves
        .into_iter()
        .map(|r| {
            let step = Step::Reserve(r.kind);
            let mine = r.player == to_move;
            let offered = ch.options.iter().chain(&start.options).any(|o| o.step == step);
            Reserve {
                player: r.player,
                step,
                count: r.count,
                picture: r.picture,
                name: r.name,
                playable: mine && offered,
                selected: mine && turn.first() == Some(&step),
            }
        })
        .collect();
    table.picker = if table.choices.iter().any(|c| matches!(c.step, Step::Declare(_))) {
        Some(Picker::Declare)
    } else {
        (!table.choices.is_empty()).then_some(Picker::Promote)
    };
    let player = |i: usize| table.players.get(i).map_or("?", |p| p.name);
    table.headline = match &table.outcome {
        Some(Outcome::Win { winner, reason }) => {
            format!("{} — {} wins", capitalise(&reason.to_string()), player(*winner))
        }
        Some(Outcome::Draw { reason }) => format!("Draw — {reason}"),
        None => format!("{} to move", player(to_move)),
    };
    // The men this part of the turn has taken are drawn fading (from `taking`), not as doomed.
    marks.doomed.retain(|c| !table.taking.iter().any(|p| p.cell == *c));
    table.marks = marks;
    table
}

/// Whether a legal turn's steps are exactly `steps` (not generic: one copy for every game).
fn same(turn: &[MarkedStep], steps: &[Step]) -> bool {
    turn.len() == steps.len() && turn.iter().zip(steps).all(|(a, b)| a.step == *b)
}

/// The index of the legal turn made of exactly `steps`.
fn exact(turns: &[Vec<MarkedStep>], steps: &[Step]) -> Option<usize> {
    turns.iter().position(|turn| same(turn, steps))
}
