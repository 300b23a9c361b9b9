//! Small things every part of the state uses: what is told to the player, and how. A leaf: it
//! uses nothing of the state.

/// Something to tell the player, where it belongs.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Feedback {
    /// A click or a turn the rules refused, and why (in the status line).
    Refused(String),
    /// Where a man asked about could go (in the status line).
    Asked(String),
    /// Why a position could not be loaded (in the position box).
    Position(String),
    /// Why an import failed (in the import dialog).
    Import(String),
    /// How the page opened, or what storage did (a notice across the top).
    Notice(String),
}

/// The text with its first letter in upper case.
pub fn capitalise(text: &str) -> String {
    runeboard_engine::table::capitalise(text)
}

/// Adds words to the notice in `feedback` (or starts one, in place of any other message).
pub fn notice(feedback: &mut Option<Feedback>, text: &str) {
    *feedback = Some(Feedback::Notice(match feedback.take() {
        Some(Feedback::Notice(n)) => format!("{n} {text}"),
        _ => text.to_string(),
    }));
}
