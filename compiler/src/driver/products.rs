//! From the command line's targets to the bytes written: one compilation
//! (`pipeline::compile`) per virtual architecture, then NVIDIA's `ptxas`
//! for machine code and `fatbinary` for the fat binary, run as nvcc runs
//! them.
//!
//! Input: `Options`, the input file. Output: `Output` (the bytes of the
//! PTX, IR, cubin or fat binary, and the dependency list), diagnostics of
//! every compilation (one copy of each where several architectures give
//! the same one), and ptxas's `-v` report for the terminal.
//! Invariants: nothing is written here (the driver writes `Output`);
//! temporary files live in one directory removed before returning; a
//! tool that is missing or fails is an error diagnostic naming it, never
//! an output without the code asked for.

use super::options::Options;
use super::pipeline::{self, ArchJob, Failure, StageTimes};
use super::targets::{self, Product, Target};
use crate::backend::Sm;
use crate::diag::{Diagnostic, Diagnostics, Severity};
use crate::source::SourceMap;
use std::path::{Path, PathBuf};
use std::process::Command;

/// What one input produced.
pub struct Output {
    pub bytes: Vec<u8>,
    /// With `-M`/`-MM`/`-MD`/`-MMD`: the dependency paths, input first.
    pub deps: Option<Vec<String>>,
    pub product: Product,
    /// What ptxas reported with `-v` / `--resource-usage`.
    pub report: String,
}

/// Compile `input` for every target the options name and package the
/// result as they ask.
pub fn produce(
    opts: &Options,
    input: &Path,
    source: Option<&str>,
    sm: &mut SourceMap,
    diags: &mut Diagnostics,
    times: &mut StageTimes,
) -> Result<Output, Failure> {
    let plan = match targets::plan(opts) {
        Ok(p) => p,
        Err(msg) => {
            let mut d = Diagnostic::error_nospan(msg.clone());
            if msg.starts_with("unsupported gpu architecture") {
                d = d.with_note(format!(
                    "cudac's architectures: {}",
                    Sm::all_names().join(", ")
                ));
            }
            diags.push(d);
            return Err(Failure::Diagnostics);
        }
    };
    for w in &plan.warnings {
        diags.push(Diagnostic::warning_nospan(w.clone()));
    }
    let mut all: Vec<Sm> = plan.targets.iter().map(|t| t.arch).collect();
    all.sort_by_key(|s| s.number);
    all.dedup_by_key(|s| s.number);
    let mut ptx = Vec::with_capacity(plan.targets.len());
    let mut deps = None;
    for (k, target) in plan.targets.iter().enumerate() {
        let job = ArchJob {
            target: target.arch,
            all: &all,
        };
        let mark = diags.len();
        let produced = pipeline::compile(opts, input, job, source, sm, diags, times);
        if k > 0 {
            drop_repeated(sm, diags, mark);
        }
        let produced = produced?;
        deps = deps.or(produced.deps);
        ptx.push(produced.text);
    }
    let mut report = String::new();
    let bytes = match plan.product {
        Product::Nothing => Vec::new(),
        Product::Text => ptx.pop().unwrap_or_default().into_bytes(),
        Product::Cubin | Product::Fatbin => {
            let scratch = Scratch::new().map_err(|e| tool_error(diags, e))?;
            let images = machine_code(opts, &plan.targets, &ptx, &scratch, &mut report)
                .map_err(|e| tool_error(diags, e))?;
            if plan.product == Product::Cubin {
                let cubin = images.into_iter().find(|i| i.kind == Kind::Elf);
                let cubin = cubin
                    .ok_or_else(|| Failure::Ice("no machine code was made for -cubin".into()))?;
                std::fs::read(&cubin.file).map_err(|e| tool_error(diags, e.to_string()))?
            } else {
                fatbin(opts, input, &images, &scratch).map_err(|e| tool_error(diags, e))?
            }
        }
    };
    Ok(Output {
        bytes,
        deps,
        product: plan.product,
        report,
    })
}

/// A tool's failure as the user's error (the tool, and what it said).
fn tool_error(diags: &mut Diagnostics, msg: String) -> Failure {
    diags.push(Diagnostic::error_nospan(msg));
    Failure::Diagnostics
}

/// Drops the diagnostics after `mark` that an earlier architecture's
/// compilation already gave (same severity, message and place).
fn drop_repeated(sm: &SourceMap, diags: &mut Diagnostics, mark: usize) {
    let key = |d: &Diagnostic| {
        let place = d.span.map(|s| {
            let u = sm.user_span(s);
            (sm.file(u.file).name.clone(), u.start, u.end)
        });
        (d.severity == Severity::Error, d.message.clone(), place)
    };
    let earlier: std::collections::HashSet<_> = diags.list[..mark].iter().map(key).collect();
    let later: Vec<Diagnostic> = diags.list.drain(mark..).collect();
    diags
        .list
        .extend(later.into_iter().filter(|d| !earlier.contains(&key(d))));
}

/// A directory for the tools' files, removed when dropped.
struct Scratch(PathBuf);

impl Scratch {
    fn new() -> Result<Scratch, String> {
        use std::sync::atomic::{AtomicU32, Ordering};
        static NEXT: AtomicU32 = AtomicU32::new(0);
        let n = NEXT.fetch_add(1, Ordering::Relaxed);
        let dir = std::env::temp_dir().join(format!("cudac-{}-{n}", std::process::id()));
        std::fs::create_dir_all(&dir)
            .map_err(|e| format!("cannot create '{}': {e}", dir.display()))?;
        Ok(Scratch(dir))
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    Elf,
    Ptx,
}

/// One image of the fat binary: a file and the SM it is for.
struct Image {
    kind: Kind,
    sm: Sm,
    file: PathBuf,
}

/// Where an NVIDIA tool is: `$CUDAC_<TOOL>`, the `PATH`, then the toolkit
/// places libdevice is looked for (`bin/`), `.tools/cuda` included.
pub fn find_tool(name: &str) -> Result<PathBuf, String> {
    let var = format!("CUDAC_{}", name.to_ascii_uppercase());
    let mut searched = Vec::new();
    if let Some(p) = std::env::var_os(&var) {
        searched.push(PathBuf::from(p));
    }
    if let Some(path) = std::env::var_os("PATH") {
        searched.extend(std::env::split_paths(&path).map(|d| d.join(name)));
    }
    searched.extend(cudac_libdevice::find::toolkit_candidates("", "bin", name));
    searched
        .iter()
        .find(|p| p.is_file())
        .cloned()
        .ok_or_else(|| {
            format!(
                "cannot find NVIDIA's {name}; set ${var}, put it on PATH, set CUDA_HOME, or run `cargo xtask setup`"
            )
        })
}

/// ptxas for every real SM of the targets; the PTX of the targets that
/// keep it. ptxas gets what nvcc gives it.
fn machine_code(
    opts: &Options,
    targets: &[Target],
    ptx: &[String],
    scratch: &Scratch,
    report: &mut String,
) -> Result<Vec<Image>, String> {
    let mut images = Vec::new();
    for (t, text) in targets.iter().zip(ptx) {
        let ptx_file = scratch.0.join(format!("{}.ptx", t.arch.compute_name()));
        std::fs::write(&ptx_file, text)
            .map_err(|e| format!("cannot write '{}': {e}", ptx_file.display()))?;
        for &code in &t.sass {
            let cubin = scratch
                .0
                .join(format!("{}.{}.cubin", t.arch.compute_name(), code.name()));
            report.push_str(&ptxas(opts, code, &ptx_file, &cubin)?);
            images.push(Image {
                kind: Kind::Elf,
                sm: code,
                file: cubin,
            });
        }
        if t.ptx {
            images.push(Image {
                kind: Kind::Ptx,
                sm: t.arch,
                file: ptx_file,
            });
        }
    }
    Ok(images)
}

/// ptxas's arguments for `code`, as nvcc passes them.
fn ptxas_args(opts: &Options, code: Sm) -> Vec<String> {
    let mut args = vec![format!("-arch={}", code.name()), "-m64".into()];
    if opts.rdc.unwrap_or(false) {
        args.push("--compile-only".into());
    }
    if opts.device_debug {
        args.extend(["-g", "--dont-merge-basicblocks", "--return-at-end"].map(String::from));
    } else if opts.line_info {
        args.push("-lineinfo".into());
    }
    if opts.resource_usage {
        args.push("-v".into());
    }
    if let Some(n) = opts.maxrregcount {
        args.push(format!("-maxrregcount={n}"));
    }
    args.extend(opts.ptxas_options.iter().cloned());
    args
}

/// Runs ptxas; returns what it printed (its `-v` report).
fn ptxas(opts: &Options, code: Sm, ptx: &Path, cubin: &Path) -> Result<String, String> {
    let tool = find_tool("ptxas").map_err(|e| format!("{e} (needed for machine code)"))?;
    let out = Command::new(&tool)
        .args(ptxas_args(opts, code))
        .arg(ptx)
        .arg("-o")
        .arg(cubin)
        .output()
        .map_err(|e| format!("cannot run '{}': {e}", tool.display()))?;
    let said = format!(
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    if !out.status.success() {
        return Err(format!(
            "ptxas ({}) failed for {}:\n{}",
            tool.display(),
            code.name(),
            said.trim_end()
        ));
    }
    Ok(said)
}

/// Packs the images with NVIDIA's fatbinary, as nvcc does.
fn fatbin(
    opts: &Options,
    input: &Path,
    images: &[Image],
    scratch: &Scratch,
) -> Result<Vec<u8>, String> {
    let tool = find_tool("fatbinary").map_err(|e| format!("{e} (needed for a fat binary)"))?;
    let out_file = scratch.0.join("out.fatbin");
    let mut cmd = Command::new(&tool);
    cmd.arg(format!("--create={}", out_file.display()))
        .arg("-64")
        .arg(format!(
            "--ident={}",
            input.file_name().unwrap_or_default().to_string_lossy()
        ));
    if opts.device_debug {
        cmd.arg("-g");
    }
    if opts.rdc.unwrap_or(false) {
        cmd.arg("--device-c");
    }
    if opts.no_compress {
        cmd.arg("--compress=false");
    }
    for i in images {
        let kind = match i.kind {
            Kind::Elf => "elf",
            Kind::Ptx => "ptx",
        };
        cmd.arg(format!(
            "--image3=kind={kind},sm={},file={}",
            i.sm.name().trim_start_matches("sm_"),
            i.file.display()
        ));
    }
    let out = cmd
        .output()
        .map_err(|e| format!("cannot run '{}': {e}", tool.display()))?;
    if !out.status.success() {
        return Err(format!(
            "fatbinary ({}) failed:\n{}{}",
            tool.display(),
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr).trim_end()
        ));
    }
    std::fs::read(&out_file).map_err(|e| format!("cannot read '{}': {e}", out_file.display()))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn opts(s: &str) -> Options {
        super::super::options::parse_line(s).unwrap()
    }

    #[test]
    fn ptxas_gets_nvccs_arguments() {
        let sm = Sm::parse("sm_86").unwrap();
        assert_eq!(ptxas_args(&opts("k.cu"), sm), ["-arch=sm_86", "-m64"]);
        assert_eq!(
            ptxas_args(
                &opts("k.cu -dc -maxrregcount 40 -Xptxas -O2,-warn-spills --resource-usage"),
                sm
            ),
            [
                "-arch=sm_86",
                "-m64",
                "--compile-only",
                "-v",
                "-maxrregcount=40",
                "-O2",
                "-warn-spills"
            ]
        );
        assert_eq!(
            ptxas_args(&opts("k.cu -G"), sm),
            [
                "-arch=sm_86",
                "-m64",
                "-g",
                "--dont-merge-basicblocks",
                "--return-at-end"
            ]
        );
        assert_eq!(
            ptxas_args(&opts("k.cu -lineinfo"), sm),
            ["-arch=sm_86", "-m64", "-lineinfo"]
        );
    }
}
