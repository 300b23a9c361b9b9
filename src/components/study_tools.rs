//! Sharing and writing studies (issue #40), in the Studies panel: a new study; a study file read
//! (a file or a paste box, as the record's import); and for each study kept in this browser, its
//! file downloaded, its link when it is short enough (`Study::link`), the board added as a chapter,
//! its chapters renamed, moved, deleted and given a mode, and the study forgotten.

use std::rc::Rc;

use runeboard_engine::study::{Goal, Mode, Study};
use runeboard_engine::GameId;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsValue;
use web_sys::{HtmlInputElement, HtmlSelectElement, HtmlTextAreaElement};
use yew::prelude::*;

use crate::components::share::copy_text;
use crate::state::studies::{ChapterEdit, StudyAction};

#[derive(Properties, PartialEq)]
pub struct ShelfToolsProps {
    pub on_action: Callback<StudyAction>,
}

/// A new study, and a study file imported (opened or pasted).
#[component]
pub fn ShelfTools(props: &ShelfToolsProps) -> Html {
    let title = use_state(String::new);
    let draft = use_state(String::new);
    let on_title = {
        let title = title.clone();
        move |e: InputEvent| title.set(e.target_unchecked_into::<HtmlInputElement>().value())
    };
    let on_new = {
        let (title, on_action) = (title.clone(), props.on_action.clone());
        move |e: SubmitEvent| {
            e.prevent_default();
            on_action.emit(StudyAction::New((*title).clone()));
            title.set(String::new());
        }
    };
    let on_draft = {
        let draft = draft.clone();
        move |e: InputEvent| draft.set(e.target_unchecked_into::<HtmlTextAreaElement>().value())
    };
    let on_import = {
        let (draft, on_action) = (draft.clone(), props.on_action.clone());
        move |_: MouseEvent| {
            on_action.emit(StudyAction::Import((*draft).clone()));
            draft.set(String::new());
        }
    };
    let on_file = {
        let on_action = props.on_action.clone();
        move |e: Event| {
            let input = e.target_unchecked_into::<HtmlInputElement>();
            let Some(file) = input.files().and_then(|f| f.get(0)) else { return };
            input.set_value("");
            let on_action = on_action.clone();
            let read = Closure::once(move |text: JsValue| {
                on_action.emit(StudyAction::Import(text.as_string().unwrap_or_default()));
            });
            let _ = file.text().then(&read);
            read.forget();
        }
    };
    html! {
        <div class="study-tools">
            <form class="study-new" onsubmit={on_new}>
                <label>{ "New study " }
                    <input type="text" data-testid="study-new-title" placeholder="Its title" value={(*title).clone()} oninput={on_title} />
                </label>
                <button type="submit" data-testid="study-new">{ "Create" }</button>
            </form>
            <details class="study-import">
                <summary data-testid="study-import-open">{ "Import a study" }</summary>
                <textarea class="mono record-text" rows="5" data-testid="study-import-text" aria-label="Study to import"
                    placeholder={"Study: …\nChapter: …\nGame: …"} spellcheck="false" value={(*draft).clone()} oninput={on_draft} />
                <div class="lesson-actions">
                    <label class="button file-button">
                        { "Open file…" }
                        <input type="file" accept=".txt,.study,text/plain" class="visually-hidden" data-testid="study-import-file" onchange={on_file} />
                    </label>
                    <button type="button" data-testid="study-import" disabled={draft.trim().is_empty()} onclick={on_import}>{ "Import" }</button>
                </div>
            </details>
        </div>
    }
}

#[derive(Properties, PartialEq)]
pub struct SavedToolsProps {
    /// Its index among the studies kept.
    pub index: usize,
    pub study: Rc<Study>,
    /// The game shown (the board a chapter is added from).
    pub game: GameId,
    pub on_action: Callback<StudyAction>,
}

/// The mode chosen in a chapter's list (a practice at the level and goal it had, else level 3, to win).
fn mode_of(word: &str, was: Mode) -> Mode {
    match (word, was) {
        ("quiz", _) => Mode::Quiz,
        ("practice", Mode::Practice { .. }) => was,
        ("practice", _) => Mode::Practice { level: 3, goal: Goal::Win },
        _ => Mode::Read,
    }
}

/// The options of a mode's list.
fn mode_options(mode: Mode) -> Html {
    let option = |word: &'static str| html! { <option value={word} selected={mode.word() == word}>{ word }</option> };
    html! { <>{ option("read") }{ option("quiz") }{ option("practice") }</> }
}

/// A practice chapter's level and goal, changed.
fn practice_tools(n: usize, level: u8, goal: Goal, on: Callback<Mode>) -> Html {
    let on_level = {
        let on = on.clone();
        move |e: Event| {
            let level = e.target_unchecked_into::<HtmlSelectElement>().value().parse().unwrap_or(3);
            on.emit(Mode::Practice { level, goal });
        }
    };
    let on_goal = {
        let on = on.clone();
        move |e: Event| {
            let word = e.target_unchecked_into::<HtmlSelectElement>().value();
            let goal = Goal::parse(&word).unwrap_or(Goal::Win);
            on.emit(Mode::Practice { level, goal });
        }
    };
    let goals = [Goal::Win, Goal::Draw, Goal::Hold(5), Goal::Hold(10), Goal::Hold(20)];
    let goals = goals.iter().chain((!goals.contains(&goal)).then_some(&goal)).map(|g| {
        html! { <option value={g.to_string()} selected={*g == goal}>{ g.to_string() }</option> }
    });
    html! {
        <>
        <select aria-label={format!("Chapter {n}'s computer level")} data-testid="study-practice-level" onchange={on_level}>
            { for (1..=5u8).map(|l| html! { <option value={l.to_string()} selected={l == level}>{ format!("level {l}") }</option> }) }
        </select>
        <select aria-label={format!("Chapter {n}'s goal")} data-testid="study-practice-goal" onchange={on_goal}>
            { for goals }
        </select>
        </>
    }
}

/// A saved study's file, link and chapters.
#[component]
pub fn SavedTools(props: &SavedToolsProps) -> Html {
    let name = use_state(String::new);
    let mode = use_state(|| Mode::Read);
    let copied = use_state(|| None::<bool>);
    let index = props.index;
    let text = props.study.write();
    let href = format!("data:text/plain;charset=utf-8,{}", js_sys::encode_uri_component(&text));
    let file: String =
        props.study.title.chars().map(|c| if c.is_alphanumeric() { c.to_ascii_lowercase() } else { '-' }).collect();
    let file =
        format!("{}.study.txt", if file.trim_matches('-').is_empty() { "study" } else { file.trim_matches('-') });
    let link = props.study.link().map(|f| {
        let page = gloo::utils::window().location().href().unwrap_or_default();
        format!("{}#{f}", page.split('#').next().unwrap_or_default())
    });
    let on_copy = link.clone().map(|link| {
        let copied = copied.clone();
        Callback::from(move |_: MouseEvent| {
            let copied = copied.clone();
            copy_text(&link, Callback::from(move |ok| copied.set(Some(ok))));
        })
    });
    let on_name = {
        let name = name.clone();
        move |e: InputEvent| name.set(e.target_unchecked_into::<HtmlInputElement>().value())
    };
    let on_mode = {
        let mode = mode.clone();
        move |e: Event| mode.set(mode_of(&e.target_unchecked_into::<HtmlSelectElement>().value(), *mode))
    };
    let on_add = {
        let (name, mode, on_action) = (name.clone(), mode.clone(), props.on_action.clone());
        move |e: SubmitEvent| {
            e.prevent_default();
            on_action.emit(StudyAction::AddChapter { study: index, name: (*name).clone(), mode: *mode });
            name.set(String::new());
        }
    };
    let chapters = props.study.chapters.iter().enumerate().map(|(i, c)| {
        let act = |edit: ChapterEdit| {
            props.on_action.reform(move |_: MouseEvent| StudyAction::Edit { study: index, chapter: i, edit: edit.clone() })
        };
        let on_rename = props.on_action.reform(move |e: Event| StudyAction::Edit {
            study: index,
            chapter: i,
            edit: ChapterEdit::Rename(e.target_unchecked_into::<HtmlInputElement>().value()),
        });
        let was = c.mode;
        let on_mode = props.on_action.reform(move |e: Event| StudyAction::Edit {
            study: index,
            chapter: i,
            edit: ChapterEdit::Mode(mode_of(&e.target_unchecked_into::<HtmlSelectElement>().value(), was)),
        });
        let n = i + 1;
        let practice = match c.mode {
            Mode::Practice { level, goal } => Some(practice_tools(
                n,
                level,
                goal,
                props.on_action.reform(move |mode| StudyAction::Edit { study: index, chapter: i, edit: ChapterEdit::Mode(mode) }),
            )),
            _ => None,
        };
        let on_write = props.on_action.reform(move |_: MouseEvent| StudyAction::Write { study: index, chapter: i });
        let here = c.game == props.game;
        html! {
            <li class="study-edit-chapter" data-testid="study-edit-chapter">
                <input type="text" aria-label={format!("Chapter {n}'s name")} value={c.name.clone()} onchange={on_rename} />
                <select aria-label={format!("Chapter {n}'s mode")} data-testid="study-chapter-mode-of" onchange={on_mode}>
                    { mode_options(c.mode) }
                </select>
                { for practice }
                <button type="button" data-testid="study-write" disabled={!here}
                    title={if here { "Write this chapter on the board".to_string() } else { format!("A chapter of {}: choose that game to write it", c.game.name()) }}
                    aria-label={format!("Write chapter {n} on the board")} onclick={on_write}>{ "Write" }</button>
                <button type="button" aria-label={format!("Move chapter {n} up")} disabled={i == 0} onclick={act(ChapterEdit::Move(true))}>{ "↑" }</button>
                <button type="button" aria-label={format!("Move chapter {n} down")} disabled={n == props.study.chapters.len()} onclick={act(ChapterEdit::Move(false))}>{ "↓" }</button>
                <button type="button" class="quiet" aria-label={format!("Delete chapter {n}")} onclick={act(ChapterEdit::Delete)}>{ "Delete" }</button>
            </li>
        }
    });
    html! {
        <div class="study-saved">
            <div class="lesson-actions">
                <a class="button" href={href} download={file} data-testid="study-download">{ "Download" }</a>
                if let (Some(link), Some(on_copy)) = (&link, on_copy) {
                    <a class="button" href={link.clone()} data-testid="study-link">{ "Link" }</a>
                    <button type="button" data-testid="study-copy-link" onclick={on_copy}>{ "Copy link" }</button>
                }
            </div>
            <p class="share-note" role="status" aria-live="polite">
                { match *copied { Some(true) => "Link copied.", Some(false) => "The clipboard cannot be used here.", None => "" } }
            </p>
            <details class="study-edit">
                <summary data-testid="study-edit-open">{ "Write" }</summary>
                <form class="study-add" onsubmit={on_add}>
                    <input type="text" data-testid="study-chapter-name" aria-label="The new chapter's name"
                        placeholder="Chapter's name" value={(*name).clone()} oninput={on_name} />
                    <select data-testid="study-chapter-mode" aria-label="The new chapter's mode" onchange={on_mode}>
                        { mode_options(*mode) }
                    </select>
                    <button type="submit" data-testid="study-add-chapter">{ format!("Add the {} board as a chapter", props.game.name()) }</button>
                </form>
                <ol class="study-edit-chapters">{ for chapters }</ol>
                <button type="button" class="quiet" data-testid="study-remove"
                    onclick={props.on_action.reform(move |_: MouseEvent| StudyAction::Remove(index))}>{ "Forget this study" }</button>
            </details>
        </div>
    }
}
