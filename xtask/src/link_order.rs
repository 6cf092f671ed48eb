//! `cargo xtask link-order`: the functions a compile runs, for the link
//! layout of the `cudac` binary (`compiler/link-order.txt`, which
//! `compiler/build.rs` hands to the linker as `--symbol-ordering-file`).
//!
//! Without it the ~7 MiB of code a compile runs lies spread over the 30 MiB
//! of statically linked LLVM, and the kernel maps 64 KiB around each first
//! call: a compile ends with nearly all of `.text` resident. Packed at the
//! start of `.text`, the code a compile runs takes about its own size.
//!
//! - `cargo xtask link-order` runs the release binary under callgrind on a
//!   training set (samples, project-style files, every codegen case with its
//!   own options, a generated many-kernel file, the NVVM IR export and debug
//!   info), and writes every function of the binary that any run executed,
//!   those executed by more runs first. Regenerate it after an LLVM or
//!   toolchain update; names that went missing only cost memory, never
//!   correctness.
//! - `cargo xtask link-order --check` (a step of `cargo xtask test`): the
//!   release binary was linked with the layout, the file still names the
//!   binary's LLVM and C++ functions, and those functions sit together.

use std::collections::{BTreeMap, HashMap, HashSet};
use std::path::{Path, PathBuf};
use std::process::Command;

use crate::args::Args;
use crate::util::{self, rel, Result};

/// Share of the file's C++/C names (Rust names carry a hash that changes
/// with the toolchain) that the binary must define.
const MIN_FOUND: f64 = 0.9;
/// How far the packed functions may spread (padding and alignment) over the
/// sum of their sizes.
const MAX_SPREAD: f64 = 1.3;

pub fn link_order(mut a: Args) -> Result {
    let check_only = a.flag("--check");
    let jobs = a.opt_count("--jobs", 2)?;
    a.finish()?;
    let bin = crate::build_cudac(true)?;
    if check_only {
        check(&bin)
    } else {
        generate(&bin, jobs.max(1))
    }
}

fn order_file() -> PathBuf {
    util::root().join("compiler/link-order.txt")
}

/// One profiled compile: cudac's arguments (the output path is added).
struct Run {
    label: String,
    args: Vec<String>,
}

fn training_set(work: &Path) -> Result<Vec<Run>> {
    let root = util::root();
    let s = |p: &Path| p.display().to_string();
    let mut runs = vec![];
    let samples = util::samples()?;
    for f in &samples {
        let name = f.file_stem().unwrap().to_string_lossy().into_owned();
        runs.push(Run {
            label: format!("sample {name}"),
            args: vec![s(f), "-ptx".into(), "-arch=sm_90".into()],
        });
    }
    // The NVVM IR export (LLVM 7 dialect) and debug info, on one sample each.
    if let Some(f) = samples.first() {
        runs.push(Run {
            label: "nvvm-ir export".into(),
            args: vec![s(f), "--emit=nvvm-ir".into(), "-arch=sm_80".into()],
        });
        runs.push(Run {
            label: "debug info".into(),
            args: vec![s(f), "-ptx".into(), "-G".into(), "-arch=sm_80".into()],
        });
    }
    let projects = root.join("tests/projects");
    for f in util::cu_files(&projects)? {
        runs.push(Run {
            label: format!("project {}", rel(&f)),
            args: vec![
                s(&f),
                "-ptx".into(),
                "-arch=sm_90".into(),
                "-I".into(),
                s(&projects.join("include")),
                "--extended-lambda".into(),
            ],
        });
    }
    for f in util::cu_files(&root.join("tests/codegen"))? {
        let text = std::fs::read_to_string(&f).map_err(|e| format!("{}: {e}", f.display()))?;
        let mut args = vec![s(&f)];
        args.extend(
            text.lines()
                .filter_map(|l| l.trim().strip_prefix("// ARGS:"))
                .flat_map(|r| r.split_whitespace().map(String::from)),
        );
        runs.push(Run {
            label: rel(&f),
            args,
        });
    }
    let many = work.join("kernels_50.cu");
    util::write(&many, &crate::bench::large_source(50))?;
    runs.push(Run {
        label: "50 kernels".into(),
        args: vec![s(&many), "-ptx".into(), "-arch=sm_90".into()],
    });
    Ok(runs)
}

fn generate(bin: &Path, jobs: usize) -> Result {
    if util::which("valgrind").is_none() {
        return Err("needs valgrind (callgrind): run `cargo xtask setup`".into());
    }
    let work = crate::target_dir().join("link-order");
    util::remove_dir(&work)?;
    util::mkdirs(&work)?;
    let runs = training_set(&work)?;
    let defined = text_symbols(bin)?;
    println!(
        "profiling {} compiles with callgrind ({jobs} at a time)",
        runs.len()
    );
    let env = crate::setup::Tools::new().test_env();
    let next = std::sync::atomic::AtomicUsize::new(0);
    let results: std::sync::Mutex<Vec<(usize, Result<HashSet<String>>)>> = Default::default();
    std::thread::scope(|sc| {
        for _ in 0..jobs {
            sc.spawn(|| loop {
                let i = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                let Some(run) = runs.get(i) else { break };
                let r = profile(bin, run, &env, &work, i);
                if let Ok(names) = &r {
                    println!("  {:>4} functions  {}", names.len(), run.label);
                }
                results.lock().unwrap().push((i, r));
            });
        }
    });
    let mut results = results.into_inner().unwrap();
    results.sort_by_key(|(i, _)| *i);
    let mut runs_of: HashMap<String, usize> = HashMap::new();
    for (i, r) in results {
        let names = r.map_err(|e| format!("{}: {e}", runs[i].label))?;
        for n in names.into_iter().filter(|n| defined.contains_key(n)) {
            *runs_of.entry(n).or_default() += 1;
        }
    }
    // Most-run first (what every compile runs, start-up included, then what
    // fewer files need), names sorted within a count: the file depends only
    // on the binary and the training set.
    let mut order: Vec<(usize, String)> = runs_of.into_iter().map(|(n, c)| (c, n)).collect();
    order.sort_by(|a, b| b.0.cmp(&a.0).then_with(|| a.1.cmp(&b.1)));
    let bytes: u64 = order.iter().map(|(_, n)| defined[n].1).sum();
    let mut text = format!(
        "# Generated by `cargo xtask link-order`: the functions of the cudac binary that\n\
         # {} profiled compiles ran, most-run first ({} functions, {:.1} MiB of code).\n\
         # compiler/build.rs passes it to the linker (--symbol-ordering-file); see there.\n",
        runs.len(),
        order.len(),
        bytes as f64 / 1048576.0
    );
    for (_, n) in &order {
        text += n;
        text.push('\n');
    }
    let path = order_file();
    util::write(&path, &text)?;
    println!(
        "wrote {} ({} functions, {:.1} MiB); rebuild cudac to use it",
        rel(&path),
        order.len(),
        bytes as f64 / 1048576.0
    );
    Ok(())
}

/// The names of the functions one compile executed.
fn profile(
    bin: &Path,
    run: &Run,
    env: &[(&str, PathBuf)],
    work: &Path,
    i: usize,
) -> Result<HashSet<String>> {
    let out = work.join(format!("cg.{i}"));
    let mut c = Command::new("valgrind");
    c.args([
        "--tool=callgrind",
        "--demangle=no",
        "--dump-instr=no",
        "--collect-jumps=no",
    ])
    .arg(format!("--callgrind-out-file={}", out.display()))
    .arg(bin)
    .args(&run.args)
    .arg("-o")
    .arg(work.join(format!("out.{i}")));
    c.envs(env.iter().cloned());
    // A case may expect cudac to reject it (exit 1): it still ran the code.
    let (_, log) = util::capture(&mut c)?;
    let text = std::fs::read_to_string(&out).map_err(|e| {
        format!(
            "callgrind wrote no profile ({e}):\n{}",
            util::head(&log, 20)
        )
    })?;
    let _ = std::fs::remove_file(&out);
    Ok(callgrind_functions(&text))
}

/// Function names in a callgrind profile: `fn=(id) name` and
/// `cfn=(id) name` (later mentions give only the id).
fn callgrind_functions(text: &str) -> HashSet<String> {
    text.lines()
        .filter_map(|l| l.strip_prefix("fn=").or_else(|| l.strip_prefix("cfn=")))
        .filter_map(|rest| rest.split_once(") ").map(|(_, name)| name.trim()))
        .filter(|n| !n.is_empty())
        .map(String::from)
        .collect()
}

/// Defined function symbols of `bin`: name → (address, size).
fn text_symbols(bin: &Path) -> Result<BTreeMap<String, (u64, u64)>> {
    let (ok, out) = util::capture(Command::new("nm").args(["-S", "--defined-only"]).arg(bin))?;
    if !ok {
        return Err(format!(
            "nm failed on {}: {}",
            bin.display(),
            util::head(&out, 5)
        ));
    }
    Ok(parse_nm(&out))
}

fn parse_nm(out: &str) -> BTreeMap<String, (u64, u64)> {
    let mut map = BTreeMap::new();
    for line in out.lines() {
        let f: Vec<&str> = line.split_whitespace().collect();
        if let [addr, size, kind, name] = f[..] {
            if matches!(kind, "t" | "T" | "W" | "w") {
                if let (Ok(a), Ok(s)) =
                    (u64::from_str_radix(addr, 16), u64::from_str_radix(size, 16))
                {
                    map.insert(name.to_string(), (a, s));
                }
            }
        }
    }
    map
}

/// A Rust symbol (legacy `…17h<16 hex>E` or v0 `_R…`): its hash follows
/// the toolchain, so such names may go stale without the file being wrong.
fn is_rust(name: &str) -> bool {
    if name.starts_with("_R") {
        return true;
    }
    let b = name.as_bytes();
    b.len() > 20
        && name.ends_with('E')
        && &b[b.len() - 20..b.len() - 17] == b"17h"
        && b[b.len() - 17..b.len() - 1]
            .iter()
            .all(u8::is_ascii_hexdigit)
}

/// The section headers `readelf -SW` lists: name → (address, size).
fn sections(bin: &Path) -> Result<HashMap<String, (u64, u64)>> {
    let (ok, out) = util::capture(Command::new("readelf").arg("-SW").arg(bin))?;
    if !ok {
        return Err(format!("readelf failed on {}", bin.display()));
    }
    let mut map = HashMap::new();
    for line in out.lines() {
        // "  [15] .text  PROGBITS  0000000000cec2c0 ceb2c0 1d678ae 00  AX ..."
        let Some((_, rest)) = line.split_once(']') else {
            continue;
        };
        let f: Vec<&str> = rest.split_whitespace().collect();
        if f.len() >= 5 && f[0].starts_with('.') {
            if let (Ok(a), Ok(s)) = (u64::from_str_radix(f[2], 16), u64::from_str_radix(f[4], 16)) {
                map.insert(f[0].to_string(), (a, s));
            }
        }
    }
    Ok(map)
}

fn check(bin: &Path) -> Result {
    let secs = sections(bin)?;
    if !secs.contains_key(".text.startup") || !secs.contains_key(".relr.dyn") {
        let why = format!(
            "{} was linked without the layout of compiler/link-order.txt (the linker refused \
             the flags: see the warning of cudac's build script)",
            rel(bin)
        );
        if util::is_ci() {
            return Err(why);
        }
        println!("skipped: {why}");
        return Ok(());
    }
    let listed: Vec<String> = std::fs::read_to_string(order_file())
        .map_err(|e| format!("{}: {e}", rel(&order_file())))?
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .map(String::from)
        .collect();
    let defined = text_symbols(bin)?;
    let report = layout_report(&listed, &defined, secs[".text"]);
    println!("{}", report.summary());
    report.verdict()
}

struct LayoutReport {
    cxx_listed: usize,
    cxx_found: usize,
    rust_listed: usize,
    rust_found: usize,
    /// Sum of the found functions' sizes, and the span of `.text` they cover.
    bytes: u64,
    span: u64,
}

fn layout_report(
    listed: &[String],
    defined: &BTreeMap<String, (u64, u64)>,
    text: (u64, u64),
) -> LayoutReport {
    let mut r = LayoutReport {
        cxx_listed: 0,
        cxx_found: 0,
        rust_listed: 0,
        rust_found: 0,
        bytes: 0,
        span: 0,
    };
    let (mut lo, mut hi) = (u64::MAX, 0);
    let mut seen = HashSet::new();
    for name in listed {
        let found = defined.get(name);
        if is_rust(name) {
            r.rust_listed += 1;
            r.rust_found += found.is_some() as usize;
        } else {
            r.cxx_listed += 1;
            r.cxx_found += found.is_some() as usize;
        }
        // Only `.text` is ordered by the file (initialisers and cold code
        // keep their own sections); aliases count once.
        if let Some(&(a, s)) = found {
            if a >= text.0 && a < text.0 + text.1 && seen.insert(a) {
                r.bytes += s;
                lo = lo.min(a);
                hi = hi.max(a + s);
            }
        }
    }
    r.span = hi.saturating_sub(lo);
    r
}

impl LayoutReport {
    fn summary(&self) -> String {
        format!(
            "link layout: {}/{} C++ and {}/{} Rust functions of compiler/link-order.txt found; \
             {:.2} MiB of them span {:.2} MiB of .text",
            self.cxx_found,
            self.cxx_listed,
            self.rust_found,
            self.rust_listed,
            self.bytes as f64 / 1048576.0,
            self.span as f64 / 1048576.0
        )
    }

    fn verdict(&self) -> Result {
        let found = self.cxx_found as f64 / self.cxx_listed.max(1) as f64;
        if self.cxx_listed == 0 || found < MIN_FOUND {
            return Err(format!(
                "compiler/link-order.txt is stale ({:.0}% of its C++ functions are in the binary, \
                 at least {:.0}% expected): regenerate it with `cargo xtask link-order`",
                found * 100.0,
                MIN_FOUND * 100.0
            ));
        }
        if self.span as f64 > self.bytes as f64 * MAX_SPREAD {
            return Err(format!(
                "the listed functions are not packed: {:.2} MiB of code over {:.2} MiB of .text \
                 (the linker ignored --symbol-ordering-file?)",
                self.bytes as f64 / 1048576.0,
                self.span as f64 / 1048576.0
            ));
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_callgrind_names() {
        let text = "ob=(1) /bin/cudac\nfn=(1) main\ncalls=1 0\ncfn=(2) _ZN4llvm3fooEv\nfn=(2)\nfn=(3) 0x0000000000001050\n";
        let names = callgrind_functions(text);
        assert!(names.contains("main") && names.contains("_ZN4llvm3fooEv"));
        assert!(names.contains("0x0000000000001050"));
        assert_eq!(names.len(), 3);
    }

    #[test]
    fn tells_rust_names() {
        assert!(is_rust("_ZN5cudac6driver3run17h0123456789abcdefE"));
        assert!(is_rust("_RNvCs123_5cudac3run"));
        assert!(!is_rust("_ZN4llvm13PassManagerImpl3runEv"));
        assert!(!is_rust("ts_parser_parse"));
    }

    #[test]
    fn reports_packed_and_spread_layouts() {
        let nm = "0000000000001000 0000000000000100 T a\n\
                  0000000000001100 0000000000000100 t b\n\
                  0000000000009000 0000000000000100 T c\n\
                  0000000000002000 0000000000000010 D data\n";
        let defined = parse_nm(nm);
        assert_eq!(defined.len(), 3);
        let names = |v: &[&str]| v.iter().map(|s| s.to_string()).collect::<Vec<_>>();
        let packed = layout_report(&names(&["a", "b", "gone"]), &defined, (0x1000, 0x10000));
        assert_eq!((packed.cxx_found, packed.cxx_listed), (2, 3));
        assert_eq!((packed.bytes, packed.span), (0x200, 0x200));
        // 2 of 3 found is below the threshold: stale.
        assert!(packed.verdict().is_err());
        let ok = layout_report(&names(&["a", "b"]), &defined, (0x1000, 0x10000));
        assert!(ok.verdict().is_ok());
        let spread = layout_report(&names(&["a", "b", "c"]), &defined, (0x1000, 0x10000));
        assert_eq!(spread.span, 0x8100);
        assert!(spread.verdict().is_err());
    }
}
