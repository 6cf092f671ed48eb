// The members of a local class are instantiated with the function that
// declares it, used or not ([temp.inst]: they are part of its definition),
// as nvcc does. Their kernel launches count: Thrust's `cuda_cub::get_value`
// declares a local `HostPath` whose host `operator()` copies across
// systems, and every kernel reading through a `device_reference` makes
// nvcc emit the kernels that copy launches. cudac left such members for a
// first use that never came, and compiled without their kernels (exit 0).
// The same four kernels as nvcc 13.0; nvcc writes `kk<float>` second:
// cudac defines `dispatch<float>` (a device use) at the end of the unit,
// its point of instantiation, so its kernel comes last.
// ARGS: --emit=ptx
// CHECK: .entry _Z4userPf(
// CHECK: .entry _Z2kkIdEvPT_(
// CHECK: .entry _Z2kkIlEvPT_(
// CHECK: .entry _Z2kkIfEvPT_(

template <class T> __global__ void kk(T *p) { p[0] = 1; }

// A host device function template used by device code.
template <class T> __host__ __device__ void dispatch(T *p) {
    struct host_path {
        __host__ void operator()(T *q) { kk<<<1, 1>>>(q); }
    };
    p[1] = 2;
}
__global__ void user(float *p) { dispatch(p); }

// A host function template, explicitly instantiated.
template <class T> void launch_later(T *p) {
    struct later {
        void run(T *q) { kk<<<1, 1>>>(q); }
    };
    (void)p;
}
template void launch_later<double>(double *);

// A member of a class nested in a local class.
template <class T> void nested(T *p) {
    struct outer {
        struct inner {
            void run(T *q) { kk<<<1, 1>>>(q); }
        };
    };
    (void)p;
}
template void nested<long>(long *);
