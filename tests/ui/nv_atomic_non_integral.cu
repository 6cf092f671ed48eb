// The `_n` forms of the ordered atomics take integral types only, as
// nvcc's do ("non-generic nv atomic load, store, cas and exchange are
// valid only on integral types"); the generic forms take any 4- or
// 8-byte type.
// ARGS: -arch=sm_80
__global__ void k(float *f, double *d) {
    __nv_atomic_store_n(f, 2.5f, __NV_ATOMIC_RELAXED);
    double e = 1.0;
    __nv_atomic_store(d, &e, __NV_ATOMIC_RELEASE);
}
