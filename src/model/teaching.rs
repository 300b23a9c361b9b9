//! The rules texts and the problems and lessons as data: their files read and written, and those
//! fetched kept ([`crate::teach`] fetches them when the Rules panel or the lessons panel first
//! opens, instead of carrying them in the page's first load: docs/page-speed.md). Each game's are
//! files `rules/<game>.json` and `lessons/<game>.json` beside the page, written from the engine's
//! data (`assets/rules/`, `assets/lessons/`, kept current by the tests here: run
//! `RUNEBOARD_WRITE_TEACHING=1 cargo test -p runeboard teaching::` after changing a rules text or a
//! lesson); the service worker precaches them with the rest of the build, so they open offline
//! after one visit. The engine still judges a lesson's turns and draws the move diagrams.
//!
//! A file read is kept for the page's life as the engine's own types ([`Rules`], [`Lesson`], whose
//! texts are `&'static str`): its strings are leaked once per game, which the few games make a
//! few kilobytes at most.

use std::cell::RefCell;

use runeboard_engine::lessons::Lesson;
use runeboard_engine::rules::Rules;
use runeboard_engine::GameId;
#[cfg(any(target_arch = "wasm32", test))]
use runeboard_engine::{
    lessons::Goal,
    rules::{MoveDiagram, PieceRule, Section},
    Picture,
};

#[cfg(all(test, not(target_arch = "wasm32")))]
use crate::model::json::quote_into;
#[cfg(any(target_arch = "wasm32", test))]
use crate::model::json::Json;

/// A game's puzzles, as fetched.
pub type Puzzles = std::rc::Rc<Vec<std::rc::Rc<runeboard_engine::puzzles::Puzzle>>>;

thread_local! {
    static PUZZLES: RefCell<Vec<(GameId, Puzzles)>> = const { RefCell::new(Vec::new()) };
    static LOADED: RefCell<Vec<(GameId, &'static Rules)>> = const { RefCell::new(Vec::new()) };
    static LESSONS: RefCell<Vec<(GameId, &'static [Lesson])>> = const { RefCell::new(Vec::new()) };
}

/// Keep the rules of `game`, fetched (the first kept stays).
#[cfg(target_arch = "wasm32")]
pub fn keep(game: GameId, rules: &'static Rules) -> &'static Rules {
    loaded(game).unwrap_or_else(|| {
        LOADED.with(|l| l.borrow_mut().push((game, rules)));
        rules
    })
}

/// Keep the lessons of `game`, fetched (the first kept stays).
#[cfg(target_arch = "wasm32")]
pub fn keep_lessons(game: GameId, lessons: &'static [Lesson]) -> &'static [Lesson] {
    lessons_loaded(game).unwrap_or_else(|| {
        LESSONS.with(|l| l.borrow_mut().push((game, lessons)));
        lessons
    })
}

/// Keep the puzzles of `game`, fetched (the first kept stays).
pub fn keep_puzzles(game: GameId, set: Vec<runeboard_engine::puzzles::Puzzle>) -> Puzzles {
    puzzles_loaded(game).unwrap_or_else(|| {
        let set: Puzzles = std::rc::Rc::new(set.into_iter().map(std::rc::Rc::new).collect());
        PUZZLES.with(|l| l.borrow_mut().push((game, set.clone())));
        set
    })
}

/// The puzzles of `game`, if they have been fetched.
pub fn puzzles_loaded(game: GameId) -> Option<Puzzles> {
    PUZZLES.with(|l| l.borrow().iter().find(|(g, _)| *g == game).map(|(_, p)| p.clone()))
}

/// The rules of `game`, if they have been fetched.
pub fn loaded(game: GameId) -> Option<&'static Rules> {
    LOADED.with(|l| l.borrow().iter().find(|(g, _)| *g == game).map(|(_, r)| *r))
}

/// The lessons of `game`, if they have been fetched.
pub fn lessons_loaded(game: GameId) -> Option<&'static [Lesson]> {
    LESSONS.with(|l| l.borrow().iter().find(|(g, _)| *g == game).map(|(_, r)| *r))
}

#[cfg(any(target_arch = "wasm32", test))]
fn leak(s: &str) -> &'static str {
    Box::leak(s.to_string().into_boxed_str())
}

#[cfg(any(target_arch = "wasm32", test))]
fn leak_all<T>(items: Vec<T>) -> &'static [T] {
    Box::leak(items.into_boxed_slice())
}

#[cfg(any(target_arch = "wasm32", test))]
fn text(v: &Json, name: &str) -> Option<&'static str> {
    v.get(name)?.as_str().map(leak)
}

#[cfg(any(target_arch = "wasm32", test))]
fn texts(v: &Json, name: &str) -> Option<&'static [&'static str]> {
    v.get(name)?.array_of(|p| p.as_str().map(leak)).map(leak_all)
}

/// A game's rules file read back (`None` when it is not one).
#[cfg(any(target_arch = "wasm32", test))]
pub fn read(file: &str, game: GameId) -> Option<&'static Rules> {
    let v = Json::parse(file)?;
    let pieces = v.get("pieces")?.array_of(|p| {
        Some(PieceRule {
            picture: Picture::new(text(p, "set")?, text(p, "figure")?),
            name: text(p, "name")?,
            moves: text(p, "moves")?,
        })
    })?;
    let sections = v
        .get("sections")?
        .array_of(|s| Some(Section { heading: text(s, "heading")?, paragraphs: texts(s, "paragraphs")? }))?;
    let diagrams = v.get("diagrams")?.array_of(|d| {
        Some(MoveDiagram {
            game,
            piece: text(d, "piece")?,
            position: text(d, "position")?,
            from: text(d, "from")?,
            caption: text(d, "caption")?,
        })
    })?;
    Some(Box::leak(Box::new(Rules {
        credit: text(&v, "credit")?,
        intro: texts(&v, "intro")?,
        pieces: leak_all(pieces),
        sections: leak_all(sections),
        diagrams: leak_all(diagrams),
    })))
}

/// A game's lessons file read back (`None` when it is not one).
#[cfg(any(target_arch = "wasm32", test))]
pub fn read_lessons(file: &str, game: GameId) -> Option<&'static [Lesson]> {
    let lessons = Json::parse(file)?.array_of(|l| {
        Some(Lesson {
            id: text(l, "id")?,
            game,
            title: text(l, "title")?,
            task: text(l, "task")?,
            position: text(l, "position")?,
            goal: match l.get("goal")? {
                Json::String(s) if s == "win" => Goal::Win,
                answers => Goal::Answer(answers.array_of(|a| a.as_str().map(leak)).map(leak_all)?),
            },
            hints: texts(l, "hints")?,
            solution: text(l, "solution")?,
            explanation: text(l, "explanation")?,
        })
    })?;
    Some(leak_all(lessons))
}

/// A game's lessons as its file holds them: the tests write and check the files with it.
#[cfg(all(test, not(target_arch = "wasm32")))]
pub fn write_lessons(lessons: &[Lesson]) -> String {
    let strs = |out: &mut String, items: &[&str]| {
        out.push('[');
        for (i, s) in items.iter().enumerate() {
            if i > 0 {
                out.push(',');
            }
            quote_into(out, s);
        }
        out.push(']');
    };
    let mut out = String::from("[");
    for (i, l) in lessons.iter().enumerate() {
        out.push_str(if i > 0 { ",\n{" } else { "\n{" });
        for (name, value) in [("id", l.id), ("title", l.title), ("task", l.task), ("position", l.position)] {
            quote_into(&mut out, name);
            out.push(':');
            quote_into(&mut out, value);
            out.push(',');
        }
        out.push_str("\"goal\":");
        match l.goal {
            Goal::Win => out.push_str("\"win\""),
            Goal::Answer(answers) => strs(&mut out, answers),
        }
        out.push_str(",\"hints\":");
        strs(&mut out, l.hints);
        for (name, value) in [("solution", l.solution), ("explanation", l.explanation)] {
            out.push(',');
            quote_into(&mut out, name);
            out.push(':');
            quote_into(&mut out, value);
        }
        out.push('}');
    }
    out.push_str("]\n");
    out
}

/// A game's rules as its file holds them (the diagrams are all of that game): the tests write
/// and check the files with it.
#[cfg(all(test, not(target_arch = "wasm32")))]
pub fn write(rules: &Rules) -> String {
    let strs = |out: &mut String, items: &[&str]| {
        out.push('[');
        for (i, s) in items.iter().enumerate() {
            if i > 0 {
                out.push(',');
            }
            quote_into(out, s);
        }
        out.push(']');
    };
    let field = |out: &mut String, name: &str, value: &str| {
        quote_into(out, name);
        out.push(':');
        quote_into(out, value);
    };
    let mut out = String::from("{");
    field(&mut out, "credit", rules.credit);
    out.push_str(",\"intro\":");
    strs(&mut out, rules.intro);
    out.push_str(",\n\"pieces\":[");
    for (i, p) in rules.pieces.iter().enumerate() {
        out.push_str(if i > 0 { ",\n{" } else { "\n{" });
        field(&mut out, "set", p.picture.set);
        out.push(',');
        field(&mut out, "figure", p.picture.figure);
        out.push(',');
        field(&mut out, "name", p.name);
        out.push(',');
        field(&mut out, "moves", p.moves);
        out.push('}');
    }
    out.push_str("],\n\"sections\":[");
    for (i, s) in rules.sections.iter().enumerate() {
        out.push_str(if i > 0 { ",\n{" } else { "\n{" });
        field(&mut out, "heading", s.heading);
        out.push_str(",\"paragraphs\":");
        strs(&mut out, s.paragraphs);
        out.push('}');
    }
    out.push_str("],\n\"diagrams\":[");
    for (i, d) in rules.diagrams.iter().enumerate() {
        out.push_str(if i > 0 { ",\n{" } else { "\n{" });
        field(&mut out, "piece", d.piece);
        out.push(',');
        field(&mut out, "position", d.position);
        out.push(',');
        field(&mut out, "from", d.from);
        out.push(',');
        field(&mut out, "caption", d.caption);
        out.push('}');
    }
    out.push_str("]}\n");
    out
}

#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests {
    use super::*;
    use runeboard_engine::rules::rules_for;
    use std::path::Path;

    fn same(a: &Rules, b: &Rules) -> bool {
        let pieces = |r: &Rules| r.pieces.iter().map(|p| (p.picture, p.name, p.moves)).collect::<Vec<_>>();
        let sections = |r: &Rules| r.sections.iter().map(|s| (s.heading, s.paragraphs)).collect::<Vec<_>>();
        a.credit == b.credit
            && a.intro == b.intro
            && pieces(a) == pieces(b)
            && sections(a) == sections(b)
            && a.diagrams == b.diagrams
    }

    /// Writes the file when asked to (`RUNEBOARD_WRITE_TEACHING=1`); its text, as it is then.
    fn file(path: &Path, text: &str) -> String {
        if std::env::var_os("RUNEBOARD_WRITE_TEACHING").is_some() {
            std::fs::create_dir_all(path.parent().expect("a directory")).expect("a directory");
            std::fs::write(path, text).expect("written");
        }
        std::fs::read_to_string(path).unwrap_or_default()
    }

    const STALE: &str = "is not the engine's: run RUNEBOARD_WRITE_TEACHING=1 cargo test -p runeboard teaching::";

    /// Every game's lessons file is the engine's lessons, read back whole; every game has some (the
    /// lessons panel shows for every game).
    #[test]
    fn lessons_files_are_the_engines_lessons() {
        let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/lessons");
        for game in GameId::ALL {
            let lessons = game.lessons();
            assert!(!lessons.is_empty(), "{game} has no lessons: the panel would show none");
            let path = dir.join(format!("{}.json", game.as_str()));
            let text = write_lessons(lessons);
            let file = file(&path, &text);
            assert_eq!(file, text, "{} {STALE}", path.display());
            let back = read_lessons(&file, game).expect("reads back");
            assert_eq!(back, lessons, "{game}: read back differently");
            assert!(serde_json::from_str::<serde_json::Value>(&file).is_ok(), "{game}: JSON");
        }
        let files = std::fs::read_dir(&dir).expect("assets/lessons").count();
        assert_eq!(files, GameId::ALL.len(), "one file per game, no other");
        assert!(read_lessons("[{}]", GameId::Chess).is_none());
        assert!(read_lessons("{}", GameId::Chess).is_none());
    }

    /// Every game's rules file is the engine's rules text, read back whole.
    #[test]
    fn rules_files_are_the_engines_rules() {
        let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/rules");
        for game in GameId::ALL {
            let rules = rules_for(game);
            let text = write(rules);
            let path = dir.join(format!("{}.json", game.as_str()));
            let file = file(&path, &text);
            assert_eq!(file, text, "{} {STALE}", path.display());
            let back = read(&file, game).expect("reads back");
            assert!(same(back, rules), "{game}: read back differently");
            assert!(serde_json::from_str::<serde_json::Value>(&file).is_ok(), "{game}: JSON");
        }
        let files = std::fs::read_dir(&dir).expect("assets/rules").count();
        assert_eq!(files, GameId::ALL.len(), "one file per game, no other");
    }

    #[test]
    fn a_damaged_rules_file_is_none() {
        let file = write(rules_for(GameId::Keltic));
        assert!(read(&file, GameId::Keltic).is_some());
        assert!(read(&file[..file.len() / 2], GameId::Keltic).is_none());
        assert!(read(&file.replace("\"credit\"", "\"credits\""), GameId::Keltic).is_none());
        assert!(read("{}", GameId::Keltic).is_none());
    }
}
