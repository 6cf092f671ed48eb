//! `cargo xtask kq`: kernel quality, measured statically against nvcc 13.5.
//!
//! Every kernel of the samples, the codegen and cxx test cases and the
//! project-style kernels in `tests/kq/` is compiled to PTX by cudac and by
//! nvcc 13.5 (assembled from PyPI wheels into `.tools/nvcc13`), both PTX
//! files are assembled by the *same* ptxas 13.5 (`-O3 -v`) and disassembled
//! with `cuobjdump -sass`, and per kernel the table shows registers,
//! spills, stack, SASS instructions, the innermost hot loop's instructions
//! per memory operation, `IMAD.WIDE`+`LEA` (address arithmetic), `FFMA`
//! against `FMUL`+`FADD`, and `LDG.E.CONSTANT` (read-only cache loads).
//! Files either compiler rejects are listed and left out. Not part of CI
//! (it downloads ~120 MB once); its numbers go into notes.
//!
//! The hot loop of a kernel is found in its SASS: every backward branch
//! closes a loop from its target to itself; of the innermost ones (no other
//! loop inside), the one with the most memory operations is hot.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::Command;

use crate::args::Args;
use crate::table;
use crate::util::{self, rel, Result};

/// The nvcc 13.5 toolchain: compiler, NVVM, headers, and the disassembler
/// `cuobjdump -sass` needs.
const WHEELS: &[(&str, &str)] = &[
    ("nvidia-cuda-nvcc", "13.5.37"),
    ("nvidia-nvvm", "13.5.37"),
    ("nvidia-cuda-crt", "13.5.37"),
    ("nvidia-cuda-runtime", "13.5.37"),
    ("nvidia-cuda-cuobjdump", "13.5.37"),
    ("nvidia-cuda-nvdisasm", "13.5.37"),
];

pub fn kq(mut a: Args) -> Result {
    let arch = a.opt("--arch")?.unwrap_or_else(|| "sm_90".into());
    let filter = a.opt("--filter")?;
    let verbose = a.flag("--verbose");
    a.finish()?;
    crate::setup::setup(true)?;
    let bin = nvcc_toolchain()?;
    let cudac = crate::build_cudac(true)?;
    let work = crate::target_dir().join("kq");
    util::remove_dir(&work)?;
    util::mkdirs(&work)?;

    let root = util::root();
    let mut files = Vec::new();
    for dir in ["tests/kq", "samples", "tests/codegen", "tests/cxx"] {
        files.extend(cu_files(&root.join(dir))?);
    }
    if let Some(f) = &filter {
        files.retain(|p| p.to_string_lossy().contains(f.as_str()));
    }
    let mut kernels: Vec<Compared> = Vec::new();
    let mut left_out: Vec<(String, String)> = Vec::new();
    for (n, file) in files.iter().enumerate() {
        let dir = work.join(format!("f{n}"));
        util::mkdirs(&dir)?;
        match compare_file(&bin, &cudac, &arch, file, &dir) {
            Ok(found) => kernels.extend(found),
            Err(why) => left_out.push((rel(file), why)),
        }
    }
    report(&kernels, &left_out, &work, verbose)
}

/// One kernel's figures from both compilers.
struct Compared {
    file: String,
    name: String,
    ours: Figures,
    nvcc: Figures,
}

#[derive(Clone, Debug, Default)]
struct Figures {
    registers: u32,
    stack: u32,
    spill_stores: u32,
    spill_loads: u32,
    sass: usize,
    /// (instructions, memory operations) of the hot innermost loop.
    hot_loop: Option<(usize, usize)>,
    imad_wide_lea: usize,
    ffma: usize,
    fmul_fadd: usize,
    ldg_constant: usize,
    back_edges_conditional: usize,
    back_edges_unconditional: usize,
}

impl Figures {
    fn per_mem(&self) -> Option<f64> {
        self.hot_loop
            .filter(|&(_, m)| m > 0)
            .map(|(i, m)| i as f64 / m as f64)
    }
}

fn cu_files(dir: &Path) -> Result<Vec<PathBuf>> {
    let Ok(rd) = std::fs::read_dir(dir) else {
        return Ok(Vec::new());
    };
    let mut v: Vec<PathBuf> = rd
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "cu"))
        .collect();
    v.sort();
    Ok(v)
}

/// Both compilers on `file`, both PTX files through the same ptxas; the
/// kernels found in both cubins.
fn compare_file(
    bin: &Path,
    cudac: &Path,
    arch: &str,
    file: &Path,
    dir: &Path,
) -> Result<Vec<Compared>> {
    let ours_ptx = dir.join("ours.ptx");
    let nv_ptx = dir.join("nvcc.ptx");
    let inc = file.parent().unwrap_or(Path::new("."));
    let (ok, out) = util::capture(
        Command::new(cudac)
            .args(["-ptx", &format!("-arch={arch}"), "-O3", "-o"])
            .arg(&ours_ptx)
            .arg(file),
    )?;
    if !ok {
        return Err(format!("cudac: {}", first_error(&out)));
    }
    let (ok, out) = util::capture(
        Command::new(bin.join("nvcc"))
            .args(["-ptx", &format!("-arch={arch}"), "-O3", "-std=c++17", "-I"])
            .arg(inc)
            .arg("-o")
            .arg(&nv_ptx)
            .arg(file),
    )?;
    if !ok {
        return Err(format!("nvcc: {}", first_error(&out)));
    }
    let ours = assemble(bin, arch, &ours_ptx).map_err(|e| format!("ours: {e}"))?;
    let nvcc = assemble(bin, arch, &nv_ptx).map_err(|e| format!("nvcc's: {e}"))?;
    let mut found = Vec::new();
    for (name, o) in ours {
        if let Some(n) = nvcc.get(&name) {
            found.push(Compared {
                file: rel(file),
                name,
                ours: o,
                nvcc: n.clone(),
            });
        }
    }
    if found.is_empty() {
        return Err("no kernel in both cubins".into());
    }
    Ok(found)
}

fn first_error(out: &str) -> String {
    out.lines()
        .find(|l| l.contains("error"))
        .unwrap_or_else(|| out.lines().next().unwrap_or("failed"))
        .trim()
        .chars()
        .take(160)
        .collect()
}

/// ptxas -O3 -v and cuobjdump -sass on `ptx`: the figures of each entry.
fn assemble(bin: &Path, arch: &str, ptx: &Path) -> Result<BTreeMap<String, Figures>> {
    let cubin = ptx.with_extension("cubin");
    let ptxas = |relocatable: bool| {
        let mut c = Command::new(bin.join("ptxas"));
        c.args([&format!("-arch={arch}"), "-O3", "-v"]);
        if relocatable {
            c.arg("-c");
        }
        util::capture(c.arg(ptx).arg("-o").arg(&cubin))
    };
    let (mut ok, mut info) = ptxas(false)?;
    if !ok && info.contains("Unresolved extern") {
        // A file written for separate compilation (`extern __device__`
        // functions defined elsewhere): assemble it as nvcc -rdc would.
        (ok, info) = ptxas(true)?;
    }
    if !ok {
        return Err(format!("ptxas: {}", first_error(&info)));
    }
    let mut figures = ptxas_info(&info);
    let (ok, sass) = util::capture(Command::new(bin.join("cuobjdump")).arg("-sass").arg(&cubin))?;
    if !ok {
        return Err(format!("cuobjdump: {}", first_error(&sass)));
    }
    for (name, code) in sass_functions(&sass) {
        if let Some(f) = figures.get_mut(&name) {
            sass_figures(&code, f);
        }
    }
    Ok(figures)
}

/// `ptxas -v`'s lines for each entry function (device functions that
/// survive as calls are left out: the comparison is per kernel).
fn ptxas_info(info: &str) -> BTreeMap<String, Figures> {
    let mut out = BTreeMap::new();
    let mut current: Option<String> = None;
    let number_before = |l: &str, what: &str| -> Option<u32> {
        let at = l.find(what)?;
        l[..at].split_whitespace().last()?.parse().ok()
    };
    for l in info.lines() {
        if let Some(rest) = l.split("Compiling entry function '").nth(1) {
            let name = rest.split('\'').next().unwrap_or("").to_string();
            out.insert(name.clone(), Figures::default());
            current = Some(name);
        } else if l.contains("Compiling ") || l.contains("Function properties for ") {
            // A non-entry function's block, or the properties of the one
            // we are in (the same name): keep `current` for the latter.
            if let Some(rest) = l.split("Function properties for ").nth(1) {
                if current.as_deref() != Some(rest.trim()) {
                    current = None;
                }
            } else {
                current = None;
            }
        }
        let Some(f) = current.as_ref().and_then(|c| out.get_mut(c)) else {
            continue;
        };
        if let Some(n) = number_before(l, "bytes stack frame") {
            f.stack = n;
        }
        if let Some(n) = number_before(l, "bytes spill stores") {
            f.spill_stores = n;
        }
        if let Some(n) = number_before(l, "bytes spill loads") {
            f.spill_loads = n;
        }
        if let Some(n) = number_before(l, "registers") {
            f.registers = n;
        }
    }
    out
}

/// One SASS instruction: its address, predicate and opcode with operands.
#[derive(Debug)]
struct Insn {
    addr: u64,
    predicated: bool,
    opcode: String,
    operands: String,
}

/// The instructions of each `Function : name` section of `cuobjdump -sass`.
fn sass_functions(sass: &str) -> Vec<(String, Vec<Insn>)> {
    let mut out: Vec<(String, Vec<Insn>)> = Vec::new();
    for l in sass.lines() {
        if let Some(name) = l.trim().strip_prefix("Function : ") {
            out.push((name.trim().to_string(), Vec::new()));
            continue;
        }
        let Some((_, code)) = out.last_mut() else {
            continue;
        };
        if let Some(i) = parse_insn(l) {
            code.push(i);
        }
    }
    out
}

/// `/*0210*/   @!P0 LDG.E R17, desc[UR8][R2.64] ;   /* 0x… */`.
fn parse_insn(l: &str) -> Option<Insn> {
    let l = l.trim_start().strip_prefix("/*")?;
    let (addr, rest) = l.split_once("*/")?;
    let addr = u64::from_str_radix(addr.trim(), 16).ok()?;
    let text = rest.split(';').next()?.trim();
    if text.is_empty() {
        return None;
    }
    let (predicated, text) = match text.strip_prefix('@') {
        Some(t) => (true, t.split_once(' ').map_or("", |(_, r)| r.trim())),
        None => (false, text),
    };
    let (opcode, operands) = text.split_once(' ').unwrap_or((text, ""));
    Some(Insn {
        addr,
        predicated,
        opcode: opcode.to_string(),
        operands: operands.trim().to_string(),
    })
}

fn is_memory(op: &str) -> bool {
    let base = op.split('.').next().unwrap_or(op);
    matches!(
        base,
        "LDG"
            | "STG"
            | "LDS"
            | "STS"
            | "LD"
            | "ST"
            | "LDL"
            | "STL"
            | "ATOM"
            | "ATOMS"
            | "ATOMG"
            | "RED"
            | "REDG"
            | "LDSM"
            | "LDGSTS"
            | "UBLKCP"
            | "UTMALDG"
    )
}

/// The target address of a branch (`BRA 0x960`, `BRA `(.L_x_3)`), if any.
fn branch_target(i: &Insn) -> Option<u64> {
    if i.opcode.split('.').next() != Some("BRA") {
        return None;
    }
    let hex = i.operands.split_whitespace().find_map(|w| {
        w.trim_matches(|c: char| c == ',' || c == '`' || c == '(' || c == ')')
            .strip_prefix("0x")
            .map(str::to_string)
    })?;
    u64::from_str_radix(&hex, 16).ok()
}

fn sass_figures(code: &[Insn], f: &mut Figures) {
    let mut loops: Vec<(u64, u64, bool)> = Vec::new();
    for i in code {
        if i.opcode == "NOP" {
            continue;
        }
        match branch_target(i) {
            // `BRA self` after the last EXIT pads the function.
            Some(t) if t == i.addr => continue,
            Some(t) if t < i.addr => loops.push((t, i.addr, i.predicated)),
            _ => {}
        }
        f.sass += 1;
        let op = i.opcode.as_str();
        if op.starts_with("IMAD.WIDE") || op.starts_with("LEA") {
            f.imad_wide_lea += 1;
        }
        if op.starts_with("FFMA") {
            f.ffma += 1;
        }
        if op.starts_with("FMUL") || op.starts_with("FADD") {
            f.fmul_fadd += 1;
        }
        if op.starts_with("LDG") && op.contains(".CONSTANT") {
            f.ldg_constant += 1;
        }
    }
    f.back_edges_conditional = loops.iter().filter(|l| l.2).count();
    f.back_edges_unconditional = loops.len() - f.back_edges_conditional;
    let innermost = loops.iter().filter(|&&(s, e, _)| {
        !loops
            .iter()
            .any(|&(s2, e2, _)| (s2, e2) != (s, e) && s <= s2 && e2 <= e)
    });
    f.hot_loop = innermost
        .map(|&(s, e, _)| {
            let body: Vec<&Insn> = code
                .iter()
                .filter(|i| i.addr >= s && i.addr <= e && i.opcode != "NOP")
                .collect();
            let mem = body.iter().filter(|i| is_memory(&i.opcode)).count();
            (body.len(), mem)
        })
        .max_by_key(|&(n, m)| (m, n));
}

fn geomean(v: &[f64]) -> Option<f64> {
    if v.is_empty() {
        return None;
    }
    Some((v.iter().map(|x| x.ln()).sum::<f64>() / v.len() as f64).exp())
}

fn report(
    kernels: &[Compared],
    left_out: &[(String, String)],
    work: &Path,
    verbose: bool,
) -> Result {
    let pair = |a: String, b: String| format!("{a}/{b}");
    let mut rows = Vec::new();
    let mut tsv = String::from(
        "file\tkernel\tregs_ours\tregs_nvcc\tstack_ours\tstack_nvcc\tspills_ours\tspills_nvcc\
         \tsass_ours\tsass_nvcc\tloop_per_mem_ours\tloop_per_mem_nvcc\timad_wide_lea_ours\
         \timad_wide_lea_nvcc\tffma_ours\tffma_nvcc\tfmul_fadd_ours\tfmul_fadd_nvcc\
         \tldg_constant_ours\tldg_constant_nvcc\tback_edges_ours\tback_edges_nvcc\n",
    );
    let per_mem = |f: &Figures| f.per_mem().map_or("-".into(), |x| format!("{x:.2}"));
    let edges = |f: &Figures| {
        format!(
            "{}c+{}u",
            f.back_edges_conditional, f.back_edges_unconditional
        )
    };
    for k in kernels {
        let (o, n) = (&k.ours, &k.nvcc);
        tsv.push_str(&format!(
            "{}\t{}\t{}\t{}\t{}\t{}\t{}\t{}\t{}\t{}\t{}\t{}\t{}\t{}\t{}\t{}\t{}\t{}\t{}\t{}\t{}\t{}\n",
            k.file,
            k.name,
            o.registers,
            n.registers,
            o.stack,
            n.stack,
            o.spill_stores + o.spill_loads,
            n.spill_stores + n.spill_loads,
            o.sass,
            n.sass,
            per_mem(o),
            per_mem(n),
            o.imad_wide_lea,
            n.imad_wide_lea,
            o.ffma,
            n.ffma,
            o.fmul_fadd,
            n.fmul_fadd,
            o.ldg_constant,
            n.ldg_constant,
            edges(o),
            edges(n),
        ));
        let interesting = verbose
            || k.file.starts_with("tests/kq")
            || o.registers > n.registers * 11 / 10
            || o.per_mem()
                .zip(n.per_mem())
                .is_some_and(|(a, b)| a > b * 1.1)
            || o.ldg_constant < n.ldg_constant
            || o.spill_stores + o.spill_loads > n.spill_stores + n.spill_loads;
        if interesting {
            let stem = Path::new(&k.file)
                .file_stem()
                .map_or(String::new(), |s| s.to_string_lossy().into_owned());
            let short: String = format!("{stem}: {}", k.name).chars().take(48).collect();
            rows.push(vec![
                short,
                pair(o.registers.to_string(), n.registers.to_string()),
                pair(o.sass.to_string(), n.sass.to_string()),
                pair(per_mem(o), per_mem(n)),
                pair(o.imad_wide_lea.to_string(), n.imad_wide_lea.to_string()),
                pair(o.ffma.to_string(), n.ffma.to_string()),
                pair(o.fmul_fadd.to_string(), n.fmul_fadd.to_string()),
                pair(o.ldg_constant.to_string(), n.ldg_constant.to_string()),
                pair(
                    (o.spill_stores + o.spill_loads).to_string(),
                    (n.spill_stores + n.spill_loads).to_string(),
                ),
                pair(edges(o), edges(n)),
            ]);
        }
    }
    let path = work.join("report.tsv");
    util::write(&path, &tsv)?;
    println!(
        "\n{}",
        table::render(
            &[
                "kernel (ours/nvcc)",
                "regs",
                "SASS",
                "loop insn/mem",
                "IMAD.WIDE+LEA",
                "FFMA",
                "FMUL+FADD",
                "LDG.CONSTANT",
                "spills",
                "back edges",
            ],
            &rows
        )
    );
    if !verbose {
        println!("(rows: tests/kq kernels and every kernel worse than nvcc's; --verbose: all)");
    }
    let regs: Vec<f64> = kernels
        .iter()
        .filter(|k| k.nvcc.registers > 0 && k.ours.registers > 0)
        .map(|k| k.ours.registers as f64 / k.nvcc.registers as f64)
        .collect();
    let loops: Vec<f64> = kernels
        .iter()
        .filter_map(|k| Some(k.ours.per_mem()? / k.nvcc.per_mem()?))
        .collect();
    let sass: Vec<f64> = kernels
        .iter()
        .filter(|k| k.nvcc.sass > 0 && k.ours.sass > 0)
        .map(|k| k.ours.sass as f64 / k.nvcc.sass as f64)
        .collect();
    let fmt = |g: Option<f64>| g.map_or("-".into(), |x| format!("{x:.3}×"));
    let worse = |v: &[f64]| v.iter().filter(|&&r| r > 1.1).count();
    let better = |v: &[f64]| v.iter().filter(|&&r| r < 1.0 / 1.1).count();
    let nc_missing = kernels
        .iter()
        .filter(|k| k.ours.ldg_constant < k.nvcc.ldg_constant)
        .count();
    let spills = kernels
        .iter()
        .filter(|k| {
            k.ours.spill_stores + k.ours.spill_loads > k.nvcc.spill_stores + k.nvcc.spill_loads
        })
        .count();
    let sum = |f: fn(&Figures) -> usize, ours: bool| -> usize {
        kernels
            .iter()
            .map(|k| f(if ours { &k.ours } else { &k.nvcc }))
            .sum()
    };
    println!(
        "\n{} kernels compared ({} files left out); geomean ours/nvcc:\n  \
         hot-loop instructions per memory op {} over {} kernels with a loop in both \
         ({} worse by >10%, {} better)\n  \
         registers {} ({} worse by >10%, {} better)\n  \
         SASS instructions {} ({} worse by >10%, {} better)\n  \
         totals ours/nvcc: IMAD.WIDE+LEA {}/{}, FFMA {}/{}, FMUL+FADD {}/{}, \
         LDG.CONSTANT {}/{}, conditional back edges {}/{}, unconditional {}/{}\n  \
         kernels where nvcc reads through the read-only cache more: {}; \
         kernels with spills nvcc has not: {}",
        kernels.len(),
        left_out.len(),
        fmt(geomean(&loops)),
        loops.len(),
        worse(&loops),
        better(&loops),
        fmt(geomean(&regs)),
        worse(&regs),
        better(&regs),
        fmt(geomean(&sass)),
        worse(&sass),
        better(&sass),
        sum(|f| f.imad_wide_lea, true),
        sum(|f| f.imad_wide_lea, false),
        sum(|f| f.ffma, true),
        sum(|f| f.ffma, false),
        sum(|f| f.fmul_fadd, true),
        sum(|f| f.fmul_fadd, false),
        sum(|f| f.ldg_constant, true),
        sum(|f| f.ldg_constant, false),
        sum(|f| f.back_edges_conditional, true),
        sum(|f| f.back_edges_conditional, false),
        sum(|f| f.back_edges_unconditional, true),
        sum(|f| f.back_edges_unconditional, false),
        nc_missing,
        spills,
    );
    let mut why: BTreeMap<&str, usize> = BTreeMap::new();
    for (_, w) in left_out {
        *why.entry(w.split(':').next().unwrap_or("")).or_default() += 1;
    }
    if !left_out.is_empty() {
        println!(
            "left out: {}",
            why.iter()
                .map(|(k, n)| format!("{n} rejected by {k}"))
                .collect::<Vec<_>>()
                .join(", ")
        );
        if verbose {
            for (f, w) in left_out {
                println!("  {f}: {w}");
            }
        }
    }
    println!("every kernel's figures: {}", rel(&path));
    Ok(())
}

/// `.tools/nvcc13/nvidia/cu13/bin`: the wheels above unpacked into one
/// tree (downloaded once into `.tools/kq-wheels`).
pub(crate) fn nvcc_toolchain() -> Result<PathBuf> {
    let tools = util::root().join(".tools");
    let tree = tools.join("nvcc13");
    let bin = tree.join("nvidia/cu13/bin");
    let stamp = tree.join(".cudac-wheels");
    let want = WHEELS
        .iter()
        .map(|(w, v)| format!("{w}=={v}"))
        .collect::<Vec<_>>()
        .join(" ");
    if std::fs::read_to_string(&stamp).is_ok_and(|s| s.trim() == want)
        && bin.join("nvdisasm").is_file()
    {
        return Ok(bin);
    }
    let cache = tools.join("kq-wheels");
    util::mkdirs(&cache)?;
    util::remove_dir(&tree)?;
    util::mkdirs(&tree)?;
    for (wheel, version) in WHEELS {
        let whl = crate::setup::wheel(&cache, wheel, version)?;
        crate::setup::unzip(&whl, &tree)?;
    }
    util::write(&stamp, &want)?;
    println!("nvcc 13.5 toolchain → {}", rel(&tree));
    Ok(bin)
}
