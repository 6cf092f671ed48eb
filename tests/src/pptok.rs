//! A small C++ preprocessing-token lexer for comparing preprocessed output
//! (`cudac -E -P` against `gcc -E -P`) token by token.
//!
//! Input: preprocessed text (no comments are expected, but they are skipped
//! as whitespace). Output: its pp-tokens (C++17 [lex.pptoken]): identifiers
//! (universal character names in them decoded, as gcc prints `é` as
//! `\U000000e9`),
//! pp-numbers, character and string literals with their encoding prefixes
//! and user-defined-literal suffixes, raw strings, punctuators by longest
//! match (digraphs included), and any other character on its own.
//! Invariants: whitespace only separates tokens, except that a `#pragma`
//! line ends with an extra `<end of #pragma>` token, so text that moves onto
//! or off a pragma's line is a difference.

/// One token and the 1-based output line it starts on.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PpTok {
    pub text: String,
    pub line: usize,
}

/// The token that closes a `#pragma` line.
pub const PRAGMA_END: &str = "<end of #pragma>";

const PUNCT: &[&str] = &[
    // Longest first within each leading character.
    "%:%:", "...", "<<=", ">>=", "->*", "<=>", "::", "->", "++", "--", "<<", ">>", "<=", ">=", "==",
    "!=", "&&", "||", "*=", "/=", "%=", "+=", "-=", "&=", "^=", "|=", "##", ".*", "<:", ":>", "<%",
    "%>", "%:",
];

fn ident_start(c: u8) -> bool {
    c.is_ascii_alphabetic() || c == b'_' || c == b'$' || c >= 0x80
}

fn ident_cont(c: u8) -> bool {
    ident_start(c) || c.is_ascii_digit()
}

/// The pp-tokens of `text`.
pub fn tokenize(text: &str) -> Vec<PpTok> {
    let b = text.as_bytes();
    let at = |i: usize| b.get(i).copied().unwrap_or(0);
    let mut toks = Vec::new();
    let mut i = 0;
    let mut line = 1;
    let mut line_start = true;
    let mut in_pragma = false;
    while i < b.len() {
        let c = b[i];
        if c == b'\n' {
            if in_pragma {
                toks.push(PpTok {
                    text: PRAGMA_END.into(),
                    line,
                });
                in_pragma = false;
            }
            line += 1;
            line_start = true;
            i += 1;
            continue;
        }
        if c.is_ascii_whitespace() {
            i += 1;
            continue;
        }
        if c == b'/' && at(i + 1) == b'/' {
            while i < b.len() && b[i] != b'\n' {
                i += 1;
            }
            continue;
        }
        if c == b'/' && at(i + 1) == b'*' {
            let end = text[i + 2..].find("*/").map_or(b.len(), |e| i + 2 + e + 2);
            line += text[i..end].matches('\n').count();
            i = end;
            continue;
        }
        let start = i;
        let (len, ident) = token_len(b, i);
        i += len.max(1);
        let mut tok = String::from_utf8_lossy(&b[start..i]).into_owned();
        if ident && tok.contains('\\') {
            tok = decode_ucns(&tok);
        }
        if line_start && (tok == "#" || tok == "%:") {
            let mut j = i;
            while matches!(at(j), b' ' | b'\t') {
                j += 1;
            }
            in_pragma = text[j..].starts_with("pragma") && !ident_cont(at(j + 6));
        }
        line_start = false;
        toks.push(PpTok { text: tok, line });
        // Raw strings and stray characters may hold newlines.
        line += b[start..i].iter().filter(|&&c| c == b'\n').count();
    }
    if in_pragma {
        toks.push(PpTok {
            text: PRAGMA_END.into(),
            line,
        });
    }
    toks
}

/// Length of a universal character name `\uXXXX` / `\UXXXXXXXX` at `i`, or 0.
fn ucn_len(b: &[u8], i: usize) -> usize {
    let n = match (b.get(i), b.get(i + 1)) {
        (Some(b'\\'), Some(b'u')) => 4,
        (Some(b'\\'), Some(b'U')) => 8,
        _ => return 0,
    };
    let hex = b.get(i + 2..i + 2 + n);
    if hex.is_some_and(|h| h.iter().all(u8::is_ascii_hexdigit)) {
        n + 2
    } else {
        0
    }
}

/// An identifier with its universal character names replaced by the
/// characters they name.
fn decode_ucns(s: &str) -> String {
    let b = s.as_bytes();
    let mut out = String::new();
    let mut i = 0;
    while i < b.len() {
        let n = ucn_len(b, i);
        let c = (n > 0)
            .then(|| u32::from_str_radix(&s[i + 2..i + n], 16).ok())
            .flatten()
            .and_then(char::from_u32);
        match c {
            Some(c) => {
                out.push(c);
                i += n;
            }
            None => {
                let ch = s[i..].chars().next().unwrap_or('?');
                out.push(ch);
                i += ch.len_utf8();
            }
        }
    }
    out
}

/// Length of the token at `i` (not whitespace or a comment), and whether it
/// is an identifier.
fn token_len(b: &[u8], i: usize) -> (usize, bool) {
    let at = |k: usize| b.get(k).copied().unwrap_or(0);
    let c = b[i];
    if ident_start(c) || ucn_len(b, i) > 0 {
        let mut j = i;
        loop {
            let u = ucn_len(b, j);
            if u > 0 {
                j += u;
            } else if ident_cont(at(j)) {
                j += 1;
            } else {
                break;
            }
        }
        let word = &b[i..j];
        if at(j) == b'"' && matches!(word, b"R" | b"u8R" | b"uR" | b"UR" | b"LR") {
            if let Some(n) = raw_string(b, j) {
                return (j + n + suffix(b, j + n) - i, false);
            }
        }
        if matches!(at(j), b'"' | b'\'') && matches!(word, b"u8" | b"u" | b"U" | b"L") {
            if let Some(n) = quoted(b, j) {
                return (j + n + suffix(b, j + n) - i, false);
            }
        }
        return (j - i, true);
    }
    (other_len(b, i), false)
}

/// Length of a token that is not an identifier or prefixed literal.
fn other_len(b: &[u8], i: usize) -> usize {
    let at = |k: usize| b.get(k).copied().unwrap_or(0);
    let c = b[i];
    if c.is_ascii_digit() || (c == b'.' && at(i + 1).is_ascii_digit()) {
        let mut j = i + 1;
        loop {
            let d = at(j);
            let exponent_sign =
                matches!(d, b'e' | b'E' | b'p' | b'P') && matches!(at(j + 1), b'+' | b'-');
            let digit_separator = d == b'\'' && ident_cont(at(j + 1));
            if exponent_sign || digit_separator {
                j += 2;
            } else if ident_cont(d) || d == b'.' {
                j += 1;
            } else {
                return j - i;
            }
        }
    }
    if c == b'"' || c == b'\'' {
        return match quoted(b, i) {
            Some(n) => n + suffix(b, i + n),
            None => 1,
        };
    }
    // [lex.pptoken]/3.2: `<::` not followed by `:` or `>` is `<` `::`.
    if b[i..].starts_with(b"<::") && !matches!(at(i + 3), b':' | b'>') {
        return 1;
    }
    for p in PUNCT {
        if b[i..].starts_with(p.as_bytes()) {
            return p.len();
        }
    }
    // Any other character (UTF-8 sequences kept whole).
    let mut j = i + 1;
    while j < b.len() && (b[j] & 0xc0) == 0x80 && c >= 0x80 {
        j += 1;
    }
    j - i
}

/// Length of the literal whose opening quote is at `i`, escapes included;
/// `None` if the line ends first.
fn quoted(b: &[u8], i: usize) -> Option<usize> {
    let q = b[i];
    let mut j = i + 1;
    while j < b.len() {
        match b[j] {
            b'\n' => return None,
            b'\\' => j += 2,
            c if c == q => return Some(j + 1 - i),
            _ => j += 1,
        }
    }
    None
}

/// Length of a raw string whose `"` is at `i`.
fn raw_string(b: &[u8], i: usize) -> Option<usize> {
    let open = i + 1 + b[i + 1..].iter().position(|&c| c == b'(')?;
    let delim = &b[i + 1..open];
    if delim.len() > 16
        || delim
            .iter()
            .any(|c| matches!(c, b')' | b'\\' | b' ' | b'\t' | b'\n' | b'\x0b' | b'\x0c'))
    {
        return None;
    }
    let mut close = Vec::with_capacity(delim.len() + 2);
    close.push(b')');
    close.extend_from_slice(delim);
    close.push(b'"');
    let body = open + 1;
    let end = b[body..].windows(close.len()).position(|w| w == close)?;
    Some(body + end + close.len() - i)
}

/// Length of a user-defined-literal suffix at `i`.
fn suffix(b: &[u8], i: usize) -> usize {
    if !b.get(i).is_some_and(|&c| ident_start(c)) {
        return 0;
    }
    b[i..].iter().take_while(|&&c| ident_cont(c)).count()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn texts(s: &str) -> Vec<String> {
        tokenize(s).into_iter().map(|t| t.text).collect()
    }

    #[test]
    fn literals_numbers_punctuators() {
        assert_eq!(
            texts(r#"u8"a\"b" L'c' x"s" "t"_sfx R"d(a)"b)d"q 1.e+5 0x1p-3 1'000'000 .5f"#),
            [
                r#"u8"a\"b""#,
                "L'c'",
                "x",
                r#""s""#,
                r#""t"_sfx"#,
                r#"R"d(a)"b)d"q"#,
                "1.e+5",
                "0x1p-3",
                "1'000'000",
                ".5f"
            ]
        );
        assert_eq!(
            texts("a<<=b->*c...%:%:<::x<:::>%>"),
            ["a", "<<=", "b", "->*", "c", "...", "%:%:", "<", "::", "x", "<:", "::", ">", "%>"]
        );
        assert_eq!(texts("1 'x' 1'x'"), ["1", "'x'", "1'x", "'"]);
        assert_eq!(texts("- - -- + +="), ["-", "-", "--", "+", "+="]);
        assert_eq!(
            texts("caf\\U000000e9 caf\\u00E9x café \"\\u00e9\""),
            ["café", "caféx", "café", "\"\\u00e9\""]
        );
    }

    #[test]
    fn pragma_lines_are_delimited() {
        assert_eq!(
            texts("a\n  #pragma omp parallel\nb\n# pragma x\n#define y\n"),
            [
                "a", "#", "pragma", "omp", "parallel", PRAGMA_END, "b", "#", "pragma", "x",
                PRAGMA_END, "#", "define", "y"
            ]
        );
        let t = tokenize("R\"(\n\n)\" z");
        assert_eq!(t[1].line, 3);
    }
}
