//! A polite live region for screen readers: after each turn, a player's or the computer's, it says
//! in words what was played, from what the engine's [`Table`] gives the page: the turn's notation,
//! the player who made it, the men it took (their names and cells), the remark (such as check)
//! and the headline (whose turn it is, or how the game ended). It also says when a turn is taken
//! back, when another game or position is set up, when the game ends without a turn (a flag, a
//! resignation, a draw agreed: [`AnnouncerProps::ended`]), and what a turn being built waits for next (the
//! status line shows it but is not a live region, so nothing is said twice). Why a click or a turn
//! was refused (and where a man asked about could go) is the status line's own live message, of
//! its kind (`role=alert`, `role=status`), so the page leaves [`AnnouncerProps::message`] unset.
//! It knows no game: every word of the game's comes from the engine.

use std::cell::RefCell;
use std::rc::Rc;

use runeboard_engine::{GameId, Geometry, Table};
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct AnnouncerProps {
    /// The game in progress (the live table, not a position viewed from the record).
    pub table: Rc<Table>,
    pub geometry: Rc<Geometry>,
    /// How the game ended, in words, once it is over (by its rules or outside them).
    #[prop_or_default]
    pub ended: Option<AttrValue>,
    /// Why the last click or turn was refused, while it is shown.
    #[prop_or_default]
    pub message: Option<String>,
}

/// What the announcer last saw of the game.
#[derive(Clone, Debug, PartialEq)]
struct Seen {
    game: GameId,
    moves: Vec<String>,
    /// The position (position text), which a loaded position changes without a turn.
    position: String,
    /// What a turn under construction waits for ("remove a man next to e6, or No removal").
    prompt: Option<String>,
    message: Option<String>,
    ended: Option<AttrValue>,
}

/// The announcer's memory between renders: what it saw and what it says.
#[derive(Default)]
struct Memory {
    seen: Option<Seen>,
    said: String,
}

#[component]
pub fn Announcer(props: &AnnouncerProps) -> Html {
    let memory = use_mut_ref(Memory::default);
    let text = speak(&memory, props);
    html! {
        <div class="visually-hidden" data-testid="announcer" aria-live="polite" aria-atomic="true">
            { text }
        </div>
    }
}

/// The text of the live region for these props: a new sentence when the game changed since the
/// last render, the same one otherwise.
fn speak(memory: &Rc<RefCell<Memory>>, props: &AnnouncerProps) -> String {
    let t = &props.table;
    let now = Seen {
        game: t.game,
        moves: t.moves.clone(),
        position: t.position.clone(),
        prompt: t.prompt.clone(),
        message: props.message.clone(),
        ended: props.ended.clone(),
    };
    let mut m = memory.borrow_mut();
    if m.seen.as_ref() == Some(&now) {
        return m.said.clone();
    }
    let said = match m.seen.take() {
        // The page has just opened: the status line says whose turn it is.
        None => None,
        Some(before) => announcement(&before, &now, t, &props.geometry),
    };
    m.seen = Some(now);
    if let Some(said) = said {
        // A sentence said twice in a row (a refusal repeated) must still change the region's text
        // to be read again: the repetition ends in a no-break space (or loses it).
        m.said = match m.said.strip_suffix('\u{a0}') {
            Some(before) if before == said => said,
            None if m.said == said => format!("{said}\u{a0}"),
            _ => said,
        };
    }
    m.said.clone()
}

/// What to say about the change from `before` to `now`, if anything.
fn announcement(before: &Seen, now: &Seen, t: &Table, geometry: &Geometry) -> Option<String> {
    let status = match &now.ended {
        Some(ended) => status_line(ended, None),
        None => status_line(&t.headline, t.remark.as_deref()),
    };
    if now.game != before.game {
        return Some(format!("{}. {status}", t.game.name()));
    }
    let (old, new) = (&before.moves, &now.moves);
    if new.len() == old.len() + 1 && new.starts_with(old) {
        let index = old.len();
        let slot = t.first_turn.1 + index;
        let mover = t.player(slot % t.players.len().max(1));
        let mut taken: Vec<(String, String)> =
            t.taken.iter().map(|p| (p.name.clone(), geometry.name(p.cell).to_string())).collect();
        // In the order the turn tells them: where their cells first appear in its notation.
        runeboard_engine::sort::sort_by(&mut taken, |(_, a), (_, b)| {
            mention(&new[index], a).cmp(&mention(&new[index], b))
        });
        return Some(turn_sentence(mover, &new[index], &taken, &status));
    }
    if new.len() + 1 == old.len() && old.starts_with(new) {
        let undone = old.last().map(String::as_str).unwrap_or_default();
        return Some(format!("Took back {undone}. {status}"));
    }
    if new != old || now.position != before.position {
        return Some(format!("New position. {status}"));
    }
    // The game ended without a turn (a flag, a resignation, a draw agreed).
    if now.ended.is_some() && now.ended != before.ended {
        return Some(status);
    }
    // A refusal is said; its going away is not.
    if now.message.is_some() && now.message != before.message {
        return now.message.clone();
    }
    // A turn under construction that waits for another step says what it waits for.
    match &now.prompt {
        Some(prompt) if now.prompt != before.prompt => Some(format!("{}: {prompt}", t.player(t.to_move))),
        _ => None,
    }
}

/// "Black to move.", "Check. Black to move.", "Both kings taken — White wins."
fn status_line(headline: &str, remark: Option<&str>) -> String {
    match remark {
        Some(remark) => format!("{}. {}.", remark.trim_end_matches('.'), headline.trim_end_matches('.')),
        None => format!("{}.", headline.trim_end_matches('.')),
    }
}

/// "White played Fe4xf6/xe7, taking black pawn on f6 and black pawn on e7. Black to move."
fn turn_sentence(mover: &str, notation: &str, taken: &[(String, String)], status: &str) -> String {
    let mut s = format!("{mover} played {notation}");
    if !taken.is_empty() {
        let men: Vec<String> = taken.iter().map(|(name, cell)| format!("{name} on {cell}")).collect();
        s.push_str(", taking ");
        s.push_str(&list(&men));
    }
    s.push_str(". ");
    s.push_str(status);
    s
}

/// Where a cell's name first stands in a turn's notation as a whole name ("e1" is not in "e10"
/// nor in "1e1", but is in "Nxe1"), or after the end when it does not.
fn mention(notation: &str, cell: &str) -> usize {
    let mut from = 0;
    while let Some(i) = notation.get(from..).and_then(|rest| rest.find(cell)) {
        let at = from + i;
        let end = at + cell.len();
        let whole = |c: Option<char>| c.is_none_or(|c| !c.is_ascii_digit());
        if whole(notation[..at].chars().next_back()) && whole(notation[end..].chars().next()) {
            return at;
        }
        from = end;
    }
    usize::MAX
}

/// "a", "a and b", "a, b and c".
fn list(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn taken(men: &[(&str, &str)]) -> Vec<(String, String)> {
        men.iter().map(|(n, c)| (n.to_string(), c.to_string())).collect()
    }

    #[test]
    fn a_turn_in_words() {
        assert_eq!(
            turn_sentence("White", "e4", &[], &status_line("Black to move", None)),
            "White played e4. Black to move."
        );
        assert_eq!(
            turn_sentence(
                "Attacker",
                "b5-e5x(e6)-e2x(d2)",
                &taken(&[("defender", "e6"), ("defender", "d2")]),
                &status_line("Defender to move", None)
            ),
            "Attacker played b5-e5x(e6)-e2x(d2), taking defender on e6 and defender on d2. Defender to move."
        );
        assert_eq!(
            turn_sentence("White", "Qh5", &[], &status_line("Black to move", Some("Check"))),
            "White played Qh5. Check. Black to move."
        );
        assert_eq!(list(&["a".into(), "b".into(), "c".into()]), "a, b and c");
    }

    #[test]
    fn men_taken_in_the_order_of_the_notation() {
        let notation = "b5-e5x(e6)-e2x(d2)";
        assert!(mention(notation, "e6") < mention(notation, "d2"));
        assert_eq!(mention("Fe10-f9/xe1", "e1"), 9);
        assert_eq!(mention("Fe10-f9", "e1"), usize::MAX);
        assert_eq!(mention("Fe10-f9", "f9"), 5);
        assert_eq!(mention("1e1", "e1"), usize::MAX);
    }
}
