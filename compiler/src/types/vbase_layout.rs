//! Virtual base classes in the layout (Itanium C++ ABI 2.4, as clang
//! and nvcc lay them out): which virtual bases a class has, in the order
//! they are allocated, and what a class with virtual bases occupies when
//! it is itself a base (its non-virtual size and alignment).
//!
//! The most derived class places each of its virtual bases (direct or
//! indirect) once, after its own non-virtual part, in inheritance graph
//! order: for each direct base in declaration order, the base itself
//! when virtual and not yet placed, then that base's virtual bases. A
//! base subobject of a class with virtual bases contributes only its
//! non-virtual part. A virtual base is never a primary base here: a
//! class whose only candidate for one would be a nearly empty virtual
//! base (the ABI shares its vtable pointer) is refused by sema instead
//! (`virtual_primary_candidate`).

use super::{TypeGraph, TypeId};

impl TypeGraph {
    /// The direct and indirect virtual bases of record `t`, each once,
    /// in the order the Itanium ABI allocates them.
    pub fn all_virtual_bases(&self, t: TypeId) -> Vec<TypeId> {
        let mut out = Vec::new();
        self.collect_virtual_bases(t, &mut out, 0);
        out
    }

    fn collect_virtual_bases(&self, t: TypeId, out: &mut Vec<TypeId>, depth: u32) {
        let Some(r) = self.record(self.unqual(t)) else {
            return;
        };
        // A base graph deeper than this is not one sema builds.
        if depth > 256 || (r.virtual_bases.is_empty() && r.bases.is_empty()) {
            return;
        }
        let mut virt = r.virtual_bases.iter().zip(&r.virtual_positions).peekable();
        for i in 0..=r.bases.len() {
            while let Some((&v, _)) = virt.next_if(|(_, &p)| p == i) {
                let v = self.unqual(v);
                if !out.contains(&v) {
                    out.push(v);
                }
                self.collect_virtual_bases(v, out, depth + 1);
            }
            if let Some(&b) = r.bases.get(i) {
                self.collect_virtual_bases(b, out, depth + 1);
            }
        }
    }

    /// Whether record `t` has virtual bases, directly or through a base.
    pub fn has_virtual_bases(&self, t: TypeId) -> bool {
        let Some(r) = self.record(self.unqual(t)) else {
            return false;
        };
        !r.virtual_bases.is_empty() || r.bases.iter().any(|&b| self.has_virtual_bases(b))
    }

    /// A virtual base of `t` the Itanium ABI could make `t`'s primary
    /// base (sharing its vtable pointer): `t` has no dynamic non-virtual
    /// base and a virtual base is nearly empty (a vtable pointer and
    /// nothing else). cudac does not lay such a class out yet.
    pub fn virtual_primary_candidate(&self, t: TypeId) -> Option<TypeId> {
        let r = self.record(self.unqual(t))?;
        if r.bases.iter().any(|&b| self.is_dynamic(b)) {
            return None;
        }
        self.all_virtual_bases(t)
            .into_iter()
            .find(|&v| self.is_dynamic(v) && self.data_size(v) == Some(8))
    }

    /// The alignment of a base subobject of class `b`: its non-virtual
    /// alignment when it has virtual bases, else its alignment.
    pub(super) fn align_as_base(&self, b: TypeId) -> Option<u64> {
        let b = self.unqual(b);
        let l = self.layout(b)?;
        Some(
            self.layout_memo
                .nv_aligns
                .borrow()
                .get(&b)
                .copied()
                .unwrap_or(l.align),
        )
    }

    /// The order of the vbase offsets in the vtables of dynamic class
    /// `t`: its primary base's first (the two share a vtable, and code
    /// compiled for the base reads them where the base put them), then
    /// its other virtual bases in allocation order.
    pub fn vtable_vbase_order(&self, t: TypeId) -> Vec<TypeId> {
        let t = self.unqual(t);
        let mut out = match self.primary_base(t) {
            Some(i) => self
                .record(t)
                .map(|r| self.vtable_vbase_order(r.bases[i]))
                .unwrap_or_default(),
            None => Vec::new(),
        };
        for v in self.all_virtual_bases(t) {
            if !out.contains(&v) {
                out.push(v);
            }
        }
        out
    }

    /// Where a vtable of class `d` holds the offset of its virtual base
    /// `v` from the object: bytes from the address point, before the
    /// offset-to-top and RTTI entries (Itanium ABI 2.5.2; -24 for the
    /// first).
    pub fn vbase_offset_slot(&self, d: TypeId, v: TypeId) -> i64 {
        let v = self.unqual(v);
        let k = self
            .vtable_vbase_order(d)
            .iter()
            .position(|&x| x == v)
            .unwrap_or(0);
        -8 * (3 + k as i64)
    }
}
