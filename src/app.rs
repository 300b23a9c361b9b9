//! The App component: draws the state's [`runeboard_engine::Table`] and wires the parts' callbacks
//! to the reducer. Storage and the address are [`use_persistence`]'s; the rules are the engine's.

use std::rc::Rc;

use gloo::events::{EventListener, EventListenerOptions};
use runeboard_engine::{GameId, Step};
use wasm_bindgen::JsCast;
use web_sys::KeyboardEvent;
use yew::prelude::*;

use crate::components::analysis_panel::AnalysisPanel;
use crate::components::announcer::Announcer;
use crate::components::board::{focus_board, focus_cell, Board, BoardEvent};
use crate::components::clocks::Clocks;
use crate::components::controls::Controls;
use crate::components::draw_bar::DrawBar;
use crate::components::editor_panel::EditorPanelProps;
use crate::components::lesson_panel::LessonPanel;
use crate::components::move_list::{MoveList, MoveListProps};
use crate::components::move_strip::MoveStrip;
use crate::components::notice::Notice;
use crate::components::opponent_panel::OpponentPanel;
use crate::components::picker::Picker;
use crate::components::position_box::PositionBox;
use crate::components::recent_games::RecentGames;
use crate::components::record_dialogs::{ExportProps, ImportProps, StateRef};
use crate::components::record_panel::RecordPanel;
use crate::components::reserve_tray::ReserveTray;
use crate::components::review_panel::ReviewPanel;
use crate::components::rules_panel::RulesPanelProps;
use crate::components::settings_panel::SettingsPanelProps;
use crate::components::settings_panel::{pictured, use_pictured, use_scheme};
use crate::components::status::Status;
use crate::components::view_bar::{numbered, ViewBar};
use crate::computer::use_computer;
use crate::model::settings::{Coordinates, Seats};
use crate::persistence::{self, use_persistence};
use crate::state::{Action, AnalysisAction, ComputerAction, Dialog, EditAction, Feedback};

mod full_screen;
mod keys;
use full_screen::use_full_screen;
use keys::shortcut;

#[component]
pub fn App() -> Html {
    let state = use_persistence();
    crate::clock_effects::use_clock_tick(&state);
    use_computer(&state);
    crate::lazy::use_warm();
    let dispatch = state.dispatcher();

    {
        let dispatch = dispatch.clone();
        use_effect_with((), move |_| {
            let doc = gloo::utils::document();
            let options = EventListenerOptions::enable_prevent_default();
            let keys = EventListener::new_with_options(&doc, "keydown", options, move |e| {
                if let Some(e) = e.dyn_ref::<KeyboardEvent>() {
                    shortcut(e, &dispatch);
                }
            });
            move || drop(keys)
        });
    }

    use_full_screen(state.ui.presenting, dispatch.clone());
    // The side column is drawn a moment after the board, in a task of its own: the first paint
    // (the status line and the board) comes sooner and the page is never blocked for long.
    let settled = use_state(|| false);
    {
        let settled = settled.clone();
        use_effect_with((), move |_| {
            gloo::timers::callback::Timeout::new(0, move || settled.set(true)).forget();
        });
    }

    // The settings that are not the board's: the colours, the Odin's Rune men's pictures.
    use_scheme(state.settings.scheme);
    let rune_set = state.settings.rune_set;
    let shown = use_pictured(state.shown(), rune_set);
    let editing_table = state.editing.as_ref().map_or_else(|| state.shown().clone(), |e| e.table.clone());
    let editing_table = use_pictured(&editing_table, rune_set);
    let live = &state.table;
    let shown = &shown;
    let viewing = state.viewing.as_ref().map(|v| v.ply);
    // How the game ended, whatever ended it (the engine's words), and so whether it is over.
    let ended = state.ended().map(AttrValue::from);
    let over = ended.is_some();
    let can_review = !state.tree().main_line().is_empty();
    let geometry = state.geometry.clone();
    let marks = &shown.marks;
    // The cell that takes the board's tab stop: the one last focused, else the man picked, else
    // the first place the turn may go, else the first man that can move.
    let focus = state
        .ui
        .focus
        .filter(|&c| usize::from(c) < geometry.len())
        .or(marks.selected)
        .or_else(|| marks.targets.first().map(|t| t.0))
        .or_else(|| marks.movable.first().copied())
        .unwrap_or(0);
    let feedback = |pick: fn(&Feedback) -> Option<&String>| state.ui.feedback.as_ref().and_then(pick).cloned();

    let send = |action: Action| {
        let d = dispatch.clone();
        Callback::from(move |_: ()| d.dispatch(action.clone()))
    };
    let on_choose = {
        let d = dispatch.clone();
        let last_cell = state.turn.iter().rev().find_map(|s| match s {
            Step::Cell(c) => Some(*c),
            _ => None,
        });
        let name = last_cell.map(|c| geometry.name(c).to_string());
        Callback::from(move |step| {
            d.dispatch(Action::Choose(step));
            match (&name, step) {
                (Some(name), _) => focus_cell(name),
                // A man taken from the reserve goes onto the board: the keyboard goes there too,
                // once the board shows where it may go.
                (None, Step::Reserve(_)) => {
                    gloo::timers::callback::Timeout::new(0, focus_board).forget();
                }
                (None, _) => {}
            }
        })
    };
    let on_select = {
        let d = dispatch.clone();
        Callback::from(move |id: String| {
            if let Ok(id) = id.parse::<GameId>() {
                d.dispatch(persistence::select(id));
            }
        })
    };
    let on_dialog = dispatch.to_callback().reform(Action::Dialog);
    let on_view = dispatch.to_callback().reform(Action::View);

    let name = live.game.name();
    let board_label = match viewing {
        Some(p) => format!("{name} board, position after turn {p} (read-only)"),
        None => format!("{name} board"),
    };
    let moves = Rc::new(live.moves.clone());
    let view_label = viewing
        .and_then(|p| p.checked_sub(1))
        .and_then(|i| moves.get(i).map(|m| numbered(i, live.first_turn, live.players.len(), m)));
    let link = state.link();
    let aspect = format!(
        "--aspect: {}",
        crate::components::svg::fixed(geometry.view_box.2 / geometry.view_box.3.max(1e-6), 4, false)
    );
    let rules_open = state.ui.dialog == Some(Dialog::Rules);

    // The computer opponent.
    let computer_moves = state.computer_to_move();
    let premovable = state.premovable();
    let thinking: Option<(AttrValue, AttrValue)> = state.thinking().then(|| {
        let detail = match &state.computer.best {
            Some(best) => format!("depth {}, best so far {}", best.depth, best.notation),
            None => String::new(),
        };
        ("Thinking…".into(), detail.into())
    });
    let hint = state.computer.hint.as_ref().filter(|_| viewing.is_none());
    let hint_cells: Vec<_> = hint
        .map(|h| h.steps.iter().filter_map(|s| if let Step::Cell(c) = s { Some(*c) } else { None }).collect())
        .unwrap_or_default();
    let players = Rc::new(live.players.iter().map(|p| p.name).collect::<Vec<_>>());
    let computer = dispatch.to_callback().reform(Action::Computer);
    // The position editor, when open, has the board (its men, no turn) and the controls under it.
    let editing = state.editing.as_ref();
    let board_table = if editing.is_some() { editing_table } else { shown.clone() };
    let on_edit = dispatch.to_callback().reform(Action::Edit);
    // Two players at one table: face to face (the far player's clock, status line and buttons on
    // their side, turned to them), or the board turned to the player to move.
    let seats = state.settings.seats;
    let flipped = if seats == Seats::AutoFlip { live.to_move == 1 } else { state.flipped() };
    // (Worked out by the chunk of parts' code, which is in while analysis is on.)
    let analysis = crate::state::chunk::reducers()
        .filter(|_| state.analysis.on)
        .map(|r| Rc::new((r.analysed)(&state, shown.to_move, usize::from(flipped), live.players.len())))
        .unwrap_or_default();
    let on_analysis = dispatch.to_callback().reform(Action::Analysis);
    let far = usize::from(!flipped);
    let clocks = |seat: Option<usize>| {
        html! {
            <Clocks timing={state.timing.clone()}
                players={live.players.iter().map(|p| AttrValue::from(p.name)).collect::<Vec<_>>()}
                to_move={live.to_move} over={over} seat={seat} far={seat == Some(far)}
                line={ended.clone().unwrap_or_else(|| live.headline.clone().into())}
                can_undo={live.can_undo} on_undo={send(Action::Undo)}
                on_action={dispatch.to_callback().reform(Action::Clock)} />
        }
    };
    let (reviewed, shown_path) = (state.review_shown().cloned(), state.shown_path());
    // The turns, for the move list beside the board and the strip under it (narrow screens).
    let move_list = MoveListProps {
        tree: state.tree().clone(),
        shown: shown_path.clone().unwrap_or_default(),
        live: state.tree().path_of(&live.moves).unwrap_or_default(),
        hidden: state.hidden_from(),
        first: live.first_turn,
        players: live.players.len(),
        viewing: viewing.is_some(),
        on_view: on_view.clone(),
        on_line: dispatch.to_callback().reform(Action::Line),
        review: reviewed.clone(),
    };
    let face_to_face = seats == Seats::FaceToFace && editing.is_none() && viewing.is_none();
    // Another game chosen (a study's chapter of another game: its own save comes with it).
    let choose_game = dispatch.to_callback().reform(persistence::select);
    // The analysis panel and the review: their heads here, what they show in the chunk of parts.
    let page = |asked| crate::lazy::Page {
        state: StateRef(state.clone()),
        flipped,
        asked,
        on_select: choose_game.clone(),
        analysed: analysis.clone(),
        playable: viewing.is_some() || !computer_moves && !over,
    };
    let eval_bar = if analysis.on {
        crate::lazy::eval_bar(page(0))
    } else {
        html! {}
    };
    let depth = analysis.found.as_ref().map_or(0, |(depth, _)| *depth);
    let analysis_panel = html! {
        <AnalysisPanel on={analysis.on} depth={depth} on_toggle={on_analysis.reform(|()| AnalysisAction::Toggle)}>
            { crate::lazy::analysis_lines(page(0)) }
        </AnalysisPanel>
    };
    let running = state.review_job().and(state.review.running.as_ref()).is_some();
    let review_body =
        (running || reviewed.is_some() || state.review.failed.is_some()).then(|| crate::lazy::review_body(page(0)));
    let review_panel = html! {
        <ReviewPanel running={running} reviewed={reviewed.is_some()} can_review={can_review}
            on_action={dispatch.to_callback().reform(Action::Review)}>
            { review_body.unwrap_or_default() }
        </ReviewPanel>
    };
    // A study open: its words beside the board, and the chapter as a diagram sheet, printed alone
    // (print stylesheet). (Only the chunk of parts opens a study: it is in.)
    let (study_words, study_print) = match state.study {
        Some(_) => (Some(crate::lazy::study_words(page(0))), Some(crate::lazy::study_print(page(0)))),
        None => (None, None),
    };
    // The settings panel: in a chunk of its own (src/lazy.rs).
    let settings = if state.ui.dialog == Some(Dialog::Settings) {
        html! {
            { crate::lazy::settings(SettingsPanelProps {
                settings: state.settings.clone(), game: name.into(), flipped: state.flipped(),
                on_change: dispatch.to_callback().reform(Action::Settings),
                on_flip: send(Action::Flip), on_close: on_dialog.reform(|()| None) }) }
        }
    } else {
        html! {}
    };
    // The position editor and the rules: in the chunk of parts too.
    let editor = editing.map(|e| {
        crate::lazy::editor(EditorPanelProps {
            editing: e.clone(),
            players: players.clone(),
            on_action: on_edit.clone(),
            rune_set,
        })
    });
    let rules = if rules_open {
        crate::lazy::rules(RulesPanelProps { game: live.game, on_close: on_dialog.reform(|()| None), rune_set })
    } else {
        html! {}
    };
    // The Puzzles and Studies panels: their titles here, what they hold in the chunk of parts.
    let lessons_body = |part: fn(crate::lazy::Page) -> Html| {
        let page = page(0);
        Callback::from(move |asked| part(crate::lazy::Page { asked, ..page.clone() }))
    };
    let (puzzles_body, studies_body) =
        (lessons_body(crate::lazy::puzzles_body), lessons_body(crate::lazy::studies_body));
    let lessons = html! {
        <>
        <LessonPanel name="puzzles" title="Puzzles" busy={state.puzzle.is_some()} fold_after=true body={puzzles_body} />
        <LessonPanel name="studies" title="Studies" busy={state.study.is_some()} fold_after=false body={studies_body} />
        </>
    };
    // Export and Import: the chunk of parts' (src/lazy.rs).
    let record_dialog = match state.ui.dialog {
        Some(Dialog::Export) => crate::lazy::export(ExportProps {
            game: live.game.as_str().into(),
            state: StateRef(state.clone()),
            on_close: on_dialog.reform(|()| None),
        }),
        Some(Dialog::Import) => crate::lazy::import(ImportProps {
            error: feedback(|f| if let Feedback::Import(m) = f { Some(m) } else { None }),
            on_import: dispatch
                .to_callback()
                .reform(|text| Action::Import { text, stored: persistence::read_stored() }),
            asking: state.ui.importing.as_ref().map(|i| (AttrValue::from(name), AttrValue::from(i.game.name()))),
            on_confirm: dispatch.to_callback().reform(Action::ConfirmImport),
            on_close: on_dialog.reform(|()| None),
        }),
        Some(Dialog::Rules | Dialog::Settings) | None => html! {},
    };
    let (record_panel, position_box) = (
        html! {
            <RecordPanel
                game={live.game.as_str()}
                fragment={link}
                on_dialog={on_dialog.clone()}
                dialog={record_dialog}
            />
        },
        html! {
            <PositionBox
                text={shown.position.clone()}
                error={feedback(|f| if let Feedback::Position(m) = f { Some(m) } else { None })}
                on_load={dispatch.to_callback().reform(Action::LoadPosition)}
            />
        },
    );
    let recent = state.recent.iter().map(crate::state::recent::describe).collect::<Vec<_>>();
    let recent_games = html! { <RecentGames games={recent} on_open={dispatch.to_callback().reform(Action::Reopen)} /> };
    let can_hint = !over && !computer_moves && viewing.is_none();
    let opponent_panel = html! {
        <OpponentPanel
            players={players}
            opponent={state.computer.opponent.clone()}
            demonstration={state.demonstration()}
            paused={state.computer.paused}
            can_hint={can_hint}
            hinting={state.job().is_some_and(|j| j.kind == crate::state::JobKind::Hint)}
            on_set={computer.reform(ComputerAction::Set)}
            on_pause={computer.reform(ComputerAction::Pause)}
            on_step={computer.reform(|()| ComputerAction::Step)}
            on_hint={computer.reform(|()| ComputerAction::Hint)}
            hint_reasons={hint.map(|h| AttrValue::from(crate::state::analysis::reasons(h, live.player(live.to_move))))}
        />
    };
    let clock_box = html! {
        <crate::components::clock_box::ClockBox timing={state.timing.clone()}
            players={live.players.iter().map(|p| AttrValue::from(p.name)).collect::<Vec<_>>()}
            over={over} on_action={dispatch.to_callback().reform(Action::Clock)} />
    };

    html! {
        <div class={classes!("app", state.ui.presenting.then_some("presenting"))} data-seats={seats.name()}
            data-coords={state.settings.coordinates.name()}
            data-dots={if state.settings.legal_dots { "on" } else { "off" }}>
            if let Some(Feedback::Notice(kind, text)) = &state.ui.feedback {
                <Notice kind={*kind} text={text.clone()} on_dismiss={send(Action::Dismiss)} />
            }
            <Controls
                game={live.game}
                waiting={state.ui.games.as_ref().map(|w| w.game())}
                can_undo={live.can_undo}
                can_redo={live.can_redo}
                rules_open={rules_open}
                on_select={on_select}
                on_new={send(Action::New)}
                on_undo={send(Action::Undo)}
                on_redo={send(Action::Redo)}
                on_flip={send(Action::Flip)}
                on_rules={on_dialog.reform(|open: bool| open.then_some(Dialog::Rules))}
                on_settings={on_dialog.reform(|()| Some(Dialog::Settings))}
            />
            <main class={classes!("layout", rules_open.then_some("rules-open"))}>
                <section class="play-area" style={aspect}>
                    <div class={classes!("board-column", (!board_table.reserves.is_empty()).then_some("with-reserves"))}>
                    if let Some(e) = editing {
                        <div class="status editing">
                            <p class="status-text" data-testid="status">
                                <span class="turn">{ format!("Setting up a position: {} to move", live.player(e.setup.to_move)) }</span>
                            </p>
                        </div>
                    } else if let Some(ply) = viewing {
                        <ViewBar ply={ply} total={moves.len()} label={view_label} on_view={on_view.clone()} />
                    } else {
                        { clocks(face_to_face.then_some(far)) }
                        <Status
                            table={live.clone()}
                            ended={ended.clone()}
                            can_review={can_review}
                            on_review={send(Action::Review(crate::state::ReviewAction::Start))}
                            message={state.ui.feedback.as_ref()
                                .filter(|f| matches!(f, Feedback::Refused(_) | Feedback::Asked(_)))
                                .map(|f| (f.kind(), f.text().to_string()))}
                            computer_turn={computer_moves || state.computer.showing.is_some()}
                            can_cancel={!state.turn.is_empty() && !over && !computer_moves}
                            thinking={thinking}
                            hint={hint.map(|h| AttrValue::from(h.notation.clone()))}
                            on_move_now={computer.reform(|()| ComputerAction::MoveNow)}
                            on_stop={send(Action::StopHere)}
                            on_cancel={send(Action::Cancel)}
                            on_new={send(Action::New)}
                        />
                    }
                    <div class={classes!("board-frame", viewing.is_some().then_some("viewing"), editing.is_some().then_some("editing"), analysis.on.then_some("analysing"))}>
                        { eval_bar }
                        <Board
                            key={live.game.as_str()}
                            geometry={geometry.clone()}
                            table={board_table.clone()}
                            vanished={Rc::new(pictured(&state.ui.vanished, rune_set))}
                            revision={state.computer.serial}
                            flipped={flipped}
                            focus={focus}
                            over={editing.is_none() && (over || viewing.is_some() || computer_moves)}
                            hint={Rc::new(hint_cells)}
                            marks={Rc::new(state.marks().to_vec())}
                            pen={state.ui.pen}
                            asked={Rc::new(state.ui.asked.clone())}
                            big_labels={state.ui.presenting}
                            ply={viewing.unwrap_or(live.moves.len())}
                            motion_ms={state.settings.motion.ms()}
                            coords_inside={state.settings.coordinates == Coordinates::Inside}
                            best={Rc::new(analysis.best.clone())}
                            premovable={Rc::new(premovable.men.clone())}
                            premove={Rc::new(state.ui.premove.map(|p| p.cells()).unwrap_or_default())}
                            label={if editing.is_some() { format!("{name} board, setting up a position") } else { board_label }}
                            on_event={dispatch.to_callback().reform(board_action)}
                        />
                    </div>
                    if face_to_face { { clocks(Some(1 - far)) } }
                    if editing.is_none() {
                        <MoveStrip ..move_list.clone() />
                    }
                    { study_words.unwrap_or_default() }
                    if let Some(editor) = editor {
                        { editor }
                    } else {
                        <ReserveTray table={shown.clone()} on_choose={on_choose.clone()}
                            on_drop={dispatch.to_callback().reform(|c: Option<runeboard_engine::CellId>| c.map_or(Action::Cancel, Action::Click))}
                            premovable={Rc::new(premovable.reserve.clone())}
                            premove={state.ui.premove.and_then(|p| p.reserve())}
                            hint={hint.and_then(|h| h.steps.iter().copied().find(|s| matches!(s, Step::Reserve(_))))} />
                        <DrawBar pen={state.ui.pen} drawn={!state.marks().is_empty()}
                            on_pen={dispatch.to_callback().reform(Action::Pen)}
                            on_clear={send(Action::ClearDrawings)}
                            presenting={state.ui.presenting}
                            on_present={dispatch.to_callback().reform(Action::Present)}
                            on_setup={on_edit.reform(|()| EditAction::Open)} />
                    }
                    </div>
                </section>
                <aside class="side">
                if *settled {
                        { analysis_panel }
                        { review_panel }
                        { opponent_panel }
                        { clock_box }
                        { lessons }
                    <MoveList ..move_list />
                        { record_panel }
                        { recent_games }
                        { position_box }
                }
                </aside>
                { rules }
            </main>
            if let Some(kind) = shown.picker.filter(|_| !computer_moves && state.computer.showing.is_none()) {
                <Picker
                    title={shown.prompt.clone().unwrap_or_else(|| kind.title().to_string())}
                    options={shown.choices.clone()}
                    can_stop={shown.stop.is_some()}
                    on_choose={on_choose}
                    on_stop={send(Action::StopHere)}
                    on_cancel={send(Action::Cancel)}
                />
            }
            { settings }
            // (A refusal, or where a man asked about could go, is said by the status line's own
            // live message, of its kind.)
            <Announcer table={live.clone()} geometry={geometry.clone()} ended={ended.clone()} />
            { study_print.unwrap_or_default() }
        </div>
    }
}

/// What the board reports, as the page's actions: the one place where the board meets the state.
fn board_action(event: BoardEvent) -> Action {
    match event {
        BoardEvent::Click(cell) => Action::Click(cell),
        BoardEvent::Focus(cell) => Action::Focus(cell),
        BoardEvent::Hover(cell) => Action::Hover(cell),
        BoardEvent::Ask(cell) => Action::Ask(cell),
        BoardEvent::Draw(mark) => Action::Draw(mark),
    }
}
