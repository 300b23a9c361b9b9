//! A position set up by hand (the page's position editor), as a list of men, the player to move and
//! the reserves. Plain data below the Game trait: each game builds its position from a [`Setup`]
//! ([`Game::set_up`](crate::game::Game::set_up)), so a position the rules refuse is refused with
//! the game's reason ("White must have exactly one king, not 2"). Reading a game's men and turning
//! a setup back into position text is [`crate::editor`]'s, above the games.

use serde::Serialize;

use crate::error::PositionError;
use crate::geometry::CellId;

/// One man of a set-up position.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Man {
    pub cell: CellId,
    /// Letter of its kind (upper case), as in [`Face::kind`](crate::game::Face::kind).
    pub kind: char,
    /// Its army, as in [`Face::army`](crate::game::Face::army).
    pub army: u8,
}

/// Men in a player's reserve (Orphic Chess).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Held {
    /// Index into the game's players.
    pub player: usize,
    pub kind: char,
    pub count: u8,
}

/// A position as the editor holds it: men on cells, the player to move, reserves. The counters
/// start afresh.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Setup {
    pub men: Vec<Man>,
    pub to_move: usize,
    pub reserves: Vec<Held>,
}

impl Setup {
    /// The man on `cell`, if any.
    pub fn at(&self, cell: CellId) -> Option<&Man> {
        self.men.iter().find(|m| m.cell == cell)
    }

    /// Put a man of this kind and army on `cell` (replacing whatever stood there), or empty it.
    pub fn put(&mut self, cell: CellId, man: Option<(char, u8)>) {
        self.men.retain(|m| m.cell != cell);
        if let Some((kind, army)) = man {
            self.men.push(Man { cell, kind, army });
            crate::sort::sort_by(&mut self.men, |a, b| a.cell.cmp(&b.cell));
        }
    }

    /// How many men of `kind` `player` holds in reserve.
    pub fn held(&self, player: usize, kind: char) -> u8 {
        self.reserves.iter().find(|h| h.player == player && h.kind == kind).map_or(0, |h| h.count)
    }

    /// Set how many men of `kind` `player` holds in reserve.
    pub fn hold(&mut self, player: usize, kind: char, count: u8) {
        self.reserves.retain(|h| !(h.player == player && h.kind == kind));
        if count > 0 {
            self.reserves.push(Held { player, kind, count });
        }
    }
}

/// For a game's [`Game::set_up`](crate::game::Game::set_up): its board of `len` cells, each man's code given by `code`
/// (`None`: the game has no such man), empty cells `empty`.
pub fn board_of<I>(
    setup: &Setup,
    len: usize,
    empty: u8,
    code: impl Fn(char, u8) -> Option<u8>,
) -> Result<Vec<u8>, PositionError<I>> {
    let mut board = vec![empty; len];
    for m in &setup.men {
        let slot = board.get_mut(usize::from(m.cell)).ok_or_else(|| PositionError::BadSquare(m.cell.to_string()))?;
        *slot = code(m.kind, m.army).ok_or(PositionError::UnknownPiece(m.kind))?;
    }
    Ok(board)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::editor::*;
    use crate::error::Shared;
    use crate::game::Game;
    use crate::id::GameId;
    use crate::with_game;

    #[test]
    fn every_start_comes_back_from_its_setup() {
        for id in GameId::ALL {
            let start = with_game!(id, g => g.position_text(&g.start(), crate::game::Clocks::START));
            let setup = setup_of(id, &start).unwrap_or_else(|e| panic!("{id}: {e}"));
            assert!(!setup.men.is_empty(), "{id}");
            assert_eq!(position_of(id, &setup).as_deref(), Ok(start.as_str()), "{id}");
            // Every man of the start is in the palette.
            let palette = palette(id);
            for m in &setup.men {
                assert!(palette.iter().any(|f| f.kind == m.kind && f.army == m.army), "{id}: {m:?}");
            }
        }
    }

    /// Every man of the palette goes on some empty cell of the start and stands there when read
    /// back. It is put there with one player or another to move, and with the men's numbers kept as
    /// the start has them (a man of its kind moved there from the board or the reserve), or, where
    /// the game counts its men otherwise (spIndecision's King stands for a pair of ö), with the
    /// other men of its army taken off. Where it is refused, the refusal is one of the game's rules
    /// (a position it does not allow), never a man or a cell the game does not know.
    #[test]
    fn every_man_of_the_palette_can_be_put_on_the_board() {
        for id in GameId::ALL {
            let start = with_game!(id, g => g.position_text(&g.start(), crate::game::Clocks::START));
            let base = setup_of(id, &start).expect("the start");
            let geometry = id.geometry();
            let players = with_game!(id, g => g.players().len());
            let empty: Vec<CellId> = (0..geometry.cells.len() as CellId).filter(|&c| base.at(c).is_none()).collect();
            assert!(!empty.is_empty(), "{id}: an empty cell");
            for face in palette(id) {
                let (kind, army) = (face.kind, face.army);
                let player = usize::from(army);
                let mut moved = base.clone();
                if let Some(m) = base.men.iter().find(|m| m.kind == kind && m.army == army) {
                    moved.put(m.cell, None);
                } else if moved.held(player, kind) > 0 {
                    moved.hold(player, kind, moved.held(player, kind) - 1);
                }
                let mut alone = base.clone();
                alone.men.retain(|m| m.army != army);
                let (mut placed, mut reasons) = (0, std::collections::BTreeSet::new());
                for from in [&moved, &alone] {
                    for (&cell, to_move) in empty.iter().flat_map(|c| (0..players).map(move |p| (c, p))) {
                        let mut s = from.clone();
                        s.put(cell, Some((kind, army)));
                        s.to_move = to_move;
                        match position_of(id, &s) {
                            Ok(text) => {
                                let back = setup_of(id, &text).expect("reads back");
                                assert_eq!(back.at(cell).map(|m| (m.kind, m.army)), Some((kind, army)), "{id}");
                                placed += 1;
                            }
                            Err(e) => {
                                assert!(
                                    matches!(e, PositionError::Illegal(_)),
                                    "{id}: {kind} of army {army} on cell {cell} refused, not by a rule of the game: {e}"
                                );
                                reasons.insert(e.to_string());
                            }
                        }
                    }
                }
                assert!(placed > 0, "{id}: {kind} of army {army} can go on no empty cell: {reasons:?}");
            }
        }
    }

    #[test]
    fn the_editors_table_is_the_setup() {
        for id in GameId::ALL {
            let start = with_game!(id, g => g.position_text(&g.start(), crate::game::Clocks::START));
            let mut s = setup_of(id, &start).expect("the start");
            let t = table(id, &s);
            let cells: Vec<CellId> = t.pieces.iter().map(|p| p.cell).collect();
            let men: Vec<CellId> = s.men.iter().map(|m| m.cell).collect();
            assert_eq!(cells, men, "{id}");
            assert_eq!(t.position, start, "{id}");
            assert_eq!((t.to_move, t.moves.len(), t.can_undo, t.outcome.is_none()), (0, 0, false, true), "{id}");
            // A refused setup still draws its men, with no position text.
            let first = s.men[0];
            s.put(first.cell, None);
            s.men.clear();
            s.to_move = 1;
            let t = table(id, &s);
            assert!(t.pieces.is_empty(), "{id}");
            assert_eq!(t.to_move, 1, "{id}");
            assert_eq!(t.headline, format!("{} to move", t.player(1)), "{id}");
        }
    }

    /// Every game's built-in start is a position its checks accept (read back from its own text),
    /// not empty, and someone can move; a tafl start is the one its diagram gives when checked.
    #[test]
    fn every_builtin_start_is_checked_and_not_empty() {
        for id in GameId::ALL {
            with_game!(id, g => {
                let start = g.start();
                let text = g.position_text(&start, crate::game::Clocks::START);
                let (read, _) = g.parse_position(&text).unwrap_or_else(|e| panic!("{id}: {text}: {e}"));
                assert_eq!(read, start, "{id}");
                assert!(!g.pieces(&start).is_empty(), "{id}: the start is empty");
                let mut legal = Vec::new();
                g.legal_moves(&start, &mut legal);
                assert!(!legal.is_empty(), "{id}: nobody can move at the start");
            });
        }
        for g in crate::games::tafl::all() {
            assert_eq!(g.checked_start().as_ref(), Ok(&g.start()), "{}", g.id());
        }
    }

    /// A setup and the position text of the same men are refused alike: one check, one sentence.
    #[test]
    fn set_up_and_position_text_refuse_alike() {
        let start = |id: GameId| with_game!(id, g => g.position_text(&g.start(), crate::game::Clocks::START));
        let cell = |id: GameId, name: &str| id.geometry().cell_by_name(name).unwrap_or_else(|| panic!("{name}"));
        let nth = |s: &Setup, n: usize| s.men[n].cell;
        type Edit = Box<dyn Fn(&mut Setup)>;
        let cases: Vec<(GameId, &str, Edit)> = vec![
            (
                GameId::Chess,
                "rnbqkbnr/pppppppp/8/8/4K3/8/PPPPPPPP/RNBQKBNR w - - 0 1",
                Box::new(move |s| s.put(cell(GameId::Chess, "e4"), Some(('K', 0)))),
            ),
            (
                GameId::Chess,
                "rnbq1bnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1",
                Box::new(move |s| s.put(cell(GameId::Chess, "e8"), None)),
            ),
            (
                GameId::Chess,
                "rnbqkbnP/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1",
                Box::new(move |s| s.put(cell(GameId::Chess, "h8"), Some(('P', 0)))),
            ),
            (
                GameId::OdinsRune,
                "rfbvkkvbfr/pppppppppp/10/10/10/4K5/10/10/PPPPPPPPPP/RFBVKKVBFR w 0 1",
                Box::new(move |s| s.put(cell(GameId::OdinsRune, "e5"), Some(('K', 0)))),
            ),
            (
                GameId::OdinsRune,
                "rfbv2vbfr/pppppppppp/10/10/10/10/10/10/PPPPPPPPPP/RFBVKKVBFR w 0 1",
                Box::new(move |s| {
                    s.put(cell(GameId::OdinsRune, "e10"), None);
                    s.put(cell(GameId::OdinsRune, "f10"), None);
                }),
            ),
            (
                GameId::Orphic,
                "8/8/pppppppp/8/8/PPPPPPPP/8/8 w KQQEELDNNkqeeldnn - 0 1",
                Box::new(|s| s.hold(0, 'Q', 2)),
            ),
            (GameId::Orphic, "8/8/pppppppp/8/8/PPPPPPPP/8/8 w QEELDNNkqeeldnn - 0 1", Box::new(|s| s.hold(0, 'K', 0))),
            (
                GameId::Orphic,
                "P7/8/pppppppp/8/8/PPPPPPPP/8/8 w KQEELDNNkqeeldnn - 0 1",
                Box::new(move |s| s.put(cell(GameId::Orphic, "a8"), Some(('P', 0)))),
            ),
            (
                GameId::Spindecision,
                "wRwRwN1wPwP3bPbObPbRbNbR/wOwPwP9bPbObP/rPrPrOrNrRrRrPrPrO cw -",
                Box::new(move |s| s.put(nth(s, 3), None)),
            ),
            (
                GameId::Tyr11,
                "K10/2A2A2A2/1AA1A1A1AA1/3D1D1D3/2A1D1D1A2/1A1D1K1D1A1/2A1D1D1A2/3D1D1D3/1AA1A1A1AA1/2A2A2A2/11 a",
                Box::new(move |s| s.put(cell(GameId::Tyr11, "a11"), Some(('K', 0)))),
            ),
        ];
        for (id, text, edit) in cases {
            let mut s = setup_of(id, &start(id)).expect("the start");
            edit(&mut s);
            let by_text = with_game!(id, g => g.parse_position(text).map(|_| ()).map_err(PositionError::erase));
            let by_setup = position_of(id, &s).map(|_| ());
            assert!(by_text.is_err(), "{id}: {text} is accepted");
            assert_eq!(by_setup, by_text, "{id}: {text}");
        }
    }

    #[test]
    fn refused_setups_say_why() {
        let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1";
        let mut s = setup_of(GameId::Chess, start).expect("chess");
        let e4 = GameId::Chess.geometry().cell_by_name("e4").expect("e4");
        s.put(e4, Some(('K', 0)));
        assert_eq!(
            position_of(GameId::Chess, &s),
            Err(PositionError::Illegal(Shared::KingCount { army: "white", found: 2 }).erase())
        );
        s.put(e4, Some(('X', 0)));
        assert_eq!(position_of(GameId::Chess, &s), Err(PositionError::UnknownPiece('X')));
        s.put(e4, None);
        s.to_move = 1;
        let text = position_of(GameId::Chess, &s).expect("black to move");
        assert!(text.contains(" b "), "{text}");
    }

    #[test]
    fn orphic_reserves_are_set_up() {
        let kinds = reserve_kinds(GameId::Orphic);
        assert!(kinds.iter().any(|h| h.player == 1 && h.kind == 'K' && h.count == 1), "{kinds:?}");
        assert!(reserve_kinds(GameId::Chess).is_empty());
        let start = with_game!(GameId::Orphic, g => g.position_text(&g.start(), crate::game::Clocks::START));
        let mut s = setup_of(GameId::Orphic, &start).expect("orphic");
        s.hold(0, 'Q', 0);
        let text = position_of(GameId::Orphic, &s).expect("no white queen in reserve");
        assert_eq!(setup_of(GameId::Orphic, &text).expect("reads").held(0, 'Q'), 0);
        s.hold(0, 'K', 0);
        assert!(position_of(GameId::Orphic, &s).is_err(), "White has no king at all");
    }
}
