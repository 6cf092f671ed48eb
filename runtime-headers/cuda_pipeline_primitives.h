/* cuda_pipeline_primitives.h shipped with cudac: asynchronous copies (__pipeline_memcpy_async) are not supported yet; this
 * header says so instead of NVIDIA's being read. */
#error "cudac does not support <cuda_pipeline_primitives.h> (asynchronous copies (__pipeline_memcpy_async)) yet"
