//! NVVM finalisation: what makes an LLVM module an NVVM module.
//!
//! Input: the module from `codegen` and the checked program it came from.
//! Output: the same module with the NVPTX triple and data layout,
//! `nvvm.annotations` (kernels, launch bounds, managed variables) and
//! `nvvmir.version`.
//! Invariants: every kernel has exactly one `kernel` annotation; launch
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
