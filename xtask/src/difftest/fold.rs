//! `cargo xtask difftest fold`: differential testing of constant folding
//! against clang-19. Random programs (`gen`) are compiled at -O3 by cudac
//! (`--emit=llvm-ir`) and by clang-19 (`-x cuda --cuda-device-only`);
//! every kernel's volatile byte stores are then compared value for value.
//!
//! A kernel is *compared* when clang stored only constants; it is
//! *skipped* when its computation has undefined behaviour the generator
//! did not avoid: it traps on the host under clang's UB sanitizer, or
//! clang's bytes include `poison`/`undef`. It is *unfolded* when cudac left
//! a store that is not a constant where clang had one (slower code, not
//! a wrong answer). Any other difference is a *mismatch*: the program is
//! written to the keep directory with both compilers' bytes.

use std::collections::BTreeMap;
use std::path::Path;
use std::process::Command;
use std::time::Instant;

use crate::table;
use crate::util::{self, rel, Result};

/// Programs per compiled file: one compiler start-up for many kernels.
const PER_FILE: usize = 40;

pub fn fold(programs: usize, seed: u64, keep: Option<String>) -> Result {
    crate::setup::setup(true)?;
    let cudac = crate::build_cudac(true)?;
    let clang = crate::setup::Tools::clang();
    let work = crate::target_dir().join("xtask-difftest");
    util::mkdirs(&work)?;
    let keep = keep.map_or_else(|| work.join("mismatches"), std::path::PathBuf::from);
    util::mkdirs(&keep)?;
    let start = Instant::now();
    let mut rng = super::gen::Rng::new(seed);
    let mut totals = Totals::default();
    let mut index = 0;
    while index < programs {
        let n = PER_FILE.min(programs - index);
        let mut src = String::from(super::gen::PRELUDE);
        let mut texts = BTreeMap::new();
        for k in index..index + n {
            let p = super::gen::program(&mut rng, k);
            src.push_str(&p.text);
            texts.insert(format!("k{k}"), p.text);
        }
        let file = work.join(format!("fold_{index}.cu"));
        util::write(&file, &src)?;
        let ours = compile_cudac(&cudac, &file)?;
        let theirs = compile_clang(&clang, &file)?;
        let undefined = undefined_behaviour(&clang, &work, &src, index, n)?;
        for (name, text) in &texts {
            let verdict = if undefined.contains(name) {
                Verdict::Skipped
            } else {
                compare(ours.get(name), theirs.get(name))
            };
            totals.add(&verdict);
            if let Verdict::Mismatch(why) = verdict {
                let path = keep.join(format!("{name}_seed{seed}.cu"));
                util::write(
                    &path,
                    &format!("{}{text}\n/* {why} */\n", super::gen::PRELUDE),
                )?;
                println!("mismatch in {name}: {why}\n  kept: {}", rel(&path));
            }
        }
        index += n;
    }
    let secs = start.elapsed().as_secs_f64();
    let rows = vec![vec![
        "fold".to_string(),
        programs.to_string(),
        totals.compared.to_string(),
        totals.skipped.to_string(),
        totals.unfolded.to_string(),
        totals.mismatches.to_string(),
        format!("{secs:.1} s"),
    ]];
    println!(
        "\n{}",
        table::render(
            &[
                "difftest",
                "programs",
                "compared",
                "skipped (UB)",
                "unfolded",
                "mismatches",
                "time"
            ],
            &rows
        )
    );
    if totals.mismatches > 0 {
        return Err(format!(
            "{} mismatch(es); programs kept in {}",
            totals.mismatches,
            rel(&keep)
        ));
    }
    Ok(())
}

#[derive(Default)]
struct Totals {
    compared: usize,
    skipped: usize,
    unfolded: usize,
    mismatches: usize,
}

impl Totals {
    fn add(&mut self, v: &Verdict) {
        match v {
            Verdict::Same => self.compared += 1,
            Verdict::Skipped => self.skipped += 1,
            Verdict::Unfolded => {
                self.compared += 1;
                self.unfolded += 1
            }
            Verdict::Mismatch(_) => {
                self.compared += 1;
                self.mismatches += 1
            }
        }
    }
}

enum Verdict {
    Same,
    Skipped,
    Unfolded,
    Mismatch(String),
}

/// The stored bytes of one kernel, in order: a decimal constant, or the
/// operand's text when it is not one.
type Stores = Vec<String>;

fn compare(ours: Option<&Stores>, theirs: Option<&Stores>) -> Verdict {
    let Some(theirs) = theirs else {
        return Verdict::Skipped;
    };
    // No stores at all: clang proved the kernel always reaches undefined
    // behaviour.
    if theirs.is_empty() {
        return Verdict::Skipped;
    }
    let constant = |s: &String| s.parse::<i64>().is_ok();
    if !theirs.iter().all(constant) {
        return Verdict::Skipped;
    }
    let Some(ours) = ours else {
        return Verdict::Mismatch("cudac emitted no such kernel".into());
    };
    if ours.len() != theirs.len() {
        return Verdict::Mismatch(format!(
            "{} bytes stored by cudac, {} by clang\ncudac: {ours:?}\nclang: {theirs:?}",
            ours.len(),
            theirs.len()
        ));
    }
    let mut unfolded = false;
    for (k, (o, t)) in ours.iter().zip(theirs).enumerate() {
        if !constant(o) {
            unfolded = true;
        } else if o != t {
            return Verdict::Mismatch(format!(
                "byte {k}: cudac {o}, clang {t}\ncudac: {ours:?}\nclang: {theirs:?}"
            ));
        }
    }
    if unfolded {
        Verdict::Unfolded
    } else {
        Verdict::Same
    }
}

/// The kernels of a file whose computation has undefined behaviour, by
/// running each on the host under clang's UB sanitizer in trap mode (no
/// sanitizer runtime needed): a kernel that traps is undefined.
fn undefined_behaviour(
    clang: &Path,
    work: &Path,
    src: &str,
    first: usize,
    n: usize,
) -> Result<std::collections::BTreeSet<String>> {
    // The prelude defines what the host build needs (see gen::PRELUDE).
    let mut host = String::from(src);
    host.push_str("#include <cstdlib>\nint main(int argc, char **argv) {\n  static unsigned char buf[1 << 16];\n  switch (atoi(argv[1])) {\n");
    for k in first..first + n {
        host.push_str(&format!("  case {k}: k{k}(buf); break;\n"));
    }
    host.push_str("  }\n  return 0;\n}\n");
    let file = work.join("host.cpp");
    util::write(&file, &host)?;
    let exe = work.join("host_ub");
    let clangxx = clang.with_file_name(
        clang
            .file_name()
            .map(|n| n.to_string_lossy().replace("clang", "clang++"))
            .unwrap_or_else(|| "clang++-19".into()),
    );
    let mut c = Command::new(&clangxx);
    c.args([
        "-std=c++17",
        "-O0",
        "-w",
        "-fsanitize=undefined",
        "-fsanitize-trap=undefined",
    ])
    .arg(&file)
    .arg("-o")
    .arg(&exe);
    let (ok, out) = util::capture(&mut c)?;
    if !ok {
        return Err(format!(
            "the host build for the UB check failed:\n{}",
            util::head(&out, 40)
        ));
    }
    let mut undefined = std::collections::BTreeSet::new();
    for k in first..first + n {
        let st = Command::new(&exe)
            .arg(k.to_string())
            .status()
            .map_err(|e| format!("cannot run {}: {e}", rel(&exe)))?;
        if !st.success() {
            undefined.insert(format!("k{k}"));
        }
    }
    Ok(undefined)
}

fn compile_cudac(cudac: &Path, file: &Path) -> Result<BTreeMap<String, Stores>> {
    let mut c = Command::new(cudac);
    c.arg(file).args([
        "--emit=llvm-ir",
        "-O3",
        "-fmad=false",
        "-arch=sm_75",
        "-o",
        "-",
    ]);
    let (ok, out) = util::capture(&mut c)?;
    if !ok {
        return Err(format!(
            "cudac failed on {} (a generator bug, or a cudac bug to reduce):\n{}",
            rel(file),
            util::head(&out, 40)
        ));
    }
    Ok(stores(&out))
}

fn compile_clang(clang: &Path, file: &Path) -> Result<BTreeMap<String, Stores>> {
    let mut c = Command::new(clang);
    c.args([
        "-x",
        "cuda",
        "--cuda-device-only",
        "--cuda-gpu-arch=sm_75",
        "-nocudainc",
        "-nocudalib",
        "-O3",
        "-ffp-contract=off",
        "-w",
        "-S",
        "-emit-llvm",
        "-o",
        "-",
    ])
    .arg(file);
    let (ok, out) = util::capture(&mut c)?;
    if !ok {
        return Err(format!(
            "clang-19 failed on {}:\n{}",
            rel(file),
            util::head(&out, 40)
        ));
    }
    Ok(stores(&out))
}

/// Per kernel (`k{N}` from its mangled name `_Z{len}k{N}PVh`), the values
/// of its `store volatile i8` instructions in order.
fn stores(ir: &str) -> BTreeMap<String, Stores> {
    let mut out = BTreeMap::new();
    let mut current: Option<(String, Stores)> = None;
    for line in ir.lines() {
        if let Some(rest) = line.strip_prefix("define ") {
            let name = rest
                .split('@')
                .nth(1)
                .and_then(|s| s.split('(').next())
                .unwrap_or("");
            // `_Z2k7PVh` → `k7`.
            let plain = name
                .strip_prefix("_Z")
                .map(|s| s.trim_start_matches(|c: char| c.is_ascii_digit()))
                .and_then(|s| s.strip_suffix("PVh"))
                .unwrap_or(name);
            current = Some((plain.to_string(), Vec::new()));
        } else if line == "}" {
            if let Some((n, s)) = current.take() {
                out.insert(n, s);
            }
        } else if let Some((_, s)) = current.as_mut() {
            if let Some(rest) = line.trim().strip_prefix("store volatile i8 ") {
                let v = rest.split(',').next().unwrap_or("").trim();
                s.push(v.to_string());
            }
        }
    }
    out
}
