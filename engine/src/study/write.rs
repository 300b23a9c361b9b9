//! Writing a study's text (`docs/studies.md`): each chapter a record (its headers, a blank line,
//! its movetext with the intro first), chapters apart by a blank line.

use super::notes::compose;
use super::{players, walk, Chapter, Mode, Study};

impl Study {
    /// The study's text: every chapter's record, each with the study's title, apart by a blank
    /// line. [`Study::parse`] reads it back as this study (given its words as [`super::clean_words`]
    /// keeps them, and notes of the tree's lines only).
    pub fn write(&self) -> String {
        let texts: Vec<String> = self.chapters.iter().map(|c| c.to_text(&self.title)).collect();
        texts.join("\n")
    }
}

impl Chapter {
    /// The chapter's headers, one a line (`Study:` first, with `title`).
    pub(super) fn headers(&self, title: &str) -> Vec<(&'static str, String)> {
        let mut out =
            vec![("Study", title.to_string()), ("Chapter", self.name.clone()), ("Game", self.game.to_string())];
        if let Some(s) = &self.start {
            out.push(("Start", s.clone()));
        }
        out.push(("Mode", self.mode.word().to_string()));
        let side =
            players(self.game).get(self.orientation).map_or_else(|| self.orientation.to_string(), |p| p.to_string());
        out.push(("Orientation", side));
        if let Mode::Practice { level, goal } = self.mode {
            out.push(("Level", level.to_string()));
            out.push(("Goal", goal.to_string()));
        }
        if let Some(c) = &self.closing {
            out.push(("Closing", c.clone()));
        }
        out
    }

    /// The chapter as a record of the study `title`: headers, a blank line, the movetext.
    pub fn to_text(&self, title: &str) -> String {
        let mut out = String::new();
        for (key, value) in self.headers(title) {
            out.push_str(format!("{key}: {value}").trim_end());
            out.push('\n');
        }
        out.push('\n');
        out.push_str(&self.movetext());
        out
    }

    /// The movetext: the intro's comment (words, drawings) first, then the tree, each comment
    /// with its turn's drawings and hints.
    pub(super) fn movetext(&self) -> String {
        let g = self.game.geometry();
        let mut tree = self.tree.clone();
        for v in walk(&self.tree) {
            if let Some(c) = tree.comment_mut(&v.path) {
                *c = compose(c.as_deref(), self.notes.get(&v.line), g);
            }
        }
        let mut out = String::new();
        if let Some(intro) = compose(self.intro.as_deref(), self.notes.get(&Vec::new()), g) {
            out.push_str(&format!("{{{intro}}}\n"));
        }
        out.push_str(&tree.to_movetext(players(self.game).len()));
        out
    }
}
