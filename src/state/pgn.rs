//! The game's record as PGN, the text the Export dialog shows: the engine writes it
//! ([`Record::to_pgn`]); this gathers what the page knows of the game — its tree, the clock's time
//! after each turn (`[%clk]`), the review's marks (as glyphs: `?!` `$6`, `?` `$2`, `??` `$4`) and
//! evaluations (`[%eval]`, in pawns from the first player's side), who played, how it ended. Pure.

use runeboard_engine::ai::analysis::score_of_chance;
use runeboard_engine::ai::protocol::Mark;
use runeboard_engine::clock::{Clock, End};
use runeboard_engine::record::pgn::{result_of, termination, Roster};
use runeboard_engine::record::Record;
use runeboard_engine::tree::Tree;
use runeboard_engine::{GameId, Outcome};

use super::review::Reviewed;

/// The glyphs the review's marks are written as (none for the best and good turns).
pub const MARK_NAGS: [(Mark, u8); 3] = [(Mark::Inaccuracy, 6), (Mark::Mistake, 2), (Mark::Blunder, 4)];

/// A glyph's symbol in the move list (`!`, `?`, `!!`, `??`, `!?`, `?!`); none for the others.
pub fn nag_symbol(nag: u8) -> &'static str {
    ["", "!", "?", "!!", "??", "!?", "?!"].get(usize::from(nag)).copied().unwrap_or("")
}

/// What goes into the PGN beside the tree.
pub struct Game<'a> {
    /// The record of the live line (its game and start; its turns, the line the clock and the
    /// result are of).
    pub record: Record,
    /// The game's lines as the move list shows them (the live line among them, maybe as a
    /// variation).
    pub tree: &'a Tree,
    pub clock: Option<&'a Clock>,
    pub end: Option<End>,
    pub outcome: Option<&'a Outcome>,
    /// The review of the main line, when one holds.
    pub review: Option<&'a Reviewed>,
    /// The players' names for the roster (`White`, `Black`).
    pub sides: [String; 2],
    pub players: usize,
    /// Today, `YYYY.MM.DD`.
    pub date: &'a str,
}

impl Game<'_> {
    /// The PGN text.
    pub fn text(&self) -> String {
        let record = &self.record;
        // The lines as the move list shows them (the caller leaves out the undone turns it hides),
        // the live line among them.
        let mut tree = self.tree.clone();
        let live = tree.add(&record.turns);
        if let Some(c) = self.clock {
            for n in 0..record.turns.len() {
                if let Some(clk) = runeboard_engine::clock::turn_comment(c, n) {
                    set_command(&mut tree, &live[..=n], "clk", &clk);
                }
            }
        }
        if let Some(r) = self.review {
            let chances = r.chances();
            for (n, judged) in r.review.turns.iter().enumerate() {
                let path = vec![0; n + 1];
                if let Some(nags) = tree.nags_mut(&path) {
                    let nag = MARK_NAGS.iter().find(|(m, _)| *m == judged.mark).map(|(_, g)| *g);
                    if let Some(nag) = nag.filter(|_| !nags.iter().any(|g| (1..=6).contains(g))) {
                        nags.push(nag);
                    }
                }
                if let Some(&c) = chances.get(n + 1) {
                    let eval = format!("[%eval {}]", pawns(record.game, c));
                    set_command(&mut tree, &path, "eval", &eval);
                }
            }
        }
        // The result is the live line's: said when that line is the main line.
        let main = live.iter().all(|&i| i == 0);
        let (outcome, end) = if main { (self.outcome, self.end) } else { (None, None) };
        let result = result_of(outcome, end);
        let mut more = Vec::new();
        if let Some(c) = self.clock {
            more.push(("TimeControl", c.control().to_text()));
        }
        if let Some(t) = termination(outcome, end) {
            more.push(("Termination", t.to_string()));
        }
        let [white, black] = self.sides.clone();
        let roster = Roster {
            event: format!("Runeboard {}", record.game.name()),
            site: "Runeboard".into(),
            date: self.date.into(),
            round: "-".into(),
            white,
            black,
            result,
        };
        Record { turns: tree.main_line(), ..record.clone() }.to_pgn(&tree, &roster, &more, self.players)
    }
}

/// Put the command `text` (`[%clk 0:09:58]`, a command `[%name …]` of kind `name`) into the comment
/// of the turn at `path`: in place of one of its kind, else before the comment's words.
fn set_command(tree: &mut Tree, path: &[usize], name: &str, text: &str) {
    let Some(slot) = tree.comment_mut(path) else { return };
    let old = slot.as_deref().unwrap_or_default();
    let new = match old.find(&format!("[%{name} ")) {
        Some(at) => {
            let end = old[at..].find(']').map_or(old.len(), |e| at + e + 1);
            format!("{}{text}{}", &old[..at], &old[end..])
        }
        None => format!("{text} {old}"),
    };
    *slot = Some(new.trim().to_string());
}

/// A chance to win (per mille, of the first player) as pawns, the game's logistic undone
/// (`analysis::chance`), rounded to hundredths.
fn pawns(game: GameId, chance: u16) -> String {
    format!("{:.2}", score_of_chance(game, chance) / 100.0)
}

#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests {
    use std::rc::Rc;

    use runeboard_engine::clock::End;
    use runeboard_engine::GameId;
    use yew::Reducible;

    use crate::model::saved::Stored;
    use crate::state::review::tests::review;
    use crate::state::tests::start;
    use crate::state::{Action, AnalysisAction, Feedback, ReviewAction, State};

    fn import(s: Rc<State>, text: &str) -> Rc<State> {
        s.reduce(Action::Import { text: text.into(), stored: Stored::default() })
    }

    fn nags(s: &State, path: &[usize]) -> Vec<u8> {
        s.tree().node(path).map(|n| n.nags.clone()).unwrap_or_default()
    }

    const LICHESS: &str = "[Event \"Rated Blitz game\"]\n[Site \"https://lichess.org/abcdefgh\"]\n\
        [Date \"2024.01.15\"]\n[Round \"-\"]\n[White \"alice\"]\n[Black \"bob\"]\n[Result \"1-0\"]\n\
        [WhiteElo \"1850\"]\n[Variant \"Standard\"]\n[TimeControl \"300+3\"]\n[Termination \"Normal\"]\n\n\
        1. e4 { [%clk 0:05:00] } 1... e5 { [%clk 0:05:00] } 2. Nf3 $1 { [%eval 0.3] [%clk 0:04:58] } \
        (2. Bc4 Nf6) 2... Nc6?! { [%clk 0:04:57] } 1-0\n";

    #[test]
    fn a_bare_move_list_and_a_lichess_pgn_import_into_the_open_chess_game() {
        for text in ["1. e4 e5 2. Nf3 Nc6", "e4 e5 Nf3 Nc6"] {
            let s = import(start(GameId::Chess), text);
            assert_eq!(s.ui.feedback, None);
            assert_eq!(s.table.moves, ["e4", "e5", "Nf3", "Nc6"]);
        }
        let s = import(start(GameId::Chess), LICHESS);
        assert_eq!(s.ui.feedback, None);
        assert_eq!(s.table.moves, ["e4", "e5", "Nf3", "Nc6"]);
        assert!(s.tree().has_variations());
        assert_eq!((nags(&s, &[0, 0, 0]), nags(&s, &[0, 0, 0, 0])), (vec![1], vec![6]));
        assert_eq!(s.timing.end, Some(End::Resigned { loser: 1 }), "1-0 without a mate: Black resigned");
        assert_eq!(s.timing.clock.as_ref().map(|c| c.control().to_text()).as_deref(), Some("300+3"));
        // Out again: the roster, the end, the clocks and glyphs; and in again to the same game.
        let text = s.record_text("2026.11.28");
        for tag in ["[Result \"1-0\"]", "[Termination \"Normal\"]", "[TimeControl \"300+3\"]", "[Variant \"Standard\"]"]
        {
            assert!(text.contains(tag), "{tag} in {text}");
        }
        assert!(
            text.contains("2. Nf3 $1 {[%eval 0.3] [%clk 0:04:58]} (2. Bc4 Nf6) 2... Nc6 $6 {[%clk 0:04:57]}"),
            "{text}"
        );
        let back = import(start(GameId::Chess), &text);
        assert_eq!(back.tree(), s.tree());
        assert_eq!((back.timing.end, back.record_text("2026.11.28")), (s.timing.end, text));
    }

    #[test]
    fn a_link_carries_the_comments_and_a_link_with_a_bad_line_leaves_them_out() {
        let s = import(start(GameId::Chess), LICHESS);
        let link = s.link();
        assert!(link.contains("&tree="), "{link}");
        let opened = State::open(&link, &Stored::default());
        assert_eq!((opened.tree(), &opened.table.moves), (s.tree(), &s.table.moves));
        assert_eq!(opened.ui.feedback, None);
        // A variation that does not replay: the comments are left out, and said.
        let bad = link.replace("Bc4%20Nf6", "Bc4%20Nf5");
        assert_ne!(bad, link);
        let opened = State::open(&bad, &Stored::default());
        assert_eq!(opened.table.moves, s.table.moves);
        assert!(opened.tree().is_line());
        assert!(
            matches!(&opened.ui.feedback, Some(Feedback::Notice(_, n)) if n.contains("comments in this link could not be opened"))
        );
    }

    #[test]
    fn an_import_error_names_the_open_game_and_the_turn_refused() {
        let s = import(start(GameId::Chess), "1. e4 e5 2. Nf3 Nc6 3. Qh5-h8");
        let Some(Feedback::Import(error)) = &s.ui.feedback else { panic!("an import error") };
        assert!(error.starts_with("Orthodox Chess: move 3, White: 'Qh5-h8'"), "{error}");
        assert!(s.table.moves.is_empty(), "the game is untouched");
        let s = import(start(GameId::Keltic), "[Variant \"Atomic\"]\n\n1. e4");
        let Some(Feedback::Import(error)) = &s.ui.feedback else { panic!("an import error") };
        assert_eq!(error, "There is no game called 'Atomic'.", "a record that cannot be read names no game");
    }

    #[test]
    fn the_export_writes_the_roster_and_the_reviews_marks_and_evaluations() {
        let turns = ["e4", "e5", "Nf3", "Nc6"];
        let s = start(GameId::Chess)
            .reduce(Action::Analysis(AnalysisAction::Play(turns.iter().map(|t| t.to_string()).collect())));
        let s = s.reduce(Action::Review(ReviewAction::Start));
        let job = s.review_job().expect("a review job");
        let s = s.reduce(Action::Review(ReviewAction::Done { job, review: review(&turns) }));
        let text = s.record_text("2026.11.28");
        let head = "[Event \"Runeboard Orthodox Chess\"]\n[Site \"Runeboard\"]\n[Date \"2026.11.28\"]\n[Round \"-\"]\n\
                    [White \"?\"]\n[Black \"?\"]\n[Result \"*\"]\n[Variant \"Standard\"]\n\n";
        assert!(text.starts_with(head), "{text}");
        // The blunder (?? $4) and the inaccuracy (?! $6); each turn's evaluation for White.
        let movetext = "1. e4 {[%eval 0.00]} e5 $4 {[%eval 5.65]}\n2. Nf3 {[%eval 5.36]} Nc6 $6 {[%eval 16.85]}\n*\n";
        assert!(text.ends_with(movetext), "{text}");
        let back = import(start(GameId::Chess), &text);
        assert_eq!((nags(&back, &[0, 0]), nags(&back, &[0, 0, 0, 0])), (vec![4], vec![6]));
    }
}
