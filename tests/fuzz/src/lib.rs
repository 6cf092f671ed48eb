//! What the fuzz harnesses share: one function per stage that takes the
//! fuzzer's bytes as a `.cu` file and runs cudac on it in-process.
//!
//! Input: arbitrary bytes (not necessarily UTF-8; invalid bytes are
//! replaced, as the driver does for files).
//! Output: nothing; the harness *fails* (panics, so libFuzzer records the
//! input as a crash) on what is a bug whatever the input: a panic, an
//! internal compiler error, an exit status other than 0, 1 or 70 or a
//! diagnostic that cannot be rendered. LLVM fatal errors end the process
//! through the driver's handler, which libFuzzer also records.
//!
//! The implicit prelude (nvcc's `cuda_runtime.h`) takes tree-sitter about
//! 20 ms to parse, which would cap a harness at ~50 executions a second,
//! so inputs get only its first part: the CUDA keywords as attributes
//! (`__global__`, `__shared__`, `__launch_bounds__`, …). The builtin
//! variables (`threadIdx`, …) and builtin functions are sema's own.

use cudac::diag::{self, Diagnostics};
use cudac::preprocess::{self, PpOptions};
use cudac::sema::{self, SemaOptions};
use cudac::source::SourceMap;
use cudac::syntax;

/// How far one execution takes the input.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stage {
    /// The preprocessor (`-E`), with its diagnostics rendered.
    Preprocess,
    /// Preprocessing, then tree-sitter and the lowering to cudac's AST.
    Parse,
    /// ... then semantic analysis (types, overloads, templates, CUDA rules).
    Sema,
    /// The whole driver to optimised LLVM IR (`--emit=llvm-ir -O3`).
    Pipeline,
}

/// The part of `cudac_prelude.h` before its first `#include`s: the CUDA
/// keyword macros, read from the shipped header so they never drift.
pub fn keyword_prelude() -> String {
    const PRELUDE: &str = include_str!("../../../runtime-headers/cudac_prelude.h");
    let end = PRELUDE
        .find("namespace std {}")
        .expect("cudac_prelude.h: the keyword macros end before 'namespace std {}'");
    let mut text = PRELUDE[..end].to_string();
    text.push_str("#endif\n");
    text
}

/// The fuzzer's bytes as the text of `fuzz.cu` (after the keyword prelude).
fn source(data: &[u8]) -> String {
    let mut text = keyword_prelude();
    text.push_str(&String::from_utf8_lossy(data));
    text
}

/// Run `stage` on `data`; panics on a bug of cudac's (see the module doc).
pub fn one(stage: Stage, data: &[u8]) {
    let text = source(data);
    if stage == Stage::Pipeline {
        return pipeline(&text);
    }
    // Deep nesting recurses through the parser and the checker as it does
    // in the driver, which gives its thread this much stack.
    let worker = std::thread::Builder::new()
        .stack_size(1 << 30)
        .spawn(move || stages(stage, &text))
        .expect("spawn the compiler thread");
    if let Err(panic) = worker.join() {
        std::panic::resume_unwind(panic);
    }
}

fn stages(stage: Stage, text: &str) {
    let mut sm = SourceMap::new();
    let mut diags = Diagnostics::new();
    let main = sm.add_file("fuzz.cu", text);
    let opts = PpOptions {
        prelude: false,
        ..PpOptions::default()
    };
    let pp = preprocess::preprocess(&mut sm, main, &opts, &mut diags);
    if stage != Stage::Preprocess && !diags.has_errors() {
        let tu = syntax::parse(&sm, &pp, &mut diags);
        if stage == Stage::Sema && !diags.has_errors() {
            let checked = sema::check(&tu, &SemaOptions::default(), &mut diags);
            // A program sema accepted must be sound.
            if !diags.has_errors() {
                let broken = cudac::ir::verify::verify(&checked.program, &checked.types);
                assert!(broken.is_empty(), "unsound program:\n{}", broken.join("\n"));
            }
        }
    }
    // Every diagnostic must point somewhere real (through expansions).
    let _ = diag::render(&sm, &diags.list, false);
}

fn pipeline(text: &str) {
    let args: Vec<String> = [
        "cudac",
        "--verify-ir",
        "--no-prelude",
        "--emit=llvm-ir",
        "-O3",
        "--no-libdevice",
        "-o",
        "-",
        "fuzz.cu",
    ]
    .iter()
    .map(|s| s.to_string())
    .collect();
    let out = cudac::driver::run_source(&args, text);
    match out.code {
        cudac::driver::EXIT_OK | cudac::driver::EXIT_ERRORS => {}
        code => panic!("cudac exited with {code}:\n{}", out.stderr),
    }
}
