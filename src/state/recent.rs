//! Nothing is lost: a game that New game, Load position, an import or an opened link replaces is
//! kept in a list of recent games (the last [`MAX_RECENT`] of each game id), from which it can be
//! reopened; so is a saved game a damaged link would otherwise overwrite, and one another tab
//! wrote over. Pure: the list comes from storage in [`Stored`] and goes back to it through
//! the page's persistence hook, which writes it whenever it changes ([`super::Effect::SaveRecent`]).

use runeboard_engine::clock::{format_ms, Clock};
use runeboard_engine::{GameId, Play};

use crate::model::json::Json;
use crate::model::opponent::Opponent;
use crate::model::saved::{Saved, Stored};

/// How many replaced games are kept per game id.
pub const MAX_RECENT: usize = 20;

/// The recent games of `id` as stored: every entry that still reads (a damaged one is dropped).
pub fn read_recent(stored: &Stored, id: GameId) -> Vec<Saved> {
    stored
        .recent(id)
        .and_then(Json::parse)
        .and_then(|v| v.array_of(|item| Some(Saved::read_value(item))))
        .unwrap_or_default()
        .into_iter()
        .filter_map(Result::ok)
        .filter(|s| s.game == id)
        .take(MAX_RECENT)
        .collect()
}

/// The list as stored.
pub fn recent_json(recent: &[Saved]) -> String {
    let items: Vec<String> = recent.iter().map(Saved::to_json).collect();
    format!("[{}]", items.join(","))
}

/// How a recent game is listed: "12 turns, last Nf3" / "from a position, no turn yet", and a timed
/// game's clock: "…, 10 min + 5 s increment, 9:58 / 10:03".
pub fn describe(saved: &Saved) -> String {
    let played = saved.turns.get(..saved.played).unwrap_or_default();
    let from = if saved.start.is_some() { "from a position, " } else { "" };
    let mut out = match played.last() {
        Some(last) => {
            let n = played.len();
            format!("{from}{n} turn{}, last {last}", if n == 1 { "" } else { "s" })
        }
        None => format!("{from}no turn played"),
    };
    let clock = saved.clock.as_deref().and_then(|t| Clock::from_text(t.split('|').next().unwrap_or(t)));
    if let Some(c) = clock {
        let shown = |seat: usize| format_ms(c.shown(seat, 0).ms);
        out.push_str(&format!(", {}, {} / {}", c.control(), shown(0), shown(1)));
    }
    out
}

/// The game `play` (against `opponent`, with its `clock` as saved) as a save, when there is
/// something to keep (a turn, or a start of its own).
pub fn worth_keeping(play: &dyn Play, opponent: &Opponent, clock: Option<String>) -> Option<Saved> {
    let saved = Saved::of(play, &[]).with_opponent(opponent).with_clock(clock);
    (!saved.turns.is_empty() || saved.start.is_some()).then_some(saved)
}

/// Keep `saved` at the head of the recent games of `game` (once); a game of another id is not kept.
pub fn keep(recent: &mut Vec<Saved>, game: GameId, saved: Saved) {
    if saved.game != game {
        return;
    }
    let same = |s: &Saved| s.start == saved.start && s.turns == saved.turns && s.played == saved.played;
    recent.retain(|s| !same(s));
    recent.insert(0, saved);
    recent.truncate(MAX_RECENT);
}

#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests {
    use crate::state::State;
    use std::rc::Rc;

    use runeboard_engine::GameId;
    use yew::Reducible;

    use super::*;
    use crate::state::tests::{click, start};
    use crate::state::Action;

    fn four_moves() -> Rc<State> {
        let s = click(click(start(GameId::Keltic), "e3"), "e4");
        click(click(s, "d5"), "d4")
    }

    fn stored_with(s: &State) -> Stored {
        let save = Saved::of(&**s.play, &[]).to_json();
        Stored { games: vec![(GameId::Keltic, save)], ..Stored::default() }
    }

    #[test]
    fn new_game_keeps_the_game_left_and_it_reopens() {
        let s = four_moves();
        let moves = s.table.moves.clone();
        let s = s.reduce(Action::New);
        assert!(s.table.moves.is_empty());
        assert_eq!(s.recent.len(), 1);
        assert_eq!(describe(&s.recent[0]), format!("2 turns, last {}", moves[1]));
        assert!(
            matches!(&s.ui.feedback, Some(crate::state::Feedback::Notice(crate::state::Kind::Info, n)) if n.contains("Recent games"))
        );
        // A new game with nothing played is not worth keeping: reopening leaves the list empty.
        let s = s.reduce(Action::Reopen(0));
        assert_eq!(s.table.moves, moves);
        assert!(s.recent.is_empty());
    }

    #[test]
    fn reopening_keeps_the_game_in_progress() {
        let s = four_moves().reduce(Action::New);
        let s = click(click(s, "c3"), "c4");
        let s = s.reduce(Action::Reopen(0));
        assert_eq!(s.table.moves.len(), 2);
        assert_eq!(s.recent.len(), 1);
        assert_eq!(s.recent[0].turns, vec!["c4".to_string()]);
    }

    #[test]
    fn loading_a_position_keeps_the_game() {
        let s = four_moves().reduce(Action::LoadPosition("not a position".into()));
        assert!(s.recent.is_empty(), "a refused position replaces nothing");
        let s = s.reduce(Action::LoadPosition("3/2P2/k8/9/9/5/1K1 w 0 1".into()));
        assert_eq!(s.recent.len(), 1);
        assert_eq!(s.recent[0].turns.len(), 2);
    }

    #[test]
    fn a_damaged_link_keeps_the_saved_game_it_would_overwrite() {
        let saved = four_moves();
        let s = State::open("game=keltic&turns=e4+dxe9+Nc4+f4", &stored_with(&saved));
        // (The turn before the damaged one opens.)
        assert_eq!(s.table.moves, ["e4"]);
        assert_eq!(s.recent.len(), 1, "the saved game is kept");
        assert_eq!(s.recent[0].turns, saved.table.moves);
        // Playing on in the new game (which overwrites the save) loses nothing.
        let s = click(click(Rc::new(s), "e3"), "e4");
        let s = s.reduce(Action::Reopen(0));
        assert_eq!(s.table.moves, saved.table.moves);
    }

    #[test]
    fn a_link_to_another_game_of_the_same_id_keeps_the_saved_one() {
        let saved = four_moves();
        let s = State::open("game=keltic&turns=d4", &stored_with(&saved));
        assert_eq!(s.table.moves, vec!["d4"]);
        assert_eq!(s.recent.len(), 1);
        // The link of the saved game itself (a reload) keeps nothing.
        let link = saved.play.record().to_fragment(None);
        let s = State::open(&link, &stored_with(&saved));
        assert!(s.recent.is_empty());
    }

    #[test]
    fn a_game_left_for_another_is_there_on_the_way_back_without_storage() {
        let s = four_moves();
        let moves = s.table.moves.clone();
        let none = Stored { unavailable: Some(crate::model::saved::StorageProblem::TurnedOff), ..Stored::default() };
        let s = s.reduce(Action::Select { id: GameId::Chess, stored: none.clone() });
        assert!(s.table.moves.is_empty());
        let s = click(click(s, "e2"), "e4");
        let s = s.reduce(Action::Select { id: GameId::Keltic, stored: none.clone() });
        assert_eq!(s.table.moves, moves);
        let s = s.reduce(Action::Select { id: GameId::Chess, stored: none });
        assert_eq!(s.table.moves, vec!["e4"]);
    }

    #[test]
    fn a_save_another_tab_wrote_over_is_kept() {
        let other = four_moves();
        let text = Saved::of(&**other.play, &[]).to_json();
        let s = start(GameId::Keltic).reduce(Action::Overwritten(text));
        assert_eq!(s.recent.len(), 1);
        assert_eq!(s.recent[0].turns, other.table.moves);
    }

    #[test]
    fn the_list_is_kept_to_twenty_without_doubles_and_reads_back() {
        let mut s = (*four_moves()).clone();
        for _ in 0..3 {
            let saved = s.worth_keeping().expect("a game");
            s.keep(saved);
        }
        assert_eq!(s.recent.len(), 1, "the same game once");
        for i in 0..25 {
            let mut saved = s.worth_keeping().expect("a game");
            saved.played = 1;
            saved.turns.push(format!("x{i}"));
            s.keep(saved);
        }
        assert_eq!(s.recent.len(), MAX_RECENT);
        let json = recent_json(&s.recent);
        let stored = Stored { recent: vec![(GameId::Keltic, json)], ..Stored::default() };
        assert_eq!(read_recent(&stored, GameId::Keltic), s.recent);
        // Damaged entries are dropped, the rest read.
        let damaged = format!("[{{\"version\":1}},{}]", s.recent[0].to_json());
        let stored = Stored { recent: vec![(GameId::Keltic, damaged)], ..Stored::default() };
        assert_eq!(read_recent(&stored, GameId::Keltic).len(), 1);
        let stored = Stored { recent: vec![(GameId::Keltic, "not json".into())], ..Stored::default() };
        assert!(read_recent(&stored, GameId::Keltic).is_empty());
    }
}
