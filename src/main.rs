//! Runeboard: rare board games in the browser. The rules live in `runeboard-engine`; this crate only
//! draws what the engine says and passes the player's choices back to it.

mod app;
mod clock_effects;
mod components;
mod computer;
mod image_export;
mod model;
mod persistence;
mod sound;
mod state;
mod teach;

fn main() {
    console_error_panic_hook::set_once();
    yew::Renderer::<app::App>::new().render();
}
