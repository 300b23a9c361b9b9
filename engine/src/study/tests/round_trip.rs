//! Random studies (random legal lines with variations in every game, random words with braces,
//! brackets and any letters, random drawings, hints, modes and titles) written and read back, as
//! text and as a link.

use proptest::prelude::*;

use super::*;
use crate::rng::Rng;
use crate::tree::Tree;

/// A random legal line from `play` (its turns after those `play` holds), turn by turn through the
/// choices the page offers.
fn random_line(play: &dyn Play, rng: &mut Rng, plies: usize) -> Vec<String> {
    let mut play = play.clone_box();
    let before = play.record().turns.len();
    for _ in 0..plies {
        let mut turn = Vec::new();
        loop {
            let ch = play.choices(&turn);
            if ch.options.is_empty() || (ch.complete && rng.below(3) == 0) {
                break;
            }
            turn.push(ch.options[rng.below(ch.options.len())].step);
        }
        if turn.is_empty() || play.apply(Command::Play(turn)).is_err() {
            break;
        }
    }
    play.record().turns[before..].to_vec()
}

fn random_chapter(seed: u64, texts: &[String], name: &str) -> Chapter {
    let mut rng = Rng::new(seed);
    let pick = |rng: &mut Rng| texts[rng.below(texts.len())].clone();
    let game = GameId::ALL[rng.below(GameId::ALL.len())];
    let mut chapter = Chapter::new(name, game);
    let mut start = new_session(game);
    if rng.below(3) == 0 {
        let plies = 1 + rng.below(6);
        let opening = random_line(&*start, &mut rng, plies);
        let mut p = new_session(game);
        for t in &opening {
            p.apply(Command::Notation(t.clone())).expect("its own turn");
        }
        if p.table(&[], None).outcome.is_none() {
            let text = p.table(&[], None).position;
            start = new_session(game);
            start.apply(Command::Load(text.clone())).expect("its own position");
            chapter.start = Some(text);
        }
    }
    chapter.mode = match rng.below(4) {
        0 => Mode::Read,
        1 => Mode::Quiz,
        _ => {
            let goal = [Goal::Win, Goal::Draw, Goal::Hold(1 + rng.below(60) as u32)][rng.below(3)];
            Mode::Practice { level: 1 + rng.below(5) as u8, goal }
        }
    };
    chapter.orientation = rng.below(players(game).len());
    // Lines, each branching off an earlier one at a random turn.
    let mut tree = Tree::default();
    for _ in 0..rng.below(5) {
        // A random line of the tree so far, cut at a random turn, then played on at random.
        let mut base = Vec::new();
        let mut at = Tree::START;
        while let Some(&next) = tree.get(at).children.get(rng.below(tree.get(at).children.len().max(1))) {
            base.push(tree.get(next).turn.clone());
            at = next;
        }
        base.truncate(rng.below(base.len() + 1));
        let mut p = start.clone();
        for t in &base {
            p.apply(Command::Notation(t.clone())).expect("a line of the tree");
        }
        let plies = 1 + rng.below(8);
        base.extend(random_line(&*p, &mut rng, plies));
        tree.add(&base);
    }
    chapter.tree = tree;
    // Words, glyphs, drawings and hints on random positions (the start among them).
    let mut paths = vec![Vec::new()];
    let mut stack = vec![Vec::<usize>::new()];
    while let Some(path) = stack.pop() {
        let at = chapter.tree.index(&path).expect("a node");
        for i in 0..chapter.tree.get(at).children.len() {
            let mut p = path.clone();
            p.push(i);
            paths.push(p.clone());
            stack.push(p);
        }
    }
    let cells = game.geometry().cells.len();
    let cell = |rng: &mut Rng| crate::CellId::try_from(rng.below(cells)).expect("a cell");
    for path in paths {
        if rng.below(2) == 0 {
            chapter.set_words(&path, &pick(&mut rng));
        }
        if !path.is_empty() && rng.below(4) == 0 {
            if let Some(nags) = chapter.tree.nags_mut(&path) {
                nags.push(1 + rng.below(6) as u8);
            }
        }
        let mut notes = Notes::default();
        for _ in 0..rng.below(4) {
            let colour = Colour::ALL[rng.below(4)];
            let (from, to) = (cell(&mut rng), cell(&mut rng));
            notes.drawings.push(if from == to || rng.below(2) == 0 {
                Drawing::Circle { cell: from, colour }
            } else {
                Drawing::Arrow { from, to, colour }
            });
        }
        for _ in 0..rng.below(3) {
            notes.hints.push(pick(&mut rng));
        }
        chapter.set_notes(&path, notes);
    }
    if rng.below(2) == 0 {
        chapter.closing = clean_words(&pick(&mut rng));
    }
    chapter
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(32))]

    #[test]
    fn study_written_and_read_back_is_the_same_study(
        seed in any::<u64>(),
        title in "[ a-zA-Z0-9:{}()\\[\\]%#é漢🙂\n-]{0,24}",
        names in proptest::collection::vec("[ a-zA-Z0-9:{}\\[\\]%é\n-]{0,16}", 1..4),
        texts in proptest::collection::vec("[ a-z0-9{}()\\[\\]%$!?.,:;é漢🙂\n\t-]{0,40}", 1..6),
    ) {
        let chapters: Vec<Chapter> = names
            .iter()
            .enumerate()
            .map(|(i, name)| random_chapter(seed.wrapping_add(i as u64 * 7919), &texts, name))
            .collect();
        let study = Study { title: clean_line(&title), chapters };
        let text = study.write();
        prop_assert_eq!(Study::parse(&text), Ok(study.clone()), "{}", text);
        let link = study.to_fragment();
        prop_assert_eq!(Study::from_fragment(&link), Ok(study.clone()), "{}", link);
        for chapter in &study.chapters {
            prop_assert!(Quiz::new(chapter).is_ok());
        }
    }
}
