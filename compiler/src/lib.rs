//! cudac: a compiler for the device side of CUDA C++.
//!
//! The pipeline, one module per stage (see ARCHITECTURE.md):
//! `preprocess` → `syntax` (→ `ast`) → `sema` (→ `ir`, the typed program,
//! and `types`, the type graph) → `codegen` (LLVM types from `typetrans`)
//! → `nvvm` → the `cudac-libdevice` crate → `backend`, orchestrated by
//! `driver`. `source` and `diag` are shared by all stages. `build_api`
//! ([`Build`]) is the entry for Cargo build scripts.

pub mod ast;
pub mod backend;
pub mod build_api;
pub mod codegen;
pub mod diag;
pub mod driver;
pub mod ir;
pub mod nvvm;
pub mod parallel;
pub mod preprocess;
pub mod sema;
pub mod source;
pub mod syntax;
pub mod types;
pub mod typetrans;

pub use build_api::{Build, BuildError, Compiled};
