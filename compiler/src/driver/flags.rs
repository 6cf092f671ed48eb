//! nvcc's command line, in one table: every option nvcc 13 documents
//! (`nvcc --help`), and cudac's own, each with what cudac does with it.
//!
//! Input: the arguments as a build system passes them to nvcc (`-arch
//! sm_80`, `-std=c++17`, `-Xcompiler -Wall,-O2`, `-DN=4`, `-O3`,
//! `-gencode arch=compute_80,code=[sm_80,compute_80]`, `-optf FILE`).
//! Output: `Translated`: the same options in the one spelling clap reads
//! (`--gpu-architecture=sm_80`), list values split at commas as nvcc
//! splits them, and the host-only options that were dropped.
//! Invariants: an option nvcc does not know is an error, as in nvcc
//! (unless `--forward-unknown-to-host-compiler`, which hands it to a host
//! compiler cudac never runs); an option whose work a device-only compiler
//! cannot do (linking, host code) is an error that says so, never a
//! silent success; every row's `Device` name is a long option of
//! `Options`, checked by a test.
//!
//! Spellings, as nvcc takes them: `--long`, `-short`, and either with
//! `=VALUE` or with the value as the next argument; the short options
//! `-I -D -U -L -l -O -R -j` also take it attached (`-Iinc`, `-O3`).

/// How an option takes its value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Arg {
    /// A switch.
    None,
    /// One value.
    One,
    /// A comma-separated list (`-Xptxas -v,-O2`, `-DA=1,B=2`): each item
    /// is one value. Repeating the option adds to the list.
    List,
    /// `true`/`false`, which may be left out (`-rdc` alone is `true`).
    Bool,
}

/// What cudac does with an option.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Effect {
    /// It changes cudac's device compilation: passed on as `Options`'
    /// long option of this name.
    Device(&'static str),
    /// It is for the host compiler or the host link only: accepted and
    /// ignored, as the device code nvcc produces does not depend on it.
    Host,
    /// Accepted; the device code cudac produces does not depend on it
    /// (the reason is `--help`'s).
    Inert(&'static str),
    /// A job cudac, a device-code compiler, cannot do: an error naming
    /// the reason, never a silent success.
    Refused(&'static str),
    /// `-optf FILE`: FILE's options are read in its place.
    OptionsFile,
}

/// One row of the table.
#[derive(Clone, Copy, Debug)]
pub struct Flag {
    /// nvcc's long name, without the dashes.
    pub long: &'static str,
    /// nvcc's short name, without the dash.
    pub short: Option<&'static str>,
    pub arg: Arg,
    /// Whether the short form takes its value attached (`-Iinc`).
    pub attached: bool,
    pub effect: Effect,
    /// A value the row's test passes (for options with one).
    #[cfg_attr(not(test), allow(dead_code))]
    pub example: &'static str,
}

const fn row(
    long: &'static str,
    short: Option<&'static str>,
    arg: Arg,
    effect: Effect,
    example: &'static str,
) -> Flag {
    Flag {
        long,
        short,
        arg,
        attached: false,
        effect,
        example,
    }
}

const fn attached(
    long: &'static str,
    short: &'static str,
    arg: Arg,
    effect: Effect,
    ex: &'static str,
) -> Flag {
    Flag {
        long,
        short: Some(short),
        arg,
        attached: true,
        effect,
        example: ex,
    }
}

use Arg::{Bool, List, None as Switch, One};
use Effect::{Device, Host, Inert, Refused};

const LINKS: &str = "cudac compiles device code; linking is the host toolchain's (or nvcc's) job";
const HOST_OUT: &str = "cudac writes device code only, not host C++";
const NO_WARNINGS: &str = "cudac emits no warning of this kind";
const NO_LTO: &str =
    "link-time optimisation needs NVIDIA's nvlink; cudac optimises each file whole";

/// Every option: nvcc's, in the order of `nvcc --help`, then cudac's own.
/// One row a line.
#[rustfmt::skip]
pub const FLAGS: &[Flag] = &[
    // What to produce.
    row("cuda", Some("cuda"), Switch, Refused(HOST_OUT), ""),
    row("cubin", Some("cubin"), Switch, Device("cubin"), ""),
    row("fatbin", Some("fatbin"), Switch, Device("fatbin"), ""),
    row("ptx", Some("ptx"), Switch, Device("ptx"), ""),
    row("optix-ir", Some("optix-ir"), Switch, Refused("OptiX IR is not a format cudac writes; --emit=nvvm-ir gives NVVM IR"), ""),
    row("ltoir", Some("ltoir"), Switch, Refused("LTO IR is NVIDIA's private format; --emit=nvvm-ir gives NVVM IR"), ""),
    row("preprocess", Some("E"), Switch, Device("preprocess"), ""),
    row("generate-dependencies", Some("M"), Switch, Device("M"), ""),
    row("generate-nonsystem-dependencies", Some("MM"), Switch, Device("MM"), ""),
    row("generate-dependencies-with-compile", Some("MD"), Switch, Device("MD"), ""),
    row("generate-nonsystem-dependencies-with-compile", Some("MMD"), Switch, Device("MMD"), ""),
    row("dependency-output", Some("MF"), One, Device("MF"), "k.d"),
    row("generate-dependency-targets", Some("MP"), Switch, Device("MP"), ""),
    row("compile", Some("c"), Switch, Device("compile"), ""),
    row("device-c", Some("dc"), Switch, Device("device-c"), ""),
    row("device-w", Some("dw"), Switch, Device("compile"), ""),
    row("device-link", Some("dlink"), Switch, Refused(LINKS), ""),
    row("link", Some("link"), Switch, Refused(LINKS), ""),
    row("lib", Some("lib"), Switch, Refused(LINKS), ""),
    row("run", Some("run"), Switch, Refused("cudac builds no executable to run"), ""),
    // Files and paths.
    row("output-file", Some("o"), One, Device("output-file"), "out.ptx"),
    row("pre-include", Some("include"), List, Device("include"), "pre.h"),
    row("objdir-as-tempdir", Some("objtemp"), Switch, Host, ""),
    attached("library", "l", List, Host, "m"),
    attached("define-macro", "D", List, Device("define-macro"), "N=4"),
    attached("undefine-macro", "U", List, Device("undefine-macro"), "N"),
    attached("include-path", "I", List, Device("include-path"), "inc"),
    row("system-include", Some("isystem"), List, Device("isystem"), "sys"),
    attached("library-path", "L", List, Host, "lib"),
    row("output-directory", Some("odir"), One, Device("output-directory"), "out"),
    row("compiler-bindir", Some("ccbin"), One, Device("compiler-bindir"), "g++"),
    row("allow-unsupported-compiler", Some("allow-unsupported-compiler"), Switch, Host, ""),
    row("archiver-binary", Some("arbin"), One, Host, "ar"),
    row("cudart", Some("cudart"), One, Host, "shared"),
    row("cudadevrt", Some("cudadevrt"), One, Host, "static"),
    row("libdevice-directory", Some("ldir"), One, Device("libdevice"), "/usr/local/cuda/nvvm/libdevice"),
    row("target-directory", Some("target-dir"), One, Host, "x86_64-linux"),
    row("use-local-env", Some("use-local-env"), Switch, Host, ""),
    row("force-cl-env-setup", Some("force-cl-env-setup"), Switch, Host, ""),
    // Debugging and optimisation.
    row("profile", Some("pg"), Switch, Host, ""),
    row("debug", Some("g"), Switch, Host, ""),
    row("device-debug", Some("G"), Switch, Device("device-debug"), ""),
    row("generate-line-info", Some("lineinfo"), Switch, Device("generate-line-info"), ""),
    row("optimization-info", Some("opt-info"), List, Inert("cudac prints no optimisation remarks"), "inline"),
    attached("optimize", "O", One, Device("optimize"), "2"),
    row("Ofast-compile", Some("Ofc"), One, Inert("cudac's compile time does not trade against code quality"), "max"),
    row("dopt", Some("dopt"), One, Inert("device optimisation follows -O and -G"), "on"),
    row("dlink-time-opt", Some("dlto"), Switch, Refused(NO_LTO), ""),
    row("lto", Some("lto"), Switch, Refused(NO_LTO), ""),
    row("gen-opt-lto", Some("gen-opt-lto"), Switch, Refused(NO_LTO), ""),
    row("ftemplate-backtrace-limit", Some("ftemplate-backtrace-limit"), One, Inert("cudac's diagnostics name every instantiation step"), "10"),
    row("ftemplate-depth", Some("ftemplate-depth"), One, Inert("cudac's own instantiation depth limit applies"), "900"),
    row("no-exceptions", Some("noeh"), Switch, Host, ""),
    row("shared", Some("shared"), Switch, Host, ""),
    // Language.
    row("x", Some("x"), One, Device("x"), "cu"),
    row("std", Some("std"), One, Device("std"), "c++14"),
    row("no-host-device-initializer-list", Some("nohdinitlist"), Switch, Inert("cudac does not make std::initializer_list's members host-device"), ""),
    row("no-host-device-move-forward", Some("nohdmoveforward"), Switch, Inert("cudac does not make std::move/std::forward host-device"), ""),
    row("expt-relaxed-constexpr", Some("expt-relaxed-constexpr"), Switch, Device("expt-relaxed-constexpr"), ""),
    row("extended-lambda", Some("extended-lambda"), Switch, Device("extended-lambda"), ""),
    row("expt-extended-lambda", Some("expt-extended-lambda"), Switch, Device("extended-lambda"), ""),
    row("machine", Some("m"), One, Host, "64"),
    row("m64", Some("m64"), Switch, Host, ""),
    // Options for the other tools.
    row("compiler-options", Some("Xcompiler"), List, Host, "-Wall"),
    row("linker-options", Some("Xlinker"), List, Host, "--as-needed"),
    row("archive-options", Some("Xarchive"), List, Host, "-s"),
    row("ptxas-options", Some("Xptxas"), List, Device("ptxas-options"), "-v"),
    row("nvlink-options", Some("Xnvlink"), List, Host, "-v"),
    row("static-global-template-stub", Some("static-global-template-stub"), One, Host, "true"),
    row("device-entity-has-hidden-visibility", Some("device-entity-has-hidden-visibility"), One, Host, "false"),
    row("forward-unknown-to-host-compiler", Some("forward-unknown-to-host-compiler"), Switch, Host, ""),
    row("forward-unknown-to-host-linker", Some("forward-unknown-to-host-linker"), Switch, Host, ""),
    row("forward-unknown-opts", Some("forward-unknown-opts"), Switch, Host, ""),
    row("dont-use-profile", Some("noprof"), Switch, Host, ""),
    // The driver.
    row("dryrun", Some("dryrun"), Switch, Refused("cudac runs no external commands to list; --time-stages shows its stages"), ""),
    row("verbose", Some("v"), Switch, Inert("cudac runs its stages in-process; --time-stages shows them"), ""),
    row("threads", Some("t"), One, Device("jobs"), "2"),
    row("split-compile", Some("split-compile"), One, Device("jobs"), "2"),
    row("split-compile-extended", Some("split-compile-extended"), One, Device("jobs"), "2"),
    row("fdevice-syntax-only", Some("fdevice-syntax-only"), Switch, Device("fdevice-syntax-only"), ""),
    row("fdevice-time-trace", Some("fdevice-time-trace"), One, Inert("--time-stages prints cudac's stage times"), "trace.json"),
    row("keep", Some("keep"), Switch, Host, ""),
    row("keep-dir", Some("keep-dir"), One, Host, "tmp"),
    row("save-temps", Some("save-temps"), Switch, Host, ""),
    row("clean-targets", Some("clean"), Switch, Refused("cudac keeps no list of nvcc's intermediate files to delete"), ""),
    row("time", Some("time"), One, Inert("--time-stages prints cudac's stage times"), "times.csv"),
    row("run-args", Some("run-args"), List, Host, "1"),
    row("input-drive-prefix", Some("idp"), One, Host, "/cygwin/"),
    row("dependency-drive-prefix", Some("ddp"), One, Host, "/cygwin/"),
    row("drive-prefix", Some("dp"), One, Host, "/cygwin/"),
    row("dependency-target-name", Some("MT"), One, Device("MT"), "obj.o"),
    row("no-align-double", None, Switch, Host, ""),
    row("no-device-link", Some("nodlink"), Switch, Host, ""),
    // Targets.
    row("gpu-architecture", Some("arch"), One, Device("gpu-architecture"), "sm_80"),
    row("gpu-code", Some("code"), List, Device("gpu-code"), "sm_80"),
    row("generate-code", Some("gencode"), One, Device("generate-code"), "arch=compute_80,code=sm_80"),
    row("relocatable-device-code", Some("rdc"), Bool, Device("rdc"), "true"),
    row("entries", Some("e"), List, Inert("every kernel is compiled; unused ones cost only their code"), "k"),
    row("maxrregcount", Some("maxrregcount"), One, Device("maxrregcount"), "32"),
    row("use_fast_math", Some("use_fast_math"), Switch, Device("use_fast_math"), ""),
    row("ftz", Some("ftz"), Bool, Device("ftz"), "true"),
    row("prec-div", Some("prec-div"), Bool, Device("prec-div"), "false"),
    row("prec-sqrt", Some("prec-sqrt"), Bool, Device("prec-sqrt"), "false"),
    row("fmad", Some("fmad"), Bool, Device("fmad"), "false"),
    row("extra-device-vectorization", Some("extra-device-vectorization"), Switch, Inert("LLVM's loop and SLP vectorisers always run at -O2 and -O3"), ""),
    row("default-stream", Some("default-stream"), One, Host, "per-thread"),
    // Warnings and diagnostics.
    row("disable-warnings", Some("w"), Switch, Device("disable-warnings"), ""),
    row("keep-device-functions", Some("keep-device-functions"), Switch, Inert("with -rdc every external device function is kept"), ""),
    row("source-in-ptx", Some("src-in-ptx"), Switch, Inert("-lineinfo gives the PTX its .loc lines"), ""),
    row("restrict", Some("restrict"), Switch, Inert("cudac assumes no aliasing only where __restrict__ says so"), ""),
    row("Wreorder", Some("Wreorder"), Switch, Inert(NO_WARNINGS), ""),
    row("Wdefault-stream-launch", Some("Wdefault-stream-launch"), Switch, Inert(NO_WARNINGS), ""),
    row("Wmissing-launch-bounds", Some("Wmissing-launch-bounds"), Switch, Inert(NO_WARNINGS), ""),
    row("Wext-lambda-captures-this", Some("Wext-lambda-captures-this"), Switch, Inert(NO_WARNINGS), ""),
    row("Wno-deprecated-declarations", Some("Wno-deprecated-declarations"), Switch, Inert(NO_WARNINGS), ""),
    row("Wno-deprecated-gpu-targets", Some("Wno-deprecated-gpu-targets"), Switch, Inert(NO_WARNINGS), ""),
    row("Werror", Some("Werror"), List, Device("Werror"), "all-warnings"),
    row("resource-usage", Some("res-usage"), Switch, Device("resource-usage"), ""),
    row("extensible-whole-program", Some("ewp"), Switch, Inert("-rdc keeps device functions external"), ""),
    row("no-compress", Some("no-compress"), Switch, Device("no-compress"), ""),
    row("qpp-config", Some("qpp-config"), One, Host, "gcc_ntox86_64"),
    row("compile-as-tools-patch", Some("astoolspatch"), Switch, Inert("cudac has no tools-patch mode"), ""),
    row("list-gpu-code", Some("code-ls"), Switch, Device("list-gpu-code"), ""),
    row("list-gpu-arch", Some("arch-ls"), Switch, Device("list-gpu-arch"), ""),
    row("display-error-number", Some("err-no"), Switch, Inert("cudac's diagnostics carry no EDG numbers"), ""),
    row("no-display-error-number", Some("no-err-no"), Switch, Inert("cudac's diagnostics carry no EDG numbers"), ""),
    row("diag-error", Some("diag-error"), List, Inert("cudac's diagnostics carry no EDG numbers"), "20012"),
    row("diag-suppress", Some("diag-suppress"), List, Inert("cudac's diagnostics carry no EDG numbers"), "20012"),
    row("diag-warn", Some("diag-warn"), List, Inert("cudac's diagnostics carry no EDG numbers"), "20012"),
    row("host-linker-script", Some("hls"), One, Host, "use-lcs"),
    row("augment-host-linker-script", Some("aug-hls"), Switch, Host, ""),
    row("relocatable-link", Some("r"), Switch, Refused(LINKS), ""),
    row("brief-diagnostics", Some("brief-diag"), One, Inert("--diag-format=short gives one line per diagnostic"), "true"),
    row("jump-table-density", Some("jtd"), One, Inert("LLVM chooses jump tables itself"), "10"),
    row("relocatable-ptx", Some("reloc-ptx"), Switch, Inert("-rdc makes the PTX relocatable"), ""),
    row("device-stack-protector", Some("device-stack-protector"), One, Inert("cudac adds no stack canaries"), "false"),
    row("compress-mode", Some("compress-mode"), One, Inert("fatbinary's default compression is used"), "size"),
    row("frandom-seed", Some("frandom-seed"), One, Host, "1"),
    row("sanitize", Some("sanitize"), One, Refused("cudac does not instrument device code for compute-sanitizer"), "memcheck"),
    row("jobserver", Some("jobserver"), Switch, Inert("-j/-t set cudac's threads"), ""),
    row("help", Some("h"), Switch, Device("help"), ""),
    row("version", Some("V"), Switch, Device("version"), ""),
    row("options-file", Some("optf"), List, Effect::OptionsFile, ""),
    // cudac's own (no nvcc spelling).
    row("emit", None, One, Device("emit"), "llvm-ir"),
    row("nvvm-dialect", None, One, Device("nvvm-dialect"), "modern"),
    row("backend", None, One, Device("backend"), "llvm"),
    row("libnvvm", None, One, Device("libnvvm"), "/usr/local/cuda/nvvm/lib64"),
    row("libdevice", None, One, Device("libdevice"), "/usr/local/cuda/nvvm/libdevice"),
    row("no-libdevice", Some("nocudalib"), Switch, Device("no-libdevice"), ""),
    attached("nvvm-reflect-add", "R", One, Device("nvvm-reflect-add"), "K=1"),
    row("nvvm-reflect-enable", None, Bool, Device("nvvm-reflect-enable"), "false"),
    row("nvvm-annotations", None, One, Device("nvvm-annotations"), "attributes"),
    row("diag-format", None, One, Device("diag-format"), "json"),
    row("color", None, One, Device("color"), "never"),
    row("no-prelude", None, Switch, Device("no-prelude"), ""),
    row("host-diagnostics", None, Switch, Device("host-diagnostics"), ""),
    row("host-headers", None, Switch, Device("host-headers"), ""),
    row("no-host-headers", None, Switch, Device("no-host-headers"), ""),
    row("device-globals", None, Switch, Device("device-globals"), ""),
    row("verify-ir", None, Switch, Device("verify-ir"), ""),
    row("time-stages", None, Switch, Device("time-stages"), ""),
    attached("jobs", "j", One, Device("jobs"), "2"),
    row("no-line-markers", Some("P"), Switch, Device("no-line-markers"), ""),
    row("arch", None, One, Device("gpu-architecture"), "sm_80"),
    row("rdc", None, Bool, Device("rdc"), "true"),
    row("use-fast-math", None, Switch, Device("use_fast_math"), ""),
];

/// The arguments in clap's spelling, and what was dropped.
#[derive(Debug, Default, PartialEq)]
pub struct Translated {
    /// The program name, then `--name=value` / `--name` for every `Device`
    /// option, then the inputs (after `--`).
    pub args: Vec<String>,
    /// Host-only options as given (`-Xcompiler -Wall`), for `--help`'s
    /// users and tests.
    pub ignored: Vec<String>,
}

/// Finds the row an option names: an exact short or long name first,
/// then a short option with its value attached (`-Iinc`), the longest
/// such name first (`-MF` before `-M`).
fn lookup(text: &str, double_dash: bool) -> Option<(&'static Flag, Option<String>)> {
    let (name, value) = match text.split_once('=') {
        Some((n, v)) => (n, Some(v.to_string())),
        None => (text, None),
    };
    // nvcc takes long names after one dash too (`-use_fast_math`); cudac
    // also takes short names after two (`--isystem`, as gcc spells it).
    let exact = FLAGS
        .iter()
        .find(|f| f.long == name)
        .or_else(|| FLAGS.iter().find(|f| f.short == Some(name)));
    if let Some(f) = exact {
        return Some((f, value));
    }
    if double_dash {
        return None;
    }
    FLAGS
        .iter()
        .filter(|f| f.attached)
        .filter_map(|f| {
            let s = f.short?;
            let rest = text.strip_prefix(s)?;
            (!rest.is_empty()).then_some((f, s.len(), rest))
        })
        .max_by_key(|&(_, len, _)| len)
        .map(|(f, _, rest)| (f, Some(rest.to_string())))
}

/// Whether `-name`/`--name` was given anywhere (nvcc reads these before
/// the others).
fn present(args: &[String], long: &str) -> bool {
    args.iter()
        .any(|a| a.trim_start_matches('-') == long && a.starts_with('-'))
}

/// A list value's items: split at commas, as nvcc splits them, but not
/// inside parentheses, so `-DPAIR(a,b)=a##b` defines one macro (nvcc would
/// cut it in two; gcc and clang do not).
fn split_list(v: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut depth = 0i32;
    let mut cur = String::new();
    for c in v.chars() {
        match c {
            '(' => depth += 1,
            ')' => depth -= 1,
            ',' if depth <= 0 => {
                out.push(std::mem::take(&mut cur));
                continue;
            }
            _ => {}
        }
        cur.push(c);
    }
    out.push(cur);
    out.retain(|s| !s.is_empty());
    out
}

/// Splits an options file's text into arguments: white space separates,
/// single and double quotes group, as nvcc's `-optf` reads it.
fn split_options_file(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut cur = String::new();
    let mut quote: Option<char> = None;
    let mut any = false;
    for c in text.chars() {
        match quote {
            Some(q) if c == q => quote = None,
            Some(_) => cur.push(c),
            None if c == '"' || c == '\'' => {
                quote = Some(c);
                any = true;
            }
            None if c.is_whitespace() => {
                if any || !cur.is_empty() {
                    out.push(std::mem::take(&mut cur));
                }
                any = false;
            }
            None => cur.push(c),
        }
    }
    if any || !cur.is_empty() {
        out.push(cur);
    }
    out
}

/// Rewrites nvcc's command line (`args[0]` is the program name) into the
/// spelling `Options` parses. The error is nvcc's kind of message.
pub fn translate(args: &[String]) -> Result<Translated, String> {
    let mut out = Translated::default();
    let mut inputs = Vec::new();
    out.args
        .push(args.first().cloned().unwrap_or_else(|| "cudac".into()));
    let forward_unknown =
        present(args, "forward-unknown-to-host-compiler") || present(args, "forward-unknown-opts");
    let mut queue: std::collections::VecDeque<String> = args.iter().skip(1).cloned().collect();
    let mut files_read = 0;
    while let Some(a) = queue.pop_front() {
        if a == "--" {
            inputs.extend(queue.drain(..));
            break;
        }
        if !a.starts_with('-') || a == "-" {
            inputs.push(a);
            continue;
        }
        let double = a.starts_with("--");
        let text = if double { &a[2..] } else { &a[1..] };
        let Some((flag, inline)) = lookup(text, double) else {
            if forward_unknown && !double {
                // nvcc hands it to the host compiler: a following
                // argument stays an input unless it is an option itself.
                out.ignored.push(a);
                continue;
            }
            return Err(format!("unknown option '{a}'"));
        };
        let spelled = a.split('=').next().unwrap_or(&a).to_string();
        let values: Vec<String> = match flag.arg {
            Arg::None => {
                if inline.is_some() {
                    return Err(format!("option '{spelled}' takes no value"));
                }
                Vec::new()
            }
            Arg::Bool => match inline {
                Some(v) => vec![v],
                None => match queue.front().map(String::as_str) {
                    Some("true" | "false") => vec![queue.pop_front().unwrap_or_default()],
                    _ => vec!["true".to_string()],
                },
            },
            Arg::One | Arg::List => {
                let v = match inline {
                    Some(v) => v,
                    None => queue
                        .pop_front()
                        .ok_or_else(|| format!("no argument specified for option '{spelled}'"))?,
                };
                if flag.arg == Arg::List {
                    split_list(&v)
                } else {
                    vec![v]
                }
            }
        };
        match flag.effect {
            Effect::Refused(why) => {
                return Err(format!("option '{spelled}' is not supported: {why}"))
            }
            Effect::Host | Effect::Inert(_) => {
                out.ignored.push(a.clone());
                out.ignored.extend(values.iter().cloned());
            }
            Effect::OptionsFile => {
                for path in values {
                    files_read += 1;
                    if files_read > 64 {
                        return Err("options files include each other too deeply".into());
                    }
                    let text = std::fs::read_to_string(&path)
                        .map_err(|e| format!("cannot read options file '{path}': {e}"))?;
                    for (k, item) in split_options_file(&text).into_iter().enumerate() {
                        queue.insert(k, item);
                    }
                }
            }
            Effect::Device(name) if flag.arg == Arg::None => out.args.push(format!("--{name}")),
            Effect::Device(name) => {
                for v in values {
                    out.args.push(format!("--{name}={v}"));
                }
            }
        }
    }
    out.args.push("--".into());
    out.args.extend(inputs);
    Ok(out)
}

/// `--help`'s list of the options cudac accepts and ignores.
pub fn help_text() -> String {
    let spell = |f: &Flag| match f.short {
        Some(s) if s != f.long => format!("--{} (-{s})", f.long),
        _ => format!("--{}", f.long),
    };
    let mut host: Vec<String> = Vec::new();
    let mut none: Vec<String> = Vec::new();
    let mut refused: Vec<String> = Vec::new();
    let mut nvcc: Vec<String> = Vec::new();
    for f in FLAGS {
        match f.effect {
            Effect::Host => host.push(spell(f)),
            Effect::Inert(why) => none.push(format!("  {}: {why}", spell(f))),
            Effect::Refused(why) => refused.push(format!("  {}: {why}", spell(f))),
            Effect::Device(name) if name != f.long => nvcc.push(format!("{} = --{name}", spell(f))),
            Effect::Device(_) | Effect::OptionsFile => {}
        }
    }
    format!(
        "nvcc's spellings are accepted: -name or --name, with =VALUE or the value as the next \
         argument; -I, -D, -U, -L, -l, -O, -R and -j also take it attached (-Iinc, -O3); \
         list options split their values at commas (-Xptxas -v,-O2); -optf FILE reads options \
         from FILE. nvcc names of cudac's options: {}.\n\n\
         Host-side only, accepted and ignored (the device code does not depend on them):\n  {}\n\n\
         Accepted, no effect on cudac's device code:\n{}\n\n\
         Refused (not a device compiler's job):\n{}\n\n\
         An option nvcc does not know is an error, as in nvcc; with \
         --forward-unknown-to-host-compiler it is ignored (it is for the host compiler).",
        nvcc.join(", "),
        host.join(", "),
        none.join("\n"),
        refused.join("\n"),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tr(s: &str) -> Result<Translated, String> {
        let args: Vec<String> = std::iter::once("cudac")
            .chain(s.split_whitespace())
            .map(String::from)
            .collect();
        translate(&args)
    }

    fn args_of(s: &str) -> Vec<String> {
        tr(s).expect("accepted").args[1..].to_vec()
    }

    #[test]
    fn spellings_and_values() {
        assert_eq!(
            args_of("k.cu -arch=sm_80 -O3 -Iinc -DA=1,B=2 -std c++14 --x=cu"),
            [
                "--gpu-architecture=sm_80",
                "--optimize=3",
                "--include-path=inc",
                "--define-macro=A=1",
                "--define-macro=B=2",
                "--std=c++14",
                "--x=cu",
                "--",
                "k.cu"
            ]
        );
        // Exact names win over attached values: -lineinfo is not -l ineinfo,
        // -odir is not -o dir, -MF is not -M F.
        assert_eq!(
            args_of("-lineinfo -odir out -MF k.d -isystem s k.cu"),
            [
                "--generate-line-info",
                "--output-directory=out",
                "--MF=k.d",
                "--isystem=s",
                "--",
                "k.cu"
            ]
        );
        assert_eq!(
            args_of("-DPAIR(a,b)=a##b,C k.cu"),
            [
                "--define-macro=PAIR(a,b)=a##b",
                "--define-macro=C",
                "--",
                "k.cu"
            ]
        );
        // A bool value may be left out; -rdc true consumes it.
        assert_eq!(args_of("-rdc k.cu"), ["--rdc=true", "--", "k.cu"]);
        assert_eq!(args_of("-rdc false k.cu"), ["--rdc=false", "--", "k.cu"]);
        // -gencode's value keeps its commas.
        assert_eq!(
            args_of("-gencode arch=compute_80,code=[sm_80,compute_80] k.cu"),
            [
                "--generate-code=arch=compute_80,code=[sm_80,compute_80]",
                "--",
                "k.cu"
            ]
        );
    }

    #[test]
    fn host_options_are_dropped_with_their_values() {
        let t = tr("-Xcompiler -Wall,-O2 --compiler-options=-fPIC -m64 -lcublas -L/usr/lib k.cu")
            .unwrap();
        assert_eq!(t.args[1..], ["--", "k.cu"]);
        assert_eq!(
            t.ignored,
            [
                "-Xcompiler",
                "-Wall",
                "-O2",
                "--compiler-options=-fPIC",
                "-fPIC",
                "-m64",
                "-lcublas",
                "cublas",
                "-L/usr/lib",
                "/usr/lib"
            ]
        );
    }

    #[test]
    fn unknown_and_refused_options() {
        assert_eq!(tr("-foo k.cu").unwrap_err(), "unknown option '-foo'");
        assert_eq!(tr("--foo k.cu").unwrap_err(), "unknown option '--foo'");
        assert_eq!(tr("-Wall k.cu").unwrap_err(), "unknown option '-Wall'");
        assert!(tr("-dlink k.o").unwrap_err().contains("linking"));
        let t = tr("-forward-unknown-to-host-compiler -Wall -fopenmp k.cu").unwrap();
        assert_eq!(t.args[1..], ["--", "k.cu"]);
        assert_eq!(
            tr("-arch").unwrap_err(),
            "no argument specified for option '-arch'"
        );
        assert_eq!(
            tr("-ptx=1 k.cu").unwrap_err(),
            "option '-ptx' takes no value"
        );
    }

    #[test]
    fn options_files() {
        let dir = std::env::temp_dir().join(format!("cudac-optf-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let f = dir.join("opts");
        std::fs::write(&f, "-arch=sm_80\n -D 'X=a b' \"-DY\"\n").unwrap();
        let t = tr(&format!("-optf {} k.cu -O1", f.display())).unwrap();
        assert_eq!(
            t.args[1..],
            [
                "--gpu-architecture=sm_80",
                "--define-macro=X=a b",
                "--define-macro=Y",
                "--optimize=1",
                "--",
                "k.cu"
            ]
        );
        std::fs::remove_dir_all(&dir).unwrap();
    }

    /// Every long and short name is one row's.
    #[test]
    fn names_are_unique() {
        let mut seen = std::collections::HashSet::new();
        for f in FLAGS {
            assert!(seen.insert(format!("--{}", f.long)), "--{}", f.long);
        }
        let mut short = std::collections::HashSet::new();
        for f in FLAGS {
            if let Some(s) = f.short {
                assert!(short.insert(s), "-{s}");
            }
        }
    }
}
