//! The `--emit=types` listing.
//!
//! Input: a checked program (its `TypeGraph`, functions and globals).
//! Output: one line per type reachable from the device functions (their
//! types and locals) and the globals, in translation order (leaves first):
//!
//! `level 3  struct A  size 16 align 8  = %struct.A = type { ptr, i32 }`
//!
//! i.e. the type's level in the 10-level order, its C++ spelling (records
//! prefixed with `struct`/`union`, enumerations with `enum`/`enum class`), its size and alignment when it has a
//! layout (`incomplete` otherwise), the LLVM type (function types as LLVM
//! function types), and `carries addrspace(N)` when it holds pointers into
//! space N by value; then a last line `passes: N`, the number of
//! fixed-point passes the translation took.
//! Invariants: the listing depends only on the program (sorted levels,
//! `TypeId` order), so it is stable for tests.

use super::spaces::propagate;
use super::TypeTranslator;
use crate::sema::Checked;
use crate::types::{TypeGraph, TypeId, TypeKind};
use inkwell::context::Context;
use std::fmt::Write;

/// The roots of a program: device function types and locals, globals.
pub fn program_roots(c: &Checked) -> Vec<TypeId> {
    let mut roots = Vec::new();
    for f in c.program.functions.values() {
        if f.space.on_device() && f.body.is_some() {
            roots.push(f.ty);
            roots.extend(f.locals.values().map(|l| l.ty));
        }
    }
    roots.extend(c.program.globals.values().map(|g| g.ty));
    roots
}

/// The listing; `Err` is an internal error of the translator.
pub fn dump(c: &Checked) -> Result<String, String> {
    let ctx = Context::create();
    let mut tt = TypeTranslator::new(&ctx);
    dump_roots(&mut tt, &c.types, &program_roots(c))
}

pub fn dump_roots(
    tt: &mut TypeTranslator<'_>,
    g: &TypeGraph,
    roots: &[TypeId],
) -> Result<String, String> {
    let tr = tt.translate(g, roots)?;
    let carried = propagate(g, &tr.graph);
    let mut out = String::new();
    for &t in &tr.order.seq {
        let level = tr.order.level.get(&t).copied().unwrap_or(0);
        let name = match g.kind(t) {
            TypeKind::Record(i) => {
                let r = &g.records[*i as usize];
                let kw = if r.is_union { "union" } else { "struct" };
                format!("{kw} {}", r.name)
            }
            TypeKind::Enum(i) => {
                let e = &g.enums[*i as usize];
                let kw = if e.scoped { "enum class" } else { "enum" };
                format!("{kw} {}", e.name)
            }
            _ => g.display(t),
        };
        let layout = match g.layout(t) {
            Some(l) => format!("size {} align {}", l.size, l.align),
            None => "incomplete".to_string(),
        };
        // `void` has no memory type (the translator stores it as `i8` for
        // `void *` arithmetic); it is spelled as LLVM spells it.
        let llvm = if g.is_void(t) && g.unqual(t) == t {
            "void".to_string()
        } else if g.is_function(t) {
            tt.function(g, t).print_to_string().to_string()
        } else {
            tt.try_mem(g, t)?.print_to_string().to_string()
        };
        let _ = write!(out, "level {level}  {name}  {layout}  = {llvm}");
        if let Some(spaces) = carried.get(&t) {
            for s in spaces {
                let _ = write!(out, "  carries addrspace({s})");
            }
        }
        out.push('\n');
    }
    if let Some(e) = tt.take_error() {
        return Err(e);
    }
    let _ = writeln!(out, "passes: {}", tr.passes);
    Ok(out)
}
