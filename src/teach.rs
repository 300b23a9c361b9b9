//! The rules texts, the problems and lessons, and the puzzles, fetched when the Rules panel, the
//! lessons panel or the Puzzles panel first opens instead of carried in the page's first load (docs/page-speed.md): files
//! `rules/<game>.json` and `lessons/<game>.json` beside the page, read and kept by
//! [`crate::model::teaching`]; the service worker precaches them, so they open offline after one
//! visit.

use runeboard_engine::lessons::Lesson;
use runeboard_engine::rules::Rules;
use runeboard_engine::GameId;

use crate::model::teaching::Puzzles;

#[cfg(target_arch = "wasm32")]
use crate::model::teaching::{keep, keep_lessons, lessons_loaded, loaded, read, read_lessons};

/// The file of a game's rules, relative to the page.
#[cfg(target_arch = "wasm32")]
pub fn rules_file(game: GameId) -> String {
    format!("rules/{}.json", game.as_str())
}

/// The file of a game's lessons, relative to the page.
#[cfg(target_arch = "wasm32")]
pub fn lessons_file(game: GameId) -> String {
    format!("lessons/{}.json", game.as_str())
}

/// A file beside the page, as text.
#[cfg(target_arch = "wasm32")]
async fn fetch_text(file: &str) -> Option<String> {
    use wasm_bindgen::JsCast;
    use wasm_bindgen_futures::JsFuture;
    let window = web_sys::window()?;
    let response: web_sys::Response = JsFuture::from(window.fetch_with_str(file)).await.ok()?.dyn_into().ok()?;
    if !response.ok() {
        return None;
    }
    JsFuture::from(response.text().ok()?).await.ok()?.as_string()
}

/// Fetches the rules of `game` (once: later calls find them loaded).
#[cfg(target_arch = "wasm32")]
pub async fn fetch(game: GameId) -> Option<&'static Rules> {
    if let Some(r) = loaded(game) {
        return Some(r);
    }
    let rules = read(&fetch_text(&rules_file(game)).await?, game)?;
    Some(keep(game, rules))
}

/// Natively (the page's tests) the engine's rules, as the files hold them.
#[cfg(not(target_arch = "wasm32"))]
pub async fn fetch(game: GameId) -> Option<&'static Rules> {
    Some(runeboard_engine::rules::rules_for(game))
}

/// Fetches the lessons of `game` (once: later calls find them loaded).
#[cfg(target_arch = "wasm32")]
pub async fn fetch_lessons(game: GameId) -> Option<&'static [Lesson]> {
    if let Some(l) = lessons_loaded(game) {
        return Some(l);
    }
    let lessons = read_lessons(&fetch_text(&lessons_file(game)).await?, game)?;
    Some(keep_lessons(game, lessons))
}

/// Natively (the page's tests) the engine's lessons, as the files hold them.
#[cfg(not(target_arch = "wasm32"))]
pub async fn fetch_lessons(game: GameId) -> Option<&'static [Lesson]> {
    Some(runeboard_engine::GameId::lessons(game))
}

/// The file of a game's puzzles, relative to the page.
#[cfg(target_arch = "wasm32")]
pub fn puzzles_file(game: GameId) -> String {
    format!("puzzles/{}.txt", game.as_str())
}

/// Fetches the puzzles of `game` (once: later calls find them loaded); `None` when the file
/// cannot be fetched or read.
#[cfg(target_arch = "wasm32")]
pub async fn fetch_puzzles(game: GameId) -> Option<Puzzles> {
    if let Some(p) = crate::model::teaching::puzzles_loaded(game) {
        return Some(p);
    }
    let set = runeboard_engine::puzzles::parse(&fetch_text(&puzzles_file(game)).await?).ok()?;
    Some(crate::model::teaching::keep_puzzles(game, set))
}

/// Natively (the page's tests) the puzzles shipped in `assets/puzzles/`.
#[cfg(not(target_arch = "wasm32"))]
pub async fn fetch_puzzles(game: GameId) -> Option<Puzzles> {
    let path = format!("{}/assets/puzzles/{}.txt", env!("CARGO_MANIFEST_DIR"), game.as_str());
    let set = runeboard_engine::puzzles::parse(&std::fs::read_to_string(path).ok()?).ok()?;
    Some(crate::model::teaching::keep_puzzles(game, set))
}
