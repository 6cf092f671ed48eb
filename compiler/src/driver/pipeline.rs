//! The compilation recipe for one input file, stage by stage.
//!
//! The order: read the input; `preprocess` (`-E` and `-M` stop here);
//! `syntax::parse`; `sema::check`; the `ir::verify` verifier (debug builds
//! and `--verify-ir`; a violation is an internal compiler error);
//! `--emit=types` stops here; `codegen::generate`; the target machine;
//! `nvvm::finalize` and LLVM's verifier; libdevice (`link`, the float
//! attributes, `nvvm::set_ir_version`, `reflect::run`) and the verifier
//! again; `backend::optimize`; `backend::prepare_for_nvptx`; then the output
//! (LLVM IR, NVVM IR through `nvvm::export`, PTX from libNVVM or from NVPTX
//! with `add_cluster_directives`). `--time-stages` prints each stage's time
//! and memory (`StageTimes`).
//!
//! The driver stops after any stage that reported errors (every error of
//! that stage is still reported): sema on a tree with holes would mostly
//! repeat the syntax errors in other words. Which backend makes the PTX is
//! `backend_for` (LLVM 19's NVPTX up to sm_90a, libNVVM beyond), and which
//! form kernel annotations take is `annotation_form`.

use super::options::{Backend, Emit, Options};
use crate::backend::{self, Sm};
use crate::diag::{Diagnostic, Diagnostics};
use crate::preprocess::{self, MacroOp, PpOptions, TokenMap};
use crate::sema::{self, SemaOptions};
use crate::source::SourceMap;
use crate::{codegen, nvvm, syntax};
use inkwell::context::Context;
use std::path::{Path, PathBuf};

/// Why a compilation produced no output.
pub enum Failure {
    /// Errors were reported as diagnostics.
    Diagnostics,
    /// A bug in cudac (LLVM refused our module, an invariant broke, …).
    Ice(String),
}

fn macro_ops(opts: &Options) -> Vec<MacroOp> {
    let mut ops: Vec<MacroOp> = opts
        .define
        .iter()
        .map(|d| match d.split_once('=') {
            Some((n, v)) => MacroOp::Define(n.to_string(), v.to_string()),
            None => MacroOp::Define(d.clone(), "1".to_string()),
        })
        .collect();
    ops.extend(opts.undef.iter().map(|u| MacroOp::Undef(u.clone())));
    ops
}

/// What one compilation produced.
pub struct Produced {
    /// The requested output (PTX, IR, preprocessed text); empty for `-M`.
    pub text: String,
    /// With `-M`/`-MM`/`-MD`/`-MMD`: the dependency paths, input first.
    pub deps: Option<Vec<String>>,
}

/// Link the libdevice functions `module` calls, if it calls any; an error
/// diagnostic names the places searched when libdevice is not found.
fn link_libdevice(
    opts: &Options,
    module: &inkwell::module::Module<'_>,
    diags: &mut Diagnostics,
) -> Result<(), Failure> {
    let needed = cudac_libdevice::needed(module);
    let Some(first) = needed.first() else {
        return Ok(());
    };
    let path = match cudac_libdevice::find(opts.libdevice.as_deref()) {
        Ok(p) => p,
        Err(nf) => {
            let list: Vec<String> = nf
                .searched
                .iter()
                .map(|p| format!("  {}", p.display()))
                .collect();
            diags.push(
                Diagnostic::error_nospan(format!(
                    "cannot find libdevice ({}), needed for '{first}'",
                    cudac_libdevice::find::FILE_NAME
                ))
                .with_note(format!("searched:\n{}", list.join("\n")))
                .with_note(
                    "pass --libdevice PATH, set CUDA_HOME, or run `cargo xtask setup`; --no-libdevice leaves the calls unresolved",
                ),
            );
            return Err(Failure::Diagnostics);
        }
    };
    match cudac_libdevice::link(module, &path) {
        Ok(_) => Ok(()),
        Err(e) => {
            diags.push(Diagnostic::error_nospan(e.to_string()));
            Err(Failure::Diagnostics)
        }
    }
}

/// How long each stage of one compilation took, with the resident memory
/// it peaked at and what stayed resident when it ended (`--time-stages`).
/// Each stage's peak is its own: the kernel's high-water mark is reset as
/// a stage ends (Linux's `clear_refs` 5), so a stage that frees what it
/// built shows where memory goes, not only the process's maximum.
#[derive(Default)]
pub struct StageTimes {
    last: Option<std::time::Instant>,
    /// Whether to measure memory (reading and resetting it costs a few
    /// system calls per stage).
    pub measure_memory: bool,
    pub stages: Vec<Stage>,
}

/// One stage's figures.
pub struct Stage {
    pub name: &'static str,
    pub time: std::time::Duration,
    /// Peak and end-of-stage resident memory, KiB.
    pub memory: Option<(u64, u64)>,
    /// What the allocator had handed out and not taken back when the stage
    /// ended, KiB (the rest of the resident memory is the program's code,
    /// LLVM's own allocations outside malloc, and free space the
    /// allocator keeps).
    pub allocated: Option<u64>,
}

impl StageTimes {
    pub fn new(measure_memory: bool) -> StageTimes {
        StageTimes {
            measure_memory,
            ..Default::default()
        }
    }

    /// A figure within the stage that just ended: time summed over work
    /// that ran on several threads (the back end's parts).
    fn within(&mut self, name: &'static str, time: std::time::Duration) {
        self.stages.push(Stage {
            name,
            time,
            memory: None,
            allocated: None,
        });
    }

    /// Ends stage `name` (begun where the previous one ended).
    fn done(&mut self, name: &'static str) {
        let now = std::time::Instant::now();
        if let Some(start) = self.last {
            let (memory, allocated) = if self.measure_memory {
                (resident_kib(), allocated_kib())
            } else {
                (None, None)
            };
            self.stages.push(Stage {
                name,
                time: now - start,
                memory,
                allocated,
            });
        }
        if self.measure_memory {
            // Best effort: without it each peak is the process's so far.
            let _ = std::fs::write("/proc/self/clear_refs", "5");
        }
        // The next stage starts after the measuring.
        self.last = Some(std::time::Instant::now());
    }
}

/// Hand the pages of freed memory back to the system. glibc keeps what a
/// stage freed in the arena of the thread that allocated it, and the back
/// end's worker threads allocate from arenas of their own, so without this
/// the front end's freed syntax trees and typed program stay resident
/// beside the back end's modules: the 1,000-kernel benchmark file peaked
/// at 107 MiB, and at 79 MiB with it. A trim costs well under a
/// millisecond per stage.
fn release_free_memory() {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    // SAFETY: malloc_trim only returns whole free pages to the system.
    unsafe {
        libc::malloc_trim(0);
    }
}

/// Bytes malloc has handed out and not taken back (all arenas), KiB.
fn allocated_kib() -> Option<u64> {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    {
        // SAFETY: mallinfo2 only reads the allocator's statistics.
        let info = unsafe { libc::mallinfo2() };
        Some(((info.uordblks + info.hblkhd) / 1024) as u64)
    }
    #[cfg(not(all(target_os = "linux", target_env = "gnu")))]
    None
}

/// The process's peak resident set since the last reset (`VmHWM`) and its
/// resident set now (`VmRSS`), in KiB.
fn resident_kib() -> Option<(u64, u64)> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let field = |name: &str| -> Option<u64> {
        let line = status.lines().find(|l| l.starts_with(name))?;
        line.split_whitespace().nth(1)?.parse().ok()
    };
    Some((field("VmHWM:")?, field("VmRSS:")?))
}

/// The architecture one compilation is for, and every architecture of
/// the command line (`__CUDA_ARCH_LIST__`).
#[derive(Clone, Copy)]
pub struct ArchJob<'a> {
    pub target: Sm,
    pub all: &'a [Sm],
}

/// Compile `input` (its text is `source` when given, else read from the
/// file) for one virtual architecture; returns the text of the requested
/// output (PTX unless `--emit`/`-E`/`-M` say otherwise).
pub fn compile(
    opts: &Options,
    input: &Path,
    arch: ArchJob<'_>,
    source: Option<&str>,
    sm: &mut SourceMap,
    diags: &mut Diagnostics,
    times: &mut StageTimes,
) -> Result<Produced, Failure> {
    times.done("start");
    let target = arch.target;
    let backend = backend_for(opts, target, diags)?;
    let main = read_input(input, source, sm, diags)?;
    times.done("read");

    // Preprocess.
    let host = if opts.host_headers() {
        let probed = super::host_compiler::probe(opts.ccbin.as_deref(), opts.std.flag());
        host_or_fallback(probed, opts.ccbin.is_some(), diags)?.map(with_toolkit)
    } else {
        None
    };
    let pp_opts = pp_options(opts, arch, host);
    let pp = preprocess::preprocess(sm, main, &pp_opts, diags);
    times.done("preprocess");
    if diags.has_errors() {
        return Err(Failure::Diagnostics);
    }
    let deps = opts.deps_wanted().map(|with_system| {
        pp.dependencies(with_system)
            .into_iter()
            .map(|f| sm.file(f).name.clone())
            .collect::<Vec<_>>()
    });
    if opts.deps_instead() {
        return Ok(Produced {
            text: String::new(),
            deps,
        });
    }
    if opts.preprocess_only {
        let text = if opts.no_line_markers {
            // Already without blank lines (`blank_lines` is off).
            pp.text
        } else {
            preprocess::render_with_markers(sm, &pp)
        };
        return Ok(Produced { text, deps });
    }

    // Parse. Semantic checks on a tree with holes would mostly repeat the
    // syntax errors in other words, so stop here when there are any.
    let tu = syntax::parse_with_jobs(sm, &pp, opts.jobs(), diags);
    // The preprocessed text and its token map are not needed again (spans
    // point into the source map), and the syntax trees are gone: their
    // pages were the parsing threads'.
    drop(pp);
    release_free_memory();
    times.done("parse");
    if diags.has_errors() {
        return Err(Failure::Diagnostics);
    }

    // Check.
    let float = opts.float_model();
    let sema_opts = SemaOptions {
        arch: target.number,
        relocatable: opts.rdc.unwrap_or(false),
        fast_math: float.fast_intrinsics,
        host_diagnostics: opts.host_diagnostics,
        device_globals: opts.device_globals,
        relaxed_constexpr: opts.relaxed_constexpr,
        extended_lambda: opts.extended_lambda,
        module_path: module_path(input),
    };
    let checked = sema::check(&tu, &sema_opts, diags);
    times.done("sema");
    // The syntax tree is not needed again: a large file's back end runs
    // without it in memory.
    drop(tu);
    release_free_memory();
    if diags.has_errors() {
        return Err(Failure::Diagnostics);
    }
    if opts.verify_ir || cfg!(debug_assertions) {
        let broken = crate::ir::verify::verify(&checked.program, &checked.types);
        if !broken.is_empty() {
            return Err(Failure::Ice(format!(
                "the typed program is unsound:\n{}",
                broken.join("\n")
            )));
        }
        times.done("verify");
    }

    if opts.syntax_only {
        return Ok(Produced {
            text: String::new(),
            deps,
        });
    }
    if opts.emit_kind() == Emit::Types {
        let text = crate::typetrans::dump::dump(&checked).map_err(Failure::Ice)?;
        return Ok(Produced { text, deps });
    }

    // Generate, finalise, verify.
    let ctx = Context::create();
    let module_name = input
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    let codegen::Generated {
        module,
        pragma_loops,
        pointees,
    } = codegen::generate(
        &ctx,
        &module_name,
        &checked,
        debug_level(opts).map(|level| (&*sm, main, level)),
        codegen::CodegenOptions {
            fmad: opts.fmad,
            div_f32: float.div_f32(),
            ftz: float.ftz,
            optimized: opts.opt > 0,
        },
    )
    .map_err(|e| Failure::Ice(e.0))?;
    times.done("codegen");
    // (For SMs beyond LLVM 19 an sm_90 machine optimises; see `for_llvm`.)
    // 32-bit shared/local/constant addresses only where LLVM writes the
    // PTX: NVVM IR keeps the spec's data layout.
    let short_pointers =
        backend == Backend::Llvm && matches!(opts.emit_kind(), Emit::Ptx | Emit::LlvmIr);
    let tm = backend::target_machine(target.for_llvm(), opts.opt, opts.fmad, short_pointers)
        .map_err(Failure::Ice)?;
    let form = annotation_form(opts, backend);
    nvvm::finalize(
        &ctx,
        &module,
        &checked,
        &tm.get_target_data(),
        form,
        &float,
        target.number,
    );
    if let Err(e) = module.verify() {
        return Err(Failure::Ice(format!(
            "the generated LLVM module does not verify:\n{}",
            e.to_string_lossy()
        )));
    }

    link_and_reflect(opts, &ctx, &module, &float, diags)?;
    times.done("nvvm + libdevice");
    // A large module of independent kernels: optimised and emitted in
    // parts, in parallel (`backend::split`).
    if backend == Backend::Llvm && opts.emit_kind() == Emit::Ptx {
        if let Some(plan) = backend::split::plan(&module) {
            let config = backend::split::Config {
                sm: target.for_llvm(),
                opt: opts.opt,
                fmad: opts.fmad,
            };
            // The parts read the module's bitcode: the module, its
            // context and the typed program need not stay in memory
            // beside them.
            let bitcode = module.write_bitcode_to_memory();
            let clusters = nvvm::cluster_kernels(&checked);
            drop(module);
            drop(ctx);
            drop(checked);
            release_free_memory();
            let parts = backend::split::compile(bitcode.as_slice(), &plan, config, opts.jobs())
                .map_err(Failure::Ice)?;
            drop(bitcode);
            let sum = |f: fn(&backend::split::PartTimes) -> std::time::Duration| {
                parts.iter().map(|p| f(&p.times)).sum()
            };
            times.done("optimize + emit (in parts)");
            times.within("  read parts (summed over threads)", sum(|t| t.read));
            times.within("  optimize (summed over threads)", sum(|t| t.optimize));
            times.within(
                "  prepare + emit PTX (summed over threads)",
                sum(|t| t.emit),
            );
            let mut reported = Vec::new();
            let mut emitted = Vec::new();
            let mut not_unrolled = std::collections::BTreeSet::new();
            let mut ptx = Vec::with_capacity(parts.len());
            for part in parts {
                reported.extend(part.reported);
                emitted.extend(part.emitted);
                not_unrolled.extend(part.not_unrolled);
                ptx.push(part.ptx);
            }
            report_llvm(reported, &not_unrolled, &pragma_loops, diags)?;
            report_llvm(emitted, &Default::default(), &[], diags)?;
            let text =
                backend::add_cluster_directives(backend::split::join_ptx(&plan, &ptx), &clusters);
            let text = backend::raise_version_for_asm(text, target);
            times.done("join");
            return Ok(Produced { text, deps });
        }
    }
    // Optimise and emit.
    let reported = backend::optimize(&module, &tm, opts.opt).map_err(Failure::Ice)?;
    let not_unrolled = backend::diagnostics::take_pragma_tags(&module);
    report_llvm(reported, &not_unrolled, &pragma_loops, diags)?;
    // The loop shapes NVPTX and ptxas want (`backend::prepare_for_nvptx`),
    // in the LLVM IR cudac prints too: it is what the PTX is made from
    // (and what the execution differential test runs). libNVVM gets the
    // IR as optimised.
    if opts.opt > 0
        && matches!(opts.emit_kind(), Emit::LlvmIr | Emit::Ptx)
        && backend != Backend::Libnvvm
    {
        backend::prepare_for_nvptx(&module).map_err(Failure::Ice)?;
    }
    times.done("optimize");
    let text = emit_text(
        opts, backend, target, &checked, &module, &pointees, &tm, diags,
    )?;
    times.done("emit");
    Ok(Produced { text, deps })
}

/// The requested output from the optimised module.
#[allow(clippy::too_many_arguments)]
fn emit_text(
    opts: &Options,
    backend: Backend,
    target: Sm,
    checked: &sema::Checked,
    module: &inkwell::module::Module,
    pointees: &nvvm::export::Pointees,
    tm: &inkwell::targets::TargetMachine,
    diags: &mut Diagnostics,
) -> Result<String, Failure> {
    Ok(match opts.emit_kind() {
        Emit::LlvmIr => {
            let ir = module.print_to_string().to_string();
            // NVPTX keeps a process-wide cache of each module's
            // `nvvm.annotations` (keyed by the module's address) that only
            // its assembly printer clears. Run it, so a later module at the
            // same address in this process (library use, the in-process
            // tests) never reads this one's `maxntid` as its own. The PTX
            // itself is not wanted here, nor a failure to produce it.
            let _ = backend::emit_ptx(module, tm);
            ir
        }
        Emit::NvvmIr => {
            let ir = nvvm_ir(opts, module, pointees, target, diags)?;
            // As for `LlvmIr`: clear NVPTX's annotation cache.
            let _ = backend::emit_ptx(module, tm);
            ir
        }
        Emit::Ptx if backend == Backend::Libnvvm => {
            let ptx = through_libnvvm(opts, module, pointees, target, diags)?;
            let _ = backend::emit_ptx(module, tm);
            ptx
        }
        // `Types` returned after sema; PTX is the default.
        Emit::Ptx | Emit::Types => {
            let (ptx, reported) = backend::emit_ptx(module, tm).map_err(Failure::Ice)?;
            report_llvm(reported, &Default::default(), &[], diags)?;
            let ptx = backend::add_cluster_directives(ptx, &nvvm::cluster_kernels(checked));
            backend::raise_version_for_asm(ptx, target)
        }
    })
}

/// The input's real path, as nvcc names a translation unit by it
/// (`sema::nvcc_names`): symbolic links resolved, or else made absolute
/// (text an in-process caller gives with a path that does not exist).
fn module_path(input: &Path) -> Option<PathBuf> {
    if input.as_os_str() == "-" {
        return None;
    }
    std::fs::canonicalize(input)
        .ok()
        .or_else(|| std::path::absolute(input).ok())
}

/// The input file's text (from `source` when an in-process caller, such
/// as a fuzzer, hands it over), added to the source map.
fn read_input(
    input: &Path,
    source: Option<&str>,
    sm: &mut SourceMap,
    diags: &mut Diagnostics,
) -> Result<crate::source::FileId, Failure> {
    let bytes = match source.map_or_else(|| std::fs::read(input), |t| Ok(t.as_bytes().to_vec())) {
        Ok(b) => b,
        Err(e) => {
            diags.push(Diagnostic::error_nospan(format!(
                "cannot read '{}': {e}",
                input.display()
            )));
            return Err(Failure::Diagnostics);
        }
    };
    let text = match String::from_utf8(bytes) {
        Ok(t) => t,
        Err(e) => {
            diags.push(Diagnostic::warning_nospan(format!(
                "'{}' is not valid UTF-8; invalid bytes are replaced",
                input.display()
            )));
            String::from_utf8_lossy(e.as_bytes()).into_owned()
        }
    };
    Ok(sm.add_file(input.display().to_string(), text))
}

/// What the preprocessor needs from the command line.
fn pp_options(
    opts: &Options,
    arch: ArchJob<'_>,
    host: Option<std::sync::Arc<preprocess::HostHeaders>>,
) -> PpOptions {
    let target = arch.target;
    PpOptions {
        include_dirs: opts.include.clone(),
        system_include_dirs: opts.isystem.clone(),
        forced_includes: opts.pre_include.clone(),
        arch: target.number,
        arch_specific: target.variant == backend::Variant::ArchSpecific,
        family_specific: target.variant == backend::Variant::FamilySpecific,
        macros: macro_ops(opts),
        prelude: !opts.no_prelude,
        relocatable: opts.rdc.unwrap_or(false),
        device_debug: opts.device_debug,
        arch_list: arch.all.iter().map(|a| a.number).collect(),
        cplusplus: opts.std.cplusplus(),
        relaxed_constexpr: opts.relaxed_constexpr,
        extended_lambda: opts.extended_lambda,
        // Only compilation maps every output token back to its origin.
        token_map: if opts.deps_instead() || (opts.preprocess_only && opts.no_line_markers) {
            TokenMap::Off
        } else if opts.preprocess_only {
            TokenMap::LineStarts
        } else {
            TokenMap::Full
        },
        blank_lines: !(opts.preprocess_only && opts.no_line_markers),
        keep_inert_pragmas: opts.preprocess_only,
        host,
        prelude_cache: super::host_compiler::cache_dir(),
    }
}

/// How kernel annotations are written: NVVM IR follows the option; PTX
/// always comes from the legacy form as LLVM 19's NVPTX backend reads it
/// (the PTX is the same either way).
fn annotation_form(opts: &Options, backend: Backend) -> nvvm::AnnotationForm {
    match (opts.emit_kind(), opts.nvvm_annotations) {
        (Emit::LlvmIr, super::options::NvvmAnnotations::Attributes) => {
            nvvm::AnnotationForm::Attributes
        }
        (Emit::LlvmIr, super::options::NvvmAnnotations::Legacy) | (Emit::NvvmIr, _) => {
            nvvm::AnnotationForm::Legacy
        }
        // libNVVM reads the NVVM IR spec's form.
        (Emit::Ptx, _) if backend == Backend::Libnvvm => nvvm::AnnotationForm::Legacy,
        _ => nvvm::AnnotationForm::Backend,
    }
}

/// Links libdevice (what the module reaches), sets the float model's
/// attributes and the IR version, then runs NVVMReflect.
fn link_and_reflect(
    opts: &Options,
    ctx: &Context,
    module: &inkwell::module::Module,
    float: &nvvm::FloatModel,
    diags: &mut Diagnostics,
) -> Result<(), Failure> {
    if !opts.no_libdevice {
        link_libdevice(opts, module, diags)?;
    }
    nvvm::apply_float_attributes(ctx, module, float);
    let debug = nvvm::has_debug_info(module).then_some(nvvm::DEBUG_IR_VERSION);
    nvvm::set_ir_version(module, nvvm::IR_VERSION, debug);
    let reflect = cudac_libdevice::ReflectOptions {
        enabled: opts.nvvm_reflect_enable,
        add: opts.reflect_add.clone(),
    };
    // Sema checks every call's key at its span; what is left (a reflect
    // function used other than by a call, e.g. through a pointer) still
    // comes from the user's code, so it is the user's error.
    if let Err(e) = cudac_libdevice::reflect::run(module, &reflect) {
        diags.push(crate::diag::Diagnostic::error_nospan(format!(
            "NVVMReflect: {e}"
        )));
        return Err(Failure::Diagnostics);
    }
    if let Err(e) = module.verify() {
        return Err(Failure::Ice(format!(
            "the module does not verify after libdevice and NVVMReflect:\n{}",
            e.to_string_lossy()
        )));
    }
    Ok(())
}

/// The debug information the options ask for: `-G` includes `-lineinfo`'s.
fn debug_level(opts: &Options) -> Option<codegen::DebugLevel> {
    if opts.device_debug {
        Some(codegen::DebugLevel::Full)
    } else if opts.line_info {
        Some(codegen::DebugLevel::LineTables)
    } else {
        None
    }
}

/// Who makes the PTX: what `--backend` says, else LLVM 19 for the SMs it
/// knows and libNVVM for the newer ones, which LLVM cannot target.
fn backend_for(opts: &Options, target: Sm, diags: &mut Diagnostics) -> Result<Backend, Failure> {
    match opts.backend {
        Some(Backend::Llvm) if target.needs_libnvvm() => {
            diags.push(
                Diagnostic::error_nospan(format!(
                    "LLVM's NVPTX backend cannot generate code for {}",
                    target.name()
                ))
                .with_note(format!(
                    "--backend=libnvvm (the default for {}) compiles it through NVIDIA's libNVVM",
                    target.name()
                )),
            );
            Err(Failure::Diagnostics)
        }
        Some(b) => Ok(b),
        None if target.needs_libnvvm() => Ok(Backend::Libnvvm),
        None => Ok(Backend::Llvm),
    }
}

/// LLVM's warnings as cudac's: "loop not unrolled" at each loop with a
/// forcing `#pragma unroll` LLVM left rolled (`not_unrolled`: their pragma
/// tags, indexing `pragma_loops`), anything else without a place. An
/// error LLVM reports is a bug of ours.
fn report_llvm(
    reported: Vec<backend::diagnostics::LlvmDiagnostic>,
    not_unrolled: &std::collections::BTreeSet<u32>,
    pragma_loops: &[crate::source::Span],
    diags: &mut Diagnostics,
) -> Result<(), Failure> {
    let mut placed = false;
    for d in reported {
        if d.error {
            return Err(Failure::Ice(format!(
                "LLVM reported an error: {}",
                d.message
            )));
        }
        let spans: Vec<_> = not_unrolled
            .iter()
            .filter_map(|&i| pragma_loops.get(i as usize))
            .collect();
        if d.is_loop_not_unrolled() && !spans.is_empty() {
            // LLVM reports each such loop once; place them all once.
            if !placed {
                for &at in spans {
                    diags.push(Diagnostic::warning(at, d.message.clone()));
                }
                placed = true;
            }
            continue;
        }
        diags.push(Diagnostic::warning_nospan(d.message));
    }
    Ok(())
}

/// The module as NVVM IR in the dialect the options (or the target) ask
/// for: LLVM 7 below sm_100, modern from sm_100 on.
fn nvvm_ir(
    opts: &Options,
    module: &inkwell::module::Module,
    pointees: &nvvm::export::Pointees,
    target: Sm,
    diags: &mut Diagnostics,
) -> Result<String, Failure> {
    use super::options::NvvmDialect;
    let dialect = opts.nvvm_dialect.unwrap_or(if target.number >= 100 {
        NvvmDialect::Modern
    } else {
        NvvmDialect::Llvm7
    });
    let (dialect, name) = match dialect {
        NvvmDialect::Llvm7 => (nvvm::export::Dialect::Llvm7, "LLVM 7"),
        NvvmDialect::Modern => (nvvm::export::Dialect::Modern, "modern"),
    };
    nvvm::export::write(module, dialect, pointees).map_err(|what| {
        let mut d = Diagnostic::error_nospan(format!(
            "not supported yet in the {name} dialect of NVVM IR: {what}"
        ));
        if dialect == nvvm::export::Dialect::Llvm7 {
            d = d.with_note("--nvvm-dialect=modern is for sm_100 and later");
        }
        diags.push(d);
        Failure::Diagnostics
    })
}

/// PTX from libNVVM for the module's NVVM IR. Missing libNVVM is the
/// user's error (where cudac looked); libNVVM rejecting cudac's IR is an
/// internal compiler error with libNVVM's log.
fn through_libnvvm(
    opts: &Options,
    module: &inkwell::module::Module,
    pointees: &nvvm::export::Pointees,
    target: Sm,
    diags: &mut Diagnostics,
) -> Result<String, Failure> {
    let lib = match backend::libnvvm::LibNvvm::load(opts.libnvvm.as_deref()) {
        Ok(lib) => lib,
        Err(nf) => {
            let mut msg = if opts.backend.is_some() {
                String::from("cannot load libNVVM, needed for --backend=libnvvm")
            } else {
                format!(
                    "cannot load libNVVM, needed for {} (LLVM's NVPTX backend stops at sm_90a)",
                    target.name()
                )
            };
            if let Some(e) = nf.load_error {
                msg.push_str(&format!(": {e}"));
            }
            let looked: Vec<String> = nf
                .searched
                .iter()
                .map(|p| p.display().to_string())
                .collect();
            diags.push(Diagnostic::error_nospan(msg).with_note(format!(
                "looked in: {}; pass --libnvvm PATH, set CUDA_HOME, or run `cargo xtask setup`",
                looked.join(", ")
            )));
            return Err(Failure::Diagnostics);
        }
    };
    // The module says the NVVM IR version (and with debug information
    // the debug metadata version) this libNVVM reads.
    let ((major, minor), (debug_major, debug_minor)) = lib.ir_version();
    if major > 0 {
        let reported = (debug_major as u64, debug_minor as u64);
        let debug_version = if debug_major > 0 {
            reported
        } else {
            nvvm::DEBUG_IR_VERSION
        };
        let debug = nvvm::has_debug_info(module).then_some(debug_version);
        nvvm::set_ir_version(module, (major as u64, minor as u64), debug);
    }
    let ir = nvvm_ir(opts, module, pointees, target, diags)?;
    let float = opts.float_model();
    let flag = |b: bool| if b { "1" } else { "0" };
    let options = [
        format!("-arch={}", target.compute_name()),
        format!("-opt={}", if opts.opt == 0 { 0 } else { 3 }),
        format!("-ftz={}", flag(float.ftz)),
        format!("-prec-div={}", flag(float.prec_div)),
        format!("-prec-sqrt={}", flag(float.prec_sqrt)),
        format!("-fma={}", flag(opts.fmad)),
    ];
    let mut options: Vec<&str> = options.iter().map(String::as_str).collect();
    // libNVVM's debug options: `-g` for a FullDebug unit (the spec
    // requires it), line tables otherwise.
    match debug_level(opts) {
        Some(codegen::DebugLevel::Full) => options.push("-g"),
        Some(codegen::DebugLevel::LineTables) => options.push("-generate-line-info"),
        None => {}
    }
    let libdevice = if opts.no_libdevice {
        None
    } else {
        cudac_libdevice::find(opts.libdevice.as_deref())
            .ok()
            .and_then(|p| std::fs::read(p).ok())
    };
    match lib.compile(&ir, "cudac", libdevice.as_deref(), &options) {
        backend::libnvvm::Outcome::Ptx(ptx) => {
            // An intrinsic libNVVM does not know becomes an external
            // function of that name: the PTX would not link.
            if let Some(l) = ptx
                .lines()
                .find(|l| l.contains(".extern") && l.contains(" llvm."))
            {
                return Err(Failure::Ice(format!(
                    "libNVVM does not know an intrinsic cudac's NVVM IR calls: {}",
                    l.trim()
                )));
            }
            Ok(ptx)
        }
        backend::libnvvm::Outcome::Rejected { step, log } => Err(Failure::Ice(format!(
            "libNVVM ({}) rejected cudac's NVVM IR at {step}:\n{log}",
            lib.path.display()
        ))),
    }
}

/// The host compiler's headers, as `probe` found them. A `-ccbin` that
/// does not work is an error, as in nvcc; with none given and no working
/// `c++`/`g++`, cudac says so once and reads its own minimal C library
/// instead (`None`).
fn host_or_fallback<H>(
    probed: Result<H, String>,
    ccbin_given: bool,
    diags: &mut Diagnostics,
) -> Result<Option<H>, Failure> {
    match probed {
        Ok(h) => Ok(Some(h)),
        Err(e) if ccbin_given => {
            diags.push(crate::diag::Diagnostic::error_nospan(e));
            Err(Failure::Diagnostics)
        }
        Err(e) => {
            diags.push(crate::diag::Diagnostic::warning_nospan(format!(
                "{e}: cudac reads its own minimal C library instead of the host's headers (give one with -ccbin)"
            )));
            Ok(None)
        }
    }
}

/// The host's headers with the CUDA toolkit's include directories in
/// front of them, as nvcc searches (`toolkit.rs`).
fn with_toolkit(
    host: std::sync::Arc<preprocess::HostHeaders>,
) -> std::sync::Arc<preprocess::HostHeaders> {
    let toolkit = super::toolkit::include_dirs();
    if toolkit.is_empty() {
        return host;
    }
    let mut dirs = toolkit;
    dirs.extend(
        host.include_dirs
            .iter()
            .filter(|d| !dirs.contains(d))
            .cloned()
            .collect::<Vec<_>>(),
    );
    let toolkit_version = super::toolkit::version(&dirs);
    std::sync::Arc::new(preprocess::HostHeaders {
        include_dirs: dirs,
        macros: host.macros.clone(),
        toolkit_version,
    })
}

#[cfg(test)]
mod host_fallback_tests {
    use super::*;

    #[test]
    fn no_host_compiler_falls_back_once_but_a_broken_ccbin_is_an_error() {
        let mut diags = Diagnostics::new();
        let r = host_or_fallback::<()>(
            Err("no host compiler ('c++' or 'g++') on PATH".into()),
            false,
            &mut diags,
        );
        assert!(matches!(r, Ok(None)));
        assert_eq!(diags.list.len(), 1);
        assert!(!diags.has_errors());
        assert!(diags.list[0].message.contains("minimal C library"));
        let mut diags = Diagnostics::new();
        let r = host_or_fallback::<()>(
            Err("host compiler '/x/c++' not found".into()),
            true,
            &mut diags,
        );
        assert!(matches!(r, Err(Failure::Diagnostics)));
        assert!(diags.has_errors());
        let mut diags = Diagnostics::new();
        assert!(matches!(
            host_or_fallback(Ok(7), true, &mut diags),
            Ok(Some(7))
        ));
        assert!(diags.list.is_empty());
    }
}
