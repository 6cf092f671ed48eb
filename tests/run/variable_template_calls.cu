// A variable template of function pointer type, called (libcu++'s
// `declval<T>()`: `template <class T, class = void> extern void (*declval)()
// noexcept;` with a partial specialisation of type `T&& (*)() noexcept`),
// in `decltype` and through the host variable in an unevaluated operand
// only. This is what `cuda::std::common_type` (and `cuda::ceil_div`) is
// built on. Before, "called object 'declval' is not a function" and
// "'...' is a host variable".
template <class...> using void_t = void;
template <class T> using id_t = T;
template <class T, class = void> extern id_t<void (*)() noexcept> declval;
template <class T> extern id_t<T && (*)() noexcept> declval<T, void_t<T &&>>;
template <class T, class U> using cond_t = decltype(false ? declval<T>() : declval<U>());
struct Tag {};
template <class T> extern Tag tag;
template <class T> using tag_t = decltype(tag<T>);
__device__ int seven() { return 7; }
template <class T> __device__ T (*maker)() = seven;
__global__ void run(int *out) {
    out[0] = sizeof(cond_t<int, long>);
    out[1] = sizeof(cond_t<char, short>);
    out[2] = sizeof(decltype(declval<double>()));
    tag_t<int> t;
    (void)t;
    out[3] = sizeof(tag_t<float>);
    out[4] = maker<int>();
    __int128_t big = (__int128_t)1 << 100;
    __uint128_t ubig = (__uint128_t)big >> 98;
    out[5] = (int)ubig + (int)sizeof(__int128_t);
}
