//! Initialisation in one place, as clang's SemaInit: how an object of a
//! given type is initialised from what was written.
//!
//! Input: a type and an `ast::Initializer` (or none), in the context of
//! the declaration, member, temporary or `new` it initialises. Output: an
//! `ir::Init` — `Expr` (copy from a value), `List` (aggregate or array,
//! element by element, brace elision resolved), `Construct` (a
//! constructor chosen by overload resolution), `Zero`/`Zeroed`
//! (value-initialisation), `Each` (every element alike).
//!
//! The forms of C++ and where each is decided:
//! - default-initialisation (no initialiser) and value-initialisation
//!   (`T()`, `T{}`, members a list leaves out): `init_object`,
//!   `value_init`, `fill_defaults` with default member initialisers
//!   (`member_default`);
//! - copy-initialisation (`T x = e;`) and direct-initialisation
//!   (`T x(a, b);`): `init_object` → `construct` for classes with
//!   constructors (converting constructors only for copy-
//!   initialisation), `check_init` for the rest;
//! - list-initialisation (`T x{…}`, `= {…}`, `T{…}`, `return {…}`,
//!   braced arguments): constructors first when the class has them (a
//!   nested list initialises the chosen constructor's parameter,
//!   `check_args_for`), else aggregate initialisation (`init_aggregate`:
//!   brace elision, designated initialisers, strings into char arrays);
//! - arrays of objects that need construction: `init_array_of_classes`;
//! - static storage: `check_static_init` (constant initialisers).
//!
//! Invariants: every implicit conversion of an initialiser is explicit in
//! the result; a class with constructors is never initialised member-
//! wise; a copy of a dynamic class (or one whose members have copy
//! constructors) goes through its copy constructor, never a byte copy.

use super::convert::ConvCtx;
use super::Sema;
use crate::ast::{self, Initializer};
use crate::ir::*;
use crate::source::Span;
use crate::types::TypeId;

impl Sema<'_> {
    /// How an object of type `ty` is initialised by `init` (or
    /// default-initialised when `None`): constructors for classes that
    /// have them, default member initialisers for aggregates, else the
    /// ordinary rules. `None`: nothing to do (left uninitialised).
    pub(crate) fn init_object(
        &mut self,
        ty: TypeId,
        init: Option<&ast::Initializer>,
        span: Span,
    ) -> Option<Init> {
        // `T x(args...)`, `: m(args...)`, `: Base{args...}`: the pack's
        // elements.
        let expanded = match init {
            Some(i @ (ast::Initializer::Ctor(..) | ast::Initializer::List(..))) => {
                self.expand_list_packs(i)
            }
            _ => None,
        };
        let init = expanded.as_ref().or(init);
        let ut = self.types.unqual(ty);
        if let Some((elem, Some(n))) = self.types.array_elem(ut) {
            if self.elems_need_construction(elem) {
                return self.init_array_of_classes(elem, n, init, span);
            }
        }
        // A dynamic class is no aggregate: its implicit constructors set
        // its vtable pointers.
        // A braced list initialises a C++17 aggregate member-wise even
        // when it declares constructors, so long as none is user-provided
        // (`struct B { int i; B() = default; }; B b = {1};`).
        let listed = matches!(
            init,
            Some(ast::Initializer::List(..) | ast::Initializer::Designated(..))
        );
        let has_ctors = if listed {
            self.user_provides_ctors(ut)
        } else {
            self.classes.get(&ut).is_some_and(|c| !c.ctors.is_empty())
        } || self.types.is_dynamic(ut);
        if has_ctors {
            // A braced list makes an `initializer_list` itself, or goes to
            // an initializer-list constructor first ([over.match.list]).
            if let Some(ast::Initializer::List(items, _)) = init {
                if self.initializer_list_elem(ut).is_some() {
                    if let Some(v) = self.initializer_list_value(ut, items, span) {
                        return Some(Init::Expr(v));
                    }
                }
                if let Some(i) = self.init_by_list_ctor(ut, items, false, span) {
                    return Some(i);
                }
            }
            let args: Vec<ast::Expr> = match init {
                None => Vec::new(),
                Some(ast::Initializer::Ctor(args, _)) => args.clone(),
                Some(ast::Initializer::Designated(_, _, at)) => {
                    let d = self.describe_ty(ut);
                    self.error(
                        *at,
                        format!("initialization of non-aggregate type '{d}' with a designated initializer list"),
                    );
                    return None;
                }
                Some(ast::Initializer::List(items, _)) => {
                    let mut v = Vec::new();
                    for it in items {
                        match it {
                            ast::Initializer::Expr(e) => v.push(e.clone()),
                            // `T t{{1, 2}, 3}`: the inner list initialises
                            // the constructor's parameter (copy-list-
                            // initialisation, `check_args_for`).
                            ast::Initializer::List(inner, at) => v.push(ast::Expr::new(
                                ast::ExprKind::InitList(None, inner.clone()),
                                *at,
                            )),
                            ast::Initializer::Designated(_, _, at) => {
                                let d = self.describe_ty(ut);
                                self.error(
                                    *at,
                                    format!("initialization of non-aggregate type '{d}' with a designated initializer list"),
                                );
                                return None;
                            }
                            // Only a declaration has one (`T x(a)`), never
                            // an element of a list.
                            ast::Initializer::Ctor(_, at) => {
                                self.error(*at, "expected expression");
                                return None;
                            }
                        }
                    }
                    v
                }
                Some(ast::Initializer::Expr(e)) => {
                    // Copy-initialisation: a same-class value is copied,
                    // anything else goes through a converting constructor.
                    let v = self.check_expr(e);
                    if self.types.unqual(v.ty) == ut
                        && !(designates_object(&v) && self.copies_by_ctor(ut))
                    {
                        return Some(Init::Expr(self.convert_implicit(v, ut, ConvCtx::Init)));
                    }
                    // From another class through its conversion function
                    // to this one: the function's result is the object
                    // (C++17 [dcl.init]p17.6.3), never copied. (A
                    // converting constructor taking the source class is
                    // the other candidate; it goes through `construct`.)
                    let vt = self.types.unqual(v.ty);
                    if vt != ut
                        && !self.is_base_of(ut, vt)
                        && !self.has_converting_ctor_from(ut, vt)
                        && self.class_conversion_function(vt, ut, false).is_some()
                    {
                        return Some(Init::Expr(self.convert_implicit(v, ut, ConvCtx::Init)));
                    }
                    return Some(self.construct(ut, vec![v], true, span));
                }
            };
            let ctors = self.constructors_of(ut);
            let checked = self.check_args_for(&args, &ctors);
            return Some(self.construct(ut, checked, false, span));
        }
        match init {
            None if self.needs_construction(ut) => {
                let c = self.implicit_default_ctor(ut, span);
                Some(Init::Construct(c, Vec::new()))
            }
            None => None,
            Some(i) => {
                let out = self.check_init(i, ty);
                Some(self.fill_defaults(ut, out, i.span()))
            }
        }
    }

    /// Whether class `t` has a non-explicit constructor other than a copy
    /// or move constructor whose only parameter is (a reference to) class
    /// `from`: a candidate beside `from`'s conversion functions.
    fn has_converting_ctor_from(&mut self, t: TypeId, from: TypeId) -> bool {
        self.constructors_of(t).into_iter().any(|c| {
            let f = &self.program.functions[c];
            if f.method.is_some_and(|m| m.explicit) || f.pattern.is_some() {
                return f.pattern.is_some();
            }
            match self.declared_params(c).as_slice() {
                [p] => {
                    let p = self.types.unqual(self.types.referee(*p).unwrap_or(*p));
                    p == from || self.is_base_of(p, from)
                }
                _ => false,
            }
        })
    }

    /// Value-initialisation (`T()`, `T{}` of a member) of class `t`: its
    /// default constructor when it declares constructors; else zero, then
    /// the implicit default constructor when that runs code
    /// (constructors of bases or members, default member initialisers).
    pub(crate) fn value_init(&mut self, t: TypeId, span: Span) -> Init {
        let t = self.types.unqual(t);
        if self.classes.get(&t).is_some_and(|c| !c.ctors.is_empty()) {
            return self.construct(t, Vec::new(), false, span);
        }
        if !self.needs_construction(t) {
            return Init::Zero;
        }
        let c = self.implicit_default_ctor(t, span);
        Init::Zeroed(Box::new(Init::Construct(c, Vec::new())))
    }

    /// Whether objects of `t` (the elements of `t`, for an array) are
    /// initialised by running code: constructors or default member
    /// initialisers.
    pub(crate) fn elems_need_construction(&self, t: TypeId) -> bool {
        let t = self.types.innermost_elem(t);
        self.classes.get(&t).is_some_and(|c| !c.ctors.is_empty()) || self.needs_construction(t)
    }

    /// An array of `n` objects of type `elem` that need construction:
    /// default-initialised, each element the same way; or from a braced
    /// list, element by element, the ones not given default-initialised.
    fn init_array_of_classes(
        &mut self,
        elem: TypeId,
        n: u64,
        init: Option<&ast::Initializer>,
        span: Span,
    ) -> Option<Init> {
        match init {
            None => {
                let each = self.init_object(elem, None, span)?;
                Some(Init::Each(Box::new(each)))
            }
            // `: buffer()`: every element value-initialised.
            Some(ast::Initializer::Ctor(args, _)) if args.is_empty() => {
                Some(Init::Each(Box::new(self.value_init_any(elem, span))))
            }
            Some(ast::Initializer::List(items, at)) => {
                // Brace elision (`S s[3][3] = {2};`): elements of the inner
                // arrays given without their braces, taken in runs.
                if let Some(grouped) = self.elide_inner_braces(elem, items, *at) {
                    let list = ast::Initializer::List(grouped, *at);
                    return self.init_array_of_classes(elem, n, Some(&list), span);
                }
                if items.len() as u64 > n {
                    self.error(
                        items[n as usize].span(),
                        "excess elements in array initializer",
                    );
                }
                let mut out = Vec::new();
                for it in items.iter().take(n as usize) {
                    let i = self.init_object(elem, Some(it), it.span());
                    out.push(i.unwrap_or(Init::Zero));
                }
                if (out.len() as u64) < n {
                    // The rest are value-initialised (as from `{}`); with a
                    // default constructor, that is one call each.
                    let rest = self.value_init_any(elem, span);
                    while (out.len() as u64) < n {
                        out.push(rest.clone());
                    }
                }
                Some(Init::List(out))
            }
            Some(other) => {
                self.error(
                    other.span(),
                    "array initializer must be an initializer list",
                );
                None
            }
        }
    }

    /// `items` of a braced list for an array of arrays `elem` (of objects
    /// that need construction) with the inner braces left out: the items
    /// grouped into one list per element, as many as an element holds
    /// (`None` when every item is a list already, or `elem` is no array).
    fn elide_inner_braces(
        &self,
        elem: TypeId,
        items: &[ast::Initializer],
        at: Span,
    ) -> Option<Vec<ast::Initializer>> {
        let elem = self.types.unqual(elem);
        self.types.array_elem(elem)?;
        if items
            .iter()
            .all(|i| matches!(i, ast::Initializer::List(..)))
        {
            return None;
        }
        // The objects one element holds (`S[2][2]` holds four).
        let whole = self.types.layout(elem)?.size;
        let one = self.types.layout(self.types.innermost_elem(elem))?.size;
        let per = (whole / one.max(1)).max(1) as usize;
        let mut out = Vec::new();
        let mut run: Vec<ast::Initializer> = Vec::new();
        for it in items {
            match it {
                ast::Initializer::List(..) if run.is_empty() => out.push(it.clone()),
                _ => {
                    run.push(it.clone());
                    if run.len() == per {
                        out.push(ast::Initializer::List(std::mem::take(&mut run), at));
                    }
                }
            }
        }
        if !run.is_empty() {
            out.push(ast::Initializer::List(run, at));
        }
        Some(out)
    }

    /// A list initialiser of an aggregate: the members not given take
    /// their default member initialisers, or are value-initialised (a
    /// member or base whose class has a constructor runs it: `H h{}` with
    /// `struct H { G g; }` constructs `h.g`).
    pub(crate) fn fill_defaults(&mut self, t: TypeId, init: Init, span: Span) -> Init {
        let t = self.types.unqual(t);
        let Some(rec) = self.types.record(t) else {
            return init;
        };
        if rec.is_union {
            return init;
        }
        let bases = rec.bases.clone();
        let fields: Vec<TypeId> = rec.fields.iter().flatten().map(|f| f.ty).collect();
        let defaults = self
            .classes
            .get(&t)
            .map(|c| c.defaults.clone())
            .unwrap_or_default();
        if defaults.iter().all(|d| d.is_none())
            && !bases
                .iter()
                .chain(&fields)
                .any(|&x| self.elems_need_construction(x))
        {
            return init;
        }
        // Items cover the bases first; each base takes its own defaults.
        let nb = bases.len();
        let n = nb + fields.len();
        let mut items = match init {
            Init::List(items) => items,
            Init::Zero => Vec::new(),
            other => return other,
        };
        while items.len() < nb {
            items.push(Init::Zero);
        }
        for (item, &b) in items.iter_mut().zip(&bases) {
            let given = std::mem::replace(item, Init::Zero);
            *item = match given {
                Init::Zero if self.needs_construction(b) => self.value_init(b, span),
                given => self.fill_defaults(b, given, span),
            };
        }
        for (i, item) in items.iter_mut().enumerate().skip(nb) {
            let fty = fields.get(i - nb).copied();
            if let (Init::Zero, Some(fty)) = (&*item, fty) {
                if self.needs_construction(fty) {
                    *item = self.value_init(fty, span);
                }
            }
            // A member array of objects given in part (`T arr[3]` from
            // `{T(1), T(2)}`), or an aggregate member given in part: what
            // is not given is value-initialised, by its constructor.
            if let (Init::List(_), Some(fty)) = (&*item, fty) {
                if self.elems_need_construction(fty) {
                    let given = std::mem::replace(item, Init::Zero);
                    *item = self.complete_init(fty, given, span);
                }
            }
        }
        let mut this = AggregateThis::default();
        while items.len() < n {
            let i = items.len() - nb;
            let fty = fields[i];
            let item = match self.member_default(t, i, &mut this) {
                Some(d) => d,
                None if self.elems_need_construction(fty) => {
                    if self.types.is_record(fty) {
                        self.value_init(fty, span)
                    } else {
                        self.init_object(fty, None, span).unwrap_or(Init::Zero)
                    }
                }
                None => Init::Zero,
            };
            items.push(item);
        }
        this.bind(Init::List(items))
    }

    /// A braced list's initialiser `init` of an object of type `t` (a
    /// class or an array whose elements need construction) with what it
    /// does not give value-initialised ([dcl.init.aggr]p5): an array's
    /// missing elements by their default constructor, a class's members
    /// by their default initialisers or constructors (`fill_defaults`).
    fn complete_init(&mut self, t: TypeId, init: Init, span: Span) -> Init {
        let t = self.types.unqual(t);
        let Some((elem, Some(n))) = self.types.array_elem(t) else {
            return self.fill_defaults(t, init, span);
        };
        match init {
            Init::List(items) => {
                let mut out: Vec<Init> = items
                    .into_iter()
                    .map(|i| self.complete_init(elem, i, span))
                    .collect();
                while (out.len() as u64) < n {
                    out.push(self.value_init_any(elem, span));
                }
                Init::List(out)
            }
            Init::Zero => self.value_init_any(t, span),
            other => other,
        }
    }

    /// Value-initialisation of an object of type `t`, an array's element
    /// by element.
    fn value_init_any(&mut self, t: TypeId, span: Span) -> Init {
        let t = self.types.unqual(t);
        if let Some((elem, Some(_))) = self.types.array_elem(t) {
            if !self.elems_need_construction(elem) {
                return Init::Zero;
            }
            return Init::Each(Box::new(self.value_init_any(elem, span)));
        }
        if self.types.is_record(t) {
            return self.value_init(t, span);
        }
        Init::Zero
    }

    /// The default member initialiser of field `i` of `t`, checked in
    /// the class scope, for a braced list initialising an aggregate `t`
    /// (whose `this`, where the initialiser uses it, is `this`'s local);
    /// `None` when it has none.
    pub(crate) fn member_default(
        &mut self,
        t: TypeId,
        i: usize,
        this: &mut AggregateThis,
    ) -> Option<Init> {
        let t = self.types.unqual(t);
        let d = self.classes.get(&t)?.defaults.get(i).cloned().flatten()?;
        let fty = self.types.record(t)?.fields.as_ref()?.get(i)?.ty;
        // The class scope with the data members declared in it (a plain
        // struct's scope has them only once something asks).
        let ctx = self.ensure_class_info(t, d.span());
        let saved = Some(self.scopes.enter(ctx));
        // In a function, the aggregate's members are reachable through a
        // local holding its address; at namespace scope there is none
        // (a constant initialiser cannot name the object it initialises).
        let local = this.local(self, t, d.span());
        let outer = self.set_aggregate_this(local);
        let v = self.init_object(fty, Some(&d), d.span());
        self.set_aggregate_this(outer);
        if let Some(s) = saved {
            self.scopes.leave(s);
        }
        Some(v.unwrap_or(Init::Zero))
    }

    /// Sets the current function's `aggregate_this`; returns the one
    /// before.
    fn set_aggregate_this(&mut self, l: Option<LocalId>) -> Option<LocalId> {
        match self.func.as_mut() {
            Some(f) => std::mem::replace(&mut f.aggregate_this, l),
            None => None,
        }
    }

    /// A constructor call creating a `t` from `args` (`copy_init`: only
    /// converting constructors may be used).
    pub(crate) fn construct(
        &mut self,
        t: TypeId,
        args: Vec<Expr>,
        copy_init: bool,
        span: Span,
    ) -> Init {
        let ctors = self.constructors_of(t);
        let ctors: Vec<FuncId> = ctors
            .into_iter()
            .filter(|c| {
                !copy_init
                    || !self.program.functions[*c]
                        .method
                        .is_some_and(|m| m.explicit)
            })
            .collect();
        // The implicit copy (or move) constructor copies the bytes; it is
        // not in `ctors` when the class declares other constructors.
        if let [a] = args.as_slice() {
            let from = self.types.unqual(a.ty);
            if (from == t || self.is_base_of(t, from)) && !self.has_copy_ctor(t) {
                let mut args = args;
                let a = args.remove(0);
                // A dynamic class's copy sets its own vtable pointers
                // (the source may be a base of a derived object); a
                // prvalue of the class itself initialises directly.
                if self.copies_by_ctor(t) && (designates_object(&a) || from != t) {
                    return self.implicit_copy(t, a, span);
                }
                let a = if from == t {
                    a
                } else {
                    self.base_subobject(a, t, span)
                };
                return Init::Expr(self.rvalue(a));
            }
        }
        if let Some(init) = self.construct_by_conversion(t, &args, &ctors, copy_init, span) {
            return init;
        }
        let declares_none = self.classes.get(&t).is_none_or(|c| c.ctors.is_empty());
        if args.is_empty() && declares_none && self.types.is_dynamic(t) {
            let c = self.implicit_default_ctor(t, span);
            return Init::Construct(c, Vec::new());
        }
        // Inherited constructors leave `t` its implicit default one.
        if args.is_empty() && self.only_inherited_ctors(t) {
            if !self.needs_construction(t) {
                return Init::Zero;
            }
            let c = self.implicit_default_ctor(t, span);
            return Init::Construct(c, Vec::new());
        }
        let name = self.describe_ty(t);
        let named = super::overload::Named::plain(&name, &ctors);
        match self.resolve_call(named, None, args, span, span) {
            // A trivial defaulted constructor runs no code: a default
            // constructor leaves the object as value-initialisation
            // would, a copy or move copies the bytes.
            Some((f, mut args)) if self.trivial_ctors.contains(&f) => match args.pop() {
                None => Init::Zero,
                Some(r) => {
                    let obj = Expr::new(ExprKind::Deref(Box::new(r)), t, true, span);
                    Init::Expr(Expr::new(ExprKind::Load(Box::new(obj)), t, false, span))
                }
            },
            Some((f, args)) => Init::Construct(self.inherited_specialisation(t, f, span), args),
            None => Init::Zero,
        }
    }

    /// `T x = s;`, `T x(s)`, `T{s}` where `s` is of another class with a
    /// conversion function to `T` and no constructor `T` declares takes
    /// it: the implicit copy constructor from the converted value
    /// ([over.match.copy]; in direct-initialisation `explicit` conversion
    /// functions count too), as libcu++'s `sys_days{ymd}` relies on.
    fn construct_by_conversion(
        &mut self,
        t: TypeId,
        args: &[Expr],
        ctors: &[FuncId],
        copy_init: bool,
        span: Span,
    ) -> Option<Init> {
        let [a] = args else { return None };
        let from = self.types.unqual(a.ty);
        if from == t
            || !self.types.is_record(from)
            || self.is_base_of(t, from)
            || self.has_copy_ctor(t)
        {
            return None;
        }
        let f = self.class_conversion_function(from, t, !copy_init)?;
        // A constructor of `T` that takes `s` itself is a better match.
        let name = self.describe_ty(t);
        let (found, diags) = self.tentatively(|s| {
            let named = super::overload::Named::plain(&name, ctors);
            s.resolve_call(named, None, args.to_vec(), span, span)
        });
        if found.is_some() && !diags.iter().any(|d| d.is_error()) {
            return None;
        }
        let value = self.call_conversion(f, a.clone());
        if value.lvalue && self.copies_by_ctor(t) {
            return Some(self.implicit_copy(t, value, span));
        }
        Some(Init::Expr(self.rvalue(value)))
    }

    /// How many elements of `elem` a braced list for an array of unknown
    /// bound initialises ([dcl.init.aggr]p16): an item that is a list, or
    /// an expression that initialises an element whole, is one element;
    /// any other expression starts a brace-elided element, which takes as
    /// many items as it holds (`float3 v[] = {make_float3(…), …}` has one
    /// element per call, `int m[][2] = {1, 2, 3}` two). The expressions
    /// whose types decided are checked here and left in `checked`, for
    /// the initialisation to take instead of checking them again.
    pub(crate) fn list_extent<'i>(
        &mut self,
        elem: TypeId,
        items: &'i [Initializer],
        checked: &mut Vec<(&'i ast::Expr, Expr)>,
    ) -> u64 {
        let mut pos = 0;
        let mut n = 0;
        while pos < items.len() {
            self.extent_element(elem, items, &mut pos, checked);
            n += 1;
        }
        n
    }

    /// Moves `pos` past the items that initialise one element of type
    /// `et` (`list_extent`), as `init_aggregate` consumes them.
    fn extent_element<'i>(
        &mut self,
        et: TypeId,
        items: &'i [Initializer],
        pos: &mut usize,
        checked: &mut Vec<(&'i ast::Expr, Expr)>,
    ) {
        let ut = self.types.unqual(et);
        let aggregate = !self.user_provides_ctors(ut)
            && (self.types.array_elem(ut).is_some() || self.types.record(ut).is_some());
        let e = match items.get(*pos) {
            Some(Initializer::Expr(e))
                if aggregate && !matches!(e.kind, ast::ExprKind::StringLit(_)) =>
            {
                e
            }
            _ => {
                *pos += 1;
                return;
            }
        };
        if self.types.record(ut).is_some() {
            let v = self.check_expr(e);
            let vt = self.types.unqual(v.ty);
            checked.push((e, v));
            if vt == ut || self.is_base_of(ut, vt) {
                *pos += 1;
                return;
            }
        }
        let start = *pos;
        // (An array's elements are counted, not listed: a bound may be
        // huge.)
        let (subs, copies) = match self.types.array_elem(ut) {
            Some((e, n)) => (vec![e], n.unwrap_or(1)),
            None => (self.class_aggregate_elements(ut), 1),
        };
        'elements: for _ in 0..copies {
            for &sub in &subs {
                // A designator belongs to the list the braces enclose.
                if matches!(items.get(*pos), None | Some(Initializer::Designated(..))) {
                    break 'elements;
                }
                self.extent_element(sub, items, pos, checked);
            }
        }
        if *pos == start {
            *pos += 1;
        }
    }

    /// The elements aggregate initialisation of class `t` gives values
    /// to, in order: its bases then its named members; a union's first
    /// member.
    fn class_aggregate_elements(&self, t: TypeId) -> Vec<TypeId> {
        let Some(r) = self.types.record(t) else {
            return Vec::new();
        };
        let fields = r
            .fields
            .iter()
            .flatten()
            .filter(|f| !(f.bit_width.is_some() && f.name.is_empty()))
            .map(|f| f.ty);
        if r.is_union {
            return fields.take(1).collect();
        }
        r.bases.iter().copied().chain(fields).collect()
    }

    /// An initialiser of a static-storage object: must be constant, and is
    /// returned folded to literals so codegen emits it as LLVM constants.
    pub(crate) fn check_static_init(&mut self, init: &Initializer, ty: TypeId) -> Init {
        let mark = self.diags.len();
        let ut = self.types.unqual(ty);
        // A class with constructors is initialised by one: its constant
        // is what the (constexpr) constructor leaves, never the list
        // read as an aggregate's (`P p{1, 2}` with `P(int a, int b) :
        // x(b), y(a)` holds {2, 1}).
        if self.classes.get(&ut).is_some_and(|c| !c.ctors.is_empty()) {
            return self.static_object_init(init, ty, mark);
        }
        let i = self.check_init(init, ty);
        // Members not given take their default member initialisers, at
        // any depth (`constexpr X table[2][2] = {{ {} }};` with `A a =
        // {1, 1}` in X: every element's `a` is {1, 1}).
        let ut = self.types.unqual(ty);
        let i = if self.types.is_record(ut) {
            self.fill_defaults(ut, i, init.span())
        } else if self.types.array_elem(ut).is_some() && self.elems_need_construction(ut) {
            self.complete_init(ut, i, init.span())
        } else {
            i
        };
        match self.fold_init(&i) {
            Some(folded) => folded,
            // A host variable is initialised when the host program starts:
            // anything goes (device code may use it only when constant).
            None if self.in_host_mode() => i,
            // An initialiser with errors of its own is not constant for
            // their sake: no second error.
            None if self.errors_since(mark) => Init::Zero,
            None => {
                // Constructors run at compile time (the implicit ones of
                // elements value-initialised by `complete_init`).
                if let Some(c) = self.eval_static_init(ty, &i, init.span()) {
                    return c;
                }
                self.error(init.span(), "initializer of a device variable with static storage must be a constant expression");
                Init::Zero
            }
        }
    }

    /// `check_static_init` of an object of class type `ty` with
    /// constructors: the constructor's result as a constant (in host code
    /// the initialiser as checked, the host compiler runs it).
    fn static_object_init(&mut self, init: &Initializer, ty: TypeId, mark: usize) -> Init {
        let span = init.span();
        let Some(i) = self.init_object(ty, Some(init), span) else {
            return Init::Zero;
        };
        if self.in_host_mode() {
            return i;
        }
        if self.errors_since(mark) {
            return Init::Zero;
        }
        if let Some(c) = self.eval_static_init(ty, &i, span) {
            return c;
        }
        if let Some(folded) = self.fold_init(&i) {
            return folded;
        }
        // A constructor that does nothing (`E() {}`, not constexpr) leaves
        // the zero of static storage, as nvcc accepts it.
        if let Init::Construct(f, args) = &i {
            if self.is_empty_special(*f) && args.iter().all(|a| self.is_constant(a)) {
                let ut = self.types.unqual(ty);
                let filled = self.fill_defaults(ut, Init::Zero, span);
                if let Some(folded) = self.fold_init(&filled) {
                    return folded;
                }
            }
        }
        self.error(span, super::cuda::DYNAMIC_INIT);
        Init::Zero
    }

    pub(crate) fn fold_init(&self, i: &Init) -> Option<Init> {
        Some(match i {
            Init::Zero => Init::Zero,
            Init::List(items) => Init::List(
                items
                    .iter()
                    .map(|i| self.fold_init(i))
                    .collect::<Option<Vec<_>>>()?,
            ),
            // `= T{…}`: the temporary's initialiser is the object's.
            Init::Expr(e) if self.types.is_record(e.ty) => {
                let t = match &e.kind {
                    ExprKind::Load(t) => t,
                    _ => e,
                };
                match &t.kind {
                    ExprKind::Temp(i) if self.types.unqual(t.ty) == self.types.unqual(e.ty) => {
                        self.fold_init(i)?
                    }
                    _ => return None,
                }
            }
            Init::Expr(e) => Init::Expr(self.fold_literal(e)?),
            Init::Construct(..) | Init::Each(_) | Init::Zeroed(_) | Init::SelfBound(..) => {
                return None
            }
        })
    }

    /// Check the expressions of `init` for their own errors only.
    fn check_init_errors(&mut self, init: &Initializer) {
        match init {
            Initializer::Expr(e) => {
                self.check_expr(e);
            }
            Initializer::List(items, _) => {
                for i in items {
                    self.check_init_errors(i);
                }
            }
            Initializer::Ctor(args, _) => {
                for a in args {
                    self.check_expr(a);
                }
            }
            Initializer::Designated(_, i, _) => self.check_init_errors(i),
        }
    }

    /// Shape an initialiser after the object type `ty`.
    pub(crate) fn check_init(&mut self, init: &Initializer, ty: TypeId) -> Init {
        if self.is_error_ty(ty) || self.is_unknown_ty(ty) {
            // Nothing can be initialised as the error type, nor checked
            // against a type cudac does not know; the initialiser's own
            // errors are still reported.
            self.check_init_errors(init);
            return Init::Zero;
        }
        match init {
            Initializer::Expr(e) => {
                if let (Some((elem, n)), ast::ExprKind::StringLit(bytes)) =
                    (self.types.array_elem(ty), &e.kind)
                {
                    if self.types.int_kind(elem).is_some_and(|k| k.bits() == 8) {
                        return self.string_init(bytes, elem, n, e.span);
                    }
                }
                if self.types.array_elem(ty).is_some() {
                    self.error(e.span, "array initializer must be an initializer list");
                    return Init::Zero;
                }
                let v = self.check_expr(e);
                Init::Expr(self.convert_implicit(v, ty, ConvCtx::Init))
            }
            Initializer::List(items, _) => {
                // A reference bound to a braced list that is no single
                // object: a temporary list-initialised from it
                // ([dcl.init.list]p3.10: `struct Cargo { const Block &b; };
                // Cargo c{{p, n}};`, `S &&s` from `{}`), never null.
                if let Some(r) = self.types.referee(ty) {
                    let ur = self.types.unqual(r);
                    let aggregate =
                        self.types.record(ur).is_some() || self.types.array_elem(ur).is_some();
                    let one_expr = matches!(items.as_slice(), [Initializer::Expr(_)]);
                    if items.is_empty() || aggregate && !one_expr {
                        let v = self.braced_value(ur, items, init.span());
                        return Init::Expr(self.convert_implicit(v, ty, ConvCtx::Init));
                    }
                }
                if items.is_empty() {
                    return Init::Zero;
                }
                if self.types.array_elem(ty).is_none() && self.types.record(ty).is_none() {
                    if items.len() > 1 {
                        self.error(items[1].span(), "excess elements in scalar initializer");
                    }
                    return match &items[0] {
                        Initializer::Expr(e) => {
                            let v = self.check_expr(e);
                            Init::Expr(self.convert_implicit(v, ty, ConvCtx::Init))
                        }
                        other => self.check_init(other, ty),
                    };
                }
                // `Agg{a}` with `a` of class `Agg` (or one derived from it)
                // copies `a`, C++ [dcl.init.list]/3.2; any other single
                // element starts aggregate initialisation.
                let mut pre = None;
                if let ([Initializer::Expr(e)], Some(_)) = (items.as_slice(), self.types.record(ty))
                {
                    let ut = self.types.unqual(ty);
                    let v = self.check_expr(e);
                    let vt = self.types.unqual(v.ty);
                    if vt == ut || self.is_base_of(ut, vt) {
                        return Init::Expr(self.convert_implicit(v, ty, ConvCtx::Init));
                    }
                    pre = Some((e, v));
                }
                let mut pos = 0;
                let out = self.with_checked(pre, |s| s.init_aggregate(ty, items, &mut pos, true));
                if pos < items.len() {
                    let what = if self.types.array_elem(ty).is_some() {
                        "array"
                    } else if self.types.record(ty).is_some_and(|r| r.is_union) {
                        "union"
                    } else {
                        "struct"
                    };
                    let msg = match &items[pos] {
                        // A second designator of a union ([dcl.init.aggr]/
                        // 17: one member is initialised).
                        Initializer::Designated(..) if what == "union" => {
                            "duplicate designator is not allowed".to_string()
                        }
                        _ => format!("excess elements in {what} initializer"),
                    };
                    self.error(items[pos].span(), msg);
                }
                out
            }
            Initializer::Designated(_, _, at) => {
                self.error(
                    *at,
                    "designators are allowed only inside braced initializer lists",
                );
                Init::Zero
            }
            Initializer::Ctor(args, span) => {
                if args.is_empty() {
                    // `T()`: value-initialisation.
                    return Init::Zero;
                }
                // `Agg b(a);`: direct-initialisation from one value is a
                // copy (through the implicit copy constructor where it
                // runs code); more values are C++20's parenthesised
                // aggregate initialisation.
                if let ([a], true) = (args.as_slice(), self.types.record(ty).is_some()) {
                    let v = self.check_expr(a);
                    return Init::Expr(self.convert_implicit(v, ty, ConvCtx::Init));
                }
                if self.types.record(ty).is_some() || self.types.array_elem(ty).is_some() {
                    self.error(
                        *span,
                        "parenthesized initialization of an aggregate from several values is C++20; use braces",
                    );
                    return Init::Zero;
                }
                if args.len() != 1 {
                    self.error(*span, "excess elements in scalar initializer");
                    return Init::Zero;
                }
                let v = self.check_expr(&args[0]);
                Init::Expr(self.convert_implicit(v, ty, ConvCtx::Init))
            }
        }
    }

    fn string_init(&mut self, bytes: &[u8], elem: TypeId, n: Option<u64>, span: Span) -> Init {
        let len = n.unwrap_or(bytes.len() as u64 + 1);
        if (bytes.len() as u64) > len {
            self.error(span, "initializer-string for char array is too long");
        }
        let et = self.types.unqual(elem);
        let items = bytes
            .iter()
            .take(len as usize)
            .map(|&b| {
                let v = super::consteval::wrap_to(&self.types, et, b as i128);
                Init::Expr(Expr::new(ExprKind::Int(v), et, false, span))
            })
            .collect();
        Init::List(items)
    }

    /// Initialise an aggregate from `items[*pos..]`, consuming as many items
    /// as it needs (brace elision, C++ [dcl.init.aggr]).
    fn init_aggregate(
        &mut self,
        ty: TypeId,
        items: &[Initializer],
        pos: &mut usize,
        top: bool,
    ) -> Init {
        // (element type, is an unnamed bit-field: skipped by aggregate
        // initialisation, C++ [dcl.init.aggr]).
        let elems: Vec<(TypeId, bool)> = if let Some((e, n)) = self.types.array_elem(ty) {
            let n = n.unwrap_or(items.len() as u64);
            if n > 1 << 20 {
                // Large arrays: initialise what is given, zero the rest.
                vec![(e, false); items.len().min(n as usize)]
            } else {
                vec![(e, false); n as usize]
            }
        } else if let Some(r) = self.types.record(ty) {
            // Bases come first (C++17 aggregates with bases).
            let fs: Vec<(TypeId, bool)> = r
                .bases
                .iter()
                .map(|&b| (b, false))
                .chain(
                    r.fields
                        .iter()
                        .flatten()
                        .map(|f| (f.ty, f.bit_width.is_some() && f.name.is_empty())),
                )
                .collect();
            // A union's list initialises one member: the first, or the
            // one a designator names.
            fs
        } else {
            let v = match items.get(*pos) {
                Some(it) => {
                    *pos += 1;
                    self.check_init(it, ty)
                }
                None => Init::Zero,
            };
            return v;
        };
        let nb = self.types.record(ty).map_or(0, |r| r.bases.len());
        let is_union = self.types.record(ty).is_some_and(|r| r.is_union);
        let mut slots: Vec<Option<Init>> = vec![None; elems.len()];
        let mut designated = vec![false; elems.len()];
        let is_array = self.types.array_elem(ty).is_some();
        let mut cursor = 0;
        while let Some(it) = items.get(*pos) {
            // One member of a union, then what follows is in excess.
            if is_union && slots.iter().any(Option::is_some) {
                break;
            }
            if let Initializer::Designated(steps, value, at) = it {
                // A designator names a member of the object the braces
                // belong to: a brace-elided sub-aggregate ends here.
                if !top {
                    break;
                }
                *pos += 1;
                let Some(idx) = self.designated_index(ty, &steps[0], elems.len()) else {
                    continue;
                };
                // C++ designators name members in declaration order, each
                // once (nvcc rejects GNU C's repeats and jumps back, as
                // `{.a.x = 1, .a.y = 2}`: one list per member).
                if !is_array {
                    if designated[idx] {
                        self.error(*at, "duplicate designator is not allowed");
                        continue;
                    }
                    if idx < cursor || slots[idx].is_some() {
                        self.error(*at, "out-of-order initializers are nonstandard in C++");
                        continue;
                    }
                    designated[idx] = true;
                }
                let et = elems[idx].0;
                let init = if steps.len() > 1 {
                    let nested = Initializer::Designated(steps[1..].to_vec(), value.clone(), *at);
                    self.check_init(&Initializer::List(vec![nested], *at), et)
                } else {
                    self.element_init(et, value)
                };
                slots[idx] = Some(init);
                cursor = idx + 1;
                continue;
            }
            let Some(&(et, skip)) = elems.get(cursor) else {
                break;
            };
            if skip {
                slots[cursor] = Some(Init::Zero);
                cursor += 1;
                continue;
            }
            let ut = self.types.unqual(et);
            let with_ctors = self.user_provides_ctors(ut);
            let aggregate = !with_ctors
                && (self.types.array_elem(et).is_some() || self.types.record(et).is_some());
            let init = match it {
                Initializer::Expr(e)
                    if aggregate && !matches!(e.kind, ast::ExprKind::StringLit(_)) =>
                {
                    // An object of the element's own class (or one
                    // derived from it) initialises the element whole;
                    // anything else starts a brace-elided sub-list.
                    let mut whole = Err(None);
                    if self.types.record(ut).is_some() {
                        let v = self.check_expr(e);
                        let vt = self.types.unqual(v.ty);
                        if vt == ut || self.is_base_of(ut, vt) {
                            *pos += 1;
                            whole = Ok(Init::Expr(self.convert_implicit(v, et, ConvCtx::Init)));
                        } else {
                            whole = Err(Some((e, v)));
                        }
                    }
                    // A sub-list starting at `e` takes its checked form.
                    match whole {
                        Ok(w) => w,
                        Err(pre) => {
                            self.with_checked(pre, |s| s.init_aggregate(et, items, pos, false))
                        }
                    }
                }
                _ => {
                    *pos += 1;
                    self.element_init(et, it)
                }
            };
            slots[cursor] = Some(init);
            cursor += 1;
        }
        // Members skipped by designators take their default member
        // initialisers (or zero); missing trailing ones are left to the
        // caller, which does the same.
        let given = slots.iter().rposition(|s| s.is_some()).map_or(0, |i| i + 1);
        let mut out = Vec::new();
        let mut this = AggregateThis::default();
        for (i, slot) in slots.into_iter().take(given).enumerate() {
            out.push(match slot {
                Some(init) => init,
                // A union's members before the one initialised: it comes
                // last in the list (`ir::Init::List`).
                None if is_union => Init::Zero,
                None if i >= nb => self
                    .member_default(ty, i - nb, &mut this)
                    .unwrap_or(Init::Zero),
                None => Init::Zero,
            });
        }
        this.bind(Init::List(out))
    }

    /// One element of a braced list, initialised from `it` (no brace
    /// elision: `it` is the whole element's initialiser).
    pub(crate) fn element_init(&mut self, et: TypeId, it: &Initializer) -> Init {
        let ut = self.types.unqual(et);
        let with_ctors = self.classes.get(&ut).is_some_and(|c| !c.ctors.is_empty());
        if with_ctors && matches!(it, Initializer::List(..)) {
            return self
                .init_object(et, Some(it), it.span())
                .unwrap_or(Init::Zero);
        }
        self.check_init(it, et)
    }

    /// The element of `ty` (a record: its bases first, then its fields;
    /// or an array of `n` elements) a designator names.
    fn designated_index(&mut self, ty: TypeId, step: &ast::Designator, n: usize) -> Option<usize> {
        let d = self.describe_ty(ty);
        match step {
            ast::Designator::Field(name) => {
                let Some(r) = self.types.record(ty) else {
                    self.error(
                        name.span,
                        format!("field designator cannot initialize a non-class type '{d}'"),
                    );
                    return None;
                };
                let nb = r.bases.len();
                let found = r
                    .fields
                    .iter()
                    .flatten()
                    .position(|f| !f.name.is_empty() && f.name == name.name);
                match found {
                    Some(i) => Some(nb + i),
                    None => {
                        self.error(
                            name.span,
                            format!(
                                "field designator '{}' does not refer to any field in type '{d}'",
                                name.name
                            ),
                        );
                        None
                    }
                }
            }
            ast::Designator::Index(e) => {
                let v = self.check_expr(e);
                if self.types.array_elem(ty).is_none() {
                    self.error(
                        e.span,
                        format!("array designator cannot initialize non-array type '{d}'"),
                    );
                    return None;
                }
                match self.fold(&v) {
                    Some(i) if i >= 0 && (i as u128) < n as u128 => Some(i as usize),
                    Some(i) => {
                        self.error(
                            e.span,
                            format!("array designator index ({i}) exceeds array bounds ({n})"),
                        );
                        None
                    }
                    None => {
                        self.error(e.span, "expression is not an integral constant expression");
                        None
                    }
                }
            }
        }
    }
}

/// Whether `e` designates an existing object that a copy must not
/// steal: an lvalue or xvalue other than a temporary just made for a
/// prvalue (a lambda's closure, `T{…}`), which initialises the target
/// directly (C++17's guaranteed elision).
pub(crate) fn designates_object(e: &Expr) -> bool {
    e.lvalue && !matches!(e.kind, ExprKind::Temp(_) | ExprKind::Materialize(..))
}

/// The `this` of an aggregate's default member initialisers while a
/// braced list initialises it (`Sema::member_default`): a local holding
/// the aggregate's address, made when the first initialiser is checked.
#[derive(Default)]
pub(crate) struct AggregateThis {
    local: Option<LocalId>,
}

impl AggregateThis {
    /// The local (a `t *`), made on first use; `None` outside a function.
    fn local(&mut self, s: &mut Sema<'_>, t: TypeId, span: Span) -> Option<LocalId> {
        if self.local.is_none() && s.func.is_some() {
            let p = s.types.pointer(t);
            self.local = Some(s.add_local("this", p, span));
        }
        self.local
    }

    /// `init` of the aggregate, storing its address in the local first
    /// when an initialiser read it (`Init::SelfBound`); else `init`.
    fn bind(self, init: Init) -> Init {
        match self.local {
            Some(l) if mentions_local(&init, l) => Init::SelfBound(l, Box::new(init)),
            _ => init,
        }
    }
}

/// Whether `init` reads local `l`.
fn mentions_local(init: &Init, l: LocalId) -> bool {
    let mut found = false;
    crate::ir::walk_init(init, &mut |v| {
        if let crate::ir::Visit::Expr(e) = v {
            if matches!(e.kind, ExprKind::Local(x) if x == l) {
                found = true;
            }
        }
    });
    found
}
