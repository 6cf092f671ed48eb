//! `cargo xtask difftest gcc DIR`: self-checking C++ "run" tests (GCC's
//! testsuite style: `main` returns 0, or calls `abort()` on a wrong
//! answer) compiled as device code and executed through cudac's IR.
//!
//! The corpus is not part of the repository: DIR holds the `.C`/`.cc`/
//! `.cpp` files (for example GCC's `g++.dg/torture`, `cpp0x`, `cpp1z` run
//! tests without library headers). Each file is built twice:
//! - the reference: `g++ -std=gnu++17 -O1`, run; a test it rejects or that
//!   fails on the host is skipped;
//! - ours: the whole file inside `#pragma clang force_cuda_host_device`
//!   (every function `__host__ __device__`), its variables `__device__`
//!   (cudac's `--device-globals`), `main` renamed and called
//!   from a kernel that stores its result, `abort`/`exit` renamed to
//!   functions the host harness defines; compiled by cudac
//!   (`--emit=llvm-ir -O1`), the IR retargeted to the host
//!   (`exec::retarget_module`) and run with `lli-19` beside a harness
//!   compiled by clang-19, which turns `abort()`/`exit(n)` into an exit
//!   status (`longjmp` out of the device code).
//!
//! Verdicts: *pass* (exit 0), *fail* (a wrong answer: non-zero status or
//! `abort()`), *rejected* (cudac reports errors; grouped by first error),
//! *internal error* (exit 70 or a signal), *timed out*, *host failure*
//! (lli cannot run the IR: an NVVM intrinsic without a host definition),
//! *skipped* (g++ rejects the test or it fails on the host).
//!
//! Long: not part of CI. The summary prints the counts and the most
//! common first errors.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;

use crate::util::{self, Result};

const REF_SECONDS: u32 = 10;
const OURS_SECONDS: u32 = 30;
const COMPILE_SECONDS: u32 = 120;

#[derive(Debug)]
enum Verdict {
    Pass,
    Fail(String),
    Rejected(String),
    Ice(String),
    TimedOut,
    HostFailure(String),
    Skipped(&'static str),
}

impl Verdict {
    fn kind(&self) -> &'static str {
        match self {
            Verdict::Pass => "pass",
            Verdict::Fail(_) => "fail",
            Verdict::Rejected(_) => "rejected",
            Verdict::Ice(_) => "internal error",
            Verdict::TimedOut => "timed out",
            Verdict::HostFailure(_) => "host failure",
            Verdict::Skipped(_) => "skipped",
        }
    }
}

/// What the host harness defines: the renamed `abort`/`exit`, and `main`
/// calling the kernel.
const HARNESS: &str = r#"
#include <setjmp.h>
#include <stdio.h>
static jmp_buf cudac_env;
static int cudac_code;
void cudac_gcc_abort(void) { cudac_code = 134; longjmp(cudac_env, 1); }
void cudac_gcc_exit(int c) { cudac_code = c; longjmp(cudac_env, 1); }
void cudac_gcc_kernel(int *out);
int main(void) {
    int out = -1;
    if (!setjmp(cudac_env)) {
        cudac_gcc_kernel(&out);
        cudac_code = out;
    }
    printf("status %d\n", cudac_code);
    return cudac_code == 0 ? 0 : 1;
}
"#;

/// The test as device code (see the module doc). `main` keeps its name
/// (flowing off its end returns 0) and may take `(argc, argv)`: it is
/// called with zeros; the host module's `main` is the harness's, so the
/// IR's is renamed (`rename_main`).
fn device_source(test: &str) -> String {
    format!(
        "#define abort cudac_gcc_abort\n\
         #define __builtin_abort cudac_gcc_abort\n\
         #define exit cudac_gcc_exit\n\
         extern \"C\" __host__ __device__ void cudac_gcc_abort(void);\n\
         extern \"C\" __host__ __device__ void cudac_gcc_exit(int);\n\
         template <class... A> __device__ int cudac_gcc_call(int (*f)(A...)) {{ return f(A()...); }}\n\
         #pragma clang force_cuda_host_device begin\n\
         #line 1\n\
         {test}\n\
         #pragma clang force_cuda_host_device end\n\
         extern \"C\" __global__ void cudac_gcc_kernel(int *out) {{ out[0] = cudac_gcc_call(main); }}\n"
    )
}

/// `@main` in LLVM IR text renamed `@cudac_gcc_main`.
fn rename_main(ir: &str) -> String {
    let mut out = String::with_capacity(ir.len());
    let mut rest = ir;
    while let Some(at) = rest.find("@main") {
        let after = &rest[at + 5..];
        let whole = !after.starts_with(|c: char| c.is_ascii_alphanumeric() || c == '_' || c == '.');
        out.push_str(&rest[..at]);
        out.push_str(if whole { "@cudac_gcc_main" } else { "@main" });
        rest = after;
    }
    out.push_str(rest);
    out
}

struct Tools {
    cudac: PathBuf,
    harness: PathBuf,
}

pub fn gcc(dir: &Path, jobs: usize) -> Result {
    for tool in ["g++", "clang-19", "lli-19", "timeout"] {
        if util::which(tool).is_none() {
            return Err(format!(
                "{tool} is not installed (`cargo xtask setup` installs it)"
            ));
        }
    }
    let mut tests: Vec<PathBuf> = std::fs::read_dir(dir)
        .map_err(|e| format!("{}: {e}", dir.display()))?
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| {
            p.extension()
                .is_some_and(|x| x == "C" || x == "cc" || x == "cpp")
        })
        .collect();
    tests.sort();
    if tests.is_empty() {
        return Err(format!("no .C, .cc or .cpp files in {}", dir.display()));
    }
    let work = crate::target_dir().join("xtask-difftest").join("gcc");
    util::mkdirs(&work)?;
    let cudac = work.join("cudac");
    let built = crate::build_cudac(true)?;
    std::fs::copy(&built, &cudac)
        .map_err(|e| format!("copy {} to {}: {e}", built.display(), cudac.display()))?;
    let harness_c = work.join("harness.c");
    let harness = work.join("harness.ll");
    util::write(&harness_c, HARNESS)?;
    let (ok, err) = util::capture(
        Command::new("clang-19")
            .args(["-S", "-emit-llvm", "-O1", "-o"])
            .arg(&harness)
            .arg(&harness_c),
    )?;
    if !ok {
        return Err(format!("clang-19 cannot build the harness: {err}"));
    }
    let tools = Tools { cudac, harness };
    let next = AtomicUsize::new(0);
    let results: Mutex<Vec<(String, Verdict)>> = Mutex::new(Vec::new());
    std::thread::scope(|s| {
        for w in 0..jobs.clamp(1, tests.len()) {
            let (next, results, tools, tests, work) = (&next, &results, &tools, &tests, &work);
            s.spawn(move || loop {
                let i = next.fetch_add(1, Ordering::Relaxed);
                let Some(test) = tests.get(i) else { break };
                let scratch = work.join(format!("w{w}"));
                let v = one(tools, test, &scratch)
                    .unwrap_or_else(|e| Verdict::HostFailure(format!("harness: {e}")));
                let name = test
                    .file_name()
                    .map_or_else(String::new, |n| n.to_string_lossy().into_owned());
                results
                    .lock()
                    .unwrap_or_else(|p| p.into_inner())
                    .push((name, v));
            });
        }
    });
    let mut results = results.into_inner().unwrap_or_else(|p| p.into_inner());
    results.sort_by(|a, b| a.0.cmp(&b.0));
    summarise(&results, &work)
}

fn one(tools: &Tools, test: &Path, dir: &Path) -> Result<Verdict> {
    util::mkdirs(dir)?;
    let text = std::fs::read_to_string(test).map_err(|e| format!("{}: {e}", test.display()))?;
    let reference = dir.join("ref");
    let (ok, _) = util::capture(
        Command::new("timeout")
            .arg(COMPILE_SECONDS.to_string())
            .args(["g++", "-std=gnu++17", "-O1", "-w", "-x", "c++"])
            .arg(test)
            .arg("-o")
            .arg(&reference),
    )?;
    if !ok {
        return Ok(Verdict::Skipped("g++ rejects"));
    }
    let status = Command::new("timeout")
        .arg(REF_SECONDS.to_string())
        .arg(&reference)
        .output()
        .map_err(|e| format!("cannot run the reference: {e}"))?
        .status;
    if !status.success() {
        return Ok(Verdict::Skipped("fails on the host"));
    }
    let cu = dir.join("t.cu");
    let ll = dir.join("t.ll");
    util::write(&cu, &device_source(&text))?;
    let out = Command::new("timeout")
        .arg(COMPILE_SECONDS.to_string())
        .arg(&tools.cudac)
        .args([
            "--emit=llvm-ir",
            "-O1",
            "-std=c++17",
            "-w",
            "--device-globals",
        ])
        .arg(&cu)
        .arg("-o")
        .arg(&ll)
        .output()
        .map_err(|e| format!("cannot run cudac: {e}"))?;
    match super::exec::compile_outcome(&out) {
        super::exec::Compiled::Ok => {}
        super::exec::Compiled::Rejected(first) => return Ok(Verdict::Rejected(first)),
        super::exec::Compiled::Ice(what) => return Ok(Verdict::Ice(what)),
    }
    let ir = std::fs::read_to_string(&ll).map_err(|e| format!("{}: {e}", ll.display()))?;
    let host_ll = dir.join("host.ll");
    util::write(&host_ll, &super::exec::retarget_module(&rename_main(&ir)))?;
    let run = Command::new("timeout")
        .arg(OURS_SECONDS.to_string())
        .arg("lli-19")
        .arg(format!("--extra-module={}", host_ll.display()))
        .arg(&tools.harness)
        .output()
        .map_err(|e| format!("cannot run lli-19: {e}"))?;
    let stdout = String::from_utf8_lossy(&run.stdout);
    if run.status.code() == Some(124) {
        return Ok(Verdict::TimedOut);
    }
    if let Some(code) = stdout.lines().find_map(|l| l.strip_prefix("status ")) {
        return Ok(if code.trim() == "0" {
            Verdict::Pass
        } else {
            Verdict::Fail(format!("status {}", code.trim()))
        });
    }
    Ok(Verdict::HostFailure(format!(
        "lli-19 {}: {}",
        util::describe(run.status),
        util::head(&String::from_utf8_lossy(&run.stderr), 2)
    )))
}

fn summarise(results: &[(String, Verdict)], work: &Path) -> Result {
    let mut counts: BTreeMap<&str, usize> = BTreeMap::new();
    let mut errors: BTreeMap<String, Vec<&str>> = BTreeMap::new();
    let mut log = String::new();
    for (name, v) in results {
        *counts.entry(v.kind()).or_default() += 1;
        let detail = match v {
            Verdict::Rejected(e) => {
                // Group by message, not by the names it quotes.
                let key = e.split('\'').step_by(2).collect::<Vec<_>>().join("'…'");
                errors.entry(key).or_default().push(name);
                e.clone()
            }
            Verdict::Fail(s) | Verdict::Ice(s) | Verdict::HostFailure(s) => s.clone(),
            Verdict::Skipped(s) => s.to_string(),
            Verdict::Pass | Verdict::TimedOut => String::new(),
        };
        log.push_str(&format!("{name}\t{}\t{detail}\n", v.kind()));
    }
    let log_path = work.join("results.tsv");
    util::write(&log_path, &log)?;
    let ran = results
        .iter()
        .filter(|(_, v)| !matches!(v, Verdict::Skipped(_)))
        .count();
    let pass = counts.get("pass").copied().unwrap_or(0);
    println!("{} tests, {ran} run by g++ on the host:", results.len());
    for (k, n) in &counts {
        println!("  {k:15} {n}");
    }
    println!("pass rate: {pass}/{ran}");
    let mut common: Vec<_> = errors.into_iter().collect();
    common.sort_by_key(|e| std::cmp::Reverse(e.1.len()));
    println!("most common first errors:");
    for (e, names) in common.iter().take(15) {
        println!("  {:4} {}", names.len(), util::head(e, 1));
    }
    for (name, v) in results {
        if matches!(v, Verdict::Fail(_) | Verdict::Ice(_)) {
            println!("  {}: {name}", v.kind());
        }
    }
    println!("per-test results: {}", log_path.display());
    Ok(())
}
