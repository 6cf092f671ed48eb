//! Preprocessing throughput for `cargo xtask bench`: `cudac -E -P` against
//! `gcc -E -P` on a large generated, macro-heavy input (MB/s, MB = 10^6 bytes).

use std::path::{Path, PathBuf};
use std::process::Command;

use crate::table;
use crate::util::{self, rel, Result};

/// The main file's name in the work directory.
pub const MAIN: &str = "pp_large.cu";

/// Local headers written next to the main file: (name, text).
pub const HEADERS: &[(&str, &str)] = &[
    (
        "pp_config.h",
        r#"#ifndef PP_CONFIG_H
#define PP_CONFIG_H
/*
 * Configuration knobs for the generated preprocessor benchmark. Nothing here
 * depends on predefined macros, so gcc and cudac see the same input.
 */
#define PP_LEVEL 3
#define PP_VERSION ((1 << 16) | (4 << 8) | 2)
#define PP_FAST 1
#define PP_BLOCK 256
#define PP_WARPS (PP_BLOCK / 32)
#if PP_VERSION >= 0x10400 && PP_LEVEL > 2
#define PP_HAVE_SPLIT 1
#else
#define PP_HAVE_SPLIT 0
#endif
#endif /* PP_CONFIG_H */
"#,
    ),
    (
        "pp_math.h",
        r#"#ifndef PP_MATH_H
#define PP_MATH_H
#include "pp_config.h"
// Function-like helpers, as found in most CUDA code bases.
#define MAX(a, b) ((a) > (b) ? (a) : (b))
#define MIN(a, b) ((a) < (b) ? (a) : (b))
#define CLAMP(x, lo, hi) MIN(MAX(x, lo), hi)
#define CEIL_DIV(a, b) (((a) + (b) - 1) / (b))
#define IDX(r, c, ld) ((r) * (ld) + (c))
#define IDX3(x, y, z, nx, ny) IDX(IDX(z, y, ny), x, nx)
#define SQ(x) ((x) * (x))
#define PP_STR_(x) #x
#define PP_STR(x) PP_STR_(x)
#define PP_CAT_(a, b) a##b
#define PP_CAT(a, b) PP_CAT_(a, b)
#define PP_FIRST(x, ...) x
#define PP_REST(x, ...) __VA_ARGS__
#define PP_CALL(f, ...) f(__VA_ARGS__)
#define PP_LOG(fmt, ...) pp_log(fmt, __VA_ARGS__)
#define PP_PRINT(...) pp_log(__VA_ARGS__)
#define PP_STRS(...) #__VA_ARGS__
#define PP_ARRAY(...) { __VA_ARGS__ }
#define PP_SPLICED(a, b, c) \
    ((a) * (b) \
     + (c))
#endif // PP_MATH_H
"#,
    ),
    (
        "pp_types.h",
        r#"#pragma once
/* Types shared by every chunk; guarded by #pragma once. */
typedef float pp_real;
typedef unsigned int pp_index;
struct pp_dim { pp_index x, y, z; };
extern const pp_dim threadIdx_v, blockIdx_v, blockDim_v;
void pp_log(const char *fmt, ...);
"#,
    ),
    (
        "pp_xlist.h",
        r#"/* X-macro list: no include guard on purpose; the includer defines PP_X. */
PP_X(alpha, 1.0f)
PP_X(beta, MAX(2, 3))
PP_X(gamma, CEIL_DIV(10, 3))
PP_X(delta, PP_SPLICED(1, 2, 3))
"#,
    ),
];

/// A deterministic pseudo-random sequence (xorshift64*).
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }

    fn pick<'a>(&mut self, items: &[&'a str]) -> &'a str {
        items[self.below(items.len())]
    }
}

const WORDS: &[&str] = &[
    "the",
    "tile",
    "is",
    "loaded",
    "into",
    "shared",
    "memory",
    "before",
    "each",
    "warp",
    "reduces",
    "its",
    "partial",
    "sums",
    "and",
    "writes",
    "back",
    "coalesced",
    "stride",
    "bank",
    "conflicts",
    "are",
    "avoided",
    "by",
    "padding",
    "row",
    "column",
    "(see",
    "notes)",
    "a*b",
    "/path/",
    "it's",
    "\"quoted\"",
    "#hash",
    "x->y",
    "i<n",
];
const VARS: &[&str] = &["v", "w", "acc", "tmp", "lo", "hi", "sum", "scale"];
const OPS: &[&str] = &["+", "-", "*"];

fn prose(r: &mut Rng, words: usize) -> String {
    (0..words)
        .map(|_| r.pick(WORDS))
        .collect::<Vec<_>>()
        .join(" ")
}

/// One chunk of the main file: includes (guarded, so mostly skipped),
/// comments, conditionals, macro invocations and plain code lines.
fn chunk(s: &mut String, i: usize, r: &mut Rng) {
    use std::fmt::Write;
    let n = 64 + r.below(4096);
    let c = r.below(8);
    let _ = write!(
        s,
        r#"// ==========================================================================
// Chunk {i}: {p1}
// ==========================================================================
#include "pp_config.h"
#include "pp_math.h"
#include "pp_types.h"

/*
 * {p2}
 * {p3}
 *   {p4}
 */
#define CHUNK {i}
#define CHUNK_NAME PP_CAT(chunk_, CHUNK)
#if CHUNK % 4 == 0 && PP_LEVEL >= 2
#  define CHUNK_MODE 0
#elif CHUNK % 4 == 1 || (defined(PP_FAST) && PP_FAST > 1)
#  define CHUNK_MODE 1
#elif (CHUNK * 3 + PP_VERSION) % 4 == 2
#  define CHUNK_MODE 2
#else
#  define CHUNK_MODE 3
#endif

struct chunk_{i}_params {{
    int n;          // element count
    int stride;     /* elements between rows */
    pp_real alpha;
    pp_real data[CEIL_DIV({n}, PP_BLOCK)];
}};

static inline pp_real chunk_{i}_reduce(const pp_real *x, int n, int stride) {{
    pp_real acc = 0;
    for (int j = 0; j < n; j += stride) {{
        acc += x[IDX(j, {c}, stride)] * SQ(x[j]);
        acc = CLAMP(acc, -1.0f, 1.0f);
    }}
#if CHUNK_MODE == 0
    acc *= PP_SPLICED(acc, 2, CHUNK);
#elif CHUNK_MODE == 1
    acc += MAX(MIN(acc, x[0]), x[n - 1]);
#elif CHUNK_MODE == 2 && PP_HAVE_SPLIT
    acc -= PP_CALL(MIN, acc, {c}.5f);
#else
    acc = PP_FIRST(acc, unused, also_unused) + PP_CALL(MAX, PP_REST(0, acc, 0.0f));
#endif
    return acc;
}}

int PP_CAT(chunk_counter_, CHUNK) = CEIL_DIV({n}, 32) + PP_WARPS;
static const char *chunk_{i}_name = PP_STR(CHUNK_NAME);
static const char *chunk_{i}_desc = "chunk {i}: /* not a comment */ // nor this, \"escaped\"";
static const int chunk_{i}_table[] = PP_ARRAY(1, CHUNK, CEIL_DIV(CHUNK, 3), IDX3(1, 2, 3, 4, 5));
#ifdef PP_ENABLE_TRACE
static void chunk_{i}_trace(void) {{ pp_log("trace %d", CHUNK); }}
#endif
#ifndef PP_LEVEL
#error "pp_config.h was not included"
#endif

void chunk_{i}_kernel(pp_real *out, const pp_real *in, int n, const chunk_{i}_params &p) {{
    int tid = blockIdx_v.x * blockDim_v.x + threadIdx_v.x;
    if (tid >= n) {{
        return;
    }}
    pp_real v = in[tid];
    pp_real w = v * p.alpha + 0.5f * v - 1.25f;
    pp_real acc = 0.0f, tmp = w, lo = -v, hi = v, sum = 0.0f, scale = {c}.0f;
"#,
        p1 = prose(r, 8),
        p2 = prose(r, 10),
        p3 = prose(r, 12),
        p4 = prose(r, 9),
    );
    // The bulk of real files: plain statements with few or no macros.
    for k in 0..48 + r.below(48) {
        let (a, b, d) = (r.pick(VARS), r.pick(VARS), r.pick(VARS));
        let op = r.pick(OPS);
        let _ = match r.below(10) {
            0 => writeln!(s, "    {a} = MAX({b}, {d}) {op} in[(tid + {k}) % n];"),
            1 => writeln!(s, "    // {}", prose(r, 7)),
            2 => writeln!(
                s,
                "    if ({a} > {b}) {{\n        {d} {op}= {a} * {k}.25f;\n    }} else {{\n        {d} = {b};\n    }}"
            ),
            3 => writeln!(
                s,
                "    {a} = {b} {op} \\\n        {d} * in[(tid * {k} + 1) % n]; /* spliced */"
            ),
            4 => writeln!(s, "    for (int q = 0; q < {k} + 2; ++q) {{ {a} += {b} * (pp_real)q; }}"),
            _ => writeln!(
                s,
                "    {a} = {b} {op} {d} * {k}.5f {op} p.data[{k} % {}];",
                n.div_ceil(256)
            ),
        };
    }
    let _ = write!(
        s,
        r#"    acc = chunk_{i}_reduce(in, n, p.stride) + acc + tmp + lo + hi + sum + scale;
    PP_LOG("chunk %d done: %f\n", CHUNK, (double)acc);
    PP_PRINT("no arguments\n");
    pp_log(PP_STRS(CHUNK, a  +  b, "s"));
    out[IDX(tid, 0, 1)] = v + w + acc;
}}
#undef CHUNK_MODE
#undef CHUNK_NAME
#undef CHUNK

"#
    );
    if i % 16 == 15 {
        let _ = write!(
            s,
            "#define PP_X(name, value) pp_real PP_CAT(chunk_{i}_, name) = value;\n\
             #include \"pp_xlist.h\"\n\
             #undef PP_X\n\n"
        );
    }
}

/// The main file, at least `bytes` long; the same text for the same `bytes`.
pub fn large_input(bytes: usize) -> String {
    let mut s = String::with_capacity(bytes + 8192);
    s += "// Generated by cargo xtask bench: preprocessor throughput input.\n";
    let mut r = Rng(0x9e37_79b9_7f4a_7c15);
    let mut i = 0;
    while s.len() < bytes {
        chunk(&mut s, i, &mut r);
        i += 1;
    }
    s
}

/// Crude C tokens: identifiers and numbers, string and character literals
/// (one token each) and single punctuation characters; whitespace ignored.
pub struct Tokens<'a> {
    s: &'a [u8],
    i: usize,
}

pub fn tokens(s: &str) -> Tokens<'_> {
    Tokens {
        s: s.as_bytes(),
        i: 0,
    }
}

impl<'a> Iterator for Tokens<'a> {
    type Item = &'a [u8];

    fn next(&mut self) -> Option<&'a [u8]> {
        let s = self.s;
        while self.i < s.len() && s[self.i].is_ascii_whitespace() {
            self.i += 1;
        }
        let start = self.i;
        let &b = s.get(start)?;
        let word = |c: u8| c.is_ascii_alphanumeric() || c == b'_';
        if word(b) {
            self.i += 1;
            while self.i < s.len() && (word(s[self.i]) || (b.is_ascii_digit() && s[self.i] == b'.'))
            {
                self.i += 1;
            }
        } else if b == b'"' || b == b'\'' {
            self.i += 1;
            while self.i < s.len() && s[self.i] != b && s[self.i] != b'\n' {
                self.i += if s[self.i] == b'\\' { 2 } else { 1 };
            }
            self.i = (self.i + 1).min(s.len());
        } else {
            self.i += 1;
        }
        Some(&s[start..self.i])
    }
}

/// Token counts of two outputs and, if they differ, the first difference.
pub fn compare(a: &str, b: &str) -> (usize, usize, Option<(usize, String, String)>) {
    let (mut ta, mut tb) = (tokens(a), tokens(b));
    let (mut na, mut nb) = (0, 0);
    let mut first = None;
    loop {
        let (x, y) = (ta.next(), tb.next());
        na += x.is_some() as usize;
        nb += y.is_some() as usize;
        if x.is_none() && y.is_none() {
            break;
        }
        if first.is_none() && x != y {
            let show = |t: Option<&[u8]>| {
                t.map_or("<end>".into(), |t| String::from_utf8_lossy(t).into_owned())
            };
            first = Some((na.max(nb) - 1, show(x), show(y)));
        }
    }
    (na, nb, first)
}

/// Peak resident set size in MiB of one run, via `/usr/bin/time -f %M`.
fn peak_rss(make: &dyn Fn() -> Command, work: &Path) -> Option<f64> {
    let time = Path::new("/usr/bin/time");
    if !time.is_file() {
        return None;
    }
    let cmd = make();
    let report = work.join("rss.txt");
    let status = Command::new(time)
        .args(["-f", "%M", "-o"])
        .arg(&report)
        .arg(cmd.get_program())
        .args(cmd.get_args())
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .status()
        .ok()?;
    let text = std::fs::read_to_string(&report).ok()?;
    let _ = std::fs::remove_file(&report);
    let kib: f64 = text.lines().last()?.trim().parse().ok()?;
    status.success().then_some(kib / 1024.0)
}

/// Benchmarks preprocessing; `cudac` is the binary to measure.
pub fn bench(cudac: &Path, runs: usize, mb: usize) -> Result {
    let work = crate::target_dir().join("xtask-bench").join("pp");
    util::mkdirs(&work)?;
    for (name, text) in HEADERS {
        util::write(&work.join(name), text)?;
    }
    let input = work.join(MAIN);
    let text = large_input(mb * 1_000_000);
    util::write(&input, &text)?;
    let bytes = text.len();
    let in_mb = bytes as f64 / 1e6;
    let out = |tool: &str| work.join(format!("pp_large.{tool}.i"));

    let ours = || {
        let mut c = Command::new(cudac);
        c.args(["-E", "-P", "--no-prelude"])
            .arg(&input)
            .arg("-o")
            .arg(out("cudac"));
        c
    };
    let gcc = util::which("gcc");
    let theirs = || {
        let mut c = Command::new(gcc.clone().unwrap_or_else(|| PathBuf::from("gcc")));
        c.args(["-E", "-P", "-x", "c++", "-std=c++17"])
            .arg(&input)
            .arg("-o")
            .arg(out("gcc"));
        c
    };

    println!(
        "\npreprocessing throughput: {} ({:.1} MB, {} lines, {} local headers), median of {runs} runs\n\
         cudac -E -P --no-prelude (release build) vs gcc -E -P -x c++ -std=c++17; MB = 10^6 bytes\n",
        rel(&input),
        in_mb,
        text.lines().count(),
        HEADERS.len()
    );
    let mut notes = vec![];
    let mut tools: Vec<(&str, &dyn Fn() -> Command)> = vec![("cudac", &ours)];
    if gcc.is_some() {
        tools.push(("gcc", &theirs));
    } else {
        notes.push("gcc not found on PATH: no comparison".to_string());
    }
    let mut results = vec![];
    for (tool, make) in &tools {
        let _ = std::fs::remove_file(out(tool));
        let ms = crate::bench::time(make, runs);
        let rss = match ms {
            Ok(_) => peak_rss(*make, &work),
            Err(_) => None,
        };
        if let Err(e) = &ms {
            notes.push(format!("{tool} failed: {e}"));
        }
        results.push((tool.to_string(), ms.ok(), rss));
    }
    let gcc_rate = results
        .iter()
        .find(|r| r.0 == "gcc")
        .and_then(|r| r.1)
        .map(|ms| in_mb / (ms / 1e3));
    let mut rows = vec![];
    for (tool, ms, rss) in &results {
        let rate = ms.map(|ms| in_mb / (ms / 1e3));
        let vs = match (rate, gcc_rate) {
            (Some(a), Some(b)) if b > 0.0 => format!("{:.2}x", a / b),
            _ => "-".into(),
        };
        rows.push(vec![
            tool.clone(),
            ms.map_or("fail".into(), table::fmt_ms),
            rate.map_or("-".into(), |r| format!("{r:.1}")),
            vs,
            rss.map_or("-".into(), |m| format!("{m:.0}")),
        ]);
    }

    // A cheap sanity check: a timing means nothing if the outputs differ.
    let read = |tool: &str| std::fs::read_to_string(out(tool)).ok();
    match (read("cudac"), gcc.as_ref().and_then(|_| read("gcc"))) {
        (Some(a), Some(b)) => {
            let (na, nb, first) = compare(&a, &b);
            let off = (na as f64 - nb as f64).abs() / (nb.max(1) as f64);
            if off > 0.01 {
                notes.push(format!(
                    "output token counts differ by {:.1}% (cudac {na}, gcc {nb}): the timing is not meaningful",
                    off * 100.0
                ));
            }
            match first {
                None => notes.push(format!(
                    "outputs agree token for token ({na} tokens, whitespace ignored)"
                )),
                Some((k, x, y)) => notes.push(format!(
                    "outputs differ from token {k}: cudac {x:?}, gcc {y:?} ({na} vs {nb} tokens)"
                )),
            }
        }
        (None, _) if results[0].1.is_some() => {
            notes.push("cudac exited 0 but wrote no output (timing is not meaningful)".into())
        }
        _ => {}
    }

    print!(
        "{}",
        table::render(&["tool", "ms", "MB/s", "vs gcc", "peak RSS MiB"], &rows)
    );
    for n in &notes {
        println!("note: {n}");
    }
    println!("\ninput and outputs in {}", rel(&work));
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn generated_input_is_deterministic_and_has_the_features() {
        let a = large_input(200_000);
        assert_eq!(a, large_input(200_000));
        assert!(a.len() >= 200_000 && a.len() < 220_000);
        for feature in [
            "#include \"pp_math.h\"",
            "#include \"pp_xlist.h\"",
            "#if CHUNK % 4 == 0",
            "#elif",
            "#else",
            "#ifdef PP_ENABLE_TRACE",
            "#ifndef PP_LEVEL",
            "#undef CHUNK",
            "PP_STR(",
            "PP_CAT(",
            "PP_LOG(",
            "MAX(MIN(",
            "CEIL_DIV(",
            "IDX(",
            "\\\n",
            "/*",
            "// ",
            "\"chunk ",
        ] {
            assert!(a.contains(feature), "missing {feature:?}");
        }
        // Mostly ordinary code: most lines are not directives.
        let lines = a.lines().count();
        let directives = a.lines().filter(|l| l.starts_with('#')).count();
        assert!(directives * 6 < lines, "{directives} of {lines}");
        let math = HEADERS.iter().find(|h| h.0 == "pp_math.h").unwrap().1;
        for m in ["#x", "a##b", "#__VA_ARGS__", "\\\n", "#ifndef PP_MATH_H"] {
            assert!(math.contains(m), "pp_math.h lacks {m:?}");
        }
        // Distinct chunks.
        assert!(a.contains("chunk_0_kernel") && a.contains("chunk_31_kernel"));
    }

    #[test]
    fn crude_tokens_ignore_whitespace() {
        let t: Vec<&[u8]> = tokens("a+=1.5f \"x y\\\"\" 'c'\n  b_2").collect();
        let want: Vec<&[u8]> = vec![b"a", b"+", b"=", b"1.5f", b"\"x y\\\"\"", b"'c'", b"b_2"];
        assert_eq!(t, want);
        assert_eq!(compare("f( a , b )", "f(a,b)"), (6, 6, None));
        let (na, nb, first) = compare("f(a, b)", "f(a, c)");
        assert_eq!((na, nb), (6, 6));
        assert_eq!(first, Some((4, "b".into(), "c".into())));
        assert_eq!(compare("a", "a b").2, Some((1, "<end>".into(), "b".into())));
    }
}
