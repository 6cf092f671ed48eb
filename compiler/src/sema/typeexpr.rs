//! Resolving written types (`ast::TypeExpr`) to `TypeId`s, including the
//! records and enums defined inside them.

use super::lookup::Lookup;
use super::scope::Symbol;
use super::Sema;
use crate::ast::{self, BuiltinType, TypeExpr, TypeExprKind};
use crate::types::{AddrSpace, Cv, Field, FloatKind, IntKind, TypeId, TypeKind};
use std::collections::HashMap;

/// The name sema gives an enumeration declared without one.
const UNNAMED_ENUM: &str = "(anonymous enum)";

/// Records nested deeper than this are rejected before layout recursion can
/// become a problem.
const MAX_RECORD_NESTING: u32 = 256;

impl Sema<'_> {
    /// The qualifiers written on one level of a type; an `address_space`
    /// number that names no CUDA memory space is reported (and ignored).
    pub(crate) fn cv_of(&mut self, q: ast::Quals) -> Cv {
        let space = match q.space {
            None => AddrSpace::Generic,
            Some((n, span)) => match super::cuda::address_space_of(n) {
                Some(s) => s,
                None => {
                    self.error(
                        span,
                        format!(
                            "address space {n} is not a CUDA memory space (0 generic, 1 global, 3 shared, 4 constant, 5 local)"
                        ),
                    );
                    AddrSpace::Generic
                }
            },
        };
        Cv {
            is_const: q.is_const,
            is_volatile: q.is_volatile,
            is_restrict: q.is_restrict,
            space,
        }
    }

    /// Objects themselves cannot be space-qualified (only what pointers
    /// point to can): clang's rule (and words) for locals, parameters and
    /// fields. Variables in a memory space are declared with
    /// `__device__`/`__shared__`/`__constant__` instead.
    pub(crate) fn reject_object_space(&mut self, t: TypeId, span: crate::source::Span, msg: &str) {
        if self.types.cv(t).space != AddrSpace::Generic {
            self.error(span, msg);
        }
    }

    pub(crate) fn builtin_type(&mut self, b: BuiltinType) -> TypeId {
        use BuiltinType as B;
        let k = match b {
            B::Void => return self.types.void(),
            B::Bool => return self.types.bool(),
            B::Float => return self.types.float(FloatKind::Float),
            B::Double => return self.types.float(FloatKind::Double),
            // NVPTX has no wider float: clang maps `long double` to double.
            B::LongDouble => return self.types.float(FloatKind::LongDouble),
            B::Char => IntKind::Char,
            B::SChar => IntKind::SChar,
            B::UChar => IntKind::UChar,
            B::Short => IntKind::Short,
            B::UShort => IntKind::UShort,
            B::Int => IntKind::Int,
            B::UInt => IntKind::UInt,
            B::Long => IntKind::Long,
            B::ULong => IntKind::ULong,
            B::LongLong => IntKind::LongLong,
            B::ULongLong => IntKind::ULongLong,
            B::Int128 => IntKind::Int128,
            B::UInt128 => IntKind::UInt128,
            B::Char16 => IntKind::Char16,
            B::Char32 => IntKind::Char32,
            B::WChar => IntKind::WChar,
        };
        self.types.int(k)
    }

    /// Resolve a type as written. Errors are reported and give `int`; in
    /// host code, the unknown type (`host.rs`), so nothing is deduced
    /// from a type cudac does not know.
    pub(crate) fn resolve_type(&mut self, te: &TypeExpr) -> TypeId {
        if !self.in_host_mode() {
            return self.resolve_type_written(te);
        }
        let mark = self.diags.len();
        let t = self.resolve_type_written(te);
        if self.errors_since(mark) {
            self.unknown_type()
        } else {
            t
        }
    }

    fn resolve_type_written(&mut self, te: &TypeExpr) -> TypeId {
        let base = match &te.kind {
            TypeExprKind::Builtin(b) => self.builtin_type(*b),
            TypeExprKind::Named(path) => self.resolve_named_type(path, te),
            TypeExprKind::Record(def) => self.declare_record(def),
            TypeExprKind::Enum(def) => self.declare_enum(def),
            TypeExprKind::Pointer(inner) => {
                let t = self.resolve_type(inner);
                if self.types.referee(t).is_some() {
                    self.error(te.span, "'pointer to reference' is not allowed");
                }
                self.types.pointer(t)
            }
            TypeExprKind::MemberPointer(class, inner) => {
                let ct = ast::TypeExpr::named(class.clone(), te.span);
                let c = self.resolve_type(&ct);
                let c = self.types.unqual(c);
                if !self.types.is_record(c) {
                    let d = self.describe_ty(c);
                    self.error(te.span, format!("'{d}' is not a class type"));
                    return self.error_ty();
                }
                let m = self.resolve_type(inner);
                if self.types.referee(m).is_some() {
                    self.error(te.span, "'member pointer to reference' is not allowed");
                    return self.error_ty();
                }
                // `int (C::*)() const`: the member function's `this` is
                // const, kept as a const function type (`KFivE`).
                let m = match &inner.kind {
                    TypeExprKind::Function { method, .. } if method.is_const => {
                        self.types.qualified(m, crate::types::Cv::CONST)
                    }
                    _ => m,
                };
                self.types.member_pointer(c, m)
            }
            TypeExprKind::LValueRef(inner) | TypeExprKind::RValueRef(inner) => {
                let t = self.resolve_type(inner);
                // Reference collapsing: `T&& &&` is `T&&`, any other
                // pair of references `T&`.
                let outer_rvalue = matches!(te.kind, TypeExprKind::RValueRef(_));
                match self.types.referee(t) {
                    Some(r) if outer_rvalue && self.types.is_rvalue_ref(t) => {
                        self.types.rvalue_ref(r)
                    }
                    Some(r) => self.types.lvalue_ref(r),
                    None if outer_rvalue => self.types.rvalue_ref(t),
                    None => self.types.lvalue_ref(t),
                }
            }
            TypeExprKind::Array(inner, size) => {
                let elem = self.resolve_type(inner);
                // A template parameter's placeholder is complete enough.
                if !self.is_complete_now(elem) && !self.is_dependent(elem) {
                    let d = self.describe_ty(elem);
                    self.error(
                        inner.span,
                        format!("array has incomplete element type '{d}'"),
                    );
                }
                let len = match size {
                    None => None,
                    Some(e) => self.array_bound(e),
                };
                self.types.array(elem, len)
            }
            TypeExprKind::Function {
                ret,
                params,
                variadic,
                except,
                ..
            } => {
                let r = self.resolve_type(ret);
                let mut ps = Vec::with_capacity(params.len());
                for p in params {
                    // `int (*)(As...)`: one parameter per element.
                    if p.pack {
                        match self.pack_length(&p.ty) {
                            Some(n) => ps.extend(
                                (0..n).map(|i| self.with_pack_element(i, |s| s.param_type(&p.ty))),
                            ),
                            None => self.error(
                                p.span,
                                "pattern of pack expansion contains no unexpanded parameter packs",
                            ),
                        }
                        continue;
                    }
                    ps.push(self.param_type(&p.ty));
                }
                let f = self.types.function(r, ps, *variadic);
                let nothrow = self.type_spec_nothrow(except);
                self.types.with_nothrow(f, nothrow)
            }
            TypeExprKind::Auto if self.expansion.auto_placeholder => self.types.auto(),
            TypeExprKind::Auto => {
                self.error(te.span, "'auto' is not allowed here");
                self.error_ty()
            }
            TypeExprKind::Decltype(e) => {
                let v = self.unevaluated(|s| s.check_expr(e));
                self.decltype_of(e, &v)
            }
            TypeExprKind::Typeof(e) => {
                let v = self.unevaluated(|s| s.check_expr(e));
                self.types.referee(v.ty).unwrap_or(v.ty)
            }
            TypeExprKind::UnderlyingType(inner) => self.underlying_type(inner, te.span),
            TypeExprKind::DecltypeAuto if self.expansion.auto_placeholder => self.types.auto(),
            TypeExprKind::DecltypeAuto => {
                self.error(te.span, "'decltype(auto)' is not allowed here");
                self.error_ty()
            }
            TypeExprKind::Unsupported(what) => {
                self.error(te.span, format!("{what} is not supported yet"));
                self.error_ty()
            }
        };
        let cv = self.cv_of(te.quals);
        self.types.qualified(base, cv)
    }

    /// `__underlying_type(T)`: an enumeration's underlying integer type
    /// (`enum { A }` is `unsigned int`, as in GCC and clang), or a
    /// dependent type of its own for a dependent `T`.
    fn underlying_type(&mut self, inner: &TypeExpr, span: crate::source::Span) -> TypeId {
        let t = self.resolve_type(inner);
        if self.is_error_ty(t) {
            return t;
        }
        let u = self.types.unqual(t);
        if let TypeKind::Enum(i) = self.types.kind(u) {
            return self.types.enums[*i as usize].underlying;
        }
        if self.is_dependent(u) {
            return self.dependent_underlying(u);
        }
        let d = self.describe_ty(t);
        self.error(
            span,
            format!("only enumeration types have underlying types ('{d}' is not one)"),
        );
        self.error_ty()
    }

    /// `decltype(e)` for `e` (its checked form `v`), as C++ defines it: an
    /// unparenthesised name or member access is the entity's declared
    /// type (a reference stays one); any other expression is `T&&` for
    /// an xvalue, `T&` for an lvalue and `T` for a prvalue.
    pub(crate) fn decltype_of(&mut self, e: &ast::Expr, v: &crate::ir::Expr) -> TypeId {
        if Self::overload_set(v).is_some() {
            self.unresolved_overload_set(v);
            return self.error_ty();
        }
        if !e.parens {
            match &e.kind {
                ast::ExprKind::Name(path) => {
                    let outer = match path.as_slice() {
                        [id] if id.args.is_none() => self.enclosing_local_ty(&id.name),
                        _ => None,
                    };
                    let (t, at) = match (self.peek_path(path), outer) {
                        // A local of a function enclosing a lambda: its
                        // own type, not one of the lambda's locals.
                        (Some(Symbol::Local(_)), Some(t)) => (t, None),
                        (Some(Symbol::Local(l)), None) => (self.local_ty(l), self.local_span(l)),
                        (Some(Symbol::Global(g)), _) => {
                            let g = &self.program.globals[g];
                            (g.ty, Some(g.span))
                        }
                        _ => return v.ty,
                    };
                    // A structured binding: the type it refers to.
                    if at.is_some_and(|s| self.binding_names.contains(&s)) {
                        return self.types.referee(t).unwrap_or(t);
                    }
                    return t;
                }
                ast::ExprKind::Member { .. } | ast::ExprKind::QualifiedMember { .. } => {
                    return v.ty
                }
                _ => {}
            }
        }
        if self.is_error_ty(v.ty) || self.types.referee(v.ty).is_some() {
            return v.ty;
        }
        if v.xvalue {
            self.types.rvalue_ref(v.ty)
        } else if v.lvalue {
            self.types.lvalue_ref(v.ty)
        } else {
            v.ty
        }
    }

    /// A parameter's type: arrays and functions decay to pointers and
    /// top-level qualifiers are not part of the function type.
    pub(crate) fn param_type(&mut self, te: &TypeExpr) -> TypeId {
        let t = self.resolve_type(te);
        self.param_of(t, te.span)
    }

    /// The function-type parameter for a resolved parameter type `t`.
    pub(crate) fn param_of(&mut self, t: TypeId, span: crate::source::Span) -> TypeId {
        if self.types.array_elem(t).is_none() {
            self.reject_object_space(
                t,
                span,
                "parameter may not be qualified with an address space",
            );
        }
        self.decay_param(t)
    }

    pub(crate) fn decay_param(&mut self, t: TypeId) -> TypeId {
        if let Some((e, _)) = self.types.array_elem(t) {
            return self.types.pointer(e);
        }
        if self.types.is_function(t) {
            return self.types.pointer(t);
        }
        self.types.unqual(t)
    }

    fn array_bound(&mut self, e: &ast::Expr) -> Option<u64> {
        let te = self.check_expr(e);
        if !self.types.is_integral(te.ty) {
            let d = self.describe_ty(te.ty);
            self.error(e.span, format!("size of array has non-integer type '{d}'"));
            return Some(1);
        }
        // A named constant is an lvalue until converted (`a[N]`).
        let te = self.rvalue(te);
        match self.fold(&te) {
            // GNU's zero-length arrays (`int data[0];` ending a header
            // struct) as gcc, clang and nvcc take them: size 0.
            Some(v) if v >= 0 => Some(v as u64),
            Some(_) => {
                self.error(e.span, "array size is negative");
                Some(1)
            }
            None => {
                self.device_error(
                    e.span,
                    "variable-length arrays are not supported in device code: the array size must be a constant expression",
                );
                Some(1)
            }
        }
    }

    fn resolve_named_type(&mut self, path: &[ast::Ident], _te: &TypeExpr) -> TypeId {
        let Some(last) = path.last() else {
            return self.error_ty();
        };
        let found = match self.lookup_path_for(path, "type") {
            Lookup::Found(s) => match self.pack_symbol(s, last) {
                Some(s) => Lookup::Found(s),
                None => return self.error_ty(),
            },
            other => other,
        };
        match found {
            Lookup::Found(Symbol::Type(t)) => t,
            Lookup::Found(Symbol::Template(_)) => {
                self.error(
                    last.span,
                    format!(
                        "use of class template '{}' requires template arguments",
                        last.name
                    ),
                );
                self.error_ty()
            }
            Lookup::Found(_) => {
                // A class whose name a function or variable hides.
                if let (1, Some(t)) = (path.len(), self.scopes.lookup_tag(&last.name)) {
                    let key = if self.types.is_enum(t) {
                        "enum"
                    } else if self.types.record(t).is_some_and(|r| r.is_union) {
                        "union"
                    } else {
                        "struct"
                    };
                    self.error(
                        last.span,
                        format!(
                            "must use '{key}' tag to refer to type '{}' in this scope",
                            last.name
                        ),
                    );
                    return t;
                }
                self.error(last.span, format!("'{}' does not name a type", last.name));
                self.error_ty()
            }
            Lookup::Error => self.error_ty(),
            Lookup::NotFound => {
                if let Some(t) = self.predeclared_type(&last.name) {
                    return t;
                }
                self.unknown_name_error(last.span, format!("unknown type name '{}'", last.name));
                self.error_ty()
            }
        }
    }

    /// Where a record or enum declared here lives, for its mangled and
    /// printed name: the enclosing namespaces (a type local to a function
    /// has none; local-name mangling is not needed for them yet).
    pub(crate) fn decl_scope(&mut self) -> Vec<crate::types::PathSeg> {
        if self.scopes.in_block() {
            self.local_scope().into_iter().collect()
        } else {
            self.scopes.ctx(self.scopes.current()).path.clone()
        }
    }

    /// Types every CUDA translation unit can name before any header defines
    /// them (nvcc gets them from its implicit includes).
    fn predeclared_type(&mut self, name: &str) -> Option<TypeId> {
        let k = match name {
            "size_t" => IntKind::ULong,
            "ptrdiff_t" => IntKind::Long,
            "uint3" | "dim3" => {
                return Some(self.builtin_vec3(if name == "dim3" { "dim3" } else { "uint3" }))
            }
            _ => return None,
        };
        Some(self.types.int(k))
    }

    /// The `uint3`/`dim3` record (three `unsigned int`s) for whole special
    /// variables; created once per translation unit.
    pub(crate) fn builtin_vec3(&mut self, name: &'static str) -> TypeId {
        if let Some(Symbol::Type(t)) = self.scopes.lookup(name) {
            return t;
        }
        if let Some(t) = self.builtin_records.get(name) {
            return *t;
        }
        let u = self.types.int(IntKind::UInt);
        let t = self.types.new_record(name.to_string(), false);
        if let Some(r) = self.types.record_mut(t) {
            r.fields = Some(["x", "y", "z"].iter().map(|n| Field::new(*n, u)).collect());
        }
        self.builtin_records.insert(name, t);
        t
    }

    /// The record or enumeration a tag declaration names already: for a
    /// reference (`struct S s;`), any visible one; for a definition, only
    /// one declared in the current scope (which it then completes).
    fn existing_tag(&self, name: Option<&ast::Ident>, defining: bool) -> Option<TypeId> {
        let n = name?;
        if defining {
            self.scopes.tag_here(&n.name)
        } else {
            self.scopes.lookup_tag(&n.name)
        }
    }

    /// `typedef struct { … } Vec2;`: an unnamed class or enumeration
    /// takes the first typedef name declared for it as its name for
    /// linkage purposes (C++ [dcl.typedef]), so it mangles as `4Vec2` as
    /// clang and nvcc do.
    pub(crate) fn name_unnamed_by_typedef(&mut self, ty: TypeId, name: &str) {
        if let Some(r) = self.types.record_mut(ty) {
            if r.name == super::mangle::UNNAMED_RECORD && r.closure.is_none() {
                r.name = name.to_string();
            }
        } else if let Some(e) = self.types.enum_mut(ty) {
            if e.name == UNNAMED_ENUM {
                e.name = name.to_string();
            }
        }
    }

    /// A new class or enumeration's name: always a tag (`struct S` finds
    /// it), and the ordinary name too unless a function or variable of the
    /// same scope already has it, which hides the class as in C
    /// (`struct stat` beside `int stat(...)`; [basic.scope.hiding]).
    fn declare_tag_name(&mut self, n: &ast::Ident, t: TypeId) {
        self.scopes.insert_tag(&n.name, t);
        if !matches!(
            self.scopes.lookup_here(&n.name),
            Some((Symbol::Funcs(_) | Symbol::Global(_) | Symbol::Local(_), _))
        ) {
            self.scopes.insert(&n.name, Symbol::Type(t), n.span);
        }
    }

    /// Whether `name` in the current scope denotes only a class or
    /// enumeration declared there, which a function or variable of the same
    /// name may hide (the class stays reachable as `struct name`).
    pub(crate) fn hidable_tag_here(&self, name: &str) -> bool {
        matches!(
            (self.scopes.lookup_here(name), self.scopes.tag_here(name)),
            (Some((Symbol::Type(t), _)), Some(u)) if *t == u
        )
    }

    /// Runs `f`, which declares the declarators of one declaration
    /// (`struct { int n; } a[4], *p;`): a class defined in its type is
    /// defined once, and every declarator names that class
    /// (`decl_group`). Nested groups keep their own.
    pub(crate) fn in_declaration_group<R>(&mut self, f: impl FnOnce(&mut Self) -> R) -> R {
        let saved = self.decl_group.replace(HashMap::new());
        let r = f(self);
        self.decl_group = saved;
        r
    }

    pub(crate) fn declare_record(&mut self, def: &ast::RecordDef) -> TypeId {
        // (Keyed by the scope too: a class template instantiated while
        // the group is declared defines its own nested classes, written
        // at the same place, once per instance.)
        let key = (def.span, self.scopes.current());
        if def.fields.is_some() {
            if let Some(&t) = self.decl_group.as_ref().and_then(|g| g.get(&key)) {
                return t;
            }
        }
        let t = self.declare_record_here(def);
        if def.fields.is_some() {
            if let Some(g) = self.decl_group.as_mut() {
                g.insert(key, t);
            }
        }
        t
    }

    fn declare_record_here(&mut self, def: &ast::RecordDef) -> TypeId {
        // `struct Outer::Inner {…}`, `struct ns::S {…}`: the definition of
        // a class declared in that scope, made there (its body sees the
        // enclosing class's members, its name mangles as the member's).
        if !def.qualifier.is_empty() && def.fields.is_some() {
            if let Some(ctx) = self.qualifier_scope(&def.qualifier) {
                let unqualified = ast::RecordDef {
                    qualifier: Vec::new(),
                    ..def.clone()
                };
                return self.in_context(ctx, |s| s.declare_record(&unqualified));
            }
        }
        let is_union = def.kind == ast::RecordKind::Union;
        let name = def
            .name
            .as_ref()
            .map(|n| n.name.clone())
            .unwrap_or_else(|| super::mangle::UNNAMED_RECORD.to_string());
        // `struct S;` / `struct S s;` refer to any visible S; a definition
        // completes a forward declaration of the same scope.
        let existing = self.existing_tag(def.name.as_ref(), def.fields.is_some());
        let t = match existing {
            Some(t) if def.fields.is_none() => return t,
            Some(t) if self.types.is_complete(t) => {
                self.error(def.span, format!("redefinition of '{name}'"));
                return t;
            }
            Some(t) => t,
            None => {
                let t = self.types.new_record(name.clone(), is_union);
                if self.library_files.contains(&def.span.file) {
                    if let Some(r) = self.types.record_mut(t) {
                        r.from_library = true;
                    }
                }
                let scope = self.decl_scope();
                let disc = match (&def.name, self.func.as_mut()) {
                    (Some(n), Some(f)) if self.scopes.in_block() => {
                        let k = f.local_names.entry(n.name.clone()).or_insert(0);
                        *k += 1;
                        *k - 1
                    }
                    _ => 0,
                };
                if let Some(r) = self.types.record_mut(t) {
                    r.scope = scope;
                    r.local_disc = disc;
                }
                if let Some(n) = &def.name {
                    self.declare_tag_name(n, t);
                }
                t
            }
        };
        if def.fields.is_none() {
            return t;
        }
        self.define_record(t, def);
        t
    }

    /// The scope a qualifier written before a declared name designates
    /// (`Outer::` a class's, `ns::` a namespace's), if it is one.
    pub(crate) fn qualifier_scope(
        &mut self,
        qualifier: &[ast::Ident],
    ) -> Option<super::scope::CtxId> {
        match self.peek_path(qualifier) {
            Some(Symbol::Type(t)) => self.class_scope(t),
            Some(Symbol::Namespace(c)) => Some(c),
            _ => None,
        }
    }

    /// Defines record `t` from `def` (which has a body): its fields, and
    /// its members when it is a class.
    pub(crate) fn define_record(&mut self, t: TypeId, def: &ast::RecordDef) {
        if def.is_final {
            self.final_classes.insert(t);
        }
        self.record_depth += 1;
        if self.record_depth > MAX_RECORD_NESTING {
            self.error(def.span, "records nested too deeply");
            self.record_depth -= 1;
            return;
        }
        let defines_type = def
            .fields
            .as_deref()
            .unwrap_or(&[])
            .iter()
            .any(|f| defines_nested_type(&f.ty));
        if def.members.is_empty() && def.bases.is_empty() && !defines_type {
            // A plain C-style struct: no scope of its own. (One whose
            // member declaration defines a type, `struct In { … } in;`,
            // needs one: the type is `Outer::In`.)
            let fields = def.fields.as_deref().unwrap_or(&[]);
            let (out, defaults) = self.declare_fields(t, fields);
            // (`class H { int x; };` keeps `x` private all the same.)
            for (i, f) in out.iter().enumerate() {
                let decl = fields
                    .iter()
                    .find(|d| d.name.as_ref().is_some_and(|n| n.name == f.name));
                if let Some((d, n)) = decl.and_then(|d| Some((d, d.name.as_ref()?))) {
                    self.note_access(super::access::Member::Field(t, i as u32), d.access, n.span);
                }
            }
            self.finish_record(t, def, out);
            if defaults.iter().any(|d| d.is_some()) {
                let ctx = self.open_class_scope(t);
                self.classes.insert(
                    t,
                    super::class::ClassInfo {
                        ctx,
                        defaults,
                        ctors: Vec::new(),
                        implicit_default: None,
                        dtor: None,
                        inherited: Vec::new(),
                        not_provided: Vec::new(),
                    },
                );
            }
        } else {
            // A class definition outside a function names types (its
            // bases, `: __reduce::Tuning<Arch, T>::type` under `using
            // namespace thrust::cuda_cub`) and runs no host code: its
            // member functions' bodies and constructors do.
            self.class_definition_frame(|s| s.naming_types(|s| s.define_class(t, def)));
        }
        self.note_call_abi(t);
        self.record_depth -= 1;
    }

    /// The data members of record `t`'s definition, and their default
    /// member initialisers by field index. A member whose type cannot be
    /// resolved (host code's `std::string name;`) leaves `t` unusable in
    /// device code, which is reported only if device code uses it
    /// (`host.rs`).
    pub(crate) fn declare_fields(
        &mut self,
        t: TypeId,
        fields: &[ast::FieldDecl],
    ) -> (Vec<Field>, Vec<Option<ast::Initializer>>) {
        let mut out: Vec<Field> = Vec::new();
        let mut defaults = Vec::new();
        for f in fields {
            let Some(ft) = self.resolve_type_or_hold(&f.ty, t) else {
                continue;
            };
            self.reject_object_space(
                ft,
                f.ty.span,
                "field may not be qualified with an address space",
            );
            if !self.is_complete_now(ft) {
                // Likely completed in a header cudac skipped (`struct
                // timeval t;`): only device code cannot have it.
                let d = self.describe_ty(ft);
                let d = crate::diag::Diagnostic::error(
                    f.ty.span,
                    format!("field has incomplete type '{d}'"),
                );
                self.hold_on(super::host::Entity::Type(t), d);
                continue;
            }
            let fname = f.name.as_ref().map(|n| n.name.clone()).unwrap_or_default();
            if let Some(n) = &f.name {
                if out.iter().any(|o| o.name == n.name) {
                    self.error(n.span, format!("duplicate member '{}'", n.name));
                }
            }
            let bit_width = match &f.bit_width {
                Some(w) => match self.bit_width(f, ft, w) {
                    Some(w) => Some(w),
                    None => continue,
                },
                None => None,
            };
            let align = f.align.as_ref().and_then(|e| self.requested_align(e));
            out.push(Field {
                name: fname,
                ty: ft,
                bit_width,
                align,
                mutable: f.mutable,
            });
            defaults.push(f.default.clone());
        }
        (out, defaults)
    }

    /// Completes record `t` with its data members.
    pub(crate) fn finish_record(&mut self, t: TypeId, def: &ast::RecordDef, fields: Vec<Field>) {
        let align = def.align.as_ref().and_then(|e| self.requested_align(e));
        // Not POD for layout (C++03 POD, which the Itanium ABI asks of a
        // base before it lets a derived class keep the base's tail
        // padding): user-declared constructors, destructor or copy
        // assignment, non-public or default-initialised data members.
        let special = |f: &ast::FunctionDef| {
            matches!(f.kind, ast::FnKind::Constructor | ast::FnKind::Destructor)
                || f.name.name == "operator="
        };
        let non_pod = def
            .fields
            .iter()
            .flatten()
            .any(|f| f.default.is_some() || f.access != ast::Access::Public)
            || def.members.iter().any(|(_, m)| match m {
                ast::Item::Function(f) => !f.friend && special(f),
                ast::Item::Template { item, .. } => {
                    matches!(&**item, ast::Item::Function(f) if special(f))
                }
                _ => false,
            });
        // Dynamic (has a vtable pointer): declares a virtual member
        // function or derives from a dynamic class ([class.virtual]).
        // Known before the member functions are declared, since layout
        // may be asked for from their signatures.
        let dynamic = def.members.iter().any(|(_, m)| match m {
            ast::Item::Function(f) => f.is_virtual && !f.friend,
            _ => false,
        }) || self.types.record(t).is_some_and(|r| {
            // A virtual base's offset is read from the vtable.
            !r.virtual_bases.is_empty() || r.bases.iter().any(|&b| self.types.is_dynamic(b))
        });
        if let Some(r) = self.types.record_mut(t) {
            r.fields = Some(fields);
            r.align = align;
            r.packed = def.packed;
            r.max_field_align = def.max_field_align;
            r.non_pod = non_pod || dynamic;
            r.dynamic = dynamic;
        }
    }

    pub(crate) fn requested_align(&mut self, e: &ast::Expr) -> Option<u64> {
        // `alignas(T)` is `alignas(alignof(T))` ([dcl.align]p3); a lone
        // name reads as an expression to tree-sitter (CUB's
        // `alignas(T) char storage[sizeof(T)]`).
        let alignof;
        let e = match &e.kind {
            ast::ExprKind::Name(path) if matches!(self.peek_path(path), Some(Symbol::Type(_))) => {
                let te = ast::TypeExpr::named(path.clone(), e.span);
                alignof = ast::Expr::new(ast::ExprKind::AlignofType(Box::new(te)), e.span);
                &alignof
            }
            _ => e,
        };
        // (An lvalue, `icc<T, 8>::value`, is read: `fold` takes values.)
        let te = self.check_expr(e);
        let te = self.rvalue(te);
        let v = self.fold(&te);
        match v {
            Some(v) if v > 0 && v <= 1 << 29 && (v as u64).is_power_of_two() => Some(v as u64),
            _ => {
                self.error(
                    e.span,
                    "requested alignment must be a power of two constant",
                );
                None
            }
        }
    }

    /// Checks a bit-field's type and width (clang's rules and messages);
    /// `None` after an error.
    fn bit_width(&mut self, f: &ast::FieldDecl, ft: TypeId, w: &ast::Expr) -> Option<u32> {
        let what = match &f.name {
            Some(n) => format!("bit-field '{}'", n.name),
            None => "anonymous bit-field".to_string(),
        };
        let span = f.name.as_ref().map(|n| n.span).unwrap_or(f.span);
        if !self.types.is_integer_valued(ft) {
            let d = self.describe_ty(ft);
            self.error(span, format!("{what} has non-integral type '{d}'"));
            return None;
        }
        let te = self.check_expr(w);
        let Some(v) = self.fold(&te) else {
            self.error(
                w.span,
                format!("{what} width is not an integral constant expression"),
            );
            return None;
        };
        if v < 0 {
            self.error(w.span, format!("{what} has negative width ({v})"));
            return None;
        }
        if v == 0 && f.name.is_some() {
            self.error(w.span, format!("named {what} has zero width"));
            return None;
        }
        let bits = self.types.layout(ft).map(|l| l.size * 8).unwrap_or(0);
        if v as u128 > bits as u128 {
            self.error(
                w.span,
                format!("width of {what} ({v} bits) exceeds the width of its type ({bits} bits)"),
            );
            return None;
        }
        Some(v as u32)
    }

    pub(crate) fn declare_enum(&mut self, def: &ast::EnumDef) -> TypeId {
        let fixed = match &def.underlying {
            Some(u) => {
                let t = self.resolve_type(u);
                let t = self.types.unqual(t);
                if matches!(self.types.kind(t), TypeKind::Int(_) | TypeKind::Bool) {
                    Some(t)
                } else {
                    let d = self.describe_ty(t);
                    self.error(
                        u.span,
                        format!("non-integral type '{d}' is an invalid underlying type"),
                    );
                    None
                }
            }
            None => None,
        };
        let name = def
            .name
            .as_ref()
            .map(|n| n.name.clone())
            .unwrap_or_else(|| UNNAMED_ENUM.to_string());
        // `enum E e;` refers to a visible E; a definition may complete an
        // opaque declaration (`enum class E : int;`) of the same scope.
        let existing = self.existing_tag(def.name.as_ref(), def.has_body);
        if let Some(t) = existing {
            if !self.types.is_enum(t) {
                self.error(def.span, format!("'{name}' was not declared as an enum"));
                return t;
            }
            if !def.has_body {
                return t;
            }
            if self.enum_defined.contains(&t) {
                self.error(def.span, format!("redefinition of '{name}'"));
                return t;
            }
        } else if !def.has_body && !def.scoped && fixed.is_none() {
            self.error(
                def.span,
                format!("forward reference to enum '{name}' without a fixed underlying type"),
            );
        }
        let int = self.types.int(IntKind::Int);
        let t = match existing {
            Some(t) => t,
            None => {
                let t = self.types.new_enum(name, fixed.unwrap_or(int), def.scoped);
                let scope = self.decl_scope();
                if let Some(e) = self.types.enum_mut(t) {
                    e.scope = scope;
                }
                if let Some(n) = &def.name {
                    self.declare_tag_name(n, t);
                }
                t
            }
        };
        if !def.has_body {
            return t;
        }
        self.enum_defined.insert(t);
        let fixed = fixed.or_else(|| {
            // An opaque declaration fixed the type already.
            (existing.is_some() || def.scoped)
                .then(|| self.types.enum_info(t).map(|e| e.underlying))
                .flatten()
        });
        let mut values: Vec<(String, i128)> = Vec::new();
        let mut next: i128 = 0;
        // A scoped enumeration's enumerators are in scope in its own body
        // ([basic.scope.enum]), with the underlying type until it closes
        // (libcu++'s `enum class endian { …, native = little }`).
        let body_ctx = def
            .scoped
            .then(|| self.scopes.open_params(self.scopes.current()));
        for (id, val) in &def.enumerators {
            if let Some(e) = val {
                // `W = warp_threads`: a constant variable is read
                // (lvalue-to-rvalue) before it folds.
                let te = match body_ctx {
                    Some(c) => self.in_context(c, |s| s.check_expr(e)),
                    None => self.check_expr(e),
                };
                let te = self.rvalue(te);
                match self.fold(&te) {
                    Some(v) => next = v,
                    None => self.error(e.span, "enumerator value is not a constant expression"),
                }
            }
            if let Some(u) = fixed {
                let unsigned = self.types.int_kind(u).is_some_and(|k| !k.signed());
                if super::consteval::wrap_to(&self.types, u, next) != next || (unsigned && next < 0)
                {
                    let d = self.describe_ty(u);
                    self.error(
                        id.span,
                        format!("enumerator value {next} is not representable in the underlying type '{d}'"),
                    );
                }
            }
            values.push((id.name.clone(), next));
            // Unscoped enumerators are names of the enclosing scope; scoped
            // ones are reached as `E::A` only.
            if !def.scoped {
                self.scopes
                    .insert(&id.name, Symbol::Enumerator(next, t), id.span);
            } else if let Some(c) = body_ctx {
                let u = fixed.unwrap_or(int);
                self.scopes
                    .insert_in(c, &id.name, Symbol::Enumerator(next, u), id.span);
            }
            next = next.wrapping_add(1);
        }
        let (underlying, promotes_to) = match fixed {
            Some(u) => (u, None),
            None => {
                let (u, p) = enumerator_types(&values);
                (self.types.int(u), Some(self.types.int(p)))
            }
        };
        if let Some(e) = self.types.enum_mut(t) {
            e.underlying = underlying;
            e.promotes_to = promotes_to;
            e.enumerators = values;
        }
        t
    }
}

/// The underlying type of an unscoped enumeration without a fixed one, and
/// the type it promotes to, from its enumerators (clang's and gcc's
/// choice): without negative values `unsigned int` (or `unsigned long`),
/// promoting to `int` (`long`) unless a value needs the sign bit; with
/// negative values `int` (or `long`), promoting to itself.
fn enumerator_types(values: &[(String, i128)]) -> (IntKind, IntKind) {
    let (lo, hi) = values
        .iter()
        .fold((0i128, 0i128), |(lo, hi), (_, v)| (lo.min(*v), hi.max(*v)));
    if lo >= 0 {
        if hi <= i32::MAX as i128 {
            (IntKind::UInt, IntKind::Int)
        } else if hi <= u32::MAX as i128 {
            (IntKind::UInt, IntKind::UInt)
        } else if hi <= i64::MAX as i128 {
            (IntKind::ULong, IntKind::Long)
        } else {
            (IntKind::ULong, IntKind::ULong)
        }
    } else if lo >= i32::MIN as i128 && hi <= i32::MAX as i128 {
        (IntKind::Int, IntKind::Int)
    } else {
        (IntKind::Long, IntKind::Long)
    }
}

/// Whether a declared type is spelled with `auto` (at the top, or under a
/// reference or pointer): deduced from an initialiser, or a generic
/// lambda's parameter.
pub(crate) fn mentions_auto(t: &ast::TypeExpr) -> bool {
    match &t.kind {
        ast::TypeExprKind::Auto | ast::TypeExprKind::DecltypeAuto => true,
        ast::TypeExprKind::Pointer(inner)
        | ast::TypeExprKind::LValueRef(inner)
        | ast::TypeExprKind::RValueRef(inner) => mentions_auto(inner),
        _ => false,
    }
}

/// Whether `t` has a `decltype(e)` (under pointers, references, arrays).
pub(crate) fn mentions_decltype(t: &ast::TypeExpr) -> bool {
    match &t.kind {
        ast::TypeExprKind::Decltype(_) => true,
        ast::TypeExprKind::Pointer(inner)
        | ast::TypeExprKind::LValueRef(inner)
        | ast::TypeExprKind::RValueRef(inner)
        | ast::TypeExprKind::Array(inner, _) => mentions_decltype(inner),
        _ => false,
    }
}

/// Whether `t` has a `decltype(e)` whose `e` names one of `params` (a
/// trailing return type's `decltype(a * b)`, a later parameter's
/// `decltype(p[0])`), also inside template arguments
/// (`remove_cvref_t<decltype(input[0])>`, CUB's `ThreadReduceSimd`), or
/// a value template argument that does (`enable_if_t<sizeof(a) == 4>`,
/// libcu++'s concept emulation `enable_if_t<!(decltype(…, a == b, …){})>`).
pub(crate) fn decltype_names_params(t: &ast::TypeExpr, params: &[ast::Param]) -> bool {
    fn names_params(e: &ast::Expr, params: &[ast::Param]) -> bool {
        let used = crate::ast::names::FreeNames::of_expr_and_types(e).used;
        used.iter().any(|u| {
            params
                .iter()
                .any(|p| p.name.as_ref().is_some_and(|n| n.name == u.name))
        })
    }
    fn in_arg(a: &ast::TemplateArg, params: &[ast::Param]) -> bool {
        match a {
            ast::TemplateArg::Type(te) => decltype_names_params(te, params),
            ast::TemplateArg::Expr(e) => names_params(e, params),
            ast::TemplateArg::Expansion(inner) => in_arg(inner, params),
        }
    }
    match &t.kind {
        ast::TypeExprKind::Decltype(e) => names_params(e, params),
        ast::TypeExprKind::Pointer(inner)
        | ast::TypeExprKind::LValueRef(inner)
        | ast::TypeExprKind::RValueRef(inner)
        | ast::TypeExprKind::Array(inner, _) => decltype_names_params(inner, params),
        ast::TypeExprKind::Named(path) => path.iter().any(|id| {
            id.args.iter().flatten().any(|a| in_arg(a, params))
                || id
                    .decltype
                    .as_deref()
                    .is_some_and(|t| decltype_names_params(t, params))
        }),
        _ => false,
    }
}

/// Whether `t` names, anywhere in it (qualifiers, template arguments,
/// declarators, `decltype` operands), a single identifier for which
/// `hit` holds.
pub(crate) fn names_any(t: &ast::TypeExpr, hit: &dyn Fn(&str) -> bool) -> bool {
    fn in_expr(e: &ast::Expr, hit: &dyn Fn(&str) -> bool) -> bool {
        crate::ast::names::FreeNames::of_expr(e)
            .used
            .iter()
            .any(|u| hit(&u.name))
    }
    fn in_arg(a: &ast::TemplateArg, hit: &dyn Fn(&str) -> bool) -> bool {
        match a {
            ast::TemplateArg::Type(te) => names_any(te, hit),
            ast::TemplateArg::Expr(e) => in_expr(e, hit),
            ast::TemplateArg::Expansion(inner) => in_arg(inner, hit),
        }
    }
    match &t.kind {
        ast::TypeExprKind::Named(path) => path.iter().any(|id| {
            hit(&id.name)
                || id.args.iter().flatten().any(|a| in_arg(a, hit))
                || id.decltype.as_deref().is_some_and(|d| names_any(d, hit))
        }),
        ast::TypeExprKind::Pointer(x)
        | ast::TypeExprKind::LValueRef(x)
        | ast::TypeExprKind::RValueRef(x)
        | ast::TypeExprKind::UnderlyingType(x) => names_any(x, hit),
        ast::TypeExprKind::Array(x, n) => {
            names_any(x, hit) || n.as_deref().is_some_and(|n| in_expr(n, hit))
        }
        ast::TypeExprKind::MemberPointer(class, x) => {
            class.iter().any(|id| hit(&id.name)) || names_any(x, hit)
        }
        ast::TypeExprKind::Function { ret, params, .. } => {
            names_any(ret, hit) || params.iter().any(|p| names_any(&p.ty, hit))
        }
        ast::TypeExprKind::Decltype(e) | ast::TypeExprKind::Typeof(e) => in_expr(e, hit),
        _ => false,
    }
}

/// Whether a member's declared type defines a named record or an enum
/// (`struct In { … } in;`, `enum { A, B } *mode;`): a type that belongs
/// to the enclosing class's scope.
fn defines_nested_type(t: &ast::TypeExpr) -> bool {
    match &t.kind {
        ast::TypeExprKind::Record(r) => r.name.is_some() && r.fields.is_some(),
        ast::TypeExprKind::Enum(e) => e.has_body,
        ast::TypeExprKind::Pointer(x)
        | ast::TypeExprKind::LValueRef(x)
        | ast::TypeExprKind::RValueRef(x)
        | ast::TypeExprKind::Array(x, _) => defines_nested_type(x),
        _ => false,
    }
}
