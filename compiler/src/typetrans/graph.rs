//! The dependency graph of the types a translation needs.
//!
//! Input: the `TypeGraph` and a set of root `TypeId`s, plus a predicate
//! saying which types are already translated (the walk stops there).
//! Output: a `petgraph` directed graph with one node per reachable type and
//! an edge `t → d` for every type `d` that `t` mentions: pointer/reference →
//! pointee, array → element, function → return and parameters, qualified →
//! base, record → field types (a complete record only).
//! Invariants: built with an explicit worklist, never by recursion, so a
//! 100 000-long pointer chain or records nested thousands deep cannot
//! overflow the stack; each type appears once (`index`).

use crate::types::{TypeGraph, TypeId, TypeKind};
use petgraph::graph::{DiGraph, NodeIndex};
use petgraph::Direction;
use std::collections::HashMap;

/// Every type reachable from the roots, with "mentions" edges.
pub struct DepGraph {
    pub graph: DiGraph<TypeId, ()>,
    pub index: HashMap<TypeId, NodeIndex>,
    /// The roots, in the order given (deduplicated).
    pub roots: Vec<TypeId>,
}

/// The types `t` mentions directly (its outgoing edges).
pub fn deps(g: &TypeGraph, t: TypeId) -> Vec<TypeId> {
    match g.kind(t) {
        TypeKind::Void
        | TypeKind::Auto
        | TypeKind::Bool
        | TypeKind::Int(_)
        | TypeKind::Float(_)
        | TypeKind::Nullptr
        // An integer or a pair of integers, whatever the member's type.
        | TypeKind::MemberPointer(..) => Vec::new(),
        TypeKind::Pointer(p) | TypeKind::LValueRef(p) | TypeKind::RValueRef(p) => vec![*p],
        TypeKind::Array(e, _) => vec![*e],
        TypeKind::Qualified(b, _) => vec![*b],
        TypeKind::Enum(i) => vec![g.enums[*i as usize].underlying],
        TypeKind::Function { ret, params, .. } => {
            let mut v = Vec::with_capacity(params.len() + 1);
            v.push(*ret);
            v.extend(params.iter().copied());
            v
        }
        TypeKind::Record(i) => {
            let r = &g.records[*i as usize];
            match &r.fields {
                Some(fs) => r
                    .bases
                    .iter()
                    .copied()
                    .chain(fs.iter().map(|f| f.ty))
                    .collect(),
                None => Vec::new(),
            }
        }
    }
}

impl DepGraph {
    /// The graph of every type reachable from `roots` that `done` does not
    /// already cover (a done type is neither added nor walked through).
    pub fn build(g: &TypeGraph, roots: &[TypeId], done: impl Fn(TypeId) -> bool) -> DepGraph {
        let mut dg = DepGraph {
            graph: DiGraph::new(),
            index: HashMap::new(),
            roots: Vec::new(),
        };
        let mut work: Vec<TypeId> = Vec::new();
        for &r in roots {
            if done(r) || dg.index.contains_key(&r) {
                continue;
            }
            dg.roots.push(r);
            dg.add(r);
            work.push(r);
        }
        while let Some(t) = work.pop() {
            let from = dg.index[&t];
            for d in deps(g, t) {
                if done(d) {
                    continue;
                }
                let to = match dg.index.get(&d) {
                    Some(&n) => n,
                    None => {
                        work.push(d);
                        dg.add(d)
                    }
                };
                dg.graph.update_edge(from, to, ());
            }
        }
        dg
    }

    fn add(&mut self, t: TypeId) -> NodeIndex {
        let n = self.graph.add_node(t);
        self.index.insert(t, n);
        n
    }

    pub fn len(&self) -> usize {
        self.graph.node_count()
    }

    pub fn is_empty(&self) -> bool {
        self.graph.node_count() == 0
    }

    pub fn contains(&self, t: TypeId) -> bool {
        self.index.contains_key(&t)
    }

    /// The types `t` mentions that are in the graph.
    pub fn succ(&self, t: TypeId) -> impl Iterator<Item = TypeId> + '_ {
        self.neighbors(t, Direction::Outgoing)
    }

    /// The types in the graph that mention `t`.
    pub fn pred(&self, t: TypeId) -> impl Iterator<Item = TypeId> + '_ {
        self.neighbors(t, Direction::Incoming)
    }

    fn neighbors(&self, t: TypeId, dir: Direction) -> impl Iterator<Item = TypeId> + '_ {
        self.index
            .get(&t)
            .into_iter()
            .flat_map(move |&n| self.graph.neighbors_directed(n, dir))
            .map(move |n| self.graph[n])
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::types::{Field, IntKind};

    #[test]
    fn mutual_records_through_pointers() {
        let mut g = TypeGraph::new();
        let a = g.new_record("A".into(), false);
        let b = g.new_record("B".into(), false);
        let pa = g.pointer(a);
        let pb = g.pointer(b);
        g.record_mut(a).unwrap().fields = Some(vec![Field::new("b", pb)]);
        g.record_mut(b).unwrap().fields = Some(vec![Field::new("a", pa)]);
        let dg = DepGraph::build(&g, &[a], |_| false);
        assert_eq!(dg.len(), 4);
        assert_eq!(dg.succ(a).collect::<Vec<_>>(), vec![pb]);
        assert_eq!(dg.pred(a).collect::<Vec<_>>(), vec![pa]);
    }

    #[test]
    fn long_pointer_chain_does_not_recurse() {
        let mut g = TypeGraph::new();
        let mut t = g.int(IntKind::Int);
        for _ in 0..100_000 {
            t = g.pointer(t);
        }
        let dg = DepGraph::build(&g, &[t], |_| false);
        assert_eq!(dg.len(), 100_001);
    }

    #[test]
    fn done_types_stop_the_walk() {
        let mut g = TypeGraph::new();
        let i = g.int(IntKind::Int);
        let p = g.pointer(i);
        let pp = g.pointer(p);
        let dg = DepGraph::build(&g, &[pp], |t| t == p);
        assert_eq!(dg.len(), 1);
    }
}
