//! The teacher's tools under the board: the pen (a click or a drag on the board draws instead of
//! playing: for touch screens; with a mouse a right-button drag draws anyway), its colour, and
//! clearing what is drawn on the position shown; presentation mode (the board alone, full
//! screen, for a class); and the position editor.

use yew::prelude::*;

use crate::state::Pen;

#[derive(Properties, PartialEq)]
pub struct DrawBarProps {
    pub pen: Option<Pen>,
    /// Whether anything is drawn on the position shown.
    pub drawn: bool,
    pub on_pen: Callback<Option<Pen>>,
    pub on_clear: Callback<()>,
    pub presenting: bool,
    pub on_present: Callback<bool>,
    /// Open the position editor.
    pub on_setup: Callback<()>,
}

#[component]
pub fn DrawBar(props: &DrawBarProps) -> Html {
    let on = props.pen.is_some();
    let toggle = {
        let (on_pen, pen) = (props.on_pen.clone(), props.pen);
        Callback::from(move |_: MouseEvent| on_pen.emit(if pen.is_some() { None } else { Some(Pen::default()) }))
    };
    let colours = Pen::ALL.into_iter().map(|p| {
        let pressed = props.pen == Some(p);
        let onclick = props.on_pen.reform(move |_: MouseEvent| Some(p));
        html! {
            <button type="button" class={classes!("pen-colour", format!("pen-{}", p.name()))}
                aria-pressed={pressed.to_string()} aria-label={format!("Draw in {}", p.name())}
                title={format!("Draw in {}", p.name())} data-testid={format!("pen-{}", p.name())} {onclick}>
                <span class="pen-swatch" aria-hidden="true" />
            </button>
        }
    });
    html! {
        <div class="draw-bar" role="group" aria-label="Drawing on the board">
            <button type="button" class="pen-toggle" aria-pressed={on.to_string()} data-testid="pen"
                title="Draw arrows and circles: drag from cell to cell, or tap a cell (a right-button drag draws without the pen; D on one cell then another, from the keyboard)"
                onclick={toggle}>
                { "Pen" }
            </button>
            { for colours }
            <button type="button" class="clear-drawings" data-testid="clear-drawings" disabled={!props.drawn}
                onclick={props.on_clear.reform(|_: MouseEvent| ())}>
                { "Clear drawings" }
            </button>
            <button type="button" class="present" data-testid="present" aria-pressed={props.presenting.to_string()}
                title="The board alone, as large as the screen, for a class (Escape leaves)"
                onclick={props.on_present.reform({ let on = props.presenting; move |_: MouseEvent| !on })}>
                { if props.presenting { "Leave presentation" } else { "Present" } }
            </button>
            <button type="button" class="setup" data-testid="setup"
                title="Set up a position: put men on the board from a palette, then play from it"
                onclick={props.on_setup.reform(|_: MouseEvent| ())}>
                { "Set up" }
            </button>
        </div>
    }
}
