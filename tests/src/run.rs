//! `run/NAME.cu`: C++ runtime semantics checked by execution against
//! clang (issue 44).
//!
//! A case is plain C++ device code (no CUDA built-ins, no math library)
//! whose entry is `__global__ void run(int *out)`; it writes its results
//! into `out[0..64)`, which starts zeroed (reading `out[63]` gives a zero
//! the optimiser cannot fold). `// ARGS: …` adds cudac flags.
//!
//! - cudac compiles it in-process to LLVM IR for sm_75 at `-O0` and at
//!   `-O2`; the IR, retargeted to x86-64 (`retarget`: layout, triple,
//!   `ptx_kernel` and target attributes only) and given a `main` that
//!   prints the 64 values, runs in `lli-19`.
//! - clang++-19 builds the same file as host C++17 at `-O0`, with
//!   `run/host_prelude.h` (the CUDA keywords as nothing) and
//!   `run/host_main.cpp` (the same `main`).
//!
//! The outputs must be equal; a difference names the case, the `-O` level
//! and the first differing index with both values.

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

/// Seconds one program (`lli-19` or clang's build) may run.
const RUN_TIMEOUT_S: &str = "60";

/// `lli-19`, the interpreter/JIT that runs cudac's IR: `CUDAC_LLI`, else
/// `lli-19` on `PATH`. `Err` says why it is missing.
pub fn lli() -> Result<PathBuf, String> {
    if let Some(p) = crate::from_env("CUDAC_LLI") {
        return p;
    }
    crate::on_path("lli-19").ok_or_else(|| "lli-19 not found on PATH (or set CUDAC_LLI)".into())
}

/// `clang++-19`, the reference build of the `run/` cases: `CUDAC_CLANGXX`,
/// else `clang++-19` on `PATH`. `Err` says why it is missing.
pub fn clangxx() -> Result<PathBuf, String> {
    if let Some(p) = crate::from_env("CUDAC_CLANGXX") {
        return p;
    }
    crate::on_path("clang++-19")
        .ok_or_else(|| "clang++-19 not found on PATH (or set CUDAC_CLANGXX)".into())
}

/// cudac's NVPTX IR made runnable on the host: x86-64's data layout and
/// triple, no `ptx_kernel` calling convention, no `target-cpu`/
/// `target-features` attributes, and a `main` that calls `run` on a
/// zeroed `int[64]` and prints it, one value a line.
pub fn retarget(ir: &str) -> String {
    let mut out = String::with_capacity(ir.len() + 1024);
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
                    let end = l[at + key.len()..]
                        .find('"')
                        .map_or(l.len(), |e| at + key.len() + e + 1);
                    l.replace_range(at..end, "");
                }
            }
            out.push_str(&l);
        }
        out.push('\n');
    }
    if !ir.contains("@printf(") {
        out.push_str("declare i32 @printf(ptr, ...)\n");
    }
    out.push_str(
        r#"
@.run.fmt = private constant [4 x i8] c"%d\0A\00"
define i32 @main() {
entry:
  %out = alloca [64 x i32], align 16
  store [64 x i32] zeroinitializer, ptr %out, align 16
  call void @_Z3runPi(ptr %out)
  br label %print
print:
  %i = phi i64 [ 0, %entry ], [ %next, %print ]
  %at = getelementptr inbounds [64 x i32], ptr %out, i64 0, i64 %i
  %v = load i32, ptr %at, align 4
  %n = call i32 (ptr, ...) @printf(ptr @.run.fmt, i32 %v)
  %next = add i64 %i, 1
  %done = icmp eq i64 %next, 64
  br i1 %done, label %exit, label %print
exit:
  ret i32 0
}
"#,
    );
    out
}

/// The device heap's aligned allocation nvcc's code calls for a type
/// aligned beyond 16 bytes, given to the host module as C11's
/// `aligned_alloc` (lli has no device runtime).
fn host_aligned_malloc(line: &str) -> Option<&'static str> {
    line.starts_with("declare ptr @__cuda_syscall_aligned_malloc(")
        .then_some("declare ptr @aligned_alloc(i64, i64)\ndefine ptr @__cuda_syscall_aligned_malloc(i64 %size, i64 %align) {\n  %p = call ptr @aligned_alloc(i64 %align, i64 %size)\n  ret ptr %p\n}")
}

/// `program args…` under `timeout`, its stdout, or why it failed.
fn run_timed(program: &Path, args: &[&Path]) -> Result<String, String> {
    let out = Command::new("timeout")
        .arg(RUN_TIMEOUT_S)
        .arg(program)
        .args(args)
        .output()
        .map_err(|e| format!("cannot run {} under timeout: {e}", program.display()))?;
    match out.status.code() {
        Some(0) => Ok(String::from_utf8_lossy(&out.stdout).into_owned()),
        Some(124) => Err(format!("timed out after {RUN_TIMEOUT_S} s")),
        code => Err(format!(
            "exited with {code:?}:\n{}",
            String::from_utf8_lossy(&out.stderr)
        )),
    }
}

/// A `run/` case: cudac's `-O0` and `-O2` IR run in `lli` must print what
/// clang's host build prints. Returns how many runs were compared (2).
/// The scratch files go, except the IR of a run that differs.
pub fn check_run(case: &Path, lli: &Path, clangxx: &Path) -> Result<usize, String> {
    let path = case.display().to_string();
    let name = case
        .file_stem()
        .map(|s| s.to_string_lossy().into_owned())
        .unwrap_or_default();
    let dir = std::env::temp_dir().join(format!("cudac-run-{}", std::process::id()));
    std::fs::create_dir_all(&dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    let exe = dir.join(&name);
    let lls = ["-O0", "-O2"].map(|opt| (opt, dir.join(format!("{name}{opt}.ll"))));
    let result = compare(case, &exe, &lls, lli, clangxx);
    let _ = std::fs::remove_file(&exe);
    for (opt, ll) in &lls {
        if !matches!(&result, Err((Some(kept), _)) if kept == opt) {
            let _ = std::fs::remove_file(ll);
        }
    }
    let _ = std::fs::remove_dir(&dir);
    result
        .map(|()| lls.len())
        .map_err(|(_, e)| format!("{path}{e}"))
}

/// The work of `check_run`: `Err` holds the `-O` level whose IR is worth
/// keeping, if any, and the message after the case's path.
fn compare(
    case: &Path,
    exe: &Path,
    lls: &[(&'static str, PathBuf)],
    lli: &Path,
    clangxx: &Path,
) -> Result<(), (Option<&'static str>, String)> {
    let path = case.display().to_string();
    let src = std::fs::read_to_string(case).map_err(|e| (None, format!(": {e}")))?;
    // clang builds the reference while cudac compiles.
    let suite = case.parent().unwrap_or(Path::new("."));
    let clang = Command::new(clangxx)
        .args(["-std=c++17", "-O0", "-w", "-x", "c++", "-include"])
        .arg(suite.join("host_prelude.h"))
        .arg(case)
        .arg(suite.join("host_main.cpp"))
        .arg("-o")
        .arg(exe)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| (None, format!(": cannot run {}: {e}", clangxx.display())))?;
    let args = crate::header_args(&src, "ARGS");
    let compiled: Result<(), String> = lls.iter().try_for_each(|(opt, ll)| {
        let mut argv = vec![
            "-arch=sm_75",
            "--emit=llvm-ir",
            "--expt-relaxed-constexpr",
            "--extended-lambda",
            opt,
        ];
        argv.extend(args.iter().map(String::as_str));
        let ir = crate::cudac_ok(&path, &argv)
            .map_err(|e| format!(" {opt}{}", e.strip_prefix(path.as_str()).unwrap_or(&e)))?;
        std::fs::write(ll, retarget(&ir)).map_err(|e| format!(": {}: {e}", ll.display()))
    });
    // Waited for even when cudac failed.
    let built = clang
        .wait_with_output()
        .map_err(|e| (None, format!(": clang++: {e}")))?;
    compiled.map_err(|e| (None, e))?;
    if !built.status.success() {
        return Err((
            None,
            format!(
                ": clang++ rejects the case:\n{}",
                String::from_utf8_lossy(&built.stderr)
            ),
        ));
    }
    let expected = run_timed(exe, &[]).map_err(|e| (None, format!(": clang's build {e}")))?;
    for (opt, ll) in lls {
        let actual = run_timed(lli, &[ll])
            .map_err(|e| (Some(*opt), format!(" {opt}: lli on {} {e}", ll.display())))?;
        if actual != expected {
            let (e, a): (Vec<&str>, Vec<&str>) =
                (expected.lines().collect(), actual.lines().collect());
            let at = (0..e.len().max(a.len()))
                .find(|&i| e.get(i) != a.get(i))
                .unwrap_or(0);
            return Err((
                Some(*opt),
                format!(
                    " {opt}: out[{at}] is {} from cudac, {} from clang (IR kept in {})",
                    a.get(at).unwrap_or(&"nothing"),
                    e.get(at).unwrap_or(&"nothing"),
                    ll.display()
                ),
            ));
        }
    }
    Ok(())
}
