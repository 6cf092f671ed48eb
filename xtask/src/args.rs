//! A tiny argument parser: `--name value`, `--name=value`, boolean flags and
//! positionals, with an error for anything left unrecognised.

#[derive(Debug)]
pub struct Args {
    items: Vec<String>,
}

impl Args {
    pub fn new(items: Vec<String>) -> Self {
        Args { items }
    }

    /// Removes `--name` and reports whether it was present.
    pub fn flag(&mut self, name: &str) -> bool {
        let before = self.items.len();
        self.items.retain(|a| a != name);
        self.items.len() != before
    }

    /// Removes `--name VALUE` or `--name=VALUE` (last one wins).
    pub fn opt(&mut self, name: &str) -> Result<Option<String>, String> {
        let mut found = None;
        let mut i = 0;
        let prefix = format!("{name}=");
        while i < self.items.len() {
            if self.items[i] == name {
                if i + 1 >= self.items.len() {
                    return Err(format!("{name} needs a value"));
                }
                found = Some(self.items.remove(i + 1));
                self.items.remove(i);
            } else if let Some(v) = self.items[i].strip_prefix(&prefix) {
                found = Some(v.to_string());
                self.items.remove(i);
            } else {
                i += 1;
            }
        }
        Ok(found)
    }

    /// Like [`Args::opt`] but parsed as a positive integer.
    pub fn opt_count(&mut self, name: &str, default: usize) -> Result<usize, String> {
        match self.opt(name)? {
            None => Ok(default),
            Some(v) => v
                .parse::<usize>()
                .ok()
                .filter(|n| *n > 0)
                .ok_or_else(|| format!("{name}: expected a positive number, got {v:?}")),
        }
    }

    /// The remaining arguments, as they are (passed on to another tool).
    pub fn into_items(self) -> Vec<String> {
        self.items
    }

    /// The remaining arguments, all of which must be positionals.
    pub fn positionals(self) -> Result<Vec<String>, String> {
        if let Some(bad) = self
            .items
            .iter()
            .find(|a| a.starts_with('-') && a.len() > 1)
        {
            return Err(format!("unknown option {bad}"));
        }
        Ok(self.items)
    }

    /// The remaining arguments; there must be none.
    pub fn finish(self) -> Result<(), String> {
        match self.positionals()?.first() {
            Some(extra) => Err(format!("unexpected argument {extra}")),
            None => Ok(()),
        }
    }
}

/// Splits `run`'s arguments: xtask options (`--out-dir DIR`, `--full`) before
/// the input file; everything after the file goes to cudac untouched.
#[derive(Debug, PartialEq)]
pub struct RunArgs {
    pub file: String,
    pub out_dir: Option<String>,
    pub full: bool,
    pub cudac_args: Vec<String>,
}

pub fn parse_run(items: Vec<String>) -> Result<RunArgs, String> {
    let mut out_dir = None;
    let mut full = false;
    let mut it = items.into_iter();
    while let Some(a) = it.next() {
        match a.as_str() {
            "--out-dir" => out_dir = Some(it.next().ok_or("--out-dir needs a value")?),
            "--full" => full = true,
            _ if a.starts_with("--out-dir=") => out_dir = Some(a["--out-dir=".len()..].to_string()),
            _ if a.starts_with('-') => {
                return Err(format!(
                    "unknown option {a} before the input file (cudac options go after FILE.cu)"
                ))
            }
            _ => {
                return Ok(RunArgs {
                    file: a,
                    out_dir,
                    full,
                    cudac_args: it.collect(),
                })
            }
        }
    }
    Err(
        "missing input file: cargo xtask run [--out-dir DIR] [--full] FILE.cu [CUDAC ARGS...]"
            .into(),
    )
}

/// The `sm_XX` named by `-arch=sm_XX`, `-arch sm_XX`, `--arch sm_XX` or
/// `--gpu-architecture=sm_XX` in a cudac/nvcc-style argument list.
pub fn find_arch(args: &[String]) -> Option<String> {
    let names = ["-arch", "--arch", "--gpu-architecture"];
    let mut it = args.iter();
    let mut found = None;
    while let Some(a) = it.next() {
        if names.contains(&a.as_str()) {
            found = it.next().cloned();
        } else if let Some((k, v)) = a.split_once('=') {
            if names.contains(&k) {
                found = Some(v.to_string());
            }
        }
    }
    found
}

/// Whether `s` looks like `sm_NN` / `sm_NNN` (optionally with an `a`/`f` suffix).
pub fn is_sm_arch(s: &str) -> bool {
    let Some(rest) = s.strip_prefix("sm_") else {
        return false;
    };
    let digits = rest.trim_end_matches(['a', 'f']);
    (2..=3).contains(&digits.len()) && digits.bytes().all(|b| b.is_ascii_digit())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn v(s: &[&str]) -> Vec<String> {
        s.iter().map(|x| x.to_string()).collect()
    }

    #[test]
    fn options_flags_positionals() {
        let mut a = Args::new(v(&["x", "--runs", "3", "--debug", "--arch=sm_80", "y"]));
        assert!(a.flag("--debug"));
        assert!(!a.flag("--debug"));
        assert_eq!(a.opt_count("--runs", 5).unwrap(), 3);
        assert_eq!(a.opt("--arch").unwrap().as_deref(), Some("sm_80"));
        assert_eq!(a.opt("--missing").unwrap(), None);
        assert_eq!(a.positionals().unwrap(), v(&["x", "y"]));
    }

    #[test]
    fn option_errors() {
        assert!(Args::new(v(&["--runs"])).opt("--runs").is_err());
        assert!(Args::new(v(&["--runs", "0"]))
            .opt_count("--runs", 1)
            .is_err());
        assert!(Args::new(v(&["--runs", "x"]))
            .opt_count("--runs", 1)
            .is_err());
        assert!(Args::new(v(&["--bogus"])).finish().is_err());
        assert!(Args::new(v(&["extra"])).finish().is_err());
        assert!(Args::new(vec![]).finish().is_ok());
    }

    #[test]
    fn run_args_split_at_the_file() {
        let r = parse_run(v(&["--full", "a.cu", "-O3", "--full", "-arch=sm_80"])).unwrap();
        assert_eq!(
            r,
            RunArgs {
                file: "a.cu".into(),
                out_dir: None,
                full: true,
                cudac_args: v(&["-O3", "--full", "-arch=sm_80"]),
            }
        );
        let r = parse_run(v(&["--out-dir=o", "b.cu"])).unwrap();
        assert_eq!(r.out_dir.as_deref(), Some("o"));
        assert!(parse_run(v(&["-O3", "a.cu"])).is_err());
        assert!(parse_run(v(&[])).is_err());
    }

    #[test]
    fn arch_detection() {
        assert_eq!(find_arch(&v(&["-arch=sm_80"])).as_deref(), Some("sm_80"));
        assert_eq!(
            find_arch(&v(&["-O2", "-arch", "sm_75"])).as_deref(),
            Some("sm_75")
        );
        assert_eq!(
            find_arch(&v(&["--gpu-architecture=sm_90a"])).as_deref(),
            Some("sm_90a")
        );
        assert_eq!(find_arch(&v(&["-O2"])), None);
        assert!(is_sm_arch("sm_90") && is_sm_arch("sm_100a") && is_sm_arch("sm_75"));
        assert!(!is_sm_arch("compute_90") && !is_sm_arch("sm_") && !is_sm_arch("sm_9x"));
    }
}
