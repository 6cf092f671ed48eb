//! Where `#include` and `__has_include` find their files.
//!
//! Input: the header name, its form (`"…"` or `<…>`), the including file's
//! directory, the `-I` list. Output: a file on disk or an embedded header,
//! or the list of places searched (for the "not found" note).
//! Invariants: `"…"` searches the including file's directory, then `-I`,
//! then the embedded headers; `<…>` searches `-I`, then the embedded
//! headers. An embedded header's own `"…"` includes resolve among the
//! embedded headers first.

use super::headers;
use std::path::{Path, PathBuf};

#[derive(Clone, Debug)]
pub enum Found {
    Disk(PathBuf),
    /// (name relative to `runtime-headers/`, contents).
    Embedded(&'static str, &'static str),
}

/// Where the including file lives, for `"…"` lookups.
#[derive(Clone, Debug)]
pub enum Origin {
    Dir(PathBuf),
    Embedded,
    /// Built-in text (predefines, command line): no directory of its own.
    None,
}

pub fn search(
    name: &str,
    angled: bool,
    origin: &Origin,
    include_dirs: &[PathBuf],
) -> Result<Found, Vec<String>> {
    let mut searched = Vec::new();
    let path = Path::new(name);
    if name.is_empty() {
        return Err(searched);
    }
    if path.is_absolute() {
        return if path.is_file() {
            Ok(Found::Disk(path.to_path_buf()))
        } else {
            Err(vec![name.to_string()])
        };
    }
    if !angled {
        match origin {
            Origin::Dir(d) => {
                let p = d.join(path);
                if p.is_file() {
                    return Ok(Found::Disk(p));
                }
                searched.push(display_dir(d));
            }
            Origin::Embedded => {
                if let Some((n, t)) = headers::find(name) {
                    return Ok(Found::Embedded(n, t));
                }
            }
            Origin::None => {}
        }
    }
    for d in include_dirs {
        let p = d.join(path);
        if p.is_file() {
            return Ok(Found::Disk(p));
        }
        searched.push(display_dir(d));
    }
    if let Some((n, t)) = headers::find(name) {
        return Ok(Found::Embedded(n, t));
    }
    searched.push("<cudac runtime headers>".to_string());
    Err(searched)
}

fn display_dir(d: &Path) -> String {
    if d.as_os_str().is_empty() {
        ".".to_string()
    } else {
        d.display().to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn angled_falls_back_to_embedded_and_quoted_prefers_own_dir() {
        let dir = std::env::temp_dir().join(format!("cudac-pp-inc-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        std::fs::write(dir.join("cuda_runtime.h"), "// shadow\n").unwrap();
        match search("cuda_runtime.h", true, &Origin::None, &[]) {
            Ok(Found::Embedded(n, _)) => assert_eq!(n, "cuda_runtime.h"),
            other => panic!("{other:?}"),
        }
        match search("cuda_runtime.h", false, &Origin::Dir(dir.clone()), &[]) {
            Ok(Found::Disk(p)) => assert_eq!(p, dir.join("cuda_runtime.h")),
            other => panic!("{other:?}"),
        }
        match search(
            "cuda_runtime.h",
            true,
            &Origin::None,
            std::slice::from_ref(&dir),
        ) {
            Ok(Found::Disk(_)) => {}
            other => panic!("{other:?}"),
        }
        let err = search("nope.h", false, &Origin::Dir(dir.clone()), &[]).unwrap_err();
        assert_eq!(err.len(), 2);
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
