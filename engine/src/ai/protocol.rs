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
//! - an analysis is a request with `"lines":N` (N ≥ 1; `nodes` and `depth` may limit it, and
//!   `movetime_ms` 0 means until the page terminates the worker): its progress and done thoughts
//!   carry `"lines"`, the N best turns best first, each a [`Line`] (turn, steps, line, score,
//!   `wins_in`, `chance` per mille), after every finished depth;
//! - a review is a request with `"review":true`: the worker answers
//!   `{"kind":"reviewed","id","done","of"}` after each position analysed, then one
//!   `{"kind":"review","id","review":{"turns":[…],"players":[…]}}` ([`Review`]) or an error.
//!
//! New fields are left out of the JSON when they hold their default, so the messages of the
//! computer's turn are unchanged.

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
    /// An analysis (1 or more): report this many best turns (multi-PV), each with its line, score,
    /// wins-in and chance, after every finished depth, at full strength (the level only has to be
    /// valid). 0: the computer's turn, as before.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub lines: u8,
    /// Review the game: judge every turn of `turns` from `position`, `movetime_ms` (or `nodes`) for
    /// each position.
    #[serde(default, skip_serializing_if = "is_false")]
    pub review: bool,
    /// A node budget per search instead of (or as well as) time.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub nodes: Option<u64>,
    /// The deepest iteration of an analysis (`None`: as deep as time allows).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub depth: Option<u32>,
}

fn is_zero(n: &u8) -> bool {
    *n == 0
}

fn is_false(b: &bool) -> bool {
    !*b
}

/// One of an analysis's best turns.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Line {
    /// The turn, in the game's notation.
    pub notation: String,
    /// Its steps (the page draws the arrow from them).
    pub steps: Vec<Step>,
    /// The principal variation in notation, this turn first.
    pub line: Vec<String>,
    /// Its score for the player to move (100 ≈ a pawn; beyond ±999 000 a forced result).
    pub score: i32,
    /// `Some(n > 0)`: the mover wins in n of its own turns; `Some(n < 0)`: it loses in -n.
    pub wins_in: Option<i32>,
    /// The mover's chance to win, per mille (0..=1000; a draw counts half, see docs/ai.md).
    pub chance: u16,
}

/// How a played turn is judged.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Mark {
    Best,
    Good,
    Inaccuracy,
    Mistake,
    Blunder,
}

impl Mark {
    /// The mark as JSON writes it (`names::MARKS`).
    pub const fn as_str(self) -> &'static str {
        names::MARKS[self as usize]
    }
}

/// One played turn of a review.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Judged {
    /// Its place in `turns`, from 0.
    pub ply: u32,
    /// The turn played, in notation.
    pub played: String,
    pub mark: Mark,
    /// The mover's chance to win (per mille) before the turn, with the best turn.
    pub chance_before: u16,
    /// The mover's chance to win (per mille) after the turn played.
    pub chance_after: u16,
    /// The better turn and its line, for an inaccuracy, a mistake or a blunder.
    pub best: Option<Line>,
    /// The player who played it (the engine's player index: 0 moves first at the game's start).
    pub player: u8,
}

/// One player's turns in a review.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Summary {
    pub inaccuracies: u32,
    pub mistakes: u32,
    pub blunders: u32,
    /// 0..=100, the mean of the turns' accuracies (docs/ai.md); 100 without turns.
    pub accuracy: u8,
    /// How many turns the player played.
    pub turns: u32,
}

/// A game's review: every turn judged, and a summary per player (by player index).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Review {
    pub turns: Vec<Judged>,
    pub players: Vec<Summary>,
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
    /// An analysis's best turns, best first (filled when the request asked for `lines` ≥ 1).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub lines: Vec<Line>,
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
    /// A review's progress: `done` of its `of` positions are analysed.
    Reviewed { id: u32, done: u32, of: u32 },
    /// The finished review of request `id`.
    Review { id: u32, review: Review },
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
    // Analysis (a thought's `lines`, each a [`super::Line`]).
    pub const LINES: &str = "lines";
    pub const WINS_IN: &str = "wins_in";
    pub const CHANCE: &str = "chance";
    // Review: the kinds, [`super::Reply::Reviewed`]'s counts (its `done` is [`DONE`]'s text too).
    pub const REVIEWED: &str = "reviewed";
    pub const REVIEW: &str = "review";
    pub const REVIEWED_DONE: &str = "done";
    pub const OF: &str = "of";
    // A [`super::Review`], its [`super::Judged`] turns and [`super::Summary`]s.
    pub const TURNS: &str = "turns";
    pub const PLAYERS: &str = "players";
    pub const PLY: &str = "ply";
    pub const PLAYED: &str = "played";
    pub const MARK: &str = "mark";
    pub const CHANCE_BEFORE: &str = "chance_before";
    pub const CHANCE_AFTER: &str = "chance_after";
    pub const BEST: &str = "best";
    pub const PLAYER: &str = "player";
    pub const INACCURACIES: &str = "inaccuracies";
    pub const MISTAKES: &str = "mistakes";
    pub const BLUNDERS: &str = "blunders";
    pub const ACCURACY: &str = "accuracy";
    /// A [`super::Mark`]'s texts, best first.
    pub const MARKS: [&str; 5] = ["best", "good", "inaccuracy", "mistake", "blunder"];
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
            lines: Vec::new(),
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
            ..Request::default()
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

    fn line() -> Line {
        Line {
            notation: "Qh5".into(),
            steps: vec![Step::Cell(3), Step::Cell(39)],
            line: vec!["Qh5".into(), "g6".into()],
            score: 999_997,
            wins_in: Some(2),
            chance: 1000,
        }
    }

    /// The analysis's and the review's messages, exactly as the page's analysis panel reads them.
    #[test]
    fn analysis_and_review_messages_have_the_documented_form() {
        let request = Request {
            id: 3,
            game: "keltic".into(),
            level: 5,
            movetime_ms: 0,
            lines: 3,
            nodes: Some(20_000),
            ..Request::default()
        };
        let text = serde_json::to_string(&request).expect("a request serialises");
        assert_eq!(
            text,
            r#"{"id":3,"game":"keltic","position":null,"turns":[],"level":5,"movetime_ms":0,"seed":0,"lines":3,"nodes":20000}"#
        );
        assert_eq!(serde_json::from_str::<Request>(&text).expect("reads back"), request);
        let review: Request = serde_json::from_str(
            r#"{"id":4,"game":"keltic","turns":["e4"],"level":5,"movetime_ms":300,"review":true}"#,
        )
        .expect("a review request reads");
        assert!(review.review && review.lines == 0 && review.nodes.is_none());

        let thought = Thought { lines: vec![line()], ..thought() };
        let line_text = r#"{"notation":"Qh5","steps":[{"Cell":3},{"Cell":39}],"line":["Qh5","g6"],"score":999997,"wins_in":2,"chance":1000}"#;
        assert_eq!(
            serde_json::to_string(&Reply::Progress { id: 3, thought: thought.clone() }).expect("serialises"),
            format!(
                r#"{{"kind":"progress","id":3,"thought":{{"notation":"Rd8#","steps":[{{"Cell":3}},{{"Cell":59}},{{"Promote":"Q"}}],"score":-120,"depth":4,"nodes":5000000000,"line":["Rd8#","e5"],"lines":[{line_text}]}}}}"#
            )
        );
        let judged = Judged {
            ply: 6,
            played: "Qxd5".into(),
            mark: Mark::Blunder,
            chance_before: 520,
            chance_after: 90,
            best: Some(line()),
            player: 0,
        };
        let summary = Summary { inaccuracies: 1, mistakes: 0, blunders: 2, accuracy: 71, turns: 4 };
        let replies = [
            (Reply::Reviewed { id: 4, done: 2, of: 9 }, r#"{"kind":"reviewed","id":4,"done":2,"of":9}"#.to_string()),
            (
                Reply::Review { id: 4, review: Review { turns: vec![judged], players: vec![summary] } },
                format!(
                    r#"{{"kind":"review","id":4,"review":{{"turns":[{{"ply":6,"played":"Qxd5","mark":"blunder","chance_before":520,"chance_after":90,"best":{line_text},"player":0}}],"players":[{{"inaccuracies":1,"mistakes":0,"blunders":2,"accuracy":71,"turns":4}}]}}}}"#
                ),
            ),
        ];
        for (reply, text) in replies {
            assert_eq!(serde_json::to_string(&reply).expect("a reply serialises"), text);
            assert_eq!(serde_json::from_str::<Reply>(&text).expect("a reply reads back"), reply, "{text}");
        }
    }

    /// The new [`names`] are those serde writes, the marks included.
    #[test]
    fn analysis_and_review_names_are_those_serde_writes() {
        use names::*;
        fn keys(v: &serde_json::Value) -> Vec<String> {
            let mut keys: Vec<String> = v.as_object().expect("an object").keys().cloned().collect();
            keys.sort_unstable();
            keys
        }
        fn sorted(mut v: Vec<&str>) -> Vec<String> {
            v.sort_unstable();
            v.into_iter().map(String::from).collect()
        }
        let thought = Thought { lines: vec![line()], ..thought() };
        let v = serde_json::to_value(Reply::Done { id: 1, thought }).expect("serialises");
        assert!(v[THOUGHT][LINES].is_array());
        assert_eq!(keys(&v[THOUGHT][LINES][0]), sorted(vec![NOTATION, STEPS, LINE, SCORE, WINS_IN, CHANCE]));
        let v = serde_json::to_value(Reply::Reviewed { id: 1, done: 1, of: 2 }).expect("serialises");
        assert_eq!(v[KIND], REVIEWED);
        assert_eq!(keys(&v), sorted(vec![KIND, ID, REVIEWED_DONE, OF]));
        let judged = |mark| Judged {
            ply: 0,
            played: "e4".into(),
            mark,
            chance_before: 500,
            chance_after: 500,
            best: None,
            player: 0,
        };
        let marks = [Mark::Best, Mark::Good, Mark::Inaccuracy, Mark::Mistake, Mark::Blunder];
        let summary = Summary { inaccuracies: 0, mistakes: 0, blunders: 0, accuracy: 100, turns: 0 };
        let review = Review { turns: marks.iter().map(|&m| judged(m)).collect(), players: vec![summary] };
        let v = serde_json::to_value(Reply::Review { id: 1, review }).expect("serialises");
        assert_eq!(v[KIND], REVIEW);
        assert_eq!(keys(&v), sorted(vec![KIND, ID, REVIEW]));
        assert_eq!(keys(&v[REVIEW]), sorted(vec![TURNS, PLAYERS]));
        assert_eq!(
            keys(&v[REVIEW][TURNS][0]),
            sorted(vec![PLY, PLAYED, MARK, CHANCE_BEFORE, CHANCE_AFTER, BEST, PLAYER])
        );
        for (i, name) in MARKS.iter().enumerate() {
            assert_eq!(v[REVIEW][TURNS][i][MARK], *name);
            assert_eq!(marks[i].as_str(), *name);
        }
        assert_eq!(keys(&v[REVIEW][PLAYERS][0]), sorted(vec![INACCURACIES, MISTAKES, BLUNDERS, ACCURACY, TURNS]));
    }
}
