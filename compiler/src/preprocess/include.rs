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
use std::cell::RefCell;
use std::path::{Path, PathBuf};

/// Every file-existence test a search made, with its answer: what a
/// snapshot of the prelude (`snapshot`) depends on besides the files it
/// read (a header that appears earlier on the search path changes it).
#[derive(Debug, Default)]
pub struct Probes(pub RefCell<rustc_hash::FxHashMap<PathBuf, bool>>);

#[derive(Clone, Debug)]
pub enum Found {
    /// (path, is a system header, the search-path slot it was found in:
    /// `#include_next` goes on after it).
    Disk(PathBuf, bool, Option<usize>),
    /// (name relative to `runtime-headers/`, contents).
    Embedded(&'static str, &'static str),
}

/// Where the including file lives, for `"…"` lookups.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Origin {
    /// (directory, the including file is a system header, the search-path
    /// slot it was found in).
    Dir(PathBuf, bool, Option<usize>),
    Embedded,
    /// Built-in text (predefines, command line): no directory of its own.
    None,
}

/// The directories searched after the including file's own.
///
/// Their slots, which `#include_next` counts: `-I` directories, then
/// `-isystem` ones, then cudac's embedded headers (one slot), then the
/// host compiler's directories.
#[derive(Clone, Copy, Debug, Default)]
pub struct SearchPath<'a> {
    /// `-I`
    pub user: &'a [PathBuf],
    /// `-isystem`
    pub system: &'a [PathBuf],
    /// The host compiler's `<…>` directories (`PpOptions::host`). With
    /// them, cudac's own C library headers are not used: the host's are.
    pub host: Option<&'a [PathBuf]>,
    /// Where to record the file tests made (`Probes`), when wanted.
    pub probes: Option<&'a Probes>,
}

impl SearchPath<'_> {
    /// Whether `p` is a file, recorded in `probes`.
    fn is_file(&self, p: &Path) -> bool {
        let yes = p.is_file();
        if let Some(probes) = self.probes {
            probes.0.borrow_mut().insert(p.to_path_buf(), yes);
        }
        yes
    }

    /// Whether directory `d` is a CUDA toolkit's include directory (it has
    /// the runtime API's headers).
    fn is_toolkit_dir(&self, d: &Path) -> bool {
        self.is_file(&d.join("cuda_runtime_api.h")) && self.is_file(&d.join("driver_types.h"))
    }

    /// Whether `d` is a CUDA toolkit's include directory or CUDA 13's
    /// `include/cccl` beside it: what is found there is the toolkit's
    /// library however the directory was named (`-I /usr/local/cuda/include`
    /// or `$CUDA_HOME`).
    pub(super) fn is_toolkit_include(&self, d: &Path) -> bool {
        self.is_toolkit_dir(d)
            || (d.file_name().is_some_and(|n| n == "cccl")
                && d.parent().is_some_and(|p| self.is_toolkit_dir(p)))
    }

    fn embedded_slot(&self) -> usize {
        self.user.len() + self.system.len()
    }

    /// An embedded header by name: in host mode only the compiler's own
    /// headers (the toolkit's and the prelude), never its fallback libc.
    fn embedded(&self, name: &str) -> Option<(&'static str, &'static str)> {
        match self.host {
            Some(_) if headers::is_fallback_libc(name) => None,
            _ => headers::find(name),
        }
    }
}

/// Finds `name`. `next` is `#include_next`'s starting slot (the one after
/// the including file's); the including file's own directory is then not
/// searched.
pub fn search(
    name: &str,
    angled: bool,
    origin: &Origin,
    dirs: SearchPath,
    next: Option<usize>,
) -> Result<Found, Vec<String>> {
    let mut searched = Vec::new();
    let path = Path::new(name);
    if name.is_empty() {
        return Err(searched);
    }
    if path.is_absolute() {
        return if dirs.is_file(path) {
            Ok(Found::Disk(path.to_path_buf(), false, None))
        } else {
            Err(vec![name.to_string()])
        };
    }
    if !angled && next.is_none() {
        match origin {
            Origin::Dir(d, system, slot) => {
                let p = d.join(path);
                if dirs.is_file(&p) {
                    if headers::is_toolkit_header(name) && dirs.is_toolkit_dir(d) {
                        if let Some((n, t)) = headers::find(name) {
                            return Ok(Found::Embedded(n, t));
                        }
                    }
                    return Ok(Found::Disk(p, *system, *slot));
                }
                searched.push(display_dir(d));
            }
            Origin::Embedded => {
                if let Some((n, t)) = dirs.embedded(name) {
                    return Ok(Found::Embedded(n, t));
                }
            }
            Origin::None => {}
        }
    }
    let from = next.unwrap_or(0);
    let tagged = dirs.user.iter().map(|d| (d, false));
    let before = tagged.chain(dirs.system.iter().map(|d| (d, true)));
    for (slot, (d, system)) in before.enumerate().skip(from) {
        let p = d.join(path);
        if dirs.is_file(&p) {
            // cudac's version of a toolkit header wins over the toolkit's
            // own (`-I /usr/local/cuda/include`).
            if headers::is_toolkit_header(name) && dirs.is_toolkit_dir(d) {
                if let Some((n, t)) = headers::find(name) {
                    return Ok(Found::Embedded(n, t));
                }
            }
            return Ok(Found::Disk(p, system, Some(slot)));
        }
        searched.push(display_dir(d));
    }
    let embedded = dirs.embedded_slot();
    if from <= embedded {
        if let Some((n, t)) = dirs.embedded(name) {
            return Ok(Found::Embedded(n, t));
        }
        searched.push("<cudac runtime headers>".to_string());
    }
    for (i, d) in dirs.host.unwrap_or(&[]).iter().enumerate() {
        let slot = embedded + 1 + i;
        if slot < from {
            continue;
        }
        let p = d.join(path);
        if dirs.is_file(&p) {
            return Ok(Found::Disk(p, true, Some(slot)));
        }
        searched.push(display_dir(d));
    }
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

    /// A search path of `-I` directories only.
    fn user_dirs(dirs: &[PathBuf]) -> SearchPath<'_> {
        SearchPath {
            user: dirs,
            system: &[],
            host: None,
            probes: None,
        }
    }

    #[test]
    fn angled_falls_back_to_embedded_and_quoted_prefers_own_dir() {
        let dir = std::env::temp_dir().join(format!("cudac-pp-inc-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        std::fs::write(dir.join("cuda_runtime.h"), "// shadow\n").unwrap();
        let none = SearchPath::default();
        match search("cuda_runtime.h", true, &Origin::None, none, None) {
            Ok(Found::Embedded(n, _)) => assert_eq!(n, "cuda_runtime.h"),
            other => panic!("{other:?}"),
        }
        match search(
            "cuda_runtime.h",
            false,
            &Origin::Dir(dir.clone(), false, None),
            none,
            None,
        ) {
            Ok(Found::Disk(p, false, None)) => assert_eq!(p, dir.join("cuda_runtime.h")),
            other => panic!("{other:?}"),
        }
        let dirs = std::slice::from_ref(&dir);
        let user = user_dirs(dirs);
        match search("cuda_runtime.h", true, &Origin::None, user, None) {
            Ok(Found::Disk(_, false, Some(0))) => {}
            other => panic!("{other:?}"),
        }
        let system = SearchPath {
            user: &[],
            system: dirs,
            host: None,
            probes: None,
        };
        match search("cuda_runtime.h", true, &Origin::None, system, None) {
            Ok(Found::Disk(_, true, Some(0))) => {}
            other => panic!("{other:?}"),
        }
        // A "…" include next to a system header is a system header too.
        match search(
            "cuda_runtime.h",
            false,
            &Origin::Dir(dir.clone(), true, None),
            none,
            None,
        ) {
            Ok(Found::Disk(_, true, None)) => {}
            other => panic!("{other:?}"),
        }
        let err = search(
            "nope.h",
            false,
            &Origin::Dir(dir.clone(), false, None),
            none,
            None,
        )
        .unwrap_err();
        assert_eq!(err.len(), 2);
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn a_toolkit_dir_gives_cudacs_runtime_headers_but_its_own_fp8() {
        let dir = std::env::temp_dir().join(format!("cudac-pp-tk-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        for f in [
            "cuda_runtime_api.h",
            "driver_types.h",
            "cuda_runtime.h",
            "cuda_fp8.h",
        ] {
            std::fs::write(dir.join(f), "// toolkit\n").unwrap();
        }
        let user = user_dirs(std::slice::from_ref(&dir));
        // `-I <toolkit>/include`: cudac's runtime header wins…
        match search("cuda_runtime.h", true, &Origin::None, user, None) {
            Ok(Found::Embedded(n, _)) => assert_eq!(n, "cuda_runtime.h"),
            other => panic!("{other:?}"),
        }
        // …but the fp8 types are the toolkit's (cudac's header only
        // passes the include on, which from its own slot would miss this
        // directory).
        match search("cuda_fp8.h", true, &Origin::None, user, None) {
            Ok(Found::Disk(p, false, Some(0))) => assert_eq!(p, dir.join("cuda_fp8.h")),
            other => panic!("{other:?}"),
        }
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
