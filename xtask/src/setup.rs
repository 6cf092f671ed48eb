//! `cargo xtask setup`: Debian packages, the NVIDIA tools wheels and the
//! libcuda link stub. Every step checks first and does nothing when its
//! result is already in place.

use std::path::{Path, PathBuf};
use std::process::Command;

use crate::stub;
use crate::util::{self, rel, Result};

/// Debian packages the workspace needs: LLVM 19 for inkwell, clang-19 as the
/// reference compiler (layouts, compile-time bench), g++ for the `gcc -E -x
/// c++` preprocessor reference, compression libraries LLVM links against,
/// the tools used to fetch and unpack the NVIDIA wheel, and for `difftest
/// exec` Csmith (program generator and its `csmith.h`), lli-19 (in
/// llvm-19-runtime), C-Reduce's successor cvise for reducing what it finds
/// and clang's sanitizer runtimes (libclang-rt-19-dev: MemorySanitizer keeps
/// reductions free of uninitialised reads).
pub const APT_PACKAGES: &[&str] = &[
    "llvm-19-dev",
    // cudac links LLVM statically, and `llvm-config --link-static` names
    // Polly's archives, which are packaged apart.
    "libpolly-19-dev",
    "llvm-19-runtime",
    "csmith",
    "libcsmith-dev",
    "cvise",
    "libclang-rt-19-dev",
    "clang-19",
    "g++",
    "libzstd-dev",
    "zlib1g-dev",
    "python3",
    "python3-pip",
    "unzip",
    // `cargo xtask link-order` profiles compiles with callgrind.
    "valgrind",
];

pub const NVCC_WHEEL: &str = "nvidia-cuda-nvcc-cu12";
pub const NVCC_VERSION: &str = "12.9.86";

/// The wheel `fatbinary` comes from, for cudac's `-fatbin`/`-c` output: the
/// 12.9 cu12 wheel above ships no `fatbinary`, and 13.0's packs cubins of
/// every SM ptxas 12.9 makes (sm_50 included). Only `FATBINARY_MEMBER` is
/// taken from it.
pub const FATBINARY_WHEEL: &str = "nvidia-cuda-nvcc";
pub const FATBINARY_VERSION: &str = "13.0.88";
const FATBINARY_MEMBER: &str = "nvidia/cu13/bin/fatbinary";

/// The wheels holding the CUDA toolkit's headers (the runtime API's, and
/// CCCL's CUB/Thrust/libcu++), unpacked with the nvcc wheel's into a CUDA
/// root clang-19 reads as a real toolkit (`--cuda-path`): the reference the
/// `tests/projects/` suite compares kernel names with.
pub const HEADER_WHEELS: &[(&str, &str, &str)] = &[
    ("nvidia-cuda-runtime-cu12", "12.9.79", "nvidia/cuda_runtime"),
    ("nvidia-cuda-cccl-cu12", "12.9.27", "nvidia/cuda_cccl"),
];

/// Where setup puts things (absolute paths).
pub struct Tools {
    pub cuda: PathBuf,
    pub stub_root: PathBuf,
    /// The CUDA root for clang (`include/`, `bin/`, `nvvm/`).
    pub cuda_root: PathBuf,
}

impl Tools {
    pub fn new() -> Self {
        let tools = util::root().join(".tools");
        Tools {
            cuda: tools.join("cuda"),
            stub_root: tools.join("cuda-stub"),
            cuda_root: tools.join("cuda-root"),
        }
    }
    pub fn ptxas(&self) -> PathBuf {
        self.cuda.join("bin/ptxas")
    }
    pub fn fatbinary(&self) -> PathBuf {
        self.cuda.join("bin/fatbinary")
    }
    pub fn libnvvm(&self) -> PathBuf {
        self.cuda.join("nvvm/lib64/libnvvm.so")
    }
    pub fn libdevice(&self) -> PathBuf {
        self.cuda.join("nvvm/libdevice/libdevice.10.bc")
    }
    pub fn nvvm_h(&self) -> PathBuf {
        self.cuda.join("nvvm/include/nvvm.h")
    }
    fn stamp(&self) -> PathBuf {
        self.cuda.join(".cudac-version")
    }
    fn fatbinary_stamp(&self) -> PathBuf {
        self.cuda.join(".cudac-fatbinary")
    }
    /// The directory holding `libcuda.so` (and `libcuda.so.1`).
    pub fn stub_lib(&self) -> PathBuf {
        self.stub_root.join("lib64")
    }
    pub fn clang() -> PathBuf {
        PathBuf::from("/usr/bin/clang-19")
    }

    /// The `CUDAC_*` variables for the tests, only for tools that exist.
    pub fn test_env(&self) -> Vec<(&'static str, PathBuf)> {
        let all = [
            ("CUDAC_PTXAS", self.ptxas()),
            ("CUDAC_FATBINARY", self.fatbinary()),
            ("CUDAC_LIBNVVM", self.libnvvm()),
            ("CUDAC_LIBDEVICE", self.libdevice()),
            ("CUDAC_CLANG", Self::clang()),
        ];
        let mut env: Vec<_> = all.into_iter().filter(|(_, p)| p.is_file()).collect();
        if self.cuda_root.join("include/cuda_runtime.h").is_file() {
            env.push(("CUDAC_CUDA_ROOT", self.cuda_root.clone()));
        }
        env
    }

    /// Environment for building `samples/runner` against the stub
    /// (cust's build script looks for `$CUDA_LIBRARY_PATH/lib64`).
    pub fn runner_env(&self) -> Vec<(&'static str, PathBuf)> {
        vec![("CUDA_LIBRARY_PATH", self.stub_root.clone())]
    }
}

pub fn setup(quiet: bool) -> Result {
    let say = |msg: String| {
        if !quiet {
            println!("{msg}");
        }
    };
    apt(&say)?;
    nvidia_wheel(&say)?;
    // After nvidia_wheel, which recreates .tools/cuda when it unpacks.
    fatbinary(&say)?;
    cuda_root(&say)?;
    libcuda_stub(&say)?;
    Ok(())
}

fn is_installed(pkg: &str) -> bool {
    Command::new("dpkg-query")
        .args(["-W", "-f=${Status}", pkg])
        .output()
        .map(|o| {
            o.status.success()
                && String::from_utf8_lossy(&o.stdout).ends_with("install ok installed")
        })
        .unwrap_or(false)
}

fn is_root() -> bool {
    Command::new("id")
        .arg("-u")
        .output()
        .map(|o| String::from_utf8_lossy(&o.stdout).trim() == "0")
        .unwrap_or(false)
}

fn apt(say: &dyn Fn(String)) -> Result {
    if util::which("dpkg-query").is_none() {
        println!(
            "warning: not a Debian-like system; install these yourself: {}",
            APT_PACKAGES.join(" ")
        );
        return Ok(());
    }
    let missing: Vec<&str> = APT_PACKAGES
        .iter()
        .copied()
        .filter(|p| !is_installed(p))
        .collect();
    for p in APT_PACKAGES.iter().filter(|p| !missing.contains(p)) {
        say(format!("ok: {p} already installed"));
    }
    if missing.is_empty() {
        return Ok(());
    }
    let prefix: Vec<&str> = if is_root() {
        vec![]
    } else if util::which("sudo").is_some() {
        vec!["sudo"]
    } else {
        return Err(format!(
            "missing Debian packages and neither root nor sudo: run as root\n    apt-get update && apt-get install -y {}",
            missing.join(" ")
        ));
    };
    let apt_get = |args: &[&str]| {
        let mut argv: Vec<&str> = prefix.clone();
        argv.push("apt-get");
        argv.extend_from_slice(args);
        let mut c = Command::new(argv[0]);
        c.args(&argv[1..]).env("DEBIAN_FRONTEND", "noninteractive");
        c
    };
    println!("installing {} ...", missing.join(" "));
    util::run(&mut apt_get(&["update", "-q"]))?;
    let mut install = vec!["install", "-y", "-q", "--no-install-recommends"];
    install.extend(&missing);
    util::run(&mut apt_get(&install))?;
    for p in &missing {
        if !is_installed(p) {
            return Err(format!("apt-get finished but {p} is still not installed"));
        }
        println!("installed {p}");
    }
    Ok(())
}

fn wheel_complete(t: &Tools) -> bool {
    let stamp_ok = std::fs::read_to_string(t.stamp()).is_ok_and(|s| s.trim() == NVCC_VERSION);
    stamp_ok
        && [t.ptxas(), t.libnvvm(), t.libdevice(), t.nvvm_h()]
            .iter()
            .all(|p| p.is_file())
}

fn nvidia_wheel(say: &dyn Fn(String)) -> Result {
    let t = Tools::new();
    if wheel_complete(&t) {
        say(format!(
            "ok: ptxas {NVCC_VERSION} already at {}",
            rel(&t.ptxas())
        ));
        return Ok(());
    }
    let tools = util::root().join(".tools");
    // Downloaded wheels stay in .tools/wheels, so re-unpacking is offline.
    let cache = tools.join("wheels");
    util::mkdirs(&cache)?;
    let whl = wheel(&cache, NVCC_WHEEL, NVCC_VERSION)?;
    let unpack = tools.join("unpack");
    util::remove_dir(&unpack)?;
    util::mkdirs(&unpack)?;
    unzip_only(&whl, &unpack, &["nvidia/cuda_nvcc/*"])?;
    let src = unpack.join("nvidia/cuda_nvcc");
    if !src.is_dir() {
        return Err(format!("{} has no nvidia/cuda_nvcc/", whl.display()));
    }
    util::remove_dir(&t.cuda)?;
    std::fs::rename(&src, &t.cuda)
        .map_err(|e| format!("cannot move {} to {}: {e}", src.display(), t.cuda.display()))?;
    util::remove_dir(&unpack)?;
    for entry in std::fs::read_dir(t.cuda.join("bin"))
        .map_err(|e| e.to_string())?
        .flatten()
    {
        if entry.path().is_file() {
            util::set_executable(&entry.path())?;
        }
    }
    for p in [t.ptxas(), t.libnvvm(), t.libdevice(), t.nvvm_h()] {
        if !p.is_file() {
            return Err(format!("the wheel did not provide {}", rel(&p)));
        }
    }
    util::write(&t.stamp(), NVCC_VERSION)?;
    println!("unpacked ptxas {NVCC_VERSION} → {}", rel(&t.ptxas()));
    println!(
        "unpacked libnvvm, libdevice.10.bc, nvvm.h → {}",
        rel(&t.cuda.join("nvvm"))
    );
    Ok(())
}

/// `.tools/cuda/bin/fatbinary`, taken from the `FATBINARY_WHEEL` wheel
/// (kept in `.tools/wheels` like the others).
fn fatbinary(say: &dyn Fn(String)) -> Result {
    let t = Tools::new();
    let stamp_ok =
        std::fs::read_to_string(t.fatbinary_stamp()).is_ok_and(|s| s.trim() == FATBINARY_VERSION);
    if stamp_ok && t.fatbinary().is_file() {
        say(format!(
            "ok: fatbinary {FATBINARY_VERSION} already at {}",
            rel(&t.fatbinary())
        ));
        return Ok(());
    }
    let tools = util::root().join(".tools");
    let cache = tools.join("wheels");
    util::mkdirs(&cache)?;
    let whl = wheel(&cache, FATBINARY_WHEEL, FATBINARY_VERSION)?;
    let unpack = tools.join("unpack-fatbinary");
    util::remove_dir(&unpack)?;
    util::mkdirs(&unpack)?;
    unzip_only(&whl, &unpack, &[FATBINARY_MEMBER])?;
    let src = unpack.join(FATBINARY_MEMBER);
    if !src.is_file() {
        return Err(format!("{} has no {FATBINARY_MEMBER}", whl.display()));
    }
    util::mkdirs(&t.cuda.join("bin"))?;
    std::fs::rename(&src, t.fatbinary()).map_err(|e| {
        format!(
            "cannot move {} to {}: {e}",
            src.display(),
            t.fatbinary().display()
        )
    })?;
    util::remove_dir(&unpack)?;
    util::set_executable(&t.fatbinary())?;
    util::write(&t.fatbinary_stamp(), FATBINARY_VERSION)?;
    println!(
        "unpacked fatbinary {FATBINARY_VERSION} → {}",
        rel(&t.fatbinary())
    );
    Ok(())
}

/// The stamp recording which header wheels the CUDA root holds.
fn root_stamp() -> String {
    HEADER_WHEELS
        .iter()
        .map(|(w, v, _)| format!("{w}=={v}"))
        .collect::<Vec<_>>()
        .join(" ")
}

/// `.tools/cuda-root`: the runtime and CCCL headers with the nvcc wheel's
/// (`crt/`), `bin/` and `nvvm/` from `.tools/cuda`, and the empty
/// `curand_mtgp32_kernel.h` clang's CUDA wrapper includes.
fn cuda_root(say: &dyn Fn(String)) -> Result {
    let t = Tools::new();
    let stamp = t.cuda_root.join(".cudac-version");
    if std::fs::read_to_string(&stamp).is_ok_and(|s| s.trim() == root_stamp())
        && t.cuda_root.join("include/cuda_runtime.h").is_file()
    {
        say(format!("ok: CUDA root already at {}", rel(&t.cuda_root)));
        return Ok(());
    }
    let tools = util::root().join(".tools");
    let cache = tools.join("wheels");
    util::mkdirs(&cache)?;
    let unpack = tools.join("unpack-root");
    util::remove_dir(&unpack)?;
    util::remove_dir(&t.cuda_root)?;
    let include = t.cuda_root.join("include");
    util::mkdirs(&include)?;
    for (wheel, version, inner) in HEADER_WHEELS {
        let whl = self::wheel(&cache, wheel, version)?;
        util::remove_dir(&unpack)?;
        util::mkdirs(&unpack)?;
        unzip(&whl, &unpack)?;
        copy_tree(&unpack.join(inner).join("include"), &include)?;
    }
    util::remove_dir(&unpack)?;
    copy_tree(&t.cuda.join("include"), &include)?;
    util::write(&include.join("curand_mtgp32_kernel.h"), "")?;
    for dir in ["bin", "nvvm"] {
        std::os::unix::fs::symlink(t.cuda.join(dir), t.cuda_root.join(dir))
            .map_err(|e| format!("cannot link {dir}: {e}"))?;
    }
    util::write(&stamp, &root_stamp())?;
    println!("assembled the CUDA root for clang → {}", rel(&t.cuda_root));
    Ok(())
}

/// Wheel `name==version` in `cache`, downloaded from PyPI if not there.
pub fn wheel(cache: &Path, name: &str, version: &str) -> Result<PathBuf> {
    if let Some(w) = find_named_wheel(cache, name, version) {
        return Ok(w);
    }
    let spec = format!("{name}=={version}");
    println!("downloading {spec} from PyPI ...");
    util::run(
        Command::new("python3")
            .args(["-m", "pip", "download", "--no-deps", "--only-binary=:all:"])
            .args(["--disable-pip-version-check", "-q", "-d"])
            .arg(cache)
            .arg(&spec),
    )?;
    find_named_wheel(cache, name, version)
        .ok_or_else(|| format!("pip download left no {spec} wheel in {}", rel(cache)))
}

/// Unpacks wheel `whl` into `dir` (unzip, else Python's zipfile).
pub fn unzip(whl: &Path, dir: &Path) -> Result {
    unzip_only(whl, dir, &[])
}

/// Unpacks the members of wheel `whl` matching the `unzip` wildcards
/// `members` (all when empty) into `dir` (unzip, else Python's zipfile).
fn unzip_only(whl: &Path, dir: &Path, members: &[&str]) -> Result {
    let done = util::which("unzip").is_some()
        && util::run(
            Command::new("unzip")
                .args(["-q", "-o"])
                .arg(whl)
                .args(members)
                .arg("-d")
                .arg(dir),
        )
        .is_ok();
    if done {
        return Ok(());
    }
    // fnmatch's `*`, like unzip's, also matches `/`.
    const PY: &str = "import fnmatch, sys, zipfile; \
        z, pats = zipfile.ZipFile(sys.argv[1]), sys.argv[3:]; \
        z.extractall(sys.argv[2], [n for n in z.namelist() \
        if not pats or any(fnmatch.fnmatch(n, p) for p in pats)])";
    util::run(
        Command::new("python3")
            .args(["-c", PY])
            .arg(whl)
            .arg(dir)
            .args(members),
    )
}

/// Copies the files under `from` into `to` (directories merged).
fn copy_tree(from: &Path, to: &Path) -> Result {
    let entries = std::fs::read_dir(from).map_err(|e| format!("{}: {e}", from.display()))?;
    for e in entries.flatten() {
        let (src, dst) = (e.path(), to.join(e.file_name()));
        if src.is_dir() {
            util::mkdirs(&dst)?;
            copy_tree(&src, &dst)?;
        } else {
            std::fs::copy(&src, &dst).map_err(|e| format!("{}: {e}", src.display()))?;
        }
    }
    Ok(())
}

fn find_named_wheel(dir: &Path, wheel: &str, version: &str) -> Option<PathBuf> {
    let prefix = format!("{}-{version}-", wheel.replace('-', "_"));
    std::fs::read_dir(dir)
        .ok()?
        .flatten()
        .map(|e| e.path())
        .find(|p| {
            p.file_name()
                .and_then(|n| n.to_str())
                .is_some_and(|n| n.starts_with(&prefix) && n.ends_with(".whl"))
        })
}

fn libcuda_stub(say: &dyn Fn(String)) -> Result {
    let t = Tools::new();
    let c_path = t.stub_root.join("libcuda_stub.c");
    let so = t.stub_lib().join("libcuda.so");
    let so1 = t.stub_lib().join("libcuda.so.1");
    let source = stub::c_source(stub::SYMBOLS);
    let current = std::fs::read_to_string(&c_path).is_ok_and(|s| s == source);
    if current && so.is_file() && so1.exists() {
        say(format!("ok: libcuda link stub already at {}", rel(&so)));
        return Ok(());
    }
    util::write(&c_path, &source)?;
    util::mkdirs(&t.stub_lib())?;
    let cc = std::env::var("CC").unwrap_or_else(|_| "cc".into());
    util::run(
        Command::new(&cc)
            .args(["-shared", "-fPIC", "-O1", "-Wl,-soname,libcuda.so.1", "-o"])
            .arg(&so)
            .arg(&c_path),
    )?;
    // libcuda.so.1 lets the runner start here (LD_LIBRARY_PATH) and fail cleanly.
    let _ = std::fs::remove_file(&so1);
    std::os::unix::fs::symlink("libcuda.so", &so1)
        .map_err(|e| format!("cannot link {}: {e}", so1.display()))?;
    println!(
        "built libcuda link stub ({} symbols) → {}",
        stub::SYMBOLS.len(),
        rel(&so)
    );
    Ok(())
}
