//! Type translation: `TypeGraph` → LLVM types.
//!
//! Input: the `TypeGraph` and the `TypeId`s codegen (or `--emit=types`)
//! asks about. Output: LLVM types, cached per `TypeId`.
//!
//! The stages, one module each:
//! - `graph`: the dependency graph (petgraph) of every type reachable from
//!   the roots, built with a worklist;
//! - `order`: the bounded 10-level breadth-first topological order (leaves
//!   first) with each type's level;
//! - `spaces`: CUDA address spaces of pointers and their propagation into
//!   the types holding them by value;
//! - `translate`: the `TypeTranslator`, whole passes over the order until a
//!   fixed point, with a pass cap that is an internal error;
//! - `dump`: the `--emit=types` listing.
//!
//! Invariants: nothing here recurses on the type structure, so arbitrarily
//! long pointer chains and deep nesting cannot overflow the stack.
//!
//! Codegen's queries (`mem`, `val`, `function`, `kernel`) never fail: a
//! translation failure (a broken invariant) is kept, a stand-in type is
//! returned, and `codegen::generate` turns the kept failure into an internal
//! compiler error (`TypeTranslator::take_error`). The unit tests translate a
//! 100 000-long pointer chain and records nested 5000 deep.

pub mod dump;
pub mod graph;
pub mod order;
pub mod spaces;
pub mod translate;

#[cfg(test)]
mod tests;

pub use graph::DepGraph;
pub use translate::{Translation, TypeTranslator, MAX_PASSES};
