//! The transposition table: one entry per slot, replaced by depth (or when the slot holds an older
//! search's entry), keyed by the position's 64-bit hash.

/// What an entry's score says about the true score.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Bound {
    /// The score is exact.
    Exact,
    /// The true score is at least this (a beta cut-off).
    Lower,
    /// The true score is at most this (no move raised alpha).
    Upper,
}

#[derive(Clone, Copy, Debug)]
pub struct Entry<M> {
    pub key: u64,
    pub best: Option<M>,
    pub score: i32,
    pub depth: u8,
    pub bound: Bound,
    age: u8,
}

/// A fixed-size table of `2^bits` slots.
#[derive(Clone, Debug)]
pub struct Table<M> {
    slots: Vec<Option<Entry<M>>>,
    mask: u64,
    age: u8,
}

impl<M: Copy> Table<M> {
    pub fn new(bits: u32) -> Self {
        let n = 1usize << bits.min(28);
        Table { slots: vec![None; n], mask: (n - 1) as u64, age: 0 }
    }

    /// Marks the entries stored so far as old: a new search replaces them first.
    pub fn next_search(&mut self) {
        self.age = self.age.wrapping_add(1);
    }

    #[inline]
    pub fn probe(&self, key: u64) -> Option<&Entry<M>> {
        self.slots[(key & self.mask) as usize].as_ref().filter(|e| e.key == key)
    }

    #[inline]
    pub fn store(&mut self, key: u64, best: Option<M>, score: i32, depth: u32, bound: Bound) {
        let age = self.age;
        let slot = &mut self.slots[(key & self.mask) as usize];
        let depth = depth.min(u32::from(u8::MAX)) as u8;
        let replace = match slot {
            None => true,
            Some(e) => e.key == key || e.age != age || depth >= e.depth,
        };
        if replace {
            // Keep the old best move when this store has none for the same position.
            let best = best.or_else(|| slot.as_ref().filter(|e| e.key == key).and_then(|e| e.best));
            *slot = Some(Entry { key, best, score, depth, bound, age });
        }
    }
}
