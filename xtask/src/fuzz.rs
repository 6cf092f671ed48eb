//! `cargo xtask fuzz`: coverage-guided fuzzing of cudac's stages with
//! libFuzzer (`tests/fuzz`, built on stable Rust: sanitizer-coverage is
//! enabled through `-C passes=sancov-module` and `-C llvm-args`, the flags
//! cargo-fuzz passes, without its nightly-only `-Z sanitizer`).
//!
//! Each harness runs for a time budget on its own corpus
//! (`target/fuzz/corpus/<harness>`, kept between runs) seeded from the
//! `.cu` files under `tests/`. A crash, an internal compiler error, a hang
//! (`-timeout`) or a run-away allocation (`-rss_limit_mb`) stops the
//! harness; libFuzzer writes the input to `target/fuzz/artifacts/` and the
//! run fails. The summary table gives executions, coverage and findings;
//! every run is appended to `target/fuzz/history.tsv`, so totals over
//! many runs can be added up.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Instant;

use crate::args::Args;
use crate::table;
use crate::util::{self, rel, Result};

/// The harnesses, in pipeline order (see `tests/fuzz/src/lib.rs`).
pub const HARNESSES: &[&str] = &["preprocess", "parse", "sema", "pipeline"];

/// The instrumentation cargo-fuzz uses for libFuzzer (8-bit counters, the
/// PC table for coverage reports, comparison tracing for its value
/// profile and dictionary), plus debug assertions and overflow checks so
/// an arithmetic slip is a crash rather than a wrong answer.
const RUSTFLAGS: &str = "-Cpasses=sancov-module \
    -Cllvm-args=-sanitizer-coverage-level=4 \
    -Cllvm-args=-sanitizer-coverage-inline-8bit-counters \
    -Cllvm-args=-sanitizer-coverage-pc-table \
    -Cllvm-args=-sanitizer-coverage-trace-compares \
    --cfg fuzzing -Cdebug-assertions -Coverflow-checks";

/// Seeds larger than this are left out: big inputs slow every mutation
/// down and the small ones reach the same code.
const MAX_SEED_BYTES: u64 = 16 * 1024;

pub fn fuzz(mut a: Args) -> Result {
    let secs = a.opt_count("--time", 60)?;
    let seed = a.opt("--seed")?;
    let mut chosen = a.positionals()?;
    if let Some(bad) = chosen.iter().find(|h| !HARNESSES.contains(&h.as_str())) {
        return Err(format!(
            "unknown harness {bad:?} (one of {})",
            HARNESSES.join(", ")
        ));
    }
    if chosen.is_empty() {
        chosen = HARNESSES.iter().map(|s| s.to_string()).collect();
    }
    crate::setup::setup(true)?;
    let dir = crate::target_dir().join("fuzz");
    let bins = build(&dir)?;
    let seeds = dir.join("seeds");
    collect_seeds(&seeds)?;
    let mut rows = Vec::new();
    let mut findings = Vec::new();
    for h in &chosen {
        let r = run_harness(&bins, &dir, &seeds, h, secs, seed.as_deref())?;
        append_history(&dir, h, &r)?;
        rows.push(vec![
            h.clone(),
            r.executions.to_string(),
            format!("{:.0}", r.executions as f64 / r.seconds.max(1e-9)),
            r.coverage.clone(),
            r.corpus.clone(),
            r.findings.len().to_string(),
            format!("{:.0} s", r.seconds),
        ]);
        findings.extend(r.findings.iter().map(|f| format!("{h}: {f}")));
    }
    let total: u64 = rows.iter().map(|r| r[1].parse::<u64>().unwrap_or(0)).sum();
    println!(
        "\n{}",
        table::render(
            &[
                "harness",
                "executions",
                "exec/s",
                "coverage (edges/features)",
                "corpus",
                "crashes+hangs",
                "time"
            ],
            &rows
        )
    );
    println!(
        "{total} executions in this run; every run so far: {}",
        rel(&dir.join("history.tsv"))
    );
    if findings.is_empty() {
        Ok(())
    } else {
        Err(format!(
            "{} finding(s) (reproduce: run the harness binary on the file):\n  {}",
            findings.len(),
            findings.join("\n  ")
        ))
    }
}

/// Builds the harnesses with coverage instrumentation in `dir`; returns
/// the directory holding the binaries. `--target` keeps the flags off
/// build scripts and proc macros (they would not link against libFuzzer).
fn build(dir: &Path) -> Result<PathBuf> {
    let triple = host_triple()?;
    let mut c = util::cargo();
    c.args(["build", "--release", "--manifest-path"])
        .arg(util::root().join("tests/fuzz/Cargo.toml"))
        .args(["--target", &triple, "--target-dir"])
        .arg(dir)
        .env(
            "RUSTFLAGS",
            RUSTFLAGS.split_whitespace().collect::<Vec<_>>().join(" "),
        );
    util::run(&mut c)?;
    Ok(dir.join(&triple).join("release"))
}

fn host_triple() -> Result<String> {
    let rustc = std::env::var_os("RUSTC").unwrap_or_else(|| "rustc".into());
    let (ok, out) = util::capture(Command::new(rustc).arg("-vV"))?;
    out.lines()
        .find_map(|l| l.strip_prefix("host: "))
        .filter(|_| ok)
        .map(str::to_string)
        .ok_or_else(|| format!("`rustc -vV` names no host triple:\n{out}"))
}

/// Copies the `.cu` files under `tests/` (the fuzzer's own tree aside) into
/// `seeds`, flattened, names made unique by their path.
fn collect_seeds(seeds: &Path) -> Result {
    util::mkdirs(seeds)?;
    let tests = util::root().join("tests");
    let mut stack = vec![tests.clone()];
    while let Some(d) = stack.pop() {
        let entries = std::fs::read_dir(&d).map_err(|e| format!("{}: {e}", d.display()))?;
        for e in entries.flatten() {
            let p = e.path();
            if p.is_dir() {
                if p != tests.join("fuzz") {
                    stack.push(p);
                }
                continue;
            }
            let size = e.metadata().map(|m| m.len()).unwrap_or(u64::MAX);
            if p.extension().is_some_and(|x| x == "cu" || x == "cuh") && size <= MAX_SEED_BYTES {
                let name = p
                    .strip_prefix(&tests)
                    .unwrap_or(&p)
                    .to_string_lossy()
                    .replace('/', "__");
                std::fs::copy(&p, seeds.join(name))
                    .map_err(|e| format!("copy {}: {e}", p.display()))?;
            }
        }
    }
    Ok(())
}

struct Report {
    executions: u64,
    seconds: f64,
    coverage: String,
    corpus: String,
    /// Inputs libFuzzer wrote for a crash, hang or memory blow-up.
    findings: Vec<String>,
}

fn run_harness(
    bins: &Path,
    dir: &Path,
    seeds: &Path,
    harness: &str,
    secs: usize,
    seed: Option<&str>,
) -> Result<Report> {
    let corpus = dir.join("corpus").join(harness);
    let artifacts = dir.join("artifacts");
    util::mkdirs(&corpus)?;
    util::mkdirs(&artifacts)?;
    let mut c = Command::new(bins.join(harness));
    c.arg(format!("-max_total_time={secs}"))
        .arg("-max_len=16384")
        // A compile of a 16 KiB input takes well under a second; ten is
        // a hang by any measure, and libFuzzer keeps the input.
        .arg("-timeout=10")
        .arg("-rss_limit_mb=4096")
        .arg("-print_final_stats=1")
        .arg(format!(
            "-artifact_prefix={}/{harness}-",
            artifacts.display()
        ))
        .arg(&corpus)
        .arg(seeds);
    if let Some(s) = seed {
        c.arg(format!("-seed={s}"));
    }
    println!("\n== fuzz {harness} ({secs} s)\n$ {}", util::show(&c));
    let start = Instant::now();
    let out = c
        .output()
        .map_err(|e| format!("cannot run {}: {e}", bins.join(harness).display()))?;
    let seconds = start.elapsed().as_secs_f64();
    let log = String::from_utf8_lossy(&out.stderr);
    let log_path = dir.join(format!("{harness}.log"));
    util::write(&log_path, &log)?;
    let mut findings: Vec<String> = log
        .lines()
        .filter_map(|l| l.split_once("Test unit written to "))
        .map(|(_, p)| p.trim().to_string())
        .collect();
    if !out.status.success() && findings.is_empty() {
        findings.push(format!(
            "the harness failed ({}) without writing an input; see {}",
            util::describe(out.status),
            rel(&log_path)
        ));
    }
    for f in &findings {
        println!("finding: {f}");
    }
    if !findings.is_empty() {
        // What went wrong, for the terminal (the whole log is kept).
        let tail: Vec<&str> = log.lines().rev().take(30).collect();
        println!("{}", tail.into_iter().rev().collect::<Vec<_>>().join("\n"));
    }
    let executions = log
        .lines()
        .find_map(|l| l.strip_prefix("stat::number_of_executed_units:"))
        .and_then(|n| n.trim().parse().ok())
        .unwrap_or(0);
    // The last status line: `#N ... cov: E ft: F corp: U/Sb ...`.
    let status = log
        .lines()
        .rev()
        .find(|l| l.starts_with('#') && l.contains(" cov: "))
        .unwrap_or("");
    let field = |name: &str| {
        status
            .split_whitespace()
            .skip_while(|w| *w != name)
            .nth(1)
            .unwrap_or("-")
            .to_string()
    };
    Ok(Report {
        executions,
        seconds,
        coverage: format!("{}/{}", field("cov:"), field("ft:")),
        corpus: field("corp:"),
        findings,
    })
}

fn append_history(dir: &Path, harness: &str, r: &Report) -> Result {
    util::append_tsv(
        &dir.join("history.tsv"),
        &["harness", "executions", "seconds", "coverage", "findings"],
        &[
            harness.to_string(),
            r.executions.to_string(),
            format!("{:.0}", r.seconds),
            r.coverage.clone(),
            r.findings.len().to_string(),
        ],
    )
}
