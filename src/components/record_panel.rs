//! "Save & share": the copy-link button, Save as image, and the buttons of the game record's
//! dialogs, Export and Import (`record_dialogs`).

use yew::prelude::*;

use crate::components::share::Share;
use crate::state::Dialog;

#[derive(Properties, PartialEq)]
pub struct RecordPanelProps {
    /// Id of the game in progress (names the downloaded file).
    pub game: AttrValue,
    /// The game as a link fragment, at the move shown.
    pub fragment: AttrValue,
    pub on_dialog: Callback<Option<Dialog>>,
    /// Its dialog, when one is open (Export or Import: `record_dialogs`, drawn from the chunk of
    /// parts by the App).
    #[prop_or_default]
    pub dialog: Html,
}

#[component]
pub fn RecordPanel(props: &RecordPanelProps) -> Html {
    let open = |d: Dialog| props.on_dialog.reform(move |_: MouseEvent| Some(d));
    html! {
        <section class="panel record-panel" aria-labelledby="record-title" data-testid="record-panel">
            <h2 id="record-title" class="panel-title">{ "Save & share" }</h2>
            <div class="record-actions">
                <Share fragment={props.fragment.clone()} />
                <button type="button" data-testid="export-open" title="The game as text: copy or download it"
                    onclick={open(Dialog::Export)}>
                    { "Export" }
                </button>
                <button type="button" data-testid="import-open" title="Load a game from its text or a file"
                    onclick={open(Dialog::Import)}>
                    { "Import" }
                </button>
                <button type="button" data-testid="save-image"
                    title="The board as it is shown, with its arrows and circles, as SVG and PNG pictures"
                    onclick={{ let game = props.game.clone(); move |_: MouseEvent| crate::image_export::save_board(&game) }}>
                    { "Save as image" }
                </button>
            </div>
            <p class="panel-note">{ "Each game is saved in this browser as you play." }</p>
            { props.dialog.clone() }
        </section>
    }
}
