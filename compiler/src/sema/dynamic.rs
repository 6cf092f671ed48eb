//! `new` and `delete` in device code, as nvcc compiles them: storage from
//! the allocation function C++ picks (`sema::allocation`: the class's own
//! `operator new`, a declared global one, or the device heap's), the
//! object constructed in it, and on `delete` the destructor then the
//! matching deallocation function.
//!
//! Input: the AST of a `new`/`delete` expression. Output: an
//! `ExprKind::StmtExpr`: a pointer local holding the storage, the
//! construction (`InitAt`), and the pointer as the value; `delete p` is
//! `if (p) { p->~T(); operator delete(p); }` as a `void` statement
//! expression (with a virtual destructor, the deleting destructor through
//! the vtable, which frees with the dynamic type's deallocation function).
//! Invariants: `new T[n]` of elements with a destructor puts nvcc's
//! (Itanium's) array cookie before them, `max(8, alignof(T))` bytes ending
//! in the count, which `delete[]` reads to destroy them last first and to
//! find the block to free; elements without one have no cookie. In
//! `new T[n]{…}` the listed elements are initialised (each only if the
//! count leaves room for it), the rest value-initialised. nvcc's device
//! `operator new` does not check for null (the heap's `malloc` returns
//! null when exhausted), and neither does this.

use super::Sema;
use crate::ast;
use crate::ir::{CastKind, Expr, ExprKind, FuncId, Init, LocalId, Stmt, StmtKind};
use crate::source::Span;
use crate::types::TypeId;

impl Sema<'_> {
    pub(crate) fn new_expr(
        &mut self,
        ty: &ast::TypeExpr,
        count: Option<&ast::Expr>,
        init: Option<&ast::Initializer>,
        placement: Option<&[ast::Expr]>,
        span: Span,
    ) -> Expr {
        // Outside a function: an unevaluated operand, or the initialiser
        // of a namespace-scope variable. A host variable's runs on the
        // host (only its type matters here); a device variable cannot
        // be initialised at run time (nvcc's error).
        if self.func.is_none() {
            if self.expansion.unevaluated || self.in_host_mode() {
                return self
                    .in_scratch_function(span, |s| s.new_expr(ty, count, init, placement, span));
            }
            self.error(span, super::cuda::DYNAMIC_INIT);
            return self.error_expr(span);
        }
        let t = self.resolve_type(ty);
        if self.is_error_ty(t) {
            return self.error_expr(span);
        }
        let ut = self.types.unqual(t);
        // `new const int` default-initialises a const object of a type
        // without a constructor ([dcl.init]p7), as `const int x;` does.
        if init.is_none()
            && count.is_none()
            && self.types.cv(t).is_const
            && self.types.record(ut).is_none()
        {
            let d = self.describe_ty(t);
            self.error(
                span,
                format!("default initialization of an object of const type '{d}'"),
            );
            return self.error_expr(span);
        }
        if self.types.is_void(ut) || !self.is_complete_now(ut) {
            let d = self.describe_ty(t);
            self.error(span, format!("allocation of incomplete type '{d}'"));
            return self.error_expr(span);
        }
        if self.is_abstract(ut) {
            let d = self.describe_ty(ut);
            self.error(
                span,
                format!("allocating an object of abstract class type '{d}'"),
            );
            return self.error_expr(span);
        }
        // `new T[n][B]` of objects to construct or destroy: `n * B`
        // objects of type `T`, as clang lays it out (one cookie counting
        // them all, which `delete[]` reads through the `T (*)[B]`).
        if let (Some(c), Some(_)) = (count, self.types.array_elem(ut)) {
            let base = self.types.innermost_elem(ut);
            let needs = self.elems_need_construction(base) || self.destructor(base, span).is_some();
            if needs || init.is_some() {
                return self.new_array_of_arrays(ty, t, c, init, placement, span);
            }
        }
        if let Some(c) = count {
            // (`new (p) T[n]()` value-initialises every element too.)
            let has_init = init.is_some();
            if self.elems_need_construction(ut) || self.destructor(ut, span).is_some() || has_init {
                return self.new_array(t, c, init, placement.unwrap_or(&[]), span);
            }
        }
        let ptr_ty = self.types.pointer(t);
        let size_ty = self.types.int(crate::types::IntKind::ULong);
        let mut size = self.size_of(ut, span);
        size = self.convert_implicit(size, size_ty, super::convert::ConvCtx::Arg);
        if let Some(c) = count {
            let n = self.check_rvalue(c);
            if !self.types.is_integral(n.ty) {
                self.error(c.span, "array size must have an integral type");
                return self.error_expr(span);
            }
            let n = self.convert_implicit(n, size_ty, super::convert::ConvCtx::Arg);
            size = Expr::new(
                ExprKind::Binary(crate::ir::ArithOp::Mul, Box::new(n), Box::new(size)),
                size_ty,
                false,
                span,
            );
        }
        let Some(storage) =
            self.allocate(ut, count.is_some(), size, placement.unwrap_or(&[]), span)
        else {
            return self.error_expr(span);
        };
        let storage = Expr::new(
            ExprKind::Cast(CastKind::PtrToPtr, Box::new(storage)),
            ptr_ty,
            false,
            span,
        );
        let tmp = self.add_local("<new>", ptr_ty, span);
        let mut stmts = vec![Stmt {
            kind: StmtKind::Decl(tmp, Some(Init::Expr(storage))),
            span,
        }];
        let load = |s: &mut Self| {
            let l = Expr::new(ExprKind::Local(tmp), ptr_ty, true, span);
            s.rvalue(l)
        };
        if count.is_none() {
            let p = load(self);
            let obj = Expr::new(ExprKind::Deref(Box::new(p)), t, true, span);
            if let Some(i) = self.init_object(t, init, span) {
                stmts.push(Stmt {
                    kind: StmtKind::InitAt(obj, i),
                    span,
                });
            }
        }
        let value = load(self);
        Expr::new(
            ExprKind::StmtExpr(stmts, Box::new(value)),
            ptr_ty,
            false,
            span,
        )
    }

    /// `new`/`delete` in an unevaluated operand outside any function
    /// (libcu++'s `default_initializable` asks `decltype(::new T)` in a
    /// signature): checked in a function context of its own, whose
    /// locals (the storage pointer) are dropped with it. The expression
    /// keeps only its type and validity; nothing of it is emitted.
    fn in_scratch_function(&mut self, span: Span, f: impl FnOnce(&mut Self) -> Expr) -> Expr {
        let Some(any) = self.program.functions.keys().next() else {
            // (No function declared at all yet, which the CUDA headers
            // make impossible: nothing to lend its context.)
            self.error(
                span,
                "cudac cannot check an allocation before any function is declared",
            );
            return self.error_expr(span);
        };
        let saved = self.take_fn_state();
        let void = self.types.void();
        self.func = Some(super::FnCtx::new(
            any,
            crate::ir::ExecSpace::HostDevice,
            void,
            String::new(),
        ));
        self.expansion.unevaluated = true;
        self.scopes.push();
        let e = f(self);
        self.scopes.pop();
        self.restore_fn_state(saved);
        e
    }

    pub(crate) fn delete_expr(&mut self, array: bool, operand: &ast::Expr, span: Span) -> Expr {
        let void = self.types.void();
        if self.func.is_none() {
            if self.expansion.unevaluated || self.in_host_mode() {
                return self.in_scratch_function(span, |s| s.delete_expr(array, operand, span));
            }
            self.error(span, super::cuda::DYNAMIC_INIT);
            return self.error_expr(span);
        }
        let p = self.check_rvalue(operand);
        let Some(pointee) = self.types.pointee(p.ty) else {
            let d = self.describe_ty(p.ty);
            self.error(span, format!("cannot delete expression of type '{d}'"));
            return self.error_expr(span);
        };
        let ut = self.types.unqual(pointee);
        // `delete[]` of a `T (*)[B]` from `new T[n][B]`: the `n * B`
        // objects of type `T` that `new_array_of_arrays` made.
        if array && self.types.array_elem(ut).is_some() {
            let base = self.types.innermost_elem(ut);
            if self.types.record(self.types.unqual(base)).is_some() {
                if let Some(d) = self.destructor(base, span) {
                    let bp = self.types.pointer(base);
                    let p = Expr::new(
                        ExprKind::Cast(CastKind::PtrToPtr, Box::new(p)),
                        bp,
                        false,
                        span,
                    );
                    return self.delete_array(p, d, span);
                }
            }
        }
        let dtor = if self.types.record(ut).is_some() {
            self.destructor(ut, span)
        } else {
            None
        };
        if let (true, Some(d)) = (array, dtor) {
            return self.delete_array(p, d, span);
        }
        let ptr_ty = p.ty;
        let tmp = self.add_local("<delete>", ptr_ty, span);
        let load = |s: &mut Self| {
            let l = Expr::new(ExprKind::Local(tmp), ptr_ty, true, span);
            s.rvalue(l)
        };
        let mut body = Vec::new();
        // A virtual destructor: the deleting destructor of the object's
        // dynamic type destroys and frees it.
        let virt = match dtor {
            Some(d) if !array => {
                let this = load(self);
                let this_ty = self.declared_this(d).unwrap_or(ptr_ty);
                let this = Expr::new(
                    ExprKind::Cast(CastKind::NoOp, Box::new(this)),
                    this_ty,
                    false,
                    span,
                );
                self.virtual_delete(d, this, span)
            }
            _ => None,
        };
        let free_after = virt.is_none();
        if let Some(call) = virt {
            body.push(Stmt {
                kind: StmtKind::Expr(call),
                span,
            });
        } else if let Some(d) = dtor {
            let this = load(self);
            let this_ty = self.declared_this(d).unwrap_or(ptr_ty);
            let this = Expr::new(
                ExprKind::Cast(CastKind::NoOp, Box::new(this)),
                this_ty,
                false,
                span,
            );
            body.push(Stmt {
                kind: StmtKind::Expr(Expr::new(ExprKind::Call(d, vec![this]), void, false, span)),
                span,
            });
        }
        if free_after {
            let arg = load(self);
            let Some(free) = self.deallocate(ut, array, arg, span) else {
                return self.error_expr(span);
            };
            body.push(Stmt {
                kind: StmtKind::Expr(free),
                span,
            });
        }
        self.unless_null(tmp, p, body, span)
    }

    /// `for (i = from; i < to; ++i) body` over counter `i` (a local of
    /// `from`'s type).
    pub(crate) fn counted_loop(
        &mut self,
        i: LocalId,
        from: Expr,
        to: Expr,
        body: Stmt,
        span: Span,
    ) -> Stmt {
        let t = from.ty;
        let counter = Expr::new(ExprKind::Local(i), t, true, span);
        let b = self.types.bool();
        let current = self.rvalue(counter.clone());
        let cond = Expr::new(
            ExprKind::Compare(crate::ir::CmpOp::Lt, Box::new(current), Box::new(to)),
            b,
            false,
            span,
        );
        let step = Expr::new(
            ExprKind::IncDec {
                target: Box::new(counter),
                inc: true,
                prefix: true,
            },
            t,
            true,
            span,
        );
        Stmt {
            kind: StmtKind::For {
                init: vec![Stmt {
                    kind: StmtKind::Decl(i, Some(Init::Expr(from))),
                    span,
                }],
                cond: Some(cond),
                step: Some(step),
                body: Box::new(body),
                unroll: None,
            },
            span,
        }
    }

    /// `new T[n][B]…` (`ty` written, `t` the array type `T[B]…`) whose
    /// objects run code: `new T[n * B…]`, its result a `T (*)[B]…`.
    fn new_array_of_arrays(
        &mut self,
        ty: &ast::TypeExpr,
        t: TypeId,
        count: &ast::Expr,
        init: Option<&ast::Initializer>,
        placement: Option<&[ast::Expr]>,
        span: Span,
    ) -> Expr {
        // `new T[n][B]{{…}, …}`: the list, its braces elided or not, as
        // one list of the `T` objects in order (`flatten_array_list`).
        let flat_list;
        let mut init = init;
        if let Some(ast::Initializer::List(items, at)) = init {
            if !items.is_empty() {
                let dims = self.array_bounds(self.types.unqual(t));
                let mut out = Vec::new();
                let mut pos = 0;
                while pos < items.len() {
                    if !self.flatten_array_list(items, &mut pos, &dims, &mut out) {
                        return self.error_expr(span);
                    }
                }
                flat_list = ast::Initializer::List(out, *at);
                init = Some(&flat_list);
            }
        }
        let mut base = ty;
        while let ast::TypeExprKind::Array(inner, _) = &base.kind {
            base = inner;
        }
        let ut = self.types.unqual(t);
        let (Some(whole), Some(one)) = (
            self.types.layout(ut).map(|l| l.size),
            self.types
                .layout(self.types.innermost_elem(ut))
                .map(|l| l.size),
        ) else {
            let d = self.describe_ty(t);
            self.error(span, format!("allocation of incomplete type '{d}'"));
            return self.error_expr(span);
        };
        let per = (whole / one.max(1)) as u128;
        let lit = ast::Expr::new(
            ast::ExprKind::IntLit {
                value: per,
                suffix: ast::IntSuffix {
                    unsigned: true,
                    long: 1,
                },
                decimal: true,
            },
            count.span,
        );
        let total = ast::Expr::new(
            ast::ExprKind::Binary(ast::BinaryOp::Mul, Box::new(count.clone()), Box::new(lit)),
            count.span,
        );
        let flat = self.new_expr(base, Some(&total), init, placement, span);
        let ptr_ty = self.types.pointer(t);
        Expr::new(
            ExprKind::Cast(CastKind::PtrToPtr, Box::new(flat)),
            ptr_ty,
            false,
            span,
        )
    }

    /// The bounds of the array type `t` (`T[B][C]` → `[B, C]`).
    fn array_bounds(&self, t: TypeId) -> Vec<u64> {
        let mut dims = Vec::new();
        let mut at = self.types.unqual(t);
        while let Some((e, len)) = self.types.array_elem(at) {
            dims.push(len.unwrap_or(0));
            at = self.types.unqual(e);
        }
        dims
    }

    /// Appends to `out` the initialisers of the innermost objects of one
    /// array of shape `dims` taken from `items[*pos..]` ([dcl.init.aggr]):
    /// a braced list initialises the whole array, an expression starts
    /// brace elision (the array takes as many items as it has objects);
    /// objects without an item get `{}` (value-initialised). A string
    /// literal initialises a one-dimensional array of characters.
    /// `false` (reported) when a list holds more than its array.
    fn flatten_array_list(
        &mut self,
        items: &[ast::Initializer],
        pos: &mut usize,
        dims: &[u64],
        out: &mut Vec<ast::Initializer>,
    ) -> bool {
        let Some((&len, inner)) = dims.split_first() else {
            out.push(items[*pos].clone());
            *pos += 1;
            return true;
        };
        let item = &items[*pos];
        let objects = dims.iter().product::<u64>() as usize;
        let start = out.len();
        let string = |i: &ast::Initializer| match i {
            ast::Initializer::Expr(e) => match &e.kind {
                ast::ExprKind::StringLit(bytes) => Some((bytes.clone(), e.span)),
                _ => None,
            },
            ast::Initializer::List(l, _) if l.len() == 1 => match &l[0] {
                ast::Initializer::Expr(e) => match &e.kind {
                    ast::ExprKind::StringLit(bytes) => Some((bytes.clone(), e.span)),
                    _ => None,
                },
                _ => None,
            },
            _ => None,
        };
        if let (true, Some((bytes, at))) = (inner.is_empty(), string(item)) {
            // `"abc"` for a `char[4]`: its characters and the terminator.
            if bytes.len() > len as usize {
                self.error(at, "initializer-string for char array is too long");
                return false;
            }
            for &c in bytes.iter().chain(std::iter::once(&0u8)).take(len as usize) {
                let lit = ast::ExprKind::CharLit {
                    value: c as u32,
                    kind: ast::BuiltinType::Char,
                };
                out.push(ast::Initializer::Expr(ast::Expr::new(lit, at)));
            }
            *pos += 1;
        } else if let ast::Initializer::List(sub, _) = item {
            *pos += 1;
            let mut k = 0;
            for _ in 0..len {
                if k >= sub.len() {
                    break;
                }
                if !self.flatten_array_list(sub, &mut k, inner, out) {
                    return false;
                }
            }
            if k < sub.len() {
                self.error(sub[k].span(), "excess elements in array initializer");
                return false;
            }
        } else {
            for _ in 0..len {
                if *pos >= items.len() {
                    break;
                }
                if !self.flatten_array_list(items, pos, inner, out) {
                    return false;
                }
            }
        }
        if let Some(ast::Initializer::Designated(_, _, at)) = out[start..]
            .iter()
            .find(|i| matches!(i, ast::Initializer::Designated(..)))
        {
            self.error(
                *at,
                "designators cannot initialise the elements of an array 'new'",
            );
            return false;
        }
        let span = item.span();
        out.resize_with(start + objects, || ast::Initializer::List(Vec::new(), span));
        true
    }

    /// `new T[n]` of elements to construct, destroy or initialise, as
    /// nvcc (the Itanium ABI) lays it out: a class with a destructor gets
    /// a cookie before the elements, `max(8, alignof(T))` bytes whose last
    /// eight hold the count (for `delete[]`); each element is then
    /// default-initialised (`new T[n]`) or value-initialised
    /// (`new T[n]()`, `new T[n]{}`).
    fn new_array(
        &mut self,
        t: TypeId,
        count: &ast::Expr,
        init: Option<&ast::Initializer>,
        placement: &[ast::Expr],
        span: Span,
    ) -> Expr {
        let ut = self.types.unqual(t);
        let size_ty = self.types.int(crate::types::IntKind::ULong);
        // `new T[n]{a, b}`: the first elements from the list, the rest
        // value-initialised (as from `{}`); `new T[n]()` all of them.
        let (value_init, items): (bool, &[ast::Initializer]) = match init {
            None => (false, &[]),
            Some(ast::Initializer::Ctor(a, _)) if a.is_empty() => (true, &[]),
            Some(ast::Initializer::List(items, _)) => (true, items.as_slice()),
            Some(i) => {
                self.error(i.span(), "array 'new' cannot have initialization arguments");
                return self.error_expr(span);
            }
        };
        if let Some(d) = items
            .iter()
            .find(|i| matches!(i, ast::Initializer::Designated(..)))
        {
            self.error(
                d.span(),
                "designators cannot initialise the elements of an array 'new'",
            );
            return self.error_expr(span);
        }
        let elem_init = if value_init {
            Some(self.value_init(ut, span))
        } else {
            self.init_object(ut, None, span)
        };
        // The reserved placement form, `::operator new[](size_t, void*)`,
        // takes no cookie (Itanium C++ ABI 2.7): one pointer argument.
        let reserved_placement = match placement {
            [] => false,
            [p] => {
                let pt = self.unevaluated(|s| s.tentatively(|s| s.check_expr(p)).0.ty);
                let pt = self.types.unqual(pt);
                self.types.is_pointer(pt) || self.types.array_elem(pt).is_some()
            }
            _ => false,
        };
        let cookie = if self.destructor(ut, span).is_some() && !reserved_placement {
            self.types.layout(ut).map_or(8, |l| l.align.max(8))
        } else {
            0
        };
        let n = self.check_rvalue(count);
        if !self.types.is_integral(n.ty) {
            self.error(count.span, "array size must have an integral type");
            return self.error_expr(span);
        }
        let n = self.convert_implicit(n, size_ty, super::convert::ConvCtx::Arg);
        let nl = self.add_local("<count>", size_ty, span);
        let ptr_ty = self.types.pointer(t);
        let char_ptr = {
            let c = self.types.int(crate::types::IntKind::Char);
            self.types.pointer(c)
        };
        let raw = self.add_local("<new>", char_ptr, span);
        let arr = self.add_local("<array>", ptr_ty, span);
        let local = |s: &mut Self, l| {
            let ty = s.local_ty(l);
            let e = Expr::new(ExprKind::Local(l), ty, true, span);
            s.rvalue(e)
        };
        let int_of = |v: u64| Expr::new(ExprKind::Int(v as i128), size_ty, false, span);
        let mut stmts = vec![Stmt {
            kind: StmtKind::Decl(nl, Some(Init::Expr(n))),
            span,
        }];
        // malloc(n * sizeof(T) + cookie)
        let elem = self.size_of(ut, span);
        let elem = self.convert_implicit(elem, size_ty, super::convert::ConvCtx::Arg);
        let count_v = local(self, nl);
        let mut size = Expr::new(
            ExprKind::Binary(crate::ir::ArithOp::Mul, Box::new(count_v), Box::new(elem)),
            size_ty,
            false,
            span,
        );
        if cookie > 0 {
            size = Expr::new(
                ExprKind::Binary(
                    crate::ir::ArithOp::Add,
                    Box::new(size),
                    Box::new(int_of(cookie)),
                ),
                size_ty,
                false,
                span,
            );
        }
        let Some(call) = self.allocate(ut, true, size, placement, span) else {
            return self.error_expr(span);
        };
        let call = Expr::new(
            ExprKind::Cast(CastKind::PtrToPtr, Box::new(call)),
            char_ptr,
            false,
            span,
        );
        stmts.push(Stmt {
            kind: StmtKind::Decl(raw, Some(Init::Expr(call))),
            span,
        });
        let at = |s: &mut Self, bytes: u64, to: TypeId| {
            let base = local(s, raw);
            let off = Expr::new(ExprKind::Int(bytes as i128), size_ty, false, span);
            let p = Expr::new(
                ExprKind::PtrAdd(Box::new(base), Box::new(off)),
                char_ptr,
                false,
                span,
            );
            Expr::new(
                ExprKind::Cast(CastKind::PtrToPtr, Box::new(p)),
                to,
                false,
                span,
            )
        };
        if cookie > 0 {
            let size_ptr = self.types.pointer(size_ty);
            let slot = at(self, cookie - 8, size_ptr);
            let lv = Expr::new(ExprKind::Deref(Box::new(slot)), size_ty, true, span);
            let count_v = local(self, nl);
            stmts.push(Stmt {
                kind: StmtKind::Expr(Expr::new(
                    ExprKind::Assign(Box::new(lv), Box::new(count_v)),
                    size_ty,
                    true,
                    span,
                )),
                span,
            });
        }
        let first = at(self, cookie, ptr_ty);
        stmts.push(Stmt {
            kind: StmtKind::Decl(arr, Some(Init::Expr(first))),
            span,
        });
        let elem_at = |s: &mut Self, index: Expr| {
            let a = local(s, arr);
            let p = Expr::new(
                ExprKind::PtrAdd(Box::new(a), Box::new(index)),
                ptr_ty,
                false,
                span,
            );
            Expr::new(ExprKind::Deref(Box::new(p)), t, true, span)
        };
        // The listed elements, each only where the count leaves room for
        // it (a shorter array is the program's error, never a write past
        // the block).
        for (k, it) in items.iter().enumerate() {
            let init = if self.elems_need_construction(ut) {
                self.init_object(ut, Some(it), it.span())
                    .unwrap_or(Init::Zero)
            } else {
                self.element_init(ut, it)
            };
            let obj = elem_at(self, int_of(k as u64));
            let b = self.types.bool();
            let fits = Expr::new(
                ExprKind::Compare(
                    crate::ir::CmpOp::Lt,
                    Box::new(int_of(k as u64)),
                    Box::new(local(self, nl)),
                ),
                b,
                false,
                span,
            );
            let store = Stmt {
                kind: StmtKind::InitAt(obj, init),
                span: it.span(),
            };
            stmts.push(Stmt {
                kind: StmtKind::If(fits, Box::new(store), None),
                span: it.span(),
            });
        }
        if let Some(elem_init) = elem_init {
            let i = self.add_local("<i>", size_ty, span);
            let body = {
                let iv = local(self, i);
                let obj = elem_at(self, iv);
                Stmt {
                    kind: StmtKind::InitAt(obj, elem_init),
                    span,
                }
            };
            let count = local(self, nl);
            let first = int_of(items.len() as u64);
            stmts.push(self.counted_loop(i, first, count, body, span));
        }
        let value = local(self, arr);
        Expr::new(
            ExprKind::StmtExpr(stmts, Box::new(value)),
            ptr_ty,
            false,
            span,
        )
    }

    /// `delete[] p` of elements with destructor `dtor`: each element
    /// destroyed, last first, then the storage (from the cookie) freed.
    fn delete_array(&mut self, p: Expr, dtor: FuncId, span: Span) -> Expr {
        let void = self.types.void();
        let ptr_ty = p.ty;
        let Some(elem) = self.types.pointee(ptr_ty) else {
            return self.error_expr(span);
        };
        let ut = self.types.unqual(elem);
        let cookie = self.types.layout(ut).map_or(8, |l| l.align.max(8));
        let size_ty = self.types.int(crate::types::IntKind::ULong);
        let char_ptr = {
            let c = self.types.int(crate::types::IntKind::Char);
            self.types.pointer(c)
        };
        let pl = self.add_local("<delete>", ptr_ty, span);
        let il = self.add_local("<i>", size_ty, span);
        let local = |s: &mut Self, l| {
            let ty = s.local_ty(l);
            let e = Expr::new(ExprKind::Local(l), ty, true, span);
            s.rvalue(e)
        };
        // The allocation's start, `cookie` bytes before the elements.
        let start = |s: &mut Self| {
            let p = local(s, pl);
            let c = Expr::new(
                ExprKind::Cast(CastKind::PtrToPtr, Box::new(p)),
                char_ptr,
                false,
                span,
            );
            let off = Expr::new(ExprKind::Int(-(cookie as i128)), size_ty, false, span);
            Expr::new(
                ExprKind::PtrAdd(Box::new(c), Box::new(off)),
                char_ptr,
                false,
                span,
            )
        };
        let count = {
            let s0 = start(self);
            let off = Expr::new(ExprKind::Int((cookie - 8) as i128), size_ty, false, span);
            let slot = Expr::new(
                ExprKind::PtrAdd(Box::new(s0), Box::new(off)),
                char_ptr,
                false,
                span,
            );
            let sp = self.types.pointer(size_ty);
            let slot = Expr::new(
                ExprKind::Cast(CastKind::PtrToPtr, Box::new(slot)),
                sp,
                false,
                span,
            );
            let lv = Expr::new(ExprKind::Deref(Box::new(slot)), size_ty, true, span);
            Expr::new(ExprKind::Load(Box::new(lv)), size_ty, false, span)
        };
        let this_ty = self.declared_this(dtor).unwrap_or(ptr_ty);
        let destroy = {
            let p = local(self, pl);
            let iv = local(self, il);
            let elem_ptr = Expr::new(
                ExprKind::PtrAdd(Box::new(p), Box::new(iv)),
                ptr_ty,
                false,
                span,
            );
            let this = Expr::new(
                ExprKind::Cast(CastKind::NoOp, Box::new(elem_ptr)),
                this_ty,
                false,
                span,
            );
            Stmt {
                kind: StmtKind::Expr(Expr::new(
                    ExprKind::Call(dtor, vec![this]),
                    void,
                    false,
                    span,
                )),
                span,
            }
        };
        let b = self.types.bool();
        // for (i = count; i-- > 0;) p[i].~T();
        let cond = {
            let target = Expr::new(ExprKind::Local(il), size_ty, true, span);
            let old = Expr::new(
                ExprKind::IncDec {
                    target: Box::new(target),
                    inc: false,
                    prefix: false,
                },
                size_ty,
                false,
                span,
            );
            let zero = Expr::new(ExprKind::Int(0), size_ty, false, span);
            Expr::new(
                ExprKind::Compare(crate::ir::CmpOp::Gt, Box::new(old), Box::new(zero)),
                b,
                false,
                span,
            )
        };
        let s0 = start(self);
        let Some(free) = self.deallocate(ut, true, s0, span) else {
            return self.error_expr(span);
        };
        let body = vec![
            Stmt {
                kind: StmtKind::For {
                    init: vec![Stmt {
                        kind: StmtKind::Decl(il, Some(Init::Expr(count))),
                        span,
                    }],
                    cond: Some(cond),
                    step: None,
                    body: Box::new(destroy),
                    unroll: None,
                },
                span,
            },
            Stmt {
                kind: StmtKind::Expr(free),
                span,
            },
        ];
        self.unless_null(pl, p, body, span)
    }

    /// `delete`'s shape: local `tmp` holds pointer `p`, and `body` runs
    /// unless it is null; a `void` statement expression.
    fn unless_null(&mut self, tmp: LocalId, p: Expr, body: Vec<Stmt>, span: Span) -> Expr {
        let void = self.types.void();
        let bool_ty = self.types.bool();
        let nonnull = {
            let ty = self.local_ty(tmp);
            let l = Expr::new(ExprKind::Local(tmp), ty, true, span);
            let p = self.rvalue(l);
            Expr::new(
                ExprKind::Cast(CastKind::ToBool, Box::new(p)),
                bool_ty,
                false,
                span,
            )
        };
        let stmts = vec![
            Stmt {
                kind: StmtKind::Decl(tmp, Some(Init::Expr(p))),
                span,
            },
            Stmt {
                kind: StmtKind::If(
                    nonnull,
                    Box::new(Stmt {
                        kind: StmtKind::Block(body),
                        span,
                    }),
                    None,
                ),
                span,
            },
        ];
        let int = self.int_ty();
        let zero = Expr::new(ExprKind::Int(0), int, false, span);
        let value = Expr::new(
            ExprKind::Cast(CastKind::ToVoid, Box::new(zero)),
            void,
            false,
            span,
        );
        Expr::new(
            ExprKind::StmtExpr(stmts, Box::new(value)),
            void,
            false,
            span,
        )
    }

    /// The type of member function `f`'s `this`.
    fn declared_this(&self, f: FuncId) -> Option<TypeId> {
        match self.types.kind(self.program.functions[f].ty) {
            crate::types::TypeKind::Function { params, .. } => params.first().copied(),
            _ => None,
        }
    }
}
