//! Make-style dependency rules for `-M`, `-MM`, `-MD`, `-MMD` (gcc's format).
//!
//! Input: the rule's target, the dependency paths (the input first).
//! Output: `target: dep dep \` lines wrapped near 80 columns, with the
//! characters make treats specially escaped; with `phony`, an empty rule
//! per header so that deleting one does not break the build.

/// Escapes a path the way gcc does for make: spaces and `#` with a
/// backslash, `$` doubled.
fn escape(path: &str) -> String {
    let mut s = String::with_capacity(path.len());
    for c in path.chars() {
        match c {
            ' ' | '\t' | '#' => {
                s.push('\\');
                s.push(c);
            }
            '$' => s.push_str("$$"),
            _ => s.push(c),
        }
    }
    s
}

pub fn make_rule(target: &str, deps: &[String], phony: bool) -> String {
    const WIDTH: usize = 76;
    let mut out = escape(target);
    out.push(':');
    let mut col = out.len();
    for d in deps {
        let d = escape(d);
        if col + 1 + d.len() > WIDTH && col > 0 {
            out.push_str(" \\\n ");
            col = 1;
        } else {
            out.push(' ');
            col += 1;
        }
        out.push_str(&d);
        col += d.len();
    }
    out.push('\n');
    if phony {
        for d in deps.iter().skip(1) {
            out.push('\n');
            out.push_str(&escape(d));
            out.push_str(":\n");
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rule_wraps_escapes_and_adds_phony_targets() {
        let deps: Vec<String> = ["k.cu", "inc/a b.h", "c$.h"].map(String::from).to_vec();
        assert_eq!(
            make_rule("k.o", &deps, false),
            "k.o: k.cu inc/a\\ b.h c$$.h\n"
        );
        assert_eq!(
            make_rule("k.o", &deps[..2], true),
            "k.o: k.cu inc/a\\ b.h\n\ninc/a\\ b.h:\n"
        );
        let many: Vec<String> = (0..20).map(|i| format!("dir/header_{i}.h")).collect();
        let rule = make_rule("t", &many, false);
        assert!(rule.lines().all(|l| l.len() <= 80), "{rule}");
        assert!(rule.lines().count() > 3);
        let joined: Vec<&str> = rule
            .split_whitespace()
            .filter(|w| *w != "\\" && *w != "t:")
            .collect();
        assert_eq!(joined.len(), 20);
    }
}
