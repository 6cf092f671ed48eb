//! `cudac-runner`: loads the PTX of the cudac samples, runs each kernel on the
//! GPU through the CUDA driver API (cust), checks the results against a CPU
//! reference and times the kernel with CUDA events.
//!
//! Usage: `cudac-runner --ptx-dir DIR [--label ours] [--iters N] [--only NAME]`
//!
//! The launch shapes here must match the comments at the top of each sample.

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use cust::error::{CudaError, CudaResult};
use cust::function::{BlockSize, GridSize};
use cust::prelude::*;

const SAMPLES: &[&str] = &[
    "vector_add",
    "saxpy",
    "matmul_tiled",
    "reduce_shared",
    "transform_reduce",
    "softmax",
];

struct Args {
    ptx_dir: PathBuf,
    label: String,
    iters: usize,
    only: Option<String>,
}

const USAGE: &str = "usage: cudac-runner --ptx-dir DIR [--label LABEL] [--iters N] [--only NAME]";

fn parse_args(args: &[String]) -> Result<Args, String> {
    let mut ptx_dir = None;
    let mut label = String::from("ptx");
    let mut iters = 20usize;
    let mut only = None;
    let mut it = args.iter();
    while let Some(a) = it.next() {
        let mut value = |name: &str| {
            it.next()
                .cloned()
                .ok_or_else(|| format!("{name} needs a value\n{USAGE}"))
        };
        match a.as_str() {
            "--ptx-dir" => ptx_dir = Some(PathBuf::from(value("--ptx-dir")?)),
            "--label" => label = value("--label")?,
            "--iters" => {
                let v = value("--iters")?;
                iters = v
                    .parse()
                    .ok()
                    .filter(|n| *n > 0)
                    .ok_or_else(|| format!("--iters: not a positive number: {v}"))?;
            }
            "--only" => {
                let v = value("--only")?;
                if !SAMPLES.contains(&v.as_str()) {
                    return Err(format!("--only: unknown sample {v} (known: {SAMPLES:?})"));
                }
                only = Some(v);
            }
            "-h" | "--help" => return Err(USAGE.to_string()),
            other => return Err(format!("unknown argument {other}\n{USAGE}")),
        }
    }
    Ok(Args {
        ptx_dir: ptx_dir.ok_or_else(|| format!("--ptx-dir is required\n{USAGE}"))?,
        label,
        iters,
        only,
    })
}

/// Deterministic xorshift64* generator, so both PTX variants see the same inputs.
struct Rng(u64);

impl Rng {
    fn new(seed: u64) -> Self {
        Rng(seed.max(1))
    }
    fn next_u64(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
    /// Uniform in [-1, 1).
    fn next_f32(&mut self) -> f32 {
        ((self.next_u64() >> 40) as f32 / (1u64 << 24) as f32) * 2.0 - 1.0
    }
    fn vec(&mut self, n: usize) -> Vec<f32> {
        (0..n).map(|_| self.next_f32()).collect()
    }
}

/// Outcome of one sample: its max error against the CPU and whether that is
/// within tolerance, plus the median kernel time.
struct Outcome {
    max_err: f64,
    tol: f64,
    median_ms: f64,
}

/// A failure, already rendered. CUDA errors are rendered with `Debug`: cust's
/// `Display` asks the driver for the message and turns a failure of that into
/// a formatting error, which would panic inside `format!`.
#[derive(Debug)]
struct BoxErr(String);

impl From<CudaError> for BoxErr {
    fn from(e: CudaError) -> Self {
        BoxErr(format!("CUDA error {e:?}"))
    }
}

impl From<String> for BoxErr {
    fn from(s: String) -> Self {
        BoxErr(s)
    }
}

impl std::fmt::Display for BoxErr {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

fn max_abs_err(got: &[f32], want: &[f64]) -> f64 {
    got.iter()
        .zip(want)
        .map(|(g, w)| (*g as f64 - w).abs())
        .fold(0.0, f64::max)
}

fn median(mut v: Vec<f64>) -> f64 {
    if v.is_empty() {
        return f64::NAN;
    }
    v.sort_by(|a, b| a.total_cmp(b));
    let m = v.len() / 2;
    if v.len() % 2 == 1 {
        v[m]
    } else {
        (v[m - 1] + v[m]) / 2.0
    }
}

/// Times `iters` launches (each bracketed by events) and returns the median ms.
fn time_launches(
    stream: &Stream,
    iters: usize,
    mut launch: impl FnMut() -> CudaResult<()>,
) -> Result<f64, BoxErr> {
    let start = Event::new(EventFlags::DEFAULT)?;
    let stop = Event::new(EventFlags::DEFAULT)?;
    let mut times = Vec::with_capacity(iters);
    for _ in 0..iters {
        start.record(stream)?;
        launch()?;
        stop.record(stream)?;
        stop.synchronize()?;
        times.push(stop.elapsed_time_f32(&start)? as f64);
    }
    Ok(median(times))
}

fn run_vector_add(m: &Module, s: &Stream, iters: usize) -> Result<Outcome, BoxErr> {
    let n: usize = 1 << 20;
    let mut rng = Rng::new(1);
    let (a, b) = (rng.vec(n), rng.vec(n));
    let da = DeviceBuffer::from_slice(&a)?;
    let db = DeviceBuffer::from_slice(&b)?;
    let dc = DeviceBuffer::from_slice(&vec![0.0f32; n])?;
    let f = m.get_function("vector_add")?;
    let grid = n.div_ceil(256) as u32;
    let go = || unsafe {
        launch!(f<<<grid, 256, 0, s>>>(da.as_device_ptr(), db.as_device_ptr(), dc.as_device_ptr(), n as i32))
    };
    go()?;
    s.synchronize()?;
    let mut c = vec![0.0f32; n];
    dc.copy_to(&mut c)?;
    let want: Vec<f64> = a
        .iter()
        .zip(&b)
        .map(|(x, y)| *x as f64 + *y as f64)
        .collect();
    let max_err = max_abs_err(&c, &want);
    let median_ms = time_launches(s, iters, go)?;
    Ok(Outcome {
        max_err,
        tol: 1e-6,
        median_ms,
    })
}

fn run_saxpy(m: &Module, s: &Stream, iters: usize) -> Result<Outcome, BoxErr> {
    let n: usize = 1 << 20;
    let alpha = 2.5f32;
    let mut rng = Rng::new(2);
    let (x, y) = (rng.vec(n), rng.vec(n));
    let dx = DeviceBuffer::from_slice(&x)?;
    let dy = DeviceBuffer::from_slice(&y)?;
    let f = m.get_function("saxpy")?;
    let grid = n.div_ceil(256) as u32;
    let go = || unsafe {
        launch!(f<<<grid, 256, 0, s>>>(n as i32, alpha, dx.as_device_ptr(), dy.as_device_ptr()))
    };
    go()?;
    s.synchronize()?;
    let mut out = vec![0.0f32; n];
    dy.copy_to(&mut out)?;
    let want: Vec<f64> = x
        .iter()
        .zip(&y)
        .map(|(x, y)| alpha as f64 * *x as f64 + *y as f64)
        .collect();
    let max_err = max_abs_err(&out, &want);
    // Timing launches keep updating y in place; the result was checked above.
    let median_ms = time_launches(s, iters, go)?;
    Ok(Outcome {
        max_err,
        tol: 1e-5,
        median_ms,
    })
}

fn run_matmul_tiled(m: &Module, s: &Stream, iters: usize) -> Result<Outcome, BoxErr> {
    const TILE: u32 = 16;
    let n: usize = 512;
    let mut rng = Rng::new(3);
    let (a, b) = (rng.vec(n * n), rng.vec(n * n));
    let da = DeviceBuffer::from_slice(&a)?;
    let db = DeviceBuffer::from_slice(&b)?;
    let dc = DeviceBuffer::from_slice(&vec![0.0f32; n * n])?;
    let f = m.get_function("matmul_tiled")?;
    let g = (n as u32).div_ceil(TILE);
    let (grid, block) = (GridSize::xy(g, g), BlockSize::xy(TILE, TILE));
    let go = || unsafe {
        launch!(f<<<grid, block, 0, s>>>(da.as_device_ptr(), db.as_device_ptr(), dc.as_device_ptr(), n as i32))
    };
    go()?;
    s.synchronize()?;
    let mut c = vec![0.0f32; n * n];
    dc.copy_to(&mut c)?;
    let mut want = vec![0.0f64; n * n];
    for i in 0..n {
        for k in 0..n {
            let aik = a[i * n + k] as f64;
            let brow = &b[k * n..(k + 1) * n];
            for (w, bkj) in want[i * n..(i + 1) * n].iter_mut().zip(brow) {
                *w += aik * *bkj as f64;
            }
        }
    }
    let max_err = max_abs_err(&c, &want);
    let median_ms = time_launches(s, iters, go)?;
    Ok(Outcome {
        max_err,
        tol: 1e-3,
        median_ms,
    })
}

fn run_reduce_shared(m: &Module, s: &Stream, iters: usize) -> Result<Outcome, BoxErr> {
    let n: usize = 1 << 22;
    let (blocks, block) = (256u32, 256u32);
    let mut rng = Rng::new(4);
    let input = rng.vec(n);
    let din = DeviceBuffer::from_slice(&input)?;
    let dpartial = DeviceBuffer::from_slice(&vec![0.0f32; blocks as usize])?;
    let f = m.get_function("reduce_shared")?;
    let go = || unsafe {
        launch!(f<<<blocks, block, 0, s>>>(din.as_device_ptr(), dpartial.as_device_ptr(), n as i32))
    };
    go()?;
    s.synchronize()?;
    let mut partial = vec![0.0f32; blocks as usize];
    dpartial.copy_to(&mut partial)?;
    let got: f64 = partial.iter().map(|p| *p as f64).sum();
    let want: f64 = input.iter().map(|x| *x as f64).sum();
    let max_err = (got - want).abs();
    let median_ms = time_launches(s, iters, go)?;
    // Float summation order differs from the CPU; ~4M values in [-1, 1).
    Ok(Outcome {
        max_err,
        tol: 0.05,
        median_ms,
    })
}

fn run_transform_reduce(m: &Module, s: &Stream, iters: usize) -> Result<Outcome, BoxErr> {
    let n: usize = 1 << 21;
    let (blocks, block) = (256u32, 256u32);
    let scale = 0.75f32;
    let mut rng = Rng::new(5);
    // `cx::Vec2` is two floats: the vectors as interleaved x, y.
    let input = rng.vec(2 * n);
    let din = DeviceBuffer::from_slice(&input)?;
    let dpartial = DeviceBuffer::from_slice(&vec![0.0f32; blocks as usize])?;
    // The C++ name nvcc gives `weighted_norms(const cx::Vec2*, float*, float, int)`.
    let f = m.get_function("_Z14weighted_normsPKN2cx4Vec2EPffi")?;
    let go = || unsafe {
        launch!(f<<<blocks, block, 0, s>>>(din.as_device_ptr(), dpartial.as_device_ptr(), scale, n as i32))
    };
    go()?;
    s.synchronize()?;
    let mut partial = vec![0.0f32; blocks as usize];
    dpartial.copy_to(&mut partial)?;
    let got: f64 = partial.iter().map(|p| *p as f64).sum();
    let want: f64 = input
        .chunks(2)
        .map(|v| scale as f64 * (v[0] as f64 * v[0] as f64 + v[1] as f64 * v[1] as f64))
        .sum();
    let max_err = (got - want).abs() / want.abs().max(1.0);
    let median_ms = time_launches(s, iters, go)?;
    // Relative error of a float sum of ~2M positive terms.
    Ok(Outcome {
        max_err,
        tol: 1e-4,
        median_ms,
    })
}

fn run_softmax(m: &Module, s: &Stream, iters: usize) -> Result<Outcome, BoxErr> {
    let (rows, cols): (usize, usize) = (4096, 1024);
    let mut rng = Rng::new(6);
    // Logits in [-8, 8): expf's whole useful range for a softmax.
    let x: Vec<f32> = rng.vec(rows * cols).iter().map(|v| v * 8.0).collect();
    let dx = DeviceBuffer::from_slice(&x)?;
    let dy = DeviceBuffer::from_slice(&vec![0.0f32; rows * cols])?;
    let f = m.get_function("softmax_rows")?;
    let go = || unsafe {
        launch!(f<<<rows as u32, 256, 0, s>>>(dx.as_device_ptr(), dy.as_device_ptr(), cols as i32))
    };
    go()?;
    s.synchronize()?;
    let mut out = vec![0.0f32; rows * cols];
    dy.copy_to(&mut out)?;
    let mut want = Vec::with_capacity(rows * cols);
    for row in x.chunks(cols) {
        let m = row.iter().fold(f64::MIN, |a, &v| a.max(v as f64));
        let sum: f64 = row.iter().map(|&v| (v as f64 - m).exp()).sum();
        want.extend(row.iter().map(|&v| (v as f64 - m).exp() / sum));
    }
    // Relative to the largest probability of a row (~1e-2 here): expf is
    // within 2 ulp and the sum is a float tree reduction.
    let max_err = max_abs_err(&out, &want) / want.iter().cloned().fold(0.0, f64::max);
    let median_ms = time_launches(s, iters, go)?;
    Ok(Outcome {
        max_err,
        tol: 1e-4,
        median_ms,
    })
}

fn run_one(name: &str, module: &Module, stream: &Stream, iters: usize) -> Result<Outcome, BoxErr> {
    match name {
        "vector_add" => run_vector_add(module, stream, iters),
        "saxpy" => run_saxpy(module, stream, iters),
        "matmul_tiled" => run_matmul_tiled(module, stream, iters),
        "reduce_shared" => run_reduce_shared(module, stream, iters),
        "transform_reduce" => run_transform_reduce(module, stream, iters),
        "softmax" => run_softmax(module, stream, iters),
        _ => Err(format!("unknown sample {name}").into()),
    }
}

fn load_ptx(dir: &Path, name: &str) -> Result<Module, BoxErr> {
    let path = dir.join(format!("{name}.ptx"));
    let text = std::fs::read_to_string(&path).map_err(|e| format!("{}: {e}", path.display()))?;
    if text.trim().is_empty() {
        return Err(format!("{} is empty", path.display()).into());
    }
    Module::from_ptx(&text, &[]).map_err(|e| format!("loading {}: {e:?}", path.display()).into())
}

fn main() -> ExitCode {
    let argv: Vec<String> = std::env::args().skip(1).collect();
    let args = match parse_args(&argv) {
        Ok(a) => a,
        Err(msg) => {
            eprintln!("cudac-runner: {msg}");
            return ExitCode::from(2);
        }
    };
    let _ctx = match cust::quick_init() {
        Ok(ctx) => ctx,
        Err(e) => {
            eprintln!(
                "cudac-runner: cannot initialise CUDA ({e:?}); is there a GPU and an NVIDIA driver here?"
            );
            return ExitCode::from(3);
        }
    };
    let device = Device::get_device(0)
        .and_then(|d| d.name())
        .unwrap_or_else(|_| "unknown device".into());
    let stream = match Stream::new(StreamFlags::NON_BLOCKING, None) {
        Ok(s) => s,
        Err(e) => {
            eprintln!("cudac-runner: cannot create a stream: {e:?}");
            return ExitCode::from(3);
        }
    };
    println!(
        "# {} PTX from {} on {device}, {} timed iterations",
        args.label,
        args.ptx_dir.display(),
        args.iters
    );
    println!(
        "{:<8} {:<14} {:<6} {:>12} {:>12}  note",
        "label", "sample", "result", "max_err", "median_ms"
    );
    let mut failed = 0;
    for name in SAMPLES
        .iter()
        .filter(|n| args.only.as_deref().is_none_or(|o| o == **n))
    {
        let result =
            load_ptx(&args.ptx_dir, name).and_then(|m| run_one(name, &m, &stream, args.iters));
        match result {
            Ok(o) => {
                let pass = o.max_err.is_finite() && o.max_err <= o.tol;
                if !pass {
                    failed += 1;
                }
                let verdict = if pass { "PASS" } else { "FAIL" };
                let note = if pass {
                    String::new()
                } else {
                    format!("tolerance {:e}", o.tol)
                };
                println!(
                    "{:<8} {:<14} {:<6} {:>12.3e} {:>12.4}  {note}",
                    args.label, name, verdict, o.max_err, o.median_ms
                );
            }
            Err(e) => {
                failed += 1;
                println!(
                    "{:<8} {:<14} {:<6} {:>12} {:>12}  {e}",
                    args.label, name, "FAIL", "-", "-"
                );
            }
        }
    }
    if failed > 0 {
        eprintln!("cudac-runner: {failed} sample(s) failed");
        ExitCode::FAILURE
    } else {
        ExitCode::SUCCESS
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn s(v: &[&str]) -> Vec<String> {
        v.iter().map(|x| x.to_string()).collect()
    }

    #[test]
    fn parses_args() {
        let a = parse_args(&s(&["--ptx-dir", "d", "--label", "nvcc", "--iters", "5"])).unwrap();
        assert_eq!(a.ptx_dir, PathBuf::from("d"));
        assert_eq!((a.label.as_str(), a.iters), ("nvcc", 5));
        assert!(parse_args(&s(&["--iters", "5"])).is_err());
        assert!(parse_args(&s(&["--ptx-dir", "d", "--iters", "0"])).is_err());
        assert!(parse_args(&s(&["--ptx-dir", "d", "--only", "nope"])).is_err());
    }

    #[test]
    fn rng_is_deterministic_and_in_range() {
        let (a, b) = (Rng::new(7).vec(1000), Rng::new(7).vec(1000));
        assert_eq!(a, b);
        assert!(a.iter().all(|x| (-1.0..1.0).contains(x)));
    }

    #[test]
    fn median_works() {
        assert_eq!(median(vec![3.0, 1.0, 2.0]), 2.0);
        assert_eq!(median(vec![4.0, 1.0, 2.0, 3.0]), 2.5);
    }
}
