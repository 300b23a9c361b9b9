//! Runeboard: rare board games in the browser. The rules live in `runeboard-engine`; this crate only
//! draws what the engine says and passes the player's choices back to it.
//!
//! Built twice for the page: the first module (`runeboard-app`, without the feature `full`) and
//! the full module (`runeboard-full`), which the first loads when first needed (`full`).
// The first module leaves out the parts that only the full module has: what they alone use.
#![cfg_attr(not(feature = "full"), allow(dead_code, unused_imports))]

mod app;
mod clock_effects;
mod components;
mod computer;
mod full;
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
    // The full module, loaded by the first one: the first stops first (its listeners, timers and
    // workers with it), then this one takes the page.
    full::stop_first();
    let (fragment, stored) = (persistence::fragment(), persistence::read_stored());
    // The first module, for a game it does not have: the full module shows it.
    if full::hand_over_at_boot(&fragment, &stored) {
        return;
    }
    // For a game of its chunk of games: the chunk first (the boot screen stays meanwhile).
    if games::waits(state::State::opens_game(&fragment, &stored)) {
        full::boot_waits_for_games();
        yew::platform::spawn_local(async {
            match games::load().await {
                Ok(()) => mount(),
                Err(_) => full::boot_failed_for_games(),
            }
        });
        return;
    }
    mount();
}

fn mount() {
    let app = yew::Renderer::<app::App>::new().render();
    full::mounted(Box::new(move || app.destroy()));
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
