//! Which GPU code a command line asks for, by nvcc's rules: `-arch`,
//! `-code` and `-gencode` become a list of virtual architectures, each
//! with the code kept of it (PTX, and machine code for real SMs), and the
//! output kind (`-ptx`, `-cubin`, `-fatbin`, `-c`) is checked against it
//! as nvcc checks it.
//!
//! Input: `Options`. Output: a `Plan`, or nvcc's kind of error message.
//! Invariants: every virtual architecture appears once, in command-line
//! order; every real SM is at least its virtual architecture (same
//! `a`/`f` family); a plan for `-ptx`/`-cubin`/text outputs has exactly
//! one virtual architecture.
//!
//! nvcc's shorthands: `-arch=sm_XX` alone is `compute_XX` with code for
//! `sm_XX` and PTX for `compute_XX` (under `-cubin` only the machine code);
//! `-arch=compute_XX` alone keeps PTX; `-arch=all` is every supported
//! architecture from sm_75 (nvcc 13's oldest) with PTX for the newest, and
//! `all-major` the same for the `X0` ones. `-arch=native` asks the driver
//! for the installed GPUs; cudac does not load the driver, so, as nvcc
//! does where it finds none, it warns and uses the default.

use super::options::{Emit, Options};
use crate::backend::{Sm, Variant, LIBNVVM_ARCHS, SUPPORTED_ARCHS};

/// nvcc 13's default and oldest architecture.
const DEFAULT_SM: u32 = 75;

/// One virtual architecture and the code kept of it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Target {
    /// The virtual architecture (`compute_80`): what the device code is
    /// compiled for (`__CUDA_ARCH__`) and the PTX's `.target`.
    pub arch: Sm,
    /// Keep the PTX (`code=compute_80`).
    pub ptx: bool,
    /// The PTX was kept only by `-arch=sm_XX`'s shorthand (`-cubin`
    /// leaves it out).
    pub ptx_implied: bool,
    /// Machine code for these SMs (`code=sm_86`), assembled by ptxas
    /// from this architecture's PTX.
    pub sass: Vec<Sm>,
}

/// What one compilation writes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Product {
    /// Text from one virtual architecture: PTX, LLVM or NVVM IR, the type
    /// dump, preprocessed source, a dependency rule.
    Text,
    /// One real SM's machine code (ptxas).
    Cubin,
    /// Every target's code in NVIDIA's fat binary container.
    Fatbin,
    /// Nothing (`-fdevice-syntax-only`).
    Nothing,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Plan {
    pub targets: Vec<Target>,
    pub product: Product,
    /// Warnings nvcc would print about the command line.
    pub warnings: Vec<String>,
}

/// `sm_XX` (real) or `compute_XX` (virtual), parsed.
fn parse_code(s: &str) -> Result<(Sm, bool), String> {
    let real = s.starts_with("sm_");
    if !real && !s.starts_with("compute_") {
        return Err(format!("unsupported gpu architecture '{s}'"));
    }
    Sm::parse(s)
        .map(|sm| (sm, real))
        .ok_or_else(|| format!("unsupported gpu architecture '{s}'"))
}

/// Whether code for `code` can be made from PTX for `arch`: a newer or
/// equal SM, and `a`/`f` code only from the same architecture's PTX.
fn compatible(arch: Sm, code: Sm, code_is_real: bool) -> bool {
    if !code_is_real {
        return code == arch;
    }
    match arch.variant {
        Variant::Plain => code.number >= arch.number,
        Variant::ArchSpecific => code == arch,
        Variant::FamilySpecific => {
            code.number / 10 == arch.number / 10 && code.number >= arch.number
        }
    }
}

/// The architectures `-arch=all` (or `all-major`) stands for.
fn all_archs(major_only: bool) -> Vec<Target> {
    let mut numbers: Vec<u32> = SUPPORTED_ARCHS
        .iter()
        .chain(LIBNVVM_ARCHS)
        .copied()
        // nvcc's `all-major` starts at its oldest, sm_75, too.
        .filter(|&n| n >= DEFAULT_SM && (!major_only || n % 10 == 0 || n == DEFAULT_SM))
        .collect();
    numbers.sort_unstable();
    let newest = numbers.last().copied();
    numbers
        .into_iter()
        .map(|n| {
            let sm = Sm {
                number: n,
                variant: Variant::Plain,
            };
            Target {
                arch: sm,
                ptx: Some(n) == newest,
                ptx_implied: false,
                sass: vec![sm],
            }
        })
        .collect()
}

/// Adds `code` for `arch` to `targets`, merging with an earlier entry for
/// the same virtual architecture.
fn add(
    targets: &mut Vec<Target>,
    arch: Sm,
    code: Sm,
    real: bool,
    implied: bool,
) -> Result<(), String> {
    if !compatible(arch, code, real) {
        let name = |sm: Sm, real: bool| if real { sm.name() } else { sm.compute_name() };
        return Err(format!(
            "incompatible code generation requested: arch='{}', code='{}'",
            arch.compute_name(),
            name(code, real)
        ));
    }
    let at = match targets.iter().position(|t| t.arch == arch) {
        Some(i) => i,
        None => {
            targets.push(Target {
                arch,
                ptx: false,
                ptx_implied: true,
                sass: Vec::new(),
            });
            targets.len() - 1
        }
    };
    let t = &mut targets[at];
    if real {
        if !t.sass.contains(&code) {
            t.sass.push(code);
        }
    } else {
        t.ptx = true;
        t.ptx_implied &= implied;
    }
    Ok(())
}

/// `-gencode`'s value: `arch=compute_XX,code=sm_XX`, `code=[a,b]` or
/// `code="a,b"` (the quotes as a Makefile passes them).
fn parse_gencode(spec: &str) -> Result<(String, Vec<String>), String> {
    let clean: String = spec.chars().filter(|c| !matches!(c, '"' | '\'')).collect();
    let mut arch = None;
    let mut code = Vec::new();
    let mut key = "";
    for part in clean.split(',') {
        let value = match part.split_once('=') {
            Some((k, v)) => {
                key = k.trim();
                v
            }
            // `code=[sm_80,compute_80]`: the list goes on after a comma.
            None => part,
        };
        let value = value.trim().trim_start_matches('[').trim_end_matches(']');
        match key {
            "arch" => arch = Some(value.to_string()),
            "code" => code.push(value.to_string()),
            _ => {
                return Err(format!(
                    "option '--generate-code {spec}': bad specification"
                ))
            }
        }
    }
    let arch =
        arch.ok_or_else(|| format!("option '--generate-code {spec}', missing architecture"))?;
    if code.is_empty() {
        return Err(format!("option '--generate-code {spec}', missing code"));
    }
    Ok((arch, code))
}

/// The targets of `-arch` and `-code`.
fn arch_targets(opts: &Options, warnings: &mut Vec<String>) -> Result<Vec<Target>, String> {
    let mut targets = Vec::new();
    let arch = match opts.arch.as_deref() {
        Some("all") => return Ok(all_archs(false)),
        Some("all-major") => return Ok(all_archs(true)),
        Some("native") => {
            warnings.push(
                "cannot find a valid GPU for '-arch=native' (cudac does not query the driver); the default architecture is used".into(),
            );
            None
        }
        other => other,
    };
    let Some(arch) = arch else {
        if !opts.gpu_code.is_empty() {
            return Err("-arch option not specified".into());
        }
        if opts.generate_code.is_empty() {
            let sm = Sm {
                number: DEFAULT_SM,
                variant: Variant::Plain,
            };
            add(&mut targets, sm, sm, true, true)?;
            add(&mut targets, sm, sm, false, true)?;
        }
        return Ok(targets);
    };
    let (sm, real) = parse_code(arch)?;
    if opts.gpu_code.is_empty() {
        // `sm_XX`: machine code and PTX; `compute_XX`: PTX.
        if real {
            add(&mut targets, sm, sm, true, true)?;
        }
        add(&mut targets, sm, sm, false, real)?;
        return Ok(targets);
    }
    if real {
        return Err(format!(
            "value of -arch option ('{arch}') must be a virtual code architecture"
        ));
    }
    for code in &opts.gpu_code {
        let (c, c_real) = parse_code(code)?;
        add(&mut targets, sm, c, c_real, false)?;
    }
    Ok(targets)
}

/// The plan for `opts`, or nvcc's error.
pub fn plan(opts: &Options) -> Result<Plan, String> {
    let mut warnings = Vec::new();
    let mut targets = arch_targets(opts, &mut warnings)?;
    for spec in &opts.generate_code {
        let (arch, codes) = parse_gencode(spec)?;
        let (sm, real) = parse_code(&arch)?;
        if real {
            return Err(format!(
                "value of -arch option ('{arch}') must be a virtual code architecture"
            ));
        }
        for code in codes {
            let (c, c_real) = parse_code(&code)?;
            add(&mut targets, sm, c, c_real, false)?;
        }
    }
    let product = product(opts, &mut targets)?;
    if opts.resource_usage && product == Product::Text && opts.emit_kind() == Emit::Ptx {
        warnings.push(
            "resource usage is not shown as the final resource allocation is not done".into(),
        );
    }
    Ok(Plan {
        targets,
        product,
        warnings,
    })
}

/// What the options ask to write, checked against the targets as nvcc
/// checks `-ptx` and `-cubin`.
fn product(opts: &Options, targets: &mut [Target]) -> Result<Product, String> {
    let text_flag = opts.ptx || opts.emit.is_some() || opts.preprocess_only || opts.deps_instead();
    let binary = opts.compile || opts.device_c || opts.fatbin;
    let chosen = [text_flag, opts.cubin, binary]
        .iter()
        .filter(|&&b| b)
        .count();
    if chosen > 1 {
        return Err("only one of -ptx/--emit/-E/-M, -cubin and -fatbin/-c may be given".into());
    }
    if opts.syntax_only {
        return Ok(Product::Nothing);
    }
    if opts.cubin {
        for t in targets.iter_mut() {
            if t.ptx_implied {
                t.ptx = false;
            }
        }
        let codes: usize = targets
            .iter()
            .map(|t| t.sass.len() + usize::from(t.ptx))
            .sum();
        if targets.iter().all(|t| t.sass.is_empty()) {
            return Err(
                "option '--cubin' is not allowed when compiling for a virtual compute architecture"
                    .into(),
            );
        }
        if codes > 1 {
            return Err(
                "option '--cubin' is not allowed when compiling for multiple GPU code instances"
                    .into(),
            );
        }
        return Ok(Product::Cubin);
    }
    if binary {
        return Ok(Product::Fatbin);
    }
    if targets.len() == 1 {
        return Ok(Product::Text);
    }
    if text_flag {
        let what = if opts.ptx || opts.emit == Some(Emit::Ptx) {
            "'--ptx (-ptx)'".to_string()
        } else {
            "producing text output (--emit, -E, -M)".to_string()
        };
        return Err(format!(
            "option {what} is not allowed when compiling for multiple GPU architectures"
        ));
    }
    // No output kind and several architectures: what a program would
    // embed, as nvcc builds it by default.
    Ok(Product::Fatbin)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn plan_of(s: &str) -> Result<Plan, String> {
        plan(&super::super::options::parse_line(s).expect("options parse"))
    }

    fn sm(s: &str) -> Sm {
        Sm::parse(s).unwrap()
    }

    fn summary(p: &Plan) -> Vec<String> {
        p.targets
            .iter()
            .map(|t| {
                let mut codes: Vec<String> = t.sass.iter().map(|s| s.name()).collect();
                if t.ptx {
                    codes.push(t.arch.compute_name());
                }
                format!("{}:{}", t.arch.compute_name(), codes.join("+"))
            })
            .collect()
    }

    #[test]
    fn arch_shorthands() {
        let p = plan_of("k.cu").unwrap();
        assert_eq!(summary(&p), ["compute_75:sm_75+compute_75"]);
        assert_eq!(p.product, Product::Text);
        let p = plan_of("k.cu -arch=sm_80").unwrap();
        assert_eq!(summary(&p), ["compute_80:sm_80+compute_80"]);
        let p = plan_of("k.cu -arch compute_80").unwrap();
        assert_eq!(summary(&p), ["compute_80:compute_80"]);
        let p = plan_of("k.cu -arch=compute_80 -code=sm_80,sm_86,compute_80").unwrap();
        assert_eq!(summary(&p), ["compute_80:sm_80+sm_86+compute_80"]);
        let p = plan_of("k.cu -arch=all-major -fatbin").unwrap();
        assert_eq!(p.targets.first().unwrap().arch, sm("sm_75"));
        assert!(p
            .targets
            .iter()
            .all(|t| t.arch.number % 10 == 0 || t.arch.number == 75));
        assert!(p.targets.last().unwrap().ptx);
        assert!(!p.targets[0].ptx);
        let p = plan_of("k.cu -arch=native").unwrap();
        assert_eq!(summary(&p), ["compute_75:sm_75+compute_75"]);
        assert_eq!(p.warnings.len(), 1);
    }

    #[test]
    fn gencode_forms() {
        let p = plan_of(
            "k.cu -fatbin -gencode arch=compute_75,code=sm_75 -gencode=arch=compute_80,code=[sm_80,compute_80] --generate-code arch=compute_80,code=\"sm_86\"",
        )
        .unwrap();
        assert_eq!(
            summary(&p),
            ["compute_75:sm_75", "compute_80:sm_80+sm_86+compute_80"]
        );
        assert_eq!(p.product, Product::Fatbin);
        // With -arch too, both count (nvcc compiles for the union).
        let p = plan_of("k.cu -arch=sm_80 -gencode arch=compute_86,code=sm_86 -c").unwrap();
        assert_eq!(
            summary(&p),
            ["compute_80:sm_80+compute_80", "compute_86:sm_86"]
        );
        // No output kind and several architectures: a fat binary.
        let p =
            plan_of("k.cu -gencode arch=compute_75,code=sm_75 -gencode arch=compute_80,code=sm_80")
                .unwrap();
        assert_eq!(p.product, Product::Fatbin);
    }

    #[test]
    fn nvcc_errors() {
        let e = |s: &str| plan_of(s).unwrap_err();
        assert_eq!(
            e("k.cu -ptx -gencode arch=compute_75,code=sm_75 -gencode arch=compute_80,code=sm_80"),
            "option '--ptx (-ptx)' is not allowed when compiling for multiple GPU architectures"
        );
        assert_eq!(
            e("k.cu -cubin -gencode arch=compute_80,code=[sm_80,compute_80]"),
            "option '--cubin' is not allowed when compiling for multiple GPU code instances"
        );
        assert_eq!(
            e("k.cu -cubin -arch=compute_80"),
            "option '--cubin' is not allowed when compiling for a virtual compute architecture"
        );
        assert_eq!(
            e("k.cu -arch=compute_86 -code=sm_80"),
            "incompatible code generation requested: arch='compute_86', code='sm_80'"
        );
        assert_eq!(
            e("k.cu -arch=compute_80 -code=compute_86"),
            "incompatible code generation requested: arch='compute_80', code='compute_86'"
        );
        assert_eq!(
            e("k.cu -gencode arch=compute_90a,code=sm_90"),
            "incompatible code generation requested: arch='compute_90a', code='sm_90'"
        );
        assert_eq!(e("k.cu -code=sm_80"), "-arch option not specified");
        assert_eq!(
            e("k.cu -arch=sm_80 -code=sm_80"),
            "value of -arch option ('sm_80') must be a virtual code architecture"
        );
        assert_eq!(
            e("k.cu -gencode arch=compute_80"),
            "option '--generate-code arch=compute_80', missing code"
        );
        assert_eq!(
            e("k.cu -gencode code=sm_80"),
            "option '--generate-code code=sm_80', missing architecture"
        );
        assert_eq!(
            e("k.cu -arch=sm_13"),
            "unsupported gpu architecture 'sm_13'"
        );
    }

    #[test]
    fn cubin_takes_the_shorthands_machine_code() {
        let p = plan_of("k.cu -cubin -arch=sm_80").unwrap();
        assert_eq!(summary(&p), ["compute_80:sm_80"]);
        assert_eq!(p.product, Product::Cubin);
        let p = plan_of("k.cu -cubin -arch=compute_80 -code=sm_86").unwrap();
        assert_eq!(summary(&p), ["compute_80:sm_86"]);
        // An `a` target's code only from its own PTX; `f` within the family.
        assert!(plan_of("k.cu -cubin -gencode arch=compute_90,code=sm_90a").is_ok());
        assert!(plan_of("k.cu -cubin -gencode arch=compute_100f,code=sm_103f").is_ok());
        assert!(plan_of("k.cu -cubin -gencode arch=compute_100f,code=sm_120f").is_err());
    }

    #[test]
    fn resource_usage_with_ptx_warns_as_nvcc() {
        let p = plan_of("k.cu -ptx --resource-usage").unwrap();
        assert_eq!(p.warnings.len(), 1);
        assert!(plan_of("k.cu -cubin --resource-usage")
            .unwrap()
            .warnings
            .is_empty());
    }
}
