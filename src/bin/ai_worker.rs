//! The computer opponent's Web Worker: a wasm of its own (Trunk `data-type="worker"`), loaded by the
//! page only when the computer is first needed, so that the search never runs on the page's main
//! thread and the page's first load does not carry it.
//!
//! Protocol, JSON strings both ways:
//! - the page posts a [`Job`];
//! - the worker answers `{"id", "kind": "progress", "thought"}` after every finished iteration (so
//!   that "Move now" can play the best turn so far by terminating the worker), then
//!   `{"id", "kind": "done", "thought"}` or `{"id", "kind": "error", "message"}`.
//!
//! On start it posts `{"kind": "ready"}`: messages sent before its wasm has loaded would be lost.

use runeboard_engine::ai::{self, Clock, Request, Thought};
use serde::{Deserialize, Serialize};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{DedicatedWorkerGlobalScope, MessageEvent};

/// A request from the page.
#[derive(Debug, Deserialize)]
struct Job {
    id: u32,
    game: String,
    #[serde(default)]
    position: Option<String>,
    #[serde(default)]
    turns: Vec<String>,
    level: u8,
    movetime_ms: f64,
    #[serde(default)]
    seed: u64,
}

#[derive(Debug, Serialize)]
#[serde(tag = "kind", rename_all = "lowercase")]
enum Reply<'a> {
    Ready,
    Progress { id: u32, thought: &'a Thought },
    Done { id: u32, thought: &'a Thought },
    Error { id: u32, message: String },
}

/// The browser's clock: `Date.now()` (milliseconds) is available in workers without any feature.
struct JsClock;

impl Clock for JsClock {
    fn now_ms(&self) -> f64 {
        js_sys::Date::now()
    }
}

fn post(scope: &DedicatedWorkerGlobalScope, reply: &Reply<'_>) {
    if let Ok(text) = serde_json::to_string(reply) {
        // A failed post leaves the page waiting; it can still cancel by terminating the worker.
        let _ = scope.post_message(&JsValue::from_str(&text));
    }
}

fn handle(scope: &DedicatedWorkerGlobalScope, data: JsValue) {
    let Some(text) = data.as_string() else {
        post(scope, &Reply::Error { id: 0, message: "the worker expects a JSON string".into() });
        return;
    };
    let job: Job = match serde_json::from_str(&text) {
        Ok(job) => job,
        Err(e) => {
            post(scope, &Reply::Error { id: 0, message: format!("bad request: {e}") });
            return;
        }
    };
    let req = Request {
        game: &job.game,
        position: job.position.as_deref(),
        turns: &job.turns,
        level: job.level,
        movetime_ms: job.movetime_ms,
        seed: job.seed,
    };
    let id = job.id;
    match ai::think(&req, Box::new(JsClock), &mut |t| post(scope, &Reply::Progress { id, thought: t })) {
        Ok(thought) => post(scope, &Reply::Done { id, thought: &thought }),
        Err(e) => post(scope, &Reply::Error { id, message: e.to_string() }),
    }
}

fn main() {
    console_error_panic_hook::set_once();
    let Ok(scope) = js_sys::global().dyn_into::<DedicatedWorkerGlobalScope>() else {
        // Not started as a worker: nothing to do.
        return;
    };
    let inner = scope.clone();
    let onmessage = Closure::<dyn Fn(MessageEvent)>::new(move |msg: MessageEvent| handle(&inner, msg.data()));
    scope.set_onmessage(Some(onmessage.as_ref().unchecked_ref()));
    onmessage.forget();
    post(&scope, &Reply::Ready);
}
