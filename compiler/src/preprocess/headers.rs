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

/// Looks an embedded header up by the name used in `#include`.
pub fn find(name: &str) -> Option<(&'static str, &'static str)> {
    let name = name.trim_start_matches("./");
    table::EMBEDDED
        .iter()
        .find(|(n, _)| *n == name)
        .map(|(n, text)| (*n, *text))
}

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
}
