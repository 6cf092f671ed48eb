//! Compiles `kernels/saxpy.cu` to `$OUT_DIR/saxpy.ptx` with cudac, in
//! process: Cargo reruns this when the kernel, a header it includes, or
//! `CUDAC_ARCH`/`CUDAC_FLAGS` change.

fn main() {
    cudac::Build::new()
        .file("kernels/saxpy.cu")
        .include("kernels/include")
        .define("BLOCK", "256")
        .arch("sm_75")
        .flag("-O3")
        .compile("saxpy");
}
