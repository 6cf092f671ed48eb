/* texture_fetch_functions.h shipped with cudac: the texture *reference*
 * API (`texture<T, dim>` globals and the fetches through them), which
 * CUDA 12 deprecated and CUDA 13 removed. Texture objects
 * (`tex2D<T>(cudaTextureObject_t, x, y)`, texture_indirect_functions.h)
 * are what cudac and nvcc 13 compile. */
#error "the texture reference API (texture<T, dim>, <texture_fetch_functions.h>) was removed in CUDA 13 and cudac does not support it; use texture objects (tex2D<T>(cudaTextureObject_t, x, y))"
