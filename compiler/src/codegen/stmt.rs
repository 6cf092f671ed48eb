//! Statements: control flow, local initialisation, loop metadata.

use super::const_bytes::int_constant;
use super::func::{FnGen, LoopCtx, SwitchCtx};
use super::{Ice, R};
use crate::ir::{Init, Stmt, StmtKind, Unroll};
use crate::sema::align;
use crate::source::Span;
use crate::types::TypeId;
use inkwell::basic_block::BasicBlock;
use inkwell::values::{AsValueRef, InstructionValue, PointerValue};
use std::collections::HashMap;

impl<'c, 'a, 'ctx> FnGen<'c, 'a, 'ctx> {
    pub fn stmt(&mut self, s: &Stmt) -> R<()> {
        self.ensure_open();
        self.locate(s.span);
        match &s.kind {
            StmtKind::Expr(e) => {
                self.eval(e)?;
            }
            StmtKind::Decl(l, init) => {
                let slot = self.local_slot(*l)?;
                let t = self.func.locals[*l].ty;
                if let Some(init) = init {
                    self.init_at(slot, t, init)?;
                }
            }
            StmtKind::InitAt(target, init) => {
                let p = self.lv(target)?;
                let align = align::lvalue_align(self.cg.types, target);
                self.init_aligned(p, target.ty, init, align)?;
            }
            StmtKind::Block(v) => self.in_block(s.span, |g| {
                for s in v {
                    g.stmt(s)?;
                }
                Ok(())
            })?,
            StmtKind::If(c, t, e) => {
                let cv = self.rv(c)?.into_int_value();
                let then_bb = self.block("if.then");
                let end_bb = self.block("if.end");
                let else_bb = if e.is_some() {
                    self.block("if.else")
                } else {
                    end_bb
                };
                self.b.build_conditional_branch(cv, then_bb, else_bb)?;
                self.b.position_at_end(then_bb);
                self.stmt(t)?;
                self.br(end_bb)?;
                if let Some(e) = e {
                    self.b.position_at_end(else_bb);
                    self.stmt(e)?;
                    self.br(end_bb)?;
                }
                self.b.position_at_end(end_bb);
            }
            StmtKind::While(c, body, unroll) => {
                let cond_bb = self.block("while.cond");
                let body_bb = self.block("while.body");
                let end_bb = self.block("while.end");
                self.br(cond_bb)?;
                self.b.position_at_end(cond_bb);
                let cv = self.rv(c)?.into_int_value();
                self.b.build_conditional_branch(cv, body_bb, end_bb)?;
                self.b.position_at_end(body_bb);
                self.loop_body(body, end_bb, Some(cond_bb))?;
                self.latch(cond_bb, unroll, keyword(s.span, 5))?;
                self.b.position_at_end(end_bb);
            }
            StmtKind::DoWhile(body, c, unroll) => {
                let body_bb = self.block("do.body");
                let cond_bb = self.block("do.cond");
                let end_bb = self.block("do.end");
                self.br(body_bb)?;
                self.b.position_at_end(body_bb);
                self.loop_body(body, end_bb, Some(cond_bb))?;
                self.br(cond_bb)?;
                self.b.position_at_end(cond_bb);
                let cv = self.rv(c)?.into_int_value();
                let br = self.b.build_conditional_branch(cv, body_bb, end_bb)?;
                self.loop_metadata(br, unroll, keyword(s.span, 2))?;
                self.b.position_at_end(end_bb);
            }
            StmtKind::For {
                init,
                cond,
                step,
                body,
                unroll,
            } => {
                for s in init {
                    self.stmt(s)?;
                }
                let cond_bb = self.block("for.cond");
                let body_bb = self.block("for.body");
                let step_bb = self.block("for.inc");
                let end_bb = self.block("for.end");
                self.br(cond_bb)?;
                self.b.position_at_end(cond_bb);
                match cond {
                    Some(c) => {
                        let cv = self.rv(c)?.into_int_value();
                        self.b.build_conditional_branch(cv, body_bb, end_bb)?;
                    }
                    None => {
                        self.b.build_unconditional_branch(body_bb)?;
                    }
                }
                self.b.position_at_end(body_bb);
                self.loop_body(body, end_bb, Some(step_bb))?;
                self.br(step_bb)?;
                self.b.position_at_end(step_bb);
                if let Some(st) = step {
                    self.eval(st)?;
                }
                self.latch(cond_bb, unroll, keyword(s.span, 3))?;
                self.b.position_at_end(end_bb);
            }
            StmtKind::Switch(c, body) => self.switch(c, body)?,
            StmtKind::Case(v, body) => {
                let bb = self
                    .switches
                    .last()
                    .and_then(|s| s.cases.get(v).copied())
                    .ok_or_else(|| Ice("case label outside a switch".into()))?;
                self.br(bb)?;
                self.b.position_at_end(bb);
                self.stmt(body)?;
            }
            StmtKind::Default(body) => {
                let bb = self
                    .switches
                    .last()
                    .and_then(|s| s.default)
                    .ok_or_else(|| Ice("default label outside a switch".into()))?;
                self.br(bb)?;
                self.b.position_at_end(bb);
                self.stmt(body)?;
            }
            StmtKind::Label(name, body) => {
                let bb = self.label_block(name);
                self.br(bb)?;
                self.b.position_at_end(bb);
                self.stmt(body)?;
            }
            StmtKind::Goto(name) => {
                let bb = self.label_block(name);
                self.b.build_unconditional_branch(bb)?;
            }
            StmtKind::Break => {
                let bb = self
                    .loops
                    .last()
                    .map(|l| l.brk)
                    .ok_or_else(|| Ice("break outside a loop".into()))?;
                self.b.build_unconditional_branch(bb)?;
            }
            StmtKind::Continue => {
                let bb = self
                    .loops
                    .iter()
                    .rev()
                    .find_map(|l| l.cont)
                    .ok_or_else(|| Ice("continue outside a loop".into()))?;
                self.b.build_unconditional_branch(bb)?;
            }
            StmtKind::Return(v) => match v {
                Some(e) if self.sret.is_some() => {
                    let dest = self.sret.ok_or_else(|| Ice("no result pointer".into()))?;
                    self.init_in_place(dest, e)?;
                    self.b.build_return(None)?;
                }
                Some(e) => {
                    let v = self.rv(e)?;
                    self.b.build_return(Some(&v))?;
                }
                None => {
                    self.b.build_return(None)?;
                }
            },
            StmtKind::Asm(a) => self.inline_asm(a)?,
            StmtKind::Empty => {}
        }
        Ok(())
    }

    fn label_block(&mut self, name: &str) -> BasicBlock<'ctx> {
        if let Some(&bb) = self.labels.get(name) {
            return bb;
        }
        let bb = self.block(name);
        self.labels.insert(name.to_string(), bb);
        bb
    }

    /// The back edge of a loop, carrying its unroll metadata.
    fn latch(&mut self, header: BasicBlock<'ctx>, unroll: &Option<Unroll>, at: Span) -> R<()> {
        if self.terminated() {
            return Ok(());
        }
        let br = self.b.build_unconditional_branch(header)?;
        self.loop_metadata(br, unroll, at)
    }

    /// Attach `!llvm.loop !{!self, !{"llvm.loop.unroll.…"}}` to a back edge
    /// of the loop at `at`. A forced unroll also gets the loop's pragma tag
    /// (`backend::diagnostics`), so that LLVM's "loop not unrolled" can be
    /// reported at the loop.
    fn loop_metadata(
        &mut self,
        br: InstructionValue<'ctx>,
        unroll: &Option<Unroll>,
        at: Span,
    ) -> R<()> {
        let Some(u) = unroll else { return Ok(()) };
        use llvm_sys::core::*;
        use llvm_sys::debuginfo::{LLVMMetadataReplaceAllUsesWith, LLVMTemporaryMDNode};
        use llvm_sys::prelude::*;
        let ctx = self.cg.ctx.raw();
        // SAFETY: all references come from the live context; the temporary
        // node is replaced by the distinct loop node and then disposed.
        unsafe {
            let mdstr = |s: &str| LLVMMDStringInContext2(ctx, s.as_ptr() as *const _, s.len());
            let prop: LLVMMetadataRef = match u {
                Unroll::Full => {
                    let mut ops = [mdstr("llvm.loop.unroll.full")];
                    LLVMMDNodeInContext2(ctx, ops.as_mut_ptr(), ops.len())
                }
                Unroll::Disable => {
                    let mut ops = [mdstr("llvm.loop.unroll.disable")];
                    LLVMMDNodeInContext2(ctx, ops.as_mut_ptr(), ops.len())
                }
                Unroll::Count(n) => {
                    let c = self.cg.ctx.i32_type().const_int(*n as u64, false);
                    let mut ops = [
                        mdstr("llvm.loop.unroll.count"),
                        LLVMValueAsMetadata(c.as_value_ref()),
                    ];
                    LLVMMDNodeInContext2(ctx, ops.as_mut_ptr(), ops.len())
                }
            };
            let tmp = LLVMTemporaryMDNode(ctx, std::ptr::null_mut(), 0);
            let mut ops = vec![tmp, prop];
            if !matches!(u, Unroll::Disable) {
                let index = self.cg.pragma_loops.len() as u64;
                self.cg.pragma_loops.push(at);
                let n = self.cg.ctx.i32_type().const_int(index, false);
                let tag = crate::backend::diagnostics::PRAGMA_TAG;
                let mut tag_ops = [mdstr(tag), LLVMValueAsMetadata(n.as_value_ref())];
                ops.push(LLVMMDNodeInContext2(
                    ctx,
                    tag_ops.as_mut_ptr(),
                    tag_ops.len(),
                ));
            }
            let node = LLVMMDNodeInContext2(ctx, ops.as_mut_ptr(), ops.len());
            LLVMMetadataReplaceAllUsesWith(tmp, node);
            let kind = LLVMGetMDKindIDInContext(ctx, c"llvm.loop".as_ptr(), 9);
            LLVMSetMetadata(br.as_value_ref(), kind, LLVMMetadataAsValue(ctx, node));
        }
        Ok(())
    }

    fn switch(&mut self, c: &crate::ir::Expr, body: &Stmt) -> R<()> {
        let cv = self.rv(c)?.into_int_value();
        let end_bb = self.block("sw.end");
        // The case labels of this switch (not of nested ones) get blocks first.
        let mut cases = HashMap::new();
        let mut values = Vec::new();
        let mut default = None;
        collect_labels(body, &mut |s| match &s.kind {
            StmtKind::Case(v, _) => {
                values.push(*v);
            }
            StmtKind::Default(_) => default = Some(()),
            _ => {}
        });
        for v in &values {
            let bb = self.block("sw.bb");
            cases.insert(*v, bb);
        }
        let default_bb = default.map(|_| self.block("sw.default"));
        let ity = cv.get_type();
        let table: Vec<_> = values
            .iter()
            .map(|v| (int_constant(ity, *v), cases[v]))
            .collect();
        self.b
            .build_switch(cv, default_bb.unwrap_or(end_bb), &table)?;
        // Code before the first label is unreachable.
        let dead = self.block("sw.body");
        self.b.position_at_end(dead);
        self.switches.push(SwitchCtx {
            cases,
            default: default_bb,
        });
        self.loop_body(body, end_bb, None)?;
        self.switches.pop();
        self.br(end_bb)?;
        self.b.position_at_end(end_bb);
        Ok(())
    }

    /// A loop or `switch` body: `break` goes to `brk`, `continue` to
    /// `cont` (`None` in a `switch`, where it reaches the enclosing loop).
    fn loop_body(
        &mut self,
        body: &Stmt,
        brk: BasicBlock<'ctx>,
        cont: Option<BasicBlock<'ctx>>,
    ) -> R<()> {
        self.loops.push(LoopCtx { brk, cont });
        self.stmt(body)?;
        self.loops.pop();
        Ok(())
    }

    /// Every element of the array of type `t` at `ptr` initialised by
    /// `init`, in a loop from the first element to the last.
    /// Zero the object of type `t` at `ptr` (aligned to `align`).
    fn store_zero(&mut self, ptr: PointerValue<'ctx>, t: TypeId, align: u64) -> R<()> {
        // Nothing to zero in an empty class (its byte may be another
        // subobject's).
        if self.cg.types.is_empty_record(t) {
            return Ok(());
        }
        // A larger aggregate is cleared with `llvm.memset`, as clang does:
        // LLVM expands a first-class aggregate store element by element
        // (a 4 MiB array would exhaust its stack).
        let layout = self.cg.types.layout(t);
        let aggregate = self.cg.types.array_elem(t).is_some() || self.cg.types.is_record(t);
        if let Some(l) = layout.filter(|l| aggregate && l.size > 16) {
            let align = align.min(l.align).max(1) as u32;
            let n = self.cg.ctx.i64_type().const_int(l.size, false);
            let zero = self.cg.ctx.i8_type().const_zero();
            self.b.build_memset(ptr, align, zero, n)?;
            return Ok(());
        }
        let z = self.mem_ty(t).const_zero();
        let s = self.b.build_store(ptr, z)?;
        if align < self.cg.types.layout(t).map_or(1, |l| l.align) {
            s.set_alignment(align.max(1) as u32)
                .map_err(|e| Ice(e.to_string()))?;
        }
        Ok(())
    }

    fn init_each(&mut self, ptr: PointerValue<'ctx>, t: TypeId, init: &Init, align: u64) -> R<()> {
        let Some((elem, Some(n))) = self.cg.types.array_elem(t) else {
            return Err(Ice(
                "initialising each element of an array of unknown size".into()
            ));
        };
        if n == 0 {
            return Ok(());
        }
        let aty = self.mem_ty(t);
        let i64t = self.cg.ctx.i64_type();
        let pre = self
            .b
            .get_insert_block()
            .ok_or_else(|| Ice("no insertion block".into()))?;
        let body = self.block("arrayinit.body");
        let end = self.block("arrayinit.end");
        self.b.build_unconditional_branch(body)?;
        self.b.position_at_end(body);
        let i = self.b.build_phi(i64t, "arrayinit.i")?;
        i.add_incoming(&[(&i64t.const_zero(), pre)]);
        let iv = i.as_basic_value().into_int_value();
        // SAFETY: 0 <= i < n, within the array.
        let p = unsafe {
            self.b
                .build_in_bounds_gep(aty, ptr, &[i64t.const_zero(), iv], "arrayinit.elem")?
        };
        let size = self.cg.types.layout(elem).map_or(0, |l| l.size);
        self.init_aligned(p, elem, init, align::at_offset(align, size))?;
        let next = self.b.build_int_add(iv, i64t.const_int(1, false), "")?;
        let latch = self
            .b
            .get_insert_block()
            .ok_or_else(|| Ice("no insertion block".into()))?;
        i.add_incoming(&[(&next, latch)]);
        let more = self.b.build_int_compare(
            inkwell::IntPredicate::ULT,
            next,
            i64t.const_int(n, false),
            "",
        )?;
        self.b.build_conditional_branch(more, body, end)?;
        self.b.position_at_end(end);
        Ok(())
    }

    /// Initialise the object of type `t` at `ptr`.
    pub fn init_at(&mut self, ptr: PointerValue<'ctx>, t: TypeId, init: &Init) -> R<()> {
        let align = self.cg.types.layout(t).map_or(1, |l| l.align);
        self.init_aligned(ptr, t, init, align)
    }

    /// Initialise the object of type `t` at `ptr`, an address aligned to
    /// `align`: below `t`'s alignment for a member of a packed record,
    /// whose stores must not claim more (a constructor still runs in
    /// place, as in clang).
    pub fn init_aligned(
        &mut self,
        ptr: PointerValue<'ctx>,
        t: TypeId,
        init: &Init,
        align: u64,
    ) -> R<()> {
        match init {
            Init::Construct(f, args) => {
                self.call(*f, Some(ptr), args)?;
            }
            Init::Each(inner) => self.init_each(ptr, t, inner, align)?,
            Init::Zeroed(inner) => {
                self.store_zero(ptr, t, align)?;
                self.init_aligned(ptr, t, inner, align)?;
            }
            Init::Zero => self.store_zero(ptr, t, align)?,
            Init::SelfBound(l, inner) => {
                let slot = self.local_slot(*l)?;
                self.b.build_store(slot, ptr)?;
                self.init_aligned(ptr, t, inner, align)?;
            }
            Init::Expr(e) if self.cg.types.record(e.ty).is_some_and(|r| r.indirect_abi) => {
                self.init_in_place(ptr, e)?;
            }
            Init::Expr(e) => {
                let v = self.rv(e)?;
                self.store_at(ptr, v, t, align)?;
            }
            Init::List(items) => {
                let types = self.cg.types;
                if let Some((elem, n)) = types.array_elem(t) {
                    let n = n.unwrap_or(items.len() as u64);
                    if (items.len() as u64) < n {
                        self.store_zero(ptr, t, align)?;
                    }
                    let size = types.layout(elem).map_or(0, |l| l.size);
                    let aty = self.mem_ty(t);
                    let i64t = self.cg.ctx.i64_type();
                    for (i, it) in items.iter().enumerate() {
                        // SAFETY: the index is within the array's bounds.
                        let p = unsafe {
                            self.b.build_in_bounds_gep(
                                aty,
                                ptr,
                                &[i64t.const_zero(), i64t.const_int(i as u64, false)],
                                "arrayinit",
                            )?
                        };
                        let at = align::at_offset(align, size * i as u64);
                        self.init_aligned(p, elem, it, at)?;
                    }
                } else if let Some(rec) = types.record(t) {
                    let fields: Vec<TypeId> = rec
                        .fields
                        .as_ref()
                        .map(|f| f.iter().map(|f| f.ty).collect())
                        .unwrap_or_default();
                    // Unnamed bit-fields hold no value and take no initialiser.
                    let unnamed_bits: Vec<bool> = rec
                        .fields
                        .as_ref()
                        .map(|f| {
                            f.iter()
                                .map(|f| f.bit_width.is_some() && f.name.is_empty())
                                .collect()
                        })
                        .unwrap_or_default();
                    let is_union = rec.is_union;
                    let rl = types
                        .record_layout(t)
                        .ok_or_else(|| Ice("initialising an incomplete record".into()))?;
                    let sty = self.mem_ty(t);
                    // Items initialise the bases first, then the fields.
                    let bases = rec.bases.clone();
                    let nb = bases.len();
                    if items.len() < nb + fields.len() || is_union {
                        self.store_zero(ptr, t, align)?;
                    }
                    for ((&b, &off), it) in bases.iter().zip(&rl.bases).zip(items) {
                        let i8t = self.cg.ctx.i8_type();
                        let o = self.cg.ctx.i64_type().const_int(off, false);
                        // SAFETY: a base subobject lies inside the object.
                        let p = unsafe { self.b.build_in_bounds_gep(i8t, ptr, &[o], "baseinit")? };
                        self.init_aligned(p, b, it, align::at_offset(align, off))?;
                    }
                    for (i, it) in items
                        .iter()
                        .enumerate()
                        .skip(nb)
                        .map(|(i, it)| (i - nb, it))
                    {
                        let Some(&ft) = fields.get(i) else { break };
                        let Some(fl) = rl.fields.get(i) else { break };
                        if unnamed_bits.get(i).copied().unwrap_or(false) {
                            continue;
                        }
                        let at = align::at_offset(align, fl.byte_offset());
                        if let Some(mut acc) = fl.bits {
                            acc.unit_align =
                                acc.unit_align.min(align::at_offset(align, acc.unit_offset));
                            self.bf_init(ptr, acc, ft, it)?;
                            continue;
                        }
                        let p = match fl.elem {
                            _ if is_union => ptr,
                            Some(el) => self.b.build_struct_gep(sty, ptr, el, "fieldinit")?,
                            None => return Err(Ice("struct member without an element".into())),
                        };
                        // A member a packed record (attribute or `#pragma
                        // pack`) places below its type's alignment is built
                        // in an aligned temporary and copied in bytes (as
                        // clang copies a constant initialiser in): LLVM
                        // folds a later read of an overlapping union member
                        // through the copy, not through unaligned stores. A
                        // constructor runs in place.
                        let member_layout = types.layout(ft);
                        let natural = member_layout.map_or(1, |l| l.align);
                        if at < natural && !matches!(it, Init::Construct(..)) {
                            let tmp = self.alloca(ft, "packedinit")?;
                            self.init_at(tmp, ft, it)?;
                            let size = member_layout.map_or(0, |l| l.size);
                            let n = self.cg.ctx.i64_type().const_int(size, false);
                            self.b
                                .build_memcpy(p, at as u32, tmp, natural as u32, n)
                                .map_err(|e| Ice(e.to_string()))?;
                            continue;
                        }
                        self.init_aligned(p, ft, it, at.min(natural))?;
                    }
                } else if let Some(first) = items.first() {
                    self.init_aligned(ptr, t, first, align)?;
                }
            }
        }
        Ok(())
    }
}

/// Visit the `case`/`default` statements belonging to one switch body
/// (not those of nested switches).
fn collect_labels<'s>(s: &'s Stmt, f: &mut impl FnMut(&'s Stmt)) {
    if matches!(s.kind, StmtKind::Case(..) | StmtKind::Default(_)) {
        f(s);
    }
    for c in s.children() {
        if !matches!(c.kind, StmtKind::Switch(..)) {
            collect_labels(c, f);
        }
    }
}

/// The first `len` bytes of a loop statement's span: its keyword, where a
/// diagnostic about the whole loop points.
fn keyword(at: Span, len: u32) -> Span {
    Span {
        end: (at.start + len).min(at.end),
        ..at
    }
}
