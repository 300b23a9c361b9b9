//! One sort for the code the page runs (its boards built, a record replayed, the table of a turn's
//! steps): each use of the standard library's `sort`/`sort_unstable` compiles its sorting
//! algorithms anew for its element type and comparison, 2 to 4 KB of the page's wasm each. Here
//! the sorting is one stable merge sort of indices through a `dyn` comparison, compiled once, with
//! a thin generic wrapper that puts the elements in that order. For short lists off the hot paths
//! only: the search and move generation sort nothing with it.

use std::cmp::Ordering;

/// The indices `0..n` in the order `cmp` puts them, stably: indices that compare equal keep their
/// order.
pub fn order(n: usize, cmp: &mut dyn FnMut(usize, usize) -> Ordering) -> Vec<usize> {
    let mut a: Vec<usize> = (0..n).collect();
    let mut b = vec![0; n];
    let mut width = 1;
    while width < n {
        let mut lo = 0;
        while lo < n {
            let mid = (lo + width).min(n);
            let hi = (lo + 2 * width).min(n);
            let (mut i, mut j) = (lo, mid);
            for slot in &mut b[lo..hi] {
                // The left run's element first unless the right run's is strictly smaller.
                if i < mid && (j >= hi || cmp(a[j], a[i]) != Ordering::Less) {
                    *slot = a[i];
                    i += 1;
                } else {
                    *slot = a[j];
                    j += 1;
                }
            }
            lo = hi;
        }
        std::mem::swap(&mut a, &mut b);
        width *= 2;
    }
    a
}

/// Sorts `v` by `cmp`, stably (as `slice::sort_by`).
pub fn sort_by<T: Clone>(v: &mut [T], mut cmp: impl FnMut(&T, &T) -> Ordering) {
    let order = order(v.len(), &mut |i, j| cmp(&v[i], &v[j]));
    let was = v.to_vec();
    for (slot, i) in v.iter_mut().zip(order) {
        *slot = was[i].clone();
    }
}

/// Sorts `v` in ascending order, stably (as `slice::sort`).
pub fn sort<T: Ord + Clone>(v: &mut [T]) {
    sort_by(v, T::cmp)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng::Rng;

    /// The same order as the standard library's stable sort, equal keys included, on lists of
    /// every length up to 70 with few and many distinct keys.
    #[test]
    fn sorts_as_the_standard_stable_sort() {
        let mut rng = Rng::new(7);
        for n in 0..70usize {
            for keys in [2usize, 5, 1000] {
                let v: Vec<(usize, usize)> = (0..n).map(|i| (rng.below(keys), i)).collect();
                let mut want = v.clone();
                want.sort_by_key(|p| p.0);
                let mut got = v.clone();
                sort_by(&mut got, |a, b| a.0.cmp(&b.0));
                assert_eq!(got, want, "n {n}, keys {keys}");
                let mut all = v.clone();
                sort(&mut all);
                want.sort();
                assert_eq!(all, want);
            }
        }
    }
}
