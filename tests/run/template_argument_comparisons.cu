// `>=` inside a template argument list is one token, a comparison, not
// the list's end (libcu++ 2.x: `enable_if_t<sizeof(_Tp) >= sizeof(uint32_t),
// _Tp>`), selecting overloads by size.
template <bool B, class T = void> struct enable_if {};
template <class T> struct enable_if<true, T> { typedef T type; };
template <bool B, class T> using enable_if_t = typename enable_if<B, T>::type;
template <int N> struct Int { static constexpr int value = N; };

template <class T>
__device__ enable_if_t<sizeof(T) >= sizeof(int), int> width(T) { return 100 + (int)sizeof(T); }
template <class T>
__device__ enable_if_t<sizeof(T) < sizeof(int), int> width(T) { return (int)sizeof(T); }

template <int N>
__device__ int at_least_four() { return Int<N >= 4>::value + 10 * Int<N + 1 >= 4>::value; }

__global__ void run(int *out) {
    out[0] = width('a');
    out[1] = width(1);
    out[2] = width(2.0);
    out[3] = width((short)1);
    out[4] = at_least_four<3>();
    out[5] = at_least_four<4>();
    out[6] = at_least_four<2>();
}
