//! The kite board against the reconstruction's own tables (`docs/rules/spindecision-beryl.md`):
//! the engine builds every table from lattice arithmetic; the tables below are the spec's
//! Appendix A (all 39 cells), Appendix B (move counts), Appendix C (White's pawn steps) and the
//! ring table of §1.5, transcribed verbatim and parsed here.

/// The reconstruction's Appendix A.
const APPENDIX_A: &str = r"
| id | cell | V | X1, X2 | orient. | colour | side neighbours (rook steps) | bishop: short-diag rays | bishop: long-diag rays (via V / via C) | knight | king |
| 0 | **a1b** | (1,0) | (0,1), (1,1) | 270° | II | a1l a1r b1l | – ‖ b1t c1b d1t e1b | – ‖ a2t | c1l c2l | a1l a1r b1l b1t a2t |
| 1 | **a1l** | (0,1) | (1,0), (1,1) | 150° | III | a1b a1r a2l | – ‖ a2r b2l b3r c3l | – ‖ b1r | b2b c2l | a1b a1r b1r a2l a2r |
| 2 | **a1r** | (1,1) | (1,0), (0,1) | 30° | I | a1b a1l b1t a2r | b1l ‖ a2l | c2l d2r ‖ – | c1b b2l c2r c2t | a1b a1l b1l b1t a2l a2r c2l |
| 3 | **b1l** | (1,0) | (2,0), (1,1) | 210° | I | a1b b1r b1t | – ‖ a1r a2l | – ‖ c1r e2l | a2r b2b | a1b a1r b1r b1t c1r |
| 4 | **b1r** | (2,0) | (1,0), (1,1) | 330° | III | b1l b1t c1b | – ‖ c1l c2r d2l d3r | – ‖ a1l | d1t b2b c2l | a1l b1l b1t c1b c1l |
| 5 | **b1t** | (1,1) | (1,0), (2,0) | 90° | II | a1r b1l b1r c1l | a1b ‖ c1b d1t e1b | b2b b3t ‖ – | d1l a2l b2l b2r c2r | a1b a1r b1l b1r c1b c1l b2b |
| 6 | **c1b** | (2,0) | (1,1), (2,1) | 270° | II | b1r c1l c1r d1l | b1t a1b ‖ d1t e1b | – ‖ c2t c3b | a1r e1l a2r e2l | b1r b1t c1l c1r d1l d1t c2t |
| 7 | **c1l** | (1,1) | (2,0), (2,1) | 150° | III | b1t c1b c1r c2l | b1r ‖ c2r d2l d3r | a2r ‖ d1r | a1b a2l a2t b2r d2b e2l | b1r b1t c1b c1r d1r a2r c2l c2r |
| 8 | **c1r** | (2,1) | (2,0), (1,1) | 30° | I | c1b c1l d1t c2r | d1l ‖ c2l b2r b3l | e2l ‖ b1l | e1b a2r b2b d2l e2r e2t | b1l c1b c1l d1l d1t c2l c2r e2l |
| 9 | **d1l** | (2,0) | (3,0), (2,1) | 210° | I | c1b d1r d1t | – ‖ c1r c2l b2r b3l | – ‖ e1r | b1t c2r d2b | c1b c1r d1r d1t e1r |
| 10 | **d1r** | (3,0) | (2,0), (2,1) | 330° | III | d1l d1t e1b | – ‖ e1l e2r | – ‖ c1l a2r | d2b e2l | c1l d1l d1t e1b e1l |
| 11 | **d1t** | (2,1) | (2,0), (3,0) | 90° | II | c1r d1l d1r e1l | c1b b1t a1b ‖ e1b | d2b d3t ‖ – | b1r c2l d2l d2r e2r | c1b c1r d1l d1r e1b e1l d2b |
| 12 | **e1b** | (3,0) | (2,1), (3,1) | 270° | II | d1r e1l e1r | d1t c1b b1t a1b ‖ – | – ‖ e2t | c1r c2r | d1r d1t e1l e1r e2t |
| 13 | **e1l** | (2,1) | (3,0), (3,1) | 150° | III | d1t e1b e1r e2l | d1r ‖ e2r | c2r b2l ‖ – | c1b c2l c2t d2r | d1r d1t e1b e1r c2r e2l e2r |
| 14 | **e1r** | (3,1) | (3,0), (2,1) | 30° | I | e1b e1l e2r | – ‖ e2l d2r d3l c3r | – ‖ d1l | c2r d2b | d1l e1b e1l e2l e2r |
| 15 | **a2l** | (0,1) | (1,1), (0,2) | 210° | I | a1l a2r a2t | a1r b1l ‖ – | – ‖ b2r d3l | b1t c1l | a1l a1r a2r a2t b2r |
| 16 | **a2r** | (1,1) | (0,1), (0,2) | 330° | III | a1r a2l a2t b2b | a1l ‖ b2l b3r c3l | c1l d1r ‖ – | b1l c1b c1r c2t b3l | a1l a1r c1l a2l a2t b2b b2l |
| 17 | **a2t** | (0,2) | (0,1), (1,1) | 90° | II | a2l a2r b2l | – ‖ b2b c2t d2b e2t | – ‖ a1b | c1l c2l b3r | a1b a2l a2r b2b b2l |
| 18 | **b2b** | (1,1) | (0,2), (1,2) | 270° | II | a2r b2l b2r c2l | a2t ‖ c2t d2b e2t | b1t ‖ b3t | a1l b1l b1r c1r d2l d3l | b1t a2r a2t b2l b2r c2l c2t b3t |
| 19 | **b2l** | (0,2) | (1,1), (1,2) | 150° | III | a2t b2b b2r b3l | a2r a1l ‖ b3r c3l | – ‖ c2r e1l | a1r b1t c3b d3l | a2r a2t b2b b2r c2r b3l b3r |
| 20 | **b2r** | (1,2) | (1,1), (0,2) | 30° | I | b2b b2l c2t b3r | c2l c1r d1l ‖ b3l | d3l ‖ a2l | b1t c1l d2b c3l d3r d3t | a2l b2b b2l c2l c2t b3l b3r d3l |
| 21 | **c2l** | (1,1) | (2,1), (1,2) | 210° | I | c1l b2b c2r c2t | c1r d1l ‖ b2r b3l | a1r ‖ d2r | a1b a1l b1r d1t e1l a2t b3r c3b | a1r c1l c1r b2b b2r c2r c2t d2r |
| 22 | **c2r** | (2,1) | (1,1), (1,2) | 330° | III | c1r c2l c2t d2b | c1l b1r ‖ d2l d3r | e1l ‖ b2l | a1r b1t d1l e1b e1r e2t c3b d3l | c1l c1r e1l b2l c2l c2t d2b d2l |
| 23 | **c2t** | (1,2) | (1,1), (2,1) | 90° | II | b2r c2l c2r d2l | b2b a2t ‖ d2b e2t | c3b ‖ c1b | a1r e1l a2r e2l b3l c3l c3r d3r | c1b b2b b2r c2l c2r d2b d2l c3b |
| 24 | **d2b** | (2,1) | (1,2), (2,2) | 270° | II | c2r d2l d2r e2l | c2t b2b a2t ‖ e2t | d1t ‖ d3t | c1l d1l d1r e1r b2r b3r | d1t c2r c2t d2l d2r e2l e2t d3t |
| 25 | **d2l** | (1,2) | (2,1), (2,2) | 150° | III | c2t d2b d2r d3l | c2r c1l b1r ‖ d3r | b3r ‖ e2r | c1r d1t b2b b3l b3t c3r | c2r c2t d2b d2r e2r b3r d3l d3r |
| 26 | **d2r** | (2,2) | (2,1), (1,2) | 30° | I | d2b d2l e2t d3r | e2l e1r ‖ d3l c3r | – ‖ c2l a1r | d1t e1l b3r c3b | c2l d2b d2l e2l e2t d3l d3r |
| 27 | **e2l** | (2,1) | (3,1), (2,2) | 210° | I | e1l d2b e2r e2t | e1r ‖ d2r d3l c3r | c1r b1l ‖ – | c1b c1l d1r c2t d3r | c1r e1l e1r d2b d2r e2r e2t |
| 28 | **e2r** | (3,1) | (2,1), (2,2) | 330° | III | e1r e2l e2t | e1l d1r ‖ – | – ‖ d2l b3r | c1r d1t | e1l e1r d2l e2l e2t |
| 29 | **e2t** | (2,2) | (2,1), (3,1) | 90° | II | d2r e2l e2r | d2b c2t b2b a2t ‖ – | – ‖ e1b | c1r c2r d3l | e1b d2b d2r e2l e2r |
| 30 | **b3l** | (0,2) | (1,2), (0,3) | 210° | I | b2l b3r b3t | b2r c2l c1r d1l ‖ – | – ‖ c3r | a2r c2t d2l | b2l b2r b3r b3t c3r |
| 31 | **b3r** | (1,2) | (0,2), (0,3) | 330° | III | b2r b3l b3t c3b | b2l a2r a1l ‖ c3l | d2l e2r ‖ – | a2t c2l d2b d2r d3t | b2l b2r d2l b3l b3t c3b c3l |
| 32 | **b3t** | (0,3) | (0,2), (1,2) | 90° | II | b3l b3r c3l | – ‖ c3b d3t | – ‖ b2b b1t | d2l d3l | b2b b3l b3r c3b c3l |
| 33 | **c3b** | (1,2) | (0,3), (1,3) | 270° | II | b3r c3l c3r d3l | b3t ‖ d3t | c2t c1b ‖ – | b2l c2l c2r d2r | c2t b3r b3t c3l c3r d3l d3t |
| 34 | **c3l** | (0,3) | (1,2), (1,3) | 150° | III | b3t c3b c3r | b3r b2l a2r a1l ‖ – | – ‖ d3r | b2r c2t | b3r b3t c3b c3r d3r |
| 35 | **c3r** | (1,3) | (1,2), (0,3) | 30° | I | c3b c3l d3t | d3l d2r e2l e1r ‖ – | – ‖ b3l | c2t d2l | b3l c3b c3l d3l d3t |
| 36 | **d3l** | (1,2) | (2,2), (1,3) | 210° | I | d2l c3b d3r d3t | d2r e2l e1r ‖ c3r | b2r a2l ‖ – | b2b b2l c2r e2t b3t | b2r d2l d2r c3b c3r d3r d3t |
| 37 | **d3r** | (2,2) | (1,2), (1,3) | 330° | III | d2r d3l d3t | d2l c2r c1l b1r ‖ – | – ‖ c3l | b2r c2t e2l | d2l d2r c3l d3l d3t |
| 38 | **d3t** | (1,3) | (1,2), (2,2) | 90° | II | c3r d3l d3r | c3b b3t ‖ – | – ‖ d2b d1t | b2r b3r | d2b c3b c3r d3l d3r |
";

/// The reconstruction's Appendix B.
const APPENDIX_B: &str = r"
| cell | R | B | N | K | pawn A: moves / captures | pawn B | pawn C |
| a1b | 13 | 5 | 2 | 5 | 2/2 | 1/1 | 1/0 |
| a1l | 13 | 5 | 2 | 5 | 2/2 | 1/0 | 1/1 |
| a1r | 6 | 4 | 4 | 7 | 2/1 | 2/1 | 2/1 |
| b1l | 15 | 4 | 2 | 5 | 2/2 | 1/1 | 0/0 |
| b1r | 13 | 5 | 3 | 5 | 1/1 | 2/2 | 0/0 |
| b1t | 8 | 6 | 5 | 7 | 1/2 | 1/2 | 2/2 |
| c1b | 21 | 6 | 4 | 7 | 2/2 | 2/2 | 2/0 |
| c1l | 15 | 6 | 6 | 8 | 2/2 | 2/1 | 2/2 |
| c1r | 15 | 6 | 6 | 8 | 2/1 | 2/2 | 2/2 |
| d1l | 13 | 5 | 3 | 5 | 2/2 | 1/1 | 0/0 |
| d1r | 15 | 4 | 2 | 5 | 1/1 | 2/2 | 0/0 |
| d1t | 8 | 6 | 5 | 7 | 1/2 | 1/2 | 2/2 |
| e1b | 13 | 5 | 2 | 5 | 1/1 | 2/2 | 1/0 |
| e1l | 6 | 4 | 4 | 7 | 2/1 | 2/1 | 2/1 |
| e1r | 13 | 5 | 2 | 5 | 1/0 | 2/2 | 1/1 |
| a2l | 15 | 4 | 2 | 5 | 2/2 | 0/0 | 1/1 |
| a2r | 8 | 6 | 5 | 7 | 1/2 | 2/2 | 1/2 |
| a2t | 13 | 5 | 3 | 5 | 1/1 | 0/0 | 2/2 |
| b2b | 15 | 6 | 6 | 8 | 2/2 | 2/2 | 2/1 |
| b2l | 21 | 6 | 4 | 7 | 2/2 | 2/0 | 2/2 |
| b2r | 15 | 6 | 6 | 8 | 2/1 | 2/2 | 2/2 |
| c2l | 21 | 6 | 8 | 8 | 2/3 | 1/2 | 1/2 |
| c2r | 21 | 6 | 8 | 8 | 1/2 | 2/3 | 1/2 |
| c2t | 21 | 6 | 8 | 8 | 1/2 | 1/2 | 2/3 |
| d2b | 15 | 6 | 6 | 8 | 2/2 | 2/2 | 2/1 |
| d2l | 15 | 6 | 6 | 8 | 2/2 | 2/1 | 2/2 |
| d2r | 21 | 6 | 4 | 7 | 2/0 | 2/2 | 2/2 |
| e2l | 8 | 6 | 5 | 7 | 2/2 | 1/2 | 1/2 |
| e2r | 15 | 4 | 2 | 5 | 0/0 | 2/2 | 1/1 |
| e2t | 13 | 5 | 3 | 5 | 0/0 | 1/1 | 2/2 |
| b3l | 13 | 5 | 3 | 5 | 2/2 | 0/0 | 1/1 |
| b3r | 8 | 6 | 5 | 7 | 1/2 | 2/2 | 1/2 |
| b3t | 15 | 4 | 2 | 5 | 1/1 | 0/0 | 2/2 |
| c3b | 6 | 4 | 4 | 7 | 2/1 | 2/1 | 2/1 |
| c3l | 13 | 5 | 2 | 5 | 1/1 | 1/0 | 2/2 |
| c3r | 13 | 5 | 2 | 5 | 1/0 | 1/1 | 2/2 |
| d3l | 8 | 6 | 5 | 7 | 2/2 | 1/2 | 1/2 |
| d3r | 13 | 5 | 3 | 5 | 0/0 | 2/2 | 1/1 |
| d3t | 15 | 4 | 2 | 5 | 0/0 | 1/1 | 2/2 |
";

/// The reconstruction's Appendix C.
const APPENDIX_C: &str = r"
| cell | moves | captures |
| a1b | a1r b1l | b1t a2t |
| a1l | a1r a2l | b1r a2r |
| b1l | b1r b1t | a1r c1r |
| a2l | a2r a2t | a1r b2r |
| a1r | b1t a2r | c2l |
| b1r | c1b | c1l |
| b1t | c1l | c1b b2b |
| a2r | b2b | c1l b2l |
| a2t | b2l | b2b |
| c1b | c1r d1l | d1t c2t |
| c1l | c1r c2l | d1r c2r |
| b2b | b2r c2l | c2t b3t |
| b2l | b2r b3l | c2r b3r |
| d1l | d1r d1t | c1r e1r |
| c2l | c2r c2t | c1r b2r d2r |
| b3l | b3r b3t | b2r c3r |
| c1r | d1t c2r | e2l |
| b2r | c2t b3r | d3l |
| d1r | e1b | e1l |
| d1t | e1l | e1b d2b |
| c2r | d2b | e1l d2l |
| c2t | d2l | d2b c3b |
| b3r | c3b | d2l c3l |
| b3t | c3l | c3b |
| e1b | e1r | e2t |
| e1l | e1r e2l | e2r |
| d2b | d2r e2l | e2t d3t |
| d2l | d2r d3l | e2r d3r |
| c3b | c3r d3l | d3t |
| c3l | c3r | d3r |
| e2l | e2r e2t | e1r d2r |
| d3l | d3r d3t | d2r c3r |
| e1r | e2r | – |
| d2r | e2t d3r | – |
| c3r | d3t | – |
| e2r (promotion) | – | – |
| e2t (promotion) | – | – |
| d3r (promotion) | – | – |
| d3t (promotion) | – | – |
";

/// The reconstruction's ring table.
const RINGS: &str = r"
| vertex X | closed? | size | cells in ring order |
| (0,1) | open | 4 | a1b a1r a2r a2t |
| (0,2) | open | 6 | a2l a2r b2b b2r b3r b3t |
| (0,3) | open | 4 | b3l b3r c3b c3r |
| (1,0) | open | 4 | a1l a1r b1t b1r |
| (1,1) | closed | 12 | a1b a1l a2l a2t b2l b2r c2t c2r c1r c1b b1r b1l |
| (1,2) | closed | 12 | b2b b2l b3l b3t c3l c3r d3t d3r d2r d2b c2r c2l |
| (1,3) | open | 4 | c3l c3b d3l d3r |
| (2,0) | open | 6 | b1l b1t c1l c1r d1t d1r |
| (2,1) | closed | 12 | c1b c1l c2l c2t d2l d2r e2t e2r e1r e1b d1r d1l |
| (2,2) | open | 6 | e2r e2l d2b d2l d3l d3t |
| (3,0) | open | 4 | d1l d1t e1l e1r |
| (3,1) | open | 4 | e1b e1l e2l e2t |
";

mod common;

use std::collections::{BTreeSet, HashSet};

use common::sorted;

use runeboard_engine::games::beryl::board as kite_board;
use runeboard_engine::games::beryl::board::{mirror, rot120, Board, Pt, CELLS};
use runeboard_engine::geometry::{NavDir, Shade};

fn b() -> &'static Board {
    kite_board::board()
}

/// The rows of a markdown table (header dropped), as trimmed fields without `**`.
fn rows(table: &str) -> Vec<Vec<String>> {
    table
        .lines()
        .filter(|l| l.starts_with('|'))
        .skip(1)
        .map(|l| l.trim_matches('|').split('|').map(|f| f.trim().replace("**", "")).collect())
        .collect()
}

fn id(name: &str) -> usize {
    usize::from(b().parse_cell(name).unwrap_or_else(|| panic!("no cell {name}")))
}

/// Cell names separated by spaces (`–` = none) as ids, in order.
fn ids(list: &str) -> Vec<usize> {
    list.split_whitespace().filter(|s| *s != "–" && *s != "-").map(id).collect()
}

fn names(cells: &[usize]) -> Vec<&'static str> {
    cells.iter().map(|&c| b().name(c)).collect()
}

/// `–‖ b1t c1b` → two rays.
fn two_rays(s: &str) -> (Vec<usize>, Vec<usize>) {
    let (l, r) = s.split_once('‖').unwrap_or_else(|| panic!("two rays in {s}"));
    (ids(l), ids(r))
}

fn pt(s: &str) -> Pt {
    let inner = s.trim().trim_start_matches('(').trim_end_matches(')');
    let (a, b) = inner.split_once(',').unwrap_or_else(|| panic!("a point: {s}"));
    (a.trim().parse().expect("a number"), b.trim().parse().expect("a number"))
}

fn ray(cells: &[u8]) -> Vec<usize> {
    cells.iter().map(|&c| usize::from(c)).collect()
}

fn rook_targets(c: usize) -> Vec<usize> {
    sorted(b().rook_rays(c).iter().flat_map(|r| ray(r.as_slice())))
}

fn bishop_targets(c: usize) -> Vec<usize> {
    sorted(b().bishop_rays(c).iter().flat_map(|r| ray(r.as_slice())))
}

fn side_neighbours(c: usize) -> Vec<usize> {
    sorted(b().rook_rays(c).iter().filter_map(|r| r.as_slice().first().map(|&x| usize::from(x))))
}

#[test]
fn appendix_a_every_cell() {
    let table = rows(APPENDIX_A);
    assert_eq!(table.len(), CELLS);
    for row in &table {
        let cell: usize = row[0].parse().expect("an id");
        let k = &b().kites[cell];
        assert_eq!(k.name, row[1], "name of id {cell}");
        assert_eq!(k.v, pt(&row[2]), "V of {}", row[1]);
        let (x1, x2) = row[3].split_once("), ").expect("X1, X2");
        assert_eq!((k.x1, k.x2), (pt(&format!("{x1})")), pt(x2)), "X1, X2 of {}", row[1]);
        assert_eq!(format!("{}°", k.orientation), row[4], "orientation of {}", row[1]);
        let class = match row[5].as_str() {
            "I" => 0,
            "II" => 1,
            "III" => 2,
            other => panic!("class {other}"),
        };
        assert_eq!(k.class, class, "colour of {}", row[1]);
        assert_eq!(b().geometry.cells[cell].shade, Shade::KITE[usize::from(class)], "shade of {}", row[1]);
        assert_eq!(names(&side_neighbours(cell)), names(&ids(&row[6])), "side neighbours of {}", row[1]);
        let rays = b().bishop_rays(cell);
        let (s1, s2) = two_rays(&row[7]);
        assert_eq!(names(&ray(rays[0].as_slice())), names(&s1), "short diagonal via M(V,X1) of {}", row[1]);
        assert_eq!(names(&ray(rays[1].as_slice())), names(&s2), "short diagonal via M(V,X2) of {}", row[1]);
        let (l1, l2) = two_rays(&row[8]);
        assert_eq!(names(&ray(rays[2].as_slice())), names(&l1), "long diagonal via V of {}", row[1]);
        assert_eq!(names(&ray(rays[3].as_slice())), names(&l2), "long diagonal via C of {}", row[1]);
        assert_eq!(names(&ray(b().knight(cell))), names(&ids(&row[9])), "knight of {}", row[1]);
        assert_eq!(names(&ray(b().king(cell))), names(&ids(&row[10])), "king of {}", row[1]);
    }
}

#[test]
fn appendix_b_move_counts() {
    let table = rows(APPENDIX_B);
    assert_eq!(table.len(), CELLS);
    for row in &table {
        let c = id(&row[0]);
        let n = |i: usize| row[i].parse::<usize>().expect("a count");
        assert_eq!(rook_targets(c).len(), n(1), "rook on {}", row[0]);
        assert_eq!(bishop_targets(c).len(), n(2), "bishop on {}", row[0]);
        assert_eq!(b().knight(c).len(), n(3), "knight on {}", row[0]);
        assert_eq!(b().king(c).len(), n(4), "king on {}", row[0]);
        for army in 0..3 {
            let want = format!("{}/{}", b().pawn_steps(army, c).len(), b().pawn_takes(army, c).len());
            assert_eq!(want, row[5 + army], "pawn of army {army} on {}", row[0]);
        }
    }
}

#[test]
fn appendix_c_white_pawn_steps_and_promotion_zones() {
    let table = rows(APPENDIX_C);
    assert_eq!(table.len(), CELLS);
    for row in &table {
        let name = row[0].split_whitespace().next().expect("a cell");
        let c = id(name);
        assert_eq!(names(&ray(b().pawn_steps(0, c))), names(&sorted(ids(&row[1]))), "White pawn moves from {name}");
        assert_eq!(names(&ray(b().pawn_takes(0, c))), names(&sorted(ids(&row[2]))), "White pawn takes from {name}");
        assert_eq!(b().promotes(0, c), row[0].contains("promotion"), "promotion on {name}");
    }
    for (army, zone) in [(0, "e2r e2t d3r d3t"), (1, "a2l a2t b3l b3t"), (2, "b1l b1r d1l d1r")] {
        let got: Vec<usize> = (0..CELLS).filter(|&c| b().promotes(army, c)).collect();
        assert_eq!(names(&got), names(&sorted(ids(zone))), "promotion zone of army {army}");
        // Every other cell has a forward step, so a pawn is never stranded on an empty board.
        for c in (0..CELLS).filter(|&c| !b().promotes(army, c)) {
            assert!(!b().pawn_steps(army, c).is_empty(), "army {army} pawn stranded on {}", b().name(c));
        }
    }
}

#[test]
fn the_twelve_rings() {
    let table = rows(RINGS);
    assert_eq!(table.len(), 12);
    assert_eq!(b().rings.len(), 12);
    for row in &table {
        let vertex = pt(&row[0]);
        let ring = b().rings.iter().find(|r| r.vertex == vertex).unwrap_or_else(|| panic!("ring {vertex:?}"));
        let want = ids(&row[3]);
        assert_eq!(ring.closed, row[1] == "closed", "ring {vertex:?} closed");
        assert_eq!(ring.cells.len(), row[2].parse::<usize>().expect("size"), "ring {vertex:?} size");
        let got = ray(&ring.cells);
        // Same cyclic order (closed: from any cell) or path (open: from either end), either way round.
        let n = want.len();
        let mut back = got.clone();
        back.reverse();
        let shifts = if ring.closed { n } else { 1 };
        let matches = (0..shifts).any(|k| {
            let turn = |v: &[usize]| -> Vec<usize> { (0..n).map(|i| v[(i + k) % n]).collect() };
            turn(&got) == want || turn(&back) == want
        });
        assert!(matches, "ring {vertex:?}: {:?} vs {:?}", names(&got), names(&want));
    }
    for c in 0..CELLS {
        let on = b().rings.iter().filter(|r| r.cells.contains(&(c as u8))).count();
        assert_eq!(on, 2, "{} lies on two rings", b().name(c));
    }
    let mut hubs: Vec<Pt> = b().rings.iter().filter(|r| r.closed).map(|r| r.vertex).collect();
    hubs.sort_unstable();
    assert_eq!(hubs, vec![(1, 1), (1, 2), (2, 1)]);
}

#[test]
fn rook_slides_round_its_two_rings_never_a_full_circle() {
    // The reconstruction's check tables: full lists for c2l and b1l.
    let c2l_rook = "c1b c1l d1l d1r e1b e1r b2b b2l c2r c2t d2b d2l d2r e2r e2t b3l b3t c3l c3r d3r d3t";
    assert_eq!(names(&rook_targets(id("c2l"))), names(&sorted(ids(c2l_rook))));
    let b1l_rook = "a1b a1l b1r b1t c1b c1l c1r d1r d1t a2l a2t b2l b2r c2r c2t";
    assert_eq!(names(&rook_targets(id("b1l"))), names(&sorted(ids(b1l_rook))));
    for ring in b().rings.iter() {
        for &c in &ring.cells {
            let c = usize::from(c);
            let k = &b().kites[c];
            let on_x1 = ring.vertex == k.x1;
            let (r1, r2) = if on_x1 { (0, 1) } else { (2, 3) };
            let rays = b().rook_rays(c);
            let (a, z) = (ray(rays[r1].as_slice()), ray(rays[r2].as_slice()));
            let others: BTreeSet<usize> = ring.cells.iter().map(|&x| usize::from(x)).filter(|&x| x != c).collect();
            if ring.closed {
                // Each way round reaches the 11 other cells, the start never.
                assert_eq!(a.len(), 11);
                assert_eq!(a.iter().copied().collect::<BTreeSet<_>>(), others);
                let mut back = z.clone();
                back.reverse();
                assert_eq!(a, back, "the two ways round are each other's reverse");
            } else {
                let union: BTreeSet<usize> = a.iter().chain(&z).copied().collect();
                assert_eq!(union, others);
                assert_eq!(a.len() + z.len(), ring.cells.len() - 1);
            }
        }
    }
    // The rook's first steps are the four side neighbours (two of them are the siblings).
    for c in 0..CELLS {
        let sibs = (0..CELLS).filter(|&x| x != c && b().kites[x].tri == b().kites[c].tri);
        for s in sibs {
            assert!(side_neighbours(c).contains(&s));
        }
    }
}

#[test]
fn check_table_distributions() {
    let dist = |f: &dyn Fn(usize) -> usize| {
        let mut d = std::collections::BTreeMap::new();
        (0..CELLS).for_each(|c| *d.entry(f(c)).or_insert(0) += 1);
        d.into_iter().map(|(k, v)| format!("{k}: {v}")).collect::<Vec<_>>().join(", ")
    };
    assert_eq!(dist(&|c| rook_targets(c).len()), "6: 3, 8: 6, 13: 12, 15: 12, 21: 6");
    assert_eq!(dist(&|c| bishop_targets(c).len()), "4: 9, 5: 12, 6: 18");
    assert_eq!(dist(&|c| b().knight(c).len()), "2: 12, 3: 6, 4: 6, 5: 6, 6: 6, 8: 3");
    assert_eq!(dist(&|c| b().king(c).len()), "5: 18, 7: 12, 8: 9");
    // Knight and king have 8 targets from each centre cell.
    for c in ["c2l", "c2r", "c2t"] {
        assert_eq!((b().knight(id(c)).len(), b().king(id(c)).len()), (8, 8), "{c}");
    }
    // §5 full lists for c2l and b1l.
    let check = |got: Vec<usize>, want: &str| assert_eq!(names(&got), names(&sorted(ids(want))));
    check(bishop_targets(id("c2l")), "a1r c1r d1l b2r d2r b3l");
    check(ray(b().knight(id("c2l"))), "a1b a1l b1r d1t e1l a2t b3r c3b");
    check(ray(b().king(id("c2l"))), "a1r c1l c1r b2b b2r c2r c2t d2r");
    check(ray(b().pawn_steps(0, id("c2l"))), "c2r c2t");
    check(ray(b().pawn_takes(0, id("c2l"))), "c1r b2r d2r");
    check(bishop_targets(id("b1l")), "a1r c1r a2l e2l");
    check(ray(b().knight(id("b1l"))), "a2r b2b");
    check(ray(b().king(id("b1l"))), "a1b a1r b1r b1t c1r");
    // Pawn move/capture count distributions over the 35 non-promotion cells, any army.
    for army in 0..3 {
        let cells: Vec<usize> = (0..CELLS).filter(|&c| !b().promotes(army, c)).collect();
        assert_eq!(cells.len(), 35);
        let count = |f: &dyn Fn(usize) -> usize| {
            let mut d = std::collections::BTreeMap::new();
            cells.iter().for_each(|&c| *d.entry(f(c)).or_insert(0) += 1);
            d.into_iter().map(|(k, v)| format!("{k}: {v}")).collect::<Vec<_>>().join(", ")
        };
        assert_eq!(count(&|c| b().pawn_steps(army, c).len()), "1: 14, 2: 21");
        assert_eq!(count(&|c| b().pawn_takes(army, c).len()), "0: 3, 1: 11, 2: 20, 3: 1");
    }
}

/// The image of a cell under a lattice map.
fn image(c: usize, map: fn(Pt) -> Pt) -> usize {
    usize::from(b().image(c, map).unwrap_or_else(|| panic!("{} has no image", b().name(c))))
}

fn images(cells: &[usize], map: fn(Pt) -> Pt) -> Vec<usize> {
    sorted(cells.iter().map(|&c| image(c, map)))
}

#[test]
fn six_fold_symmetry() {
    for map in [rot120 as fn(Pt) -> Pt, mirror] {
        let mut class_map = std::collections::HashMap::new();
        // The map permutes the cells.
        let all: HashSet<usize> = (0..CELLS).map(|c| image(c, map)).collect();
        assert_eq!(all.len(), CELLS);
        for c in 0..CELLS {
            let m = image(c, map);
            assert_eq!(images(&rook_targets(c), map), rook_targets(m), "rook {}", b().name(c));
            assert_eq!(images(&bishop_targets(c), map), bishop_targets(m), "bishop {}", b().name(c));
            assert_eq!(images(&ray(b().knight(c)), map), ray(b().knight(m)), "knight {}", b().name(c));
            assert_eq!(images(&ray(b().king(c)), map), ray(b().king(m)), "king {}", b().name(c));
            // Bishop rays map to bishop rays, in order along each line.
            let mut theirs: Vec<Vec<usize>> = b().bishop_rays(m).iter().map(|r| ray(r.as_slice())).collect();
            let mut ours: Vec<Vec<usize>> = b()
                .bishop_rays(c)
                .iter()
                .map(|r| r.as_slice().iter().map(|&x| image(usize::from(x), map)).collect())
                .collect();
            theirs.sort();
            ours.sort();
            assert_eq!(ours, theirs, "bishop rays of {}", b().name(c));
            // Colour classes are permuted as a whole (bishops stay on one colour).
            let perm = class_map.entry(b().kites[c].class).or_insert(b().kites[m].class);
            assert_eq!(*perm, b().kites[m].class, "class of {}", b().name(c));
        }
    }
    // Pawns: the rotation carries army A to B to C; the mirror swaps A and B and keeps C.
    for c in 0..CELLS {
        for army in 0..3 {
            let r = image(c, rot120);
            let next = (army + 1) % 3;
            assert_eq!(images(&ray(b().pawn_steps(army, c)), rot120), ray(b().pawn_steps(next, r)));
            assert_eq!(images(&ray(b().pawn_takes(army, c)), rot120), ray(b().pawn_takes(next, r)));
            assert_eq!(b().promotes(army, c), b().promotes(next, r));
            let m = image(c, mirror);
            let swapped = [1, 0, 2][army];
            assert_eq!(images(&ray(b().pawn_steps(army, c)), mirror), ray(b().pawn_steps(swapped, m)));
            assert_eq!(images(&ray(b().pawn_takes(army, c)), mirror), ray(b().pawn_takes(swapped, m)));
        }
    }
}

/// Do two polygons share a corner point?
fn touch(p: &[(f64, f64)], q: &[(f64, f64)]) -> bool {
    p.iter().any(|a| q.iter().any(|b| (a.0 - b.0).abs() < 1e-9 && (a.1 - b.1).abs() < 1e-9))
}

#[test]
fn knight_definition_gives_the_closed_form() {
    // The knight: one rook step then one bishop step, or the reverse, landing neither on a
    // cell touching the start nor on any rook ring or bishop line through it.
    let g = &b().geometry;
    for c in 0..CELLS {
        let rook1 = side_neighbours(c);
        let bishop1 = |x: usize| -> Vec<usize> {
            b().bishop_rays(x).iter().filter_map(|r| r.as_slice().first().map(|&y| usize::from(y))).collect()
        };
        let mut reach: Vec<usize> = rook1.iter().flat_map(|&r| bishop1(r)).collect();
        reach.extend(bishop1(c).iter().flat_map(|&x| side_neighbours(x)));
        let lines: HashSet<usize> = rook_targets(c).into_iter().chain(bishop_targets(c)).collect();
        let def = sorted(
            reach
                .into_iter()
                .filter(|&t| t != c && !lines.contains(&t) && !touch(&g.cells[t].polygon, &g.cells[c].polygon)),
        );
        assert_eq!(names(&def), names(&ray(b().knight(c))), "knight on {}", b().name(c));
    }
}

#[test]
fn every_move_relation_is_symmetric() {
    for c in 0..CELLS {
        for &t in b().knight(c) {
            assert!(b().knight(usize::from(t)).contains(&(c as u8)));
        }
        for &t in b().king(c) {
            assert!(b().king(usize::from(t)).contains(&(c as u8)));
        }
        for t in rook_targets(c) {
            assert!(rook_targets(t).contains(&c));
        }
        for t in bishop_targets(c) {
            assert!(bishop_targets(t).contains(&c));
        }
        for army in 0..3 {
            for &t in b().pawn_takes(army, c) {
                assert!(b().pawn_takers(army, usize::from(t)).contains(&(c as u8)));
            }
        }
    }
}

fn area_and_centroid(poly: &[(f64, f64)]) -> (f64, (f64, f64)) {
    let (mut a, mut cx, mut cy) = (0.0, 0.0, 0.0);
    for i in 0..poly.len() {
        let (p, q) = (poly[i], poly[(i + 1) % poly.len()]);
        let cross = p.0 * q.1 - q.0 * p.1;
        a += cross;
        cx += (p.0 + q.0) * cross;
        cy += (p.1 + q.1) * cross;
    }
    (a.abs() / 2.0, (cx / (3.0 * a), cy / (3.0 * a)))
}

#[test]
fn kites_are_congruent_tile_the_board_and_meet_as_the_rules_say() {
    let g = &b().geometry;
    let s = kite_board::SCALE;
    let dist = |p: (f64, f64), q: (f64, f64)| ((p.0 - q.0).powi(2) + (p.1 - q.1).powi(2)).sqrt();
    let mut total = 0.0;
    for (c, cell) in g.cells.iter().enumerate() {
        let p = &cell.polygon;
        assert_eq!(p.len(), 4);
        let sides: Vec<f64> = (0..4).map(|i| dist(p[i], p[(i + 1) % 4]) / s).collect();
        let spoke = 3f64.sqrt() / 6.0;
        for (got, want) in sides.iter().zip([0.5, spoke, spoke, 0.5]) {
            assert!((got - want).abs() < 1e-9, "sides of {}: {sides:?}", cell.name);
        }
        let (area, centroid) = area_and_centroid(p);
        total += area;
        assert!((area / (s * s) - 3f64.sqrt() / 12.0).abs() < 1e-9, "area of {}", cell.name);
        // The drawn centre is the exact area centroid.
        assert!(dist(centroid, cell.centre) < 1e-9, "centre of {}", cell.name);
        // Side-adjacency (a shared edge = two shared corners) is exactly the rook's first steps.
        let sharing: Vec<usize> = (0..CELLS)
            .filter(|&o| {
                o != c && p.iter().filter(|a| g.cells[o].polygon.iter().any(|b| dist(**a, *b) < 1e-9)).count() == 2
            })
            .collect();
        assert_eq!(names(&sharing), names(&side_neighbours(c)), "edges of {}", cell.name);
    }
    // 13 unit triangles.
    assert!((total / (s * s) - 13.0 * 3f64.sqrt() / 4.0).abs() < 1e-9);
    for shade in Shade::KITE {
        assert_eq!(g.cells.iter().filter(|c| c.shade == shade).count(), 13);
    }
    // Side-adjacent kites always differ in class.
    for c in 0..CELLS {
        for n in side_neighbours(c) {
            assert_ne!(g.cells[c].shade, g.cells[n].shade);
        }
    }
    // Everything is inside the view box.
    let (x0, y0, w, h) = g.view_box;
    for p in g.cells.iter().flat_map(|c| &c.polygon).chain(g.labels.iter().map(|l| &l.at)) {
        assert!(p.0 > x0 && p.0 < x0 + w && p.1 > y0 && p.1 < y0 + h, "{p:?} outside the view box");
    }
    // Corner A is drawn bottom-left, B bottom-right, C at the top.
    let centre = |n: &str| g.cells[id(n)].centre;
    assert!(centre("a1b").0 < centre("e1b").0 && centre("a1b").1 > centre("c3b").1);
}

#[test]
fn arrow_keys_walk_the_kites() {
    let g = &b().geometry;
    let go = |from: &str, d: NavDir| g.navigate(id(from) as u16, d, false).map(|c| g.name(c).to_string());
    // The centre triangle: c2l and c2r sit side by side, c2t above them.
    assert_eq!(go("c2l", NavDir::Right).as_deref(), Some("c2r"));
    assert_eq!(go("c2r", NavDir::Left).as_deref(), Some("c2l"));
    assert_eq!(go("c2l", NavDir::Down).as_deref(), Some("c1l"));
    assert_eq!(go("c1l", NavDir::Up).as_deref(), Some("c2l"));
    assert_eq!(go("c2l", NavDir::Up).as_deref(), Some("c2t"));
    assert_eq!(go("c3l", NavDir::Down).as_deref(), Some("c3b"));
    assert_eq!(go("a1b", NavDir::Up).as_deref(), Some("a1l"));
    // Off the board: nothing.
    assert_eq!(go("a2l", NavDir::Left), None);
    assert_eq!(go("e2r", NavDir::Right), None);
    assert_eq!(go("c3l", NavDir::Up), None);
    assert_eq!(go("b1l", NavDir::Down), None);
    // Every step goes the way of the arrow on screen, and the arrows reach every cell from any cell.
    let mut reached = HashSet::from([id("a1b")]);
    let mut todo = vec![id("a1b")];
    while let Some(c) = todo.pop() {
        for (d, (dx, dy)) in [
            (NavDir::Up, (0.0, -1.0)),
            (NavDir::Down, (0.0, 1.0)),
            (NavDir::Left, (-1.0, 0.0)),
            (NavDir::Right, (1.0, 0.0)),
        ] {
            if let Some(n) = g.navigate(c as u16, d, false) {
                let (a, z) = (g.cells[c].centre, g.cells[usize::from(n)].centre);
                assert!((z.0 - a.0) * dx + (z.1 - a.1) * dy > 0.0, "{} {d:?} → {}", g.name(c as u16), g.name(n));
                if reached.insert(usize::from(n)) {
                    todo.push(usize::from(n));
                }
            }
        }
    }
    assert_eq!(reached.len(), CELLS);
    // Flipped, the arrows turn round.
    assert_eq!(g.navigate(id("c2l") as u16, NavDir::Left, true).map(|c| g.name(c).to_string()).as_deref(), Some("c2r"));
}
