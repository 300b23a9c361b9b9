//! The starting positions (`docs/rules/tafl.md`), kept as board diagrams so that they can be
//! checked by eye and corrected if the original diagrams turn up. **They are a reconstruction**: the
//! source says only that the men start "scattered around the board".
//!
//! Format: one line per rank from the top, the rank number then one token per square (`.` empty, `K`
//! king, `D` defender, `A` attacker, `C`/`c` defender/attacker commander, `V`/`v` defender/attacker
//! V-man); the file letters may follow on a last line. Attackers move first.

/// Tyr Tafl 11×11.
pub const TYR_11: &str = "\
 11  . . . . . . . . . . .
 10  . . A . . A . . A . .
  9  . A A . A . A . A A .
  8  . . . D . D . D . . .
  7  . . A . D . D . A . .
  6  . A . D . K . D . A .
  5  . . A . D . D . A . .
  4  . . . D . D . D . . .
  3  . A A . A . A . A A .
  2  . . A . . A . . A . .
  1  . . . . . . . . . . .
     a b c d e f g h i j k
";

/// Odin Tafl 11×11.
pub const ODIN_11: &str = "\
 11  . . . . . . . . . . .
 10  . . A . . c . . A . .
  9  . A v . A . A . v A .
  8  . . . V . C . V . . .
  7  . . A . D . D . A . .
  6  . c . C . K . C . c .
  5  . . A . D . D . A . .
  4  . . . V . C . V . . .
  3  . A v . A . A . v A .
  2  . . A . . c . . A . .
  1  . . . . . . . . . . .
     a b c d e f g h i j k
";

/// Tyr Tafl 15×15.
pub const TYR_15: &str = "\
 15  . . . . . . . . . . . . . . .
 14  . . . . . . A A A . . . . . .
 13  . . . A A . . A . . A A . . .
 12  . . A A . . . A . . . A A . .
 11  . . A . . . D . D . . . A . .
 10  . . . . . D . D . D . . . . .
  9  . A . . D . D . D . D . . A .
  8  . A A A . D . K . D . A A A .
  7  . A . . D . D . D . D . . A .
  6  . . . . . D . D . D . . . . .
  5  . . A . . . D . D . . . A . .
  4  . . A A . . . A . . . A A . .
  3  . . . A A . . A . . A A . . .
  2  . . . . . . A A A . . . . . .
  1  . . . . . . . . . . . . . . .
     a b c d e f g h i j k l m n o
";

/// Odin Tafl 15×15.
pub const ODIN_15: &str = "\
 15  . . . . . . . . . . . . . . .
 14  . . . . . . A A A . . . . . .
 13  . . . A A . . A . . A A . . .
 12  . . A v . . . c . . . v A . .
 11  . . A . . . D . D . . . A . .
 10  . . . . . V . C . V . . . . .
  9  . A . . D . D . D . D . . A .
  8  . A A c . C . K . C . c A A .
  7  . A . . D . D . D . D . . A .
  6  . . . . . V . C . V . . . . .
  5  . . A . . . D . D . . . A . .
  4  . . A v . . . c . . . v A . .
  3  . . . A A . . A . . A A . . .
  2  . . . . . . A A A . . . . . .
  1  . . . . . . . . . . . . . . .
     a b c d e f g h i j k l m n o
";

/// Tyr Tafl 17×17.
pub const TYR_17: &str = "\
 17  . . . . . . . . . . . . . . . . .
 16  . . . . . . . . A . . . . . . . .
 15  . . . . . A . A A A . A . . . . .
 14  . . . A A A . . . . . A A A . . .
 13  . . . A A . . . D . . . A A . . .
 12  . . A A . . . D . D . . . A A . .
 11  . . . . . . D . D . D . . . . . .
 10  . . A . . D . D . D . D . . A . .
  9  . A A . D . D . K . D . D . A A .
  8  . . A . . D . D . D . D . . A . .
  7  . . . . . . D . D . D . . . . . .
  6  . . A A . . . D . D . . . A A . .
  5  . . . A A . . . D . . . A A . . .
  4  . . . A A A . . . . . A A A . . .
  3  . . . . . A . A A A . A . . . . .
  2  . . . . . . . . A . . . . . . . .
  1  . . . . . . . . . . . . . . . . .
     a b c d e f g h i j k l m n o p q
";

/// Odin Tafl 17×17.
pub const ODIN_17: &str = "\
 17  . . . . . . . . . . . . . . . . .
 16  . . . . . . . . A . . . . . . . .
 15  . . . . . A . A c A . A . . . . .
 14  . . . A A A . . . . . A A A . . .
 13  . . . A v . . . C . . . v A . . .
 12  . . A A . . . D . D . . . A A . .
 11  . . . . . . V . D . V . . . . . .
 10  . . A . . D . D . D . D . . A . .
  9  . A c . C . D . K . D . C . c A .
  8  . . A . . D . D . D . D . . A . .
  7  . . . . . . V . D . V . . . . . .
  6  . . A A . . . D . D . . . A A . .
  5  . . . A v . . . C . . . v A . . .
  4  . . . A A A . . . . . A A A . . .
  3  . . . . . A . A c A . A . . . . .
  2  . . . . . . . . A . . . . . . . .
  1  . . . . . . . . . . . . . . . . .
     a b c d e f g h i j k l m n o p q
";
