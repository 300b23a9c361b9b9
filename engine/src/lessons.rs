//! Problems and lessons: a position, a task, a goal the engine checks, hints, and the answer with
//! its explanation. Short lessons for every game are written from their rules files (the tafl
//! seed's figures are lost: the positions of its worked examples are rebuilt from its words). The six problems of the Odin's Rune seed come with the seed's answers (the
//! seed's diagrams are lost; each position holds the men the problem and its answer name, as in
//! `engine/tests/odins_rune.rs`). Where those men alone leave the losing side stuck (two kings side
//! by side with no other friend cannot move, and a side with no legal turn loses), any turn would
//! win the rebuilt position, so the goal is the seed's own answer.

use crate::game::Game;
use crate::id::GameId;
use crate::session::Play;

/// What the first turn played from a lesson's position must do.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Goal {
    /// Win the game with this turn.
    Win,
    /// Play one of these turns (the seed's answer, in the game's notation; check marks aside).
    Answer(&'static [&'static str]),
}

/// One problem or lesson.
#[derive(Debug, PartialEq, Eq)]
pub struct Lesson {
    /// Its id in links and in the progress kept by the browser.
    pub id: &'static str,
    pub game: GameId,
    pub title: &'static str,
    /// What to do, in words.
    pub task: &'static str,
    /// The position, in the game's position text.
    pub position: &'static str,
    pub goal: Goal,
    pub hints: &'static [&'static str],
    /// A turn that meets the goal, in the game's notation.
    pub solution: &'static str,
    /// Why it works (the seed's words where it has them).
    pub explanation: &'static str,
}

/// How the turn played from a lesson's position did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    Solved,
    /// Not the answer, and why.
    Wrong(String),
}

/// Every lesson, in the order they are offered.
pub const LESSONS: &[Lesson] = &[
    Lesson {
        id: "odins-rune-1",
        game: GameId::OdinsRune,
        title: "Problem 1",
        task: "White to move. What is best? (Black has only the king on c5.)",
        position: "10/10/10/10/10/Rpk7/2f7/10/1PKK6/10 w 0 1",
        goal: Goal::Answer(&["Kc2xc4"]),
        hints: &[
            "A king moves as any friend beside it: which friends stand beside your kings?",
            "The pawn on b2 is beside the king on c2.",
        ],
        solution: "Kc2xc4",
        explanation: "White King on c2 takes c4 (the king moved like the pawn next to it and captured the \
                      Forest Ox). Now if Black plays pawn b5 x c4, capturing the king, the rook on a5 takes \
                      the king on c5 and wins the game. If Black moves his king instead (it can now move like \
                      a pawn), White takes the pawn on b5 with the rook; the black king can no longer move \
                      and is finished in two moves.",
    },
    Lesson {
        id: "odins-rune-2",
        game: GameId::OdinsRune,
        title: "Problem 2",
        task: "The same position with Black to move: what should he do?",
        position: "10/10/10/10/10/Rpk7/2f7/10/1PKK6/10 b 0 1",
        goal: Goal::Win,
        hints: &["The Forest Ox may remove a second man after its leap — a king too."],
        solution: "Fc4xd2/xc2",
        explanation: "Forest Ox on c4 takes the king on d2 and removes the king on c2 (the optional second \
                      capture). End of game.",
    },
    Lesson {
        id: "odins-rune-3",
        game: GameId::OdinsRune,
        title: "Problem 3",
        task: "White has one king left, on j1, attacked by the bishop on g4. Can White prevent the \
               immediate capture of his king? How?",
        position: "k9/10/10/10/10/10/6b3/10/10/5V3K w 0 1",
        goal: Goal::Answer(&["Vf1-j1>f1", "Vf1-j1>g1", "Vf1-j1>h1", "Vf1-j1>i1"]),
        hints: &[
            "The Valkyrie may pick up a friendly man along a clear line and set it down on a square it passed over.",
        ],
        solution: "Vf1-j1>h1",
        explanation: "Yes. White moves the Valkyrie to j1, then sets the king down on f1, g1, h1 or i1 (one of \
                      the Valkyrie's points of travel or its starting point). (The seed stops there. Played \
                      on, the bishop takes the Valkyrie, and a king with no friend beside it cannot move: \
                      White, with no legal turn, then loses.)",
    },
    Lesson {
        id: "odins-rune-4",
        game: GameId::OdinsRune,
        title: "Problem 4",
        task: "White to move. What is the best move?",
        position: "10/10/10/10/10/k9/1k8/3K6/4F5/10 w 0 1",
        goal: Goal::Answer(&["Kd3xb4/xa5"]),
        hints: &["Your king stands beside a Forest Ox."],
        solution: "Kd3xb4/xa5",
        explanation: "The king on d3 takes the king on b4 (moving like the Forest Ox), then, as part of the \
                      same move, removes the king on a5. Black has lost both kings. Game over.",
    },
    Lesson {
        id: "odins-rune-5",
        game: GameId::OdinsRune,
        title: "Problem 5",
        task: "Black to move. What is the best move?",
        position: "10/10/7k2/10/10/3f6/10/2K7/3K6/10 b 0 1",
        goal: Goal::Answer(&["Fd5xc3/xd2"]),
        hints: &["After its leap the Forest Ox may remove one more man next to where it landed."],
        solution: "Fd5xc3/xd2",
        explanation: "Forest Ox on d5 takes the king on c3, then, as part of the same move, removes the king \
                      on d2. Game over.",
    },
    Lesson {
        id: "odins-rune-6",
        game: GameId::OdinsRune,
        title: "Problem 6",
        task: "White to move. What is the best move?",
        position: "10/10/10/10/10/4k5/10/10/10/3RK5 w 0 1",
        goal: Goal::Answer(&["Ke1xe5"]),
        hints: &["A king moves as a friend beside it would."],
        solution: "Ke1xe5",
        explanation: "King e1 takes the king on e5. This is possible because the white king had a friendly \
                      rook next to it. End of game.",
    },
    Lesson {
        id: "keltic-sideways",
        game: GameId::Keltic,
        title: "The blocked pawn",
        task: "Your pawn on e3 is blocked by the pawn on e4. Move it without taking anything.",
        position: "2k/5/8p/4pn3/P3P4/5/K2 w 0 1",
        goal: Goal::Answer(&["d3", "f3"]),
        hints: &["A pawn that cannot step forward may step one cell sideways onto an empty cell."],
        solution: "f3",
        explanation: "In Keltic Chess a pawn whose cell ahead is taken (or off the board) may step one cell \
                      left or right instead — even when it could capture.",
    },
    Lesson {
        id: "keltic-bishop-jump",
        game: GameId::Keltic,
        title: "The jumping bishop",
        task: "Take the rook on f6. No diagonal reaches it.",
        position: "2k/3r1/8p/4B4/P8/5/K2 w 0 1",
        goal: Goal::Answer(&["Bxf6"]),
        hints: &["A Keltic bishop may also jump as a knight does."],
        solution: "Bxf6",
        explanation: "The bishop jumps from e4 to f6 as a knight would, and takes the rook: the jump also \
                      lets a bishop reach cells of the other colour.",
    },
    Lesson {
        id: "orphic-relocate",
        game: GameId::Orphic,
        title: "Drop onto your own pawn",
        task: "Drop a knight onto your own pawn on d3, and set the pawn down again on d2.",
        position: "4k3/8/pppppppp/8/8/PPPPPPPP/8/4K3 w QEELDNNqeeldnn - 0 1",
        goal: Goal::Answer(&["N@d3/d2"]),
        hints: &["Choose the knight in the reserve tray, then d3; the board then offers where the pawn may go."],
        solution: "N@d3/d2",
        explanation: "A man dropped onto one of your own pawns takes its square, and the pawn is set down \
                      elsewhere (here on d2, behind the knight).",
    },
    Lesson {
        id: "orphic-elk",
        game: GameId::Orphic,
        title: "The Elk on a light square",
        task: "Take the knight on f6 with the Elk.",
        position: "4k3/8/5n2/8/4E3/8/8/4K3 w - - 0 1",
        goal: Goal::Answer(&["Exf6"]),
        hints: &["On a light square the Elk moves as a knight; on a dark one, as a rook. Is e4 light or dark?"],
        solution: "Exf6",
        explanation: "e4 is a light square, so the Elk there moves as a knight: e4 to f6. On f6, a dark \
                      square, it will move as a rook.",
    },
    Lesson {
        id: "tyr-sandwich",
        game: GameId::Tyr11,
        title: "A sandwich",
        task: "Attackers to move: take the defender on f6.",
        position: "11/11/11/11/1A9/5D5/5A5/11/11/9K1/11 a 0 1",
        goal: Goal::Answer(&["b7-f7x(f6)"]),
        hints: &["A man is taken when an enemy lands on the far side of it from another enemy man."],
        solution: "b7-f7x(f6)",
        explanation: "The attacker from b7 lands on f7: the defender on f6 is between it and the attacker \
                      on f5, and is taken.",
    },
    Lesson {
        id: "tyr-berserk",
        game: GameId::Tyr11,
        title: "A berserk chain",
        task: "Attackers to move: take three men in one turn.",
        position: "11/9K1/11/11/4A6/4D6/1A9/7A3/7D3/2AD7/11 a 0 1",
        goal: Goal::Answer(&["b5-e5x(e6)-e2x(d2)-h2x(h3)"]),
        hints: &["After a capture the same man may move again if it captures again — and change direction."],
        solution: "b5-e5x(e6)-e2x(d2)-h2x(h3)",
        explanation: "The attacker takes e6 by landing on e5, goes on to e2 taking d2, then to h2 taking \
                      h3: a berserk chain, each move a capture, by one man.",
    },
    Lesson {
        id: "odin-commander-jump",
        game: GameId::Odin11,
        title: "The commander's jump",
        task: "Defenders to move: jump with the commander and take a man.",
        position: "11/11/4D3K2/4A6/11/4A6/4C6/11/11/1A9/11 d 0 1",
        goal: Goal::Answer(&["e5-e7x(e8)"]),
        hints: &["A commander may jump over one man to the empty square beyond it."],
        solution: "e5-e7x(e8)",
        explanation: "The commander on e5 jumps over the attacker on e6 to e7, and the attacker on e8 is \
                      taken between it and the defender on e9.",
    },
    Lesson {
        id: "odin-vman",
        game: GameId::Odin11,
        title: "A V-man changes sides",
        task: "Defenders to move: capture the attackers' V-man on f6.",
        position: "11/11/11/11/1D9/5v5/5D5/11/11/9K1/11 d 0 1",
        goal: Goal::Answer(&["b7-f7x(f6)"]),
        hints: &["Trap it between two of your men."],
        solution: "b7-f7x(f6)",
        explanation: "A V-man that is taken is not removed: it changes sides. The V-man on f6 is now a \
                      defender.",
    },
    Lesson {
        id: "tyr-hit-and-run",
        game: GameId::Tyr11,
        title: "The king's hit-and-run",
        task: "Defenders to move: win this turn. The king cannot reach an edge in one move.",
        position: "11/11/2A8/4A6/6D4/6A4/2A1K2A3/11/4A6/11/11 d 0 1",
        goal: Goal::Win,
        hints: &[
            "The king is armed: he captures like any man.",
            "After a capture the same piece may move again; the king may end with a move to the edge.",
        ],
        solution: "e5-g5x(g6)-g1",
        explanation: "The king goes to g5, taking the attacker on g6 between himself and the defender on g7, \
                      then runs on to g1. \"The king can also make a berserk 'hit-and-run' and win the game in \
                      one turn, if he reaches the edge of the game board in the last part of his maneuver.\"",
    },
    Lesson {
        id: "tyr-multiple",
        game: GameId::Tyr15,
        title: "Three men with one move",
        task: "Attackers to move: take three defenders with one move.",
        position: "15/15/15/2A12/11K3/15/7A7/7D7/5AD1DA5/15/15/15/7A7/15/15 a 0 1",
        goal: Goal::Answer(&["h3-h7x(h8,i7,g7)"]),
        hints: &["One landing square can close three sandwiches at once: look for the square between three defenders."],
        solution: "h3-h7x(h8,i7,g7)",
        explanation: "The attacker from h3 lands on h7: the defenders on g7, i7 and h8 are each between it and \
                      another attacker (f7, j7, h9). \"Multiple captures (2 or 3) are possible.\"",
    },
    Lesson {
        id: "tyr-reverse",
        game: GameId::Tyr17,
        title: "A berserk chain turning back",
        task: "Attackers to move: with the man on b5, take the defender on e6 first, then turn back and \
               take the one on c6, in one turn.",
        position: "17/17/17/13A3/17/12K4/17/17/17/17/2A1A12/2D1D12/1A15/17/17/17/17 a 0 1",
        goal: Goal::Answer(&["b5-e5x(e6)-c5x(c6)"]),
        hints: &[
            "Land on e5 first: e6 is caught between you and e7.",
            "A berserk man may reverse: go back the way you came.",
        ],
        solution: "b5-e5x(e6)-c5x(c6)",
        explanation: "b5 to e5 takes e6; the same man then comes back to c5 and takes c6 against c7. \
                      \"Capturing multiple pieces sequentially in one turn, making a reverse movement.\" \
                      (Taking c6 first and going on to e5 takes the same men, but does not turn back.)",
    },
    Lesson {
        id: "odin-jump-chain",
        game: GameId::Odin15,
        title: "A jump that starts a chain",
        task: "Defenders to move: take two attackers in one turn with the commander.",
        position: "15/15/15/2A8D3/10DKD2/11D3/4D2D7/4A2A7/15/4A10/4C10/15/15/15/15 d 0 1",
        goal: Goal::Answer(&["e5-e7x(e8)-h7x(h8)"]),
        hints: &[
            "The commander may jump over the attacker on e6.",
            "A capture made by a jump starts a berserk chain like any other.",
        ],
        solution: "e5-e7x(e8)-h7x(h8)",
        explanation: "The commander jumps from e5 over e6 to e7, taking e8 against the defender on e9; the \
                      capture lets it move again, to h7, taking h8 against h9. The man jumped over stays.",
    },
    Lesson {
        id: "odin-turn-and-go-on",
        game: GameId::Odin17,
        title: "A turned V-man counts as a capture",
        task: "Defenders to move: turn the attackers' V-man on f10, then take the attacker on g5, in one turn.",
        position: "17/17/17/13A3/12D4/11DKD3/5D6D4/5v11/1D15/17/17/17/6AD9/17/17/17/17 d 0 1",
        goal: Goal::Answer(&["b9-f9x(f10)-f5x(g5)"]),
        hints: &[
            "Close a sandwich on the V-man: it changes sides instead of leaving the board.",
            "Turning a V-man counts as a capture, so the same man may move again and capture.",
        ],
        solution: "b9-f9x(f10)-f5x(g5)",
        explanation: "The defender from b9 lands on f9: the V-man on f10 is between it and f11 and turns. That \
                      counts as a capture for the berserk rule (the rules file's choice), so it goes on to f5 \
                      and takes g5 against h5.",
    },
    Lesson {
        id: "spindecision-declare",
        game: GameId::Spindecision,
        title: "The Schrödinger King",
        task: "Move the ö on c2l as a bishop, to a1r.",
        position: "3wO11/6wO5bK2/6rK2 cw -",
        goal: Goal::Answer(&["O(B)c2l-a1r"]),
        hints: &["An ö is a King or a Bishop, and says which as it moves: pick it, choose Bishop, then the cell."],
        solution: "O(B)c2l-a1r",
        explanation: "The ö declared itself a Bishop and slid along the kite's long diagonal to a1r. A King \
                      could not have gone there in one step.",
    },
    Lesson {
        id: "spindecision-pawn",
        game: GameId::Spindecision,
        title: "A pawn takes",
        task: "Take the Red knight with the White pawn on c2l.",
        position: "8rN6/wK4bPwP4bPbK2/6rK2 cw -",
        goal: Goal::Answer(&["Pc2lxc1r"]),
        hints: &["The pawn steps to c2r or c2t, and takes on c1r, b2r or d2r."],
        solution: "Pc2lxc1r",
        explanation: "The pawn takes on c1r, one of its three capturing cells. Either player may move any \
                      army except the one the other player used last.",
    },
    Lesson {
        id: "beryl-pawn",
        game: GameId::Beryl,
        title: "A pawn takes",
        task: "Take the knight on b2r with your pawn.",
        position: "8bN6/wK4bNwP4bNbK2/9 w",
        goal: Goal::Answer(&["Pc2lxb2r"]),
        hints: &["The pawn on c2l steps to c2r or c2t, and takes on c1r, b2r or d2r."],
        solution: "Pc2lxb2r",
        explanation: "The pawn takes on b2r, one of its three capturing cells.",
    },
    Lesson {
        id: "beryl-rook-check",
        game: GameId::Beryl,
        title: "Round the ring",
        task: "Give check with the rook.",
        position: "15/wK5wR5bK2/9 w",
        goal: Goal::Answer(&["Rc2l-d2l", "Rc2l-e2t", "Rc2l-e2r", "Rc2l-e1b", "Rc2l-d2b", "Rc2l-d3t"]),
        hints: &["The rook slides round the two rings its kite lies on, either way."],
        solution: "Rc2l-e2r",
        explanation: "A rook travels round the rings of kites around the corners of its triangle: several of \
                      its cells look along a ring at the black king.",
    },
    Lesson {
        id: "chess-en-passant",
        game: GameId::Chess,
        title: "En passant",
        task: "White to move: Black's pawn has just moved from d7 to d5. Take it.",
        position: "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1",
        goal: Goal::Answer(&["exd6"]),
        hints: &["A pawn that jumps two squares past an enemy pawn can be taken as if it had moved one."],
        solution: "exd6",
        explanation: "The pawn on e5 takes en passant: it goes to d6, the square the black pawn passed, and the \
                      pawn on d5 leaves the board. Only on the very next turn.",
    },
    Lesson {
        id: "chess-promotion",
        game: GameId::Chess,
        title: "Promotion",
        task: "White to move: win at once.",
        position: "7k/P5pp/8/8/8/8/8/4K3 w - - 0 1",
        goal: Goal::Win,
        hints: &[
            "A pawn that reaches the last rank becomes a queen, rook, bishop or knight.",
            "Black's king is shut in by its own pawns.",
        ],
        solution: "a8=Q#",
        explanation: "a8=Q (or a8=R) checks along the eighth rank, and the king on h8 has no square: its own \
                      pawns hold g7 and h7. Checkmate.",
    },
];

/// The lessons of a game.
pub fn lessons_for(game: GameId) -> impl Iterator<Item = &'static Lesson> {
    LESSONS.iter().filter(move |l| l.game == game)
}

/// The lesson with this id.
pub fn lesson(id: &str) -> Option<&'static Lesson> {
    LESSONS.iter().find(|l| l.id == id)
}

fn bare(notation: &str) -> &str {
    notation.trim().trim_end_matches(['+', '#', '!', '?'])
}

/// The steps of the lesson's solution, in order, for showing it step by step (`None` if the
/// solution is not a legal turn of the position, which the tests rule out).
pub fn solution_steps(lesson: &Lesson) -> Option<Vec<crate::game::Step>> {
    crate::with_game!(lesson.game, g => {
        let (pos, _) = g.parse_position(lesson.position).ok()?;
        let mv = crate::game::parse_notation(&g, &pos, lesson.solution)?;
        Some(g.steps(&pos, mv).into_iter().map(|s| s.step).collect())
    })
}

/// How the first turn of `play` (a game started from the lesson's position) meets the goal.
pub fn judge(lesson: &Lesson, play: &dyn Play) -> Verdict {
    let record = play.record();
    let Some(turn) = record.turns.first() else { return Verdict::Wrong("no turn has been played".into()) };
    let table = play.table(&[], None);
    let mover = table.first_turn.1;
    match lesson.goal {
        Goal::Answer(answers) => {
            if answers.iter().any(|a| bare(a) == bare(turn)) {
                Verdict::Solved
            } else {
                Verdict::Wrong(format!("{turn} is legal, but not the answer"))
            }
        }
        Goal::Win => match table.outcome.as_ref().and_then(|o| o.winner()) {
            Some(w) if w == mover => Verdict::Solved,
            _ => Verdict::Wrong(format!("{turn} does not win at once")),
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::legal_vec;
    use crate::table::Command;
    use crate::with_game;

    /// Every legal turn from the lesson's position, in notation.
    fn turns(l: &Lesson) -> Vec<String> {
        with_game!(l.game, g => {
            let (pos, _) = g.parse_position(l.position).expect("parses");
            let legal = legal_vec(&g, &pos);
            legal.iter().map(|&m| g.notation(&pos, m, &legal)).collect()
        })
    }

    fn from(lesson: &Lesson) -> Box<dyn Play> {
        let mut play = crate::new_session(lesson.game);
        if let Err(e) = play.apply(Command::Load(lesson.position.into())) {
            panic!("{}: the position is refused: {e}", lesson.id);
        }
        play
    }

    #[test]
    fn every_lesson_is_solved_by_its_solution_and_not_by_every_turn() {
        let mut ids: Vec<&str> = LESSONS.iter().map(|l| l.id).collect();
        ids.sort_unstable();
        ids.dedup();
        assert_eq!(ids.len(), LESSONS.len(), "ids are unique");
        for l in LESSONS {
            let start = from(l);
            assert!(start.table(&[], None).outcome.is_none(), "{}: already over", l.id);
            let mut play = start.clone();
            play.apply(Command::Notation(l.solution.into())).unwrap_or_else(|e| panic!("{}: {e}", l.id));
            assert_eq!(judge(l, &*play), Verdict::Solved, "{}", l.id);
            let steps = solution_steps(l).unwrap_or_else(|| panic!("{}: no steps", l.id));
            let mut stepped = start.clone();
            stepped.apply(Command::Play(steps)).unwrap_or_else(|e| panic!("{}: {e}", l.id));
            assert_eq!(stepped.record().turns, play.record().turns, "{}: the steps are the solution", l.id);
            if let Goal::Answer(answers) = l.goal {
                assert!(answers.iter().any(|a| bare(a) == bare(l.solution)), "{}", l.id);
            }
            // Some legal turn does not solve it: the goal is not met by anything.
            let wrong = turns(l).iter().any(|t| {
                let mut p = start.clone();
                p.apply(Command::Notation(t.clone())).is_ok() && judge(l, &*p) != Verdict::Solved
            });
            assert!(wrong, "{}: every turn solves it", l.id);
        }
    }

    #[test]
    fn the_lessons_show_what_they_say() {
        let after = |id: &str| {
            let l = lesson(id).expect("a lesson");
            let mut p = from(l);
            p.apply(Command::Notation(l.solution.into())).expect("legal");
            let t = p.table(&[], None);
            let f6 = l.game.geometry().cell_by_name("f6").expect("f6");
            t.pieces.iter().find(|m| m.cell == f6).map(|m| (m.name.clone(), m.army))
        };
        assert_eq!(after("tyr-sandwich"), None, "the defender on f6 is taken");
        let turned = after("odin-vman").expect("the V-man stays");
        let defender_army = crate::new_session(GameId::Odin11).table(&[], None).players[1].army;
        assert_eq!(turned.1, defender_army, "the V-man changed sides: {turned:?}");
        // Every game has lessons of its own: at least two, and one on each larger tafl board.
        for id in GameId::ALL {
            let least =
                if matches!(id, GameId::Tyr15 | GameId::Tyr17 | GameId::Odin15 | GameId::Odin17) { 1 } else { 2 };
            assert!(lessons_for(id).count() >= least, "{id}: fewer than {least} lessons");
        }
    }

    #[test]
    fn the_tafl_figures_and_chess_lessons_show_what_they_say() {
        // The table after the lesson's answer: who stands where, and the outcome.
        let after = |id: &str| {
            let l = lesson(id).expect("a lesson");
            let mut p = from(l);
            p.apply(Command::Notation(l.solution.into())).expect("legal");
            let before = from(l).table(&[], None).pieces.len();
            (l.game, p.table(&[], None), before)
        };
        let on = |game: GameId, t: &crate::Table, name: &str| {
            let c = game.geometry().cell_by_name(name).expect("a cell");
            t.pieces.iter().find(|m| m.cell == c).map(|m| (m.kind, m.army))
        };
        let (g, t, before) = after("tyr-multiple");
        assert_eq!(t.pieces.len(), before - 3, "three men with one move");
        assert!(["g7", "i7", "h8"].iter().all(|c| on(g, &t, c).is_none()));
        assert_eq!(on(g, &t, "h7").map(|m| m.0), Some('A'));

        let (g, t, before) = after("tyr-reverse");
        assert_eq!(t.pieces.len(), before - 2);
        assert_eq!(on(g, &t, "c5").map(|m| m.0), Some('A'), "the man came back to c5");
        assert!(on(g, &t, "e5").is_none() && on(g, &t, "b5").is_none());

        let (g, t, _) = after("tyr-hit-and-run");
        assert_eq!(on(g, &t, "g1").map(|m| m.0), Some('K'), "the king is on the edge");
        assert!(on(g, &t, "g6").is_none(), "after taking g6 on the way");
        assert_eq!(t.outcome.as_ref().and_then(|o| o.winner()), Some(1), "the defenders won");

        let (g, t, before) = after("odin-jump-chain");
        assert_eq!(t.pieces.len(), before - 2);
        assert_eq!(on(g, &t, "h7").map(|m| m.0), Some('C'));
        assert_eq!(on(g, &t, "e6").map(|m| m.0), Some('A'), "the man jumped over stays");

        let (g, t, before) = after("odin-turn-and-go-on");
        assert_eq!(t.pieces.len(), before - 1, "the V-man stays, g5 goes");
        let defenders = t.players[1].army;
        assert_eq!(on(g, &t, "f10"), Some(('V', defenders)), "the V-man turned");
        assert!(on(g, &t, "g5").is_none());

        let (g, t, _) = after("chess-en-passant");
        assert_eq!(on(g, &t, "d6"), Some(('P', 0)));
        assert!(on(g, &t, "d5").is_none() && on(g, &t, "e5").is_none(), "the pawn passed by is taken");
        let d5 = g.geometry().cell_by_name("d5").expect("d5");
        assert_eq!(
            t.taken.iter().map(|p| (p.cell, p.kind, p.army)).collect::<Vec<_>>(),
            vec![(d5, 'P', 1)],
            "and fades there"
        );
        // Before it is played, pointing at d6 marks the pawn on d5 as the one taken.
        let l = lesson("chess-en-passant").expect("a lesson");
        let e5 = g.geometry().cell_by_name("e5").expect("e5");
        let d6 = g.geometry().cell_by_name("d6").expect("d6");
        let picked = from(l).table(&[crate::Step::Cell(e5)], Some(d6));
        assert_eq!(picked.marks.doomed, vec![d5]);

        let (g, t, _) = after("chess-promotion");
        assert_eq!(on(g, &t, "a8"), Some(('Q', 0)));
        assert_eq!(t.outcome.as_ref().and_then(|o| o.winner()), Some(0));
    }

    #[test]
    fn the_seeds_six_odins_rune_problems_are_there() {
        assert_eq!(lessons_for(GameId::OdinsRune).count(), 6);
        assert!(lesson("odins-rune-3").is_some_and(|l| matches!(l.goal, Goal::Answer(a) if a.len() == 4)));
        assert_eq!(lesson("nope"), None);
        assert_eq!(
            lesson("odins-rune-1").map(|l| l.position.split(' ').next()),
            Some(Some("10/10/10/10/10/Rpk7/2f7/10/1PKK6/10"))
        );
    }
}
