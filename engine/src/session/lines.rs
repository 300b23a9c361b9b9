//! The game's history, kept once: the tree of every line played (variations, comments, glyphs),
//! the node the game stands at, and the turns ahead of it on the line it follows (what Redo
//! plays). Undo, redo, playing a turn, going to another turn, promoting and deleting are moves
//! within the tree; the session's position is the position at the current node (the session plays
//! and takes back turns as the node moves). Game-independent: turns are kept in notation.

use std::rc::Rc;

use crate::tree::Tree;

/// The game's lines and where the game stands in them. Read by the page through
/// [`crate::Play::lines`]; changed only by the session's commands.
#[derive(Clone, Debug, PartialEq)]
pub struct Lines {
    tree: Rc<Tree>,
    /// The nodes from the start (included) to the current one.
    path: Vec<usize>,
    /// The nodes ahead on the line followed, the next first.
    ahead: Vec<usize>,
    /// How many of the turns ahead were taken back by Undo since the game last went elsewhere: when
    /// they are all of them and a plain line, a turn played in their place replaces them (as
    /// taking back a turn and playing another does), and the move list leaves them out.
    taken_back: usize,
}

impl Default for Lines {
    fn default() -> Lines {
        Lines { tree: Rc::default(), path: vec![Tree::START], ahead: Vec::new(), taken_back: 0 }
    }
}

impl Lines {
    /// The tree of every line (shared: cheap to keep beside the game).
    pub fn tree(&self) -> &Rc<Tree> {
        &self.tree
    }

    /// The path (child indexes) of the turn the game stands at; empty at the start.
    pub fn path(&self) -> Vec<usize> {
        self.child_path(&self.path)
    }

    /// The path of the end of the line followed: the turns played, then those ahead.
    pub fn line(&self) -> Vec<usize> {
        let nodes: Vec<usize> = self.path.iter().chain(&self.ahead).copied().collect();
        self.child_path(&nodes)
    }

    /// The turns of the line followed: those played, then those ahead (in the order Redo plays
    /// them).
    pub fn full_line(&self) -> Vec<String> {
        self.path[1..].iter().chain(&self.ahead).map(|&n| self.tree.get(n).turn.clone()).collect()
    }

    /// How many turns are ahead (Redo can play them, one by one).
    pub fn ahead(&self) -> usize {
        self.ahead.len()
    }

    /// The turn Redo plays, in notation.
    pub fn next_turn(&self) -> Option<&str> {
        self.ahead.first().map(|&n| self.tree.get(n).turn.as_str())
    }

    /// Where the move list stops showing the line followed: the first turn ahead, when every turn
    /// ahead was taken back by Undo and they are a plain line (no comment, no variation, nothing
    /// after them). A turn played instead of them replaces them.
    pub fn hidden_from(&self) -> Option<Vec<usize>> {
        if self.ahead.is_empty() || self.taken_back != self.ahead.len() {
            return None;
        }
        let tree = &self.tree;
        let from = *self.path.last()?;
        let mut parents = std::iter::once(from).chain(self.ahead.iter().copied());
        let plain = parents.by_ref().take(self.ahead.len()).all(|p| tree.get(p).children.len() == 1)
            && self.ahead.iter().all(|&n| tree.get(n).comment.is_none())
            && self.ahead.last().is_some_and(|&n| tree.get(n).children.is_empty());
        plain.then(|| self.child_path(&[&self.path[..], &self.ahead[..1]].concat()))
    }

    /// A turn was played from the current node (`turn`, its notation); whether it was the turn
    /// ahead (redone: the rest of the line is kept). Any other turn leaves the line followed: the
    /// plain line it replaces goes ([`Lines::hidden_from`]), and the turn is added to the tree
    /// (or found there) as the current node, nothing ahead.
    pub(crate) fn played(&mut self, turn: &str) -> bool {
        if self.next_turn() == Some(turn) {
            self.path.push(self.ahead.remove(0));
            self.taken_back = self.taken_back.saturating_sub(1);
            return true;
        }
        if let Some(hidden) = self.hidden_from() {
            let played = self.path.len() - 1;
            self.delete(&hidden);
            debug_assert_eq!(self.path.len() - 1, played);
        }
        let tree = Rc::make_mut(&mut self.tree);
        let at = *self.path.last().expect("the start is always on the path");
        let child = tree.child(at, turn);
        self.path.push(child);
        self.ahead.clear();
        self.taken_back = 0;
        false
    }

    /// The last turn was taken back: it is ahead now.
    pub(crate) fn undone(&mut self) {
        if self.path.len() > 1 {
            let node = self.path.pop().expect("checked");
            self.ahead.insert(0, node);
            self.taken_back += 1;
        }
    }

    /// The game went to the node at `path` (the session played or took back the turns between)
    /// from the line `was` (its end's path, before): the line followed goes on along that line, if
    /// `path` is on it, else along the first turns. Nothing ahead counts as taken back.
    pub(crate) fn went_to(&mut self, path: &[usize], was: Vec<usize>) {
        let through = if was.starts_with(path) { was } else { self.tree.line_through(path) };
        let nodes = self.nodes(&through).expect("a line of the tree");
        self.path = nodes[..=path.len()].to_vec();
        self.ahead = nodes[path.len() + 1..].to_vec();
        self.taken_back = 0;
    }

    /// Make the line through `path` the main line.
    pub(crate) fn promote(&mut self, path: &[usize]) -> bool {
        // (Nodes keep their indexes: only the order of children changes.)
        Rc::make_mut(&mut self.tree).promote(path).is_some()
    }

    /// Take the turn at `path` and those after it from the tree. The game must not stand on it (the
    /// session first takes back the turns down to it); the line ahead is cut where it was.
    pub(crate) fn delete(&mut self, path: &[usize]) -> bool {
        let played = self.full_line();
        let at = self.path.len() - 1;
        if !Rc::make_mut(&mut self.tree).delete(path) {
            return false;
        }
        // Indexes changed: find the line followed again, as far as it is left.
        let kept = (0..=played.len()).rev().find_map(|n| self.tree.path_of(&played[..n])).unwrap_or_default();
        let nodes = self.nodes(&kept).expect("a path of the tree");
        debug_assert!(nodes.len() > at, "the game stood on a deleted turn");
        let at = at.min(nodes.len() - 1);
        self.path = nodes[..=at].to_vec();
        self.ahead = nodes[at + 1..].to_vec();
        self.taken_back = self.taken_back.min(self.ahead.len());
        true
    }

    /// Set (or clear) the comment of the turn at `path`.
    pub(crate) fn comment(&mut self, path: &[usize], text: &str) -> bool {
        Rc::make_mut(&mut self.tree).set_comment(path, text)
    }

    /// Set the glyphs of the node at `path`.
    pub(crate) fn glyphs(&mut self, path: &[usize], nags: Vec<u8>) -> bool {
        match Rc::make_mut(&mut self.tree).nags_mut(path) {
            Some(n) => {
                *n = nags;
                true
            }
            None => false,
        }
    }

    /// Take this tree as the game's lines (kept from a save, read from a record); the line
    /// followed is added to it where it is missing.
    pub(crate) fn adopt(&mut self, mut tree: Tree) {
        let played = self.path.len() - 1;
        let line = self.full_line();
        let path = tree.add(&line);
        self.tree = Rc::new(tree);
        let nodes = self.nodes(&path).expect("just added");
        self.path = nodes[..=played].to_vec();
        self.ahead = nodes[played + 1..].to_vec();
    }

    /// The node indexes along `path`, the start first.
    fn nodes(&self, path: &[usize]) -> Option<Vec<usize>> {
        let mut at = Tree::START;
        let mut out = Vec::with_capacity(path.len() + 1);
        out.push(at);
        for &i in path {
            at = *self.tree.get(at).children.get(i)?;
            out.push(at);
        }
        Some(out)
    }

    /// The child indexes of a list of nodes from the start.
    fn child_path(&self, nodes: &[usize]) -> Vec<usize> {
        nodes
            .windows(2)
            .map(|w| self.tree.get(w[0]).children.iter().position(|&k| k == w[1]).expect("a child of its parent"))
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use proptest::prelude::*;

    use crate::catalog::new_session;
    use crate::id::GameId;
    use crate::session::Play;
    use crate::table::Command;
    use crate::tree::Tree;

    fn chess(turns: &[&str]) -> Box<dyn Play> {
        let mut play = new_session(GameId::Chess);
        for t in turns {
            play.apply(Command::Notation(t.to_string())).expect("a legal turn");
        }
        play
    }

    fn v(turns: &[&str]) -> Vec<String> {
        turns.iter().map(|t| t.to_string()).collect()
    }

    /// The position a line of turns reaches, replayed by a game of its own.
    fn reached(turns: &[String]) -> String {
        let mut play = new_session(GameId::Chess);
        for t in turns {
            play.apply(Command::Notation(t.clone())).expect("a turn of the lines replays");
        }
        play.table(&[], None).position
    }

    #[test]
    fn undo_and_redo_move_along_the_line_and_a_new_turn_replaces_a_plain_line_taken_back() {
        let mut play = chess(&["e4", "e5", "Nf3"]);
        play.apply(Command::Undo).expect("allowed");
        play.apply(Command::Undo).expect("allowed");
        let lines = play.lines();
        assert_eq!((lines.path(), lines.ahead(), lines.next_turn()), (vec![0], 2, Some("e5")));
        assert_eq!(lines.hidden_from(), Some(vec![0, 0]), "turns taken back of a plain line are left out");
        play.apply(Command::Redo).expect("allowed");
        assert_eq!(play.record().turns, v(&["e4", "e5"]));
        assert_eq!(play.lines().full_line(), v(&["e4", "e5", "Nf3"]), "redone: the rest of the line is kept");
        play.apply(Command::Undo).expect("allowed");
        play.apply(Command::Notation("c5".into())).expect("allowed");
        assert_eq!(**play.lines().tree(), Tree::from_line(&v(&["e4", "c5"])), "the plain line is replaced");
        assert!(play.apply(Command::Redo).is_err());
    }

    #[test]
    fn a_turn_from_a_position_gone_to_starts_a_variation_and_the_lines_are_edited_in_place() {
        let mut play = chess(&["e4", "e5", "Nf3"]);
        play.apply(Command::GoTo(vec![0])).expect("allowed");
        assert_eq!(play.record().turns, v(&["e4"]));
        assert_eq!(play.lines().hidden_from(), None, "a line gone back along is shown");
        play.apply(Command::Notation("c5".into())).expect("allowed");
        let tree = play.lines().tree().clone();
        assert_eq!(tree.main_line(), v(&["e4", "e5", "Nf3"]), "the line left stays");
        assert_eq!(play.lines().path(), vec![0, 1]);
        // Going to a turn of another line plays it; the line goes on along the first turns.
        play.apply(Command::GoTo(vec![0, 0])).expect("allowed");
        assert_eq!((play.record().turns, play.lines().next_turn()), (v(&["e4", "e5"]), Some("Nf3")));
        assert_eq!(play.table(&[], None).position, reached(&v(&["e4", "e5"])));
        // Promote: the game stays where it is.
        play.apply(Command::Promote(vec![0, 1])).expect("allowed");
        assert_eq!(play.lines().tree().main_line(), v(&["e4", "c5"]));
        assert_eq!((play.record().turns, play.lines().path()), (v(&["e4", "e5"]), vec![0, 1]));
        // Deleting the turn the game stands on takes the game back to the turn before.
        play.apply(Command::Delete(vec![0, 1])).expect("allowed");
        assert_eq!((play.record().turns, play.lines().ahead()), (v(&["e4"]), 0));
        assert_eq!(play.lines().tree().main_line(), v(&["e4", "c5"]));
        assert!(play.apply(Command::Delete(vec![0, 3])).is_err(), "no such turn");
        assert!(play.apply(Command::Comment(vec![0, 0], "the Sicilian".into())).is_ok());
        assert_eq!(play.lines().tree().node(&[0, 0]).and_then(|n| n.comment.clone()).as_deref(), Some("the Sicilian"));
        assert!(play.apply(Command::Glyphs(vec![0, 0], vec![1])).is_ok());
        assert_eq!(play.lines().tree().node(&[0, 0]).map(|n| n.nags.clone()), Some(vec![1]));
        assert!(play.apply(Command::Glyphs(vec![0, 7], vec![2])).is_err(), "no such turn");
        // Lines kept elsewhere are taken, the game's own line added to them.
        play.apply(Command::Adopt(Tree::from_line(&v(&["d4", "d5"])))).expect("allowed");
        assert_eq!(play.lines().tree().main_line(), v(&["d4", "d5"]));
        assert_eq!(play.lines().path(), vec![1]);
    }

    #[derive(Clone, Debug)]
    enum Op {
        Play(usize),
        Undo,
        Redo,
        GoTo(usize),
        Promote(usize),
        Delete(usize),
        Comment(usize),
        Glyphs(usize),
    }

    const POOL: &[&str] = &["e4", "e5", "d4", "d5", "Nf3", "Nc6", "c4", "c5", "exd5", "exd4", "Qh5"];

    fn op() -> impl Strategy<Value = Op> {
        prop_oneof![
            5 => (0..POOL.len()).prop_map(Op::Play),
            2 => Just(Op::Undo),
            2 => Just(Op::Redo),
            2 => (0..100usize).prop_map(Op::GoTo),
            1 => (0..100usize).prop_map(Op::Promote),
            1 => (0..100usize).prop_map(Op::Delete),
            1 => (0..100usize).prop_map(Op::Comment),
            1 => (0..100usize).prop_map(Op::Glyphs),
        ]
    }

    /// Every turn of the tree, by its path.
    fn paths(tree: &Tree) -> Vec<Vec<usize>> {
        let mut out = Vec::new();
        let mut todo = vec![(Tree::START, Vec::new())];
        while let Some((at, path)) = todo.pop() {
            for (i, &child) in tree.get(at).children.iter().enumerate() {
                let p = [path.as_slice(), &[i]].concat();
                todo.push((child, p.clone()));
                out.push(p);
            }
        }
        out.sort();
        out
    }

    proptest! {
        #![proptest_config(ProptestConfig { cases: 200, failure_persistence: None, ..ProptestConfig::default() })]

        /// The game is the tree's current node: after any series of commands, its turns are the
        /// tree's turns to that node, its position the one they reach, and the line ahead a line of
        /// the tree that Redo plays to its end.
        #[test]
        fn the_game_stands_at_a_node_of_its_lines(ops in proptest::collection::vec(op(), 1..40)) {
            let mut play = new_session(GameId::Chess);
            for (i, op) in ops.iter().enumerate() {
                let all = paths(play.lines().tree());
                let nth = |n: usize| (!all.is_empty()).then(|| all[n % all.len()].clone());
                let before = play.clone();
                let result = match op {
                    Op::Play(t) => play.apply(Command::Notation(POOL[*t].to_string())),
                    Op::Undo => play.apply(Command::Undo),
                    Op::Redo => play.apply(Command::Redo),
                    Op::GoTo(n) => play.apply(Command::GoTo(nth(*n).unwrap_or_default())),
                    Op::Promote(n) => nth(*n).map_or(Ok(()), |p| play.apply(Command::Promote(p))),
                    Op::Delete(n) => nth(*n).map_or(Ok(()), |p| play.apply(Command::Delete(p))),
                    Op::Comment(n) => nth(*n).map_or(Ok(()), |p| play.apply(Command::Comment(p, format!("note {i}")))),
                    Op::Glyphs(n) => nth(*n).map_or(Ok(()), |p| play.apply(Command::Glyphs(p, vec![(i % 6) as u8 + 1]))),
                };
                if result.is_err() {
                    prop_assert_eq!(play.record(), before.record(), "a refused command leaves the game after {:?}", &ops[..=i]);
                    prop_assert_eq!(play.lines(), before.lines());
                }
                let lines = play.lines();
                let turns = play.record().turns;
                prop_assert_eq!(lines.tree().turns(&lines.path()), Some(turns.clone()), "after {:?}", &ops[..=i]);
                prop_assert_eq!(play.table(&[], None).position, reached(&turns));
                let line = lines.tree().turns(&lines.line());
                prop_assert_eq!(line.as_ref(), Some(&lines.full_line()));
                prop_assert_eq!(play.table(&[], None).can_redo, lines.ahead() > 0);
                let mut redone = play.clone();
                while redone.apply(Command::Redo).is_ok() {}
                prop_assert_eq!(redone.record().turns, lines.full_line(), "Redo plays the line ahead after {:?}", &ops[..=i]);
            }
        }
    }
}
