//! The header: title, game picker and the game buttons.

use runeboard_engine::GameId;
use web_sys::HtmlSelectElement;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct ControlsProps {
    /// The game in progress.
    pub game: GameId,
    /// The game chosen whose rules are loading (`crate::games`), if any: the menu shows it
    /// meanwhile, then the game in progress (the one chosen once it opens, the game left if not).
    #[prop_or_default]
    pub waiting: Option<GameId>,
    pub can_undo: bool,
    pub can_redo: bool,
    pub rules_open: bool,
    pub on_select: Callback<String>,
    pub on_new: Callback<()>,
    pub on_undo: Callback<()>,
    pub on_redo: Callback<()>,
    pub on_flip: Callback<()>,
    pub on_rules: Callback<bool>,
    pub on_settings: Callback<()>,
}

#[component]
pub fn Controls(props: &ControlsProps) -> Html {
    let onchange = props.on_select.reform(|e: Event| e.target_unchecked_into::<HtmlSelectElement>().value());
    // (The menu's own value, which the player changed, is not what was drawn: set it again.)
    let select = use_node_ref();
    {
        let select = select.clone();
        use_effect_with((props.game, props.waiting), move |(game, waiting)| {
            if let (Some(select), None) = (select.cast::<HtmlSelectElement>(), waiting) {
                if select.value() != game.as_str() {
                    select.set_value(game.as_str());
                }
            }
        });
    }
    let click = |cb: &Callback<()>| cb.reform(|_: MouseEvent| ());
    let rules_open = props.rules_open;
    let on_rules = props.on_rules.reform(move |_: MouseEvent| !rules_open);
    let options = GameId::ALL.into_iter().map(|g| {
        html! {
            <option value={g.as_str()} selected={g == props.game}>{ g.name() }</option>
        }
    });

    html! {
        <header class="topbar">
            <h1 class="brand">
                <svg class="brand-mark" viewBox="0 0 32 32" aria-hidden="true">
                    <circle cx="16" cy="16" r="16" />
                    <path d="M12 7v18M12 7l8 5-8 5 8 8" />
                </svg>
                { "Runeboard" }
            </h1>
            <label class="game-pick">
                <span class="visually-hidden">{ "Game" }</span>
                <select data-testid="game-select" ref={select} {onchange}>{ for options }</select>
            </label>
            <nav class="controls" aria-label="Game controls">
                <button type="button" data-testid="new-game" onclick={click(&props.on_new)}>
                    { "New" }<span class="wide-only">{ " game" }</span>
                </button>
                <button type="button" data-testid="undo" disabled={!props.can_undo}
                    title="Undo (Ctrl+Z)" onclick={click(&props.on_undo)}>
                    <span aria-hidden="true" class="icon">{ "↶" }</span>{ "Undo" }
                </button>
                <button type="button" data-testid="redo" disabled={!props.can_redo}
                    title="Redo (Ctrl+Y)" onclick={click(&props.on_redo)}>
                    <span aria-hidden="true" class="icon">{ "↷" }</span>{ "Redo" }
                </button>
                <button type="button" data-testid="flip" onclick={click(&props.on_flip)}>
                    <span aria-hidden="true" class="icon">{ "⇅" }</span>{ "Flip" }
                    <span class="wide-only">{ " board" }</span>
                </button>
                <button type="button" data-testid="rules" aria-expanded={rules_open.to_string()}
                    onclick={on_rules}>
                    { "Rules" }
                </button>
            </nav>
            <button type="button" class="gear" data-testid="settings-open" aria-label="Settings" title="Settings"
                aria-haspopup="dialog" onclick={click(&props.on_settings)}>
                <svg viewBox="0 0 24 24" aria-hidden="true" width="18" height="18">
                    <path d="M12 8.2a3.8 3.8 0 1 0 0 7.6 3.8 3.8 0 0 0 0-7.6Z" />
                    <path d="M10.3 2.5h3.4l.5 2.6 1.8.8 2.2-1.5 2.4 2.4-1.5 2.2.8 1.8 2.6.5v3.4l-2.6.5-.8 1.8 1.5 2.2-2.4 2.4-2.2-1.5-1.8.8-.5 2.6h-3.4l-.5-2.6-1.8-.8-2.2 1.5-2.4-2.4 1.5-2.2-.8-1.8-2.6-.5v-3.4l2.6-.5.8-1.8-1.5-2.2 2.4-2.4 2.2 1.5 1.8-.8Z" />
                </svg>
            </button>
        </header>
    }
}
