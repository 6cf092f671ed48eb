/* texture_indirect_functions.h shipped with cudac: texture fetches through texture objects are not supported yet; this
 * header says so instead of NVIDIA's being read. */
#error "cudac does not support <texture_indirect_functions.h> (texture fetches through texture objects) yet"
