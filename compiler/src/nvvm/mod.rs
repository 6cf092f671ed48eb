//! NVVM finalisation: what makes an LLVM module an NVVM module.
//!
//! Input: the module from `codegen` and the checked program it came from.
//! Output: the same module with the NVPTX triple and data layout,
//! `nvvm.annotations` (kernels and their launch attributes, managed
//! variables, the alignment of over-aligned records returned by value),
//! the reflection values of the float model (`float_model`), and, once
//! libdevice is linked, `nvvmir.version` (`set_ir_version`) and the
//! denormal-mode attributes. A kernel's launch attributes take one of two
//! forms (`AnnotationForm`): the legacy `nvvm.annotations` tuples of the
//! NVVM IR spec (§13), or the transplanted `"nvvm.*"` function
//! attributes of globalvalue-flags-and-annotations.txt, where only
//! `grid_constant` stays in the legacy node.
//! Invariants: every kernel has exactly one `kernel` annotation (or
//! `"nvvm.kernel"` attribute); `align` annotations name only functions
//! that survived optimisation; launch attributes appear only on kernels;
//! this is the only place that writes NVVM-specific module metadata.
//!
//! Beside it: `target` (the data sema and codegen read: builtins, math
//! API, asm constraints, per-SM features) and `export` (the LLVM 7 writer
//! libNVVM reads, run after this stage).
//!
//! Kernel launch attributes (`ir::KernelAttrs`, from `sema::cuda::kernel_attrs`)
//! are written in one of three forms the driver picks: `Legacy`, the spec's
//! tuples with the third launch-bounds value as `cluster_max_blocks` (LLVM
//! IR and NVVM IR output, and libNVVM's input); `Backend`, the same tuples with
//! `maxclusterrank`, the one key LLVM 19's NVPTX reads (whenever LLVM makes
//! the PTX); and `Attributes` (`--nvvm-annotations=attributes`, LLVM IR
//! output only), the transplanted function attributes. LLVM 19 reads none of
//! those attributes, so PTX is always made from a tuple form, and the
//! bitcode flag bit that mirrors `nvvm.annotations_transplanted` cannot be
//! written through LLVM 19's API. LLVM 19 writes no cluster directives
//! either: `backend::add_cluster_directives` puts `.explicitcluster` and
//! `.reqnctapercluster` into each cluster kernel's PTX header
//! (`cluster_kernels`).
//!
//! `@llvm.used` keeps what the host reaches by name even when no kernel uses
//! it: managed variables and internal `__device__`/`__constant__` ones.
//!
//! A device function passing or returning by value a record whose alignment
//! its LLVM type does not imply (`float4`, `__align__(16)`) gets one
//! `<align, index << 16 | N>` annotation per such record (`abi_alignments`;
//! spec rules 4, 5 and 7), so the `.param` declarations keep nvcc's
//! `.align 16` with `-rdc` too. They are written before optimisation: NVPTX
//! caches a function's annotations the first time a pass asks (address-space
//! inference asks for every function) and never reads them again, so
//! annotations added after optimisation were never seen. The entries of
//! functions that optimisation deletes are pruned afterwards
//! (`backend::optimize` through `llvm_shim.cpp`, as the C API cannot remove
//! a named-metadata operand).

pub mod export;
pub mod target;

use target::float_model::reflection_values;
pub use target::float_model::FloatModel;

use crate::ir::Function;
use crate::sema::Checked;
use crate::types::{AddrSpace, TypeGraph, TypeId, TypeKind};
use inkwell::attributes::{Attribute, AttributeLoc};
use inkwell::context::Context;
use inkwell::module::{FlagBehavior, Module};
use inkwell::targets::TargetTriple;
use inkwell::values::{BasicMetadataValueEnum, FunctionValue, PointerValue};

/// How kernels' launch attributes are written.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum AnnotationForm {
    /// `!{ptr @k, !"maxntidx", i32 256}` tuples in `nvvm.annotations`,
    /// spelled as the NVVM IR spec does (`cluster_max_blocks`).
    #[default]
    Legacy,
    /// The legacy tuples as LLVM 19's NVPTX backend reads them, for PTX:
    /// `maxclusterrank` for `cluster_max_blocks` (the spec's reader takes
    /// either).
    Backend,
    /// `"nvvm.maxntid"="256,1,1"` function attributes (and
    /// `"nvvm.annotations_transplanted"`).
    Attributes,
}

pub const TRIPLE: &str = "nvptx64-nvidia-cuda";

/// The NVVM IR version this module follows (spec: 2.0).
pub const IR_VERSION: (u64, u64) = (2, 0);

/// The NVVM IR debug metadata version the spec describes (3.1), for
/// modules with debug information.
pub const DEBUG_IR_VERSION: (u64, u64) = (3, 1);

/// Finalise `module` for NVVM; `data_layout` comes from the target machine.
pub fn finalize<'ctx>(
    ctx: &'ctx Context,
    module: &Module<'ctx>,
    checked: &Checked,
    data_layout: &inkwell::targets::TargetData,
    form: AnnotationForm,
    float: &FloatModel,
    arch: u32,
) {
    module.set_triple(&TargetTriple::create(TRIPLE));
    module.set_data_layout(&data_layout.get_data_layout());
    let i32t = ctx.i32_type();
    let annotate = |target: PointerValue<'ctx>, key: &str, value: u64| {
        let node = ctx.metadata_node(&[
            BasicMetadataValueEnum::PointerValue(target),
            ctx.metadata_string(key).into(),
            i32t.const_int(value, false).into(),
        ]);
        // Only fails for a key that is not a named-metadata name; ours is fixed.
        let _ = module.add_global_metadata("nvvm.annotations", &node);
    };
    for (f, fv) in kernels(module, checked) {
        match form {
            AnnotationForm::Legacy => legacy_kernel(ctx, module, f, fv, "cluster_max_blocks"),
            AnnotationForm::Backend => legacy_kernel(ctx, module, f, fv, "maxclusterrank"),
            AnnotationForm::Attributes => {
                kernel_attributes(ctx, f, fv);
                grid_constant(ctx, module, f, fv);
            }
        }
    }
    let mut used = Vec::new();
    for g in checked.program.globals.values() {
        if g.external_decl {
            continue;
        }
        let Some(gv) = module.get_global(&g.symbol) else {
            continue;
        };
        if g.managed {
            annotate(gv.as_pointer_value(), "managed", 1);
            used.push(gv.as_pointer_value());
        } else if g.linkage == crate::ir::Linkage::Internal
            && !g.artificial
            && matches!(g.space, AddrSpace::Global | AddrSpace::Constant)
            && !used.contains(&gv.as_pointer_value())
        {
            // A `static __device__`/`__constant__` variable: the host
            // reaches it by name (cudaMemcpyToSymbol, cuModuleGetGlobal)
            // even when no kernel uses it, as nvcc keeps it.
            used.push(gv.as_pointer_value());
        }
    }
    keep_used(ctx, module, &used);
    annotate_abi_alignment(ctx, module, checked);
    write_reflection(ctx, module, float, arch);
}

/// `!nvvmir.version = !{!{i32 2, i32 0}}` (or the `version` a libNVVM
/// reports it reads), with the debug metadata version after it when the
/// module carries debug information (the spec's four operands), written
/// once libdevice is linked: linking appends libdevice's own version
/// node, and the module must have one.
pub fn set_ir_version(module: &Module<'_>, version: (u64, u64), debug: Option<(u64, u64)>) {
    let ctx = module.get_context();
    let i32t = ctx.i32_type();
    let mut ops: Vec<inkwell::values::BasicMetadataValueEnum> = vec![
        i32t.const_int(version.0, false).into(),
        i32t.const_int(version.1, false).into(),
    ];
    if let Some((major, minor)) = debug {
        ops.push(i32t.const_int(major, false).into());
        ops.push(i32t.const_int(minor, false).into());
    }
    let node = ctx.metadata_node(&ops);
    extern "C" {
        /// `backend/llvm_shim.cpp`: named metadata holding exactly `node`.
        fn cudac_set_named_metadata(
            module: llvm_sys::prelude::LLVMModuleRef,
            name: *const std::os::raw::c_char,
            len: usize,
            node: llvm_sys::prelude::LLVMValueRef,
        );
    }
    let name = "nvvmir.version";
    // SAFETY: a live module and a node of its context; the name with its
    // length.
    unsafe {
        use inkwell::values::AsValueRef;
        cudac_set_named_metadata(
            module.as_mut_ptr(),
            name.as_ptr() as *const std::os::raw::c_char,
            name.len(),
            node.as_value_ref(),
        );
    }
}

/// Whether `module` carries debug information (a compile unit).
pub fn has_debug_info(module: &Module<'_>) -> bool {
    module.get_global_metadata_size("llvm.dbg.cu") > 0
}

/// `@llvm.used`: globals the host reaches by name (managed variables,
/// internal `__device__`/`__constant__` ones) survive optimisation even
/// when no device code uses them, so their annotations never point at
/// nothing (the spec's `llvm.used`, in the
/// `llvm.metadata` section, appending, generic pointers).
fn keep_used<'ctx>(ctx: &'ctx Context, module: &Module<'ctx>, globals: &[PointerValue<'ctx>]) {
    if globals.is_empty() {
        return;
    }
    let ptr = ctx.ptr_type(inkwell::AddressSpace::default());
    let elems: Vec<PointerValue> = globals
        .iter()
        .map(|g| g.const_address_space_cast(ptr))
        .collect();
    let init = ptr.const_array(&elems);
    let gv = module.add_global(ptr.array_type(elems.len() as u32), None, "llvm.used");
    gv.set_linkage(inkwell::module::Linkage::Appending);
    gv.set_section(Some("llvm.metadata"));
    gv.set_initializer(&init);
}

/// The kernels in the module and their LLVM functions: those defined,
/// and those only declared that a launch in device code names (another
/// file defines them, under -rdc; they are `.extern .entry`, as nvcc
/// declares them).
fn kernels<'a, 'ctx>(
    module: &Module<'ctx>,
    checked: &'a Checked,
) -> Vec<(&'a Function, FunctionValue<'ctx>)> {
    checked
        .program
        .functions
        .values()
        .filter(|f| f.is_kernel())
        .filter_map(|f| Some((f, module.get_function(&f.symbol)?)))
        .collect()
}

/// The legacy tuples of kernel `f` (NVVM IR spec §13.3): `kernel`,
/// `maxntidx`, `minctasm`, the blocks-per-cluster limit under
/// `cluster_key`, `maxnreg`, `cluster_dim_{x,y,z}` and `grid_constant`.
fn legacy_kernel<'ctx>(
    ctx: &'ctx Context,
    module: &Module<'ctx>,
    f: &Function,
    fv: FunctionValue<'ctx>,
    cluster_key: &str,
) {
    let p = fv.as_global_value().as_pointer_value();
    let annotate = |key: &str, value: u64| {
        let node = ctx.metadata_node(&[
            BasicMetadataValueEnum::PointerValue(p),
            ctx.metadata_string(key).into(),
            ctx.i32_type().const_int(value, false).into(),
        ]);
        let _ = module.add_global_metadata("nvvm.annotations", &node);
    };
    annotate("kernel", 1);
    let k = &f.kernel_attrs;
    if let Some(lb) = k.launch_bounds {
        annotate("maxntidx", lb.max_threads);
        if let Some(m) = lb.min_blocks {
            annotate("minctasm", m);
        }
        if let Some(c) = lb.max_blocks_per_cluster {
            annotate(cluster_key, c);
        }
    }
    if let Some(n) = k.max_regs {
        annotate("maxnreg", n);
    }
    if let Some([x, y, z]) = k.cluster_dims {
        annotate("cluster_dim_x", x);
        annotate("cluster_dim_y", y);
        annotate("cluster_dim_z", z);
    }
    grid_constant(ctx, module, f, fv);
}

/// `!{ptr @k, !"grid_constant", !{i32 1, i32 3}}`: the kernel's
/// `__grid_constant__` parameters, numbered from 1, in one node.
fn grid_constant<'ctx>(
    ctx: &'ctx Context,
    module: &Module<'ctx>,
    f: &Function,
    fv: FunctionValue<'ctx>,
) {
    let k = &f.kernel_attrs;
    if k.grid_constant.is_empty() {
        return;
    }
    // Built at the metadata level: through values, LLVM would fold a
    // one-element list `!{i32 1}` into the bare `i32 1` the spec does not
    // allow (and the backend does not read).
    use inkwell::values::AsValueRef;
    use llvm_sys::core::{
        LLVMAddNamedMetadataOperand, LLVMMDNodeInContext2, LLVMMDStringInContext2,
        LLVMMetadataAsValue, LLVMValueAsMetadata,
    };
    let key = "grid_constant";
    // SAFETY: every reference passed is a live value or metadata of this
    // context and module; the arrays outlive the calls that read them.
    unsafe {
        let c = ctx.raw();
        let mut ints: Vec<_> = k
            .grid_constant
            .iter()
            .map(|&i| {
                LLVMValueAsMetadata(ctx.i32_type().const_int(u64::from(i), false).as_value_ref())
            })
            .collect();
        let list = LLVMMDNodeInContext2(c, ints.as_mut_ptr(), ints.len());
        let target = LLVMValueAsMetadata(fv.as_global_value().as_pointer_value().as_value_ref());
        let name = LLVMMDStringInContext2(c, key.as_ptr().cast(), key.len());
        let mut ops = [target, name, list];
        let node = LLVMMDNodeInContext2(c, ops.as_mut_ptr(), ops.len());
        LLVMAddNamedMetadataOperand(
            module.as_mut_ptr(),
            c"nvvm.annotations".as_ptr(),
            LLVMMetadataAsValue(c, node),
        );
    }
}

/// The transplanted form: `"nvvm.kernel"`, `"nvvm.maxntid"="X,1,1"`,
/// `"nvvm.minctasm"`, `"nvvm.maxclusterrank"`, `"nvvm.maxnreg"`,
/// `"nvvm.cluster_dim"="X,Y,Z"` with `"nvvm.blocksareclusters"`, and
/// `"nvvm.annotations_transplanted"`. (The bitcode flag that mirrors the
/// last — bit 14 of the function's flags — is NVIDIA-private: LLVM 19
/// cannot write it, so consumers fall back to the attribute.)
fn kernel_attributes(ctx: &Context, f: &Function, fv: FunctionValue<'_>) {
    let add = |key: &str, value: &str| {
        fv.add_attribute(
            AttributeLoc::Function,
            ctx.create_string_attribute(key, value),
        );
    };
    add("nvvm.kernel", "");
    let k = &f.kernel_attrs;
    if let Some(lb) = k.launch_bounds {
        add("nvvm.maxntid", &format!("{},1,1", lb.max_threads));
        if let Some(m) = lb.min_blocks {
            add("nvvm.minctasm", &m.to_string());
        }
        if let Some(c) = lb.max_blocks_per_cluster {
            add("nvvm.maxclusterrank", &c.to_string());
        }
    }
    if let Some(n) = k.max_regs {
        add("nvvm.maxnreg", &n.to_string());
    }
    if let Some([x, y, z]) = k.cluster_dims {
        add("nvvm.blocksareclusters", "");
        add("nvvm.cluster_dim", &format!("{x},{y},{z}"));
    }
    add("nvvm.annotations_transplanted", "");
}

/// Kernels whose PTX needs cluster directives LLVM 19 does not write
/// (`.explicitcluster`, `.reqnctapercluster`): symbol and dimensions.
pub fn cluster_kernels(checked: &Checked) -> Vec<(String, [u64; 3])> {
    checked
        .program
        .functions
        .values()
        .filter(|f| f.is_kernel() && f.body.is_some())
        .filter_map(|f| Some((f.symbol.clone(), f.kernel_attrs.cluster_dims?)))
        .collect()
}

/// The over-aligned records a device function of type `fn_ty` passes or
/// returns by value, as the spec's calling conventions encode them
/// (rules 4, 5 and 7): `index << 16 | alignment`, index 0 for the return
/// value and k for the k-th parameter (from 1), in increasing order. A
/// record is over-aligned when its alignment (`__align__(16)`, float4)
/// is more than LLVM's type implies (the largest member's). Kernels pass
/// records `byval` with an `align` attribute instead (rule 3).
pub fn abi_alignments(types: &TypeGraph, fn_ty: TypeId) -> Vec<u32> {
    let TypeKind::Function { ret, params, .. } = types.ukind(fn_ty) else {
        return Vec::new();
    };
    std::iter::once(*ret)
        .chain(params.iter().copied())
        .enumerate()
        .filter(|&(_, t)| types.record(t).is_some())
        .filter_map(|(i, t)| {
            let align = types.layout(t)?.align;
            (align > types.llvm_align(t)?).then_some((i as u32) << 16 | align as u32)
        })
        .collect()
}

/// Each device function passing or returning an over-aligned record by
/// value gets one `<align, index << 16 | N>` annotation per such record
/// (`abi_alignments`); NVPTX reads them for the `.param` declarations of
/// the function and of its direct calls, which must agree. Written before
/// optimisation, which NVPTX's annotation cache needs (the entries of
/// functions optimisation deletes are pruned after it:
/// `backend::optimize`).
fn annotate_abi_alignment<'ctx>(ctx: &'ctx Context, module: &Module<'ctx>, checked: &Checked) {
    for f in checked.program.functions.values() {
        if !f.space.on_device() || f.is_kernel() {
            continue;
        }
        let aligns = abi_alignments(&checked.types, f.ty);
        let Some(fv) = module
            .get_function(&f.symbol)
            .filter(|_| !aligns.is_empty())
        else {
            continue;
        };
        for a in aligns {
            let node = ctx.metadata_node(&[
                BasicMetadataValueEnum::PointerValue(fv.as_global_value().as_pointer_value()),
                ctx.metadata_string("align").into(),
                ctx.i32_type().const_int(a.into(), false).into(),
            ]);
            let _ = module.add_global_metadata("nvvm.annotations", &node);
        }
    }
}

/// Write `!nvvm.reflection` and the `nvvm-reflect-ftz` flag.
fn write_reflection<'ctx>(
    ctx: &'ctx Context,
    module: &Module<'ctx>,
    model: &FloatModel,
    arch: u32,
) {
    let i32t = ctx.i32_type();
    for (key, value) in reflection_values(model, arch) {
        let node = ctx.metadata_node(&[
            ctx.metadata_string(key).into(),
            i32t.const_int(value as u64, true).into(),
        ]);
        // Only fails for a key that is not a named-metadata name; ours is fixed.
        let _ = module.add_global_metadata(cudac_libdevice::reflect::METADATA, &node);
    }
    module.add_basic_value_flag(
        cudac_libdevice::reflect::FTZ_FLAG,
        FlagBehavior::Override,
        i32t.const_int(u64::from(model.ftz), false),
    );
}

/// Put the f32 denormal mode on every function with a body: called after
/// libdevice is linked, so inlined libdevice code follows the kernel's
/// mode.
pub fn apply_float_attributes(ctx: &Context, module: &Module<'_>, model: &FloatModel) {
    if !model.ftz {
        return;
    }
    let mode = "preserve-sign,preserve-sign";
    for f in module.get_functions() {
        if f.count_basic_blocks() == 0 {
            continue;
        }
        let a: Attribute = ctx.create_string_attribute("denormal-fp-math-f32", mode);
        f.add_attribute(AttributeLoc::Function, a);
    }
}
