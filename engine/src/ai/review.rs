//! Game review: every position of a game analysed at a fixed effort, every played turn (a whole
//! turn, however many steps) judged by how much it lowered its mover's chance to win, the better
//! turn and its line for each marked turn, and a summary per player (docs/ai.md, "Game review").

use crate::game::Outcome;
use crate::session::Session;

use super::analysis::{analyse, chance, describe_line, Effort};
use super::protocol::{Judged, Line, Mark, Review, Summary};
use super::search::Searcher;
use super::Evaluate;

/// A drop of the mover's chance (per mille) of at least this much is an inaccuracy.
pub const INACCURACY: u16 = 100;
/// … a mistake.
pub const MISTAKE: u16 = 200;
/// … a blunder.
pub const BLUNDER: u16 = 300;

/// The mark of a turn that lowered its mover's chance by `drop` per mille (not the engine's
/// choice).
pub fn mark_of(drop: u16) -> Mark {
    match drop {
        d if d >= BLUNDER => Mark::Blunder,
        d if d >= MISTAKE => Mark::Mistake,
        d if d >= INACCURACY => Mark::Inaccuracy,
        _ => Mark::Good,
    }
}

/// A turn's accuracy, 0 to 100, from the drop of its mover's chance in per mille (lichess's
/// formula, on percentage points): 103.1668 · e^(−0.04354 · drop%) − 3.1669, within 0..=100.
pub fn accuracy_of(drop: u16) -> f64 {
    let points = f64::from(drop) / 10.0;
    (103.1668 * (-0.04354 * points).exp() - 3.1669).clamp(0.0, 100.0)
}

/// What the analysis of one position found.
struct Seen<M> {
    /// The player to move there.
    mover: usize,
    /// Their chance, per mille.
    chance: u16,
    /// The best turn and its line (`None` when the game is over there).
    best: Option<(M, Line)>,
}

/// Review the game that `session` holds (its start and every turn played since): each position
/// analysed with `effort` (one line), `progress(done, of)` told after each. The session's start
/// is where the review starts.
pub fn review<G: Evaluate>(
    searcher: &mut Searcher<G>,
    game_session: &Session<G>,
    effort: Effort,
    progress: &mut dyn FnMut(u32, u32),
) -> Review {
    let moves: Vec<G::Move> = game_session.moves().collect();
    let mut session = game_session.clone();
    while session.undo() {}
    let of = moves.len() as u32 + 1;
    let mut seen: Vec<Seen<G::Move>> = Vec::with_capacity(moves.len() + 1);
    let mut before = Vec::with_capacity(moves.len());
    let game = session.game().clone();
    for i in 0..=moves.len() {
        let mover = game.to_move(session.position());
        let look = match session.outcome() {
            Some(Outcome::Win { winner, .. }) => {
                Seen { mover, chance: if winner == mover { 1000 } else { 0 }, best: None }
            }
            Some(Outcome::Draw { .. }) => Seen { mover, chance: 500, best: None },
            None => match analyse(searcher, &session, Effort { lines: 1, ..effort }, &mut |_| {}) {
                Some(a) => {
                    let v = &a.lines[0];
                    Seen { mover, chance: chance(game.id(), v.score), best: Some((v.mv, describe_line(&session, v))) }
                }
                None => Seen { mover, chance: 500, best: None },
            },
        };
        seen.push(look);
        progress(i as u32 + 1, of);
        if let Some(&mv) = moves.get(i) {
            let legal = session.legal().to_vec();
            before.push(game.notation(session.position(), mv, &legal));
            if session.play_move(mv).is_err() {
                break;
            }
        }
    }

    let players = game.players().len().max(2);
    let mut turns = Vec::with_capacity(moves.len());
    let mut accuracy_sums = vec![(0.0f64, 0u32); players];
    let mut summaries = vec![Summary { inaccuracies: 0, mistakes: 0, blunders: 0, accuracy: 100, turns: 0 }; players];
    for (i, &mv) in moves.iter().enumerate() {
        let (Some(now), Some(next)) = (seen.get(i), seen.get(i + 1)) else { break };
        let chance_before = now.chance;
        let chance_after = if next.mover == now.mover { next.chance } else { 1000 - next.chance };
        let drop = chance_before.saturating_sub(chance_after);
        let engine_choice = now.best.as_ref().is_some_and(|(best, _)| *best == mv);
        let mark = if engine_choice { Mark::Best } else { mark_of(drop) };
        let marked = matches!(mark, Mark::Inaccuracy | Mark::Mistake | Mark::Blunder);
        let best = if marked { now.best.as_ref().map(|(_, line)| line.clone()) } else { None };
        let p = now.mover.min(players - 1);
        let s = &mut summaries[p];
        s.turns += 1;
        match mark {
            Mark::Inaccuracy => s.inaccuracies += 1,
            Mark::Mistake => s.mistakes += 1,
            Mark::Blunder => s.blunders += 1,
            Mark::Best | Mark::Good => {}
        }
        let a = &mut accuracy_sums[p];
        a.0 += accuracy_of(if engine_choice { 0 } else { drop });
        a.1 += 1;
        turns.push(Judged {
            ply: i as u32,
            played: before[i].clone(),
            mark,
            chance_before,
            chance_after,
            best,
            player: now.mover as u8,
        });
    }
    for (s, &(sum, n)) in summaries.iter_mut().zip(&accuracy_sums) {
        if n > 0 {
            s.accuracy = (sum / f64::from(n)).round().clamp(0.0, 100.0) as u8;
        }
    }
    Review { turns, players: summaries }
}
