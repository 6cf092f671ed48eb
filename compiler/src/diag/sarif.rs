//! `--diag-format=sarif`: the diagnostics of one compilation as a SARIF
//! 2.1.0 log (the OASIS static-analysis format editors and code-scanning
//! services read), on one line.
//!
//! Input: the diagnostics of a compilation and its source map. Output: one
//! log with one run (tool `cudac`) whose results are the diagnostics in
//! order: `level` (`error`, `warning`, `note`), `message.text`, and
//! `locations` with the place the user wrote it (through macro
//! expansions; none for a diagnostic without one). Notes, secondary
//! locations and macro expansions are `relatedLocations`, in the order of
//! `--diag-format=short`. Regions are 1-based lines and columns counted in
//! Unicode code points (`columnKind`), the end column just past the last
//! character.
//!
//! Invariant: the output is one complete JSON document followed by a
//! newline; several input files give one log each, one per line.

use super::json::string;
use super::Diagnostic;
use crate::source::{SourceMap, Span};
use std::fmt::Write;

/// The diagnostics as one SARIF log.
pub fn render_sarif(sm: &SourceMap, diags: &[Diagnostic]) -> String {
    let mut out = String::new();
    out.push_str(
        "{\"$schema\":\"https://json.schemastore.org/sarif-2.1.0.json\",\"version\":\"2.1.0\",\
         \"runs\":[{\"tool\":{\"driver\":{\"name\":\"cudac\",\"version\":",
    );
    string(&mut out, env!("CARGO_PKG_VERSION"));
    out.push_str("}},\"columnKind\":\"unicodeCodePoints\",\"results\":[");
    for (i, d) in diags.iter().enumerate() {
        if i > 0 {
            out.push(',');
        }
        let span = d.span.map(|s| sm.user_span(s));
        out.push_str("{\"level\":");
        string(&mut out, d.severity.name());
        out.push_str(",\"message\":{\"text\":");
        string(&mut out, &d.message);
        out.push_str("},\"locations\":[");
        if let Some(s) = span {
            out.push_str("{\"physicalLocation\":");
            physical(&mut out, sm, s);
            out.push('}');
        }
        out.push_str("],\"relatedLocations\":[");
        for (k, (message, at)) in super::related_notes(sm, d, span).iter().enumerate() {
            if k > 0 {
                out.push(',');
            }
            let _ = write!(out, "{{\"id\":{k},\"message\":{{\"text\":");
            string(&mut out, message);
            out.push('}');
            if let Some(s) = at {
                out.push_str(",\"physicalLocation\":");
                physical(&mut out, sm, *s);
            }
            out.push('}');
        }
        out.push_str("]}");
    }
    out.push_str("]}]}\n");
    out
}

/// `{"artifactLocation":{"uri":…},"region":{…}}` for `s`.
fn physical(out: &mut String, sm: &SourceMap, s: Span) {
    let f = sm.file(s.file);
    let (line, column) = code_point_position(f, s.start as usize);
    let (end_line, end_column) = code_point_position(f, s.end.max(s.start) as usize);
    out.push_str("{\"artifactLocation\":{\"uri\":");
    string(out, &f.name);
    let _ = write!(
        out,
        "}},\"region\":{{\"startLine\":{line},\"startColumn\":{column},\
         \"endLine\":{end_line},\"endColumn\":{end_column}}}}}"
    );
}

/// The 1-based line and code-point column of byte `offset` of `f`.
fn code_point_position(f: &crate::source::SourceFile, offset: usize) -> (usize, usize) {
    let (line, byte_column) = f.line_col(offset);
    let start = offset + 1 - byte_column;
    let column = f
        .text
        .get(start..offset)
        .map_or(byte_column, |prefix| prefix.chars().count() + 1);
    (line, column)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_log_with_results_locations_and_related_locations() {
        let mut sm = SourceMap::new();
        let f = sm.add_file("k.cu", "int é = y;\n");
        let d1 = Diagnostic::error(Span::new(f, 9, 10), "use of undeclared identifier 'y'")
            .with_secondary(Span::new(f, 4, 6), "declared here");
        let d2 = Diagnostic::error_nospan("no input files");
        let text = render_sarif(&sm, &[d1, d2]);
        assert_eq!(text.lines().count(), 1);
        assert!(text.starts_with(
            "{\"$schema\":\"https://json.schemastore.org/sarif-2.1.0.json\",\"version\":\"2.1.0\""
        ));
        // `y` is byte 9 but code point 8 (`é` is two bytes).
        assert!(text.contains("{\"level\":\"error\",\"message\":{\"text\":\"use of undeclared identifier 'y'\"},\"locations\":[{\"physicalLocation\":{\"artifactLocation\":{\"uri\":\"k.cu\"},\"region\":{\"startLine\":1,\"startColumn\":9,\"endLine\":1,\"endColumn\":10}}}]"), "{text}");
        assert!(text.contains("\"relatedLocations\":[{\"id\":0,\"message\":{\"text\":\"declared here\"},\"physicalLocation\":{\"artifactLocation\":{\"uri\":\"k.cu\"},\"region\":{\"startLine\":1,\"startColumn\":5,\"endLine\":1,\"endColumn\":6}}}]"), "{text}");
        assert!(text.contains("{\"level\":\"error\",\"message\":{\"text\":\"no input files\"},\"locations\":[],\"relatedLocations\":[]}"), "{text}");
    }
}
