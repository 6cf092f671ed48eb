/* cuda_fp8.h shipped with cudac. The CUDA toolkit's own header (plain C++
 * over inline PTX and <nv/target>) is what device code gets, as with nvcc:
 * this one passes the include on to it, and says what is missing when no
 * toolkit was found ($CUDA_HOME, the nvcc on PATH, /usr/local/cuda). */
#if __has_include_next(<cuda_fp8.h>)
#include_next <cuda_fp8.h>
#else
#error "<cuda_fp8.h> (the fp8 types (__nv_fp8_e4m3, __nv_fp8_e5m2)) is read from the CUDA toolkit, and none was found: set CUDA_HOME"
#endif
