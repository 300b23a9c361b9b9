//! A fixed-width set of cells for boards of more than 64 cells: `W` words, bit `c % 64` of word
//! `c / 64` for cell `c` (tafl's boards, up to 17 × 17 = 289 cells, use five words).

/// A set of cells in `W` words.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Bits<const W: usize>(pub [u64; W]);

impl<const W: usize> Default for Bits<W> {
    fn default() -> Self {
        Self::EMPTY
    }
}

impl<const W: usize> Bits<W> {
    pub const EMPTY: Self = Bits([0; W]);

    /// Adds cell `c` (a cell beyond the set's width is ignored).
    #[inline]
    pub fn insert(&mut self, c: usize) {
        if let Some(w) = self.0.get_mut(c / 64) {
            *w |= 1 << (c % 64);
        }
    }

    /// Removes cell `c`.
    #[inline]
    pub fn remove(&mut self, c: usize) {
        if let Some(w) = self.0.get_mut(c / 64) {
            *w &= !(1 << (c % 64));
        }
    }

    #[inline]
    pub fn contains(&self, c: usize) -> bool {
        self.0.get(c / 64).is_some_and(|w| w >> (c % 64) & 1 == 1)
    }

    #[inline]
    pub fn and(self, other: Self) -> Self {
        let mut r = self;
        r.0.iter_mut().zip(other.0).for_each(|(a, b)| *a &= b);
        r
    }

    #[inline]
    pub fn or(self, other: Self) -> Self {
        let mut r = self;
        r.0.iter_mut().zip(other.0).for_each(|(a, b)| *a |= b);
        r
    }

    /// The set moved `k` cells up the numbering (cell `c` to `c + k`), `0 < k < 64`; cells past
    /// the last word fall off.
    #[inline]
    pub fn shifted_up(self, k: u32) -> Self {
        let mut r = [0; W];
        for (i, w) in r.iter_mut().enumerate() {
            *w = self.0[i] << k | if i > 0 { self.0[i - 1] >> (64 - k) } else { 0 };
        }
        Bits(r)
    }

    /// The set moved `k` cells down the numbering (cell `c` to `c - k`), `0 < k < 64`; cells
    /// below 0 fall off.
    #[inline]
    pub fn shifted_down(self, k: u32) -> Self {
        let mut r = [0; W];
        for (i, w) in r.iter_mut().enumerate() {
            *w = self.0[i] >> k | if i + 1 < W { self.0[i + 1] << (64 - k) } else { 0 };
        }
        Bits(r)
    }

    /// The cells, lowest first.
    #[inline]
    pub fn cells(self) -> impl Iterator<Item = usize> {
        self.0.into_iter().enumerate().flat_map(|(i, mut w)| {
            std::iter::from_fn(move || {
                if w == 0 {
                    return None;
                }
                let c = i * 64 + w.trailing_zeros() as usize;
                w &= w - 1;
                Some(c)
            })
        })
    }
}

#[cfg(test)]
mod tests {
    use super::Bits;

    #[test]
    fn shifts_carry_across_words_and_drop_off_the_ends() {
        let mut b = Bits::<3>::EMPTY;
        for c in [0, 62, 63, 64, 127, 191] {
            b.insert(c);
        }
        assert_eq!(b.shifted_up(2).cells().collect::<Vec<_>>(), vec![2, 64, 65, 66, 129]);
        assert_eq!(b.shifted_down(1).cells().collect::<Vec<_>>(), vec![61, 62, 63, 126, 190]);
        assert!(b.contains(127) && !b.contains(126) && !b.contains(500));
        b.remove(63);
        assert_eq!(b.cells().count(), 5);
    }
}
