/* cuda_awbarrier.h shipped with cudac: arrive-wait barriers are not supported yet; this
 * header says so instead of NVIDIA's being read. */
#error "cudac does not support <cuda_awbarrier.h> (arrive-wait barriers) yet"
