//! Writing a chapter on the board (issue #40): the chapter of a saved study opened to write is the
//! game's lines, so a turn played, a variation, a comment or a drawing is written into it as it is
//! made ([`crate::state::studies`]). This bar holds what has no place on the board: the chapter's
//! question (its intro) and closing words, the words of the turn shown, in a quiz what that turn is
//! (the answer, another right one, a foreseen wrong one) and the hints before the answer; and Undo
//! and Redo of the changes written.

use runeboard_engine::study::Mode;
use web_sys::HtmlTextAreaElement;
use yew::prelude::*;

use crate::state::studies::{Answer, Place, StudyAction, Studying};
use crate::state::LineAction;

#[derive(Properties, PartialEq)]
pub struct StudyWriterProps {
    pub studying: Studying,
    /// The path of the turn shown (empty: the start), when the lines hold it.
    pub path: Option<Vec<usize>>,
    /// In a quiz, the turn shown is the student's (one to mark as an answer).
    pub students_turn: bool,
    pub on_action: Callback<StudyAction>,
    pub on_line: Callback<LineAction>,
}

/// A text box whose words are taken when it is left (one change to undo, not one a letter).
fn words_box(id: &'static str, label: String, value: Option<&str>, on: Callback<String>) -> Html {
    let on_change = move |e: Event| on.emit(e.target_unchecked_into::<HtmlTextAreaElement>().value());
    html! {
        <label class="study-write-box">
            <span>{ label }</span>
            <textarea rows="2" data-testid={id} value={value.unwrap_or_default().to_string()} onchange={on_change} />
        </label>
    }
}

#[component]
pub fn StudyWriter(props: &StudyWriterProps) -> Html {
    let s = &props.studying;
    // Brought into view when a chapter is opened to write (the Write button is further down).
    let node = use_node_ref();
    {
        let node = node.clone();
        use_effect_with((s.source, s.chapter), move |_| {
            if let Some(el) = node.cast::<web_sys::Element>() {
                let top = el.get_bounding_client_rect().top();
                let height = gloo::utils::window().inner_height().ok().and_then(|h| h.as_f64()).unwrap_or(0.0);
                if top < 0.0 || top > height * 0.8 {
                    el.scroll_into_view_with_bool(true);
                }
            }
        });
    }
    let Some(w) = s.writing.as_ref() else { return html! {} };
    let c = s.chapter();
    let quiz = c.mode == Mode::Quiz;
    let act = |a: StudyAction| props.on_action.reform(move |_: MouseEvent| a.clone());
    let words = |place: Place| props.on_action.reform(move |text: String| StudyAction::Words(place, text));
    let intro = words_box(
        "study-write-intro",
        if quiz { "The question (at the start)".into() } else { "Words at the start".into() },
        c.intro.as_deref(),
        words(Place::Intro),
    );
    let closing = quiz.then(|| {
        words_box(
            "study-write-closing",
            "Closing words (once solved)".into(),
            c.closing.as_deref(),
            words(Place::Closing),
        )
    });
    let path = props.path.clone().filter(|p| !p.is_empty());
    let turn = path.as_ref().and_then(|p| c.tree.node(p).map(|n| (p.clone(), n.turn.clone(), n.nags.clone())));
    let turn_html = turn.map(|(path, name, nags)| {
        let on_words = {
            let path = path.clone();
            props.on_line.reform(move |text: String| LineAction::Comment(path.clone(), text))
        };
        let words = words_box("study-write-turn", format!("Words for {name}"), c.words(&path), on_words);
        let marks = (quiz && props.students_turn).then(|| {
            let main = path.last() == Some(&0);
            let is = if main {
                Answer::Main
            } else if nags.iter().any(|&g| g == 1 || g == 3) {
                Answer::Right
            } else {
                Answer::Wrong
            };
            let button = |answer: Answer, label: &'static str, id: &'static str| {
                let on = is == answer;
                html! {
                    <button type="button" data-testid={id} aria-pressed={if on { "true" } else { "false" }}
                        onclick={act(StudyAction::Mark(answer))}>{ label }</button>
                }
            };
            let hints = main.then(|| {
                let text = c.notes_at(&path).hints.join("\n");
                let on = props.on_action.reform(StudyAction::Hints);
                let on_change = move |e: Event| on.emit(e.target_unchecked_into::<HtmlTextAreaElement>().value());
                html! {
                    <label class="study-write-box">
                        <span>{ "Hints before it is found (one a line)" }</span>
                        <textarea rows="2" data-testid="study-write-hints" value={text} onchange={on_change} />
                    </label>
                }
            });
            html! {
                <>
                <div class="study-marks" role="group" aria-label={format!("What {name} is")}>
                    { button(Answer::Main, "The answer", "study-mark-answer") }
                    { button(Answer::Right, "Also right", "study-mark-right") }
                    { button(Answer::Wrong, "Foreseen wrong", "study-mark-wrong") }
                </div>
                { for hints }
                </>
            }
        });
        html! { <>{ words }{ marks.unwrap_or_default() }</> }
    });
    html! {
        <div class="study-writer" data-testid="study-writer" ref={node}>
            <p class="study-heading">{ format!("Writing {}", s.heading()) }</p>
            <p class="share-note">
                { "Play turns to add them; show an earlier turn and play another for a variation. \
                   The pen's arrows and circles stay with their position. All is kept as you write." }
            </p>
            <div class="lesson-actions">
                <button type="button" data-testid="study-write-undo" disabled={w.undo.is_empty()} onclick={act(StudyAction::Revise(true))}>{ "Undo" }</button>
                <button type="button" data-testid="study-write-redo" disabled={w.redo.is_empty()} onclick={act(StudyAction::Revise(false))}>{ "Redo" }</button>
                <button type="button" class="quiet" data-testid="study-write-done" onclick={act(StudyAction::Leave)}>{ "Done" }</button>
            </div>
            { intro }
            { turn_html.unwrap_or_default() }
            { closing.unwrap_or_default() }
        </div>
    }
}
