//! Which sound a change of the game calls for: pure, chosen by the reducer from what the engine
//! says of the turn just played (its [`Table`]: the game's end, a king under threat, the men the
//! turn took). The page's `sound` module plays it.

use runeboard_engine::Table;

/// A sound the page plays.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cue {
    /// A turn that took nothing.
    Move,
    /// A turn that took (or turned, or removed) a man.
    Capture,
    /// A turn that leaves a king under threat (check, a king attacked, the tafl king's open line).
    Check,
    /// A turn that ends the game.
    End,
    /// A step or a turn the rules refused.
    Refused,
    /// A player's clock went below the low-time mark (issue #27).
    LowTime,
}

impl Cue {
    /// The sound of the turn just played, `after` it: the game's end before a threat, a threat
    /// before a capture.
    pub fn after(after: &Table) -> Cue {
        if after.outcome.is_some() {
            Cue::End
        } else if after.threat {
            Cue::Check
        } else if !after.taken.is_empty() {
            Cue::Capture
        } else {
            Cue::Move
        }
    }

    /// Its name (the page counts each cue in a `data-sound-<name>` attribute).
    pub fn name(self) -> &'static str {
        match self {
            Cue::Move => "move",
            Cue::Capture => "capture",
            Cue::Check => "check",
            Cue::End => "end",
            Cue::Refused => "refused",
            Cue::LowTime => "low-time",
        }
    }
}

#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests {
    use std::rc::Rc;

    use runeboard_engine::ai::Thought;
    use runeboard_engine::{GameId, Step};
    use yew::Reducible;

    use super::super::tests::{cell, click, start};
    use super::Cue;
    use crate::model::opponent::Opponent;
    use crate::state::{Action, ComputerAction, Effect, State, ViewTo};

    /// The sounds the last action asked for (its batch of effects, taken).
    fn sounds(s: &State) -> Vec<Cue> {
        s.effects
            .take()
            .iter()
            .filter_map(|e| match e {
                Effect::Sound(c) => Some(*c),
                _ => None,
            })
            .collect()
    }

    /// Plays the turns, each a pair of cells, checking the sound of each.
    fn turns(mut s: Rc<State>, turns: &[(&str, &str, Option<Cue>)]) -> Rc<State> {
        for &(from, to, cue) in turns {
            s = click(s, from);
            assert_eq!(sounds(&s), [], "picking {from} is silent");
            s = click(s, to);
            assert_eq!(sounds(&s), cue.as_slice(), "{from}-{to}");
        }
        s
    }

    #[test]
    fn a_move_a_capture_a_check_and_the_end_each_sound_theirs() {
        let m = Some(Cue::Move);
        turns(start(GameId::Chess), &[("e2", "e4", m), ("d7", "d5", m), ("e4", "d5", Some(Cue::Capture))]);
        turns(start(GameId::Chess), &[("e2", "e4", m), ("f7", "f5", m), ("d1", "h5", Some(Cue::Check))]);
        turns(start(GameId::Chess), &[("f2", "f3", m), ("e7", "e5", m), ("g2", "g4", m), ("d8", "h4", Some(Cue::End))]);
        // Odin's Rune: the Forest Ox's leap and removal is a capture, stopped or not.
        let ox = "k9/k9/10/4p5/5p1p2/5P4/4F5/10/10/K8K w 0 1";
        let s = start(GameId::OdinsRune).reduce(Action::LoadPosition(ox.into()));
        let s = click(click(s, "e4"), "g5");
        assert_eq!(sounds(&s), [], "the turn waits for its removal");
        let s = click(s, "h6");
        assert_eq!(sounds(&s), [Cue::Capture]);
        // A tafl king given an open line to the edge.
        let text = "11/11/5A5/11/11/2A2K2A2/11/11/5A5/1D9/11 a 0 1";
        let s = start(GameId::Tyr11).reduce(Action::LoadPosition(text.into()));
        assert!(s.ui.feedback.is_none(), "{:?}", s.ui.feedback);
        turns(s, &[("f9", "e9", Some(Cue::Check))]);
    }

    #[test]
    fn a_refused_click_buzzes() {
        let ox = "k9/k9/10/4p5/5p1p2/5P4/4F5/10/10/K8K w 0 1";
        let s = start(GameId::OdinsRune).reduce(Action::LoadPosition(ox.into()));
        let s = click(click(s, "e4"), "g5");
        let s = click(s, "a1");
        assert_eq!(sounds(&s), [Cue::Refused]);
        // Again: each refusal is heard.
        let s = click(s, "a1");
        assert_eq!(sounds(&s), [Cue::Refused]);
        // Putting a picked man down again is no refusal.
        let s = click(click(s.reduce(Action::Escape), "e4"), "e4");
        assert_eq!(sounds(&s), []);
    }

    #[test]
    fn undo_redo_and_earlier_positions_are_silent() {
        let m = Some(Cue::Move);
        let s = turns(start(GameId::Chess), &[("e2", "e4", m), ("d7", "d5", m), ("e4", "d5", Some(Cue::Capture))]);
        let s = s.reduce(Action::Undo);
        assert_eq!(s.table.moves.len(), 2);
        assert_eq!(sounds(&s), []);
        let s = s.reduce(Action::Redo);
        assert_eq!(s.table.moves.len(), 3);
        assert_eq!(sounds(&s), []);
        let mut s = s;
        for to in [ViewTo::Back, ViewTo::Start, ViewTo::Forward, ViewTo::Live] {
            s = s.reduce(Action::View(to));
            assert_eq!(sounds(&s), [], "{to:?}");
        }
        let s = s.reduce(Action::New);
        assert_eq!(sounds(&s), []);
    }

    #[test]
    fn no_sound_when_sound_is_off() {
        let quiet = |s: Rc<State>| {
            let mut settings = s.settings.clone();
            settings.sound = false;
            let s = s.reduce(Action::Settings(settings));
            let _ = s.effects.take();
            s
        };
        turns(
            quiet(start(GameId::Chess)),
            &[("f2", "f3", None), ("e7", "e5", None), ("g2", "g4", None), ("d8", "h4", None)],
        );
        turns(quiet(start(GameId::Chess)), &[("e2", "e4", None), ("d7", "d5", None), ("e4", "d5", None)]);
        let ox = "k9/k9/10/4p5/5p1p2/5P4/4F5/10/10/K8K w 0 1";
        let s = quiet(start(GameId::OdinsRune)).reduce(Action::LoadPosition(ox.into()));
        let s = click(click(click(s, "e4"), "g5"), "a1");
        assert!(s.ui.feedback.is_some(), "refused");
        assert_eq!(sounds(&s), []);
    }

    #[test]
    fn the_computers_turn_sounds_too() {
        let s =
            start(GameId::Chess).reduce(Action::Computer(ComputerAction::Set(Opponent { sides: vec![1], level: 1 })));
        let s = click(click(s, "e2"), "e4");
        assert_eq!(sounds(&s), [Cue::Move]);
        let job = s.job().expect("Black's turn is the computer's");
        let steps = vec![Step::Cell(cell(&s, "d7")), Step::Cell(cell(&s, "d5"))];
        let thought =
            Thought { notation: "d5".into(), steps, score: 0, depth: 3, nodes: 1, line: Vec::new(), lines: Vec::new() };
        let mut s = s.reduce(Action::Computer(ComputerAction::Thought { job, thought, done: true }));
        let mut heard = sounds(&s);
        for _ in 0..10 {
            if s.computer.showing.is_none() {
                break;
            }
            s = s.reduce(Action::Computer(ComputerAction::ShowNext));
            heard.extend(sounds(&s));
        }
        assert_eq!(s.table.moves, ["e4", "d5"]);
        assert_eq!(heard, [Cue::Move], "the computer's d5, once");
        // The player's capture, then the computer's.
        let s = click(click(s, "e4"), "d5");
        assert_eq!(sounds(&s), [Cue::Capture]);
    }
}
