// A range-based for over a braced list iterates the
// std::initializer_list<E> it deduces ([stmt.ranged]): E from the
// elements, each element copied into the list once, the loop variable
// initialised from a const E lvalue (a conversion per iteration, or a
// reference to the list's own element). Before, "not supported yet" in
// device code, and in host code the loop's body was dropped unread, with
// the kernels it launched (HeCBench attentionMultiHeadKVCache: 0 of 252
// kernels, exit 0).
#include <initializer_list>
struct Counter {
    int *n;
    int v;
    __device__ Counter(int *n, int v) : n(n), v(v) {}
    __device__ Counter(const Counter &o) : n(o.n), v(o.v) { ++*n; }
};
__device__ int twice(int x) { return 2 * x; }
__global__ void run(int *out) {
    int s = 0;
    for (int a : {1, 2, 3})
        s = s * 10 + a;
    out[0] = s;
    long l = 0;
    for (long a : {4, 5})
        l += a;
    out[1] = (int)l;
    int x = 7, y = 8;
    int k = 0;
    for (const int &r : {x, y}) {
        out[2 + k] = r;
        k++;
    }
    x = 100; // the list holds copies
    out[4] = x;
    for (unsigned u : {3u, twice(2) + 0u, 9u})
        out[5] += (int)u;
    int copies = 0;
    Counter c1(&copies, 1), c2(&copies, 2);
    int sum = 0;
    for (const Counter &c : {c1, c2})
        sum += c.v;
    out[6] = sum;
    out[7] = copies; // one copy per element into the list, none per step
    for (auto d : {0.5, 1.5})
        out[8] += (int)(d * 2);
    int nested = 0;
    for (int i : {1, 2})
        for (int j : {10, 20})
            nested += i * j;
    out[9] = nested;
}
