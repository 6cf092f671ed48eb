//! Expression checking: literals, names, operators (arithmetic,
//! comparison, conditional), subscripts. Assignment and increment (with
//! C++17's right-operand-first order) are in `assign.rs`, calls in
//! `call.rs`, member access in `member.rs`, `sizeof`/`offsetof` in
//! `sizeof.rs`.
//!
//! Two lvalues of one type make `?:` an lvalue: it selects between their
//! addresses (`*(c ? &a : &b)`). A bit-field has no address: `&` and
//! `sizeof` on one are errors here, reference binding in `convert.rs`, where
//! a bit-field narrower than `int` is also promoted to `int` as it is
//! loaded. Taking the address of a member a packed record places below its
//! type's alignment is warned about (clang's `-Waddress-of-packed-member`):
//! the pointer claims more than is true.

use super::consteval::wrap_to;
use super::convert::ConvCtx;
use super::cuda;
use super::lookup::Lookup;
use super::scope::Symbol;
use super::Sema;
use crate::ast::{self, BinaryOp, UnaryOp};
use crate::ir::*;
use crate::source::Span;
use crate::types::{Cv, IntKind, TypeId};

/// How deeply expressions may nest before checking stops (the syntax stage
/// has its own bound; this keeps sema's recursion safe on any AST).
const MAX_EXPR_DEPTH: u32 = 4096;

impl Sema<'_> {
    /// Check an expression and return it as an rvalue (decayed, loaded).
    pub(crate) fn check_rvalue(&mut self, e: &ast::Expr) -> Expr {
        let t = self.check_expr(e);
        self.rvalue(t)
    }

    /// Check an expression; the result may be an lvalue.
    pub(crate) fn check_expr(&mut self, e: &ast::Expr) -> Expr {
        if let Some(x) = self.take_checked(e) {
            return x;
        }
        thread_local! {
            static DEPTH: std::cell::Cell<u32> = const { std::cell::Cell::new(0) };
        }
        let depth = DEPTH.with(|d| {
            d.set(d.get() + 1);
            d.get()
        });
        let out = if depth > MAX_EXPR_DEPTH {
            self.error(e.span, "expression nesting too deep");
            self.error_expr(e.span)
        } else {
            self.check_expr_inner(e)
        };
        DEPTH.with(|d| d.set(d.get() - 1));
        out
    }

    fn check_expr_inner(&mut self, e: &ast::Expr) -> Expr {
        let span = e.span;
        match &e.kind {
            ast::ExprKind::IntLit {
                value,
                suffix,
                decimal,
            } => self.int_literal(*value, *suffix, *decimal, span),
            ast::ExprKind::FloatLit {
                value,
                is_float,
                long_double,
            } => {
                let t = self.types.float(if *is_float {
                    crate::types::FloatKind::Float
                } else if *long_double {
                    crate::types::FloatKind::LongDouble
                } else {
                    crate::types::FloatKind::Double
                });
                let v = if *is_float {
                    *value as f32 as f64
                } else {
                    *value
                };
                Expr::new(ExprKind::Float(v), t, false, span)
            }
            ast::ExprKind::CharLit { value, kind } => {
                let t = self.builtin_type(*kind);
                let v = wrap_to(&self.types, t, *value as i128);
                Expr::new(ExprKind::Int(v), t, false, span)
            }
            ast::ExprKind::StringLit(bytes) => {
                let c = self.types.int(IntKind::Char);
                let cc = self.types.qualified(c, Cv::CONST);
                let t = self.types.array(cc, Some(bytes.len() as u64 + 1));
                Expr::new(ExprKind::Str(bytes.clone()), t, true, span)
            }
            ast::ExprKind::BoolLit(b) => {
                let t = self.types.bool();
                Expr::new(ExprKind::Int(*b as i128), t, false, span)
            }
            ast::ExprKind::Nullptr => {
                let t = self.types.nullptr();
                Expr::new(ExprKind::Null, t, false, span)
            }
            ast::ExprKind::This => match self.this_expr(span) {
                Some(e) => e,
                None => {
                    self.error(
                        span,
                        "invalid use of 'this' outside of a non-static member function",
                    );
                    self.error_expr(span)
                }
            },
            ast::ExprKind::Name(path) => self.name_expr(path, span),
            ast::ExprKind::Lambda(l) => self.lambda(l),
            ast::ExprKind::Unary(op, inner) => self.unary(*op, inner, span),
            ast::ExprKind::Binary(op, l, r) => self.binary(*op, l, r, span),
            ast::ExprKind::Assign(op, l, r) => self.assign(*op, l, r, span),
            ast::ExprKind::PreInc(x) => self.inc_dec(x, true, true, span),
            ast::ExprKind::PreDec(x) => self.inc_dec(x, false, true, span),
            ast::ExprKind::PostInc(x) => self.inc_dec(x, true, false, span),
            ast::ExprKind::PostDec(x) => self.inc_dec(x, false, false, span),
            ast::ExprKind::Cond(c, a, b) => self.conditional(c, a, b, span),
            ast::ExprKind::CondOmitted(a, b) => self.cond_omitted(a, b, span),
            ast::ExprKind::Comma(a, b) => {
                let a = self.check_expr(a);
                let b = self.check_expr(b);
                // A user `operator,` (Eigen's comma initialiser).
                let (a, b) = if self.class_or_enum_operand(&a, &b) {
                    match self.overloaded_binary(",", a, b, span) {
                        Ok(e) => return e,
                        Err(pair) => *pair,
                    }
                } else {
                    (a, b)
                };
                let (t, lv) = (b.ty, b.lvalue);
                Expr::new(ExprKind::Comma(Box::new(a), Box::new(b)), t, lv, span)
            }
            ast::ExprKind::Call(callee, args) => self.call(callee, args, span),
            ast::ExprKind::Index(base, idx) => self.index(base, idx, span),
            ast::ExprKind::Member { base, name, arrow } => self.member(base, name, *arrow, span),
            ast::ExprKind::MemberPointerAccess {
                base,
                member,
                arrow,
            } => self.member_pointer_access(base, member, *arrow, span),
            ast::ExprKind::QualifiedMember {
                base,
                member,
                arrow,
            } => match self.qualified_object(base, member, *arrow, span) {
                Some(obj) => self.member_named(obj, &member.name, span),
                None => self.error_expr(span),
            },
            ast::ExprKind::Cast(style, te, inner) => {
                if *style == ast::CastStyle::Dynamic {
                    self.error(span, "'dynamic_cast' is not supported in device code");
                    return self.error_expr(span);
                }
                if let Some(e) = self.parenthesised_callee(*style, te, inner, span) {
                    return e;
                }
                let to = self.resolve_type(te);
                let v = self.check_expr(inner);
                match self.reinterpret_reference(*style, v, to, span) {
                    Ok(e) => e,
                    Err(v) => self.convert_explicit(v, to, span),
                }
            }
            ast::ExprKind::SizeofType(te) => {
                // `sizeof(S::member)` parses as a type; the name decides.
                if let ast::TypeExprKind::Named(path) = &te.kind {
                    if te.quals == Default::default() && self.names_value(path) {
                        let e = ast::Expr::new(ast::ExprKind::Name(path.clone()), te.span);
                        let v = self.unevaluated(|s| s.check_expr(&e));
                        return self.size_of(v.ty, span);
                    }
                }
                let t = self.resolve_type(te);
                self.size_of(t, span)
            }
            ast::ExprKind::SizeofExpr(inner) => {
                // `sizeof(T)` with a typedef or record name parses as an
                // expression in parentheses; the name decides.
                if let ast::ExprKind::Name(path) = &inner.kind {
                    {
                        let names_type = match self.peek_path(path) {
                            Some(Symbol::Type(_) | Symbol::Template(_)) => true,
                            // An element of a type parameter pack.
                            Some(Symbol::Pack(items)) => items
                                .iter()
                                .all(|a| matches!(a, crate::types::TArg::Type(_))),
                            _ => false,
                        };
                        if names_type {
                            let te = ast::TypeExpr::named(path.clone(), inner.span);
                            let t = self.resolve_type(&te);
                            return self.size_of(t, span);
                        }
                    }
                }
                // An unevaluated operand: nothing in it is read or called.
                let v = self.unevaluated(|s| s.check_expr(inner));
                if self.bit_field_width(&v).is_some() {
                    self.error(span, "invalid application of 'sizeof' to bit-field");
                    return self.error_expr(span);
                }
                if Self::overload_set(&v).is_some() {
                    self.unresolved_overload_set(&v);
                    return self.error_expr(span);
                }
                self.size_of(v.ty, span)
            }
            ast::ExprKind::OffsetOf(te, m) => {
                let t = self.resolve_type(te);
                let t = self.types.unqual(t);
                self.offset_of(t, m, span)
            }
            ast::ExprKind::TypeTrait(t, operands) => self.type_trait(*t, operands, span),
            ast::ExprKind::VaArg(ap, te) => self.check_va_arg(ap, te, span),
            ast::ExprKind::Noexcept(inner) => self.noexcept_operator(inner, span),
            ast::ExprKind::AlignofType(te) => {
                // GNU `__alignof__(S::member)` (libstdc++'s
                // `__aligned_membuf`) parses as a type; the name decides,
                // as for `sizeof`. A member's alignment is its type's.
                let member = match &te.kind {
                    ast::TypeExprKind::Named(path) if te.quals == Default::default() => {
                        self.names_value(path).then(|| path.clone())
                    }
                    _ => None,
                };
                let t = match member {
                    Some(path) => {
                        let e = ast::Expr::new(ast::ExprKind::Name(path), te.span);
                        self.unevaluated(|s| s.check_expr(&e)).ty
                    }
                    None => self.resolve_type(te),
                };
                let st = self.types.int(IntKind::ULong);
                match self.types.layout(t) {
                    Some(l) => Expr::new(ExprKind::Int(l.align as i128), st, false, span),
                    None => {
                        let d = self.describe_ty(t);
                        self.incomplete_error(
                            t,
                            span,
                            format!("invalid application of 'alignof' to an incomplete type '{d}'"),
                        );
                        self.error_expr(span)
                    }
                }
            }
            ast::ExprKind::InitList(Some(te), items) => {
                // `T{a, b}`: a temporary list-initialised; `C{a, b}` of a
                // class template deduces its arguments.
                let bare = matches!(&te.kind, ast::TypeExprKind::Named(p)
                    if p.last().is_some_and(|l| l.args.is_none()));
                let deduced = if bare {
                    let list = ast::Initializer::List(items.clone(), span);
                    self.deduced_class_for(te, Some(&list))
                } else {
                    None
                };
                let t = match deduced {
                    Some(t) => t,
                    None => self.resolve_type(te),
                };
                self.braced_value(t, items, span)
            }
            ast::ExprKind::InitList(None, items) => {
                self.error(
                    span,
                    "braced initializer lists in expressions are not supported yet",
                );
                // Host code's elements may name kernels (`{"scale",
                // scale<float>}` for a table of kernels): checked on their
                // own, they are emitted, or an error says why not.
                if self.in_host_mode() {
                    self.check_unplaced_items(items);
                }
                self.error_expr(span)
            }
            ast::ExprKind::KernelLaunch {
                callee,
                config,
                args,
            } if self.in_host_mode()
                && !matches!(self.space(), Some(ExecSpace::Global | ExecSpace::Device)) =>
            {
                self.host_launch(callee, config, args, span)
            }
            ast::ExprKind::KernelLaunch {
                callee,
                config,
                args,
            } => self.device_launch(callee, config, args, span),
            ast::ExprKind::SizeofPack(id) => self.sizeof_pack(id, span),
            ast::ExprKind::Fold { op, left, right } => {
                self.fold_expr(*op, left.as_deref(), right.as_deref(), span)
            }
            ast::ExprKind::PackExpansion(_) => {
                self.error(
                    span,
                    "pack expansions are supported in call arguments and braced lists only",
                );
                self.error_expr(span)
            }
            ast::ExprKind::StmtExpr(body) => self.stmt_expr(body, span),
            ast::ExprKind::New {
                ty,
                count,
                init,
                placement,
            } => self.new_expr(
                ty,
                count.as_deref(),
                init.as_deref(),
                placement.as_deref(),
                span,
            ),
            ast::ExprKind::Delete { array, operand } => self.delete_expr(*array, operand, span),
            ast::ExprKind::PackElement(pattern, i) => {
                self.with_pack_element(*i as usize, |s| s.check_expr(pattern))
            }
            ast::ExprKind::Throw(operand) => self.throw_expr(operand.as_deref(), span),
            ast::ExprKind::Unsupported(what) => {
                self.unsupported_in_body(span, what);
                self.error_expr(span)
            }
        }
    }

    /// A `T` list-initialised from `{items}` (`T{a, b}`, `return {a, b};`):
    /// an rvalue.
    pub(crate) fn braced_value(
        &mut self,
        t: TypeId,
        items: &[ast::Initializer],
        span: Span,
    ) -> Expr {
        // `T{…}` of a template parameter's placeholder (a partial
        // specialisation's `void_t<decltype(To{declval<From>()})>` checked
        // where it is declared): its validity depends on `T`, known only
        // when the template is used.
        if self.is_dependent(t) {
            let ut = self.types.unqual(t);
            let tmp = Expr::new(ExprKind::Temp(Box::new(Init::Zero)), ut, true, span);
            return self.rvalue(tmp);
        }
        let list = ast::Initializer::List(items.to_vec(), span);
        let list = self.expand_list_packs(&list).unwrap_or(list);
        let init = if self.types.is_record(t) || self.types.array_elem(t).is_some() {
            self.init_object(t, Some(&list), span).unwrap_or(Init::Zero)
        } else {
            self.check_init(&list, t)
        };
        let ut = self.types.unqual(t);
        let tmp = Expr::new(ExprKind::Temp(Box::new(init)), ut, true, span);
        self.rvalue(tmp)
    }

    fn int_literal(
        &mut self,
        value: u128,
        suffix: ast::IntSuffix,
        decimal: bool,
        span: Span,
    ) -> Expr {
        use IntKind::*;
        let candidates: &[IntKind] = match (suffix.unsigned, suffix.long, decimal) {
            (false, 0, true) => &[Int, Long, LongLong],
            (false, 0, false) => &[Int, UInt, Long, ULong, LongLong, ULongLong],
            (true, 0, _) => &[UInt, ULong, ULongLong],
            (false, 1, true) => &[Long, LongLong],
            (false, 1, false) => &[Long, ULong, LongLong, ULongLong],
            (true, 1, _) => &[ULong, ULongLong],
            (false, _, true) => &[LongLong],
            (false, _, false) => &[LongLong, ULongLong],
            (true, _, _) => &[ULongLong],
        };
        let fits = |k: IntKind| {
            let bits = k.bits() - k.signed() as u32;
            bits >= 128 || value < (1u128 << bits)
        };
        let k = match candidates.iter().copied().find(|&k| fits(k)) {
            Some(k) => k,
            None => {
                if fits(ULongLong) {
                    // Decimal literal too big for long long: clang takes
                    // unsigned long long with a warning.
                    self.warning(span, "integer literal is too large to be represented in a signed integer type, interpreting as unsigned");
                    ULongLong
                } else {
                    self.error(
                        span,
                        "integer literal is too large to be represented in any integer type",
                    );
                    ULongLong
                }
            }
        };
        let t = self.types.int(k);
        let v = wrap_to(&self.types, t, value as i128);
        Expr::new(ExprKind::Int(v), t, false, span)
    }

    /// `__func__`, `__FUNCTION__`, `__PRETTY_FUNCTION__`: the enclosing
    /// function's name as a string literal.
    fn function_name_literal(&mut self, name: &str, span: Span) -> Option<Expr> {
        let pretty = match name {
            "__func__" | "__FUNCTION__" => false,
            "__PRETTY_FUNCTION__" => true,
            _ => return None,
        };
        let Some(id) = self.func.as_ref().map(|f| f.id) else {
            self.error(
                span,
                format!("predefined identifier '{name}' is only valid inside a function"),
            );
            return Some(self.error_expr(span));
        };
        let text = if pretty {
            self.describe_function(id)
        } else {
            self.program.functions[id].name.clone()
        };
        let bytes = text.into_bytes();
        let c = self.types.int(IntKind::Char);
        let cc = self.types.qualified(c, Cv::CONST);
        let t = self.types.array(cc, Some(bytes.len() as u64 + 1));
        Some(Expr::new(ExprKind::Str(bytes), t, true, span))
    }

    pub(crate) fn name_expr(&mut self, path: &[ast::Ident], span: Span) -> Expr {
        let Some(id) = path.last() else {
            return self.error_expr(span);
        };
        if let [id] = path {
            if let Some(e) = self.captured_name(id, span) {
                return e;
            }
        }
        let sym = match self.lookup_path(path) {
            Lookup::Found(s) => s,
            Lookup::Error => return self.error_expr(span),
            Lookup::NotFound => {
                if let Some(v) = cuda::special_var(&id.name) {
                    return self.special_whole(v, span);
                }
                if id.name == "warpSize" {
                    let t = self.int_ty();
                    return Expr::new(ExprKind::WarpSize, t, false, span);
                }
                if let Some(e) = self.function_name_literal(&id.name, span) {
                    return e;
                }
                if let [id] = path {
                    if let Some(e) = self.anonymous_member_of_this(id, span) {
                        return e;
                    }
                }
                self.error(span, format!("use of undeclared identifier '{}'", id.name));
                return self.error_expr(span);
            }
        };
        let Some(sym) = self.pack_symbol(sym, id) else {
            return self.error_expr(span);
        };
        // A host constant whose initialiser had held errors (`U<S>::W =
        // sizeof(S)` of a class cudac could not compile): its value is
        // not to be trusted where device code reads it.
        if let Symbol::Global(g) = sym {
            self.report_held_global(g, span);
        }
        match sym {
            Symbol::Local(l) => {
                let t = self.local_ty(l);
                let e = Expr::new(ExprKind::Local(l), t, true, span);
                let mut e = self.deref_reference(e);
                if !matches!(self.types.kind(t), crate::types::TypeKind::LValueRef(_))
                    && self.func.as_ref().is_some_and(|f| f.forwarded.contains(&l))
                {
                    e.xvalue = true;
                }
                e
            }
            Symbol::Global(g) => self.global_ref(g, &id.name, span),
            Symbol::Funcs(fs) => {
                let mut f = fs[0];
                let templated = fs
                    .iter()
                    .any(|&g| self.program.functions[g].pattern.is_some());
                // Several functions, or a template without its arguments:
                // the type the name is converted to picks one.
                if fs.len() > 1 && !(templated && id.args.is_some())
                    || templated && id.args.is_none()
                {
                    let t = self.program.functions[f].ty;
                    let set = crate::ir::OverloadSet::plain(fs, false);
                    return Expr::new(ExprKind::Overloads(Box::new(set)), t, true, span);
                }
                if let (true, Some(args)) = (templated, &id.args) {
                    // `tw<double>` naming several templates: each
                    // specialisation its arguments make; the target type
                    // picks.
                    // (Arguments a template does not take rule it out
                    // quietly; a body's errors stand.)
                    let mut found = Vec::new();
                    for &g in &fs {
                        let Some(t) = self.program.functions[g].pattern else {
                            continue;
                        };
                        found.extend(self.instantiate_explicit(t, args, span));
                    }
                    if found.len() > 1 {
                        let t = self.program.functions[found[0]].ty;
                        let set = crate::ir::OverloadSet::plain(found, false);
                        return Expr::new(ExprKind::Overloads(Box::new(set)), t, true, span);
                    }
                    if found.is_empty() {
                        if let Some(set) = self.partially_named(&fs, args, span) {
                            let t = self.program.functions[set.fns[0]].ty;
                            return Expr::new(ExprKind::Overloads(Box::new(set)), t, true, span);
                        }
                    }
                }
                if self.program.functions[f].pattern.is_some() {
                    // `k<float>` as a value (`cudaLaunchKernel((void *)k<float>,
                    // …)`): the specialisation its written arguments name.
                    match self.named_specialization(&fs, id, span) {
                        Some(g) => f = g,
                        None => return self.error_expr(span),
                    }
                }
                self.ensure_defined(f, span);
                let t = self.function_value_type(f);
                Expr::new(ExprKind::Func(f), t, true, span)
            }
            // A value template parameter of pointer type bound to a null
            // pointer (`int *P = nullptr`) is that null pointer.
            Symbol::Enumerator(0, t) if self.types.is_pointer(t) => {
                let zero = Expr::new(ExprKind::Int(0), self.int_ty(), false, span);
                self.cast_node(CastKind::NullToPtr, zero, t)
            }
            Symbol::Enumerator(v, t) => Expr::new(ExprKind::Int(v), t, false, span),
            // Only signatures see these, and `dependent_value` reads them
            // before any expression is checked.
            Symbol::DepValue(_) => {
                self.error(
                    span,
                    format!("'{}' depends on template arguments not known here", id.name),
                );
                self.error_expr(span)
            }
            Symbol::Type(_) => {
                self.error(
                    span,
                    format!("unexpected type name '{}': expected expression", id.name),
                );
                self.error_expr(span)
            }
            // `pack_symbol` picked the element already.
            Symbol::Pack(_) | Symbol::LocalPack(_) => self.error_expr(span),
            Symbol::Template(t)
                if matches!(
                    self.tmpl(t).kind,
                    super::template::TemplateKind::Variable { .. }
                ) =>
            {
                self.variable_template_ref(t, id, span)
            }
            Symbol::Template(_) => {
                self.error(
                    span,
                    format!(
                        "use of class template '{}' requires template arguments",
                        id.name
                    ),
                );
                self.error_expr(span)
            }
            Symbol::Field(class, idx) => {
                // A data member named alone: `this->name`.
                let this = self.this_expr(span).filter(|t| {
                    self.types
                        .pointee(t.ty)
                        .is_some_and(|p| self.types.unqual(p) == class || self.is_base_of(class, p))
                });
                match this {
                    Some(this) => {
                        let t = self.types.pointee(this.ty).unwrap_or(class);
                        let obj = Expr::new(ExprKind::Deref(Box::new(this)), t, true, span);
                        let obj = self.base_subobject(obj, class, span);
                        self.check_field_access(t, class, idx, &id.name, id.span);
                        self.field_unchecked(obj, idx as usize, span)
                    }
                    // In an unevaluated operand (`sizeof(m)`,
                    // `decltype(m)` in the class body, libcu++'s
                    // `static_assert(is_trivial_v<decltype(aligned_ptr)>)`)
                    // the member names its type, no object needed
                    // ([expr.prim.id]p3).
                    None if self.expansion.unevaluated => {
                        let ptr = self.types.pointer(class);
                        let none = Expr::new(ExprKind::Null, ptr, false, span);
                        let obj = Expr::new(ExprKind::Deref(Box::new(none)), class, true, span);
                        self.field_unchecked(obj, idx as usize, span)
                    }
                    None => {
                        self.error(
                            span,
                            format!("invalid use of non-static data member '{}'", id.name),
                        );
                        self.error_expr(span)
                    }
                }
            }
            Symbol::Namespace(_) => {
                self.error(
                    span,
                    format!(
                        "unexpected namespace name '{}': expected expression",
                        id.name
                    ),
                );
                self.error_expr(span)
            }
        }
    }

    /// A use of a reference-typed object designates the referee.
    pub(crate) fn deref_reference(&mut self, e: Expr) -> Expr {
        match self.types.referee(e.ty) {
            Some(r) => {
                let span = e.span;
                let ptr_t = self.types.pointer(r);
                let load = Expr::new(ExprKind::Load(Box::new(e)), ptr_t, false, span);
                Expr::new(ExprKind::Deref(Box::new(load)), r, true, span)
            }
            None => e,
        }
    }

    pub(crate) fn global_ref(&mut self, g: GlobalId, name: &str, span: Span) -> Expr {
        let gl = &self.program.globals[g];
        let t = gl.ty;
        // An unevaluated operand (`decltype(__apply_cvref<T>)`, libcu++'s
        // `__copy_cvref_t`) only asks for the type: no device code reads it.
        if self.host_globals.contains_key(&g)
            && self.space().is_some_and(|s| s.on_device())
            && !self.expansion.unevaluated
        {
            // nvcc lets device code read host `const` scalars with constant
            // initialisers (their values); nothing else.
            if let Some(v) = self.const_globals.get(&g).copied() {
                let ut = self.types.unqual(t);
                return Expr::new(ExprKind::Int(v), ut, false, span);
            }
            if let Some(v) = self.const_float_globals.get(&g).copied() {
                let ut = self.types.unqual(t);
                return Expr::new(ExprKind::Float(v), ut, false, span);
            }
            if let Some(twin) = self.constant_twin(g) {
                return Expr::new(ExprKind::Global(twin), t, true, span);
            }
            self.error(
                span,
                format!(
                    "identifier '{name}' is undefined in device code: '{name}' is a host variable"
                ),
            );
            return self.error_expr(span);
        }
        // A reference variable names its referent (`static Tag& tag;` in
        // Thrust's `select_system1_exists`, read in `sizeof(f(tag))`).
        let e = Expr::new(ExprKind::Global(g), t, true, span);
        self.deref_reference(e)
    }

    fn special_whole(&mut self, v: SpecialVar, span: Span) -> Expr {
        let name = match v {
            SpecialVar::ThreadIdx | SpecialVar::BlockIdx => "uint3",
            SpecialVar::BlockDim | SpecialVar::GridDim => "dim3",
        };
        let t = self.builtin_vec3(name);
        Expr::new(ExprKind::Special(v, None), t, false, span)
    }

    fn unary(&mut self, op: UnaryOp, inner: &ast::Expr, span: Span) -> Expr {
        match op {
            UnaryOp::Plus | UnaryOp::Neg | UnaryOp::BitNot => {
                let sym = match op {
                    UnaryOp::Plus => "+",
                    UnaryOp::Neg => "-",
                    _ => "~",
                };
                let v = match self.unary_operator(sym, inner, span) {
                    Ok(e) => return e,
                    Err(v) => {
                        let v = self.builtin_operand(v);
                        self.rvalue(v)
                    }
                };
                if op == UnaryOp::Plus && self.types.is_pointer(v.ty) {
                    return Expr { span, ..v };
                }
                let ok = if op == UnaryOp::BitNot {
                    self.types.is_integral(v.ty)
                } else {
                    self.types.is_arithmetic(v.ty)
                };
                if !ok {
                    let d = self.describe_ty(v.ty);
                    self.error(
                        span,
                        format!("invalid argument type '{d}' to unary expression '{sym}'"),
                    );
                    return self.error_expr(span);
                }
                let v = self.promote(v);
                let t = v.ty;
                match op {
                    UnaryOp::Plus => Expr { span, ..v },
                    UnaryOp::Neg => {
                        Expr::new(ExprKind::Unary(UnOp::Neg, Box::new(v)), t, false, span)
                    }
                    _ => Expr::new(ExprKind::Unary(UnOp::BitNot, Box::new(v)), t, false, span),
                }
            }
            UnaryOp::Not => {
                let v = match self.unary_operator("!", inner, span) {
                    Ok(e) => return e,
                    Err(v) => v,
                };
                let b = self.contextual_bool(v);
                let t = self.types.bool();
                Expr::new(ExprKind::Unary(UnOp::Not, Box::new(b)), t, false, span)
            }
            UnaryOp::Deref => {
                let v = match self.unary_operator("*", inner, span) {
                    Ok(e) => return e,
                    Err(v) => {
                        let v = self.builtin_operand(v);
                        self.rvalue(v)
                    }
                };
                match self.types.pointee(v.ty) {
                    Some(p) if self.types.is_void(p) => {
                        self.error(
                            span,
                            "indirection requires a pointer to an object type, not 'void *'",
                        );
                        self.error_expr(span)
                    }
                    Some(p) => Expr::new(ExprKind::Deref(Box::new(v)), p, true, span),
                    None => {
                        let d = self.describe_ty(v.ty);
                        self.error(
                            span,
                            format!("indirection requires pointer operand ('{d}' invalid)"),
                        );
                        self.error_expr(span)
                    }
                }
            }
            UnaryOp::AddrOf => {
                if self.check_predefined_addr(inner, span) {
                    return self.error_expr(span);
                }
                // `&C::m`: a pointer to member.
                if let ast::ExprKind::Name(path) = &inner.kind {
                    if let Some(pm) = self.member_pointer_to(path, span) {
                        return pm;
                    }
                }
                let v = self.check_expr(inner);
                // A class's `operator&` (Thrust's `device_reference`
                // gives its `device_ptr`): unary `&` of a class object is
                // the overloaded operator when one is declared.
                let v = if self.types.record(self.types.unqual(v.ty)).is_some() {
                    match self.overloaded_operator("&", vec![v], span) {
                        Ok(e) => return e,
                        Err(mut v) => match v.pop() {
                            Some(v) => v,
                            None => return self.error_expr(span),
                        },
                    }
                } else {
                    v
                };
                if !v.lvalue {
                    // (An operand already in error has been reported.)
                    if !self.is_error_ty(v.ty) {
                        self.error(span, "cannot take the address of an rvalue");
                    }
                    return self.error_expr(span);
                }
                if self.bit_field_width(&v).is_some() {
                    self.error(span, "address of bit-field requested");
                    return self.error_expr(span);
                }
                self.warn_packed_address(&v);
                let t = self.types.pointer(v.ty);
                Expr::new(ExprKind::AddrOf(Box::new(v)), t, false, span)
            }
        }
    }

    /// `op x` through a user `operator op` when `x` is of class type;
    /// otherwise (or without one) the operand for the built-in.
    fn unary_operator(&mut self, op: &str, inner: &ast::Expr, span: Span) -> Result<Expr, Expr> {
        let v = self.check_expr(inner);
        match self.overloaded_operator(op, vec![v], span) {
            Ok(e) => Ok(e),
            Err(mut v) => Err(v.pop().unwrap_or_else(|| self.error_expr(span))),
        }
    }

    /// Whether `a` or `b` is of class or enumeration type: only then can
    /// a user operator apply ([over.match.oper]p1).
    fn class_or_enum_operand(&self, a: &Expr, b: &Expr) -> bool {
        [a, b].iter().any(|e| {
            let t = self.types.unqual(self.types.referee(e.ty).unwrap_or(e.ty));
            self.types.is_record(t) || self.types.is_enum(t)
        })
    }

    fn long_ty(&mut self) -> TypeId {
        self.types.int(IntKind::Long)
    }

    /// An integer offset for pointer arithmetic, as `long`.
    pub(super) fn offset_operand(&mut self, e: Expr) -> Expr {
        let e = self.promote(e);
        let l = self.long_ty();
        self.convert_arith(e, l)
    }

    fn binary(&mut self, op: BinaryOp, l: &ast::Expr, r: &ast::Expr, span: Span) -> Expr {
        let a = self.check_expr(l);
        let b = self.check_expr(r);
        self.binary_values(op, a, b, span)
    }

    /// `a op b` of checked operands: a user operator when one applies,
    /// else the built-in one.
    pub(crate) fn binary_values(&mut self, op: BinaryOp, a: Expr, b: Expr, span: Span) -> Expr {
        use BinaryOp::*;
        if matches!(op, LogAnd | LogOr) {
            // A user `operator&&`/`operator||` takes both operands as a
            // call does (no short circuit, C++17: left first).
            let (a, b) = if self.class_or_enum_operand(&a, &b) {
                match self.overloaded_binary(op.spelling(), a, b, span) {
                    Ok(e) => return e,
                    Err(pair) => *pair,
                }
            } else {
                (a, b)
            };
            let a = self.contextual_bool(a);
            let b = self.contextual_bool(b);
            let t = self.types.bool();
            return Expr::new(
                ExprKind::Logical(op == LogAnd, Box::new(a), Box::new(b)),
                t,
                false,
                span,
            );
        }
        let (a, b) = match self.overloaded_binary(op.spelling(), a, b, span) {
            Ok(e) => return e,
            Err(pair) => *pair,
        };
        let (a, b) = (self.builtin_operand(a), self.builtin_operand(b));
        let (a, b) = (self.rvalue(a), self.rvalue(b));
        let (ap, bp) = (self.types.is_pointer(a.ty), self.types.is_pointer(b.ty));
        match op {
            Add | Sub if ap || bp => self.pointer_arith(op, a, b, span),
            Eq | Ne | Lt | Gt | Le | Ge => self.compare(op, a, b, span),
            _ => {
                let Some(aop) = self.arith_operands(op, a.ty, b.ty, span, "") else {
                    return self.error_expr(span);
                };
                if matches!(aop, ArithOp::Shl | ArithOp::Shr) {
                    let a = self.promote(a);
                    let b = self.promote(b);
                    let t = a.ty;
                    return Expr::new(
                        ExprKind::Binary(aop, Box::new(a), Box::new(b)),
                        t,
                        false,
                        span,
                    );
                }
                let t = self.common_arith(a.ty, b.ty);
                let a = self.convert_arith(a, t);
                let b = self.convert_arith(b, t);
                if matches!(aop, ArithOp::Div | ArithOp::Rem)
                    && self.types.is_integral(t)
                    && self.fold(&b) == Some(0)
                {
                    self.warning(
                        span,
                        format!(
                            "{} by zero is undefined",
                            if aop == ArithOp::Div {
                                "division"
                            } else {
                                "remainder"
                            }
                        ),
                    );
                }
                Expr::new(
                    ExprKind::Binary(aop, Box::new(a), Box::new(b)),
                    t,
                    false,
                    span,
                )
            }
        }
    }

    /// Check the operand types of an arithmetic/bitwise operator (`%`, shifts
    /// and bitwise need integers) and give its `ArithOp`; `suffix` is "=" for
    /// compound assignment, for the message.
    pub(super) fn arith_operands(
        &mut self,
        op: BinaryOp,
        a: TypeId,
        b: TypeId,
        span: Span,
        suffix: &str,
    ) -> Option<ArithOp> {
        use BinaryOp::*;
        let int_only = matches!(op, Rem | Shl | Shr | BitAnd | BitOr | BitXor);
        let ok = |s: &Self, t| {
            if int_only {
                s.types.is_integral(t)
            } else {
                s.types.is_arithmetic(t)
            }
        };
        if !ok(self, a) || !ok(self, b) {
            let (da, db) = (self.describe_ty(a), self.describe_ty(b));
            self.error(
                span,
                format!(
                    "invalid operands to binary expression ('{da}' and '{db}') for '{}{suffix}'",
                    op.spelling()
                ),
            );
            return None;
        }
        Some(match op {
            Add => ArithOp::Add,
            Sub => ArithOp::Sub,
            Mul => ArithOp::Mul,
            Div => ArithOp::Div,
            Rem => ArithOp::Rem,
            Shl => ArithOp::Shl,
            Shr => ArithOp::Shr,
            BitAnd => ArithOp::And,
            BitOr => ArithOp::Or,
            _ => ArithOp::Xor,
        })
    }

    fn pointer_arith(&mut self, op: BinaryOp, a: Expr, b: Expr, span: Span) -> Expr {
        let (ap, bp) = (self.types.is_pointer(a.ty), self.types.is_pointer(b.ty));
        if ap && bp {
            if op == BinaryOp::Sub {
                let (pa, pb) = (self.types.pointee(a.ty), self.types.pointee(b.ty));
                let same = pa.zip(pb).is_some_and(|(x, y)| {
                    self.types.unqual(x) == self.types.unqual(y)
                        && self.types.cv(x).space == self.types.cv(y).space
                });
                if !same {
                    let (da, db) = (self.describe_ty(a.ty), self.describe_ty(b.ty));
                    self.error(
                        span,
                        format!("'{da}' and '{db}' are not pointers to compatible types"),
                    );
                    return self.error_expr(span);
                }
                let t = self.long_ty();
                return Expr::new(ExprKind::PtrDiff(Box::new(a), Box::new(b)), t, false, span);
            }
            self.error(
                span,
                "invalid operands to binary expression: cannot add two pointers",
            );
            return self.error_expr(span);
        }
        let (p, i) = if ap { (a, b) } else { (b, a) };
        if !self.types.is_integral(i.ty) || (op == BinaryOp::Sub && !ap) {
            let (dp, di) = (self.describe_ty(p.ty), self.describe_ty(i.ty));
            self.error(
                span,
                format!("invalid operands to binary expression ('{dp}' and '{di}')"),
            );
            return self.error_expr(span);
        }
        if !self.pointee_complete(p.ty, span) {
            return self.error_expr(span);
        }
        let mut off = self.offset_operand(i);
        if op == BinaryOp::Sub {
            let t = off.ty;
            let s = off.span;
            off = Expr::new(ExprKind::Unary(UnOp::Neg, Box::new(off)), t, false, s);
        }
        let t = p.ty;
        Expr::new(ExprKind::PtrAdd(Box::new(p), Box::new(off)), t, false, span)
    }

    pub(super) fn pointee_complete(&mut self, ptr: TypeId, span: Span) -> bool {
        let p = self.types.pointee(ptr).unwrap_or(ptr);
        if self.is_complete_now(p) {
            return true;
        }
        let d = self.describe_ty(ptr);
        self.error(
            span,
            format!("arithmetic on a pointer to an incomplete type '{d}'"),
        );
        false
    }

    fn compare(&mut self, op: BinaryOp, a: Expr, b: Expr, span: Span) -> Expr {
        let (a, b) = if matches!(op, BinaryOp::Eq | BinaryOp::Ne) {
            match self.member_pointer_compare(op == BinaryOp::Eq, a, Some(b), span) {
                Ok(e) => return e,
                Err(pair) => {
                    let (a, b) = *pair;
                    (a, b.unwrap_or_else(|| self.error_expr(span)))
                }
            }
        } else {
            (a, b)
        };
        let cop = match op {
            BinaryOp::Eq => CmpOp::Eq,
            BinaryOp::Ne => CmpOp::Ne,
            BinaryOp::Lt => CmpOp::Lt,
            BinaryOp::Gt => CmpOp::Gt,
            BinaryOp::Le => CmpOp::Le,
            _ => CmpOp::Ge,
        };
        let bt = self.types.bool();
        let (ap, bp) = (self.types.is_pointer(a.ty), self.types.is_pointer(b.ty));
        // Two values of one scoped enumeration compare as themselves.
        if self.types.is_scoped_enum(a.ty) && self.types.unqual(a.ty) == self.types.unqual(b.ty) {
            let (a, b) = (self.rvalue(a), self.rvalue(b));
            return Expr::new(
                ExprKind::Compare(cop, Box::new(a), Box::new(b)),
                bt,
                false,
                span,
            );
        }
        if self.types.is_arithmetic(a.ty) && self.types.is_arithmetic(b.ty) {
            let t = self.common_arith(a.ty, b.ty);
            let a = self.convert_arith(a, t);
            let b = self.convert_arith(b, t);
            return Expr::new(
                ExprKind::Compare(cop, Box::new(a), Box::new(b)),
                bt,
                false,
                span,
            );
        }
        // Two std::nullptr_t operands ([expr.eq]): equal, once both are
        // evaluated; compared as the null pointers they convert to.
        if self.types.is_nullptr(a.ty)
            && self.types.is_nullptr(b.ty)
            && matches!(cop, CmpOp::Eq | CmpOp::Ne)
        {
            let v = self.types.void();
            let vp = self.types.pointer(v);
            let a = self.convert_implicit(a, vp, ConvCtx::Init);
            let b = self.convert_implicit(b, vp, ConvCtx::Init);
            return Expr::new(
                ExprKind::Compare(cop, Box::new(a), Box::new(b)),
                bt,
                false,
                span,
            );
        }
        if ap || bp {
            let (a, b) = if ap && !bp && self.is_null_constant(&b) {
                let t = a.ty;
                let b = self.convert_implicit(b, t, ConvCtx::Init);
                (a, b)
            } else if bp && !ap && self.is_null_constant(&a) {
                let t = b.ty;
                let a = self.convert_implicit(a, t, ConvCtx::Init);
                (a, b)
            } else if ap && bp {
                // A pointer to a derived class converts to the base's.
                let (pa, pb) = (self.types.pointee(a.ty), self.types.pointee(b.ty));
                let (a, b) = match (pa, pb) {
                    (Some(x), Some(y)) if self.is_base_of(y, x) => {
                        let t = b.ty;
                        (self.convert_implicit(a, t, ConvCtx::Init), b)
                    }
                    (Some(x), Some(y)) if self.is_base_of(x, y) => {
                        let t = a.ty;
                        (a, self.convert_implicit(b, t, ConvCtx::Init))
                    }
                    _ => (a, b),
                };
                if self.comparable_pointers(a.ty, b.ty) {
                    (a, b)
                } else if let Some(t) = self.composite_pointer(a.ty, b.ty) {
                    let a = self.convert_implicit(a, t, ConvCtx::Init);
                    (a, self.convert_implicit(b, t, ConvCtx::Init))
                } else {
                    let (da, db) = (self.describe_ty(a.ty), self.describe_ty(b.ty));
                    self.error(
                        span,
                        format!("comparison of distinct pointer types ('{da}' and '{db}')"),
                    );
                    return self.error_expr(span);
                }
            } else {
                let (da, db) = (self.describe_ty(a.ty), self.describe_ty(b.ty));
                self.error(
                    span,
                    format!("comparison between pointer and integer ('{da}' and '{db}')"),
                );
                return self.error_expr(span);
            };
            return Expr::new(
                ExprKind::Compare(cop, Box::new(a), Box::new(b)),
                bt,
                false,
                span,
            );
        }
        let (da, db) = (self.describe_ty(a.ty), self.describe_ty(b.ty));
        self.error(
            span,
            format!(
                "invalid operands to binary expression ('{da}' and '{db}') for '{}'",
                op.spelling()
            ),
        );
        self.error_expr(span)
    }

    /// Two pointers compare when they point into the same memory space and
    /// to the same type up to qualifiers, or one points to void (C++'s
    /// composite pointer type, without derived-to-base yet).
    fn comparable_pointers(&self, a: TypeId, b: TypeId) -> bool {
        let (Some(pa), Some(pb)) = (self.types.pointee(a), self.types.pointee(b)) else {
            return false;
        };
        self.types.cv(pa).space == self.types.cv(pb).space
            && (self.types.unqual(pa) == self.types.unqual(pb)
                || self.types.is_void(pa)
                || self.types.is_void(pb))
    }

    fn conditional(&mut self, c: &ast::Expr, a: &ast::Expr, b: &ast::Expr, span: Span) -> Expr {
        let c = self.check_expr(c);
        let c = self.contextual_bool(c);
        let throws = |e: &ast::Expr| matches!(e.kind, ast::ExprKind::Throw(_));
        let throwing = (throws(a), throws(b));
        let a = self.check_expr(a);
        let b = self.check_expr(b);
        self.conditional_of(c, a, b, throwing, span)
    }

    /// `c ? a : b` of checked operands (`c` converted to `bool`;
    /// `throwing`: which of `a` and `b` is a throw-expression).
    fn conditional_of(
        &mut self,
        c: Expr,
        a: Expr,
        b: Expr,
        (a_throws, b_throws): (bool, bool),
        span: Span,
    ) -> Expr {
        // `ok ? value : throw error(…)`: the other operand's type and
        // value category ([expr.cond]p2). (A `throw` is host code only.)
        if a_throws != b_throws {
            let t = if a_throws { b.ty } else { a.ty };
            let lvalue = if a_throws { b.lvalue } else { a.lvalue };
            let kind = ExprKind::Cond(Box::new(c), Box::new(a), Box::new(b));
            return Expr::new(kind, t, lvalue, span);
        }
        // Two lvalues of one type give an lvalue ([expr.cond]p4): the
        // conditional selects an address.
        let plain_lvalue = |e: &Expr| e.lvalue && !e.xvalue;
        if plain_lvalue(&a)
            && plain_lvalue(&b)
            && a.ty == b.ty
            && self.bit_field_width(&a).is_none()
            && self.bit_field_width(&b).is_none()
        {
            let t = a.ty;
            let pt = self.types.pointer(t);
            let (sa, sb) = (a.span, b.span);
            let pa = Expr::new(ExprKind::AddrOf(Box::new(a)), pt, false, sa);
            let pb = Expr::new(ExprKind::AddrOf(Box::new(b)), pt, false, sb);
            let sel = Expr::new(
                ExprKind::Cond(Box::new(c), Box::new(pa), Box::new(pb)),
                pt,
                false,
                span,
            );
            return Expr::new(ExprKind::Deref(Box::new(sel)), t, true, span);
        }
        // A class glvalue becomes the prvalue result by copy-
        // initialisation: its copy constructor runs ([expr.cond]p7).
        let (ca, cb) = (a.clone(), b.clone());
        let a = self.class_prvalue(a);
        let b = self.class_prvalue(b);
        let (at, bt) = (self.types.unqual(a.ty), self.types.unqual(b.ty));
        // Operands of one type give that type ([expr.cond]p7), before any
        // promotion: `c ? true : false` is a `bool`, two `short`s a `short`.
        let (a, b, t) = if at == bt {
            (a, b, at)
        } else if self.types.is_arithmetic(at) && self.types.is_arithmetic(bt) {
            let t = self.common_arith(at, bt);
            (self.convert_arith(a, t), self.convert_arith(b, t), t)
        } else if self.types.is_pointer(at) && self.is_null_constant(&b) {
            let b = self.convert_implicit(b, at, ConvCtx::Init);
            (a, b, at)
        } else if self.types.is_pointer(bt) && self.is_null_constant(&a) {
            let a = self.convert_implicit(a, bt, ConvCtx::Init);
            (a, b, bt)
        } else if let Some(t) = self
            .types
            .is_pointer(at)
            .then(|| self.composite_pointer(at, bt))
            .flatten()
        {
            let a = self.convert_implicit(a, t, ConvCtx::Init);
            (a, self.convert_implicit(b, t, ConvCtx::Init), t)
        } else if let Some(t) = self.conditional_class_type(&a, &b) {
            // Converted from the operands as written: a glvalue of the
            // other class is copied once, into the result.
            let conv = |s: &mut Self, e: Expr, written: Expr| {
                if s.types.unqual(e.ty) == t {
                    e
                } else {
                    s.convert_implicit(written, t, ConvCtx::Init)
                }
            };
            let a = conv(self, a, ca);
            (a, conv(self, b, cb), t)
        } else {
            let (da, db) = (self.describe_ty(at), self.describe_ty(bt));
            self.error(
                span,
                format!("incompatible operand types ('{da}' and '{db}')"),
            );
            return self.error_expr(span);
        };
        Expr::new(
            ExprKind::Cond(Box::new(c), Box::new(a), Box::new(b)),
            t,
            false,
            span,
        )
    }

    /// GNU's `a ?: b`: `a ? a : b` with `a` computed once, into a local
    /// (in a constant initialiser, which has no side effects, twice).
    fn cond_omitted(&mut self, a: &ast::Expr, b: &ast::Expr, span: Span) -> Expr {
        let v = self.check_expr(a);
        if self.is_error_ty(v.ty) {
            let _ = self.check_expr(b);
            return self.error_expr(span);
        }
        let v = self.rvalue(v);
        if !self.types.is_scalar(v.ty) {
            let d = self.describe_ty(v.ty);
            self.error(
                a.span,
                format!("the GNU '?:' operator takes a scalar first operand, not '{d}'"),
            );
            return self.error_expr(span);
        }
        let (first, value) = if self.func.is_some() {
            let (first, load) = self.computed_first(v, a.span);
            (Some(first), load)
        } else {
            (None, v)
        };
        let c = self.contextual_bool(value.clone());
        let throwing = (false, matches!(b.kind, ast::ExprKind::Throw(_)));
        let other = self.check_expr(b);
        let r = self.conditional_of(c, value, other, throwing, span);
        match first {
            Some(first) => {
                let (ty, lvalue) = (r.ty, r.lvalue);
                Expr::new(
                    ExprKind::Comma(Box::new(first), Box::new(r)),
                    ty,
                    lvalue,
                    span,
                )
            }
            None => r,
        }
    }

    /// `e` as a prvalue: a glvalue of a class with a copy constructor is
    /// copied by it into a temporary; anything else is loaded.
    fn class_prvalue(&mut self, e: Expr) -> Expr {
        let t = self.types.unqual(e.ty);
        if e.lvalue && self.types.is_record(t) && self.func.is_some() && self.has_copy_ctor(t) {
            let span = e.span;
            let init = self.construct(t, vec![e], true, span);
            let temp = Expr::new(ExprKind::Temp(Box::new(init)), t, true, span);
            return self.rvalue(temp);
        }
        self.rvalue(e)
    }

    /// Operands of different types, one of them a class: the type the
    /// one converts to implicitly when the other does not convert back
    /// ([expr.cond]p4): `ok ? to_string(x) : "arg"` is a `std::string`.
    fn conditional_class_type(&mut self, a: &Expr, b: &Expr) -> Option<TypeId> {
        let (at, bt) = (self.types.unqual(a.ty), self.types.unqual(b.ty));
        if !self.types.is_record(at) && !self.types.is_record(bt) {
            return None;
        }
        let b_to_a = self.conversion_rank(b, at).is_some();
        let a_to_b = self.conversion_rank(a, bt).is_some();
        match (b_to_a, a_to_b) {
            (true, false) => Some(at),
            (false, true) => Some(bt),
            _ => None,
        }
    }

    /// `&s.m` where `m` lies below its type's alignment in a packed
    /// record: the pointer claims an alignment the address may not have
    /// (clang's -Waddress-of-packed-member).
    fn warn_packed_address(&mut self, v: &Expr) {
        let ExprKind::Member(base, idx) = &v.kind else {
            return;
        };
        if !super::align::is_under_aligned(&self.types, v) {
            return;
        }
        let field = self
            .types
            .record(base.ty)
            .and_then(|r| r.fields.as_ref())
            .and_then(|f| f.get(*idx as usize))
            .map(|f| f.name.clone())
            .unwrap_or_default();
        let rec = {
            let u = self.types.unqual(base.ty);
            self.describe_ty(u)
        };
        self.warning(
            v.span,
            format!("taking address of packed member '{field}' of class or structure '{rec}' may result in an unaligned pointer value"),
        );
    }

    fn index(&mut self, base: &ast::Expr, idx: &ast::Expr, span: Span) -> Expr {
        let a = self.check_expr(base);
        let b = self.check_expr(idx);
        // `a[i]` on an object: its member `operator[]`.
        let (a, b) = if self.types.is_record(a.ty) {
            match self.overloaded_binary("[]", a, b, span) {
                Ok(e) => return e,
                Err(pair) => *pair,
            }
        } else {
            (a, b)
        };
        // A class operand takes part through its conversion function
        // ([over.built]p14: `p[ref]` with Thrust's `device_reference<int>`).
        let (a, b) = (self.builtin_operand(a), self.builtin_operand(b));
        let (a, b) = (self.rvalue(a), self.rvalue(b));
        let (p, i, swapped) = if self.types.is_pointer(a.ty) {
            (a, b, false)
        } else if self.types.is_pointer(b.ty) {
            (b, a, true)
        } else {
            let d = self.describe_ty(a.ty);
            self.error(
                span,
                format!("subscripted value is not an array or pointer (type '{d}')"),
            );
            return self.error_expr(span);
        };
        if !self.types.is_integral(i.ty) {
            if !self.is_error_ty(i.ty) {
                self.error(i.span, "array subscript is not an integer");
            }
            return self.error_expr(span);
        }
        if !self.pointee_complete(p.ty, span) {
            return self.error_expr(span);
        }
        let elem = self.types.pointee(p.ty).unwrap_or(p.ty);
        // `i[p]`: the index is the first operand, sequenced before the
        // pointer ([expr.sub]p1), so it is computed into a local first.
        let (first, i) = match swapped && !matches!(i.kind, ExprKind::Int(_)) && self.func.is_some()
        {
            true => {
                let (first, load) = self.computed_first(i, span);
                (Some(first), load)
            }
            false => (None, i),
        };
        let off = self.offset_operand(i);
        let pt = p.ty;
        let addr = Expr::new(
            ExprKind::PtrAdd(Box::new(p), Box::new(off)),
            pt,
            false,
            span,
        );
        let elem_lv = Expr::new(ExprKind::Deref(Box::new(addr)), elem, true, span);
        match first {
            Some(first) => Expr::new(
                ExprKind::Comma(Box::new(first), Box::new(elem_lv)),
                elem,
                true,
                span,
            ),
            None => elem_lv,
        }
    }

    /// The scalar rvalue `v` stored in a new local (the assignment, to
    /// run first) and that local's value (to use after it).
    pub(crate) fn computed_first(&mut self, v: Expr, span: Span) -> (Expr, Expr) {
        let t = self.types.unqual(v.ty);
        let tmp = self.add_local("first.tmp", t, span);
        let slot = Expr::new(ExprKind::Local(tmp), t, true, span);
        let first = Expr::new(
            ExprKind::Assign(Box::new(slot.clone()), Box::new(v)),
            t,
            true,
            span,
        );
        let load = Expr::new(ExprKind::Load(Box::new(slot)), t, false, span);
        (first, load)
    }
}

/// The global variable an lvalue is (part of): `c`, `carr[2]`, `cs.y[1]`,
/// `c2d[1][0]` — through members and subscripts of arrays, not through
/// pointers, which may point anywhere.
pub(super) fn object_global(e: &Expr) -> Option<GlobalId> {
    match &e.kind {
        ExprKind::Global(g) => Some(*g),
        ExprKind::Member(x, _) => object_global(x),
        ExprKind::Deref(p) => {
            let mut p = &**p;
            while let ExprKind::PtrAdd(base, _) = &p.kind {
                p = base;
            }
            match &p.kind {
                ExprKind::Cast(CastKind::ArrayToPtr, a) => object_global(a),
                _ => None,
            }
        }
        _ => None,
    }
}
