//! A saved game as kept in the browser's local storage — where it started, its turns (those undone
//! too, so redo still works) and the turn under construction (a picked man, a pending
//! promotion…) — and reading it back. Pure: no browser here, so every hostile input is tested
//! natively. Every turn is replayed through the rules on the way back; anything stored that cannot
//! be read back (damaged, written by another version, no longer legal) is a typed [`SaveError`]
//! whose words the player reads.

use runeboard_engine::record::{Record, RecordError};
use runeboard_engine::tree::Tree;
use runeboard_engine::{Command, GameId, Play, Step};
use thiserror::Error;

use super::json::{quote_into, Json};
use super::opponent::Opponent;

/// The format of a saved game; a saved game of another version is discarded.
pub const VERSION: u64 = 1;

/// A game as kept in storage: serde's derived format, written and read by hand
/// ([`super::json`]; serde's derived code only in the tests that check the two agree).
#[derive(Debug, Clone, PartialEq)]
#[cfg_attr(test, derive(serde::Serialize, serde::Deserialize))]
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
    #[cfg_attr(test, serde(default, skip_serializing_if = "Option::is_none"))]
    pub opponent: Option<Opponent>,
    /// The game clock, as its text (the page's `Timing::to_saved`: the engine's `Clock::to_text`,
    /// `|started` for a clock started before the first turn, then `|` and how the game ended
    /// outside its rules); for an untimed game that ended so (resigned, a draw agreed), `-|` and
    /// how; absent for an untimed game going on (and in saves made before there were clocks).
    #[cfg_attr(test, serde(default, skip_serializing_if = "Option::is_none"))]
    pub clock: Option<String>,
    /// The game's variations and comments, as a record's turns (`Tree::to_movetext`); absent when
    /// the game is one line alone.
    #[cfg_attr(test, serde(default, skip_serializing_if = "Option::is_none"))]
    pub tree: Option<String>,
    /// The game's review (`state::review::to_text`, with the line it judged); absent when none was
    /// made.
    #[cfg_attr(test, serde(default, skip_serializing_if = "Option::is_none"))]
    pub review: Option<String>,
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
    /// The puzzle ratings and the puzzles tried, as stored ([`crate::model::puzzle_progress`]).
    pub puzzles: Option<String>,
    /// The studies kept in this browser, as stored ([`crate::model::studies`]).
    pub studies: Option<String>,
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
    pub review: Option<String>,
}

impl Saved {
    /// What to keep of this game and turn under construction.
    pub fn of(play: &dyn Play, turn: &[Step]) -> Saved {
        let played = play.record();
        Saved {
            version: VERSION,
            game: played.game,
            start: played.start,
            played: played.turns.len(),
            turns: play.lines().full_line(),
            prefix: turn.to_vec(),
            opponent: None,
            clock: None,
            tree: None,
            review: None,
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

    /// The same, with the game's review kept too.
    pub fn with_review(self, review: Option<String>) -> Saved {
        Saved { review, ..self }
    }

    pub fn to_json(&self) -> String {
        let mut out = format!("{{\"version\":{},\"game\":\"{}\",\"start\":", self.version, self.game.as_str());
        match &self.start {
            Some(s) => quote_into(&mut out, s),
            None => out.push_str("null"),
        }
        out.push_str(",\"turns\":");
        out.push_str(&super::json::strings(&self.turns));
        out.push_str(&format!(",\"played\":{},\"prefix\":[", self.played));
        for (i, step) in self.prefix.iter().enumerate() {
            if i > 0 {
                out.push(',');
            }
            match step {
                Step::Cell(c) => out.push_str(&format!("{{\"Cell\":{c}}}")),
                Step::Promote(c) => out.push_str(&format!("{{\"Promote\":\"{c}\"}}")),
                Step::Reserve(c) => out.push_str(&format!("{{\"Reserve\":\"{c}\"}}")),
                Step::Declare(c) => out.push_str(&format!("{{\"Declare\":\"{c}\"}}")),
            }
        }
        out.push(']');
        if let Some(o) = &self.opponent {
            let sides: Vec<String> = o.sides.iter().map(usize::to_string).collect();
            out.push_str(&format!(",\"opponent\":{{\"sides\":[{}],\"level\":{}}}", sides.join(","), o.level));
        }
        if let Some(c) = &self.clock {
            out.push_str(",\"clock\":");
            quote_into(&mut out, c);
        }
        if let Some(t) = &self.tree {
            out.push_str(",\"tree\":");
            quote_into(&mut out, t);
        }
        if let Some(r) = &self.review {
            out.push_str(",\"review\":");
            quote_into(&mut out, r);
        }
        out.push('}');
        out
    }

    /// Read a stored game (without replaying it: see [`Saved::restore`]).
    pub fn from_json(text: &str) -> Result<Saved, SaveError> {
        Saved::read_value(&Json::parse(text).ok_or(SaveError::Damaged)?)
    }

    /// The same from JSON already read (an item of the list of recent games).
    pub fn read_value(value: &Json) -> Result<Saved, SaveError> {
        match value.get("version").and_then(Json::as_u64) {
            Some(VERSION) => {}
            _ => return Err(SaveError::OtherVersion),
        }
        Saved::read(value).ok_or(SaveError::Damaged)
    }

    /// The fields as serde's derived reader takes them: an optional field may be missing or null.
    fn read(v: &Json) -> Option<Saved> {
        let optional = |name: &str| match v.get(name) {
            None | Some(Json::Null) => Some(None),
            Some(x) => Some(Some(x)),
        };
        let text = |x: Option<&Json>| x.map(|x| x.as_str().map(str::to_string)).map_or(Some(None), |s| s.map(Some));
        Some(Saved {
            version: v.get("version")?.as_u64()?,
            game: v.get("game")?.as_str()?.parse().ok()?,
            start: text(optional("start")?)?,
            turns: v.get("turns")?.strings()?,
            played: usize::try_from(v.get("played")?.as_u64()?).ok()?,
            prefix: v.get("prefix")?.array_of(read_step)?,
            opponent: match optional("opponent")? {
                None => None,
                Some(o) => Some(Opponent {
                    sides: o.get("sides")?.array_of(|s| usize::try_from(s.as_u64()?).ok())?,
                    level: u8::try_from(o.get("level")?.as_u64()?).ok()?,
                }),
            },
            clock: text(optional("clock")?)?,
            tree: text(optional("tree")?)?,
            review: text(optional("review")?)?,
        })
    }

    /// Replay the game through the rules, undo what was undone and check the turn under
    /// construction, step by step, against the choices the rules offer.
    pub fn restore(&self, id: GameId) -> Result<Restored, SaveError> {
        if self.game != id || self.played > self.turns.len() {
            return Err(SaveError::Damaged);
        }
        let record = Record { game: self.game, start: self.start.clone(), turns: self.turns.clone() };
        let mut play = record.replay_with(crate::games::new_session).map_err(SaveError::NoLongerReplays)?;
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
        let (opponent, clock, review) = (self.opponent.clone(), self.clock.clone(), self.review.clone());
        Ok(Restored { play, turn: self.prefix.clone(), opponent, clock, tree, review })
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

/// A step as serde writes it: `{"Cell":12}`, `{"Promote":"Q"}`, ...
pub fn read_step(v: &Json) -> Option<Step> {
    let Json::Object(members) = v else { return None };
    let [(kind, value)] = members.as_slice() else { return None };
    if kind == "Cell" {
        return u16::try_from(value.as_u64()?).ok().map(Step::Cell);
    }
    let mut chars = value.as_str()?.chars();
    let c = chars.next()?;
    if chars.next().is_some() {
        return None;
    }
    match kind.as_str() {
        "Promote" => Some(Step::Promote(c)),
        "Reserve" => Some(Step::Reserve(c)),
        "Declare" => Some(Step::Declare(c)),
        _ => None,
    }
}

#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests {
    use super::*;
    use proptest::prelude::*;
    use runeboard_engine::new_session;

    /// Saves of every shape, as serde's derived code and the hand-written code write them.
    fn every_shape() -> Vec<Saved> {
        let base = Saved::of(&*keltic_with_turns(&["e4", "dxe4"]), &[Step::Cell(300), Step::Promote('Q')]);
        vec![
            base.clone(),
            Saved { start: Some("quote \" back \\ ünï\n".into()), ..base.clone() },
            Saved { prefix: vec![Step::Reserve('N'), Step::Declare('B'), Step::Promote('é')], ..base.clone() },
            base.clone().with_opponent(&Opponent { sides: vec![0, 1], level: 5 }),
            base.clone().with_opponent(&Opponent { sides: vec![], level: 1 }).with_clock(Some("5+3|x".into())),
            Saved { tree: Some("1. e4 (1. d4 {a \"q\"}) dxe4".into()), ..base.clone().with_clock(Some("x".into())) },
            base.clone().with_review(Some("{\"turns\":[\"e4\"]}".into())),
            Saved { turns: vec![], played: 0, prefix: vec![], ..base },
        ]
    }

    #[test]
    fn the_hand_written_format_is_serdes() {
        for saved in every_shape() {
            let serde_text = serde_json::to_string(&saved).expect("serialises");
            assert_eq!(saved.to_json(), serde_text);
            assert_eq!(Saved::from_json(&serde_text), Ok(saved.clone()));
        }
    }

    /// serde's reader and this one agree on any text (the same save, or both refuse it).
    fn agrees_with_serde(text: &str) {
        let serde = serde_json::from_str::<serde_json::Value>(text).ok().and_then(|v| {
            (v.get("version").and_then(serde_json::Value::as_u64) == Some(VERSION))
                .then(|| serde_json::from_value::<Saved>(v).ok())
                .flatten()
        });
        assert_eq!(Saved::from_json(text).ok(), serde, "{text}");
    }

    #[test]
    fn optional_fields_read_as_serde_reads_them() {
        let full = every_shape()[4].to_json();
        for text in [
            full.clone(),
            full.replace(r#""clock":"5+3|x""#, r#""clock":null"#),
            full.replace(r#""opponent":{"sides":[],"level":1},"#, r#""opponent":null,"#),
            full.replace(r#""start":null,"#, ""),
            full.replace(r#""level":1"#, r#""level":256"#),
            full.replace(r#""level":1"#, r#""level":-1"#),
            full.replace(r#"{"Cell":300}"#, r#"{"Cell":65536}"#),
            full.replace(r#"{"Promote":"Q"}"#, r#"{"Promote":"QQ"}"#),
            full.replace(r#"{"Promote":"Q"}"#, r#"{"Promote":"Q","Cell":1}"#),
            full.replace(r#"{"Promote":"Q"}"#, r#"{"Castle":"Q"}"#),
            full.replace(r#""played":2"#, r#""played":2.0"#),
            full.replace(r#""version":1"#, r#""version":1,"extra":[1,{"a":null}]"#),
        ] {
            agrees_with_serde(&text);
        }
    }

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
            agrees_with_serde(&text);
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
            agrees_with_serde(&String::from_utf8_lossy(&mutated));
        }
    }
}
