//! Diagnostics: the one error type every stage reports, and its rendering.
//!
//! Input: `Diagnostic`s collected by the stages, the `SourceMap`.
//! Output: text rendered by codespan-reporting (`file:line:col`, labels,
//! notes, "in expansion of macro" notes from the span's expansion chain),
//! one `file:line:col:` line each (`render_short`), or one JSON object
//! each (`json`, `--diag-format=json`).
//! Invariants: stages never print and never stop at the first error; they
//! push into a `Diagnostics` sink, and the driver renders them all at the end.

mod json;
mod sarif;

pub use json::render_json;
pub use sarif::render_sarif;

use crate::source::{SourceMap, Span};
use codespan_reporting::diagnostic as cs;
use codespan_reporting::term;

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Severity {
    Note,
    Warning,
    Error,
}

impl Severity {
    /// How every format spells it: `error`, `warning`, `note`.
    pub fn name(self) -> &'static str {
        match self {
            Severity::Error => "error",
            Severity::Warning => "warning",
            Severity::Note => "note",
        }
    }
}

#[derive(Clone, Debug)]
pub struct Label {
    pub span: Span,
    pub message: String,
}

#[derive(Clone, Debug)]
pub struct Diagnostic {
    pub severity: Severity,
    pub message: String,
    /// Where the problem is; `None` for errors about the command line or files.
    pub span: Option<Span>,
    /// Extra text shown under the primary span.
    pub span_label: String,
    pub secondary: Vec<Label>,
    pub notes: Vec<String>,
}

impl Diagnostic {
    pub fn error(span: Span, message: impl Into<String>) -> Diagnostic {
        Diagnostic::new(Severity::Error, Some(span), message)
    }

    pub fn warning(span: Span, message: impl Into<String>) -> Diagnostic {
        Diagnostic::new(Severity::Warning, Some(span), message)
    }

    /// An error with no place in a source file (options, missing files).
    pub fn error_nospan(message: impl Into<String>) -> Diagnostic {
        Diagnostic::new(Severity::Error, None, message)
    }

    pub fn warning_nospan(message: impl Into<String>) -> Diagnostic {
        Diagnostic::new(Severity::Warning, None, message)
    }

    pub fn new(severity: Severity, span: Option<Span>, message: impl Into<String>) -> Diagnostic {
        Diagnostic {
            severity,
            message: message.into(),
            span,
            span_label: String::new(),
            secondary: Vec::new(),
            notes: Vec::new(),
        }
    }

    pub fn with_label(mut self, text: impl Into<String>) -> Diagnostic {
        self.span_label = text.into();
        self
    }

    pub fn with_secondary(mut self, span: Span, text: impl Into<String>) -> Diagnostic {
        self.secondary.push(Label {
            span,
            message: text.into(),
        });
        self
    }

    pub fn with_note(mut self, note: impl Into<String>) -> Diagnostic {
        self.notes.push(note.into());
        self
    }

    pub fn is_error(&self) -> bool {
        self.severity == Severity::Error
    }
}

/// What the command line says about warnings (nvcc's `-w` and
/// `-Werror all-warnings`): the stages push every warning as a warning;
/// the sink counts and renders them as the policy says.
#[derive(Clone, Copy, Default, Debug, PartialEq, Eq)]
pub struct WarningPolicy {
    /// `-w`: warnings are dropped (errors stay).
    pub suppress: bool,
    /// `-Werror`: warnings are errors, so the compilation fails.
    pub as_errors: bool,
}

/// A sink stages push into. Kept as a plain vector so stages can be run and
/// tested in isolation.
#[derive(Default, Debug)]
pub struct Diagnostics {
    pub list: Vec<Diagnostic>,
    pub policy: WarningPolicy,
}

impl Diagnostics {
    pub fn new() -> Diagnostics {
        Diagnostics::default()
    }
    pub fn with_policy(policy: WarningPolicy) -> Diagnostics {
        Diagnostics {
            list: Vec::new(),
            policy,
        }
    }
    /// Whether `d` counts as an error under the policy.
    fn counts_as_error(&self, d: &Diagnostic) -> bool {
        d.is_error()
            || (d.severity == Severity::Warning && self.policy.as_errors && !self.policy.suppress)
    }
    /// The diagnostics as the policy shows them: suppressed warnings
    /// gone, promoted ones errors with a note saying why.
    pub fn shown(&self) -> Vec<Diagnostic> {
        let mut out = Vec::with_capacity(self.list.len());
        for d in &self.list {
            if d.severity == Severity::Warning && self.policy.suppress {
                continue;
            }
            if d.severity == Severity::Warning && self.policy.as_errors {
                let mut e = d.clone();
                e.severity = Severity::Error;
                e.notes
                    .push("warnings are errors here (-Werror all-warnings)".into());
                out.push(e);
                continue;
            }
            out.push(d.clone());
        }
        out
    }
    pub fn push(&mut self, d: Diagnostic) {
        self.list.push(d);
    }
    pub fn error(&mut self, span: Span, message: impl Into<String>) {
        self.push(Diagnostic::error(span, message));
    }
    pub fn warning(&mut self, span: Span, message: impl Into<String>) {
        self.push(Diagnostic::warning(span, message));
    }
    pub fn has_errors(&self) -> bool {
        self.list.iter().any(|d| self.counts_as_error(d))
    }
    pub fn error_count(&self) -> usize {
        self.list.iter().filter(|d| self.counts_as_error(d)).count()
    }
    pub fn extend(&mut self, other: impl IntoIterator<Item = Diagnostic>) {
        self.list.extend(other);
    }
    /// How many diagnostics there are (a mark for `since` and `truncate`).
    pub fn len(&self) -> usize {
        self.list.len()
    }
    pub fn is_empty(&self) -> bool {
        self.list.is_empty()
    }
    /// The diagnostics pushed after `mark`.
    pub fn since(&mut self, mark: usize) -> &mut [Diagnostic] {
        let at = mark.min(self.list.len());
        &mut self.list[at..]
    }
}

fn to_codespan(sm: &SourceMap, d: &Diagnostic) -> cs::Diagnostic<crate::source::FileId> {
    let sev = match d.severity {
        Severity::Error => cs::Severity::Error,
        Severity::Warning => cs::Severity::Warning,
        Severity::Note => cs::Severity::Note,
    };
    let mut labels = Vec::new();
    let notes = d.notes.clone();
    if let Some(span) = d.span.map(|s| sm.user_span(s)) {
        labels.push(cs::Label::primary(span.file, span.range()).with_message(d.span_label.clone()));
        // Macro expansion backtrace: each enclosing invocation, innermost first.
        for exp in sm.expansion_chain(span) {
            let cs_span = exp.call_site;
            labels.push(
                cs::Label::secondary(cs_span.file, cs_span.range())
                    .with_message(format!("in expansion of macro '{}'", exp.macro_name)),
            );
        }
    }
    for l in &d.secondary {
        labels.push(
            cs::Label::secondary(l.span.file, l.span.range()).with_message(l.message.clone()),
        );
    }
    cs::Diagnostic::new(sev)
        .with_message(d.message.clone())
        .with_labels(labels)
        .with_notes(notes)
}

/// Render diagnostics as text (with ANSI colours when `color`).
pub fn render(sm: &SourceMap, diags: &[Diagnostic], color: bool) -> String {
    use codespan_reporting::term::termcolor::Ansi;
    let config = term::Config::default();
    let mut out = Vec::new();
    for d in diags {
        let csd = to_codespan(sm, d);
        let res = if color {
            let mut w = Ansi::new(&mut out);
            term::emit_to_write_style(&mut w, &config, sm, &csd)
        } else {
            term::emit_to_io_write(&mut out, &config, sm, &csd)
        };
        if res.is_err() {
            // A span outside its file is our bug; still show the message.
            out.extend_from_slice(format!("error: {}\n", d.message).as_bytes());
        }
    }
    String::from_utf8_lossy(&out).into_owned()
}

/// What the one-line formats print after a diagnostic, in order: its
/// notes (no location), its secondary labels (overload candidates,
/// instantiation points, read as clang's notes), then the macro
/// expansions `span` (its user location) is inside, innermost first.
fn related_notes(
    sm: &SourceMap,
    d: &Diagnostic,
    span: Option<Span>,
) -> Vec<(String, Option<Span>)> {
    let mut notes: Vec<(String, Option<Span>)> =
        d.notes.iter().map(|n| (n.clone(), None)).collect();
    notes.extend(
        d.secondary
            .iter()
            .map(|l| (l.message.clone(), Some(l.span))),
    );
    if let Some(s) = span {
        for exp in sm.expansion_chain(s) {
            let m = format!("in expansion of macro '{}'", exp.macro_name);
            notes.push((m, Some(exp.call_site)));
        }
    }
    notes
}

/// One line per diagnostic, `file:line:col: severity: message`: the stable
/// form the `ui/` tests compare against.
/// The message a caught panic carries (`panic!("…")`, a formatted one, or
/// an inkwell assertion's), for the internal-compiler-error diagnostic.
pub fn panic_message(payload: &(dyn std::any::Any + Send)) -> String {
    payload
        .downcast_ref::<&str>()
        .map(|s| s.to_string())
        .or_else(|| payload.downcast_ref::<String>().cloned())
        .unwrap_or_else(|| "panic".to_string())
}

pub fn render_short(sm: &SourceMap, diags: &[Diagnostic]) -> String {
    let mut out = String::new();
    for d in diags {
        let sev = d.severity.name();
        let span = d.span.map(|s| sm.user_span(s));
        match span {
            Some(s) => out.push_str(&format!("{}: {}: {}\n", sm.describe(s), sev, d.message)),
            None => out.push_str(&format!("{}: {}\n", sev, d.message)),
        }
        for (message, at) in related_notes(sm, d, span) {
            match at {
                Some(s) => out.push_str(&format!("{}: note: {message}\n", sm.describe(s))),
                None => out.push_str(&format!("note: {message}\n")),
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn panic_messages_of_both_payload_kinds() {
        let literal = std::panic::catch_unwind(|| panic!("plain")).unwrap_err();
        assert_eq!(panic_message(literal.as_ref()), "plain");
        let n = 3;
        let formatted = std::panic::catch_unwind(|| panic!("got {n}")).unwrap_err();
        assert_eq!(panic_message(formatted.as_ref()), "got 3");
    }

    #[test]
    fn renders_file_line_col_and_message() {
        let mut sm = SourceMap::new();
        let f = sm.add_file("k.cu", "int x = y;\n");
        let d = Diagnostic::error(Span::new(f, 8, 9), "use of undeclared identifier 'y'");
        let text = render(&sm, std::slice::from_ref(&d), false);
        assert!(text.contains("k.cu:1:9"), "{text}");
        assert!(text.contains("use of undeclared identifier 'y'"));
        assert_eq!(
            render_short(&sm, &[d]),
            "k.cu:1:9: error: use of undeclared identifier 'y'\n"
        );
    }
}
