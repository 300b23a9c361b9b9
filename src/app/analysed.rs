//! What the page shows of the analysis, worked out from the state for the eval bar, the analysis
//! panel and the board's arrow.

use runeboard_engine::Step;
use yew::AttrValue;

use crate::state::State;

/// What the page shows of the analysis: the lines for the position shown, the bar (from the view
/// of the side at the bottom of the board) and the arrow of the best turn.
#[derive(Default)]
pub struct Analysed {
    pub on: bool,
    pub found: Option<(u32, Vec<crate::state::analysis::LineView>)>,
    pub failed: Option<AttrValue>,
    /// The bottom side's chance, per mille.
    pub chance: Option<u16>,
    pub text: AttrValue,
    pub label: AttrValue,
    pub best: Vec<runeboard_engine::CellId>,
}

impl Analysed {
    pub fn of(state: &State, to_move: usize, bottom: usize, players: usize) -> Analysed {
        if state.analysis_job().is_none() {
            return Analysed::default();
        }
        let found = state.analysis_lines();
        let top = found.as_ref().and_then(|(_, lines)| lines.first());
        // The mover's chance, turned round when the mover is at the top (two players).
        let theirs = players == 2 && to_move != bottom;
        let chance = top.map(|l| if theirs { 1000 - l.chance.min(1000) } else { l.chance });
        let text = match top {
            Some(l) => match l.wins_in {
                Some(n) => format!("#{}", if theirs { -n } else { n }),
                None => format!("{}", (u32::from(chance.unwrap_or(500)) + 5) / 10),
            },
            None => String::new(),
        };
        let label = match (top, chance) {
            (Some(_), Some(c)) => format!(
                "Evaluation: the side at the bottom wins {}% of the time{}",
                (u32::from(c) + 5) / 10,
                if text.starts_with('#') { format!(" ({text})") } else { String::new() }
            ),
            _ => "Evaluation: thinking".to_string(),
        };
        let best = top
            .map(|l| l.steps.iter().filter_map(|s| if let Step::Cell(c) = s { Some(*c) } else { None }).collect())
            .unwrap_or_default();
        Analysed {
            on: true,
            failed: state.analysis_failed().map(|f| AttrValue::from(f.to_string())),
            found,
            chance,
            text: text.into(),
            label: label.into(),
            best,
        }
    }
}
