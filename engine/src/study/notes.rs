//! A turn's comment in a study file: its words, then its drawings and hints as commands in
//! brackets, lichess's way: `{The Ox is loose. [%cal Gc4-d2,Rc4-c2] [%csl Yd2] [%hint Look at c4]}`.
//! Cells are the game's cell names (letters and digits only, some of several characters: `a1b`,
//! `k11`), so a `-` stands between an arrow's two cells; a colour is one letter (`G`, `R`, `B`, `Y`).

use crate::geometry::Geometry;
use crate::tree::clean_comment;

use super::{Colour, Drawing, Notes};

/// Text as one line: line breaks as spaces, trimmed (titles, chapter names, headers).
pub fn clean_line(text: &str) -> String {
    text.replace(['\r', '\n'], " ").trim().to_string()
}

/// Words as a study keeps them: one line, trimmed, braces balanced (as [`clean_comment`]), and no
/// `[%` (which would start a command: written `[ %`); `None` when nothing is left.
pub fn clean_words(text: &str) -> Option<String> {
    // Braces first: dropping an unmatched `}` may bring a `[` and a `%` together.
    let mut text = clean_comment(&clean_line(text))?;
    while text.contains("[%") {
        text = text.replace("[%", "[ %");
    }
    Some(text)
}

/// A hint as a study keeps it: as [`clean_words`], with square brackets written as round ones (a
/// hint is a command in brackets).
pub fn clean_hint(text: &str) -> Option<String> {
    clean_words(&text.replace('[', "(").replace(']', ")"))
}

/// The comment written for these words and notes (`None`: no comment).
pub(super) fn compose(words: Option<&str>, notes: Option<&Notes>, g: &Geometry) -> Option<String> {
    let mut parts: Vec<String> = words.map(str::to_string).into_iter().collect();
    if let Some(notes) = notes {
        // Runs of arrows and of circles, in their order (so that the order reads back).
        let mut run: Option<(bool, Vec<String>)> = None;
        let flush = |run: &mut Option<(bool, Vec<String>)>, parts: &mut Vec<String>| {
            if let Some((arrow, items)) = run.take() {
                parts.push(format!("[%{} {}]", if arrow { "cal" } else { "csl" }, items.join(",")));
            }
        };
        for d in &notes.drawings {
            let (arrow, item) = match *d {
                Drawing::Arrow { from, to, colour } => {
                    (true, format!("{}{}-{}", colour.letter(), g.name(from), g.name(to)))
                }
                Drawing::Circle { cell, colour } => (false, format!("{}{}", colour.letter(), g.name(cell))),
            };
            match &mut run {
                Some((a, items)) if *a == arrow => items.push(item),
                _ => {
                    flush(&mut run, &mut parts);
                    run = Some((arrow, vec![item]));
                }
            }
        }
        flush(&mut run, &mut parts);
        parts.extend(notes.hints.iter().map(|h| format!("[%hint {h}]")));
    }
    (!parts.is_empty()).then(|| parts.join(" "))
}

/// A comment read: its words (the text outside the commands `[%cal]`, `[%csl]` and `[%hint]`, each
/// piece trimmed and joined by a space; other commands such as `[%clk]` stay in the words) and its
/// notes; or the command that cannot be read.
pub(super) fn split(comment: &str, g: &Geometry) -> Result<(Option<String>, Notes), String> {
    let mut notes = Notes::default();
    let mut pieces: Vec<&str> = Vec::new();
    let mut rest = comment;
    loop {
        let found = ["[%cal ", "[%csl ", "[%hint "].iter().filter_map(|k| rest.find(k).map(|at| (at, *k))).min();
        let Some((at, key)) = found else { break };
        let Some(len) = rest[at..].find(']') else { break };
        pieces.push(&rest[..at]);
        let body = rest[at + key.len()..at + len].trim();
        match key {
            "[%hint " => notes.hints.extend(clean_hint(body)),
            _ => {
                for item in body.split(',').map(str::trim).filter(|i| !i.is_empty()) {
                    let bad = || format!("'{}' is not a drawing here", crate::error::quote(item));
                    let d = if key == "[%cal " { arrow(item, g) } else { circle(item, g) };
                    notes.drawings.push(d.ok_or_else(bad)?);
                }
            }
        }
        rest = &rest[at + len + 1..];
    }
    pieces.push(rest);
    let words: Vec<&str> = pieces.iter().map(|p| p.trim()).filter(|p| !p.is_empty()).collect();
    Ok(((!words.is_empty()).then(|| words.join(" ")), notes))
}

fn colour_and_cells(item: &str) -> Option<(Colour, &str)> {
    let mut chars = item.chars();
    let colour = Colour::from_letter(chars.next()?)?;
    Some((colour, chars.as_str()))
}

/// `Gc4-d2` (or lichess's `Ge2e4`, when the cells split one way only).
fn arrow(item: &str, g: &Geometry) -> Option<Drawing> {
    let (colour, cells) = colour_and_cells(item)?;
    let (from, to) = match cells.split_once('-') {
        Some((a, b)) => (g.cell_by_name(a)?, g.cell_by_name(b)?),
        None => {
            let mut splits = (1..cells.len())
                .filter(|&i| cells.is_char_boundary(i))
                .filter_map(|i| Some((g.cell_by_name(&cells[..i])?, g.cell_by_name(&cells[i..])?)));
            let first = splits.next()?;
            if splits.next().is_some() {
                return None;
            }
            first
        }
    };
    (from != to).then_some(Drawing::Arrow { from, to, colour })
}

/// `Yd2`.
fn circle(item: &str, g: &Geometry) -> Option<Drawing> {
    let (colour, cell) = colour_and_cells(item)?;
    Some(Drawing::Circle { cell: g.cell_by_name(cell)?, colour })
}
