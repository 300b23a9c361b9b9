//! The teacher's board in the page's state: the drawings are kept in [`State::drawings`] (by
//! position) and shown on the position shown; the pure part (pens, shapes, the link's field) is
//! [`crate::model::drawings`].

pub use crate::model::drawings::{Drawings, Mark, Pen, Shape};

#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests {
    use std::rc::Rc;

    use runeboard_engine::GameId;
    use yew::Reducible;

    use super::super::tests::{cell, click, start};
    use super::*;
    use crate::model::saved::Stored;
    use crate::state::{Action, State, ViewTo};

    fn arrow(s: &State, from: &str, to: &str, pen: Pen) -> Mark {
        Mark { shape: Shape::between(cell(s, from), cell(s, to)), pen }
    }

    fn draw(s: Rc<State>, mark: Mark) -> Rc<State> {
        s.reduce(Action::Draw(mark))
    }

    #[test]
    fn drawings_stay_with_their_position_and_travel_in_the_link() {
        let s = start(GameId::Keltic);
        let a = arrow(&s, "e3", "e5", Pen::Green);
        let s = draw(s, a);
        let circle = arrow(&s, "d6", "d6", Pen::Red);
        let s = draw(s, circle);
        assert_eq!(s.marks(), [a, circle]);
        assert!(s.link().ends_with("&draw=g.e3.e5,r.d6"), "{}", s.link());
        // A turn played: the next position has none; taken back, they are there again.
        let s = click(click(s, "e3"), "e4");
        assert_eq!(s.table.moves, ["e4"]);
        assert!(s.marks().is_empty() && !s.link().contains("draw="));
        // (The click that played the turn cleared them first, as a click does.)
        let m = arrow(&s, "d6", "d5", Pen::Blue);
        let s = draw(s, m);
        let s = s.reduce(Action::View(ViewTo::Start));
        assert!(s.marks().is_empty(), "the click on e3 cleared the start's drawings");
        let s = s.reduce(Action::View(ViewTo::Live));
        assert_eq!(s.marks().len(), 1);
        let s = s.reduce(Action::Undo);
        assert!(s.marks().is_empty());
        let s = s.reduce(Action::Redo);
        assert_eq!(s.marks(), [arrow(&s, "d6", "d5", Pen::Blue)]);

        // Opened from its link, the position shows the same drawings.
        let link = s.link();
        let opened = Rc::new(State::open(&link, &Stored::default()));
        assert_eq!(opened.marks(), s.marks());
        assert_eq!(opened.table.moves, s.table.moves);
    }

    #[test]
    fn a_link_with_bad_drawings_opens_the_game_and_says_why() {
        let s = Rc::new(State::open("game=keltic&turns=e4&draw=g.e3.zz9", &Stored::default()));
        assert_eq!(s.table.moves, ["e4"]);
        assert!(s.marks().is_empty());
        let notice = format!("{:?}", s.ui.feedback);
        assert!(notice.contains("drawings in this link were left out") && notice.contains("zz9"), "{notice}");
    }

    #[test]
    fn the_pen_draws_instead_of_playing_and_escape_puts_it_down_then_clears() {
        let s = start(GameId::Keltic).reduce(Action::Pen(Some(Pen::Yellow)));
        let before = s.table.clone();
        let s = click(s, "e3");
        assert_eq!(s.table, before, "with the pen on, a click does not pick a man");
        let s = draw(s, arrow(&start(GameId::Keltic), "e3", "e5", Pen::Yellow));
        assert_eq!(s.marks().len(), 1);
        let s = s.reduce(Action::Escape);
        assert_eq!((s.ui.pen, s.marks().len()), (None, 1), "Escape puts the pen down first");
        let s = s.reduce(Action::Escape);
        assert!(s.marks().is_empty(), "then clears the drawings");
        // A plain click (pen down) clears them too, and still plays.
        let s = draw(s, arrow(&start(GameId::Keltic), "e3", "e5", Pen::Green));
        let s = click(s, "e3");
        assert!(s.marks().is_empty());
        assert_eq!(s.selected(), Some(cell(&s, "e3")));
        let s = draw(s, arrow(&start(GameId::Keltic), "e3", "e5", Pen::Green));
        assert!(s.reduce(Action::ClearDrawings).marks().is_empty());
    }
}
