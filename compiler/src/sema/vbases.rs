//! Virtual base classes in device code, as nvcc compiles them (the
//! Itanium C++ ABI): vtables with vbase offsets, construction vtables,
//! VTTs, and the most derived class constructing and destroying the
//! virtual bases.
//!
//! Input: complete classes with virtual bases (`types::vbase_layout`
//! places them). Output: vtable groups for a class's subobject inside a
//! complete object (`tree_vtables`), each vtable headed by the offsets of
//! its class's virtual bases; a VTT global per class with virtual bases
//! (`_ZTT…`); vtable pointer stores that take their values from a VTT.
//!
//! Invariants:
//! - A class `X` with virtual bases is laid out differently as a base of
//!   each complete class `C`, so while `X`'s constructor or destructor
//!   runs for a `C`, its vtable pointers hold `X`'s *construction*
//!   vtables for `C` (`_ZTC…`): `X`'s own overriders (what C++ requires
//!   there), and the vbase offsets of `C`'s object.
//! - `X`'s base-object constructor and destructor (`C2`/`D2`) take the
//!   VTT as a hidden parameter after `this` (`FnCtx::vtt`): the address
//!   points of the vtables they store, in `X`'s canonical slot order
//!   (`vptr_slots`), then the sub-VTTs of `X`'s non-virtual bases with
//!   virtual bases, in declaration order. Null means the object is a
//!   complete `X`: then they use `X`'s own VTT (`_ZTT<X>`, whose tail
//!   holds the sub-VTTs of `X`'s virtual bases that have virtual bases)
//!   and construct (destroy) the virtual bases themselves, first (last).
//!   The complete-object variants pass null. (Itanium's `C1` constructs
//!   the virtual bases itself; the null VTT keeps one body per
//!   constructor, as cudac's forwarding `C1` does for every class.)
//! - Entries of a vtable for a subobject reached through a virtual base
//!   call the final overrider through a thunk with the fixed `this`
//!   adjustment of that vtable's complete object: each complete object
//!   and each construction has its own vtables, so no vcall offsets are
//!   needed.
//! - A virtual primary base has a slot of its own even where it shares
//!   its class's vtable pointer; the stores write the object's own first
//!   and again last (`vtt_vptr_stores`).

use super::virtuals::Placed;
use super::Sema;
use crate::ir::*;
use crate::source::Span;
use crate::types::TypeId;
use std::collections::{HashMap, HashSet};

/// One subobject of an `X` laid out inside a complete object.
pub(super) struct Sub {
    pub class: TypeId,
    /// Offset in the complete object.
    pub off: u64,
    /// The last virtual base of `X` on the path from the `X`, and the
    /// offset in it (`None`: `X`'s non-virtual part, `within` from `X`).
    pub via: Option<TypeId>,
    pub within: u64,
    /// Direct base subobjects, each with whether it is a virtual base.
    bases: Vec<(usize, bool)>,
    /// Shares its derived class's vtable pointer (a primary base).
    primary: bool,
}

/// One vtable of a group: where its subobject is in the complete object,
/// that subobject's class, its function entries.
pub(super) struct Table {
    pub off: u64,
    pub class: TypeId,
    pub entries: Vec<Placed>,
}

impl Sema<'_> {
    /// Each virtual base of complete class `c` and its offset.
    fn vbase_offset_map(&self, c: TypeId) -> HashMap<TypeId, u64> {
        self.types
            .virtual_base_offsets(c)
            .unwrap_or_default()
            .into_iter()
            .collect()
    }

    /// The subobjects of an `x` at offset `x_off` of a complete `c`
    /// (`x` first; each virtual base once).
    pub(super) fn subobject_tree(&self, c: TypeId, x: TypeId, x_off: u64) -> Vec<Sub> {
        let voffs = self.vbase_offset_map(c);
        let mut subs = Vec::new();
        let mut vnodes = HashMap::new();
        let root = Sub {
            class: self.types.unqual(x),
            off: x_off,
            via: None,
            within: 0,
            bases: Vec::new(),
            primary: false,
        };
        self.grow_tree(root, &voffs, &mut subs, &mut vnodes);
        // A virtual primary base keeps a slot of its own even where it
        // shares its class's vtable pointer: built as part of a larger
        // object, the class may find it elsewhere (claimed by another),
        // and still stores its vtable pointer there (Itanium's secondary
        // virtual pointers).
        subs
    }

    fn grow_tree(
        &self,
        sub: Sub,
        voffs: &HashMap<TypeId, u64>,
        subs: &mut Vec<Sub>,
        vnodes: &mut HashMap<TypeId, usize>,
    ) -> usize {
        let (class, off, via, within) = (sub.class, sub.off, sub.via, sub.within);
        let n = subs.len();
        subs.push(sub);
        let Some(r) = self.types.record(class) else {
            return n;
        };
        let (bases, virtuals) = (r.bases.clone(), r.virtual_bases.clone());
        let offs = self.types.base_offsets(class).unwrap_or_default();
        let primary = self.types.primary_base(class);
        for (i, b) in bases.into_iter().enumerate() {
            let o = offs.get(i).copied().unwrap_or(0);
            let child = Sub {
                class: self.types.unqual(b),
                off: off + o,
                via,
                within: within + o,
                bases: Vec::new(),
                primary: primary == Some(i),
            };
            let c = self.grow_tree(child, voffs, subs, vnodes);
            subs[n].bases.push((c, false));
        }
        for v in virtuals {
            let v = self.types.unqual(v);
            let c = match vnodes.get(&v) {
                Some(&c) => c,
                None => {
                    let child = Sub {
                        class: v,
                        off: voffs.get(&v).copied().unwrap_or(0),
                        via: Some(v),
                        within: 0,
                        bases: Vec::new(),
                        primary: false,
                    };
                    let c = self.grow_tree(child, voffs, subs, vnodes);
                    vnodes.insert(v, c);
                    c
                }
            };
            subs[n].bases.push((c, true));
        }
        n
    }

    /// The subobjects of `subs` that hold a vtable pointer of their own,
    /// in canonical order: the root, its non-virtual dynamic bases that
    /// are not primary (depth first, in declaration order), then each
    /// dynamic virtual base (allocation order) and its own such bases.
    pub(super) fn vptr_slots(&self, subs: &[Sub]) -> Vec<usize> {
        let mut out = Vec::new();
        self.nv_slots(subs, 0, &mut out);
        let Some(root) = subs.first() else {
            return out;
        };
        for v in self.types.all_virtual_bases(root.class) {
            let node = subs
                .iter()
                .position(|s| s.via == Some(v) && s.within == 0 && s.class == v);
            if let Some(n) = node {
                self.nv_slots(subs, n, &mut out);
            }
        }
        out
    }

    fn nv_slots(&self, subs: &[Sub], n: usize, out: &mut Vec<usize>) {
        if !self.types.is_dynamic(subs[n].class) {
            return;
        }
        if !subs[n].primary {
            out.push(n);
        }
        for &(c, virt) in &subs[n].bases {
            if !virt {
                self.nv_slots(subs, c, out);
            }
        }
    }

    /// The final overrider of virtual function `g` for subobject `s`: the
    /// overrider declared in the most derived subobject that has `s` as a
    /// base (or is `s`), and where that subobject is.
    fn tree_final_overrider(&self, subs: &[Sub], s: usize, g: FuncId) -> (FuncId, u64) {
        let below = |t: usize| -> HashSet<usize> {
            let mut seen = HashSet::new();
            let mut work = vec![t];
            while let Some(n) = work.pop() {
                if seen.insert(n) {
                    work.extend(subs[n].bases.iter().map(|&(c, _)| c));
                }
            }
            seen
        };
        let mut cands: Vec<(usize, FuncId, HashSet<usize>)> = Vec::new();
        for (t, sub) in subs.iter().enumerate() {
            let reach = below(t);
            if !reach.contains(&s) {
                continue;
            }
            let declared = self.virtuals.declared.get(&sub.class);
            if let Some(&f) = declared
                .into_iter()
                .flatten()
                .find(|&&f| self.overrides_trans(f, g))
            {
                cands.push((t, f, reach));
            }
        }
        let best = cands
            .iter()
            .find(|(t, _, _)| !cands.iter().any(|(t2, _, r2)| t2 != t && r2.contains(t)));
        match best {
            Some(&(t, f, _)) => (f, subs[t].off),
            None => (g, subs[s].off),
        }
    }

    /// The vtables of the group for an `x` at offset `x_off` of a
    /// complete `c` (`x == c`: `c`'s own group), one per vtable pointer
    /// slot, with the `this` adjustment each entry needs.
    pub(super) fn tree_vtables(&mut self, c: TypeId, x: TypeId, x_off: u64) -> Vec<Table> {
        let subs = self.subobject_tree(c, x, x_off);
        // The slots of `x` itself, as `x`'s constructors store them (a
        // VTT has one entry each), found in this layout.
        let slots = if c == x {
            self.vptr_slots(&subs)
        } else {
            let own = self.subobject_tree(x, x, 0);
            self.vptr_slots(&own)
                .into_iter()
                .filter_map(|k| {
                    let key = (own[k].class, own[k].via, own[k].within);
                    subs.iter().position(|s| (s.class, s.via, s.within) == key)
                })
                .collect()
        };
        let mut out = Vec::new();
        for n in slots {
            let (class, off) = (subs[n].class, subs[n].off);
            let mut entries = Vec::new();
            for (i, slot) in self.primary_entries(class).into_iter().enumerate() {
                let at_sub = self.entry_subobject(&subs, n, i);
                let (f, at) = self.tree_final_overrider(&subs, at_sub, slot.entry.func());
                entries.push((slot.entry.with(f), at as i64 - off as i64, slot.origin));
            }
            out.push(Table {
                off,
                class,
                entries,
            });
        }
        out
    }

    /// The subobject whose function entry `i` of subobject `n`'s vtable
    /// calls: that of the primary base the entry comes from, which for a
    /// virtual primary base claimed by another class is elsewhere (the
    /// entry then adjusts `this` from `n` to there).
    fn entry_subobject(&mut self, subs: &[Sub], n: usize, i: usize) -> usize {
        let class = subs[n].class;
        let primary = match self.types.primary_base(class) {
            Some(k) => subs[n]
                .bases
                .iter()
                .filter(|&&(_, v)| !v)
                .nth(k)
                .map(|&(c, _)| c),
            None => self.types.primary_virtual_base(class).and_then(|p| {
                subs[n]
                    .bases
                    .iter()
                    .find(|&&(c, v)| v && subs[c].class == p)
                    .map(|&(c, _)| c)
            }),
        };
        match primary {
            Some(c) if i < self.primary_entries(subs[c].class).len() => {
                self.entry_subobject(subs, c, i)
            }
            _ => n,
        }
    }

    /// The vbase offsets heading a vtable of class `k` for its subobject
    /// at `off` of a complete `c`, in memory order (the last virtual
    /// base's first, so the first is next to the offset-to-top).
    pub(super) fn vbase_offset_items(&self, c: TypeId, k: TypeId, off: u64) -> Vec<i64> {
        let voffs = self.vbase_offset_map(c);
        let mut v: Vec<i64> = self
            .types
            .vtable_vbase_order(k)
            .into_iter()
            .map(|w| voffs.get(&w).copied().unwrap_or(0) as i64 - off as i64)
            .collect();
        v.reverse();
        v
    }

    /// Whether `f` is a base-object constructor or destructor of a class
    /// with virtual bases, which takes a VTT after `this`.
    pub(crate) fn takes_vtt(&self, f: FuncId) -> bool {
        self.program.functions[f].method.is_some_and(|m| {
            matches!(
                m.kind,
                MethodKind::BaseConstructor | MethodKind::BaseDestructor
            ) && self.types.has_virtual_bases(m.class)
        })
    }

    /// Gives base-object variant `f` of a class with virtual bases its
    /// VTT parameter (`void **`, after `this`) in its type.
    pub(crate) fn add_vtt_param(&mut self, f: FuncId) {
        if !self.takes_vtt(f) {
            return;
        }
        let fty = self.program.functions[f].ty;
        if let crate::types::TypeKind::Function {
            ret,
            mut params,
            variadic,
            nothrow,
        } = self.types.kind(fty).clone()
        {
            let vpp = self.void_ptr_ptr();
            params.insert(1.min(params.len()), vpp);
            let ty = self.types.function(ret, params, variadic);
            let ty = self.types.with_nothrow(ty, nothrow);
            self.program.functions[f].ty = ty;
        }
    }

    pub(crate) fn void_ptr_ptr(&mut self) -> TypeId {
        let void = self.types.void();
        let vp = self.types.pointer(void);
        self.types.pointer(vp)
    }

    /// The VTT part of a class `x`: how many address points it starts
    /// with (its slots), then where each sub-VTT of a non-virtual base
    /// with virtual bases starts, and the part's size.
    fn vtt_layout(&self, x: TypeId) -> (Vec<(TypeId, u64)>, u64) {
        let subs = self.subobject_tree(x, x, 0);
        let mut n = self.vptr_slots(&subs).len() as u64;
        let mut subs_at = Vec::new();
        let bases = self
            .types
            .record(x)
            .map(|r| r.bases.clone())
            .unwrap_or_default();
        for b in bases {
            let b = self.types.unqual(b);
            if self.types.has_virtual_bases(b) {
                subs_at.push((b, n));
                n += self.vtt_layout(b).1;
            }
        }
        (subs_at, n)
    }

    fn vtt_size(&self, x: TypeId) -> u64 {
        self.vtt_layout(x).1
    }

    /// Where in `x`'s VTT part the sub-VTT of its non-virtual base `b`
    /// starts.
    fn sub_vtt_index(&self, x: TypeId, b: TypeId) -> u64 {
        let b = self.types.unqual(b);
        let (subs_at, n) = self.vtt_layout(x);
        subs_at
            .into_iter()
            .find(|&(d, _)| d == b)
            .map_or(n, |(_, at)| at)
    }

    /// Where in class `c`'s own VTT the sub-VTT of its virtual base `w`
    /// starts (after `c`'s part, one per virtual base with virtual bases).
    fn vbase_vtt_index(&self, c: TypeId, w: TypeId) -> u64 {
        let mut n = self.vtt_size(c);
        for v in self.types.all_virtual_bases(c) {
            if v == self.types.unqual(w) {
                break;
            }
            if self.types.has_virtual_bases(v) {
                n += self.vtt_size(v);
            }
        }
        n
    }

    /// Appends the VTT part of an `x` at `x_off` of a complete `c`.
    fn vtt_part(&mut self, c: TypeId, x: TypeId, x_off: u64, items: &mut Vec<Init>, span: Span) {
        let (global, points) = self.vtable_group_in(c, x, x_off, span);
        for (_, point) in points {
            let e = self.address_point(global, point, span);
            items.push(Init::Expr(e));
        }
        let bases = self
            .types
            .record(x)
            .map(|r| r.bases.clone())
            .unwrap_or_default();
        let offs = self.types.base_offsets(x).unwrap_or_default();
        for (i, b) in bases.into_iter().enumerate() {
            if self.types.has_virtual_bases(b) {
                let o = offs.get(i).copied().unwrap_or(0);
                self.vtt_part(c, self.types.unqual(b), x_off + o, items, span);
            }
        }
    }

    /// Class `c`'s VTT global (`_ZTT…`), made on first use.
    fn vtt_global(&mut self, c: TypeId, span: Span) -> GlobalId {
        if let Some(&g) = self.virtuals.vtts.get(&c) {
            return g;
        }
        let mut items = Vec::new();
        self.vtt_part(c, c, 0, &mut items, span);
        let voffs = self.types.virtual_base_offsets(c).unwrap_or_default();
        for (w, off) in voffs {
            if self.types.has_virtual_bases(w) {
                self.vtt_part(c, w, off, &mut items, span);
            }
        }
        let symbol = super::mangle::class_data(&self.types, "TT", c);
        let name = format!("VTT for {}", self.describe_ty(c));
        let global = self.class_data_global(c, symbol, name, items, span);
        self.virtuals.vtts.insert(c, global);
        global
    }

    /// `&table[0]` of an array of `void *` (a vtable group, a VTT), as
    /// a `void **`.
    fn table_start(&mut self, global: GlobalId, span: Span) -> Expr {
        let vpp = self.void_ptr_ptr();
        let gty = self.program.globals[global].ty;
        let table = Expr::new(ExprKind::Global(global), gty, true, span);
        Expr::new(
            ExprKind::Cast(CastKind::ArrayToPtr, Box::new(table)),
            vpp,
            false,
            span,
        )
    }

    /// `&table[point]` of an array of `void *`, as a `void **` (a vtable
    /// address point, the value of a vtable pointer).
    pub(super) fn table_entry(&mut self, global: GlobalId, point: u64, span: Span) -> Expr {
        let first = self.table_start(global, span);
        let vpp = first.ty;
        let long = self.types.int(crate::types::IntKind::Long);
        let n = Expr::new(ExprKind::Int(point as i128), long, false, span);
        Expr::new(
            ExprKind::PtrAdd(Box::new(first), Box::new(n)),
            vpp,
            false,
            span,
        )
    }

    /// `(void *)&group[point]`: a vtable's address point, as a VTT entry.
    fn address_point(&mut self, global: GlobalId, point: u64, span: Span) -> Expr {
        let at = self.table_entry(global, point, span);
        let vp = self.types.pointee(at.ty).unwrap_or(at.ty);
        Expr::new(
            ExprKind::Cast(CastKind::PtrToPtr, Box::new(at)),
            vp,
            false,
            span,
        )
    }

    /// The current base-object constructor's or destructor's VTT
    /// parameter, as a value.
    fn vtt_param(&mut self, span: Span) -> Option<Expr> {
        let l = self.func.as_ref()?.vtt?;
        let t = self.local_ty(l);
        let e = Expr::new(ExprKind::Local(l), t, true, span);
        Some(self.rvalue(e))
    }

    /// Whether the object the current `C2`/`D2` of a class with virtual
    /// bases works on is complete: its VTT parameter is null.
    pub(crate) fn is_most_derived(&mut self, span: Span) -> Option<Expr> {
        let vtt = self.vtt_param(span)?;
        let null = Expr::new(ExprKind::Null, vtt.ty, false, span);
        let b = self.types.bool();
        Some(Expr::new(
            ExprKind::Compare(CmpOp::Eq, Box::new(vtt), Box::new(null)),
            b,
            false,
            span,
        ))
    }

    /// The VTT the current `C2`/`D2` of class `t` uses: its parameter, or
    /// `t`'s own when that is null.
    fn effective_vtt(&mut self, t: TypeId, span: Span) -> Option<Expr> {
        let vtt = self.vtt_param(span)?;
        let own = self.vtt_global(t, span);
        let vpp = vtt.ty;
        let own = self.table_start(own, span);
        let test = self.is_most_derived(span)?;
        Some(Expr::new(
            ExprKind::Cond(Box::new(test), Box::new(own), Box::new(vtt)),
            vpp,
            false,
            span,
        ))
    }

    /// The VTT argument for base-object variant `f` called by the current
    /// `C2`/`D2` of class `t` on its base `b` (`virtual_base`: one the
    /// complete object constructs, whose sub-VTT is in `t`'s own VTT).
    /// `None` when `f` takes none.
    pub(crate) fn vtt_arg(
        &mut self,
        f: FuncId,
        t: TypeId,
        b: TypeId,
        virtual_base: bool,
        span: Span,
    ) -> Option<Expr> {
        if !self.takes_vtt(f) {
            return None;
        }
        if virtual_base {
            let own = self.vtt_global(t, span);
            let index = self.vbase_vtt_index(t, b);
            return Some(self.table_entry(own, index, span));
        }
        let vpp = self.void_ptr_ptr();
        let Some(vt) = self.effective_vtt(t, span) else {
            return Some(Expr::new(ExprKind::Null, vpp, false, span));
        };
        let long = self.types.int(crate::types::IntKind::Long);
        let n = Expr::new(
            ExprKind::Int(self.sub_vtt_index(t, b) as i128),
            long,
            false,
            span,
        );
        Some(Expr::new(
            ExprKind::PtrAdd(Box::new(vt), Box::new(n)),
            vpp,
            false,
            span,
        ))
    }

    /// The vtable pointer stores of the current `C2`/`D2` of class `t`
    /// (with virtual bases) on `this`: each slot's value from the VTT.
    /// The object's own pointer is stored first: the addresses of the
    /// slots in virtual bases are read from the vtable it points to.
    pub(crate) fn vtt_vptr_stores(&mut self, t: TypeId, this: &Expr, span: Span) -> Vec<Stmt> {
        let subs = self.subobject_tree(t, t, 0);
        let slots = self.vptr_slots(&subs);
        let vpp = self.void_ptr_ptr();
        let vppp = self.types.pointer(vpp);
        let mut out = Vec::new();
        let mut stores = Vec::new();
        for (i, n) in slots.into_iter().enumerate() {
            let Some(value) = self.vtt_entry(t, i, span) else {
                break;
            };
            let slot = match subs[n].via {
                None => CastKind::BaseAdjust {
                    offset: subs[n].within as i64,
                    null_check: false,
                },
                Some(v) => CastKind::VirtualBase {
                    vbase_slot: self.types.vbase_offset_slot(t, v),
                    offset: subs[n].within as i64,
                    null_check: false,
                },
            };
            let slot = Expr::new(
                ExprKind::Cast(slot, Box::new(this.clone())),
                this.ty,
                false,
                span,
            );
            let slot = Expr::new(
                ExprKind::Cast(CastKind::PtrToPtr, Box::new(slot)),
                vppp,
                false,
                span,
            );
            if i == 0 {
                // The object's own first: the other slots' addresses are
                // read from the vtable it points to.
                out.push(store_through(slot.clone(), value.clone(), vpp, span));
                stores.push((slot, value));
                continue;
            }
            // Every address before any other store: a virtual primary
            // base's slot may be the object's own.
            let l = self.add_local("vptr_slot", vppp, span);
            out.push(Stmt {
                kind: StmtKind::Decl(l, Some(Init::Expr(slot))),
                span,
            });
            let at = Expr::new(ExprKind::Local(l), vppp, true, span);
            let at = Expr::new(ExprKind::Load(Box::new(at)), vppp, false, span);
            stores.push((at, value));
        }
        // The object's own last again, where a shared slot took it.
        if stores.len() > 1 {
            let first = stores.remove(0);
            stores.push(first);
        } else {
            stores.clear();
        }
        for (at, value) in stores {
            out.push(store_through(at, value, vpp, span));
        }
        out
    }

    /// Entry `i` of the VTT the current `C2`/`D2` of `t` uses, as a
    /// vtable address point.
    fn vtt_entry(&mut self, t: TypeId, i: usize, span: Span) -> Option<Expr> {
        let vt = self.effective_vtt(t, span)?;
        let vpp = self.void_ptr_ptr();
        let vp = self.types.pointee(vpp).unwrap_or(vpp);
        let long = self.types.int(crate::types::IntKind::Long);
        let k = Expr::new(ExprKind::Int(i as i128), long, false, span);
        let at = Expr::new(
            ExprKind::PtrAdd(Box::new(vt), Box::new(k)),
            vpp,
            false,
            span,
        );
        let entry = Expr::new(ExprKind::Deref(Box::new(at)), vp, true, span);
        let entry = Expr::new(ExprKind::Load(Box::new(entry)), vp, false, span);
        Some(Expr::new(
            ExprKind::Cast(CastKind::PtrToPtr, Box::new(entry)),
            vpp,
            false,
            span,
        ))
    }

    /// The object of virtual base `w` of the complete `t` that `this`
    /// points to: at its fixed offset in a `t`.
    pub(crate) fn complete_vbase_object(
        &mut self,
        t: TypeId,
        w: TypeId,
        this: Expr,
        span: Span,
    ) -> Expr {
        let off = self
            .types
            .virtual_base_offsets(t)
            .unwrap_or_default()
            .into_iter()
            .find(|&(v, _)| v == self.types.unqual(w))
            .map_or(0, |(_, o)| o);
        let wp = self.types.pointer(self.types.unqual(w));
        let p = Expr::new(
            ExprKind::Cast(
                CastKind::BaseAdjust {
                    offset: off as i64,
                    null_check: false,
                },
                Box::new(this),
            ),
            wp,
            false,
            span,
        );
        Expr::new(
            ExprKind::Deref(Box::new(p)),
            self.types.unqual(w),
            true,
            span,
        )
    }

    /// `if (vtt == null) { stmts }`: what only the complete object does.
    pub(crate) fn when_most_derived(&mut self, stmts: Vec<Stmt>, span: Span) -> Option<Stmt> {
        if stmts.is_empty() {
            return None;
        }
        let test = self.is_most_derived(span)?;
        Some(Stmt {
            kind: StmtKind::If(
                test,
                Box::new(Stmt {
                    kind: StmtKind::Block(stmts),
                    span,
                }),
                None,
            ),
            span,
        })
    }

    /// How the current constructor of `class` initialises its base `b`:
    /// a constructor call becomes one of the base-object variant, given
    /// its VTT (`virtual_base`: `b` is a virtual base the complete object
    /// constructs).
    pub(crate) fn base_init(
        &mut self,
        init: Init,
        class: TypeId,
        b: TypeId,
        virtual_base: bool,
        span: Span,
    ) -> Init {
        match init {
            Init::Construct(f, mut args) => {
                let f2 = self.base_variant.get(&f).copied().unwrap_or(f);
                if let Some(v) = self.vtt_arg(f2, class, b, virtual_base, span) {
                    args.insert(0, v);
                }
                Init::Construct(f2, args)
            }
            other => other,
        }
    }

    /// The destruction of class `t`'s virtual bases by its `D2` (whose
    /// `this` is `this`), for a complete object only: a flag local set
    /// from the VTT (its declaration), and each virtual base's cleanup
    /// under it, in construction order (destroyed in reverse).
    pub(crate) fn vbase_cleanups(
        &mut self,
        t: TypeId,
        this: LocalId,
        span: Span,
    ) -> (Vec<Stmt>, Vec<super::lifetime::Cleanup>) {
        let vbases = self.types.virtual_base_init_order(t);
        if vbases.is_empty() {
            return (Vec::new(), Vec::new());
        }
        let Some(test) = self.is_most_derived(span) else {
            return (Vec::new(), Vec::new());
        };
        let b = self.types.bool();
        let flag = self.add_local("most_derived", b, span);
        let decl = Stmt {
            kind: StmtKind::Decl(flag, Some(Init::Expr(test))),
            span,
        };
        let mut out = Vec::new();
        for w in vbases {
            let Some(d) = self.destructor(w, span) else {
                continue;
            };
            let dtor = self.base_variant.get(&d).copied().unwrap_or(d);
            let vtt = self.vtt_arg(dtor, t, w, true, span);
            let this_ty = self.local_ty(this);
            let p = Expr::new(ExprKind::Local(this), this_ty, true, span);
            let p = self.rvalue(p);
            let obj = self.complete_vbase_object(t, w, p, span);
            out.push(super::lifetime::Cleanup {
                obj,
                dtor,
                flag: Some(flag),
                vtt,
            });
        }
        (vec![decl], out)
    }

    /// The VTT a delegating constructor passes on: its own parameter.
    pub(crate) fn delegated_vtt(&mut self, span: Span) -> Expr {
        match self.vtt_param(span) {
            Some(v) => v,
            None => {
                let vpp = self.void_ptr_ptr();
                Expr::new(ExprKind::Null, vpp, false, span)
            }
        }
    }
}

/// `*at = value;` for a vtable pointer slot `at` (a `void ***`).
fn store_through(at: Expr, value: Expr, vpp: TypeId, span: Span) -> Stmt {
    let lv = Expr::new(ExprKind::Deref(Box::new(at)), vpp, true, span);
    Stmt {
        kind: StmtKind::Expr(Expr::new(
            ExprKind::Assign(Box::new(lv), Box::new(value)),
            vpp,
            true,
            span,
        )),
        span,
    }
}
