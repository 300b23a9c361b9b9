//! The board's keys, on the focused cell: the arrows move the focus (along the board's own
//! directions, [`runeboard_engine::Geometry::navigate`]), Enter or Space clicks, M asks how the man
//! moves, D draws (twice: from a cell to a cell, [`super::pen::Drawing::key`]). What a key means is
//! a pure function; the handler ([`super::input`]) carries it out.

use runeboard_engine::NavDir;

use super::pointer::Mods;

/// What a key on a cell does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Key {
    /// Move the focus.
    Go(NavDir),
    /// A click on the cell.
    Click,
    /// How does the man here move?
    Ask,
    /// Begin or end a drawing here.
    Draw,
}

/// What `key` (the event's `key`) does with `mods` held; `None`: the board leaves it alone.
pub fn key(key: &str, mods: Mods) -> Option<Key> {
    let plain = !(mods.ctrl || mods.meta || mods.alt);
    Some(match key {
        "m" | "M" if plain => Key::Ask,
        "d" | "D" if plain => Key::Draw,
        "ArrowUp" => Key::Go(NavDir::Up),
        "ArrowDown" => Key::Go(NavDir::Down),
        "ArrowLeft" => Key::Go(NavDir::Left),
        "ArrowRight" => Key::Go(NavDir::Right),
        "Enter" | " " => Key::Click,
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_on_a_cell() {
        let none = Mods::default();
        assert_eq!(key("ArrowLeft", none), Some(Key::Go(NavDir::Left)));
        assert_eq!(key("ArrowUp", Mods { shift: true, ..none }), Some(Key::Go(NavDir::Up)));
        assert_eq!(key(" ", none), Some(Key::Click));
        assert_eq!(key("Enter", none), Some(Key::Click));
        assert_eq!(key("M", Mods { shift: true, ..none }), Some(Key::Ask));
        assert_eq!(key("d", none), Some(Key::Draw));
        // Ctrl-D, Cmd-M, Alt-D are the browser's (a bookmark…), and other keys the page's.
        assert_eq!(key("d", Mods { ctrl: true, ..none }), None);
        assert_eq!(key("m", Mods { meta: true, ..none }), None);
        assert_eq!(key("d", Mods { alt: true, ..none }), None);
        assert_eq!(key("f", none), None);
        assert_eq!(key("Escape", none), None);
    }
}
