//! The runtime headers embedded in the compiler (`runtime-headers/`).
//!
//! Input: a header name as written in `#include`. Output: its embedded text.
//! Invariants: names are relative to `runtime-headers/` with `/` separators;
//! files from here are registered in the `SourceMap` as `<cudac>/NAME`.

mod table {
    include!(concat!(env!("OUT_DIR"), "/runtime_headers.rs"));
}

/// Prefix of `SourceMap` names for embedded headers; never a real path.
pub const EMBEDDED_PREFIX: &str = "<cudac>/";

/// The implicit prelude nvcc users expect (its `cuda_runtime.h`).
pub const PRELUDE: &str = "cudac_prelude.h";

/// What every compilation includes before its first line, as nvcc's
/// device pass does (it includes `PRELUDE` first).
pub const IMPLICIT_INCLUDE: &str = "cuda_runtime.h";

/// Looks an embedded header up by the name used in `#include`.
pub fn find(name: &str) -> Option<(&'static str, &'static str)> {
    let name = name.trim_start_matches("./");
    table::EMBEDDED
        .iter()
        .find(|(n, _)| *n == name)
        .map(|(n, text)| (*n, *text))
}

/// The C and POSIX library headers cudac ships for device code (and the
/// host declarations host code needs); any other embedded header is one
/// of the CUDA toolkit's (`is_toolkit_header`).
const C_LIBRARY: &[&str] = &[
    "assert.h",
    "cassert",
    "cfloat",
    "climits",
    "cmath",
    "cstdarg",
    "cstddef",
    "cstdint",
    "cstdio",
    "cstdlib",
    "cstring",
    "ctime",
    "float.h",
    "limits.h",
    "math.h",
    "stdarg.h",
    "stddef.h",
    "stdint.h",
    "stdio.h",
    "stdlib.h",
    "string.h",
    "sys/time.h",
    "time.h",
    "unistd.h",
];

/// Whether `name` is one of the C library headers cudac ships as a
/// fallback for machines without a host compiler; with the host's
/// headers (`PpOptions::host`) the host's versions are read instead.
pub fn is_fallback_libc(name: &str) -> bool {
    C_LIBRARY.contains(&name.trim_start_matches("./"))
}

/// Whether `name` is a CUDA toolkit header cudac ships its own version of
/// (`cuda_runtime.h`, `cooperative_groups.h`, `crt/host_defines.h`, …).
/// Those are found before any `-I`/`-isystem` directory that is a CUDA
/// toolkit's include directory, as clang's wrapper headers take the place
/// of the toolkit's: NVIDIA's versions need nvcc (they stop with
/// "UNKNOWN COMPILER"). The libraries there (CUB, Thrust, libcu++) are
/// still read from the toolkit.
pub fn is_toolkit_header(name: &str) -> bool {
    let base = name.trim_start_matches("./");
    find(base).is_some()
        && !C_LIBRARY.contains(&base)
        && !TOOLKIT_PASS_THROUGH.contains(&base)
        && base != PRELUDE
}

/// Embedded headers that only pass the include on to the toolkit's own
/// (`#include_next`), or say that no toolkit was found: the toolkit's
/// version, plain C++ that cudac compiles (`<mma.h>` over the warp matrix
/// builtins of `nvvm::target::wmma`), is what device code gets, so a
/// toolkit directory named with `-I` supplies it directly.
const TOOLKIT_PASS_THROUGH: &[&str] = &[
    "crt/mma.h",
    "cuda.h",
    "cuda_awbarrier.h",
    "cuda_awbarrier_primitives.h",
    "cuda_fp4.h",
    "cuda_fp6.h",
    "cuda_fp8.h",
    "cuda_pipeline.h",
    "cuda_pipeline_primitives.h",
    "mma.h",
];

/// Host-side library headers (C and C++ standard libraries, POSIX, the
/// CUDA host libraries) that `.cu` files include for their host code. cudac
/// compiles device code only and does not ship them, so `#include <vector>`
/// is skipped with a warning instead of failing the whole file; any other
/// missing `<…>` header is an error, as with nvcc.
pub fn is_host_library(name: &str) -> bool {
    let base = name.trim_start_matches("./");
    HOST_LIBRARY.binary_search(&base).is_ok()
        || ["sys/", "bits/"].iter().any(|p| base.starts_with(p))
}

/// Whether `name` is a header of CCCL (Thrust, CUB, libcu++): device code
/// whose kernels a program launches, read from the CUDA toolkit. Missing,
/// it is "file not found", never skipped: skipping it would drop the
/// kernels its algorithms launch (cuda-samples' radixSortThrust compiled
/// to no kernel with exit status 0).
pub fn is_cccl(name: &str) -> bool {
    let base = name.trim_start_matches("./");
    ["thrust/", "cub/", "cuda/", "nv/"]
        .iter()
        .any(|p| base.starts_with(p))
}

/// The host's own system include directories (gcc's defaults on Linux).
const HOST_SYSTEM_DIRS: &[&str] = &[
    "/usr/local/include",
    "/usr/include/x86_64-linux-gnu",
    "/usr/include/aarch64-linux-gnu",
    "/usr/include",
];

/// Whether `<name>` is a header of the host system (`<sched.h>`,
/// `<GL/glut.h>`, `<mpi.h>` where installed): host code's, which cudac
/// does not read (it is written for the host compiler, with its
/// extensions) and skips with a warning, as it skips the C++ library.
pub fn is_host_system_header(name: &str) -> bool {
    let base = name.trim_start_matches("./");
    !base.contains("..")
        && HOST_SYSTEM_DIRS
            .iter()
            .any(|d| std::path::Path::new(d).join(base).is_file())
}

/// Sorted (checked by a test) for binary search.
const HOST_LIBRARY: &[&str] = &[
    "algorithm",
    "any",
    "array",
    "atomic",
    "bitset",
    "cctype",
    "cerrno",
    "cfenv",
    "charconv",
    "chrono",
    "cinttypes",
    "clocale",
    "codecvt",
    "complex",
    "complex.h",
    "condition_variable",
    "csetjmp",
    "csignal",
    "ctype.h",
    "cublas.h",
    "cublasLt.h",
    "cublas_v2.h",
    "cuda_profiler_api.h",
    "cudnn.h",
    "cufft.h",
    "curand.h",
    "cusolverDn.h",
    "cusparse.h",
    "cwchar",
    "cwctype",
    "deque",
    "dirent.h",
    "errno.h",
    "exception",
    "execution",
    "fcntl.h",
    "fenv.h",
    "filesystem",
    "forward_list",
    "fstream",
    "functional",
    "future",
    "getopt.h",
    "initializer_list",
    "inttypes.h",
    "iomanip",
    "ios",
    "iosfwd",
    "iostream",
    "istream",
    "iterator",
    "limits",
    "list",
    "locale",
    "locale.h",
    "malloc.h",
    "map",
    "memory",
    "memory_resource",
    "mpi.h",
    "mutex",
    "new",
    "numeric",
    "nvToolsExt.h",
    "omp.h",
    "optional",
    "ostream",
    "pthread.h",
    "queue",
    "random",
    "ratio",
    "regex",
    "scoped_allocator",
    "set",
    "setjmp.h",
    "shared_mutex",
    "signal.h",
    "sstream",
    "stack",
    "stdbool.h",
    "stdexcept",
    "streambuf",
    "string",
    "string_view",
    "strings.h",
    "system_error",
    "thread",
    "tuple",
    "type_traits",
    "typeindex",
    "typeinfo",
    "unordered_map",
    "unordered_set",
    "utility",
    "valarray",
    "variant",
    "vector",
    "wchar.h",
    "wctype.h",
];

/// All embedded headers, (relative name, contents).
pub fn all() -> &'static [(&'static str, &'static str)] {
    table::EMBEDDED
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn preprocess_headers_ship_prelude_and_runtime() {
        for h in [
            PRELUDE,
            "cuda_runtime.h",
            "cuda.h",
            "device_launch_parameters.h",
        ] {
            assert!(find(h).is_some(), "{h} not embedded");
        }
        assert!(find(PRELUDE).is_some_and(|(_, t)| t.contains("__launch_bounds__")));
        assert!(find("vector").is_none());
    }

    #[test]
    fn host_library_list_is_sorted_and_classifies() {
        assert!(HOST_LIBRARY.windows(2).all(|w| w[0] < w[1]));
        for h in ["vector", "iostream", "strings.h", "sys/stat.h"] {
            assert!(is_host_library(h), "{h}");
        }
        // CCCL is device code: never skipped.
        for h in ["thrust/device_vector.h", "cub/cub.cuh", "cuda/std/atomic"] {
            assert!(!is_host_library(h) && is_cccl(h), "{h}");
        }
        for h in [
            "mylib.h",
            "cuda_fp16.h",
            "curand_kernel.h",
            "helper_math.h",
            "stdio.h",
            "cmath",
            "string.h",
            "time.h",
        ] {
            assert!(!is_host_library(h), "{h}");
        }
    }
}
