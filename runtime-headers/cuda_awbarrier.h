/* cuda_awbarrier.h shipped with cudac. The CUDA toolkit's own header (plain C++ over
 * inline PTX: cp.async, mbarrier) is what device code gets, as with nvcc:
 * this one passes the include on to it, and says what is missing when no
 * toolkit was found ($CUDA_HOME, the nvcc on PATH, /usr/local/cuda). */
#if __has_include_next(<cuda_awbarrier.h>)
#include_next <cuda_awbarrier.h>
#else
#error "<cuda_awbarrier.h> is read from the CUDA toolkit, and none was found: set CUDA_HOME"
#endif
