//! Constant evaluation beyond folding: `constexpr` function calls, and
//! the objects they read and build.
//!
//! Input: a checked expression where a constant is required (the fallback
//! of `consteval`'s `fold`/`fold_float` for calls and loads it cannot fold
//! itself). Output: its value, or "not a constant expression".
//! Invariants: evaluation reads the checked program (`Program`), never the
//! AST, and never changes it; only functions declared `constexpr` are
//! entered; a step limit and a call-depth limit bound it, and exceeding
//! either is reported as a diagnostic (`Sema::const_limit`), never a hang
//! or a stack overflow. Anything the evaluator does not model (base
//! classes other than empty ones, string literals, builtins, inline PTX,
//! `goto`, writes to globals) makes the expression not constant, as it is
//! not in CUDA device code either or is rare enough to leave for later.
//!
//! The model is an interpreter over values (`Val`): scalars, null and
//! pointers to places (a root object plus a path of field and element
//! indices), functions, and aggregates (records by field, arrays by
//! element). References are pointers, as in the checked program.
//!
//! The limits are 1,048,576 steps (`STEP_LIMIT`) and 512 nested calls
//! (`DEPTH_LIMIT`). `fold` only reads, so the limit diagnostics it meets are
//! collected (`Sema::const_limit`) and reported with the next error or at the
//! end (`Sema::flush_const_limits`).

use super::consteval::{compare_by, int_binary, int_compare, wrap_to};
use super::Sema;
use crate::ir::{
    ArithOp, CastKind, CmpOp, Expr, ExprKind, FuncId, GlobalId, Init, LocalId, Stmt, StmtKind, UnOp,
};
use crate::source::Span;
use crate::types::{TypeId, TypeKind};
use std::collections::HashMap;

/// Evaluation steps (expressions and statements) one constant expression
/// may take: about a second of work.
pub(crate) const STEP_LIMIT: u64 = 1 << 20;
/// Nested `constexpr` calls (clang's default `-fconstexpr-depth`).
pub(crate) const DEPTH_LIMIT: usize = 512;
/// Elements of one array object the evaluator creates.
const ARRAY_LIMIT: u64 = 1 << 16;
/// A step into a base subobject that holds values, in a place's path:
/// this plus the base's offset. Values do not model such bases, so no
/// `Agg` has an element there and reading or writing through it is not
/// a constant; only places go through it.
const BASE_STEP: u32 = 1 << 31;

#[derive(Clone, Debug, PartialEq)]
enum Val {
    Int(i128),
    Float(f64),
    Null,
    Ptr(Place),
    Func(FuncId),
    Agg(Vec<Val>),
    Uninit,
}

#[derive(Clone, Debug, PartialEq)]
struct Place {
    root: Root,
    path: Vec<u32>,
    /// The last step is an array element (pointer arithmetic may move it).
    elem: bool,
}

#[derive(Clone, Copy, Debug, PartialEq)]
enum Root {
    /// A local of call frame `frame`; `TOP` is the function sema is
    /// checking, whose locals have values only when constant.
    Local(usize, LocalId),
    Temp(usize),
    Global(GlobalId),
}

const TOP: usize = usize::MAX;

enum Flow {
    Normal,
    Break,
    Continue,
    Return(Option<Val>),
}

/// Why evaluation stopped.
enum Stop {
    NotConstant,
    /// A limit was exceeded: reported.
    Limit(String),
}

type R<T> = Result<T, Stop>;

struct Frame {
    func: FuncId,
    locals: Vec<Val>,
}

struct Eval<'a, 'd> {
    sema: &'a Sema<'d>,
    steps: u64,
    frames: Vec<Frame>,
    temps: Vec<Val>,
    globals: HashMap<GlobalId, Val>,
    /// The checked function's constant objects read so far
    /// (`Sema::const_local_objects`).
    top: HashMap<LocalId, Val>,
}

impl Sema<'_> {
    /// The integer value of `e` by evaluation.
    pub(crate) fn eval_int(&self, e: &Expr) -> Option<i128> {
        match self.evaluate(e)? {
            Val::Int(v) if self.types.is_integer_valued(e.ty) => {
                Some(wrap_to(&self.types, e.ty, v))
            }
            _ => None,
        }
    }

    /// The floating value of `e` by evaluation.
    pub(crate) fn eval_float(&self, e: &Expr) -> Option<f64> {
        match self.evaluate(e)? {
            Val::Float(v) if self.types.is_floating(e.ty) => Some(v),
            _ => None,
        }
    }

    /// Whether `e` is a constant expression (by evaluation).
    pub(crate) fn is_constant(&self, e: &Expr) -> bool {
        self.evaluate(e).is_some()
    }

    /// The constant an object of type `t` initialised by `init` holds
    /// (a constexpr constructor run at compile time: a `__device__`
    /// variable's `P p{1, 2}`), as the initialiser of a constant object:
    /// scalars and lists of them. `None` where it is no constant, or
    /// holds what no such initialiser writes (addresses, unions).
    pub(crate) fn eval_static_init(&self, t: TypeId, init: &Init, span: Span) -> Option<Init> {
        let mut ev = Eval::new(self);
        match ev.init_value(t, init) {
            Ok(v) => self.constant_init(t, &v, span),
            Err(Stop::NotConstant) => None,
            Err(Stop::Limit(why)) => {
                self.const_limit(span, why);
                None
            }
        }
    }

    /// `v`, a value of type `t`, as a constant initialiser.
    fn constant_init(&self, t: TypeId, v: &Val, span: Span) -> Option<Init> {
        let t = self.types.unqual(t);
        let scalar = |kind| Some(Init::Expr(Expr::new(kind, t, false, span)));
        match v {
            Val::Int(i) if self.types.is_integer_valued(t) || self.types.is_bool(t) => {
                scalar(ExprKind::Int(wrap_to(&self.types, t, *i)))
            }
            Val::Float(f) if self.types.is_floating(t) => scalar(ExprKind::Float(*f)),
            Val::Null if self.types.is_pointer(t) => scalar(ExprKind::Null),
            Val::Uninit => Some(Init::Zero),
            Val::Agg(items) => {
                // A record's list starts with its bases' items: empty
                // ones here (the evaluator models no others).
                let mut bases = 0;
                let tys: Vec<TypeId> = match self.types.kind(t) {
                    TypeKind::Array(elem, Some(n)) if *n as usize == items.len() => {
                        vec![*elem; items.len()]
                    }
                    TypeKind::Record(_) => {
                        let rec = self.types.record(t)?;
                        if rec.is_union || !rec.bases.iter().all(|&b| self.types.is_empty_record(b))
                        {
                            return None;
                        }
                        bases = rec.bases.len();
                        rec.fields.as_ref()?.iter().map(|f| f.ty).collect()
                    }
                    _ => return None,
                };
                if tys.len() != items.len() {
                    return None;
                }
                let fields = tys
                    .iter()
                    .zip(items)
                    .map(|(ft, x)| self.constant_init(*ft, x, span))
                    .collect::<Option<Vec<_>>>()?;
                let mut list = vec![Init::Zero; bases];
                list.extend(fields);
                Some(Init::List(list))
            }
            _ => None,
        }
    }

    fn evaluate(&self, e: &Expr) -> Option<Val> {
        let mut ev = Eval::new(self);
        match ev.rvalue(e) {
            Ok(v) => Some(v),
            Err(Stop::NotConstant) => None,
            Err(Stop::Limit(why)) => {
                self.const_limit(e.span, why);
                None
            }
        }
    }
}

impl<'a, 'd> Eval<'a, 'd> {
    /// A fresh evaluation: no frames, temporaries or globals read yet.
    fn new(sema: &'a Sema<'d>) -> Self {
        Eval {
            sema,
            steps: 0,
            frames: Vec::new(),
            temps: Vec::new(),
            globals: HashMap::new(),
            top: HashMap::new(),
        }
    }
}

impl Eval<'_, '_> {
    fn step(&mut self) -> R<()> {
        self.steps += 1;
        if self.steps > STEP_LIMIT {
            return Err(Stop::Limit(format!(
                "constexpr evaluation exceeded the limit of {STEP_LIMIT} steps"
            )));
        }
        Ok(())
    }

    fn types(&self) -> &crate::types::TypeGraph {
        &self.sema.types
    }

    fn frame(&self) -> usize {
        self.frames.len().checked_sub(1).unwrap_or(TOP)
    }

    // ---- Expressions ---------------------------------------------------

    /// The value of an expression (an lvalue is read).
    fn rvalue(&mut self, e: &Expr) -> R<Val> {
        self.step()?;
        // What an error left undetermined (a cast to a type cudac could
        // not resolve) has no value: never a silent zero.
        if self.sema.is_unknown_ty(e.ty) || self.sema.is_error_ty(e.ty) {
            return Err(Stop::NotConstant);
        }
        if e.lvalue {
            let p = self.place(e)?;
            return self.read(&p);
        }
        let t = e.ty;
        Ok(match &e.kind {
            ExprKind::Int(v) => Val::Int(*v),
            ExprKind::ConstantEvaluated => Val::Int(1),
            ExprKind::Float(f) => Val::Float(*f),
            ExprKind::Null => Val::Null,
            ExprKind::Func(f) => Val::Func(*f),
            ExprKind::Load(lv) => {
                let p = self.place(lv)?;
                self.read(&p)?
            }
            ExprKind::Cast(kind, inner) => self.cast(*kind, inner, t)?,
            ExprKind::Unary(op, inner) => match (op, self.rvalue(inner)?) {
                (UnOp::Neg, Val::Int(v)) => Val::Int(wrap_to(self.types(), t, v.wrapping_neg())),
                (UnOp::Neg, Val::Float(f)) => Val::Float(self.round(t, -f)),
                (UnOp::BitNot, Val::Int(v)) => Val::Int(wrap_to(self.types(), t, !v)),
                (UnOp::Not, Val::Int(v)) => Val::Int((v == 0) as i128),
                _ => return Err(Stop::NotConstant),
            },
            ExprKind::Binary(op, l, r) => {
                let (a, b) = (self.rvalue(l)?, self.rvalue(r)?);
                self.arith(t, *op, a, b)?
            }
            ExprKind::Compare(op, l, r) => {
                let (a, b) = (self.rvalue(l)?, self.rvalue(r)?);
                Val::Int(self.compare(l.ty, *op, a, b)? as i128)
            }
            ExprKind::Logical(is_and, l, r) => {
                let a = self.truth(l)?;
                let v = if *is_and && !a {
                    false
                } else if !*is_and && a {
                    true
                } else {
                    self.truth(r)?
                };
                Val::Int(v as i128)
            }
            ExprKind::Cond(c, a, b) => {
                if self.truth(c)? {
                    self.rvalue(a)?
                } else {
                    self.rvalue(b)?
                }
            }
            ExprKind::Comma(a, b) => {
                self.rvalue(a)?;
                self.rvalue(b)?
            }
            ExprKind::PtrAdd(p, n) => {
                let p = self.rvalue(p)?;
                let Val::Int(n) = self.rvalue(n)? else {
                    return Err(Stop::NotConstant);
                };
                self.ptr_add(p, n)?
            }
            ExprKind::PtrDiff(a, b) => match (self.rvalue(a)?, self.rvalue(b)?) {
                (Val::Ptr(x), Val::Ptr(y))
                    if x.elem
                        && y.elem
                        && x.root == y.root
                        && x.path.len() == y.path.len()
                        && x.path[..x.path.len() - 1] == y.path[..y.path.len() - 1] =>
                {
                    let (i, j) = (x.path.last(), y.path.last());
                    Val::Int(*i.unwrap_or(&0) as i128 - *j.unwrap_or(&0) as i128)
                }
                _ => return Err(Stop::NotConstant),
            },
            ExprKind::AddrOf(lv) => Val::Ptr(self.place(lv)?),
            ExprKind::Call(f, args) => self.call(*f, args)?.ok_or(Stop::NotConstant)?,
            ExprKind::CallPtr(callee, args) => match self.rvalue(callee)? {
                Val::Func(f) => self.call(f, args)?.ok_or(Stop::NotConstant)?,
                _ => return Err(Stop::NotConstant),
            },
            ExprKind::Member(base, i) => match self.rvalue(base)? {
                Val::Agg(mut fields) if (*i as usize) < fields.len() => {
                    fields.swap_remove(*i as usize)
                }
                _ => return Err(Stop::NotConstant),
            },
            ExprKind::Temp(init) => self.init_value(t, init)?,
            ExprKind::WithCleanups(v, cleanups) => {
                let v = self.rvalue(v)?;
                for s in cleanups {
                    self.exec(s)?;
                }
                v
            }
            ExprKind::Assign(..)
            | ExprKind::CompoundAssign { .. }
            | ExprKind::IncDec { .. }
            | ExprKind::Materialize(..) => {
                // The rvalue forms (`x++`): evaluated for their value.
                self.effect(e)?
            }
            _ => return Err(Stop::NotConstant),
        })
    }

    /// Expressions with effects, as rvalues.
    fn effect(&mut self, e: &Expr) -> R<Val> {
        match &e.kind {
            ExprKind::IncDec {
                target,
                inc,
                prefix: false,
            } => {
                let p = self.place(target)?;
                let old = self.read(&p)?;
                let new = self.inc_dec(target.ty, old.clone(), *inc)?;
                self.write(&p, new)?;
                Ok(old)
            }
            ExprKind::Materialize(l, init) => {
                let v = self.init_value(e.ty, init)?;
                let p = self.local_place(*l);
                self.write(&p, v.clone())?;
                Ok(v)
            }
            _ => {
                let p = self.place(e)?;
                self.read(&p)
            }
        }
    }

    /// The object an lvalue designates.
    fn place(&mut self, e: &Expr) -> R<Place> {
        self.step()?;
        Ok(match &e.kind {
            ExprKind::Local(l) => self.local_place(*l),
            ExprKind::Global(g) => {
                // Any object of static storage duration has a constant
                // address: `product(t)` calls a member of CuTe's `static
                // const __device__ Product product;`, which is never read
                // (`root` refuses reads of what is not a constant).
                Place {
                    root: Root::Global(*g),
                    path: Vec::new(),
                    elem: false,
                }
            }
            ExprKind::Deref(p) => match self.rvalue(p)? {
                Val::Ptr(place) => place,
                _ => return Err(Stop::NotConstant),
            },
            ExprKind::Member(base, i) => {
                let mut p = self.place(base)?;
                p.path.push(*i);
                p.elem = false;
                p
            }
            ExprKind::Temp(init) => {
                let v = self.init_value(e.ty, init)?;
                self.temps.push(v);
                Place {
                    root: Root::Temp(self.temps.len() - 1),
                    path: Vec::new(),
                    elem: false,
                }
            }
            ExprKind::Materialize(l, init) => {
                let p = self.local_place(*l);
                let v = self.init_value(e.ty, init)?;
                self.write(&p, v)?;
                p
            }
            ExprKind::Assign(l, r) => {
                let v = self.rvalue(r)?;
                let p = self.place(l)?;
                self.write(&p, v)?;
                p
            }
            ExprKind::CompoundAssign {
                op,
                lhs,
                rhs,
                compute_ty,
            } => {
                // The right operand first (C++17 [expr.ass]/1), as at run time.
                let b = self.rvalue(rhs)?;
                let p = self.place(lhs)?;
                let a = self.read(&p)?;
                let a = self.convert(a, lhs.ty, *compute_ty)?;
                let v = if self.types().is_pointer(*compute_ty) {
                    match (op, b) {
                        (ArithOp::Add, Val::Int(n)) => self.ptr_add(a, n)?,
                        (ArithOp::Sub, Val::Int(n)) => self.ptr_add(a, n.wrapping_neg())?,
                        _ => return Err(Stop::NotConstant),
                    }
                } else {
                    self.arith(*compute_ty, *op, a, b)?
                };
                let v = self.convert(v, *compute_ty, lhs.ty)?;
                self.write(&p, v)?;
                p
            }
            ExprKind::IncDec {
                target,
                inc,
                prefix: true,
            } => {
                let p = self.place(target)?;
                let old = self.read(&p)?;
                let new = self.inc_dec(target.ty, old, *inc)?;
                self.write(&p, new)?;
                p
            }
            ExprKind::Cond(c, a, b) => {
                if self.truth(c)? {
                    self.place(a)?
                } else {
                    self.place(b)?
                }
            }
            ExprKind::Comma(a, b) => {
                self.rvalue(a)?;
                self.place(b)?
            }
            ExprKind::Cast(CastKind::NoOp, x) if x.lvalue => self.place(x)?,
            ExprKind::WithCleanups(v, cleanups) => {
                let p = self.place(v)?;
                for s in cleanups {
                    self.exec(s)?;
                }
                p
            }
            _ => return Err(Stop::NotConstant),
        })
    }

    fn local_place(&self, l: LocalId) -> Place {
        Place {
            root: Root::Local(self.frame(), l),
            path: Vec::new(),
            elem: false,
        }
    }

    fn truth(&mut self, e: &Expr) -> R<bool> {
        match self.rvalue(e)? {
            Val::Int(v) => Ok(v != 0),
            Val::Float(f) => Ok(f != 0.0),
            Val::Null => Ok(false),
            Val::Ptr(_) | Val::Func(_) => Ok(true),
            _ => Err(Stop::NotConstant),
        }
    }

    /// A float result rounded to its type.
    fn round(&self, t: TypeId, v: f64) -> f64 {
        if self.types().float_kind(t) == Some(crate::types::FloatKind::Float) {
            v as f32 as f64
        } else {
            v
        }
    }

    fn arith(&self, t: TypeId, op: ArithOp, a: Val, b: Val) -> R<Val> {
        match (a, b) {
            (Val::Int(a), Val::Int(b)) => int_binary(self.types(), t, op, a, b)
                .map(Val::Int)
                .ok_or(Stop::NotConstant),
            (Val::Float(a), Val::Float(b)) => {
                let v = match op {
                    ArithOp::Add => a + b,
                    ArithOp::Sub => a - b,
                    ArithOp::Mul => a * b,
                    ArithOp::Div => a / b,
                    _ => return Err(Stop::NotConstant),
                };
                Ok(Val::Float(self.round(t, v)))
            }
            _ => Err(Stop::NotConstant),
        }
    }

    fn compare(&self, operand: TypeId, op: CmpOp, a: Val, b: Val) -> R<bool> {
        Ok(match (a, b) {
            (Val::Int(a), Val::Int(b)) => int_compare(self.types(), operand, op, a, b),
            (Val::Float(a), Val::Float(b)) => compare_by(op, a, b),
            (a @ (Val::Ptr(_) | Val::Null | Val::Func(_)), b) => match op {
                CmpOp::Eq => a == b,
                CmpOp::Ne => a != b,
                _ => return Err(Stop::NotConstant),
            },
            _ => return Err(Stop::NotConstant),
        })
    }

    fn inc_dec(&mut self, t: TypeId, v: Val, inc: bool) -> R<Val> {
        let d: i128 = if inc { 1 } else { -1 };
        match v {
            Val::Int(x) => Ok(Val::Int(wrap_to(self.types(), t, x.wrapping_add(d)))),
            Val::Float(x) => Ok(Val::Float(self.round(t, x + d as f64))),
            p @ Val::Ptr(_) => self.ptr_add(p, d),
            _ => Err(Stop::NotConstant),
        }
    }

    fn ptr_add(&mut self, p: Val, n: i128) -> R<Val> {
        match p {
            Val::Null if n == 0 => Ok(Val::Null),
            Val::Ptr(mut place) if place.elem => {
                let i = place.path.last().copied().unwrap_or(0) as i128 + n;
                // Within the array or one past its end.
                let len = self.array_len(&place)?;
                if !(0..=len as i128).contains(&i) {
                    return Err(Stop::NotConstant);
                }
                if let Some(last) = place.path.last_mut() {
                    *last = i as u32;
                }
                Ok(Val::Ptr(place))
            }
            _ => Err(Stop::NotConstant),
        }
    }

    /// The length of the array an element place is in. A global's value
    /// is read in first (`read` does the same): `maxes[1]` of a
    /// `constexpr int maxes[3]` moves a pointer into it before any read.
    fn array_len(&mut self, elem: &Place) -> R<usize> {
        self.load_root(elem.root)?;
        let parent = Place {
            root: elem.root,
            path: elem.path[..elem.path.len().saturating_sub(1)].to_vec(),
            elem: false,
        };
        match self.get(&parent)? {
            Val::Agg(v) => Ok(v.len()),
            _ => Err(Stop::NotConstant),
        }
    }

    fn cast(&mut self, kind: CastKind, inner: &Expr, to: TypeId) -> R<Val> {
        if kind == CastKind::ArrayToPtr {
            let mut p = self.place(inner)?;
            p.path.push(0);
            p.elem = true;
            return Ok(Val::Ptr(p));
        }
        if kind == CastKind::ToVoid {
            self.rvalue(inner)?;
            return Ok(Val::Uninit);
        }
        let v = self.rvalue(inner)?;
        match kind {
            CastKind::IntToInt
            | CastKind::IntToFloat
            | CastKind::FloatToInt
            | CastKind::FloatToFloat
            | CastKind::ToBool => self.convert(v, inner.ty, to),
            CastKind::NoOp | CastKind::FuncToPtr => Ok(v),
            CastKind::NullToPtr => Ok(Val::Null),
            CastKind::PtrToPtr if matches!(v, Val::Null) => Ok(Val::Null),
            CastKind::BaseAdjust { .. } if matches!(v, Val::Null) => Ok(Val::Null),
            // An empty base holds no value: its subobject is a place of its
            // own, which its constructor and member functions may use
            // (`seq_t() : execution_policy<seq_t>() {}`, Thrust's
            // `thrust::seq`). Other bases are not modelled (module doc).
            CastKind::BaseAdjust { .. }
                if matches!(v, Val::Ptr(_))
                    && self
                        .types()
                        .pointee(to)
                        .is_some_and(|b| self.types().is_empty_record(self.types().unqual(b))) =>
            {
                self.temps.push(Val::Agg(Vec::new()));
                Ok(Val::Ptr(Place {
                    root: Root::Temp(self.temps.len() - 1),
                    path: Vec::new(),
                    elem: false,
                }))
            }
            // A base that holds values is not modelled, but its place is:
            // a step no read or write can take (`BASE_STEP`), so a chain
            // of references through it to what is never read stays
            // constant (CuTe's `rank<1>(tensor)` reaching the layout in
            // `tuple`'s base subobjects), and a read through it is not.
            // Back to the derived class (a negative offset) undoes it.
            CastKind::BaseAdjust { offset, .. } => {
                let Val::Ptr(mut place) = v else {
                    return Err(Stop::NotConstant);
                };
                let step = u32::try_from(offset.unsigned_abs())
                    .ok()
                    .and_then(|o| BASE_STEP.checked_add(o))
                    .ok_or(Stop::NotConstant)?;
                if offset >= 0 {
                    place.path.push(step);
                    place.elem = false;
                } else if place.path.last() == Some(&step) {
                    place.path.pop();
                } else {
                    return Err(Stop::NotConstant);
                }
                Ok(Val::Ptr(place))
            }
            // Same object, seen as another type: only a change of
            // qualifiers keeps the place meaningful.
            CastKind::PtrToPtr
                if self
                    .types()
                    .pointee(inner.ty)
                    .map(|t| self.types().unqual(t))
                    == self.types().pointee(to).map(|t| self.types().unqual(t)) =>
            {
                Ok(v)
            }
            _ => Err(Stop::NotConstant),
        }
    }

    /// A scalar converted from type `from` to type `to`.
    fn convert(&self, v: Val, from: TypeId, to: TypeId) -> R<Val> {
        let types = self.types();
        let to_bool = types.is_bool(to);
        Ok(match v {
            Val::Int(x) if to_bool => Val::Int((x != 0) as i128),
            Val::Int(x) if types.is_integer_valued(to) => Val::Int(wrap_to(types, to, x)),
            Val::Int(x) if types.is_floating(to) => {
                let unsigned = types.int_kind(from).is_some_and(|k| !k.signed());
                let f = if unsigned { x as u128 as f64 } else { x as f64 };
                Val::Float(self.round(to, f))
            }
            Val::Float(f) if to_bool => Val::Int((f != 0.0) as i128),
            Val::Float(f) if types.is_integer_valued(to) => {
                if !f.is_finite() {
                    return Err(Stop::NotConstant);
                }
                let x = f.trunc() as i128;
                // Out of the target's range is undefined: not constant.
                if wrap_to(types, to, x) != x {
                    return Err(Stop::NotConstant);
                }
                Val::Int(x)
            }
            Val::Float(f) if types.is_floating(to) => Val::Float(self.round(to, f)),
            Val::Null | Val::Ptr(_) | Val::Func(_) if to_bool => {
                Val::Int(!matches!(v, Val::Null) as i128)
            }
            v if types.unqual(from) == types.unqual(to) => v,
            _ => return Err(Stop::NotConstant),
        })
    }

    // ---- Objects ---------------------------------------------------------

    /// The root object of a place, computed on first use for globals.
    fn root(&mut self, r: Root) -> R<&mut Val> {
        match r {
            // The function being checked: its constant objects, computed
            // on first use; its scalar constants are read by `get`.
            Root::Local(TOP, l) => {
                if !self.top.contains_key(&l) {
                    let (t, init) = self
                        .sema
                        .const_local_objects
                        .get(&l)
                        .cloned()
                        .ok_or(Stop::NotConstant)?;
                    let v = self.init_value(t, &init)?;
                    self.top.insert(l, v);
                }
                self.top.get_mut(&l).ok_or(Stop::NotConstant)
            }
            Root::Local(f, l) => self
                .frames
                .get_mut(f)
                .and_then(|fr| fr.locals.get_mut(l.0 as usize))
                .ok_or(Stop::NotConstant),
            Root::Temp(i) => self.temps.get_mut(i).ok_or(Stop::NotConstant),
            Root::Global(g) => {
                if !self.globals.contains_key(&g) {
                    let v = match self.sema.const_globals.get(&g) {
                        Some(v) => Val::Int(*v),
                        None => {
                            let gl = &self.sema.program.globals[g];
                            if !gl.is_const {
                                return Err(Stop::NotConstant);
                            }
                            let init = gl.init.clone().ok_or(Stop::NotConstant)?;
                            self.init_value(gl.ty, &init)?
                        }
                    };
                    self.globals.insert(g, v);
                }
                self.globals.get_mut(&g).ok_or(Stop::NotConstant)
            }
        }
    }

    fn get(&self, p: &Place) -> R<Val> {
        let root = match p.root {
            Root::Local(TOP, l) => match (p.path.is_empty(), self.sema.const_locals.get(&l)) {
                (true, Some(v)) => return Ok(Val::Int(*v)),
                _ => self.top.get(&l),
            },
            Root::Local(f, l) => self
                .frames
                .get(f)
                .and_then(|fr| fr.locals.get(l.0 as usize)),
            Root::Temp(i) => self.temps.get(i),
            Root::Global(g) => self.globals.get(&g),
        };
        let mut v = root.ok_or(Stop::NotConstant)?;
        for &i in &p.path {
            match v {
                Val::Agg(items) => v = items.get(i as usize).ok_or(Stop::NotConstant)?,
                _ => return Err(Stop::NotConstant),
            }
        }
        Ok(v.clone())
    }

    fn read(&mut self, p: &Place) -> R<Val> {
        self.load_root(p.root)?;
        match self.get(p)? {
            Val::Uninit => Err(Stop::NotConstant),
            v => Ok(v),
        }
    }

    /// Reads in the value of a root outside the evaluation (a global, a
    /// constant object of the checked function) before a place in it is
    /// read.
    fn load_root(&mut self, r: Root) -> R<()> {
        match r {
            Root::Global(_) => self.root(r).map(|_| ()),
            Root::Local(TOP, l) if self.sema.const_local_objects.contains_key(&l) => {
                self.root(r).map(|_| ())
            }
            _ => Ok(()),
        }
    }

    fn write(&mut self, p: &Place, v: Val) -> R<()> {
        // Objects outside the evaluation (globals, the checked function's
        // locals) are read-only here.
        if matches!(p.root, Root::Global(_) | Root::Local(TOP, _)) {
            return Err(Stop::NotConstant);
        }
        let mut slot = self.root(p.root)?;
        for &i in &p.path {
            match slot {
                Val::Agg(items) => slot = items.get_mut(i as usize).ok_or(Stop::NotConstant)?,
                _ => return Err(Stop::NotConstant),
            }
        }
        *slot = v;
        Ok(())
    }

    /// An object of type `t` with every scalar uninitialised (`zero`:
    /// zero-initialised).
    fn blank(&mut self, t: TypeId, zero: bool) -> R<Val> {
        self.step()?;
        let types = self.types();
        let t = types.unqual(t);
        if types.is_integer_valued(t) || types.is_bool(t) {
            return Ok(if zero { Val::Int(0) } else { Val::Uninit });
        }
        if types.is_floating(t) {
            return Ok(if zero { Val::Float(0.0) } else { Val::Uninit });
        }
        // A reference member is a pointer here; it is bound by the
        // constructor's initialiser (a closure's `[&]` capture).
        if types.is_pointer(t) || types.referee(t).is_some() {
            return Ok(if zero { Val::Null } else { Val::Uninit });
        }
        match types.kind(t).clone() {
            TypeKind::Array(elem, Some(n)) if n <= ARRAY_LIMIT => {
                let one = self.blank(elem, zero)?;
                self.steps += n;
                Ok(Val::Agg(vec![one; n as usize]))
            }
            TypeKind::Record(_) => {
                let rec = types.record(t).ok_or(Stop::NotConstant)?;
                // Empty bases hold nothing (their subobjects are places of
                // their own: `cast`); others are not modelled.
                if !rec.bases.iter().all(|&b| types.is_empty_record(b)) {
                    return Err(Stop::NotConstant);
                }
                let fields: Vec<TypeId> = rec
                    .fields
                    .as_ref()
                    .ok_or(Stop::NotConstant)?
                    .iter()
                    .map(|f| f.ty)
                    .collect();
                let mut out = Vec::with_capacity(fields.len());
                for f in fields {
                    out.push(self.blank(f, zero)?);
                }
                Ok(Val::Agg(out))
            }
            _ => Err(Stop::NotConstant),
        }
    }

    /// The value an initialiser gives an object of type `t`.
    fn init_value(&mut self, t: TypeId, init: &Init) -> R<Val> {
        self.step()?;
        let t = self.types().unqual(t);
        match init {
            Init::Expr(e) => self.rvalue(e),
            Init::Zero => self.blank(t, true),
            Init::List(items) => {
                // A list for an aggregate with bases starts with theirs:
                // empty ones (`blank` refuses others), evaluated for their
                // constancy alone.
                let bases: Vec<TypeId> = match self.types().kind(t) {
                    TypeKind::Record(_) => self
                        .types()
                        .record(t)
                        .map(|r| r.bases.clone())
                        .unwrap_or_default(),
                    _ => Vec::new(),
                };
                let mut v = self.blank(t, true)?;
                for (b, item) in bases.iter().zip(items) {
                    self.init_value(*b, item)?;
                }
                let items = items.get(bases.len()..).unwrap_or_default();
                let elem_tys: Vec<TypeId> = match self.types().kind(t).clone() {
                    TypeKind::Array(elem, _) => vec![elem; items.len()],
                    TypeKind::Record(_) => self
                        .types()
                        .record(t)
                        .and_then(|r| r.fields.as_ref())
                        .map(|f| f.iter().map(|f| f.ty).collect())
                        .unwrap_or_default(),
                    _ => return Err(Stop::NotConstant),
                };
                for (i, item) in items.iter().enumerate() {
                    let et = *elem_tys.get(i).ok_or(Stop::NotConstant)?;
                    let x = self.init_value(et, item)?;
                    match &mut v {
                        Val::Agg(slots) if i < slots.len() => slots[i] = x,
                        _ => return Err(Stop::NotConstant),
                    }
                }
                Ok(v)
            }
            Init::Each(one) => match self.types().kind(t).clone() {
                TypeKind::Array(elem, Some(n)) if n <= ARRAY_LIMIT => {
                    let x = self.init_value(elem, one)?;
                    self.steps += n;
                    Ok(Val::Agg(vec![x; n as usize]))
                }
                _ => Err(Stop::NotConstant),
            },
            Init::Zeroed(inner) => {
                let zero = self.blank(t, true)?;
                self.temps.push(zero);
                let place = Place {
                    root: Root::Temp(self.temps.len() - 1),
                    path: Vec::new(),
                    elem: false,
                };
                if let Init::Construct(ctor, args) = &**inner {
                    self.call_with_this(*ctor, Some(place.clone()), args)?;
                    self.get(&place)
                } else {
                    self.init_value(t, inner)
                }
            }
            Init::Construct(ctor, args) => {
                let blank = self.blank(t, false)?;
                self.temps.push(blank);
                let place = Place {
                    root: Root::Temp(self.temps.len() - 1),
                    path: Vec::new(),
                    elem: false,
                };
                self.call_with_this(*ctor, Some(place.clone()), args)?;
                self.get(&place)
            }
            // Members read through the object's address as it is being
            // built: evaluated at run time.
            Init::SelfBound(..) => Err(Stop::NotConstant),
        }
    }

    // ---- Calls and statements --------------------------------------------

    fn call(&mut self, f: FuncId, args: &[Expr]) -> R<Option<Val>> {
        self.call_with_this(f, None, args)
    }

    /// Calls `constexpr` function `f` (a constructor gets the object it
    /// builds as `this`).
    fn call_with_this(&mut self, f: FuncId, this: Option<Place>, args: &[Expr]) -> R<Option<Val>> {
        let func = &self.sema.program.functions[f];
        // A lambda's call operator (and each instance of a generic one)
        // is constexpr wherever its body allows (C++17
        // [expr.prim.lambda.closure]p4): `static_assert(sq(3) == 9)`.
        let closure = func.method.is_some_and(|m| {
            self.sema
                .types
                .record(m.class)
                .is_some_and(|r| r.name == "(lambda)")
        });
        let eligible = func.constexpr || closure || self.sema.implicitly_constexpr.contains(&f);
        if !eligible || func.pattern.is_some() {
            return Err(Stop::NotConstant);
        }
        let Some(body) = func.body.as_ref() else {
            return Err(Stop::NotConstant);
        };
        if self.frames.len() >= DEPTH_LIMIT {
            return Err(Stop::Limit(format!(
                "constexpr evaluation exceeded the maximum depth of {DEPTH_LIMIT} calls"
            )));
        }
        let mut values = Vec::with_capacity(args.len() + 1);
        if let Some(p) = this {
            values.push(Val::Ptr(p));
        }
        for a in args {
            values.push(self.rvalue(a)?);
        }
        let mut locals = vec![Val::Uninit; func.locals.len()];
        // A C variadic function (`f(...)`, the fallback of the detection
        // idiom) ignores what its `...` takes.
        let variadic = matches!(
            self.types().kind(func.ty),
            TypeKind::Function { variadic: true, .. }
        );
        if variadic && values.len() > func.params.len() {
            values.truncate(func.params.len());
        }
        if values.len() != func.params.len() {
            return Err(Stop::NotConstant);
        }
        for (p, v) in func.params.iter().zip(values) {
            if let Some(slot) = locals.get_mut(p.0 as usize) {
                *slot = v;
            }
        }
        self.frames.push(Frame { func: f, locals });
        let flow = self.block(body);
        self.frames.pop();
        match flow? {
            Flow::Return(v) => Ok(Some(v.unwrap_or(Val::Uninit))),
            Flow::Normal => Ok(Some(Val::Uninit)),
            _ => Err(Stop::NotConstant),
        }
    }

    fn block(&mut self, body: &[Stmt]) -> R<Flow> {
        for s in body {
            match self.exec(s)? {
                Flow::Normal => {}
                other => return Ok(other),
            }
        }
        Ok(Flow::Normal)
    }

    fn exec(&mut self, s: &Stmt) -> R<Flow> {
        self.step()?;
        Ok(match &s.kind {
            StmtKind::Empty => Flow::Normal,
            StmtKind::Expr(e) => {
                if e.lvalue {
                    self.place(e)?;
                } else {
                    self.rvalue(e)?;
                }
                Flow::Normal
            }
            StmtKind::Decl(l, init) => {
                let f = self.frame();
                let fid = self
                    .frames
                    .last()
                    .map(|fr| fr.func)
                    .ok_or(Stop::NotConstant)?;
                let ty = self.sema.program.functions[fid].locals[*l].ty;
                let v = match init {
                    Some(i) => self.init_value(ty, i)?,
                    None => self.blank(ty, false)?,
                };
                let slot = self.frames[f]
                    .locals
                    .get_mut(l.0 as usize)
                    .ok_or(Stop::NotConstant)?;
                *slot = v;
                Flow::Normal
            }
            StmtKind::InitAt(lv, init) => {
                let p = self.place(lv)?;
                let v = self.init_value(lv.ty, init)?;
                self.write(&p, v)?;
                Flow::Normal
            }
            StmtKind::Block(v) => self.block(v)?,
            StmtKind::If(c, a, b) => {
                if self.truth(c)? {
                    self.exec(a)?
                } else if let Some(b) = b {
                    self.exec(b)?
                } else {
                    Flow::Normal
                }
            }
            StmtKind::While(c, body, _) => {
                while self.truth(c)? {
                    match self.exec(body)? {
                        Flow::Break => break,
                        r @ Flow::Return(_) => return Ok(r),
                        _ => {}
                    }
                }
                Flow::Normal
            }
            StmtKind::DoWhile(body, c, _) => {
                loop {
                    match self.exec(body)? {
                        Flow::Break => break,
                        r @ Flow::Return(_) => return Ok(r),
                        _ => {}
                    }
                    if !self.truth(c)? {
                        break;
                    }
                }
                Flow::Normal
            }
            StmtKind::For {
                init,
                cond,
                step,
                body,
                ..
            } => {
                for s in init {
                    self.exec(s)?;
                }
                loop {
                    if let Some(c) = cond {
                        if !self.truth(c)? {
                            break;
                        }
                    }
                    match self.exec(body)? {
                        Flow::Break => break,
                        r @ Flow::Return(_) => return Ok(r),
                        _ => {}
                    }
                    if let Some(st) = step {
                        self.rvalue_or_place(st)?;
                    }
                }
                Flow::Normal
            }
            StmtKind::Switch(v, body) => {
                let Val::Int(v) = self.rvalue(v)? else {
                    return Err(Stop::NotConstant);
                };
                let target = if has_case(body, v) {
                    Seek::Case(v)
                } else {
                    Seek::Default
                };
                match self.seek(body, &mut Some(target))? {
                    Flow::Break | Flow::Normal => Flow::Normal,
                    other => other,
                }
            }
            StmtKind::Case(_, b) | StmtKind::Default(b) => self.exec(b)?,
            StmtKind::Break => Flow::Break,
            StmtKind::Continue => Flow::Continue,
            StmtKind::Return(v) => Flow::Return(match v {
                Some(e) => Some(self.rvalue(e)?),
                None => None,
            }),
            StmtKind::Label(..) | StmtKind::Goto(_) | StmtKind::Asm(_) => {
                return Err(Stop::NotConstant)
            }
        })
    }

    fn rvalue_or_place(&mut self, e: &Expr) -> R<()> {
        if e.lvalue {
            self.place(e)?;
        } else {
            self.rvalue(e)?;
        }
        Ok(())
    }

    /// Runs a `switch` body from the label `seek` names (`None` once it is
    /// found); statements before it are skipped. Labels inside nested
    /// loops are not looked for (not constant).
    fn seek(&mut self, s: &Stmt, seek: &mut Option<Seek>) -> R<Flow> {
        let Some(target) = *seek else {
            return self.exec(s);
        };
        match &s.kind {
            StmtKind::Block(v) => {
                for st in v {
                    match self.seek(st, seek)? {
                        Flow::Normal => {}
                        other => return Ok(other),
                    }
                }
                Ok(Flow::Normal)
            }
            StmtKind::Case(c, b) if target == Seek::Case(*c) => {
                *seek = None;
                self.exec(b)
            }
            StmtKind::Default(b) if target == Seek::Default => {
                *seek = None;
                self.exec(b)
            }
            StmtKind::Case(_, b) | StmtKind::Default(b) | StmtKind::Label(_, b) => {
                self.seek(b, seek)
            }
            StmtKind::Decl(..) => self.exec(s),
            _ => Ok(Flow::Normal),
        }
    }
}

#[derive(Clone, Copy, PartialEq)]
enum Seek {
    Case(i128),
    Default,
}

/// Whether a `switch` body has `case v` (outside nested switches).
fn has_case(s: &Stmt, v: i128) -> bool {
    match &s.kind {
        StmtKind::Case(c, _) if *c == v => true,
        StmtKind::Switch(..) => false,
        _ => s.children().into_iter().any(|c| has_case(c, v)),
    }
}

impl Sema<'_> {
    /// A limit exceeded while evaluating a constant expression at `span`:
    /// reported once per place (the same expression may be folded more
    /// than once).
    fn const_limit(&self, span: Span, why: String) {
        let mut pending = self.const_limit_diags.borrow_mut();
        if !pending
            .iter()
            .any(|d: &crate::diag::Diagnostic| d.span == Some(span))
        {
            pending.push(crate::diag::Diagnostic::error(span, why));
        }
    }

    /// Moves the limit diagnostics into the sink.
    pub(crate) fn flush_const_limits(&mut self) {
        let pending = std::mem::take(&mut *self.const_limit_diags.borrow_mut());
        for d in pending {
            self.diags.push(d);
        }
    }
}
