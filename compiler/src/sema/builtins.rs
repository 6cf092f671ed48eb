//! GNU builtins: the constants and hints headers use (`__builtin_inff()`,
//! `__builtin_expect`), and those that stand for a library function
//! (`__builtin_sqrtf`, `__builtin_memcpy`, `__builtin_popcount`).
//!
//! glibc's and libstdc++'s inline functions call these instead of the
//! functions themselves: `std::sqrt(float)` is `__builtin_sqrtf(x)`. GCC
//! compiles them as the C library function of the same name, so cudac
//! calls that function as CUDA declares it for the device (the CUDA math
//! API's `sqrtf`, `fabs`, `memcpy`); the bit-counting ones are CUDA's
//! integer intrinsics (`__popc`, `__clz`).
//!
//! Input: the name called and its arguments as written. Output: the call
//! of the function it stands for (`None` when the name is no such
//! builtin, or nothing of that name is declared: then it is an undeclared
//! identifier as before). Invariant: only a function declared at global
//! scope is called, never a guess.

use super::Sema;
use crate::ast;
use crate::ir::{Expr, ExprKind};
use crate::source::Span;
use crate::types::IntKind;

/// Builtins whose function has another name.
const RENAMED: &[(&str, &str)] = &[
    ("__builtin_clz", "__clz"),
    ("__builtin_clzl", "__clzll"),
    ("__builtin_clzll", "__clzll"),
    ("__builtin_popcount", "__popc"),
    ("__builtin_popcountl", "__popcll"),
    ("__builtin_popcountll", "__popcll"),
    ("__builtin_ffs", "__ffs"),
    ("__builtin_ffsl", "__ffsll"),
    ("__builtin_ffsll", "__ffsll"),
    ("__builtin_signbitf", "__signbitf"),
    ("__builtin_signbitl", "__signbit"),
];

/// GCC's type-generic classification builtins, which libstdc++'s
/// `std::signbit`/`std::isnan` (and libcu++'s) call: the CUDA math API's
/// `int` functions for a `float` and for a `double` (or `long double`,
/// which is `double` on the GPU). They are not the `<cmath>` overloads of
/// the same name: at global scope those are libstdc++'s `using
/// std::signbit` and CUDA's own, one overload set no call could choose in.
const CLASSIFIERS: &[(&str, &str, &str)] = &[
    ("__builtin_isnan", "__isnanf", "__isnan"),
    ("__builtin_isinf", "__isinff", "__isinf"),
    ("__builtin_isfinite", "__finitef", "__finite"),
    ("__builtin_signbit", "__signbitf", "__signbit"),
];

impl Sema<'_> {
    /// `__builtin_f(args)` as a call of `::f(args)` (`checked`: the
    /// arguments checked, for the type-generic ones).
    pub(crate) fn library_builtin_call(
        &mut self,
        callee: &ast::Expr,
        name: &str,
        args: &[ast::Expr],
        checked: &[Expr],
        span: Span,
    ) -> Option<Expr> {
        let generic = CLASSIFIERS.iter().find(|(b, _, _)| *b == name);
        let target = match (generic, RENAMED.iter().find(|(b, _)| *b == name)) {
            (Some((_, f, d)), _) => {
                let float = checked.first().is_some_and(|a| {
                    let t = self.types.referee(a.ty).unwrap_or(a.ty);
                    self.types.unqual(t) == self.types.float(crate::types::FloatKind::Float)
                });
                (if float { *f } else { *d }).to_string()
            }
            (None, Some((_, f))) => (*f).to_string(),
            (None, None) => name.strip_prefix("__builtin_")?.to_string(),
        };
        if target.is_empty() || target.starts_with("__builtin") {
            return None;
        }
        let ident = |n: &str| ast::Ident::new(n, callee.span);
        let path = vec![ident(""), ident(&target)];
        self.declare_math_api(&target, super::scope::GLOBAL, callee.span);
        if !matches!(self.peek_path(&path), Some(super::scope::Symbol::Funcs(_))) {
            return None;
        }
        let named = ast::Expr::new(ast::ExprKind::Name(path), callee.span);
        Some(self.call(&named, args, span))
    }

    /// The GNU builtins headers use for constants and hints:
    /// `__builtin_inff()`, `__builtin_huge_val()`, `__builtin_nanf("")`,
    /// `__builtin_expect(e, c)`.
    pub(crate) fn gnu_builtin(&mut self, name: &str, args: &[Expr], span: Span) -> Option<Expr> {
        let (value, kind, arity) = match name {
            "__builtin_inff" | "__builtin_huge_valf" => {
                (f64::INFINITY, crate::types::FloatKind::Float, 0)
            }
            "__builtin_inf" | "__builtin_huge_val" => {
                (f64::INFINITY, crate::types::FloatKind::Double, 0)
            }
            "__builtin_nanf" => (f64::NAN, crate::types::FloatKind::Float, 1),
            "__builtin_nan" => (f64::NAN, crate::types::FloatKind::Double, 1),
            "__builtin_is_constant_evaluated" => {
                if !args.is_empty() {
                    self.error(span, "'__builtin_is_constant_evaluated' takes no arguments");
                    return Some(self.error_expr(span));
                }
                let b = self.types.bool();
                return Some(Expr::new(ExprKind::ConstantEvaluated, b, false, span));
            }
            // `std::addressof`'s: the built-in `&`, never a class's
            // `operator&`.
            "__builtin_addressof" => {
                let [v] = args else {
                    self.error(span, "'__builtin_addressof' takes 1 argument");
                    return Some(self.error_expr(span));
                };
                if !v.lvalue {
                    if !self.is_error_ty(v.ty) {
                        self.error(span, "cannot take the address of an rvalue");
                    }
                    return Some(self.error_expr(span));
                }
                let t = self.types.pointer(v.ty);
                return Some(Expr::new(
                    ExprKind::AddrOf(Box::new(v.clone())),
                    t,
                    false,
                    span,
                ));
            }
            // libstdc++'s `make_integer_sequence` is
            // `integer_sequence<T, __integer_pack(N)...>`: the call is a
            // pack of N elements, element i being `i`.
            "__integer_pack" => return Some(self.integer_pack(args, span)),
            "__builtin_strlen" => return Some(self.builtin_strlen(args, span)),
            "__builtin_expect" => {
                if args.len() != 2 {
                    self.error(span, "'__builtin_expect' takes 2 arguments");
                    return Some(self.error_expr(span));
                }
                let l = self.types.int(IntKind::Long);
                let v = args[0].clone();
                return Some(self.convert_implicit(v, l, super::convert::ConvCtx::Arg));
            }
            _ => return None,
        };
        if args.len() != arity {
            self.error(
                span,
                format!(
                    "'{name}' takes {arity} argument{}",
                    if arity == 1 { "" } else { "s" }
                ),
            );
            return Some(self.error_expr(span));
        }
        if arity == 1 && !matches!(&args[0].kind, ExprKind::Str(b) if b.is_empty()) {
            self.error(
                args[0].span,
                format!("'{name}' with a NaN payload is not supported yet; use \"\""),
            );
        }
        let t = self.types.float(kind);
        Some(Expr::new(ExprKind::Float(value), t, false, span))
    }

    /// `__integer_pack(n)` as GCC reads it: a pack of the values `0` to
    /// `n - 1` of `n`'s type, so only inside a pack expansion.
    fn integer_pack(&mut self, args: &[Expr], span: Span) -> Expr {
        let [n] = args else {
            self.error(span, "'__integer_pack' takes 1 argument");
            return self.error_expr(span);
        };
        let t = self.types.unqual(n.ty);
        let len = match self.eval_int(n) {
            Some(v) if (0..=1 << 20).contains(&v) => v as usize,
            Some(v) => {
                self.error(
                    n.span,
                    format!("'__integer_pack' argument must be a non-negative count, not {v}"),
                );
                return self.error_expr(span);
            }
            None => {
                if !self.is_error_ty(n.ty) {
                    self.error(
                        n.span,
                        "'__integer_pack' argument is not a constant expression",
                    );
                }
                return self.error_expr(span);
            }
        };
        let Some(i) = self.expansion.pack_index else {
            self.error(
                span,
                "'__integer_pack' is a pack: it must be expanded with '...'",
            );
            return self.error_expr(span);
        };
        self.expansion.note_pack_len(len);
        Expr::new(ExprKind::Int(i as i128), t, false, span)
    }
}

impl Sema<'_> {
    /// `__builtin_strlen(s)` (libstdc++'s `char_traits<char>::length`,
    /// which every `std::string` built from a `const char *` runs): the
    /// length of a string literal, folded; else, in host code, a call of
    /// the C library's `strlen` (the host compiler's). Device code has no
    /// `strlen`: there it is nvcc's error, never an undefined function.
    fn builtin_strlen(&mut self, args: &[Expr], span: Span) -> Expr {
        let size_t = self.types.int(IntKind::ULong);
        let [s] = args else {
            self.error(span, "'__builtin_strlen' takes 1 argument");
            return self.error_expr(span);
        };
        if let Some(bytes) = string_literal(s) {
            let n = bytes.iter().position(|&b| b == 0).unwrap_or(bytes.len());
            return Expr::new(ExprKind::Int(n as i128), size_t, false, span);
        }
        let char_ty = self.types.int(IntKind::Char);
        let const_char = self.types.qualified(char_ty, crate::types::Cv::CONST);
        let param = self.types.pointer(const_char);
        let arg = self.convert_implicit(s.clone(), param, super::convert::ConvCtx::Arg);
        let on_device =
            self.func.as_ref().is_some_and(|f| f.space.on_device()) && !self.in_host_mode();
        if on_device {
            self.device_error(
                span,
                "'__builtin_strlen' of a string that is not a literal cannot be computed in device code",
            );
            return self.error_expr(span);
        }
        let f = match self.extern_c_fns.get("strlen") {
            Some(&f) => f,
            None => {
                let ty = self.types.function(size_t, vec![param], false);
                let f = self.add_function(crate::ir::Function::declared(
                    "strlen".to_string(),
                    "strlen".to_string(),
                    ty,
                    size_t,
                    crate::ir::ExecSpace::Host,
                    crate::ir::Linkage::External,
                    span,
                ));
                self.extern_c_fns.insert("strlen".to_string(), f);
                f
            }
        };
        Expr::new(ExprKind::Call(f, vec![arg]), size_t, false, span)
    }
}

/// The bytes of the string literal `e` is, through its array-to-pointer
/// decay.
fn string_literal(e: &Expr) -> Option<&[u8]> {
    match &e.kind {
        ExprKind::Str(b) => Some(b),
        ExprKind::Cast(_, inner) => string_literal(inner),
        _ => None,
    }
}
