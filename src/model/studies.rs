//! The studies kept in this browser (issue #40): each as the text a study file holds
//! ([`Study::write`], `docs/studies.md`), the list kept as a JSON array of those texts, so that a
//! damaged or hostile entry loses only itself (it is left out when read).

use std::rc::Rc;

use runeboard_engine::study::Study;

/// The studies saved in this browser, in the order they were added.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Shelf {
    pub studies: Vec<Rc<Study>>,
}

impl Shelf {
    /// Read what storage holds: any text, the entries that do not read left out.
    pub fn from_text(text: &str) -> Shelf {
        let texts: Vec<String> = serde_json::from_str(text).unwrap_or_default();
        Shelf { studies: texts.iter().filter_map(|t| Study::parse(t).ok()).map(Rc::new).collect() }
    }

    /// The text storage keeps.
    pub fn to_text(&self) -> String {
        let texts: Vec<String> = self.studies.iter().map(|s| s.write()).collect();
        serde_json::to_string(&texts).unwrap_or_else(|_| "[]".into())
    }

    /// Add a study (one shared or imported) at the end, unless the same study is kept already;
    /// its index.
    pub fn add(&mut self, study: Study) -> usize {
        if let Some(at) = self.studies.iter().position(|s| **s == study) {
            return at;
        }
        self.studies.push(Rc::new(study));
        self.studies.len() - 1
    }
}

impl crate::model::kept::FromText for Shelf {
    fn from_text(text: &str) -> Self {
        Shelf::from_text(text)
    }
}

#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests {
    use proptest::prelude::*;
    use runeboard_engine::study::Chapter;
    use runeboard_engine::GameId;

    use super::*;

    fn study(title: &str) -> Study {
        let mut chapter = Chapter::new("One", GameId::Chess);
        chapter.tree = runeboard_engine::tree::Tree::from_line(&["e4".to_string(), "e5".to_string()]);
        chapter.set_words(&[0], "The king's pawn.");
        Study { title: title.into(), chapters: vec![chapter] }
    }

    #[test]
    fn studies_are_kept_and_read_back_and_a_bad_entry_loses_only_itself() {
        let mut shelf = Shelf::default();
        assert_eq!(shelf.add(study("A")), 0);
        assert_eq!(shelf.add(study("B")), 1);
        assert_eq!(shelf.add(study("A")), 0, "the same study is kept once");
        let text = shelf.to_text();
        assert_eq!(Shelf::from_text(&text), shelf);
        let damaged = text.replacen("Game: chess", "Game: nothing", 1);
        let read = Shelf::from_text(&damaged);
        assert_eq!(read.studies.len(), 1);
        assert_eq!(read.studies[0].title, "B");
        assert!(Shelf::from_text("").studies.is_empty());
        assert!(Shelf::from_text("{\"x\":1}").studies.is_empty());
    }

    proptest! {
        #[test]
        fn any_stored_text_reads_without_a_crash(text in any::<String>()) {
            let _ = Shelf::from_text(&text);
        }

        #[test]
        fn any_list_of_texts_reads_without_a_crash(texts in proptest::collection::vec(
            "(Study: [a-z ]{0,8}\n)?(Chapter: [a-z]{0,5}\n)?(Game: (chess|odins-rune|tyr-11|x)\n)?(Mode: (quiz|read|y)\n)?\n[ -~\n]{0,40}",
            0..4,
        )) {
            let _ = Shelf::from_text(&serde_json::to_string(&texts).expect("a list of strings"));
        }
    }
}
