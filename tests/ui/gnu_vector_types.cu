// GNU and clang vector types (`vector_size`, `ext_vector_type`), also in
// an alias declaration whose attribute comes after the `=` (which
// tree-sitter-cpp cannot parse there; read back from the text). nvcc
// rejects them in device code ("is a vector, which is not supported in
// device code"), so does cudac, where device code uses one; host code may
// (GCC's <mmintrin.h> declares `__m64` for the host's functions, and a
// program including it compiles). Before, every such typedef was an
// error, and the alias form a syntax error.
typedef float v4f __attribute__((vector_size(16)));
typedef int v2i __attribute__((__vector_size__(8), __may_alias__));
using fp32x4 = __attribute__((__ext_vector_type__(4))) float;
static float host_only(v4f v) { return v[0]; }
static int host_too(v2i v) { return v[1]; }
__global__ void uses_vector(float *o, const float *in) {
    v4f a;
    o[0] = in[0];
}
__global__ void uses_ext_vector(float *o) {
    fp32x4 s;
    o[1] = 0;
}
__global__ void fine(float *o) { o[0] = 1; }
int main() {
    v4f v = {1, 2, 3, 4};
    return (int)host_only(v) + host_too(v2i{1, 2});
}
