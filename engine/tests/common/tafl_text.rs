//! Position text for tafl tests, built from a list of men.

use runeboard_engine::game::Game;
use runeboard_engine::games::tafl::{Tafl, TaflPos};

pub fn pos(game: &Tafl, text: &str) -> TaflPos {
    game.parse_position(text).unwrap_or_else(|e| panic!("{text}: {e}")).0
}

/// Position text for a board of `size` with the given men (square, letter) and side (`a`/`d`).
pub fn board(size: usize, men: &[(&str, char)], side: char) -> String {
    let mut grid = vec![vec!['.'; size]; size];
    for (sq, letter) in men {
        let file = usize::from(sq.as_bytes()[0] - b'a');
        let rank: usize = sq[1..].parse().expect("rank");
        grid[rank - 1][file] = *letter;
    }
    let rows: Vec<String> = (0..size)
        .rev()
        .map(|r| {
            let mut row = String::new();
            let mut run = 0;
            for &c in &grid[r] {
                if c == '.' {
                    run += 1;
                } else {
                    if run > 0 {
                        row.push_str(&run.to_string());
                        run = 0;
                    }
                    row.push(c);
                }
            }
            if run > 0 {
                row.push_str(&run.to_string());
            }
            row
        })
        .collect();
    format!("{} {side} 0 1", rows.join("/"))
}
