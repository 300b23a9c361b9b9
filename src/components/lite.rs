//! The first module's entry points of the parts it draws nothing of (`crate::full`): each looks
//! as the full module's does before it is opened, and asks for the full module instead.

use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct PanelProps {
    pub on_open: Callback<()>,
}

/// The Puzzles panel, closed (as `puzzles_panel::PuzzlesPanel` is before it is first opened): its
/// title opens it in the full module.
#[component]
pub fn Puzzles(props: &PanelProps) -> Html {
    let onclick = props.on_open.reform(|e: MouseEvent| e.prevent_default());
    html! {
        <details class="panel puzzles" data-testid="puzzles">
            <summary class="panel-title" {onclick}>{ "Puzzles" }</summary>
        </details>
    }
}

/// The Studies panel, closed (as `studies_panel::StudiesPanel` is before it is first opened): its
/// title opens it in the full module.
#[component]
pub fn Studies(props: &PanelProps) -> Html {
    let onclick = props.on_open.reform(|e: MouseEvent| e.prevent_default());
    html! {
        <details class="panel studies" data-testid="studies">
            <summary class="panel-title" {onclick}>{ "Studies" }</summary>
        </details>
    }
}

#[derive(Properties, PartialEq)]
pub struct AnalysisProps {
    pub on_toggle: Callback<()>,
}

/// The analysis panel, off (as `analysis_panel::AnalysisPanel` is): Analyse turns it on in the
/// full module.
#[component]
pub fn Analysis(props: &AnalysisProps) -> Html {
    html! {
        <section class="panel analysis-panel off" aria-labelledby="analysis-title" data-testid="analysis">
            <div class="panel-head">
                <h2 class="panel-title" id="analysis-title">{ "Analysis" }</h2>
                <span class="analysis-depth" data-testid="analysis-depth" aria-live="off"></span>
                <button type="button" data-testid="analysis-toggle" aria-pressed="false"
                    title="The computer's best lines for the position shown, and who is better (key A)"
                    onclick={props.on_toggle.reform(|_: MouseEvent| ())}>
                    { "Analyse" }
                </button>
            </div>
        </section>
    }
}

#[derive(Properties, PartialEq)]
pub struct ReviewProps {
    pub can_review: bool,
    pub on_start: Callback<()>,
}

/// The game review panel, with no review (as `review_panel::ReviewPanel` is; a game saved with its
/// review opens in the full module): Review starts one in the full module.
#[component]
pub fn Review(props: &ReviewProps) -> Html {
    html! {
        <section class="panel review-panel" aria-labelledby="review-title" data-testid="review">
            <div class="panel-head">
                <h2 class="panel-title" id="review-title">{ "Game review" }</h2>
                <button type="button" data-testid="review-start" disabled={!props.can_review}
                    title="The computer judges every turn of the main line" onclick={props.on_start.reform(|_: MouseEvent| ())}>
                    { "Review" }
                </button>
            </div>
        </section>
    }
}

/// The `data-testid` of the button an event came from (the stand-ins below are mostly plain HTML,
/// which costs the first module far less than Yew's elements: their clicks are heard on the
/// panel).
fn pressed(e: &MouseEvent) -> Option<String> {
    let target: web_sys::Element = e.target_dyn_into()?;
    target.closest("button").ok().flatten()?.get_attribute("data-testid")
}

/// Plain HTML, never changed (drawn once: it keeps its focus and what is typed in it).
fn raw(html: &'static str) -> Html {
    Html::from_html_unchecked(AttrValue::Static(html))
}

#[derive(Properties, PartialEq)]
pub struct RecordProps {
    /// Id of the game in progress (names the saved pictures).
    pub game: AttrValue,
    /// The game as a link fragment, at the move shown.
    pub fragment: AttrValue,
    /// Export or Import asked for (the full module opens them).
    pub on_dialog: Callback<Option<crate::state::Dialog>>,
    /// Copy link asked for (the full module copies it).
    pub on_copy: Callback<()>,
}

/// "Save & share" (as `record_panel::RecordPanel` is with no dialog open): Copy link, Export and
/// Import are the full module's; Save as image works here (its script is loaded when asked for).
#[component]
pub fn Record(props: &RecordProps) -> Html {
    use crate::state::Dialog;
    let onclick = {
        let (on_dialog, on_copy, game) = (props.on_dialog.clone(), props.on_copy.clone(), props.game.clone());
        move |e: MouseEvent| match pressed(&e).as_deref() {
            Some("copy-link") => on_copy.emit(()),
            Some("export-open") => on_dialog.emit(Some(Dialog::Export)),
            Some("import-open") => on_dialog.emit(Some(Dialog::Import)),
            Some("save-image") => crate::image_export::save_board(&game),
            _ => {}
        }
    };
    html! {
        <section class="panel record-panel" aria-labelledby="record-title" data-testid="record-panel" {onclick}>
            { raw(r#"<h2 id="record-title" class="panel-title">Save &amp; share</h2>"#) }
            <div class="record-actions">
                <button type="button" data-testid="copy-link" data-link={crate::components::share::link(&props.fragment)}
                    title="Copy a link to this game at the move shown">
                    { "Copy link" }
                </button>
                { raw(concat!(
                    r#"<span class="share-note" role="status" aria-live="polite" data-testid="copy-link-status"></span>"#,
                    r#"<button type="button" data-testid="export-open" title="The game as text: copy or download it">Export</button>"#,
                    r#"<button type="button" data-testid="import-open" title="Load a game from its text or a file">Import</button>"#,
                    r#"<button type="button" data-testid="save-image" title="The board as it is shown, with its arrows and circles, as SVG and PNG pictures">Save as image</button>"#,
                )) }
            </div>
            { raw(r#"<p class="panel-note">Each game is saved in this browser as you play.</p>"#) }
        </section>
    }
}

#[derive(Properties, PartialEq)]
pub struct PositionProps {
    /// The current position as text.
    pub text: AttrValue,
    /// Edit or Load asked for: the full module does it (Load with the text typed in the field,
    /// which is read from it then: the field is the browser's own until then).
    pub on_open: Callback<crate::state::full::Then>,
}

/// The "Position" box (as `position_box::PositionBox` is with no error shown): its field takes the
/// text typed; Edit and Load are done by the full module.
#[component]
pub fn Position(props: &PositionProps) -> Html {
    use crate::state::full::Then;
    let onsubmit = props.on_open.reform(|e: SubmitEvent| {
        e.prevent_default();
        Then::PositionLoad
    });
    let onclick = {
        let on_open = props.on_open.clone();
        move |e: MouseEvent| {
            if pressed(&e).as_deref() == Some("position-edit") {
                on_open.emit(Then::PositionEdit);
            }
        }
    };
    let select_all = |e: FocusEvent| e.target_unchecked_into::<web_sys::HtmlInputElement>().select();
    html! {
        <details class="panel position-box" open={true} data-testid="position-box" {onclick} {onsubmit}>
            { raw(r#"<summary class="panel-title">Position</summary><label class="field-label" for="position-current">Position on the board</label>"#) }
            <div class="load-row">
                <input id="position-current" class="mono" type="text" readonly={true}
                    value={props.text.clone()} data-testid="position-text" spellcheck="false"
                    onfocus={select_all} />
                { raw(r#"<button type="button" class="quiet" data-testid="position-edit" title="Copy this position into the field below, to change it and load it">Edit</button>"#) }
            </div>
            { raw(concat!(
                r#"<form class="load-form"><label class="field-label" for="position-input">Load a position</label>"#,
                r#"<div class="load-row"><input id="position-input" class="mono" type="text" data-testid="position-input" "#,
                r#"placeholder="Paste position text" autocomplete="off" spellcheck="false" aria-invalid="false" "#,
                r#"aria-describedby="position-error"><button type="submit" data-testid="position-load">Load</button></div></form>"#,
                r#"<p class="panel-note">Loading starts a new game from it: the moves so far are dropped (export them first "#,
                r#"to keep them).</p>"#,
            )) }
        </details>
    }
}

/// `text` as HTML text or an attribute's value.
fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            c => out.push(c),
        }
    }
    out
}

#[derive(Properties, PartialEq)]
pub struct RecentProps {
    /// Each game as listed ("12 turns, last Nf3").
    pub games: Vec<String>,
    pub on_open: Callback<usize>,
}

/// "Recent games" (as `recent_games::RecentGames` is; it works here, the list as plain HTML: its
/// Reopen buttons are heard on the panel).
#[component]
pub fn Recent(props: &RecentProps) -> Html {
    if props.games.is_empty() {
        return html! {};
    }
    let mut list = format!(
        r#"<summary class="panel-title">Recent games ({})</summary><p class="panel-note">Games you replaced here. Reopening one keeps the game in progress here too.</p><ol class="recent-list">"#,
        props.games.len()
    );
    for (i, text) in props.games.iter().enumerate() {
        let text = escape(text);
        list.push_str(&format!(
            r#"<li class="recent-item" data-testid="recent-game"><span class="recent-text">{text}</span><button type="button" class="quiet" data-testid="recent-open" data-index="{i}" aria-label="Reopen the game: {text}">Reopen</button></li>"#
        ));
    }
    list.push_str("</ol>");
    let onclick = {
        let on_open = props.on_open.clone();
        move |e: MouseEvent| {
            let target: Option<web_sys::Element> = e.target_dyn_into();
            let button = target.and_then(|t| t.closest("button").ok().flatten());
            if let Some(i) = button.and_then(|b| b.get_attribute("data-index")).and_then(|i| i.parse().ok()) {
                on_open.emit(i);
            }
        }
    };
    html! {
        <details class="panel recent-games" data-testid="recent-games" {onclick}>
            { Html::from_html_unchecked(list.into()) }
        </details>
    }
}
