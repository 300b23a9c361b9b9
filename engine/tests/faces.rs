//! Every game's faces, for every [`GameId`]: each picture a game can show has its file in
//! `assets/pieces/`, every file there is some game's picture, every promotion or declaration the
//! table offers comes with a face, and the table of a random game is plain, consistent data. (That each
//! shade a board uses is a class of the page's style sheet is the page's test: the page names the
//! classes, `src/components/svg.rs`.)

mod common;

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;
use std::sync::OnceLock;

use runeboard_engine::game::{Game, Picture, FIGURE_SHEETS};
use runeboard_engine::{new_session, with_game, GameId, Step};

fn files() -> BTreeSet<String> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../assets/pieces");
    std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .filter_map(|e| e.ok()?.file_name().into_string().ok())
        .filter_map(|n| n.strip_suffix(".svg").map(str::to_string))
        .collect()
}

/// The pictures a game names for its kinds, through [`Game::face`].
fn kind_faces<G: Game>(game: &G) -> BTreeSet<Picture> {
    let mut out = BTreeSet::new();
    for &kind in game.kinds() {
        let mut any = false;
        for army in 0..3 {
            if let Some(face) = game.face(kind, army) {
                assert_eq!(face.kind, kind, "{:?}", game.id());
                assert!(!face.name.is_empty() && !face.kind_name.is_empty());
                out.insert(face.picture);
                any = true;
            }
        }
        assert!(any, "{:?}: no face for its kind {kind}", game.id());
    }
    out
}

/// The pictures of random games played through the table and commands, checking the table's
/// choices on the way.
fn played_faces(id: GameId, seed: u64, plies: usize) -> BTreeSet<Picture> {
    let mut out = BTreeSet::new();
    common::random_play(id, seed, plies, &mut |play, turn| {
        let table = play.table(turn, None);
        out.extend(table.pieces.iter().map(|p| p.picture));
        out.extend(table.reserves.iter().map(|r| r.picture));
        let ch = play.choices(turn);
        let named = ch.options.iter().filter(|o| matches!(o.step, Step::Promote(_) | Step::Declare(_))).count();
        assert_eq!(table.choices.len(), named, "{id}: every named choice has a face");
        assert_eq!(table.picker.is_some(), named > 0);
        out.extend(table.choices.iter().map(|c| c.face.picture));
    });
    out
}

/// Every game's pictures: those its kinds name, and those of six random games (computed once).
fn shown() -> &'static BTreeMap<GameId, BTreeSet<Picture>> {
    static SHOWN: OnceLock<BTreeMap<GameId, BTreeSet<Picture>>> = OnceLock::new();
    SHOWN.get_or_init(|| {
        GameId::ALL
            .iter()
            .map(|&id| {
                let mut seen = with_game!(id, g => kind_faces(&g));
                for seed in 1..=6 {
                    seen.extend(played_faces(id, seed, 160));
                }
                (id, seen)
            })
            .collect()
    })
}

#[test]
fn every_picture_has_its_file_and_every_file_a_game() {
    let files = files();
    let mut used = BTreeSet::new();
    for (id, seen) in shown() {
        for picture in seen {
            assert!(files.contains(&picture.to_string()), "{id}: no file assets/pieces/{picture}.svg");
        }
        used.extend(seen.iter().map(Picture::to_string));
    }
    let unused: Vec<&String> = files.difference(&used).collect();
    assert!(unused.is_empty(), "pictures no game shows: {unused:?}");
}

/// A figure with a sheet of its own is one game's, so that the other games' sheet holds no
/// picture they never show; a game's men come from two sheets at most.
#[test]
fn a_figure_sheet_is_one_games_and_a_game_needs_two_sheets_at_most() {
    for (sheet, figures) in FIGURE_SHEETS {
        let file = format!("pieces/{sheet}.svg#");
        let games: Vec<GameId> = shown()
            .iter()
            .filter(|(_, seen)| seen.iter().any(|p| p.path().starts_with(&file)))
            .map(|(&id, _)| id)
            .collect();
        assert_eq!(games.len(), 1, "{sheet} ({figures:?}) is shown by {games:?}");
    }
    for (id, seen) in shown() {
        let sheets: BTreeSet<String> =
            seen.iter().map(|p| p.path().split('#').next().unwrap_or_default().to_string()).collect();
        assert!(!sheets.is_empty() && sheets.len() <= 2, "{id}: {sheets:?}");
    }
    let knight = Picture::new("white", "knight");
    assert_eq!(knight.path(), "pieces/men.svg#white-knight");
    assert_eq!(Picture::new("black", "elk-rook").path(), "pieces/elks.svg#black-elk-rook");
    assert_eq!(Picture::new("white", "uruz-ox").path(), "pieces/runes.svg#white-uruz-ox");
    assert_eq!(Picture::new("pictograms/white", "uruz-ox").path(), "pieces/pictograms.svg#white-uruz-ox");
    assert_eq!(Picture::new("tafl", "king").path(), "pieces/tafl.svg#tafl-king");
}

/// The page's style sheets: its own, and its parts' (which come with the chunk of parts).
const STYLES: [(&str, &str); 2] = [
    ("assets/style.css", include_str!("../../assets/style.css")),
    ("assets/parts.css", include_str!("../../assets/parts.css")),
];

#[test]
fn every_game_draws_its_start_position() {
    for id in GameId::ALL {
        let play = new_session(id);
        let table = play.table(&[], None);
        assert_eq!(table.game, id);
        assert!(!table.pieces.is_empty(), "{id}");
        assert!(!play.choices(&[]).options.is_empty(), "{id}: someone can move");
        assert_eq!(table.marks.movable.is_empty(), table.reserves.iter().any(|r| r.playable), "{id}");
        assert!(table.outcome.is_none());
        assert_eq!(table.headline, format!("{} to move", table.player(table.to_move)));
        assert!(!id.name().is_empty());
        assert_eq!(id.to_string(), id.as_str());
    }
}

/// The style sheets' blocks close where they should: a rule left open swallows every rule after
/// it without a word from the browser (it happened: the reserve hint's rule hid the update banner's).
#[test]
fn every_rule_of_the_style_sheets_is_closed() {
    for (name, style) in STYLES {
        rules_closed(name, style);
    }
}

fn rules_closed(name: &str, style: &str) {
    // Each open block, and whether it is an at-rule (@media…), which may hold rules.
    let mut open: Vec<bool> = Vec::new();
    let mut head_start = 0;
    let mut rest = style;
    let mut at = 0;
    while let Some(i) = rest.find(['{', '}', ';', '/']) {
        let pos = at + i;
        let line = style[..pos].lines().count().max(1);
        match rest.as_bytes()[i] {
            b'/' if rest[i..].starts_with("/*") => {
                let end =
                    rest[i..].find("*/").unwrap_or_else(|| panic!("{name}, line {line}: a comment is never closed"));
                (rest, at) = (&rest[i + end + 2..], pos + end + 2);
                head_start = at;
                continue;
            }
            b'{' => {
                let head = style[head_start..pos].trim();
                assert!(
                    open.last().is_none_or(|&at_rule| at_rule),
                    "{name}, line {line}: the rule '{head}' starts inside a block left open"
                );
                open.push(head.starts_with('@'));
            }
            b'}' => assert!(open.pop().is_some(), "{name}, line {line}: '}}' closes nothing"),
            _ => {}
        }
        (rest, at) = (&rest[i + 1..], pos + 1);
        if !style[pos..].starts_with('/') {
            head_start = at;
        }
    }
    assert!(open.is_empty(), "{} block(s) left open at the end of {name}", open.len());
}
