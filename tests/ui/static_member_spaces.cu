// A static data member is no __device__ variable: a memory space on its
// declaration or its definition is nvcc's error; a definition of
// another type than the declaration's is an error too.
struct S {
    __device__ static int v;
    __constant__ static float c;
};
__device__ int S::v = 1;
int S::c = 2;
__global__ void k() {}
