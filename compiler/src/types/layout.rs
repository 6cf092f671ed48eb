//! Size, alignment and field offsets for the nvptx64 data model.
//!
//! Records are laid out like clang-19 does for NVPTX (the Itanium C++ ABI
//! rules): each field at the next multiple of its alignment (the type's,
//! raised by an `aligned`/`alignas` request on the field, lowered to 1 in a
//! `packed` record unless the field asks for more), the record's alignment
//! the largest of its fields' (or the requested one if larger), size
//! rounded up to it; an empty record has size 1. Unions put every field at
//! offset 0.
//!
//! `#pragma pack(N)` in effect at a record's definition
//! ([`super::Record::max_field_align`]) caps every member's and base's
//! alignment at N bytes, even one asked for with `aligned`/`alignas`; the
//! record's own alignment request is not capped.
//!
//! Bit-fields (clang's `ItaniumRecordLayoutBuilder::LayoutBitField`): a
//! bit-field of type `T` and width `w` goes at the next free *bit*; if it
//! would straddle a `T`-aligned boundary (`off % align(T) + w > bits(T)`)
//! it starts at the next `T`-aligned bit instead (never in a packed
//! record, nor under `#pragma pack`, which also caps a non-zero-width
//! bit-field's alignment). A zero-width bit-field moves the next free bit to the next
//! `T` boundary. Named bit-fields raise the record's alignment to
//! `align(T)`; unnamed ones do not (NVPTX does not use zero-length
//! bit-field alignment). A field after bit-fields starts at the next byte.
//!
//! Each bit-field is read and written through an *access unit*
//! ([`BitAccess`]): the smallest naturally aligned 1/2/4/8-byte integer that
//! holds all its bits without reaching bytes of a neighbouring non-bit-field
//! member or across a zero-width bit-field (those are separate memory
//! locations in C++), else the exact bytes it spans.
//!
//! [`RecordLayout::elems`] is the LLVM struct body: members, bit-field runs
//! as integer storage units, explicit `[N x i8]` padding; `packed` when
//! LLVM's natural placement of the elements would not give these offsets.
//!
//! Bases (`Record::bases`, direct and non-virtual) are placed before the
//! fields as the Itanium ABI does: an empty base at offset 0 unless an empty
//! subobject of the same type is already there, a non-empty one at the data
//! size so far, taking only its data size when it is not POD for layout
//! (`Record::non_pod`: user-declared constructors, destructor or copy
//! assignment, non-public or default-initialised members), so a derived
//! class reuses a non-POD base's tail padding. Such a base is an
//! `LlvmElem::Bytes` element (`[dsize x i8]`; constants write its image
//! through `codegen/const_bytes.rs`), and stores of a class whose tail may be
//! reused write every element but the trailing padding
//! (`TypeGraph::tail_may_overlap`), as clang's potentially-overlapping
//! copies do.
//!
//! This one function decides the LLVM struct body too, so `typetrans` never
//! computes offsets itself, and codegen GEPs to `FieldLayout::elem`, not to
//! the member index. Plain records leave the padding LLVM's alignment gives
//! implicit (clang's spelling); records with bit-field units keep every byte
//! explicit, since their constant initialisers are built from running
//! offsets. Layouts are checked against clang-19's by `tests/layout/`.

use super::{TypeGraph, TypeId, TypeKind};
use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::Rc;

/// Computed record layouts: `(size, align)` and LLVM alignment per record.
#[derive(Debug, Default)]
pub(crate) struct Memo {
    sizes: RefCell<HashMap<TypeId, Layout>>,
    /// Data sizes (without tail padding), computed with `sizes`.
    dsizes: RefCell<HashMap<TypeId, u64>>,
    llvm_aligns: RefCell<HashMap<TypeId, u64>>,
    /// Records whose layout is being computed: met again by value, they
    /// form a cycle (only a hand-built graph can have one) and have none.
    busy: RefCell<std::collections::HashSet<TypeId>>,
    /// Each record's empty subobjects with their offsets: computed once,
    /// since a record's are its bases' and members' shifted, and
    /// recomputing them per use is exponential in the nesting depth
    /// (Thrust's tuples nest dozens deep).
    empties: RefCell<HashMap<TypeId, EmptySubobjects>>,
    /// The non-virtual alignment of records with virtual bases (what a
    /// base subobject of one needs; `dsizes` holds its data size).
    pub(super) nv_aligns: RefCell<HashMap<TypeId, u64>>,
}

impl Memo {
    pub(crate) fn clear(&mut self) {
        self.sizes.get_mut().clear();
        self.dsizes.get_mut().clear();
        self.llvm_aligns.get_mut().clear();
        self.busy.get_mut().clear();
        self.empties.get_mut().clear();
        self.nv_aligns.get_mut().clear();
    }
}

/// Empty class subobjects with their byte offsets in an object.
type EmptySubobjects = Rc<[(TypeId, u64)]>;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Layout {
    pub size: u64,
    pub align: u64,
}

/// How a bit-field is reached: load the `unit_size`-byte integer at
/// `unit_offset` (alignment `unit_align`), the field is bits
/// `shift .. shift + width` of it (little-endian).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BitAccess {
    pub unit_offset: u64,
    pub unit_size: u64,
    pub unit_align: u64,
    pub shift: u32,
    pub width: u32,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FieldLayout {
    /// Offset of the field's first bit from the record's start.
    pub bit_offset: u64,
    /// `Some` for a bit-field of non-zero width.
    pub bits: Option<BitAccess>,
    /// Index of the LLVM struct element holding this (non-bit-field)
    /// member of a struct; `None` for bit-fields and union members.
    pub elem: Option<u32>,
}

impl FieldLayout {
    pub fn byte_offset(&self) -> u64 {
        self.bit_offset / 8
    }
}

/// One element of a record's LLVM struct body.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LlvmElem {
    /// A member of this type.
    Field(TypeId),
    /// An integer storage unit of this many bytes (bit-fields).
    Int(u64),
    /// `[N x i8]` padding.
    Pad(u64),
    /// `[N x i8]` holding a base subobject whose tail padding the derived
    /// class reuses (never dropped as padding).
    Bytes(u64),
    /// A dynamic class's own vtable pointer (a generic `ptr`, offset 0).
    VPtr,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RecordLayout {
    pub size: u64,
    pub align: u64,
    /// One per field, in declaration order.
    pub fields: Vec<FieldLayout>,
    /// Byte offset of each direct base, in declaration order.
    pub bases: Vec<u64>,
    /// The LLVM struct element holding each direct base (`None`: an
    /// empty base).
    pub base_elems: Vec<Option<u32>>,
    pub elems: Vec<LlvmElem>,
    /// The LLVM struct must be packed (`<{ … }>`) to get these offsets.
    pub packed: bool,
}

/// How the record being laid out places its bases: packed, or capped by
/// `#pragma pack`.
#[derive(Clone, Copy)]
struct BasePlacement {
    packed: bool,
    pack: Option<u64>,
}

/// Where base placement stands in the record being laid out: the empty
/// subobjects placed, the data size (bits), the least size empty bases
/// need, the alignment.
struct Placing<'a> {
    empties: &'a mut Vec<(TypeId, u64)>,
    data_bits: &'a mut u64,
    size_floor: &'a mut u64,
    align: &'a mut u64,
}

/// What `record_core` computes for one record.
struct Core {
    size: u64,
    align: u64,
    /// Data size: the end of the last member, without tail padding.
    dsize: u64,
    fields: Vec<FieldLayout>,
    /// Each field's type layout.
    ls: Vec<Layout>,
    /// Byte offset of each direct base.
    bases: Vec<u64>,
    /// Each virtual base (direct or indirect) and its byte offset.
    vbases: Vec<(TypeId, u64)>,
    /// The alignment without the virtual bases (when there are any).
    nv_align: Option<u64>,
}

fn round_up(x: u64, a: u64) -> u64 {
    x.div_ceil(a.max(1)) * a.max(1)
}

/// The alignment an address `base + off` is known to have when `base` is
/// `base_align`-aligned.
fn offset_align(off: u64, base_align: u64) -> u64 {
    if off == 0 {
        base_align
    } else {
        (1u64 << off.trailing_zeros()).min(base_align)
    }
}

/// The access unit of bits `[b, b + w)` that stays inside bytes `[lo, hi)`.
fn access_unit(b: u64, w: u32, lo: u64, hi: u64, rec_align: u64) -> BitAccess {
    let first = b / 8;
    let last = (b + w as u64 - 1) / 8;
    for n in [1u64, 2, 4, 8] {
        let start = first / n * n;
        if start >= lo && start + n > last && start + n <= hi {
            return BitAccess {
                unit_offset: start,
                unit_size: n,
                unit_align: offset_align(start, rec_align).min(n),
                shift: (b - start * 8) as u32,
                width: w,
            };
        }
    }
    let n = last - first + 1;
    BitAccess {
        unit_offset: first,
        unit_size: n,
        unit_align: offset_align(first, rec_align).min(n.next_power_of_two()),
        shift: (b - first * 8) as u32,
        width: w,
    }
}

impl TypeGraph {
    /// Layout of a complete object type; `None` for incomplete types,
    /// functions and void.
    pub fn layout(&self, t: TypeId) -> Option<Layout> {
        // Records recurse on field types, whose nesting depth sema bounds.
        match self.ukind(t) {
            TypeKind::Void | TypeKind::Auto | TypeKind::Function { .. } => None,
            TypeKind::Bool => Some(Layout { size: 1, align: 1 }),
            TypeKind::Int(k) => {
                let b = (k.bits() / 8) as u64;
                Some(Layout { size: b, align: b })
            }
            TypeKind::Float(k) => {
                let b = (k.bits() / 8) as u64;
                Some(Layout { size: b, align: b })
            }
            TypeKind::Nullptr
            | TypeKind::Pointer(_)
            | TypeKind::LValueRef(_)
            | TypeKind::RValueRef(_) => Some(Layout { size: 8, align: 8 }),
            // `{ptr, adj}` for a member function, an offset for data.
            TypeKind::MemberPointer(_, m) if self.is_function(*m) => {
                Some(Layout { size: 16, align: 8 })
            }
            TypeKind::MemberPointer(..) => Some(Layout { size: 8, align: 8 }),
            TypeKind::Array(e, n) => {
                let el = self.layout(*e)?;
                let n = (*n)?;
                Some(Layout {
                    size: el.size.checked_mul(n)?,
                    align: el.align,
                })
            }
            TypeKind::Record(_) => {
                let t = self.unqual(t);
                if let Some(l) = self.layout_memo.sizes.borrow().get(&t) {
                    return Some(*l);
                }
                if !self.layout_memo.busy.borrow_mut().insert(t) {
                    return None;
                }
                self.lay_out_members_first(t);
                let core = self.record_core(t);
                self.layout_memo.busy.borrow_mut().remove(&t);
                let c = core?;
                let l = Layout {
                    size: c.size,
                    align: c.align,
                };
                self.layout_memo.sizes.borrow_mut().insert(t, l);
                self.layout_memo.dsizes.borrow_mut().insert(t, c.dsize);
                if let Some(a) = c.nv_align {
                    self.layout_memo.nv_aligns.borrow_mut().insert(t, a);
                }
                Some(l)
            }
            TypeKind::Enum(i) => self.layout(self.enums[*i as usize].underlying),
            TypeKind::Qualified(..) => None,
        }
    }

    /// Lays out the records `t` holds by value (through fields, arrays and
    /// qualifiers), innermost first, with an explicit stack: each is then
    /// computed from memoised members, so records nested thousands deep
    /// never recurse deeply.
    fn lay_out_members_first(&self, t: TypeId) {
        let members = |r: TypeId| -> Vec<TypeId> {
            let mut out = Vec::new();
            let Some(rec) = self.record(r) else {
                return out;
            };
            out.extend(rec.bases.iter().map(|&b| self.unqual(b)));
            out.extend(rec.virtual_bases.iter().map(|&b| self.unqual(b)));
            let Some(fields) = rec.fields.as_ref() else {
                return out;
            };
            for f in fields {
                let mut ty = f.ty;
                loop {
                    match self.ukind(ty) {
                        TypeKind::Array(e, _) => ty = *e,
                        TypeKind::Record(_) => {
                            out.push(self.unqual(ty));
                            break;
                        }
                        _ => break,
                    }
                }
            }
            out
        };
        let mut seen = std::collections::HashSet::new();
        // (record, its members were pushed)
        let mut stack: Vec<(TypeId, bool)> = members(t).into_iter().map(|m| (m, false)).collect();
        while let Some((r, expanded)) = stack.pop() {
            let done = self.layout_memo.sizes.borrow().contains_key(&r);
            if done || self.layout_memo.busy.borrow().contains(&r) {
                continue;
            }
            if expanded {
                self.layout(r);
                self.llvm_align(r);
            } else if seen.insert(r) {
                stack.push((r, true));
                stack.extend(members(r).into_iter().map(|m| (m, false)));
            }
        }
    }

    /// Byte offset of each field of a complete record, in declaration order
    /// (for a bit-field, the byte holding its first bit).
    pub fn field_offsets(&self, t: TypeId) -> Option<Vec<u64>> {
        Some(
            self.record_core(t)?
                .fields
                .iter()
                .map(|f| f.byte_offset())
                .collect(),
        )
    }

    /// The full layout of a complete record: offsets, bit-field access
    /// units and the LLVM struct body.
    pub fn record_layout(&self, t: TypeId) -> Option<RecordLayout> {
        let r = self.record(t)?;
        let fields = r.fields.as_ref()?;
        let core = self.record_core(t)?;
        let (size, align, mut out, ls) = (core.size, core.align, core.fields, core.ls);
        // Non-empty bases as struct elements: the base's own type when all
        // of it fits before the next subobject, else its data bytes.
        let mut base_elems = Vec::new();
        for (i, (&b, &o)) in r.bases.iter().zip(&core.bases).enumerate() {
            if self.is_empty_record(b) {
                continue;
            }
            // The next subobject after this one (a primary base is laid
            // out first, so offsets need not follow the base order).
            let next = core
                .bases
                .iter()
                .zip(&r.bases)
                .filter(|(&no, &nb)| no > o && !self.is_empty_record(nb))
                .map(|(&no, _)| no)
                .chain(out.iter().map(|f| f.byte_offset()))
                .min()
                .unwrap_or(size);
            let full = self.layout(b)?.size;
            // A base with virtual bases holds only its non-virtual part.
            let e = if o + full <= next && !self.has_virtual_bases(b) {
                (o, full, LlvmElem::Field(b), i)
            } else {
                let d = self.base_data_size(b)?;
                (o, d, LlvmElem::Bytes(d), i)
            };
            base_elems.push(e);
        }
        base_elems.sort_by_key(|&(o, ..)| o);
        let own_vptr = r.dynamic && self.primary_base(t).is_none();
        let mut base_at = vec![None; r.bases.len()];
        let elems = if fields.is_empty() && base_elems.is_empty() && !own_vptr {
            vec![LlvmElem::Int(1)]
        } else if r.is_union {
            union_elems(fields, &out, &ls, size)
        } else {
            // Virtual bases after the fields: their non-virtual bytes.
            let mut vbase_elems = Vec::new();
            let shared = self.shared_virtual_bases(t);
            for &(v, o) in &core.vbases {
                if !self.is_empty_record(v) && !shared.contains(&v) {
                    let d = self.base_data_size(v)?;
                    vbase_elems.push((o, d, LlvmElem::Bytes(d)));
                }
            }
            let parts = StructParts {
                vptr: own_vptr,
                bases: &base_elems,
                fields,
                ls: &ls,
                vbases: &vbase_elems,
                size,
            };
            struct_elems(&parts, &mut base_at, &mut out)
        };
        // Would LLVM's natural placement reproduce our offsets and size?
        // Each element with the offset the layout gives it (the body as
        // built spells every byte, so offsets are running sums).
        let elem_size = |e: &LlvmElem| -> Option<u64> {
            Some(match *e {
                LlvmElem::Field(t) => self.layout(t)?.size,
                LlvmElem::VPtr => 8,
                LlvmElem::Int(n) | LlvmElem::Pad(n) | LlvmElem::Bytes(n) => n,
            })
        };
        let mut placed: Vec<(LlvmElem, u64)> = Vec::with_capacity(elems.len());
        let mut at = 0u64;
        for e in &elems {
            placed.push((*e, at));
            at += elem_size(e)?;
        }
        // Would LLVM's natural placement of these elements put each at its
        // offset and give the record's size?
        let natural = |placed: &[(LlvmElem, u64)]| -> Option<bool> {
            let mut end = 0u64;
            let mut max_a = 1u64;
            let mut fits = true;
            for (e, off) in placed {
                let a = match *e {
                    LlvmElem::Field(t) => self.llvm_align(t)?,
                    LlvmElem::VPtr => 8,
                    LlvmElem::Int(n) => n.next_power_of_two(),
                    LlvmElem::Pad(_) | LlvmElem::Bytes(_) => 1,
                };
                fits &= round_up(end, a) == *off;
                end = *off + elem_size(e)?;
                max_a = max_a.max(a);
            }
            // Also not when LLVM would align the struct more than the record
            // is (a packed record): clang writes `<{ … }>` then.
            Some(fits && round_up(end, max_a) == size && max_a <= align)
        };
        // Padding that LLVM's own alignment supplies (before a member, or
        // at the end up to the struct's alignment) is left implicit, as
        // clang leaves it — unless the body then is not natural after all.
        // Records with bit-field units keep every byte explicit: their
        // constant initialisers are built element by element from offsets.
        let has_units = placed.iter().any(|(e, _)| matches!(e, LlvmElem::Int(_)));
        let lean: Vec<(LlvmElem, u64)> = placed
            .iter()
            .copied()
            .filter(|(e, _)| !matches!(e, LlvmElem::Pad(_)))
            .collect();
        let lean_ok = !has_units && !lean.is_empty() && lean.len() < placed.len();
        let (elems, packed) = if lean_ok && natural(&lean)? {
            let mut next = 0u32;
            let remap: Vec<Option<u32>> = placed
                .iter()
                .map(|(e, _)| {
                    (!matches!(e, LlvmElem::Pad(_))).then(|| {
                        next += 1;
                        next - 1
                    })
                })
                .collect();
            for f in &mut out {
                f.elem = f
                    .elem
                    .and_then(|i| remap.get(i as usize).copied().flatten());
            }
            for b in &mut base_at {
                *b = b.and_then(|i| remap.get(i as usize).copied().flatten());
            }
            (lean.into_iter().map(|(e, _)| e).collect(), false)
        } else {
            let packed = !natural(&placed)?;
            (elems, packed)
        };
        Some(RecordLayout {
            size,
            align,
            fields: out,
            bases: core.bases,
            base_elems: base_at,
            elems,
            packed,
        })
    }

    /// Size, alignment, field placement (with bit-field access units) and
    /// each field's type layout. Calls `layout` once per field, so nested
    /// records cost linear time in the nesting depth.
    fn record_core(&self, t: TypeId) -> Option<Core> {
        let r = self.record(t)?;
        let fields = r.fields.as_ref()?;
        let union = r.is_union;
        let pack = r.max_field_align;
        let mut ls: Vec<Layout> = Vec::with_capacity(fields.len());
        for f in fields {
            ls.push(self.layout(f.ty)?);
        }
        let mut out: Vec<FieldLayout> = Vec::with_capacity(fields.len());
        // `data_bits`: where the next non-bit-field may start (whole bytes);
        // `next_bit`: where the next bit-field may start.
        let mut data_bits = 0u64;
        let mut next_bit = 0u64;
        let mut align = 1u64;
        // Base subobjects first (Itanium ABI): an empty base at offset 0,
        // a non-empty one at the data size rounded up to its alignment,
        // each moved on while an empty subobject of the same type would
        // share an address with one already placed. A non-POD base
        // contributes only its data size, so later members may reuse its
        // tail padding.
        let mut bases = vec![0u64; r.bases.len()];
        let mut empties: Vec<(TypeId, u64)> = Vec::new();
        let mut size_floor = 0u64;
        // A dynamic class's vtable pointer is at offset 0: its primary
        // base's (the first dynamic base, laid out first whatever its
        // place in the base list), else its own.
        let primary = self.primary_base(t);
        if r.dynamic && primary.is_none() {
            let mut va = if r.packed { 1 } else { 8 };
            if let Some(p) = pack {
                va = va.min(p);
            }
            data_bits = 64;
            next_bit = 64;
            align = align.max(va);
        }
        let order = primary
            .into_iter()
            .chain((0..r.bases.len()).filter(|&i| Some(i) != primary));
        let how = BasePlacement {
            packed: r.packed,
            pack,
        };
        for i in order {
            let mut at = Placing {
                empties: &mut empties,
                data_bits: &mut data_bits,
                size_floor: &mut size_floor,
                align: &mut align,
            };
            bases[i] = self.place_base(r.bases[i], how, &mut at)?;
            next_bit = data_bits;
        }
        let bases_end = data_bits / 8;
        for (f, &l) in fields.iter().zip(&ls) {
            match f.bit_width {
                None => {
                    let mut fa = if r.packed { 1 } else { l.align };
                    fa = fa.max(f.align.unwrap_or(1));
                    if let Some(p) = pack {
                        fa = fa.min(p);
                    }
                    let mut off = if union {
                        0
                    } else {
                        round_up(data_bits.div_ceil(8), fa)
                    };
                    if !empties.is_empty() {
                        // A member must not share an address with an empty
                        // base subobject of the same type either.
                        let subs = self.empty_subobjects(f.ty);
                        while subs.iter().any(|&(s, o)| empties.contains(&(s, off + o))) {
                            off += fa;
                        }
                        empties.extend(subs.iter().map(|&(s, o)| (s, off + o)));
                    }
                    let end = off.checked_add(l.size)?.checked_mul(8)?;
                    data_bits = data_bits.max(end);
                    next_bit = data_bits;
                    align = align.max(fa);
                    out.push(FieldLayout {
                        bit_offset: off * 8,
                        bits: None,
                        elem: None,
                    });
                }
                Some(w) => {
                    let w = w as u64;
                    let unit_bits = l.size * 8;
                    let explicit = f.align.map(|a| a * 8);
                    let mut fa = if r.packed && w != 0 { 1 } else { l.align * 8 };
                    if let Some(e) = explicit {
                        fa = fa.max(e);
                    }
                    let pack_bits = pack.map(|p| p * 8);
                    if let (Some(p), true) = (pack_bits, w != 0) {
                        fa = fa.min(p);
                    }
                    // Under `#pragma pack` a bit-field may straddle its
                    // type's boundary (clang: no padding then), and an
                    // explicit alignment above the pack is ignored.
                    let may_pad = !r.packed && pack.is_none();
                    let mut off = if union { 0 } else { next_bit };
                    if w == 0 || (may_pad && off % fa + w > unit_bits) {
                        off = round_up(off, fa);
                    } else if let Some(e) = explicit.filter(|&e| pack_bits.is_none_or(|p| e <= p)) {
                        off = round_up(off, e);
                    }
                    if f.name.is_empty() {
                        fa = 8;
                    }
                    align = align.max(fa / 8);
                    if union {
                        data_bits = data_bits.max(round_up(w, 8));
                    } else {
                        next_bit = off + w;
                        data_bits = round_up(next_bit, 8);
                    }
                    out.push(FieldLayout {
                        bit_offset: off,
                        bits: None,
                        elem: None,
                    });
                }
            }
        }
        if let Some(a) = r.align {
            align = align.max(a);
        }
        let dsize = data_bits.div_ceil(8);
        // Virtual bases after the non-virtual part, which is all a base
        // subobject of this class holds (its data size and alignment).
        let (mut vbases, mut nv_align) = (Vec::new(), None);
        let mut all_bits = data_bits;
        let all_virtual = if union {
            Vec::new()
        } else {
            self.all_virtual_bases(t)
        };
        if !all_virtual.is_empty() {
            nv_align = Some(align);
            // A virtual base that is some class's primary base shares
            // that class's place (`vbase_layout.rs`).
            let shared = self.shared_virtual_bases(t);
            let mut placed = Vec::new();
            for v in all_virtual {
                if shared.contains(&v) {
                    continue;
                }
                let mut at = Placing {
                    empties: &mut empties,
                    data_bits: &mut all_bits,
                    size_floor: &mut size_floor,
                    align: &mut align,
                };
                let off = self.place_base(v, how, &mut at)?;
                placed.push((v, off));
            }
            vbases = if shared.is_empty() {
                placed
            } else {
                self.claim_shared_bases(t, &bases, placed)
            };
        }
        // An empty C++ class takes one byte; a class with members of
        // size zero only (a GNU zero-length array) keeps size 0, as in gcc
        // and clang.
        let least = u64::from(self.is_empty_record(t));
        let size = round_up(all_bits.div_ceil(8).max(size_floor).max(least), align);

        // Access units: runs of bit-fields end at non-bit-field members and
        // at zero-width bit-fields.
        let mut run: Vec<usize> = Vec::new();
        let mut lo = bases_end;
        let finish = |run: &mut Vec<usize>, lo: u64, hi: u64, out: &mut Vec<FieldLayout>| {
            for &i in run.iter() {
                let w = fields[i].bit_width.unwrap_or(0);
                let b = out[i].bit_offset;
                out[i].bits = Some(access_unit(b, w, lo, hi, align));
            }
            run.clear();
        };
        for (i, f) in fields.iter().enumerate() {
            match f.bit_width {
                _ if union => {
                    if f.bit_width.is_some_and(|w| w > 0) {
                        run.push(i);
                    }
                }
                Some(0) => {
                    let z = out[i].bit_offset / 8;
                    finish(&mut run, lo, z, &mut out);
                    lo = z;
                }
                Some(_) => run.push(i),
                None => {
                    let o = out[i].byte_offset();
                    finish(&mut run, lo, o, &mut out);
                    lo = o + ls[i].size;
                }
            }
        }
        // The last run's unit ends before the virtual bases.
        let hi = vbases
            .iter()
            .map(|&(_, o)| o)
            .filter(|&o| o >= lo)
            .min()
            .unwrap_or(size);
        finish(&mut run, if union { 0 } else { lo }, hi, &mut out);
        Some(Core {
            size,
            align,
            dsize,
            fields: out,
            ls,
            bases,
            vbases,
            nv_align,
        })
    }

    /// Places a base subobject of class `b` (non-virtual, or a virtual
    /// one in the most derived class) as the Itanium ABI does: an empty
    /// base at offset 0, a non-empty one at the data size so far rounded
    /// up to its alignment, each moved on while an empty subobject of the
    /// same type would share an address with one already placed. A
    /// non-POD base contributes only its data size, so later members may
    /// reuse its tail padding. Returns its offset.
    fn place_base(&self, b: TypeId, how: BasePlacement, at: &mut Placing<'_>) -> Option<u64> {
        let bl = self.layout(b)?;
        let mut ba = if how.packed {
            1
        } else {
            self.align_as_base(b)?
        };
        if let Some(p) = how.pack {
            ba = ba.min(p);
        }
        let empty = self.is_empty_record(b);
        let dsize = at.data_bits.div_ceil(8);
        let subs = self.empty_subobjects(b);
        let mut off = if empty { 0 } else { round_up(dsize, ba) };
        while subs
            .iter()
            .any(|&(s, o)| at.empties.contains(&(s, off + o)))
        {
            // An empty base that conflicts at 0 moves to the data
            // size (when that is past 0), then on by its alignment.
            let at_dsize = round_up(dsize, ba);
            off = if empty && off == 0 && at_dsize > 0 {
                at_dsize
            } else {
                off + ba
            };
        }
        at.empties.extend(subs.iter().map(|&(s, o)| (s, off + o)));
        if empty {
            *at.size_floor = (*at.size_floor).max(off + bl.size);
        } else {
            *at.data_bits = (off + self.base_data_size(b)?) * 8;
        }
        *at.align = (*at.align).max(ba);
        Some(off)
    }

    /// Whether `t` is an empty class: no data members but unnamed
    /// zero-width bit-fields, and only empty bases.
    pub fn is_empty_record(&self, t: TypeId) -> bool {
        let Some(r) = self.record(t) else {
            return false;
        };
        let Some(fields) = &r.fields else {
            return false;
        };
        !r.dynamic
            && fields
                .iter()
                .all(|f| f.name.is_empty() && f.bit_width == Some(0))
            && r.bases.iter().all(|&b| self.is_empty_record(b))
    }

    /// The primary base of a dynamic class (Itanium ABI 2.4): the index
    /// of its first dynamic direct base, which shares its vtable pointer
    /// at offset 0. `None` for other classes.
    pub fn primary_base(&self, t: TypeId) -> Option<usize> {
        let r = self.record(t)?;
        if !r.dynamic {
            return None;
        }
        r.bases.iter().position(|&b| self.is_dynamic(b))
    }

    /// POD for the purpose of layout (C++03 POD, the Itanium ABI's
    /// criterion for reusing a base's tail padding).
    pub fn is_pod_for_layout(&self, t: TypeId) -> bool {
        let Some(r) = self.record(t) else {
            return !matches!(
                self.ukind(t),
                TypeKind::LValueRef(_) | TypeKind::RValueRef(_)
            );
        };
        let Some(fields) = &r.fields else {
            return false;
        };
        !r.non_pod
            && r.bases.is_empty()
            && fields.iter().all(|f| {
                let mut ty = f.ty;
                while let TypeKind::Array(e, _) = self.ukind(ty) {
                    ty = *e;
                }
                self.is_pod_for_layout(ty)
            })
    }

    /// The bytes a base subobject of type `b` occupies for its derived
    /// class: its size when POD, else its data size (without tail padding).
    fn base_data_size(&self, b: TypeId) -> Option<u64> {
        if self.is_pod_for_layout(b) {
            Some(self.layout(b)?.size)
        } else {
            self.data_size(b)
        }
    }

    /// The data size of complete record `t`: the end of its last member,
    /// without tail padding (memoised with its layout).
    pub(super) fn data_size(&self, t: TypeId) -> Option<u64> {
        let t = self.unqual(t);
        self.layout(t)?;
        self.layout_memo.dsizes.borrow().get(&t).copied()
    }

    /// The empty class subobjects of an object of type `t` (itself, its
    /// bases and members, arrays element by element), with their offsets.
    fn empty_subobjects(&self, t: TypeId) -> EmptySubobjects {
        match self.ukind(t) {
            TypeKind::Array(e, Some(n)) => {
                let (e, n) = (*e, *n);
                // Only records can hold empty subobjects; bound the walk.
                if self.record(self.strip_arrays(e)).is_none() || n > 4096 {
                    return Rc::from([]);
                }
                let Some(el) = self.layout(e) else {
                    return Rc::from([]);
                };
                let inner = self.empty_subobjects(e);
                if inner.is_empty() {
                    return inner;
                }
                (0..n)
                    .flat_map(|i| inner.iter().map(move |&(s, o)| (s, o + i * el.size)))
                    .collect()
            }
            TypeKind::Record(_) => {
                let t = self.unqual(t);
                if let Some(v) = self.layout_memo.empties.borrow().get(&t) {
                    return v.clone();
                }
                let mut out = Vec::new();
                if self.is_empty_record(t) {
                    out.push((t, 0));
                }
                let core = self
                    .record(t)
                    .filter(|r| {
                        !r.bases.is_empty() || r.fields.as_ref().is_some_and(|f| !f.is_empty())
                    })
                    .and_then(|r| Some((r, self.record_core(t)?)));
                if let Some((r, core)) = core {
                    for (&b, &o) in r.bases.iter().zip(&core.bases) {
                        out.extend(self.empty_subobjects(b).iter().map(|&(s, x)| (s, x + o)));
                    }
                    for (f, fl) in r.fields.iter().flatten().zip(&core.fields) {
                        if f.bit_width.is_none() {
                            let o = fl.byte_offset();
                            out.extend(
                                self.empty_subobjects(f.ty).iter().map(|&(s, x)| (s, x + o)),
                            );
                        }
                    }
                }
                let v: EmptySubobjects = out.into();
                self.layout_memo.empties.borrow_mut().insert(t, v.clone());
                v
            }
            _ => Rc::from([]),
        }
    }

    fn strip_arrays(&self, mut t: TypeId) -> TypeId {
        while let TypeKind::Array(e, _) = self.ukind(t) {
            t = *e;
        }
        t
    }

    /// Whether storing a whole `t` could clobber another object: a
    /// non-POD class whose tail padding a derived class may reuse, so a
    /// store through a `t` lvalue (possibly a base subobject) must write
    /// its data bytes only, as clang's potentially-overlapping copies do.
    pub fn tail_may_overlap(&self, t: TypeId) -> bool {
        // The memoised sizes first: most records have no tail padding.
        self.record(t).is_some_and(|r| !r.is_union)
            && self
                .data_size(t)
                .zip(self.layout(t))
                .is_some_and(|(d, l)| d < l.size)
            && !self.is_pod_for_layout(t)
    }

    /// The byte offset of each virtual base of complete record `t` in an
    /// object of `t` itself (`all_virtual_bases` order).
    pub fn virtual_base_offsets(&self, t: TypeId) -> Option<Vec<(TypeId, u64)>> {
        Some(self.record_core(self.unqual(t))?.vbases)
    }

    /// Byte offsets of the direct bases of complete record `t`.
    pub fn base_offsets(&self, t: TypeId) -> Option<Vec<u64>> {
        Some(self.record_core(t)?.bases)
    }

    /// The alignment LLVM gives the in-memory type of `t` under the NVPTX
    /// data layout (records: 1 when packed, else their largest element's).
    pub fn llvm_align(&self, t: TypeId) -> Option<u64> {
        match self.ukind(t) {
            TypeKind::Array(e, _) => self.llvm_align(*e),
            TypeKind::Record(_) => {
                let t = self.unqual(t);
                if let Some(a) = self.layout_memo.llvm_aligns.borrow().get(&t) {
                    return Some(*a);
                }
                let r = self.record_layout(t)?;
                let mut a = 1;
                if !r.packed {
                    for e in &r.elems {
                        a = a.max(match *e {
                            LlvmElem::Field(t) => self.llvm_align(t)?,
                            LlvmElem::VPtr => 8,
                            LlvmElem::Int(n) => n.next_power_of_two(),
                            LlvmElem::Pad(_) | LlvmElem::Bytes(_) => 1,
                        });
                    }
                }
                self.layout_memo.llvm_aligns.borrow_mut().insert(t, a);
                Some(a)
            }
            _ => self.layout(t).map(|l| l.align),
        }
    }
}

/// A union's body: its first most-aligned, largest member (clang's
/// choice), padded to the union's size.
fn union_elems(
    fields: &[super::Field],
    out: &[FieldLayout],
    ls: &[Layout],
    size: u64,
) -> Vec<LlvmElem> {
    let mut best: Option<(u64, u64, LlvmElem)> = None;
    for ((f, fl), l) in fields.iter().zip(out).zip(ls) {
        let c = match (f.bit_width, fl.bits) {
            (Some(_), Some(b)) if b.unit_size.is_power_of_two() => {
                (b.unit_size, b.unit_size, LlvmElem::Int(b.unit_size))
            }
            (Some(_), _) => continue,
            (None, _) => (l.align, l.size, LlvmElem::Field(f.ty)),
        };
        match best {
            Some(b) if (b.0, b.1) >= (c.0, c.1) => {}
            _ => best = Some(c),
        }
    }
    let mut v = Vec::new();
    let mut used = 0;
    if let Some((_, s, e)) = best {
        v.push(e);
        used = s;
    }
    if size > used {
        v.push(LlvmElem::Pad(size - used));
    }
    v
}

/// A struct's body: members in order, each run of bit-fields as
/// integer units covering its bytes, explicit padding.
/// What a struct body is built from: the record's own vtable pointer, its
/// non-empty bases as elements `(offset, bytes, element, base index)` in
/// offset order, its fields and their type layouts, its size.
struct StructParts<'a> {
    vptr: bool,
    bases: &'a [(u64, u64, LlvmElem, usize)],
    fields: &'a [super::Field],
    ls: &'a [Layout],
    /// Virtual bases `(offset, bytes, element)` in offset order, after
    /// the fields.
    vbases: &'a [(u64, u64, LlvmElem)],
    size: u64,
}

fn struct_elems(
    parts: &StructParts<'_>,
    base_at: &mut [Option<u32>],
    out: &mut [FieldLayout],
) -> Vec<LlvmElem> {
    let StructParts {
        vptr,
        bases,
        fields,
        ls,
        vbases,
        size,
    } = *parts;
    let mut v = Vec::new();
    let mut cur = 0u64;
    if vptr {
        v.push(LlvmElem::VPtr);
        cur = 8;
    }
    for &(o, n, e, i) in bases {
        if o > cur {
            v.push(LlvmElem::Pad(o - cur));
        }
        base_at[i] = Some(v.len() as u32);
        v.push(e);
        cur = o + n;
    }
    // Bytes [s, e) of the pending bit-field run.
    let mut run: Option<(u64, u64)> = None;
    let flush = |v: &mut Vec<LlvmElem>, cur: &mut u64, run: &mut Option<(u64, u64)>, hi: u64| {
        if let Some((s, e)) = run.take() {
            if s > *cur {
                v.push(LlvmElem::Pad(s - *cur));
            }
            let mut b = s;
            while b < e {
                let fits = |n: u64| b % n == 0 && b + n <= hi;
                let n = [1u64, 2, 4, 8]
                    .into_iter()
                    .find(|&n| n >= e - b && fits(n))
                    .or_else(|| [8u64, 4, 2, 1].into_iter().find(|&n| n < e - b && fits(n)))
                    .unwrap_or(1);
                v.push(LlvmElem::Int(n));
                b += n;
            }
            *cur = b;
        }
    };
    for (i, f) in fields.iter().enumerate() {
        match f.bit_width {
            Some(0) => {
                let z = out[i].bit_offset / 8;
                flush(&mut v, &mut cur, &mut run, z);
            }
            Some(w) => {
                let b = out[i].bit_offset;
                let (s, e) = (b / 8, (b + w as u64).div_ceil(8));
                run = Some(match run {
                    Some((s0, e0)) => (s0, e0.max(e)),
                    None => (s, e),
                });
            }
            None => {
                let o = out[i].byte_offset();
                flush(&mut v, &mut cur, &mut run, o);
                if o > cur {
                    v.push(LlvmElem::Pad(o - cur));
                }
                out[i].elem = Some(v.len() as u32);
                v.push(LlvmElem::Field(f.ty));
                cur = o + ls[i].size;
            }
        }
    }
    for &(o, n, e) in vbases {
        flush(&mut v, &mut cur, &mut run, o);
        if o > cur {
            v.push(LlvmElem::Pad(o - cur));
        }
        v.push(e);
        cur = o + n;
    }
    flush(&mut v, &mut cur, &mut run, size);
    if size > cur {
        v.push(LlvmElem::Pad(size - cur));
    }
    v
}

#[cfg(test)]
mod tests;
