// LLVM 19's NVPTX backend stops at sm_90a: asking it for sm_100 is an
// error that names the backend which can (libNVVM, the default there).
// ARGS: -arch=sm_100 --backend=llvm
__global__ void k(int *p) { p[0] = 1; }
