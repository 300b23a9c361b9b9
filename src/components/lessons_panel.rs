//! Problems and lessons of the game in progress: each with its title and whether it was solved
//! here; the one being worked on with its task, its hints one at a time, "Show me" and Leave.
//! The lessons are the engine's; so is the judging. Their texts are fetched when the panel is
//! first opened ([`crate::teach`]).

use runeboard_engine::lessons::Lesson;
use runeboard_engine::GameId;
use yew::prelude::*;

use crate::state::{LessonAction, Working};

#[derive(Properties, PartialEq)]
pub struct LessonsPanelProps {
    pub game: GameId,
    pub working: Option<Working>,
    pub solved: Vec<String>,
    pub on_action: Callback<LessonAction>,
}

#[component]
pub fn LessonsPanel(props: &LessonsPanelProps) -> Html {
    // The game's lessons, once fetched (or not): asked for when the panel is first opened, then
    // for each game shown while it is open. `asked` counts the openings without them (a retry).
    let fetched = use_state(|| None::<(GameId, Option<&'static [Lesson]>)>);
    let lessons: Option<Option<&'static [Lesson]>> = match *fetched {
        Some((game, l)) if game == props.game => Some(l),
        _ => crate::model::teaching::lessons_loaded(props.game).map(Some),
    };
    let asked = use_state(|| 0_u32);
    let asking = use_state(|| None::<GameId>);
    {
        let (fetched, asking) = (fetched.clone(), asking.clone());
        use_effect_with((props.game, *asked), move |&(game, asked)| {
            if asked > 0 && crate::model::teaching::lessons_loaded(game).is_none() {
                asking.set(Some(game));
                yew::platform::spawn_local(async move {
                    let lessons = crate::teach::fetch_lessons(game).await;
                    fetched.set(Some((game, lessons)));
                    asking.set(None);
                });
            }
        });
    }
    let on_open = {
        let (asked, game) = (asked.clone(), props.game);
        Callback::from(move |_: MouseEvent| {
            if crate::model::teaching::lessons_loaded(game).is_none() {
                asked.set(*asked + 1);
            }
        })
    };
    let lessons = match lessons {
        Some(Some(l)) => l,
        failed => {
            let message = if *asking == Some(props.game) {
                html! { <p class="lessons-loading" data-testid="lessons-loading">{ "Loading the lessons…" }</p> }
            } else if failed.is_some() {
                html! {
                    <p class="lessons-failed" data-testid="lessons-failed">
                        { "The lessons could not be loaded: check the connection, then open them again." }
                    </p>
                }
            } else {
                html! {}
            };
            // The same element as when they are there (its `open` too), so that it stays open.
            return html! {
                <details class="panel lessons" data-testid="lessons" open={props.working.is_some()}>
                    <summary class="panel-title" onclick={on_open}>{ "Problems and lessons" }</summary>
                    { message }
                </details>
            };
        }
    };
    let act = |a: LessonAction| props.on_action.reform(move |_: MouseEvent| a.clone());
    let items = lessons.iter().map(|l| {
        let solved = props.solved.iter().any(|s| s == l.id);
        let current = props.working.is_some_and(|w| w.lesson.id == l.id);
        html! {
            <li class={classes!("lesson-item", current.then_some("current"))} data-testid="lesson">
                <button type="button" class="quiet" data-testid="lesson-open" data-lesson={l.id}
                    aria-current={current.then_some("true")} onclick={act(LessonAction::Start(l.id))}>
                    { l.title }
                    if solved {
                        <span class="solved" data-testid="lesson-solved" title="Solved">{ " ✓" }<span class="visually-hidden">{ " (solved)" }</span></span>
                    }
                </button>
            </li>
        }
    });
    let working = props.working.map(|w| {
        let hints = w.lesson.hints.iter().take(w.hints).map(|h| html! { <li>{ *h }</li> });
        html! {
            <div class="lesson-work" data-testid="lesson-work">
                <p class="lesson-task" data-testid="lesson-task"><strong>{ w.lesson.title }{ ": " }</strong>{ w.lesson.task }</p>
                if w.hints > 0 {
                    <ul class="lesson-hints" data-testid="lesson-hints">{ for hints }</ul>
                }
                <div class="lesson-actions">
                    <button type="button" data-testid="lesson-hint" disabled={w.hints >= w.lesson.hints.len()}
                        onclick={act(LessonAction::Hint)}>{ "Hint" }</button>
                    <button type="button" data-testid="lesson-show" onclick={act(LessonAction::ShowMe)}>{ "Show me" }</button>
                    <button type="button" class="quiet" data-testid="lesson-leave" onclick={act(LessonAction::Leave)}>{ "Leave" }</button>
                </div>
            </div>
        }
    });
    html! {
        <details class="panel lessons" data-testid="lessons" open={props.working.is_some()}>
            <summary class="panel-title">{ "Problems and lessons" }</summary>
            { for working }
            <ul class="lesson-list">{ for items }</ul>
        </details>
    }
}
