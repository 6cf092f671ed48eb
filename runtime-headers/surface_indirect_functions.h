/* surface_indirect_functions.h shipped with cudac: surface reads and writes through surface objects are not supported yet; this
 * header says so instead of NVIDIA's being read. */
#error "cudac does not support <surface_indirect_functions.h> (surface reads and writes through surface objects) yet"
