/* surface_functions.h shipped with cudac: the surface *reference* API
 * (`surface<void, dim>` globals), which CUDA 12 deprecated and CUDA 13
 * removed. Surface objects (`surf2Dread<T>(cudaSurfaceObject_t, x, y)`,
 * surface_indirect_functions.h) are what cudac and nvcc 13 compile. */
#error "the surface reference API (surface<void, dim>, <surface_functions.h>) was removed in CUDA 13 and cudac does not support it; use surface objects (surf2Dread<T>(cudaSurfaceObject_t, x, y))"
