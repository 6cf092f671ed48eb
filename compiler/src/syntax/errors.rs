//! Syntax errors: tree-sitter ERROR and MISSING nodes → readable diagnostics.
//!
//! The walk is iterative (no recursion, whatever the nesting), skips the
//! bodies of host-only functions and the MISSING name tree-sitter invents
//! inside `kernel<<<…>>>(…)`, and reports at most one error per line.

use super::lower_decl::is_host_function;
use super::Lower;
use tree_sitter::Node;

impl Lower<'_> {}

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

/// The first leaf (token) of a node, iteratively.
fn first_leaf(n: Node) -> Node {
    let mut cur = n;
    while let Some(c) = cur.child(0) {
        cur = c;
    }
    cur
}

fn is_kernel_launch_missing(n: Node) -> bool {
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
    let mut last_line: Option<(crate::source::FileId, usize)> = None;
    let mut cursor = root.walk();
    let mut pending: Vec<(usize, String)> = Vec::new(); // (byte offset, message)
    'walk: loop {
        let n = cursor.node();
        let mut descend = n.has_error() || n.is_missing();
        if n.kind() == "function_definition" && is_host_function(lw.src, n) {
            // Report errors in the signature, never in the body.
            descend = n.has_error();
        }
        if n.is_missing() {
            if !is_kernel_launch_missing(n) {
                let (at, msg) = missing_message(lw, n);
                pending.push((at, msg));
            }
            descend = false;
        } else if n.is_error() {
            pending.push((n.start_byte(), error_message(lw, n)));
            descend = false;
        }
        let skip_body = n.kind() == "compound_statement"
            && n.parent().is_some_and(|p| {
                p.kind() == "function_definition"
                    && p.child_by_field_name("body").map(|b| b.id()) == Some(n.id())
                    && is_host_function(lw.src, p)
            });
        if descend && !skip_body && cursor.goto_first_child() {
            continue;
        }
        loop {
            if cursor.goto_next_sibling() {
                continue 'walk;
            }
            if !cursor.goto_parent() {
                break 'walk;
            }
        }
    }
    for (at, msg) in pending {
        let span = lw.span_range(at..at);
        let line = {
            // Line number from the preprocessed text is enough for dedup.
            lw.src[..at.min(lw.src.len())].matches('\n').count()
        };
        if last_line == Some((span.file, line)) {
            continue;
        }
        last_line = Some((span.file, line));
        let full = lw.span_range(at..at);
        lw.error(full, msg);
    }
}

fn missing_message(lw: &Lower, n: Node) -> (usize, String) {
    let kind = n.kind();
    // Place it at the end of the preceding token, like clang.
    let before = &lw.src[..n.start_byte().min(lw.src.len())];
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

fn error_message(lw: &Lower, n: Node) -> String {
    let parent = n.parent().map(|p| p.kind()).unwrap_or("");
    let tok = first_leaf(n);
    let tok_text = lw.src.get(tok.byte_range()).unwrap_or("").trim();
    let single_token = n.child_count() <= 1 || n.named_child_count() == 0 && n.child_count() == 1;
    if expression_context(parent) {
        if single_token && !tok_text.is_empty() {
            return format!("expected expression before '{tok_text}'");
        }
        return "expected expression".to_string();
    }
    if single_token && !tok_text.is_empty() {
        return format!("unexpected token '{tok_text}'");
    }
    if declaration_context(parent) {
        return "syntax error in declaration".to_string();
    }
    if tok_text.is_empty() {
        "syntax error".to_string()
    } else {
        format!("unexpected token '{tok_text}'")
    }
}
