//! What opaque pointers forget: the pointee of every pointer the module's
//! structs, functions, globals and stack slots hold, as C++ declared it,
//! for the LLVM 7 dialect of the NVVM IR export (`%struct.Node*` rather
//! than `i8*`).
//!
//! Input: the type graph and the translator's LLVM types, after every
//! function body is generated. Output: `nvvm::export::Pointees`.
//! Invariants: a hint erases (pointers made opaque) to exactly the LLVM
//! type it describes — the writer checks this and ignores any hint that
//! does not, so a hint can change only how a pointer is spelled, never
//! what the code does. Pointer chains are followed a bounded number of
//! levels (deeper ones stay neutral `i8*`), so nothing recurses without
//! limit.

use super::Cg;
use crate::nvvm::export::{Pointees, Typed};
use crate::types::{TypeId, TypeKind};
use crate::typetrans::spaces::pointer_space;
use inkwell::types::AsTypeRef;
use inkwell::values::AsValueRef;

/// How many pointer and array levels a hint spells (deeper ones are
/// left neutral).
const MAX_LEVELS: u32 = 4;

impl<'a, 'ctx> Cg<'a, 'ctx> {
    /// The pointee-carrying form of `t`, when `t` is a pointer or
    /// reference (or an array of them); `None` for anything else.
    pub(crate) fn typed_pointers(&mut self, t: TypeId) -> Option<Typed> {
        self.typed_at(t, 0)
    }

    fn typed_at(&mut self, t: TypeId, level: u32) -> Option<Typed> {
        let g = self.types;
        match g.ukind(t).clone() {
            TypeKind::Pointer(p) | TypeKind::LValueRef(p) | TypeKind::RValueRef(p) => {
                let space = pointer_space(g, t).map_or(0, |s| s as u32);
                let pointee = match g.ukind(p) {
                    // `void *` is `i8*`, as clang writes it; so are function
                    // pointers (their values are cast where called).
                    TypeKind::Void | TypeKind::Function { .. } | TypeKind::Auto => None,
                    _ if level + 1 >= MAX_LEVELS => None,
                    _ => self.typed_at(p, level + 1),
                };
                let pointee = match pointee {
                    Some(h) => h,
                    None => match g.ukind(p) {
                        TypeKind::Void | TypeKind::Function { .. } | TypeKind::Auto => {
                            Typed::Llvm(self.ctx.i8_type().as_type_ref())
                        }
                        _ => Typed::Llvm(self.tt.mem(g, p).as_type_ref()),
                    },
                };
                Some(Typed::Ptr(Box::new(pointee), space))
            }
            TypeKind::Array(e, n) if level + 1 < MAX_LEVELS => {
                let h = self.typed_at(e, level + 1)?;
                Some(Typed::Array(Box::new(h), n.unwrap_or(0)))
            }
            _ => None,
        }
    }

    /// The hints for everything the module defines (stack slots were
    /// noted as they were made).
    pub(crate) fn pointees(&mut self) -> Pointees {
        let mut p = std::mem::take(&mut self.alloca_pointees);
        // Struct fields, per LLVM field index.
        for (i, st) in self.tt.records() {
            let Some(name) = st.get_name().map(|n| n.to_string_lossy().into_owned()) else {
                continue;
            };
            let t = self.types.record_type(i);
            let Some(rl) = self.types.record_layout(t) else {
                continue;
            };
            let mut fields = Vec::with_capacity(rl.elems.len());
            for e in &rl.elems {
                fields.push(match *e {
                    crate::types::LlvmElem::Field(ft) => self.typed_pointers(ft),
                    _ => None,
                });
            }
            if fields.iter().any(Option::is_some) {
                p.structs.insert(name, fields);
            }
        }
        // Function parameters (a record parameter is `byval`: its type is
        // the attribute's).
        let funcs: Vec<_> = self.funcs.iter().map(|(id, fv)| (*id, *fv)).collect();
        for (id, fv) in funcs {
            let f = &self.checked.program.functions[id];
            let params: Vec<TypeId> = self.param_types(f.ty);
            let hints: Vec<Option<Typed>> = params
                .into_iter()
                .map(|t| {
                    if self.types.record(t).is_some() {
                        None
                    } else {
                        self.typed_pointers(t)
                    }
                })
                .collect();
            if hints.iter().any(Option::is_some) {
                let name = fv.get_name().to_string_lossy().into_owned();
                p.params.insert(name, hints);
            }
        }
        let globals: Vec<_> = self.globals.iter().map(|(id, gv)| (*id, *gv)).collect();
        for (id, gv) in globals {
            let g = &self.checked.program.globals[id];
            if let Some(h) = self.typed_pointers(g.ty) {
                let name = gv.get_name().to_string_lossy().into_owned();
                p.globals.insert(name, h);
            }
        }
        p
    }

    /// Note the declared type of stack slot `slot` (of C++ type `t`).
    pub(crate) fn note_alloca(&mut self, slot: inkwell::values::PointerValue<'ctx>, t: TypeId) {
        if let Some(h) = self.typed_pointers(t) {
            self.alloca_pointees
                .allocas
                .insert(slot.as_value_ref() as usize, h);
        }
    }
}
