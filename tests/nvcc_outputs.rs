//! nvcc's output kinds and the flags that shape them, end to end: `-cubin`
//! is ptxas's machine code for cudac's PTX, `-fatbin`/`-c`/`-dc` pack every
//! `-gencode` target as nvcc packs them, `--resource-usage`/`-Xptxas -v`
//! print ptxas's report, `-maxrregcount` reaches ptxas, and a Makefile's
//! nvcc line compiles unchanged. Needs ptxas and fatbinary (`cargo xtask
//! setup`); skipped with a reason where they are absent, required in CI.

use cudac_tests::*;
use std::path::{Path, PathBuf};
use std::process::Command;

const SOURCE: &str = r#"
#include <cstdio>
#define CHECK(x) do { if ((x) != cudaSuccess) { printf("error\n"); } } while (0)
constexpr float scale(float v) { return 2.0f * v; }
__global__ void saxpy(int n, float a, const float *x, float *y) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) y[i] = scale(a) * x[i] + y[i];
}
template <class F> __global__ void apply(F f, float *p) { p[threadIdx.x] = f(p[threadIdx.x]); }
int main() {
    float *p = nullptr;
    saxpy<<<1, 32>>>(32, 1.0f, p, p);
    apply<<<1, 32>>>([] __device__ (float v) { return v * v; }, p);
    CHECK(cudaDeviceSynchronize());
    return 0;
}
"#;

/// The flags a Makefile of a CUDA project passes to nvcc.
const MAKEFILE_FLAGS: &[&str] = &[
    "-std=c++17",
    "-O3",
    "-Xcompiler",
    "-Wall,-Wextra",
    "--expt-relaxed-constexpr",
    "--extended-lambda",
    "-lineinfo",
    "-m64",
];

fn tools() -> Option<(PathBuf, PathBuf)> {
    let mut missing = Vec::new();
    let ptxas = ptxas().map_err(|e| missing.push(e)).ok();
    let fatbinary = fatbinary().map_err(|e| missing.push(e)).ok();
    if missing.is_empty() {
        return Some((ptxas?, fatbinary?));
    }
    assert!(
        !tools_required(),
        "CUDAC_REQUIRE_TOOLS is set but {missing:?}"
    );
    println!("skipped: {}", missing.join("; "));
    None
}

fn scratch(tag: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("cudac-nvcc-{tag}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    std::fs::write(dir.join("k.cu"), SOURCE).expect("write source");
    dir
}

/// cudac on `dir/k.cu` with the flags the source needs (nvcc's) and
/// `args`, which must succeed.
fn run(dir: &Path, args: &[&str]) -> cudac::driver::Outcome {
    let mut v = vec!["cudac".to_string(), dir.join("k.cu").display().to_string()];
    v.extend(["--expt-relaxed-constexpr", "--extended-lambda"].map(String::from));
    v.extend(args.iter().map(|a| a.to_string()));
    let out = cudac::driver::run(&v);
    assert_eq!(out.code, 0, "cudac {args:?}:\n{}", out.stderr);
    out
}

/// Offsets of every ELF image in `bytes`.
fn elf_images(bytes: &[u8]) -> Vec<usize> {
    bytes
        .windows(4)
        .enumerate()
        .filter(|(_, w)| *w == b"\x7fELF")
        .map(|(i, _)| i)
        .collect()
}

fn contains(bytes: &[u8], text: &str) -> bool {
    bytes.windows(text.len()).any(|w| w == text.as_bytes())
}

const FATBIN_MAGIC: [u8; 4] = 0xBA55_ED50u32.to_le_bytes();

#[test]
fn cubin_is_ptxas_code_for_cudacs_ptx() {
    let Some((ptxas, _)) = tools() else { return };
    let dir = scratch("cubin");
    let out_dir = dir.display().to_string();
    let mut args = MAKEFILE_FLAGS.to_vec();
    args.extend(["-cubin", "-arch=sm_80", "-odir", &out_dir]);
    run(&dir, &args);
    let cubin = std::fs::read(dir.join("k.cubin")).expect("k.cubin in -odir");
    assert_eq!(elf_images(&cubin), [0]);
    // The same bytes as ptxas makes of `-ptx`'s output, with nvcc's flags.
    let mut ptx_args = MAKEFILE_FLAGS.to_vec();
    ptx_args.extend(["-ptx", "-arch=sm_80", "-o", "-"]);
    let ptx = run(&dir, &ptx_args).stdout;
    std::fs::write(dir.join("k.ptx"), &ptx).unwrap();
    let status = Command::new(&ptxas)
        .args(["-arch=sm_80", "-m64", "-lineinfo"])
        .arg(dir.join("k.ptx"))
        .arg("-o")
        .arg(dir.join("ref.cubin"))
        .status()
        .expect("ptxas runs");
    assert!(status.success());
    assert!(
        cubin == std::fs::read(dir.join("ref.cubin")).unwrap(),
        "-cubin differs from ptxas's"
    );
    for kernel in ["_Z5saxpyifPKfPf", "_Z5applyIZ4mainEUlfE_EvT_Pf"] {
        assert!(contains(&cubin, kernel), "{kernel} missing");
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn resource_usage_and_ptxas_options() {
    if tools().is_none() {
        return;
    }
    let dir = scratch("usage");
    let out = run(
        &dir,
        &["-cubin", "-arch=sm_80", "--resource-usage", "-o", "-"],
    );
    assert!(
        out.stderr
            .contains("Compiling entry function '_Z5saxpyifPKfPf' for 'sm_80'")
            && out.stderr.contains("registers"),
        "{}",
        out.stderr
    );
    // -maxrregcount and -Xptxas reach ptxas: 16 registers at most.
    let out = run(
        &dir,
        &[
            "-cubin",
            "-arch=sm_80",
            "-maxrregcount=16",
            "-Xptxas",
            "-v",
            "-o",
            "-",
        ],
    );
    let used: Vec<u32> = out
        .stderr
        .lines()
        .filter_map(|l| l.split("Used ").nth(1)?.split(' ').next()?.parse().ok())
        .collect();
    assert!(
        !used.is_empty() && used.iter().all(|&r| r <= 16),
        "{}",
        out.stderr
    );
    // With -ptx nothing is assembled: nvcc's warning.
    let out = run(&dir, &["-ptx", "--resource-usage", "-o", "-"]);
    assert!(
        out.stderr.contains("resource usage is not shown"),
        "{}",
        out.stderr
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn fatbin_holds_every_gencode_target() {
    if tools().is_none() {
        return;
    }
    let dir = scratch("fatbin");
    let out = run(
        &dir,
        &[
            "-fatbin",
            "--no-compress",
            "-gencode",
            "arch=compute_75,code=sm_75",
            "-gencode=arch=compute_80,code=[sm_86,compute_80]",
            "-o",
            "-",
        ],
    );
    let fat = out.stdout;
    assert_eq!(fat[..4], FATBIN_MAGIC);
    // Two machine-code images (sm_75, sm_86) and compute_80's PTX.
    assert_eq!(elf_images(&fat).len(), 2);
    assert!(contains(&fat, ".target sm_80") && !contains(&fat, ".target sm_75"));
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn compile_to_object_as_a_makefile_does() {
    let Some((ptxas, _)) = tools() else { return };
    let dir = scratch("object");
    let mut args = MAKEFILE_FLAGS.to_vec();
    args.extend([
        "-gencode",
        "arch=compute_80,code=sm_80",
        "--no-compress",
        "-c",
    ]);
    run(&dir, &args);
    let obj = std::fs::read(dir.join("k.o")).expect("-c writes k.o");
    assert_eq!(obj[..4], FATBIN_MAGIC);
    let elves = elf_images(&obj);
    assert_eq!(elves.len(), 1);
    // ELF type: executable code, not relocatable, without -rdc.
    assert_eq!(obj[elves[0] + 16], 2);
    // -dc: relocatable device code (ptxas --compile-only).
    let o = dir.join("r.o").display().to_string();
    args.extend(["-dc", "-o", &o]);
    args.retain(|a| *a != "-c");
    run(&dir, &args);
    let obj = std::fs::read(&o).unwrap();
    let elves = elf_images(&obj);
    assert_eq!(obj[elves[0] + 16], 1, "-dc's cubin is relocatable");
    let _ = ptxas;
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn gpu_lists() {
    let out = cudac::driver::run(&["cudac".to_string(), "--list-gpu-arch".to_string()]);
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(
        text.lines().any(|l| l == "compute_80") && text.lines().all(|l| l.starts_with("compute_"))
    );
    let out = cudac::driver::run(&["cudac".to_string(), "-code-ls".to_string()]);
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(text.lines().any(|l| l == "sm_90a") && text.lines().all(|l| l.starts_with("sm_")));
}
