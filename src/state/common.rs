//! Small things every part of the state uses: what is told to the player, and how. A leaf: it
//! uses nothing of the state.

/// What a message is, chosen where it is made (never guessed from its words): each kind has its
/// own look, and only errors and refusals interrupt a screen reader (`role=alert`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Kind {
    /// How things stand ("The game you left is kept in Recent games.").
    Info,
    /// Something done ("Solved!").
    Success,
    /// Something did not go as asked, but the page goes on ("the drawings in this link were left
    /// out").
    Warning,
    /// A click or a turn the rules refused, and why.
    Refusal,
    /// Something could not be done at all (a link or a saved game that cannot be read).
    Error,
}

impl Kind {
    /// The ARIA role of a message of this kind.
    pub fn role(self) -> &'static str {
        match self {
            Kind::Refusal | Kind::Error => "alert",
            Kind::Info | Kind::Success | Kind::Warning => "status",
        }
    }

    /// Its name, for its look (`kind-info`…) and for tests (`data-kind`).
    pub fn name(self) -> &'static str {
        match self {
            Kind::Info => "info",
            Kind::Success => "success",
            Kind::Warning => "warning",
            Kind::Refusal => "refusal",
            Kind::Error => "error",
        }
    }

    /// The mark drawn before it.
    pub fn mark(self) -> &'static str {
        match self {
            Kind::Info => "i",
            Kind::Success => "✓",
            Kind::Warning => "!",
            Kind::Refusal => "✕",
            Kind::Error => "!",
        }
    }

    /// Said before it to a screen reader (the mark is not read).
    pub fn word(self) -> &'static str {
        match self {
            Kind::Info => "Note: ",
            Kind::Success => "Done: ",
            Kind::Warning => "Warning: ",
            Kind::Refusal => "Refused: ",
            Kind::Error => "Error: ",
        }
    }
}

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
    /// How the page opened, what storage did, how a lesson went (a notice across the top), of its
    /// kind.
    Notice(Kind, String),
}

impl Feedback {
    /// The kind of this message.
    pub fn kind(&self) -> Kind {
        match self {
            Feedback::Refused(_) => Kind::Refusal,
            Feedback::Asked(_) => Kind::Info,
            Feedback::Position(_) | Feedback::Import(_) => Kind::Error,
            Feedback::Notice(kind, _) => *kind,
        }
    }

    /// Its words.
    pub fn text(&self) -> &str {
        match self {
            Feedback::Refused(t) | Feedback::Asked(t) | Feedback::Position(t) | Feedback::Import(t) => t,
            Feedback::Notice(_, t) => t,
        }
    }
}

/// The text with its first letter in upper case — unless it starts with a cell or a turn in
/// notation ("b5-e5x(e6) is legal…", "e4 is…"), whose case is part of what it says.
pub fn capitalise(text: &str) -> String {
    let first = text.split_whitespace().next().unwrap_or_default();
    if first.chars().any(|c| c.is_ascii_digit()) {
        return text.to_string();
    }
    runeboard_engine::table::capitalise(text)
}

/// Adds words of this kind to the notice in `feedback` (or starts one, in place of any other
/// message). The notice is of the gravest kind among its parts.
pub fn notice(feedback: &mut Option<Feedback>, kind: Kind, text: &str) {
    *feedback = Some(match feedback.take() {
        Some(Feedback::Notice(k, n)) => Feedback::Notice(k.max(kind), format!("{n} {text}")),
        _ => Feedback::Notice(kind, text.to_string()),
    });
}

#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests {
    use super::*;

    #[test]
    fn a_sentence_is_capitalised_but_notation_keeps_its_case() {
        assert_eq!(capitalise("that would repeat a position"), "That would repeat a position");
        assert_eq!(capitalise("b5-e5x(e6) is legal, but not the answer"), "b5-e5x(e6) is legal, but not the answer");
        assert_eq!(capitalise("e4 is not a choice"), "e4 is not a choice");
        assert_eq!(capitalise("Nf3 is legal"), "Nf3 is legal");
        assert_eq!(capitalise(""), "");
    }

    #[test]
    fn a_notice_is_of_its_gravest_part_and_only_errors_and_refusals_alert() {
        let mut f = None;
        notice(&mut f, Kind::Info, "Kept.");
        assert_eq!(f, Some(Feedback::Notice(Kind::Info, "Kept.".into())));
        notice(&mut f, Kind::Warning, "Not saved.");
        notice(&mut f, Kind::Info, "More.");
        assert_eq!(f, Some(Feedback::Notice(Kind::Warning, "Kept. Not saved. More.".into())));
        let roles: Vec<_> =
            [Kind::Info, Kind::Success, Kind::Warning, Kind::Refusal, Kind::Error].map(Kind::role).into();
        assert_eq!(roles, ["status", "status", "status", "alert", "alert"]);
        assert_eq!(Feedback::Refused("x".into()).kind(), Kind::Refusal);
        assert_eq!(Feedback::Asked("x".into()).kind(), Kind::Info);
    }
}
