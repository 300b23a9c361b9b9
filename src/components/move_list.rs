//! The game's turns as a tree, as lichess shows one: the main line in numbered rows ("1. e4 e5"),
//! each variation inline in parentheses after the turn it replaces (nested ones inside it), and
//! comments in italics. Each turn is a button that shows the position after it (a turn of another
//! line makes that line the live one); the turn shown is marked. The buttons above the list step
//! along the line (←/→/Home/End do the same, ↑/↓ go to the line above or below, see the app); the
//! tools below it promote, delete or comment the turn shown.

use std::rc::Rc;

use runeboard_engine::tree::{words_of, Node, Tree};
use wasm_bindgen::JsCast;
use web_sys::{Element, HtmlElement, HtmlTextAreaElement};
use yew::prelude::*;

use crate::components::view_bar::{nav_button, turn_label, turn_number};
use crate::state::pgn::nag_symbol;
use crate::state::review::{mark_name, symbol, Reviewed};
use crate::state::{LineAction, ViewTo};

#[derive(Properties, PartialEq, Clone)]
pub struct MoveListProps {
    pub tree: Rc<Tree>,
    /// The path of the turn shown (empty: the start).
    pub shown: Vec<usize>,
    /// The path of the live game's last turn.
    pub live: Vec<usize>,
    /// The first of the live line's turns undone that the list leaves out (a plain line).
    pub hidden: Option<Vec<usize>>,
    /// Full-move number of the first move and the index of the player who made it.
    pub first: (u32, usize),
    /// Number of players (moves per row).
    pub players: usize,
    /// An earlier position is shown.
    pub viewing: bool,
    pub on_view: Callback<ViewTo>,
    pub on_line: Callback<LineAction>,
    /// The game's review, when one holds for the main line: its turns are marked.
    #[prop_or_default]
    pub review: Option<Rc<Reviewed>>,
}

/// A turn longer than this (in characters) gets a line of its own in the move list.
const LONG_TURN: usize = 11;

/// What the list draws a turn with.
struct Turns<'a> {
    props: &'a MoveListProps,
}

impl Turns<'_> {
    fn number(&self, ply: usize) -> (u64, usize) {
        turn_number(ply, self.props.first, self.props.players)
    }

    /// The button of the turn at `path` (`ply` turns from the start, counting it).
    fn button(&self, path: &[usize], node: &Node, main: bool) -> Html {
        let (p, turn) = (self.props, node.turn.as_str());
        let shown = p.shown == path;
        let ahead = p.viewing && p.live.starts_with(path) && path.len() > p.shown.len();
        let class = classes!(
            "move",
            shown.then_some(if p.viewing { "viewed" } else { "latest" }),
            ahead.then_some("ahead"),
            (!main).then_some("variation-move"),
        );
        let to = path.to_vec();
        let onclick = p.on_line.reform(move |_: MouseEvent| LineAction::Show(to.clone()));
        let index = main.then(|| (path.len() - 1).to_string());
        let data_path = path.iter().map(usize::to_string).collect::<Vec<_>>().join(".");
        // A reviewed turn: its mark's symbol (?! ? ??) and colour, and its name for screen readers.
        let mark = p.review.as_ref().filter(|_| main).and_then(|r| r.turn(path.len() - 1)).map(|j| j.mark);
        // Else the record's own glyph (`!`, `?!`…, from an imported PGN).
        let glyph = node.nags.iter().map(|&g| nag_symbol(g)).find(|g| !g.is_empty()).filter(|_| mark.is_none());
        let label = mark.map(|m| format!("{turn}, {}", mark_name(m))).or_else(|| glyph.map(|g| format!("{turn}{g}")));
        html! {
            <button type="button" {class} data-testid="move" data-index={index} data-path={data_path}
                data-mark={mark.map(|m| m.as_str())} aria-label={label}
                aria-current={shown.then_some("step")} {onclick}>
                { turn }
                if let Some(m) = mark.filter(|&m| !symbol(m).is_empty()) {
                    <span class="review-mark" aria-hidden="true">{ symbol(m) }</span>
                }
                if let Some(g) = glyph {
                    <span class="move-glyph" aria-hidden="true" data-testid="move-glyph">{ g }</span>
                }
            </button>
        }
    }

    fn comment(&self, comment: &Option<String>) -> Html {
        match comment.as_deref().map(words_of).filter(|w| !w.is_empty()) {
            Some(words) => html! { <span class="move-comment" data-testid="move-comment">{ words }</span> },
            None => html! {},
        }
    }

    fn hidden(&self, path: &[usize]) -> bool {
        self.props.hidden.as_deref() == Some(path)
    }

    /// A variation inline: the turn at `path` and its line on, with the alternatives to each later
    /// turn in parentheses after it.
    fn inline(&self, tree: &Tree, path: Vec<usize>, out: &mut Vec<Html>) {
        let (mut path, mut numbered, mut alternatives) = (path, true, false);
        loop {
            let Some(at) = tree.index(&path) else { return };
            let node = tree.get(at);
            let seat = self.number(path.len() - 1).1;
            if seat == 0 || numbered {
                let label = turn_label(path.len() - 1, self.props.first, self.props.players);
                out.push(html! { <span class="move-number">{ label }</span> });
            }
            out.push(self.button(&path, node, false));
            out.push(self.comment(&node.comment));
            numbered = node.comment.is_some();
            if alternatives {
                let (last, before) = path.split_last().map(|(l, b)| (*l, b.to_vec())).unwrap_or_default();
                let siblings = tree.index(&before).map_or(0, |i| tree.get(i).children.len());
                for j in (last + 1)..siblings {
                    let alt = [before.as_slice(), &[j]].concat();
                    if self.hidden(&alt) {
                        continue;
                    }
                    out.push(html! { <span class="paren">{ "(" }</span> });
                    self.inline(tree, alt, out);
                    out.push(html! { <span class="paren">{ ")" }</span> });
                    numbered = true;
                }
            }
            if node.children.is_empty() {
                return;
            }
            path.push(0);
            if self.hidden(&path) {
                return;
            }
            alternatives = true;
        }
    }
}

/// Scrolls a list of turns (`el`, down or `across`) so the turn shown (`aria-current`) is in sight,
/// as little as needed; with the live position shown, to its end (the latest turn).
pub fn keep_shown_in_sight(el: &Element, viewing: bool, across: bool) {
    let shown = el.query_selector(".move[aria-current]").ok().flatten().and_then(|m| m.dyn_into::<HtmlElement>().ok());
    let (scrolled, room, length) = if across {
        (el.scroll_left(), el.client_width(), el.scroll_width())
    } else {
        (el.scroll_top(), el.client_height(), el.scroll_height())
    };
    let to = match shown {
        Some(m) if viewing => {
            let (start, size) =
                if across { (m.offset_left(), m.offset_width()) } else { (m.offset_top(), m.offset_height()) };
            if start < scrolled {
                start
            } else if start + size > scrolled + room {
                start + size - room
            } else {
                return;
            }
        }
        None if viewing => 0,
        _ => length,
    };
    if across {
        el.set_scroll_left(to);
    } else {
        el.set_scroll_top(to);
    }
}

#[component]
pub fn MoveList(props: &MoveListProps) -> Html {
    let scroller = use_node_ref();
    {
        let scroller = scroller.clone();
        use_effect_with((props.tree.clone(), props.shown.clone(), props.viewing), move |(_, _, viewing)| {
            if let Some(el) = scroller.cast::<Element>() {
                keep_shown_in_sight(&el, *viewing, false);
            }
        });
    }
    let editing = use_state(|| None::<Vec<usize>>);
    let draft = use_node_ref();

    let tree = &*props.tree;
    let turns = Turns { props };
    let per_row = props.players.max(1);

    // The main line in rows; a turn with variations or a comment ends its row, and they follow it.
    let mut items: Vec<Html> = Vec::new();
    let mut row: Vec<(usize, Html, bool)> = Vec::new();
    let flush = |row: &mut Vec<(usize, Html, bool)>, items: &mut Vec<Html>| {
        let Some(&(first_ply, _, _)) = row.first() else { return };
        let (number, seat) = turns.number(first_ply);
        let long = row.iter().any(|r| r.2);
        let skipped = (0..seat).map(|_| html! { <span class="move skipped" aria-hidden="true">{ "…" }</span> });
        let slots = row.drain(..).map(|r| r.1);
        items.push(html! {
            <li class={classes!("move-row", long.then_some("long"))}>
                <span class="move-number">{ format!("{number}.") }</span>
                { for skipped }
                { for slots }
            </li>
        });
    };
    let mut path = Vec::new();
    let mut at = Tree::START;
    let mut count = 0;
    while let Some(&next) = tree.get(at).children.first() {
        path.push(0);
        if turns.hidden(&path) {
            break;
        }
        let ply = path.len() - 1;
        if turns.number(ply).1 == 0 {
            flush(&mut row, &mut items);
        }
        let node = tree.get(next);
        row.push((ply, turns.button(&path, node, true), node.turn.chars().count() > LONG_TURN));
        count += 1;
        let alternatives: Vec<Vec<usize>> = (1..tree.get(at).children.len())
            .map(|j| [&path[..ply], &[j]].concat())
            .filter(|alt| !turns.hidden(alt))
            .collect();
        if !alternatives.is_empty() || node.comment.is_some() {
            flush(&mut row, &mut items);
            let blocks = alternatives.into_iter().map(|alt| {
                let mut out = Vec::new();
                turns.inline(tree, alt, &mut out);
                html! { <div class="variation" data-testid="variation">{ "(" }{ for out }{ ")" }</div> }
            });
            items.push(html! {
                <li class="move-aside">
                    { turns.comment(&node.comment) }
                    { for blocks }
                </li>
            });
        }
        at = next;
    }
    flush(&mut row, &mut items);

    // The tools of the turn shown.
    let shown = props.shown.clone();
    let node = tree.node(&shown);
    let tools = node.map(|node| {
        let act = |make: fn(Vec<usize>) -> LineAction| {
            let path = shown.clone();
            props.on_line.reform(move |_: MouseEvent| make(path.clone()))
        };
        let on_main = shown.iter().all(|&i| i == 0);
        let open = {
            let (editing, path) = (editing.clone(), shown.clone());
            Callback::from(move |_: MouseEvent| editing.set(Some(path.clone())))
        };
        let comment_box = (editing.as_deref() == Some(shown.as_slice())).then(|| {
            let save = {
                let (editing, draft, path, on_line) = (editing.clone(), draft.clone(), shown.clone(), props.on_line.clone());
                Callback::from(move |e: SubmitEvent| {
                    e.prevent_default();
                    let text = draft.cast::<HtmlTextAreaElement>().map(|t| t.value()).unwrap_or_default();
                    on_line.emit(LineAction::Comment(path.clone(), text));
                    editing.set(None);
                })
            };
            let cancel = {
                let editing = editing.clone();
                Callback::from(move |_: MouseEvent| editing.set(None))
            };
            let value = node.comment.clone().unwrap_or_default();
            html! {
                <form class="comment-form" onsubmit={save}>
                    <label for="turn-comment">{ format!("Comment on {}", node.turn) }</label>
                    <textarea id="turn-comment" ref={draft.clone()} data-testid="comment-box" rows="2" defaultvalue={value} />
                    <div class="comment-actions">
                        <button type="submit" class="primary" data-testid="comment-save">{ "Save" }</button>
                        <button type="button" class="quiet" onclick={cancel}>{ "Cancel" }</button>
                    </div>
                </form>
            }
        });
        html! {
            <>
            <div class="line-tools" role="group" aria-label={format!("The turn shown, {}", node.turn)}>
                if !on_main {
                    <button type="button" class="quiet" data-testid="line-promote" title="Make this line the main line"
                        onclick={act(LineAction::Promote)}>{ "Promote" }</button>
                }
                <button type="button" class="quiet" data-testid="line-delete" title="Delete this turn and the turns after it"
                    onclick={act(LineAction::Delete)}>{ "Delete" }</button>
                <button type="button" class="quiet" data-testid="line-comment" onclick={open}>{ "Comment" }</button>
            </div>
            { for comment_box }
            </>
        }
    });
    // (One node whether or not a turn is shown: Yew matches children from the end, and a child
    // coming and going at the end would rebuild the whole list of moves.)
    let tools = tools.unwrap_or_default();

    let at_start = props.shown.is_empty();
    let on_view = &props.on_view;
    html! {
        <section class="panel moves-panel" aria-labelledby="moves-title">
            <div class="panel-head">
                <h2 id="moves-title" class="panel-title">{ "Moves" }</h2>
                <div class="move-nav" role="group" aria-label="Step through the game">
                    { nav_button(ViewTo::Start, "nav-start", at_start, on_view) }
                    { nav_button(ViewTo::Back, "nav-back", at_start, on_view) }
                    { nav_button(ViewTo::Forward, "nav-forward", !props.viewing, on_view) }
                    { nav_button(ViewTo::Live, "nav-live", !props.viewing, on_view) }
                </div>
            </div>
            <div class="move-scroll" ref={scroller}>
                if count == 0 {
                    <p class="empty-note">{ "No moves yet." }</p>
                }
                <ol class="move-list" data-testid="move-list" style={format!("--players: {per_row}")}>{ for items }</ol>
            </div>
            { tools }
        </section>
    }
}
