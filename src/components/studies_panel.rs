//! The Studies panel (issue #40): the game's built-in lessons as a study (fetched when the panel
//! first opens: [`crate::teach::fetch_lessons`], each lesson a quiz chapter) and the studies kept
//! in this browser, each listed with its chapters; the chapter being studied with its steps, its
//! hints and the next and previous chapters; and [`StudyWords`], the chapter's words beside the
//! board. Sharing and writing studies are [`crate::components::study_tools`]'s. The judging is the
//! engine's ([`crate::state::studies`]).

use std::rc::Rc;

use runeboard_engine::study::Study;
use runeboard_engine::GameId;
use yew::prelude::*;

use crate::components::study_tools::{SavedTools, ShelfTools};
use crate::components::study_writer::StudyWriter;
use crate::model::kept::Kept;
use crate::model::studies::Shelf;
use crate::state::studies::{builtin, lesson_id, Source, StudyAction, Studying};
use crate::state::{Action, LineAction, State};

#[derive(Properties, PartialEq, Clone)]
pub struct StudiesBodyProps {
    pub game: GameId,
    pub studying: Option<Studying>,
    pub shelf: Kept<Shelf>,
    /// How many times the panel was opened (or closed).
    pub asked: u32,
    pub on_action: Callback<StudyAction>,
    /// Open a chapter (of another game: that game is chosen first).
    pub on_open: Callback<(Rc<Study>, Source, usize)>,
    /// The path of the turn shown (writing a chapter).
    pub path: Option<Vec<usize>>,
    /// Writing a quiz, the turn shown is the student's.
    pub students_turn: bool,
    /// Writing: the words of a turn.
    pub on_line: Callback<LineAction>,
    /// Show the study in Present (the board large, the words beside it).
    pub on_present: Callback<()>,
    /// The ids of the built-in lessons solved in this browser.
    pub solved: Vec<String>,
}

impl StudiesBodyProps {
    /// As the page's state has them, with the page's actions (`send`) and what chooses another
    /// game (`on_select`): a chapter of another game chooses that game first.
    pub fn of(state: &State, send: &Callback<Action>, on_select: Callback<GameId>, asked: u32) -> Self {
        let game = state.game();
        let on_open = send.reform(move |(study, source, chapter): (Rc<Study>, Source, usize)| {
            if let Some(other) = study.chapters.get(chapter).map(|c| c.game).filter(|&g| g != game) {
                on_select.emit(other);
            }
            Action::Study(StudyAction::Open { study, source, chapter })
        });
        let (on_action, on_line) = (send.reform(Action::Study), send.reform(Action::Line));
        let on_present = send.reform(|()| Action::Present(true));
        StudiesBodyProps {
            game: state.game(),
            studying: state.study.clone(),
            shelf: state.shelf.clone(),
            asked,
            on_action,
            on_open,
            path: state.study.as_ref().and_then(|s| s.writing.as_ref()).and_then(|_| state.shown_path()),
            students_turn: state.writing_students_turn(),
            on_line,
            on_present,
            solved: state.solved.clone(),
        }
    }
}

/// The chapter being studied, the game's built-in lessons (fetched when the panel is first
/// opened) and the studies kept here, each with its chapters.
#[component]
pub fn StudiesBody(props: &StudiesBodyProps) -> Html {
    // The game's built-in study, once its lessons are fetched (or not: `Some(None)`).
    let fetched = use_state(|| None::<(GameId, Option<Rc<Study>>)>);
    let asked = props.asked;
    {
        let fetched = fetched.clone();
        use_effect_with((props.game, asked), move |&(game, asked)| {
            // (Asked again after a failure: fetched again.)
            if asked > 0 && !matches!(&*fetched, Some((g, Some(_))) if *g == game) {
                yew::platform::spawn_local(async move {
                    let lessons = crate::teach::fetch_lessons(game).await;
                    fetched.set(Some((game, lessons.map(|l| Rc::new(builtin(game, l))))));
                });
            }
        });
    }
    let shelf = props.shelf.read();
    let builtin: Option<Option<Rc<Study>>> = match &*fetched {
        Some((g, s)) if *g == props.game => Some(s.clone()),
        _ => None,
    };
    let studying = props.studying.as_ref();
    let chapters = |study: &Rc<Study>, source: Source| {
        let items = study.chapters.iter().enumerate().map(|(i, c)| {
            let current = studying.is_some_and(|s| s.source == source && s.chapter == i && Rc::ptr_eq(&s.study, study));
            let on_open = {
                let (on_open, study) = (props.on_open.clone(), study.clone());
                Callback::from(move |_: MouseEvent| on_open.emit((study.clone(), source, i)))
            };
            let other = (c.game != props.game).then(|| format!(" ({})", c.game.name()));
            // A built-in lesson: its id, and a tick once solved in this browser.
            let lesson = match source {
                Source::Builtin(game) => lesson_id(game, i),
                Source::Saved(_) => None,
            };
            let solved = lesson.is_some_and(|id| props.solved.iter().any(|s| s == id));
            html! {
                <li>
                    <button type="button" class={classes!("study-chapter", current.then_some("current"))}
                        data-testid="study-chapter" data-lesson={lesson} aria-current={current.then_some("true")} onclick={on_open}>
                        { format!("{}. {}", i + 1, if c.name.is_empty() { "(untitled)" } else { c.name.as_str() }) }
                        <span class="study-mode">{ format!(" · {}", c.mode.word()) }{ other }</span>
                        if solved {
                            <span class="study-solved" data-testid="study-solved" title="Solved">{ " ✓" }<span class="visually-hidden">{ " solved" }</span></span>
                        }
                    </button>
                </li>
            }
        });
        html! { <ol class="study-chapters">{ for items }</ol> }
    };
    let builtin_html = match &builtin {
        None if asked > 0 => {
            html! { <p class="lessons-loading" data-testid="studies-loading">{ "Loading the lessons…" }</p> }
        }
        None => html! {},
        Some(None) => html! {
            <p class="lessons-failed" data-testid="lessons-failed">{ "The built-in lessons could not be loaded: check the connection, then open the panel again." }</p>
        },
        Some(Some(study)) => html! {
            <li class="study" data-testid="study" data-source="builtin">
                <h3 class="study-title">{ study.title.clone() }</h3>
                { chapters(study, Source::Builtin(props.game)) }
                <div class="lesson-actions">
                    <button type="button" data-testid="study-keep" title="A copy in your studies, to change and hand on"
                        onclick={props.on_action.reform({ let study = study.clone(); move |_: MouseEvent| StudyAction::Keep(study.clone()) })}>
                        { "Copy to my studies" }
                    </button>
                </div>
            </li>
        },
    };
    let saved = shelf.studies.iter().enumerate().map(|(i, study)| {
        html! {
            <li class="study" data-testid="study" data-source="saved">
                <h3 class="study-title">{ if study.title.is_empty() { "(untitled)".to_string() } else { study.title.clone() } }</h3>
                { chapters(study, Source::Saved(i)) }
                <SavedTools index={i} study={study.clone()} game={props.game} on_action={props.on_action.clone()} />
            </li>
        }
    });
    let work = studying.map(|s| {
        if s.writing.is_some() {
            return html! {
                <StudyWriter studying={s.clone()} path={props.path.clone()} students_turn={props.students_turn}
                    on_action={props.on_action.clone()} on_line={props.on_line.clone()} />
            };
        }
        let act = |a: StudyAction| props.on_action.reform(move |_: MouseEvent| a.clone());
        let to = |by: isize| {
            let next = s.chapter.checked_add_signed(by).filter(|&n| n < s.study.chapters.len());
            let (on_open, study, source) = (props.on_open.clone(), s.study.clone(), s.source);
            (next.is_none(), Callback::from(move |_: MouseEvent| {
                if let Some(n) = next {
                    on_open.emit((study.clone(), source, n));
                }
            }))
        };
        let ((first, on_previous), (last, on_next)) = (to(-1), to(1));
        let quiz = s.quiz.is_some();
        let again = s.practice.is_some().then(|| {
            let (on_open, study, source, n) = (props.on_open.clone(), s.study.clone(), s.source, s.chapter);
            let on = Callback::from(move |_: MouseEvent| on_open.emit((study.clone(), source, n)));
            html! { <button type="button" data-testid="study-again" onclick={on}>{ "Start again" }</button> }
        });
        let on_present = props.on_present.reform(|_: MouseEvent| ());
        html! {
            <div class="study-work" data-testid="study-work">
                <p class="study-heading" data-testid="study-heading">{ s.heading() }</p>
                <div class="lesson-actions">
                    if quiz {
                        <button type="button" data-testid="study-hint" disabled={s.solved} onclick={act(StudyAction::Hint)}>{ "Hint" }</button>
                        <button type="button" data-testid="study-show" disabled={s.solved} onclick={act(StudyAction::ShowMe)}>{ "Show me" }</button>
                    } else if let Some(again) = again {
                        { again }
                    } else {
                        <button type="button" data-testid="study-back" aria-label="One turn back" onclick={act(StudyAction::Step(false))}>{ "◀ Back" }</button>
                        <button type="button" data-testid="study-forward" aria-label="One turn forward" onclick={act(StudyAction::Step(true))}>{ "Forward ▶" }</button>
                    }
                    <button type="button" data-testid="study-previous" disabled={first} onclick={on_previous}>{ "Previous chapter" }</button>
                    <button type="button" data-testid="study-next" disabled={last} onclick={on_next}>{ "Next chapter" }</button>
                    <button type="button" data-testid="study-present" title="The board large, the chapter's words beside it; → and ← step" onclick={on_present}>{ "Present" }</button>
                    <button type="button" data-testid="study-print-open" title="The chapter as a sheet of diagrams"
                        onclick={|_: MouseEvent| { let _ = gloo::utils::window().print(); }}>{ "Print" }</button>
                    <button type="button" class="quiet" data-testid="study-leave" onclick={act(StudyAction::Leave)}>{ "Leave" }</button>
                </div>
            </div>
        }
    });
    html! {
        <>
            { work.unwrap_or_default() }
            <ul class="study-list">
                { builtin_html }
                { for saved }
            </ul>
            <ShelfTools on_action={props.on_action.clone()} />
        </>
    }
}

#[derive(Properties, PartialEq, Clone)]
pub struct StudyWordsProps {
    pub studying: Studying,
    /// The words at the position shown (the chapter's intro at its start, else the turn's).
    pub words: Option<AttrValue>,
}

/// The chapter's words beside the board: its heading, the words of the position shown (in a quiz:
/// its question), and what the study said last (the author's words for a turn, a hint, the
/// closing words), read out as they come.
#[component]
pub fn StudyWords(props: &StudyWordsProps) -> Html {
    let s = &props.studying;
    let said = |live: bool| {
        // (A wrong turn is refused in the status line, as an alert: not read out twice.)
        let refused = s.said.as_ref().is_some_and(|(kind, _)| *kind == crate::state::Kind::Error);
        s.said.as_ref().filter(|_| live != refused).map(|(kind, text)| {
            html! { <p class={classes!("study-said", format!("kind-{}", kind.name()))} data-testid="study-said" data-kind={kind.name()}>{ text.clone() }</p> }
        })
    };
    html! {
        <section class="study-words" aria-label="The chapter's words" data-testid="study-words" tabindex="0">
            <p class="study-words-heading">{ s.heading() }</p>
            if let Some(words) = &props.words {
                <p class="study-text" data-testid="study-text">{ words.clone() }</p>
            }
            { said(false).unwrap_or_default() }
            <div aria-live="polite">{ for said(true) }</div>
        </section>
    }
}
