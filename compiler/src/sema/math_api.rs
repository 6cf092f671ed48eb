//! The CUDA math API as nvcc's implicit math headers declare it.
//!
//! Input: a name about to be looked up in the global namespace or `std`.
//! Output: the math library's overloads of that name declared there
//! (`nvvm::target::math_api`: body-less host-device functions whose symbol
//! is the libdevice function they call), merged with a host library's own
//! declaration of the same function (glibc's `fabsf`, libstdc++'s
//! `std::sqrt(float)`), which becomes CUDA's, as in nvcc. Invariant: each
//! (namespace, name) is filled once; a user's declaration of the same
//! function stands.

use super::Sema;
use crate::ir::{ExecSpace, FuncId, Linkage};
use crate::source::Span;

impl Sema<'_> {
    /// Declares the CUDA math library's overloads of `name`
    /// (`nvvm::target::math_api`) in namespace `ns` (the global namespace or
    /// `std`), as if nvcc's implicit math headers had: body-less
    /// host-device functions whose symbol is the libdevice function they
    /// call. Called before `name` is looked up there, so the library
    /// overloads join (or are hidden by) the user's declarations as C++
    /// lookup says. A non-function `name` in `ns` keeps its meaning.
    pub(crate) fn declare_math_api(&mut self, name: &str, ns: super::scope::CtxId, span: Span) {
        use crate::nvvm::target::math_api::M;
        let entries = crate::nvvm::target::math_api::overloads(name);
        let Some(first) = entries.first() else {
            return;
        };
        if ns != super::scope::GLOBAL && !crate::nvvm::target::math_api::declared_in_std(name) {
            return;
        }
        // Every lookup of the name comes here: once per namespace is enough.
        if !self.math_api_in.insert((ns, first.name)) {
            return;
        }
        let ids = match self.math_api.get(first.name) {
            Some(ids) => ids.clone(),
            None => {
                let mut ids = Vec::new();
                // C++'s overloaded math (`sqrt(float)` next to
                // `sqrt(double)`) has `long double` forms too; on the GPU
                // they are the `double` ones (nvcc's "treated as double").
                let overloaded = entries.iter().any(|e| e.params.contains(&M::F32))
                    && entries.iter().any(|e| e.params.contains(&M::F64));
                for e in entries {
                    let long = [false, true];
                    for long in long.into_iter().take(if overloaded { 2 } else { 1 }) {
                        if long && !e.params.iter().any(|m| matches!(m, M::F64 | M::PtrF64)) {
                            continue;
                        }
                        let ret = self.math_api_type(e.ret, long);
                        let params: Vec<_> = e
                            .params
                            .iter()
                            .map(|&m| self.math_api_type(m, long))
                            .collect();
                        let ty = self.types.function(ret, params, false);
                        ids.push(
                            self.add_function(crate::ir::Function::declared(
                                e.name.to_string(),
                                crate::nvvm::target::math_api::symbol(e, self.opts.fast_math)
                                    .to_string(),
                                ty,
                                ret,
                                ExecSpace::HostDevice,
                                Linkage::External,
                                span,
                            )),
                        );
                    }
                }
                self.math_api.insert(first.name, ids.clone());
                ids
            }
        };
        for id in ids {
            if !self.merge_library_math(ns, name, id) {
                self.scopes.add_func_in(ns, name, id, span);
            }
        }
    }

    /// Whether math function `id` is declared in `ns` already with its
    /// type: by a host library header (glibc's `fabsf`, libstdc++'s
    /// `std::sqrt(float)`), which then becomes CUDA's declaration, as in
    /// nvcc, whose math headers declare it for the device too; or by the
    /// user, whose declaration stands.
    fn merge_library_math(&mut self, ns: super::scope::CtxId, name: &str, id: FuncId) -> bool {
        let ty = self.program.functions[id].ty;
        let Some(super::scope::Symbol::Funcs(fs)) = self.scopes.lookup_in(ns, name) else {
            return false;
        };
        let Some(old) = fs
            .iter()
            .copied()
            .find(|&f| self.program.functions[f].ty == ty)
        else {
            return false;
        };
        if self
            .library_files
            .contains(&self.program.functions[old].span.file)
        {
            let symbol = self.program.functions[id].symbol.clone();
            let f = &mut self.program.functions[old];
            f.space = ExecSpace::HostDevice;
            f.symbol = symbol;
            f.linkage = Linkage::External;
            f.body = None;
            f.constexpr = false;
            f.constexpr_host = false;
            self.lazy_bodies.remove(&old);
        }
        true
    }

    /// Whether `id` is one of the CUDA math library's declarations.
    pub(crate) fn is_math_api(&self, id: FuncId) -> bool {
        let name = self.program.functions[id].name.as_str();
        self.math_api.get(name).is_some_and(|ids| ids.contains(&id))
    }

    /// The C++ type of a math library operand type; with `long`, its
    /// `double`s are `long double`s.
    fn math_api_type(
        &mut self,
        m: crate::nvvm::target::math_api::M,
        long: bool,
    ) -> crate::types::TypeId {
        use crate::nvvm::target::math_api::M;
        use crate::types::{Cv, FloatKind, IntKind};
        let float = |s: &mut Self, k| s.types.float(k);
        let double = if long {
            FloatKind::LongDouble
        } else {
            FloatKind::Double
        };
        match m {
            M::Void => self.types.void(),
            M::F32 => float(self, FloatKind::Float),
            M::F64 => float(self, double),
            M::I32 => self.types.int(IntKind::Int),
            M::U32 => self.types.int(IntKind::UInt),
            M::Long => self.types.int(IntKind::Long),
            M::ULong => self.types.int(IntKind::ULong),
            M::I64 => self.types.int(IntKind::LongLong),
            M::U64 => self.types.int(IntKind::ULongLong),
            M::PtrF32 | M::ConstPtrF32 | M::PtrF64 | M::ConstPtrF64 | M::PtrI32 | M::CStr => {
                let e = match m {
                    M::PtrF32 | M::ConstPtrF32 => float(self, FloatKind::Float),
                    M::PtrF64 | M::ConstPtrF64 => float(self, double),
                    M::PtrI32 => self.types.int(IntKind::Int),
                    _ => self.types.int(IntKind::Char),
                };
                let e = if matches!(m, M::ConstPtrF32 | M::ConstPtrF64 | M::CStr) {
                    self.types.qualified(e, Cv::CONST)
                } else {
                    e
                };
                self.types.pointer(e)
            }
        }
    }
}
