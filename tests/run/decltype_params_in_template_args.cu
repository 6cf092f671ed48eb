// A trailing return type whose `decltype` names a parameter inside a
// template argument (`-> remove_cvref_t<decltype(input[0])>`, CUB's
// `ThreadReduceSimd`) is resolved with the parameters in scope, as
// [basic.scope.param] says. Before, "substitution failure" for every
// call.
template <class T> struct rr { using type = T; };
template <class T> struct rr<const T> { using type = T; };
template <class T> struct rr<T &> { using type = typename rr<T>::type; };
template <class T> using rr_t = typename rr<T>::type;
template <class T> struct box { T v; };
template <typename In> __device__ auto first(const In &input) -> rr_t<decltype(input[0])> {
    rr_t<decltype(input[0])> x = input[0];
    x += 1;   // not const: the cvref was removed
    return x;
}
template <typename A, typename B>
__device__ auto wrap(A a, B b) -> box<decltype(a * b)> { return box<decltype(a * b)>{a * b}; }
__global__ void run(int *out) {
    const unsigned a[3] = {4, 5, 6};
    out[0] = first(a);
    float f[2] = {1.5f, 2.0f};
    out[1] = int(first(f) * 2);
    out[2] = int(wrap(3, 2.5).v * 10);
    out[3] = sizeof(wrap(3, 2L).v) + sizeof(wrap(short(1), short(2)).v) * 10;
}
