//! Small process and filesystem helpers.

use std::path::{Path, PathBuf};
use std::process::{Command, ExitStatus};

pub type Result<T = ()> = std::result::Result<T, String>;

/// The repository root (the parent of `xtask/`).
pub fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("xtask lives one level below the repository root")
        .to_path_buf()
}

/// The `cargo` that runs us (so toolchain overrides carry over).
pub fn cargo() -> Command {
    let mut c = Command::new(std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into()));
    c.current_dir(root());
    c
}

/// Shell-ish rendering of a command, for messages.
pub fn show(cmd: &Command) -> String {
    let mut s = cmd.get_program().to_string_lossy().into_owned();
    for a in cmd.get_args() {
        let a = a.to_string_lossy();
        if a.is_empty() || a.contains(|c: char| c.is_whitespace() || "'\"$;&|<>*?".contains(c)) {
            s += &format!(" '{}'", a.replace('\'', r"'\''"));
        } else {
            s += " ";
            s += &a;
        }
    }
    s
}

/// Runs `cmd` with inherited stdio; an error if it cannot start or fails.
pub fn run(cmd: &mut Command) -> Result {
    println!("$ {}", show(cmd));
    let status = status(cmd)?;
    if status.success() {
        Ok(())
    } else {
        Err(format!("`{}` failed ({})", show(cmd), describe(status)))
    }
}

pub fn status(cmd: &mut Command) -> Result<ExitStatus> {
    cmd.status()
        .map_err(|e| format!("cannot run `{}`: {e}", show(cmd)))
}

/// Runs `cmd` capturing output; Ok((success, stdout+stderr)).
pub fn capture(cmd: &mut Command) -> Result<(bool, String)> {
    let out = cmd
        .output()
        .map_err(|e| format!("cannot run `{}`: {e}", show(cmd)))?;
    let mut text = String::from_utf8_lossy(&out.stdout).into_owned();
    text += &String::from_utf8_lossy(&out.stderr);
    Ok((out.status.success(), text))
}

pub fn describe(status: ExitStatus) -> String {
    match status.code() {
        Some(c) => format!("exit status {c}"),
        None => format!("{status}"),
    }
}

/// Whether `prog` is on PATH (or is an existing path).
pub fn which(prog: &str) -> Option<PathBuf> {
    if prog.contains('/') {
        let p = PathBuf::from(prog);
        return p.is_file().then_some(p);
    }
    std::env::split_paths(&std::env::var_os("PATH")?)
        .map(|d| d.join(prog))
        .find(|p| p.is_file())
}

/// `path` relative to the repository root when it is inside it.
pub fn rel(path: &Path) -> String {
    path.strip_prefix(root())
        .unwrap_or(path)
        .display()
        .to_string()
}

pub fn write(path: &Path, text: &str) -> Result {
    if let Some(dir) = path.parent() {
        mkdirs(dir)?;
    }
    std::fs::write(path, text).map_err(|e| format!("cannot write {}: {e}", path.display()))
}

pub fn mkdirs(dir: &Path) -> Result {
    std::fs::create_dir_all(dir).map_err(|e| format!("cannot create {}: {e}", dir.display()))
}

pub fn remove_dir(dir: &Path) -> Result {
    match std::fs::remove_dir_all(dir) {
        Err(e) if e.kind() != std::io::ErrorKind::NotFound => {
            Err(format!("cannot remove {}: {e}", dir.display()))
        }
        _ => Ok(()),
    }
}

pub fn set_executable(path: &Path) -> Result {
    use std::os::unix::fs::PermissionsExt;
    let mut perm = std::fs::metadata(path)
        .map_err(|e| format!("{}: {e}", path.display()))?
        .permissions();
    perm.set_mode(perm.mode() | 0o755);
    std::fs::set_permissions(path, perm).map_err(|e| format!("chmod {}: {e}", path.display()))
}

/// The first `max` lines of `text`, with a note about what was left out.
pub fn head(text: &str, max: usize) -> String {
    let total = text.lines().count();
    if total <= max {
        return text.to_string();
    }
    let mut out: String = text.lines().take(max).map(|l| format!("{l}\n")).collect();
    out += &format!(
        "... ({} more lines; --full shows everything)\n",
        total - max
    );
    out
}

/// Whether this runs on CI (`CI` set, and not to `false` or `0`): checks
/// that may skip on a developer's machine must run there.
pub fn is_ci() -> bool {
    std::env::var_os("CI").is_some_and(|v| !v.is_empty() && v != "false" && v != "0")
}

/// The sorted `samples/*.cu` files.
pub fn samples() -> Result<Vec<PathBuf>> {
    cu_files(&root().join("samples"))
}

/// The `.cu` files directly in `dir`, sorted.
pub fn cu_files(dir: &Path) -> Result<Vec<PathBuf>> {
    let mut v: Vec<PathBuf> = std::fs::read_dir(dir)
        .map_err(|e| format!("cannot read {}: {e}", dir.display()))?
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "cu"))
        .collect();
    v.sort();
    Ok(v)
}

/// Appends one row, after a `unix_time` column, to the tab-separated
/// file `path`, writing the header first when the file is new: the
/// history files that long runs (fuzzing, sweeps) are added up from.
pub fn append_tsv(path: &Path, header: &[&str], row: &[String]) -> Result {
    use std::io::Write;
    let new = !path.exists();
    let mut f = std::fs::OpenOptions::new()
        .create(true)
        .append(true)
        .open(path)
        .map_err(|e| format!("{}: {e}", path.display()))?;
    let stamp = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs());
    let mut text = String::new();
    if new {
        text.push_str(&format!("unix_time\t{}\n", header.join("\t")));
    }
    text.push_str(&format!("{stamp}\t{}\n", row.join("\t")));
    f.write_all(text.as_bytes())
        .map_err(|e| format!("{}: {e}", path.display()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn head_truncates() {
        assert_eq!(head("a\nb\n", 5), "a\nb\n");
        assert_eq!(
            head("a\nb\nc\n", 2),
            "a\nb\n... (1 more lines; --full shows everything)\n"
        );
    }

    #[test]
    fn show_quotes() {
        let mut c = Command::new("echo");
        c.args(["a b", "c", "it's"]);
        assert_eq!(show(&c), r"echo 'a b' c 'it'\''s'");
    }
}
