//! The C preprocessor (translation phases 1–4) with a source map.
//!
//! Input: the main file (already in the `SourceMap`), `PpOptions`.
//! Output: `PpOutput`: the preprocessed text and, for every output token,
//! the original `Span` (with its macro-expansion chain) it came from; the
//! files included (`deps`); diagnostics in the sink.
//! Invariants: every diagnostic points into an original file; the output
//! text contains no line markers (the map replaces them; see
//! `render_with_markers` for `-E`); a newline is emitted wherever the
//! source had one outside macro invocations, so lines roughly follow the
//! source; `#pragma` lines that survive stay verbatim on a line of their own
//! (`_Pragma("x")` becomes `#pragma x`); hostile input yields diagnostics,
//! never a panic, and every resource (include depth, macro nesting,
//! expansion size, output size) is bounded.
//!
//! Processing order: built-in macros (`<built-in>`), `-D`/`-U`
//! (`<command line>`), the implicit prelude (`<cudac>/cudac_prelude.h`) when
//! `opts.prelude`, then the main file. With `opts.prelude_cache`, the state
//! after the prelude and the main file's leading `#include`/`#define`
//! lines is restored from a snapshot of the last compilation that started
//! the same way, when every file and search it depended on is unchanged
//! (`snapshot`).
//!
//! Modules: `lexer` (phases 1–3), `macros` (definition and expansion),
//! `cond_expr` (`#if`), `include` (search path), `headers` (embedded
//! runtime headers), `guard` (include guards), `engine` (directives,
//! include stack, output), `compact` (long runs of blanks cut out of the
//! output before it is parsed), `snapshot` (the state after the prelude,
//! kept on disk).
//!
//! Design notes:
//! - The main file is lexed on demand, keeping only a window of tokens, so a
//!   large file is never held as tokens all at once; headers are lexed once
//!   and cached for re-inclusion. Phase 2 keeps a sparse map of the bytes it
//!   removed (splices, `\r\n`, a BOM) back to original offsets, not a
//!   per-byte table.
//! - Macro recursion is blocked as gcc and clang block it, with
//!   `EndExpansion` markers (`macros`), not with Prosser's hide sets.
//!   `tests/preprocess/` (44 files) checks token-for-token agreement with
//!   `gcc -E -P`.
//! - `PpOptions::token_map` records every output token's origin only when
//!   compiling; `-E` keeps line starts only, and `-E -P` and `-M` nothing.
//! - Error recovery follows gcc's, because fuzzing showed that a different
//!   recovery lets the text after an error expand differently, sometimes
//!   exponentially: after a wrong argument count or a missing `)` the
//!   arguments are dropped and the macro's name stays in the output (a
//!   later `(` may still expand it); `__VA_ARGS__` in a macro that is not
//!   variadic is only a warning and the macro is defined. An error about a
//!   token that macro expansion copied (an unterminated literal, a malformed
//!   `_Pragma`) is reported once per source token (`Pp::error_once`), as gcc
//!   reports it while lexing.
//! - One outermost macro invocation may produce ten million tokens (one
//!   million under `cfg(test)` and in the fuzz build), about 1.5 s of work;
//!   beyond that it is a "giving up" error (`macros::MAX_EXPANDED_TOKENS`).
//!
//! Speed (`cargo xtask bench --pp-only`, a generated 12 MB input; the goal
//! is to be at least as fast as `gcc -E`). What pays: the fast path in
//! `Pp::run` (`copy_plain_tokens`) copies file tokens to the output by
//! reference until one names a macro or starts a directive, which covers most
//! text; gcc's multiple-include optimisation (`guard`); `#include` searches
//! and canonical paths cached per run; skipped groups walked in a tight loop;
//! a signature of macro names that rejects most identifiers without hashing;
//! arguments that name no macro are not expanded again; `-E -P` drops blank
//! lines as it writes them instead of in a second pass; line tables are
//! built only when a diagnostic needs one.

mod compact;
mod cond_expr;
mod engine;
pub mod features;
mod guard;
pub mod headers;
mod include;
mod lexer;
mod macros;
mod snapshot;
#[cfg(test)]
mod tests;

use crate::diag::{Diagnostic, Diagnostics};
use crate::source::{FileId, SourceMap, Span};
use engine::Pp;
use include::{Found, Origin};
use macros::Builtin;
use std::ops::Range;
use std::path::{Path, PathBuf};

pub(crate) use snapshot::{file_stamp, fnv};

/// A `-D`/`-U` from the command line, applied in order.
#[derive(Clone, Debug, PartialEq)]
pub enum MacroOp {
    /// `-D NAME` (value "1") or `-D NAME=VALUE`.
    Define(String, String),
    Undef(String),
}

/// How much of the output's origin `PpOutput::tokens` records.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum TokenMap {
    /// Every token (compilation: diagnostics of later stages need it).
    #[default]
    Full,
    /// The first token of each output line: enough for `-E` line markers.
    LineStarts,
    /// Nothing (`-E -P`, `-M`).
    Off,
}

#[derive(Clone, Debug)]
pub struct PpOptions {
    /// `-I` directories, searched in order for `"…"` (after the including
    /// file's own directory) and `<…>` includes.
    pub include_dirs: Vec<PathBuf>,
    /// `-isystem` directories, searched after `-I`; what they hold counts
    /// as system headers (left out of `-MM` dependency lists).
    pub system_include_dirs: Vec<PathBuf>,
    /// `-include FILE`s, processed in order before the main file's first
    /// line (after the prelude), as if `#include "FILE"` started it.
    pub forced_includes: Vec<PathBuf>,
    /// Target architecture as nvcc numbers it (75 for sm_75): `__CUDA_ARCH__` = 750.
    pub arch: u32,
    /// `sm_90a`-style targets (`__CUDA_ARCH_SPECIFIC__`,
    /// `__CUDA_ARCH_FEAT_SM90_ALL`); they are family-specific too.
    pub arch_specific: bool,
    /// `sm_100f`-style targets (`__CUDA_ARCH_FAMILY_SPECIFIC__`).
    pub family_specific: bool,
    pub macros: Vec<MacroOp>,
    /// Include the implicit CUDA prelude first (nvcc's implicit `cuda_runtime.h`).
    pub prelude: bool,
    /// `-rdc=true`: defines `__CUDACC_RDC__` as nvcc does.
    pub relocatable: bool,
    /// `-G`: defines `__CUDACC_DEBUG__` as nvcc does.
    pub device_debug: bool,
    /// `__CUDA_ARCH_LIST__`: every virtual architecture of the command
    /// line, as nvcc numbers them (`750,800`); empty: `arch`'s alone.
    pub arch_list: Vec<u32>,
    /// `__cplusplus` for `-std` (`201703L` by default, as nvcc 13).
    pub cplusplus: &'static str,
    /// `--expt-relaxed-constexpr`: `__CUDACC_RELAXED_CONSTEXPR__`.
    pub relaxed_constexpr: bool,
    /// `--extended-lambda`: `__CUDACC_EXTENDED_LAMBDA__`.
    pub extended_lambda: bool,
    pub token_map: TokenMap,
    /// Keep the blank lines that hold the output's lines where the
    /// source's were; `-E -P` drops them (and lines of only blanks).
    pub blank_lines: bool,
    /// Keep the `#pragma` lines that only steer diagnostics or the host
    /// compiler (`engine::is_inert_pragma`): `-E` output shows every
    /// pragma, as gcc's; a compilation drops them before the parser.
    pub keep_inert_pragmas: bool,
    /// The host compiler's headers and macros (`driver::host_compiler`):
    /// searched after cudac's own headers, in place of cudac's fallback C
    /// library, with its macros predefined under nvcc's device-pass ones.
    /// `None`: cudac's shipped headers alone.
    pub host: Option<std::sync::Arc<HostHeaders>>,
    /// A directory where the state after the prelude is kept for the next
    /// compilation with the same options (`snapshot`); `None`: the
    /// prelude is preprocessed every time.
    pub prelude_cache: Option<PathBuf>,
}

/// What a host compiler reports about itself (`driver::host_compiler`).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct HostHeaders {
    /// Its `#include <…>` directories, in its search order.
    pub include_dirs: Vec<PathBuf>,
    /// Its predefined macros: (name with any parameter list, body).
    pub macros: Vec<(String, String)>,
    /// The CUDA toolkit whose headers (CCCL) are searched with them, as
    /// (major, minor): the version nvcc of that toolkit reports
    /// (`__CUDACC_VER_MAJOR__`, `CUDART_VERSION`). CCCL requires the two
    /// to agree, and programs pick APIs by them (`#if
    /// __CUDACC_VER_MAJOR__ >= 13`: CCCL 3 dropped `cub::ConstantInputIterator`).
    /// `None`: cudac's own, CUDA 12.9.
    pub toolkit_version: Option<(u32, u32)>,
}

impl Default for PpOptions {
    fn default() -> Self {
        PpOptions {
            include_dirs: Vec::new(),
            system_include_dirs: Vec::new(),
            forced_includes: Vec::new(),
            arch: 75,
            arch_specific: false,
            family_specific: false,
            macros: Vec::new(),
            prelude: true,
            relocatable: false,
            device_debug: false,
            arch_list: Vec::new(),
            cplusplus: "201703L",
            relaxed_constexpr: false,
            extended_lambda: false,
            token_map: TokenMap::Full,
            blank_lines: true,
            keep_inert_pragmas: false,
            host: None,
            prelude_cache: None,
        }
    }
}

impl PpOptions {
    fn search_path(&self) -> include::SearchPath<'_> {
        include::SearchPath {
            user: &self.include_dirs,
            system: &self.system_include_dirs,
            host: self.host.as_deref().map(|h| h.include_dirs.as_slice()),
            probes: None,
        }
    }
}

/// A file the output depends on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Dep {
    pub file: FileId,
    /// Found in an `-isystem` directory (or next to a header that was), or
    /// one of cudac's embedded headers.
    pub system: bool,
    /// A file on disk (embedded headers are part of the compiler).
    pub on_disk: bool,
    /// Found in one of the host compiler's directories (`PpOptions::host`):
    /// the host's C and C++ libraries, read leniently by later stages.
    pub host_library: bool,
    /// Among those, one of the host compiler's own (its C and C++
    /// standard libraries), not the CUDA toolkit's.
    pub host_std: bool,
}

/// One token of the output text and where it came from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OutToken {
    /// Byte range in `PpOutput::text`.
    pub start: u32,
    pub end: u32,
    pub span: Span,
}

#[derive(Clone, Debug, Default)]
pub struct PpOutput {
    pub text: String,
    /// The tokens of `text`, in order, with their origins: all of them, or
    /// fewer as `PpOptions::token_map` says.
    pub tokens: Vec<OutToken>,
    /// Files read, in first-inclusion order (main file first; the prelude
    /// and runtime headers included; built-in text not).
    pub deps: Vec<Dep>,
    /// Where an empty output maps to.
    fallback: Option<Span>,
    /// What came from a snapshot (`snapshot`) instead of being
    /// preprocessed again.
    pub from_snapshot: FromSnapshot,
}

/// What of a compilation's preprocessing a snapshot stood for.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum FromSnapshot {
    #[default]
    Nothing,
    /// The prelude.
    Prelude,
    /// The prelude and the main file's leading directive lines.
    PreludeAndPrefix,
}

impl PpOutput {
    /// Unpreprocessed text of `file` as one output token: for tests of
    /// later stages that feed source text straight in.
    pub fn verbatim(file: FileId, text: &str) -> PpOutput {
        let span = Span::new(file, 0, text.len() as u32);
        PpOutput {
            text: text.to_string(),
            tokens: vec![OutToken {
                start: 0,
                end: text.len() as u32,
                span,
            }],
            deps: vec![Dep {
                file,
                system: false,
                on_disk: true,
                host_library: false,
                host_std: false,
            }],
            fallback: Some(span),
            from_snapshot: FromSnapshot::Nothing,
        }
    }

    /// The original span of an output byte range. Whitespace maps to the
    /// next token; a range over several tokens covers them when they share
    /// file and expansion, else it is the first token's span.
    pub fn span_of(&self, range: Range<usize>) -> Span {
        let fallback = self.fallback.unwrap_or_else(|| Span::new(FileId(0), 0, 0));
        let Some(last) = self.tokens.last() else {
            return fallback;
        };
        let i = self
            .tokens
            .partition_point(|t| (t.end as usize) <= range.start);
        let Some(first) = self.tokens.get(i) else {
            return Span {
                start: last.span.end,
                ..last.span
            };
        };
        let j = self
            .tokens
            .partition_point(|t| (t.start as usize) < range.end)
            .saturating_sub(1)
            .max(i);
        if i == j {
            let (ts, te) = (first.start as usize, first.end as usize);
            let spelled_verbatim = (te - ts) == (first.span.end - first.span.start) as usize;
            if spelled_verbatim && range.start >= ts && range.end <= te && range.start <= range.end
            {
                return Span {
                    start: first.span.start + (range.start - ts) as u32,
                    end: first.span.start + (range.end - ts) as u32,
                    ..first.span
                };
            }
            return first.span;
        }
        first.span.to(self.tokens[j].span)
    }

    /// The files on disk this output depends on, in first-inclusion order,
    /// for `-M` (`with_system`) and `-MM` (without) dependency lists.
    pub fn dependencies(&self, with_system: bool) -> Vec<FileId> {
        self.deps
            .iter()
            .filter(|d| d.on_disk && (with_system || !d.system))
            .map(|d| d.file)
            .collect()
    }
}

/// The macros nvcc's device pass predefines for `opts.arch`, and the
/// standard and data-model macros of the nvptx64 target as gcc/clang spell
/// them (LP64, little-endian, signed `char`, `long double` = `double`).
///
/// `__NVCC__` is among them: cudac reads the toolkit's and the host's
/// headers as nvcc's device pass does, and those accept only the CUDA
/// compilers they know (CCCL's `cuda_toolkit.h` stops with "CUDA compiler
/// and CUDA toolkit headers are incompatible" otherwise). The dialect they
/// then assume is nvcc's, which is the one cudac implements: they leave
/// out the builtins nvcc lacks, and nvcc's own pragmas are ignored here.
fn predefined_text(opts: &PpOptions) -> String {
    let arch = opts.arch.saturating_mul(10).to_string();
    let arch_list = if opts.arch_list.is_empty() {
        arch.clone()
    } else {
        let list: Vec<String> = opts
            .arch_list
            .iter()
            .map(|a| a.saturating_mul(10).to_string())
            .collect();
        list.join(",")
    };
    let (major, minor) = opts
        .host
        .as_ref()
        .and_then(|h| h.toolkit_version)
        .unwrap_or((12, 9));
    // nvcc's build numbers of the releases cudac knows; 0 for others.
    let build = match (major, minor) {
        (12, 9) => "86",
        (13, 0) => "88",
        _ => "0",
    };
    let (major_s, minor_s) = (major.to_string(), minor.to_string());
    let cudart = (major * 1000 + minor * 10).to_string();
    let mut defs: Vec<(&str, &str)> = vec![
        ("__NVCC__", "1"),
        ("__CUDACC__", "1"),
        ("__CUDA_ARCH__", &arch),
        ("__CUDA_ARCH_LIST__", &arch_list),
        ("__CUDACC_VER_MAJOR__", &major_s),
        ("__CUDACC_VER_MINOR__", &minor_s),
        ("__CUDACC_VER_BUILD__", build),
        // cudac's cuda_runtime_api.h defines `CUDART_VERSION` as this.
        ("__CUDAC_CUDART_VERSION__", &cudart),
        ("__NVPTX__", "1"),
        ("__cplusplus", opts.cplusplus),
        ("__STDC__", "1"),
        ("__STDC_HOSTED__", "1"),
        ("__STDC_UTF_16__", "1"),
        ("__STDC_UTF_32__", "1"),
        ("__STDCPP_DEFAULT_NEW_ALIGNMENT__", "16UL"),
        ("__CHAR_BIT__", "8"),
        ("__SIZEOF_SHORT__", "2"),
        ("__SIZEOF_INT__", "4"),
        ("__SIZEOF_LONG__", "8"),
        ("__SIZEOF_LONG_LONG__", "8"),
        ("__SIZEOF_POINTER__", "8"),
        ("__SIZEOF_FLOAT__", "4"),
        ("__SIZEOF_DOUBLE__", "8"),
        ("__SIZEOF_LONG_DOUBLE__", "8"),
        ("__SIZEOF_SIZE_T__", "8"),
        ("__SIZEOF_PTRDIFF_T__", "8"),
        ("__SIZEOF_WCHAR_T__", "4"),
        ("__SIZEOF_INT128__", "16"),
        ("__SCHAR_MAX__", "127"),
        ("__SHRT_MAX__", "32767"),
        ("__INT_MAX__", "2147483647"),
        ("__LONG_MAX__", "9223372036854775807L"),
        ("__LONG_LONG_MAX__", "9223372036854775807LL"),
        ("__WCHAR_MAX__", "2147483647"),
        ("__WCHAR_MIN__", "(-__WCHAR_MAX__ - 1)"),
        ("__SIZE_MAX__", "18446744073709551615UL"),
        ("__PTRDIFF_MAX__", "9223372036854775807L"),
        ("__INTMAX_MAX__", "9223372036854775807L"),
        ("__UINTMAX_MAX__", "18446744073709551615UL"),
        ("__INTPTR_MAX__", "9223372036854775807L"),
        ("__UINTPTR_MAX__", "18446744073709551615UL"),
        ("__SIZE_TYPE__", "long unsigned int"),
        ("__PTRDIFF_TYPE__", "long int"),
        ("__WCHAR_TYPE__", "int"),
        ("__CHAR16_TYPE__", "short unsigned int"),
        ("__CHAR32_TYPE__", "unsigned int"),
        ("__INTMAX_TYPE__", "long int"),
        ("__UINTMAX_TYPE__", "long unsigned int"),
        ("__INTPTR_TYPE__", "long int"),
        ("__UINTPTR_TYPE__", "long unsigned int"),
        ("__INT8_TYPE__", "signed char"),
        ("__INT16_TYPE__", "short"),
        ("__INT32_TYPE__", "int"),
        ("__INT64_TYPE__", "long int"),
        ("__UINT8_TYPE__", "unsigned char"),
        ("__UINT16_TYPE__", "short unsigned int"),
        ("__UINT32_TYPE__", "unsigned int"),
        ("__UINT64_TYPE__", "long unsigned int"),
        ("__ORDER_LITTLE_ENDIAN__", "1234"),
        ("__ORDER_BIG_ENDIAN__", "4321"),
        ("__ORDER_PDP_ENDIAN__", "3412"),
        ("__BYTE_ORDER__", "__ORDER_LITTLE_ENDIAN__"),
        ("__LITTLE_ENDIAN__", "1"),
        ("__LP64__", "1"),
        ("_LP64", "1"),
    ];
    if opts.relocatable {
        // nvcc's marker for separate compilation (`-rdc=true`).
        defs.push(("__CUDACC_RDC__", "1"));
    }
    if opts.device_debug {
        // nvcc's marker for device debug compilation (`-G`).
        defs.push(("__CUDACC_DEBUG__", "1"));
    }
    // nvcc's markers for the language extensions the flags enable.
    if opts.relaxed_constexpr {
        defs.push(("__CUDACC_RELAXED_CONSTEXPR__", "1"));
    }
    if opts.extended_lambda {
        defs.push(("__CUDACC_EXTENDED_LAMBDA__", "1"));
    }
    // nvcc's macros for `a` and `f` targets: code guarded by them uses
    // what only this GPU (`a`) or its family (`a` and `f`) has.
    let feature = format!("__CUDA_ARCH_FEAT_SM{}_ALL", opts.arch);
    if opts.arch_specific || opts.family_specific {
        defs.push(("__CUDA_ARCH_FAMILY_SPECIFIC__", &arch));
    }
    if opts.arch_specific {
        defs.push(("__CUDA_ARCH_SPECIFIC__", &arch));
        defs.push((&feature, "1"));
    }
    let mut text = String::new();
    if let Some(host) = &opts.host {
        // The host compiler's macros (`__GNUC__`, `__x86_64__`, its
        // `__cpp_*` levels) as nvcc's device pass has them, except where
        // the device's own definition above differs: those are set below.
        let ours: std::collections::HashSet<&str> = defs.iter().map(|(n, _)| *n).collect();
        for (name, body) in &host.macros {
            let bare = name.split('(').next().unwrap_or(name);
            // `__has_include` and friends are the preprocessor's own.
            if ours.contains(bare) || bare.starts_with("__has_") {
                continue;
            }
            text.push_str(&format!("#define {name} {body}\n"));
        }
        // cudac's prelude then includes the C library headers nvcc's
        // implicit cuda_runtime.h does (`<stdio.h>`, `<assert.h>`, …).
        text.push_str("#define __CUDAC_HOST_HEADERS__ 1\n");
    }
    for (n, v) in defs {
        text.push_str(&format!("#define {n} {v}\n"));
    }
    text
}

fn command_line_text(ops: &[MacroOp]) -> String {
    let mut s = String::new();
    for op in ops {
        // A newline in a value would end the directive early.
        match op {
            MacroOp::Define(n, v) => {
                s.push_str(&format!("#define {n} {}\n", v.replace(['\n', '\r'], " ")))
            }
            MacroOp::Undef(n) => s.push_str(&format!("#undef {n}\n")),
        }
    }
    s
}

/// Preprocesses `main`. Never panics on any input; problems are reported in
/// `diags` and the output holds whatever could be produced.
pub fn preprocess(
    sm: &mut SourceMap,
    main: FileId,
    opts: &PpOptions,
    diags: &mut Diagnostics,
) -> PpOutput {
    // Macro arguments are expanded recursively (up to MAX_ARG_NESTING deep),
    // which needs more stack than a default thread has.
    // If the thread cannot be started the borrows are still in `state` and
    // the work runs here instead.
    let state = std::sync::Mutex::new(Some((sm, diags)));
    let take = || state.lock().ok().and_then(|mut g| g.take());
    let spawned = std::thread::scope(|s| {
        let worker = std::thread::Builder::new()
            .name("cudac-preprocess".into())
            .stack_size(PP_STACK_BYTES)
            .spawn_scoped(s, || {
                take().map(|(sm, diags)| preprocess_on_this_thread(sm, main, opts, diags))
            });
        match worker.map(|h| h.join()) {
            Ok(Ok(out)) => out,
            Ok(Err(panic)) => std::panic::resume_unwind(panic),
            Err(_) => None,
        }
    });
    match spawned {
        Some(out) => out,
        None => match take() {
            Some((sm, diags)) => preprocess_on_this_thread(sm, main, opts, diags),
            None => PpOutput::default(),
        },
    }
}

const PP_STACK_BYTES: usize = 256 << 20;

fn preprocess_on_this_thread(
    sm: &mut SourceMap,
    main: FileId,
    opts: &PpOptions,
    diags: &mut Diagnostics,
) -> PpOutput {
    let builtin_file = sm.add_file("<built-in>", predefined_text(opts));
    let cmdline_file = sm.add_file("<command line>", command_line_text(&opts.macros));
    let main_name = sm.file(main).name.clone();
    let main_path = Path::new(&main_name);
    let main_key = main_path
        .canonicalize()
        .map_or_else(|_| main_name.clone(), |p| p.display().to_string());
    let main_dir = main_path
        .parent()
        .map(Path::to_path_buf)
        .unwrap_or_default();
    let main_origin = Origin::Dir(main_dir.clone(), false, None);

    // The output is usually about as large as the main file: reserving
    // that much up front saves the copies of repeated doubling.
    let main_len = sm.file(main).text.len();
    let mut pp = Pp::new(sm, diags, opts);
    pp.out.map = opts.token_map;
    pp.out.squeeze = !opts.blank_lines;
    pp.out.text.reserve(main_len + 4096);
    if opts.token_map == TokenMap::Full {
        pp.out.toks.reserve(main_len / 5 + 1024);
    }
    let at = Span::new(builtin_file, 0, 0);
    for (name, kind) in [
        ("__FILE__", Builtin::File),
        ("__LINE__", Builtin::Line),
        ("__COUNTER__", Builtin::Counter),
        ("__DATE__", Builtin::Date),
        ("__TIME__", Builtin::Time),
    ] {
        pp.define_builtin(name, kind, at);
    }
    let prefix = snapshot::directive_prefix(&pp.sm.file(main).text);
    let slots = snapshot::slots(
        opts,
        &pp.sm.file(main).text[..prefix],
        &main_dir,
        pp.sm.file_count(),
        pp.sm.expansions().len(),
    );
    let mut restored = FromSnapshot::Nothing;
    match slots {
        Some(slots) => {
            // The state after the prelude (and the main file's first
            // directive lines: `#include <vector>`, `#define N 256`) from
            // the last compilation that started the same way, or made now
            // and kept; then the rest of the main file. Each part ends at
            // a line start outside any group and expansion, so the split
            // changes nothing that follows.
            let full = slots.full.as_ref();
            let start = if full.is_some_and(|f| snapshot::restore(f, &mut pp).is_some()) {
                restored = FromSnapshot::PreludeAndPrefix;
                prefix
            } else {
                let probes = match snapshot::restore(&slots.base, &mut pp) {
                    Some(probes) => {
                        restored = FromSnapshot::Prelude;
                        Some(probes)
                    }
                    None => snapshot_run(&mut pp, &slots.base, |pp| {
                        push_prelude(pp, opts, main, builtin_file, cmdline_file)
                    }),
                };
                match (full, probes) {
                    (Some(full), Some(probes)) if snapshot::seen_before(full) => {
                        pp.probes = Some(probes);
                        let origin = main_origin.clone();
                        snapshot_run(&mut pp, full, |pp| {
                            pp.push_main(main, origin, main_key.clone(), 0..prefix)
                        });
                        prefix
                    }
                    _ => 0,
                }
            };
            pp.push_main(main, main_origin, main_key, start..main_len);
            // The main file is the first dependency, as when it is pushed
            // first.
            if let Some(i) = pp.deps.iter().position(|d| d.file == main) {
                pp.deps[..=i].rotate_right(1);
            }
            pp.out.text.reserve(main_len + 4096);
        }
        None => {
            // The stack runs top first: built-ins, command line, prelude,
            // `-include` files, main.
            pp.push_main(main, main_origin, main_key, 0..main_len);
            push_forced_includes(&mut pp, opts, main);
            push_prelude(&mut pp, opts, main, builtin_file, cmdline_file);
        }
    }
    pp.run();
    PpOutput {
        text: std::mem::take(&mut pp.out.text),
        tokens: std::mem::take(&mut pp.out.toks),
        deps: std::mem::take(&mut pp.deps),
        fallback: Some(Span::new(main, 0, 0)),
        from_snapshot: restored,
    }
}

/// Runs what `push` puts on the stack, recording its file tests on top
/// of those already in `pp.probes`, and keeps the state in `slot` when it
/// can stand for the run. Returns the file tests when it was kept.
fn snapshot_run(
    pp: &mut Pp,
    slot: &snapshot::Slot,
    push: impl FnOnce(&mut Pp),
) -> Option<include::Probes> {
    if pp.probes.is_none() {
        pp.probes = Some(include::Probes::default());
    }
    let before = pp.diags.len();
    push(pp);
    pp.run();
    let kept = snapshot::can_save(pp, before);
    if kept {
        snapshot::save(slot, pp);
    }
    pp.probes.take().filter(|_| kept)
}

/// Pushes the `-include` files: searched from the working directory
/// first, as gcc does; pushed last-first so the first one runs first.
fn push_forced_includes(pp: &mut Pp, opts: &PpOptions, main: FileId) {
    for f in opts.forced_includes.iter().rev() {
        let name = f.display().to_string();
        match include::search(
            &name,
            false,
            &Origin::Dir(PathBuf::new(), false, None),
            opts.search_path(),
            None,
        ) {
            Ok(found) => pp.enter_found(found, Span::new(main, 0, 0)),
            Err(searched) => pp.diags.push(
                Diagnostic::error_nospan(format!("-include: '{name}' file not found"))
                    .with_note(format!("searched: {}", searched.join(", "))),
            ),
        }
    }
}

/// Pushes the prelude, then the command line's and the built-in macros
/// (the stack runs top first).
fn push_prelude(
    pp: &mut Pp,
    opts: &PpOptions,
    main: FileId,
    builtin_file: FileId,
    cmdline_file: FileId,
) {
    if opts.prelude {
        // As nvcc's device pass (`-include cuda_runtime.h`): the runtime
        // API's macros (`CUDART_VERSION`) and types are there before the
        // first line; code testing `#if CUDART_VERSION >= …` around its
        // kernels would otherwise lose them (cuda-samples'
        // threadFenceReduction: every kernel missing, exit 0).
        if let Some((rel, text)) = headers::find(headers::IMPLICIT_INCLUDE) {
            pp.enter_found(Found::Embedded(rel, text), Span::new(main, 0, 0));
        }
    }
    pp.push_file(cmdline_file, Origin::None, "<command line>".into(), true);
    pp.push_file(builtin_file, Origin::None, "<built-in>".into(), true);
}

/// The outermost place a span was written: its expansion chain's last call site.
fn root_span(sm: &SourceMap, span: Span) -> Span {
    let mut cur = span;
    // Expansion ids strictly decrease along a chain (a call site exists
    // before its expansion), which bounds the walk.
    while let Some(e) = sm.expansion(cur.expansion) {
        if e.call_site.expansion.0 >= cur.expansion.0 {
            return e.call_site;
        }
        cur = e.call_site;
    }
    cur
}

/// The output with gcc-style `# N "file"` line markers, for `-E`.
pub fn render_with_markers(sm: &SourceMap, out: &PpOutput) -> String {
    let mut s = String::with_capacity(out.text.len() + out.text.len() / 8);
    let mut cur: Option<(FileId, usize)> = None;
    // The include chain as the markers have shown it so far.
    let mut files: Vec<FileId> = out.deps.iter().take(1).map(|d| d.file).collect();
    let mut offset = 0usize;
    for line in out.text.split_inclusive('\n') {
        let line_start = offset;
        offset += line.len();
        let i = out
            .tokens
            .partition_point(|t| (t.start as usize) < line_start);
        let first = out.tokens.get(i).filter(|t| (t.start as usize) < offset);
        let Some(tok) = first else {
            // Blank lines before the first marker (the prelude's) say nothing.
            if let Some((_, l)) = &mut cur {
                *l += 1;
                s.push_str(line);
            }
            continue;
        };
        let root = root_span(sm, tok.span);
        let line_no = sm.file(root.file).line_col(root.start as usize).0;
        match cur {
            Some((f, l)) if f == root.file && l == line_no => {}
            Some((f, l)) if f == root.file && line_no > l && line_no - l <= 8 => {
                for _ in l..line_no {
                    s.push('\n');
                }
            }
            _ => {
                let name = sm
                    .file(root.file)
                    .name
                    .replace('\\', "\\\\")
                    .replace('"', "\\\"");
                // gcc's flags: 1 entering an include, 2 back in the
                // includer, 3 a system header.
                let mut flags = String::new();
                if files.last() != Some(&root.file) {
                    if let Some(i) = files.iter().rposition(|f| *f == root.file) {
                        files.truncate(i + 1);
                        flags.push_str(" 2");
                    } else {
                        files.push(root.file);
                        flags.push_str(" 1");
                    }
                }
                if out.deps.iter().any(|d| d.file == root.file && d.system) {
                    flags.push_str(" 3");
                }
                s.push_str(&format!("# {line_no} \"{name}\"{flags}\n"));
            }
        }
        s.push_str(line);
        cur = Some((root.file, line_no + 1));
    }
    s
}
