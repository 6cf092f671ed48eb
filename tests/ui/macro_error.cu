// An error inside a macro expansion shows the spelling and the use.
#define LOAD(ptr, i) ((ptr)[(i)] + undefined_offset)
__global__ void k(float *a) {
    a[0] = LOAD(a, 1);
}
