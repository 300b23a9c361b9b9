//! A timed record imports with its clocks.

use runeboard_engine::clock::End;
use runeboard_engine::GameId;
use yew::Reducible;

use crate::model::saved::Stored;
use crate::state::tests::start;
use crate::state::Action;

#[test]
fn a_timed_record_imports_with_its_clocks() {
    let text =
        "Game: keltic\nTimeControl: 600+5\nTermination: resigned 1\n\n1. e4 {[%clk 0:10:03]} dxe4 {[%clk 0:09:01.6]}\n";
    let s = start(GameId::Keltic).reduce(Action::Import { text: text.into(), stored: Stored::default() });
    assert_eq!(s.table.moves, ["e4", "dxe4"]);
    let clock = s.timing.clock.as_ref().expect("the record's clock");
    assert_eq!(clock.shown(0, 0).ms, 603_000);
    assert_eq!(clock.shown(1, 0).ms, 541_600);
    assert!(!clock.running());
    assert_eq!(s.timing.end, Some(End::Resigned { loser: 1 }));
    // A record without a time control has no clock.
    let s = s.reduce(Action::Import { text: "Game: keltic\n\n1. e4\n".into(), stored: Stored::default() });
    assert!(s.timing.clock.is_none() && s.timing.end.is_none());
}
