//! File-driven test harness for cudac.
//!
//! Four kinds of test, one `check` function each:
//! - `ui/NAME.cu` → `ui/NAME.stderr`: the short-format diagnostics and the
//!   exit status, compared exactly. `BLESS=1` (or `cargo xtask bless`)
//!   rewrites the expectation; nothing else may.
//! - `codegen/NAME.cu`: `// REQUIRES: host-compiler` skips it (saying
//!   so) where no g++ exists; `// ARGS: …` gives cudac flags (default
//!   `--emit=llvm-ir`), `// CHECK: text` lines must match the output in
//!   order (substring match), `// CHECK-NEXT: text` must match on the line
//!   after the previous match's, `// CHECK-NOT: text` must not appear
//!   between the previous match and the next one. A case marked
//!   `// SNAPSHOT` instead compares its whole output with `NAME.snap`,
//!   which `cargo xtask bless` writes.
//! - `CUDAC_CASE=TEXT` (`cargo xtask test --case TEXT`) runs only the case
//!   files whose path contains TEXT, in every suite.
//! - the ptxas sweep: every PTX the suites and samples produce is assembled
//!   by NVIDIA's `ptxas` for its `-arch`.
//! - `preprocess/NAME.cu`: `cudac -E -P` and `gcc -E -P` must give the same
//!   pp-tokens (whitespace aside). `// ARGS:` gives `-D`/`-U`/`-I` flags for
//!   both; headers the cases include live beside them or in subfolders
//!   (`preprocess/include/` is on the `-I` path), and are no cases
//!   themselves. gcc runs with `-undef -nostdinc`, so the cases may use only
//!   the predefined macros both have (`__cplusplus`, `__STDC_HOSTED__`, the
//!   `__FILE__` family), not cudac's `__CUDACC__`/`__CUDA_ARCH__`/… nor
//!   gcc's `__STDC__`.
//!
//! - `layout/NAME.cu`: compiled to PTX by cudac and by clang-19; every
//!   initialised `__device__` global must have the same alignment and bytes
//!   (record layouts: sizes, alignments, offsets, bit-field placement).
//!
//! - `cxx/NAME.cu`: C++-heavy kernels (namespaces, classes, templates…)
//!   compiled by cudac and by clang-19 at -O0 with relocatable device code
//!   (nothing inlined away, device functions external); the two IR files
//!   must define the same set of function and variable symbols, so every
//!   mangled name equals clang's. The cases include `cxx/clang_cuda.h`,
//!   which gives clang the CUDA keywords and built-in variables. The ptxas
//!   sweep assembles them too.
//!
//! - `projects/NAME.cu`: files as CUDA projects write them (host code with
//!   standard headers, error checks, timers, host templates launching
//!   kernel templates, cooperative groups, the toolkit's `-I`): compiled by
//!   cudac for sm_75 and sm_90, assembled by ptxas, and their kernels'
//!   names compared with clang-19's reading the real CUDA headers
//!   (`check_project`).
//!
//! - `run/NAME.cu`: runtime semantics by execution (`run.rs`): plain C++
//!   device code whose `__global__ void run(int *out)` fills a zeroed
//!   `int[64]`. cudac's LLVM IR at `-O0` and at `-O2`, retargeted to
//!   x86-64, runs in `lli-19`; clang++-19 builds the same file as host
//!   C++17 (`run/host_prelude.h`, `run/host_main.cpp`); the 64 values
//!   printed must be equal.
//!
//! The compiler runs in-process through `cudac::driver::run`.

pub mod pptok;
pub mod run;

pub use run::{check_run, clangxx, lli};

use std::path::{Path, PathBuf};

/// Run cudac with `args` (without the program name).
pub fn cudac(args: &[&str]) -> cudac::driver::Outcome {
    // Every compilation of the suites also checks the typed program.
    let mut v = vec!["cudac".to_string(), "--verify-ir".to_string()];
    v.extend(args.iter().map(|s| s.to_string()));
    cudac::driver::run(&v)
}

pub fn blessing() -> bool {
    std::env::var_os("BLESS").is_some_and(|v| v != "0")
}

/// The case filter `CUDAC_CASE` sets (`cargo xtask test --case NAME`):
/// only case files whose path (`codegen/halving_loop.cu`) contains it run.
pub fn case_filter() -> Option<String> {
    std::env::var("CUDAC_CASE").ok().filter(|s| !s.is_empty())
}

/// The `.cu` files of a suite directory, sorted; only those matching
/// `case_filter` when one is set.
pub fn cases(dir: &str) -> Vec<PathBuf> {
    let filter = case_filter();
    let mut v: Vec<PathBuf> = std::fs::read_dir(dir)
        .map(|rd| {
            rd.filter_map(|e| e.ok())
                .map(|e| e.path())
                .filter(|p| p.extension().is_some_and(|e| e == "cu"))
                .filter(|p| {
                    filter
                        .as_deref()
                        .is_none_or(|f| p.to_string_lossy().contains(f))
                })
                .collect()
        })
        .unwrap_or_default();
    v.sort();
    v
}

/// Fails when a suite found no cases, unless a case filter leaves it
/// none on purpose.
pub fn assert_found(cases: &[PathBuf], suite: &str) {
    if case_filter().is_none() {
        assert!(!cases.is_empty(), "no {suite} tests found");
    } else {
        println!("{suite}: {} case(s) match CUDAC_CASE", cases.len());
    }
}

/// Compile a case file with `args`, short diagnostics, output to stdout.
fn run_case(case: &Path, mut args: Vec<String>) -> cudac::driver::Outcome {
    // A case may ask for another format (`// ARGS: --diag-format=json`).
    if !args.iter().any(|a| a.starts_with("--diag-format")) {
        args.push("--diag-format=short".to_string());
    }
    args.extend(["-o".into(), "-".into(), case.display().to_string()]);
    let argv: Vec<&str> = args.iter().map(|s| s.as_str()).collect();
    cudac(&argv)
}

/// A ui test: compile `case` and compare diagnostics + exit status with
/// the `.stderr` file beside it. Returns an error message on mismatch.
pub fn check_ui(case: &Path) -> Result<(), String> {
    let src = std::fs::read_to_string(case).map_err(|e| format!("{}: {e}", case.display()))?;
    let args = header_args(&src, "ARGS");
    let json = args.iter().any(|a| a == "--diag-format=json");
    let sarif = args.iter().any(|a| a == "--diag-format=sarif");
    // `-I$CUDA_ROOT/include`: the toolkit's headers, written back as
    // `$CUDA_ROOT` in the output so the expectation names no machine.
    let root = args
        .iter()
        .any(|a| a.contains("$CUDA_ROOT"))
        .then(cuda_root)
        .and_then(Result::ok);
    let Some(args) = with_cuda_root(case, args)? else {
        return Ok(());
    };
    let mut out = run_case(case, args);
    if let Some(root) = root {
        out.stderr = out
            .stderr
            .replace(&root.display().to_string(), "$CUDA_ROOT");
    }
    if json {
        check_json_lines(&out.stderr).map_err(|e| format!("{}: {e}", case.display()))?;
    }
    if sarif {
        check_sarif(&out.stderr).map_err(|e| format!("{}: {e}", case.display()))?;
    }
    let actual = format!("{}exit status: {}\n", out.stderr, out.code);
    let expected_path = case.with_extension("stderr");
    if blessing() {
        std::fs::write(&expected_path, &actual).map_err(|e| e.to_string())?;
        return Ok(());
    }
    let expected = std::fs::read_to_string(&expected_path).map_err(|_| {
        format!(
            "{}: no expectation; run `cargo xtask bless`",
            expected_path.display()
        )
    })?;
    if expected != actual {
        return Err(format!(
            "{}:\n--- expected\n{expected}--- actual\n{actual}",
            case.display()
        ));
    }
    Ok(())
}

/// `--diag-format=json` output: every line parses as a JSON object with
/// the documented fields, each note too.
pub fn check_json_lines(stderr: &str) -> Result<(), String> {
    const LOCATION: [&str; 5] = ["file", "line", "column", "end_line", "end_column"];
    for line in stderr.lines() {
        let v: serde_json::Value =
            serde_json::from_str(line).map_err(|e| format!("not JSON ({e}): {line}"))?;
        let has_all =
            |v: &serde_json::Value, keys: &[&str]| keys.iter().all(|k| v.get(k).is_some());
        if !has_all(&v, &["severity", "message", "notes"]) || !has_all(&v, &LOCATION) {
            return Err(format!("a field is missing: {line}"));
        }
        let notes = v["notes"].as_array().ok_or("`notes` is not an array")?;
        if !notes
            .iter()
            .all(|n| has_all(n, &["message"]) && has_all(n, &LOCATION))
        {
            return Err(format!("a note lacks a field: {line}"));
        }
    }
    Ok(())
}

/// `--diag-format=sarif` output: one SARIF 2.1.0 log per line, every
/// result with a level, a message text and arrays of locations.
pub fn check_sarif(stderr: &str) -> Result<(), String> {
    for line in stderr.lines() {
        let v: serde_json::Value =
            serde_json::from_str(line).map_err(|e| format!("not JSON ({e}): {line}"))?;
        if v["version"] != "2.1.0" || v["runs"][0]["tool"]["driver"]["name"] != "cudac" {
            return Err(format!("not a cudac SARIF 2.1.0 log: {line}"));
        }
        let results = v["runs"][0]["results"]
            .as_array()
            .ok_or("`results` is not an array")?;
        for r in results {
            let ok = r["level"].is_string()
                && r["message"]["text"].is_string()
                && r["locations"].is_array()
                && r["relatedLocations"].is_array();
            if !ok {
                return Err(format!("a result lacks a field: {r}"));
            }
        }
    }
    Ok(())
}

/// Values of `// KEY: …` header lines, split on whitespace.
fn header_args(src: &str, key: &str) -> Vec<String> {
    let prefix = format!("// {key}:");
    src.lines()
        .filter_map(|l| l.trim().strip_prefix(&prefix))
        .flat_map(|rest| {
            rest.split_whitespace()
                .map(String::from)
                .collect::<Vec<_>>()
        })
        .collect()
}

/// The architectures the PTX sweep assembles a case for: sm_75 and sm_90,
/// less those below the case's `// MIN-ARCH: sm_NN` (features such as
/// thread-block clusters exist only from sm_90).
pub fn sweep_archs(case: &Path) -> Vec<&'static str> {
    let src = std::fs::read_to_string(case).unwrap_or_default();
    let min = header_args(&src, "MIN-ARCH")
        .first()
        .and_then(|a| a.strip_prefix("sm_")?.parse::<u32>().ok())
        .unwrap_or(0);
    ["sm_75", "sm_90"]
        .into_iter()
        .filter(|a| a[3..].parse::<u32>().is_ok_and(|n| n >= min))
        .collect()
}

/// The `// ARGS:` of a case file, minus output-kind options, for sweeps
/// that compile every case to PTX; `None` when the case's options make no
/// code at all (`-E`, `-M`, `-MM`), or code that calls what nothing
/// defines (`--nvvm-reflect-enable=false` keeps `__nvvm_reflect` calls).
pub fn case_args_for_code(case: &Path) -> Option<Vec<String>> {
    let src = std::fs::read_to_string(case).ok()?;
    let args = header_args(&src, "ARGS");
    if args.iter().any(|a| {
        matches!(
            a.as_str(),
            "-E" | "-M" | "-MM" | "--nvvm-reflect-enable=false"
        )
    }) {
        return None;
    }
    Some(
        args.into_iter()
            .filter(|a| !a.starts_with("--emit") && a != "-ptx")
            .collect(),
    )
}

/// Match `// CHECK:` / `// CHECK-NOT:` directives against `output`.
pub fn match_checks(src: &str, output: &str) -> Result<(), String> {
    let mut pos = 0usize;
    let mut pending_not: Vec<String> = Vec::new();
    let mut count = 0;
    for line in src.lines() {
        let l = line.trim();
        if let Some(pat) = l.strip_prefix("// CHECK-NOT:") {
            pending_not.push(pat.trim().to_string());
        } else if let Some(pat) = l.strip_prefix("// CHECK-NEXT:") {
            // On the line after the previous match's line.
            let pat = pat.trim();
            if count == 0 {
                return Err(format!("CHECK-NEXT `{pat}` without a CHECK before it"));
            }
            count += 1;
            let next = output[pos..].find('\n').map(|i| pos + i + 1);
            let Some(start) = next else {
                return Err(format!("CHECK-NEXT `{pat}`: the output ends"));
            };
            let end = output[start..]
                .find('\n')
                .map_or(output.len(), |i| start + i);
            let Some(off) = output[start..end].find(pat) else {
                return Err(format!(
                    "CHECK-NEXT `{pat}` is not on the next line: `{}`",
                    &output[start..end]
                ));
            };
            if let Some(n) = pending_not.drain(..).next() {
                return Err(format!("CHECK-NOT `{n}` right before CHECK-NEXT `{pat}`"));
            }
            pos = start + off + pat.len();
        } else if let Some(pat) = l.strip_prefix("// CHECK:") {
            let pat = pat.trim();
            count += 1;
            let Some(off) = output[pos..].find(pat) else {
                return Err(format!("CHECK not found after offset {pos}: `{pat}`"));
            };
            let region = &output[pos..pos + off];
            for n in pending_not.drain(..) {
                if region.contains(&n) {
                    return Err(format!("CHECK-NOT `{n}` found before `{pat}`"));
                }
            }
            pos += off + pat.len();
        }
    }
    for n in pending_not {
        if output[pos..].contains(&n) {
            return Err(format!("CHECK-NOT `{n}` found after the last CHECK"));
        }
    }
    if count == 0 {
        return Err("no CHECK lines".into());
    }
    Ok(())
}

/// A codegen test; returns the output so the sweep can reuse it.
pub fn check_codegen(case: &Path) -> Result<String, String> {
    let src = std::fs::read_to_string(case).map_err(|e| format!("{}: {e}", case.display()))?;
    // `// REQUIRES: host-compiler`: a case reading the host's headers
    // (`--host-headers`) needs g++ (or c++) as nvcc does.
    let needs_host = src
        .lines()
        .any(|l| l.trim() == "// REQUIRES: host-compiler");
    if needs_host && on_path("g++").is_none() && on_path("c++").is_none() {
        eprintln!(
            "skipped {}: no host C++ compiler (g++) on PATH",
            case.display()
        );
        return Ok(String::new());
    }
    let Some(mut args) = with_cuda_root(case, header_args(&src, "ARGS"))? else {
        return Ok(String::new());
    };
    if !args.iter().any(|a| a.starts_with("--emit") || a == "-ptx") {
        args.push("--emit=llvm-ir".into());
    }
    let out = run_case(case, args);
    if out.code != 0 {
        return Err(format!(
            "{}: cudac exited {}:\n{}",
            case.display(),
            out.code,
            out.stderr
        ));
    }
    let text = String::from_utf8_lossy(&out.stdout).into_owned();
    let snapshot = src.lines().any(|l| l.trim() == "// SNAPSHOT");
    if snapshot {
        check_snapshot(case, &text)?;
    }
    if !snapshot || src.lines().any(|l| l.trim().starts_with("// CHECK")) {
        match_checks(&src, &text)
            .map_err(|e| format!("{}: {e}\n--- output\n{text}", case.display()))?;
    }
    Ok(text)
}

/// A codegen case marked `// SNAPSHOT`: its whole output must equal
/// `NAME.snap` beside it, which `cargo xtask bless` (`BLESS=1`) writes.
/// For kernels whose every instruction matters; `CHECK` lines suit a
/// property of the output better.
fn check_snapshot(case: &Path, text: &str) -> Result<(), String> {
    let snap = case.with_extension("snap");
    if blessing() {
        return std::fs::write(&snap, text).map_err(|e| format!("{}: {e}", snap.display()));
    }
    let expected = std::fs::read_to_string(&snap).map_err(|_| {
        format!(
            "{}: no snapshot; run `cargo xtask bless --case {}`",
            snap.display(),
            case.file_stem()
                .map(|s| s.to_string_lossy())
                .unwrap_or_default()
        )
    })?;
    if expected == text {
        return Ok(());
    }
    let first = expected
        .lines()
        .zip(text.lines())
        .position(|(a, b)| a != b)
        .unwrap_or(expected.lines().count().min(text.lines().count()));
    Err(format!(
        "{}: output differs from {} from line {}:\n--- expected\n{}\n--- actual\n{}\n(run `cargo xtask bless --case {}` if the change is intended)",
        case.display(),
        snap.display(),
        first + 1,
        expected.lines().skip(first).take(8).collect::<Vec<_>>().join("\n"),
        text.lines().skip(first).take(8).collect::<Vec<_>>().join("\n"),
        case.file_stem().map(|s| s.to_string_lossy()).unwrap_or_default()
    ))
}

/// NVIDIA's `ptxas`, from `CUDAC_PTXAS` or the copy `cargo xtask setup`
/// unpacks. `Err` says why it is missing.
pub fn ptxas() -> Result<PathBuf, String> {
    nvidia_tool("ptxas", "CUDAC_PTXAS")
}

/// NVIDIA's `fatbinary`, from `CUDAC_FATBINARY` or the copy `cargo xtask
/// setup` unpacks. `Err` says why it is missing.
pub fn fatbinary() -> Result<PathBuf, String> {
    nvidia_tool("fatbinary", "CUDAC_FATBINARY")
}

/// An NVIDIA tool: `$var`, else `.tools/cuda/bin/name`.
fn nvidia_tool(name: &str, var: &str) -> Result<PathBuf, String> {
    if let Some(p) = from_env(var) {
        return p;
    }
    let p = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../.tools/cuda/bin")
        .join(name);
    if p.exists() {
        Ok(p)
    } else {
        Err(format!(
            "{name} not found (run `cargo xtask setup`, or set {var})"
        ))
    }
}

/// Whether missing tools must fail the run (CI) rather than skip.
pub fn tools_required() -> bool {
    std::env::var_os("CUDAC_REQUIRE_TOOLS").is_some_and(|v| v != "0")
}

/// `gcc` on `PATH`, the reference preprocessor of the `preprocess/` suite.
/// `Err` says why it is missing.
pub fn gcc() -> Result<PathBuf, String> {
    on_path("gcc").ok_or_else(|| "gcc not found on PATH".to_string())
}

/// The tool named by environment variable `var`, if it is set (an `Err` if
/// it names nothing).
fn from_env(var: &str) -> Option<Result<PathBuf, String>> {
    let p = PathBuf::from(std::env::var_os(var)?);
    Some(if p.exists() {
        Ok(p)
    } else {
        Err(format!("{var}={} does not exist", p.display()))
    })
}

/// `name` in a directory on `PATH`.
fn on_path(name: &str) -> Option<PathBuf> {
    let path = std::env::var_os("PATH").unwrap_or_default();
    std::env::split_paths(&path)
        .map(|d| d.join(name))
        .find(|p| p.is_file())
}

/// clang-19, the reference for record layouts (`layout/`): `CUDAC_CLANG`,
/// else `clang-19` on `PATH`. `Err` says why it is missing.
pub fn clang() -> Result<PathBuf, String> {
    if let Some(p) = from_env("CUDAC_CLANG") {
        return p;
    }
    on_path("clang-19").ok_or_else(|| "clang-19 not found on PATH (or set CUDAC_CLANG)".to_string())
}

/// The initialised `.global`s of a PTX file: name → (alignment, bytes).
/// Element lists (`.b8`, `.u32`, `.u64`, …) become little-endian bytes,
/// padded with the zeros LLVM leaves out at the end.
pub fn ptx_global_bytes(ptx: &str) -> std::collections::BTreeMap<String, (u64, Vec<u8>)> {
    let mut out = std::collections::BTreeMap::new();
    for line in ptx.lines() {
        let Some(rest) = line.trim().strip_prefix(".visible .global .align ") else {
            continue;
        };
        let mut words = rest.splitn(3, ' ');
        let (Some(align), Some(kind), Some(decl)) = (words.next(), words.next(), words.next())
        else {
            continue;
        };
        let Some(width) = kind
            .get(2..)
            .and_then(|w| w.parse::<usize>().ok())
            .map(|w| w / 8)
        else {
            continue;
        };
        let (head, init) = match decl.split_once(" = {") {
            Some((h, i)) => (h, i.trim_end_matches(';').trim_end_matches('}')),
            None => (decl.trim_end_matches(';'), ""),
        };
        let Some((name, count)) = head.split_once('[') else {
            continue;
        };
        let count: usize = count.trim_end_matches(']').parse().unwrap_or(0);
        let mut bytes = Vec::new();
        for v in init.split(',').map(str::trim).filter(|v| !v.is_empty()) {
            let v: u64 = v.parse().unwrap_or(u64::MAX);
            bytes.extend_from_slice(&v.to_le_bytes()[..width.min(8)]);
        }
        bytes.resize(count * width, 0);
        out.insert(name.to_string(), (align.parse().unwrap_or(0), bytes));
    }
    out
}

/// The functions of an LLVM IR module whose body is one `ret` of a
/// constant: name → the returned constant.
pub fn ir_constant_returns(ir: &str) -> std::collections::BTreeMap<String, String> {
    let mut out = std::collections::BTreeMap::new();
    let mut lines = ir.lines();
    while let Some(l) = lines.next() {
        if !l.starts_with("define ") {
            continue;
        }
        let Some(name) = l
            .split_once('@')
            .and_then(|(_, r)| r.split_once('('))
            .map(|(n, _)| n.to_string())
        else {
            continue;
        };
        let body: Vec<&str> = lines
            .by_ref()
            .take_while(|l| *l != "}")
            .map(str::trim)
            .filter(|l| !l.is_empty() && !l.ends_with(':'))
            .collect();
        if let [ret] = body.as_slice() {
            if let Some(v) = ret.strip_prefix("ret ") {
                out.insert(name, v.to_string());
            }
        }
    }
    out
}

/// cudac's output for `path` with `args` (to stdout, short diagnostics),
/// or an error with its diagnostics when it fails.
fn cudac_ok(path: &str, args: &[&str]) -> Result<String, String> {
    let mut argv = vec![path];
    argv.extend_from_slice(args);
    argv.extend(["-o", "-", "--diag-format=short"]);
    let out = cudac(&argv);
    if out.code != 0 {
        return Err(format!(
            "{path}: cudac exited {}:\n{}",
            out.code, out.stderr
        ));
    }
    Ok(String::from_utf8_lossy(&out.stdout).into_owned())
}

/// The CUDA root `cargo xtask setup` assembles from NVIDIA's wheels
/// (`CUDAC_CUDA_ROOT`, else `.tools/cuda-root`): real CUDA headers for
/// clang-19. `Err` says why it is missing.
pub fn cuda_root() -> Result<PathBuf, String> {
    if let Some(p) = from_env("CUDAC_CUDA_ROOT") {
        return p;
    }
    let p = Path::new(env!("CARGO_MANIFEST_DIR")).join("../.tools/cuda-root");
    if p.join("include/cuda_runtime.h").is_file() {
        Ok(p)
    } else {
        Err("the CUDA root is missing (run `cargo xtask setup`, or set CUDAC_CUDA_ROOT)".into())
    }
}

/// A case's arguments with `$CUDA_ROOT` (`-I$CUDA_ROOT/include`: the
/// toolkit's own headers, such as `<mma.h>`) replaced by the CUDA root's
/// path. `None` (after saying why) when the case names it and the root is
/// missing; with `CUDAC_REQUIRE_TOOLS` that is an error.
pub fn with_cuda_root(case: &Path, args: Vec<String>) -> Result<Option<Vec<String>>, String> {
    if !args.iter().any(|a| a.contains("$CUDA_ROOT")) {
        return Ok(Some(args));
    }
    match cuda_root() {
        Ok(root) => {
            let root = root.display().to_string();
            Ok(Some(
                args.into_iter()
                    .map(|a| a.replace("$CUDA_ROOT", &root))
                    .collect(),
            ))
        }
        Err(why) if tools_required() => Err(format!("{}: {why}", case.display())),
        Err(why) => {
            eprintln!("skipped {}: {why}", case.display());
            Ok(None)
        }
    }
}

/// The `.entry` names of a PTX file.
pub fn ptx_entries(ptx: &str) -> std::collections::BTreeSet<String> {
    ptx.lines()
        .filter_map(|l| {
            let t = l.trim();
            let rest = t
                .strip_prefix(".visible .entry ")
                .or_else(|| t.strip_prefix(".weak .entry "))
                .or_else(|| t.strip_prefix(".entry "))?;
            Some(rest.split('(').next()?.trim().to_string())
        })
        .collect()
}

/// A project test (`projects/NAME.cu`): a file as a CUDA project has it
/// (host `main`, standard headers, error checks, host templates launching
/// kernel templates). cudac compiles it for sm_75 and sm_90 (`// ARGS:`
/// may name the toolkit's include directory as `$CUDA_ROOT/include`),
/// ptxas assembles both, and its kernels are the ones clang-19 emits
/// reading the real CUDA headers (`--cuda-path`), by name; a `static`
/// kernel is named as nvcc names it (clang writes `_ZL` for its
/// internal linkage). Returns how many kernels were compared.
pub fn check_project(
    case: &Path,
    clang: &Path,
    ptxas: &Path,
    root: &Path,
) -> Result<usize, String> {
    let src = std::fs::read_to_string(case).map_err(|e| format!("{}: {e}", case.display()))?;
    let root_s = root.display().to_string();
    let args: Vec<String> = header_args(&src, "ARGS")
        .into_iter()
        .map(|a| a.replace("$CUDA_ROOT", &root_s))
        .collect();
    let path = case.display().to_string();
    let mut ours = None;
    for arch in ["sm_75", "sm_90"] {
        let arch_arg = format!("-arch={arch}");
        let mut argv: Vec<&str> = vec![&arch_arg, "-ptx"];
        argv.extend(args.iter().map(String::as_str));
        let ptx = cudac_ok(&path, &argv)?;
        assemble(ptxas, &ptx, arch, &path, false)?;
        if arch == "sm_75" {
            ours = Some(ptx_entries(&ptx));
        }
    }
    let ours = ours.unwrap_or_default();
    let mut clang_args = vec![format!("--cuda-path={root_s}"), "-S".into(), "-O2".into()];
    clang_args.extend(
        args.iter()
            .filter(|a| a.starts_with("-I") || a.starts_with("-D"))
            .cloned(),
    );
    let out = std::process::Command::new(clang)
        .args(["-x", "cuda", "--cuda-device-only", "--cuda-gpu-arch=sm_75"])
        .args(&clang_args)
        .args(["-o", "-", &path])
        .output()
        .map_err(|e| format!("cannot run {}: {e}", clang.display()))?;
    if !out.status.success() {
        return Err(format!(
            "{path}: clang rejects the case:\n{}",
            String::from_utf8_lossy(&out.stderr)
        ));
    }
    let theirs: std::collections::BTreeSet<String> =
        ptx_entries(&String::from_utf8_lossy(&out.stdout))
            .into_iter()
            .map(|e| match e.strip_prefix("_ZL") {
                Some(rest) => format!("_Z{rest}"),
                None => e,
            })
            .collect();
    if theirs.is_empty() {
        return Err(format!("{path}: clang emits no kernel"));
    }
    if ours == theirs {
        return Ok(ours.len());
    }
    let only_ours: Vec<_> = ours.difference(&theirs).collect();
    let only_theirs: Vec<_> = theirs.difference(&ours).collect();
    Err(format!(
        "{path}: kernels differ from clang-19's\n  only cudac: {only_ours:?}\n  only clang: {only_theirs:?}"
    ))
}

/// clang-19's device-only output for `path` (sm_75, no CUDA headers or
/// libraries) with `extra` arguments; an error if clang rejects it.
fn clang_device(clang: &Path, path: &str, extra: &[&str]) -> Result<String, String> {
    let out = std::process::Command::new(clang)
        .args([
            "-x",
            "cuda",
            "--cuda-device-only",
            "-nocudainc",
            "-nocudalib",
        ])
        .arg("--cuda-gpu-arch=sm_75")
        .args(extra)
        .args(["-o", "-", path])
        .output()
        .map_err(|e| format!("cannot run {}: {e}", clang.display()))?;
    if !out.status.success() {
        return Err(format!(
            "{path}: clang rejects the case:\n{}",
            String::from_utf8_lossy(&out.stderr)
        ));
    }
    Ok(String::from_utf8_lossy(&out.stdout).into_owned())
}

/// A layout test: `case` compiled to PTX for sm_75 by cudac and by clang-19
/// must give every `__device__` global the same alignment and bytes (the
/// case stores `sizeof`/`alignof`/`offsetof` values and initialised
/// records in them), and at -O2 every function one of them folds to a
/// constant must fold to the same constant in the other. Returns how many
/// globals and functions were compared.
pub fn check_layout(case: &Path, clang: &Path) -> Result<usize, String> {
    let path = case.display().to_string();
    let ours = cudac_ok(&path, &["-arch=sm_75", "-ptx"])?;
    let theirs = clang_device(clang, &path, &["-S"])?;
    let mut a = ptx_global_bytes(&ours);
    let mut b = ptx_global_bytes(&theirs);
    if b.is_empty() {
        return Err(format!("{path}: no initialised globals in clang's PTX"));
    }
    // Functions the optimiser folds to `ret <constant>`: bit-field reads
    // and writes must compute the same values as clang's.
    let ours = cudac(&[&path, "-O2", "-rdc=true", "--emit=llvm-ir", "-o", "-"]);
    let theirs = clang_device(clang, &path, &["-O2", "-S", "-emit-llvm"])?;
    let (fa, fb) = (
        ir_constant_returns(&String::from_utf8_lossy(&ours.stdout)),
        ir_constant_returns(&theirs),
    );
    for (name, v) in fa {
        a.insert(format!("{name}()"), (0, v.into_bytes()));
    }
    for (name, v) in fb {
        b.insert(format!("{name}()"), (0, v.into_bytes()));
    }
    let mut diffs = Vec::new();
    for name in a
        .keys()
        .chain(b.keys())
        .collect::<std::collections::BTreeSet<_>>()
    {
        if a.get(name) != b.get(name) {
            diffs.push(format!(
                "{name}:\n  cudac: {:?}\n  clang: {:?}",
                a.get(name),
                b.get(name)
            ));
        }
    }
    if diffs.is_empty() {
        Ok(b.len())
    } else {
        Err(format!(
            "{path}: {} global(s)/function(s) differ from clang-19:\n{}",
            diffs.len(),
            diffs.join("\n")
        ))
    }
}

/// The symbols an LLVM IR file defines: `define … @name(` functions and
/// `@name = …` variables (not `llvm.*` metadata globals).
pub fn ir_defined_symbols(ir: &str) -> std::collections::BTreeSet<String> {
    let mut out = std::collections::BTreeSet::new();
    for line in ir.lines() {
        let name = if line.starts_with("define ") {
            line.split_once('@')
                .and_then(|(_, r)| r.split_once('(').map(|(n, _)| n))
        } else if let Some(rest) = line.strip_prefix('@') {
            rest.split_once(" =").map(|(n, _)| n)
        } else {
            None
        };
        if let Some(n) = name {
            let n = n.trim_matches('"');
            if !n.starts_with("llvm.") {
                out.insert(n.to_string());
            }
        }
    }
    out
}

/// A C++ test: `case` compiled by cudac and clang-19 (-O0, relocatable
/// device code) must define the same symbols. Returns how many. Where
/// nvcc's mangling differs from clang's (measured), the case says so with
/// `// NVCC-NAME: <clang's> -> <nvcc's>`, and nvcc's is expected: host code
/// built by nvcc names what nvcc named.
pub fn check_cxx(case: &Path, clang: &Path) -> Result<usize, String> {
    let path = case.display().to_string();
    let ours = cudac_ok(
        &path,
        &[
            "-arch=sm_75",
            "-O0",
            "-rdc=true",
            "--emit=llvm-ir",
            // clang-19 allows what these flags allow in nvcc.
            "--expt-relaxed-constexpr",
            "--extended-lambda",
        ],
    )?;
    let theirs = clang_device(clang, &path, &["-O0", "-fgpu-rdc", "-S", "-emit-llvm"])?;
    let a = ir_defined_symbols(&ours);
    let mut b = ir_defined_symbols(&theirs);
    // The objects behind clang's built-in variables (cudac has none).
    for v in ["threadIdx", "blockIdx", "blockDim", "gridDim"] {
        b.remove(v);
    }
    // clang's private copies of local aggregate initialisers
    // (`__const.f.x`): how it lowers `S x = {…}`, not a declared entity.
    b.retain(|s| !s.starts_with("__const."));
    // clang's list of kernels host code launches (kept alive for the
    // host's registration): bookkeeping, not a declared entity.
    b.remove("__clang_gpu_used_external");
    let source = std::fs::read_to_string(case).map_err(|e| format!("{path}: {e}"))?;
    for line in source.lines() {
        let Some(rest) = line.trim().strip_prefix("// NVCC-NAME:") else {
            continue;
        };
        let Some((clangs, nvccs)) = rest.split_once("->") else {
            return Err(format!("{path}: NVCC-NAME needs `<clang's> -> <nvcc's>`"));
        };
        if !b.remove(clangs.trim()) {
            return Err(format!("{path}: clang defines no `{}`", clangs.trim()));
        }
        b.insert(nvccs.trim().to_string());
    }
    if b.is_empty() {
        return Err(format!("{path}: clang defines no symbols"));
    }
    if a == b {
        return Ok(a.len());
    }
    let only_ours: Vec<_> = a.difference(&b).cloned().collect();
    let only_theirs: Vec<_> = b.difference(&a).cloned().collect();
    Err(format!(
        "{path}: symbols differ from clang-19's\n  only cudac: {only_ours:?}\n  only clang: {only_theirs:?}"
    ))
}

/// A preprocess test: `case` through `cudac -E -P` and through `gcc -E -P`
/// (as C++17, without gcc's predefined macros or system headers) must give
/// the same pp-tokens. On a mismatch the message shows the first differing
/// token in context and both outputs.
pub fn check_preprocess(case: &Path, gcc: &Path) -> Result<(), String> {
    let src = std::fs::read(case).map_err(|e| format!("{}: {e}", case.display()))?;
    let mut flags = header_args(&String::from_utf8_lossy(&src), "ARGS");
    if let Some(bad) = flags
        .iter()
        .find(|f| !["-D", "-U", "-I"].iter().any(|p| f.starts_with(p)))
    {
        return Err(format!(
            "{}: `// ARGS:` takes only -D, -U and -I flags, not `{bad}`",
            case.display()
        ));
    }
    let include = case.parent().unwrap_or(Path::new(".")).join("include");
    flags.push(format!("-I{}", include.display()));
    let path = case.display().to_string();

    let mut args = vec![path.as_str(), "-E", "-P", "--no-prelude"];
    args.extend(["--diag-format=short", "-o", "-"]);
    args.extend(flags.iter().map(String::as_str));
    let ours = cudac(&args);
    let theirs = std::process::Command::new(gcc)
        .args(["-E", "-P", "-x", "c++", "-std=c++17", "-undef", "-nostdinc"])
        .args(&flags)
        .arg(&path)
        .output()
        .map_err(|e| format!("cannot run {}: {e}", gcc.display()))?;
    let expected = String::from_utf8_lossy(&theirs.stdout).into_owned();
    if !theirs.status.success() {
        return Err(format!(
            "{path}: gcc rejects the case ({}):\n{}",
            theirs.status,
            String::from_utf8_lossy(&theirs.stderr)
        ));
    }
    let actual = String::from_utf8_lossy(&ours.stdout).into_owned();
    if ours.code != 0 {
        return Err(format!(
            "{path}: cudac -E exited {}:\n{}--- gcc -E -P\n{expected}",
            ours.code, ours.stderr
        ));
    }
    let (a, e) = (pptok::tokenize(&actual), pptok::tokenize(&expected));
    let Some(i) =
        (0..a.len().max(e.len())).find(|&i| a.get(i).map(|t| &t.text) != e.get(i).map(|t| &t.text))
    else {
        return Ok(());
    };
    Err(format!(
        "{path}: cudac -E -P and gcc -E -P differ at token {i}\n  cudac: {}\n  gcc:   {}\n--- cudac -E -P\n{actual}--- gcc -E -P\n{expected}",
        token_context(&a, i),
        token_context(&e, i),
    ))
}

/// Tokens around `toks[i]`, which is marked `»…«`, with its output line.
fn token_context(toks: &[pptok::PpTok], i: usize) -> String {
    let Some(t) = toks.get(i) else {
        return format!("(ends after {} tokens)", toks.len());
    };
    let show = |r: &[pptok::PpTok]| {
        r.iter()
            .map(|t| t.text.as_str())
            .collect::<Vec<_>>()
            .join(" ")
    };
    format!(
        "line {}: {} »{}« {}",
        t.line,
        show(&toks[i.saturating_sub(8)..i]),
        t.text,
        show(&toks[i + 1..(i + 9).min(toks.len())]),
    )
}

/// Assemble `ptx` with ptxas for `arch`; `Err` carries ptxas's message.
/// `relocatable` (code compiled with `-rdc=true`) assembles a relocatable
/// object (`-c`), where calls to functions of other translation units stay
/// unresolved.
pub fn assemble(
    ptxas: &Path,
    ptx: &str,
    arch: &str,
    name: &str,
    relocatable: bool,
) -> Result<(), String> {
    // Sweeps run in parallel threads of one process: every call gets its
    // own file names.
    static NEXT: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
    let n = NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let dir = std::env::temp_dir().join(format!("cudac-sweep-{}", std::process::id()));
    std::fs::create_dir_all(&dir).map_err(|e| e.to_string())?;
    let file = dir.join(format!("{}-{arch}-{n}.ptx", name.replace(['/', '\\'], "_")));
    std::fs::write(&file, ptx).map_err(|e| e.to_string())?;
    let cubin = dir.join(format!("out-{n}.cubin"));
    let out = std::process::Command::new(ptxas)
        .arg(format!("-arch={arch}"))
        .args(relocatable.then_some("-c"))
        .arg(&file)
        .arg("-o")
        .arg(&cubin)
        .output()
        .map_err(|e| format!("cannot run ptxas: {e}"))?;
    let _ = std::fs::remove_file(&cubin);
    if out.status.success() {
        let _ = std::fs::remove_file(&file);
        Ok(())
    } else {
        Err(format!(
            "ptxas -arch={arch} rejected {name}:\n{}",
            String::from_utf8_lossy(&out.stderr)
        ))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn checks_match_in_order() {
        let src = "// CHECK: a\n// CHECK-NOT: x\n// CHECK: c\n";
        assert!(match_checks(src, "a b c").is_ok());
        assert!(match_checks(src, "a x c").is_err());
        assert!(match_checks(src, "c a").is_err());
        assert!(match_checks("", "anything").is_err());
    }

    #[test]
    fn check_next_wants_the_very_next_line() {
        let src = "// CHECK: a\n// CHECK-NEXT: b\n";
        assert!(match_checks(src, "x a\ny b z\n").is_ok());
        assert!(match_checks(src, "a\n\nb\n").is_err());
        assert!(match_checks(src, "a b\nc\n").is_err());
        assert!(match_checks("// CHECK-NEXT: b\n", "b\n").is_err());
        let not = "// CHECK: a\n// CHECK-NOT: q\n// CHECK-NEXT: b\n";
        assert!(match_checks(not, "a\nb\n").is_err());
    }

    #[test]
    fn header_args_split() {
        assert_eq!(
            header_args("// ARGS: -arch=sm_90 -O0\nint x;", "ARGS"),
            ["-arch=sm_90", "-O0"]
        );
    }
}
