//! The command line: nvcc's spellings (`-arch=sm_75`, `-ptx`, `-rdc=true`)
//! are rewritten to GNU-style long options, then parsed by clap.

use clap::{Parser, ValueEnum};
use std::path::PathBuf;

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum Emit {
    /// Optimised LLVM IR (opaque pointers), NVVM-finalised.
    LlvmIr,
    /// NVVM IR in the dialect libNVVM for the target parses (LLVM 7
    /// typed-pointer IR below sm_100, modern IR from sm_100 on; see
    /// `--nvvm-dialect`).
    NvvmIr,
    /// PTX assembly.
    Ptx,
    /// The type translator's view: every reachable type, its level in the
    /// translation order, layout and LLVM type.
    Types,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum DiagFormat {
    /// Source snippets with labels (codespan-reporting).
    Human,
    /// One line per diagnostic: `file:line:col: severity: message`.
    Short,
    /// One JSON object per diagnostic per line (`diag::render_json`).
    Json,
    /// One SARIF 2.1.0 log per compiled file (`diag::render_sarif`).
    Sarif,
}

/// Who generates the PTX.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum Backend {
    /// LLVM 19's NVPTX code generator (sm_50 … sm_90a; the default there).
    Llvm,
    /// NVIDIA's libNVVM, loaded at run time, from cudac's NVVM IR (the
    /// default, and the only backend, for sm_100 and later).
    Libnvvm,
}

/// Which LLVM dialect `--emit=nvvm-ir` writes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum NvvmDialect {
    /// LLVM 7.0 text with typed pointers: what the NVVM IR spec defines
    /// and libNVVM parses for every target before sm_100.
    Llvm7,
    /// Modern (opaque-pointer) IR, which libNVVM parses for sm_100 on.
    Modern,
}

/// How kernels' launch attributes appear in the NVVM IR.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum NvvmAnnotations {
    /// `nvvm.annotations` tuples (`!"maxntidx"`), as the NVVM IR spec
    /// and libNVVM before Blackwell read them.
    Legacy,
    /// `"nvvm.*"` function attributes (`"nvvm.maxntid"="256,1,1"`), the
    /// transplanted form; `grid_constant` stays in `nvvm.annotations`.
    Attributes,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum Color {
    Auto,
    Always,
    Never,
}

/// cudac — compile the device side of CUDA C++ to NVVM IR and PTX.
#[derive(Parser, Debug, Clone)]
#[command(name = "cudac", version, about, after_help = NVCC_NOTE)]
pub struct Options {
    /// Input `.cu` files (each compiled on its own).
    #[arg(required = true)]
    pub inputs: Vec<PathBuf>,

    /// Output file (`-` for standard output). Default: next to the input,
    /// with the extension of the output kind.
    #[arg(short = 'o')]
    pub output: Option<PathBuf>,

    /// Target GPU: sm_50 … sm_90a through LLVM, sm_100/101/103/120/121 and
    /// their `a`/`f` variants through libNVVM (also `-arch=sm_XX`,
    /// `compute_XX`).
    #[arg(long = "arch", default_value = "sm_75")]
    pub arch: String,

    /// Emit PTX (the default; same as `--emit=ptx`).
    #[arg(long = "ptx")]
    pub ptx: bool,

    /// What to produce.
    #[arg(long = "emit", value_enum)]
    pub emit: Option<Emit>,

    /// The dialect of `--emit=nvvm-ir` (default: llvm7 below sm_100,
    /// modern from sm_100 on, as libNVVM parses them).
    #[arg(long = "nvvm-dialect", value_enum)]
    pub nvvm_dialect: Option<NvvmDialect>,

    /// Optimisation level 0–3.
    #[arg(short = 'O', default_value = "3", value_parser = clap::value_parser!(u8).range(0..=3))]
    pub opt: u8,

    /// Add a directory to the include search path.
    #[arg(short = 'I', value_name = "DIR")]
    pub include: Vec<PathBuf>,

    /// Add a system include directory (searched after `-I`; its headers are
    /// left out of `-MM` lists).
    #[arg(long = "isystem", value_name = "DIR")]
    pub isystem: Vec<PathBuf>,

    /// Process FILE as if `#include "FILE"` were the first line of the input.
    #[arg(long = "include", value_name = "FILE")]
    pub pre_include: Vec<PathBuf>,

    /// Define a macro: `-D NAME` or `-D NAME=VALUE`.
    #[arg(short = 'D', value_name = "NAME[=VALUE]")]
    pub define: Vec<String>,

    /// Undefine a macro.
    #[arg(short = 'U', value_name = "NAME")]
    pub undef: Vec<String>,

    /// Preprocess only; write the result.
    #[arg(short = 'E')]
    pub preprocess_only: bool,

    /// With `-E`: no `# N "file"` line markers (and no blank lines).
    #[arg(short = 'P')]
    pub no_line_markers: bool,

    /// Write a make rule of the input's dependencies instead of compiling
    /// (to standard output, or to `-MF`/`-o`).
    #[arg(long = "M")]
    pub deps_only: bool,

    /// Like `-M`, without system headers (`-isystem` ones).
    #[arg(long = "MM")]
    pub deps_only_user: bool,

    /// Compile, and also write the dependency rule (to `-MF`, or the output
    /// path with `.d`).
    #[arg(long = "MD")]
    pub deps_too: bool,

    /// Like `-MD`, without system headers.
    #[arg(long = "MMD")]
    pub deps_too_user: bool,

    /// Where `-M`/`-MM`/`-MD`/`-MMD` write the rule.
    #[arg(long = "MF", value_name = "FILE")]
    pub deps_file: Option<PathBuf>,

    /// The rule's target (default: the input's name with `.o` for `-M`, the
    /// output file for `-MD`).
    #[arg(long = "MT", value_name = "TARGET")]
    pub deps_target: Option<String>,

    /// Add a phony target for every dependency but the input (so deleting
    /// a header does not break `make`).
    #[arg(long = "MP")]
    pub deps_phony: bool,

    /// Relocatable device code: device functions keep external linkage
    /// (also `-rdc=true`).
    #[arg(long = "rdc", default_missing_value = "true", num_args = 0..=1, value_parser = clap::builder::BoolishValueParser::new())]
    pub rdc: Option<bool>,

    /// Contract floating multiply and add into fma (nvcc's `-fmad`).
    #[arg(long = "fmad", value_name = "BOOL", default_value = "true", action = clap::ArgAction::Set, value_parser = clap::builder::BoolishValueParser::new())]
    pub fmad: bool,

    /// Flush single-precision denormals to zero (nvcc's `-ftz`; default
    /// false, true under `--use_fast_math`).
    #[arg(long = "ftz", value_name = "BOOL", num_args = 1, value_parser = clap::builder::BoolishValueParser::new())]
    pub ftz: Option<bool>,

    /// IEEE round-to-nearest single-precision division and reciprocals
    /// (nvcc's `-prec-div`; default true, false under `--use_fast_math`).
    #[arg(long = "prec-div", value_name = "BOOL", num_args = 1, value_parser = clap::builder::BoolishValueParser::new())]
    pub prec_div: Option<bool>,

    /// IEEE round-to-nearest single-precision square root (nvcc's
    /// `-prec-sqrt`; default true, false under `--use_fast_math`).
    #[arg(long = "prec-sqrt", value_name = "BOOL", num_args = 1, value_parser = clap::builder::BoolishValueParser::new())]
    pub prec_sqrt: Option<bool>,

    /// nvcc's fast math: `-ftz=true -prec-div=false -prec-sqrt=false
    /// -fmad=true`, and the fast approximations (`__sinf`, `__expf`, …)
    /// for the float math functions that have one. An explicit `-ftz`,
    /// `-prec-div` or `-prec-sqrt` still wins.
    #[arg(long = "use_fast_math", visible_alias = "use-fast-math")]
    pub use_fast_math: bool,

    /// libdevice bitcode to link (a file, or a directory holding
    /// `libdevice.10.bc`). Default: searched in the CUDA toolkit places.
    #[arg(long = "libdevice", value_name = "PATH")]
    pub libdevice: Option<PathBuf>,

    /// Who makes the PTX: LLVM 19's NVPTX backend (default), or NVIDIA's
    /// libNVVM from cudac's NVVM IR (`--emit=nvvm-ir`'s dialect).
    #[arg(long = "backend", value_enum)]
    pub backend: Option<Backend>,

    /// libNVVM to load for `--backend=libnvvm` (a file, or a directory
    /// holding `libnvvm.so`). Default: searched in the CUDA toolkit places.
    #[arg(long = "libnvvm", value_name = "PATH")]
    pub libnvvm: Option<PathBuf>,

    /// Do not link libdevice: `__nv_*` calls stay external (clang's
    /// `-nocudalib`).
    #[arg(long = "no-libdevice", visible_alias = "nocudalib")]
    pub no_libdevice: bool,

    /// Set a reflection key: `__nvvm_reflect("KEY")` becomes VALUE
    /// (decimal); overrides the module's own reflection values.
    #[arg(short = 'R', long = "nvvm-reflect-add", value_name = "KEY=VALUE", value_parser = parse_reflect_add)]
    pub reflect_add: Vec<(String, i64)>,

    /// Run NVVMReflect (default true); with false, `__nvvm_reflect` calls
    /// stay in the module.
    #[arg(long = "nvvm-reflect-enable", value_name = "BOOL", default_value = "true", action = clap::ArgAction::Set, value_parser = clap::builder::BoolishValueParser::new())]
    pub nvvm_reflect_enable: bool,

    /// Form of kernel annotations in the NVVM IR (PTX is the same either way).
    #[arg(long = "nvvm-annotations", value_enum, default_value = "legacy")]
    pub nvvm_annotations: NvvmAnnotations,

    /// Diagnostic format.
    #[arg(long = "diag-format", value_enum, default_value = "human")]
    pub diag_format: DiagFormat,

    /// Colour diagnostics.
    #[arg(long = "color", value_enum, default_value = "auto")]
    pub color: Color,

    /// Do not include the implicit CUDA prelude (nvcc's implicit headers).
    #[arg(long = "no-prelude")]
    pub no_prelude: bool,

    /// Report, as warnings, what cudac could not understand in host code
    /// (which it reads only for the kernels host code launches): the
    /// reason a launch could not be analysed.
    #[arg(long = "host-diagnostics")]
    pub host_diagnostics: bool,

    /// Check the typed program between semantic analysis and code
    /// generation (always done in debug builds); a broken invariant is an
    /// internal compiler error. For cudac's own tests and fuzzing.
    #[arg(long = "verify-ir")]
    pub verify_ir: bool,

    /// Line tables in the PTX (`.file`/`.loc`) for profilers, optimisation
    /// unchanged (nvcc's `-lineinfo`).
    #[arg(long = "generate-line-info", visible_alias = "lineinfo")]
    pub line_info: bool,

    /// Full device debug information (nvcc's `-G`): DWARF with variables
    /// and types, `__CUDACC_DEBUG__` defined; implies `-O0` unless an `-O`
    /// follows it.
    #[arg(short = 'G', long = "device-debug")]
    pub device_debug: bool,

    /// Print how long each stage of the compilation took (to stderr).
    #[arg(long = "time-stages")]
    pub time_stages: bool,

    /// Threads for code generation (a large file's independent kernels
    /// are optimised and emitted in parallel) and for several input
    /// files; default: the machine's cores. The output is the same
    /// whatever the number.
    #[arg(short = 'j', long = "jobs", value_name = "N", value_parser = clap::value_parser!(u32).range(1..))]
    pub jobs: Option<u32>,
}

const NVCC_NOTE: &str = "nvcc and gcc spellings are accepted: -arch=sm_XX, -arch sm_XX, -ptx, -rdc=true, -ftz=true, -prec-div=false, -prec-sqrt=false, -fmad=false, -use_fast_math, -isystem DIR, -include FILE, -M, -MM, -MD, -MMD, -MF FILE, -MT TARGET, -MP.";

fn parse_reflect_add(s: &str) -> Result<(String, i64), String> {
    cudac_libdevice::reflect::parse_add(s)
}

/// Options of nvcc and gcc spelled with one dash and several letters; each
/// is the long option of the same name here.
const NVCC_LONG: &[&str] = &[
    "arch",
    "ptx",
    "rdc",
    "emit",
    "fmad",
    "ftz",
    "prec-div",
    "prec-sqrt",
    "use_fast_math",
    "use-fast-math",
    "lineinfo",
    "libdevice",
    "nocudalib",
    "nvvm-reflect-add",
    "nvvm-reflect-enable",
    "isystem",
    "include",
    "M",
    "MM",
    "MD",
    "MMD",
    "MF",
    "MT",
    "MP",
];

/// Whether an `-O` level comes after the last `-G` (nvcc's `-G` turns
/// device optimisation off; a later `-O` turns it back on).
fn opt_after_device_debug(args: &[String]) -> bool {
    let is_g = |a: &String| a == "-G" || a == "--device-debug";
    let Some(last_g) = args.iter().rposition(is_g) else {
        return false;
    };
    args[last_g + 1..]
        .iter()
        .any(|a| a.starts_with("-O") && !a.starts_with("--"))
}

/// Rewrite nvcc-style arguments (`-arch=sm_75`, `-arch sm_75`, `-ptx`) to
/// the `--long` forms clap understands; everything else is untouched.
pub fn normalize(args: &[String]) -> Vec<String> {
    args.iter()
        .map(|a| {
            if let Some(rest) = a.strip_prefix('-') {
                if !rest.starts_with('-') {
                    let name = rest.split('=').next().unwrap_or("");
                    if NVCC_LONG.contains(&name) {
                        return format!("-{a}");
                    }
                }
            }
            a.clone()
        })
        .collect()
}

impl Options {
    pub fn parse_args(args: &[String]) -> Result<Options, clap::Error> {
        let args = normalize(args);
        let mut o = Options::try_parse_from(&args)?;
        if o.device_debug && !opt_after_device_debug(&args) {
            o.opt = 0;
        }
        Ok(o)
    }

    /// The floating-point model the flags select, nvcc's defaults filled in.
    pub fn float_model(&self) -> crate::nvvm::FloatModel {
        let fast = self.use_fast_math;
        crate::nvvm::FloatModel {
            ftz: self.ftz.unwrap_or(fast),
            prec_div: self.prec_div.unwrap_or(!fast),
            prec_sqrt: self.prec_sqrt.unwrap_or(!fast),
            fast_intrinsics: fast,
        }
    }

    /// `-j`, or the machine's cores.
    pub fn jobs(&self) -> usize {
        self.jobs.map_or_else(
            || std::thread::available_parallelism().map_or(1, |n| n.get()),
            |n| n as usize,
        )
    }

    pub fn emit_kind(&self) -> Emit {
        self.emit.unwrap_or(Emit::Ptx)
    }

    /// `-M`/`-MM`: only a dependency rule is produced.
    pub fn deps_instead(&self) -> bool {
        self.deps_only || self.deps_only_user
    }

    /// Whether a dependency rule is produced at all, and with system headers.
    pub fn deps_wanted(&self) -> Option<bool> {
        if self.deps_only || self.deps_too {
            Some(true)
        } else if self.deps_only_user || self.deps_too_user {
            Some(false)
        } else {
            None
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(s: &str) -> Options {
        let args: Vec<String> = std::iter::once("cudac")
            .chain(s.split_whitespace())
            .map(String::from)
            .collect();
        Options::parse_args(&args).expect("valid options")
    }

    #[test]
    fn nvcc_spellings() {
        let o = parse("k.cu -arch=sm_90 -ptx -O2 -DN=4 -I inc -rdc=true");
        assert_eq!(o.arch, "sm_90");
        assert!(o.ptx);
        assert_eq!(o.opt, 2);
        assert_eq!(o.define, ["N=4"]);
        assert_eq!(o.include, [PathBuf::from("inc")]);
        assert_eq!(o.rdc, Some(true));
        let o = parse("k.cu -arch sm_80 --emit=llvm-ir -o -");
        assert_eq!(o.arch, "sm_80");
        assert_eq!(o.emit_kind(), Emit::LlvmIr);
        assert_eq!(o.output, Some(PathBuf::from("-")));
    }

    #[test]
    fn float_model_flags() {
        let o = parse("k.cu");
        assert!(o.fmad && o.nvvm_reflect_enable);
        assert_eq!(o.float_model(), crate::nvvm::FloatModel::default());
        let o = parse("k.cu -fmad=false -ftz=true -prec-div=false --nvvm-reflect-enable=false");
        assert!(!o.fmad && !o.nvvm_reflect_enable);
        let m = o.float_model();
        assert!(m.ftz && !m.prec_div && m.prec_sqrt && !m.fast_intrinsics);
        let o = parse("k.cu -use_fast_math -prec-sqrt=true -R A=1 --nvvm-reflect-add=B=-2 -RC=3");
        let m = o.float_model();
        assert!(m.ftz && !m.prec_div && m.prec_sqrt && m.fast_intrinsics);
        assert_eq!(
            o.reflect_add,
            [
                ("A".to_string(), 1),
                ("B".to_string(), -2),
                ("C".to_string(), 3)
            ]
        );
        let args: Vec<String> = ["cudac", "k.cu", "-R", "K=x"].map(String::from).to_vec();
        assert!(Options::parse_args(&args).is_err());
    }

    #[test]
    fn gcc_preprocessor_spellings() {
        let o = parse("k.cu -E -P -isystem sys -include pre.h -MD -MF k.d -MT obj -MP");
        assert!(o.preprocess_only && o.no_line_markers);
        assert_eq!(o.isystem, [PathBuf::from("sys")]);
        assert_eq!(o.pre_include, [PathBuf::from("pre.h")]);
        assert_eq!(o.deps_wanted(), Some(true));
        assert!(!o.deps_instead());
        assert_eq!(o.deps_file, Some(PathBuf::from("k.d")));
        assert_eq!(o.deps_target.as_deref(), Some("obj"));
        assert!(o.deps_phony);
        let o = parse("k.cu -MM");
        assert!(o.deps_instead());
        assert_eq!(o.deps_wanted(), Some(false));
        assert_eq!(parse("k.cu -MMD").deps_wanted(), Some(false));
        assert_eq!(parse("k.cu").deps_wanted(), None);
    }

    #[test]
    fn device_debug_implies_o0_unless_a_later_level() {
        let o = parse("k.cu -G");
        assert!(o.device_debug);
        assert_eq!(o.opt, 0);
        assert_eq!(parse("k.cu -O2 -G").opt, 0);
        assert_eq!(parse("k.cu --device-debug -O2").opt, 2);
        assert_eq!(parse("k.cu -G -O 1").opt, 1);
        assert_eq!(parse("k.cu -O2 -lineinfo").opt, 2);
    }

    #[test]
    fn defaults() {
        let o = parse("k.cu");
        assert_eq!(o.arch, "sm_75");
        assert_eq!(o.opt, 3);
        assert_eq!(o.emit_kind(), Emit::Ptx);
    }

    #[test]
    fn bad_level_is_an_error() {
        let args: Vec<String> = ["cudac", "k.cu", "-O7"]
            .iter()
            .map(|s| s.to_string())
            .collect();
        assert!(Options::parse_args(&args).is_err());
    }
}
