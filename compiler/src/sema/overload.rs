//! Overload resolution: ranking the implicit conversions of each argument
//! (exact match, qualification adjustment, promotion, conversion,
//! user-defined conversion), the implicit object argument of member
//! functions, choosing the best viable candidate, and the diagnostics
//! (no viable function, ambiguity) listing the candidates.
//!
//! Operator candidates come from member lookup, ordinary lookup and the
//! operands' namespaces, and are filtered by how many operands they take
//! (`takes_operands`), which is what tells `-a` from `a - b` and `++a`
//! (`operator++()`) from `a++` (`operator++(int)`, called with a literal
//! 0). Among derived-to-base conversions the nearest base ranks best
//! (`to_base(depth)`). Function template patterns sit in overload sets as
//! `Function { pattern: Some(id) }`; `resolve` replaces them by the
//! specialisations deduction finds, and a non-template wins a tie.

use super::convert::ConvCtx;
use super::Sema;
use crate::ir::*;
use crate::source::Span;
use crate::types::{FloatKind, TypeId, TypeKind};

/// Conversion ranks; lower is better. Spaced out so that within a rank a
/// conversion adding fewer qualifiers can rank better ([over.ics.rank]p3.2.5
/// and 3.2.6: `S&` beats `const S&` beats `const volatile S&`).
const EXACT: u32 = 0;
const QUAL: u32 = 10;
const PROMOTION: u32 = 20;
const CONVERSION: u32 = 40;
/// Converting a pointer to `void *`: worse than to any base class.
const TO_VOID_PTR: u32 = CONVERSION + 500;
const USER: u32 = 1000;
/// An argument matched by C's `...`: worse than any conversion
/// ([over.ics.rank]p2).
const ELLIPSIS: u32 = 1_000_000;

/// A derived-to-base conversion `depth` inheritance steps up: a nearer
/// base is the better conversion ([over.ics.rank]p4.4).
fn to_base(depth: u32) -> u32 {
    // Spaced by 4 so that binding the same base through a reference with
    // fewer added qualifiers ranks better (`cv_added`), and a nearer base
    // better still.
    CONVERSION + depth.min(100) * 4
}

/// The rank of going from qualifiers `from` to `to` (which has them all):
/// exact when equal, else a qualification adjustment, worse the more
/// qualifiers it adds.
fn qualification_rank(from: crate::types::Cv, to: crate::types::Cv) -> u32 {
    let added = from.cv_differences(to);
    if added == 0 {
        EXACT
    } else {
        QUAL + added - 1
    }
}

/// One argument's implicit conversion sequence, as overload resolution
/// compares it: its rank, and whether the parameter is a reference.
#[derive(Clone, Copy, Debug)]
struct Ics {
    rank: u32,
    reference: bool,
}

/// Whether conversion `a` is worse than, as good as or better than `b`
/// (`Greater`: worse). What a reference binding adds on top of its
/// category — qualifiers (`const S&` for an `S` lvalue), an rvalue bound
/// to an lvalue reference — only tells two reference bindings apart
/// ([over.ics.rank]p3.2.3, 3.2.6): against a parameter by value the two
/// are the same identity conversion, so `f(const T&, Op)` and
/// `f(Op, Cb&)` called with `(int, plus)` are told apart by partial
/// ordering (CUB's `BlockScanRaking::ExclusiveScan`), as in gcc and clang.
fn compare_ics(a: Ics, b: Ics) -> std::cmp::Ordering {
    let category = |x: Ics, other: Ics| {
        if !x.reference || other.reference {
            return x.rank;
        }
        if (QUAL..PROMOTION).contains(&x.rank) {
            EXACT
        } else if (CONVERSION..TO_VOID_PTR).contains(&x.rank) {
            // `to_base(depth) + added`: the base, without the qualifiers.
            x.rank - (x.rank - CONVERSION) % 4
        } else {
            x.rank
        }
    };
    category(a, b).cmp(&category(b, a))
}

impl Sema<'_> {
    /// The rank of converting `arg` to a parameter of type `param`, or
    /// `None` when no implicit conversion exists.
    pub(crate) fn conversion_rank(&mut self, arg: &Expr, param: TypeId) -> Option<u32> {
        self.rank(arg, param, true)
    }

    fn rank(&mut self, arg: &Expr, param: TypeId, allow_user: bool) -> Option<u32> {
        // An overload set converts when the parameter's type picks one of
        // its functions ([over.ics.rank] ranks that as the function's
        // own address).
        if Self::overload_set(arg).is_some() {
            let (picked, _) = self.tentatively(|s| s.resolve_overload_set(arg.clone(), param));
            // No function of the set fits (`std::endl` for a `const U&`
            // of a `using namespace`d `operator<<`): not viable, where an
            // error expression would convert to anything.
            if self.is_error_ty(picked.ty) {
                return None;
            }
            return self.rank(&picked, param, allow_user);
        }
        // Host code passing to or from a type cudac does not know (one of
        // a header it skips, `std::string`): the host compiler judges that
        // conversion, so it is viable here, ranked as a user-defined one
        // so that an overload cudac can check still wins. Without it a
        // host template called as `RunTest<float>("name", op)` was not
        // resolved, and the kernels it launches were missing.
        if self.in_host_mode() && (self.mentions_unknown(param) || self.mentions_unknown(arg.ty)) {
            return Some(USER);
        }
        if self.types.is_rvalue_ref(param) {
            // `T&&` binds rvalues and xvalues, never lvalues of its type
            // (a converted lvalue is a new temporary).
            let r = self.types.referee(param)?;
            let (ru, au) = (self.types.unqual(r), self.types.unqual(arg.ty));
            let plain_lvalue = arg.lvalue && !arg.xvalue;
            if au == ru || self.is_base_of(ru, au) || self.types.is_record(ru) {
                if plain_lvalue {
                    return None;
                }
                if au == ru {
                    // `T&&` beats `const T&&` for an xvalue of `T`
                    // ([over.ics.rank]p3.2.6): fewer added qualifiers.
                    let (ac, rc) = (self.types.cv(arg.ty), self.types.cv(r));
                    let drops =
                        (ac.is_const && !rc.is_const) || (ac.is_volatile && !rc.is_volatile);
                    return (!drops).then(|| qualification_rank(ac, rc));
                }
                if self.is_base_of(ru, au) {
                    return Some(to_base(self.base_depth(au, ru)));
                }
            }
            return self.rank(arg, ru, allow_user);
        }
        // A function designator converts to a pointer to itself
        // (function-to-pointer: an exact match).
        if self.types.is_function(arg.ty) && self.types.referee(param).is_none() {
            let p = self.types.pointer(arg.ty);
            let want = self.types.unqual(param);
            if want == p {
                return Some(EXACT);
            }
            // Dropping `noexcept` on the way ([conv.fctptr]): still an
            // exact match, but worse than the identity ([over.ics.rank]
            // p3.2.1, a proper subsequence).
            return (self.types.drop_pointee_nothrow(p) == Some(want)).then_some(QUAL);
        }
        // An rvalue bound to an lvalue reference ranks below the same
        // rvalue bound to `T&&` ([over.ics.rank]p3.2.3).
        let rvalue_arg = !arg.lvalue || arg.xvalue;
        if let Some(r) = self.types.referee(param) {
            if rvalue_arg && self.types.unqual(arg.ty) == self.types.unqual(r) {
                let rc = self.types.cv(r);
                let ac = self.types.cv(arg.ty);
                let drops = (ac.is_const && !rc.is_const) || (ac.is_volatile && !rc.is_volatile);
                // Worse than binding `T&&` or `const T&&` to it (QUAL at
                // most): [over.ics.rank]p3.2.3 prefers the rvalue reference.
                return (rc.is_const && !rc.is_volatile && !drops).then_some(QUAL + 5);
            }
        }
        if let Some(r) = self.types.referee(param) {
            let (ru, mut au) = (self.types.unqual_deep(r), self.types.unqual_deep(arg.ty));
            let rc = self.types.cv(r);
            if self.types.is_function(au) && self.types.with_nothrow(au, false) == ru {
                au = ru;
            }
            if au == ru {
                if arg.lvalue {
                    let ac = self.types.cv(arg.ty);
                    if (ac.is_const && !rc.is_const) || (ac.is_volatile && !rc.is_volatile) {
                        return None;
                    }
                    return Some(qualification_rank(ac, rc));
                }
                return rc.is_const.then_some(EXACT);
            }
            // Binding to a base subobject: a derived-to-base conversion.
            if self.is_base_of(ru, au) {
                let ac = self.types.cv(arg.ty);
                let drops = (ac.is_const && !rc.is_const) || (ac.is_volatile && !rc.is_volatile);
                let added = ac.cv_differences(rc);
                // An rvalue (an xvalue too: `get<I>(std::forward<Derived>(t))`)
                // binds only a const lvalue reference, a little worse than
                // `Base&&` ([over.ics.rank]p3.2.3).
                let rvalue = !arg.lvalue || arg.xvalue;
                return (!drops && (!rvalue || rc.is_const))
                    .then(|| to_base(self.base_depth(au, ru)) + added + u32::from(rvalue));
            }
            // A const reference binds to a converted temporary: a little
            // worse than `T&&` binding the same temporary
            // ([over.ics.rank]p3.2.3: `t = 5` picks `operator=(T&&)` over
            // `operator=(const T&)`, both through `T(int)`).
            if !rc.is_const || rc.is_volatile {
                return None;
            }
            return self.rank(arg, ru, allow_user).map(|r| r + 1);
        }
        let p = self.types.unqual(param);
        let mut a = self.types.unqual(arg.ty);
        if let Some((e, _)) = self.types.array_elem(a) {
            a = self.types.pointer(e);
        }
        if a == p {
            return Some(EXACT);
        }
        if self.types.drop_pointee_nothrow(a) == Some(p) {
            return Some(QUAL);
        }
        if self.types.is_arithmetic(a) && self.types.is_arithmetic(p) && !self.types.is_enum(p) {
            if self.types.is_scoped_enum(a) {
                return None;
            }
            let prom = self.promoted(a);
            let is_float_prom = self.types.float_kind(a) == Some(FloatKind::Float)
                && self.types.float_kind(p) == Some(FloatKind::Double);
            return Some(if prom == p || is_float_prom {
                PROMOTION
            } else {
                CONVERSION
            });
        }
        if let (Some(fa), Some(fp)) = (self.types.pointee(a), self.types.pointee(p)) {
            if self.types.unqual(fa) == self.types.unqual(fp) {
                let (ca, cp) = (self.types.cv(fa), self.types.cv(fp));
                if (ca.is_const && !cp.is_const) || (ca.is_volatile && !cp.is_volatile) {
                    // A string literal to `char *` (deprecated): worse
                    // than any standard conversion, so `const char *`
                    // overloads win.
                    return (self.is_string_literal(arg) && self.string_literal_to_writable(a, p))
                        .then_some(CONVERSION + 1);
                }
                return Some(qualification_rank(ca, cp));
            }
            if self.qualification_convertible(fa, fp) {
                // [over.ics.rank]p3.2.5 prefers the conversion to the less
                // qualified of two similar types; counting the qualifiers
                // added orders every such pair the same way.
                return Some(QUAL + self.qualifiers_added(fa, fp).max(1) - 1);
            }
            // Of two pointer conversions to the same type but for its
            // qualifiers, the one adding fewer is better ([over.ics.rank]
            // p3.2.5: `_Rb_tree::_S_left(_Base_ptr)` over
            // `_S_left(_Const_Base_ptr)` for a node pointer).
            let (ca, cp) = (self.types.cv(fa), self.types.cv(fp));
            let drops = (ca.is_const && !cp.is_const) || (ca.is_volatile && !cp.is_volatile);
            let added = ca.cv_differences(cp);
            if self.types.is_void(fp) {
                return (!drops).then_some(TO_VOID_PTR + added);
            }
            if self.base_pointer_convertible(fa, fp) {
                return Some(to_base(self.base_depth(fa, fp)) + added);
            }
            return None;
        }
        if self.types.is_pointer(p) && self.is_null_constant(arg) {
            return Some(CONVERSION);
        }
        if self.types.is_bool(p) && self.types.is_pointer(a) {
            return Some(CONVERSION);
        }
        // Either class may be a specialisation only declared so far
        // (`iterator_adaptor(Base const&)`'s `device_ptr<const T>`, named
        // through a reference in a prototype): its bases, constructors and
        // conversion functions need its definition ([temp.inst]p9).
        for t in [a, p] {
            if self.types.is_record(t) {
                self.require_complete(t);
            }
        }
        // Copying the base subobject of a derived object (slicing).
        if self.is_base_of(p, a) {
            return Some(to_base(self.base_depth(a, p)));
        }
        if !allow_user || self.in_converting_ctor {
            return None;
        }
        // User-defined conversions: a converting constructor of the
        // parameter's class, or a conversion function of the argument's.
        if self.types.is_record(p) {
            let ctors = self.constructors_of(p);
            let mut others = Vec::new();
            for c in ctors {
                let func = &self.program.functions[c];
                if func.method.is_some_and(|m| m.explicit) {
                    continue;
                }
                if func.pattern.is_some() {
                    others.push(c);
                    continue;
                }
                match self.declared_params(c).as_slice() {
                    [p0] => {
                        if self.rank(arg, *p0, false).is_some() {
                            return Some(USER);
                        }
                    }
                    [] => {}
                    _ => others.push(c),
                }
            }
            // A constructor template, or one whose other parameters have
            // defaults (`basic_string(const char *, const A & = A())`):
            // viable when copy-initialisation would call it.
            if !others.is_empty() && self.converting_ctor_viable(arg, p, others) {
                return Some(USER);
            }
            // Or the argument's class converts to this class, or to one
            // derived from it ([over.match.copy]p1.2, [over.match.ref]).
            if self.class_conversion_function(a, p, false).is_some() {
                return Some(USER);
            }
            let derived = self.types.is_record(a)
                && self.conversion_functions_of(a, false).into_iter().any(|f| {
                    let ret = self.program.functions[f].ret;
                    let y = self.types.unqual(self.types.referee(ret).unwrap_or(ret));
                    self.program.functions[f].pattern.is_none() && self.is_base_of(p, y)
                });
            return derived.then_some(USER);
        }
        if !self.types.is_record(a) {
            return None;
        }
        let f = self.conversion_function(a, p)?;
        // Two sequences through one conversion function rank by the
        // standard conversion after it ([over.ics.rank]p3.3): `h` with
        // `operator float()` assigns to a `__half` through its
        // `operator=(float)`, not `operator=(double)` (CUTLASS's
        // `half_t`, CuTe's `sum(0) = tCrC(0)`).
        let ret = self.program.functions[f].ret;
        let yields = self.types.unqual(self.types.referee(ret).unwrap_or(ret));
        let result = Expr::new(ExprKind::Int(1), yields, false, arg.span);
        let after = self.rank(&result, p, false).unwrap_or(0);
        Some(USER + after.min(USER - 1))
    }

    /// Whether one of `ctors` (converting constructors of class `p`)
    /// takes `arg` alone, as overload resolution would pick it, tried with
    /// its diagnostics dropped. Inside the try `rank` allows no
    /// user-defined conversion (a conversion sequence has one), so this
    /// never nests.
    fn converting_ctor_viable(&mut self, arg: &Expr, p: TypeId, ctors: Vec<FuncId>) -> bool {
        let outer = std::mem::replace(&mut self.in_converting_ctor, true);
        let name = self.describe_ty(p);
        let (picked, errors) = self.tentatively(|s| {
            let named = Named::plain(&name, &ctors);
            s.resolve_call(named, None, vec![arg.clone()], arg.span, arg.span)
        });
        self.in_converting_ctor = outer;
        picked.is_some() && errors.iter().all(|d| !d.is_error())
    }

    /// A conversion function of class `from` whose result converts to
    /// `to` by a standard conversion.
    pub(crate) fn conversion_function(&mut self, from: TypeId, to: TypeId) -> Option<FuncId> {
        self.conversion_function_in(from, to, false)
    }

    /// A conversion function of class `from` that gives exactly the class
    /// `to` (`operator R()`), `explicit` ones included when `explicit_ok`.
    pub(crate) fn class_conversion_function(
        &mut self,
        from: TypeId,
        to: TypeId,
        explicit_ok: bool,
    ) -> Option<FuncId> {
        if !self.types.is_record(from) {
            return None;
        }
        let to = self.types.unqual(to);
        self.conversion_function_in(from, to, explicit_ok)
            .filter(|f| self.types.unqual(self.program.functions[*f].ret) == to)
    }

    /// `conversion_function`, `explicit` ones included when `explicit_ok`
    /// (a contextual conversion to `bool` and explicit casts use those).
    pub(crate) fn conversion_function_in(
        &mut self,
        from: TypeId,
        to: TypeId,
        explicit_ok: bool,
    ) -> Option<FuncId> {
        let mut convs = self.conversion_functions_of(from, explicit_ok);
        let to_u = self.types.unqual(to);
        // A conversion function template converts to the type its target
        // deduces from `to` ([temp.deduct.conv]).
        let patterns: Vec<FuncId> = convs
            .iter()
            .copied()
            .filter(|&f| self.program.functions[f].pattern.is_some())
            .collect();
        convs.retain(|f| self.program.functions[*f].pattern.is_none());
        for p in patterns {
            if let Some(g) = self.conversion_for(p, to_u) {
                convs.push(g);
            }
        }
        // To a non-reference type, `operator T const &()` yields a `T`
        // (Thrust's `cuda_optional<int>` read as `(int) x`).
        let yields = |s: &Self, f: FuncId| {
            let r = s.types.unqual(s.program.functions[f].ret);
            match s.types.referee(r) {
                Some(t) if s.types.referee(to_u).is_none() => s.types.unqual(t),
                _ => r,
            }
        };
        let exact = convs.iter().copied().find(|&f| {
            self.types.unqual(self.program.functions[f].ret) == to_u || yields(self, f) == to_u
        });
        if exact.is_some() {
            return exact;
        }
        convs.into_iter().find(|&f| {
            let r = yields(self, f);
            (self.types.is_arithmetic(r)
                && self.types.is_arithmetic(to_u)
                && !self.types.is_enum(to_u))
                || (self.types.is_bool(to_u) && self.types.is_pointer(r))
        })
    }

    /// An operand of a built-in operator ([over.built]): a class object
    /// converts through its one non-explicit conversion function to a
    /// scalar type (`true_type{} + 1` through `operator bool`); anything
    /// else stays as it is.
    pub(crate) fn builtin_operand(&mut self, e: Expr) -> Expr {
        match self.scalar_conversion(e.ty) {
            Some(f) => self.call_conversion(f, e),
            None => e,
        }
    }

    /// The one non-explicit conversion function of class `t` to an
    /// arithmetic, enumeration or pointer type, through which a class operand takes
    /// part in a built-in operator; `None` for non-classes and classes
    /// with none or several.
    fn scalar_conversion(&mut self, t: TypeId) -> Option<FuncId> {
        if !self.types.is_record(t) {
            return None;
        }
        let convs: Vec<FuncId> = self
            .conversion_functions_of(t, false)
            .into_iter()
            .filter(|&f| {
                let r = self.types.unqual(self.program.functions[f].ret);
                let r = self.types.referee(r).map_or(r, |t| self.types.unqual(t));
                // (A scoped enumeration has the built-in comparisons:
                // libcu++'s `__scope == scope_cta` on `integral_constant`s.)
                self.program.functions[f].pattern.is_none()
                    && (self.types.is_arithmetic(r)
                        || self.types.is_pointer(r)
                        || self.types.is_enum(r))
            })
            .collect();
        match convs.as_slice() {
            [f] => Some(*f),
            _ => None,
        }
    }

    /// The conversion functions of class `from` and, as they are
    /// inherited ([class.conv.fct]p9), of its bases, except those a class
    /// nearer `from` hides by converting to the same type
    /// (`integral_constant`'s `operator bool` on `true_type`'s
    /// derived traits).
    pub(crate) fn conversion_functions_of(
        &mut self,
        from: TypeId,
        explicit_ok: bool,
    ) -> Vec<FuncId> {
        let mut out: Vec<FuncId> = Vec::new();
        let mut queue = vec![self.types.unqual(from)];
        let mut seen = std::collections::HashSet::new();
        while let Some(class) = queue.pop() {
            if !seen.insert(class) {
                continue;
            }
            let Some(ctx) = self.class_ctx(class) else {
                continue;
            };
            for f in self.scopes.ctx_funcs(ctx) {
                let func = &self.program.functions[f];
                let is_conv = func.method.is_some_and(|m| {
                    m.kind == MethodKind::Conversion && (explicit_ok || !m.explicit)
                });
                let ret = self.types.unqual(func.ret);
                let hidden = func.pattern.is_none()
                    && out.iter().any(|&g| {
                        let gf = &self.program.functions[g];
                        gf.pattern.is_none() && self.types.unqual(gf.ret) == ret
                    });
                if is_conv && !hidden {
                    out.push(f);
                }
            }
            let bases = self
                .types
                .record(class)
                .map(|r| r.bases.clone())
                .unwrap_or_default();
            queue.extend(bases.into_iter().rev());
        }
        out
    }

    /// The specialisation of conversion function template `pattern` that
    /// converts to `to`, if its target type deduces from `to`.
    fn conversion_for(&mut self, pattern: FuncId, to: TypeId) -> Option<FuncId> {
        let id = self.program.functions[pattern].pattern?;
        let super::template::TemplateKind::Function { sig, .. } = &self.tmpl(id).kind else {
            return None;
        };
        let target = sig.ret?;
        let packs: Vec<bool> = self.tmpl(id).params.iter().map(|p| p.pack).collect();
        let mut slots = vec![None; packs.len()];
        let d = super::deduce::Deduction {
            packs,
            ..Default::default()
        };
        let target = self
            .types
            .unqual(self.types.referee(target).unwrap_or(target));
        self.with_deduction(d, |s| s.deduce(target, to, &mut slots))
            .ok()?;
        let args = self.complete_args(id, slots).ok()?;
        let at = self.program.functions[pattern].span;
        self.instantiate_function(id, args, at, true)
    }

    /// An overload-resolution error listing every candidate.
    pub(crate) fn overload_error(&mut self, at: Span, message: String, cands: &[FuncId]) {
        let mut d = crate::diag::Diagnostic::error(at, message);
        for &c in cands {
            let f = &self.program.functions[c];
            let what = match f.method.map(|m| m.kind) {
                Some(MethodKind::Constructor | MethodKind::BaseConstructor) => "constructor",
                _ => "function",
            };
            d = d.with_secondary(
                f.span,
                format!("candidate {what}: '{}'", self.describe_function(c)),
            );
        }
        self.diags.push(d);
    }

    /// A function as a diagnostic names it: `int ns::add(int, int)`,
    /// `V::V(float)`, `float V::get() const`.
    pub(crate) fn describe_function(&self, id: FuncId) -> String {
        let f = &self.program.functions[id];
        let TypeKind::Function {
            params, variadic, ..
        } = self.types.kind(f.ty).clone()
        else {
            return f.name.clone();
        };
        let m = f.method;
        let skip = usize::from(m.is_some_and(|m| !m.is_static));
        let mut list: Vec<String> = params
            .iter()
            .skip(skip)
            .map(|&p| self.types.display(p))
            .collect();
        if variadic {
            list.push("...".into());
        }
        let class = m.map(|m| format!("{}::", self.types.display(m.class)));
        let ret = match m.map(|m| m.kind) {
            Some(
                MethodKind::Constructor
                | MethodKind::BaseConstructor
                | MethodKind::Destructor
                | MethodKind::BaseDestructor
                | MethodKind::Conversion,
            ) => String::new(),
            _ => format!("{} ", self.types.display(f.ret)),
        };
        let cv = if m.is_some_and(|m| m.is_const) {
            " const"
        } else {
            ""
        };
        format!(
            "{ret}{}{}({}){cv}",
            class.unwrap_or_default(),
            f.name,
            list.join(", ")
        )
    }

    /// The implicit object argument's rank for member `f` called on an
    /// object of type `obj` (`None`: not viable).
    fn object_rank(&self, f: FuncId, object: &Expr) -> Option<u32> {
        let obj = object.ty;
        let m = self.program.functions[f].method?;
        if !m.takes_this() {
            return Some(EXACT);
        }
        // A ref-qualified member binds its object as that reference would
        // ([over.match.funcs]p4-5): `&&` takes no lvalue, `&` takes an
        // rvalue only when `const`, ranked below the same rvalue bound by
        // `&&` ([over.ics.rank]p3.2.3; without a ref-qualifier an rvalue
        // binds as well as an lvalue).
        let rvalue = !object.lvalue || object.xvalue;
        let rvalue_to_lvalue_ref = match (m.ref_qual, rvalue) {
            (2, false) => return None,
            (1, true) if !m.is_const || m.is_volatile => return None,
            (1, true) => 5,
            _ => 0,
        };
        // A member of a base class takes the object's base subobject.
        if self.types.unqual(obj) != m.class && !self.is_base_of(m.class, obj) {
            return None;
        }
        // The implicit object parameter is a reference to the class with
        // the member's cv-qualifiers: it may add qualifiers, never drop one.
        let oc = self.types.cv(obj);
        if (oc.is_const && !m.is_const) || (oc.is_volatile && !m.is_volatile) {
            return None;
        }
        let mc = crate::types::Cv {
            is_const: m.is_const,
            is_volatile: m.is_volatile,
            ..crate::types::Cv::NONE
        };
        Some(qualification_rank(oc, mc) + rvalue_to_lvalue_ref)
    }

    /// Picks the best of `cands` for `args` (after the implicit object
    /// `object`, for member functions), reporting failures, and returns it
    /// with the arguments converted (the object's address first when the
    /// chosen function takes `this`).
    pub(crate) fn resolve_call(
        &mut self,
        named: Named<'_>,
        object: Option<Expr>,
        args: Vec<Expr>,
        callee_span: Span,
        span: Span,
    ) -> Option<(FuncId, Vec<Expr>)> {
        self.resolve(named, object, false, args, callee_span, span)
    }

    /// `resolve_call` where the object is an operand (`a + b`): a
    /// non-member candidate takes it as its first argument.
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn resolve(
        &mut self,
        named: Named<'_>,
        object: Option<Expr>,
        operand_object: bool,
        args: Vec<Expr>,
        callee_span: Span,
        span: Span,
    ) -> Option<(FuncId, Vec<Expr>)> {
        let unknown = self.in_host_mode() && args.iter().any(|a| self.mentions_unknown(a.ty));
        // (The arguments, kept in host code for `hidden_launches_error`.)
        let kept = self.in_host_mode().then(|| {
            let operand = object.clone().filter(|_| operand_object);
            operand
                .into_iter()
                .chain(args.iter().cloned())
                .collect::<Vec<_>>()
        });
        let r = self.resolve_among(named, object, operand_object, args, callee_span, span);
        if let (None, Some(kept)) = (&r, kept) {
            let call = super::host::UnresolvedCall {
                named,
                args: &kept,
                operand: operand_object,
                unknown,
            };
            self.hidden_launches_error(call, span);
        }
        if let (Some((f, _)), true) = (&r, unknown) {
            self.unknown_specialization_launches(*f, named.name, span);
        }
        r
    }

    #[allow(clippy::too_many_arguments)]
    fn resolve_among(
        &mut self,
        named: Named<'_>,
        object: Option<Expr>,
        operand_object: bool,
        args: Vec<Expr>,
        callee_span: Span,
        span: Span,
    ) -> Option<(FuncId, Vec<Expr>)> {
        let Named {
            name,
            cands,
            explicit,
            launch,
        } = named;
        // Function templates: their specialisations for these arguments.
        let (expanded, ignored) = if cands
            .iter()
            .any(|f| self.program.functions[*f].pattern.is_some())
            || explicit.is_some()
        {
            let operand = object.as_ref().filter(|_| operand_object);
            let (c, i) = self.expand_templates(cands, explicit, operand, &args, callee_span);
            (Some(c), i)
        } else {
            (None, Vec::new())
        };
        let cands = expanded.as_deref().unwrap_or(cands);
        if cands.is_empty() && !ignored.is_empty() && !args.iter().any(|a| self.is_error_ty(a.ty)) {
            let mut d = crate::diag::Diagnostic::error(
                callee_span,
                format!("no matching function for call to '{name}'"),
            );
            for (at, why) in ignored {
                d = d.with_secondary(at, why);
            }
            self.diags.push(d);
            return None;
        }
        // `f()` inside a member function calls a member on `*this`.
        let object = object.or_else(|| {
            let needs = cands.iter().any(|&f| {
                self.program.functions[f]
                    .method
                    .is_some_and(|m| m.takes_this())
            });
            if !needs {
                return None;
            }
            let this = self.this_expr(span)?;
            let t = self.types.pointee(this.ty)?;
            Some(Expr::new(ExprKind::Deref(Box::new(this)), t, true, span))
        });
        let mut best: Option<(FuncId, Vec<Ics>)> = None;
        let mut ambiguous = false;
        for &f in cands {
            let Some(ranks) = self.candidate_ranks(f, object.as_ref(), &args, operand_object)
            else {
                continue;
            };
            match &best {
                None => best = Some((f, ranks)),
                Some((bf, br)) => {
                    use std::cmp::Ordering::{Greater, Less};
                    let order: Vec<_> = ranks
                        .iter()
                        .zip(br)
                        .map(|(x, y)| compare_ics(*x, *y))
                        .collect();
                    let better = !order.contains(&Greater) && order.contains(&Less);
                    let worse = !order.contains(&Less) && order.contains(&Greater);
                    // At equal ranks a non-template beats a template
                    // specialisation.
                    let tie = !better && !worse;
                    let f_tmpl = self.instance_of.get(&f).copied();
                    let b_tmpl = self.instance_of.get(bf).copied();
                    // Between two specialisations, the more specialised
                    // template wins ([temp.func.order]).
                    // An operator's first operand is the first parameter
                    // of a non-member candidate: both operands' types take
                    // part in the ordering (`operator!=(const W<A>&, const
                    // W<A>&)` beats the `W<A>, W<B>` one: libcu++'s
                    // `__wrap_iter`).
                    let non_members = operand_object
                        && object.is_some()
                        && [f, *bf]
                            .iter()
                            .all(|g| self.program.functions[*g].method.is_none());
                    let n = args.len() + usize::from(non_members);
                    let (f_more, b_more) = match (tie, f_tmpl, b_tmpl) {
                        (true, Some(ft), Some(bt)) if ft != bt => (
                            self.more_specialised(ft, bt, n),
                            self.more_specialised(bt, ft, n),
                        ),
                        _ => (false, false),
                    };
                    if better || (tie && b_tmpl.is_some() && f_tmpl.is_none()) || f_more {
                        best = Some((f, ranks));
                        ambiguous = false;
                    } else if tie && (f_tmpl.is_some() != b_tmpl.is_some() || b_more) {
                        // The non-template or more specialised template
                        // already best stays best.
                    } else if let Some(one) =
                        tie.then(|| self.redeclared_pair(f_tmpl, b_tmpl)).flatten()
                    {
                        // One template declared twice: its defined
                        // declaration's specialisation.
                        if Some(one) == f_tmpl {
                            best = Some((f, ranks));
                        }
                    } else if !worse {
                        ambiguous = true;
                    }
                }
            }
        }
        let Some((f, _)) = best else {
            if operand_object {
                let mut tys: Vec<String> = object.iter().map(|o| self.describe_ty(o.ty)).collect();
                tys.extend(args.iter().map(|a| self.describe_ty(a.ty)));
                let what = if tys.len() == 1 { "unary" } else { "binary" };
                let list = tys
                    .iter()
                    .map(|t| format!("'{t}'"))
                    .collect::<Vec<_>>()
                    .join(" and ");
                self.overload_error(
                    callee_span,
                    format!("invalid operands to {what} expression ({list})"),
                    cands,
                );
                return None;
            }
            self.no_viable(name, cands, object.as_ref(), args, callee_span, span);
            return None;
        };
        if ambiguous {
            self.overload_error(callee_span, format!("call to '{name}' is ambiguous"), cands);
            return None;
        }
        if self.deleted.contains(&f) {
            let what = match self.program.functions[f].method.map(|m| m.kind) {
                Some(MethodKind::Constructor) => format!("constructor of '{name}'"),
                _ => format!("function '{name}'"),
            };
            let at = self.program.functions[f].span;
            self.diags.push(
                crate::diag::Diagnostic::error(callee_span, format!("call to deleted {what}"))
                    .with_secondary(at, "marked deleted here"),
            );
            return None;
        }
        // The chosen function's body, if it waits for its first use: a
        // deduced return type needs it now.
        self.define_if_used(f, callee_span);
        if self.deduced_ret.contains(&f) {
            self.error(
                callee_span,
                format!("function '{name}' with deduced return type cannot be used before it is defined"),
            );
            return None;
        }
        let func = &self.program.functions[f];
        let method = func.method;
        if let Some(m) = method {
            self.check_access(super::access::Member::Func(f), m.class, name, callee_span);
        }
        // nvcc checks a constexpr constructor's call only where it could
        // construct a constant (every argument constant).
        let constant_args = matches!(method.map(|m| m.kind), Some(MethodKind::Constructor))
            && args.iter().all(|a| self.is_constant(a));
        if !launch {
            self.check_call_space(name, f, constant_args, span);
        }
        let out = self.bind_arguments(f, object, args, operand_object, span)?;
        Some((f, out))
    }

    /// `one_template_declared_twice` for two candidates' templates.
    fn redeclared_pair(
        &mut self,
        a: Option<TemplateId>,
        b: Option<TemplateId>,
    ) -> Option<TemplateId> {
        match (a, b) {
            (Some(a), Some(b)) if a != b => self.one_template_declared_twice(a, b),
            _ => None,
        }
    }

    /// Candidate `f`'s conversion ranks for the object (or `EXACT` where
    /// it takes none) and each argument, or `None` if it is not viable.
    fn candidate_ranks(
        &mut self,
        f: FuncId,
        object: Option<&Expr>,
        args: &[Expr],
        operand_object: bool,
    ) -> Option<Vec<Ics>> {
        let func = &self.program.functions[f];
        let (variadic, takes_this) = match self.types.kind(func.ty) {
            TypeKind::Function { variadic, .. } => {
                (*variadic, func.method.is_some_and(|m| m.takes_this()))
            }
            _ => return None,
        };
        let params = self.declared_params(f);
        let as_arg = !takes_this && operand_object;
        let nargs = args.len() + usize::from(as_arg);
        if nargs < self.required_args(f, params.len()) || (nargs > params.len() && !variadic) {
            return None;
        }
        let mut ranks = Vec::new();
        // The implicit object parameter is a reference to the class.
        if takes_this {
            let rank = self.object_rank(f, object?)?;
            ranks.push(Ics {
                rank,
                reference: true,
            });
        } else {
            ranks.push(Ics {
                rank: EXACT,
                reference: true,
            });
        }
        let all: Vec<&Expr> = if as_arg {
            object.into_iter().chain(args.iter()).collect()
        } else {
            args.iter().collect()
        };
        let extra = all.len().saturating_sub(params.len());
        for (a, &p) in all.into_iter().zip(params.iter()) {
            let rank = self.conversion_rank(a, p)?;
            let reference = self.types.referee(p).is_some();
            ranks.push(Ics { rank, reference });
        }
        let ellipsis = Ics {
            rank: ELLIPSIS,
            reference: false,
        };
        ranks.extend(std::iter::repeat_n(ellipsis, extra));
        Some(ranks)
    }

    /// The chosen `f`'s operands: `this` (the object's base subobject),
    /// then each argument converted to its parameter (a variadic one
    /// promoted), then the default arguments not given.
    fn bind_arguments(
        &mut self,
        f: FuncId,
        object: Option<Expr>,
        args: Vec<Expr>,
        operand_object: bool,
        span: Span,
    ) -> Option<Vec<Expr>> {
        let func = &self.program.functions[f];
        let (fty, method) = (func.ty, func.method);
        let TypeKind::Function { params, .. } = self.types.kind(fty).clone() else {
            return None;
        };
        let mut out = Vec::new();
        let mut object = object;
        let mut params = params.as_slice();
        if method.is_some_and(|m| m.takes_this()) {
            let this_ty = params[0];
            params = &params[1..];
            let o = self.materialize(object.take()?);
            let class = method.map(|m| m.class).unwrap_or(o.ty);
            let o = self.base_subobject(o, class, span);
            let sp = o.span;
            let p = self.types.pointer(o.ty);
            let addr = Expr::new(ExprKind::AddrOf(Box::new(o)), p, false, sp);
            out.push(Expr::new(
                ExprKind::Cast(CastKind::NoOp, Box::new(addr)),
                this_ty,
                false,
                sp,
            ));
        } else if method.is_some_and(|m| m.kind == MethodKind::Constructor) {
            params = &params[1..];
        }
        let args: Vec<Expr> = match object {
            Some(o) if operand_object && !method.is_some_and(|m| m.takes_this()) => {
                std::iter::once(o).chain(args).collect()
            }
            _ => args,
        };
        let given = args.len();
        for (i, a) in args.into_iter().enumerate() {
            if let Some(&p) = params.get(i) {
                out.push(self.convert_implicit(a, p, ConvCtx::Arg));
            } else {
                out.push(self.vararg(a));
            }
        }
        for (i, &p) in params.iter().enumerate().skip(given) {
            let a = self.default_arg(f, i, span);
            out.push(self.convert_implicit(a, p, ConvCtx::Arg));
        }
        Some(out)
    }

    /// Reports why no candidate is viable: a wrong argument count or the
    /// first argument that does not convert when there is one candidate,
    /// else every candidate.
    fn no_viable(
        &mut self,
        name: &str,
        cands: &[FuncId],
        object: Option<&Expr>,
        args: Vec<Expr>,
        callee_span: Span,
        span: Span,
    ) {
        // An argument already in error was reported where it failed; no
        // candidate can take it, and saying so again is noise.
        if args.iter().any(|a| self.is_error_ty(a.ty)) {
            return;
        }
        if let [only] = cands {
            let func = &self.program.functions[*only];
            let variadic = matches!(
                self.types.kind(func.ty),
                TypeKind::Function { variadic: true, .. }
            );
            let method = func.method;
            let params = self.declared_params(*only);
            if let Some(m) = method.filter(|m| m.takes_this()) {
                match object {
                    None => {
                        self.error(
                            span,
                            format!("call to non-static member function '{name}' without an object argument"),
                        );
                        return;
                    }
                    Some(o) if self.types.cv(o.ty).is_const && !m.is_const => {
                        let d = self.describe_ty(o.ty);
                        self.error(
                            span,
                            format!("'this' argument to member function '{name}' has type '{d}', but function is not marked const"),
                        );
                        return;
                    }
                    _ => {}
                }
            }
            let required = self.required_args(*only, params.len());
            if args.len() < required || (args.len() > params.len() && !variadic) {
                let (which, expected) = match (args.len() > params.len(), required < params.len()) {
                    (true, true) => ("many", format!("at most {}", params.len())),
                    (true, false) => ("many", params.len().to_string()),
                    (false, true) => ("few", format!("at least {required}")),
                    (false, false) => ("few", params.len().to_string()),
                };
                self.error(
                    span,
                    format!(
                        "too {which} arguments to function call '{name}', expected {expected}, have {}",
                        args.len()
                    ),
                );
                return;
            }
            // Same count: report the first argument that does not convert.
            for (a, p) in args.iter().cloned().zip(params) {
                if self.conversion_rank(&a, p).is_none() {
                    let mark = self.diags.len();
                    self.convert_implicit(a, p, ConvCtx::Arg);
                    if self.diags.len() > mark {
                        return;
                    }
                    // Ranking and converting disagree (our bug): still
                    // say why the call failed, below.
                    break;
                }
            }
        }
        let mut d = crate::diag::Diagnostic::error(
            callee_span,
            format!("no matching function for call to '{name}'"),
        );
        for &c in cands {
            let why = self.not_viable_because(c, object, &args);
            let f = &self.program.functions[c];
            let what = match f.method.map(|m| m.kind) {
                Some(MethodKind::Constructor | MethodKind::BaseConstructor) => "constructor",
                _ => "function",
            };
            let sig = self.describe_function(c);
            d = d.with_secondary(
                f.span,
                format!("candidate {what} '{sig}' not viable: {why}"),
            );
        }
        self.diags.push(d);
    }

    /// Why candidate `f` cannot take `object` and `args`, in clang's
    /// words.
    fn not_viable_because(&mut self, f: FuncId, object: Option<&Expr>, args: &[Expr]) -> String {
        let func = &self.program.functions[f];
        let variadic = matches!(
            self.types.kind(func.ty),
            TypeKind::Function { variadic: true, .. }
        );
        let params = self.declared_params(f);
        let required = self.required_args(f, params.len());
        let n = args.len();
        if n < required || (n > params.len() && !variadic) {
            let expected = if n > params.len() && required < params.len() {
                format!("at most {}", params.len())
            } else if n < required && required < params.len() {
                format!("at least {required}")
            } else {
                params.len().to_string()
            };
            let s = if expected == "1" { "" } else { "s" };
            let was = if n == 1 { "was" } else { "were" };
            return format!("requires {expected} argument{s}, but {n} {was} provided");
        }
        if let (Some(m), Some(o)) = (func.method.filter(|m| m.takes_this()), object) {
            if self.types.cv(o.ty).is_const && !m.is_const {
                return format!(
                    "'this' argument has type '{}', but method is not marked const",
                    self.describe_ty(o.ty)
                );
            }
        }
        for (i, (a, &p)) in args.iter().zip(&params).enumerate() {
            if self.conversion_rank(a, p).is_none() {
                return format!(
                    "no known conversion from '{}' to '{}' for {} argument",
                    self.describe_ty(a.ty),
                    self.describe_ty(p),
                    ordinal(i + 1)
                );
            }
        }
        "no viable conversion".into()
    }

    /// A call expression of `f` with converted `args`: an lvalue when `f`
    /// returns a reference.
    /// A call of `f`: through the vtable when `f` is a virtual function
    /// called on an object (see `call_expr_direct` for a qualified name).
    pub(crate) fn call_expr(&mut self, f: FuncId, args: Vec<Expr>, span: Span) -> Expr {
        self.call_expr_as(f, args, Dispatch::Virtual, span)
    }

    /// A call of `f` itself, never through a vtable.
    pub(crate) fn call_expr_direct(&mut self, f: FuncId, args: Vec<Expr>, span: Span) -> Expr {
        self.call_expr_as(f, args, Dispatch::Direct, span)
    }

    /// Defines `f` if its body waits for its first use and this call
    /// uses it. A call in an unevaluated operand (`noexcept(x.swap(y))`,
    /// `decltype(swap(declval<T&>(), declval<T&>()))`, which libcu++'s
    /// `is_swappable` asks) uses no definition ([basic.def.odr]p4):
    /// defined, Thrust 2.x's `device_reference<const T>::swap` asked for a
    /// swap kernel of `const` elements, which does not compile. A
    /// constexpr function may be evaluated there, and a deduced return
    /// type needs its body. Nor does trying whether a converting
    /// constructor makes an implicit conversion (`converting_ctor_viable`)
    /// use it, constexpr or not: only the conversion overload resolution
    /// finally applies does (Thrust's unconstrained `device_ptr<T>(
    /// device_ptr<U> const&)`, tried for `device_ptr<const T>` to
    /// `device_ptr<T>`, has a body that does not compile for it; for
    /// `thrust::complex<float> c; c = 0.0f;` in a kernel, the candidate
    /// `operator=(const std::complex<float> &)` tries libstdc++'s
    /// constexpr `complex<float>(float, float)`, whose body initialises a
    /// GNU `__complex__ float`).
    fn define_if_used(&mut self, f: FuncId, span: Span) {
        let needs_body = if self.in_converting_ctor {
            self.deduced_ret.contains(&f)
        } else {
            !self.expansion.unevaluated
                || self.program.functions[f].constexpr
                || self.deduced_ret.contains(&f)
        };
        if needs_body {
            self.ensure_defined(f, span);
        }
    }

    fn call_expr_as(
        &mut self,
        f: FuncId,
        mut args: Vec<Expr>,
        dispatch: Dispatch,
        span: Span,
    ) -> Expr {
        self.define_if_used(f, span);
        self.check_reflect_call(f, &args, span);
        let ret = self.program.functions[f].ret;
        // A class returned by value is complete where it is called
        // ([expr.call]; a template's specialisation may only be declared
        // until now: `as_declared_return`).
        if self.types.referee(ret).is_none() {
            self.require_complete(ret);
        }
        let (rt, lv) = match self.types.referee(ret) {
            Some(r) => (self.types.pointer(r), true),
            None => (self.types.unqual(ret), false),
        };
        let call = if super::cuda::is_c_printf(&self.program.functions[f]) {
            Expr::new(ExprKind::Builtin(Builtin::Printf, args), rt, false, span)
        } else if let Some(i) = self.declared_nvvm_builtin(f, args.len()) {
            Expr::new(ExprKind::Builtin(Builtin::Table(i), args), rt, false, span)
        } else {
            let virt = match dispatch {
                Dispatch::Virtual => self.virtual_call(f, &mut args, rt, span),
                Dispatch::Direct => None,
            };
            virt.unwrap_or_else(|| Expr::new(ExprKind::Call(f, args), rt, false, span))
        };
        if lv {
            let r = self.types.pointee(rt).unwrap_or(rt);
            let mut e = Expr::new(ExprKind::Deref(Box::new(call)), r, true, span);
            // A call returning `T&&` is an xvalue.
            e.xvalue = self.types.is_rvalue_ref(ret);
            e
        } else {
            call
        }
    }

    pub(crate) fn call_overloaded(
        &mut self,
        named: Named<'_>,
        args: Vec<Expr>,
        dispatch: Dispatch,
        (callee_span, span): (Span, Span),
    ) -> Expr {
        self.call_with_object(named, None, args, dispatch, (callee_span, span))
    }

    pub(crate) fn call_with_object(
        &mut self,
        named: Named<'_>,
        object: Option<Expr>,
        args: Vec<Expr>,
        dispatch: Dispatch,
        (callee_span, span): (Span, Span),
    ) -> Expr {
        match self.resolve_call(named, object, args, callee_span, span) {
            Some((f, args)) => self.call_expr_as(f, args, dispatch, span),
            None => self.error_expr(span),
        }
    }
}

/// What a call names: the candidates lookup found for `name`, and the
/// template arguments written after it (`f<int>(x)`), which only
/// function templates take.
#[derive(Clone, Copy)]
pub(crate) struct Named<'a> {
    pub name: &'a str,
    pub cands: &'a [FuncId],
    pub explicit: Option<&'a [crate::ast::TemplateArg]>,
    /// The kernels a `<<<…>>>` launch names: a configured call, which
    /// device code may make too (dynamic parallelism).
    pub launch: bool,
}

impl<'a> Named<'a> {
    /// A name written without template arguments.
    pub(crate) fn plain(name: &'a str, cands: &'a [FuncId]) -> Named<'a> {
        Named {
            name,
            cands,
            explicit: None,
            launch: false,
        }
    }
}

/// What `against_builtin` decides.
enum Against {
    User,
    Builtin,
    Ambiguous,
}

/// How a call of a virtual function is made ([class.virtual]/16).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Dispatch {
    /// Through the object's vtable: the final overrider.
    Virtual,
    /// The function named: a qualified name (`Base::f()`, `p->Base::f()`).
    Direct,
}

impl Sema<'_> {
    /// `a op b` (or `op a`) when an operand has class type: the best of
    /// the member `operator op` of the first operand's class and the
    /// non-member ones found by ordinary lookup and in the namespaces of
    /// the operands' classes. `Err` gives the operands back when no
    /// operand is a class or nothing declares the operator (the built-in
    /// operator then applies).
    pub(crate) fn overloaded_operator(
        &mut self,
        op: &str,
        operands: Vec<Expr>,
        span: Span,
    ) -> Result<Expr, Vec<Expr>> {
        if !operands
            .iter()
            .any(|o| self.types.is_record(o.ty) || self.types.is_enum(o.ty))
        {
            return Err(operands);
        }
        let name = format!("operator{op}");
        let mut cands: Vec<FuncId> = Vec::new();
        let add = |v: &mut Vec<FuncId>, fs: &[FuncId]| {
            for f in fs {
                if !v.contains(f) {
                    v.push(*f);
                }
            }
        };
        if let Some(ctx) = self.class_ctx(operands[0].ty) {
            if let Some(super::scope::Symbol::Funcs(fs)) = self.scopes.lookup_in(ctx, &name) {
                add(&mut cands, &fs.clone());
            }
        }
        if let Some(super::scope::Symbol::Funcs(fs)) = self.scopes.lookup(&name) {
            let free: Vec<FuncId> = fs
                .into_iter()
                .filter(|f| self.program.functions[*f].method.is_none())
                .collect();
            add(&mut cands, &free);
        }
        // Argument-dependent lookup: the operands' classes' namespaces.
        let adl = self.adl_candidates(&name, &operands);
        add(&mut cands, &adl);
        // `-a` and `a - b`, `++a` and `a++` share a name: only the
        // candidates taking this many operands are this operator.
        cands.retain(|&f| self.takes_operands(f, operands.len()));
        if cands.is_empty() {
            return Err(operands);
        }
        match self.against_builtin(op, &name, &cands, &operands, span) {
            Against::User => {}
            Against::Builtin => return Err(operands),
            Against::Ambiguous => {
                self.overload_error(
                    span,
                    format!("use of overloaded operator '{op}' is ambiguous"),
                    &cands,
                );
                return Ok(self.error_expr(span));
            }
        }
        let mut it = operands.into_iter();
        let first = it.next();
        let rest: Vec<Expr> = it.collect();
        match self.resolve(Named::plain(&name, &cands), first, true, rest, span, span) {
            Some((f, args)) => Ok(self.call_expr(f, args, span)),
            None => Ok(self.error_expr(span)),
        }
    }

    /// The user candidates against the built-in operator, which is a
    /// candidate too ([over.match.oper]/3.3) when every class operand
    /// converts to a scalar (`integral_constant<int, 9>{} >= 4` through
    /// `operator value_type()`, with `operator>=(const __half &, const
    /// __half &)` declared). The built-in takes a class operand through
    /// a user-defined conversion and any other operand as it is, so it
    /// wins when no user candidate is viable or the best one converts no
    /// operand better and one worse.
    fn against_builtin(
        &mut self,
        op: &str,
        name: &str,
        cands: &[FuncId],
        operands: &[Expr],
        span: Span,
    ) -> Against {
        // Built-ins that take their operands by value; assignments need
        // an lvalue of the left operand's own type, and `[]`, `->`, `()`
        // and `,` have rules of their own.
        const BY_VALUE: &[&str] = &[
            "+", "-", "*", "/", "%", "^", "&", "|", "<<", ">>", "<", ">", "<=", ">=", "==", "!=",
            "~", "!",
        ];
        // `&&`, `||` (operands contextually `bool`) and `,` (any
        // operands) are built-ins whenever no user candidate is viable.
        if matches!(op, "&&" | "||" | ",") {
            let first = operands.first().cloned();
            let rest: Vec<Expr> = operands.iter().skip(1).cloned().collect();
            let (picked, _) = self.tentatively(|s| {
                s.resolve_among(Named::plain(name, cands), first, true, rest, span, span)
            });
            return match picked {
                Some(_) => Against::User,
                None => Against::Builtin,
            };
        }
        if !BY_VALUE.contains(&op)
            || !operands
                .iter()
                .all(|o| !self.types.is_record(o.ty) || self.scalar_conversion(o.ty).is_some())
        {
            return Against::User;
        }
        let first = operands.first().cloned();
        let rest: Vec<Expr> = operands.iter().skip(1).cloned().collect();
        let (picked, _) = self.tentatively(|s| {
            s.resolve_among(Named::plain(name, cands), first, true, rest, span, span)
        });
        let Some((f, _)) = picked else {
            return Against::Builtin;
        };
        let rest: Vec<Expr> = operands.iter().skip(1).cloned().collect();
        let Some(ranks) = self.candidate_ranks(f, operands.first(), &rest, true) else {
            return Against::User;
        };
        // A member's ranks start with its object (the first operand); a
        // non-member's with a placeholder.
        let takes_this = self.program.functions[f]
            .method
            .is_some_and(|m| m.takes_this());
        let user = &ranks[usize::from(!takes_this)..];
        let builtin: Vec<Ics> = operands
            .iter()
            .map(|o| Ics {
                rank: if self.types.is_record(o.ty) {
                    USER
                } else {
                    EXACT
                },
                reference: false,
            })
            .collect();
        use std::cmp::Ordering::{Greater, Less};
        let order: Vec<_> = builtin
            .iter()
            .zip(user)
            .map(|(b, u)| compare_ics(*b, *u))
            .collect();
        match (order.contains(&Less), order.contains(&Greater)) {
            (true, false) => Against::Builtin,
            (true, true) => Against::Ambiguous,
            _ => Against::User,
        }
    }

    /// `a op b` through a user operator, or (`Err`) the operands back for
    /// the built-in one.
    pub(crate) fn overloaded_binary(
        &mut self,
        op: &str,
        a: Expr,
        b: Expr,
        span: Span,
    ) -> Result<Expr, Box<(Expr, Expr)>> {
        match self.overloaded_operator(op, vec![a, b], span) {
            Ok(e) => Ok(e),
            Err(v) => {
                let mut v = v.into_iter();
                match (v.next(), v.next()) {
                    (Some(a), Some(b)) => Err(Box::new((a, b))),
                    _ => Ok(self.error_expr(span)),
                }
            }
        }
    }

    /// Whether operator function `f` takes `n` operands: a non-static
    /// member counts its object as the first.
    fn takes_operands(&self, f: FuncId, n: usize) -> bool {
        let func = &self.program.functions[f];
        let object = usize::from(func.method.is_some_and(|m| m.takes_this()));
        let (declared, pack) = match func.pattern {
            Some(t) => self.template_arity(t).unwrap_or((0, false)),
            None => (self.declared_params(f).len(), false),
        };
        let have = declared + object;
        have == n || (pack && n + 1 >= have)
    }
}

/// `1st`, `2nd`, `3rd`, `4th`, … `11th`, `21st`.
fn ordinal(n: usize) -> String {
    let suffix = match (n % 10, n % 100) {
        (_, 11..=13) => "th",
        (1, _) => "st",
        (2, _) => "nd",
        (3, _) => "rd",
        _ => "th",
    };
    format!("{n}{suffix}")
}
