// GNU/clang vector types are not modelled: a typedef with the attribute
// that makes one is a type device code cannot use (nvcc: "is a vector,
// which is not supported in device code"), reported where device code
// uses it (ui/gnu_vector_types.cu); the attribute anywhere else is an
// error; never silently dropped (v4f would be a float).
typedef float v4f __attribute__((ext_vector_type(4)));
typedef int v2i __attribute__((vector_size(8)));
__device__ int direct __attribute__((vector_size(8)));
__global__ void uses(float *o) {
    v4f a;
    v2i b;
    o[0] = 0;
}
// GCC's vector modes and modes of other types are errors too; integer
// modes make the integer of that width (run/gnu_extensions.cu).
typedef int v4si __attribute__((mode(V4SI)));
typedef float sf __attribute__((__mode__(__SF__)));
typedef int di __attribute__((mode(DI)));
