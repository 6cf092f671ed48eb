//! `cargo xtask difftest`: differential testing of cudac against reference
//! compilers on programs nobody wrote.
//!
//! - `fold` (`fold.rs`, generator `gen.rs`): random constant expressions,
//!   compared with what clang-19 folds them to.
//! - `exec` (`exec.rs`): Csmith programs made device code, compiled by
//!   cudac, run on the host with `lli-19`, checksums compared with gcc's
//!   build of the same program.
//! - `reduce` (`reduce.rs`): shrinks a program `exec` kept with cvise;
//!   `check` is its interestingness test.
//! - `gcc DIR` (`gcc.rs`): self-checking C++ run tests (GCC's testsuite
//!   style) compiled as device code and run with `lli-19`.

mod exec;
mod fold;
mod gcc;
mod gen;
mod reduce;

use crate::args::Args;
use crate::util::Result;

const USAGE: &str = "usage: cargo xtask difftest fold [--programs N] [--seed S] [--keep DIR]\n       \
                     cargo xtask difftest exec [--programs N] [--seed S] [--keep DIR] [--jobs N] [-O LEVEL]\n       \
                     cargo xtask difftest reduce [--jobs N] [--cudac PATH] KEPT_DIR\n       \
                     cargo xtask difftest gcc [--jobs N] DIR";

pub fn difftest(mut a: Args) -> Result {
    let programs = a.opt_count("--programs", 2000)?;
    let seed = a.opt("--seed")?.map_or(Ok(1), |s| {
        s.parse::<u64>()
            .map_err(|_| format!("--seed: expected a number, got {s:?}"))
    })?;
    let keep = a.opt("--keep")?;
    let jobs = a.opt_count(
        "--jobs",
        std::thread::available_parallelism().map_or(1, |n| n.get()),
    )?;
    let opt = a.opt("-O")?.unwrap_or_else(|| "3".into());
    if !matches!(opt.as_str(), "0" | "1" | "2" | "3") {
        return Err(format!("-O: expected 0, 1, 2 or 3, got {opt:?}"));
    }
    // `check` is what `reduce` runs as cvise's interestingness test.
    let kind = a.opt("--kind")?;
    let must_match = a.opt("--must-match")?;
    let cudac = a.opt("--cudac")?;
    let what = a.positionals()?;
    match what
        .iter()
        .map(String::as_str)
        .collect::<Vec<_>>()
        .as_slice()
    {
        ["fold"] => fold::fold(programs, seed, keep),
        ["exec"] => exec::exec(exec::Config {
            programs,
            seed,
            keep,
            jobs,
            opt,
        }),
        ["gcc", dir] => gcc::gcc(std::path::Path::new(dir), jobs),
        ["reduce", dir] => reduce::reduce(std::path::Path::new(dir), jobs, cudac.map(Into::into)),
        ["check", file] => {
            let (Some(kind), Some(cudac)) = (kind, cudac) else {
                return Err("difftest check needs --kind and --cudac".into());
            };
            reduce::check(
                &reduce::Expect {
                    kind,
                    opt,
                    must_match: must_match.map(Into::into),
                    cudac: cudac.into(),
                },
                std::path::Path::new(file),
            )
        }
        _ => Err(USAGE.into()),
    }
}
