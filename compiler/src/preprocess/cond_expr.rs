//! The `#if` / `#elif` expression evaluator (C11 6.10.1).
//!
//! Input: the directive's tokens after `defined` / `__has_include` were
//! replaced by `0`/`1` and macros were expanded. Output: whether the group is
//! taken. Invariants: arithmetic is done in intmax_t / uintmax_t (64 bits)
//! with the usual arithmetic conversions, so `-1 > 0u` holds; remaining
//! identifiers are 0 except C++'s `true`; only evaluated operands can fail
//! (`0 && 1/0` is fine); the first error ends evaluation and the group is
//! skipped.

use super::lexer::{TokKind, Token};
use crate::diag::Diagnostics;
use crate::source::Span;

/// Parenthesis / operator nesting accepted before giving up (stack safety).
const MAX_DEPTH: u32 = 500;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Value {
    pub bits: u64,
    pub unsigned: bool,
}

impl Value {
    fn signed(v: i64) -> Value {
        Value {
            bits: v as u64,
            unsigned: false,
        }
    }
    fn is_true(self) -> bool {
        self.bits != 0
    }
}

struct Parser<'a> {
    toks: &'a [Token],
    pos: usize,
    at: Span,
    diags: &'a mut Diagnostics,
    failed: bool,
    depth: u32,
}

/// The operator an alternative-token identifier stands for.
fn alternative_op(t: &Token) -> Option<&'static str> {
    if t.kind != TokKind::Ident {
        return None;
    }
    Some(match &*t.text {
        "and" => "&&",
        "or" => "||",
        "not" => "!",
        "bitand" => "&",
        "bitor" => "|",
        "xor" => "^",
        "compl" => "~",
        "not_eq" => "!=",
        "and_eq" => "&=",
        "or_eq" => "|=",
        "xor_eq" => "^=",
        _ => return None,
    })
}

/// Evaluates a controlling expression; errors are reported and make it false.
pub fn eval(toks: &[Token], at: Span, diags: &mut Diagnostics) -> bool {
    eval_value(toks, at, diags).is_some_and(Value::is_true)
}

pub fn eval_value(toks: &[Token], at: Span, diags: &mut Diagnostics) -> Option<Value> {
    if toks.is_empty() {
        diags.error(at, "#if with no expression");
        return None;
    }
    // C++ alternative tokens are operators, not identifiers ([lex.digraph]).
    let alt: Vec<Token>;
    let toks = if toks.iter().any(|t| alternative_op(t).is_some()) {
        alt = toks
            .iter()
            .map(|t| match alternative_op(t) {
                Some(op) => {
                    let mut o = Token::new(TokKind::Punct, op, t.span);
                    o.ws = t.ws;
                    o
                }
                None => t.clone(),
            })
            .collect();
        &alt[..]
    } else {
        toks
    };
    let mut p = Parser {
        toks,
        pos: 0,
        at,
        diags,
        failed: false,
        depth: 0,
    };
    let v = p.comma(true);
    if !p.failed {
        if let Some(t) = p.toks.get(p.pos) {
            let msg = if t.is_punct(")") {
                "missing '(' in expression".to_string()
            } else {
                format!(
                    "token \"{}\" is not valid in preprocessor expressions",
                    t.text
                )
            };
            p.error(msg);
        }
    }
    (!p.failed).then_some(v)
}

impl Parser<'_> {
    fn peek(&self) -> Option<&Token> {
        self.toks.get(self.pos)
    }

    fn peek_punct(&self, p: &str) -> bool {
        self.peek().is_some_and(|t| t.is_punct(p))
    }

    fn error(&mut self, msg: impl Into<String>) {
        if !self.failed {
            let span = self.peek().or(self.toks.last()).map_or(self.at, |t| t.span);
            self.diags.error(span, msg);
        }
        self.failed = true;
    }

    fn comma(&mut self, ev: bool) -> Value {
        let mut v = self.cond(ev);
        while !self.failed && self.peek_punct(",") {
            self.pos += 1;
            v = self.cond(ev);
        }
        v
    }

    fn cond(&mut self, ev: bool) -> Value {
        let c = self.binary(1, ev);
        if self.failed || !self.peek_punct("?") {
            return c;
        }
        self.pos += 1;
        let a = self.comma(ev && c.is_true());
        if self.failed {
            return a;
        }
        if !self.peek_punct(":") {
            self.error("expected ':' in conditional expression");
            return a;
        }
        self.pos += 1;
        let b = self.cond(ev && !c.is_true());
        let unsigned = a.unsigned || b.unsigned;
        let bits = if c.is_true() { a.bits } else { b.bits };
        Value { bits, unsigned }
    }

    fn binary(&mut self, min_prec: u8, ev: bool) -> Value {
        self.depth += 1;
        if self.depth > MAX_DEPTH {
            self.error("expression nested too deeply");
            return Value::signed(0);
        }
        let mut lhs = self.unary(ev);
        loop {
            if self.failed {
                break;
            }
            let Some(op) = self.peek().filter(|t| t.kind == TokKind::Punct) else {
                break;
            };
            let op = op.text.clone();
            let Some(prec) = precedence(&op) else {
                break;
            };
            if prec < min_prec {
                break;
            }
            let op_pos = self.pos;
            self.pos += 1;
            let rhs_ev = match &*op {
                "&&" => ev && lhs.is_true(),
                "||" => ev && !lhs.is_true(),
                _ => ev,
            };
            let rhs = self.binary(prec + 1, rhs_ev);
            if self.failed {
                break;
            }
            lhs = self.apply(&op, lhs, rhs, ev, op_pos);
        }
        self.depth -= 1;
        lhs
    }

    fn apply(&mut self, op: &str, a: Value, b: Value, ev: bool, op_pos: usize) -> Value {
        let u = a.unsigned || b.unsigned;
        let (x, y) = (a.bits, b.bits);
        let (sx, sy) = (x as i64, y as i64);
        let arith = |bits: u64| Value { bits, unsigned: u };
        let boolean = |c: bool| Value::signed(c as i64);
        match op {
            "*" => arith(if u {
                x.wrapping_mul(y)
            } else {
                sx.wrapping_mul(sy) as u64
            }),
            "/" | "%" => {
                if y == 0 {
                    if ev {
                        self.pos = op_pos;
                        self.error(if op == "/" {
                            "division by zero in preprocessor expression"
                        } else {
                            "remainder by zero in preprocessor expression"
                        });
                    }
                    return arith(0);
                }
                arith(match (op, u) {
                    ("/", true) => x / y,
                    ("/", false) => sx.wrapping_div(sy) as u64,
                    (_, true) => x % y,
                    _ => sx.wrapping_rem(sy) as u64,
                })
            }
            "+" => arith(x.wrapping_add(y)),
            "-" => arith(x.wrapping_sub(y)),
            "<<" | ">>" => {
                // The result has the left operand's type; out-of-range
                // counts saturate instead of being undefined.
                let left = (op == "<<") != (!b.unsigned && sy < 0);
                let n = if !b.unsigned && sy < 0 {
                    sy.unsigned_abs()
                } else {
                    y
                };
                let bits = if left {
                    if n >= 64 {
                        0
                    } else {
                        x << n
                    }
                } else if a.unsigned {
                    if n >= 64 {
                        0
                    } else {
                        x >> n
                    }
                } else {
                    (sx >> n.min(63)) as u64
                };
                Value {
                    bits,
                    unsigned: a.unsigned,
                }
            }
            "<" => boolean(if u { x < y } else { sx < sy }),
            ">" => boolean(if u { x > y } else { sx > sy }),
            "<=" => boolean(if u { x <= y } else { sx <= sy }),
            ">=" => boolean(if u { x >= y } else { sx >= sy }),
            "==" => boolean(x == y),
            "!=" => boolean(x != y),
            "&" => arith(x & y),
            "^" => arith(x ^ y),
            "|" => arith(x | y),
            "&&" => boolean(a.is_true() && b.is_true()),
            "||" => boolean(a.is_true() || b.is_true()),
            _ => arith(0),
        }
    }

    fn unary(&mut self, ev: bool) -> Value {
        let Some(t) = self.peek().cloned() else {
            self.error("expected value in expression");
            return Value::signed(0);
        };
        self.pos += 1;
        match t.kind {
            TokKind::Punct => match &*t.text {
                "(" => {
                    let v = self.comma(ev);
                    if !self.failed && !self.peek_punct(")") {
                        self.error("missing ')' in expression");
                    }
                    self.pos += 1;
                    v
                }
                "+" | "-" | "~" | "!" => {
                    self.depth += 1;
                    if self.depth > MAX_DEPTH {
                        self.error("expression nested too deeply");
                        return Value::signed(0);
                    }
                    let v = self.unary(ev);
                    self.depth -= 1;
                    match &*t.text {
                        "+" => v,
                        "-" => Value {
                            bits: v.bits.wrapping_neg(),
                            ..v
                        },
                        "~" => Value { bits: !v.bits, ..v },
                        _ => Value::signed(!v.is_true() as i64),
                    }
                }
                _ => {
                    self.pos -= 1;
                    self.error(format!("expected value in expression, found '{}'", t.text));
                    Value::signed(0)
                }
            },
            TokKind::Number => match parse_int(&t.text) {
                Ok(v) => v,
                Err(msg) => {
                    self.pos -= 1;
                    self.error(msg);
                    Value::signed(0)
                }
            },
            TokKind::Char => match parse_char(&t.text) {
                Ok(v) => v,
                Err(msg) => {
                    self.pos -= 1;
                    self.error(msg);
                    Value::signed(0)
                }
            },
            TokKind::Ident => Value::signed((&*t.text == "true") as i64),
            _ => {
                self.pos -= 1;
                self.error(format!(
                    "token \"{}\" is not valid in preprocessor expressions",
                    t.text
                ));
                Value::signed(0)
            }
        }
    }
}

fn precedence(op: &str) -> Option<u8> {
    Some(match op {
        "||" => 1,
        "&&" => 2,
        "|" => 3,
        "^" => 4,
        "&" => 5,
        "==" | "!=" => 6,
        "<" | ">" | "<=" | ">=" => 7,
        "<<" | ">>" => 8,
        "+" | "-" => 9,
        "*" | "/" | "%" => 10,
        _ => return None,
    })
}

/// An integer literal as intmax_t / uintmax_t.
pub fn parse_int(text: &str) -> Result<Value, String> {
    let clean: String = text.chars().filter(|&c| c != '\'').collect();
    let lower = clean.to_ascii_lowercase();
    let (radix, digits_from) = if lower.starts_with("0x") {
        (16, 2)
    } else if lower.starts_with("0b") {
        (2, 2)
    } else if lower.starts_with('0') {
        (8, 0)
    } else {
        (10, 0)
    };
    let body = &lower[digits_from..];
    let digits_len = body
        .find(|c: char| {
            if radix == 16 {
                !c.is_ascii_hexdigit()
            } else {
                !c.is_ascii_digit()
            }
        })
        .unwrap_or(body.len());
    let (digits, suffix) = body.split_at(digits_len);
    let is_float = suffix.starts_with('.')
        || (radix != 16 && suffix.starts_with('e'))
        || (radix == 16 && suffix.starts_with('p'));
    if is_float {
        return Err("floating constant in preprocessor expression".into());
    }
    if !matches!(
        suffix,
        "" | "u" | "l" | "ul" | "lu" | "ll" | "ull" | "llu" | "z" | "uz" | "zu"
    ) {
        return Err(format!("invalid suffix \"{suffix}\" on integer constant"));
    }
    if digits.is_empty() && radix != 8 {
        return Err(format!("invalid integer constant \"{text}\""));
    }
    let mut v: u64 = 0;
    for c in digits.chars() {
        let d = c
            .to_digit(radix)
            .ok_or_else(|| format!("invalid digit '{c}' in integer constant"))?;
        v = v
            .checked_mul(radix as u64)
            .and_then(|v| v.checked_add(d as u64))
            .ok_or_else(|| "integer constant is too large for its type".to_string())?;
    }
    Ok(Value {
        bits: v,
        unsigned: suffix.contains('u') || v > i64::MAX as u64,
    })
}

/// A character constant's value: plain `char` is signed, as on nvptx.
pub fn parse_char(text: &str) -> Result<Value, String> {
    let q = text.find('\'').ok_or("invalid character constant")?;
    let prefix = &text[..q];
    let inner = text[q + 1..]
        .rfind('\'')
        .map(|e| &text[q + 1..q + 1 + e])
        .ok_or("invalid character constant")?;
    let mut chars: Vec<u32> = Vec::new();
    let mut it = inner.chars().peekable();
    while let Some(c) = it.next() {
        if c != '\\' {
            if prefix.is_empty() || prefix == "u8" {
                let mut buf = [0u8; 4];
                chars.extend(c.encode_utf8(&mut buf).bytes().map(u32::from));
            } else {
                chars.push(c as u32);
            }
            continue;
        }
        let e = it.next().ok_or("invalid escape in character constant")?;
        let v = match e {
            'n' => 10,
            't' => 9,
            'v' => 11,
            'b' => 8,
            'r' => 13,
            'f' => 12,
            'a' => 7,
            '0'..='7' => {
                let mut v = e as u32 - '0' as u32;
                for _ in 0..2 {
                    match it.peek() {
                        Some(&d @ '0'..='7') => {
                            v = v * 8 + (d as u32 - '0' as u32);
                            it.next();
                        }
                        _ => break,
                    }
                }
                v
            }
            'x' | 'u' | 'U' => {
                let max = match e {
                    'u' => 4,
                    'U' => 8,
                    _ => usize::MAX,
                };
                let mut v: u32 = 0;
                let mut n = 0;
                while n < max {
                    match it.peek().and_then(|d| d.to_digit(16)) {
                        Some(d) => {
                            v = v.wrapping_mul(16).wrapping_add(d);
                            it.next();
                            n += 1;
                        }
                        None => break,
                    }
                }
                if n == 0 {
                    return Err(format!("\\{e} used with no following hex digits"));
                }
                v
            }
            other => other as u32,
        };
        chars.push(v);
    }
    match chars.as_slice() {
        [] => Err("empty character constant".into()),
        [c] => Ok(match prefix {
            "" => Value::signed(*c as u8 as i8 as i64),
            "u8" => Value::signed(*c as u8 as i64),
            "L" => Value::signed(*c as i32 as i64),
            _ => Value::signed(*c as i64),
        }),
        many if prefix.is_empty() => {
            // Multi-character constant: int, bytes in order (as gcc does).
            let v = many.iter().fold(0u32, |acc, c| (acc << 8) | (c & 0xff));
            Ok(Value::signed(v as i32 as i64))
        }
        _ => Err("character constant too long for its type".into()),
    }
}

#[cfg(test)]
mod tests {
    use super::super::lexer::lex_file;
    use super::*;
    use crate::source::FileId;

    fn ev(s: &str) -> (Option<Value>, usize) {
        let mut d = Diagnostics::new();
        let toks: Vec<Token> = lex_file(FileId(0), s, &mut d)
            .into_iter()
            .filter(|t| !matches!(t.kind, TokKind::Eof | TokKind::Newline))
            .collect();
        let v = eval_value(&toks, Span::new(FileId(0), 0, 0), &mut d);
        (v, d.error_count())
    }

    fn val(s: &str) -> i64 {
        let (v, e) = ev(s);
        assert_eq!(e, 0, "{s}");
        v.map(|v| v.bits as i64).unwrap_or(i64::MIN)
    }

    #[test]
    fn unsigned_conversions() {
        assert_eq!(val("-1 > 0u"), 1);
        assert_eq!(val("-1 > 0"), 0);
        assert_eq!(val("-1 < 0"), 1);
        assert_eq!(val("0xffffffffffffffff == -1"), 1);
        assert_eq!(val("18446744073709551615 > 0"), 1);
        assert_eq!(val("(0u - 1) / 2 > 0"), 1);
        assert_eq!(val("-7 / 2"), -3);
        assert_eq!(val("-7 % 2"), -1);
        assert_eq!(val("-1 >> 1"), -1);
        assert_eq!(val("1 ? -1 : 0u") as u64, u64::MAX);
        assert!(ev("(1 ? -1 : 0u) > 0").0.is_some_and(|v| v.bits == 1));
    }

    #[test]
    fn arithmetic_and_precedence() {
        assert_eq!(val("1 + 2 * 3 - 4 / 2"), 5);
        assert_eq!(val("(1 + 2) * 3 << 1"), 18);
        assert_eq!(val("1 | 2 ^ 3 & 4"), 3);
        assert_eq!(val("!0 + ~0"), 0);
        assert_eq!(val("1 == 1 && 2 != 3 || 0"), 1);
        assert_eq!(val("0x10 + 010 + 0b11 + 1'000"), 16 + 8 + 3 + 1000);
        assert_eq!(val("100000L + 2ULL"), 100002);
        assert_eq!(val("(2, 3)"), 3);
        assert_eq!(val("true + false"), 1);
        assert_eq!(val("undefined_name"), 0);
    }

    #[test]
    fn division_by_zero_and_short_circuit() {
        assert_eq!(ev("1 / 0").1, 1);
        assert_eq!(ev("1 % 0").1, 1);
        assert_eq!(val("0 && 1 / 0"), 0);
        assert_eq!(val("1 || 1 / 0"), 1);
        assert_eq!(val("1 ? 2 : 1 / 0"), 2);
        assert_eq!(val("0 ? 1 / 0 : 3"), 3);
    }

    #[test]
    fn character_constants() {
        assert_eq!(val("'a'"), 97);
        assert_eq!(val("'\\n'"), 10);
        assert_eq!(val("'\\377'"), -1);
        assert_eq!(val("'\\xff'"), -1);
        assert_eq!(val("u8'a'"), 97);
        assert_eq!(val("L'\\xff'"), 255);
        assert_eq!(val("U'\\U0001F600'"), 0x1F600);
        assert_eq!(val("'ab'"), 0x6162);
        assert_eq!(ev("''").1, 1);
    }

    #[test]
    fn malformed_expressions_are_errors() {
        for s in [
            "1 +", "(1", "1)", "1 2", "\"s\"", "1.0", "1 ? 2", "0x", "12abc", "= 1",
        ] {
            assert_eq!(ev(s).1, 1, "{s}");
        }
        let deep = "(".repeat(5000) + "1" + &")".repeat(5000);
        assert_eq!(ev(&deep).1, 1);
        let deep = "-".repeat(5000) + "1";
        assert_eq!(ev(&deep).1, 1);
    }
}
