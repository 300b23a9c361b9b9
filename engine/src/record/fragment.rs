//! The syntax of a link's address fragment, for every part of a link: the record's fields
//! ([`super::Record::to_fragment`]) and the page's drawings, opponent, clock and variation tree,
//! which its model writes and reads through these functions. Fields are `key=value`, joined by
//! `&`; a value is percent-encoded ([`super::encode`]) or made of such parts joined by `+` (turns)
//! or `,` (lists).

/// Appends the field `key=value` to a fragment (after an `&` unless it is the first).
pub fn push(out: &mut String, key: &str, value: &str) {
    if !out.is_empty() {
        out.push('&');
    }
    out.push_str(key);
    out.push('=');
    out.push_str(value);
}

/// The fields of a fragment in order (a leading `#` and empty parts left out): each key with its
/// value, `None` for a part without `=`.
pub fn fields(fragment: &str) -> impl Iterator<Item = (&str, Option<&str>)> {
    let fragment = fragment.strip_prefix('#').unwrap_or(fragment);
    fragment.split('&').filter(|p| !p.is_empty()).map(|p| match p.split_once('=') {
        Some((key, value)) => (key, Some(value)),
        None => (p, None),
    })
}

/// A fragment of these fields, as [`push`] writes them (a field without a value is its key alone).
pub fn join<'a>(fields: impl IntoIterator<Item = (&'a str, Option<&'a str>)>) -> String {
    let mut out = String::new();
    for (key, value) in fields {
        match value {
            Some(v) => push(&mut out, key, v),
            None => {
                if !out.is_empty() {
                    out.push('&');
                }
                out.push_str(key);
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fields_are_written_and_read_back_in_order() {
        let mut out = String::new();
        push(&mut out, "game", "keltic");
        push(&mut out, "turns", "e4+e5");
        assert_eq!(out, "game=keltic&turns=e4+e5");
        let text = format!("#{out}&&odd&ply=");
        let read: Vec<_> = fields(&text).collect();
        assert_eq!(read, [("game", Some("keltic")), ("turns", Some("e4+e5")), ("odd", None), ("ply", Some(""))]);
        assert_eq!(join(read), "game=keltic&turns=e4+e5&odd&ply=");
        assert_eq!(fields("").count(), 0);
        assert_eq!(fields("#").count(), 0);
    }
}
