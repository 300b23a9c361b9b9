//! Where the game comes from: a link, storage, another game chosen; the state the page opens with.

use runeboard_engine::record::{Record, RecordError};
use runeboard_engine::GameId;

use crate::games::new_session;

use super::State;
use crate::model::kept::Kept;
use crate::model::link::{Address, ReadLink, Replayed};
use crate::model::saved::{Saved, Stored};
use crate::model::settings::Settings;
use crate::state::{capitalise, recent, tree, Effect, Effects, Kind, Opponent, Timing, ViewTo};

impl State {
    /// The state the page opens with, asking for what the page keeps of it (its link in the
    /// address, the game and the recent games in storage).
    pub fn first(fragment: &str, stored: &Stored) -> State {
        let mut state = State::open(fragment, stored);
        state.settings = stored.settings.as_deref().map(Settings::from_json).unwrap_or_default();
        state.effects = Effects::new(if state.ui.keep_saved {
            vec![Effect::SaveRecent]
        } else {
            vec![Effect::Save, Effect::SaveRecent, Effect::SetAddress]
        });
        state
    }

    /// The game of an address fragment and what storage holds: the game in the link
    /// (`#game=keltic&turns=e4+e5`, replayed through the rules) — with its undone turns and
    /// unfinished turn when it is the game saved here, as after a reload — or else the saved game
    /// of the id in the address (`#chess`), of the game played last, or of the first game offered.
    /// A link that cannot be opened gives a notice and a new game of the game it names — never a
    /// blank page — and the game saved for that id is kept until the player changes the new one.
    /// The game [`State::open`] shows for this fragment and storage, found without opening it
    /// (the page loads its chunk of games before it builds one of them: `main`).
    pub fn opens_game(fragment: &str, stored: &Stored) -> GameId {
        let last = || stored.last.as_deref().and_then(|l| l.parse().ok());
        Address::game(fragment).or_else(last).unwrap_or(GameId::ALL[0])
    }

    pub fn open(fragment: &str, stored: &Stored) -> Self {
        let mut state = match Address::read(fragment) {
            Address::Link(link) => Self::open_link(link, stored),
            address => {
                let named = match &address {
                    Address::Game(id) => Some(*id),
                    _ => None,
                };
                let last = stored.last.as_deref().map(str::parse::<GameId>);
                let id = named.or_else(|| last.clone().and_then(Result::ok)).unwrap_or(GameId::ALL[0]);
                let mut state = Self::resume(id, stored);
                if let Address::Unknown(text) = &address {
                    let text: String = text.chars().take(40).collect();
                    state.notice(
                        Kind::Warning,
                        &format!("The address '#{text}' names no game nor game link, so {} is shown.", id.name()),
                    );
                }
                if let (None, Some(Err(e))) = (named, last) {
                    state.notice(
                        Kind::Warning,
                        &format!(
                            "The game played last in this browser could not be found ({e}), so {} is shown.",
                            id.name()
                        ),
                    );
                }
                state
            }
        };
        state.take_recent(stored);
        state.solved = crate::state::studies::read_solved(stored.solved.as_deref());
        // (Read by the parts that use them, in the chunk of parts.)
        state.progress = Kept::text(stored.puzzles.as_deref().unwrap_or_default());
        state.shelf = Kept::text(stored.studies.as_deref().unwrap_or_default());
        if let Some(why) = &stored.unavailable {
            state.notice(
                Kind::Warning,
                &format!(
                    "This browser does not let Runeboard keep games ({why}): the game goes on here but is not \
                 saved when the page closes."
                ),
            );
        }
        state
    }

    /// The recent games of this game's id from storage; and the game saved for this id, when this
    /// state does not continue it (a link of another game, or a link that could not be opened,
    /// replaces it), kept among them so that it is not lost when this game is saved over it.
    pub(super) fn take_recent(&mut self, stored: &Stored) {
        let id = self.game();
        self.recent = recent::read_recent(stored, id);
        let replaced = stored.game(id).and_then(|t| Saved::from_json(t).ok()).filter(|s| !s.continues(&**self.play));
        if let Some(saved) = replaced.filter(|s| !s.turns.is_empty() || s.start.is_some()) {
            self.keep(saved);
        }
    }

    pub(super) fn open_link(link: Result<ReadLink, (Option<GameId>, RecordError)>, stored: &Stored) -> Self {
        let read = link.and_then(|read| match read.link.replay() {
            Ok(replayed) => Ok((read, replayed)),
            Err(e) => Err((Some(read.link.record.game), e)),
        });
        match read {
            Ok((read, Replayed { play, refused })) => {
                let id = play.record().game;
                // A link on a variation: its main line, and the line shown, which is played.
                let main = play.record();
                let mut line_error = None;
                let play = match read.link.line.as_ref().filter(|_| refused.is_none()) {
                    Some(line) => {
                        match (Record { turns: line.clone(), ..main.clone() }).replay_with(crate::games::new_session) {
                            Ok(on_line) => on_line,
                            Err(e) => {
                                line_error = Some(e);
                                play
                            }
                        }
                    }
                    None => play,
                };
                let mut state = Self::with_play(play);
                let main_tree = read.link.line.is_some().then(|| runeboard_engine::tree::Tree::from_line(&main.turns));
                // The link's lines, with their comments, when every one of them replays.
                let (main_tree, tree_error) = match read.link.tree.clone().filter(|_| refused.is_none()) {
                    Some(t) => match tree::check_lines(&main, &t) {
                        Ok(()) => (Some(t), read.tree_error.clone()),
                        Err(e) => (main_tree, Some(e)),
                    },
                    None => (main_tree, read.tree_error.clone()),
                };
                let saved = stored
                    .game(id)
                    .and_then(|text| Saved::from_json(text).ok())
                    .filter(|s| s.continues(&**state.play))
                    .and_then(|s| s.restore(id).ok());
                let mut kept_tree = main_tree;
                if let Some(r) = saved {
                    state = Self::with_play(r.play);
                    state.turn = r.turn;
                    state.timing.restore(r.clock.as_deref());
                    state.review_restore(r.review.as_deref());
                    state.refresh();
                    kept_tree = r.tree.or(kept_tree);
                } else if refused.is_none() {
                    state.timing.restore_link(read.link.clock.as_deref(), state.play.record().turns.len());
                }
                state.adopt(kept_tree);
                if let Some(e) = tree_error {
                    state.notice(
                        Kind::Warning,
                        &format!(
                            "The variations and comments in this link could not be opened ({e}), so they are left out."
                        ),
                    );
                }
                if let Some(e) = line_error {
                    state.notice(
                        Kind::Warning,
                        &format!("The line shown in this link could not be opened ({e}), so its main line is shown."),
                    );
                }
                let valid = state.table.moves.len();
                // The position shown is the link's when it stands before the turn refused.
                let reached = refused.is_none() || read.link.ply.is_some_and(|p| p < valid);
                if let Some(e) = &refused {
                    // Nothing of it could be played: as a link that cannot be read, it leaves the
                    // saved game and the address alone (a reload says so again).
                    state.ui.keep_saved = valid == 0;
                    state.notice(
                        Kind::Warning,
                        &format!(
                            "The game in this link could not be opened in full: its turn {} was refused ({e}), so the \
                         {valid} turns before it are shown.",
                            valid + 1
                        ),
                    );
                }
                if let Some(p) = read.link.ply.filter(|_| reached) {
                    state.view(ViewTo::Ply(p));
                }
                state.computer.opponent = read.link.opponent.fitted(state.table.players.len());
                if let Some(e) = read.opponent_error {
                    state.notice(Kind::Warning, &format!("{}; people play each other.", capitalise(&e.to_string())));
                }
                if let Some(e) = read.drawings_error {
                    state.notice(Kind::Warning, &format!("The drawings in this link were left out: {e}."));
                } else if reached {
                    let (game, position) = (state.game(), state.shown().position.clone());
                    state.drawings.set(game, &position, read.link.drawings);
                }
                state
            }
            Err((named, e)) => {
                let id = named.unwrap_or(GameId::ALL[0]);
                let mut state = Self::with_play(new_session(id));
                state.notice(
                    Kind::Error,
                    &format!("The game in this link could not be opened: {e}. A new game is shown."),
                );
                state.ui.keep_saved = true;
                state
            }
        }
    }

    /// The saved game of this id, or a new one (with a notice when the saved one is discarded).
    pub fn resume(id: GameId, stored: &Stored) -> Self {
        Self::resume_with(id, stored).0
    }

    /// The saved game of this id, or a new one, and the opponent kept with the saved game.
    pub(super) fn resume_with(id: GameId, stored: &Stored) -> (Self, Option<Opponent>) {
        let Some(text) = stored.game(id) else { return (Self::with_play(new_session(id)), None) };
        match Saved::load(text, id) {
            Ok(r) => {
                let mut state = Self::with_play(r.play);
                state.adopt(r.tree);
                state.turn = r.turn;
                state.timing.restore(r.clock.as_deref());
                state.review_restore(r.review.as_deref());
                let opponent = r.opponent.map(|o| o.fitted(state.table.players.len()));
                if let Some(o) = &opponent {
                    state.computer.opponent = o.clone();
                }
                state.refresh();
                (state, opponent)
            }
            Err(why) => {
                let mut state = Self::with_play(new_session(id));
                state.notice(
                    Kind::Error,
                    &format!(
                        "Your saved {} game could not be restored ({why}), so it was discarded and a new game \
                     started.",
                        id.name()
                    ),
                );
                (state, None)
            }
        }
    }

    /// Another game chosen: its saved game with the opponent kept with it, or else the opponent
    /// of the game left.
    pub(super) fn select(&mut self, id: GameId, stored: &Stored) {
        // The game left waits in memory; the one chosen comes from storage or, where the browser
        // keeps nothing (or kept nothing for it), from memory.
        let mut parked = std::mem::take(&mut self.parked);
        let leaving = Saved::of(&**self.play, &self.turn)
            .with_opponent(&self.computer.opponent)
            .with_tree(self.tree(), self.table.players.len())
            .with_review(self.review_to_saved());
        parked.retain(|p| p.game != leaving.game);
        let back = parked.iter().position(|p| p.game == id).map(|i| parked.remove(i));
        parked.push(leaving);
        let memory;
        let stored = match back.filter(|_| stored.game(id).is_none()) {
            Some(p) => {
                memory = Stored { games: vec![(id, p.to_json())], ..stored.clone() };
                &memory
            }
            None => stored,
        };
        let (mut next, opponent) = Self::resume_with(id, stored);
        next.parked = parked;
        next.take_recent(stored);
        let keep = self.computer.opponent.clone();
        self.replace(next);
        if opponent.is_none() {
            self.computer.opponent = keep.fitted(self.table.players.len());
        }
    }

    /// Another game takes the place of this one (another id perhaps): the settings stay (each
    /// game's orientation among them), everything else follows the new game.
    pub(super) fn replace(&mut self, mut next: State) {
        let (settings, serial) = (std::mem::take(&mut self.settings), self.computer.serial);
        // The clock choices are the page's; the game's clock comes with the game (if any).
        next.timing = Timing {
            clock: next.timing.clock.take(),
            end: next.timing.end.take(),
            started: next.timing.started,
            now: self.timing.now,
            chosen: self.timing.chosen,
            ..Timing::default()
        };
        if next.parked.is_empty() {
            next.parked = std::mem::take(&mut self.parked);
        }
        // What belongs to the page rather than to a game goes on: drawings (kept by position),
        // the lessons solved, presentation mode.
        let mut drawings = std::mem::take(&mut self.drawings);
        drawings.absorb(std::mem::take(&mut next.drawings));
        next.drawings = drawings;
        next.progress = std::mem::take(&mut self.progress);
        next.shelf = std::mem::take(&mut self.shelf);
        for id in std::mem::take(&mut self.solved) {
            if !next.solved.contains(&id) {
                next.solved.push(id);
            }
        }
        next.ui.presenting = self.ui.presenting;
        *self = next;
        (self.settings, self.computer.serial) = (settings, serial + 1);
    }
}
