/* cuda_fp8.h shipped with cudac: the fp8 types (__nv_fp8_e4m3, __nv_fp8_e5m2) are not supported yet; this
 * header says so instead of NVIDIA's being read. */
#error "cudac does not support <cuda_fp8.h> (the fp8 types (__nv_fp8_e4m3, __nv_fp8_e5m2)) yet"
