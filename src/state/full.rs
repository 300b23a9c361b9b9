//! The two modules of the page: the first module (the board and what a game needs, built without
//! the cargo feature `full`) and the full module (the whole page), which the first one loads, in
//! place, when the player first opens a part that only the full module has. This is what the full
//! module is asked to do once it runs ([`Then`]); which actions ask for it is the reducer's
//! (`State::wanted`), loading it and handing `Then` over are effects (`crate::full`).

use crate::model::drawings::Pen;
use runeboard_engine::GameId;

/// What the player opened that the first module does not have: the full module does it once it
/// runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Then {
    /// The settings dialog, open when a setting needed the full module (the seats face to face).
    /// (The first module opens the settings itself: their code is a chunk of it, src/lazy.rs.)
    Settings,
    /// The Puzzles panel opened (its title clicked again in the full module's panel).
    Puzzles,
    /// The Studies panel opened (its title clicked again in the full module's panel).
    Studies,
    /// Analysis turned on.
    Analyse,
    /// The game's review started.
    Review,
    /// Nothing more: the game needs the full module to be shown (a game saved with its review).
    Show,
    /// This game chosen in the picker, one the first module does not have (its engine is built
    /// with some games only: `GameId::built`).
    Select(GameId),
}

/// A game of the first module's chunk of games (`crate::games`: built with the feature `split`)
/// opened before the chunk is in: the chunk is loaded (`Effect::Games`), then the game opened
/// (`Action::GamesIn`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Waiting {
    /// This game chosen in the picker.
    Select(GameId),
    /// The address changed to a link or the name of this game.
    Open(GameId),
}

impl Waiting {
    /// The game waited for.
    pub fn game(self) -> GameId {
        match self {
            Waiting::Select(id) | Waiting::Open(id) => id,
        }
    }
}

impl Then {
    pub const ALL: [Then; 6] = [Then::Settings, Then::Puzzles, Then::Studies, Then::Analyse, Then::Review, Then::Show];

    /// Its name, as it is handed to the full module (session storage): `select:<game id>` for
    /// [`Then::Select`].
    pub fn name(self) -> String {
        match self {
            Then::Select(id) => format!("select:{id}"),
            other => other.unit_name().to_string(),
        }
    }

    fn unit_name(self) -> &'static str {
        match self {
            Then::Settings => "settings",
            Then::Puzzles => "puzzles",
            Then::Studies => "studies",
            Then::Analyse => "analyse",
            Then::Review => "review",
            Then::Show => "show",
            Then::Select(_) => "select",
        }
    }

    pub fn from_name(name: &str) -> Option<Then> {
        if let Some(id) = name.strip_prefix("select:") {
            return id.parse().ok().map(Then::Select);
        }
        Then::ALL.into_iter().find(|t| t.unit_name() == name)
    }
}

/// What the page shows of the moment that a reload would not bring back and the swap keeps:
/// presentation mode, the pen, a demonstration paused.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Kept {
    pub presenting: bool,
    pub pen: Option<Pen>,
    pub paused: bool,
}

impl Kept {
    /// As handed to the full module (session storage): words, e.g. `present pen-red paused`.
    pub fn to_text(self) -> String {
        let mut words = Vec::new();
        if self.presenting {
            words.push("present".to_string());
        }
        if let Some(pen) = self.pen {
            words.push(format!("pen-{}", pen.name()));
        }
        if self.paused {
            words.push("paused".to_string());
        }
        words.join(" ")
    }

    pub fn from_text(text: &str) -> Kept {
        let mut kept = Kept::default();
        for word in text.split_whitespace() {
            match word {
                "present" => kept.presenting = true,
                "paused" => kept.paused = true,
                _ => {
                    if let Some(name) = word.strip_prefix("pen-") {
                        kept.pen = Pen::ALL.into_iter().find(|p| p.name() == name);
                    }
                }
            }
        }
        kept
    }
}

#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests {
    use super::*;
    use crate::state::{Action, Dialog, ReviewAction, State};

    #[test]
    fn what_is_kept_reads_back() {
        for presenting in [false, true] {
            for paused in [false, true] {
                for pen in std::iter::once(None).chain(Pen::ALL.map(Some)) {
                    let kept = Kept { presenting, pen, paused };
                    assert_eq!(Kept::from_text(&kept.to_text()), kept);
                }
            }
        }
        assert_eq!(Kept::from_text("pen-purple nonsense"), Kept::default());
    }

    #[test]
    fn only_a_review_needs_the_full_module() {
        use crate::model::saved::Stored;
        use crate::model::settings::Seats;
        let untimed = State::open("game=keltic&turns=e4+d4", &Stored::default());
        assert_eq!(untimed.needed(), None);
        // A clock, the seats face to face and the computer are the first module's own.
        let control = runeboard_engine::clock::TimeControl::parse("300+3").expect("reads");
        let fresh = std::rc::Rc::new(State::open("game=keltic", &Stored::default()));
        let timed = yew::Reducible::reduce(fresh, Action::Clock(crate::state::ClockAction::Choose(control)));
        assert!(timed.timing.clock.is_some());
        assert_eq!(timed.needed(), None);
        let mut seated = untimed.clone();
        seated.settings.seats = Seats::FaceToFace;
        assert_eq!(seated.needed(), None);
        let against = State::open("game=keltic&turns=e4&computer=black&level=1", &Stored::default());
        assert!(!against.computer.opponent.sides.is_empty());
        assert_eq!(against.needed(), None);
        assert_eq!(State::wanted(&Action::Computer(crate::state::ComputerAction::Hint)), None);
        // A game saved with its review is shown by the full module.
        let mut reviewed = untimed.clone();
        let turns = vec!["e4".to_string(), "d4".to_string()];
        let review = crate::state::review::tests::review(&["e4", "d4"]);
        reviewed.review.done = Some(std::rc::Rc::new(crate::state::review::Reviewed { start: None, turns, review }));
        assert_eq!(reviewed.needed(), Some(Then::Show));
    }

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
    fn a_game_the_first_module_lacks_is_opened_by_the_full_module() {
        use crate::model::saved::Stored;
        let only_keltic = |id: GameId| id == GameId::Keltic;
        let select = |id| Action::Select { id, stored: Stored::default() };
        assert_eq!(State::wanted_with(&select(GameId::Orphic), only_keltic), Some(Then::Select(GameId::Orphic)));
        assert_eq!(State::wanted_with(&select(GameId::Keltic), only_keltic), None);
        let open = |fragment: &str, last: Option<&str>| Action::Open {
            fragment: fragment.to_string(),
            stored: Stored { last: last.map(str::to_string), ..Default::default() },
        };
        assert_eq!(State::wanted_with(&open("game=tyr-11&turns=f4-f2", None), only_keltic), Some(Then::Show));
        assert_eq!(State::wanted_with(&open("odins-rune", None), only_keltic), Some(Then::Show));
        assert_eq!(State::wanted_with(&open("", Some("orphic")), only_keltic), Some(Then::Show));
        assert_eq!(State::wanted_with(&open("keltic", Some("orphic")), only_keltic), None);
        assert_eq!(State::wanted_with(&open("", None), only_keltic), None);
        // The whole engine has every game: nothing to hand over.
        for id in GameId::ALL {
            assert_eq!(State::wanted(&select(id)), None);
            assert_eq!(State::wanted(&open(id.as_str(), None)), None);
        }
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
        assert_eq!(State::waiting_with(&link, in_chunk), Some(Waiting::Open(GameId::Spindecision)));
        assert_eq!(
            State::waiting_with(&open("", Some("odins-rune")), in_chunk),
            Some(Waiting::Open(GameId::OdinsRune))
        );
        assert_eq!(State::waiting_with(&open("chess", Some("odins-rune")), in_chunk), None);
        assert_eq!(State::waiting_with(&Action::Undo, in_chunk), None);
        // The full module has them all.
        for id in GameId::ALL {
            assert_eq!(State::waiting(&select(id)), None);
        }
        // Waiting: the chunk is asked for once; once in, the game waited for opens.
        let keltic = Rc::new(State::open("game=keltic", &Stored::default()));
        let mut waiting = (*keltic).clone();
        waiting.ui.games = Some(Waiting::Select(GameId::Orphic));
        assert_eq!(waiting.effects_since(&keltic), [Effect::Games(Waiting::Select(GameId::Orphic))]);
        assert_eq!(waiting.effects_since(&waiting), []);
        let waiting = Rc::new(waiting);
        let stale = Action::GamesIn {
            waiting: Waiting::Select(GameId::OdinsRune),
            fragment: String::new(),
            stored: Stored::default(),
        };
        let unchanged = waiting.clone().reduce(stale);
        assert_eq!(unchanged.game(), GameId::Keltic, "not the game waited for: nothing");
        let games_in = |w| Action::GamesIn { waiting: w, fragment: String::new(), stored: Stored::default() };
        let opened = waiting.clone().reduce(games_in(Waiting::Select(GameId::Orphic)));
        assert_eq!(opened.game(), GameId::Orphic);
        assert_eq!(opened.ui.games, None);
        // Another game chosen meanwhile: the chunk, once in, opens nothing.
        let other = waiting.clone().reduce(select(GameId::Chess));
        assert_eq!((other.game(), other.ui.games), (GameId::Chess, None));
        assert_eq!(other.reduce(games_in(Waiting::Select(GameId::Orphic))).game(), GameId::Chess);
        // By the address: the address's game, read again once the chunk is in.
        let mut by_address = (*keltic).clone();
        by_address.ui.games = Some(Waiting::Open(GameId::Orphic));
        let by_address = Rc::new(by_address).reduce(Action::GamesIn {
            waiting: Waiting::Open(GameId::Orphic),
            fragment: "game=orphic".to_string(),
            stored: Stored::default(),
        });
        assert_eq!(by_address.game(), GameId::Orphic);
        // The chunk could not be loaded: said, and the game stays.
        let failed = waiting.reduce(Action::GamesFailed(GameId::Orphic));
        assert_eq!((failed.game(), failed.ui.games), (GameId::Keltic, None));
        assert!(format!("{:?}", failed.ui.feedback).contains("Orphic Chess with Elks could not be loaded"));
    }

    #[test]
    fn the_page_loader_knows_which_games_the_first_module_lacks() {
        // The first module is built with the feature `split` (scripts/build-page), which has the
        // engine's default features: every game (those of the engine's line in its own code, the
        // others in a chunk, src/games.rs)…
        let build = include_str!("../../scripts/build-page");
        assert!(build.contains(r#"FEATURES = ["--no-default-features", "--features", "split"]"#));
        let cargo = include_str!("../../Cargo.toml");
        let split = cargo.lines().find(|l| l.starts_with("split = ")).expect("the feature split");
        assert!(split.contains(r#""runeboard-engine/default""#), "{split}");
        let engine = include_str!("../../engine/Cargo.toml");
        let line = engine.lines().find(|l| l.starts_with("default = [")).expect("the engine's default features");
        let features = line.split('[').nth(1).and_then(|f| f.split(']').next()).expect("its features");
        let modules: Vec<&str> = features.split(',').map(|f| f.trim().trim_matches('"')).collect();
        // …and the games index.html's loader starts the full module for.
        let html = include_str!("../../index.html");
        let meta = html.split("<meta name=\"runeboard-full-games\" content=\"").nth(1).expect("the <meta>");
        let listed: Vec<&str> =
            meta.split('"').next().expect("its content").split(' ').filter(|g| !g.is_empty()).collect();
        let lacked: Vec<&str> =
            GameId::ALL.into_iter().filter(|g| !modules.contains(&g.module())).map(GameId::as_str).collect();
        assert_eq!(listed, lacked);
    }

    #[test]
    fn names_read_back() {
        for t in Then::ALL.into_iter().chain(GameId::ALL.map(Then::Select)) {
            assert_eq!(Then::from_name(&t.name()), Some(t));
        }
        assert_eq!(Then::from_name("nothing"), None);
        assert_eq!(Then::from_name("select:go"), None);
        assert_eq!(Then::from_name("select"), None);
    }

    #[test]
    fn each_entry_point_wants_its_part() {
        // (The settings are opened by the first module itself.)
        for t in Then::ALL.into_iter().filter(|&t| t != Then::Settings) {
            if let Some(action) = State::then_action(t) {
                assert_eq!(State::wanted(&action), Some(t), "{action:?}");
            }
        }
        assert_eq!(State::wanted(&Action::OpenFull(Then::Studies)), Some(Then::Studies));
        assert_eq!(State::wanted(&Action::Undo), None);
        assert_eq!(State::wanted(&Action::Review(ReviewAction::Cancel)), None);
        assert_eq!(State::wanted(&Action::Dialog(None)), None);
        // (The rules, the position editor, Export and Import are the chunk of parts', src/lazy.rs.)
        assert_eq!(State::wanted(&Action::Dialog(Some(Dialog::Export))), None);
        assert_eq!(State::wanted(&Action::Dialog(Some(Dialog::Import))), None);
        assert_eq!(State::wanted(&Action::Dialog(Some(Dialog::Rules))), None);
        assert_eq!(State::wanted(&Action::Edit(crate::state::EditAction::Open)), None);
        assert_eq!(State::wanted(&Action::Dialog(Some(Dialog::Settings))), None);
        // (Unless the full module is on its way.)
        assert_eq!(State::wanted_loading(&Action::Dialog(Some(Dialog::Settings))), Some(Then::Settings));
        assert_eq!(State::wanted_loading(&Action::Undo), None);
    }
}
