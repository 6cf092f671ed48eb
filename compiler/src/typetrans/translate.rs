//! The translator: `TypeGraph` types → LLVM types, by fixed-point passes.
//!
//! Input: the `TypeGraph` and root `TypeId`s (a whole program for
//! `--emit=types`, or one type codegen asks about).
//! Output: LLVM types cached per `TypeId` (`mem`, `val`, `function`).
//! Algorithm: build the `DepGraph` of the roots' untranslated types, order
//! it (`order`), then run whole passes over that order until a pass changes
//! no translation and leaves nothing pending (fixed point). A type whose
//! dependencies are not translated yet is pending in that pass; pointers
//! never wait for their pointee. More than `MAX_PASSES` passes, or a pass
//! that makes no progress while types are still pending, is an internal
//! error returned to the caller (never a hang).
//! Invariants: `bool` is `i1` as a value and `i8` in memory; pointers and
//! references are opaque `ptr`, in the address space their pointee is
//! qualified with (generic 0 otherwise); records are named structs
//! (`struct.N`/`union.N`) created opaque first and given their body once
//! every field type is translated; a record still undefined stays opaque
//! and gets its body in a later call once its definition is seen (it and
//! the types containing it by value are invalidated); `T[]` is `[0 x T]`;
//! a union is its most-aligned largest member plus `i8` padding; an empty
//! record is `{ i8 }`.

use super::graph::DepGraph;
use super::order::{order, Order};
use super::spaces::pointer_space;
use crate::types::{FloatKind, LlvmElem, TypeGraph, TypeId, TypeKind};
use inkwell::context::Context;
use inkwell::types::{BasicType, BasicTypeEnum, FunctionType, StructType};
use inkwell::AddressSpace;
use std::collections::{HashMap, HashSet};

/// The most fixed-point passes one translation may take.
pub const MAX_PASSES: u32 = 64;

/// One translation run: the graph it covered, its order, how many passes.
pub struct Translation {
    pub graph: DepGraph,
    pub order: Order,
    pub passes: u32,
}

/// What one type's step in a pass did.
#[derive(PartialEq, Eq)]
enum Step {
    Same,
    New,
    Changed,
    Pending,
}

pub struct TypeTranslator<'ctx> {
    ctx: &'ctx Context,
    /// Finished in-memory translations.
    mem: HashMap<TypeId, BasicTypeEnum<'ctx>>,
    /// Each record's named struct, created at first sight.
    records: HashMap<u32, StructType<'ctx>>,
    /// Records translated while still undefined (opaque, no body).
    incomplete: HashSet<u32>,
    /// Type → the translated types that mention it (for invalidation).
    users: HashMap<TypeId, Vec<TypeId>>,
    max_passes: u32,
    /// The first failure of an on-demand translation, for `take_error`.
    error: Option<String>,
}

impl<'ctx> TypeTranslator<'ctx> {
    pub fn new(ctx: &'ctx Context) -> TypeTranslator<'ctx> {
        TypeTranslator {
            ctx,
            mem: HashMap::new(),
            records: HashMap::new(),
            incomplete: HashSet::new(),
            users: HashMap::new(),
            max_passes: MAX_PASSES,
            error: None,
        }
    }

    /// A translator whose fixed point gives up after `n` passes.
    pub fn with_max_passes(ctx: &'ctx Context, n: u32) -> TypeTranslator<'ctx> {
        TypeTranslator {
            max_passes: n,
            ..TypeTranslator::new(ctx)
        }
    }

    /// The generic opaque pointer.
    /// The named struct of every record translated so far, by record index.
    pub fn records(&self) -> Vec<(u32, StructType<'ctx>)> {
        let mut v: Vec<_> = self.records.iter().map(|(i, s)| (*i, *s)).collect();
        v.sort_by_key(|(i, _)| *i);
        v
    }

    pub fn ptr(&self) -> BasicTypeEnum<'ctx> {
        self.ctx.ptr_type(AddressSpace::default()).into()
    }

    /// The first error an on-demand query (`mem`, `val`, `function`) hit.
    pub fn take_error(&mut self) -> Option<String> {
        self.error.take()
    }

    /// The finished translation of `t`, if there is one.
    pub fn cached(&self, t: TypeId) -> Option<BasicTypeEnum<'ctx>> {
        self.mem.get(&t).copied()
    }

    /// The in-memory type of an object type. `void` and function types,
    /// which have no object representation, give `i8` (the unit of
    /// addressing) so callers never have to special-case them. A failure
    /// is kept for `take_error` and gives `i8`.
    pub fn mem(&mut self, g: &TypeGraph, t: TypeId) -> BasicTypeEnum<'ctx> {
        match self.try_mem(g, t) {
            Ok(ty) => ty,
            Err(e) => {
                self.error.get_or_insert(e);
                self.ctx.i8_type().into()
            }
        }
    }

    /// `mem`, with the failure returned.
    pub fn try_mem(&mut self, g: &TypeGraph, t: TypeId) -> Result<BasicTypeEnum<'ctx>, String> {
        if let Some(ty) = self.cached(t) {
            if !self.completed_since(g, t) {
                return Ok(ty);
            }
        }
        self.translate(g, &[t])?;
        self.cached(t)
            .ok_or_else(|| format!("type `{}` has no LLVM translation", g.display(t)))
    }

    /// Whether `t` is a record translated undefined that is defined now.
    fn completed_since(&self, g: &TypeGraph, t: TypeId) -> bool {
        match g.kind(t) {
            TypeKind::Record(i) => {
                self.incomplete.contains(i) && g.records[*i as usize].fields.is_some()
            }
            _ => false,
        }
    }

    /// The SSA value type: like `mem`, except `bool` is `i1`.
    pub fn val(&mut self, g: &TypeGraph, t: TypeId) -> BasicTypeEnum<'ctx> {
        if g.is_bool(t) {
            return self.ctx.bool_type().into();
        }
        self.mem(g, t)
    }

    /// The LLVM function type of a device function type (parameters
    /// already decayed). Records are passed directly, as first-class
    /// aggregates (the NVVM IR spec's calling conventions, rule 4, as
    /// nvcc passes them): a caller reads the argument into registers and
    /// the callee's copy is an alloca SROA takes apart, where a `byval`
    /// pointer kept the caller's object in local memory. Codegen adds the
    /// `align` annotations for over-aligned records. Returns are direct.
    pub fn function(&mut self, g: &TypeGraph, t: TypeId) -> FunctionType<'ctx> {
        self.signature(g, t, false)
    }

    /// The LLVM function type of a kernel: record parameters are pointers
    /// with `byval` (the by-pointer-byval case; kernel parameters live in
    /// the `.param` space), which codegen adds.
    pub fn kernel(&mut self, g: &TypeGraph, t: TypeId) -> FunctionType<'ctx> {
        self.signature(g, t, true)
    }

    fn signature(&mut self, g: &TypeGraph, t: TypeId, kernel: bool) -> FunctionType<'ctx> {
        let TypeKind::Function {
            ret,
            params,
            variadic,
            ..
        } = g.ukind(t).clone()
        else {
            return self.ctx.void_type().fn_type(&[], false);
        };
        let ps: Vec<_> = params
            .iter()
            .map(|&p| {
                // A kernel's record is `byval`; a device function's that is
                // non-trivial for calls arrives by address.
                if g.record(p).is_some_and(|r| kernel || r.indirect_abi) {
                    self.ptr().into()
                } else {
                    self.val(g, p).into()
                }
            })
            .collect();
        let mut ps = ps;
        if variadic {
            // What `...` takes arrives in a buffer the caller fills, its
            // address last (codegen's `call_into` and `va_builtin`): no
            // LLVM variadic function reaches NVPTX or libNVVM.
            ps.push(self.ptr().into());
        }
        if !kernel && g.indirect_return(t).is_some() {
            // The result's address comes first (`sret`).
            let mut with_sret = vec![self.ptr().into()];
            with_sret.extend(ps);
            self.ctx.void_type().fn_type(&with_sret, false)
        } else if g.is_void(ret) {
            self.ctx.void_type().fn_type(&ps, false)
        } else {
            self.val(g, ret).fn_type(&ps, false)
        }
    }

    /// Translate every type reachable from `roots` that is not translated
    /// yet; see the module documentation.
    pub fn translate(&mut self, g: &TypeGraph, roots: &[TypeId]) -> Result<Translation, String> {
        self.invalidate_completed(g);
        let graph = DepGraph::build(g, roots, |t| self.mem.contains_key(&t));
        let order = order(&graph);
        for &t in &order.seq {
            for d in graph.succ(t) {
                self.users.entry(d).or_default().push(t);
            }
        }
        let passes = self.fixed_point(g, &order.seq)?;
        Ok(Translation {
            graph,
            order,
            passes,
        })
    }

    /// Records translated while undefined and defined since: drop them and
    /// every cached type containing them by value, so they are translated
    /// again (the record keeps its named struct and now gets a body).
    fn invalidate_completed(&mut self, g: &TypeGraph) {
        let done: Vec<u32> = self
            .incomplete
            .iter()
            .copied()
            .filter(|&i| g.records[i as usize].fields.is_some())
            .collect();
        for i in done {
            self.incomplete.remove(&i);
            let mut work = vec![g.record_type(i)];
            while let Some(t) = work.pop() {
                if self.mem.remove(&t).is_none() {
                    continue;
                }
                for &u in self.users.get(&t).into_iter().flatten() {
                    // A pointer's translation does not depend on its pointee.
                    if pointer_space(g, u).is_none() {
                        work.push(u);
                    }
                }
            }
        }
    }

    /// Whole passes over `seq` until nothing changes; the number of passes.
    pub(crate) fn fixed_point(&mut self, g: &TypeGraph, seq: &[TypeId]) -> Result<u32, String> {
        let mut passes = 0;
        loop {
            passes += 1;
            if passes > self.max_passes {
                return Err(format!(
                    "type translation did not reach a fixed point in {} passes",
                    self.max_passes
                ));
            }
            let (mut changed, mut progress, mut pending) = (false, false, None);
            for &t in seq {
                match self.step(g, t) {
                    Step::Same => {}
                    Step::New => progress = true,
                    Step::Changed => {
                        changed = true;
                        progress = true;
                    }
                    Step::Pending => {
                        pending.get_or_insert(t);
                    }
                }
            }
            match pending {
                None if !changed => return Ok(passes),
                Some(t) if !progress => {
                    return Err(format!(
                        "type translation is stuck: `{}` depends on itself by value",
                        g.display(t)
                    ))
                }
                _ => {}
            }
        }
    }

    /// Translate `t` from its dependencies' current translations.
    fn step(&mut self, g: &TypeGraph, t: TypeId) -> Step {
        let new = match g.kind(t) {
            TypeKind::Record(i) => return self.step_record(g, *i, t),
            _ => match self.local(g, t) {
                Some(ty) => ty,
                None => return Step::Pending,
            },
        };
        match self.mem.insert(t, new) {
            None => Step::New,
            Some(old) if old == new => Step::Same,
            Some(_) => Step::Changed,
        }
    }

    /// A non-record type from the cached translations of what it mentions.
    fn local(&self, g: &TypeGraph, t: TypeId) -> Option<BasicTypeEnum<'ctx>> {
        Some(match g.kind(t) {
            TypeKind::Qualified(b, _) => self.cached(*b)?,
            TypeKind::Enum(i) => self.cached(g.enums[*i as usize].underlying)?,
            TypeKind::Void | TypeKind::Auto | TypeKind::Function { .. } | TypeKind::Bool => {
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
                FloatKind::Double | FloatKind::LongDouble => self.ctx.f64_type().into(),
            },
            TypeKind::Nullptr => self.ptr(),
            // Itanium's representations: the offset, or `{ptr, adj}`.
            TypeKind::MemberPointer(_, m) if g.is_function(*m) => {
                let i64t = self.ctx.i64_type();
                self.ctx
                    .struct_type(&[i64t.into(), i64t.into()], false)
                    .into()
            }
            TypeKind::MemberPointer(..) => self.ctx.i64_type().into(),
            TypeKind::Pointer(_) | TypeKind::LValueRef(_) | TypeKind::RValueRef(_) => {
                let space = pointer_space(g, t).unwrap_or_default() as u16;
                self.ctx.ptr_type(AddressSpace::from(space)).into()
            }
            TypeKind::Array(e, n) => {
                // Arrays longer than u32 cannot be written in LLVM's type
                // system through this API; sema bounds sizes well below.
                let n = n.unwrap_or(0).min(u32::MAX as u64) as u32;
                self.cached(*e)?.array_type(n).into()
            }
            TypeKind::Record(_) => return None,
        })
    }

    fn step_record(&mut self, g: &TypeGraph, i: u32, t: TypeId) -> Step {
        let r = &g.records[i as usize];
        let st = *self.records.entry(i).or_insert_with(|| {
            let prefix = if r.is_union { "union" } else { "struct" };
            // `struct.ns::S`, clang's name for the same type.
            let name = g.qualified_name(&r.scope, &r.name);
            self.ctx.opaque_struct_type(&format!("{prefix}.{name}"))
        });
        if self.mem.get(&t) == Some(&st.into()) {
            return Step::Same;
        }
        if r.fields.is_none() {
            // Undefined so far: opaque, and a body in a later call.
            self.incomplete.insert(i);
            self.mem.insert(t, st.into());
            return Step::New;
        }
        // The body (members, bit-field storage units, explicit padding,
        // a union's chosen member, an empty record's byte) is decided by
        // `types::layout`, so LLVM's offsets are the layout's.
        let Some(rl) = g.record_layout(t) else {
            return Step::Pending;
        };
        let mut body: Vec<BasicTypeEnum<'ctx>> = Vec::with_capacity(rl.elems.len());
        for e in &rl.elems {
            body.push(match *e {
                LlvmElem::Field(ft) => match self.cached(ft) {
                    Some(m) => m,
                    None => return Step::Pending,
                },
                LlvmElem::VPtr => self.ctx.ptr_type(inkwell::AddressSpace::default()).into(),
                LlvmElem::Int(1) => self.ctx.i8_type().into(),
                LlvmElem::Int(2) => self.ctx.i16_type().into(),
                LlvmElem::Int(4) => self.ctx.i32_type().into(),
                LlvmElem::Int(8) => self.ctx.i64_type().into(),
                LlvmElem::Int(n) | LlvmElem::Pad(n) | LlvmElem::Bytes(n) => {
                    self.ctx.i8_type().array_type(n as u32).into()
                }
            });
        }
        st.set_body(&body, rl.packed);
        self.mem.insert(t, st.into());
        Step::New
    }
}
