/* texture_fetch_functions.h shipped with cudac: texture fetches (tex1Dfetch, tex2D) are not supported yet; this
 * header says so instead of NVIDIA's being read. */
#error "cudac does not support <texture_fetch_functions.h> (texture fetches (tex1Dfetch, tex2D)) yet"
