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
//! non-virtual part. A class without a dynamic non-virtual base takes a
//! nearly empty virtual base (a vtable pointer only) as its primary base,
//! sharing its vtable pointer and place; such virtual bases are not
//! allocated on their own but live where the first class they are primary
//! for is (`claim_shared_bases`).

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

    /// The virtual bases of record `t` in the order its complete-object
    /// constructor initialises them ([class.base.init]p13: depth first,
    /// left to right, each after its own bases), which differs from the
    /// allocation order (a virtual base before its own virtual bases).
    pub fn virtual_base_init_order(&self, t: TypeId) -> Vec<TypeId> {
        let mut out = Vec::new();
        self.collect_init_order(t, &mut out, 0);
        out
    }

    fn collect_init_order(&self, t: TypeId, out: &mut Vec<TypeId>, depth: u32) {
        let Some(r) = self.record(self.unqual(t)) else {
            return;
        };
        if depth > 256 {
            return;
        }
        for (b, virt) in self.bases_in_order(r) {
            self.collect_init_order(b, out, depth + 1);
            if virt && !out.contains(&b) {
                out.push(b);
            }
        }
    }

    /// The direct bases of record `t`: the non-virtual ones, then the
    /// virtual ones (what overriding and inherited constructors search).
    pub fn direct_bases(&self, t: TypeId) -> Vec<TypeId> {
        self.record(self.unqual(t))
            .map(|r| r.bases.iter().chain(&r.virtual_bases).copied().collect())
            .unwrap_or_default()
    }

    /// Whether record `t` has virtual bases, directly or through a base.
    pub fn has_virtual_bases(&self, t: TypeId) -> bool {
        let Some(r) = self.record(self.unqual(t)) else {
            return false;
        };
        !r.virtual_bases.is_empty() || r.bases.iter().any(|&b| self.has_virtual_bases(b))
    }

    /// Whether class `v` is nearly empty (Itanium ABI 2.2): a vtable
    /// pointer and nothing else.
    fn is_nearly_empty(&self, v: TypeId) -> bool {
        self.is_dynamic(v) && self.data_size(v) == Some(8)
    }

    /// The primary base of dynamic class `t` when it is a virtual base
    /// (Itanium ABI 2.4 II.2c): `t` has no dynamic non-virtual base, and
    /// this is the first nearly empty virtual base in inheritance graph
    /// order that is no other base's primary (else the first one). It
    /// shares `t`'s vtable pointer, at offset 0 of a complete `t`.
    pub fn primary_virtual_base(&self, t: TypeId) -> Option<TypeId> {
        let r = self.record(self.unqual(t))?;
        if r.virtual_bases.is_empty() && r.bases.is_empty() {
            return None;
        }
        if r.bases.iter().any(|&b| self.is_dynamic(b)) || !self.has_virtual_bases(t) {
            return None;
        }
        let indirect = self.indirect_primary_bases(t);
        let mut first = None;
        self.select_primary_vbase(t, &indirect, &mut first, 0)
            .or(first)
    }

    fn select_primary_vbase(
        &self,
        t: TypeId,
        indirect: &[TypeId],
        first: &mut Option<TypeId>,
        depth: u32,
    ) -> Option<TypeId> {
        let r = self.record(self.unqual(t))?;
        if depth > 256 {
            return None;
        }
        for (b, virt) in self.bases_in_order(r) {
            if virt && self.is_nearly_empty(b) {
                if !indirect.contains(&b) {
                    return Some(b);
                }
                first.get_or_insert(b);
            }
            if self.has_virtual_bases(b) {
                if let Some(p) = self.select_primary_vbase(b, indirect, first, depth + 1) {
                    return Some(p);
                }
            }
        }
        None
    }

    /// A record's direct bases in declaration order, each with whether
    /// it is virtual.
    fn bases_in_order(&self, r: &super::Record) -> Vec<(TypeId, bool)> {
        let mut out = Vec::new();
        let mut virt = r.virtual_bases.iter().zip(&r.virtual_positions).peekable();
        for i in 0..=r.bases.len() {
            while let Some((&v, _)) = virt.next_if(|(_, &p)| p == i) {
                out.push((self.unqual(v), true));
            }
            if let Some(&b) = r.bases.get(i) {
                out.push((self.unqual(b), false));
            }
        }
        out
    }

    /// The virtual bases that are the primary base of some (direct or
    /// indirect) base of `t`: they share that base's vtable pointer and
    /// place, and are not allocated on their own.
    fn indirect_primary_bases(&self, t: TypeId) -> Vec<TypeId> {
        let mut out = Vec::new();
        let mut work: Vec<TypeId> = self
            .record(self.unqual(t))
            .map(|r| self.bases_in_order(r).into_iter().map(|(b, _)| b).collect())
            .unwrap_or_default();
        let mut seen = Vec::new();
        while let Some(b) = work.pop() {
            if seen.contains(&b) || seen.len() > 4096 {
                continue;
            }
            seen.push(b);
            if let Some(p) = self.primary_virtual_base(b) {
                if !out.contains(&p) {
                    out.push(p);
                }
            }
            if let Some(r) = self.record(b) {
                work.extend(self.bases_in_order(r).into_iter().map(|(x, _)| x));
            }
        }
        out
    }

    /// The virtual bases of `t` not allocated on their own: its own
    /// primary base when virtual, and the other bases' virtual primaries.
    pub(super) fn shared_virtual_bases(&self, t: TypeId) -> Vec<TypeId> {
        let mut out = self.indirect_primary_bases(t);
        if let Some(p) = self.primary_virtual_base(t) {
            if !out.contains(&p) {
                out.push(p);
            }
        }
        out
    }

    /// Where the shared virtual bases of a complete `t` are (`placed`:
    /// the allocated ones' offsets): each at the first subobject, in
    /// inheritance graph order, whose primary base it is. Returns every
    /// virtual base's offset, in `all_virtual_bases` order.
    pub(super) fn claim_shared_bases(
        &self,
        t: TypeId,
        own_base_offsets: &[u64],
        placed: Vec<(TypeId, u64)>,
    ) -> Vec<(TypeId, u64)> {
        let mut walk = ClaimWalk {
            at: placed,
            visited: Vec::new(),
            deferred: Vec::new(),
        };
        // `t`'s own base offsets are given: its layout is being computed.
        self.claim_walk(self.unqual(t), 0, Some(own_base_offsets), &mut walk, 0);
        // Virtual bases met before the base that places them: walked
        // once their place is known.
        loop {
            let next = walk.deferred.iter().copied().find_map(|v| {
                let o = walk.at.iter().find(|x| x.0 == v)?.1;
                (!walk.visited.contains(&v)).then_some((v, o))
            });
            let Some((v, o)) = next else {
                break;
            };
            walk.visited.push(v);
            self.claim_walk(v, o, None, &mut walk, 0);
        }
        self.all_virtual_bases(t)
            .into_iter()
            .map(|v| (v, walk.at.iter().find(|x| x.0 == v).map_or(0, |x| x.1)))
            .collect()
    }

    fn claim_walk(
        &self,
        class: TypeId,
        off: u64,
        offsets: Option<&[u64]>,
        w: &mut ClaimWalk,
        depth: u32,
    ) {
        if depth > 256 {
            return;
        }
        if let Some(p) = self.primary_virtual_base(class) {
            if !w.at.iter().any(|x| x.0 == p) {
                w.at.push((p, off));
            }
        }
        let Some(r) = self.record(class) else {
            return;
        };
        let offs = match offsets {
            Some(o) => o.to_vec(),
            None => self.base_offsets(class).unwrap_or_default(),
        };
        let mut nv = 0;
        for (b, virt) in self.bases_in_order(r) {
            if !virt {
                let o = off + offs.get(nv).copied().unwrap_or(0);
                nv += 1;
                self.claim_walk(b, o, None, w, depth + 1);
                continue;
            }
            if w.visited.contains(&b) {
                continue;
            }
            match w.at.iter().find(|x| x.0 == b).map(|x| x.1) {
                Some(o) => {
                    w.visited.push(b);
                    self.claim_walk(b, o, None, w, depth + 1);
                }
                None => w.deferred.push(b),
            }
        }
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
            None => match self.primary_virtual_base(t) {
                Some(p) => self.vtable_vbase_order(p),
                None => Vec::new(),
            },
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

/// Where `claim_shared_bases` stands: the virtual bases placed so far,
/// those walked, those met before their place was known.
struct ClaimWalk {
    at: Vec<(TypeId, u64)>,
    visited: Vec<TypeId>,
    deferred: Vec<TypeId>,
}

#[cfg(test)]
mod tests {
    //! Expected numbers are clang-19's (`tests/layout/virtual_bases.cu`
    //! compares the same classes, and more, with clang).
    use super::super::{Field, IntKind, TypeGraph, TypeId};

    fn class(g: &mut TypeGraph, fields: &[(&str, TypeId)], dynamic: bool) -> TypeId {
        let t = g.new_record("R".into(), false);
        let r = g.record_mut(t).unwrap();
        r.fields = Some(fields.iter().map(|&(n, ty)| Field::new(n, ty)).collect());
        r.dynamic = dynamic;
        r.non_pod = dynamic;
        t
    }

    fn derive(g: &mut TypeGraph, t: TypeId, bases: &[TypeId], virtuals: &[(TypeId, usize)]) {
        let r = g.record_mut(t).unwrap();
        r.bases = bases.to_vec();
        r.virtual_bases = virtuals.iter().map(|v| v.0).collect();
        r.virtual_positions = virtuals.iter().map(|v| v.1).collect();
    }

    #[test]
    fn a_diamond_places_its_virtual_base_once_after_the_rest() {
        let mut g = TypeGraph::new();
        let int = g.int(IntKind::Int);
        let a = class(&mut g, &[("a", int)], false);
        let b = class(&mut g, &[("b", int)], true);
        derive(&mut g, b, &[], &[(a, 0)]);
        let c = class(&mut g, &[("c", int)], true);
        derive(&mut g, c, &[], &[(a, 0)]);
        let e = class(&mut g, &[("e", int)], true);
        derive(&mut g, e, &[b, c], &[]);
        let l = |g: &TypeGraph, t| g.layout(t).map(|l| (l.size, l.align));
        assert_eq!(l(&g, b), Some((16, 8)));
        assert_eq!(l(&g, e), Some((40, 8)));
        // B's non-virtual part is 12 bytes: C follows at 16, E's own
        // member at 28, the one A at 32.
        assert_eq!(g.base_offsets(e), Some(vec![0, 16]));
        assert_eq!(g.field_offsets(e), Some(vec![28]));
        assert_eq!(g.virtual_base_offsets(e), Some(vec![(a, 32)]));
        assert_eq!(g.all_virtual_bases(e), vec![a]);
        assert_eq!(g.vbase_offset_slot(e, a), -24);
    }

    #[test]
    fn construction_order_differs_from_allocation_order() {
        let mut g = TypeGraph::new();
        let int = g.int(IntKind::Int);
        let root = class(&mut g, &[("r", int)], true);
        let left = class(&mut g, &[("l", int)], true);
        derive(&mut g, left, &[], &[(root, 0)]);
        let leaf = class(&mut g, &[("x", int)], true);
        derive(&mut g, leaf, &[], &[(left, 0)]);
        // Allocated Left first (then its virtual base), constructed Root
        // first (each virtual base after its own).
        assert_eq!(g.all_virtual_bases(leaf), vec![left, root]);
        assert_eq!(g.virtual_base_init_order(leaf), vec![root, left]);
    }

    #[test]
    fn a_nearly_empty_virtual_base_is_shared_as_primary() {
        let mut g = TypeGraph::new();
        let int = g.int(IntKind::Int);
        let iface = class(&mut g, &[], true);
        let pa = class(&mut g, &[("a", int)], true);
        derive(&mut g, pa, &[], &[(iface, 0)]);
        let pb = class(&mut g, &[("b", int)], true);
        derive(&mut g, pb, &[], &[(iface, 0)]);
        let pd = class(&mut g, &[("d", int)], true);
        derive(&mut g, pd, &[pa, pb], &[]);
        assert_eq!(g.primary_virtual_base(pa), Some(iface));
        assert_eq!(g.layout(pa).map(|l| l.size), Some(16));
        assert_eq!(g.virtual_base_offsets(pa), Some(vec![(iface, 0)]));
        // In PD the interface lives where PA (the first to claim it) is.
        assert_eq!(g.layout(pd).map(|l| l.size), Some(32));
        assert_eq!(g.virtual_base_offsets(pd), Some(vec![(iface, 0)]));
        assert_eq!(g.primary_virtual_base(pd), None);
    }
}
