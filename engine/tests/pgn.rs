//! PGN in and out: a lichess game (tags, `[%clk]`, glyphs, variations, the result) and a bare move
//! list read as the open game; every game's export read back to the same tree, glyphs and clocks
//! included; and chess games written for python-chess (`scripts/pgn-check` reads them).

mod common;

use proptest::prelude::*;
use runeboard_engine::clock::End;
use runeboard_engine::record::pgn::{end_of, read_tag, result_token, tag_line, variant_game, Roster};
use runeboard_engine::record::{Record, RecordError};
use runeboard_engine::tree::{clean_comment, Tree};
use runeboard_engine::{new_session, Command, GameId};

/// A game as lichess exports it (tags, clocks, an evaluation, glyphs both ways, a variation).
const LICHESS: &str = r#"[Event "Rated Blitz game"]
[Site "https://lichess.org/abcdefgh"]
[Date "2024.01.15"]
[Round "-"]
[White "alice"]
[Black "bob"]
[Result "1-0"]
[UTCDate "2024.01.15"]
[WhiteElo "1850"]
[BlackElo "1790"]
[Variant "Standard"]
[TimeControl "300+3"]
[ECO "C50"]
[Termination "Normal"]

1. e4 { [%clk 0:05:00] } 1... e5 { [%clk 0:05:00] } 2. Nf3 { [%eval 0.3] [%clk 0:04:58] } 2... Nc6 $1 { [%clk 0:04:57] }
3. Bc4 (3. Bb5 a6 4. Ba4) 3... Bc5?! { [%clk 0:04:50] Italian. } 4. c3!? Nf6 5. d4 exd4 6. cxd4 Bb4+ 7. Bd2 Bxd2+
8. Nbxd2 d5 9. exd5 Nxd5 10. Qb3 Nce7 11. O-O O-O 12. Rfe1 c6 13. Ne4 $6 Qb6 14. Qxb6 axb6 1-0
"#;

fn turns(t: &[&str]) -> Vec<String> {
    t.iter().map(|s| s.to_string()).collect()
}

#[test]
fn a_lichess_pgn_is_read_whichever_game_is_open() {
    for open in [GameId::Keltic, GameId::Chess] {
        let (record, notes, tree) = Record::parse_with_default(LICHESS, open).expect("reads");
        assert_eq!(record.game, GameId::Chess, "Variant \"Standard\" is chess");
        assert_eq!(record.start, None);
        assert_eq!(&record.turns[..6], turns(&["e4", "e5", "Nf3", "Nc6", "Bc4", "Bc5"]));
        assert_eq!(record.turns.len(), 28);
        assert_eq!(notes.time_control.as_deref(), Some("300+3"));
        assert_eq!(notes.termination.as_deref(), Some("Normal"));
        assert_eq!(notes.result.as_deref(), Some("1-0"));
        assert!(notes.tags.contains(&("White".into(), "alice".into())), "{:?}", notes.tags);
        assert!(notes.tags.contains(&("WhiteElo".into(), "1850".into())));
        assert_eq!(notes.comments[0].as_deref(), Some("[%clk 0:05:00]"));
        assert_eq!(notes.comments[2].as_deref(), Some("[%eval 0.3] [%clk 0:04:58]"));
        assert_eq!(notes.comments[5].as_deref(), Some("[%clk 0:04:50] Italian."));
        // Glyphs: `$1` after Nc6, `?!` glued to Bc5, `!?` to c3, `$6` after Ne4.
        let nags = |path: &[usize]| tree.node(path).map(|n| n.nags.clone()).unwrap_or_default();
        assert_eq!(nags(&[0, 0, 0, 0]), [1]);
        assert_eq!(nags(&[0; 6]), [6]);
        assert_eq!(nags(&[0; 7]), [5]);
        assert_eq!(nags(&[0; 25]), [6]);
        assert_eq!(tree.turns(&[0, 0, 0, 0, 1, 0, 0]), Some(turns(&["e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "Ba4"])));
        let play = record.replay().expect("every turn is legal");
        assert_eq!(play.table(&[], None).moves.len(), 28);
    }
    // Lichess's other names of chess, and the end its tags tell.
    for v in ["Standard", "From Position", "chess", "Orthodox Chess"] {
        assert_eq!(variant_game(v), Some(GameId::Chess), "{v}");
    }
    assert_eq!(variant_game("Keltic Chess"), Some(GameId::Keltic));
    assert_eq!(variant_game("Crazyhouse"), None);
    assert_eq!(end_of(Some("Normal"), Some("1-0"), 1), Some(End::Resigned { loser: 1 }));
    assert_eq!(end_of(Some("Time forfeit"), Some("0-1"), 0), Some(End::Time { loser: 0 }));
    assert_eq!(end_of(Some("Time forfeit"), Some("1/2-1/2"), 1), Some(End::TimeDeadPosition { flagged: 1 }));
    assert_eq!(end_of(None, Some("1/2-1/2"), 0), Some(End::Agreed));
    assert_eq!(end_of(Some("resigned 0"), None, 0), Some(End::Resigned { loser: 0 }), "the older records' words");
    assert_eq!(end_of(Some("Normal"), Some("*"), 0), None);
}

#[test]
fn a_bare_move_list_is_a_game_of_the_open_game() {
    for text in ["1. e4 e5 2. Nf3 Nc6", "e4 e5 Nf3 Nc6", "1.e4 e5 2.Nf3 Nc6 *"] {
        let (record, _, _) = Record::parse_with_default(text, GameId::Chess).expect("reads");
        assert_eq!((record.game, record.turns.clone()), (GameId::Chess, turns(&["e4", "e5", "Nf3", "Nc6"])));
        record.replay().expect("legal in chess");
        // Without a game to assume, it is still an error, and says what names one.
        let e = Record::parse_tree(text).expect_err("no game named");
        assert_eq!(e, RecordError::MissingGame);
        assert!(e.to_string().contains("[Variant"), "{e}");
    }
    // A tag or a `Game:` line wins over the open game; an unknown variant is named.
    let (r, ..) = Record::parse_with_default("[Variant \"Keltic Chess\"]\n\n1. e4", GameId::Chess).expect("reads");
    assert_eq!(r.game, GameId::Keltic);
    let (r, ..) = Record::parse_with_default("Game: keltic\n1. e4", GameId::Chess).expect("reads");
    assert_eq!(r.game, GameId::Keltic);
    let e = Record::parse_with_default("[Variant \"Atomic\"]\n1. e4", GameId::Chess).expect_err("unknown");
    assert_eq!(e, RecordError::UnknownGame("Atomic".into()));
    let e = Record::parse_with_default("[Event \"x\"\n1. e4", GameId::Chess).expect_err("a broken tag");
    assert!(matches!(e, RecordError::BadHeader { line: 1, .. }), "{e:?}");
    // A turn refused is named by its move and player.
    let (r, ..) = Record::parse_with_default("1. e4 e5 2. Nf3 Nc6 3. Qh5-h8", GameId::Chess).expect("reads");
    let e = r.replay().err().expect("refused");
    assert!(e.to_string().starts_with("move 3, White:"), "{e}");
}

#[test]
fn tag_values_are_escaped_and_read_back() {
    for value in ["plain", "a \"quoted\" name", "back\\slash", ""] {
        let line = tag_line("White", value);
        assert_eq!(read_tag(line.trim()), Some(("White".into(), value.into())), "{line}");
    }
    assert_eq!(read_tag("[White alice]"), None);
}

/// Every game's turns as written by its notation: none ends in a glyph (`!`, `?`) nor starts with
/// `$`, so a glyph after a turn is never part of it.
#[test]
fn no_game_writes_a_turn_that_looks_like_a_glyph() {
    common::on_every_game(|_, id| {
        for seed in 0..6 {
            let play = common::random_play(id, seed, 200, &mut |_, _| {});
            for t in play.record().turns {
                if t.ends_with(['!', '?']) || t.starts_with('$') {
                    return Err(format!("{id}: '{t}'"));
                }
            }
        }
        Ok(())
    });
}

fn roster(result: &'static str) -> Roster {
    Roster {
        event: "Runeboard game".into(),
        site: "Runeboard".into(),
        date: "2026.11.28".into(),
        round: "-".into(),
        white: "Ann \"A\"".into(),
        black: "?".into(),
        result,
    }
}

/// A comment of words, braces, clock and evaluation commands, from `parts`.
fn comment(parts: &[u8]) -> Option<String> {
    let words = ["good", "{nested}", "[%clk 0:04:58]", "[%eval -1.25]", "[%clk 1:00:00.5]", "a(b)", "x!", "$2"];
    let text: Vec<&str> = parts.iter().map(|&p| words[usize::from(p) % words.len()]).collect();
    clean_comment(&text.join(" "))
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    /// Random trees of each game's turns (a random game, and lines of other random games played from
    /// its positions' turns), with random comments (clocks, evaluations, braces) and glyphs: its PGN
    /// reads back to the same tree, game, start, result and time control.
    #[test]
    fn an_export_imports_back_to_the_same_tree(
        which in 0..GameId::ALL.len(),
        seed in any::<u64>(),
        plies in 0usize..40,
        branches in proptest::collection::vec((0usize..40, 1u64..1000, 1usize..6), 0..4),
        notes in proptest::collection::vec((proptest::collection::vec(0u8..8, 0..4), proptest::collection::vec(1u8..=255, 0..3)), 0..80),
        result in 0usize..4,
        open in 0..GameId::ALL.len(),
    ) {
        let id = GameId::ALL[which];
        let main = common::random_play(id, seed, plies, &mut |_, _| {}).record().turns;
        let mut tree = Tree::from_line(&main);
        for (at, other, len) in branches {
            let line = common::random_play(id, seed ^ other, at.min(main.len()) + len, &mut |_, _| {}).record().turns;
            let at = at.min(main.len()).min(line.len());
            tree.add(&[&main[..at], &line[at..]].concat());
        }
        // Every node of the tree, by its path, gets the next note.
        let mut paths = vec![Vec::new()];
        let mut all = Vec::new();
        while let Some(p) = paths.pop() {
            let at = tree.index(&p).expect("a node");
            for k in 0..tree.get(at).children.len() {
                let mut q = p.clone();
                q.push(k);
                all.push(q.clone());
                paths.push(q);
            }
        }
        for (path, (parts, nags)) in all.iter().zip(&notes) {
            if let Some(c) = comment(parts) {
                tree.set_comment(path, &c);
            }
            let mut nags = nags.clone();
            nags.dedup();
            nags.sort_unstable();
            nags.dedup();
            *tree.nags_mut(path).expect("a node") = nags;
        }
        let record = Record { game: id, start: None, turns: tree.main_line() };
        let result = ["*", "1-0", "0-1", "1/2-1/2"][result];
        let more = [("TimeControl", "300+3".to_string()), ("Termination", "Normal".to_string())];
        let players = new_session(id).table(&[], None).players.len();
        let text = record.to_pgn(&tree, &roster(result), &more, players);
        let (back, notes, back_tree) = Record::parse_with_default(&text, GameId::ALL[open]).expect("its own PGN reads");
        prop_assert_eq!(&back, &record);
        prop_assert_eq!(&back_tree, &tree, "{}", text);
        prop_assert_eq!(notes.result.as_deref(), Some(result));
        prop_assert_eq!(notes.time_control.as_deref(), Some("300+3"));
        prop_assert!(notes.tags.contains(&("White".to_string(), "Ann \"A\"".to_string())));
    }
}

#[test]
fn a_set_up_start_goes_out_as_fen_and_comes_back() {
    let mut play = new_session(GameId::Keltic);
    play.apply(Command::Load("k2/5/3K5/9/4Q4/5/3 w 0 1".into())).expect("valid");
    play.apply(Command::Notation("Qe6".into())).expect("legal");
    let record = play.record();
    let text = record.to_pgn(&Tree::from_line(&record.turns), &roster(result_token(Some(Some(0)))), &[], 2);
    assert!(text.contains("[SetUp \"1\"]\n[FEN \"k2/5/3K5/9/4Q4/5/3 w 0 1\"]\n"), "{text}");
    assert!(text.contains("[Variant \"Keltic Chess\"]\n[Game \"keltic\"]\n"), "{text}");
    assert!(text.ends_with("\n1. Qe6#\n1-0\n"), "{text}");
    let (back, ..) = Record::parse_with_default(&text, GameId::Chess).expect("reads");
    assert_eq!(back, record);
}

/// Chess games written as PGN for python-chess: `target/pgn-check/<n>.pgn` and the moves each
/// must read as, one a line (`scripts/pgn-check` runs this test, then python-chess over them).
#[test]
fn chess_games_for_python_chess() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../target/pgn-check");
    std::fs::create_dir_all(&dir).expect("a folder");
    for seed in 0..20u64 {
        let play = common::random_play(GameId::Chess, seed, 40 + 10 * seed as usize, &mut |_, _| {});
        let record = play.record();
        let table = play.table(&[], None);
        let over = table.outcome.as_ref().map(|o| match o {
            runeboard_engine::Outcome::Win { winner, .. } => Some(*winner),
            runeboard_engine::Outcome::Draw { .. } => None,
        });
        let mut tree = Tree::from_line(&record.turns);
        if let Some(first) = record.turns.first() {
            tree.set_comment(&[0], &format!("[%clk 0:05:00] [%eval 0.25] {first} to start"));
            tree.nags_mut(&[0]).expect("a turn").push(1);
        }
        let text = record.to_pgn(&tree, &roster(result_token(over)), &[("TimeControl", "300+3".into())], 2);
        std::fs::write(dir.join(format!("{seed}.pgn")), &text).expect("written");
        std::fs::write(dir.join(format!("{seed}.moves")), record.turns.join("\n")).expect("written");
        let (back, ..) = Record::parse_with_default(&text, GameId::Keltic).expect("reads");
        assert_eq!(back, record);
    }
}
