//! "Save & share": the copy-link button, and the game record — exported as PGN (copy it, download
//! it as a .pgn file) or imported (pasted or opened from a file: PGN, a bare move list of the open
//! game, or the older `Game:` records). An import is replayed
//! through the rules by the app; a bad one changes nothing and the dialog shows which turn is wrong
//! and why.

use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};
use web_sys::{HtmlElement, HtmlInputElement, HtmlTextAreaElement};
use yew::prelude::*;

use crate::components::focus::dialog_close;
use crate::components::share::{copy_text, Share};
use crate::state::Dialog;

#[derive(Properties, PartialEq)]
pub struct RecordPanelProps {
    /// Id of the game in progress (names the downloaded file).
    pub game: AttrValue,
    /// The game's record as text.
    pub text: AttrValue,
    /// The game as a link fragment, at the move shown.
    pub fragment: AttrValue,
    /// The dialog open on the page (this panel's own: export or import).
    pub dialog: Option<Dialog>,
    /// Why the last import failed.
    pub error: Option<String>,
    pub on_dialog: Callback<Option<Dialog>>,
    pub on_import: Callback<String>,
    /// A record of another game was imported: the names of the game in progress and of the
    /// record's game, while the player is asked whether to switch.
    #[prop_or_default]
    pub asking: Option<(AttrValue, AttrValue)>,
    /// The answer: switch (`true`) or stay.
    #[prop_or_default]
    pub on_confirm: Callback<bool>,
}

/// Today's date as PGN writes it (`2026.11.28`), for the record's `Date`.
#[cfg(feature = "full")]
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

#[component]
pub fn RecordPanel(props: &RecordPanelProps) -> Html {
    let open = |d: Dialog| props.on_dialog.reform(move |_: MouseEvent| Some(d));
    // (The dialogs are the full module's: the first opens it instead.)
    #[cfg(not(feature = "full"))]
    let dialog = html! {};
    #[cfg(feature = "full")]
    let dialog = match props.dialog {
        Some(Dialog::Export) => html! {
            <ExportDialog game={props.game.clone()} text={props.text.clone()} on_close={props.on_dialog.reform(|()| None)} />
        },
        Some(Dialog::Import) => html! {
            <ImportDialog error={props.error.clone()} on_import={props.on_import.clone()}
                asking={props.asking.clone()} on_confirm={props.on_confirm.clone()}
                on_close={props.on_dialog.reform(|()| None)} />
        },
        Some(Dialog::Rules | Dialog::Settings) | None => html! {},
    };
    html! {
        <section class="panel record-panel" aria-labelledby="record-title" data-testid="record-panel">
            <h2 id="record-title" class="panel-title">{ "Save & share" }</h2>
            <div class="record-actions">
                <Share fragment={props.fragment.clone()} />
                <button type="button" data-testid="export-open" title="The game as text: copy or download it"
                    onclick={open(Dialog::Export)}>
                    { "Export" }
                </button>
                <button type="button" data-testid="import-open" title="Load a game from its text or a file"
                    onclick={open(Dialog::Import)}>
                    { "Import" }
                </button>
                <button type="button" data-testid="save-image"
                    title="The board as it is shown, with its arrows and circles, as SVG and PNG pictures"
                    onclick={{ let game = props.game.clone(); move |_: MouseEvent| crate::image_export::save_board(&game) }}>
                    { "Save as image" }
                </button>
            </div>
            <p class="panel-note">{ "Each game is saved in this browser as you play." }</p>
            { dialog }
        </section>
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
#[cfg(feature = "full")]
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

#[derive(Properties, PartialEq)]
struct ExportProps {
    game: AttrValue,
    text: AttrValue,
    on_close: Callback<()>,
}

#[cfg(feature = "full")]
#[component]
fn ExportDialog(props: &ExportProps) -> Html {
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
        let (copied, text) = (copied.clone(), props.text.clone());
        move |_: MouseEvent| {
            let copied = copied.clone();
            copy_text(&text, Callback::from(move |ok| copied.set(Some(ok))));
        }
    };
    let href = format!("data:application/x-chess-pgn;charset=utf-8,{}", js_sys::encode_uri_component(&props.text));
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
                aria-label="Game record" value={props.text.clone()} onfocus={select_all} />
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

#[derive(Properties, PartialEq)]
struct ImportProps {
    error: Option<String>,
    on_import: Callback<String>,
    asking: Option<(AttrValue, AttrValue)>,
    on_confirm: Callback<bool>,
    on_close: Callback<()>,
}

#[cfg(feature = "full")]
#[component]
fn ImportDialog(props: &ImportProps) -> Html {
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
