//! A time control's seconds read as the engine first read them, `text.trim().parse::<f64>()` kept
//! when `0 <= v < 1e9` and turned into `(v * 1000.0).round()` ms, without the standard library's
//! float parser: its code and tables (about 10 KB gzip) were the largest part of the clock in the
//! page's wasm (docs/page-speed.md, step 9).
//!
//! The text is read as Rust reads an `f64` (an optional sign, digits with an optional point, an
//! optional exponent; `inf` and `nan` are never in range), its value correctly rounded to the
//! nearest `f64` as the standard library rounds it: by one division when the digits and the power
//! of ten are exact in an `f64` (the standard library's own fast path), else by an exact division
//! of integers. The digits past the 19th significant one only say whether any of them is not 0:
//! the value differs from the standard library's (by one `f64` step) only for a text of more than
//! 19 digits lying exactly half-way between two `f64`s (at least 24 digits in this range), and the
//! ms then only if that step crosses a half ms. `engine/tests/clock.rs` compares it with
//! `parse::<f64>` on 300 000 texts.

/// The ms of a time in seconds, `None` when it is not a number in `0 <= v < 1e9`.
pub(super) fn ms_of(text: &str) -> Option<u64> {
    let t = text.trim().as_bytes();
    let (negative, t) = match t.first() {
        Some(b'-') => (true, &t[1..]),
        Some(b'+') => (false, &t[1..]),
        _ => (false, t),
    };
    // The first 19 significant digits as an integer `m`, the value being `m * 10^e` (plus a little
    // more when a dropped digit was not 0: `dropped`).
    let (mut m, mut e, mut dropped, mut digits, mut significant) = (0u64, 0i64, false, 0usize, 0usize);
    let mut i = 0;
    let mut point = false;
    while let Some(&c) = t.get(i) {
        match c {
            b'0'..=b'9' => {
                digits += 1;
                if significant < 19 {
                    if m > 0 || c != b'0' {
                        significant += 1;
                    }
                    m = m * 10 + u64::from(c - b'0');
                    e -= i64::from(point);
                } else {
                    dropped |= c != b'0';
                    e += i64::from(!point);
                }
            }
            b'.' if !point => point = true,
            _ => break,
        }
        i += 1;
    }
    if digits == 0 {
        return None;
    }
    if let Some(&(b'e' | b'E')) = t.get(i) {
        i += 1;
        let (minus, rest) = match t.get(i) {
            Some(b'-') => (true, i + 1),
            Some(b'+') => (false, i + 1),
            _ => (false, i),
        };
        i = rest;
        let start = i;
        let mut x = 0i64;
        while let Some(&c @ b'0'..=b'9') = t.get(i) {
            x = (x * 10 + i64::from(c - b'0')).min(1 << 40);
            i += 1;
        }
        if i == start {
            return None;
        }
        e += if minus { -x } else { x };
    }
    if i != t.len() {
        return None;
    }
    if m == 0 {
        // Zero, whatever its sign and exponent (`-0.0` is in range).
        return Some(0);
    }
    while m % 10 == 0 {
        m /= 10;
        e += 1;
    }
    // The power of ten of the first significant digit: the value is in [10^top, 10^(top+1)).
    let top = e + m.ilog10() as i64;
    if negative {
        // A negative value below the least `f64` (2^-1075 ≈ 2.4703282292062327e-324) reads as
        // `-0.0`, which is in range; any other is not.
        let lead = m * 10u64.pow(18 - m.ilog10());
        const LEAST: u64 = 2_470_328_229_206_232_720;
        return (top < -324 || (top == -324 && (lead < LEAST || (lead == LEAST && !dropped)))).then_some(0);
    }
    if top >= 9 {
        return None;
    }
    if top < -5 {
        // Below 10^-5 s: far below half a ms.
        return Some(0);
    }
    let v = if e >= 0 {
        m as f64 * POW10[e as usize]
    } else if m < 1 << 53 && e >= -22 && !dropped {
        m as f64 / POW10[(-e) as usize]
    } else {
        nearest(m, 10u128.pow((-e) as u32), dropped)
    };
    (v < 1e9).then(|| (v * 1000.0).round() as u64)
}

const POW10: [f64; 23] = [
    1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20,
    1e21, 1e22,
];

/// The `f64` nearest to `m / d` (ties to even), a little more than that when `more`; for a
/// quotient between 10^-6 and 10^19.
fn nearest(m: u64, d: u128, more: bool) -> f64 {
    let (mut q, mut r) = (u128::from(m) / d, u128::from(m) % d);
    let mut sticky = more;
    // `q * 2^-s` (and the remainder), with `q` of 54 bits: 53 and the half below them.
    let mut s: i32 = 0;
    while q >= 1 << 54 {
        sticky |= q & 1 == 1;
        q >>= 1;
        s -= 1;
    }
    while q < 1 << 53 {
        r <<= 1;
        q <<= 1;
        if r >= d {
            r -= d;
            q |= 1;
        }
        s += 1;
    }
    sticky |= r != 0;
    let mut mantissa = (q >> 1) as u64;
    if q & 1 == 1 && (sticky || mantissa & 1 == 1) {
        mantissa += 1;
    }
    // mantissa * 2^(1 - s), exactly (2^53 too is an `f64`).
    mantissa as f64 * f64::from_bits(((1023 + 1 - s) as u64) << 52)
}
