//! libdevice for cudac: NVIDIA's math library in LLVM bitcode, and the
//! NVVMReflect pass that specialises it.
//!
//! The driver calls, in order: `find` (where libdevice is), `link` (only
//! the functions the module reaches, internalised), then `reflect::run`
//! (every `__nvvm_reflect("KEY")` folded to the reflection map's value,
//! then `cleanup` of the branches that decided). Reflection runs on every
//! module, linked or not: user code may call `__nvvm_reflect` too.
//! Inkwell's `Module` is the interface; the raw C API is used inside for
//! what inkwell does not wrap (lazy bitcode, use lists, φ rebuilding).

pub mod cleanup;
pub mod find;
pub mod link;
pub mod reflect;

pub use find::{find, NotFound};
pub use link::{link, needed, LinkError, Linked};
pub use reflect::{ReflectError, ReflectOptions, Reflected};
