//! `cargo xtask difftest exec`: Csmith programs run as device code.
//!
//! Each program (`csmith --lang-cpp --no-argc`, seeds `S`, `S+1`, …) is
//! built twice from one text:
//! - the reference: g++ -O1 for the host, run; it prints the checksum of
//!   the program's globals (`checksum = %X`);
//! - ours: every `static` function and global made `__device__`, `main`
//!   made the kernel `csmith_main(unsigned *out)` that stores the checksum,
//!   compiled by cudac (`--emit=llvm-ir`), the IR retargeted to the host
//!   (triple, data layout, no NVPTX target attributes; the NVPTX and x86-64
//!   layouts agree on every type Csmith uses) with a `main` that calls the
//!   kernel and prints the checksum, run with `lli-19`.
//!
//! Verdicts: *same*; *mismatch* (a wrong answer: the program, both builds'
//! inputs and both checksums are kept); *rejected* (cudac reports errors
//! on a program g++ compiles: grouped by first error in the summary);
//! *internal error* (cudac exits 70 or dies: kept, fails the run);
//! *timed out* (ours runs past a minute where g++'s build took under
//! five seconds: all but certainly an endless loop, kept, fails the run);
//! *skipped* (g++ rejects the program — Csmith's C++ mode sometimes
//! compares a pointer with a non-literal 0 — or the reference runs past
//! its time limit); *host failure* (lli cannot run our IR: an NVVM
//! intrinsic without a host definition, kept, fails the run).
//!
//! Csmith's `NULL` is redefined as `nullptr` in both builds: its C++ mode
//! writes `(e, NULL) != &p`, valid only when `NULL` is a null pointer of
//! its own type. The struct and union assignment operators Csmith writes
//! for C++ become `__host__ __device__`.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;
use std::time::Instant;

use crate::table;
use crate::util::{self, rel, Result};

pub struct Config {
    pub programs: usize,
    pub seed: u64,
    pub keep: Option<String>,
    pub jobs: usize,
    pub opt: String,
}

/// Seconds the reference may run; Csmith programs that loop longer are
/// skipped (lli is given more: a JIT runs the same program slower).
const REF_SECONDS: u32 = 5;
const OURS_SECONDS: u32 = 60;
const COMPILE_SECONDS: u32 = 300;

/// In a kept program's directory: its verdict's kind, the -O level and
/// what a reduction must keep (see [`Verdict::must_match`]), one a line.
pub(super) const VERDICT_FILE: &str = "verdict.txt";

#[derive(Debug)]
pub(super) enum Verdict {
    Same,
    Mismatch(String),
    Rejected(String),
    Ice(String),
    Skipped(&'static str),
    HostFailure(String),
    OursTimedOut,
}

impl Verdict {
    /// The short name a kept program's directory starts with, and what
    /// `difftest check --kind` takes.
    pub(super) fn kind(&self) -> &'static str {
        match self {
            Verdict::Same => "same",
            Verdict::Mismatch(_) => "mismatch",
            Verdict::Rejected(_) => "rejected",
            Verdict::Ice(_) => "ice",
            Verdict::Skipped(_) => "skipped",
            Verdict::HostFailure(_) => "host",
            Verdict::OursTimedOut => "timeout",
        }
    }

    /// What `difftest check` must see again for a reduced program to
    /// still show the same bug: the first error of a rejection (anything
    /// else is matched by kind alone).
    pub(super) fn must_match(&self) -> &str {
        match self {
            Verdict::Rejected(first) => first,
            _ => "",
        }
    }
}

pub(super) struct Tools {
    pub cudac: PathBuf,
    pub include: PathBuf,
}

pub fn exec(cfg: Config) -> Result {
    crate::setup::setup(true)?;
    for tool in ["csmith", "g++", "lli-19", "timeout"] {
        if util::which(tool).is_none() {
            return Err(format!(
                "{tool} is not installed (`cargo xtask setup` installs it)"
            ));
        }
    }
    let include = csmith_include()?;
    let work = crate::target_dir().join("xtask-difftest").join("exec");
    util::mkdirs(&work)?;
    // The sweep runs a copy: rebuilding cudac while it runs (a long sweep
    // beside other work) must not change the compiler half-way.
    let cudac = work.join("cudac");
    let built = crate::build_cudac(true)?;
    std::fs::copy(&built, &cudac)
        .map_err(|e| format!("copy {} to {}: {e}", built.display(), cudac.display()))?;
    let build = build_label();
    println!("cudac under test: {build} (a copy in {})", rel(&cudac));
    let tools = Tools { cudac, include };
    let keep = cfg
        .keep
        .clone()
        .map_or_else(|| work.join("kept"), PathBuf::from);
    util::mkdirs(&keep)?;

    let start = Instant::now();
    let next = AtomicUsize::new(0);
    let results: Mutex<Vec<(u64, Verdict)>> = Mutex::new(Vec::new());
    let jobs = cfg.jobs.min(cfg.programs).max(1);
    std::thread::scope(|s| {
        for w in 0..jobs {
            let (next, results, tools, cfg, work, keep) =
                (&next, &results, &tools, &cfg, &work, &keep);
            s.spawn(move || {
                let dir = work.join(format!("w{w}"));
                loop {
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    if i >= cfg.programs {
                        break;
                    }
                    let seed = cfg.seed + i as u64;
                    let verdict = one(tools, &dir, seed, &cfg.opt)
                        .unwrap_or_else(|e| Verdict::HostFailure(format!("harness: {e}")));
                    report(&dir, keep, seed, &cfg.opt, &verdict);
                    let mut r = results.lock().unwrap_or_else(|p| p.into_inner());
                    r.push((seed, verdict));
                    let done = r.len();
                    if done % 50 == 0 {
                        println!("  {done}/{} programs", cfg.programs);
                    }
                }
            });
        }
    });
    let results = results.into_inner().unwrap_or_else(|p| p.into_inner());
    summarise(
        &cfg,
        &results,
        start.elapsed().as_secs_f64(),
        &keep,
        &build,
        &work,
    )
}

/// The commit the compiler was built from, with `+dirty` when the
/// compiler's sources differ from it: what a sweep's numbers are about.
fn build_label() -> String {
    let git = |args: &[&str]| {
        Command::new("git")
            .args(args)
            .current_dir(util::root())
            .output()
            .ok()
            .filter(|o| o.status.success())
            .map(|o| String::from_utf8_lossy(&o.stdout).trim().to_string())
    };
    let Some(head) = git(&["rev-parse", "--short=10", "HEAD"]) else {
        return "unknown build (no git)".into();
    };
    let sources = ["compiler", "runtime-headers", "libdevice", "Cargo.lock"];
    let mut args = vec!["status", "--porcelain", "--"];
    args.extend(sources);
    match git(&args) {
        Some(s) if s.is_empty() => head,
        _ => format!("{head}+dirty"),
    }
}

/// Where Debian's libcsmith-dev puts `csmith.h` (or a source build's).
pub(super) fn csmith_include() -> Result<PathBuf> {
    let candidates = ["/usr/include/csmith", "/usr/local/include/csmith"];
    candidates
        .iter()
        .map(PathBuf::from)
        .find(|d| d.join("csmith.h").is_file())
        .ok_or_else(|| {
            format!(
                "csmith.h not found in {} (Debian package libcsmith-dev; `cargo xtask setup` installs it)",
                candidates.join(", ")
            )
        })
}

/// Generate, build and compare program `seed` in `dir`.
fn one(tools: &Tools, dir: &Path, seed: u64, opt: &str) -> Result<Verdict> {
    util::mkdirs(dir)?;
    // Csmith writes `platform.info` where it runs.
    let (ok, generated) = stdout_of(
        Command::new("csmith")
            .args(["--seed", &seed.to_string(), "--lang-cpp", "--no-argc"])
            .current_dir(dir),
    )?;
    if !ok {
        return Ok(Verdict::Skipped("csmith failed"));
    }
    judge(tools, dir, &reference_source(&generated), opt).map_err(|e| format!("seed {seed}: {e}"))
}

/// Builds `reference` (a Csmith program with `NULL` as `nullptr`) both
/// ways in `dir` and compares what the two builds print. Shared by the
/// sweep and by `difftest check`, the test cvise reduces with.
pub(super) fn judge(tools: &Tools, dir: &Path, reference: &str, opt: &str) -> Result<Verdict> {
    util::mkdirs(dir)?;
    let device = device_source(reference).ok_or("Csmith's main has an unexpected shape")?;
    let ref_cpp = dir.join("ref.cpp");
    let ref_bin = dir.join("ref");
    util::write(&ref_cpp, reference)?;
    let (ok, _) = util::capture(
        Command::new("timeout")
            .arg(COMPILE_SECONDS.to_string())
            .args(["g++", "-O1", "-w", "-I"])
            .arg(&tools.include)
            .arg(&ref_cpp)
            .arg("-o")
            .arg(&ref_bin),
    )?;
    if !ok {
        return Ok(Verdict::Skipped("g++ rejects"));
    }
    let (ok, expected) = stdout_of(
        Command::new("timeout")
            .arg(REF_SECONDS.to_string())
            .arg(&ref_bin),
    )?;
    if !ok {
        return Ok(Verdict::Skipped("reference too slow"));
    }

    let cu = dir.join("p.cu");
    let ll = dir.join("p.ll");
    util::write(&cu, &device)?;
    let out = Command::new("timeout")
        .arg(COMPILE_SECONDS.to_string())
        .arg(&tools.cudac)
        .args(["--emit=llvm-ir", &format!("-O{opt}"), "-I"])
        .arg(&tools.include)
        .arg(&cu)
        .arg("-o")
        .arg(&ll)
        .output()
        .map_err(|e| format!("cannot run cudac: {e}"))?;
    match compile_outcome(&out) {
        Compiled::Ok => {}
        Compiled::Rejected(first) => return Ok(Verdict::Rejected(first)),
        Compiled::Ice(what) => return Ok(Verdict::Ice(what)),
    }
    let ir = std::fs::read_to_string(&ll).map_err(|e| format!("{}: {e}", ll.display()))?;
    let host_ll = dir.join("host.ll");
    util::write(&host_ll, &retarget(&ir))?;
    let run = Command::new("timeout")
        .arg(OURS_SECONDS.to_string())
        .arg("lli-19")
        .arg(&host_ll)
        .output()
        .map_err(|e| format!("cannot run lli-19: {e}"))?;
    if run.status.code() == Some(124) {
        return Ok(Verdict::OursTimedOut);
    }
    let actual = String::from_utf8_lossy(&run.stdout).into_owned();
    if !run.status.success() {
        return Ok(Verdict::HostFailure(format!(
            "lli-19 {}: {}",
            util::describe(run.status),
            util::head(&String::from_utf8_lossy(&run.stderr), 3)
        )));
    }
    Ok(if actual.trim() == expected.trim() {
        Verdict::Same
    } else {
        Verdict::Mismatch(format!(
            "g++: {:?}, cudac: {:?}",
            expected.trim(),
            actual.trim()
        ))
    })
}

/// How a cudac run (under `timeout`) ended.
pub(super) enum Compiled {
    Ok,
    /// Errors reported (exit 1): the first.
    Rejected(String),
    /// Exit 70, a signal or a timeout: what it said.
    Ice(String),
}

pub(super) fn compile_outcome(out: &std::process::Output) -> Compiled {
    let stderr = String::from_utf8_lossy(&out.stderr);
    match out.status.code() {
        Some(0) => Compiled::Ok,
        Some(1) => Compiled::Rejected(
            stderr
                .lines()
                .find(|l| l.starts_with("error:"))
                .unwrap_or("error without a message")
                .to_string(),
        ),
        Some(124) => Compiled::Ice("compilation timed out".into()),
        _ => {
            let what = stderr
                .lines()
                .find(|l| l.contains("internal compiler error"))
                .map_or_else(|| util::head(&stderr, 3), str::to_string);
            Compiled::Ice(format!("{}: {what}", util::describe(out.status)))
        }
    }
}

fn stdout_of(cmd: &mut Command) -> Result<(bool, String)> {
    let out = cmd
        .output()
        .map_err(|e| format!("cannot run `{}`: {e}", util::show(cmd)))?;
    Ok((
        out.status.success(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
    ))
}

/// The program as both builds read it: `NULL` is `nullptr` (see the
/// module doc).
fn reference_source(generated: &str) -> String {
    let mut out = String::with_capacity(generated.len() + 64);
    for line in generated.lines() {
        out.push_str(line);
        out.push('\n');
        if line.trim() == "#include \"csmith.h\"" {
            out.push_str("#undef NULL\n#define NULL nullptr\n");
        }
    }
    out
}

/// The reference as device code; `None` when `main` is not where Csmith
/// always writes it.
pub(super) fn device_source(reference: &str) -> Option<String> {
    let mut out = String::from(
        "/* Csmith's program as device code (cargo xtask difftest exec) */\n\
         #define static __device__ static\n\
         #define printf(...) 0\n",
    );
    let mut in_main = false;
    let (mut saw_main, mut saw_end) = (false, false);
    let mut lines = reference.lines().peekable();
    while let Some(line) = lines.next() {
        let t = line.trim_start();
        if line.starts_with("int main (void)") {
            out.push_str("extern \"C\" __global__ void csmith_main(unsigned *out)\n");
            in_main = true;
            saw_main = true;
            continue;
        }
        if in_main && t.starts_with("platform_main_end(") {
            out.push_str("    out[0] = crc32_context ^ 0xFFFFFFFFUL;\n");
            if lines.peek().is_some_and(|l| l.trim() == "return 0;") {
                lines.next();
            }
            saw_end = true;
            continue;
        }
        let assignment = ["struct ", "volatile struct ", "union ", "volatile union "]
            .iter()
            .any(|p| t.starts_with(p))
            && t.contains("& operator=(");
        if assignment {
            out.push_str("    __host__ __device__ ");
            out.push_str(t);
        } else {
            out.push_str(line);
        }
        out.push('\n');
    }
    (saw_main && saw_end).then_some(out)
}

/// cudac's NVPTX module as a host module `lli` runs: x86-64 triple and
/// layout, NVPTX target attributes dropped, and a `main` that runs the
/// kernel on a host `unsigned` and prints it as the reference does.
fn retarget(ir: &str) -> String {
    let mut out = retarget_module(ir);
    out.push_str(
        r#"
@.difftest.fmt = private constant [15 x i8] c"checksum = %X\0A\00"
declare i32 @printf(ptr, ...)
define i32 @main() {
  %out = alloca i32
  store i32 0, ptr %out
  call void @csmith_main(ptr %out)
  %v = load i32, ptr %out
  call i32 (ptr, ...) @printf(ptr @.difftest.fmt, i32 %v)
  ret i32 0
}
"#,
    );
    out
}

/// cudac's device IR made a host module lli can run: the host's triple
/// and data layout, no NVPTX kernel calling convention or target
/// attributes.
pub(super) fn retarget_module(ir: &str) -> String {
    let mut out = String::with_capacity(ir.len() + 512);
    for line in ir.lines() {
        if line.starts_with("target datalayout") {
            out.push_str("target datalayout = \"e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128\"");
        } else if line.starts_with("target triple") {
            out.push_str("target triple = \"x86_64-pc-linux-gnu\"");
        } else if let Some(def) = host_aligned_malloc(line) {
            out.push_str(def);
        } else {
            let mut l = line.replace("ptx_kernel ", "");
            for key in ["\"target-cpu\"=\"", "\"target-features\"=\""] {
                while let Some(at) = l.find(key) {
                    let value_end = l[at + key.len()..]
                        .find('"')
                        .map_or(l.len(), |e| at + key.len() + e + 1);
                    l.replace_range(at..value_end, "");
                }
            }
            out.push_str(&l);
        }
        out.push('\n');
    }
    out
}

/// The device heap's aligned allocation nvcc's code calls for a type
/// aligned beyond 16 bytes, given to the host module as C11's
/// `aligned_alloc` (lli has no device runtime).
fn host_aligned_malloc(line: &str) -> Option<&'static str> {
    line.starts_with("declare ptr @__cuda_syscall_aligned_malloc(")
        .then_some("declare ptr @aligned_alloc(i64, i64)\ndefine ptr @__cuda_syscall_aligned_malloc(i64 %size, i64 %align) {\n  %p = call ptr @aligned_alloc(i64 %align, i64 %size)\n  ret ptr %p\n}")
}

/// Prints and keeps what needs a look.
fn report(dir: &Path, keep: &Path, seed: u64, opt: &str, v: &Verdict) {
    let kept = |what: &str| -> String {
        let to = keep.join(format!("{what}_seed{seed}"));
        let _ = util::mkdirs(&to);
        for f in ["ref.cpp", "p.cu", "p.ll", "host.ll"] {
            let _ = std::fs::copy(dir.join(f), to.join(f));
        }
        // What `difftest reduce` needs to rebuild the verdict.
        let _ = util::write(
            &to.join(VERDICT_FILE),
            &format!("{}\n{opt}\n{}\n", v.kind(), v.must_match()),
        );
        rel(&to)
    };
    match v {
        Verdict::Mismatch(why) => {
            println!("MISMATCH seed {seed}: {why}\n  kept: {}", kept(v.kind()))
        }
        Verdict::Ice(why) => println!(
            "INTERNAL ERROR seed {seed}: {why}\n  kept: {}",
            kept(v.kind())
        ),
        Verdict::HostFailure(why) => {
            println!("host failure seed {seed}: {why}\n  kept: {}", kept(v.kind()))
        }
        Verdict::OursTimedOut => println!(
            "TIMED OUT seed {seed}: g++'s build ran in under {REF_SECONDS} s, ours not in {OURS_SECONDS} s\n  kept: {}",
            kept(v.kind())
        ),
        Verdict::Rejected(first) => {
            println!("rejected seed {seed}: {first}");
            kept(v.kind());
        }
        _ => {}
    }
}

fn summarise(
    cfg: &Config,
    results: &[(u64, Verdict)],
    secs: f64,
    keep: &Path,
    build: &str,
    work: &Path,
) -> Result {
    let mut count = BTreeMap::<&str, usize>::new();
    let mut rejected = BTreeMap::<String, usize>::new();
    let mut skipped = BTreeMap::<&str, usize>::new();
    for (_, v) in results {
        let key = match v {
            Verdict::Same => "same",
            Verdict::Mismatch(_) => "mismatch",
            Verdict::Rejected(first) => {
                *rejected.entry(first.clone()).or_default() += 1;
                "rejected"
            }
            Verdict::Ice(_) => "internal error",
            Verdict::Skipped(why) => {
                *skipped.entry(why).or_default() += 1;
                "skipped"
            }
            Verdict::HostFailure(_) => "host failure",
            Verdict::OursTimedOut => "timed out (ours)",
        };
        *count.entry(key).or_default() += 1;
    }
    let n = |k: &str| count.get(k).copied().unwrap_or(0).to_string();
    let rows = vec![vec![
        format!("exec -O{}", cfg.opt),
        cfg.programs.to_string(),
        n("same"),
        n("skipped"),
        n("rejected"),
        n("timed out (ours)"),
        n("internal error"),
        n("host failure"),
        n("mismatch"),
        format!("{secs:.1} s"),
    ]];
    println!(
        "\n{}",
        table::render(
            &[
                "difftest",
                "programs",
                "same",
                "skipped",
                "rejected",
                "timed out",
                "ICE",
                "host failure",
                "mismatches",
                "time"
            ],
            &rows
        )
    );
    println!(
        "cudac build: {build}; seeds {}..{}",
        cfg.seed,
        cfg.seed + cfg.programs as u64 - 1
    );
    append_history(work, cfg, build, &count, secs)?;
    for (why, k) in &skipped {
        println!("skipped: {k} × {why}");
    }
    for (first, k) in &rejected {
        println!("rejected: {k} × {first}");
    }
    // A program g++'s build finishes in seconds that ours does not finish
    // in a minute is all but certainly a wrong answer (an endless loop).
    let bad = [
        "mismatch",
        "internal error",
        "host failure",
        "timed out (ours)",
    ]
    .iter()
    .map(|k| count.get(k).copied().unwrap_or(0))
    .sum::<usize>();
    if bad > 0 {
        return Err(format!(
            "{bad} program(s) with a wrong answer, a time-out, an internal error or a host failure; kept in {}",
            rel(keep)
        ));
    }
    Ok(())
}

/// One line per sweep in `history.tsv` beside the work directories, so
/// totals over many sweeps (and the build each ran) can be added up.
fn append_history(
    work: &Path,
    cfg: &Config,
    build: &str,
    count: &BTreeMap<&str, usize>,
    secs: f64,
) -> Result {
    const KINDS: [&str; 7] = [
        "same",
        "skipped",
        "rejected",
        "timed out (ours)",
        "internal error",
        "host failure",
        "mismatch",
    ];
    let mut header = vec!["build", "opt", "first_seed", "programs"];
    let names: Vec<String> = KINDS.iter().map(|k| k.replace(' ', "_")).collect();
    header.extend(names.iter().map(String::as_str));
    header.push("seconds");
    let mut row = vec![
        build.to_string(),
        format!("-O{}", cfg.opt),
        cfg.seed.to_string(),
        cfg.programs.to_string(),
    ];
    row.extend(
        KINDS
            .iter()
            .map(|k| count.get(k).copied().unwrap_or(0).to_string()),
    );
    row.push(format!("{secs:.0}"));
    util::append_tsv(&work.join("history.tsv"), &header, &row)
}
