//! `cargo xtask difftest reduce DIR`: shrinks a program `difftest exec`
//! kept (`DIR` = `target/xtask-difftest/exec/kept/<kind>_seed<N>`) with
//! cvise until it is a regression test a person can read.
//!
//! cvise deletes and rewrites pieces of the reference `ref.cpp` and keeps
//! a change when its interestingness test passes. Ours is
//! `difftest check`: the reduced program, judged exactly as the sweep
//! judges it (g++ builds and runs it; cudac compiles its device version;
//! lli runs that), must give the same kind of verdict as the kept one —
//! for a rejection, the same first error.
//!
//! Csmith programs are free of undefined behaviour by construction; a
//! reduction is not (deleting an initialiser or a bounds check is a
//! typical step), and a "mismatch" in a program with undefined behaviour
//! proves nothing. So for verdicts found by running the program
//! (mismatch, time-out, host failure) the check also builds it with
//! clang-19's MemorySanitizer + UBSan and g++'s AddressSanitizer +
//! UBSan, and rejects the candidate if either reports anything. Those
//! builds run last: most candidates fail cheaper checks first.
//!
//! The interestingness script calls copies of the xtask and cudac
//! binaries (in `DIR/reduce/`), so rebuilding either while cvise runs —
//! fixing the bug, say — does not change what is being reduced.

use std::path::{Path, PathBuf};
use std::process::Command;

use super::exec::{self, Tools, Verdict, VERDICT_FILE};
use crate::util::{self, rel, Result};

/// Seconds a sanitized build of the reference may run (they are slower).
const SANITIZED_SECONDS: u32 = 30;

/// What `difftest check` is asked to find again.
pub struct Expect {
    pub kind: String,
    pub opt: String,
    /// A file holding [`Verdict::must_match`] of the kept verdict.
    pub must_match: Option<PathBuf>,
    pub cudac: PathBuf,
}

/// Reduces the program kept in `kept` with `jobs` cvise workers, judged
/// with `cudac` (default: a fresh release build).
pub fn reduce(kept: &Path, jobs: usize, cudac: Option<PathBuf>) -> Result {
    // The script runs in `kept/reduce`: every path in it is absolute.
    let kept = &kept
        .canonicalize()
        .map_err(|e| format!("{}: {e}", kept.display()))?;
    if util::which("cvise").is_none() {
        return Err("cvise is not installed (`cargo xtask setup` installs it)".into());
    }
    let verdict = std::fs::read_to_string(kept.join(VERDICT_FILE)).map_err(|e| {
        format!(
            "{}: {e} (DIR is a directory `difftest exec` kept, with its {VERDICT_FILE})",
            kept.join(VERDICT_FILE).display()
        )
    })?;
    let mut lines = verdict.lines();
    let (kind, opt) = match (lines.next(), lines.next()) {
        (Some(k), Some(o)) if !k.is_empty() => (k.to_string(), o.to_string()),
        _ => return Err(format!("{}: malformed", kept.join(VERDICT_FILE).display())),
    };
    let must_match = lines.next().unwrap_or("").to_string();

    let work = kept.join("reduce");
    if work.exists() {
        util::remove_dir(&work)?;
    }
    util::mkdirs(&work)?;
    let copy = |from: &Path, to: &str| -> Result<PathBuf> {
        let dest = work.join(to);
        std::fs::copy(from, &dest)
            .map_err(|e| format!("copy {} to {}: {e}", from.display(), dest.display()))?;
        Ok(dest)
    };
    copy(&kept.join("ref.cpp"), "ref.cpp")?;
    let me = std::env::current_exe().map_err(|e| format!("where is xtask: {e}"))?;
    let xtask = copy(&me, "xtask")?;
    let cudac = match cudac {
        Some(c) => copy(&c, "cudac")?,
        None => copy(&crate::build_cudac(true)?, "cudac")?,
    };
    let must_file = work.join("must-match.txt");
    util::write(&must_file, &must_match)?;
    let script = work.join("interesting.sh");
    util::write(
        &script,
        &format!(
            "#!/bin/sh\n# cvise's interestingness test (cargo xtask difftest reduce)\n\
             exec {} difftest check --kind {kind} -O {opt} --must-match {} --cudac {} ref.cpp >/dev/null 2>&1\n",
            shell_quote(&xtask),
            shell_quote(&must_file),
            shell_quote(&cudac),
        ),
    )?;
    util::set_executable(&script)?;

    println!("checking that {} still shows the bug ({kind})", rel(kept));
    let ok = Command::new(&script)
        .current_dir(&work)
        .status()
        .map_err(|e| format!("cannot run {}: {e}", script.display()))?
        .success();
    if !ok {
        return Err(format!(
            "{} no longer gives a {kind} verdict (fixed already?); \
             `{} difftest check --kind {kind} -O {opt} --must-match {} --cudac {} ref.cpp` in {} says why",
            rel(kept),
            xtask.display(),
            must_file.display(),
            cudac.display(),
            work.display()
        ));
    }
    let before = line_count(&work.join("ref.cpp"));
    util::run(
        Command::new("cvise")
            .args(["--n", &jobs.to_string(), "--timeout", "300"])
            .arg(&script)
            .arg("ref.cpp")
            .current_dir(&work),
    )?;
    let reduced = std::fs::read_to_string(work.join("ref.cpp"))
        .map_err(|e| format!("{}: {e}", work.join("ref.cpp").display()))?;
    let device = exec::device_source(&reduced)
        .ok_or("cvise's result lost Csmith's main (the check should have refused that)")?;
    let cu = work.join("reduced.cu");
    util::write(&cu, &device)?;
    println!(
        "reduced {before} → {} lines: {} (device version {})",
        line_count(&work.join("ref.cpp")),
        rel(&work.join("ref.cpp")),
        rel(&cu)
    );
    Ok(())
}

/// `difftest check`: Ok when `file` (a reference program) still gives the
/// expected verdict, an error saying what it gave instead otherwise.
pub fn check(expect: &Expect, file: &Path) -> Result {
    let text = std::fs::read_to_string(file).map_err(|e| format!("{}: {e}", file.display()))?;
    let must_match = match &expect.must_match {
        Some(f) => std::fs::read_to_string(f).map_err(|e| format!("{}: {e}", f.display()))?,
        None => String::new(),
    };
    let tools = Tools {
        cudac: expect.cudac.clone(),
        include: exec::csmith_include()?,
    };
    let dir = std::env::current_dir()
        .map_err(|e| format!("current directory: {e}"))?
        .join("judge");
    let v = exec::judge(&tools, &dir, &text, &expect.opt)?;
    if v.kind() != expect.kind || v.must_match() != must_match.trim_end_matches('\n') {
        return Err(format!(
            "not the same bug: want {} {must_match:?}, got {v:?}",
            expect.kind
        ));
    }
    if found_by_running(&v) {
        well_defined(&tools, &dir)?;
    }
    println!("interesting: {v:?}");
    Ok(())
}

/// Verdicts that come from running the program, which only count when
/// the program is well defined.
fn found_by_running(v: &Verdict) -> bool {
    matches!(
        v,
        Verdict::Mismatch(_) | Verdict::OursTimedOut | Verdict::HostFailure(_)
    )
}

/// Builds `dir/ref.cpp` with the sanitizers that catch what reductions
/// introduce (uninitialised reads, out-of-bounds accesses, overflow);
/// an error when either build does not compile, reports or disagrees.
fn well_defined(tools: &Tools, dir: &Path) -> Result {
    let src = dir.join("ref.cpp");
    let builds: [(&str, &[&str], &str); 2] = [
        (
            "clang++-19",
            &[
                "-O1",
                // Csmith writes `int64_t a[] = {0xFCEADC90968EFD38LL}`,
                // which g++ accepts and clang refuses as narrowing.
                "-Wno-c++11-narrowing",
                "-fsanitize=memory,undefined",
                "-fno-sanitize-recover=all",
            ],
            "msan",
        ),
        (
            "g++",
            &[
                "-O0",
                "-fsanitize=address,undefined",
                "-fno-sanitize-recover=all",
            ],
            "asan",
        ),
    ];
    let mut outputs = Vec::new();
    for (cc, flags, name) in builds {
        let bin = dir.join(name);
        let (ok, log) = util::capture(
            Command::new(cc)
                .args(flags)
                .args(["-w", "-I"])
                .arg(&tools.include)
                .arg(&src)
                .arg("-o")
                .arg(&bin),
        )?;
        if !ok {
            return Err(format!("{cc} {}: {}", flags.join(" "), util::head(&log, 3)));
        }
        let out = Command::new("timeout")
            .arg(SANITIZED_SECONDS.to_string())
            .arg(&bin)
            .output()
            .map_err(|e| format!("cannot run {}: {e}", bin.display()))?;
        if !out.status.success() {
            return Err(format!(
                "{name} build: {}",
                util::head(&String::from_utf8_lossy(&out.stderr), 3)
            ));
        }
        outputs.push(String::from_utf8_lossy(&out.stdout).into_owned());
    }
    if outputs[0] != outputs[1] {
        return Err(format!("the sanitized builds disagree: {outputs:?}"));
    }
    Ok(())
}

fn line_count(f: &Path) -> usize {
    std::fs::read_to_string(f).map_or(0, |t| t.lines().count())
}

fn shell_quote(p: &Path) -> String {
    format!("'{}'", p.display().to_string().replace('\'', "'\\''"))
}
