//! A study in a link's address fragment, in the fields of every link (`record::fragment`):
//! `study=<title>`, then for each chapter `chapter=<name>&game=<id>`, and when they are not the
//! default `start=`, `mode=` (`quiz`, `practice`), `level=`, `goal=` (`hold-5`), `closing=`; then
//! `side=` (the orientation, a player's index) and `tree=` (the movetext as the text form writes
//! it, on one line). Values are percent-encoded with a space as `+`.
//!
//! Reading builds the study's text from the fields and reads it ([`Study::parse`]), so a link is
//! checked as a file is; the line of an error is the line of that text.

use crate::record::{decode, encode, fragment};

use super::read::{Problem, StudyError};
use super::{players, Mode, Study};

/// The longest fragment [`Study::link`] makes (bytes): links longer than this are not offered (a
/// study that long is shared as a file).
pub const LINK_LIMIT: usize = 8000;

/// Percent-encoded, a space as `+` (a `+` itself is `%2B`).
fn pack(text: &str) -> String {
    encode(text).replace("%20", "+")
}

fn unpack(value: &str) -> Option<String> {
    decode(&value.replace('+', "%20")).ok()
}

impl Study {
    /// The study as a link's fragment (without `#`), however long.
    pub fn to_fragment(&self) -> String {
        let mut out = String::new();
        fragment::push(&mut out, "study", &pack(&self.title));
        for c in &self.chapters {
            fragment::push(&mut out, "chapter", &pack(&c.name));
            fragment::push(&mut out, "game", c.game.as_str());
            if let Some(s) = &c.start {
                fragment::push(&mut out, "start", &pack(s));
            }
            if c.mode != Mode::Read {
                fragment::push(&mut out, "mode", c.mode.word());
            }
            if let Mode::Practice { level, goal } = c.mode {
                fragment::push(&mut out, "level", &level.to_string());
                fragment::push(&mut out, "goal", &goal.to_string().replace(' ', "-"));
            }
            if let Some(w) = &c.closing {
                fragment::push(&mut out, "closing", &pack(w));
            }
            fragment::push(&mut out, "side", &c.orientation.to_string());
            let movetext = c.movetext().replace('\n', " ");
            if !movetext.trim().is_empty() {
                fragment::push(&mut out, "tree", &pack(movetext.trim()));
            }
        }
        out
    }

    /// The fragment, when it is no longer than [`LINK_LIMIT`].
    pub fn link(&self) -> Option<String> {
        Some(self.to_fragment()).filter(|f| f.len() <= LINK_LIMIT)
    }

    /// Read a study's fragment (a leading `#` is allowed), as [`Study::to_fragment`] writes it.
    pub fn from_fragment(text: &str) -> Result<Study, StudyError> {
        let bad =
            |what: String| StudyError { chapter: 0, name: String::new(), line: 0, problem: Problem::BadLink(what) };
        let mut title = None;
        let mut chapters: Vec<Vec<(&'static str, String)>> = Vec::new();
        let mut movetexts: Vec<String> = Vec::new();
        for (key, value) in fragment::fields(text) {
            let value = value.ok_or_else(|| bad(format!("'{key}' has no '='")))?;
            let value = unpack(value).ok_or_else(|| bad(format!("bad escape in '{key}'")))?;
            // Every value is one line (a line break would make a header of the rest).
            let value = value.replace(['\r', '\n'], " ");
            let field = match key {
                "study" if title.is_none() && chapters.is_empty() => {
                    title = Some(value);
                    continue;
                }
                "chapter" => {
                    chapters.push(Vec::new());
                    movetexts.push(String::new());
                    "Chapter"
                }
                "game" => "Game",
                "start" => "Start",
                "mode" => "Mode",
                "level" => "Level",
                "goal" => "Goal",
                "closing" => "Closing",
                "side" => "Orientation",
                "tree" => {
                    match movetexts.last_mut() {
                        Some(m) => *m = value,
                        None => return Err(bad("'tree' comes before any chapter".into())),
                    }
                    continue;
                }
                other => return Err(bad(format!("unknown field '{}'", crate::error::quote(other)))),
            };
            let Some(chapter) = chapters.last_mut() else {
                return Err(bad(format!("'{key}' comes before any chapter")));
            };
            chapter.push((field, value));
        }
        let title = title.ok_or_else(|| bad("no 'study' field".into()))?;
        let mut text = String::new();
        for (fields, movetext) in chapters.iter().zip(&movetexts) {
            text.push_str(&format!("Study: {title}\n"));
            let game = fields.iter().find(|(k, _)| *k == "Game").and_then(|(_, v)| v.parse().ok());
            for (key, value) in fields {
                let value = match (*key, game) {
                    ("Orientation", Some(game)) => value
                        .parse::<usize>()
                        .ok()
                        .and_then(|i| players(game).get(i).map(|p| p.to_string()))
                        .unwrap_or_else(|| value.clone()),
                    ("Goal", _) => value.replace('-', " "),
                    _ => value.clone(),
                };
                text.push_str(&format!("{key}: {value}\n"));
            }
            text.push_str(&format!("\n{movetext}\n\n"));
        }
        Study::parse(&text)
    }
}
