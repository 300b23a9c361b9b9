//! Runeboard: rare board games in the browser. The rules live in `runeboard-engine`; this crate only
//! draws what the engine says and passes the player's choices back to it.
//!
//! One page, one wasm: built for the page with the feature `split` (scripts/build-page), the parts
//! first needed later are chunks of it, loaded on demand (`lazy`, `games`).

mod app;
mod boot;
mod clock_effects;
mod components;
mod computer;
mod games;
mod image_export;
mod lazy;
mod model;
mod persistence;
mod sound;
mod state;
mod teach;

fn main() {
    console_error_panic_hook::set_once();
    let (fragment, stored) = (persistence::fragment(), persistence::read_stored());
    // The game's chunk first (the boot screen stays meanwhile; the loader in index.html asked for it
    // alongside the page's module).
    let game = state::State::opens_game(&fragment, &stored);
    if games::waits(game) {
        boot::waits_for_games();
        yew::platform::spawn_local(async move {
            match games::load_for(game).await {
                Ok(()) => mount(),
                Err(_) => boot::failed_for_games(),
            }
        });
        return;
    }
    mount();
}

fn mount() {
    yew::Renderer::<app::App>::new().render();
    boot::mounted();
}

#[cfg(test)]
mod tests {
    /// The boot screen draws the logo in place (index.html), a copy of assets/favicon.svg's
    /// drawing: it must stay the same picture as the favicon and the icons drawn from it.
    #[test]
    fn the_boot_screen_logo_is_the_favicon() {
        let shapes = |svg: &str| -> Vec<String> {
            svg.lines()
                .map(str::trim)
                .filter(|l| l.starts_with("<rect") || l.starts_with("<path"))
                .map(String::from)
                .collect()
        };
        let html = include_str!("../index.html");
        let boot = html
            .split("<svg class=\"boot-logo\"")
            .nth(1)
            .and_then(|s| s.split("</svg>").next())
            .expect("the boot logo");
        let favicon = shapes(include_str!("../assets/favicon.svg"));
        assert!(!favicon.is_empty());
        assert_eq!(shapes(boot), favicon);
    }
}
