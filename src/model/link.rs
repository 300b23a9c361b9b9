//! The game's link: the one owner of the address's fragment. A [`Link`] holds everything the
//! fragment carries — the game and its start, the turns played, the position shown, the game's
//! lines with their comments, the computer opponent and the drawings on the position shown — and is the only code that writes the fragment
//! ([`Link::to_fragment`]: the address bar and the Share button both take it) or reads it
//! ([`Address::read`]). The record's own part (`game`, `start`, `turns`, `ply`) is written and read
//! by the engine's record helpers; this module adds the page's fields around them.
//!
//! Reading is forgiving where it can be: drawings or an opponent that cannot be read are left out
//! with a reason, and a turn that does not replay stops the game at the turns before it
//! ([`Link::replay`]), with the turn refused and why.

use runeboard_engine::record::{decode, encode, fragment, Record, RecordError};
use runeboard_engine::tree::Tree;
use runeboard_engine::{GameId, Play};

use crate::games::{geometry, new_session};

use super::drawings::{self, DrawingError, Mark};
use super::opponent::{self, Opponent, OpponentError};

/// A game as its link carries it.
#[derive(Clone, Debug, PartialEq)]
pub struct Link {
    /// The game, its start position when not the standard one, and the turns played.
    pub record: Record,
    /// How many turns stand played in the position shown, when it is not the last (of `line`,
    /// when there is one).
    pub ply: Option<usize>,
    /// The line shown, when it is a variation rather than the record's own line: its turns from
    /// the start (`line=`).
    pub line: Option<Vec<String>>,
    /// Who the computer plays (no field when people play each other).
    pub opponent: Opponent,
    /// The arrows and circles drawn on the position shown.
    pub drawings: Vec<Mark>,
    /// The game clock, when the game has one: its saved text (the page's `Timing::to_saved`: the
    /// time control, each turn's remaining times to the ms, the time used in the turn under way,
    /// how the game ended; `-` and the end for an untimed game resigned or drawn by agreement).
    /// No field for an untimed game going on, as links always were.
    pub clock: Option<String>,
    /// The game's lines with their comments and glyphs, when they are more than one plain line
    /// (`tree=`: the movetext, as a record writes it). Links before had none: the record's line
    /// and the line shown were all.
    pub tree: Option<Tree>,
}

/// The clock's text in a fragment: its spaces as `_` and its `|` as `~` (it has neither of those,
/// nor `&` or `=`).
fn clock_to_fragment(text: &str) -> String {
    text.replace(' ', "_").replace('|', "~")
}

fn clock_from_fragment(text: &str) -> String {
    text.replace('_', " ").replace('~', "|")
}

/// What an address's fragment asks for.
// One is read per page load or address change: the link's size beside the other kinds is no cost.
#[allow(clippy::large_enum_variant)]
#[derive(Debug, PartialEq)]
pub enum Address {
    /// No fragment: the game played last.
    Empty,
    /// A game's id alone (`#chess`): the game saved for it.
    Game(GameId),
    /// A fragment that is neither a game's id nor a link (`#garbage`), as written.
    Unknown(String),
    /// A game's link (`#game=keltic&turns=e4+e5`), read but not replayed; or why it cannot be read,
    /// with the game it names, if it names one.
    Link(Result<ReadLink, (Option<GameId>, RecordError)>),
}

/// A link read, with the parts of it that had to be left out (the game opens without them).
#[derive(Debug, PartialEq)]
pub struct ReadLink {
    pub link: Link,
    /// The computer opponent named could not be read: people play each other.
    pub opponent_error: Option<OpponentError>,
    /// The drawings could not be read: none are shown.
    pub drawings_error: Option<DrawingError>,
    /// The lines could not be read: the record's line (and the line shown) are all.
    pub tree_error: Option<RecordError>,
}

/// A link's game replayed.
pub struct Replayed {
    /// The game: all the link's turns, or those before the first one refused.
    pub play: Box<dyn Play>,
    /// The first turn that could not be played, and why (numbered from 1).
    pub refused: Option<RecordError>,
}

impl Link {
    /// The fragment (without `#`): `game=…&start=…&turns=…&ply=…&draw=…&computer=…&level=…`.
    pub fn to_fragment(&self) -> String {
        let game = self.record.game;
        let mut out = self.record.to_fragment_line(self.ply, self.line.as_deref());
        drawings::push_fragment(&mut out, &self.drawings, geometry(game));
        self.opponent.push_fragment(&mut out, &players(game));
        if let Some(clock) = &self.clock {
            fragment::push(&mut out, "clock", &clock_to_fragment(clock));
        }
        if let Some(tree) = &self.tree {
            fragment::push(&mut out, "tree", &encode(tree.to_movetext(players(game).len()).trim_end()));
        }
        out
    }

    /// Replay the game through the rules. A turn that cannot be played stops it: the game stands
    /// after the turns before it, and the turn refused is told. A start that cannot be set up is
    /// an error.
    pub fn replay(&self) -> Result<Replayed, RecordError> {
        match self.record.replay_with(crate::games::new_session) {
            Ok(play) => Ok(Replayed { play, refused: None }),
            Err(e @ RecordError::BadTurn { number, .. }) => {
                let valid =
                    Record { turns: self.record.turns[..number.saturating_sub(1)].to_vec(), ..self.record.clone() };
                Ok(Replayed { play: valid.replay_with(crate::games::new_session)?, refused: Some(e) })
            }
            Err(e) => Err(e),
        }
    }
}

impl Address {
    /// Reads a fragment (a leading `#` is allowed).
    pub fn read(fragment: &str) -> Address {
        let (fragment, draw, computer, level, clock, tree) = match Self::fields(fragment) {
            Fields::Empty => return Address::Empty,
            Fields::Named(Ok(id)) => return Address::Game(id),
            Fields::Named(Err(text)) => return Address::Unknown(text.to_string()),
            Fields::Link { record: Err(e), .. } => return Address::Link(Err(e)),
            Fields::Link { record: Ok(read), draw, computer, level, clock, tree } => {
                (read, draw, computer, level, clock, tree)
            }
        };
        let (record, ply, line) = fragment;
        let game = record.game;
        let (opponent, opponent_error) = match (computer.as_deref(), level.as_deref()) {
            (None, None) => (Opponent::default(), None),
            (computer, level) => match opponent::read(computer.unwrap_or_default(), level, &players(game)) {
                Ok(o) => (o, None),
                Err(e) => (Opponent::default(), Some(e)),
            },
        };
        let (drawings, drawings_error) = match draw.map(|d| drawings::read(&d, game, geometry(game))) {
            None => (Vec::new(), None),
            Some(Ok(marks)) => (marks, None),
            Some(Err(e)) => (Vec::new(), Some(e)),
        };
        let read_tree = |t: &str| Tree::parse_movetext(&decode(t)?).map_err(RecordError::from);
        let (tree, tree_error) = match tree.as_deref().map(read_tree) {
            None => (None, None),
            Some(Ok(tree)) => (Some(tree), None),
            Some(Err(e)) => (None, Some(e)),
        };
        let link = Link { record, ply, line, opponent, drawings, clock, tree };
        Address::Link(Ok(ReadLink { link, opponent_error, drawings_error, tree_error }))
    }
}

/// A link's record as read: the record, the move shown and the line shown.
type RecordRead = (Record, Option<usize>, Option<Vec<String>>);

/// A fragment's fields, read without the rules of its game (for a link: its record read as text, the
/// page's own fields apart).
enum Fields<'a> {
    Empty,
    /// No `=`: a game's id, or a text that names none.
    Named(Result<GameId, &'a str>),
    Link {
        record: Result<RecordRead, (Option<GameId>, RecordError)>,
        draw: Option<String>,
        computer: Option<String>,
        level: Option<String>,
        clock: Option<String>,
        tree: Option<String>,
    },
}

impl Address {
    fn fields(fragment: &str) -> Fields<'_> {
        let fragment = fragment.strip_prefix('#').unwrap_or(fragment);
        if fragment.is_empty() {
            return Fields::Empty;
        }
        if !fragment.contains('=') {
            return Fields::Named(fragment.parse::<GameId>().map_err(|_| fragment));
        }
        // The page's fields come out; the rest is the record's, read by the engine.
        let (without_draw, draw) = drawings::split_fragment(fragment);
        let (mut computer, mut level, mut clock, mut tree, mut rest) = (None, None, None, None, Vec::new());
        for (key, value) in fragment::fields(&without_draw) {
            match (key, value) {
                ("computer", Some(v)) => computer = Some(v.to_string()),
                ("level", Some(v)) => level = Some(v.to_string()),
                ("clock", Some(v)) => clock = Some(clock_from_fragment(v)),
                ("tree", Some(v)) => tree = Some(v.to_string()),
                field => rest.push(field),
            }
        }
        let named = rest.iter().find(|f| f.0 == "game").and_then(|f| f.1?.parse().ok());
        let rest = fragment::join(rest);
        let record = Record::from_fragment_line(&rest).map_err(|e| (named, e));
        Fields::Link { record, draw, computer, level, clock, tree }
    }

    /// The game a page opened at this fragment shows, read without the rules of any game (the
    /// page loads its chunk of games before opening one of them): `None` when the
    /// fragment names no game (the game played last is shown, or the first), and for a link that
    /// cannot be read, the game it names or else the first.
    pub fn game(fragment: &str) -> Option<GameId> {
        match Self::fields(fragment) {
            Fields::Empty | Fields::Named(Err(_)) => None,
            Fields::Named(Ok(id)) => Some(id),
            Fields::Link { record: Ok((record, ..)), .. } => Some(record.game),
            Fields::Link { record: Err((named, _)), .. } => Some(named.unwrap_or(GameId::ALL[0])),
        }
    }
}

/// The players' names of a game, in order.
pub fn players(game: GameId) -> Vec<&'static str> {
    new_session(game).table(&[], None).players.iter().map(|p| p.name).collect()
}

#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests {
    use super::*;
    use crate::model::drawings::{Pen, Shape};
    use proptest::prelude::*;
    use runeboard_engine::new_session;
    use runeboard_engine::{Command, Step};

    fn read(fragment: &str) -> ReadLink {
        match Address::read(fragment) {
            Address::Link(Ok(read)) => read,
            other => panic!("not a link: {other:?}"),
        }
    }

    fn keltic(turns: &[&str]) -> Record {
        Record { game: GameId::Keltic, start: None, turns: turns.iter().map(|t| t.to_string()).collect() }
    }

    #[test]
    fn a_link_carries_the_line_shown_and_earlier_links_have_none() {
        let line: Vec<String> = ["e4", "d5", "Nc4"].iter().map(|t| t.to_string()).collect();
        let link = Link {
            record: keltic(&["e4", "dxe4"]),
            ply: Some(2),
            line: Some(line),
            opponent: Opponent::default(),
            drawings: Vec::new(),
            clock: None,
            tree: None,
        };
        let text = link.to_fragment();
        assert_eq!(text, "game=keltic&turns=e4+dxe4&line=e4+d5+Nc4&ply=2");
        assert_eq!(read(&text).link, link);
        // Links as they were written before (copied from the tests of the time) have no line.
        for old in ["game=keltic&turns=e4+dxe4&ply=1&draw=r.e2.e4&computer=black&level=2", "game=keltic&turns=e4"] {
            let back = read(old).link;
            assert_eq!((back.to_fragment(), back.line), (old.to_string(), None));
        }
    }

    #[test]
    fn a_link_carries_the_comments_variations_and_glyphs() {
        let mut tree = Tree::from_line(&keltic(&["e4", "dxe4", "Nc4"]).turns);
        tree.add(&keltic(&["e4", "d5"]).turns);
        tree.set_comment(&[0, 0], "a {quiet} reply & more = 100%");
        tree.nags_mut(&[0, 1]).expect("a turn").push(6);
        let link = Link {
            record: keltic(&["e4", "dxe4", "Nc4"]),
            ply: None,
            line: None,
            opponent: Opponent::default(),
            drawings: Vec::new(),
            clock: None,
            tree: Some(tree),
        };
        let text = link.to_fragment();
        assert!(text.starts_with("game=keltic&turns=e4+dxe4+Nc4&tree="), "{text}");
        let back = read(&text);
        assert_eq!((back.link, back.tree_error), (link, None));
        // A damaged tree is left out, and said.
        let bad = read("game=keltic&turns=e4&tree=1.%20e4%20(");
        assert_eq!(bad.link.tree, None);
        assert!(bad.tree_error.is_some_and(|e| e.to_string().contains("not closed")));
    }

    #[test]
    fn every_field_goes_out_and_comes_back() {
        let g = GameId::Keltic.geometry();
        let cell = |n: &str| g.cell_by_name(n).expect("cell");
        let link = Link {
            record: keltic(&["e4", "dxe4"]),
            ply: Some(1),
            line: None,
            opponent: Opponent { sides: vec![1], level: 2 },
            drawings: vec![Mark { shape: Shape::Arrow(cell("e2"), cell("e4")), pen: Pen::Red }],
            clock: None,
            tree: None,
        };
        let text = link.to_fragment();
        assert_eq!(text, "game=keltic&turns=e4+dxe4&ply=1&draw=r.e2.e4&computer=black&level=2");
        let back = read(&format!("#{text}"));
        assert_eq!((back.opponent_error, back.drawings_error), (None, None));
        assert_eq!(back.link, link);
        // People playing each other and nothing drawn: the record's part alone, as links always were.
        let plain = Link {
            record: keltic(&["e4"]),
            ply: None,
            line: None,
            opponent: Opponent::default(),
            drawings: Vec::new(),
            clock: None,
            tree: None,
        };
        assert_eq!(plain.to_fragment(), "game=keltic&turns=e4");
        assert_eq!(read("game=keltic&turns=e4").link, plain);
    }

    #[test]
    fn a_timed_game_s_link_carries_its_clock_to_the_ms() {
        let clock = "600+5;0;600000,600000,0,0 604000,600000,0,0;;12345;-|resigned 1";
        let link = Link {
            record: keltic(&["e4"]),
            ply: None,
            line: None,
            opponent: Opponent::default(),
            drawings: Vec::new(),
            clock: Some(clock.into()),
            tree: None,
        };
        let text = link.to_fragment();
        assert_eq!(text, "game=keltic&turns=e4&clock=600+5;0;600000,600000,0,0_604000,600000,0,0;;12345;-~resigned_1");
        assert_eq!(read(&text).link, link);
        assert_eq!(read("game=keltic&turns=e4").link.clock, None, "an old link: no clock");
    }

    #[test]
    fn old_links_read_as_before_whatever_the_order_of_their_fields() {
        let a = read("game=keltic&turns=e4+dxe4&computer=black&ply=1&draw=g.d5");
        let b = read("draw=g.d5&computer=black&game=keltic&ply=1&turns=e4+dxe4");
        assert_eq!(a, b);
        assert_eq!(a.link.opponent, Opponent { sides: vec![1], level: runeboard_engine::ai::DEFAULT_LEVEL });
        let bad = read("game=keltic&turns=e4&computer=red&level=9&draw=g.zz9");
        assert!(bad.opponent_error.is_some_and(|e| e.to_string().contains("'red'")));
        assert!(bad.drawings_error.is_some_and(|e| e.to_string().contains("zz9")));
        assert_eq!(bad.link.record, keltic(&["e4"]));
    }

    #[test]
    fn an_address_is_nothing_a_game_a_link_or_unknown() {
        assert_eq!(Address::read(""), Address::Empty);
        assert_eq!(Address::read("#"), Address::Empty);
        assert_eq!(Address::read("chess"), Address::Game(GameId::Chess));
        assert_eq!(Address::read("#garbage"), Address::Unknown("garbage".into()));
        let Address::Link(Err((named, e))) = Address::read("game=chess&turns=e4+%ZZ") else { panic!("damaged") };
        assert_eq!(named, Some(GameId::Chess));
        assert!(e.to_string().contains("damaged"), "{e}");
        assert!(matches!(Address::read("game=go&turns=e4"), Address::Link(Err((None, _)))));
    }

    #[test]
    fn a_refused_turn_keeps_the_turns_before_it() {
        let link = read("game=keltic&turns=e4+dxe4+Nz9+Nc4").link;
        let r = link.replay().expect("a game");
        assert_eq!(r.play.record().turns, ["e4", "dxe4"]);
        let refused = r.refused.expect("the third turn is refused");
        assert!(matches!(refused, RecordError::BadTurn { number: 3, .. }), "{refused:?}");
        assert!(refused.to_string().contains("'Nz9'"), "{refused}");
        let whole = read("game=keltic&turns=e4+dxe4").link.replay().expect("a game");
        assert!(whole.refused.is_none());
        assert_eq!(whole.play.record().turns, ["e4", "dxe4"]);
        // The first turn refused: the start.
        let r = read("game=keltic&turns=e9").link.replay().expect("a game");
        assert!(r.play.record().turns.is_empty() && r.refused.is_some());
        // A start that cannot be set up is no game.
        assert!(read("game=keltic&start=nonsense").link.replay().is_err());
    }

    /// A random game: `picks` choose among the rules' options at every step.
    fn random_game(game: GameId, picks: &[usize]) -> Box<dyn Play> {
        let mut play = new_session(game);
        let mut picks = picks.iter();
        'turns: for _ in 0..6 {
            let mut steps: Vec<Step> = Vec::new();
            loop {
                let ch = play.choices(&steps);
                if ch.options.is_empty() || (ch.complete && steps.len() > 1) {
                    if !ch.complete || play.apply(Command::Play(steps)).is_err() {
                        break 'turns;
                    }
                    break;
                }
                let Some(&pick) = picks.next() else { break 'turns };
                steps.push(ch.options[pick % ch.options.len()].step);
            }
        }
        play
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(64))]

        #[test]
        fn any_link_written_reads_back_the_same(
            game in 0usize..GameId::ALL.len(),
            picks in proptest::collection::vec(0usize..1000, 0..40),
            ply in proptest::option::of(0usize..8),
            sides in proptest::collection::vec(0usize..2, 0..3),
            level in 1u8..=5,
            marks in proptest::collection::vec((0usize..4, 0usize..64, 0usize..64), 0..4),
        ) {
            let game = GameId::ALL[game];
            let play = random_game(game, &picks);
            let record = play.record();
            let g = game.geometry();
            let mut drawings: Vec<Mark> = Vec::new();
            for (pen, a, b) in marks {
                let (a, b) = (a % g.len(), b % g.len());
                let mark = Mark { shape: Shape::between(a.try_into().expect("cell"), b.try_into().expect("cell")), pen: Pen::ALL[pen] };
                if !drawings.iter().any(|m| m.shape == mark.shape) {
                    drawings.push(mark);
                }
            }
            // (Without a side to play, the computer's level is not the link's to carry.)
            let opponent = Opponent { sides, level }.fitted(players(game).len());
            let opponent = if opponent.sides.is_empty() { Opponent::default() } else { opponent };
            let ply = ply.filter(|p| *p < record.turns.len());
            let link = Link { record, ply, line: None, opponent, drawings, clock: None, tree: None };
            let back = read(&link.to_fragment());
            prop_assert_eq!(&back.link, &link);
            prop_assert_eq!((back.opponent_error, back.drawings_error), (None, None));
            let replayed = link.replay().expect("a game written by the rules replays");
            prop_assert!(replayed.refused.is_none());
            prop_assert_eq!(replayed.play.record(), link.record);
        }
    }
}
