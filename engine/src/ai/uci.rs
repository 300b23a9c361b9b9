//! Orthodox chess in UCI's terms, for `runeboard uci` (the outside yardstick, `scripts/yardstick`):
//! moves in UCI's long algebraic notation, the `position` and `go` commands, and the request they
//! make — the very [`Request`] the page's worker is sent for the computer's turn, so that an outside
//! opponent plays the search players meet.
//!
//! A move is its from and to squares, then a promotion's letter in lower case: `e2e4`, `e7e8q`,
//! `a2a1n`. Castling is the king's two-square step (`e1g1`, `e8c8`), as UCI writes it for orthodox
//! chess; an en-passant capture is the pawn's move (`e5d6`). The game's own notation is SAN
//! (`O-O`, `exd6`, `e8=Q+`): a move is converted by finding the legal move that has the text, never
//! by rewriting the text, so a move that is not legal is never read.

use super::{Level, Request, Thought, WIN, WIN_BOUND};
use crate::chess::orthodox::{letter, BoardPos};
use crate::chess::CMove;
use crate::game::{legal_vec, parse_notation, Game};
use crate::session::Session;

use crate::games::chess::{game, Chess};

/// The game id a request names.
pub const GAME: &str = "chess";

/// The level `go` plays at unless `setoption name Level` says otherwise: the strongest, level 5.
pub const DEFAULT_LEVEL: u8 = 5;

/// The time of a `go` that names neither `movetime` nor `nodes`: the page's time a move
/// (`MOVETIME_MS` in the page's `state::computer`).
pub const DEFAULT_MOVETIME_MS: u32 = 2000;

/// A move in UCI's long algebraic notation.
pub fn move_text(mv: CMove) -> String {
    let grid = game().grid();
    let mut text = grid.name(mv.from.into());
    text.push_str(&grid.name(mv.to.into()));
    if mv.promo != 0 {
        text.push(letter(mv.promo).to_ascii_lowercase());
    }
    text
}

/// The legal move among `legal` that UCI writes `text`, if any.
pub fn parse_move(legal: &[CMove], text: &str) -> Option<CMove> {
    let text = text.trim();
    legal.iter().copied().find(|&m| move_text(m) == text)
}

/// Why a command was not understood.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum UciError {
    #[error("position: expected 'startpos' or 'fen <FEN>', then optionally 'moves …'")]
    PositionSyntax,
    #[error("bad FEN '{0}': {1}")]
    Fen(String, String),
    #[error("move {number} ('{text}') is not legal here")]
    Move { number: usize, text: String },
    #[error("go: '{0}' needs a whole number")]
    GoValue(String),
    #[error("setoption: the level is 1 to 5, not '{0}'")]
    Level(String),
}

/// A game as `position` gives it: its first position (`None`: the start) and its turns played.
#[derive(Clone)]
pub struct Position {
    /// The FEN of the first position, unless it is the start.
    pub start: Option<String>,
    pub session: Session<Chess>,
}

impl Default for Position {
    fn default() -> Self {
        Position { start: None, session: Session::new(game()) }
    }
}

impl Position {
    /// Read the arguments of `position` (what follows the word): `startpos` or `fen <six fields>`,
    /// then optionally `moves` and the moves played, in UCI.
    pub fn parse(args: &str) -> Result<Position, UciError> {
        let words: Vec<&str> = args.split_whitespace().collect();
        let moves_at = words.iter().position(|&w| w == "moves").unwrap_or(words.len());
        let (head, moves) = (&words[..moves_at], words.get(moves_at + 1..).unwrap_or(&[]));
        let mut position = match head {
            ["startpos"] => Position::default(),
            ["fen", fields @ ..] if !fields.is_empty() => {
                let fen = fields.join(" ");
                let g = game();
                let (pos, clocks) = g.parse_position(&fen).map_err(|e| UciError::Fen(fen.clone(), e.to_string()))?;
                let session = Session::from_position(g, pos, clocks);
                let start = session.custom_start();
                Position { start, session }
            }
            _ => return Err(UciError::PositionSyntax),
        };
        for (i, text) in moves.iter().enumerate() {
            let bad = || UciError::Move { number: i + 1, text: (*text).to_string() };
            let mv = parse_move(position.session.legal(), text).ok_or_else(bad)?;
            position.session.play_move(mv).map_err(|_| bad())?;
        }
        Ok(position)
    }

    /// The turns played, in the game's notation (as the page's record keeps them).
    pub fn turns(&self) -> Vec<String> {
        self.session.move_list()
    }

    /// The position reached.
    pub fn now(&self) -> &BoardPos<64> {
        self.session.position()
    }

    /// The request for the computer's turn here: the page's worker's own, with `level` and the
    /// limit `go` gave.
    pub fn request(&self, level: Level, go: Go) -> Request {
        Request {
            game: GAME.to_string(),
            position: self.start.clone(),
            turns: self.turns(),
            level: level.number,
            movetime_ms: go.movetime_ms,
            nodes: go.nodes,
            ..Request::default()
        }
    }

    /// A move in the game's notation, played from the position reached, in UCI (`None`: it is not
    /// legal there).
    pub fn uci_of(&self, notation: &str) -> Option<String> {
        parse_notation(&game(), self.now(), notation).map(move_text)
    }

    /// A line of moves in the game's notation from the position reached, in UCI, as far as its
    /// moves are legal.
    pub fn uci_line(&self, line: &[String]) -> Vec<String> {
        let g = game();
        let mut pos = *self.now();
        let mut out = Vec::new();
        for notation in line {
            let Some(mv) = parse_notation(&g, &pos, notation) else { break };
            if !legal_vec(&g, &pos).contains(&mv) {
                break;
            }
            out.push(move_text(mv));
            pos = g.make(&pos, mv);
        }
        out
    }
}

/// What `go` asks for: a time, a node budget (with the page's time as well), or the page's time.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Go {
    pub movetime_ms: u32,
    pub nodes: Option<u64>,
}

impl Go {
    /// Read the arguments of `go`: `movetime MS` and `nodes N` are used; the others (a clock's
    /// `wtime`, `depth`, `infinite` …) are ignored, the page's time a move playing instead.
    pub fn parse(args: &str) -> Result<Go, UciError> {
        let mut go = Go { movetime_ms: DEFAULT_MOVETIME_MS, nodes: None };
        let words: Vec<&str> = args.split_whitespace().collect();
        for pair in words.windows(2) {
            let value = || pair[1].parse::<u64>().map_err(|_| UciError::GoValue(pair[0].to_string()));
            match pair[0] {
                "movetime" => go.movetime_ms = u32::try_from(value()?.max(1)).unwrap_or(u32::MAX),
                "nodes" => go.nodes = Some(value()?.max(1)),
                _ => {}
            }
        }
        Ok(go)
    }
}

/// The level `setoption name Level value N` names.
pub fn level_option(value: &str) -> Result<Level, UciError> {
    value.trim().parse::<u8>().ok().and_then(Level::get).ok_or_else(|| UciError::Level(value.trim().to_string()))
}

/// The `info` line for a thought (the search's score is for the player to move, as UCI's is):
/// `score cp` in centipawns, or `score mate N` (moves, negative when losing) for a forced result.
pub fn info(position: &Position, thought: &Thought) -> String {
    let score = if thought.score.abs() > WIN_BOUND {
        let moves = (WIN - thought.score.abs() + 1) / 2;
        format!("mate {}", if thought.score > 0 { moves } else { -moves })
    } else {
        format!("cp {}", thought.score)
    };
    let pv = position.uci_line(&thought.line);
    let mut text = format!("info depth {} score {score} nodes {}", thought.depth, thought.nodes);
    if !pv.is_empty() {
        text.push_str(" pv ");
        text.push_str(&pv.join(" "));
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chess::{CASTLE, EN_PASSANT};
    use crate::rng::Rng;

    /// The moves (in the game's notation) from `position`, each written in UCI and played by its
    /// UCI text.
    fn uci(position: &Position, moves: &[String]) -> Vec<String> {
        let mut p = position.clone();
        moves
            .iter()
            .map(|m| {
                let text = p.uci_of(m).expect("legal");
                p.session.play_move(parse_move(p.session.legal(), &text).expect("legal")).expect("played");
                text
            })
            .collect()
    }

    #[test]
    fn castling_promotion_and_en_passant_are_written_as_uci_writes_them() {
        // Castling both ways: the king's two-square step.
        let p = Position::parse("fen r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1").expect("fen");
        assert_eq!(p.uci_of("O-O").as_deref(), Some("e1g1"));
        assert_eq!(p.uci_of("O-O-O").as_deref(), Some("e1c1"));
        let p = Position::parse("fen r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1").expect("fen");
        assert_eq!(p.uci_of("O-O").as_deref(), Some("e8g8"));
        assert_eq!(p.uci_of("O-O-O").as_deref(), Some("e8c8"));
        // Promotion, under-promotion and a capturing promotion: the piece's letter in lower case.
        let p = Position::parse("fen 1n2k3/P7/8/8/8/8/6p1/K6R b - - 0 1").expect("fen");
        assert_eq!(p.uci_of("gxh1=Q").as_deref(), Some("g2h1q"));
        assert_eq!(p.uci_of("g1=N").as_deref(), Some("g2g1n"));
        let p = Position::parse("fen 1n2k3/P7/8/8/8/8/6p1/K6R w - - 0 1").expect("fen");
        assert_eq!(p.uci_of("axb8=R+").as_deref(), Some("a7b8r"));
        assert_eq!(
            Position::parse("fen 1n2k3/P7/8/8/8/8/6p1/K6R w - - 0 1 moves a7a8b").expect("a8=B").turns(),
            ["a8=B"]
        );
        // En passant: the pawn's own move, read back as the capture.
        let p = Position::parse("startpos moves e2e4 a7a6 e4e5 d7d5").expect("moves");
        assert_eq!(p.uci_of("exd6").as_deref(), Some("e5d6"));
        let mv = parse_move(p.session.legal(), "e5d6").expect("legal");
        assert_ne!(mv.flags & EN_PASSANT, 0);
        // Read back: the moves themselves, and nothing that is not legal.
        let p = Position::parse("startpos moves e2e4 e7e5 g1f3 b8c6 f1c4 g8f6 e1g1").expect("castling");
        assert_eq!(p.turns(), ["e4", "e5", "Nf3", "Nc6", "Bc4", "Nf6", "O-O"]);
        let sicilian = ["e4", "c5", "Nf3"].map(String::from);
        assert_eq!(uci(&Position::default(), &sicilian), ["e2e4", "c7c5", "g1f3"]);
        assert!(matches!(Position::parse("startpos moves e2e5"), Err(UciError::Move { number: 1, .. })));
        assert!(matches!(Position::parse("startpos moves e1h1"), Err(UciError::Move { .. })));
        assert!(matches!(Position::parse("fen 8/8 w - - 0 1"), Err(UciError::Fen(..))));
        assert!(matches!(Position::parse("somewhere"), Err(UciError::PositionSyntax)));
    }

    /// Whole random games, each move written in UCI and read back: every move reads back as
    /// itself; `position startpos moves …` replays the game to the same turns in the game's notation
    /// and the same position, and the request built from it replays there too (as the search reads
    /// it). Castling on both wings, promotion to each piece and en passant all occur.
    #[test]
    fn random_games_round_trip_through_uci() {
        let g = game();
        let (mut castled, mut promoted, mut en_passant) = ([false; 2], [false; 6], false);
        for seed in 1..=60u64 {
            let mut rng = Rng::new(seed);
            let mut played = Position::default();
            let mut texts = Vec::new();
            while played.session.outcome().is_none() && texts.len() < 400 {
                let legal = played.session.legal().to_vec();
                // Rare moves first when there are some, so that each kind is met.
                let rare: Vec<CMove> =
                    legal.iter().copied().filter(|m| m.flags & (CASTLE | EN_PASSANT) != 0 || m.promo != 0).collect();
                let pick = if !rare.is_empty() && rng.below(2) == 0 {
                    rare[rng.below(rare.len())]
                } else {
                    legal[rng.below(legal.len())]
                };
                let text = move_text(pick);
                assert_eq!(parse_move(&legal, &text), Some(pick), "seed {seed}: {text}");
                if pick.flags & CASTLE != 0 {
                    castled[usize::from(g.grid().file(pick.to.into()) < 4)] = true;
                }
                promoted[usize::from(pick.promo)] |= pick.promo != 0;
                en_passant |= pick.flags & EN_PASSANT != 0;
                texts.push(text);
                played.session.play_move(pick).expect("legal");
            }
            let replayed = Position::parse(&format!("startpos moves {}", texts.join(" "))).expect("replays");
            assert_eq!(replayed.turns(), played.turns(), "seed {seed}");
            assert_eq!(replayed.session.position_text(), played.session.position_text(), "seed {seed}");
            assert_eq!(replayed.session.outcome(), played.session.outcome(), "seed {seed}");
            let request = replayed.request(Level::get(5).expect("level 5"), Go::parse("movetime 500").expect("go"));
            let session = crate::ai::replay(game(), request.position.as_deref(), &request.turns).expect("replays");
            assert_eq!(session.position_text(), played.session.position_text(), "seed {seed}");
            // And the other way: the game's notation, played, written in UCI again.
            let again = uci(&Position::default(), &played.turns());
            assert_eq!(again, texts, "seed {seed}");
        }
        assert_eq!(castled, [true, true], "castling on both wings");
        assert!(promoted[2..=5].iter().all(|&p| p), "promotion to queen, rook, bishop and knight: {promoted:?}");
        assert!(en_passant, "en passant");
    }

    #[test]
    fn a_request_is_the_pages_for_the_computers_turn_at_level_5() {
        let p = Position::parse("startpos moves e2e4 e7e5 g1f3").expect("moves");
        let level = level_option(&DEFAULT_LEVEL.to_string()).expect("level 5");
        assert_eq!((level.depth, level.margin), (Level::get(5).expect("5").depth, 0));
        let request = p.request(level, Go::parse("movetime 500").expect("go"));
        let want = Request {
            game: "chess".into(),
            turns: vec!["e4".into(), "e5".into(), "Nf3".into()],
            level: 5,
            movetime_ms: 500,
            ..Request::default()
        };
        assert_eq!(request, want);
        let fen = "8/8/8/4k3/8/8/4P3/4K3 w - - 0 1";
        let from_fen = Position::parse(&format!("fen {fen} moves e2e4")).expect("fen");
        let request = from_fen.request(level, Go::parse("wtime 1000 btime 1000").expect("go"));
        assert_eq!(request.position.as_deref(), Some(fen));
        assert_eq!((request.turns, request.movetime_ms), (vec!["e4".to_string()], DEFAULT_MOVETIME_MS));
        assert_eq!(Go::parse("movetime 100 nodes 5000"), Ok(Go { movetime_ms: 100, nodes: Some(5000) }));
        assert!(Go::parse("movetime soon").is_err());
        assert!(level_option("6").is_err());
    }
}
