//! What the browser keeps for a part of the chunk of parts (`crate::lazy`), as the page opened
//! with it: its text, until the part first reads it. Reading and writing it are the part's code,
//! so that none of it is in the page's first download (the studies kept: the study file's
//! reader; the puzzles tried). A copy shares what was read; [`Kept::read_mut`] changes its own.

use std::cell::OnceCell;
use std::rc::Rc;

/// A value kept by the browser as text ([`FromText`]), read on first use.
#[derive(Clone, Debug)]
pub struct Kept<T> {
    text: Rc<str>,
    value: Rc<OnceCell<Rc<T>>>,
}

/// A value read from the text the browser keeps.
pub trait FromText {
    /// Read the text kept: any text (what cannot be read is left out).
    fn from_text(text: &str) -> Self;
}

/// The same value (a change makes a new one), as props compare it.
impl<T> PartialEq for Kept<T> {
    fn eq(&self, other: &Self) -> bool {
        self.same(other)
    }
}

impl<T> Default for Kept<T> {
    fn default() -> Self {
        Kept::text("")
    }
}

impl<T> Kept<T> {
    /// The text as the browser keeps it, not read yet.
    pub fn text(text: &str) -> Self {
        Kept { text: text.into(), value: Rc::default() }
    }

    /// Whether both are the same value, unchanged (a change makes a new one: `read_mut`).
    pub fn same(&self, other: &Kept<T>) -> bool {
        Rc::ptr_eq(&self.value, &other.value)
    }
}

impl<T: FromText + Clone> Kept<T> {
    /// The value (read from the text the first time).
    pub fn read(&self) -> Rc<T> {
        self.value.get_or_init(|| Rc::new(T::from_text(&self.text))).clone()
    }

    /// The value, to change: this copy only, no longer the same as the others.
    pub fn read_mut(&mut self) -> &mut T {
        let value = self.read();
        self.value = Rc::new(OnceCell::from(value));
        let cell = Rc::get_mut(&mut self.value).expect("just made");
        Rc::make_mut(cell.get_mut().expect("just set"))
    }
}

#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests {
    use super::*;

    #[derive(Clone, Debug, PartialEq)]
    struct Words(Vec<String>);

    impl FromText for Words {
        fn from_text(text: &str) -> Self {
            Words(text.split_whitespace().map(String::from).collect())
        }
    }

    #[test]
    fn read_once_shared_until_changed() {
        let kept = Kept::<Words>::text("a b");
        let copy = kept.clone();
        assert!(kept.same(&copy));
        assert_eq!(*copy.read(), Words(vec!["a".into(), "b".into()]));
        // Read by one copy: the other has it too.
        assert!(Rc::ptr_eq(&kept.read(), &copy.read()));
        let mut changed = copy.clone();
        changed.read_mut().0.push("c".into());
        assert!(!changed.same(&copy), "a change is seen");
        assert_eq!(copy.read().0.len(), 2, "the others keep what they had");
        assert_eq!(changed.read().0.len(), 3);
        assert!(copy.same(&kept));
    }
}
