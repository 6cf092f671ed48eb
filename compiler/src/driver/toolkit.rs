//! The CUDA toolkit's own headers (`cublas_v2.h`, `cuComplex.h`, CCCL),
//! found as nvcc and clang find them.
//!
//! cudac ships the compiler-specific part of the toolkit's headers
//! (`cuda_runtime.h`, the device function declarations); the libraries'
//! headers come with the toolkit, and nvcc reads them from its own
//! `include` directory. In host-header mode cudac searches the toolkit's
//! `include` directory too, after its own headers (which stay the ones a
//! `#include <cuda_runtime.h>` finds) and before the host compiler's.
//!
//! Input: the environment. Output: the toolkit's include directories (none
//! when no toolkit is installed: a header only it has is then "file not
//! found", as with nvcc without one). Invariant: a directory is reported
//! only if it holds `cuda_runtime_api.h` or `cublas_v2.h`, so a stale
//! variable never adds a directory of something else.

use std::path::{Path, PathBuf};

/// Where the toolkit's headers are: `CUDA_HOME`, `CUDA_PATH` or
/// `CUDA_ROOT`; else the directory of the `nvcc` on `PATH` (the PyPI
/// wheels' `nvidia/cu13/bin/nvcc` included); else `/usr/local/cuda`.
pub fn include_dirs() -> Vec<PathBuf> {
    let env_roots = ["CUDA_HOME", "CUDA_PATH", "CUDA_ROOT"]
        .iter()
        .filter_map(std::env::var_os)
        .map(PathBuf::from);
    let nvcc_root = nvcc_on_path()
        .and_then(|n| std::fs::canonicalize(n).ok())
        .and_then(|n| Some(n.parent()?.parent()?.to_path_buf()));
    let roots = env_roots
        .chain(nvcc_root)
        .chain(std::iter::once(PathBuf::from("/usr/local/cuda")));
    for root in roots {
        let dirs = headers_of(&root);
        if !dirs.is_empty() {
            return dirs;
        }
    }
    Vec::new()
}

/// The include directories of toolkit root `root`: `include`, and the
/// target directory a Linux toolkit keeps them in.
fn headers_of(root: &Path) -> Vec<PathBuf> {
    let candidates = [
        root.join("include"),
        root.join("targets/x86_64-linux/include"),
        root.join("targets/sbsa-linux/include"),
    ];
    let mut out: Vec<PathBuf> = Vec::new();
    for c in candidates {
        let has = ["cuda_runtime_api.h", "cublas_v2.h"]
            .iter()
            .any(|h| c.join(h).is_file());
        let c = std::fs::canonicalize(&c).unwrap_or(c);
        if has && !out.contains(&c) {
            // CUDA 13 keeps CCCL (Thrust, CUB, libcu++) in `include/cccl`,
            // which nvcc searches too.
            let cccl = c.join("cccl");
            out.push(c);
            if cccl.is_dir() {
                out.push(cccl);
            }
        }
    }
    out
}

/// The version of the toolkit whose include directories lead `dirs`
/// (`include_dirs`' first): its `cuda.h`'s `CUDA_VERSION` (13000 for
/// 13.0), else its runtime's `CUDART_VERSION`, as (major, minor).
pub fn version(dirs: &[PathBuf]) -> Option<(u32, u32)> {
    let dir = dirs.first()?;
    let read = |file: &str, name: &str| -> Option<u32> {
        let text = std::fs::read_to_string(dir.join(file)).ok()?;
        text.lines().find_map(|l| {
            let directive = l.trim_start().strip_prefix('#')?.trim_start();
            let rest = directive.strip_prefix("define")?.trim_start();
            let value = rest.strip_prefix(name)?;
            value.starts_with(char::is_whitespace).then_some(())?;
            value.trim().parse().ok()
        })
    };
    let v =
        read("cuda.h", "CUDA_VERSION").or_else(|| read("cuda_runtime_api.h", "CUDART_VERSION"))?;
    (v >= 1000).then_some((v / 1000, v % 1000 / 10))
}

fn nvcc_on_path() -> Option<PathBuf> {
    let path = std::env::var_os("PATH")?;
    std::env::split_paths(&path)
        .map(|d| d.join("nvcc"))
        .find(|c| c.is_file())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_root_counts_only_with_toolkit_headers() {
        let dir = std::env::temp_dir().join(format!("cudac-toolkit-{}", std::process::id()));
        let inc = dir.join("include");
        std::fs::create_dir_all(&inc).unwrap();
        assert!(headers_of(&dir).is_empty());
        std::fs::write(inc.join("cublas_v2.h"), "").unwrap();
        let found = headers_of(&dir);
        assert_eq!(found.len(), 1);
        assert!(found[0].ends_with("include"));
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn the_version_is_the_toolkits_cuda_h_else_its_runtime() {
        let dir = std::env::temp_dir().join(format!("cudac-toolkit-v-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let dirs = vec![dir.clone()];
        assert_eq!(version(&dirs), None);
        std::fs::write(
            dir.join("cuda_runtime_api.h"),
            "#define CUDART_VERSION_X 1\n#define CUDART_VERSION 12080\n",
        )
        .unwrap();
        assert_eq!(version(&dirs), Some((12, 8)));
        std::fs::write(dir.join("cuda.h"), "#  define CUDA_VERSION 13000\n").unwrap();
        assert_eq!(version(&dirs), Some((13, 0)));
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
