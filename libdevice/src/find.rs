//! Finding `libdevice.10.bc`.
//!
//! Input: an explicit path (`--libdevice`), if any. Output: the first
//! existing file among the places below, or the list of places searched
//! (for the "not found" diagnostic).
//! Invariants: the order is fixed and every place tried is recorded, so
//! the diagnostic names exactly what was looked at.
//!
//! Order: `--libdevice` (a file, or a directory holding the file),
//! `$CUDAC_LIBDEVICE`, `$CUDA_HOME` and `$CUDA_PATH` (`nvvm/libdevice/`),
//! `/usr/local/cuda`, Debian's `/usr/lib/nvidia-cuda-toolkit/libdevice/`,
//! a pip-installed `nvidia/cuda_nvcc/nvvm/libdevice/` (the
//! `nvidia-cuda-nvcc-cu12` wheel) in the usual site-packages folders,
//! then `.tools/cuda/nvvm/libdevice/` (what `cargo xtask setup` unpacks)
//! above the running executable and in the source tree cudac was built
//! from.

use std::path::{Path, PathBuf};

/// The file name every CUDA toolkit since 9.0 ships.
pub const FILE_NAME: &str = "libdevice.10.bc";

/// Where libdevice lives inside a CUDA toolkit or the nvcc wheel.
const TOOLKIT_SUBDIR: &str = "nvvm/libdevice";

/// The search failed; `searched` lists every path tried, in order.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NotFound {
    pub searched: Vec<PathBuf>,
}

/// Find libdevice. `explicit` is `--libdevice`: when given, it is the only
/// place looked at (a wrong explicit path is an error, not a fallback).
pub fn find(explicit: Option<&Path>) -> Result<PathBuf, NotFound> {
    let candidates = match explicit {
        Some(p) => explicit_candidates(p),
        None => default_candidates(),
    };
    let mut searched = Vec::new();
    for c in candidates {
        if c.is_file() {
            return Ok(c);
        }
        if !searched.contains(&c) {
            searched.push(c);
        }
    }
    Err(NotFound { searched })
}

fn explicit_candidates(p: &Path) -> Vec<PathBuf> {
    if p.is_dir() {
        vec![p.join(FILE_NAME)]
    } else {
        vec![p.to_path_buf()]
    }
}

/// Every default place, in search order.
fn default_candidates() -> Vec<PathBuf> {
    toolkit_candidates("CUDAC_LIBDEVICE", TOOLKIT_SUBDIR, FILE_NAME)
}

/// The places a file of NVIDIA's toolkit (`subdir/file` in a CUDA tree:
/// libdevice, libNVVM) is looked for, in order: `$env_var` (a file or a
/// directory), `$CUDA_HOME` and `$CUDA_PATH`, `/usr/local/cuda`, Debian's
/// `/usr/lib/nvidia-cuda-toolkit/<last part of subdir>/`, the pip wheel
/// `nvidia/cuda_nvcc/` in the usual site-packages folders, then
/// `.tools/cuda/` (what `cargo xtask setup` unpacks) above the running
/// executable and in the source tree cudac was built from.
pub fn toolkit_candidates(env_var: &str, subdir: &str, file: &str) -> Vec<PathBuf> {
    let mut out = Vec::new();
    if let Some(p) = std::env::var_os(env_var) {
        let p = Path::new(&p);
        out.push(if p.is_dir() {
            p.join(file)
        } else {
            p.to_path_buf()
        });
    }
    for var in ["CUDA_HOME", "CUDA_PATH"] {
        if let Some(root) = std::env::var_os(var) {
            out.push(Path::new(&root).join(subdir).join(file));
        }
    }
    out.push(Path::new("/usr/local/cuda").join(subdir).join(file));
    if let Some(last) = Path::new(subdir).file_name() {
        out.push(
            Path::new("/usr/lib/nvidia-cuda-toolkit")
                .join(last)
                .join(file),
        );
    }
    for site in site_packages() {
        out.push(site.join("nvidia/cuda_nvcc").join(subdir).join(file));
    }
    let setup = Path::new(".tools/cuda").join(subdir);
    if let Ok(exe) = std::env::current_exe() {
        for dir in exe.ancestors().skip(1) {
            let c = dir.join(&setup).join(file);
            if c.is_file() {
                out.push(c);
                break;
            }
        }
    }
    // The workspace cudac was built in (this crate's parent).
    out.push(
        Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("..")
            .join(&setup)
            .join(file),
    );
    out
}

/// Python's site-packages folders where pip puts the nvcc wheel: a
/// virtual environment's, the user's, and the system's.
fn site_packages() -> Vec<PathBuf> {
    let mut roots: Vec<PathBuf> = Vec::new();
    if let Some(venv) = std::env::var_os("VIRTUAL_ENV") {
        roots.push(Path::new(&venv).join("lib"));
    }
    if let Some(home) = std::env::var_os("HOME") {
        roots.push(Path::new(&home).join(".local/lib"));
    }
    roots.push(PathBuf::from("/usr/local/lib"));
    roots.push(PathBuf::from("/usr/lib"));
    let mut out = Vec::new();
    for root in roots {
        let Ok(entries) = std::fs::read_dir(&root) else {
            continue;
        };
        let mut pythons: Vec<PathBuf> = entries
            .filter_map(|e| e.ok())
            .filter(|e| e.file_name().to_string_lossy().starts_with("python3"))
            .map(|e| e.path())
            .collect();
        pythons.sort();
        for py in pythons {
            out.push(py.join("site-packages"));
            out.push(py.join("dist-packages"));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn explicit_path_is_the_only_place_searched() {
        let missing = Path::new("/nonexistent/cudac/libdevice.10.bc");
        let err = find(Some(missing)).unwrap_err();
        assert_eq!(err.searched, vec![missing.to_path_buf()]);
    }

    #[test]
    fn explicit_directory_means_the_file_inside() {
        let dir = std::env::temp_dir().join(format!("cudac-find-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let file = dir.join(FILE_NAME);
        std::fs::write(&file, b"BC").unwrap();
        assert_eq!(find(Some(&dir)), Ok(file.clone()));
        assert_eq!(find(Some(&file)), Ok(file));
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn default_places_include_the_documented_ones() {
        let c = default_candidates();
        let has = |s: &str| c.iter().any(|p| p.to_string_lossy().contains(s));
        assert!(has("/usr/local/cuda/nvvm/libdevice/libdevice.10.bc"));
        assert!(has(
            "/usr/lib/nvidia-cuda-toolkit/libdevice/libdevice.10.bc"
        ));
        assert!(has(".tools/cuda/nvvm/libdevice/libdevice.10.bc"));
    }
}
