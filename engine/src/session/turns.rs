//! The part of a [`Session`](super::Session) that asks the game nothing, compiled once for every
//! game: the turns' steps and the tables that find a turn by its first steps, the record of the
//! turns played (notation, cells, men taken, counters), and the table, the choices and the refusals
//! the page reads. What needs the game's rules it asks through [`Rules`], an object-safe view of a
//! session implemented once per game by a few one-line methods. The page's wasm holds one copy of
//! this code instead of one per game type; the search never comes here (it works on positions and
//! moves, [`crate::ai`]).

use std::cmp::Ordering;

use crate::game::{Clocks, Face, MarkedStep, Outcome, PieceView, Reason, ReserveView, Step};
use crate::geometry::CellId;
use crate::id::GameId;
use crate::record::Record;
use crate::table::{capitalise, Choice, Marks, Picker, Player, Reserve, Stop, Table};

use super::Choices;

/// Why a turn that would repeat a position a third time is refused ([`super::Refusal`]).
pub(super) const THIRD_REPETITION: &str = "that would repeat a position for the third time";

/// What the session keeps of one turn played, besides its position and move (which are the game's
/// types).
#[derive(Clone, Debug)]
pub(super) struct Entry {
    pub clocks_before: Clocks,
    pub notation: String,
    pub cells: Vec<CellId>,
    /// The men the turn took (or turned), as they stood before it.
    pub taken: Vec<PieceView>,
}

/// The game-independent state of a session.
#[derive(Clone, Debug)]
pub(super) struct Core {
    pub start_clocks: Clocks,
    pub clocks: Clocks,
    /// One entry per turn of the session's history, in order.
    pub log: Vec<Entry>,
    /// The steps of each legal turn, in the order of the session's legal list.
    pub steps: Vec<Vec<MarkedStep>>,
    /// Indices into `steps` sorted by the turns' steps, so that the turns that begin with a given
    /// prefix are one range of it, found by binary search ([`Core::choices`]).
    pub sorted: Vec<usize>,
    /// The legal turns' aliases ([`crate::Game::alias`]): turn `i`'s step `k` may be chosen as
    /// this step.
    pub aliases: Vec<(usize, usize, Step)>,
    /// The steps of the turns refused only because they would repeat a position a third time
    /// ([`crate::game::Repetition::ForbidThird`]), so that the refusal can say so.
    pub refused: Vec<Vec<Step>>,
    pub outcome: Option<Outcome>,
}

impl Core {
    pub fn new(clocks: Clocks) -> Self {
        Core {
            start_clocks: clocks,
            clocks,
            log: Vec::new(),
            steps: Vec::new(),
            sorted: Vec::new(),
            aliases: Vec::new(),
            refused: Vec::new(),
            outcome: None,
        }
    }

    /// Takes the legal turns' `steps` and `aliases` (and the `refused` ones) for the position now, and its end:
    /// the game's own `outcome`, else a draw by repetition (`threefold`: the position stands for the
    /// third time in a game that draws then) or by the no-progress rule of `draw_plies`.
    pub fn index(
        &mut self,
        steps: Vec<Vec<MarkedStep>>,
        aliases: Vec<(usize, usize, Step)>,
        refused: Vec<Vec<Step>>,
        outcome: Option<Outcome>,
        threefold: bool,
        draw_plies: u32,
    ) {
        self.refused = refused;
        self.aliases = aliases;
        self.steps = steps;
        let steps = &self.steps;
        self.sorted = crate::sort::order(steps.len(), &mut |a, b| {
            steps[a].iter().map(|s| s.step).cmp(steps[b].iter().map(|s| s.step))
        });
        let drawn = if threefold {
            Some(Outcome::Draw { reason: Reason::ThreefoldRepetition })
        } else if self.clocks.quiet_plies >= draw_plies {
            Some(Outcome::Draw { reason: Reason::MoveRule(draw_plies / 2) })
        } else {
            None
        };
        self.outcome = outcome.or(drawn);
    }

    /// Writes down the legal turn `i` as played, and moves the counters on: `notation` is the
    /// turn's, `captured` the cells whose men it takes, `pieces` the men before it, `resets` whether
    /// it resets the no-progress counter, `last_player` whether the last player made it.
    pub fn log_turn(
        &mut self,
        i: usize,
        notation: String,
        captured: &[CellId],
        pieces: Vec<PieceView>,
        resets: bool,
        last_player: bool,
    ) {
        let cells = self.steps[i]
            .iter()
            .filter_map(|s| match s.step {
                Step::Cell(c) => Some(c),
                _ => None,
            })
            .collect();
        let taken = pieces.into_iter().filter(|p| captured.contains(&p.cell)).collect();
        let mut clocks = self.clocks;
        clocks.quiet_plies = if resets { 0 } else { clocks.quiet_plies + 1 };
        if last_player {
            clocks.fullmove += 1;
        }
        self.log.push(Entry { clocks_before: self.clocks, notation, cells, taken });
        self.clocks = clocks;
    }

    /// Forgets the last turn's entry and puts the counters back as they were before it.
    pub fn unlog_turn(&mut self) {
        if let Some(last) = self.log.pop() {
            self.clocks = last.clocks_before;
        }
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
        crate::sort::sort(&mut found);
        found
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
        out.aliases = self.aliases_after(prefix, &out.options);
        out
    }

    /// The aliases of the options after `prefix`: those of the turns that begin with it, that are
    /// not options themselves and stand for one option only.
    fn aliases_after(&self, prefix: &[Step], options: &[MarkedStep]) -> Vec<(Step, Step)> {
        let mut found: Vec<(Step, Step)> = Vec::new();
        for &(i, k, alias) in &self.aliases {
            let Some(turn) = self.steps.get(i).filter(|_| k == prefix.len()) else { continue };
            let Some(step) = turn.get(k).map(|s| s.step) else { continue };
            if turn.iter().map(|s| s.step).take(k).ne(prefix.iter().copied())
                || options.iter().any(|o| o.step == alias)
                || found.contains(&(alias, step))
            {
                continue;
            }
            found.push((alias, step));
        }
        let once = |a: Step, f: &[(Step, Step)]| f.iter().filter(|x| x.0 == a).count() == 1;
        let all = found.clone();
        found.retain(|x| once(x.0, &all));
        found
    }

    /// The index of the legal turn made of exactly `steps`.
    pub fn exact(&self, steps: &[Step]) -> Option<usize> {
        self.steps.iter().position(|turn| same(turn, steps))
    }

    /// Whether `step` after `prefix` is refused only because the turn would repeat a position a
    /// third time.
    pub fn third_repetition(&self, prefix: &[Step], step: Step) -> bool {
        let path: Vec<Step> = prefix.iter().copied().chain([step]).collect();
        self.refused.iter().any(|t| t.starts_with(&path))
            && !self.choices(prefix).options.iter().any(|o| o.step == step)
    }

    /// Every turn played so far, in notation.
    pub fn move_list(&self) -> Vec<String> {
        self.log.iter().map(|p| p.notation.clone()).collect()
    }

    /// The cells the last turn touched, for highlighting it.
    pub fn last_turn_cells(&self) -> Vec<CellId> {
        self.log.last().map(|p| p.cells.clone()).unwrap_or_default()
    }
}

/// What the game-independent code asks of a session whose game it does not know: implemented by
/// [`Session<G>`](super::Session) for every game, each method a call of the game's rules.
pub(super) trait Rules {
    fn core(&self) -> &Core;
    fn id(&self) -> GameId;
    fn players(&self) -> &'static [&'static str];
    fn army_of(&self, player: usize) -> u8;
    fn to_move(&self) -> usize;
    /// The number of cells of the board.
    fn cells(&self) -> usize;
    fn option_army(&self, prefix: &[Step], step: Step) -> Option<u8>;
    fn face(&self, kind: char, army: u8) -> Option<Face>;
    /// The game's own words ([`crate::Game::stop_label`], [`crate::Game::waiting`],
    /// [`crate::Game::why_not`], [`crate::Game::remark`]), written out; the game's threat.
    fn game_stop_label(&self, prefix: &[Step]) -> Option<String>;
    fn game_waiting(&self, prefix: &[Step]) -> Option<String>;
    fn game_why_not(&self, prefix: &[Step], step: Step) -> Option<String>;
    fn game_remark(&self) -> Option<String>;
    fn game_threat(&self) -> bool;
    fn game_checked(&self) -> Vec<CellId>;
    fn pieces(&self) -> Vec<PieceView>;
    fn reserves(&self) -> Vec<ReserveView>;
    /// The cells whose men the legal turn `i` takes.
    fn captures(&self, i: usize) -> Vec<CellId>;
    /// The men as the legal turn `i` leaves them.
    fn pieces_after(&self, i: usize) -> Vec<PieceView>;
    fn position_text(&self) -> String;
    fn custom_start(&self) -> Option<String>;
    fn first_turn(&self) -> (u32, usize);
    fn can_redo(&self) -> bool;
}

/// See [`Session::why_not`](super::Session::why_not).
pub(super) fn why_not(r: &dyn Rules, prefix: &[Step], step: Step) -> Option<String> {
    let core = r.core();
    if core.outcome.is_some() {
        return None;
    }
    if core.third_repetition(prefix, step) {
        return Some(THIRD_REPETITION.to_string());
    }
    r.game_why_not(prefix, step)
}

/// See [`Session::stop_label`](super::Session::stop_label).
pub(super) fn stop_label(r: &dyn Rules, prefix: &[Step]) -> Option<String> {
    if r.core().outcome.is_some() {
        return None;
    }
    r.game_stop_label(prefix)
}

/// See [`Session::prompt`](super::Session::prompt).
pub(super) fn prompt(r: &dyn Rules, turn: &[Step], ch: &Choices, stop: Option<&str>) -> Option<String> {
    if r.core().outcome.is_some() || turn.is_empty() || ch.options.is_empty() {
        return None;
    }
    if let Some(words) = r.game_waiting(turn) {
        return Some(capitalise(&words));
    }
    generic_prompt(turn, ch, stop)
}

/// See [`Session::preview`](super::Session::preview).
pub(super) fn preview(r: &dyn Rules, steps: &[Step]) -> Vec<CellId> {
    let mut cells = Vec::new();
    let core = r.core();
    if core.outcome.is_some() {
        return cells;
    }
    for (i, turn) in core.steps.iter().enumerate() {
        if same(turn, steps) {
            for c in r.captures(i) {
                if !cells.contains(&c) {
                    cells.push(c);
                }
            }
        }
    }
    cells
}

/// See [`Session::as_it_stands`](super::Session::as_it_stands).
pub(super) fn as_it_stands(r: &dyn Rules, turn: &[Step]) -> (Vec<PieceView>, Vec<PieceView>) {
    let before = r.pieces();
    if r.core().outcome.is_some() || turn.len() < 2 {
        return (before, Vec::new());
    }
    let dimmed: Vec<(CellId, u8)> = before.iter().filter(|p| p.dimmed).map(|p| (p.cell, p.army)).collect();
    let (mut men, taking) = after(r, before, turn);
    for p in &mut men {
        p.dimmed = dimmed.contains(&(p.cell, p.army));
    }
    (men, taking)
}

/// The men as the turn under construction leaves them (see [`as_it_stands`]), dimmed as in that
/// position.
fn after(r: &dyn Rules, before: Vec<PieceView>, turn: &[Step]) -> (Vec<PieceView>, Vec<PieceView>) {
    let core = r.core();
    if let Some(i) = core.exact(turn) {
        let taken = r.captures(i);
        let taking = before.iter().filter(|p| taken.contains(&p.cell)).cloned().collect();
        return (r.pieces_after(i), taking);
    }
    // Each way of finishing the turn: the men it leaves and the cells it takes.
    let completions = core
        .steps
        .iter()
        .enumerate()
        .filter(|(_, steps)| steps.len() > turn.len() && steps.iter().zip(turn).all(|(a, b)| a.step == *b))
        .map(|(i, _)| (r.pieces_after(i), r.captures(i)))
        .collect();
    agree(before, r.cells(), completions)
}

/// See [`Session::table`](super::Session::table).
pub(super) fn table(r: &dyn Rules, turn: &[Step], hover: Option<CellId>) -> Table {
    let core = r.core();
    let over = core.outcome.is_some();
    let ch = core.choices(turn);
    let to_move = r.to_move();
    let players: Vec<Player> =
        r.players().iter().enumerate().map(|(i, &name)| Player { name, army: r.army_of(i) }).collect();
    let choices: Vec<Choice> = ch
        .options
        .iter()
        .filter_map(|o| match o.step {
            Step::Promote(l) | Step::Declare(l) => {
                let army = r.option_army(turn, o.step).unwrap_or(r.army_of(to_move));
                Some(Choice { step: o.step, face: r.face(l, army)? })
            }
            _ => None,
        })
        .collect();
    let named = stop_label(r, turn);
    let stop = (ch.complete && !ch.options.is_empty() && !over)
        .then(|| Stop { label: named.clone().unwrap_or_else(|| "Stop here".into()), named: named.is_some() });
    let prompt = prompt(r, turn, &ch, stop.as_ref().map(|s| s.label.as_str()));
    let (pieces, taking) = as_it_stands(r, turn);
    let table = Table {
        game: r.id(),
        to_move,
        pieces,
        taking,
        prompt,
        reserves: Vec::new(),
        marks: Marks {
            last: core.last_turn_cells(),
            check: if over { Vec::new() } else { r.game_checked() },
            ..Marks::default()
        },
        choices,
        picker: None,
        complete: ch.complete,
        stop,
        remark: if over { None } else { r.game_remark().map(|r| capitalise(&r)) },
        threat: !over && r.game_threat(),
        outcome: core.outcome,
        headline: String::new(),
        moves: core.move_list(),
        first_turn: r.first_turn(),
        can_undo: !core.log.is_empty(),
        can_redo: r.can_redo(),
        position: r.position_text(),
        taken: core.log.last().map(|p| p.taken.clone()).unwrap_or_default(),
        players,
    };
    lay_out(table, turn, hover, &ch, &core.choices(&[]), r.reserves(), &|steps| preview(r, steps))
}

/// See [`Session::record`](super::Session): the game's id, its start and the turns played.
pub(super) fn record(r: &dyn Rules) -> Record {
    Record { game: r.id(), start: r.custom_start(), turns: r.core().move_list() }
}

/// The part of [`as_it_stands`] that asks the game nothing: the men `before` on a board of `n`
/// cells, with the turn's `completions` (the men each leaves, the cells each takes), as every
/// completion agrees to leave them, and the men they all take.
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

/// The generic words of [`prompt`] where the game has none of its own.
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

/// The part of [`table`] that reads only the table being made: the marks on the board, the
/// reserves, the picker and the headline, for the turn `turn` under construction with the pointer
/// on `hover`, given its choices `ch`, the choices `start` at the turn's start, the game's
/// `reserves` and its `preview` of the men a turn would take.
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
        check: std::mem::take(&mut table.marks.check),
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
    // An alias is a target too (the rook a king castles onto), never a capture.
    for a in &ch.aliases {
        if let (Step::Cell(c), false) = (a.0, turn.is_empty()) {
            marks.targets.push((c, false));
        }
    }
    if ch.complete && !turn.is_empty() {
        marks.doomed = preview(turn);
    }
    if let Some(h) = hover.filter(|h| marks.targets.iter().any(|t| t.0 == *h)) {
        let steps: Vec<Step> = turn.iter().copied().chain([ch.resolve(Step::Cell(h))]).collect();
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
    let names: Vec<&str> = table.players.iter().map(|p| p.name).collect();
    table.headline = match &table.outcome {
        Some(outcome) => crate::table::describe(outcome, &names),
        None => format!("{} to move", table.player(to_move)),
    };
    // The men this part of the turn has taken are drawn fading (from `taking`), not as doomed.
    marks.doomed.retain(|c| !table.taking.iter().any(|p| p.cell == *c));
    table.marks = marks;
    table
}

/// Whether a legal turn's steps are exactly `steps`.
fn same(turn: &[MarkedStep], steps: &[Step]) -> bool {
    turn.len() == steps.len() && turn.iter().zip(steps).all(|(a, b)| a.step == *b)
}
