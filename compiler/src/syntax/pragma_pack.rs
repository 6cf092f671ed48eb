//! `#pragma pack`: the alignment cap the records defined after it get.
//!
//! Input: the text of each `#pragma` line as the walk meets it, in source
//! order (namespace scope, class bodies and function bodies alike: the
//! state is lexical, as in gcc and clang, not scoped by braces).
//! Output: [`PackState::current`], stamped on each record definition as
//! `RecordDef::max_field_align` when its body starts; `types::layout`
//! applies it.
//!
//! Forms (clang's and gcc's): `pack(N)`, `pack()` (back to none),
//! `pack(push[, label][, N])`, `pack(pop[, label][, N])`, `pack(show)`;
//! N is 1, 2, 4, 8 or 16, and 0 means none. What clang ignores with a
//! warning (a bad N, a pop of an empty stack, malformed text) is ignored
//! here with the same warning. Only the Itanium layout effect is modelled
//! (no `-fpack-struct`, no MSVC `pack(N)` inside a class altering it).
//!
//! Because the cap is stamped on the record definition where its body
//! starts, a class template carries it to every instantiation, wherever that
//! happens.

use super::Lower;
use crate::source::Span;

/// The current cap and the `push`ed ones.
#[derive(Debug, Default)]
pub(crate) struct PackState {
    /// Bytes; `None` when no `#pragma pack` is in effect.
    pub current: Option<u64>,
    /// Saved caps, innermost last, with their `push` labels.
    stack: Vec<(Option<String>, Option<u64>)>,
}

impl Lower<'_> {
    /// Applies `#pragma <text>` if it is a `pack` pragma.
    pub(crate) fn pragma_pack(&mut self, text: &str, span: Span) {
        let Some(rest) = text.trim().strip_prefix("pack") else {
            return;
        };
        if rest.starts_with(|c: char| c.is_ascii_alphanumeric() || c == '_') {
            return; // `#pragma packed…`: not ours.
        }
        let rest = rest.trim_start();
        if !rest.starts_with('(') {
            self.diags
                .warning(span, "missing '(' after '#pragma pack' - ignoring");
            return;
        }
        let Some(inner) = rest
            .strip_prefix('(')
            .and_then(|r| r.trim_end().strip_suffix(')'))
        else {
            self.diags
                .warning(span, "missing '(' or ')' in '#pragma pack' - ignoring");
            return;
        };
        let args: Vec<&str> = inner.split(',').map(str::trim).collect();
        let args: &[&str] = if args == [""] { &[] } else { &args };
        let number = |s: &str| -> Option<Result<Option<u64>, ()>> {
            if !s.starts_with(|c: char| c.is_ascii_digit()) {
                return None;
            }
            let v = match s.strip_prefix("0x").or_else(|| s.strip_prefix("0X")) {
                Some(hex) => u64::from_str_radix(hex, 16).ok(),
                None => s.parse::<u64>().ok(),
            };
            Some(match v {
                Some(0) => Ok(None),
                Some(n @ (1 | 2 | 4 | 8 | 16)) => Ok(Some(n)),
                _ => Err(()),
            })
        };
        let bad_value = "expected #pragma pack parameter to be '1', '2', '4', '8', or '16'";
        let is_label = |s: &str| {
            s.starts_with(|c: char| c.is_ascii_alphabetic() || c == '_')
                && s.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
        };
        match args {
            [] => self.pack.current = None,
            [n] if number(n).is_some() => match number(n) {
                Some(Ok(v)) => self.pack.current = v,
                _ => self.diags.warning(span, bad_value),
            },
            ["show"] => {
                let v = self.pack.current.map_or("0".to_string(), |v| v.to_string());
                self.diags
                    .warning(span, format!("value of #pragma pack(show) == {v}"));
            }
            [op @ ("push" | "pop"), more @ ..] => {
                let (label, value) = match more {
                    [] => (None, None),
                    [n] if number(n).is_some() => (None, number(n)),
                    [l] if is_label(l) => (Some(l.to_string()), None),
                    [l, n] if is_label(l) && number(n).is_some() => {
                        (Some(l.to_string()), number(n))
                    }
                    _ => {
                        self.diags.warning(
                            span,
                            "expected integer or identifier in '#pragma pack' - ignored",
                        );
                        return;
                    }
                };
                let value = match value {
                    Some(Err(())) => {
                        self.diags.warning(span, bad_value);
                        return;
                    }
                    Some(Ok(v)) => Some(v),
                    None => None,
                };
                if *op == "push" {
                    self.pack.stack.push((label, self.pack.current));
                } else {
                    let at = match &label {
                        Some(l) => self
                            .pack
                            .stack
                            .iter()
                            .rposition(|(s, _)| s.as_deref() == Some(l.as_str())),
                        None => self.pack.stack.len().checked_sub(1),
                    };
                    let Some(at) = at else {
                        let what = label.as_deref().unwrap_or("...");
                        self.diags.warning(
                            span,
                            format!(
                                "#pragma pack(pop, {what}) failed: stack empty or label not found"
                            ),
                        );
                        return;
                    };
                    self.pack.current = self.pack.stack[at].1;
                    self.pack.stack.truncate(at);
                }
                if let Some(v) = value {
                    self.pack.current = v;
                }
            }
            _ => self.diags.warning(
                span,
                "expected integer or identifier in '#pragma pack' - ignored",
            ),
        }
    }
}
