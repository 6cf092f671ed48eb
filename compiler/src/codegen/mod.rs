//! Code generation: the typed program → an inkwell (LLVM 19) module.
//!
//! Input: `sema::Checked` (program + type graph).
//! Output: an LLVM module with every device-side global and function;
//! NVVM specifics (triple, annotations, version) are added by `nvvm`.
//! Invariants: only device code is emitted (host functions and host
//! variables never reach LLVM); locals live in entry-block allocas that the
//! optimisation pipeline promotes; globals live in their CUDA address space
//! and are `addrspacecast` to generic pointers where used; an internal
//! failure is an `Ice`, never a panic.
//!
//! Globals and linkage. Functions and variables take the linkage sema
//! decided (`sema::cuda::function_linkage`; for variables `sema::decl`:
//! `static`, anonymous-namespace and const non-`extern` ones, and every
//! `__shared__` one, are internal). `__device__` and `__constant__`
//! variables are `externally_initialized` whatever their linkage (the host
//! may write them, with `cudaMemcpyToSymbol` on a `static` one in the same
//! file too, so their initial value is unknown). A const, non-volatile
//! `__device__` or `__constant__` object with no `mutable` member anywhere in
//! it is an LLVM `constant` without `externally_initialized` instead (not
//! `__managed__` ones), so its reads fold as nvcc folds them (writing a
//! const object, from the host too, is undefined), and what is left of a
//! `__device__` one is read with `ld.global.nc`. `extern __shared__`
//! arrays of every kernel share one symbol, aligned for the most aligned
//! element type any declaration uses; arrays of unknown bound are accessed
//! at their element's alignment.
//! Static initialisers may hold address constants (`sema::consteval`):
//! every global is created and every function declared before any
//! initialiser is built.
//!
//! Functions. Only what can be used gets a body: the functions the module
//! defines visible outside it, those a global's initialiser names, and what
//! they reach (`needed_functions`); internal and inline functions nothing
//! reaches (most of the shipped device library in any one file) are never
//! generated, and declarations nothing calls are dropped. A `__restrict__`
//! pointer parameter (read from the parameter as declared: top-level
//! qualifiers are not in the function type) is `noalias`, as clang makes it.
//!
//! Records by value follow nvcc, not clang: a device function takes and
//! returns them as first-class aggregates (`%struct.V %a`, the NVVM IR
//! spec's calling conventions, rule 4), the caller passing the value and the
//! callee storing it to its own slot, which SROA takes apart. Clang's
//! `ptr byval(T)` kept the caller's object in local memory for every call
//! not inlined (64 bytes of `__local_depot` and 30 registers against nvcc's
//! 14 in `tests/codegen/records_byval.cu`). A record that is non-trivial
//! for calls (`Record::indirect_abi`: a destructor or non-trivial copy or
//! move constructor) is passed as nvcc and the Itanium ABI pass it: a
//! pointer to the caller's temporary, which the callee uses as its
//! parameter and the caller destroys, so the destructor sees what the
//! callee did to it (`.param .b64` in nvcc's PTX). It is returned the same way:
//! the caller's object is a `sret` first parameter (before `this`) that the
//! callee builds its result in (`call.rs`), as nvcc's PTX has it. Kernels keep
//! `ptr byval(T) align N` (rule 3: kernel parameters live in `.param`). An
//! indirect call passing an over-aligned record gets a `callalign` list
//! (rule 7; the direct case is `nvvm::abi_alignments`). Integers narrower
//! than 32 bits carry `signext`/`zeroext` on parameters, returns and call
//! sites: the spec's callee assumes `zeroext` otherwise.

mod asm;
mod bitfield;
mod builtins;
mod call;
mod const_bytes;
mod debuginfo;
mod expr;
mod func;
pub use debuginfo::DebugLevel;
mod pointees;
mod printf;
mod stmt;
mod wmma;

use crate::ir::{ExprKind, FuncId, GlobalId, Init, Linkage as SLinkage};
use crate::sema::Checked;
use crate::source::Span;
use crate::types::{AddrSpace, LlvmElem, TypeGraph, TypeId};
use crate::typetrans::TypeTranslator;
use inkwell::attributes::{Attribute, AttributeLoc};
use inkwell::builder::BuilderError;
use inkwell::context::Context;
use inkwell::module::{Linkage, Module};
use inkwell::types::{AnyType, BasicTypeEnum};
use inkwell::values::{AsValueRef, BasicValueEnum, FunctionValue, GlobalValue};
use inkwell::AddressSpace;
use std::collections::HashMap;

/// An internal compiler error raised while generating code.
#[derive(Debug)]
pub struct Ice(pub String);

impl From<BuilderError> for Ice {
    fn from(e: BuilderError) -> Ice {
        Ice(format!("LLVM builder: {e}"))
    }
}

pub(crate) type R<T> = Result<T, Ice>;

/// Choices that change the generated code.
#[derive(Clone, Copy, Debug)]
pub struct CodegenOptions {
    /// Allow floating multiply-add contraction (nvcc's `-fmad`, default on).
    pub fmad: bool,
    /// How an f32 `/` is computed (`-prec-div`, `--use_fast_math`).
    pub div_f32: crate::nvvm::target::float_model::DivF32,
    /// `-ftz=true`: the approximate division flushes denormals too.
    pub ftz: bool,
    /// The module will be optimised (`-O1` and up): recorded in debug
    /// information, which debuggers read to trust variable locations less.
    pub optimized: bool,
}

impl Default for CodegenOptions {
    fn default() -> Self {
        CodegenOptions {
            fmad: true,
            div_f32: crate::nvvm::target::float_model::DivF32::Ieee,
            ftz: false,
            optimized: true,
        }
    }
}

/// Module-wide state shared by every function's generator.
pub(crate) struct Cg<'a, 'ctx> {
    pub ctx: &'ctx Context,
    pub module: Module<'ctx>,
    pub tt: TypeTranslator<'ctx>,
    pub types: &'a TypeGraph,
    pub checked: &'a Checked,
    pub opts: CodegenOptions,
    pub globals: HashMap<GlobalId, GlobalValue<'ctx>>,
    pub funcs: HashMap<FuncId, FunctionValue<'ctx>>,
    /// String literal globals, by contents.
    pub strings: HashMap<Vec<u8>, GlobalValue<'ctx>>,
    /// The loops with a forcing `#pragma unroll`, indexed by their pragma
    /// tag (`backend::diagnostics`).
    pub pragma_loops: Vec<Span>,
    /// Stack slots' pointee types, noted as they are made (`pointees`).
    pub alloca_pointees: crate::nvvm::export::Pointees,
    /// `-lineinfo`/`-G`: the debug-info builder (`debuginfo`).
    pub debug: Option<debuginfo::DebugInfo<'a>>,
}

/// The module generated for a translation unit, with the source of each
/// pragma-tagged loop.
pub struct Generated<'ctx> {
    pub module: Module<'ctx>,
    pub pragma_loops: Vec<Span>,
    /// The pointees opaque pointers forget, for the LLVM 7 export.
    pub pointees: crate::nvvm::export::Pointees,
}

fn addr_space(s: AddrSpace) -> AddressSpace {
    AddressSpace::from(s as u16)
}

/// Generate the module for a checked translation unit.
/// `debug`: the source map, the main file and the level, for `-lineinfo`'s
/// line tables and `-G`'s debug information.
pub fn generate<'a, 'ctx>(
    ctx: &'ctx Context,
    module_name: &str,
    checked: &'a Checked,
    debug: Option<(
        &'a crate::source::SourceMap,
        crate::source::FileId,
        DebugLevel,
    )>,
    opts: CodegenOptions,
) -> Result<Generated<'ctx>, Ice> {
    let module = ctx.create_module(module_name);
    let optimized = opts.optimized;
    let debug = debug.map(|(sm, main, level)| {
        debuginfo::DebugInfo::new(ctx, &module, sm, &checked.types, main, level, optimized)
    });
    let mut cg = Cg {
        ctx,
        module,
        tt: TypeTranslator::new(ctx),
        types: &checked.types,
        checked,
        opts,
        globals: HashMap::new(),
        funcs: HashMap::new(),
        strings: HashMap::new(),
        pragma_loops: Vec::new(),
        alloca_pointees: Default::default(),
        debug,
    };
    // Globals and functions exist before any initialiser refers to them
    // (`int *p = &later;`, `void (*f)() = g;`).
    // Only what can be used is declared, and given a body: internal and
    // inline functions nothing reaches (most of the shipped device
    // function library in any one file) are never generated, and neither
    // is a device function host code left unusable (a lambda in `main`
    // capturing a type cudac does not know: its body was dropped, its
    // signature may name the unknown type).
    let needed = needed_functions(&checked.program);
    cg.emit_globals()?;
    cg.declare_functions(&needed)?;
    cg.init_globals()?;
    for (id, f) in checked.program.functions.iter() {
        if f.space.on_device() && f.body.is_some() && needed.contains_key(&id) {
            func::FnGen::run(&mut cg, id)?;
        }
    }
    if let Some(d) = cg.debug.as_mut() {
        // In declaration order: the compile unit lists them as met, and
        // the output must not depend on a hash map's order.
        let mut globals: Vec<_> = cg.globals.iter().map(|(&id, &gv)| (id, gv)).collect();
        globals.sort_by_key(|&(id, _)| id);
        for (id, gv) in globals {
            d.global(gv, &checked.program.globals[id]);
        }
        d.finish();
    }
    let pointees = cg.pointees();
    // A type the translator could not translate (a broken invariant) was
    // given a stand-in; the module is not trustworthy.
    if let Some(e) = cg.tt.take_error() {
        return Err(Ice(e));
    }
    // Declarations nothing calls are noise in the PTX (and `-rdc` is what
    // makes them meaningful); drop them.
    // (Several ids may share one declaration: delete each once.)
    let mut seen = std::collections::HashSet::new();
    for f in cg.funcs.values() {
        if !seen.insert(f.as_value_ref()) {
            continue;
        }
        // SAFETY: `f` is a live function of this module; it is deleted
        // only when nothing refers to it.
        unsafe {
            if f.count_basic_blocks() == 0
                && llvm_sys::core::LLVMGetFirstUse(f.as_value_ref()).is_null()
            {
                f.delete();
            }
        }
    }
    // Internal and inline functions nothing refers to are never emitted
    // (as clang defers them): a static or anonymous-namespace helper, an
    // unused inline member function, or, without -rdc, any unused device
    // function. Deleting one can orphan another.
    loop {
        let mut dead = Vec::new();
        let mut f = cg.module.get_first_function();
        while let Some(func) = f {
            // SAFETY: `func` is a live function of this module.
            let unused = unsafe { llvm_sys::core::LLVMGetFirstUse(func.as_value_ref()).is_null() };
            if unused
                && func.count_basic_blocks() > 0
                && matches!(
                    func.get_linkage(),
                    inkwell::module::Linkage::Internal | inkwell::module::Linkage::LinkOnceODR
                )
            {
                dead.push(func);
            }
            f = func.get_next_function();
        }
        if dead.is_empty() {
            break;
        }
        for func in dead {
            // SAFETY: nothing refers to `func`, and it is not used again.
            unsafe { func.delete() };
        }
    }
    Ok(Generated {
        module: cg.module,
        pragma_loops: cg.pragma_loops,
        pointees,
    })
}

impl<'a, 'ctx> Cg<'a, 'ctx> {
    /// The external function `name` of type `ty`, declared on first use
    /// (`vprintf`, `__nvvm_reflect`).
    pub(crate) fn external_function(
        &self,
        name: &str,
        ty: inkwell::types::FunctionType<'ctx>,
    ) -> inkwell::values::FunctionValue<'ctx> {
        self.module.get_function(name).unwrap_or_else(|| {
            self.module
                .add_function(name, ty, Some(inkwell::module::Linkage::External))
        })
    }

    fn emit_globals(&mut self) -> R<()> {
        let mut by_symbol: HashMap<String, GlobalValue<'ctx>> = HashMap::new();
        for (id, g) in self.checked.program.globals.iter() {
            if !g.on_device() {
                continue;
            }
            if let Some(&gv) = by_symbol.get(&g.symbol) {
                // `extern __shared__` arrays of every kernel share one
                // symbol, aligned for the most aligned element type any
                // declaration (a template's, per specialisation) uses.
                let align = self.global_align(g);
                if align > gv.get_alignment() {
                    gv.set_alignment(align);
                }
                self.globals.insert(id, gv);
                continue;
            }
            let ty = self.tt.mem(self.types, g.ty);
            let gv = self
                .module
                .add_global(ty, Some(addr_space(g.space)), &g.symbol);
            gv.set_alignment(self.global_align(g));
            if g.external_decl {
                gv.set_linkage(Linkage::External);
            } else {
                gv.set_linkage(match g.linkage {
                    SLinkage::Internal => Linkage::Internal,
                    SLinkage::External => Linkage::External,
                    SLinkage::LinkOnceOdr => Linkage::LinkOnceODR,
                    SLinkage::WeakOdr => Linkage::WeakODR,
                });
                // A const, non-volatile object (`g.is_const` leaves volatile
                // out) is never written after its initialisation: writing
                // it, from the host too, is undefined (C++ [dcl.type.cv]/4).
                // nvcc folds its reads, tables, records and `__constant__`
                // ones included; sema rejects every store through it but
                // to a `mutable` member, whose objects stay variables.
                let fixed = g.is_const && !g.managed && !self.types.has_mutable_member(g.ty);
                if matches!(g.space, AddrSpace::Global | AddrSpace::Constant) && !fixed {
                    // The host can write these (the driver API, or
                    // cudaMemcpyToSymbol on a `static __constant__` array
                    // in the same file, which cudac does not read): their
                    // initial value is not known, whatever the linkage.
                    // (Read as zero, such an internal array folded away.)
                    gv.set_externally_initialized(true);
                }
                if matches!(g.space, AddrSpace::Global | AddrSpace::Constant) && fixed {
                    // An LLVM constant: LLVM folds its reads, and NVPTX
                    // reads what is left of a `__device__` one through the
                    // read-only cache (`ld.global.nc`), as nvcc does.
                    gv.set_constant(true);
                }
            }
            by_symbol.insert(g.symbol.clone(), gv);
            self.globals.insert(id, gv);
        }
        Ok(())
    }

    /// A global's alignment: its type's, or an unsized array's element's,
    /// or the one its declaration asks for if greater.
    fn global_align(&self, g: &crate::ir::Global) -> u32 {
        let t = g.ty;
        let align = self.types.layout(t).map(|l| l.align).unwrap_or_else(|| {
            self.types
                .array_elem(t)
                .and_then(|(e, _)| self.types.layout(e))
                .map(|l| l.align)
                .unwrap_or(1)
        });
        align.max(g.align.unwrap_or(1)) as u32
    }

    /// The initialisers of the globals `emit_globals` defined: constants,
    /// which may be the addresses of other globals or of functions (LLVM
    /// and PTX order the definitions by their uses).
    fn init_globals(&mut self) -> R<()> {
        let mut done = std::collections::HashSet::new();
        for (id, g) in self.checked.program.globals.iter() {
            if !g.on_device() || g.external_decl || !done.insert(g.symbol.clone()) {
                continue;
            }
            let Some(&gv) = self.globals.get(&id) else {
                continue;
            };
            let ty = self.tt.mem(self.types, g.ty);
            let init = match (&g.init, g.space) {
                (_, AddrSpace::Shared) => undef(ty),
                (Some(init), _) => self.const_init(init, g.ty).map_err(|Ice(why)| {
                    Ice(format!(
                        "the initialiser of device variable '{}': {why}",
                        g.name
                    ))
                })?,
                (None, _) => ty.const_zero(),
            };
            if init.get_type() == ty {
                gv.set_initializer(&init);
                continue;
            }
            // A raw union image inside: the global takes the constant's
            // type (same size and bytes); every access names its own type.
            let new = self
                .module
                .add_global(init.get_type(), Some(addr_space(g.space)), "");
            new.set_initializer(&init);
            new.set_alignment(gv.get_alignment());
            new.set_linkage(gv.get_linkage());
            new.set_externally_initialized(gv.is_externally_initialized());
            new.set_constant(gv.is_constant());
            new.set_unnamed_address(gv.get_unnamed_address());
            gv.as_pointer_value()
                .replace_all_uses_with(new.as_pointer_value());
            let name = gv.get_name().to_owned();
            // SAFETY: every use of `gv` now refers to `new`, and no map
            // keeps `gv` after the loop below.
            unsafe { gv.delete() };
            new.as_pointer_value().set_name(&name.to_string_lossy());
            for v in self.globals.values_mut() {
                if *v == gv {
                    *v = new;
                }
            }
        }
        Ok(())
    }

    /// A constant of type `t` from a (constant) initialiser.
    pub(crate) fn const_init(&mut self, init: &Init, t: TypeId) -> R<BasicValueEnum<'ctx>> {
        let ty = self.tt.mem(self.types, t);
        match init {
            Init::Zero => Ok(ty.const_zero()),
            Init::Construct(..) | Init::Each(_) | Init::Zeroed(_) | Init::SelfBound(..) => {
                Err(Ice("a constructor call in a constant initialiser".into()))
            }
            Init::Expr(e) => {
                let v = expr::const_scalar(self, e)?;
                Ok(v)
            }
            Init::List(items) => {
                if let Some((elem, n)) = self.types.array_elem(t) {
                    let et = self.tt.mem(self.types, elem);
                    let n = n.unwrap_or(items.len() as u64) as usize;
                    let mut vals = Vec::with_capacity(n);
                    for i in 0..n {
                        match items.get(i) {
                            Some(it) => vals.push(self.const_init(it, elem)?),
                            None => vals.push(et.const_zero()),
                        }
                    }
                    if vals.iter().any(|v| v.get_type() != et) {
                        // Raw union images among the elements: a packed
                        // struct of them has the array's size and bytes.
                        return Ok(self.ctx.const_struct(&vals, true).into());
                    }
                    return Ok(const_array(et, &vals));
                }
                if let Some(rec) = self.types.record(t) {
                    let fields: Vec<TypeId> = rec
                        .fields
                        .as_ref()
                        .map(|f| f.iter().map(|f| f.ty).collect())
                        .unwrap_or_default();
                    let st = ty.into_struct_type();
                    // A union's list ends with the member it initialises.
                    let member = items.len().saturating_sub(1);
                    let member_is_bitfield = rec
                        .fields
                        .as_ref()
                        .and_then(|f| f.get(member))
                        .is_some_and(|f| f.bit_width.is_some());
                    if rec.is_union {
                        // One member is initialised. When the union's LLVM
                        // type starts with it, that value and zero
                        // padding; otherwise (a bit-field, or a union
                        // typed by a more aligned or larger member) its
                        // bytes read as the union's type.
                        let Some((first_item, &ft)) = items.last().zip(fields.get(member)) else {
                            return Ok(ty.const_zero());
                        };
                        let leading = !member_is_bitfield
                            && st.get_field_type_at_index(0) == Some(self.tt.mem(self.types, ft));
                        if leading {
                            let mut vals = vec![self.const_init(first_item, ft)?];
                            for k in 1..st.count_fields() {
                                if let Some(ft) = st.get_field_type_at_index(k) {
                                    vals.push(ft.const_zero());
                                }
                            }
                            return const_bytes::named_or_packed(st, &vals)
                                .ok_or_else(|| Ice("the layout of a union constant".into()));
                        }
                        let size = self.types.layout(t).map_or(0, |l| l.size);
                        let mut buf = vec![0u8; size as usize];
                        const_bytes::write(self.types, init, t, 0, &mut buf)?;
                        return Ok(const_bytes::constant_of(ty, &buf)
                            .unwrap_or_else(|| const_bytes::raw(self.ctx, &buf)));
                    }
                    return self.const_struct(t, st, items);
                }
                match items.first() {
                    Some(it) => self.const_init(it, t),
                    None => Ok(ty.const_zero()),
                }
            }
        }
    }

    /// A struct constant built element by element from the layout:
    /// members from their initialisers, bit-field storage units from the
    /// folded bit-field values, padding zero.
    fn const_struct(
        &mut self,
        t: TypeId,
        st: inkwell::types::StructType<'ctx>,
        items: &[Init],
    ) -> R<BasicValueEnum<'ctx>> {
        let types = self.types;
        let Some(rl) = types.record_layout(t) else {
            return Err(Ice("constant of an incomplete record".into()));
        };
        // Items initialise the bases first, then the fields.
        let nb = rl.bases.len();
        // The record's bytes as far as bit-fields set them.
        let mut bytes = vec![0u8; rl.size as usize];
        for (k, fl) in rl.fields.iter().enumerate() {
            let (Some(acc), Some(Init::Expr(e))) = (fl.bits, items.get(nb + k)) else {
                continue;
            };
            let ExprKind::Int(v) = e.kind else {
                return Err(Ice("bit-field initializer was not folded".into()));
            };
            let b0 = acc.unit_offset * 8 + acc.shift as u64;
            for j in 0..acc.width as u64 {
                if (v >> j.min(127)) & 1 == 1 {
                    let bit = b0 + j;
                    if let Some(byte) = bytes.get_mut((bit / 8) as usize) {
                        *byte |= 1 << (bit % 8);
                    }
                }
            }
        }
        let mut vals = Vec::with_capacity(rl.elems.len());
        let mut off = 0u64;
        for (i, e) in rl.elems.iter().enumerate() {
            match *e {
                LlvmElem::Field(ft) => {
                    let k = match rl.base_elems.iter().position(|b| *b == Some(i as u32)) {
                        Some(b) => Some(b),
                        None => rl
                            .fields
                            .iter()
                            .position(|f| f.elem == Some(i as u32))
                            .map(|k| nb + k),
                    };
                    match k.and_then(|k| items.get(k)) {
                        Some(it) => vals.push(self.const_init(it, ft)?),
                        None => vals.push(self.tt.mem(types, ft).const_zero()),
                    }
                    off += types.layout(ft).map(|l| l.size).unwrap_or(0);
                }
                LlvmElem::Bytes(n) => {
                    // A base sharing its tail padding: its data bytes.
                    let j = rl.base_elems.iter().position(|b| *b == Some(i as u32));
                    let mut image = vec![0u8; n as usize];
                    if let (Some(j), Some(r)) = (j, types.record(t)) {
                        if let (Some(&b), Some(it)) = (r.bases.get(j), items.get(j)) {
                            let full = types.layout(b).map_or(0, |l| l.size);
                            let mut buf = vec![0u8; full.max(n) as usize];
                            const_bytes::write(types, it, b, 0, &mut buf)?;
                            image.copy_from_slice(&buf[..n as usize]);
                        }
                    }
                    let i8t = self.ctx.i8_type();
                    let bytes: Vec<_> = image
                        .iter()
                        .map(|&x| i8t.const_int(x as u64, false))
                        .collect();
                    vals.push(i8t.const_array(&bytes).into());
                    off += n;
                }
                // Only zero-initialisation makes a constant of a dynamic
                // class (constructors set the vtable pointer at run time).
                LlvmElem::VPtr => {
                    vals.push(
                        self.ctx
                            .ptr_type(AddressSpace::default())
                            .const_null()
                            .into(),
                    );
                    off += 8;
                }
                LlvmElem::Int(n) | LlvmElem::Pad(n) => {
                    let et = st
                        .get_field_type_at_index(i as u32)
                        .ok_or_else(|| Ice("struct element missing".into()))?;
                    if let (LlvmElem::Int(_), BasicTypeEnum::IntType(it)) = (e, et) {
                        let mut v = 0u64;
                        for b in 0..n.min(8) {
                            let byte = bytes.get((off + b) as usize).copied().unwrap_or(0);
                            v |= (byte as u64) << (8 * b);
                        }
                        vals.push(it.const_int(v, false).into());
                    } else {
                        vals.push(et.const_zero());
                    }
                    off += n;
                }
            }
        }
        const_bytes::named_or_packed(st, &vals)
            .ok_or_else(|| Ice("the layout of a struct constant".into()))
    }

    fn declare_functions(&mut self, needed: &HashMap<FuncId, Option<FuncId>>) -> R<()> {
        let mut defined = std::collections::HashSet::new();
        for (id, f) in self.checked.program.functions.iter() {
            if !f.space.on_device() || f.pattern.is_some() || !needed.contains_key(&id) {
                continue;
            }
            let fty = if f.is_kernel() {
                self.tt.kernel(self.types, f.ty)
            } else {
                self.tt.function(self.types, f.ty)
            };
            let linkage = if f.body.is_none() {
                Linkage::External
            } else {
                match f.linkage {
                    SLinkage::Internal => Linkage::Internal,
                    SLinkage::External => Linkage::External,
                    SLinkage::LinkOnceOdr => Linkage::LinkOnceODR,
                    SLinkage::WeakOdr => Linkage::WeakODR,
                }
            };
            // The math library declares one libdevice function under
            // several C++ names (`sqrtf`, `sqrt(float)`, `std::sqrt`).
            let earlier = self.module.get_function(&f.symbol);
            if let Some(fv) = earlier {
                if f.body.is_none() {
                    self.funcs.insert(id, fv);
                    continue;
                }
                // Two definitions under one symbol: LLVM would rename the
                // second (`f.1`), which is not a PTX name, and calls
                // meant for one would reach the other. Sema gives each
                // function its own symbol; this is a bug of ours.
                if defined.contains(&f.symbol) {
                    return Err(Ice(format!(
                        "two device functions are defined under the symbol '{}' ('{}' is one)",
                        f.symbol, f.name
                    )));
                }
                // A declaration of it came first (under another id): the
                // definition completes it, as a linker would.
                if fv.get_type() != fty {
                    return Err(Ice(format!(
                        "device function '{}' is declared with two types under the symbol '{}'",
                        f.name, f.symbol
                    )));
                }
                fv.set_linkage(linkage);
            }
            if f.body.is_some() {
                defined.insert(&f.symbol);
            }
            let fv =
                earlier.unwrap_or_else(|| self.module.add_function(&f.symbol, fty, Some(linkage)));
            let attr = |name: &str| {
                self.ctx
                    .create_enum_attribute(Attribute::get_named_enum_kind_id(name), 0)
            };
            match f.inline {
                crate::ir::InlineHint::Always => {
                    fv.add_attribute(AttributeLoc::Function, attr("alwaysinline"))
                }
                crate::ir::InlineHint::Never => {
                    fv.add_attribute(AttributeLoc::Function, attr("noinline"))
                }
                crate::ir::InlineHint::None => {}
            }
            // Device code never unwinds.
            fv.add_attribute(AttributeLoc::Function, attr("nounwind"));
            let params = self.param_types(f.ty);
            // A `__restrict__` pointer parameter is the only way to reach
            // its object in the call (C's restrict, as clang reads it):
            // `noalias`. Top-level qualifiers are not part of the function
            // type, so they are read from the parameters as declared.
            let declared = (f.params.len() == params.len()).then_some(&f.params);
            let sret = self.sret_attributes(f.ty, f.is_kernel());
            let first = sret.len().min(1) as u32;
            for a in sret {
                fv.add_attribute(AttributeLoc::Param(0), a);
            }
            for (k, p) in params.into_iter().enumerate() {
                let at = AttributeLoc::Param(k as u32 + first);
                for a in self.param_attributes(p, f.is_kernel()) {
                    fv.add_attribute(at, a);
                }
                let restrict = declared
                    .and_then(|ids| ids.get(k))
                    .and_then(|id| f.locals.get(*id))
                    .is_some_and(|l| {
                        self.types.cv(l.ty).is_restrict && self.types.is_pointer(l.ty)
                    });
                if restrict {
                    fv.add_attribute(at, attr("noalias"));
                }
            }
            if let Some(a) = self.extension_attribute(f.ret) {
                fv.add_attribute(AttributeLoc::Return, a);
            }
            self.funcs.insert(id, fv);
        }
        Ok(())
    }

    /// The parameter types of function type `t`.
    pub(crate) fn param_types(&self, t: TypeId) -> Vec<TypeId> {
        match self.types.ukind(t) {
            crate::types::TypeKind::Function { params, .. } => params.clone(),
            _ => Vec::new(),
        }
    }

    /// The attributes of the result pointer a function of type `f`
    /// takes first when it returns its record through the caller's
    /// object (`TypeGraph::indirect_return`): `noalias sret(T) align N`,
    /// as clang marks it; none otherwise.
    pub(crate) fn sret_attributes(&mut self, f: TypeId, kernel: bool) -> Vec<Attribute> {
        let Some(t) = self.types.indirect_return(f).filter(|_| !kernel) else {
            return Vec::new();
        };
        let ty = self.tt.mem(self.types, t);
        let align = self.types.layout(t).map_or(1, |l| l.align);
        let kind = Attribute::get_named_enum_kind_id;
        vec![
            self.ctx.create_enum_attribute(kind("noalias"), 0),
            self.ctx
                .create_type_attribute(kind("sret"), ty.as_any_type_enum()),
            self.ctx.create_enum_attribute(kind("align"), align),
        ]
    }

    /// The ABI attributes of a parameter of type `t` (NVVM IR spec,
    /// calling conventions): `byval(T) align N` for a kernel's record
    /// parameter (passed by pointer to a copy the kernel owns; a device
    /// function's is a direct aggregate, with no attribute),
    /// `signext`/`zeroext` for an integer narrower than 32 bits, nothing
    /// otherwise.
    pub(crate) fn param_attributes(&mut self, t: TypeId, kernel: bool) -> Vec<Attribute> {
        if self.types.record(t).is_none() {
            return self.extension_attribute(t).into_iter().collect();
        }
        if !kernel {
            return Vec::new();
        }
        let ty = self.tt.mem(self.types, t);
        let align = self.types.layout(t).map_or(1, |l| l.align);
        vec![
            self.ctx.create_type_attribute(
                Attribute::get_named_enum_kind_id("byval"),
                ty.as_any_type_enum(),
            ),
            self.ctx
                .create_enum_attribute(Attribute::get_named_enum_kind_id("align"), align),
        ]
    }

    /// `signext`/`zeroext` for a value narrower than 32 bits (bool,
    /// char, short and enumerations over them): the spec has the callee
    /// assume `zeroext` when neither is set, so signed ones must say so.
    pub(crate) fn extension_attribute(&self, t: TypeId) -> Option<Attribute> {
        let (bits, signed) = if self.types.is_bool(t) {
            (1, false)
        } else {
            let k = self.types.int_kind(t)?;
            (k.bits(), k.signed())
        };
        if bits >= 32 {
            return None;
        }
        let name = if signed { "signext" } else { "zeroext" };
        Some(
            self.ctx
                .create_enum_attribute(Attribute::get_named_enum_kind_id(name), 0),
        )
    }

    /// The generic address of a global (its address space cast away).
    pub(crate) fn global_addr(&self, g: GlobalId) -> R<inkwell::values::PointerValue<'ctx>> {
        let gv = self
            .globals
            .get(&g)
            .ok_or_else(|| Ice(format!("global {g:?} used but not emitted")))?;
        let p = gv.as_pointer_value();
        if p.get_type().get_address_space() == AddressSpace::default() {
            return Ok(p);
        }
        Ok(p.const_address_space_cast(self.ctx.ptr_type(AddressSpace::default())))
    }

    /// A private constant global holding a string literal (with its NUL).
    pub(crate) fn string_global(&mut self, bytes: &[u8]) -> inkwell::values::PointerValue<'ctx> {
        if let Some(g) = self.strings.get(bytes) {
            return g
                .as_pointer_value()
                .const_address_space_cast(self.ctx.ptr_type(AddressSpace::default()));
        }
        let init = self.ctx.const_string(bytes, true);
        let gv = self
            .module
            .add_global(init.get_type(), Some(AddressSpace::from(1u16)), ".str");
        gv.set_initializer(&init);
        gv.set_constant(true);
        gv.set_linkage(Linkage::Private);
        gv.set_unnamed_addr(true);
        gv.set_alignment(1);
        self.strings.insert(bytes.to_vec(), gv);
        gv.as_pointer_value()
            .const_address_space_cast(self.ctx.ptr_type(AddressSpace::default()))
    }
}

/// The functions the module needs: those it defines visible outside it
/// (kernels, external and weak functions), those a global's initialiser
/// names, and everything they call or name, transitively (declarations
/// included).
fn needed_functions(p: &crate::ir::Program) -> HashMap<FuncId, Option<FuncId>> {
    let mut roots: Vec<FuncId> = p
        .functions
        .iter()
        .filter(|(_, f)| {
            f.body.is_some() && matches!(f.linkage, SLinkage::External | SLinkage::WeakOdr)
        })
        .map(|(id, _)| id)
        .collect();
    // (A host global's initialiser is never emitted: a vtable device code
    // does not use names functions that need not exist on the device.)
    let device_inits = p.globals.values().filter(|g| g.on_device());
    for init in device_inits.filter_map(|g| g.init.as_ref()) {
        crate::ir::for_each_callee_in_init(init, &mut |f| roots.push(f));
    }
    p.reachable(roots)
}

/// A constant array of `et` from element constants.
fn const_array<'ctx>(
    et: inkwell::types::BasicTypeEnum<'ctx>,
    vals: &[BasicValueEnum<'ctx>],
) -> BasicValueEnum<'ctx> {
    use inkwell::types::BasicTypeEnum as T;
    match et {
        T::IntType(t) => t
            .const_array(&vals.iter().map(|v| v.into_int_value()).collect::<Vec<_>>())
            .into(),
        T::FloatType(t) => t
            .const_array(
                &vals
                    .iter()
                    .map(|v| v.into_float_value())
                    .collect::<Vec<_>>(),
            )
            .into(),
        T::PointerType(t) => t
            .const_array(
                &vals
                    .iter()
                    .map(|v| v.into_pointer_value())
                    .collect::<Vec<_>>(),
            )
            .into(),
        T::ArrayType(t) => t
            .const_array(
                &vals
                    .iter()
                    .map(|v| v.into_array_value())
                    .collect::<Vec<_>>(),
            )
            .into(),
        T::StructType(t) => t
            .const_array(
                &vals
                    .iter()
                    .map(|v| v.into_struct_value())
                    .collect::<Vec<_>>(),
            )
            .into(),
        T::VectorType(t) => t
            .const_array(
                &vals
                    .iter()
                    .map(|v| v.into_vector_value())
                    .collect::<Vec<_>>(),
            )
            .into(),
        T::ScalableVectorType(t) => t
            .const_array(
                &vals
                    .iter()
                    .map(|v| v.into_scalable_vector_value())
                    .collect::<Vec<_>>(),
            )
            .into(),
    }
}

/// The `undef` value of a type (shared memory starts undefined).
fn undef(ty: inkwell::types::BasicTypeEnum<'_>) -> BasicValueEnum<'_> {
    use inkwell::types::BasicTypeEnum as T;
    match ty {
        T::IntType(t) => t.get_undef().into(),
        T::FloatType(t) => t.get_undef().into(),
        T::PointerType(t) => t.get_undef().into(),
        T::ArrayType(t) => t.get_undef().into(),
        T::StructType(t) => t.get_undef().into(),
        T::VectorType(t) => t.get_undef().into(),
        T::ScalableVectorType(t) => t.get_undef().into(),
    }
}
