//! Allocation and deallocation functions: which `operator new` a
//! new-expression calls and which `operator delete` frees what it made,
//! as C++ looks them up ([expr.new]p12, [expr.delete]p9) and nvcc
//! provides the built-in ones.
//!
//! Input: the allocated type, the byte count and the placement arguments
//! (or the pointer to free). Output: a call expression (`void *` for an
//! allocation, `void` for a deallocation).
//! Invariants: a class's own `operator new`/`operator delete` (its
//! members or its bases') are used when it has them; otherwise a global
//! one the program declares, chosen by overload resolution with the
//! placement arguments; otherwise the built-in ones nvcc's headers give
//! device code: the device heap's `malloc` (`__cuda_syscall_aligned_malloc`
//! for a type aligned beyond the heap's 16 bytes, as nvcc calls it), the
//! placement form `new (p) T` that returns `p`, and `free`. A placement
//! form nothing declares is an error, never compiled some other way.

use super::overload::Named;
use super::scope::{Symbol, GLOBAL};
use super::Sema;
use crate::ast;
use crate::ir::{CastKind, Expr, ExprKind, FuncId};
use crate::source::Span;
use crate::types::TypeId;

/// What the device heap guarantees (nvcc's
/// `__STDCPP_DEFAULT_NEW_ALIGNMENT__`): types aligned beyond it get an
/// aligned allocation.
const HEAP_ALIGNMENT: u64 = 16;

impl Sema<'_> {
    /// The storage for a new-expression allocating `size` bytes for
    /// objects of type `t` (an array's elements with `array`), with the
    /// placement arguments `placement`: a `void *`-like pointer rvalue.
    pub(crate) fn allocate(
        &mut self,
        t: TypeId,
        array: bool,
        size: Expr,
        placement: &[ast::Expr],
        span: Span,
    ) -> Option<Expr> {
        let name = if array {
            "operator new[]"
        } else {
            "operator new"
        };
        let places: Vec<Expr> = placement.iter().map(|p| self.check_expr(p)).collect();
        let mut args = vec![size.clone()];
        args.extend(places.iter().cloned());
        let own = self.class_allocation_functions(t, name);
        if !own.is_empty() {
            let (f, args) = self.resolve_call(Named::plain(name, &own), None, args, span, span)?;
            return Some(self.call_expr_direct(f, args, span));
        }
        let global = self.global_functions(name);
        // `new (p) T` (an array decays) needs no declaration: nvcc's
        // headers have it.
        let builtin_placement = match places.as_slice() {
            [p] => Some(self.rvalue(p.clone())).filter(|p| self.types.is_pointer(p.ty)),
            _ => None,
        };
        if !global.is_empty() {
            let named = Named::plain(name, &global);
            let (found, diags) =
                self.tentatively(|s| s.resolve_call(named, None, args, span, span));
            if let Some((f, args)) = found {
                return Some(self.call_expr_direct(f, args, span));
            }
            if !(places.is_empty() || builtin_placement.is_some()) {
                self.diags.list.extend(diags);
                return None;
            }
        }
        match (places.as_slice(), builtin_placement) {
            ([], _) => self.heap_allocation(t, size, span),
            (_, Some(p)) => Some(p),
            _ => {
                let at = placement.first().map_or(span, |p| p.span);
                self.error(
                    at,
                    format!("no matching function for call to '{name}' with these placement arguments: declare the allocation function it calls"),
                );
                None
            }
        }
    }

    /// The device heap's block of `size` bytes for objects of type `t`:
    /// `malloc`, or for a type aligned beyond the heap's guarantee
    /// `__cuda_syscall_aligned_malloc(size, alignment)` as nvcc calls it.
    fn heap_allocation(&mut self, t: TypeId, size: Expr, span: Span) -> Option<Expr> {
        let align = self.types.layout(t).map_or(1, |l| l.align);
        let (f, size_ty, extra) = if align > HEAP_ALIGNMENT {
            let (f, params) = self.heap_function("__cuda_syscall_aligned_malloc", 2, span)?;
            (f, params[0], Some(params[1]))
        } else {
            let (f, params) = self.heap_function("malloc", 1, span)?;
            (f, params[0], None)
        };
        let mut args = vec![self.convert_implicit(size, size_ty, super::convert::ConvCtx::Arg)];
        if let Some(at) = extra {
            args.push(Expr::new(ExprKind::Int(align as i128), at, false, span));
        }
        let ret = self.program.functions[f].ret;
        Some(Expr::new(ExprKind::Call(f, args), ret, false, span))
    }

    /// The call freeing `ptr` (any object pointer), storage a
    /// new-expression of objects of type `t` allocated (`array`: with
    /// `new[]`): the class's own `operator delete`, else a global one the
    /// program declares, else the device heap's `free`.
    pub(crate) fn deallocate(
        &mut self,
        t: TypeId,
        array: bool,
        ptr: Expr,
        span: Span,
    ) -> Option<Expr> {
        let name = if array {
            "operator delete[]"
        } else {
            "operator delete"
        };
        let own = self.class_allocation_functions(t, name);
        let cands = if own.is_empty() {
            self.global_functions(name)
        } else {
            own
        };
        let void_ptr = {
            let v = self.types.void();
            self.types.pointer(v)
        };
        let ptr = Expr::new(
            ExprKind::Cast(CastKind::PtrToPtr, Box::new(ptr)),
            void_ptr,
            false,
            span,
        );
        // The usual deallocation function: `(void *)`, else the sized
        // `(void *, size_t)` ([basic.stc.dynamic.deallocation]).
        let usual = |s: &Self, n: usize| {
            cands.iter().copied().find(|&f| {
                s.program.functions[f].pattern.is_none() && s.declared_params(f).len() == n
            })
        };
        if let Some(f) = usual(self, 1) {
            let ptr = self.convert_implicit(
                ptr,
                self.declared_params(f)[0],
                super::convert::ConvCtx::Arg,
            );
            return Some(self.call_expr_direct(f, vec![ptr], span));
        }
        if let Some(f) = usual(self, 2) {
            let ps = self.declared_params(f);
            let size = self.size_of(t, span);
            let size = self.convert_implicit(size, ps[1], super::convert::ConvCtx::Arg);
            let ptr = self.convert_implicit(ptr, ps[0], super::convert::ConvCtx::Arg);
            return Some(self.call_expr_direct(f, vec![ptr, size], span));
        }
        if !cands.is_empty() {
            self.error(
                span,
                format!("no usual deallocation function '{name}' (taking 'void *', or 'void *' and the size) is declared"),
            );
            return None;
        }
        let (free, params) = self.heap_function("free", 1, span)?;
        let ptr = self.convert_implicit(ptr, params[0], super::convert::ConvCtx::Arg);
        let void = self.types.void();
        Some(Expr::new(
            ExprKind::Call(free, vec![ptr]),
            void,
            false,
            span,
        ))
    }

    /// Class `t`'s own allocation or deallocation functions `name` (its
    /// members' or its bases'); none for a type that is not a class.
    fn class_allocation_functions(&self, t: TypeId, name: &str) -> Vec<FuncId> {
        if self.types.record(t).is_none() {
            return Vec::new();
        }
        self.member_overloads(t, name)
    }

    /// The functions named `name` declared at namespace scope, less the
    /// host's own: `<new>`'s `operator new`s, read from the host's
    /// libstdc++, are the host's heap; device code gets the built-in ones,
    /// as nvcc's headers give it.
    fn global_functions(&self, name: &str) -> Vec<FuncId> {
        match self.scopes.lookup_in(GLOBAL, name) {
            Some(Symbol::Funcs(fs)) => fs
                .iter()
                .copied()
                .filter(|&f| {
                    let func = &self.program.functions[f];
                    !(func.space == crate::ir::ExecSpace::Host
                        && self.library_files.contains(&func.span.file))
                })
                .collect(),
            _ => Vec::new(),
        }
    }

    /// The device heap's `name` taking `arity` parameters (declared by the
    /// CUDA headers) and its parameter types; an error where none is
    /// declared.
    pub(crate) fn heap_function(
        &mut self,
        name: &str,
        arity: usize,
        span: Span,
    ) -> Option<(FuncId, Vec<TypeId>)> {
        // Only a device function is the device heap's: glibc's `malloc`
        // alone (no CUDA headers, `--no-prelude`) is the host's heap.
        let found = match self.scopes.lookup_in(GLOBAL, name) {
            Some(Symbol::Funcs(fs)) => fs.iter().copied().find(|&f| {
                self.program.functions[f].space != crate::ir::ExecSpace::Host
                    && self.declared_params(f).len() == arity
            }),
            _ => None,
        };
        match found {
            Some(f) => Some((f, self.declared_params(f))),
            None => {
                self.error(
                    span,
                    format!("'new' and 'delete' need the device heap's '{name}', which is not declared (the CUDA headers declare it)"),
                );
                None
            }
        }
    }
}
