//! Syntax errors: tree-sitter ERROR and MISSING nodes → readable diagnostics.
//!
//! The walk is iterative (no recursion, whatever the nesting), skips the
//! bodies of host-only functions and the MISSING name tree-sitter invents
//! inside `kernel<<<…>>>(…)`, and reports at most one error per line.

use super::FieldExt;
use super::Lower;
use tree_sitter::Node;

/// Kinds whose ERROR children mean "an expression was expected here".
fn expression_context(kind: &str) -> bool {
    kind.ends_with("_expression")
        || matches!(
            kind,
            "argument_list"
                | "condition_clause"
                | "init_declarator"
                | "initializer_list"
                | "subscript_argument_list"
                | "return_statement"
                | "expression_statement"
        )
}

fn declaration_context(kind: &str) -> bool {
    matches!(
        kind,
        "translation_unit"
            | "declaration_list"
            | "declaration"
            | "function_definition"
            | "parameter_list"
            | "field_declaration_list"
            | "field_declaration"
            | "type_definition"
            | "linkage_specification"
    )
}

/// The first leaf of `n`, in document order, for which `want` holds.
fn first_leaf_where<'t>(n: Node<'t>, want: impl Fn(Node<'t>) -> bool) -> Option<Node<'t>> {
    let mut stack = vec![n];
    while let Some(c) = stack.pop() {
        if c.child_count() == 0 {
            if want(c) {
                return Some(c);
            }
            continue;
        }
        stack.extend(super::kids(c).into_iter().rev());
    }
    None
}

/// The first leaf (token) of a node, iteratively.
pub(crate) fn first_leaf(n: Node) -> Node {
    let mut cur = n;
    while let Some(c) = cur.child(0) {
        cur = c;
    }
    cur
}

/// A declaration `T f(params) { … }` (function declarator with a brace
/// initialiser): the initializer list, which is really a function body.
pub(crate) fn brace_body_of_declaration(n: Node) -> Option<Node> {
    let d = n.field("declarator")?;
    if d.kind() != "init_declarator" {
        return None;
    }
    let inner = d.field("declarator")?;
    let v = d.field("value")?;
    (inner.kind() == "function_declarator" && v.kind() == "initializer_list").then_some(v)
}

/// `{ { {} } return 2; }`: a block of nothing but empty blocks first in a
/// block, which tree-sitter-cpp reads as an ERROR holding a braced list
/// (elsewhere it reads the block; a function body of only empty blocks is
/// rewritten before parsing, `empty_blocks`). An empty block does nothing.
pub(crate) fn is_misread_empty_block(n: Node) -> bool {
    fn empty_list(v: Node) -> bool {
        v.kind() == "initializer_list"
            && super::named_kids(v)
                .iter()
                .all(|k| k.kind() == "comment" || empty_list(*k))
    }
    n.is_error() && n.parent().is_some_and(|p| p.kind() == "compound_statement") && {
        let inner = super::named_kids(n);
        !inner.is_empty() && inner.iter().all(|k| empty_list(*k))
    }
}

/// `k<<<g, b>>>()`: tree-sitter reads the empty argument list as a
/// parenthesised expression missing its identifier.
fn is_empty_launch_arguments(n: Node) -> bool {
    if !n.is_missing() {
        return false;
    }
    let Some(paren) = n
        .parent()
        .filter(|p| p.kind() == "parenthesized_expression")
    else {
        return false;
    };
    paren
        .parent()
        .and_then(super::lower_expr::kernel_launch_parts)
        .is_some_and(|(_, _, args)| args.id() == paren.id())
}

fn is_kernel_launch_missing(n: Node) -> bool {
    if is_empty_launch_arguments(n) {
        return true;
    }
    let Some(tf) = n.parent() else { return false };
    if tf.kind() != "template_function" {
        return false;
    }
    let Some(bin) = tf.parent() else { return false };
    let Some(outer) = bin.parent() else {
        return false;
    };
    super::lower_expr::kernel_launch_parts(outer).is_some()
}

pub(crate) fn report_syntax_errors(lw: &mut Lower, root: Node) {
    if !root.has_error() {
        return;
    }
    // The host's C and C++ libraries are read leniently (issue 45): what
    // tree-sitter cannot parse there is left out, and device code that
    // needs it finds it undeclared.
    let host_files: std::collections::HashSet<crate::source::FileId> = lw
        .pp
        .deps
        .iter()
        .filter(|d| d.host_library)
        .map(|d| d.file)
        .collect();
    let in_host_library = |n: Node| {
        !host_files.is_empty() && host_files.contains(&lw.pp.span_of(n.byte_range()).file)
    };
    // Files read from disk or embedded (the predefined macros' text is not).
    let read_files: std::collections::HashSet<crate::source::FileId> =
        lw.pp.deps.iter().map(|d| d.file).collect();
    let mut last_line: Option<(crate::source::FileId, usize)> = None;
    let mut pending: Vec<(usize, String)> = Vec::new(); // (byte offset, message)
                                                        // Explicit-stack DFS in document order; `suppressed` marks the inside of
                                                        // a host function body, where only swallowed device functions count.
    let mut stack: Vec<(Node, bool)> = vec![(root, false)];
    while let Some((n, mut suppressed)) = stack.pop() {
        if !n.has_error() && !n.is_missing() {
            continue;
        }
        let host_fn = n.kind() == "function_definition" && lw.is_host_function(n);
        if n.kind() == "function_definition" && !host_fn {
            suppressed = false;
        }
        if n.is_missing() {
            if !suppressed
                && !n.parent().is_some_and(is_deleted_function_value)
                && !in_member_pointer_pair(n)
                && !in_host_library(n)
                && !is_kernel_launch_missing(n)
                && !is_unnamed_bitfield(n)
                && !is_class_instantiation(n)
                && !is_braced_default_argument(n)
                && !is_anonymous_enum_with_base(n)
            {
                pending.push(missing_message(lw, n));
            }
            continue;
        }
        if is_misread_unnamed_bitfield(n)
            || is_misread_empty_block(n)
            || is_misread_member_pointer(n)
            || is_misread_member_pointer_arg(n)
            || in_member_pointer_pair(n)
            || is_misread_default_declarator(n)
            || is_misread_param_declarator(n)
            || n.parent().and_then(misread_operator_member) == Some(n)
            || is_misread_conversion_member(lw.src, n)
            || is_misread_method_quals(n)
            || is_decltype_comma(n)
            || is_misread_paren_comma(lw.src, n)
            || is_misread_ctor_declaration(lw.src, n)
        {
            // Read again by lowering, which reports it if that fails.
            continue;
        }
        if n.is_error() && !suppressed {
            // An ERROR that begins in a header and runs on, over several
            // lines, into the user's text (tree-sitter reaching back from a
            // stray '}' there) is the user's error: the first of their
            // tokens in it is the unexpected one. (A macro's expansion is
            // one line: an ERROR inside one stays the macro's.)
            let from_header =
                n.start_position().row != n.end_position().row && lw.in_library(first_leaf(n));
            let users = |l: Node| {
                let file = lw.pp.span_of(l.byte_range()).file;
                !l.is_missing()
                    && !l.byte_range().is_empty()
                    && read_files.contains(&file)
                    && !lw.in_library(l)
            };
            let user_tok = if from_header {
                first_leaf_where(n, users)
            } else {
                None
            };
            if !in_host_library(n) && user_tok.is_none() {
                pending.push(error_message(lw, n));
            } else if let Some(tok) = user_tok {
                let text = lw.src.get(tok.byte_range()).unwrap_or("").trim();
                pending.push((tok.start_byte(), format!("unexpected token '{text}'")));
            }
            continue;
        }
        if n.kind() == "declaration" && !suppressed {
            if let Some(list) = brace_body_of_declaration(n) {
                // `void f() { x = 1 }`: tree-sitter reads a function body with
                // a missing ';' as a brace initialiser. Report the ';' inside.
                if lw.is_host_function(n) {
                    continue;
                }
                let close = list.child(list.child_count().saturating_sub(1));
                let end = close.map(|c| c.start_byte()).unwrap_or(list.end_byte());
                let at = lw.src.get(..end).unwrap_or("").trim_end().len();
                pending.push((at, "expected ';' after expression".to_string()));
                continue;
            }
        }
        let body_id = if host_fn {
            n.field("body").map(|b| b.id())
        } else {
            None
        };
        let children = super::kids(n);
        for c in children.into_iter().rev() {
            let sup = suppressed || Some(c.id()) == body_id;
            stack.push((c, sup));
        }
    }
    for (at, msg) in pending {
        let span = lw.span_range(at..at);
        let line = {
            // Line number from the preprocessed text is enough for dedup.
            lw.src.get(..at).unwrap_or("").matches('\n').count()
        };
        if last_line == Some((span.file, line)) {
            continue;
        }
        last_line = Some((span.file, line));
        let full = lw.span_range(at..at);
        lw.error(full, msg);
    }
}

/// Whether the tree under `n` has a syntax error: an ERROR node, or a
/// MISSING one other than those valid C++ makes tree-sitter insert (the
/// name in `k<<<…>>>(…)`, an unnamed bit-field, `template struct S<T>;`).
pub(crate) fn has_syntax_error(src: &str, n: Node) -> bool {
    let mut stack = vec![n];
    while let Some(n) = stack.pop() {
        if !n.has_error() && !n.is_missing() {
            continue;
        }
        if is_misread_unnamed_bitfield(n)
            || is_misread_empty_block(n)
            || is_misread_member_pointer(n)
            || is_misread_method_quals(n)
            || is_decltype_comma(n)
            || is_misread_paren_comma(src, n)
        {
            continue;
        }
        if n.is_error() {
            return true;
        }
        if n.is_missing() {
            if !is_kernel_launch_missing(n)
                && !is_unnamed_bitfield(n)
                && !is_class_instantiation(n)
                && !is_braced_default_argument(n)
                && !is_anonymous_enum_with_base(n)
            {
                return true;
            }
            continue;
        }
        stack.extend(super::kids(n));
    }
    false
}

/// `(a = b, c)`, which tree-sitter cannot read in parentheses: valid
/// C++ when the same bytes read as a call's arguments have no error
/// (`reparse::paren_comma_tree`; lowering reads them so).
fn is_misread_paren_comma(src: &str, n: Node) -> bool {
    n.kind() == "parenthesized_expression"
        && n.has_error()
        && super::reparse::paren_comma_tree(src, n).is_some()
}

/// `int *p(&v);` in a block: a variable with constructor arguments whose
/// parentheses tree-sitter reads as a function's parameter list with an
/// ERROR; lowering reads them again as arguments (`reparse`).
fn is_misread_ctor_declaration(src: &str, n: Node) -> bool {
    n.kind() == "parameter_list"
        && n.has_error()
        && super::reparse::ctor_args_tree(src, n).is_some()
}

/// `decltype(a, b)`: tree-sitter reads no comma expression as the operand
/// and puts an ERROR among the decltype's children. Valid C++ (the
/// expression-SFINAE idiom `-> decltype(t.f(), void())`): lowering reads
/// the operand again (`Lower::decltype_operand`).
pub(crate) fn is_decltype_comma(n: Node) -> bool {
    n.is_error() && n.parent().is_some_and(|p| p.kind() == "decltype")
}

/// `enum : uint32_t { … }`: an unnamed enumeration with a fixed
/// underlying type, whose name tree-sitter takes for MISSING. Valid C++.
fn is_anonymous_enum_with_base(n: Node) -> bool {
    n.is_missing()
        && n.kind() == "type_identifier"
        && n.parent().is_some_and(|p| p.kind() == "enum_specifier")
        && n.next_sibling().is_some_and(|s| s.kind() == ":")
}

/// `D d = {}` as a default argument (CUB's `DecomposerT decomposer =
/// {}`): tree-sitter reads the `{}` as a compound literal whose type is
/// MISSING. Valid C++: lowering reads it as a braced list initialising the
/// parameter.
pub(crate) fn is_braced_default_argument(n: Node) -> bool {
    n.is_missing()
        && n.parent().is_some_and(|c| {
            c.kind() == "compound_literal_expression"
                && c.field("type") == Some(n)
                && c.parent().is_some_and(|p| {
                    p.kind() == "optional_parameter_declaration"
                        && p.field("default_value") == Some(c)
                })
        })
}

/// tree-sitter reads the unnamed bit-field `int : 3;` as a declarator
/// with a missing name; that is valid C++, not an error.
pub(crate) fn is_unnamed_bitfield(n: Node) -> bool {
    n.is_missing()
        && n.kind() == "field_identifier"
        && n.parent().is_some_and(|p| p.kind() == "field_declaration")
        && n.next_sibling()
            .is_some_and(|s| s.kind() == "bitfield_clause")
}

/// `long long : 0;`: after two or more size modifiers with no type name
/// tree-sitter takes the `:` for an error instead of an unnamed bit-field
/// (with the width inside the error, or after it as a declarator when it
/// is a name: `long long : BITS;`).
/// Valid C++ (and common in layout-fixing code); lowering reads the width
/// again (`Lower::misread_bitfield_width`), and reports it if that fails.
pub(crate) fn is_misread_unnamed_bitfield(n: Node) -> bool {
    n.is_error()
        && first_leaf(n).kind() == ":"
        && n.parent().is_some_and(|f| {
            f.kind() == "field_declaration"
                && f.field("type").is_some_and(|t| {
                    t.kind() == "sized_type_specifier"
                        && t.field("type").is_none()
                        && n.prev_sibling().is_some_and(|p| p.id() == t.id())
                })
        })
}

/// `typedef int (C::*F)();`, `typedef int C::*M;`: tree-sitter-cpp reads
/// the class of a pointer-to-member declarator as an ERROR (`C` `:` `:`)
/// before a `pointer_declarator`. Valid C++; the declarator's lowering
/// reads it as the class (`Lower::declarator`, `Lower::type_definition`).
pub(crate) fn is_misread_member_pointer(n: Node) -> bool {
    n.is_error()
        && n.parent()
            .is_some_and(|p| matches!(p.kind(), "parenthesized_declarator" | "type_definition"))
        && n.next_named_sibling()
            .is_some_and(|s| s.kind() == "pointer_declarator")
        && n.child_count() >= 3
        && super::kids(n).iter().all(|k| {
            matches!(
                k.kind(),
                ":" | "::" | "identifier" | "type_identifier" | "namespace_identifier"
            )
        })
        && super::kids(n)
            .last()
            .is_some_and(|k| matches!(k.kind(), ":" | "::"))
}

/// `H<T C::*>` (libstdc++'s `<type_traits>`): tree-sitter-cpp has no
/// abstract member-pointer declarator, so the argument is an ERROR of the
/// pointee's type, the class (`C ::`, possibly nested) and `*`;
/// `Lower::template_arg` reads it as the type.
pub(crate) fn is_misread_member_pointer_arg(n: Node) -> bool {
    let parts = super::kids(n);
    n.is_error()
        && n.parent()
            .is_some_and(|p| p.kind() == "template_argument_list")
        && parts.len() >= 4
        && matches!(
            parts[0].kind(),
            "identifier" | "type_identifier" | "primitive_type"
        )
        && star_at(&parts).is_some_and(|star| {
            // (A `,` after it when another argument follows.)
            parts[star + 1..]
                .iter()
                .all(|q| matches!(q.kind(), "type_qualifier" | "const" | "volatile" | ","))
                && star >= 3
                && parts[1..star].chunks(2).all(|pair| {
                    matches!(pair, [a, b] if a.kind() == "namespace_identifier" && b.kind() == "::")
                })
        })
}

/// `H<T C::*, U>`: tree-sitter-cpp reads an ERROR holding `T`, then a
/// qualified name `C::` whose name is a pointer declarator `* , U`. For
/// `err` and the qualified name `q` after it: the class path's
/// identifiers and the pointer declarator (whose `declarator` is the
/// next argument). `Lower::template_args` reads it.
pub(crate) fn misread_member_pointer_pair<'t>(
    err: Node<'t>,
    q: Node<'t>,
) -> Option<(Vec<Node<'t>>, Node<'t>)> {
    let inside = super::named_kids(err);
    let pointee_ok = err.is_error()
        && err
            .parent()
            .is_some_and(|p| p.kind() == "template_argument_list")
        && inside.len() == 1
        && matches!(
            inside[0].kind(),
            "identifier" | "type_identifier" | "primitive_type"
        );
    if !pointee_ok {
        return None;
    }
    let mut class = Vec::new();
    let mut cur = q;
    while cur.kind() == "qualified_identifier" {
        let scope = cur.field("scope")?;
        if scope.kind() != "namespace_identifier" {
            return None;
        }
        class.push(scope);
        cur = cur.field("name")?;
    }
    let star = cur;
    // The next argument is the declarator, or (a value) follows, the
    // declarator then missing.
    let shape = star.kind() == "pointer_type_declarator"
        && !class.is_empty()
        && super::named_kids(star)
            .iter()
            .all(|k| k.is_error() || Some(*k) == star.field("declarator"))
        && star.field("declarator").is_some_and(|d| {
            d.is_missing() || matches!(d.kind(), "type_identifier" | "primitive_type")
        });
    shape.then_some((class, star))
}

/// Whether ERROR (or MISSING) node `n` is part of a
/// `misread_member_pointer_pair`.
fn in_member_pointer_pair(n: Node) -> bool {
    if let Some(q) = n.next_named_sibling() {
        if misread_member_pointer_pair(n, q).is_some() {
            return true;
        }
    }
    // The `,` inside the pointer declarator.
    let Some(star) = n.parent().filter(|p| p.kind() == "pointer_type_declarator") else {
        return false;
    };
    let mut top = star;
    while let Some(p) = top.parent().filter(|p| p.kind() == "qualified_identifier") {
        top = p;
    }
    top.prev_named_sibling()
        .is_some_and(|e| misread_member_pointer_pair(e, top).is_some())
}

/// `template <class T> void f(const T&&) = delete;` (libstdc++'s
/// `std::ref`): tree-sitter-cpp reads a deleted function declaration
/// that is not a definition as a declarator initialised by a `delete`
/// expression missing its operand. `v` is that value.
pub(crate) fn is_deleted_function_value(v: Node) -> bool {
    v.kind() == "delete_expression"
        && super::kids(v).len() == 2
        && super::kids(v)[1].is_missing()
        && v.parent().is_some_and(|d| {
            d.kind() == "init_declarator" && d.field("declarator").is_some_and(declares_function)
        })
}

/// Whether declarator `d` declares a function (`f(…)`, `*f(…)`, `&f(…)`).
fn declares_function(d: Node) -> bool {
    match d.kind() {
        "function_declarator" => true,
        "pointer_declarator" | "reference_declarator" => super::named_kids(d)
            .last()
            .is_some_and(|inner| declares_function(*inner)),
        _ => false,
    }
}

/// `obj.operator->()` / `p->operator+(x)`: tree-sitter-cpp has no member
/// access to an operator function, and leaves the `.`/`->` and the
/// operator's name as an ERROR after the object, inside the call. The
/// ERROR of call `n`, when it is one (`Lower::call` reads it).
pub(crate) fn misread_operator_member(n: Node) -> Option<Node> {
    if n.kind() != "call_expression" {
        return None;
    }
    let func = n.field("function")?;
    let err = func.next_sibling().filter(|e| e.is_error())?;
    let parts = super::kids(err);
    // `obj.operator->()`, and `obj.B::operator=(b)` with the class path
    // (`namespace_identifier`s and `::`s) before the name.
    let shape = match parts.as_slice() {
        [dot, path @ .., op] => {
            matches!(dot.kind(), "." | "->")
                && op.kind() == "operator_name"
                && path.len() % 2 == 0
                && path.chunks(2).all(|p| {
                    matches!(p[0].kind(), "namespace_identifier" | "type_identifier")
                        && p[1].kind() == "::"
                })
        }
        _ => false,
    };
    (shape && err.next_sibling() == n.field("arguments")).then_some(err)
}

/// `obj.operator int()`: tree-sitter-cpp reads the keyword of a
/// conversion function called by name as an ERROR inside the member
/// access that is the callee (`Lower::call` reads the type after it).
pub(crate) fn is_misread_conversion_member(src: &str, n: Node) -> bool {
    n.is_error()
        && src.get(n.byte_range()) == Some("operator")
        && n.parent().is_some_and(|f| {
            f.kind() == "field_expression"
                && f.parent().is_some_and(|c| {
                    c.kind() == "call_expression" && c.field("function") == Some(f)
                })
        })
}

/// `template <class T, class P = T*>`: tree-sitter-cpp reads the default
/// type's pointer and reference declarators (`*`, `&`, `&&`, `const`) as
/// an ERROR after the parameter; `Lower::template_params` applies them.
pub(crate) fn is_misread_default_declarator(n: Node) -> bool {
    n.is_error()
        && n.parent()
            .is_some_and(|p| p.kind() == "template_parameter_list")
        && n.prev_named_sibling()
            .is_some_and(|p| p.kind() == "optional_type_parameter_declaration")
        && !super::kids(n).is_empty()
        && super::kids(n).iter().all(|k| {
            matches!(
                k.kind(),
                "*" | "&" | "&&" | "const" | "volatile" | "type_qualifier"
            )
        })
}

/// `void f(int* = 0)`: tree-sitter-cpp reads the declarator of an unnamed
/// parameter with a default (`*`, `&`, `&&`, `const`) as an ERROR in the
/// parameter; `Lower::params` applies it.
pub(crate) fn is_misread_param_declarator(n: Node) -> bool {
    n.is_error()
        && n.parent().is_some_and(|p| {
            p.kind() == "optional_parameter_declaration" && p.field("declarator").is_none()
        })
        && !super::kids(n).is_empty()
        && super::kids(n).iter().all(|k| {
            matches!(
                k.kind(),
                "*" | "&" | "&&" | "const" | "volatile" | "type_qualifier"
            )
        })
}

/// The position of the last `*` among `parts`.
fn star_at(parts: &[Node]) -> Option<usize> {
    parts.iter().rposition(|k| k.kind() == "*")
}

/// `typedef int (C::*F)(int) const;`: after such a declarator
/// tree-sitter-cpp leaves the member function's qualifiers as an ERROR
/// (`const`, `volatile`); `Lower::type_definition` reads them.
pub(crate) fn is_misread_method_quals(n: Node) -> bool {
    n.is_error()
        && n.parent().is_some_and(|p| p.kind() == "type_definition")
        && n.prev_named_sibling()
            .is_some_and(|d| d.kind() == "function_declarator")
        && super::kids(n).iter().all(|k| {
            matches!(
                k.kind(),
                "identifier" | "const" | "volatile" | "type_qualifier"
            )
        })
}

/// `template struct Vec<float>;` declares no name; tree-sitter-cpp still
/// wants a declarator and inserts a missing one.
pub(crate) fn is_class_instantiation(n: Node) -> bool {
    n.is_missing()
        && n.kind() == "identifier"
        && n.parent()
            .is_some_and(|p| p.kind() == "template_instantiation")
}

fn missing_message(lw: &Lower, n: Node) -> (usize, String) {
    let kind = n.kind();
    // Place it at the end of the preceding token, like clang.
    let before = lw.src.get(..n.start_byte()).unwrap_or("");
    let at = before.trim_end().len();
    let parent = n.parent().map(|p| p.kind()).unwrap_or("");
    let msg = match kind {
        ";" => match parent {
            "expression_statement" => "expected ';' after expression".to_string(),
            "declaration" | "field_declaration" | "type_definition" | "alias_declaration" => {
                "expected ';' after declaration".to_string()
            }
            "return_statement" => "expected ';' after return statement".to_string(),
            "break_statement" => "expected ';' after break statement".to_string(),
            "continue_statement" => "expected ';' after continue statement".to_string(),
            "do_statement" => "expected ';' after do/while statement".to_string(),
            _ => "expected ';'".to_string(),
        },
        "identifier"
        | "type_identifier"
        | "field_identifier"
        | "namespace_identifier"
        | "statement_identifier" => "expected identifier".to_string(),
        k if !n.is_named() => format!("expected '{k}'"),
        k if k.ends_with("_expression") || k == "number_literal" => {
            "expected expression".to_string()
        }
        k => format!("expected {}", k.replace('_', " ")),
    };
    (at, msg)
}

/// The last leaf (token) of a node, iteratively.
fn last_leaf(n: Node) -> Node {
    let mut cur = n;
    while cur.child_count() > 0 {
        match cur.child(cur.child_count() - 1) {
            Some(c) => cur = c,
            None => break,
        }
    }
    cur
}

/// The first ERROR or MISSING node strictly inside `n`, in document order.
fn first_inner_error(n: Node) -> Option<Node> {
    let mut stack: Vec<Node> = super::kids(n).into_iter().rev().collect();
    while let Some(c) = stack.pop() {
        if c.is_error() || c.is_missing() {
            return Some(c);
        }
        if c.has_error() {
            stack.extend(super::kids(c).into_iter().rev());
        }
    }
    None
}

fn error_message(lw: &Lower, n: Node) -> (usize, String) {
    // A large ERROR (a whole function the parser gave up on) is better
    // described by the first smaller error inside it.
    if n.start_position().row != n.end_position().row {
        if let Some(inner) = first_inner_error(n) {
            return if inner.is_missing() {
                missing_message(lw, inner)
            } else {
                error_message(lw, inner)
            };
        }
    }
    let parent = n.parent().map(|p| p.kind()).unwrap_or("");
    let tok = first_leaf(n);
    let tok_text = lw.src.get(tok.byte_range()).unwrap_or("").trim();
    let at = n.start_byte();
    // `x = a + 1` NEWLINE `y = 2;`: tree-sitter makes an ERROR of the
    // expression end; a line break right after it means a forgotten ';'.
    let last = last_leaf(n);
    let ends_expr = matches!(
        last.kind(),
        "identifier"
            | "field_identifier"
            | "number_literal"
            | "\""
            | "'"
            | ")"
            | "]"
            | "true"
            | "false"
            | "this"
            | "nullptr"
            | "++"
            | "--"
    );
    let after = lw.src.get(n.end_byte()..).unwrap_or("");
    let gap = &after[..after.len() - after.trim_start().len()];
    if ends_expr && gap.contains('\n') && parent != "translation_unit" {
        return (n.end_byte(), "expected ';' after expression".to_string());
    }
    let single_token = n.child_count() <= 1;
    // `x = x + ;`: an operator with nothing after it.
    let ends_operator = !last.is_named()
        && !matches!(last.kind(), ")" | "]" | "}" | ";" | "," | "++" | "--")
        && last.kind().chars().all(|c| "+-*/%<>=!&|^~?:.".contains(c));
    if ends_operator && expression_context(parent) {
        let next = n.end_byte() + gap.len();
        return (next, "expected expression".to_string());
    }
    let word_token = matches!(
        tok.kind(),
        "identifier" | "number_literal" | "field_identifier" | "type_identifier"
    );
    if expression_context(parent) && !word_token {
        if single_token && !tok_text.is_empty() {
            return (at, format!("expected expression before '{tok_text}'"));
        }
        return (at, "expected expression".to_string());
    }
    if single_token && !tok_text.is_empty() {
        return (at, format!("unexpected token '{tok_text}'"));
    }
    if declaration_context(parent) {
        return (at, "syntax error in declaration".to_string());
    }
    if tok_text.is_empty() {
        (at, "syntax error".to_string())
    } else {
        (at, format!("unexpected token '{tok_text}'"))
    }
}
