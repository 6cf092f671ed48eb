/* cuda_fp6.h shipped with cudac: the fp6 types are not supported yet; this
 * header says so instead of NVIDIA's being read. */
#error "cudac does not support <cuda_fp6.h> (the fp6 types) yet"
