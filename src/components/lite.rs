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

/// Beside the board, with no clock (`clocks::Clocks` then draws only this): where screen readers
/// would hear a clock's low time and a flag fall.
pub fn clock_said() -> Html {
    raw(r#"<p class="visually-hidden" aria-live="polite" data-testid="clock-said"></p>"#)
}

#[derive(Properties, PartialEq)]
pub struct OpponentProps {
    /// The game's players' names.
    pub players: std::rc::Rc<Vec<&'static str>>,
    pub opponent: crate::state::Opponent,
    /// A hint can be asked for now (a person is to move).
    pub can_hint: bool,
    /// A choice made: who the computer plays and its level, as the menus now say (this module's
    /// state has it at once: the computer's men are not the person's while the full module loads).
    pub on_set: Callback<crate::state::Opponent>,
    /// A choice made (kept for the full module: `crate::full::chosen`) or a hint asked for: the
    /// full module does it.
    pub on_open: Callback<crate::state::full::Then>,
}

/// "Play against the computer" (as `opponent_panel::OpponentPanel` is when no computer plays: a
/// game against the computer is the full module's): a choice in its menus seats the computer in
/// this module's state at once (its men are not the person's to move while the full module loads,
/// and it is saved for the full module) and is made again by the full module; Hint is the full
/// module's. Plain HTML: its menus keep what was chosen until the full module takes the page.
#[component]
pub fn Opponent(props: &OpponentProps) -> Html {
    use crate::state::full::Then;
    // The menus as drawn, and for what: drawn again only for another game or opponent than the
    // menus show (a choice made in them is theirs already: not redrawn, they keep the focus).
    type Drawn = Option<(std::rc::Rc<Vec<&'static str>>, crate::state::Opponent, AttrValue)>;
    let drawn = use_mut_ref(|| Drawn::None);
    let fields = {
        let mut d = drawn.borrow_mut();
        match &*d {
            Some((players, opponent, html)) if *players == props.players && *opponent == props.opponent => html.clone(),
            _ => {
                let html = opponent_fields(&props.players, &props.opponent);
                *d = Some((props.players.clone(), props.opponent.clone(), html.clone()));
                html
            }
        }
    };
    let disabled = if props.can_hint { "" } else { " disabled" };
    let actions = format!(
        r#"<div class="opponent-actions"><button type="button" data-testid="hint"{disabled} title="Show a good turn for the player to move">Hint</button></div>"#
    );
    let onchange = {
        let (on_set, on_open, players) = (props.on_set.clone(), props.on_open.clone(), props.players.len());
        let drawn = drawn.clone();
        move |e: Event| {
            let menu: Option<web_sys::HtmlSelectElement> = e.target_dyn_into();
            let Some(menu) = menu else { return };
            crate::full::chosen(&menu.get_attribute("data-testid").unwrap_or_default(), &menu.value());
            let panel = menu.closest("section").ok().flatten();
            let value = |id: &str| {
                let found =
                    panel.as_ref().and_then(|p| p.query_selector(&format!("[data-testid=\"{id}\"]")).ok().flatten());
                found.and_then(|m| js_sys::Reflect::get(&m, &"value".into()).ok()).and_then(|v| v.as_string())
            };
            let sides = match value("computer-sides").as_deref() {
                Some("all") => (0..players).collect(),
                Some(v) => v.split(',').filter_map(|s| s.parse().ok()).collect(),
                None => Vec::new(),
            };
            if let Some(level) = value("computer-level").and_then(|l| l.parse().ok()) {
                let opponent = crate::state::Opponent { sides, level };
                if let Some((_, shown, _)) = &mut *drawn.borrow_mut() {
                    shown.clone_from(&opponent);
                }
                on_set.emit(opponent);
            }
            on_open.emit(Then::Opponent);
        }
    };
    let onclick = {
        let on_open = props.on_open.clone();
        move |e: MouseEvent| {
            if pressed(&e).as_deref() == Some("hint") {
                on_open.emit(Then::Hint);
            }
        }
    };
    html! {
        <section class="panel opponent" aria-labelledby="opponent-title" data-testid="opponent" {onchange} {onclick}>
            { raw(r#"<h2 class="panel-title" id="opponent-title">Play against the computer</h2>"#) }
            { Html::from_html_unchecked(fields) }
            { Html::from_html_unchecked(actions.into()) }
        </section>
    }
}

/// The opponent panel's menus, as plain HTML: who the computer plays and its level.
fn opponent_fields(players: &[&'static str], opponent: &crate::state::Opponent) -> AttrValue {
    let all: Vec<usize> = (0..players.len()).collect();
    let current = match opponent.sides.as_slice() {
        [] => "none".to_string(),
        s if s == all.as_slice() => "all".to_string(),
        s => s.iter().map(usize::to_string).collect::<Vec<_>>().join(","),
    };
    let mut fields = String::from(
        r#"<div class="opponent-fields"><label><span>Computer plays</span><select data-testid="computer-sides">"#,
    );
    let mut option = |value: &str, text: &str, selected: bool| {
        let selected = if selected { " selected" } else { "" };
        fields.push_str(&format!(r#"<option value="{value}"{selected}>{}</option>"#, escape(text)));
    };
    option("none", "Nobody", current == "none");
    for (i, p) in players.iter().enumerate() {
        let value = i.to_string();
        option(&value, p, value == current);
    }
    if players.len() > 1 {
        option("all", "Every side (demo)", current == "all");
    }
    fields.push_str(r#"</select></label><label><span>Level</span><select data-testid="computer-level">"#);
    for (n, name) in crate::state::computer::levels() {
        let selected = if n == opponent.level { " selected" } else { "" };
        fields.push_str(&format!(r#"<option value="{n}"{selected}>{n} {name}</option>"#));
    }
    fields.push_str("</select></label></div>");
    fields.into()
}

#[derive(Properties, PartialEq)]
pub struct ClockProps {
    /// The next New game's time control, as text (`-`: none).
    pub chosen: AttrValue,
    pub players: Vec<AttrValue>,
    /// The game ended (by its rules, a resignation or a draw agreed): no Resign, no draw offer.
    pub ended: bool,
    /// A choice made, a text typed or a button pressed (kept for the full module:
    /// `crate::full::chosen`): the full module does it.
    pub on_open: Callback<crate::state::full::Then>,
}

/// The "Clock" panel (as `clock_box::ClockBox` is in an untimed game with no draw offered and no
/// unreadable text: a game with a clock is the full module's): a time control chosen or typed,
/// Resign or a draw offered, is done by the full module. Plain HTML: its menu and its field keep
/// what was chosen or typed until the full module takes the page.
#[component]
pub fn Clock(props: &ClockProps) -> Html {
    use crate::components::clocks::PRESETS;
    use crate::state::full::Then;
    let chosen = props.chosen.as_str();
    let mut html = String::from(
        r#"<summary class="panel-title">Clock</summary><label class="clock-control">Clock for New game: <select data-testid="time-control">"#,
    );
    for (label, v) in PRESETS {
        let selected = if *v == chosen { " selected" } else { "" };
        html.push_str(&format!(r#"<option value="{v}"{selected}>{label}</option>"#));
    }
    if !PRESETS.iter().any(|(_, v)| *v == chosen) {
        let c = escape(chosen);
        html.push_str(&format!(r#"<option value="{c}" selected>{c}</option>"#));
    }
    let value = if chosen == "-" { String::new() } else { escape(chosen) };
    html.push_str(&format!(
        r#"</select></label><label class="clock-control">Custom (e.g. 600+5, 600d5, 1200b3x30, 30m, 300:60): <input type="text" size="10" placeholder="600+5" data-testid="time-control-custom" value="{value}"></label>"#
    ));
    if !props.ended {
        html.push_str(r#"<div class="clock-control" role="group" aria-label="This game" data-testid="untimed-end">"#);
        // (`data-index`: the button's place in the group, the full module's in the same order. The
        // name and its colon are two texts, as Yew writes them: drawn as one, the colon's pixels
        // differ.)
        for (seat, who) in props.players.iter().take(2).enumerate() {
            let (who, i) = (escape(who), 2 * seat);
            html.push_str(&format!(
                r#"<span class="clock-control">{who}<!---->:<span class="clock-buttons"><button type="button" aria-label="Resign ({who})" data-index="{i}">Resign</button><button type="button" aria-label="Offer a draw ({who})" data-index="{}">Offer a draw</button></span></span>"#,
                i + 1
            ));
        }
        html.push_str("</div>");
    }
    let onchange = props.on_open.reform(|e: Event| {
        let target: Option<web_sys::Element> = e.target_dyn_into();
        if let Some(t) = target {
            let value = js_sys::Reflect::get(&t, &"value".into()).ok().and_then(|v| v.as_string()).unwrap_or_default();
            crate::full::chosen(&t.get_attribute("data-testid").unwrap_or_default(), &value);
        }
        Then::Clock
    });
    let onclick = {
        let on_open = props.on_open.clone();
        move |e: MouseEvent| {
            let target: Option<web_sys::Element> = e.target_dyn_into();
            let button = target.and_then(|t| t.closest("button").ok().flatten());
            if let Some(i) = button.and_then(|b| b.get_attribute("data-index")) {
                crate::full::chosen("untimed-end", &i);
                on_open.emit(Then::Clock);
            }
        }
    };
    html! {
        <details class="panel clock-box" open={true} data-testid="clock-box" {onchange} {onclick}>
            { Html::from_html_unchecked(html.into()) }
        </details>
    }
}
