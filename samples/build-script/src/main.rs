//! Runs the kernels `build.rs` compiled with cudac: SAXPY on a million
//! elements, then a block-sum of the result, both checked against the CPU.
//! Needs a GPU and the CUDA driver; it builds (and its tests run) without
//! one, linked against the libcuda stub `cargo xtask setup` builds.

use cust::memory::DeviceBox;
use cust::prelude::*;
use std::process::ExitCode;

/// The PTX build.rs wrote.
const PTX: &str = include_str!(concat!(env!("OUT_DIR"), "/saxpy.ptx"));
const BLOCK: u32 = 256;

fn run() -> Result<(), Box<dyn std::error::Error>> {
    let _ctx = cust::quick_init()?;
    let module = Module::from_ptx(PTX, &[])?;
    let stream = Stream::new(StreamFlags::NON_BLOCKING, None)?;
    let n: i32 = 1 << 20;
    let a = 2.5f32;
    let x: Vec<f32> = (0..n).map(|i| (i % 97) as f32 * 0.5).collect();
    let y: Vec<f32> = (0..n).map(|i| (i % 13) as f32).collect();
    let dx = x.as_slice().as_dbuf()?;
    let dy = y.as_slice().as_dbuf()?;
    let dsum = DeviceBox::new(&0.0f32)?;
    let grid = (n as u32).div_ceil(BLOCK).min(1024);
    let saxpy = module.get_function("saxpy")?;
    let sum = module.get_function("sum")?;
    unsafe {
        launch!(saxpy<<<grid, BLOCK, 0, stream>>>(n, a, dx.as_device_ptr(), dy.as_device_ptr()))?;
        launch!(sum<<<grid, BLOCK, 0, stream>>>(n, dy.as_device_ptr(), dsum.as_device_ptr()))?;
    }
    stream.synchronize()?;
    let got = dy.as_host_vec()?;
    let want: Vec<f32> = x.iter().zip(&y).map(|(x, y)| a * x + y).collect();
    let bad = got
        .iter()
        .zip(&want)
        .filter(|(g, w)| (*g - *w).abs() > 1e-5 * w.abs().max(1.0))
        .count();
    let total = dsum.as_host_value()?;
    let want_total: f64 = want.iter().map(|&v| f64::from(v)).sum();
    let rel = ((f64::from(total) - want_total) / want_total).abs();
    println!("saxpy: {bad} of {n} elements differ from the CPU; sum {total} vs {want_total:.1} (relative error {rel:.2e})");
    if bad != 0 || rel > 1e-4 {
        return Err("results differ from the CPU reference".into());
    }
    println!("ok");
    Ok(())
}

fn main() -> ExitCode {
    match run() {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("error: {e}");
            ExitCode::FAILURE
        }
    }
}

#[cfg(test)]
mod tests {
    use super::PTX;

    /// What build.rs made is PTX for the requested target with both
    /// kernels, the macro from the header and -DBLOCK applied.
    #[test]
    fn the_build_script_compiled_both_kernels() {
        assert!(PTX.contains(".target sm_75"), "{PTX}");
        assert!(PTX.contains(".visible .entry saxpy("), "{PTX}");
        assert!(PTX.contains(".visible .entry sum("), "{PTX}");
        assert!(PTX.contains(".maxntid 256, 1, 1"), "{PTX}");
        assert!(
            PTX.contains(".shared .align 4 .b8 sum$part[1024]") || PTX.contains("[1024]"),
            "{PTX}"
        );
    }
}
