//! Backend: LLVM's optimisation pipeline and the NVPTX code generator.
//!
//! Input: a finalised NVVM module, the target SM and optimisation level.
//! Output: optimised LLVM IR text and PTX text.
//! Invariants: the module has passed the verifier before it gets here;
//! the PTX ISA version is the lowest one the SM needs, so the output runs
//! on the oldest driver that supports the chosen GPU.
//!
//! After optimisation, `prepare_for_nvptx` reshapes the module for NVPTX and
//! ptxas (at `-O1` and above, for LLVM IR and PTX output made by LLVM; the
//! printed LLVM IR has it too, since it is what the PTX is made from and what
//! `difftest exec` runs; libNVVM gets the IR as optimised). Each rewrite is
//! exact and has its own module doc with its measurement: `widen`,
//! `countdown` (`matmul_naive`: 10 loads per SASS iteration against 58, 3.62
//! SASS instructions per load against nvcc's 2.28, now 2.19), `halving`,
//! `readonly`, `nullcmp`, `sregs` (a grid-stride `saxpy`: 14 registers, as
//! nvcc, not 16), `wmma_spaces` (nvcc's `.global`/`.shared` warp matrix
//! loads and stores). `loop_tests` runs cudac's -O3 IR of five loop kernels on
//! the host JIT before and after.
//!
//! Process-wide LLVM options (`set_llvm_options`, each with its measurement
//! there): LLVM's own NVVMReflect is off (`-nvvm-reflect-enable=false`;
//! cudac's runs first, and with `--nvvm-reflect-enable=false` the calls must
//! stay); runtime unrolling of block-stride loops, whose trip count takes
//! a few instructions (`for (c = threadIdx.x; c < n; c += 256)`:
//! `-scev-cheap-expansion-budget=6`, and `-unroll-max-count=4` with
//! `-unroll-partial-threshold=100` for nvcc's four copies; the softmax
//! sample's kernel is then within 2% of nvcc's SASS; `#pragma unroll N` is
//! not capped); register-pressure scheduling (`-nvptx-sched4reg`) and no
//! InstCombine sinking into returning blocks
//! (`-instcombine-code-sinking=false`: it carried `sin(a)`'s polynomial past
//! `cos(b)`'s reduction call, 40 registers against nvcc's 30), which
//! together took the kq registers geomean from 1.0028 to 0.9998.
//!
//! Shared, constant and local addresses are 32-bit where LLVM writes the PTX
//! (`--emit=ptx`/`llvm-ir` below sm_100), as in nvcc's PTX: NVPTX's
//! `-nvptx-short-ptr` changes the machine's data layout
//! (`p3:32:32-p4:32:32-p5:32:32`), and as a process-wide option read only
//! while a machine is constructed, `target_machine` sets it and constructs
//! under one lock (`llvm_shim.cpp` writes the registered `cl::opt`). NVVM IR for libNVVM is optimised on a
//! machine without it: the spec's data layout has 64-bit pointers
//! everywhere. It took the register geomean against nvcc from 1.017× to
//! 1.009×, and the libdevice-heavy kernels (local-memory reductions in
//! `sin`/`cos`) from 26 to 21 registers.
//!
//! Targets: `Sm` parses `sm_XX`/`compute_XX` with nvcc's `a` and `f`
//! variants (which SM has them is `nvvm::target::features`);
//! `SUPPORTED_ARCHS` are LLVM 19's, `LIBNVVM_ARCHS` the Blackwell ones only
//! libNVVM compiles. LLVM fatal errors end the process as an internal
//! compiler error through `on_llvm_fatal_error`, since they cannot unwind.

pub mod branches;
pub mod countdown;
pub mod diagnostics;
pub mod halving;
pub mod libnvvm;
#[cfg(test)]
mod loop_tests;
pub mod nullcmp;
pub mod param_select;
pub mod readonly;
pub mod spaces;
pub mod split;
mod sregs;
pub mod widen;
pub mod wmma_spaces;

use inkwell::module::Module;
use inkwell::passes::PassBuilderOptions;
use inkwell::targets::{
    CodeModel, FileType, InitializationConfig, RelocMode, Target, TargetMachine, TargetTriple,
};
use inkwell::OptimizationLevel;

/// Architectures the NVPTX backend of LLVM 19 generates code for.
pub const SUPPORTED_ARCHS: &[u32] = &[50, 52, 53, 60, 61, 62, 70, 72, 75, 80, 86, 87, 89, 90];

/// Architectures only libNVVM generates code for (Blackwell): libNVVM
/// 12.9 compiles `compute_100`, `101`, `103`, `120` and `121` and their
/// `a`/`f` variants; LLVM 19's NVPTX backend stops at sm_90a.
pub const LIBNVVM_ARCHS: &[u32] = &[100, 101, 103, 120, 121];

/// Which feature set of an SM the code may use (nvcc's suffixes).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Variant {
    /// `sm_90`: the features every later GPU has too.
    Plain,
    /// `sm_90a`: also the features of exactly this GPU (wgmma,
    /// setmaxnreg, tcgen05): the code runs on it alone.
    ArchSpecific,
    /// `sm_100f`: also the features of this GPU's family (sm_100f code
    /// runs on sm_100 and sm_103).
    FamilySpecific,
}

/// A target SM like `sm_90a`: number and variant.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Sm {
    pub number: u32,
    pub variant: Variant,
}

impl Sm {
    /// Parse `sm_75`, `compute_75` or `75` (and the `a`/`f` variants
    /// where nvcc has them: `a` from sm_90, `f` from sm_100).
    pub fn parse(s: &str) -> Option<Sm> {
        let s = s
            .strip_prefix("sm_")
            .or_else(|| s.strip_prefix("compute_"))
            .unwrap_or(s);
        let (digits, variant) = if let Some(d) = s.strip_suffix('a') {
            (d, Variant::ArchSpecific)
        } else if let Some(d) = s.strip_suffix('f') {
            (d, Variant::FamilySpecific)
        } else {
            (s, Variant::Plain)
        };
        let number: u32 = digits.parse().ok()?;
        let known = SUPPORTED_ARCHS.contains(&number) || LIBNVVM_ARCHS.contains(&number);
        use crate::nvvm::target::features::{has, Feature};
        let variant_ok = match variant {
            Variant::Plain => true,
            Variant::ArchSpecific => has(Feature::ArchSpecificTargets, number),
            Variant::FamilySpecific => has(Feature::FamilySpecificTargets, number),
        };
        (known && variant_ok).then_some(Sm { number, variant })
    }

    /// Every name `parse` accepts as `sm_…`, for messages.
    pub fn all_names() -> Vec<String> {
        let mut names = Vec::new();
        for &n in SUPPORTED_ARCHS.iter().chain(LIBNVVM_ARCHS) {
            for v in [
                Variant::Plain,
                Variant::ArchSpecific,
                Variant::FamilySpecific,
            ] {
                let sm = Sm {
                    number: n,
                    variant: v,
                };
                if Sm::parse(&sm.name()) == Some(sm) {
                    names.push(sm.name());
                }
            }
        }
        names
    }

    fn suffix(self) -> &'static str {
        match self.variant {
            Variant::Plain => "",
            Variant::ArchSpecific => "a",
            Variant::FamilySpecific => "f",
        }
    }

    pub fn name(self) -> String {
        format!("sm_{}{}", self.number, self.suffix())
    }

    /// `compute_90a`: the virtual architecture, as libNVVM's `-arch` names it.
    pub fn compute_name(self) -> String {
        format!("compute_{}{}", self.number, self.suffix())
    }

    /// Whether only libNVVM generates code for this SM (LLVM 19 cannot).
    pub fn needs_libnvvm(self) -> bool {
        !SUPPORTED_ARCHS.contains(&self.number)
    }

    /// The SM whose LLVM target machine optimises the module: the target
    /// itself, or for SMs beyond LLVM 19 (which then reach PTX through
    /// libNVVM) the newest one LLVM knows, sm_90. LLVM's IR passes ask the
    /// target only general questions (address spaces, divergence, unroll
    /// preferences) whose answers do not change from sm_90 to sm_100;
    /// which instructions exist is decided by cudac's tables and by
    /// libNVVM for the real target.
    pub fn for_llvm(self) -> Sm {
        if self.needs_libnvvm() {
            Sm {
                number: 90,
                variant: Variant::Plain,
            }
        } else {
            self
        }
    }

    /// The PTX ISA version (×10) emitted for this SM: the lowest that
    /// supports it, but never below 6.3, the first with every instruction
    /// sm_70/72 have (`nanosleep`) and with `activemask` (6.2), which CUDA
    /// code calls on any SM; with less LLVM aborts selecting them. CUDA 10.0
    /// drivers load 6.3. sm_80 gets 7.1 rather than its first, 7.0: the
    /// single-bit `wmma.mma.and.popc` that the toolkit's `<mma.h>` offers
    /// for sm_80 needs 7.1 (CUDA 11.1 drivers).
    pub fn ptx_version(self) -> u32 {
        match (self.number, self.variant) {
            (100.., _) => 88,
            (90, Variant::ArchSpecific) => 80,
            (89 | 90, _) => 78,
            (87, _) => 74,
            (80 | 86, _) => 71,
            _ => 63,
        }
    }
}

/// The NVPTX target machine for `sm` at optimisation level `opt` (0–3),
/// fusing floating multiplies and adds into fma where `fmad` (nvcc's
/// `-fmad`, clang's `-ffp-contract=fast` for CUDA) allows it. With
/// `short_pointers` the shared, constant and local spaces have 32-bit
/// addresses, as in nvcc's PTX (`ld.shared.f32 [%r8]`): fewer registers
/// and no 64-bit address arithmetic for `__shared__` arrays and the
/// stack. That changes the data layout, so it is only for modules LLVM
/// itself takes to PTX; NVVM IR for libNVVM keeps the NVVM IR spec's
/// 64-bit layout.
pub fn target_machine(
    sm: Sm,
    opt: u8,
    fmad: bool,
    short_pointers: bool,
) -> Result<TargetMachine, String> {
    let tm = new_target_machine(sm, opt, short_pointers)?;
    extern "C" {
        /// `src/backend/llvm_shim.cpp`.
        fn cudac_set_fp_op_fusion(machine: *mut std::ffi::c_void, fast: i32);
    }
    // SAFETY: `tm` owns a live `llvm::TargetMachine`; the shim writes one
    // of its public option fields before anything reads it.
    unsafe { cudac_set_fp_op_fusion(tm.as_mut_ptr().cast(), i32::from(fmad)) };
    Ok(tm)
}

fn new_target_machine(sm: Sm, opt: u8, short_pointers: bool) -> Result<TargetMachine, String> {
    Target::initialize_nvptx(&InitializationConfig::default());
    set_llvm_options();
    let triple = TargetTriple::create(crate::nvvm::TRIPLE);
    let target = Target::from_triple(&triple).map_err(|e| e.to_string())?;
    let level = match opt {
        0 => OptimizationLevel::None,
        1 => OptimizationLevel::Less,
        2 => OptimizationLevel::Default,
        _ => OptimizationLevel::Aggressive,
    };
    extern "C" {
        /// `src/backend/llvm_shim.cpp`.
        fn cudac_set_nvptx_short_ptr(on: i32) -> i32;
    }
    // `-nvptx-short-ptr` is a process-wide LLVM option that NVPTX reads
    // only while constructing a machine: set it and construct under one
    // lock, so concurrent compilations (library use, the in-process
    // tests) each get the layout they asked for.
    static MACHINES: std::sync::Mutex<()> = std::sync::Mutex::new(());
    let _guard = MACHINES.lock().unwrap_or_else(|e| e.into_inner());
    // SAFETY: the shim only looks up and writes a registered `cl::opt`,
    // and no machine is being constructed meanwhile (the lock).
    if unsafe { cudac_set_nvptx_short_ptr(i32::from(short_pointers)) } == 0 && short_pointers {
        return Err("LLVM's NVPTX target has no -nvptx-short-ptr option".into());
    }
    target
        .create_target_machine(
            &triple,
            &sm.name(),
            &format!("+ptx{}", sm.ptx_version()),
            level,
            RelocMode::Default,
            CodeModel::Default,
        )
        .ok_or_else(|| {
            format!(
                "LLVM could not create an NVPTX target machine for {}",
                sm.name()
            )
        })
}

/// Process-wide LLVM options, set once.
///
/// LLVM's NVPTX pipeline starts with its own NVVMReflect, which knows
/// only `__CUDA_ARCH` and the FTZ flag. cudac's (`cudac_libdevice::
/// reflect`, run before the pipeline) replaces every reflect call, so
/// LLVM's never has work, except when `--nvvm-reflect-enable=false` asks
/// for the calls to stay: then LLVM's would fold them behind the user's
/// back. Disabling it is harmless to every other compilation for the
/// reason above.
///
/// `-scev-cheap-expansion-budget=6` (LLVM's default is 4) lets the loop
/// unroller runtime-unroll a loop whose trip count takes a few more
/// instructions to compute, as a block-stride loop's does (`for (c =
/// threadIdx.x; c < n; c += 256)`: a subtraction, a maximum and a
/// shift). NVPTX asks for runtime unrolling, and nvcc unrolls such loops
/// four times; with the default budget LLVM gives up on the trip count
/// and leaves one load per iteration (the softmax sample's loops).
///
/// `-unroll-max-count=4` and `-unroll-partial-threshold=100`: partial
/// and runtime unrolling make up to four copies, the count nvcc uses,
/// of a body of up to 25 instructions' cost. NVPTX's own threshold (75)
/// alone unrolled small loops eight times (twice nvcc's code for the
/// same loads) and a loop around `expf` only twice. With both, the
/// softmax sample's kernel is within 2% of nvcc's SASS. `#pragma unroll
/// N` is not capped.
///
/// `-nvptx-sched4reg`: NVPTX orders each block's instructions to keep
/// few values live (LLVM's register-pressure list scheduler) instead of
/// in source order. ptxas reschedules, but allocates registers starting
/// from the PTX's order: over the 170 kernels `cargo xtask kq` compares,
/// the registers geomean against nvcc went from 1.0028 to 1.0011
/// (11 kernels better than nvcc's, from 4), with SASS instructions and
/// hot-loop instructions per memory operation unchanged.
///
/// `-instcombine-code-sinking=false`: InstCombine moves an instruction
/// whose users are all in a returning block down into it. After inlining
/// that carried `sin(a)`'s polynomial past `cos(b)`'s whole argument
/// reduction (a call) while the coefficient loads it reads stayed above:
/// twelve registers live across the call, 40 SASS registers against
/// nvcc's 30 (`tests/codegen/trig_pair_registers.cu`). LLVM 7, which
/// nvcc's NVVM is based on, never sank into a return block. Over the kq
/// kernels the registers geomean goes from 1.0011 to 0.9998 (15 kernels
/// below nvcc's), the hot-loop figure is unchanged.
fn set_llvm_options() {
    static ONCE: std::sync::Once = std::sync::Once::new();
    ONCE.call_once(|| {
        let args = [
            c"cudac".as_ptr(),
            c"-nvvm-reflect-enable=false".as_ptr(),
            c"-scev-cheap-expansion-budget=6".as_ptr(),
            c"-unroll-max-count=4".as_ptr(),
            c"-unroll-partial-threshold=100".as_ptr(),
            c"-nvptx-sched4reg".as_ptr(),
            c"-instcombine-code-sinking=false".as_ptr(),
        ];
        // SAFETY: NUL-terminated strings that live for the call; the
        // options exist in LLVM 19 (`llvm_reflect_is_disabled` checks the
        // first's effect, tests/codegen/block_stride_unroll.cu the second's).
        unsafe {
            llvm_sys::support::LLVMParseCommandLineOptions(
                args.len() as i32,
                args.as_ptr(),
                std::ptr::null(),
            );
        }
    });
}

/// What the process does on an LLVM fatal error, set once by the driver.
static ON_FATAL: std::sync::OnceLock<fn(&str) -> !> = std::sync::OnceLock::new();

extern "C" fn llvm_fatal_error(reason: *const std::ffi::c_char) {
    let reason = if reason.is_null() {
        String::from("unknown reason")
    } else {
        // SAFETY: LLVM passes a NUL-terminated message that lives for the
        // call.
        unsafe { std::ffi::CStr::from_ptr(reason) }
            .to_string_lossy()
            .into_owned()
    };
    // Not installed: LLVM prints and exits after we return.
    if let Some(on_fatal) = ON_FATAL.get() {
        on_fatal(&reason)
    }
}

/// LLVM reports some failures (a symbol name the NVPTX printer cannot
/// write, an instruction it cannot select) through `report_fatal_error`,
/// which prints "LLVM ERROR" and aborts the process. Every one of them is
/// a bug of ours, so the driver installs `on_fatal` (which reports an
/// internal compiler error and exits; it cannot unwind through LLVM's C++
/// frames) for the whole process. A second call changes nothing.
pub fn on_llvm_fatal_error(on_fatal: fn(&str) -> !) {
    if ON_FATAL.set(on_fatal).is_ok() {
        // SAFETY: the handler is a plain function that lives for the
        // process and reads only its argument.
        unsafe { llvm_sys::error_handling::LLVMInstallFatalErrorHandler(Some(llvm_fatal_error)) };
    }
}

/// Run the standard `default<ON>` pipeline with the NVPTX target's own
/// passes (address-space inference, NVVMReflect, …) registered; returns
/// the warnings and errors LLVM reported meanwhile.
pub fn optimize(
    module: &Module,
    tm: &TargetMachine,
    opt: u8,
) -> Result<Vec<diagnostics::LlvmDiagnostic>, String> {
    let opts = PassBuilderOptions::create();
    opts.set_verify_each(cfg!(debug_assertions));
    let mut capture = diagnostics::Capture::install(module.get_context());
    module
        .run_passes(&format!("default<O{}>", opt.min(3)), tm, opts)
        .map_err(|e| e.to_string())?;
    extern "C" {
        /// `src/backend/llvm_shim.cpp`.
        fn cudac_prune_dead_annotations(module: llvm_sys::prelude::LLVMModuleRef);
    }
    // SAFETY: `module` is a live module; the shim only edits its
    // `nvvm.annotations` named metadata.
    unsafe { cudac_prune_dead_annotations(module.as_mut_ptr()) };
    if opt > 0 {
        spaces::fold_space_tests(module, tm)?;
    }
    Ok(capture.take())
}

/// The phis that open the blocks of `f` (every loop header's among them),
/// in block order: where the loop rewrites look for counters.
pub(crate) fn leading_phis(
    f: inkwell::values::FunctionValue<'_>,
) -> Vec<inkwell::values::InstructionValue<'_>> {
    let mut out = Vec::new();
    for bb in f.get_basic_blocks() {
        let mut next = bb.get_first_instruction();
        while let Some(i) = next {
            if i.get_opcode() != inkwell::values::InstructionOpcode::Phi {
                break;
            }
            out.push(i);
            next = i.get_next_instruction();
        }
    }
    out
}

/// After optimisation, for NVPTX code generation: loop-varying `int`
/// indices in 64 bits (`widen`), loop exits on a counter that runs down
/// (`countdown`), halving loops that carry the halved value (`halving`),
/// the shapes under which LLVM's strength reduction and
/// then ptxas's unrolling do what they do for nvcc's PTX; kernel inputs
/// no one writes read through the read-only cache (`readonly`); null
/// tests that address-space inference cannot spoil (`nullcmp`); loads
/// through a select with a by-value parameter split, so the parameter
/// needs no copy in local memory (`param_select`); warp
/// matrix loads and stores in their pointer's state space (`wmma_spaces`).
pub fn prepare_for_nvptx(module: &Module) -> Result<(), String> {
    widen::widen_loop_indices(module).map_err(|e| e.to_string())?;
    countdown::count_down_loop_exits(module).map_err(|e| e.to_string())?;
    halving::carry_halved_counters(module).map_err(|e| e.to_string())?;
    readonly::mark_read_only_inputs(module);
    nullcmp::compare_nulls_as_integers(module).map_err(|e| e.to_string())?;
    param_select::split_param_selects(module)?;
    sregs::block_size_first(module);
    wmma_spaces::specialise_wmma_spaces(module)?;
    if let Err(e) = module.verify() {
        return Err(format!(
            "the module does not verify after preparing it for NVPTX:\n{}",
            e.to_string_lossy()
        ));
    }
    Ok(())
}

/// PTX assembly for the module, with the warnings LLVM reported while
/// writing it, its branches over jumps folded (`branches`). An error LLVM reports on the way (an instruction it cannot
/// select) fails the emission, rather than printing and calling `exit(1)`.
pub fn emit_ptx(
    module: &Module,
    tm: &TargetMachine,
) -> Result<(String, Vec<diagnostics::LlvmDiagnostic>), String> {
    let mut capture = diagnostics::Capture::install(module.get_context());
    let buf = tm
        .write_to_memory_buffer(module, FileType::Assembly)
        .map_err(|e| e.to_string())?;
    let (errors, warnings): (Vec<_>, Vec<_>) = capture.take().into_iter().partition(|d| d.error);
    if !errors.is_empty() {
        let msgs: Vec<String> = errors.into_iter().map(|d| d.message).collect();
        return Err(msgs.join("\n"));
    }
    let ptx = String::from_utf8_lossy(buf.as_slice()).into_owned();
    Ok((branches::fold_branches_over_jumps(ptx), warnings))
}

/// The PTX ISA version inline assembly may use on sm_80 and later: the
/// one the CUDA version cudac presents itself as (`__CUDACC_VER_*__`,
/// 12.9) lets libcu++ assume (`__cccl_ptx_isa`, 8.7). libcu++'s and the
/// toolkit headers' sm_90 instructions (`cp.async.bulk.tensor` into
/// `.shared::cta`, `mbarrier.arrive.expect_tx`, `elect.sync`,
/// `fence.proxy.async`) need PTX 8.0 to 8.6, which the lowest version
/// for sm_90 (7.8) does not have; on sm_80, Cooperative Groups' tiles of
/// more than 32 threads read `%reserved_smem_offset_1` (PTX 7.6, where
/// sm_80's lowest is 7.1), as nvcc's headers do.
pub const INLINE_ASM_PTX_VERSION: u32 = 87;

/// PTX for `sm` with inline assembly (LLVM marks each `// begin inline
/// asm`) at `INLINE_ASM_PTX_VERSION` at least from sm_80 on, where
/// libraries write instructions of newer PTX than the SM's first; other
/// PTX keeps the lowest version that supports its SM (`Sm::ptx_version`).
/// A newer `.version` takes the same instructions: only the version
/// line changes.
pub fn raise_version_for_asm(ptx: String, sm: Sm) -> String {
    if sm.number < 80
        || sm.ptx_version() >= INLINE_ASM_PTX_VERSION
        || !ptx.contains("// begin inline asm")
    {
        return ptx;
    }
    let old = format!(
        ".version {}.{}\n",
        sm.ptx_version() / 10,
        sm.ptx_version() % 10
    );
    let new = format!(
        ".version {}.{}\n",
        INLINE_ASM_PTX_VERSION / 10,
        INLINE_ASM_PTX_VERSION % 10
    );
    ptx.replacen(&old, &new, 1)
}

/// `.explicitcluster` and `.reqnctapercluster X, Y, Z` in the header of
/// each kernel with `__cluster_dims__` (`kernels`: symbol and
/// dimensions), which LLVM 19's NVPTX backend does not write: after the
/// parameter list and the directives it did write, before the body's `{`.
pub fn add_cluster_directives(ptx: String, kernels: &[(String, [u64; 3])]) -> String {
    if kernels.is_empty() {
        return ptx;
    }
    let mut out = String::with_capacity(ptx.len() + 64 * kernels.len());
    let mut pending: Option<[u64; 3]> = None;
    for line in ptx.split_inclusive('\n') {
        let t = line.trim();
        if let Some(rest) = t
            .strip_prefix(".visible .entry ")
            .or(t.strip_prefix(".entry "))
        {
            let name = rest.split('(').next().unwrap_or("").trim();
            pending = kernels.iter().find(|(s, _)| s == name).map(|(_, d)| *d);
        }
        if t == "{" {
            if let Some([x, y, z]) = pending.take() {
                out.push_str(&format!(
                    ".explicitcluster\n.reqnctapercluster {x}, {y}, {z}\n"
                ));
            }
        }
        out.push_str(line);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cluster_directives_go_before_the_kernel_body() {
        let ptx = ".visible .entry _Z1kPi(\n\t.param .u64 _Z1kPi_param_0\n)\n.maxntid 128, 1, 1\n{\n\tret;\n}\n.visible .entry _Z1gv()\n{\n\tret;\n}\n";
        let out = add_cluster_directives(ptx.into(), &[("_Z1kPi".into(), [2, 1, 1])]);
        assert!(
            out.contains(".maxntid 128, 1, 1\n.explicitcluster\n.reqnctapercluster 2, 1, 1\n{\n")
        );
        assert_eq!(out.matches(".explicitcluster").count(), 1);
    }

    #[test]
    fn inline_asm_raises_the_ptx_version_from_sm_80_only() {
        let asm = ".version 7.8\n.target sm_90\n\t// begin inline asm\n\telect.sync _|p, %r1;\n";
        let sm90 = Sm::parse("sm_90").expect("sm_90");
        assert!(raise_version_for_asm(asm.into(), sm90).starts_with(".version 8.7\n"));
        let plain = ".version 7.8\n.target sm_90\n\tret;\n";
        assert_eq!(raise_version_for_asm(plain.into(), sm90), plain);
        let sm80 = Sm::parse("sm_80").expect("sm_80");
        let asm80 = ".version 7.1\n.target sm_80\n\t// begin inline asm\n";
        assert!(raise_version_for_asm(asm80.into(), sm80).starts_with(".version 8.7\n"));
        let sm75 = Sm::parse("sm_75").expect("sm_75");
        let asm75 = ".version 6.3\n.target sm_75\n\t// begin inline asm\n";
        assert_eq!(raise_version_for_asm(asm75.into(), sm75), asm75);
    }

    /// LLVM's own NVVMReflect is off: a reflect call that cudac's pass
    /// left alone (`--nvvm-reflect-enable=false`) survives the pipeline.
    #[test]
    fn llvm_reflect_is_disabled() {
        let ctx = inkwell::context::Context::create();
        let ir = "target triple = \"nvptx64-nvidia-cuda\"\n@k = private constant [12 x i8] c\"__CUDA_ARCH\\00\"\ndeclare i32 @__nvvm_reflect(ptr)\ndefine i32 @f() {\n  %r = call i32 @__nvvm_reflect(ptr @k)\n  ret i32 %r\n}\n";
        let buf =
            inkwell::memory_buffer::MemoryBuffer::create_from_memory_range_copy(ir.as_bytes(), "t");
        let m = ctx.create_module_from_ir(buf).expect("parses");
        let sm = Sm::parse("sm_80").expect("sm_80");
        let tm = target_machine(sm, 2, true, true).expect("target machine");
        optimize(&m, &tm, 2).expect("optimises");
        assert!(m
            .print_to_string()
            .to_string()
            .contains("call i32 @__nvvm_reflect"));
    }

    #[test]
    fn parses_sm_names() {
        assert_eq!(
            Sm::parse("sm_75"),
            Some(Sm {
                number: 75,
                variant: Variant::Plain
            })
        );
        assert_eq!(
            Sm::parse("compute_90a"),
            Some(Sm {
                number: 90,
                variant: Variant::ArchSpecific
            })
        );
        assert_eq!(
            Sm::parse("sm_120f").map(|s| (s.compute_name(), s.needs_libnvvm())),
            Some(("compute_120f".to_string(), true))
        );
        assert_eq!(Sm::parse("sm_90f"), None);
        assert_eq!(Sm::parse("sm_110"), None);
        assert_eq!(
            Sm::parse("sm_100a").map(|s| s.for_llvm().name()),
            Some("sm_90".into())
        );
        assert!(Sm::all_names().contains(&"sm_121a".to_string()));
        assert_eq!(Sm::parse("sm_91"), None);
        assert_eq!(Sm::parse("sm_80a"), None);
        assert_eq!(Sm::parse("sm_"), None);
    }

    #[test]
    fn ptx_version_covers_the_sm() {
        assert_eq!(Sm::parse("sm_90").map(|s| s.ptx_version()), Some(78));
        assert_eq!(Sm::parse("sm_75").map(|s| s.ptx_version()), Some(63));
        // `activemask` (PTX 6.2) must be selectable on sm_5x/6x.
        assert_eq!(Sm::parse("sm_50").map(|s| s.ptx_version()), Some(63));
    }
}
