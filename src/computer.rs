//! The computer opponent's Web Worker, driven from the page: [`use_computer`] posts the job the
//! state wants ([`State::job`]) and hands the worker's answers back to the reducer as actions. The
//! worker's wasm is fetched the first time the computer is needed. A job that is no longer wanted
//! (Undo, New game, another game, "Move now") is cancelled at once by terminating the worker: a
//! search cannot be interrupted from outside, and a new worker starts when the next job comes.
//! The search never runs on the page's thread.
//!
//! The messages are the engine's ([`runeboard_engine::ai::protocol`]): the worker posts
//! [`Reply::Ready`] once its wasm has loaded, then answers each [`Request`] with `Progress`
//! messages and one `Done` or `Error`.

use std::cell::RefCell;
use std::rc::Rc;

use gloo::timers::callback::Timeout;
use runeboard_engine::ai::protocol::names;
use runeboard_engine::ai::{Reply, Request, Thought};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{Blob, BlobPropertyBag, MessageEvent, Url, Worker};
use yew::prelude::*;

use crate::model::json::{quote, quote_into, strings, Json};
use crate::model::saved::read_step;
use crate::state::review::{read_line, read_review};
use crate::state::{Action, AnalysisAction, ComputerAction, Job, JobKind, ReviewAction, State};

/// How long each step of the computer's turn stays on the board before the next.
const STEP_MS: u32 = 450;

/// Reads a message of the worker with the page's small JSON reader ([`crate::model::json`]):
/// serde's derived reader for these types would add to the page's first load. The names are the
/// protocol's ([`names`]); a test reads back every kind serde writes.
fn read(text: &str) -> Option<Reply> {
    let v = Json::parse(text)?;
    let kind = v.get(names::KIND)?.as_str()?;
    if kind == names::READY {
        return Some(Reply::Ready);
    }
    let id = u32::try_from(v.get(names::ID)?.as_u64()?).ok()?;
    match kind {
        names::ERROR => return Some(Reply::Error { id, message: v.get(names::MESSAGE)?.as_str()?.to_string() }),
        names::REVIEWED => {
            let count = |name| u32::try_from(v.get(name)?.as_u64()?).ok();
            return Some(Reply::Reviewed { id, done: count(names::REVIEWED_DONE)?, of: count(names::OF)? });
        }
        names::REVIEW => return Some(Reply::Review { id, review: read_review(v.get(names::REVIEW)?)? }),
        _ => {}
    }
    let t = v.get(names::THOUGHT)?;
    let thought = Thought {
        notation: t.get(names::NOTATION)?.as_str()?.to_string(),
        steps: t.get(names::STEPS)?.array_of(read_step)?,
        score: i32::try_from(t.get(names::SCORE)?.as_i64()?).ok()?,
        depth: u32::try_from(t.get(names::DEPTH)?.as_u64()?).ok()?,
        nodes: t.get(names::NODES)?.as_u64()?,
        line: t.get(names::LINE)?.strings()?,
        lines: match t.get(names::LINES) {
            Some(lines) => lines.array_of(read_line)?,
            None => Vec::new(),
        },
    };
    match kind {
        names::PROGRESS => Some(Reply::Progress { id, thought }),
        names::DONE => Some(Reply::Done { id, thought }),
        _ => None,
    }
}

/// A request as serde's derived code writes it (the worker reads it with that code).
fn write(r: &Request) -> String {
    let mut out = format!("{{\"id\":{},\"game\":", r.id);
    quote_into(&mut out, &r.game);
    out.push_str(",\"position\":");
    match &r.position {
        Some(p) => quote_into(&mut out, p),
        None => out.push_str("null"),
    }
    out.push_str(&format!(
        ",\"turns\":{},\"level\":{},\"movetime_ms\":{},\"seed\":{}}}",
        strings(&r.turns),
        r.level,
        r.movetime_ms,
        r.seed
    ));
    // The analysis's fields, left out at their defaults as serde leaves them out.
    if r.lines != 0 {
        out.insert_str(out.len() - 1, &format!(",\"lines\":{}", r.lines));
    }
    if r.review {
        out.insert_str(out.len() - 1, ",\"review\":true");
    }
    if let Some(n) = r.nodes {
        out.insert_str(out.len() - 1, &format!(",\"nodes\":{n}"));
    }
    if let Some(d) = r.depth {
        out.insert_str(out.len() - 1, &format!(",\"depth\":{d}"));
    }
    out
}

type Dispatch = Callback<Action>;

/// A worker and what it is doing. The page has two: the computer opponent's (its turns and hints)
/// and the analysis's, so that neither keeps the other waiting.
#[derive(Default)]
struct Runner {
    /// This one analyses ([`crate::state::analysis`]): its answers go there.
    analysis: bool,
    worker: Option<Worker>,
    /// Counts the workers started: a message from an earlier (terminated) one is ignored.
    generation: u32,
    /// The worker has loaded its wasm and reads messages.
    ready: bool,
    /// The job wanted now, with the number it is posted under.
    job: Option<(u32, Job)>,
    /// The job was posted and has not been answered yet.
    busy: bool,
    next_id: u32,
    /// The worker's script as a blob URL, made once.
    script: Option<String>,
}

impl Runner {
    /// Ask for `job` (or nothing): a worker busy with another job is stopped.
    fn want(this: &Rc<RefCell<Runner>>, job: Option<Job>, dispatch: &Dispatch) {
        let mut r = this.borrow_mut();
        if r.job.as_ref().map(|(_, j)| j) == job.as_ref() {
            return;
        }
        // (The analysis's worker goes as soon as it is not wanted, even idle.)
        if r.busy || job.is_none() && r.analysis {
            r.stop();
        }
        let Some(job) = job else {
            r.job = None;
            return;
        };
        r.next_id = r.next_id.wrapping_add(1);
        r.job = Some((r.next_id, job));
        if r.worker.is_none() {
            drop(r);
            Runner::spawn(this, dispatch);
        } else {
            r.post();
        }
    }

    fn stop(&mut self) {
        if let Some(w) = self.worker.take() {
            w.terminate();
        }
        (self.ready, self.busy) = (false, false);
    }

    /// Post the job wanted, if the worker can read it.
    fn post(&mut self) {
        let (Some(worker), true, Some((id, job))) = (&self.worker, self.ready, &self.job) else { return };
        let request = Request {
            id: *id,
            game: job.game.as_str().to_string(),
            position: job.start.clone(),
            turns: job.turns.clone(),
            level: job.level,
            movetime_ms: job.movetime_ms,
            seed: (js_sys::Math::random() * 9.007_199_254_740_991e15) as u64,
            // An analysis asks for its lines; a hint for one, to say why (its chance and line).
            lines: match job.kind {
                JobKind::Analysis => crate::state::analysis::LINES,
                JobKind::Hint => 1,
                JobKind::Move | JobKind::Review => 0,
            },
            // A review, at a fixed effort a position.
            review: job.kind == JobKind::Review,
            nodes: (job.kind == JobKind::Review).then_some(crate::state::review::NODES),
            ..Request::default()
        };
        let text = write(&request);
        self.busy = worker.post_message(&JsValue::from_str(&text)).is_ok();
    }

    /// Start a worker from the page's own directory (wherever the page is hosted).
    fn spawn(this: &Rc<RefCell<Runner>>, dispatch: &Dispatch) {
        let mut r = this.borrow_mut();
        if r.script.is_none() {
            r.script = worker_script().ok();
        }
        let worker = r.script.as_deref().and_then(|url| Worker::new(url).ok());
        let Some(worker) = worker else {
            drop(r);
            Runner::fail(this, dispatch, "the browser would not start it".into());
            return;
        };
        r.generation = r.generation.wrapping_add(1);
        let generation = r.generation;
        // The handlers belong to the worker (JavaScript frees them with it): the page never drops
        // a handler that may be running.
        let onmessage = {
            let (this, dispatch) = (this.clone(), dispatch.clone());
            Closure::<dyn Fn(web_sys::Event)>::new(move |e: web_sys::Event| {
                let text = e.dyn_ref::<MessageEvent>().and_then(|m| m.data().as_string()).unwrap_or_default();
                if let Some(reply) = read(&text) {
                    Runner::answer(&this, &dispatch, generation, reply);
                }
            })
        };
        let onerror = {
            let (this, dispatch) = (this.clone(), dispatch.clone());
            Closure::<dyn Fn(web_sys::Event)>::new(move |e: web_sys::Event| {
                e.prevent_default();
                if this.borrow().generation == generation {
                    Runner::fail(&this, &dispatch, "it could not be started (is the page offline?)".into());
                }
            })
        };
        worker.set_onmessage(Some(&onmessage.into_js_value().unchecked_into()));
        worker.set_onerror(Some(&onerror.into_js_value().unchecked_into()));
        (r.worker, r.ready, r.busy) = (Some(worker), false, false);
    }

    fn answer(this: &Rc<RefCell<Runner>>, dispatch: &Dispatch, generation: u32, reply: Reply) {
        let mut r = this.borrow_mut();
        if r.generation != generation || r.worker.is_none() {
            return;
        }
        let (reply_id, done) = match &reply {
            Reply::Ready => {
                r.ready = true;
                r.post();
                return;
            }
            Reply::Progress { id, .. } | Reply::Reviewed { id, .. } => (*id, false),
            Reply::Done { id, .. } | Reply::Error { id, .. } | Reply::Review { id, .. } => (*id, true),
        };
        let Some((_, job)) = r.job.clone().filter(|(id, _)| *id == reply_id) else { return };
        if done {
            r.busy = false;
        }
        let analysis = r.analysis;
        drop(r);
        if job.kind == JobKind::Review {
            let action = match reply {
                Reply::Reviewed { done, of, .. } => ReviewAction::Progress { job, done, of },
                Reply::Review { review, .. } => ReviewAction::Done { job, review },
                Reply::Error { message, .. } => ReviewAction::Failed { job, message },
                _ => return,
            };
            dispatch.emit(Action::Review(action));
            return;
        }
        if analysis {
            let action = match reply {
                Reply::Progress { thought, .. } | Reply::Done { thought, .. } => {
                    AnalysisAction::Thought { job, thought }
                }
                Reply::Error { message, .. } => AnalysisAction::Failed { job, message },
                Reply::Ready | Reply::Reviewed { .. } | Reply::Review { .. } => return,
            };
            dispatch.emit(Action::Analysis(action));
            return;
        }
        let action = match reply {
            Reply::Progress { thought, .. } | Reply::Done { thought, .. } => {
                ComputerAction::Thought { job, thought, done }
            }
            Reply::Error { message, .. } => ComputerAction::Failed { job, message },
            Reply::Ready | Reply::Reviewed { .. } | Reply::Review { .. } => return,
        };
        dispatch.emit(Action::Computer(action));
    }

    /// The worker failed: the job wanted now cannot be done.
    fn fail(this: &Rc<RefCell<Runner>>, dispatch: &Dispatch, message: String) {
        let mut r = this.borrow_mut();
        r.stop();
        if let Some((_, job)) = r.job.take() {
            let analysis = r.analysis;
            drop(r);
            dispatch.emit(if job.kind == JobKind::Review {
                Action::Review(ReviewAction::Failed { job, message })
            } else if analysis {
                Action::Analysis(AnalysisAction::Failed { job, message })
            } else {
                Action::Computer(ComputerAction::Failed { job, message })
            });
        }
    }
}

/// A blob URL of a script that runs `ai-worker.js` from the page's directory.
fn worker_script() -> Result<String, JsValue> {
    // The page's directory: its address without the fragment (which may hold '/', as a
    // position's text does), the query and the file name.
    let address = gloo::utils::document().base_uri()?.unwrap_or_default();
    let address = address.split(['#', '?']).next().unwrap_or_default();
    let base = address.rfind('/').map_or("", |i| &address[..=i]);
    let source = format!(
        "importScripts({}); wasm_bindgen({{ module_or_path: {} }});",
        quote(&format!("{base}ai-worker.js")),
        quote(&format!("{base}ai-worker_bg.wasm"))
    );
    let parts = js_sys::Array::of1(&JsValue::from_str(&source));
    let options = BlobPropertyBag::new();
    options.set_type("text/javascript");
    let blob = Blob::new_with_str_sequence_and_options(&parts, &options)?;
    Url::create_object_url_with_blob(&blob)
}

/// Runs the computer opponent for the page's state: the job it wants, and the computer's turn shown
/// step by step; and the analysis, in a second worker (started when analysis is turned on,
/// restarted when the position shown changes, terminated when it is turned off or the page is
/// hidden).
#[hook]
pub fn use_computer(state: &UseReducerHandle<State>) {
    let runner = use_mut_ref(Runner::default);
    let analyser = use_mut_ref(|| Runner { analysis: true, ..Runner::default() });
    let dispatch: Dispatch = state.dispatcher().to_callback();

    {
        let (runner, dispatch) = (runner.clone(), dispatch.clone());
        use_effect_with(state.job(), move |job| Runner::want(&runner, job.clone(), &dispatch));
    }
    // The analysis stops while the page is hidden (another tab, a phone's screen off), and starts
    // again when it is shown.
    let visible = use_state(|| true);
    {
        let visible = visible.clone();
        use_effect_with((), move |_| {
            let listener = gloo::events::EventListener::new(&gloo::utils::document(), "visibilitychange", move |_| {
                visible.set(!gloo::utils::document().hidden());
            });
            move || drop(listener)
        });
    }
    {
        let (analyser, dispatch) = (analyser.clone(), dispatch.clone());
        // (A review goes on while the page is hidden: it ends by itself.)
        let job = state.analyser_job().filter(|j| *visible || j.kind == JobKind::Review);
        use_effect_with(job, move |job| Runner::want(&analyser, job.clone(), &dispatch));
    }
    {
        use_effect_with((), move |_| {
            move || {
                runner.borrow_mut().stop();
                analyser.borrow_mut().stop();
            }
        });
    }

    // The computer's turn, one step after another.
    let showing = state.computer.showing.as_ref().map(|(_, shown)| *shown);
    use_effect_with((showing, state.computer.serial), move |(showing, _)| {
        let timer =
            showing.map(|_| Timeout::new(STEP_MS, move || dispatch.emit(Action::Computer(ComputerAction::ShowNext))));
        move || drop(timer)
    });
}

#[cfg(test)]
mod tests {
    use super::*;
    use runeboard_engine::ai::protocol::{Judged, Line, Mark, Review, Summary};
    use runeboard_engine::Step;

    /// The page writes a request as serde does, so the worker reads it.
    #[test]
    fn the_worker_reads_the_request_the_page_writes() {
        let base = Request {
            id: u32::MAX,
            game: "chess".into(),
            position: None,
            turns: vec!["e4".into(), "a\"b\\".into()],
            level: 5,
            movetime_ms: 1500,
            seed: 9_007_199_254_740_991,
            ..Request::default()
        };
        let analysis = Request { lines: 3, review: true, nodes: Some(u64::MAX), depth: Some(7), ..base.clone() };
        let hint = Request { lines: 1, ..base.clone() };
        for r in [base.clone(), analysis, hint, Request { position: Some("8/8 w - \n".into()), turns: vec![], ..base }]
        {
            assert_eq!(write(&r), serde_json::to_string(&r).expect("serialises"));
            assert_eq!(serde_json::from_str::<Request>(&write(&r)).ok(), Some(r));
        }
    }

    /// The page reads every kind of reply as the worker writes it (serde's derived format).
    #[test]
    fn the_page_reads_every_reply_the_worker_writes() {
        let thought = Thought {
            notation: "Rd8#".into(),
            steps: vec![Step::Cell(3), Step::Cell(59), Step::Promote('Q')],
            score: -120,
            depth: 4,
            nodes: 5_000_000_000,
            line: vec!["Rd8#".into(), "e5".into()],
            lines: vec![
                Line {
                    notation: "Rd8#".into(),
                    steps: vec![Step::Cell(3), Step::Cell(59)],
                    line: vec!["Rd8#".into()],
                    score: 30_000,
                    wins_in: Some(1),
                    chance: 1000,
                },
                Line { notation: "Kb1".into(), steps: vec![], line: vec![], score: -5, wins_in: None, chance: 497 },
            ],
        };
        let plain = Thought { lines: Vec::new(), ..thought.clone() };
        for reply in [
            Reply::Ready,
            Reply::Progress { id: 7, thought: thought.clone() },
            Reply::Progress { id: 8, thought: plain },
            Reply::Done { id: u32::MAX, thought },
            Reply::Error { id: 0, message: "bad request: \"quoted\"".into() },
            Reply::Reviewed { id: 4, done: 2, of: 9 },
            Reply::Review {
                id: 4,
                review: Review {
                    turns: vec![Judged {
                        ply: 0,
                        played: "Qxd5".into(),
                        mark: Mark::Mistake,
                        chance_before: 520,
                        chance_after: 290,
                        best: Some(Line {
                            notation: "Kb1".into(),
                            steps: vec![Step::Cell(1)],
                            line: vec![],
                            score: 5,
                            wins_in: Some(-3),
                            chance: 0,
                        }),
                        player: 1,
                    }],
                    players: vec![Summary { inaccuracies: 1, mistakes: 2, blunders: 3, accuracy: 40, turns: 9 }],
                },
            },
        ] {
            let text = serde_json::to_string(&reply).expect("a reply serialises");
            assert_eq!(read(&text), Some(reply), "{text}");
        }
        for bad in ["", "{}", r#"{"kind":"finished","id":1}"#, r#"{"kind":"done","id":1}"#, r#"{"kind":"error"}"#] {
            assert_eq!(read(bad), None, "{bad}");
        }
    }
}
