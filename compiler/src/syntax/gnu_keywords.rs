//! GNU's alternate keyword spellings that tree-sitter-cpp does not know:
//! `__typeof__(e)` / `__typeof(e)` spelled as `decltype(e)` so it parses
//! as a type (and `__underlying_type(T)`, whose operand, a name, lowering
//! reads as a type: `ast::TypeExprKind::UnderlyingType`), and `__const__` / `__const` / `__signed__` / `__signed` as
//! `const` / `signed` (GCC's keywords for them, which glibc's and CUDA's
//! headers write), and `__restrict` as `restrict`.
//!
//! Also GNU's case ranges: the `...` of `case lo ... hi:` becomes `?: `,
//! which tree-sitter parses as GNU's `lo ?: hi`, a conditional expression
//! whose operands are the two bounds, whole; lowering reads `...` at that
//! offset in the preprocessed text and makes a range
//! (`ast::StmtKind::Case`).
//!
//! And a declaration as a `for` condition (`for (…; int j = f(i); …)`),
//! which tree-sitter-cpp cannot parse: its type is blanked, leaving the
//! assignment `j = f(i)`; lowering reads the type back.
//!
//! And `__extension__`, which only silences GCC's pedantic warnings and
//! which tree-sitter-cpp does not accept everywhere GCC does
//! (`__extension__ template<> struct numeric_limits<__int128>` in
//! libstdc++): blanked.
//!
//! And `friend` and `explicit` after other declaration specifiers and an
//! attribute (`__host__ __device__ __forceinline__ friend bool
//! operator==`, `__forceinline__ explicit half_t(int)`, CCCL's c2h), which
//! tree-sitter-cpp does not accept there: blanked, and read back by
//! lowering (`Lower::blanked_word`).
//!
//! And `ptr->*pm`, which tree-sitter-cpp cannot parse: `->*` becomes
//! ` .*` (its `obj.*pm`); lowering reads `->*` back at that offset.
//!
//! And inline assembly operands written without the comma between them
//! (`: : "r"(v) "l"(p) : "memory"`), which nvcc accepts (cuda-samples'
//! conjugateGradientMultiDeviceCG writes it) and tree-sitter-cpp does not:
//! the blank between an operand's `)` and the next operand's constraint
//! or `[name]` becomes the comma.
//!
//! And GNU attributes between the `=` of an alias declaration and its
//! type (`using A16 = __attribute__((aligned(16))) float;`, HeCBench's
//! `using fp32x4 = __attribute__((__ext_vector_type__(4))) float;`), which
//! tree-sitter-cpp cannot parse there: blanked, and read back by lowering
//! (`Lower::alias_attributes`).
//!
//! And the `...` of a using-declaration that expands a pack (`using
//! Ts::operator()...;`, C++17), which tree-sitter-cpp cannot parse:
//! blanked, and read back by lowering (`ast::Using::PackDeclaration`).
//!
//! Input: the preprocessed text. Output: the same text with each whole
//! token replaced by its standard spelling padded with spaces (outside
//! string and character literals). Invariant: offsets never move.
//!
//! The two are different types (GNU's typeof of an expression is its type
//! without reference; `decltype((x))` is a reference): lowering reads the
//! preprocessed text at the same offset and makes a `TypeExprKind::Typeof`
//! of what was spelled `__typeof__` (`run/gnu_extensions.cu`,
//! `run/decltype_rules.cu`).

use super::text_scan::{closing_paren, is_ident, past_literal, skip_blanks};

/// The rewritten text, or `None` when there is nothing to rewrite.
pub(crate) fn rewrite(text: &str) -> Option<String> {
    let ranges = text.contains("...") && text.contains("case");
    let arrow_star = text.contains("->*");
    let fors = text.contains("for");
    let friends = text.contains("friend") || text.contains("explicit");
    let asm = text.contains("asm");
    let alias_attrs = text.contains("using") && text.contains("__attribute__");
    let using_packs = text.contains("using") && text.contains("...");
    if !text.contains("__typeof")
        && !text.contains("__underlying_type")
        && !text.contains("__extension__")
        && !text.contains("__const")
        && !text.contains("__signed")
        && !text.contains("__restrict")
        && !ranges
        && !arrow_star
        && !fors
        && !friends
        && !asm
        && !alias_attrs
        && !using_packs
    {
        return None;
    }
    let b = text.as_bytes();
    let mut out = b.to_vec();
    let mut changed = false;
    let mut i = 0;
    while i < b.len() {
        match b[i] {
            q @ (b'"' | b'\'') => {
                // Skip the literal (escapes included).
                i += 1;
                while i < b.len() && b[i] != q && b[i] != b'\n' {
                    i += if b[i] == b'\\' { 2 } else { 1 };
                }
                i += 1;
            }
            b'-' if arrow_star && b[i..].starts_with(b"->*") => {
                out[i..i + 3].copy_from_slice(b" .*");
                changed = true;
                i += 3;
            }
            c if is_ident_byte(c) => {
                let start = i;
                while i < b.len() && is_ident_byte(b[i]) {
                    i += 1;
                }
                let word = &b[start..i];
                let prefix_ok = start == 0 || !is_ident_byte(b[start - 1]);
                if prefix_ok && fors && word == b"for" {
                    if let Some(r) = for_condition_type(b, i) {
                        for c in &mut out[r] {
                            *c = b' ';
                        }
                        changed = true;
                    }
                }
                // `explicit` likewise, unless conditional (`explicit(b)`).
                let conditional = word == b"explicit" && b.get(skip_blanks(b, i)) == Some(&b'(');
                let specifier_word = word == b"friend" || (word == b"explicit" && !conditional);
                if prefix_ok && friends && specifier_word && after_specifier(b, start) {
                    // `__device__ friend T* ns::f(…);` blanked would be a
                    // member declaration with a qualified name, which
                    // tree-sitter-cpp rejects: `friend` goes first instead.
                    let moved = word == b"friend" && rotate_friend(b, &mut out, start);
                    if !moved {
                        for c in &mut out[start..i] {
                            *c = b' ';
                        }
                    }
                    changed = true;
                }
                if prefix_ok && using_packs && word == b"using" {
                    if let Some(at) = using_pack_dots(b, i) {
                        out[at..at + 3].copy_from_slice(b"   ");
                        changed = true;
                    }
                }
                if prefix_ok && alias_attrs && word == b"using" {
                    if let Some(r) = alias_attribute(b, i) {
                        for c in &mut out[r] {
                            *c = b' ';
                        }
                        changed = true;
                    }
                }
                let asm_word = matches!(word, b"asm" | b"__asm__" | b"__asm");
                if prefix_ok && asm && asm_word && asm_operand_commas(b, &mut out, i) {
                    changed = true;
                }
                if prefix_ok && ranges && word == b"case" {
                    if let Some(at) = case_range_dots(b, i) {
                        out[at..at + 3].copy_from_slice(b"?: ");
                        changed = true;
                    }
                }
                let standard: Option<&[u8]> = match word {
                    // GCC's "no pedantic warnings here": nothing to C++.
                    b"__extension__" => Some(b""),
                    b"__typeof__" | b"__typeof" | b"__underlying_type" => Some(b"decltype"),
                    b"__const__" | b"__const" => Some(b"const"),
                    b"__signed__" | b"__signed" => Some(b"signed"),
                    // (tree-sitter-cpp takes `__restrict` only before the
                    // `*`: `const float* const __restrict p` was an error.)
                    b"__restrict" => Some(b"restrict"),
                    _ => None,
                };
                if let Some(std_word) = standard.filter(|_| prefix_ok) {
                    let n = std_word.len();
                    out[start..start + n].copy_from_slice(std_word);
                    for c in &mut out[start + n..i] {
                        *c = b' ';
                    }
                    changed = true;
                }
            }
            _ => i += 1,
        }
    }
    changed.then(|| String::from_utf8(out).unwrap_or_else(|_| text.to_string()))
}

/// In `using A::f...;`, whose `using` ends at `from`: where the `...`
/// before the `;` starts (none in an alias or a directive).
fn using_pack_dots(b: &[u8], from: usize) -> Option<usize> {
    let mut i = from;
    while i < b.len() && b[i] != b';' {
        if matches!(b[i], b'=' | b'{' | b'}' | b'"' | b'\'') {
            return None;
        }
        i += 1;
    }
    let mut end = i;
    while end > from && b[end - 1].is_ascii_whitespace() {
        end -= 1;
    }
    (end >= from + 3 && &b[end - 3..end] == b"...").then(|| end - 3)
}

/// In `using NAME = __attribute__((…)) T`, whose `using` ends at `from`:
/// the range of the attribute specifiers after the `=`.
fn alias_attribute(b: &[u8], from: usize) -> Option<std::ops::Range<usize>> {
    let mut i = skip_blanks(b, from);
    let name = i;
    while i < b.len() && is_ident(b[i]) {
        i += 1;
    }
    if i == name || &b[name..i] == b"namespace" {
        return None;
    }
    i = skip_blanks(b, i);
    if b.get(i) != Some(&b'=') {
        return None;
    }
    let start = skip_blanks(b, i + 1);
    let mut end = start;
    while b[end..].starts_with(b"__attribute__") {
        let open = skip_blanks(b, end + "__attribute__".len());
        if b.get(open) != Some(&b'(') {
            break;
        }
        end = closing_paren(b, open)? + 1;
        end = skip_blanks(b, end);
    }
    (end > start).then_some(start..end)
}

/// In the inline assembly statement whose keyword ends at `from`, the
/// blank between an operand's `)` and a following constraint string or
/// `[name]` becomes a comma (see the module doc), and a constraint
/// written as adjacent string literals (`"=" "r"`, moderngpu's `"="#r`
/// after stringizing), which tree-sitter-cpp does not accept there,
/// becomes the one literal they make (`"=r"`, padded). Returns whether
/// one did.
fn asm_operand_commas(b: &[u8], out: &mut [u8], from: usize) -> bool {
    // Qualifiers: `volatile`, `__volatile__`, `inline`, `goto`.
    let mut i = skip_blanks(b, from);
    while i < b.len() && is_ident(b[i]) {
        let start = i;
        while i < b.len() && is_ident(b[i]) {
            i += 1;
        }
        if !matches!(
            &b[start..i],
            b"volatile" | b"__volatile__" | b"__volatile" | b"inline" | b"__inline__" | b"goto"
        ) {
            return false;
        }
        i = skip_blanks(b, i);
    }
    if b.get(i) != Some(&b'(') {
        return false;
    }
    let Some(close) = closing_paren(b, i) else {
        return false;
    };
    let (mut depth, mut sections, mut changed) = (0usize, 0usize, false);
    let mut j = i + 1;
    while j < close {
        match b[j] {
            b'"' if sections > 0 && depth == 0 => {
                let (end, merged) = adjacent_literals(b, out, j);
                changed |= merged;
                j = end;
                continue;
            }
            b'"' | b'\'' => {
                j = past_literal(b, j);
                continue;
            }
            b'(' | b'[' => depth += 1,
            b')' | b']' => {
                depth = depth.saturating_sub(1);
                let next = skip_blanks(b, j + 1);
                let blank = j + 1 < next;
                let operand_follows = next < close && matches!(b[next], b'"' | b'[');
                if b[j] == b')' && depth == 0 && sections > 0 && blank && operand_follows {
                    out[j + 1] = b',';
                    changed = true;
                }
            }
            b':' if depth == 0 => sections += 1,
            _ => {}
        }
        j += 1;
    }
    changed
}

/// The string literal at `at` and those adjacent to it written as one in
/// `out` (padded with blanks); returns the end of the last, and whether
/// there were several. Literals with a prefix or escapes are left alone.
fn adjacent_literals(b: &[u8], out: &mut [u8], at: usize) -> (usize, bool) {
    let mut content = Vec::new();
    let mut end = at;
    let mut count = 0;
    loop {
        let start = skip_blanks(b, end);
        if b.get(start) != Some(&b'"') {
            break;
        }
        let stop = past_literal(b, start);
        let inner = &b[start + 1..stop.saturating_sub(1).max(start + 1)];
        if inner.contains(&b'\\') || inner.contains(&b'\n') {
            return (past_literal(b, at), false);
        }
        content.extend_from_slice(inner);
        end = stop;
        count += 1;
    }
    if count < 2 {
        return (end.max(past_literal(b, at)), false);
    }
    let mut merged = vec![b'"'];
    merged.extend_from_slice(&content);
    merged.push(b'"');
    merged.resize(end - at, b' ');
    out[at..end].copy_from_slice(&merged);
    (end, true)
}

/// Moves the `friend` at `at` before the declaration specifiers it
/// follows (`__attribute__((device)) inline friend` becomes `friend
/// __attribute__((device)) inline`, padded), where tree-sitter-cpp
/// accepts it, when its declarator is qualified (`ns::f`, `C::g`), which
/// a blanked `friend` would leave as a member declaration tree-sitter-cpp
/// rejects. Lowering sees an ordinary friend declaration. Returns whether
/// it moved it (else the caller blanks it).
fn rotate_friend(b: &[u8], out: &mut [u8], at: usize) -> bool {
    // The declarator up to `(`, `;` or `{` names a qualified function.
    let rest = &b[at + 6..];
    let stop = rest
        .iter()
        .position(|&c| matches!(c, b'(' | b';' | b'{'))
        .unwrap_or(rest.len());
    if !rest[..stop].windows(2).any(|w| w == b"::") {
        return false;
    }
    // The specifiers: words and balanced parentheses back to `;`, `{`,
    // `}`, an access specifier's `:` or a template head's `>`.
    let mut s = at;
    let mut depth = 0i32;
    while s > 0 {
        let c = b[s - 1];
        match c {
            b')' => depth += 1,
            b'(' => depth -= 1,
            _ if depth > 0 => {}
            b';' | b'{' | b'}' | b':' | b'>' => break,
            _ if c.is_ascii_whitespace() || is_ident_byte(c) => {}
            _ => return false,
        }
        s -= 1;
    }
    if depth != 0 {
        return false;
    }
    while s < at && b[s].is_ascii_whitespace() {
        s += 1;
    }
    let spec: Vec<u8> = out[s..at].to_vec();
    let trimmed = spec.trim_ascii_end();
    if trimmed.len() == spec.len() {
        return false;
    }
    let end = at + 6;
    let mut new = b"friend ".to_vec();
    new.extend_from_slice(trimmed);
    new.resize(end - s, b' ');
    out[s..end].copy_from_slice(&new);
    true
}

/// Whether the `friend` or `explicit` at `at` follows a declaration
/// specifier (`inline friend`, `__forceinline__ friend`, `__device__
/// explicit`: an attribute's `)`), where tree-sitter-cpp does not accept
/// it: it is blanked, and lowering reads it back (`Lower::blanked_word`).
fn after_specifier(b: &[u8], at: usize) -> bool {
    let mut j = at;
    while j > 0 && b[j - 1].is_ascii_whitespace() {
        j -= 1;
    }
    if j > 0 && b[j - 1] == b')' {
        return true;
    }
    let end = j;
    while j > 0 && is_ident_byte(b[j - 1]) {
        j -= 1;
    }
    matches!(
        &b[j..end],
        b"inline" | b"constexpr" | b"__inline" | b"__inline__"
    )
}

/// The bytes of the type in a `for` condition that declares a variable
/// (`for (init; T x = e; step)`, after `for` at `from`): `T` up to the
/// name, when the condition starts `type-words name =` (or `{`), two
/// words side by side being no expression.
fn for_condition_type(b: &[u8], from: usize) -> Option<std::ops::Range<usize>> {
    let mut i = from;
    while i < b.len() && b[i].is_ascii_whitespace() {
        i += 1;
    }
    if b.get(i) != Some(&b'(') {
        return None;
    }
    // The two `;` of the parentheses, outside nested brackets.
    let mut depth = 0i32;
    let mut semis = Vec::new();
    while i < b.len() && semis.len() < 2 {
        match b[i] {
            q @ (b'"' | b'\'') => {
                i += 1;
                while i < b.len() && b[i] != q && b[i] != b'\n' {
                    i += if b[i] == b'\\' { 2 } else { 1 };
                }
            }
            b'(' | b'[' | b'{' => depth += 1,
            b')' | b']' | b'}' => {
                depth -= 1;
                if depth == 0 {
                    return None;
                }
            }
            b';' if depth == 1 => semis.push(i),
            _ => {}
        }
        i += 1;
    }
    let [s1, s2] = semis[..] else { return None };
    let seg = &b[s1 + 1..s2];
    // The declarator's end: the first `=` (not `==`) or `{`.
    let mut end = None;
    for (k, &c) in seg.iter().enumerate() {
        let next = seg.get(k + 1).copied();
        let prev = k.checked_sub(1).map(|p| seg[p]);
        if c == b'{'
            || (c == b'=' && next != Some(b'=') && !matches!(prev, Some(b'=' | b'!' | b'<' | b'>')))
        {
            end = Some(k);
            break;
        }
        if !(c.is_ascii_alphanumeric() || b"_: \t\n*&<>,".contains(&c)) {
            return None;
        }
    }
    let lhs = &seg[..end?];
    let lhs_end = lhs.iter().rposition(|c| !c.is_ascii_whitespace())? + 1;
    let name_start = lhs[..lhs_end]
        .iter()
        .rposition(|&c| !(c.is_ascii_alphanumeric() || c == b'_'))?
        + 1;
    if name_start >= lhs_end || lhs[name_start].is_ascii_digit() {
        return None;
    }
    // Before the name: `*`/`&` and whitespace, then a type ending in a
    // word character or `>` followed by whitespace.
    let mut k = name_start;
    while k > 0 && (lhs[k - 1].is_ascii_whitespace() || lhs[k - 1] == b'*' || lhs[k - 1] == b'&') {
        k -= 1;
    }
    let gap = &lhs[k..name_start];
    if k == 0 || !gap.iter().any(|c| c.is_ascii_whitespace()) {
        return None;
    }
    let last = lhs[k - 1];
    if !(last.is_ascii_alphanumeric() || last == b'_' || last == b'>') {
        return None;
    }
    let type_start = lhs.iter().position(|c| !c.is_ascii_whitespace())?;
    Some(s1 + 1 + type_start..s1 + 1 + name_start)
}

/// The offset of the `...` in the case label starting after `case` at
/// `from` (`case lo ... hi:`), if its expression has one at depth 0.
fn case_range_dots(b: &[u8], from: usize) -> Option<usize> {
    let mut depth = 0i32;
    let mut i = from;
    let mut dots = None;
    while i < b.len() {
        match b[i] {
            q @ (b'"' | b'\'') => {
                i += 1;
                while i < b.len() && b[i] != q && b[i] != b'\n' {
                    i += if b[i] == b'\\' { 2 } else { 1 };
                }
            }
            b'(' | b'[' => depth += 1,
            b')' | b']' => depth -= 1,
            b'{' | b'}' | b';' => return None,
            b':' if b.get(i + 1) == Some(&b':') => i += 1,
            b':' if depth == 0 => return dots,
            b'.' if depth == 0 && b[i..].starts_with(b"...") => {
                dots.get_or_insert(i);
                i += 2;
            }
            _ => {}
        }
        i += 1;
    }
    None
}

fn is_ident_byte(c: u8) -> bool {
    c.is_ascii_alphanumeric() || c == b'_' || c >= 0x80
}

#[cfg(test)]
mod tests {
    use super::rewrite;

    #[test]
    fn whole_tokens_outside_literals() {
        let out =
            rewrite("__typeof__(a) x; __typeof(b) y; my__typeof__ z; \"__typeof__\"").unwrap();
        assert_eq!(
            out,
            "decltype  (a) x; decltype(b) y; my__typeof__ z; \"__typeof__\""
        );
        assert_eq!(rewrite("int x;"), None);
        assert_eq!(
            rewrite("__const__ int a; __const char *b; __signed__ char c; __constant__ int d;")
                .unwrap(),
            "const     int a; const   char *b; signed     char c; __constant__ int d;"
        );
        assert_eq!(
            rewrite("const float* const __restrict p; int* __restrict__ q;").unwrap(),
            "const float* const restrict   p; int* __restrict__ q;"
        );
        assert_eq!(
            rewrite("switch (c) { case 'a' ... 'z': case f(1) ... N::M: case 3: g(xs...); }")
                .unwrap(),
            "switch (c) { case 'a' ?:  'z': case f(1) ?:  N::M: case 3: g(xs...); }"
        );
        assert_eq!(
            rewrite("for (int i = 4; int j = f(i); --i) for (;;) for (i = 0; i < n && a == b; ++i) for (x : v)")
                .unwrap(),
            "for (int i = 4;     j = f(i); --i) for (;;) for (i = 0; i < n && a == b; ++i) for (x : v)"
        );
        assert_eq!(
            rewrite("for (; const ns::T *p = g(); ) for (; a == b;)").unwrap(),
            "for (;              p = g(); ) for (; a == b;)"
        );
        assert_eq!(
            rewrite("x = p->*m + q->n; s = \"->*\";").unwrap(),
            "x = p .*m + q->n; s = \"->*\";"
        );
    }

    #[test]
    fn adjacent_constraint_literals_merged() {
        let src = r#"asm("add.s32 %0, %1;" : "=" "r"(r) : "r"(x));"#;
        assert_eq!(
            rewrite(src).unwrap(),
            r#"asm("add.s32 %0, %1;" : "=r"   (r) : "r"(x));"#
        );
        // The template's literals, and single ones, stay.
        assert_eq!(rewrite(r#"asm("a" "b" : "=r"(r));"#), None);
    }

    #[test]
    fn alias_attributes_blanked() {
        assert_eq!(
            rewrite("using V = __attribute__((ext_vector_type(4))) float; using W = int;").unwrap(),
            "using V =                                     float; using W = int;"
        );
        assert_eq!(
            rewrite("using A = __attribute__((aligned(8))) __attribute__((may_alias)) int;")
                .unwrap(),
            "using A =                                                        int;"
        );
        // Not after an alias's `=`: left alone.
        assert_eq!(
            rewrite("using std::swap; int x __attribute__((aligned(8)));"),
            None
        );
    }

    #[test]
    fn using_pack_dots_blanked() {
        assert_eq!(
            rewrite("struct O : F... { using F::operator()...; using G::f ...; };").unwrap(),
            "struct O : F... { using F::operator()   ; using G::f    ; };"
        );
        // An alias or a plain using-declaration keeps its text.
        assert_eq!(
            rewrite("using T = f<Ts...>; using A::g; int h(Ts...);"),
            None
        );
    }

    #[test]
    fn qualified_friend_moves_first() {
        assert_eq!(
            rewrite("class B { int x; __attribute__((device)) inline friend int* d::h(B&); };")
                .unwrap(),
            "class B { int x; friend __attribute__((device)) inline int* d::h(B&); };"
        );
        // Unqualified: blanked, as lowering reads it back.
        assert_eq!(
            rewrite("struct S { inline friend bool operator==(S, S); };").unwrap(),
            "struct S { inline        bool operator==(S, S); };"
        );
    }
}
