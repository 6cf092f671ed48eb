//! libFuzzer harness: `cudac_fuzz::Stage::Parse` (see `tests/fuzz/src/lib.rs`).
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    cudac_fuzz::one(cudac_fuzz::Stage::Parse, data);
});
