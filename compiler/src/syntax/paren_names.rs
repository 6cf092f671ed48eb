//! Parenthesised names: casts or not.
//!
//! C++ cannot be parsed without knowing which names are types, and
//! tree-sitter does not know; it guesses, both ways. `(a) + b`, `(a) * b`,
//! `(t) && u`, `(f)(x)` with `a`, `t`, `f` values are read as casts of
//! `+b`, `*b`, `&&u`, `(x)`, which also binds the rest of the expression
//! wrongly (`(a) + (b) * c` becomes `((a)+(b)) * c`); these shapes are
//! everywhere macro arguments are parenthesised (`#define IDX(i, j, n)
//! ((i) * (n) + (j))`). And `(T)-x`, `(T)*p` with `T` a type are read as
//! a subtraction or multiplication whose left operand is `(T)`.
//!
//! The declarations of the whole translation unit (headers included)
//! stand in for sema's scopes (`Declared`): a name declared both as a type
//! and as a value, or not at all, is left as tree-sitter read it (sema then
//! reports a wrong guess; nothing is silently misread).
//! - Casts to values: `misread_casts` gives the parentheses to blank
//!   (replace by spaces, so offsets never move) before parsing again; in an
//!   expression, parentheses around a lone name mean nothing, so tree-sitter
//!   then finds the only reading left.
//! - Binary expressions on a type: the lowering rebuilds them
//!   (`lower_expr`'s `type_cast_misread`), since the text cannot be made
//!   unambiguous in place without moving offsets.

use super::kids;
use std::collections::HashSet;
use tree_sitter::Node;

/// The names a translation unit declares, by kind.
pub(crate) struct Declared {
    types: HashSet<String>,
    values: HashSet<String>,
}

impl Declared {
    /// Every name declared in the tree rooted at `root`.
    pub(crate) fn collect(text: &str, root: Node) -> Declared {
        let mut d = Declared {
            types: HashSet::new(),
            values: HashSet::new(),
        };
        let name = |n: Node| text.get(n.byte_range()).unwrap_or("").to_string();
        let mut stack = vec![root];
        while let Some(n) = stack.pop() {
            match n.kind() {
                "class_specifier" | "struct_specifier" | "union_specifier" | "enum_specifier" => {
                    if let Some(t) = n.child_by_field_name("name") {
                        d.types.insert(last_name(text, t).to_string());
                    }
                }
                "type_definition" => {
                    let mut c = n.walk();
                    for decl in n.children_by_field_name("declarator", &mut c) {
                        if let Some(t) = innermost(decl) {
                            d.types.insert(name(t));
                        }
                    }
                }
                "alias_declaration" => {
                    if let Some(t) = n.child_by_field_name("name") {
                        d.types.insert(name(t));
                    }
                }
                "type_parameter_declaration"
                | "variadic_type_parameter_declaration"
                | "optional_type_parameter_declaration"
                | "template_template_parameter_declaration" => {
                    for k in kids(n) {
                        if k.kind() == "type_identifier" {
                            d.types.insert(name(k));
                        }
                    }
                }
                // `using ns::X;` may bring a type: never rewrite X.
                "using_declaration" => {
                    if let Some(k) = kids(n).into_iter().rev().find(|k| k.is_named()) {
                        d.types.insert(last_name(text, k).to_string());
                    }
                }
                "enumerator" => {
                    if let Some(v) = n.child_by_field_name("name") {
                        d.values.insert(name(v));
                    }
                }
                _ => {}
            }
            // Variables, parameters, members and functions: a declarator
            // that is a plain identifier.
            if n.kind() != "type_definition" {
                let mut c = n.walk();
                for decl in n.children_by_field_name("declarator", &mut c) {
                    if matches!(decl.kind(), "identifier" | "field_identifier") {
                        d.values.insert(name(decl));
                    }
                }
            }
            stack.extend(kids(n));
        }
        d
    }

    fn only_value(&self, name: &str) -> bool {
        self.values.contains(name) && !self.types.contains(name)
    }

    pub(crate) fn only_type(&self, name: &str) -> bool {
        self.types.contains(name) && !self.values.contains(name)
    }
}

/// The last identifier of a possibly qualified or templated name.
fn last_name<'t>(text: &'t str, n: Node) -> &'t str {
    let mut n = n;
    loop {
        match n.kind() {
            "qualified_identifier" => match n.child_by_field_name("name") {
                Some(x) => n = x,
                None => break,
            },
            "template_type" | "template_function" => match n.child_by_field_name("name") {
                Some(x) => n = x,
                None => break,
            },
            _ => break,
        }
    }
    text.get(n.byte_range()).unwrap_or("")
}

/// The name a (pointer, array, function…) declarator declares.
fn innermost(mut n: Node) -> Option<Node> {
    for _ in 0..256 {
        if matches!(n.kind(), "type_identifier" | "identifier") {
            return Some(n);
        }
        n = n
            .child_by_field_name("declarator")
            .or_else(|| kids(n).into_iter().find(|k| k.is_named()))?;
    }
    None
}

/// Does the tree have a cast to a lone name, or a parenthesised lone name,
/// at all? Files without either need nothing else computed.
pub(crate) fn has_ambiguous_parens(root: Node) -> bool {
    let mut stack = vec![root];
    while let Some(n) = stack.pop() {
        if n.kind() == "cast_expression" && lone_type_name(n).is_some() {
            return true;
        }
        if n.kind() == "parenthesized_expression"
            && n.named_child_count() == 1
            && n.named_child(0).is_some_and(|c| c.kind() == "identifier")
        {
            return true;
        }
        stack.extend(kids(n));
    }
    false
}

/// The lone `type_identifier` a cast converts to (`(a) …`), if that is
/// all its type is.
fn lone_type_name(cast: Node) -> Option<Node> {
    let ty = cast.child_by_field_name("type")?;
    let named: Vec<Node> = kids(ty).into_iter().filter(|k| k.is_named()).collect();
    match named.as_slice() {
        [t] if t.kind() == "type_identifier" => Some(*t),
        _ => None,
    }
}

/// The positions of the parentheses of every cast to a name declared only
/// as a value.
pub(crate) fn misread_casts<'n>(text: &str, root: Node<'n>, declared: &Declared) -> Vec<Node<'n>> {
    let mut out = Vec::new();
    let mut stack = vec![root];
    while let Some(n) = stack.pop() {
        if n.kind() == "cast_expression" {
            if let Some(t) = lone_type_name(n) {
                let open = n.child(0).filter(|c| c.kind() == "(");
                let close = kids(n).into_iter().find(|c| c.kind() == ")");
                let name = text.get(t.byte_range()).unwrap_or("");
                if let (Some(o), Some(c)) = (open, close) {
                    if declared.only_value(name) {
                        out.push(o);
                        out.push(c);
                    }
                }
            }
        }
        stack.extend(kids(n));
    }
    out
}
