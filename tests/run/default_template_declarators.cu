// Default template type arguments with declarators, as libstdc++'s
// `std::iterator` (`typename _Pointer = _Tp*, typename _Reference =
// _Tp&`) and `__declval` (`typename _Up = _Tp&&`) write them;
// tree-sitter-cpp reads the `*`/`&`/`&&` as an error after the parameter.
template <typename T, typename P = T *, typename R = T &>
struct iter {
    P p;
    __device__ R get() { return *p; }
    __device__ const T *cget() const { return p; }
};

template <typename T, typename U = T &&> __device__ int kind_of() {
    return sizeof(U) == sizeof(T) ? 1 : 2;
}
template <class A, class B> struct same { static const bool value = false; };
template <class A> struct same<A, A> { static const bool value = true; };

__global__ void run(int *out) {
    int x = 7 + out[63];
    iter<int> it{&x};
    it.get() += 1;
    out[0] = x;
    out[1] = *it.cget();
    out[2] = same<decltype(it.p), int *>::value + same<decltype(it.get()), int &>::value * 10;
    out[3] = kind_of<int>() * 10;
}
