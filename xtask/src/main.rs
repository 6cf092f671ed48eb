//! Project tasks: `cargo xtask <command>`. Uses only std, so it builds on a
//! fresh machine before `setup` has installed LLVM.

mod args;
mod bench;
mod difftest;
mod fuzz;
mod gpu;
mod kq;
mod link_order;
mod ppbench;
mod setup;
mod stub;
mod table;
mod util;

use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode};

use args::Args;
use setup::Tools;
use util::{rel, Result};

const USAGE: &str = "\
usage: cargo xtask <command> [options]

commands:
  setup                 install Debian packages (llvm-19-dev, clang-19, ...), unpack the
                        NVIDIA wheel (ptxas, libnvvm, libdevice) into .tools/cuda and build
                        the libcuda link stub in .tools/cuda-stub; idempotent
  test                  setup, then cargo test, clippy, fmt --check and the runner build
  test --case TEXT      only the file-driven cases whose path contains TEXT (e.g.
                        codegen/halving_loop), in every suite
  run [--out-dir DIR] [--full] FILE.cu [CUDAC ARGS...]
                        build cudac, emit FILE.ll and FILE.ptx, show them, check with ptxas
  bless [--case TEXT] [TEST ARGS...]
                        cargo test -p cudac-tests with BLESS=1 (rewrites expected files:
                        ui .stderr, codegen .snap), only the matching cases with --case
  bench [--runs N] [--arch sm_XX] [--debug] [--copies N] [--pp-only] [--pp-mb N]
                        compile-time benchmark: cudac -ptx vs clang-19 on samples/*.cu, then
                        preprocessing throughput (MB/s): cudac -E -P vs gcc -E on a generated
                        N-MB (default 12) macro-heavy input; --pp-only runs just the latter
  gpu [--arch sm_XX]    prepare .gpu/ (runner, our PTX, sources, run.sh) for a GPU machine
  difftest fold [--programs N] [--seed S] [--keep DIR]
                        constant-folding differential test against clang-19: N random
                        programs (default 2000), each kernel's folded byte stores compared;
                        mismatching programs are kept (default target/xtask-difftest/mismatches)
  difftest exec [--programs N] [--seed S] [--keep DIR] [--jobs N] [-O LEVEL]
                        execution differential test against g++: N Csmith programs (default
                        2000) compiled as device code by cudac, run on the host with lli-19,
                        checksums compared; wrong answers, internal errors and rejected
                        programs are kept (default target/xtask-difftest/exec/kept)
  difftest reduce [--jobs N] [--cudac PATH] KEPT_DIR
                        shrink a program difftest exec kept with cvise (same verdict kind;
                        run-time verdicts must stay clean under MSan/ASan/UBSan); the
                        result is KEPT_DIR/reduce/ref.cpp and its device version reduced.cu
  difftest gcc [--jobs N] DIR
                        self-checking C++ run tests (GCC's testsuite style, .C/.cc/.cpp in
                        DIR) compiled as device code (every function __host__ __device__),
                        run with lli-19 next to g++'s build; prints pass/fail/rejected
                        counts and the most common first errors
  fuzz [HARNESS...] [--time SECS] [--seed N]
                        coverage-guided fuzzing (libFuzzer, tests/fuzz) of the harnesses
                        preprocess, parse, sema, pipeline (default: all), SECS (default 60)
                        each; corpora in target/fuzz/corpus, crashes and hangs in
                        target/fuzz/artifacts, every run's numbers in target/fuzz/history.tsv
  kq [--arch sm_XX] [--filter TEXT] [--verbose]
                        kernel quality against nvcc 13.5 (wheels into .tools/nvcc13): every
                        sample, codegen/cxx case and tests/kq kernel compiled by both, the
                        PTX assembled by the same ptxas; registers, spills, SASS, hot-loop
                        instructions per memory op, IMAD.WIDE+LEA, FFMA, LDG.CONSTANT
  link-order [--jobs N] profile compiles with callgrind and rewrite compiler/link-order.txt, the
                        functions a compile runs, which build.rs packs together at link time
  link-order --check    the release binary was linked with that layout and the file matches it
";

fn main() -> ExitCode {
    let mut argv: Vec<String> = std::env::args().skip(1).collect();
    if argv.is_empty() || matches!(argv[0].as_str(), "-h" | "--help" | "help") {
        print!("{USAGE}");
        return if argv.is_empty() {
            ExitCode::from(2)
        } else {
            ExitCode::SUCCESS
        };
    }
    let cmd = argv.remove(0);
    let result = match cmd.as_str() {
        "setup" => Args::new(argv).finish().and_then(|_| setup::setup(false)),
        "test" => test_command(Args::new(argv)),
        "run" => args::parse_run(argv).and_then(run),
        "bless" => bless(argv),
        "bench" => bench::bench(Args::new(argv)),
        "gpu" => gpu::gpu(Args::new(argv)),
        "difftest" => difftest::difftest(Args::new(argv)),
        "fuzz" => fuzz::fuzz(Args::new(argv)),
        "kq" => kq::kq(Args::new(argv)),
        "link-order" => link_order::link_order(Args::new(argv)),
        other => Err(format!("unknown command {other:?}\n{USAGE}")),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(msg) => {
            eprintln!("xtask {cmd}: error: {msg}");
            ExitCode::FAILURE
        }
    }
}

/// Applies the `CUDAC_*` tool variables (and `CUDAC_REQUIRE_TOOLS` on CI).
fn tool_env(cmd: &mut Command) -> &mut Command {
    for (k, v) in Tools::new().test_env() {
        cmd.env(k, v);
    }
    if util::is_ci() {
        cmd.env("CUDAC_REQUIRE_TOOLS", "1");
    }
    cmd
}

fn runner_manifest() -> PathBuf {
    util::root().join("samples/runner/Cargo.toml")
}

fn test_command(mut args: Args) -> Result {
    let case = args.opt("--case")?;
    args.finish()?;
    match case {
        Some(case) => test_case(&case),
        None => test(),
    }
}

/// `cargo xtask test --case TEXT`: the file-driven suites, on the
/// matching cases only.
fn test_case(case: &str) -> Result {
    setup::setup(false)?;
    let mut c = util::cargo();
    c.args(["test", "--release", "-p", "cudac-tests", "--test", "suites"])
        .env("CUDAC_CASE", case);
    tool_env(&mut c);
    util::run(&mut c)
}

fn test() -> Result {
    setup::setup(false)?;
    let tools = Tools::new();
    println!("\ntool environment:");
    for (k, v) in tools.test_env() {
        println!("  {k}={}", v.display());
    }
    let manifest = runner_manifest();
    let stub_lib = tools.stub_lib();
    let steps: Vec<(&str, Command)> = vec![
        ("cargo test", {
            let mut c = util::cargo();
            c.args(["test", "--workspace"]);
            tool_env(&mut c);
            c
        }),
        ("link layout of the release binary (compiler/link-order.txt)", {
            let mut c = util::cargo();
            c.args(["xtask", "link-order", "--check"]);
            c
        }),
        ("cargo clippy", {
            let mut c = util::cargo();
            c.args([
                "clippy",
                "--workspace",
                "--all-targets",
                "--",
                "-D",
                "warnings",
            ]);
            c
        }),
        ("cargo fmt --check", {
            let mut c = util::cargo();
            c.args(["fmt", "--all", "--", "--check"]);
            c
        }),
        ("runner fmt --check", {
            let mut c = util::cargo();
            c.args(["fmt", "--manifest-path"])
                .arg(&manifest)
                .args(["--", "--check"]);
            c
        }),
        (
            "runner build + unit tests (linked against the libcuda stub)",
            {
                let mut c = util::cargo();
                c.args(["test", "--manifest-path"]).arg(&manifest);
                c.envs(tools.runner_env()).env("LD_LIBRARY_PATH", &stub_lib);
                c
            },
        ),
        (
            "build-script sample: kernels compiled by cudac::Build in build.rs, tests linked against the libcuda stub",
            {
                let mut c = util::cargo();
                c.args(["test", "--manifest-path"])
                    .arg(util::root().join("samples/build-script/Cargo.toml"));
                c.envs(tools.runner_env()).env("LD_LIBRARY_PATH", &stub_lib);
                c
            },
        ),
        ("build-script sample fmt --check", {
            let mut c = util::cargo();
            c.args(["fmt", "--manifest-path"])
                .arg(util::root().join("samples/build-script/Cargo.toml"))
                .args(["--", "--check"]);
            c
        }),
        (
            "difftest fold smoke run (200 programs; long runs stay out of CI)",
            {
                let mut c = util::cargo();
                c.args([
                    "xtask",
                    "difftest",
                    "fold",
                    "--programs",
                    "200",
                    "--seed",
                    "20261124",
                ]);
                c
            },
        ),
        (
            "difftest exec smoke run (20 Csmith programs; long runs stay out of CI)",
            {
                let mut c = util::cargo();
                c.args([
                    "xtask",
                    "difftest",
                    "exec",
                    "--programs",
                    "20",
                    "--seed",
                    "20261124",
                ]);
                c
            },
        ),
        ("fuzz harnesses fmt --check", {
            let mut c = util::cargo();
            c.args(["fmt", "--manifest-path"])
                .arg(util::root().join("tests/fuzz/Cargo.toml"))
                .args(["--", "--check"]);
            c
        }),
        (
            "fuzz smoke run (15 s per harness; long runs stay out of CI)",
            {
                let mut c = util::cargo();
                c.args(["xtask", "fuzz", "--time", "15", "--seed", "20261124"]);
                c
            },
        ),
        ("runner clippy", {
            let mut c = util::cargo();
            c.args(["clippy", "--all-targets", "--manifest-path"])
                .arg(&manifest);
            c.args(["--", "-D", "warnings"]).envs(tools.runner_env());
            c
        }),
    ];
    let mut failed = vec![];
    for (name, mut cmd) in steps {
        println!("\n== {name}");
        if let Err(e) = util::run(&mut cmd) {
            eprintln!("FAILED: {name}: {e}");
            failed.push(name);
        }
    }
    println!();
    if failed.is_empty() {
        println!("all checks passed");
        Ok(())
    } else {
        Err(format!("failed steps: {}", failed.join(", ")))
    }
}

fn bless(extra: Vec<String>) -> Result {
    setup::setup(true)?;
    let mut args = Args::new(extra);
    let case = args.opt("--case")?;
    let extra = args.into_items();
    let mut c = util::cargo();
    c.args(["test", "-p", "cudac-tests"])
        .args(&extra)
        .env("BLESS", "1");
    if let Some(case) = case {
        c.env("CUDAC_CASE", case);
    }
    tool_env(&mut c);
    util::run(&mut c)?;
    println!("blessed: review the changes with `git diff tests/`");
    Ok(())
}

/// `target/debug/cudac` (or release), building it first.
pub fn build_cudac(release: bool) -> Result<PathBuf> {
    let mut c = util::cargo();
    c.args(["build", "-p", "cudac"]);
    if release {
        c.arg("--release");
    }
    util::run(&mut c)?;
    let bin = target_dir()
        .join(if release { "release" } else { "debug" })
        .join("cudac");
    if bin.is_file() {
        Ok(bin)
    } else {
        Err(format!(
            "cargo build succeeded but {} is missing",
            bin.display()
        ))
    }
}

/// The workspace target directory (honours CARGO_TARGET_DIR).
pub fn target_dir() -> PathBuf {
    match std::env::var_os("CARGO_TARGET_DIR") {
        Some(d) => util::root().join(d),
        None => util::root().join("target"),
    }
}

/// The `.target sm_XX` line of a PTX file, if any.
fn ptx_target(ptx: &str) -> Option<String> {
    ptx.lines()
        .map(str::trim)
        .find_map(|l| l.strip_prefix(".target"))
        .and_then(|rest| rest.split([',', ' ', '\t']).find(|w| !w.is_empty()))
        .map(str::to_string)
}

fn run(a: args::RunArgs) -> Result {
    let input = PathBuf::from(&a.file);
    if !input.is_file() {
        return Err(format!("no such file: {}", a.file));
    }
    setup::setup(true)?;
    let cudac = build_cudac(false)?;
    let stem = input
        .file_stem()
        .ok_or_else(|| format!("bad file name {}", a.file))?
        .to_string_lossy()
        .into_owned();
    let out_dir = match &a.out_dir {
        Some(d) => PathBuf::from(d),
        None => input.parent().map(Path::to_path_buf).unwrap_or_default(),
    };
    util::mkdirs(&out_dir)?;
    let ll = out_dir.join(format!("{stem}.ll"));
    let ptx = out_dir.join(format!("{stem}.ptx"));
    let max_lines = if a.full { usize::MAX } else { 60 };
    let mut ok = true;
    for (out, mode) in [(&ll, "--emit=llvm-ir"), (&ptx, "-ptx")] {
        let _ = std::fs::remove_file(out); // never show a stale file
        let mut c = Command::new(&cudac);
        c.arg(&input)
            .arg(mode)
            .arg("-o")
            .arg(out)
            .args(&a.cudac_args);
        println!("\n$ {}", util::show(&c));
        let status = util::status(&mut c)?;
        if !status.success() {
            ok = false;
            println!("cudac failed ({})", util::describe(status));
        }
        match std::fs::read_to_string(out) {
            Ok(text) if !text.trim().is_empty() => {
                println!("── {} ({} lines)", out.display(), text.lines().count());
                print!("{}", util::head(&text, max_lines));
            }
            Ok(_) => println!("── {}: empty (cudac wrote nothing)", out.display()),
            Err(_) => println!("── {}: not written", out.display()),
        }
    }
    let ptx_text = std::fs::read_to_string(&ptx).unwrap_or_default();
    let ptxas = Tools::new().ptxas();
    println!();
    if ptx_text.trim().is_empty() {
        println!("ptxas: skipped (no PTX)");
    } else if !ptxas.is_file() {
        println!(
            "ptxas: skipped ({} is missing; run `cargo xtask setup`)",
            rel(&ptxas)
        );
    } else {
        let arch = ptx_target(&ptx_text)
            .filter(|t| args::is_sm_arch(t))
            .or_else(|| args::find_arch(&a.cudac_args))
            .unwrap_or_else(|| "sm_75".into());
        let mut c = Command::new(&ptxas);
        c.arg(format!("-arch={arch}"))
            .arg(&ptx)
            .args(["-o", "/dev/null"]);
        println!("$ {}", util::show(&c));
        let (pass, out) = util::capture(&mut c)?;
        print!("{out}");
        if pass {
            println!("ptxas: OK ({arch})");
        } else {
            ok = false;
            println!("ptxas: REJECTED ({arch})");
        }
    }
    println!("\noutputs: {}  {}", ll.display(), ptx.display());
    if ok {
        Ok(())
    } else {
        Err("cudac or ptxas failed (see above)".into())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_ptx_target() {
        let ptx = "//\n.version 8.5\n.target sm_90, debug\n.address_size 64\n";
        assert_eq!(ptx_target(ptx).as_deref(), Some("sm_90"));
        assert_eq!(ptx_target(".target sm_75\n").as_deref(), Some("sm_75"));
        assert_eq!(ptx_target("nothing"), None);
    }
}
