//! The theme tags of a puzzle, read off its line by the rules alone: what the solver's turns take,
//! what steps they have (a drop, a relocation, a declaration, a promotion, a berserk chain, an Ox's
//! removal, a Valkyrie's carry), how the line ends (mate, a king taken, a king's escape) and what
//! stood on the board at the start (a king attacked: defence; a tafl king's open line the
//! attackers close: block). `docs/puzzles.md` lists them.

use crate::game::{legal_vec, Game, Outcome, Reason, Step};
use crate::id::GameId;

/// Every theme tag the miner writes, in the order a puzzle lists them.
pub const THEMES: [&str; 14] = [
    "mate",
    "king",
    "escape",
    "block",
    "defence",
    "big-capture",
    "berserk",
    "removal",
    "carry",
    "drop",
    "relocation",
    "declaration",
    "promotion",
    "long",
];

/// The kinds of man that are not "big" (besides kings, which are a theme of their own): pawns, and
/// the tafl soldiers.
fn small(id: GameId, kind: char) -> bool {
    if id.module() == "tafl" {
        matches!(kind, 'A' | 'D')
    } else {
        kind == 'P'
    }
}

/// The themes of the line `line` (the solver's turn first, replies between) from `start`, in the
/// order of [`THEMES`]. `end` is how the game stands after the line (its outcome, if over).
pub fn themes_of<G: Game>(game: &G, start: &G::Pos, line: &[G::Move], end: Option<Outcome>) -> Vec<&'static str> {
    let id = game.id();
    let solver = game.to_move(start);
    let tafl = id.module() == "tafl";
    let mut found: Vec<&'static str> = Vec::new();
    let mut pos = start.clone();
    for (i, &mv) in line.iter().enumerate() {
        if i % 2 == 0 {
            let steps: Vec<Step> = game.steps(&pos, mv).iter().map(|s| s.step).collect();
            let cells = steps.iter().filter(|s| matches!(s, Step::Cell(_))).count();
            if steps.iter().any(|s| matches!(s, Step::Reserve(_))) {
                found.push("drop");
                if cells >= 2 {
                    found.push("relocation");
                }
            }
            if steps.iter().any(|s| matches!(s, Step::Declare(_))) {
                found.push("declaration");
            }
            if steps.iter().any(|s| matches!(s, Step::Promote(_))) {
                found.push("promotion");
            }
            if tafl && cells >= 3 {
                found.push("berserk");
            }
            if id == GameId::OdinsRune {
                let legal = legal_vec(game, &pos);
                let text = game.notation(&pos, mv, &legal);
                if text.contains("/x") {
                    found.push("removal");
                }
                if text.contains('>') {
                    found.push("carry");
                }
            }
            let pieces = game.pieces(&pos);
            for cell in game.captures(&pos, mv) {
                if let Some(man) = pieces.iter().find(|p| p.cell == cell) {
                    if man.kind == 'K' {
                        found.push("king");
                    } else if !small(id, man.kind) {
                        found.push("big-capture");
                    }
                }
            }
        }
        pos = game.make(&pos, mv);
    }
    if let Some(Outcome::Win { winner, reason }) = end {
        if winner == solver {
            match reason {
                Reason::Checkmate => found.push("mate"),
                Reason::KingCaptured | Reason::KingTaken { .. } | Reason::BothKingsTaken => found.push("king"),
                Reason::KingEscaped => found.push("escape"),
                _ => {}
            }
        }
    }
    if let Some(&first) = line.first() {
        if tafl {
            // The attackers (who move first) close the king's open line.
            if solver == 0 && game.threat(start) && !game.threat(&game.make(start, first)) {
                found.push("block");
            }
        } else if !game.checked(start).is_empty() {
            found.push("defence");
        }
    }
    if line.len() >= 5 {
        found.push("long");
    }
    THEMES.iter().copied().filter(|t| found.contains(t)).collect()
}
