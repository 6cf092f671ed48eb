//! `--diag-format=json`: one JSON object per diagnostic, one per line, for
//! editors and build tools.
//!
//! Input: the diagnostics of a compilation and its source map. Output:
//! text, each line an object with these fields (stable; documented in the
//! README):
//!
//! - `severity`: `"error"`, `"warning"` or `"note"`;
//! - `message`;
//! - `file`, `line`, `column`, `end_line`, `end_column`: where the user
//!   wrote it (through macro expansions), lines and columns 1-based,
//!   columns counted in bytes, the end exclusive (the column just past
//!   the last byte); all `null` for a diagnostic without a location;
//! - `notes`: an array of objects with `message` and the same five
//!   location fields (`null` for a note without one): the notes, then the
//!   secondary locations (overload candidates, instantiation points,
//!   jumps bypassing a variable), then the macro expansions the location
//!   is inside, innermost first — the same order as `--diag-format=short`.
//!
//! Invariant: every line is a complete JSON object (strings escaped per
//! RFC 8259), so the output can be read line by line.

use super::Diagnostic;
use crate::source::{SourceMap, Span};
use std::fmt::Write;

/// The diagnostics as JSON lines.
pub fn render_json(sm: &SourceMap, diags: &[Diagnostic]) -> String {
    let mut out = String::new();
    for d in diags {
        let sev = d.severity.name();
        let span = d.span.map(|s| sm.user_span(s));
        out.push_str("{\"severity\":");
        string(&mut out, sev);
        out.push_str(",\"message\":");
        string(&mut out, &d.message);
        location(&mut out, sm, span);
        out.push_str(",\"notes\":[");
        let notes = super::related_notes(sm, d, span);
        for (i, (message, at)) in notes.iter().enumerate() {
            if i > 0 {
                out.push(',');
            }
            out.push_str("{\"message\":");
            string(&mut out, message);
            location(&mut out, sm, *at);
            out.push('}');
        }
        out.push_str("]}\n");
    }
    out
}

/// `,"file":…,"line":…,"column":…,"end_line":…,"end_column":…`.
fn location(out: &mut String, sm: &SourceMap, span: Option<Span>) {
    let Some(s) = span else {
        out.push_str(
            ",\"file\":null,\"line\":null,\"column\":null,\"end_line\":null,\"end_column\":null",
        );
        return;
    };
    let f = sm.file(s.file);
    let (line, column) = f.line_col(s.start as usize);
    let (end_line, end_column) = f.line_col(s.end.max(s.start) as usize);
    out.push_str(",\"file\":");
    string(out, &f.name);
    let _ = write!(
        out,
        ",\"line\":{line},\"column\":{column},\"end_line\":{end_line},\"end_column\":{end_column}"
    );
}

/// `s` as a JSON string.
pub(super) fn string(out: &mut String, s: &str) {
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c if (c as u32) < 0x20 => {
                let _ = write!(out, "\\u{:04x}", c as u32);
            }
            c => out.push(c),
        }
    }
    out.push('"');
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_object_per_diagnostic_with_locations_and_notes() {
        let mut sm = SourceMap::new();
        let f = sm.add_file("k.cu", "int x = y;\nint z = \"q\";\n");
        let d1 = Diagnostic::error(Span::new(f, 8, 9), "use of undeclared identifier 'y'")
            .with_note("a \"quoted\"\tnote");
        let d2 = Diagnostic::warning(Span::new(f, 19, 22), "odd")
            .with_secondary(Span::new(f, 4, 5), "declared here");
        let d3 = Diagnostic::error_nospan("no input files");
        let text = render_json(&sm, &[d1, d2, d3]);
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(
            lines,
            vec![
                r#"{"severity":"error","message":"use of undeclared identifier 'y'","file":"k.cu","line":1,"column":9,"end_line":1,"end_column":10,"notes":[{"message":"a \"quoted\"\tnote","file":null,"line":null,"column":null,"end_line":null,"end_column":null}]}"#,
                r#"{"severity":"warning","message":"odd","file":"k.cu","line":2,"column":9,"end_line":2,"end_column":12,"notes":[{"message":"declared here","file":"k.cu","line":1,"column":5,"end_line":1,"end_column":6}]}"#,
                r#"{"severity":"error","message":"no input files","file":null,"line":null,"column":null,"end_line":null,"end_column":null,"notes":[]}"#,
            ]
        );
    }

    #[test]
    fn control_characters_are_escaped() {
        let mut s = String::new();
        string(&mut s, "a\u{1}b\\");
        assert_eq!(s, r#""a\u0001b\\""#);
    }
}
