// A stand-in for a library like Thrust or CUB: kernels declared in a
// header, launched from the library's own host code.
namespace klib {
template <class T> __global__ void fill_kernel(T *p, T v, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        p[i] = v;
}
template <class T> __global__ void scale_kernel(T *p, T by, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        p[i] *= by;
}
template <class T> void fill(T *p, T v, int n) { fill_kernel<<<(n + 127) / 128, 128>>>(p, v, n); }
// The kernel is named in a member of a class template (as CUB's kernel
// sources name theirs) and launched through a pointer.
template <class T> struct scale_source {
    static constexpr decltype(&scale_kernel<T>) kernel() { return &scale_kernel<T>; }
};
template <class T, class Source = scale_source<T>> struct scale_dispatch {
    Source source;
    template <class K> int launch(K k, T *p, T by, int n) {
        k<<<(n + 127) / 128, 128>>>(p, by, n);
        return 0;
    }
    int run(T *p, T by, int n) { return launch(source.kernel(), p, by, n); }
};
template <class T> int scale(T *p, T by, int n) {
    scale_dispatch<T> d;
    return d.run(p, by, n);
}
// Host code cudac cannot follow: it names a type only a header cudac was
// not given declares, so what it would launch is not known.
template <class T> void fill_logged(T *p, T v, int n) {
    klib_log_handle log = klib_open_log("fill");
    fill_kernel<<<(n + 127) / 128, 128>>>(p, v, n);
}
// A class whose constructor launches a kernel through a member function (as
// thrust::device_vector's does), which cudac follows.
template <class T> struct device_buffer {
    T *p;
    int n;
    device_buffer(int n_) : p(nullptr), n(n_) { init(); }
    void init() { fill_kernel<<<(n + 127) / 128, 128>>>(p, T(), n); }
};
// A derived class's constructor reaches the launch only through its base's
// constructor, named by a typedef (thrust::device_vector's `: Parent(n)`).
template <class T> struct derived_buffer : device_buffer<T> {
    typedef device_buffer<T> Parent;
    derived_buffer(int n) : Parent(n) {}
};
// Host code reaching a launch through a host device function defined after
// it (Thrust's .inl files), whose device compilation keeps the host path in
// dead code (as THRUST_CDP_DISPATCH does).
template <class T> __host__ __device__ void fill_dispatch(T *p, T v, int n);
template <class T> struct staged_buffer {
    T *p = nullptr;
    int n = 0;
    void init(T v) { fill_dispatch(p, v, n); }
};
template <class T> void launch_fill(T *p, T v, int n) { fill_kernel<<<(n + 127) / 128, 128>>>(p, v, n); }
template <class T> __host__ __device__ void fill_dispatch(T *p, T v, int n) {
    if (false) {
        launch_fill(p, v, n);
    }
}
// Classes whose constructors launch kernels (as thrust::device_vector's
// does) through code cudac cannot follow: a member function naming the
// unknown type, and a class whose own member has that type.
template <class T> struct logged_buffer {
    T *p;
    int n;
    logged_buffer(int n_) : p(nullptr), n(n_) { init(); }
    void init() {
        klib_log_handle log = klib_open_log("buffer");
        fill_kernel<<<(n + 127) / 128, 128>>>(p, T(), n);
    }
};
template <class T> struct log_vector {
    klib_log_handle log;
    T *p;
    log_vector(int n) : p(nullptr) { fill_kernel<<<(n + 127) / 128, 128>>>(p, T(), n); }
};
// Host code cudac follows for some element types only: the double
// specialisation names a type only a header cudac was not given declares.
template <class T> void fill_traced(T *p, T v, int n) {
    fill_kernel<<<(n + 127) / 128, 128>>>(p, v, n);
}
template <> inline void fill_traced<double>(double *p, double v, int n) {
    klib_log_handle log = klib_open_log("double");
    fill_kernel<<<(n + 127) / 128, 128>>>(p, v, n);
}
// CUB's shape: device-wide algorithms are static members of a class.
struct DeviceFill {
    template <class T> static void Logged(T *p, T v, int n) { fill_logged(p, v, n); }
};
template <class T> __device__ T twice(T v) { return v + v; }
// A hidden friend whose dead host path launches (thrust::device_reference's
// swap reaches a kernel through iter_swap): C++ instantiates it only when
// something calls it, and so does nvcc.
template <class T> struct swappable {
    T *p = nullptr;
    friend __host__ __device__ void swap(swappable &a, swappable &b) {
        if (false) {
            launch_fill(a.p, T(), 1);
        }
        T *t = a.p;
        a.p = b.p;
        b.p = t;
    }
};
} // namespace klib
