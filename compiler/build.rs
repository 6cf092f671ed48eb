//! Embeds every file under `runtime-headers/` into the compiler, so `<cuda_runtime.h>`
//! and the prelude resolve without an installed CUDA toolkit; compiles the
//! C++ shim `src/backend/llvm_shim.cpp` against LLVM's headers; gives the
//! `cudac` binary its link layout (`link-order.txt`) where the linker can.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};

fn collect(dir: &Path, rel: &str, out: &mut Vec<(String, PathBuf)>) {
    let Ok(rd) = std::fs::read_dir(dir) else {
        return;
    };
    let mut entries: Vec<_> = rd.filter_map(Result::ok).collect();
    // Sorted so the generated table (and the binary) is reproducible.
    entries.sort_by_key(|e| e.file_name());
    for e in entries {
        let name = e.file_name().to_string_lossy().into_owned();
        let path = e.path();
        let rel_name = if rel.is_empty() {
            name
        } else {
            format!("{rel}/{name}")
        };
        if path.is_dir() {
            collect(&path, &rel_name, out);
        } else {
            out.push((rel_name, path));
        }
    }
}

fn main() {
    let manifest = PathBuf::from(std::env::var("CARGO_MANIFEST_DIR").expect("cargo sets this"));
    let dir = manifest.join("../runtime-headers");
    println!("cargo:rerun-if-changed={}", dir.display());
    let mut files = Vec::new();
    collect(&dir, "", &mut files);
    let mut src = String::from("pub static EMBEDDED: &[(&str, &str)] = &[\n");
    for (rel, path) in &files {
        println!("cargo:rerun-if-changed={}", path.display());
        let abs = path.canonicalize().unwrap_or_else(|_| path.clone());
        let _ = writeln!(
            src,
            "    ({rel:?}, include_str!({:?})),",
            abs.display().to_string()
        );
    }
    src.push_str("];\n");
    let out = PathBuf::from(std::env::var("OUT_DIR").expect("cargo sets this"));
    std::fs::write(out.join("runtime_headers.rs"), src).expect("OUT_DIR is writable");
    build_llvm_shim(&manifest);
    link_layout(&manifest, &out);
}

/// The linker flags that lay out the `cudac` binary for a small resident
/// set, tried on an empty program first: rust-lld (Rust's default linker on
/// x86_64 Linux since 1.90) and mold take them, GNU ld does not, and a build
/// must not fail over memory it could have saved.
///
/// - `--symbol-ordering-file=link-order.txt`: the functions a compile runs
///   (LLVM's passes and NVPTX back end, tree-sitter, ours), profiled by
///   `cargo xtask link-order`, packed together at the start of `.text`.
///   Statically linked LLVM is 30 MiB of code, and a compile runs about
///   7 MiB of it spread over all of it: each first call faults in its page
///   and the kernel maps the 64 KiB around it, so a compile ended with
///   27 MiB of code resident (18 MiB before `main`). Packed, a small file's
///   compile peaks at 22 MiB instead of 40.
/// - `-z keep-text-section-prefix`: the 637 static initialisers
///   (`.text.startup`) together instead of one page each.
/// - `-z pack-relative-relocs` (RELR): 1.8 MiB of relocations read at
///   start-up become 12 KiB.
///
/// Names the file lists that the binary lacks (another LLVM build, Rust
/// hashes from another rustc) are skipped without a warning; `cargo xtask
/// test` checks that the file still matches.
fn link_layout(manifest: &Path, out: &Path) {
    let order = manifest.join("link-order.txt");
    println!("cargo:rerun-if-changed={}", order.display());
    println!("cargo:rerun-if-env-changed=RUSTC_LINKER");
    // A fuzzing build (`--cfg fuzzing`) instruments code for libFuzzer,
    // whose runtime only the harness links: an empty program cannot link
    // with those flags, and that build's binary is never run.
    if std::env::var("CARGO_CFG_TARGET_OS").as_deref() != Ok("linux")
        || std::env::var_os("CARGO_CFG_FUZZING").is_some()
        || !order.is_file()
    {
        return;
    }
    let flags = [
        format!("-Wl,--symbol-ordering-file={}", order.display()),
        "-Wl,--no-warn-symbol-ordering".to_string(),
        "-Wl,-z,keep-text-section-prefix".to_string(),
        "-Wl,-z,pack-relative-relocs".to_string(),
    ];
    match probe_link(out, &flags) {
        Ok(()) => {
            for f in &flags {
                println!("cargo:rustc-link-arg-bin=cudac={f}");
            }
        }
        Err(why) => println!(
            "cargo:warning=cudac is linked with the default layout (about 15 MiB more resident memory per compile): {why}"
        ),
    }
}

/// Links (and, built for this machine, runs) an empty program with `flags`
/// through the same rustc, target, linker and RUSTFLAGS as the crate.
fn probe_link(out: &Path, flags: &[String]) -> Result<(), String> {
    let src = out.join("link_probe.rs");
    std::fs::write(&src, "fn main() {}\n").map_err(|e| e.to_string())?;
    let exe = out.join("link_probe");
    let rustc = std::env::var("RUSTC").unwrap_or_else(|_| "rustc".into());
    let target = std::env::var("TARGET").map_err(|e| e.to_string())?;
    let mut c = std::process::Command::new(rustc);
    c.arg("--target").arg(&target).arg("-o").arg(&exe).arg(&src);
    if let Ok(linker) = std::env::var("RUSTC_LINKER") {
        c.arg("-C").arg(format!("linker={linker}"));
    }
    if let Ok(rf) = std::env::var("CARGO_ENCODED_RUSTFLAGS") {
        c.args(rf.split('\x1f').filter(|f| !f.is_empty()));
    }
    for f in flags {
        c.arg("-C").arg(format!("link-arg={f}"));
    }
    let o = c.output().map_err(|e| format!("cannot run rustc: {e}"))?;
    if !o.status.success() {
        let err = String::from_utf8_lossy(&o.stderr);
        // The linker's own complaint, rather than rustc's "linking failed".
        let line = err
            .lines()
            .find(|l| {
                !l.contains("\"-m64\"")
                    && [
                        "unrecognized",
                        "unknown option",
                        "unknown -z",
                        "unknown argument",
                    ]
                    .iter()
                    .any(|w| l.contains(w))
            })
            .or_else(|| err.lines().find(|l| l.contains("error")))
            .unwrap_or("the linker refused them")
            .trim_start_matches([' ', '='])
            .trim_start_matches("note:");
        return Err(format!(
            "the linker refused the layout flags: {}",
            line.trim()
        ));
    }
    if std::env::var("HOST").ok().as_deref() == Some(target.as_str()) {
        let run = std::process::Command::new(&exe)
            .status()
            .map_err(|e| format!("the probe program does not run: {e}"))?;
        if !run.success() {
            return Err("the probe program linked with them does not run".into());
        }
    }
    Ok(())
}

/// The LLVM settings its C API lacks (see the file's comments), built
/// with the flags `llvm-config --cxxflags` names for LLVM 19.
fn build_llvm_shim(manifest: &Path) {
    let prefix = std::env::var("LLVM_SYS_191_PREFIX").unwrap_or_else(|_| "/usr/lib/llvm-19".into());
    println!("cargo:rerun-if-env-changed=LLVM_SYS_191_PREFIX");
    let file = manifest.join("src/backend/llvm_shim.cpp");
    println!("cargo:rerun-if-changed={}", file.display());
    cc::Build::new()
        .cpp(true)
        .file(&file)
        .include(Path::new(&prefix).join("include"))
        .std("c++17")
        .flag("-fno-exceptions")
        .flag("-fno-rtti")
        .define("_GNU_SOURCE", None)
        .define("__STDC_CONSTANT_MACROS", None)
        .define("__STDC_FORMAT_MACROS", None)
        .define("__STDC_LIMIT_MACROS", None)
        .warnings(false)
        .compile("cudac_llvm_shim");
}
