//! Calls: arguments as the callee's parameter types pass them, and
//! results as the callee returns them. A record non-trivial for calls
//! (`Record::indirect_abi`) goes by address both ways, as the Itanium ABI
//! and nvcc pass it: an argument is the caller's temporary, a result is
//! built by the callee in the object the caller names (`init_in_place`),
//! so the object a constructor stored `this` of is the one the caller
//! uses (C++17's guaranteed copy elision), and `-rdc` calls link with
//! nvcc's functions.

use super::expr::Callee;
use super::func::FnGen;
use super::{Ice, R};
use crate::ir::{CastKind, Expr, ExprKind, FuncId};
use crate::types::TypeId;
use inkwell::attributes::AttributeLoc;
use inkwell::values::{BasicMetadataValueEnum, BasicValueEnum, PointerValue};
use inkwell::{AddressSpace, IntPredicate};

impl<'c, 'a, 'ctx> FnGen<'c, 'a, 'ctx> {
    /// A call expression (direct, through a pointer, a pointer to member
    /// function or a vtable), its record result built at `dest` when the
    /// callee returns it indirectly and `dest` is given.
    pub(crate) fn call_expr(
        &mut self,
        e: &Expr,
        dest: Option<PointerValue<'ctx>>,
    ) -> R<Option<BasicValueEnum<'ctx>>> {
        match &e.kind {
            ExprKind::Call(f, args) => self.call_into(Callee::Direct(*f), None, args, dest),
            ExprKind::CallPtr(p, args) => {
                let fty = self.cg.types.pointee(p.ty).ok_or_else(|| {
                    Ice("a call through a value that is not a function pointer".into())
                })?;
                let ptr = self.rv(p)?.into_pointer_value();
                self.call_into(Callee::Pointer(ptr, fty), None, args, dest)
            }
            ExprKind::CallMemberPtr(pm, fty, args) => self.call_member_ptr(pm, *fty, args, dest),
            ExprKind::VirtualCall(f, slot, args) => {
                let fty = self.cg.checked.program.functions[*f].ty;
                let (this, rest) = args
                    .split_first()
                    .ok_or_else(|| Ice("a virtual call without an object".into()))?;
                let this = self.rv(this)?.into_pointer_value();
                let ptr = self.cg.ctx.ptr_type(AddressSpace::default());
                // The vtable pointer is at offset 0 of every dynamic class.
                let vptr = self.b.build_load(ptr, this, "vtable")?.into_pointer_value();
                let at = self.cg.ctx.i64_type().const_int(*slot as u64, false);
                // SAFETY: `slot` is inside the vtable sema laid out for
                // the object's static type.
                let entry = unsafe { self.b.build_in_bounds_gep(ptr, vptr, &[at], "vfn")? };
                let fnp = self.b.build_load(ptr, entry, "")?.into_pointer_value();
                self.call_into(Callee::Pointer(fnp, fty), Some(this), rest, dest)
            }
            _ => Err(Ice(format!("not a call: {:?}", e.kind))),
        }
    }

    /// Builds the prvalue `e` of a record non-trivial for calls in the
    /// object at `dest`: a call returning it gets `dest` as its result
    /// pointer, a temporary's initialiser runs there, the named return
    /// value is already there. Anything else is a value stored there
    /// (a record whose copy is trivial for this value).
    pub(crate) fn init_in_place(&mut self, dest: PointerValue<'ctx>, e: &Expr) -> R<()> {
        if !e.lvalue {
            match &e.kind {
                ExprKind::WithCleanups(inner, cleanups) => {
                    self.init_in_place(dest, inner)?;
                    for c in cleanups {
                        self.stmt(c)?;
                    }
                    return Ok(());
                }
                ExprKind::Load(inner) => match &inner.kind {
                    ExprKind::Local(l) if self.locals[*l] == Some(dest) => return Ok(()),
                    ExprKind::Temp(init) => return self.init_at(dest, inner.ty, init),
                    _ => {}
                },
                ExprKind::Cast(CastKind::NoOp, inner)
                    if !inner.lvalue
                        && self.cg.types.unqual(inner.ty) == self.cg.types.unqual(e.ty) =>
                {
                    return self.init_in_place(dest, inner);
                }
                ExprKind::Call(..)
                | ExprKind::CallPtr(..)
                | ExprKind::CallMemberPtr(..)
                | ExprKind::VirtualCall(..)
                    if self.cg.types.record(e.ty).is_some_and(|r| r.indirect_abi) =>
                {
                    self.call_expr(e, Some(dest))?;
                    return Ok(());
                }
                ExprKind::Comma(a, b) if !b.lvalue => {
                    self.eval(a)?;
                    return self.init_in_place(dest, b);
                }
                ExprKind::Cond(c, a, b) if !a.lvalue && !b.lvalue => {
                    let (f_bb, end_bb) = self.open_conditional(c)?;
                    self.init_in_place(dest, a)?;
                    self.b.build_unconditional_branch(end_bb)?;
                    self.b.position_at_end(f_bb);
                    self.init_in_place(dest, b)?;
                    self.b.build_unconditional_branch(end_bb)?;
                    self.b.position_at_end(end_bb);
                    return Ok(());
                }
                _ => {}
            }
        }
        let v = self.rv(e)?;
        self.store_value(dest, v, e.ty)
    }

    /// A call through pointer to member function `pm` (`args[0]` the
    /// object's address): `this` moved by `adj`; an odd `ptr` is
    /// `1 + the vtable offset` of the function in the object's vtable.
    fn call_member_ptr(
        &mut self,
        pm: &Expr,
        fty: TypeId,
        args: &[Expr],
        dest: Option<PointerValue<'ctx>>,
    ) -> R<Option<BasicValueEnum<'ctx>>> {
        let (this, rest) = args
            .split_first()
            .ok_or_else(|| Ice("a member pointer call without an object".into()))?;
        let pmv = self.rv(pm)?.into_struct_value();
        let this = self.rv(this)?.into_pointer_value();
        let ptr = self
            .b
            .build_extract_value(pmv, 0, "memptr.ptr")?
            .into_int_value();
        let adj = self
            .b
            .build_extract_value(pmv, 1, "memptr.adj")?
            .into_int_value();
        let i8t = self.cg.ctx.i8_type();
        // SAFETY: `adj` moves `this` within the object (0 for the
        // pointers cudac makes).
        let this = unsafe { self.b.build_gep(i8t, this, &[adj], "this.adj")? };
        let i64t = self.cg.ctx.i64_type();
        let one = i64t.const_int(1, false);
        let odd = self.b.build_and(ptr, one, "")?;
        let is_virtual = self
            .b
            .build_int_compare(IntPredicate::NE, odd, i64t.const_zero(), "")?;
        let virt = self.block("memptr.virtual");
        let direct = self.block("memptr.direct");
        let done = self.block("memptr.end");
        self.b.build_conditional_branch(is_virtual, virt, direct)?;
        let gptr = self.cg.ctx.ptr_type(AddressSpace::default());
        self.b.position_at_end(virt);
        let vptr = self
            .b
            .build_load(gptr, this, "vtable")?
            .into_pointer_value();
        let off = self.b.build_int_sub(ptr, one, "")?;
        // SAFETY: the offset sema took from the class's vtable layout.
        let entry = unsafe { self.b.build_gep(i8t, vptr, &[off], "")? };
        let fv = self.b.build_load(gptr, entry, "")?.into_pointer_value();
        self.b.build_unconditional_branch(done)?;
        let virt_end = self.b.get_insert_block().unwrap_or(virt);
        self.b.position_at_end(direct);
        let fd = self.b.build_int_to_ptr(ptr, gptr, "")?;
        self.b.build_unconditional_branch(done)?;
        let direct_end = self.b.get_insert_block().unwrap_or(direct);
        self.b.position_at_end(done);
        let phi = self.b.build_phi(gptr, "memptr.fn")?;
        phi.add_incoming(&[(&fv, virt_end), (&fd, direct_end)]);
        let callee = phi.as_basic_value().into_pointer_value();
        self.call_into(Callee::Pointer(callee, fty), Some(this), rest, dest)
    }

    /// A call of `f` with `args`, after `object` (a constructor's object
    /// address) when given; the result, if the function returns one.
    pub(crate) fn call(
        &mut self,
        f: FuncId,
        object: Option<PointerValue<'ctx>>,
        args: &[Expr],
    ) -> R<Option<BasicValueEnum<'ctx>>> {
        self.call_to(Callee::Direct(f), object, args)
    }

    /// The address an argument non-trivial for calls is passed by: the
    /// temporary sema made for it (the value a `Load` reads), a parameter
    /// of the caller passed on as it is (a forwarding constructor or
    /// thunk), or a fresh temporary holding the value.
    fn indirect_arg(&mut self, a: &Expr) -> R<PointerValue<'ctx>> {
        if let ExprKind::Load(inner) = &a.kind {
            let own_param =
                matches!(inner.kind, ExprKind::Local(l) if self.func.params.contains(&l));
            // A temporary of a conditionally evaluated operand comes after
            // the store of its flag (`(flag = true, tmp)`).
            let mut temp = &inner.kind;
            while let ExprKind::Comma(_, b) = temp {
                temp = &b.kind;
            }
            if own_param || matches!(temp, ExprKind::Temp(_) | ExprKind::Materialize(..)) {
                return self.lv(inner);
            }
        }
        let slot = self.alloca(a.ty, "agg.tmp")?;
        self.init_in_place(slot, a)?;
        Ok(slot)
    }

    /// The arguments `...` takes (promoted scalars, `Sema::vararg`) in a
    /// buffer, each at its alignment in order, as `va_arg` reads them
    /// (`va_builtin`): its address, or null for none.
    fn vararg_buffer(&mut self, extras: &[Expr]) -> R<PointerValue<'ctx>> {
        let ptr = self.cg.ctx.ptr_type(inkwell::AddressSpace::default());
        if extras.is_empty() {
            return Ok(ptr.const_null());
        }
        let mut vals = Vec::with_capacity(extras.len());
        for a in extras {
            vals.push(self.rv(a)?);
        }
        let tys: Vec<_> = vals.iter().map(|v| v.get_type()).collect();
        let st = self.cg.ctx.struct_type(&tys, false);
        let buf = self.alloca_llvm(st.into(), "va.buffer")?;
        for (k, v) in vals.into_iter().enumerate() {
            let slot = self.b.build_struct_gep(st, buf, k as u32, "")?;
            self.b.build_store(slot, v)?;
        }
        Ok(buf)
    }

    /// A call to a function or through a pointer, its result a value.
    pub(crate) fn call_to(
        &mut self,
        callee: Callee<'ctx>,
        object: Option<PointerValue<'ctx>>,
        args: &[Expr],
    ) -> R<Option<BasicValueEnum<'ctx>>> {
        self.call_into(callee, object, args, None)
    }

    /// A call to a function or through a pointer: arguments as the
    /// callee's parameter types pass them (records by pointer to a
    /// copy), with their ABI attributes. A callee returning its record
    /// indirectly builds it at `dest` (nothing is returned then), or
    /// without one in a temporary whose value is the result.
    pub(crate) fn call_into(
        &mut self,
        callee: Callee<'ctx>,
        object: Option<PointerValue<'ctx>>,
        args: &[Expr],
        dest: Option<PointerValue<'ctx>>,
    ) -> R<Option<BasicValueEnum<'ctx>>> {
        let fn_ty = match callee {
            Callee::Direct(f) => self.cg.checked.program.functions[f].ty,
            Callee::Pointer(_, t) => t,
        };
        let ret_ty = match self.cg.types.kind(fn_ty) {
            crate::types::TypeKind::Function { ret, .. } => *ret,
            _ => return Err(Ice("a call to something that is not a function".into())),
        };
        let params = self.cg.param_types(fn_ty);
        let mut vals: Vec<BasicMetadataValueEnum<'ctx>> = Vec::new();
        let mut site_attrs = Vec::new();
        let sret = match self.cg.types.indirect_return(fn_ty) {
            Some(t) => {
                let slot = match dest {
                    Some(d) => d,
                    None => self.alloca(t, "agg.result")?,
                };
                vals.push(slot.into());
                let attrs = self.cg.sret_attributes(fn_ty, false);
                site_attrs.push((0, attrs));
                Some((slot, t))
            }
            None => None,
        };
        // `params` has the object's type first, not the result pointer's.
        let skip = usize::from(object.is_some());
        let first_arg = vals.len() + skip;
        if let Some(o) = object {
            vals.push(o.into());
        }
        let variadic = matches!(
            self.cg.types.ukind(fn_ty),
            crate::types::TypeKind::Function { variadic: true, .. }
        );
        let (args, extras) = match variadic {
            true => args.split_at(params.len().saturating_sub(skip).min(args.len())),
            false => (args, &[][..]),
        };
        for (k, a) in args.iter().enumerate() {
            let at = (k + first_arg) as u32;
            let k = k + skip;
            // Variadic extras have no parameter type, hence no attributes.
            // Only device functions are called: a record is an aggregate
            // value (`typetrans::function`).
            let attrs = params
                .get(k)
                .map(|&t| self.cg.param_attributes(t, false))
                .unwrap_or_default();
            let indirect = params
                .get(k)
                .and_then(|&t| self.cg.types.record(t))
                .is_some_and(|r| r.indirect_abi);
            let v = if indirect {
                self.indirect_arg(a)?.into()
            } else {
                self.rv(a)?.into()
            };
            vals.push(v);
            site_attrs.push((at, attrs));
        }
        if variadic {
            let buffer = self.vararg_buffer(extras)?;
            vals.push(buffer.into());
        }
        let call = match callee {
            Callee::Direct(f) => {
                let fv = *self.cg.funcs.get(&f).ok_or_else(|| {
                    Ice(format!(
                        "call to a function that was not declared ('{}')",
                        self.cg.checked.program.functions[f].name
                    ))
                })?;
                self.b.build_call(fv, &vals, "")?
            }
            Callee::Pointer(p, t) => {
                let llty = self.cg.tt.function(self.cg.types, t);
                self.b.build_indirect_call(llty, p, &vals, "")?
            }
        };
        for (k, attrs) in site_attrs {
            for at in attrs {
                call.add_attribute(AttributeLoc::Param(k), at);
            }
        }
        if let Callee::Pointer(_, t) = callee {
            // An indirect call says which records it passes over-aligned
            // (the spec's `callalign`, rule 7): NVPTX cannot read the
            // callee's annotations.
            let aligns = crate::nvvm::abi_alignments(self.cg.types, t);
            if !aligns.is_empty() {
                let i32t = self.cg.ctx.i32_type();
                let ops: Vec<BasicMetadataValueEnum<'ctx>> = aligns
                    .iter()
                    .map(|&a| i32t.const_int(a.into(), false).into())
                    .collect();
                let node = self.cg.ctx.metadata_node(&ops);
                let kind = self.cg.ctx.get_kind_id("callalign");
                // SAFETY: `call` is a call instruction and `node` a
                // metadata value of the same context.
                unsafe {
                    llvm_sys::core::LLVMSetMetadata(
                        inkwell::values::AsValueRef::as_value_ref(&call),
                        kind,
                        inkwell::values::AsValueRef::as_value_ref(&node),
                    )
                };
            }
        }
        if let Some(at) = self.cg.extension_attribute(ret_ty) {
            call.add_attribute(AttributeLoc::Return, at);
        }
        match sret {
            Some((slot, t)) if dest.is_none() => Ok(Some(self.load_value(slot, t, "")?)),
            Some(_) => Ok(None),
            None => Ok(call.try_as_basic_value().basic()),
        }
    }
}
