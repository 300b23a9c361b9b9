//! Layers without circles (issue #24): reads the source of the engine (`engine/src`) and of the page
//! (`src/`), builds the graph of which module uses which, and fails on
//! - an import circle between two modules (every circle is printed as its chain, with the line of
//!   each link), and
//! - a use that goes up the layer table ([`ENGINE_LAYERS`], [`APP_LAYERS`]: the one place the
//!   layers are declared; `docs/architecture.md` mirrors it).
//!
//! A node is a top-level module (`crate::x`, with everything in its folder), except that every game
//! (`crate::games::<g>`) and, in the page, every `state::<sub>`, `model::<sub>` and
//! `components::<sub>` is a node of its own. The crate root (`lib.rs`, `main.rs`) is the node `crate`; the engine, seen from the page, is
//! the node `runeboard_engine`. Binaries (`src/bin/`) are crates of their own and not read.
//!
//! What makes a link: `use` items and paths in code that start with `crate::`, `$crate::`,
//! `super::`, `self::`, a child module's name, or `runeboard_engine::`; and a call of a
//! `#[macro_export]` macro (a link to the module that defines it). What does not: `mod`
//! declarations, a module's `pub use` of its own children (a path through it is followed to the
//! child), comments, string literals, and `#[cfg(test)]` items (unit tests may use any layer).
//! No dependencies: a small hand-written tokenizer, not a Rust parser.

use std::collections::{BTreeMap, BTreeSet, VecDeque};
use std::fmt::Write as _;
use std::path::{Path, PathBuf};

/// The engine's layers, lowest first. A module may use modules of its own layer or of a lower one.
/// `docs/architecture.md` mirrors this table. A `::*` entry covers every node under that module.
pub const ENGINE_LAYERS: &[(&str, usize)] = &[
    // 0 — geometry and bit sets, and the registry (the list of games, only tokens)
    ("geometry", 0),
    ("bits", 0),
    ("hash", 0),
    ("rng", 0),
    ("sort", 0),
    ("registry", 0),
    // 1 — the Game trait, the games' ids, its typed errors and typed setup, position-text pieces,
    // the evaluation leaf
    ("game", 1),
    ("id", 1),
    ("error", 1),
    ("text", 1),
    ("eval", 1),
    ("setup", 1),
    // 2 — the games, the chess machinery they share, and the types of their rules text and lessons
    ("chess", 2),
    ("games", 2),
    ("games::*", 2),
    ("rule_data", 2),
    ("lesson_data", 2),
    // 3 — what an id leads to (catalog, position editor), a game in progress and its record data
    ("catalog", 3),
    ("editor", 3),
    ("session", 3),
    ("record", 3),
    ("tree", 3),
    ("clock", 3),
    ("table", 3),
    ("ask", 3),
    ("rules", 3),
    ("perft", 3),
    // 4 — replay, lessons, the AI (search, levels), puzzles (mined by the AI), soak, studies (quizzes
    // judged by replaying, the built-in lessons as studies)
    ("replay", 4),
    ("lessons", 4),
    ("ai", 4),
    ("puzzles", 4),
    ("soak", 4),
    ("study", 4),
    // 5 — the crate root: re-exports
    ("crate", 5),
];

/// The page's layers, lowest first (same rule as [`ENGINE_LAYERS`]).
pub const APP_LAYERS: &[(&str, usize)] = &[
    // 0 — the engine
    ("runeboard_engine", 0),
    // 1 — the pure model: saved games, opponent, the link
    ("model", 1),
    ("model::*", 1),
    // (the games the page makes: the first module's own, the others from its chunk of games)
    ("games", 1),
    // 2 — the state and its reducer
    ("state", 2),
    ("state::*", 2),
    // 3 — effects (storage, address, worker) and the components, each component a node
    ("persistence", 3),
    ("clock_effects", 3),
    ("computer", 3),
    ("sound", 3),
    ("teach", 3),
    ("image_export", 3),
    ("boot", 3),
    // (the chunk of parts: its views and its reducers, drawn and reached through it)
    ("lazy", 3),
    ("components", 3),
    ("components::*", 3),
    // 4 — the App component, then the crate root
    ("app", 4),
    ("crate", 5),
];

/// Names of the layers, for messages (index = layer).
const ENGINE_LAYER_NAMES: &[&str] = &[
    "geometry & bit sets",
    "game trait, ids & errors",
    "games, rules & lesson types",
    "catalog, session & record data",
    "replay, lessons, AI",
    "crate root",
];
const APP_LAYER_NAMES: &[&str] = &["engine", "model", "state & reducer", "effects & components", "app", "crate root"];

/// How one crate is cut into nodes.
struct CrateSpec<'a> {
    /// Shown in messages.
    name: &'a str,
    /// Top-level modules whose children are nodes of their own (`games` → `games::keltic`).
    split: &'a [&'a str],
    /// Other crates a path may start with, each one node (`runeboard_engine`).
    externs: &'a [&'a str],
    layers: &'a [(&'a str, usize)],
    layer_names: &'a [&'a str],
}

const ENGINE: CrateSpec = CrateSpec {
    name: "engine",
    split: &["games"],
    externs: &[],
    layers: ENGINE_LAYERS,
    layer_names: ENGINE_LAYER_NAMES,
};

const APP: CrateSpec = CrateSpec {
    name: "app",
    split: &["state", "model", "components"],
    externs: &["runeboard_engine"],
    layers: APP_LAYERS,
    layer_names: APP_LAYER_NAMES,
};

// ------------------------------------------------------------------------------------ tokenizer

#[derive(Clone, Debug, PartialEq)]
enum Tok {
    Ident(String),
    /// `::`
    Sep,
    Punct(char),
}

/// Tokens with their 1-based line, with comments, string/char literals and numbers dropped.
fn tokenize(src: &str) -> Vec<(Tok, usize)> {
    let c: Vec<char> = src.chars().collect();
    let mut out = Vec::new();
    let (mut i, mut line) = (0, 1);
    let n = c.len();
    while i < n {
        let ch = c[i];
        if ch == '\n' {
            line += 1;
            i += 1;
        } else if ch.is_whitespace() {
            i += 1;
        } else if ch == '/' && i + 1 < n && c[i + 1] == '/' {
            while i < n && c[i] != '\n' {
                i += 1;
            }
        } else if ch == '/' && i + 1 < n && c[i + 1] == '*' {
            let mut depth = 0;
            while i < n {
                if c[i] == '/' && i + 1 < n && c[i + 1] == '*' {
                    depth += 1;
                    i += 2;
                } else if c[i] == '*' && i + 1 < n && c[i + 1] == '/' {
                    depth -= 1;
                    i += 2;
                    if depth == 0 {
                        break;
                    }
                } else {
                    if c[i] == '\n' {
                        line += 1;
                    }
                    i += 1;
                }
            }
        } else if ch == '"' || ((ch == 'r' || ch == 'b') && raw_or_byte_string_at(&c, i)) {
            // "…", b"…", r"…", r#"…"#, br#"…"#
            let mut j = i;
            if c[j] == 'b' {
                j += 1;
            }
            let raw = c[j] == 'r';
            if raw {
                j += 1;
            }
            let mut hashes = 0;
            while c[j] == '#' {
                hashes += 1;
                j += 1;
            }
            j += 1; // the opening quote
            loop {
                if j >= n {
                    break;
                }
                if c[j] == '\n' {
                    line += 1;
                }
                if !raw && c[j] == '\\' {
                    if j + 1 < n && c[j + 1] == '\n' {
                        line += 1;
                    }
                    j += 2;
                    continue;
                }
                if c[j] == '"' && (0..hashes).all(|k| j + 1 + k < n && c[j + 1 + k] == '#') {
                    j += 1 + hashes;
                    break;
                }
                j += 1;
            }
            i = j;
        } else if ch == '\'' {
            // A char literal ('x', '\n', '\u{..}') or a lifetime ('a): only the literal is skipped.
            if i + 1 < n && c[i + 1] == '\\' {
                let mut j = i + 3; // past the escaped character, which may be a quote
                while j < n && c[j] != '\'' {
                    j += 1;
                }
                i = j + 1;
            } else if i + 2 < n && c[i + 2] == '\'' {
                i += 3;
            } else {
                i += 1;
            }
        } else if ch.is_alphabetic() || ch == '_' {
            let s = i;
            while i < n && (c[i].is_alphanumeric() || c[i] == '_') {
                i += 1;
            }
            let word: String = c[s..i].iter().collect();
            out.push((Tok::Ident(word), line));
        } else if ch.is_ascii_digit() {
            while i < n && (c[i].is_alphanumeric() || c[i] == '_') {
                i += 1;
            }
        } else if ch == ':' && i + 1 < n && c[i + 1] == ':' {
            out.push((Tok::Sep, line));
            i += 2;
        } else {
            out.push((Tok::Punct(ch), line));
            i += 1;
        }
    }
    out
}

fn raw_or_byte_string_at(c: &[char], i: usize) -> bool {
    let mut j = i;
    if c[j] == 'b' {
        j += 1;
    }
    if j < c.len() && c[j] == 'r' {
        j += 1;
        while j < c.len() && c[j] == '#' {
            j += 1;
        }
    }
    j > i && j < c.len() && c[j] == '"' && (i == 0 || !(c[i - 1].is_alphanumeric() || c[i - 1] == '_'))
}

// ------------------------------------------------------------------------------- one file read

/// A path found in a file: its segments as written, its line, and whether it is a `pub use` leaf.
#[derive(Clone, Debug)]
struct FoundPath {
    segs: Vec<String>,
    line: usize,
    /// In a `pub use`/`pub(crate) use` item: the name it is re-exported as.
    reexport_as: Option<String>,
    /// In any `use` item: the name it binds (none for a glob).
    bound_as: Option<String>,
}

#[derive(Default, Debug)]
struct FileScan {
    /// `mod x;` / `mod x { … }` declared here.
    mods: BTreeSet<String>,
    /// `macro_rules!` names defined here, with whether they are `#[macro_export]`.
    macros: Vec<(String, bool)>,
    paths: Vec<FoundPath>,
    /// Bare macro calls `name!`, with their line.
    macro_calls: Vec<(String, usize)>,
    /// Test-only modules in files of their own (`#[cfg(test)] mod tests;`): not read.
    test_mods: BTreeSet<String>,
}

fn ident(t: Option<&(Tok, usize)>) -> Option<&str> {
    match t {
        Some((Tok::Ident(s), _)) => Some(s),
        _ => None,
    }
}

fn is_punct(t: Option<&(Tok, usize)>, p: char) -> bool {
    matches!(t, Some((Tok::Punct(q), _)) if *q == p)
}

/// Index just past the item that starts at `i` (an item after `#[cfg(test)]`): up to its `;`, or
/// past its `{ … }` block, whichever comes first at depth 0.
fn skip_item(toks: &[(Tok, usize)], mut i: usize) -> usize {
    let mut depth = 0usize;
    while i < toks.len() {
        match &toks[i].0 {
            Tok::Punct('(') | Tok::Punct('[') => depth += 1,
            Tok::Punct(')') | Tok::Punct(']') => depth = depth.saturating_sub(1),
            Tok::Punct(';') if depth == 0 => return i + 1,
            Tok::Punct('{') if depth == 0 => {
                let mut d = 0usize;
                while i < toks.len() {
                    match toks[i].0 {
                        Tok::Punct('{') => d += 1,
                        Tok::Punct('}') => {
                            d -= 1;
                            if d == 0 {
                                return i + 1;
                            }
                        }
                        _ => {}
                    }
                    i += 1;
                }
                return i;
            }
            _ => {}
        }
        i += 1;
    }
    i
}

/// When a `#[cfg(…)]` attribute starts at `i` and asks for `test` (not under `not(…)`): the index
/// just past it.
fn test_only_attribute(toks: &[(Tok, usize)], i: usize) -> Option<usize> {
    if !(is_punct(toks.get(i), '#') && is_punct(toks.get(i + 1), '[') && ident(toks.get(i + 2)) == Some("cfg")) {
        return None;
    }
    let mut j = i + 3;
    let mut test = false;
    while j < toks.len() && !is_punct(toks.get(j), ']') {
        if ident(toks.get(j)) == Some("test") && ident(toks.get(j.wrapping_sub(2))) != Some("not") {
            test = true;
        }
        j += 1;
    }
    test.then_some(j + 1)
}

/// Parses a use tree from `i` (after `use`) up to its `;`: every leaf path, with its alias.
fn use_tree(
    toks: &[(Tok, usize)],
    mut i: usize,
    prefix: &[String],
    out: &mut Vec<(Vec<String>, Option<String>, usize)>,
) -> usize {
    let mut segs = prefix.to_vec();
    let mut line = toks.get(i).map_or(0, |t| t.1);
    while i < toks.len() {
        match &toks[i].0 {
            Tok::Ident(s) if s == "as" => {
                let alias = ident(toks.get(i + 1)).map(str::to_string);
                out.push((segs.clone(), alias, line));
                segs = prefix.to_vec();
                i += 2;
                continue;
            }
            Tok::Ident(s) => {
                line = toks[i].1;
                segs.push(s.clone());
            }
            Tok::Punct('*') => segs.push("*".into()),
            Tok::Sep | Tok::Punct('$') => {}
            Tok::Punct('{') => {
                i = use_tree(toks, i + 1, &segs, out);
                segs = prefix.to_vec();
                continue;
            }
            Tok::Punct(',') => {
                if segs.len() > prefix.len() {
                    out.push((segs.clone(), None, line));
                }
                segs = prefix.to_vec();
            }
            Tok::Punct('}') | Tok::Punct(';') => {
                if segs.len() > prefix.len() {
                    out.push((segs.clone(), None, line));
                }
                return i + 1;
            }
            _ => {}
        }
        i += 1;
    }
    i
}

fn scan_file(src: &str) -> FileScan {
    let toks = tokenize(src);
    let mut f = FileScan::default();
    let mut i = 0;
    let mut macro_export = false;
    while i < toks.len() {
        // A test-only item (#[cfg(test)], #[cfg(all(test, …))]): skipped whole.
        if let Some(end) = test_only_attribute(&toks, i) {
            let mut k = end;
            while is_punct(toks.get(k), '#') && is_punct(toks.get(k + 1), '[') {
                // Another attribute: past its matching `]`.
                let mut depth = 0usize;
                k += 1;
                while k < toks.len() {
                    match toks[k].0 {
                        Tok::Punct('[') => depth += 1,
                        Tok::Punct(']') => depth -= 1,
                        _ => {}
                    }
                    k += 1;
                    if depth == 0 {
                        break;
                    }
                }
            }
            if ident(toks.get(k)) == Some("pub") {
                k += 1;
            }
            if let (Some("mod"), Some(name), true) =
                (ident(toks.get(k)), ident(toks.get(k + 1)), is_punct(toks.get(k + 2), ';'))
            {
                f.test_mods.insert(name.to_string());
            }
            i = skip_item(&toks, end);
            continue;
        }
        if is_punct(toks.get(i), '#') && ident(toks.get(i + 2)) == Some("macro_export") {
            macro_export = true;
        }
        let prev_sep = i > 0 && matches!(toks[i - 1].0, Tok::Sep);
        let prev_dot = i > 0 && is_punct(toks.get(i - 1), '.');
        match ident(toks.get(i)) {
            Some("mod") if !prev_sep => {
                if let Some(name) = ident(toks.get(i + 1)) {
                    f.mods.insert(name.to_string());
                }
                i += 2;
                continue;
            }
            Some("macro_rules") if is_punct(toks.get(i + 1), '!') => {
                if let Some(name) = ident(toks.get(i + 2)) {
                    f.macros.push((name.to_string(), macro_export));
                }
                macro_export = false;
                i += 3;
                continue;
            }
            Some("use") if !prev_sep => {
                // pub use / pub(crate) use / pub(super) use
                let mut k = i;
                let mut is_pub = false;
                if k > 0 && is_punct(toks.get(k - 1), ')') {
                    while k > 0 && !is_punct(toks.get(k), '(') {
                        k -= 1;
                    }
                }
                if k > 0 && ident(toks.get(k - 1)) == Some("pub") {
                    is_pub = true;
                }
                let mut leaves = Vec::new();
                i = use_tree(&toks, i + 1, &[], &mut leaves);
                for (segs, alias, line) in leaves {
                    let last = segs.last().cloned().unwrap_or_default();
                    let name = if last == "self" {
                        segs.get(segs.len().wrapping_sub(2)).cloned().unwrap_or_default()
                    } else {
                        last
                    };
                    let bound_as = Some(alias.unwrap_or(name)).filter(|n| n != "*");
                    let reexport_as = if is_pub { bound_as.clone() } else { None };
                    f.paths.push(FoundPath { segs, line, reexport_as, bound_as });
                }
                continue;
            }
            Some(name) if !prev_sep && !prev_dot => {
                if is_punct(toks.get(i + 1), '!') && !is_punct(toks.get(i + 2), '=') {
                    f.macro_calls.push((name.to_string(), toks[i].1));
                    i += 2;
                    continue;
                }
                if matches!(toks.get(i + 1), Some((Tok::Sep, _))) {
                    let line = toks[i].1;
                    let mut segs = vec![name.to_string()];
                    let mut j = i + 1;
                    while matches!(toks.get(j), Some((Tok::Sep, _))) {
                        match ident(toks.get(j + 1)) {
                            Some(s) => {
                                segs.push(s.to_string());
                                j += 2;
                            }
                            None => break,
                        }
                    }
                    if is_punct(toks.get(j), '!') {
                        segs.push("!".into()); // a macro path: crate::with_game!
                    }
                    f.paths.push(FoundPath { segs, line, reexport_as: None, bound_as: None });
                    i = j;
                    continue;
                }
            }
            _ => {}
        }
        i += 1;
    }
    f
}

// ---------------------------------------------------------------------------------- the graph

/// A crate's sources: path relative to its `src/` (`games/tafl/mod.rs`) and text.
type Sources = Vec<(PathBuf, String)>;

/// The module path of a file: `lib.rs` → [], `games/tafl/mod.rs` → [games, tafl].
fn module_path(rel: &Path) -> Vec<String> {
    let mut segs: Vec<String> = rel.iter().map(|s| s.to_string_lossy().into_owned()).collect();
    let last = segs.pop().unwrap_or_default();
    let stem = last.trim_end_matches(".rs");
    let root_file = segs.is_empty() && matches!(stem, "lib" | "main");
    if !root_file && stem != "mod" {
        segs.push(stem.to_string());
    }
    segs
}

/// One link of the graph, as found: where.
#[derive(Clone, Debug)]
struct Site {
    file: String,
    line: usize,
    what: String,
}

#[derive(Default, Debug)]
pub struct Graph {
    nodes: BTreeSet<String>,
    /// from → to → the first place found.
    edges: BTreeMap<String, BTreeMap<String, Site>>,
}

impl Graph {
    fn add(&mut self, from: &str, to: &str, site: Site) {
        self.nodes.insert(from.to_string());
        self.nodes.insert(to.to_string());
        if from != to {
            self.edges.entry(from.to_string()).or_default().entry(to.to_string()).or_insert(site);
        }
    }

    fn succ(&self, n: &str) -> impl Iterator<Item = &String> {
        self.edges.get(n).into_iter().flat_map(|m| m.keys())
    }

    fn edge_count(&self) -> usize {
        self.edges.values().map(BTreeMap::len).sum()
    }
}

struct Resolver<'a> {
    spec: &'a CrateSpec<'a>,
    /// Every module path that is a file.
    modules: BTreeSet<Vec<String>>,
    /// node → re-exported name → node it comes from.
    reexports: BTreeMap<String, BTreeMap<String, String>>,
    /// `#[macro_export]` macro → the node defining it.
    macros: BTreeMap<String, String>,
}

impl Resolver<'_> {
    fn node_of_module(&self, m: &[String]) -> String {
        match m {
            [] => "crate".into(),
            [top, sub, ..] if self.spec.split.contains(&top.as_str()) => format!("{top}::{sub}"),
            [top, ..] => top.clone(),
        }
    }

    /// The node an absolute path (after `crate::`) lands in.
    fn node_of_abs(&self, abs: &[String]) -> String {
        let Some(first) = abs.first() else { return "crate".into() };
        if !self.modules.contains(&vec![first.clone()]) {
            if let Some(n) = self.reexports.get("crate").and_then(|r| r.get(first)) {
                return n.clone();
            }
            if let Some(n) = self.macros.get(first) {
                return n.clone();
            }
            return "crate".into();
        }
        if self.spec.split.contains(&first.as_str()) && abs.len() > 1 {
            let sub = vec![first.clone(), abs[1].clone()];
            if self.modules.contains(&sub) {
                return self.node_of_module(&sub);
            }
        }
        let node = self.node_of_module(&abs[..1]);
        if let Some(second) = abs.get(1) {
            if let Some(n) = self.reexports.get(&node).and_then(|r| r.get(second)) {
                return n.clone();
            }
        }
        node
    }

    /// The absolute path of `segs` as written in the module `here`; None when it leaves the crate
    /// (std, other crates) — an extern node is returned as `Err(node)`.
    fn absolute(
        &self,
        here: &[String],
        mods: &BTreeSet<String>,
        segs: &[String],
    ) -> Option<Result<Vec<String>, String>> {
        let first = segs.first()?;
        if self.spec.externs.contains(&first.as_str()) {
            return Some(Err(first.clone()));
        }
        let rest = |k: usize| segs[k..].iter().filter(|s| *s != "!").cloned();
        match first.as_str() {
            "crate" => Some(Ok(rest(1).collect())),
            "self" => Some(Ok(here.iter().cloned().chain(rest(1)).collect())),
            "super" => {
                let mut m = here.to_vec();
                let mut k = 0;
                while segs.get(k).map(String::as_str) == Some("super") {
                    m.pop();
                    k += 1;
                }
                Some(Ok(m.into_iter().chain(rest(k)).collect()))
            }
            s if mods.contains(s) => Some(Ok(here.iter().cloned().chain(rest(0)).collect())),
            _ => None,
        }
    }
}

/// Builds the node graph of one crate.
fn build_graph(spec: &CrateSpec, sources: &Sources) -> Graph {
    let mut scans: Vec<(String, Vec<String>, FileScan)> = sources
        .iter()
        .map(|(rel, src)| (rel.to_string_lossy().into_owned(), module_path(rel), scan_file(src)))
        .collect();
    let test_only: Vec<Vec<String>> =
        scans.iter().flat_map(|(_, m, s)| s.test_mods.iter().map(|t| m.iter().chain([t]).cloned().collect())).collect();
    scans.retain(|(_, m, _)| !test_only.iter().any(|t| m.starts_with(t)));
    let mut r = Resolver {
        spec,
        modules: scans.iter().map(|(_, m, _)| m.clone()).collect(),
        reexports: BTreeMap::new(),
        macros: BTreeMap::new(),
    };
    for (_, m, s) in &scans {
        for (name, exported) in &s.macros {
            if *exported {
                r.macros.insert(name.clone(), r.node_of_module(m));
            }
        }
    }
    // Re-exports of a module's own children: twice, so that a chain (root → games → a game) resolves.
    let mut own_reexport: BTreeSet<(usize, usize)> = BTreeSet::new();
    for _ in 0..2 {
        let mut reexports: BTreeMap<String, BTreeMap<String, String>> = BTreeMap::new();
        for (fi, (_, m, s)) in scans.iter().enumerate() {
            for (pi, p) in s.paths.iter().enumerate() {
                let Some(name) = &p.reexport_as else { continue };
                let Some(Ok(abs)) = r.absolute(m, &s.mods, &p.segs) else { continue };
                if abs.len() > m.len() && abs[..m.len()] == m[..] {
                    let node = r.node_of_module(m);
                    reexports.entry(node).or_default().insert(name.clone(), r.node_of_abs(&abs));
                    own_reexport.insert((fi, pi));
                }
            }
        }
        r.reexports = reexports;
    }
    let mut g = Graph::default();
    for (fi, (file, m, s)) in scans.iter().enumerate() {
        let from = r.node_of_module(m);
        g.nodes.insert(from.clone());
        // Names bound by `use` items in this file, for paths in code that start with one
        // (`use crate::games; … games::tafl::Tafl`).
        let bound: BTreeMap<&str, Vec<String>> = s
            .paths
            .iter()
            .filter_map(|p| match (&p.bound_as, r.absolute(m, &s.mods, &p.segs)) {
                (Some(name), Some(Ok(mut abs))) => {
                    if abs.last().is_some_and(|l| l == "self") {
                        abs.pop(); // `use crate::games::{self}` binds `games`
                    }
                    Some((name.as_str(), abs))
                }
                _ => None,
            })
            .collect();
        for (pi, p) in s.paths.iter().enumerate() {
            if own_reexport.contains(&(fi, pi)) {
                continue;
            }
            let site = Site { file: file.clone(), line: p.line, what: p.segs.join("::") };
            let via_use = || {
                let start = bound.get(p.segs[0].as_str()).filter(|_| p.bound_as.is_none())?;
                let rest = p.segs[1..].iter().filter(|s| *s != "!").cloned();
                Some(Ok(start.iter().cloned().chain(rest).collect()))
            };
            match r.absolute(m, &s.mods, &p.segs).or_else(via_use) {
                Some(Ok(abs)) => g.add(&from, &r.node_of_abs(&abs), site),
                Some(Err(ext)) => g.add(&from, &ext, site),
                None => {}
            }
        }
        for (name, line) in &s.macro_calls {
            if let Some(to) = r.macros.get(name) {
                let site = Site { file: file.clone(), line: *line, what: format!("{name}!") };
                g.add(&from, to, site);
            }
        }
    }
    g
}

// ------------------------------------------------------------------------------------- checks

/// Every circle of the graph, each once: for every link u → v inside a strongly connected part,
/// the shortest way back v → … → u. Each is the chain of nodes, first node repeated at the end.
fn cycles(g: &Graph) -> Vec<Vec<String>> {
    let mut seen: BTreeSet<Vec<String>> = BTreeSet::new();
    let mut out = Vec::new();
    for (u, tos) in &g.edges {
        for v in tos.keys() {
            // Shortest path v → u (breadth first).
            let mut prev: BTreeMap<&str, &str> = BTreeMap::new();
            let mut queue = VecDeque::from([v.as_str()]);
            let mut found = v == u;
            while let Some(x) = queue.pop_front() {
                if x == u {
                    found = true;
                    break;
                }
                for y in g.succ(x) {
                    if y != v && !prev.contains_key(y.as_str()) {
                        prev.insert(y, x);
                        queue.push_back(y);
                    }
                }
            }
            if !found {
                continue;
            }
            let mut back = vec![u.clone()];
            let mut x = u.as_str();
            while x != v {
                x = prev[x];
                back.push(x.to_string());
            }
            back.reverse(); // v … u
            let mut chain: Vec<String> = vec![u.clone()];
            chain.extend(back);
            chain.pop(); // u … (without the closing u)
                         // One rotation per circle: start at its smallest node.
            let k = (0..chain.len()).min_by_key(|&k| &chain[k]).unwrap_or(0);
            chain.rotate_left(k);
            if seen.insert(chain.clone()) {
                let mut closed = chain.clone();
                closed.push(chain[0].clone());
                out.push(closed);
            }
        }
    }
    out
}

fn layer_of(layers: &[(&str, usize)], node: &str) -> Option<usize> {
    if let Some((_, l)) = layers.iter().find(|(n, _)| *n == node) {
        return Some(*l);
    }
    let (top, _) = node.split_once("::")?;
    layers.iter().find(|(n, _)| n.strip_suffix("::*") == Some(top)).map(|(_, l)| *l)
}

/// Every problem of a crate's graph, as report lines (empty: none).
fn problems(spec: &CrateSpec, g: &Graph) -> Vec<String> {
    let mut out = Vec::new();
    let site = |u: &str, v: &str| -> String {
        let s = &g.edges[u][v];
        format!("{}:{} ({})", s.file, s.line, s.what)
    };
    for c in cycles(g) {
        let mut text = format!("{}: import circle: {}", spec.name, c.join(" -> "));
        for w in c.windows(2) {
            let _ = write!(text, "\n      {} -> {}  at {}", w[0], w[1], site(&w[0], &w[1]));
        }
        out.push(text);
    }
    let name = |l: usize| spec.layer_names.get(l).copied().unwrap_or("?");
    for n in &g.nodes {
        if layer_of(spec.layers, n).is_none() {
            out.push(format!("{}: module `{n}` has no layer in the table (tests/layers.rs)", spec.name));
        }
    }
    for (u, tos) in &g.edges {
        for v in tos.keys() {
            if let (Some(lu), Some(lv)) = (layer_of(spec.layers, u), layer_of(spec.layers, v)) {
                if lv > lu {
                    out.push(format!(
                        "{}: `{u}` (layer {lu}, {}) uses `{v}` (layer {lv}, {}), a higher layer, at {}",
                        spec.name,
                        name(lu),
                        name(lv),
                        site(u, v)
                    ));
                }
            }
        }
    }
    out
}

// ------------------------------------------------------------------------------------ sources

/// Every `.rs` file under `dir`, except `bin/` (binaries are crates of their own).
fn read_sources(dir: &Path) -> Sources {
    fn walk(root: &Path, dir: &Path, out: &mut Sources) {
        let mut entries: Vec<_> = std::fs::read_dir(dir)
            .unwrap_or_else(|e| panic!("cannot read {}: {e}", dir.display()))
            .filter_map(Result::ok)
            .map(|e| e.path())
            .collect();
        entries.sort();
        for p in entries {
            let rel = p.strip_prefix(root).expect("under root").to_path_buf();
            if p.is_symlink() {
                // Another name of a file read as itself.
                continue;
            }
            if p.is_dir() {
                if rel != Path::new("bin") {
                    walk(root, &p, out);
                }
            } else if p.extension().is_some_and(|e| e == "rs") {
                let text = std::fs::read_to_string(&p).expect("readable source");
                out.push((rel, text));
            }
        }
    }
    let mut out = Vec::new();
    walk(dir, dir, &mut out);
    out
}

fn engine_src() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("src")
}

fn app_src() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../src")
}

fn check(spec: &CrateSpec, dir: &Path) {
    let g = build_graph(spec, &read_sources(dir));
    let found = problems(spec, &g);
    for p in &found {
        println!("{p}");
    }
    assert!(found.is_empty(), "{}: {} layer problem(s), listed above", spec.name, found.len());
}

// The two checks of the real code.
#[test]
fn engine_modules_have_no_circles_and_keep_their_layers() {
    check(&ENGINE, &engine_src());
}

#[test]
fn app_modules_have_no_circles_and_keep_their_layers() {
    check(&APP, &app_src());
}

/// `docs/architecture.md` mirrors the tables: each module is named in its layer's row there.
#[test]
fn docs_architecture_mirrors_the_layer_tables() {
    let doc = std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("../docs/architecture.md"))
        .expect("docs/architecture.md");
    let (engine_part, app_part) = doc.split_once("**Page**").expect("a **Page** table after the engine's");
    for (part, layers) in [(engine_part, ENGINE_LAYERS), (app_part, APP_LAYERS)] {
        for (node, layer) in layers {
            let row = part
                .lines()
                .find(|l| l.starts_with(&format!("| {layer} ")))
                .unwrap_or_else(|| panic!("docs/architecture.md: no row for layer {layer}"));
            let named = match node.strip_suffix("::*") {
                Some(top) => format!("`{top}::<"),
                None if *node == "crate" => "crate root".to_string(),
                None => format!("`{node}`"),
            };
            assert!(row.contains(&named), "docs/architecture.md: layer {layer}'s row does not name {named}: {row}");
        }
    }
}

// ---------------------------------------------------------------------------- the scanner's own

fn synthetic(files: &[(&str, &str)]) -> Sources {
    files.iter().map(|(p, s)| (PathBuf::from(p), s.to_string())).collect()
}

const TOY: CrateSpec = CrateSpec {
    name: "toy",
    split: &["games"],
    externs: &["other_crate"],
    layers: &[("geo", 0), ("other_crate", 0), ("game", 1), ("games", 2), ("games::*", 2), ("session", 3), ("crate", 4)],
    layer_names: &["geo", "game", "games", "session", "crate"],
};

#[test]
fn the_scanner_finds_a_circle_and_prints_its_chain() {
    let g = build_graph(
        &TOY,
        &synthetic(&[
            ("lib.rs", "pub mod game; pub mod games; pub mod geo; pub use game::Game;"),
            ("game.rs", "use crate::games::a::Illegal;\npub trait Game {}"),
            ("games/mod.rs", "pub mod a; pub mod b;"),
            ("games/a.rs", "use crate::Game; // the root's re-export of game\npub struct Illegal;"),
            ("games/b.rs", "use super::a::Illegal;"),
            ("geo.rs", ""),
        ]),
    );
    let c = cycles(&g);
    assert_eq!(c, vec![vec!["game".to_string(), "games::a".into(), "game".into()]], "{g:#?}");
    let p = problems(&TOY, &g);
    assert!(p.iter().any(|l| l.contains("import circle: game -> games::a -> game")), "{p:#?}");
    assert!(p.iter().any(|l| l.contains("game.rs:1")), "the chain names the line: {p:#?}");
    // … and the link that goes up a layer.
    assert!(p.iter().any(|l| l.contains("`game` (layer 1, game) uses `games::a`")), "{p:#?}");
}

#[test]
fn the_scanner_passes_an_acyclic_graph() {
    let g = build_graph(
        &TOY,
        &synthetic(&[
            ("lib.rs", "pub mod game; pub mod games; pub mod geo; pub mod session;\npub use game::Game;\npub use session::Session;"),
            ("game.rs", "use crate::geo::Cell; pub trait Game { fn at(&self) -> Cell; }"),
            ("games/mod.rs", "pub mod a; pub mod b; pub use a::A;"),
            (
                "games/a.rs",
                "use crate::{geo::Cell, Game};\nuse super::b;\npub struct A(b::B);\n\
                 /* use crate::session::Session; */\nconst S: &str = \"crate::session::Session\";\n\
                 #[cfg(test)]\nmod tests { use crate::session::Session; }\n\
                 #[cfg(all(test, not(target_arch = \"wasm32\")))]\nfn t() { crate::session::f(); }",
            ),
            ("games/b.rs", "pub struct B(crate::geo::Cell, other_crate::X);"),
            ("geo.rs", "pub struct Cell;\n#[cfg(test)]\n#[path = \"geo_tests.rs\"]\nmod tests;"),
            ("geo/tests.rs", "use crate::session::Session;"),
            ("session.rs", "use crate::games::{self, A}; use crate::Game; fn f(_: games::b::B) {}"),
        ]),
    );
    assert!(cycles(&g).is_empty(), "{g:#?}");
    assert_eq!(problems(&TOY, &g), Vec::<String>::new());
    let succ = |n: &str| g.succ(n).cloned().collect::<Vec<_>>();
    assert_eq!(succ("session"), ["game", "games", "games::a", "games::b"]); // games::b: via `use`
    assert_eq!(succ("games::a"), ["game", "games::b", "geo"]);
    assert_eq!(succ("games::b"), ["geo", "other_crate"]);
    assert_eq!(succ("crate"), Vec::<String>::new()); // its own re-exports and mods only
}

#[test]
fn the_scanner_reads_the_real_crates() {
    // Not a layer check (those are the tests above): only that the scanner finds the
    // modules and a good many links in the real sources, so that an empty graph cannot pass.
    let engine = build_graph(&ENGINE, &read_sources(&engine_src()));
    assert!(engine.nodes.len() >= 15 && engine.edge_count() >= 30, "{engine:#?}");
    assert!(engine.nodes.iter().any(|n| n.starts_with("games::")), "{:?}", engine.nodes);
    let app = build_graph(&APP, &read_sources(&app_src()));
    assert!(app.nodes.len() >= 6 && app.edge_count() >= 10, "{app:#?}");
    assert!(app.edges.values().any(|m| m.contains_key("runeboard_engine")), "{app:#?}");
    // Each component is a node of its own (a circle between two of them is seen).
    assert!(app.nodes.iter().filter(|n| n.starts_with("components::")).count() >= 10, "{:?}", app.nodes);
    // Every module the tables name exists (no stale entry such as a module since removed).
    for (spec, graph) in [(&ENGINE, &engine), (&APP, &app)] {
        for (node, _) in spec.layers {
            let top = node.strip_suffix("::*").unwrap_or(node);
            if *node == "crate" || spec.externs.contains(&top) {
                continue;
            }
            assert!(
                graph.nodes.iter().any(|n| n == top || n.starts_with(&format!("{top}::"))),
                "{}: the layer table names `{node}`, which is no module",
                spec.name
            );
        }
    }
}
