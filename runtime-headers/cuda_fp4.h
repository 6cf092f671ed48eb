/* cuda_fp4.h shipped with cudac: the fp4 types are not supported yet; this
 * header says so instead of NVIDIA's being read. */
#error "cudac does not support <cuda_fp4.h> (the fp4 types) yet"
