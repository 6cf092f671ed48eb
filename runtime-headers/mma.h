/* mma.h shipped with cudac. The CUDA toolkit's own header (nvcuda::wmma
 * over the warp matrix builtins `__hmma_*`, `__imma_*`, …, which cudac
 * implements: nvvm/target/wmma.rs) is what device code gets, as with nvcc:
 * this one passes the include on to it, and says what is missing when no
 * toolkit was found ($CUDA_HOME, the nvcc on PATH, /usr/local/cuda). */
#if __has_include_next(<mma.h>)
#include_next <mma.h>
#else
#error "<mma.h> (warp matrix functions (wmma)) is read from the CUDA toolkit, and none was found: set CUDA_HOME"
#endif
