// Braced lists as call arguments: to a template taking
// std::initializer_list<T> (`std::max({a, b, c})`: T deduced from the
// elements, [temp.deduct.call]p1), to a reference to an array (a
// temporary array bound, not a decayed pointer), and to a class parameter.
// Before, the first was "braced initializer lists in expressions are not
// supported yet" and the second "no known conversion from 'const int *'".
// ARGS: --expt-relaxed-constexpr
#include <algorithm>
#include <initializer_list>
struct P {
    int x, y;
};
__device__ int sum_pair(P p) { return p.x + p.y; }
__device__ int first_two(const int (&a)[2]) { return a[0] * 10 + a[1]; }
template <class T> __device__ T total(std::initializer_list<T> l) {
    T s = 0;
    for (T v : l)
        s += v;
    return s;
}
template <class T> __device__ int count(std::initializer_list<T> l, int extra) {
    return int(l.size()) + extra;
}

__global__ void run(int *out) {
    int z = out[63];
    out[0] = std::max({1 + z, 5, 3});
    out[1] = std::min({7, 2 + z, 9, 4});
    out[2] = first_two({3 + z, 4});
    out[3] = sum_pair({5, 6 + z});
    out[4] = total({1, 2, 3, 4 + z});
    out[5] = int(total({0.5 + z, 1.25}) * 4);
    out[6] = count({'a', 'b', 'c'}, 10);
    long big = 1L << 40;
    out[7] = int(std::max({big, 2L, 3L + z}) >> 40);
}
