/* crt/mma.h shipped with cudac: warp matrix functions (wmma) are not supported yet; this
 * header says so instead of NVIDIA's being read. */
#error "cudac does not support <crt/mma.h> (warp matrix functions (wmma)) yet"
