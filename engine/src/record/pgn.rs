//! PGN, the form chess players know a record in: tag pairs (`[White "Ann"]`) as the record's
//! headers, the Seven Tag Roster first, then the movetext (the tree's, with `$n` glyphs and
//! `{[%clk …] [%eval …]}` comments) ended by the result. Every game is written so; orthodox chess
//! as `[Variant "Standard"]`, which lichess and python-chess read as plain chess, and every other
//! game as `[Variant "<its name>"]` for people and other programs, with `[Game "<its id>"]` beside it:
//! the id is the record's own name for the game (never changed, unlike a name for people), so a
//! record stays readable whatever the games come to be called.

use crate::clock::End;
use crate::game::Outcome;
use crate::id::GameId;
use crate::record::Record;
use crate::tree::Tree;

/// What lichess and python-chess call orthodox chess in `Variant` (read as chess; the first is
/// written).
const CHESS: [&str; 6] = ["Standard", "Chess", "Classical", "Normal", "From Position", "Orthodox Chess"];

/// The Seven Tag Roster: who played, when, where, and the result (see [`result_token`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Roster {
    pub event: String,
    pub site: String,
    /// `YYYY.MM.DD`, with `??` for what is not known.
    pub date: String,
    pub round: String,
    pub white: String,
    pub black: String,
    pub result: &'static str,
}

/// One tag pair's line, its value escaped: `[White "Ann \"A\" B"]`.
pub fn tag_line(key: &str, value: &str) -> String {
    format!("[{key} \"{}\"]\n", value.replace('\\', "\\\\").replace('"', "\\\""))
}

/// A tag pair's line read (`[Key "Value"]`), its value unescaped; `None` when the line is not one.
pub fn read_tag(line: &str) -> Option<(String, String)> {
    let inner = line.strip_prefix('[')?.strip_suffix(']')?.trim();
    let (key, rest) = inner.split_once(|c: char| c.is_whitespace())?;
    let quoted = rest.trim().strip_prefix('"')?.strip_suffix('"')?;
    if key.is_empty() || !key.chars().all(|c| c.is_ascii_alphanumeric() || c == '_') {
        return None;
    }
    let mut value = String::with_capacity(quoted.len());
    let mut chars = quoted.chars();
    while let Some(c) = chars.next() {
        value.push(if c == '\\' { chars.next().unwrap_or('\\') } else { c });
    }
    Some((key.to_string(), value))
}

/// The game a `Variant` tag names: orthodox chess under any of its usual names, else a game by its
/// name or id (either case).
pub fn variant_game(variant: &str) -> Option<GameId> {
    let v = variant.trim();
    if CHESS.iter().any(|c| c.eq_ignore_ascii_case(v)) {
        return Some(GameId::Chess);
    }
    GameId::ALL.into_iter().find(|g| g.name().eq_ignore_ascii_case(v) || g.as_str().eq_ignore_ascii_case(v))
}

/// The `Variant` tag's value written for a game.
pub fn variant_name(game: GameId) -> &'static str {
    if game == GameId::Chess {
        CHESS[0]
    } else {
        game.name()
    }
}

/// The result as PGN writes it: `1-0`, `0-1`, `1/2-1/2`, or `*` while the game goes on. `over`:
/// the game is over, with its winner (an index into the players), `None` for a draw.
pub fn result_token(over: Option<Option<usize>>) -> &'static str {
    match over {
        None => "*",
        Some(None) => "1/2-1/2",
        Some(Some(0)) => "1-0",
        Some(Some(_)) => "0-1",
    }
}

/// The result token of a game ended by its rules (`outcome`) or else by `end`.
pub fn result_of(outcome: Option<&Outcome>, end: Option<End>) -> &'static str {
    result_token(match (outcome, end) {
        (Some(Outcome::Win { winner, .. }), _) => Some(Some(*winner)),
        (Some(Outcome::Draw { .. }), _) => Some(None),
        (None, Some(end)) => Some(end.winner()),
        (None, None) => None,
    })
}

/// PGN's `Termination` for a game that is over: "Time forfeit" for a flag fallen, else "Normal"
/// (an ending by the rules, a resignation, an agreement); `None` while it goes on.
pub fn termination(outcome: Option<&Outcome>, end: Option<End>) -> Option<&'static str> {
    match (outcome, end) {
        (None, Some(End::Time { .. } | End::TimeDeadPosition { .. })) => Some("Time forfeit"),
        (None, None) => None,
        _ => Some("Normal"),
    }
}

/// How a game whose record says `termination` and `result` (its tags) ended, when its rules did
/// not end it (`to_move`: the player to move at its end): the record's own words (`time 1`,
/// `resigned 0`, …), else PGN's: "Time forfeit" a loss on time (a draw: the player to move's flag
/// fell and the other could not win), any other decisive result a resignation, a draw an agreement.
pub fn end_of(termination: Option<&str>, result: Option<&str>, to_move: usize) -> Option<End> {
    if let Some(end) = termination.and_then(End::parse) {
        return Some(end);
    }
    let on_time = termination.is_some_and(|t| t.trim().eq_ignore_ascii_case("time forfeit"));
    Some(match (result.map(str::trim)?, on_time) {
        ("1-0", true) => End::Time { loser: 1 },
        ("0-1", true) => End::Time { loser: 0 },
        ("1/2-1/2", true) => End::TimeDeadPosition { flagged: to_move },
        ("1-0", false) => End::Resigned { loser: 1 },
        ("0-1", false) => End::Resigned { loser: 0 },
        ("1/2-1/2", false) => End::Agreed,
        _ => return None,
    })
}

impl Record {
    /// The record as PGN: the roster, `Variant` (and `Game` for a game other than chess), the
    /// start as `SetUp`/`FEN` when it is not the standard one, the caller's `more` tags
    /// (`TimeControl`, `Termination`, …), then `tree`'s movetext (`self.turns` is not written) and
    /// the result.
    pub fn to_pgn(&self, tree: &Tree, roster: &Roster, more: &[(&str, String)], players: usize) -> String {
        let mut out = String::new();
        for (key, value) in [
            ("Event", roster.event.as_str()),
            ("Site", roster.site.as_str()),
            ("Date", roster.date.as_str()),
            ("Round", roster.round.as_str()),
            ("White", roster.white.as_str()),
            ("Black", roster.black.as_str()),
            ("Result", roster.result),
            ("Variant", variant_name(self.game)),
        ] {
            out.push_str(&tag_line(key, value));
        }
        if self.game != GameId::Chess {
            out.push_str(&tag_line("Game", self.game.as_str()));
        }
        if let Some(start) = &self.start {
            out.push_str(&tag_line("SetUp", "1"));
            out.push_str(&tag_line("FEN", start));
        }
        for (key, value) in more {
            out.push_str(&tag_line(key, value));
        }
        out.push('\n');
        // The result on a line of its own after the turns (any space will do between them).
        out.push_str(&tree.to_movetext(players));
        out.push_str(roster.result);
        out.push('\n');
        out
    }
}
