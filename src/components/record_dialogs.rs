//! The game record's dialogs: Export (the game as PGN: copy it, download it as a .pgn file) and
//! Import (pasted or opened from a file: PGN, a bare move list of the open game, or the older
//! `Game:` records). An import is replayed through the rules by the app; a bad one changes nothing
//! and the dialog shows which turn is wrong and why. In the chunk of parts (`crate::lazy`).

use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};
use web_sys::{HtmlElement, HtmlInputElement, HtmlTextAreaElement};
use yew::prelude::*;

use crate::components::focus::dialog_close;
use crate::components::share::copy_text;
use crate::state::State;

/// The page's state as a prop: the same while it is the same state (the reducer makes a new one
/// for every action that changes it).
#[derive(Clone)]
pub struct StateRef(pub UseReducerHandle<State>);

impl PartialEq for StateRef {
    fn eq(&self, other: &Self) -> bool {
        std::ptr::eq(&*self.0, &*other.0)
    }
}

/// Today's date as PGN writes it (`2026.11.28`), for the record's `Date`.
pub fn today() -> String {
    let d = js_sys::Date::new_0();
    format!("{:04}.{:02}.{:02}", d.get_full_year(), d.get_month() + 1, d.get_date())
}

/// Give the focus to the element with this test id (the button that opened a dialog).
fn focus_testid(id: &str) {
    let el = gloo::utils::document().query_selector(&format!("[data-testid=\"{id}\"]")).ok().flatten();
    if let Some(el) = el.and_then(|e| e.dyn_into::<HtmlElement>().ok()) {
        let _ = el.focus();
    }
}

#[derive(Properties, PartialEq)]
struct DialogFrameProps {
    title: AttrValue,
    testid: AttrValue,
    /// The button that opened the dialog, which gets the focus back.
    opener: AttrValue,
    on_close: Callback<()>,
    children: Html,
}

/// A modal dialog: closes on its backdrop and on Escape (also from inside a text field).
#[component]
fn DialogFrame(props: &DialogFrameProps) -> Html {
    let opener = props.opener.clone();
    let (close, onkeydown) = dialog_close(&props.on_close, move || focus_testid(&opener));
    let stop = |e: MouseEvent| e.stop_propagation();
    let title_id = format!("{}-title", props.testid);
    html! {
        <div class="overlay" onclick={close.reform(|_: MouseEvent| ())}>
            <div class="dialog record-dialog" role="dialog" aria-modal="true" aria-labelledby={title_id.clone()}
                data-testid={props.testid.clone()} onclick={stop} {onkeydown}>
                <h2 id={title_id}>{ &props.title }</h2>
                { props.children.clone() }
            </div>
        </div>
    }
}

#[derive(Properties, PartialEq, Clone)]
pub struct ExportProps {
    pub game: AttrValue,
    /// The page's state, whose game's record is shown.
    pub state: StateRef,
    pub on_close: Callback<()>,
}

/// The game's record as text (PGN), to copy or download.
#[component]
pub fn ExportDialog(props: &ExportProps) -> Html {
    let text = AttrValue::from(props.state.0.record_text(&today()));
    let copied = use_state(|| None::<bool>);
    let copy_ref = use_node_ref();
    {
        let copy_ref = copy_ref.clone();
        use_effect_with((), move |_| {
            if let Some(b) = copy_ref.cast::<HtmlElement>() {
                let _ = b.focus();
            }
        });
    }
    let on_copy = {
        let (copied, text) = (copied.clone(), text.clone());
        move |_: MouseEvent| {
            let copied = copied.clone();
            copy_text(&text, Callback::from(move |ok| copied.set(Some(ok))));
        }
    };
    let href = format!("data:application/x-chess-pgn;charset=utf-8,{}", js_sys::encode_uri_component(&text));
    let file = format!("runeboard-{}.pgn", props.game);
    let select_all = |e: FocusEvent| e.target_unchecked_into::<HtmlTextAreaElement>().select();
    let close = props.on_close.clone();
    html! {
        <DialogFrame title="Game record" testid="export-dialog" opener="export-open" on_close={close.clone()}>
            <p class="hint">
                { "The game as PGN, as chess programs read it: who played and when, which game, its start \
                   position when it is not the usual one, every turn with its variations, comments and \
                   clock times, the review's marks, and the result. Keep it, send it, or import it here later." }
            </p>
            <textarea class="mono record-text" readonly={true} rows="10" data-testid="record-text"
                aria-label="Game record" value={text} onfocus={select_all} />
            <p class="share-note" role="status" aria-live="polite" data-testid="record-copy-status">
                { match *copied {
                    Some(true) => "Copied to the clipboard.",
                    Some(false) => "The clipboard cannot be used here: select the text and copy it.",
                    None => "",
                } }
            </p>
            <div class="dialog-actions">
                <button type="button" ref={copy_ref} data-testid="record-copy" onclick={on_copy}>{ "Copy" }</button>
                <a class="button" href={href} download={file} data-testid="record-download">{ "Download .pgn" }</a>
                <button type="button" class="quiet" data-testid="record-close"
                    onclick={close.reform(|_: MouseEvent| ())}>{ "Close" }</button>
            </div>
        </DialogFrame>
    }
}

#[derive(Properties, PartialEq, Clone)]
pub struct ImportProps {
    pub error: Option<String>,
    pub on_import: Callback<String>,
    pub asking: Option<(AttrValue, AttrValue)>,
    pub on_confirm: Callback<bool>,
    pub on_close: Callback<()>,
}

/// A game's record read, pasted or from a file.
#[component]
pub fn ImportDialog(props: &ImportProps) -> Html {
    let draft = use_state(String::new);
    let area = use_node_ref();
    let yes = use_node_ref();
    {
        // The focus goes to the text, or to the question when one is asked (and back after it).
        let (area, yes) = (area.clone(), yes.clone());
        use_effect_with(props.asking.is_some(), move |&asking| {
            if let Some(a) = if asking { yes.cast::<HtmlElement>() } else { area.cast::<HtmlElement>() } {
                let _ = a.focus();
            }
        });
    }
    if let Some((from, to)) = &props.asking {
        let answer = |yes: bool| props.on_confirm.reform(move |_: MouseEvent| yes);
        // (Escape closes the dialog in one press, as anywhere else in it: that is no.)
        return html! {
            <DialogFrame title="Switch games?" testid="import-dialog" opener="import-open" on_close={props.on_close.clone()}>
                <div class="import-confirm" role="group" aria-labelledby="import-confirm-text" data-testid="import-confirm">
                    <p id="import-confirm-text">
                        { format!("This is a record of {to}. Importing it switches the board from {from} to {to}; \
                                   your {from} game stays saved (choose it in the game menu to go back).") }
                    </p>
                    <div class="dialog-actions">
                        <button type="button" class="primary" ref={yes} data-testid="import-confirm-yes"
                            onclick={answer(true)}>{ format!("Switch to {to}") }</button>
                        <button type="button" data-testid="import-confirm-no" onclick={answer(false)}>
                            { format!("Stay with {from}") }
                        </button>
                    </div>
                </div>
            </DialogFrame>
        };
    }
    let oninput = {
        let draft = draft.clone();
        move |e: InputEvent| draft.set(e.target_unchecked_into::<HtmlTextAreaElement>().value())
    };
    let on_submit = {
        let (draft, on_import) = (draft.clone(), props.on_import.clone());
        move |_: MouseEvent| on_import.emit((*draft).clone())
    };
    // A file: read as text, shown in the field and imported at once.
    let on_file = {
        let (draft, on_import) = (draft.clone(), props.on_import.clone());
        move |e: Event| {
            let input = e.target_unchecked_into::<HtmlInputElement>();
            let Some(file) = input.files().and_then(|f| f.get(0)) else { return };
            input.set_value("");
            let (draft, on_import) = (draft.clone(), on_import.clone());
            let read = Closure::once(move |text: JsValue| {
                let text = text.as_string().unwrap_or_default();
                draft.set(text.clone());
                on_import.emit(text);
            });
            let _ = file.text().then(&read);
            read.forget();
        }
    };
    let close = props.on_close.clone();
    html! {
        <DialogFrame title="Import a game" testid="import-dialog" opener="import-open" on_close={close.clone()}>
            <p class="hint">
                { "Paste a game record or a PGN (lichess's, with its tags, comments, variations and \
                   clock times), or open a file. A [Variant \"…\"] tag names its game; without one, the \
                   turns are of the game open. Every turn is checked against the rules: if one is wrong, \
                   the game on the board stays as it is and you are told which turn and why." }
            </p>
            <textarea ref={area} class="mono record-text" rows="10" data-testid="import-text"
                aria-label="Game record to import" placeholder={"1. e4 e5 2. d4"}
                spellcheck="false" value={(*draft).clone()} {oninput}
                aria-invalid={props.error.is_some().to_string()} aria-describedby="import-error" />
            if let Some(error) = &props.error {
                <p id="import-error" class="error" role="alert" data-testid="import-error">{ error }</p>
            }
            <div class="dialog-actions">
                <label class="button file-button">
                    { "Open file…" }
                    <input type="file" accept=".pgn,.txt,text/plain,application/x-chess-pgn" class="visually-hidden" data-testid="import-file"
                        onchange={on_file} />
                </label>
                <button type="button" class="primary" data-testid="import-submit"
                    disabled={draft.trim().is_empty()} onclick={on_submit}>{ "Import" }</button>
                <button type="button" class="quiet" data-testid="import-cancel"
                    onclick={close.reform(|_: MouseEvent| ())}>{ "Cancel" }</button>
            </div>
        </DialogFrame>
    }
}
