//! Literal spellings → values: integers (hex/octal/binary, digit
//! separators, `u`/`l`/`ll` suffixes), floats (decimal and hex, `f`/`l`
//! suffixes), character literals and string literals with escapes.
//! Pure functions: errors come back as messages, the caller places them.

use crate::ast::{BuiltinType, ExprKind, IntSuffix};

/// A number literal's value, or an error message. A warning may come along
/// with a value (a float that overflows to infinity).
pub(crate) struct NumResult {
    pub kind: ExprKind,
    pub warning: Option<String>,
}

pub(crate) fn parse_number(text: &str) -> Result<NumResult, String> {
    let t: String = text.chars().filter(|&c| c != '\'').collect();
    let lower = t.to_ascii_lowercase();
    let is_hex = lower.starts_with("0x");
    let is_float = if is_hex {
        lower.contains('.') || lower.contains('p')
    } else {
        lower.contains('.') || lower.contains('e')
    };
    if is_float {
        parse_float(&lower, is_hex)
    } else {
        parse_int(&lower).map(|kind| NumResult {
            kind,
            warning: None,
        })
    }
}

fn parse_int(t: &str) -> Result<ExprKind, String> {
    // Split off the suffix: trailing u/l/z letters.
    let body_end = t.trim_end_matches(['u', 'l', 'z']).len();
    let (body, suf) = t.split_at(body_end);
    let suffix = match suf {
        "" => IntSuffix::default(),
        "u" => IntSuffix {
            unsigned: true,
            long: 0,
        },
        "l" => IntSuffix {
            unsigned: false,
            long: 1,
        },
        "ll" => IntSuffix {
            unsigned: false,
            long: 2,
        },
        "ul" | "lu" => IntSuffix {
            unsigned: true,
            long: 1,
        },
        "ull" | "llu" => IntSuffix {
            unsigned: true,
            long: 2,
        },
        _ => return Err(format!("invalid suffix '{suf}' on integer constant")),
    };
    let (digits, radix, decimal) = if let Some(d) = body.strip_prefix("0x") {
        (d, 16, false)
    } else if let Some(d) = body.strip_prefix("0b") {
        (d, 2, false)
    } else if body.len() > 1 && body.starts_with('0') {
        (&body[1..], 8, false)
    } else {
        (body, 10, true)
    };
    if digits.is_empty() {
        return Err("invalid integer literal".into());
    }
    let mut value: u128 = 0;
    for c in digits.chars() {
        let Some(d) = c.to_digit(radix) else {
            return Err(if c.is_ascii_hexdigit() {
                let what = match radix {
                    8 => "octal",
                    2 => "binary",
                    10 => "decimal",
                    _ => "hexadecimal",
                };
                format!("invalid digit '{c}' in {what} constant")
            } else {
                format!(
                    "invalid suffix '{}' on integer constant",
                    &digits[digits.find(c).unwrap_or(0)..]
                )
            });
        };
        value = value
            .checked_mul(radix as u128)
            .and_then(|v| v.checked_add(d as u128))
            .ok_or_else(|| "integer literal is too large".to_string())?;
    }
    Ok(ExprKind::IntLit {
        value,
        suffix,
        decimal,
    })
}

fn parse_float(t: &str, hex: bool) -> Result<NumResult, String> {
    let mut body = t;
    let mut is_float = false;
    let mut long_double = false;
    // For hex floats the suffix can only follow the binary exponent.
    let suffix_allowed = !hex || t.contains('p');
    if suffix_allowed {
        if let Some(b) = body.strip_suffix('f') {
            body = b;
            is_float = true;
        } else if let Some(b) = body.strip_suffix('l') {
            body = b;
            long_double = true;
        }
    }
    let value = if hex {
        parse_hex_float(&body[2..])
            .ok_or_else(|| format!("invalid floating-point literal '{t}'"))?
    } else {
        if !body
            .chars()
            .all(|c| c.is_ascii_digit() || matches!(c, '.' | 'e' | '+' | '-'))
        {
            return Err(format!("invalid suffix on floating-point literal '{t}'"));
        }
        body.parse::<f64>()
            .map_err(|_| format!("invalid floating-point literal '{t}'"))?
    };
    let too_big = if is_float {
        (value as f32).is_infinite()
    } else {
        value.is_infinite()
    };
    let warning =
        too_big.then(|| "floating-point literal is too large; it is infinity".to_string());
    Ok(NumResult {
        kind: ExprKind::FloatLit {
            value,
            is_float,
            long_double,
        },
        warning,
    })
}

/// `1.8p3` (after `0x`) → value.
fn parse_hex_float(s: &str) -> Option<f64> {
    let (mant, exp) = match s.find('p') {
        Some(i) => (&s[..i], s[i + 1..].parse::<i32>().ok()?),
        None => return None, // a hex float needs an exponent
    };
    let (int_part, frac_part) = match mant.find('.') {
        Some(i) => (&mant[..i], &mant[i + 1..]),
        None => (mant, ""),
    };
    if int_part.is_empty() && frac_part.is_empty() {
        return None;
    }
    let mut v = 0f64;
    for c in int_part.chars() {
        v = v * 16.0 + c.to_digit(16)? as f64;
    }
    let mut scale = 1.0 / 16.0;
    for c in frac_part.chars() {
        v += c.to_digit(16)? as f64 * scale;
        scale /= 16.0;
    }
    Some(v * 2f64.powi(exp))
}

/// Split a literal prefix (`L`, `u8`, `u`, `U`) from a char/string literal.
fn split_prefix(t: &str) -> (&str, &str) {
    for p in ["u8", "L", "u", "U"] {
        if let Some(rest) = t.strip_prefix(p) {
            if rest.starts_with('\'') || rest.starts_with('"') || rest.starts_with('R') {
                return (p, rest);
            }
        }
    }
    ("", t)
}

/// Decode escapes in the body of a char/string literal into code points
/// (values above 0x10FFFF are kept for `\x`/octal escapes as raw numbers).
fn decode_escapes(body: &str) -> Result<Vec<u32>, String> {
    let mut out = Vec::new();
    let mut it = body.chars().peekable();
    while let Some(c) = it.next() {
        if c != '\\' {
            out.push(c as u32);
            continue;
        }
        let Some(e) = it.next() else {
            return Err("incomplete escape sequence".into());
        };
        let v = match e {
            'n' => 10,
            't' => 9,
            'r' => 13,
            'a' => 7,
            'b' => 8,
            'f' => 12,
            'v' => 11,
            'e' => 27,
            '\\' => '\\' as u32,
            '\'' => '\'' as u32,
            '"' => '"' as u32,
            '?' => '?' as u32,
            '0'..='7' => {
                let mut v = e.to_digit(8).unwrap_or(0);
                for _ in 0..2 {
                    match it.peek().and_then(|c| c.to_digit(8)) {
                        Some(d) => {
                            v = v * 8 + d;
                            it.next();
                        }
                        None => break,
                    }
                }
                v
            }
            'x' => {
                let mut v: u32 = 0;
                let mut n = 0;
                while let Some(d) = it.peek().and_then(|c| c.to_digit(16)) {
                    v = v.wrapping_mul(16).wrapping_add(d);
                    it.next();
                    n += 1;
                }
                if n == 0 {
                    return Err("\\x used with no following hex digits".into());
                }
                v
            }
            'u' | 'U' => {
                let len = if e == 'u' { 4 } else { 8 };
                let mut v: u32 = 0;
                for _ in 0..len {
                    match it.next().and_then(|c| c.to_digit(16)) {
                        Some(d) => v = v.wrapping_mul(16).wrapping_add(d),
                        None => return Err("incomplete universal character name".into()),
                    }
                }
                v
            }
            other => return Err(format!("unknown escape sequence '\\{other}'")),
        };
        out.push(v);
    }
    Ok(out)
}

/// `'a'`, `'\n'`, `L'x'` → (value, kind).
pub(crate) fn parse_char(text: &str) -> Result<(u32, BuiltinType), String> {
    let (prefix, rest) = split_prefix(text);
    let kind = match prefix {
        "L" => BuiltinType::WChar,
        "u" => BuiltinType::Char16,
        "U" => BuiltinType::Char32,
        _ => BuiltinType::Char,
    };
    let body = rest
        .strip_prefix('\'')
        .and_then(|r| r.strip_suffix('\''))
        .ok_or_else(|| "unterminated character literal".to_string())?;
    let cps = decode_escapes(body)?;
    match cps.len() {
        0 => Err("empty character constant".into()),
        1 => {
            let v = cps[0];
            // A plain char literal holds one byte: sign-extension is sema's job.
            if kind == BuiltinType::Char && v > 0xFF && !body.starts_with('\\') {
                // A non-ASCII character: its UTF-8 bytes as a multi-char int.
                let mut buf = [0u8; 4];
                let s = char::from_u32(v)
                    .map(|c| c.encode_utf8(&mut buf).len())
                    .unwrap_or(1);
                let mut val = 0u32;
                for b in &buf[..s] {
                    val = (val << 8) | *b as u32;
                }
                return Ok((val, BuiltinType::Int));
            }
            Ok((v, kind))
        }
        _ => {
            // Multi-character constant: int, big-endian packing like GCC.
            let mut val = 0u32;
            for c in cps {
                val = (val << 8) | (c & 0xFF);
            }
            Ok((val, BuiltinType::Int))
        }
    }
}

/// One string literal (with quotes, maybe prefixed or raw) → its bytes,
/// UTF-8 encoded (escapes `\x`/octal give raw bytes).
pub(crate) fn parse_string(text: &str) -> Result<Vec<u8>, String> {
    let (_prefix, rest) = split_prefix(text);
    if let Some(raw) = rest.strip_prefix('R') {
        // R"delim( ... )delim"
        let inner = raw
            .strip_prefix('"')
            .and_then(|r| r.strip_suffix('"'))
            .ok_or_else(|| "malformed raw string literal".to_string())?;
        let open = inner.find('(').ok_or("malformed raw string literal")?;
        let delim = &inner[..open];
        let body = inner[open + 1..]
            .strip_suffix(delim)
            .and_then(|b| b.strip_suffix(')'))
            .ok_or("malformed raw string literal")?;
        return Ok(body.as_bytes().to_vec());
    }
    let body = rest
        .strip_prefix('"')
        .and_then(|r| r.strip_suffix('"'))
        .ok_or_else(|| "unterminated string literal".to_string())?;
    let mut out = Vec::new();
    // Escapes \x and octal give single bytes; everything else is UTF-8.
    let mut chars = body.char_indices().peekable();
    let bytes = body.as_bytes();
    while let Some((i, c)) = chars.next() {
        if c != '\\' {
            let mut buf = [0u8; 4];
            out.extend_from_slice(c.encode_utf8(&mut buf).as_bytes());
            continue;
        }
        // Find the end of this escape by decoding it alone.
        let start = i;
        let mut end = i + 1;
        let Some((_, e)) = chars.next() else {
            return Err("incomplete escape sequence".into());
        };
        end += e.len_utf8();
        match e {
            '0'..='7' => {
                let mut n = 1;
                while n < 3 && chars.peek().is_some_and(|(_, c)| c.is_digit(8)) {
                    chars.next();
                    end += 1;
                    n += 1;
                }
            }
            'x' => {
                while chars.peek().is_some_and(|(_, c)| c.is_ascii_hexdigit()) {
                    chars.next();
                    end += 1;
                }
            }
            'u' => {
                for _ in 0..4 {
                    if chars.next().is_some() {
                        end += 1;
                    }
                }
            }
            'U' => {
                for _ in 0..8 {
                    if chars.next().is_some() {
                        end += 1;
                    }
                }
            }
            _ => {}
        }
        let esc = std::str::from_utf8(&bytes[start..end.min(bytes.len())]).unwrap_or("\\");
        let v = decode_escapes(esc)?;
        let v = v.first().copied().unwrap_or(0);
        if matches!(e, 'u' | 'U') {
            let c = char::from_u32(v).ok_or("invalid universal character name")?;
            let mut buf = [0u8; 4];
            out.extend_from_slice(c.encode_utf8(&mut buf).as_bytes());
        } else {
            out.push(v as u8);
        }
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn int(t: &str) -> (u128, IntSuffix, bool) {
        match parse_number(t).ok().unwrap().kind {
            ExprKind::IntLit {
                value,
                suffix,
                decimal,
            } => (value, suffix, decimal),
            k => panic!("{k:?}"),
        }
    }

    fn float(t: &str) -> (f64, bool, bool) {
        match parse_number(t).ok().unwrap().kind {
            ExprKind::FloatLit {
                value,
                is_float,
                long_double,
            } => (value, is_float, long_double),
            k => panic!("{k:?}"),
        }
    }

    #[test]
    fn integers() {
        assert_eq!(
            int("0x1Fu"),
            (
                31,
                IntSuffix {
                    unsigned: true,
                    long: 0
                },
                false
            )
        );
        assert_eq!(
            int("10ull"),
            (
                10,
                IntSuffix {
                    unsigned: true,
                    long: 2
                },
                true
            )
        );
        assert_eq!(
            int("10LLU"),
            (
                10,
                IntSuffix {
                    unsigned: true,
                    long: 2
                },
                true
            )
        );
        assert_eq!(int("017"), (15, IntSuffix::default(), false));
        assert_eq!(int("0"), (0, IntSuffix::default(), true));
        assert_eq!(int("0b1010"), (10, IntSuffix::default(), false));
        assert_eq!(int("1'000'000"), (1_000_000, IntSuffix::default(), true));
        assert_eq!(
            int("42l").1,
            IntSuffix {
                unsigned: false,
                long: 1
            }
        );
        assert_eq!(int("340282366920938463463374607431768211455").0, u128::MAX);
        assert_eq!(
            parse_number("340282366920938463463374607431768211456")
                .err()
                .unwrap(),
            "integer literal is too large"
        );
        assert!(parse_number("09").is_err());
        assert!(parse_number("12abc").is_err());
        assert!(parse_number("1lul").is_err());
    }

    #[test]
    fn floats() {
        assert_eq!(float("1.5f"), (1.5, true, false));
        assert_eq!(float("1.5"), (1.5, false, false));
        assert_eq!(float("2.0L"), (2.0, false, true));
        assert_eq!(float("1e3"), (1000.0, false, false));
        assert_eq!(float(".5"), (0.5, false, false));
        assert_eq!(float("1."), (1.0, false, false));
        assert_eq!(float("1.5e-3f"), (1.5e-3, true, false));
        assert_eq!(float("0x1.8p1"), (3.0, false, false));
        assert_eq!(float("0x1p-2f"), (0.25, true, false));
        assert_eq!(float("1'0.5"), (10.5, false, false));
        let r = parse_number("1e400").ok().unwrap();
        assert!(r.warning.is_some());
        assert!(parse_number("1e40f").ok().unwrap().warning.is_some());
    }

    #[test]
    fn chars_and_strings() {
        assert_eq!(parse_char("'a'").unwrap(), (97, BuiltinType::Char));
        assert_eq!(parse_char("'\\n'").unwrap(), (10, BuiltinType::Char));
        assert_eq!(parse_char("'\\0'").unwrap(), (0, BuiltinType::Char));
        assert_eq!(parse_char("'\\x41'").unwrap(), (0x41, BuiltinType::Char));
        assert_eq!(parse_char("'\\377'").unwrap(), (255, BuiltinType::Char));
        assert_eq!(parse_char("'\\''").unwrap(), (39, BuiltinType::Char));
        assert_eq!(parse_char("L'x'").unwrap(), (120, BuiltinType::WChar));
        assert_eq!(
            parse_char("U'\\U0001F600'").unwrap(),
            (0x1F600, BuiltinType::Char32)
        );
        assert_eq!(parse_char("'ab'").unwrap(), (0x6162, BuiltinType::Int));
        assert!(parse_char("'\\q'").is_err());
        assert_eq!(parse_string("\"a\\tb\"").unwrap(), b"a\tb");
        assert_eq!(parse_string("\"\\x41\\101\\0\"").unwrap(), b"AA\0");
        assert_eq!(parse_string("u8\"\\u00e9\"").unwrap(), "é".as_bytes());
        assert_eq!(parse_string("R\"x(a\\n)x\"").unwrap(), b"a\\n");
        assert_eq!(parse_string("\"%d\\n\"").unwrap(), b"%d\n");
    }
}
