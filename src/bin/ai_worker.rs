//! The computer opponent's Web Worker: a wasm of its own (Trunk `data-type="worker"`), loaded by the
//! page only when the computer is first needed, so that the search never runs on the page's main
//! thread and the page's first load does not carry it.
//!
//! Its messages are [`runeboard_engine::ai::protocol`]'s: it posts [`Reply::Ready`] on start, then
//! reads each [`Request`] and answers it with [`Reply::Progress`] after every finished iteration and
//! one [`Reply::Done`] or [`Reply::Error`]. An analysis (`lines` ≥ 1) is answered the same way, its
//! thoughts carrying the best lines, after every finished depth (`movetime_ms` 0: until the page
//! terminates the worker). A review (`review`) is answered with [`Reply::Reviewed`] after every
//! position analysed, then one [`Reply::Review`] or [`Reply::Error`].

use runeboard_engine::ai::{self, Clock, Reply, Request};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{DedicatedWorkerGlobalScope, MessageEvent};

/// The browser's clock: `Date.now()` (milliseconds) is available in workers without any feature.
struct JsClock;

impl Clock for JsClock {
    fn now_ms(&self) -> f64 {
        js_sys::Date::now()
    }
}

fn post(scope: &DedicatedWorkerGlobalScope, reply: &Reply) {
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
    let req: Request = match serde_json::from_str(&text) {
        Ok(req) => req,
        Err(e) => {
            post(scope, &Reply::Error { id: 0, message: format!("bad request: {e}") });
            return;
        }
    };
    let id = req.id;
    if req.review {
        let progress = &mut |done, of| post(scope, &Reply::Reviewed { id, done, of });
        match ai::review_game(&req, Box::new(JsClock), progress) {
            Ok(review) => post(scope, &Reply::Review { id, review }),
            Err(e) => post(scope, &Reply::Error { id, message: e.to_string() }),
        }
        return;
    }
    let progress = &mut |t: &ai::Thought| post(scope, &Reply::Progress { id, thought: t.clone() });
    match ai::think(&req, Box::new(JsClock), progress) {
        Ok(thought) => post(scope, &Reply::Done { id, thought }),
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
