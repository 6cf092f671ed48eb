//! Itanium C++ ABI name mangling (the scheme nvcc and clang use), for
//! functions and variables in namespaces and the local statics inside
//! them.
//!
//! Local `__shared__` and `static` variables get the Itanium local-static
//! name `_ZZ<function>E<name>`. A class or lambda declared in a function
//! body has the scope `PathSeg::Local(i)`: `TypeGraph::local_scopes[i]` is
//! the enclosing function's name as mangling wrote it (kept for every
//! function by `Sema::mangle_fn`), written again inside `Z…E` with the same
//! substitution table, then the class's name and its discriminator (`_0`
//! for the second such name in the function). Template parameters are
//! substitution candidates by position alone (`Sub::Param`), as nvcc
//! keys them, which matters when a local name nests an enclosing
//! template's encoding.

use crate::types::{
    FloatKind, FnUnqual, IntKind, LocalScope, PathSeg, TArg, TypeGraph, TypeId, TypeKind,
};

struct Mangler<'a> {
    types: &'a TypeGraph,
    out: String,
    /// Substitution candidates in the order they were first mangled.
    subs: Vec<Sub>,
    /// Mangling the encoded function's parameter types: a parameter a
    /// `decltype` there names is `fL0p_` (one parameter scope out), in
    /// the return type `fp_` (clang's `FunctionTypeDepth`).
    in_params: bool,
}

/// A substitution candidate: a type, a namespace prefix (`a::b`), or a
/// template's name before its arguments (`a::Vec` in `a::Vec<int>`).
#[derive(PartialEq)]
enum Sub {
    Type(TypeId),
    Prefix(Vec<PathSeg>),
    Template(Vec<PathSeg>, String),
    /// A function template's name before its arguments: keyed also by
    /// the template's own signature (return and parameter types in terms
    /// of its parameters) and parameter count, so that overloaded
    /// templates of one name are different candidates, as in clang and
    /// nvcc (moderngpu's two `transform_lbs`, one's lambda local to the
    /// other's specialisation: nvcc writes the name again).
    FnTemplate(Vec<PathSeg>, String, TypeId, Vec<TypeId>, usize),
    /// `Dp <pattern>`, keyed as its pattern is.
    PackExpansion(Box<Sub>),
    /// A template parameter by its template's depth and its position
    /// (`T_`, `T0_`, …), as nvcc keys it: a pack and a parameter that is
    /// none at one depth and position are one candidate (clang's
    /// canonical types tell them apart; nvcc 13.0 writes moderngpu's
    /// `launch_box_cta_k<…, lambda in reduce<A, B, C>>(F, int, Args...)`
    /// with `Dp S6_`, `C`'s candidate), parameters of a member template
    /// of a class template and a namespace's template are not (its
    /// `segsort_t<…>::blocksort_segments<…>(T0_, …)` then `T0_` again).
    Param(u32, u32),
}

/// What names a function: where it is declared, its name and parameters.
pub struct FnName<'a> {
    pub scope: &'a [PathSeg],
    pub name: Unqual<'a>,
    pub params: &'a [TypeId],
    pub variadic: bool,
    pub extern_c: bool,
    /// A member function's qualifiers: const, volatile, ref (0, `&`, `&&`).
    pub method: Option<(bool, bool, u8)>,
    /// A function template specialisation: its arguments and the
    /// template's return type. `params` (and this type) are then the
    /// template's own, in terms of its parameters (`T_`), as the ABI
    /// mangles them.
    pub template: Option<(&'a [TArg], TypeId)>,
    /// The last parameter is a function parameter pack (`Dp T_`).
    pub last_pack: bool,
}

/// A function's `<unqualified-name>`.
#[derive(Clone, Copy)]
pub enum Unqual<'a> {
    Source(&'a str),
    /// `C1` (complete object) or `C2` (base object).
    Ctor(u8),
    Dtor(u8),
    /// The two-letter operator code (`pl` for `operator+`).
    Operator(&'static str),
    /// `operator T()`.
    Conversion(TypeId),
    /// A literal operator's suffix (`h` of `operator""h`): `li1h`.
    Literal(&'a str),
    /// A record's own name: its identifier, or a closure type's
    /// `Ul <params> E [n] _`.
    Record(TypeId),
}

impl FnName<'_> {
    /// An owned copy, kept for the local classes and lambdas declared in
    /// the function's body.
    pub fn to_local_scope(&self) -> LocalScope {
        LocalScope {
            scope: self.scope.to_vec(),
            name: match self.name {
                Unqual::Source(s) => FnUnqual::Source(s.to_string()),
                Unqual::Ctor(k) => FnUnqual::Ctor(k),
                Unqual::Dtor(k) => FnUnqual::Dtor(k),
                Unqual::Operator(c) => FnUnqual::Operator(c),
                Unqual::Conversion(t) => FnUnqual::Conversion(t),
                Unqual::Literal(s) => FnUnqual::Literal(s.to_string()),
                Unqual::Record(t) => FnUnqual::Record(t),
            },
            params: self.params.to_vec(),
            variadic: self.variadic,
            extern_c: self.extern_c,
            method: self.method,
            template: self.template.map(|(a, r)| (a.to_vec(), r)),
            last_pack: self.last_pack,
            vague: false,
        }
    }
}

impl LocalScope {
    fn fn_name(&self) -> FnName<'_> {
        FnName {
            scope: &self.scope,
            name: match &self.name {
                FnUnqual::Source(s) => Unqual::Source(s),
                FnUnqual::Ctor(k) => Unqual::Ctor(*k),
                FnUnqual::Dtor(k) => Unqual::Dtor(*k),
                FnUnqual::Operator(c) => Unqual::Operator(c),
                FnUnqual::Conversion(t) => Unqual::Conversion(*t),
                FnUnqual::Literal(s) => Unqual::Literal(s),
                FnUnqual::Record(t) => Unqual::Record(*t),
            },
            params: &self.params,
            variadic: self.variadic,
            extern_c: self.extern_c,
            method: self.method,
            template: self.template.as_ref().map(|(a, r)| (a.as_slice(), *r)),
            last_pack: self.last_pack,
        }
    }
}

/// The Itanium code of `operator<op>` taking `arity` operands (counting
/// the object of a member), or `None` if `op` is no operator.
pub fn operator_code(op: &str, arity: usize) -> Option<&'static str> {
    Some(match (op, arity) {
        ("+", 1) => "ps",
        ("-", 1) => "ng",
        ("&", 1) => "ad",
        ("*", 1) => "de",
        ("+", _) => "pl",
        ("-", _) => "mi",
        ("*", _) => "ml",
        ("&", _) => "an",
        ("~", _) => "co",
        ("/", _) => "dv",
        ("%", _) => "rm",
        ("|", _) => "or",
        ("^", _) => "eo",
        ("=", _) => "aS",
        ("+=", _) => "pL",
        ("-=", _) => "mI",
        ("*=", _) => "mL",
        ("/=", _) => "dV",
        ("%=", _) => "rM",
        ("&=", _) => "aN",
        ("|=", _) => "oR",
        ("^=", _) => "eO",
        ("<<", _) => "ls",
        (">>", _) => "rs",
        ("<<=", _) => "lS",
        (">>=", _) => "rS",
        ("==", _) => "eq",
        ("!=", _) => "ne",
        ("<", _) => "lt",
        (">", _) => "gt",
        ("<=", _) => "le",
        (">=", _) => "ge",
        ("<=>", _) => "ss",
        ("!", _) => "nt",
        ("&&", _) => "aa",
        ("||", _) => "oo",
        ("++", _) => "pp",
        ("--", _) => "mm",
        (",", _) => "cm",
        ("->*", _) => "pm",
        ("->", _) => "pt",
        ("()", _) => "cl",
        ("[]", _) => "ix",
        ("new", _) => "nw",
        ("new[]", _) => "na",
        ("delete", _) => "dl",
        ("delete[]", _) => "da",
        _ => return None,
    })
}

/// The name sema gives a class declared without one.
pub const UNNAMED_RECORD: &str = "(anonymous)";

/// The index of record type `t` in `TypeGraph::records`.
fn r_index(types: &TypeGraph, t: TypeId) -> usize {
    match types.kind(t) {
        TypeKind::Record(i) => *i as usize,
        _ => 0,
    }
}

fn source_name(name: &str) -> String {
    format!("{}{}", name.len(), name)
}

fn seq_id(i: usize) -> String {
    // S_, S0_, S1_, … S9_, SA_, … (base 36, upper-case digits).
    if i == 0 {
        return "S_".into();
    }
    let mut n = i - 1;
    let mut digits = Vec::new();
    loop {
        let d = (n % 36) as u8;
        digits.push(if d < 10 { b'0' + d } else { b'A' + d - 10 });
        n /= 36;
        if n == 0 {
            break;
        }
    }
    digits.reverse();
    format!("S{}_", String::from_utf8_lossy(&digits))
}

impl Mangler<'_> {
    fn builtin(&self, t: TypeId) -> Option<&'static str> {
        Some(match self.types.kind(t) {
            TypeKind::Void => "v",
            TypeKind::Auto => "Da",
            TypeKind::Bool => "b",
            TypeKind::Nullptr => "Dn",
            TypeKind::Int(k) => match k {
                IntKind::Char => "c",
                IntKind::SChar => "a",
                IntKind::UChar => "h",
                IntKind::Short => "s",
                IntKind::UShort => "t",
                IntKind::Int => "i",
                IntKind::UInt => "j",
                IntKind::Long => "l",
                IntKind::ULong => "m",
                IntKind::LongLong => "x",
                IntKind::ULongLong => "y",
                IntKind::Int128 => "n",
                IntKind::UInt128 => "o",
                IntKind::Char16 => "Ds",
                IntKind::Char32 => "Di",
                IntKind::WChar => "w",
            },
            TypeKind::Float(k) => match k {
                FloatKind::Half => "DF16_",
                FloatKind::BFloat16 => "DF16b",
                FloatKind::Float => "f",
                FloatKind::Double => "d",
                FloatKind::LongDouble => "e",
            },
            _ => return None,
        })
    }

    fn ty(&mut self, t: TypeId) {
        if let Some(b) = self.builtin(t) {
            self.out.push_str(b);
            return;
        }
        let key = self.sub_key(t);
        if let Some(i) = self.find_sub(&key) {
            self.out.push_str(&seq_id(i));
            return;
        }
        match self.types.kind(t).clone() {
            TypeKind::Pointer(p) => {
                self.out.push('P');
                self.ty(p);
            }
            TypeKind::LValueRef(p) => {
                self.out.push('R');
                self.ty(p);
            }
            TypeKind::RValueRef(p) => {
                self.out.push('O');
                self.ty(p);
            }
            // `M <class> <member type>` (`M1PKFivE`).
            TypeKind::MemberPointer(c, m) => {
                self.out.push('M');
                self.ty(c);
                self.ty(m);
            }
            TypeKind::Qualified(b, cv) => {
                // A memory space is a vendor qualifier (`U3AS1`, as clang
                // spells it), mangled before restrict, volatile, const.
                if cv.space != crate::types::AddrSpace::Generic {
                    let q = format!("AS{}", cv.space as u32);
                    self.out.push_str(&format!("U{}{q}", q.len()));
                }
                // Order is restrict, volatile, const (r V K).
                if cv.is_restrict {
                    self.out.push('r');
                }
                if cv.is_volatile {
                    self.out.push('V');
                }
                if cv.is_const {
                    self.out.push('K');
                }
                self.ty(b);
            }
            TypeKind::Array(e, n) => {
                self.out.push('A');
                match n.and_then(super::template::bound_param) {
                    // A bound that is a function template's value
                    // parameter (`T (&)[N]`): `T0_`.
                    Some(k) => {
                        self.template_param(k as u32);
                    }
                    None => {
                        if let Some(n) = n {
                            self.out.push_str(&n.to_string());
                        }
                    }
                }
                self.out.push('_');
                self.ty(e);
            }
            TypeKind::Function {
                ret,
                params,
                variadic,
                nothrow,
            } => {
                // Itanium 5.1.5.3: `Do` marks a `noexcept` function type.
                if nothrow {
                    self.out.push_str("Do");
                }
                self.out.push('F');
                self.ty(ret);
                // In a template's signature, a parameter of the function
                // type that is a pack's pattern (`R (*)(A...)`) is its
                // expansion, `Dp T0_`, as nvcc and clang write it.
                if params.iter().any(|&p| self.expands_pack(p)) {
                    for &p in &params {
                        if self.expands_pack(p) {
                            self.pack_expansion(p);
                        } else {
                            self.ty(p);
                        }
                    }
                    if variadic {
                        self.out.push('z');
                    }
                } else {
                    self.params(&params, variadic);
                }
                self.out.push('E');
            }
            TypeKind::Record(i) => {
                let r = &self.types.records[i as usize];
                if let Some(e) = r.decltype.clone() {
                    // `Dt` for an id-expression or member access, `DT`
                    // for any other expression (Itanium 5.1.5.3).
                    let id = matches!(
                        *e,
                        crate::types::DepExpr::FnParam(_)
                            | crate::types::DepExpr::TemplateParam(_)
                            | crate::types::DepExpr::Member(..)
                            | crate::types::DepExpr::Access(..)
                    );
                    self.out.push_str(if id { "Dt" } else { "DT" });
                    self.dep_expr(&e);
                    self.out.push('E');
                } else if let Some(of) = r.underlying_of {
                    // nvcc writes `__underlying_type(T)` as the vendor
                    // qualifier `eut` on `T`, closed by `E` (EDG's
                    // spelling: `PU3eutT_E`).
                    self.out.push_str("U3eut");
                    self.ty(of);
                    self.out.push('E');
                } else if let (Some(k), Some((_, args))) = (r.param_index, r.template.clone()) {
                    // `H<T>` of a template template parameter: the
                    // parameter (a substitution candidate of its own),
                    // then the arguments: `T_IS0_E`.
                    let key = Sub::Param(r.param_depth, k);
                    match self.find_sub(&key) {
                        Some(i) => self.out.push_str(&seq_id(i)),
                        None => {
                            self.template_param(k);
                            self.subs.push(key);
                        }
                    }
                    self.template_args(&args);
                } else if let Some(k) = r.param_index {
                    // `T_`, `T0_`, `T1_`, …
                    self.template_param(k);
                } else {
                    let (scope, name) = (r.scope.clone(), r.name.clone());
                    match r.template.clone() {
                        Some((_, args)) => {
                            self.qualified_template(&scope, Unqual::Source(&name), &args, None)
                        }
                        None => self.qualified(&scope, Unqual::Record(t), None),
                    }
                }
            }
            TypeKind::Enum(i) => {
                let e = &self.types.enums[i as usize];
                let (scope, name) = (e.scope.clone(), e.name.clone());
                self.name(&scope, &name);
            }
            _ => {}
        }
        self.subs.push(key);
    }

    /// The substitution that stands for `key`, if it was mangled before.
    /// Types compare with template parameters identified by position
    /// (clang's canonical types): `const T_ *` in the encoding a local
    /// name (`Z…E`) nests is a substitution for `const T_ *` of the
    /// template being mangled, as nvcc and clang write them.
    fn find_sub(&self, key: &Sub) -> Option<usize> {
        self.subs.iter().position(|s| self.same_sub(s, key))
    }

    fn same_sub(&self, a: &Sub, b: &Sub) -> bool {
        match (a, b) {
            (Sub::Type(x), Sub::Type(y)) => x == y || self.types.same_modulo_params(*x, *y),
            (Sub::PackExpansion(x), Sub::PackExpansion(y)) => self.same_sub(x, y),
            _ => a == b,
        }
    }

    /// What a type is remembered as for substitutions. A template
    /// parameter is keyed by its position alone, as clang does: `T0_` of
    /// an enclosing template written inside a local name (`Z…E`) is then
    /// a substitution for `T0_` of the template being mangled.
    fn sub_key(&self, t: TypeId) -> Sub {
        match self.types.kind(t) {
            TypeKind::Record(i) => {
                let r = &self.types.records[*i as usize];
                match r.param_index {
                    Some(_) if r.template.is_some() => Sub::Type(t),
                    Some(k) => Sub::Param(r.param_depth, k),
                    None => Sub::Type(t),
                }
            }
            _ => Sub::Type(t),
        }
    }

    /// `<name>` of a declaration in `scope`: `1f`, `St1f` (directly in
    /// `std`), or `N <prefix> 1f E`.
    fn name(&mut self, scope: &[PathSeg], name: &str) {
        self.qualified(scope, Unqual::Source(name), None)
    }

    fn unqualified(&mut self, u: Unqual) {
        match u {
            Unqual::Source(n) => self.out.push_str(&source_name(n)),
            Unqual::Ctor(k) => self.out.push_str(&format!("C{k}")),
            Unqual::Dtor(k) => self.out.push_str(&format!("D{k}")),
            Unqual::Operator(code) => self.out.push_str(code),
            Unqual::Literal(suffix) => {
                self.out.push_str("li");
                self.out.push_str(&suffix.len().to_string());
                self.out.push_str(suffix);
            }
            Unqual::Conversion(t) => {
                self.out.push_str("cv");
                self.ty(t);
            }
            Unqual::Record(t) => self.record_name(t),
        }
    }

    /// A record's `<unqualified-name>`: `1S`, or for a closure type
    /// `Ul <params> E [n] _`.
    fn record_name(&mut self, t: TypeId) {
        let Some(r) = self.types.record(t) else {
            return;
        };
        match r.closure.clone() {
            Some(c) => {
                self.out.push_str("Ul");
                self.params_maybe_pack(&c.params, false, c.last_pack);
                self.out.push('E');
                if c.number > 0 {
                    self.out.push_str(&(c.number - 1).to_string());
                }
                self.out.push('_');
            }
            None if r.name == UNNAMED_RECORD => {
                // An unnamed class that no typedef names (`struct { … } v;`)
                // has no linkage name; clang numbers them `$_0`, `$_1`, …
                // in the order it mangles them: the user's, in the order
                // they were declared (a header's unnamed classes are not
                // mangled, so they are not counted).
                let n = self.types.records[..r_index(self.types, t)]
                    .iter()
                    .filter(|o| o.name == UNNAMED_RECORD && !o.from_library)
                    .count();
                self.out.push_str(&source_name(&format!("$_{n}")));
            }
            None => {
                let name = r.name.clone();
                self.out.push_str(&source_name(&name));
            }
        }
    }

    /// `Z <encoding> E` when `scope` starts in a function body; returns
    /// the rest of the scope.
    fn local_prefix<'s>(&mut self, scope: &'s [PathSeg]) -> Option<&'s [PathSeg]> {
        let (PathSeg::Local(i), rest) = scope.split_first()? else {
            return None;
        };
        let f = self.types.local_scopes[*i as usize].clone();
        self.out.push('Z');
        self.encoding(&f.fn_name());
        self.out.push('E');
        Some(rest)
    }

    /// The discriminator of a local entity (`rest` is the scope after the
    /// function, `name` the entity): the second local class of a name is
    /// `_0`, the twelfth `__10_`.
    fn discriminator(&mut self, rest: &[PathSeg], name: Unqual) {
        let t = match (rest.first(), name) {
            (Some(PathSeg::Record(t)), _) => *t,
            (None, Unqual::Record(t)) => t,
            _ => return,
        };
        let d = self.types.record(t).map_or(0, |r| r.local_disc);
        match d {
            0 => {}
            1..=10 => self.out.push_str(&format!("_{}", d - 1)),
            _ => self.out.push_str(&format!("__{}_", d - 1)),
        }
    }

    /// A name in `scope`, with a member function's qualifiers
    /// (`N K 1S 3get E`).
    fn qualified(&mut self, scope: &[PathSeg], name: Unqual, method: Option<(bool, bool, u8)>) {
        if let Some(rest) = self.local_prefix(scope) {
            self.qualified(rest, name, method);
            self.discriminator(rest, name);
            return;
        }
        match (scope, method) {
            ([], None) => self.unqualified(name),
            ([PathSeg::Namespace(n)], None) if n == "std" => {
                self.out.push_str("St");
                self.unqualified(name);
            }
            _ => {
                self.out.push('N');
                self.method_quals(method);
                self.prefix(scope);
                self.unqualified(name);
                self.out.push('E');
            }
        }
    }

    /// A template specialisation's name: `3VecIfE`, `N2ns3VecIfEE`, or a
    /// member of a class (`N1S3getIiEE`); the template's name before its
    /// arguments is a substitution candidate.
    fn qualified_template(
        &mut self,
        scope: &[PathSeg],
        name: Unqual,
        args: &[TArg],
        method: Option<(bool, bool, u8)>,
    ) {
        self.qualified_template_of(scope, name, args, method, None);
    }

    /// `qualified_template`; `function`: a function template's own
    /// return and parameter types, which tell overloaded templates apart.
    fn qualified_template_of(
        &mut self,
        scope: &[PathSeg],
        name: Unqual,
        args: &[TArg],
        method: Option<(bool, bool, u8)>,
        function: Option<(TypeId, &[TypeId])>,
    ) {
        if let Some(rest) = self.local_prefix(scope) {
            self.qualified_template_of(rest, name, args, method, function);
            self.discriminator(rest, name);
            return;
        }
        // `std::X<…>` is `St 1X I…E` (`St` stands for the nesting).
        let in_std = matches!(scope, [PathSeg::Namespace(n)] if n == "std");
        let nested = !((scope.is_empty() || in_std) && method.is_none());
        if nested {
            self.out.push('N');
            self.method_quals(method);
        }
        let identity = function.map(|(ret, params)| (ret, params, args.len()));
        self.template_prefix_of(scope, name, identity);
        self.template_args(args);
        if nested {
            self.out.push('E');
        }
    }

    /// `<template-prefix>`: the scope and the template's name, or its
    /// substitution.
    fn template_prefix(&mut self, scope: &[PathSeg], name: Unqual) {
        self.template_prefix_of(scope, name, None);
    }

    /// `template_prefix`, of a function template with `identity` (its own
    /// return and parameter types, and argument count) when given.
    fn template_prefix_of(
        &mut self,
        scope: &[PathSeg],
        name: Unqual,
        identity: Option<(TypeId, &[TypeId], usize)>,
    ) {
        // Keyed by how the name is spelled (`3add`, `pl`, `cvi`…).
        let spelled = {
            let saved = std::mem::take(&mut self.out);
            let n = self.subs.len();
            self.unqualified(name);
            self.subs.truncate(n);
            std::mem::replace(&mut self.out, saved)
        };
        // The ABI's abbreviations: `Sa` is `std::allocator`, `Sb`
        // `std::basic_string` (no substitution candidates themselves).
        if let ([PathSeg::Namespace(n)], Unqual::Source(t)) = (scope, &name) {
            let abbreviation = match *t {
                "allocator" => Some("Sa"),
                "basic_string" => Some("Sb"),
                _ => None,
            };
            if let (true, Some(a)) = (n == "std", abbreviation) {
                self.out.push_str(a);
                return;
            }
        }
        let key = match identity {
            Some((ret, params, n)) => {
                Sub::FnTemplate(scope.to_vec(), spelled, ret, params.to_vec(), n)
            }
            None => Sub::Template(scope.to_vec(), spelled),
        };
        if let Some(i) = self.find_sub(&key) {
            self.out.push_str(&seq_id(i));
            return;
        }
        match scope {
            [PathSeg::Namespace(n)] if n == "std" => self.out.push_str("St"),
            _ => self.prefix(scope),
        }
        self.unqualified(name);
        self.subs.push(key);
    }

    /// A class template's name inside a prefix whose scope is already
    /// written: its substitution, or the name (then a candidate).
    fn template_name(&mut self, scope: &[PathSeg], name: &str) {
        let key = Sub::Template(scope.to_vec(), source_name(name));
        match self.find_sub(&key) {
            Some(i) => self.out.push_str(&seq_id(i)),
            None => {
                self.out.push_str(&source_name(name));
                self.subs.push(key);
            }
        }
    }

    /// `I <args> E`.
    fn template_args(&mut self, args: &[TArg]) {
        self.out.push('I');
        for a in args {
            self.template_arg(a);
        }
        self.out.push('E');
    }

    /// A value-dependent expression (`<expression>`): `sr` for a member
    /// of a dependent scope, operator codes, literals, `st` for sizeof.
    fn dep_expr(&mut self, e: &crate::types::DepExpr) {
        use crate::types::DepExpr;
        match e {
            DepExpr::Member(t, name) => {
                self.out.push_str("sr");
                let r = self.types.record(*t).cloned();
                match r {
                    // `T::value`: `sr T_ 5value`.
                    Some(r) if r.param_index.is_some() => self.ty(*t),
                    // `ns::X<T>::value`: `sr 2ns 1XIT_E E 5value`.
                    Some(r) => {
                        for seg in &r.scope {
                            if let PathSeg::Namespace(n) = seg {
                                self.out.push_str(&source_name(n));
                            }
                        }
                        self.out.push_str(&source_name(&r.name));
                        if let Some((_, args)) = &r.template {
                            self.template_args(args);
                        }
                        self.out.push('E');
                    }
                    None => self.ty(*t),
                }
                self.out.push_str(&source_name(name));
            }
            DepExpr::Unary(op, x) => {
                self.out.push_str(op);
                self.dep_expr(x);
            }
            DepExpr::Binary(op, a, b) => {
                self.out.push_str(op);
                self.dep_expr(a);
                self.dep_expr(b);
            }
            DepExpr::Lit(v, t) => {
                self.literal(*v, *t);
            }
            DepExpr::Sizeof(t) => {
                self.out.push_str("st");
                self.ty(*t);
            }
            DepExpr::TemplateParam(k) => self.template_param(*k),
            DepExpr::SizeofPack(k) => {
                self.out.push_str("sZ");
                self.template_param(*k);
            }
            DepExpr::FnParam(i) => {
                self.out
                    .push_str(if self.in_params { "fL0p" } else { "fp" });
                if *i > 0 {
                    self.out.push_str(&(i - 1).to_string());
                }
                self.out.push('_');
            }
            DepExpr::Construct(t, args) => {
                self.out.push_str("cv");
                self.ty(*t);
                if let [one] = args.as_slice() {
                    self.dep_expr(one);
                } else {
                    self.out.push('_');
                    for a in args {
                        self.dep_expr(a);
                    }
                    self.out.push('E');
                }
            }
            DepExpr::BracedConstruct(t, args) => {
                self.out.push_str("tl");
                self.ty(*t);
                for a in args {
                    self.dep_expr(a);
                }
                self.out.push('E');
            }
            DepExpr::Cast(code, t, x) => {
                self.out.push_str(code);
                self.ty(*t);
                self.dep_expr(x);
            }
            DepExpr::Call(name, args) => {
                self.out.push_str("cl");
                self.out.push_str(&source_name(name));
                for a in args {
                    self.dep_expr(a);
                }
                self.out.push('E');
            }
            DepExpr::SizeofExpr(x) => {
                self.out.push_str("sz");
                self.dep_expr(x);
            }
            DepExpr::Access(arrow, x, name) => {
                self.out.push_str(if *arrow { "pt" } else { "dt" });
                self.dep_expr(x);
                self.out.push_str(&source_name(name));
            }
            // nvcc (EDG) writes the variable template itself as an
            // external name without its arguments (`L_Z8is_int_vE`,
            // `L_ZN1n2v2EE`); clang writes the unresolved name as written
            // (`8is_int_vIT_E`). Kernels are named as nvcc names them.
            DepExpr::VarTemplate(symbol, _, _) => {
                self.out.push('L');
                self.out.push_str(symbol);
                self.out.push('E');
            }
        }
    }

    /// `L <type> <value> E` (`n` for a negative value).
    fn literal(&mut self, v: i128, t: TypeId) {
        // A `std::nullptr_t` argument is the literal `nullptr`, written
        // `LDnE` by nvcc (EDG) without the value.
        if self.types.is_nullptr(t) {
            self.out.push_str("LDnE");
            return;
        }
        self.out.push('L');
        self.ty(t);
        if v < 0 {
            self.out.push('n');
        }
        self.out.push_str(&v.unsigned_abs().to_string());
        self.out.push('E');
    }

    /// `T_`, `T0_`, `T1_`, …: template parameter `k`.
    fn template_param(&mut self, k: u32) {
        self.out.push('T');
        if k > 0 {
            self.out.push_str(&(k - 1).to_string());
        }
        self.out.push('_');
    }

    fn template_arg(&mut self, a: &TArg) {
        match a {
            TArg::Type(t) => self.ty(*t),
            // A function template's value parameter standing for itself
            // in a signature (`const Vec<N> &`): the expression `T_`. (A
            // value pack's expansion too, `seq<Is...>`: nvcc 13.0 writes
            // `XT_E` where clang writes `XspT_E`.)
            TArg::Value(v, _) if *v >= 0 && super::template::bound_param(*v as u64).is_some() => {
                let k = super::template::bound_param(*v as u64).unwrap_or(0);
                self.out.push_str("XT");
                if k > 0 {
                    self.out.push_str(&(k - 1).to_string());
                }
                self.out.push_str("_E");
            }
            // An expression that is an `<expr-primary>` (`L … E`) stands
            // without `X … E`.
            TArg::Dep(e @ crate::types::DepExpr::VarTemplate(..)) => self.dep_expr(e),
            TArg::Dep(e) => {
                self.out.push('X');
                self.dep_expr(e);
                self.out.push('E');
            }
            // `&f` as an expression: `X ad L <encoding> E E`, as clang;
            // `f` itself (a reference parameter): `L <encoding> E`.
            TArg::Func(f) => {
                self.out.push_str(if f.by_reference { "L" } else { "XadL" });
                match &f.encoding {
                    // Its encoding shares this name's substitutions.
                    Some(enc) => {
                        self.out.push_str("_Z");
                        let outer = std::mem::replace(&mut self.in_params, false);
                        self.encoding(&enc.fn_name());
                        self.in_params = outer;
                    }
                    None => self.out.push_str(&f.symbol),
                }
                self.out.push_str(if f.by_reference { "E" } else { "EE" });
            }
            TArg::Value(v, t) => {
                self.literal(*v, *t);
            }
            // A template template argument: the template's name.
            TArg::Template(n) => {
                let nested = !n.scope.is_empty();
                if nested {
                    self.out.push('N');
                }
                self.template_prefix(&n.scope, Unqual::Source(&n.name));
                if nested {
                    self.out.push('E');
                }
            }
            TArg::Pack(items) => {
                self.out.push('J');
                for a in items {
                    // `Ts...` in a signature's template arguments.
                    match a {
                        TArg::Type(t) if self.types.mentions_pack_param(*t) => {
                            self.pack_expansion(*t)
                        }
                        _ => self.template_arg(a),
                    }
                }
                self.out.push('E');
            }
            // As written, no argument pack around it (`2TMIDpT0_E`).
            TArg::Spread(items) => {
                for a in items {
                    match a {
                        TArg::Type(t) if self.types.mentions_pack_param(*t) => {
                            self.pack_expansion(*t)
                        }
                        _ => self.template_arg(a),
                    }
                }
            }
        }
    }

    fn method_quals(&mut self, method: Option<(bool, bool, u8)>) {
        if let Some((c, v, r)) = method {
            if v {
                self.out.push('V');
            }
            if c {
                self.out.push('K');
            }
            match r {
                1 => self.out.push('R'),
                2 => self.out.push('O'),
                _ => {}
            }
        }
    }

    /// `<prefix>`: the longest part of `scope` already a substitution
    /// candidate as `S…_`, then each further component (each becoming a
    /// candidate; `std` at the start is the abbreviation `St`, not one).
    fn prefix(&mut self, scope: &[PathSeg]) {
        let mut start = 0;
        for k in (1..=scope.len()).rev() {
            if let Some(i) = self.find_prefix(&scope[..k]) {
                self.out.push_str(&seq_id(i));
                start = k;
                break;
            }
        }
        for k in start..scope.len() {
            match &scope[k] {
                PathSeg::Namespace(n) if k == 0 && n == "std" => {
                    self.out.push_str("St");
                    continue;
                }
                PathSeg::Namespace(n) => self.out.push_str(&source_name(n)),
                PathSeg::AnonNamespace => self.out.push_str("12_GLOBAL__N_1"),
                // A template parameter as the prefix of a dependent
                // name (`typename T::type`: `N T_ 4type E`).
                PathSeg::Record(t)
                    if self
                        .types
                        .record(*t)
                        .is_some_and(|r| r.param_index.is_some()) =>
                {
                    let k = self
                        .types
                        .record(*t)
                        .and_then(|r| r.param_index)
                        .unwrap_or(0);
                    self.template_param(k);
                }
                PathSeg::Record(t) => {
                    let r = self.types.record(*t);
                    let name = r.map(|r| r.name.clone()).unwrap_or_default();
                    match r.and_then(|r| r.template.clone()) {
                        Some((_, args)) => {
                            self.template_name(&scope[..k], &name);
                            self.template_args(&args);
                        }
                        None => self.record_name(*t),
                    }
                }
                // `local_prefix` wrote it before the nested name.
                PathSeg::Local(_) => continue,
            }
            self.subs.push(match &scope[k] {
                PathSeg::Record(t) => Sub::Type(*t),
                _ => Sub::Prefix(scope[..=k].to_vec()),
            });
        }
    }

    fn find_prefix(&self, p: &[PathSeg]) -> Option<usize> {
        let key = match p.last() {
            Some(PathSeg::Record(t)) => Sub::Type(*t),
            _ => Sub::Prefix(p.to_vec()),
        };
        self.find_sub(&key)
    }

    fn params(&mut self, params: &[TypeId], variadic: bool) {
        if params.is_empty() && !variadic {
            self.out.push('v');
        }
        for &p in params {
            self.ty(p);
        }
        if variadic {
            self.out.push('z');
        }
    }
}

/// The `<encoding>` of a function: its name and parameter types, without `_Z`.
fn encoding(types: &TypeGraph, f: &FnName) -> String {
    let mut m = Mangler {
        types,
        out: String::new(),
        subs: Vec::new(),
        in_params: false,
    };
    m.encoding(f);
    m.out
}

impl Mangler<'_> {
    fn encoding(&mut self, f: &FnName) {
        // An unmangled function (`extern "C"`, `main`) is its bare name as
        // the scope of its local entities: `Z4mainE`.
        if let Unqual::Source(n) = f.name {
            if f.template.is_none() && (f.extern_c || (n == "main" && f.scope.is_empty())) {
                self.qualified(f.scope, f.name, f.method);
                return;
            }
        }
        match f.template {
            Some((args, ret)) => {
                let own = Some((ret, f.params));
                self.qualified_template_of(f.scope, f.name, args, f.method, own);
                // Constructors, destructors and conversion functions have
                // no return type in their encoding, templates included.
                if matches!(f.name, Unqual::Source(_) | Unqual::Operator(_)) {
                    self.ty(ret);
                }
            }
            None => self.qualified(f.scope, f.name, f.method),
        }
        let outer = std::mem::replace(&mut self.in_params, true);
        self.params_maybe_pack(f.params, f.variadic, f.last_pack);
        self.in_params = outer;
    }

    /// Whether `t`, a parameter of a function type in a template's
    /// signature, is the pattern of a pack expansion: a template parameter
    /// pack outside any template's arguments (whose own expansions are
    /// theirs), through pointers, references, qualifiers and arrays.
    fn expands_pack(&self, t: TypeId) -> bool {
        match self.types.kind(t) {
            TypeKind::Record(i) => {
                let r = &self.types.records[*i as usize];
                r.param_pack && r.param_index.is_some() && r.template.is_none()
            }
            TypeKind::Pointer(p)
            | TypeKind::LValueRef(p)
            | TypeKind::RValueRef(p)
            | TypeKind::Qualified(p, _)
            | TypeKind::Array(p, _) => self.expands_pack(*p),
            _ => false,
        }
    }

    /// `Dp <pattern>`, or the substitution for an expansion of the same
    /// pattern already written (a generic lambda's `auto...` in its
    /// closure type's name and in its call operator's parameters).
    fn pack_expansion(&mut self, pattern: TypeId) {
        let key = Sub::PackExpansion(Box::new(self.sub_key(pattern)));
        if let Some(i) = self.find_sub(&key) {
            self.out.push_str(&seq_id(i));
            return;
        }
        self.out.push_str("Dp");
        self.ty(pattern);
        self.subs.push(key);
    }

    /// A parameter list whose last element may be a pack expansion
    /// (`Dp T_`).
    fn params_maybe_pack(&mut self, params: &[TypeId], variadic: bool, last_pack: bool) {
        match (last_pack, params.split_last()) {
            (true, Some((&last, init))) => {
                for &p in init {
                    self.ty(p);
                }
                self.pack_expansion(last);
                if variadic {
                    self.out.push('z');
                }
            }
            _ => self.params(params, variadic),
        }
    }
}

/// A closure type's `<lambda-sig>`: its call operator's parameter types
/// as mangled (lambdas with the same one are numbered apart).
pub fn lambda_signature(types: &TypeGraph, params: &[TypeId], last_pack: bool) -> String {
    let mut m = Mangler {
        types,
        out: String::new(),
        subs: Vec::new(),
        in_params: false,
    };
    m.params_maybe_pack(params, false, last_pack);
    m.out
}

/// The symbol of a function.
pub fn function(types: &TypeGraph, f: &FnName) -> String {
    if let Unqual::Source(n) = f.name {
        if f.extern_c || (n == "main" && f.scope.is_empty()) {
            return n.to_string();
        }
    }
    format!("_Z{}", encoding(types, f))
}

/// The symbol of a variable: its name at global scope (or `extern "C"`),
/// else `_Z` and its nested name.
pub fn variable(types: &TypeGraph, scope: &[PathSeg], name: &str, extern_c: bool) -> String {
    if scope.is_empty() || extern_c {
        return name.to_string();
    }
    let mut m = Mangler {
        types,
        out: "_Z".into(),
        subs: Vec::new(),
        in_params: false,
    };
    m.name(scope, name);
    m.out
}

/// A variable template's own name as an external name, as nvcc writes it
/// in a dependent expression: `_Z8is_int_v`, `_ZN2ns1vE`.
pub fn variable_template(types: &TypeGraph, scope: &[PathSeg], name: &str) -> String {
    if scope.is_empty() {
        return format!("_Z{}", source_name(name));
    }
    variable(types, scope, name, false)
}

/// A class's special data (`what`: `TV` for its vtable), named after the
/// class as a type: `_ZTV5Shape`, `_ZTVN2ns3BoxIiEE`.
pub fn class_data(types: &TypeGraph, what: &str, class: TypeId) -> String {
    let mut m = Mangler {
        types,
        out: format!("_Z{what}"),
        subs: Vec::new(),
        in_params: false,
    };
    m.ty(class);
    m.out
}

/// A variable template's specialisation: `_Z4pi_vIfE`, `_ZN2ns4pi_vIdEE`.
pub fn variable_specialization(
    types: &TypeGraph,
    scope: &[PathSeg],
    name: &str,
    args: &[TArg],
) -> String {
    let mut m = Mangler {
        types,
        out: "_Z".into(),
        subs: Vec::new(),
        in_params: false,
    };
    m.qualified_template(scope, Unqual::Source(name), args, None);
    m.out
}

/// The prefix for static locals of the function whose symbol is
/// `symbol`: `_ZZ<encoding>E`; for an unmangled (`extern "C"`) one the
/// encoding is just the name, as clang does.
pub fn local_static_prefix(symbol: &str) -> String {
    match symbol.strip_prefix("_Z") {
        Some(enc) => format!("_ZZ{enc}E"),
        None => format!("_ZZ{}E", source_name(symbol)),
    }
}

/// The symbol of a static local named `name` in a function with `prefix`.
pub fn local_static(prefix: &str, name: &str) -> String {
    format!("{prefix}{}", source_name(name))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::types::Cv;

    fn func(g: &TypeGraph, name: &str, params: &[TypeId], variadic: bool, c: bool) -> String {
        function(
            g,
            &FnName {
                scope: &[],
                name: Unqual::Source(name),
                params,
                variadic,
                extern_c: c,
                method: None,
                template: None,
                last_pack: false,
            },
        )
    }

    #[test]
    fn builtins_and_substitutions() {
        let mut g = TypeGraph::new();
        let f = g.float(FloatKind::Float);
        let pf = g.pointer(f);
        let i = g.int(IntKind::Int);
        // void saxpy(int, float, float*, float*) → _Z5saxpyifPfS_
        assert_eq!(
            func(&g, "saxpy", &[i, f, pf, pf], false, false),
            "_Z5saxpyifPfS_"
        );
        let cf = g.qualified(f, Cv::CONST);
        let pcf = g.pointer(cf);
        // void f(const float*, const float*) → _Z1fPKfS0_
        assert_eq!(func(&g, "f", &[pcf, pcf], false, false), "_Z1fPKfS0_");
        assert_eq!(func(&g, "k", &[], false, false), "_Z1kv");
        assert_eq!(func(&g, "k", &[pf], false, true), "k");
    }

    #[test]
    fn template_specialisations() {
        let mut g = TypeGraph::new();
        let f = g.float(FloatKind::Float);
        let i = g.int(IntKind::Int);
        let v = g.void();
        // template <class T> T add(T, T), T = float: the template's own
        // signature, `T_` a candidate after the template name.
        let t = g.new_record("T".into(), false);
        if let Some(r) = g.record_mut(t) {
            r.param_index = Some(0);
        }
        let args = [TArg::Type(f)];
        let sym = function(
            &g,
            &FnName {
                scope: &[],
                name: Unqual::Source("add"),
                params: &[t, t],
                variadic: false,
                extern_c: false,
                method: None,
                template: Some((&args, t)),
                last_pack: false,
            },
        );
        assert_eq!(sym, "_Z3addIfET_S0_S0_");
        // template <int B> void k(float*), B = 256, in namespace `ns`.
        let pf = g.pointer(f);
        let ns = [PathSeg::Namespace("ns".into())];
        let sym = function(
            &g,
            &FnName {
                scope: &ns,
                name: Unqual::Source("k"),
                params: &[pf],
                variadic: false,
                extern_c: false,
                method: None,
                template: Some((&[TArg::Value(256, i)], v)),
                last_pack: false,
            },
        );
        assert_eq!(sym, "_ZN2ns1kILi256EEEvPf");
        // A const member of the class template specialisation
        // util::Vec2<float> taking `const Vec2&`.
        let util = [PathSeg::Namespace("util".into())];
        let vec2 = g.new_record("Vec2".into(), false);
        if let Some(r) = g.record_mut(vec2) {
            r.scope = util.to_vec();
            r.template = Some((0, vec![TArg::Type(f)]));
        }
        let cv = g.qualified(vec2, Cv::CONST);
        let rcv = g.lvalue_ref(cv);
        let scope = [util[0].clone(), PathSeg::Record(vec2)];
        let sym = function(
            &g,
            &FnName {
                scope: &scope,
                name: Unqual::Source("dot"),
                params: &[rcv],
                variadic: false,
                extern_c: false,
                method: Some((true, false, 0)),
                template: None,
                last_pack: false,
            },
        );
        assert_eq!(sym, "_ZNK4util4Vec2IfE3dotERKS1_");
        // Negative and boolean non-type arguments.
        let b = g.bool();
        let sym = function(
            &g,
            &FnName {
                scope: &[],
                name: Unqual::Source("f"),
                params: &[],
                variadic: false,
                extern_c: false,
                method: None,
                template: Some((&[TArg::Value(-3, i), TArg::Value(1, b)], v)),
                last_pack: false,
            },
        );
        assert_eq!(sym, "_Z1fILin3ELb1EEvv");
    }

    #[test]
    fn seq_ids_are_base36() {
        assert_eq!(seq_id(0), "S_");
        assert_eq!(seq_id(1), "S0_");
        assert_eq!(seq_id(10), "S9_");
        assert_eq!(seq_id(11), "SA_");
        assert_eq!(seq_id(37), "S10_");
    }

    #[test]
    fn local_statics() {
        let mut g = TypeGraph::new();
        let f = g.float(FloatKind::Float);
        let pf = g.pointer(f);
        let sym = func(&g, "mm", &[pf], false, false);
        let p = local_static_prefix(&sym);
        assert_eq!(local_static(&p, "tile"), "_ZZ2mmPfE4tile");
        let p = local_static_prefix("mm");
        assert_eq!(local_static(&p, "tile"), "_ZZ2mmE4tile");
    }

    #[test]
    fn nested_names_and_prefix_substitutions() {
        let mut g = TypeGraph::new();
        let f = g.float(FloatKind::Float);
        let ab = [
            PathSeg::Namespace("a".into()),
            PathSeg::Namespace("b".into()),
        ];
        let s = g.new_record("S".into(), false);
        if let Some(r) = g.record_mut(s) {
            r.scope = ab.to_vec();
        }
        let ps = g.pointer(s);
        fn name<'a>(scope: &'a [PathSeg], name: &'a str, params: &'a [TypeId]) -> FnName<'a> {
            FnName {
                scope,
                name: Unqual::Source(name),
                params,
                variadic: false,
                extern_c: false,
                method: None,
                template: None,
                last_pack: false,
            }
        }
        // a::b::f(a::b::S*, float) → _ZN1a1b1fEPNS0_1SEf (clang-19)
        assert_eq!(
            function(&g, &name(&ab, "f", &[ps, f])),
            "_ZN1a1b1fEPNS0_1SEf"
        );
        // std::abs(float) → _ZSt3absf
        let std = [PathSeg::Namespace("std".into())];
        assert_eq!(function(&g, &name(&std, "abs", &[f])), "_ZSt3absf");
        // (anonymous namespace)::g() → _ZN12_GLOBAL__N_11gEv
        let anon = [PathSeg::AnonNamespace];
        assert_eq!(
            function(&g, &name(&anon, "g", &[])),
            "_ZN12_GLOBAL__N_11gEv"
        );
        // a::b::v → _ZN1a1b1vE
        assert_eq!(variable(&g, &ab, "v", false), "_ZN1a1b1vE");
        assert_eq!(variable(&g, &[], "v", false), "v");
    }
}
