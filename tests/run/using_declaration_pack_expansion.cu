// `using Ts::f...;` (C++17) brings `f` from every base of a pack: the
// overload set of the overloaded-functor idiom (`struct Over : F... {
// using F::operator()...; };`). Before, tree-sitter-cpp could not parse
// the `...` ("unexpected token '...'"). Deduced from lambdas
// (`Calls{[](int) {…}, …}`), whose closure types class template argument
// deduction sees before they initialise the bases: each lambda-expression
// is one closure type (it was checked twice, making two).
struct A {
    __device__ int operator()(int) const { return 1; }
    __device__ int get() const { return 10; }
};
struct B {
    __device__ int operator()(double) const { return 2; }
    __device__ int get(int k) const { return 20 + k; }
};
template <class... F> struct Over : F... {
    using F::operator()...;
    using F::get...;
};
template <class... F> Over(F...) -> Over<F...>;
template <class... F> struct Calls : F... {
    using F::operator()...;
};
template <class... F> Calls(F...) -> Calls<F...>;

__global__ void run(int *out) {
    Over<A, B> w{A{}, B{}};
    out[0] = w(1) * 10 + w(2.5);
    out[1] = w.get() + w.get(3);
    auto v = Over{A{}, B{}};
    out[2] = v(1.5f + out[63]);
    auto l1 = [](int x) { return x * 2; };
    auto l2 = [](const char *) { return -1; };
    Calls<decltype(l1), decltype(l2)> both{l1, l2};
    out[3] = both(21) + both("x");
    auto deduced = Calls{[](int x) { return x + 1; }, [](double) { return 7; }};
    out[4] = deduced(4) * 10 + deduced(0.5);
}
