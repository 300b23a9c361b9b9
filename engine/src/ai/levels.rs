//! The five levels. A weaker level looks less deep and picks at random among the turns that score
//! within its margin of the best, nearer ones likelier; it never throws away more than its margin
//! (at most one and a half pawns at level 1), and always takes a forced win it sees.

/// One level of play.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Level {
    /// 1 to 5.
    pub number: u8,
    pub name: &'static str,
    /// The deepest iteration (plies); every level also stops when its time is up.
    pub depth: u32,
    /// How far below the best score a chosen turn may be (100 ≈ a pawn).
    pub margin: i32,
}

/// The levels, weakest first.
pub const LEVELS: [Level; 5] = [
    Level { number: 1, name: "Beginner", depth: 1, margin: 150 },
    Level { number: 2, name: "Casual", depth: 2, margin: 60 },
    Level { number: 3, name: "Club", depth: 3, margin: 15 },
    Level { number: 4, name: "Strong", depth: 5, margin: 0 },
    Level { number: 5, name: "Strongest", depth: 64, margin: 0 },
];

/// The level the page offers first.
pub const DEFAULT_LEVEL: u8 = 3;

impl Level {
    /// Level `n` (1 to 5).
    pub fn get(n: u8) -> Option<Level> {
        LEVELS.iter().copied().find(|l| l.number == n)
    }
}
