//! Size, alignment and field offsets for the nvptx64 data model.
//!
//! Records are laid out like clang does for NVPTX: each field at the next
//! multiple of its alignment, the record's alignment the largest of its
//! fields' (or the requested one if larger), size rounded up to it. Unions
//! put every field at offset 0.

use super::{TypeGraph, TypeId, TypeKind};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Layout {
    pub size: u64,
    pub align: u64,
}

fn round_up(x: u64, a: u64) -> u64 {
    x.div_ceil(a) * a
}

impl TypeGraph {
    /// Layout of a complete object type; `None` for incomplete types,
    /// functions and void.
    pub fn layout(&self, t: TypeId) -> Option<Layout> {
        // Iterative for arrays (the common deep case); records recurse on
        // field types, whose nesting depth sema bounds.
        match self.ukind(t) {
            TypeKind::Void | TypeKind::Function { .. } => None,
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
            TypeKind::Array(e, n) => {
                let el = self.layout(*e)?;
                let n = (*n)?;
                Some(Layout {
                    size: el.size.checked_mul(n)?,
                    align: el.align,
                })
            }
            TypeKind::Record(i) => {
                let r = &self.records[*i as usize];
                let fields = r.fields.as_ref()?;
                let mut size = 0u64;
                let mut align = 1u64;
                for f in fields {
                    let l = self.layout(f.ty)?;
                    align = align.max(l.align);
                    if r.is_union {
                        size = size.max(l.size);
                    } else {
                        size = round_up(size, l.align).checked_add(l.size)?;
                    }
                }
                if let Some(a) = r.align {
                    align = align.max(a);
                }
                // An empty record still has size 1, as in C++.
                let size = round_up(size.max(if fields.is_empty() { 1 } else { 0 }), align);
                Some(Layout { size, align })
            }
            TypeKind::Qualified(..) => None,
        }
    }

    /// Byte offset of each field of a complete record, in declaration order.
    pub fn field_offsets(&self, t: TypeId) -> Option<Vec<u64>> {
        let r = self.record(t)?;
        let mut out = Vec::new();
        let mut off = 0u64;
        for f in r.fields.as_ref()? {
            let l = self.layout(f.ty)?;
            if r.is_union {
                out.push(0);
            } else {
                off = round_up(off, l.align);
                out.push(off);
                off += l.size;
            }
        }
        Some(out)
    }
}

#[cfg(test)]
mod tests {
    use super::super::*;

    #[test]
    fn scalar_and_array_layouts() {
        let mut g = TypeGraph::new();
        let d = g.float(FloatKind::Double);
        assert_eq!(g.layout(d), Some(Layout { size: 8, align: 8 }));
        let c = g.int(IntKind::Char);
        let a = g.array(c, Some(5));
        assert_eq!(g.layout(a), Some(Layout { size: 5, align: 1 }));
        let u = g.array(c, None);
        assert_eq!(g.layout(u), None);
    }

    #[test]
    fn record_padding_and_unions() {
        let mut g = TypeGraph::new();
        let c = g.int(IntKind::Char);
        let d = g.float(FloatKind::Double);
        let i = g.int(IntKind::Int);
        let s = g.new_record("S".into(), false);
        g.record_mut(s).unwrap().fields = Some(vec![
            Field {
                name: "a".into(),
                ty: c,
            },
            Field {
                name: "b".into(),
                ty: d,
            },
            Field {
                name: "c".into(),
                ty: i,
            },
        ]);
        assert_eq!(g.layout(s), Some(Layout { size: 24, align: 8 }));
        assert_eq!(g.field_offsets(s), Some(vec![0, 8, 16]));
        let u = g.new_record("U".into(), true);
        g.record_mut(u).unwrap().fields = Some(vec![
            Field {
                name: "a".into(),
                ty: c,
            },
            Field {
                name: "b".into(),
                ty: i,
            },
        ]);
        assert_eq!(g.layout(u), Some(Layout { size: 4, align: 4 }));
    }

    #[test]
    fn requested_alignment_rounds_size() {
        let mut g = TypeGraph::new();
        let f = g.float(FloatKind::Float);
        let s = g.new_record("float4".into(), false);
        let r = g.record_mut(s).unwrap();
        r.fields = Some(
            ["x", "y", "z", "w"]
                .iter()
                .map(|n| Field {
                    name: n.to_string(),
                    ty: f,
                })
                .collect(),
        );
        r.align = Some(16);
        assert_eq!(
            g.layout(s),
            Some(Layout {
                size: 16,
                align: 16
            })
        );
    }
}
