// Pack expansions in base lists, `Ts...` and `Cs::template rebind<T>...`
// (libcu++'s `__type_switch`), and deduction of a function template's
// `auto` parameter through them: `sw<4ul>(derived*)` binds to the base
// `case_<ic<unsigned long, 4>, V>`, and `decltype(L)` is dependent until
// `L` is given. Before, the bases were dropped.
template <class T, T V> struct ic { static constexpr T value = V; };
template <class L, class V> struct case_ {
    template <class O> using rebind = case_<ic<O, L::value>, V>;
    using type = V;
    __device__ int tag() const { return (int)L::value; }
};
template <auto L, class V> using tcase = case_<ic<decltype(L), L>, V>;
template <auto L, class V> __device__ auto sw(tcase<L, V> *p, int) -> tcase<L, V> { return *p; }
template <class T, class... Cs> struct table : Cs::template rebind<T>... {};
template <class... Bs> struct all : Bs... {};
struct X { int x = 1; };
struct Y { int y = 2; };
template <class C> using type_t = typename C::type;
using T = table<unsigned long, tcase<1, char>, tcase<4, double>, tcase<8, short>>;
__global__ void run(int *out) {
    T t;
    out[0] = (int)sizeof(type_t<decltype(sw<4ul>(&t, 0))>);
    out[1] = (int)sizeof(type_t<decltype(sw<8ul>(&t, 0))>);
    out[2] = sw<1ul>(&t, 0).tag();
    all<X, Y> a;
    out[3] = a.x + a.y;
    out[4] = (int)sizeof(all<>);
}
