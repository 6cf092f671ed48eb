// `U (&u)[N] = reinterpret_cast<U (&)[N]>(keys);` and `U (*p)[N] = &u;`
// in a function body are declarations (a reference to and a pointer to an
// array), which tree-sitter reads as a call subscripted and assigned to
// (CUB's `BlockRadixSort`: "use of undeclared identifier
// 'unsigned_keys'").
typedef unsigned int U;
template <int N> __device__ int f(int (&keys)[N]) {
    U(&u)[N] = reinterpret_cast<U(&)[N]>(keys);
    U (*p)[N] = &u;
    u[1] = 5;
    (*p)[2] += 1;
    int(&r) = keys[0];
    r = 9;
    return (*p)[1] * 100 + u[2] * 10 + keys[0];
}
__global__ void run(int *out) {
    int a[4] = {1, 2, 3, 4};
    out[0] = f(a);
    out[1] = a[1] + a[2];
}
