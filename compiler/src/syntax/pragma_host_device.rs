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

    /// Whether node `n` is a host function's definition as the lowering
    /// reads it leniently (`lower_decl::is_host_function`), which a
    /// function inside a `force_cuda_host_device` region never is.
    pub(crate) fn is_host_function(&self, n: tree_sitter::Node) -> bool {
        let at = n.start_byte();
        !self.forced_regions.iter().any(|r| r.contains(&at))
            && super::lower_decl::is_host_function(self.src, n)
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

/// The byte ranges of `src` inside `#pragma clang force_cuda_host_device`
/// regions (an unmatched `begin` runs to the end).
pub(crate) fn regions(src: &str) -> Vec<std::ops::Range<usize>> {
    let mut out = Vec::new();
    let mut depth = 0u32;
    let mut start = 0;
    let mut at = 0;
    for line in src.split_inclusive('\n') {
        let t = line.trim_start();
        if let Some(rest) = t.strip_prefix('#') {
            let mut w = rest.split_whitespace();
            if (w.next(), w.next(), w.next())
                == (
                    Some("pragma"),
                    Some("clang"),
                    Some("force_cuda_host_device"),
                )
            {
                match w.next() {
                    Some("begin") => {
                        if depth == 0 {
                            start = at;
                        }
                        depth += 1;
                    }
                    Some("end") if depth > 0 => {
                        depth -= 1;
                        if depth == 0 {
                            out.push(start..at);
                        }
                    }
                    _ => {}
                }
            }
        }
        at += line.len();
    }
    if depth > 0 {
        out.push(start..src.len());
    }
    out
}
