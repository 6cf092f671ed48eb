//! The file-driven suites: `ui/`, `codegen/`, `preprocess/`, `layout/`, samples, and
//! the ptxas sweep.

use cudac_tests::*;

/// The tool, or `None` after printing why the test is skipped (only
/// allowed when `CUDAC_REQUIRE_TOOLS` is unset).
fn tool_or_skip(tool: Result<std::path::PathBuf, String>) -> Option<std::path::PathBuf> {
    match tool {
        Ok(p) => Some(p),
        Err(why) => {
            assert!(!tools_required(), "CUDAC_REQUIRE_TOOLS is set but {why}");
            println!("skipped: {why}");
            None
        }
    }
}

fn run_all(results: Vec<Result<(), String>>) {
    let failures: Vec<String> = results.into_iter().filter_map(|r| r.err()).collect();
    assert!(
        failures.is_empty(),
        "{} failure(s):\n\n{}",
        failures.len(),
        failures.join("\n\n")
    );
}

#[test]
fn ui() {
    let cases = cases("ui");
    assert_found(&cases, "ui");
    run_all(cases.iter().map(|c| check_ui(c)).collect());
}

#[test]
fn codegen() {
    let cases = cases("codegen");
    assert_found(&cases, "codegen");
    run_all(cases.iter().map(|c| check_codegen(c).map(|_| ())).collect());
}

/// Every `preprocess/*.cu` case preprocesses to the same tokens as with
/// `gcc -E -P`.
#[test]
fn preprocess() {
    let Some(gcc) = tool_or_skip(gcc()) else {
        return;
    };
    let cases = cases("preprocess");
    assert_found(&cases, "preprocess");
    run_all(cases.iter().map(|c| check_preprocess(c, &gcc)).collect());
}

/// Every `layout/*.cu` case lays out its records as clang-19 does for
/// nvptx64 (sizes, alignments, offsets, bit-field bytes).
#[test]
fn layout_matches_clang() {
    let Some(clang) = tool_or_skip(clang()) else {
        return;
    };
    let cases = cases("layout");
    assert_found(&cases, "layout");
    let mut compared = 0;
    let results = cases
        .iter()
        .map(|c| check_layout(c, &clang).map(|n| compared += n))
        .collect();
    println!("layout: {compared} globals and folded functions compared with clang-19");
    run_all(results);
}

/// Every `cxx/*.cu` case defines the same symbols as clang-19 (mangled
/// names of kernels, device functions and variables).
#[test]
fn cxx_names_match_clang() {
    let Some(clang) = tool_or_skip(clang()) else {
        return;
    };
    let cases = cases("cxx");
    assert_found(&cases, "cxx");
    let mut compared = 0;
    let results = cases
        .iter()
        .map(|c| check_cxx(c, &clang).map(|n| compared += n))
        .collect();
    println!("cxx: {compared} symbols compared with clang-19");
    run_all(results);
}

/// Every `projects/*.cu` case compiles for sm_75 and sm_90, ptxas takes
/// both, and its kernels are the ones clang-19 finds with the real CUDA
/// headers.
#[test]
fn projects_match_clang() {
    let Some(clang) = tool_or_skip(clang()) else {
        return;
    };
    let Some(ptxas) = tool_or_skip(ptxas()) else {
        return;
    };
    let Some(root) = tool_or_skip(cuda_root()) else {
        return;
    };
    let cases = cases("projects");
    assert_found(&cases, "project");
    let mut compared = 0;
    let results = cases
        .iter()
        .map(|c| check_project(c, &clang, &ptxas, &root).map(|n| compared += n))
        .collect();
    println!("projects: {compared} kernels compared with clang-19");
    run_all(results);
}

/// Every `run/*.cu` case prints the same 64 values when cudac's IR (-O0
/// and -O2, retargeted to x86-64) runs in lli-19 as when clang++-19 builds
/// it for the host: C++ runtime semantics checked by execution.
#[test]
fn run_matches_clang() {
    let Some(lli) = tool_or_skip(lli()) else {
        return;
    };
    let Some(clangxx) = tool_or_skip(clangxx()) else {
        return;
    };
    let cases = cases("run");
    assert_found(&cases, "run");
    let mut compared = 0;
    let results = cases
        .iter()
        .map(|c| check_run(c, &lli, &clangxx).map(|n| compared += n))
        .collect();
    println!("run: {compared} runs of cudac's IR compared with clang++-19's build");
    run_all(results);
}

/// Every sample, codegen, layout and cxx case compiles to PTX that ptxas accepts, for
/// sm_75 and sm_90.
#[test]
fn ptxas_sweep() {
    let Some(ptxas) = tool_or_skip(ptxas()) else {
        return;
    };
    let mut files = cases("codegen");
    files.extend(cases("layout"));
    files.extend(cases("cxx"));
    files.extend(cases("../samples"));
    assert_found(&files, "sweep");
    let mut results = Vec::new();
    let mut assembled = 0;
    for f in &files {
        let Some(extra) = case_args_for_code(f) else {
            continue;
        };
        let extra = match with_cuda_root(f, extra) {
            Ok(Some(extra)) => extra,
            Ok(None) => continue,
            Err(e) => {
                results.push(Err(e));
                continue;
            }
        };
        for arch in sweep_archs(f) {
            let path = f.display().to_string();
            let arch_arg = format!("-arch={arch}");
            // The back-end sweeps read cudac's shipped headers: the host's
            // would cost each of their thousands of compiles the same
            // megabyte of libstdc++ and glibc (each case is compiled with
            // them once, in its own suite), and a case that needs them
            // says `--host-headers`, which comes later and wins.
            let mut argv: Vec<&str> = vec![&path, &arch_arg, "--no-host-headers"];
            argv.extend(
                extra
                    .iter()
                    .filter(|a| !a.starts_with("-arch"))
                    .map(String::as_str),
            );
            argv.extend(["-ptx", "-o", "-", "--diag-format=short"]);
            let out = cudac(&argv);
            if out.code != 0 {
                results.push(Err(format!(
                    "{path} ({arch}): cudac exited {}:\n{}",
                    out.code, out.stderr
                )));
                continue;
            }
            let ptx = String::from_utf8_lossy(&out.stdout);
            let rdc = extra.iter().any(|a| a == "-rdc=true" || a == "-rdc");
            results.push(assemble(&ptxas, &ptx, arch, &path, rdc));
            assembled += 1;
        }
    }
    println!("ptxas sweep: {assembled} PTX files assembled");
    run_all(results);
}

/// Cases whose kernels have no LLVM 7 form yet: cudac must say so ("not
/// supported yet in the LLVM 7 dialect"), and the list shrinks as the
/// writer learns them.
const LLVM7_GAPS: &[(&str, &str, &str)] = &[];

/// The libNVVM sweep: every case the ptxas sweep compiles also goes
/// through NVIDIA's libNVVM (`--backend=libnvvm`: cudac's LLVM 7 NVVM IR,
/// verified and compiled by libNVVM 12.9), and ptxas assembles libNVVM's
/// PTX.
#[test]
fn libnvvm_sweep() {
    let Some(ptxas) = tool_or_skip(ptxas()) else {
        return;
    };
    if let Err(nf) = cudac::backend::libnvvm::LibNvvm::load(None) {
        tool_or_skip(Err(format!(
            "libNVVM not found (looked in {:?})",
            nf.searched
        )));
        return;
    }
    let mut files = cases("codegen");
    files.extend(cases("cxx"));
    files.extend(cases("projects"));
    files.extend(cases("../samples"));
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../.tools/cuda-root");
    let mut results = Vec::new();
    let mut compiled = 0;
    for f in &files {
        let Some(extra) = case_args_for_code(f) else {
            continue;
        };
        let name = f
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default();
        // sm_75 and sm_90 through the LLVM 7 dialect, the Blackwell SMs
        // (which only libNVVM targets) through the modern one; both
        // dialects also from the unoptimised (-O0) module.
        let archs = sweep_archs(f);
        let mut runs: Vec<(&str, bool)> = archs.iter().map(|a| (*a, false)).collect();
        runs.extend([("sm_100", false), ("sm_120", false), ("sm_100", true)]);
        if archs.contains(&"sm_90") {
            runs.push(("sm_90", true));
        }
        for (arch, o0) in runs {
            let gap = LLVM7_GAPS
                .iter()
                .find(|(n, a, _)| *n == name && *a == arch && !o0)
                .map(|(_, _, why)| why);
            let path = f.display().to_string();
            let arch_arg = format!("-arch={arch}");
            // Shipped headers, unless the case asks (as in the ptxas sweep).
            let mut argv: Vec<String> = vec![path.clone(), arch_arg, "--no-host-headers".into()];
            argv.extend(
                extra
                    .iter()
                    .filter(|a| !(a.starts_with("-arch") || (o0 && a.starts_with("-O"))))
                    .map(|a| a.replace("$CUDA_ROOT", &root.display().to_string())),
            );
            if o0 {
                argv.push("-O0".into());
            }
            let arch_label = if o0 {
                format!("{arch} -O0")
            } else {
                arch.to_string()
            };
            let arch_label = arch_label.as_str();
            argv.extend(
                [
                    "-I",
                    "projects/include",
                    "--backend=libnvvm",
                    "-o",
                    "-",
                    "--diag-format=short",
                ]
                .map(String::from),
            );
            let mut argv: Vec<&str> = argv.iter().map(String::as_str).collect();
            if arch == "sm_100" || arch == "sm_120" {
                // libNVVM is the backend for them without asking.
                argv.retain(|a| *a != "--backend=libnvvm");
            }
            let out = cudac(&argv);
            match gap {
                Some(why) => {
                    if out.code != 1
                        || !out
                            .stderr
                            .contains("not supported yet in the LLVM 7 dialect")
                    {
                        results.push(Err(format!(
                            "{path} ({arch_label}): listed in LLVM7_GAPS ({why}) but cudac exited {}:\n{}",
                            out.code, out.stderr
                        )));
                    }
                    continue;
                }
                None if out.code != 0 => {
                    results.push(Err(format!(
                        "{path} ({arch_label}): cudac --backend=libnvvm exited {}:\n{}",
                        out.code, out.stderr
                    )));
                    continue;
                }
                None => {}
            }
            let ptx = String::from_utf8_lossy(&out.stdout);
            if arch != "sm_100" && arch != "sm_120" {
                // Both backends give each kernel the same launch directives.
                let llvm_argv: Vec<&str> = argv
                    .iter()
                    .copied()
                    .filter(|a| *a != "--backend=libnvvm")
                    .collect();
                let theirs = cudac(&llvm_argv);
                let ours = kernel_directives(&ptx);
                let llvm = kernel_directives(&String::from_utf8_lossy(&theirs.stdout));
                if theirs.code == 0 && ours != llvm {
                    results.push(Err(format!(
                        "{path} ({arch_label}): kernel directives differ between backends:\nlibNVVM: {ours:?}\nLLVM:    {llvm:?}"
                    )));
                    continue;
                }
            }
            // Relocatable code and code left unlinked from libdevice call
            // what another module defines.
            let partial = extra
                .iter()
                .any(|a| a == "-rdc=true" || a == "-rdc" || a == "--no-libdevice");
            results.push(assemble(&ptxas, &ptx, arch, &path, partial));
            compiled += 1;
        }
    }
    println!("libNVVM sweep: {compiled} modules compiled by libNVVM and assembled");
    run_all(results);
}

/// Each kernel's performance-tuning and cluster directives in PTX
/// (`.maxntid`, `.minnctapersm`, `.maxnreg`, `.maxclusterrank`,
/// `.explicitcluster`, `.reqnctapercluster`, `.reqntid`), sorted per kernel.
fn kernel_directives(ptx: &str) -> Vec<(String, Vec<String>)> {
    let mut out: Vec<(String, Vec<String>)> = Vec::new();
    for line in ptx.lines() {
        let t = line.trim();
        if let Some(rest) = t
            .strip_prefix(".visible .entry ")
            .or(t.strip_prefix(".entry "))
        {
            let name = rest.split('(').next().unwrap_or("").trim().to_string();
            out.push((name, Vec::new()));
        } else if [
            ".maxntid",
            ".minnctapersm",
            ".maxnreg",
            ".maxclusterrank",
            ".explicitcluster",
            ".reqnctapercluster",
            ".reqntid",
        ]
        .iter()
        .any(|d| t.starts_with(d))
        {
            if let Some((_, ds)) = out.last_mut() {
                ds.push(t.split_whitespace().collect::<Vec<_>>().join(" "));
            }
        }
    }
    for (_, ds) in &mut out {
        ds.sort();
    }
    out.sort();
    out
}

/// No input makes cudac crash: every sample and test case, mutated by
/// deleting, duplicating, swapping, cutting, truncating or reversing
/// lines, dropping punctuation or inserting tokens (deterministically),
/// gives diagnostics or output, never an internal error (exit code 70).
#[test]
fn mutated_inputs_never_crash() {
    let mut files = cases("codegen");
    files.extend(cases("ui"));
    files.extend(cases("cxx"));
    files.extend(cases("../samples"));
    let dir = scratch_dir("mutants");
    let mut seed: u64 = 0x9E37_79B9_7F4A_7C15;
    let mut next = move || {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        seed
    };
    let mut crashes = Vec::new();
    let mut runs = 0;
    // Mutants per file: 12 in CI; `CUDAC_MUTANTS=N` for a longer hunt.
    let per_file: usize = std::env::var("CUDAC_MUTANTS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(12);
    for f in &files {
        let src = std::fs::read_to_string(f).expect("readable case");
        let lines: Vec<&str> = src.lines().collect();
        for _ in 0..per_file {
            let mut l: Vec<String> = lines.iter().map(|s| s.to_string()).collect();
            if l.is_empty() {
                break;
            }
            let i = next() as usize % l.len();
            match next() % 8 {
                0 => {
                    l.remove(i);
                }
                1 => {
                    let d = l[i].clone();
                    l.insert(i, d);
                }
                2 => {
                    let j = next() as usize % l.len();
                    l.swap(i, j);
                }
                3 => {
                    // Cut a line in the middle (on a char boundary).
                    let s = &l[i];
                    let cut = s
                        .char_indices()
                        .map(|(k, _)| k)
                        .nth(s.chars().count() / 2)
                        .unwrap_or(0);
                    l[i] = s[..cut].to_string();
                }
                4 => {
                    // Drop one punctuation character from the line.
                    let s = l[i].clone();
                    if let Some((k, c)) =
                        s.char_indices().find(|(_, c)| "(){};,[]*&=<>".contains(*c))
                    {
                        l[i] = format!("{}{}", &s[..k], &s[k + c.len_utf8()..]);
                    }
                }
                5 => {
                    // Insert a token (C++ and CUDA keywords, punctuation,
                    // literals) at a character boundary of the line.
                    const TOKENS: &[&str] = &[
                        "(",
                        ")",
                        "{",
                        "}",
                        "[",
                        "]",
                        ";",
                        ",",
                        "<",
                        ">",
                        "::",
                        "*",
                        "&",
                        "&&",
                        "=",
                        "...",
                        "template",
                        "typename",
                        "struct",
                        "class",
                        "const",
                        "__global__",
                        "__device__",
                        "__shared__",
                        "return",
                        "if",
                        "else",
                        "for",
                        "auto",
                        "decltype",
                        "sizeof",
                        "operator",
                        "0",
                        "1u",
                        "1.5f",
                        "'a'",
                        "\"s\"",
                        "#",
                        "##",
                        "__launch_bounds__(",
                        "<<<",
                        ">>>",
                        "asm(",
                        "virtual",
                        "static_assert(",
                        "new",
                        "delete",
                        "this",
                    ];
                    let s = l[i].clone();
                    let cuts: Vec<usize> =
                        s.char_indices().map(|(k, _)| k).chain([s.len()]).collect();
                    let at = cuts[next() as usize % cuts.len()];
                    let t = TOKENS[next() as usize % TOKENS.len()];
                    l[i] = format!("{} {t} {}", &s[..at], &s[at..]);
                }
                6 => {
                    // Truncate the file after line i, mid-line.
                    l.truncate(i + 1);
                    let s = &l[i];
                    let cut = s
                        .char_indices()
                        .map(|(k, _)| k)
                        .nth(next() as usize % (s.chars().count() + 1))
                        .unwrap_or(s.len());
                    l[i] = s[..cut].to_string();
                }
                _ => {
                    // Reverse the line's characters.
                    l[i] = l[i].chars().rev().collect();
                }
            }
            let path = dir.join("mutant.cu");
            std::fs::write(&path, l.join("\n")).expect("write mutant");
            let p = path.display().to_string();
            // The mutations are in the file's own text; the host's headers
            // would cost every mutant the same megabyte of libstdc++.
            let out = cudac(&[
                &p,
                "--no-host-headers",
                "-ptx",
                "-o",
                "-",
                "--diag-format=short",
            ]);
            runs += 1;
            // Diagnostics (1) or output (0), never an internal error (70)
            // or anything else.
            if out.code != 0 && out.code != 1 {
                crashes.push(format!(
                    "mutant of {}:\n{}\n--- stderr\n{}",
                    f.display(),
                    l.join("\n"),
                    out.stderr
                ));
            }
        }
    }
    println!("{runs} mutants compiled");
    assert!(
        crashes.is_empty(),
        "{} crash(es):\n{}",
        crashes.len(),
        crashes.join("\n\n")
    );
}

/// The parallel back end (`backend::split`) gives the same bytes whatever
/// the thread count, and does cut the file it is meant for (a helper
/// copied into a later part is renamed there).
#[test]
fn parallel_backend_is_deterministic() {
    let path = "codegen/parallel_parts.cu";
    if case_filter().is_some_and(|f| !path.contains(&f)) {
        return;
    }
    let run = |jobs: &str| cudac(&[path, "-ptx", "-arch=sm_80", "-o", "-", jobs]);
    let one = run("-j1");
    assert_eq!(one.code, 0, "{}", one.stderr);
    let ptx = String::from_utf8_lossy(&one.stdout).into_owned();
    assert!(ptx.contains("_Z6helperf_$_part"), "not cut in parts");
    for jobs in ["-j2", "-j3", "-j16"] {
        let other = run(jobs);
        assert_eq!(other.code, 0, "{}", other.stderr);
        assert!(
            other.stdout == one.stdout,
            "{jobs} gives other PTX than -j1"
        );
    }
    // Twice with the same count, too (the threads race differently).
    assert!(run("-j3").stdout == one.stdout, "two -j3 runs differ");
}

/// A file large enough to be parsed chunk by chunk with each tree dropped
/// once lowered (`syntax::stream`: 16 chunks of 16 KiB or more) compiles
/// to the same IR whatever the thread count, calls the header functions it
/// names (the others are not parsed: `syntax::library_use`), and repairs
/// parenthesised names with what another chunk declares (`(scale) * v`
/// and `(T)-n`, which tree-sitter reads the other way round).
#[test]
fn streamed_large_file_is_deterministic() {
    if case_filter().is_some_and(|f| !"streamed".contains(&f)) {
        return;
    }
    let dir = scratch_dir("streamed");
    let mut src = String::from("typedef int T;\n__device__ int scale;\n");
    for k in 0..3000 {
        src += &format!(
            "__device__ float f{k}(float v, int *hits) {{\n    atomicAdd(hits, {k});\n    \
             return v + {k}.0f + __shfl_down_sync(0xffffffffu, v, 1);\n}}\n"
        );
    }
    src += "__global__ void last(float *out, int *hits, int n, int v) {\n    \
            out[threadIdx.x] = f2999((scale) * v + (T)-n, hits);\n}\n";
    assert!(src.len() > 300 << 10, "large enough to be streamed");
    let path = dir.join("streamed.cu");
    std::fs::write(&path, &src).expect("write");
    let path = path.display().to_string();
    let run = |jobs: &str| cudac(&[&path, "--emit=llvm-ir", "-O0", "-o", "-", jobs]);
    let one = run("-j1");
    assert_eq!(one.code, 0, "{}", one.stderr);
    let ir = String::from_utf8_lossy(&one.stdout).into_owned();
    assert!(
        ir.contains("define void @_Z4lastPfPiii"),
        "the kernel is there"
    );
    assert!(ir.contains("atomicrmw add"), "atomicAdd from the header");
    assert!(ir.contains("mul nsw i32"), "(scale) * v is a product");
    for jobs in ["-j2", "-j3"] {
        assert!(
            run(jobs).stdout == one.stdout,
            "{jobs} gives other IR than -j1"
        );
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// `--time-stages` reports every stage in order with its time, its own
/// peak memory, what stayed resident and what malloc holds, and for the
/// parallel back end the time of its steps summed over its parts.
#[test]
fn time_stages_reports_each_stage() {
    let path = "codegen/parallel_parts.cu";
    if case_filter().is_some_and(|f| !path.contains(&f)) {
        return;
    }
    let out = cudac(&[path, "-ptx", "-arch=sm_80", "-o", "-", "--time-stages"]);
    assert_eq!(out.code, 0, "{}", out.stderr);
    let lines: Vec<&str> = out
        .stderr
        .lines()
        .filter(|l| l.starts_with("time: "))
        .collect();
    let names: Vec<&str> = lines
        .iter()
        .map(|l| l["time: ".len()..].split(": ").next().unwrap_or(""))
        .collect();
    let expected = [
        "read",
        "preprocess",
        "parse",
        "sema",
        "verify",
        "codegen",
        "nvvm + libdevice",
        "optimize + emit (in parts)",
        "  read parts (summed over threads)",
        "  optimize (summed over threads)",
        "  prepare + emit PTX (summed over threads)",
        "join",
    ];
    assert_eq!(names, expected, "{}", out.stderr);
    for line in &lines {
        let (_, figures) = line["time: ".len()..].split_once(": ").expect("a figure");
        assert!(figures.contains(" ms"), "{line}");
        if !line.contains("summed") && cfg!(target_os = "linux") {
            assert!(
                figures.contains(" (peak ") && figures.contains(" MiB at the end"),
                "{line}"
            );
        }
    }
}

/// Several input files compile on several threads (`-j`) into what they
/// compile to one after the other: the same outputs, and diagnostics in
/// the order of the command line.
#[test]
fn files_in_parallel_match_files_in_order() {
    if case_filter().is_some_and(|f| !"parallel".contains(&f)) {
        return;
    }
    let dir = scratch_dir("files");
    let mut inputs = Vec::new();
    let mut samples: Vec<std::path::PathBuf> = std::fs::read_dir("../samples")
        .expect("samples")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "cu"))
        .collect();
    samples.sort();
    for f in samples {
        let to = dir.join(f.file_name().expect("a file name"));
        std::fs::copy(&f, &to).expect("copy a sample");
        inputs.push(to);
    }
    let bad = dir.join("zz_error.cu");
    std::fs::write(&bad, "__global__ void k() { undeclared(); }\n").expect("write");
    inputs.insert(1, bad);
    let outputs = |jobs: &str| {
        let mut args: Vec<String> = inputs.iter().map(|p| p.display().to_string()).collect();
        args.extend(["-ptx".into(), jobs.into(), "--diag-format=short".into()]);
        let argv: Vec<&str> = args.iter().map(String::as_str).collect();
        let out = cudac(&argv);
        let ptx: Vec<Vec<u8>> = inputs
            .iter()
            .map(|p| std::fs::read(p.with_extension("ptx")).unwrap_or_default())
            .collect();
        for p in &inputs {
            let _ = std::fs::remove_file(p.with_extension("ptx"));
        }
        (out.code, out.stderr, ptx)
    };
    let one = outputs("-j1");
    assert_eq!(one.0, 1, "the broken file fails the run: {}", one.1);
    assert!(one.1.contains("undeclared"), "{}", one.1);
    assert!(one.2.iter().filter(|p| !p.is_empty()).count() >= 6);
    assert!(outputs("-j4") == one, "-j4 differs from -j1");
    let _ = std::fs::remove_dir_all(&dir);
}

/// The same input gives the same bytes on every run: nothing cudac writes
/// may depend on a hash map's iteration order (which differs between two
/// maps of one process) or on thread timing.
#[test]
fn outputs_are_reproducible() {
    let cases: &[&[&str]] = &[
        &["codegen/device_debug_ir.cu", "--emit=llvm-ir", "-G"],
        &[
            "codegen/device_debug_nvvm_ir.cu",
            "--emit=nvvm-ir",
            "-G",
            "-arch=sm_80",
        ],
        &["codegen/lineinfo.cu", "-ptx", "-lineinfo", "-arch=sm_80"],
        &["../samples/softmax.cu", "-ptx", "-arch=sm_80"],
    ];
    for args in cases {
        if case_filter().is_some_and(|f| !args[0].contains(&f)) {
            continue;
        }
        let mut argv: Vec<&str> = args.to_vec();
        argv.extend(["-o", "-"]);
        let first = cudac(&argv);
        assert_eq!(first.code, 0, "{}", first.stderr);
        for _ in 0..3 {
            let again = cudac(&argv);
            assert!(
                again.stdout == first.stdout,
                "{args:?} differs between runs"
            );
        }
    }
}

/// A fresh directory of this process for one test's files.
fn scratch_dir(tag: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("cudac-{tag}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    dir
}
