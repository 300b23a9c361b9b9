//! The rules as the page's Rules panel tells them, one text per game, with the pieces' pictures and
//! move diagrams. Plain data, in our own words, in each game's module (`games/<game>/rules.rs`),
//! reached through the registry ([`GameId::rules`]), so a new game does not compile until its rules
//! text is written. (How to use the page itself is the page's own text.) The types live below the
//! games, in [`crate::rule_data`], and are re-exported here.

use crate::id::GameId;
pub use crate::rule_data::{MoveDiagram, PieceRule, Rules, Section};

/// The rules of a game (as [`GameId::rules`]).
pub fn rules_for(id: GameId) -> &'static Rules {
    id.rules()
}

/// The move diagrams of a piece of a game.
pub fn diagrams_for(game: GameId, piece: &str) -> impl Iterator<Item = &'static MoveDiagram> + '_ {
    game.rules().diagrams.iter().filter(move |d| d.piece == piece)
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::path::Path;

    /// Every game's move diagrams.
    fn all_diagrams() -> impl Iterator<Item = &'static MoveDiagram> {
        GameId::ALL.into_iter().flat_map(|id| id.rules().diagrams)
    }

    #[test]
    fn every_game_has_its_rules_and_their_pictures_exist() {
        let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../assets/pieces");
        for id in GameId::ALL {
            let rules = rules_for(id);
            assert!(!rules.intro.is_empty() && !rules.pieces.is_empty(), "{id}");
            for p in rules.pieces {
                assert!(dir.join(format!("{}.svg", p.picture)).is_file(), "{id}: {}", p.picture);
            }
        }
        for id in GameId::ALL {
            for d in id.rules().diagrams {
                assert_eq!(d.game, id, "{id}'s rules hold a diagram of another game: {}", d.caption);
            }
        }
        for d in all_diagrams() {
            assert!(rules_for(d.game).pieces.iter().any(|p| p.name == d.piece), "{}", d.caption);
        }
    }

    /// Every piece of every game has a move diagram, whose position the game accepts, with a man
    /// of the side to move on its cell that has somewhere to go (as many places as its caption
    /// says, where it says).
    #[test]
    fn every_piece_of_every_game_has_a_working_move_diagram() {
        use crate::table::Command;
        use crate::Step;
        for id in GameId::ALL {
            for piece in rules_for(id).pieces {
                assert!(diagrams_for(id, piece.name).next().is_some(), "{id}: no diagram of the {}", piece.name);
            }
        }
        for d in all_diagrams() {
            let mut play = crate::new_session(d.game);
            if let Err(e) = play.apply(Command::Load(d.position.into())) {
                panic!("{} {}: {} refused: {e}", d.game, d.piece, d.position);
            }
            let from =
                d.game.geometry().cell_by_name(d.from).unwrap_or_else(|| panic!("{}: no cell {}", d.game, d.from));
            let table = play.table(&[], None);
            assert!(table.pieces.iter().any(|p| p.cell == from), "{} {}: no man on {}", d.game, d.piece, d.from);
            let options = play.choices(&[Step::Cell(from)]).options;
            assert!(!options.is_empty(), "{} {}: the man on {} cannot move", d.game, d.piece, d.from);
            // A caption that counts the moves counts what the diagram shows.
            if ["eight steps", "eight leaps", "eight jumps"].iter().any(|w| d.caption.contains(w)) {
                assert_eq!(options.len(), 8, "{} {}: {}", d.game, d.piece, d.caption);
            }
        }
    }
}
