//! The computer's messages, defined once: what the page asks its Web Worker ([`Request`], which is
//! also what [`super::think`] reads) and what the worker answers ([`Reply`], carrying a
//! [`Thought`]). The page, the worker and the command line all use these types.
//!
//! JSON strings both ways (serde's derived format):
//! - the worker posts `{"kind":"ready"}` ([`Reply::Ready`]) once its wasm has loaded: messages
//!   sent before would be lost;
//! - the page posts a [`Request`]: `{"id","game","position","turns","level","movetime_ms","seed"}`
//!   (`position`, `turns` and `seed` may be left out);
//! - the worker answers `{"kind":"progress","id","thought"}` after every finished iteration (so that
//!   "Move now" can play the best turn so far by terminating the worker), then one
//!   `{"kind":"done","id","thought"}` or `{"kind":"error","id","message"}`. A message it cannot read
//!   is answered with an error of id 0.

use serde::{Deserialize, Serialize};

use crate::game::Step;

/// What to think about: a game by id, from its start or a position, after some turns.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Request {
    /// The number the answers to this request carry (the search does not read it).
    pub id: u32,
    pub game: String,
    /// Position text of the first position; `None` for the game's start.
    #[serde(default)]
    pub position: Option<String>,
    /// The turns played since, in the game's notation.
    #[serde(default)]
    pub turns: Vec<String>,
    pub level: u8,
    /// Time for this turn, in milliseconds.
    pub movetime_ms: u32,
    /// Seed for the weaker levels' choice among near-best turns.
    #[serde(default)]
    pub seed: u64,
}

/// The turn the computer chose.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Thought {
    /// The turn in the game's notation.
    pub notation: String,
    /// Its steps, as the player would click them.
    pub steps: Vec<Step>,
    /// Its score for the player to move (100 ≈ a pawn).
    pub score: i32,
    pub depth: u32,
    pub nodes: u64,
    /// The expected line, in notation.
    pub line: Vec<String>,
}

/// A message from the worker.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "lowercase")]
pub enum Reply {
    /// The worker has loaded and reads requests.
    Ready,
    /// The best turn so far for request `id`; more messages follow.
    Progress { id: u32, thought: Thought },
    /// The turn chosen for request `id`.
    Done { id: u32, thought: Thought },
    /// Request `id` (0 when it could not be read) cannot be answered.
    Error { id: u32, message: String },
}

/// The JSON names serde gives these types' fields and [`Reply`]'s kinds, for a reader without
/// serde's derived code: the page reads replies through `serde_json::Value`, which it parses
/// anyway (for saved games), because a derived reader for them would add to its first load. Tests
/// here and in the page check these names against what serde writes.
pub mod names {
    pub const KIND: &str = "kind";
    pub const READY: &str = "ready";
    pub const PROGRESS: &str = "progress";
    pub const DONE: &str = "done";
    pub const ERROR: &str = "error";
    pub const ID: &str = "id";
    pub const THOUGHT: &str = "thought";
    pub const MESSAGE: &str = "message";
    pub const NOTATION: &str = "notation";
    pub const STEPS: &str = "steps";
    pub const SCORE: &str = "score";
    pub const DEPTH: &str = "depth";
    pub const NODES: &str = "nodes";
    pub const LINE: &str = "line";
}

#[cfg(test)]
mod tests {
    use super::*;

    fn thought() -> Thought {
        Thought {
            notation: "Rd8#".into(),
            steps: vec![Step::Cell(3), Step::Cell(59), Step::Promote('Q')],
            score: -120,
            depth: 4,
            nodes: 5_000_000_000,
            line: vec!["Rd8#".into(), "e5".into()],
        }
    }

    /// Each message as JSON text, exactly: the worker's JavaScript side and the e2e tests read
    /// these names.
    #[test]
    fn messages_have_the_documented_form_and_read_back() {
        let request = Request {
            id: 7,
            game: "chess".into(),
            position: Some("6k1/5ppp/8/8/8/8/8/K2R4 w - - 0 1".into()),
            turns: vec!["Rd8#".into()],
            level: 3,
            movetime_ms: 1500,
            seed: 9_007_199_254_740_991,
        };
        let text = serde_json::to_string(&request).expect("a request serialises");
        assert_eq!(
            text,
            r#"{"id":7,"game":"chess","position":"6k1/5ppp/8/8/8/8/8/K2R4 w - - 0 1","turns":["Rd8#"],"level":3,"movetime_ms":1500,"seed":9007199254740991}"#
        );
        assert_eq!(serde_json::from_str::<Request>(&text).expect("a request reads back"), request);

        let thought_text = r#"{"notation":"Rd8#","steps":[{"Cell":3},{"Cell":59},{"Promote":"Q"}],"score":-120,"depth":4,"nodes":5000000000,"line":["Rd8#","e5"]}"#;
        let replies = [
            (Reply::Ready, r#"{"kind":"ready"}"#.to_string()),
            (
                Reply::Progress { id: 7, thought: thought() },
                format!(r#"{{"kind":"progress","id":7,"thought":{thought_text}}}"#),
            ),
            (
                Reply::Done { id: 7, thought: thought() },
                format!(r#"{{"kind":"done","id":7,"thought":{thought_text}}}"#),
            ),
            (
                Reply::Error { id: 0, message: "bad request: \"quoted\"".into() },
                r#"{"kind":"error","id":0,"message":"bad request: \"quoted\""}"#.to_string(),
            ),
        ];
        for (reply, text) in replies {
            assert_eq!(serde_json::to_string(&reply).expect("a reply serialises"), text);
            assert_eq!(serde_json::from_str::<Reply>(&text).expect("a reply reads back"), reply, "{text}");
        }
    }

    /// [`names`] are the names serde writes: the kinds, and the keys of a reply and its thought.
    #[test]
    fn names_are_those_serde_writes() {
        use names::*;
        fn keys(v: &serde_json::Value) -> Vec<&str> {
            let mut keys: Vec<&str> = v.as_object().expect("an object").keys().map(String::as_str).collect();
            keys.sort_unstable();
            keys
        }
        let value = |r: &Reply| serde_json::to_value(r).expect("a reply serialises");
        let done = value(&Reply::Done { id: 1, thought: thought() });
        let mut thought_keys = vec![NOTATION, STEPS, SCORE, DEPTH, NODES, LINE];
        thought_keys.sort_unstable();
        assert_eq!(keys(&done[THOUGHT]), thought_keys);
        for (reply, kind, mut fields) in [
            (Reply::Ready, READY, vec![KIND]),
            (Reply::Progress { id: 1, thought: thought() }, PROGRESS, vec![KIND, ID, THOUGHT]),
            (Reply::Done { id: 1, thought: thought() }, DONE, vec![KIND, ID, THOUGHT]),
            (Reply::Error { id: 1, message: "no".into() }, ERROR, vec![KIND, ID, MESSAGE]),
        ] {
            let v = value(&reply);
            assert_eq!(v[KIND], kind);
            fields.sort_unstable();
            assert_eq!(keys(&v), fields);
        }
    }

    /// The page may leave out the start position, the turns and the seed; a request without its
    /// game, or with a level out of range for its type, is refused (the worker answers an error).
    #[test]
    fn a_request_reads_with_defaults_and_refuses_what_is_malformed() {
        let short: Request = serde_json::from_str(r#"{"id":2,"game":"keltic","level":5,"movetime_ms":100}"#)
            .expect("a short request reads");
        assert_eq!(short, Request { id: 2, game: "keltic".into(), level: 5, movetime_ms: 100, ..Request::default() });
        for bad in [
            r#"{"id":2,"level":5,"movetime_ms":100}"#,
            r#"{"id":2,"game":"keltic","level":300,"movetime_ms":100}"#,
            r#"{"id":2,"game":"keltic","turns":"e4","level":5,"movetime_ms":100}"#,
            r#"{"kind":"done"}"#,
            "not json",
        ] {
            assert!(serde_json::from_str::<Request>(bad).is_err(), "{bad}");
        }
        assert!(serde_json::from_str::<Reply>(r#"{"kind":"finished","id":1}"#).is_err());
        assert!(serde_json::from_str::<Reply>(r#"{"kind":"done","id":1}"#).is_err());
    }
}
