/* surface_functions.h shipped with cudac: surface reads and writes are not supported yet; this
 * header says so instead of NVIDIA's being read. */
#error "cudac does not support <surface_functions.h> (surface reads and writes) yet"
