//! Inline PTX: the operand constraints the NVVM IR spec (§6.1) allows and
//! the translation of a GCC-style template into LLVM's inline asm syntax.
//!
//! Input: constraint strings and a template as written in `asm(...)`.
//! Output: each constraint's register class, and the template with `%N`,
//! `%[name]`, `%%` and `%=` rewritten to `$N`, `$N`, `%` and `${:uid}`
//! (and `$` escaped as `$$`).
//! Invariants: plain data and strings, no LLVM or C++ types.

/// The register class a constraint letter names.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reg {
    /// `c`: an 8-bit integer.
    B8,
    /// `h`: a 16-bit integer register.
    B16,
    /// `r`: a 32-bit integer register.
    B32,
    /// `l`: a 64-bit integer register (also pointers).
    B64,
    /// `f`: a 32-bit float register.
    F32,
    /// `d`: a 64-bit float register.
    F64,
    /// `n`: an integer immediate, printed into the template.
    Imm,
}

impl Reg {
    pub fn letter(self) -> char {
        match self {
            Reg::B8 => 'c',
            Reg::B16 => 'h',
            Reg::B32 => 'r',
            Reg::B64 => 'l',
            Reg::F32 => 'f',
            Reg::F64 => 'd',
            Reg::Imm => 'n',
        }
    }

    /// The width in bits of an integer class.
    pub fn int_bits(self) -> Option<u32> {
        match self {
            Reg::B8 => Some(8),
            Reg::B16 => Some(16),
            Reg::B32 => Some(32),
            Reg::B64 => Some(64),
            _ => None,
        }
    }

    /// What the class holds, for diagnostics.
    pub fn describe(self) -> &'static str {
        match self {
            Reg::B8 => "an 8-bit integer",
            Reg::B16 => "a 16-bit integer",
            Reg::B32 => "a 32-bit integer",
            Reg::B64 => "a 64-bit integer or a pointer",
            Reg::F32 => "a float",
            Reg::F64 => "a double",
            Reg::Imm => "an integer constant",
        }
    }
}

/// A parsed operand constraint: `=r`, `+f`, `n`, `=&l`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Constraint {
    pub reg: Reg,
    /// `=` or `+`: an output.
    pub output: bool,
    /// `+`: also read.
    pub read_write: bool,
}

/// Parses one constraint string; `Err` says what is wrong with it.
pub fn parse_constraint(s: &str, is_output: bool) -> Result<Constraint, String> {
    let mut output = false;
    let mut read_write = false;
    let mut reg = None;
    for c in s.chars() {
        match c {
            '=' if is_output && !output => output = true,
            '+' if is_output && !output => {
                output = true;
                read_write = true;
            }
            // Early clobber: every PTX operand is a fresh virtual register.
            '&' if is_output => {}
            'c' | 'h' | 'r' | 'l' | 'f' | 'd' | 'n' if reg.is_none() => {
                reg = Some(match c {
                    'c' => Reg::B8,
                    'h' => Reg::B16,
                    'r' => Reg::B32,
                    'l' => Reg::B64,
                    'f' => Reg::F32,
                    'd' => Reg::F64,
                    _ => Reg::Imm,
                });
            }
            _ => {
                return Err(format!(
                    "invalid {} constraint '{s}' in asm; PTX operands use 'c', 'h', 'r', 'l', 'f', 'd'{}",
                    if is_output { "output" } else { "input" },
                    if is_output {
                        " after '=' or '+'"
                    } else {
                        " or 'n'"
                    }
                ))
            }
        }
    }
    let Some(reg) = reg else {
        return Err(format!(
            "invalid constraint '{s}' in asm: no register class"
        ));
    };
    if is_output && !output {
        return Err(format!(
            "invalid output constraint '{s}' in asm: an output needs '=' or '+'"
        ));
    }
    if is_output && reg == Reg::Imm {
        return Err(format!(
            "invalid output constraint '{s}' in asm: an immediate cannot be written"
        ));
    }
    Ok(Constraint {
        reg,
        output,
        read_write,
    })
}

/// Rewrites a GCC-style template for LLVM. `names` are the operands'
/// symbolic names in operand order (outputs, then inputs); `count` the
/// number of operands. `Err` gives the message and the byte offset of the
/// offending `%` in the template.
pub fn translate_template(
    t: &str,
    names: &[Option<String>],
    count: usize,
) -> Result<String, (String, usize)> {
    let mut out = String::with_capacity(t.len() + 8);
    let bytes = t.as_bytes();
    let mut i = 0;
    while i < bytes.len() {
        let c = bytes[i];
        match c {
            b'$' => {
                out.push_str("$$");
                i += 1;
            }
            b'%' => {
                let at = i;
                i += 1;
                match bytes.get(i) {
                    Some(b'%') => {
                        out.push('%');
                        i += 1;
                    }
                    Some(b'=') => {
                        out.push_str("${:uid}");
                        i += 1;
                    }
                    Some(d) if d.is_ascii_digit() => {
                        let start = i;
                        while i < bytes.len() && bytes[i].is_ascii_digit() {
                            i += 1;
                        }
                        let n: usize = t[start..i].parse().unwrap_or(usize::MAX);
                        if n >= count {
                            return Err((
                                format!(
                                    "invalid operand number in inline asm string: %{}",
                                    &t[start..i]
                                ),
                                at,
                            ));
                        }
                        out.push('$');
                        out.push_str(&n.to_string());
                    }
                    Some(b'[') => {
                        let Some(len) = t[i + 1..].find(']') else {
                            return Err((
                                "unterminated symbolic operand name in inline asm string".into(),
                                at,
                            ));
                        };
                        let name = &t[i + 1..i + 1 + len];
                        let Some(n) = names.iter().position(|x| x.as_deref() == Some(name)) else {
                            return Err((
                                format!(
                                    "unknown symbolic operand name in inline asm string: '{name}'"
                                ),
                                at,
                            ));
                        };
                        out.push('$');
                        out.push_str(&n.to_string());
                        i += len + 2;
                    }
                    // `%laneid`, `%globaltimer`: PTX's own `%` names,
                    // which GCC syntax spells `%%laneid`; nvcc takes them
                    // with one `%` too and passes them on as written
                    // (cuda-samples' cudaGraphPerfScaling).
                    Some(c) if c.is_ascii_alphabetic() || *c == b'_' => out.push('%'),
                    _ => {
                        return Err((
                            "invalid '%' in inline asm string: write '%%' for a '%' of PTX".into(),
                            at,
                        ));
                    }
                }
            }
            _ => {
                // Keep UTF-8 sequences whole.
                let ch_len = t[i..].chars().next().map_or(1, char::len_utf8);
                out.push_str(&t[i..i + ch_len]);
                i += ch_len;
            }
        }
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn constraints_follow_the_nvvm_table() {
        let c = parse_constraint("=r", true).unwrap();
        assert_eq!((c.reg, c.output, c.read_write), (Reg::B32, true, false));
        let c = parse_constraint("+l", true).unwrap();
        assert_eq!((c.reg, c.read_write), (Reg::B64, true));
        assert_eq!(parse_constraint("n", false).unwrap().reg, Reg::Imm);
        assert_eq!(parse_constraint("h", false).unwrap().reg, Reg::B16);
        assert_eq!(parse_constraint("=&f", true).unwrap().reg, Reg::F32);
        assert!(parse_constraint("r", true).is_err());
        assert!(parse_constraint("=n", true).is_err());
        assert!(parse_constraint("=r", false).is_err());
        assert!(parse_constraint("x", false).is_err());
        assert!(parse_constraint("", false).is_err());
        assert!(parse_constraint("rr", false).is_err());
    }

    #[test]
    fn templates_become_llvm_syntax() {
        let names = [None, Some("v".to_string())];
        assert_eq!(
            translate_template("mov.u32 %0, %%laneid; // $x %[v] %1 %=", &names, 2).unwrap(),
            "mov.u32 $0, %laneid; // $$x $1 $1 ${:uid}"
        );
        assert_eq!(
            translate_template("{ .reg .pred p; setp.ne.b32 p, %1, 0; }", &names, 2).unwrap(),
            "{ .reg .pred p; setp.ne.b32 p, $1, 0; }"
        );
        assert!(translate_template("%2", &names, 2).is_err());
        assert!(translate_template("%[w]", &names, 2).is_err());
        // One `%` before a PTX name, as nvcc takes it.
        assert_eq!(
            translate_template("mov.u64 %0, %globaltimer;", &names, 2).unwrap(),
            "mov.u64 $0, %globaltimer;"
        );
        let e = translate_template("mov.u32 %0, % 1;", &names, 2).unwrap_err();
        assert!(e.0.contains("'%%'"), "{}", e.0);
        assert_eq!(e.1, 12);
    }
}
