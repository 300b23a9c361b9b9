//! A saved game as kept in the browser's local storage — where it started, its turns (those undone
//! too, so redo still works) and the turn under construction (a picked man, a pending
//! promotion…) — and reading it back. Pure: no browser here, so every hostile input is tested
//! natively. Every turn is replayed through the rules on the way back; anything stored that cannot
//! be read back (damaged, written by another version, no longer legal) is a typed [`SaveError`]
//! whose words the player reads.

use runeboard_engine::record::{Record, RecordError};
use runeboard_engine::tree::Tree;
use runeboard_engine::{Command, GameId, Play, Step};
use serde::{Deserialize, Serialize};
use serde_json::Value;
use thiserror::Error;

use super::opponent::Opponent;

/// The format of a saved game; a saved game of another version is discarded.
pub const VERSION: u64 = 1;

/// A game as kept in storage.
#[derive(Serialize, Deserialize, Debug, Clone, PartialEq)]
pub struct Saved {
    pub version: u64,
    pub game: GameId,
    /// Position text of the first position, when not the standard start.
    pub start: Option<String>,
    /// The whole line in notation: the turns played, then those undone (in redo order).
    pub turns: Vec<String>,
    /// How many of `turns` are played.
    pub played: usize,
    /// The steps of the turn under construction.
    pub prefix: Vec<Step>,
    /// Who the computer plays in this game, and at what level (absent in saves made before there
    /// was a computer opponent).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub opponent: Option<Opponent>,
    /// The game clock, as its text (the engine's `Clock::to_text`, then `|` and how the game ended
    /// outside its rules); absent for an untimed game.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub clock: Option<String>,
    /// The game's variations and comments, as a record's turns (`Tree::to_movetext`); absent when
    /// the game is one line alone.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tree: Option<String>,
}

/// Why a stored game cannot be used; its `Display` completes "Your saved game could not be
/// restored (…)".
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum SaveError {
    #[error("it is damaged")]
    Damaged,
    #[error("it was saved by another version of Runeboard")]
    OtherVersion,
    #[error("it no longer replays: {0}")]
    NoLongerReplays(RecordError),
    #[error("its unfinished turn is not possible")]
    ImpossibleTurn,
}

/// Why the browser's storage cannot be used, or refused a write; its `Display` completes "This
/// browser … (…)".
#[derive(Clone, Copy, Debug, PartialEq, Eq, Error)]
pub enum StorageProblem {
    #[error("it offers pages no storage")]
    Missing,
    #[error("its storage is turned off")]
    TurnedOff,
    #[error("its storage is full")]
    Full,
    #[error("its storage refused it")]
    Refused,
}

/// What the browser's storage holds for the page, as read when it opens or another game is chosen.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Stored {
    /// Why storage cannot be used (privacy settings, a sandbox): nothing will be saved.
    pub unavailable: Option<StorageProblem>,
    /// The id of the game played last, as stored (perhaps not an id at all).
    pub last: Option<String>,
    /// The saved games, as stored, by id.
    pub games: Vec<(GameId, String)>,
    /// The lists of recent games, as stored, by id.
    pub recent: Vec<(GameId, String)>,
    /// The ids of the lessons solved, as stored.
    pub solved: Option<String>,
    /// The settings, as stored.
    pub settings: Option<String>,
}

impl Stored {
    /// The stored text of this game's save.
    pub fn game(&self, id: GameId) -> Option<&str> {
        self.games.iter().find(|(g, _)| *g == id).map(|(_, text)| text.as_str())
    }

    /// The stored text of this game id's list of recent games.
    pub fn recent(&self, id: GameId) -> Option<&str> {
        self.recent.iter().find(|(g, _)| *g == id).map(|(_, text)| text.as_str())
    }
}

/// A saved game brought back to life.
pub struct Restored {
    pub play: Box<dyn Play>,
    pub turn: Vec<Step>,
    pub opponent: Option<Opponent>,
    pub clock: Option<String>,
    pub tree: Option<Tree>,
}

impl Saved {
    /// What to keep of this game and turn under construction.
    pub fn of(play: &dyn Play, turn: &[Step]) -> Saved {
        let played = play.record();
        let mut line = play.clone_box();
        while line.apply(Command::Redo).is_ok() {}
        let record = line.record();
        Saved {
            version: VERSION,
            game: record.game,
            start: record.start,
            played: played.turns.len(),
            turns: record.turns,
            prefix: turn.to_vec(),
            opponent: None,
            clock: None,
            tree: None,
        }
    }

    /// The same, with the computer opponent kept too.
    pub fn with_opponent(self, opponent: &Opponent) -> Saved {
        Saved { opponent: Some(opponent.clone()), ..self }
    }

    /// The same, with the game clock kept too.
    pub fn with_clock(self, clock: Option<String>) -> Saved {
        Saved { clock, ..self }
    }

    /// The same, with the game's variations and comments kept too (when it has any).
    pub fn with_tree(self, tree: &Tree, players: usize) -> Saved {
        Saved { tree: (!tree.is_line()).then(|| tree.to_movetext(players)), ..self }
    }

    pub fn to_json(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }

    /// Read a stored game (without replaying it: see [`Saved::restore`]).
    pub fn from_json(text: &str) -> Result<Saved, SaveError> {
        let value: Value = serde_json::from_str(text).map_err(|_| SaveError::Damaged)?;
        match value.get("version").and_then(Value::as_u64) {
            Some(VERSION) => {}
            _ => return Err(SaveError::OtherVersion),
        }
        serde_json::from_value(value).map_err(|_| SaveError::Damaged)
    }

    /// Replay the game through the rules, undo what was undone and check the turn under
    /// construction, step by step, against the choices the rules offer.
    pub fn restore(&self, id: GameId) -> Result<Restored, SaveError> {
        if self.game != id || self.played > self.turns.len() {
            return Err(SaveError::Damaged);
        }
        let record = Record { game: self.game, start: self.start.clone(), turns: self.turns.clone() };
        let mut play = record.replay().map_err(SaveError::NoLongerReplays)?;
        for _ in self.played..self.turns.len() {
            play.apply(Command::Undo).map_err(|_| SaveError::Damaged)?;
        }
        for (i, step) in self.prefix.iter().enumerate() {
            if !play.choices(&self.prefix[..i]).options.iter().any(|o| o.step == *step) {
                return Err(SaveError::ImpossibleTurn);
            }
        }
        let tree = match &self.tree {
            Some(text) => Some(Tree::parse_movetext(text).map_err(|_| SaveError::Damaged)?),
            None => None,
        };
        let (opponent, clock) = (self.opponent.clone(), self.clock.clone());
        Ok(Restored { play, turn: self.prefix.clone(), opponent, clock, tree })
    }

    /// Read and restore in one go.
    pub fn load(text: &str, id: GameId) -> Result<Restored, SaveError> {
        Saved::from_json(text)?.restore(id)
    }

    /// Whether this is the game `play` with its played turns, as a link or reload gives it back
    /// (the link does not carry the undone turns nor the turn under construction).
    pub fn continues(&self, play: &dyn Play) -> bool {
        let record = play.record();
        self.game == record.game && self.start == record.start && self.turns.get(..self.played) == Some(&record.turns)
    }
}

#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests {
    use super::*;
    use proptest::prelude::*;
    use runeboard_engine::new_session;

    fn keltic_with_turns(turns: &[&str]) -> Box<dyn Play> {
        let mut play = new_session(GameId::Keltic);
        for t in turns {
            play.apply(Command::Notation((*t).into())).expect("legal");
        }
        play
    }

    fn moves(play: &dyn Play) -> Vec<String> {
        play.record().turns
    }

    #[test]
    fn a_game_with_undone_turns_and_a_picked_man_comes_back() {
        let mut play = keltic_with_turns(&["e4", "dxe4", "Nc4"]);
        assert!(play.apply(Command::Undo).is_ok());
        let d3 = GameId::Keltic.geometry().cell_by_name("d3").expect("cell");
        let prefix = vec![Step::Cell(d3)];
        let json = Saved::of(&*play, &prefix).to_json();
        let Ok(back) = Saved::load(&json, GameId::Keltic) else { panic!("restores") };
        assert_eq!(moves(&*back.play), vec!["e4", "dxe4"]);
        assert_eq!(back.turn, prefix);
        let mut again = back.play;
        assert!(again.apply(Command::Redo).is_ok());
        assert_eq!(moves(&*again), vec!["e4", "dxe4", "Nc4"]);
    }

    #[test]
    fn damaged_or_old_saves_are_refused_with_a_reason() {
        let msg = |r: Result<Saved, SaveError>| r.err().map(|e| e.to_string());
        assert_eq!(msg(Saved::from_json("{not json")).as_deref(), Some("it is damaged"));
        let old = r#"{"game":"keltic","turns":["e4"]}"#;
        assert!(msg(Saved::from_json(old)).is_some_and(|e| e.contains("another version")));
        let wrong_shape = r#"{"version":1,"game":"keltic","turns":"e4"}"#;
        assert_eq!(msg(Saved::from_json(wrong_shape)).as_deref(), Some("it is damaged"));
        let unknown_game = r#"{"version":1,"game":"go","start":null,"turns":[],"played":0,"prefix":[]}"#;
        assert_eq!(Saved::from_json(unknown_game).err(), Some(SaveError::Damaged));

        let mut saved = Saved::of(&*keltic_with_turns(&["e4"]), &[]);
        saved.turns.push("e4".into());
        saved.played = 2;
        assert!(saved.restore(GameId::Keltic).err().is_some_and(|e| e.to_string().contains("move 1, Black")));
        let saved = Saved { played: 5, ..Saved::of(&*keltic_with_turns(&["e4"]), &[]) };
        assert!(saved.restore(GameId::Keltic).is_err());
        assert!(Saved::of(&*keltic_with_turns(&[]), &[]).restore(GameId::Chess).is_err());
        let saved =
            Saved { prefix: vec![Step::Cell(0), Step::Promote('Q')], ..Saved::of(&*keltic_with_turns(&[]), &[]) };
        assert!(saved.restore(GameId::Keltic).err().is_some_and(|e| e.to_string().contains("unfinished turn")));
    }

    #[test]
    fn a_link_continues_the_saved_game_it_shows() {
        let mut play = keltic_with_turns(&["e4", "dxe4"]);
        let saved = Saved::of(&*play, &[]);
        assert!(saved.continues(&*play));
        assert!(play.apply(Command::Undo).is_ok());
        assert!(!saved.continues(&*play));
        assert!(!saved.continues(&*keltic_with_turns(&["d4"])));
    }

    /// A valid save to mutate.
    fn valid() -> String {
        let mut play = keltic_with_turns(&["e4", "dxe4", "Nc4"]);
        assert!(play.apply(Command::Undo).is_ok());
        let d3 = GameId::Keltic.geometry().cell_by_name("d3").expect("cell");
        Saved::of(&*play, &[Step::Cell(d3)]).to_json()
    }

    /// Whatever the text, reading and restoring it ends in a game or a typed error with words.
    fn never_panics(text: &str) {
        match Saved::load(text, GameId::Keltic) {
            Ok(r) => assert_eq!(r.play.record().game, GameId::Keltic),
            Err(e) => assert!(!e.to_string().is_empty()),
        }
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(10_000))]

        #[test]
        fn any_text_is_a_game_or_a_reason(text in any::<String>()) {
            never_panics(&text);
        }

        #[test]
        fn mutated_saves_are_a_game_or_a_reason(
            cut in 0usize..400,
            at in 0usize..400,
            insert in "[\\[\\]{}\",:0-9a-zA-Z\\-+#=]{0,6}",
            drop_len in 0usize..6,
        ) {
            let text = valid();
            let bytes = text.as_bytes();
            // Cut the text short, or replace a few characters somewhere by others.
            let (cut, at) = (cut.min(bytes.len()), at.min(bytes.len()));
            let end = (at + drop_len).min(bytes.len());
            let mut mutated = bytes[..at].to_vec();
            mutated.extend_from_slice(insert.as_bytes());
            mutated.extend_from_slice(&bytes[end..]);
            never_panics(&String::from_utf8_lossy(&bytes[..cut]));
            never_panics(&String::from_utf8_lossy(&mutated));
        }
    }
}
