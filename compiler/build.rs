//! Embeds every file under `runtime-headers/` into the compiler, so `<cuda_runtime.h>`
//! and the prelude resolve without an installed CUDA toolkit; compiles the
//! C++ shim `src/backend/llvm_shim.cpp` against LLVM's headers.

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
