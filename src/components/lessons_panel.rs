//! Problems and lessons of the game in progress: each with its title and whether it was solved
//! here; the one being worked on with its task, its hints one at a time, "Show me" and Leave.
//! The lessons are the engine's; so is the judging.

use runeboard_engine::lessons::lessons_for;
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
    let lessons: Vec<_> = lessons_for(props.game).collect();
    if lessons.is_empty() {
        return html! {};
    }
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
