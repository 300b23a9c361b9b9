//! The page's sounds ([`Cue`]), synthesised with the Web Audio API: no files. The reducer says which
//! cue a change calls for, only when the settings have sound on ([`crate::state::Effect::Sound`]);
//! this plays it at the settings' volume. The `AudioContext` is made at the first cue after the
//! first user gesture (browsers refuse audio before one), and where Web Audio is missing the page
//! goes on silent. Every cue played (or that would be, with no audio) is counted on the document
//! element, `data-sound-<cue>="N"`, so that tests can hear it.

use std::cell::{Cell, RefCell};

use gloo::events::{EventListener, EventListenerOptions};
use wasm_bindgen::JsValue;
use web_sys::{AudioContext, AudioContextState, OscillatorType};

use crate::state::Cue;

thread_local! {
    /// The user has pressed or typed on the page: audio may start.
    static GESTURE: Cell<bool> = const { Cell::new(false) };
    /// The audio context: not yet made (`None`), made, or missing (`Some(None)`).
    static AUDIO: RefCell<Option<Option<AudioContext>>> = const { RefCell::new(None) };
}

/// Listens for the first user gesture (a press or a key) on the page, for as long as it is kept.
pub fn listen() -> [EventListener; 2] {
    let window = gloo::utils::window();
    let options = EventListenerOptions::run_in_capture_phase();
    ["pointerdown", "keydown"]
        .map(|event| EventListener::new_with_options(&window, event, options, |_| GESTURE.with(|g| g.set(true))))
}

/// Plays `cue` at `volume` (0–100) and counts it.
pub fn play(cue: Cue, volume: u8) {
    count(cue);
    if volume == 0 || !GESTURE.with(Cell::get) {
        return;
    }
    AUDIO.with(|audio| {
        let mut audio = audio.borrow_mut();
        let context = audio.get_or_insert_with(|| AudioContext::new().ok());
        if let Some(context) = context {
            if context.state() == AudioContextState::Suspended {
                let _ = context.resume();
            }
            let _ = sound(context, cue, f32::from(volume.min(100)) / 100.0);
        }
    });
}

/// One more `cue` in the document element's `data-sound-<cue>`.
fn count(cue: Cue) {
    let Some(root) = gloo::utils::document().document_element() else { return };
    let name = format!("data-sound-{}", cue.name());
    let n = root.get_attribute(&name).and_then(|v| v.parse::<u32>().ok()).unwrap_or(0);
    let _ = root.set_attribute(&name, &(n + 1).to_string());
}

/// The cue's notes, from now: a soft knock for a move, a sharper, lower one for a capture, two
/// rising tones for a threat, three for the end, a low buzz for a refusal, two short high beeps
/// for a clock's low time.
fn sound(context: &AudioContext, cue: Cue, volume: f32) -> Result<(), JsValue> {
    use OscillatorType::{Sawtooth, Sine, Square, Triangle};
    let now = context.current_time() + 0.01;
    let tone = |kind, from, to, at, length, peak: f32| tone(context, kind, (from, to), now + at, length, peak * volume);
    match cue {
        Cue::Move => tone(Triangle, 420.0, 180.0, 0.0, 0.07, 0.5),
        Cue::Capture => {
            tone(Square, 300.0, 90.0, 0.0, 0.09, 0.22)?;
            tone(Triangle, 160.0, 70.0, 0.0, 0.12, 0.5)
        }
        Cue::Check => {
            tone(Sine, 660.0, 660.0, 0.0, 0.12, 0.35)?;
            tone(Sine, 880.0, 880.0, 0.13, 0.16, 0.35)
        }
        Cue::End => {
            tone(Triangle, 523.0, 523.0, 0.0, 0.15, 0.4)?;
            tone(Triangle, 659.0, 659.0, 0.15, 0.15, 0.4)?;
            tone(Triangle, 784.0, 784.0, 0.30, 0.35, 0.4)
        }
        Cue::Refused => tone(Sawtooth, 110.0, 100.0, 0.0, 0.18, 0.15),
        Cue::LowTime => {
            tone(Square, 988.0, 988.0, 0.0, 0.08, 0.18)?;
            tone(Square, 988.0, 988.0, 0.16, 0.08, 0.18)
        }
    }
}

/// One note: an oscillator of `kind` gliding between two frequencies over `length` seconds from
/// `at`, with a quick attack and an exponential fade.
fn tone(
    context: &AudioContext,
    kind: OscillatorType,
    (from, to): (f32, f32),
    at: f64,
    length: f64,
    peak: f32,
) -> Result<(), JsValue> {
    let oscillator = context.create_oscillator()?;
    oscillator.set_type(kind);
    let frequency = oscillator.frequency();
    frequency.set_value_at_time(from, at)?;
    frequency.exponential_ramp_to_value_at_time(to, at + length)?;
    let gain = context.create_gain()?;
    let level = gain.gain();
    level.set_value_at_time(0.0001, at)?;
    level.linear_ramp_to_value_at_time(peak.max(0.0001), at + 0.005)?;
    level.exponential_ramp_to_value_at_time(0.0001, at + length)?;
    oscillator.connect_with_audio_node(&gain)?;
    gain.connect_with_audio_node(&context.destination())?;
    oscillator.start_with_when(at)?;
    oscillator.stop_with_when(at + length + 0.02)
}
