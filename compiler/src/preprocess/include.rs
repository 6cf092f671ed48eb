//! Where `#include` and `__has_include` find their files.
//!
//! Input: the header name, its form (`"…"` or `<…>`), the including file's
//! directory, the `-I` and `-isystem` lists. Output: a file on disk (and
//! whether it is a system header) or an embedded header, or the list of
//! places searched (for the "not found" note).
//! Invariants: `"…"` searches the including file's directory, then `-I`,
//! then `-isystem`, then the embedded headers; `<…>` searches `-I`, then
//! `-isystem`, then the embedded headers (gcc's order). An embedded
//! header's own `"…"` includes resolve among the embedded headers first.
//! A file is a system header when found in an `-isystem` directory, or
//! next to a system header through `"…"`.

use super::headers;
use std::path::{Path, PathBuf};

#[derive(Clone, Debug)]
pub enum Found {
    /// (path, is a system header).
    Disk(PathBuf, bool),
    /// (name relative to `runtime-headers/`, contents).
    Embedded(&'static str, &'static str),
}

/// Where the including file lives, for `"…"` lookups.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Origin {
    /// (directory, the including file is a system header).
    Dir(PathBuf, bool),
    Embedded,
    /// Built-in text (predefines, command line): no directory of its own.
    None,
}

/// The directories searched after the including file's own.
#[derive(Clone, Copy, Debug, Default)]
pub struct SearchPath<'a> {
    /// `-I`
    pub user: &'a [PathBuf],
    /// `-isystem`
    pub system: &'a [PathBuf],
}

pub fn search(
    name: &str,
    angled: bool,
    origin: &Origin,
    dirs: SearchPath,
) -> Result<Found, Vec<String>> {
    let mut searched = Vec::new();
    let path = Path::new(name);
    if name.is_empty() {
        return Err(searched);
    }
    if path.is_absolute() {
        return if path.is_file() {
            Ok(Found::Disk(path.to_path_buf(), false))
        } else {
            Err(vec![name.to_string()])
        };
    }
    if !angled {
        match origin {
            Origin::Dir(d, system) => {
                let p = d.join(path);
                if p.is_file() {
                    if headers::is_toolkit_header(name) && is_toolkit_dir(d) {
                        if let Some((n, t)) = headers::find(name) {
                            return Ok(Found::Embedded(n, t));
                        }
                    }
                    return Ok(Found::Disk(p, *system));
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
    let tagged = dirs.user.iter().map(|d| (d, false));
    for (d, system) in tagged.chain(dirs.system.iter().map(|d| (d, true))) {
        let p = d.join(path);
        if p.is_file() {
            // cudac's version of a toolkit header wins over the toolkit's
            // own (`-I /usr/local/cuda/include`).
            if headers::is_toolkit_header(name) && is_toolkit_dir(d) {
                if let Some((n, t)) = headers::find(name) {
                    return Ok(Found::Embedded(n, t));
                }
            }
            return Ok(Found::Disk(p, system));
        }
        searched.push(display_dir(d));
    }
    if let Some((n, t)) = headers::find(name) {
        return Ok(Found::Embedded(n, t));
    }
    searched.push("<cudac runtime headers>".to_string());
    Err(searched)
}

/// Whether directory `d` is a CUDA toolkit's include directory (it has
/// the runtime API's headers).
fn is_toolkit_dir(d: &Path) -> bool {
    d.join("cuda_runtime_api.h").is_file() && d.join("driver_types.h").is_file()
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
        let none = SearchPath::default();
        match search("cuda_runtime.h", true, &Origin::None, none) {
            Ok(Found::Embedded(n, _)) => assert_eq!(n, "cuda_runtime.h"),
            other => panic!("{other:?}"),
        }
        match search(
            "cuda_runtime.h",
            false,
            &Origin::Dir(dir.clone(), false),
            none,
        ) {
            Ok(Found::Disk(p, false)) => assert_eq!(p, dir.join("cuda_runtime.h")),
            other => panic!("{other:?}"),
        }
        let dirs = std::slice::from_ref(&dir);
        let user = SearchPath {
            user: dirs,
            system: &[],
        };
        match search("cuda_runtime.h", true, &Origin::None, user) {
            Ok(Found::Disk(_, false)) => {}
            other => panic!("{other:?}"),
        }
        let system = SearchPath {
            user: &[],
            system: dirs,
        };
        match search("cuda_runtime.h", true, &Origin::None, system) {
            Ok(Found::Disk(_, true)) => {}
            other => panic!("{other:?}"),
        }
        // A "…" include next to a system header is a system header too.
        match search(
            "cuda_runtime.h",
            false,
            &Origin::Dir(dir.clone(), true),
            none,
        ) {
            Ok(Found::Disk(_, true)) => {}
            other => panic!("{other:?}"),
        }
        let err = search("nope.h", false, &Origin::Dir(dir.clone(), false), none).unwrap_err();
        assert_eq!(err.len(), 2);
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
