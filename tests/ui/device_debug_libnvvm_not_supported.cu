// -G's debug metadata has no LLVM 7 form for libNVVM yet: said, not
// dropped (through LLVM's NVPTX backend, -G works: codegen/device_debug.cu).
// ARGS: -G --backend=libnvvm -arch=sm_80
__global__ void k(int *p) { *p = 1; }
