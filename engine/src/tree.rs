//! A game with its variations, as data: a tree of turns in notation, each with an optional
//! comment. The main line is every node's first child; a path is the list of child indexes from
//! the start. No rules here: whether a turn is legal is the sessions' to say (replay a line through
//! `Play`). Written and read as a record's turns, in the manner of PGN's movetext: a variation in
//! parentheses after the turn it replaces (`1. e4 e5 (1... d5 2. Nc4) 2. Nf3`), recursively, and a
//! comment in braces after its turn (`e4 {[%clk 0:09:58] a good start}`); a comment may hold
//! balanced braces. A turn's annotation glyphs, PGN's NAGs (`$1`, or `!`, `?`, `!!`, `??`, `!?`,
//! `?!` after the turn), are kept with it and written as `$n`.
//!
//! A turn's own notation may hold parentheses (`O(K)b1l-c1r`, `e4-e6x(e7)`): a variation opens
//! with a `(` at the start of a word and closes with a `)` that closes nothing within its word.

/// One turn of the tree, and the turns that may follow it (indexes in the tree; the first is the
/// main line).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Node {
    pub turn: String,
    pub comment: Option<String>,
    /// The turn's annotation glyphs (PGN's NAGs: 1 `!`, 2 `?`, 3 `!!`, 4 `??`, 5 `!?`, 6 `?!`, …).
    pub nags: Vec<u8>,
    pub children: Vec<usize>,
}

/// The turns from the start, kept flat (no recursion however long the game): node 0 is the start,
/// its first child begins the main line, the others are variations of it.
#[derive(Clone, Debug)]
pub struct Tree {
    nodes: Vec<Node>,
}

/// Two trees are equal when they hold the same turns, comments and glyphs in the same order.
impl PartialEq for Tree {
    fn eq(&self, other: &Tree) -> bool {
        let mut pairs = vec![(Self::START, Self::START)];
        while let Some((a, b)) = pairs.pop() {
            let (a, b) = (&self.nodes[a], &other.nodes[b]);
            if a.turn != b.turn || a.comment != b.comment || a.nags != b.nags || a.children.len() != b.children.len() {
                return false;
            }
            pairs.extend(a.children.iter().copied().zip(b.children.iter().copied()));
        }
        true
    }
}

impl Eq for Tree {}

impl Default for Tree {
    fn default() -> Tree {
        Tree { nodes: vec![Node::default()] }
    }
}

/// Why a record's variations cannot be read.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum VariationProblem {
    #[error("a variation '(' comes before any turn it could replace")]
    NothingToReplace,
    #[error("a ')' closes no variation")]
    NothingToClose,
    #[error("a variation '(' is not closed")]
    NotClosed,
}

/// A record's variations that cannot be read: the line and what is wrong there (the record's
/// error `BadVariation`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error("line {line}: {problem}")]
pub struct BadVariation {
    pub line: usize,
    pub problem: VariationProblem,
}

impl Tree {
    /// The start (the node before the first turn).
    pub const START: usize = 0;

    /// A tree of one line.
    pub fn from_line(turns: &[String]) -> Tree {
        let mut tree = Tree::default();
        tree.add(turns);
        tree
    }

    /// The node of this index (the start for a bad one).
    pub fn get(&self, index: usize) -> &Node {
        self.nodes.get(index).unwrap_or(&self.nodes[0])
    }

    /// The index of the node at the end of `path` (the start for the empty path).
    pub fn index(&self, path: &[usize]) -> Option<usize> {
        let mut at = Self::START;
        for &i in path {
            at = *self.nodes[at].children.get(i)?;
        }
        Some(at)
    }

    /// The node at the end of `path` (none for the empty path: the start).
    pub fn node(&self, path: &[usize]) -> Option<&Node> {
        self.index(path).filter(|&i| i != Self::START).map(|i| &self.nodes[i])
    }

    /// The turns along `path`.
    pub fn turns(&self, path: &[usize]) -> Option<Vec<String>> {
        let mut at = Self::START;
        let mut out = Vec::with_capacity(path.len());
        for &i in path {
            at = *self.nodes[at].children.get(i)?;
            out.push(self.nodes[at].turn.clone());
        }
        Some(out)
    }

    /// The path of these turns, if the tree holds them.
    pub fn path_of(&self, turns: &[String]) -> Option<Vec<usize>> {
        let mut at = Self::START;
        let mut path = Vec::with_capacity(turns.len());
        for t in turns {
            let i = self.nodes[at].children.iter().position(|&k| &self.nodes[k].turn == t)?;
            path.push(i);
            at = self.nodes[at].children[i];
        }
        Some(path)
    }

    /// Add a line (the turns it shares with the tree are shared; the rest becomes the last
    /// variation where it leaves the tree); its path.
    pub fn add(&mut self, turns: &[String]) -> Vec<usize> {
        let mut at = Self::START;
        let mut path = Vec::with_capacity(turns.len());
        for t in turns {
            let i = match self.nodes[at].children.iter().position(|&k| &self.nodes[k].turn == t) {
                Some(i) => i,
                None => {
                    self.nodes.push(Node { turn: t.clone(), ..Node::default() });
                    let new = self.nodes.len() - 1;
                    self.nodes[at].children.push(new);
                    self.nodes[at].children.len() - 1
                }
            };
            path.push(i);
            at = self.nodes[at].children[i];
        }
        path
    }

    /// The child of node `at` for `turn`, added as its last variation if it is not there; its
    /// index.
    pub fn child(&mut self, at: usize, turn: &str) -> usize {
        if let Some(&k) = self.nodes[at].children.iter().find(|&&k| self.nodes[k].turn == turn) {
            return k;
        }
        self.nodes.push(Node { turn: turn.to_string(), ..Node::default() });
        let new = self.nodes.len() - 1;
        self.nodes[at].children.push(new);
        new
    }

    /// `path` followed on along the first children, to the end of its line.
    pub fn line_through(&self, path: &[usize]) -> Vec<usize> {
        let mut out = path.to_vec();
        let Some(mut at) = self.index(path) else { return out };
        while let Some(&next) = self.nodes[at].children.first() {
            out.push(0);
            at = next;
        }
        out
    }

    /// The nodes of the main line, in order (the start left out).
    pub fn main_nodes(&self) -> Vec<&Node> {
        let mut out = Vec::new();
        let mut at = Self::START;
        while let Some(&next) = self.nodes[at].children.first() {
            out.push(&self.nodes[next]);
            at = next;
        }
        out
    }

    /// The main line's turns.
    pub fn main_line(&self) -> Vec<String> {
        self.main_nodes().iter().map(|n| n.turn.clone()).collect()
    }

    /// Make the line through `path` the main line (each of its turns the first of its siblings);
    /// the node's new path.
    pub fn promote(&mut self, path: &[usize]) -> Option<Vec<usize>> {
        self.index(path)?;
        let mut at = Self::START;
        for &i in path {
            let kids = &mut self.nodes[at].children;
            let moved = kids.remove(i);
            kids.insert(0, moved);
            at = moved;
        }
        Some(vec![0; path.len()])
    }

    /// Take away the node at `path` and the turns after it.
    pub fn delete(&mut self, path: &[usize]) -> bool {
        let Some((last, before)) = path.split_last() else { return false };
        let Some(parent) = self.index(before) else { return false };
        if *last >= self.nodes[parent].children.len() {
            return false;
        }
        self.nodes[parent].children.remove(*last);
        // Keep only the nodes still reached, in order (two trees alike are equal).
        let mut kept = Vec::with_capacity(self.nodes.len());
        let mut new_index = vec![usize::MAX; self.nodes.len()];
        let mut stack = vec![Self::START];
        while let Some(i) = stack.pop() {
            new_index[i] = kept.len();
            kept.push(i);
            stack.extend(self.nodes[i].children.iter().rev());
        }
        let mut nodes: Vec<Node> = kept.iter().map(|&i| std::mem::take(&mut self.nodes[i])).collect();
        for n in &mut nodes {
            for k in &mut n.children {
                *k = new_index[*k];
            }
        }
        self.nodes = nodes;
        true
    }

    /// Set (or clear, with nothing but spaces) the comment of the node at `path`; braces are kept
    /// balanced so that it reads back.
    pub fn set_comment(&mut self, path: &[usize], text: &str) -> bool {
        match self.index(path) {
            Some(i) if i != Self::START => {
                self.nodes[i].comment = clean_comment(text);
                true
            }
            _ => false,
        }
    }

    /// The comment of the node at `path`, set as written (clock commands and all).
    pub fn comment_mut(&mut self, path: &[usize]) -> Option<&mut Option<String>> {
        let i = self.index(path).filter(|&i| i != Self::START)?;
        Some(&mut self.nodes[i].comment)
    }

    /// The glyphs of the node at `path`.
    pub fn nags_mut(&mut self, path: &[usize]) -> Option<&mut Vec<u8>> {
        let i = self.index(path).filter(|&i| i != Self::START)?;
        Some(&mut self.nodes[i].nags)
    }

    /// Does the tree hold any variation (a turn with another in its place)?
    pub fn has_variations(&self) -> bool {
        self.nodes.iter().any(|n| n.children.len() > 1)
    }

    /// Does the tree hold any variation, comment or glyph (else it is one line alone)?
    pub fn is_line(&self) -> bool {
        self.nodes.iter().all(|n| n.children.len() <= 1 && n.comment.is_none() && n.nags.is_empty())
    }

    /// The movetext: move numbers, `per_line` turns a move (the players), one move a line for the
    /// main line, variations in parentheses and comments in braces.
    pub fn to_movetext(&self, per_line: usize) -> String {
        let mut out = String::new();
        if let Some((&first, alts)) = self.nodes[Self::START].children.split_first() {
            self.write_line(&mut out, first, alts, 0, per_line.max(1), true);
        }
        if !out.is_empty() {
            out.push('\n');
        }
        out
    }

    /// Write `first` (at `ply` turns from the start) and its line, with the alternatives to it in
    /// parentheses after it; `top`: the main line (a move a line).
    fn write_line(&self, out: &mut String, first: usize, alts: &[usize], ply: usize, per: usize, top: bool) {
        // The first turn of a variation follows its `(` directly (a turn may itself end in `(`, so
        // the text written so far cannot tell).
        let (mut node, mut alts, mut ply, mut numbered, mut first_of_variation) = (first, alts, ply, true, !top);
        loop {
            let n = &self.nodes[node];
            let (number, seat) = (ply / per + 1, ply % per);
            if !out.is_empty() && !first_of_variation {
                out.push(if top && seat == 0 { '\n' } else { ' ' });
            }
            first_of_variation = false;
            if seat == 0 {
                out.push_str(&format!("{number}. "));
            } else if numbered {
                out.push_str(&format!("{number}... "));
            }
            out.push_str(&n.turn);
            for nag in &n.nags {
                out.push_str(&format!(" ${nag}"));
            }
            if let Some(c) = &n.comment {
                out.push_str(&format!(" {{{c}}}"));
            }
            numbered = false;
            for &alt in alts {
                out.push_str(" (");
                self.write_line(out, alt, &[], ply, per, false);
                // A turn with a `(` of its own would take a `)` against it as its own.
                if out.rsplit([' ', '\n']).next().is_some_and(|last| last.contains('(')) {
                    out.push(' ');
                }
                out.push(')');
                numbered = true;
            }
            let Some((&next, rest)) = n.children.split_first() else { return };
            (node, alts, ply) = (next, rest, ply + 1);
        }
    }

    /// Read a movetext (turns, move numbers and results, variations, comments); headers are the
    /// record's (see `Record::parse_tree`).
    pub fn parse_movetext(text: &str) -> Result<Tree, BadVariation> {
        let mut reader = Reader::default();
        for (i, line) in text.lines().enumerate() {
            reader.line(line.trim(), i + 1)?;
        }
        reader.finish(text.lines().count())
    }
}

/// Where a comment that is open (`depth` braces deep inside it) closes in `text`: the index of its
/// closing brace, or none when it goes on past `text` (`depth` then counts the braces still open).
pub(crate) fn comment_end(text: &str, depth: &mut usize) -> Option<usize> {
    for (i, c) in text.char_indices() {
        match c {
            '{' => *depth += 1,
            '}' if *depth == 0 => return Some(i),
            '}' => *depth -= 1,
            _ => {}
        }
    }
    None
}

/// A comment as kept: trimmed, its braces balanced (a `}` closing nothing is dropped, an open `{`
/// closed at the end); `None` when empty.
pub fn clean_comment(text: &str) -> Option<String> {
    let mut out = String::new();
    let mut depth = 0usize;
    for c in text.trim().chars() {
        match c {
            '{' => depth += 1,
            '}' if depth == 0 => continue,
            '}' => depth -= 1,
            _ => {}
        }
        out.push(c);
    }
    out.extend(std::iter::repeat_n('}', depth));
    let out = out.trim().to_string();
    (!out.is_empty()).then_some(out)
}

/// A comment as people read it: without its commands in brackets (`[%clk 0:09:58]`).
pub fn words_of(comment: &str) -> String {
    let mut out = String::new();
    let mut rest = comment;
    while let Some(at) = rest.find("[%") {
        out.push_str(&rest[..at]);
        match rest[at..].find(']') {
            Some(end) => rest = &rest[at + end + 1..],
            None => rest = "",
        }
    }
    out.push_str(rest);
    out.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// Reads movetext line by line into a tree.
#[derive(Default)]
pub(crate) struct Reader {
    tree: Tree,
    /// Each node's parent.
    parents: Vec<usize>,
    /// The node after the last turn read at this level.
    at: usize,
    /// Where each open variation returns to.
    open: Vec<usize>,
    /// A variation just opened, no turn of it read yet.
    fresh: bool,
    /// A comment being read, and the depth of braces in it.
    comment: Option<(String, usize)>,
}

impl Reader {
    /// Is a comment being read (a line of it is no header)?
    pub(crate) fn in_comment(&self) -> bool {
        self.comment.is_some()
    }

    /// Is a variation open (a line in it is no header)?
    pub(crate) fn in_variation(&self) -> bool {
        !self.open.is_empty()
    }

    /// How many turns have been read so far: the turns read next are the nodes of the tree from
    /// this index on (a node's index is its place in the text; `study` names a turn's line so).
    pub(crate) fn turns_read(&self) -> usize {
        self.tree.nodes.len() - 1
    }

    fn turn(&mut self, turn: String) {
        let nodes = &mut self.tree.nodes;
        nodes.push(Node { turn, ..Node::default() });
        let index = nodes.len() - 1;
        nodes[self.at].children.push(index);
        self.parents.resize(index + 1, 0);
        self.parents[index] = self.at;
        (self.at, self.fresh) = (index, false);
    }

    /// A glyph for the last turn read (none before a turn: dropped, as a comment there is).
    fn nag(&mut self, nag: u8) {
        if !self.fresh && self.at != Tree::START {
            let nags = &mut self.tree.nodes[self.at].nags;
            if !nags.contains(&nag) {
                nags.push(nag);
            }
        }
    }

    fn open(&mut self, line: usize) -> Result<(), BadVariation> {
        if self.at == Tree::START || self.fresh {
            return Err(BadVariation { line, problem: VariationProblem::NothingToReplace });
        }
        self.open.push(self.at);
        (self.at, self.fresh) = (self.parents[self.at], true);
        Ok(())
    }

    fn close(&mut self, line: usize) -> Result<(), BadVariation> {
        let back = self.open.pop().ok_or(BadVariation { line, problem: VariationProblem::NothingToClose })?;
        (self.at, self.fresh) = (back, false);
        Ok(())
    }

    fn word(&mut self, word: &str, line: usize) -> Result<(), BadVariation> {
        let mut word = word;
        // Move numbers glued to what follows (`12.e4`, `3...(`) and opening parentheses, in any
        // order, so that no turn is left starting with either.
        loop {
            if let Some(rest) = word.strip_prefix('(') {
                self.open(line)?;
                word = rest;
                continue;
            }
            let digits = word.chars().take_while(char::is_ascii_digit).count();
            match word[digits..].strip_prefix('.') {
                Some(rest) if digits > 0 => word = rest.trim_start_matches('.'),
                _ => break,
            }
        }
        // A `)` that closes nothing within the word closes a variation.
        let mut depth = 0usize;
        let mut end = word.len();
        for (i, c) in word.char_indices() {
            match c {
                '(' => depth += 1,
                ')' if depth > 0 => depth -= 1,
                ')' => {
                    end = i;
                    break;
                }
                _ => {}
            }
        }
        let (turn, mut closes) = word.split_at(end);
        if let Some(nag) = nag_of(turn) {
            self.nag(nag);
        } else if !turn.is_empty() && !is_number_or_result(turn) {
            let turn = strip_number(turn);
            match GLYPHS.iter().find(|(g, _)| turn.len() > g.len() && turn.ends_with(g)) {
                Some((g, nag)) => {
                    self.turn(turn[..turn.len() - g.len()].to_string());
                    self.nag(*nag);
                }
                None => self.turn(turn),
            }
        }
        while let Some(rest) = closes.strip_prefix(')') {
            self.close(line)?;
            closes = rest;
        }
        // Anything after the closing parentheses is another word.
        if closes.is_empty() {
            Ok(())
        } else {
            self.word(closes, line)
        }
    }

    /// One line of movetext (trimmed).
    pub(crate) fn line(&mut self, line: &str, number: usize) -> Result<(), BadVariation> {
        let mut rest = line;
        while !rest.is_empty() {
            if let Some((c, depth)) = &mut self.comment {
                match comment_end(rest, depth) {
                    Some(i) => {
                        c.push_str(&rest[..i]);
                        let text = c.trim().to_string();
                        self.comment = None;
                        if !self.fresh && self.at != Tree::START {
                            self.tree.nodes[self.at].comment = Some(text);
                        }
                        rest = &rest[i + 1..];
                    }
                    None => {
                        c.push_str(rest);
                        c.push(' ');
                        rest = "";
                    }
                }
                continue;
            }
            let (before, after) = match rest.split_once('{') {
                Some((b, a)) => {
                    self.comment = Some((String::new(), 0));
                    (b, a)
                }
                None => (rest, ""),
            };
            for word in before.split_whitespace() {
                self.word(word, number)?;
            }
            rest = after;
        }
        Ok(())
    }

    /// The tree read (a comment left open is dropped, as it always was; a variation left open is
    /// an error).
    pub(crate) fn finish(self, lines: usize) -> Result<Tree, BadVariation> {
        if !self.open.is_empty() {
            return Err(BadVariation { line: lines.max(1), problem: VariationProblem::NotClosed });
        }
        Ok(self.tree)
    }
}

/// The glyphs written after a turn, longest first, and their NAGs.
const GLYPHS: [(&str, u8); 6] = [("!!", 3), ("??", 4), ("!?", 5), ("?!", 6), ("!", 1), ("?", 2)];

/// A word that is a glyph alone: `$n` or one of [`GLYPHS`].
fn nag_of(word: &str) -> Option<u8> {
    match word.strip_prefix('$') {
        Some(n) => n.parse().ok(),
        None => GLYPHS.iter().find(|(g, _)| *g == word).map(|(_, n)| *n),
    }
}

pub(crate) fn is_number_or_result(token: &str) -> bool {
    matches!(token, "1-0" | "0-1" | "1/2-1/2" | "½-½" | "*")
        || (token.ends_with('.') && token.trim_end_matches('.').chars().all(|c| c.is_ascii_digit()))
}

/// `12.e4` → `e4`.
pub(crate) fn strip_number(token: &str) -> String {
    let digits = token.chars().take_while(|c| c.is_ascii_digit()).count();
    let rest = &token[digits..];
    if digits > 0 && rest.starts_with('.') {
        rest.trim_start_matches('.').to_string()
    } else {
        token.to_string()
    }
}
