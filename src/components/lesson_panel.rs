//! The Puzzles and Studies panels' head: a folding panel whose title opens and closes it, and
//! which holds what the panel's body draws (the chunk of parts', given how many times the title
//! was clicked: `PuzzlesBody`, `StudiesBody`) once first opened. While a puzzle or a chapter is
//! open (`busy`) it is unfolded; a puzzle's panel folds again when the puzzle ends, a study's
//! stays as it is (ending a study does not fold the panel away under the teacher's hand).

use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct LessonPanelProps {
    /// Its class and test id: `puzzles` or `studies`.
    pub name: &'static str,
    pub title: &'static str,
    /// A puzzle or a chapter is open.
    pub busy: bool,
    /// Folded again when `busy` ends.
    pub fold_after: bool,
    /// What the panel holds, given how many times its title was clicked.
    pub body: Callback<u32, Html>,
}

#[component]
pub fn LessonPanel(props: &LessonPanelProps) -> Html {
    let asked = use_state(|| 0_u32);
    let unfolded = use_state(|| false);
    {
        let (unfolded, fold_after) = (unfolded.clone(), props.fold_after);
        use_effect_with(props.busy, move |&busy| {
            if busy || fold_after {
                unfolded.set(busy);
            }
        });
    }
    let onclick = {
        let (asked, unfolded) = (asked.clone(), unfolded.clone());
        Callback::from(move |e: MouseEvent| {
            // (The panel's state is the page's: the browser's own toggle would undo a render made
            // within the click.)
            e.prevent_default();
            asked.set(*asked + 1);
            unfolded.set(!*unfolded);
        })
    };
    html! {
        <details class={classes!("panel", props.name)} data-testid={props.name} open={*unfolded}>
            <summary class="panel-title" {onclick}>{ props.title }</summary>
            if *asked > 0 || props.busy {
                { props.body.emit(*asked) }
            }
        </details>
    }
}
