//! Autosave: the game in progress of each game id, kept in the browser's local storage and brought
//! back on the next visit — where it started, its turns (those undone too, so redo still works) and
//! the turn under construction (a picked man, a pending promotion…). Every turn is replayed through
//! the rules on the way back; anything stored that cannot be read back (damaged, written by another
//! version, no longer legal) is discarded and the caller tells the player. Where the browser offers
//! no storage (privacy settings), nothing is saved and nothing fails.

use runeboard_engine::record::Record;
use runeboard_engine::{Play, Step};
use serde::{Deserialize, Serialize};
use serde_json::Value;

/// The format of a saved game; a saved game of another version is discarded.
pub const VERSION: u64 = 1;
const KEY_PREFIX: &str = "runeboard.game.";
const LAST_KEY: &str = "runeboard.last";

/// A game as kept in storage.
#[derive(Serialize, Deserialize, Debug, Clone, PartialEq)]
pub struct Saved {
    pub version: u64,
    pub game: String,
    /// Position text of the first position, when not the standard start.
    pub start: Option<String>,
    /// The whole line in notation: the turns played, then those undone (in redo order).
    pub turns: Vec<String>,
    /// How many of `turns` are played.
    pub played: usize,
    /// The steps of the turn under construction.
    pub prefix: Vec<Step>,
}

/// A saved game brought back to life.
pub struct Restored {
    pub play: Box<dyn Play>,
    pub prefix: Vec<Step>,
}

impl Saved {
    /// What to keep of this game and turn under construction.
    pub fn of(play: &dyn Play, prefix: &[Step]) -> Saved {
        let mut line = play.clone_box();
        while line.redo() {}
        let record = Record::of(&*line);
        Saved {
            version: VERSION,
            game: record.game,
            start: record.start,
            turns: record.turns,
            played: play.move_list().len(),
            prefix: prefix.to_vec(),
        }
    }

    pub fn to_json(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }

    /// Read a stored game; the error says why it cannot be used, in words for the player.
    pub fn from_json(text: &str) -> Result<Saved, String> {
        let value: Value = serde_json::from_str(text).map_err(|_| "it is damaged".to_string())?;
        match value.get("version").and_then(Value::as_u64) {
            Some(VERSION) => {}
            _ => return Err("it was saved by another version of Runeboard".into()),
        }
        serde_json::from_value(value).map_err(|_| "it is damaged".to_string())
    }

    /// Replay the game through the rules, undo what was undone and check the turn under
    /// construction, step by step, against the choices the rules offer.
    pub fn restore(&self, id: &str) -> Result<Restored, String> {
        if self.game != id || self.played > self.turns.len() {
            return Err("it is damaged".into());
        }
        let record = Record { game: self.game.clone(), start: self.start.clone(), turns: self.turns.clone() };
        let mut play = record.replay().map_err(|e| format!("it no longer replays: {e}"))?;
        for _ in self.played..self.turns.len() {
            if !play.undo() {
                return Err("it is damaged".into());
            }
        }
        for (i, step) in self.prefix.iter().enumerate() {
            if !play.choices(&self.prefix[..i]).options.iter().any(|o| o.step == *step) {
                return Err("its unfinished turn is not possible".into());
            }
        }
        Ok(Restored { play, prefix: self.prefix.clone() })
    }

    /// Whether this is the game `play` with its played turns, as a link or reload gives it back
    /// (the link does not carry the undone turns nor the turn under construction).
    pub fn continues(&self, play: &dyn Play) -> bool {
        let record = Record::of(play);
        self.game == record.game && self.start == record.start && self.turns.get(..self.played) == Some(&record.turns)
    }
}

fn storage() -> Option<web_sys::Storage> {
    web_sys::window()?.local_storage().ok().flatten()
}

fn key(id: &str) -> String {
    format!("{KEY_PREFIX}{id}")
}

/// Keep the game in progress (and remember it as the last game played).
pub fn save(play: &dyn Play, prefix: &[Step]) {
    if let Some(s) = storage() {
        let _ = s.set_item(&key(play.id()), &Saved::of(play, prefix).to_json());
        let _ = s.set_item(LAST_KEY, play.id());
    }
}

/// The saved game of this id: `Ok(None)` when there is none; `Err(why)` when one was stored but
/// cannot be used — it is then removed, so the player is told once.
pub fn load(id: &str) -> Result<Option<Restored>, String> {
    let Some(s) = storage() else { return Ok(None) };
    let Some(text) = s.get_item(&key(id)).ok().flatten() else { return Ok(None) };
    match Saved::from_json(&text).and_then(|saved| saved.restore(id)) {
        Ok(r) => Ok(Some(r)),
        Err(why) => {
            let _ = s.remove_item(&key(id));
            Err(why)
        }
    }
}

/// The saved game of this id as stored, if it reads (for matching it against a link).
pub fn peek(id: &str) -> Option<Saved> {
    let text = storage()?.get_item(&key(id)).ok().flatten()?;
    Saved::from_json(&text).ok()
}

/// The id of the game played last.
pub fn last_game() -> Option<String> {
    storage()?.get_item(LAST_KEY).ok().flatten()
}

#[cfg(all(test, target_arch = "wasm32"))]
mod tests {
    use super::*;
    use runeboard_engine::new_session;
    use wasm_bindgen_test::wasm_bindgen_test;

    fn keltic_with_turns(turns: &[&str]) -> Box<dyn Play> {
        let mut play = new_session("keltic").expect("keltic");
        for t in turns {
            play.play_notation(t).expect("legal");
        }
        play
    }

    #[wasm_bindgen_test]
    fn a_game_with_undone_turns_and_a_picked_man_comes_back() {
        let mut play = keltic_with_turns(&["e4", "dxe4", "Nc4"]);
        assert!(play.undo());
        let d3 = play.geometry().cell_by_name("d3").expect("cell");
        let prefix = vec![Step::Cell(d3)];
        let json = Saved::of(&*play, &prefix).to_json();
        let Ok(back) = Saved::from_json(&json).and_then(|s| s.restore("keltic")) else { panic!("restores") };
        assert_eq!(back.play.move_list(), vec!["e4", "dxe4"]);
        assert_eq!(back.prefix, prefix);
        let mut again = back.play;
        assert!(again.redo());
        assert_eq!(again.move_list(), vec!["e4", "dxe4", "Nc4"]);
    }

    #[wasm_bindgen_test]
    fn damaged_or_old_saves_are_refused_with_a_reason() {
        assert_eq!(Saved::from_json("{not json").err().as_deref(), Some("it is damaged"));
        let old = r#"{"game":"keltic","turns":["e4"]}"#;
        assert!(Saved::from_json(old).err().is_some_and(|e| e.contains("another version")));
        let wrong_shape = r#"{"version":1,"game":"keltic","turns":"e4"}"#;
        assert_eq!(Saved::from_json(wrong_shape).err().as_deref(), Some("it is damaged"));

        let mut saved = Saved::of(&*keltic_with_turns(&["e4"]), &[]);
        saved.turns.push("e4".into());
        saved.played = 2;
        assert!(saved.restore("keltic").err().is_some_and(|e| e.contains("turn 2")));
        let saved = Saved { played: 5, ..Saved::of(&*keltic_with_turns(&["e4"]), &[]) };
        assert!(saved.restore("keltic").is_err());
        assert!(Saved::of(&*keltic_with_turns(&[]), &[]).restore("chess").is_err());
        let saved =
            Saved { prefix: vec![Step::Cell(0), Step::Promote('Q')], ..Saved::of(&*keltic_with_turns(&[]), &[]) };
        assert!(saved.restore("keltic").err().is_some_and(|e| e.contains("unfinished turn")));
    }

    #[wasm_bindgen_test]
    fn a_link_continues_the_saved_game_it_shows() {
        let mut play = keltic_with_turns(&["e4", "dxe4"]);
        let saved = Saved::of(&*play, &[]);
        assert!(saved.continues(&*play));
        assert!(play.undo());
        assert!(!saved.continues(&*play));
        assert!(!saved.continues(&*keltic_with_turns(&["d4"])));
    }
}
