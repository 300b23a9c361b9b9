//! A game opened before its chunk is in (`crate::games`: built with the feature `split`, each module
//! of the engine's registry a chunk): the chunk is loaded (`Effect::Games`), then the game opened
//! (`Action::GamesIn`).

use runeboard_engine::GameId;

/// A game opened before its chunk was in.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Waiting {
    /// This game chosen in the picker.
    Select(GameId),
    /// The address changed to a link or the name of this game: the fragment it changed to (the
    /// page may write the address of the game it still shows meanwhile).
    Open(GameId, String),
}

impl Waiting {
    /// The game waited for.
    pub fn game(&self) -> GameId {
        match self {
            Waiting::Select(id) | Waiting::Open(id, _) => *id,
        }
    }
}

#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests {
    use super::*;
    use crate::state::{Action, State};

    /// The fragments a page may be opened at: a game's name, its links (a new game, with turns,
    /// with the page's own fields, on a line, with a turn refused, encoded), links that cannot
    /// be read, and texts that name nothing.
    fn fragments() -> Vec<String> {
        let mut all = vec![String::new(), "#".into(), "go".into(), "game=go".into(), "turns=e4".into()];
        all.extend(["game=keltic&bogus=1".into(), "ply=x&game=orphic".into(), "=".into(), "&&".into()]);
        for id in GameId::ALL {
            let mut play = runeboard_engine::new_session(id);
            let mut steps = Vec::new();
            while !play.choices(&steps).complete {
                steps.push(play.choices(&steps).options[0].step);
            }
            play.apply(runeboard_engine::Command::Play(steps)).expect("a legal turn");
            let turn = play.record().turns[0].clone();
            let link = play.record().to_fragment_line(None, None);
            all.extend([
                id.to_string(),
                format!("#{id}"),
                format!("game={id}"),
                link.clone(),
                format!("{link}&ply=0&computer=b&level=2&clock=300_3"),
                format!("{link}&draw=g.a1.a2"),
                format!("{link}+nonsense"),
                format!("{}&game={id}", link.replace(&format!("game={id}"), "game=go")),
                format!("game={}&turns={turn}", id.as_str().replace('-', "%2D")),
                format!("game={id}&turns=%ZZ"),
                format!("game={id}&start=nonsense"),
            ]);
        }
        all
    }

    #[test]
    fn the_game_opened_is_known_before_it_is_opened() {
        let lasts = [None, Some("go".to_string())].into_iter().chain(GameId::ALL.map(|id| Some(id.to_string())));
        let lasts: Vec<_> = lasts.collect();
        let mut seen = std::collections::BTreeSet::new();
        for fragment in fragments() {
            for last in &lasts {
                let stored = crate::model::saved::Stored { last: last.clone(), ..Default::default() };
                let opened = State::open(&fragment, &stored).game();
                assert_eq!(State::opens_game(&fragment, &stored), opened, "#{fragment} after {last:?}");
                seen.insert(opened);
            }
        }
        assert_eq!(seen.len(), GameId::ALL.len(), "every game opened");
    }

    #[test]
    fn a_game_of_the_chunk_of_games_waits_for_it_then_opens() {
        use crate::model::saved::Stored;
        use crate::state::Effect;
        use std::rc::Rc;
        use yew::Reducible;
        // Which action waits for the chunk (the page's: `crate::games::waits`).
        let in_chunk = |id: GameId| matches!(id, GameId::OdinsRune | GameId::Orphic | GameId::Spindecision);
        let select = |id| Action::Select { id, stored: Stored::default() };
        let open = |fragment: &str, last: Option<&str>| Action::Open {
            fragment: fragment.to_string(),
            stored: Stored { last: last.map(str::to_string), ..Default::default() },
        };
        assert_eq!(State::waiting_with(&select(GameId::Orphic), in_chunk), Some(Waiting::Select(GameId::Orphic)));
        assert_eq!(State::waiting_with(&select(GameId::Keltic), in_chunk), None);
        let link = open("game=spindecision", None);
        assert_eq!(
            State::waiting_with(&link, in_chunk),
            Some(Waiting::Open(GameId::Spindecision, "game=spindecision".into()))
        );
        assert_eq!(
            State::waiting_with(&open("", Some("odins-rune")), in_chunk),
            Some(Waiting::Open(GameId::OdinsRune, String::new()))
        );
        assert_eq!(State::waiting_with(&open("chess", Some("odins-rune")), in_chunk), None);
        assert_eq!(State::waiting_with(&Action::Undo, in_chunk), None);
        // Without the split, every game is at hand.
        for id in GameId::ALL {
            assert_eq!(State::waiting(&select(id)), None);
        }
        // Waiting: the chunk is asked for once; once in, the game waited for opens.
        let keltic = Rc::new(State::open("game=keltic", &Stored::default()));
        let mut waiting = (*keltic).clone();
        waiting.ui.games = Some(Waiting::Select(GameId::Orphic));
        assert_eq!(waiting.effects_since(&keltic), [Effect::Games(GameId::Orphic)]);
        assert_eq!(waiting.effects_since(&waiting), []);
        let waiting = Rc::new(waiting);
        let stale = Action::GamesIn { game: GameId::OdinsRune, stored: Stored::default() };
        let unchanged = waiting.clone().reduce(stale);
        assert_eq!(unchanged.game(), GameId::Keltic, "not the game waited for: nothing");
        let games_in = |game| Action::GamesIn { game, stored: Stored::default() };
        let opened = waiting.clone().reduce(games_in(GameId::Orphic));
        assert_eq!(opened.game(), GameId::Orphic);
        assert_eq!(opened.ui.games, None);
        // Another game chosen meanwhile: the chunk, once in, opens nothing.
        let other = waiting.clone().reduce(select(GameId::Chess));
        assert_eq!((other.game(), other.ui.games.clone()), (GameId::Chess, None));
        assert_eq!(other.reduce(games_in(GameId::Orphic)).game(), GameId::Chess);
        // By the address: the fragment it changed to opens once the chunk is in, whatever the
        // address says by then (the page may have written the game it still showed).
        let link = {
            let mut play = runeboard_engine::new_session(GameId::Orphic);
            let step = play.choices(&[]).options[0].step;
            let mut steps = vec![step];
            while !play.choices(&steps).complete {
                steps.push(play.choices(&steps).options[0].step);
            }
            play.apply(runeboard_engine::Command::Play(steps)).expect("a legal turn");
            play.record().to_fragment_line(None, None)
        };
        let mut by_address = (*keltic).clone();
        by_address.ui.games = State::waiting_with(&open(&link, None), in_chunk);
        assert_eq!(by_address.ui.games, Some(Waiting::Open(GameId::Orphic, link.clone())));
        let by_address = Rc::new(by_address).reduce(games_in(GameId::Orphic));
        assert_eq!(by_address.game(), GameId::Orphic);
        assert_eq!(by_address.to_link().record.turns.len(), 1, "the link's turn, {link}");
        // The chunk could not be loaded: said, and the game stays.
        let failed = waiting.reduce(Action::GamesFailed(GameId::Orphic));
        assert_eq!((failed.game(), failed.ui.games.clone()), (GameId::Keltic, None));
        assert!(format!("{:?}", failed.ui.feedback).contains("Orphic Chess with Elks could not be loaded"));
    }
}
