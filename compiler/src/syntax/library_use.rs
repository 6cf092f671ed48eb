//! The headers' declarations, parsed for what the file uses.
//!
//! cudac's own headers define a few hundred inline device functions
//! (atomics, shuffles, `make_float4`) of which a kernel file calls a
//! handful, and the host's headers (glibc, libstdc++, the toolkit's) hold
//! tens of thousands of lines of which device code reaches little: parsing
//! all of it was most of the time of compiling a file. So before parsing,
//! every declaration from those headers that nothing can name is blanked:
//! its bytes, except line breaks, become spaces, so every other byte keeps
//! its offset (and its span). This is the lazy half of reading headers:
//! what is blanked costs nothing after this scan.
//!
//! Input: the preprocessed text with its token map, the source map and the
//! header files. Output: the text with the unused declarations blanked, or
//! `None` when there is none.
//!
//! Invariants:
//! - Name lookup only finds a declaration by a name written somewhere, so
//!   a declaration is kept when its name is written in the user's code, in
//!   a kept declaration (transitively), or is one the language or cudac
//!   uses without it being written (`CALLED_IMPLICITLY`).
//! - Candidates are the namespace-scope declarations (inside namespaces
//!   and linkage blocks too, `decl_scan`) whose every token comes from a
//!   header, and not through a header's macro invoked by the user's code:
//!   function definitions and prototypes, class templates and classes
//!   (with their partial and explicit specialisations), typedefs and alias
//!   declarations, variables with an initializer, explicit instantiations.
//!   Each is named by what lookup finds it by: its own name, the first
//!   component of a qualified name (`A<T>::f` is kept with `A`), for an
//!   operator the classes its parameters name (without one, it is always
//!   kept: it may apply to anything).
//! - Never candidates: what is emitted without a caller (kernels, `used`,
//!   device variables, and device function definitions that are neither
//!   inline, static, constexpr nor templates; a device function's
//!   prototype emits nothing and is a candidate), unscoped enums (their enumerators
//!   are names too), declarations of several declarators, anything whose
//!   name cannot be read plainly.
//! - All declarations of one name are kept or blanked together, so
//!   overload resolution and specialisation see the same candidates.
//! - Directive lines inside a blanked declaration are blanked too, except
//!   the pragmas whose state carries on (`#pragma pack`).

use super::decl_scan::{Decl, Kind, Scan, TokKind, PAREN_KEYWORDS};
use crate::preprocess::PpOutput;
use crate::source::{FileId, SourceMap};
use rustc_hash::{FxHashMap as HashMap, FxHashSet as HashSet};
use std::ops::Range;

/// Names the language, or cudac's lowering, uses without their being
/// written: a range `for`'s `begin`/`end`, braced lists'
/// `initializer_list`, `typeid`'s `type_info`, the device heap of
/// `new`/`delete`, a launch in device code's `__cudac_launch_device`.
/// (A structured binding declaration adds `TUPLE_PROTOCOL`.)
const CALLED_IMPLICITLY: &[&str] = &[
    "begin",
    "end",
    "initializer_list",
    "type_info",
    "malloc",
    "free",
    "__cuda_syscall_aligned_malloc",
    "__cudac_launch_device",
    "__cudac_place_param",
];

/// What keeps a candidate.
enum Keep<'t> {
    Always,
    /// Kept when one of these names is; `ty` for a class or alias name
    /// (what an operator's parameters may name).
    Named {
        names: Vec<&'t str>,
        ty: bool,
    },
    /// An operator with these parameter tokens.
    Operator(Range<usize>),
}

/// `text` (the preprocessed text, or a rewrite of it that keeps every
/// offset) with the header declarations nothing names blanked.
pub(super) fn blank_unused(
    text: &str,
    pp: &PpOutput,
    sm: &SourceMap,
    library: &std::collections::HashSet<FileId>,
) -> Option<String> {
    if library.is_empty() {
        return None;
    }
    let scan = Scan::new(text)?;
    // Per file: a header's (0), the predefined macros' (1: `__INT_MAX__`
    // is no user's, but no header's call site either), or the user's (2).
    let mut owner = vec![2u8; sm.files().count()];
    for (id, f) in sm.files() {
        if library.contains(&id) {
            owner[id.0 as usize] = 0;
        } else if f.name == "<built-in>" || f.name == "<command line>" {
            owner[id.0 as usize] = 1;
        }
    }
    let owner_of = |f: FileId| owner.get(f.0 as usize).copied().unwrap_or(2);
    // Whether every call site of an expansion chain is in a header, per
    // expansion id (ids increase from call site to expansion, so one
    // pass in id order settles each from its call site's).
    let mut expansion_in_library = vec![true];
    while let Some(e) = sm.expansion(crate::source::ExpansionId(expansion_in_library.len() as u32))
    {
        let id = expansion_in_library.len();
        let outer = e.call_site.expansion.0 as usize;
        let in_library =
            owner_of(e.call_site.file) == 0 && (outer >= id || expansion_in_library[outer]);
        expansion_in_library.push(in_library);
    }
    let chain_in_library = |span: crate::source::Span| {
        expansion_in_library
            .get(span.expansion.0 as usize)
            .copied()
            .unwrap_or(true)
    };
    let from_library = |r: Range<usize>| -> bool {
        let first = pp.tokens.partition_point(|t| (t.end as usize) <= r.start);
        let mut tokens = pp.tokens[first..]
            .iter()
            .take_while(|t| (t.start as usize) < r.end)
            .peekable();
        tokens.peek().is_some()
            && tokens.all(|t| owner_of(t.span.file) < 2 && chain_in_library(t.span))
    };
    let mut needed: HashSet<&str> = CALLED_IMPLICITLY.iter().copied().collect();
    let mut candidates: Vec<(Range<usize>, Keep)> = Vec::new();
    let decls = scan.all();
    let reaching = kernel_reaching(&scan, &decls);
    for d in decls {
        if let Kind::Block { open, .. } = d.kind {
            words(&scan, d.toks.start..open, &mut needed);
            continue;
        }
        // The token test first: it ends at a user file's first token.
        let keep =
            if !from_library(scan.bytes(&d.toks)) || instantiates_kernel(&scan, &d, &reaching) {
                Keep::Always
            } else {
                naming(&scan, &d)
            };
        match keep {
            Keep::Always => words(&scan, d.toks.clone(), &mut needed),
            keep => candidates.push((d.toks, keep)),
        }
    }
    if candidates.is_empty() {
        return None;
    }
    let kept = keep_what_is_named(&scan, &candidates, needed);
    if kept.iter().all(|&k| k) {
        return None;
    }
    let mut out = text.as_bytes().to_vec();
    for ((toks, _), _) in candidates.iter().zip(&kept).filter(|(_, &k)| !k) {
        blank(&mut out, scan.bytes(toks));
    }
    // Only ASCII bytes were written over whole tokens.
    String::from_utf8(out).ok()
}

/// The names of the kernel templates among `decls`, and of the function
/// templates whose bodies name one (transitively, in at most a few passes:
/// a template names what is declared before it).
fn kernel_reaching<'t>(s: &Scan<'t>, decls: &[Decl]) -> HashSet<&'t str> {
    let mut templates: Vec<(Vec<&'t str>, Range<usize>)> = Vec::new();
    let mut reaching: HashSet<&'t str> = HashSet::default();
    for d in decls {
        let Kind::Function { open } = d.kind else {
            continue;
        };
        let (k, template) = s.skip_prefix(d.toks.start, open);
        if template != Some(false) {
            continue;
        }
        let Some(Keep::Named { names, .. }) = declarator(s, k, open) else {
            continue;
        };
        if (d.toks.start..open).any(|i| s.word(i) == Some("global")) {
            reaching.extend(names);
        } else {
            templates.push((names, open..d.toks.end));
        }
    }
    for _ in 0..4 {
        let before = reaching.len();
        templates.retain(|(names, body)| {
            let names_one = body
                .clone()
                .any(|i| s.word(i).is_some_and(|w| reaching.contains(w)));
            if names_one {
                reaching.extend(names.iter().copied());
            }
            !names_one
        });
        if reaching.len() == before {
            break;
        }
    }
    reaching
}

/// Whether `d` is a non-template function, or a class that is no template,
/// whose body names a kernel template or a function template that does
/// (`reaching`): nvcc instantiates what such a body names whether or not
/// anything calls it (CUB's `PtxVersionUncached` takes the address of
/// `EmptyKernel<void>`, and nvcc emits that kernel), so it is kept.
fn instantiates_kernel(s: &Scan, d: &Decl, reaching: &HashSet<&str>) -> bool {
    let (open, end) = match d.kind {
        _ if reaching.is_empty() => return false,
        Kind::Function { open } => (open, d.toks.end),
        Kind::Class { open, close } => (open, close),
        _ => return false,
    };
    s.skip_prefix(d.toks.start, open).1.is_none()
        && (open..end).any(|i| s.word(i).is_some_and(|w| reaching.contains(w)))
}

/// Which candidates are kept: what `needed` names, and what that names,
/// until nothing changes.
fn keep_what_is_named<'t>(
    scan: &Scan<'t>,
    candidates: &[(Range<usize>, Keep<'t>)],
    mut needed: HashSet<&'t str>,
) -> Vec<bool> {
    // An operator is named by the class and alias names among its
    // parameters' words.
    let types: HashSet<&str> = candidates
        .iter()
        .filter_map(|(_, k)| match k {
            Keep::Named { names, ty: true } => Some(names.iter().copied()),
            _ => None,
        })
        .flatten()
        .collect();
    let mut kept = vec![false; candidates.len()];
    let mut by_name: HashMap<&str, Vec<usize>> = HashMap::default();
    for (k, (toks, how)) in candidates.iter().enumerate() {
        let names: Vec<&str> = match how {
            Keep::Named { names, .. } => names.clone(),
            Keep::Operator(params) => {
                let mut ws = HashSet::default();
                words(scan, params.clone(), &mut ws);
                ws.into_iter().filter(|w| types.contains(w)).collect()
            }
            Keep::Always => Vec::new(),
        };
        if names.is_empty() {
            kept[k] = true;
            words(scan, toks.clone(), &mut needed);
        }
        for n in names {
            by_name.entry(n).or_default().push(k);
        }
    }
    let mut queue: Vec<&str> = needed.iter().copied().collect();
    let mut seen: HashSet<&str> = HashSet::default();
    while let Some(name) = queue.pop() {
        if !seen.insert(name) {
            continue;
        }
        for &k in by_name.get(name).map(Vec::as_slice).unwrap_or(&[]) {
            if kept[k] {
                continue;
            }
            kept[k] = true;
            let r = candidates[k].0.clone();
            queue.extend(r.filter_map(|i| scan.word(i)).filter(|n| !seen.contains(n)));
        }
    }
    kept
}

/// How declaration `d` (all from the headers) is kept.
fn naming<'t>(s: &Scan<'t>, d: &Decl) -> Keep<'t> {
    match own_naming(s, d) {
        // `typedef struct R *R_t;` declares `struct R` too.
        Keep::Named { mut names, ty } => {
            for n in elaborated_names(s, d.toks.clone()) {
                if !names.contains(&n) {
                    names.push(n);
                }
            }
            Keep::Named { names, ty }
        }
        keep => keep,
    }
}

/// The names of `class-key name` in tokens `r`, outside template
/// parameter lists: an elaborated type specifier declares its class in
/// the enclosing namespace (`typedef struct R *R_t;`,
/// `void f(struct S *);`), so what declares it is kept with it.
fn elaborated_names<'t>(s: &Scan<'t>, r: Range<usize>) -> Vec<&'t str> {
    let mut out = Vec::new();
    let mut i = r.start;
    while i < r.end {
        match s.word(i) {
            Some("template") if s.is(i + 1, b'<') => {
                i = s.skip_angles(i + 1, r.end).unwrap_or(i + 1);
                continue;
            }
            Some("class" | "struct" | "union" | "enum") => {
                if let Some(name) = s.word(i + 1) {
                    if !matches!(name, "class" | "struct") {
                        out.push(name);
                    }
                }
            }
            _ => {}
        }
        i += 1;
    }
    out
}

/// `naming`, before the elaborated type specifiers.
fn own_naming<'t>(s: &Scan<'t>, d: &Decl) -> Keep<'t> {
    let r = d.toks.clone();
    let head_end = match d.kind {
        Kind::Function { open } | Kind::Class { open, .. } => open,
        _ => r.end,
    };
    let (k, template) = s.skip_prefix(r.start, head_end);
    // One pass over the head's words for what decides it.
    let (mut emitted, mut device, mut inline) = (false, false, template.is_some());
    for w in (r.start..head_end).filter_map(|i| s.word(i)) {
        match w {
            // What is emitted without a caller stays.
            "global" | "used" | "__used__" => emitted = true,
            "device" | "constant" | "managed" | "shared" => device = true,
            "inline" | "__inline" | "__inline__" | "static" | "constexpr" | "always_inline" => {
                inline = true
            }
            _ => {}
        }
    }
    if emitted {
        return Keep::Always;
    }
    match d.kind {
        Kind::Class { open, close } => {
            let ends_here = close + 2 == r.end && s.is(close + 1, b';');
            let unscoped_enum =
                s.word(k) == Some("enum") && !matches!(s.word(k + 1), Some("class" | "struct"));
            match s.class_name(k, open) {
                Some(Some(name)) if ends_here && !unscoped_enum => named(s, name, true),
                _ => Keep::Always,
            }
        }
        Kind::Function { open } if !device || inline => match declarator(s, k, open) {
            Some(name) => name,
            None => Keep::Always,
        },
        Kind::Other if !device => other_naming(s, k, r.end),
        Kind::Other => device_prototype(s, k, r.end),
        _ => Keep::Always,
    }
}

/// How a device declaration ending with `;` whose head starts at `k` is
/// kept: a function's prototype (`__device__ int f(int x);`) emits
/// nothing, so it is named as a host one is; anything else (a variable,
/// `__device__ T v(1, 2);` included) is emitted and stays.
fn device_prototype<'t>(s: &Scan<'t>, k: usize, end: usize) -> Keep<'t> {
    let semi = end - 1;
    let Some((name, after)) = declarator_at(s, k, semi) else {
        return Keep::Always;
    };
    let (open, close) = (s.partner(after - 1), after - 1);
    let more = depth0(s, after, semi).any(|i| another_declarator(s, i));
    if more || !s.is(open, b'(') || !parameters_declared(s, open + 1, close) {
        return Keep::Always;
    }
    name
}

/// Whether tokens `from..to` read as parameter declarations rather than
/// a direct initialiser's arguments: empty, or each comma-separated part
/// a type keyword alone, or with at least two words, a `*`, `&` or `...`
/// outside brackets (an argument such as `5`, `n` or `f(x)` has none of
/// these; `a * b` is a declaration in C++ too when `a` is a type).
fn parameters_declared(s: &Scan, from: usize, to: usize) -> bool {
    if from >= to {
        return true;
    }
    let mut parts = vec![from];
    parts.extend(
        depth0(s, from, to)
            .filter(|&i| s.is(i, b','))
            .map(|i| i + 1),
    );
    parts.push(to + 1);
    parts.windows(2).all(|w| {
        let (a, b) = (w[0], w[1] - 1);
        let words = depth0(s, a, b).filter(|&i| s.word(i).is_some()).count();
        let marks = depth0(s, a, b)
            .any(|i| s.is(i, b'*') || s.is(i, b'&') || (s.is(i, b'.') && s.is(i + 1, b'.')));
        words >= 2 || marks || (b == a + 1 && s.word(a).is_some_and(is_keyword))
    })
}

/// How a declaration ending with `;` whose head starts at `k` is kept.
fn other_naming<'t>(s: &Scan<'t>, k: usize, end: usize) -> Keep<'t> {
    let semi = end - 1;
    match s.word(k) {
        Some("typedef") => {
            if depth0(s, k, semi).any(|i| s.is(i, b'{') || s.is(i, b'(')) {
                return Keep::Always;
            }
            match s.word(semi - 1) {
                Some(_) => named(s, semi - 1, true),
                None => Keep::Always,
            }
        }
        Some("using") if s.word(k + 1).is_some() && s.is(k + 2, b'=') => named(s, k + 1, true),
        // `using ::pow;`, `using std::swap;`: found by the last name.
        Some("using")
            if semi >= k + 3
                && s.scope_op(semi - 3)
                && s.word(semi - 1).is_some_and(|w| w != "operator")
                && s.word(k + 1) != Some("namespace") =>
        {
            named(s, semi - 1, false)
        }
        // An explicit instantiation: kept with its template.
        Some("extern") if s.word(k + 1) == Some("template") => instantiation(s, k + 2, semi),
        Some("template") => instantiation(s, k + 1, semi),
        Some("using" | "friend" | "static_assert" | "_Static_assert" | "namespace") => Keep::Always,
        _ => {
            // A class declared: `template <class T> struct X;`,
            // `template <> struct X<int>;` (not `struct tm *f();`).
            if matches!(s.word(k), Some("class" | "struct" | "union")) {
                if let Some(Some(name)) = s.class_name(k, semi) {
                    return named(s, name, true);
                }
            }
            if depth0(s, k, semi).any(|i| s.is(i, b'{')) {
                return Keep::Always;
            }
            // More declarators after the first (`int f(int), g(int);`):
            // from where the first one's name has been read on.
            let more_after = |from: usize| depth0(s, from, semi).any(|i| another_declarator(s, i));
            if let Some((name, params)) = declarator_at(s, k, semi) {
                return if more_after(params) {
                    Keep::Always
                } else {
                    name
                };
            }
            // A variable (template) with an initializer.
            let Some(eq) = depth0(s, k, semi).find(|&i| s.is(i, b'=')) else {
                return Keep::Always;
            };
            if more_after(eq) {
                return Keep::Always;
            }
            let mut n = eq.saturating_sub(1);
            if s.is(n, b'>') {
                match s.skip_angles_back(n, k) {
                    Some(open) if open > k => n = open - 1,
                    _ => return Keep::Always,
                }
            }
            match s.word(n) {
                Some(w) if n >= k && !is_keyword(w) && !qualified(s, n, k) => named(s, n, false),
                _ => Keep::Always,
            }
        }
    }
}

/// An explicit instantiation whose declaration starts at `k`.
fn instantiation<'t>(s: &Scan<'t>, k: usize, semi: usize) -> Keep<'t> {
    if matches!(s.word(k), Some("class" | "struct" | "union")) {
        let mut j = k + 1;
        while let Some(after) = s.skip_attribute(j, semi) {
            j = after;
        }
        return match s.word(j) {
            Some(_) => named(s, j, false),
            None => Keep::Always,
        };
    }
    declarator(s, k, semi).unwrap_or(Keep::Always)
}

/// Whether the token at `i` is a `,` that starts another declarator
/// (`int a = 1, *b;`), as a template argument list's `,` (`X<A, B>`)
/// cannot: `,` then `*`s or `&`s, a name and what may follow a
/// declarator's name.
fn another_declarator(s: &Scan, i: usize) -> bool {
    if !s.is(i, b',') {
        return false;
    }
    let mut j = i + 1;
    while s.is(j, b'*') || s.is(j, b'&') {
        j += 1;
    }
    s.word(j).is_some()
        && [b'=', b';', b',', b'[', b'(', b'{']
            .iter()
            .any(|&c| s.is(j + 1, c))
}

/// The tokens of `k..end` at bracket depth 0.
fn depth0<'s>(s: &'s Scan, k: usize, end: usize) -> impl Iterator<Item = usize> + 's {
    let mut i = k;
    std::iter::from_fn(move || {
        if i >= end {
            return None;
        }
        let at = i;
        i = if s.is(i, b'(') || s.is(i, b'[') || s.is(i, b'{') {
            s.partner(i) + 1
        } else {
            i + 1
        };
        Some(at)
    })
}

/// How a function declared by the head `k..end` is named: the name
/// before its parameter list's `(`, the first component of a qualified
/// name, or its parameters for an operator; `None` when the head is no
/// function's (`int x = f(1)`) or its name cannot be read plainly.
fn declarator<'t>(s: &Scan<'t>, k: usize, end: usize) -> Option<Keep<'t>> {
    declarator_at(s, k, end).map(|(keep, _)| keep)
}

/// `declarator`, with the index after its parameter list.
fn declarator_at<'t>(s: &Scan<'t>, k: usize, end: usize) -> Option<(Keep<'t>, usize)> {
    let mut operator = None;
    let mut i = k;
    while i < end {
        if s.word(i) == Some("operator") {
            operator = Some(i);
        } else if s.is(i, b'=') && operator.is_none() {
            return None;
        } else if s.is(i, b'[') || s.is(i, b'{') {
            i = s.partner(i);
        } else if s.is(i, b'(') {
            let prev = i.checked_sub(1).filter(|&p| p >= k)?;
            // Not a parameter list: an attribute's or `decltype`'s
            // operand, `operator()`'s name, a parenthesised expression in
            // template arguments (`enable_if<(N > 0), T>`), a functional
            // cast (`bool(N)`) or a declarator's grouping (`(*fp)`).
            let skip = match s.word(prev) {
                Some(w) => {
                    PAREN_KEYWORDS.contains(&w)
                        || w == "operator"
                        || (operator.is_none() && is_keyword(w))
                }
                None => operator.is_none() && !s.is(prev, b'>'),
            };
            if skip {
                i = s.partner(i) + 1;
                continue;
            }
            let after = s.partner(i) + 1;
            if let Some(op) = operator {
                if op >= k + 2 && s.scope_op(op - 2) {
                    return Some((first_component(s, op - 2, k)?, after));
                }
                return Some((Keep::Operator(i + 1..s.partner(i)), after));
            }
            let mut n = prev;
            if s.is(n, b'>') {
                n = s.skip_angles_back(n, k)?.checked_sub(1)?;
            }
            let w = s.word(n)?;
            if is_keyword(w) || n < k {
                return None;
            }
            if n > k && s.is(n - 1, b'~') {
                n -= 1;
            }
            if n >= k + 2 && s.scope_op(n - 2) {
                return Some((first_component(s, n - 2, k)?, after));
            }
            return Some((named(s, n, false), after));
        }
        i += 1;
    }
    None
}

/// Whether the name at `n` is qualified (`A::x`).
fn qualified(s: &Scan, n: usize, k: usize) -> bool {
    n >= k + 2 && s.scope_op(n - 2)
}

/// For a qualified name whose last `::` starts at `colon`: kept with its
/// first component (`A<T>::B::f` with `A`); `None` for `::f`.
fn first_component<'t>(s: &Scan<'t>, mut colon: usize, k: usize) -> Option<Keep<'t>> {
    loop {
        let mut n = colon.checked_sub(1).filter(|&n| n >= k)?;
        if s.is(n, b'>') {
            n = s.skip_angles_back(n, k)?.checked_sub(1)?;
        }
        s.word(n)?;
        if n >= k + 2 && s.scope_op(n - 2) {
            colon = n - 2;
        } else {
            return Some(named(s, n, false));
        }
    }
}

fn named<'t>(s: &Scan<'t>, name: usize, ty: bool) -> Keep<'t> {
    match s.word(name) {
        Some(w) => Keep::Named { names: vec![w], ty },
        None => Keep::Always,
    }
}

/// Words that come before a `(` or `=` without being a declaration's
/// name (`int (*fp)(int)`, `return (x)`).
fn is_keyword(word: &str) -> bool {
    matches!(
        word,
        "void"
            | "bool"
            | "char"
            | "short"
            | "int"
            | "long"
            | "float"
            | "double"
            | "signed"
            | "unsigned"
            | "auto"
            | "const"
            | "volatile"
            | "struct"
            | "class"
            | "union"
            | "enum"
            | "typename"
            | "return"
            | "operator"
            | "template"
            | "new"
            | "delete"
            | "case"
            | "default"
            | "extern"
            | "static"
            | "inline"
    )
}

/// Every word of tokens `r`, added to `out`.
fn words<'t>(s: &Scan<'t>, r: Range<usize>, out: &mut HashSet<&'t str>) {
    for i in r {
        match s.toks[i].kind {
            TokKind::Word => {
                let w = s.word(i).unwrap_or("");
                out.insert(w);
                // A GNU builtin is a call of the library function or CUDA
                // intrinsic it stands for (`sema::builtins`):
                // `__builtin_memcpy` of `memcpy`, `__builtin_popcount` of
                // `__popc`.
                if let Some(f) = w.strip_prefix("__builtin_") {
                    out.insert(f);
                    out.extend(builtin_intrinsics(f));
                }
            }
            TokKind::Punct(b'[') if declares_bindings(s, i) => {
                out.extend(TUPLE_PROTOCOL.iter().copied());
            }
            _ => {}
        }
    }
}

/// The CUDA integer intrinsics GNU builtin `__builtin_<f>` calls (the
/// names `sema::builtins` maps it to).
fn builtin_intrinsics(f: &str) -> &'static [&'static str] {
    match f.trim_end_matches('l') {
        "clz" => &["__clz", "__clzll"],
        "popcount" => &["__popc", "__popcll"],
        "ffs" => &["__ffs", "__ffsll"],
        "signbitf" | "signbit" => &["__signbitf", "__signbit"],
        "isnan" => &["__isnanf", "__isnan"],
        "isinf" => &["__isinff", "__isinf"],
        "isfinite" => &["__finitef", "__finite"],
        _ => &[],
    }
}

/// What a structured binding declaration names without writing it: a
/// tuple-like type decomposes through `tuple_size`, `tuple_element` and
/// `get` ([dcl.struct.bind]/4).
const TUPLE_PROTOCOL: &[&str] = &["tuple_size", "tuple_element", "get"];

/// Whether the `[` at token `i` opens a structured binding declaration's
/// names: `auto [`, `const auto& [`, `auto&& [`.
fn declares_bindings(s: &Scan, i: usize) -> bool {
    let mut j = i;
    while j > 0 {
        j -= 1;
        match s.toks[j].kind {
            TokKind::Punct(b'&') => {}
            TokKind::Word => return s.word(j) == Some("auto"),
            _ => return false,
        }
    }
    false
}

/// Bytes `r` of `out` as spaces, but for line breaks and the directive
/// lines whose state carries on.
fn blank(out: &mut [u8], r: Range<usize>) {
    let mut i = r.start;
    while i < r.end {
        let line_end = out[i..r.end]
            .iter()
            .position(|&c| c == b'\n')
            .map_or(r.end, |p| i + p);
        let line = &out[i..line_end];
        let directive = line.iter().find(|c| !c.is_ascii_whitespace()) == Some(&b'#');
        let carries = directive && {
            let l = String::from_utf8_lossy(line);
            l.contains("pragma pack") || l.contains("force_cuda_host_device")
        };
        if !carries {
            for c in &mut out[i..line_end] {
                *c = b' ';
            }
        }
        i = line_end + 1;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// How each declaration of `src` (all of it a header's) is kept:
    /// `*` always, `op` an operator, else the names that keep it.
    fn names(src: &str) -> Vec<String> {
        let s = Scan::new(src).expect("lexes");
        s.all()
            .into_iter()
            .filter(|d| !matches!(d.kind, Kind::Block { .. }))
            .map(|d| match naming(&s, &d) {
                Keep::Always => "*".to_string(),
                Keep::Named { names, .. } => names.join("|"),
                Keep::Operator(_) => "op".to_string(),
            })
            .collect()
    }

    #[test]
    fn names_each_declaration_by_what_finds_it() {
        let src = "static __attribute__((device)) inline int f(int x) { return x; }\n\
                   __attribute__((device)) int not_inline(int x) { return x; }\n\
                   __attribute__((global)) void kernel() { }\n\
                   int A::h(int) { return 0; }\n\
                   template <class T> void B<T>::C::g() { }\n\
                   S operator+(S a, S b) { return a; }\n\
                   bool X::operator==(const X &) const { return true; }\n\
                   template <typename T> inline T k(T (*p)(int)) { return p(0); }\n\
                   template <> inline int k<int>(int (*p)(int)) { return 0; }\n\
                   extern int proto(int) noexcept __attribute__((nothrow));\n\
                   namespace n { int q() { return 0; } }\n\
                   template <class T, class = decltype(f())> struct Traits : Base<T> { int m() { return 1; } };\n\
                   template <> struct Traits<char> { };\n\
                   struct S2 { } s2;\n\
                   enum E { e1 };\n\
                   enum class F : int { f1 };\n\
                   typedef Traits<int> traits_int;\n\
                   typedef void (*fp)(int);\n\
                   using alias = Traits<long>;\n\
                   template <class T> inline constexpr bool is_v = Traits<T, T>::value;\n\
                   int a = 1, b = 2;\n\
                   __attribute__((device)) int dv = 3;\n\
                   extern template class Traits<float>;\n\
                   template <class T> Traits(T) -> Traits<T>;\n\
                   using namespace n;\n\
                   static_assert(sizeof(int) == 4, \"int\");\n\
                   typedef struct R *R_t;\n\
                   void g(struct S3 *);\n";
        assert_eq!(
            names(src),
            [
                "f",
                "*",
                "*",
                "A",
                "B",
                "op",
                "X",
                "k",
                "k",
                "proto",
                "Traits",
                "Traits",
                "*",
                "*",
                "F",
                "traits_int",
                "*",
                "alias",
                "is_v",
                "*",
                "*",
                "Traits",
                "Traits",
                "*",
                "*",
                "R_t|R",
                "g|S3",
                "q"
            ]
        );
    }

    #[test]
    fn blanks_what_nothing_names_and_keeps_the_offsets() {
        let lib = "static inline int used_one(int x) { return helper(x); }\n\
                   static inline int helper(int x) { return x + 1; }\n\
                   static inline int unused(int x) { return x; }\n\
                   static inline float unused(float x) { return x; }\n\
                   __attribute__((global)) void kernel_in_header() {}\n\
                   S operator+(S a, S b) { return a; }\n";
        let user = "__attribute__((global)) void k(int *p) { *p = used_one(*p); }\n";
        let mut sm = SourceMap::new();
        let lf = sm.add_file("<cudac>/lib.h", lib);
        let uf = sm.add_file("u.cu", user);
        let text = format!("{lib}{user}");
        let mut pp = PpOutput::verbatim(lf, lib);
        pp.text = text.clone();
        pp.tokens.push(crate::preprocess::OutToken {
            start: lib.len() as u32,
            end: text.len() as u32,
            span: crate::source::Span::new(uf, 0, user.len() as u32),
        });
        let library: std::collections::HashSet<FileId> = [lf].into();
        let out = blank_unused(&text, &pp, &sm, &library).expect("something is blanked");
        assert_eq!(out.len(), text.len());
        assert_eq!(out.lines().count(), text.lines().count());
        assert!(out.contains("used_one") && out.contains("helper"));
        assert!(!out.contains("unused"), "{out}");
        assert!(out.contains("kernel_in_header") && out.contains("operator+"));
        assert!(out.ends_with(user));
        // Nothing from the headers in the user's code: nothing is kept
        // but what is always kept.
        let none = blank_unused(lib, &PpOutput::verbatim(lf, lib), &sm, &library).expect("blanked");
        assert!(!none.contains("helper") && none.contains("operator+"));
        // No headers: nothing to do.
        assert!(blank_unused(&text, &pp, &sm, &std::collections::HashSet::new()).is_none());
    }

    /// A definition that one of the headers' macros made where the user's
    /// code invoked it is the user's: kept though nothing names it.
    #[test]
    fn a_header_macro_expanded_in_user_code_makes_user_code() {
        let lib = "static inline int from_macro(int x) { return x; }\n";
        let mut sm = SourceMap::new();
        let lf = sm.add_file("<cudac>/lib.h", lib);
        let uf = sm.add_file("u.cu", "DEF()\n");
        let call = sm.add_expansion(crate::source::Expansion {
            macro_name: "DEF".into(),
            call_site: crate::source::Span::new(uf, 0, 3),
            def_site: None,
        });
        let mut pp = PpOutput::verbatim(lf, lib);
        pp.tokens[0].span.expansion = call;
        let library: std::collections::HashSet<FileId> = [lf].into();
        assert!(blank_unused(lib, &pp, &sm, &library).is_none());
        // Spelled in the header itself, it goes.
        let pp = PpOutput::verbatim(lf, lib);
        assert!(blank_unused(lib, &pp, &sm, &library).is_some());
        // A text no token maps is nobody's: kept.
        let mut pp = PpOutput::verbatim(lf, lib);
        pp.tokens.clear();
        assert!(blank_unused(lib, &pp, &sm, &library).is_none());
    }
}
