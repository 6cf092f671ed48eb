//! Comparisons tree-sitter reads as template-ids.
//!
//! `iter < n >> 3` and `(s < N && x >= y)` read as `iter<n> > 3` and `s<N
//! && x> = y` to tree-sitter, which takes every `name <` that can open a
//! template argument list as one. C++ does so only when lookup finds a
//! template ([temp.names]p3); the unit's declarations (`Declared`) stand
//! in for that lookup: a name declared only as a variable, and as no
//! function or variable template, opens no argument list.
//!
//! Input: the top expression `n` (its parent is no expression) holding
//! such a `template_function`. Output: `n` parsed again with each such
//! name overwritten by as many `0`s (a literal cannot open an argument
//! list, so the `<` is a comparison), lowered, each literal read back as
//! the name it stands for (`Lower::renamed_literals`). Invariant: offsets
//! never move; a name declared both ways, or not at all, keeps
//! tree-sitter's reading (sema then says the name is no template).

use super::reparse::padded_parse;
use super::{named_kids, FieldExt, Lower};
use crate::ast::Expr;
use tree_sitter::Node;

/// Expression kinds a misread comparison can stretch over.
const EXPRESSION: &[&str] = &[
    "binary_expression",
    "assignment_expression",
    "parenthesized_expression",
    "unary_expression",
    "conditional_expression",
    "comma_expression",
    "template_function",
    // `f(o < n, s, Int<1>{})` (CuTe's `compact_order`): read as one
    // argument, a compound literal of type `o<n, s, Int<1>`.
    "call_expression",
    "argument_list",
    "compound_literal_expression",
];

impl Lower<'_> {
    /// `n` read again if a `name <` in it is a comparison (see the module
    /// doc); `None` when nothing in it is misread.
    pub(crate) fn misread_value_templates(&mut self, n: Node) -> Option<Expr> {
        if !EXPRESSION.contains(&n.kind())
            || n.parent().is_some_and(|p| EXPRESSION.contains(&p.kind()))
        {
            return None;
        }
        let mut names = Vec::new();
        value_template_names(n, &mut names);
        if names.is_empty() || self.in_library(n) {
            return None;
        }
        self.ensure_declared();
        let declared = self.declared()?;
        let misread: Vec<Node> = names
            .into_iter()
            .filter(|m| {
                let name = self.text(*m);
                declared.only_value(name) && !declared.is_template(name)
            })
            .collect();
        if misread.is_empty() {
            return None;
        }
        let (start, end) = (n.start_byte(), n.end_byte());
        let zeros: Vec<Vec<u8>> = misread
            .iter()
            .map(|m| vec![b'0'; m.byte_range().len()])
            .collect();
        let mut edits: Vec<(usize, &[u8])> = vec![(start.checked_sub(7)?, b"int a= ")];
        edits.extend(
            misread
                .iter()
                .zip(&zeros)
                .map(|(m, z)| (m.start_byte(), z.as_slice())),
        );
        let tree = padded_parse(self.src, start..end, &edits, b";")?;
        let top = spanning(tree.root_node(), start, end)?;
        for m in &misread {
            let ident = self.ident(*m);
            self.renamed_literals.insert(m.start_byte(), ident);
        }
        Some(self.expr(top))
    }
}

/// The name nodes of the `template_function`s in expression `n` whose
/// name is a plain identifier, and of the template types of its compound
/// literals (`o<n, s, Int<1>{}`), not looking into lambdas or statements.
fn value_template_names<'t>(n: Node<'t>, out: &mut Vec<Node<'t>>) {
    if n.kind() == "template_function" {
        if let Some(name) = n.field("name").filter(|m| m.kind() == "identifier") {
            out.push(name);
        }
    }
    if n.kind() == "compound_literal_expression" {
        let ty = n.field("type").filter(|t| t.kind() == "template_type");
        if let Some(name) = ty
            .and_then(|t| t.field("name"))
            .filter(|m| m.kind() == "type_identifier")
        {
            out.push(name);
        }
    }
    for k in named_kids(n) {
        if !matches!(k.kind(), "lambda_expression" | "compound_statement") {
            value_template_names(k, out);
        }
    }
}

/// The outermost named node of `root` covering exactly `start..end`.
fn spanning(root: Node<'_>, start: usize, end: usize) -> Option<Node<'_>> {
    let mut n = root.descendant_for_byte_range(start, end)?;
    while let Some(p) = n
        .parent()
        .filter(|p| p.start_byte() == start && p.end_byte() == end)
    {
        n = p;
    }
    (n.start_byte() == start && n.end_byte() == end && n.is_named()).then_some(n)
}
