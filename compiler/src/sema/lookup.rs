//! Qualified names and namespaces: `a::b::f`, `::g`, `E::A`, namespace
//! definitions, `using` declarations and directives, namespace aliases.
//! (Unqualified lookup itself is `scope::Scopes::lookup`.)

use super::scope::{CtxId, Symbol, GLOBAL};
use super::Sema;
use crate::ast;
use crate::ir::{EntityRef, FuncId};
use crate::source::Span;
use crate::types::{PathSeg, TArg, TypeId, TypeKind};
use std::collections::HashSet;

/// What a (possibly qualified) name denotes.
pub(crate) enum Lookup {
    Found(Symbol),
    /// An unqualified name nothing declares (not reported: the caller
    /// words the error, or tries its own fallbacks).
    NotFound,
    /// An error was reported.
    Error,
}

/// What ordinary unqualified lookup sees from a function template's
/// definition ([temp.dep.candidate]): a dependent call's candidates are
/// those visible where the template is defined, plus those argument-
/// dependent lookup finds where it is instantiated (the end of the unit,
/// `lazy::defer_to_unit_end`). A non-member function of the template's
/// own file declared after its definition is neither, unless ADL finds
/// it (GCC's two-stage5: `N::foo(S)` for `S` of the global namespace,
/// declared after `N::bar` calls `foo(t)`, is not its candidate).
/// Functions of other files are kept, and so are members (complete-class
/// context) and the math library's functions (declared on first lookup,
/// out of textual order).
#[derive(Clone, Copy, Debug)]
pub(crate) struct Horizon {
    pub file: crate::source::FileId,
    /// Functions with smaller ids were declared before the definition.
    pub functions: usize,
}

/// The entity a qualifier (`a::`) names.
enum Qual {
    Namespace(CtxId),
    Type(TypeId),
}

impl Sema<'_> {
    /// Argument-dependent lookup ([basic.lookup.argdep]): the
    /// non-member functions named `name` declared in the namespaces
    /// associated with the types of `args`, and the friends their
    /// associated classes define (hidden friends).
    pub(crate) fn adl_candidates(
        &self,
        name: &str,
        args: &[crate::ir::Expr],
    ) -> Vec<crate::ir::FuncId> {
        let (namespaces, classes) = self.associated_entities(args.iter().map(|a| a.ty));
        let mut out = Vec::new();
        for ns in namespaces {
            if let Some(Symbol::Funcs(fs)) = self.scopes.lookup_in(ns, name) {
                for &f in fs {
                    if self.program.functions[f].method.is_none() && !out.contains(&f) {
                        out.push(f);
                    }
                }
            }
        }
        for c in classes {
            for &f in self.hidden_friends.get(&c).into_iter().flatten() {
                if self.program.functions[f].name == name && !out.contains(&f) {
                    out.push(f);
                }
            }
        }
        out
    }

    /// Candidates `fs` an unqualified call found by ordinary lookup, less
    /// those its template's definition could not see (`Horizon`) and
    /// argument-dependent lookup did not find (`adl`). When none would
    /// be left, all of them: code nvcc accepts by finding a later
    /// declaration is not refused.
    pub(crate) fn visible_at_definition(&self, fs: Vec<FuncId>, adl: &[FuncId]) -> Vec<FuncId> {
        let Some(h) = self.func.as_ref().and_then(|f| f.horizon) else {
            return fs;
        };
        let visible: Vec<FuncId> = fs
            .iter()
            .copied()
            .filter(|&f| {
                let func = &self.program.functions[f];
                f.index() < h.functions
                    || func.method.is_some()
                    || func.span.file != h.file
                    || adl.contains(&f)
                    || self.is_math_api(f)
            })
            .collect();
        if visible.is_empty() {
            fs
        } else {
            visible
        }
    }

    /// The namespaces and classes associated with types `tys`
    /// ([basic.lookup.argdep]/3): through pointers, references, arrays
    /// and function types to classes and enumerations; a class's own
    /// namespace, itself, the class it is a member of, its bases, and for a template specialisation
    /// its type arguments' associated entities. Each type is visited
    /// once: Thrust's and libcu++'s nested tuples and iterators name the
    /// same types many times over, and walking every path made ADL most
    /// of the time of compiling a Thrust call.
    fn associated_entities(&self, tys: impl Iterator<Item = TypeId>) -> (Vec<CtxId>, Vec<TypeId>) {
        let mut namespaces: Vec<CtxId> = Vec::new();
        let mut classes: Vec<TypeId> = Vec::new();
        let mut seen: HashSet<TypeId> = HashSet::new();
        let mut work: Vec<TypeId> = tys.collect();
        while let Some(t) = work.pop() {
            let t = self.types.unqual(t);
            if !seen.insert(t) {
                continue;
            }
            if let Some(inner) = self.adl_inner(t) {
                work.push(inner);
                continue;
            }
            if let TypeKind::Function { ret, params, .. } = self.types.kind(t) {
                work.push(*ret);
                work.extend(params.iter().copied());
                continue;
            }
            let mut add = |ns: CtxId| {
                if !namespaces.contains(&ns) {
                    namespaces.push(ns);
                }
            };
            if let Some(e) = self.types.enum_info(t) {
                add(self.scopes.namespace_of(&e.scope));
            }
            let Some(rec) = self.types.record(t) else {
                continue;
            };
            add(self.scopes.namespace_of(&rec.scope));
            classes.push(t);
            // The class it is a member of (its friends are found too).
            if let Some(&PathSeg::Record(outer)) = rec.scope.last() {
                if !classes.contains(&outer) {
                    classes.push(outer);
                }
            }
            work.extend(rec.bases.iter().copied());
            if let Some((_, targs)) = &rec.template {
                let mut stack: Vec<&TArg> = targs.iter().collect();
                while let Some(a) = stack.pop() {
                    match a {
                        TArg::Type(x) => work.push(*x),
                        TArg::Pack(xs) | TArg::Spread(xs) => stack.extend(xs),
                        TArg::Value(..) | TArg::Template(_) | TArg::Func(_) | TArg::Dep(_) => {}
                    }
                }
            }
        }
        (namespaces, classes)
    }

    /// The type argument-dependent lookup looks through `t` to: the
    /// referee, pointee or element type.
    fn adl_inner(&self, t: TypeId) -> Option<TypeId> {
        self.types
            .referee(t)
            .or_else(|| self.types.pointee(t))
            .or_else(|| self.types.array_elem(t).map(|(e, _)| e))
    }

    /// Whether `ns` is namespace `std`.
    fn is_std(&self, ns: CtxId) -> bool {
        matches!(self.scopes.lookup_in(GLOBAL, "std"), Some(Symbol::Namespace(s)) if *s == ns)
    }

    /// What `path` denotes at this point. Every error in a qualifier, and
    /// a last part missing from the named namespace or type, is reported
    /// here.
    pub(crate) fn lookup_path(&mut self, path: &[ast::Ident]) -> Lookup {
        self.lookup_path_for(path, "member")
    }

    /// `lookup_path` where a missing last part is reported as a missing
    /// `what` ("no type named 'T' in namespace 'ns'").
    pub(crate) fn lookup_path_for(&mut self, path: &[ast::Ident], what: &str) -> Lookup {
        let Some((last, quals)) = path.split_last() else {
            return Lookup::Error;
        };
        if quals.is_empty() {
            self.declare_math_api(&last.name, GLOBAL, last.span);
            let found = match self.scopes.lookup(&last.name) {
                Some(s) => s,
                None => match self.scopes.lookup_tag(&last.name) {
                    Some(t) => Symbol::Type(t),
                    None => return Lookup::NotFound,
                },
            };
            return match self.with_template_args(found, last) {
                Some(s) => Lookup::Found(s),
                None => Lookup::Error,
            };
        }
        let Some(q) = self.qualifier(quals) else {
            return Lookup::Error;
        };
        if let Qual::Namespace(ns) = q {
            if ns == GLOBAL || self.is_std(ns) {
                self.declare_math_api(&last.name, ns, last.span);
            }
        }
        let found = match q {
            Qual::Namespace(ns) => self.scopes.lookup_in(ns, &last.name).cloned(),
            Qual::Type(t) => self.member_of_type(t, &last.name).or_else(|| {
                // `typename T::type` in a template's signature: a type
                // only the arguments will tell (kept as written).
                (last.args.is_none() && self.is_dependent(t))
                    .then(|| Symbol::Type(self.dependent_member(t, &last.name)))
            }),
        };
        if let Some(s) = found {
            return match self.with_template_args(s, last) {
                Some(s) => Lookup::Found(s),
                None => Lookup::Error,
            };
        }
        let msg = |scope: String| format!("no {what} named '{}' in {scope}", last.name);
        match q {
            Qual::Namespace(ns) => {
                let m = msg(self.namespace_name(ns));
                self.unknown_name_error(last.span, m);
            }
            Qual::Type(t) => {
                let m = msg(format!("'{}'", self.describe_ty(t)));
                self.error(last.span, m);
            }
        }
        Lookup::Error
    }

    /// What a name with its template arguments denotes: a class or alias
    /// template's specialisation (instantiated), or, for functions, the
    /// overload set (the call uses the arguments). `None` after an error.
    fn with_template_args(&mut self, sym: Symbol, name: &ast::Ident) -> Option<Symbol> {
        // Inside a class template, its name is the current specialisation
        // (the injected class name), and with arguments the template.
        let sym = match (sym, &name.args) {
            (Symbol::Type(t), Some(_)) => {
                match self.types.record(t).and_then(|r| r.template.clone()) {
                    Some((id, _)) => Symbol::Template(super::template::TemplateId(id)),
                    None => Symbol::Type(t),
                }
            }
            (s, _) => s,
        };
        match (sym, &name.args) {
            // A variable template's specialisation is made where the
            // expression names it (`variable_template_ref`).
            (Symbol::Template(id), Some(_))
                if matches!(
                    self.tmpl(id).kind,
                    super::template::TemplateKind::Variable { .. }
                ) =>
            {
                Some(Symbol::Template(id))
            }
            (Symbol::Template(id), Some(_)) => self.template_type(id, name).map(Symbol::Type),
            (s @ Symbol::Funcs(_), _) => Some(s),
            (_, Some(_)) => {
                self.error(
                    name.span,
                    format!(
                        "'{}' does not name a template but is followed by template arguments",
                        name.name
                    ),
                );
                None
            }
            (s, None) => Some(s),
        }
    }

    /// `T::name`: a member of class `T`'s scope, or an enumerator of
    /// enumeration `T`.
    pub(crate) fn member_of_type(&self, t: TypeId, name: &str) -> Option<Symbol> {
        if let Some(ctx) = self.class_scope(t) {
            return self.scopes.lookup_in(ctx, name).cloned();
        }
        let info = self.types.enum_info(t)?;
        let v = info.enumerators.iter().find(|(n, _)| n == name)?.1;
        Some(Symbol::Enumerator(v, self.types.unqual(t)))
    }

    /// What `path` denotes, without reporting anything (to decide whether
    /// a name is a type before checking it as an expression); a class
    /// named as its qualifier whose definition was deferred is defined
    /// first (`lazy_class.rs`), since its members are what is asked.
    pub(crate) fn peek_path(&mut self, path: &[ast::Ident]) -> Option<Symbol> {
        if let Some((last, quals)) = path.split_last() {
            if !quals.is_empty() {
                if let Some(Symbol::Type(t)) = self.peek_path_ref(quals) {
                    self.require_complete(t);
                    // A plain struct's scope holds its data members only
                    // once something asks (`sizeof(C::In::q)`).
                    // (Not a class being defined: its scope comes when
                    // it is complete.)
                    if self.class_ctx(t).is_none()
                        && self.types.record(t).is_some_and(|r| r.fields.is_some())
                    {
                        self.ensure_class_info(t, last.span);
                    }
                }
            }
        }
        self.peek_path_ref(path)
    }

    /// `peek_path` where nothing may be defined.
    pub(crate) fn peek_path_ref(&self, path: &[ast::Ident]) -> Option<Symbol> {
        let (last, quals) = path.split_last()?;
        // The namespace or class the qualifiers so far name.
        let mut ns = None;
        let mut class = None;
        for (i, q) in quals.iter().enumerate() {
            if q.decltype.is_some() {
                return None;
            }
            let sym = match (ns, class) {
                (_, Some(t)) => self.member_of_type(t, &q.name),
                (None, None) if i == 0 && q.name.is_empty() => Some(Symbol::Namespace(GLOBAL)),
                (None, None) => self.scopes.lookup(&q.name),
                (Some(n), None) => self.scopes.lookup_in(n, &q.name).cloned(),
            };
            match sym {
                Some(Symbol::Namespace(n)) if class.is_none() => ns = Some(n),
                // `C::In::q`: a member of a nested class.
                Some(Symbol::Type(t)) => class = Some(t),
                _ => return None,
            }
        }
        if let Some(t) = class {
            return self.member_of_type(t, &last.name);
        }
        match ns {
            None => self
                .scopes
                .lookup(&last.name)
                .or_else(|| self.scopes.lookup_tag(&last.name).map(Symbol::Type)),
            Some(n) => self.scopes.lookup_in(n, &last.name).cloned(),
        }
    }

    /// The namespace or type `a::b::` names (errors reported).
    fn qualifier(&mut self, quals: &[ast::Ident]) -> Option<Qual> {
        let mut cur: Option<Qual> = None;
        for (i, q) in quals.iter().enumerate() {
            if i == 0 && q.name.is_empty() {
                cur = Some(Qual::Namespace(GLOBAL));
                continue;
            }
            // `decltype(e)::name`: the qualifier is the type of `e`.
            if let (0, Some(te)) = (i, &q.decltype) {
                let t = self.resolve_type(te);
                if self.is_error_ty(t) {
                    return None;
                }
                if !(self.types.is_record(t) || self.types.is_enum(t) || self.is_dependent(t)) {
                    let d = self.describe_ty(t);
                    self.error(
                        q.span,
                        format!(
                            "'{}' (aka '{d}') is not a class, namespace, or enumeration",
                            q.name
                        ),
                    );
                    return None;
                }
                self.require_complete(t);
                cur = Some(Qual::Type(self.types.unqual(t)));
                continue;
            }
            let sym = match &cur {
                // ([basic.lookup.qual]p1: only namespaces, types and
                // templates; `lookup_qualifier` passes the rest over. A
                // variable found and nothing else is reported as such.)
                None => {
                    let plain = self.scopes.lookup(&q.name);
                    let usable = |s: &Symbol| {
                        matches!(
                            s,
                            Symbol::Type(_)
                                | Symbol::Namespace(_)
                                | Symbol::Template(_)
                                | Symbol::Pack(_)
                        )
                    };
                    plain
                        .clone()
                        .filter(usable)
                        .or_else(|| self.scopes.lookup_qualifier(&q.name))
                        .or_else(|| self.scopes.lookup_tag(&q.name).map(Symbol::Type))
                        .or(plain)
                }
                Some(Qual::Namespace(ns)) => self.scopes.lookup_in(*ns, &q.name).cloned(),
                Some(Qual::Type(t)) => match self.class_scope(*t) {
                    Some(ctx) => self.scopes.lookup_in(ctx, &q.name).cloned(),
                    None if self.is_dependent(*t) && q.args.is_none() => {
                        Some(Symbol::Type(self.dependent_member(*t, &q.name)))
                    }
                    None => {
                        let d = self.describe_ty(*t);
                        self.error(q.span, format!("no type named '{}' in '{d}'", q.name));
                        return None;
                    }
                },
            };
            // `Cs::template rebind<T>...`: a pack names its current
            // element in an expansion.
            let sym = match sym {
                Some(s @ (Symbol::Pack(_) | Symbol::LocalPack(_))) => Some(self.pack_symbol(s, q)?),
                s => s,
            };
            let sym = match sym {
                Some(s) => Some(self.with_template_args(s, q)?),
                None => None,
            };
            cur = Some(match sym {
                Some(Symbol::Template(_)) => {
                    self.error(
                        q.span,
                        format!(
                            "use of class template '{}' requires template arguments",
                            q.name
                        ),
                    );
                    return None;
                }
                Some(Symbol::Namespace(ns)) => {
                    let outermost = i == 0 || (i == 1 && quals[0].name.is_empty());
                    if outermost {
                        let path = self.scopes.ctx(ns).path.clone();
                        self.note_qualifier_namespace(&path, q.span);
                    }
                    Qual::Namespace(ns)
                }
                Some(Symbol::Type(t)) if self.types.is_record(t) || self.types.is_enum(t) => {
                    // `DeviceReduce::Sum(…)` after `using namespace cub;`
                    // or `using cub::DeviceReduce;` is a use of `cub` too.
                    if i == 0 {
                        if let Some(r) = self.types.record(t) {
                            let path = r.scope.clone();
                            self.note_qualifier_namespace(&path, q.span);
                        }
                    }
                    self.require_complete(t);
                    Qual::Type(t)
                }
                Some(Symbol::Type(t)) => {
                    let d = self.describe_ty(t);
                    let what = if d == q.name {
                        format!("'{d}'")
                    } else {
                        format!("'{}' (aka '{d}')", q.name)
                    };
                    self.error(
                        q.span,
                        format!("{what} is not a class, namespace, or enumeration"),
                    );
                    return None;
                }
                Some(_) => {
                    self.error(
                        q.span,
                        format!("'{}' is not a class, namespace, or enumeration", q.name),
                    );
                    return None;
                }
                None => {
                    match &cur {
                        Some(Qual::Namespace(ns)) => {
                            let what = self.namespace_name(*ns);
                            let m = format!("no member named '{}' in {what}", q.name);
                            self.unknown_name_error(q.span, m);
                        }
                        _ => {
                            let m = format!("use of undeclared identifier '{}'", q.name);
                            self.unknown_name_error(q.span, m)
                        }
                    }
                    return None;
                }
            });
        }
        cur
    }

    /// The namespace a qualifier path names (for `using namespace`,
    /// aliases and out-of-line definitions); errors reported.
    pub(crate) fn namespace_by_path(&mut self, path: &[ast::Ident], span: Span) -> Option<CtxId> {
        let at = path.last().map(|i| i.span).unwrap_or(span);
        let sym = match self.lookup_path(path) {
            Lookup::Found(s) => s,
            Lookup::NotFound => {
                self.error(at, "expected namespace name");
                return None;
            }
            Lookup::Error => return None,
        };
        match sym {
            Symbol::Namespace(ns) => Some(ns),
            _ => {
                self.error(at, "expected namespace name");
                None
            }
        }
    }

    /// `namespace 'a::b'` or `the global namespace`, as clang words it.
    pub(crate) fn namespace_name(&self, ns: CtxId) -> String {
        let path = &self.scopes.ctx(ns).path;
        if path.is_empty() {
            return "the global namespace".into();
        }
        let q = self.types.qualified_name(&path[..path.len() - 1], "");
        let last = match &path[path.len() - 1] {
            crate::types::PathSeg::Namespace(n) => n.clone(),
            _ => "(anonymous namespace)".into(),
        };
        format!("namespace '{q}{last}'")
    }

    /// `namespace name { items }` (or the anonymous one).
    pub(crate) fn namespace_def(
        &mut self,
        name: Option<&ast::Ident>,
        inline: bool,
        items: &[ast::Item],
    ) {
        if let Some(n) = name {
            if let Some((sym, _)) = self.scopes.lookup_here(&n.name) {
                if !matches!(sym, Symbol::Namespace(_)) {
                    self.error(
                        n.span,
                        format!("redefinition of '{}' as different kind of symbol", n.name),
                    );
                    return;
                }
            }
        }
        let id = self
            .scopes
            .open_namespace(name.map(|n| (n.name.as_str(), n.span)), inline);
        let saved = self.scopes.set_current(id);
        self.declare_items(items);
        self.scopes.set_current(saved);
    }

    /// A `using` declaration or directive, or a namespace alias, at
    /// namespace or block scope.
    pub(crate) fn using(&mut self, u: &ast::Using, span: Span) {
        match u {
            ast::Using::Directive(path) => {
                if let Some(ns) = self.namespace_by_path(path, span) {
                    self.scopes.using_directive(ns);
                }
            }
            ast::Using::Alias(name, path) => {
                if let Some(ns) = self.namespace_by_path(path, span) {
                    if let Some((old, _)) = self.scopes.lookup_here(&name.name) {
                        if !matches!(old, Symbol::Namespace(o) if *o == ns) {
                            self.error(
                                name.span,
                                format!(
                                    "redefinition of '{}' as different kind of symbol",
                                    name.name
                                ),
                            );
                            return;
                        }
                    }
                    self.scopes
                        .insert(&name.name, Symbol::Namespace(ns), name.span);
                }
            }
            ast::Using::PackDeclaration(_) => {
                self.error(
                    span,
                    "a using-declaration that expands a pack must be a member of a class template",
                );
            }
            ast::Using::Declaration(path) => {
                let Some(last) = path.last() else {
                    return;
                };
                if path.len() < 2 {
                    self.error(span, "using declaration requires a qualified name");
                    return;
                }
                let sym = match self.lookup_path(path) {
                    Lookup::Found(s) => s,
                    Lookup::NotFound | Lookup::Error => return,
                };
                match sym {
                    Symbol::Funcs(fs) => {
                        for f in fs {
                            if !self.redeclared_by_cuda_header(&last.name, f) {
                                self.scopes.add_func(&last.name, f, last.span);
                            }
                        }
                    }
                    Symbol::Namespace(_) => {
                        self.error(span, "using declaration cannot refer to a namespace");
                    }
                    Symbol::Type(t) => {
                        if self.types.is_record(t) || self.types.is_enum(t) {
                            self.scopes.insert_tag(&last.name, t);
                        }
                        self.scopes.insert(&last.name, Symbol::Type(t), last.span);
                    }
                    other => self.scopes.insert(&last.name, other, last.span),
                }
            }
        }
    }
}
