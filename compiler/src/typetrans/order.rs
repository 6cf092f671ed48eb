//! The bounded, level-by-level topological order of a `DepGraph`.
//!
//! Input: a `DepGraph` (its roots and edges).
//! Output: `Order`: every type of the graph exactly once, dependencies
//! before the types that mention them (leaves first, composites last), and
//! each type's level.
//! Algorithm (the seed's 10-level breadth-first sort): the roots form level
//! 0; for levels 0..9 the dependencies of a level's types form the next
//! level. Level sets are sorted and deduplicated. A type found at several
//! levels keeps its deepest one; whatever lies deeper than level 9 is
//! clamped into level 9. The output is the levels concatenated deepest
//! first.
//! Deviation: inside the clamp level 9 the types are ordered by an iterative
//! depth-first post-order (dependencies first) instead of by id, so nesting
//! deeper than ten levels still converges in one translation pass rather
//! than one pass per extra level. Invariants: no recursion (worklists only);
//! the order is deterministic (it depends on `TypeId`s only).

use super::graph::DepGraph;
use crate::types::TypeId;
use std::collections::{HashMap, HashSet};

/// Number of levels; the deepest is `LEVELS - 1`.
pub const LEVELS: usize = 10;

pub struct Order {
    /// Translation order: deepest level first.
    pub seq: Vec<TypeId>,
    /// Each type's level (0 = root).
    pub level: HashMap<TypeId, u8>,
}

fn sorted(mut v: Vec<TypeId>) -> Vec<TypeId> {
    v.sort_unstable();
    v.dedup();
    v
}

pub fn order(dg: &DepGraph) -> Order {
    // The level sets.
    let mut levels: Vec<Vec<TypeId>> = Vec::with_capacity(LEVELS);
    levels.push(sorted(dg.roots.clone()));
    for k in 0..LEVELS - 1 {
        let next: Vec<TypeId> = levels[k].iter().flat_map(|&t| dg.succ(t)).collect();
        levels.push(sorted(next));
    }
    // Clamp: everything reachable from level 9 belongs to level 9.
    let last = LEVELS - 1;
    let mut seen: HashSet<TypeId> = levels[last].iter().copied().collect();
    let mut work = levels[last].clone();
    while let Some(t) = work.pop() {
        for d in dg.succ(t) {
            if seen.insert(d) {
                work.push(d);
            }
        }
    }
    levels[last] = sorted(seen.into_iter().collect());
    // Each type keeps its deepest level.
    let mut level: HashMap<TypeId, u8> = HashMap::with_capacity(dg.len());
    for (k, set) in levels.iter().enumerate() {
        for &t in set {
            level.insert(t, k as u8);
        }
    }
    let mut seq = Vec::with_capacity(dg.len());
    // Level 9: dependencies first, by an iterative post-order.
    let in_last = |t: TypeId| level.get(&t) == Some(&(last as u8));
    let mut visited: HashSet<TypeId> = HashSet::new();
    for &start in &levels[last] {
        if !in_last(start) || !visited.insert(start) {
            continue;
        }
        // (type, its successors still to look at)
        let mut stack: Vec<(TypeId, Vec<TypeId>)> = vec![(start, succ_rev(dg, start))];
        while let Some((t, rest)) = stack.last_mut() {
            match rest.pop() {
                Some(d) => {
                    if in_last(d) && visited.insert(d) {
                        let ds = succ_rev(dg, d);
                        stack.push((d, ds));
                    }
                }
                None => {
                    seq.push(*t);
                    stack.pop();
                }
            }
        }
    }
    // Levels 8..0, each sorted.
    for k in (0..last).rev() {
        seq.extend(
            levels[k]
                .iter()
                .copied()
                .filter(|t| level.get(t) == Some(&(k as u8))),
        );
    }
    Order { seq, level }
}

/// `t`'s successors, sorted and reversed (so popping visits them in order).
fn succ_rev(dg: &DepGraph, t: TypeId) -> Vec<TypeId> {
    let mut v = sorted(dg.succ(t).collect());
    v.reverse();
    v
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::types::{IntKind, TypeGraph};

    fn chain(n: usize) -> (TypeGraph, Vec<TypeId>) {
        let mut g = TypeGraph::new();
        let mut t = g.int(IntKind::Int);
        let mut v = vec![t];
        for _ in 0..n {
            t = g.pointer(t);
            v.push(t);
        }
        (g, v)
    }

    #[test]
    fn levels_follow_breadth_first_depth() {
        let (g, v) = chain(3);
        let dg = DepGraph::build(&g, &[v[3]], |_| false);
        let o = order(&dg);
        assert_eq!(o.seq, vec![v[0], v[1], v[2], v[3]]);
        assert_eq!(o.level[&v[3]], 0);
        assert_eq!(o.level[&v[0]], 3);
    }

    #[test]
    fn deeper_than_ten_levels_is_clamped_to_nine() {
        let (g, v) = chain(14);
        let dg = DepGraph::build(&g, &[v[14]], |_| false);
        let o = order(&dg);
        // int is 14 steps down; it and every type ≥ 9 steps down sit at 9.
        assert_eq!(o.level[&v[0]], 9);
        assert_eq!(o.level[&v[5]], 9);
        assert_eq!(o.level[&v[6]], 8);
        assert_eq!(o.level[&v[14]], 0);
        assert_eq!(o.seq, v);
    }

    #[test]
    fn a_type_at_several_levels_keeps_the_deepest() {
        let mut g = TypeGraph::new();
        let i = g.int(IntKind::Int);
        let p = g.pointer(i);
        let f = g.function(i, vec![p], false);
        let dg = DepGraph::build(&g, &[f], |_| false);
        let o = order(&dg);
        assert_eq!(o.level[&i], 2);
        assert_eq!(o.level[&p], 1);
        assert_eq!(o.seq, vec![i, p, f]);
    }

    #[test]
    fn long_chain_orders_without_recursion() {
        let (g, v) = chain(100_000);
        let dg = DepGraph::build(&g, &[v[100_000]], |_| false);
        let o = order(&dg);
        assert_eq!(o.seq.len(), 100_001);
        assert_eq!(o.seq[0], v[0]);
        assert_eq!(o.seq[100_000], v[100_000]);
    }
}
