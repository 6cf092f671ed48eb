//! `#pragma clang force_cuda_host_device begin` / `end`: every function
//! declared between them, kernels aside, is `__host__ __device__` (one
//! written `__host__` or `__device__` too), as clang does (its CUDA
//! wrapper headers wrap parts of the standard library in it, and code
//! written for clang uses it the same way).
//!
//! Input: the text of each `#pragma` line as the walk meets it, in source
//! order (the state is lexical, as `#pragma pack`'s). Output: the
//! attributes `function_decl` stamps on each function declaration
//! (`forced_host_device`), so a template or class member carries them to
//! every instantiation, wherever that happens.
//!
//! Regions nest; an `end` without a `begin` is clang's error, and any
//! other argument is clang's warning ("expected 'begin' or 'end'"),
//! ignored.

use super::Lower;
use crate::ast::Attributes;
use crate::source::Span;

impl Lower<'_> {
    /// Applies `#pragma <text>` if it is a `clang force_cuda_host_device`
    /// pragma.
    pub(crate) fn pragma_host_device(&mut self, text: &str, span: Span) {
        let mut words = text.split_whitespace();
        if words.next() != Some("clang") || words.next() != Some("force_cuda_host_device") {
            return;
        }
        match (words.next(), words.next()) {
            (Some("begin"), None) => self.force_host_device += 1,
            (Some("end"), None) if self.force_host_device > 0 => self.force_host_device -= 1,
            (Some("end"), None) => self.diags.error(
                span,
                "force_cuda_host_device end pragma without matching force_cuda_host_device begin",
            ),
            _ => self.diags.warning(
                span,
                "incorrect use of #pragma clang force_cuda_host_device begin|end",
            ),
        }
    }

    /// A function declaration's attributes: `__host__ __device__` inside
    /// a `force_cuda_host_device` region (a kernel stays one).
    pub(crate) fn forced_host_device(&self, attrs: &Attributes) -> Attributes {
        let mut attrs = attrs.clone();
        if self.force_host_device > 0 && !attrs.global {
            attrs.host = true;
            attrs.device = true;
        }
        attrs
    }
}
