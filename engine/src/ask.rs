//! "How does this man move?", for any man on the board, of either side, whoever is to move: the
//! cells it could reach if it were its side's turn, worked out on a copy of the position
//! ([`Game::with_mover`]); the game itself is untouched. The move diagrams of the rules use
//! [`reach`] too.

use crate::error::PositionError;
use crate::game::Step;
use crate::geometry::CellId;
use crate::id::GameId;
use crate::session::{moves_in, onto_in};
pub use crate::session::{reach, Reach};
use crate::table::Table;
use crate::with_game;

/// The men `player` may plan a turn with while another player is to move (a premove, whose steps
/// the session checks once it is that player's turn): the men of its army, or every man when no
/// man on the board is any player's own (spIndecision's players move any army).
pub fn premovable(table: &Table, player: usize) -> Vec<CellId> {
    let Some(me) = table.players.get(player) else { return Vec::new() };
    let owned = |army: u8| table.players.iter().any(|p| p.army == army);
    let anyone = !table.pieces.iter().any(|m| owned(m.army));
    table.pieces.iter().filter(|m| anyone || m.army == me.army).map(|m| m.cell).collect()
}

/// The reserve men `player` may plan a drop with while another player is to move (a premove of a
/// drop, checked like any premove once it is that player's turn).
pub fn premovable_reserve(table: &Table, player: usize) -> Vec<Step> {
    table.reserves.iter().filter(|r| r.player == player && r.count > 0).map(|r| r.step).collect()
}

/// The cells of `player`'s own men that the man on `from` may be put on as a turn, were it
/// `player`'s turn in `position` (the game's position text): the cells that stand for another
/// ([`crate::session::Choices::aliases`]: the king put on its own rook castles). A premove puts the
/// man there rather than picking the man that stands there. Empty when the game cannot say.
pub fn premove_onto(id: GameId, position: &str, player: usize, from: CellId) -> Vec<CellId> {
    with_game!(id, g => onto_in(g, position, player, from))
}

/// Where the man on `cell` of the position `position` (the game's position text) could go if it
/// were its side's turn. `Ok(None)` when no man stands there; an empty `targets` when it could not
/// move even then.
pub fn moves_of(id: GameId, position: &str, cell: CellId) -> Result<Option<Reach>, PositionError> {
    with_game!(id, g => moves_in(g, position, cell))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cell(id: GameId, name: &str) -> CellId {
        id.geometry().cell_by_name(name).expect("a cell")
    }

    fn names(id: GameId, r: &Reach) -> Vec<String> {
        let mut v: Vec<String> = r.targets.iter().map(|t| id.geometry().name(t.0).to_string()).collect();
        crate::sort::sort(&mut v);
        v
    }

    #[test]
    fn a_man_of_the_side_not_to_move_is_asked_as_if_it_were_its_turn() {
        let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1";
        let knight = moves_of(GameId::Chess, start, cell(GameId::Chess, "g8")).expect("parses").expect("a man");
        assert_eq!((knight.player, names(GameId::Chess, &knight)), ("Black", vec!["f6".into(), "h6".into()]));
        let pawn = moves_of(GameId::Chess, start, cell(GameId::Chess, "e2")).expect("parses").expect("a man");
        assert_eq!((pawn.player, names(GameId::Chess, &pawn)), ("White", vec!["e3".into(), "e4".into()]));
        assert_eq!(moves_of(GameId::Chess, start, cell(GameId::Chess, "e4")), Ok(None));
        assert!(moves_of(GameId::Chess, "nonsense", 0).is_err());
    }

    #[test]
    fn every_game_answers_for_each_man_of_its_start() {
        for id in GameId::ALL {
            let play = crate::new_session(id);
            let table = play.table(&[], None);
            let mut movable = 0;
            for p in &table.pieces {
                let r = moves_of(id, &table.position, p.cell).expect("the start parses").expect("a man");
                movable += usize::from(!r.targets.is_empty());
            }
            // Both sides have men that can move at the start — except in Orphic, where a king must
            // be dropped before any man moves.
            if id == GameId::Orphic {
                assert_eq!(movable, 0);
            } else {
                assert!(
                    movable * 4 >= table.pieces.len(),
                    "{id}: only {movable} of {} men can move",
                    table.pieces.len()
                );
            }
        }
    }

    #[test]
    fn a_player_premoves_its_own_men_or_any_man_when_players_own_no_army() {
        let table = crate::new_session(GameId::Chess).table(&[], None);
        let black = premovable(&table, 1);
        assert_eq!(black.len(), 16);
        assert!(black.iter().all(|&c| table.pieces.iter().any(|p| p.cell == c && p.army == 1)));
        assert!(premovable(&table, 2).is_empty(), "no such player");
        let table = crate::new_session(GameId::Tyr11).table(&[], None);
        assert!(premovable(&table, 0).len() < table.pieces.len() && !premovable(&table, 0).is_empty());
        let table = crate::new_session(GameId::Spindecision).table(&[], None);
        assert_eq!(premovable(&table, 1).len(), table.pieces.len());
    }

    #[test]
    fn a_king_premoved_onto_its_own_rook_is_put_there_and_reserve_men_are_premovable() {
        let id = GameId::Chess;
        // Black to move; White's king could castle both ways were it White's turn.
        let position = "r3k2r/pppqbppp/2np1n2/4p3/4P3/2NP1N2/PPPQBPPP/R3K2R b KQkq - 0 1";
        let mut onto = premove_onto(id, position, 0, cell(id, "e1"));
        onto.sort_unstable();
        assert_eq!(onto, vec![cell(id, "a1"), cell(id, "h1")]);
        assert!(premove_onto(id, position, 0, cell(id, "d2")).is_empty(), "only the king has such cells");
        assert!(premove_onto(id, "nonsense", 0, cell(id, "e1")).is_empty());
        let play = crate::new_session(GameId::Orphic);
        let table = play.table(&[], None);
        let white = premovable_reserve(&table, 0);
        assert!(!white.is_empty() && white.iter().all(|s| matches!(s, Step::Reserve(_))));
        assert_eq!(white.len(), table.reserves.iter().filter(|r| r.player == 0).count());
        assert!(premovable_reserve(&crate::new_session(GameId::Chess).table(&[], None), 0).is_empty());
    }

    #[test]
    fn tafl_defenders_and_odin_rune_black_are_asked_too() {
        let play = crate::new_session(GameId::Tyr11);
        let t = play.table(&[], None);
        let r = moves_of(GameId::Tyr11, &t.position, cell(GameId::Tyr11, "f4")).expect("parses").expect("a man");
        assert_eq!(r.player, "Defender");
        assert!(!r.targets.is_empty());
        let play = crate::new_session(GameId::OdinsRune);
        let t = play.table(&[], None);
        let r =
            moves_of(GameId::OdinsRune, &t.position, cell(GameId::OdinsRune, "c10")).expect("parses").expect("a man");
        assert_eq!(r.player, "Black");
    }
}
