//! What `__has_attribute`, `__has_cpp_attribute` and `__has_builtin` report.
//!
//! Input: the operand's spelling. Output: the value the operator expands to.
//! Invariants: an attribute is reported only if the front end honours it
//! (`syntax` lowers exactly the GNU names below into `ast::Attributes`) or
//! accepts it with the meaning the standard requires (the C++ attributes
//! here need no code generation: they only permit or suppress warnings).
//! `__has_builtin` is 1 for the type-trait intrinsics sema evaluates
//! (`ast::TypeTrait`) and the GNU builtins it implements (`BUILTINS`),
//! so that libstdc++ and libcu++ choose the intrinsic only where cudac
//! has it (CUDA's `__syncthreads` and friends are ordinary device
//! functions to programs, as in nvcc's headers).

/// GNU attributes (`__attribute__((x))`) the front end acts on, without
/// the optional `__x__` underscores.
pub const GNU_ATTRIBUTES: &[&str] = &[
    "address_space",
    "aligned",
    "always_inline",
    "cluster_dims",
    "constant",
    "device",
    "global",
    "grid_constant",
    "host",
    "launch_bounds",
    "managed",
    "maxnreg",
    "noinline",
    "packed",
    "shared",
];

/// Standard C++ attributes and the `__has_cpp_attribute` value of each
/// (the C++17 revision, as gcc and clang report in C++17 mode).
pub const CPP_ATTRIBUTES: &[(&str, u32)] = &[
    ("deprecated", 201309),
    ("fallthrough", 201603),
    ("maybe_unused", 201603),
    ("nodiscard", 201603),
    ("noreturn", 200809),
];

fn strip_underscores(name: &str) -> &str {
    name.strip_prefix("__")
        .and_then(|n| n.strip_suffix("__"))
        .unwrap_or(name)
}

/// The value of `__has_attribute(name)`.
pub fn has_attribute(name: &str) -> u32 {
    GNU_ATTRIBUTES.contains(&strip_underscores(name)) as u32
}

/// The GNU builtins sema evaluates or cudac's headers define.
pub const BUILTINS: &[&str] = &[
    "__builtin_addressof",
    "__builtin_assume",
    "__builtin_assume_aligned",
    "__builtin_expect",
    "__builtin_huge_val",
    "__builtin_huge_valf",
    "__builtin_inf",
    "__builtin_inff",
    "__builtin_is_constant_evaluated",
    "__builtin_memcpy",
    "__builtin_memset",
    "__builtin_nan",
    "__builtin_nanf",
    "__builtin_offsetof",
    "__builtin_trap",
    "__builtin_unreachable",
];

/// The value of `__has_builtin(name)`.
pub fn has_builtin(name: &str) -> u32 {
    (BUILTINS.contains(&name) || crate::ast::TypeTrait::from_name(name).is_some()) as u32
}

/// The value of `__has_cpp_attribute(name)`; `gnu::x` asks for a GNU one.
pub fn has_cpp_attribute(name: &str) -> u32 {
    if let Some(gnu) = name.strip_prefix("gnu::") {
        return has_attribute(gnu);
    }
    let name = strip_underscores(name);
    CPP_ATTRIBUTES
        .iter()
        .find(|(n, _)| *n == name)
        .map_or(0, |(_, v)| *v)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn attributes_are_reported_with_their_values() {
        assert_eq!(has_attribute("aligned"), 1);
        assert_eq!(has_attribute("__launch_bounds__"), 1);
        assert_eq!(has_attribute("visibility"), 0);
        assert_eq!(has_cpp_attribute("nodiscard"), 201603);
        assert_eq!(has_cpp_attribute("gnu::always_inline"), 1);
        assert_eq!(has_cpp_attribute("no_unique_address"), 0);
    }

    #[test]
    fn builtins_are_reported_when_implemented() {
        assert_eq!(has_builtin("__is_same"), 1);
        assert_eq!(has_builtin("__is_constructible"), 1);
        assert_eq!(has_builtin("__builtin_expect"), 1);
        assert_eq!(has_builtin("__builtin_is_constant_evaluated"), 1);
        assert_eq!(has_builtin("__builtin_bit_cast"), 0);
    }
}
