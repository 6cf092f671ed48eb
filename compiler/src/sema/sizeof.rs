//! `sizeof`, `offsetof`: layouts as constant expressions.

use super::Sema;
use crate::ast;
use crate::ir::*;
use crate::source::Span;
use crate::types::{IntKind, TypeId};

impl Sema<'_> {
    /// `offsetof(T, designator)`: the byte offset of the designated
    /// member (`m`, `a.b`, `arr[2]`, members of bases and of anonymous
    /// unions included) from the start of record `T`.
    pub(crate) fn offset_of(&mut self, t: TypeId, designator: &ast::Expr, span: Span) -> Expr {
        let st = self.types.int(IntKind::ULong);
        let mut path = Vec::new();
        if !offsetof_path(designator, &mut path) {
            self.error(
                designator.span,
                "expected a member designator (a member name, '.member' or '[constant]')",
            );
            return self.error_expr(span);
        }
        let mut ty = t;
        let mut offset: u64 = 0;
        for part in path {
            match part {
                OffsetPart::Field(m) => {
                    let Some(rec_name) = self.types.record(ty).map(|r| r.name.clone()) else {
                        let d = self.describe_ty(ty);
                        self.error(
                            span,
                            format!(
                                "offsetof requires struct, union, or class type, '{d}' invalid"
                            ),
                        );
                        return self.error_expr(span);
                    };
                    if self.types.record_layout(ty).is_none() {
                        let d = self.describe_ty(ty);
                        self.error(span, format!("offsetof of incomplete type '{d}'"));
                        return self.error_expr(span);
                    }
                    match self.member_offset(ty, &m.name, 0) {
                        Some((_, _, true)) => {
                            self.error(
                                m.span,
                                format!("cannot compute offset of bit-field '{}'", m.name),
                            );
                            return self.error_expr(span);
                        }
                        Some((off, fty, false)) => {
                            offset += off;
                            ty = self.types.unqual(fty);
                        }
                        None => {
                            self.error(
                                m.span,
                                format!("no member named '{}' in '{rec_name}'", m.name),
                            );
                            return self.error_expr(span);
                        }
                    }
                }
                OffsetPart::Index(e) => {
                    let crate::types::TypeKind::Array(elem, _) = self.types.kind(ty).clone() else {
                        let d = self.describe_ty(ty);
                        self.error(
                            e.span,
                            format!("subscripted value in offsetof is not an array (type '{d}')"),
                        );
                        return self.error_expr(span);
                    };
                    let i = self.check_expr(e);
                    let Some(i) = self.fold(&i) else {
                        self.error(
                            e.span,
                            "the subscript in offsetof must be a constant expression",
                        );
                        return self.error_expr(span);
                    };
                    let size = self.types.layout(elem).map_or(0, |l| l.size);
                    offset = offset.wrapping_add((i as i64 as u64).wrapping_mul(size));
                    ty = self.types.unqual(elem);
                }
            }
        }
        Expr::new(ExprKind::Int(offset as i128), st, false, span)
    }

    /// Member `name` of record `t`: its byte offset, type and whether it is
    /// a bit-field. Searches the fields, then the members of anonymous
    /// unions and structs, then the bases (nearest first).
    pub(crate) fn member_offset(
        &mut self,
        t: TypeId,
        name: &str,
        depth: u32,
    ) -> Option<(u64, TypeId, bool)> {
        if depth > 64 {
            return None;
        }
        let rec = self.types.record(t)?;
        let fields = rec.fields.clone()?;
        let bases = rec.bases.clone();
        let layout = self.types.record_layout(t)?;
        if let Some(i) = fields.iter().position(|f| f.name == name) {
            let l = &layout.fields[i];
            return Some((l.byte_offset(), fields[i].ty, l.bits.is_some()));
        }
        for (i, f) in fields.iter().enumerate() {
            if f.name.is_empty() && f.bit_width.is_none() && self.types.is_record(f.ty) {
                let at = layout.fields[i].byte_offset();
                if let Some((o, ty, bits)) = self.member_offset(f.ty, name, depth + 1) {
                    return Some((at + o, ty, bits));
                }
            }
        }
        for (i, b) in bases.iter().enumerate() {
            if let Some((o, ty, bits)) = self.member_offset(*b, name, depth + 1) {
                return Some((layout.bases[i] + o, ty, bits));
            }
        }
        None
    }

    pub(crate) fn size_of(&mut self, t: TypeId, span: Span) -> Expr {
        let st = self.types.int(IntKind::ULong);
        let t = self.types.referee(t).unwrap_or(t);
        self.require_complete(t);
        // A class whose definition cudac could not compile has no layout
        // to trust: its size is never folded silently.
        let reported = self.report_if_unusable_part(t, span);
        match self.types.layout(t) {
            Some(l) => Expr::new(ExprKind::Int(l.size as i128), st, false, span),
            None => {
                let d = self.describe_ty(t);
                if !reported {
                    self.incomplete_error(
                        t,
                        span,
                        format!("invalid application of 'sizeof' to an incomplete type '{d}'"),
                    );
                }
                Expr::new(ExprKind::Int(1), st, false, span)
            }
        }
    }
}

/// One step of an `offsetof` designator.
enum OffsetPart<'a> {
    Field(&'a ast::Ident),
    Index(&'a ast::Expr),
}

/// The designator `a.b[2]` as steps; `false` when it is anything else.
fn offsetof_path<'a>(e: &'a ast::Expr, out: &mut Vec<OffsetPart<'a>>) -> bool {
    match &e.kind {
        ast::ExprKind::Name(path) if path.len() == 1 && path[0].args.is_none() => {
            out.push(OffsetPart::Field(&path[0]));
            true
        }
        ast::ExprKind::Member {
            base,
            name,
            arrow: false,
        } => {
            let ok = offsetof_path(base, out);
            out.push(OffsetPart::Field(name));
            ok
        }
        ast::ExprKind::Index(base, i) => {
            let ok = offsetof_path(base, out);
            out.push(OffsetPart::Index(i));
            ok
        }
        _ => false,
    }
}

impl Sema<'_> {
    /// Whether `path`, which parsed as a type in `sizeof`/`alignof`, names
    /// a variable or data member (`__alignof__(T2::m)`, also of a class
    /// template's specialisation: `membuf<char>::T2::m`).
    pub(crate) fn names_value(&mut self, path: &[ast::Ident]) -> bool {
        use super::scope::Symbol;
        if matches!(
            self.peek_path(path),
            Some(Symbol::Global(_) | Symbol::Local(_) | Symbol::Field(..))
        ) {
            return true;
        }
        let Some((last, quals)) = path.split_last() else {
            return false;
        };
        if quals.is_empty() || last.args.is_some() {
            return false;
        }
        let te = ast::TypeExpr::named(quals.to_vec(), last.span);
        let Some(t) = self.quietly(|s| s.resolve_type(&te)) else {
            return false;
        };
        let t = self.types.unqual(t);
        self.require_complete(t);
        self.types
            .record(t)
            .and_then(|r| r.fields.as_ref())
            .is_some_and(|fs| fs.iter().any(|f| f.name == last.name))
    }
}
