//! End-to-end tests of `preprocess`: directives, includes, the source map.

use super::*;
use crate::diag::{Diagnostic, Severity};
use crate::source::SourceMap;

/// Preprocesses `src` as `t.cu` without the prelude.
pub(super) fn pp_text(src: &str) -> (String, Diagnostics) {
    let (_, out, d) = run(src, false);
    (out.text, d)
}

/// The output's lines that hold something, trimmed.
fn nonblank_lines(text: &str) -> Vec<&str> {
    text.lines()
        .map(str::trim)
        .filter(|l| !l.is_empty())
        .collect()
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

fn errors(src: &str) -> Vec<String> {
    let (sm, _, d) = run(src, false);
    located(&sm, &d, Severity::Error)
}

fn warnings(src: &str) -> Vec<String> {
    let (sm, _, d) = run(src, false);
    located(&sm, &d, Severity::Warning)
}

/// A fresh directory under the system temp dir, removed on drop.
struct TempDir(std::path::PathBuf);

impl TempDir {
    fn new(tag: &str) -> TempDir {
        use std::sync::atomic::{AtomicU32, Ordering};
        static N: AtomicU32 = AtomicU32::new(0);
        let p = std::env::temp_dir().join(format!(
            "cudac-pp-{tag}-{}-{}",
            std::process::id(),
            N.fetch_add(1, Ordering::Relaxed)
        ));
        std::fs::create_dir_all(&p).unwrap();
        TempDir(p)
    }
    fn write(&self, name: &str, text: &str) -> std::path::PathBuf {
        let p = self.0.join(name);
        std::fs::create_dir_all(p.parent().unwrap()).unwrap();
        std::fs::write(&p, text).unwrap();
        p
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

fn run_file(path: &std::path::Path, opts: &PpOptions) -> (SourceMap, PpOutput, Diagnostics) {
    let mut sm = SourceMap::new();
    let text = std::fs::read_to_string(path).unwrap();
    let f = sm.add_file(path.display().to_string(), text);
    let mut d = Diagnostics::new();
    let out = preprocess(&mut sm, f, opts, &mut d);
    (sm, out, d)
}

fn no_prelude() -> PpOptions {
    PpOptions {
        prelude: false,
        ..PpOptions::default()
    }
}

#[test]
fn conditionals_select_groups() {
    let src = "#define A 2
#if A == 1
one
#elif A == 2 && defined(A) && !defined B
two
#else
other
#endif
#ifdef A
yes
#endif
#ifndef A
no
#endif
#if 0
#if 1
nested
#else
#endif
#elif 1
elif
#endif
";
    let (text, d) = pp_text(src);
    assert!(d.list.is_empty(), "{:?}", d.list);
    assert_eq!(norm(&text), "two yes elif");
    assert_eq!(text.lines().count(), src.lines().count());
}

#[test]
fn skipped_groups_do_not_diagnose() {
    let src = "#if 0\nit's 'unterminated \"too\n#bogus directive\n#include <nothing here\n#if garbage ((\n#endif\n#error not me\n#endif\nok\n";
    let (text, d) = pp_text(src);
    assert!(d.list.is_empty(), "{:?}", d.list);
    assert_eq!(norm(&text), "ok");
}

#[test]
fn directive_errors_point_at_their_line() {
    assert_eq!(errors("a\n#if 1\nb\n"), ["t.cu:2:1: unterminated #if"]);
    assert_eq!(
        errors("#if 1\n#else\n#else\n#endif\n"),
        ["t.cu:3:1: #else after #else"]
    );
    assert_eq!(
        errors("#if 0\n#else\n#elif 1\n#endif\n"),
        ["t.cu:3:1: #elif after #else"]
    );
    assert_eq!(errors("x\n#endif\n"), ["t.cu:2:1: #endif without #if"]);
    assert_eq!(errors("\n#else\n"), ["t.cu:2:1: #else without #if"]);
    assert_eq!(
        errors("\n#frobnicate x\n"),
        ["t.cu:2:2: invalid preprocessing directive #frobnicate"]
    );
    assert_eq!(
        errors("\n\n#error stop \"here\" now\n"),
        ["t.cu:3:1: #error stop \"here\" now"]
    );
    assert_eq!(
        errors("#if 1/0\n#endif\n"),
        ["t.cu:1:6: division by zero in preprocessor expression"]
    );
    assert_eq!(
        errors("#if\n#endif\n"),
        ["t.cu:1:1: #if with no expression"]
    );
    assert_eq!(
        errors("#ifdef\n#endif\n"),
        ["t.cu:1:1: macro name missing in #ifdef"]
    );
    assert_eq!(
        errors("#define 3 x\n"),
        ["t.cu:1:9: macro names must be identifiers"]
    );
    assert_eq!(
        errors("#define f(a,a) a\n"),
        ["t.cu:1:13: duplicate macro parameter 'a'"]
    );
    assert_eq!(
        errors("#define f(a a\n"),
        ["t.cu:1:13: expected ',' or ')' in macro parameter list"]
    );
    assert_eq!(
        errors("#define f(a) #b\n"),
        ["t.cu:1:14: '#' is not followed by a macro parameter"]
    );
    assert_eq!(
        errors("#define f ## b\n"),
        ["t.cu:1:11: '##' cannot appear at either end of a macro expansion"]
    );
    assert_eq!(
        errors("#define defined 1\n"),
        ["t.cu:1:9: 'defined' cannot be used as a macro name"]
    );
    assert_eq!(
        errors("#line x\n"),
        ["t.cu:1:7: #line directive requires a positive integer argument"]
    );
    assert_eq!(
        errors("#include\n"),
        ["t.cu:1:1: #include expects \"FILENAME\" or <FILENAME>"]
    );
    assert_eq!(
        errors("a 'b\n"),
        ["t.cu:1:3: missing terminating ' character"]
    );
    assert_eq!(
        warnings("#warning careful\n"),
        ["t.cu:1:1: #warning careful"]
    );
}

/// After a wrong argument count or a missing `)`, gcc drops the
/// arguments and keeps the name, which a later `(` can still expand
/// (found by fuzzing: dropping the name too let a deferred-expansion
/// input diverge from gcc and grow to 35,000 errors and seconds).
#[test]
fn failed_invocations_keep_the_name_as_gcc() {
    let (text, d) = pp_text("#define E() x\n#define F(a) [a]\na E(1) b F(1,2) c F() d\n");
    assert_eq!(d.error_count(), 2);
    assert_eq!(norm(&text), "a E b F c [] d");
    let (text, _) = pp_text("#define E() x\n#define ID(a) a\nID(E(1))()\n");
    assert_eq!(norm(&text), "x");
    let (text, _) = pp_text("#define F(a) a\nv F(1, 2\n");
    assert_eq!(norm(&text), "v F");
}

#[test]
fn macro_invocation_errors_point_at_the_invocation() {
    assert_eq!(
        errors("#define f(a, b) a b\n\nx f(1) y\n"),
        ["t.cu:3:3: macro 'f' requires 2 arguments, but only 1 given"]
    );
    assert_eq!(
        errors("#define f(a) a\nf(1, 2)\n"),
        ["t.cu:2:1: macro 'f' passed 2 arguments, but takes just 1"]
    );
    assert_eq!(
        errors("#define f(a) a\n\nf(1, (2)\n"),
        ["t.cu:3:1: unterminated argument list invoking macro 'f'"]
    );
    let w = warnings("#define X 1\n#define X 2\n");
    assert_eq!(w, ["t.cu:2:9: 'X' macro redefined"]);
    // Arguments may span lines and are not an error; line count is kept.
    let (text, d) = pp_text("#define f(a, b) a + b\nf(1,\n  2)\nnext\n");
    assert!(d.list.is_empty());
    assert_eq!(text, "\n1 + 2\n\nnext\n");
    // A function-like name without arguments is left alone.
    let (text, _) = pp_text("#define f(a) a\nint f;\n");
    assert_eq!(norm(&text), "int f;");
}

#[test]
fn empty_arguments_and_no_parameter_macros() {
    let (text, d) =
        pp_text("#define E()  e\n#define O(x) [x]\n#define T(x, y) x|y\nE() O() T(,) T(a,)\n");
    assert!(d.list.is_empty(), "{:?}", d.list);
    assert_eq!(norm(&text), "e [] | a|");
}

#[test]
fn crlf_and_splices_through_the_pipeline() {
    let src =
        "#define LONG \\\r\n  1 + \\\r\n  2\r\nint x = LO\\\r\nNG;\r\n#if 1\r\nyes\r\n#endif\r\n";
    let (sm, out, d) = run(src, false);
    assert!(d.list.is_empty(), "{:?}", d.list);
    assert_eq!(norm(&out.text), "int x = 1 + 2; yes");
    let at = out.text.find("yes").unwrap();
    assert_eq!(sm.describe(out.span_of(at..at + 3)), "t.cu:7:1");
    let at = out.text.find("int").unwrap();
    assert_eq!(sm.describe(out.span_of(at..at + 3)), "t.cu:4:1");
}

#[test]
fn span_of_maps_macro_body_tokens_through_the_expansion() {
    let src = "#define TWICE(x) ((x) * 2)\nint y = TWICE(a);\n";
    let (sm, out, d) = run(src, false);
    assert!(d.list.is_empty());
    let star = out.text.find('*').unwrap();
    let s = out.span_of(star..star + 1);
    assert_eq!(sm.describe(s), "t.cu:1:23");
    assert_eq!(sm.snippet(s), "*");
    let exp = sm
        .expansion(s.expansion)
        .expect("body token carries its expansion");
    assert_eq!(&*exp.macro_name, "TWICE");
    assert_eq!(sm.describe(exp.call_site), "t.cu:2:9");
    assert_eq!(sm.describe(exp.def_site.unwrap()), "t.cu:1:9");
    // The argument maps to where it was written, with no expansion.
    let a = out.text.find('a').unwrap();
    let s = out.span_of(a..a + 1);
    assert_eq!(
        (sm.describe(s), s.expansion.is_none()),
        ("t.cu:2:15".to_string(), true)
    );
    // Across tokens of one origin, the span covers them.
    let s = out.span_of(0..3);
    assert_eq!(sm.snippet(s), "int");
    let s = out.span_of(0..out.text.find('y').unwrap() + 1);
    assert_eq!(sm.snippet(s), "int y");
    // Nested: the inner expansion's call site is inside the outer body.
    let src = "#define IN 7\n#define OUT (IN)\nOUT\n";
    let (sm, out, _) = run(src, false);
    let seven = out.text.find('7').unwrap();
    let s = out.span_of(seven..seven + 1);
    let chain: Vec<_> = sm
        .expansion_chain(s)
        .iter()
        .map(|e| e.macro_name.to_string())
        .collect();
    assert_eq!(chain, ["IN", "OUT"]);
    assert_eq!(sm.describe(sm.expansion_chain(s)[1].call_site), "t.cu:3:1");
    // Stringized and pasted tokens map to the invocation.
    let (sm, out, _) = run(
        "#define S(x) #x\n#define P(a,b) a##b\n S(q) P(r,s)\n",
        false,
    );
    let q = out.text.find("\"q\"").unwrap();
    assert_eq!(sm.snippet(out.span_of(q..q + 3)), "S(q)");
    let rs = out.text.find("rs").unwrap();
    assert_eq!(sm.snippet(out.span_of(rs..rs + 2)), "P(r,s)");
}

#[test]
fn include_guards_pragma_once_and_deps() {
    let dir = TempDir::new("inc");
    dir.write(
        "guarded.h",
        "#ifndef G_H\n#define G_H\nint guarded;\n#endif\n",
    );
    dir.write("once.h", "#pragma once\nint once;\n");
    dir.write("sub/inner.h", "#include \"sibling.h\"\n");
    dir.write("sub/sibling.h", "int sibling;\n");
    dir.write("incdir/lib.h", "int lib;\n");
    let main = dir.write(
        "main.cu",
        "#include \"guarded.h\"\n#include \"guarded.h\"\n#include \"once.h\"\n#include \"./once.h\"\n#include \"sub/inner.h\"\n#include <lib.h>\n#define HDR \"once.h\"\n#include HDR\nint end;\n",
    );
    let opts = PpOptions {
        include_dirs: vec![dir.0.join("incdir")],
        ..no_prelude()
    };
    let (sm, out, d) = run_file(&main, &opts);
    assert!(d.list.is_empty(), "{:?}", d.list);
    assert_eq!(
        norm(&out.text),
        "int guarded; int once; int sibling; int lib; int end;"
    );
    let names: Vec<_> = out
        .dependencies(true)
        .iter()
        .map(|f| {
            let n = &sm.file(*f).name;
            n[n.rfind("cudac-pp-inc").unwrap()..]
                .split_once('/')
                .unwrap()
                .1
                .to_string()
        })
        .collect();
    assert_eq!(
        names,
        [
            "main.cu",
            "guarded.h",
            "once.h",
            "sub/inner.h",
            "sub/sibling.h",
            "incdir/lib.h"
        ]
    );
    let at = out.text.find("sibling").unwrap();
    assert!(sm
        .describe(out.span_of(at..at + 7))
        .ends_with("sub/sibling.h:1:5"));
}

/// A header with an include guard is left unread while its guard is
/// defined, and read again once it is not (the guard can be `#undef`d, or
/// defined before the first inclusion); a header that only looks guarded
/// is always read.
#[test]
fn include_guards_are_honoured_as_the_guard_macro_changes() {
    let dir = TempDir::new("guards");
    dir.write("g.h", "// guard\n#ifndef G\n#define G\nint g;\n#endif\n");
    dir.write("tail.h", "#ifndef T\n#define T\n#endif\nint tail;\n");
    dir.write("pre.h", "#if !defined(P)\nint p;\n#endif\n");
    let main = dir.write(
        "main.cu",
        "#include \"g.h\"\n#include \"g.h\"\n#undef G\n#include \"g.h\"\n\
         #include \"tail.h\"\n#include \"tail.h\"\n\
         #define P\n#include \"pre.h\"\n#undef P\n#include \"pre.h\"\n",
    );
    let (sm, out, d) = run_file(&main, &no_prelude());
    assert!(d.list.is_empty(), "{:?}", d.list);
    assert_eq!(norm(&out.text), "int g; int g; int tail; int tail; int p;");
    let deps: Vec<_> = out
        .dependencies(true)
        .iter()
        .map(|f| sm.file(*f).name.rsplit('/').next().unwrap().to_string())
        .collect();
    assert_eq!(deps, ["main.cu", "g.h", "tail.h", "pre.h"]);
}

#[test]
fn missing_headers() {
    let dir = TempDir::new("missing");
    let main = dir.write(
        "m.cu",
        "#include <vector>\n#include <vector>\n#include <map>\n\n#include \"nope.h\"\nint x;\n",
    );
    let opts = PpOptions {
        include_dirs: vec![dir.0.join("inc")],
        ..no_prelude()
    };
    let (sm, out, d) = run_file(&main, &opts);
    let w = located(&sm, &d, Severity::Warning);
    assert_eq!(w.len(), 2, "{w:?}");
    assert!(w[0].ends_with(
        "m.cu:1:1: header '<vector>' is not shipped with cudac; skipped (host-only code may not compile)"
    ));
    let e: Vec<_> = d.list.iter().filter(|d| d.is_error()).collect();
    assert_eq!(e.len(), 1);
    assert!(sm.describe(e[0].span.unwrap()).ends_with("m.cu:5:1"));
    assert_eq!(e[0].message, "'nope.h' file not found");
    assert!(e[0].notes[0].contains("/inc"), "{:?}", e[0].notes);
    assert_eq!(norm(&out.text), "int x;");
}

#[test]
fn include_depth_is_limited() {
    let dir = TempDir::new("deep");
    let main = dir.write("self.h", "#include \"self.h\"\nx\n");
    let (_, out, d) = run_file(&main, &no_prelude());
    assert_eq!(d.error_count(), 1, "{:?}", d.list);
    assert!(d.list[0].message.contains("nested too deeply"));
    assert_eq!(out.text.matches('x').count(), 200);
}

/// The macros nvcc's flags predefine: `__CUDA_ARCH_LIST__` of every
/// `-gencode` architecture, `__cplusplus` of `-std`, and the language
/// extensions' markers.
#[test]
fn macros_of_nvcc_flags() {
    let mut sm = SourceMap::new();
    let f = sm.add_file(
        "p.cu",
        "__CUDA_ARCH__ __CUDA_ARCH_LIST__ __cplusplus __CUDACC_RELAXED_CONSTEXPR__ __CUDACC_EXTENDED_LAMBDA__\n",
    );
    let opts = PpOptions {
        arch: 80,
        arch_list: vec![75, 80, 90],
        cplusplus: "201402L",
        relaxed_constexpr: true,
        extended_lambda: true,
        prelude: false,
        ..PpOptions::default()
    };
    let mut d = Diagnostics::new();
    let out = preprocess(&mut sm, f, &opts, &mut d);
    assert!(d.list.is_empty(), "{:?}", d.list);
    assert_eq!(norm(&out.text), "800 750,800,900 201402L 1 1");
    let f = sm.add_file(
        "q.cu",
        "__CUDACC_RELAXED_CONSTEXPR__ __CUDACC_EXTENDED_LAMBDA__\n",
    );
    let plain = PpOptions {
        prelude: false,
        ..PpOptions::default()
    };
    let out = preprocess(&mut sm, f, &plain, &mut d);
    assert_eq!(
        norm(&out.text),
        "__CUDACC_RELAXED_CONSTEXPR__ __CUDACC_EXTENDED_LAMBDA__"
    );
}

#[test]
fn predefined_and_command_line_macros() {
    let mut sm = SourceMap::new();
    let f = sm.add_file(
        "p.cu",
        "__CUDACC__ __CUDA_ARCH__ __CUDA_ARCH_LIST__ __CUDACC_VER_MAJOR__ __CUDACC_VER_MINOR__ __cplusplus __NVPTX__ __LP64__ __SIZEOF_POINTER__ __INT_MAX__ __LONG_MAX__\n__NVCC__ A B C __FILE__ __LINE__ __COUNTER__ __COUNTER__\n#if __cplusplus >= 201703L && __CUDA_ARCH__ == 800\nok\n#endif\n",
    );
    let opts = PpOptions {
        arch: 80,
        macros: vec![
            MacroOp::Define("A".into(), "1".into()),
            MacroOp::Define("B".into(), "x y".into()),
            MacroOp::Define("C".into(), "3".into()),
            MacroOp::Undef("C".into()),
            MacroOp::Define("F(x)".into(), "x".into()),
        ],
        prelude: false,
        ..PpOptions::default()
    };
    let mut d = Diagnostics::new();
    let out = preprocess(&mut sm, f, &opts, &mut d);
    assert!(d.list.is_empty(), "{:?}", d.list);
    assert_eq!(
        norm(&out.text),
        "1 800 800 12 9 201703L 1 1 8 2147483647 9223372036854775807L 1 1 x y C \"p.cu\" 2 0 1 ok"
    );
    // Nothing from the built-in text reaches the output lines.
    assert!(out.text.starts_with("1 800"));
}

/// nvcc's macros for arch- and family-specific targets (`sm_100a`,
/// `sm_120f`), which code guards Blackwell-only instructions with.
#[test]
fn arch_and_family_specific_macros() {
    let text = "__CUDA_ARCH__ __CUDA_ARCH_SPECIFIC__ __CUDA_ARCH_FAMILY_SPECIFIC__ __CUDA_ARCH_FEAT_SM100_ALL __CUDA_ARCH_FEAT_SM120_ALL\n";
    let run = |arch, arch_specific, family_specific| {
        let mut sm = SourceMap::new();
        let f = sm.add_file("p.cu", text);
        let opts = PpOptions {
            arch,
            arch_specific,
            family_specific,
            prelude: false,
            ..PpOptions::default()
        };
        let mut d = Diagnostics::new();
        let out = preprocess(&mut sm, f, &opts, &mut d);
        assert!(d.list.is_empty(), "{:?}", d.list);
        norm(&out.text)
    };
    assert_eq!(
        run(100, true, false),
        "1000 1000 1000 1 __CUDA_ARCH_FEAT_SM120_ALL"
    );
    assert_eq!(
        run(120, false, true),
        "1200 __CUDA_ARCH_SPECIFIC__ 1200 __CUDA_ARCH_FEAT_SM100_ALL __CUDA_ARCH_FEAT_SM120_ALL"
    );
    assert_eq!(
        run(90, false, false),
        "900 __CUDA_ARCH_SPECIFIC__ __CUDA_ARCH_FAMILY_SPECIFIC__ __CUDA_ARCH_FEAT_SM100_ALL __CUDA_ARCH_FEAT_SM120_ALL"
    );
}

#[test]
fn date_time_and_line_directive() {
    let (text, d) =
        pp_text("__DATE__ __TIME__\n#line 100 \"renamed.cu\"\n__LINE__ __FILE__\n__LINE__\n");
    assert!(d.list.is_empty(), "{:?}", d.list);
    let toks: Vec<_> = text.split_whitespace().collect();
    // `__DATE__` pads a one-digit day with a space ("Dec  1 2026"), as
    // C requires: measured as the whole string literal, not its words.
    let date = text.trim_start();
    let date_end = date[1..].find('"').map(|i| i + 2).unwrap_or(0);
    assert_eq!(date_end, "\"Mmm dd yyyy\"".len(), "{text}");
    let time = date[date_end..].split_whitespace().next().unwrap_or("");
    assert_eq!(time.len(), "\"hh:mm:ss\"".len(), "{text}");
    assert!(toks.ends_with(&["100", "\"renamed.cu\"", "101"]), "{text}");
}

#[test]
fn prelude_defines_cuda_keywords() {
    let src = "#include <cuda_runtime.h>\n#include \"device_launch_parameters.h\"\n__global__ void __launch_bounds__(256, 2) k(float* __restrict__ p) {}\n__device__ __forceinline__ int f();\n__shared__ __align__(16) float s[4];\n";
    let (sm, out, d) = run(src, true);
    assert!(d.list.is_empty(), "{:?}", d.list);
    // The prelude's `__builtin_va_list` and vector types come first, then
    // the file's own lines.
    let text = norm(&out.text);
    assert!(
        text.starts_with(
            "typedef char *__builtin_va_list; typedef __int128 __int128_t; \
             typedef unsigned __int128 __uint128_t; namespace std {} struct char1 { signed char x; };"
        ),
        "{text}"
    );
    assert!(
        text.ends_with(
            "__attribute__((global)) void __attribute__((launch_bounds(256, 2))) k(float* __restrict__ p) {} \
         __attribute__((device)) inline __attribute__((always_inline)) int f(); \
         __attribute__((shared)) __attribute__((aligned(16))) float s[4];"
        ),
        "{text}"
    );
    let names: Vec<_> = out
        .deps
        .iter()
        .map(|d| sm.file(d.file).name.clone())
        .collect();
    assert_eq!(
        names,
        [
            "t.cu",
            "<cudac>/cuda_runtime.h",
            "<cudac>/cudac_prelude.h",
            "<cudac>/vector_types.h",
            "<cudac>/vector_functions.h",
            "<cudac>/cuda_device_functions.h",
            "<cudac>/cudac_nv_atomic.h",
            "<cudac>/cudac_simd.h",
            "<cudac>/cudac_device_launch.h",
            "<cudac>/driver_types.h",
            "<cudac>/limits.h",
            "<cudac>/stddef.h",
            "<cudac>/texture_indirect_functions.h",
            "<cudac>/surface_indirect_functions.h",
            "<cudac>/math.h",
            "<cudac>/cuda_runtime_api.h",
            "<cudac>/channel_descriptor.h",
            "<cudac>/device_launch_parameters.h",
        ]
    );
    let at = out.text.find("((global))").unwrap() + 2;
    let s = out.span_of(at..at + 6);
    assert_eq!(sm.file(s.file).name, "<cudac>/cudac_prelude.h");
    assert_eq!(
        sm.expansion(s.expansion).unwrap().macro_name.as_ref(),
        "__global__"
    );
}

#[test]
fn pragmas_pass_through_on_their_own_line() {
    let src = "#define N 4\nvoid f() {\n#pragma unroll N\nfor (;;) {}\n#pragma once\n_Pragma(\"unroll 2\") for (;;) {}\n#define U _Pragma(\"nounroll\")\nU x\n}\n";
    let (sm, out, d) = run(src, false);
    assert!(d.list.is_empty(), "{:?}", d.list);
    let lines = nonblank_lines(&out.text);
    assert_eq!(
        lines,
        [
            "void f() {",
            "#pragma unroll N",
            "for (;;) {}",
            "#pragma unroll 2",
            "for (;;) {}",
            "#pragma nounroll",
            "x",
            "}"
        ]
    );
    let at = out.text.find("N").unwrap();
    assert_eq!(sm.describe(out.span_of(at..at + 1)), "t.cu:3:16");
    let at = out.text.find("#pragma unroll 2").unwrap();
    assert_eq!(sm.describe(out.span_of(at..at + 7)), "t.cu:6:1");
}

#[test]
fn defined_from_a_macro_body() {
    // As in gcc, an argument is expanded before `defined` sees it, so only
    // the operand written in the body itself is protected.
    let src = "#define FOO 0\n#define D defined(FOO) && defined FOO\n#define HAS(x) defined(x)\n#if D && !HAS(BAR)\nyes\n#endif\n";
    let (text, d) = pp_text(src);
    assert!(d.list.is_empty(), "{:?}", d.list);
    assert_eq!(norm(&text), "yes");
    let src = "#if __has_attribute(__aligned__) && __has_attribute(launch_bounds) && !__has_attribute(weird)\nattrs\n#endif\n#if __has_cpp_attribute(nodiscard) >= 201603L && !__has_cpp_attribute(no_unique_address)\ncpp\n#endif\n";
    let (text, d) = pp_text(src);
    assert!(d.list.is_empty(), "{:?}", d.list);
    assert_eq!(norm(&text), "attrs cpp");
}

#[test]
fn has_include_and_feature_tests() {
    let src = "#if __has_include(<cuda_runtime.h>) && !__has_include(\"nope.h\") && defined(__has_include)\nyes\n#endif\n#if defined(__has_builtin) && __has_builtin(__builtin_expect) && __has_builtin(__is_same)\nbuiltin\n#endif\n#if __has_builtin(__builtin_bit_cast)\nno\n#endif\n";
    let (text, d) = pp_text(src);
    assert!(d.list.is_empty(), "{:?}", d.list);
    assert_eq!(norm(&text), "yes builtin");
}

#[test]
fn output_spacing_never_glues_tokens() {
    let (text, _) = pp_text("#define M -\n#define E\n-M a E b x/**/y +E+ 1 E.5\n");
    assert_eq!(text.trim(), "- - a b x y + + 1 .5");
}

#[test]
fn render_with_markers_names_files_and_lines() {
    let dir = TempDir::new("markers");
    dir.write("h.h", "int h;\n");
    let main = dir.write(
        "m.cu",
        "#include \"h.h\"\nint a;\n\n\n\n\n\n\n\n\n\n\n\nint b;\n",
    );
    let (sm, out, _) = run_file(&main, &no_prelude());
    let r = render_with_markers(&sm, &out);
    let lines: Vec<_> = r.lines().filter(|l| !l.is_empty()).collect();
    assert!(
        lines[0].starts_with("# 1 \"") && lines[0].ends_with("h.h\" 1"),
        "{r}"
    );
    assert_eq!(lines[1], "int h;");
    assert!(
        lines[2].starts_with("# 2 \"") && lines[2].ends_with("m.cu\" 2"),
        "{r}"
    );
    assert_eq!(lines[3], "int a;");
    // Blank lines carry the main file up to line 14 with no new marker.
    let all: Vec<_> = r.lines().collect();
    let pos = |s: &str| all.iter().position(|l| *l == s).unwrap();
    assert_eq!(pos("int b;") - pos("int a;"), 12, "{r}");
    assert!(!out.text.contains('#'));
}

#[test]
fn limits_become_diagnostics() {
    // Arguments nested past the limit.
    let n = 1100;
    let src = format!("#define f(x) x\n{}1{}\n", "f(".repeat(n), ")".repeat(n));
    let (_, d) = pp_text(&src);
    assert_eq!(d.error_count(), 1, "{:?}", d.list.first());
    assert!(d.list[0].message.contains("nested"));
    // Just inside the limit works.
    let n = 900;
    let src = format!("#define f(x) x\n{}1{}\n", "f(".repeat(n), ")".repeat(n));
    let (text, d) = pp_text(&src);
    assert!(d.list.is_empty());
    assert_eq!(text.trim(), "1");
    // Exponential expansion is cut off.
    let mut src = String::from("#define m0 x x\n");
    for i in 1..40 {
        src.push_str(&format!("#define m{i} m{0} m{0}\n", i - 1));
    }
    src.push_str("m39\n");
    let (_, d) = pp_text(&src);
    assert_eq!(d.error_count(), 1);
    // The budget is per outermost invocation: many ordinary expansions
    // together may produce more than it.
    let mut src = String::from("#define m0 x x\n");
    for i in 1..10 {
        src.push_str(&format!("#define m{i} m{0} m{0}\n", i - 1));
    }
    let uses = (super::macros::MAX_EXPANDED_TOKENS / 1024 + 8) as usize;
    src.push_str(&"m9\n".repeat(uses));
    let (_, d) = pp_text(&src);
    assert!(d.list.is_empty(), "{:?}", d.list.first());
}

#[test]
fn garbage_input_never_panics() {
    let mut state: u64 = 0x2545_f491_4f6c_dd1d;
    let mut next = || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state
    };
    const ALPHABET: &[u8] = b"#define if(x) ## # \\\n\r\"'/*<>()_,.0123456789abc include elif endif else pragma __VA_ARGS__ __VA_OPT__ ... defined ?:+-";
    for i in 0..400 {
        let len = (next() % 200) as usize;
        let bytes: Vec<u8> = (0..len)
            .map(|_| {
                let r = next();
                if i % 4 == 0 {
                    (r % 128) as u8
                } else {
                    ALPHABET[(r % ALPHABET.len() as u64) as usize]
                }
            })
            .collect();
        let src = String::from_utf8_lossy(&bytes).into_owned();
        let (sm, out, _) = run(&src, i % 2 == 0);
        for t in &out.tokens {
            let f = sm.file(t.span.file);
            assert!(t.span.start <= t.span.end && t.span.end as usize <= f.text.len());
        }
        let _ = out.span_of(0..out.text.len());
        let _ = render_with_markers(&sm, &out);
    }
}

/// `-E -P` (`blank_lines: false`): no blank lines and no lines of only
/// blanks, while the default keeps the source's line structure.
#[test]
fn without_blank_lines_the_output_has_no_empty_lines() {
    let src = "\n#define E\nint a;\n\n\n#if 0\nskipped\n#endif\nE\nint b; E\n\n";
    let run_with = |blank_lines: bool| {
        let mut sm = SourceMap::new();
        let f = sm.add_file("t.cu", src);
        let mut d = Diagnostics::new();
        let opts = PpOptions {
            blank_lines,
            ..no_prelude()
        };
        preprocess(&mut sm, f, &opts, &mut d).text
    };
    assert_eq!(run_with(false), "int a;\nint b;\n");
    let kept = run_with(true);
    assert!(kept.contains("int a;\n\n"), "{kept:?}");
    assert_eq!(norm(&kept), "int a; int b;");
}

/// With a host compiler's headers: its directories come after cudac's
/// own headers, replace cudac's fallback C library, chain through
/// `#include_next`, and its macros are predefined under the device's.
#[test]
fn host_headers_are_searched_after_cudacs_and_chain_through_include_next() {
    let cxx = TempDir::new("host-cxx");
    let c = TempDir::new("host-c");
    // libstdc++'s <stdlib.h> wrapper hands over to glibc's.
    cxx.write(
        "stdlib.h",
        "#pragma once\nint cxx_stdlib;\n#include_next <stdlib.h>\n",
    );
    c.write(
        "stdlib.h",
        "#pragma once\nint glibc_stdlib;\n#if __has_include_next(<stdlib.h>)\nint wrong;\n#endif\n",
    );
    c.write("vector", "int host_vector;\n");
    // What cudac's toolkit headers and prelude take from the C library.
    for h in [
        "math.h", "stddef.h", "string.h", "time.h", "stdio.h", "assert.h", "new",
    ] {
        c.write(h, "#pragma once\n");
    }
    let mut sm = SourceMap::new();
    let src = "#include <stdlib.h>\n#include <vector>\n#include <cuda_runtime.h>\nint gnu = __GNUC__; long s = __SIZEOF_LONG_DOUBLE__;\n#include <missing_header.h>\n";
    let f = sm.add_file("t.cu", src);
    let mut d = Diagnostics::new();
    let host = HostHeaders {
        include_dirs: vec![cxx.0.clone(), c.0.clone()],
        macros: vec![
            ("__GNUC__".into(), "12".into()),
            ("__SIZEOF_LONG_DOUBLE__".into(), "16".into()),
            ("__has_include(STR)".into(), "__has_include__(STR)".into()),
        ],
        toolkit_version: None,
    };
    let opts = PpOptions {
        prelude: false,
        host: Some(std::sync::Arc::new(host)),
        ..PpOptions::default()
    };
    let out = preprocess(&mut sm, f, &opts, &mut d);
    let text = norm(&out.text);
    assert!(text.contains("int cxx_stdlib; int glibc_stdlib;"), "{text}");
    assert!(!text.contains("wrong"), "{text}");
    assert!(text.contains("int host_vector;"), "{text}");
    // cudac's own toolkit header is still used (it defines the prelude).
    assert!(text.contains("int gnu = 12; long s = 8;"), "{text}");
    let errs = located(&sm, &d, Severity::Error);
    assert_eq!(
        errs,
        ["t.cu:5:1: 'missing_header.h' file not found"],
        "{errs:?}"
    );
    let host_files: Vec<_> = out.deps.iter().filter(|d| d.host_library).collect();
    // Both <stdlib.h>, <vector>, and the seven C headers the prelude and
    // the toolkit headers include.
    assert_eq!(host_files.len(), 10, "{:?}", out.deps);
}

/// A CUDA toolkit's include directory named with `-I` is read as the
/// library it is: its files are host-library files (lenient, as when
/// cudac finds the toolkit itself), the user's own `-I` files are not.
#[test]
fn a_toolkit_named_with_dash_i_is_library() {
    let tk = TempDir::new("tk-include");
    tk.write("cuda_runtime_api.h", "#pragma once\n");
    tk.write("driver_types.h", "#pragma once\n");
    tk.write("cublas_like.h", "int from_toolkit;\n");
    let mine = TempDir::new("my-include");
    mine.write("helpers.cuh", "int mine;\n");
    let c = TempDir::new("tk-host-c");
    for h in [
        "math.h", "stddef.h", "string.h", "time.h", "stdio.h", "assert.h", "new",
    ] {
        c.write(h, "#pragma once\n");
    }
    let mut sm = SourceMap::new();
    let f = sm.add_file("t.cu", "#include <cublas_like.h>\n#include <helpers.cuh>\n");
    let mut d = Diagnostics::new();
    let opts = PpOptions {
        prelude: false,
        include_dirs: vec![tk.0.clone(), mine.0.clone()],
        host: Some(std::sync::Arc::new(HostHeaders {
            include_dirs: vec![c.0.clone()],
            macros: Vec::new(),
            toolkit_version: None,
        })),
        ..PpOptions::default()
    };
    let out = preprocess(&mut sm, f, &opts, &mut d);
    assert!(d.list.is_empty(), "{:?}", d.list);
    let library = |name: &str| {
        out.deps
            .iter()
            .find(|d| sm.file(d.file).name.ends_with(name))
            .map(|d| d.host_library)
    };
    assert_eq!(library("cublas_like.h"), Some(true));
    assert_eq!(library("helpers.cuh"), Some(false));
}

#[test]
fn the_cuda_version_macros_follow_the_toolkit_read() {
    // nvcc 13.0 reports 13.0 in both: CCCL 3 stops unless they agree.
    let text = "__CUDACC_VER_MAJOR__ __CUDACC_VER_MINOR__ __CUDAC_CUDART_VERSION__\n";
    let run = |version: Option<(u32, u32)>| {
        let mut sm = SourceMap::new();
        let f = sm.add_file("t.cu", text);
        let mut d = Diagnostics::new();
        let opts = PpOptions {
            prelude: false,
            host: Some(std::sync::Arc::new(HostHeaders {
                include_dirs: Vec::new(),
                macros: Vec::new(),
                toolkit_version: version,
            })),
            ..PpOptions::default()
        };
        let out = preprocess(&mut sm, f, &opts, &mut d);
        out.text.split_whitespace().collect::<Vec<_>>().join(" ")
    };
    assert!(
        run(Some((13, 0))).contains("13 0 13000"),
        "{}",
        run(Some((13, 0)))
    );
    assert!(run(None).contains("12 9 12090"), "{}", run(None));
}

#[test]
fn push_and_pop_macro_restore_definitions() {
    let src = "#define _ 2\n#pragma push_macro(\"_\")\n#undef _\n#define _ 1\nint a = _;\n#pragma pop_macro(\"_\")\nint b = _;\n#pragma push_macro(\"U\")\n#define U 3\nint c = U;\n_Pragma(\"pop_macro(\\\"U\\\")\")\nint d = U;\n#pragma pop_macro(\"_\")\nint e = _;\n";
    let (_, out, d) = run(src, false);
    assert!(d.list.is_empty(), "{:?}", d.list);
    let lines = nonblank_lines(&out.text);
    // A pop without a push leaves the macro as it is.
    assert_eq!(
        lines,
        [
            "int a = 1;",
            "int b = 2;",
            "int c = 3;",
            "int d = U;",
            "int e = 2;"
        ]
    );
}
