//! The page's start, outside the app: the boot screen (index.html, `assets/boot.js`) stays until
//! the app is mounted, and, for a game of the chunk of games (`crate::games`), until that chunk is
//! in too; a chunk that cannot be loaded then is told to `boot.js`, which shows its message and
//! Retry.

use wasm_bindgen::UnwrapThrowExt;

/// The event that tells `boot.js` the chunk of games could not be loaded at boot.
const GAMES_FAILED: &str = "runeboard-games-failed";
/// The event that tells `boot.js` the app was mounted after the chunk of games.
const GAMES_STARTED: &str = "runeboard-games-started";

fn root() -> Option<web_sys::Element> {
    gloo::utils::document().document_element()
}

/// The app is mounted: the boot screen goes (`boot.js`), at once, or now that the chunk of games
/// it waited for is in.
pub fn mounted() {
    if let Some(root) = root() {
        let games = root.has_attribute("data-games");
        let _ = root.remove_attribute("data-games");
        if games {
            let _ = gloo::utils::window().dispatch_event(&web_sys::Event::new(GAMES_STARTED).unwrap_throw());
        }
    }
}

/// Before the app mounts, for a game of the chunk of games: the boot screen stays while the chunk
/// loads (`boot.js`).
pub fn waits_for_games() {
    if let Some(root) = root() {
        let _ = root.set_attribute("data-games", "loading");
    }
}

/// The chunk of games could not be loaded before the page mounted: the boot screen says so, with
/// Retry (`boot.js`).
pub fn failed_for_games() {
    if let Some(root) = root() {
        let _ = root.remove_attribute("data-games");
    }
    let _ = gloo::utils::window().dispatch_event(&web_sys::Event::new(GAMES_FAILED).unwrap_throw());
}
