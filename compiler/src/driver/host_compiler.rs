//! The host compiler's headers and macros, found as nvcc finds them.
//!
//! Input: `-ccbin` (a compiler or a directory holding one; else `c++`,
//! then `g++`, on `PATH`) and the `-std` level. Output: a
//! `preprocess::HostHeaders`: the compiler's `<…>` search directories in
//! its order and the macros it predefines for that standard, as
//! `<cc> -std=… -E -dM -v -x c++ /dev/null` reports them.
//!
//! nvcc preprocesses device code with the host compiler, so device code
//! sees the host's libstdc++, glibc and macros (`__GNUC__`, `__x86_64__`);
//! cudac reads the same files with its own preprocessor and needs the same
//! two lists. Asking the compiler costs a process (~15 ms), so the answer
//! is cached: in memory per process, and on disk per compiler (path, size,
//! modification time) and standard, under `$CUDAC_CACHE_DIR`, else
//! `$XDG_CACHE_HOME/cudac`, else `~/.cache/cudac` (`CUDAC_CACHE_DIR` set
//! but empty: none). A cache that cannot be read or written is ignored (the
//! compiler is asked again).
//!
//! Invariant: the result is exactly what the compiler said, or an error
//! naming the compiler and why it could not be asked; never a guess.

use crate::preprocess::HostHeaders;
use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex, OnceLock};

/// What each (compiler, standard) said, in this process.
type Answers = HashMap<(PathBuf, String), Arc<HostHeaders>>;

/// Asks (or remembers) the host compiler `ccbin` names for `std`
/// (`c++17`).
pub fn probe(ccbin: Option<&Path>, std: &str) -> Result<Arc<HostHeaders>, String> {
    let compiler = find_compiler(ccbin)?;
    let key = (compiler.clone(), std.to_string());
    static MEMORY: OnceLock<Mutex<Answers>> = OnceLock::new();
    let memory = MEMORY.get_or_init(Default::default);
    if let Some(h) = memory.lock().ok().and_then(|m| m.get(&key).cloned()) {
        return Ok(h);
    }
    let cache = cache_file(&compiler, std);
    let headers = match cache.as_ref().and_then(|c| std::fs::read_to_string(c).ok()) {
        Some(text) => parse_cache(&text),
        None => {
            let h = ask(&compiler, std)?;
            if let Some(c) = &cache {
                write_cache(c, &h);
            }
            h
        }
    };
    let headers = Arc::new(headers);
    if let Ok(mut m) = memory.lock() {
        m.insert(key, headers.clone());
    }
    Ok(headers)
}

/// The compiler nvcc would run: `-ccbin`'s file, or a C++ compiler in
/// `-ccbin`'s directory, or `c++`/`g++` on `PATH`.
fn find_compiler(ccbin: Option<&Path>) -> Result<PathBuf, String> {
    const NAMES: &[&str] = &["c++", "g++", "clang++"];
    match ccbin {
        Some(p) if p.is_dir() => NAMES
            .iter()
            .map(|n| p.join(n))
            .find(|c| c.is_file())
            .ok_or_else(|| format!("no host compiler (c++, g++) in '{}'", p.display())),
        Some(p) if p.components().count() > 1 => {
            if p.is_file() {
                Ok(p.to_path_buf())
            } else {
                Err(format!("host compiler '{}' not found", p.display()))
            }
        }
        Some(p) => on_path(p.as_os_str().to_str().unwrap_or(""))
            .ok_or_else(|| format!("host compiler '{}' not found on PATH", p.display())),
        None => NAMES
            .iter()
            .take(2)
            .find_map(|n| on_path(n))
            .ok_or_else(|| "no host compiler ('c++' or 'g++') on PATH".to_string()),
    }
}

fn on_path(name: &str) -> Option<PathBuf> {
    let path = std::env::var_os("PATH")?;
    std::env::split_paths(&path)
        .map(|d| d.join(name))
        .find(|c| c.is_file())
}

/// Runs the compiler once for its search list and macros.
fn ask(compiler: &Path, std: &str) -> Result<HostHeaders, String> {
    let out = std::process::Command::new(compiler)
        .args([
            &format!("-std={std}"),
            "-E",
            "-dM",
            "-v",
            "-x",
            "c++",
            "/dev/null",
        ])
        .stdin(std::process::Stdio::null())
        .output()
        .map_err(|e| format!("cannot run host compiler '{}': {e}", compiler.display()))?;
    if !out.status.success() {
        let why = String::from_utf8_lossy(&out.stderr);
        let last = why.lines().last().unwrap_or("").trim().to_string();
        return Err(format!(
            "host compiler '{}' failed to report its headers for -std={std}: {last}",
            compiler.display()
        ));
    }
    let headers = HostHeaders {
        include_dirs: search_list(&String::from_utf8_lossy(&out.stderr)),
        macros: macro_list(&String::from_utf8_lossy(&out.stdout)),
        toolkit_version: None,
    };
    if headers.include_dirs.is_empty() {
        return Err(format!(
            "host compiler '{}' reported no include directories",
            compiler.display()
        ));
    }
    Ok(headers)
}

/// The `#include <...>` directories of `-v`'s report, in order.
fn search_list(report: &str) -> Vec<PathBuf> {
    report
        .lines()
        .skip_while(|l| !l.starts_with("#include <...> search starts here:"))
        .skip(1)
        .take_while(|l| !l.starts_with("End of search list."))
        // macOS marks framework directories; they hold no C++ headers.
        .filter(|l| !l.ends_with("(framework directory)"))
        .map(|l| normalise(Path::new(l.trim())))
        .collect()
}

/// `/usr/lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12` as
/// `/usr/include/c++/12`: diagnostics name the file as a user knows it.
fn normalise(p: &Path) -> PathBuf {
    // (A relative directory, which only a stand-in compiler reports,
    // stays relative, as the user wrote it.)
    if p.is_relative() {
        return p.to_path_buf();
    }
    std::fs::canonicalize(p).unwrap_or_else(|_| p.to_path_buf())
}

/// `-dM`'s `#define NAME BODY` lines as (name with any parameter list,
/// body).
fn macro_list(text: &str) -> Vec<(String, String)> {
    text.lines()
        .filter_map(|l| l.strip_prefix("#define "))
        .map(|rest| {
            // The name runs to the first blank outside its parameter list.
            let end = match (rest.find('('), rest.find(' ')) {
                (Some(p), Some(s)) if p < s => {
                    rest[p..].find(')').map_or(rest.len(), |c| p + c + 1)
                }
                (_, Some(s)) => s,
                (_, None) => rest.len(),
            };
            let (name, body) = rest.split_at(end);
            (name.to_string(), body.trim().to_string())
        })
        .collect()
}

/// cudac's cache directory (also the preprocessor's prelude snapshots');
/// `CUDAC_CACHE_DIR` set but empty: no cache.
pub(crate) fn cache_dir() -> Option<PathBuf> {
    if let Some(d) = std::env::var_os("CUDAC_CACHE_DIR") {
        return (!d.is_empty()).then(|| PathBuf::from(d));
    }
    if let Some(d) = std::env::var_os("XDG_CACHE_HOME") {
        return Some(PathBuf::from(d).join("cudac"));
    }
    std::env::var_os("HOME").map(|h| PathBuf::from(h).join(".cache").join("cudac"))
}

/// The cache file for one compiler binary (as it is now) and standard.
fn cache_file(compiler: &Path, std: &str) -> Option<PathBuf> {
    let (len, mtime) = crate::preprocess::file_stamp(compiler)?;
    let key = format!("{}\0{len}\0{mtime}\0{std}", compiler.display());
    let hash = crate::preprocess::fnv(key.as_bytes());
    Some(cache_dir()?.join(format!("host-{hash:016x}.txt")))
}

/// One line per directory (`I dir`), then one per macro (`D name`, a
/// tab, its body: a parameter list may hold blanks).
fn write_cache(path: &Path, h: &HostHeaders) {
    let mut text = String::new();
    for d in &h.include_dirs {
        text.push_str(&format!("I {}\n", d.display()));
    }
    for (n, b) in &h.macros {
        text.push_str(&format!("D {n}\t{b}\n"));
    }
    // Written whole and renamed, so a concurrent reader never sees half.
    let tmp = path.with_extension(format!("tmp{}", std::process::id()));
    let ok = path
        .parent()
        .is_some_and(|d| std::fs::create_dir_all(d).is_ok())
        && std::fs::write(&tmp, text).is_ok()
        && std::fs::rename(&tmp, path).is_ok();
    if !ok {
        let _ = std::fs::remove_file(&tmp);
    }
}

fn parse_cache(text: &str) -> HostHeaders {
    let mut h = HostHeaders::default();
    for line in text.lines() {
        if let Some(d) = line.strip_prefix("I ") {
            h.include_dirs.push(PathBuf::from(d));
        } else if let Some(m) = line.strip_prefix("D ") {
            let (n, b) = m.split_once('\t').unwrap_or((m, ""));
            h.macros.push((n.to_string(), b.to_string()));
        }
    }
    h
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_gccs_search_list_and_macros() {
        let report = "ignoring nonexistent directory \"/x\"\n#include \"...\" search starts here:\n#include <...> search starts here:\n /nonexistent/c++/12\n /usr/include\nEnd of search list.\n";
        assert_eq!(
            search_list(report),
            [
                PathBuf::from("/nonexistent/c++/12"),
                PathBuf::from("/usr/include")
            ]
        );
        let macros = macro_list("#define __GNUC__ 12\n#define __has_include(STR) __has_include__(STR)\n#define __STDC__\n#define __VERSION__ \"12.2 (Debian)\"\n");
        assert_eq!(
            macros,
            [
                ("__GNUC__".to_string(), "12".to_string()),
                (
                    "__has_include(STR)".to_string(),
                    "__has_include__(STR)".to_string()
                ),
                ("__STDC__".to_string(), String::new()),
                ("__VERSION__".to_string(), "\"12.2 (Debian)\"".to_string()),
            ]
        );
    }

    #[test]
    fn cache_text_round_trips() {
        let h = HostHeaders {
            include_dirs: vec![PathBuf::from("/a b/c"), PathBuf::from("/usr/include")],
            macros: vec![
                ("X".to_string(), String::new()),
                ("F(a, b)".to_string(), "((a) + (b))".to_string()),
            ],
            toolkit_version: None,
        };
        let dir = std::env::temp_dir().join(format!("cudac-host-cache-{}", std::process::id()));
        let file = dir.join("host-test.txt");
        write_cache(&file, &h);
        let back = parse_cache(&std::fs::read_to_string(&file).unwrap());
        assert_eq!(back, h);
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn a_missing_compiler_is_an_error_naming_it() {
        let e = find_compiler(Some(Path::new("/nonexistent/bin/g++"))).unwrap_err();
        assert!(e.contains("/nonexistent/bin/g++"), "{e}");
        let e = find_compiler(Some(Path::new("no-such-compiler-xyz"))).unwrap_err();
        assert!(e.contains("no-such-compiler-xyz"), "{e}");
    }
}

#[cfg(test)]
mod probe_tests {
    use super::*;

    /// The real host compiler, where the machine has one (CI does:
    /// `cargo xtask setup` installs g++).
    #[test]
    fn the_host_compiler_reports_its_headers_and_macros() {
        let Some(gxx) = on_path("g++") else {
            eprintln!("skipped: no g++ on PATH");
            return;
        };
        let h = ask(&gxx, "c++17").unwrap();
        assert!(
            h.include_dirs.iter().any(|d| d.join("stdlib.h").is_file()),
            "{h:?}"
        );
        let gnuc = h.macros.iter().find(|(n, _)| n == "__GNUC__");
        assert!(
            gnuc.is_some_and(|(_, b)| b.parse::<u32>().is_ok()),
            "{gnuc:?}"
        );
        let cxx = h.macros.iter().find(|(n, _)| n == "__cplusplus");
        assert_eq!(cxx.map(|(_, b)| b.as_str()), Some("201703L"));
    }
}
