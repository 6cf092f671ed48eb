//! One function's code generator: entry-block allocas, parameters, and the
//! control-flow context (loops, switches, labels) statements need.
//!
//! Returning blocks are moved to the end of each function, in order, as
//! clang's single return placement keeps them: an early `return` merged in
//! the middle left the loops after it with an unconditional back edge, which
//! cost kernel speed (found with `cargo xtask kq`).

use super::{Cg, Ice, R};
use crate::ir::{FuncId, Function, LocalId, SecondaryMap};
use crate::types::TypeId;
use inkwell::basic_block::BasicBlock;
use inkwell::builder::Builder;
use inkwell::types::BasicTypeEnum;
use inkwell::values::{BasicValue, BasicValueEnum, FunctionValue, PointerValue};
use std::collections::HashMap;

pub(crate) struct LoopCtx<'ctx> {
    pub brk: BasicBlock<'ctx>,
    /// `None` for a `switch` (`continue` goes to the enclosing loop).
    pub cont: Option<BasicBlock<'ctx>>,
}

pub(crate) struct SwitchCtx<'ctx> {
    pub cases: HashMap<i128, BasicBlock<'ctx>>,
    pub default: Option<BasicBlock<'ctx>>,
}

pub(crate) struct FnGen<'c, 'a, 'ctx> {
    pub cg: &'c mut Cg<'a, 'ctx>,
    pub func: &'a Function,
    pub fv: FunctionValue<'ctx>,
    pub b: Builder<'ctx>,
    /// Builder for allocas, kept at the top of the entry block.
    pub alloca_b: Builder<'ctx>,
    pub locals: SecondaryMap<LocalId, Option<PointerValue<'ctx>>>,
    pub loops: Vec<LoopCtx<'ctx>>,
    pub switches: Vec<SwitchCtx<'ctx>>,
    pub labels: HashMap<String, BasicBlock<'ctx>>,
    /// `-lineinfo`/`-G`: the debug scope of what is being generated (the
    /// function's, or with `-G` its innermost block's).
    pub scope: Option<super::debuginfo::FnScope>,
    /// The caller's object a function returning its record indirectly
    /// builds its result in (`TypeGraph::indirect_return`).
    pub sret: Option<PointerValue<'ctx>>,
}

impl<'c, 'a, 'ctx> FnGen<'c, 'a, 'ctx> {
    pub fn run(cg: &'c mut Cg<'a, 'ctx>, id: FuncId) -> R<()> {
        let func = &cg.checked.program.functions[id];
        let fv = *cg
            .funcs
            .get(&id)
            .ok_or_else(|| Ice(format!("function {} not declared", func.name)))?;
        let ctx = cg.ctx;
        let entry = ctx.append_basic_block(fv, "entry");
        let b = ctx.create_builder();
        b.position_at_end(entry);
        let alloca_b = ctx.create_builder();
        alloca_b.position_at_end(entry);
        let mut g = FnGen {
            cg,
            func,
            fv,
            b,
            alloca_b,
            locals: SecondaryMap::with_len(func.locals.len()),
            loops: Vec::new(),
            switches: Vec::new(),
            labels: HashMap::new(),
            scope: None,
            sret: None,
        };
        if let Some(d) = g.cg.debug.as_mut() {
            g.scope = Some(d.subprogram(fv, func));
            g.locate(func.span);
        }
        // A panic here (inkwell's, on a type sema should have rejected)
        // is still our bug, reported as an ICE: naming the function says
        // where to look.
        let generated = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
            g.params()?;
            let body = func.body.as_deref().unwrap_or(&[]);
            for s in body {
                g.stmt(s)?;
            }
            g.finish()
        }));
        let in_fn = |msg: &str| Ice(format!("{msg} (in device function '{}')", func.name));
        match generated {
            Ok(Err(Ice(msg))) => Err(in_fn(&msg)),
            Ok(done) => done,
            Err(payload) => Err(in_fn(&crate::diag::panic_message(payload.as_ref()))),
        }
    }

    fn params(&mut self) -> R<()> {
        let kernel = self.func.is_kernel();
        let first = if !kernel && self.cg.types.indirect_return(self.func.ty).is_some() {
            let p = self
                .fv
                .get_nth_param(0)
                .ok_or_else(|| Ice("no result pointer".into()))?
                .into_pointer_value();
            p.set_name("agg.result");
            self.sret = Some(p);
            // The named return value is the caller's object itself.
            if let Some(l) = self.func.nrvo {
                self.locals[l] = Some(p);
                self.declare(l, p);
            }
            1
        } else {
            0
        };
        for (i, &l) in self.func.params.iter().enumerate() {
            let p = self
                .fv
                .get_nth_param(i as u32 + first)
                .ok_or_else(|| Ice("parameter count mismatch".into()))?;
            let local = &self.func.locals[l];
            p.set_name(&local.name);
            let by_address = self
                .cg
                .types
                .record(local.ty)
                .is_some_and(|r| kernel || r.indirect_abi);
            if by_address {
                // `byval`: the pointer is to the kernel's own copy; a
                // record non-trivial for calls is the caller's temporary
                // itself. (Any other record a device function takes
                // arrives as an aggregate value and is stored to its slot,
                // like a scalar.)
                self.locals[l] = Some(p.into_pointer_value());
                self.declare(l, p.into_pointer_value());
                continue;
            }
            let slot = self.local_slot(l)?;
            self.store_value(slot, p, self.func.locals[l].ty)?;
        }
        Ok(())
    }

    /// Close the last block: `ret void`, or `unreachable` after the end of
    /// a non-void function (flowing off its end is undefined in C++).
    fn finish(&mut self) -> R<()> {
        if !self.terminated() {
            if self.cg.types.is_void(self.func.ret) {
                self.b.build_return(None)?;
            } else {
                self.b.build_unreachable()?;
            }
        }
        // Blocks created for dead code after `return`/`break` may be empty.
        for bb in self.fv.get_basic_blocks() {
            if bb.get_terminator().is_none() {
                self.b.position_at_end(bb);
                self.b.build_unreachable()?;
            }
        }
        // Returning blocks go last, in order, as clang's single return
        // block does: the layout LLVM starts from decides what its block
        // placement keeps, and an early `return` that stays in the middle
        // (SimplifyCFG merges the returns where the first one was) left
        // loops after it ending in an unconditional back-edge
        // (`@p bra exit; bra.uni loop`) instead of one conditional branch.
        let blocks = self.fv.get_basic_blocks();
        let returning: Vec<_> = blocks
            .iter()
            .skip(1)
            .filter(|bb| {
                bb.get_terminator()
                    .is_some_and(|t| t.get_opcode() == inkwell::values::InstructionOpcode::Return)
            })
            .copied()
            .collect();
        for bb in returning {
            if let Some(last) = self.fv.get_last_basic_block() {
                if last != bb {
                    bb.move_after(last)
                        .map_err(|()| Ice("moving a return block".into()))?;
                }
            }
        }
        Ok(())
    }

    pub fn terminated(&self) -> bool {
        self.b
            .get_insert_block()
            .and_then(|bb| bb.get_terminator())
            .is_some()
    }

    /// `-lineinfo`: what is built next comes from `span`.
    pub fn locate(&mut self, span: crate::source::Span) {
        if let (Some(s), Some(d)) = (self.scope, self.cg.debug.as_mut()) {
            d.locate(self.cg.ctx, &self.b, s, span);
        }
    }

    /// `-G`: local `l` lives at `storage` from here on.
    fn declare(&mut self, l: LocalId, storage: PointerValue<'ctx>) {
        let (Some(s), Some(bb)) = (self.scope, self.b.get_insert_block()) else {
            return;
        };
        if let Some(d) = self.cg.debug.as_mut() {
            d.declare(self.cg.ctx, s, self.func, l, storage, bb);
        }
    }

    /// Generates `f` inside a `{ … }` at `span`: with `-G`, its own
    /// lexical scope.
    pub fn in_block<T>(
        &mut self,
        span: crate::source::Span,
        f: impl FnOnce(&mut Self) -> R<T>,
    ) -> R<T> {
        let outer = self.scope;
        if let (Some(s), Some(d)) = (outer, self.cg.debug.as_mut()) {
            self.scope = Some(d.lexical_block(s, span));
        }
        let r = f(self);
        self.scope = outer;
        r
    }

    /// Start a fresh block if the current one already ended (code after
    /// `return`, `break`, …), so later instructions have a home.
    pub fn ensure_open(&mut self) {
        if self.terminated() {
            let bb = self.cg.ctx.append_basic_block(self.fv, "dead");
            self.b.position_at_end(bb);
        }
    }

    /// Branch to `to` unless the block already ended.
    pub fn br(&mut self, to: BasicBlock<'ctx>) -> R<()> {
        if !self.terminated() {
            self.b.build_unconditional_branch(to)?;
        }
        Ok(())
    }

    pub fn block(&self, name: &str) -> BasicBlock<'ctx> {
        self.cg.ctx.append_basic_block(self.fv, name)
    }

    pub fn mem_ty(&mut self, t: TypeId) -> BasicTypeEnum<'ctx> {
        self.cg.tt.mem(self.cg.types, t)
    }

    /// An alloca in the entry block, before any other instruction there.
    pub fn alloca(&mut self, t: TypeId, name: &str) -> R<PointerValue<'ctx>> {
        let ty = self.mem_ty(t);
        let a = self.alloca_llvm(ty, name)?;
        self.cg.note_alloca(a, t);
        if let Some(l) = self.cg.types.layout(t) {
            if let Some(i) = a.as_instruction() {
                i.set_alignment(l.align as u32)
                    .map_err(|e| Ice(e.to_string()))?;
            }
        }
        Ok(a)
    }

    /// A stack slot of LLVM type `ty` in the entry block, at its ABI
    /// alignment.
    pub fn alloca_llvm(
        &mut self,
        ty: inkwell::types::BasicTypeEnum<'ctx>,
        name: &str,
    ) -> R<PointerValue<'ctx>> {
        let entry = self
            .fv
            .get_first_basic_block()
            .ok_or_else(|| Ice("function without entry".into()))?;
        match entry.get_first_instruction() {
            Some(i) => self.alloca_b.position_before(&i),
            None => self.alloca_b.position_at_end(entry),
        }
        Ok(self.alloca_b.build_alloca(ty, name)?)
    }

    /// The address of a record operand: its own if it is an lvalue, else a
    /// temporary it is stored to (a member of an rvalue record used as an
    /// lvalue, e.g. of a record returned by value).
    pub fn record_address(&mut self, base: &crate::ir::Expr) -> R<PointerValue<'ctx>> {
        if base.lvalue {
            return self.lv(base);
        }
        let v = self.rv(base)?;
        let tmp = self.alloca(base.ty, "tmp")?;
        self.store_value(tmp, v, base.ty)?;
        Ok(tmp)
    }

    pub fn local_slot(&mut self, l: LocalId) -> R<PointerValue<'ctx>> {
        if let Some(p) = self.locals[l] {
            return Ok(p);
        }
        let loc = &self.func.locals[l];
        let (t, name, align) = (loc.ty, loc.name.clone(), loc.align);
        let p = self.alloca(t, &name)?;
        if let (Some(a), Some(i)) = (align, p.as_instruction()) {
            i.set_alignment(a as u32).map_err(|e| Ice(e.to_string()))?;
        }
        self.locals[l] = Some(p);
        self.declare(l, p);
        Ok(p)
    }

    /// Load an object of type `t` as an SSA value (`bool` becomes `i1`).
    pub fn load_value(
        &mut self,
        ptr: PointerValue<'ctx>,
        t: TypeId,
        name: &str,
    ) -> R<BasicValueEnum<'ctx>> {
        let align = self.cg.types.layout(t).map_or(1, |l| l.align);
        self.load_at(ptr, t, align, name)
    }

    /// The value of the lvalue `e` (not a bit-field), loaded at the
    /// alignment its address is known to have (below its type's in a
    /// packed record).
    pub fn load_lvalue(&mut self, e: &crate::ir::Expr) -> R<BasicValueEnum<'ctx>> {
        let p = self.lv(e)?;
        let align = crate::sema::align::lvalue_align(self.cg.types, e);
        self.load_at(p, e.ty, align, "")
    }

    /// Load an object of type `t` from an address aligned to `align`.
    pub fn load_at(
        &mut self,
        ptr: PointerValue<'ctx>,
        t: TypeId,
        align: u64,
        name: &str,
    ) -> R<BasicValueEnum<'ctx>> {
        let ty = self.mem_ty(t);
        let v = self.b.build_load(ty, ptr, name)?;
        let align = align.max(1) as u32;
        if let Some(i) = v.as_instruction_value() {
            i.set_alignment(align).map_err(|e| Ice(e.to_string()))?;
            if self.cg.types.cv(t).is_volatile {
                i.set_volatile(true).map_err(|e| Ice(e.to_string()))?;
            }
        }
        if self.cg.types.is_bool(t) {
            let i1 = self.cg.ctx.bool_type();
            return Ok(self
                .b
                .build_int_truncate(v.into_int_value(), i1, "tobool")?
                .into());
        }
        Ok(v)
    }

    /// Store an SSA value into an object of type `t`.
    pub fn store_value(
        &mut self,
        ptr: PointerValue<'ctx>,
        v: BasicValueEnum<'ctx>,
        t: TypeId,
    ) -> R<()> {
        let align = self.cg.types.layout(t).map_or(1, |l| l.align);
        self.store_at(ptr, v, t, align)
    }

    /// Store an SSA value into an object of type `t` at an address
    /// aligned to `align`.
    pub fn store_at(
        &mut self,
        ptr: PointerValue<'ctx>,
        v: BasicValueEnum<'ctx>,
        t: TypeId,
        align: u64,
    ) -> R<()> {
        // An empty class has no value to store: its byte may be another
        // subobject's (an empty base at offset 0 shares it with the first
        // member, [intro.object]p8), which a store would clobber.
        if self.cg.types.is_empty_record(t) {
            return Ok(());
        }
        let v = if self.cg.types.is_bool(t)
            && v.is_int_value()
            && v.into_int_value().get_type().get_bit_width() == 1
        {
            let i8t = self.cg.ctx.i8_type();
            self.b
                .build_int_z_extend(v.into_int_value(), i8t, "frombool")?
                .into()
        } else {
            v
        };
        if v.is_struct_value() && self.cg.types.tail_may_overlap(t) {
            return self.store_data_bytes(ptr, v.into_struct_value(), t, align);
        }
        let s = self.b.build_store(ptr, v)?;
        s.set_alignment(align.max(1) as u32)
            .map_err(|e| Ice(e.to_string()))?;
        if self.cg.types.cv(t).is_volatile {
            s.set_volatile(true).map_err(|e| Ice(e.to_string()))?;
        }
        Ok(())
    }

    /// Stores a record whose tail padding may belong to an enclosing
    /// derived object: every element but the trailing padding, one by one
    /// (at alignment 1 when the record's address is under-aligned, below
    /// `align`).
    fn store_data_bytes(
        &mut self,
        ptr: PointerValue<'ctx>,
        v: inkwell::values::StructValue<'ctx>,
        t: TypeId,
        align: u64,
    ) -> R<()> {
        let types = self.cg.types;
        let rl = types
            .record_layout(t)
            .ok_or_else(|| Ice("storing an incomplete record".into()))?;
        let sty = v.get_type();
        let mut last = rl.elems.len();
        while last > 0 && matches!(rl.elems[last - 1], crate::types::LlvmElem::Pad(_)) {
            last -= 1;
        }
        for i in 0..last as u32 {
            let ev = self
                .b
                .build_extract_value(v, i, "")
                .map_err(|e| Ice(e.to_string()))?;
            let p = self.b.build_struct_gep(sty, ptr, i, "")?;
            let s = self.b.build_store(p, ev)?;
            if rl.packed || align < rl.align {
                s.set_alignment(1).map_err(|e| Ice(e.to_string()))?;
            }
            if types.cv(t).is_volatile {
                s.set_volatile(true).map_err(|e| Ice(e.to_string()))?;
            }
        }
        Ok(())
    }
}
