/* cuda_pipeline.h shipped with cudac: asynchronous copies (cuda::pipeline primitives) are not supported yet; this
 * header says so instead of NVIDIA's being read. */
#error "cudac does not support <cuda_pipeline.h> (asynchronous copies (cuda::pipeline primitives)) yet"
