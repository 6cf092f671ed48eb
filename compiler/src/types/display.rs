//! The C++ spelling of types and template arguments, as clang prints
//! them in diagnostics (`const float *`, `int [4]`, `ns::Vec<float, 4>`).
//!
//! Input: the type graph. Output: strings for diagnostics and the names
//! of specialisations in notes. Invariant: nothing here is used to
//! compare or identify types (mangling is `sema::mangle`'s).

use super::*;

impl TypeGraph {
    /// C++ spelling of a type for diagnostics (`const float *`, `int [4]`).
    /// `ns::Outer::name`, as clang spells a declaration in diagnostics.
    pub fn qualified_name(&self, scope: &[PathSeg], name: &str) -> String {
        let mut s = String::new();
        for seg in scope {
            match seg {
                PathSeg::Namespace(n) => s.push_str(n),
                PathSeg::AnonNamespace => s.push_str("(anonymous namespace)"),
                // A class's own name is already qualified by the
                // namespaces before it (`N::A<int>`, not `N::N::A<int>`).
                PathSeg::Record(t) => s = self.display(*t),
                // Local classes are named as written, as clang does.
                PathSeg::Local(_) => continue,
            }
            s.push_str("::");
        }
        s.push_str(name);
        s
    }

    /// `<float, 4>` as clang prints template arguments.
    pub fn display_args(&self, args: &[TArg]) -> String {
        // An empty pack is no argument (`Traits<double>`, not `<double, >`).
        let parts: Vec<String> = args
            .iter()
            .filter(|a| !matches!(a, TArg::Pack(xs) if xs.is_empty()))
            .map(|a| self.display_arg(a))
            .collect();
        format!("<{}>", parts.join(", "))
    }

    fn display_dep(&self, e: &DepExpr) -> String {
        match e {
            DepExpr::Member(t, n) => format!("{}::{n}", self.display(*t)),
            DepExpr::Unary(op, x) => format!("{}{}", op_spelling(op), self.display_dep(x)),
            DepExpr::Binary(op, a, b) => format!(
                "{} {} {}",
                self.display_dep(a),
                op_spelling(op),
                self.display_dep(b)
            ),
            DepExpr::Lit(v, t) if self.is_bool(*t) => (*v != 0).to_string(),
            DepExpr::Lit(v, _) => v.to_string(),
            DepExpr::Sizeof(t) => format!("sizeof({})", self.display(*t)),
            DepExpr::FnParam(i) => format!("<parameter {}>", i + 1),
            DepExpr::TemplateParam(i) => format!("<template parameter {}>", i + 1),
            DepExpr::SizeofPack(i) => format!("sizeof...(<template parameter {}>)", i + 1),
            DepExpr::Construct(t, xs) => {
                let args: Vec<String> = xs.iter().map(|x| self.display_dep(x)).collect();
                format!("{}({})", self.display(*t), args.join(", "))
            }
            DepExpr::BracedConstruct(t, xs) => {
                let args: Vec<String> = xs.iter().map(|x| self.display_dep(x)).collect();
                format!("{}{{{}}}", self.display(*t), args.join(", "))
            }
            DepExpr::Cast(code, t, x) => {
                let kind = match *code {
                    "sc" => "static_cast",
                    "rc" => "reinterpret_cast",
                    "cc" => "const_cast",
                    _ => "dynamic_cast",
                };
                format!("{kind}<{}>({})", self.display(*t), self.display_dep(x))
            }
            DepExpr::Call(n, xs) => {
                let args: Vec<String> = xs.iter().map(|x| self.display_dep(x)).collect();
                format!("{n}({})", args.join(", "))
            }
            DepExpr::SizeofExpr(x) => format!("sizeof({})", self.display_dep(x)),
            DepExpr::Access(arrow, x, n) => {
                let op = if *arrow { "->" } else { "." };
                format!("{}{op}{n}", self.display_dep(x))
            }
            DepExpr::VarTemplate(_, n, args) => format!("{n}{}", self.display_args(args)),
        }
    }

    fn display_arg(&self, a: &TArg) -> String {
        match a {
            TArg::Type(t) => self.display(*t),
            TArg::Value(v, t) if self.is_bool(*t) => (*v != 0).to_string(),
            TArg::Value(v, _) => v.to_string(),
            TArg::Template(n) => self.qualified_name(&n.scope, &n.name),
            TArg::Func(f) => format!("&{}", f.name),
            TArg::Dep(e) => self.display_dep(e),
            TArg::Pack(items) => items
                .iter()
                .map(|a| self.display_arg(a))
                .collect::<Vec<_>>()
                .join(", "),
            TArg::Spread(items) => items
                .iter()
                .map(|a| format!("{}...", self.display_arg(a)))
                .collect::<Vec<_>>()
                .join(", "),
        }
    }

    pub fn display(&self, t: TypeId) -> String {
        self.display_with(t, "")
    }

    fn display_with(&self, t: TypeId, inner: &str) -> String {
        let join = |base: String, inner: &str| {
            if inner.is_empty() {
                base
            } else {
                format!("{base} {inner}")
            }
        };
        match self.kind(t) {
            TypeKind::Void => join("void".into(), inner),
            TypeKind::Auto => join("auto".into(), inner),
            TypeKind::Bool => join("bool".into(), inner),
            TypeKind::Nullptr => join("std::nullptr_t".into(), inner),
            TypeKind::Int(k) => join(k.name().into(), inner),
            TypeKind::Float(k) => join(k.name().into(), inner),
            TypeKind::Record(i) => {
                let r = &self.records[*i as usize];
                let mut name = self.qualified_name(&r.scope, &r.name);
                if let Some((_, args)) = &r.template {
                    name.push_str(&self.display_args(args));
                }
                join(name, inner)
            }
            TypeKind::Enum(i) => {
                let e = &self.enums[*i as usize];
                join(self.qualified_name(&e.scope, &e.name), inner)
            }
            TypeKind::Qualified(b, cv) => {
                let mut q = String::new();
                if cv.is_const {
                    q.push_str("const ");
                }
                if cv.is_volatile {
                    q.push_str("volatile ");
                }
                if cv.space != AddrSpace::Generic {
                    q.push_str(&format!(
                        "__attribute__((address_space({}))) ",
                        cv.space as u32
                    ));
                }
                let q = q.trim_end();
                match self.kind(*b) {
                    TypeKind::Pointer(_) => {
                        let mut s = q.to_string();
                        if cv.is_restrict {
                            s.push_str(if s.is_empty() {
                                "__restrict__"
                            } else {
                                " __restrict__"
                            });
                        }
                        let inner2 = if inner.is_empty() {
                            s
                        } else {
                            format!("{s} {inner}")
                        };
                        self.display_with(*b, inner2.trim())
                    }
                    _ => format!("{} {}", q, self.display_with(*b, inner))
                        .trim()
                        .to_string(),
                }
            }
            TypeKind::Pointer(p) => self.display_with(*p, &format!("*{inner}")),
            TypeKind::MemberPointer(c, m) => {
                let inner = format!("{}::*{inner}", self.display(*c));
                match self.kind(*m) {
                    // `int (P::*)() const`
                    TypeKind::Qualified(f, cv) if self.is_function(*f) => {
                        let q = if cv.is_const { " const" } else { "" };
                        format!("{}{q}", self.display_with(*f, &inner))
                    }
                    _ => self.display_with(*m, &inner),
                }
            }
            TypeKind::LValueRef(p) => self.display_with(*p, &format!("&{inner}")),
            TypeKind::RValueRef(p) => self.display_with(*p, &format!("&&{inner}")),
            TypeKind::Array(e, n) => {
                let dims = match n {
                    Some(n) => format!("[{n}]"),
                    None => "[]".to_string(),
                };
                let inner2 = if inner.is_empty() {
                    dims
                } else if inner.starts_with('*') || inner.starts_with('&') {
                    format!("({inner}){dims}")
                } else {
                    format!("{inner}{dims}")
                };
                self.display_with(*e, &inner2)
            }
            TypeKind::Function {
                ret,
                params,
                variadic,
                nothrow,
            } => {
                let mut ps: Vec<String> = params.iter().map(|p| self.display(*p)).collect();
                if *variadic {
                    ps.push("...".into());
                }
                let spec = if *nothrow { " noexcept" } else { "" };
                let inner2 = if inner.is_empty() {
                    format!("({}){spec}", ps.join(", "))
                } else {
                    format!("({inner})({}){spec}", ps.join(", "))
                };
                self.display_with(*ret, &inner2)
            }
        }
    }
}

/// How an Itanium operator code is written in C++ (diagnostics).
fn op_spelling(code: &str) -> &'static str {
    match code {
        "nt" => "!",
        "ng" => "-",
        "co" => "~",
        "aa" => "&&",
        "oo" => "||",
        "eq" => "==",
        "ne" => "!=",
        "lt" => "<",
        "gt" => ">",
        "le" => "<=",
        "ge" => ">=",
        "pl" => "+",
        "mi" => "-",
        "ml" => "*",
        "dv" => "/",
        "rm" => "%",
        "an" => "&",
        "or" => "|",
        "eo" => "^",
        "ls" => "<<",
        "rs" => ">>",
        _ => "?",
    }
}
