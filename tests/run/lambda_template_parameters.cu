// Lambdas with a template parameter list (C++20, accepted by nvcc in
// C++17): the call operator is a member function template with the
// written parameters, then one invented per `auto`; arguments are given
// explicitly (`f.template operator()<3>()`) or deduced.
template <int N> struct Tag {
    static constexpr int value = N * 10;
};
__global__ void run(int *out) {
    int base = 7;
    auto scaled = [&]<int N>() { return base * N; };
    out[0] = scaled.operator()<3>();
    out[1] = scaled.template operator()<5>();
    auto add = []<class T>(T a, T b) { return a + b; };
    out[2] = add(20, 22);
    out[3] = (int)(add(1.5f, 2.25f) * 4);
    auto tagged = [=]<int N>(Tag<N>, auto extra) { return Tag<N>::value + base + extra; };
    out[4] = tagged(Tag<4>{}, 100);
    auto first = []<class T, int K>(T (&a)[K]) { return a[0] * K; };
    int arr[3] = {6, 7, 8};
    out[5] = first(arr);
}
