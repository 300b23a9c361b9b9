//! All of the page's I/O with the browser: the game in the address (`#game=keltic&turns=e4+e5`,
//! so a reload or a shared link opens it again) and the saved games in local storage, one per game
//! id. [`use_persistence`] reads both when the page opens and when a link is pasted, and writes
//! them when the reducer asks ([`Effect`]); the reducer only ever sees what was read ([`Stored`]). Storage that is
//! missing, throws, or is full never stops the page: the game goes on in memory and the player is
//! told.

use gloo::events::EventListener;
use runeboard_engine::GameId;
use wasm_bindgen::JsValue;
use yew::prelude::*;

use crate::model::saved::{StorageProblem, Stored};
use crate::state::{Action, Effect, State};

const KEY_PREFIX: &str = "runeboard.game.";
const RECENT_PREFIX: &str = "runeboard.recent.";
const LAST_KEY: &str = "runeboard.last";
const SOLVED_KEY: &str = "runeboard.solved";
const PUZZLES_KEY: &str = "runeboard.puzzles";
const STUDIES_KEY: &str = "runeboard.studies";
const SETTINGS_KEY: &str = "runeboard.settings";

fn key(id: GameId) -> String {
    format!("{KEY_PREFIX}{id}")
}

fn recent_key(id: GameId) -> String {
    format!("{RECENT_PREFIX}{id}")
}

/// The page's storage, or why there is none. Reaching `window.localStorage` throws in some
/// browsers (blocked cookies, sandboxed frames); that is an answer here, not a failure.
fn storage() -> Result<web_sys::Storage, StorageProblem> {
    let window = web_sys::window().ok_or(StorageProblem::Missing)?;
    match window.local_storage() {
        Ok(Some(s)) => Ok(s),
        Ok(None) => Err(StorageProblem::Missing),
        Err(e) => Err(problem(&e, StorageProblem::TurnedOff)),
    }
}

/// What a thrown JavaScript error means for storage: its name when it is a known one.
fn problem(e: &JsValue, otherwise: StorageProblem) -> StorageProblem {
    let name = js_sys::Reflect::get(e, &JsValue::from_str("name")).ok().and_then(|n| n.as_string());
    match name.as_deref() {
        Some("QuotaExceededError") => StorageProblem::Full,
        Some("SecurityError") => StorageProblem::TurnedOff,
        _ => otherwise,
    }
}

/// What storage holds for the page now.
pub fn read_stored() -> Stored {
    let s = match storage() {
        Ok(s) => s,
        Err(why) => return Stored { unavailable: Some(why), ..Stored::default() },
    };
    let get = |k: &str| s.get_item(k).ok().flatten();
    Stored {
        unavailable: None,
        last: get(LAST_KEY),
        games: GameId::ALL.into_iter().filter_map(|id| get(&key(id)).map(|text| (id, text))).collect(),
        recent: GameId::ALL.into_iter().filter_map(|id| get(&recent_key(id)).map(|text| (id, text))).collect(),
        solved: get(SOLVED_KEY),
        puzzles: get(PUZZLES_KEY),
        studies: get(STUDIES_KEY),
        settings: get(SETTINGS_KEY),
    }
}

/// What this tab last wrote (or found) under each save key: a stored text that differs from it was
/// written by another tab.
type Written = std::rc::Rc<std::cell::RefCell<Vec<(GameId, String)>>>;

/// Keep the game in progress (and remember it as the last game played). Where there is no storage
/// nothing is saved (the page said so when it opened); a failed write is the error's words. A save
/// another tab wrote since this tab last wrote is returned, to be kept among the recent games.
fn save(state: &State, written: &Written) -> Result<Option<String>, StorageProblem> {
    let Ok(s) = storage() else { return Ok(None) };
    let id = state.game();
    let json = state.saved().to_json();
    let stored = s.get_item(&key(id)).ok().flatten();
    let mut written = written.borrow_mut();
    let last = written.iter().find(|(g, _)| *g == id).map(|(_, t)| t.clone());
    // The first write of an id in this tab follows what it read when it opened that game.
    let foreign = match (&last, &stored) {
        (Some(last), Some(stored)) => stored != last && *stored != json,
        _ => false,
    };
    s.set_item(&key(id), &json)
        .and_then(|()| s.set_item(LAST_KEY, id.as_str()))
        .map_err(|e| problem(&e, StorageProblem::Refused))?;
    written.retain(|(g, _)| *g != id);
    written.push((id, json));
    Ok(if foreign { stored } else { None })
}

/// Keep the list of recent games of the game in progress.
fn save_recent(state: &State) -> Result<(), StorageProblem> {
    let Ok(s) = storage() else { return Ok(()) };
    let json = crate::state::recent::recent_json(&state.recent);
    s.set_item(&recent_key(state.game()), &json).map_err(|e| problem(&e, StorageProblem::Refused))
}

/// The address's fragment, without `#`.
pub fn fragment() -> String {
    let hash = gloo::utils::window().location().hash().unwrap_or_default();
    hash.trim_start_matches('#').to_string()
}

/// Is this fragment a study's link (`study=…`, `Study::to_fragment`) rather than a game's?
fn is_study(fragment: &str) -> bool {
    fragment.starts_with("study=")
}

/// Keep the game in the address. Replaces the history entry instead of adding one.
fn set_fragment(fragment: &str) {
    if let Ok(history) = gloo::utils::window().history() {
        let url = format!("#{fragment}");
        let _ = history.replace_state_with_url(&JsValue::NULL, "", Some(&url));
    }
}

/// The action that opens another game: its saved game, if any, comes with it.
pub fn select(id: GameId) -> Action {
    Action::Select { id, stored: read_stored() }
}

/// Carries out the effects `snapshot`'s change asked for, unless they were carried out already.
fn carry_out(snapshot: &State, written: &Written, dispatch: &UseReducerDispatcher<State>) {
    for effect in snapshot.effects.take() {
        match effect {
            Effect::SetAddress => set_fragment(&snapshot.link()),
            Effect::Save => match save(snapshot, written) {
                Ok(Some(other_tab)) => dispatch.dispatch(Action::Overwritten(other_tab)),
                Ok(None) => {}
                Err(why) => dispatch.dispatch(Action::SaveFailed(why)),
            },
            Effect::SaveRecent => {
                if let Err(why) = save_recent(snapshot) {
                    dispatch.dispatch(Action::SaveFailed(why));
                }
            }
            Effect::SaveSettings => {
                if let Ok(s) = storage() {
                    let _ = s.set_item(SETTINGS_KEY, &snapshot.settings.to_json());
                }
            }
            Effect::Sound(cue) => crate::sound::play(*cue, snapshot.settings.volume),
            Effect::Parts => {
                let dispatch = dispatch.clone();
                yew::platform::spawn_local(async move {
                    dispatch.dispatch(match crate::lazy::load_parts().await {
                        Ok(()) => Action::PartsIn,
                        Err(_) => Action::PartsFailed,
                    });
                });
            }
            Effect::Games(game) => {
                let (game, dispatch) = (*game, dispatch.clone());
                // The menu or button that opened it shows it is busy meanwhile.
                let busy = gloo::utils::document()
                    .active_element()
                    .filter(|e| e.closest("button, select").ok().flatten().is_some());
                if let Some(busy) = &busy {
                    let _ = busy.set_attribute("aria-busy", "true");
                }
                yew::platform::spawn_local(async move {
                    let loaded = crate::games::load_for(game).await;
                    if let Some(busy) = busy {
                        let _ = busy.remove_attribute("aria-busy");
                    }
                    dispatch.dispatch(match loaded {
                        Ok(()) => Action::GamesIn { game, stored: read_stored() },
                        Err(_) => Action::GamesFailed(game),
                    });
                });
            }
            Effect::SaveSolved => {
                if let Ok(s) = storage() {
                    let _ = s.set_item(SOLVED_KEY, &crate::model::json::strings(&snapshot.solved));
                }
            }
            // (Written by the parts' own code, in their chunk: only their reducers change them.)
            Effect::SavePuzzles => {
                if let (Ok(s), Some(r)) = (storage(), crate::state::chunk::reducers()) {
                    let _ = s.set_item(PUZZLES_KEY, &(r.puzzles_text)(snapshot));
                }
            }
            Effect::SaveStudies => {
                if let (Ok(s), Some(r)) = (storage(), crate::state::chunk::reducers()) {
                    if s.set_item(STUDIES_KEY, &(r.studies_text)(snapshot)).is_err() {
                        dispatch.dispatch(Action::SaveFailed(StorageProblem::Full));
                    }
                }
            }
        }
    }
}

/// The page's state, opened from the address and storage, kept in both as it changes: the one place
/// where the effects the reducer asks for ([`Effect`]) are carried out.
#[hook]
pub fn use_persistence() -> UseReducerHandle<State> {
    // A study's link opens the game kept here, and the study is kept beside the visitor's own.
    let state = use_reducer(|| {
        let fragment = fragment();
        State::first(if is_study(&fragment) { "" } else { &fragment }, &read_stored())
    });
    {
        let dispatch = state.dispatcher();
        use_effect_with((), move |_| {
            let fragment = fragment();
            if is_study(&fragment) {
                dispatch.dispatch(Action::Study(crate::state::StudyAction::Import(fragment)));
            }
        });
    }

    // A game link pasted into the address bar of the open page changes only the fragment.
    {
        let dispatch = state.dispatcher();
        use_effect_with((), move |_| {
            // The fragment is the event's own: by the time it is handled, the page may have
            // replaced the address with the game it showed before (its write after a change).
            let links = EventListener::new(&gloo::utils::window(), "hashchange", move |e| {
                use wasm_bindgen::JsCast;
                let fragment = match e.dyn_ref::<web_sys::HashChangeEvent>() {
                    Some(h) => h.new_url().split_once('#').map(|(_, f)| f.to_string()).unwrap_or_default(),
                    None => fragment(),
                };
                if is_study(&fragment) {
                    dispatch.dispatch(Action::Study(crate::state::StudyAction::Import(fragment)));
                } else {
                    dispatch.dispatch(Action::Open { fragment, stored: read_stored() });
                }
            });
            // Audio may start after the first gesture.
            let gestures = crate::sound::listen();
            move || drop((links, gestures))
        });
    }

    let written: Written = use_mut_ref(Vec::new);
    let (snapshot, dispatch) = (std::rc::Rc::new((*state).clone()), state.dispatcher());
    use_effect_with(state.effects.clone(), move |_| carry_out(&snapshot, &written, &dispatch));
    state
}
