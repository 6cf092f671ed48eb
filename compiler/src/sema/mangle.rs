//! Itanium C++ ABI name mangling (the scheme nvcc and clang use), for
//! functions at namespace scope and the local statics inside them.

use crate::types::{FloatKind, IntKind, TypeGraph, TypeId, TypeKind};

struct Mangler<'a> {
    types: &'a TypeGraph,
    out: String,
    /// Substitution candidates in the order they were first mangled.
    subs: Vec<TypeId>,
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
            },
            _ => return None,
        })
    }

    fn ty(&mut self, t: TypeId) {
        if let Some(b) = self.builtin(t) {
            self.out.push_str(b);
            return;
        }
        if let Some(i) = self.subs.iter().position(|&s| s == t) {
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
                if let Some(n) = n {
                    self.out.push_str(&n.to_string());
                }
                self.out.push('_');
                self.ty(e);
            }
            TypeKind::Function {
                ret,
                params,
                variadic,
            } => {
                self.out.push('F');
                self.ty(ret);
                self.params(&params, variadic);
                self.out.push('E');
            }
            TypeKind::Record(i) => {
                let name = self.types.records[i as usize].name.clone();
                self.out.push_str(&source_name(&name));
            }
            TypeKind::Enum(i) => {
                let name = self.types.enums[i as usize].name.clone();
                self.out.push_str(&source_name(&name));
            }
            _ => {}
        }
        self.subs.push(t);
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
fn encoding(types: &TypeGraph, name: &str, params: &[TypeId], variadic: bool) -> String {
    let mut m = Mangler {
        types,
        out: source_name(name),
        subs: Vec::new(),
    };
    m.params(params, variadic);
    m.out
}

/// The symbol of a namespace-scope function.
pub fn function(
    types: &TypeGraph,
    name: &str,
    params: &[TypeId],
    variadic: bool,
    extern_c: bool,
) -> String {
    if extern_c || name == "main" {
        return name.to_string();
    }
    format!("_Z{}", encoding(types, name, params, variadic))
}

/// The prefix for static locals of a function: `_ZZ<encoding>E`. For
/// `extern "C"` functions the encoding is just the name, as clang does.
pub fn local_static_prefix(
    types: &TypeGraph,
    name: &str,
    params: &[TypeId],
    variadic: bool,
    extern_c: bool,
) -> String {
    if extern_c {
        format!("_ZZ{}E", source_name(name))
    } else {
        format!("_ZZ{}E", encoding(types, name, params, variadic))
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

    #[test]
    fn builtins_and_substitutions() {
        let mut g = TypeGraph::new();
        let f = g.float(FloatKind::Float);
        let pf = g.pointer(f);
        let i = g.int(IntKind::Int);
        // void saxpy(int, float, float*, float*) → _Z5saxpyifPfS_
        assert_eq!(
            function(&g, "saxpy", &[i, f, pf, pf], false, false),
            "_Z5saxpyifPfS_"
        );
        let cf = g.qualified(f, Cv::CONST);
        let pcf = g.pointer(cf);
        // void f(const float*, const float*) → _Z1fPKfS0_
        assert_eq!(function(&g, "f", &[pcf, pcf], false, false), "_Z1fPKfS0_");
        assert_eq!(function(&g, "k", &[], false, false), "_Z1kv");
        assert_eq!(function(&g, "k", &[pf], false, true), "k");
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
        let p = local_static_prefix(&g, "mm", &[pf], false, false);
        assert_eq!(local_static(&p, "tile"), "_ZZ2mmPfE4tile");
        let p = local_static_prefix(&g, "mm", &[pf], false, true);
        assert_eq!(local_static(&p, "tile"), "_ZZ2mmE4tile");
    }
}
