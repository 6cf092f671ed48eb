/* crt/mma.h shipped with cudac: passes the include on to the CUDA
 * toolkit's (see <mma.h>). */
#if __has_include_next(<crt/mma.h>)
#include_next <crt/mma.h>
#else
#error "<crt/mma.h> (warp matrix functions (wmma)) is read from the CUDA toolkit, and none was found: set CUDA_HOME"
#endif
