//! `-G`: DWARF descriptions of the type graph's types, as clang gives
//! them: base types with their DWARF encodings, pointers with the CUDA
//! address class of the memory they point to, references, cv-qualifiers,
//! arrays with their bounds, enums with their enumerators, and records
//! (structs, unions, lambdas' closures) with their bases, members and
//! bit-fields at the offsets `types::layout` gives.
//!
//! Invariants: each type is described once (`DebugInfo::described`); a
//! record is entered as a temporary node before its members are, so a
//! member that points back to it (`struct Node { Node *next; }`) refers
//! to the node that the finished record then replaces. Typedef names are
//! not in the type graph, so variables are described by what their
//! typedefs name.

use super::{text, DebugInfo};
use crate::types::{Cv, TypeId, TypeKind};
use llvm_sys::debuginfo as di;
use llvm_sys::prelude::LLVMMetadataRef;

// DWARF tags and base-type encodings (DWARF 5, §7.5, §7.8).
const DW_TAG_REFERENCE_TYPE: u32 = 0x10;
const DW_TAG_STRUCTURE_TYPE: u32 = 0x13;
const DW_TAG_UNION_TYPE: u32 = 0x17;
const DW_TAG_CONST_TYPE: u32 = 0x26;
const DW_TAG_VOLATILE_TYPE: u32 = 0x35;
const DW_TAG_RESTRICT_TYPE: u32 = 0x37;
const DW_TAG_RVALUE_REFERENCE_TYPE: u32 = 0x42;
const DW_ATE_BOOLEAN: u32 = 0x02;
const DW_ATE_FLOAT: u32 = 0x04;
const DW_ATE_SIGNED: u32 = 0x05;
const DW_ATE_SIGNED_CHAR: u32 = 0x06;
const DW_ATE_UNSIGNED: u32 = 0x07;
const DW_ATE_UNSIGNED_CHAR: u32 = 0x08;
const DW_ATE_UTF: u32 = 0x10;

impl DebugInfo<'_> {
    /// The descriptor of `t`; null for `void` (as DWARF leaves it).
    pub(super) fn ty(&mut self, t: TypeId) -> LLVMMetadataRef {
        if let Some(&d) = self.described.get(&t) {
            return d;
        }
        let d = self.describe(t);
        self.described.insert(t, d);
        d
    }

    fn size_align(&self, t: TypeId) -> (u64, u32) {
        self.types
            .layout(t)
            .map_or((0, 0), |l| (l.size * 8, (l.align * 8) as u32))
    }

    fn describe(&mut self, t: TypeId) -> LLVMMetadataRef {
        use crate::types::IntKind::*;
        let types = self.types;
        match types.kind(t).clone() {
            TypeKind::Void => std::ptr::null_mut(),
            TypeKind::Bool => self.base("bool", 8, DW_ATE_BOOLEAN),
            TypeKind::Int(k) => {
                let enc = match k {
                    Char | SChar => DW_ATE_SIGNED_CHAR,
                    UChar => DW_ATE_UNSIGNED_CHAR,
                    Char16 | Char32 => DW_ATE_UTF,
                    _ if k.signed() => DW_ATE_SIGNED,
                    _ => DW_ATE_UNSIGNED,
                };
                self.base(k.name(), k.bits() as u64, enc)
            }
            TypeKind::Float(k) => self.base(k.name(), k.bits() as u64, DW_ATE_FLOAT),
            TypeKind::Nullptr => self.unspecified("decltype(nullptr)"),
            // Described by its representation (DWARF's ptr_to_member_type
            // is not needed to step through device code).
            TypeKind::MemberPointer(_, m) if types.is_function(m) => {
                self.unspecified("pointer to member function")
            }
            TypeKind::MemberPointer(..) => self.base("long", 64, DW_ATE_SIGNED),
            TypeKind::Auto => self.unspecified("auto"),
            TypeKind::Pointer(p) => {
                let pointee = self.ty(p);
                let class = crate::nvvm::target::dwarf::address_class(types.cv(p).space);
                let (size, align) = self.size_align(t);
                // SAFETY: a live builder; an empty name.
                unsafe {
                    di::LLVMDIBuilderCreatePointerType(
                        self.dib,
                        pointee,
                        size,
                        align,
                        class.unwrap_or(0),
                        std::ptr::null(),
                        0,
                    )
                }
            }
            TypeKind::LValueRef(r) => self.wrap(DW_TAG_REFERENCE_TYPE, r),
            TypeKind::RValueRef(r) => self.wrap(DW_TAG_RVALUE_REFERENCE_TYPE, r),
            TypeKind::Array(e, n) => {
                let elem = self.ty(e);
                let (size, align) = self.size_align(t);
                // SAFETY: a live builder; the subscript outlives the call.
                unsafe {
                    let count = n.map_or(-1, |n| n as i64);
                    let mut sub = [di::LLVMDIBuilderGetOrCreateSubrange(self.dib, 0, count)];
                    di::LLVMDIBuilderCreateArrayType(
                        self.dib,
                        size,
                        align,
                        elem,
                        sub.as_mut_ptr(),
                        1,
                    )
                }
            }
            TypeKind::Function { ret, params, .. } => {
                let mut sig = vec![self.ty(ret)];
                for p in params {
                    sig.push(self.ty(p));
                }
                // SAFETY: a live builder; the signature outlives the call.
                unsafe {
                    di::LLVMDIBuilderCreateSubroutineType(
                        self.dib,
                        self.main_file,
                        sig.as_mut_ptr(),
                        sig.len() as u32,
                        di::LLVMDIFlagPrototyped,
                    )
                }
            }
            TypeKind::Record(_) => self.record(t),
            TypeKind::Enum(_) => self.enumeration(t),
            TypeKind::Qualified(u, cv) => self.qualified(u, cv),
        }
    }

    fn base(&mut self, name: &str, bits: u64, encoding: u32) -> LLVMMetadataRef {
        let n = text(name);
        // SAFETY: a live builder; the name with its length.
        unsafe {
            di::LLVMDIBuilderCreateBasicType(self.dib, n.0, n.1, bits, encoding, di::LLVMDIFlagZero)
        }
    }

    fn unspecified(&mut self, name: &str) -> LLVMMetadataRef {
        let n = text(name);
        // SAFETY: a live builder; the name with its length.
        unsafe { di::LLVMDIBuilderCreateUnspecifiedType(self.dib, n.0, n.1) }
    }

    fn wrap(&mut self, tag: u32, inner: TypeId) -> LLVMMetadataRef {
        let d = self.ty(inner);
        // SAFETY: a live builder; metadata it made.
        unsafe { di::LLVMDIBuilderCreateReferenceType(self.dib, tag, d) }
    }

    /// const/volatile/restrict around `u`; a memory space alone is no
    /// DWARF qualifier (pointers carry it as their address class).
    fn qualified(&mut self, u: TypeId, cv: Cv) -> LLVMMetadataRef {
        let mut d = self.ty(u);
        for (on, tag) in [
            (cv.is_const, DW_TAG_CONST_TYPE),
            (cv.is_volatile, DW_TAG_VOLATILE_TYPE),
            (cv.is_restrict, DW_TAG_RESTRICT_TYPE),
        ] {
            if on {
                // SAFETY: a live builder; metadata it made.
                d = unsafe { di::LLVMDIBuilderCreateQualifiedType(self.dib, tag, d) };
            }
        }
        d
    }

    fn enumeration(&mut self, t: TypeId) -> LLVMMetadataRef {
        let types = self.types;
        let Some(e) = types.enum_info(t) else {
            return self.unspecified("enum");
        };
        let unsigned = types.int_kind(e.underlying).is_some_and(|k| !k.signed());
        let underlying = self.ty(e.underlying);
        let mut items: Vec<LLVMMetadataRef> = e
            .enumerators
            .iter()
            .map(|(name, v)| {
                let n = text(name);
                // SAFETY: a live builder; the name with its length.
                unsafe {
                    di::LLVMDIBuilderCreateEnumerator(
                        self.dib,
                        n.0,
                        n.1,
                        *v as i64,
                        unsigned as i32,
                    )
                }
            })
            .collect();
        let name = types.display(t);
        let n = text(&name);
        let (size, align) = self.size_align(t);
        // SAFETY: a live builder; the name and items outlive the call.
        unsafe {
            di::LLVMDIBuilderCreateEnumerationType(
                self.dib,
                self.main_file,
                n.0,
                n.1,
                self.main_file,
                0,
                size,
                align,
                items.as_mut_ptr(),
                items.len() as u32,
                underlying,
            )
        }
    }

    /// A struct, class or union: a forward declaration while incomplete.
    fn record(&mut self, t: TypeId) -> LLVMMetadataRef {
        let types = self.types;
        let Some(r) = types.record(t) else {
            return self.unspecified("record");
        };
        let tag = if r.is_union {
            DW_TAG_UNION_TYPE
        } else {
            DW_TAG_STRUCTURE_TYPE
        };
        let name = types.display(t);
        let n = text(&name);
        let file = self.main_file;
        let (Some(fields), Some(layout)) = (r.fields.as_ref(), types.record_layout(t)) else {
            // SAFETY: a live builder; the name with its length.
            return unsafe {
                di::LLVMDIBuilderCreateForwardDecl(
                    self.dib,
                    tag,
                    n.0,
                    n.1,
                    file,
                    file,
                    0,
                    0,
                    0,
                    0,
                    std::ptr::null(),
                    0,
                )
            };
        };
        let (size, align) = (layout.size * 8, (layout.align * 8) as u32);
        // A placeholder first: members may point back to the record.
        // SAFETY: a live builder; the name with its length.
        let temp = unsafe {
            di::LLVMDIBuilderCreateReplaceableCompositeType(
                self.dib,
                tag,
                n.0,
                n.1,
                file,
                file,
                0,
                0,
                size,
                align,
                di::LLVMDIFlagFwdDecl,
                std::ptr::null(),
                0,
            )
        };
        self.described.insert(t, temp);
        let mut elems = Vec::new();
        for (&base, &offset) in r.bases.iter().zip(&layout.bases) {
            let b = self.ty(base);
            // SAFETY: a live builder; metadata it made.
            elems.push(unsafe {
                di::LLVMDIBuilderCreateInheritance(
                    self.dib,
                    temp,
                    b,
                    offset * 8,
                    0,
                    di::LLVMDIFlagPublic,
                )
            });
        }
        for (f, fl) in fields.iter().zip(&layout.fields) {
            if f.bit_width == Some(0) {
                continue;
            }
            let ft = self.ty(f.ty);
            let fname = text(&f.name);
            // SAFETY: a live builder; the name with its length.
            elems.push(unsafe {
                match (f.bit_width, fl.bits) {
                    (Some(w), Some(unit)) => di::LLVMDIBuilderCreateBitFieldMemberType(
                        self.dib,
                        temp,
                        fname.0,
                        fname.1,
                        file,
                        0,
                        w as u64,
                        fl.bit_offset,
                        unit.unit_offset * 8,
                        di::LLVMDIFlagBitField,
                        ft,
                    ),
                    _ => {
                        let (fsize, falign) = self.size_align(f.ty);
                        let falign = f.align.map_or(falign, |a| (a * 8) as u32);
                        di::LLVMDIBuilderCreateMemberType(
                            self.dib,
                            temp,
                            fname.0,
                            fname.1,
                            file,
                            0,
                            fsize,
                            falign,
                            fl.bit_offset,
                            di::LLVMDIFlagZero,
                            ft,
                        )
                    }
                }
            });
        }
        // SAFETY: a live builder; the name and members outlive the calls;
        // the placeholder is replaced once, by the finished record.
        unsafe {
            let d = if r.is_union {
                di::LLVMDIBuilderCreateUnionType(
                    self.dib,
                    file,
                    n.0,
                    n.1,
                    file,
                    0,
                    size,
                    align,
                    di::LLVMDIFlagZero,
                    elems.as_mut_ptr(),
                    elems.len() as u32,
                    0,
                    std::ptr::null(),
                    0,
                )
            } else {
                di::LLVMDIBuilderCreateStructType(
                    self.dib,
                    file,
                    n.0,
                    n.1,
                    file,
                    0,
                    size,
                    align,
                    di::LLVMDIFlagZero,
                    std::ptr::null_mut(),
                    elems.as_mut_ptr(),
                    elems.len() as u32,
                    0,
                    std::ptr::null_mut(),
                    std::ptr::null(),
                    0,
                )
            };
            di::LLVMMetadataReplaceAllUsesWith(temp, d);
            d
        }
    }
}
