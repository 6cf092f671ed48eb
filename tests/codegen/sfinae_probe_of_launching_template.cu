// A host function template that launches kernels, probed in a
// substitution's immediate context (`decltype(launch(declval<T>()))` in a
// default template argument: the detection idiom) for a type it does not
// accept: the call does not resolve, which is a substitution failure, not
// a launch cudac lost. libcu++'s `is_swappable` probes `swap` this way,
// and every Thrust algorithm reached it (HeCBench sort, sortKV, radixsort2,
// … were refused with "cannot tell which specialization of function
// template 'swap'"). The launch the program makes is still followed.
// ARGS: --emit=ptx
// CHECK: .entry _Z4fillIfEvPT_(
// CHECK-NOT: .entry

template <class T> T &&declval();

template <class T> __global__ void fill(T *p) { p[threadIdx.x] = T(1); }
template <class T> void launch(T *p) { fill<<<1, 32>>>(p); }

template <class T, class = decltype(launch(declval<T>()))> constexpr bool launchable(int) {
    return true;
}
template <class T> constexpr bool launchable(...) { return false; }

struct not_a_pointer {};
static_assert(!launchable<not_a_pointer>(0), "no launch for a class");
static_assert(launchable<float *>(0), "a launch for a pointer");

// The same probe in a trailing return type, and in sizeof.
template <class T> auto try_launch(T t, int) -> decltype(launch(t), 1) { return 1; }
template <class T> int try_launch(T, long) { return 0; }
template <class T> constexpr int size_probe = sizeof(launchable<T>(0));

int main() {
    float *p = nullptr;
    launch(p);
    return try_launch(not_a_pointer{}, 0) + size_probe<not_a_pointer>;
}
