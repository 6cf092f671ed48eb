//! The library API for Cargo build scripts: compile `.cu` files to PTX
//! during `cargo build`, as the `cc` crate compiles C.
//!
//! Input: the files, include directories, macros, target architecture and
//! extra nvcc-style flags a [`Build`] collects, plus the environment Cargo
//! gives a build script (`OUT_DIR`) and two overrides: `CUDAC_ARCH`
//! (replaces the architecture) and `CUDAC_FLAGS` (whitespace-separated
//! flags appended last). Output: one PTX file per input in `OUT_DIR`
//! (`NAME.ptx` for a single file, `NAME-STEM.ptx` for several), a
//! dependency file beside each, and the `cargo:` lines that make Cargo
//! rebuild when any file the preprocessor read changes.
//!
//! Invariant: the compiler runs in-process through `driver::run` with
//! exactly the command line a user could type (shown in errors), so a
//! build script and the `cudac` binary never disagree.
//!
//! ```no_run
//! // build.rs, in `fn main`:
//! cudac::Build::new()
//!     .file("kernels/matmul.cu")
//!     .include("kernels/include")
//!     .define("TILE", "16")
//!     .arch("sm_90")
//!     .flag("-use_fast_math")
//!     .compile("matmul"); // writes $OUT_DIR/matmul.ptx
//! ```
//!
//! ```ignore
//! // src/main.rs
//! const PTX: &str = include_str!(concat!(env!("OUT_DIR"), "/matmul.ptx"));
//! ```

use std::fmt;
use std::path::{Path, PathBuf};

/// A set of `.cu` files to compile to PTX, and how (the builder of
/// `cc::Build`'s shape).
#[derive(Clone, Debug)]
pub struct Build {
    files: Vec<PathBuf>,
    includes: Vec<PathBuf>,
    defines: Vec<(String, Option<String>)>,
    arch: Option<String>,
    flags: Vec<String>,
    rdc: bool,
    out_dir: Option<PathBuf>,
    cargo_metadata: bool,
}

/// Why a compilation failed: the command line and cudac's diagnostics.
#[derive(Clone, Debug)]
pub struct BuildError {
    pub message: String,
}

impl fmt::Display for BuildError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for BuildError {}

/// What one successful [`Build::try_compile`] made.
#[derive(Clone, Debug, Default)]
pub struct Compiled {
    /// The PTX files, one per input, in the order the files were added.
    pub ptx: Vec<PathBuf>,
    /// Every file the preprocessor read (inputs and headers).
    pub dependencies: Vec<PathBuf>,
    /// The warnings, one rendered line each.
    pub warnings: Vec<String>,
}

impl Default for Build {
    fn default() -> Self {
        Build::new()
    }
}

impl Build {
    /// No files yet; the architecture is cudac's default; `cargo:` lines
    /// are printed.
    pub fn new() -> Build {
        Build {
            files: Vec::new(),
            includes: Vec::new(),
            defines: Vec::new(),
            arch: None,
            flags: Vec::new(),
            rdc: false,
            out_dir: None,
            cargo_metadata: true,
        }
    }

    /// Adds a `.cu` file.
    pub fn file(&mut self, p: impl AsRef<Path>) -> &mut Build {
        self.files.push(p.as_ref().to_path_buf());
        self
    }

    /// Adds several `.cu` files.
    pub fn files<P: AsRef<Path>>(&mut self, ps: impl IntoIterator<Item = P>) -> &mut Build {
        for p in ps {
            self.file(p);
        }
        self
    }

    /// Adds an include directory (`-I`).
    pub fn include(&mut self, dir: impl AsRef<Path>) -> &mut Build {
        self.includes.push(dir.as_ref().to_path_buf());
        self
    }

    /// Defines a macro (`-D NAME` or `-D NAME=VALUE`).
    pub fn define<'a>(&mut self, name: &str, value: impl Into<Option<&'a str>>) -> &mut Build {
        self.defines
            .push((name.to_string(), value.into().map(str::to_string)));
        self
    }

    /// The target (`sm_90`, `compute_80`, `sm_90a`); `CUDAC_ARCH` wins.
    pub fn arch(&mut self, arch: &str) -> &mut Build {
        self.arch = Some(arch.to_string());
        self
    }

    /// Adds a cudac (nvcc-style) flag, as the command line spells it
    /// (`-use_fast_math`, `-O2`, `-ftz=true`).
    pub fn flag(&mut self, flag: &str) -> &mut Build {
        self.flags.push(flag.to_string());
        self
    }

    /// Relocatable device code (`-rdc=true`): each file's PTX keeps its
    /// external functions for the CUDA driver's JIT linker to join.
    pub fn rdc(&mut self, on: bool) -> &mut Build {
        self.rdc = on;
        self
    }

    /// Where the PTX goes (default: `OUT_DIR`).
    pub fn out_dir(&mut self, dir: impl AsRef<Path>) -> &mut Build {
        self.out_dir = Some(dir.as_ref().to_path_buf());
        self
    }

    /// Whether to print `cargo:rerun-if-changed` and `cargo:warning`
    /// lines (default: yes).
    pub fn cargo_metadata(&mut self, on: bool) -> &mut Build {
        self.cargo_metadata = on;
        self
    }

    /// Compiles every file, printing Cargo's lines; on an error, prints
    /// cudac's diagnostics and panics, which fails the build (as `cc`
    /// does).
    pub fn compile(&self, name: &str) {
        if let Err(e) = self.try_compile(name) {
            eprintln!("{e}");
            panic!("cudac failed to compile `{name}`; the diagnostics are above");
        }
    }

    /// Compiles every file; the PTX paths, or the diagnostics of the first
    /// file that failed.
    pub fn try_compile(&self, name: &str) -> Result<Compiled, BuildError> {
        let err = |message: String| BuildError { message };
        if self.files.is_empty() {
            return Err(err(format!("cudac::Build `{name}`: no files to compile")));
        }
        let out_dir = match &self.out_dir {
            Some(d) => d.clone(),
            None => std::env::var_os("OUT_DIR")
                .map(PathBuf::from)
                .ok_or_else(|| {
                    err("OUT_DIR is not set: run from a build script or call `out_dir`".into())
                })?,
        };
        let arch = env("CUDAC_ARCH").or_else(|| self.arch.clone());
        let extra: Vec<String> = env("CUDAC_FLAGS")
            .map(|f| f.split_whitespace().map(str::to_string).collect())
            .unwrap_or_default();
        if self.cargo_metadata {
            println!("cargo:rerun-if-env-changed=CUDAC_ARCH");
            println!("cargo:rerun-if-env-changed=CUDAC_FLAGS");
        }
        let mut done = Compiled::default();
        for file in &self.files {
            let ptx = if self.files.len() == 1 {
                out_dir.join(format!("{name}.ptx"))
            } else {
                let stem = file.file_stem().unwrap_or_default().to_string_lossy();
                out_dir.join(format!("{name}-{stem}.ptx"))
            };
            let args = self.command_line(file, &ptx, arch.as_deref(), &extra);
            let out = crate::driver::run(&args);
            let shown = args[1..].join(" ");
            if out.code != crate::driver::EXIT_OK {
                return Err(err(format!("cudac {shown}\n{}", out.stderr)));
            }
            let warnings: Vec<String> = out.stderr.lines().map(str::to_string).collect();
            let deps: Vec<PathBuf> = out.deps.iter().map(PathBuf::from).collect();
            if self.cargo_metadata {
                for d in &deps {
                    println!("cargo:rerun-if-changed={}", d.display());
                }
                for w in &warnings {
                    println!("cargo:warning={w}");
                }
            }
            done.ptx.push(ptx);
            done.dependencies.extend(deps);
            done.warnings.extend(warnings);
        }
        Ok(done)
    }

    /// The cudac command line for one file (program name first).
    fn command_line(
        &self,
        file: &Path,
        ptx: &Path,
        arch: Option<&str>,
        extra: &[String],
    ) -> Vec<String> {
        let mut a = vec![
            "cudac".to_string(),
            "-ptx".into(),
            "--diag-format=short".into(),
            "-o".into(),
            ptx.display().to_string(),
            "-MD".into(),
            "-MF".into(),
            ptx.with_extension("d").display().to_string(),
        ];
        if let Some(arch) = arch {
            a.push(format!("-arch={arch}"));
        }
        if self.rdc {
            a.push("-rdc=true".into());
        }
        for i in &self.includes {
            a.push(format!("-I{}", i.display()));
        }
        for (n, v) in &self.defines {
            a.push(match v {
                Some(v) => format!("-D{n}={v}"),
                None => format!("-D{n}"),
            });
        }
        a.extend(self.flags.iter().cloned());
        a.extend(extra.iter().cloned());
        a.push(file.display().to_string());
        a
    }
}

/// A non-empty environment variable.
fn env(name: &str) -> Option<String> {
    std::env::var(name).ok().filter(|v| !v.trim().is_empty())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A scratch directory under the target directory, emptied first.
    fn scratch(name: &str) -> PathBuf {
        let d = std::env::temp_dir().join(format!("cudac-build-api-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&d);
        std::fs::create_dir_all(d.join("inc")).expect("create the scratch directory");
        d
    }

    #[test]
    fn compiles_each_file_with_includes_and_defines_and_reports_dependencies() {
        let d = scratch("ok");
        std::fs::write(d.join("inc/scale.h"), "#define SCALE(x) ((x) * FACTOR)\n").unwrap();
        std::fs::write(
            d.join("k.cu"),
            "#include \"scale.h\"\n__global__ void k(float *p) { p[threadIdx.x] = SCALE(p[threadIdx.x]); }\n",
        )
        .unwrap();
        std::fs::write(
            d.join("w.cu"),
            "#warning from w\n__global__ void w(int *p) { *p = 1; }\n",
        )
        .unwrap();
        let done = Build::new()
            .files([d.join("k.cu"), d.join("w.cu")])
            .include(d.join("inc"))
            .define("FACTOR", "3.0f")
            .arch("sm_80")
            .out_dir(&d)
            .cargo_metadata(false)
            .try_compile("kern")
            .expect("both files compile");
        assert_eq!(done.ptx, vec![d.join("kern-k.ptx"), d.join("kern-w.ptx")]);
        let ptx = std::fs::read_to_string(d.join("kern-k.ptx")).unwrap();
        assert!(
            ptx.contains(".target sm_80") && ptx.contains("mul.f32"),
            "{ptx}"
        );
        assert!(
            done.dependencies.iter().any(|p| p.ends_with("inc/scale.h")),
            "{:?}",
            done.dependencies
        );
        assert!(d.join("kern-k.d").exists());
        assert!(
            done.warnings
                .iter()
                .any(|w| w.contains("warning: #warning from w")),
            "{:?}",
            done.warnings
        );
        let _ = std::fs::remove_dir_all(&d);
    }

    #[test]
    fn an_error_returns_the_command_line_and_the_diagnostics() {
        let d = scratch("err");
        std::fs::write(
            d.join("bad.cu"),
            "__global__ void k() { undeclared = 1; }\n",
        )
        .unwrap();
        let e = Build::new()
            .file(d.join("bad.cu"))
            .out_dir(&d)
            .cargo_metadata(false)
            .try_compile("bad")
            .expect_err("the file has an error");
        assert!(e.message.starts_with("cudac -ptx"), "{e}");
        assert!(
            e.message
                .contains("error: use of undeclared identifier 'undeclared'"),
            "{e}"
        );
        let none = Build::new()
            .out_dir(&d)
            .try_compile("none")
            .expect_err("no files");
        assert!(none.message.contains("no files"), "{none}");
        let _ = std::fs::remove_dir_all(&d);
    }
}
