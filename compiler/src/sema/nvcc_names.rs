//! nvcc's names for what has internal linkage: the last step of sema.
//!
//! Input: the checked program, whose symbols are the Itanium ABI's as
//! clang writes them (an anonymous namespace is `_GLOBAL__N_1`); the
//! input file's real path (`SemaOptions::module_path`); the first
//! external definition sema met (`note_external_definition`).
//! Output: the same program with the symbols nvcc gives, or an error on
//! each kernel and device variable whose nvcc name cannot be known.
//! Invariant: only names the host can see decide errors: a device
//! function keeps clang's name where nvcc's is unknowable (no host code
//! names it, and the whole module renames consistently).
//!
//! Host code finds a kernel or a `__device__` variable by its symbol
//! (nvcc's host stubs register the name nvcc gave it), so a different
//! name is a kernel missing at run time. nvcc's front end names every
//! translation unit by a *module id* (measured with nvcc 13.0):
//!
//! `_<crc>_<len>_<file>_<tag>`: `crc` is the CRC-32 of the input file's
//! real path in 8 hex digits, `len` the byte length of its base name,
//! `file` that name with every character other than ASCII letters and
//! digits written `_`, and `tag` the symbol of the unit's first external
//! definition (in the order of the unit: a function with a body or a
//! variable with an initialiser, with external linkage, neither inline
//! nor constexpr nor a template's, headers included) when at most 8
//! bytes long, else that symbol's CRC-32 in 8 hex digits. A unit without
//! such a definition gets a tag of the time and nvcc's process id: its
//! names change from one nvcc run to the next, so no other compiler can
//! give them.
//!
//! nvcc fixes the id the first time its front end needs one, with the
//! external definitions met *so far*: a constructor or destructor of a
//! class local to a `static` function needs it at once (measured: one the
//! class declares, even unused; one made for the class or for a class
//! template specialised for it, such as `std::vector<K>`'s, where
//! defined). With no external definition before that point the tag is
//! nvcc's time and process id: ggml's `common.cuh` does this in every
//! unit (`std::unordered_map<cache_key, …>` in a static function).
//!
//! The id appears in three places:
//! - an anonymous namespace is `_GLOBAL__N_<id>`, in every mode;
//! - a variable with internal linkage whose symbol is nested (`_ZN…E`)
//!   gets an outermost namespace `_INTERNAL<id>`, in every mode;
//! - under `-rdc`, a kernel or device variable with internal linkage
//!   (`static`, in an anonymous namespace, or a specialisation for a type
//!   of one) is `__nv_static_<len of id>_<id>_<symbol>`, so that files
//!   linked together keep theirs apart.

use super::Sema;
use crate::ast;
use crate::diag::Diagnostic;
use crate::ir::{FuncId, Linkage};
use crate::source::Span;
use crate::types::{AddrSpace, PathSeg};
use std::collections::HashSet;
use std::path::Path;

/// The Itanium ABI's name of the first anonymous namespace, as mangled
/// (clang's, and what `sema::mangle` writes).
const ANON_NAMESPACE: &str = "12_GLOBAL__N_1";

/// The stand-in sema mangles for nvcc's `_INTERNAL<id>` namespace around
/// a function with internal linkage named in a template argument
/// (`_Z1kIXadL_ZN9_INTERNAL6op_addEffEEEvPf`): the outermost namespace
/// of a nested name, so `N` precedes it; replaced once the id is known.
/// (`_INTERNAL` is a reserved identifier: no user namespace has it.)
const INTERNAL_STAND_IN: &str = "N9_INTERNAL";

/// The namespace a function with internal linkage is nested in when a
/// template argument names it (see `INTERNAL_STAND_IN`).
pub(crate) fn internal_namespace() -> PathSeg {
    PathSeg::Namespace("_INTERNAL".to_string())
}

/// What sema records for nvcc's names while it checks the unit.
#[derive(Default)]
pub(crate) struct LocalNames {
    /// The unit's first external definition (see the module doc).
    first_definition: Option<FirstDefinition>,
    /// Kernels declared `static`, and the specialisations of kernel
    /// templates declared `static`: internal, though still launchable
    /// (their `Linkage` stays external: see `cuda::function_linkage`).
    static_kernels: HashSet<FuncId>,
    /// Namespace-scope functions declared `static`, and specialisations
    /// of function templates declared `static` (kernels too): what a
    /// template argument names them by depends on the module id.
    static_functions: HashSet<FuncId>,
    /// Where nvcc fixed the module id before any external definition
    /// (see the module doc): its names then change with each run.
    fixed_without_definition: Option<Span>,
}

struct FirstDefinition {
    /// Its symbol as sema wrote it.
    symbol: String,
    /// False when that symbol may differ from nvcc's (the signature names
    /// a type cudac does not know).
    exact: bool,
    /// The name as written, for diagnostics.
    name: String,
    span: Span,
}

/// Why nvcc's module id is unknown.
enum NoId {
    /// No external definition: nvcc's tag is its time and process id.
    NoDefinition,
    /// The first external definition's symbol may not be nvcc's.
    Inexact { name: String, span: Span },
    /// The input was no file with a path.
    NoPath,
    /// nvcc fixed the id at this local class before any external
    /// definition, with its time and process id.
    FixedEarly(Span),
}

/// The local classes a function body defines (not those of lambdas in
/// it), and every name written as a template argument in the types of
/// its declarations (`K` in `std::vector<K> v;`).
#[derive(Default)]
struct LocalClassScan<'a> {
    classes: Vec<&'a ast::RecordDef>,
    template_args: Vec<String>,
}

impl<'a> LocalClassScan<'a> {
    fn stmt(&mut self, s: &'a ast::Stmt) {
        use ast::StmtKind as K;
        match &s.kind {
            K::Compound(v) => v.iter().for_each(|s| self.stmt(s)),
            K::Record(r) => self.classes.push(r),
            K::Typedef(t) => self.ty(&t.ty),
            K::Decl(vars) => vars.iter().for_each(|v| self.ty(&v.ty)),
            K::If {
                cond, then, els, ..
            } => {
                self.cond(cond);
                self.stmt(then);
                if let Some(e) = els {
                    self.stmt(e);
                }
            }
            K::While { cond, body, .. } | K::Switch { cond, body } => {
                self.cond(cond);
                self.stmt(body);
            }
            K::DoWhile { body, .. } => self.stmt(body),
            K::For {
                init, cond, body, ..
            } => {
                if let Some(i) = init {
                    self.stmt(i);
                }
                if let Some(c) = cond {
                    self.cond(c);
                }
                self.stmt(body);
            }
            K::RangeFor { var, body, .. } => {
                self.ty(&var.ty);
                self.stmt(body);
            }
            K::Case(_, _, s) | K::Default(s) | K::Label(_, s) => self.stmt(s),
            K::Try { body, handlers } => {
                self.stmt(body);
                handlers.iter().for_each(|h| self.stmt(&h.body));
            }
            _ => {}
        }
    }

    fn cond(&mut self, c: &'a ast::Cond) {
        if let ast::Cond::Decl(v) = c {
            self.ty(&v.ty);
        }
    }

    fn ty(&mut self, te: &'a ast::TypeExpr) {
        use ast::TypeExprKind as T;
        match &te.kind {
            T::Record(r) => self.classes.push(r),
            T::Named(path) => path.iter().for_each(|seg| self.args(seg)),
            T::Pointer(e) | T::LValueRef(e) | T::RValueRef(e) | T::Array(e, _) => self.ty(e),
            _ => {}
        }
    }

    /// The names in segment `seg`'s template arguments, at any depth.
    fn args(&mut self, seg: &'a ast::Ident) {
        for a in seg.args.iter().flatten() {
            self.arg(a);
        }
    }

    fn arg(&mut self, a: &'a ast::TemplateArg) {
        match a {
            ast::TemplateArg::Type(te) => {
                if let ast::TypeExprKind::Named(path) = &te.kind {
                    if let Some(last) = path.last() {
                        self.template_args.push(last.name.clone());
                    }
                }
                self.ty(te);
            }
            ast::TemplateArg::Expr(e) => {
                if let ast::ExprKind::Name(path) = &e.kind {
                    if let Some(last) = path.last() {
                        self.template_args.push(last.name.clone());
                    }
                    path.iter().for_each(|seg| self.args(seg));
                }
            }
            ast::TemplateArg::Expansion(a) => self.arg(a),
        }
    }
}

/// The module id of the unit read from `real_path` whose first external
/// definition has symbol `tag_symbol` (see the module doc).
fn module_id(real_path: &Path, tag_symbol: &str) -> String {
    let path = real_path.to_string_lossy();
    let base = real_path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    let file: String = base
        .chars()
        .map(|c| if c.is_ascii_alphanumeric() { c } else { '_' })
        .collect();
    let tag = if tag_symbol.len() <= 8 {
        tag_symbol.to_string()
    } else {
        format!("{:08x}", crc32(tag_symbol.as_bytes()))
    };
    format!(
        "_{:08x}_{}_{file}_{tag}",
        crc32(path.as_bytes()),
        base.len()
    )
}

/// CRC-32 (IEEE 802.3, reflected, as zlib's `crc32`).
fn crc32(bytes: &[u8]) -> u32 {
    let mut crc = !0u32;
    for &b in bytes {
        crc ^= u32::from(b);
        for _ in 0..8 {
            let mask = (crc & 1).wrapping_neg();
            crc = (crc >> 1) ^ (0xEDB8_8320 & mask);
        }
    }
    !crc
}

/// `symbol` with every anonymous namespace named by `id`.
fn with_anonymous_namespace(symbol: &str, id: &str) -> String {
    let named = format!("_GLOBAL__N_{id}");
    symbol.replace(ANON_NAMESPACE, &format!("{}{named}", named.len()))
}

/// `symbol` with every stand-in for the `_INTERNAL` namespace of an
/// internal function named in a template argument named by `id`.
fn with_internal_namespace(symbol: &str, id: &str) -> String {
    let ns = format!("_INTERNAL{id}");
    symbol.replace(INTERNAL_STAND_IN, &format!("N{}{ns}", ns.len()))
}

/// A nested variable symbol `_ZN…E` inside namespace `_INTERNAL<id>`.
fn in_internal_namespace(symbol: &str, id: &str) -> Option<String> {
    let rest = symbol.strip_prefix("_ZN")?;
    let ns = format!("_INTERNAL{id}");
    Some(format!("_ZN{}{ns}{rest}", ns.len()))
}

/// `-rdc`'s name of an internal kernel or device variable.
fn nv_static(symbol: &str, id: &str) -> String {
    format!("__nv_static_{}_{id}_{symbol}", id.len())
}

impl Sema<'_> {
    /// Notes a definition with external linkage that may be the unit's
    /// first (the caller checks it is neither inline, constexpr, nor a
    /// template's): `exact` is whether `symbol` is surely nvcc's.
    /// Definitions in headers cudac ships or the toolkit's and the host's
    /// do not count: nvcc's own headers have none, and cudac's differ.
    pub(crate) fn note_external_definition(
        &mut self,
        symbol: &str,
        exact: bool,
        name: &str,
        span: Span,
    ) {
        let fixed = self.nvcc_names.fixed_without_definition.is_some();
        if fixed
            || self.nvcc_names.first_definition.is_some()
            || self.library_files.contains(&span.file)
        {
            return;
        }
        self.nvcc_names.first_definition = Some(FirstDefinition {
            symbol: symbol.to_string(),
            exact,
            name: name.to_string(),
            span,
        });
    }

    /// Notes that namespace-scope function `id` was declared `static`.
    pub(crate) fn note_static_function(&mut self, id: FuncId) {
        if self.program.functions[id].is_kernel() {
            self.nvcc_names.static_kernels.insert(id);
        }
        self.nvcc_names.static_functions.insert(id);
    }

    /// Whether function `f` has internal linkage as C++ defines it
    /// (declared `static`, or in an anonymous namespace), whatever its
    /// linkage in the module.
    pub(crate) fn has_internal_linkage(&self, f: FuncId) -> bool {
        self.nvcc_names.static_functions.contains(&f)
            || self.program.functions[f].symbol.contains(ANON_NAMESPACE)
    }

    /// Notes `static` function definition `f`, whose local classes may
    /// make nvcc fix the module id at this point (see the module doc).
    /// Read from the syntax, since a host function's body is checked only
    /// when needed, and erring on the side of "fixed": a class whose
    /// special members may be non-trivial counts even if nothing makes
    /// them, which costs an error where nvcc's names were knowable, never
    /// a wrong name.
    pub(crate) fn note_if_static_definition_fixes_id(&mut self, f: &ast::FunctionDef) {
        let names = &self.nvcc_names;
        if names.first_definition.is_some() || names.fixed_without_definition.is_some() {
            return;
        }
        let ast::Body::Stmt(body) = &f.body else {
            return;
        };
        let mut scan = LocalClassScan::default();
        scan.stmt(body);
        for class in &scan.classes {
            if self.local_class_fixes_id(class, &scan.template_args) {
                self.nvcc_names.fixed_without_definition = Some(class.span);
                return;
            }
        }
    }

    /// Whether nvcc makes or declares a constructor or destructor of
    /// local class `class` (or of a specialisation for it), given the
    /// names written as template arguments in the function's declarations.
    fn local_class_fixes_id(&mut self, class: &ast::RecordDef, template_args: &[String]) -> bool {
        let declares_special = class.members.iter().any(|(_, m)| {
            matches!(m, ast::Item::Function(f)
                if matches!(f.kind, ast::FnKind::Constructor | ast::FnKind::Destructor))
        });
        let named = class
            .name
            .as_ref()
            .is_some_and(|n| template_args.contains(&n.name));
        if declares_special || named {
            return true;
        }
        let fields = class.fields.iter().flatten().map(|f| &f.ty);
        let parts: Vec<ast::TypeExpr> = class
            .bases
            .iter()
            .map(|b| &b.ty)
            .chain(fields)
            .cloned()
            .collect();
        parts.iter().any(|te| !self.surely_trivial_part(te))
    }

    /// Whether a base or member written `te` surely has trivial default
    /// construction and destruction (unknown names do not).
    fn surely_trivial_part(&mut self, te: &ast::TypeExpr) -> bool {
        match &te.kind {
            ast::TypeExprKind::Builtin(_)
            | ast::TypeExprKind::Pointer(_)
            | ast::TypeExprKind::MemberPointer(..)
            | ast::TypeExprKind::LValueRef(_)
            | ast::TypeExprKind::RValueRef(_)
            | ast::TypeExprKind::Enum(_) => true,
            ast::TypeExprKind::Array(e, _) => self.surely_trivial_part(e),
            ast::TypeExprKind::Named(_) => {
                let Some(t) = self.quietly(|s| s.resolve_type(te)) else {
                    return false;
                };
                self.types.is_complete(t)
                    && self.trivially_default_constructible(t)
                    && self.trivially_destructible(t)
            }
            _ => false,
        }
    }

    fn nvcc_module_id(&self) -> Result<String, NoId> {
        if let Some(at) = self.nvcc_names.fixed_without_definition {
            return Err(NoId::FixedEarly(at));
        }
        let first = self
            .nvcc_names
            .first_definition
            .as_ref()
            .ok_or(NoId::NoDefinition)?;
        if !first.exact {
            return Err(NoId::Inexact {
                name: first.name.clone(),
                span: first.span,
            });
        }
        let path = self.opts.module_path.as_deref().ok_or(NoId::NoPath)?;
        Ok(module_id(path, &first.symbol))
    }

    /// Gives kernels and variables nvcc's names (see the module doc).
    pub(crate) fn apply_nvcc_names(&mut self) {
        let id = self.nvcc_module_id();
        let rdc = self.opts.relocatable;
        let mut unnamed: Vec<(Span, String)> = Vec::new();
        let ids: Vec<FuncId> = self.program.functions.keys().collect();
        for f in ids {
            let func = &self.program.functions[f];
            // A specialisation for an internal function or a type in an
            // anonymous namespace is internal itself.
            let anon = func.symbol.contains(ANON_NAMESPACE);
            let named_internal = func.symbol.contains(INTERNAL_STAND_IN);
            let internal = anon || named_internal || self.nvcc_names.static_kernels.contains(&f);
            let prefixed = rdc && func.is_kernel() && internal;
            if !anon && !named_internal && !prefixed {
                continue;
            }
            let Ok(id) = &id else {
                if func.is_kernel() && func.body.is_some() && func.pattern.is_none() {
                    unnamed.push((func.span, format!("kernel '{}'", func.name)));
                }
                continue;
            };
            let mut symbol = with_anonymous_namespace(&func.symbol, id);
            symbol = with_internal_namespace(&symbol, id);
            if prefixed {
                symbol = nv_static(&symbol, id);
            }
            self.program.functions[f].symbol = symbol;
        }
        let gids: Vec<_> = self.program.globals.keys().collect();
        for g in gids {
            let gl = &self.program.globals[g];
            let internal = gl.linkage == Linkage::Internal && gl.space != AddrSpace::Shared;
            let anon = gl.symbol.contains(ANON_NAMESPACE) || gl.symbol.contains(INTERNAL_STAND_IN);
            let wrapped = internal && gl.symbol.starts_with("_ZN");
            let prefixed = rdc && internal;
            let host_visible = gl.on_device() && !gl.artificial && !gl.external_decl;
            if !anon && !wrapped && !prefixed {
                continue;
            }
            let Ok(id) = &id else {
                // A header's internal variable (Thrust's `seq`, `_1`) is
                // no symbol host code copies to or from; nor is a constant
                // tag object, an empty class's (CuTe's `static const
                // __device__ Underscore _;`): it holds no value to copy.
                let users = !self.library_files.contains(&gl.span.file);
                let tag = gl.is_const && self.types.is_empty_record(gl.ty);
                if host_visible && users && !tag && gl.space != AddrSpace::Shared {
                    unnamed.push((gl.span, format!("variable '{}'", gl.name)));
                }
                continue;
            };
            let mut symbol = with_internal_namespace(&with_anonymous_namespace(&gl.symbol, id), id);
            if wrapped {
                symbol = in_internal_namespace(&symbol, id).unwrap_or(symbol);
            }
            if prefixed && host_visible {
                symbol = nv_static(&symbol, id);
            }
            self.program.globals[g].symbol = symbol;
        }
        if let Err(why) = id {
            for (span, what) in unnamed {
                self.report_unnamed(span, &what, &why);
            }
        }
    }

    fn report_unnamed(&mut self, span: Span, what: &str, why: &NoId) {
        let how = if self.opts.relocatable {
            "under -rdc=true, nvcc names what has internal linkage ('static', or an anonymous namespace)"
        } else {
            "nvcc names what is in an anonymous namespace, and 'static' functions in a kernel's template arguments,"
        };
        let (reason, note) = match why {
            NoId::NoDefinition => (
                "this file has none, so nvcc's name changes with every compilation",
                None,
            ),
            NoId::Inexact { name, span } => (
                "the first one here cannot be named exactly (its signature names a type cudac does not know)",
                Some((*span, format!("'{name}' is that definition"))),
            ),
            NoId::NoPath => ("the input has no file path to name it by", None),
            NoId::FixedEarly(at) => (
                "nvcc settles the names at the first constructor or destructor of a class local to a 'static' function, with no external definition before it here, so they change with every compilation",
                Some((*at, "nvcc settles the names here".to_string())),
            ),
        };
        let mut d = Diagnostic::error(
            span,
            format!(
                "cannot name {what} as nvcc does: {how} after the file's path and its first external definition, and {reason}"
            ),
        )
        .with_note(if matches!(why, NoId::FixedEarly(_)) {
            "give it external linkage, or define a function or an initialised variable with external linkage before that class"
        } else {
            "give it external linkage, or define a function or an initialised variable with external linkage in this file"
        });
        if let Some((at, text)) = note {
            d = d.with_secondary(at, text);
        }
        self.diags.push(d);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn crc32_is_zlibs() {
        assert_eq!(crc32(b""), 0);
        assert_eq!(crc32(b"123456789"), 0xcbf4_3926);
        // nvcc 13.0: `/tmp/nvs/a/k.cu` gave `_e76311f0_…`.
        assert_eq!(crc32(b"/tmp/nvs/a/k.cu"), 0xe763_11f0);
    }

    #[test]
    fn module_ids_as_nvcc_writes_them() {
        // Names nvcc 13.0 gave for `static __global__ void kern(int*)`
        // under -rdc=true.
        let short = module_id(Path::new("/tmp/nvs/p/x2.cu"), "dvi");
        assert_eq!(short, "_d7cbc278_5_x2_cu_dvi");
        assert_eq!(
            nv_static("_Z4kernPi", &short),
            "__nv_static_21__d7cbc278_5_x2_cu_dvi__Z4kernPi"
        );
        let long = module_id(Path::new("/tmp/nvs/a/k.cu"), "_Z6launchPi");
        assert_eq!(long, "_e76311f0_4_k_cu_4536d6f1");
        let odd = module_id(Path::new("/tmp/nvs/p/my-file.v2.cu"), "_Z1fv");
        assert_eq!(odd, "_cfb9cd4f_13_my_file_v2_cu__Z1fv");
    }

    #[test]
    fn anonymous_and_internal_namespaces() {
        let id = "_f5d6be1e_4_h_cu_7098c34a_22246";
        assert_eq!(
            with_anonymous_namespace("_ZN12_GLOBAL__N_14kernEPi", id),
            "_ZN42_GLOBAL__N__f5d6be1e_4_h_cu_7098c34a_222464kernEPi"
        );
        let id = "_68fb7c19_5_v2_cu_e3edcd8c";
        assert_eq!(
            in_internal_namespace("_ZN2ns3nsvE", id).as_deref(),
            Some("_ZN35_INTERNAL_68fb7c19_5_v2_cu_e3edcd8c2ns3nsvE")
        );
        assert_eq!(
            in_internal_namespace(&with_anonymous_namespace("_ZN12_GLOBAL__N_13anvE", id), id)
                .as_deref(),
            Some("_ZN35_INTERNAL_68fb7c19_5_v2_cu_e3edcd8c37_GLOBAL__N__68fb7c19_5_v2_cu_e3edcd8c3anvE")
        );
    }
}
