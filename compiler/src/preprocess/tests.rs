//! End-to-end tests of `preprocess`: directives, includes, the source map.

use super::*;
use crate::diag::{Diagnostic, Severity};
use crate::source::SourceMap;

/// Preprocesses `src` as `t.cu` without the prelude.
pub(super) fn pp_text(src: &str) -> (String, Diagnostics) {
    let (_, out, d) = run(src, false);
    (out.text, d)
}

fn run(src: &str, prelude: bool) -> (SourceMap, PpOutput, Diagnostics) {
    let mut sm = SourceMap::new();
    let f = sm.add_file("t.cu", src);
    let mut d = Diagnostics::new();
    let opts = PpOptions {
        prelude,
        ..PpOptions::default()
    };
    let out = preprocess(&mut sm, f, &opts, &mut d);
    (sm, out, d)
}

fn norm(s: &str) -> String {
    s.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// `file:line:col: message` of each diagnostic of the given severity.
fn located(sm: &SourceMap, d: &Diagnostics, sev: Severity) -> Vec<String> {
    d.list
        .iter()
        .filter(|x| x.severity == sev)
        .map(|x: &Diagnostic| match x.span {
            Some(s) => format!("{}: {}", sm.describe(s), x.message),
            None => x.message.clone(),
        })
        .collect()
}

#[test]
fn object_and_function_macros_keep_line_structure() {
    let (text, d) = pp_text("#define N 4\nint a[N];\n#define F(x) (x+1)\nint b = F(N);\n");
    assert!(d.list.is_empty(), "{:?}", d.list);
    assert_eq!(text, "\nint a[4];\n\nint b = (4+1);\n");
}
