//! CUDA address spaces through the type graph.
//!
//! Input: the `TypeGraph` and a `DepGraph`.
//! Output: `pointer_space` — the LLVM address space of a pointer or
//! reference (the memory space its pointee is qualified with, looking
//! through array element types); `propagate` — for every type of the graph,
//! the non-generic address spaces of the pointers it holds by value
//! (directly, as an array element, as a record field, …).
//! Invariants: a space is carried upward only through by-value containment,
//! never across a pointer (a pointer to a struct holding `ptr addrspace(3)`
//! is itself generic unless its own pointee is qualified). Propagation is a
//! worklist over the graph's reverse edges; there is no recursion.

use super::graph::DepGraph;
use crate::types::{AddrSpace, TypeGraph, TypeId, TypeKind};
use std::collections::{BTreeSet, HashMap};

/// The memory space an object of type `t` lives in.
pub fn object_space(g: &TypeGraph, mut t: TypeId) -> AddrSpace {
    loop {
        match g.kind(t) {
            TypeKind::Qualified(b, cv) => {
                if cv.space != AddrSpace::Generic {
                    return cv.space;
                }
                t = *b;
            }
            TypeKind::Array(e, _) => t = *e,
            _ => return AddrSpace::Generic,
        }
    }
}

/// The address space of pointer/reference `t` (`None` for other types).
pub fn pointer_space(g: &TypeGraph, t: TypeId) -> Option<AddrSpace> {
    match g.kind(t) {
        TypeKind::Pointer(p) | TypeKind::LValueRef(p) | TypeKind::RValueRef(p) => {
            Some(object_space(g, *p))
        }
        _ => None,
    }
}

/// For each type of `dg` holding non-generic pointers by value, their
/// address space numbers.
pub fn propagate(g: &TypeGraph, dg: &DepGraph) -> HashMap<TypeId, BTreeSet<u32>> {
    let mut carried: HashMap<TypeId, BTreeSet<u32>> = HashMap::new();
    let mut work: Vec<(TypeId, u32)> = Vec::new();
    for &t in dg.index.keys() {
        if let Some(s) = pointer_space(g, t) {
            if s != AddrSpace::Generic {
                work.push((t, s as u32));
            }
        }
    }
    while let Some((t, s)) = work.pop() {
        if !carried.entry(t).or_default().insert(s) {
            continue;
        }
        for user in dg.pred(t) {
            // Containment stops at indirection.
            if pointer_space(g, user).is_none() {
                work.push((user, s));
            }
        }
    }
    carried
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::types::{Cv, Field, IntKind};

    #[test]
    fn spaces_propagate_into_records_but_not_through_pointers() {
        let mut g = TypeGraph::new();
        let i = g.int(IntKind::Int);
        let si = g.qualified(i, Cv::in_space(AddrSpace::Shared));
        let psi = g.pointer(si);
        let arr = g.array(psi, Some(4));
        let inner = g.new_record("Inner".into(), false);
        g.record_mut(inner).unwrap().fields = Some(vec![Field::new("p", arr)]);
        let outer = g.new_record("Outer".into(), false);
        g.record_mut(outer).unwrap().fields = Some(vec![Field::new("in", inner)]);
        let pouter = g.pointer(outer);
        let ppsi = g.pointer(psi);
        let dg = DepGraph::build(&g, &[pouter, ppsi], |_| false);
        let c = propagate(&g, &dg);
        let three: BTreeSet<u32> = [3].into_iter().collect();
        assert_eq!(c.get(&psi), Some(&three));
        assert_eq!(c.get(&arr), Some(&three));
        assert_eq!(c.get(&inner), Some(&three));
        assert_eq!(c.get(&outer), Some(&three));
        assert_eq!(c.get(&pouter), None);
        assert_eq!(c.get(&ppsi), None);
        assert_eq!(pointer_space(&g, psi), Some(AddrSpace::Shared));
        assert_eq!(pointer_space(&g, ppsi), Some(AddrSpace::Generic));
        // A pointer to an array of constant ints is a constant pointer.
        let ci = g.qualified(i, Cv::in_space(AddrSpace::Constant));
        let carr = g.array(ci, Some(8));
        let pcarr = g.pointer(carr);
        assert_eq!(pointer_space(&g, pcarr), Some(AddrSpace::Constant));
    }
}
