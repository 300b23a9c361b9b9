//! A small JSON reader and writer for the little JSON the page keeps and exchanges: saved games,
//! settings, the solved lessons and the computer's messages. serde_json's parser, its number
//! formatting and serde's derived code for these types cost the page's first load far more than
//! this (docs/page-speed.md). Numbers are integers here (none of these formats has another kind); a
//! fraction or exponent reads as [`Json::Number`] without a value. Tests check that what serde
//! writes reads back the same and that what this writes serde reads.

/// A JSON value.
#[derive(Clone, Debug, PartialEq)]
pub enum Json {
    Null,
    Bool(bool),
    /// A number: its value when it is an integer that fits an `i64`.
    Number(Option<i64>),
    String(String),
    Array(Vec<Json>),
    /// The members in the order written (a name written twice: the last counts, as for serde).
    Object(Vec<(String, Json)>),
}

/// How deep arrays and objects may nest (as serde_json's limit): deeper is unreadable, not a crash.
const MAX_DEPTH: usize = 128;

impl Json {
    /// Reads a whole text (white space around it allowed); `None` when it is not JSON.
    pub fn parse(text: &str) -> Option<Json> {
        let mut r = Reader { bytes: text.as_bytes(), at: 0 };
        let value = r.value(0)?;
        r.space();
        (r.at == r.bytes.len()).then_some(value)
    }

    /// An object's member.
    pub fn get(&self, name: &str) -> Option<&Json> {
        match self {
            Json::Object(members) => members.iter().rev().find(|(n, _)| n == name).map(|(_, v)| v),
            _ => None,
        }
    }

    pub fn as_str(&self) -> Option<&str> {
        match self {
            Json::String(s) => Some(s),
            _ => None,
        }
    }

    pub fn as_bool(&self) -> Option<bool> {
        match self {
            Json::Bool(b) => Some(*b),
            _ => None,
        }
    }

    pub fn as_i64(&self) -> Option<i64> {
        match self {
            Json::Number(n) => *n,
            _ => None,
        }
    }

    pub fn as_u64(&self) -> Option<u64> {
        self.as_i64().and_then(|n| u64::try_from(n).ok())
    }

    pub fn as_array(&self) -> Option<&[Json]> {
        match self {
            Json::Array(items) => Some(items),
            _ => None,
        }
    }

    /// An array whose every item reads with `item`.
    pub fn array_of<T>(&self, item: impl Fn(&Json) -> Option<T>) -> Option<Vec<T>> {
        self.as_array()?.iter().map(item).collect()
    }

    /// An array of strings.
    pub fn strings(&self) -> Option<Vec<String>> {
        self.array_of(|v| v.as_str().map(str::to_string))
    }
}

struct Reader<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl Reader<'_> {
    fn peek(&self) -> Option<u8> {
        self.bytes.get(self.at).copied()
    }

    fn next(&mut self) -> Option<u8> {
        let b = self.peek()?;
        self.at += 1;
        Some(b)
    }

    fn space(&mut self) {
        while matches!(self.peek(), Some(b' ' | b'\t' | b'\n' | b'\r')) {
            self.at += 1;
        }
    }

    fn word(&mut self, word: &[u8], value: Json) -> Option<Json> {
        let end = self.at + word.len();
        (self.bytes.get(self.at..end) == Some(word)).then(|| {
            self.at = end;
            value
        })
    }

    fn value(&mut self, depth: usize) -> Option<Json> {
        self.space();
        match self.peek()? {
            b'n' => self.word(b"null", Json::Null),
            b't' => self.word(b"true", Json::Bool(true)),
            b'f' => self.word(b"false", Json::Bool(false)),
            b'"' => self.string().map(Json::String),
            b'-' | b'0'..=b'9' => self.number(),
            b'[' if depth < MAX_DEPTH => {
                self.at += 1;
                let mut items = Vec::new();
                self.space();
                if self.peek() == Some(b']') {
                    self.at += 1;
                    return Some(Json::Array(items));
                }
                loop {
                    items.push(self.value(depth + 1)?);
                    self.space();
                    match self.next()? {
                        b',' => {}
                        b']' => return Some(Json::Array(items)),
                        _ => return None,
                    }
                }
            }
            b'{' if depth < MAX_DEPTH => {
                self.at += 1;
                let mut members = Vec::new();
                self.space();
                if self.peek() == Some(b'}') {
                    self.at += 1;
                    return Some(Json::Object(members));
                }
                loop {
                    self.space();
                    if self.peek() != Some(b'"') {
                        return None;
                    }
                    let name = self.string()?;
                    self.space();
                    if self.next()? != b':' {
                        return None;
                    }
                    members.push((name, self.value(depth + 1)?));
                    self.space();
                    match self.next()? {
                        b',' => {}
                        b'}' => return Some(Json::Object(members)),
                        _ => return None,
                    }
                }
            }
            _ => None,
        }
    }

    fn digits(&mut self) -> usize {
        let start = self.at;
        while matches!(self.peek(), Some(b'0'..=b'9')) {
            self.at += 1;
        }
        self.at - start
    }

    fn number(&mut self) -> Option<Json> {
        let negative = self.peek() == Some(b'-');
        if negative {
            self.at += 1;
        }
        let int_start = self.at;
        let int_len = self.digits();
        if int_len == 0 || (int_len > 1 && self.bytes[int_start] == b'0') {
            return None;
        }
        let mut integer = true;
        if self.peek() == Some(b'.') {
            self.at += 1;
            if self.digits() == 0 {
                return None;
            }
            integer = false;
        }
        if matches!(self.peek(), Some(b'e' | b'E')) {
            self.at += 1;
            if matches!(self.peek(), Some(b'+' | b'-')) {
                self.at += 1;
            }
            if self.digits() == 0 {
                return None;
            }
            integer = false;
        }
        if !integer {
            return Some(Json::Number(None));
        }
        // Accumulated negatively, so that i64::MIN fits.
        let mut n: Option<i64> = Some(0);
        for &d in &self.bytes[int_start..self.at] {
            n = n.and_then(|n| n.checked_mul(10)).and_then(|n| n.checked_sub(i64::from(d - b'0')));
        }
        // serde_json reads -0 as a float.
        Some(Json::Number(if negative { n.filter(|&n| n != 0) } else { n.and_then(i64::checked_neg) }))
    }

    fn hex4(&mut self) -> Option<u32> {
        let mut v = 0;
        for _ in 0..4 {
            let d = char::from(self.next()?).to_digit(16)?;
            v = v * 16 + d;
        }
        Some(v)
    }

    /// A string, the opening quote next.
    fn string(&mut self) -> Option<String> {
        self.at += 1;
        let mut out = String::new();
        loop {
            // The plain run up to the next quote, backslash or control character.
            let start = self.at;
            while matches!(self.peek(), Some(b) if b != b'"' && b != b'\\' && b >= 0x20) {
                self.at += 1;
            }
            // The text was a &str and the run stops only at ASCII bytes: it is whole UTF-8.
            out.push_str(std::str::from_utf8(&self.bytes[start..self.at]).ok()?);
            match self.next()? {
                b'"' => return Some(out),
                b'\\' => {
                    let c = match self.next()? {
                        b'"' => '"',
                        b'\\' => '\\',
                        b'/' => '/',
                        b'b' => '\u{8}',
                        b'f' => '\u{c}',
                        b'n' => '\n',
                        b'r' => '\r',
                        b't' => '\t',
                        b'u' => {
                            let high = self.hex4()?;
                            let code = if (0xD800..0xDC00).contains(&high) {
                                if self.next()? != b'\\' || self.next()? != b'u' {
                                    return None;
                                }
                                let low = self.hex4()?;
                                if !(0xDC00..0xE000).contains(&low) {
                                    return None;
                                }
                                0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)
                            } else {
                                high
                            };
                            char::from_u32(code)?
                        }
                        _ => return None,
                    };
                    out.push(c);
                }
                _ => return None,
            }
        }
    }
}

/// Writes `s` as a JSON string (as serde_json writes it).
pub fn quote_into(out: &mut String, s: &str) {
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            '\u{8}' => out.push_str("\\b"),
            '\u{c}' => out.push_str("\\f"),
            c if (c as u32) < 0x20 => {
                const HEX: &[u8; 16] = b"0123456789abcdef";
                out.push_str("\\u00");
                out.push(char::from(HEX[(c as usize) >> 4]));
                out.push(char::from(HEX[(c as usize) & 15]));
            }
            c => out.push(c),
        }
    }
    out.push('"');
}

/// `s` as a JSON string.
pub fn quote(s: &str) -> String {
    let mut out = String::with_capacity(s.len() + 2);
    quote_into(&mut out, s);
    out
}

/// A list of strings as a JSON array.
pub fn strings(items: &[String]) -> String {
    let mut out = String::from("[");
    for (i, s) in items.iter().enumerate() {
        if i > 0 {
            out.push(',');
        }
        quote_into(&mut out, s);
    }
    out.push(']');
    out
}

#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests {
    use super::*;
    use proptest::prelude::*;

    /// A value with its objects' members sorted by name, the last of a repeated name kept: as
    /// serde_json's map holds them.
    fn normal(v: Json) -> Json {
        match v {
            Json::Array(a) => Json::Array(a.into_iter().map(normal).collect()),
            Json::Object(o) => {
                let mut m: Vec<(String, Json)> = Vec::new();
                for (k, v) in o {
                    m.retain(|(n, _)| *n != k);
                    m.push((k, normal(v)));
                }
                m.sort_by(|a, b| a.0.cmp(&b.0));
                Json::Object(m)
            }
            v => v,
        }
    }

    fn mine(text: &str) -> Option<Json> {
        Json::parse(text).map(normal)
    }

    /// serde_json's reading of a text, in this module's terms (its numbers as integers or not).
    fn serde_reads(text: &str) -> Option<Json> {
        fn convert(v: serde_json::Value) -> Json {
            use serde_json::Value as V;
            match v {
                V::Null => Json::Null,
                V::Bool(b) => Json::Bool(b),
                V::Number(n) => Json::Number(n.as_i64()),
                V::String(s) => Json::String(s),
                V::Array(a) => Json::Array(a.into_iter().map(convert).collect()),
                V::Object(o) => Json::Object(o.into_iter().map(|(k, v)| (k, convert(v))).collect()),
            }
        }
        serde_json::from_str::<serde_json::Value>(text).ok().map(convert)
    }

    #[test]
    fn reads_what_serde_reads() {
        for text in [
            r#"{"version":1,"game":"keltic","start":null,"turns":["e4","dxe4"],"played":2,"prefix":[{"Cell":12},{"Promote":"Q"}]}"#,
            r#" [ 1 , -2 , 0 , 9223372036854775807 , -9223372036854775808 , 1.5 , 2e3 , true , false , null ] "#,
            r#"{"s":"a\"b\\c\/d\b\f\n\r\t\u00e9\ud83d\ude00 ü"}"#,
            r#"[[[]],{},{"a":{}}]"#,
            r#""""#,
            "5",
            r#"{"b":1,"a":2,"b":3}"#,
            "-0",
        ] {
            assert!(Json::parse(text).is_some(), "{text}");
            assert_eq!(mine(text), serde_reads(text), "{text}");
        }
        // A name written twice: the last counts, as in serde's map.
        let twice = Json::parse(r#"{"b":1,"a":2,"b":3}"#).expect("JSON");
        assert_eq!(twice.get("b").and_then(Json::as_i64), Some(3));
        // Too large for an i64: a number without a value, as serde's f64 has no i64.
        assert_eq!(Json::parse("9223372036854775808"), Some(Json::Number(None)));
    }

    #[test]
    fn refuses_what_serde_refuses() {
        for text in [
            "",
            " ",
            "{",
            "}",
            "[1,]",
            "[,1]",
            "{\"a\"}",
            "{\"a\":1,}",
            "{a:1}",
            "01",
            "-",
            "1.",
            ".5",
            "1e",
            "+1",
            "tru",
            "nul",
            "\"abc",
            "\"\\x\"",
            "\"\\ud800\"",
            "\"\\ud800\\u0041\"",
            "\"a\nb\"",
            "[1] 2",
            "'a'",
            "NaN",
        ] {
            assert_eq!(Json::parse(text), None, "{text:?}");
            assert_eq!(serde_reads(text), None, "serde: {text:?}");
        }
        let deep = "[".repeat(200) + &"]".repeat(200);
        assert_eq!(Json::parse(&deep), None);
        let fine = "[".repeat(100) + &"]".repeat(100);
        assert!(Json::parse(&fine).is_some());
    }

    #[test]
    fn writes_strings_as_serde_does() {
        for s in ["", "plain", "quote \" backslash \\ slash /", "\n\r\t\u{8}\u{c}\u{1}\u{1f}\u{7f}", "é😀"] {
            assert_eq!(quote(s), serde_json::to_string(s).expect("a string"), "{s:?}");
        }
        let list = vec!["a".to_string(), "b\"".to_string()];
        assert_eq!(strings(&list), serde_json::to_string(&list).expect("a list"));
        assert_eq!(strings(&[]), "[]");
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(5_000))]

        /// Any text: this reads it exactly when serde does, to the same value.
        #[test]
        fn any_text_reads_as_serde_reads(text in any::<String>()) {
            prop_assert_eq!(mine(&text), serde_reads(&text));
        }

        /// Texts made of JSON's own characters (far more of them are JSON; no exponents, which
        /// serde refuses past f64's range and this reads as a number without a value).
        #[test]
        fn jsonish_text_reads_as_serde_reads(text in "[\\[\\]{}\",:0-9a-d\\-+.\\\\ ]{0,24}") {
            prop_assert_eq!(mine(&text), serde_reads(&text));
        }

        /// Any string survives writing and reading.
        #[test]
        fn any_string_round_trips(s in any::<String>()) {
            prop_assert_eq!(Json::parse(&quote(&s)), Some(Json::String(s.clone())));
            prop_assert_eq!(quote(&s), serde_json::to_string(&s).expect("a string"));
        }
    }
}
