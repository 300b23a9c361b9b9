//! Variations: the game as a tree of lines, kept by the game itself (the engine's
//! [`runeboard_engine::session::Lines`]: undo, redo, going to a turn, promoting and deleting are
//! moves within it). The live [`Play`] stands at one node of the tree (the turns ahead of it on its
//! line are what Redo plays); an earlier position of it may be shown. Playing a turn while an earlier position
//! is shown makes that position live first ([`State::branch_here`], the one way in), so the turn
//! starts a variation and the line it left stays in the tree. Showing a turn of another line
//! replays that line through the rules; the page holds no rules of its own.

use runeboard_engine::record::{Record, RecordError};
use runeboard_engine::tree::Tree;
use runeboard_engine::{Command, GameId, Play};

/// What can be done to the tree from the move list.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LineAction {
    /// Show the position after the turn at this path (the live game follows its line when the turn
    /// is on another line than the live one).
    Show(Vec<usize>),
    /// Make the line through this turn the main line.
    Promote(Vec<usize>),
    /// Take away this turn and the turns after it.
    Delete(Vec<usize>),
    /// Set the comment of this turn (nothing but spaces clears it).
    Comment(Vec<usize>, String),
    /// Show the turn before or after the one shown on its line (`-1`, `1`), or its sibling above
    /// or below (`-2`, `2`).
    Step(i8),
}

/// A record's text read and replayed through the rules: the game of its main line, and its tree,
/// every line of which replays (else the first bad turn and why). A record that names no game is
/// of `default`.
pub fn read_record(text: &str, default: GameId) -> Result<(Box<dyn Play>, Tree), RecordError> {
    let (record, _, tree) = Record::parse_with_default(text, default)?;
    let play = record.replay_with(crate::games::new_session)?;
    if tree.has_variations() {
        check_lines(&record, &tree)?;
    }
    Ok((play, tree))
}

/// Every line of `tree` replays from `record`'s start (else the first bad turn and why).
pub fn check_lines(record: &Record, tree: &Tree) -> Result<(), RecordError> {
    // Each turn played once, from its parent's position (copied where the lines part).
    let start = Record { turns: Vec::new(), ..record.clone() }.replay_with(crate::games::new_session)?;
    let mut parents: Vec<usize> = Vec::new();
    let mut stack = vec![(Tree::START, start)];
    while let Some((at, play)) = stack.pop() {
        let kids = &tree.get(at).children;
        let mut play = Some(play);
        for (n, &k) in kids.iter().enumerate() {
            parents.resize(parents.len().max(k + 1), Tree::START);
            parents[k] = at;
            let mut next = if n + 1 == kids.len() { play.take() } else { play.as_ref().map(|p| (*p).clone()) };
            let Some(p) = next.as_mut() else { continue };
            if p.apply(Command::Notation(tree.get(k).turn.clone())).is_err() {
                // The line that fails, replayed for its error's words.
                let mut turns = vec![tree.get(k).turn.clone()];
                let mut up = at;
                while up != Tree::START {
                    turns.push(tree.get(up).turn.clone());
                    up = parents[up];
                }
                turns.reverse();
                Record { turns, ..record.clone() }.replay_with(crate::games::new_session)?;
            }
            stack.extend(next.map(|p| (k, p)));
        }
    }
    Ok(())
}

#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests {
    use super::super::tests::{click, start};
    use super::*;
    use crate::model::saved::{Saved, Stored};
    use crate::state::{Action, AnalysisAction, Effect, Feedback, State, ViewTo};
    use runeboard_engine::GameId;
    use std::rc::Rc;
    use yew::Reducible;

    fn v(turns: &[&str]) -> Vec<String> {
        turns.iter().map(|t| t.to_string()).collect()
    }

    fn keltic(turns: &[&str]) -> Rc<State> {
        start(GameId::Keltic).reduce(Action::Analysis(AnalysisAction::Play(v(turns))))
    }

    /// Keltic after e4 dxe4 Nc4, with a variation 1… f4 2. h4 played from turn 1.
    fn with_variation() -> Rc<State> {
        let s = keltic(&["e4", "dxe4", "Nc4"]).reduce(Action::View(ViewTo::Ply(1)));
        let s = click(click(s, "f5"), "f4");
        click(click(s, "h3"), "h4")
    }

    #[test]
    fn a_turn_played_on_an_earlier_position_starts_a_variation() {
        let s = with_variation();
        assert_eq!(s.table.moves, ["e4", "f4", "h4"], "the variation is the live line");
        let tree = s.tree();
        assert_eq!(tree.main_line(), ["e4", "dxe4", "Nc4"], "the main line is untouched");
        assert_eq!(tree.path_of(&v(&["e4", "f4", "h4"])), Some(vec![0, 1, 0]));
        assert_eq!(s.shown_path(), Some(vec![0, 1, 0]));
        assert!(s.effects.list().contains(&Effect::Save));
        // The same turn as the line's next one goes along the line instead (the rest kept).
        let again = keltic(&["e4", "dxe4", "Nc4"]).reduce(Action::View(ViewTo::Ply(1)));
        let again = again.reduce(Action::Analysis(AnalysisAction::Play(v(&["dxe4"]))));
        assert!(!again.tree().has_variations());
        assert!(again.table.can_redo, "Nc4 is still there to redo");
        // Undo and redo go along the variation.
        let back = s.reduce(Action::Undo);
        assert_eq!(back.table.moves, ["e4", "f4"]);
        assert_eq!(back.tree().path_of(&v(&["e4", "f4", "h4"])), Some(vec![0, 1, 0]));
        assert_eq!(back.hidden_from(), Some(vec![0, 1, 0]), "an undone plain turn is left out of the list");
        let forth = back.reduce(Action::Redo);
        assert_eq!(forth.table.moves, ["e4", "f4", "h4"]);
    }

    /// Found by `history_props`: the record leaves out no turn the move list shows.
    #[test]
    fn the_record_keeps_the_turns_still_to_redo_after_an_earlier_position_played_on() {
        let s = keltic(&["e4", "dxe4", "Nc4"]).reduce(Action::View(ViewTo::Ply(1)));
        let s = s.reduce(Action::Analysis(AnalysisAction::Play(v(&["dxe4"]))));
        assert_eq!(s.table.moves, ["e4", "dxe4"]);
        assert!(s.record_text("2026.11.28").contains("2. Nc4"), "{}", s.record_text("2026.11.28"));
        // A line whose first turn is refused leaves the game and the position shown as they were.
        let s = keltic(&["e4"]).reduce(Action::View(ViewTo::Ply(0)));
        let refused = s.reduce(Action::Analysis(AnalysisAction::Play(v(&["Nz9"]))));
        assert_eq!(refused.table.moves, ["e4"]);
        assert_eq!(refused.viewing.as_ref().map(|v| v.ply), Some(0));
        assert!(refused.record_text("2026.11.28").contains("1. e4"), "{}", refused.record_text("2026.11.28"));
    }

    #[test]
    fn a_turn_played_after_undo_replaces_the_plain_undone_turns_as_before() {
        let s = keltic(&["e4", "dxe4", "Nc4"]).reduce(Action::Undo).reduce(Action::Undo);
        let s = s.reduce(Action::Analysis(AnalysisAction::Play(v(&["f4"]))));
        assert_eq!(s.table.moves, ["e4", "f4"]);
        assert!(!s.tree().has_variations(), "no variation: {:?}", s.tree());
        assert_eq!(s.tree().main_line(), ["e4", "f4"]);
    }

    #[test]
    fn a_line_of_turns_is_played_from_the_position_shown() {
        let s = keltic(&["e4", "dxe4", "Nc4"]).reduce(Action::View(ViewTo::Ply(1)));
        let s = s.reduce(Action::Analysis(AnalysisAction::Play(v(&["f4", "h4", "Nz9", "Ng4"]))));
        assert_eq!(s.table.moves, ["e4", "f4", "h4"], "a refused turn stops the line");
        assert!(matches!(&s.ui.feedback, Some(Feedback::Refused(m)) if m.contains("'Nz9'")), "{:?}", s.ui.feedback);
        assert_eq!(s.tree().main_line(), ["e4", "dxe4", "Nc4"]);
        assert_eq!(s.tree().path_of(&v(&["e4", "f4", "h4"])), Some(vec![0, 1, 0]));
    }

    #[test]
    fn any_turn_of_the_tree_is_shown_and_its_line_followed() {
        let s = with_variation();
        // A turn of the main line: the main line is live again, that turn shown.
        let main = s.reduce(Action::Line(LineAction::Show(vec![0, 0])));
        assert_eq!(main.table.moves, ["e4", "dxe4", "Nc4"]);
        assert_eq!(main.viewing.as_ref().map(|v| v.ply), Some(2));
        assert_eq!(main.shown_path(), Some(vec![0, 0]));
        // Its end: the live position.
        let end = main.reduce(Action::Line(LineAction::Show(vec![0, 0, 0])));
        assert!(end.viewing.is_none());
        // Back to the variation's first turn; down and up between the lines.
        let var = end.reduce(Action::Line(LineAction::Show(vec![0, 1])));
        assert_eq!((var.table.moves.clone(), var.viewing.as_ref().map(|v| v.ply)), (v(&["e4", "f4", "h4"]), Some(2)));
        let up = var.reduce(Action::Line(LineAction::Step(-2)));
        assert_eq!(up.shown_path(), Some(vec![0, 0]));
        let down = up.reduce(Action::Line(LineAction::Step(2)));
        assert_eq!(down.shown_path(), Some(vec![0, 1]));
        let on = down.reduce(Action::Line(LineAction::Step(1)));
        assert_eq!(on.shown_path(), Some(vec![0, 1, 0]));
        assert_eq!(on.reduce(Action::Line(LineAction::Step(-1))).shown_path(), Some(vec![0, 1]));
    }

    #[test]
    fn a_variation_is_promoted_deleted_and_commented() {
        let s = with_variation();
        let promoted = s.clone().reduce(Action::Line(LineAction::Promote(vec![0, 1, 0])));
        assert_eq!(promoted.tree().main_line(), ["e4", "f4", "h4"]);
        assert_eq!(promoted.table.moves, ["e4", "f4", "h4"], "the live game is unchanged");
        assert!(promoted.effects.list().contains(&Effect::Save));
        // Deleting the live variation: the main line is live again, at the turn before it.
        let deleted = s.clone().reduce(Action::Line(LineAction::Delete(vec![0, 1])));
        assert!(!deleted.tree().has_variations());
        assert_eq!(deleted.table.moves, ["e4", "dxe4", "Nc4"]);
        assert_eq!(deleted.shown_path(), Some(vec![0]));
        // A comment on any turn.
        let commented = s.reduce(Action::Line(LineAction::Comment(vec![0, 0], " the usual {capture} ".into())));
        let node = commented.tree().node(&[0, 0]).cloned().expect("a turn");
        assert_eq!(node.comment.as_deref(), Some("the usual {capture}"));
        let cleared = commented.reduce(Action::Line(LineAction::Comment(vec![0, 0], "  ".into())));
        assert_eq!(cleared.tree().node(&[0, 0]).and_then(|n| n.comment.clone()), None);
    }

    #[test]
    fn export_and_import_keep_the_tree() {
        let s = with_variation().reduce(Action::Line(LineAction::Comment(vec![0, 1], "a {sharp} try".into())));
        let text = s.record_text("2026.11.28");
        assert!(text.contains("1. e4 dxe4 (1... f4 {a {sharp} try} 2. h4)\n2. Nc4\n"), "{text}");
        let back = start(GameId::Keltic).reduce(Action::Import { text: text.clone(), stored: Stored::default() });
        assert_eq!(back.ui.feedback, None);
        assert_eq!(back.tree(), s.tree());
        assert_eq!(back.table.moves, ["e4", "dxe4", "Nc4"], "the main line is played");
        assert_eq!(back.record_text("2026.11.28"), text);
        // A variation the rules refuse is an import error.
        let bad = "Game: keltic\n\n1. e4 dxe4 (1... Nz9) 2. Nc4\n";
        let refused = start(GameId::Keltic).reduce(Action::Import { text: bad.into(), stored: Stored::default() });
        assert!(
            matches!(&refused.ui.feedback, Some(Feedback::Import(m)) if m.contains("'Nz9'")),
            "{:?}",
            refused.ui.feedback
        );
        assert!(refused.table.moves.is_empty());
    }

    /// Records as the release before variations exported them (copied from its tests and output).
    #[test]
    fn every_earlier_record_still_imports() {
        let earlier = [
            ("Game: keltic\n\n1. e4 dxe4\n2. Nc4\n", vec!["e4", "dxe4", "Nc4"]),
            ("Game: chess\nTimeControl: 600+5\nResult: none\n\n1. e4 {[%clk 0:10:03]} e5 {[%clk 0:10:01.6]}\n2. Nf3 {[%clk 0:09:07]} Nc6 {[%clk 0:10:06.1]}\n", vec!["e4", "e5", "Nf3", "Nc6"]),
            ("Game: chess\n{a note}\n1. e4 {[%clk\n0:00:05]} e5\n", vec!["e4", "e5"]),
            ("game: chess\n\n1.e4 e5 2. Nf3\n  Nc6 3.Bb5 1-0 *", vec!["e4", "e5", "Nf3", "Nc6", "Bb5"]),
        ];
        for (text, moves) in earlier {
            let game = if text.starts_with("Game: keltic") { GameId::Keltic } else { GameId::Chess };
            let s = start(game).reduce(Action::Import { text: text.into(), stored: Stored::default() });
            assert_eq!(s.ui.feedback, None, "{text}");
            assert_eq!(s.table.moves, moves, "{text}");
            assert!(!s.tree().has_variations());
        }
        // A clock record exported again is as it was.
        let clocked = "Game: chess\nTimeControl: 600+5\n\n1. e4 {[%clk 0:10:03]} e5 {[%clk 0:10:01.6]}\n";
        let s = start(GameId::Chess).reduce(Action::Import { text: clocked.into(), stored: Stored::default() });
        assert!(s.timing.clock.is_some());
        assert!(
            s.record_text("2026.11.28").contains("1. e4 {[%clk 0:10:03]} e5 {[%clk 0:10:01.6]}\n"),
            "{}",
            s.record_text("2026.11.28")
        );
    }

    #[test]
    fn a_link_carries_the_line_shown_and_opens_on_it() {
        let s = with_variation().reduce(Action::View(ViewTo::Ply(2)));
        let link = s.link();
        // (With the whole tree since the link carries its variations and comments.)
        let tree = "&tree=1.%20e4%20dxe4%20(1...%20f4%202.%20h4)%0A2.%20Nc4";
        assert_eq!(link, format!("game=keltic&turns=e4+dxe4+Nc4&line=e4+f4+h4&ply=2{tree}"));
        let opened = State::open(&link, &Stored::default());
        assert_eq!(opened.table.moves, ["e4", "f4", "h4"]);
        assert_eq!(opened.viewing.as_ref().map(|v| v.ply), Some(2));
        assert_eq!(opened.tree().main_line(), ["e4", "dxe4", "Nc4"]);
        assert_eq!(opened.shown_path(), Some(vec![0, 1]));
        assert_eq!(opened.link(), link);
        // On the main line, the link is as it always was (with the tree).
        let main = s.reduce(Action::Line(LineAction::Show(vec![0, 0])));
        assert_eq!(main.link(), format!("game=keltic&turns=e4+dxe4+Nc4&ply=2{tree}"));
        // A line that does not replay: the main line, and a word about it.
        let bad = State::open("game=keltic&turns=e4+dxe4&line=e4+Nz9", &Stored::default());
        assert_eq!(bad.table.moves, ["e4", "dxe4"]);
        assert!(
            matches!(&bad.ui.feedback, Some(Feedback::Notice(_, n)) if n.contains("line shown")),
            "{:?}",
            bad.ui.feedback
        );
    }

    #[test]
    fn saves_keep_the_tree_and_earlier_saves_still_load() {
        let s = with_variation().reduce(Action::Line(LineAction::Comment(vec![0], "open".into())));
        let saved = Saved::of(&**s.play, &[]).with_tree(s.tree(), 2);
        let json = saved.to_json();
        assert!(json.contains("\"tree\":\"1. e4 {open} dxe4 (1... f4 2. h4)\\n2. Nc4\\n\""), "{json}");
        let stored = Stored { games: vec![(GameId::Keltic, json)], ..Stored::default() };
        let back = State::open("keltic", &stored);
        assert_eq!(back.tree(), s.tree());
        assert_eq!(back.table.moves, ["e4", "f4", "h4"]);
        // A save as the release before wrote it (no tree): the game, one line.
        let old = r#"{"version":1,"game":"keltic","start":null,"turns":["e4","dxe4","Nc4"],"played":2,"prefix":[]}"#;
        let stored = Stored { games: vec![(GameId::Keltic, old.into())], ..Stored::default() };
        let back = State::open("keltic", &stored);
        assert_eq!(back.table.moves, ["e4", "dxe4"]);
        assert!(back.table.can_redo && back.tree().main_line() == ["e4", "dxe4", "Nc4"]);
        assert_eq!(back.hidden_from(), Some(vec![0, 0, 0]));
        // A plain game saves as before: no tree.
        let plain = keltic(&["e4"]);
        assert!(!Saved::of(&**plain.play, &[]).with_tree(plain.tree(), 2).to_json().contains("tree"));
    }
}
