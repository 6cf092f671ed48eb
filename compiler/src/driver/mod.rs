//! The nvcc-like command line (placeholder until the driver lands).
pub fn main_with_args(_args: Vec<std::ffi::OsString>) -> i32 {
    0
}
