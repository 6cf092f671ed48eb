// A function template parameter whose type nests a pack expansion inside
// another template argument (`Box<Tuple<A...>> *`, `Fn<void(A...)>`): the
// expansion belongs to the inner list or function type, so the outer
// argument is matched as one argument. Before, deduction took the outer
// argument for an expansion of its own, bound the pack to a pack of packs,
// and the call converted to a type cudac did not know.
template <class... T> struct Tuple {};
template <class T> struct Box {
    T t;
};
template <class Sig> struct Fn;
template <class R, class... A> struct Fn<R(A...)> {
    R (*p)(A...);
};
template <class... A> __device__ int in_box(Box<Tuple<A...>> *b) { return int(sizeof...(A)); }
template <class... A> __device__ int in_fn(Fn<void(A...)> f, A... a) { return 10 * int(sizeof...(A)); }
template <class R, class... A> __device__ int ret_and_args(Fn<R(A...)>) { return 100 * int(sizeof...(A)); }
template <class... A> __device__ int pointer_pattern(Tuple<A *...>, Box<Tuple<A...>>) {
    return 1000 * int(sizeof...(A));
}
__device__ void sink(int, float) {}

__global__ void run(int *out) {
    Box<Tuple<int, float, char>> b;
    out[0] = in_box(&b);
    out[1] = in_box<int, float, char>(&b);
    Fn<void(int, float)> f{sink};
    out[2] = in_fn(f, 1, 2.f);
    out[3] = ret_and_args(f);
    Box<Tuple<int, char>> b2;
    out[4] = pointer_pattern(Tuple<int *, char *>{}, b2);
}
