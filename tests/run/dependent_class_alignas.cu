// `alignas(trait<T>::value)` on a class template (libcu++'s complex:
// `alignas(__complex_alignment<_Tp>::value)`): the static member is read
// as a value when the specialisation is defined. Before, "requested
// alignment must be a power of two constant" for every complex<T>.
template <class T, unsigned long v> struct icc { static constexpr unsigned long value = v; };
template <class T> struct ca : icc<T, 2 * sizeof(T)> {};
template <class T> class alignas(ca<T>::value) cx {
    T re, im;
public:
    __device__ cx(T r, T i) : re(r), im(i) {}
    __device__ T r() const { return re + im; }
};
struct alignas(icc<int, 32>::value) wide { char c; };
__global__ void run(int *out) {
    cx<float> c(1.f, 2.f);
    out[0] = alignof(cx<float>) + alignof(cx<double>) * 100 + int(c.r());
    out[1] = sizeof(cx<short>) + alignof(wide) * 10 + sizeof(wide) * 1000;
}
