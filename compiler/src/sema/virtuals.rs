//! Virtual functions in device code, as nvcc compiles them: the Itanium
//! C++ ABI's vtables without run-time type information.
//!
//! Input: the member functions of complete classes (`note_virtual` as each
//! is declared), constructors and destructors as their bodies are built,
//! calls of virtual functions. Output: vtable pointer stores in
//! constructors and destructors, `ExprKind::VirtualCall`s, one vtable
//! group global per class (`_ZTV…`), deleting destructors (`D0`) and
//! this-adjusting thunks (`_ZThn…`).
//!
//! Invariants:
//! - A dynamic class's vtable pointer is at offset 0 (`types::layout`),
//!   shared with its primary base (the first dynamic base). Its primary
//!   vtable has the primary base's entries (overridden where the class
//!   overrides them), then its own new virtual functions in declaration
//!   order; a destructor takes two entries (`D1`, then the deleting
//!   `D0`). Each dynamic base that is not primary gets a secondary vtable
//!   in the same group, whose entries for functions the class overrides
//!   are thunks moving `this` from that base to the overrider's class.
//! - Each slot remembers the function that introduced it (its origin): a
//!   caller through that slot expects the origin's return type. An
//!   overrider whose covariant return needs a pointer adjustment from
//!   the origin's (`R2 *` for `R1 *` with `R1` at a non-zero offset in
//!   `R2`) is entered through a return-adjusting thunk (`_ZTc…`, null
//!   stays null), and gets a slot of its own in the primary vtable when
//!   none of the slots it takes over returns its type unadjusted, as the
//!   Itanium ABI orders them (2.5.2).
//! - Each vtable is offset-to-top, a null RTTI pointer (nvcc has none on
//!   the device), then the entries; an object's vtable pointer points to
//!   the first entry. Pure virtual functions and functions not compiled
//!   for the device have null entries, as in nvcc's PTX.
//! - Constructors store the vtable pointers after the bases are built and
//!   before the members are; destructors before their body runs. So a
//!   virtual call in either finds the class's own overrider, as C++
//!   requires ([class.cdtor]/4).
//! - A vtable group is made (host-side, not emitted) when a constructor
//!   or destructor first needs it, and placed in global memory by
//!   `place_vtables` once device code reaches a store of it; its entries
//!   are then reached too (`Program::reachable` follows initialisers).
//! - Copying a dynamic class never copies a vtable pointer that may be a
//!   derived class's: the implicit copy constructor (`implicit.rs`) copies
//!   member-wise, then stores the class's own vtable pointers; the
//!   implicit copy assignment keeps the target's.
//!
//! Classes with virtual bases add vbase offsets before each vtable,
//! construction vtables and VTTs (`vbases.rs`); a nearly empty virtual
//! base that the ABI would make primary is refused (`inherit.rs`).

use super::Sema;
use crate::ast;
use crate::ir::*;
use crate::source::Span;
use crate::types::{AddrSpace, TypeId};
use std::collections::{HashMap, HashSet};

/// One function entry of a vtable.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum Entry {
    /// A virtual function (`D1` for a destructor's first entry).
    Func(FuncId),
    /// The deleting destructor of the class whose `D1` this is.
    Deleting(FuncId),
}

impl Entry {
    pub(super) fn func(self) -> FuncId {
        match self {
            Entry::Func(f) | Entry::Deleting(f) => f,
        }
    }

    pub(super) fn with(self, f: FuncId) -> Entry {
        match self {
            Entry::Func(_) => Entry::Func(f),
            Entry::Deleting(_) => Entry::Deleting(f),
        }
    }
}

/// One slot of a primary vtable: what it holds, and the function that
/// introduced it (whose return type callers through the slot expect).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) struct Slot {
    pub(super) entry: Entry,
    pub(super) origin: FuncId,
}

/// A vtable entry as placed: the function, the `this` adjustment (in
/// bytes) its thunk makes, and the slot's origin (whose return type the
/// thunk returns, adjusted).
pub(super) type Placed = (Entry, i64, FuncId);

/// What sema knows of virtual functions.
#[derive(Default)]
pub(crate) struct Virtuals {
    /// Each dynamic class's virtual member functions declared in it (new
    /// ones and overriders; a destructor as its `D1`), in declaration
    /// order.
    pub(super) declared: HashMap<TypeId, Vec<FuncId>>,
    /// Every virtual function → the functions of base classes it
    /// overrides directly (the nearest along each base).
    overrides: HashMap<FuncId, Vec<FuncId>>,
    pure: HashSet<FuncId>,
    /// Deleting destructors (`D0`) by complete-object destructor.
    deleting: HashMap<FuncId, FuncId>,
    /// Thunks by target, `this` adjustment and return adjustment.
    thunks: HashMap<(FuncId, i64, i64), FuncId>,
    /// Each class's primary vtable entries (memoised; classes are complete
    /// before anything asks).
    entries: HashMap<TypeId, Vec<Slot>>,
    /// The vtable groups: a complete class's own `(c, c, 0)`, and the
    /// construction groups of a class `x` at an offset of a complete `c`
    /// (`vbases.rs`).
    groups: HashMap<(TypeId, TypeId, u64), Group>,
    /// Each class with virtual bases' VTT, and the groups it points into.
    pub(super) vtts: HashMap<TypeId, GlobalId>,
    /// Implicit copy constructors (`C1`) and copy assignments of classes
    /// whose copy runs code (`implicit.rs`).
    pub(super) copy_ctors: HashMap<TypeId, FuncId>,
    pub(super) copy_assigns: HashMap<TypeId, FuncId>,
    /// Implicit move constructors and move assignments of classes whose
    /// move differs from their copy (`implicit.rs`).
    pub(super) move_ctors: HashMap<TypeId, FuncId>,
    pub(super) move_assigns: HashMap<TypeId, FuncId>,
    /// Implicit assignments declared in an unevaluated operand (a type
    /// trait's test) and not yet defined: they are defined when first
    /// used ([class.copy.assign]p12).
    pub(super) undefined_assigns: std::collections::HashSet<FuncId>,
}

/// What a member function overrides by: its name, or a conversion
/// function's type.
#[derive(Clone, Copy)]
enum Overrider<'a> {
    Named(&'a str),
    Conversion(TypeId),
}

/// A class's vtable group: the global, and for each vtable in it the
/// offset of the subobject whose vtable pointer points there and the
/// index (in pointers) of that address point.
struct Group {
    global: GlobalId,
    points: Vec<(u64, u64)>,
    placed: bool,
}

impl Sema<'_> {
    pub(crate) fn is_virtual(&self, f: FuncId) -> bool {
        self.virtuals.overrides.contains_key(&f)
    }

    /// Records member function `id` of class `t` (declared by `f`) as
    /// virtual when it is declared `virtual` or overrides a virtual
    /// function of a base ([class.virtual]/2), and checks the override.
    pub(crate) fn note_virtual(&mut self, t: TypeId, id: FuncId, f: &ast::FunctionDef) {
        let Some(m) = self.program.functions[id].method else {
            return;
        };
        let span = f.name.span;
        match m.kind {
            MethodKind::Constructor | MethodKind::BaseConstructor => {
                if f.is_virtual {
                    self.error(span, "constructor cannot be declared 'virtual'");
                }
                return;
            }
            MethodKind::BaseDestructor => return,
            _ if m.is_static => {
                if f.is_virtual {
                    self.error(
                        span,
                        "'virtual' can only appear on non-static member functions",
                    );
                }
                return;
            }
            _ => {}
        }
        let over = if m.kind == MethodKind::Destructor {
            self.base_virtual_dtors(t, span)
        } else {
            let name = self.program.functions[id].name.clone();
            let params = self.declared_params(id);
            // A conversion function is named by its type, however spelled
            // (`operator q()` with `typedef int q` overrides `operator
            // int()`).
            let key = match m.kind {
                MethodKind::Conversion => Overrider::Conversion(self.program.functions[id].ret),
                _ => Overrider::Named(&name),
            };
            self.overridden_in_bases(t, key, &params, (m.is_const, m.is_volatile))
        };
        if !f.is_virtual && over.is_empty() {
            return;
        }
        if f.special == Some(ast::SpecialDef::Pure) {
            self.virtuals.pure.insert(id);
        }
        // One report for an overrider, however many functions it overrides.
        for &g in &over {
            if !self.check_covariance(id, g, span) {
                break;
            }
        }
        self.virtuals.overrides.insert(id, over);
        self.virtuals.declared.entry(t).or_default().push(id);
    }

    /// The virtual destructors of `t`'s direct bases.
    fn base_virtual_dtors(&mut self, t: TypeId, span: Span) -> Vec<FuncId> {
        let bases = self.types.direct_bases(t);
        let dtors: Vec<FuncId> = bases
            .into_iter()
            .filter_map(|b| self.destructor(b, span))
            .collect();
        let mut seen = HashSet::new();
        dtors
            .into_iter()
            .filter(|&d| self.is_virtual(d) && seen.insert(d))
            .collect()
    }

    /// The implicit destructor `d1` of dynamic class `t` overrides its
    /// bases' virtual destructors, so it is virtual too.
    pub(crate) fn note_implicit_dtor(&mut self, t: TypeId, d1: FuncId, span: Span) {
        if !self.types.is_dynamic(t) {
            return;
        }
        let over = self.base_virtual_dtors(t, span);
        if over.is_empty() {
            return;
        }
        self.virtuals.overrides.insert(d1, over);
        self.virtuals.declared.entry(t).or_default().push(d1);
    }

    /// Once dynamic class `t`'s members are declared: a class without a
    /// destructor of its own whose base has a virtual one gets its
    /// implicit destructor now, as the last of its virtual functions.
    pub(crate) fn finish_virtuals(&mut self, t: TypeId, span: Span) {
        if !self.types.is_dynamic(t) {
            return;
        }
        // Checked here, outside the member's own (possibly held, host)
        // declaration: nvcc reports a mismatch whoever uses the class.
        let declared = self.virtuals.declared.get(&t).cloned().unwrap_or_default();
        for f in declared {
            let over = self.virtuals.overrides.get(&f).cloned().unwrap_or_default();
            let at = self.program.functions[f].span;
            for g in over {
                super::cuda::check_override_space(self, f, g, at);
            }
        }
        if self.classes.get(&t).is_some_and(|c| c.dtor.is_some()) {
            return;
        }
        if !self.base_virtual_dtors(t, span).is_empty() {
            self.destructor(t, span);
        }
    }

    /// The virtual functions of `t`'s bases that a member named `name`
    /// with these parameters and `this` qualifiers overrides: in each
    /// direct base, the ones it declares, else (recursively) those of its
    /// bases.
    fn overridden_in_bases(
        &self,
        t: TypeId,
        key: Overrider<'_>,
        params: &[TypeId],
        cv: (bool, bool),
    ) -> Vec<FuncId> {
        let mut out = Vec::new();
        let bases = self.types.direct_bases(t);
        for b in bases {
            let b = self.types.unqual(b);
            let own: Vec<FuncId> = self
                .virtuals
                .declared
                .get(&b)
                .into_iter()
                .flatten()
                .copied()
                .filter(|&g| {
                    let func = &self.program.functions[g];
                    let same = match key {
                        Overrider::Named(name) => func.name == name,
                        Overrider::Conversion(to) => {
                            func.method
                                .is_some_and(|m| m.kind == MethodKind::Conversion)
                                && self.types.unqual(func.ret) == self.types.unqual(to)
                        }
                    };
                    same && func.method.is_some_and(|m| {
                        m.kind != MethodKind::Destructor && (m.is_const, m.is_volatile) == cv
                    }) && self.declared_params(g) == params
                })
                .collect();
            if own.is_empty() {
                out.extend(self.overridden_in_bases(b, key, params, cv));
            } else {
                out.extend(own);
            }
        }
        // Paths through one virtual base meet (a diamond's two `V::f`).
        let mut seen = HashSet::new();
        out.retain(|&g| seen.insert(g));
        out
    }

    /// The class a covariant return type `t` points or refers to.
    fn returned_class(&self, t: TypeId) -> Option<TypeId> {
        self.types
            .pointee(t)
            .or_else(|| self.types.referee(t))
            .map(|p| self.types.unqual(p))
            .filter(|&p| self.types.is_record(p))
    }

    /// The bytes to add to overrider `f`'s returned pointer to make it
    /// the one `g` (which `f` overrides) returns: the offset of `g`'s
    /// returned class in `f`'s. 0 for equal or non-class returns.
    fn return_adjustment(&self, g: FuncId, f: FuncId) -> i64 {
        let (rf, rg) = (self.program.functions[f].ret, self.program.functions[g].ret);
        if rf == rg {
            return 0;
        }
        match (self.returned_class(rf), self.returned_class(rg)) {
            (Some(d), Some(b)) if d != b => self
                .base_paths(d, b)
                .first()
                .filter(|p| p.via.is_none())
                .map_or(0, |p| p.offset as i64),
            _ => 0,
        }
    }

    /// An overrider's return type may differ from the overridden one's only
    /// covariantly: a pointer or reference to a class unambiguously
    /// derived from the overridden one's. False when it reported one
    /// that is not.
    fn check_covariance(&mut self, f: FuncId, g: FuncId, span: Span) -> bool {
        let (rf, rg) = (self.program.functions[f].ret, self.program.functions[g].ret);
        if rf == rg {
            return true;
        }
        let same_kind = self.types.pointee(rf).is_some() == self.types.pointee(rg).is_some();
        match (self.returned_class(rf), self.returned_class(rg)) {
            (Some(d), Some(b)) if same_kind && self.is_base_of(b, d) => {
                let paths = self.base_paths(d, b);
                if let [p] = paths.as_slice() {
                    if p.via.is_some() {
                        // Device code calling through the slot would need a
                        // thunk reading the offset from the vtable.
                        let d = crate::diag::Diagnostic::error(
                            span,
                            "a covariant return type whose class is reached through a virtual base is not supported yet",
                        );
                        self.hold_on(super::host::Entity::Func(f), d);
                    }
                }
                if paths.len() > 1 {
                    let (dd, bd) = (self.describe_ty(d), self.describe_ty(b));
                    self.error(
                        span,
                        format!(
                            "return type of virtual function '{}' is not covariant with the return type of the function it overrides (ambiguous conversion from derived class '{dd}' to base class '{bd}')",
                            self.program.functions[f].name
                        ),
                    );
                    return false;
                }
                true
            }
            _ => {
                let name = self.program.functions[f].name.clone();
                self.error(
                    span,
                    format!("virtual function '{name}' has a different return type than the function it overrides"),
                );
                false
            }
        }
    }

    /// Whether `f` is `g` or overrides it, directly or through others.
    pub(super) fn overrides_trans(&self, f: FuncId, g: FuncId) -> bool {
        let mut work = vec![f];
        let mut seen = HashSet::new();
        while let Some(h) = work.pop() {
            if h == g {
                return true;
            }
            if seen.insert(h) {
                work.extend(self.virtuals.overrides.get(&h).into_iter().flatten());
            }
        }
        false
    }

    /// The slots of class `t`'s primary vtable.
    pub(super) fn primary_entries(&mut self, t: TypeId) -> Vec<Slot> {
        if let Some(e) = self.virtuals.entries.get(&t) {
            return e.clone();
        }
        let mut v = match self.types.primary_base(t) {
            Some(i) => {
                let b = self.types.record(t).map(|r| self.types.unqual(r.bases[i]));
                b.map(|b| self.primary_entries(b)).unwrap_or_default()
            }
            // A nearly empty virtual base shares the vtable pointer.
            None => match self.types.primary_virtual_base(t) {
                Some(p) => self.primary_entries(p),
                None => Vec::new(),
            },
        };
        let declared = self.virtuals.declared.get(&t).cloned().unwrap_or_default();
        for f in declared {
            let (mut replaced, mut unadjusted) = (false, false);
            for s in v.iter_mut() {
                if self.overrides_trans(f, s.entry.func()) {
                    s.entry = s.entry.with(f);
                    replaced = true;
                    unadjusted |= self.return_adjustment(s.origin, f) == 0;
                }
            }
            if !unadjusted {
                v.push(Slot {
                    entry: Entry::Func(f),
                    origin: f,
                });
                let dtor = self.program.functions[f]
                    .method
                    .is_some_and(|m| m.kind == MethodKind::Destructor);
                if dtor && !replaced {
                    v.push(Slot {
                        entry: Entry::Deleting(f),
                        origin: f,
                    });
                }
            }
        }
        self.virtuals.entries.insert(t, v.clone());
        v
    }

    /// Whether `t` (an array's element type) is an abstract class: a
    /// pure virtual function is the final overrider of one of its
    /// entries, so no object of it can be created ([class.abstract]).
    pub(crate) fn is_abstract(&mut self, t: TypeId) -> bool {
        let t = self.types.innermost_elem(t);
        if !self.types.is_dynamic(t) || !self.types.is_complete(t) {
            return false;
        }
        self.group_vtables(t)
            .iter()
            .flat_map(|(_, entries)| entries)
            .any(|(e, _, _)| self.virtuals.pure.contains(&e.func()))
    }

    /// The vtables of class `c`'s group: for each, the subobject's offset
    /// and its entries with the `this` and return adjustments each needs.
    fn group_vtables(&mut self, c: TypeId) -> Vec<(u64, Vec<Placed>)> {
        self.tree_vtables(c, c, 0)
            .into_iter()
            .map(|t| (t.off, t.entries))
            .collect()
    }

    /// The vtable slot of virtual function `f` in its class's primary
    /// vtable (`deleting`: its deleting destructor's): the one that
    /// returns `f`'s own type, unadjusted.
    fn virtual_slot(&mut self, f: FuncId, deleting: bool) -> Option<u32> {
        let class = self.program.functions[f].method?.class;
        let want = if deleting {
            Entry::Deleting(f)
        } else {
            Entry::Func(f)
        };
        let i = self
            .primary_entries(class)
            .iter()
            .position(|s| s.entry == want && self.return_adjustment(s.origin, f) == 0)?;
        u32::try_from(i).ok()
    }

    /// Virtual function `f`'s slot in its class's primary vtable.
    pub(crate) fn vtable_slot_of(&mut self, f: FuncId) -> Option<u32> {
        self.virtual_slot(f, false)
    }

    /// A call of member function `f` with `args` (`this` first): through
    /// the vtable when `f` is virtual, else `None`.
    pub(crate) fn virtual_call(
        &mut self,
        f: FuncId,
        args: &mut Vec<Expr>,
        ty: TypeId,
        span: Span,
    ) -> Option<Expr> {
        if !self.is_virtual(f) || args.is_empty() {
            return None;
        }
        let slot = self.virtual_slot(f, false)?;
        let args = std::mem::take(args);
        Some(Expr::new(
            ExprKind::VirtualCall(f, slot, args),
            ty,
            false,
            span,
        ))
    }

    /// `delete p` of a class with a virtual destructor `d1`: the deleting
    /// destructor of the object's dynamic type, through the vtable.
    pub(crate) fn virtual_delete(&mut self, d1: FuncId, this: Expr, span: Span) -> Option<Expr> {
        if !self.is_virtual(d1) {
            return None;
        }
        let slot = self.virtual_slot(d1, true)?;
        let d0 = self.deleting_dtor(d1, span)?;
        let void = self.types.void();
        Some(Expr::new(
            ExprKind::VirtualCall(d0, slot, vec![this]),
            void,
            false,
            span,
        ))
    }

    /// The deleting destructor (`D0`) of complete-object destructor `d1`:
    /// the destructor, then the class's deallocation function (the device
    /// heap's `free` unless it declares its own), as nvcc's.
    fn deleting_dtor(&mut self, d1: FuncId, span: Span) -> Option<FuncId> {
        if let Some(&d0) = self.virtuals.deleting.get(&d1) {
            return Some(d0);
        }
        let class = self.program.functions[d1].method.map(|m| m.class)?;
        let f = &self.program.functions[d1];
        let symbol = match f.symbol.rfind("D1E") {
            Some(i) => format!("{}D0E{}", &f.symbol[..i], &f.symbol[i + 3..]),
            None => format!("{}.deleting", f.symbol),
        };
        let d0 = self.twin_function(d1, symbol);
        self.virtuals.deleting.insert(d1, d0);
        let fty = self.program.functions[d1].ty;
        let (locals, mut args) = self.forwarding_params(fty, span)?;
        let this = args.swap_remove(0);
        let void = self.types.void();
        let free = self.deallocate(class, false, this.clone(), span)?;
        let body = vec![
            expr_stmt(Expr::new(ExprKind::Call(d1, vec![this]), void, false, span)),
            expr_stmt(free),
        ];
        let func = &mut self.program.functions[d0];
        func.params = locals.keys().collect();
        func.locals = locals;
        func.body = Some(body);
        Some(d0)
    }

    /// A function declared like member `f` (name, type, space, linkage)
    /// under another symbol: a deleting destructor, a thunk.
    fn twin_function(&mut self, f: FuncId, symbol: String) -> FuncId {
        let f = &self.program.functions[f];
        let decl = Function::declared(
            f.name.clone(),
            symbol,
            f.ty,
            f.ret,
            f.space,
            f.linkage,
            f.span,
        );
        let method = f.method;
        self.add_function(Function { method, ..decl })
    }

    /// A thunk calling `target` with `this` moved by `adjust.0` bytes and
    /// the returned pointer or reference moved by `adjust.1` to the
    /// return type of slot origin `adjust.2` (a secondary vtable's entry
    /// for a function the class overrides; a covariant return's entry).
    fn thunk(&mut self, target: FuncId, adjust: (i64, i64, FuncId), span: Span) -> FuncId {
        let (this_adj, ret_adj, origin) = adjust;
        if let Some(&t) = self.virtuals.thunks.get(&(target, this_adj, ret_adj)) {
            return t;
        }
        let f = &self.program.functions[target];
        let rest = f.symbol.strip_prefix("_Z").unwrap_or(&f.symbol);
        let call_offset = |n: i64| match n {
            n if n < 0 => format!("hn{}_", -n),
            n => format!("h{n}_"),
        };
        // Itanium: `Th <offset> <encoding>` moves `this` only; `Tc <this
        // offset> <return offset> <encoding>` moves the result too.
        let symbol = if ret_adj == 0 {
            format!("_ZT{}{rest}", call_offset(this_adj))
        } else {
            format!(
                "_ZTc{}{}{rest}",
                call_offset(this_adj),
                call_offset(ret_adj)
            )
        };
        let (fty, ret) = (f.ty, f.ret);
        let id = self.twin_function(target, symbol);
        self.virtuals.thunks.insert((target, this_adj, ret_adj), id);
        let (locals, mut args) = self.forwarding_params(fty, span).unwrap_or_default();
        if let Some(this) = args.first_mut() {
            let ty = this.ty;
            let t = std::mem::replace(this, Expr::new(ExprKind::Int(0), ty, false, span));
            *this = self.offset_pointer(t, this_adj, ty, span);
        }
        let as_pointer = |s: &mut Self, r: TypeId| match s.types.referee(r) {
            Some(r) => s.types.pointer(r),
            None => s.types.unqual(r),
        };
        let rt = as_pointer(self, ret);
        let call = Expr::new(ExprKind::Call(target, args), rt, false, span);
        let mut locals = locals;
        let params: Vec<LocalId> = locals.keys().collect();
        let body = if self.types.is_void(ret) {
            vec![expr_stmt(call)]
        } else if ret_adj == 0 {
            vec![Stmt {
                kind: StmtKind::Return(Some(call)),
                span,
            }]
        } else {
            // The caller expects the origin's type: a thunk of that type.
            let oret = self.program.functions[origin].ret;
            if let crate::types::TypeKind::Function {
                params, variadic, ..
            } = self.types.kind(fty).clone()
            {
                let ty = self.types.function(oret, params, variadic);
                let func = &mut self.program.functions[id];
                (func.ty, func.ret) = (ty, oret);
            }
            let ort = as_pointer(self, oret);
            let by_ref = self.types.referee(ret).is_some();
            self.adjusted_return((call, by_ref), ret_adj, ort, &mut locals)
        };
        let func = &mut self.program.functions[id];
        func.params = params;
        func.locals = locals;
        func.body = Some(body);
        id
    }

    /// `return r + adjust` for the pointer `call.0` returns, as type `to`;
    /// a null pointer stays null (a reference, `call.1`, returned as a
    /// pointer too, is never null).
    fn adjusted_return(
        &mut self,
        (call, by_ref): (Expr, bool),
        adjust: i64,
        to: TypeId,
        locals: &mut PrimaryMap<LocalId, Local>,
    ) -> Vec<Stmt> {
        let span = call.span;
        let ret = |e: Expr| Stmt {
            kind: StmtKind::Return(Some(e)),
            span,
        };
        if by_ref {
            return vec![ret(self.offset_pointer(call, adjust, to, span))];
        }
        let rt = call.ty;
        let l = locals.push(Local {
            name: "r".to_string(),
            ty: rt,
            align: None,
            span,
        });
        let load = |_: &mut Self| {
            let lv = Expr::new(ExprKind::Local(l), rt, true, span);
            Expr::new(ExprKind::Load(Box::new(lv)), rt, false, span)
        };
        let bool_ty = self.types.bool();
        let null = Expr::new(ExprKind::Null, rt, false, span);
        let v = load(self);
        let test = Expr::new(
            ExprKind::Compare(CmpOp::Ne, Box::new(v), Box::new(null)),
            bool_ty,
            false,
            span,
        );
        let v = load(self);
        let moved = self.offset_pointer(v, adjust, to, span);
        let none = Expr::new(ExprKind::Null, to, false, span);
        let pick = Expr::new(
            ExprKind::Cond(Box::new(test), Box::new(moved), Box::new(none)),
            to,
            false,
            span,
        );
        vec![
            Stmt {
                kind: StmtKind::Decl(l, Some(Init::Expr(call))),
                span,
            },
            ret(pick),
        ]
    }

    /// Pointer `p` moved by `bytes`, as type `to`.
    fn offset_pointer(&mut self, p: Expr, bytes: i64, to: TypeId, span: Span) -> Expr {
        let c = self.types.int(crate::types::IntKind::Char);
        let cp = self.types.pointer(c);
        let mut e = Expr::new(
            ExprKind::Cast(CastKind::PtrToPtr, Box::new(p)),
            cp,
            false,
            span,
        );
        if bytes != 0 {
            let long = self.types.int(crate::types::IntKind::Long);
            let n = Expr::new(ExprKind::Int(bytes as i128), long, false, span);
            e = Expr::new(ExprKind::PtrAdd(Box::new(e), Box::new(n)), cp, false, span);
        }
        Expr::new(
            ExprKind::Cast(CastKind::PtrToPtr, Box::new(e)),
            to,
            false,
            span,
        )
    }

    /// The statements that point the vtable pointers of the object `this`
    /// (of dynamic class `t`) at `t`'s vtables: one for the object and
    /// one for each dynamic base that is not primary.
    pub(crate) fn vptr_stores(&mut self, t: TypeId, this: &Expr, span: Span) -> Vec<Stmt> {
        if !self.types.is_dynamic(t) {
            return Vec::new();
        }
        if self.types.has_virtual_bases(t) {
            return self.vtt_vptr_stores(t, this, span);
        }
        let (global, points) = self.vtable_group_in(t, t, 0, span);
        let vpp = self.void_ptr_ptr();
        let vppp = self.types.pointer(vpp);
        let mut out = Vec::new();
        for (off, point) in points {
            let value = self.table_entry(global, point, span);
            let slot = self.offset_pointer(this.clone(), off as i64, vppp, span);
            let lv = Expr::new(ExprKind::Deref(Box::new(slot)), vpp, true, span);
            out.push(expr_stmt(Expr::new(
                ExprKind::Assign(Box::new(lv), Box::new(value)),
                vpp,
                true,
                span,
            )));
        }
        out
    }

    /// The vtable group global of an `x` at offset `x_off` of a complete
    /// `c` (`c`'s own when `x == c`) and its address points, made on
    /// first use (host-side until `place_vtables`).
    pub(super) fn vtable_group_in(
        &mut self,
        c: TypeId,
        x: TypeId,
        x_off: u64,
        span: Span,
    ) -> (GlobalId, Vec<(u64, u64)>) {
        if let Some(g) = self.virtuals.groups.get(&(c, x, x_off)) {
            return (g.global, g.points.clone());
        }
        let tables = self.tree_vtables(c, x, x_off);
        let void = self.types.void();
        let vp = self.types.pointer(void);
        let long = self.types.int(crate::types::IntKind::Long);
        let mut items = Vec::new();
        let mut points = Vec::new();
        let as_ptr = |n: i64| {
            let null = Expr::new(ExprKind::Null, vp, false, span);
            if n == 0 {
                return null;
            }
            let n = Expr::new(ExprKind::Int(n as i128), long, false, span);
            Expr::new(
                ExprKind::PtrAdd(Box::new(null), Box::new(n)),
                vp,
                false,
                span,
            )
        };
        for table in tables {
            let (off, entries) = (table.off, table.entries);
            for v in self.vbase_offset_items(c, table.class, off) {
                items.push(Init::Expr(as_ptr(v)));
            }
            // A construction vtable's subobject may lie before the class
            // being built (a virtual base another class placed first).
            items.push(Init::Expr(as_ptr(x_off as i64 - off as i64)));
            items.push(Init::Expr(Expr::new(ExprKind::Null, vp, false, span)));
            points.push((off, items.len() as u64));
            for (e, adjust, origin) in entries {
                let f = e.func();
                let on_device = self.program.functions[f].space.on_device();
                let target = match e {
                    _ if self.virtuals.pure.contains(&f) || !on_device => None,
                    Entry::Func(f) => Some(f),
                    Entry::Deleting(d1) => self.deleting_dtor(d1, span),
                };
                let target = target.map(|f| {
                    let ret_adjust = self.return_adjustment(origin, f);
                    if adjust != 0 || ret_adjust != 0 {
                        self.thunk(f, (adjust, ret_adjust, origin), span)
                    } else {
                        f
                    }
                });
                let item = match target {
                    Some(f) => {
                        let fty = self.program.functions[f].ty;
                        let fp = self.types.pointer(fty);
                        let fe = Expr::new(ExprKind::Func(f), fty, true, span);
                        let fe = Expr::new(
                            ExprKind::Cast(CastKind::FuncToPtr, Box::new(fe)),
                            fp,
                            false,
                            span,
                        );
                        Expr::new(
                            ExprKind::Cast(CastKind::PtrToPtr, Box::new(fe)),
                            vp,
                            false,
                            span,
                        )
                    }
                    None => Expr::new(ExprKind::Null, vp, false, span),
                };
                items.push(Init::Expr(item));
            }
        }
        let (symbol, name) = if x == c {
            (
                super::mangle::class_data(&self.types, "TV", c),
                format!("vtable for {}", self.describe_ty(c)),
            )
        } else {
            // Itanium: `_ZTC <complete class> <offset> _ <base class>`.
            let inner = super::mangle::class_data(&self.types, "", x);
            (
                format!(
                    "{}{x_off}_{}",
                    super::mangle::class_data(&self.types, "TC", c),
                    inner.strip_prefix("_Z").unwrap_or(&inner)
                ),
                format!(
                    "construction vtable for {}-in-{}",
                    self.describe_ty(x),
                    self.describe_ty(c)
                ),
            )
        };
        let global = self.class_data_global(c, symbol, name, items, span);
        self.virtuals.groups.insert(
            (c, x, x_off),
            Group {
                global,
                points: points.clone(),
                placed: false,
            },
        );
        (global, points)
    }

    /// An array of `void *` for class `c` (a vtable group, a VTT),
    /// host-side until device code reaches it (`place_vtables`); merged
    /// across units under `-rdc` unless `c` is local.
    pub(super) fn class_data_global(
        &mut self,
        c: TypeId,
        symbol: String,
        name: String,
        items: Vec<Init>,
        span: Span,
    ) -> GlobalId {
        let void = self.types.void();
        let vp = self.types.pointer(void);
        let ty = self.types.array(vp, Some(items.len() as u64));
        let linkage = if self.opts.relocatable && !self.types.is_local(c) {
            Linkage::LinkOnceOdr
        } else {
            Linkage::Internal
        };
        self.add_global(Global {
            name,
            symbol,
            ty,
            // On the device once device code reaches it.
            space: AddrSpace::Generic,
            init: Some(Init::List(items)),
            external_decl: false,
            linkage,
            managed: false,
            artificial: true,
            is_const: true,
            align: None,
            span,
        })
    }

    /// Puts in global memory the vtable groups device code reaches (a
    /// constructor or destructor compiled for the device stores them),
    /// until no more are reached through the entries of those placed.
    pub(crate) fn place_vtables(&mut self) {
        if self.virtuals.groups.is_empty() {
            return;
        }
        loop {
            let reached = self
                .program
                .reachable(super::cuda::device_roots(&self.program));
            let named = self.program.globals_named_by(reached.keys().copied());
            let mut changed = false;
            // A VTT in device code reaches every group it points into.
            let vtt_named: Vec<TypeId> = self
                .virtuals
                .vtts
                .iter()
                .filter(|(_, g)| named.contains(g))
                .map(|(&c, _)| c)
                .collect();
            for &g in self.virtuals.vtts.values() {
                if named.contains(&g) && self.program.globals[g].space != AddrSpace::Global {
                    self.program.globals[g].space = AddrSpace::Global;
                    changed = true;
                }
            }
            for (&(c, _, _), g) in self.virtuals.groups.iter_mut() {
                let named = named.contains(&g.global) || vtt_named.contains(&c);
                if !g.placed && named {
                    g.placed = true;
                    self.program.globals[g.global].space = AddrSpace::Global;
                    changed = true;
                }
            }
            if !changed {
                break;
            }
        }
    }

    /// The value of local `l`.
    pub(crate) fn local_rvalue(&mut self, l: LocalId, span: Span) -> Expr {
        let ty = self.local_ty(l);
        let e = Expr::new(ExprKind::Local(l), ty, true, span);
        self.rvalue(e)
    }
}

/// `e;`
fn expr_stmt(e: Expr) -> Stmt {
    let span = e.span;
    Stmt {
        kind: StmtKind::Expr(e),
        span,
    }
}
