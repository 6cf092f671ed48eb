//! The driver: command line → one compilation per input → output files,
//! diagnostics on stderr, exit status.
//!
//! Input: command-line arguments.
//! Output: files (or stdout), rendered diagnostics, an exit code:
//! 0 success, 1 errors in the input, 70 internal compiler error.
//! Invariants: nothing below the driver prints or exits; a panic anywhere
//! in the pipeline is caught here and reported as an internal error.
//!
//! Each compilation runs on a thread with a 1 GiB stack (nested template
//! instantiation recurses through the checker; the stack is only reserved
//! address space). LLVM fatal errors, which would abort the process, are
//! reported as internal compiler errors (exit 70) through
//! `backend::on_llvm_fatal_error`. `run_source` gives the fuzzers the
//! driver's own path (stack, panic and ICE handling) without a file.

mod depfile;
mod flags;
mod host_compiler;
mod options;
mod pipeline;
mod products;
mod targets;
mod toolkit;

pub use options::{Color, DiagFormat, Emit, Options};
pub use products::find_tool;

use crate::diag::{self, Diagnostics};
use crate::source::SourceMap;
use std::io::{IsTerminal, Write};
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::path::{Path, PathBuf};

pub const EXIT_OK: i32 = 0;
pub const EXIT_ERRORS: i32 = 1;
pub const EXIT_ICE: i32 = 70;

/// What one run of the compiler produced (for in-process callers and tests).
#[derive(Debug, Default)]
pub struct Outcome {
    pub code: i32,
    /// Output written to `-o -`.
    pub stdout: Vec<u8>,
    pub stderr: String,
    /// With `-M`/`-MM`/`-MD`/`-MMD`: every file the preprocessor read,
    /// input first (what a build system watches).
    pub deps: Vec<String>,
}

const ICE_NOTE: &str = "this is a bug in cudac, not in your code; please report it to the cudac developers with the input file and command line";

fn ice_message(msg: &str) -> String {
    format!("error: internal compiler error: {msg}\nnote: {ICE_NOTE}\n")
}

/// An LLVM fatal error: LLVM would abort the process, so report it as ours
/// and exit with the internal-error status instead.
fn llvm_fatal_error(reason: &str) -> ! {
    let mut err = std::io::stderr().lock();
    let _ = err.write_all(ice_message(&format!("LLVM: {reason}")).as_bytes());
    let _ = err.flush();
    std::process::exit(EXIT_ICE)
}

/// Run the compiler on `args` (including the program name) in-process.
pub fn run(args: &[String]) -> Outcome {
    run_with(args, None)
}

/// Run the compiler on `args`, which name one input file, with `source` as
/// that file's text (nothing is read from disk for it): the fuzzers'
/// whole-pipeline entry. Output goes where `args` say (`-o -`: `stdout`).
pub fn run_source(args: &[String], source: &str) -> Outcome {
    run_with(args, Some(source.to_string()))
}

fn run_with(args: &[String], source: Option<String>) -> Outcome {
    crate::backend::on_llvm_fatal_error(llvm_fatal_error);
    // Nested template instantiation recurses through the checker once
    // per level (up to `sema`'s depth limit): give it room. The stack is
    // reserved address space, touched only as deep as a program needs.
    let args = args.to_vec();
    let worker = std::thread::Builder::new()
        .name("cudac".into())
        .stack_size(STACK_BYTES)
        .spawn(move || run_here(&args, source.as_deref()));
    match worker.map(|h| h.join()) {
        Ok(Ok(out)) => out,
        _ => Outcome {
            code: 70,
            stdout: Vec::new(),
            stderr: "error: internal compiler error: the compiler thread could not run\n".into(),
            deps: Vec::new(),
        },
    }
}

fn run_here(args: &[String], source: Option<&str>) -> Outcome {
    let mut out = Outcome::default();
    let opts = match Options::parse_args(args) {
        Ok(o) => o,
        Err(e) => {
            let code = if e.use_stderr() { EXIT_ERRORS } else { EXIT_OK };
            if e.use_stderr() {
                out.stderr = e.to_string();
            } else {
                out.stdout = e.to_string().into_bytes();
            }
            out.code = code;
            return out;
        }
    };
    if opts.list_gpu_arch || opts.list_gpu_code {
        out.stdout = gpu_list(&opts).into_bytes();
        return out;
    }
    if let Err(msg) = check_inputs(&opts) {
        out.stderr = format!("error: {msg}\n");
        out.code = EXIT_ERRORS;
        return out;
    }
    if opts.output.is_some() && opts.inputs.len() > 1 {
        out.stderr = "error: -o cannot be used with several input files\n".into();
        out.code = EXIT_ERRORS;
        return out;
    }
    let color = match opts.color {
        Color::Always => true,
        Color::Never => false,
        Color::Auto => std::io::stderr().is_terminal(),
    };
    if source.is_some() && opts.inputs.len() != 1 {
        out.stderr = "error: an in-process source needs exactly one input name\n".into();
        out.code = EXIT_ERRORS;
        return out;
    }
    let jobs = opts.jobs().min(opts.inputs.len());
    if jobs > 1 && source.is_none() {
        return compile_files_in_parallel(&opts, color, jobs);
    }
    for input in &opts.inputs {
        let code = compile_one(&opts, input, source, color, &mut out);
        out.code = out.code.max(code);
    }
    out
}

/// Several input files on `jobs` threads, each file's back end on one (the
/// files are the parallelism); outputs, diagnostics and dependencies are
/// gathered in the order of the command line, so the result is the same
/// as one after the other.
fn compile_files_in_parallel(opts: &Options, color: bool, jobs: usize) -> Outcome {
    let mut per_file = opts.clone();
    per_file.jobs = Some(1);
    let done = crate::parallel::map(opts.inputs.len(), jobs, Some(STACK_BYTES), |k| {
        let mut one = Outcome::default();
        one.code = compile_one(&per_file, &per_file.inputs[k], None, color, &mut one);
        one
    });
    let mut out = Outcome::default();
    for one in done {
        out.code = out.code.max(one.code);
        out.stdout.extend(one.stdout);
        out.stderr.push_str(&one.stderr);
        out.deps.extend(one.deps);
    }
    out
}

/// `--list-gpu-arch` / `--list-gpu-code`: one name a line, as nvcc.
fn gpu_list(opts: &Options) -> String {
    let mut s = String::new();
    for name in crate::backend::Sm::all_names() {
        if opts.list_gpu_arch {
            s.push_str(&name.replacen("sm_", "compute_", 1));
            s.push('\n');
        }
        if opts.list_gpu_code {
            s.push_str(&name);
            s.push('\n');
        }
    }
    s
}

/// The inputs are CUDA sources: `-x c`/`-x c++` (host code, which has no
/// device code to compile) and object files or libraries (for a link,
/// which cudac does not do) are errors, not silently empty outputs.
fn check_inputs(opts: &Options) -> Result<(), String> {
    use options::Lang;
    match opts.lang {
        Some(Lang::C) | Some(Lang::Cxx) => {
            return Err(format!(
                "'-x {}' compiles host code only, which has no device code; cudac compiles CUDA ('-x cu')",
                if opts.lang == Some(Lang::C) { "c" } else { "c++" }
            ))
        }
        _ => {}
    }
    for input in &opts.inputs {
        let ext = input.extension().and_then(|e| e.to_str()).unwrap_or("");
        if matches!(
            ext,
            "o" | "obj" | "a" | "lib" | "so" | "cubin" | "fatbin" | "ptx"
        ) {
            return Err(format!(
                "'{}' is not CUDA source: cudac compiles .cu files (linking is the host toolchain's or nvcc's job)",
                input.display()
            ));
        }
    }
    Ok(())
}

fn compile_one(
    opts: &Options,
    input: &Path,
    source: Option<&str>,
    color: bool,
    out: &mut Outcome,
) -> i32 {
    let mut sm = SourceMap::new();
    let mut diags = Diagnostics::with_policy(diag::WarningPolicy {
        suppress: opts.no_warnings,
        as_errors: !opts.werror.is_empty(),
    });
    let mut times = pipeline::StageTimes::new(opts.time_stages);
    let result = catch_unwind(AssertUnwindSafe(|| {
        products::produce(opts, input, source, &mut sm, &mut diags, &mut times)
    }));
    if opts.time_stages {
        for stage in &times.stages {
            let mib = |k: u64| k as f64 / 1024.0;
            let allocated = stage
                .allocated
                .map_or(String::new(), |k| format!(", {:.1} MiB allocated", mib(k)));
            let memory = stage.memory.map_or(String::new(), |(peak, now)| {
                format!(
                    " (peak {:.1} MiB, {:.1} MiB at the end{allocated})",
                    mib(peak),
                    mib(now)
                )
            });
            out.stderr.push_str(&format!(
                "time: {}: {:.2} ms{memory}\n",
                stage.name,
                stage.time.as_secs_f64() * 1e3
            ));
        }
    }
    // Warnings in the host's system headers are not the user's to fix
    // (unless `--host-diagnostics` asks for what cudac held there).
    diags.list.retain(|d| {
        d.severity != diag::Severity::Warning
            || opts.host_diagnostics
            || !d.span.is_some_and(|s| sm.is_quiet(s))
    });
    // Errors that are not diagnostics of the input: an output file that
    // cannot be written, an internal error.
    let result = match result {
        // `-Werror`: a warning fails the compilation, and nothing is
        // written.
        Ok(Ok(_)) if diags.has_errors() => Ok(Err(pipeline::Failure::Diagnostics)),
        other => other,
    };
    let shown = diags.shown();
    let (code, extra) = match result {
        Ok(Ok(produced)) => match write_all(opts, input, produced, out) {
            Ok(()) => (EXIT_OK, None),
            Err(e) => (
                EXIT_ERRORS,
                Some(diag::Diagnostic::error_nospan(e.to_string())),
            ),
        },
        Ok(Err(pipeline::Failure::Diagnostics)) => (EXIT_ERRORS, None),
        Ok(Err(pipeline::Failure::Ice(msg))) => (EXIT_ICE, Some(ice_diagnostic(&msg))),
        Err(payload) => (
            EXIT_ICE,
            Some(ice_diagnostic(&diag::panic_message(payload.as_ref()))),
        ),
    };
    match opts.diag_format {
        // One SARIF log for the whole compilation, those errors included.
        DiagFormat::Sarif => {
            let mut list = shown;
            list.extend(extra);
            out.stderr.push_str(&diag::render_sarif(&sm, &list));
        }
        // JSON readers see every line as an object.
        DiagFormat::Json => {
            out.stderr.push_str(&diag::render_json(&sm, &shown));
            if let Some(d) = extra {
                out.stderr.push_str(&diag::render_json(&sm, &[d]));
            }
        }
        DiagFormat::Human | DiagFormat::Short => {
            out.stderr
                .push_str(&if opts.diag_format == DiagFormat::Human {
                    diag::render(&sm, &shown, color)
                } else {
                    diag::render_short(&sm, &shown)
                });
            let n = diags.error_count();
            if code == EXIT_ERRORS
                && extra.is_none()
                && n > 0
                && opts.diag_format == DiagFormat::Human
            {
                out.stderr.push_str(&format!(
                    "{n} error{} generated.\n",
                    if n == 1 { "" } else { "s" }
                ));
            }
            match extra {
                Some(d) if code == EXIT_ICE => {
                    out.stderr
                        .push_str(&format!("error: {}\nnote: {ICE_NOTE}\n", d.message));
                }
                Some(d) => out.stderr.push_str(&format!("error: {}\n", d.message)),
                None => {}
            }
        }
    }
    code
}

/// An internal error as a diagnostic (with the bug-report note).
fn ice_diagnostic(msg: &str) -> diag::Diagnostic {
    diag::Diagnostic::error_nospan(format!("internal compiler error: {msg}")).with_note(ICE_NOTE)
}

/// The default output path: the input with the output kind's extension,
/// in `-odir` when given.
fn default_output(opts: &Options, input: &Path, product: targets::Product) -> PathBuf {
    let ext = if opts.preprocess_only {
        "cu.ii"
    } else if opts.compile || opts.device_c {
        "o"
    } else if product == targets::Product::Fatbin {
        "fatbin"
    } else if product == targets::Product::Cubin {
        "cubin"
    } else {
        match opts.emit_kind() {
            Emit::LlvmIr => "ll",
            Emit::NvvmIr => "nvvm.ll",
            Emit::Ptx => "ptx",
            Emit::Types => "types",
        }
    };
    let path = input.with_extension(ext);
    match (&opts.output_dir, path.file_name()) {
        (Some(dir), Some(name)) => dir.join(name),
        _ => path,
    }
}

/// Writes the output and, when asked for, the dependency rule.
fn write_all(
    opts: &Options,
    input: &Path,
    produced: products::Output,
    out: &mut Outcome,
) -> Result<(), String> {
    out.stderr.push_str(&produced.report);
    if produced.product == targets::Product::Nothing {
        return Ok(());
    }
    let stem_o = || {
        let stem = input.file_stem().unwrap_or_default().to_string_lossy();
        format!("{stem}.o")
    };
    if opts.deps_instead() {
        // `-M`/`-MM`: the rule is the output (to -MF, else -o, else stdout).
        let target = opts.deps_target.clone().unwrap_or_else(stem_o);
        let rule = depfile::make_rule(&target, &produced.deps.unwrap_or_default(), opts.deps_phony);
        let path = opts
            .deps_file
            .clone()
            .or_else(|| opts.output.clone())
            .unwrap_or_else(|| PathBuf::from("-"));
        return write_to(&path, rule.as_bytes(), out);
    }
    let path = output_path(opts, input, produced.product);
    write_to(&path, &produced.bytes, out)?;
    if let Some(deps) = produced.deps {
        out.deps.extend(deps.iter().cloned());
        // `-MD`/`-MMD`: the rule's target is what was just written.
        let to_stdout = path.as_os_str() == "-";
        let target = opts.deps_target.clone().unwrap_or_else(|| {
            if to_stdout {
                stem_o()
            } else {
                path.display().to_string()
            }
        });
        let dep_path = opts.deps_file.clone().unwrap_or_else(|| {
            if to_stdout {
                input.with_extension("d")
            } else {
                path.with_extension("d")
            }
        });
        write_to(
            &dep_path,
            depfile::make_rule(&target, &deps, opts.deps_phony).as_bytes(),
            out,
        )?;
    }
    Ok(())
}

fn output_path(opts: &Options, input: &Path, product: targets::Product) -> PathBuf {
    // `-E` without `-o` writes to stdout, as every C compiler does.
    match &opts.output {
        Some(p) => p.clone(),
        None if opts.preprocess_only => PathBuf::from("-"),
        None => default_output(opts, input, product),
    }
}

fn write_to(path: &Path, bytes: &[u8], out: &mut Outcome) -> Result<(), String> {
    if path.as_os_str() == "-" {
        out.stdout.extend_from_slice(bytes);
        return Ok(());
    }
    std::fs::write(path, bytes).map_err(|e| format!("cannot write '{}': {e}", path.display()))
}

/// The compiler thread's stack.
const STACK_BYTES: usize = 1 << 30;

/// Entry point of the `cudac` binary.
pub fn main_with_args(args: Vec<std::ffi::OsString>) -> i32 {
    // Panics are reported by `run` as internal errors; keep the default
    // hook's backtrace noise out of the user's terminal unless asked for.
    if std::env::var_os("CUDAC_BACKTRACE").is_none() {
        std::panic::set_hook(Box::new(|_| {}));
    }
    let args: Vec<String> = args
        .into_iter()
        .map(|a| a.to_string_lossy().into_owned())
        .collect();
    let out = run(&args);
    let _ = std::io::stdout().write_all(&out.stdout);
    let _ = std::io::stderr().write_all(out.stderr.as_bytes());
    out.code
}

#[cfg(test)]
mod tests {
    use super::*;

    fn run_in(dir: &Path, args: &[&str]) -> Outcome {
        let mut v = vec!["cudac".to_string(), dir.join("k.cu").display().to_string()];
        v.push("-isystem".into());
        v.push(dir.join("sys").display().to_string());
        v.extend(args.iter().map(|a| a.to_string()));
        run(&v)
    }

    /// `-MD` compiles and writes the rule beside the output; `-E` marks a
    /// header from an `-isystem` directory with gcc's flag 3.
    #[test]
    fn md_writes_the_rule_and_e_flags_system_headers() {
        let dir = std::env::temp_dir().join(format!("cudac-driver-{}", std::process::id()));
        std::fs::create_dir_all(dir.join("sys")).unwrap();
        std::fs::write(dir.join("sys/s.h"), "#define S 2\nint from_s;\n").unwrap();
        std::fs::write(
            dir.join("k.cu"),
            "#include <s.h>\n__global__ void k(int *p) { *p = S; }\n",
        )
        .unwrap();
        let ptx = dir.join("k.ptx").display().to_string();
        let out = run_in(&dir, &["-MD", "-o", &ptx]);
        assert_eq!(out.code, 0, "{}", out.stderr);
        let rule = std::fs::read_to_string(dir.join("k.d")).unwrap();
        assert!(rule.starts_with(&format!("{ptx}: ")), "{rule}");
        assert!(rule.contains("k.cu") && rule.contains("s.h"), "{rule}");
        let out = run_in(&dir, &["-E"]);
        let text = String::from_utf8_lossy(&out.stdout);
        assert!(text.contains("s.h\" 1 3\nint from_s;"), "{text}");
        assert!(text.contains("k.cu\" 2\n"), "{text}");
        std::fs::remove_dir_all(&dir).unwrap();
    }

    /// An LLVM fatal error (here: a symbol name the NVPTX printer cannot
    /// write) ends the process as an internal compiler error, exit 70,
    /// instead of LLVM's abort. Run in a child process, as it exits.
    #[test]
    fn llvm_fatal_error_is_an_internal_error() {
        if std::env::var_os("CUDAC_FATAL_CHILD").is_some() {
            crate::backend::on_llvm_fatal_error(llvm_fatal_error);
            let ctx = inkwell::context::Context::create();
            let ir = "target triple = \"nvptx64-nvidia-cuda\"\ndefine void @\"bad name\"() {\n  ret void\n}\n";
            let buf = inkwell::memory_buffer::MemoryBuffer::create_from_memory_range_copy(
                ir.as_bytes(),
                "t",
            );
            let m = ctx.create_module_from_ir(buf).expect("parses");
            let sm = crate::backend::Sm::parse("sm_75").expect("sm_75");
            let tm = crate::backend::target_machine(sm, 0, true, true).expect("target machine");
            let _ = crate::backend::emit_ptx(&m, &tm);
            unreachable!("LLVM accepted a symbol with a space");
        }
        let exe = std::env::current_exe().unwrap();
        let out = std::process::Command::new(exe)
            .args([
                "--exact",
                "driver::tests::llvm_fatal_error_is_an_internal_error",
                "--nocapture",
                "--test-threads=1",
            ])
            .env("CUDAC_FATAL_CHILD", "1")
            .output()
            .unwrap();
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(EXIT_ICE), "{stderr}");
        assert!(
            stderr
                .contains("internal compiler error: LLVM: Symbol name with unsupported characters"),
            "{stderr}"
        );
        assert!(stderr.contains("please report it"), "{stderr}");
    }
}
