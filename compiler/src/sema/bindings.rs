//! Structured bindings (`auto [q, r] = f();`, `auto &[a, b] = arr;`).
//!
//! Input: a local `VarDecl` whose `bindings` name the parts. Output: the
//! statements declaring the hidden object (named `[q,r]`, which no
//! identifier spells) as `auto`, `auto &`, … says, then one reference per
//! name to its element or data member, in declaration order, in the
//! current scope, so the hidden object lives as long as the names.
//! Invariants: a class decomposes into its non-static data members (all
//! of one class, none anonymous), an array into its elements; the number
//! of names must match (clang's error otherwise). A tuple-like type (one
//! for which `std::tuple_size<E>::value` is a constant, `E` the hidden
//! object's type: `cuda::std::tuple`, `pair`, `array` through libcu++'s
//! `std::` specialisations) decomposes by `get<i>` ([dcl.struct.bind]p4):
//! the member `e.get<i>()` if `E` has a member template `get`, else
//! `get<i>(e)` found by argument-dependent lookup, with `e` an lvalue when
//! the hidden object is an lvalue reference and an xvalue otherwise; name
//! `i` is a reference of type `std::tuple_element<i, E>::type` (`&` when
//! the `get` call is an lvalue, `&&` otherwise).

use super::Sema;
use crate::ast;
use crate::ir::Stmt;
use crate::source::Span;

impl Sema<'_> {
    /// Declares local variable `v` (with its structured bindings, if any).
    pub(crate) fn declare_local(&mut self, v: &ast::VarDecl) -> Vec<Stmt> {
        if v.bindings.is_empty() {
            return self.declare_local_var(v).into_iter().collect();
        }
        self.declare_bindings(v, false)
    }

    /// `auto [a, b] = f();` at namespace scope: the hidden object and the
    /// names are host variables (nvcc's error for a memory space on
    /// them), declared as the local ones are.
    pub(crate) fn declare_global_bindings(&mut self, v: &ast::VarDecl) {
        if !self.check_binding_space(v) {
            return;
        }
        self.declare_bindings(v, true);
    }

    /// Declares one variable of a structured binding: a local (its
    /// statement), or a namespace-scope variable (`global`).
    fn declare_part(&mut self, decl: &ast::VarDecl, global: bool) -> Option<Stmt> {
        if global {
            self.declare_global_var(decl);
            None
        } else {
            self.declare_local_var(decl)
        }
    }

    fn declare_bindings(&mut self, v: &ast::VarDecl, global: bool) -> Vec<Stmt> {
        self.binding_names.extend(v.bindings.iter().map(|n| n.span));
        let copy = self.array_copy(v);
        let hidden_decl = copy.as_ref().unwrap_or(v);
        // (Without its names, so that `declare_global_var` declares the
        // hidden object itself.)
        let plain = ast::VarDecl {
            bindings: Vec::new(),
            ..hidden_decl.clone()
        };
        let hidden = if global { &plain } else { hidden_decl };
        let mut out: Vec<Stmt> = self.declare_part(hidden, global).into_iter().collect();
        let ty = match self.scopes.lookup(&v.name.name) {
            Some(super::scope::Symbol::Local(l)) if !global => self.local_ty(l),
            Some(super::scope::Symbol::Global(g)) if global => self.program.globals[g].ty,
            _ => return out,
        };
        let obj = self.types.unqual(self.types.referee(ty).unwrap_or(ty));
        if self.types.record(obj).is_some() {
            let lvalue = self.types.referee(ty).is_some() && !self.types.is_rvalue_ref(ty);
            if let Some(n) = self.tuple_size(v) {
                if n != v.bindings.len() {
                    let d = self.describe_ty(obj);
                    self.error(
                        v.span,
                        format!(
                            "type '{d}' decomposes into {n} elements, but {} names were provided",
                            v.bindings.len()
                        ),
                    );
                    return out;
                }
                for (i, name) in v.bindings.iter().enumerate() {
                    let decl = self.tuple_binding(v, obj, i, name, lvalue);
                    out.extend(self.declare_part(&decl, global));
                }
                return out;
            }
        }
        let Some(parts) = self.decomposition(obj, v) else {
            self.declare_invalid_bindings(v, global);
            return out;
        };
        if parts.len() != v.bindings.len() {
            let d = self.describe_ty(obj);
            self.error(
                v.span,
                format!(
                    "type '{d}' decomposes into {} elements, but {} names were provided",
                    parts.len(),
                    v.bindings.len()
                ),
            );
            self.declare_invalid_bindings(v, global);
            return out;
        }
        let hidden = ast::Expr::new(ast::ExprKind::Name(vec![v.name.clone()]), v.name.span);
        for (name, part) in v.bindings.iter().zip(parts) {
            let at = name.span;
            let kind = match part {
                Part::Element(i) => ast::ExprKind::Index(
                    Box::new(hidden.clone()),
                    Box::new(ast::Expr::new(
                        ast::ExprKind::IntLit {
                            value: i as u128,
                            suffix: Default::default(),
                            decimal: true,
                        },
                        at,
                    )),
                ),
                Part::Field(f) => ast::ExprKind::Member {
                    base: Box::new(hidden.clone()),
                    name: ast::Ident::new(&f, at),
                    arrow: false,
                },
            };
            let auto = ast::TypeExpr {
                kind: ast::TypeExprKind::Auto,
                quals: Default::default(),
                span: at,
            };
            let ty = ast::TypeExprKind::LValueRef(Box::new(auto));
            let decl = binding_decl(name, ty, ast::Expr::new(kind, at));
            out.extend(self.declare_part(&decl, global));
        }
        out
    }

    /// `std::tuple_size<E>::value` for the hidden object of `v` (`E` its
    /// type, `__typeof__` of it), or `None` where that is no constant
    /// (`E` is not tuple-like: an aggregate decomposes by its members).
    fn tuple_size(&mut self, v: &ast::VarDecl) -> Option<usize> {
        let at = v.name.span;
        let e_ty = hidden_type(v);
        let size = ast::Expr::new(
            ast::ExprKind::Name(vec![
                ast::Ident::new("", at),
                ast::Ident::new("std", at),
                ast::Ident {
                    args: Some(vec![ast::TemplateArg::Type(e_ty)]),
                    ..ast::Ident::new("tuple_size", at)
                },
                ast::Ident::new("value", at),
            ]),
            at,
        );
        let (n, found) = self.tentatively(|s| {
            let e = s.check_rvalue(&size);
            (!s.is_error_ty(e.ty)).then(|| s.eval_int(&e)).flatten()
        });
        if !found.is_empty() {
            return None;
        }
        n.and_then(|n| usize::try_from(n).ok())
    }

    /// The reference binding name `i` of `v`'s tuple-like hidden object
    /// (of class type `obj`) declares: `tuple_element<i, E>::type&` (or
    /// `&&`) initialised by `get<i>`.
    fn tuple_binding(
        &mut self,
        v: &ast::VarDecl,
        obj: crate::types::TypeId,
        i: usize,
        name: &ast::Ident,
        lvalue: bool,
    ) -> ast::VarDecl {
        let at = name.span;
        let index = || {
            ast::TemplateArg::Expr(ast::Expr::new(
                ast::ExprKind::IntLit {
                    value: i as u128,
                    suffix: Default::default(),
                    decimal: true,
                },
                at,
            ))
        };
        let hidden = ast::Expr::new(ast::ExprKind::Name(vec![v.name.clone()]), at);
        let e = if lvalue {
            hidden
        } else {
            let to = ast::TypeExpr {
                kind: ast::TypeExprKind::RValueRef(Box::new(hidden_type(v))),
                quals: Default::default(),
                span: at,
            };
            ast::Expr::new(
                ast::ExprKind::Cast(ast::CastStyle::Static, Box::new(to), Box::new(hidden)),
                at,
            )
        };
        let get = ast::Ident {
            args: Some(vec![index()]),
            ..ast::Ident::new("get", at)
        };
        // A member function template named `get` (function templates
        // are their patterns in an overload set).
        let member_get =
            self.class_ctx(obj)
                .is_some_and(|c| match self.scopes.lookup_in(c, "get") {
                    Some(super::scope::Symbol::Funcs(fs)) => fs
                        .iter()
                        .any(|f| self.program.functions[*f].pattern.is_some()),
                    _ => false,
                });
        let (callee, args) = if member_get {
            let member = ast::ExprKind::Member {
                base: Box::new(e),
                name: get,
                arrow: false,
            };
            (member, Vec::new())
        } else {
            (ast::ExprKind::Name(vec![get]), vec![e])
        };
        let call = ast::Expr::new(
            ast::ExprKind::Call(Box::new(ast::Expr::new(callee, at)), args),
            at,
        );
        let (is_lvalue, _) = self.tentatively(|s| {
            let c = s.check_expr(&call);
            c.lvalue && !c.xvalue
        });
        let element = ast::TypeExpr::named(
            vec![
                ast::Ident::new("", at),
                ast::Ident::new("std", at),
                ast::Ident {
                    args: Some(vec![index(), ast::TemplateArg::Type(hidden_type(v))]),
                    ..ast::Ident::new("tuple_element", at)
                },
                ast::Ident::new("type", at),
            ],
            at,
        );
        let reference = if is_lvalue {
            ast::TypeExprKind::LValueRef(Box::new(element))
        } else {
            ast::TypeExprKind::RValueRef(Box::new(element))
        };
        binding_decl(name, reference, call)
    }

    /// `auto [a, b] = arr;`: the hidden object is a copy of the array (it
    /// does not decay as `auto x = arr` would), each element copied from
    /// `arr[i]`. `None` where the binding is no such copy.
    fn array_copy(&mut self, v: &ast::VarDecl) -> Option<ast::VarDecl> {
        // `auto [a, b](arr);` and `auto [a, b]{arr};` direct-initialise
        // each element ([dcl.struct.bind]p1): the same as copying for
        // scalars; for classes (an explicit copy constructor would count)
        // not supported yet.
        let (e, direct) = match (&v.ty.kind, &v.init) {
            (ast::TypeExprKind::Auto, Some(ast::Initializer::Expr(e))) => (e, false),
            (ast::TypeExprKind::Auto, Some(ast::Initializer::Ctor(args, _))) if args.len() == 1 => {
                (&args[0], true)
            }
            (ast::TypeExprKind::Auto, Some(ast::Initializer::List(items, _))) => {
                match items.as_slice() {
                    [ast::Initializer::Expr(e)] => (e, true),
                    _ => return None,
                }
            }
            _ => return None,
        };
        // A range-for's element (its value is already checked): not an
        // array copy here.
        if self.has_checked(e) {
            return None;
        }
        let (t, _) = self.tentatively(|s| s.check_expr(e).ty);
        let (elem, Some(n)) = self.types.array_elem(self.types.unqual(t))? else {
            return None;
        };
        // Direct-initialised class objects (an `explicit` copy
        // constructor counts) are each the prvalue `T(arr[i])`, which
        // initialises the element itself.
        let classes = direct && self.types.is_record(self.types.innermost_elem(elem));
        let at = e.span;
        let mut inner = Vec::new();
        let mut at_elem = self.types.unqual(elem);
        while let Some((x, m)) = self.types.array_elem(at_elem) {
            inner.push(m.unwrap_or(0));
            at_elem = self.types.unqual(x);
        }
        let items = (0..n)
            .map(|i| element_init(e, i, &inner, classes, at))
            .collect();
        Some(ast::VarDecl {
            ty: ast::TypeExpr {
                kind: ast::TypeExprKind::Typeof(Box::new(e.clone())),
                quals: v.ty.quals,
                span: v.ty.span,
            },
            init: Some(ast::Initializer::List(items, at)),
            ..v.clone()
        })
    }

    /// After an error about `v`'s decomposition: its names, declared with
    /// the error type, so their uses say nothing more (as clang's invalid
    /// bindings).
    fn declare_invalid_bindings(&mut self, v: &ast::VarDecl, global: bool) {
        // (At namespace scope the names stay undeclared.)
        if global {
            return;
        }
        let t = self.error_ty();
        for name in &v.bindings {
            let l = self.add_local(&name.name, t, name.span);
            self.scopes
                .insert(&name.name, super::scope::Symbol::Local(l), name.span);
        }
    }

    /// The parts `obj` decomposes into, or `None` after an error.
    fn decomposition(&mut self, obj: crate::types::TypeId, v: &ast::VarDecl) -> Option<Vec<Part>> {
        if let Some((_, n)) = self.types.array_elem(obj) {
            return match n {
                Some(n) => Some((0..n).map(|i| Part::Element(i as usize)).collect()),
                None => {
                    self.error(v.span, "cannot decompose an array of unknown bound");
                    None
                }
            };
        }
        let Some(rec) = self.types.record(obj).cloned() else {
            let d = self.describe_ty(obj);
            self.error(
                v.span,
                format!("cannot decompose non-class, non-array type '{d}'"),
            );
            return None;
        };
        // [dcl.struct.bind]/4: the data members are all E's, or all of
        // one base class's; member access (`e.name`) then finds them
        // through the base.
        let holder = match self.members_holder(obj) {
            Ok(h) => h,
            Err((a, b)) => {
                let d = self.describe_ty(obj);
                let (da, db) = (self.describe_ty(a), self.describe_ty(b));
                let msg = if a == obj {
                    format!("cannot decompose class type '{d}': both it and its base class '{db}' have non-static data members")
                } else {
                    format!("cannot decompose class type '{d}': its base classes '{da}' and '{db}' have non-static data members")
                };
                self.error(v.span, msg);
                return None;
            }
        };
        let rec = match holder {
            Some(h) => self.types.record(h).cloned().unwrap_or(rec),
            None => rec,
        };
        let fields = rec.fields.unwrap_or_default();
        if fields.iter().any(|f| f.name.is_empty()) {
            let d = self.describe_ty(obj);
            self.error(
                v.span,
                format!("cannot decompose class type '{d}' because it has an anonymous member"),
            );
            return None;
        }
        Some(fields.into_iter().map(|f| Part::Field(f.name)).collect())
    }
}

impl Sema<'_> {
    /// The class among `t` and its bases that declares data members (the
    /// one a structured binding decomposes), `None` when none does, or two
    /// that both do.
    fn members_holder(
        &self,
        t: crate::types::TypeId,
    ) -> Result<Option<crate::types::TypeId>, (crate::types::TypeId, crate::types::TypeId)> {
        let Some(rec) = self.types.record(t) else {
            return Ok(None);
        };
        let mut found = rec
            .fields
            .as_ref()
            .is_some_and(|f| !f.is_empty())
            .then_some(t);
        for &b in rec.bases.iter().chain(&rec.virtual_bases) {
            let b = self.types.unqual(b);
            match (found, self.members_holder(b)?) {
                (Some(a), Some(h)) if a != h => return Err((a, h)),
                (None, Some(h)) => found = Some(h),
                _ => {}
            }
        }
        Ok(found)
    }

    /// A block-scope anonymous union (or GNU anonymous struct), `union {
    /// float f; int i; };`: an unnamed object of it (type `t`) whose
    /// members are names of the block ([class.union.anon]p1), each a
    /// reference to its member as a structured binding is; members of
    /// anonymous members inside it included.
    pub(crate) fn anonymous_local(
        &mut self,
        r: &ast::RecordDef,
        t: crate::types::TypeId,
    ) -> Vec<Stmt> {
        let at = r.span;
        // No identifier spells the object's name.
        let hidden = ast::Ident::new(format!("(anonymous at {})", at.start), at);
        let auto = ast::TypeExpr {
            kind: ast::TypeExprKind::Auto,
            quals: Default::default(),
            span: at,
        };
        let object = binding_decl(
            &hidden,
            ast::TypeExprKind::Auto,
            ast::Expr::new(ast::ExprKind::This, at),
        );
        let object = ast::VarDecl {
            init: None,
            ..object
        };
        let mut out: Vec<Stmt> = self
            .declare_local_typed(&object, t, None)
            .into_iter()
            .collect();
        let mut names = Vec::new();
        self.anonymous_member_names(t, &mut names);
        for name in names {
            let base = ast::Expr::new(ast::ExprKind::Name(vec![hidden.clone()]), at);
            let member = ast::ExprKind::Member {
                base: Box::new(base),
                name: ast::Ident::new(&name, at),
                arrow: false,
            };
            let ty = ast::TypeExprKind::LValueRef(Box::new(auto.clone()));
            let decl = binding_decl(&ast::Ident::new(&name, at), ty, ast::Expr::new(member, at));
            out.extend(self.declare_local_var(&decl));
        }
        out
    }

    /// The names of record `t`'s data members, those of its anonymous
    /// members in their place.
    fn anonymous_member_names(&self, t: crate::types::TypeId, out: &mut Vec<String>) {
        let Some(fields) = self.types.record(t).and_then(|r| r.fields.clone()) else {
            return;
        };
        for f in fields {
            if f.name.is_empty() {
                let inner = self.types.unqual(f.ty);
                if self.types.record(inner).is_some() {
                    self.anonymous_member_names(inner, out);
                }
            } else {
                out.push(f.name.clone());
            }
        }
    }
}

/// The reference variable binding `name` declares: of type `ty`,
/// initialised by `init`.
/// The initialiser of element `i` of a structured binding's copy of array
/// `e`: `e[i]`, or when `classes` a direct-initialised `T(e[i])` prvalue,
/// and for an element that is itself an array (`inner`: its bounds) the
/// list of its elements' initialisers.
fn element_init(e: &ast::Expr, i: u64, inner: &[u64], classes: bool, at: Span) -> ast::Initializer {
    let index = ast::Expr::new(
        ast::ExprKind::IntLit {
            value: i as u128,
            suffix: Default::default(),
            decimal: true,
        },
        at,
    );
    let el = ast::Expr::new(
        ast::ExprKind::Index(Box::new(e.clone()), Box::new(index)),
        at,
    );
    match inner.split_first() {
        // `S arr[2][3]` direct-initialised: the rows element by element.
        Some((&m, rest)) if classes => ast::Initializer::List(
            (0..m)
                .map(|j| element_init(&el, j, rest, true, at))
                .collect(),
            at,
        ),
        _ if classes => {
            let ty = ast::TypeExpr {
                kind: ast::TypeExprKind::Typeof(Box::new(el.clone())),
                quals: Default::default(),
                span: at,
            };
            ast::Initializer::Expr(ast::Expr::new(
                ast::ExprKind::Cast(ast::CastStyle::Functional, Box::new(ty), Box::new(el)),
                at,
            ))
        }
        _ => ast::Initializer::Expr(el),
    }
}

fn binding_decl(name: &ast::Ident, ty: ast::TypeExprKind, init: ast::Expr) -> ast::VarDecl {
    let at = name.span;
    ast::VarDecl {
        name: name.clone(),
        ty: ast::TypeExpr {
            kind: ty,
            quals: Default::default(),
            span: at,
        },
        init: Some(ast::Initializer::Expr(init)),
        storage: ast::StorageClass::None,
        attrs: Default::default(),
        constexpr: false,
        extern_c: false,
        span: at,
        bindings: Vec::new(),
    }
}

/// `E`, the type of `v`'s hidden object without its reference, written
/// `__typeof__(hidden)` (cv-qualifiers kept, as [dcl.struct.bind] wants).
fn hidden_type(v: &ast::VarDecl) -> ast::TypeExpr {
    let at = v.name.span;
    let hidden = ast::Expr::new(ast::ExprKind::Name(vec![v.name.clone()]), at);
    ast::TypeExpr {
        kind: ast::TypeExprKind::Typeof(Box::new(hidden)),
        quals: Default::default(),
        span: at,
    }
}

/// One part of a decomposed object.
enum Part {
    Element(usize),
    Field(String),
}
