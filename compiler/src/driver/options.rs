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

/// The C++ standard (`-std`): nvcc's choices, C++17 by default as in
/// nvcc 13.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, ValueEnum)]
pub enum Std {
    #[value(name = "c++03")]
    Cxx03,
    #[value(name = "c++11")]
    Cxx11,
    #[value(name = "c++14")]
    Cxx14,
    #[value(name = "c++17")]
    Cxx17,
    #[value(name = "c++20")]
    Cxx20,
}

impl Std {
    /// The spelling of `-std=` (`c++17`), as host compilers take it.
    pub fn flag(self) -> &'static str {
        match self {
            Std::Cxx03 => "c++03",
            Std::Cxx11 => "c++11",
            Std::Cxx14 => "c++14",
            Std::Cxx17 => "c++17",
            Std::Cxx20 => "c++20",
        }
    }

    /// The value of `__cplusplus`.
    pub fn cplusplus(self) -> &'static str {
        match self {
            Std::Cxx03 => "199711L",
            Std::Cxx11 => "201103L",
            Std::Cxx14 => "201402L",
            Std::Cxx17 => "201703L",
            Std::Cxx20 => "202002L",
        }
    }
}

/// The input language (`-x`): nvcc compiles `.cu` as CUDA and other files
/// as host C or C++.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum Lang {
    C,
    #[value(name = "c++")]
    Cxx,
    Cu,
}

/// What `-Werror` turns into errors (nvcc's kinds).
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum WerrorKind {
    AllWarnings,
    CrossExecutionSpaceCall,
    Reorder,
    DefaultStreamLaunch,
    MissingLaunchBounds,
    ExtLambdaCapturesThis,
    DeprecatedDeclarations,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum Color {
    Auto,
    Always,
    Never,
}

/// cudac — compile the device side of CUDA C++ to NVVM IR and PTX.
#[derive(Parser, Debug, Clone)]
// A Makefile may repeat a flag (`-O3 … -O3`, `-lineinfo` twice): as in
// nvcc, the last one counts.
#[command(name = "cudac", version, about, args_override_self = true)]
pub struct Options {
    /// Input `.cu` files (each compiled on its own).
    pub inputs: Vec<PathBuf>,

    /// Output file (`-` for standard output). Default: next to the input
    /// (or in `-odir`), with the extension of the output kind.
    #[arg(short = 'o', long = "output-file")]
    pub output: Option<PathBuf>,

    /// Where outputs go when `-o` does not name one (nvcc's `-odir`).
    #[arg(long = "output-directory", value_name = "DIR")]
    pub output_dir: Option<PathBuf>,

    /// Virtual architecture (`compute_XX`), or a real one (`sm_XX`, short
    /// for `compute_XX` with code for `sm_XX` and PTX for `compute_XX`):
    /// sm_50 … sm_90a through LLVM, sm_100/101/103/120/121 and their
    /// `a`/`f` variants through libNVVM; `all`, `all-major`, `native`
    /// as nvcc has them. Default sm_75 (also `-arch`).
    #[arg(long = "gpu-architecture", value_name = "ARCH")]
    pub arch: Option<String>,

    /// The code to produce for `-arch`'s virtual architecture: `sm_XX`
    /// (machine code through ptxas) and/or `compute_XX` (PTX); also `-code`.
    #[arg(long = "gpu-code", value_name = "CODE")]
    pub gpu_code: Vec<String>,

    /// One more target: `arch=compute_XX,code=sm_XX`, or with a list
    /// `code=[sm_XX,compute_XX]` (repeatable; also `-gencode`).
    #[arg(long = "generate-code", value_name = "SPEC")]
    pub generate_code: Vec<String>,

    /// Emit PTX (the default for one target; same as `--emit=ptx`).
    #[arg(long = "ptx")]
    pub ptx: bool,

    /// Emit machine code (a cubin, by ptxas) for the one real target.
    #[arg(long = "cubin")]
    pub cubin: bool,

    /// Emit a fat binary (NVIDIA's fatbinary) of every target's code: what
    /// nvcc embeds in the host object (the default for several targets).
    #[arg(long = "fatbin")]
    pub fatbin: bool,

    /// nvcc's `-c` (and `-dw`): the device half of the object file, the
    /// fat binary of every target (`NAME.o` unless `-o`).
    #[arg(long = "compile")]
    pub compile: bool,

    /// nvcc's `-dc`: `-c` with relocatable device code (`-rdc=true`).
    #[arg(long = "device-c")]
    pub device_c: bool,

    /// Check the device code and produce nothing.
    #[arg(long = "fdevice-syntax-only")]
    pub syntax_only: bool,

    /// The C++ standard: `__cplusplus`, and the host compiler's mode.
    #[arg(long = "std", value_enum, default_value = "c++17")]
    pub std: Std,

    /// The input language; cudac compiles CUDA (`cu`).
    #[arg(long = "x", value_enum)]
    pub lang: Option<Lang>,

    /// `constexpr` functions without an execution space may be called
    /// from device code (they are `__host__ __device__`); without it that
    /// is nvcc's error.
    #[arg(long = "expt-relaxed-constexpr")]
    pub relaxed_constexpr: bool,

    /// `__device__` and `__host__ __device__` lambdas in host code (also
    /// `--expt-extended-lambda`).
    #[arg(long = "extended-lambda")]
    pub extended_lambda: bool,

    /// ptxas's register limit per thread for the machine code cudac
    /// produces (the PTX does not change, as with nvcc).
    #[arg(long = "maxrregcount", value_name = "N")]
    pub maxrregcount: Option<u32>,

    /// Options for ptxas, when cudac runs it (`-cubin`, `-fatbin`, `-c`;
    /// also `-Xptxas`).
    #[arg(long = "ptxas-options", value_name = "OPT")]
    pub ptxas_options: Vec<String>,

    /// Print each kernel's registers, stack and memory, from ptxas (also
    /// `-res-usage`).
    #[arg(long = "resource-usage")]
    pub resource_usage: bool,

    /// Do not compress the fat binary.
    #[arg(long = "no-compress")]
    pub no_compress: bool,

    /// No warnings (also `-w`).
    #[arg(long = "disable-warnings")]
    pub no_warnings: bool,

    /// Turn these warnings into errors (`all-warnings`, or one of nvcc's
    /// kinds).
    #[arg(long = "Werror", value_enum, value_name = "KIND")]
    pub werror: Vec<WerrorKind>,

    /// The host compiler whose headers and macros the input is read with
    /// (also `-ccbin`).
    #[arg(long = "compiler-bindir", value_name = "PATH")]
    pub ccbin: Option<PathBuf>,

    /// List the real architectures (`sm_XX`) cudac compiles for.
    #[arg(long = "list-gpu-code")]
    pub list_gpu_code: bool,

    /// List the virtual architectures (`compute_XX`) cudac compiles for.
    #[arg(long = "list-gpu-arch")]
    pub list_gpu_arch: bool,

    /// What to produce.
    #[arg(long = "emit", value_enum)]
    pub emit: Option<Emit>,

    /// The dialect of `--emit=nvvm-ir` (default: llvm7 below sm_100,
    /// modern from sm_100 on, as libNVVM parses them).
    #[arg(long = "nvvm-dialect", value_enum)]
    pub nvvm_dialect: Option<NvvmDialect>,

    /// Optimisation level 0–3.
    #[arg(short = 'O', long = "optimize", default_value = "3", value_parser = clap::value_parser!(u8).range(0..=3))]
    pub opt: u8,

    /// Add a directory to the include search path.
    #[arg(short = 'I', long = "include-path", value_name = "DIR")]
    pub include: Vec<PathBuf>,

    /// Add a system include directory (searched after `-I`; its headers are
    /// left out of `-MM` lists).
    #[arg(long = "isystem", value_name = "DIR")]
    pub isystem: Vec<PathBuf>,

    /// Process FILE as if `#include "FILE"` were the first line of the input.
    #[arg(long = "include", value_name = "FILE")]
    pub pre_include: Vec<PathBuf>,

    /// Define a macro: `-D NAME` or `-D NAME=VALUE`.
    #[arg(short = 'D', long = "define-macro", value_name = "NAME[=VALUE]")]
    pub define: Vec<String>,

    /// Undefine a macro.
    #[arg(short = 'U', long = "undefine-macro", value_name = "NAME")]
    pub undef: Vec<String>,

    /// Preprocess only; write the result.
    #[arg(short = 'E', long = "preprocess")]
    pub preprocess_only: bool,

    /// With `-E`: no `# N "file"` line markers (and no blank lines).
    #[arg(short = 'P', long = "no-line-markers")]
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
    #[arg(long = "use_fast_math")]
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
    #[arg(long = "no-libdevice")]
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

    /// Read the host compiler's headers (libstdc++, glibc) and macros, as
    /// nvcc does (the default; `-ccbin` picks the compiler).
    #[arg(long = "host-headers", overrides_with = "no_host_headers")]
    pub host_headers_flag: bool,

    /// Read cudac's shipped minimal C library instead of the host
    /// compiler's headers (what cudac also does, saying so, when no host
    /// compiler exists).
    #[arg(long = "no-host-headers", overrides_with = "host_headers_flag")]
    pub no_host_headers: bool,

    /// Do not include the implicit CUDA prelude (nvcc's implicit headers).
    #[arg(long = "no-prelude")]
    pub no_prelude: bool,

    /// Report, as warnings, what cudac could not understand in host code
    /// (which it reads only for the kernels host code launches): the
    /// reason a launch could not be analysed.
    #[arg(long = "host-diagnostics")]
    pub host_diagnostics: bool,

    /// Namespace-scope and static member variables without a memory
    /// space are `__device__` variables: a host-style C++ test program
    /// (with `#pragma clang force_cuda_host_device` around it) then runs
    /// as device code. For cudac's own differential tests
    /// (`cargo xtask difftest gcc`); not an nvcc option.
    #[arg(long = "device-globals")]
    pub device_globals: bool,

    /// Check the typed program between semantic analysis and code
    /// generation (always done in debug builds); a broken invariant is an
    /// internal compiler error. For cudac's own tests and fuzzing.
    #[arg(long = "verify-ir")]
    pub verify_ir: bool,

    /// Line tables in the PTX (`.file`/`.loc`) for profilers, optimisation
    /// unchanged (nvcc's `-lineinfo`).
    #[arg(long = "generate-line-info")]
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
    /// files; default (and 0): the machine's cores. The output is the
    /// same whatever the number (also nvcc's `-t`).
    #[arg(short = 'j', long = "jobs", value_name = "N")]
    pub jobs: Option<u32>,
}

fn parse_reflect_add(s: &str) -> Result<(String, i64), String> {
    cudac_libdevice::reflect::parse_add(s)
}

/// Whether an `-O` level comes after the last `-G` (nvcc's `-G` turns
/// device optimisation off; a later `-O` turns it back on).
/// (`args` as `flags::translate` spells them.)
fn opt_after_device_debug(args: &[String]) -> bool {
    let Some(last_g) = args.iter().rposition(|a| a == "--device-debug") else {
        return false;
    };
    args[last_g + 1..]
        .iter()
        .any(|a| a.starts_with("--optimize="))
}

impl Options {
    /// Whether the host compiler's headers are read (the default), rather
    /// than cudac's shipped C library (`--no-host-headers`).
    pub fn host_headers(&self) -> bool {
        !self.no_host_headers
    }

    /// Parses nvcc's command line (`args[0]` is the program name).
    pub fn parse_args(args: &[String]) -> Result<Options, clap::Error> {
        use clap::{CommandFactory, FromArgMatches};
        let mut cmd = Options::command().after_help(super::flags::help_text());
        let translated = super::flags::translate(args)
            .map_err(|msg| cmd.error(clap::error::ErrorKind::UnknownArgument, msg))?;
        let matches = cmd.try_get_matches_from_mut(&translated.args)?;
        let mut o = Options::from_arg_matches(&matches)?;
        if o.device_debug && !opt_after_device_debug(&translated.args) {
            o.opt = 0;
        }
        if o.device_c {
            o.rdc = Some(true);
        }
        let listing = o.list_gpu_arch || o.list_gpu_code;
        if o.inputs.is_empty() && !listing {
            return Err(cmd.error(
                clap::error::ErrorKind::MissingRequiredArgument,
                "no input files specified; use option --help for more information",
            ));
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
        match self.jobs {
            Some(n) if n > 0 => n as usize,
            _ => std::thread::available_parallelism().map_or(1, |n| n.get()),
        }
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

/// `Options` of a command line written as one string (tests).
#[cfg(test)]
pub(super) fn parse_line(s: &str) -> Result<Options, clap::Error> {
    let args: Vec<String> = std::iter::once("cudac")
        .chain(s.split_whitespace())
        .map(String::from)
        .collect();
    Options::parse_args(&args)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(s: &str) -> Options {
        parse_line(s).expect("valid options")
    }

    #[test]
    fn nvcc_spellings() {
        let o = parse("k.cu -arch=sm_90 -ptx -O2 -DN=4 -I inc -rdc=true");
        assert_eq!(o.arch.as_deref(), Some("sm_90"));
        assert!(o.ptx);
        assert_eq!(o.opt, 2);
        assert_eq!(o.define, ["N=4"]);
        assert_eq!(o.include, [PathBuf::from("inc")]);
        assert_eq!(o.rdc, Some(true));
        let o = parse("k.cu -arch sm_80 --emit=llvm-ir -o -");
        assert_eq!(o.arch.as_deref(), Some("sm_80"));
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
        assert_eq!(o.arch, None);
        assert_eq!(o.std, Std::Cxx17);
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

    /// Every row of nvcc's flag table, in each of its spellings: a
    /// `Device` option changes `Options` (and names one of its long
    /// options), a host-only or no-effect one leaves them as they were,
    /// a refused one is an error saying why.
    #[test]
    fn every_flag_table_row() {
        use super::super::flags::{Arg, Effect, FLAGS};
        use clap::CommandFactory;
        let mut longs: Vec<String> = Options::command()
            .get_arguments()
            .filter_map(|a| a.get_long().map(String::from))
            .collect();
        // clap adds these two itself.
        longs.extend(["help", "version"].map(String::from));
        let base = format!("{:?}", parse("k.cu"));
        let dir = std::env::temp_dir().join(format!("cudac-rows-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let optf = dir.join("opts");
        std::fs::write(&optf, "-DFROM_FILE").unwrap();
        for f in FLAGS {
            let example = if f.long == "options-file" {
                optf.display().to_string()
            } else {
                f.example.to_string()
            };
            let mut spellings = vec![format!("--{}", f.long)];
            spellings.extend(f.short.map(|s| format!("-{s}")));
            for name in spellings {
                let mut args = vec!["cudac".to_string(), "k.cu".to_string(), name.clone()];
                if f.arg != Arg::None {
                    args.push(example.clone());
                }
                let parsed = Options::parse_args(&args);
                match f.effect {
                    Effect::Refused(why) => {
                        let e = parsed.expect_err(&name).to_string();
                        assert!(e.contains(why), "{name}: {e}");
                    }
                    Effect::OptionsFile => {
                        let o = parsed.unwrap_or_else(|e| panic!("{name}: {e}"));
                        assert_eq!(o.define, ["FROM_FILE"], "{name}");
                    }
                    Effect::Host | Effect::Inert(_) => {
                        let o = parsed.unwrap_or_else(|e| panic!("{name}: {e}"));
                        assert_eq!(format!("{o:?}"), base, "{name} changed the options");
                    }
                    Effect::Device(long) => {
                        assert!(longs.iter().any(|l| l == long), "{name}: no --{long}");
                        if matches!(long, "help" | "version") {
                            let e = parsed.expect_err(&name);
                            assert!(!e.use_stderr(), "{name}: {e}");
                            continue;
                        }
                        let o = parsed.unwrap_or_else(|e| panic!("{name}: {e}"));
                        assert_ne!(format!("{o:?}"), base, "{name} had no effect");
                    }
                }
            }
        }
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn nvcc_makefile_lines() {
        let o = parse(
            "-std=c++17 -O3 -Xcompiler -Wall,-Wextra --expt-relaxed-constexpr --extended-lambda \
             -gencode arch=compute_80,code=sm_80 -lineinfo -Xptxas -v -c k.cu -o k.o -m64 -ccbin g++",
        );
        assert_eq!(o.std, Std::Cxx17);
        assert!(o.relaxed_constexpr && o.extended_lambda && o.compile && o.line_info);
        assert_eq!(o.generate_code, ["arch=compute_80,code=sm_80"]);
        assert_eq!(o.ptxas_options, ["-v"]);
        assert_eq!(o.ccbin, Some(PathBuf::from("g++")));
        let o = parse("-dc k.cu -t 0 --Werror all-warnings -w");
        assert_eq!(o.rdc, Some(true));
        assert!(o.jobs() >= 1 && o.no_warnings);
        assert_eq!(o.werror, [WerrorKind::AllWarnings]);
        let args: Vec<String> = ["cudac", "k.cu", "-std=c++23"].map(String::from).to_vec();
        assert!(Options::parse_args(&args).is_err());
        let args: Vec<String> = ["cudac", "-O3"].map(String::from).to_vec();
        let e = Options::parse_args(&args).unwrap_err().to_string();
        assert!(e.contains("no input files"), "{e}");
    }
}
