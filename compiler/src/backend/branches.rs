//! Conditional branches over an unconditional one, folded in LLVM's PTX.
//!
//! Input: PTX text as LLVM 19's NVPTX backend writes it. Output: the same
//! PTX where every
//!
//! ```text
//!     @%p1 bra  $L__BB0_2;
//!     bra.uni   $L__BB0_4;
//! $L__BB0_2:
//! ```
//!
//! (a conditional branch to the very next block, then a jump elsewhere)
//! is one branch on the opposite condition, `@!%p1 bra $L__BB0_4;`,
//! falling through to `$L__BB0_2` as before.
//!
//! Why: NVPTX cannot reverse a branch's condition during block placement,
//! so a loop whose likely successor is the fall-through keeps both
//! branches (every `while (a && b)` loop: the body after its header).
//! ptxas reads that shape worse: HeCBench's wyllie kernel takes 12
//! registers against nvcc's 9, and 9 with the branches folded, nvcc's
//! shape exactly.
//!
//! Invariants: only the three-line shape above with LLVM's own block
//! labels (`$L__BB…`) changes, so inline assembly is never touched; the
//! label stays (other branches may target it); a branch's target and
//! condition are the same after as before, so the program is: taken
//! when the predicate is false, it goes where the jump went, otherwise
//! on to the next block. `.uni` (a hint that every thread agrees) is
//! dropped with the jump, as the branch that remains is conditional.

/// `ptx` with the branch-over-jump shapes folded (see the module doc).
pub fn fold_branches_over_jumps(ptx: String) -> String {
    if !ptx.contains("\tbra.uni \t$L__BB") {
        return ptx;
    }
    let lines: Vec<&str> = ptx.split_inclusive('\n').collect();
    let mut out = String::with_capacity(ptx.len());
    let mut i = 0;
    while i < lines.len() {
        if let Some(folded) = lines.get(i..i + 3).and_then(fold) {
            out.push_str(&folded);
            i += 3;
            continue;
        }
        out.push_str(lines[i]);
        i += 1;
    }
    out
}

/// The folded form of three lines, when they are the shape.
fn fold(three: &[&str]) -> Option<String> {
    let (cond, jump, label) = (three[0], three[1], three[2]);
    let rest = cond.strip_prefix("\t@")?;
    let (pred, target) = rest.split_once(" bra \t")?;
    let target = target.strip_suffix(";\n")?;
    let other = jump.strip_prefix("\tbra.uni \t")?.strip_suffix(";\n")?;
    if !is_block_label(target) || !is_block_label(other) {
        return None;
    }
    if label.strip_suffix(":\n")? != target {
        return None;
    }
    let flipped = match pred.strip_prefix('!') {
        Some(p) => p.to_string(),
        None => format!("!{pred}"),
    };
    if !flipped.trim_start_matches('!').starts_with("%p") {
        return None;
    }
    Some(format!("\t@{flipped} bra \t{other};\n{label}"))
}

/// Whether `s` is one of the block labels LLVM writes (`$L__BB3_17`).
fn is_block_label(s: &str) -> bool {
    s.strip_prefix("$L__BB").is_some_and(|r| {
        let mut parts = r.split('_');
        let ok = |p: Option<&str>| {
            p.is_some_and(|p| !p.is_empty() && p.bytes().all(|b| b.is_ascii_digit()))
        };
        ok(parts.next()) && ok(parts.next()) && parts.next().is_none()
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_branch_over_a_jump_becomes_the_opposite_branch() {
        let ptx = "\tsetp.lt.u64 \t%p3, %rd9, -4294967296;\n\
                   \t@%p3 bra \t$L__BB0_2;\n\
                   \tbra.uni \t$L__BB0_4;\n\
                   $L__BB0_2:\n\
                   \tst.global.u64 \t[%rd2], %rd19;\n\
                   \t@!%p4 bra \t$L__BB0_4;\n\
                   \tbra.uni \t$L__BB0_3;\n\
                   $L__BB0_4:\n\
                   \tret;\n";
        let want = "\tsetp.lt.u64 \t%p3, %rd9, -4294967296;\n\
                    \t@!%p3 bra \t$L__BB0_4;\n\
                    $L__BB0_2:\n\
                    \tst.global.u64 \t[%rd2], %rd19;\n\
                    \t@%p4 bra \t$L__BB0_3;\n\
                    $L__BB0_4:\n\
                    \tret;\n";
        assert_eq!(fold_branches_over_jumps(ptx.to_string()), want);
    }

    #[test]
    fn other_shapes_stay() {
        for ptx in [
            // The jump's target is not the next block's label.
            "\t@%p1 bra \t$L__BB0_2;\n\tbra.uni \t$L__BB0_4;\n$L__BB0_3:\n",
            // Not LLVM's labels (inline assembly's own).
            "\t@%p1 bra \tdone;\n\tbra.uni \tout;\ndone:\n",
            // An unconditional jump first.
            "\tbra.uni \t$L__BB0_2;\n\tbra.uni \t$L__BB0_4;\n$L__BB0_2:\n",
        ] {
            assert_eq!(fold_branches_over_jumps(ptx.to_string()), ptx);
        }
    }
}
