//! Type translation: `TypeGraph` → LLVM types.
//!
//! Input: the `TypeGraph` and the `TypeId`s codegen asks about.
//! Output: LLVM types, cached per `TypeId`.
//! Invariants: a `bool` is `i1` as a value and `i8` in memory; every pointer
//! and reference is the generic opaque `ptr` (address spaces live on
//! globals and are cast away at their use, as clang does); records are named
//! structs created opaque first and given a body afterwards, so recursive
//! records terminate; `T[]` is `[0 x T]`.

use crate::types::{FloatKind, LlvmElem, TypeGraph, TypeId, TypeKind};
use inkwell::context::Context;
use inkwell::types::{BasicType, BasicTypeEnum, FunctionType, StructType};
use inkwell::AddressSpace;
use std::collections::HashMap;

pub struct TypeTranslator<'ctx> {
    ctx: &'ctx Context,
    mem: HashMap<TypeId, BasicTypeEnum<'ctx>>,
    records: HashMap<u32, StructType<'ctx>>,
}

impl<'ctx> TypeTranslator<'ctx> {
    pub fn new(ctx: &'ctx Context) -> TypeTranslator<'ctx> {
        TypeTranslator {
            ctx,
            mem: HashMap::new(),
            records: HashMap::new(),
        }
    }

    pub fn ptr(&self) -> BasicTypeEnum<'ctx> {
        self.ctx.ptr_type(AddressSpace::default()).into()
    }

    /// The in-memory type of an object type. `void` and function types,
    /// which have no object representation, give `i8` (the unit of
    /// addressing) so callers never have to special-case them.
    pub fn mem(&mut self, g: &TypeGraph, t: TypeId) -> BasicTypeEnum<'ctx> {
        if let Some(&ty) = self.mem.get(&t) {
            return ty;
        }
        let out: BasicTypeEnum<'ctx> = match g.kind(t) {
            TypeKind::Qualified(b, _) => self.mem(g, *b),
            TypeKind::Void | TypeKind::Function { .. } | TypeKind::Bool => {
                self.ctx.i8_type().into()
            }
            TypeKind::Int(k) => match k.bits() {
                8 => self.ctx.i8_type().into(),
                16 => self.ctx.i16_type().into(),
                32 => self.ctx.i32_type().into(),
                64 => self.ctx.i64_type().into(),
                _ => self.ctx.i128_type().into(),
            },
            TypeKind::Float(k) => match k {
                FloatKind::Half => self.ctx.f16_type().into(),
                FloatKind::BFloat16 => self.ctx.bf16_type().into(),
                FloatKind::Float => self.ctx.f32_type().into(),
                FloatKind::Double => self.ctx.f64_type().into(),
            },
            TypeKind::Nullptr
            | TypeKind::Pointer(_)
            | TypeKind::LValueRef(_)
            | TypeKind::RValueRef(_) => self.ptr(),
            TypeKind::Array(e, n) => {
                let (e, n) = (*e, n.unwrap_or(0));
                let et = self.mem(g, e);
                // Arrays longer than u32 cannot be written in LLVM's type
                // system through this API; sema bounds sizes well below.
                et.array_type(n.min(u32::MAX as u64) as u32).into()
            }
            TypeKind::Record(i) => self.record(g, *i).into(),
        };
        self.mem.insert(t, out);
        out
    }

    /// The SSA value type: like `mem`, except `bool` is `i1`.
    pub fn val(&mut self, g: &TypeGraph, t: TypeId) -> BasicTypeEnum<'ctx> {
        if g.is_bool(t) {
            return self.ctx.bool_type().into();
        }
        self.mem(g, t)
    }

    fn record(&mut self, g: &TypeGraph, i: u32) -> StructType<'ctx> {
        if let Some(&s) = self.records.get(&i) {
            return s;
        }
        let r = &g.records[i as usize];
        let prefix = if r.is_union { "union" } else { "struct" };
        let st = self.ctx.opaque_struct_type(&format!("{prefix}.{}", r.name));
        // Registered before the body so a record reached again through its
        // own fields (via pointers they are just `ptr`) stays finite.
        self.records.insert(i, st);
        // The body (members, bit-field storage units, padding) is decided
        // by `types::layout`, so LLVM's offsets are the layout's.
        let Some(rl) = g.record_layout(g.record_type(i)) else {
            return st;
        };
        let body: Vec<BasicTypeEnum<'ctx>> = rl
            .elems
            .iter()
            .map(|e| match *e {
                LlvmElem::Field(t) => self.mem(g, t),
                LlvmElem::Int(1) => self.ctx.i8_type().into(),
                LlvmElem::Int(2) => self.ctx.i16_type().into(),
                LlvmElem::Int(4) => self.ctx.i32_type().into(),
                LlvmElem::Int(8) => self.ctx.i64_type().into(),
                LlvmElem::Int(n) | LlvmElem::Pad(n) => {
                    self.ctx.i8_type().array_type(n as u32).into()
                }
            })
            .collect();
        st.set_body(&body, rl.packed);
        st
    }

    /// The LLVM function type of a function type (parameters already decayed).
    pub fn function(&mut self, g: &TypeGraph, t: TypeId) -> FunctionType<'ctx> {
        let TypeKind::Function {
            ret,
            params,
            variadic,
        } = g.ukind(t).clone()
        else {
            return self.ctx.void_type().fn_type(&[], false);
        };
        let ps: Vec<_> = params.iter().map(|&p| self.val(g, p).into()).collect();
        if g.is_void(ret) {
            self.ctx.void_type().fn_type(&ps, variadic)
        } else {
            let r = if g.referee(ret).is_some() {
                self.ptr()
            } else {
                self.val(g, ret)
            };
            r.fn_type(&ps, variadic)
        }
    }
}
