//! NVVM finalisation: what makes an LLVM module an NVVM module.
//!
//! Input: the module from `codegen` and the checked program it came from.
//! Output: the same module with the NVPTX triple and data layout,
//! `nvvm.annotations` (kernels, launch bounds, managed variables, the
//! alignment of over-aligned records returned by value) and
//! `nvvmir.version`.
//! Invariants: every kernel has exactly one `kernel` annotation; `align`
//! annotations name only functions that survived optimisation; launch
//! bounds appear only on kernels; this is the only place that writes
//! NVVM-specific module metadata.

use crate::sema::Checked;
use inkwell::context::Context;
use inkwell::module::Module;
use inkwell::targets::TargetTriple;
use inkwell::values::{BasicMetadataValueEnum, PointerValue};

pub const TRIPLE: &str = "nvptx64-nvidia-cuda";

/// The NVVM IR version this module follows (spec: 2.0).
pub const IR_VERSION: (u64, u64) = (2, 0);

/// Finalise `module` for NVVM; `data_layout` comes from the target machine.
pub fn finalize<'ctx>(
    ctx: &'ctx Context,
    module: &Module<'ctx>,
    checked: &Checked,
    data_layout: &inkwell::targets::TargetData,
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
    for f in &checked.program.functions {
        if !f.is_kernel() || f.body.is_none() {
            continue;
        }
        let Some(fv) = module.get_function(&f.symbol) else {
            continue;
        };
        let p = fv.as_global_value().as_pointer_value();
        annotate(p, "kernel", 1);
        if let Some(lb) = f.launch_bounds {
            annotate(p, "maxntidx", lb.max_threads);
            if let Some(m) = lb.min_blocks {
                annotate(p, "minctasm", m);
            }
            if let Some(c) = lb.max_blocks_per_cluster {
                annotate(p, "maxclusterrank", c);
            }
        }
    }
    for g in &checked.program.globals {
        if g.managed && !g.external_decl {
            if let Some(gv) = module.get_global(&g.symbol) {
                annotate(gv.as_pointer_value(), "managed", 1);
            }
        }
    }
    let version = ctx.metadata_node(&[
        i32t.const_int(IR_VERSION.0, false).into(),
        i32t.const_int(IR_VERSION.1, false).into(),
    ]);
    let _ = module.add_global_metadata("nvvmir.version", &version);
}

/// After optimisation (so functions inlined away leave no null entries):
/// a device function returning a record by value whose alignment LLVM's
/// type does not imply (float4: 16 against 4) gets `<align, 0 << 16 | N>`
/// (the spec's calling conventions, rule 5; arguments are `byval` with an
/// `align` attribute instead, rule 3).
pub fn annotate_return_alignment<'ctx>(
    ctx: &'ctx Context,
    module: &Module<'ctx>,
    checked: &Checked,
) {
    let t = &checked.types;
    for f in &checked.program.functions {
        if !f.space.on_device() || f.is_kernel() || t.record(f.ret).is_none() {
            continue;
        }
        let (Some(l), Some(natural)) = (t.layout(f.ret), t.llvm_align(f.ret)) else {
            continue;
        };
        if l.align <= natural {
            continue;
        }
        let Some(fv) = module.get_function(&f.symbol) else {
            continue;
        };
        let node = ctx.metadata_node(&[
            BasicMetadataValueEnum::PointerValue(fv.as_global_value().as_pointer_value()),
            ctx.metadata_string("align").into(),
            ctx.i32_type().const_int(l.align, false).into(),
        ]);
        let _ = module.add_global_metadata("nvvm.annotations", &node);
    }
}
